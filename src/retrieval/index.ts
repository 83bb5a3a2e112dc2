// Retrieval suites: how well a search tool (MCPProxy's retrieve_tools, or any server's) finds the right tool for a
// user's words, scored over graded queries and compared with a baseline.
//   schema.ts   the suite file's format (source of retrieval-suite.schema.json) and MCPProxy's dataset formats
//   located.ts  YAML/JSON read with positions, validated: problems name file, line and field
//   load.ts     a suite and the files it names, checked (labels in the corpus, unique ids)
//   metrics.ts  Recall@k, MRR, nDCG@10, MAP: pure, MCPProxy's definitions
//   search.ts   the search tool's arguments and answer; the catalog's tool ids
//   compare.ts  deltas, gates, queries that got worse: pure
//   run.ts      one run through MCP: catalog check, every query, scores, comparison
//   result.ts   the run's result and the baseline it records
export {
  loadRetrievalSuite,
  readBaseline,
  type RetrievalBaseline,
  type RetrievalSuite,
  type SuiteLoad,
} from './load.js';
export { runRetrievalSuite, catalogMismatch, notRunSuite, type RetrievalRunOptions } from './run-suite.js';
export {
  baselineOf,
  type CatalogCheck,
  type QueryResult,
  type RetrievalResult,
  type RetrievalStatus,
} from './result.js';
export { compareRankings, type Comparison, type GateCheck, type QueryChange, type RankMove } from './compare.js';
export {
  averagePrecision,
  flatMetrics,
  meanMetrics,
  ndcgAtK,
  recallAtK,
  reciprocalRank,
  scoreQuery,
  type QueryScores,
  type RelevanceLabel,
  type RetrievalMetrics,
} from './metrics.js';
export { suiteJsonSchemaText, type CatalogSpec, type GoldenQuery, type SearchSpec } from './suite-schema.js';
