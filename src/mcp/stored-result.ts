// What a trajectory keeps of a tool's result. A server can answer every call with megabytes: kept
// whole, 30 such calls made a 300 MB baseline and a report too long for a JavaScript string. Past a
// budget, every long string is cut to a prefix (so the result keeps its shape: the same blocks, keys
// and types, which is what drift compares), and the size and sha256 of the whole result are recorded,
// so two results that differ past the prefix still differ.
import type { ContentBlock } from '../results/trajectory.js';
import { sha256 } from '../util/json.js';

/** Characters of string values a stored result keeps, summed over all of them. */
export const MAX_STORED_CHARS = 64 * 1024;

export interface StoredResult {
  content: ContentBlock[];
  structured?: unknown;
  /** Set when the result was cut: UTF-8 bytes and sha256 of the JSON of the whole result. */
  truncated?: { bytes: number; sha256: string };
}

export function storedResult(content: ContentBlock[], structured: unknown): StoredResult {
  const whole = { content, structured };
  if (stringChars(whole, MAX_STORED_CHARS) <= MAX_STORED_CHARS) return whole;
  const json = JSON.stringify(whole);
  let budget = MAX_STORED_CHARS;
  const cut = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const kept = v.length <= budget ? v : `${prefix(v, budget)}…`;
      budget = Math.max(0, budget - kept.length);
      return kept;
    }
    if (Array.isArray(v)) return v.map(cut);
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, cut(x)]));
    return v;
  };
  const kept = cut(whole) as { content: ContentBlock[]; structured: unknown };
  return { ...kept, truncated: { bytes: Buffer.byteLength(json, 'utf8'), sha256: sha256(json) } };
}

/** The first `n` UTF-16 units of `s`, one fewer if the last would be half of a surrogate pair. */
function prefix(s: string, n: number): string {
  const code = s.charCodeAt(n - 1);
  return s.slice(0, code >= 0xd800 && code <= 0xdbff ? n - 1 : n);
}

/** Characters of the string values in `v`, counted until they pass `limit` (then any larger number). */
function stringChars(v: unknown, limit: number): number {
  if (typeof v === 'string') return v.length;
  let n = 0;
  const items = Array.isArray(v) ? v : v !== null && typeof v === 'object' ? Object.values(v) : [];
  for (const x of items) {
    n += stringChars(x, limit - n);
    if (n > limit) break;
  }
  return n;
}
