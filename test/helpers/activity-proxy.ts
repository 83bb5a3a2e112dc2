// The real MCPProxy (Go, v0.60.0) in front of server-everything and server-memory (stdio, started by the proxy,
// `"quarantined": false` so they are served at once), with a fresh data directory: agent traffic goes in through its
// MCP endpoint, and `mcpproxy activity export` (the proxy's own command, reaching the daemon through the socket in
// the data directory that `-c <config>` names) brings it out.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ServerConnection } from '../../src/mcp/connection.js';
import { EVERYTHING_JS, freePort, httpConfig, MEMORY_JS, sleep, startProcess, tempDir } from './mcp-servers.js';
import { mcpproxyGoBinary } from './retrieval-proxy.js';

export interface ActivityProxy {
  url: string;
  dir: string;
  configFile: string;
  output(): string;
  stop(): Promise<void>;
  /** `mcpproxy activity export` with these flags, run as a person runs it against the running daemon. */
  export(flags: string[]): Promise<{ stdout: string; stderr: string }>;
}

/** Upstream tools the proxy lists once both servers are indexed. */
const UPSTREAM_TOOLS = 22;

export async function startActivityProxy(env: Record<string, string> = {}): Promise<ActivityProxy> {
  const dir = tempDir();
  const port = await freePort();
  const node = process.execPath;
  const upstream = { protocol: 'stdio', enabled: true, quarantined: false };
  const config = {
    listen: `127.0.0.1:${port}`,
    data_dir: dir,
    enable_tray: false,
    mcpServers: [
      { name: 'everything', command: node, args: [EVERYTHING_JS, 'stdio'], env, ...upstream },
      {
        name: 'memory',
        command: node,
        args: [MEMORY_JS],
        env: { MEMORY_FILE_PATH: path.join(dir, 'graph.jsonl') },
        ...upstream,
      },
    ],
  };
  const configFile = path.join(dir, 'mcp_config.json');
  writeFileSync(configFile, JSON.stringify(config, null, 2));
  const binary = mcpproxyGoBinary();
  const args = ['serve', '--config', configFile, '--data-dir', dir, '--listen', `127.0.0.1:${port}`];
  const server = await startProcess(args, { HOME: dir }, port, binary);
  const url = `http://127.0.0.1:${port}/mcp`;
  await waitForTools(`http://127.0.0.1:${port}/mcp/all`, server.output);
  const run = promisify(execFile);
  return {
    url,
    dir,
    configFile,
    output: server.output,
    stop: server.stop,
    export: (flags) =>
      run(binary, ['activity', 'export', '-c', configFile, ...flags], {
        env: { PATH: process.env.PATH, HOME: dir },
        maxBuffer: 64 * 1024 * 1024,
      }),
  };
}

/** Poll the direct endpoint until both upstreams' tools are listed. */
async function waitForTools(catalog: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  let seen = -1;
  while (Date.now() < deadline) {
    const conn = await ServerConnection.open(httpConfig('all', catalog, 'streamable-http'), {
      connectTimeoutMs: 5000,
    }).catch(() => null);
    if (conn) {
      seen = conn.tools.filter((t) => t.name.includes('__')).length;
      await conn.close();
      if (seen >= UPSTREAM_TOOLS) return;
    }
    await sleep(500);
  }
  throw new Error(`MCPProxy listed ${seen} upstream tools, not ${UPSTREAM_TOOLS}:\n${output().slice(-3000)}`);
}
