// The scoring engine beyond the worked examples of docs/scoring/: the required vectors spelled out,
// properties checked on random inputs, the alignment against brute force, speed.
import { describe, expect, it } from 'vitest';
import type { ExecStatus } from '../../src/results/index.js';
import { DEFAULT_THRESHOLDS } from '../../src/results/status.js';
import { scoredCalls, type ToolCallRecord } from '../../src/results/trajectory.js';
import {
  aggregate,
  align,
  argSimilarity,
  callSimilarity,
  evaluate,
  failureAwareScore,
  matchFlags,
  normalizeWord,
  MAX_ALIGNMENT_CELLS,
  responseDrift,
  valueSimilarity,
} from '../../src/scoring/index.js';
import { call, trajectory, type CallSpec } from '../helpers/trajectories.js';

const opts = { thresholds: DEFAULT_THRESHOLDS, match: 'similarity' as const, ignoreArgs: [], ignoreResponseFields: [] };

/** Deterministic pseudo-random numbers, so a failure can be replayed. */
function rng(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const WORDS = [
  'environment',
  'variables',
  'database',
  'github',
  'repository',
  'server',
  'tools',
  'config',
  'search',
  'log',
];

function randomValue(r: () => number, depth = 0): unknown {
  const k = Math.floor(r() * (depth > 1 ? 5 : 7));
  if (k === 0)
    return Array.from({ length: 1 + Math.floor(r() * 3) }, () => WORDS[Math.floor(r() * WORDS.length)]).join(' ');
  if (k === 1) return Math.floor(r() * 20) - 5;
  if (k === 2) return r() > 0.5;
  if (k === 3) return null;
  if (k === 4) return String(Math.floor(r() * 20));
  if (k === 5) return Array.from({ length: Math.floor(r() * 3) }, () => randomValue(r, depth + 1));
  return randomArgs(r, depth + 1);
}

function randomArgs(r: () => number, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ['query', 'limit', 'name', 'filter']) if (r() > 0.4) out[key] = randomValue(r, depth);
  return out;
}

function randomCalls(r: () => number, n: number, tools: number): ToolCallRecord[] {
  return Array.from({ length: n }, () =>
    call({ id: `t${Math.floor(r() * tools)}`, args: randomArgs(r), error: r() < 0.1 }),
  );
}

describe('required vectors', () => {
  it('scores arguments as the brief and the seed say', () => {
    expect(argSimilarity({ query: 'environment variables' }, { query: 'GitHub repository' })).toBeCloseTo(0.3, 10);
    // The same words once abbreviations and inflections are undone (docs/scoring/similarity.md#words).
    expect(argSimilarity({ query: 'environment variables configuration' }, { query: 'env vars configuration' })).toBe(
      1,
    );
    // Words that name an object's own properties are plain words.
    expect(valueSimilarity('constructor toString', 'constructors tostring')).toBe(1);
    expect(normalizeWord('constructor')).toBe('constructor');
    // Word Jaccard over the union: 2 of 4 words.
    expect(
      argSimilarity({ query: 'environment variables configuration' }, { query: 'env secrets configuration' }),
    ).toBeCloseTo(0.65, 10);
    expect(argSimilarity({ limit: 10 }, { limit: '10' })).toBeCloseTo(0.9, 2);
    expect(argSimilarity({}, {})).toBe(1);
    expect(
      argSimilarity({ query: 'x', nested: { a: [1, 'b', null] } }, { nested: { a: [1, 'b', null] }, query: 'x' }),
    ).toBe(1);
  });

  it('scores calls of another tool 0 and a call that now fails 0', () => {
    expect(
      callSimilarity(
        call({ id: 'retrieve_tools', args: { q: 'x' } }),
        call({ id: 'search_servers', args: { q: 'x' } }),
      ),
    ).toBe(0);
    expect(callSimilarity(call({ id: 'a', args: { q: 'x' } }), call({ id: 'a', args: { q: 'x' }, error: true }))).toBe(
      0,
    );
    expect(
      callSimilarity(
        call({ id: 'a', args: { q: 'x' } }),
        call({ id: 'a', args: { q: 'x' }, rejected: 'unknown tool' }),
      ),
    ).toBe(0);
    expect(callSimilarity(call({ id: 'a', args: { q: 'x' } }), call({ id: 'a', args: { q: 'x' } }))).toBe(1);
  });

  it('aligns an inserted call: [A,B,C] vs [A,X,B,C] is 0.75, not 0.25', () => {
    const a = align(scoredCalls(trajectory(['A', 'B', 'C'])), scoredCalls(trajectory(['A', 'X', 'B', 'C'])));
    expect(a.score).toBe(0.75);
    expect(a.pairs.map((p) => [p.kind, p.baseline_index, p.current_index])).toEqual([
      ['match', 0, 0],
      ['extra', null, 1],
      ['match', 1, 2],
      ['match', 2, 3],
    ]);
  });

  it('makes a scenario whose only call now fails BROKEN, a matching one GOOD, an identical one 1.0', () => {
    const base = trajectory([
      { id: 'retrieve_tools', args: { query: 'environment' }, result: { tools: [], total: 0 } },
    ]);
    const fails = evaluate(
      base,
      trajectory([{ id: 'retrieve_tools', args: { query: 'environment' }, error: 'boom' }]),
      opts,
    );
    expect(fails).toMatchObject({ status: 'BROKEN', score: 0, current_status: 'FAILED' });
    const same = evaluate(
      base,
      trajectory([{ id: 'retrieve_tools', args: { query: 'environment' }, result: { tools: [], total: 0 } }]),
      opts,
    );
    expect(same).toMatchObject({ status: 'GOOD', score: 1, trajectory_score: 1, first_divergence: null, drift: [] });
    const close = evaluate(
      trajectory(['list_servers', { id: 'retrieve_tools', args: { query: 'environment variables', limit: 5 } }]),
      trajectory(['list_servers', { id: 'retrieve_tools', args: { query: 'environment variables', limit: 6 } }]),
      opts,
    );
    expect(close.status).toBe('GOOD');
    expect(close.score).toBeLessThan(1);
  });
});

describe('similarity properties', () => {
  it('is symmetric, within [0,1], and 1 for a value against itself (2,000 random values)', () => {
    const r = rng(7);
    for (let i = 0; i < 2000; i++) {
      const a = randomValue(r);
      const b = randomValue(r);
      const ab = valueSimilarity(a, b);
      expect(ab).toBeGreaterThanOrEqual(0);
      expect(ab).toBeLessThanOrEqual(1);
      expect(valueSimilarity(b, a)).toBeCloseTo(ab, 12);
      expect(valueSimilarity(a, structuredClone(a))).toBe(1);
    }
  });

  it('does not mutate the arguments it reads', () => {
    const a = { query: 'b a c a', keys: { z: 1, a: 2 } };
    const before = JSON.stringify(a);
    argSimilarity(a, { query: 'c' });
    expect(JSON.stringify(a)).toBe(before);
  });
});

/** Best order-preserving pairing by exhaustive recursion (tiny inputs only). */
function bruteForce(b: ToolCallRecord[], c: ToolCallRecord[], i = 0, j = 0): number {
  if (i === b.length || j === c.length) return 0;
  return Math.max(
    bruteForce(b, c, i + 1, j),
    bruteForce(b, c, i, j + 1),
    callSimilarity(b[i], c[j]) + bruteForce(b, c, i + 1, j + 1),
  );
}

describe('alignment', () => {
  it('finds the optimal order-preserving pairing and lists every call once, in order (300 random cases)', () => {
    const r = rng(11);
    const seen = new Set<string>();
    for (let k = 0; k < 300; k++) {
      const b = randomCalls(r, Math.floor(r() * 7), 3);
      // Some current calls copy the baseline's, so full matches occur too.
      const c = randomCalls(r, Math.floor(r() * 7), 3).map((x, i) => (i < b.length && r() < 0.3 ? b[i] : x));
      const a = align(b, c);
      const best = b.length + c.length === 0 ? 1 : bruteForce(b, c) / Math.max(b.length, c.length);
      expect(a.score).toBeCloseTo(best, 10);
      const bi = a.pairs.flatMap((p) => (p.baseline_index === null ? [] : [p.baseline_index]));
      const ci = a.pairs.flatMap((p) => (p.current_index === null ? [] : [p.current_index]));
      expect(bi).toEqual(b.map((_, x) => x));
      expect(ci).toEqual(c.map((_, x) => x));
      const sum = a.pairs.reduce((s, p) => s + p.similarity, 0);
      expect(a.score).toBeCloseTo(b.length + c.length === 0 ? 1 : sum / Math.max(b.length, c.length), 10);
      for (const p of a.pairs) {
        // The kind follows from which sides are present and the pair's own similarity, recomputed here.
        const bc = p.baseline_index === null ? null : b[p.baseline_index];
        const cc = p.current_index === null ? null : c[p.current_index];
        const sim = bc && cc ? callSimilarity(bc, cc) : 0;
        const kind = !bc ? 'extra' : !cc ? 'missing' : sim === 1 ? 'match' : sim > 0 ? 'partial' : 'mismatch';
        expect(p.kind).toBe(kind);
        expect(p.similarity).toBeCloseTo(sim, 12);
        expect([p.baseline_id, p.current_id]).toEqual([bc?.id ?? null, cc?.id ?? null]);
        seen.add(p.kind);
      }
    }
    expect([...seen].sort()).toEqual(['extra', 'match', 'mismatch', 'missing', 'partial']);
  });

  it('equals position pairing when nothing moved', () => {
    const r = rng(3);
    const b = Array.from({ length: 20 }, (_, k) => call({ id: `t${k}`, args: randomArgs(r) }));
    const c = b.map((x, k) => call({ id: x.id, args: k % 3 ? x.arguments : randomArgs(r) }));
    const positional = b.reduce((s, x, k) => s + callSimilarity(x, c[k]), 0) / b.length;
    const a = align(b, c);
    expect(a.score).toBeCloseTo(positional, 12);
    expect(a.pairs.every((p) => p.baseline_index === p.current_index)).toBe(true);
  });

  it('names at most three differing keys in a label', () => {
    const a = align(
      [call({ id: 'a', args: { a: 1, b: 1, c: 1, d: 1, e: 1 } })],
      [call({ id: 'a', args: { a: 2, b: 2, c: 2, d: 2, e: 1 } })],
    );
    expect(a.pairs[0].label).toBe('args differ: a, b, c, +1 more');
  });

  it('pairs by position beyond the memory limit', () => {
    const n = Math.ceil(Math.sqrt(MAX_ALIGNMENT_CELLS));
    const b = Array.from({ length: n }, (_, k) => call({ id: k % 2 ? 'a' : 'b' }));
    const c = [call('x'), ...b.slice(0, n - 1)];
    const a = align(b, c);
    // Optimal alignment would pair n-1 calls; position pairing shifted by one pairs none.
    expect(a.score).toBe(0);
    expect(a.pairs).toHaveLength(n);
    expect(a.pairs.every((p) => p.kind === 'mismatch')).toBe(true);
  });
});

describe('evaluate', () => {
  it('indexes pairs and drift into the scored calls, skipping discovery calls', () => {
    const b = trajectory([{ list: true }, { id: 'add', result: { added: true } }]);
    const c = trajectory([{ list: true }, { list: true }, { id: 'add', result: { ok: true } }]);
    const e = evaluate(b, c, opts);
    expect(e.pairs).toEqual([
      {
        kind: 'match',
        baseline_index: 0,
        current_index: 0,
        baseline_id: 'mcp__mcpproxy__add',
        current_id: 'mcp__mcpproxy__add',
        similarity: 1,
        label: 'same call',
      },
    ]);
    expect(e.drift).toEqual([
      {
        baseline_index: 0,
        current_index: 0,
        id: 'mcp__mcpproxy__add',
        kind: 'shape',
        detail: 'removed keys added; added keys ok',
      },
    ]);
    expect(e.first_divergence).toEqual({
      pair_index: 0,
      description: 'call 1 mcp__mcpproxy__add: response changed (shape): removed keys added; added keys ok',
    });
    expect(JSON.parse(JSON.stringify(e))).toEqual(e);
  });

  it('reports a call that no longer fails without penalty', () => {
    const b = [call({ id: 'a', error: true })];
    const c = [call({ id: 'a' })];
    const a = align(b, c);
    expect(responseDrift(a.pairs, b, c)).toEqual([
      {
        baseline_index: 0,
        current_index: 0,
        id: 'mcp__mcpproxy__a',
        kind: 'is_error',
        detail: 'no longer returns an error',
      },
    ]);
    expect(evaluate(trajectory([{ id: 'a', error: true }]), trajectory(['a']), opts).score).toBe(1);
  });

  it('applies the match mode to the score but keeps the similarity', () => {
    const b = trajectory([{ id: 'a', args: { q: 'one two' } }]);
    const c = trajectory([{ id: 'a', args: { q: 'one' } }]);
    const sim = evaluate(b, c, opts);
    const exact = evaluate(b, c, { ...opts, match: 'exact' });
    expect(exact.trajectory_score).toBe(sim.trajectory_score);
    expect(sim.score).toBeGreaterThan(exact.score);
    expect(exact.match_mode).toBe('exact');
  });

  it('uses the ignore lists in similarity, match flags and drift', () => {
    const b = [call({ id: 'a', args: { q: 'x', meta: { rid: 1 } }, result: { v: 1, at: 't1' } })];
    const c = [call({ id: 'a', args: { q: 'x', meta: { rid: 2 } }, result: { v: 2 } })];
    expect(matchFlags(b, c).exact).toBe(false);
    expect(matchFlags(b, c, ['meta.rid'])).toEqual({ exact: true, in_order: true, any_order: true });
    expect(matchFlags(b, c, ['rid']).exact).toBe(true);
    expect(align(b, c, ['rid']).pairs[0].kind).toBe('match');
    expect(responseDrift(align(b, c, ['rid']).pairs, b, c).map((d) => d.detail)).toEqual(['removed keys at']);
    expect(responseDrift(align(b, c, ['rid']).pairs, b, c, ['at'])).toEqual([]);
  });
});

describe('failure-aware score and aggregate', () => {
  it('stays within [0,1] for every status pair, score and call count', () => {
    const statuses: ExecStatus[] = ['SUCCESS', 'FAILED', 'BLOCKED', 'EMPTY'];
    for (const b of statuses) {
      for (const c of statuses) {
        for (const t of [0, 0.1, 0.5, 1]) {
          for (const [nb, nc] of [
            [0, 0],
            [1, 9],
            [5, 5],
          ]) {
            const s = failureAwareScore(b, c, t, nb, nc);
            expect(s).toBeGreaterThanOrEqual(0);
            expect(s).toBeLessThanOrEqual(1);
          }
        }
      }
    }
  });

  it('needs at least one score', () => {
    expect(() => aggregate([], DEFAULT_THRESHOLDS)).toThrow(RangeError);
  });

  it('calls runs flaky only across bands', () => {
    expect(aggregate([0.8, 0.99], DEFAULT_THRESHOLDS).flaky).toBe(false);
    expect(aggregate([0.79, 0.8], DEFAULT_THRESHOLDS).flaky).toBe(true);
  });
});

// Keep the helper's short forms honest: the examples of docs/scoring/ rely on them.
describe('test helper', () => {
  it('builds real trajectories with scored, discovery, failed and rejected calls', () => {
    const specs: CallSpec[] = [
      { list: true },
      { id: 'a', result: { x: 1 } },
      { id: 'b', error: 'bad' },
      { id: 'mcp__other__c', rejected: 'unknown tool' },
    ];
    const t = trajectory(specs);
    expect(t.messages.filter((m) => m.type === 'tool_call')).toHaveLength(4);
    expect(scoredCalls(t).map((c) => [c.id, c.is_error, c.harness_error ?? null, c.content[0].text])).toEqual([
      ['mcp__mcpproxy__a', false, null, '{"x":1}'],
      ['mcp__mcpproxy__b', true, null, 'bad'],
      ['mcp__other__c', true, 'unknown tool', 'unknown tool'],
    ]);
  });
});

describe('long texts', () => {
  it('scores long arguments by their word sets', () => {
    const many = Array.from({ length: 5000 }, (_, k) => `w${k}`);
    const a = { text: [...many, ...many].join(' ') };
    const b = { text: many.slice(0, 2500).join(' ') };
    // 2,500 common words of 5,000: value 0.5, call 0.3 + 0.35.
    expect(argSimilarity(a, b)).toBeCloseTo(0.65, 10);
    expect(argSimilarity({ text: 'b a c a b' }, { text: 'a b c' })).toBe(1);
  });
});
