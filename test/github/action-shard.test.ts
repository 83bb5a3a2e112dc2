// A sharded suite as GitHub Actions runs it: the matrix jobs of the bundled action (dist/index.js), each with its
// own checkout, `shard: k/3` and a runtime token of its own, then the `mode: merge` job of the same workflow run,
// against the results-service (real @actions/artifact and @actions/cache) and GitHub REST emulators, with real
// servers. The merged report is checked against a single job running the whole suite. (The post step only takes a
// compose service down: no job here has one, test/github/action.test.ts runs it.) The three recording shards run
// side by side as the bundle's processes; the other jobs run main from the source in the test's process, one after
// another (helpers/action-in-process.ts): what they publish is the test, not their process.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BOT_TOKEN, start as startGithubApi, type GithubApi } from '../emulators/github-api.js';
import { startResultsService, unzip, type ResultsService } from '../emulators/results-service.js';
import { actionInProcess, type Step } from '../helpers/action-in-process.js';
import { DEFAULTS, readKeyFile } from '../helpers/runner-files.js';
import { sharedEverythingUrl, stopAllServers, tempDir } from '../helpers/mcp-servers.js';
import { everythingNextUrl } from '../helpers/session-servers.js';
import type { RunReport } from '../../src/results/index.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.resolve(ROOT, process.env.MCP_EVAL_DIST ?? 'dist');
/**
 * server-everything with get-sum renamed add (examples/everything-next.mjs), what a pull request bumping the server
 * brings: on the file's session host over streamable HTTP (helpers/session-servers.ts), one process for the PR's jobs
 * where the example over stdio started one a job's scenario run.
 */
const next = async () => ({ url: await everythingNextUrl() });

afterAll(stopAllServers);

const call = (tool: string, args = '') => `  - tool: mcp__everything__${tool}\n${args ? `    args: ${args}\n` : ''}`;
const SUITE: Record<string, string> = {
  'echo.yaml': `name: Echo\nuser_intent: Echo hello\nexpected_trajectory:\n${call('echo', '{ message: hello }')}`,
  'fox.yaml': `name: Fox\nuser_intent: Echo a fox\nexpected_trajectory:\n${call('echo', '{ message: the quick fox }')}`,
  'sum.yaml': `name: Sum\nuser_intent: Add\nexpected_trajectory:\n${call('get-sum', '{ a: 1, b: 2 }')}`,
  'tally.yaml':
    'name: Tally\nuser_intent: Add, then say so\nexpected_trajectory:\n' +
    `${call('get-sum', '{ a: 20, b: 22 }')}${call('echo', '{ message: added }')}`,
  'twice.yaml': `name: Twice\nuser_intent: Echo twice\nexpected_trajectory:\n${call('echo', '{ message: one }')}${call('echo', '{ message: two }')}`,
};

interface Job {
  code: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** The job's checkout: its reports/ are there. */
  dir: string;
}

/** One workflow run: its id and the environment its jobs share; each job gets its own token from newJob(). */
interface WorkflowRun {
  id: string;
  env: Record<string, string>;
  event: 'pull_request' | 'workflow_dispatch';
  /** mcp.json's server `everything`. */
  server: Record<string, unknown>;
}

function results(dir: string): RunReport {
  return JSON.parse(readFileSync(path.join(dir, 'reports/results.json'), 'utf8')) as RunReport;
}

/** What must be equal between the merged report and a single job's: verdicts, scores, counts, causes. */
function verdicts(r: RunReport) {
  return {
    status: r.status,
    score: r.score,
    counts: r.counts,
    failed: r.failed,
    scenarios: r.scenarios.map((s) => [s.id, s.status, s.score]),
    causes: r.causes?.map((c) => [c.kind, c.server, c.tool, c.scenarios.map((s) => s.id)]),
  };
}

describe('the action sharded across a matrix, then merged', () => {
  let api: GithubApi;
  let service: ResultsService;
  /** RUNNER_TEMP: the same path on every hosted runner, and the cache version hashes the path restored into. */
  let runnerTemp: string;
  let runs = 0;

  beforeEach(async () => {
    api = await startGithubApi();
    service = await startResultsService();
    runnerTemp = tempDir();
  });
  afterEach(async () => {
    await api.close();
    await service.close();
  });

  const workflowRun = (event: WorkflowRun['event'], server: WorkflowRun['server']): WorkflowRun => ({
    id: String(5000 + ++runs),
    env: service.newRun(),
    event,
    server,
  });

  /**
   * A job of the run on a runner of its own: a fresh checkout of the suite, the step's files, the inputs; main in the
   * test's process, or `spawned`, the bundle's.
   */
  async function job(run: WorkflowRun, inputs: Record<string, string>, spawned = false): Promise<Job> {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'scenarios'));
    for (const [name, text] of Object.entries(SUITE)) writeFileSync(path.join(dir, 'scenarios', name), text);
    writeFileSync(path.join(dir, 'mcp.json'), JSON.stringify({ mcpServers: { everything: run.server } }));
    const repo = { full_name: 'acme/proxy', name: 'proxy', owner: { login: 'acme' }, default_branch: 'main' };
    const pr = { number: 7, head: { repo, sha: 'abc123' }, base: { repo } };
    const payload =
      run.event === 'pull_request' ? { number: 7, pull_request: pr, repository: repo } : { repository: repo };
    const file = (name: string, text = '') => (writeFileSync(path.join(dir, name), text), path.join(dir, name));
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: run.event,
      GITHUB_EVENT_PATH: file('event.json', JSON.stringify(payload)),
      GITHUB_REPOSITORY: 'acme/proxy',
      GITHUB_SHA: 'abc123def456',
      GITHUB_REF: run.event === 'pull_request' ? 'refs/pull/7/merge' : 'refs/heads/main',
      GITHUB_RUN_ID: run.id,
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_API_URL: api.url,
      GITHUB_STEP_SUMMARY: file('summary.md'),
      GITHUB_OUTPUT: file('output'),
      GITHUB_STATE: file('state'),
      GITHUB_WORKSPACE: dir,
      RUNNER_TEMP: runnerTemp,
      ...service.newJob(run.env),
    };
    const given = { 'github-token': BOT_TOKEN, agent: 'scripted', servers: 'mcp.json', ...inputs };
    for (const [k, v] of Object.entries({ ...DEFAULTS, ...given })) env[`INPUT_${k.toUpperCase()}`] = v;
    const { code, stdout, stderr } = await (spawned ? spawn(env, dir) : actionInProcess(env, dir));
    const summary = readFileSync(env.GITHUB_STEP_SUMMARY!, 'utf8');
    return { code, stdout, stderr, outputs: readKeyFile(env.GITHUB_OUTPUT!), summary, dir };
  }

  /**
   * Another job of `run` uploads `name` holding `files` (path -> text or bytes): a shard's own artifact from another
   * run, or a results.json cut short, as a runner dying mid-write leaves it.
   */
  async function uploadAs(run: WorkflowRun, name: string, files: Map<string, string | Buffer>): Promise<void> {
    const { DefaultArtifactClient } = await import('@actions/artifact');
    const dir = tempDir();
    const paths = [...files].map(([f, body]) => {
      mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
      writeFileSync(path.join(dir, f), body);
      return path.join(dir, f);
    });
    const saved = { ...process.env };
    Object.assign(process.env, service.newJob(run.env));
    try {
      await new DefaultArtifactClient().uploadArtifact(name, paths, dir);
    } finally {
      for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
      Object.assign(process.env, saved);
    }
  }

  const spawn = (env: NodeJS.ProcessEnv, dir: string) =>
    new Promise<Step>((resolve) =>
      execFile(process.execPath, [path.join(DIST, 'index.js')], { cwd: dir, env, timeout: 90_000 }, (err, o, e) =>
        resolve({ code: err ? (typeof err.code === 'number' ? err.code : 99) : 0, stdout: o, stderr: e }),
      ),
    );
  const shard = (run: WorkflowRun, k: number, mode: string, spawned = false) =>
    job(run, { mode, shard: `${k}/3` }, spawned);
  const artifact = (name: string) => new Map([...unzip(service.artifactBytes(name)!)].map(([f, b]) => [f, String(b)]));

  it("one comment, one cache entry, one history line; the merged report is a single job's; a missing shard is ERROR", async () => {
    // The baselines, recorded on main by three shards side by side: each leaves its recordings in its artifact. Their
    // server is the test run's shared server-everything (streamable HTTP): the shards' publishing is the test here.
    const record = workflowRun('workflow_dispatch', { url: sharedEverythingUrl() });
    const recorders = await Promise.all([1, 2, 3].map((k) => shard(record, k, 'record', true)));
    for (const [i, r] of recorders.entries()) {
      expect(r.code, r.stdout).toBe(0);
      expect(r.stderr).toBe('');
      expect(r.stdout).toContain(`history: read only: a shard (${i + 1}/3); the merge job adds the run`);
      expect(r.summary).toContain(`🧩 Shard ${i + 1}/3: `);
      const files = [...artifact(`mcp-eval-report-shard-${i + 1}-of-3`).keys()];
      const ids = results(r.dir).scenarios.map((s) => s.id);
      // Shard 1 also checks the servers' contract, and records it with its scenarios.
      const contract = i === 0 ? ['shard-baselines/.contract/servers.json'] : [];
      expect(files.filter((f) => f.startsWith('shard-baselines/')).sort()).toEqual(
        [...contract, ...ids.map((id) => `shard-baselines/${id}.json`)].sort(),
      );
    }
    expect(recorders.flatMap((r) => results(r.dir).scenarios.map((s) => s.id)).sort()).toEqual([
      'echo',
      'fox',
      'sum',
      'tally',
      'twice',
    ]);
    // Shards never write the cache: the merge saves every recording, and the run's one history line, as one entry.
    expect(service.state.caches).toHaveLength(0);
    const saved = await job(record, { mode: 'merge' });
    expect(saved.code, saved.stdout).toBe(0);
    expect(saved.outputs.status).toBe('RECORDED');
    expect(saved.stdout).toMatch(
      /saved 5 baseline\(s\) and the servers' contract and this run to the history to actions cache mcp-eval-baselines-/,
    );
    expect(service.state.caches.filter((c) => c.finalized)).toHaveLength(1);

    // A pull request bumps the server (get-sum renamed add). The shards pass and comment nothing; the merge judges.
    const pr = workflowRun('pull_request', await next());
    // One after another: on this one machine the jobs share RUNNER_TEMP, where the cache store restores.
    const shards: Job[] = [];
    for (const k of [1, 2, 3]) shards.push(await shard(pr, k, 'compare'));
    for (const s of shards) expect(s.code, s.stdout).toBe(0);
    expect(shards.map((s) => results(s.dir).shard?.by)).toEqual(['duration', 'duration', 'duration']);
    expect(shards.some((s) => results(s.dir).status === 'BROKEN')).toBe(true);
    expect(api.state.comments).toHaveLength(0);
    const merge = await job(pr, { mode: 'merge' });
    expect(merge.code, merge.stdout).toBe(1);
    expect(merge.stdout).not.toMatch(/^::warning/m);
    expect(merge.stdout).toMatch(
      /^::error::mcp-eval: BROKEN: .*; the check fails: fail-on broken \(2 scenarios\).*: Sum BROKEN, Tally /m,
    );
    expect(merge.stdout).toMatch(/^::error title=mcp-eval BROKEN,file=scenarios\/sum\.yaml::Sum: BROKEN/m);
    expect(api.state.comments).toHaveLength(1);
    expect(api.state.comments[0].body).toContain('🧩 Merged from 3 shards.');
    const merged = results(merge.dir);
    expect(merged.history).toMatchObject({ added: false, runs: [{ status: 'RECORDED' }] });
    expect(merged.causes?.map((c) => [c.kind, c.tool, c.scenarios.map((s) => s.id)])).toEqual([
      ['tool_renamed', 'get-sum', ['sum', 'tally']],
    ]);
    expect(JSON.parse(artifact('mcp-eval-report').get('results.json')!)).toMatchObject({ merged: { shards: 3 } });

    // The same suite in one job: the same verdicts, scores, counts and causes.
    const single = await job(workflowRun('pull_request', await next()), { mode: 'compare' });
    expect(single.code, single.stdout).toBe(1);
    expect(verdicts(merged)).toEqual(verdicts(results(single.dir)));
    expect(merge.outputs).toEqual({ ...single.outputs, results: merge.outputs.results, report: merge.outputs.report });

    // A run whose shard 1 uploaded what the PR run's did (its artifact, the action run not repeated), shard 2 results
    // cut short, shard 3 nothing: shards 2 and 3 are named, their scenarios ERROR, never a smaller suite.
    const cut = workflowRun('pull_request', await next());
    const only = shards[0];
    await uploadAs(cut, 'mcp-eval-report-shard-1-of-3', unzip(service.artifactBytes('mcp-eval-report-shard-1-of-3')!));
    await uploadAs(cut, 'mcp-eval-report-shard-2-of-3', new Map([['results.json', '{"schema_version": 1, "scen']]));
    const late = await job(cut, { mode: 'merge' });
    expect(late.code, late.stdout).toBe(1);
    const partial = results(late.dir);
    expect(partial.merged).toEqual({ shards: 3, missing: [2, 3] });
    expect(partial.problems).toEqual([
      expect.stringMatching(
        /^shard 2\/3 is missing: artifact mcp-eval-report-shard-2-of-3: not valid JSON \(.+\); the file is corrupt/,
      ),
      expect.stringMatching(/^shard 3\/3 is missing: no artifact mcp-eval-report-shard-3-of-3 in this workflow run/),
    ]);
    const ran = results(only.dir).scenarios.map((s) => s.id);
    expect(partial.scenarios).toHaveLength(5);
    for (const s of partial.scenarios.filter((x) => !ran.includes(x.id)))
      expect(s).toMatchObject({ status: 'ERROR', error: expect.stringMatching(/^not run: shard [23]\/3 is missing/) });
    expect(api.state.comments).toHaveLength(1);
    expect(api.state.comments[0].body).toContain('shard 2/3 is missing');
  });
});
