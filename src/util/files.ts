// File writes that a reader or a crash never sees half done.
import { promises as fs } from 'node:fs';
import path from 'node:path';

/** `<file>.<pid>.<random>.tmp`: the temporary file writeAtomic writes first. */
const TEMP_FILE = /\.(\d+)\.[a-z0-9]+\.tmp$/;

/**
 * Write to a temporary file next to `file`, flush it to disk, then rename it over `file` (and flush
 * the directory): after a crash or a power cut, `file` is the old text or the new, never half of it.
 * Creates the directory.
 */
export async function writeAtomic(file: string, text: string | Uint8Array): Promise<void> {
  const dir = path.dirname(file);
  await fs.mkdir(dir, { recursive: true });
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    const handle = await fs.open(tmp, 'wx');
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(tmp, file);
  } catch (e) {
    await fs.rm(tmp, { force: true });
    throw e;
  }
  await syncDirectory(dir);
}

/** Flush a directory's entries (the rename); not every platform can open a directory: then nothing. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r').catch(() => null);
  await handle
    ?.sync()
    .catch(() => undefined)
    .finally(() => handle.close());
}

/**
 * Remove the temporary files that writeAtomic left under `dir` when its process was killed mid-write
 * (one whose process is still running may be mid-write: it is left alone). `names`: the files under `dir` (relative,
 * recursive), when the caller has listed them already. Returns how many went.
 */
export async function removeStaleTemps(dir: string, names?: readonly string[]): Promise<number> {
  names ??= await fs.readdir(dir, { recursive: true }).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const pid = TEMP_FILE.exec(name)?.[1];
    if (pid === undefined || isRunning(Number(pid))) continue;
    await fs.rm(path.join(dir, name), { force: true });
    removed++;
  }
  return removed;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
