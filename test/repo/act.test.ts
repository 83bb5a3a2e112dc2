// The documented workflows (docs/workflows/) and the README's workflow, run by a real workflow runner: nektos/act in
// host mode, with Node 24 and this checkout's action, in a repository of the demo (its scenarios, server-everything
// over stdio through examples/mcp.json, examples/mcp-next.json the upgrade that renames get-sum to add), against the
// GitHub REST API and results service emulators. test/helpers/act.ts says what the set-up changes in a workflow and
// why; docs/act.md lists where act differs from GitHub. One act binary, one emulator of each and one repository serve
// every case; the baselines the refresh records in beforeAll, one of them then given a variation by the
// refresh's accept mode, are what the pull requests are judged against.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_TOKEN, start as startGithubApi, type GithubApi } from '../emulators/github-api.js';
import { startResultsService, unzip, type ResultsService } from '../emulators/results-service.js';
import {
  ACTION_USES,
  DemoRepo,
  demoWorkflow,
  ensureRunner,
  jobEntries,
  logText,
  readmeWorkflows,
  stepResults,
  summaries,
  type ActRun,
  type ActRunOptions,
  type Runner,
} from '../helpers/act.js';
import { stopAllServers } from '../helpers/mcp-servers.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const REPOSITORY = { full_name: 'acme/proxy', name: 'proxy', owner: { login: 'acme' }, default_branch: 'main' };
/** What a pull request's event carries (act reads the number, the refs and the repository from it). */
const pullRequest = (number: number) => ({
  action: 'synchronize',
  number,
  pull_request: {
    number,
    head: { ref: 'bump-everything', sha: 'c0ffee0000000000000000000000000000000000', repo: REPOSITORY },
    base: { ref: 'main', repo: REPOSITORY },
  },
  repository: REPOSITORY,
});
const dispatch = (inputs: Record<string, string>) => ({ ref: 'refs/heads/main', repository: REPOSITORY, inputs });
const REFRESH_INPUTS = { runs: '1', model: 'claude-sonnet-5-5', accept: '' };
/** The upgrade's cause, as the action's log says it. */
/** The check's message: the verdict, the check line with the setting that decided it, the failing scenario. */
const FAILED_ECHO =
  /::error::mcp-eval: BROKEN: [^\n]*; the check fails: fail-on broken \(1 scenario\)[^\n]*: Echo, then add two numbers BROKEN/;
const WHY_RENAMED =
  /^why: `get-sum` was probably renamed to `add` on server `everything` \(confidence [\d.]+\): breaks Echo, then add two numbers \(BROKEN\); fix: call `add` instead of `get-sum`$/m;

describe('the documented workflows, run by act', () => {
  let api: GithubApi;
  let results: ResultsService;
  let repo: DemoRepo;
  let runner: Runner;
  let refresh: ActRun;
  /** The baselines artifact's files once the refresh was done; the finalized cache entries then and after the accept. */
  let refreshed: { artifact: string[]; caches: number; acceptCaches: number };
  let accepted: ActRun;
  let runId = 100;

  /** Every documented workflow file, for the demo: `servers` is what the action's step runs the scenarios against. */
  const workflow = (file: string, servers: string, serversB?: string) =>
    repo.workflow(
      file,
      demoWorkflow(readFileSync(path.join(ROOT, 'docs/workflows', file), 'utf8'), {
        servers,
        serversB,
        runnerTemp: repo.runnerTemp,
      }),
    );
  /**
   * A workflow run of its own: its run id, and the results service's token of a new run (its own artifacts); in the
   * demo repository and against the shared results service unless `where` gives others.
   */
  const run = async (
    file: string,
    event: ActRunOptions['event'],
    payload: Record<string, unknown>,
    where: { repo?: DemoRepo; results?: ResultsService } = {},
  ) => {
    const env = (where.results ?? results).newRun();
    const done = await (where.repo ?? repo).run(file, {
      event,
      payload,
      runId: ++runId,
      env,
      githubApiUrl: api.url,
      githubToken: BOT_TOKEN,
    });
    // No token in the log; only act's record of the `::add-mask::` commands holds them (as the runner's own do).
    const printed = JSON.stringify(done.entries.filter((e) => e.command !== 'add-mask')) + done.stderr;
    for (const secret of [BOT_TOKEN, env.ACTIONS_RUNTIME_TOKEN]) expect(printed).not.toContain(secret);
    return done;
  };
  /** How many scenarios the demo has. */
  const n = () => repo.scenarios.length;
  const artifactFiles = (name: string) => [...unzip(results.artifactBytes(name)!).keys()].sort();

  beforeAll(async () => {
    runner = ensureRunner();
    api = await startGithubApi();
    results = await startResultsService();
    repo = new DemoRepo(runner);
    // The baselines, recorded as the refresh workflow records them after a release: by hand, on main.
    const file = workflow('mcpproxy-baseline-refresh.yml', 'examples/mcp.json');
    refresh = await run(file, 'workflow_dispatch', { ...dispatch(REFRESH_INPUTS) });
    const finalized = () => results.state.caches.filter((c) => c.finalized).length;
    refreshed = { artifact: artifactFiles('mcp-eval-baselines'), caches: finalized(), acceptCaches: 0 };
    // Then one scenario accepted as a variation: the entry every pull request below restores (and so the one that
    // must still hold every scenario's baseline).
    accepted = await run(file, 'workflow_dispatch', dispatch({ ...REFRESH_INPUTS, accept: 'Echo a greeting' }));
    refreshed.acceptCaches = finalized();
  }, 600_000);
  afterAll(async () => {
    await api?.close();
    await results?.close();
    await stopAllServers();
  });

  it('baseline refresh (workflow_dispatch on main): records into the actions cache, uploads, runs the post step', () => {
    const job = jobEntries(refresh, 'record');
    expect(refresh.code, logText(refresh.entries)).toBe(0);
    expect(stepResults(job), logText(job)).toEqual([
      'Main Pin RUNNER_TEMP (act): success',
      'Main actions/checkout@v4: success',
      'Main Record baselines: success',
      'Post Record baselines: success',
      'job: success',
    ]);
    expect(logText(job)).toContain(
      `saved ${n()} baseline(s) and the servers' contract and this run to the history to actions cache mcp-eval-`,
    );
    expect(summaries(job)).toEqual([expect.stringContaining(`mcp-eval: RECORDED: ${n()} scenarios\n`)]);
    expect(refreshed.caches).toBe(1);
    expect(refreshed.artifact).toEqual(['junit.xml', 'report.html', 'results.json', 'summary.md', 'traces.json']);
    // Neither the refresh nor the accept (a dispatch each) asks the API anything.
    expect(api.state.requests).toHaveLength(0);
  });

  it('PR check: an upgrade that renames a tool fails the job with its cause; summary; one sticky comment, updated', async () => {
    const file = workflow('mcpproxy-pr-check.yml', 'examples/mcp-next.json');
    const requests = api.state.requests.length;
    const broken = await run(file, 'pull_request', pullRequest(7));
    const job = jobEntries(broken, 'mcp-eval');
    const log = logText(job);
    expect(broken.code).not.toBe(0);
    expect(stepResults(job), log).toEqual([
      'Main Pin RUNNER_TEMP (act): success',
      'Main actions/checkout@v4: success',
      'Main Evaluate agent trajectories: failure',
      'Post Evaluate agent trajectories: success',
      'job: failure',
    ]);
    expect(log).toMatch(
      new RegExp(
        `^baselines: restored actions cache mcp-eval-baselines-\\S+ \\(${n() + 1} file\\(s\\)\\), saved on refs/heads/main`,
        'm',
      ),
    );
    expect(log).toMatch(FAILED_ECHO);
    // The cause and its fix, in the job's own log (not only in the summary and the comment).
    expect(logText(job.filter((e) => e.command !== 'summary'))).toMatch(WHY_RENAMED);
    const [summary] = summaries(job);
    expect(summary).toContain('## 🔴 mcp-eval: BROKEN');
    expect(summary).toContain('<code>get-sum</code> was probably renamed to <code>add</code>');
    const comments = () => api.state.comments.filter((c) => c.issue_number === 7);
    expect(comments()).toHaveLength(1);
    expect(comments()[0]).toMatchObject({ user: { login: 'github-actions[bot]' } });
    expect(comments()[0].body).toContain('## 🔴 mcp-eval: BROKEN');
    expect(artifactFiles('mcp-eval-report')).toEqual([
      'junit.xml',
      'report.html',
      'results.json',
      'summary.md',
      'traces.json',
    ]);

    // The pull request's next push keeps the server's old tool names: all GOOD, and the same comment says so.
    const fixed = await run(workflow('mcpproxy-pr-check.yml', 'examples/mcp.json'), 'pull_request', pullRequest(7));
    expect(fixed.code, logText(fixed.entries)).toBe(0);
    expect(stepResults(jobEntries(fixed, 'mcp-eval')).at(-1)).toBe('job: success');
    // Every scenario compared: the entry restored (the accept's, the newest) still held each one's baseline.
    expect(summaries(jobEntries(fixed, 'mcp-eval'))).toEqual([
      expect.stringContaining(`mcp-eval: GOOD: ${n()} scenarios\n`),
    ]);
    expect(comments()).toHaveLength(1);
    expect(comments()[0].body).toContain('## ✅ mcp-eval: GOOD');
    const writes = api.state.requests.slice(requests).filter((r) => r.method !== 'GET');
    expect(writes.map((r) => `${r.method} ${r.status}`)).toEqual(['POST 201', 'PATCH 200']);
  });

  it('A/B PR check: the head (the upgrade) judged against the base in one job, no baseline; the cause in the log', async () => {
    const ab = await run(
      workflow('mcpproxy-pr-ab.yml', 'examples/mcp.json', 'examples/mcp-next.json'),
      'pull_request',
      pullRequest(9),
    );
    const job = jobEntries(ab, 'mcp-eval');
    const log = logText(job);
    expect(ab.code).not.toBe(0);
    expect(stepResults(job), log).toEqual([
      'Main Pin RUNNER_TEMP (act): success',
      'Main actions/checkout@v4: success',
      'Main A/B of the base and the head: failure',
      'Post A/B of the base and the head: success',
      'job: failure',
    ]);
    expect(log).toMatch(FAILED_ECHO);
    expect(logText(job.filter((e) => e.command !== 'summary'))).toMatch(WHY_RENAMED);
    const [summary] = summaries(job);
    expect(summary).toContain('🆚 A/B: base mcpproxy:base vs head mcpproxy:head');
    expect(api.state.comments.filter((c) => c.issue_number === 9)).toHaveLength(1);
  });

  it('sharded PR check: four matrix shards upload their results, the merge job reports the suite once', async () => {
    const sharded = await run(
      workflow('mcpproxy-pr-check-sharded.yml', 'examples/mcp-next.json'),
      'pull_request',
      pullRequest(8),
    );
    let ran = 0;
    for (const shard of [1, 2, 3, 4]) {
      const job = jobEntries(sharded, 'mcp-eval', { shard });
      expect(stepResults(job).at(-1), logText(job)).toBe('job: success');
      expect(summaries(job)).toEqual([expect.stringContaining(`🧩 Shard ${shard}/4`)]);
      // Each shard restored the baselines (one at a time: see demoWorkflow) and split the suite by their durations.
      const split = new RegExp(
        `^shard \\d/4: (\\d) of the suite's ${n()} scenario\\(s\\), split by the baselines' durations$`,
        'm',
      ).exec(logText(job));
      expect(split, logText(job)).not.toBeNull();
      ran += Number(split![1]);
    }
    expect(ran).toBe(n());
    const merge = jobEntries(sharded, 'merge');
    expect(sharded.code).not.toBe(0);
    expect(stepResults(merge), logText(merge)).toEqual([
      'Main Pin RUNNER_TEMP (act): success',
      'Main actions/checkout@v4: success',
      "Main Merge the shards' results: failure",
      "Post Merge the shards' results: success",
      'job: failure',
    ]);
    expect(logText(merge)).toMatch(FAILED_ECHO);
    expect(logText(merge)).toMatch(WHY_RENAMED);
    expect(summaries(merge)).toEqual([expect.stringContaining('🧩 Merged from 4 shards.')]);
    const comments = api.state.comments.filter((c) => c.issue_number === 8);
    expect(comments).toHaveLength(1);
    expect(comments[0].body).toContain('🧩 Merged from 4 shards.');
    const shardArtifacts = results.state.artifacts.filter((a) => /^mcp-eval-report-shard-\d-of-4$/.test(a.name));
    expect(shardArtifacts.map((a) => a.name).sort()).toEqual(
      [1, 2, 3, 4].map((k) => `mcp-eval-report-shard-${k}-of-4`),
    );
    // Five jobs, four of them the action with its servers: past 60 s at load 40-50.
  }, 240_000);

  it("the README's workflow as shown, in a repository with scenarios and an mcp.json: pull request, push, pull request", async () => {
    const workflows = readmeWorkflows();
    expect(workflows).toHaveLength(1);
    // A team's first use: its own repository and an Actions cache of its own, no baseline anywhere yet.
    const own = { repo: new DemoRepo(runner), results: await startResultsService() };
    try {
      const file = own.repo.workflow('mcp-eval.yml', demoWorkflow(workflows[0], { runnerTemp: own.repo.runnerTemp }));
      const steps = [
        'Main Pin RUNNER_TEMP (act): success',
        'Main actions/checkout@v4: success',
        `Main ${ACTION_USES}: success`,
        `Post ${ACTION_USES}: success`,
        'job: success',
      ];
      // A pull request before main has recorded anything: every scenario is recorded for now, the check passes.
      const first = jobEntries(await run(file, 'pull_request', pullRequest(9), own), 'mcp-eval');
      expect(stepResults(first), logText(first)).toEqual(steps);
      expect(summaries(first)).toEqual([expect.stringContaining(`** · ${n()} RECORDED · score – · auto mode`)]);
      // The push to main records the baselines into the cache.
      const push = {
        ref: 'refs/heads/main',
        after: 'feedc0ffee000000000000000000000000000000',
        repository: REPOSITORY,
      };
      const recorded = jobEntries(await run(file, 'push', push, own), 'mcp-eval');
      expect(stepResults(recorded), logText(recorded)).toEqual(steps);
      expect(logText(recorded)).toContain(
        `saved ${n()} baseline(s) and the servers' contract and this run to the history to actions cache`,
      );
      // The next pull request is compared with them.
      const compared = jobEntries(await run(file, 'pull_request', pullRequest(9), own), 'mcp-eval');
      expect(stepResults(compared), logText(compared)).toEqual(steps);
      expect(summaries(compared)).toEqual([expect.stringContaining(`** · ${n()} GOOD · score 1.00 · auto mode`)]);
    } finally {
      await own.results.close();
    }
  });

  it('baseline refresh given a scenario to accept: mode accept adds its run as a variation; PRs still see all', () => {
    const job = jobEntries(accepted, 'record');
    expect(accepted.code, logText(job)).toBe(0);
    expect(job.filter((e) => e.command === 'warning').map((e) => e.arg)).toEqual([
      expect.stringMatching(/^Echo a greeting: run 1 accepted as variation 2 of 2 /),
    ]);
    expect(summaries(job)).toEqual([expect.stringContaining('** · 1 RECORDED · score – · accept mode')]);
    expect(refreshed.acceptCaches).toBe(refreshed.caches + 1);
    // The newest entry, which the pull requests above restored, still holds every scenario's baseline: the PR
    // check's restore counts its files, and its second push compares all of them GOOD.
  });
});
