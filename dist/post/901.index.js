export const id = 901;
export const ids = [901];
export const modules = {

/***/ 24897:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ warning),
/* harmony export */   Gu: () => (/* binding */ getState),
/* harmony export */   Pq: () => (/* binding */ setSecret),
/* harmony export */   V4: () => (/* binding */ getInput),
/* harmony export */   pq: () => (/* binding */ info)
/* harmony export */ });
/* unused harmony exports debug, appendSummary */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
// The workflow commands the main step prints before the run's first scenario (inputs, masks, log lines, warnings), and
// the post step's, as the runner documents them. @actions/core says the same, but loading it costs the cold start ~70
// ms of CPU (1 MB bundled with its HTTP client): main loads it once the run is over, for the outputs and the failure.


/** What the main step saved for the post step, as the runner passes it back (STATE_<name>); '' when nothing. */
function getState(name) {
    return process.env[`STATE_${name}`] ?? '';
}
/** An input as the runner passes it (INPUT_<NAME>), trimmed; '' when not given. */
function getInput(name) {
    return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}
/** A command's text: `%`, CR and LF escaped, so it stays one command. */
function escapeData(s) {
    return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function command(name, message) {
    process.stdout.write(`::${name}::${escapeData(message)}${node_os__WEBPACK_IMPORTED_MODULE_1__.EOL}`);
}
function info(message) {
    process.stdout.write(message + node_os__WEBPACK_IMPORTED_MODULE_1__.EOL);
}
const debug = (message) => command('debug', message);
const warning = (message) => command('warning', message);
/** Masked in the job log from here on. */
const setSecret = (secret) => command('add-mask', secret);
/**
 * Text added to the job summary, the file at GITHUB_STEP_SUMMARY now. Not @actions/core's `summary`: one object a
 * process, it keeps the first path it read (and its buffer, when a write failed), while the tests run many steps in
 * one process.
 */
async function appendSummary(text) {
    const file = process.env.GITHUB_STEP_SUMMARY;
    if (!file)
        throw new Error('GITHUB_STEP_SUMMARY is not set: this runner has no job summary');
    await appendFile(file, text, 'utf8');
}


/***/ }),

/***/ 38746:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kh: () => (/* binding */ SERVICE_LOGS_SUFFIX),
/* harmony export */   Uw: () => (/* binding */ State)
/* harmony export */ });
/* unused harmony exports Outputs, CountOutputs */
const Outputs = {
    Status: 'status',
    Score: 'score',
    Results: 'results',
    Report: 'report',
};
/** The outputs that count the scenarios of a status. */
const CountOutputs = {
    good: 'GOOD',
    acceptable: 'ACCEPTABLE',
    degraded: 'DEGRADED',
    broken: 'BROKEN',
    errors: 'ERROR',
};
const State = {
    /** Where the compose service is (file, project, logs), for the post step to take it down. */
    ComposeService: 'mcp-eval-compose',
};
/** The post step's artifact of the service logs: the report artifact's name and this suffix. */
const SERVICE_LOGS_SUFFIX = '-service-logs';


/***/ }),

/***/ 22901:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runPost: () => (/* binding */ runPost)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(24897);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38746);
// The action's post: step. Runs also when the main step failed: save the service logs, take the service down
// (docker compose down -v), and upload the logs as their own artifact (artifacts are immutable once the main
// step has uploaded the report).



async function runPost() {
    // Most runs save no service: then the step prints nothing and loads nothing more (the inputs' settings and zod,
    // @actions/core and its HTTP client: 0.15 s of CPU a post step). The masks main printed hold for the whole job.
    if (!(0,_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .getState */ .Gu)(_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .State */ .Uw.ComposeService))
        return;
    // A separate process: the secrets come again from the inputs and the environment, never from the saved state.
    // The logs and every message go through them.
    const { actionRedactor, artifactName, readInputs } = await Promise.all(/* import() */[__webpack_require__.e(857), __webpack_require__.e(776), __webpack_require__.e(397)]).then(__webpack_require__.bind(__webpack_require__, 88397));
    const raw = readInputs();
    const redact = actionRedactor(raw);
    await post(redact, artifactName(raw)).catch((e) => (0,_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e)(`mcp-eval post step: ${redact((0,_util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(e))}`));
}
async function post(redact, artifact) {
    for (const s of redact.secrets)
        (0,_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .setSecret */ .Pq)(s);
    // post-state.js brings compose/ and the MCP SDK (53 modules).
    const { teardownFromState } = await Promise.all(/* import() */[__webpack_require__.e(659), __webpack_require__.e(857), __webpack_require__.e(120), __webpack_require__.e(776), __webpack_require__.e(63)]).then(__webpack_require__.bind(__webpack_require__, 4063));
    const result = await teardownFromState(redact);
    if (!result)
        return;
    const logs = result.logPath ? `; logs in ${result.logPath}` : '';
    (0,_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq)(`service ${result.down ? 'taken down' : 'NOT taken down'}${logs}`);
    if (!result.logPath)
        return;
    // @actions/artifact only when there are service logs to upload. node:path is a Node builtin (no cost either way).
    const { uploadReportArtifact } = await Promise.all(/* import() */[__webpack_require__.e(659), __webpack_require__.e(142), __webpack_require__.e(721)]).then(__webpack_require__.bind(__webpack_require__, 49721));
    const path = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 76760, 23));
    const name = `${artifact}${_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .SERVICE_LOGS_SUFFIX */ .Kh}`;
    const upload = await uploadReportArtifact(name, [result.logPath], path.dirname(result.logPath));
    if ('error' in upload)
        (0,_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e)(`service logs not uploaded: ${redact(upload.error)}`);
    else
        (0,_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq)(`service logs uploaded as artifact "${name}"`);
}


/***/ }),

/***/ 70017:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fn: () => (/* binding */ EvalError),
/* harmony export */   gJ: () => (/* binding */ errorMessage)
/* harmony export */ });
/* unused harmony exports ERROR_KINDS, isEvalError, isUsageError, failWith */
// One error type for everything this project throws on purpose, as the MCP SDK has McpError:
// a kind that says whose problem it is, a message that names what and where, and an optional
// hint that says how to fix it. Entry points pick the exit code from the kind alone.
const ERROR_KINDS = (/* unused pure expression or super */ null && ([
    /** The command line is wrong: unknown option, missing argument, no scenario file matched. */
    'usage',
    /** A setting or a file of settings is wrong: action input, mcp.json, prices file, compose options. */
    'config',
    /** A baseline file or store cannot be read or written. */
    'baseline',
    /** A results.json cannot be read or is not valid. */
    'results',
    /** A server could not be started, connected to or initialised. */
    'connect',
    /** A call could not reach a connected server: it died, or did not answer in time. */
    'call',
    /** The service under test (compose, reset command) failed. */
    'service',
    /** Publishing to GitHub (the PR comment) failed. */
    'github',
    /** A git command failed. */
    'git',
    /** A deadline passed. */
    'timeout',
]));
class EvalError extends Error {
    kind;
    name = 'EvalError';
    hint;
    constructor(kind, message, opts = {}) {
        super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
        this.kind = kind;
        if (opts.hint !== undefined)
            this.hint = opts.hint;
    }
}
/** Is this an EvalError, of one of these kinds when any are given? */
function isEvalError(e, ...kinds) {
    return e instanceof EvalError && (kinds.length === 0 || kinds.includes(e.kind));
}
/** Mistakes the user fixes in what they typed or configured: exit code 2 instead of 1. */
function isUsageError(e) {
    return isEvalError(e, 'usage', 'config');
}
/**
 * The text of anything thrown: an Error's message, or the value itself. An Error without a message (Azure storage's
 * client when the service refuses with an empty body; Node's AggregateError when every address refused a connection)
 * is told by what it carries instead: `RestError (HTTP 403, AuthenticationFailed)`, `AggregateError (ECONNREFUSED):
 * connect ECONNREFUSED ::1:443; ...`, never an empty string.
 */
function errorMessage(e) {
    return describe(e, 0);
}
function describe(e, depth) {
    if (!(e instanceof Error))
        return String(e);
    if (e.message || depth > 3)
        return e.message;
    const x = e;
    const status = [x.statusCode, x.status].find((v) => typeof v === 'number');
    const errorCode = x.details && typeof x.details === 'object' ? x.details.errorCode : null;
    const facts = [
        typeof x.code === 'string' || typeof x.code === 'number' ? String(x.code) : '',
        status === undefined ? '' : `HTTP ${String(status)}`,
        typeof errorCode === 'string' ? errorCode : '',
    ].filter(Boolean);
    const inner = [
        ...(Array.isArray(x.errors) ? x.errors : []),
        ...(x.cause === undefined ? [] : [x.cause]),
    ]
        .map((i) => describe(i, depth + 1))
        .filter(Boolean);
    const name = e.name || 'Error';
    if (!facts.length && !inner.length)
        return `${name} (no message)`;
    const what = facts.length ? `${name} (${[...new Set(facts)].join(', ')})` : name;
    return inner.length ? `${what}: ${inner.join('; ')}` : what;
}
/** Rethrows what a dependency threw as the EvalError a step fails with, message unchanged. */
function failWith(kind) {
    return (e) => {
        throw new EvalError(kind, errorMessage(e), { cause: e });
    };
}


/***/ })

};
