export const id = 56;
export const ids = [56,425];
export const modules = {

/***/ 62056:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $w: () => (/* binding */ checkThresholds),
  matchesFilters: () => (/* binding */ matchesFilters),
  W5: () => (/* binding */ planGroups),
  ri: () => (/* binding */ scenarioLimits),
  BH: () => (/* binding */ scenarioThresholds),
  C8: () => (/* binding */ selectScenarios)
});

// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/scenario/loader.ts + 1 modules
var loader = __webpack_require__(32740);
// EXTERNAL MODULE: ./src/scenario/schema.ts
var schema = __webpack_require__(2135);
// EXTERNAL MODULE: ./src/settings/settings.ts + 2 modules
var settings_settings = __webpack_require__(7896);
// EXTERNAL MODULE: ./src/settings/shard.ts
var shard = __webpack_require__(66321);
// EXTERNAL MODULE: ./src/results/status.ts
var results_status = __webpack_require__(70694);
// EXTERNAL MODULE: ./src/util/map-limit.ts
var map_limit = __webpack_require__(9992);
// EXTERNAL MODULE: ./src/scenario/config-file.ts
var config_file = __webpack_require__(55425);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
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
            config = await (0,config_file.resolveConfigFile)(scenario, cwd);
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








/** `loaded`: the files of settings.scenarios in cwd, when the caller has loaded them already. */
async function selectScenarios(settings, cwd, log, loaded) {
    loaded ??= await (0,loader.loadScenarios)(settings.scenarios, { cwd });
    const problems = loaded.problems.map(schema.formatProblem);
    const suite = loaded.scenarios.filter((s) => s.enabled && matchesFilters(s, settings));
    const problemCount = problems.length ? `, ${problems.length} problem(s)` : '';
    log(`${suite.length} scenario(s) from ${settings.scenarios}${problemCount}`);
    checkAcceptNames(settings, loaded.scenarios);
    checkResetCommandRuns(settings, suite);
    return { suite, problems };
}
/** Split by shard (the store's baseline durations), then grouped by config_file. */
async function planGroups(suite, settings, spec, ctx) {
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
        ? await (0,map_limit/* mapLimit */.s)(suite, 8, (s) => baselineDuration(s, expectedRuns(s, settings), store))
        : suite.map(() => null);
    const { by, shards } = (0,shard/* splitSuite */.fV)(suite.map((s, i) => ({ id: s.id, durationMs: durations[i] })), total);
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
    return (t.reduce((sum, r) => sum + r.duration_ms, 0) / t.length) * runs;
}
/** The runs a scenario is expected to make, for the split: under runs auto, half of max-runs. */
function expectedRuns(s, settings) {
    const runs = s.runs ?? settings.runs;
    return runs === 'auto' ? settings.maxRuns / 2 : runs;
}
function scenarioThresholds(s, settings) {
    const fallback = (0,settings_settings/* settingsThresholds */.ox)(settings);
    return {
        good: s.thresholds?.good ?? fallback.good,
        acceptable: s.thresholds?.acceptable ?? fallback.acceptable,
        degraded: s.thresholds?.degraded ?? fallback.degraded,
    };
}
/** The file's own order is checked by the loader; a partial override can still cross the settings'. */
function checkThresholds(scenario, thresholds) {
    if (!(0,results_status/* thresholdInversions */.IC)(thresholds).length)
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
    const auto = (scenario.runs ?? settings.runs) === 'auto';
    const fixed = typeof scenario.runs === 'number' ? scenario.runs : undefined;
    // runs auto is bounded by max-runs, the workflow's; a fixed count by runs (or max-runs when runs is auto).
    const limit = settings.runs === 'auto' ? ['max-runs', settings.maxRuns] : ['runs', settings.runs];
    return {
        runs: auto ? settings.maxRuns : cap('runs', fixed, limit[0], limit[1]),
        auto,
        maxTurns: cap('max_turns', scenario.max_turns, 'max-turns', settings.maxTurns),
        timeoutMs: cap('timeout_seconds', scenario.timeout_seconds, 'run-timeout-seconds', settings.runTimeoutSeconds) * 1000,
    };
}


/***/ }),

/***/ 55425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   resolveConfigFile: () => (/* binding */ resolveConfigFile)
/* harmony export */ });
/* unused harmony export configSearchDirs */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70017);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74976);
// A scenario's `config_file`, found as the seed finds it: relative to the scenario file's directory,
// then each parent directory up to the filesystem root, then the working directory. The seed's suites
// keep their configs in a folder beside (or above) the scenarios, so a path written once works from
// any depth of nesting.




/** The directories a relative config_file is looked for in, in order: the scenario's, each parent, then cwd. */
function configSearchDirs(scenarioFile, cwd) {
    const out = [];
    let dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, scenarioFile));
    for (;;) {
        out.push(dir);
        const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(dir);
        if (parent === dir)
            break;
        dir = parent;
    }
    out.push(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd));
    return out;
}
/** The scenario's config file, read and hashed; null when it names none. Missing: a `config` error saying where. */
async function resolveConfigFile(scenario, cwd) {
    const given = scenario.config_file;
    if (given === undefined)
        return null;
    const dirs = node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(given) ? [] : configSearchDirs(scenario.file, cwd);
    const candidates = node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(given) ? [given] : dirs.map((d) => node_path__WEBPACK_IMPORTED_MODULE_1___default().join(d, given));
    for (const file of candidates) {
        const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file).catch(() => null);
        if (bytes)
            return { path: given, hash: (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256 */ .sc)(bytes), file };
    }
    const where = node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(given)
        ? 'an absolute path'
        : `looked for it under the scenario's directory and each parent (${dirs.slice(0, -1).join(', ')}), ` +
            `then under the working directory ${dirs[dirs.length - 1]}`;
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EvalError */ .Fn('config', `config_file not found: ${given} (${where})`);
}


/***/ }),

/***/ 9992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ mapLimit)
/* harmony export */ });
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


/***/ })

};
