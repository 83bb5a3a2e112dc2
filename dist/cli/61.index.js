export const id = 61;
export const ids = [61];
export const modules = {

/***/ 45867:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UA: () => (/* binding */ refuseLinks),
/* harmony export */   q8: () => (/* binding */ assertUnique),
/* harmony export */   qk: () => (/* binding */ DirBaselineStore)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _results_history_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82294);
/* harmony import */ var _util_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(75787);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(76532);
// Baselines in a directory, e.g. `baselines/` committed next to the scenarios. Each scenario
// is its own file written atomically, so concurrent recordings of different scenarios do
// not clash and a reader never sees half a file.
// The store follows no symbolic link below its directory: a link could send a recording outside it
// (`baselines/sub -> ../src` plus a scenario `sub/package.yaml` would overwrite src/package.json), or
// show part of another file in an error. Temporary files a killed recording left are removed.






class DirBaselineStore {
    dir;
    kind = 'dir';
    constructor(dir) {
        this.dir = dir;
    }
    async prepare() {
        const files = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(this.dir, { recursive: true }).catch(() => null);
        if (!files)
            return `baselines: directory ${this.dir} does not exist yet`;
        const stale = await (0,_util_files_js__WEBPACK_IMPORTED_MODULE_4__/* .removeStaleTemps */ .j)(this.dir, files);
        const removed = stale ? `; removed ${stale} temporary file(s) of an interrupted recording` : '';
        return `baselines: directory ${this.dir} (${files.filter((f) => f.endsWith('.json')).length} file(s))${removed}`;
    }
    fileOf(scenarioId) {
        return node_path__WEBPACK_IMPORTED_MODULE_2___default().join(this.dir, (0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .baselinePath */ .XB)(scenarioId));
    }
    async load(scenarioId) {
        const file = this.fileOf(scenarioId);
        await refuseLinks(this.dir, file);
        const baseline = await (0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .readBaselineFile */ .s$)(file, scenarioId);
        return baseline ? { baseline, source: file } : null;
    }
    async save(baselines, history, stored = []) {
        assertUnique(baselines);
        const files = baselines.map((b) => this.fileOf(b.scenario_id));
        const others = stored.map((f) => node_path__WEBPACK_IMPORTED_MODULE_2___default().join(this.dir, (0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .storedFilePath */ .TW)(f.path)));
        const historyFile = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(this.dir, _results_history_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_FILE */ .CX);
        await Promise.all([...files, ...others, ...(history ? [historyFile] : [])].map((f) => refuseLinks(this.dir, f)));
        await Promise.all(baselines.map((b, i) => (0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .writeBaselineFile */ .b5)(files[i], b)));
        await Promise.all(stored.map((f, i) => (0,_util_files_js__WEBPACK_IMPORTED_MODULE_4__/* .writeAtomic */ .v)(others[i], f.text)));
        if (history) {
            const stored = await (0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .readHistoryFile */ .tG)(historyFile);
            await (0,_util_files_js__WEBPACK_IMPORTED_MODULE_4__/* .writeAtomic */ .v)(historyFile, (0,_results_history_js__WEBPACK_IMPORTED_MODULE_3__/* .serializeHistory */ .ph)((0,_results_history_js__WEBPACK_IMPORTED_MODULE_3__/* .appendHistory */ .b8)(stored.entries, history)));
        }
        return this.dir;
    }
    async loadFile(file) {
        const abs = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(this.dir, (0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .storedFilePath */ .TW)(file));
        await refuseLinks(this.dir, abs);
        try {
            return { text: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(abs, 'utf8'), source: abs };
        }
        catch (e) {
            if (e.code === 'ENOENT')
                return null;
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EvalError */ .Fn('baseline', `cannot read ${abs}: ${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(e)}`);
        }
    }
    /** `where` names the file in warnings: the cache store's entry, say, rather than its temporary copy. */
    async loadHistory(where) {
        const file = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(this.dir, _results_history_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_FILE */ .CX);
        await refuseLinks(this.dir, file);
        return (0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .readHistoryFile */ .tG)(file, where);
    }
}
/**
 * Throws when any existing part of `file`'s path below `root` (the file included) is a symbolic link;
 * the parts that do not exist yet are created as plain directories when the file is written.
 */
async function refuseLinks(root, file) {
    let at = root;
    for (const part of node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(root, file).split((node_path__WEBPACK_IMPORTED_MODULE_2___default().sep))) {
        at = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(at, part);
        const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(at).catch((e) => {
            if (e.code === 'ENOENT')
                return null;
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EvalError */ .Fn('baseline', `cannot read baseline ${at}: ${e.message}`);
        });
        if (!stat)
            return;
        if (stat.isSymbolicLink()) {
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EvalError */ .Fn('baseline', `${at} is a symbolic link: the baseline store follows no link (it could lead out of the store); ` +
                'replace it with the directory or file itself');
        }
    }
}
/** Two baselines for one scenario in one save is a caller bug: which one would win is arbitrary. */
function assertUnique(baselines) {
    const seen = new Set();
    for (const b of baselines) {
        if (seen.has(b.scenario_id))
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EvalError */ .Fn('baseline', `two baselines for scenario "${b.scenario_id}" in one save`);
        seen.add(b.scenario_id);
    }
}


/***/ }),

/***/ 76532:
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
// EXTERNAL MODULE: ./src/util/memo.ts
var memo = __webpack_require__(6012);
// EXTERNAL MODULE: ./src/util/zod.ts
var zod = __webpack_require__(12001);
// EXTERNAL MODULE: ./src/results/trajectory.ts + 2 modules
var trajectory = __webpack_require__(32899);
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
// file of the previous format kept in test/fixtures/baselines/format-<n>/ (test/baselines/migrate.test.ts reads each).
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

;// CONCATENATED MODULE: ./src/baselines/list-text.ts
// The server lists of a baseline's text, cut out of it (format.ts reads the rest alone). A baseline holds its servers'
// whole contract twice (its own `servers` and each run's), 90% of the file and the same text in every baseline of a
// suite: 200 baselines of one server are 12 MB of JSON text, of which some 100 KB differ.
const LIST_START = /\n( +)"servers": \[\n/g;
/**
 * Each `"servers": [` list of the text as serializeBaseline lays it out (JSON.stringify with 2 spaces: a list's lines
 * are indented deeper than its brackets, so the first `]` at the bracket's own indentation closes it). Null where no
 * list is found or one does not close. A cut in the wrong place cannot go unnoticed: a JSON value delimits itself, so
 * a list text that is not a whole value does not parse, nor does the rest; the caller parses both, and checks that
 * the numbers stand where the lists belong.
 */
function cutLists(text) {
    const parts = [];
    const lists = [];
    let from = 0;
    LIST_START.lastIndex = 0;
    for (let m = LIST_START.exec(text); m; m = LIST_START.exec(text)) {
        const open = m.index + m[0].length - 2;
        const close = text.indexOf(`\n${m[1]}]`, open);
        if (close < 0)
            return null;
        const end = close + m[1].length + 2;
        parts.push(text.slice(from, open), String(lists.length));
        lists.push(text.slice(open, end));
        from = end;
        LIST_START.lastIndex = end;
    }
    if (!lists.length)
        return null;
    parts.push(text.slice(from));
    return { rest: parts.join(''), lists };
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
    /**
     * How many of the recording's runs passed (docs/scoring/pass-rates.md), kept when it made more than one: what a
     * compare's rate is tested against. Absent: its variations count, each a run that passed.
     */
    pass_rate: schemas/* object */.Ikc({ passes: schemas/* number */.aig().int().min(0), runs: schemas/* number */.aig().int().min(1) }).optional(),
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
    const baseline = listsOnce(text) ?? parseWhole(text, where);
    if (expectedId !== undefined && baseline.scenario_id !== expectedId) {
        throw new errors/* EvalError */.Fn('baseline', `baseline ${where} holds scenario "${baseline.scenario_id}", expected "${expectedId}"`);
    }
    return baseline;
}
/** The whole text parsed, migrated and validated: every file's way where listsOnce finds no way, and its messages. */
function parseWhole(text, where) {
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
    return parsed.data;
}
/** The baseline schema with each `servers` list (its own and each variation's) left to validList. */
const baselineShellSchema = baselineSchema.extend({
    servers: schemas/* unknown */.L5J(),
    trajectories: schemas/* array */.YOg(trajectory/* trajectorySchema */.hR.extend({ servers: schemas/* unknown */.L5J() })).min(1),
});
const serversSchema = schemas/* array */.YOg(trajectory/* serverSnapshotSchema */.hg);
/** Server lists validated, by their JSON text (null where invalid); at most 64 (then it starts over). */
const validLists = new memo/* KeyedMemo */.zC(64);
/** A server list validated once for each text it is seen in; null where it is not valid. */
function validList(text, read) {
    return validLists.get(text, () => {
        const parsed = serversSchema.safeParse(read(), { reportInput: true });
        return parsed.success ? parsed.data : null;
    });
}
/**
 * A baseline of this release's format as serializeBaseline wrote it, its server lists cut out of the text
 * (list-text.ts): each distinct list text parsed and validated once a process, the rest (a few KB) parsed alone; the
 * same value as parseWhole's. Null where the text is laid out otherwise or anything is invalid: parseWhole then reads
 * it, and says what is wrong.
 */
function listsOnce(text) {
    const cut = cutLists(text);
    if (!cut)
        return null;
    try {
        const json = JSON.parse(cut.rest);
        if (!(0,util_json/* isRecord */.u4)(json) || json.schema_version !== BASELINE_SCHEMA_VERSION)
            return null;
        const runs = json.trajectories;
        // The i-th list stood where the number i stands now: the baseline's own first, then each run's.
        const at = [json.servers, ...(Array.isArray(runs) ? runs.map((r) => ((0,util_json/* isRecord */.u4)(r) ? r.servers : null)) : [])];
        if (at.length !== cut.lists.length || at.some((v, i) => v !== i))
            return null;
        const lists = cut.lists.map((t) => validList(t, () => JSON.parse(t)));
        const shell = baselineShellSchema.safeParse(json, { reportInput: true });
        if (!shell.success || lists.some((l) => !l))
            return null;
        const trajectories = shell.data.trajectories.map((t, i) => ({ ...t, servers: lists[i + 1] }));
        return { ...shell.data, servers: lists[0], trajectories };
    }
    catch {
        return null;
    }
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

/***/ 30061:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  githubOptions: () => (/* binding */ githubOptions)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/baselines/format.ts + 2 modules
var format = __webpack_require__(76532);
// EXTERNAL MODULE: ./src/baselines/dir-store.ts
var dir_store = __webpack_require__(45867);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/results/history.ts
var results_history = __webpack_require__(82294);
// EXTERNAL MODULE: ./src/util/files.ts
var util_files = __webpack_require__(75787);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(74976);
;// CONCATENATED MODULE: ./src/github/cache-store.ts
// Baselines in the GitHub Actions cache, through the real @actions/cache.
// Caches are immutable, so each recording is saved under a new key
// `<prefix>-<scenarios hash>-<run id>-<run attempt>` and a run restores the newest entry whose
// key starts with `<prefix>-` (restore keys match by prefix, newest first). The scenarios hash
// covers the scenario files this recording ran (ids and content hashes): two keys with the
// same middle part recorded the same versions of the same scenarios. The store works in a local
// directory: restore into it, load from it, write recordings into it and save it whole, so a
// recording of some scenarios keeps the baselines of the others. The run history (history.jsonl) is in the same
// directory, so it travels in the same entry; a run on the default branch that records nothing saves a new entry
// for its history line alone.
// Scope: a cache saved on the default branch is readable from every branch and pull request,
// while one saved in a PR is visible only to that PR. That is how a `workflow_dispatch`
// refresh (mode: record) on main reaches the PR checks. One key per run attempt: two jobs
// of one workflow run recording under the same prefix collide and the second save fails;
// give each its own baseline-key, or use the branch store when recordings must merge. A prefix
// that is another one followed by `-` (foo, foo-bar) would match the other's keys: that is
// refused with a clear error rather than read.
// Each entry holds a note of the run that saved it (ref, commit, run id), and a restore logs it: the
// ref is the scope the entry was saved in, which says who could have written it. Only mode record
// saves (pipeline/persist.ts): an auto-mode run in a pull request would otherwise save an entry that the pull
// request then prefers to the default branch's, and never see a refreshed baseline again.










/** The note of the run that saved an entry, in the entry's directory. */
const ENTRY_NOTE = '.mcp-eval-entry.json';
class CacheBaselineStore {
    opts;
    kind = 'cache';
    workDir;
    restored = null;
    dir;
    env;
    constructor(opts) {
        this.opts = opts;
        this.env = opts.env ?? process.env;
        this.workDir = external_node_path_default().resolve(opts.workDir ?? external_node_path_default().join(this.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(), 'mcp-eval-baselines'));
        this.dir = new dir_store/* DirBaselineStore */.qk(this.workDir);
    }
    async prepare() {
        const key = await this.restore();
        if (!key)
            return `baselines: no actions cache entry with prefix ${this.opts.prefix}- (nothing recorded yet, or it expired)`;
        const files = await (0,promises_.readdir)(this.workDir, { recursive: true });
        const count = files.filter((f) => f.endsWith('.json') && f !== ENTRY_NOTE).length;
        return `baselines: restored actions cache ${key} (${count} file(s)), ${await this.savedBy()}`;
    }
    async load(scenarioId) {
        const key = await this.restore();
        if (!key)
            return null;
        const file = (0,format/* baselinePath */.XB)(scenarioId);
        const source = `actions cache ${key}:${file}`;
        let text;
        // A restored entry is a tar: it could hold a link to a file outside the store.
        await (0,dir_store/* refuseLinks */.UA)(this.workDir, external_node_path_default().join(this.workDir, file));
        try {
            text = await (0,promises_.readFile)(external_node_path_default().join(this.workDir, file), 'utf8');
        }
        catch (e) {
            if (e.code === 'ENOENT')
                return null;
            throw new errors/* EvalError */.Fn('baseline', `cannot read baseline ${source}: ${(0,errors/* errorMessage */.gJ)(e)}`);
        }
        // Errors name the cache entry: the restored copy under workDir is gone after the job.
        return { baseline: (0,format/* parseBaseline */.nk)(text, source, scenarioId), source };
    }
    /** Retrieval baselines travel in the same entry too. */
    async loadFile(file) {
        const key = await this.restore();
        if (!key)
            return null;
        const found = await this.dir.loadFile((0,format/* storedFilePath */.TW)(file));
        return found && { text: found.text, source: `actions cache ${key}:${file}` };
    }
    /** The history travels in the same entry as the baselines: the restored one, or none. */
    async loadHistory() {
        const key = await this.restore();
        return key ? this.dir.loadHistory(`actions cache ${key}:${results_history/* HISTORY_FILE */.CX}`) : results_history/* NO_HISTORY */.Vo;
    }
    async save(baselines, history, files = []) {
        // Restore first: the saved entry must hold the baselines of scenarios not recorded now, and the history.
        await this.restore();
        await this.dir.save(baselines, history, files);
        const { GITHUB_REF, GITHUB_SHA, GITHUB_RUN_ID, GITHUB_EVENT_NAME } = this.env;
        const note = { ref: GITHUB_REF ?? null, sha: GITHUB_SHA ?? null, run_id: GITHUB_RUN_ID ?? null };
        // A rename replaces a link a restored entry may have planted at the note's path: nothing is written through it.
        const text = JSON.stringify({ ...note, event: GITHUB_EVENT_NAME ?? null });
        await (0,util_files/* writeAtomic */.v)(external_node_path_default().join(this.workDir, ENTRY_NOTE), text);
        // Outside a workflow run (no GITHUB_RUN_ID) the time stands in for the run id.
        const run = `${this.env.GITHUB_RUN_ID || Date.now()}-${this.env.GITHUB_RUN_ATTEMPT || '1'}`;
        const key = `${this.opts.prefix}-${scenariosHash(baselines)}-${run}`;
        const cache = await loadCache();
        const id = await cache.saveCache([this.workDir], key);
        // saveCache reports failures as warnings and returns -1 rather than throwing.
        if (id === -1) {
            throw new errors/* EvalError */.Fn('baseline', `saving baselines to the actions cache under key ${key} failed (see the warning above; a key is saved ` +
                'once per run attempt, so two jobs of one run need different baseline-key prefixes)');
        }
        this.restored = Promise.resolve(key); // later loads read what was just saved, under its key
        return `actions cache ${key}`;
    }
    /** Who saved the restored entry, from its note: `saved on <ref> at <sha> by run <id>`. */
    async savedBy() {
        const file = external_node_path_default().join(this.workDir, ENTRY_NOTE);
        const text = await (0,dir_store/* refuseLinks */.UA)(this.workDir, file)
            .then(() => (0,promises_.readFile)(file, 'utf8'))
            .catch(() => null);
        let note = null;
        try {
            note = text === null ? null : JSON.parse(text);
        }
        catch {
            // An unreadable note says nothing.
        }
        const field = (k) => ((0,json/* isRecord */.u4)(note) && typeof note[k] === 'string' ? note[k] : null);
        const ref = field('ref');
        if (!ref)
            return 'saved by a run that left no note of its ref';
        const sha = field('sha');
        const run = field('run_id');
        return `saved on ${ref}${sha ? ` at ${sha.slice(0, 12)}` : ''}${run ? ` by run ${run}` : ''}`;
    }
    /** Restore the newest entry into an emptied work directory, once; the matched key or null. */
    restore() {
        this.restored ??= this.doRestore().catch((e) => {
            this.restored = null;
            throw e;
        });
        return this.restored;
    }
    async doRestore() {
        const cache = await loadCache();
        if (!cache.isFeatureAvailable()) {
            throw new errors/* EvalError */.Fn('baseline', 'the cache baseline store needs the GitHub Actions cache service (ACTIONS_RESULTS_URL is unset); ' +
                'outside Actions use baseline-store dir or branch');
        }
        await (0,promises_.rm)(this.workDir, { recursive: true, force: true });
        await (0,promises_.mkdir)(this.workDir, { recursive: true });
        const prefix = `${this.opts.prefix}-`;
        // The primary key is the bare prefix, which no saved key equals; the restore key matches by prefix.
        // A lookup first tells "no entry" from "an entry that failed to download" (restoreCache says undefined to both).
        const found = await cache.restoreCache([this.workDir], prefix, [prefix], { lookupOnly: true });
        if (!found)
            return null;
        // Prefix matching cannot tell `foo-<hash>-…` from `foo-bar-<hash>-…`: never read another
        // baseline-key's recordings as ours.
        if (!ownKey(this.opts.prefix, found)) {
            throw new errors/* EvalError */.Fn('baseline', `the newest actions cache entry starting with ${prefix} is ${found}, saved under another baseline-key; ` +
                'choose baseline-key prefixes where none is another followed by "-"');
        }
        const key = await cache.restoreCache([this.workDir], prefix, [prefix]);
        if (!key)
            throw new errors/* EvalError */.Fn('baseline', `actions cache entry ${found} exists but could not be restored (see the warning above)`);
        return key;
    }
}
/** Hex digits of the scenarios hash in a key. */
const HASH_CHARS = 12;
const KEY_SUFFIX = new RegExp(`^[0-9a-f]{${HASH_CHARS}}-\\d+-\\d+$`);
/** Whether a key is `<prefix>-<scenarios hash>-<run id>-<run attempt>`, as save() writes them. */
function ownKey(prefix, key) {
    return key.startsWith(`${prefix}-`) && KEY_SUFFIX.test(key.slice(prefix.length + 1));
}
/**
 * Short hash of the scenarios recorded: each one's id and its file's content hash, not the trajectories. A save
 * that only adds a run to the history records none: the hash of nothing.
 */
function scenariosHash(baselines) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    for (const b of [...baselines].sort((x, y) => (x.scenario_id < y.scenario_id ? -1 : 1)))
        hash.update(`${b.scenario_id}\0${b.scenario_hash}\0`);
    return hash.digest('hex').slice(0, HASH_CHARS);
}
// Loaded on first use: @actions/cache pulls in the Azure SDK, which the other stores never need.
function loadCache() {
    return Promise.all(/* import() */[__webpack_require__.e(669), __webpack_require__.e(559)]).then(__webpack_require__.bind(__webpack_require__, 43559));
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/github/event.ts
// The event that started the workflow run, as the runner hands it to each step: GITHUB_EVENT_NAME, and the payload in
// the file at GITHUB_EVENT_PATH. Read when asked, never once a process: the tests run the action's main many times in
// one process, each run with its own event. (@actions/github's `context` is built once, when it is imported; its
// Context class is not exported: the package's exports name lib/utils only.)


/** The run's event now; an empty payload when there is no file or it is not a JSON object. */
function runEvent(env = process.env) {
    return { eventName: env.GITHUB_EVENT_NAME ?? '', payload: eventPayload(env.GITHUB_EVENT_PATH) };
}
function eventPayload(file) {
    if (!file)
        return {};
    try {
        const payload = JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8'));
        return (0,json/* isRecord */.u4)(payload) ? payload : {};
    }
    catch {
        return {};
    }
}

;// CONCATENATED MODULE: ./src/github/default-branch.ts


function defaultBranchRun(env) {
    if (env.GITHUB_ACTIONS !== 'true')
        return { onDefault: false, why: 'not a GitHub Actions run' };
    const ref = env.GITHUB_REF ?? '';
    const branch = payloadDefaultBranch(runEvent(env).payload);
    if (branch) {
        const onDefault = ref === `refs/heads/${branch}`;
        return { onDefault, why: `${ref || 'no ref'} ${onDefault ? 'is' : 'is not'} the default branch ${branch}` };
    }
    if (env.GITHUB_EVENT_NAME === 'schedule')
        return { onDefault: true, why: 'a schedule runs on the default branch' };
    return { onDefault: false, why: `the ${env.GITHUB_EVENT_NAME ?? ''} event does not name the default branch` };
}
function payloadDefaultBranch(payload) {
    const repo = payload.repository;
    const branch = (0,json/* isRecord */.u4)(repo) ? repo.default_branch : null;
    return typeof branch === 'string' && branch ? branch : null;
}

;// CONCATENATED MODULE: ./src/github/runner.ts


function githubOptions(env = process.env) {
    return { cacheStore: (opts) => new CacheBaselineStore(opts), branch: defaultBranchRun(env) };
}


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
