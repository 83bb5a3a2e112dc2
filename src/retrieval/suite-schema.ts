// The retrieval suite's file format, and MCPProxy's own dataset formats it reads unchanged (retrieval_golden_v1.json,
// corpus_v1.tools.json, baseline_v1.json: specs/065-evaluation-foundation of mcpproxy-go). These zod schemas are
// the single source of truth: the loader validates with them and retrieval-suite.schema.json is generated from the
// suite's. MCPProxy's files allow keys of their own (its JSON Schema sets no additionalProperties), so theirs are
// loose; the suite, written by hand here, is strict so that a typo is named.
import { z } from 'zod';

/** `<server>:<tool>`, as MCPProxy's dataset names a tool (its schema's pattern). */
export const toolIdSchema = z.string().regex(/^[^:]+:[^:]+$/, 'expected a tool id <server>:<tool>');

export const labelSchema = z.looseObject({
  tool_id: toolIdSchema.describe('<server>:<tool>; must be in the corpus'),
  relevance: z.literal([0, 1, 2]).describe('2 primary, 1 acceptable, 0 irrelevant (a hard negative)'),
});

export const querySchema = z
  .looseObject({
    id: z.string().min(1).describe('Unique in the suite'),
    query: z.string().min(1).describe("The user's words the search tool gets"),
    labels: z.array(labelSchema).min(1).describe('Graded relevant tools'),
    notes: z.string().optional().describe('For people, e.g. "hard-negative: near-dup of memory:search_nodes"'),
  })
  .describe('One graded query (an item of MCPProxy\'s retrieval_golden_v1.json "queries")');
export type GoldenQuery = z.infer<typeof querySchema>;

/** MCPProxy's golden set file (retrieval-dataset.schema.json). */
export const goldenSchema = z.looseObject({
  corpus_version: z.string(),
  queries: z.array(querySchema).min(1),
});

/** MCPProxy's frozen corpus file (`GET /api/v1/tools` snapshot): the tools the queries are graded over. */
export const corpusSchema = z.looseObject({
  version: z.string().optional(),
  tools: z
    .array(z.looseObject({ tool_id: toolIdSchema, server: z.string().optional(), tool: z.string().optional() }))
    .min(1),
});

/**
 * A baseline: MCPProxy's baseline_v1.json fields (top level, as its scorer reads them), and what a recorded run adds
 * (each query's ranks, so that a query that got worse can be named with its old and new rank).
 */
export const baselineSchema = z.looseObject({
  corpus_version: z.string().optional(),
  golden_version: z.string().optional(),
  recall_at: z.record(z.string().regex(/^[1-9]\d*$/, 'expected k, a whole number'), z.number().min(0).max(1)),
  mrr: z.number().min(0).max(1),
  ndcg_at_10: z.number().min(0).max(1),
  map: z.number().min(0).max(1),
  tolerance: z.record(z.string(), z.number().min(0)).optional(),
  per_query: z
    .array(z.looseObject({ id: z.string(), ranks: z.record(z.string(), z.number().int().min(1).nullable()) }))
    .optional(),
});
export type RetrievalBaselineFile = z.infer<typeof baselineSchema>;

export const DEFAULT_K = [1, 3, 5, 10];
/** MCPProxy's gate: Recall@5 may drop at most 0.05 below its baseline. */
export const DEFAULT_TOLERANCE = { recall_at_5: 0.05 };

const searchSchema = z
  .strictObject({
    tool: z.string().min(1).default('retrieve_tools').describe("The search tool's name on the server"),
    query_arg: z.string().min(1).default('query').describe('The argument that carries the query text'),
    limit_arg: z
      .string()
      .min(1)
      .nullable()
      .default('limit')
      .describe('The argument that carries how many results to return; null: none is sent'),
    args: z.record(z.string(), z.unknown()).default({}).describe('Further arguments sent with every query'),
    results: z
      .string()
      .default('tools')
      .describe('Dotted path, in the JSON answer, to the array of hits, best first ("" for the answer itself)'),
    id_field: z.string().min(1).default('name').describe("A hit's field that holds the tool id"),
    server_field: z
      .string()
      .min(1)
      .nullable()
      .default('server')
      .describe('A hit\'s field that holds its server, put before an id that lacks "<server>:"; null: none'),
  })
  .describe("How to ask the server's search tool, and read the ranked tool ids out of its answer");

const catalogSchema = z
  .strictObject({
    path: z
      .string()
      .regex(/^\//, 'expected a URL path starting with "/"')
      .nullable()
      .default('/mcp/all')
      .describe(
        "The catalog is tools/list at this path of the search server's URL (MCPProxy's direct endpoint " +
          "/mcp/all); null: the search server's own tools/list",
      ),
    separator: z
      .string()
      .min(1)
      .nullable()
      .default('__')
      .describe('A listed name <server><separator><tool> is the tool id <server>:<tool>; null: <search server>:<name>'),
    exclude: z.array(z.string()).default([]).describe('Listed names that are not searched (the search tool itself)'),
  })
  .describe('Where the live tool catalog is listed, to check it against the corpus');

const metricName = z
  .string()
  .regex(/^(recall_at_[1-9]\d*|mrr|ndcg_at_10|map)$/, 'expected recall_at_<k>, mrr, ndcg_at_10 or map');

export const suiteSchema = z
  .strictObject({
    name: z.string().min(1).describe('Unique, human-readable name'),
    description: z.string().optional(),
    server: z.string().min(1).default('mcpproxy').describe('The server (a name in mcp.json) whose search tool runs'),
    search: searchSchema.default(searchSchema.parse({})),
    catalog: z
      .union([z.literal(false), catalogSchema])
      .default(catalogSchema.parse({}))
      .describe('false: the catalog is not checked (a tool missing from the server then only lowers the scores)'),
    corpus: z
      .union([z.string().min(1), z.array(toolIdSchema).min(1)])
      .describe("The tools the queries are graded over: a corpus file (MCPProxy's corpus_v1.tools.json) or the ids"),
    queries: z
      .union([z.string().min(1), z.array(querySchema).min(1)])
      .describe("The graded queries: a golden set file (MCPProxy's retrieval_golden_v1.json) or the queries"),
    baseline: z.string().min(1).optional().describe("A baseline file (MCPProxy's baseline_v1.json, or one recorded)"),
    k: z
      .array(z.number().int().min(1).max(100))
      .min(1)
      .default(DEFAULT_K)
      .describe('The k of Recall@k; the search asks for max(k, 10) results'),
    tolerance: z
      .record(metricName, z.number().min(0).max(1))
      .optional()
      .describe("How far each metric may drop below the baseline's; default the baseline's own, else recall_at_5 0.05"),
  })
  .describe('An mcp-eval retrieval suite');
export type SuiteFile = z.infer<typeof suiteSchema>;
export type SearchSpec = z.infer<typeof searchSchema>;
export type CatalogSpec = z.infer<typeof catalogSchema>;

/** The JSON Schema of a suite file, for editors (retrieval-suite.schema.json is this text, committed). */
export function suiteJsonSchemaText(): string {
  const schema = z.toJSONSchema(suiteSchema, { io: 'input', target: 'draft-07' });
  return `${JSON.stringify({ ...schema, title: 'mcp-eval retrieval suite' }, null, 2)}\n`;
}
