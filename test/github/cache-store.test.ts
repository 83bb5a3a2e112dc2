// The actions-cache baseline store through the real @actions/cache against the results-service
// emulator: each "run" is a fresh store over an emptied work directory, as on a new runner.
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBaselineStore, type BaselineStore } from '../../src/baselines/index.js';
import { CacheBaselineStore } from '../../src/github/cache-store.js';
import { run as runPipeline } from '../../src/pipeline/index.js';
import { parseSettings } from '../../src/settings/settings.js';
import { HISTORY_FILE } from '../../src/results/history.js';
import { baseline, historyEntry } from '../helpers/baselines-fixtures.js';
import { startResultsService, type ResultsService } from '../emulators/results-service.js';
import { sharedEverything, stopAllServers } from '../helpers/mcp-servers.js';
import { project } from '../helpers/pipeline.js';

const savedEnv = { ...process.env };
let svc: ResultsService;
let root: string;
let workDir: string;

beforeAll(async () => {
  svc = await startResultsService();
});
afterAll(async () => {
  await svc.close();
  await stopAllServers();
});
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'baselines-cache-'));
  workDir = path.join(root, 'work');
  mkdirSync(path.join(root, 'temp'));
  Object.assign(process.env, svc.env, { RUNNER_TEMP: path.join(root, 'temp'), GITHUB_WORKSPACE: root });
  svc.state.caches.length = 0;
  svc.state.faults.length = 0;
});
afterEach(() => {
  for (const k of Object.keys(process.env)) if (!(k in savedEnv)) delete process.env[k];
  Object.assign(process.env, savedEnv);
  rmSync(root, { recursive: true, force: true });
});

/** A new job: the work directory starts empty, the store starts cold. Run ids 1xx run on a pull request. */
function run(runId: string, prefix = 'mcp-eval-baselines'): BaselineStore {
  const ref = runId.startsWith('1') ? 'refs/pull/7/merge' : 'refs/heads/main';
  rmSync(workDir, { recursive: true, force: true });
  return createBaselineStore({
    kind: 'cache',
    dir: 'unused',
    cacheKey: prefix,
    branch: 'unused',
    cwd: root,
    workDir,
    cacheStore: (opts) => new CacheBaselineStore(opts),
    env: { GITHUB_RUN_ID: runId, GITHUB_RUN_ATTEMPT: '2', GITHUB_REF: ref, GITHUB_SHA: `${runId}abcdef0123456789` },
  });
}

const keyOf = (where: string): string => where.replace(/^actions cache /, '');

describe('actions cache baseline store', () => {
  it('records, then a later run restores the newest entry by prefix and reads it', async () => {
    const first = run('100');
    expect(await first.prepare()).toBe(
      'baselines: no actions cache entry with prefix mcp-eval-baselines- (nothing recorded yet, or it expired)',
    );
    expect(await first.load('echo')).toBeNull();
    const key1 = keyOf(await first.save([baseline('echo'), baseline('search/env', { runs: 2 })]));
    expect(key1).toMatch(/^mcp-eval-baselines-[0-9a-f]{12}-100-2$/);
    expect(svc.state.caches.map((c) => [c.key, c.finalized])).toEqual([[key1, true]]);

    const second = run('101');
    // The restore says who saved the entry: its ref is the scope it was saved in.
    expect(await second.prepare()).toBe(
      `baselines: restored actions cache ${key1} (2 file(s)), saved on refs/pull/7/merge at 100abcdef012 by run 100`,
    );
    expect(await second.load('search/env')).toEqual({
      baseline: baseline('search/env', { runs: 2 }),
      source: `actions cache ${key1}:search/env.json`,
    });
    expect(await second.load('missing')).toBeNull();

    // Recording one scenario keeps the other in the new entry; the newest entry wins the next restore.
    const key2 = keyOf(await second.save([baseline('echo', { query: 'changed' })]));
    expect(key2).not.toBe(key1);
    expect((await second.load('echo'))?.source).toBe(`actions cache ${key2}:echo.json`);
    const third = run('102');
    expect(await third.prepare()).toBe(
      `baselines: restored actions cache ${key2} (2 file(s)), saved on refs/pull/7/merge at 101abcdef012 by run 101`,
    );
    expect((await third.load('echo'))?.baseline.trajectories[0].messages[0]).toEqual({
      type: 'user',
      text: 'find changed',
    });
    expect((await third.load('search/env'))?.baseline).toEqual(baseline('search/env', { runs: 2 }));

    // A different prefix is a different store.
    expect(await run('103', 'other-baselines').load('echo')).toBeNull();
  });

  it('a record-only run (no prepare) still restores first, so other scenarios survive', async () => {
    await run('200').save([baseline('a'), baseline('b')]);
    await run('201').save([baseline('a', { query: 'new' })]);
    const reader = run('202');
    expect((await reader.load('b'))?.baseline).toEqual(baseline('b'));
    expect((await reader.load('a'))?.baseline.trajectories[0].messages[0]).toEqual({ type: 'user', text: 'find new' });
  });

  it('reports a corrupt baseline naming the cache key and file', async () => {
    const cache = await import('@actions/cache');
    mkdirSync(workDir, { recursive: true });
    writeFileSync(path.join(workDir, 'echo.json'), '{"schema_version": 1, "trajec');
    expect(await cache.saveCache([workDir], 'mcp-eval-baselines-0123456789ab-299-1')).toBeGreaterThan(0);
    await expect(run('300').load('echo')).rejects.toThrow(
      'corrupt baseline actions cache mcp-eval-baselines-0123456789ab-299-1:echo.json: not valid JSON',
    );
  });

  it("neither reads nor writes through a link a restored entry planted at its note's path", async () => {
    const cache = await import('@actions/cache');
    const outside = path.join(root, 'outside.txt');
    writeFileSync(outside, "not the store's");
    mkdirSync(workDir, { recursive: true });
    symlinkSync(outside, path.join(workDir, '.mcp-eval-entry.json'));
    expect(await cache.saveCache([workDir], 'mcp-eval-baselines-0123456789ab-399-1')).toBeGreaterThan(0);
    const store = run('400');
    expect(await store.prepare()).not.toContain('saved on');
    await store.save([baseline('echo')]);
    expect(readFileSync(outside, 'utf8')).toBe("not the store's");
    expect(lstatSync(path.join(workDir, '.mcp-eval-entry.json')).isSymbolicLink()).toBe(false);
  });

  it('refuses, naming it, the newest entry of a prefix that is ours followed by "-"', async () => {
    const ours = keyOf(await run('310', 'suite').save([baseline('echo')]));
    expect((await run('311', 'suite').load('echo'))?.source).toBe(`actions cache ${ours}:echo.json`);
    // Restore keys match by prefix: suite-nightly-<hash>-… starts with suite-, and is newer.
    const theirs = keyOf(await run('312', 'suite-nightly').save([baseline('echo', { query: 'nightly' })]));
    await expect(run('313', 'suite').load('echo')).rejects.toThrow(
      `the newest actions cache entry starting with suite- is ${theirs}, saved under another baseline-key; choose baseline-key prefixes where none is another followed by "-"`,
    );
    // The longer prefix still reads its own entries.
    expect((await run('314', 'suite-nightly').load('echo'))?.source).toBe(`actions cache ${theirs}:echo.json`);
  });

  it('says so when the cache service is missing, an entry cannot be downloaded, or a save fails', async () => {
    delete process.env.ACTIONS_RESULTS_URL;
    await expect(run('400').prepare()).rejects.toThrow(
      /the cache baseline store needs the GitHub Actions cache service .* use baseline-store dir or branch/,
    );
    Object.assign(process.env, svc.env);

    const key = keyOf(await run('401').save([baseline('a')]));
    svc.failNext('blob', 403);
    await expect(run('402').prepare()).rejects.toThrow(`actions cache entry ${key} exists but could not be restored`);

    svc.failNext('CreateCacheEntry', 400);
    await expect(run('403').save([baseline('b')])).rejects.toThrow(
      /saving baselines to the actions cache under key mcp-eval-baselines-[0-9a-f]{12}-403-2 failed/,
    );
  });

  it('keys an entry by the scenarios recorded (ids and file hashes), not the trajectories, and the run', async () => {
    const middle = (key: string): string => key.split('-').at(-3)!;
    const first = keyOf(await run('500').save([baseline('a'), baseline('b')]));
    // Other trajectories of the same scenario files: same middle part, new run.
    const rerecorded = keyOf(
      await run('501').save([baseline('b', { query: 'other' }), baseline('a', { query: 'other' })]),
    );
    expect(rerecorded).toBe(`mcp-eval-baselines-${middle(first)}-501-2`);
    // A changed scenario file, or another set of scenarios: another middle part.
    const changed = keyOf(await run('502').save([baseline('a', { hash: 'sha-a-v2' }), baseline('b')]));
    const subset = keyOf(await run('503').save([baseline('a')]));
    expect(new Set([middle(first), middle(changed), middle(subset)]).size).toBe(3);
    // One key per run attempt: a second save in it fails, saying why.
    await expect(run('503').save([baseline('a')])).rejects.toThrow(
      `saving baselines to the actions cache under key ${subset} failed (see the warning above; a key is saved once per run attempt, so two jobs of one run need different baseline-key prefixes)`,
    );
  });

  it('a recording through run() logs which entry it restored to merge with, as compare does', async () => {
    const older = keyOf(await run('600').save([baseline('other')]));
    const cwd = project({
      'echo.yaml':
        'name: Echo\nuser_intent: echo\nexpected_trajectory:\n  - tool: mcp__everything__echo\n    args: { message: hi }\n',
    });
    const lines: string[] = [];
    const settings = parseSettings(
      { mode: 'record', agent: 'scripted', scenarios: path.join(cwd, 'scenarios/*.yaml') },
      {},
    );
    const report = await runPipeline(settings, {
      servers: [sharedEverything()],
      store: run('601'),
      cwd,
      env: {},
      log: (l) => lines.push(l),
    });
    expect(report.scenarios.map((s) => s.status)).toEqual(['RECORDED']);
    expect(lines).toContain(
      `baselines: restored actions cache ${older} (1 file(s)), saved on refs/heads/main at 600abcdef012 by run 600`,
    );
    const saved = lines.find((l) => l.startsWith('saved '));
    expect(saved).toMatch(
      /^saved 1 baseline\(s\) and the servers' contract to actions cache mcp-eval-baselines-[0-9a-f]{12}-601-2$/,
    );
    const reader = run('602');
    expect((await reader.load('other'))?.baseline).toEqual(baseline('other'));
    expect((await reader.load('echo'))?.baseline.scenario_file).toBe('scenarios/echo.yaml');
  });

  it('carries the run history in the same entry: written with baselines or alone, read by a later run', async () => {
    const first = run('700');
    expect(await first.loadHistory()).toEqual({ entries: [], source: null, warnings: [] });
    const key1 = keyOf(await first.save([baseline('echo')], { entry: historyEntry(1, null), keep: 2 }));
    // A compare run on the default branch records nothing: a new entry for its line, keeping the baselines.
    const key2 = keyOf(await run('701').save([], { entry: historyEntry(2), keep: 2 }));
    expect(key2).toMatch(/^mcp-eval-baselines-[0-9a-f]{12}-701-2$/);
    expect(key2.split('-').at(-3)).not.toBe(key1.split('-').at(-3));
    const key3 = keyOf(await run('702').save([], { entry: historyEntry(3, 0.4), keep: 2 }));

    const reader = run('703');
    expect(await reader.loadHistory()).toEqual({
      entries: [historyEntry(2), historyEntry(3, 0.4)],
      source: `actions cache ${key3}:${HISTORY_FILE}`,
      warnings: [],
    });
    expect((await reader.load('echo'))?.baseline).toEqual(baseline('echo'));
    expect(await reader.prepare()).toBe(
      `baselines: restored actions cache ${key3} (1 file(s)), saved on refs/heads/main at 702abcdef012 by run 702`,
    );
    expect(svc.state.caches.map((c) => c.key)).toEqual([key1, key2, key3]);

    // A corrupt line in the entry is named by the cache key, and skipped.
    writeFileSync(path.join(workDir, HISTORY_FILE), '{"oops"\n');
    const cache = await import('@actions/cache');
    expect(await cache.saveCache([workDir], 'mcp-eval-baselines-0123456789ab-704-1')).toBeGreaterThan(0);
    expect(await run('705').loadHistory()).toEqual({
      entries: [],
      source: `actions cache mcp-eval-baselines-0123456789ab-704-1:${HISTORY_FILE}`,
      warnings: [
        expect.stringMatching(
          /^history actions cache mcp-eval-baselines-0123456789ab-704-1:history\.jsonl:1: not valid JSON .*; line skipped$/,
        ),
      ],
    });
  });

  it('auto mode records a scenario without a baseline but saves no cache entry, unless cache-save-auto (issue 14)', async () => {
    const cwd = project({
      'echo.yaml':
        'name: Echo\nuser_intent: echo\nexpected_trajectory:\n  - tool: mcp__everything__echo\n    args: { message: hi }\n',
    });
    const auto = async (extra: Record<string, unknown>, runId: string) => {
      const lines: string[] = [];
      const input = { mode: 'auto', agent: 'scripted', scenarios: path.join(cwd, 'scenarios/*.yaml'), ...extra };
      const report = await runPipeline(parseSettings(input, {}), {
        servers: [sharedEverything()],
        store: run(runId),
        cwd,
        env: {},
        log: (l) => lines.push(l),
      });
      return { statuses: report.scenarios.map((s) => s.status), lines };
    };
    const pr = await auto({}, '150');
    expect(pr.statuses).toEqual(['RECORDED']);
    expect(svc.state.caches).toEqual([]);
    expect(pr.lines).toContain(
      'auto mode: 1 new baseline(s) not saved to the actions cache (only mode record saves there, unless cache-save-auto is set)',
    );
    const asked = await auto({ cacheSaveAuto: 'true' }, '151');
    expect(asked.statuses).toEqual(['RECORDED']);
    expect(svc.state.caches.map((c) => c.key)).toEqual([
      expect.stringMatching(/^mcp-eval-baselines-[0-9a-f]{12}-151-2$/),
    ]);
  });

  it('defaults its work directory under RUNNER_TEMP', () => {
    const s = new CacheBaselineStore({ prefix: 'p', env: { RUNNER_TEMP: '/runner/_temp' } });
    expect(s.workDir).toBe('/runner/_temp/mcp-eval-baselines');
  });
});
