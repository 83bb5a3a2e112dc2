// Same outcome (docs/scoring/same-outcome.md): a call of the same tool with other arguments that got the same answer as
// the baseline's call did the same thing, as far as anyone can tell. A model that words a search another way
// ("environment config" for "environment variables configuration") and finds the same tools has not regressed.
// Two answers are the same when they are equal as canonical JSON (ignored response fields left out) and the server
// marks the tool read-only (a tool that changes things says what it changed by its arguments: its "ok" to another
// path is not the same outcome), or, for a ranked answer (a list of named items: a search's tools), when the same
// items come in the same top positions.
import type { ContentBlock, ToolCallRecord } from '../results/trajectory.js';
import { canonicalJson, isRecord } from '../util/json.js';
import { isIgnored, type IgnoreSet } from './similarity.js';

/** A ranked answer is compared by its first items, at most this many. */
export const TOP_POSITIONS = 5;
/** What names an item of a ranked list, the first of these it has. */
const IDENTITY_KEYS = ['name', 'id', 'uri', 'title'] as const;

export interface Outcome {
  /** The answer as canonical JSON, ignored fields left out; null unless the tool is read-only. */
  key: string | null;
  /** The answer's ranked list, when it has one: the items' names in order and what the list is called (`tools`). */
  ranked: { noun: string; ids: string[] } | null;
}

/** Each block's JSON, parsed once. */
const parsed = new WeakMap<ContentBlock, unknown>();

/** The JSON object or array a text block holds, if it holds one. */
export function jsonOf(block: ContentBlock | undefined): unknown {
  if (!block) return undefined;
  // Alignment, match modes, drift and causes each read a call's answer: it is parsed once (callers do not mutate it).
  if (parsed.has(block)) return parsed.get(block);
  const t = block.type === 'text' ? block.text?.trim() : undefined;
  let value: unknown;
  if (t && (t.startsWith('{') || t.startsWith('['))) {
    try {
      value = JSON.parse(t) as unknown;
    } catch {
      value = undefined;
    }
  }
  parsed.set(block, value);
  return value;
}

/** A call's outcome; null when it failed or answered nothing (nothing to be the same as). */
export function outcomeOf(call: ToolCallRecord, ignore: IgnoreSet, readOnly: boolean): Outcome | null {
  if (call.is_error || call.content.length === 0) return null;
  const values = call.content.map((b) => {
    const json = jsonOf(b);
    return json !== undefined ? strip(json, ignore, '') : b.type === 'text' ? (b.text ?? '') : b;
  });
  const key = readOnly ? canonicalJson(values) : null;
  return { key, ranked: values.length === 1 ? rankedList(values[0]) : null };
}

/**
 * How two outcomes are the same, in words (`same answer`, `same 3 tools`); null when they are not. A ranked answer is
 * the same when both lists are as long (or both at least TOP_POSITIONS long) and their first items agree in order.
 */
export function sameOutcome(b: Outcome | null, c: Outcome | null): string | null {
  if (!b || !c) return null;
  if (b.key !== null && b.key === c.key) return 'same answer';
  const [x, y] = [b.ranked, c.ranked];
  if (!x || !y || x.ids.length === 0 || y.ids.length === 0) return null;
  const long = x.ids.length >= TOP_POSITIONS && y.ids.length >= TOP_POSITIONS;
  if (x.ids.length !== y.ids.length && !long) return null;
  const k = Math.min(TOP_POSITIONS, x.ids.length, y.ids.length);
  for (let i = 0; i < k; i++) if (x.ids[i] !== y.ids[i]) return null;
  const noun = k === 1 ? x.noun.replace(/s$/, '') : x.noun;
  return `same ${long ? 'top ' : ''}${k} ${noun}`;
}

/**
 * Two strings per outcome such that sameOutcome(b, c) !== null exactly when b's and c's `answer` are equal and not
 * null, or their `ranked` are (alignment compares thousands of pairs by them). A ranked list of TOP_POSITIONS items or
 * more is its first items and a `+`; a shorter one, all of its items (as long, and the same).
 */
export function outcomeSignatures(o: Outcome | null): { answer: string | null; ranked: string | null } {
  if (!o) return { answer: null, ranked: null };
  const ids = o.ranked?.ids ?? [];
  const long = ids.length >= TOP_POSITIONS;
  return {
    answer: o.key,
    ranked: ids.length === 0 ? null : JSON.stringify(ids.slice(0, TOP_POSITIONS)) + (long ? '+' : ''),
  };
}

/** A JSON value without its ignored fields (a name at any depth, or a dotted path). */
function strip(v: unknown, ignore: IgnoreSet, path: string): unknown {
  if (ignore.size === 0) return v;
  if (Array.isArray(v)) return v.map((x) => strip(x, ignore, `${path}[]`));
  if (!isRecord(v)) return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) {
    const p = path ? `${path}.${k}` : k;
    if (!isIgnored(ignore, p, k)) out[k] = strip(x, ignore, p);
  }
  return out;
}

/** The list a ranked answer is: the answer itself, or its longest list of named items (`{tools: [...]}`). */
function rankedList(v: unknown): Outcome['ranked'] {
  if (Array.isArray(v)) return named(v, 'items');
  if (!isRecord(v)) return null;
  let best: Outcome['ranked'] = null;
  for (const [k, x] of Object.entries(v)) {
    const list = Array.isArray(x) ? named(x, k) : null;
    if (list && (!best || list.ids.length > best.ids.length)) best = list;
  }
  return best;
}

/** The names of a list's items, when every item is an object with a name. */
function named(list: unknown[], noun: string): Outcome['ranked'] {
  const ids: string[] = [];
  for (const item of list) {
    if (!isRecord(item)) return null;
    const key = IDENTITY_KEYS.find((k) => typeof item[k] === 'string' || typeof item[k] === 'number');
    if (!key) return null;
    ids.push(String(item[key]));
  }
  return { noun, ids };
}
