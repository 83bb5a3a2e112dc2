// The real MCPProxy (Go, v0.60.0) in front of server-everything and server-memory (stdio, started by the proxy,
// `"quarantined": false` so they are served at once), with a fresh data directory: agent traffic goes in through its
// MCP endpoint, and `mcpproxy activity export` (the proxy's own command, reaching the daemon through the socket in
// the data directory that `-c <config>` names) brings it out.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { EVERYTHING_JS, MEMORY_JS, startProcess, tempDir } from './mcp-servers.js';
import { freePort } from './ports.js';
import { mcpproxyGoBinary, waitUntilIndexed } from './retrieval-proxy.js';

export interface ActivityProxy {
  url: string;
  dir: string;
  configFile: string;
  /** The MCP sessions the readiness wait's retrieve_tools calls took (MCPProxy records them as activity). */
  probeSessions: number;
  output(): string;
  stop(): Promise<void>;
  /** `mcpproxy activity export` with these flags, run as a person runs it against the running daemon. */
  export(flags: string[]): Promise<{ stdout: string; stderr: string }>;
}

/** Upstream tools the proxy lists and indexes once both servers are connected. */
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
    // Every new tool approved at once: with tool-level quarantine on, a race can hold some pending for good.
    quarantine_enabled: false,
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
  const probeSessions = await waitUntilIndexed({ ...server, url, catalogUrl: `${url}/all` }, UPSTREAM_TOOLS);
  const run = promisify(execFile);
  return {
    url,
    dir,
    configFile,
    probeSessions,
    output: server.output,
    stop: server.stop,
    export: (flags) =>
      run(binary, ['activity', 'export', '-c', configFile, ...flags], {
        env: { PATH: process.env.PATH, HOME: dir },
        maxBuffer: 64 * 1024 * 1024,
      }),
  };
}
