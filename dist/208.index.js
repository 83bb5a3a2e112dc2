export const id = 208;
export const ids = [208,402];
export const modules = {

/***/ 55208:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   execute: () => (/* binding */ execute)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _baselines_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17951);
/* harmony import */ var _reports_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63402);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(46997);
/* harmony import */ var _servers_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42567);
// One run from settings to files on disk, shared by the action and the CLI: server
// configuration, baseline store, reset hook, the pipeline, redaction, the report files.
// What is published where (PR comment, summary, artifact) stays with the entry points.





async function execute(settings, opts = {}) {
    const env = opts.env ?? process.env;
    const cwd = opts.cwd ?? process.cwd();
    const servers = (0,_servers_index_js__WEBPACK_IMPORTED_MODULE_4__.loadServerConfig)(settings.servers, env);
    const store = (0,_baselines_index_js__WEBPACK_IMPORTED_MODULE_1__/* .createBaselineStore */ .Nx)({
        kind: settings.baselineStore,
        dir: settings.baselineDir,
        cacheKey: settings.baselineKey,
        branch: settings.baselineBranch,
        cwd,
    });
    const reset = opts.reset ?? (settings.resetCommand ? commandReset(settings.resetCommand, cwd) : undefined);
    const report = await (0,_run_js__WEBPACK_IMPORTED_MODULE_3__/* .run */ .eF)(settings, { servers, store, reset, progress: opts.progress, log: opts.log, cwd, env });
    if (opts.links)
        report.links = opts.links;
    const redact = (0,_reports_index_js__WEBPACK_IMPORTED_MODULE_2__/* .createRedactor */ .lY)({
        env,
        secrets: [...(0,_servers_index_js__WEBPACK_IMPORTED_MODULE_4__/* .secretValues */ .VX)(servers), settings.anthropicApiKey, settings.githubToken, ...(opts.secrets ?? [])].filter((s) => !!s),
    });
    const paths = await (0,_reports_index_js__WEBPACK_IMPORTED_MODULE_2__/* .writeReports */ .Li)(report, settings.out, { redact, failOn: settings.failOn });
    return { report: redact(report), paths };
}
/** A reset hook that runs a shell command (the user's own reset script), bounded in time. */
function commandReset(command, cwd) {
    return () => new Promise((resolve, reject) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('sh', ['-c', command], { cwd, timeout: 300_000 }, (err, _stdout, stderr) => {
            if (err)
                reject(new Error(`reset command failed: ${command}: ${stderr.trim() || err.message}`));
            else
                resolve();
        });
    });
}


/***/ }),

/***/ 63402:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  COMMENT_MAX_CHARS: () => (/* reexport */ markdown/* COMMENT_MAX_CHARS */.dq),
  SUMMARY_MAX_BYTES: () => (/* reexport */ markdown/* SUMMARY_MAX_BYTES */.eR),
  lY: () => (/* reexport */ createRedactor),
  renderMarkdown: () => (/* reexport */ markdown/* renderMarkdown */.Gc),
  Li: () => (/* reexport */ files/* writeReports */.Li)
});

// UNUSED EXPORTS: MARKDOWN_MARKER, MIN_SECRET_LENGTH, RECOMMENDED_ACTION, REDACTED, REPORT_FILES, ResultsError, escapeHtml, escapeMarkdown, escapeXml, headline, isSecretEnvName, noRedaction, readResults, renderHtml, renderJunit, serializeResults, sortScenarios, truncate, writeAtomic

// EXTERNAL MODULE: ./src/reports/escape.ts
var reports_escape = __webpack_require__(46548);
// EXTERNAL MODULE: ./src/reports/files.ts
var files = __webpack_require__(66980);
// EXTERNAL MODULE: ./src/reports/format.ts
var format = __webpack_require__(97712);
// EXTERNAL MODULE: ./src/reports/html.ts
var html = __webpack_require__(57790);
// EXTERNAL MODULE: ./src/reports/junit.ts
var junit = __webpack_require__(77991);
// EXTERNAL MODULE: ./src/reports/markdown.ts
var markdown = __webpack_require__(48022);
;// CONCATENATED MODULE: ./src/reports/redact.ts
// Redaction: secrets never reach a report. Applied to the whole RunReport before anything is
// written, so every writer (and results.json itself) sees only redacted text.
const REDACTED = '***';
/** Names of environment variables whose values are treated as secrets. */
const SECRET_ENV_NAME = /(?:_TOKEN|_KEY|_SECRET)$|PASSWORD|^(?:TOKEN|SECRET|API_KEY)$/i;
/** Token shapes redacted wherever they appear, even when nobody told us the value. */
const TOKEN_SHAPES = [
    /\bgh[pousr]_[A-Za-z0-9]{20,}/g, // GitHub classic, OAuth, server, user, refresh tokens
    /\bgithub_pat_[A-Za-z0-9_]{20,}/g, // GitHub fine-grained tokens
    /\bsk-ant-[A-Za-z0-9_-]{10,}/g, // Anthropic API keys
];
const BEARER = /\b(Bearer)\s+[A-Za-z0-9._~+/=-]{6,}/gi;
/** Shorter values are left alone: replacing "true" or "1234" everywhere would wreck the text. */
const MIN_SECRET_LENGTH = 6;
/** Does this variable name look like it holds a secret? */
function isSecretEnvName(name) {
    return SECRET_ENV_NAME.test(name);
}
/**
 * Returns a function that deep-copies a JSON-like value with every known secret and token
 * shape replaced by `***` in every string, object keys included.
 */
function createRedactor(opts = {}) {
    const values = new Set();
    const add = (v) => {
        if (!v)
            return;
        for (const candidate of [v, v.trim(), v.replace(/^Bearer\s+/i, '')]) {
            if (candidate.length < MIN_SECRET_LENGTH)
                continue;
            values.add(candidate);
            // The same secret as it appears inside JSON text (a tool that prints JSON.stringify(env)).
            const quoted = JSON.stringify(candidate).slice(1, -1);
            if (quoted !== candidate)
                values.add(quoted);
        }
    };
    for (const [name, value] of Object.entries(opts.env ?? {}))
        if (isSecretEnvName(name))
            add(value);
    for (const s of opts.secrets ?? [])
        add(s);
    // Longest first, so a secret containing another is replaced whole.
    const known = [...values].sort((a, b) => b.length - a.length);
    const text = (s) => {
        let out = s;
        for (const v of known)
            if (out.includes(v))
                out = out.split(v).join(REDACTED);
        for (const shape of TOKEN_SHAPES)
            out = out.replace(shape, REDACTED);
        return out.replace(BEARER, `$1 ${REDACTED}`);
    };
    const walk = (value) => {
        if (typeof value === 'string')
            return text(value);
        if (Array.isArray(value))
            return value.map(walk);
        if (value !== null && typeof value === 'object') {
            const out = {};
            for (const [k, v] of Object.entries(value))
                out[text(k)] = walk(v);
            return out;
        }
        return value;
    };
    return (value) => walk(value);
}
/** A redactor that changes nothing (for `mcp-eval report`, whose input was redacted when written). */
const noRedaction = (value) => value;

;// CONCATENATED MODULE: ./src/reports/index.ts
// The report writers: results.json, report.html, summary.md, junit.xml, and redaction.









/***/ })

};
