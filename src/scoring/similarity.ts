// Argument and call similarity (docs/scoring/similarity.md).
// Values are first turned into a Prepared tree (words split, JSON strings parsed, ignored keys
// dropped) so that comparing one call with many others does that work once per call.
import type { ToolCallRecord } from '../results/trajectory.js';
import { normalizeWord } from './stems.js';

/** Weight of the key Jaccard in argument similarity; the value part gets the rest. */
export const KEY_WEIGHT = 0.3;
/**
 * Similarity of a value and its string spelling (`10` vs `"10"`): 6/7 of the similarity of the
 * spelled value, so that a call whose only argument changed type scores 0.3 + 0.7 * 6/7 = 0.9.
 */
export const COERCED_FACTOR = 6 / 7;

export type Prepared =
  | { k: 'str'; s: string; words: string[]; spelled: Prepared | null }
  | { k: 'num'; n: number }
  | { k: 'bool'; b: boolean }
  | { k: 'null' }
  | { k: 'arr'; items: Prepared[] }
  /** Keys sorted, `vals[i]` belongs to `keys[i]`: two objects are compared by one merge. */
  | { k: 'obj'; keys: string[]; vals: Prepared[] };

/** Keys left out: a name matches at any depth, a dotted path (`a.b`, `items[].id`) at that path. */
export type IgnoreSet = ReadonlySet<string>;

const NO_IGNORE: IgnoreSet = new Set();
const WORD = /[\p{L}\p{N}]+/gu;
const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Sort a list in place, dropping repeats. Most lists are a few items: insertion sort beats sort(). */
function sortUnique(list: string[]): string[] {
  if (list.length > 16) {
    list.sort();
    let k = 1;
    for (let i = 1; i < list.length; i++) if (list[i] !== list[k - 1]) list[k++] = list[i];
    list.length = k;
    return list;
  }
  let k = 0;
  for (let i = 0; i < list.length; i++) {
    const w = list[i];
    let j = k - 1;
    while (j >= 0 && list[j] > w) j--;
    if (j >= 0 && list[j] === w) continue;
    for (let m = k; m > j + 1; m--) list[m] = list[m - 1];
    list[j + 1] = w;
    k++;
  }
  list.length = k;
  return list;
}

/** Lower-cased words (maximal runs of letters and digits), stemmed and unabbreviated, sorted, without repeats. */
export function words(s: string): string[] {
  const list = s.toLowerCase().match(WORD);
  if (list === null) return [];
  for (let i = 0; i < list.length; i++) list[i] = normalizeWord(list[i]);
  return sortUnique(list);
}

export function isIgnored(ignore: IgnoreSet, path: string, key: string): boolean {
  return ignore.size > 0 && (ignore.has(key) || ignore.has(path));
}

/** What a string spells, if it spells a number, a boolean, or a JSON object/array. */
function spelledValue(s: string, ignore: IgnoreSet, path: string): Prepared | null {
  const t = s.trim();
  const c = t.charCodeAt(0);
  if ((c >= 48 && c <= 57) || c === 45 || c === 46) return NUMBER.test(t) ? { k: 'num', n: Number(t) } : null;
  if (t === 'true' || t === 'false') return { k: 'bool', b: t === 'true' };
  if ((c === 123 && t.endsWith('}')) || (c === 91 && t.endsWith(']'))) {
    try {
      return prepare(JSON.parse(t), ignore, path);
    } catch {
      return null;
    }
  }
  return null;
}

export function prepare(v: unknown, ignore: IgnoreSet = NO_IGNORE, path = ''): Prepared {
  if (v === null || v === undefined) return { k: 'null' };
  if (typeof v === 'string') return { k: 'str', s: v, words: words(v), spelled: spelledValue(v, ignore, path) };
  if (typeof v === 'number') return { k: 'num', n: v };
  if (typeof v === 'boolean') return { k: 'bool', b: v };
  if (Array.isArray(v)) return { k: 'arr', items: v.map((x) => prepare(x, ignore, ignore.size ? `${path}[]` : '')) };
  if (typeof v === 'object') {
    const keys = sortUnique(Object.keys(v));
    const kept: string[] = [];
    const vals: Prepared[] = [];
    for (const key of keys) {
      const x = (v as Record<string, unknown>)[key];
      // Paths are only needed to match ignore entries.
      const p = ignore.size ? (path ? `${path}.${key}` : key) : '';
      if (x === undefined || isIgnored(ignore, p, key)) continue;
      kept.push(key);
      vals.push(prepare(x, ignore, p));
    }
    return { k: 'obj', keys: kept, vals };
  }
  // bigint, function, symbol: not JSON; compare by their text.
  return prepare(String(v), ignore, path);
}

/** How many strings two sorted lists (words, keys) share. */
function shared(a: string[], b: string[]): number {
  let common = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      common++;
      i++;
      j++;
    } else if (a[i] < b[j]) i++;
    else j++;
  }
  return common;
}

/** |common| / |union| of two sorted word lists. */
function jaccard(a: string[], b: string[]): number {
  if (a.length === 0 && b.length === 0) return 1;
  const common = shared(a, b);
  return common / (a.length + b.length - common);
}

function numberSimilarity(a: number, b: number): number {
  if (a === b) return 1;
  const m = Math.max(Math.abs(a), Math.abs(b));
  if (!Number.isFinite(m) || m === 0) return 0;
  return Math.max(0, 1 - Math.abs(a - b) / m);
}

/* A floor above 0 (similarityAbove) lets the functions below answer -1 once the result is sure to be below it. */

function stringSimilarity(a: Extract<Prepared, { k: 'str' }>, b: Extract<Prepared, { k: 'str' }>, floor = 0): number {
  if (a.s === b.s) return 1;
  // Two JSON strings (MCPProxy's args_json) are compared as the values they spell.
  if (a.spelled && b.spelled && (a.spelled.k === 'obj' || a.spelled.k === 'arr'))
    return similarityAbove(a.spelled, b.spelled, floor);
  const x = a.words.length;
  const y = b.words.length;
  // No words on either side ("", "?!"): unequal strings have nothing in common.
  if (x === 0 && y === 0) return 0;
  // At most all the words of the shorter list are common, and the union has at least the longer's.
  if (Math.min(x, y) < floor * Math.max(x, y)) return -1;
  return jaccard(a.words, b.words);
}

function arraySimilarity(a: Prepared[], b: Prepared[], floor = 0): number {
  const n = Math.max(a.length, b.length);
  if (n === 0) return 1;
  const m = Math.min(a.length, b.length);
  // The sum below which the mean stays under the floor; the items not compared yet add at most 1 each.
  const need = floor > 0 ? floor * n : -Infinity;
  let sum = 0;
  for (let i = 0; i < m; i++) {
    // Without a floor, need is -Infinity and so is what is asked: similarityAbove is then similarity.
    const v = similarityAbove(a[i], b[i], need - sum - (m - i - 1));
    if (v < 0) return -1;
    sum += v;
    if (sum + (m - i - 1) < need) return -1;
  }
  return sum / n;
}

type Obj = Extract<Prepared, { k: 'obj' }>;

/** 0.3 * Jaccard(keys) + 0.7 * mean similarity of the common keys' values. */
function objectSimilarity(a: Obj, b: Obj, floor = 0): number {
  if (a.keys.length === 0 && b.keys.length === 0) return 1;
  const both = floor > 0 ? shared(a.keys, b.keys) : 0;
  // The sum of the values below which the result stays under the floor: -Infinity without one.
  const need =
    both > 0
      ? ((floor - KEY_WEIGHT * (both / (a.keys.length + b.keys.length - both))) * both) / (1 - KEY_WEIGHT)
      : -Infinity;
  let left = both;
  let common = 0;
  let values = 0;
  for (let i = 0, j = 0; i < a.keys.length && j < b.keys.length;) {
    if (a.keys[i] === b.keys[j]) {
      common++;
      const v = similarityAbove(a.vals[i++], b.vals[j++], need - values - --left);
      if (v < 0) return -1;
      values += v;
      if (values + left < need) return -1;
    } else if (a.keys[i] < b.keys[j]) i++;
    else j++;
  }
  if (common === 0) return 0;
  const keys = common / (a.keys.length + b.keys.length - common);
  const mean = values / common;
  // Guard the float sum so that equal arguments give exactly 1.
  return keys === 1 && mean === 1 ? 1 : KEY_WEIGHT * keys + (1 - KEY_WEIGHT) * mean;
}

/** Similarity of two prepared values in [0,1]; 1 for equal values. */
export function similarity(a: Prepared, b: Prepared): number {
  if (a.k === 'str' && b.k === 'str') return stringSimilarity(a, b);
  if (a.k === 'str' && b.k !== 'str')
    return a.spelled && a.spelled.k === b.k ? COERCED_FACTOR * similarity(a.spelled, b) : 0;
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
      return objectSimilarity(a, b as typeof a);
  }
}

/**
 * similarity(a, b), or -1 when it is below `floor`: objects, arrays and strings are then compared only until what
 * is left could not lift them to it. Alignment asks whether a pair can beat the best alignment found so far, and
 * most pairs of a long run fail on their first differing value.
 */
export function similarityAbove(a: Prepared, b: Prepared, floor: number): number {
  if (floor <= 0) return similarity(a, b);
  if (a.k === 'obj' && b.k === 'obj') return objectSimilarity(a, b, floor);
  if (a.k === 'arr' && b.k === 'arr') return arraySimilarity(a.items, b.items, floor);
  if (a.k === 'str' && b.k === 'str') return stringSimilarity(a, b, floor);
  return similarity(a, b);
}

/** Similarity of two values (docs/scoring/similarity.md). */
export function valueSimilarity(a: unknown, b: unknown): number {
  return similarity(prepare(a), prepare(b));
}

/** Similarity of two argument objects, leaving out `ignoreKeys` (docs/scoring/similarity.md). */
export function argSimilarity(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  ignoreKeys: readonly string[] = [],
): number {
  const ignore = ignoreKeys.length ? new Set(ignoreKeys) : NO_IGNORE;
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

/**
 * Different tool: 0. Succeeded in the baseline and fails now: 0. Otherwise argument similarity, or -1 when that is
 * below `floor` (similarityAbove).
 */
export function preparedCallSimilarity(baseline: PreparedCall, current: PreparedCall, floor = 0): number {
  if (baseline.id !== current.id) return 0;
  if (current.isError && !baseline.isError) return 0;
  return similarityAbove(baseline.args, current.args, floor);
}

export function callSimilarity(
  baseline: ToolCallRecord,
  current: ToolCallRecord,
  opts: { ignoreArgs?: readonly string[] } = {},
): number {
  const ignore = opts.ignoreArgs?.length ? new Set(opts.ignoreArgs) : NO_IGNORE;
  return preparedCallSimilarity(prepareCall(baseline, ignore), prepareCall(current, ignore));
}

/** Top-level argument keys whose values differ (or exist on one side only), for labels. */
export function differingKeys(a: Prepared, b: Prepared): string[] {
  if (a.k !== 'obj' || b.k !== 'obj') return [];
  const keys = [...new Set([...a.keys, ...b.keys])].sort();
  return keys.filter((k) => {
    const x = a.vals[a.keys.indexOf(k)];
    const y = b.vals[b.keys.indexOf(k)];
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
      const y = b as typeof a;
      return (
        a.keys.length === y.keys.length && a.keys.every((k, i) => k === y.keys[i] && samePrepared(a.vals[i], y.vals[i]))
      );
    }
  }
}
