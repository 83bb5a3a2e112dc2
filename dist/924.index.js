export const id = 924;
export const ids = [924];
export const modules = {

/***/ 15924:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  execute: () => (/* reexport */ execute),
  executeMerge: () => (/* reexport */ executeMerge)
});

// UNUSED EXPORTS: run

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./src/baselines/format.ts
var format = __webpack_require__(86393);
// EXTERNAL MODULE: ./src/baselines/dir-store.ts
var dir_store = __webpack_require__(45867);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
;// CONCATENATED MODULE: ./src/git.ts
// git, run without a shell (arguments are never parsed by one), with optional stdin and a
// deadline. runGit answers with the exit code instead of throwing, so callers can tell a
// missing branch or a rejected push from a real failure. gitInfo says which commit a run tested.


function runGit(args, opts) {
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.execFile)('git', args, {
            cwd: opts.cwd,
            // Never prompt for credentials: a CI job would hang until its timeout.
            env: { ...process.env, GIT_TERMINAL_PROMPT: '0', ...opts.env },
            timeout: opts.timeoutMs ?? 120_000,
            maxBuffer: 256 * 1024 * 1024,
            encoding: 'utf8',
        }, (err, stdout, stderr) => {
            if (err && typeof err.code !== 'number') {
                const why = err.killed ? `timed out after ${(opts.timeoutMs ?? 120_000) / 1000}s` : err.message;
                reject(new errors/* EvalError */.Fn('git', `git ${args[0]} failed to run: ${why}`));
                return;
            }
            resolve({ code: err ? Number(err.code) : 0, stdout, stderr });
        });
        // git may exit without reading stdin (most commands do): its exit code tells, not EPIPE.
        child.stdin?.on('error', () => { });
        child.stdin?.end(opts.input ?? '');
    });
}
/** Like runGit, but a non-zero exit is an error carrying git's own message. */
async function git(args, opts) {
    const r = await runGit(args, opts);
    if (r.code !== 0)
        throw new errors/* EvalError */.Fn('git', `git ${args.slice(0, 2).join(' ')} failed: ${gitMessage(r)}`);
    return r.stdout;
}
/** The last lines of git's complaint, with any credentials in a URL (https://user:token@host) hidden. */
function gitMessage(r) {
    const text = (r.stderr || r.stdout).trim().split('\n').slice(-3).join(' / ');
    return text.replace(/\/\/[^/@\s]+@/g, '//***@');
}
/** The workflow's own sha and ref on GitHub, else the local checkout's; nulls outside one. */
async function gitInfo(cwd = process.cwd(), env = process.env) {
    if (env.GITHUB_SHA)
        return { sha: env.GITHUB_SHA, ref: env.GITHUB_HEAD_REF || env.GITHUB_REF || null };
    // One process for both: every local run pays for it.
    const r = await runGit(['rev-parse', 'HEAD', '--abbrev-ref', 'HEAD'], { cwd, timeoutMs: 5000 }).catch(() => null);
    const [sha = null, ref = null] = r?.code === 0 ? r.stdout.trim().split('\n') : [];
    return { sha: sha || null, ref: ref || null };
}

// EXTERNAL MODULE: ./src/history.ts
var src_history = __webpack_require__(98155);
;// CONCATENATED MODULE: ./src/baselines/branch-store.ts
// Baselines on a git branch (default `mcp-eval-baselines`) of the repository under test.
// The user's checkout is never touched: reads use the fetched commit's objects
// (`git cat-file blob <sha>:<path>`), and recording builds the commit with plumbing on a
// private index file (GIT_INDEX_FILE), so HEAD, the index and the working tree stay as
// they were. The branch is created as an orphan when missing. A push that loses a race
// (another job recorded meanwhile) is retried on the new tip, so both recordings survive.
// The run history (history.jsonl at the root) is committed with the baselines, or alone for a run on the default
// branch that records nothing, appended to the tip's own copy on every try.
// In Actions, actions/checkout leaves credentials for `origin`; the job needs
// `permissions: contents: write` to push.








/** The identity GITHUB_TOKEN commits show as. */
const BOT_IDENTITY = {
    name: 'github-actions[bot]',
    email: '41898282+github-actions[bot]@users.noreply.github.com',
};
class BranchBaselineStore {
    opts;
    kind = 'branch';
    tip = null;
    remote;
    constructor(opts) {
        this.opts = opts;
        this.remote = opts.remote ?? 'origin';
    }
    async prepare() {
        const tip = await this.current();
        const { branch } = this.opts;
        return tip.sha
            ? `baselines: branch ${branch}@${tip.sha.slice(0, 7)} of ${this.remote} (${tip.files.size} file(s))`
            : `baselines: branch ${branch} does not exist on ${this.remote} yet`;
    }
    async load(scenarioId) {
        const file = (0,format/* baselinePath */.XB)(scenarioId);
        const tip = await this.current();
        if (!tip.sha || !tip.files.has(file))
            return null;
        const where = `${this.opts.branch}@${tip.sha.slice(0, 7)}:${file}`;
        const text = await git(['cat-file', 'blob', `${tip.sha}:${file}`], { cwd: this.opts.cwd }).catch((e) => {
            throw new errors/* EvalError */.Fn('baseline', `cannot read baseline ${where}: ${(0,errors/* errorMessage */.gJ)(e)}`);
        });
        return { baseline: (0,format/* parseBaseline */.nk)(text, where, scenarioId), source: where };
    }
    async loadFile(file) {
        const tip = await this.current();
        if (!tip.sha || !tip.files.has((0,format/* storedFilePath */.TW)(file)))
            return null;
        const where = `${this.opts.branch}@${tip.sha.slice(0, 7)}:${file}`;
        const text = await git(['cat-file', 'blob', `${tip.sha}:${file}`], { cwd: this.opts.cwd }).catch((e) => {
            throw new errors/* EvalError */.Fn('baseline', `cannot read ${where}: ${(0,errors/* errorMessage */.gJ)(e)}`);
        });
        return { text, source: where };
    }
    async loadHistory() {
        return this.readHistory(await this.current());
    }
    async readHistory(tip) {
        if (!tip.sha || !tip.history)
            return src_history/* NO_HISTORY */.Vo;
        const where = `${this.opts.branch}@${tip.sha.slice(0, 7)}:${src_history/* HISTORY_FILE */.CX}`;
        const text = await git(['cat-file', 'blob', `${tip.sha}:${src_history/* HISTORY_FILE */.CX}`], { cwd: this.opts.cwd }).catch((e) => {
            throw new errors/* EvalError */.Fn('baseline', `cannot read the run history ${where}: ${(0,errors/* errorMessage */.gJ)(e)}`);
        });
        return (0,src_history/* parseHistory */.i6)(text, where);
    }
    async save(baselines, history, files = []) {
        (0,dir_store/* assertUnique */.q8)(baselines);
        files.forEach((f) => (0,format/* storedFilePath */.TW)(f.path));
        const { branch, cwd } = this.opts;
        const attempts = this.opts.maxPushAttempts ?? 5;
        const message = commitMessage([...baselines.map((b) => b.scenario_id), ...files.map((f) => f.path)], this.opts.sourceSha ?? history?.entry.git.sha ?? baselines.find((b) => b.git.sha)?.git.sha ?? null, history !== undefined);
        let lastError = '';
        for (let attempt = 1; attempt <= attempts; attempt++) {
            // Always build on the freshest tip: another job may have recorded other scenarios, or added its run.
            const tip = await this.fetchTip();
            const extra = [...files, ...(history ? [await this.historyFile(tip, history)] : [])];
            const author = this.opts.author ?? BOT_IDENTITY;
            const commit = await commitBaselines(cwd, tip.sha, baselines, message, author, extra);
            if (commit === tip.sha)
                return `${branch}@${commit.slice(0, 7)} (unchanged)`;
            const push = await runGit(['push', '--porcelain', '--no-verify', this.remote, `${commit}:refs/heads/${branch}`], {
                cwd,
            });
            if (push.code === 0) {
                this.tip = null; // the next load reads what was just pushed
                return `${branch}@${commit.slice(0, 7)}`;
            }
            lastError = gitMessage(push);
            if (!lostRace(push.stdout + push.stderr)) {
                throw new errors/* EvalError */.Fn('baseline', `pushing baselines to ${branch} on ${this.remote} failed: ${lastError}`);
            }
            await sleep(150 * attempt + Math.random() * 250);
        }
        throw new errors/* EvalError */.Fn('baseline', `pushing baselines to ${branch} on ${this.remote} failed ${attempts} times: ` +
            `the branch kept moving (${lastError})`);
    }
    /** The tip's history with this run added. */
    async historyFile(tip, history) {
        const stored = await this.readHistory(tip);
        return { path: src_history/* HISTORY_FILE */.CX, text: (0,src_history/* serializeHistory */.ph)((0,src_history/* appendHistory */.b8)(stored.entries, history)) };
    }
    /** The tip loads read from: fetched once, refetched after a save. */
    current() {
        this.tip ??= this.fetchTip().catch((e) => {
            this.tip = null;
            throw e;
        });
        return this.tip;
    }
    async fetchTip() {
        const { branch, cwd } = this.opts;
        const ref = `refs/heads/${branch}`;
        const fail = (what, e) => new errors/* EvalError */.Fn('baseline', `baseline branch ${branch}: ${what} ${this.remote} failed: ${(0,errors/* errorMessage */.gJ)(e)}`);
        const listed = await git(['ls-remote', '--heads', this.remote, ref], { cwd }).catch((e) => {
            throw fail('listing', e);
        });
        const sha = listed
            .split('\n')
            .find((l) => l.endsWith(`\t${ref}`))
            ?.split('\t')[0] ?? null;
        if (!sha)
            return { sha: null, files: new Set(), history: false };
        // A shallow checkout (actions/checkout's default) stays shallow: fetch only the tip.
        const shallow = (await git(['rev-parse', '--is-shallow-repository'], { cwd })).trim() === 'true';
        // No FETCH_HEAD, no local branch: the user's refs stay as they were.
        await git(['fetch', '--quiet', '--no-tags', '--no-write-fetch-head', ...(shallow ? ['--depth=1'] : []), this.remote, ref], { cwd }).catch((e) => {
            throw fail('fetching from', e);
        });
        const names = (await git(['ls-tree', '-r', '-z', '--name-only', sha], { cwd })).split('\0');
        return { sha, files: new Set(names.filter((n) => n.endsWith('.json'))), history: names.includes(src_history/* HISTORY_FILE */.CX) };
    }
}
/**
 * A commit holding `parent`'s tree with these baselines (and `extra` files) written over it, built on a private
 * index so the user's index is untouched. Returns `parent` itself when nothing changed.
 */
async function commitBaselines(cwd, parent, baselines, message, author, extra = []) {
    const dir = await (0,promises_.mkdtemp)(external_node_path_default().join((0,external_node_os_.tmpdir)(), 'mcp-eval-index-'));
    const env = { GIT_INDEX_FILE: external_node_path_default().join(dir, 'index') };
    try {
        await git(parent ? ['read-tree', parent] : ['read-tree', '--empty'], { cwd, env });
        const files = [
            ...baselines.map((b) => ({ path: (0,format/* baselinePath */.XB)(b.scenario_id), text: (0,format/* serializeBaseline */.ky)(b) })),
            ...extra,
        ];
        const entries = await Promise.all(files.map(async (f) => {
            const blob = (await git(['hash-object', '-w', '--no-filters', '--stdin'], { cwd, input: f.text })).trim();
            return `100644 ${blob}\t${f.path}\0`;
        }));
        await git(['update-index', '-z', '--index-info'], { cwd, env, input: entries.join('') });
        const tree = (await git(['write-tree'], { cwd, env })).trim();
        if (parent && (await git(['rev-parse', `${parent}^{tree}`], { cwd })).trim() === tree)
            return parent;
        const identity = ['-c', `user.name=${author.name}`, '-c', `user.email=${author.email}`];
        const args = [...identity, 'commit-tree', '--no-gpg-sign', tree, ...(parent ? ['-p', parent] : []), '-F', '-'];
        return (await git(args, { cwd, input: message })).trim();
    }
    finally {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}
function commitMessage(recorded, from, history) {
    const ids = [...recorded].sort();
    const what = ids.length ? `record ${ids.length} baseline(s)` : 'add a run to the history';
    return [
        `mcp-eval: ${what}${ids.length && history ? ' and the run to the history' : ''}`,
        ...(ids.length ? ['', ...ids.map((id) => `- ${id}`)] : []),
        ...(from ? ['', `${ids.length ? 'Recorded' : 'Run'} at ${from}.`] : []),
        '',
    ].join('\n');
}
/** Rejections that mean "someone pushed first": retry on the new tip. */
function lostRace(output) {
    return /non-fast-forward|fetch first|\(stale info\)|cannot lock ref|failed to update ref|incorrect old value/i.test(output);
}
function sleep(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms));
}

;// CONCATENATED MODULE: ./src/baselines/index.ts
// Baselines: the file format and the stores (directory, git branch; the Actions cache store is handed in by the
// caller that runs on GitHub, github/cache-store.ts, so nothing below src/github/ imports it).







function createBaselineStore(opts) {
    switch (opts.kind) {
        case 'dir':
            return new dir_store/* DirBaselineStore */.qk(external_node_path_default().resolve(opts.cwd, opts.dir));
        case 'cache':
            if (!opts.cacheStore) {
                throw new errors/* EvalError */.Fn('config', 'baseline-store cache needs the GitHub Actions cache, which this caller lacks', {
                    hint: 'use baseline-store dir or branch outside GitHub Actions',
                });
            }
            return opts.cacheStore({ prefix: opts.cacheKey, workDir: opts.workDir, env: opts.env });
        case 'branch':
            return new BranchBaselineStore({
                branch: opts.branch,
                cwd: opts.cwd,
                remote: opts.remote,
                sourceSha: (opts.env ?? process.env).GITHUB_SHA ?? null,
            });
    }
}

// EXTERNAL MODULE: ./src/results.ts + 1 modules
var results = __webpack_require__(46178);
// EXTERNAL MODULE: ./src/verdict.ts
var verdict = __webpack_require__(53138);
// EXTERNAL MODULE: ./src/trajectory.ts
var trajectory = __webpack_require__(68294);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/merge.ts
// The merge of a sharded suite: the results.json of each shard (shard k/n) into the one report a single job running
// the whole suite would have written: every scenario once, in the suite's order; counts, score, status and the
// check's verdict over all of them; the causes found again over all of them (a removed tool breaking scenarios in
// three shards is one cause). A shard whose results are missing is never a smaller suite: it is a problem naming
// it, and each of its scenarios (known from any other shard's copy of the split) an ERROR saying so.
// Pure: the caller reads the files or downloads the artifacts (pipeline/execute.ts, github/artifact.ts).





function mergeShards(input) {
    const shards = checkShards(input.shards);
    const total = shardCount(shards, input.failed);
    const failures = new Map(input.failed.map((f) => [f.index, f.reason]));
    const missing = Array.from({ length: total }, (_, i) => i + 1).filter((k) => !shards.some((s) => s.section.index === k));
    const why = (k) => failures.get(k) ?? input.absent(k, total);
    const problems = [...input.unreadable, ...missing.map((k) => `shard ${k}/${total} is missing: ${why(k)}`)];
    const [first] = shards;
    if (!first)
        throw new errors/* EvalError */.Fn('results', `no shard's results to merge: ${problems.join('; ')}`);
    problems.push(...splitProblems(shards));
    const scenarios = mergeScenarios(shards, problems, (k) => missing.includes(k)
        ? `not run: shard ${k}/${total} is missing (${why(k)})`
        : `not run: shard ${k}/${total} did not run it (the shards split the suite differently)`);
    const reports = shards.map((s) => s.report);
    const modes = [...new Set(reports.map((r) => r.mode))];
    if (modes.length > 1)
        problems.push(`the shards ran in different modes: ${modes.join(', ')}`);
    const started = reports.map((r) => r.started_at).sort()[0];
    const ended = reports.map((r) => r.ended_at).sort()[reports.length - 1];
    const { history: _h, shard: _s, causes: _c, discovery: _d, ...base } = first.report;
    const suites = reports.find((r) => r.discovery)?.discovery;
    const merged = {
        ...base,
        tool: { name: 'mcp-eval', version: version/* VERSION */.x },
        started_at: started,
        ended_at: ended,
        duration_ms: Date.parse(ended) - Date.parse(started),
        usage: scenarios.reduce((u, s) => (0,trajectory/* addUsage */.OH)(u, s.usage), (0,trajectory/* emptyUsage */.ly)()),
        // The suite's problems (a malformed scenario file) are in every shard's results: said once.
        problems: [...new Set([...reports.flatMap((r) => r.problems), ...problems])],
        links: { run_url: null, artifact_url: null },
        merged: { shards: total, missing },
        scenarios,
        // Shard 1 runs the retrieval suites (pipeline/discovery.ts).
        ...(suites ? { discovery: suites } : {}),
    };
    return retally(merged, input.failOn, input.failOnSuspicious);
}
/**
 * Counts, score, status, the check's verdict and the causes from the report's scenarios and problems: after a merge,
 * and again when saving the merged recordings failed (their scenarios are ERROR then).
 */
function retally(report, failOn, failOnSuspicious) {
    const { counts, score, status: scenarioStatus } = (0,results/* tally */.N4)(report.scenarios);
    // As in a single job: a malformed scenario file, or a missing shard, fails the check too.
    return { ...report, score, counts, ...(0,verdict/* judgeRun */.Zy)(scenarioStatus, report, { failOn, failOnSuspicious }) };
}
/** Each results.json must be a shard's, of one matrix, each shard once. */
function checkShards(shards) {
    const out = [];
    for (const s of shards) {
        const section = s.report.shard;
        if (!section) {
            throw new errors/* EvalError */.Fn('results', `${s.source} is not a shard's results (it has no shard section)`, {
                hint: 'merge the results.json of runs made with shard k/n, one per shard',
            });
        }
        const twin = out.find((o) => o.section.index === section.index);
        if (twin)
            throw new errors/* EvalError */.Fn('results', `${twin.source} and ${s.source} are both shard ${section.index}`);
        out.push({ ...s, section });
    }
    return out.sort((a, b) => a.section.index - b.section.index);
}
/** n: the same in every shard's results and every failed download. */
function shardCount(shards, failed) {
    const totals = [...new Set([...shards.map((s) => s.section.total), ...failed.map((f) => f.total)])];
    if (totals.length > 1) {
        const which = [...shards.map((s) => `${s.source}: ${s.section.index}/${s.section.total}`)];
        throw new errors/* EvalError */.Fn('results', `the shards come from different splits (${totals.join(' and ')} shards): ${which}`);
    }
    return totals[0] ?? 0;
}
/** Every shard computed the split on its own: a different one (the baselines changed as they started) is said. */
function splitProblems(shards) {
    const key = (s) => s.section.suite.map((e) => `${e.id}\0${e.shard}`).join('\n');
    const [first, ...rest] = shards;
    return rest
        .filter((s) => key(s) !== key(first))
        .map((s) => `shards ${first.section.index} and ${s.section.index} split the suite differently ` +
        '(did the baselines change while the shards started?): each scenario is reported once, and any none ran');
}
/** The suite's scenarios in its order, each once: the first shard's result, or an ERROR for one none ran. */
function mergeScenarios(shards, problems, notRun) {
    const ran = new Map();
    for (const s of shards) {
        for (const result of s.report.scenarios) {
            const seen = ran.get(result.id);
            if (seen)
                problems.push(`scenario ${result.id} ran in shards ${seen.shard} and ${s.section.index}: the first kept`);
            else
                ran.set(result.id, { result, shard: s.section.index });
        }
    }
    // The suite as the shards saw it (they agree unless the split differed): the first shard's order, then the rest.
    const suite = new Map(shards.flatMap((s) => s.section.suite.map((e) => [e.id, e])).reverse());
    const order = [...new Set(shards.flatMap((s) => s.section.suite.map((e) => e.id)))];
    const thresholds = shards[0].report.thresholds;
    const scenarios = order.map((id) => {
        const entry = suite.get(id);
        return ran.get(id)?.result ?? (0,results/* notRunResult */.Ee)({ ...entry, tags: [], thresholds }, notRun(entry.shard));
    });
    // A result no shard's suite lists (not expected): still reported, never dropped.
    const listed = new Set(order);
    return [...scenarios, ...[...ran.values()].filter((r) => !listed.has(r.result.id)).map((r) => r.result)];
}

// EXTERNAL MODULE: ./src/reports/index.ts + 5 modules
var reports = __webpack_require__(11526);
// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __webpack_require__(27194);
// EXTERNAL MODULE: ./src/servers/index.ts + 6 modules
var src_servers = __webpack_require__(57300);
// EXTERNAL MODULE: ./src/shard.ts
var src_shard = __webpack_require__(67903);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
// EXTERNAL MODULE: ./src/settings.ts + 1 modules
var src_settings = __webpack_require__(84735);
;// CONCATENATED MODULE: ./src/pipeline/persist.ts
// Stage persist: the baseline store and the run history. The store prepared (what it holds, or why it cannot be
// read), the history read and whether this run adds itself to it, and the recorded baselines and this run's
// history line saved in one write. Which store a run uses, a shard's included, is decided here too.






/**
 * Prepared in every mode, so the log says what the store holds (a recording merges with it).
 * A store that cannot be read fails only the scenarios that need a baseline: returns why, for each to say.
 */
async function prepareStore(store, log) {
    try {
        log(await store.prepare());
        return null;
    }
    catch (e) {
        const storeError = `the ${store.kind} baseline store could not be read: ${(0,errors/* errorMessage */.gJ)(e)}`;
        log(`baselines: ${storeError}`);
        return storeError;
    }
}
/** The store's run history, its skipped lines logged; null when it cannot be read (then it is not written either). */
async function readHistory(store, log) {
    try {
        const history = await store.loadHistory();
        for (const w of history.warnings)
            log(w);
        log(history.source ? `history: ${history.entries.length} run(s) from ${history.source}` : 'history: none yet');
        return history;
    }
    catch (e) {
        log(`history: not read, and this run is not added to it: ${(0,errors/* errorMessage */.gJ)(e)}`);
        return null;
    }
}
/**
 * Whether this run saves what it recorded. A cache entry saved by a pull request is the one that pull
 * request restores from then on (GitHub prefers a branch's own scope), so an auto-mode run in a PR that
 * saved would never see the default branch's refreshed baselines again: only record mode, and accept (the
 * refresh workflow's other mode), save to the cache, unless asked.
 */
function savesIn(settings, store) {
    return store.kind !== 'cache' || settings.mode === 'record' || settings.mode === 'accept' || settings.cacheSaveAuto;
}
/**
 * The end of a run: what it recorded (unless the store is the Actions cache and the mode does not save there) and
 * its history line, saved; the report's history section.
 */
async function saveRun(settings, store, run) {
    const { recorded, files = [], kept, results, log } = run;
    const saves = savesIn(settings, store);
    if (!saves && recorded.length + files.length > 0) {
        log(`auto mode: ${recorded.length + files.length} new baseline(s) not saved to the actions cache (only mode ` +
            'record saves there, unless cache-save-auto is set)');
    }
    return saveToStore(store, saves ? recorded : [], kept, results, log, saves ? files : []);
}
/**
 * The recorded baselines and this run's history line, in one write; the report's history section. Recording that
 * cannot be stored is a failure of every recorded scenario, said once each; a history line that cannot be stored is
 * only logged.
 */
async function saveToStore(store, baselines, history, results, log, files = []) {
    const append = history?.plan.write ? { entry: history.line(), keep: history.plan.keep } : undefined;
    const saved = await saveAll(store, { baselines, files }, append, results, log);
    if (!history)
        return undefined;
    const added = saved && !!append;
    const why = append && !saved ? 'saving it to the store failed' : history.plan.why;
    return { source: history.read.source, runs: history.read.entries, added, why };
}
async function saveAll(store, { baselines, files }, history, results, log) {
    if (!baselines.length && !files.length && !history)
        return false;
    try {
        const where = await store.save(baselines, history, files);
        const what = [
            baselines.length ? `${baselines.length} baseline(s)` : '',
            files.length ? `${files.length} retrieval baseline(s)` : '',
            history ? 'this run to the history' : '',
        ];
        log(`saved ${what.filter(Boolean).join(' and ')} to ${where}`);
        return true;
    }
    catch (e) {
        const error = `saving baseline failed: ${(0,errors/* errorMessage */.gJ)(e)}`;
        for (const r of results)
            if (r.status === 'RECORDED')
                Object.assign(r, { status: 'ERROR', error });
        if (history)
            log(`history: this run was not added: ${(0,errors/* errorMessage */.gJ)(e)}`);
        return false;
    }
}
/** Whether the run history is kept at all, and whether this run adds itself to it (and why, in the log). */
function historyPlan(settings, branch, log) {
    if (settings.historySize === 0)
        return undefined;
    const keep = settings.historySize;
    // One run is one line: the merge job's, never each shard's.
    const shard = (0,src_settings/* shardOf */.IS)(settings);
    if (shard) {
        const why = `a shard (${(0,src_shard/* formatShard */._D)(shard)}); the merge job adds the run`;
        log?.(`history: read only: ${why}`);
        return { keep, write: false, why };
    }
    if (settings.historyWrite !== 'auto') {
        const why = `history-write ${settings.historyWrite}`;
        log?.(`history: ${why}`);
        return { keep, write: settings.historyWrite === 'always', why };
    }
    log?.(`history: ${branch.onDefault ? 'this run is added' : 'read only'}: ${branch.why}`);
    return { keep, write: branch.onDefault, why: branch.why };
}
/** The store the settings name; the Actions cache only when the caller hands in how to reach it. */
function storeOf(settings, cwd, cacheStore) {
    return createBaselineStore({
        kind: settings.baselineStore,
        dir: settings.baselineDir,
        cacheKey: settings.baselineKey,
        branch: settings.baselineBranch,
        cwd,
        cacheStore,
    });
}
/** A run's store: a shard's (shardStore) when the settings name a shard. */
async function runStore(settings, cwd, cacheStore) {
    const store = storeOf(settings, cwd, cacheStore);
    return settings.shard ? shardStore(store, settings, cwd) : store;
}
/**
 * A shard's store. The cache store keeps one entry per run attempt, so n shards saving would collide: a shard reads
 * the cache but writes its recordings to SHARD_BASELINES, and the merge job saves them all as one entry. The other
 * stores take each shard's recordings as they would a job's (the branch store retries a push that lost a race).
 */
async function shardStore(store, settings, cwd) {
    if (store.kind !== 'cache')
        return store;
    const dir = external_node_path_default().resolve(cwd, settings.out, src_shard/* SHARD_BASELINES */.qG);
    // A previous run's recordings in the same directory must not travel with this one's.
    await (0,promises_.rm)(dir, { recursive: true, force: true });
    const local = new dir_store/* DirBaselineStore */.qk(dir);
    return {
        kind: store.kind,
        prepare: () => store.prepare(),
        load: (id) => store.load(id),
        loadHistory: () => store.loadHistory(),
        loadFile: (file) => store.loadFile(file),
        save: async (baselines, _history, files) => `${await local.save(baselines, undefined, files)}, for the merge job to save to the actions cache`,
    };
}

// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/core/error.mjs
var error = __webpack_require__(25064);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/client.mjs + 226 modules
var client = __webpack_require__(7766);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(74976);
;// CONCATENATED MODULE: ./src/agents/judge.ts

const JUDGE_TOOL_NAME = 'record_verdicts';
/** A verdict is one word and one sentence per statement. */
const JUDGE_MAX_TOKENS = 1024;
const JUDGE_PROMPT = 'You judge a finished run of an AI agent that used tools of MCP servers. ' +
    'You get its transcript (USER, AGENT, TOOL_CALL, TOOL_RESULT and TOOL_ERROR lines) and numbered statements ' +
    'about the run. For each statement decide from the transcript alone whether it is true (met: true) or not ' +
    '(met: false), and give the reason in one sentence. Record every verdict with the record_verdicts tool.';
const JUDGE_TOOL = {
    name: JUDGE_TOOL_NAME,
    description: 'Record one verdict for each numbered statement.',
    input_schema: {
        type: 'object',
        properties: {
            verdicts: {
                type: 'array',
                items: {
                    type: 'object',
                    properties: {
                        statement: { type: 'integer', description: 'The number of the statement' },
                        met: { type: 'boolean', description: 'true when the transcript shows the statement is true' },
                        reason: { type: 'string', description: 'One sentence' },
                    },
                    required: ['statement', 'met', 'reason'],
                },
            },
        },
        required: ['verdicts'],
    },
};
function judgeRequestBody(model, req) {
    const statements = req.statements.map((s, i) => `${i + 1}. ${s}`).join('\n');
    const content = `<transcript>\n${req.transcript}\n</transcript>\n\nStatements:\n${statements}`;
    return {
        model,
        max_tokens: JUDGE_MAX_TOKENS,
        system: JUDGE_PROMPT,
        tools: [JUDGE_TOOL],
        tool_choice: { type: 'tool', name: JUDGE_TOOL_NAME },
        messages: [{ role: 'user', content }],
    };
}
/** The verdicts of the forced tool call, by statement number; a statement with no readable verdict gets null. */
function parseVerdicts(message, count) {
    const verdicts = new Array(count).fill(null);
    const call = message.content.find((b) => b.type === 'tool_use' && b.name === JUDGE_TOOL_NAME);
    const input = call?.type === 'tool_use' && (0,json/* isRecord */.u4)(call.input) ? call.input : {};
    const list = Array.isArray(input.verdicts) ? input.verdicts : [];
    for (const v of list) {
        if (!(0,json/* isRecord */.u4)(v) || typeof v.met !== 'boolean' || typeof v.statement !== 'number')
            continue;
        const i = v.statement - 1;
        if (Number.isInteger(i) && i >= 0 && i < count && verdicts[i] === null) {
            verdicts[i] = { met: v.met, reason: typeof v.reason === 'string' ? v.reason : '' };
        }
    }
    return verdicts;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(15649);
// EXTERNAL MODULE: ./src/util/zod.ts
var zod = __webpack_require__(12001);
;// CONCATENATED MODULE: ./src/agents/pricing.ts
// Estimated cost of a model turn from its token usage. Prices change and gateways bill
// differently, so the table is only a default: a prices file is merged over it.





/** Anthropic's published list prices (standard tier, 5-minute cache writes). */
const DEFAULT_PRICES = {
    'claude-opus-5-5': { input: 4, output: 20, cache_write: 5, cache_read: 0.2 },
    'claude-opus-5': { input: 5, output: 25, cache_write: 6.25, cache_read: 0.5 },
    'claude-sonnet-5-5': { input: 2, output: 10, cache_write: 2.5, cache_read: 0.2 },
    'claude-sonnet-5': { input: 2, output: 10, cache_write: 2.5, cache_read: 0.2 },
    'claude-sonnet-4-6': { input: 3, output: 15, cache_write: 3.75, cache_read: 0.3 },
    'claude-sonnet-4-5': { input: 3, output: 15, cache_write: 3.75, cache_read: 0.3 },
    'claude-opus-4-5': { input: 5, output: 25, cache_write: 6.25, cache_read: 0.5 },
    'claude-haiku-4-5': { input: 1, output: 5, cache_write: 1.25, cache_read: 0.1 },
};
/**
 * Price of a model: exact id first, then a dated snapshot of a listed alias
 * (`claude-sonnet-4-5-20250929` is priced as `claude-sonnet-4-5`). Unknown model: null.
 */
function priceFor(model, prices = DEFAULT_PRICES) {
    if (Object.hasOwn(prices, model))
        return prices[model];
    const snapshot = /^(.+)-\d{8}$/.exec(model);
    if (snapshot && Object.hasOwn(prices, snapshot[1]))
        return prices[snapshot[1]];
    return null;
}
/** Usage of one turn with its estimated cost; an unknown model costs 0 (createAgent warns about it). */
function usageWithCost(api, model, prices = DEFAULT_PRICES) {
    const usage = {
        input_tokens: api.input_tokens,
        output_tokens: api.output_tokens,
        cache_read_input_tokens: api.cache_read_input_tokens ?? 0,
        cache_creation_input_tokens: api.cache_creation_input_tokens ?? 0,
    };
    const p = priceFor(model, prices);
    const cost = p
        ? (usage.input_tokens * p.input +
            usage.output_tokens * p.output +
            usage.cache_creation_input_tokens * p.cache_write +
            usage.cache_read_input_tokens * p.cache_read) /
            1_000_000
        : 0;
    return { ...usage, cost_usd: cost };
}
const priceSchema = schemas/* strictObject */.rej({
    input: schemas/* number */.aig().nonnegative(),
    output: schemas/* number */.aig().nonnegative(),
    cache_write: schemas/* number */.aig().nonnegative(),
    cache_read: schemas/* number */.aig().nonnegative(),
});
/** A prices file (JSON or YAML): model id -> USD per million tokens. Errors name the file and the model. */
function readPriceFile(file) {
    const shape = 'a mapping of model id to {input, output, cache_write, cache_read} in USD per million tokens';
    let data;
    try {
        data = (0,dist/* parse */.qg)((0,external_node_fs_.readFileSync)(file, 'utf8'));
    }
    catch (e) {
        const missing = e.code === 'ENOENT';
        throw new errors/* EvalError */.Fn('config', `prices file ${file}: ${missing ? 'not found' : (0,errors/* errorMessage */.gJ)(e)}`);
    }
    if (data === null || typeof data !== 'object' || Array.isArray(data))
        throw new errors/* EvalError */.Fn('config', `prices file ${file}: expected ${shape}`);
    const table = {};
    for (const [model, value] of Object.entries(data)) {
        const parsed = priceSchema.safeParse(value, { reportInput: true });
        if (!parsed.success) {
            const problem = (0,zod/* summarizeIssues */.ME)(parsed.error, { max: 1 });
            throw new errors/* EvalError */.Fn('config', `prices file ${file}: model "${model}": ${problem} (expected ${shape})`);
        }
        table[model] = parsed.data;
    }
    return table;
}

;// CONCATENATED MODULE: ./src/agents/claude.ts
// The real-model agent: a Messages API tool-use loop over the host's gateway tools.






const DEFAULT_MAX_TOKENS = 8192;
// The prompts are sent byte for byte on every request (the cached prefix): change them on purpose only.
const INTRO_PROMPT = "You are being evaluated on how well you complete the user's request using the tools of the MCP servers " +
    'connected to you.';
const GATEWAY_PROMPT = `${INTRO_PROMPT}\n` +
    'Each tool named mcp_<server> is a gateway to one MCP server. ' +
    'First call it with {"action": "list"} to discover that server\'s tools, their descriptions and input schemas. ' +
    'Then call it with {"action": "execute", "tool_name": "<tool>", "tool_inputs": {...}} to run one of them. ' +
    'Never guess tool names or arguments: take them from the list.';
// With gateway-list compact the list has no schemas: the model is told where to get one before executing.
const COMPACT_GATEWAY_PROMPT = `${INTRO_PROMPT}\n` +
    'Each tool named mcp_<server> is a gateway to one MCP server. ' +
    'First call it with {"action": "list"} to discover that server\'s tools: each one\'s name and what it does. ' +
    'Before you execute a tool, call {"action": "list", "tool_name": "<tool>"} to get its full description and input ' +
    'schema. Then call {"action": "execute", "tool_name": "<tool>", "tool_inputs": {...}} to run it. ' +
    'Never guess tool names or arguments: take them from the list and the schema.';
const DIRECT_PROMPT = `${INTRO_PROMPT}\nEach tool you are given is a tool of one of those servers.`;
const COMMON_PROMPT = 'Do the work with the tools rather than answering from memory. ' +
    'If a tool call fails, read the error and correct the call.\n' +
    'When the request is done, or cannot be done with these tools, ' +
    'reply with a short summary of what you did and stop.';
/**
 * The system prompt depends only on how the tools are offered (gateway or direct, and a gateway's list), so it is the
 * same for every scenario; the setting says which (ToolHost), not a guess from the tools' shape.
 */
function systemPrompt(gateway, compactList = false) {
    const tools = !gateway ? DIRECT_PROMPT : compactList ? COMPACT_GATEWAY_PROMPT : GATEWAY_PROMPT;
    return `${tools}\n${COMMON_PROMPT}`;
}
/**
 * What the model is told before any tool answers, hashed: the system prompt (by exposure and gateway list) and the
 * request. A baseline recorded with another is no witness of what today's model would do (pipeline/verify.ts).
 */
function promptHash(gateway, userIntent, compactList = false) {
    return (0,json/* sha256 */.sc)(`${systemPrompt(gateway, compactList)}\n\n${userIntent}`);
}
/**
 * Tools in a deterministic order with a cache breakpoint on the last one, so the prefix
 * (tools, then system) is byte-identical on every request and later turns read it from cache.
 */
function cacheableTools(tools) {
    const sorted = [...tools].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return sorted.map((t, i) => ({
        name: t.name,
        description: t.description,
        input_schema: t.input_schema,
        ...(i === sorted.length - 1 ? { cache_control: { type: 'ephemeral' } } : {}),
    }));
}
/** The API's own message when it gave one; never the key. */
function describeError(err, apiKey) {
    let text;
    if (err instanceof error/* APIError */.LG) {
        const status = err.status === undefined ? '' : `${err.status} `;
        const type = err.type ? `${err.type}: ` : '';
        text = err.apiMessage
            ? `Anthropic API error ${status}${type}${err.apiMessage}`
            : `Anthropic API error: ${err.message}`;
    }
    else
        text = `Anthropic API request failed: ${(0,errors/* errorMessage */.gJ)(err)}`;
    return apiKey ? text.split(apiKey).join('***') : text;
}
function stopReasonOf(apiReason) {
    switch (apiReason) {
        case 'tool_use':
        case 'pause_turn':
            return 'continue';
        case 'max_tokens':
        case 'model_context_window_exceeded':
            return 'max_tokens';
        case 'refusal':
            return 'refusal';
        default:
            // end_turn, stop_sequence, or a reason newer than this code: the model is done.
            return 'end_turn';
    }
}
class ClaudeAgent {
    kind = 'claude';
    model;
    client;
    prices;
    maxTokens;
    apiKey;
    constructor(opts) {
        this.model = opts.model;
        this.apiKey = opts.apiKey;
        this.prices = opts.prices ?? DEFAULT_PRICES;
        this.maxTokens = opts.maxTokens ?? DEFAULT_MAX_TOKENS;
        this.client = new client/* Anthropic */.N({ apiKey: opts.apiKey, baseURL: opts.baseUrl, maxRetries: opts.maxRetries });
    }
    /** The prompt hash a run of this scenario would record (gateway or direct exposure). */
    prompt(userIntent, gateway, compactList = false) {
        return promptHash(gateway, userIntent, compactList);
    }
    async run({ scenario, host, recorder, maxTurns, signal }) {
        const modelTools = host.modelTools();
        // Built once: every request must send the same bytes for the cached prefix.
        const tools = cacheableTools(modelTools);
        const { gateway, compactList } = host;
        const system = [
            { type: 'text', text: systemPrompt(gateway, compactList), cache_control: { type: 'ephemeral' } },
        ];
        const messages = [{ role: 'user', content: scenario.user_intent }];
        recorder.user(scenario.user_intent);
        recorder.prompt(this.prompt(scenario.user_intent, gateway, compactList));
        for (let turn = 0; turn < maxTurns; turn++) {
            if (signal.aborted)
                return { stop_reason: 'timeout', error: 'run timed out waiting for the model' };
            let response;
            try {
                // No temperature: API version 2026-10-21 (SDK 1.x) rejects sampling parameters.
                response = await this.client.messages.create({ model: this.model, max_tokens: this.maxTokens, system, tools, messages }, { signal });
            }
            catch (err) {
                if (signal.aborted || err instanceof error/* APIUserAbortError */.cH) {
                    return { stop_reason: 'timeout', error: 'run timed out waiting for the model' };
                }
                return { stop_reason: 'api_error', error: describeError(err, this.apiKey) };
            }
            recorder.turn(usageWithCost(response.usage, this.model, this.prices));
            for (const block of response.content)
                if (block.type === 'text')
                    recorder.assistant(block.text);
            messages.push({ role: 'assistant', content: response.content });
            const outcome = stopReasonOf(response.stop_reason);
            if (outcome !== 'continue')
                return { stop_reason: outcome, error: null };
            if (response.stop_reason === 'pause_turn')
                continue;
            const results = [];
            for (const block of response.content) {
                if (block.type !== 'tool_use')
                    continue;
                const out = await host.callModelTool(block.name, block.input, block.id);
                results.push({ type: 'tool_result', tool_use_id: block.id, content: out.text, is_error: out.is_error });
            }
            if (results.length === 0)
                return { stop_reason: 'end_turn', error: null };
            if (signal.aborted)
                return { stop_reason: 'timeout', error: 'run timed out during a tool call' };
            messages.push({ role: 'user', content: results });
        }
        return { stop_reason: 'max_turns', error: null };
    }
    /** One request for all of a run's judge criteria; a failed request leaves them not judged, with the reason. */
    async judge(req) {
        try {
            const response = await this.client.messages.create(judgeRequestBody(this.model, req), { signal: req.signal });
            const usage = usageWithCost(response.usage, this.model, this.prices);
            return { verdicts: parseVerdicts(response, req.statements.length), usage, error: null };
        }
        catch (err) {
            const verdicts = req.statements.map(() => null);
            return { verdicts, usage: (0,trajectory/* emptyUsage */.ly)(), error: `judge request failed: ${describeError(err, this.apiKey)}` };
        }
    }
}

;// CONCATENATED MODULE: ./src/agents/replay.ts
// Re-issues the baseline's scored calls, in order, against the current servers: the same
// requests, so any difference in the results is the servers' doing. No model, zero cost.

class ReplayAgent {
    kind = 'replay';
    model = null;
    async run({ scenario, host, recorder, baseline, signal }) {
        recorder.user(scenario.user_intent);
        if (!baseline) {
            return {
                stop_reason: 'error',
                error: `no baseline for scenario ${scenario.id} (${scenario.file}): ` +
                    "the replay agent re-issues a baseline's calls; record one first (mode: record) or use agent scripted",
            };
        }
        for (const call of (0,trajectory/* scoredCalls */.C_)(baseline)) {
            if (signal.aborted)
                return { stop_reason: 'timeout', error: 'run timed out between replayed calls' };
            await host.callCanonical(call.id, call.arguments);
        }
        return { stop_reason: 'completed', error: null };
    }
}

;// CONCATENATED MODULE: ./src/agents/scripted.ts
class ScriptedAgent {
    kind = 'scripted';
    model = null;
    async run({ scenario, host, recorder, signal }) {
        recorder.user(scenario.user_intent);
        if (scenario.expected_trajectory.length === 0) {
            return {
                stop_reason: 'error',
                error: `${scenario.file}: expected_trajectory is empty, so the scripted agent has no call to make; ` +
                    'add the expected calls or use agent claude',
            };
        }
        for (const call of scenario.expected_trajectory) {
            if (signal.aborted)
                return { stop_reason: 'timeout', error: 'run timed out between scripted calls' };
            // The host records the call and turns every failure into an error result.
            await host.callCanonical(call.tool, call.args);
        }
        return { stop_reason: 'completed', error: null };
    }
}

;// CONCATENATED MODULE: ./src/agents/index.ts









/**
 * Bounded in count, and in time by the run's limit: the SDK waits what retry-after (or
 * retry-after-ms) asks, however long, else backs off 0.5 s doubling up to 8 s; the run's
 * signal ends any wait.
 */
const DEFAULT_MAX_RETRIES = 4;
const MAX_RETRIES_LIMIT = 10;
function createAgent(opts) {
    switch (opts.kind) {
        case 'scripted':
            return new ScriptedAgent();
        case 'replay':
            return new ReplayAgent();
        case 'claude': {
            const apiKey = opts.apiKey?.trim() || (opts.env ?? process.env).ANTHROPIC_API_KEY?.trim();
            if (!apiKey) {
                throw new errors/* EvalError */.Fn('config', 'agent claude needs an Anthropic API key: set anthropic-api-key (CLI --anthropic-api-key) ' +
                    'or ANTHROPIC_API_KEY, or use agent scripted|replay');
            }
            const maxRetries = opts.maxRetries ?? DEFAULT_MAX_RETRIES;
            if (!Number.isInteger(maxRetries) || maxRetries < 0 || maxRetries > MAX_RETRIES_LIMIT) {
                throw new errors/* EvalError */.Fn('config', `agent claude: maxRetries must be an integer from 0 to ${MAX_RETRIES_LIMIT}, got ${maxRetries}`);
            }
            if (opts.baseUrl !== undefined && !URL.canParse(opts.baseUrl)) {
                throw new errors/* EvalError */.Fn('config', `agent claude: anthropic-base-url is not a URL: ${JSON.stringify(opts.baseUrl)}`);
            }
            const prices = { ...DEFAULT_PRICES, ...opts.prices };
            // Said once per run, before it starts: a cost of $0 would otherwise look like a free run.
            if (!priceFor(opts.model, prices)) {
                process.emitWarning(`no price for model "${opts.model}": its cost is recorded as $0; ` +
                    'give its price in a prices file (the prices option, CLI --prices)', { code: 'MCP_EVAL_UNPRICED_MODEL' });
            }
            return new ClaudeAgent({ model: opts.model, apiKey, baseUrl: opts.baseUrl, maxRetries, prices });
        }
        default: {
            const kind = opts.kind;
            throw new errors/* EvalError */.Fn('config', `unknown agent ${JSON.stringify(kind)}: expected claude, replay or scripted`);
        }
    }
}
/** The agent a run's settings ask for; the prices file is read only for the claude agent. */
function agentFromSettings(settings, env = process.env) {
    return createAgent({
        kind: settings.agent,
        model: settings.model,
        apiKey: settings.anthropicApiKey,
        baseUrl: settings.anthropicBaseUrl,
        prices: settings.agent === 'claude' && settings.prices ? readPriceFile(settings.prices) : undefined,
        env,
    });
}

// EXTERNAL MODULE: ./src/scoring/index.ts + 19 modules
var scoring = __webpack_require__(16767);
// EXTERNAL MODULE: ./src/reports/redact.ts
var redact = __webpack_require__(46150);
// EXTERNAL MODULE: ./src/scenario/schema.ts
var scenario_schema = __webpack_require__(2135);
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

// EXTERNAL MODULE: ./src/retrieval/metrics.ts
var retrieval_metrics = __webpack_require__(24557);
;// CONCATENATED MODULE: ./src/retrieval/schema.ts
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

// EXTERNAL MODULE: ./src/servers/connection.ts + 2 modules
var connection = __webpack_require__(33409);
// EXTERNAL MODULE: ./src/servers/names.ts
var servers_names = __webpack_require__(13868);
// EXTERNAL MODULE: ./src/servers/pool.ts
var pool = __webpack_require__(88084);
;// CONCATENATED MODULE: ./src/retrieval/compare.ts

/** Rounding noise of a mean of 47 fractions; a smaller change is no change. */
const EPSILON = 1e-9;
/** Compare `current` with `baseline` over `queries`; `tolerance` maps flat metric names to the drop allowed. */
function compareRuns(current, baseline, queries, tolerance, ks) {
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

;// CONCATENATED MODULE: ./src/retrieval/run.ts
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
        const known = `${(0,servers_names/* suggest */.ZA)(suite.server, names)} Configured servers: ${names.join(', ')}`;
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
function notRunResult(suite, error) {
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
    return `server "${suite.server}" has no tool "${suite.search.tool}".${(0,servers_names/* suggest */.ZA)(suite.search.tool, names)}`;
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
    const catalog = await connection/* ServerConnection */.m5.open(target, { connectTimeoutMs: opts.connectTimeoutMs ?? 30_000 });
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
    const comparison = compareRuns({ metrics, ranks }, suite.baseline, suite.queries, suite.tolerance, suite.k);
    return { ...result, metrics, comparison, status: comparison.passed ? 'pass' : 'fail' };
}

;// CONCATENATED MODULE: ./src/retrieval/result.ts
// What a retrieval run produces (for results.json and the reports), and the baseline it records: MCPProxy's
// baseline_v1.json fields at the top level, so that its own scorer reads ours, plus each query's ranks.

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







// EXTERNAL MODULE: ./node_modules/tinyglobby/dist/index.mjs + 1 modules
var tinyglobby_dist = __webpack_require__(73382);
;// CONCATENATED MODULE: ./src/scenario/yaml-nodes.ts
// Finding things in a parsed YAML document by their place: the node at a field path (for file:line messages), and
// what toJS() would hide or choke on: keys that are lists or mappings, duplicate keys, an alias with no anchor.


/**
 * The deepest YAML node on the way to `p`: for a missing field that is its parent mapping.
 * An empty value (`tool:`) has no text of its own, so its key is pointed at instead.
 */
function findNode(root, p, wantKey) {
    let node = root;
    for (const [i, seg] of p.entries()) {
        if ((0,dist/* isMap */.jh)(node)) {
            const pair = node.items.find((it) => (0,dist/* isScalar */.jn)(it.key) && String(it.key.value) === String(seg));
            if (!pair || !(0,dist/* isScalar */.jn)(pair.key))
                return node;
            const value = pair.value;
            const emptyValue = !value || isEmptyScalar(value);
            if ((wantKey && i === p.length - 1) || emptyValue)
                return pair.key;
            node = value;
        }
        else if ((0,dist/* isSeq */.oP)(node) && typeof seg === 'number' && node.items[seg]) {
            const item = node.items[seg];
            if ((0,dist/* isPair */.tO)(item))
                return node;
            node = item;
        }
        else {
            return node;
        }
    }
    return node;
}
/** A node with no text of its own: the value of `tool:`, or the document of a lone `---`. */
function isEmptyScalar(node) {
    return (0,dist/* isScalar */.jn)(node) && node.value === null && node.range?.[0] === node.range?.[1];
}
/** Keys that are lists or mappings (`? [x, y]`), anywhere in the file. */
function collectionKeys(doc, node, at) {
    const out = [];
    if ((0,dist/* isMap */.jh)(node)) {
        for (const pair of node.items) {
            const key = (0,dist/* isAlias */.Vj)(pair.key) ? pair.key.resolve(doc) : pair.key;
            if ((0,dist/* isMap */.jh)(key) || (0,dist/* isSeq */.oP)(key)) {
                const offset = pair.key.range?.[0] ?? 0;
                out.push({ path: (0,zod/* issuePath */.dR)(at), offset, found: (0,dist/* isSeq */.oP)(key) ? 'a list' : 'a mapping' });
            }
            else {
                out.push(...collectionKeys(doc, pair.value, (0,dist/* isScalar */.jn)(key) ? [...at, String(key.value)] : at));
            }
        }
    }
    else if ((0,dist/* isSeq */.oP)(node)) {
        node.items.forEach((item, i) => out.push(...collectionKeys(doc, item, [...at, i])));
    }
    return out;
}
function duplicateKeys(node, at) {
    const out = [];
    if ((0,dist/* isMap */.jh)(node)) {
        const seen = new Map();
        for (const pair of node.items) {
            const key = (0,dist/* isScalar */.jn)(pair.key) ? String(pair.key.value) : null;
            const offset = (0,dist/* isScalar */.jn)(pair.key) ? (pair.key.range?.[0] ?? 0) : 0;
            if (key !== null) {
                const first = seen.get(key);
                if (first !== undefined)
                    out.push({ path: (0,zod/* issuePath */.dR)([...at, key]), offset, firstOffset: first });
                else
                    seen.set(key, offset);
            }
            out.push(...duplicateKeys(pair.value, key === null ? at : [...at, key]));
        }
    }
    else if ((0,dist/* isSeq */.oP)(node)) {
        node.items.forEach((item, i) => out.push(...duplicateKeys(item, [...at, i])));
    }
    return out;
}
/** yaml only notices a dangling `*name` when converting, and then without a position. */
function unresolvedAlias(doc) {
    const found = [];
    (0,dist/* visit */.YR)(doc, {
        Alias(_, alias) {
            if (alias.resolve(doc) !== undefined)
                return undefined;
            found.push(alias);
            return dist/* visit */.YR.BREAK;
        },
    });
    return found[0] ?? null;
}

;// CONCATENATED MODULE: ./src/scenario/loader.ts
// Finds scenario files by glob, parses the YAML and validates it with the zod schema. Every
// problem names the file, line, column and field; one bad file never stops the others.










/** Files above this size are refused unread: a scenario is a few KiB of YAML. */
const MAX_SCENARIO_BYTES = 1024 * 1024;
/** Load every scenario matched by `pattern` (relative to cwd). Patterns ending in `*.yaml` also match `*.yml`. */
async function loadScenarios(pattern, opts = {}) {
    const cwd = external_node_path_default().resolve(opts.cwd ?? process.cwd());
    const files = await matchFiles(await expandPattern(pattern, cwd), cwd);
    if (files.length === 0) {
        return { scenarios: [], problems: [problem(pattern, null, '', 'no scenario files match this pattern')] };
    }
    const parsed = await Promise.all(files.map((f) => loadFile(f.abs, f.file, f.id)));
    const problems = parsed.flatMap((r) => r.problems);
    const scenarios = [];
    const byId = new Map();
    const byName = new Map();
    for (const { scenario, namePosition } of parsed
        .filter((r) => r.scenario)
        .sort((a, b) => (0,util_text/* compareText */.n6)(a.scenario.id, b.scenario.id))) {
        const s = scenario;
        const sameId = byId.get(s.id);
        const sameName = byName.get(s.name);
        if (sameId) {
            problems.push(problem(s.file, null, '', `scenario id "${s.id}" is already used by ${sameId.file}`));
        }
        else if (sameName) {
            problems.push(problem(s.file, namePosition, 'name', `duplicate scenario name "${s.name}" (also in ${sameName.file})`));
        }
        else {
            byId.set(s.id, s);
            byName.set(s.name, s);
            scenarios.push(s);
        }
    }
    return { scenarios, problems: (0,scenario_schema/* sortProblems */.dS)(problems) };
}
/** Parse and validate one scenario file's bytes: refuses binary and non-UTF-8 content. */
function parseScenarioBytes(bytes, file, id) {
    return parseBytes(bytes, file, id).result;
}
/** Parse and validate one scenario given as text (content_hash is the sha256 of its UTF-8 bytes). */
function parseScenarioText(text, file, id) {
    return parseText(text, file, id, sha256(text)).result;
}
/** Validate an already parsed value against the schema; problems carry no positions. */
function validateScenarioObject(value, file) {
    return validate(value, file, () => null);
}
async function loadFile(abs, file, id) {
    try {
        const size = (await (0,promises_.stat)(abs)).size;
        if (size > MAX_SCENARIO_BYTES) {
            const limit = `the limit of ${MAX_SCENARIO_BYTES} bytes (1 MiB) for a scenario file`;
            const fail = `file is ${size} bytes, above ${limit}; not read`;
            return { problems: [problem(file, null, '', fail)], namePosition: null };
        }
        const { result, locate } = parseBytes(await (0,promises_.readFile)(abs), file, id);
        return { ...result, namePosition: locate(['name']) };
    }
    catch (e) {
        return { problems: [problem(file, null, '', `cannot read: ${(0,errors/* errorMessage */.gJ)(e)}`)], namePosition: null };
    }
}
const noLocation = () => null;
function parseBytes(bytes, file, id) {
    const fail = (at, message) => ({
        result: { problems: [problem(file, at, '', message)] },
        locate: noLocation,
    });
    const nul = bytes.indexOf(0);
    if (nul >= 0)
        return fail(null, `binary file (NUL byte at offset ${nul}), not YAML text`);
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch {
        // Decode again leniently only to say where the first bad byte is.
        const before = new TextDecoder('utf-8').decode(bytes).split('\uFFFD')[0].split('\n');
        return fail({ line: before.length, column: before[before.length - 1].length + 1 }, 'not valid UTF-8 text');
    }
    return parseText(text, file, id, (0,json/* sha256 */.sc)(bytes));
}
function parseText(text, file, id, contentHash) {
    const lineCounter = new dist/* LineCounter */.HN();
    // uniqueKeys off: duplicates are found below, so the message can name the field and both lines.
    const docs = (0,dist/* parseAllDocuments */.hR)(text, { lineCounter, prettyErrors: false, uniqueKeys: false });
    const pos = (offset) => {
        const { line, col } = lineCounter.linePos(offset);
        return { line, column: col };
    };
    const fail = (problems) => ({ result: { problems }, locate: noLocation });
    const found = rootMapping(docs, file, pos);
    if (Array.isArray(found))
        return fail(found);
    const { doc, root } = found;
    const keys = keyProblems(doc, root, file, pos);
    if (keys.length > 0)
        return fail(keys);
    const locate = (p, key) => {
        const node = findNode(root, p, key ?? false);
        return node?.range ? pos(node.range[0]) : null;
    };
    let value;
    try {
        value = doc.toJS({ maxAliasCount: 100 });
    }
    catch (e) {
        return fail([problem(file, null, '', `YAML error: ${(0,errors/* errorMessage */.gJ)(e)}`)]);
    }
    const { scenario, problems } = validate(value, file, locate);
    const result = scenario
        ? { scenario: { id, file, content_hash: contentHash, ...scenario }, problems }
        : { problems };
    return { result, locate };
}
const EMPTY_FILE = 'file is empty: expected a scenario mapping';
/** The file's one document and its root mapping, or why the file holds no scenario mapping. */
function rootMapping(docs, file, pos) {
    if (docs.length === 0)
        return [problem(file, null, '', EMPTY_FILE)];
    if (docs.length > 1) {
        const separators = 'a scenario file holds exactly one (remove the "---" separators)';
        return [problem(file, pos(docs[1].range[0]), '', `found ${docs.length} YAML documents; ${separators}`)];
    }
    const doc = docs[0];
    if (doc.errors.length > 0) {
        return doc.errors.map((e) => problem(file, pos(e.pos[0]), '', `YAML syntax error: ${e.message}`));
    }
    const root = doc.contents;
    // A lone `---` (or `...`) parses as an empty scalar: still an empty file, not "a null value".
    if (root === null || isEmptyScalar(root))
        return [problem(file, null, '', EMPTY_FILE)];
    if (!(0,dist/* isMap */.jh)(root)) {
        const found = (0,dist/* isSeq */.oP)(root)
            ? 'a list'
            : (0,dist/* isScalar */.jn)(root)
                ? `a single ${(0,zod/* kind */.fM)(root.value, zod/* YAML_WORDS */.mG)} value`
                : 'something else';
        const expected = 'expected a mapping of scenario fields (name: ..., user_intent: ...)';
        return [problem(file, pos(root.range[0]), '', `${expected}, found ${found}`)];
    }
    return { doc, root };
}
/** Keys that are lists or mappings, duplicate keys, or else an alias with no anchor: each where it is. */
function keyProblems(doc, root, file, pos) {
    // toJS would turn a list or mapping key into a string (and print a warning): refuse it here,
    // where its position is known.
    const complex = collectionKeys(doc, root, []).map((k) => problem(file, pos(k.offset), k.path, `a key must be a plain value (text or number), found ${k.found}`));
    if (complex.length > 0)
        return complex;
    const duplicates = duplicateKeys(root, []).map((d) => problem(file, pos(d.offset), d.path, `duplicate key (first set on line ${pos(d.firstOffset).line})`));
    if (duplicates.length > 0)
        return duplicates;
    const alias = unresolvedAlias(doc);
    if (!alias)
        return [];
    const message = `alias "*${alias.source}" refers to no anchor "&${alias.source}" set before it`;
    return [problem(file, pos(alias.range?.[0] ?? 0), '', message)];
}
function validate(value, file, locate) {
    const parsed = scenario_schema/* scenarioSchema */.mE.safeParse(value, { reportInput: true });
    if (parsed.success)
        return { scenario: parsed.data, problems: [] };
    const problems = parsed.error.issues.flatMap((issue) => {
        const at = issue.path.filter((s) => typeof s !== 'symbol');
        const unknown = unknownKeys(issue, at);
        if (unknown.length) {
            const known = knownKeys(at);
            return unknown.map((k) => {
                const near = (0,util_text/* nearestName */.qb)(k, known);
                return problem(file, locate([...at, k], true), (0,zod/* issuePath */.dR)([...at, k]), `unknown key "${k}"${near ? ` (did you mean "${near}"?)` : ''}`);
            });
        }
        return [problem(file, locate(at), (0,zod/* issuePath */.dR)(at), (0,zod/* describeIssue */.n6)(issue, zod/* YAML_WORDS */.mG))];
    });
    return { problems: (0,scenario_schema/* sortProblems */.dS)(problems) };
}
/**
 * Keys no form allows: those of an object that has them, and those of a mapping that fits no form of a
 * union (a success criterion `{contain: x}` is one unknown key, not "none of the forms").
 */
function unknownKeys(issue, at) {
    if (issue.code === 'unrecognized_keys')
        return issue.keys;
    if (issue.code !== 'invalid_union' || !(0,json/* isRecord */.u4)(issue.input))
        return [];
    const known = knownKeys(at);
    return Object.keys(issue.input).filter((k) => !known.includes(k));
}
/** The keys the schema allows for the object at `at` (for "did you mean"). */
function knownKeys(at) {
    let schema = scenario_schema/* scenarioSchema */.mE;
    for (const seg of [...at, null]) {
        while (schema && ['optional', 'default', 'nullable', 'prefault'].includes(schema._zod.def.type)) {
            schema = schema._zod.def.innerType;
        }
        if (!schema || seg === null)
            break;
        const def = schema._zod.def;
        if (def.type === 'object')
            schema = def.shape[String(seg)];
        else if (def.type === 'array')
            schema = def.element;
        else
            schema = undefined;
    }
    return schema ? objectKeys(schema) : [];
}
/** An object's keys; a union's (a success criterion's forms) are those of all its object options. */
function objectKeys(schema) {
    const def = schema._zod.def;
    if (def.type === 'object')
        return Object.keys(def.shape);
    if (def.type === 'union')
        return def.options.flatMap(objectKeys);
    return [];
}
function problem(file, at, fieldPath, message) {
    return { file, line: at?.line ?? null, column: at?.column ?? null, path: fieldPath, message };
}
async function expandPattern(pattern, cwd) {
    const trimmed = pattern.replace(/\/+$/, '');
    if (!(0,tinyglobby_dist/* isDynamicPattern */.ey)(trimmed)) {
        const isDir = await (0,promises_.stat)(external_node_path_default().resolve(cwd, trimmed)).then((s) => s.isDirectory(), () => false);
        if (isDir)
            return [`${trimmed}/**/*.yaml`, `${trimmed}/**/*.yml`];
    }
    // A scenario saved as .yml should not be silently skipped by the default `*.yaml` pattern.
    return trimmed.endsWith('*.yaml') ? [trimmed, `${trimmed.slice(0, -'.yaml'.length)}.yml`] : [trimmed];
}
/** The directory part of a pattern before its first glob segment: `scenarios/**\/*.yaml` -> `scenarios`. */
function staticBase(pattern) {
    const segments = toPosix(pattern).split('/');
    const fixed = [];
    for (const seg of segments.slice(0, -1)) {
        if ((0,tinyglobby_dist/* isDynamicPattern */.ey)(seg))
            break;
        fixed.push(seg);
    }
    return fixed.join('/') || (pattern.startsWith('/') ? '/' : '.');
}
/**
 * The files the patterns match (relative to cwd), sorted: each as given to the reader (`file`, from cwd) and its id,
 * its path from the first pattern's base directory without extension (`search/env`); POSIX separators. Scenarios
 * and retrieval suites are named so.
 */
async function matchFiles(patterns, cwd) {
    const base = external_node_path_default().resolve(cwd, staticBase(patterns[0]));
    const files = (await (0,tinyglobby_dist/* glob */.TI)(patterns, { cwd, absolute: true, onlyFiles: true, expandDirectories: false })).sort();
    return files.map((abs) => ({
        abs,
        file: toPosix(external_node_path_default().relative(cwd, abs)),
        id: toPosix(external_node_path_default().relative(base, abs)).replace(/\.[^./]+$/, ''),
    }));
}
function toPosix(p) {
    return p.split((external_node_path_default()).sep).join('/');
}

;// CONCATENATED MODULE: ./src/pipeline/discovery.ts
// Stage discovery: the retrieval suites (setting retrieval-suites), after the scenarios, against the same servers
// (the run's connections). A suite's baseline is the one `record` saved in the baseline store, next to the
// scenarios' (`.retrieval/<suite id>.json`, baselines/format.ts), else the file the suite names (MCPProxy's
// baseline_v1.json). Record runs it without one and saves what it measured; auto records where there is none. Its
// verdict is a status the fail-on policy reads like a scenario's: a failed gate BROKEN, a suite that could not run
// (or, comparing, has nothing to compare with) ERROR with the reason.








const NOTHING = { suites: [], files: [], problems: [] };
async function runDiscovery(settings, ctx) {
    const pattern = settings.retrievalSuites;
    if (!pattern)
        return NOTHING;
    const shard = (0,src_settings/* shardOf */.IS)(settings);
    const skip = settings.mode === 'accept' || settings.mode === 'ab'
        ? `not run in mode ${settings.mode}`
        : shard && shard.index !== 1
            ? 'run by shard 1'
            : null;
    if (skip) {
        ctx.log(`retrieval suites: ${skip}`);
        return NOTHING;
    }
    const found = await matchFiles([pattern], ctx.cwd);
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
    try {
        await ctx.restart();
        return null;
    }
    catch (e) {
        return `restarting the service with its default configuration failed: ${(0,errors/* errorMessage */.gJ)(e)}`;
    }
}
/** One suite: its baseline chosen as the mode says, run, and its verdict. */
async function judgeSuite(id, suite, settings, ctx) {
    if (ctx.storeError && settings.mode !== 'record' && !suite.baseline)
        return notRun(id, suite, ctx.storeError);
    const stored = settings.mode === 'record' || ctx.storeError ? null : await storedBaseline(ctx.store, id);
    const record = settings.mode === 'record' || (settings.mode === 'auto' && !stored && !suite.baseline);
    if (!record && !stored && !suite.baseline) {
        const why = `no baseline for retrieval suite "${suite.name}" (${suite.file}): record one (mcp-eval record), ` +
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
    const file = { path: (0,format/* retrievalBaselinePath */.RX)(id), text };
    const entry = { id, status: 'RECORDED', action: 'recorded', error: null, baseline: null, result };
    return { entry, file };
}
/** The suite's baseline in the store; null when none was recorded. A corrupt one is an error naming the file. */
async function storedBaseline(store, id) {
    const found = await store.loadFile((0,format/* retrievalBaselinePath */.RX)(id));
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
        result: result ?? notRunResult(suite, error),
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

// EXTERNAL MODULE: ./src/status.ts
var src_status = __webpack_require__(65565);
;// CONCATENATED MODULE: ./src/util/pool.ts
// Bounded concurrency: scenarios `concurrency` at a time, and I/O over many items (baseline files) that all at once
// could exhaust file handles.
/** `fn` over the items, at most `limit` at a time; the results in the items' order. */
async function mapLimit(items, limit, fn) {
    const out = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const i = next++;
            out[i] = await fn(items[i], i);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return out;
}

;// CONCATENATED MODULE: ./src/scenario/config-file.ts
// A scenario's `config_file`, found as the seed finds it: relative to the scenario file's directory,
// then each parent directory up to the filesystem root, then the working directory. The seed's suites
// keep their configs in a folder beside (or above) the scenarios, so a path written once works from
// any depth of nesting.




/** The directories a relative config_file is looked for in, in order: the scenario's, each parent, then cwd. */
function configSearchDirs(scenarioFile, cwd) {
    const out = [];
    let dir = external_node_path_default().dirname(external_node_path_default().resolve(cwd, scenarioFile));
    for (;;) {
        out.push(dir);
        const parent = external_node_path_default().dirname(dir);
        if (parent === dir)
            break;
        dir = parent;
    }
    out.push(external_node_path_default().resolve(cwd));
    return out;
}
/** The scenario's config file, read and hashed; null when it names none. Missing: a `config` error saying where. */
async function resolveConfigFile(scenario, cwd) {
    const given = scenario.config_file;
    if (given === undefined)
        return null;
    const dirs = external_node_path_default().isAbsolute(given) ? [] : configSearchDirs(scenario.file, cwd);
    const candidates = external_node_path_default().isAbsolute(given) ? [given] : dirs.map((d) => external_node_path_default().join(d, given));
    for (const file of candidates) {
        const bytes = await (0,promises_.readFile)(file).catch(() => null);
        if (bytes)
            return { path: given, hash: (0,json/* sha256 */.sc)(bytes), file };
    }
    const where = external_node_path_default().isAbsolute(given)
        ? 'an absolute path'
        : `looked for it under the scenario's directory and each parent (${dirs.slice(0, -1).join(', ')}), ` +
            `then under the working directory ${dirs[dirs.length - 1]}`;
    throw new errors/* EvalError */.Fn('config', `config_file not found: ${given} (${where})`);
}

;// CONCATENATED MODULE: ./src/pipeline/groups.ts
// Scenarios grouped by the service configuration they need (their config_file), so each configuration
// starts once per run: the default configuration first, then the others sorted by path. The service is
// restarted with a group's configuration before the group runs, whatever `reset` says, by the same
// hook that resets it (compose `down -v` + `up -d`, or the reset command), with MCP_EVAL_CONFIG_FILE
// set to the file's absolute path (unset for the default).



const NO_RESTART = 'nothing can restart the service with it: set compose-file (the action restarts its compose service) ' +
    'or reset-command (a command that restarts the service with the file MCP_EVAL_CONFIG_FILE names)';
async function planConfigGroups(scenarios, cwd, canRestart) {
    const byFile = new Map();
    const defaults = [];
    const failed = [];
    for (const scenario of scenarios) {
        let config;
        try {
            config = await resolveConfigFile(scenario, cwd);
        }
        catch (e) {
            failed.push({ scenario, error: (0,errors/* errorMessage */.gJ)(e) });
            continue;
        }
        if (!config)
            defaults.push(scenario);
        else if (!canRestart)
            failed.push({ scenario, error: `config_file ${config.path} is set, but ${NO_RESTART}` });
        else {
            const group = byFile.get(config.file) ?? { config, scenarios: [] };
            group.scenarios.push(scenario);
            byFile.set(config.file, group);
        }
    }
    // Two scenarios may give the same relative path for different files: the absolute path breaks the tie.
    const named = [...byFile.values()].sort((a, b) => (0,util_text/* compareText */.n6)(a.config.path, b.config.path) || (0,util_text/* compareText */.n6)(a.config.file, b.config.file));
    return { groups: [...(defaults.length ? [{ config: null, scenarios: defaults }] : []), ...named], failed };
}
/**
 * A reset-command with reset none runs only when a scenario's configuration differs from the one the
 * service runs with: without any config_file it would never run, which is the user's to fix.
 */
function checkResetCommandRuns(settings, scenarios) {
    if (settings.reset !== 'none' || !settings.resetCommand)
        return;
    if (scenarios.some((s) => s.config_file !== undefined))
        return;
    throw new errors/* EvalError */.Fn('config', 'reset-command is set but reset is none and no scenario names a config_file, so it would never run: ' +
        'set reset run (before every run) or reset scenario (before every scenario), or remove reset-command');
}

;// CONCATENATED MODULE: ./src/pipeline/plan.ts








async function selectScenarios(settings, cwd, log) {
    const loaded = await loadScenarios(settings.scenarios, { cwd });
    const problems = loaded.problems.map(scenario_schema/* formatProblem */.Vw);
    const suite = loaded.scenarios.filter((s) => s.enabled && matchesFilters(s, settings));
    const problemCount = problems.length ? `, ${problems.length} problem(s)` : '';
    log(`${suite.length} scenario(s) from ${settings.scenarios}${problemCount}`);
    checkAcceptNames(settings, loaded.scenarios);
    checkResetCommandRuns(settings, suite);
    return { suite, problems };
}
/** Split by shard (the store's baseline durations), then grouped by config_file. */
async function planGroups(suite, settings, ctx) {
    const spec = (0,src_settings/* shardOf */.IS)(settings);
    const part = spec ? await shardPart(suite, spec, settings, ctx.storeError, ctx.store, ctx.log) : null;
    const groups = await planConfigGroups(part?.scenarios ?? suite, ctx.cwd, ctx.canRestart);
    return { groups, ...(part ? { shard: part.section } : {}) };
}
/** Whether a scenario is one the name, tag and accept settings ask for (validate filters by them too). */
function matchesFilters(s, settings) {
    const byName = !settings.name.length || settings.name.some((n) => s.name.toLowerCase().includes(n.toLowerCase()) || s.id === n);
    const byTag = !settings.tag.length || settings.tag.some((t) => s.tags.includes(t));
    const accepted = settings.mode !== 'accept' || settings.accept.some((n) => isNamed(s, n));
    return byName && byTag && accepted;
}
/** Accepting is exact: the scenario's id, or its whole name (any case). */
function isNamed(s, name) {
    return s.id === name || s.name.toLowerCase() === name.toLowerCase();
}
/** A name to accept that names no scenario is a typo: said before anything runs. */
function checkAcceptNames(settings, scenarios) {
    const unknown = settings.accept.filter((n) => !scenarios.some((s) => isNamed(s, n)));
    if (!unknown.length)
        return;
    throw new errors/* EvalError */.Fn('config', `accept: no scenario with the id or name ${unknown.map((n) => `"${n}"`).join(', ')}`, {
        hint: `scenarios in ${settings.scenarios}: ${scenarios.map((s) => s.id).join(', ') || 'none'}`,
    });
}
/** This job's part of the suite and the whole split (shard.ts), by the durations of the baselines in the store. */
async function shardPart(suite, { index, total }, settings, storeError, store, log) {
    // Every shard must read the same durations. A recording shard writes to the branch or dir store as it goes, and a
    // shard that starts later would read its new baselines: split by hash then. (The cache store is written only by
    // the merge job.) Read a few at a time: a branch store reads each with a git process.
    const stable = !storeError && (settings.mode === 'compare' || store.kind === 'cache');
    const durations = stable
        ? await mapLimit(suite, 8, (s) => baselineDuration(s, settings.runs, store))
        : suite.map(() => null);
    const { by, shards } = (0,src_shard/* splitSuite */.fV)(suite.map((s, i) => ({ id: s.id, durationMs: durations[i] })), total);
    const scenarios = suite.filter((_, i) => shards[i] === index);
    const how = by === 'duration' ? "by the baselines' durations" : 'by a hash of the scenario ids';
    log(`shard ${index}/${total}: ${scenarios.length} of the suite's ${suite.length} scenario(s), split ${how}`);
    const entries = suite.map((s, i) => ({ id: s.id, name: s.name, file: s.file, shard: shards[i] }));
    return { scenarios, section: { index, total, by, suite: entries } };
}
/** A scenario's expected time, from its baseline's runs; null without one (one that cannot be read: its run says). */
async function baselineDuration(s, runs, store) {
    const loaded = await store.load(s.id).catch(() => null);
    if (!loaded)
        return null;
    const t = loaded.baseline.trajectories;
    return (t.reduce((sum, r) => sum + r.duration_ms, 0) / t.length) * (s.runs ?? runs);
}
function scenarioThresholds(s, settings) {
    const fallback = (0,src_settings/* settingsThresholds */.ox)(settings);
    return {
        good: s.thresholds?.good ?? fallback.good,
        acceptable: s.thresholds?.acceptable ?? fallback.acceptable,
        degraded: s.thresholds?.degraded ?? fallback.degraded,
    };
}
/** The file's own order is checked by the loader; a partial override can still cross the settings'. */
function checkThresholds(scenario, thresholds) {
    if (!(0,src_status/* thresholdInversions */.IC)(thresholds).length)
        return;
    const { good, acceptable, degraded } = thresholds;
    throw new errors/* EvalError */.Fn('config', `${scenario.file}: thresholds out of order after merging with the settings: ` +
        `good ${good}, acceptable ${acceptable}, degraded ${degraded} (each must be at least the next): ` +
        "set all three in the scenario's thresholds");
}
/**
 * A scenario may ask for fewer runs, turns or seconds than the settings allow, never more: the
 * settings are the workflow's, the scenario file may come from the pull request under test (and so
 * could run up the API bill, or overflow a timer). A capped value is said in the log.
 */
function scenarioLimits(scenario, settings, log) {
    const cap = (field, asked, setting, limit) => {
        if (asked === undefined)
            return limit;
        if (asked > limit)
            log(`${scenario.file}: ${field} ${asked} is above the limit of ${setting} (${limit}): capped`);
        return Math.min(asked, limit);
    };
    return {
        runs: cap('runs', scenario.runs, 'runs', settings.runs),
        maxTurns: cap('max_turns', scenario.max_turns, 'max-turns', settings.maxTurns),
        timeoutMs: cap('timeout_seconds', scenario.timeout_seconds, 'run-timeout-seconds', settings.runTimeoutSeconds) * 1000,
    };
}

;// CONCATENATED MODULE: ./src/pipeline/report.ts






/** A run's mode: a merge job runs no scenario (merge.ts combines the shards' results). */
function runMode(settings) {
    if (settings.mode === 'merge')
        throw new errors/* EvalError */.Fn('usage', 'mode merge runs no scenario: it merges shard results');
    return settings.mode;
}
function buildReport(settings, scenarios, problems, { git, started, agent, history, shard, discovery = [] }) {
    const { counts, score, status: worstStatus } = (0,results/* tally */.N4)(scenarios);
    const mode = runMode(settings);
    // A shard the split left empty did nothing wrong: the suite has scenarios, in the other shards.
    const emptyShard = !scenarios.length && !!shard?.suite.length;
    const scenarioStatus = emptyShard ? (mode === 'record' ? 'RECORDED' : 'GOOD') : worstStatus;
    const ended = new Date();
    const policy = { failOn: settings.failOn, failOnSuspicious: settings.failOnSuspicious };
    // A malformed scenario file fails the check too: a typo must not silently drop a scenario. The causes are found
    // once, here, so the reports and `mcp-eval report` read the same grouping.
    const { status, causes, failed } = (0,verdict/* judgeRun */.Zy)(scenarioStatus, { scenarios, problems, discovery }, policy);
    return {
        schema_version: results/* RESULTS_SCHEMA_VERSION */.q3,
        tool: { name: 'mcp-eval', version: version/* VERSION */.x },
        mode,
        status,
        score,
        counts,
        failed,
        fail_on: settings.failOn,
        fail_on_suspicious: settings.failOnSuspicious,
        thresholds: (0,src_settings/* settingsThresholds */.ox)(settings),
        agent: agent.kind,
        model: agent.model,
        started_at: started.toISOString(),
        ended_at: ended.toISOString(),
        duration_ms: ended.getTime() - started.getTime(),
        git,
        usage: scenarios.reduce((u, s) => (0,trajectory/* addUsage */.OH)(u, s.usage), (0,trajectory/* emptyUsage */.ly)()),
        problems: scenarios.length || emptyShard ? problems : [...problems, `no scenario to run (pattern ${settings.scenarios})`],
        links: { run_url: null, artifact_url: null },
        ...(history ? { history } : {}),
        ...(shard ? { shard } : {}),
        ...(mode === 'ab' ? { ab: { base: settings.abBase ?? 'A', head: settings.abHead ?? 'B' } } : {}),
        scenarios,
        causes,
        ...(discovery.length ? { discovery } : {}),
    };
}

;// CONCATENATED MODULE: ./src/pipeline/context.ts
/** The configuration recorded with a run: the path as given and the file's hash. */
function configRef(group) {
    return group.config && { path: group.config.path, hash: group.config.hash };
}

;// CONCATENATED MODULE: ./src/pipeline/attempt.ts





/** Run `runIndex` of the scenario, with the baseline's run the replay agent re-issues (if any). */
async function attempt(scenario, runIndex, servers, baseline, ctx) {
    const { settings, agent, git } = ctx;
    const redact = (t) => redactTrajectory(t, ctx.deps.redact, agent.kind);
    const recorder = new trajectory/* Recorder */.vk(scenario.id, runIndex, agent.kind, agent.model);
    const { timeoutMs, maxTurns } = ctx.limits;
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new Error(`run timed out after ${timeoutMs / 1000}s`)), timeoutMs);
    let pool = null;
    try {
        ctx.step('connecting to servers');
        pool = await (0,src_servers/* poolFrom */.xP)(servers, ctx.source);
        const host = (0,src_servers/* createToolHost */.Zu)(pool, recorder, {
            exposure: settings.exposure,
            list: settings.gatewayList,
            callTimeoutMs: settings.callTimeoutSeconds * 1000,
            signal: abort.signal,
        });
        ctx.step(`${agent.kind} agent running`);
        const outcome = await agent.run({ scenario, host, recorder, baseline, maxTurns, signal: abort.signal });
        // A call the run's limit cut short ends the run there, whatever the agent made of it.
        if (abort.signal.aborted && outcome.stop_reason !== 'timeout') {
            Object.assign(outcome, { stop_reason: 'timeout', error: 'run timed out during a call' });
        }
        // Say which limit cut the run: the agents only know that the signal fired.
        const stopError = outcome.stop_reason === 'timeout'
            ? `${outcome.error ?? 'run timed out'} (limit ${timeoutMs / 1000}s)`
            : outcome.error;
        const finished = {
            ...recorder.finish({ stop_reason: outcome.stop_reason, error: stopError, servers: pool.snapshots(), git }),
            tool_tokens: host.toolTokens(),
        };
        const config = configRef(ctx.group);
        // Judged on the redacted run, and redacted again: the judge's reasons quote the transcript.
        const recorded = redact(config ? { ...finished, config } : finished);
        const trajectory = redact(await withCriteria(scenario, recorded, agent, abort.signal));
        // A model that could not be reached is the harness's failure, not the server's: ERROR.
        const error = outcome.stop_reason === 'api_error' ? `model API error: ${outcome.error ?? 'unknown'}` : null;
        return { run_index: runIndex, trajectory, baseline_run_index: null, evaluation: null, error };
    }
    catch (e) {
        const error = (0,errors/* errorMessage */.gJ)(e);
        // Servers it could not open are there, unanswered: nothing is said of their tools (not "all removed").
        const reached = pool?.snapshots() ?? servers.map((s) => ({ name: s.name, server_info: null, tools: [] }));
        const trajectory = redact(recorder.finish({ stop_reason: 'error', error, servers: reached, git }));
        return { run_index: runIndex, trajectory, baseline_run_index: null, evaluation: null, error };
    }
    finally {
        clearTimeout(timer);
        await pool?.close().catch(() => { });
    }
}
/**
 * The run's success criteria, checked as it ends. Judge criteria take one request of an agent with a
 * model (its tokens and cost added to the run's usage); an offline agent leaves them not judged.
 */
async function withCriteria(scenario, t, agent, signal) {
    const criteria = scenario.success_criteria;
    if (!criteria.length)
        return t;
    const statements = (0,scoring/* judgeStatements */.U2)(criteria);
    const judge = agent.judge?.bind(agent);
    // A run cut by its time limit or by the model API leaves nothing to ask the model with.
    const unjudged = !judge
        ? `not judged: the ${agent.kind} agent has no model to judge with`
        : signal.aborted || t.stop_reason === 'api_error'
            ? `not judged: the run ended early (${t.stop_reason})`
            : null;
    if (!statements.length || !judge || unjudged) {
        return { ...t, criteria: (0,scoring/* checkCriteria */.KV)(criteria, t, () => ({ met: null, reason: unjudged ?? '' })) };
    }
    const judged = await judge({ statements, transcript: (0,scoring/* transcriptText */.KW)(t), signal });
    const verdict = (statement) => judged.verdicts[statements.indexOf(statement)] ?? {
        met: null,
        reason: judged.error ?? `not judged: the judge gave no verdict on "${(0,scoring/* criterionLabel */.Mg)({ judge: statement })}"`,
    };
    return {
        ...t,
        usage: (0,trajectory/* addUsage */.OH)(t.usage, judged.usage),
        judge_usage: judged.usage,
        criteria: (0,scoring/* checkCriteria */.KV)(criteria, t, verdict),
    };
}
/**
 * A trajectory as baselines and scores see it: redacted, except the arguments of an offline agent's
 * calls. Those came from the scenario file or a stored baseline, never from a server, and are kept as
 * sent so that replaying them sends the same request; a model's may echo what a tool printed, and are
 * redacted. results.json and every report are redacted whole when written.
 */
function redactTrajectory(t, redact, agent) {
    if (!redact)
        return t;
    const out = redact(t);
    if (agent === 'claude')
        return out;
    out.messages.forEach((m, i) => {
        if (m.type === 'tool_call')
            m.arguments = t.messages[i].arguments;
    });
    return out;
}
/**
 * The first run's error: a run that failed (a model API error, or a server or agent that threw)
 * leaves the scenario without a score or a baseline. Thrown as kind `call`; the result keeps the message.
 */
function runError(runs) {
    return runs.find((r) => r.error)?.error ?? null;
}

;// CONCATENATED MODULE: ./src/pipeline/baseline.ts
// A scenario's baseline: which one it is compared with (and so whether it records or compares), and the baseline a
// recording or an acceptance makes of its runs. Loading and saving are the store's (persist.ts).





/** Which baseline, if any, and so whether this scenario records or compares. */
async function resolveBaseline(scenario, ctx) {
    const { mode, agent } = ctx.settings;
    const loaded = mode !== 'record' || agent === 'replay' ? await loadBaseline(scenario, ctx) : null;
    if (loaded && mode === 'accept')
        return { mode: 'accept', ...loaded };
    if (loaded && mode !== 'record')
        return { mode: 'compare', ...loaded };
    if (mode === 'accept') {
        throw new errors/* EvalError */.Fn('baseline', `no baseline for scenario "${scenario.id}" to add a variation to: record it first (mode record)`);
    }
    if (mode === 'compare') {
        throw new errors/* EvalError */.Fn('baseline', `no baseline for scenario "${scenario.id}" in the ${ctx.deps.store.kind} store: ` +
            'run with mode record (or auto) first');
    }
    if (agent === 'replay' && !loaded) {
        throw new errors/* EvalError */.Fn('baseline', `the replay agent needs a baseline for "${scenario.id}" and none was found`);
    }
    // The one it replaces, for what the recording approves: a store that cannot say is no reason not to record.
    const previous = loaded ?? (ctx.storeError ? null : await ctx.deps.store.load(scenario.id).catch(() => null));
    return { mode: 'record', baseline: loaded?.baseline ?? null, previous: previous?.baseline ?? null };
}
async function loadBaseline(scenario, ctx) {
    if (ctx.storeError) {
        // auto must not record a scenario whose baseline may exist in a store it could not read.
        const why = ctx.settings.mode === 'auto'
            ? `${ctx.storeError} (auto mode records only a scenario the store says has no baseline)`
            : ctx.storeError;
        throw new errors/* EvalError */.Fn('baseline', why);
    }
    return ctx.deps.store.load(scenario.id).catch((0,errors/* failWith */.ff)('baseline'));
}
/**
 * Marks the scenario recorded and returns its baseline: each successful run is a variation (a run that failed, or
 * missed a success criterion, is left out with a warning; when none succeeded, every run is kept). A run that
 * failed to run or was cut short gives no baseline.
 */
function recordRuns(scenario, result, previous, ctx) {
    result.action = 'recorded';
    const error = runError(result.runs);
    if (error)
        throw new errors/* EvalError */.Fn('call', error);
    // A run that was cut short is no reference for later runs: nothing is saved for this scenario.
    const cut = result.runs.find((r) => r.trajectory.stop_reason === 'timeout' || r.trajectory.stop_reason === 'error');
    if (cut) {
        const runs = result.runs.length;
        const which = runs > 1 ? `run ${cut.run_index + 1}/${runs} ` : '';
        const why = cut.trajectory.error ?? cut.trajectory.stop_reason;
        throw new errors/* EvalError */.Fn('baseline', `not recorded as a baseline: ${which}stopped early: ${why}`);
    }
    const interrupted = firstInterruptedCall(result.runs);
    if (interrupted)
        throw new errors/* EvalError */.Fn('call', `not recorded as a baseline: ${interrupted}`);
    const successful = result.runs.filter(succeeded);
    const kept = successful.length ? successful : result.runs;
    const trajectories = kept.map((r) => r.trajectory);
    result.status = 'RECORDED';
    const servers = trajectories[trajectories.length - 1].servers;
    result.servers = (0,scoring/* serverVersions */.H2)(previous?.servers ?? [], servers);
    // What this recording approves: the changes since the baseline it replaces (a suspicious one is a cause).
    if (previous)
        result.tool_changes = ctx.deltas.between(previous.servers, servers);
    const left = result.runs.filter((r) => !kept.includes(r)).map((r) => `run ${r.run_index + 1}`);
    const leftOut = left.length ? [`not kept as a variation (it did not succeed): ${left.join(', ')}`] : [];
    const warnings = [...unmetCriteria(result.runs), ...leftOut];
    if (warnings.length)
        result.warnings = warnings;
    return toBaseline(scenario, trajectories, ctx);
}
/** A run that did the work: every call answered, every success criterion it could check met. */
function succeeded(r) {
    return (0,scoring/* execStatus */.IG)(r.trajectory) === 'SUCCESS' && !(r.trajectory.criteria ?? []).some((c) => c.status === 'unmet');
}
/** A recording is the reference later runs are held to: a criterion its own run missed is worth a warning. */
function unmetCriteria(runs) {
    return runs.flatMap((r) => (r.trajectory.criteria ?? [])
        .filter((c) => c.status === 'unmet')
        .map((c) => `${runs.length > 1 ? `run ${r.run_index + 1}: ` : ''}success criterion not met: ${c.criterion}`));
}
/**
 * The first call the harness could not complete (the server exited, no answer in time, the transport
 * failed), said as `[run i/n ]call k (<id>): <why>`; null when every call completed. Such a run shows
 * the harness's trouble, not the server's behaviour: no reference for later runs.
 */
function firstInterruptedCall(runs) {
    for (const r of runs) {
        const calls = r.trajectory.messages.filter((m) => m.type === 'tool_call');
        const i = calls.findIndex((c) => c.interrupted);
        if (i < 0)
            continue;
        const which = runs.length > 1 ? `run ${r.run_index + 1}/${runs.length} ` : '';
        return `${which}call ${i + 1} (${calls[i].id}): ${calls[i].harness_error ?? 'interrupted'}`;
    }
    return null;
}
/**
 * Accepting: the compared runs that succeeded are added to the baseline as variations (MAX_VARIATIONS at most, the
 * oldest dropped); the scenario is RECORDED, its comparison kept in the runs. None succeeded: nothing is accepted.
 * The baseline now answers to the scenario file and configuration the accepted runs ran with: it is no longer stale.
 */
function acceptRuns(scenario, baseline, result, ctx) {
    const accepted = result.runs.filter(succeeded);
    if (!accepted.length) {
        const how = result.runs.map((r) => `run ${r.run_index + 1}: ${r.evaluation?.current_status ?? 'not run'}`);
        throw new errors/* EvalError */.Fn('baseline', `nothing accepted: no run succeeded (${how.join(', ')})`);
    }
    const added = (0,format/* addVariations */.kC)(baseline, accepted.map((r) => r.trajectory));
    const of = added.baseline.trajectories.length;
    const notes = accepted.map((r, i) => {
        const e = r.evaluation;
        const against = `against variation ${variationNumber(baseline, r.baseline_run_index)}`;
        const as = `variation ${of - accepted.length + i + 1} of ${of}`;
        return `run ${r.run_index + 1} accepted as ${as} (${against} it scored ${e.score.toFixed(2)} ${e.status})`;
    });
    const dropped = added.dropped.length
        ? [`oldest variation(s) dropped to keep ${format/* MAX_VARIATIONS */.M$}: ${added.dropped.length}`]
        : [];
    Object.assign(result, { action: 'accepted', status: 'RECORDED', score: null, aggregate: null });
    // Judged against the baseline it now belongs to: no longer news.
    delete result.performance;
    result.warnings = [...notes, ...dropped];
    const { config: _, ...rest } = added.baseline;
    const config = configRef(ctx.group);
    return { ...rest, scenario_file: scenario.file, scenario_hash: scenario.content_hash, ...(config ? { config } : {}) };
}
/** 1-based position of a baseline run among the baseline's variations. */
function variationNumber(baseline, runIndex) {
    return baseline.trajectories.findIndex((t) => t.run_index === runIndex) + 1;
}
function toBaseline(scenario, trajectories, ctx) {
    const last = trajectories[trajectories.length - 1];
    return {
        schema_version: 1,
        scenario_id: scenario.id,
        scenario_file: scenario.file,
        scenario_hash: scenario.content_hash,
        recorded_at: new Date().toISOString(),
        agent: ctx.agent.kind,
        model: ctx.agent.model,
        git: ctx.git,
        servers: last.servers,
        trajectories,
        ...(ctx.group.config ? { config: configRef(ctx.group) } : {}),
    };
}

;// CONCATENATED MODULE: ./src/pipeline/judge.ts
// Stage judge: where a scenario is compared with its baseline. Each run against every variation of the baseline,
// judged by the closest; then the scenario: the mean of its runs, capped by a lost success criterion, lowered by a
// latency regression under latency-regression degrade; what changed on its servers (tool deltas, computed once per
// server pair for the whole run) and where its baseline came from.






/** Where the baseline came from and what changed on its servers, in the result. */
function describeBaseline(scenario, plan, result, ctx) {
    const { baseline, source } = plan;
    const current = result.runs[result.runs.length - 1].trajectory;
    const stale = (0,format/* staleReason */.Wf)(baseline, scenario, configRef(ctx.group));
    result.action = 'compared';
    result.baseline = {
        source,
        recorded_at: baseline.recorded_at,
        stale: stale !== null,
        ...(stale ? { stale_reason: stale } : {}),
        git: baseline.git,
        agent: baseline.agent,
        model: baseline.model,
    };
    result.baseline_trajectories = baseline.trajectories;
    result.servers = (0,scoring/* serverVersions */.H2)(baseline.servers, current.servers);
    result.tool_changes = ctx.deltas.between(baseline.servers, current.servers);
}
/**
 * Scores each run against its closest baseline variation, then the scenario: the mean of its runs (after
 * confirmations, of its passing runs: SCORING.md "Confirm"), capped by a lost success criterion, and lowered one
 * band by a latency regression under latency-regression degrade. Judges again from the start when called again
 * after confirmation runs were added; a confirmation that could not run is left out.
 */
function judge_compareRuns(scenario, plan, result, ctx) {
    describeBaseline(scenario, plan, result, ctx);
    const variations = plan.baseline.trajectories;
    const scores = [];
    for (const r of result.runs) {
        if (r.error)
            continue;
        if (!r.evaluation)
            Object.assign(r, judgeByVariations(scenario, variations, r.trajectory, result.thresholds));
        scores.push(r.evaluation.score);
    }
    const error = runError(result.runs.filter((r) => !r.confirmation));
    if (error)
        throw new errors/* EvalError */.Fn('call', error);
    const t = result.thresholds;
    const agg = (0,scoring/* aggregate */.QD)(scores, t);
    const confirmed = result.runs.some((r) => r.confirmation);
    const judged = (0,scoring/* confirmedScores */.Hb)(scores, confirmed, (x) => !(0,src_status/* fails */.c6)((0,src_status/* band */.yp)(x, t), ctx.settings.failOn));
    const mean = judged.reduce((a, b) => a + b, 0) / judged.length;
    // A lost criterion caps the scenario, not only its run: the mean of the runs must not lift it out.
    const lost = result.runs.some((r) => r.evaluation?.criteria?.some((c) => c.regressed));
    const capped = lost ? Math.min(mean, (0,scoring/* criteriaCap */.MT)(t, scenario.criteria_regression)) : mean;
    const regressions = (0,scoring/* performanceRegressions */.XN)(variations, result.runs.map((r) => r.trajectory));
    const slower = regressions.some((f) => scoring/* LATENCY_METRICS */.Z$.includes(f.metric));
    const score = slower && ctx.settings.latencyRegression === 'degrade' ? (0,scoring/* latencyCap */.DS)(capped, t) : capped;
    result.performance = { regressions, degraded: score < capped };
    Object.assign(result, { aggregate: agg, score, status: (0,src_status/* band */.yp)(score, t) });
}
/**
 * The run against every variation of the baseline; the closest one (highest score, then trajectory score, then
 * first) is the one it is judged by. With several, the scores against each are kept for the reports.
 */
function judgeByVariations(scenario, variations, current, thresholds) {
    const evaluations = variations.map((b) => evaluateRun(scenario, b, current, thresholds));
    const best = (0,scoring/* closestVariation */.VI)(evaluations);
    return {
        baseline_run_index: variations[best].run_index,
        evaluation: evaluations[best],
        ...(variations.length > 1 ? { variation_scores: evaluations.map((e) => e.score) } : {}),
    };
}
/** One run against its baseline run; the success criteria are checked on the baseline again (SCORING.md). */
function evaluateRun(scenario, baseline, current, thresholds) {
    const criteria = scenario.success_criteria;
    return (0,scoring/* evaluate */._3)(baseline, current, {
        thresholds,
        match: scenario.match,
        ignoreArgs: scenario.ignore.args,
        ignoreResponseFields: scenario.ignore.response_fields,
        criteria: criteria.length
            ? {
                baseline: (0,scoring/* checkCriteria */.KV)(criteria, baseline, (0,scoring/* recordedVerdicts */.fi)(baseline)),
                current: current.criteria ?? (0,scoring/* checkCriteria */.KV)(criteria, current, (0,scoring/* recordedVerdicts */.fi)(current)),
                regression: scenario.criteria_regression,
            }
            : undefined,
    });
}

// EXTERNAL MODULE: ./src/util/process.ts
var util_process = __webpack_require__(22017);
;// CONCATENATED MODULE: ./src/pipeline/serve.ts
// Stage serve: the servers a scenario's runs talk to. A configuration group's restart of the service (compose or
// the reset command) before its scenarios, the reset before a run (settings.reset), where each run's connections
// come from (shared across scenarios, or its own), and which configured servers a scenario may use.



/** Characters of a reset command's stderr kept to explain its failure. */
const RESET_STDERR_KEEP = 4000;
/**
 * Without a reset, a server is started (or connected to) once and shared by the scenarios that use it,
 * concurrent ones included: state a scenario leaves in it is what the next one finds, as with the
 * service itself. A reset asks for a clean state: then each run starts its own servers and connections,
 * as the reset restarts the service.
 */
function serverSource(settings) {
    const connect = { connectTimeoutMs: settings.connectTimeoutSeconds * 1000 };
    return settings.reset === 'none' ? new src_servers/* SharedServers */.Mf(connect) : (0,src_servers/* freshServers */.fN)(connect);
}
/**
 * The configuration the service runs with, across groups. Starts as the default (the service was
 * started without MCP_EVAL_CONFIG_FILE); after a failed restart it is unknown, so the next group restarts.
 * `fresh`: the files a service just started mounts (ServiceWatch.startFiles): the first group, with the default
 * configuration or one of them, finds it as a restart would leave it.
 */
class ServiceConfig {
    restart;
    current = null;
    fresh;
    constructor(restart, fresh) {
        this.restart = restart;
        this.fresh = fresh ?? null;
    }
    /**
     * Restart with the group's configuration unless the service runs it already: 'restarted', 'fresh' (just started
     * with it, never used), or 'running' (as the last group left it). Throws a `service` error.
     */
    async use(config) {
        const file = config?.file ?? null;
        const fresh = this.fresh;
        this.fresh = null;
        if (fresh && (file === null || fresh.includes(file))) {
            this.current = file;
            return 'fresh';
        }
        if (this.current === file || !this.restart)
            return 'running';
        try {
            await this.restart(file);
            this.current = file;
            return 'restarted';
        }
        catch (e) {
            this.current = undefined;
            const which = config ? `config_file ${config.path}` : 'its default configuration';
            throw new errors/* EvalError */.Fn('service', `restarting the service with ${which} failed: ${(0,errors/* errorMessage */.gJ)(e)}`, { cause: e });
        }
    }
}
/** The servers a scenario may use; naming the unknown ones when it asks for any. */
function selectServers(scenario, all) {
    const wanted = scenario.servers;
    if (!wanted)
        return all;
    const unknown = wanted.filter((n) => !all.some((c) => c.name === n));
    if (unknown.length) {
        throw new errors/* EvalError */.Fn('config', `scenario uses server(s) ${unknown.map((n) => `"${n}"`).join(', ')} not in the server configuration ` +
            `(known: ${all.map((c) => c.name).join(', ')})`);
    }
    return all.filter((c) => wanted.includes(c.name));
}
/**
 * The reset before a run, as settings.reset says: before each run, or before a scenario's first (a replay, a
 * confirmation and the model's first run after a replay each start the scenario afresh). None when the group's
 * restart with its configuration just happened, which is this reset. A service that cannot be reset would give
 * the scenario a dirty state: a `service` error, so the scenario is ERROR, not a score.
 */
async function resetBefore(first, ctx) {
    const { settings, deps } = ctx;
    if (!deps.reset || !(settings.reset === 'run' || (settings.reset === 'scenario' && first)))
        return;
    if (ctx.group.fresh) {
        ctx.group.fresh = false;
        return;
    }
    ctx.step('resetting the service');
    await deps.reset(ctx.group.config?.file ?? null).catch((0,errors/* failWith */.ff)('service'));
}
/** A group's service restarted with its configuration when it differs from the running one; a failure is kept. */
async function startGroup(service, config, log) {
    const group = { config, fresh: false, error: null };
    try {
        const how = await service.use(config);
        group.fresh = how !== 'running';
        const which = config ? `config_file ${config.path}` : 'its default config';
        if (how === 'restarted')
            log(`service restarted with ${which}`);
    }
    catch (e) {
        group.error = (0,errors/* errorMessage */.gJ)(e);
        log(group.error);
    }
    return group;
}
/**
 * A reset hook that runs a shell command (the user's own reset script), then waits until every network
 * server answers MCP initialize again (4x connect-timeout-seconds, as for the compose service). A
 * scenario's configuration is handed over as MCP_EVAL_CONFIG_FILE (absolute path); the default one
 * leaves it unset.
 */
function commandReset(command, cwd, servers, limits) {
    return async (configFile) => {
        await runCommand(command, cwd, configFile, limits.timeoutSeconds);
        for (const s of servers) {
            if (s.type === 'stdio')
                continue;
            await (0,src_servers/* waitForReady */.Cf)(s, { deadlineMs: limits.connectSeconds * 4 * 1000, intervalMs: 500 }).catch((e) => {
                throw new errors/* EvalError */.Fn('service', `reset command ran, but ${(0,errors/* errorMessage */.gJ)(e)}`);
            });
        }
    };
}
/**
 * Runs the command in a process group of its own, within a run's time limit: a command that overruns it
 * is ended with everything it started. What it prints to stdout is not kept (it may print any amount);
 * the end of its stderr explains a failure. Processes it leaves running after it succeeds (a service it
 * started) are left alone.
 */
function runCommand(command, cwd, configFile, timeoutSeconds) {
    const { MCP_EVAL_CONFIG_FILE: _, ...inherited } = process.env;
    const env = configFile ? { ...inherited, MCP_EVAL_CONFIG_FILE: configFile } : inherited;
    return new Promise((resolve, reject) => {
        const child = (0,util_process/* spawnGroup */.j8)('sh', ['-c', command], { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
        let stderr = '';
        child.stderr.on('data', (d) => (stderr = (stderr + d.toString('utf8')).slice(-RESET_STDERR_KEEP)));
        let timedOut = false;
        const timer = setTimeout(() => {
            timedOut = true;
            void (0,util_process/* endGroup */.N4)(child);
        }, timeoutSeconds * 1000);
        child.once('error', (e) => {
            clearTimeout(timer);
            reject(new errors/* EvalError */.Fn('service', `reset command could not start: ${command}: ${e.message}`));
        });
        child.once('exit', (code, signal) => {
            clearTimeout(timer);
            // Its background jobs may hold stderr open: stop reading, they are not waited for.
            child.stderr.destroy();
            if (timedOut)
                return reject(new errors/* EvalError */.Fn('service', `reset command timed out after ${timeoutSeconds}s: ${command}`));
            if (code === 0)
                return resolve();
            const why = stderr.trim() || (code === null ? `signal ${signal}` : `exit ${code}`);
            reject(new errors/* EvalError */.Fn('service', `reset command failed: ${command}: ${why}`));
        });
    });
}

;// CONCATENATED MODULE: ./src/pipeline/confirm.ts




async function confirmAlarm(scenario, servers, plan, result, ctx, 
/** Before each confirmation: mode ab runs side A again, a fresh reference beside the old (its outlier or not). */
beforeEach) {
    const { agent, settings } = ctx;
    if (agent.model === null || plan.mode !== 'compare' || result.replay?.unchanged)
        return;
    if (!(0,src_status/* fails */.c6)(result.status, settings.failOn))
        return;
    const t = result.thresholds;
    for (let k = 1; k <= settings.confirmRuns; k++) {
        await beforeEach?.();
        await resetBefore(true, ctx);
        const i = result.runs.length;
        const step = (text) => ctx.step(`confirmation ${k}/${settings.confirmRuns}: ${text}`);
        const baselineRun = plan.baseline.trajectories[i % plan.baseline.trajectories.length];
        const run = { ...(await attempt(scenario, i, servers, baselineRun, { ...ctx, step })), confirmation: true };
        result.runs.push(run);
        if (run.error) {
            result.warnings = [...(result.warnings ?? []), `confirmation ${k} did not run: ${run.error}`];
            break;
        }
        // Judged with each confirmation; an errored one is shown, and the judgement before it stands.
        judge_compareRuns(scenario, plan, result, ctx);
        if (!(0,src_status/* fails */.c6)((0,src_status/* band */.yp)(run.evaluation.score, t), settings.failOn))
            break;
    }
}

;// CONCATENATED MODULE: ./src/pipeline/verify.ts
// Model runs follow the change (SCORING.md "Model runs follow the change"): before a model runs a compared
// scenario, the baseline's calls are replayed against today's servers, no model. When what a model would see is
// what the baseline's model saw (the tools of the scenario's servers with their descriptions and input schemas, the
// servers' instructions, every replayed answer) and the model and prompt are the baseline's, the scenario is
// judged by the replay: verified, and no model call is paid for. Anything different runs the model as before.





const REPLAY = new ReplayAgent();
/**
 * Replays the baseline and says whether the scenario is verified unchanged (its run is then the replay's, in
 * `result.runs`); `result.replay` says what changed otherwise. Only for a model agent under model-runs on-change.
 */
async function verifyByReplay(scenario, servers, plan, result, ctx) {
    const { agent, settings } = ctx;
    if (!agent.prompt || settings.modelRuns !== 'on-change' || plan.mode !== 'compare')
        return false;
    const variation = plan.baseline.trajectories[0];
    const prompt = agent.prompt(scenario.user_intent, settings.exposure === 'gateway', settings.gatewayList === 'compact');
    const pinned = pinChanges(plan.baseline.trajectories, agent, prompt);
    if (pinned.length) {
        result.replay = { unchanged: false, changes: pinned };
        return false;
    }
    await resetBefore(true, ctx);
    const step = (t) => ctx.step(`replay: ${t}`);
    const replay = await attempt(scenario, 0, servers, variation, { ...ctx, agent: REPLAY, step });
    const names = servers.map((s) => s.name);
    const changes = replayChanges(variation, replay, names, scenario.ignore.response_fields);
    if (changes.length) {
        result.replay = { unchanged: false, changes };
        return false;
    }
    result.replay = { unchanged: true, changes: [], saved: savedUsage(plan.baseline.trajectories, ctx.limits.runs) };
    result.runs.push(replay);
    return true;
}
/**
 * What a model would see differently in a replay than in the run it replayed: the tool surface of the servers
 * `names`, and every answer to the same calls (ignored response fields aside); or that the replay did not complete.
 */
function replayChanges(before, replay, names, ignore) {
    if (replay.error)
        return [`the replay did not complete: ${replay.error}`];
    return [
        ...(0,scoring/* surfaceChanges */.lk)(before.servers, replay.trajectory.servers, names),
        ...(0,scoring/* answerChanges */.KU)((0,trajectory/* scoredCalls */.C_)(before), (0,trajectory/* scoredCalls */.C_)(replay.trajectory), ignore),
    ];
}
/** Why the baseline's model runs are no witness of today's: another model or prompt (then the model runs). */
function pinChanges(variations, agent, prompt) {
    const out = [];
    if (variations.some((t) => t.agent !== agent.kind || t.model !== agent.model)) {
        out.push(`the baseline was recorded with another agent or model than ${agent.kind} ${agent.model ?? ''}`.trim());
    }
    if (variations.some((t) => t.prompt_hash !== prompt))
        out.push('the prompt differs from the baseline runs');
    return out;
}
/** What the model runs would have cost: the baseline runs' mean usage, times the runs asked for. */
function savedUsage(variations, runs) {
    const total = variations.reduce((u, t) => (0,trajectory/* addUsage */.OH)(u, t.usage), (0,trajectory/* emptyUsage */.ly)());
    const scale = runs / variations.length;
    return {
        input_tokens: Math.round(total.input_tokens * scale),
        output_tokens: Math.round(total.output_tokens * scale),
        cache_read_input_tokens: Math.round(total.cache_read_input_tokens * scale),
        cache_creation_input_tokens: Math.round(total.cache_creation_input_tokens * scale),
        cost_usd: total.cost_usd * scale,
    };
}

;// CONCATENATED MODULE: ./src/pipeline/ab.ts
// Mode ab: the base (side A: `servers`) and the head (side B: `servers-b`) of a change side by side in one run, no
// stored baseline needed. Each scenario runs on A and on B in pairs, interleaved, with the same agent, so whatever
// the model does differently today it does to both sides; then B is judged against A's runs (A's successful runs
// are its variations) by the same scoring, causes and compatibility classes as a compare. With a model agent under
// model-runs on-change, a scenario whose surface and answers are the same on A and B (its calls replayed, or
// scripted, on both) costs no model call; a failing B run is confirmed as in a compare. A's runs are not saved.









/** Runs the scenario on both sides and judges B against A, into `result`; `stored`: its baseline, if any. */
async function runAB(scenario, sides, stored, result, ctx) {
    const onB = { ...ctx, source: ctx.sourceB };
    const same = await sameOnBothSides(scenario, sides, stored, result, ctx);
    const aRuns = same ? [same.a] : await pairs(scenario, sides, stored, result, ctx);
    if (same)
        result.runs.push(same.b);
    const kept = aRuns.filter((r) => succeeded(r));
    const reference = (kept.length ? kept : aRuns).map((r) => r.trajectory);
    const plan = { mode: 'compare', baseline: toBaseline(scenario, reference, ctx), source: sideName(ctx) };
    judge_compareRuns(scenario, plan, result, onB);
    // A failing B run may owe to an outlier of A's: each confirmation runs A again too, another reference.
    const againOnA = async () => {
        const i = aRuns.length;
        const step = (t) => ctx.step(`A confirmation: ${t}`);
        await resetBefore(true, ctx);
        const run = await attempt(scenario, i, sides.a, stored?.trajectories[0] ?? null, { ...ctx, step });
        aRuns.push(run);
        if (succeeded(run))
            plan.baseline.trajectories.push(run.trajectory);
    };
    await confirmAlarm(scenario, sides.b, plan, result, onB, againOnA);
}
/** A's runs and B's, in pairs (A then B, run by run); B's go into the result, A's are returned. */
async function pairs(scenario, sides, stored, result, ctx) {
    const { runs } = ctx.limits;
    const aRuns = [];
    for (let i = 0; i < runs; i++) {
        const replayed = stored ? stored.trajectories[i % stored.trajectories.length] : null;
        // One reset a pair, before A's run: the service's reset (both sides' projects with a compose file) or command.
        await resetBefore(i === 0, ctx);
        for (const side of ['A', 'B']) {
            const here = { ...ctx, source: side === 'A' ? ctx.source : ctx.sourceB };
            const step = (t) => ctx.step(`${side}${runs > 1 ? ` run ${i + 1}/${runs}` : ''}: ${t}`);
            const run = await attempt(scenario, i, side === 'A' ? sides.a : sides.b, replayed, { ...here, step });
            // B is judged against A's runs: without one of them, the scenario is ERROR; no more runs are paid for.
            if (side === 'A' && run.error)
                throw new errors/* EvalError */.Fn('call', `side A (the base) could not run: ${run.error}`);
            (side === 'A' ? aRuns : result.runs).push(run);
        }
    }
    return aRuns;
}
/**
 * With a model agent under model-runs on-change: the scenario's calls (its baseline's, replayed, else its
 * expected_trajectory) on both sides, no model. The same surface and the same answers: both runs, and no model run
 * is needed; else null, and `result.replay` says what differs (or why it could not tell).
 */
async function sameOnBothSides(scenario, sides, stored, result, ctx) {
    if (ctx.agent.model === null || ctx.settings.modelRuns !== 'on-change')
        return null;
    const offline = stored
        ? new ReplayAgent()
        : scenario.expected_trajectory.length
            ? new ScriptedAgent()
            : null;
    if (!offline) {
        result.replay = { unchanged: false, changes: ['no calls to replay: no baseline and no expected_trajectory'] };
        return null;
    }
    const replayed = stored?.trajectories[0] ?? null;
    await resetBefore(true, ctx);
    const run = async (servers, side) => {
        const here = { ...ctx, agent: offline, source: side === 'A' ? ctx.source : ctx.sourceB };
        return attempt(scenario, 0, servers, replayed, { ...here, step: (t) => ctx.step(`${side} replay: ${t}`) });
    };
    const a = await run(sides.a, 'A');
    const b = await run(sides.b, 'B');
    const names = [...new Set([...sides.a, ...sides.b].map((s) => s.name))];
    const changes = a.error
        ? [`the replay did not complete: ${a.error}`]
        : replayChanges(a.trajectory, b, names, scenario.ignore.response_fields);
    result.replay = { unchanged: changes.length === 0, changes };
    return changes.length ? null : { a, b };
}
/** `A: base 1a2b3c4` for the reports: where B's reference came from. */
function sideName(ctx) {
    return `A: base${ctx.settings.abBase ? ` ${ctx.settings.abBase}` : ''}`;
}

;// CONCATENATED MODULE: ./src/pipeline/scenario.ts













/** The groups one after the other, each after its restart; then the scenarios whose configuration failed. */
async function runGroups(plan, base) {
    const service = new ServiceConfig(base.deps.reset, base.deps.service?.startFiles);
    const total = plan.groups.reduce((n, g) => n + g.scenarios.length, plan.failed.length);
    const counter = { next: 0, total };
    const outcomes = [];
    for (const { config, scenarios } of plan.groups) {
        // Groups differ in configuration, so the service restarts between them: what was connected to it goes.
        await Promise.all([base.source.drop(), base.sourceB?.drop()]);
        const group = await startGroup(service, config, base.log);
        const items = scenarios.map((scenario) => ({ scenario, group }));
        outcomes.push(...(await runPool(items, base, counter)));
    }
    const failed = plan.failed.map(({ scenario, error }) => ({ scenario, group: { config: null, fresh: false, error } }));
    outcomes.push(...(await runPool(failed, base, counter)));
    return outcomes;
}
/** Runs the items `concurrency` at a time; results in the items' order. */
async function runPool(items, base, counter) {
    const { progress } = base.deps;
    return mapLimit(items, Math.max(1, base.settings.concurrency), async ({ scenario, group }) => {
        const index = counter.next++;
        const total = counter.total;
        progress?.({ type: 'scenario-start', index, total, id: scenario.id, name: scenario.name });
        const step = (text) => progress?.({ type: 'step', id: scenario.id, text });
        const outcome = await runScenario(scenario, { ...base, group, step });
        await noteStopped(outcome, { ...base, group, step });
        progress?.({ type: 'scenario-end', index, total, result: outcome.result });
        return outcome;
    });
}
/**
 * One scenario: resolve its baseline, run it, then record or compare. Each step throws an
 * EvalError when the scenario cannot go on; it is caught here, once, and becomes the ERROR
 * result. `result` is filled in as the steps go, so an ERROR still carries the runs, usage,
 * action and baseline that the scenario got to.
 */
async function runScenario(scenario, ctx) {
    const started = Date.now();
    const result = errorResult(scenario, ctx.settings, null);
    if (ctx.group.config)
        result.config = configRef(ctx.group);
    try {
        if (ctx.group.error)
            throw new errors/* EvalError */.Fn('service', ctx.group.error);
        checkThresholds(scenario, result.thresholds);
        const limited = { ...ctx, limits: scenarioLimits(scenario, ctx.settings, ctx.log) };
        if (ctx.settings.mode === 'ab') {
            const sides = {
                a: selectServers(scenario, ctx.deps.servers),
                b: selectServers(scenario, ctx.deps.serversB ?? []),
            };
            await runAB(scenario, sides, await scenario_storedBaseline(scenario, ctx), result, limited);
            return { result: done(result, started), baseline: null };
        }
        const plan = await resolveBaseline(scenario, ctx);
        const servers = selectServers(scenario, ctx.deps.servers);
        const verified = plan.mode !== 'record' && (await verifyByReplay(scenario, servers, plan, result, limited));
        if (!verified)
            await runAll(scenario, servers, plan.baseline, result, limited);
        if (plan.mode === 'record') {
            return { result, baseline: recordRuns(scenario, done(result, started), plan.previous, ctx) };
        }
        judge_compareRuns(scenario, plan, result, ctx);
        await confirmAlarm(scenario, servers, plan, result, limited);
        done(result, started);
        return { result, baseline: plan.mode === 'accept' ? acceptRuns(scenario, plan.baseline, result, ctx) : null };
    }
    catch (e) {
        if ((0,errors/* isEvalError */.Fv)(e))
            return { result: fail(result, e.message, started), baseline: null };
        // Not a step saying why the scenario cannot go on, but a bug: said as one.
        return { result: errorResult(scenario, ctx.settings, `internal error: ${(0,errors/* errorMessage */.gJ)(e)}`), baseline: null };
    }
}
/**
 * A scenario that did not pass asks the watched service whether a container stopped under it: then it is ERROR with
 * the container's exit code and last log lines (whatever its calls made of it; nothing of it is recorded), and, with
 * no reset to start the service again, so is every scenario of its group still to run.
 */
async function noteStopped(outcome, ctx) {
    const { result } = outcome;
    const watch = ctx.deps.service;
    const hurt = hurtBy(result);
    if (!watch || !hurt)
        return;
    const stopped = await watch.stopped(hurt === 'cut').catch((e) => {
        ctx.log(`could not look at the service's containers: ${(0,errors/* errorMessage */.gJ)(e)}`);
        return null;
    });
    if (!stopped)
        return;
    ctx.log(stopped.split('\n')[0]);
    Object.assign(result, { status: 'ERROR', score: null, error: stopped });
    outcome.baseline = null;
    if (ctx.settings.reset === 'none')
        ctx.group.error ??= stopped;
}
/** `cut`: a run failed or a call was interrupted (its connection lost); `failed`: a failing status; else null. */
function hurtBy(result) {
    const cut = result.runs.some((r) => r.error !== null || (0,trajectory/* scoredCalls */.C_)(r.trajectory).some((c) => c.interrupted));
    if (cut)
        return 'cut';
    return ['GOOD', 'RECORDED', 'ACCEPTABLE'].includes(result.status) ? null : 'failed';
}
/** Mode ab: the scenario's stored baseline, whose calls a replay re-issues on both sides; none is no error. */
async function scenario_storedBaseline(scenario, ctx) {
    if (ctx.storeError)
        return null;
    return (await ctx.deps.store.load(scenario.id).catch(() => null))?.baseline ?? null;
}
/** The scenario's usage and time, once its runs are done. */
function done(result, started) {
    result.usage = result.runs.reduce((u, r) => (0,trajectory/* addUsage */.OH)(u, r.trajectory.usage), (0,trajectory/* emptyUsage */.ly)());
    result.duration_ms = Date.now() - started;
    return result;
}
/** Runs the scenario as many times as asked (its limits), each after the reset settings.reset asks for. */
async function runAll(scenario, servers, baseline, result, ctx) {
    const { runs } = ctx.limits;
    for (let i = 0; i < runs; i++) {
        await resetBefore(i === 0, ctx);
        const baselineRun = baseline ? (baseline.trajectories[i % baseline.trajectories.length] ?? null) : null;
        const step = (t) => ctx.step(runs > 1 ? `run ${i + 1}/${runs}: ${t}` : t);
        const index = result.runs.length;
        result.runs.push(await attempt(scenario, index, servers, baselineRun, { ...ctx, step }));
    }
}
/**
 * A result that says ERROR until a step says otherwise: the one runScenario fills in as the
 * scenario goes, and the whole result of a scenario that hit a bug.
 */
function errorResult(scenario, settings, error) {
    return (0,results/* notRunResult */.Ee)({ ...scenario, thresholds: scenarioThresholds(scenario, settings) }, error);
}
/** The ERROR result of a scenario that got this far: what it did, why it stopped, how long it took. */
function fail(result, error, started) {
    return { ...result, status: 'ERROR', score: null, error, duration_ms: Date.now() - started };
}

;// CONCATENATED MODULE: ./src/pipeline/run.ts
// The pipeline shared by the action and the CLI, as its stages: plan what to run, prepare the baseline store and
// history (persist), run each configuration group's scenarios (scenario.ts: serve, attempt, judge), save what was
// recorded with this run's history line (persist), and build the RunReport (report). The retrieval suites run after
// the scenarios (discovery). No GitHub, no process.exit: the entry points publish.











async function run(settings, deps) {
    runMode(settings);
    const started = new Date();
    const cwd = deps.cwd ?? process.cwd();
    const env = deps.env ?? process.env;
    const log = deps.log ?? (() => { });
    const git = await gitInfo(cwd, env);
    const agent = deps.agent ?? agentFromSettings(settings, env);
    const { suite, problems } = await selectScenarios(settings, cwd, log);
    const { store } = deps;
    const storeError = await prepareStore(store, log);
    // A history the store could not be read for is neither shown nor written over.
    const history = deps.history && !storeError ? await readHistory(store, log) : null;
    const canRestart = deps.reset !== undefined;
    const plan = await planGroups(suite, settings, { store, storeError, cwd, canRestart, log });
    const source = serverSource(settings);
    const sourceB = deps.serversB ? serverSource(settings) : undefined;
    const base = { settings, deps, agent, git, storeError, source, sourceB, deltas: new scoring/* ToolDeltas */.Ev(), log };
    // The retrieval suites after the scenarios, on the same connections, the service back on its default config.
    const lastConfig = plan.groups.groups.at(-1)?.config ?? null;
    const restart = lastConfig && deps.reset ? () => deps.reset(null) : undefined;
    const discoveryContext = { cwd, servers: deps.servers, store, storeError, source, restart, log };
    const both = async () => ({
        outcomes: await runGroups(plan.groups, base),
        discovery: await runDiscovery(settings, discoveryContext),
    });
    const { outcomes, discovery } = await both().finally(() => Promise.all([source.drop(), sourceB?.drop()]));
    const results = outcomes.map((o) => o.result);
    // A container that stopped between scenarios, which a reset started again: no scenario saw it, the run says it.
    problems.push(...(deps.service?.recovered() ?? []));
    const context = { git, started, agent, shard: plan.shard, discovery: discovery.suites };
    const report = (section) => buildReport(settings, results, [...problems, ...discovery.problems], { ...context, history: section });
    // Redacted like the report: the line outlives the run in the store.
    const line = () => (deps.redact ?? redact/* noRedaction */.Np)((0,src_history/* summarizeRun */.lj)(report()));
    const kept = history && deps.history ? { read: history, plan: deps.history, line } : null;
    const recorded = outcomes.flatMap((o) => (o.baseline ? [o.baseline] : []));
    const saved = [...results, ...discovery.suites];
    return report(await saveRun(settings, store, { recorded, files: discovery.files, kept, results: saved, log }));
}

;// CONCATENATED MODULE: ./src/pipeline/execute.ts
// One run from settings to files on disk, shared by the action and the CLI: server configuration, baseline store,
// reset hook, redaction, the pipeline (run.ts), the report files; and the merge job's counterpart. What is
// published where (PR comment, summary, artifact) and what only GitHub knows (the Actions cache, whether the run
// is on the default branch) stay with the entry points, which hand them in.














const NOT_TOLD = { onDefault: false, why: 'not known to be on the default branch' };
async function execute(settings, opts = {}) {
    const env = opts.env ?? process.env;
    const cwd = opts.cwd ?? process.cwd();
    const servers = (0,src_servers/* loadServerConfig */.EN)(settings.servers, env);
    const serversB = settings.serversB ? (0,src_servers/* loadServerConfig */.EN)(settings.serversB, env) : undefined;
    const store = await runStore(settings, cwd, opts.cacheStore);
    const reset = opts.reset ??
        (settings.resetCommand
            ? commandReset(settings.resetCommand, cwd, servers, {
                connectSeconds: settings.connectTimeoutSeconds,
                timeoutSeconds: settings.runTimeoutSeconds,
            })
            : undefined);
    // Known before anything runs: trajectories are redacted as they end (so baselines hold no
    // secret), and every log line and progress event passes through it on the way out.
    const redact = opts.redact ?? (0,secrets/* settingsRedactor */.u)(settings, env);
    for (const s of redact.secrets)
        opts.mask?.(s);
    const { progress } = opts;
    const log = opts.log && lineLog(opts.log, redact);
    const history = historyPlan(settings, opts.branch ?? NOT_TOLD, log);
    const report = await run(settings, {
        servers,
        serversB,
        store,
        history,
        reset,
        service: opts.service,
        redact,
        progress: progress && ((e) => progress(redact(e))),
        log,
        cwd,
        env,
    });
    return writeOut(report, settings, redact, opts.links);
}
/** A log line may quote a server, a file or a shard's problem: redacted, on one line, control characters escaped. */
function lineLog(log, redact) {
    return (line) => log((0,util_text/* oneLine */.TN)(redact(line)));
}
/** The report with its links, written to the report files; returned redacted as written. */
async function writeOut(report, settings, redact, links) {
    if (links)
        report.links = links;
    const paths = await (0,reports/* writeReports */.Li)(report, settings.out, { redact, failOn: settings.failOn });
    return { report: redact(report), paths };
}
/**
 * The merge job: the shards' results (each results.json with its SHARD_BASELINES next to it) into one report, the
 * recordings they left (cache store) and this run's history line saved to the store in one write, as a single job
 * would, then the report files.
 */
async function executeMerge(settings, sources, opts = {}) {
    const env = opts.env ?? process.env;
    const cwd = opts.cwd ?? process.cwd();
    const redact = opts.redact ??
        (0,secrets/* runRedactor */.M)({ env, anthropicApiKey: settings.anthropicApiKey, githubToken: settings.githubToken, servers: [] });
    for (const s of redact.secrets)
        opts.mask?.(s);
    const log = lineLog(opts.log ?? (() => { }), redact);
    const policy = { failOn: settings.failOn, failOnSuspicious: settings.failOnSuspicious };
    const merged = mergeShards({ ...readShards(sources), absent: sources.absent, ...policy });
    const { shards: total = 0, missing = [] } = merged.merged ?? {};
    log(`merged ${total - missing.length} of ${total} shard(s): ${merged.scenarios.length} scenario(s)`);
    for (const p of merged.problems)
        log(p);
    const left = await Promise.all(sources.files.map((f) => readShardBaselines(external_node_path_default().dirname(f.file))));
    const recorded = { baselines: left.flatMap((l) => l.baselines), files: left.flatMap((l) => l.files) };
    const report = await saveMerged(settings, merged, recorded, { cwd, opts, log, redact });
    return writeOut(report, settings, redact, opts.links);
}
/**
 * Each shard's results. Results that cannot be read (corrupt, from another version) lose nothing else: an artifact's
 * are its shard failing, a file given to the CLI is a problem and its shard is then missing.
 */
function readShards(sources) {
    const out = {
        shards: [],
        failed: [...sources.failed],
        unreadable: [],
    };
    for (const { file, source, shard } of sources.files) {
        try {
            out.shards.push({ source, report: (0,reports/* readResults */.x8)(file, source) });
        }
        catch (e) {
            if (!(0,errors/* isEvalError */.Fv)(e, 'results'))
                throw e;
            if (shard)
                out.failed.push({ ...shard, reason: e.message });
            else
                out.unreadable.push(`not merged: ${e.message}`);
        }
    }
    return out;
}
/** What a single job saves at its end (run.ts), for the merged suite: the recordings and one history line. */
async function saveMerged(settings, merged, recorded, { cwd, opts, log, redact }) {
    const plan = historyPlan(settings, opts.branch ?? NOT_TOLD, log);
    // One recording per scenario, as in a single job (a scenario two shards ran is a problem the merge already says).
    const baselines = [...new Map(recorded.baselines.reverse().map((b) => [b.scenario_id, b])).values()];
    const { files } = recorded;
    if (!plan && !baselines.length && !files.length)
        return merged;
    const store = storeOf(settings, cwd, opts.cacheStore);
    const storeError = await prepareStore(store, log);
    const read = plan && !storeError ? await readHistory(store, log) : null;
    const kept = read && plan ? { read, plan, line: () => redact((0,src_history/* summarizeRun */.lj)(merged)) } : null;
    // A recording that cannot be stored makes its scenario ERROR: counts and verdict are taken again.
    const recordedHere = [...merged.scenarios, ...(merged.discovery ?? [])];
    const history = await saveToStore(store, baselines, kept, recordedHere, log, files);
    return retally({ ...merged, ...(history ? { history } : {}) }, settings.failOn, settings.failOnSuspicious);
}
/** The recordings a shard left for the merge job (cache store): scenarios' by id from their paths, and files. */
async function readShardBaselines(dir) {
    const root = external_node_path_default().join(dir, src_shard/* SHARD_BASELINES */.qG);
    const found = await (0,promises_.readdir)(root, { recursive: true }).catch(() => []);
    const json = found
        .map((f) => f.split((external_node_path_default()).sep).join('/'))
        .filter((f) => f.endsWith('.json'))
        .sort();
    const isSuite = (f) => f.startsWith(`${format/* RETRIEVAL_BASELINES */.MN}/`);
    const read = await Promise.all(json.filter((f) => !isSuite(f)).map((f) => (0,format/* readBaselineFile */.s$)(external_node_path_default().join(root, f), f.slice(0, -'.json'.length))));
    const files = await Promise.all(json.filter(isSuite).map(async (f) => ({ path: f, text: await (0,promises_.readFile)(external_node_path_default().join(root, f), 'utf8') })));
    return { baselines: read.filter((b) => b !== null), files };
}

;// CONCATENATED MODULE: ./src/pipeline/index.ts




/***/ })

};
