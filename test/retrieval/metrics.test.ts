// The retrieval metrics and the comparison with a baseline, against values worked out by hand (docs/retrieval.md
// shows the same examples).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareRankings, listFrom } from '../../src/retrieval/compare.js';
import {
  averagePrecision,
  dcg,
  meanMetrics,
  ndcgAtK,
  ranksOf,
  recallAtK,
  reciprocalRank,
  relevanceOf,
  scoreQuery,
  type RelevanceLabel,
} from '../../src/retrieval/metrics.js';

// Example A: four relevant tools (a primary, b c d acceptable), one hard negative x; d is not in the answer.
const A_RANKED = ['s:a', 's:x', 's:b', 's:y', 's:c'];
const A_LABELS: RelevanceLabel[] = [
  { tool_id: 's:a', relevance: 2 },
  { tool_id: 's:b', relevance: 1 },
  { tool_id: 's:c', relevance: 1 },
  { tool_id: 's:d', relevance: 1 },
  { tool_id: 's:x', relevance: 0 },
];
// Example B: one relevant tool, third.
const B_RANKED = ['s:x', 's:y', 's:a'];
const B_LABELS: RelevanceLabel[] = [{ tool_id: 's:a', relevance: 1 }];
const KS = [1, 3, 5, 10];

describe('retrieval metrics (hand-computed)', () => {
  const relevantA = new Set(relevanceOf(A_LABELS).keys());

  it('Recall@k counts the relevant tools in the top k over all relevant tools; a hard negative is not one', () => {
    expect([...relevantA].sort()).toEqual(['s:a', 's:b', 's:c', 's:d']);
    expect(recallAtK(A_RANKED, relevantA, 1)).toBe(1 / 4);
    expect(recallAtK(A_RANKED, relevantA, 3)).toBe(2 / 4);
    expect(recallAtK(A_RANKED, relevantA, 5)).toBe(3 / 4);
    expect(recallAtK(A_RANKED, relevantA, 10)).toBe(3 / 4);
    expect(recallAtK(B_RANKED, new Set(['s:a']), 1)).toBe(0);
    expect(recallAtK(B_RANKED, new Set(['s:a']), 3)).toBe(1);
  });

  it('reciprocal rank is 1 / the rank of the first relevant tool, 0 when none is found', () => {
    expect(reciprocalRank(A_RANKED, relevantA)).toBe(1);
    expect(reciprocalRank(B_RANKED, new Set(['s:a']))).toBe(1 / 3);
    expect(reciprocalRank(B_RANKED, new Set(['s:z']))).toBe(0);
  });

  it('nDCG@10 has linear graded gain and a log2(rank + 1) discount, over the ideal order of the labels', () => {
    // DCG = 2/log2(2) + 1/log2(4) + 1/log2(6); ideal = 2/log2(2) + 1/log2(3) + 1/log2(4) + 1/log2(5).
    expect(dcg([2, 0, 1, 0, 1])).toBeCloseTo(2 + 1 / 2 + 1 / Math.log2(6), 12);
    const expected = (2 + 0.5 + 1 / Math.log2(6)) / (2 + 1 / Math.log2(3) + 0.5 + 1 / Math.log2(5));
    expect(expected).toBeCloseTo(0.81055, 5);
    expect(ndcgAtK(A_RANKED, relevanceOf(A_LABELS), 10)).toBeCloseTo(expected, 12);
    // One acceptable tool third: 1/log2(4) over an ideal of 1/log2(2).
    expect(ndcgAtK(B_RANKED, relevanceOf(B_LABELS), 10)).toBe(0.5);
    // Beyond the depth a tool has no gain.
    expect(ndcgAtK(B_RANKED, relevanceOf(B_LABELS), 2)).toBe(0);
  });

  it('average precision sums the precision at each hit and divides by all relevant tools, found or not', () => {
    // Hits at 1, 3, 5: (1/1 + 2/3 + 3/5) / 4 = 17/30.
    expect(averagePrecision(A_RANKED, relevantA)).toBeCloseTo(17 / 30, 12);
    expect(averagePrecision(B_RANKED, new Set(['s:a']))).toBeCloseTo(1 / 3, 12);
  });

  it('a query with no relevant label (only hard negatives) scores 0 everywhere and still counts in the mean', () => {
    const none = scoreQuery(['s:x'], [{ tool_id: 's:x', relevance: 0 }], KS);
    expect(none).toEqual({ recall_at: { 1: 0, 3: 0, 5: 0, 10: 0 }, rr: 0, ndcg_at_10: 0, ap: 0 });
    const m = meanMetrics([scoreQuery(B_RANKED, B_LABELS, KS), none], KS);
    expect(m).toEqual({ recall_at: { 1: 0, 3: 0.5, 5: 0.5, 10: 0.5 }, mrr: 1 / 6, ndcg_at_10: 0.25, map: 1 / 6 });
  });

  it("the suite's metrics are the means over the queries", () => {
    const m = meanMetrics([scoreQuery(A_RANKED, A_LABELS, KS), scoreQuery(B_RANKED, B_LABELS, KS)], KS);
    expect(m.recall_at).toEqual({ 1: (0.25 + 0) / 2, 3: (0.5 + 1) / 2, 5: (0.75 + 1) / 2, 10: (0.75 + 1) / 2 });
    expect(m.mrr).toBeCloseTo((1 + 1 / 3) / 2, 12);
    expect(m.ndcg_at_10).toBeCloseTo((0.8105479816216159 + 0.5) / 2, 12);
    expect(m.map).toBeCloseTo((17 / 30 + 1 / 3) / 2, 12);
  });

  it("MCPProxy's baseline_v1 is consistent with these definitions: each Recall@k is a whole number of sixths / 47", () => {
    // 47 queries with 1, 2 or 3 relevant tools: each query's recall is a multiple of 1/6, their sum too.
    const dataset = process.env.MCP_EVAL_RETRIEVAL_DATASET ?? '../shared/vendor/mcpproxy-go/retrieval-eval-v1';
    const file = path.resolve(import.meta.dirname, '../..', dataset, 'baseline_v1.json');
    const baseline = JSON.parse(readFileSync(file, 'utf8')) as { recall_at: Record<string, number> };
    for (const r of Object.values(baseline.recall_at)) {
      expect(Math.abs(r * 47 * 6 - Math.round(r * 47 * 6))).toBeLessThan(1e-9);
    }
  });
});

describe('comparison with a baseline', () => {
  const queries = [
    { id: 'q1', query: 'one', labels: [{ tool_id: 's:a', relevance: 2 as const }] },
    {
      id: 'q2',
      query: 'two',
      labels: [
        { tool_id: 's:b', relevance: 2 as const },
        { tool_id: 's:c', relevance: 1 as const },
      ],
    },
  ];
  type Ranks = Record<string, number | null>;
  const before = new Map<string, Ranks>([
    ['q1', { 's:a': 1 }],
    ['q2', { 's:b': 2, 's:c': null }],
  ]);
  const after = new Map<string, Ranks>([
    ['q1', { 's:a': 7 }],
    ['q2', { 's:b': 1, 's:c': null }],
  ]);
  const metrics = (r5: number) => ({ recall_at: { 5: r5 }, mrr: 0.5, ndcg_at_10: 0.5, map: 0.5 });
  const perQuery = [...before].map(([id, ranks]) => ({ id, ranks }));

  it("MCPProxy's gate: Recall@5 may drop by the tolerance and no more", () => {
    const base = { metrics: metrics(0.68) };
    const tol = { recall_at_5: 0.05 };
    const held = compareRankings({ metrics: metrics(0.64), ranks: after }, base, queries, tol, [5]);
    expect(held.passed).toBe(true);
    expect(held.deltas.recall_at_5).toBeCloseTo(-0.04, 12);
    expect(held.gates).toEqual([
      { metric: 'recall_at_5', value: 0.64, baseline: 0.68, tolerance: 0.05, threshold: 0.68 - 0.05, passed: true },
    ]);
    const dropped = compareRankings({ metrics: metrics(0.62), ranks: after }, base, queries, tol, [5]);
    expect(dropped.passed).toBe(false);
    // MCPProxy's own files have no per-query ranks: no query can be named.
    expect([dropped.per_query, dropped.worse]).toEqual([false, []]);
  });

  it('names the queries that got worse and better, with the labelled tools old and new ranks', () => {
    const c = compareRankings(
      { metrics: metrics(0.5), ranks: after },
      { metrics: metrics(1), per_query: perQuery },
      queries,
      {},
      [5],
    );
    expect(c.worse).toEqual([
      {
        id: 'q1',
        query: 'one',
        delta: expect.closeTo(1 / Math.log2(8) - 1, 12),
        moves: [{ tool_id: 's:a', relevance: 2, old_rank: 1, new_rank: 7 }],
      },
    ]);
    expect(c.better.map((q) => [q.id, q.moves])).toEqual([
      ['q2', [{ tool_id: 's:b', relevance: 2, old_rank: 2, new_rank: 1 }]],
    ]);
    // No tolerance given: nothing gates.
    expect([c.gates, c.passed]).toEqual([[], true]);
  });

  it('lists the worse queries worst first, the better ones best first, whatever the golden set order', () => {
    const base = { metrics: metrics(1), per_query: perQuery };
    // q1 slips one place, q2's primary tool is no longer found: q2 is the worse, though it comes second.
    const down = new Map<string, Ranks>([
      ['q1', { 's:a': 2 }],
      ['q2', { 's:b': null, 's:c': null }],
    ]);
    expect(
      compareRankings({ metrics: metrics(0.5), ranks: down }, base, queries, {}, [5]).worse.map((q) => q.id),
    ).toEqual(['q2', 'q1']);
    // From there back up: q1 rises one place, q2 finds both its tools: q2 is the better.
    const fromDown = { metrics: metrics(0.5), per_query: [...down].map(([id, ranks]) => ({ id, ranks })) };
    const up = new Map<string, Ranks>([
      ['q1', { 's:a': 1 }],
      ['q2', { 's:b': 1, 's:c': 2 }],
    ]);
    expect(
      compareRankings({ metrics: metrics(1), ranks: up }, fromDown, queries, {}, [5]).better.map((q) => q.id),
    ).toEqual(['q2', 'q1']);
  });

  it('a list rebuilt from recorded ranks scores as the answer it was recorded from', () => {
    const ranked = ['s:x', 's:b', 's:y', 's:z', 's:a'];
    const labels = [...queries[0].labels, ...queries[1].labels];
    const ranks = ranksOf(ranked, labels);
    expect(ranks).toEqual({ 's:a': 5, 's:b': 2, 's:c': null });
    expect(scoreQuery(listFrom(ranks), labels, KS)).toEqual(scoreQuery(ranked, labels, KS));
  });

  it('metrics.ts and compare.ts do no I/O: they import nothing but each other and types', () => {
    for (const file of ['metrics.ts', 'compare.ts']) {
      const text = readFileSync(path.resolve(import.meta.dirname, '../../src/retrieval', file), 'utf8');
      const imports = [...text.matchAll(/^import (type )?.* from '([^']+)';$/gm)].map((m) => [m[2], !!m[1]]);
      for (const [from, typeOnly] of imports)
        expect(typeOnly || from === './metrics.js', `${file}: ${from}`).toBe(true);
    }
  });
});
