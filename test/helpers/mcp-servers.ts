// Real MCP servers for tests: server-everything (stdio, streamable HTTP, SSE),
// server-memory (stateful), mcp-hub fronting them, and the real MCPProxy (Go) as a host process. Every
// process started here is remembered and killed by stopAllServers() (call it in afterAll).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import type { StdioServerConfig, HttpServerConfig } from '../../src/mcp/config.js';
import { freePort } from './ports.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const EVERYTHING_JS = path.join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js');
export const MEMORY_JS = path.join(ROOT, 'node_modules/@modelcontextprotocol/server-memory/dist/index.js');
export const HUB_JS = path.join(ROOT, 'node_modules/mcp-hub/dist/cli.js');
const execFileAsync = promisify(execFile);

/** A server process listening on a local port. */
export interface RunningServer {
  url: string;
  port: number;
  pid: number;
  /** What the process printed so far (stdout + stderr). */
  output(): string;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
const tempDirs = new Set<string>();

/** server-everything over stdio, as a config the harness spawns itself. */
export function everythingStdio(name = 'everything'): StdioServerConfig {
  return { name, type: 'stdio', command: process.execPath, args: [EVERYTHING_JS, 'stdio'], env: {} };
}

/** A search server of our own over stdio (search-server.mjs): its answer echoes the arguments given; BREAK=shape. */
export function searchStdio(env: Record<string, string> = {}, name = 'notes'): StdioServerConfig {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'search-server.mjs');
  return { name, type: 'stdio', command: process.execPath, args: [file], env };
}

/** server-memory over stdio; its knowledge graph lives in `file` (a fresh temp file by default). */
export function memoryStdio(name = 'memory', file = path.join(tempDir(), 'memory.jsonl')): StdioServerConfig {
  return { name, type: 'stdio', command: process.execPath, args: [MEMORY_JS], env: { MEMORY_FILE_PATH: file } };
}

/** A stdio "server" that reads stdin and never answers: for timeouts. */
export function hangingStdio(name = 'hang'): StdioServerConfig {
  return {
    name,
    type: 'stdio',
    command: process.execPath,
    args: ['-e', 'process.stdin.resume(); setInterval(() => {}, 1 << 30);'],
    env: {},
  };
}

/** Start server-everything over HTTP on a free port, in `base` (the tests' env by default); `url`: /mcp or /sse. */
export async function startEverything(
  transport: 'streamableHttp' | 'sse',
  base: NodeJS.ProcessEnv = process.env,
): Promise<RunningServer> {
  const port = await freePort();
  const server = await startProcess([EVERYTHING_JS, transport], { PORT: String(port) }, port, process.execPath, base);
  return { ...server, url: `http://127.0.0.1:${port}${transport === 'sse' ? '/sse' : '/mcp'}` };
}

/**
 * The run's one server-everything over streamable HTTP (test/helpers/shared-everything.ts) as server `name`: each
 * session gets an MCP server of its own there. For the tests whose subject is not the server's process nor its
 * transport: a run that connects to it spends ~0.3 s of CPU less than one that starts server-everything over stdio.
 */
export function sharedEverything(name = 'everything'): HttpServerConfig {
  return httpConfig(name, sharedEverythingUrl());
}

/** Its MCP endpoint, for a test that writes it into an mcp.json or connects on its own. */
export function sharedEverythingUrl(): string {
  return inject('sharedEverythingUrl');
}

/** A URL where nothing listens (a port that was free a moment ago). */
export async function deadUrl(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}/mcp`;
}

/**
 * Start mcp-hub fronting the given stdio servers (default: everything and memory). It
 * serves SSE only, at `/mcp`, and names the tools `<server>__<tool>`. Resolves once every
 * backend is connected.
 */
export async function startHub(
  servers: StdioServerConfig[] = [everythingStdio(), memoryStdio()],
): Promise<RunningServer> {
  const dir = tempDir();
  const config = mcpServersJson(servers);
  const configFile = path.join(dir, 'hub.json');
  writeFileSync(configFile, JSON.stringify(config));
  const port = await freePort();
  // Its state, cache and logs go to the temp dir, not the real home.
  const env = {
    HOME: dir,
    XDG_STATE_HOME: path.join(dir, 'state'),
    XDG_DATA_HOME: path.join(dir, 'data'),
    XDG_CONFIG_HOME: path.join(dir, 'config'),
  };
  const server = await startProcess([HUB_JS, '--port', String(port), '--config', configFile], env, port);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const health = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.json() as Promise<{ state?: string; servers?: { status: string }[] }>)
      .catch(() => null);
    if (
      health?.state === 'ready' &&
      health.servers?.length === servers.length &&
      health.servers.every((s) => s.status === 'connected')
    )
      break;
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`mcp-hub not ready within 30 s: ${JSON.stringify(health)}\n${server.output().slice(-2000)}`);
    }
    await sleep(200);
  }
  return { ...server, url: `http://127.0.0.1:${port}/mcp` };
}

const MCPPROXY_HOST_JS = path.join(ROOT, 'test/helpers/mcpproxy-host.mjs');

/** The real MCPProxy (Go) as a host process, run by test/helpers/mcpproxy-host.mjs. */
export interface HostMcpProxy {
  /** Its MCP endpoint. */
  url: string;
  /** Restarts it with the config MCP_EVAL_CONFIG_FILE names: a reset-command for the CLI (with `env`). */
  resetCommand: string;
  /** What the reset command needs in its environment. */
  env: Record<string, string>;
  /** Everything it printed so far. */
  log(): string;
  stop(): Promise<void>;
}
const hostProxies = new Set<HostMcpProxy>();

/**
 * The real MCPProxy on a free port. Started with `config` (a file in MCPProxy's own format) when given, else only
 * made ready to be started by its reset command (as the CLI does per config_file); `extra`: more of its environment.
 */
export async function hostMcpProxy(config?: string, extra: Record<string, string> = {}): Promise<HostMcpProxy> {
  const state = tempDir();
  const port = await freePort();
  const env: Record<string, string> = { ...extra, MCPPROXY_HOST_STATE: state, MCPPROXY_HOST_PORT: String(port) };
  const script = (args: string[], more: Record<string, string> = {}) =>
    execFileAsync(process.execPath, [MCPPROXY_HOST_JS, ...args], { env: { ...process.env, ...env, ...more } });
  const proxy: HostMcpProxy = {
    url: `http://127.0.0.1:${port}/mcp`,
    resetCommand: `"${process.execPath}" "${MCPPROXY_HOST_JS}"`,
    env,
    log: () => readFileSync(path.join(state, 'mcpproxy.log'), 'utf8'),
    stop: async () => {
      hostProxies.delete(proxy);
      await script(['stop']);
    },
  };
  hostProxies.add(proxy);
  if (config) await script([], { MCPPROXY_HOST_CONFIG: config });
  return proxy;
}

/** An MCPProxy config serving these upstreams, none quarantined (v0.60.0 quarantines a server first seen otherwise). */
export function mcpProxyConfig(upstreams: StdioServerConfig[], extra: Record<string, unknown> = {}): string {
  const file = path.join(tempDir(), 'mcp_config.json');
  const mcpServers = upstreams.map((s) => ({
    name: s.name,
    command: s.command,
    args: s.args,
    env: s.env,
    protocol: 'stdio',
    enabled: true,
    quarantined: false,
  }));
  writeFileSync(file, JSON.stringify({ enable_tray: false, ...extra, mcpServers }));
  return file;
}

/** The `mcpServers` map an aggregating proxy's config file holds, of these stdio servers. */
function mcpServersJson(servers: StdioServerConfig[]): { mcpServers: Record<string, unknown> } {
  return {
    mcpServers: Object.fromEntries(servers.map((s) => [s.name, { command: s.command, args: s.args, env: s.env }])),
  };
}

/** An HTTP server config pointing at `url`. */
export function httpConfig(
  name: string,
  url: string,
  transport: HttpServerConfig['transport'] = 'auto',
): HttpServerConfig {
  return { name, type: 'http', url, transport, headers: {} };
}

/** Kill every process started here and remove the temp dirs. */
export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map((p) => stopChild(p)));
  await Promise.all([...hostProxies].map((p) => p.stop()));
  for (const d of tempDirs) rmSync(d, { recursive: true, force: true });
  tempDirs.clear();
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Wait until `pid` is gone; false if it still lives after `ms`. */
export async function waitForExit(pid: number, ms = 5000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

/** Process ids whose parent is `pid` (Linux /proc), to check a server left no children behind. */
export async function childPids(pid: number): Promise<number[]> {
  const { readdir, readFile } = await import('node:fs/promises');
  const out: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // Field 4 is the parent pid; the command name (field 2) may contain spaces, so split after ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid === pid) out.push(Number(entry));
  }
  return out;
}

export function tempDir(): string {
  const d = mkdtempSync(path.join(os.tmpdir(), 'mcp-eval-test-'));
  tempDirs.add(d);
  return d;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

export async function startProcess(
  args: string[],
  env: Record<string, string>,
  port: number,
  command = process.execPath,
  base: NodeJS.ProcessEnv = process.env,
): Promise<Omit<RunningServer, 'url'>> {
  // A group of its own: stopping it stops what it started (MCPProxy's upstream servers outlive it otherwise).
  const child = spawn(command, args, {
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  let output = '';
  const collect = (b: Buffer) => {
    output = (output + b.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const stop = () => stopChild(child);
  const deadline = Date.now() + 20_000;
  while (!(await canConnect(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(
        `${['node', ...args].map((a) => path.basename(a)).join(' ')} did not listen on port ${port}:\n${output.slice(-2000)}`,
      );
    }
    await sleep(100);
  }
  return { port, pid: child.pid!, output: () => output, stop };
}

async function stopChild(child: ChildProcess): Promise<void> {
  running.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return;
  // What it started goes too, also what left its group (MCPProxy's upstream servers run in sessions of their own).
  const started = await descendants(child.pid!);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 3000);
  await exited;
  clearTimeout(timer);
  killGroup(child, 'SIGKILL');
  for (const pid of started) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

/** Every process below `pid`. */
async function descendants(pid: number): Promise<number[]> {
  const out: number[] = [];
  let next = [pid];
  while (next.length) {
    next = (await Promise.all(next.map(childPids))).flat();
    out.push(...next);
  }
  return out;
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // The group is gone already.
  }
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

// Last resort if a test file dies before its afterAll.
process.once('exit', () => {
  for (const p of running) killGroup(p, 'SIGKILL');
});

/** A stdio server (real SDK) whose only tool, `reject`, answers with a JSON-RPC error. */
export function rpcErrorStdio(name = 'rpcerr'): StdioServerConfig {
  return {
    name,
    type: 'stdio',
    command: process.execPath,
    args: [path.join(ROOT, 'test/helpers/rpc-error-server.mjs')],
    env: {},
  };
}
