// The action run as the runner runs it (helpers/action-workspace.ts): INPUT_* variables with action.yml's defaults, a
// real pull_request payload, the GitHub REST API and the Actions results service emulated at the wire, real MCP
// servers behind the gateway. Where what a run writes is the test, its main runs from the source in the test's process
// (ws.inProcess); the bundle (dist/index.js, dist/post/index.js) runs where its process is: one full run of main and
// post, and a failing exit code by fail-on. The compose service, on a real engine, is in test/real/action-service.test.ts,
// with the post step that takes it down; here, with no service, one run's post is seen doing nothing.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { byTurn, endTurn, startAnthropicEmulator, toolUse } from '../emulators/anthropic.js';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BOT_TOKEN, start as startGithubApi, type GithubApi } from '../emulators/github-api.js';
import type { ResultsService } from '../emulators/results-service.js';
import { ACTION, DEFAULTS } from '../helpers/runner-files.js';
import { HOSTILE_JS } from '../helpers/cli-project.js';
import { MEMORY_JS, stopAllServers, tempDir } from '../helpers/mcp-servers.js';
import {
  artifactFiles,
  closeEmulators,
  expectNoSecrets,
  FAKE_ANTHROPIC_KEY,
  masks,
  SERVER_SECRET,
  startActionEmulators,
  Workspace,
} from '../helpers/action-workspace.js';
import { settingKey, settingsSchema } from '../../src/settings/settings.js';
import { STATUS_EMOJI } from '../../src/results/status.js';
import type { RunReport } from '../../src/results/index.js';

afterAll(stopAllServers);

/** For the runs of tests that assert nothing of the contract: its read on the run's own connection stays, the client on
 * an older protocol version (a second connection, a second start of a stdio server) is not made. */
const NO_OLD = { 'contract-protocol': 'none' };

/** The workspace's two scenarios as recorded once by the action into the dir store, for the tests that compare
 * against that recording: copied into each one's baselines/ instead of a record run each (~1 s of CPU a run). */
let recorded: string | undefined;
async function recordedInDir(ws: Workspace): Promise<void> {
  const baselines = path.join(ws.dir, 'baselines');
  if (recorded) {
    cpSync(recorded, baselines, { recursive: true });
    return;
  }
  const run = await ws.inProcess(
    { ...NO_OLD, mode: 'record', 'baseline-store': 'dir' },
    { event: 'workflow_dispatch' },
  );
  expect(run.outputs.status, run.stdout).toBe('RECORDED');
  recorded = path.join(tempDir(), 'baselines');
  cpSync(baselines, recorded, { recursive: true });
}

describe('the action, end to end', () => {
  let api: GithubApi;
  let results: ResultsService;
  let ws: Workspace;

  beforeEach(async () => ({ api, results, ws } = await startActionEmulators()));
  afterEach(() => closeEmulators(api, results));

  it('records on workflow_dispatch into the cache, then a PR compares: summary, sticky comment, artifact, outputs', async () => {
    // The stdio server each run spawns (the bundle's too), its config's env value printed by get-env; the other tests
    // run on the run's shared server-everything over HTTP.
    ws.stdioServer();
    const rec = await ws.inProcess({ mode: 'record' }, { event: 'workflow_dispatch' });
    expect(rec.stderr).toBe('');
    expect(rec.code, rec.stdout).toBe(0);
    expect(rec.outputs.status).toBe('RECORDED');
    expect(rec.stdout).toContain("saved 2 baseline(s) and the servers' contract to");
    expect(results.state.caches.some((c) => c.finalized && c.key.startsWith('mcp-eval-baselines-'))).toBe(true);
    expect(api.state.comments).toHaveLength(0);

    const cmp = await ws.run({ mode: 'compare' });
    expect(cmp.code, cmp.stdout).toBe(0);
    // Its post step, with no service to take down, does nothing and prints nothing: main's masks hold for the job.
    // (The other runs here skip it: ws.main.)
    expect([cmp.post.code, cmp.post.stdout, cmp.post.stderr]).toEqual([0, '', '']);
    expect(cmp.outputs).toMatchObject({
      status: 'GOOD',
      score: '1.0000',
      good: '2',
      acceptable: '0',
      degraded: '0',
      broken: '0',
      errors: '0',
    });
    expect(cmp.outputs.results).toBe(path.join(ws.dir, 'reports/results.json'));
    expect(cmp.outputs.report).toBe(path.join(ws.dir, 'reports/report.html'));
    expect(cmp.summary).toContain('## ✅ mcp-eval: GOOD');
    expect(api.state.comments).toHaveLength(1);
    expect(api.state.comments[0].body.startsWith('<!-- mcp-eval -->')).toBe(true);
    expect(api.state.comments[0].issue_number).toBe(7);
    const artifact = results.state.artifacts.find((a) => a.name === 'mcp-eval-report');
    expect(artifact).toBeDefined();
    expect([...artifactFiles(results, 'mcp-eval-report').keys()].sort()).toEqual([
      'junit.xml',
      'report.html',
      'results.json',
      'summary.md',
      'traces.json',
    ]);
    // The summary went out first, with the run's link; the artifact's was appended after its upload.
    const uploaded = results.state.artifacts.filter((a) => a.name === 'mcp-eval-report' && a.finalized).at(-1)!;
    expect(cmp.summary).toContain(`[workflow run](https://github.com/acme/proxy/actions/runs/${cmp.runId})`);
    expect(cmp.summary.trimEnd().split('\n').at(-1), cmp.stdout).toBe(
      `📦 [HTML report and trajectories](https://github.com/acme/proxy/actions/runs/${cmp.runId}/artifacts/${uploaded.id})`,
    );
    // The key, the token and the server config's env value are masked before anything else is printed.
    expect(cmp.stdout.startsWith('::add-mask::'), cmp.stdout.slice(0, 200)).toBe(true);
    for (const secret of [FAKE_ANTHROPIC_KEY, BOT_TOKEN, SERVER_SECRET]) expect(masks(cmp.stdout)).toContain(secret);

    // The next push updates the same comment.
    const again = await ws.inProcess({ mode: 'compare' });
    expect(again.code, again.stdout).toBe(0);
    expect(api.state.comments).toHaveLength(1);
    expect(api.state.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
    // get-env printed the server's environment: the secret in it is redacted everywhere.
    const written = readFileSync(path.join(ws.dir, 'reports/results.json'), 'utf8');
    expect(written).toContain('API_TOKEN');
    expectNoSecrets(again, ws, { files: [written, readFileSync(path.join(ws.dir, 'reports/report.html'), 'utf8')] });
    expectNoSecrets(cmp, ws);
  });

  it('runs on the default branch add to the run history in the cache; a PR run reads it and adds nothing', async () => {
    const main = { event: 'workflow_dispatch' as const, env: { GITHUB_REF: 'refs/heads/main' } };
    const rec = await ws.inProcess({ ...NO_OLD, mode: 'record' }, main);
    expect(rec.code, rec.stdout).toBe(0);
    expect(rec.stdout).toContain('history: this run is added: refs/heads/main is the default branch main');
    const nightly = await ws.inProcess({ ...NO_OLD, mode: 'compare' }, main);
    expect(nightly.code, nightly.stdout).toBe(0);
    expect(nightly.stdout).toMatch(
      /history: 1 run\(s\) from actions cache mcp-eval-baselines-[0-9a-f]{12}-\d+-1:history\.jsonl/,
    );
    expect(nightly.stdout).toMatch(/saved this run to the history to actions cache mcp-eval-baselines-/);
    const entries = results.state.caches.filter((c) => c.finalized).length;
    expect(entries).toBe(2);

    const pr = await ws.inProcess({ ...NO_OLD, mode: 'compare' });
    expect(pr.code, pr.stdout).toBe(0);
    expect(pr.stdout).toContain('history: read only: refs/pull/7/merge is not the default branch main');
    // A restore logs the ref, the commit and the run that saved its entry (issue 14, case 15): the nightly's, on main
    // (the two baselines and the servers' contract).
    expect(pr.stdout).toMatch(
      new RegExp(
        `^baselines: restored actions cache \\S+ \\(3 file\\(s\\)\\), ` +
          `saved on refs/heads/main at abc123def456 by run ${nightly.runId}$`,
        'm',
      ),
    );
    expect(results.state.caches.filter((c) => c.finalized)).toHaveLength(entries);
    const line =
      '📈 Suite score, last 2 run(s) on the default branch (· a run with no score, such as a recording) → this run: ' +
      '`·█ → █` 1.00 at abc123d → **1.00**';
    expect(api.state.comments[0].body).toContain(line);
    expect(pr.summary).toContain(line);
    const json = JSON.parse(artifactFiles(results, 'mcp-eval-report').get('results.json')!) as RunReport;
    expect(json.history?.runs.map((r) => [r.status, r.git.ref])).toEqual([
      ['RECORDED', 'refs/heads/main'],
      ['GOOD', 'refs/heads/main'],
    ]);
  });

  it('fails the check by fail-on when the server changed, annotates the scenario file, and passes with fail-on never', async () => {
    await recordedInDir(ws);
    ws.servers('changed.json', MEMORY_JS, []);
    const broken = await ws.inProcess({
      ...NO_OLD,
      mode: 'compare',
      'baseline-store': 'dir',
      agent: 'replay',
      servers: 'changed.json',
    });
    expect(broken.code, broken.stdout).toBe(1);
    expect(broken.outputs.status).toBe('BROKEN');
    expect(broken.outputs.broken).toBe('2');
    expect(broken.stdout).toMatch(/::error title=mcp-eval BROKEN,file=scenarios\/echo\.yaml::Echo: BROKEN/);
    expect(broken.stdout).toMatch(
      /::error::mcp-eval: BROKEN: [^\n]*; the check fails: fail-on broken \(\d+ scenarios?\)/,
    );
    expect(api.state.comments[0].body).toContain('BROKEN');

    const lenient = await ws.inProcess({
      ...NO_OLD,
      mode: 'compare',
      'baseline-store': 'dir',
      agent: 'replay',
      servers: 'changed.json',
      'fail-on': 'never',
    });
    expect(lenient.code, lenient.stdout).toBe(0);
    expect(lenient.outputs.status).toBe('BROKEN');
    expectNoSecrets(broken, ws);
  });

  it('sets the exit code by fail-on, naming what fails it: an ACCEPTABLE and a DEGRADED scenario', async () => {
    const echo = (message: string) =>
      `name: Echo\nuser_intent: Echo\nexpected_trajectory:\n  - tool: mcp__everything__echo\n    args: { message: ${message} }\n`;
    const sum = (a: number, b: number, note: string) =>
      `name: Sum\nuser_intent: Add\nexpected_trajectory:\n  - tool: mcp__everything__get-sum\n    args: { a: ${a}, b: ${b} }\n  - tool: mcp__everything__echo\n    args: { message: ${note} }\n`;
    ws.scenario('echo.yaml', echo('hello world'));
    ws.scenario('env.yaml', sum(2, 3, 'done adding'));
    await ws.inProcess({ ...NO_OLD, mode: 'record' }, { event: 'workflow_dispatch' });
    // The agent now words the echo differently (1 of 3 words shared: ACCEPTABLE) and gets both
    // calls of the sum scenario mostly wrong (other numbers, other words: DEGRADED).
    ws.scenario('echo.yaml', echo('hello there'));
    ws.scenario('env.yaml', sum(200, 300, 'finished'));
    const codes: Record<string, number> = {};
    /** The failure line: the scenarios it names are those that fail fail-on (the verdict before them counts all). */
    const failures: Record<string, string[]> = {};
    // The bundle's process for the last (exit 1; the first test's run exits 0), main in this process for the others.
    for (const failOn of ['broken', 'degraded', 'acceptable']) {
      const inputs = { ...NO_OLD, mode: 'compare', 'fail-on': failOn };
      const run = await (failOn === 'acceptable' ? ws.main(inputs) : ws.inProcess(inputs));
      expect(run.outputs, run.stdout).toMatchObject({ status: 'DEGRADED', acceptable: '1', degraded: '1', good: '0' });
      codes[failOn] = run.code;
      failures[failOn] = run.stdout.split('\n').filter((l) => l.startsWith('::error::mcp-eval: '));
    }
    expect(codes).toEqual({ broken: 0, degraded: 1, acceptable: 1 });
    const check = '::error::mcp-eval: DEGRADED: [^\\n]*; the check fails: fail-on';
    expect(failures.broken).toEqual([]);
    // DEGRADED yes, ACCEPTABLE no; then both.
    expect(failures.degraded).toEqual([
      expect.stringMatching(new RegExp(`^${check} degraded \\(1 scenario\\)[^\\n]*: Sum DEGRADED$`)),
    ]);
    expect(failures.degraded[0]).not.toContain('Echo');
    expect(failures.acceptable).toEqual([
      expect.stringMatching(
        new RegExp(`^${check} acceptable \\(2 scenarios\\)[^\\n]*: Echo ACCEPTABLE, Sum DEGRADED$`),
      ),
    ]);

    // The refresh workflow accepts both new ways as variations: the check passes, and the baselines are not stale.
    const accepted = await ws.inProcess(
      { ...NO_OLD, mode: 'accept', accept: 'Echo\nsum' },
      { event: 'workflow_dispatch' },
    );
    expect(accepted.code, accepted.stdout).toBe(0);
    expect(accepted.outputs.status).toBe('RECORDED');
    expect(accepted.stdout).toContain('saved 2 baseline(s) to');
    // In the actions cache (the default store), which only record and accept save to: a second entry.
    expect(results.state.caches.filter((c) => c.finalized && c.key.startsWith('mcp-eval-baselines-'))).toHaveLength(2);
    const after = await ws.inProcess({ ...NO_OLD, mode: 'compare', 'fail-on': 'acceptable' });
    expect(after.code, after.stdout).toBe(0);
    const json = JSON.parse(readFileSync(path.join(ws.dir, 'reports/results.json'), 'utf8')) as RunReport;
    expect(json.scenarios.map((s) => [s.id, s.status, s.baseline?.stale, s.runs[0].baseline_run_index])).toEqual([
      ['echo', 'GOOD', false, 1],
      ['env', 'GOOD', false, 1],
    ]);
  });

  it('a PR from a fork: the comment is refused (403), the action warns, keeps the summary and passes', async () => {
    await api.close();
    api = await startGithubApi({ fork: true });
    ws = new Workspace(api, results);
    await recordedInDir(ws);
    const run = await ws.inProcess({ ...NO_OLD, mode: 'compare', 'baseline-store': 'dir' }, { fork: true });
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toMatch(/::warning::PR comment not posted \(.*\); the job summary has the results/);
    expect(run.summary).toContain('mcp-eval: GOOD');
    expect(api.state.comments).toHaveLength(0);
    expectNoSecrets(run, ws);
  });

  it('bad input is a clear failure: a wrong setting (summary and outputs still written), a missing baseline (annotated)', async () => {
    const bad = await ws.inProcess({ 'fail-on': 'sometimes' });
    expect(bad.code, bad.stdout).toBe(1);
    expect(bad.stdout).toMatch(/^::error::mcp-eval: reading the settings failed: invalid setting fail-on: [^%\n]+$/m);
    expect(bad.outputs).toEqual({
      status: 'ERROR',
      score: '',
      good: '0',
      acceptable: '0',
      degraded: '0',
      broken: '0',
      errors: '0',
      results: '',
      report: '',
    });
    expect(bad.summary).toContain(`## ${STATUS_EMOJI.ERROR} mcp-eval: ERROR`);
    expect(bad.summary).toContain('No scenario was evaluated: reading the settings failed.');
    expect(bad.summary).toContain('invalid setting fail-on: ');
    expect(bad.summary).toContain(`[workflow run](https://github.com/acme/proxy/actions/runs/${bad.runId})`);
    expectNoSecrets(bad, ws);

    const none = await ws.inProcess({ ...NO_OLD, mode: 'compare', 'baseline-store': 'dir' });
    expect(none.code, none.stdout).toBe(1);
    expect(none.outputs.errors).toBe('2');
    expect(none.summary).toContain('no baseline for scenario');
    // Each ERROR scenario is an error annotation on its own file.
    expect(none.stdout).toMatch(/^::error title=mcp-eval ERROR,file=scenarios\/echo\.yaml::Echo: ERROR: no baseline/m);
    expect(none.stdout).toMatch(
      /^::error title=mcp-eval ERROR,file=scenarios\/env\.yaml::Environment: ERROR: no baseline/m,
    );
  });

  it('runs the claude agent through the Messages API (emulated): the key reaches only the API, an unpriced model is a warning annotation', async () => {
    const emulator = await startAnthropicEmulator({
      api_key: FAKE_ANTHROPIC_KEY,
      responder: byTurn([
        toolUse('mcp_everything', { action: 'list' }),
        toolUse('mcp_everything', { action: 'execute', tool_name: 'get-env', tool_inputs: {} }),
        endTurn('Done.'),
      ]),
    });
    try {
      const run = await ws.inProcess(
        {
          ...NO_OLD,
          mode: 'record',
          agent: 'claude',
          model: 'claude-unpriced-test',
          'anthropic-base-url': emulator.url,
          'baseline-store': 'dir',
        },
        { event: 'workflow_dispatch' },
      );
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(run.outputs.status).toBe('RECORDED');
      expect(run.stdout).toContain('::warning::no price for model "claude-unpriced-test"');
      expect(run.stderr).not.toContain('(node:');
      // Two scenarios, three turns each, every request with the key the workflow gave.
      expect(emulator.requests).toHaveLength(6);
      expect(new Set(emulator.requests.map((r) => r.headers.authorization))).toEqual(
        new Set([`Bearer ${FAKE_ANTHROPIC_KEY}`]),
      );
      const baseline = readFileSync(path.join(ws.dir, 'baselines', 'env.json'), 'utf8');
      expect(baseline).toContain('"id": "mcp__everything__get-env"');
      expectNoSecrets(run, ws, { files: [baseline] });
    } finally {
      await emulator.close();
    }
  });

  it('a stale baseline is a warning on its scenario file, and the check stays green', async () => {
    await recordedInDir(ws);
    // Reworded, same calls: the baseline still applies but no longer matches the file.
    ws.scenario(
      'echo.yaml',
      'name: Echo\nuser_intent: Please echo hello\nexpected_trajectory:\n  - tool: mcp__everything__echo\n    args: { message: hello }\n',
    );
    const run = await ws.inProcess({ ...NO_OLD, mode: 'compare', 'baseline-store': 'dir' });
    expect(run.stdout).toMatch(
      /^::warning title=mcp-eval stale baseline,file=scenarios\/echo\.yaml::Echo: the scenario file changed since its baseline was recorded/m,
    );
    expect(run.stdout).not.toContain('file=scenarios/env.yaml');
    expect(run.stdout).not.toMatch(/^::error/m);
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.status).toBe('GOOD');
  });

  it('a server and a file name cannot write workflow commands into the log (issue 14, case 12)', async () => {
    const server = (modes: string) => ({ command: process.execPath, args: [HOSTILE_JS], env: { HOSTILE: modes } });
    writeFileSync(
      path.join(ws.dir, 'hostile.json'),
      JSON.stringify({ mcpServers: { everything: server('inject'), bad: server('init-error') } }),
    );
    ws.scenario('x\n::error title=file::owned.yaml', 'name: Named\nuser_intent: x\nservers: [bad]\n');
    ws.scenario('echo.yaml', 'name: Echo\nuser_intent: x\nexpected_trajectory:\n  - tool: mcp__everything__echo\n');
    const run = await ws.inProcess({ mode: 'record', 'baseline-store': 'dir', servers: 'hostile.json' });
    expect(run.outputs.status, run.stdout).toBe('ERROR');
    expect(run.stdout).toContain('cannot start');
    // The runner executes a line that starts with `::`: only the action's own commands may.
    const injected = run.stdout.split('\n').filter((l) => /^\s*::(error|warning) title=(injected|file)/.test(l));
    expect(injected).toEqual([]);
    // eslint-disable-next-line no-control-regex -- control characters are what must not come out
    expect(run.stdout).not.toMatch(/[\r\x1b\x07]/);
  });

  it('a PR run in auto mode saves no cache entry (issue 14, case 15; its restore: the history case)', async () => {
    const pr = await ws.inProcess({ ...NO_OLD, mode: 'auto' });
    expect(pr.outputs.status, pr.stdout).toBe('RECORDED');
    expect(pr.stdout).toContain('auto mode: 2 new baseline(s) not saved to the actions cache');
    expect(results.state.caches.filter((c) => c.finalized)).toEqual([]);
  });
});

describe('action.yml', () => {
  /** Named in issue 7, exactly so. */
  const ISSUE_INPUTS = [
    'mode',
    'scenarios',
    'servers',
    'agent',
    'model',
    'anthropic-api-key',
    'compose-file',
    'compose-service',
    'reset',
    'baseline-store',
    'baseline-key',
    'baseline-branch',
    'baseline-dir',
    'runs',
    'concurrency',
    'pass-threshold',
    'broken-threshold',
    'fail-on',
    'comment',
    'github-token',
    'artifact-name',
  ];
  const ISSUE_OUTPUTS = ['status', 'score', 'good', 'acceptable', 'degraded', 'broken', 'errors', 'results', 'report'];
  /** Settings with no action input, and why. None: every option of the CLI is an input too. */
  const CLI_ONLY: Record<string, string> = {};
  /** Action defaults that differ from the CLI's on purpose. */
  const ACTION_DEFAULTS = { baselineStore: 'cache' }; // a runner's checkout is thrown away: the dir store would keep nothing

  it('runs on node24: main dist/index.js, and a post step for the teardown', () => {
    expect(ACTION.runs).toEqual({ using: 'node24', main: 'dist/index.js', post: 'dist/post/index.js' });
  });

  it('has every input of issue 7, and every input has a default and a description', () => {
    for (const name of ISSUE_INPUTS) expect(ACTION.inputs[name], name).toBeDefined();
    for (const [name, input] of Object.entries(ACTION.inputs)) {
      expect(input.description, name).toMatch(/\S/);
      expect(input, name).toHaveProperty('default');
    }
  });

  it('has an input for every setting, and every input is a setting', () => {
    const settings = Object.keys(settingsSchema.shape);
    const inputs = Object.keys(ACTION.inputs).map(settingKey);
    expect(settings.filter((s) => !inputs.includes(s) && !(s in CLI_ONLY))).toEqual([]);
    expect(inputs.filter((i) => !settings.includes(i))).toEqual([]);
  });

  it('defaults to what the CLI defaults to, but where the action differs on purpose', () => {
    const raw = Object.fromEntries(
      Object.entries(DEFAULTS)
        .filter(([, v]) => v !== '')
        .map(([k, v]) => [settingKey(k), v]),
    );
    expect(settingsSchema.parse(raw)).toEqual({ ...settingsSchema.parse({}), ...ACTION_DEFAULTS });
  });

  it('declares the outputs of issue 7, each described', () => {
    expect(Object.keys(ACTION.outputs).sort()).toEqual([...ISSUE_OUTPUTS].sort());
    for (const [name, output] of Object.entries(ACTION.outputs)) expect(output.description, name).toMatch(/\S/);
  });
});
