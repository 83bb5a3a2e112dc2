// Probable renames (docs/scoring/renames.md): a tool that left a server and one that arrived on it,
// close in name, input schema and description, are most likely the same tool under a new name.
// Saying so turns "add removed, get-sum added" into the fix a maintainer or agent needs.
import type { ToolSnapshot } from '../results/trajectory.js';
import { isRecord } from '../util/json.js';
import { compareText } from '../util/text.js';
import { typeOf } from './schema-diff.js';
import { words } from './similarity.js';

/** A pair at or above this confidence is reported as a probable rename. */
export const RENAME_THRESHOLD = 0.4;
/** Removed × added tools of one server beyond which renames are not searched (a whole new tool list). */
export const MAX_RENAME_PAIRS = 40_000;

export interface RenameEvidence {
  /** Jaccard of the name tokens (camelCase, `-`, `_` split). */
  name: number;
  /** Mean property agreement; null when neither tool takes a parameter (no evidence either way). */
  schema: number | null;
  /** Jaccard of the description words; null unless both tools have a description. */
  description: number | null;
}

export interface Rename {
  from: string;
  to: string;
  /** The mean of the evidence available, in [0, 1]. */
  confidence: number;
  evidence: RenameEvidence;
}

/** `printEnv` -> print, env; `get-tiny-image` -> get, tiny, image; `sampleLLM` -> sample, llm. */
export function nameTokens(name: string): string[] {
  return words(name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2'));
}

/** What a tool is compared by, worked out once per tool rather than once per pair. */
interface Features {
  name: string;
  tokens: Set<string>;
  params: Map<string, string | null>;
  description: Set<string> | null;
}

function features(t: ToolSnapshot): Features {
  const props = isRecord(t.input_schema) && isRecord(t.input_schema.properties) ? t.input_schema.properties : {};
  return {
    name: t.name,
    tokens: new Set(nameTokens(t.name)),
    // Each parameter's type, by name; empty when the schema is unknown or takes none.
    params: new Map(Object.entries(props).map(([k, v]) => [k, isRecord(v) ? typeOf(v) : null])),
    description: t.description ? new Set(words(t.description)) : null,
  };
}

function jaccard(x: ReadonlySet<string>, y: ReadonlySet<string>): number {
  let common = 0;
  for (const w of x) if (y.has(w)) common++;
  const all = x.size + y.size - common;
  return all === 0 ? 1 : common / all;
}

/** Per parameter name of either tool: 1 same name and type, ½ same name other type, 0 on one side only. */
function schemaAgreement(pa: Features['params'], pb: Features['params']): number | null {
  const names = new Set([...pa.keys(), ...pb.keys()]);
  if (names.size === 0) return null;
  let sum = 0;
  for (const n of names) if (pa.has(n) && pb.has(n)) sum += pa.get(n) === pb.get(n) ? 1 : 0.5;
  return sum / names.size;
}

function confidenceOf(a: Features, b: Features): { confidence: number; evidence: RenameEvidence } {
  const evidence: RenameEvidence = {
    name: jaccard(a.tokens, b.tokens),
    schema: schemaAgreement(a.params, b.params),
    description: a.description && b.description ? jaccard(a.description, b.description) : null,
  };
  const parts = [evidence.name, evidence.schema, evidence.description].filter((x) => x !== null);
  return { confidence: parts.reduce((s, x) => s + x, 0) / parts.length, evidence };
}

/** How likely `b` is `a` renamed: the mean of the name, schema and description evidence available. */
export function renameConfidence(a: ToolSnapshot, b: ToolSnapshot): { confidence: number; evidence: RenameEvidence } {
  return confidenceOf(features(a), features(b));
}

/**
 * Probable renames among the tools one server lost and gained: every pair scored, then taken
 * best first (ties by name), each tool at most once, down to RENAME_THRESHOLD. A server that
 * swapped more than MAX_RENAME_PAIRS pairs' worth of tools is not searched: they stay removed.
 */
export function detectRenames(removed: readonly ToolSnapshot[], added: readonly ToolSnapshot[]): Rename[] {
  if (removed.length * added.length > MAX_RENAME_PAIRS) return [];
  const after = added.map(features);
  const candidates = removed
    .map(features)
    .flatMap((a) => after.map((b) => ({ from: a.name, to: b.name, ...confidenceOf(a, b) })));
  candidates.sort((x, y) => y.confidence - x.confidence || compareText(x.from, y.from) || compareText(x.to, y.to));
  const used = new Set<string>();
  const out: Rename[] = [];
  for (const c of candidates) {
    if (c.confidence < RENAME_THRESHOLD) break;
    if (used.has(`-${c.from}`) || used.has(`+${c.to}`)) continue;
    used.add(`-${c.from}`).add(`+${c.to}`);
    out.push(c);
  }
  return out.sort((x, y) => compareText(x.from, y.from));
}
