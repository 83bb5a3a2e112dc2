// Servers whose advertised contract a test writes (contract-server.mjs): a spec per side of a change, each a file in
// a temporary directory, named by the server's first argument.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StdioServerConfig } from '../../src/mcp/config.js';
import { tempDir } from './mcp-servers.js';

const SERVER_JS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'contract-server.mjs');

/** What contract-server.mjs advertises (its header says what each field does). */
export interface ContractSpec {
  serverInfo?: Record<string, unknown>;
  protocols?: string[];
  refuseOthers?: boolean;
  capabilities?: Record<string, unknown>;
  instructions?: string;
  tools?: Record<string, unknown>[];
  prompts?: Record<string, unknown>[];
  resources?: Record<string, unknown>[];
  resourceTemplates?: Record<string, unknown>[];
  failing?: string[];
  slow?: Record<string, number>;
  downOnce?: { protocol: string; file: string };
  log?: string;
}

/** A stdio config of server `name` advertising `spec`. */
export function contractServer(name: string, spec: ContractSpec, dir = tempDir()): StdioServerConfig {
  const file = path.join(dir, `${name}-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(spec));
  return { name, type: 'stdio', command: process.execPath, args: [SERVER_JS, file], env: {} };
}

/** An mcp.json for these configs, written to `dir`; its path. */
export function mcpJson(configs: StdioServerConfig[], dir = tempDir()): string {
  const file = path.join(dir, `mcp-${Math.random().toString(36).slice(2)}.json`);
  const servers = Object.fromEntries(configs.map((c) => [c.name, { command: c.command, args: c.args, env: c.env }]));
  writeFileSync(file, JSON.stringify({ mcpServers: servers }));
  return file;
}
