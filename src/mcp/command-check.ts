// Whether a stdio server's command can start: on the PATH it will be given, or at the path it names. `validate`
// says so with the nearest command on PATH, before a run meets spawn ENOENT once per scenario.
import { accessSync, constants, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { nearestName } from '../util/text.js';
import type { StdioServerConfig } from './config.js';
import { stdioEnvironment } from './transport.js';

/** Why the server's command cannot start; null when it is found. */
export function commandProblem(config: StdioServerConfig, parent: NodeJS.ProcessEnv = process.env): string | null {
  const { command } = config;
  const cwd = config.cwd ?? process.cwd();
  if (command.includes('/') || (process.platform === 'win32' && command.includes('\\'))) {
    const at = path.resolve(cwd, command);
    return executable(at) ? null : `command "${command}": no executable file at ${at}`;
  }
  const env = stdioEnvironment(config, parent);
  const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const endings = process.platform === 'win32' ? ['', ...(env.PATHEXT ?? '.EXE;.CMD;.BAT;.COM').split(';')] : [''];
  if (dirs.some((d) => endings.some((e) => executable(path.resolve(cwd, d, command + e))))) return null;
  const near = nearestName(command, namesIn(dirs.map((d) => path.resolve(cwd, d))));
  return `command "${command}" is not on PATH${near ? ` (did you mean ${near}?)` : ''}`;
}

function executable(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The names of the files in these directories, each once (what a misspelt command is likely one of). */
function namesIn(dirs: string[]): string[] {
  const names = new Set<string>();
  for (const dir of dirs) {
    try {
      for (const name of readdirSync(dir)) names.add(name);
    } catch {
      // A PATH entry that does not exist or cannot be read holds no command.
    }
  }
  return [...names];
}
