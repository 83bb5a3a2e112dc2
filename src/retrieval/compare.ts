// A retrieval run against its baseline: each metric's delta, the gates (a metric may drop at most its tolerance
// below the baseline's value: MCPProxy's gate is Recall@5 >= baseline - 0.05), and the queries that got worse or
// better with their labelled tools' old and new ranks. Pure: no I/O.
import type { GoldenQuery } from './suite-schema.js';
import { flatMetrics, NDCG_DEPTH, scoreQuery, type RetrievalMetrics } from './metrics.js';

/** Rounding noise of a mean of 47 fractions; a smaller change is no change. */
const EPSILON = 1e-9;

/** One metric checked against the baseline. */
export interface GateCheck {
  /** Flat name: `recall_at_5`, `mrr`, `ndcg_at_10`, `map`. */
  metric: string;
  value: number;
  /** null: the baseline lacks this metric, and the gate is not applied. */
  baseline: number | null;
  tolerance: number;
  /** baseline - tolerance; the value must be at least this. */
  threshold: number | null;
  passed: boolean;
}

/** A labelled tool of a query whose rank moved (null: not in the list). */
export interface RankMove {
  tool_id: string;
  relevance: 0 | 1 | 2;
  old_rank: number | null;
  new_rank: number | null;
}

/** A query whose ranking changed for the worse or the better. */
export interface QueryChange {
  id: string;
  query: string;
  /** The query's nDCG@10 now minus in the baseline (its average precision's when nDCG@10 did not move). */
  delta: number;
  moves: RankMove[];
}

export interface Comparison {
  /** Flat metric -> current minus baseline, for the metrics both have. */
  deltas: Record<string, number>;
  gates: GateCheck[];
  passed: boolean;
  /** Worst first; empty when the baseline has no per-query ranks (MCPProxy's own files). */
  worse: QueryChange[];
  /** Best first. */
  better: QueryChange[];
  /** Whether the baseline had per-query ranks to compare queries with. */
  per_query: boolean;
}

/** What the comparison needs of the current run: its metrics and each query's labelled tools' ranks. */
export interface RankedRun {
  metrics: RetrievalMetrics;
  ranks: ReadonlyMap<string, Record<string, number | null>>;
}

export interface BaselineRun {
  metrics: RetrievalMetrics;
  per_query?: { id: string; ranks: Record<string, number | null> }[];
}

/** Compare `current` with `baseline` over `queries`; `tolerance` maps flat metric names to the drop allowed. */
export function compareRankings(
  current: RankedRun,
  baseline: BaselineRun,
  queries: readonly GoldenQuery[],
  tolerance: Record<string, number>,
  ks: readonly number[],
): Comparison {
  const now = flatMetrics(current.metrics);
  const then = flatMetrics(baseline.metrics);
  const deltas = Object.fromEntries(
    Object.keys(now)
      .filter((m) => then[m] !== undefined)
      .map((m) => [m, now[m] - then[m]]),
  );
  const gates = Object.entries(tolerance).map(([metric, tol]): GateCheck => {
    const base = then[metric] ?? null;
    const threshold = base === null ? null : base - tol;
    const value = now[metric] ?? 0;
    const passed = threshold === null || value >= threshold - EPSILON;
    return { metric, value, baseline: base, tolerance: tol, threshold, passed };
  });
  const changes = baseline.per_query ? queryChanges(current.ranks, baseline.per_query, queries, ks) : [];
  return {
    deltas,
    gates,
    passed: gates.every((g) => g.passed),
    worse: changes.filter((c) => c.delta < -EPSILON).sort((a, b) => a.delta - b.delta),
    better: changes.filter((c) => c.delta > EPSILON).sort((a, b) => b.delta - a.delta),
    per_query: baseline.per_query !== undefined,
  };
}

/** Each query both runs ranked, with how much it moved and which labelled tools moved. */
function queryChanges(
  current: ReadonlyMap<string, Record<string, number | null>>,
  baseline: NonNullable<BaselineRun['per_query']>,
  queries: readonly GoldenQuery[],
  ks: readonly number[],
): QueryChange[] {
  const old = new Map(baseline.map((q) => [q.id, q.ranks]));
  return queries.flatMap((q) => {
    const [before, after] = [old.get(q.id), current.get(q.id)];
    if (!before || !after) return [];
    const [a, b] = [scoreQuery(listFrom(before), q.labels, ks), scoreQuery(listFrom(after), q.labels, ks)];
    const delta = Math.abs(b.ndcg_at_10 - a.ndcg_at_10) > EPSILON ? b.ndcg_at_10 - a.ndcg_at_10 : b.ap - a.ap;
    const moves = q.labels
      .map((l) => ({ ...l, old_rank: before[l.tool_id] ?? null, new_rank: after[l.tool_id] ?? null }))
      .filter((m) => m.old_rank !== m.new_rank)
      .map(({ tool_id, relevance, old_rank, new_rank }): RankMove => ({ tool_id, relevance, old_rank, new_rank }));
    return [{ id: q.id, query: q.query, delta, moves }];
  });
}

/**
 * A ranked list with each labelled tool at its rank and placeholders elsewhere: the metrics depend only on where
 * the labelled tools are, so this scores a query from its recorded ranks alone.
 */
export function listFrom(ranks: Record<string, number | null>): string[] {
  const placed = Object.entries(ranks).filter((e): e is [string, number] => e[1] !== null);
  const length = Math.max(NDCG_DEPTH, ...placed.map(([, r]) => r));
  const list = Array.from({ length }, () => '');
  for (const [id, rank] of placed) list[rank - 1] = id;
  return list;
}
