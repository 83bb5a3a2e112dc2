// One run of a retrieval suite: open the search server with the project's own connections, check its live catalog
// against the corpus, ask the search tool every query through MCP, score, and compare with the baseline. It never
// throws for what the server does: a server that will not open, a catalog that differs from the corpus, or an
// answer that names no ranking ends the run with status `error` and the reason, never with a skewed score.
import { errorMessage } from '../util/errors.js';
import type { ServerConfig } from '../mcp/config.js';
import { describeError, ServerConnection } from '../mcp/connection.js';
import { suggest } from '../mcp/names.js';
import { freshServers, type ServerSource } from '../mcp/pool.js';
import { compareRankings } from './compare.js';
import type { RetrievalSuite } from './load.js';
import { meanMetrics, ranksOf, scoreQuery } from './metrics.js';
import type { CatalogCheck, RetrievalResult } from './result.js';
import { catalogIds, catalogServer, search } from './search.js';

export interface RetrievalRunOptions {
  /** The servers of mcp.json (loadServerConfig); the suite's `server` names one. */
  servers: readonly ServerConfig[];
  /** Default 30 s, for each connection's handshake and tool list. */
  connectTimeoutMs?: number;
  /** Default 30 s, for each search. */
  callTimeoutMs?: number;
  signal?: AbortSignal;
  /** Where connections come from; default opened for this run and closed after it. */
  source?: ServerSource;
}

/** Run `suite`; see RetrievalResult for what comes back. */
export async function runRetrievalSuite(suite: RetrievalSuite, opts: RetrievalRunOptions): Promise<RetrievalResult> {
  const result = emptyResult(suite);
  const config = opts.servers.find((s) => s.name === suite.server);
  if (!config) {
    const names = opts.servers.map((s) => s.name);
    const known = `${suggest(suite.server, names)} Configured servers: ${names.join(', ')}`;
    return failed(result, `retrieval suite "${suite.name}": unknown server "${suite.server}".${known}`);
  }
  const source = opts.source ?? freshServers({ connectTimeoutMs: opts.connectTimeoutMs ?? 30_000 });
  const started = performance.now();
  let conn: ServerConnection;
  try {
    conn = await source.open(config);
  } catch (e) {
    return failed(result, errorMessage(e));
  }
  try {
    result.server_info = conn.serverInfo;
    const unusable = missingTool(conn, suite) ?? (await checkCatalog(suite, config, conn, opts, result.catalog));
    result.timing.connect_ms = Math.round(performance.now() - started);
    if (unusable) return failed(result, unusable);
    return await scoreQueries(suite, conn, opts, result);
  } finally {
    await source.release(conn);
  }
}

/** The result of a suite that did not run, saying why (the stage that runs suites says so too). */
export function notRunSuite(suite: RetrievalSuite, error: string): RetrievalResult {
  return failed(emptyResult(suite), error);
}

function emptyResult(suite: RetrievalSuite): RetrievalResult {
  return {
    suite: suite.name,
    file: suite.file,
    content_hash: suite.content_hash,
    server: suite.server,
    server_info: null,
    search_tool: suite.search.tool,
    ...(suite.corpus_version === undefined ? {} : { corpus_version: suite.corpus_version }),
    ...(suite.golden_version === undefined ? {} : { golden_version: suite.golden_version }),
    k: suite.k,
    limit: suite.limit,
    status: 'error',
    metrics: null,
    baseline: suite.baseline ? { file: suite.baseline.file, metrics: suite.baseline.metrics } : null,
    comparison: null,
    queries: [],
    catalog: { checked: suite.catalog !== false, size: 0, missing: [], added: [] },
    timing: { connect_ms: 0, queries_ms: 0 },
  };
}

function failed(result: RetrievalResult, error: string): RetrievalResult {
  return { ...result, status: 'error', error, metrics: null, comparison: null };
}

/** Why the server cannot be searched: it has no such tool. */
function missingTool(conn: ServerConnection, suite: RetrievalSuite): string | undefined {
  const names = conn.tools.map((t) => t.name);
  if (names.includes(suite.search.tool)) return undefined;
  return `server "${suite.server}" has no tool "${suite.search.tool}".${suggest(suite.search.tool, names)}`;
}

/** List the live catalog and compare it with the corpus (into `check`); the reason the run stops, if any. */
async function checkCatalog(
  suite: RetrievalSuite,
  config: ServerConfig,
  conn: ServerConnection,
  opts: RetrievalRunOptions,
  check: CatalogCheck,
): Promise<string | undefined> {
  if (suite.catalog === false) return undefined;
  let ids: string[];
  try {
    const target = catalogServer(config, suite.catalog);
    ids =
      target === config ? catalogIds(conn.tools, suite.catalog, suite.server) : await listCatalog(target, suite, opts);
  } catch (e) {
    return `retrieval suite "${suite.name}": cannot list the catalog: ${describeError(e)}`;
  }
  const corpus = new Set(suite.corpus);
  const served = new Set(ids);
  check.size = served.size;
  check.missing = suite.corpus.filter((id) => !served.has(id));
  check.added = [...served].filter((id) => !corpus.has(id)).sort();
  return catalogMismatch(suite, check);
}

async function listCatalog(target: ServerConfig, suite: RetrievalSuite, opts: RetrievalRunOptions) {
  const catalog = await ServerConnection.open(target, {
    connectTimeoutMs: opts.connectTimeoutMs ?? 30_000,
    advertised: false, // only its tools are ranked
  });
  try {
    return catalogIds(catalog.tools, suite.catalog as Exclude<RetrievalSuite['catalog'], false>, suite.server);
  } finally {
    await catalog.close();
  }
}

/** The catalog check's verdict in words: which tools are missing and which were added; undefined when none. */
export function catalogMismatch(suite: RetrievalSuite, check: CatalogCheck): string | undefined {
  if (check.missing.length === 0 && check.added.length === 0) return undefined;
  const parts = [
    check.missing.length ? `missing ${check.missing.length}: ${check.missing.join(', ')}` : '',
    check.added.length ? `added ${check.added.length}: ${check.added.join(', ')}` : '',
  ].filter(Boolean);
  const corpus = suite.corpus_version ?? 'the corpus';
  const size = `${suite.corpus.length} tool${suite.corpus.length === 1 ? '' : 's'}`;
  return `server "${suite.server}" does not serve ${corpus} (${size}): ${parts.join('; ')}`;
}

/** Ask every query, one after the other; score, compare, and say pass, fail or no_baseline. */
async function scoreQueries(
  suite: RetrievalSuite,
  conn: ServerConnection,
  opts: RetrievalRunOptions,
  result: RetrievalResult,
): Promise<RetrievalResult> {
  const limits = { timeoutMs: opts.callTimeoutMs ?? 30_000, signal: opts.signal };
  const corpus = new Set(suite.corpus);
  const started = performance.now();
  for (const q of suite.queries) {
    const t0 = performance.now();
    let ranked: string[];
    try {
      ranked = await search(conn, suite.search, q.query, suite.limit, limits);
    } catch (e) {
      return failed(result, `query "${q.id}": ${describeError(e)}`);
    }
    const foreign = ranked.filter((id) => !corpus.has(id));
    if (foreign.length > 0) {
      result.catalog.added = [...new Set([...result.catalog.added, ...foreign])].sort();
      const why = `${suite.search.tool} answered query "${q.id}" with tools not in the corpus: ${foreign.join(', ')}`;
      return failed(result, why);
    }
    const duration_ms = Math.round((performance.now() - t0) * 100) / 100;
    const scores = scoreQuery(ranked, q.labels, suite.k);
    result.queries.push({ id: q.id, query: q.query, ranked, ranks: ranksOf(ranked, q.labels), scores, duration_ms });
  }
  result.timing.queries_ms = Math.round(performance.now() - started);
  return judged(suite, result);
}

function judged(suite: RetrievalSuite, result: RetrievalResult): RetrievalResult {
  const metrics = meanMetrics(
    result.queries.map((q) => q.scores),
    suite.k,
  );
  if (!suite.baseline) return { ...result, metrics, status: 'no_baseline' };
  const ranks = new Map(result.queries.map((q) => [q.id, q.ranks]));
  const comparison = compareRankings({ metrics, ranks }, suite.baseline, suite.queries, suite.tolerance, suite.k);
  return { ...result, metrics, comparison, status: comparison.passed ? 'pass' : 'fail' };
}
