// The real MCPProxy (Go, v0.60.0) serving the seven upstream servers MCPProxy's retrieval dataset was frozen from
// (its snapshot-servers.config.json, at the pinned versions scripts/ensure-retrieval-servers.sh installed), for the
// retrieval suites' tests and benchmark. The dataset is read where it is vendored (../shared/vendor/...), never copied.
import { cpSync, existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeError, ServerConnection } from '../../src/mcp/connection.js';
import { httpConfig, sleep, startProcess, tempDir, type RunningServer } from './mcp-servers.js';
import { freePort } from './ports.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** MCPProxy's dataset folder: retrieval_golden_v1.json, corpus_v1.tools.json, baseline_v1.json, ... */
export const RETRIEVAL_DATASET =
  process.env.MCP_EVAL_RETRIEVAL_DATASET ?? path.resolve(ROOT, '../shared/vendor/mcpproxy-go/retrieval-eval-v1');

import { MCPPROXY_BIN } from './real-parts.js';

const SERVERS_DIR = path.join(ROOT, 'node_modules/.cache/retrieval-servers');

/** The Go binary scripts/ensure-mcpproxy.sh installs (npm test's pretest), at the pinned version. */
export function mcpproxyGoBinary(): string {
  if (!existsSync(MCPPROXY_BIN)) {
    throw new Error(`the Go MCPProxy binary is not installed at ${MCPPROXY_BIN}: run bash scripts/ensure-mcpproxy.sh`);
  }
  return MCPPROXY_BIN;
}

/** One upstream entry of MCPProxy's config (`mcpServers` is an array there). */
export interface ProxyUpstream {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  [key: string]: unknown;
}

export interface ProxyConfig {
  mcpServers: ProxyUpstream[];
  [key: string]: unknown;
}

/**
 * snapshot-servers.config.json with each server run from what ensure-retrieval-servers.sh installed: the npm
 * servers by node from their package, the PyPI ones by uvx --offline from its cache. Each keeps
 * `"quarantined": false` (v0.60.0 quarantines a server first seen in a config file otherwise).
 */
export function snapshotProxyConfig(dataDir: string): ProxyConfig {
  const file = path.join(RETRIEVAL_DATASET, 'snapshot-servers.config.json');
  const config = JSON.parse(readFileSync(file, 'utf8')) as ProxyConfig;
  // The interpreter uv resolved with when it filled its cache: MCPProxy's login shell may find another python3.
  const uvEnv = {
    UV_CACHE_DIR: path.join(SERVERS_DIR, 'uv-cache'),
    UV_PYTHON: readFileSync(path.join(SERVERS_DIR, 'uv-python'), 'utf8').trim(),
    UV_PYTHON_DOWNLOADS: 'never',
  };
  const mcpServers = config.mcpServers.map((s): ProxyUpstream => {
    if (s.command === 'npx') {
      const spec = s.args.find((a) => /^@?[^-].*@\d/.test(a))!;
      const pkg = spec.slice(0, spec.lastIndexOf('@'));
      const js = path.join(SERVERS_DIR, 'npm/node_modules', pkg, 'dist/index.js');
      const rest = s.args.filter((a) => a !== '-y' && a !== spec);
      return { ...s, command: process.execPath, args: [js, ...rest], quarantined: false };
    }
    // sqlite's database goes to the proxy's own temporary directory.
    const args = s.args.map((a) => (a.endsWith('snapshot.db') ? path.join(dataDir, 'snapshot.db') : a));
    const uvx = path.join(SERVERS_DIR, 'uv/bin/uvx');
    return { ...s, command: uvx, args: ['--offline', ...args], env: uvEnv, quarantined: false };
  });
  return { ...config, mcpServers };
}

export interface RetrievalProxy extends RunningServer {
  /** The routed endpoint (`/mcp`): retrieve_tools. */
  url: string;
  /** MCPProxy's direct endpoint (`/mcp/all`): every upstream tool as `<server>__<tool>`, the live catalog. */
  catalogUrl: string;
}

/**
 * Start the real proxy on a free port with a fresh data directory; `edit` may change the config first (a
 * description). Resolves once MCPProxy says every upstream is connected (upstreamsConnected), then once the
 * snapshot's 45 upstream tools are listed at /mcp/all and held by its search index, within `readyMs`.
 */
export async function startRetrievalProxy(
  opts: { edit?: (config: ProxyConfig) => void; readyMs?: number } = {},
): Promise<RetrievalProxy> {
  const dir = tempDir();
  const config = snapshotProxyConfig(dir);
  opts.edit?.(config);
  const port = await freePort();
  const configFile = path.join(dir, 'mcp_config.json');
  const listen = `127.0.0.1:${port}`;
  const settings = { listen, data_dir: dir, api_key: API_KEY, quarantine_enabled: false };
  writeFileSync(configFile, JSON.stringify({ ...config, ...settings }, null, 2));
  const args = ['serve', '--config', configFile, '--data-dir', dir, '--listen', listen];
  const server = await startProcess(args, { HOME: dir }, port, mcpproxyGoBinary());
  const base = `http://127.0.0.1:${port}`;
  const proxy = { ...server, url: `${base}/mcp`, catalogUrl: `${base}/mcp/all` };
  await upstreamsConnected(
    proxy,
    base,
    config.mcpServers.filter((s) => s.enabled !== false).map((s) => s.name),
  );
  await waitUntilIndexed(proxy, 45, opts.readyMs);
  return proxy;
}

/**
 * The REST API's key, set in the config: what lets the wait read MCPProxy's own view of its upstreams. The config also
 * turns tool-level quarantine off (`quarantine_enabled: false`, each new tool approved "auto"): with it on, v0.60.0's
 * reactive discovery and startup sweep can race, the sweep approving part of an upstream's tools as its baseline and
 * holding the rest pending, out of the index for good (CI, stop 62: the index stayed at 31 of 45 for a minute).
 */
const API_KEY = 'mcp-eval-retrieval-tests';
/** How long the wait goes on with no upstream connecting or newly connected, and at most in all. */
const QUIET_MS = 60_000;
const AT_MOST_MS = 180_000;

/**
 * Resolves once MCPProxy says each upstream named is connected (GET /api/v1/servers). Its PyPI upstreams (uvx) start
 * slowly on a loaded machine: the wait goes on while the proxy reports one connecting or another came up, and fails
 * after QUIET_MS of neither, or AT_MOST_MS in all, naming each upstream not up with its status and last error.
 */
async function upstreamsConnected(proxy: ProxyEndpoints, base: string, names: string[]): Promise<void> {
  const started = Date.now();
  let [quietUntil, up] = [started + QUIET_MS, 0];
  let last: string;
  for (;;) {
    try {
      const res = await fetch(`${base}/api/v1/servers`, {
        headers: { 'X-API-Key': API_KEY },
        signal: AbortSignal.timeout(5000),
      });
      const body = (await res.json()) as { data?: { servers?: UpstreamState[] } };
      const servers = (body.data?.servers ?? []).filter((s) => names.includes(s.name));
      const connected = servers.filter((s) => s.connected).length;
      if (connected === names.length) return;
      if (connected > up || servers.some((s) => s.connecting)) quietUntil = Date.now() + QUIET_MS;
      up = Math.max(up, connected);
      const shown = (n: string, s?: UpstreamState) => `${n} (${s ? `${s.status} ${s.last_error ?? ''}` : 'unlisted'})`;
      const down = names.filter((n) => !servers.some((s) => s.name === n && s.connected));
      last = down
        .map((n) =>
          shown(
            n,
            servers.find((s) => s.name === n),
          ),
        )
        .join(', ');
    } catch (e) {
      last = `no answer (${describeError(e)})`;
    }
    if (Date.now() >= Math.min(quietUntil, started + AT_MOST_MS)) {
      await proxy.stop();
      const after = Math.round((Date.now() - started) / 1000);
      throw new Error(`MCPProxy's upstreams not connected after ${after} s: ${last}\n${proxy.output().slice(-3000)}`);
    }
    await sleep(250);
  }
}

/** What MCPProxy's REST API says of an upstream. */
interface UpstreamState {
  name: string;
  connected: boolean;
  connecting: boolean;
  status: string;
  last_error?: string;
}

/** A running MCPProxy's two endpoints, its log and its stop. */
export type ProxyEndpoints = Pick<RetrievalProxy, 'url' | 'catalogUrl' | 'output' | 'stop'>;

/**
 * Resolves once `count` upstream tools are listed at /mcp/all and held by the index retrieve_tools searches, within
 * `readyMs` in all; past it, stops the proxy and throws with what it saw and its log. Every test that starts
 * MCPProxy waits here: a search made before the index is full finds fewer tools. MCPProxy records each
 * retrieve_tools call as activity, so the index is asked over one MCP session (a new one only after an error):
 * returns how many sessions that took, for a test that counts the recorded sessions.
 */
export async function waitUntilIndexed(proxy: ProxyEndpoints, count: number, readyMs = 60_000): Promise<number> {
  const deadline = Date.now() + readyMs;
  await waitForTools(proxy, 'catalog (/mcp/all)', count, deadline, () => catalogSize(proxy));
  // /mcp/all lists an upstream's tools once it connects; the index retrieve_tools searches gets them after MCPProxy
  // has stored an approval per tool (seen: /mcp/all at 45 while the index held 33), later still on a loaded disk.
  const index = indexProbe(proxy);
  try {
    await waitForTools(proxy, 'search index', count, deadline, index.size);
  } finally {
    await index.close();
  }
  return index.sessions();
}

/** Poll `size` until it reaches `count`; past the deadline stop the proxy and say what it saw last. */
async function waitForTools(
  proxy: ProxyEndpoints,
  what: string,
  count: number,
  deadline: number,
  size: () => Promise<number>,
): Promise<void> {
  for (;;) {
    let seen: string;
    try {
      const n = await size();
      if (n >= count) return;
      seen = `${n}`;
    } catch (e) {
      seen = `no count (${describeError(e)})`;
    }
    if (Date.now() >= deadline) {
      await proxy.stop();
      const log = proxy.output().slice(-3000);
      throw new Error(`MCPProxy's ${what} held ${seen} of ${count} upstream tools by the deadline:\n${log}`);
    }
    await sleep(250);
  }
}

/** Upstream tools (`<server>__<tool>`) the direct endpoint lists. */
async function catalogSize(proxy: ProxyEndpoints): Promise<number> {
  const conn = await ServerConnection.open(httpConfig('catalog', proxy.catalogUrl, 'streamable-http'), {
    connectTimeoutMs: 5000,
  });
  await conn.close();
  return conn.tools.filter((t) => t.name.includes('__')).length;
}

/**
 * The documents in the index retrieve_tools searches, its `debug` answer's total_indexed_tools, asked over one MCP
 * session kept open between polls (dropped after an error, opened again on the next poll).
 */
function indexProbe(proxy: ProxyEndpoints) {
  let conn: ServerConnection | undefined;
  let opened = 0;
  const size = async (): Promise<number> => {
    if (!conn) {
      conn = await ServerConnection.open(httpConfig('index', proxy.url, 'streamable-http'), { connectTimeoutMs: 5000 });
      opened += 1;
    }
    try {
      const answer = await conn.callTool('retrieve_tools', { query: 'tool', limit: 1, debug: true }, 5000);
      const text = answer.content.find((b) => b.type === 'text')?.text ?? '';
      const count = (JSON.parse(text) as { debug?: { total_indexed_tools?: unknown } }).debug?.total_indexed_tools;
      if (typeof count !== 'number')
        throw new Error(`retrieve_tools gave no debug.total_indexed_tools: ${text.slice(0, 200)}`);
      return count;
    } catch (e) {
      await close();
      throw e;
    }
  };
  const close = async (): Promise<void> => {
    const open = conn;
    conn = undefined;
    await open?.close();
  };
  return { size, close, sessions: () => opened };
}

/**
 * A copy of an installed npm upstream (`@modelcontextprotocol/server-memory`) whose dist/index.js has `from` replaced
 * by `to`: the server as a PR that rewords a tool's description would leave it. Its dependencies resolve from the
 * installed tree (a node_modules link beside the copy). Returns the copy's dist/index.js.
 */
export function editedNpmServer(pkg: string, from: string, to: string): string {
  const installed = path.join(SERVERS_DIR, 'npm/node_modules');
  const dir = path.join(tempDir(), 'edited');
  cpSync(path.join(installed, pkg), path.join(dir, 'server'), { recursive: true, dereference: true });
  symlinkSync(installed, path.join(dir, 'node_modules'));
  const js = path.join(dir, 'server/dist/index.js');
  const text = readFileSync(js, 'utf8');
  if (!text.includes(from)) throw new Error(`${pkg}/dist/index.js has no ${JSON.stringify(from)} to edit`);
  writeFileSync(js, text.replace(from, to));
  return js;
}

/** The upstream named `name` of the config. */
export function upstream(config: ProxyConfig, name: string): ProxyUpstream {
  const found = config.mcpServers.find((s) => s.name === name);
  if (!found) throw new Error(`no upstream "${name}" in ${config.mcpServers.map((s) => s.name).join(', ')}`);
  return found;
}
