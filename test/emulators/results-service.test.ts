// The results-service emulator against the real @actions/artifact and @actions/cache: if these
// pass, the toolkit clients accept the emulator's wire format unchanged.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeRuntimeToken, startResultsService, unzip, type ResultsService } from '../emulators/results-service.js';

const savedEnv = { ...process.env };
type Json = Record<string, unknown>;
let svc: ResultsService;
let root: string;

beforeAll(async () => {
  svc = await startResultsService();
});
afterAll(async () => {
  await svc.close();
});
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'results-service-'));
  mkdirSync(path.join(root, 'temp'));
  // The toolkit reads these on every call; RUNNER_TEMP and GITHUB_WORKSPACE keep its files in our temp dir.
  Object.assign(process.env, svc.env, { RUNNER_TEMP: path.join(root, 'temp'), GITHUB_WORKSPACE: root });
  delete process.env.ACTIONS_CACHE_URL;
  svc.state.requests.length = 0;
});
afterEach(() => {
  for (const k of Object.keys(process.env)) if (!(k in savedEnv)) delete process.env[k];
  Object.assign(process.env, savedEnv);
  rmSync(root, { recursive: true, force: true });
});

describe('results service emulator with the real @actions/artifact', () => {
  it('uploadArtifact stores a zip holding the files, and list/get/delete see it', async () => {
    const { DefaultArtifactClient } = await import('@actions/artifact');
    const report = '<html>report ✓</html>\n'.repeat(50);
    writeFileSync(path.join(root, 'report.html'), report);
    mkdirSync(path.join(root, 'sub'));
    writeFileSync(path.join(root, 'sub', 'results.json'), '{"ok":true}');
    const client = new DefaultArtifactClient();
    const up = await client.uploadArtifact(
      'mcp-eval-report',
      [path.join(root, 'report.html'), path.join(root, 'sub/results.json')],
      root,
    );

    expect(up.id).toBeGreaterThan(0);
    const entry = svc.state.artifacts.find((a) => a.id === up.id)!;
    expect(entry).toMatchObject({ name: 'mcp-eval-report', finalized: true, mime_type: 'application/zip', version: 7 });
    const zip = svc.artifactBytes('mcp-eval-report')!;
    expect(entry.size).toBe(zip.length);
    expect(entry.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    const files = unzip(zip);
    expect([...files.keys()].sort()).toEqual(['report.html', 'sub/results.json']);
    expect(files.get('report.html')!.toString('utf8')).toBe(report);
    expect(files.get('sub/results.json')!.toString('utf8')).toBe('{"ok":true}');
    // The Twirp calls came with the runtime token and the ids from its scp claim.
    const create = svc.state.requests.find((r) => r.route === 'CreateArtifact')!;
    expect(create.body).toMatchObject({
      workflow_run_backend_id: 'a1b2c3d4-0000-4000-8000-000000000001',
      name: 'mcp-eval-report',
    });
    // The Azure SDK streams an artifact as staged blocks, then commits the block list.
    const puts = svc.state.requests.filter((r) => r.route === 'blob' && r.method === 'PUT');
    expect(puts.some((r) => r.url.includes('comp=block&blockid='))).toBe(true);
    expect(puts.at(-1)!.url).toContain('comp=blocklist');
    expect(puts.every((r) => r.status === 201 && r.url.includes('sig=***'))).toBe(true);

    const listed = await client.listArtifacts();
    expect(listed.artifacts.map((a) => [a.id, a.name, a.size])).toEqual([[up.id, 'mcp-eval-report', zip.length]]);
    const got = await client.getArtifact('mcp-eval-report');
    expect(got.artifact.id).toBe(up.id);
    // Download: ListArtifacts by id, GetSignedArtifactURL, then a plain GET of the zip, unzipped by the client.
    const out = path.join(root, 'download');
    const dl = await client.downloadArtifact(up.id!, { path: out, expectedHash: entry.hash! });
    expect(dl.digestMismatch).toBe(false);
    expect(readFileSync(path.join(out, 'sub/results.json'), 'utf8')).toBe('{"ok":true}');
    expect(readFileSync(path.join(out, 'report.html'), 'utf8')).toBe(report);
    await client.deleteArtifact('mcp-eval-report');
    expect(svc.state.artifacts.some((a) => a.name === 'mcp-eval-report')).toBe(false);
  });

  it("jobs of one run (newJob) list and download each other's artifacts; another run's jobs see none of them", async () => {
    const { DefaultArtifactClient } = await import('@actions/artifact');
    const run = svc.newRun();
    const jobs = [run, svc.newJob(run), svc.newJob(run)];
    for (const [i, env] of jobs.slice(0, 2).entries()) {
      Object.assign(process.env, env);
      writeFileSync(path.join(root, 'results.json'), `{"job":${i}}`);
      await new DefaultArtifactClient().uploadArtifact(`part-${i}`, [path.join(root, 'results.json')], root);
    }
    const created = svc.state.requests.filter((r) => r.route === 'CreateArtifact').map((r) => r.body as Json);
    expect(new Set(created.map((b) => b.workflow_run_backend_id)).size).toBe(1);
    expect(new Set(created.map((b) => b.workflow_job_run_backend_id)).size).toBe(2);
    Object.assign(process.env, jobs[2]);
    const client = new DefaultArtifactClient();
    const { artifacts } = await client.listArtifacts({ latest: true });
    expect(artifacts.map((a) => a.name).sort()).toEqual(['part-0', 'part-1']);
    const first = artifacts.find((a) => a.name === 'part-0')!;
    const out = path.join(root, 'merge');
    expect((await client.downloadArtifact(first.id, { path: out, expectedHash: first.digest })).digestMismatch).toBe(
      false,
    );
    expect(readFileSync(path.join(out, 'results.json'), 'utf8')).toBe('{"job":0}');
    Object.assign(process.env, svc.newRun());
    expect((await new DefaultArtifactClient().listArtifacts()).artifacts).toEqual([]);
  });

  it('a second artifact of the same name in the run is refused (409), as on GitHub', async () => {
    const { DefaultArtifactClient } = await import('@actions/artifact');
    writeFileSync(path.join(root, 'a.txt'), 'a');
    const client = new DefaultArtifactClient();
    await client.uploadArtifact('twice', [path.join(root, 'a.txt')], root);
    await expect(client.uploadArtifact('twice', [path.join(root, 'a.txt')], root)).rejects.toThrow(/409/);
  });

  it('answers 401 to a wrong runtime token and hides blob signatures in its log', async () => {
    const res = await fetch(`${svc.url}twirp/github.actions.results.api.v1.ArtifactService/ListArtifacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${makeRuntimeToken('x', 'y')}` },
      body: '{}',
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 'unauthenticated', msg: 'invalid runtime token' });
    const blob = await fetch(`${svc.url}blob/nowhere/x?sig=secret`);
    expect(blob.status).toBe(404);
    expect(svc.state.requests.map((r) => r.url).join(' ')).not.toContain('secret');
  });
});

describe('results service emulator with the real @actions/cache (service v2)', () => {
  async function save(dir: string, key: string, content: string): Promise<number> {
    const cache = await import('@actions/cache');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'data.txt'), content);
    return cache.saveCache([dir], key);
  }

  it('saves, then restores by exact key and by prefix (newest wins); a miss is undefined', async () => {
    const cache = await import('@actions/cache');
    expect(cache.isFeatureAvailable()).toBe(true);
    const dir = path.join(root, 'cached');
    expect(await save(dir, 'base-old', 'old')).toBeGreaterThan(0);
    // A small cache archive goes up as one single-shot PUT (x-ms-blob-type: BlockBlob).
    expect(
      svc.state.requests
        .filter((r) => r.route === 'blob')
        .map((r) => [r.method, new URL(r.url, svc.url).searchParams.get('comp'), r.status]),
    ).toEqual([['PUT', null, 201]]);
    expect(await save(dir, 'base-new', 'new')).toBeGreaterThan(0);
    expect(await save(dir, 'other-1', 'other')).toBeGreaterThan(0);
    expect(svc.state.caches.map((c) => [c.key, c.finalized])).toEqual(
      expect.arrayContaining([
        ['base-old', true],
        ['base-new', true],
      ]),
    );

    rmSync(dir, { recursive: true });
    expect(await cache.restoreCache([dir], 'base-old')).toBe('base-old');
    expect(readFileSync(path.join(dir, 'data.txt'), 'utf8')).toBe('old');

    rmSync(dir, { recursive: true });
    expect(await cache.restoreCache([dir], 'base-missing', ['nothing-', 'base-'])).toBe('base-new');
    expect(readFileSync(path.join(dir, 'data.txt'), 'utf8')).toBe('new');

    const miss = svc.state.requests.length;
    expect(await cache.restoreCache([dir], 'zzz', ['zzz-'])).toBeUndefined();
    const lookup = svc.state.requests.slice(miss).find((r) => r.route === 'GetCacheEntryDownloadURL')!;
    expect(lookup.status).toBe(200);
    // A different path list is a different cache version: no match, as on GitHub.
    expect(await cache.restoreCache([path.join(root, 'elsewhere')], 'base-new')).toBeUndefined();
  });

  it('refuses a second save under the same key (caches are immutable)', async () => {
    const dir = path.join(root, 'cached');
    expect(await save(dir, 'immutable', 'one')).toBeGreaterThan(0);
    expect(await save(dir, 'immutable', 'two')).toBe(-1);
    expect(svc.state.requests.find((r) => r.route === 'CreateCacheEntry' && r.status === 409)).toBeDefined();
  });
});
