export const id = 61;
export const ids = [61];
export const modules = {

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
