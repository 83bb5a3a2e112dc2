// Writing what init and import made: nothing is overwritten unless asked, and nothing is written when one of the
// files is in the way, so a refused run leaves the folder as it was.
import { existsSync } from 'node:fs';
import { EvalError } from '../util/errors.js';
import { writeAtomic } from '../util/files.js';

export interface WrittenFile {
  path: string;
  text: string;
}

/** Files named at most in the refusal; the rest are counted. */
const NAMED = 5;

/** Write every file (atomically), or none when one exists and `force` is off. */
export async function writeSuiteFiles(files: readonly WrittenFile[], force: boolean, command: string): Promise<void> {
  if (!force) {
    const existing = files.filter((f) => existsSync(f.path)).map((f) => f.path);
    if (existing.length) {
      const more = existing.length > NAMED ? ` and ${existing.length - NAMED} more` : '';
      throw new EvalError(
        'usage',
        `${existing.length} file(s) exist already: ${existing.slice(0, NAMED).join(', ')}${more}`,
        {
          hint: `nothing was written; mcp-eval ${command} --force overwrites them, or choose another directory`,
        },
      );
    }
  }
  for (const f of files) await writeAtomic(f.path, f.text);
}
