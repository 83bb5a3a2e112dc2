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
/* harmony export */   oY: () => (/* binding */ GroupStdioTransport)
/* harmony export */ });
/* unused harmony exports MAX_MESSAGE_BYTES, LineBuffer */
/* harmony import */ var _modelcontextprotocol_sdk_shared_stdio_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6224);
/* harmony import */ var _util_process_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22017);
/* harmony import */ var _util_spawner_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37168);



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
    /**
     * How long close() waits for the server to exit on the end of its stdin before it ends its group; 0 for a server
     * that failed its start (mcp/connection.ts): nothing of it is worth waiting for.
     */
    politeMs = 2000;
    child = null;
    buffer = new LineBuffer(MAX_MESSAGE_BYTES);
    constructor(opts) {
        this.opts = opts;
    }
    get pid() {
        return this.child?.pid ?? null;
    }
    start() {
        const { command, args, env, cwd, onStderr } = this.opts;
        return new Promise((resolve, reject) => {
            const child = process.platform === 'win32'
                ? (0,_util_process_js__WEBPACK_IMPORTED_MODULE_1__/* .spawnGroup */ .j8)(command, args, { env, cwd, stdio: ['pipe', 'pipe', 'pipe'] })
                : (0,_util_spawner_js__WEBPACK_IMPORTED_MODULE_2__/* .spawnServer */ .Fp)(command, args, { env, cwd });
            this.child = child;
            child.once('error', (e) => {
                reject(e);
                this.onerror?.(e);
            });
            // The spawner's server has its stdio once it is spawned, not before.
            child.once('spawn', () => {
                child.stdin.on('error', (e) => this.onerror?.(e));
                child.stdout.on('data', (chunk) => this.receive(chunk));
                child.stderr.on('data', onStderr);
                resolve();
            });
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
        });
    }
    send(message) {
        return new Promise((resolve, reject) => {
            const child = this.child;
            const stdin = child?.stdin;
            if (!stdin || stdin.destroyed) {
                // Exited as it started (from the spawner, its start, its stdin's end and its exit can come at once): refused
                // once its output is all read, as a write to its closed pipe is, so the failure says what it wrote to stderr.
                const closed = () => reject(new Error(this.exit ? 'Connection closed' : 'Not connected'));
                return void (child ? child.once('close', closed) : closed());
            }
            if (stdin.write((0,_modelcontextprotocol_sdk_shared_stdio_js__WEBPACK_IMPORTED_MODULE_0__/* .serializeMessage */ .Ex)(message)))
                resolve();
            else
                stdin.once('drain', resolve);
        });
    }
    /** End stdin (MCP's polite close); a server still running after politeMs is ended with its group. */
    async close() {
        const child = this.child;
        if (!child)
            return;
        child.stdin?.end();
        // A server still running is ended with its group; its pipes are let go of on exit.
        if (!(await (0,_util_process_js__WEBPACK_IMPORTED_MODULE_1__/* .exitedWithin */ .Ls)(child, this.politeMs)))
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
/**
 * The SDK's ReadBuffer, read for read (the same messages, the same limit on what waits unread, the same error), in time
 * linear in what arrives: the SDK's joins every chunk to all that waits and searches it all again for a newline, so a
 * 10 MiB answer in 64 KiB chunks copied some 800 MB (bench 15's profile: a tenth of the run's CPU on stdio servers).
 * Here the chunks of a line wait apart, each searched once, and are joined once, when the line ends.
 */
class LineBuffer {
    maxBytes;
    /** Chunks of the line under way, none holding a newline. */
    parts = [];
    /** What is not searched yet. */
    head = null;
    size = 0;
    constructor(maxBytes) {
        this.maxBytes = maxBytes;
    }
    append(chunk) {
        if (this.size + chunk.length > this.maxBytes) {
            this.clear();
            throw new Error(`ReadBuffer exceeded maximum size of ${this.maxBytes} bytes`);
        }
        this.head = this.head ? Buffer.concat([this.head, chunk]) : chunk;
        this.size += chunk.length;
    }
    /** The next whole message, or null until its line has ended; throws on a line that is not one (it is dropped). */
    readMessage() {
        const head = this.head;
        if (!head)
            return null;
        const end = head.indexOf(10);
        if (end === -1) {
            this.parts.push(head);
            this.head = null;
            return null;
        }
        const line = this.parts.length ? Buffer.concat([...this.parts, head.subarray(0, end)]) : head.subarray(0, end);
        this.parts = [];
        this.head = end + 1 < head.length ? head.subarray(end + 1) : null;
        this.size -= line.length + 1;
        return (0,_modelcontextprotocol_sdk_shared_stdio_js__WEBPACK_IMPORTED_MODULE_0__/* .deserializeMessage */ .b_)(line.toString('utf8').replace(/\r$/, ''));
    }
    clear() {
        [this.parts, this.head, this.size] = [[], null, 0];
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
        const transport = new _stdio_js__WEBPACK_IMPORTED_MODULE_5__/* .GroupStdioTransport */ .oY({
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


/***/ }),

/***/ 37168:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fp: () => (/* binding */ spawnServer),
/* harmony export */   Jg: () => (/* binding */ startSpawner)
/* harmony export */ });
/* unused harmony exports SpawnedServer, spawnerPid */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(78474);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_events__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _process_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22017);
// Stdio servers started by a small helper process instead of forked from the CLI itself. A fork copies the forking
// process's page tables, so its CPU grows with its RSS: ~12 ms a server from a run at 450-600 MiB, against a few ms
// from a helper of ~45 MiB (BENCHMARKS.md, bench 15). The helper (SPAWNER, started once, on its first use) starts each
// server in a process group of its own (util/process.ts) and hands over the server's own stdio sockets on its IPC
// channel: what the server writes reaches the CLI directly, not through the helper. Then it says how the server ended.



/**
 * The helper, run by `node -e`: one message a server ({ id, command, args, env, cwd }); its answers, in order, `spawn`
 * with the pid and stdin, then stdout and stderr (a socket each), and `exit`, or `error`. Each socket is stopped from
 * reading as it is made (before any turn of the event loop), so no byte the server writes is read here.
 */
const SPAWNER = String.raw `
const { spawn } = require('node:child_process');
const say = (m, handle) => process.connected && process.send(m, handle);
/** The servers' pids (their groups') not yet exited. */
const running = new Set();
const signal = (sig) => running.forEach((pid) => { try { process.kill(-pid, sig); } catch {} });
process.on('message', (m) => {
  let child;
  try {
    child = spawn(m.command, m.args, { env: m.env, cwd: m.cwd, detached: true, stdio: 'pipe', windowsHide: true });
  } catch (e) {
    return say({ id: m.id, type: 'error', error: { message: e.message, code: e.code } });
  }
  if (child.pid) running.add(child.pid);
  for (const s of [child.stdin, child.stdout, child.stderr]) s._handle?.readStop();
  child.once('error', ({ message, code, errno, syscall, path }) =>
    say({ id: m.id, type: 'error', error: { message, code, errno, syscall, path } }),
  );
  child.once('spawn', () => {
    say({ id: m.id, type: 'spawn', pid: child.pid }, child.stdin);
    say({ id: m.id, type: 'stdout' }, child.stdout);
    say({ id: m.id, type: 'stderr' }, child.stderr);
  });
  child.once('exit', (code, sig) => {
    running.delete(child.pid);
    say({ id: m.id, type: 'exit', code, signal: sig });
    if (ending && running.size === 0) process.exit(0);
  });
});
// Ended with the CLI, never by a signal meant for it: the CLI ends its servers' groups itself. A CLI killed before it
// could (SIGKILL, a runner's timeout) leaves servers that ignore the end of their stdin: their groups get SIGTERM
// here, SIGKILL 2 s later. The CLI's end closes the channel ('disconnect'); when it died with a socket in flight,
// Node never says so, and only the parent's pid tells.
for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(s, () => undefined);
const parent = process.ppid;
let ending = false;
const orphaned = () => {
  if (ending) return;
  ending = true;
  if (running.size === 0) process.exit(0);
  signal('SIGTERM');
  setTimeout(() => (signal('SIGKILL'), process.exit(0)), 2000);
};
process.on('disconnect', orphaned);
setInterval(() => process.ppid !== parent && orphaned(), 1000).unref();
`;
/**
 * A server the helper started, as much of a ChildProcess as the stdio transport and util/process.ts use: `spawn` once
 * its three sockets are here, `exit` (code, signal), then `close` once stdout and stderr are closed too; `error` if
 * it could not be started.
 */
class SpawnedServer extends node_events__WEBPACK_IMPORTED_MODULE_1__.EventEmitter {
    pid;
    exitCode = null;
    signalCode = null;
    stdin = null;
    stdout = null;
    stderr = null;
    closesNeeded = 3;
    kill(signal = 'SIGTERM') {
        if (this.pid === undefined || this.exitCode !== null || this.signalCode !== null)
            return false;
        try {
            return process.kill(this.pid, signal);
        }
        catch {
            return false;
        }
    }
    /** What the helper said of this server. */
    answer(a, socket) {
        // As a ChildProcess that could not be spawned: 'error', then 'close'.
        if (a.type === 'error') {
            this.emit('error', Object.assign(new Error(a.error.message), a.error));
            return void this.emit('close', null, null);
        }
        if (a.type === 'exit')
            return this.exited(a.code, a.signal);
        if (!socket)
            return;
        if (a.type === 'spawn')
            [this.pid, this.stdin] = [a.pid, socket];
        else {
            this[a.type] = socket;
            socket.once('close', () => this.closed());
        }
        // The stdin socket reads nothing (the server never writes to its stdin): as a child's stdin, it keeps no run alive.
        if (a.type === 'spawn')
            socket.unref();
        if (this.stdin && this.stdout && this.stderr && a.type === 'stderr')
            this.emit('spawn');
    }
    exited(code, signal) {
        if (this.exitCode !== null || this.signalCode !== null)
            return;
        [this.exitCode, this.signalCode] = [code, signal];
        this.stdin?.destroy();
        this.emit('exit', code, signal);
        this.closed();
    }
    closed() {
        if (--this.closesNeeded === 0)
            this.emit('close', this.exitCode, this.signalCode);
    }
}
let helper = null;
let nextId = 0;
/** Servers started and not yet ended, by id: while there is one, the helper's channel keeps the process alive. */
const live = new Map();
/** Start `command` in a process group of its own, from the helper, with its stdio as sockets (see above). */
function spawnServer(command, args, opts) {
    const server = new SpawnedServer();
    const id = nextId++;
    live.set(id, server);
    server.once('exit', () => forget(id));
    server.once('error', () => forget(id));
    const h = spawner();
    h.channel?.ref();
    h.send({ id, command, args, env: opts.env, cwd: opts.cwd ?? process.cwd() });
    (0,_process_js__WEBPACK_IMPORTED_MODULE_2__/* .remember */ .kY)(server);
    return server;
}
/**
 * The helper started ahead of its first server, by a run that will start stdio servers: its own start (a node process,
 * ~40 ms) then goes beside the run's preparation instead of before the first server's. Until a server is started, it
 * keeps no run alive.
 */
function startSpawner() {
    if (process.platform === 'win32')
        return;
    const h = spawner();
    if (live.size === 0)
        h.channel?.unref();
}
/** The helper's pid while it runs: the stdio servers are its children, not the run's. */
const spawnerPid = () => helper?.pid;
function forget(id) {
    live.delete(id);
    if (live.size === 0)
        helper?.channel?.unref();
}
function spawner() {
    if (helper)
        return helper;
    // No NODE_OPTIONS of the run's (a --require of a user's): the helper loads nothing but child_process.
    const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(process.execPath, ['-e', SPAWNER], { env: {}, stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
    child.on('message', (a, socket) => live.get(a.id)?.answer(a, socket));
    // The helper gone (killed, or never started): its servers' ends will not be told, so each still running is ended
    // here, with its group, and one not yet started fails. A message sent as it died ('error') is one of those.
    const lost = () => {
        if (helper !== child)
            return;
        helper = null;
        for (const s of live.values()) {
            if (s.pid === undefined)
                s.answer({ id: -1, type: 'error', error: { message: 'the helper that starts stdio servers ended' } }, undefined);
            else {
                killGroup(s.pid);
                s.exited(null, 'SIGKILL');
            }
        }
    };
    child.once('exit', lost);
    child.on('error', () => void (child.pid === undefined && lost()));
    child.unref();
    return (helper = child);
}
function killGroup(pid) {
    try {
        process.kill(-pid, 'SIGKILL');
    }
    catch {
        // Already gone.
    }
}


/***/ })

};
