// The bundled action (dist/index.js, dist/post/index.js) run as the runner runs it: INPUT_*
// variables with action.yml's defaults, a real pull_request payload, GITHUB_STEP_SUMMARY,
// GITHUB_OUTPUT, GITHUB_STATE; the GitHub REST API and the Actions results service emulated
// at the wire; real MCP servers behind the gateway; the docker shim for the compose service.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BOT_TOKEN, start as startGithubApi, type GithubApi } from './emulators/github-api.js';
import { startResultsService, type ResultsService } from './emulators/results-service.js';
import { EVERYTHING_JS, MEMORY_JS, freePort, stopAllServers, tempDir } from './helpers/mcp-servers.js';

const ROOT = path.resolve(import.meta.dirname, '..');
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
}

/** GITHUB_OUTPUT / GITHUB_STATE use `name<<delimiter` blocks. */
function readKeyFile(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const out: Record<string, string> = {};
  const lines = readFileSync(file, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i]);
    if (!m) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]);
    out[m[1]] = value.join('\n');
  }
  return out;
}

const DEFAULTS: Record<string, string> = Object.fromEntries(
  Object.entries((parseYaml(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, { default?: string }> }).inputs)
    .filter(([, v]) => v.default !== undefined && !String(v.default).includes('${{'))
    .map(([k, v]) => [k, String(v.default)]),
);

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
    this.scenario('echo.yaml', 'name: Echo\nuser_intent: Echo hello\nexpected_trajectory:\n  - tool: mcp__everything__echo\n    args: { message: hello }\n');
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
    writeFileSync(path.join(this.dir, name), JSON.stringify({ mcpServers: { everything: { command: process.execPath, args: [script, ...args], env } } }));
  }

  event(kind: 'pull_request' | 'workflow_dispatch', fork = false): string {
    const file = path.join(this.temp, `${kind}.json`);
    const repo = { full_name: 'acme/proxy', name: 'proxy', owner: { login: 'acme' } };
    const payload =
      kind === 'pull_request'
        ? {
            action: 'synchronize',
            number: 7,
            pull_request: { number: 7, head: { repo: fork ? { ...repo, full_name: 'someone/proxy' } : repo, sha: 'abc123' }, base: { repo } },
            repository: repo,
          }
        : { ref: 'refs/heads/main', repository: repo, inputs: {} };
    writeFileSync(file, JSON.stringify(payload));
    return file;
  }

  private env(inputs: Record<string, string>, eventName: string, eventPath: string, extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
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
      ...this.results.env,
      ...extra,
    };
    for (const [k, v] of Object.entries({ ...DEFAULTS, 'github-token': BOT_TOKEN, 'anthropic-api-key': FAKE_ANTHROPIC_KEY, agent: 'scripted', servers: 'mcp.json', ...inputs })) {
      env[`INPUT_${k.toUpperCase()}`] = v;
    }
    return env;
  }

  private exec(script: string, env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
    return new Promise((resolve) => {
      execFile(process.execPath, [path.join(ROOT, script)], { cwd: this.dir, env, timeout: 90_000 }, (err, stdout, stderr) =>
        resolve({ code: err ? (typeof err.code === 'number' ? err.code : 99) : 0, stdout, stderr }),
      );
    });
  }

  /** main, then post with the state main saved (the runner passes it back as STATE_* variables). */
  async run(
    inputs: Record<string, string>,
    opts: { event?: 'pull_request' | 'workflow_dispatch'; fork?: boolean; env?: NodeJS.ProcessEnv } = {},
  ): Promise<ActionRun & { post: { code: number; stdout: string } }> {
    const eventName = opts.event ?? 'pull_request';
    const env = this.env(inputs, eventName, this.event(eventName, opts.fork), opts.env ?? {});
    // The runner creates these files before a step starts.
    for (const f of [this.summaryFile, env.GITHUB_OUTPUT!, env.GITHUB_STATE!, `${env.GITHUB_STATE}-post`]) writeFileSync(f, '');
    const main = await this.exec('dist/index.js', env);
    const state = readKeyFile(env.GITHUB_STATE!);
    const stateEnv = Object.fromEntries(Object.entries(state).map(([k, v]) => [`STATE_${k}`, v]));
    const post = await this.exec('dist/post/index.js', { ...env, ...stateEnv, GITHUB_STATE: `${env.GITHUB_STATE}-post` });
    return { ...main, outputs: readKeyFile(env.GITHUB_OUTPUT!), summary: readFileSync(this.summaryFile, 'utf8'), state, post };
  }
}

/** Every place a secret could leak, except the runner's own `::add-mask::` commands. */
function expectNoSecrets(run: ActionRun, ws: Workspace, extra: string[] = []): void {
  const logs = `${run.stdout}\n${run.stderr}`.split('\n').filter((l) => !l.startsWith('::add-mask::'));
  const artifacts = ws.results.state.artifacts.map((a) => ws.results.artifactBytes(a.name)?.toString('latin1') ?? '');
  const places = [logs.join('\n'), run.summary, JSON.stringify(run.outputs), JSON.stringify(ws.api.state.comments), ...artifacts, ...extra];
  for (const secret of [BOT_TOKEN, FAKE_ANTHROPIC_KEY, SERVER_SECRET]) {
    for (const p of places) expect(p).not.toContain(secret);
  }
}

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
    expect(cmp.outputs).toMatchObject({ status: 'GOOD', score: '1.0000', good: '2', acceptable: '0', degraded: '0', broken: '0', errors: '0' });
    expect(cmp.outputs.results).toBe(path.join(ws.dir, 'reports/results.json'));
    expect(cmp.outputs.report).toBe(path.join(ws.dir, 'reports/report.html'));
    expect(cmp.summary).toContain('## ✅ mcp-eval: GOOD');
    expect(api.state.comments).toHaveLength(1);
    expect(api.state.comments[0].body.startsWith('<!-- mcp-eval -->')).toBe(true);
    expect(api.state.comments[0].issue_number).toBe(7);
    const artifact = results.state.artifacts.find((a) => a.name === 'mcp-eval-report');
    expect(artifact).toBeDefined();
    const zip = results.artifactBytes('mcp-eval-report')!.toString('latin1');
    for (const f of ['results.json', 'report.html', 'summary.md', 'junit.xml']) expect(zip).toContain(f);

    // The next push updates the same comment.
    const again = await ws.run({ mode: 'compare' });
    expect(again.code, again.stdout).toBe(0);
    expect(api.state.comments).toHaveLength(1);
    expect(api.state.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
    // get-env printed the server's environment: the secret in it is redacted everywhere.
    const written = readFileSync(path.join(ws.dir, 'reports/results.json'), 'utf8');
    expect(written).toContain('API_TOKEN');
    expectNoSecrets(again, ws, [written, readFileSync(path.join(ws.dir, 'reports/report.html'), 'utf8')]);
    expectNoSecrets(cmp, ws);
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

    const lenient = await ws.run({ mode: 'compare', 'baseline-store': 'dir', agent: 'replay', servers: 'changed.json', 'fail-on': 'never' });
    expect(lenient.code, lenient.stdout).toBe(0);
    expect(lenient.outputs.status).toBe('BROKEN');
    expectNoSecrets(broken, ws);
  });

  it('sets the exit code by fail-on: an ACCEPTABLE and a DEGRADED scenario', async () => {
    const echo = (message: string) => `name: Echo\nuser_intent: Echo\nexpected_trajectory:\n  - tool: mcp__everything__echo\n    args: { message: ${message} }\n`;
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
  });

  it('bad input is a clear failure: a wrong setting, a missing baseline', async () => {
    const bad = await ws.run({ 'fail-on': 'sometimes' });
    expect(bad.code, bad.stdout).toBe(1);
    expect(bad.stdout).toMatch(/::error::invalid setting fail-on: /);
    const none = await ws.run({ mode: 'compare', 'baseline-store': 'dir' });
    expect(none.code, none.stdout).toBe(1);
    expect(none.outputs.errors).toBe('2');
    expect(none.summary).toContain('no baseline for scenario');
  });

  it('brings the compose service up, waits for MCP, resets it per scenario and takes it down in post', async () => {
    const port = await freePort();
    writeFileSync(path.join(ws.dir, 'docker-compose.yml'), 'services:\n  mcpproxy:\n    image: mcpproxy:pr\n');
    writeFileSync(path.join(ws.dir, 'remote.json'), JSON.stringify({ mcpServers: { everything: { url: `http://127.0.0.1:${port}/mcp` } } }));
    ws.scenario('env.yaml', 'name: Sum\nuser_intent: Add\nexpected_trajectory:\n  - tool: mcp__everything__get-sum\n    args: { a: 1, b: 2 }\n');
    const inputs = { 'compose-file': 'docker-compose.yml', 'compose-service': 'mcpproxy', servers: 'remote.json', 'baseline-store': 'dir', reset: 'scenario' };
    const env = { DOCKER_SHIM_PORT: String(port) };
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
    expect(commands.filter((c) => c === 'compose -f down -v --remove-orphans --timeout 10').length).toBeGreaterThanOrEqual(2 * 2 + 2);
    expect(cmp.post.code).toBe(0);
    expect(cmp.post.stdout).toContain('service taken down');
    expect(commands[commands.length - 1]).toBe('compose -f down -v --remove-orphans --timeout 10');
    const zip = results.artifactBytes('mcp-eval-report')?.toString('latin1') ?? '';
    expect(zip, cmp.stdout + rec.stdout).toContain('service.log');
  });
});
