// A retrieval run's result as results.json keeps it (its `retrieval` section), as zod schemas: `mcp-eval report`
// accepts exactly what the writers produce. retrieval/result.ts checks its types against these at compile time.
import { z } from 'zod';
import { STATUSES } from './status.js';

const fractionByName = z.record(z.string(), z.number());

export const metricsSchema = z.object({
  recall_at: fractionByName,
  mrr: z.number(),
  ndcg_at_10: z.number(),
  map: z.number(),
});

const rankMoveSchema = z.object({
  tool_id: z.string(),
  relevance: z.literal([0, 1, 2]),
  old_rank: z.number().int().nullable(),
  new_rank: z.number().int().nullable(),
});

const queryChangeSchema = z.object({
  id: z.string(),
  query: z.string(),
  delta: z.number(),
  moves: z.array(rankMoveSchema),
});

export const comparisonSchema = z.object({
  deltas: fractionByName,
  gates: z.array(
    z.object({
      metric: z.string(),
      value: z.number(),
      baseline: z.number().nullable(),
      tolerance: z.number(),
      threshold: z.number().nullable(),
      passed: z.boolean(),
    }),
  ),
  passed: z.boolean(),
  worse: z.array(queryChangeSchema),
  better: z.array(queryChangeSchema),
  per_query: z.boolean(),
});

export const queryScoresSchema = z.object({
  recall_at: fractionByName,
  rr: z.number(),
  ndcg_at_10: z.number(),
  ap: z.number(),
});

export const queryResultSchema = z.object({
  id: z.string(),
  query: z.string(),
  ranked: z.array(z.string()),
  ranks: z.record(z.string(), z.number().int().nullable()),
  scores: queryScoresSchema,
  duration_ms: z.number(),
});

export const catalogCheckSchema = z.object({
  checked: z.boolean(),
  size: z.number().int(),
  missing: z.array(z.string()),
  added: z.array(z.string()),
});

export const retrievalResultSchema = z.object({
  suite: z.string(),
  file: z.string(),
  content_hash: z.string(),
  server: z.string(),
  server_info: z.object({ name: z.string(), version: z.string() }).nullable(),
  search_tool: z.string(),
  corpus_version: z.string().optional(),
  golden_version: z.string().optional(),
  k: z.array(z.number().int()),
  limit: z.number().int(),
  status: z.enum(['pass', 'fail', 'no_baseline', 'error']),
  error: z.string().optional(),
  metrics: metricsSchema.nullable(),
  baseline: z.object({ file: z.string(), metrics: metricsSchema }).nullable(),
  comparison: comparisonSchema.nullable(),
  queries: z.array(queryResultSchema),
  catalog: catalogCheckSchema,
  timing: z.object({ connect_ms: z.number(), queries_ms: z.number() }),
});

/**
 * One retrieval suite of a run (results.json `retrieval`): its verdict as a status the fail-on policy reads like a
 * scenario's (pass GOOD, a failed gate BROKEN, could not run ERROR, recorded RECORDED), what the run did with it,
 * where its baseline came from, and the retrieval run's own result.
 */
export const retrievalSuiteResultSchema = z.object({
  /** The suite file's path from its pattern's base, without extension: the key of its baseline in the store. */
  id: z.string(),
  status: z.enum(STATUSES),
  action: z.enum(['compared', 'recorded', 'none']),
  /** Why the status is ERROR (the run's own error, or no baseline to compare with). */
  error: z.string().nullable(),
  baseline: z
    .object({
      /** A file named by the suite, or where the store keeps it (a path, cache key or branch:path). */
      source: z.string(),
      /** When it was recorded here; null for a file the suite names (MCPProxy's baseline_v1.json). */
      recorded_at: z.string().nullable(),
      stale: z.boolean(),
      stale_reason: z.string().optional(),
    })
    .nullable(),
  result: retrievalResultSchema,
});
export type RetrievalSuiteResult = z.infer<typeof retrievalSuiteResultSchema>;
