// A scenario project on disk and a run() over it, for the pipeline tests: real scenario
// files, real servers, the dir baseline store under the project unless a test gives another.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createBaselineStore } from '../../src/baselines/index.js';
import type { RunReport } from '../../src/results/index.js';
import { run, type RunDeps } from '../../src/pipeline/index.js';
import type { ServerConfig } from '../../src/mcp/index.js';
import { parseSettings, shardOf, type Settings, type SettingsInput } from '../../src/settings/settings.js';
import { EVERYTHING_JS, everythingStdio, tempDir } from './mcp-servers.js';

/** Echo hello: one call to server-everything's echo. */
export const ECHO_YAML = `name: Echo
user_intent: Echo hello
expected_trajectory:
  - tool: mcp__everything__echo
    args: { message: hello }
`;

/** Add 2 and 3: echo, then get-sum. */
export const SUM_YAML = `name: Sum
user_intent: Add 2 and 3
expected_trajectory:
  - tool: mcp__everything__echo
    args: { message: adding }
  - tool: mcp__everything__get-sum
    args: { a: 2, b: 3 }
`;

/** A temp project with these files under scenarios/ (names may hold sub-directories). */
export function project(files: Record<string, string>): string {
  const dir = tempDir();
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, 'scenarios', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return dir;
}

/** A project (as project() makes it) whose mcp.json names server-everything, `everything`: over stdio, or at `url`. */
export function everythingProject(files: Record<string, string>, url?: string): string {
  const dir = project(files);
  const everything = url ? { url } : { command: process.execPath, args: [EVERYTHING_JS, 'stdio'] };
  writeFileSync(path.join(dir, 'mcp.json'), JSON.stringify({ mcpServers: { everything } }));
  return dir;
}

/** The settings of a run over project `dir` as the CLI reads them: its mcp.json, scenarios/*.yaml, baselines/ and out/. */
export function projectSettings(dir: string, input: SettingsInput, env: NodeJS.ProcessEnv = {}): Settings {
  const paths = {
    servers: path.join(dir, 'mcp.json'),
    scenarios: path.join(dir, 'scenarios/*.yaml'),
    baselineDir: path.join(dir, 'baselines'),
    out: path.join(dir, 'out'),
  };
  return parseSettings({ ...paths, ...input }, env);
}

/**
 * run() with the scripted agent unless `input` says otherwise. No older-protocol client reads the contract (one more
 * server process a run): the contract tests ask for it.
 */
export async function go(
  cwd: string,
  input: SettingsInput,
  servers: ServerConfig[] = [everythingStdio()],
  extra: Partial<Omit<RunDeps, 'servers'>> = {},
): Promise<RunReport> {
  const settings = parseSettings(
    {
      agent: 'scripted',
      contractProtocol: 'none',
      baselineDir: path.join(cwd, 'baselines'),
      scenarios: path.join(cwd, 'scenarios/**/*.yaml'),
      ...input,
    },
    {},
  );
  const store = createBaselineStore({ kind: 'dir', dir: settings.baselineDir, cacheKey: 'k', branch: 'b', cwd });
  return run(settings, { servers, store, shard: shardOf(settings), cwd, env: {}, ...extra });
}
