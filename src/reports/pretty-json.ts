// results.json's text: JSON.stringify(value, null, 2), the same bytes, made quicker where a value holds the same object
// more than once. A redacted report shares each distinct server snapshot among its trajectories and baselines
// (sanitize/repeated.ts): 200 one-call scenarios hold one snapshot 400 times, 93% of the file. Each shared object is
// serialized once and indented where it sits, instead of 400 times (BENCHMARKS.md "The CLI process").

/** The objects met more than once, walking each distinct object once. */
function sharedObjects(value: unknown, seen: Set<object>, twice: Set<object>): void {
  if (value === null || typeof value !== 'object') return;
  if (seen.has(value)) {
    twice.add(value);
    return;
  }
  seen.add(value);
  for (const v of Array.isArray(value) ? value : Object.values(value)) sharedObjects(v, seen, twice);
}

type Json = (value: unknown, key: string, depth: number) => string | undefined;

/** `JSON.stringify(value, null, 2)` and a final newline, byte for byte. */
export function prettyJson(value: unknown): string {
  const twice = new Set<object>();
  sharedObjects(value, new Set(), twice);
  if (twice.size === 0) return `${JSON.stringify(value, null, 2)}\n`;
  const pads = [''];
  const pad = (depth: number) => (pads[depth] ??= '  '.repeat(depth));
  /** A shared object's text at depth 0, and at each depth it was met at. */
  const texts = new Map<object, Map<number, string>>();
  const json: Json = (v, key, depth) => {
    if (v !== null && typeof v === 'object' && typeof (v as { toJSON?: unknown }).toJSON === 'function')
      v = (v as { toJSON: (key: string) => unknown }).toJSON(key);
    if (v === null || typeof v !== 'object') return JSON.stringify(v);
    if (!twice.has(v)) return container(v, depth, json, pad);
    let at = texts.get(v);
    if (!at) texts.set(v, (at = new Map([[0, container(v, 0, json, pad)]])));
    let text = at.get(depth);
    if (text === undefined) at.set(depth, (text = at.get(0)!.replace(/\n/g, `\n${pad(depth)}`)));
    return text;
  };
  return `${json(value, '', 0)}\n`;
}

/**
 * An array or object's text at `depth`, its members by `json`: what JSON.stringify writes with an indent of 2. Built by
 * `+`, not by joining an array: V8 then keeps the parts as they are until the whole text is written, instead of
 * copying each shared snapshot's text into every container above it (6 levels: 14.6 MB copied 6 times for 200
 * scenarios).
 */
function container(v: object, depth: number, json: Json, pad: (depth: number) => string): string {
  const inner = pad(depth + 1);
  let parts = '';
  const add = (part: string) => (parts = parts ? `${parts},\n${part}` : part);
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) add(inner + (json(v[i], String(i), depth + 1) ?? 'null'));
    return parts ? `[\n${parts}\n${pad(depth)}]` : '[]';
  }
  for (const [k, m] of Object.entries(v)) {
    const text = json(m, k, depth + 1);
    if (text !== undefined) add(`${inner}${JSON.stringify(k)}: ${text}`);
  }
  return parts ? `{\n${parts}\n${pad(depth)}}` : '{}';
}
