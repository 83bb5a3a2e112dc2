// The compose service through the docker shim (test/bin/docker), which plays the container with
// a real server-everything over streamable HTTP; readiness is probed with the real MCP SDK client.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ComposeService, LOGS_KEEP, teardownFromState } from '../src/github/compose.js';
import { createRedactor } from '../src/reports/redact.js';

const root = resolve(import.meta.dirname, '..');
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

const commands = (): string[][] =>
  readFileSync(join(dir, 'docker.log'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as string[]);
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
  it('brings the service up, waits for MCP, resets it, saves logs and takes it down', async () => {
    const svc = new ComposeService({
      file: 'docker-compose.yml',
      cwd: root,
      project: 'mcp-eval-test',
      service: 'mcpproxy',
    });
    await svc.up();
    const ready = await svc.waitReady({ probe: async () => void (await probe()), timeoutMs: 20_000, intervalMs: 200 });
    expect(ready.attempts).toBeGreaterThanOrEqual(1);
    expect(await probe()).toContain('everything');

    const before = shimPid();
    await svc.reset({ probe: async () => void (await probe()), timeoutMs: 20_000, intervalMs: 200 });
    expect(shimPid()).not.toBe(before);
    expect(await probe()).toContain('everything');

    const logPath = await svc.logs(join(dir, 'out', 'service.log'));
    const logs = readFileSync(logPath, 'utf8');
    expect(logs).toContain('mcpproxy-1  | ');
    expect(logs).toContain('[docker-shim] container mcp-eval-test-mcpproxy-1 started');
    expect(logs).toContain('Received MCP POST request');
    expect(logs).toMatch(/\| \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);

    await svc.down();
    await expect(probe()).rejects.toThrow();

    const base = ['compose', '-f', composeFile, '-p', 'mcp-eval-test'];
    const run = commands().filter((c) => !c.includes('ps'));
    expect(run).toEqual([
      [...base, 'up', '-d', 'mcpproxy'],
      [...base, 'down', '-v', '--remove-orphans', '--timeout', '10'],
      [...base, 'up', '-d', 'mcpproxy'],
      [...base, 'logs', '--no-color', '--timestamps', 'mcpproxy'],
      [...base, 'down', '-v', '--remove-orphans', '--timeout', '10'],
    ]);
  });

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

  it('fails readiness at the deadline with the probe error and the container logs', async () => {
    const svc = new ComposeService({ file: composeFile, project: 'mcp-eval-test' });
    await svc.up();
    const wrongPort = await freePort();
    const started = Date.now();
    const err = await svc
      .waitReady({ probe: async () => void (await probe(wrongPort)), timeoutMs: 2_500, intervalMs: 200 })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'EvalError', kind: 'service' });
    const msg = (err as Error).message;
    expect(msg).toMatch(/^service not ready after \d+s \(\d+ attempts\); last probe error: /);
    expect(msg).toContain('--- docker compose logs (last 200 lines) ---');
    expect(msg).toContain('[docker-shim] container mcp-eval-test-mcpproxy-1 started');
    expect(msg).toContain('MCP Streamable HTTP Server listening');
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('stops waiting as soon as the container has exited, and shows why', async () => {
    process.env.DOCKER_SHIM_MODE = 'crash';
    const svc = new ComposeService({ file: composeFile, service: 'mcpproxy' });
    await svc.up();
    const started = Date.now();
    const err = await svc
      .waitReady({ probe: async () => void (await probe()), timeoutMs: 30_000, intervalMs: 300 })
      .catch((e: unknown) => e);
    expect((err as Error).message).toContain(
      `service container exited before it was ready (${basename(root)}-mcpproxy-1)`,
    );
    expect((err as Error).message).toContain('failed to open data_dir /data: permission denied');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('redacts what the container prints: in the saved logs and in the readiness failure that quotes them', async () => {
    process.env.DOCKER_SHIM_MODE = 'crash';
    process.env.DOCKER_SHIM_PRINT = 'upstream auth: token tok-secret-123456';
    const svc = new ComposeService({
      file: composeFile,
      service: 'mcpproxy',
      redact: createRedactor({ secrets: ['tok-secret-123456'] }),
    });
    await svc.up();
    const err = await svc
      .waitReady({ probe: async () => void (await probe()), timeoutMs: 30_000, intervalMs: 300 })
      .catch((e: unknown) => e);
    const log = readFileSync(await svc.logs(join(dir, 'service.log')), 'utf8');
    for (const text of [(err as Error).message, log]) {
      expect(text).toContain('upstream auth: token ***');
      expect(text).toContain('permission denied');
      expect(text).not.toContain('tok-secret-123456');
    }
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

  it('names the command and its stderr when docker fails', async () => {
    process.env.DOCKER_SHIM_FAIL = 'up';
    const svc = new ComposeService({ file: composeFile, project: 'p1', service: 'mcpproxy' });
    const err = await svc.up().catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'EvalError', kind: 'service' });
    expect((err as Error).message).toBe(
      `docker compose -f ${composeFile} -p p1 up -d mcpproxy failed (exit 1):\nError response from daemon: docker shim: injected failure of "up"`,
    );
  });

  it('times out a command that hangs', async () => {
    process.env.DOCKER_SHIM_HANG = 'down';
    const svc = new ComposeService({ file: composeFile, timeouts: { down: 700 } });
    await expect(svc.down()).rejects.toThrow(
      /^docker compose -f \S+ down -v --remove-orphans --timeout 10 timed out after 1s/,
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

describe('teardownFromState (the post: step)', () => {
  /** Load what main saved into the environment, as the runner does for post:. */
  function loadSavedState() {
    const text = readFileSync(process.env.GITHUB_STATE!, 'utf8');
    for (const m of text.matchAll(/^(.+?)<<(\S+)\n([\s\S]*?)\n\2$/gm)) process.env[`STATE_${m[1]}`] = m[3];
  }

  it('does nothing when main started no service', async () => {
    expect(await teardownFromState()).toBeNull();
  });

  it('saves the logs and takes the service down', async () => {
    const svc = new ComposeService({ file: composeFile, project: 'mcp-eval-post', service: 'mcpproxy' });
    const logPath = join(dir, 'post', 'mcpproxy.log');
    svc.saveForPost(logPath);
    await svc.up();
    await svc.waitReady({ probe: async () => void (await probe()), timeoutMs: 20_000, intervalMs: 200 });
    loadSavedState();
    const result = await teardownFromState();
    expect(result).toEqual({ logPath, down: true, problems: [] });
    expect(readFileSync(logPath, 'utf8')).toContain('MCP Streamable HTTP Server listening');
    await expect(probe()).rejects.toThrow();
    expect(commands().at(-1)).toEqual([
      'compose',
      '-f',
      composeFile,
      '-p',
      'mcp-eval-post',
      'down',
      '-v',
      '--remove-orphans',
      '--timeout',
      '10',
    ]);
  });

  it('never throws: a failing down becomes a reported problem', async () => {
    const svc = new ComposeService({ file: composeFile, service: 'mcpproxy' });
    svc.saveForPost(join(dir, 'x.log'));
    loadSavedState();
    process.env.DOCKER_SHIM_FAIL = 'down';
    const result = await teardownFromState();
    expect(result?.down).toBe(false);
    expect(result?.problems.join('\n')).toMatch(
      /could not take the service down: docker compose .* down [\s\S]*injected failure of "down"/,
    );
  });
});
