export const id = 721;
export const ids = [721,102];
export const modules = {

/***/ 49721:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   artifactUrl: () => (/* binding */ artifactUrl),
/* harmony export */   downloadShardResults: () => (/* binding */ downloadShardResults),
/* harmony export */   uploadReportArtifact: () => (/* binding */ uploadReportArtifact)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _actions_artifact__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77935);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(70017);
/* harmony import */ var _settings_shard_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(66321);
/* harmony import */ var _util_deadline_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(84054);
// Uploads the report directory as one workflow artifact through the real @actions/artifact.
// A failed upload must not hide the evaluation's verdict, so errors are returned for the
// caller to warn about, never thrown. The merge job of a sharded suite downloads the shards'
// artifacts of its workflow run with the same client.







const NOT_IN_ACTIONS = 'not running in GitHub Actions (ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL unset)';
const inActions = () => !!process.env.ACTIONS_RUNTIME_TOKEN && !!process.env.ACTIONS_RESULTS_URL;
async function uploadReportArtifact(name, files, rootDir, opts = {}) {
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(rootDir);
    const present = files.map((f) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(root, f)).filter((f) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(f));
    if (present.length === 0)
        return { error: `artifact ${name}: none of the ${files.length} report files exist under ${root}` };
    if (!inActions())
        return { error: `artifact ${name}: ${NOT_IN_ACTIONS}; the reports stay in ${root}` };
    const timeoutMs = opts.timeoutMs ?? 300_000;
    try {
        const upload = new _actions_artifact__WEBPACK_IMPORTED_MODULE_3__/* .DefaultArtifactClient */ .t9().uploadArtifact(name, present, root, {
            retentionDays: opts.retentionDays,
        });
        const res = await (0,_util_deadline_js__WEBPACK_IMPORTED_MODULE_6__/* .withDeadline */ .N)(upload, timeoutMs, `timed out after ${Math.round(timeoutMs / 1000)}s`);
        if (res.id === undefined)
            return { error: `artifact ${name}: the upload finished without an artifact id` };
        return { id: res.id, size: res.size ?? 0 };
    }
    catch (err) {
        return { error: `artifact ${name}: upload failed: ${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(err)}` };
    }
}
/** The artifact's page, for links in the reports (GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID). */
function artifactUrl(id, env = process.env) {
    const { GITHUB_SERVER_URL: server = 'https://github.com', GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: run } = env;
    if (!repo || !run)
        return null;
    return `${server}/${repo}/actions/runs/${run}/artifacts/${id}`;
}
/**
 * Every shard's artifact of this workflow run (`<base>-shard-<k>-of-<n>`), each downloaded into its own folder of
 * `dir`. A shard that uploaded nothing, or whose artifact cannot be had, is left for the merge to report missing.
 */
async function downloadShardResults(base, dir, timeoutMs = 300_000) {
    if (!inActions()) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .EvalError */ .Fn('github', `mode merge downloads the shards' artifacts: ${NOT_IN_ACTIONS}`, {
            hint: 'outside GitHub Actions, merge the files: mcp-eval merge <results.json>...',
        });
    }
    const client = new _actions_artifact__WEBPACK_IMPORTED_MODULE_3__/* .DefaultArtifactClient */ .t9();
    const within = (p, what) => (0,_util_deadline_js__WEBPACK_IMPORTED_MODULE_6__/* .withDeadline */ .N)(p, timeoutMs, `${what} timed out after ${Math.round(timeoutMs / 1000)}s`);
    const { artifacts } = await within(client.listArtifacts({ latest: true }), 'listing the artifacts');
    const shards = artifacts.flatMap((a) => {
        const spec = (0,_settings_shard_js__WEBPACK_IMPORTED_MODULE_5__/* .parseShardArtifactName */ .Bk)(base, a.name);
        return spec ? [{ ...spec, artifact: a }] : [];
    });
    if (!shards.length) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .EvalError */ .Fn('github', `no shard's results in this workflow run: no artifact named ${base}-shard-<k>-of-<n>`, {
            hint: 'run the merge job after the matrix (needs: <the matrix job>, if: always()) with the same artifact-name',
        });
    }
    const sources = {
        files: [],
        failed: [],
        absent: (index, total) => `no artifact ${(0,_settings_shard_js__WEBPACK_IMPORTED_MODULE_5__/* .shardArtifactName */ .u9)(base, { index, total })} in this workflow run ` +
            '(the shard job failed before its upload, or was cancelled)',
    };
    for (const shard of shards) {
        const target = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, shard.artifact.name);
        const got = await within(fetchShard(client, shard.artifact, target), `downloading ${shard.artifact.name}`).catch((e) => `could not be downloaded: ${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(e)}`);
        if (got === null)
            sources.files.push({
                file: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(target, 'results.json'),
                source: `artifact ${shard.artifact.name}`,
                shard: { index: shard.index, total: shard.total },
            });
        else
            sources.failed.push({ index: shard.index, total: shard.total, reason: `artifact ${shard.artifact.name} ${got}` });
    }
    return sources;
}
/** Downloads one shard's artifact into an emptied `target`; null when its results.json is there, else what is wrong. */
async function fetchShard(client, artifact, target) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(target, { recursive: true, force: true });
    const res = await client.downloadArtifact(artifact.id, { path: target, expectedHash: artifact.digest });
    if (res.digestMismatch)
        return 'does not match its digest (corrupted in transit?)';
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(target, 'results.json')) ? null : 'holds no results.json';
}


/***/ }),

/***/ 84054:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ withDeadline)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);
// A deadline for a promise that has no timeout of its own.

/**
 * Settle as `p` does, or reject with a `timeout` EvalError carrying `message` when `ms` pass
 * first. The loser is left to settle on its own: callers that own a process or a request end it.
 */
function withDeadline(p, ms, message) {
    let timer;
    const deadline = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EvalError */ .Fn('timeout', message)), ms);
    });
    return Promise.race([p, deadline]).finally(() => clearTimeout(timer));
}


/***/ })

};
