// What a connection records of its server (results/trajectory.ts ServerSnapshot): the whole contract it advertised
// at the handshake, every field of every tool, its prompts, resources and templates. Only what the server gave is
// written, so a field the server left out stays absent, as it is in a baseline recorded before the field.
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { ServerSnapshot, ToolSnapshot } from '../results/trajectory.js';
import { isRecord } from '../util/json.js';
import type { Advertised } from './advertised.js';
import { schemaHash } from './names.js';

/**
 * Each input schema's hash, by the schema object: a connection keeps its tool list (a new one when the server sends
 * another) and each scenario's record snapshots it again; nothing changes a schema in place.
 */
const HASHES = new WeakMap<object, string>();
function hashOf(schema: Tool['inputSchema']): string {
  // A list read by tool-list.ts always has an object; one made elsewhere might not (a WeakMap takes objects only).
  if (!isRecord(schema)) return schemaHash(schema);
  let hash = HASHES.get(schema);
  if (hash === undefined) HASHES.set(schema, (hash = schemaHash(schema)));
  return hash;
}

/** A tool as the record keeps it; `fix`: what the harness mended in its input schema (tool-list.ts). */
export function toolSnapshot(t: Tool, fix?: string): ToolSnapshot {
  const raw = t as Tool & Record<string, unknown>;
  return {
    name: t.name,
    schema_hash: hashOf(t.inputSchema),
    ...(t.description === undefined ? {} : { description: t.description }),
    input_schema: t.inputSchema,
    ...(isRecord(t.annotations) ? { annotations: t.annotations } : {}),
    ...(typeof raw.title === 'string' ? { title: raw.title } : {}),
    ...(isRecord(raw.outputSchema) ? { output_schema: raw.outputSchema } : {}),
    ...(Array.isArray(raw.icons) ? { icons: raw.icons } : {}),
    ...(isRecord(raw._meta) ? { meta: raw._meta } : {}),
    ...(isRecord(raw.execution) ? { execution: raw.execution } : {}),
    ...(fix === undefined ? {} : { input_schema_fix: fix }),
  };
}

/** Everything a connection knows of its server's contract. */
export interface ContractParts {
  name: string;
  serverInfo: Record<string, unknown> | null;
  protocolVersion: string | null;
  capabilities: Record<string, unknown> | undefined;
  instructions: string | undefined;
  tools: readonly Tool[];
  fixes: ReadonlyMap<string, string>;
  duplicates: readonly string[];
  advertised: Omit<Advertised, 'findings'>;
  findings: readonly string[];
  /** The client features declared (results/client.ts). */
  client?: readonly string[];
}

/** The last snapshot made of a tool list, with the parts it was made from (a connection reads a new list anew). */
const LAST = new WeakMap<readonly Tool[], { parts: ContractParts; snapshot: ServerSnapshot }>();

/**
 * The snapshot of these parts: the one made last for the same tool list when no part changed since. Each scenario's
 * record takes one of each server; one object while the server is unchanged lets the memos keyed by it (util/memo.ts
 * contentId, sanitize/repeated.ts) skip turning an 18 KB list to text for every scenario. A snapshot is never changed.
 */
export function serverSnapshot(p: ContractParts): ServerSnapshot {
  const last = LAST.get(p.tools);
  if (last && sameParts(last.parts, p)) return last.snapshot;
  const snapshot = makeSnapshot(p);
  LAST.set(p.tools, { parts: p, snapshot });
  return snapshot;
}

/** The same objects (findings and client: the same entries: a connection makes those lists anew for each call). */
function sameParts(a: ContractParts, b: ContractParts): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof ContractParts)[]);
  return [...keys].every((k) => a[k] === b[k] || (k === 'findings' || k === 'client' ? sameList(a[k], b[k]) : false));
}

function sameList(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  return a !== undefined && b !== undefined && a.length === b.length && a.every((v, i) => v === b[i]);
}

function makeSnapshot(p: ContractParts): ServerSnapshot {
  const { name, version, ...rest } = p.serverInfo ?? {};
  const named = typeof name === 'string' && typeof version === 'string';
  return {
    name: p.name,
    // Name and version first, as a baseline's snapshot reads back (results/server-snapshot.ts): a run's snapshot of
    // an unchanged server is then the same text as its baseline's, written once in results.json (shared-servers.ts).
    server_info: named ? { name, version, ...rest } : null,
    tools: p.tools.map((t) => toolSnapshot(t, p.fixes.get(t.name))),
    // Always present (empty when none): a baseline without the field predates it, and has none to compare.
    instructions: p.instructions ?? '',
    ...(p.findings.length ? { findings: [...p.findings] } : {}),
    ...(p.client ? { client: [...p.client] } : {}),
    ...(p.protocolVersion ? { protocol_version: p.protocolVersion } : {}),
    ...(p.capabilities ? { capabilities: p.capabilities } : {}),
    ...p.advertised,
    ...(p.duplicates.length ? { duplicate_tools: [...p.duplicates] } : {}),
  };
}
