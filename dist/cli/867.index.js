export const id = 867;
export const ids = [867];
export const modules = {

/***/ 45867:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UA: () => (/* binding */ refuseLinks),
/* harmony export */   q8: () => (/* binding */ assertUnique),
/* harmony export */   qk: () => (/* binding */ DirBaselineStore)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _results_history_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(82294);
/* harmony import */ var _util_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(75787);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(76532);
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
        const files = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readdir)(this.dir, { recursive: true }).catch(() => null);
        if (!files)
            return `baselines: directory ${this.dir} does not exist yet`;
        const stale = await (0,_util_files_js__WEBPACK_IMPORTED_MODULE_5__/* .removeStaleTemps */ .j)(this.dir, files);
        const removed = stale ? `; removed ${stale} temporary file(s) of an interrupted recording` : '';
        return `baselines: directory ${this.dir} (${files.filter((f) => f.endsWith('.json')).length} file(s))${removed}`;
    }
    fileOf(scenarioId) {
        return node_path__WEBPACK_IMPORTED_MODULE_3___default().join(this.dir, (0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .baselinePath */ .XB)(scenarioId));
    }
    async load(scenarioId) {
        const file = this.fileOf(scenarioId);
        await refuseLinks(this.dir, file);
        const baseline = await (0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .readBaselineFile */ .s$)(file, scenarioId);
        return baseline ? { baseline, source: file } : null;
    }
    async save(baselines, history, stored = []) {
        assertUnique(baselines);
        const files = baselines.map((b) => this.fileOf(b.scenario_id));
        const others = stored.map((f) => node_path__WEBPACK_IMPORTED_MODULE_3___default().join(this.dir, (0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .storedFilePath */ .TW)(f.path)));
        const historyFile = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(this.dir, _results_history_js__WEBPACK_IMPORTED_MODULE_4__/* .HISTORY_FILE */ .CX);
        await Promise.all([...files, ...others, ...(history ? [historyFile] : [])].map((f) => refuseLinks(this.dir, f)));
        await Promise.all(baselines.map((b, i) => (0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .writeBaselineFile */ .b5)(files[i], b)));
        await Promise.all(stored.map((f, i) => (0,_util_files_js__WEBPACK_IMPORTED_MODULE_5__/* .writeAtomic */ .v)(others[i], f.text)));
        if (history) {
            const stored = await (0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .readHistoryFile */ .tG)(historyFile);
            await (0,_util_files_js__WEBPACK_IMPORTED_MODULE_5__/* .writeAtomic */ .v)(historyFile, (0,_results_history_js__WEBPACK_IMPORTED_MODULE_4__/* .serializeHistory */ .ph)((0,_results_history_js__WEBPACK_IMPORTED_MODULE_4__/* .appendHistory */ .b8)(stored.entries, history)));
        }
        return this.dir;
    }
    async loadFile(file) {
        const abs = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(this.dir, (0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .storedFilePath */ .TW)(file));
        await refuseLinks(this.dir, abs);
        try {
            return { text: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(abs, 'utf8'), source: abs };
        }
        catch (e) {
            if (e.code === 'ENOENT')
                return null;
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EvalError */ .Fn('baseline', `cannot read ${abs}: ${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(e)}`);
        }
    }
    /** `where` names the file in warnings: the cache store's entry, say, rather than its temporary copy. */
    async loadHistory(where) {
        const file = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(this.dir, _results_history_js__WEBPACK_IMPORTED_MODULE_4__/* .HISTORY_FILE */ .CX);
        await refuseLinks(this.dir, file);
        return (0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .readHistoryFile */ .tG)(file, where);
    }
}
/**
 * Throws when any existing part of `file`'s path below `root` (the file included) is a symbolic link;
 * the parts that do not exist yet are created as plain directories when the file is written.
 */
async function refuseLinks(root, file) {
    let at = root;
    for (const part of node_path__WEBPACK_IMPORTED_MODULE_3___default().relative(root, file).split((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep))) {
        at = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(at, part);
        // Asked synchronously: a run asks once a scenario (its baseline), and a trip to the thread pool costs more CPU
        // than the lstat (scenario/loader.ts reads the scenario files so too).
        let stat;
        try {
            stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(at, { throwIfNoEntry: false });
        }
        catch (e) {
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EvalError */ .Fn('baseline', `cannot read baseline ${at}: ${e.message}`);
        }
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
        // Read synchronously: a run reads one a scenario, ~60 KB, and fs/promises' four trips to the thread pool (open,
        // stat, read, close) cost more CPU than the read (scenario/loader.ts reads the scenario files so too).
        text = (0,external_node_fs_.readFileSync)(file, 'utf8');
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


/***/ })

};
