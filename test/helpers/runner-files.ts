// The files a GitHub runner gives a step, as the action tests read them back.
import { existsSync, readFileSync } from 'node:fs';

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
