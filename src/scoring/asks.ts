// What a server asks of the client during a call, compared (docs/conversations.md#servers-that-ask-back): a call that
// starts asking, stops asking, asks something else, or asks for a new required field or a field of another type is
// drift of kind `asks` on that call, which caps the score as a change of an answer's shape does; its cause names which.
import type { Drift, Pair } from '../results/index.js';
import type { ToolCallRecord } from '../results/trajectory.js';

type Ask = NonNullable<ToolCallRecord['asks']>[number];

export function askDrift(pairs: readonly Pair[], baseline: ToolCallRecord[], current: ToolCallRecord[]): Drift[] {
  const out: Drift[] = [];
  for (const p of pairs) {
    const id = p.current_id;
    if (p.baseline_index === null || p.current_index === null || id === null || p.baseline_id !== id) continue;
    const [b, c] = [baseline[p.baseline_index].asks ?? [], current[p.current_index].asks ?? []];
    const detail = askChange(b, c);
    if (detail) {
      const at = { baseline_index: p.baseline_index, current_index: p.current_index, id };
      out.push({ ...at, kind: 'asks', detail });
    }
  }
  return out;
}

/**
 * Without pairs (a run an ask cut short: an ask it had no answer for, an answer the new schema refuses): each call
 * against the baseline's first call of the same tool not yet taken, in order.
 */
export function askDriftInOrder(baseline: readonly ToolCallRecord[], current: readonly ToolCallRecord[]): Drift[] {
  const taken = new Set<number>();
  return current.flatMap((c, ci): Drift[] => {
    const bi = baseline.findIndex((b, i) => !taken.has(i) && b.id === c.id);
    if (bi < 0) return [];
    taken.add(bi);
    const detail = askChange(baseline[bi].asks ?? [], c.asks ?? []);
    return detail ? [{ baseline_index: bi, current_index: ci, id: c.id, kind: 'asks', detail }] : [];
  });
}

const STOPPED = 'stopped asking';
const STARTED = 'now asks';
const NEW_REQUIRED = 'new required field(s)';

/** What a cause says the tool does now, from askChange's words: the four changes named, anything else in general. */
export function askCauseWords(detail: string): string {
  if (detail.startsWith(STOPPED)) return 'stopped asking the client';
  if (detail.startsWith(STARTED)) return 'started asking the client';
  if (detail.includes(NEW_REQUIRED)) return 'asks the client for a new required field';
  if (/field \S+: \S+ -> /.test(detail)) return 'asks the client for a field of another type';
  return 'asks the client something else';
}

const said = (a: Ask) => `${a.kind} ${JSON.stringify(a.message)}`;

/** The first difference in words, or null when the call asked the same things. */
export function askChange(b: readonly Ask[], c: readonly Ask[]): string | null {
  if (b.length && !c.length) return `${STOPPED}: ${b.map(said).join('; ')}`;
  if (!b.length && c.length) return `${STARTED}: ${c.map(said).join('; ')}`;
  for (let i = 0; i < Math.max(b.length, c.length); i++) {
    const [x, y] = [b[i], c[i]];
    if (!x || !y) return x ? `asks no more: ${said(x)}` : `asks more: ${said(y)}`;
    if (x.kind !== y.kind || x.message !== y.message) return `asks ${said(y)} instead of ${said(x)}`;
    const fields = fieldChange(x.schema, y.schema);
    if (fields) return `${said(y)}: ${fields}`;
  }
  return null;
}

type Schema = Record<string, unknown> | undefined;
const props = (s: Schema) => (s?.properties ?? {}) as Record<string, { type?: unknown }>;
const required = (s: Schema) => new Set(Array.isArray(s?.required) ? s.required.map(String) : []);

/** A new required field, a field gone, or a field of another type: what an answer that fitted before may lack. */
function fieldChange(b: Schema, c: Schema): string | null {
  const [bp, cp] = [props(b), props(c)];
  const newlyRequired = [...required(c)].filter((k) => !required(b).has(k));
  if (newlyRequired.length) return `${NEW_REQUIRED} ${newlyRequired.join(', ')}`;
  const gone = Object.keys(bp).filter((k) => !(k in cp));
  if (gone.length) return `field(s) no longer asked: ${gone.join(', ')}`;
  const retyped = Object.keys(bp).filter((k) => k in cp && String(bp[k].type) !== String(cp[k].type));
  return retyped.length
    ? retyped.map((k) => `field ${k}: ${String(bp[k].type)} -> ${String(cp[k].type)}`).join(', ')
    : null;
}
