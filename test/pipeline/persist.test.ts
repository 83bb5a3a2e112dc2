// execute() from settings to results.json: a baseline store that cannot be read, and the
// results.json field names other tools read (issue 5: keep them stable). The run's shared server-everything over
// streamable HTTP: the subject is what is stored and written, not the server's process.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { execute } from '../../src/pipeline/index.js';
import { parseSettings, type SettingsInput } from '../../src/settings/settings.js';
import { sharedEverythingUrl, stopAllServers } from '../helpers/mcp-servers.js';
import { freePort } from '../helpers/ports.js';
import { everythingProject } from '../helpers/pipeline.js';

afterAll(stopAllServers);

/** A project with two scenarios and an mcp.json for the run's shared server-everything. */
async function projectDir(): Promise<string> {
  const yaml = (name: string) =>
    `name: ${name}\nuser_intent: echo\nexpected_trajectory:\n  - tool: mcp__everything__echo\n    args: { message: ${name} }\n`;
  return everythingProject({ 'alpha.yaml': yaml('alpha'), 'beta.yaml': yaml('beta') }, sharedEverythingUrl());
}

async function exec(cwd: string, input: SettingsInput) {
  const settings = parseSettings(
    {
      agent: 'scripted',
      servers: path.join(cwd, 'mcp.json'),
      scenarios: path.join(cwd, 'scenarios/*.yaml'),
      out: path.join(cwd, 'out'),
      ...input,
    },
    {},
  );
  const lines: string[] = [];
  const { report, paths } = await execute(settings, { cwd, env: {}, log: (l) => lines.push(l) });
  return { report, lines, json: JSON.parse(readFileSync(paths.json, 'utf8')) as Record<string, unknown> };
}

describe('a baseline store that cannot be read', () => {
  it('fails each scenario that needs a baseline with the store and the reason, and still writes results.json', async () => {
    const cwd = await projectDir();
    // The branch store's remote: a git server that is not there.
    execFileSync('git', ['init', '-q', cwd]);
    const remote = `http://127.0.0.1:${await freePort()}/repo.git`;
    execFileSync('git', ['remote', 'add', 'origin', remote], { cwd });

    const compare = await exec(cwd, { mode: 'compare', baselineStore: 'branch' });
    const reason =
      /^the branch baseline store could not be read: baseline branch mcp-eval-baselines: listing origin failed: git ls-remote --heads failed: .*127\.0\.0\.1/;
    expect(compare.report.scenarios.map((s) => [s.id, s.status])).toEqual([
      ['alpha', 'ERROR'],
      ['beta', 'ERROR'],
    ]);
    for (const s of compare.report.scenarios) expect(s.error).toMatch(reason);
    expect(compare.lines.some((l) => l.startsWith('baselines: the branch baseline store could not be read: '))).toBe(
      true,
    );
    expect(compare.json.status).toBe('ERROR');

    // auto must not record a scenario whose baseline it could not look for.
    const auto = await exec(cwd, { mode: 'auto', baselineStore: 'branch' });
    for (const s of auto.report.scenarios) {
      expect([s.status, s.action]).toEqual(['ERROR', 'none']);
      expect(s.error).toMatch(reason);
      expect(s.error).toMatch(/\(auto mode records only a scenario the store says has no baseline\)$/);
    }

    // record needs no baseline: the scenarios run, and saving them says why it failed.
    const record = await exec(cwd, { mode: 'record', baselineStore: 'branch' });
    for (const s of record.report.scenarios) {
      expect(s.runs).toHaveLength(1);
      expect(s.error).toMatch(/^saving baseline failed: baseline branch mcp-eval-baselines: listing origin failed: /);
    }
  });
});

describe('results.json', () => {
  it('keeps the field names other tools read', async () => {
    const cwd = await projectDir();
    const baselineDir = path.join(cwd, 'baselines');
    await exec(cwd, { mode: 'record', baselineDir, name: ['alpha'] });
    expect(existsSync(path.join(baselineDir, 'alpha.json'))).toBe(true);
    const { json } = await exec(cwd, { mode: 'compare', baselineDir });
    // Each name read literally: a rename makes its value undefined here.
    expect({ schema_version: json.schema_version, mode: json.mode, status: json.status, score: json.score }).toEqual({
      schema_version: 1,
      mode: 'compare',
      status: 'ERROR',
      score: 1,
    });
    expect(json.counts).toEqual({ ERROR: 1, BROKEN: 0, DEGRADED: 0, ACCEPTABLE: 0, GOOD: 1, RECORDED: 0 });
    const scenarios = json.scenarios as Array<Record<string, unknown>>;
    expect(
      scenarios.map((s) => ({
        id: s.id,
        name: s.name,
        file: s.file,
        status: s.status,
        score: s.score,
        error: s.error,
      })),
    ).toEqual([
      { id: 'alpha', name: 'alpha', file: 'scenarios/alpha.yaml', status: 'GOOD', score: 1, error: null },
      {
        id: 'beta',
        name: 'beta',
        file: 'scenarios/beta.yaml',
        status: 'ERROR',
        score: null,
        error:
          'no baseline for scenario "beta" in the dir store: record one first (mcp-eval record, or the action with mode: record; mcp-eval run, or mode: auto, records what has none)',
      },
    ]);
  });
});
