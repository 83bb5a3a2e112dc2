// The compose service through the docker shim (test/bin/docker), only for what a real engine cannot be made to show:
// the environment docker itself is handed (MCP_EVAL_CONFIG_FILE set, kept and unset; no action inputs or tokens), a
// compose command that hangs, a `down` that fails, and 520 MiB of logs (a real container printing them takes minutes
// through the engine's log driver). The shim plays the container with a real server-everything over streamable HTTP.
// Everything else runs on a real engine with the real MCPProxy: test/real/compose.test.ts.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveForPost, teardownFromState } from '../../src/github/post-state.js';
import { ComposeService, LOGS_KEEP } from '../../src/compose/index.js';
import { createRedactor } from '../../src/sanitize/redact.js';
import { cliProject, scenarioYaml, startCli } from '../helpers/cli-project.js';

const root = resolve(import.meta.dirname, '../..');
const composeFile = join(root, 'docker-compose.yml');
const saved = { ...process.env };
let dir: string;
let port: number;

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const p = (srv.address() as { port: number }).port;
      srv.close(() => res(p));
    });
  });
}

/** An MCP initialize against the shim's server: what the lead's probe does. */
async function probe(p = port): Promise<string> {
  const client = new Client({ name: 'compose-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${p}/mcp`));
  try {
    await client.connect(transport);
    return client.getServerVersion()?.name ?? '';
  } finally {
    await client.close().catch(() => undefined);
  }
}

const shimPid = (): number | null => {
  const f = join(dir, 'docker.log.state.json');
  return existsSync(f) ? (JSON.parse(readFileSync(f, 'utf8')) as { pid: number }).pid : null;
};

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'compose-test-'));
  port = await freePort();
  process.env.PATH = `${join(root, 'test/bin')}:${saved.PATH}`;
  process.env.DOCKER_SHIM_LOG = join(dir, 'docker.log');
  process.env.DOCKER_SHIM_PORT = String(port);
  // The runner provides this file; saveState appends to it.
  process.env.GITHUB_STATE = join(dir, 'state');
  writeFileSync(process.env.GITHUB_STATE, '');
});

afterEach(async () => {
  // Never leave a server behind, whatever the test did.
  const pid = shimPid();
  if (pid) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
  Object.assign(process.env, saved);
  rmSync(dir, { recursive: true, force: true });
});

describe('ComposeService through the docker shim', () => {
  it('hands compose MCP_EVAL_CONFIG_FILE on a reset with a config, keeps it for later resets, unsets it for null', async () => {
    process.env.DOCKER_SHIM_CONFIG_LOG = join(dir, 'configs.log');
    // A value the runner's environment happens to have is not the default config: the variable is unset.
    process.env.MCP_EVAL_CONFIG_FILE = '/somewhere/else.json';
    const svc = new ComposeService({ file: composeFile, project: 'mcp-eval-test' });
    const ready = { probe: async () => void (await probe()), timeoutMs: 20_000, intervalMs: 200 };
    await svc.up();
    await svc.reset(ready, '/configs/quarantined.json');
    await svc.reset(ready);
    await svc.reset(ready, null);
    await svc.down();
    const started = readFileSync(join(dir, 'configs.log'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(started).toEqual([null, '/configs/quarantined.json', '/configs/quarantined.json', null]);
  });

  it('keeps the newest service logs, redacted, however much the container printed (over 512 MiB: issue 14)', async () => {
    // More than the longest string a JavaScript engine makes: a log read back whole to redact cannot be read.
    process.env.DOCKER_SHIM_LOG_MB = '520';
    process.env.DOCKER_SHIM_PRINT = 'upstream auth: token tok-secret-123456';
    const svc = new ComposeService({ file: composeFile, redact: createRedactor({ secrets: ['tok-secret-123456'] }) });
    await svc.up();
    const file = await svc.logs(join(dir, 'service.log'));
    expect(statSync(file).size).toBeLessThanOrEqual(LOGS_KEEP + 200);
    const log = readFileSync(file, 'utf8');
    expect(log).toMatch(/^\[mcp-eval: the first \d+ bytes of the service logs were cut\]\n/);
    expect(log.trimEnd().endsWith('upstream auth: token ***')).toBe(true);
    expect(log).not.toContain('tok-secret');
  }, 180_000);

  it('while the probe fails, looks at the containers at most once a second, not once per probe', async () => {
    const svc = new ComposeService({ file: composeFile });
    const refused = () => Promise.reject(new Error('connect ECONNREFUSED'));
    const err = (await svc
      .waitReady({ probe: refused, timeoutMs: 1_500, intervalMs: 50 })
      .catch((e: unknown) => e)) as Error;
    const attempts = Number(/^service not ready after \ds \((\d+) attempts\)/.exec(err.message)?.[1]);
    // Each `ps` is a process of its own (two with the real CLI and its compose plugin): at 0 s, 1 s and the last.
    const looks = readFileSync(join(dir, 'docker.log'), 'utf8')
      .split('\n')
      .filter((l) => l.includes('"ps","-a","--format"'));
    expect(looks.length).toBeLessThanOrEqual(3);
    expect(attempts).toBeGreaterThanOrEqual(10);
  });

  it('times out a command that hangs', async () => {
    process.env.DOCKER_SHIM_HANG = 'down';
    const svc = new ComposeService({ file: composeFile, timeouts: { down: 700 } });
    await expect(svc.down()).rejects.toThrow(
      /^docker compose -f \S+ down -v --remove-orphans --timeout 0 timed out after 1s/,
    );
  });

  it('rejects a missing compose file and a bad project name with clear messages', async () => {
    await expect(new ComposeService({ file: 'nope.yml', cwd: dir }).up()).rejects.toThrow(
      `compose-file ${join(dir, 'nope.yml')}: no such file`,
    );
    expect(() => new ComposeService({ file: composeFile, project: 'Bad Name' })).toThrow(
      /compose project name "Bad Name" is invalid/,
    );
    expect(() => new ComposeService({ file: composeFile, service: 'a b' })).toThrow(/compose-service "a b"/);
    expect(existsSync(join(dir, 'docker.log'))).toBe(false);
  });

  it('does not hand action inputs or runtime tokens to docker', async () => {
    process.env.DOCKER_SHIM_ENV_LOG = join(dir, 'env.log');
    process.env['INPUT_GITHUB-TOKEN'] = 'ghs_secret';
    process.env['INPUT_ANTHROPIC-API-KEY'] = 'sk-ant-secret';
    process.env.ACTIONS_RUNTIME_TOKEN = 'runtime-secret';
    process.env.MCPPROXY_IMAGE = 'mcpproxy:pr';
    await new ComposeService({ file: composeFile }).ps();
    const names = JSON.parse(readFileSync(join(dir, 'env.log'), 'utf8')) as string[];
    expect(names).toContain('MCPPROXY_IMAGE');
    expect(names).not.toContain('INPUT_GITHUB-TOKEN');
    expect(names).not.toContain('INPUT_ANTHROPIC-API-KEY');
    expect(names).not.toContain('ACTIONS_RUNTIME_TOKEN');
  });
});

describe('the CLI stopped by a signal while compose hangs', () => {
  /** The shim processes (pid and command line) running a compose command on this file. */
  const composing = (file: string) =>
    execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
      .split('\n')
      .filter((l) => l.includes('test/bin/docker compose') && l.includes(file));

  // A `compose up` that never ends (an image pull on a dead network): the CLI's teardown waits for the commands under
  // way, so they must end with the CLI: SIGTERM ends the hung up, then the service comes down and the CLI exits.
  it('ends the hung `up`, takes the service down and exits 143', async () => {
    const step = scenarioYaml('echo', 'mcpproxy__echo', [{ message: 'hi' }]);
    const cwd = cliProject({ 'echo.yaml': step }, { mcpproxy: { url: `http://127.0.0.1:${port}/mcp` } });
    const file = join(cwd, 'docker-compose.yml');
    writeFileSync(file, 'services: {}\n');
    process.env.DOCKER_SHIM_HANG = 'up';
    const args = ['record', '--compose-file', 'docker-compose.yml', '--compose-service', 'mcpproxy'];
    const { child, done } = startCli(args, cwd, { ...process.env }, 60_000);
    // The shim logs a call once it runs (a process listed by ps may not have got that far).
    const calls = () =>
      existsSync(join(dir, 'docker.log'))
        ? readFileSync(join(dir, 'docker.log'), 'utf8')
            .trim()
            .split('\n')
            .map((l) => JSON.parse(l) as string[])
        : [];
    while (!calls().some((a) => a.includes('up'))) await new Promise((r) => setTimeout(r, 100));
    child.kill('SIGTERM');
    const res = await done;
    expect(res.code, res.stderr).toBe(143);
    expect(res.stderr).toContain('mcp-eval: service taken down');
    expect(composing(file)).toEqual([]);
    expect(calls().map((a) => a[a.indexOf('-f') + 2])).toEqual(['up', 'logs', 'down']);
  }, 90_000);
});

describe('teardownFromState (the post: step)', () => {
  /** Load what main saved into the environment, as the runner does for post:. */
  function loadSavedState() {
    const text = readFileSync(process.env.GITHUB_STATE!, 'utf8');
    for (const m of text.matchAll(/^(.+?)<<(\S+)\n([\s\S]*?)\n\2$/gm)) process.env[`STATE_${m[1]}`] = m[3];
  }

  it('does nothing when main started no service', async () => {
    expect(await teardownFromState()).toBeNull();
  });

  it('never throws: a failing down becomes a reported problem', async () => {
    const svc = new ComposeService({ file: composeFile, service: 'mcpproxy' });
    saveForPost(svc, join(dir, 'x.log'));
    loadSavedState();
    process.env.DOCKER_SHIM_FAIL = 'down';
    const result = await teardownFromState();
    expect(result?.down).toBe(false);
    expect(result?.problems.join('\n')).toMatch(
      /could not take the service down: docker compose .* down [\s\S]*injected failure of "down"/,
    );
  });
});
