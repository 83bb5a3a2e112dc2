// A scenario's `config_file`, found as the seed finds it: relative to the scenario file's directory,
// then each parent directory up to the filesystem root, then the working directory. The seed's suites
// keep their configs in a folder beside (or above) the scenarios, so a path written once works from
// any depth of nesting.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { EvalError } from '../util/errors.js';
import type { ConfigRef } from '../results/trajectory.js';
import { sha256 } from '../util/json.js';
import type { Scenario } from './schema.js';

export interface ResolvedConfig extends ConfigRef {
  /** Absolute path of the file found: what the service is handed as MCP_EVAL_CONFIG_FILE. */
  file: string;
}

/** The directories a relative config_file is looked for in, in order: the scenario's, each parent, then cwd. */
export function configSearchDirs(scenarioFile: string, cwd: string): string[] {
  const out: string[] = [];
  let dir = path.dirname(path.resolve(cwd, scenarioFile));
  for (;;) {
    out.push(dir);
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  out.push(path.resolve(cwd));
  return out;
}

/** The scenario's config file, read and hashed; null when it names none. Missing: a `config` error saying where. */
export async function resolveConfigFile(
  scenario: Pick<Scenario, 'file' | 'config_file'>,
  cwd: string,
): Promise<ResolvedConfig | null> {
  const given = scenario.config_file;
  if (given === undefined) return null;
  const dirs = path.isAbsolute(given) ? [] : configSearchDirs(scenario.file, cwd);
  const candidates = path.isAbsolute(given) ? [given] : dirs.map((d) => path.join(d, given));
  for (const file of candidates) {
    const bytes = await readFile(file).catch(() => null);
    if (bytes) return { path: given, hash: sha256(bytes), file };
  }
  const where = path.isAbsolute(given)
    ? 'an absolute path'
    : `looked for it under the scenario's directory and each parent (${dirs.slice(0, -1).join(', ')}), ` +
      `then under the working directory ${dirs[dirs.length - 1]}`;
  throw new EvalError('config', `config_file not found: ${given} (${where})`);
}
