export const id = 157;
export const ids = [157];
export const modules = {

/***/ 22157:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runRetrieval: () => (/* binding */ runRetrieval)
});

// EXTERNAL MODULE: ./src/baselines/index.ts + 2 modules
var baselines = __webpack_require__(54886);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/scenario/schema.ts
var scenario_schema = __webpack_require__(2135);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(74976);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
// EXTERNAL MODULE: ./src/util/zod.ts
var zod = __webpack_require__(12001);
;// CONCATENATED MODULE: ./src/retrieval/located.ts
// A YAML or JSON file read with positions, and validated with a zod schema: every problem names the file, line,
// column and field, as a scenario's do (the same ScenarioProblem, so one printer serves both). JSON is read by the
// YAML parser (JSON is YAML), which is what gives MCPProxy's dataset files their line numbers.







/** A dataset file is tens of KiB (MCPProxy's golden set is 15 KiB): more is refused unread. */
const MAX_FILE_BYTES = 4 * 1024 * 1024;
/** A problem at field `at` of a file. */
function problemAt(f, at, message, key = false) {
    const pos = f.locate(at, key);
    const problem = {
        file: f.file,
        line: pos?.line ?? null,
        column: pos?.column ?? null,
        path: (0,zod/* issuePath */.dR)(at),
        message,
    };
    return problem;
}
/** Read and parse `abs` (shown as `file`): a LocatedFile, or the problems that stop it. */
async function readLocated(abs, file) {
    const nowhere = { file, locate: () => null };
    let text;
    try {
        const size = (await (0,promises_.stat)(abs)).size;
        if (size > MAX_FILE_BYTES)
            return [problemAt(nowhere, [], `file is ${size} bytes, above ${MAX_FILE_BYTES}`)];
        text = new TextDecoder('utf-8', { fatal: true }).decode(await (0,promises_.readFile)(abs));
    }
    catch (e) {
        return [problemAt(nowhere, [], `cannot read: ${(0,errors/* errorMessage */.gJ)(e)}`)];
    }
    return parseLocated(text, file);
}
/** Parse `text` (named `file` in problems): a LocatedFile, or its syntax errors. */
function parseLocated(text, file) {
    const nowhere = { file, locate: () => null };
    const lines = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: lines, prettyErrors: false });
    const pos = (offset) => {
        const { line, col } = lines.linePos(offset);
        return { line, column: col };
    };
    if (doc.errors.length > 0) {
        return doc.errors.map((e) => ({ ...problemAt(nowhere, [], `syntax error: ${e.message}`), ...pos(e.pos[0]) }));
    }
    const locate = (at, key = false) => {
        const node = nodeAt(doc, at, key);
        return node?.range ? pos(node.range[0]) : null;
    };
    return { file, value: doc.toJS({ maxAliasCount: 100 }), sha256: (0,json/* sha256 */.sc)(text), locate };
}
/** The deepest node on the way to `at` (an empty value's key; the last key itself with `key`). */
function nodeAt(doc, at, key) {
    let node = doc.contents;
    for (const [i, seg] of at.entries()) {
        if ((0,dist/* isMap */.jh)(node)) {
            const pair = node.items.find((p) => (0,dist/* isScalar */.jn)(p.key) && String(p.key.value) === String(seg));
            if (!pair)
                return node;
            const value = pair.value;
            const empty = !value || ((0,dist/* isScalar */.jn)(value) && value.value === null);
            node = empty || (key && i === at.length - 1) ? pair.key : value;
        }
        else if ((0,dist/* isSeq */.oP)(node) && typeof seg === 'number' && node.items[seg]) {
            node = node.items[seg];
        }
        else {
            return node;
        }
    }
    return node;
}
/** Validate a file's value: the data, or a problem per issue (per unknown key, with "did you mean"). */
function validateLocated(f, schema, json = false) {
    const parsed = schema.safeParse(f.value, { reportInput: true });
    if (parsed.success)
        return { data: parsed.data, problems: [] };
    const problems = parsed.error.issues.flatMap((issue) => {
        const at = issue.path.filter((s) => typeof s !== 'symbol');
        if (issue.code === 'unrecognized_keys') {
            const known = keysAt(schema, at);
            return issue.keys.map((k) => {
                const near = (0,util_text/* nearestName */.qb)(k, known);
                return problemAt(f, [...at, k], `unknown key "${k}"${near ? ` (did you mean "${near}"?)` : ''}`, true);
            });
        }
        const words = json ? zod/* JSON_WORDS */.Tp : zod/* YAML_WORDS */.mG;
        // A record's bad key: what its own schema says of it, at the key.
        if (issue.code === 'invalid_key')
            return [problemAt(f, at, (0,zod/* describeIssue */.n6)(issue.issues[0], words), true)];
        return [problemAt(f, at, (0,zod/* describeIssue */.n6)(issue, words))];
    });
    return { problems: (0,scenario_schema/* sortProblems */.dS)(problems) };
}
/** The keys the schema allows for the object at `at`: through defaults, optionals, unions and arrays. */
function keysAt(schema, at) {
    const objects = (s) => {
        const def = s._zod.def;
        if (def.type === 'object')
            return [def];
        if (def.type === 'union')
            return def.options.flatMap(objects);
        if (['optional', 'default', 'nullable'].includes(def.type))
            return objects(def.innerType);
        if (def.type === 'array')
            return objects(def.element);
        return [];
    };
    let current = objects(schema);
    for (const seg of at) {
        if (typeof seg === 'number')
            continue;
        current = current.flatMap((o) => (o.shape[seg] ? objects(o.shape[seg]) : []));
    }
    return current.flatMap((o) => Object.keys(o.shape));
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/retrieval/metrics.ts
var retrieval_metrics = __webpack_require__(24557);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(15649);
;// CONCATENATED MODULE: ./src/retrieval/suite-schema.ts
// The retrieval suite's file format, and MCPProxy's own dataset formats it reads unchanged (retrieval_golden_v1.json,
// corpus_v1.tools.json, baseline_v1.json: specs/065-evaluation-foundation of mcpproxy-go). These zod schemas are
// the single source of truth: the loader validates with them and retrieval-suite.schema.json is generated from the
// suite's. MCPProxy's files allow keys of their own (its JSON Schema sets no additionalProperties), so theirs are
// loose; the suite, written by hand here, is strict so that a typo is named.

/** `<server>:<tool>`, as MCPProxy's dataset names a tool (its schema's pattern). */
const toolIdSchema = schemas/* string */.YjP().regex(/^[^:]+:[^:]+$/, 'expected a tool id <server>:<tool>');
const labelSchema = schemas/* looseObject */._H3({
    tool_id: toolIdSchema.describe('<server>:<tool>; must be in the corpus'),
    relevance: schemas/* literal */.euz([0, 1, 2]).describe('2 primary, 1 acceptable, 0 irrelevant (a hard negative)'),
});
const querySchema = schemas/* looseObject */._H3({
    id: schemas/* string */.YjP().min(1).describe('Unique in the suite'),
    query: schemas/* string */.YjP().min(1).describe("The user's words the search tool gets"),
    labels: schemas/* array */.YOg(labelSchema).min(1).describe('Graded relevant tools'),
    notes: schemas/* string */.YjP().optional().describe('For people, e.g. "hard-negative: near-dup of memory:search_nodes"'),
})
    .describe('One graded query (an item of MCPProxy\'s retrieval_golden_v1.json "queries")');
/** MCPProxy's golden set file (retrieval-dataset.schema.json). */
const goldenSchema = schemas/* looseObject */._H3({
    corpus_version: schemas/* string */.YjP(),
    queries: schemas/* array */.YOg(querySchema).min(1),
});
/** MCPProxy's frozen corpus file (`GET /api/v1/tools` snapshot): the tools the queries are graded over. */
const corpusSchema = schemas/* looseObject */._H3({
    version: schemas/* string */.YjP().optional(),
    tools: schemas/* array */.YOg(schemas/* looseObject */._H3({ tool_id: toolIdSchema, server: schemas/* string */.YjP().optional(), tool: schemas/* string */.YjP().optional() }))
        .min(1),
});
/**
 * A baseline: MCPProxy's baseline_v1.json fields (top level, as its scorer reads them), and what a recorded run adds
 * (each query's ranks, so that a query that got worse can be named with its old and new rank).
 */
const baselineSchema = schemas/* looseObject */._H3({
    corpus_version: schemas/* string */.YjP().optional(),
    golden_version: schemas/* string */.YjP().optional(),
    recall_at: schemas/* record */.g1P(schemas/* string */.YjP().regex(/^[1-9]\d*$/, 'expected k, a whole number'), schemas/* number */.aig().min(0).max(1)),
    mrr: schemas/* number */.aig().min(0).max(1),
    ndcg_at_10: schemas/* number */.aig().min(0).max(1),
    map: schemas/* number */.aig().min(0).max(1),
    tolerance: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* number */.aig().min(0)).optional(),
    per_query: schemas/* array */.YOg(schemas/* looseObject */._H3({ id: schemas/* string */.YjP(), ranks: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* number */.aig().int().min(1).nullable()) }))
        .optional(),
});
const DEFAULT_K = [1, 3, 5, 10];
/** MCPProxy's gate: Recall@5 may drop at most 0.05 below its baseline. */
const DEFAULT_TOLERANCE = { recall_at_5: 0.05 };
const searchSchema = schemas/* strictObject */.rej({
    tool: schemas/* string */.YjP().min(1).default('retrieve_tools').describe("The search tool's name on the server"),
    query_arg: schemas/* string */.YjP().min(1).default('query').describe('The argument that carries the query text'),
    limit_arg: schemas/* string */.YjP()
        .min(1)
        .nullable()
        .default('limit')
        .describe('The argument that carries how many results to return; null: none is sent'),
    args: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).default({}).describe('Further arguments sent with every query'),
    results: schemas/* string */.YjP()
        .default('tools')
        .describe('Dotted path, in the JSON answer, to the array of hits, best first ("" for the answer itself)'),
    id_field: schemas/* string */.YjP().min(1).default('name').describe("A hit's field that holds the tool id"),
    server_field: schemas/* string */.YjP()
        .min(1)
        .nullable()
        .default('server')
        .describe('A hit\'s field that holds its server, put before an id that lacks "<server>:"; null: none'),
})
    .describe("How to ask the server's search tool, and read the ranked tool ids out of its answer");
const catalogSchema = schemas/* strictObject */.rej({
    path: schemas/* string */.YjP()
        .regex(/^\//, 'expected a URL path starting with "/"')
        .nullable()
        .default('/mcp/all')
        .describe("The catalog is tools/list at this path of the search server's URL (MCPProxy's direct endpoint " +
        "/mcp/all); null: the search server's own tools/list"),
    separator: schemas/* string */.YjP()
        .min(1)
        .nullable()
        .default('__')
        .describe('A listed name <server><separator><tool> is the tool id <server>:<tool>; null: <search server>:<name>'),
    exclude: schemas/* array */.YOg(schemas/* string */.YjP()).default([]).describe('Listed names that are not searched (the search tool itself)'),
})
    .describe('Where the live tool catalog is listed, to check it against the corpus');
const metricName = schemas/* string */.YjP()
    .regex(/^(recall_at_[1-9]\d*|mrr|ndcg_at_10|map)$/, 'expected recall_at_<k>, mrr, ndcg_at_10 or map');
const suiteSchema = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP().min(1).describe('Unique, human-readable name'),
    description: schemas/* string */.YjP().optional(),
    server: schemas/* string */.YjP().min(1).default('mcpproxy').describe('The server (a name in mcp.json) whose search tool runs'),
    search: searchSchema.default(searchSchema.parse({})),
    catalog: schemas/* union */.KCZ([schemas/* literal */.euz(false), catalogSchema])
        .default(catalogSchema.parse({}))
        .describe('false: the catalog is not checked (a tool missing from the server then only lowers the scores)'),
    corpus: schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* array */.YOg(toolIdSchema).min(1)])
        .describe("The tools the queries are graded over: a corpus file (MCPProxy's corpus_v1.tools.json) or the ids"),
    queries: schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* array */.YOg(querySchema).min(1)])
        .describe("The graded queries: a golden set file (MCPProxy's retrieval_golden_v1.json) or the queries"),
    baseline: schemas/* string */.YjP().min(1).optional().describe("A baseline file (MCPProxy's baseline_v1.json, or one recorded)"),
    k: schemas/* array */.YOg(schemas/* number */.aig().int().min(1).max(100))
        .min(1)
        .default(DEFAULT_K)
        .describe('The k of Recall@k; the search asks for max(k, 10) results'),
    tolerance: schemas/* record */.g1P(metricName, schemas/* number */.aig().min(0).max(1))
        .optional()
        .describe("How far each metric may drop below the baseline's; default the baseline's own, else recall_at_5 0.05"),
})
    .describe('An mcp-eval retrieval suite');
/** The JSON Schema of a suite file, for editors (retrieval-suite.schema.json is this text, committed). */
function suiteJsonSchemaText() {
    const schema = z.toJSONSchema(suiteSchema, { io: 'input', target: 'draft-07' });
    return `${JSON.stringify({ ...schema, title: 'mcp-eval retrieval suite' }, null, 2)}\n`;
}

;// CONCATENATED MODULE: ./src/retrieval/load.ts
// Loads a retrieval suite: the suite file (YAML or JSON), and the corpus, golden set and baseline files it names
// (MCPProxy's formats, read unchanged, relative to the suite file). Every problem names its file, line and field;
// a label naming a tool the corpus lacks, or two queries with one id, is a problem too (MCPProxy's INV-1).







/** Load the suite at `file` (relative to `cwd`); `suite` only when there is no problem. */
async function loadRetrievalSuite(file, opts = {}) {
    const cwd = external_node_path_default().resolve(opts.cwd ?? process.cwd());
    const abs = external_node_path_default().resolve(cwd, file);
    const read = (p) => readLocated(p, external_node_path_default().relative(cwd, p) || p);
    const located = await read(abs);
    if (Array.isArray(located))
        return { problems: located };
    const checked = validateLocated(located, suiteSchema);
    if (!checked.data)
        return { problems: checked.problems };
    const s = checked.data;
    const dir = external_node_path_default().dirname(abs);
    const named = async (p) => read(external_node_path_default().resolve(dir, p));
    const problems = [];
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
    if (corpus && golden)
        problems.push(...crossCheck(corpus.ids, golden));
    if (problems.length > 0 || !corpus || !golden)
        return { problems: (0,scenario_schema/* sortProblems */.dS)(problems) };
    const hashes = [located.sha256, corpus.sha256, golden.sha256].join(' ');
    const suite = {
        name: s.name,
        ...(s.description === undefined ? {} : { description: s.description }),
        file,
        content_hash: (0,json/* sha256 */.sc)(hashes),
        server: s.server,
        search: s.search,
        catalog: s.catalog,
        corpus: corpus.ids,
        ...(corpus.version === undefined ? {} : { corpus_version: corpus.version }),
        ...(golden.version === undefined ? {} : { golden_version: golden.version }),
        queries: golden.queries,
        ...(baseline ? { baseline } : {}),
        k: ks,
        limit: Math.max(ks[ks.length - 1], retrieval_metrics/* NDCG_DEPTH */.lH),
        tolerance: s.tolerance ?? baseline?.tolerance ?? DEFAULT_TOLERANCE,
    };
    return { suite, problems: [] };
}
/** The corpus ids (sorted), from the suite's list or a corpus file; a duplicate id is a problem. */
async function resolveCorpus(corpus, suite, named, problems) {
    let ids;
    let version;
    let where = (i) => problemAt(suite, ['corpus', i], '');
    let hash = '';
    if (typeof corpus === 'string') {
        const f = await named(corpus);
        if (Array.isArray(f))
            return void problems.push(...f);
        const checked = validateLocated(f, corpusSchema, true);
        if (!checked.data)
            return void problems.push(...checked.problems);
        ids = checked.data.tools.map((t) => t.tool_id);
        version = checked.data.version;
        where = (i) => problemAt(f, ['tools', i, 'tool_id'], '');
        hash = f.sha256;
    }
    else {
        ids = corpus;
    }
    const seen = new Set();
    ids.forEach((id, i) => {
        if (seen.has(id))
            problems.push({ ...where(i), message: `tool "${id}" is in the corpus twice` });
        seen.add(id);
    });
    return { ids: [...seen].sort(util_text/* compareText */.n6), ...(version === undefined ? {} : { version }), sha256: hash };
}
/** The queries, from the suite's list or a golden set file (MCPProxy's retrieval_golden_v1.json). */
async function resolveQueries(queries, suite, named, problems) {
    if (typeof queries !== 'string') {
        return { queries, sha256: '', at: (p) => problemAt(suite, ['queries', ...p], '') };
    }
    const f = await named(queries);
    if (Array.isArray(f))
        return void problems.push(...f);
    const checked = validateLocated(f, goldenSchema, true);
    if (!checked.data)
        return void problems.push(...checked.problems);
    const version = external_node_path_default().basename(queries).replace(/\.json$/i, '');
    return { queries: checked.data.queries, version, sha256: f.sha256, at: (p) => problemAt(f, ['queries', ...p], '') };
}
/** Two queries with one id, a tool labelled twice in a query, a label outside the corpus. */
function crossCheck(corpus, golden) {
    const problems = [];
    const inCorpus = new Set(corpus);
    const ids = new Map();
    golden.queries.forEach((q, i) => {
        const first = ids.get(q.id);
        if (first !== undefined)
            problems.push({ ...golden.at([i, 'id']), message: `id "${q.id}" is used by query ${first}` });
        else
            ids.set(q.id, i);
        const labelled = new Set();
        q.labels.forEach((l, j) => {
            const at = golden.at([i, 'labels', j, 'tool_id']);
            if (labelled.has(l.tool_id))
                problems.push({ ...at, message: `tool "${l.tool_id}" is labelled twice` });
            else if (!inCorpus.has(l.tool_id))
                problems.push({ ...at, message: `tool "${l.tool_id}" is not in the corpus` });
            labelled.add(l.tool_id);
        });
    });
    return problems;
}
/** A baseline file's contents, checked (problems pushed): MCPProxy's baseline_v1.json, or one a run recorded. */
function readBaseline(f, problems) {
    if (Array.isArray(f))
        return void problems.push(...f);
    const checked = validateLocated(f, baselineSchema, true);
    if (!checked.data)
        return void problems.push(...checked.problems);
    const b = checked.data;
    return {
        file: f.file,
        metrics: { recall_at: b.recall_at, mrr: b.mrr, ndcg_at_10: b.ndcg_at_10, map: b.map },
        ...(b.per_query ? { per_query: b.per_query } : {}),
        ...(b.tolerance ? { tolerance: b.tolerance } : {}),
    };
}

// EXTERNAL MODULE: ./src/mcp/connection.ts + 9 modules
var connection = __webpack_require__(93915);
// EXTERNAL MODULE: ./src/mcp/names.ts
var mcp_names = __webpack_require__(61896);
// EXTERNAL MODULE: ./src/mcp/pool.ts
var pool = __webpack_require__(42904);
;// CONCATENATED MODULE: ./src/retrieval/compare.ts

/** Rounding noise of a mean of 47 fractions; a smaller change is no change. */
const EPSILON = 1e-9;
/** Compare `current` with `baseline` over `queries`; `tolerance` maps flat metric names to the drop allowed. */
function compareRankings(current, baseline, queries, tolerance, ks) {
    const now = (0,retrieval_metrics/* flatMetrics */.RN)(current.metrics);
    const then = (0,retrieval_metrics/* flatMetrics */.RN)(baseline.metrics);
    const deltas = Object.fromEntries(Object.keys(now)
        .filter((m) => then[m] !== undefined)
        .map((m) => [m, now[m] - then[m]]));
    const gates = Object.entries(tolerance).map(([metric, tol]) => {
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
function queryChanges(current, baseline, queries, ks) {
    const old = new Map(baseline.map((q) => [q.id, q.ranks]));
    return queries.flatMap((q) => {
        const [before, after] = [old.get(q.id), current.get(q.id)];
        if (!before || !after)
            return [];
        const [a, b] = [(0,retrieval_metrics/* scoreQuery */.xJ)(listFrom(before), q.labels, ks), (0,retrieval_metrics/* scoreQuery */.xJ)(listFrom(after), q.labels, ks)];
        const delta = Math.abs(b.ndcg_at_10 - a.ndcg_at_10) > EPSILON ? b.ndcg_at_10 - a.ndcg_at_10 : b.ap - a.ap;
        const moves = q.labels
            .map((l) => ({ ...l, old_rank: before[l.tool_id] ?? null, new_rank: after[l.tool_id] ?? null }))
            .filter((m) => m.old_rank !== m.new_rank)
            .map(({ tool_id, relevance, old_rank, new_rank }) => ({ tool_id, relevance, old_rank, new_rank }));
        return [{ id: q.id, query: q.query, delta, moves }];
    });
}
/**
 * A ranked list with each labelled tool at its rank and placeholders elsewhere: the metrics depend only on where
 * the labelled tools are, so this scores a query from its recorded ranks alone.
 */
function listFrom(ranks) {
    const placed = Object.entries(ranks).filter((e) => e[1] !== null);
    const length = Math.max(retrieval_metrics/* NDCG_DEPTH */.lH, ...placed.map(([, r]) => r));
    const list = Array.from({ length }, () => '');
    for (const [id, rank] of placed)
        list[rank - 1] = id;
    return list;
}

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js + 1 modules
var types = __webpack_require__(330);
;// CONCATENATED MODULE: ./src/retrieval/search.ts
// The search tool and the catalog, asked through MCP with the project's own connections: a query becomes the search
// tool's arguments, its answer the ranked tool ids; a tools/list becomes the catalog's tool ids.




/** Why a search answer gave no ranking: the run stops with it, naming the query. */
class SearchAnswerError extends Error {
    name = 'SearchAnswerError';
}
/** The search tool's arguments for one query. */
function searchArguments(spec, query, limit) {
    return { ...spec.args, [spec.query_arg]: query, ...(spec.limit_arg === null ? {} : { [spec.limit_arg]: limit }) };
}
/** Ask the search tool; its ranked tool ids, first occurrence of each kept, cut at `limit`. */
async function search(conn, spec, query, limit, opts) {
    let result;
    try {
        result = await conn.callTool(spec.tool, searchArguments(spec, query, limit), opts.timeoutMs, opts.signal);
    }
    catch (e) {
        if (e instanceof types/* McpError */.Nh)
            throw new SearchAnswerError(`${spec.tool} answered an error: ${e.message}`);
        throw e;
    }
    return [...new Set(rankedIds(result, spec))].slice(0, limit);
}
/** The tool ids of an answer, best first: structuredContent if any, else its first text block read as JSON. */
function rankedIds(result, spec) {
    const text = result.content?.find((b) => b.type === 'text')?.text;
    if (result.isError)
        throw new SearchAnswerError(`${spec.tool} answered an error: ${(0,util_text.truncate)(text ?? '', 300)}`);
    let answer = result.structuredContent;
    if (answer === undefined) {
        if (text === undefined)
            throw new SearchAnswerError(`${spec.tool} answered no text and no structured content`);
        try {
            answer = JSON.parse(text);
        }
        catch {
            throw new SearchAnswerError(`${spec.tool} answered text that is not JSON: ${(0,util_text.truncate)(text, 200)}`);
        }
    }
    const hits = spec.results === '' ? answer : valueAt(answer, spec.results.split('.'));
    if (!Array.isArray(hits)) {
        throw new SearchAnswerError(`${spec.tool}'s answer has no array at "${spec.results}" (search.results)`);
    }
    return hits.map((hit, i) => hitId(hit, i, spec));
}
function valueAt(value, keys) {
    return keys.reduce((v, k) => ((0,json/* isRecord */.u4)(v) ? v[k] : undefined), value);
}
function hitId(hit, i, spec) {
    const id = (0,json/* isRecord */.u4)(hit) ? hit[spec.id_field] : undefined;
    if (typeof id !== 'string' || id === '') {
        throw new SearchAnswerError(`hit ${i} of ${spec.tool}'s answer has no text "${spec.id_field}" (search.id_field)`);
    }
    const server = spec.server_field === null || !(0,json/* isRecord */.u4)(hit) ? undefined : hit[spec.server_field];
    return typeof server === 'string' && server !== '' && !id.startsWith(`${server}:`) ? `${server}:${id}` : id;
}
/** The server config whose tools/list is the catalog: the search server's URL with the catalog's path. */
function catalogServer(search, catalog) {
    if (catalog.path === null)
        return search;
    if (search.type !== 'http') {
        const why = `catalog.path ${catalog.path} needs an HTTP server, and "${search.name}" is a stdio server`;
        throw new errors/* EvalError */.Fn('config', why, { hint: 'set "catalog.path: null" to list the search server itself' });
    }
    const url = new URL(search.url);
    url.pathname = catalog.path;
    const config = { ...search, name: `${search.name}-catalog`, url: url.toString() };
    return config;
}
/** The catalog's tool ids from a tools/list, sorted as listed; a name without the separator stays as it is. */
function catalogIds(tools, catalog, searchServer) {
    const excluded = new Set(catalog.exclude);
    return tools
        .map((t) => t.name)
        .filter((name) => !excluded.has(name))
        .map((name) => {
        if (catalog.separator === null)
            return `${searchServer}:${name}`;
        const at = name.indexOf(catalog.separator);
        return at <= 0 ? name : `${name.slice(0, at)}:${name.slice(at + catalog.separator.length)}`;
    });
}

;// CONCATENATED MODULE: ./src/retrieval/run-suite.ts
// One run of a retrieval suite: open the search server with the project's own connections, check its live catalog
// against the corpus, ask the search tool every query through MCP, score, and compare with the baseline. It never
// throws for what the server does: a server that will not open, a catalog that differs from the corpus, or an
// answer that names no ranking ends the run with status `error` and the reason, never with a skewed score.







/** Run `suite`; see RetrievalResult for what comes back. */
async function runRetrievalSuite(suite, opts) {
    const result = emptyResult(suite);
    const config = opts.servers.find((s) => s.name === suite.server);
    if (!config) {
        const names = opts.servers.map((s) => s.name);
        const known = `${(0,mcp_names/* suggest */.ZA)(suite.server, names)} Configured servers: ${names.join(', ')}`;
        return failed(result, `retrieval suite "${suite.name}": unknown server "${suite.server}".${known}`);
    }
    const source = opts.source ?? (0,pool/* freshServers */.fN)({ connectTimeoutMs: opts.connectTimeoutMs ?? 30_000 });
    const started = performance.now();
    let conn;
    try {
        conn = await source.open(config);
    }
    catch (e) {
        return failed(result, (0,errors/* errorMessage */.gJ)(e));
    }
    try {
        result.server_info = conn.serverInfo;
        const unusable = missingTool(conn, suite) ?? (await checkCatalog(suite, config, conn, opts, result.catalog));
        result.timing.connect_ms = Math.round(performance.now() - started);
        if (unusable)
            return failed(result, unusable);
        return await scoreQueries(suite, conn, opts, result);
    }
    finally {
        await source.release(conn);
    }
}
/** The result of a suite that did not run, saying why (the stage that runs suites says so too). */
function notRunSuite(suite, error) {
    return failed(emptyResult(suite), error);
}
function emptyResult(suite) {
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
function failed(result, error) {
    return { ...result, status: 'error', error, metrics: null, comparison: null };
}
/** Why the server cannot be searched: it has no such tool. */
function missingTool(conn, suite) {
    const names = conn.tools.map((t) => t.name);
    if (names.includes(suite.search.tool))
        return undefined;
    return `server "${suite.server}" has no tool "${suite.search.tool}".${(0,mcp_names/* suggest */.ZA)(suite.search.tool, names)}`;
}
/** List the live catalog and compare it with the corpus (into `check`); the reason the run stops, if any. */
async function checkCatalog(suite, config, conn, opts, check) {
    if (suite.catalog === false)
        return undefined;
    let ids;
    try {
        const target = catalogServer(config, suite.catalog);
        ids =
            target === config ? catalogIds(conn.tools, suite.catalog, suite.server) : await listCatalog(target, suite, opts);
    }
    catch (e) {
        return `retrieval suite "${suite.name}": cannot list the catalog: ${(0,connection/* describeError */.Uc)(e)}`;
    }
    const corpus = new Set(suite.corpus);
    const served = new Set(ids);
    check.size = served.size;
    check.missing = suite.corpus.filter((id) => !served.has(id));
    check.added = [...served].filter((id) => !corpus.has(id)).sort();
    return catalogMismatch(suite, check);
}
async function listCatalog(target, suite, opts) {
    const catalog = await connection/* ServerConnection */.m5.open(target, {
        connectTimeoutMs: opts.connectTimeoutMs ?? 30_000,
        advertised: false, // only its tools are ranked
    });
    try {
        return catalogIds(catalog.tools, suite.catalog, suite.server);
    }
    finally {
        await catalog.close();
    }
}
/** The catalog check's verdict in words: which tools are missing and which were added; undefined when none. */
function catalogMismatch(suite, check) {
    if (check.missing.length === 0 && check.added.length === 0)
        return undefined;
    const parts = [
        check.missing.length ? `missing ${check.missing.length}: ${check.missing.join(', ')}` : '',
        check.added.length ? `added ${check.added.length}: ${check.added.join(', ')}` : '',
    ].filter(Boolean);
    const corpus = suite.corpus_version ?? 'the corpus';
    const size = `${suite.corpus.length} tool${suite.corpus.length === 1 ? '' : 's'}`;
    return `server "${suite.server}" does not serve ${corpus} (${size}): ${parts.join('; ')}`;
}
/** Ask every query, one after the other; score, compare, and say pass, fail or no_baseline. */
async function scoreQueries(suite, conn, opts, result) {
    const limits = { timeoutMs: opts.callTimeoutMs ?? 30_000, signal: opts.signal };
    const corpus = new Set(suite.corpus);
    const started = performance.now();
    for (const q of suite.queries) {
        const t0 = performance.now();
        let ranked;
        try {
            ranked = await search(conn, suite.search, q.query, suite.limit, limits);
        }
        catch (e) {
            return failed(result, `query "${q.id}": ${(0,connection/* describeError */.Uc)(e)}`);
        }
        const foreign = ranked.filter((id) => !corpus.has(id));
        if (foreign.length > 0) {
            result.catalog.added = [...new Set([...result.catalog.added, ...foreign])].sort();
            const why = `${suite.search.tool} answered query "${q.id}" with tools not in the corpus: ${foreign.join(', ')}`;
            return failed(result, why);
        }
        const duration_ms = Math.round((performance.now() - t0) * 100) / 100;
        const scores = (0,retrieval_metrics/* scoreQuery */.xJ)(ranked, q.labels, suite.k);
        result.queries.push({ id: q.id, query: q.query, ranked, ranks: (0,retrieval_metrics/* ranksOf */.Ll)(ranked, q.labels), scores, duration_ms });
    }
    result.timing.queries_ms = Math.round(performance.now() - started);
    return judged(suite, result);
}
function judged(suite, result) {
    const metrics = (0,retrieval_metrics/* meanMetrics */.fP)(result.queries.map((q) => q.scores), suite.k);
    if (!suite.baseline)
        return { ...result, metrics, status: 'no_baseline' };
    const ranks = new Map(result.queries.map((q) => [q.id, q.ranks]));
    const comparison = compareRankings({ metrics, ranks }, suite.baseline, suite.queries, suite.tolerance, suite.k);
    return { ...result, metrics, comparison, status: comparison.passed ? 'pass' : 'fail' };
}

// EXTERNAL MODULE: ./src/util/version.ts
var version = __webpack_require__(76092);
;// CONCATENATED MODULE: ./src/retrieval/result.ts

/** The baseline a run records: MCPProxy's fields, its tolerance, each query's ranks; when, in generated_from. */
function baselineOf(r, tolerance, recordedAt = new Date()) {
    if (!r.metrics)
        throw new Error(`retrieval suite "${r.suite}" has no metrics to record (${r.status})`);
    return {
        ...(r.corpus_version === undefined ? {} : { corpus_version: r.corpus_version }),
        ...(r.golden_version === undefined ? {} : { golden_version: r.golden_version }),
        generated_from: {
            harness: `mcp-eval-action ${version/* VERSION */.x}`,
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

;// CONCATENATED MODULE: ./src/retrieval/index.ts
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







// EXTERNAL MODULE: ./src/scenario/loader.ts + 1 modules
var loader = __webpack_require__(32740);
;// CONCATENATED MODULE: ./src/pipeline/retrieval.ts
// Stage retrieval: the retrieval suites (setting retrieval-suites), after the scenarios, against the same servers
// (the run's connections). A suite's baseline is the one `record` saved in the baseline store, next to the
// scenarios' (`.retrieval/<suite id>.json`, baselines/format.ts), else the file the suite names (MCPProxy's
// baseline_v1.json). Record runs it without one and saves what it measured; auto records where there is none. Its
// verdict is a status the fail-on policy reads like a scenario's: a failed gate BROKEN, a suite that could not run
// (or, comparing, has nothing to compare with) ERROR with the reason.







const NOTHING = { suites: [], files: [], problems: [] };
async function runRetrieval(settings, ctx) {
    const pattern = settings.retrievalSuites;
    if (!pattern)
        return NOTHING;
    const skip = settings.mode === 'accept' || settings.mode === 'ab'
        ? `not run in mode ${settings.mode}`
        : ctx.shard && ctx.shard.index !== 1
            ? 'run by shard 1'
            : null;
    if (skip) {
        ctx.log(`retrieval suites: ${skip}`);
        return NOTHING;
    }
    const found = await (0,loader/* matchFiles */.xo)([pattern], ctx.cwd);
    if (!found.length)
        return { ...NOTHING, problems: [`${pattern}: no retrieval suite files match this pattern`] };
    const out = { suites: [], files: [], problems: [] };
    const loads = await Promise.all(found.map(async (f) => ({ ...f, ...(await loadRetrievalSuite(f.file, ctx)) })));
    const suites = loads.flatMap((l) => (l.suite ? [{ id: l.id, suite: l.suite }] : []));
    out.problems.push(...loads.flatMap((l) => l.problems.map(scenario_schema/* formatProblem */.Vw)));
    ctx.log(`${suites.length} retrieval suite(s) from ${pattern}${out.problems.length ? ', with problems' : ''}`);
    const restartError = suites.length ? await restartDefault(ctx) : null;
    for (const { id, suite } of suites) {
        const judged = restartError
            ? notRun(id, suite, restartError)
            : await judgeSuite(id, suite, settings, ctx).catch((e) => notRun(id, suite, (0,errors/* errorMessage */.gJ)(e)));
        out.suites.push(judged.entry);
        if (judged.file)
            out.files.push(judged.file);
        ctx.log(`retrieval suite ${suite.name}: ${judged.entry.status}${summary(judged.entry.result)}`);
    }
    return out;
}
/** The service back on its default configuration before the suites; why it is not, if the restart failed. */
async function restartDefault(ctx) {
    if (!ctx.restart)
        return null;
    await ctx.source.drop();
    return ctx.restart();
}
/** One suite: its baseline chosen as the mode says, run, and its verdict. */
async function judgeSuite(id, suite, settings, ctx) {
    if (ctx.storeError && settings.mode !== 'record' && !suite.baseline)
        return notRun(id, suite, ctx.storeError);
    const stored = settings.mode === 'record' || ctx.storeError ? null : await storedBaseline(ctx.store, id);
    const record = settings.mode === 'record' || (settings.mode === 'auto' && !stored && !suite.baseline);
    if (!record && !stored && !suite.baseline) {
        const why = `no baseline for retrieval suite "${suite.name}" (${suite.file}): record one (mcp-eval record, or ` +
            'the action with mode: record), ' +
            'or name a baseline file in the suite (baseline:)';
        return notRun(id, suite, why);
    }
    const baseline = record ? undefined : (stored?.baseline ?? suite.baseline);
    const result = await runRetrievalSuite({ ...suite, baseline }, {
        servers: ctx.servers,
        source: ctx.source,
        connectTimeoutMs: settings.connectTimeoutSeconds * 1000,
        callTimeoutMs: settings.callTimeoutSeconds * 1000,
        signal: AbortSignal.timeout(settings.runTimeoutSeconds * 1000),
    });
    if (result.status === 'error')
        return notRun(id, suite, result.error ?? 'the retrieval run failed', result);
    if (record)
        return recorded(id, suite, result);
    const entry = {
        id,
        status: result.status === 'pass' ? 'GOOD' : 'BROKEN',
        action: 'compared',
        error: null,
        baseline: stored ? storedInfo(stored, suite) : { source: suite.baseline.file, recorded_at: null, stale: false },
        result,
    };
    return { entry };
}
function storedInfo(stored, suite) {
    const stale = stored.content_hash !== null && stored.content_hash !== suite.content_hash;
    return {
        source: stored.source,
        recorded_at: stored.recorded_at,
        stale,
        ...(stale ? { stale_reason: 'the suite file, its corpus or its queries changed' } : {}),
    };
}
function recorded(id, suite, result) {
    const text = `${JSON.stringify(baselineOf(result, suite.tolerance), null, 2)}\n`;
    const file = { path: (0,baselines/* retrievalBaselinePath */.RX)(id), text };
    const entry = {
        id,
        status: 'RECORDED',
        action: 'recorded',
        error: null,
        baseline: null,
        result,
    };
    return { entry, file };
}
/** The suite's baseline in the store; null when none was recorded. A corrupt one is an error naming the file. */
async function storedBaseline(store, id) {
    const found = await store.loadFile((0,baselines/* retrievalBaselinePath */.RX)(id));
    if (!found)
        return null;
    const located = parseLocated(found.text, found.source);
    const problems = [];
    const baseline = readBaseline(located, problems);
    if (!baseline || Array.isArray(located)) {
        throw new errors/* EvalError */.Fn('baseline', `corrupt retrieval baseline: ${problems.map(scenario_schema/* formatProblem */.Vw).join('; ')}`);
    }
    const from = (0,json/* isRecord */.u4)(located.value) ? located.value.generated_from : undefined;
    const text = (k) => ((0,json/* isRecord */.u4)(from) && typeof from[k] === 'string' ? from[k] : null);
    return { baseline, source: found.source, recorded_at: text('recorded_at'), content_hash: text('content_hash') };
}
function notRun(id, suite, error, result) {
    const entry = {
        id,
        status: 'ERROR',
        action: 'none',
        error,
        baseline: null,
        result: result ?? notRunSuite(suite, error),
    };
    return { entry };
}
/** ` (Recall@5 0.833, 1 query worse)` for the log. */
function summary(r) {
    const r5 = r.metrics?.recall_at['5'];
    const worse = r.comparison?.worse.length ?? 0;
    const parts = [r5 === undefined ? '' : `Recall@5 ${r5.toFixed(3)}`, worse ? `${worse} query(ies) worse` : ''];
    const text = parts.filter(Boolean).join(', ');
    return text ? ` (${text})` : '';
}


/***/ })

};
