// Loads a retrieval suite: the suite file (YAML or JSON), and the corpus, golden set and baseline files it names
// (MCPProxy's formats, read unchanged, relative to the suite file). Every problem names its file, line and field;
// a label naming a tool the corpus lacks, or two queries with one id, is a problem too (MCPProxy's INV-1).
import path from 'node:path';
import { sortProblems, type ScenarioProblem } from '../scenario/schema.js';
import { sha256 } from '../util/json.js';
import { compareText } from '../util/text.js';
import { problemAt, readLocated, validateLocated, type LocatedFile } from './located.js';
import { NDCG_DEPTH, type RetrievalMetrics } from './metrics.js';
import {
  baselineSchema,
  corpusSchema,
  DEFAULT_TOLERANCE,
  goldenSchema,
  suiteSchema,
  type CatalogSpec,
  type GoldenQuery,
  type SearchSpec,
} from './suite-schema.js';

/** A baseline as the comparison reads it. */
export interface RetrievalBaseline {
  /** The file it was read from, as problems name it. */
  file: string;
  metrics: RetrievalMetrics;
  /** Each query's labelled tools' ranks, when the baseline was recorded here (MCPProxy's files have none). */
  per_query?: { id: string; ranks: Record<string, number | null> }[];
  tolerance?: Record<string, number>;
}

/** A loaded suite: every file read, checked and resolved. */
export interface RetrievalSuite {
  name: string;
  description?: string;
  /** The suite file as given. */
  file: string;
  /** sha256 over the suite file and the files it names: a baseline of another suite is told apart. */
  content_hash: string;
  server: string;
  search: SearchSpec;
  catalog: CatalogSpec | false;
  /** The corpus's tool ids, sorted. */
  corpus: string[];
  corpus_version?: string;
  /** The golden set file's name without `.json` (MCPProxy's `golden_version`), when the queries came from one. */
  golden_version?: string;
  queries: GoldenQuery[];
  baseline?: RetrievalBaseline;
  /** Sorted, unique. */
  k: number[];
  /** How many results each search asks for: max(k, 10), as MCPProxy's scorer does. */
  limit: number;
  /** Metric (flat name) -> how far it may drop below the baseline. */
  tolerance: Record<string, number>;
}

export interface SuiteLoad {
  suite?: RetrievalSuite;
  problems: ScenarioProblem[];
}

/** Load the suite at `file` (relative to `cwd`); `suite` only when there is no problem. */
export async function loadRetrievalSuite(file: string, opts: { cwd?: string } = {}): Promise<SuiteLoad> {
  const cwd = path.resolve(opts.cwd ?? process.cwd());
  const abs = path.resolve(cwd, file);
  const read = (p: string) => readLocated(p, path.relative(cwd, p) || p);
  const located = await read(abs);
  if (Array.isArray(located)) return { problems: located };
  const checked = validateLocated(located, suiteSchema);
  if (!checked.data) return { problems: checked.problems };
  const s = checked.data;
  const dir = path.dirname(abs);
  const named = async (p: string) => read(path.resolve(dir, p));

  const problems: ScenarioProblem[] = [];
  const ks = [...new Set(s.k)].sort((a, b) => a - b);
  const corpus = await resolveCorpus(s.corpus, located, named, problems);
  const golden = await resolveQueries(s.queries, located, named, problems);
  const baseline = s.baseline ? readBaseline(await named(s.baseline), problems) : undefined;
  for (const key of Object.keys(s.tolerance ?? {})) {
    const k = /^recall_at_(\d+)$/.exec(key)?.[1];
    if (k && !ks.includes(Number(k))) {
      problems.push(problemAt(located, ['tolerance', key], `k ${k} is not in "k"`, true));
    }
  }
  if (corpus && golden) problems.push(...crossCheck(corpus.ids, golden));
  if (problems.length > 0 || !corpus || !golden) return { problems: sortProblems(problems) };
  const hashes = [located.sha256, corpus.sha256, golden.sha256].join(' ');
  const suite: RetrievalSuite = {
    name: s.name,
    ...(s.description === undefined ? {} : { description: s.description }),
    file,
    content_hash: sha256(hashes),
    server: s.server,
    search: s.search,
    catalog: s.catalog,
    corpus: corpus.ids,
    ...(corpus.version === undefined ? {} : { corpus_version: corpus.version }),
    ...(golden.version === undefined ? {} : { golden_version: golden.version }),
    queries: golden.queries,
    ...(baseline ? { baseline } : {}),
    k: ks,
    limit: Math.max(ks[ks.length - 1], NDCG_DEPTH),
    tolerance: s.tolerance ?? baseline?.tolerance ?? DEFAULT_TOLERANCE,
  };
  return { suite, problems: [] };
}

type Named = (p: string) => Promise<LocatedFile | ScenarioProblem[]>;

/** The corpus ids (sorted), from the suite's list or a corpus file; a duplicate id is a problem. */
async function resolveCorpus(
  corpus: string | string[],
  suite: LocatedFile,
  named: Named,
  problems: ScenarioProblem[],
): Promise<{ ids: string[]; version?: string; sha256: string } | undefined> {
  let ids: string[];
  let version: string | undefined;
  let where = (i: number) => problemAt(suite, ['corpus', i], '');
  let hash = '';
  if (typeof corpus === 'string') {
    const f = await named(corpus);
    if (Array.isArray(f)) return void problems.push(...f);
    const checked = validateLocated(f, corpusSchema, true);
    if (!checked.data) return void problems.push(...checked.problems);
    ids = checked.data.tools.map((t) => t.tool_id);
    version = checked.data.version;
    where = (i) => problemAt(f, ['tools', i, 'tool_id'], '');
    hash = f.sha256;
  } else {
    ids = corpus;
  }
  const seen = new Set<string>();
  ids.forEach((id, i) => {
    if (seen.has(id)) problems.push({ ...where(i), message: `tool "${id}" is in the corpus twice` });
    seen.add(id);
  });
  return { ids: [...seen].sort(compareText), ...(version === undefined ? {} : { version }), sha256: hash };
}

interface ResolvedQueries {
  queries: GoldenQuery[];
  version?: string;
  sha256: string;
  /** Where query i's field is, for problems. */
  at: (path: (string | number)[]) => ScenarioProblem;
}

/** The queries, from the suite's list or a golden set file (MCPProxy's retrieval_golden_v1.json). */
async function resolveQueries(
  queries: string | GoldenQuery[],
  suite: LocatedFile,
  named: Named,
  problems: ScenarioProblem[],
): Promise<ResolvedQueries | undefined> {
  if (typeof queries !== 'string') {
    return { queries, sha256: '', at: (p) => problemAt(suite, ['queries', ...p], '') };
  }
  const f = await named(queries);
  if (Array.isArray(f)) return void problems.push(...f);
  const checked = validateLocated(f, goldenSchema, true);
  if (!checked.data) return void problems.push(...checked.problems);
  const version = path.basename(queries).replace(/\.json$/i, '');
  return { queries: checked.data.queries, version, sha256: f.sha256, at: (p) => problemAt(f, ['queries', ...p], '') };
}

/** Two queries with one id, a tool labelled twice in a query, a label outside the corpus. */
function crossCheck(corpus: readonly string[], golden: ResolvedQueries): ScenarioProblem[] {
  const problems: ScenarioProblem[] = [];
  const inCorpus = new Set(corpus);
  const ids = new Map<string, number>();
  golden.queries.forEach((q, i) => {
    const first = ids.get(q.id);
    if (first !== undefined)
      problems.push({ ...golden.at([i, 'id']), message: `id "${q.id}" is used by query ${first}` });
    else ids.set(q.id, i);
    const labelled = new Set<string>();
    q.labels.forEach((l, j) => {
      const at = golden.at([i, 'labels', j, 'tool_id']);
      if (labelled.has(l.tool_id)) problems.push({ ...at, message: `tool "${l.tool_id}" is labelled twice` });
      else if (!inCorpus.has(l.tool_id)) problems.push({ ...at, message: `tool "${l.tool_id}" is not in the corpus` });
      labelled.add(l.tool_id);
    });
  });
  return problems;
}

/** A baseline file's contents, checked (problems pushed): MCPProxy's baseline_v1.json, or one a run recorded. */
export function readBaseline(
  f: LocatedFile | ScenarioProblem[],
  problems: ScenarioProblem[],
): RetrievalBaseline | undefined {
  if (Array.isArray(f)) return void problems.push(...f);
  const checked = validateLocated(f, baselineSchema, true);
  if (!checked.data) return void problems.push(...checked.problems);
  const b = checked.data;
  return {
    file: f.file,
    metrics: { recall_at: b.recall_at, mrr: b.mrr, ndcg_at_10: b.ndcg_at_10, map: b.map },
    ...(b.per_query ? { per_query: b.per_query } : {}),
    ...(b.tolerance ? { tolerance: b.tolerance } : {}),
  };
}
