// Ranking metrics of a search tool over graded queries: pure functions, no I/O, no imports. The definitions are
// MCPProxy's own (the D1 retrieval scorer its CI gates on, which produced baseline_v1.json), so that a suite read
// from its dataset reproduces its numbers; docs/retrieval.md states them with worked examples, and
// test/retrieval/metrics.test.ts checks each against hand-computed values.
//
// A query's *ranked* list is the search tool's answer, best first, cut at the run's limit. Its *relevant* tools are
// its labels of relevance 1 or 2 (relevance 0 marks a hard negative: it is never a hit and has no gain).

/** One graded label of a query: `<server>:<tool>`, relevance 0 (irrelevant), 1 (acceptable) or 2 (primary). */
export interface RelevanceLabel {
  tool_id: string;
  relevance: 0 | 1 | 2;
}

/** The depth of nDCG, as MCPProxy's baseline reports it (`ndcg_at_10`). */
export const NDCG_DEPTH = 10;

/** Recall@k: |relevant ∩ top k| / |relevant|; 0 when the query has no relevant tool. */
export function recallAtK(ranked: readonly string[], relevant: ReadonlySet<string>, k: number): number {
  if (relevant.size === 0) return 0;
  return ranked.slice(0, k).filter((id) => relevant.has(id)).length / relevant.size;
}

/** Reciprocal rank: 1 / the rank of the first relevant tool in the list; 0 when none is in it. */
export function reciprocalRank(ranked: readonly string[], relevant: ReadonlySet<string>): number {
  const i = ranked.findIndex((id) => relevant.has(id));
  return i < 0 ? 0 : 1 / (i + 1);
}

/** Discounted cumulative gain: the gain at rank r (1-based) counts gain / log2(r + 1). */
export function dcg(gains: readonly number[]): number {
  return gains.reduce((sum, g, i) => sum + g / Math.log2(i + 2), 0);
}

/**
 * nDCG@k with linear graded gain (a tool's gain is its relevance, 0 when unlabelled): DCG of the top k over the DCG
 * of the ideal order of the labels' relevances (the best k of them); 0 when no label has a gain.
 */
export function ndcgAtK(ranked: readonly string[], relevance: ReadonlyMap<string, number>, k: number): number {
  const ideal = dcg([...relevance.values()].sort((a, b) => b - a).slice(0, k));
  if (ideal === 0) return 0;
  return dcg(ranked.slice(0, k).map((id) => relevance.get(id) ?? 0)) / ideal;
}

/**
 * Average precision: the sum, over each relevant tool found in the list, of the precision at its rank, divided by
 * the number of relevant tools (found or not; so a relevant tool beyond the list counts as 0); 0 when none.
 */
export function averagePrecision(ranked: readonly string[], relevant: ReadonlySet<string>): number {
  if (relevant.size === 0) return 0;
  let hits = 0;
  let sum = 0;
  ranked.forEach((id, i) => {
    if (!relevant.has(id)) return;
    hits++;
    sum += hits / (i + 1);
  });
  return sum / relevant.size;
}

/** One query's scores. */
export interface QueryScores {
  /** Recall@k by k. */
  recall_at: Record<string, number>;
  /** Reciprocal rank (its mean over queries is MRR). */
  rr: number;
  ndcg_at_10: number;
  /** Average precision (its mean over queries is MAP). */
  ap: number;
}

/** Metrics of a suite: MCPProxy's baseline fields. */
export interface RetrievalMetrics {
  /** Recall@k by k (`"1"`, `"3"`, `"5"`, `"10"`). */
  recall_at: Record<string, number>;
  mrr: number;
  ndcg_at_10: number;
  map: number;
}

/** A query's relevant tools (relevance >= 1) and their gains. */
export function relevanceOf(labels: readonly RelevanceLabel[]): Map<string, number> {
  return new Map(labels.filter((l) => l.relevance >= 1).map((l) => [l.tool_id, l.relevance]));
}

/** Every score of one query from its ranked list. */
export function scoreQuery(
  ranked: readonly string[],
  labels: readonly RelevanceLabel[],
  ks: readonly number[],
): QueryScores {
  const relevance = relevanceOf(labels);
  const relevant = new Set(relevance.keys());
  return {
    recall_at: Object.fromEntries(ks.map((k) => [String(k), recallAtK(ranked, relevant, k)])),
    rr: reciprocalRank(ranked, relevant),
    ndcg_at_10: ndcgAtK(ranked, relevance, NDCG_DEPTH),
    ap: averagePrecision(ranked, relevant),
  };
}

/** The suite's metrics: the arithmetic mean of each score over the queries (all zero for no query). */
export function meanMetrics(scores: readonly QueryScores[], ks: readonly number[]): RetrievalMetrics {
  const mean = (f: (s: QueryScores) => number) => scores.reduce((sum, s) => sum + f(s), 0) / (scores.length || 1);
  return {
    recall_at: Object.fromEntries(ks.map((k) => [String(k), mean((s) => s.recall_at[String(k)] ?? 0)])),
    mrr: mean((s) => s.rr),
    ndcg_at_10: mean((s) => s.ndcg_at_10),
    map: mean((s) => s.ap),
  };
}

/** The metrics by flat name: `recall_at_5`, `mrr`, `ndcg_at_10`, `map` (the names deltas and tolerances use). */
export function flatMetrics(m: RetrievalMetrics): Record<string, number> {
  const recall = Object.entries(m.recall_at).map(([k, v]) => [`recall_at_${k}`, v] as const);
  return { ...Object.fromEntries(recall), mrr: m.mrr, ndcg_at_10: m.ndcg_at_10, map: m.map };
}

/** The rank (1-based) of each labelled tool in the list, null when it is not in it. */
export function ranksOf(ranked: readonly string[], labels: readonly RelevanceLabel[]): Record<string, number | null> {
  return Object.fromEntries(
    labels.map((l) => {
      const i = ranked.indexOf(l.tool_id);
      return [l.tool_id, i < 0 ? null : i + 1];
    }),
  );
}
