export const id = 184;
export const ids = [184];
export const modules = {

/***/ 77184:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   publish: () => (/* binding */ publish),
/* harmony export */   writeFailureSummary: () => (/* binding */ writeFailureSummary)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(33838);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70017);
/* harmony import */ var _settings_shard_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(66321);
/* harmony import */ var _results_status_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(70694);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(49997);
/* harmony import */ var _sanitize_escape_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(52640);
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(24897);
/* harmony import */ var _event_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(85015);
// Where a run's results go on GitHub: the job summary first (what readers see when everything else fails: forks,
// no artifact), then the report artifact (its link appended to the summary), the sticky PR comment, and the
// annotations on the scenario files. Failures to publish are warnings: they never hide the verdict. A shard
// (shard k/n) publishes its summary and its artifact `<artifact-name>-shard-<k>-of-<n>`, which the merge job needs:
// its upload failing fails the shard; the comment and the annotations are the merge job's.










/** Lines of an annotation after its first. */
const ANNOTATION_LINES = 12;
async function publish(report, paths, settings, service) {
    // This file is itself loaded only at the end of a run (action.ts), when the pipeline has loaded reports/ already:
    // this import, and those of reports/ below, cost nothing and save nothing.
    const { renderMarkdown, SUMMARY_MAX_BYTES } = await Promise.all(/* import() */[__webpack_require__.e(22), __webpack_require__.e(417)]).then(__webpack_require__.bind(__webpack_require__, 17417));
    await (0,_commands_js__WEBPACK_IMPORTED_MODULE_7__/* .appendSummary */ .fe)(renderMarkdown(report, { maxBytes: SUMMARY_MAX_BYTES }));
    await publishArtifact(report, Object.values(paths), settings, service);
    // The merge job comments and annotates, once for the whole suite.
    if (report.shard)
        return;
    await publishComment(report, settings);
    annotate(report);
}
async function publishArtifact(report, files, settings, service) {
    // @actions/artifact, loaded only when publishing.
    const { artifactUrl, uploadReportArtifact } = await Promise.all(/* import() */[__webpack_require__.e(669), __webpack_require__.e(110), __webpack_require__.e(351), __webpack_require__.e(935), __webpack_require__.e(102)]).then(__webpack_require__.bind(__webpack_require__, 49721));
    if (service) {
        // The logs so far go with the report (every container's, and those kept of the containers the resets removed);
        // post: saves the rest when it takes the service down.
        const logs = await service.logs(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(settings.out, 'service.log')).catch((e) => {
            _actions_core__WEBPACK_IMPORTED_MODULE_2__.warning(`service logs: ${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(e)}`);
            return [];
        });
        files.push(...logs, ...(await service.keptLogs()));
    }
    // The report says which part of the suite this job ran (its shard section), as the settings asked.
    const shard = report.shard ?? null;
    const name = shard ? (0,_settings_shard_js__WEBPACK_IMPORTED_MODULE_4__/* .shardArtifactName */ .u9)(settings.artifactName, shard) : settings.artifactName;
    if (shard)
        files.push(...(await shardBaselineFiles(settings.out)));
    const upload = await uploadReportArtifact(name, files, settings.out);
    if ('error' in upload) {
        // Without its artifact the merge job lacks this shard's results: that is this job's failure.
        if (shard)
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .EvalError */ .Fn('github', `the merge job needs this shard's results: ${upload.error}`);
        _actions_core__WEBPACK_IMPORTED_MODULE_2__.warning(`report artifact not uploaded: ${upload.error}`);
        return;
    }
    _actions_core__WEBPACK_IMPORTED_MODULE_2__.info(`report artifact "${name}" uploaded (${upload.size} bytes)`);
    report.links.artifact_url = artifactUrl(upload.id);
    // The summary went out before the artifact existed: its link goes at the end.
    if (report.links.artifact_url)
        await (0,_commands_js__WEBPACK_IMPORTED_MODULE_7__/* .appendSummary */ .fe)(`\n📦 [HTML report and trajectories](${report.links.artifact_url})\n`);
}
/** The recordings a shard leaves for the merge job to save (cache store: pipeline/persist.ts), if any. */
async function shardBaselineFiles(out) {
    const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(out, _settings_shard_js__WEBPACK_IMPORTED_MODULE_4__/* .SHARD_BASELINES */ .qG);
    const files = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { recursive: true }).catch(() => []);
    return files.filter((f) => f.endsWith('.json')).map((f) => node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, f));
}
/** The sticky comment on a pull request, when asked for and given a token; never for a recording. */
async function publishComment(report, settings) {
    // comment.js brings @actions/github (Octokit): loaded at each publish of a whole suite, comment asked for or not; a
    // failed run's summary (writeFailureSummary) goes without it. The event is this run's, read now (event.ts).
    const { prContext, upsertComment } = await Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(22), __webpack_require__.e(318)]).then(__webpack_require__.bind(__webpack_require__, 47318));
    const pr = prContext((0,_event_js__WEBPACK_IMPORTED_MODULE_8__/* .runEvent */ .K)());
    if (!pr || !settings.comment || !settings.githubToken || report.mode === 'record')
        return;
    // Loaded already by the pipeline (see publish).
    const { renderMarkdown, COMMENT_MAX_CHARS } = await Promise.all(/* import() */[__webpack_require__.e(22), __webpack_require__.e(417)]).then(__webpack_require__.bind(__webpack_require__, 17417));
    const body = renderMarkdown(report, { maxChars: COMMENT_MAX_CHARS, marker: true });
    const { owner, repo, issueNumber } = pr;
    const res = await upsertComment({ token: settings.githubToken, owner, repo, issueNumber, body }).catch((e) => ({ action: 'skipped', reason: (0,_util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(e) }));
    if (res.action === 'skipped')
        _actions_core__WEBPACK_IMPORTED_MODULE_2__.warning(`PR comment not posted (${res.reason}); the job summary has the results`);
    else
        _actions_core__WEBPACK_IMPORTED_MODULE_2__.info(`PR comment ${res.action}`);
}
/**
 * An error on each BROKEN or ERROR scenario's file and for each problem; a stale baseline is only a warning.
 * Their text quotes servers and files: one line, control characters escaped (core escapes only CR and LF).
 */
function annotate(report) {
    for (const s of report.scenarios) {
        if (s.status !== 'BROKEN' && s.status !== 'ERROR')
            continue;
        const score = s.score !== null ? ` (score ${s.score.toFixed(2)})` : '';
        _actions_core__WEBPACK_IMPORTED_MODULE_2__.error(readable(`${s.name}: ${s.status}${score}${s.error ? `: ${s.error}` : ''}`), {
            title: `mcp-eval ${s.status}`,
            file: s.file,
        });
    }
    for (const p of report.problems)
        _actions_core__WEBPACK_IMPORTED_MODULE_2__.error(readable(p), { title: 'mcp-eval scenario problem' });
    // Worth a look, never a failed check.
    for (const s of report.scenarios) {
        for (const w of s.warnings ?? [])
            _actions_core__WEBPACK_IMPORTED_MODULE_2__.warning(`${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .oneLine */ .TN)(s.name)}: ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .oneLine */ .TN)(w)}`, { title: 'mcp-eval warning', file: s.file });
        if (!s.baseline?.stale)
            continue;
        const what = s.baseline.stale_reason ?? 'the scenario file changed';
        const message = `${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .oneLine */ .TN)(s.name)}: ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .oneLine */ .TN)(what)} since its baseline was recorded (${s.baseline.recorded_at}); ` +
            'refresh the baselines if the change is meant';
        _actions_core__WEBPACK_IMPORTED_MODULE_2__.warning(message, { title: 'mcp-eval stale baseline', file: s.file });
    }
}
/**
 * An annotation's text: its first line, then at most ANNOTATION_LINES more (a container's last log lines) as lines a
 * person reads, escapes stripped; each line with its control characters escaped (the runner turns the line breaks
 * into the annotation's own).
 */
function readable(text) {
    return (0,_util_text_js__WEBPACK_IMPORTED_MODULE_9__/* .withDetail */ ._2)(text, ANNOTATION_LINES)
        .map((l) => (0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .oneLine */ .TN)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_9__/* .stripAnsi */ .aJ)(l)))
        .join('\n');
}
/** The job summary of a run that failed before it had a report: what failed, escaped, in full. */
async function writeFailureSummary(stage, message, links) {
    // reports/ may not be loaded yet (the run can fail before the pipeline is); util/text.js is imported statically
    // at the top of this file too, so its lazy import here saves nothing.
    const { escapeMarkdown } = await Promise.all(/* import() */[__webpack_require__.e(22), __webpack_require__.e(417)]).then(__webpack_require__.bind(__webpack_require__, 17417));
    const { truncate } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 49997));
    const [first, ...rest] = message.split('\n');
    const lines = [
        `## ${_results_status_js__WEBPACK_IMPORTED_MODULE_5__/* .STATUS_EMOJI */ .cu.ERROR} mcp-eval: ERROR`,
        '',
        `**No scenario was evaluated: ${stage} failed.**`,
        '',
        escapeMarkdown(truncate(first, 2_000)),
        '',
    ];
    const detail = truncate(rest.join('\n').trim(), 60_000);
    if (detail) {
        // A code block shows container output as text; its fence is longer than any backtick run inside.
        const fence = '`'.repeat(Math.max(3, ...Array.from(detail.matchAll(/`+/g), (m) => m[0].length + 1)));
        lines.push('<details><summary>Details</summary>', '', fence, detail, fence, '', '</details>', '');
    }
    if (links.run_url)
        lines.push(`[workflow run](${links.run_url})`, '');
    await (0,_commands_js__WEBPACK_IMPORTED_MODULE_7__/* .appendSummary */ .fe)(lines.join('\n'));
}


/***/ })

};
