// mcp-eval init: a starter suite from the servers' own tool lists. Connects to each server of an mcp.json with the
// project's connections, plans its scenarios (init-plan.ts: each one that only reads is run once, init-verify.ts),
// and writes them under the scenarios directory, one folder per server; a file already there stops the whole write
// unless forced.
import path from 'node:path';
import { EvalError } from '../util/errors.js';
import { runRedactor } from '../settings/secrets.js';
import { describeError, openServers, type ServerConfig, type ServerConnection } from '../mcp/index.js';
import { draftYaml } from './draft.js';
import { answerJson } from './flows.js';
import { planServer, type LiveCall, type PlannedScenario, type Standing } from './init-plan.js';
import { answeredError } from './init-verify.js';
import { writeSuiteFiles } from './write.js';

export interface InitOptions {
  servers: ServerConfig[];
  /** Only these servers (their names in mcp.json); every server when empty. */
  only: string[];
  /** The scenarios directory: each server's scenarios go to a folder of its name. */
  dir: string;
  force: boolean;
  connectTimeoutMs: number;
  /** Limit of each call init makes to a read-only tool (to verify a scenario, or to list what another needs). */
  callTimeoutMs: number;
  log?: (line: string) => void;
}

/** Scenarios by how init left them (init-verify.ts Standing). */
export interface StandingCounts {
  /** Ran once against the server, and answered without an error. */
  verified: number;
  /** Written disabled: the arguments init made up do not work, or it had none to give. */
  needsArguments: number;
  /** Enabled, not run by init: a call may change data. */
  notRun: number;
  /** Written disabled for another reason: destructive, a task, a credential. */
  disabled: number;
}

export interface InitServerSummary extends StandingCounts {
  name: string;
  tools: number;
  /** Scenarios written, flows included. */
  scenarios: number;
  flows: number;
}

export interface InitSummary extends StandingCounts {
  dir: string;
  servers: InitServerSummary[];
  files: string[];
}

export async function initSuite(opts: InitOptions): Promise<InitSummary> {
  const configs = chosenServers(opts.servers, opts.only);
  // As a client that declares nothing it can be asked back (elicitation, sampling, roots): a tool shown only to one
  // that does would ask the scenario for answers init cannot write (docs/first-suite.md).
  const pool = await openServers(configs, { connectTimeoutMs: opts.connectTimeoutMs, client: [] });
  const taken = new Set<string>();
  const planned: PlannedScenario[] = [];
  const servers: InitServerSummary[] = [];
  try {
    const redact = runRedactor({ env: process.env, servers: configs });
    for (const conn of pool.connections) {
      opts.log?.(`${conn.name}: ${conn.tools.length} tool(s)`);
      const live = liveCall(conn, opts.callTimeoutMs, redact);
      const plan = await planServer(conn.name, conn.tools, live, taken);
      planned.push(...plan);
      const flows = plan.filter((p) => p.draft.tags.includes('flow')).length;
      servers.push({ name: conn.name, tools: conn.tools.length, scenarios: plan.length, flows, ...counts(plan) });
    }
  } finally {
    await pool.close();
  }
  const files = planned.map(({ draft: d }) => ({ path: path.join(opts.dir, `${d.id}.yaml`), text: draftYaml(d) }));
  await writeSuiteFiles(files, opts.force, 'init');
  return { dir: opts.dir, servers, files: files.map((f) => f.path), ...counts(planned) };
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

/** A read-only tool's answer as JSON, or the error it answered in words; both redacted (they reach the files). */
function liveCall(conn: ServerConnection, timeoutMs: number, redact: <T>(v: T) => T): LiveCall {
  return async (tool, args) => {
    try {
      const result = await conn.callTool(tool, args, timeoutMs);
      const texts = result.content.flatMap((b) => (b.type === 'text' ? [b.text] : []));
      // An answer whose text is an error is one, whatever is_error says (server-filesystem's `Error - ENOENT`).
      const said = result.isError ? texts.join(' ') || 'an error result with no text' : answeredError(texts);
      if (said !== null) return { error: redact(said) };
      return { answer: redact(answerJson(result)), text: redact(texts.join('\n')) };
    } catch (e) {
      return { error: redact(describeError(e)) };
    }
  };
}

function counts(plan: PlannedScenario[]): StandingCounts {
  const count = (s: Standing) => plan.filter((p) => p.standing === s).length;
  return {
    verified: count('verified'),
    needsArguments: count('needs-arguments'),
    notRun: count('not-run'),
    disabled: count('disabled'),
  };
}
