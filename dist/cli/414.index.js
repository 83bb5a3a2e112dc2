export const id = 414;
export const ids = [414];
export const modules = {

/***/ 69414:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runRetrieval: () => (/* binding */ runRetrieval)
/* harmony export */ });
/* harmony import */ var _baselines_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54886);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70017);
/* harmony import */ var _retrieval_located_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55802);
/* harmony import */ var _retrieval_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(43171);
/* harmony import */ var _scenario_loader_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(32740);
/* harmony import */ var _scenario_schema_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2135);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(74976);
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
    const found = await (0,_scenario_loader_js__WEBPACK_IMPORTED_MODULE_4__.matchFiles)([pattern], ctx.cwd);
    if (!found.length)
        return { ...NOTHING, problems: [`${pattern}: no retrieval suite files match this pattern`] };
    const out = { suites: [], files: [], problems: [] };
    const loads = await Promise.all(found.map(async (f) => ({ ...f, ...(await (0,_retrieval_index_js__WEBPACK_IMPORTED_MODULE_3__.loadRetrievalSuite)(f.file, ctx)) })));
    const suites = loads.flatMap((l) => (l.suite ? [{ id: l.id, suite: l.suite }] : []));
    out.problems.push(...loads.flatMap((l) => l.problems.map(_scenario_schema_js__WEBPACK_IMPORTED_MODULE_5__.formatProblem)));
    ctx.log(`${suites.length} retrieval suite(s) from ${pattern}${out.problems.length ? ', with problems' : ''}`);
    const restartError = suites.length ? await restartDefault(ctx) : null;
    for (const { id, suite } of suites) {
        const judged = restartError
            ? notRun(id, suite, restartError)
            : await judgeSuite(id, suite, settings, ctx).catch((e) => notRun(id, suite, (0,_util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(e)));
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
    const result = await (0,_retrieval_index_js__WEBPACK_IMPORTED_MODULE_3__/* .runRetrievalSuite */ .ck)({ ...suite, baseline }, {
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
    const text = `${JSON.stringify((0,_retrieval_index_js__WEBPACK_IMPORTED_MODULE_3__/* .baselineOf */ .Bv)(result, suite.tolerance), null, 2)}\n`;
    const file = { path: (0,_baselines_index_js__WEBPACK_IMPORTED_MODULE_0__/* .retrievalBaselinePath */ .RX)(id), text };
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
    const found = await store.loadFile((0,_baselines_index_js__WEBPACK_IMPORTED_MODULE_0__/* .retrievalBaselinePath */ .RX)(id));
    if (!found)
        return null;
    const located = (0,_retrieval_located_js__WEBPACK_IMPORTED_MODULE_2__/* .parseLocated */ .os)(found.text, found.source);
    const problems = [];
    const baseline = (0,_retrieval_index_js__WEBPACK_IMPORTED_MODULE_3__/* .readBaseline */ .mF)(located, problems);
    if (!baseline || Array.isArray(located)) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EvalError */ .Fn('baseline', `corrupt retrieval baseline: ${problems.map(_scenario_schema_js__WEBPACK_IMPORTED_MODULE_5__.formatProblem).join('; ')}`);
    }
    const from = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__/* .isRecord */ .u4)(located.value) ? located.value.generated_from : undefined;
    const text = (k) => ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__/* .isRecord */ .u4)(from) && typeof from[k] === 'string' ? from[k] : null);
    return { baseline, source: found.source, recorded_at: text('recorded_at'), content_hash: text('content_hash') };
}
function notRun(id, suite, error, result) {
    const entry = {
        id,
        status: 'ERROR',
        action: 'none',
        error,
        baseline: null,
        result: result ?? (0,_retrieval_index_js__WEBPACK_IMPORTED_MODULE_3__/* .notRunSuite */ .ZE)(suite, error),
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
