// File writes that a reader or a crash never sees half done.
import { promises as fs } from 'node:fs';
import path from 'node:path';

/** Write to a temporary file next to `file`, then rename it over `file`; creates the directory. */
export async function writeAtomic(file: string, text: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await fs.writeFile(tmp, text, 'utf8');
    await fs.rename(tmp, file);
  } catch (e) {
    await fs.rm(tmp, { force: true });
    throw e;
  }
}
