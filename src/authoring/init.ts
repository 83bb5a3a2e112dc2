// mcp-eval init: a starter suite from the servers' own tool lists. Connects to each server of an mcp.json with the
// project's connections, plans its scenarios (init-plan.ts), and writes them under the scenarios directory, one
// folder per server; a file already there stops the whole write unless forced.
import path from 'node:path';
import { EvalError } from '../util/errors.js';
import { runRedactor } from '../settings/secrets.js';
import { openServers, type ServerConfig, type ServerConnection } from '../mcp/index.js';
import { draftYaml, type ScenarioDraft } from './draft.js';
import { answerJson } from './flows.js';
import { planServer, type LiveCall } from './init-plan.js';
import { writeSuiteFiles } from './write.js';

export interface InitOptions {
  servers: ServerConfig[];
  /** Only these servers (their names in mcp.json); every server when empty. */
  only: string[];
  /** The scenarios directory: each server's scenarios go to a folder of its name. */
  dir: string;
  force: boolean;
  connectTimeoutMs: number;
  /** Limit of the one call init may make to a read-only tool that lists what another tool needs. */
  callTimeoutMs: number;
  log?: (line: string) => void;
}

export interface InitServerSummary {
  name: string;
  tools: number;
  /** Scenarios written, flows included. */
  scenarios: number;
  disabled: number;
  flows: number;
}

export interface InitSummary {
  dir: string;
  servers: InitServerSummary[];
  files: string[];
}

export async function initSuite(opts: InitOptions): Promise<InitSummary> {
  const configs = chosenServers(opts.servers, opts.only);
  const pool = await openServers(configs, { connectTimeoutMs: opts.connectTimeoutMs });
  const taken = new Set<string>();
  const drafts: ScenarioDraft[] = [];
  const servers: InitServerSummary[] = [];
  try {
    const redact = runRedactor({ env: process.env, servers: configs });
    for (const conn of pool.connections) {
      opts.log?.(`${conn.name}: ${conn.tools.length} tool(s)`);
      const live = liveCall(conn, opts.callTimeoutMs, redact);
      const planned = await planServer(conn.name, conn.tools, live, taken);
      drafts.push(...planned);
      servers.push(summary(conn.name, conn.tools.length, planned));
    }
  } finally {
    await pool.close();
  }
  const files = drafts.map((d) => ({ path: path.join(opts.dir, `${d.id}.yaml`), text: draftYaml(d) }));
  await writeSuiteFiles(files, opts.force, 'init');
  return { dir: opts.dir, servers, files: files.map((f) => f.path) };
}

function chosenServers(configs: ServerConfig[], only: string[]): ServerConfig[] {
  if (!only.length) return configs;
  const names = configs.map((c) => c.name);
  const unknown = only.filter((n) => !names.includes(n));
  if (unknown.length) {
    throw new EvalError('usage', `unknown server "${unknown[0]}" (the server config has: ${names.join(', ')})`);
  }
  return configs.filter((c) => only.includes(c.name));
}

/** A read-only tool's answer, redacted, as JSON; undefined when the call failed: then nothing chains on it. */
function liveCall(conn: ServerConnection, timeoutMs: number, redact: <T>(v: T) => T): LiveCall {
  return async (tool, args) => {
    try {
      const result = await conn.callTool(tool, args, timeoutMs);
      return result.isError ? undefined : redact(answerJson(result));
    } catch {
      return undefined;
    }
  };
}

function summary(name: string, tools: number, drafts: ScenarioDraft[]): InitServerSummary {
  return {
    name,
    tools,
    scenarios: drafts.length,
    disabled: drafts.filter((d) => !d.enabled).length,
    flows: drafts.filter((d) => d.tags.includes('flow')).length,
  };
}
