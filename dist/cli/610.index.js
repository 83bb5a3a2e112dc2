export const id = 610;
export const ids = [610];
export const modules = {

/***/ 5214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hv: () => (/* reexport */ BASELINE_SCHEMA_VERSION),
  M$: () => (/* binding */ MAX_VARIATIONS),
  MN: () => (/* binding */ RETRIEVAL_BASELINES),
  kC: () => (/* binding */ addVariations),
  XB: () => (/* binding */ baselinePath),
  nk: () => (/* binding */ parseBaseline),
  s$: () => (/* binding */ readBaselineFile),
  tG: () => (/* binding */ readHistoryFile),
  RX: () => (/* binding */ retrievalBaselinePath),
  ky: () => (/* binding */ serializeBaseline),
  Wf: () => (/* binding */ staleReason),
  TW: () => (/* binding */ storedFilePath),
  b5: () => (/* binding */ writeBaselineFile)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
// EXTERNAL MODULE: ./src/util/files.ts
var files = __webpack_require__(75787);
// EXTERNAL MODULE: ./src/util/json.ts
var util_json = __webpack_require__(74976);
// EXTERNAL MODULE: ./src/util/zod.ts
var zod = __webpack_require__(12001);
// EXTERNAL MODULE: ./src/results/trajectory.ts + 1 modules
var trajectory = __webpack_require__(59798);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/results/history.ts
var results_history = __webpack_require__(82294);
// EXTERNAL MODULE: ./src/util/version.ts
var util_version = __webpack_require__(76092);
;// CONCATENATED MODULE: ./src/baselines/migrate.ts
// Baselines across releases. The file format's version (BASELINE_SCHEMA_VERSION) moves with the package: a release
// whose files the previous release would misread bumps it, says so in CHANGELOG.md ("Baseline format N"), records
// here which release first wrote it, and adds the step that turns the previous format into the new one, with a
// file of the previous format kept in test/fixtures/baselines/format-<n>/ (test/baselines-formats.test.ts reads each).
// So every release reads every older format, migrated step by step as it is read (the file is left as it is: the
// next recording or acceptance writes it in the current format), and refuses a newer one, naming the release that
// wrote it and the command that reads it.


/** The current format: what this release writes. */
const BASELINE_SCHEMA_VERSION = 2;
/** The release that first wrote each format. */
const FORMAT_RELEASES = { 1: '0.1.0', 2: '0.2.0' };
/** Format n's file as format n + 1's, for each n below the current format. */
const STEPS = {
    // Format 2 names the release that wrote the file (mcp_eval_version); a 0.1 release did not say.
    1: (b) => ({ ...b, schema_version: 2, mcp_eval_version: null }),
};
/** A baseline file's JSON in the current format, or an error (kind baseline) naming `where` and what to do. */
function migrateBaseline(json, where) {
    const version = json.schema_version;
    if (version === undefined) {
        throw new errors/* EvalError */.Fn('baseline', `incompatible baseline ${where}: has no schema_version: not an mcp-eval baseline`);
    }
    if (typeof version === 'number' && version > BASELINE_SCHEMA_VERSION) {
        const by = typeof json.mcp_eval_version === 'string' ? json.mcp_eval_version : null;
        throw new errors/* EvalError */.Fn('baseline', `incompatible baseline ${where}: format ${version}, written by ${by ? `mcp-eval ${by}` : 'a newer mcp-eval'}; ` +
            `this mcp-eval ${util_version/* VERSION */.x} reads formats 1 to ${BASELINE_SCHEMA_VERSION}: ` +
            `run it with that release or a later one (npx mcp-eval-action@${by ?? 'latest'})`);
    }
    let migrated = json;
    for (let v = version; v !== BASELINE_SCHEMA_VERSION; v = migrated.schema_version) {
        const step = typeof v === 'number' ? STEPS[v] : undefined;
        if (!step) {
            throw new errors/* EvalError */.Fn('baseline', `incompatible baseline ${where}: has schema_version ${JSON.stringify(v)}, no format mcp-eval ever wrote: ` +
                're-record it (mcp-eval record) or restore it from git');
        }
        migrated = step(migrated);
    }
    return migrated;
}

;// CONCATENATED MODULE: ./src/baselines/format.ts
// The baseline file: one versioned JSON document per scenario, at a path that mirrors the
// scenario's id (`search/env` -> `search/env.json`), holding every recorded run. Files are
// validated on read: a corrupt, foreign or newer file is an error (kind baseline) naming the file
// and the problem, never "no baseline" (that would silently re-record or skip a comparison). A file
// of an older release's format is read as this one's (migrate.ts: how the format moves with the package).











// The trajectory schemas are shared with results.json (src/results/trajectory.ts); objects are loose there and here.
const baselineSchema = (0,trajectory/* looseObject */._H)({
    schema_version: schemas/* literal */.euz(BASELINE_SCHEMA_VERSION),
    /** The mcp-eval release that wrote the file (the last to save it); null: a release from before format 2. */
    mcp_eval_version: schemas/* string */.YjP().nullable(),
    scenario_id: schemas/* string */.YjP().min(1),
    /** The scenario file it was recorded from, as given on that run. */
    scenario_file: schemas/* string */.YjP(),
    /** sha256 of the scenario file when recorded; differs from the current file = stale. */
    scenario_hash: schemas/* string */.YjP(),
    recorded_at: schemas/* string */.YjP(),
    agent: trajectory/* agentKindSchema */.NJ,
    model: schemas/* string */.YjP().nullable(),
    git: trajectory/* gitInfoSchema */.mo,
    /** Servers of the last recorded run: names, versions, tool schema hashes. */
    servers: schemas/* array */.YOg(trajectory/* serverSnapshotSchema */.hg),
    /**
     * The variations: each successful run of the recording, then each run accepted later (`mcp-eval accept`), oldest
     * first, each with its own run_index. A compared run is judged against the closest one. Never empty.
     */
    trajectories: schemas/* array */.YOg(trajectory/* trajectorySchema */.hR).min(1),
    /** The scenario's config_file when recorded (path and sha256); absent or null: the default configuration. */
    config: trajectory/* configRefSchema */.vo.nullable().optional(),
});
/** Variations a baseline keeps at most: accepting more drops the oldest, so a file and a comparison stay small. */
const MAX_VARIATIONS = 10;
/**
 * The baseline with these runs added as variations: each gets the next run_index, the newest server snapshots
 * become the baseline's (what later tool changes are measured from), and past `cap` the oldest are dropped.
 */
function addVariations(b, runs, cap = MAX_VARIATIONS) {
    let next = Math.max(...b.trajectories.map((t) => t.run_index)) + 1;
    const all = [...b.trajectories, ...runs.map((t) => ({ ...t, run_index: next++ }))];
    const dropped = all.slice(0, Math.max(0, all.length - cap));
    const trajectories = all.slice(dropped.length);
    return { baseline: { ...b, servers: runs[runs.length - 1].servers, trajectories }, dropped };
}
/** `search/env` -> `search/env.json`; refuses ids that would leave the baseline root. */
function baselinePath(scenarioId) {
    const parts = scenarioId.split('/');
    if (!scenarioId ||
        scenarioId.includes('\\') ||
        scenarioId.includes('\0') ||
        parts.some((p) => p === '' || p === '.' || p === '..')) {
        throw new errors/* EvalError */.Fn('baseline', `scenario id "${scenarioId}" cannot name a baseline file (empty, absolute or "..")`);
    }
    return `${scenarioId}.json`;
}
/**
 * Where a retrieval suite's baseline lives in a store, next to the scenarios': `.retrieval/<suite id>.json`. A
 * scenario id never starts there (the loader's globs skip dot directories), so the two never meet.
 */
const RETRIEVAL_BASELINES = '.retrieval';
function retrievalBaselinePath(suiteId) {
    return storedFilePath(`${RETRIEVAL_BASELINES}/${suiteId}.json`);
}
/** A stored file's path (BaselineStore save `files`): a `.json` path that stays below the store's root. */
function storedFilePath(file) {
    const parts = file.split('/');
    if (!file.endsWith('.json') ||
        file.includes('\\') ||
        file.includes('\0') ||
        parts.some((p) => p === '' || p === '.' || p === '..')) {
        throw new errors/* EvalError */.Fn('baseline', `"${file}" cannot name a file in the baseline store (not a relative .json path)`);
    }
    return file;
}
/**
 * Pretty, stable JSON with a final newline, so baseline diffs in git are readable; stamped with this release's
 * format and version, whoever wrote the baseline before (an accepted run saves a baseline read from an older one).
 */
function serializeBaseline(b) {
    return `${JSON.stringify({ ...b, schema_version: BASELINE_SCHEMA_VERSION, mcp_eval_version: util_version/* VERSION */.x }, null, 2)}\n`;
}
/**
 * Validate a baseline's text. `where` names the file in every message (a path, cache key or
 * branch:path); `expectedId` catches a file that holds another scenario's baseline.
 */
function parseBaseline(text, where, expectedId) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (e) {
        throw new errors/* EvalError */.Fn('baseline', `corrupt baseline ${where}: not valid JSON (${(0,errors/* errorMessage */.gJ)(e)}); re-record it or restore it from git`);
    }
    if (!(0,util_json/* isRecord */.u4)(json))
        throw new errors/* EvalError */.Fn('baseline', `corrupt baseline ${where}: expected a JSON object`);
    const parsed = baselineSchema.safeParse(migrateBaseline(json, where), { reportInput: true });
    if (!parsed.success)
        throw new errors/* EvalError */.Fn('baseline', `corrupt baseline ${where}: ${(0,zod/* summarizeIssues */.ME)(parsed.error)}`);
    const baseline = parsed.data;
    if (expectedId !== undefined && baseline.scenario_id !== expectedId) {
        throw new errors/* EvalError */.Fn('baseline', `baseline ${where} holds scenario "${baseline.scenario_id}", expected "${expectedId}"`);
    }
    return baseline;
}
/** Read and validate a baseline file; null when it does not exist. */
async function readBaselineFile(file, expectedId) {
    let text;
    try {
        text = await external_node_fs_.promises.readFile(file, 'utf8');
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return null;
        throw new errors/* EvalError */.Fn('baseline', `cannot read baseline ${file}: ${(0,errors/* errorMessage */.gJ)(e)}`);
    }
    return parseBaseline(text, file, expectedId);
}
/** Read a history file; NO_HISTORY when it does not exist. `where` names it (default: the path). */
async function readHistoryFile(file, where = file) {
    try {
        return (0,results_history/* parseHistory */.i6)(await external_node_fs_.promises.readFile(file, 'utf8'), where);
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return results_history/* NO_HISTORY */.Vo;
        throw new errors/* EvalError */.Fn('baseline', `cannot read the run history ${where}: ${(0,errors/* errorMessage */.gJ)(e)}`);
    }
}
/** Write atomically (temp file + rename): a reader or a crash never leaves half a baseline. */
async function writeBaselineFile(file, b) {
    await (0,files/* writeAtomic */.v)(file, serializeBaseline(b));
}
/**
 * What changed since recording, or null: the scenario file, or the config file it names (another file,
 * or the same file edited). The comparison still runs; reports say so.
 */
function staleReason(b, scenario, config = null) {
    const reasons = [];
    if (b.scenario_hash !== scenario.content_hash)
        reasons.push('the scenario file changed');
    if ((b.config?.hash ?? null) !== (config?.hash ?? null))
        reasons.push('its config file changed');
    return reasons.length ? reasons.join(' and ') : null;
}


/***/ }),

/***/ 86291:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z$: () => (/* reexport */ LATENCY_METRICS),
  cY: () => (/* reexport */ Screener),
  Ev: () => (/* reexport */ ToolDeltas),
  QD: () => (/* reexport */ aggregate),
  KU: () => (/* reexport */ answerChanges),
  cH: () => (/* reexport */ answerConformance),
  w1: () => (/* reexport */ byClass),
  _h: () => (/* reexport */ capsScore),
  KV: () => (/* reexport */ checkCriteria),
  VI: () => (/* reexport */ closestVariation),
  MQ: () => (/* reexport */ compareContract),
  Hb: () => (/* reexport */ confirmedScores),
  MT: () => (/* reexport */ criteriaCap),
  Mg: () => (/* reexport */ criterionLabel),
  c$: () => (/* reexport */ driftCap),
  _3: () => (/* reexport */ evaluate),
  IG: () => (/* reexport */ execStatus),
  OK: () => (/* reexport */ failingCalls),
  zn: () => (/* reexport */ failingNow),
  il: () => (/* reexport */ findCauses),
  U2: () => (/* reexport */ judgeStatements),
  DS: () => (/* reexport */ latencyCap),
  XN: () => (/* reexport */ performanceRegressions),
  fi: () => (/* reexport */ recordedVerdicts),
  Np: () => (/* reexport */ runFailed),
  H2: () => (/* reexport */ serverVersions),
  lk: () => (/* reexport */ surfaceChanges),
  KW: () => (/* reexport */ transcriptText)
});

// UNUSED EXPORTS: COERCED_FACTOR, CONTRACT_RULES, COUNT_PENALTY, COUNT_SLACK, KEY_WEIGHT, MAX_ALIGNMENT_CELLS, MAX_RENAME_PAIRS, VOLATILE_FIELDS, align, answerText, argSimilarity, callSimilarity, compatibility, contractChanges, describeSchemaDiff, detectRenames, explainToolChanges, failureAwareScore, firstDivergence, matchFlags, modeScore, nameTokens, namesArgument, normalizeWord, perfVerdict, prepare, prepareCall, preparedCallSimilarity, recordsContract, renameConfidence, responseDrift, schemaDiff, similarity, surfaceTexts, toolChanges, valueSimilarity, words

// EXTERNAL MODULE: ./src/util/json.ts
var util_json = __webpack_require__(74976);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
// EXTERNAL MODULE: ./src/sanitize/escape.ts
var sanitize_escape = __webpack_require__(52640);
// EXTERNAL MODULE: ./node_modules/stemmer/index.js
var stemmer = __webpack_require__(3946);
;// CONCATENATED MODULE: ./src/scoring/stems.ts
// Words as string similarity compares them (docs/scoring/similarity.md#words): a model rephrasing a query says
// "env vars" for "environment variables", so inflections and the few abbreviations such queries
// use must count as the same word. Inflections come from a Porter stemmer, not a hand-made list.

/**
 * Abbreviations, by stem, to the word they stand for: the smallest table that covers the query
 * rephrasings of the seed ("environment variables configuration", "env vars configuration",
 * "environment config"). Whole words only: "envelope" is not "env".
 */
const ABBREVIATIONS = new Map([
    ['env', 'environment'],
    ['var', 'variable'],
    ['config', 'configuration'],
]);
/** English words are stemmed; numbers, mixed letters and digits, and other scripts are kept as they are. */
const STEMMED = /^[a-z]+$/;
/** Queries repeat their words: a bounded cache spares the stemmer most of its work. */
const MAX_CACHED = 10_000;
const cache = new Map();
/** A lower-cased word as compared: its stem, or the stem of the word it abbreviates. */
function normalizeWord(word) {
    let out = cache.get(word);
    if (out === undefined) {
        const stem = STEMMED.test(word) ? (0,stemmer/* stemmer */.I)(word) : word;
        // A Map, not an object: a word like "constructor" must not find Object.prototype's.
        const full = ABBREVIATIONS.get(stem);
        out = full === undefined ? stem : (0,stemmer/* stemmer */.I)(full);
        if (cache.size >= MAX_CACHED)
            cache.clear();
        cache.set(word, out);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/scoring/similarity.ts

/** Weight of the key Jaccard in argument similarity; the value part gets the rest. */
const KEY_WEIGHT = 0.3;
/**
 * Similarity of a value and its string spelling (`10` vs `"10"`): 6/7 of the similarity of the
 * spelled value, so that a call whose only argument changed type scores 0.3 + 0.7 * 6/7 = 0.9.
 */
const COERCED_FACTOR = 6 / 7;
const NO_IGNORE = new Set();
const WORD = /[\p{L}\p{N}]+/gu;
const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
/** Sort a list in place, dropping repeats. Most lists are a few items: insertion sort beats sort(). */
function sortUnique(list) {
    if (list.length > 16) {
        list.sort();
        let k = 1;
        for (let i = 1; i < list.length; i++)
            if (list[i] !== list[k - 1])
                list[k++] = list[i];
        list.length = k;
        return list;
    }
    let k = 0;
    for (let i = 0; i < list.length; i++) {
        const w = list[i];
        let j = k - 1;
        while (j >= 0 && list[j] > w)
            j--;
        if (j >= 0 && list[j] === w)
            continue;
        for (let m = k; m > j + 1; m--)
            list[m] = list[m - 1];
        list[j + 1] = w;
        k++;
    }
    list.length = k;
    return list;
}
/** Lower-cased words (maximal runs of letters and digits), stemmed and unabbreviated, sorted, without repeats. */
function words(s) {
    const list = s.toLowerCase().match(WORD);
    if (list === null)
        return [];
    for (let i = 0; i < list.length; i++)
        list[i] = normalizeWord(list[i]);
    return sortUnique(list);
}
function isIgnored(ignore, path, key) {
    return ignore.size > 0 && (ignore.has(key) || ignore.has(path));
}
/** What a string spells, if it spells a number, a boolean, or a JSON object/array. */
function spelledValue(s, ignore, path) {
    const t = s.trim();
    const c = t.charCodeAt(0);
    if ((c >= 48 && c <= 57) || c === 45 || c === 46)
        return NUMBER.test(t) ? { k: 'num', n: Number(t) } : null;
    if (t === 'true' || t === 'false')
        return { k: 'bool', b: t === 'true' };
    if ((c === 123 && t.endsWith('}')) || (c === 91 && t.endsWith(']'))) {
        try {
            return prepare(JSON.parse(t), ignore, path);
        }
        catch {
            return null;
        }
    }
    return null;
}
function prepare(v, ignore = NO_IGNORE, path = '') {
    if (v === null || v === undefined)
        return { k: 'null' };
    if (typeof v === 'string')
        return { k: 'str', s: v, words: words(v), spelled: spelledValue(v, ignore, path) };
    if (typeof v === 'number')
        return { k: 'num', n: v };
    if (typeof v === 'boolean')
        return { k: 'bool', b: v };
    if (Array.isArray(v))
        return { k: 'arr', items: v.map((x) => prepare(x, ignore, ignore.size ? `${path}[]` : '')) };
    if (typeof v === 'object') {
        const keys = sortUnique(Object.keys(v));
        const kept = [];
        const vals = [];
        for (const key of keys) {
            const x = v[key];
            // Paths are only needed to match ignore entries.
            const p = ignore.size ? (path ? `${path}.${key}` : key) : '';
            if (x === undefined || isIgnored(ignore, p, key))
                continue;
            kept.push(key);
            vals.push(prepare(x, ignore, p));
        }
        return { k: 'obj', keys: kept, vals };
    }
    // bigint, function, symbol: not JSON; compare by their text.
    return prepare(String(v), ignore, path);
}
/** |common| / |union| of two sorted word lists. */
function jaccard(a, b) {
    if (a.length === 0 && b.length === 0)
        return 1;
    let common = 0;
    for (let i = 0, j = 0; i < a.length && j < b.length;) {
        if (a[i] === b[j]) {
            common++;
            i++;
            j++;
        }
        else if (a[i] < b[j])
            i++;
        else
            j++;
    }
    return common / (a.length + b.length - common);
}
function numberSimilarity(a, b) {
    if (a === b)
        return 1;
    const m = Math.max(Math.abs(a), Math.abs(b));
    if (!Number.isFinite(m) || m === 0)
        return 0;
    return Math.max(0, 1 - Math.abs(a - b) / m);
}
function stringSimilarity(a, b) {
    if (a.s === b.s)
        return 1;
    // Two JSON strings (MCPProxy's args_json) are compared as the values they spell.
    if (a.spelled && b.spelled && (a.spelled.k === 'obj' || a.spelled.k === 'arr'))
        return similarity(a.spelled, b.spelled);
    // No words on either side ("", "?!"): unequal strings have nothing in common.
    if (a.words.length === 0 && b.words.length === 0)
        return 0;
    return jaccard(a.words, b.words);
}
function arraySimilarity(a, b) {
    const n = Math.max(a.length, b.length);
    if (n === 0)
        return 1;
    let sum = 0;
    for (let i = 0; i < Math.min(a.length, b.length); i++)
        sum += similarity(a[i], b[i]);
    return sum / n;
}
/** 0.3 * Jaccard(keys) + 0.7 * mean similarity of the common keys' values. */
function objectSimilarity(a, b) {
    if (a.keys.length === 0 && b.keys.length === 0)
        return 1;
    let common = 0;
    let values = 0;
    for (let i = 0, j = 0; i < a.keys.length && j < b.keys.length;) {
        if (a.keys[i] === b.keys[j]) {
            common++;
            values += similarity(a.vals[i++], b.vals[j++]);
        }
        else if (a.keys[i] < b.keys[j])
            i++;
        else
            j++;
    }
    if (common === 0)
        return 0;
    const keys = common / (a.keys.length + b.keys.length - common);
    const mean = values / common;
    // Guard the float sum so that equal arguments give exactly 1.
    return keys === 1 && mean === 1 ? 1 : KEY_WEIGHT * keys + (1 - KEY_WEIGHT) * mean;
}
/** Similarity of two prepared values in [0,1]; 1 for equal values. */
function similarity(a, b) {
    if (a.k === 'str' && b.k === 'str')
        return stringSimilarity(a, b);
    if (a.k === 'str' && b.k !== 'str')
        return a.spelled && a.spelled.k === b.k ? COERCED_FACTOR * similarity(a.spelled, b) : 0;
    if (b.k === 'str')
        return similarity(b, a);
    if (a.k !== b.k)
        return 0;
    switch (a.k) {
        case 'num':
            return numberSimilarity(a.n, b.n);
        case 'bool':
            return a.b === b.b ? 1 : 0;
        case 'null':
            return 1;
        case 'arr':
            return arraySimilarity(a.items, b.items);
        case 'obj':
            return objectSimilarity(a, b);
    }
}
/** Similarity of two values (docs/scoring/similarity.md). */
function valueSimilarity(a, b) {
    return similarity(prepare(a), prepare(b));
}
/** Similarity of two argument objects, leaving out `ignoreKeys` (docs/scoring/similarity.md). */
function argSimilarity(a, b, ignoreKeys = []) {
    const ignore = ignoreKeys.length ? new Set(ignoreKeys) : NO_IGNORE;
    return similarity(prepare(a, ignore), prepare(b, ignore));
}
function prepareCall(c, ignore) {
    return { id: c.id, isError: c.is_error, args: prepare(c.arguments, ignore) };
}
/** Different tool: 0. Succeeded in the baseline and fails now: 0. Otherwise argument similarity. */
function preparedCallSimilarity(baseline, current) {
    if (baseline.id !== current.id)
        return 0;
    if (current.isError && !baseline.isError)
        return 0;
    return similarity(baseline.args, current.args);
}
function callSimilarity(baseline, current, opts = {}) {
    const ignore = opts.ignoreArgs?.length ? new Set(opts.ignoreArgs) : NO_IGNORE;
    return preparedCallSimilarity(prepareCall(baseline, ignore), prepareCall(current, ignore));
}
/** Top-level argument keys whose values differ (or exist on one side only), for labels. */
function differingKeys(a, b) {
    if (a.k !== 'obj' || b.k !== 'obj')
        return [];
    const keys = [...new Set([...a.keys, ...b.keys])].sort();
    return keys.filter((k) => {
        const x = a.vals[a.keys.indexOf(k)];
        const y = b.vals[b.keys.indexOf(k)];
        return x === undefined || y === undefined || !samePrepared(x, y);
    });
}
/** Structural equality of prepared values (exact: `10` and `"10"` differ, so do "A" and "a"). */
function samePrepared(a, b) {
    if (a.k !== b.k)
        return false;
    switch (a.k) {
        case 'str':
            return a.s === b.s;
        case 'num':
            return a.n === b.n;
        case 'bool':
            return a.b === b.b;
        case 'null':
            return true;
        case 'arr': {
            const y = b.items;
            return a.items.length === y.length && a.items.every((x, i) => samePrepared(x, y[i]));
        }
        case 'obj': {
            const y = b;
            return (a.keys.length === y.keys.length && a.keys.every((k, i) => k === y.keys[i] && samePrepared(a.vals[i], y.vals[i])));
        }
    }
}

;// CONCATENATED MODULE: ./src/scoring/outcome.ts


/** A ranked answer is compared by its first items, at most this many. */
const TOP_POSITIONS = 5;
/** What names an item of a ranked list, the first of these it has. */
const IDENTITY_KEYS = ['name', 'id', 'uri', 'title'];
/** Each block's JSON, parsed once. */
const parsed = new WeakMap();
/** The JSON object or array a text block holds, if it holds one. */
function jsonOf(block) {
    if (!block)
        return undefined;
    // Alignment, match modes, drift and causes each read a call's answer: it is parsed once (callers do not mutate it).
    if (parsed.has(block))
        return parsed.get(block);
    const t = block.type === 'text' ? block.text?.trim() : undefined;
    let value;
    if (t && (t.startsWith('{') || t.startsWith('['))) {
        try {
            value = JSON.parse(t);
        }
        catch {
            value = undefined;
        }
    }
    parsed.set(block, value);
    return value;
}
/** A call's outcome; null when it failed or answered nothing (nothing to be the same as). */
function outcomeOf(call, ignore, readOnly) {
    if (call.is_error || call.content.length === 0)
        return null;
    const values = call.content.map((b) => {
        const json = jsonOf(b);
        return json !== undefined ? strip(json, ignore, '') : b.type === 'text' ? (b.text ?? '') : b;
    });
    const key = readOnly ? (0,util_json/* canonicalJson */.dj)(values) : null;
    return { key, ranked: values.length === 1 ? rankedList(values[0]) : null };
}
/**
 * How two outcomes are the same, in words (`same answer`, `same 3 tools`); null when they are not. A ranked answer is
 * the same when both lists are as long (or both at least TOP_POSITIONS long) and their first items agree in order.
 */
function sameOutcome(b, c) {
    if (!b || !c)
        return null;
    if (b.key !== null && b.key === c.key)
        return 'same answer';
    const [x, y] = [b.ranked, c.ranked];
    if (!x || !y || x.ids.length === 0 || y.ids.length === 0)
        return null;
    const long = x.ids.length >= TOP_POSITIONS && y.ids.length >= TOP_POSITIONS;
    if (x.ids.length !== y.ids.length && !long)
        return null;
    const k = Math.min(TOP_POSITIONS, x.ids.length, y.ids.length);
    for (let i = 0; i < k; i++)
        if (x.ids[i] !== y.ids[i])
            return null;
    const noun = k === 1 ? x.noun.replace(/s$/, '') : x.noun;
    return `same ${long ? 'top ' : ''}${k} ${noun}`;
}
/** A JSON value without its ignored fields (a name at any depth, or a dotted path). */
function strip(v, ignore, path) {
    if (ignore.size === 0)
        return v;
    if (Array.isArray(v))
        return v.map((x) => strip(x, ignore, `${path}[]`));
    if (!(0,util_json/* isRecord */.u4)(v))
        return v;
    const out = {};
    for (const [k, x] of Object.entries(v)) {
        const p = path ? `${path}.${k}` : k;
        if (!isIgnored(ignore, p, k))
            out[k] = strip(x, ignore, p);
    }
    return out;
}
/** The list a ranked answer is: the answer itself, or its longest list of named items (`{tools: [...]}`). */
function rankedList(v) {
    if (Array.isArray(v))
        return named(v, 'items');
    if (!(0,util_json/* isRecord */.u4)(v))
        return null;
    let best = null;
    for (const [k, x] of Object.entries(v)) {
        const list = Array.isArray(x) ? named(x, k) : null;
        if (list && (!best || list.ids.length > best.ids.length))
            best = list;
    }
    return best;
}
/** The names of a list's items, when every item is an object with a name. */
function named(list, noun) {
    const ids = [];
    for (const item of list) {
        if (!(0,util_json/* isRecord */.u4)(item))
            return null;
        const key = IDENTITY_KEYS.find((k) => typeof item[k] === 'string' || typeof item[k] === 'number');
        if (!key)
            return null;
        ids.push(String(item[key]));
    }
    return { noun, ids };
}

;// CONCATENATED MODULE: ./src/scoring/drift.ts





/** Characters of an error message quoted in a drift. */
const ERROR_QUOTE = 120;
function shapeOf(v, ignore, path) {
    if (v === null || v === undefined)
        return { k: 'null' };
    if (Array.isArray(v)) {
        const item = v
            .map((x) => shapeOf(x, ignore, `${path}[]`))
            .reduce((a, s) => (a ? unionShape(a, s) : s), null);
        return { k: 'arr', item };
    }
    if (typeof v === 'object') {
        const keys = new Map();
        for (const [k, x] of Object.entries(v)) {
            const p = path ? `${path}.${k}` : k;
            if (!isIgnored(ignore, p, k))
                keys.set(k, shapeOf(x, ignore, p));
        }
        return { k: 'obj', keys };
    }
    return { k: 'scalar' };
}
/** Union of two shapes: items of one array may differ (optional keys), so keys are merged. */
function unionShape(a, b) {
    if (a.k === 'null')
        return b;
    if (b.k === 'null')
        return a;
    if (a.k === 'obj' && b.k === 'obj') {
        const keys = new Map(a.keys);
        for (const [k, s] of b.keys)
            keys.set(k, keys.has(k) ? unionShape(keys.get(k), s) : s);
        return { k: 'obj', keys };
    }
    if (a.k === 'arr' && b.k === 'arr')
        return { k: 'arr', item: a.item && b.item ? unionShape(a.item, b.item) : (a.item ?? b.item) };
    return a.k === b.k ? a : { k: 'mixed' };
}
const KIND_NAME = {
    obj: 'object',
    arr: 'array',
    scalar: 'scalar',
    null: 'null',
    mixed: 'mixed',
};
/** Differences between two shapes as `removed` / `added` key paths and kind changes. */
function compareShapes(a, b, path, out) {
    if (a.k === 'null' || b.k === 'null' || a.k === 'mixed' || b.k === 'mixed')
        return;
    if (a.k !== b.k) {
        out.changed.push(`${path || 'result'} ${KIND_NAME[a.k]} -> ${KIND_NAME[b.k]}`);
        return;
    }
    if (a.k === 'obj' && b.k === 'obj') {
        const at = (k) => (path ? `${path}.${k}` : k);
        for (const [k, s] of a.keys) {
            const t = b.keys.get(k);
            if (t === undefined)
                out.removed.push(at(k));
            else
                compareShapes(s, t, at(k), out);
        }
        for (const k of b.keys.keys())
            if (!a.keys.has(k))
                out.added.push(at(k));
    }
    // An empty array says nothing about its items' shape.
    if (a.k === 'arr' && b.k === 'arr' && a.item && b.item)
        compareShapes(a.item, b.item, `${path}[]`, out);
}
/** A `status` that says the call did not happen: MCPProxy's `QUARANTINED_SERVER_BLOCKED`, `denied`, `failed`. */
const FAILED_STATUS = /(?:^|[^a-z])(blocked|denied|forbidden|error|failed|failure|rejected|unauthori[sz]ed)(?:[^a-z]|$)/i;
/**
 * A failure answered as a successful result (is_error false) where the baseline's answer (JSON, or plain text) had
 * none: an `{"error": "..."}` object, or one whose `status` says the call was blocked, denied or failed
 * (`{"status": "QUARANTINED_SERVER_BLOCKED", "message": ...}`): its message. Said as such rather than as the keys
 * it lost; after plain text it is the one drift a text answer can show. An ignored `error` or `status` is not.
 */
function newErrorField(before, after, ignore) {
    if (!(0,util_json/* isRecord */.u4)(after))
        return null;
    const had = (key) => (0,util_json/* isRecord */.u4)(before) && key in before;
    if (typeof after.error === 'string' && !isIgnored(ignore, 'error', 'error') && !had('error'))
        return after.error;
    const status = after.status;
    if (typeof status !== 'string' || !FAILED_STATUS.test(status) || isIgnored(ignore, 'status', 'status'))
        return null;
    if (had('status'))
        return null;
    return typeof after.message === 'string' ? `${status}: ${after.message}` : status;
}
/**
 * The failure a call's answer reports in-band (is_error false): its first block's `{"error": "..."}`, or a `status`
 * that reads blocked, denied or failed; null when it reports none. Alignment scores such a call as one that fails
 * when the baseline's did not (docs/scoring/drift.md).
 */
function answeredFailure(call, ignore) {
    return call.is_error ? null : newErrorField(undefined, jsonOf(call.content[0]), ignore);
}
/** A call that failed: is_error, or a failure its answer reports in-band. Alignment and match modes both ask. */
function callFailed(call, ignore) {
    return call.is_error || answeredFailure(call, ignore) !== null;
}
/**
 * A changed answer in words, and whether it breaks a client (docs/scoring/drift.md): keys only added, at any
 * depth, are additive (a JSON client ignores fields it does not know); a key removed or renamed, a key that changed
 * between object, array and scalar, an answer no longer JSON, an error answered as a success: breaking.
 */
function shapeDetail(b, c, ignore) {
    const parts = [];
    const gained = [];
    let breaking = false;
    const n = Math.min(b.content.length, c.content.length);
    for (let i = 0; i < n; i++) {
        const before = jsonOf(b.content[i]);
        const after = jsonOf(c.content[i]);
        const where = b.content.length > 1 ? `block ${i + 1}: ` : '';
        const error = newErrorField(before, after, ignore);
        if (error !== null || (before !== undefined && after === undefined)) {
            breaking = true;
            parts.push(where +
                (error !== null
                    ? `answers an error as a success: ${(0,util_text/* truncate */.xv)((0,sanitize_escape/* oneLine */.TN)(error), ERROR_QUOTE)}`
                    : 'result is no longer JSON'));
            continue;
        }
        if (before === undefined)
            continue; // plain text: its wording may vary, it has no shape
        const out = { removed: [], added: [], changed: [] };
        compareShapes(shapeOf(before, ignore, ''), shapeOf(after, ignore, ''), '', out);
        if (!out.removed.length && !out.changed.length) {
            gained.push(...out.added.map((k) => where + k));
            continue;
        }
        breaking = true;
        const bits = [
            out.removed.length ? `removed keys ${out.removed.sort().join(',')}` : '',
            out.added.length ? `added keys ${out.added.sort().join(',')}` : '',
            out.changed.length ? `changed ${out.changed.join(', ')}` : '',
        ].filter(Boolean);
        parts.push(where + bits.join('; '));
    }
    if (gained.length)
        parts.push(`gained keys ${gained.sort().join(',')}`);
    return parts.length ? { detail: parts.join('; '), breaking } : null;
}
/**
 * Drift of the paired calls: `is_error` flips on any pair of the same tool; content type and JSON shape changes on
 * `match` pairs only (the same call, or the same outcome). Calls whose result is an error on either side have no
 * shape. A pair whose calls had other arguments (`otherArgs`, from the alignment) may rightly be answered otherwise:
 * what changed is said as kind `arguments` (shown, never capping, never a cause); only the same arguments judge the
 * server (docs/scoring/drift.md).
 */
function responseDrift(pairs, baseline, current, ignoreResponseFields = [], otherArgs = new Set()) {
    const ignore = new Set(ignoreResponseFields);
    const drift = [];
    for (const [i, p] of pairs.entries()) {
        if (p.baseline_index === null || p.current_index === null || p.baseline_id !== p.current_id)
            continue;
        const b = baseline[p.baseline_index];
        const c = current[p.current_index];
        const at = { baseline_index: p.baseline_index, current_index: p.current_index, id: b.id };
        if (b.is_error !== c.is_error) {
            drift.push({
                ...at,
                kind: 'is_error',
                detail: c.is_error ? 'now returns an error' : 'no longer returns an error',
            });
            continue;
        }
        // A call now answering a failure in-band is no match, but what it answered is still said (docs/scoring/drift.md).
        if (b.is_error || (p.kind !== 'match' && answeredFailure(c, ignore) === null))
            continue;
        const change = answerChange(b, c, ignore);
        if (!change)
            continue;
        if (otherArgs.has(i))
            drift.push({ ...at, kind: 'arguments', detail: `for other arguments: ${change.detail}` });
        else
            drift.push({ ...at, ...change });
    }
    return drift;
}
/** How a call's answer changed: its content types, else its JSON shape (breaking or additive); null: it did not. */
function answerChange(b, c, ignore) {
    const before = b.content.map((x) => x.type).join(',');
    const after = c.content.map((x) => x.type).join(',');
    if (before !== after)
        return { kind: 'content_type', detail: `content types ${before || '(none)'} -> ${after || '(none)'}` };
    const shape = shapeDetail(b, c, ignore);
    return shape && { kind: shape.breaking ? 'shape' : 'additive', detail: shape.detail };
}

;// CONCATENATED MODULE: ./src/scoring/alignment.ts



/** Above this many DP cells (64 MiB of directions) calls are paired by position instead. */
const MAX_ALIGNMENT_CELLS = 1 << 26;
const UP = 0; // baseline call unpaired: missing
const LEFT = 1; // current call unpaired: extra
const DIAG = 2; // paired
/** The label of a pair whose current call fails (is_error, or in-band) where the baseline's did not. */
const NOW_FAILS = 'tool now fails';
function align(baseline, current, ignoreArgs = [], ignoreResponseFields = [], readOnly = new Set()) {
    const ignore = new Set(ignoreArgs);
    const fields = new Set(ignoreResponseFields);
    const prep = (c) => ({
        ...prepareCall(c, ignore),
        outcome: outcomeOf(c, fields, readOnly.has(c.id)),
        failed: callFailed(c, fields),
    });
    const bs = baseline.map(prep);
    const cs = current.map(prep);
    const n = bs.length;
    const m = cs.length;
    if (n === 0 && m === 0)
        return { pairs: [], score: 1, nowFails: false, otherArgs: new Set() };
    const ops = (n + 1) * (m + 1) > MAX_ALIGNMENT_CELLS ? positionalOps(n, m) : optimalOps(bs, cs);
    return toPairs(ops, bs, cs);
}
function optimalOps(bs, cs) {
    const n = bs.length;
    const m = cs.length;
    // Tool ids as small integers: most cells compare two ints and skip the similarity.
    const ids = new Map();
    const idOf = (id) => ids.get(id) ?? (ids.set(id, ids.size), ids.size - 1);
    const bId = Int32Array.from(bs, (c) => idOf(c.id));
    const cId = Int32Array.from(cs, (c) => idOf(c.id));
    const w = m + 1;
    const dir = new Uint8Array((n + 1) * w);
    let prev = new Float64Array(w);
    let cur = new Float64Array(w);
    let prevTies = new Int32Array(w);
    let curTies = new Int32Array(w);
    dir.fill(LEFT, 0, w);
    for (let i = 1; i <= n; i++) {
        cur[0] = 0;
        curTies[0] = 0;
        dir[i * w] = UP;
        const bi = bId[i - 1];
        for (let j = 1; j <= m; j++) {
            let best = prev[j];
            let ties = prevTies[j];
            let d = UP;
            if (cur[j - 1] > best || (cur[j - 1] === best && curTies[j - 1] > ties)) {
                best = cur[j - 1];
                ties = curTies[j - 1];
                d = LEFT;
            }
            if (bi === cId[j - 1]) {
                const v = prev[j - 1] + pairSimilarity(bs[i - 1], cs[j - 1]);
                const t = prevTies[j - 1] + 1;
                if (v > best || (v === best && t >= ties)) {
                    best = v;
                    ties = t;
                    d = DIAG;
                }
            }
            cur[j] = best;
            curTies[j] = ties;
            dir[i * w + j] = d;
        }
        [prev, cur] = [cur, prev];
        [prevTies, curTies] = [curTies, prevTies];
    }
    const ops = [];
    let i = n;
    let j = m;
    while (i > 0 || j > 0) {
        const d = dir[i * w + j];
        if (d === DIAG)
            ops.push({ op: 'pair', b: --i, c: --j });
        else if (d === UP)
            ops.push({ op: 'missing', b: --i });
        else
            ops.push({ op: 'extra', c: --j });
    }
    return ops.reverse();
}
/** Fallback for huge trajectories: call k with call k. */
function positionalOps(n, m) {
    const ops = [];
    for (let k = 0; k < Math.max(n, m); k++) {
        if (k < n && k < m)
            ops.push({ op: 'pair', b: k, c: k });
        else if (k < n)
            ops.push({ op: 'missing', b: k });
        else
            ops.push({ op: 'extra', c: k });
    }
    return ops;
}
/** A row for a call with no partner: a baseline call missing now, or an extra current call. */
function unpaired(kind, index, id) {
    const missing = kind === 'missing';
    return {
        kind,
        baseline_index: missing ? index : null,
        current_index: missing ? null : index,
        baseline_id: missing ? id : null,
        current_id: missing ? null : id,
        similarity: 0,
        label: missing ? 'missing call' : 'extra call',
    };
}
/**
 * Turn the alignment into table rows. Unpaired calls between the same two pairs were replaced,
 * not inserted: they are zipped into `mismatch` rows (similarity 0); the rest stay extra / missing.
 */
function toPairs(ops, bs, cs) {
    const pairs = [];
    let sum = 0;
    let nowFails = false;
    const otherArgs = new Set();
    let missing = [];
    let extra = [];
    const pair = (b, c, sim) => {
        const kind = sim >= 1 ? 'match' : sim > 0 ? 'partial' : 'mismatch';
        nowFails ||= failsAnew(bs[b], cs[c]);
        if (bs[b].id === cs[c].id && !samePrepared(bs[b].args, cs[c].args))
            otherArgs.add(pairs.length);
        pairs.push({
            kind,
            baseline_index: b,
            current_index: c,
            baseline_id: bs[b].id,
            current_id: cs[c].id,
            similarity: sim,
            label: pairLabel(kind, bs[b], cs[c]),
        });
    };
    const flush = () => {
        const k = Math.min(missing.length, extra.length);
        for (let x = 0; x < k; x++)
            pair(missing[x], extra[x], 0);
        for (const b of missing.slice(k))
            pairs.push(unpaired('missing', b, bs[b].id));
        for (const c of extra.slice(k))
            pairs.push(unpaired('extra', c, cs[c].id));
        missing = [];
        extra = [];
    };
    for (const o of ops) {
        if (o.op === 'missing')
            missing.push(o.b);
        else if (o.op === 'extra')
            extra.push(o.c);
        else {
            flush();
            const sim = pairSimilarity(bs[o.b], cs[o.c]);
            sum += sim;
            pair(o.b, o.c, sim);
        }
    }
    flush();
    return { pairs, score: sum / Math.max(bs.length, cs.length), nowFails, otherArgs };
}
const MAX_LABEL_KEYS = 3;
/** The same tool, failing now (is_error or in-band) where the baseline's call did not. */
const failsAnew = (b, c) => b.id === c.id && c.failed && !b.failed;
/**
 * Call similarity (similarity.ts), except that a call of the same tool whose other arguments got the same answer
 * as the baseline's is a match (docs/scoring/same-outcome.md).
 */
function pairSimilarity(b, c) {
    // A call that now fails, in-band or not, did not do what the baseline's did.
    if (failsAnew(b, c))
        return 0;
    const sim = preparedCallSimilarity(b, c);
    return sim < 1 && b.id === c.id && sameOutcome(b.outcome, c.outcome) ? 1 : sim;
}
function pairLabel(kind, b, c) {
    if (kind === 'match') {
        const keys = differingKeys(b.args, c.args);
        if (keys.length === 0)
            return 'same call';
        return `same outcome: different ${listKeys(keys)}, ${sameOutcome(b.outcome, c.outcome) ?? 'same answer'}`;
    }
    if (b.id !== c.id)
        return 'different tool';
    if (failsAnew(b, c))
        return NOW_FAILS;
    const keys = differingKeys(b.args, c.args);
    return keys.length === 0 ? 'args differ' : `args differ: ${listKeys(keys)}`;
}
/** `query, limit`, `a, b, c, +2 more` */
function listKeys(keys) {
    const shown = keys.slice(0, MAX_LABEL_KEYS).join(', ');
    return keys.length > MAX_LABEL_KEYS ? `${shown}, +${keys.length - MAX_LABEL_KEYS} more` : shown;
}

// EXTERNAL MODULE: ./src/results/verdict.ts
var verdict = __webpack_require__(51999);
// EXTERNAL MODULE: ./src/screening/index.ts + 10 modules
var screening = __webpack_require__(38483);
// EXTERNAL MODULE: ./src/results/trajectory.ts + 1 modules
var trajectory = __webpack_require__(59798);
// EXTERNAL MODULE: ./src/results/status.ts
var results_status = __webpack_require__(70694);
;// CONCATENATED MODULE: ./src/scoring/criteria.ts


/** The criterion in words, as reports show it and as a recorded verdict is found again by. */
function criterionLabel(c) {
    if (typeof c === 'string')
        return c;
    if ('contains' in c)
        return `contains ${JSON.stringify(c.contains)}`;
    if ('regex' in c)
        return `regex /${c.regex}/`;
    if ('called' in c)
        return `called ${c.called}${c.args ? ` ${(0,util_json/* canonicalJson */.dj)(c.args)}` : ''}`;
    return `judge: ${c.judge}`;
}
/** The statements a judge is asked about, in the scenario's order. */
function judgeStatements(criteria) {
    return criteria.flatMap((c) => (typeof c !== 'string' && 'judge' in c ? [c.judge] : []));
}
/**
 * What a criterion is searched in: the agent's text, then each scored call's canonical id, its
 * arguments as JSON and its result's text. The user's intent is left out (a word of it would always
 * match), and so are gateway `list` calls (their result names every tool).
 */
function transcriptPieces(t) {
    const scored = new Set((0,trajectory/* scoredCalls */.C_)(t));
    return t.messages.flatMap((m) => {
        if (m.type === 'assistant')
            return [m.text];
        if (!(0,trajectory/* isToolCall */.v)(m) || !scored.has(m))
            return [];
        return [m.id, JSON.stringify(m.arguments), ...m.content.flatMap((b) => (b.text === undefined ? [] : [b.text]))];
    });
}
/** Longest result text a judge is shown per call: a transcript is evidence, not a data dump. */
const JUDGE_RESULT_CHARS = 4_000;
/** The run as the judge reads it: `USER:`, `AGENT:`, `TOOL_CALL:`, `TOOL_RESULT:` / `TOOL_ERROR:` lines. */
function transcriptText(t) {
    const scored = new Set((0,trajectory/* scoredCalls */.C_)(t));
    return t.messages
        .flatMap((m) => {
        if (m.type === 'user')
            return [`USER: ${m.text}`];
        if (m.type === 'assistant')
            return [`AGENT: ${m.text}`];
        if (!scored.has(m))
            return [];
        const text = m.content.map((b) => b.text ?? `[${b.type}]`).join('\n');
        const shown = text.length > JUDGE_RESULT_CHARS ? `${text.slice(0, JUDGE_RESULT_CHARS)} [cut]` : text;
        return [
            `TOOL_CALL: ${m.id} ${JSON.stringify(m.arguments)}`,
            `${m.is_error ? 'TOOL_ERROR' : 'TOOL_RESULT'}: ${shown}`,
        ];
    })
        .join('\n');
}
function criteria_status(met) {
    return met ? 'met' : 'unmet';
}
/** Every key of `want` is in `args` with an equal value (as canonical JSON: `10` and `"10"` differ). */
function hasArgs(args, want) {
    return Object.entries(want).every(([k, v]) => k in args && (0,util_json/* canonicalJson */.dj)(args[k]) === (0,util_json/* canonicalJson */.dj)(v));
}
function checkOne(c, t, pieces, judged) {
    const criterion = criterionLabel(c);
    if (typeof c === 'string') {
        const needle = c.toLowerCase();
        return { criterion, status: criteria_status(pieces.some((p) => p.toLowerCase().includes(needle))) };
    }
    if ('contains' in c)
        return { criterion, status: criteria_status(pieces.some((p) => p.includes(c.contains))) };
    if ('regex' in c) {
        const re = new RegExp(c.regex, 'm');
        return { criterion, status: criteria_status(pieces.some((p) => re.test(p))) };
    }
    if ('called' in c) {
        // A call the harness refused (unknown tool, invalid input) never reached the tool: not a call of it.
        const made = (0,trajectory/* scoredCalls */.C_)(t).filter((m) => m.id === c.called && m.harness_error === undefined);
        return { criterion, status: criteria_status(made.some((m) => !c.args || hasArgs(m.arguments, c.args))) };
    }
    const v = judged(c.judge);
    return { criterion, status: v.met === null ? 'not_judged' : criteria_status(v.met), reason: v.reason };
}
/** Each criterion of a run, in the scenario's order; `judged` gives the verdict of a judge statement. */
function checkCriteria(criteria, t, judged) {
    const pieces = transcriptPieces(t);
    return criteria.map((c) => checkOne(c, t, pieces, judged));
}
/** The verdicts a trajectory recorded for its judge criteria, to check a baseline again without a model. */
function recordedVerdicts(t) {
    const byLabel = new Map((t.criteria ?? []).map((r) => [r.criterion, r]));
    return (statement) => {
        const r = byLabel.get(criterionLabel({ judge: statement }));
        if (!r || r.status === 'not_judged')
            return { met: null, reason: r?.reason ?? 'not judged when it was recorded' };
        return { met: r.status === 'met', reason: r.reason ?? '' };
    };
}
/** Baseline and current results side by side (same criteria, same order); met before and unmet now regressed. */
function compareCriteria(baseline, current) {
    return current.map((c, i) => {
        const b = baseline[i]?.status ?? 'not_judged';
        return { criterion: c.criterion, baseline: b, current: c.status, regressed: b === 'met' && c.status === 'unmet' };
    });
}

;// CONCATENATED MODULE: ./src/scoring/failure.ts


/** Run endings that mean the agent could not do its work. max_turns / max_tokens are not: it worked, then stopped. */
const BLOCKING_STOPS = new Set(['refusal', 'timeout', 'api_error', 'error']);
/**
 * BLOCKED: the run ended by error / timeout / refusal / API error, or every scored call was
 * rejected by the harness (unknown tool, invalid input, call timeout). EMPTY: no scored call.
 * FAILED: some scored call returned an error. SUCCESS: otherwise.
 */
function execStatus(t) {
    if (t.error !== null || BLOCKING_STOPS.has(t.stop_reason))
        return 'BLOCKED';
    const calls = (0,trajectory/* scoredCalls */.C_)(t);
    if (calls.length === 0)
        return 'EMPTY';
    if (calls.every((c) => c.harness_error !== undefined))
        return 'BLOCKED';
    if (calls.some((c) => c.is_error))
        return 'FAILED';
    return 'SUCCESS';
}
/** Subtracted from 0.8T + 0.2 when the two runs' call counts differ by more than COUNT_SLACK. */
const COUNT_PENALTY = 0.1;
const COUNT_SLACK = 2;
/**
 * The overall score of one run from both statuses and the trajectory score T:
 * - current BLOCKED: 0, whatever the baseline;
 * - current EMPTY: 1 when the baseline was EMPTY too (both answered without tools), else 0;
 * - current FAILED after a baseline that had no failing call (SUCCESS, EMPTY): 0.5 T;
 * - otherwise (current SUCCESS; or FAILED after a FAILED / BLOCKED baseline): 0.8 T + 0.2,
 *   less 0.1 when the call counts differ by more than 2, never below 0.
 */
function failureAwareScore(baseline, current, trajectoryScore, baselineCalls, currentCalls) {
    if (current === 'BLOCKED')
        return 0;
    if (current === 'EMPTY')
        return baseline === 'EMPTY' ? 1 : 0;
    if (current === 'FAILED' && (baseline === 'SUCCESS' || baseline === 'EMPTY'))
        return 0.5 * trajectoryScore;
    const penalty = Math.abs(baselineCalls - currentCalls) > COUNT_SLACK ? COUNT_PENALTY : 0;
    return Math.max(0, 0.8 * trajectoryScore + 0.2 - penalty);
}
/**
 * The scored calls of a run that failed (is_error, or a failure answered in-band) and stayed failed: no later call of
 * the same tool succeeded (a model that reads an error and retries right has not failed). What a baseline must not
 * hold unless the scenario tests a failure (docs/scoring/still-failing.md).
 */
function failingCalls(t, ignoreResponseFields = []) {
    const ignore = new Set(ignoreResponseFields);
    const calls = (0,trajectory/* scoredCalls */.C_)(t);
    return calls.filter((c, i) => callFailed(c, ignore) && !calls.slice(i + 1).some((l) => l.id === c.id && !callFailed(l, ignore)));
}
/** A run that did not do its work: it ended blocked (error, timeout, refusal), or calls of it stayed failed. */
function runFailed(t, ignoreResponseFields = []) {
    return execStatus(t) === 'BLOCKED' || failingCalls(t, ignoreResponseFields).length > 0;
}

;// CONCATENATED MODULE: ./src/scoring/match.ts



/** Arguments without the ignored keys (any depth, or dotted path), as canonical JSON. */
function argsKey(v, ignore, path = '') {
    if (Array.isArray(v))
        return v.map((x) => argsKey(x, ignore, `${path}[]`));
    if (v === null || typeof v !== 'object')
        return v;
    const out = {};
    for (const [k, x] of Object.entries(v)) {
        const p = path ? `${path}.${k}` : k;
        if (!isIgnored(ignore, p, k))
            out[k] = argsKey(x, ignore, p);
    }
    return out;
}
function keyed(calls, ignore, fields) {
    return calls.map((c) => ({
        key: `${c.id} ${(0,util_json/* canonicalJson */.dj)(argsKey(c.arguments, ignore))}`,
        failed: callFailed(c, fields),
    }));
}
/** Same tool and equal arguments, and not a call that succeeded in the baseline and fails now. */
function matches(b, c) {
    return b.key === c.key && !(c.failed && !b.failed);
}
/**
 * exact: same calls, same order, nothing else. in_order: the baseline's calls appear in this
 * order, extra calls allowed. any_order: each baseline call appears, any order, extras allowed.
 */
function matchFlags(baseline, current, ignoreArgs = [], ignoreResponseFields = []) {
    const ignore = new Set(ignoreArgs);
    const fields = new Set(ignoreResponseFields);
    const bs = keyed(baseline, ignore, fields);
    const cs = keyed(current, ignore, fields);
    const exact = bs.length === cs.length && bs.every((b, i) => matches(b, cs[i]));
    // Subsequence test: taking the earliest fitting current call never hurts later ones.
    let j = 0;
    let inOrder = true;
    for (const b of bs) {
        while (j < cs.length && !matches(b, cs[j]))
            j++;
        if (j === cs.length) {
            inOrder = false;
            break;
        }
        j++;
    }
    // Per key: baseline calls that succeeded need current calls that succeed; failed ones take any.
    const count = new Map();
    const at = (key) => count.get(key) ?? (count.set(key, { bOk: 0, bAll: 0, cOk: 0, cAll: 0 }), count.get(key));
    for (const b of bs) {
        const n = at(b.key);
        n.bAll++;
        if (!b.failed)
            n.bOk++;
    }
    for (const c of cs) {
        const n = at(c.key);
        n.cAll++;
        if (!c.failed)
            n.cOk++;
    }
    const anyOrder = [...count.values()].every((n) => n.bOk <= n.cOk && n.bAll <= n.cAll);
    return { exact, in_order: inOrder, any_order: anyOrder };
}
/** The trajectory score T under a match mode: the similarity, or 1 / 0 as the flag holds. */
function modeScore(mode, similarity, flags) {
    if (mode === 'similarity')
        return similarity;
    const held = mode === 'exact' ? flags.exact : mode === 'in_order' ? flags.in_order : flags.any_order;
    return held ? 1 : 0;
}

;// CONCATENATED MODULE: ./src/scoring/evaluate.ts







/** Drift of these kinds caps the score; an `is_error` flip is already scored by the call itself. */
const CAPPING_DRIFT = new Set(['shape', 'content_type']);
/** Does this answer change cap the score: a breaking change of form to the same arguments? */
const capsScore = (d) => CAPPING_DRIFT.has(d.kind);
/** The score a run with shape drift can reach at most: the middle of the DEGRADED band (0.45 by default). */
function driftCap(t) {
    return (0,results_status/* bandMiddle */.lv)('DEGRADED', t);
}
/**
 * The score a run (and its scenario) can reach at most once a success criterion regressed: the middle
 * of the DEGRADED band, as for response drift, or with `criteria_regression: broken` the middle of the
 * BROKEN band.
 */
function criteriaCap(t, level) {
    return level === 'broken' ? (0,results_status/* bandMiddle */.lv)('BROKEN', t) : driftCap(t);
}
function evaluate(baseline, current, opts) {
    const bCalls = (0,trajectory/* scoredCalls */.C_)(baseline);
    const cCalls = (0,trajectory/* scoredCalls */.C_)(current);
    const fields = opts.ignoreResponseFields;
    const aligned = align(bCalls, cCalls, opts.ignoreArgs, fields, (0,trajectory/* readOnlyTools */.qJ)(current));
    const { pairs, score: trajectoryScore, nowFails } = aligned;
    const match = matchFlags(bCalls, cCalls, opts.ignoreArgs, fields);
    const drift = responseDrift(pairs, bCalls, cCalls, fields, aligned.otherArgs);
    const baselineStatus = execStatus(baseline);
    // A call that answers a failure as a success, where the baseline's did not (alignment.ts), fails all the same.
    const ran = execStatus(current);
    const currentStatus = ran === 'SUCCESS' && nowFails ? 'FAILED' : ran;
    const t = modeScore(opts.match, trajectoryScore, match);
    const stillFailing = !testsFailure(opts) && runFailed(baseline, fields) && runFailed(current, fields);
    let score = stillFailing ? 0 : failureAwareScore(baselineStatus, currentStatus, t, bCalls.length, cCalls.length);
    if (drift.some(capsScore))
        score = Math.min(score, driftCap(opts.thresholds));
    const criteria = opts.criteria && compareCriteria(opts.criteria.baseline, opts.criteria.current);
    if (criteria?.some((c) => c.regressed))
        score = Math.min(score, criteriaCap(opts.thresholds, opts.criteria.regression));
    return {
        score,
        trajectory_score: trajectoryScore,
        status: (0,results_status/* band */.yp)(score, opts.thresholds),
        match_mode: opts.match,
        baseline_status: baselineStatus,
        current_status: currentStatus,
        baseline_calls: bCalls.length,
        current_calls: cCalls.length,
        pairs,
        first_divergence: stillFailing
            ? { pair_index: -1, description: `still failing, as in the baseline: ${failingNow(current, fields)}` }
            : firstDivergence(pairs, drift, bCalls, cCalls),
        match,
        drift,
        ...(criteria ? { criteria } : {}),
        ...(stillFailing ? { still_failing: true } : {}),
    };
}
/**
 * Does the scenario test a failure: it says so (expect_failure), or it has success criteria that both runs met (as
 * the seed's scenarios of a blocked call have)? Then failing calls are what it expects (docs/scoring/still-failing.md).
 */
function testsFailure(opts) {
    const met = (rs) => rs.length > 0 && rs.every((r) => r.status === 'met');
    return opts.expectFailure === true || (!!opts.criteria && met(opts.criteria.baseline) && met(opts.criteria.current));
}
/** The calls that stay failed (or why the run was blocked), for a line: `read_text_file: Invalid arguments...`. */
function failingNow(t, ignoreResponseFields = []) {
    const calls = failingCalls(t, ignoreResponseFields);
    if (!calls.length)
        return t.error ?? `the run ended: ${t.stop_reason}`;
    const tool = (c) => (0,trajectory/* parseCanonicalId */.bG)(c.id)?.tool ?? c.id;
    return calls.map((c) => `${tool(c)}: ${failureReason(c) || 'failed'}`).join('; ');
}
const MAX_REASON = 120;
/** First line of a failed call's result (or the harness's reason), shortened. */
function failureReason(c) {
    const text = c.harness_error ?? c.content.find((b) => b.type === 'text')?.text ?? '';
    const line = text.trim().split('\n')[0] ?? '';
    return line.length > MAX_REASON ? `${line.slice(0, MAX_REASON - 1)}…` : line;
}
/** A table row in words: "missing call X (baseline call 2)", "call 1 X now fails: <reason>". */
function describePair(p, bCalls, cCalls) {
    if (p.kind === 'extra')
        return `extra call ${p.current_id} (current call ${p.current_index + 1})`;
    if (p.kind === 'missing')
        return `missing call ${p.baseline_id} (baseline call ${p.baseline_index + 1})`;
    const where = `call ${p.baseline_index + 1}`;
    if (p.baseline_id !== p.current_id)
        return `${where}: ${p.current_id} instead of ${p.baseline_id}`;
    if (p.label === NOW_FAILS) {
        const reason = failureReason(cCalls[p.current_index]);
        return `${where} ${p.current_id} now fails${reason ? `: ${reason}` : ''}`;
    }
    return `${where} ${p.current_id}: ${p.label} (similarity ${p.similarity.toFixed(2)})`;
}
/** The first row that is not a full match; failing that, the first call whose response drifted. */
function firstDivergence(pairs, drift, bCalls, cCalls) {
    const k = pairs.findIndex((p) => p.kind !== 'match');
    if (k >= 0)
        return { pair_index: k, description: describePair(pairs[k], bCalls, cCalls) };
    const d = drift[0];
    if (!d)
        return null;
    const at = pairs.findIndex((p) => p.baseline_index === d.baseline_index && p.current_index === d.current_index);
    return {
        pair_index: at,
        description: `call ${d.baseline_index + 1} ${d.id}: response changed (${d.kind}): ${d.detail}`,
    };
}
/** Mean, min, max and spread of a scenario's run scores; flaky when the runs fall in different bands. */
function aggregate(scores, thresholds) {
    if (scores.length === 0)
        throw new RangeError('aggregate needs at least one score');
    const min = Math.min(...scores);
    const max = Math.max(...scores);
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    return { mean, min, max, spread: max - min, flaky: (0,results_status/* band */.yp)(min, thresholds) !== (0,results_status/* band */.yp)(max, thresholds) };
}
/**
 * The scores a scenario is judged by (docs/scoring/confirm.md). Without confirmations, all its runs'. With them (runs
 * made again because the first would have failed the check), a scenario some of whose runs pass is not an alarm:
 * it is judged by its passing runs (and its aggregate shows it flaky); when none passes, by all of them.
 */
function confirmedScores(scores, confirmed, passes) {
    const passing = confirmed ? scores.filter(passes) : [];
    return passing.length ? passing : [...scores];
}
/**
 * Which baseline variation judges a run (docs/scoring/variations.md): the index of the evaluation with the highest
 * score, then the highest trajectory score, then the first. At least one evaluation.
 */
function closestVariation(evaluations) {
    let best = 0;
    evaluations.forEach((e, i) => {
        const b = evaluations[best];
        if (e.score > b.score || (e.score === b.score && e.trajectory_score > b.trajectory_score))
            best = i;
    });
    return best;
}

;// CONCATENATED MODULE: ./src/scoring/schema-compat.ts
// Compatible or breaking (docs/scoring/schema-diffs.md): whether a change to a tool's input schema can make a call that
// worked before invalid. An optional property added, a value added to an enum, a constraint relaxed, a type widened,
// a description or default reworded: compatible. A property removed or made required, a type changed, an enum
// narrowed, a constraint tightened: breaking. A keyword this does not know is breaking when it changes: it may
// constrain what a call may send.

/** Keywords whose change never makes an input invalid. */
const HARMLESS = new Set(['description', 'title', 'default', 'examples', '$comment', 'deprecated', 'readOnly']);
/** A bound that a larger value loosens, and one that a smaller value loosens. */
const UPPER = new Set(['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties']);
const LOWER = new Set(['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties']);
/** A type change that accepts everything the old type did (`integer -> number`, `string -> string|null`). */
function typeBreaks(before, after) {
    if (before === after || after === null)
        return false; // untyped now: anything goes
    if (before === null)
        return true; // untyped before, typed now
    const was = before.split('|');
    const now = new Set(after.split('|'));
    return !was.every((t) => now.has(t) || (t === 'integer' && now.has('number')));
}
/** An enum narrowed or newly imposed breaks; widened or dropped does not. */
function enumBreaks(before, after) {
    if (!Array.isArray(after))
        return false;
    if (!Array.isArray(before))
        return true;
    const now = new Set(after.map((x) => (0,util_json/* canonicalJson */.dj)(x)));
    return before.some((x) => !now.has((0,util_json/* canonicalJson */.dj)(x)));
}
/** Whether a keyword's change (`minimum 1 -> 5`, `additionalProperties (none) -> false`) can reject a valid input. */
function keywordBreaks(keyword, before, after) {
    if (HARMLESS.has(keyword))
        return false;
    if (UPPER.has(keyword) || LOWER.has(keyword)) {
        if (after === undefined)
            return false; // the bound is gone
        if (typeof before !== 'number' || typeof after !== 'number')
            return true;
        return UPPER.has(keyword) ? after < before : after > before;
    }
    if (keyword === 'additionalProperties')
        return after === false;
    if (keyword === 'pattern' || keyword === 'format' || keyword === 'const')
        return after !== undefined;
    return true;
}

;// CONCATENATED MODULE: ./src/scoring/schema-diff.ts
// What changed in a tool's input schema, in words (docs/scoring/schema-diffs.md). The hash in a
// server snapshot says only that a schema changed; a maintainer needs to know which parameter was
// added, removed, retyped or made required, and a failing call needs that to get a suggestion.



/** Keywords with their own wording; every other keyword is compared as JSON. */
const WORDED = new Set(['type', 'description', 'enum', 'default', 'properties', 'required', 'items']);
/** Nesting followed at most this deep; below it a difference is "definition changed". */
const MAX_DEPTH = 6;
const MAX_SHOWN = 40;
const MAX_VALUES = 5;
/** The diff of two input schemas; `undefined` on a side means no definition was recorded. */
function schemaDiff(before, after) {
    if (!(0,util_json/* isRecord */.u4)(before) || !(0,util_json/* isRecord */.u4)(after))
        return { known: false, properties: [], other: [], breaking: true };
    const properties = [];
    diffProperties(before, after, '', properties, 0);
    const other = keywordChanges(before, after, WORDED);
    const breaking = properties.some((p) => p.breaking) || keywordsBreak(before, after, WORDED);
    return { known: true, properties, other, breaking };
}
/** `compatible` or `breaking`, the word a report puts beside a schema change. */
function compatibility(diff) {
    return diff.breaking === false ? 'compatible' : 'breaking';
}
/** `property limit: type integer -> string; now required; property q: added`, or `schema changed`. */
function describeSchemaDiff(diff) {
    if (!diff.known)
        return 'schema changed';
    const parts = [...diff.properties.map((p) => `property ${p.property}: ${p.details.join('; ')}`), ...diff.other];
    return parts.length ? parts.join('; ') : 'no change';
}
function propertiesOf(s) {
    return new Map((0,util_json/* isRecord */.u4)(s.properties) ? Object.entries(s.properties) : []);
}
function requiredOf(s) {
    return new Set(Array.isArray(s.required) ? s.required.filter((r) => typeof r === 'string') : []);
}
function diffProperties(before, after, prefix, out, depth) {
    const a = propertiesOf(before);
    const b = propertiesOf(after);
    const reqA = requiredOf(before);
    const reqB = requiredOf(after);
    const names = [...new Set([...a.keys(), ...b.keys()])].sort();
    for (const name of names) {
        const path = prefix + name;
        const x = a.get(name);
        const y = b.get(name);
        if (y === undefined)
            out.push(change(path, 'removed', ['removed'], x, undefined, true));
        else if (x === undefined)
            out.push(change(path, 'added', [reqB.has(name) ? 'added, required' : 'added'], x, y, reqB.has(name)));
        else
            diffProperty(path, asSchema(x), asSchema(y), { was: reqA.has(name), is: reqB.has(name) }, out, depth);
    }
}
function diffProperty(path, x, y, required, out, depth) {
    const details = [];
    const tx = typeOf(x);
    const ty = typeOf(y);
    if (tx !== ty)
        details.push(`type ${tx ?? 'any'} -> ${ty ?? 'any'}`);
    if (required.was !== required.is)
        details.push(required.is ? 'now required' : 'no longer required');
    if (x.description !== y.description)
        details.push(`description ${presence(x.description, y.description)}`);
    details.push(...enumChanges(x.enum, y.enum));
    if (!same(x.default, y.default))
        details.push(`default ${show(x.default)} -> ${show(y.default)}`);
    details.push(...keywordChanges(x, y, WORDED));
    const nested = depth + 1 < MAX_DEPTH;
    // Below the depth followed, a changed definition is not read: it may refuse an input, so it breaks.
    const unread = !nested && (!same(x.properties, y.properties) || !same(x.items, y.items));
    if (unread)
        details.push('definition changed');
    // The parent's line comes first, then its nested properties and items.
    const at = out.length;
    if (nested)
        diffProperties(x, y, `${path}.`, out, depth + 1);
    if (nested && !same(x.items, y.items)) {
        diffProperty(`${path}[]`, asSchema(x.items), asSchema(y.items), { was: false, is: false }, out, depth + 1);
    }
    const breaking = typeBreaks(tx, ty) ||
        (!required.was && required.is) ||
        enumBreaks(x.enum, y.enum) ||
        keywordsBreak(x, y, WORDED) ||
        unread;
    if (details.length)
        out.splice(at, 0, change(path, 'changed', details, x, y, breaking));
}
/** Whether a change of the schema's own keywords (not its properties) can refuse an input that fitted before. */
function ownKeywordsBreak(before, after) {
    return keywordsBreak(before, after, WORDED);
}
/** Whether any keyword outside `skip` changed in a way that can refuse an input (schema-compat.ts). */
function keywordsBreak(a, b, skip) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].some((k) => !skip.has(k) && !spellsType(k, a, b) && !same(a[k], b[k]) && keywordBreaks(k, a[k], b[k]));
}
function change(property, kind, details, x, y, breaking) {
    const before_type = x === undefined ? null : typeOf(asSchema(x));
    const after_type = y === undefined ? null : typeOf(asSchema(y));
    return { property, change: kind, details, before_type, after_type, breaking };
}
/** A property's schema; `true` / `false` / junk read as an empty schema (it has no keywords to compare). */
function asSchema(v) {
    return (0,util_json/* isRecord */.u4)(v) ? v : {};
}
/** `integer`, `string|null` (a type list, or the types of an anyOf / oneOf), or null when untyped. */
function typeOf(s) {
    if (typeof s.type === 'string')
        return s.type;
    if (Array.isArray(s.type))
        return s.type.map(String).join('|');
    const branches = Array.isArray(s.anyOf) ? s.anyOf : Array.isArray(s.oneOf) ? s.oneOf : null;
    if (!branches)
        return null;
    const types = branches.map((b) => typeOf(asSchema(b)));
    return types.every((t) => t !== null) ? [...new Set(types)].join('|') : null;
}
function presence(a, b) {
    return a === undefined ? 'added' : b === undefined ? 'removed' : 'changed';
}
function enumChanges(a, b) {
    if (same(a, b))
        return [];
    if (!Array.isArray(b))
        return ['no longer limited to a list of values'];
    if (!Array.isArray(a))
        return [`now one of ${list(b)}`];
    const keys = (v) => new Set(v.map((x) => (0,util_json/* canonicalJson */.dj)(x)));
    const [ka, kb] = [keys(a), keys(b)];
    const added = b.filter((x) => !ka.has((0,util_json/* canonicalJson */.dj)(x)));
    const removed = a.filter((x) => !kb.has((0,util_json/* canonicalJson */.dj)(x)));
    return [
        ...(added.length ? [`values added: ${list(added)}`] : []),
        ...(removed.length ? [`values removed: ${list(removed)}`] : []),
    ];
}
/** Keywords outside `skip` whose values differ: `minimum 1 -> (none)`, in keyword order. */
function keywordChanges(a, b, skip) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => !skip.has(k)).sort();
    return keys
        .filter((k) => !same(a[k], b[k]) && !spellsType(k, a, b))
        .map((k) => `${k} ${show(a[k])} -> ${show(b[k])}`);
}
/**
 * An anyOf / oneOf that only spells a type (`string|null`): the type line says it. Beside an explicit `type` it
 * constrains more than the type, and is compared as any keyword is.
 */
function spellsType(k, a, b) {
    const alone = (s) => s[k] === undefined || s.type === undefined;
    return (k === 'anyOf' || k === 'oneOf') && typeOf(a) !== null && typeOf(b) !== null && alone(a) && alone(b);
}
function same(a, b) {
    return (0,util_json/* canonicalJson */.dj)(a) === (0,util_json/* canonicalJson */.dj)(b);
}
/** A value in a line: `10`, `"Text"`, `(none)`; long JSON cut short. */
function show(v) {
    if (v === undefined)
        return '(none)';
    return (0,util_text/* truncate */.xv)((0,util_json/* canonicalJson */.dj)(v), MAX_SHOWN);
}
function list(values) {
    const shown = values.slice(0, MAX_VALUES).map(show).join(', ');
    return values.length > MAX_VALUES ? `${shown}, +${values.length - MAX_VALUES} more` : shown;
}

;// CONCATENATED MODULE: ./src/scoring/suggestions.ts


/** The harness's own rejection ends with the whole schema, which names every parameter: not the error's words. */
const SCHEMA_DUMP = /\s*Expected input schema:[\s\S]*$/;
const MAX_VALUE = 40;
/** Suggestions for a failing call; `baseline` is its baseline call of the same tool, when paired. */
function argumentSuggestions(call, baseline, diff) {
    const error = (call.harness_error ?? call.content.map((b) => b.text ?? '').join('\n')).replace(SCHEMA_DUMP, '');
    const sent = baseline ?? call;
    const who = baseline ? 'the baseline' : 'the call';
    return diff.properties.filter((p) => namesArgument(error, p.property)).map((p) => suggestion(p, sent.arguments, who));
}
/**
 * Does the error name this argument? Quoted ('limit', "limit", `limit`), as a JSON pointer
 * (/limit, /filter/since), or, for names of three letters or more, as a word.
 */
function namesArgument(error, property) {
    const path = property.split(/\.|\[\]/).filter(Boolean);
    const leaf = path[path.length - 1] ?? property;
    const quoted = new RegExp(`['"\`]${(0,util_text/* escapeRegExp */.Nt)(leaf)}['"\`]|/${path.map(util_text/* escapeRegExp */.Nt).join('/(?:\\d+/)?')}\\b`);
    if (quoted.test(error))
        return true;
    return leaf.length >= 3 && new RegExp(`(?<![\\w-])${(0,util_text/* escapeRegExp */.Nt)(leaf)}(?![\\w-])`).test(error);
}
/** The value at a dotted path of the arguments (array items: the first one's). */
function valueAt(args, property) {
    let v = args;
    for (const key of property.split('.')) {
        const [name, items] = key.endsWith('[]') ? [key.slice(0, -2), true] : [key, false];
        v = v !== null && typeof v === 'object' ? v[name] : undefined;
        if (items)
            v = Array.isArray(v) ? v[0] : undefined;
    }
    return v;
}
function suggestion(p, args, who) {
    const value = valueAt(args, p.property);
    const sent = value === undefined ? `${who} did not send it` : `${who} sent ${(0,util_text/* truncate */.xv)((0,util_json/* canonicalJson */.dj)(value), MAX_VALUE)}`;
    const name = `\`${p.property}\``;
    if (p.change === 'removed')
        return `${name} was removed: ${sent}`;
    if (p.change === 'added')
        return `${name} is new${p.details[0]?.includes('required') ? ' and required' : ''}: ${sent}`;
    if (p.before_type !== p.after_type && p.after_type !== null)
        return `${name} is now ${typeWords(p.after_type)}: ${sent}`;
    if (p.details.includes('now required'))
        return `${name} is now required: ${sent}`;
    return `${name} changed (${p.details.join(', ')}): ${sent}`;
}
/** `string` -> "a string", `integer` -> "an integer", `string|null` -> "of type string|null". */
function typeWords(type) {
    if (type.includes('|'))
        return `of type ${type}`;
    return `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
}

;// CONCATENATED MODULE: ./src/scoring/finding.ts
/** A cause line's longest quote of a message. */
const MAX_LINE = 200;
function finding(kind, server, tool, summary, detail, more = {}) {
    return { kind, server, tool, summary, evidence: [], suggestions: [], rename: null, ...more, detail };
}

;// CONCATENATED MODULE: ./src/scoring/cause-tools.ts


/**
 * The scenario's tool changes of each server that answered on both sides of this run: a server on one side only
 * was added to or dropped from the config, which is not a tool-list change.
 */
function serverDeltas(changes, before, after) {
    const both = (name) => before.some((x) => x.name === name) && after.some((x) => x.name === name);
    const deltas = new Map();
    for (const c of changes) {
        if (!both(c.server))
            continue;
        const rules = new Map();
        for (const r of c.renames ?? [])
            if (r.rule)
                rules.set(r.rule, [...(rules.get(r.rule) ?? []), r]);
        deltas.set(c.server, {
            version: c.version ?? '?',
            removed: new Set(c.removed),
            renamed: new Map((c.renames ?? []).map((r) => [r.from, r])),
            rules,
            splits: new Map((c.splits ?? []).map((x) => [x.from, x.into])),
            changed: new Map((c.schema_diffs ?? []).flatMap((d) => (d.change ? [[d.tool, d.change]] : []))),
        });
    }
    return deltas;
}
/** A call of a tool its server no longer lists: removed, or probably renamed. */
function goneFinding(call, deltas, detail) {
    const at = (0,trajectory/* parseCanonicalId */.bG)(call.id);
    const delta = at ? deltas.get(at.server) : undefined;
    if (!at || !delta)
        return null;
    const into = delta.splits.get(at.tool);
    if (into)
        return splitFinding(at, into, delta, detail);
    const rename = delta.renamed.get(at.tool);
    if (rename?.rule)
        return ruleFinding(at, rename, delta, detail);
    if (rename) {
        const evidence = [renameEvidence(at.tool, rename), rename.input ?? null].filter((x) => x !== null);
        const summary = `\`${at.tool}\` was probably renamed to \`${rename.to}\` on server \`${at.server}\`` +
            ` (confidence ${rename.confidence.toFixed(2)})`;
        return finding('tool_renamed', at.server, at.tool, summary, detail, {
            evidence,
            suggestions: [`call \`${rename.to}\` instead of \`${at.tool}\``],
            rename: { to: rename.to, confidence: rename.confidence },
        });
    }
    if (!delta.removed.has(at.tool))
        return null;
    const summary = `\`${at.tool}\` was removed from server \`${at.server}\``;
    const evidence = [`the tool list of \`${at.server}\` (${delta.version}) has no \`${at.tool}\``];
    return finding('tool_removed', at.server, at.tool, summary, detail, { evidence });
}
/** Pairs of a folded list shown in a cause's evidence. */
const MAX_FOLDED = 20;
/** One of a server's tools renamed by a rule: the cause is the rule, said once with the count and the folded list. */
function ruleFinding(at, rename, delta, detail) {
    const all = delta.rules.get(rename.rule) ?? [rename];
    const folded = all.slice(0, MAX_FOLDED).map((r) => `${r.from} -> ${r.to}`);
    const more = all.length > MAX_FOLDED ? `, +${all.length - MAX_FOLDED} more` : '';
    const summary = `${all.length} tools of server \`${at.server}\` were renamed by one rule: ${rename.rule}`;
    return finding('tools_renamed', at.server, null, summary, detail, {
        evidence: [`renamed (${delta.version}): ${folded.join(', ')}${more}`],
        suggestions: [`rename the tools the agent calls by the same rule: \`${at.tool}\` is now \`${rename.to}\``],
        rule: rename.rule,
    });
}
/** A tool replaced by several whose names extend its own: one cause, with where each of its calls should go now. */
function splitFinding(at, into, delta, detail) {
    const names = into.map((n) => `\`${n}\``).join(', ');
    const summary = `\`${at.tool}\` on server \`${at.server}\` was split into ${names}`;
    return finding('tool_split', at.server, at.tool, summary, detail, {
        evidence: [`the tool list of \`${at.server}\` (${delta.version}) has no \`${at.tool}\`; new: ${into.join(', ')}`],
        suggestions: [`call the one of ${names} that fits what the call does, instead of \`${at.tool}\``],
    });
}
/** `add -> get-sum: name 0.50, schema 1.00, description 0.33`; null in older results without the evidence. */
function renameEvidence(from, rename) {
    if (!rename.evidence)
        return null;
    const { name, schema, description } = rename.evidence;
    const shown = (x) => (x === null ? 'none' : x.toFixed(2));
    return `${from} -> ${rename.to}: name ${shown(name)}, schema ${shown(schema)}, description ${shown(description)}`;
}

// EXTERNAL MODULE: ./src/results/phrases.ts
var phrases = __webpack_require__(99128);
;// CONCATENATED MODULE: ./src/scoring/failure-causes.ts






/** A server's own words that it crashed: a Go panic, a fatal error, a segfault. */
const CRASHED = /\bpanic: |\bfatal error: |segmentation fault|\bSIGSEGV\b/i;
/** `server "name" ...` at the start of a pipeline message about a server. */
const SERVER_NAMED = /^server "([^"]+)"/;
/** The scenario's server crash, if a message of it shows one: the first found, with the server's last words. */
function crashFinding(s) {
    const calls = s.runs.flatMap((r) => r.trajectory.messages.filter((m) => m.type === 'tool_call'));
    const said = [
        ...[s.error, ...s.runs.map((r) => r.error)].flatMap((t) => (t ? [{ text: t, id: null }] : [])),
        ...calls.map((c) => ({ text: c.harness_error ?? (c.is_error ? failureText(c) : ''), id: c.id })),
    ];
    for (const { text, id } of said) {
        const line = text.split('\n').find((l) => l.includes(phrases/* SERVER_EXITED */.u9) || CRASHED.test(l));
        if (!line)
            continue;
        const server = SERVER_NAMED.exec(line)?.[1] ?? (id && (0,trajectory/* parseCanonicalId */.bG)(id)?.server) ?? null;
        const shown = (0,util_text/* truncate */.xv)(line, MAX_LINE);
        const summary = `server \`${server ?? '?'}\` crashed${line.includes(phrases/* SERVER_EXITED */.u9) ? ': its process exited' : ''}`;
        return finding('server_crashed', server, null, summary, shown, { evidence: [shown] });
    }
    return null;
}
/** A service restart that failed: the scenario's error says with which configuration, and why. */
function restartFinding(s) {
    if (!s.error?.startsWith(phrases/* RESTART_FAILED */.iG))
        return null;
    const shown = (0,util_text/* truncate */.xv)(s.error.split('\n')[0], MAX_LINE);
    return finding('server_down', null, null, "the service's restart failed", shown, { evidence: [shown] });
}
/** A recording refused as a baseline: its error says which calls failed and what to do. */
function refusedFinding(s) {
    if (!s.error?.startsWith(phrases/* NOT_RECORDED */.D0))
        return null;
    const shown = (0,util_text/* truncate */.xv)(s.error.split('\n')[0], MAX_LINE);
    return finding('baseline_refused', null, null, 'not recorded as a baseline', shown);
}
/** Each call of a still-failing run that stays failed, as it did in the baseline: not the change's doing. */
function stillFailingFindings(r) {
    if (!r.evaluation?.still_failing)
        return [];
    return failingCalls(r.trajectory).flatMap((c) => {
        const at = (0,trajectory/* parseCanonicalId */.bG)(c.id);
        if (!at)
            return [];
        const reason = failureReason(c);
        const summary = `\`${at.tool}\` on server \`${at.server}\` fails as it did in the baseline`;
        const detail = `still failing: ${at.tool}${reason ? `: ${reason}` : ''}`;
        return [finding('still_failing', at.server, at.tool, summary, (0,util_text/* truncate */.xv)(detail, MAX_LINE))];
    });
}
function failureText(c) {
    return c.content.find((b) => b.type === 'text')?.text ?? '';
}

;// CONCATENATED MODULE: ./src/scoring/causes.ts














/** Statuses that need no explaining. */
const PASSING = new Set(['GOOD', 'RECORDED']);
/** Causes in this order when they break as many scenarios: the most basic first (a Record: every kind has a rank). */
const KIND_RANK = {
    suspicious_description: -1,
    suspicious_answer: -1,
    server_down: 0,
    server_quarantined: 0,
    server_crashed: 0,
    tool_removed: 1,
    tool_renamed: 2,
    tools_renamed: 2,
    tool_split: 2,
    schema_changed: 3,
    tool_errors: 4,
    response_changed: 5,
    still_failing: 6,
    baseline_refused: 6,
    unexplained: 7,
};
const MAX_EVIDENCE = 5;
const MAX_SUGGESTIONS = 5;
/**
 * The failing scenarios of a run grouped by cause, most scenarios first; unexplained ones last. A suspicious
 * description (docs/scoring/descriptions.md) leads, with every scenario that saw it, passing or not: the words a model
 * reads changed in a way that looks like poisoning, whatever the scores say.
 */
function findCauses(results) {
    const causes = new Map();
    for (const s of results) {
        for (const f of suspiciousFindings(s))
            addFinding(causes, f, s);
        if (PASSING.has(s.status))
            continue;
        const findings = scenarioFindings(s);
        if (findings.length === 0)
            findings.push(unexplained(s));
        for (const f of findings)
            addFinding(causes, f, s);
    }
    const rank = (c) => ((0,verdict/* isSuspicious */.oK)(c.kind) ? -1 : c.kind === 'unexplained' ? 1 : 0);
    return [...causes.values()].sort((a, b) => rank(a) - rank(b) ||
        b.scenarios.length - a.scenarios.length ||
        KIND_RANK[a.kind] - KIND_RANK[b.kind] ||
        (0,util_text/* compareText */.n6)(a.server ?? '', b.server ?? '') ||
        (0,util_text/* compareText */.n6)(a.tool ?? '', b.tool ?? ''));
}
function addFinding(causes, f, s) {
    // Two suspicious texts of one tool (its description and a parameter) are two causes: their summaries differ.
    const text = f.kind === 'suspicious_description' || f.kind === 'suspicious_answer' ? f.summary : '';
    const key = `${f.kind}|${f.server ?? ''}|${f.tool ?? ''}|${f.rename?.to ?? ''}|${f.rule ?? ''}|${text}`;
    const { detail, ...cause } = f;
    const c = causes.get(key) ?? { ...cause, evidence: [], suggestions: [], scenarios: [] };
    causes.set(key, c);
    c.evidence = unique([...c.evidence, ...f.evidence], MAX_EVIDENCE);
    c.suggestions = unique([...c.suggestions, ...f.suggestions], MAX_SUGGESTIONS);
    if (!c.scenarios.some((x) => x.id === s.id))
        c.scenarios.push({ id: s.id, name: s.name, status: s.status, detail });
}
/**
 * What the screening found in the scenario's texts (docs/scoring/screening.md): a suspicious text the servers show a
 * model, or an answer that started carrying orders to it; its verdict, the words that decided it, and the model's
 * second opinion beside it when one was asked.
 */
function suspiciousFindings(s) {
    return (s.screening ?? []).map((f) => {
        const cls = f.class.replace(/_/g, ' ');
        const on = `on server \`${f.server}\``;
        const summary = f.kind === 'answer'
            ? `${f.tool ? `\`${f.tool}\`` : 'a tool'} ${on} answers with orders to the model (${cls})`
            : `${f.where} ${on} looks like ${cls}`;
        const opinion = f.opinion ? [`second opinion (${f.opinion.model}): ${f.opinion.verdict}: ${f.opinion.reason}`] : [];
        // The deciding words first, the model's opinion beside them, then the score and the other signals (cut at 5).
        const [top, ...more] = f.signals.map(screening/* describeSignal */.e4);
        const score = `score ${f.score.toFixed(2)} (suspicious from 0.50): "${(0,sanitize_escape/* oneLine */.TN)(f.excerpt)}"`;
        const evidence = [top, ...opinion, score, ...more].map((l) => (0,util_text/* truncate */.xv)(l, MAX_LINE));
        const suggestions = [
            f.kind === 'answer'
                ? 'find what put these words in the answer (a page, a file, a record the tool read) before an agent reads it'
                : 'review the new wording before any agent reads it; record again only once it is trusted',
        ];
        const kind = f.kind === 'answer' ? 'suspicious_answer' : 'suspicious_description';
        return finding(kind, f.server, f.tool, summary, evidence[0], { evidence, suggestions });
    });
}
function unique(list, max) {
    return [...new Set(list)].slice(0, max);
}
/** Every cause one scenario shows, once each (the first run that showed it says where). */
function scenarioFindings(s) {
    const found = new Map();
    const add = (f) => {
        const key = `${f?.kind}|${f?.server}|${f?.tool}|${f?.rule ?? ''}`;
        if (f && !found.has(key))
            found.set(key, f);
    };
    const errors = [s.error, ...s.runs.map((r) => r.error)];
    // The service under test stopped: whatever else failed in the scenario followed from it.
    const stopped = errors.map(serviceStopped).find((f) => f !== null);
    if (stopped)
        return [stopped];
    // So did whatever followed a server crash, and a recording refused for its failing calls needs no other cause.
    const crashed = crashFinding(s) ?? refusedFinding(s) ?? restartFinding(s);
    if (crashed)
        return [crashed];
    for (const text of errors)
        connectFailures(text).forEach(add);
    for (const r of s.runs)
        [...runFindings(s, r), ...stillFailingFindings(r)].forEach(add);
    driftFindings(s.replay?.drift ?? []).forEach(add);
    return [...found.values()];
}
/**
 * A server named by a connect failure: the pipeline's message for a server that did not start,
 * answer `initialize` or list its tools, one line per server (servers/connection.ts).
 */
const CONNECT_FAILURE = /^server "([^"]+)"(?: \(.*?\))?: failed to (?:connect|start and initialize|list tools)\b/;
function connectFailures(text) {
    return (text ?? '').split('\n').flatMap((line) => {
        const m = CONNECT_FAILURE.exec(line);
        if (!m)
            return [];
        const shown = (0,util_text/* truncate */.xv)(line, MAX_LINE);
        return [
            finding('server_down', m[1], null, `server \`${m[1]}\` fails to start or connect`, shown, { evidence: [shown] }),
        ];
    });
}
/** The first line of a stopped container's message (service/containers.ts stoppedMessage). */
const SERVICE_STOPPED = /^service "([^"]+)" stopped: container \S+ exited with (?:code (\d+))?/;
function serviceStopped(text) {
    const line = (text ?? '').split('\n').find((l) => SERVICE_STOPPED.test(l));
    if (!line)
        return null;
    const [, service, code] = SERVICE_STOPPED.exec(line);
    const shown = (0,util_text/* truncate */.xv)(line, MAX_LINE);
    const summary = `service \`${service}\` stopped${code ? ` (exit code ${code})` : ''}`;
    return finding('server_down', service, null, summary, shown, { evidence: [shown] });
}
/**
 * MCPProxy's answer to a call of a quarantined server's tool, a successful result (internal/server/mcp.go of
 * v0.60.0): `{"status": "QUARANTINED_SERVER_BLOCKED", "serverName": ..., "message": "🔒 SECURITY BLOCK: ..."}`.
 */
function blockedAnswer(c) {
    return c.content.map(jsonOf).find((v) => (0,util_json/* isRecord */.u4)(v) && v.status === 'QUARANTINED_SERVER_BLOCKED');
}
/** Calls that the proxy blocked because their server is quarantined, when no baseline call was: the quarantine. */
function quarantineFindings(ctx) {
    if (ctx.bCalls.some(blockedAnswer))
        return [];
    return ctx.cCalls.flatMap((c) => {
        const answer = blockedAnswer(c);
        const at = (0,trajectory/* parseCanonicalId */.bG)(c.id);
        const upstream = answer?.serverName;
        if (!at || typeof upstream !== 'string')
            return [];
        const summary = `server \`${upstream}\` is quarantined by \`${at.server}\`: its tools are hidden, calls blocked`;
        const message = typeof answer?.message === 'string' ? answer.message : 'QUARANTINED_SERVER_BLOCKED';
        const detail = `${at.tool}: ${(0,util_text/* truncate */.xv)(message, MAX_LINE)}`;
        return [
            finding('server_quarantined', upstream, null, summary, detail, {
                evidence: [detail],
                suggestions: [`if the quarantine is not meant, set "quarantined": false on \`${upstream}\` in the config`],
            }),
        ];
    });
}
function unexplained(s) {
    const runs = s.runs.filter((r) => r.evaluation);
    const worst = runs.sort((a, b) => a.evaluation.score - b.evaluation.score)[0]?.evaluation;
    const why = s.error ?? worst?.first_divergence?.description ?? `score ${worst?.score.toFixed(2) ?? 'none'}`;
    return finding('unexplained', null, null, 'no identified cause', (0,util_text/* truncate */.xv)(why.split('\n')[0], MAX_LINE));
}
/** The causes one compared run points at: its diverging pairs and its changed responses. */
function runFindings(s, r) {
    const e = r.evaluation;
    const baseline = s.baseline_trajectories.find((t) => t.run_index === r.baseline_run_index);
    if (!e || !baseline)
        return [];
    const ctx = {
        deltas: serverDeltas(s.tool_changes, baseline.servers, r.trajectory.servers),
        bCalls: (0,trajectory/* scoredCalls */.C_)(baseline),
        cCalls: (0,trajectory/* scoredCalls */.C_)(r.trajectory),
    };
    const quarantined = quarantineFindings(ctx);
    if (quarantined.length)
        return quarantined;
    const out = e.pairs.filter((p) => p.kind !== 'match').flatMap((p) => pairFinding(p, ctx) ?? []);
    return [...out, ...driftFindings(e.drift)];
}
/** The changed responses among a run's (or a replay's) drift. */
function driftFindings(drift) {
    return drift.flatMap((d) => {
        // A new failure is a pair's; gained keys break nothing; an answer to other arguments says nothing of a server.
        if (d.kind === 'is_error' || d.kind === 'additive' || d.kind === 'arguments')
            return [];
        const at = (0,trajectory/* parseCanonicalId */.bG)(d.id);
        if (!at)
            return [];
        const detail = `call ${d.baseline_index + 1} ${d.id}: response changed (${d.kind}): ${d.detail}`;
        const summary = `\`${at.tool}\` on server \`${at.server}\` answers in another shape`;
        const evidence = [`${at.tool}: ${d.kind}: ${d.detail}`];
        return [finding('response_changed', at.server, at.tool, summary, detail, { evidence })];
    });
}
/** The cause a diverging pair points at, if any. */
function pairFinding(p, ctx) {
    const b = p.baseline_index === null ? null : ctx.bCalls[p.baseline_index];
    const c = p.current_index === null ? null : ctx.cCalls[p.current_index];
    const detail = describePair(p, ctx.bCalls, ctx.cCalls);
    // The baseline's tool is gone: however the call diverged (missing, replaced, rejected) follows from that.
    const gone = b ? goneFinding(b, ctx.deltas, detail) : null;
    if (gone || !c)
        return gone;
    const sameTool = b !== null && b.id === c.id;
    const at = (0,trajectory/* parseCanonicalId */.bG)(c.id);
    if (!at)
        return null;
    const diff = ctx.deltas.get(at.server)?.changed.get(at.tool);
    if (c.is_error && !(sameTool && b.is_error)) {
        const suggestions = diff ? argumentSuggestions(c, sameTool ? b : null, diff) : [];
        // Schema-related only when the harness refused the input or the error names a changed argument.
        if (diff && (INVALID_INPUT.test(c.harness_error ?? '') || suggestions.length))
            return schemaFinding(at, diff, detail, suggestions);
        return goneFinding(c, ctx.deltas, detail) ?? errorsFinding(at, c, detail);
    }
    // Same tool, other values for arguments the schema change is about: the agent follows the change.
    const moved = sameTool && diff ? differingKeys(prepare(b.arguments), prepare(c.arguments)) : [];
    return diff && moved.some((k) => diff.properties.some((x) => rootOf(x.property) === k))
        ? schemaFinding(at, diff, detail, [])
        : null;
}
/** The harness's rejection of arguments that do not fit the tool's current schema (servers/server-tools.ts). */
const INVALID_INPUT = /^invalid tool_inputs for /;
function rootOf(property) {
    return property.split(/\.|\[\]/)[0];
}
function errorsFinding(at, c, detail) {
    const summary = `\`${at.tool}\` on server \`${at.server}\` now returns errors`;
    return finding('tool_errors', at.server, at.tool, summary, detail, { evidence: [`${at.tool}: ${failureReason(c)}`] });
}
function schemaFinding(at, diff, detail, suggestions) {
    const summary = `\`${at.tool}\` on server \`${at.server}\` changed its input schema`;
    const evidence = [`${at.tool}: ${describeSchemaDiff(diff)}`];
    return finding('schema_changed', at.server, at.tool, summary, detail, { evidence, suggestions });
}

;// CONCATENATED MODULE: ./src/scoring/contract-rules.ts

const CONTRACT_RULES = {
    // The server
    'protocol-lower': 'risky',
    'protocol-higher': 'compatible',
    'capability-lost': 'risky',
    'capability-gained': 'compatible',
    'server-info-changed': 'compatible',
    'instructions-changed': 'compatible',
    'instructions-suspicious': 'risky',
    // Tools: the list
    'tool-removed': 'breaking',
    'tool-renamed': 'breaking',
    'tools-renamed-by-rule': 'breaking',
    'tool-split': 'breaking',
    'tool-added': 'compatible',
    // Tools: each field
    'input-breaking': 'breaking',
    'input-compatible': 'compatible',
    'output-schema-removed': 'breaking',
    'output-schema-added': 'compatible',
    'output-property-removed': 'breaking',
    'output-property-retyped': 'breaking',
    'output-property-optional': 'breaking',
    'output-loosened': 'breaking',
    'output-property-added': 'compatible',
    'output-property-required': 'compatible',
    'output-property-narrowed': 'compatible',
    'output-changed': 'compatible',
    'annotations-widened': 'risky',
    'annotations-narrowed': 'compatible',
    'annotations-changed': 'compatible',
    'description-changed': 'compatible',
    'description-suspicious': 'risky',
    'title-changed': 'compatible',
    'icons-changed': 'compatible',
    'meta-changed': 'compatible',
    'execution-changed': 'risky',
    // Prompts, resources, resource templates
    'prompt-removed': 'breaking',
    'prompt-added': 'compatible',
    'prompt-argument-required': 'breaking',
    'prompt-argument-removed': 'risky',
    'prompt-argument-added': 'compatible',
    'prompt-argument-optional': 'compatible',
    'prompt-changed': 'compatible',
    'resource-removed': 'breaking',
    'resource-added': 'compatible',
    'resource-mime-changed': 'risky',
    'resource-changed': 'compatible',
    'template-removed': 'breaking',
    'template-added': 'compatible',
    'template-mime-changed': 'risky',
    'template-changed': 'compatible',
    // What clients refuse, when the PR brings it (already in the reference: a finding, never failing)
    'name-refused-by-model-apis': 'breaking',
    'name-outside-mcp-guidance': 'breaking',
    'name-duplicate': 'breaking',
    'input-schema-not-object': 'breaking',
    'input-schema-top-level-combinator': 'breaking',
    'schema-does-not-compile': 'breaking',
    // Clients on an older protocol version (setting contract-protocol)
    'legacy-refused': 'breaking',
    'legacy-differs': 'risky',
    // Answers
    'answer-nonconforming': 'breaking',
};
/** A change by its rule: the class is the rule's. */
function contract_rules_change(rule, subject, detail) {
    return { class: CONTRACT_RULES[rule], rule, subject, detail };
}
const CLASS_ORDER = { breaking: 0, risky: 1, compatible: 2 };
/** Breaking first, then risky, then compatible; within a class by subject, then rule (a stable, machine-free order). */
function byClass(a, b) {
    return (CLASS_ORDER[a.class] - CLASS_ORDER[b.class] || (0,util_text/* compareText */.n6)(a.subject, b.subject) || (0,util_text/* compareText */.n6)(a.rule, b.rule));
}
/** A snapshot recorded with the whole contract (a newer harness): an older one has no capabilities recorded. */
function recordsContract(s) {
    return s.capabilities !== undefined;
}

;// CONCATENATED MODULE: ./src/scoring/contract-legacy.ts

/** Names shown at most in a change's words. */
const MAX_NAMES = 10;
/** `3 tools fewer (a, b, c)`, `1 prompt more (x)`; none when both see the same. */
function difference(kind, newest, older) {
    if (!older)
        return [];
    const [seen, now] = [new Set(older), new Set(newest)];
    const fewer = newest.filter((n) => !seen.has(n)).sort();
    const more = older.filter((n) => !now.has(n)).sort();
    const words = (list, which) => {
        const shown = list.slice(0, MAX_NAMES).join(', ') + (list.length > MAX_NAMES ? `, +${list.length - MAX_NAMES} more` : '');
        return `${list.length} ${kind}${list.length === 1 ? '' : 's'} ${which} (${shown})`;
    };
    return [...(fewer.length ? [words(fewer, 'fewer')] : []), ...(more.length ? [words(more, 'more')] : [])];
}
/** What a client on the older protocol version cannot do with this server; empty when it was not asked. */
function legacyIssues(s) {
    const v = s.legacy;
    if (!v)
        return [];
    const subject = `protocol ${v.requested}`;
    const asking = `a client asking for ${v.requested}`;
    if (v.error)
        return [contract_rules_change('legacy-refused', subject, `${asking} is refused: ${v.error}`)];
    if (v.negotiated !== v.requested) {
        const words = `${asking} is answered ${v.negotiated ?? 'no version'}: it cannot use the server`;
        return [contract_rules_change('legacy-refused', subject, words)];
    }
    const seen = [
        ...difference('tool', s.tools.map((t) => t.name), v.tools),
        ...difference('prompt', (s.prompts ?? []).map((p) => p.name), s.prompts ? v.prompts : undefined),
        ...difference('resource', (s.resources ?? []).map((r) => r.uri), s.resources ? v.resources : undefined),
    ];
    return seen.length ? [contract_rules_change('legacy-differs', subject, `clients on ${v.requested} see ${seen.join('; ')}`)] : [];
}

;// CONCATENATED MODULE: ./src/scoring/contract-clients.ts
// What clients would refuse in a server's contract (docs/scoring/contract.md "What clients refuse"): tool names the
// model APIs do not take once an agent has prefixed them (`mcp__<server>__<tool>`, as Claude Code names them), names
// outside the MCP spec's guidance, names listed twice, input schemas the model APIs refuse (not an object, or
// oneOf/anyOf/allOf at the top level), schemas that do not compile. Each issue the PR brings is a breaking change;
// one the reference already had is a finding, listed and never failing.



/** The model APIs' tool-name rule (Anthropic's Messages API, OpenAI's function tools). */
const MODEL_API_NAME = /^[a-zA-Z0-9_-]{1,64}$/;
/** The MCP spec's tool-name guidance (2025-11-25): 1 to 128 of letters, digits, `_`, `-` and `.`. */
const MCP_NAME_GUIDANCE = /^[A-Za-z0-9_.-]{1,128}$/;
const MODEL_API_MAX = 64;
const COMBINATORS = ['oneOf', 'anyOf', 'allOf'];
/** The name an agent gives a server's tool: Claude Code's `mcp__<server>__<tool>`. */
function agentToolName(server, tool) {
    return `mcp__${server}__${tool}`;
}
/** The characters of `name` outside a rule's, each once, shown as code points when they are not printable. */
function offending(name, allowed) {
    const bad = [...new Set([...name].filter((c) => !allowed.test(c)))];
    return bad
        .map((c) => (/^[\x21-\x7e]$/.test(c) ? `"${c}"` : `U+${c.codePointAt(0).toString(16).padStart(4, '0')}`))
        .join(', ');
}
function nameIssues(server, tool) {
    const out = [];
    const full = agentToolName(server, tool);
    if (!MODEL_API_NAME.test(full)) {
        const chars = offending(full, /[a-zA-Z0-9_-]/);
        const why = [
            chars ? `has ${chars}` : '',
            full.length > MODEL_API_MAX ? `is ${full.length} characters with the prefix mcp__${server}__` : '',
        ].filter(Boolean);
        const words = `${full} ${why.join(' and ')}: refused by the model APIs (letters, digits, _ and -, at most 64)`;
        out.push(contract_rules_change('name-refused-by-model-apis', `tool ${tool}`, words));
    }
    if (!MCP_NAME_GUIDANCE.test(tool)) {
        const chars = offending(tool, /[A-Za-z0-9_.-]/);
        const why = [chars ? `has ${chars}` : '', tool.length > 128 ? `is ${tool.length} characters` : ''].filter(Boolean);
        const guidance = "outside the MCP spec's tool-name guidance (1 to 128 of A-Z, a-z, 0-9, _, -, .)";
        const words = `${why.join(' and ') || 'is empty'}: ${guidance}`;
        out.push(contract_rules_change('name-outside-mcp-guidance', `tool ${tool}`, words));
    }
    return out;
}
function schemaIssues(t) {
    const subject = `tool ${t.name}`;
    const out = [];
    if (t.input_schema_fix) {
        const words = `input schema as listed: ${t.input_schema_fix}; the model APIs take only "type": "object"`;
        out.push(contract_rules_change('input-schema-not-object', subject, words));
    }
    const top = (0,util_json/* isRecord */.u4)(t.input_schema) ? COMBINATORS.filter((k) => k in t.input_schema) : [];
    if (top.length) {
        const words = `input schema has ${top.join(', ')} at the top level: refused by the Anthropic API (and Claude Code)`;
        out.push(contract_rules_change('input-schema-top-level-combinator', subject, words));
    }
    for (const which of ['input', 'output']) {
        const error = t.schema_errors?.[which];
        if (error)
            out.push(contract_rules_change('schema-does-not-compile', subject, `${which} schema does not compile: ${error}`));
    }
    return out;
}
/** Everything clients would refuse in one server's contract, tool by tool. */
function clientIssues(s) {
    const duplicates = (s.duplicate_tools ?? []).map((n) => contract_rules_change('name-duplicate', `tool ${n}`, `listed more than once: a client keeps one, or refuses the list`));
    return [
        ...s.tools.flatMap((t) => [...nameIssues(s.name, t.name), ...schemaIssues(t)]),
        ...duplicates,
        ...legacyIssues(s),
    ];
}
/** An issue is the same one on both sides when its rule and subject are. */
const key = (c) => `${c.rule}\u0000${c.subject}`;
/**
 * The issues of `after` that `before` did not have, as breaking changes; those it had, as findings. Without a
 * reference (`before` undefined) there is nothing a PR brought: every issue is a finding.
 */
function clientChanges(before, after) {
    const had = before ? new Set(clientIssues(before).map(key)) : null;
    const issues = clientIssues(after);
    const brought = (c) => had !== null && !had.has(key(c)) && known(before, after, c.rule);
    return {
        changes: issues.filter(brought),
        findings: issues.filter((c) => !brought(c)).map(({ class: _class, ...f }) => f),
    };
}
/**
 * Whether the reference could show the issue: compile errors only where it compiled its schemas, a mended schema and a
 * name listed twice only where it recorded the whole contract (an older baseline did not), an older client's view
 * only where it asked for the same version; names and shapes always.
 */
function known(before, after, rule) {
    if (rule === 'schema-does-not-compile')
        return before.schemas_compiled === true;
    if (rule === 'legacy-refused' || rule === 'legacy-differs')
        return before.legacy?.requested === after.legacy?.requested;
    if (rule === 'input-schema-not-object' || rule === 'name-duplicate')
        return recordsContract(before);
    return true;
}

;// CONCATENATED MODULE: ./src/scoring/contract-output.ts
// A tool's outputSchema between two contracts (docs/scoring/contract.md "Output schemas"). An output schema promises
// what an answer holds, so its compatibility runs the other way from an input schema's: a client that read a property
// breaks when the property goes, changes type or may be missing; a property added, or a promise tightened, breaks no
// one. The words come from the schema diff read forwards; each property's class from the diff read backwards (an
// input change that would refuse a call is, in an output, an answer the old schema would not have promised).




/** The changes of one tool's outputSchema; `subject` names the tool (`tool get-sum`). */
function outputChanges(subject, before, after) {
    const [b, a] = [(0,util_json/* isRecord */.u4)(before) ? before : undefined, (0,util_json/* isRecord */.u4)(after) ? after : undefined];
    if (!b && !a)
        return [];
    if (!b)
        return [contract_rules_change('output-schema-added', subject, 'outputSchema added')];
    if (!a) {
        const why = 'outputSchema removed: a client that reads structuredContent has nothing promised any more';
        return [contract_rules_change('output-schema-removed', subject, why)];
    }
    if ((0,util_json/* canonicalJson */.dj)(b) === (0,util_json/* canonicalJson */.dj)(a))
        return [];
    const backwards = new Map(schemaDiff(a, b).properties.map((p) => [p.property, p]));
    const out = schemaDiff(b, a).properties.map((p) => propertyChange(subject, p, backwards.get(p.property)));
    const own = schemaDiff(b, a).other;
    if (own.length) {
        const rule = ownKeywordsBreak(a, b) ? 'output-loosened' : 'output-changed';
        out.push(contract_rules_change(rule, subject, `outputSchema: ${own.join('; ')}`));
    }
    return out;
}
/** One property's change by its rule: `back` is the same property in the diff read backwards. */
function propertyChange(subject, p, back) {
    const words = `output property ${p.property}: ${p.details.join('; ')}`;
    if (p.change === 'removed')
        return contract_rules_change('output-property-removed', subject, words);
    if (p.change === 'added')
        return contract_rules_change('output-property-added', subject, words);
    const retyped = p.before_type !== p.after_type;
    if (back?.breaking !== false) {
        if (retyped && typeBreaks(p.after_type, p.before_type))
            return contract_rules_change('output-property-retyped', subject, words);
        if (p.details.includes('no longer required'))
            return contract_rules_change('output-property-optional', subject, words);
        return contract_rules_change('output-loosened', subject, words);
    }
    if (retyped)
        return contract_rules_change('output-property-narrowed', subject, words);
    if (p.details.includes('now required'))
        return contract_rules_change('output-property-required', subject, words);
    return contract_rules_change('output-changed', subject, words);
}

;// CONCATENATED MODULE: ./src/scoring/contract-tools.ts
// The fields of one tool between two contracts (docs/scoring/contract.md "Tools"): annotations, title, icons, `_meta`,
// execution and the outputSchema (contract-output.ts). Annotations are read with the spec's defaults, so a hint that
// goes away is the default's value: readOnlyHint true -> (none) is a tool that may now write.




/** The four behaviour hints, each with the value that lets a tool do more (the default, except readOnlyHint's). */
const HINTS = [
    ['readOnlyHint', false],
    ['destructiveHint', true],
    ['idempotentHint', false],
    ['openWorldHint', true],
];
/**
 * A hint as a client must read it, and where its value came from: a read-only tool destroys nothing and is
 * idempotent; else the value given, else the spec's default.
 */
function effective(annotations, hint) {
    const given = annotations?.[hint];
    const readOnly = annotations?.readOnlyHint === true;
    if (hint === 'destructiveHint' && readOnly)
        return { value: false, from: 'read-only' };
    if (hint === 'idempotentHint' && readOnly)
        return { value: true, from: 'read-only' };
    if (typeof given === 'boolean')
        return { value: given, from: 'given' };
    return { value: hint === 'destructiveHint' || hint === 'openWorldHint', from: 'default' };
}
/** `true`, `false (default)`, `true (read-only)`. */
function hintWords(e) {
    return e.from === 'given' ? String(e.value) : `${e.value} (${e.from})`;
}
/** `true`, `(none)`: a field's value as a change shows it. */
function shown(v) {
    return v === undefined ? '(none)' : (0,util_text/* truncate */.xv)((0,util_json/* canonicalJson */.dj)(v), 60);
}
/** The hints that widen and those that narrow what the tool may do; then any other annotation that changed. */
function annotationChanges(subject, b, a) {
    const [x, y] = [b.annotations, a.annotations];
    const wider = [];
    const narrower = [];
    for (const [hint, more] of HINTS) {
        const [was, now] = [effective(x, hint), effective(y, hint)];
        if (was.value === now.value)
            continue;
        (now.value === more ? wider : narrower).push(`${hint} ${hintWords(was)} -> ${hintWords(now)}`);
    }
    const hints = new Set(HINTS.map(([h]) => h));
    const others = [...new Set([...Object.keys(x ?? {}), ...Object.keys(y ?? {})])]
        .filter((k) => !hints.has(k) && (0,util_json/* canonicalJson */.dj)(x?.[k]) !== (0,util_json/* canonicalJson */.dj)(y?.[k]))
        .sort()
        .map((k) => `${k} ${shown(x?.[k])} -> ${shown(y?.[k])}`);
    return [
        ...(wider.length ? [contract_rules_change('annotations-widened', subject, `may do more: ${wider.join(', ')}`)] : []),
        ...(narrower.length ? [contract_rules_change('annotations-narrowed', subject, `may do less: ${narrower.join(', ')}`)] : []),
        ...(others.length ? [contract_rules_change('annotations-changed', subject, `annotations: ${others.join(', ')}`)] : []),
    ];
}
/** A field compared as JSON; a change in words when it differs. */
function field(rule, name, subject, x, y) {
    return (0,util_json/* canonicalJson */.dj)(x) === (0,util_json/* canonicalJson */.dj)(y) ? [] : [contract_rules_change(rule, subject, `${name} ${shown(x)} -> ${shown(y)}`)];
}
/**
 * What changed in a tool both contracts list. `full`: both sides recorded the whole contract; a baseline recorded
 * before it knew only the annotations of these fields, so only they are compared with it.
 */
function toolFieldChanges(b, a, full) {
    const subject = `tool ${a.name}`;
    const annotations = annotationChanges(subject, b, a);
    if (!full)
        return annotations;
    return [
        ...annotations,
        ...field('title-changed', 'title', subject, b.title, a.title),
        ...field('icons-changed', 'icons', subject, b.icons, a.icons),
        ...field('meta-changed', '_meta', subject, b.meta, a.meta),
        ...field('execution-changed', 'execution', subject, b.execution, a.execution),
        ...outputChanges(subject, b.output_schema, a.output_schema),
    ];
}

;// CONCATENATED MODULE: ./src/scoring/contract-lists.ts
// Prompts, resources and resource templates between two contracts (docs/scoring/contract.md "Prompts, resources,
// templates"): one gone is breaking (a client that asks for it gets an error), one added compatible; a prompt that
// demands a new argument breaks its callers; a resource's MIME type changed is risky (a client may not read it).
// A list one side does not know (an older baseline, a list that failed) is not compared.



/** The fields named whose values differ, as `title "a" -> "b"`. */
function differing(x, y, keys) {
    return keys
        .filter((k) => (0,util_json/* canonicalJson */.dj)(x[k]) !== (0,util_json/* canonicalJson */.dj)(y[k]))
        .map((k) => `${k} ${shown(x[k])} -> ${shown(y[k])}`);
}
/** Items of both lists by key: those gone, those new, and the pairs on both sides, in key order. */
function match(before, after, key) {
    const b = new Map(before.map((t) => [key(t), t]));
    const a = new Map(after.map((t) => [key(t), t]));
    const sorted = (m, other) => [...m.keys()].filter((k) => !other.has(k)).sort();
    const both = [...b.keys()].filter((k) => a.has(k)).sort();
    return { gone: sorted(b, a), added: sorted(a, b), both: both.map((k) => [k, b.get(k), a.get(k)]) };
}
function argumentChanges(subject, x, y) {
    const { gone, added, both } = match(x, y, (a) => a.name);
    return [
        ...gone.map((n) => contract_rules_change('prompt-argument-removed', subject, `argument ${n} removed`)),
        ...added.map((n) => {
            const required = y.find((a) => a.name === n)?.required === true;
            const rule = required ? 'prompt-argument-required' : 'prompt-argument-added';
            return contract_rules_change(rule, subject, `argument ${n} added${required ? ', required' : ''}`);
        }),
        ...both.flatMap(([n, p, q]) => {
            if ((p.required === true) === (q.required === true))
                return [];
            const now = q.required === true;
            const rule = now ? 'prompt-argument-required' : 'prompt-argument-optional';
            return [contract_rules_change(rule, subject, `argument ${n} ${now ? 'now required' : 'no longer required'}`)];
        }),
    ];
}
function promptChanges(before, after) {
    const { gone, added, both } = match(before, after, (p) => p.name);
    return [
        ...gone.map((n) => contract_rules_change('prompt-removed', `prompt ${n}`, 'prompt removed')),
        ...added.map((n) => contract_rules_change('prompt-added', `prompt ${n}`, 'prompt added')),
        ...both.flatMap(([n, p, q]) => {
            const subject = `prompt ${n}`;
            const words = differing(p, q, ['title', 'description', 'icons', 'meta']);
            const args = argumentChanges(subject, p.arguments ?? [], q.arguments ?? []);
            const described = (a) => [a.name, a.description ?? ''];
            const reworded = (0,util_json/* canonicalJson */.dj)((p.arguments ?? []).map(described)) !== (0,util_json/* canonicalJson */.dj)((q.arguments ?? []).map(described));
            if (reworded && !args.length)
                words.push('argument descriptions changed');
            return [...args, ...(words.length ? [contract_rules_change('prompt-changed', subject, words.join(', '))] : [])];
        }),
    ];
}
/** Resources (by URI) or templates (by URI template): removed, added, MIME type changed, other fields changed. */
function resourceChanges(kind, before, after, key) {
    const { gone, added, both } = match(before, after, key);
    const keys = ['name', 'title', 'description', 'size', 'icons', 'meta'];
    return [
        ...gone.map((k) => contract_rules_change(`${kind}-removed`, `${kind} ${k}`, `${kind} removed`)),
        ...added.map((k) => contract_rules_change(`${kind}-added`, `${kind} ${k}`, `${kind} added`)),
        ...both.flatMap(([k, x, y]) => {
            const subject = `${kind} ${k}`;
            const mime = x.mime_type === y.mime_type ? [] : [`mimeType ${shown(x.mime_type)} -> ${shown(y.mime_type)}`];
            const words = differing(x, y, keys);
            return [
                ...(mime.length ? [contract_rules_change(`${kind}-mime-changed`, subject, mime[0])] : []),
                ...(words.length ? [contract_rules_change(`${kind}-changed`, subject, words.join(', '))] : []),
            ];
        }),
    ];
}
/** The changes of the prompts, resources and templates both contracts know. */
function listChanges(b, a) {
    return [
        ...(b.prompts && a.prompts ? promptChanges(b.prompts, a.prompts) : []),
        ...(b.resources && a.resources ? resourceChanges('resource', b.resources, a.resources, (r) => r.uri) : []),
        ...(b.resource_templates && a.resource_templates
            ? resourceChanges('template', b.resource_templates, a.resource_templates, (t) => t.uri_template)
            : []),
    ];
}

;// CONCATENATED MODULE: ./src/scoring/descriptions.ts
// Changed descriptions (docs/scoring/descriptions.md): a tool whose description, or a server whose instructions,
// changed while its name and schema did not. A model reads these words as instructions, which is how a "rug pull" or
// tool poisoning reaches an agent: a reworded description is listed; one that the screening finds suspicious for a
// sign the old text did not have is marked so (the scenario's screening holds the finding and makes it a cause).



/** Words of context kept around each changed stretch of a text diff, and the diff's length at most. */
const CONTEXT_WORDS = 4;
const MAX_DIFF = 400;
/** Texts longer than this (in words) are diffed as a whole: before and after. */
const MAX_DIFF_WORDS = 600;
/**
 * What the new wording adds that looks like poisoning (the screening: docs/scoring/screening.md), one line per signal
 * with its class and words; empty when the new text is not suspicious, or only for signs the old text had already.
 */
function suspiciousSigns(before, after, at, tool) {
    const around = { siblings: at.siblings, others: at.others.filter((o) => o.server !== at.server), tool };
    const was = before ? (0,screening/* screenText */.kI)(before, around) : null;
    const now = (0,screening/* screenText */.kI)(after, { ...around, ...(before ? { before } : {}) });
    return (0,screening/* isNews */.Ms)(was, now) ? now.signals.map(screening/* describeSignal */.e4) : [];
}
/** Untrusted text shown on one line, invisible characters as escapes (never rendered), cut to `max`. */
function descriptions_shown(text, max) {
    return (0,util_text/* truncate */.xv)((0,sanitize_escape/* oneLine */.TN)(text), max);
}
/**
 * The change in words, on one line: unchanged stretches shortened to a few words of context, removed words as
 * `[-...-]`, added ones as `{+...+}`; invisible characters shown as escapes.
 */
function describeTextChange(before, after) {
    const a = before.split(/(\s+)/).filter(Boolean);
    const b = after.split(/(\s+)/).filter(Boolean);
    if (a.length + b.length > 2 * MAX_DIFF_WORDS)
        return descriptions_shown(`[-${before}-] {+${after}+}`, MAX_DIFF);
    const parts = [];
    let removed = '';
    let added = '';
    const flush = () => {
        if ((removed.trim() || added.trim()) && parts.length && !/\s$/.test(parts[parts.length - 1]))
            parts.push(' ');
        if (removed.trim())
            parts.push(`[-${removed.trim()}-]`);
        if (added.trim())
            parts.push(`${removed.trim() ? ' ' : ''}{+${added.trim()}+}`);
        removed = added = '';
    };
    const ops = wordOps(a, b);
    for (let i = 0; i < ops.length;) {
        // An unchanged stretch of words, or whitespace between two changes (which belongs to the change).
        let j = i;
        while (j < ops.length && ops[j].kind === '=')
            j++;
        const same = ops
            .slice(i, j)
            .map((o) => o.word)
            .join('');
        if (j > i && (same.trim() || i === 0 || j === ops.length)) {
            flush();
            parts.push(context(same, i === 0, j === ops.length));
        }
        else {
            removed += same;
            added += same;
        }
        for (; j < ops.length && ops[j].kind !== '='; j++) {
            if (ops[j].kind === '-')
                removed += ops[j].word;
            else
                added += ops[j].word;
        }
        i = j;
    }
    flush();
    return descriptions_shown(parts.join(''), MAX_DIFF);
}
/** An unchanged stretch: its first and last words only (its end only at the start, its start only at the end). */
function context(text, first, last) {
    const words = text.split(/(\s+)/);
    const keep = 2 * CONTEXT_WORDS;
    if (words.length <= 2 * keep)
        return text;
    const head = first ? '' : words.slice(0, keep).join('');
    const tail = last ? '' : words.slice(-keep).join('');
    return `${head}…${tail}`;
}
/** The word-level edit between two texts (longest common subsequence), in order. */
function wordOps(a, b) {
    const n = a.length;
    const m = b.length;
    const lcs = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
    for (let i = n - 1; i >= 0; i--)
        for (let j = m - 1; j >= 0; j--)
            lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    const ops = [];
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && a[i] === b[j]) {
            ops.push({ kind: '=', word: a[i++] });
            j++;
        }
        else if (j < m && (i === n || lcs[i][j + 1] >= lcs[i + 1][j]))
            ops.push({ kind: '+', word: b[j++] });
        else
            ops.push({ kind: '-', word: a[i++] });
    }
    return ops;
}

;// CONCATENATED MODULE: ./src/scoring/renames.ts




/** A pair at or above this confidence is reported as a probable rename. */
const RENAME_THRESHOLD = 0.4;
/** Removed × added tools of one server beyond which renames are not searched (a whole new tool list). */
const MAX_RENAME_PAIRS = 40_000;
/** `printEnv` -> print, env; `get-tiny-image` -> get, tiny, image; `sampleLLM` -> sample, llm. */
function nameTokens(name) {
    return words(name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2'));
}
function features(t) {
    const props = (0,util_json/* isRecord */.u4)(t.input_schema) && (0,util_json/* isRecord */.u4)(t.input_schema.properties) ? t.input_schema.properties : {};
    return {
        name: t.name,
        tokens: new Set(nameTokens(t.name)),
        // Each parameter's type, by name; empty when the schema is unknown or takes none.
        params: new Map(Object.entries(props).map(([k, v]) => [k, (0,util_json/* isRecord */.u4)(v) ? typeOf(v) : null])),
        description: t.description ? new Set(words(t.description)) : null,
    };
}
function renames_jaccard(x, y) {
    let common = 0;
    for (const w of x)
        if (y.has(w))
            common++;
    const all = x.size + y.size - common;
    return all === 0 ? 1 : common / all;
}
/** Per parameter name of either tool: 1 same name and type, ½ same name other type, 0 on one side only. */
function schemaAgreement(pa, pb) {
    const names = new Set([...pa.keys(), ...pb.keys()]);
    if (names.size === 0)
        return null;
    let sum = 0;
    for (const n of names)
        if (pa.has(n) && pb.has(n))
            sum += pa.get(n) === pb.get(n) ? 1 : 0.5;
    return sum / names.size;
}
function confidenceOf(a, b) {
    const evidence = {
        name: renames_jaccard(a.tokens, b.tokens),
        schema: schemaAgreement(a.params, b.params),
        description: a.description && b.description ? renames_jaccard(a.description, b.description) : null,
    };
    const parts = [evidence.name, evidence.schema, evidence.description].filter((x) => x !== null);
    return { confidence: parts.reduce((s, x) => s + x, 0) / parts.length, evidence };
}
/** How likely `b` is `a` renamed: the mean of the name, schema and description evidence available. */
function renameConfidence(a, b) {
    return confidenceOf(features(a), features(b));
}
/**
 * Probable renames among the tools one server lost and gained: every pair scored, then taken
 * best first (ties by name), each tool at most once, down to RENAME_THRESHOLD. A server that
 * swapped more than MAX_RENAME_PAIRS pairs' worth of tools is not searched: they stay removed.
 */
function detectRenames(removed, added) {
    if (removed.length * added.length > MAX_RENAME_PAIRS)
        return [];
    const after = added.map(features);
    const candidates = removed
        .map(features)
        .flatMap((a) => after.map((b) => ({ from: a.name, to: b.name, ...confidenceOf(a, b) })));
    candidates.sort((x, y) => y.confidence - x.confidence || (0,util_text/* compareText */.n6)(x.from, y.from) || (0,util_text/* compareText */.n6)(x.to, y.to));
    const used = new Set();
    const out = [];
    for (const c of candidates) {
        if (c.confidence < RENAME_THRESHOLD)
            break;
        if (used.has(`-${c.from}`) || used.has(`+${c.to}`))
            continue;
        used.add(`-${c.from}`).add(`+${c.to}`);
        out.push(c);
    }
    return out.sort((x, y) => (0,util_text/* compareText */.n6)(x.from, y.from));
}

;// CONCATENATED MODULE: ./src/scoring/rename-rules.ts
// Renames that follow one rule, and tools split into several (docs/scoring/contract.md "The tool list"). A release
// of an aggregating proxy that changes how it joins server and tool (`everything/echo` -> `everything_echo`) renames
// every tool of a server by one rule (so does a release that moves its names from camelCase to kebab-case, as
// server-everything's 2026 releases did): that is one story, said once with the count and the folded list, not one
// probable rename per tool. A tool replaced by several whose names extend its own (MCPProxy v0.12.0: `call_tool` ->
// `call_tool_read`, `call_tool_write`, `call_tool_destructive`) is one split, not a rename to the first of them.


/** A rule must rename at least this many tools of a server to be one. */
const MIN_RULE_TOOLS = 2;
/** A prefix rule needs the name's rest to be at least this long: a shared letter or two is no namespace. */
const MIN_CORE = 3;
const SEPARATORS = /[^A-Za-z0-9]+/g;
/** `separator "/" -> "_"` when the two names are the same words joined otherwise; else null. */
function separatorRule(from, to) {
    const words = (n) => n.split(SEPARATORS).join('\u0000');
    if (words(from) !== words(to) || from === to)
        return null;
    const [a, b] = [from.match(SEPARATORS) ?? [], to.match(SEPARATORS) ?? []];
    if (a.length !== b.length)
        return null;
    const moved = [...new Set(a.flatMap((s, i) => (s === b[i] ? [] : [`"${s}" -> "${b[i]}"`])))].sort();
    return moved.length ? `separator ${moved.join(', ')}` : null;
}
/** The naming styles a case rule names; a name of one word has none (`echo` is every style). */
const STYLES = [
    ['camelCase', /^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+$/],
    ['PascalCase', /^(?:[A-Z][a-z0-9]*){2,}$/],
    ['snake_case', /^[a-z0-9]+(?:_[a-z0-9]+)+$/],
    ['kebab-case', /^[a-z0-9]+(?:-[a-z0-9]+)+$/],
    ['SCREAMING_SNAKE_CASE', /^[A-Z0-9]+(?:_[A-Z0-9]+)+$/],
];
/** `case camelCase -> kebab-case` when the two names are the same words in two naming styles; else null. */
function caseRule(from, to) {
    const style = (n) => STYLES.find(([, re]) => re.test(n))?.[0];
    const [a, b] = [style(from), style(to)];
    if (!a || !b || a === b || orderedWords(from).join(' ') !== orderedWords(to).join(' '))
        return null;
    return `case ${a} -> ${b}`;
}
/** Where a name may be cut into a namespace and the rest: its start, and after each run of separators. */
function boundaries(name) {
    return [0, ...[...name.matchAll(SEPARATORS)].map((m) => m.index + m[0].length)].filter((i) => i < name.length);
}
/** `prefix "a_" added | removed | "a_" -> "b_"` when the names share the same rest after a namespace; else null. */
function prefixRule(from, to) {
    const cuts = new Set(boundaries(to).map((i) => to.slice(i)));
    const core = boundaries(from)
        .map((i) => from.slice(i))
        .find((rest) => rest.length >= MIN_CORE && cuts.has(rest));
    if (core === undefined)
        return null;
    const [p, q] = [from.slice(0, from.length - core.length), to.slice(0, to.length - core.length)];
    if (p === q)
        return null;
    if (!p)
        return `prefix "${q}" added`;
    if (!q)
        return `prefix "${p}" removed`;
    return `prefix "${p}" -> "${q}"`;
}
/**
 * The renames that follow a rule, one entry per rule, the rule that renames most first (a separator before a prefix
 * when they rename as many: it says more). Each tool is in one rule at most; a rule of one tool is no rule.
 */
function ruleRenames(removed, added) {
    if (removed.length * added.length > MAX_RENAME_PAIRS)
        return [];
    const byRule = new Map();
    for (const from of removed) {
        for (const to of added) {
            for (const rule of [separatorRule(from, to), caseRule(from, to), prefixRule(from, to)]) {
                if (rule)
                    byRule.set(rule, [...(byRule.get(rule) ?? []), { from, to }]);
            }
        }
    }
    const rank = (r) => (r.startsWith('separator') ? 0 : r.startsWith('case') ? 1 : 2);
    const rules = [...byRule].sort(([r, a], [s, b]) => b.length - a.length || rank(r) - rank(s) || (0,util_text/* compareText */.n6)(r, s));
    const used = new Set();
    const out = [];
    for (const [rule, pairs] of rules) {
        const free = pairs.filter((p) => !used.has(`-${p.from}`) && !used.has(`+${p.to}`));
        const kept = free.filter((p, i) => free.findIndex((x) => x.from === p.from || x.to === p.to) === i);
        if (kept.length < MIN_RULE_TOOLS)
            continue;
        for (const p of kept)
            used.add(`-${p.from}`).add(`+${p.to}`);
        out.push({ rule, renames: kept.sort((a, b) => (0,util_text/* compareText */.n6)(a.from, b.from)) });
    }
    return out;
}
/** A name's words in order, lower-cased: `callTool_read` -> call, tool, read. */
function orderedWords(name) {
    return name
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean);
}
/**
 * Tools replaced by several: a removed tool and at least two added ones whose names are its words and more
 * (`call_tool` -> `call_tool_read`, `call_tool_write`). Each added tool goes to one split at most.
 */
function detectSplits(removed, added) {
    const tokens = new Map(added.map((n) => [n, orderedWords(n)]));
    const used = new Set();
    const out = [];
    // The longest names first: `call_tool_read` extends `call_tool`, and also `call`.
    const longestFirst = [...removed].sort((a, b) => orderedWords(b).length - orderedWords(a).length || (0,util_text/* compareText */.n6)(a, b));
    for (const from of longestFirst) {
        const words = orderedWords(from);
        const extends_ = (n) => {
            const t = tokens.get(n);
            return t.length > words.length && words.every((w, i) => t[i] === w);
        };
        const into = added.filter((n) => !used.has(n) && extends_(n)).sort(util_text/* compareText */.n6);
        if (words.length === 0 || into.length < 2)
            continue;
        for (const n of into)
            used.add(n);
        out.push({ from, into });
    }
    return out.sort((a, b) => (0,util_text/* compareText */.n6)(a.from, b.from));
}

;// CONCATENATED MODULE: ./src/scoring/servers.ts






/** Every server of either side, by name, with the version it reported (null: absent or never answered). */
function serverVersions(baseline, current) {
    const names = [...new Set([...baseline, ...current].map((s) => s.name))].sort();
    const version = (list, name) => list.find((s) => s.name === name)?.server_info?.version ?? null;
    return names.map((name) => ({ name, baseline: version(baseline, name), current: version(current, name) }));
}
/**
 * Tools added, removed, or whose input schema hash changed, per server that answered on both
 * sides; a server present on one side only counts all its tools as added / removed. A server
 * that never answered (server_info null) has an unknown tool list: it is left out.
 */
function toolChanges(baseline, current) {
    const answered = (list) => new Map(list.filter((s) => s.server_info !== null).map((s) => [s.name, s]));
    const unknown = new Set([...baseline, ...current].filter((s) => s.server_info === null).map((s) => s.name));
    const before = answered(baseline);
    const after = answered(current);
    const out = [];
    for (const server of [...new Set([...before.keys(), ...after.keys()])].sort()) {
        if (unknown.has(server))
            continue;
        const b = new Map((before.get(server)?.tools ?? []).map((t) => [t.name, t.schema_hash]));
        const a = new Map((after.get(server)?.tools ?? []).map((t) => [t.name, t.schema_hash]));
        const added = [...a.keys()].filter((n) => !b.has(n)).sort();
        const removed = [...b.keys()].filter((n) => !a.has(n)).sort();
        const schemaChanged = [...a]
            .filter(([n, h]) => b.has(n) && b.get(n) !== h)
            .map(([n]) => n)
            .sort();
        if (added.length || removed.length || schemaChanged.length)
            out.push({ server, added, removed, schema_changed: schemaChanged });
    }
    return out;
}
/**
 * toolChanges, each server's with its version on both sides, its probable renames (docs/scoring/renames.md: with their
 * evidence and what the new tool takes compared with the old), the schema diff of each tool whose schema changed
 * (docs/scoring/schema-diffs.md), in words, as a structure and with its compatibility, and the tools (and server
 * instructions) whose words changed while name and schema did not, suspicious or not (docs/scoring/descriptions.md):
 * the one place tool deltas are worked out. Causes, the Markdown and the HTML read them from the results. A server
 * on one side only has nothing renamed and no diff. `run` is every server of the current run, for shadowing.
 */
function explainToolChanges(baseline, current, run = current) {
    const changes = new Map(toolChanges(baseline, current).map((c) => [c.server, c]));
    const names = [...new Set([...baseline, ...current].map((s) => s.name))].sort();
    return names.flatMap((name) => {
        const b = baseline.find((s) => s.name === name);
        const a = current.find((s) => s.name === name);
        const words = b?.server_info && a?.server_info ? describedAnew(b, a, run) : [];
        const c = changes.get(name);
        if (!c && !words.length)
            return [];
        return [explain(c ?? { server: name, added: [], removed: [], schema_changed: [] }, b, a, words)];
    });
}
function explain(c, b, a, words) {
    const def = (list, name) => list.find((t) => t.name === name);
    const [bt, at] = [b?.tools ?? [], a?.tools ?? []];
    // Renames by a rule first, then splits, then the probable renames among the rest (docs/scoring/renames.md).
    const ruled = ruleRenames(c.removed, c.added).flatMap((r) => r.renames.map((p) => ({ ...p, rule: r.rule })));
    const claimed = new Set(ruled.flatMap((p) => [p.from, p.to]));
    const splits = detectSplits(c.removed.filter((n) => !claimed.has(n)), c.added.filter((n) => !claimed.has(n)));
    for (const sp of splits)
        for (const n of [sp.from, ...sp.into])
            claimed.add(n);
    const free = (names, list) => names.filter((n) => !claimed.has(n)).map((n) => def(list, n));
    // A rename by a rule is sure (the rule is its evidence); its name, schema and description agreement are shown.
    const byRule = ruled.map(({ from, to, rule }) => ({
        from,
        to,
        rule,
        confidence: 1,
        evidence: renameConfidence(def(bt, from), def(at, to)).evidence,
    }));
    const renames = [...byRule, ...detectRenames(free(c.removed, bt), free(c.added, at))].map((r) => {
        const diff = schemaDiff(def(bt, r.from).input_schema, def(at, r.to).input_schema);
        return { ...r, input: renameInput(r.from, r.to, diff) };
    });
    const diffs = c.schema_changed.map((tool) => {
        const change = schemaDiff(def(bt, tool).input_schema, def(at, tool).input_schema);
        return { tool, diff: describeSchemaDiff(change), compatibility: compatibility(change), change };
    });
    const [vb, va] = [b?.server_info?.version ?? '?', a?.server_info?.version ?? '?'];
    const described = words.length ? { descriptions: words } : {};
    const split = splits.length ? { splits } : {};
    return { ...c, version: vb === va ? va : `${vb} -> ${va}`, renames, ...split, schema_diffs: diffs, ...described };
}
/** Tools whose description changed while name and schema did not, then the server's instructions (tool null). */
function describedAnew(b, a, run) {
    const at = {
        server: a.name,
        siblings: a.tools.map((t) => t.name),
        others: run.filter((s) => s.name !== a.name).map((s) => ({ server: s.name, tools: s.tools.map((t) => t.name) })),
    };
    const before = new Map(b.tools.map((t) => [t.name, t]));
    const changed = (x, y, tool) => ({
        tool,
        diff: describeTextChange(x, y),
        suspicious: suspiciousSigns(x, y, at, tool ?? undefined),
    });
    const out = a.tools.flatMap((t) => {
        const was = before.get(t.name);
        const [x, y] = [was?.description ?? '', t.description ?? ''];
        return was && was.schema_hash === t.schema_hash && x !== y ? [changed(x, y, t.name)] : [];
    });
    if ((0,trajectory/* instructionsChanged */.Ed)(b, a))
        out.push(changed(b.instructions ?? '', a.instructions ?? '', null));
    return out;
}
/** What the new tool takes compared with the old one; null when a side has no definition. */
function renameInput(from, to, diff) {
    if (!diff.known)
        return null;
    const same = !diff.properties.length && !diff.other.length;
    return same ? `${to} takes the same input as ${from}` : `${to} vs ${from}: ${describeSchemaDiff(diff)}`;
}
/**
 * The tool deltas of a whole run: most scenarios compare the same two tool lists of a server (the baseline's and
 * today's), so each distinct pair is worked out once and shared by every scenario that compares it.
 */
class ToolDeltas {
    known = new Map();
    between(baseline, current) {
        const names = [...new Set([...baseline, ...current].map((s) => s.name))].sort();
        return names.flatMap((name) => {
            const b = baseline.filter((s) => s.name === name);
            const a = current.filter((s) => s.name === name);
            // Shadowing reads the other servers' tool names: they are part of what is worked out.
            const others = current.filter((s) => s.name !== name).map((s) => [s.name, s.tools.map((t) => t.name)]);
            const key = (0,util_json/* sha256 */.sc)((0,util_json/* canonicalJson */.dj)([name, b, a, others]));
            if (!this.known.has(key))
                this.known.set(key, explainToolChanges(b, a, current)[0] ?? null);
            const found = this.known.get(key);
            return found ? [found] : [];
        });
    }
}

;// CONCATENATED MODULE: ./src/scoring/contract.ts
// The contract check (docs/scoring/contract.md): everything a server advertises, today against a reference (the
// baseline's contract, or side A's), each change classed compatible, risky or breaking by one rule. Pure: snapshots
// in, changes out. The tool list's changes (removed, renamed, added, input schemas, descriptions) are the ones
// servers.ts works out for the scenarios, so a report never says two things of one change. Order is no change.







/**
 * One server's contract against its reference (`before`; undefined: none): every change, breaking first, and what
 * clients would refuse that the reference already had (or all of it, without a reference), as findings.
 */
function compareContract(before, after) {
    const clients = clientChanges(before, after);
    const changes = before ? [...contractChanges(before, after), ...clients.changes].sort(byClass) : [];
    return { changes, findings: clients.findings };
}
/** Every change of one server's contract from `before` to `after`, breaking first. */
function contractChanges(before, after) {
    const full = recordsContract(before) && recordsContract(after);
    return [
        ...serverChanges(before, after, full),
        ...toolChangesOf(before, after, full),
        ...listChanges(before, after),
    ].sort(byClass);
}
/** Protocol version, capabilities, serverInfo (its version aside: every release has another). */
function serverChanges(b, a, full) {
    const out = [];
    const [pb, pa] = [b.protocol_version, a.protocol_version];
    if (pb && pa && pb !== pa) {
        out.push(contract_rules_change(pa < pb ? 'protocol-lower' : 'protocol-higher', 'server', `protocol version ${pb} -> ${pa}`));
    }
    if (b.capabilities && a.capabilities) {
        const [was, now] = [capabilityPaths(b.capabilities), capabilityPaths(a.capabilities)];
        for (const p of outermost(was, now))
            out.push(contract_rules_change('capability-lost', `capability ${p}`, `${p} no longer declared`));
        for (const p of outermost(now, was))
            out.push(contract_rules_change('capability-gained', `capability ${p}`, `${p} declared`));
    }
    const info = (s) => {
        const { version: _version, ...rest } = s.server_info ?? { name: '', version: '' };
        return full ? rest : { name: rest.name };
    };
    const [ib, ia] = [info(b), info(a)];
    const keys = [...new Set([...Object.keys(ib), ...Object.keys(ia)])].sort();
    const moved = keys.filter((k) => (0,util_json/* canonicalJson */.dj)(ib[k]) !== (0,util_json/* canonicalJson */.dj)(ia[k]));
    if (moved.length) {
        const words = moved.map((k) => `${k} ${shown(ib[k])} -> ${shown(ia[k])}`).join(', ');
        out.push(contract_rules_change('server-info-changed', 'server', `serverInfo: ${words}`));
    }
    return out;
}
/** Every capability as a dotted path (`resources.subscribe`); a flag set to false is not declared. */
function capabilityPaths(caps, prefix = '') {
    const out = new Set();
    for (const [k, v] of Object.entries(caps)) {
        if (v === false || v === null || v === undefined)
            continue;
        out.add(prefix + k);
        if ((0,util_json/* isRecord */.u4)(v))
            for (const p of capabilityPaths(v, `${prefix}${k}.`))
                out.add(p);
    }
    return out;
}
/** Paths of `from` missing in `to`, without those whose parent is missing too: `prompts`, not also its listChanged. */
function outermost(from, to) {
    const missing = [...from].filter((p) => !to.has(p));
    const set = new Set(missing);
    const parentMissing = (p) => p.split('.').some((_, i, parts) => i > 0 && set.has(parts.slice(0, i).join('.')));
    return missing.filter((p) => !parentMissing(p)).sort();
}
/** The tool list's changes as servers.ts explains them, then each listed tool's own fields. */
function toolChangesOf(b, a, full) {
    const explained = explainToolChanges([b], [a])[0];
    const out = explained ? fromToolChanges(explained) : [];
    const before = new Map(b.tools.map((t) => [t.name, t]));
    for (const t of a.tools) {
        const was = before.get(t.name);
        if (was)
            out.push(...toolFieldChanges(was, t, full));
    }
    return out;
}
/** Pairs a folded list shows. */
const contract_MAX_FOLDED = 20;
/** One change per rule the tools were renamed by, with the count and the folded list. */
function ruleChanges(c) {
    const rules = new Map();
    for (const r of c.renames ?? [])
        if (r.rule)
            rules.set(r.rule, [...(rules.get(r.rule) ?? []), `${r.from} -> ${r.to}`]);
    return [...rules].map(([rule, pairs]) => {
        const more = pairs.length > contract_MAX_FOLDED ? `, +${pairs.length - contract_MAX_FOLDED} more` : '';
        const words = `${pairs.length} tools renamed by one rule, ${rule}: ${pairs.slice(0, contract_MAX_FOLDED).join(', ')}${more}`;
        return contract_rules_change('tools-renamed-by-rule', 'tools', words);
    });
}
/** Removed, renamed, added, input schemas, descriptions and instructions: ToolChanges as contract changes. */
function fromToolChanges(c) {
    const renames = (c.renames ?? []).filter((r) => !r.rule);
    const splits = c.splits ?? [];
    const renamed = new Set([
        ...(c.renames ?? []).flatMap((r) => [r.from, r.to]),
        ...splits.flatMap((x) => [x.from, ...x.into]),
    ]);
    return [
        ...ruleChanges(c),
        ...splits.map((x) => contract_rules_change('tool-split', `tool ${x.from}`, `split into ${x.into.join(', ')}`)),
        ...renames.map((r) => contract_rules_change('tool-renamed', `tool ${r.from}`, `probably renamed to ${r.to} (confidence ${r.confidence.toFixed(2)})`)),
        ...c.removed.filter((n) => !renamed.has(n)).map((n) => contract_rules_change('tool-removed', `tool ${n}`, 'tool removed')),
        ...c.added.filter((n) => !renamed.has(n)).map((n) => contract_rules_change('tool-added', `tool ${n}`, 'tool added')),
        ...(c.schema_diffs ?? []).map((d) => contract_rules_change(d.compatibility === 'compatible' ? 'input-compatible' : 'input-breaking', `tool ${d.tool}`, `input ${d.diff}`)),
        ...(c.descriptions ?? []).map((d) => {
            const suspicious = d.suspicious.length > 0;
            const words = suspicious ? `${d.diff}; looks like poisoning: ${d.suspicious[0]}` : d.diff;
            if (d.tool === null)
                return contract_rules_change(suspicious ? 'instructions-suspicious' : 'instructions-changed', 'server', `instructions ${words}`);
            return contract_rules_change(suspicious ? 'description-suspicious' : 'description-changed', `tool ${d.tool}`, words);
        }),
    ];
}

;// CONCATENATED MODULE: ./src/scoring/contract-answers.ts
// Answers held to their contract (docs/scoring/contract.md "Answers"): a tool that declares an outputSchema promises
// that every answer's structuredContent fits it, and an SDK client refuses one that does not. An answer that does not
// fit today, where the baseline's answer to the same call did, is a breaking change named by the JSON path that
// broke; one that did not fit in the baseline either is a finding. Each check is made by the pipeline (Ajv), here
// only judged: pure.



/** Answers a change names: the first few of each kind. */
const MAX_ERRORS_SHOWN = 3;
/**
 * The answers of `current` that do not fit their schema, by server: breaking unless the baseline's answer to the same
 * call (tool and arguments) did not fit either (a finding then). Each tool and set of errors is said once.
 */
function answerConformance(baseline, current) {
    const before = new Map();
    for (const b of baseline) {
        const key = (0,util_json/* canonicalJson */.dj)([b.server, b.tool, b.args]);
        before.set(key, (before.get(key) ?? false) || b.errors.length > 0);
    }
    const out = new Map();
    const said = new Set();
    const failing = current.filter((c) => c.errors.length).sort((a, b) => (0,util_text/* compareText */.n6)(a.scenario, b.scenario));
    for (const c of failing) {
        const shown = c.errors.slice(0, MAX_ERRORS_SHOWN).join('; ');
        const once = (0,util_json/* canonicalJson */.dj)([c.server, c.tool, shown]);
        if (said.has(once))
            continue;
        said.add(once);
        const more = c.errors.length > MAX_ERRORS_SHOWN ? `; and ${c.errors.length - MAX_ERRORS_SHOWN} more` : '';
        const words = `answer does not match its outputSchema: ${shown}${more} (scenario ${c.scenario})`;
        const entry = out.get(c.server) ?? { changes: [], findings: [] };
        out.set(c.server, entry);
        const item = contract_rules_change('answer-nonconforming', `tool ${c.tool}`, words);
        const { class: _class, ...finding } = item;
        if (!c.compared)
            entry.findings.push({ ...finding, detail: `${words}; recorded, nothing to compare with` });
        else if (before.get((0,util_json/* canonicalJson */.dj)([c.server, c.tool, c.args])))
            entry.findings.push({ ...finding, detail: `${words}; the baseline's answer did not match either` });
        else
            entry.changes.push(item);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/scoring/performance.ts



/** The metrics a latency regression is about: the ones latency-regression degrade acts on. */
const LATENCY_METRICS = ['tool_latency_ms', 'run_latency_ms'];
/** Below this absolute increase nothing is news, whatever the factor (3 ms -> 7 ms is not). */
const PERF_FLOORS = {
    tool_latency_ms: 100,
    run_latency_ms: 1000,
    tokens: 1000,
    cost_usd: 0.01,
    tool_tokens: 200,
};
/** With fewer baseline samples than this, the limit is FACTOR × the baseline median. */
const SEVERAL = 3;
const FACTOR = 2;
/** A latency regression needs at least this many current samples above the limit: one is jitter until repeated. */
const EVIDENCE = 2;
function median(xs) {
    const s = [...xs].sort((a, b) => a - b);
    const m = s.length >> 1;
    return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
/**
 * Is the current median clearly above the baseline samples, by more than the floor, and (latency) are at least
 * EVIDENCE current samples above the limit? Both lists non-empty.
 */
function perfVerdict(baseline, current, metric) {
    const b = median(baseline);
    const c = median(current);
    const several = baseline.length >= SEVERAL;
    const [min, max] = [Math.min(...baseline), Math.max(...baseline)];
    const limit = several ? max + (max - min) : FACTOR * b;
    const above = current.filter((v) => v > limit).length;
    const repeated = !LATENCY_METRICS.includes(metric) || above >= EVIDENCE;
    return {
        regression: c > limit && c - b >= PERF_FLOORS[metric] && repeated,
        baseline: b,
        current: c,
        limit,
        rule: several ? 'spread' : 'factor',
        above,
    };
}
/** Latency of each tool (its calls that succeeded), of each run, and the claude agent's usage per run. */
function samples(runs, usage, surface) {
    const out = new Map();
    const add = (subject, metric, v) => {
        const key = `${metric} ${subject}`;
        const entry = out.get(key) ?? { metric, values: [] };
        entry.values.push(v);
        out.set(key, entry);
    };
    for (const t of runs) {
        for (const c of (0,trajectory/* scoredCalls */.C_)(t))
            if (!c.is_error)
                add(c.id, 'tool_latency_ms', c.duration_ms);
        add('run', 'run_latency_ms', t.duration_ms);
        if (surface && t.tool_tokens)
            add('run', 'tool_tokens', (0,trajectory/* toolTokensSpent */.Ls)(t.tool_tokens));
        if (!usage)
            continue;
        const u = t.usage;
        add('run', 'tokens', (0,trajectory/* totalTokens */.RP)(u));
        if (!u.unpriced)
            add('run', 'cost_usd', u.cost_usd);
    }
    return out;
}
/**
 * The regressions of a scenario's current runs against its baseline runs: per tool and per run,
 * tokens and cost only when both sides ran a model agent (the offline agents use no model), cost only when priced.
 */
function performanceRegressions(baseline, current) {
    const usage = [...baseline, ...current].every((t) => (0,trajectory/* isModelAgent */.z2)(t.agent));
    // The tool surface's footprint when one agent ran both sides: an offline agent never lists (its footprint is the
    // definitions alone), so against a model's runs it would only measure the agents' difference.
    const surface = new Set([...baseline, ...current].map((t) => t.agent)).size === 1;
    const before = samples(baseline, usage, surface);
    const after = samples(current, usage, surface);
    const findings = [];
    for (const [key, now] of after) {
        const then = before.get(key);
        if (!then)
            continue;
        // `above` explains a verdict; results.json keeps the medians, the limit and the sample counts.
        const { regression, above: _above, ...verdict } = perfVerdict(then.values, now.values, now.metric);
        if (!regression)
            continue;
        const subject = key.slice(key.indexOf(' ') + 1);
        const counts = { baseline: then.values.length, current: now.values.length };
        findings.push({ subject, metric: now.metric, samples: counts, ...verdict });
    }
    const rank = (f) => trajectory/* PERF_METRICS */.K.indexOf(f.metric);
    return findings.sort((a, b) => rank(a) - rank(b) || (0,util_text/* compareText */.n6)(a.subject, b.subject));
}
/**
 * The score of a scenario one band lower, for a latency regression under latency-regression degrade: the middle
 * of the band below its own (GOOD -> ACCEPTABLE, ACCEPTABLE -> DEGRADED, DEGRADED -> BROKEN), as the other caps do;
 * a BROKEN score stays as it is.
 */
function latencyCap(score, t) {
    // The band after a band is never GOOD; after BROKEN there is none.
    const below = results_status/* BANDS */.ZN[results_status/* BANDS */.ZN.indexOf((0,results_status/* band */.yp)(score, t)) + 1];
    return below ? (0,results_status/* bandMiddle */.lv)(below, t) : score;
}

;// CONCATENATED MODULE: ./src/scoring/screened.ts




/** Schema nodes walked per tool, and characters of an answer screened: a hostile schema or answer stays cheap. */
const MAX_NODES = 500;
const MAX_ANSWER = 65_536;
const EXCERPT = 200;
/** The texts of one server's snapshot: its instructions, then each tool's. */
function surfaceTexts(s) {
    const out = [];
    const add = (tool, where, text) => {
        if (typeof text === 'string' && text.trim())
            out.push({ server: s.name, tool, where, text });
    };
    add(null, 'the instructions', s.instructions);
    for (const t of s.tools) {
        const of = `\`${t.name}\``;
        add(t.name, `the description of ${of}`, t.description);
        const extra = t;
        add(t.name, `the title of ${of}`, extra.title);
        add(t.name, `the title of ${of}`, t.annotations?.title);
        const walk = walker((where, text) => add(t.name, `${where} of ${of}`, text));
        walk(t.input_schema, '');
        if ((0,util_json/* isRecord */.u4)(extra.output_schema))
            walk(extra.output_schema, 'output ');
    }
    // What a client shows a model of its prompts and resources (a user picks them; their words reach the model).
    for (const p of s.prompts ?? []) {
        const of = `prompt \`${p.name}\``;
        add(null, `the description of ${of}`, p.description);
        add(null, `the title of ${of}`, p.title);
        for (const a of p.arguments ?? [])
            add(null, `the description of argument \`${a.name}\` of ${of}`, a.description);
    }
    for (const r of [...(s.resources ?? []), ...(s.resource_templates ?? [])]) {
        const of = `resource \`${'uri' in r ? r.uri : r.uri_template}\``;
        add(null, `the description of ${of}`, r.description);
        add(null, `the title of ${of}`, r.title);
    }
    return out;
}
/** Walks a JSON schema: every description, title, enum value, default and example, by the property's path. */
function walker(add) {
    let nodes = 0;
    const visit = (node, path, side) => {
        if (!(0,util_json/* isRecord */.u4)(node) || ++nodes > MAX_NODES)
            return;
        const at = path ? `${side}parameter \`${path}\`` : `the ${side}schema`;
        if (path)
            add(`the description of ${at}`, node.description);
        if (path)
            add(`the title of ${at}`, node.title);
        for (const v of [node.default, node.const].flat())
            add(`a default of ${at}`, v);
        for (const v of [node.enum, node.examples].flat())
            add(`a value of ${at}`, v);
        if ((0,util_json/* isRecord */.u4)(node.properties)) {
            for (const [k, v] of Object.entries(node.properties))
                visit(v, path ? `${path}.${k}` : k, side);
        }
        if (node.items)
            visit(node.items, `${path}[]`, side);
        for (const key of ['anyOf', 'oneOf', 'allOf']) {
            if (Array.isArray(node[key]))
                for (const v of node[key])
                    visit(v, path, side);
        }
    };
    return (schema, side) => visit(schema, '', side);
}
/** The text of an answer: its text blocks, a resource's text, and the strings of a JSON answer each on a line. */
function answerText(c) {
    const parts = [];
    const strings = (v, depth = 0) => {
        if (typeof v === 'string')
            parts.push(v);
        else if (depth < 20 && Array.isArray(v))
            v.forEach((x) => strings(x, depth + 1));
        else if (depth < 20 && (0,util_json/* isRecord */.u4)(v))
            Object.values(v).forEach((x) => strings(x, depth + 1));
    };
    for (const b of c.content) {
        const text = typeof b.text === 'string' ? b.text : (0,util_json/* isRecord */.u4)(b.resource) ? b.resource.text : undefined;
        if (typeof text !== 'string')
            continue;
        const json = /^\s*[[{]/.test(text) ? parseJson(text) : undefined;
        if (json === undefined)
            parts.push(text);
        else
            strings(json);
    }
    return parts.join('\n').slice(0, MAX_ANSWER);
}
function parseJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
/** Verdicts by text and context, so that a text the run's scenarios all see is screened once. */
class Screener {
    known = new Map();
    /** The whole text of each finding, by its hash: what a second opinion reads. */
    flagged = new Map();
    /** The text a finding was made of (its `text_hash`). */
    textOf(hash) {
        return this.flagged.get(hash);
    }
    verdict(text, at = {}) {
        const key = (0,util_json/* sha256 */.sc)((0,util_json/* canonicalJson */.dj)([text, at]));
        let v = this.known.get(key);
        if (!v)
            this.known.set(key, (v = (0,screening/* screenText */.kI)(text, at)));
        return v;
    }
    /** What the current runs' servers show and answer that the reference did not: the scenario's findings. */
    scenario(reference, runs) {
        const found = new Map();
        // The same answer in two runs is one finding; the same text at two places is two.
        const add = ({ text, ...f }) => {
            this.flagged.set(f.text_hash, text);
            found.set(`${f.kind}|${f.server}|${f.kind === 'answer' ? f.tool : f.where}|${f.text_hash}`, f);
        };
        const before = reference.flatMap((t) => t.servers);
        for (const run of runs) {
            for (const s of run.servers)
                this.surface(s, run.servers, before).forEach(add);
            this.answers(run, reference).forEach(add);
        }
        return [...found.values()];
    }
    surface(s, all, before) {
        const old = new Map();
        for (const b of before.filter((x) => x.name === s.name)) {
            for (const t of surfaceTexts(b))
                old.set(t.where, [...(old.get(t.where) ?? []), t.text]);
        }
        const at = {
            siblings: s.tools.map((t) => t.name),
            others: all.filter((x) => x.name !== s.name).map((x) => ({ server: x.name, tools: x.tools.map((t) => t.name) })),
        };
        return surfaceTexts(s).flatMap((t) => {
            const was = old.get(t.where) ?? [];
            if (was.includes(t.text))
                return [];
            const ctx = { ...at, ...(t.tool ? { tool: t.tool } : {}), ...(was.length === 1 ? { before: was[0] } : {}) };
            const v = this.verdict(t.text, ctx);
            const prior = was.map((w) => this.verdict(w, { ...ctx, before: undefined }));
            return (0,screening/* isNews */.Ms)(merged(prior), v) ? [screened_finding('surface', t, v)] : [];
        });
    }
    answers(run, reference) {
        const refCalls = reference.flatMap(trajectory/* scoredCalls */.C_);
        return (0,trajectory/* scoredCalls */.C_)(run).flatMap((c, i) => {
            const text = answerText(c);
            const at = (0,trajectory/* parseCanonicalId */.bG)(c.id);
            if (!text.trim() || !at)
                return [];
            const v = this.verdict(text, { tool: at.tool });
            if (!v.suspicious)
                return [];
            const same = refCalls.filter((r) => r.id === c.id);
            const args = (0,util_json/* canonicalJson */.dj)(c.arguments);
            const pair = same.filter((r) => (0,util_json/* canonicalJson */.dj)(r.arguments) === args);
            const prior = (pair.length ? pair : same).map((r) => this.verdict(answerText(r), { tool: at.tool }));
            const where = `the answer to call ${i + 1} (\`${at.tool}\`) of run ${run.run_index + 1}`;
            const shown = { server: at.server, tool: at.tool, where, text };
            return (0,screening/* isNews */.Ms)(merged(prior), v) ? [screened_finding('answer', shown, v)] : [];
        });
    }
}
/** The signals of several old verdicts as one: a sign any of them had is not news. */
function merged(prior) {
    if (!prior.length)
        return null;
    return {
        suspicious: prior.some((p) => p.suspicious),
        score: 0,
        class: null,
        signals: prior.flatMap((p) => p.signals),
    };
}
function screened_finding(kind, t, v) {
    return {
        text: t.text,
        kind,
        server: t.server,
        tool: t.tool,
        where: t.where,
        class: v.class,
        score: v.score,
        signals: v.signals.slice(0, 5).map(({ class: cls, rule, what, words, weight }) => ({
            class: cls,
            rule,
            what,
            words,
            weight: Math.round(weight * 1000) / 1000,
        })),
        excerpt: (0,util_text/* truncate */.xv)(t.text, EXCERPT),
        text_hash: (0,util_json/* sha256 */.sc)(t.text),
    };
}

;// CONCATENATED MODULE: ./src/scoring/surface.ts
// What a model would see, today against the baseline's (docs/scoring/model-runs.md): the tool list of
// the scenario's servers (names, descriptions, input schemas), their instructions, and the answers to the baseline's
// own calls replayed. When none of it changed, a model has nothing new to react to: the run is verified by replay.



/**
 * Fields of an answer that change from call to call on an unchanged server (a clock, a request id): left out when
 * replayed answers are compared, with the scenario's own ignore.response_fields.
 */
const VOLATILE_FIELDS = [
    'timestamp',
    'time',
    'date',
    'created_at',
    'updated_at',
    'request_id',
    'session_id',
    'duration_ms',
    'elapsed_ms',
];
/** What differs in the servers' surface, one line each; empty when a model would see the same tools. */
function surfaceChanges(before, after, servers) {
    return servers.flatMap((name) => {
        const b = before.find((s) => s.name === name);
        const a = after.find((s) => s.name === name);
        if (!b || !a)
            return [`server ${name}: ${b ? 'not listed today' : 'not in the baseline'}`];
        if (!a.server_info)
            return [`server ${name}: did not answer`];
        const out = (0,trajectory/* instructionsChanged */.Ed)(b, a) ? [`server ${name}: instructions changed`] : [];
        const tools = new Map(a.tools.map((t) => [t.name, t]));
        for (const t of b.tools) {
            const now = tools.get(t.name);
            if (!now)
                out.push(`${name}: tool ${t.name} removed`);
            else if (now.schema_hash !== t.schema_hash)
                out.push(`${name}: input schema of ${t.name} changed`);
            else if ((now.description ?? '') !== (t.description ?? ''))
                out.push(`${name}: description of ${t.name} changed`);
            tools.delete(t.name);
        }
        for (const t of tools.keys())
            out.push(`${name}: tool ${t} added`);
        return out;
    });
}
/**
 * What differs in the replayed answers, one line each: a call that now fails or succeeds, or whose answer changed
 * (compared as canonical JSON, volatile and ignored fields left out); a replay that made another number of calls.
 */
function answerChanges(baseline, replay, ignoreResponseFields) {
    if (baseline.length !== replay.length)
        return [`replay made ${replay.length} call(s), the baseline ${baseline.length}`];
    const ignore = new Set([...VOLATILE_FIELDS, ...ignoreResponseFields]);
    return baseline.flatMap((b, i) => {
        const c = replay[i];
        const at = `call ${i + 1} ${b.id}`;
        if (b.is_error !== c.is_error)
            return [`${at}: ${c.is_error ? 'now fails' : 'no longer fails'}`];
        return answerKey(b, ignore) === answerKey(c, ignore) ? [] : [`${at}: answer changed`];
    });
}
/** An answer as compared: its outcome's canonical JSON; an error's text as it is. */
function answerKey(call, ignore) {
    return call.is_error ? (0,util_json/* canonicalJson */.dj)(call.content) : (outcomeOf(call, ignore, true)?.key ?? '');
}

;// CONCATENATED MODULE: ./src/scoring/index.ts
// The scoring engine: pure functions from trajectories to scores (see docs/scoring/).





















/***/ }),

/***/ 75787:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ removeStaleTemps),
/* harmony export */   v: () => (/* binding */ writeAtomic)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// File writes that a reader or a crash never sees half done.


/** `<file>.<pid>.<random>.tmp`: the temporary file writeAtomic writes first. */
const TEMP_FILE = /\.(\d+)\.[a-z0-9]+\.tmp$/;
/**
 * Write to a temporary file next to `file`, flush it to disk, then rename it over `file` (and flush
 * the directory): after a crash or a power cut, `file` is the old text or the new, never half of it.
 * Creates the directory.
 */
async function writeAtomic(file, text) {
    const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file);
    await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.mkdir(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
        const handle = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.open(tmp, 'wx');
        try {
            await handle.writeFile(text, 'utf8');
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rename(tmp, file);
    }
    catch (e) {
        await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rm(tmp, { force: true });
        throw e;
    }
    await syncDirectory(dir);
}
/** Flush a directory's entries (the rename); not every platform can open a directory: then nothing. */
async function syncDirectory(dir) {
    const handle = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.open(dir, 'r').catch(() => null);
    await handle
        ?.sync()
        .catch(() => undefined)
        .finally(() => handle.close());
}
/**
 * Remove the temporary files that writeAtomic left under `dir` when its process was killed mid-write
 * (one whose process is still running may be mid-write: it is left alone). `names`: the files under `dir` (relative,
 * recursive), when the caller has listed them already. Returns how many went.
 */
async function removeStaleTemps(dir, names) {
    names ??= await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readdir(dir, { recursive: true }).catch(() => []);
    let removed = 0;
    for (const name of names) {
        const pid = TEMP_FILE.exec(name)?.[1];
        if (pid === undefined || isRunning(Number(pid)))
            continue;
        await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rm(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, name), { force: true });
        removed++;
    }
    return removed;
}
function isRunning(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (e) {
        return e.code === 'EPERM';
    }
}


/***/ })

};
