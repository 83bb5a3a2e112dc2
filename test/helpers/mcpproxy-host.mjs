#!/usr/bin/env node
// The real MCPProxy (Go, the binary scripts/ensure-mcpproxy.sh installs) as a host process, started as a team's
// reset script would: `node mcpproxy-host.mjs` (re)starts it and `node mcpproxy-host.mjs stop` stops it.
//   MCPPROXY_HOST_STATE   directory of its pid file, log and data (required)
//   MCPPROXY_HOST_PORT    it listens on 127.0.0.1:<port>, MCP at /mcp (required)
//   MCP_EVAL_CONFIG_FILE  its config (what the CLI hands a reset command), else MCPPROXY_HOST_CONFIG
// Each start runs on a copy of the config (MCPProxy writes its generated API key into its config file) with a fresh
// data directory, and returns once every enabled upstream is served (connected, every tool approved and ready; a
// quarantined one: its tools held for inspection) after its first reconciliation: MCP initialize answers before the
// upstreams are indexed, and a retrieve_tools sent then finds nothing.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { URL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '../..');
const pins = readFileSync(path.join(ROOT, 'scripts/pins.env'), 'utf8');
const version = /^MCPPROXY_VERSION=(.+)$/m.exec(pins)[1];
const BIN = path.join(ROOT, 'node_modules/.cache/mcpproxy-go', version, 'mcpproxy');
const state = required('MCPPROXY_HOST_STATE');
const port = required('MCPPROXY_HOST_PORT');
const pidFile = path.join(state, 'mcpproxy.pid');
// The MCP SDK (a start's client, ~0.3 s of CPU to load) is loaded by waitConnected alone: a stop does without it.

function required(name) {
  const value = process.env[name];
  if (!value) fail(`mcpproxy-host: ${name} is not set`);
  return value;
}

function fail(message) {
  process.stderr.write(message + '\n');
  process.exit(1);
}

/** Running, not a zombie: a killed proxy whose parent (a reset command that already exited) is slow to reap it. */
function alive(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/**
 * Stop the proxy: SIGKILL of its process group. Its state is thrown away anyway, and MCPProxy v0.60.0 takes about
 * 5 s to exit on SIGTERM once it has served an MCP session (15 s while one is open); its stdio upstreams, in groups
 * of their own, exit when their stdin closes with it.
 */
async function stop() {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  rmSync(pidFile);
  if (!alive(pid)) return;
  process.kill(-pid, 'SIGKILL');
  for (let i = 0; i < 40 && alive(pid); i++) await sleep(50);
}

async function start() {
  const config = process.env.MCP_EVAL_CONFIG_FILE || required('MCPPROXY_HOST_CONFIG');
  if (!existsSync(BIN)) fail(`mcpproxy-host: ${BIN} is missing: run bash scripts/ensure-mcpproxy.sh`);
  const data = path.join(state, 'data');
  rmSync(data, { recursive: true, force: true });
  mkdirSync(data, { recursive: true, mode: 0o700 });
  copyFileSync(config, path.join(state, 'config.json'));
  const logFile = path.join(state, 'mcpproxy.log');
  const log = openSync(logFile, 'a');
  // The log is appended to by every start: this start's lines begin here.
  const from = statSync(logFile).size;
  const args = ['serve', '--listen', `127.0.0.1:${port}`, '--config', path.join(state, 'config.json')];
  const child = spawn(BIN, [...args, '--data-dir', data], { stdio: ['ignore', log, log], detached: true });
  child.unref();
  writeFileSync(pidFile, String(child.pid));
  const reconciled = () => readFileSync(logFile).subarray(from).includes('Initial reconciliation completed');
  return waitConnected(child.pid, JSON.parse(readFileSync(config, 'utf8')), reconciled);
}

/**
 * Start, and start again (at most three times) while an upstream stays unready: on a busy machine a first connection
 * to a quarantined upstream can fail, and v0.60.0 never retries one (ConnectAll and the supervisor skip quarantined
 * servers), so waiting longer would not help.
 */
async function startReady() {
  let reason = '';
  for (let attempt = 1; attempt <= 3; attempt++) {
    reason = await start();
    if (!reason) return;
    process.stderr.write(`mcpproxy-host: attempt ${attempt}: ${reason}\n`);
    await stop();
  }
  fail(`mcpproxy-host: ${reason}; log: ${path.join(state, 'mcpproxy.log')}`);
}

/**
 * What keeps the served (not quarantined) upstreams' tools from the agent, and `final` when waiting cannot help. On a
 * busy machine the index lags the Ready state (a search then answers no tool at all), and the reactive discovery and
 * the startup sweep of v0.60.0 can race: the sweep finds some tools approved as the baseline and holds the rest as
 * pending, for good. Ready: every tool the proxy connected with approved (inspect_tools), and each one describe_tool
 * says is ready (index present, callable).
 */
async function unserved(client, servers) {
  const out = [];
  let final = false;
  for (const s of servers.filter((x) => x.quarantined !== true)) {
    const want = Number(/Connected \((\d+) tools?\)/.exec(s.health?.summary ?? '')?.[1] ?? 1);
    const args = { operation: 'inspect_tools', name: s.name };
    const { json: approvals } = await ask(client, 'quarantine_security', args);
    const held = (approvals?.pending_count ?? 0) + (approvals?.changed_count ?? 0);
    const tools = (approvals?.tools ?? [])
      .filter((t) => t.status === 'approved')
      .map((t) => `${s.name}:${t.tool_name}`);
    if (held > 0) final = true;
    if (held > 0 || tools.length < want) {
      out.push(`${s.name} (${tools.length} of ${want} tools approved, ${held} held)`);
      continue;
    }
    // Read from the text: a config's tool_response_limit may cut the JSON short; the verdict comes first.
    const { text } = await ask(client, 'describe_tool', { tool_ids: tools.slice(0, 50), check: true });
    const verdict = /"verdict":"(\w+)"/.exec(text)?.[1];
    if (verdict !== 'ready') out.push(`${s.name} (describe_tool: ${verdict ?? 'no verdict'})`);
  }
  return { names: out, final };
}

/** A proxy tool's answer: its text, and that text as JSON when it is (else undefined: an error's text). */
async function ask(client, name, args, options) {
  const res = await client.callTool({ name, arguments: args }, undefined, options);
  const text = res.content.map((c) => c.text ?? '').join('');
  try {
    return { text, json: JSON.parse(text) };
  } catch {
    return { text, json: undefined };
  }
}

/**
 * The tools of quarantined upstream `name` the proxy holds for inspection (inspect_quarantined), 0 if none. Asked of
 * one that connected: for one that never did, v0.60.0 waits 20 s for a client to be created before it answers.
 */
async function inspectable(client, name) {
  const args = { operation: 'inspect_quarantined', name };
  const answer = await ask(client, 'quarantine_security', args, { timeout: 3000 }).catch(() => undefined);
  return answer?.json?.tools?.length ?? 0;
}

/**
 * One look at the proxy, once its first reconciliation is done: '' when every upstream `wanted` is served (Ready,
 * every tool approved and ready: unserved; or, quarantined, its tools held for inspection), else what is missing,
 * and `final` when waiting cannot help. v0.60.0 never retries a quarantined upstream whose connection failed (Error),
 * and when one connected before that reconciliation, the reconciliation disconnects it for good (Disconnected: the
 * proxy keeps the tools it read, if it read them).
 */
async function look(client, wanted) {
  const res = await client.callTool({ name: 'upstream_servers', arguments: { operation: 'list' } });
  const servers = JSON.parse(res.content[0].text).servers ?? [];
  const stateOf = (name) => servers.find((s) => s.name === name)?.connection_status?.state ?? 'unknown';
  const quarantined = servers.filter((s) => s.quarantined === true).map((s) => s.name);
  const unready = [];
  // A quarantined upstream the reconciliation disconnected is served for inspection if its tools were read.
  const dropped = (n) => quarantined.includes(n) && stateOf(n) === 'Disconnected';
  for (const n of wanted) {
    if (stateOf(n) !== 'Ready' && !(dropped(n) && (await inspectable(client, n)) > 0)) unready.push(n);
  }
  const missing = `not ready: ${unready.map((n) => `${n} (${stateOf(n)})`).join(', ')}`;
  const never = (n) => dropped(n) || (quarantined.includes(n) && stateOf(n) === 'Error');
  if (unready.length) return { missing, final: unready.some(never) };
  const { names, final } = await unserved(
    client,
    servers.filter((s) => wanted.includes(s.name)),
  );
  return { missing: names.length ? `connected, not all tools served: ${names.join(', ')}` : '', final };
}

/**
 * Until the proxy has done its first reconciliation (`reconciled`: it says so in its log; nothing is asked before) and
 * serves every enabled upstream of `config` (look), 20 s at most: '' then, else what was missing. One MCP session
 * serves every look (a new one only after an error): a session's start costs the proxy and this script more than a
 * look.
 */
async function waitConnected(pid, config, reconciled) {
  const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
  const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
  const wanted = (config.mcpServers ?? []).filter((s) => s.enabled !== false).map((s) => s.name);
  const deadline = Date.now() + 20_000;
  let [last, client] = ['its first reconciliation not done', undefined];
  try {
    while (Date.now() < deadline) {
      if (!alive(pid)) fail(`mcpproxy-host: MCPProxy exited; its log: ${path.join(state, 'mcpproxy.log')}`);
      if (reconciled()) {
        try {
          if (!client) {
            client = new Client({ name: 'mcpproxy-host', version: '1.0.0' });
            await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`)));
          }
          const { missing, final } = await look(client, wanted);
          if (!missing || final) return missing;
          last = missing;
        } catch (e) {
          last = String(e);
          await client?.close().catch(() => undefined);
          client = undefined;
        }
      }
      await sleep(100);
    }
    return `upstreams not ready after 20 s (${last})`;
  } finally {
    await client?.close().catch(() => undefined);
  }
}

mkdirSync(state, { recursive: true });
await stop();
if (process.argv[2] !== 'stop') await startReady();
