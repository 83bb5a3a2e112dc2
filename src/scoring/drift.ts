// Response drift: the same call got an answer of a different kind (docs/scoring/drift.md).
// The values of a result vary from run to run; its shape (which keys, nested) should not.
import type { Drift, Pair } from '../results/index.js';
import type { ToolCallRecord } from '../results/trajectory.js';
import { isRecord } from '../util/json.js';
import { truncate } from '../util/text.js';
import { oneLine } from '../sanitize/escape.js';
import { jsonOf } from './outcome.js';
import { isIgnored, type IgnoreSet } from './similarity.js';

/** Characters of an error message quoted in a drift. */
const ERROR_QUOTE = 120;

/** The keys of a JSON value, nested; array items merged into one shape; null fits any shape. */
type Shape =
  | { k: 'obj'; keys: Map<string, Shape> }
  | { k: 'arr'; item: Shape | null }
  | { k: 'scalar' }
  | { k: 'null' }
  | { k: 'mixed' };

function shapeOf(v: unknown, ignore: IgnoreSet, path: string): Shape {
  if (v === null || v === undefined) return { k: 'null' };
  if (Array.isArray(v)) {
    const item = v
      .map((x) => shapeOf(x, ignore, `${path}[]`))
      .reduce<Shape | null>((a, s) => (a ? unionShape(a, s) : s), null);
    return { k: 'arr', item };
  }
  if (typeof v === 'object') {
    const keys = new Map<string, Shape>();
    for (const [k, x] of Object.entries(v)) {
      const p = path ? `${path}.${k}` : k;
      if (!isIgnored(ignore, p, k)) keys.set(k, shapeOf(x, ignore, p));
    }
    return { k: 'obj', keys };
  }
  return { k: 'scalar' };
}

/** Union of two shapes: items of one array may differ (optional keys), so keys are merged. */
function unionShape(a: Shape, b: Shape): Shape {
  if (a.k === 'null') return b;
  if (b.k === 'null') return a;
  if (a.k === 'obj' && b.k === 'obj') {
    const keys = new Map(a.keys);
    for (const [k, s] of b.keys) keys.set(k, keys.has(k) ? unionShape(keys.get(k)!, s) : s);
    return { k: 'obj', keys };
  }
  if (a.k === 'arr' && b.k === 'arr')
    return { k: 'arr', item: a.item && b.item ? unionShape(a.item, b.item) : (a.item ?? b.item) };
  return a.k === b.k ? a : { k: 'mixed' };
}

const KIND_NAME: Record<Shape['k'], string> = {
  obj: 'object',
  arr: 'array',
  scalar: 'scalar',
  null: 'null',
  mixed: 'mixed',
};

/** Differences between two shapes as `removed` / `added` key paths and kind changes. */
function compareShapes(
  a: Shape,
  b: Shape,
  path: string,
  out: { removed: string[]; added: string[]; changed: string[] },
): void {
  if (a.k === 'null' || b.k === 'null' || a.k === 'mixed' || b.k === 'mixed') return;
  if (a.k !== b.k) {
    out.changed.push(`${path || 'result'} ${KIND_NAME[a.k]} -> ${KIND_NAME[b.k]}`);
    return;
  }
  if (a.k === 'obj' && b.k === 'obj') {
    const at = (k: string) => (path ? `${path}.${k}` : k);
    for (const [k, s] of a.keys) {
      const t = b.keys.get(k);
      if (t === undefined) out.removed.push(at(k));
      else compareShapes(s, t, at(k), out);
    }
    for (const k of b.keys.keys()) if (!a.keys.has(k)) out.added.push(at(k));
  }
  // An empty array says nothing about its items' shape.
  if (a.k === 'arr' && b.k === 'arr' && a.item && b.item) compareShapes(a.item, b.item, `${path}[]`, out);
}

/** A `status` that says the call did not happen: MCPProxy's `QUARANTINED_SERVER_BLOCKED`, `denied`, `failed`. */
const FAILED_STATUS =
  /(?:^|[^a-z])(blocked|denied|forbidden|error|failed|failure|rejected|unauthori[sz]ed)(?:[^a-z]|$)/i;

/**
 * A failure answered as a successful result (is_error false) where the baseline's answer (JSON, or plain text) had
 * none: an `{"error": "..."}` object, or one whose `status` says the call was blocked, denied or failed
 * (`{"status": "QUARANTINED_SERVER_BLOCKED", "message": ...}`): its message. Said as such rather than as the keys
 * it lost; after plain text it is the one drift a text answer can show. An ignored `error` or `status` is not.
 */
function newErrorField(before: unknown, after: unknown, ignore: IgnoreSet): string | null {
  if (!isRecord(after)) return null;
  const had = (key: string) => isRecord(before) && key in before;
  if (typeof after.error === 'string' && !isIgnored(ignore, 'error', 'error') && !had('error')) return after.error;
  const status = after.status;
  if (typeof status !== 'string' || !FAILED_STATUS.test(status) || isIgnored(ignore, 'status', 'status')) return null;
  if (had('status')) return null;
  return typeof after.message === 'string' ? `${status}: ${after.message}` : status;
}

/**
 * The failure a call's answer reports in-band (is_error false): its first block's `{"error": "..."}`, or a `status`
 * that reads blocked, denied or failed; null when it reports none. Alignment scores such a call as one that fails
 * when the baseline's did not (docs/scoring/drift.md).
 */
export function answeredFailure(call: ToolCallRecord, ignore: IgnoreSet): string | null {
  return call.is_error ? null : newErrorField(undefined, jsonOf(call.content[0]), ignore);
}

/** A call that failed: is_error, or a failure its answer reports in-band. Alignment and match modes both ask. */
export function callFailed(call: ToolCallRecord, ignore: IgnoreSet): boolean {
  return call.is_error || answeredFailure(call, ignore) !== null;
}

/**
 * A changed answer in words, and whether it breaks a client (docs/scoring/drift.md): keys only added, at any
 * depth, are additive (a JSON client ignores fields it does not know); a key removed or renamed, a key that changed
 * between object, array and scalar, an answer no longer JSON, an error answered as a success: breaking.
 */
function shapeDetail(
  b: ToolCallRecord,
  c: ToolCallRecord,
  ignore: IgnoreSet,
): { detail: string; breaking: boolean } | null {
  const parts: string[] = [];
  const gained: string[] = [];
  let breaking = false;
  const n = Math.min(b.content.length, c.content.length);
  for (let i = 0; i < n; i++) {
    const before = jsonOf(b.content[i]);
    const after = jsonOf(c.content[i]);
    const where = b.content.length > 1 ? `block ${i + 1}: ` : '';
    const error = newErrorField(before, after, ignore);
    if (error !== null || (before !== undefined && after === undefined)) {
      breaking = true;
      parts.push(
        where +
          (error !== null
            ? `answers an error as a success: ${truncate(oneLine(error), ERROR_QUOTE)}`
            : 'result is no longer JSON'),
      );
      continue;
    }
    if (before === undefined) continue; // plain text: its wording may vary, it has no shape
    const out = { removed: [] as string[], added: [] as string[], changed: [] as string[] };
    compareShapes(shapeOf(before, ignore, ''), shapeOf(after, ignore, ''), '', out);
    if (!out.removed.length && !out.changed.length) {
      gained.push(...out.added.map((k) => where + k));
      continue;
    }
    breaking = true;
    const bits = [
      out.removed.length ? `removed keys ${out.removed.sort().join(',')}` : '',
      out.added.length ? `added keys ${out.added.sort().join(',')}` : '',
      out.changed.length ? `changed ${out.changed.join(', ')}` : '',
    ].filter(Boolean);
    parts.push(where + bits.join('; '));
  }
  if (gained.length) parts.push(`gained keys ${gained.sort().join(',')}`);
  return parts.length ? { detail: parts.join('; '), breaking } : null;
}

/**
 * Drift of the paired calls: `is_error` flips on any pair of the same tool; content type and JSON shape changes on
 * `match` pairs only (the same call, or the same outcome). Calls whose result is an error on either side have no
 * shape. A pair whose calls had other arguments (`otherArgs`, from the alignment) may rightly be answered otherwise:
 * what changed is said as kind `arguments` (shown, never capping, never a cause); only the same arguments judge the
 * server (docs/scoring/drift.md).
 */
export function responseDrift(
  pairs: Pair[],
  baseline: ToolCallRecord[],
  current: ToolCallRecord[],
  ignoreResponseFields: readonly string[] = [],
  otherArgs: ReadonlySet<number> = new Set(),
): Drift[] {
  const ignore = new Set(ignoreResponseFields);
  const drift: Drift[] = [];
  for (const [i, p] of pairs.entries()) {
    if (p.baseline_index === null || p.current_index === null || p.baseline_id !== p.current_id) continue;
    const b = baseline[p.baseline_index];
    const c = current[p.current_index];
    const at = { baseline_index: p.baseline_index, current_index: p.current_index, id: b.id };
    if (b.is_error !== c.is_error) {
      drift.push({
        ...at,
        kind: 'is_error',
        detail: c.is_error ? 'now returns an error' : 'no longer returns an error',
      });
      continue;
    }
    // A call now answering a failure in-band is no match, but what it answered is still said (docs/scoring/drift.md).
    if (b.is_error || (p.kind !== 'match' && answeredFailure(c, ignore) === null)) continue;
    const change = answerChange(b, c, ignore);
    if (!change) continue;
    if (otherArgs.has(i)) drift.push({ ...at, kind: 'arguments', detail: `for other arguments: ${change.detail}` });
    else drift.push({ ...at, ...change });
  }
  return drift;
}

/** How a call's answer changed: its content types, else its JSON shape (breaking or additive); null: it did not. */
function answerChange(b: ToolCallRecord, c: ToolCallRecord, ignore: IgnoreSet): Pick<Drift, 'kind' | 'detail'> | null {
  const before = b.content.map((x) => x.type).join(',');
  const after = c.content.map((x) => x.type).join(',');
  if (before !== after)
    return { kind: 'content_type', detail: `content types ${before || '(none)'} -> ${after || '(none)'}` };
  const shape = shapeDetail(b, c, ignore);
  return shape && { kind: shape.breaking ? 'shape' : 'additive', detail: shape.detail };
}
