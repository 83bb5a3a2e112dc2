// What a retrieval run produces (for results.json and the reports), and the baseline it records: MCPProxy's
// baseline_v1.json fields at the top level, so that its own scorer reads ours, plus each query's ranks.
import type { z } from 'zod';
import type {
  catalogCheckSchema,
  comparisonSchema,
  metricsSchema,
  queryResultSchema,
  queryScoresSchema,
  retrievalResultSchema,
} from '../results/retrieval.js';
import { VERSION } from '../util/version.js';
import type { Comparison } from './compare.js';
import type { QueryScores, RetrievalMetrics } from './metrics.js';
import type { RetrievalBaselineFile } from './suite-schema.js';

/** One query's answer and scores. */
export interface QueryResult {
  id: string;
  query: string;
  /** The tool ids the search answered, best first, cut at the suite's limit. */
  ranked: string[];
  /** Each labelled tool's rank (1-based), null when the answer lacks it. */
  ranks: Record<string, number | null>;
  scores: QueryScores;
  duration_ms: number;
}

/** The live catalog against the corpus: a tool missing or added stops the run before any score. */
export interface CatalogCheck {
  /** false when the suite says `catalog: false`. */
  checked: boolean;
  /** Tools the catalog lists (after its `exclude`). */
  size: number;
  /** In the corpus, not served. */
  missing: string[];
  /** Served (or answered by the search), not in the corpus. */
  added: string[];
}

/**
 * pass: every gate held; fail: a metric dropped below its gate; no_baseline: scored, nothing to compare with;
 * error: no score (the server, the catalog or an answer stopped the run: see `error`).
 */
export type RetrievalStatus = 'pass' | 'fail' | 'no_baseline' | 'error';

export interface RetrievalResult {
  suite: string;
  file: string;
  content_hash: string;
  /** The server (mcp.json name), what it said it is in its handshake, and its search tool. */
  server: string;
  server_info: { name: string; version: string } | null;
  search_tool: string;
  corpus_version?: string;
  golden_version?: string;
  k: number[];
  limit: number;
  status: RetrievalStatus;
  /** Why the status is error, naming what and where. */
  error?: string;
  /** null when the run could not score. */
  metrics: RetrievalMetrics | null;
  baseline: { file: string; metrics: RetrievalMetrics } | null;
  comparison: Comparison | null;
  queries: QueryResult[];
  catalog: CatalogCheck;
  timing: {
    /** Opening the search server and the catalog, and listing it. */
    connect_ms: number;
    /** Every query, one after the other, once the servers were up. */
    queries_ms: number;
  };
}

/** The baseline a run records: MCPProxy's fields, its tolerance, each query's ranks; when, in generated_from. */
export function baselineOf(
  r: RetrievalResult,
  tolerance: Record<string, number>,
  recordedAt = new Date(),
): RetrievalBaselineFile {
  if (!r.metrics) throw new Error(`retrieval suite "${r.suite}" has no metrics to record (${r.status})`);
  return {
    ...(r.corpus_version === undefined ? {} : { corpus_version: r.corpus_version }),
    ...(r.golden_version === undefined ? {} : { golden_version: r.golden_version }),
    generated_from: {
      harness: `mcp-eval-action ${VERSION}`,
      suite: r.suite,
      content_hash: r.content_hash,
      server_info: r.server_info,
      search_tool: r.search_tool,
      recorded_at: recordedAt.toISOString(),
    },
    recall_at: r.metrics.recall_at,
    mrr: r.metrics.mrr,
    ndcg_at_10: r.metrics.ndcg_at_10,
    map: r.metrics.map,
    tolerance,
    runs_averaged: 1,
    per_query: r.queries.map((q) => ({ id: q.id, ranks: q.ranks })),
  };
}

// Compile-time checks that results.json's schemas (results/retrieval.ts) and this module's types say the same: a
// field added to one side only is a type error, not a silently dropped key.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type SchemaMatchesTypes = [
  Holds<Same<z.infer<typeof retrievalResultSchema>, RetrievalResult>>,
  Holds<Same<z.infer<typeof comparisonSchema>, Comparison>>,
  Holds<Same<z.infer<typeof metricsSchema>, RetrievalMetrics>>,
  Holds<Same<z.infer<typeof queryScoresSchema>, QueryScores>>,
  Holds<Same<z.infer<typeof queryResultSchema>, QueryResult>>,
  Holds<Same<z.infer<typeof catalogCheckSchema>, CatalogCheck>>,
];
