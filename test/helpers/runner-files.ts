// What a GitHub runner gives the action's step, for the action tests: action.yml's input defaults (the INPUT_*
// variables), and the key files (GITHUB_OUTPUT, GITHUB_STATE) read back.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';

export interface ActionYml {
  runs: { using: string; main: string; post?: string };
  inputs: Record<string, { description?: string; default?: unknown }>;
  outputs: Record<string, { description?: string }>;
}
export const ACTION = parseYaml(
  readFileSync(path.resolve(import.meta.dirname, '../../action.yml'), 'utf8'),
) as ActionYml;

/** The inputs' defaults the runner passes (an expression such as `${{ github.token }}` is the runner's to fill). */
export const DEFAULTS: Record<string, string> = Object.fromEntries(
  Object.entries(ACTION.inputs)
    .filter(([, v]) => v.default !== undefined && !String(v.default).includes('${{'))
    .map(([k, v]) => [k, String(v.default)]),
);

/** GITHUB_OUTPUT / GITHUB_STATE: `name<<delimiter` blocks; {} when the step wrote none. */
export function readKeyFile(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const out: Record<string, string> = {};
  const lines = readFileSync(file, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i]);
    if (!m) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]);
    out[m[1]] = value.join('\n');
  }
  return out;
}
