// Connections to real MCP servers: each transport, the auto fallback, and every way a
// server can fail (refuse, hang, exit, die mid-run), with no process left behind.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parseServerConfig,
  ServerConnection,
  openServers,
  waitForReady,
  type ServerConfig,
} from '../../src/mcp/index.js';
import { readLegacy } from '../../src/mcp/contract-read.js';
import type { EvalError } from '../../src/util/errors.js';
import { spawnerPid } from '../../src/util/spawner.js';
import {
  childPids,
  deadUrl,
  everythingStdio,
  hangingStdio,
  httpConfig,
  isAlive,
  sharedEverythingUrl,
  startEverything,
  startHub,
  stopAllServers,
  tempDir,
  waitForExit,
  type RunningServer,
} from '../helpers/mcp-servers.js';
import { freePort } from '../helpers/ports.js';

const OPEN = { connectTimeoutMs: 15_000 };
/** The run's shared server-everything over streamable HTTP (test/helpers/shared-everything.ts). */
const streamableUrl = sharedEverythingUrl();
let sse: RunningServer;
let hub: RunningServer;
/** Children of this test process that the helpers started (servers shared by the tests). */
let baseline: Set<number>;

beforeAll(async () => {
  [sse, hub] = await Promise.all([startEverything('sse'), startHub()]);
  baseline = new Set(await childPids(process.pid));
});

afterAll(async () => {
  await stopAllServers();
});

/**
 * Child processes of the test process that a test left running ("pid: command line"), and of the process that starts
 * stdio servers (src/util/spawner.ts), which lives on between tests.
 */
async function leftovers(): Promise<string[]> {
  const deadline = Date.now() + 6000;
  for (;;) {
    const helper = spawnerPid();
    const ours = (await childPids(process.pid)).filter((p) => p !== helper);
    const servers = helper === undefined ? [] : await childPids(helper);
    const extra = [...ours, ...servers].filter((p) => !baseline.has(p) && isAlive(p));
    if (extra.length === 0 || Date.now() > deadline) {
      return extra.map((p) => `${p}: ${readFileSync(`/proc/${p}/cmdline`, 'utf8').replace(/\0/g, ' ')}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function openError(config: ServerConfig, connectTimeoutMs = 5000): Promise<EvalError> {
  const err = await ServerConnection.open(config, { connectTimeoutMs }).then(
    (c) => {
      void c.close();
      return null;
    },
    (e: unknown) => e,
  );
  expect(err).toMatchObject({ name: 'EvalError', kind: 'connect' });
  return err as EvalError;
}

describe('opening each transport', () => {
  it('stdio: handshake, tool list with schema hashes, and the child is gone after close', async () => {
    const conn = await ServerConnection.open(everythingStdio(), OPEN);
    const pid = conn.pid!;
    expect(isAlive(pid)).toBe(true);
    expect(conn.transportKind).toBe('stdio');
    const snap = conn.snapshot();
    expect(snap.name).toBe('everything');
    expect(snap.server_info?.name).toMatch(/everything/);
    expect(snap.server_info?.version).toMatch(/\d/);
    const sum = snap.tools.find((t) => t.name === 'get-sum');
    expect(sum?.schema_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(snap.tools.find((t) => t.name === 'echo')?.schema_hash).not.toBe(sum?.schema_hash);
    // The definition itself is kept, so a later run can say what changed in it.
    expect(sum?.input_schema).toEqual(conn.tools.find((t) => t.name === 'get-sum')?.inputSchema);
    expect(sum?.input_schema).toMatchObject({ properties: { a: { type: 'number' }, b: { type: 'number' } } });
    await conn.close();
    expect(await waitForExit(pid)).toBe(true);
  });

  it('gives stdio servers a clean environment: the configured env, not the parent secrets', async () => {
    process.env.MCP_EVAL_TEST_SECRET = 'parent-secret-value';
    try {
      const conn = await ServerConnection.open({ ...everythingStdio(), env: { GIVEN_VAR: 'given-value' } }, OPEN);
      const result = await conn.callTool('get-env', {}, 5000);
      await conn.close();
      const text = JSON.stringify(result.content);
      expect(text).toContain('given-value');
      expect(text).toContain('PATH');
      expect(text).not.toContain('parent-secret-value');
    } finally {
      delete process.env.MCP_EVAL_TEST_SECRET;
    }
  });

  it('streamable HTTP, SSE, and auto on both', async () => {
    const cases: [ServerConfig, string][] = [
      [httpConfig('st', streamableUrl, 'streamable-http'), 'streamable-http'],
      [httpConfig('st', streamableUrl, 'auto'), 'streamable-http'],
      [httpConfig('se', sse.url, 'sse'), 'sse'],
      [httpConfig('se', sse.url, 'auto'), 'sse'],
    ];
    for (const [config, kind] of cases) {
      const conn = await ServerConnection.open(config, OPEN);
      expect(conn.transportKind).toBe(kind);
      const result = await conn.callTool('get-sum', { a: 2, b: 3 }, 5000);
      expect(result.content).toEqual([{ type: 'text', text: 'The sum of 2 and 3 is 5.' }]);
      await conn.close();
    }
  });

  it('reads prompts and resources with the tools, unless only asked whether the server answers (a readiness probe)', async () => {
    const full = await ServerConnection.open(httpConfig('e', streamableUrl, 'streamable-http'), OPEN);
    const probe = await ServerConnection.open(httpConfig('e', streamableUrl, 'streamable-http'), {
      ...OPEN,
      advertised: false,
    });
    expect(full.snapshot().prompts?.length).toBeGreaterThan(0);
    expect([probe.snapshot().prompts, probe.snapshot().resources]).toEqual([undefined, undefined]);
    expect(probe.tools.length).toBe(full.tools.length);
    await Promise.all([full.close(), probe.close()]);
  });

  it('auto asks for the older protocol version on the SSE it falls back to, as on streamable HTTP', async () => {
    for (const url of [streamableUrl, sse.url]) {
      const seen = await readLegacy(httpConfig('e', url, 'auto'), '2025-03-26', 5000);
      expect([seen.error, seen.negotiated]).toEqual([null, '2025-03-26']);
    }
  });

  it('auto falls back to SSE for mcp-hub, which only speaks SSE, and sees its server__tool names', async () => {
    const conn = await ServerConnection.open(httpConfig('hub', hub.url, 'auto'), OPEN);
    expect(conn.transportKind).toBe('sse');
    const names = conn.tools.map((t) => t.name);
    expect(names).toContain('everything__get-sum');
    expect(names).toContain('memory__read_graph');
    await conn.close();
    // Forced streamable HTTP against it fails with the HTTP status, naming the server.
    const err = await openError(httpConfig('hub', hub.url, 'streamable-http'));
    expect(err.message).toMatch(
      /^server "hub" \(streamable-http http:\/\/127\.0\.0\.1:\d+\): failed to connect: HTTP 404: .*Cannot POST \/mcp/,
    );
  });
});

/** A pass-through in front of a real HTTP server that records what our client sends; the first `drop` are cut. */
async function recordingProxy(
  target: string,
  drop = 0,
): Promise<{ url: string; requests: { method: string; headers: IncomingHttpHeaders }[]; close(): Promise<void> }> {
  const to = new URL(target);
  const requests: { method: string; headers: IncomingHttpHeaders }[] = [];
  const server = http.createServer((req, res) => {
    requests.push({ method: req.method ?? '', headers: req.headers });
    if (requests.length <= drop) return req.socket.destroy();
    const upstream = http.request(
      {
        host: to.hostname,
        port: to.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: to.host },
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${to.pathname}`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe("the older client's read when the connection drops", () => {
  it('asks once more: one dropped connection is not a refusal of the version; two in a row are named', async () => {
    const once = await recordingProxy(streamableUrl, 1);
    const always = await recordingProxy(streamableUrl, 1000);
    try {
      const seen = await readLegacy(httpConfig('e', once.url, 'streamable-http'), '2025-03-26', 5000);
      expect([seen.error, seen.negotiated]).toEqual([null, '2025-03-26']);
      const refused = await readLegacy(httpConfig('e', always.url, 'streamable-http'), '2025-03-26', 5000);
      expect(refused.error).toMatch(/^server "e" .*(?:UND_ERR_SOCKET|ECONNRESET|other side closed)/);
      expect(always.requests.length).toBe(2);
    } finally {
      await Promise.all([once.close(), always.close()]);
    }
  });
});

describe('configured headers', () => {
  it.each(['streamable-http', 'sse'] as const)(
    'reach a real server on every %s request, ${ENV} expanded',
    async (transport) => {
      const proxy = await recordingProxy(transport === 'sse' ? sse.url : streamableUrl);
      try {
        const [config] = parseServerConfig(
          {
            mcpServers: {
              rec: {
                url: proxy.url,
                transport,
                headers: { Authorization: 'Bearer ${MCP_EVAL_TEST_TOKEN}', 'X-Eval-Team': 'evals' },
              },
            },
          },
          { source: 'mcp.json', baseDir: '/', env: { MCP_EVAL_TEST_TOKEN: 'tok-from-env-123' } },
        );
        const conn = await ServerConnection.open(config, OPEN);
        const result = await conn.callTool('get-sum', { a: 2, b: 3 }, 5000);
        expect(result.content).toEqual([{ type: 'text', text: 'The sum of 2 and 3 is 5.' }]);
        await conn.close();
        // initialize, initialized, tools/list and tools/call at least, each with both headers.
        expect(proxy.requests.filter((r) => r.method === 'POST').length).toBeGreaterThanOrEqual(4);
        for (const r of proxy.requests) {
          expect({ method: r.method, auth: r.headers.authorization, team: r.headers['x-eval-team'] }).toEqual({
            method: r.method,
            auth: 'Bearer tok-from-env-123',
            team: 'evals',
          });
        }
      } finally {
        await proxy.close();
      }
    },
  );
});

describe('failures name the server and never hang', () => {
  it('a URL where nothing listens', async () => {
    const url = await deadUrl();
    const started = Date.now();
    const err = await openError(httpConfig('gone', url, 'auto'));
    expect(err.message).toBe(
      // The URL as scheme://host:port: its path may hold a token.
      `server "gone" (streamable-http ${new URL(url).origin}): failed to connect: connection refused (is anything listening there?)`,
    );
    expect(err.kind).toBe('connect');
    expect(Date.now() - started).toBeLessThan(3000);
    const sseErr = await openError(httpConfig('gone', url, 'sse'));
    expect(sseErr.message).toMatch(/server "gone" \(sse .*\): failed to connect: .*(ECONNREFUSED|refused)/);
  });

  it('a stdio server that never answers times out, and its process is killed, not waited for to exit', async () => {
    // It notes when its stdin ends and when SIGTERM comes, and ignores the one, not the other.
    const marks = path.join(tempDir(), 'marks');
    const note = (what: string) =>
      `require('fs').appendFileSync(${JSON.stringify(marks)}, '${what} ' + Date.now() + '\\n')`;
    const silent = hangingStdio('silent');
    silent.args = [
      '-e',
      `process.stdin.on('end', () => ${note('end')}).resume(); process.on('SIGTERM', () => { ${note('term')}; ` +
        `process.exit(143); }); setInterval(() => {}, 1 << 30);`,
    ];
    const started = Date.now();
    const err = await openError(silent, 800);
    expect(err.message).toMatch(
      /^server "silent" \(stdio: .*node\): failed to start and initialize: no answer within 800 ms/,
    );
    expect(Date.now() - started).toBeLessThan(8000);
    expect(await leftovers()).toEqual([]);
    // SIGTERM follows the end of its stdin at once: a server that failed its start gets no 2 s to exit on its own.
    const [end, term] = readFileSync(marks, 'utf8')
      .trim()
      .split('\n')
      .map((l) => l.split(' '));
    expect([end[0], term[0]]).toEqual(['end', 'term']);
    expect(Number(term[1]) - Number(end[1])).toBeLessThan(1000);
  });

  it('a command that does not exist, said as validate says it', async () => {
    const err = await openError({
      name: 'typo',
      type: 'stdio',
      command: 'no-such-mcp-server-binary',
      args: [],
      env: {},
    });
    expect(err.message).toBe(
      'server "typo" (stdio: no-such-mcp-server-binary): failed to start and initialize: ' +
        'command "no-such-mcp-server-binary" is not on PATH',
    );
  });

  it('a server that exits at start reports its stderr, with configured secrets redacted', async () => {
    const err = await openError({
      name: 'crashy',
      type: 'stdio',
      command: process.execPath,
      args: ['-e', 'console.error("fatal: bad token " + process.env.API_TOKEN); process.exit(3)'],
      env: { API_TOKEN: 'tok-supersecret-42' },
    });
    expect(err.message).toMatch(
      /^server "crashy" .*failed to start and initialize: .*Connection closed.*stderr: fatal: bad token \*\*\*/,
    );
    expect(err.message).not.toContain('tok-supersecret-42');
  });

  it('a server killed mid-run: calls fail at once, naming the server', async () => {
    const conn = await ServerConnection.open(everythingStdio('victim'), OPEN);
    const pid = conn.pid!;
    process.kill(pid, 'SIGKILL');
    expect(await waitForExit(pid)).toBe(true);
    const started = Date.now();
    const err = await conn.callTool('echo', { message: 'hi' }, 10_000).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'EvalError', kind: 'call' });
    expect((err as Error).message).toMatch(/^server "victim" is not connected: the server process exited/);
    expect(Date.now() - started).toBeLessThan(8000);
    await conn.close();
  });

  it('an HTTP server killed mid-run', async () => {
    const own = await startEverything('streamableHttp');
    const conn = await ServerConnection.open(httpConfig('remote', own.url, 'streamable-http'), OPEN);
    await own.stop();
    const err = await conn.callTool('echo', { message: 'hi' }, 5000).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'EvalError', kind: 'call' });
    expect((err as Error).message).toMatch(/^server "remote" (failed to call tool "echo"|is not connected)/);
    await conn.close();
  });

  it('a call slower than the call timeout', async () => {
    const conn = await ServerConnection.open(httpConfig('slow', streamableUrl, 'streamable-http'), OPEN);
    const started = Date.now();
    const err = await conn
      .callTool('trigger-long-running-operation', { duration: 5, steps: 5 }, 400)
      .catch((e: unknown) => e);
    expect((err as Error).message).toBe(
      'server "slow" did not answer call tool "trigger-long-running-operation" within 400 ms',
    );
    expect(Date.now() - started).toBeLessThan(4000);
    // The connection still works afterwards.
    expect((await conn.callTool('echo', { message: 'still here' }, 5000)).content).toEqual([
      { type: 'text', text: 'Echo: still here' },
    ]);
    await conn.close();
  });
});

describe('openServers and waitForReady', () => {
  it('opens all servers, snapshots them, and leaves no process after close', async () => {
    const pool = await openServers([everythingStdio(), httpConfig('remote', streamableUrl)], OPEN);
    expect(pool.snapshots().map((s) => s.name)).toEqual(['everything', 'remote']);
    expect(pool.get('remote')?.transportKind).toBe('streamable-http');
    const pid = pool.get('everything')!.pid!;
    await pool.close();
    expect(await waitForExit(pid)).toBe(true);
    expect(await leftovers()).toEqual([]);
  });

  it('fails naming the server that cannot connect, and closes the ones already open', async () => {
    const url = await deadUrl();
    const err = await openServers([everythingStdio('good'), httpConfig('bad', url), hangingStdio('mute')], {
      connectTimeoutMs: 2000,
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'EvalError', kind: 'connect' });
    expect((err as Error).message).toMatch(/server "bad" .*connection refused/);
    expect((err as Error).message).toMatch(/server "mute" .*no answer within 2000 ms/);
    expect((err as Error).message).not.toMatch(/server "good"/);
    expect(await leftovers()).toEqual([]);
  });

  it('waitForReady polls until a just-started server answers initialize', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/mcp`;
    const ready = waitForReady(httpConfig('late', url, 'streamable-http'), { deadlineMs: 20_000, intervalMs: 100 });
    // Start the server only after the first attempts have failed.
    await new Promise((r) => setTimeout(r, 400));
    const { spawn } = await import('node:child_process');
    const { EVERYTHING_JS } = await import('../helpers/mcp-servers.js');
    const child = spawn(process.execPath, [EVERYTHING_JS, 'streamableHttp'], {
      env: { ...process.env, PORT: String(port) },
      stdio: 'ignore',
    });
    try {
      const snap = await ready;
      expect(snap.name).toBe('late');
      expect(snap.server_info?.name).toMatch(/everything/);
      expect(snap.tools.length).toBeGreaterThan(5);
    } finally {
      child.kill('SIGKILL');
      await waitForExit(child.pid!);
    }
  });

  it('waitForReady gives up at the deadline with the last reason', async () => {
    const url = await deadUrl();
    const started = Date.now();
    const err = await waitForReady(httpConfig('never', url, 'streamable-http'), {
      deadlineMs: 700,
      intervalMs: 100,
    }).catch((e: unknown) => e);
    expect((err as Error).message).toMatch(
      /^server "never" not ready after 700 ms \(\d+ attempts\): .*connection refused/,
    );
    expect(Date.now() - started).toBeLessThan(4000);
  });
});
