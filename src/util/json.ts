// Stable text and hashes of JSON values: equal values give equal text and equal hashes.
import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, (v as Record<string, unknown>)[k]]),
        )
      : v,
  );
}

/** Hex sha256 of text (as UTF-8) or bytes. */
export function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** A plain JSON object (not null, not an array). */
export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** How far a JSON value goes: its deepest nesting and how many values it holds, each counted up to its limit. */
export interface JsonExtent {
  depth: number;
  values: number;
}

/**
 * The extent of `value`, walked without recursion (a value nested 10,000 deep would overflow the stack of a recursive
 * walk); the walk stops as soon as either limit is passed, so a huge value costs no more than the limits.
 */
export function jsonExtent(value: unknown, maxDepth: number, maxValues: number): JsonExtent {
  // Two stacks, not one of [value, depth] pairs: every message of every server is walked (mcp/protocol-tap.ts), and a
  // pair a value was most of the walk's allocation.
  const items: unknown[] = [value];
  const depths: number[] = [1];
  let [depth, values] = [0, 0];
  while (items.length > 0) {
    const v = items.pop();
    const d = depths.pop()!;
    values++;
    if (d > depth) depth = d;
    if (depth > maxDepth || values > maxValues) break;
    if (v === null || typeof v !== 'object') continue;
    for (const x of Array.isArray(v) ? v : Object.values(v)) {
      items.push(x);
      depths.push(d + 1);
    }
  }
  return { depth, values };
}
