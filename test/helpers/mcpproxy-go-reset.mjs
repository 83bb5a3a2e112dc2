// A reset command (setting reset-command) for the real MCPProxy Go binary on this machine, in place of the compose
// service the workflows run: it stops the proxy it started last, and starts it again with MCP_EVAL_CONFIG_FILE (a
// config of config/mcpproxy/, default mcp_config.json as the compose file's) on a fixed port with a fresh data
// directory, the compose network's upstream URL (http://everything:3001/mcp) pointed at a local server-everything.
// It returns once the proxy lists the upstream's tools at /mcp/all (when the config serves it unquarantined), so a
// scenario never meets a proxy still connecting. Environment: MCPPROXY_GO_BIN, MCPB_PORT, MCPB_STATE (a directory of
// its own), MCPB_EVERYTHING_URL.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const { MCPPROXY_GO_BIN: bin, MCPB_PORT: port, MCPB_STATE: state, MCPB_EVERYTHING_URL: everything } = process.env;
if (!bin || !port || !state || !everything)
  throw new Error('set MCPPROXY_GO_BIN, MCPB_PORT, MCPB_STATE, MCPB_EVERYTHING_URL');
const configFile = process.env.MCP_EVAL_CONFIG_FILE ?? path.join(ROOT, 'config/mcpproxy/mcp_config.json');

const pidFile = path.join(state, 'pid');
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function stopPrevious() {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  for (const signal of ['SIGTERM', 'SIGKILL']) {
    try {
      process.kill(-pid, signal);
    } catch {
      return;
    }
    for (let i = 0; i < 50 && alive(pid); i++) await sleep(100);
    if (!alive(pid)) return;
  }
}

async function upstreamTools(url) {
  const client = new Client({ name: 'reset', version: '1' });
  try {
    await client.connect(new StreamableHTTPClientTransport(new globalThis.URL(url)));
    return (await client.listTools()).tools.map((t) => t.name);
  } catch {
    return null;
  } finally {
    await client.close().catch(() => {});
  }
}

await stopPrevious();
const config = JSON.parse(readFileSync(configFile, 'utf8'));
const dataDir = path.join(state, `data-${Date.now()}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
config.listen = `127.0.0.1:${port}`;
config.data_dir = dataDir;
for (const s of config.mcpServers ?? []) if (s.url === 'http://everything:3001/mcp') s.url = everything;
const file = path.join(dataDir, 'mcp_config.json');
writeFileSync(file, JSON.stringify(config, null, 2));
const log = openSync(path.join(state, 'proxy.log'), 'a');
const child = spawn(bin, ['serve', '--config', file, '--data-dir', dataDir, '--listen', `127.0.0.1:${port}`], {
  env: { ...process.env, HOME: dataDir },
  stdio: ['ignore', log, log],
  detached: true,
});
writeFileSync(pidFile, String(child.pid));
child.unref();

const served = (config.mcpServers ?? []).some((s) => s.name === 'everything' && !s.quarantined && s.enabled !== false);
const deadline = Date.now() + 60_000;
for (;;) {
  const names = await upstreamTools(`http://127.0.0.1:${port}/mcp/all`);
  if (names && (!served || names.some((n) => n.startsWith('everything__')))) break;
  if (Date.now() > deadline) throw new Error(`MCPProxy did not list the upstream's tools within 60 s (${configFile})`);
  await sleep(300);
}
