// server-everything's tool lists as ServerConnection.snapshot() recorded them from two real
// releases, 2025.7.29 and 2026.8.31 (camelCase names became kebab-case ones, some tools went,
// some came, some schemas changed): the fixture of the schema diff, rename and cause tests.
import { readFileSync } from 'node:fs';
import type { ServerSnapshot } from '../../src/results/trajectory.js';

export type EverythingRelease = '2025.7.29' | '2026.8.31';

export const EVERYTHING = JSON.parse(
  readFileSync(new URL('../fixtures/everything-tools.json', import.meta.url), 'utf8'),
) as Record<EverythingRelease, ServerSnapshot>;

export function everythingTool(release: EverythingRelease, name: string): ServerSnapshot['tools'][number] {
  const tool = EVERYTHING[release].tools.find((t) => t.name === name);
  if (!tool) throw new Error(`server-everything ${release} has no tool ${name}`);
  return tool;
}
