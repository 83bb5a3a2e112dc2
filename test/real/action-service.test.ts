// The action's service under test on a real Docker engine (scripts/ensure-docker.sh): `compose-file` brought up,
// waited for over MCP, reset per scenario, its logs kept and redacted, taken down by the post step. The real MCPProxy
// (the pinned image, FROM scratch) is the service of the shipped docker-compose.yml; the other tests run a small
// compose file of their own whose service is server-everything's image, printing what a real service may log. Each
// start of that container is counted in a file it appends to (bind-mounted), as the engine sees it. Also here: the
// config_file restarts through a reset-command.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { byTurn, endTurn, startAnthropicEmulator, toolUse } from '../emulators/anthropic.js';
import { BOT_TOKEN, type GithubApi } from '../emulators/github-api.js';
import type { ResultsService } from '../emulators/results-service.js';
import {
  artifactFiles,
  closeEmulators,
  expectNoSecrets,
  type ActionRun,
  FAKE_ANTHROPIC_KEY,
  masks,
  SERVER_SECRET,
  startActionEmulators,
  Workspace,
} from '../helpers/action-workspace.js';
import { stopAllServers } from '../helpers/mcp-servers.js';
import { freePort } from '../helpers/ports.js';
import { dockerEnv, IMAGES, PINS, projectContainers } from '../helpers/real-parts.js';
import { STATUS_EMOJI } from '../../src/results/status.js';
import type { RunReport } from '../../src/results/index.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

afterAll(stopAllServers);

/** The containers of the workspace's compose project (compose names it after the compose file's directory). */
const workspaceContainers = (ws: Workspace): string[] => projectContainers(path.basename(ws.dir).toLowerCase());

describe('the action with its service under test', () => {
  let api: GithubApi;
  let results: ResultsService;
  let ws: Workspace;

  beforeEach(async () => ({ api, results, ws } = await startActionEmulators()));
  afterEach(() => closeEmulators(api, results));

  /** What a real service may log: the token it was sent, a secret from the step's environment. */
  const UPSTREAM_KEY = 'upstream-key-from-the-step-env-77';
  const LEAKY_LINE = `auth: Authorization: Bearer ${SERVER_SECRET} upstream=${UPSTREAM_KEY} github=${BOT_TOKEN} anthropic=${FAKE_ANTHROPIC_KEY}`;

  /**
   * A compose file whose service `mcpproxy` is server-everything (its image) on a free port, printing $LEAKY_LINE
   * as it starts and appending each start to starts/log; `crash`: it prints a fatal error instead and exits. The
   * server config reaches it with a bearer token.
   */
  async function composeSetup(mode: 'serve' | 'crash' = 'serve') {
    const port = await freePort();
    const serve = 'exec mcp-server-everything streamableHttp';
    const crash = 'echo mcpproxy: fatal: failed to open data_dir /data: permission denied >&2; exit 1';
    const script = `echo start >> /starts/log; echo "$$LEAKY_LINE"; ${mode === 'serve' ? serve : crash}`;
    writeFileSync(
      path.join(ws.dir, 'docker-compose.yml'),
      `services:\n  mcpproxy:\n    image: ${IMAGES.everything}\n    init: true\n` +
        `    command: ["sh", "-c", ${JSON.stringify(script)}]\n` +
        '    environment: { PORT: "3001", LEAKY_LINE: "${LEAKY_LINE:-}" }\n' +
        `    ports: ["${port}:3001"]\n    volumes: ["./starts:/starts"]\n`,
    );
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
    const env: Record<string, string> = { LEAKY_LINE, UPSTREAM_API_KEY: UPSTREAM_KEY };
    return { inputs, env };
  }
  /** How often the container started, as it counted itself. */
  const starts = () => {
    const file = path.join(ws.dir, 'starts/log');
    return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).length : 0;
  };

  it('brings the compose service up, waits for MCP, resets it per scenario and takes it down in post; its logs are redacted', async () => {
    const { inputs, env } = await composeSetup();
    ws.scenario(
      'env.yaml',
      'name: Sum\nuser_intent: Add\nexpected_trajectory:\n  - tool: mcp__everything__get-sum\n    args: { a: 1, b: 2 }\n',
    );
    const rec = await ws.run({ ...inputs, mode: 'record' }, { event: 'workflow_dispatch', env });
    expect(rec.stderr).toBe('');
    expect(rec.code, rec.stdout).toBe(0);
    expect(rec.outputs.status).toBe('RECORDED');
    // Up once, then a reset before the second scenario (the first finds it as `up` left it); post took it all down.
    expect(starts()).toBe(2);
    expect(rec.post.code).toBe(0);
    expect(rec.post.stdout).toContain('service taken down');
    expect(workspaceContainers(ws)).toEqual([]);
    // The header's token is masked with the rest; the service's logs go into both artifacts, redacted.
    expect(masks(rec.stdout)).toContain(SERVER_SECRET);
    expect(masks(rec.post.stdout)).toContain(SERVER_SECRET);
    const logs = [
      artifactFiles(results, 'mcp-eval-report').get('service.log'),
      artifactFiles(results, 'mcp-eval-report-service-logs').get('mcp-eval-service.log'),
    ];
    for (const log of logs)
      expect(log, rec.stdout).toContain('auth: Authorization: *** upstream=*** github=*** anthropic=***');
    expectNoSecrets(rec, ws, { secrets: [UPSTREAM_KEY] });
    // Room past the action's own 90 s limit (action-workspace.ts): ~10 s a run, once 60 s with every Docker-heavy file
    // starting at once; a step that hangs then fails on its code, with its log in the message.
  }, 120_000);

  it('a reset-command replaces the compose restart between scenarios', async () => {
    const { inputs, env } = await composeSetup();
    const run = await ws.run(
      { ...inputs, mode: 'record', 'reset-command': 'echo reset >> resets.log' },
      { event: 'workflow_dispatch', env },
    );
    expect(run.code, run.stdout).toBe(0);
    const scenarios = readdirSync(path.join(ws.dir, 'scenarios')).length;
    expect(readFileSync(path.join(ws.dir, 'resets.log'), 'utf8')).toBe('reset\n'.repeat(scenarios));
    // Brought up once for the run and taken down by post: never restarted for a reset.
    expect(starts()).toBe(1);
    expect(workspaceContainers(ws)).toEqual([]);
  });

  it('a service that never gets ready: summary and outputs say so, one-line failure, and post still takes it down and uploads its logs', async () => {
    const { inputs, env } = await composeSetup('crash');
    env.LEAKY_LINE = `${LEAKY_LINE} \`\`\` <script>alert(1)</script> @octocat`;
    const run = await ws.run({ ...inputs, mode: 'compare' }, { env });
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

    // post: down -v (nothing of the project is left) and the logs uploaded on their own, redacted.
    expect(run.post.code).toBe(0);
    expect(run.post.stdout).toContain('service taken down');
    expect(workspaceContainers(ws)).toEqual([]);
    const log = artifactFiles(results, 'mcp-eval-report-service-logs').get('mcp-eval-service.log');
    expect(log).toContain('permission denied');
    expect(log).toContain('auth: Authorization: *** upstream=***');
    expect(results.artifactBytes('mcp-eval-report')).toBeNull();
    expectNoSecrets(run, ws, { secrets: [UPSTREAM_KEY] });
  });

  it('restarts the service once per config_file with MCP_EVAL_CONFIG_FILE; judge criteria and a regression cap', async () => {
    // The restart is the user's reset command here, which records the config it is handed; a compose restart hands
    // compose the same variable (test/real/compose.test.ts sees the file mounted).
    const configLog = path.join(ws.temp, 'configs.log');
    const inputs = {
      'reset-command': `echo "\${MCP_EVAL_CONFIG_FILE:-default}" >> ${configLog}`,
      'baseline-store': 'dir',
    };
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
      const rec = await ws.run({ ...claude, mode: 'record' }, { event: 'workflow_dispatch' });
      // The service runs its default config; one restart per config, sorted by path.
      const configs = [path.join(ws.dir, 'config/one.json'), path.join(ws.dir, 'config/two.json')];
      const started = () => readFileSync(configLog, 'utf8').trim().split('\n');
      expect(started()).toEqual(configs);
      expect(rec.outputs, rec.stdout).toMatchObject({ status: 'ERROR', errors: '1' });
      expect(rec.stdout).toMatch(
        /^::error title=mcp-eval ERROR,file=scenarios\/lost\.yaml::Lost: ERROR: config_file not found: config\/lost\.json \(/m,
      );
      // Two model turns and one judge request for each of the three scenarios that ran.
      expect(emulator.requests).toHaveLength(9);

      reverse = true;
      // The judge's verdict on the model's own run is what is tested: no replay in its place.
      const cmp = await ws.run({ ...claude, mode: 'compare', 'model-runs': 'always' });
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
});

/** The API keys MCPProxy generated, read from its container's own log (unredacted) as each run got it ready. */
const generatedKeys = new Set<string>();

/** For ws.run's onStdout: once the job log says the service is ready, read its key from the container. */
function keyCatcher(ws: Workspace): (text: string) => void {
  return (text) => {
    if (!text.includes('service answered MCP initialize')) return;
    const container = `${path.basename(ws.dir).toLowerCase()}-mcpproxy-1`;
    const env = { ...process.env, ...dockerEnv() };
    const out = spawnSync('docker', ['logs', container], { encoding: 'utf8', env });
    for (const m of `${out.stdout}${out.stderr}`.matchAll(/"api_key": "([0-9a-f]{64})"/g)) generatedKeys.add(m[1]);
  };
}

describe('the real MCPProxy as the compose service (the shipped docker-compose.yml, the pinned image)', () => {
  let api: GithubApi;
  let results: ResultsService;
  let ws: Workspace;
  /** Every run of the workspace so far. */
  const runs: ActionRun[] = [];

  beforeAll(async () => ({ api, results, ws } = await startActionEmulators()));
  afterAll(() => closeEmulators(api, results));

  it('records, an unchanged proxy compares GOOD, a PR that quarantines the upstream fails the check', async () => {
    // The proxy repository's layout (docs/workflows): the compose file, its configs, part of the suite. The two
    // scenarios lose their config_file: the default config serves them, so no run restarts the proxy.
    const service = await ws.mcpproxyService();
    for (const f of ['upstream/call-tool-read.yaml', 'registries/list-registries.yaml']) {
      const text = readFileSync(path.join(ROOT, 'scenarios/mcpproxy', f), 'utf8');
      ws.scenario(path.basename(f), text.replace(/^config_file: .*\n/m, ''));
    }
    const inputs = { ...service.inputs, 'fail-on': 'degraded' };
    const env = service.env;
    const onStdout = keyCatcher(ws);
    const rec = await ws.run({ ...inputs, mode: 'record' }, { event: 'workflow_dispatch', env, onStdout });
    runs.push(rec);
    expect(rec.code, rec.stdout).toBe(0);
    expect(rec.outputs.status).toBe('RECORDED');
    const same = await ws.run({ ...inputs, mode: 'compare' }, { env, onStdout });
    runs.push(same);
    expect(same.code, same.stdout).toBe(0);
    expect(same.outputs).toMatchObject({ status: 'GOOD', good: '2' });
    // What the proxy reported in the handshake is kept: the trajectory names the release that answered.
    const report = JSON.parse(readFileSync(path.join(ws.dir, 'reports/results.json'), 'utf8')) as RunReport;
    expect(report.scenarios[0].runs[0].trajectory.servers[0].server_info?.version).toBe(PINS.MCPPROXY_VERSION);

    // The pull request quarantines the upstream the scenario calls.
    const config = path.join(ws.dir, 'config/mcpproxy/mcp_config.json');
    writeFileSync(config, readFileSync(config, 'utf8').replace('"quarantined": false', '"quarantined": true'));
    const pr = await ws.run({ ...inputs, mode: 'compare' }, { env, onStdout });
    runs.push(pr);
    expect(pr.code, pr.stdout).toBe(1);
    expect(pr.outputs).toMatchObject({ status: 'BROKEN', good: '1', broken: '1' });
    const comment = api.state.comments.at(-1)?.body ?? '';
    // The blocked call answered as a success fails all the same (docs/scoring/drift.md).
    expect(comment).toMatch(/\| 🔴 BROKEN \| MCPProxy: call an upstream tool \| 0\.00 \|/);
    // The quarantine is named as the cause, from what the proxy answered.
    expect(comment).toContain('server <code>everything</code> is quarantined by <code>mcpproxy</code>');
    expect(comment).not.toContain('no identified cause');
    for (const run of runs) expect(run.post.stdout).toContain('service taken down');
    expect(workspaceContainers(ws)).toEqual([]);
    // The proxy printed the API key it generated (a new one each start): the next test looks for it in every output.
    expect(artifactFiles(results, 'mcp-eval-report').get('service.log')).toContain('API key was auto-generated');
  }, 240_000);

  it('never lets the API key MCPProxy generates reach an output: logs, annotations, artifacts, comments, files', () => {
    expect(runs).toHaveLength(3);
    // A new key each start, read from the container as each run began; and what gives a key away: its field, the
    // UI's query parameter, not followed by the redaction.
    expect(generatedKeys.size).toBe(3);
    const leaks = (text: string) => [
      ...[...generatedKeys].filter((k) => text.includes(k)),
      ...(text.match(/"api_key": "(?!\*\*\*)|apikey=(?!\*\*\*)/g) ?? []),
    ];
    for (const run of runs)
      for (const text of [run.stdout, run.stderr, run.post.stdout, run.post.stderr, run.summary])
        expect(leaks(text)).toEqual([]);
    for (const name of ['mcp-eval-report', 'mcp-eval-report-service-logs'])
      for (const [file, text] of artifactFiles(results, name)) expect(leaks(text), `${name}: ${file}`).toEqual([]);
    expect(leaks(JSON.stringify(api.state.comments))).toEqual([]);
    // Every file the runs wrote in the workspace: reports, service logs, baselines, the runner's temp files.
    const written = readdirSync(ws.dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
      statSync(path.join(ws.dir, f)).isFile(),
    );
    expect(written).toEqual(expect.arrayContaining(['reports/service.log', '_temp/mcp-eval-service.log']));
    for (const f of written) expect(leaks(readFileSync(path.join(ws.dir, f), 'utf8')), f).toEqual([]);
    // They were there to hide: the proxy printed them.
    expect(artifactFiles(results, 'mcp-eval-report').get('service.log')).toContain('"api_key": "***"');
  });
});
