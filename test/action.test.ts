// The bundled action (dist/index.js, dist/post/index.js) run as the runner runs it: INPUT_*
// variables with action.yml's defaults, a real pull_request payload, GITHUB_STEP_SUMMARY,
// GITHUB_OUTPUT, GITHUB_STATE; the GitHub REST API and the Actions results service emulated
// at the wire; real MCP servers behind the gateway; the docker shim for the compose service.
// The bundle is dist/, which CI rebuilds from src/ before the tests; MCP_EVAL_DIST points the
// tests at another build (`npx ncc build src/main.ts -o <dir>` and src/post.ts to <dir>/post)
// to try a change without touching the committed dist/.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { byTurn, endTurn, startAnthropicEmulator, toolUse } from './emulators/anthropic.js';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BOT_TOKEN, start as startGithubApi, type GithubApi } from './emulators/github-api.js';
import { startResultsService, unzip, type ResultsService } from './emulators/results-service.js';
import { ACTION, DEFAULTS, readKeyFile } from './helpers/runner-files.js';
import { HOSTILE_JS } from './helpers/cli-project.js';
import { EVERYTHING_JS, MEMORY_JS, freePort, stopAllServers, tempDir } from './helpers/mcp-servers.js';
import { settingKey, settingsSchema } from '../src/settings.js';
import { STATUS_EMOJI } from '../src/status.js';
import type { RunReport } from '../src/results.js';

const ROOT = path.resolve(import.meta.dirname, '..');
/** server-everything of MCPProxy's Python edition's time (2025.7.29), whose tools it can index. */
const EVERYTHING_2025_JS = path.join(ROOT, 'node_modules/server-everything-old/dist/index.js');
const DIST = path.resolve(ROOT, process.env.MCP_EVAL_DIST ?? 'dist');
const FAKE_ANTHROPIC_KEY = 'sk-ant-api03-FAKEKEYfakekeyFAKEKEY0123456789';
const SERVER_SECRET = 'server-side-secret-value-42';

afterAll(stopAllServers);

interface ActionRun {
  code: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  state: Record<string, string>;
  runId: string;
  post: { code: number; stdout: string; stderr: string };
}

class Workspace {
  readonly dir = tempDir();
  readonly temp = path.join(this.dir, '_temp');
  readonly summaryFile = path.join(this.temp, 'summary.md');
  readonly dockerLog = path.join(this.temp, 'docker.log');
  runCount = 0;

  constructor(
    readonly api: GithubApi,
    readonly results: ResultsService,
  ) {
    mkdirSync(path.join(this.dir, 'scenarios'), { recursive: true });
    mkdirSync(this.temp, { recursive: true });
    this.scenario(
      'echo.yaml',
      'name: Echo\nuser_intent: Echo hello\nexpected_trajectory:\n  - tool: mcp__everything__echo\n    args: { message: hello }\n',
    );
    this.scenario(
      'env.yaml',
      'name: Environment\nuser_intent: Show the server environment\nexpected_trajectory:\n  - tool: mcp__everything__get-env\n',
    );
    this.servers('mcp.json', EVERYTHING_JS, ['stdio']);
  }

  scenario(name: string, text: string): void {
    writeFileSync(path.join(this.dir, 'scenarios', name), text);
  }

  servers(name: string, script: string, args: string[]): void {
    const env = { API_TOKEN: SERVER_SECRET, MEMORY_FILE_PATH: path.join(this.temp, 'memory.jsonl') };
    writeFileSync(
      path.join(this.dir, name),
      JSON.stringify({ mcpServers: { everything: { command: process.execPath, args: [script, ...args], env } } }),
    );
  }

  event(kind: 'pull_request' | 'workflow_dispatch', fork = false): string {
    const file = path.join(this.temp, `${kind}.json`);
    const repo = { full_name: 'acme/proxy', name: 'proxy', owner: { login: 'acme' }, default_branch: 'main' };
    const payload =
      kind === 'pull_request'
        ? {
            action: 'synchronize',
            number: 7,
            pull_request: {
              number: 7,
              head: { repo: fork ? { ...repo, full_name: 'someone/proxy' } : repo, sha: 'abc123' },
              base: { repo },
            },
            repository: repo,
          }
        : { ref: 'refs/heads/main', repository: repo, inputs: {} };
    writeFileSync(file, JSON.stringify(payload));
    return file;
  }

  private env(
    inputs: Record<string, string>,
    eventName: string,
    eventPath: string,
    extra: NodeJS.ProcessEnv,
  ): NodeJS.ProcessEnv {
    this.runCount++;
    const env: NodeJS.ProcessEnv = {
      PATH: `${path.join(ROOT, 'test/bin')}:${process.env.PATH}`,
      HOME: process.env.HOME,
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: eventName,
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: 'acme/proxy',
      GITHUB_SHA: 'abc123def456',
      GITHUB_REF: 'refs/pull/7/merge',
      GITHUB_RUN_ID: String(1000 + this.runCount),
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_API_URL: this.api.url,
      GITHUB_STEP_SUMMARY: this.summaryFile,
      GITHUB_OUTPUT: path.join(this.temp, `output-${this.runCount}`),
      GITHUB_STATE: path.join(this.temp, `state-${this.runCount}`),
      GITHUB_WORKSPACE: this.dir,
      RUNNER_TEMP: this.temp,
      DOCKER_SHIM_LOG: this.dockerLog,
      // Each run is a workflow run of its own: its own artifacts, the repository's caches.
      ...this.results.newRun(),
      ...extra,
    };
    for (const [k, v] of Object.entries({
      ...DEFAULTS,
      'github-token': BOT_TOKEN,
      'anthropic-api-key': FAKE_ANTHROPIC_KEY,
      agent: 'scripted',
      servers: 'mcp.json',
      ...inputs,
    })) {
      env[`INPUT_${k.toUpperCase()}`] = v;
    }
    return env;
  }

  private exec(script: string, env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        [path.join(DIST, script)],
        { cwd: this.dir, env, timeout: 90_000 },
        (err, stdout, stderr) =>
          resolve({ code: err ? (typeof err.code === 'number' ? err.code : 99) : 0, stdout, stderr }),
      );
    });
  }

  /** main, then post with the state main saved (the runner passes it back as STATE_* variables). */
  async run(
    inputs: Record<string, string>,
    opts: { event?: 'pull_request' | 'workflow_dispatch'; fork?: boolean; env?: NodeJS.ProcessEnv } = {},
  ): Promise<ActionRun> {
    const eventName = opts.event ?? 'pull_request';
    const env = this.env(inputs, eventName, this.event(eventName, opts.fork), opts.env ?? {});
    // The runner creates these files before a step starts.
    for (const f of [this.summaryFile, env.GITHUB_OUTPUT!, env.GITHUB_STATE!, `${env.GITHUB_STATE}-post`])
      writeFileSync(f, '');
    const main = await this.exec('index.js', env);
    const state = readKeyFile(env.GITHUB_STATE!);
    const stateEnv = Object.fromEntries(Object.entries(state).map(([k, v]) => [`STATE_${k}`, v]));
    const post = await this.exec('post/index.js', { ...env, ...stateEnv, GITHUB_STATE: `${env.GITHUB_STATE}-post` });
    return {
      ...main,
      outputs: readKeyFile(env.GITHUB_OUTPUT!),
      summary: readFileSync(this.summaryFile, 'utf8'),
      state,
      runId: env.GITHUB_RUN_ID!,
      post,
    };
  }
}

/** The files of the newest upload of an artifact, as text. */
function artifactFiles(results: ResultsService, name: string): Map<string, string> {
  const zip = results.artifactBytes(name);
  return new Map(zip ? [...unzip(zip)].map(([f, b]) => [f, b.toString('utf8')]) : []);
}

/** Every place a secret could leak (main's and post's logs, the state, every file of every
 * artifact uploaded so far, summary, outputs, comments), except the runner's own `::add-mask::` commands. */
function expectNoSecrets(run: ActionRun, ws: Workspace, opts: { files?: string[]; secrets?: string[] } = {}): void {
  const logs = [run.stdout, run.stderr, run.post.stdout, run.post.stderr]
    .join('\n')
    .split('\n')
    .filter((l) => !l.startsWith('::add-mask::'));
  const uploads = ws.results.state.artifacts.filter((a) => a.finalized);
  const places: Array<[string, string]> = [
    ['log', logs.join('\n')],
    ['summary', run.summary],
    ['outputs', JSON.stringify(run.outputs)],
    ['state', JSON.stringify(run.state)],
    ['comments', JSON.stringify(ws.api.state.comments)],
    ...uploads.flatMap((a) =>
      [...unzip(ws.results.state.blobs.get(a.blob)!.bytes!)].map(([f, b]): [string, string] => [
        `artifact ${a.name} (${a.id}): ${f}`,
        b.toString('utf8'),
      ]),
    ),
    ...(opts.files ?? []).map((text, i): [string, string] => [`file ${i}`, text]),
  ];
  for (const secret of [BOT_TOKEN, FAKE_ANTHROPIC_KEY, SERVER_SECRET, ...(opts.secrets ?? [])]) {
    for (const [where, text] of places) expect(text.includes(secret), `${secret} in ${where}`).toBe(false);
  }
}

/** The `::add-mask::` commands a run printed. */
const masks = (stdout: string): string[] =>
  stdout
    .split('\n')
    .filter((l) => l.startsWith('::add-mask::'))
    .map((l) => l.slice('::add-mask::'.length));

describe('the action, end to end', () => {
  let api: GithubApi;
  let results: ResultsService;
  let ws: Workspace;

  beforeEach(async () => {
    api = await startGithubApi();
    results = await startResultsService();
    ws = new Workspace(api, results);
  });
  afterEach(async () => {
    await api.close();
    await results.close();
  });

  it('records on workflow_dispatch into the cache, then a PR compares: summary, sticky comment, artifact, outputs', async () => {
    const rec = await ws.run({ mode: 'record' }, { event: 'workflow_dispatch' });
    expect(rec.stderr).toBe('');
    expect(rec.code, rec.stdout).toBe(0);
    expect(rec.outputs.status).toBe('RECORDED');
    expect(rec.stdout).toContain('saved 2 baseline(s) to');
    expect(results.state.caches.some((c) => c.finalized && c.key.startsWith('mcp-eval-baselines-'))).toBe(true);
    expect(api.state.comments).toHaveLength(0);

    const cmp = await ws.run({ mode: 'compare' });
    expect(cmp.code, cmp.stdout).toBe(0);
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
    const again = await ws.run({ mode: 'compare' });
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
    const rec = await ws.run({ mode: 'record' }, main);
    expect(rec.code, rec.stdout).toBe(0);
    expect(rec.stdout).toContain('history: this run is added: refs/heads/main is the default branch main');
    const nightly = await ws.run({ mode: 'compare' }, main);
    expect(nightly.code, nightly.stdout).toBe(0);
    expect(nightly.stdout).toMatch(
      /history: 1 run\(s\) from actions cache mcp-eval-baselines-[0-9a-f]{12}-\d+-1:history\.jsonl/,
    );
    expect(nightly.stdout).toMatch(/saved this run to the history to actions cache mcp-eval-baselines-/);
    const entries = results.state.caches.filter((c) => c.finalized).length;
    expect(entries).toBe(2);

    const pr = await ws.run({ mode: 'compare' });
    expect(pr.code, pr.stdout).toBe(0);
    expect(pr.stdout).toContain('history: read only: refs/pull/7/merge is not the default branch main');
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
    await ws.run({ mode: 'record', 'baseline-store': 'dir' }, { event: 'workflow_dispatch' });
    ws.servers('changed.json', MEMORY_JS, []);
    const broken = await ws.run({ mode: 'compare', 'baseline-store': 'dir', agent: 'replay', servers: 'changed.json' });
    expect(broken.code, broken.stdout).toBe(1);
    expect(broken.outputs.status).toBe('BROKEN');
    expect(broken.outputs.broken).toBe('2');
    expect(broken.stdout).toMatch(/::error title=mcp-eval BROKEN,file=scenarios\/echo\.yaml::Echo: BROKEN/);
    expect(broken.stdout).toMatch(/::error::mcp-eval: BROKEN \(fail-on broken\)/);
    expect(api.state.comments[0].body).toContain('BROKEN');

    const lenient = await ws.run({
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

  it('sets the exit code by fail-on: an ACCEPTABLE and a DEGRADED scenario', async () => {
    const echo = (message: string) =>
      `name: Echo\nuser_intent: Echo\nexpected_trajectory:\n  - tool: mcp__everything__echo\n    args: { message: ${message} }\n`;
    const sum = (a: number, b: number, note: string) =>
      `name: Sum\nuser_intent: Add\nexpected_trajectory:\n  - tool: mcp__everything__get-sum\n    args: { a: ${a}, b: ${b} }\n  - tool: mcp__everything__echo\n    args: { message: ${note} }\n`;
    ws.scenario('echo.yaml', echo('hello world'));
    ws.scenario('env.yaml', sum(2, 3, 'done adding'));
    await ws.run({ mode: 'record', 'baseline-store': 'dir' }, { event: 'workflow_dispatch' });
    // The agent now words the echo differently (1 of 3 words shared: ACCEPTABLE) and gets both
    // calls of the sum scenario mostly wrong (other numbers, other words: DEGRADED).
    ws.scenario('echo.yaml', echo('hello there'));
    ws.scenario('env.yaml', sum(200, 300, 'finished'));
    const codes: Record<string, number> = {};
    for (const failOn of ['broken', 'degraded', 'acceptable']) {
      const run = await ws.run({ mode: 'compare', 'baseline-store': 'dir', 'fail-on': failOn });
      expect(run.outputs, run.stdout).toMatchObject({ status: 'DEGRADED', acceptable: '1', degraded: '1', good: '0' });
      codes[failOn] = run.code;
    }
    expect(codes).toEqual({ broken: 0, degraded: 1, acceptable: 1 });

    // The refresh workflow accepts both new ways as variations: the check passes, and the baselines are not stale.
    const accepted = await ws.run(
      { mode: 'accept', accept: 'Echo\nsum', 'baseline-store': 'dir' },
      { event: 'workflow_dispatch' },
    );
    expect(accepted.code, accepted.stdout).toBe(0);
    expect(accepted.outputs.status).toBe('RECORDED');
    expect(accepted.stdout).toContain('saved 2 baseline(s) to');
    const after = await ws.run({ mode: 'compare', 'baseline-store': 'dir', 'fail-on': 'acceptable' });
    expect(after.code, after.stdout).toBe(0);
    const json = JSON.parse(readFileSync(path.join(ws.dir, 'reports/results.json'), 'utf8')) as RunReport;
    expect(json.scenarios.map((s) => [s.id, s.status, s.baseline?.stale, s.runs[0].baseline_run_index])).toEqual([
      ['echo', 'GOOD', false, 1],
      ['env', 'GOOD', false, 1],
    ]);
  });

  it('the failure line names only the scenarios that fail fail-on: BROKEN yes, ACCEPTABLE no', async () => {
    ws.scenario(
      'echo.yaml',
      'name: Echo\nuser_intent: Echo\nexpected_trajectory:\n  - tool: mcp__everything__echo\n    args: { message: hello world }\n',
    );
    ws.scenario(
      'env.yaml',
      'name: Sum\nuser_intent: Add\nexpected_trajectory:\n  - tool: mcp__everything__get-sum\n    args: { a: 2, b: 3 }\n',
    );
    await ws.run({ mode: 'record', 'baseline-store': 'dir' }, { event: 'workflow_dispatch' });
    // The echo reworded (ACCEPTABLE); the sum now calls another tool (BROKEN).
    ws.scenario(
      'echo.yaml',
      'name: Echo\nuser_intent: Echo\nexpected_trajectory:\n  - tool: mcp__everything__echo\n    args: { message: hello there }\n',
    );
    ws.scenario('env.yaml', 'name: Sum\nuser_intent: Add\nexpected_trajectory:\n  - tool: mcp__everything__get-env\n');
    const run = await ws.run({ mode: 'compare', 'baseline-store': 'dir', 'fail-on': 'broken' });
    expect(run.code, run.stdout).toBe(1);
    expect(run.outputs, run.stdout).toMatchObject({ status: 'BROKEN', broken: '1', acceptable: '1' });
    const failure = run.stdout.split('\n').filter((l) => l.startsWith('::error::mcp-eval: '));
    expect(failure, run.stdout).toHaveLength(1);
    expect(failure[0]).toBe('::error::mcp-eval: BROKEN (fail-on broken): Sum BROKEN');
    expect(failure[0]).not.toContain('Echo');
    expect(failure[0]).not.toContain('ACCEPTABLE');
  });

  it('a PR from a fork: the comment is refused (403), the action warns, keeps the summary and passes', async () => {
    await api.close();
    api = await startGithubApi({ fork: true });
    ws = new Workspace(api, results);
    await ws.run({ mode: 'record', 'baseline-store': 'dir' }, { event: 'workflow_dispatch' });
    const run = await ws.run({ mode: 'compare', 'baseline-store': 'dir' }, { fork: true });
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toMatch(/::warning::PR comment not posted \(.*\); the job summary has the results/);
    expect(run.summary).toContain('mcp-eval: GOOD');
    expect(api.state.comments).toHaveLength(0);
    expectNoSecrets(run, ws);
  });

  it('bad input is a clear failure: a wrong setting (summary and outputs still written), a missing baseline (annotated)', async () => {
    const bad = await ws.run({ 'fail-on': 'sometimes' });
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

    const none = await ws.run({ mode: 'compare', 'baseline-store': 'dir' });
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
      const run = await ws.run(
        {
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
    await ws.run({ mode: 'record', 'baseline-store': 'dir' }, { event: 'workflow_dispatch' });
    // Reworded, same calls: the baseline still applies but no longer matches the file.
    ws.scenario(
      'echo.yaml',
      'name: Echo\nuser_intent: Please echo hello\nexpected_trajectory:\n  - tool: mcp__everything__echo\n    args: { message: hello }\n',
    );
    const run = await ws.run({ mode: 'compare', 'baseline-store': 'dir' });
    expect(run.stdout).toMatch(
      /^::warning title=mcp-eval stale baseline,file=scenarios\/echo\.yaml::Echo: the scenario file changed since its baseline was recorded/m,
    );
    expect(run.stdout).not.toContain('file=scenarios/env.yaml');
    expect(run.stdout).not.toMatch(/^::error/m);
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.status).toBe('GOOD');
  });

  /** A compose file, and a server config reaching the shim's server with a bearer token. */
  async function composeSetup(): Promise<{ inputs: Record<string, string>; port: number }> {
    const port = await freePort();
    writeFileSync(path.join(ws.dir, 'docker-compose.yml'), 'services:\n  mcpproxy:\n    image: mcpproxy:pr\n');
    const headers = { Authorization: `Bearer ${SERVER_SECRET}` };
    writeFileSync(
      path.join(ws.dir, 'remote.json'),
      JSON.stringify({ mcpServers: { everything: { url: `http://127.0.0.1:${port}/mcp`, headers } } }),
    );
    const inputs = {
      'compose-file': 'docker-compose.yml',
      'compose-service': 'mcpproxy',
      servers: 'remote.json',
      'baseline-store': 'dir',
      reset: 'scenario',
    };
    return { inputs, port };
  }
  /** What a real service may log: the token it was sent, a secret from the step's environment. */
  const UPSTREAM_KEY = 'upstream-key-from-the-step-env-77';
  const LEAKY_LINE = `auth: Authorization: Bearer ${SERVER_SECRET} upstream=${UPSTREAM_KEY} github=${BOT_TOKEN} anthropic=${FAKE_ANTHROPIC_KEY}`;

  it('brings the compose service up, waits for MCP, resets it per scenario and takes it down in post; its logs are redacted', async () => {
    const { inputs, port } = await composeSetup();
    ws.scenario(
      'env.yaml',
      'name: Sum\nuser_intent: Add\nexpected_trajectory:\n  - tool: mcp__everything__get-sum\n    args: { a: 1, b: 2 }\n',
    );
    const env = { DOCKER_SHIM_PORT: String(port), DOCKER_SHIM_PRINT: LEAKY_LINE, UPSTREAM_API_KEY: UPSTREAM_KEY };
    const rec = await ws.run({ ...inputs, mode: 'record' }, { event: 'workflow_dispatch', env });
    expect(rec.stderr).toBe('');
    expect(rec.code, rec.stdout).toBe(0);
    const cmp = await ws.run({ ...inputs, mode: 'compare' }, { env });
    expect(cmp.code, cmp.stdout).toBe(0);
    expect(cmp.outputs.status).toBe('GOOD');
    const commands = readFileSync(ws.dockerLog, 'utf8')
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as string[]).filter((a) => !a.includes('docker-compose.yml')).join(' '));
    expect(commands.filter((c) => c === 'compose -f up -d mcpproxy').length).toBeGreaterThanOrEqual(2 + 2 * 2);
    expect(
      commands.filter((c) => c === 'compose -f down -v --remove-orphans --timeout 10').length,
    ).toBeGreaterThanOrEqual(2 * 2 + 2);
    expect(cmp.post.code).toBe(0);
    expect(cmp.post.stdout).toContain('service taken down');
    expect(commands[commands.length - 1]).toBe('compose -f down -v --remove-orphans --timeout 10');
    // The header's token is masked with the rest; the service's logs go into both artifacts, redacted.
    expect(masks(cmp.stdout)).toContain(SERVER_SECRET);
    expect(masks(cmp.post.stdout)).toContain(SERVER_SECRET);
    const logs = [
      artifactFiles(results, 'mcp-eval-report').get('service.log'),
      artifactFiles(results, 'mcp-eval-report-service-logs').get('mcp-eval-service.log'),
    ];
    for (const log of logs)
      expect(log, cmp.stdout).toContain('auth: Authorization: *** upstream=*** github=*** anthropic=***');
    expectNoSecrets(cmp, ws, { secrets: [UPSTREAM_KEY] });
    expectNoSecrets(rec, ws, { secrets: [UPSTREAM_KEY] });
  });

  it('the real MCPProxy as the compose service: GOOD when unchanged; a PR taking call_tool away fails, the cause first', async () => {
    const port = await freePort();
    writeFileSync(path.join(ws.dir, 'docker-compose.yml'), 'services:\n  mcpproxy:\n    image: mcpproxy:pr\n');
    // The proxy's own config: server-everything of its time (2025.7.29) over stdio.
    const upstream = { command: process.execPath, args: [EVERYTHING_2025_JS, 'stdio'] };
    writeFileSync(path.join(ws.dir, 'proxy.json'), JSON.stringify({ mcpServers: { everything: upstream } }));
    const url = `http://127.0.0.1:${port}/mcp/`;
    writeFileSync(path.join(ws.dir, 'remote.json'), JSON.stringify({ mcpServers: { mcpproxy: { url } } }));
    for (const f of ['echo.yaml', 'env.yaml']) rmSync(path.join(ws.dir, 'scenarios', f));
    ws.scenario(
      'add.yaml',
      'name: Add through the proxy\nuser_intent: Find a tool that adds, add 2 and 3\nexpected_trajectory:\n' +
        '  - tool: mcp__mcpproxy__retrieve_tools\n    args: { query: add two numbers }\n' +
        '  - tool: mcp__mcpproxy__call_tool\n    args: { name: everything_add, args: { a: 2, b: 3 } }\n',
    );
    const inputs = { 'compose-file': 'docker-compose.yml', servers: 'remote.json', 'baseline-store': 'dir' };
    const proxy = path.join(ws.dir, 'proxy.json');
    const env = { DOCKER_SHIM_PORT: String(port), DOCKER_SHIM_MODE: 'mcpproxy', DOCKER_SHIM_PROXY_CONFIG: proxy };
    const rec = await ws.run({ ...inputs, mode: 'record' }, { event: 'workflow_dispatch', env });
    expect(rec.code, rec.stdout).toBe(0);
    expect(rec.outputs.status).toBe('RECORDED');
    const same = await ws.run({ ...inputs, mode: 'compare' }, { env });
    expect(same.code, same.stdout).toBe(0);
    expect(same.outputs.status).toBe('GOOD');
    // The pull request switches the proxy's routing: call_tool is gone from its tool list.
    const pr = await ws.run({ ...inputs, mode: 'compare' }, { env: { ...env, MCPPROXY_ROUTING_TYPE: 'DYNAMIC' } });
    expect(pr.code, pr.stdout).toBe(1);
    expect(pr.outputs.status).toBe('BROKEN');
    const body = ws.api.state.comments.at(-1)!.body;
    const why = body.indexOf('<code>call\\_tool</code> was removed from server <code>mcpproxy</code>**: breaks 1');
    expect(why, body).toBeGreaterThan(0);
    expect(why).toBeLessThan(body.indexOf('| Status |'));
    expect(pr.post.stdout).toContain('service taken down');
  });

  it('restarts the compose service once per config_file with MCP_EVAL_CONFIG_FILE; judge criteria and a regression cap', async () => {
    const { inputs, port } = await composeSetup();
    const configLog = path.join(ws.temp, 'configs.log');
    const scenario = (name: string, config?: string) =>
      `name: ${name}\nuser_intent: Echo hello for ${name}\n${config ? `config_file: ${config}\n` : ''}` +
      'success_criteria:\n  - judge: The reply repeats hello\n  - mcp__everything__echo\n';
    ws.scenario('echo.yaml', scenario('Plain'));
    ws.scenario('env.yaml', scenario('Two', 'config/two.json'));
    ws.scenario('one.yaml', scenario('One', 'config/one.json'));
    ws.scenario('lost.yaml', scenario('Lost', 'config/lost.json'));
    mkdirSync(path.join(ws.dir, 'config'));
    writeFileSync(path.join(ws.dir, 'config/one.json'), '{"mcpServers": []}');
    writeFileSync(path.join(ws.dir, 'config/two.json'), '{"mcpServers": [], "tools_limit": 5}');
    // The judge reverses its verdict for scenario Two on the second run; the agent always echoes hello.
    let reverse = false;
    const turns = byTurn([
      toolUse('mcp_everything', { action: 'execute', tool_name: 'echo', tool_inputs: { message: 'hello' } }),
      endTurn('It said hello.'),
    ]);
    const emulator = await startAnthropicEmulator({
      api_key: FAKE_ANTHROPIC_KEY,
      responder: (req, i) => {
        if (!req.body.tool_choice) return turns(req, i);
        const met = !(reverse && req.raw.includes('USER: Echo hello for Two'));
        return toolUse('record_verdicts', { verdicts: [{ statement: 1, met, reason: met ? 'Yes.' : 'No.' }] });
      },
    });
    try {
      const claude = { ...inputs, reset: 'none', agent: 'claude', 'anthropic-base-url': emulator.url };
      const env = { DOCKER_SHIM_PORT: String(port), DOCKER_SHIM_CONFIG_LOG: configLog };
      const rec = await ws.run({ ...claude, mode: 'record' }, { event: 'workflow_dispatch', env });
      // The service comes up with its default config; one restart per config, sorted by path.
      const configs = [null, path.join(ws.dir, 'config/one.json'), path.join(ws.dir, 'config/two.json')];
      const started = () =>
        readFileSync(configLog, 'utf8')
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as string | null);
      expect(started()).toEqual(configs);
      expect(rec.outputs, rec.stdout).toMatchObject({ status: 'ERROR', errors: '1' });
      expect(rec.stdout).toMatch(
        /^::error title=mcp-eval ERROR,file=scenarios\/lost\.yaml::Lost: ERROR: config_file not found: config\/lost\.json \(/m,
      );
      // Two model turns and one judge request for each of the three scenarios that ran.
      expect(emulator.requests).toHaveLength(9);

      reverse = true;
      const cmp = await ws.run({ ...claude, mode: 'compare' }, { env });
      expect(started()).toEqual([...configs, ...configs]);
      expect(cmp.outputs, cmp.stdout).toMatchObject({ good: '2', degraded: '1', errors: '1' });
      const comment = api.state.comments[0].body;
      expect(comment).toMatch(
        /\| 🟡 DEGRADED \| Two \| 0\.45 \| 1 -> 1 \| success criterion no longer met: judge: The reply/,
      );
      const results = JSON.parse(readFileSync(path.join(ws.dir, 'reports/results.json'), 'utf8')) as RunReport;
      const two = results.scenarios.find((s) => s.name === 'Two')!;
      expect(two.config).toEqual({
        path: 'config/two.json',
        hash: createHash('sha256').update('{"mcpServers": [], "tools_limit": 5}').digest('hex'),
      });
      expect(two.runs[0].trajectory.judge_usage?.input_tokens).toBeGreaterThan(0);
      expectNoSecrets(cmp, ws);
    } finally {
      await emulator.close();
    }
  });

  it('a reset-command replaces the compose restart between scenarios', async () => {
    const { inputs, port } = await composeSetup();
    ws.scenario(
      'env.yaml',
      'name: Sum\nuser_intent: Add\nexpected_trajectory:\n  - tool: mcp__everything__get-sum\n    args: { a: 1, b: 2 }\n',
    );
    const before = existsSync(ws.dockerLog) ? readFileSync(ws.dockerLog, 'utf8').trim().split('\n').length : 0;
    const run = await ws.run(
      { ...inputs, mode: 'record', 'reset-command': 'echo reset >> resets.log' },
      { event: 'workflow_dispatch', env: { DOCKER_SHIM_PORT: String(port) } },
    );
    expect(run.code, run.stdout).toBe(0);
    const scenarios = readdirSync(path.join(ws.dir, 'scenarios')).length;
    expect(readFileSync(path.join(ws.dir, 'resets.log'), 'utf8')).toBe('reset\n'.repeat(scenarios));
    const commands = readFileSync(ws.dockerLog, 'utf8')
      .trim()
      .split('\n')
      .slice(before)
      .map((l) => (JSON.parse(l) as string[]).join(' '));
    // Brought up once for the run and taken down once by post: never restarted for a reset.
    expect(
      commands.filter((c) => c.endsWith('up -d mcpproxy')),
      commands.join('\n'),
    ).toHaveLength(1);
    expect(
      commands.filter((c) => c.includes('down')),
      commands.join('\n'),
    ).toHaveLength(1);
  });

  it('a service that never gets ready: summary and outputs say so, one-line failure, and post still takes it down and uploads its logs', async () => {
    const { inputs, port } = await composeSetup();
    const env = {
      DOCKER_SHIM_PORT: String(port),
      DOCKER_SHIM_MODE: 'crash',
      DOCKER_SHIM_PRINT: `${LEAKY_LINE} \`\`\` <script>alert(1)</script> @octocat`,
    };
    const run = await ws.run({ ...inputs, mode: 'compare' }, { env: { ...env, UPSTREAM_API_KEY: UPSTREAM_KEY } });
    expect(run.code, run.stdout).toBe(1);
    expect(run.stdout).toMatch(
      /^::error::mcp-eval: starting the service failed: service container exited before it was ready \([^%\n]*\); last probe error: [^%\n]+$/m,
    );
    expect(run.outputs).toMatchObject({ status: 'ERROR', good: '0', errors: '0', results: '' });
    expect(run.summary).toContain(`## ${STATUS_EMOJI.ERROR} mcp-eval: ERROR`);
    expect(run.summary).toContain('No scenario was evaluated: starting the service failed.');
    // The container's last lines, as text in a code block whose fence outlasts the backticks inside.
    const lines = run.summary.split('\n');
    const open = lines.indexOf('````');
    const close = lines.lastIndexOf('````');
    const leaky = lines.findIndex((l) => l.includes('auth: Authorization: *** upstream=***'));
    expect(open).toBeGreaterThan(0);
    expect(leaky).toBeGreaterThan(open);
    expect(close).toBeGreaterThan(leaky);
    expect(lines.slice(open + 1, close).join('\n')).toContain(
      'mcpproxy: fatal: failed to open data_dir /data: permission denied',
    );

    // post: down -v (the last docker command) and the logs uploaded on their own, redacted.
    expect(run.post.code).toBe(0);
    expect(run.post.stdout).toContain('service taken down');
    const commands = readFileSync(ws.dockerLog, 'utf8')
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as string[]).slice(-5).join(' '));
    expect(commands.at(-1)).toBe('down -v --remove-orphans --timeout 10');
    const log = artifactFiles(results, 'mcp-eval-report-service-logs').get('mcp-eval-service.log');
    expect(log).toContain('permission denied');
    expect(log).toContain('auth: Authorization: *** upstream=***');
    expect(results.artifactBytes('mcp-eval-report')).toBeNull();
    expectNoSecrets(run, ws, { secrets: [UPSTREAM_KEY] });
  });

  it('a server and a file name cannot write workflow commands into the log (issue 14, case 12)', async () => {
    const server = (modes: string) => ({ command: process.execPath, args: [HOSTILE_JS], env: { HOSTILE: modes } });
    writeFileSync(
      path.join(ws.dir, 'hostile.json'),
      JSON.stringify({ mcpServers: { everything: server('inject'), bad: server('init-error') } }),
    );
    ws.scenario('x\n::error title=file::owned.yaml', 'name: Named\nuser_intent: x\nservers: [bad]\n');
    ws.scenario('echo.yaml', 'name: Echo\nuser_intent: x\nexpected_trajectory:\n  - tool: mcp__everything__echo\n');
    const run = await ws.run({ mode: 'record', 'baseline-store': 'dir', servers: 'hostile.json' });
    expect(run.outputs.status, run.stdout).toBe('ERROR');
    expect(run.stdout).toContain('cannot start');
    // The runner executes a line that starts with `::`: only the action's own commands may.
    const injected = run.stdout.split('\n').filter((l) => /^\s*::(error|warning) title=(injected|file)/.test(l));
    expect(injected).toEqual([]);
    // eslint-disable-next-line no-control-regex -- control characters are what must not come out
    expect(run.stdout).not.toMatch(/[\r\x1b\x07]/);
  });

  it('a PR run in auto mode saves no cache entry; a restore logs the ref that saved its entry (issue 14, case 15)', async () => {
    const pr = await ws.run({ mode: 'auto' });
    expect(pr.outputs.status, pr.stdout).toBe('RECORDED');
    expect(pr.stdout).toContain('auto mode: 2 new baseline(s) not saved to the actions cache');
    expect(results.state.caches.filter((c) => c.finalized)).toEqual([]);
    const refresh = await ws.run(
      { mode: 'record' },
      { event: 'workflow_dispatch', env: { GITHUB_REF: 'refs/heads/main', GITHUB_SHA: 'feedc0ffee' } },
    );
    expect(refresh.code, refresh.stdout).toBe(0);
    const cmp = await ws.run({ mode: 'compare' });
    expect(cmp.outputs.status, cmp.stdout).toBe('GOOD');
    expect(cmp.stdout).toMatch(
      /baselines: restored actions cache \S+ \(2 file\(s\)\), saved on refs\/heads\/main at feedc0ffee/,
    );
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
