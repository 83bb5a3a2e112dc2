export const id = 304;
export const ids = [304];
export const modules = {

/***/ 46304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   commandProblem: () => (/* binding */ commandProblem)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49997);
/* harmony import */ var _transport_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(40745);
// Whether a stdio server's command can start: on the PATH it will be given, or at the path it names. `validate`
// says so with the nearest command on PATH, before a run meets spawn ENOENT once per scenario.




/** Why the server's command cannot start; null when it is found. */
function commandProblem(config, parent = process.env) {
    const { command } = config;
    const cwd = config.cwd ?? process.cwd();
    if (command.includes('/') || (process.platform === 'win32' && command.includes('\\'))) {
        const at = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, command);
        return executable(at) ? null : `command "${command}": no executable file at ${at}`;
    }
    const env = (0,_transport_js__WEBPACK_IMPORTED_MODULE_2__/* .stdioEnvironment */ .bg)(config, parent);
    const dirs = (env.PATH ?? '').split((node_path__WEBPACK_IMPORTED_MODULE_1___default().delimiter)).filter(Boolean);
    const endings = process.platform === 'win32' ? ['', ...(env.PATHEXT ?? '.EXE;.CMD;.BAT;.COM').split(';')] : [''];
    if (dirs.some((d) => endings.some((e) => executable(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, d, command + e)))))
        return null;
    const near = (0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .nearestName */ .qb)(command, namesIn(dirs.map((d) => node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, d))));
    return `command "${command}" is not on PATH${near ? ` (did you mean ${near}?)` : ''}`;
}
function executable(file) {
    try {
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file).isFile())
            return false;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
        return true;
    }
    catch {
        return false;
    }
}
/** The names of the files in these directories, each once (what a misspelt command is likely one of). */
function namesIn(dirs) {
    const names = new Set();
    for (const dir of dirs) {
        try {
            for (const name of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir))
                names.add(name);
        }
        catch {
            // A PATH entry that does not exist or cannot be read holds no command.
        }
    }
    return [...names];
}


/***/ }),

/***/ 84485:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ GroupStdioTransport)
/* harmony export */ });
/* unused harmony export MAX_MESSAGE_BYTES */
/* harmony import */ var _modelcontextprotocol_sdk_shared_stdio_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6224);
/* harmony import */ var _util_process_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22017);


/** The largest message a server may send (the SDK's limit): a longer one ends the connection. */
const MAX_MESSAGE_BYTES = _modelcontextprotocol_sdk_shared_stdio_js__WEBPACK_IMPORTED_MODULE_0__/* .STDIO_DEFAULT_MAX_BUFFER_SIZE */ .gt;
/** After a server exits, how long its pipes may stay open (output still arriving) before they are let go of. */
const PIPES_GRACE_MS = 500;
class GroupStdioTransport {
    opts;
    onclose;
    onerror;
    onmessage;
    /** Why the transport gave up on the server, when it did (e.g. a message over the size limit). */
    failure = null;
    /** How the server process ended, once it has: `code 2`, `signal SIGSEGV`. */
    exit = null;
    child = null;
    buffer = new _modelcontextprotocol_sdk_shared_stdio_js__WEBPACK_IMPORTED_MODULE_0__/* .ReadBuffer */ .pt({ maxBufferSize: MAX_MESSAGE_BYTES });
    constructor(opts) {
        this.opts = opts;
    }
    get pid() {
        return this.child?.pid ?? null;
    }
    start() {
        const { command, args, env, cwd, onStderr } = this.opts;
        return new Promise((resolve, reject) => {
            const child = (0,_util_process_js__WEBPACK_IMPORTED_MODULE_1__/* .spawnGroup */ .j8)(command, args, { env, cwd, stdio: ['pipe', 'pipe', 'pipe'] });
            this.child = child;
            child.once('error', (e) => {
                reject(e);
                this.onerror?.(e);
            });
            child.once('spawn', () => resolve());
            child.once('exit', (code, signal) => {
                this.exit = signal ? `signal ${signal}` : `code ${code}`;
                // What the server started and left behind goes with it. A process that left its group may still hold the
                // pipes, and 'close' (so onclose: the server is gone) waits for them: let go of them once the last output
                // had its moment to arrive.
                (0,_util_process_js__WEBPACK_IMPORTED_MODULE_1__/* .signalGroup */ .i8)(child, 'SIGKILL');
                setTimeout(() => {
                    child.stdout?.destroy();
                    child.stderr?.destroy();
                }, PIPES_GRACE_MS).unref();
            });
            child.once('close', () => {
                this.child = null;
                this.onclose?.();
            });
            child.stdin.on('error', (e) => this.onerror?.(e));
            child.stdout.on('data', (chunk) => this.receive(chunk));
            child.stderr.on('data', onStderr);
        });
    }
    send(message) {
        return new Promise((resolve, reject) => {
            const stdin = this.child?.stdin;
            if (!stdin || stdin.destroyed)
                return reject(new Error('Not connected'));
            if (stdin.write((0,_modelcontextprotocol_sdk_shared_stdio_js__WEBPACK_IMPORTED_MODULE_0__/* .serializeMessage */ .Ex)(message)))
                resolve();
            else
                stdin.once('drain', resolve);
        });
    }
    /** End stdin (MCP's polite close); a server still running after 2 s is ended with its group. */
    async close() {
        const child = this.child;
        if (!child)
            return;
        child.stdin?.end();
        // A server still running is ended with its group; its pipes are let go of on exit.
        if (!(await (0,_util_process_js__WEBPACK_IMPORTED_MODULE_1__/* .exitedWithin */ .Ls)(child, 2000)))
            await (0,_util_process_js__WEBPACK_IMPORTED_MODULE_1__/* .endGroup */ .N4)(child, 2000);
        this.buffer.clear();
    }
    receive(chunk) {
        try {
            this.buffer.append(chunk);
        }
        catch {
            this.failure = `the server sent a message over the ${MAX_MESSAGE_BYTES / (1 << 20)} MiB limit`;
            this.onerror?.(new Error(this.failure));
            void this.close();
            return;
        }
        for (;;) {
            let message;
            try {
                message = this.buffer.readMessage();
            }
            catch (e) {
                this.onerror?.(e);
                continue;
            }
            if (message === null)
                break;
            this.onmessage?.(message);
        }
    }
}


/***/ }),

/***/ 40745:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bg: () => (/* binding */ stdioEnvironment),
/* harmony export */   oO: () => (/* binding */ createTransport)
/* harmony export */ });
/* unused harmony export withTraceHeader */
/* harmony import */ var _modelcontextprotocol_sdk_client_sse_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10053);
/* harmony import */ var _modelcontextprotocol_sdk_client_stdio_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(50042);
/* harmony import */ var _modelcontextprotocol_sdk_client_streamableHttp_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83491);
/* harmony import */ var _sanitize_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(45709);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(64266);
/* harmony import */ var _stdio_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(84485);
// The SDK transport of one configured server: stdio (the server in its own process group, with a safe environment
// and its stderr kept for messages, redacted), streamable HTTP or SSE.






/** Characters of a stdio server's stderr quoted in an error, and how many are kept to redact before the cut. */
const STDERR_TAIL = 2000;
const STDERR_KEEP = 64 * 1024;
// Besides the SDK's defaults (HOME, LOGNAME, PATH, SHELL, TERM, USER): locale, temp dir and
// time zone. Never the whole parent env: it holds tokens, and some tools print their env.
const EXTRA_INHERITED_ENV = ['LANG', 'LC_ALL', 'TMPDIR', 'TZ', 'NODE_EXTRA_CA_CERTS'];
/** The environment a stdio server starts with: a safe subset of ours plus its `env`. */
function stdioEnvironment(config, parent = process.env) {
    const env = (0,_modelcontextprotocol_sdk_client_stdio_js__WEBPACK_IMPORTED_MODULE_1__/* .getDefaultEnvironment */ .fL)();
    for (const key of EXTRA_INHERITED_ENV) {
        const v = parent[key];
        if (v !== undefined)
            env[key] = v;
    }
    return { ...env, ...config.env };
}
/** The SDK transport for a server, and what a stdio server last wrote to stderr (redacted). */
function createTransport(config, kind) {
    if (config.type === 'stdio') {
        // Kept for error messages, never echoed into the job log. A tail is kept raw, and redacted before
        // it is cut to what a message quotes: a secret is hidden whole before any cut could halve it.
        let tail = '';
        let cut = false;
        const transport = new _stdio_js__WEBPACK_IMPORTED_MODULE_5__/* .GroupStdioTransport */ .o({
            command: config.command,
            args: config.args,
            env: stdioEnvironment(config),
            cwd: config.cwd,
            onStderr: (chunk) => {
                tail += chunk.toString('utf8');
                if (tail.length > STDERR_KEEP)
                    [tail, cut] = [tail.slice(-STDERR_KEEP), true];
            },
        });
        const redact = (0,_sanitize_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .createRedactor */ .lY)({ secrets: (0,_config_js__WEBPACK_IMPORTED_MODULE_4__/* .secretValues */ .VX)([config]) });
        return { transport, stderrTail: () => (0,_sanitize_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactTail */ .yj)(redact, tail, STDERR_TAIL, cut) };
    }
    const url = new URL(config.url);
    const requestInit = { headers: config.headers };
    const transport = kind === 'sse'
        ? new _modelcontextprotocol_sdk_client_sse_js__WEBPACK_IMPORTED_MODULE_0__/* .SSEClientTransport */ .A(url, { requestInit, fetch: withTraceHeader })
        : new _modelcontextprotocol_sdk_client_streamableHttp_js__WEBPACK_IMPORTED_MODULE_2__/* .StreamableHTTPClientTransport */ .j(url, { requestInit, fetch: withTraceHeader });
    return { transport, stderrTail: () => '' };
}
/** The trace context the tap put first in a request's `_meta` (tracing/mcp.ts): the body's first traceparent. */
const TRACEPARENT = /"traceparent":"(00-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2})"/;
/**
 * fetch, with a request's trace context also as the W3C `traceparent` header: a proxy or server that traces HTTP
 * joins the run's trace without reading the body. The SDK sends each message's JSON as the body's text.
 */
function withTraceHeader(url, init) {
    const body = init?.body;
    const found = typeof body === 'string' && body.includes('"traceparent"') ? TRACEPARENT.exec(body) : null;
    if (!found)
        return fetch(url, init);
    const headers = new Headers(init?.headers);
    headers.set('traceparent', found[1]);
    return fetch(url, { ...init, headers });
}


/***/ })

};
