// Argument and call similarity (SCORING.md, "Argument similarity" and "Call similarity").
// Values are first turned into a Prepared tree (words split, JSON strings parsed, ignored keys
// dropped) so that comparing one call with many others does that work once per call.
import type { ToolCallRecord } from '../trajectory.js';

/** Weight of the key Jaccard in argument similarity; the value part gets the rest. */
export const KEY_WEIGHT = 0.3;
/**
 * Similarity of a value and its string spelling (`10` vs `"10"`): 6/7 of the similarity of the
 * spelled value, so that a call whose only argument changed type scores 0.3 + 0.7 * 6/7 = 0.9.
 */
export const COERCED_FACTOR = 6 / 7;

export type Prepared =
  | { k: 'str'; s: string; words: Set<string>; spelled: Prepared | null }
  | { k: 'num'; n: number }
  | { k: 'bool'; b: boolean }
  | { k: 'null' }
  | { k: 'arr'; items: Prepared[] }
  | { k: 'obj'; map: Map<string, Prepared> };

/** Keys left out: a name matches at any depth, a dotted path (`a.b`, `items[].id`) at that path. */
export type IgnoreSet = ReadonlySet<string>;

const WORD = /[\p{L}\p{N}]+/gu;
const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

export function words(s: string): Set<string> {
  return new Set(s.toLowerCase().match(WORD) ?? []);
}

export function isIgnored(ignore: IgnoreSet, path: string, key: string): boolean {
  return ignore.size > 0 && (ignore.has(key) || ignore.has(path));
}

/** What a string spells, if it spells a number, a boolean, or a JSON object/array. */
function spelledValue(s: string, ignore: IgnoreSet, path: string): Prepared | null {
  const t = s.trim();
  if (NUMBER.test(t)) return { k: 'num', n: Number(t) };
  if (t === 'true' || t === 'false') return { k: 'bool', b: t === 'true' };
  if ((t.startsWith('{') && t.endsWith('}')) || (t.startsWith('[') && t.endsWith(']'))) {
    try {
      return prepare(JSON.parse(t), ignore, path);
    } catch {
      return null;
    }
  }
  return null;
}

export function prepare(v: unknown, ignore: IgnoreSet = new Set(), path = ''): Prepared {
  if (v === null || v === undefined) return { k: 'null' };
  if (typeof v === 'string') return { k: 'str', s: v, words: words(v), spelled: spelledValue(v, ignore, path) };
  if (typeof v === 'number') return { k: 'num', n: v };
  if (typeof v === 'boolean') return { k: 'bool', b: v };
  if (Array.isArray(v)) return { k: 'arr', items: v.map((x) => prepare(x, ignore, `${path}[]`)) };
  if (typeof v === 'object') {
    const map = new Map<string, Prepared>();
    for (const [key, x] of Object.entries(v)) {
      const p = path ? `${path}.${key}` : key;
      if (!isIgnored(ignore, p, key) && x !== undefined) map.set(key, prepare(x, ignore, p));
    }
    return { k: 'obj', map };
  }
  // bigint, function, symbol: not JSON; compare by their text.
  return prepare(String(v), ignore, path);
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let common = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const w of small) if (large.has(w)) common++;
  return common / (a.size + b.size - common);
}

function numberSimilarity(a: number, b: number): number {
  if (a === b) return 1;
  const m = Math.max(Math.abs(a), Math.abs(b));
  if (!Number.isFinite(m) || m === 0) return 0;
  return Math.max(0, 1 - Math.abs(a - b) / m);
}

function stringSimilarity(a: Extract<Prepared, { k: 'str' }>, b: Extract<Prepared, { k: 'str' }>): number {
  if (a.s === b.s) return 1;
  // Two JSON strings (MCPProxy's args_json) are compared as the values they spell.
  if (a.spelled && b.spelled && (a.spelled.k === 'obj' || a.spelled.k === 'arr')) return similarity(a.spelled, b.spelled);
  // No words on either side ("", "?!"): unequal strings have nothing in common.
  if (a.words.size === 0 && b.words.size === 0) return 0;
  return jaccard(a.words, b.words);
}

function arraySimilarity(a: Prepared[], b: Prepared[]): number {
  const n = Math.max(a.length, b.length);
  if (n === 0) return 1;
  let sum = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) sum += similarity(a[i], b[i]);
  return sum / n;
}

/** 0.3 * Jaccard(keys) + 0.7 * mean similarity of the common keys' values. */
function objectSimilarity(a: Map<string, Prepared>, b: Map<string, Prepared>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let common = 0;
  let values = 0;
  for (const [key, x] of a) {
    const y = b.get(key);
    if (y === undefined) continue;
    common++;
    values += similarity(x, y);
  }
  if (common === 0) return 0;
  const keys = common / (a.size + b.size - common);
  const mean = values / common;
  // Guard the float sum so that equal arguments give exactly 1.
  return keys === 1 && mean === 1 ? 1 : KEY_WEIGHT * keys + (1 - KEY_WEIGHT) * mean;
}

/** Similarity of two prepared values in [0,1]; 1 for equal values. */
export function similarity(a: Prepared, b: Prepared): number {
  if (a.k === 'str' && b.k === 'str') return stringSimilarity(a, b);
  if (a.k === 'str' && b.k !== 'str') return a.spelled && a.spelled.k === b.k ? COERCED_FACTOR * similarity(a.spelled, b) : 0;
  if (b.k === 'str') return similarity(b, a);
  if (a.k !== b.k) return 0;
  switch (a.k) {
    case 'num':
      return numberSimilarity(a.n, (b as typeof a).n);
    case 'bool':
      return a.b === (b as typeof a).b ? 1 : 0;
    case 'null':
      return 1;
    case 'arr':
      return arraySimilarity(a.items, (b as typeof a).items);
    case 'obj':
      return objectSimilarity(a.map, (b as typeof a).map);
  }
}

/** Similarity of two values (SCORING.md "Value similarity"). */
export function valueSimilarity(a: unknown, b: unknown): number {
  return similarity(prepare(a), prepare(b));
}

/** Similarity of two argument objects, leaving out `ignoreKeys` (SCORING.md "Argument similarity"). */
export function argSimilarity(a: Record<string, unknown>, b: Record<string, unknown>, ignoreKeys: readonly string[] = []): number {
  const ignore = new Set(ignoreKeys);
  return similarity(prepare(a, ignore), prepare(b, ignore));
}

/** A call ready to be compared many times: its arguments prepared once. */
export interface PreparedCall {
  id: string;
  isError: boolean;
  args: Prepared;
}

export function prepareCall(c: ToolCallRecord, ignore: IgnoreSet): PreparedCall {
  return { id: c.id, isError: c.is_error, args: prepare(c.arguments, ignore) };
}

/** Different tool: 0. Succeeded in the baseline and fails now: 0. Otherwise argument similarity. */
export function preparedCallSimilarity(baseline: PreparedCall, current: PreparedCall): number {
  if (baseline.id !== current.id) return 0;
  if (current.isError && !baseline.isError) return 0;
  return similarity(baseline.args, current.args);
}

export function callSimilarity(baseline: ToolCallRecord, current: ToolCallRecord, opts: { ignoreArgs?: readonly string[] } = {}): number {
  const ignore = new Set(opts.ignoreArgs ?? []);
  return preparedCallSimilarity(prepareCall(baseline, ignore), prepareCall(current, ignore));
}

/** Top-level argument keys whose values differ (or exist on one side only), for labels. */
export function differingKeys(a: Prepared, b: Prepared): string[] {
  if (a.k !== 'obj' || b.k !== 'obj') return [];
  const keys = new Set([...a.map.keys(), ...b.map.keys()]);
  return [...keys].filter((k) => {
    const x = a.map.get(k);
    const y = b.map.get(k);
    return x === undefined || y === undefined || !samePrepared(x, y);
  });
}

/** Structural equality of prepared values (exact: `10` and `"10"` differ, so do "A" and "a"). */
export function samePrepared(a: Prepared, b: Prepared): boolean {
  if (a.k !== b.k) return false;
  switch (a.k) {
    case 'str':
      return a.s === (b as typeof a).s;
    case 'num':
      return a.n === (b as typeof a).n;
    case 'bool':
      return a.b === (b as typeof a).b;
    case 'null':
      return true;
    case 'arr': {
      const y = (b as typeof a).items;
      return a.items.length === y.length && a.items.every((x, i) => samePrepared(x, y[i]));
    }
    case 'obj': {
      const y = (b as typeof a).map;
      if (a.map.size !== y.size) return false;
      for (const [key, x] of a.map) {
        const z = y.get(key);
        if (z === undefined || !samePrepared(x, z)) return false;
      }
      return true;
    }
  }
}
