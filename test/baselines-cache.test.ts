// The actions-cache baseline store through the real @actions/cache against the results-service
// emulator: each "run" is a fresh store over an emptied work directory, as on a new runner.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CacheBaselineStore, createBaselineStore, type BaselineStore } from '../src/baselines/index.js';
import { baseline } from './baselines-fixtures.js';
import { startResultsService, type ResultsService } from './emulators/results-service.js';

const savedEnv = { ...process.env };
let svc: ResultsService;
let root: string;
let workDir: string;

beforeAll(async () => {
  svc = await startResultsService();
});
afterAll(async () => {
  await svc.close();
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

/** A new job: the work directory starts empty, the store starts cold. */
function run(runId: string, prefix = 'mcp-eval-baselines'): BaselineStore {
  rmSync(workDir, { recursive: true, force: true });
  return createBaselineStore({ kind: 'cache', dir: 'unused', cacheKey: prefix, branch: 'unused', cwd: root, workDir, env: { GITHUB_RUN_ID: runId, GITHUB_RUN_ATTEMPT: '2' } });
}

const keyOf = (where: string): string => where.replace(/^actions cache /, '');

describe('actions cache baseline store', () => {
  it('records, then a later run restores the newest entry by prefix and reads it', async () => {
    const first = run('100');
    expect(await first.prepare()).toBe('baselines: no actions cache entry with prefix mcp-eval-baselines- (nothing recorded yet, or it expired)');
    expect(await first.load('echo')).toBeNull();
    const key1 = keyOf(await first.save([baseline('echo'), baseline('search/env', { runs: 2 })]));
    expect(key1).toMatch(/^mcp-eval-baselines-[0-9a-f]{12}-100-2-\d+$/);
    expect(svc.state.caches.map((c) => [c.key, c.finalized])).toEqual([[key1, true]]);

    const second = run('101');
    expect(await second.prepare()).toBe(`baselines: restored actions cache ${key1} (2 file(s))`);
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
    expect(await third.prepare()).toBe(`baselines: restored actions cache ${key2} (2 file(s))`);
    expect((await third.load('echo'))?.baseline.trajectories[0].messages[0]).toEqual({ type: 'user', text: 'find changed' });
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
    expect(await cache.saveCache([workDir], 'mcp-eval-baselines-corrupt')).toBeGreaterThan(0);
    await expect(run('300').load('echo')).rejects.toThrow('corrupt baseline actions cache mcp-eval-baselines-corrupt:echo.json: not valid JSON');
  });

  it('says so when the cache service is missing, an entry cannot be downloaded, or a save fails', async () => {
    delete process.env.ACTIONS_RESULTS_URL;
    await expect(run('400').prepare()).rejects.toThrow(/the cache baseline store needs the GitHub Actions cache service .* use baseline-store dir or branch/);
    Object.assign(process.env, svc.env);

    const key = keyOf(await run('401').save([baseline('a')]));
    svc.failNext('blob', 403);
    await expect(run('402').prepare()).rejects.toThrow(`actions cache entry ${key} exists but could not be restored`);

    svc.failNext('CreateCacheEntry', 400);
    await expect(run('403').save([baseline('b')])).rejects.toThrow(/saving baselines to the actions cache under key mcp-eval-baselines-[0-9a-f]{12}-403-2-\d+ failed/);
  });

  it('defaults its work directory under RUNNER_TEMP', () => {
    const s = new CacheBaselineStore({ prefix: 'p', env: { RUNNER_TEMP: '/runner/_temp' } });
    expect(s.workDir).toBe('/runner/_temp/mcp-eval-baselines');
  });
});
