export const id = 721;
export const ids = [721];
export const modules = {

/***/ 49721:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   artifactUrl: () => (/* binding */ artifactUrl),
/* harmony export */   uploadReportArtifact: () => (/* binding */ uploadReportArtifact)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _actions_artifact__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77935);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83916);
/* harmony import */ var _util_deadline_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(84054);
// Uploads the report directory as one workflow artifact through the real @actions/artifact.
// A failed upload must not hide the evaluation's verdict, so errors are returned for the
// caller to warn about, never thrown.





async function uploadReportArtifact(name, files, rootDir, opts = {}) {
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(rootDir);
    const present = files.map((f) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root, f)).filter((f) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(f));
    if (present.length === 0)
        return { error: `artifact ${name}: none of the ${files.length} report files exist under ${root}` };
    if (!process.env.ACTIONS_RUNTIME_TOKEN || !process.env.ACTIONS_RESULTS_URL) {
        const unset = 'not running in GitHub Actions (ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL unset)';
        return { error: `artifact ${name}: ${unset}; the reports stay in ${root}` };
    }
    const timeoutMs = opts.timeoutMs ?? 300_000;
    try {
        const upload = new _actions_artifact__WEBPACK_IMPORTED_MODULE_2__/* .DefaultArtifactClient */ .t9().uploadArtifact(name, present, root, {
            retentionDays: opts.retentionDays,
        });
        const res = await (0,_util_deadline_js__WEBPACK_IMPORTED_MODULE_4__/* .withDeadline */ .N)(upload, timeoutMs, `timed out after ${Math.round(timeoutMs / 1000)}s`);
        if (res.id === undefined)
            return { error: `artifact ${name}: the upload finished without an artifact id` };
        return { id: res.id, size: res.size ?? 0 };
    }
    catch (err) {
        return { error: `artifact ${name}: upload failed: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(err)}` };
    }
}
/** The artifact's page, for links in the reports (GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID). */
function artifactUrl(id, env = process.env) {
    const { GITHUB_SERVER_URL: server = 'https://github.com', GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: run } = env;
    if (!repo || !run)
        return null;
    return `${server}/${repo}/actions/runs/${run}/artifacts/${id}`;
}


/***/ }),

/***/ 84054:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ withDeadline)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
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
