// The alignment against its documented rules, written out plainly (docs/scoring/alignment.md, similarity.md,
// same-outcome.md): every cell of the table computed, every value compared in full. The engine skips pairs that
// cannot win a cell and stops comparing values once a pair is sure to lose; these runs show it comes out the same.
import { describe, expect, it } from 'vitest';
import { readOnlyTools, scoredCalls, type ToolCallRecord } from '../../src/results/trajectory.js';
import { align, words } from '../../src/scoring/index.js';
import { callFailed } from '../../src/scoring/drift.js';
import { outcomeOf, sameOutcome } from '../../src/scoring/outcome.js';
import { randomRuns } from '../helpers/random-runs.js';
import { mulberry32 } from '../helpers/seeded.js';

const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const kind = (v: unknown): string =>
  v === null || v === undefined ? 'null' : Array.isArray(v) ? 'arr' : typeof v === 'object' ? 'obj' : typeof v;

/** What a string spells: a number literal, true / false, or JSON text of an object or array. */
function spelled(s: string): unknown {
  const t = s.trim();
  if (NUMBER.test(t)) return Number(t);
  if (t === 'true' || t === 'false') return t === 'true';
  if (!(t.startsWith('{') && t.endsWith('}')) && !(t.startsWith('[') && t.endsWith(']'))) return undefined;
  try {
    return JSON.parse(t) as unknown;
  } catch {
    return undefined;
  }
}

function strings(a: string, b: string): number {
  if (a === b) return 1;
  const [x, y] = [spelled(a), spelled(b)];
  if (x !== undefined && y !== undefined && (kind(x) === 'obj' || kind(x) === 'arr')) return value(x, y);
  const [wa, wb] = [words(a), words(b)];
  if (wa.length === 0 && wb.length === 0) return 0;
  const common = wa.filter((w) => wb.includes(w)).length;
  return common / (wa.length + wb.length - common);
}

function objects(a: Record<string, unknown>, b: Record<string, unknown>): number {
  const keys = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== undefined);
  const [ka, kb] = [keys(a), keys(b)];
  if (ka.length === 0 && kb.length === 0) return 1;
  // Values summed in key order, as the engine does: a float sum depends on its order.
  const common = ka.filter((k) => kb.includes(k)).sort();
  if (common.length === 0) return 0;
  const j = common.length / (ka.length + kb.length - common.length);
  const mean = common.reduce((s, k) => s + value(a[k], b[k]), 0) / common.length;
  return j === 1 && mean === 1 ? 1 : 0.3 * j + 0.7 * mean;
}

/** Value similarity, docs/scoring/similarity.md. */
function value(a: unknown, b: unknown): number {
  if (typeof a === 'string' && typeof b === 'string') return strings(a, b);
  if (typeof a === 'string') {
    const x = spelled(a);
    return x !== undefined && kind(x) === kind(b) ? (6 / 7) * value(x, b) : 0;
  }
  if (typeof b === 'string') return value(b, a);
  if (kind(a) !== kind(b)) return 0;
  if (typeof a === 'number' && typeof b === 'number') {
    const m = Math.max(Math.abs(a), Math.abs(b));
    return a === b ? 1 : !Number.isFinite(m) || m === 0 ? 0 : Math.max(0, 1 - Math.abs(a - b) / m);
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const n = Math.max(a.length, b.length);
    return n === 0 ? 1 : a.slice(0, b.length).reduce<number>((s, x, i) => s + value(x, b[i]), 0) / n;
  }
  if (kind(a) === 'obj') return objects(a as Record<string, unknown>, b as Record<string, unknown>);
  return kind(a) === 'null' || a === b ? 1 : 0;
}

/** A pair's similarity: 0 for another tool or a call that now fails, 1 for the same outcome, else its arguments'. */
function pairSimilarity(b: ToolCallRecord, c: ToolCallRecord, readOnly: ReadonlySet<string>): number {
  const none = new Set<string>();
  if (b.id !== c.id || (callFailed(c, none) && !callFailed(b, none)) || (c.is_error && !b.is_error)) return 0;
  const sim = value(b.arguments, c.arguments);
  const outcome = (x: ToolCallRecord) => outcomeOf(x, none, readOnly.has(x.id));
  return sim < 1 && sameOutcome(outcome(b), outcome(c)) ? 1 : sim;
}

type Row = [kind: string, b: number | null, c: number | null, similarity: number];

/**
 * The most similarity, then the most pairs of the same tool; of equal ones, a pair over a current call left
 * unpaired, and a baseline call left unpaired over a current call. Unpaired calls between two pairs are zipped into mismatches.
 */
function reference(bs: ToolCallRecord[], cs: ToolCallRecord[], readOnly: ReadonlySet<string>) {
  const [n, m] = [bs.length, cs.length];
  const table = (fill: number) => Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(fill));
  const [score, ties, from, sims] = [table(0), table(0), table(1), table(0)];
  for (let i = 0; i <= n; i++) from[i][0] = 0;
  for (let i = 1; i <= n; i++)
    for (let j = 1; j <= m; j++) {
      let best: [number, number, number] = [score[i - 1][j], ties[i - 1][j], 0];
      const left: [number, number, number] = [score[i][j - 1], ties[i][j - 1], 1];
      if (left[0] > best[0] || (left[0] === best[0] && left[1] > best[1])) best = left;
      if (bs[i - 1].id === cs[j - 1].id) {
        sims[i][j] = pairSimilarity(bs[i - 1], cs[j - 1], readOnly);
        const pair: [number, number, number] = [score[i - 1][j - 1] + sims[i][j], ties[i - 1][j - 1] + 1, 2];
        if (pair[0] > best[0] || (pair[0] === best[0] && pair[1] >= best[1])) best = pair;
      }
      [score[i][j], ties[i][j], from[i][j]] = best;
    }
  return { rows: rows(from, sims, n, m), score: n + m === 0 ? 1 : score[n][m] / Math.max(n, m) };
}

function rows(from: number[][], sims: number[][], n: number, m: number): Row[] {
  const out: Row[] = [];
  let gap: { b: number[]; c: number[] } = { b: [], c: [] };
  const flush = () => {
    const k = Math.min(gap.b.length, gap.c.length);
    out.push(...gap.b.slice(0, k).map((b, x): Row => ['mismatch', b, gap.c[x], 0]));
    out.push(...gap.b.slice(k).map((b): Row => ['missing', b, null, 0]));
    out.push(...gap.c.slice(k).map((c): Row => ['extra', null, c, 0]));
    gap = { b: [], c: [] };
  };
  const steps: Array<[number, number, number]> = [];
  for (let [i, j] = [n, m]; i > 0 || j > 0;) {
    const d = from[i][j];
    steps.push([d, d === 1 ? -1 : --i, d === 0 ? -1 : --j]);
  }
  for (const [d, b, c] of steps.reverse()) {
    if (d === 0) gap.b.push(b);
    else if (d === 1) gap.c.push(c);
    else {
      flush();
      const s = sims[b + 1][c + 1];
      out.push([s >= 1 ? 'match' : s > 0 ? 'partial' : 'mismatch', b, c, s]);
    }
  }
  flush();
  return out;
}

describe('alignment against its rules', () => {
  it('pairs 3,000 seeded runs as the plain rules do: same rows, same similarities, same score to the bit', () => {
    const seen = new Set<string>();
    let shifted = 0;
    for (let seed = 0; seed < 3000; seed++) {
      const r = mulberry32(seed);
      const [b, c] = randomRuns(r, [4, 10, 30][seed % 3], 1 + (seed % 3));
      const [bs, cs, readOnly] = [scoredCalls(b), scoredCalls(c), readOnlyTools(c)];
      const want = reference(bs, cs, readOnly);
      const got = align(bs, cs, [], [], readOnly);
      const rowsGot = got.pairs.map((p): Row => [p.kind, p.baseline_index, p.current_index, p.similarity]);
      expect(rowsGot, `seed ${seed}`).toEqual(want.rows);
      expect(got.score, `seed ${seed}`).toBe(want.score);
      for (const row of want.rows) seen.add(row[0]);
      if (want.rows.some(([, x, y]) => x !== null && y !== null && x !== y)) shifted++;
    }
    expect([...seen].sort()).toEqual(['extra', 'match', 'mismatch', 'missing', 'partial']);
    // Insertions and drops move pairs off the diagonal: the cases where skipping pairs could go wrong.
    expect(shifted).toBeGreaterThan(1000);
  });
});
