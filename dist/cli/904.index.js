export const id = 904;
export const ids = [904];
export const modules = {

/***/ 59208:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EN: () => (/* binding */ loadServerConfig),
/* harmony export */   VX: () => (/* binding */ secretValues),
/* harmony export */   gz: () => (/* binding */ SERVER_NAME)
/* harmony export */ });
/* unused harmony exports DEFAULT_SERVER, parseServerConfig, expandVars */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(41514);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70017);
/* harmony import */ var _sanitize_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(30298);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(74976);
/* harmony import */ var _util_zod_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(12001);
// The MCP server configuration: the `mcpServers` map of an mcp.json file, as MCP clients
// use it. Values may reference environment variables (`${GITHUB_TOKEN}` or
// `${env:GITHUB_TOKEN}`) so that no secret sits in the file; an unset variable is an error, and every
// value a variable gave is a secret, whichever field it landed in (see secretValues).
// A relative stdio `cwd` resolves against the directory of the mcp.json file, so the file
// means the same thing whatever directory the action or CLI runs from.







const DEFAULT_SERVER = {
    name: 'mcpproxy',
    type: 'http',
    url: 'http://localhost:8081/mcp',
    transport: 'streamable-http',
    headers: {},
};
/**
 * Server names become part of `mcp__<server>__<tool>` and `mcp_<server>`: letters, digits
 * and `-`, with single `_` between them (no `__`, no leading or trailing `_`).
 */
const SERVER_NAME = /^[A-Za-z0-9-]+(?:_[A-Za-z0-9-]+)*$/;
const MAX_SERVER_NAME = 60; // `mcp_` + 60 = 64, the model tool name limit
const stringMap = zod__WEBPACK_IMPORTED_MODULE_6__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP());
const stdioSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    type: zod__WEBPACK_IMPORTED_MODULE_6__/* .literal */ .euz('stdio').optional(),
    command: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1, 'must not be empty'),
    args: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()).default([]),
    env: stringMap.default({}),
    cwd: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1).optional(),
    disabled: zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY().optional(),
});
const httpSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    // `type` as Claude Code and VS Code write it; `transport` is this project's spelling.
    type: zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(['http', 'streamable-http', 'sse']).optional(),
    url: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1, 'must not be empty'),
    transport: zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(['streamable-http', 'sse', 'auto']).optional(),
    headers: stringMap.default({}),
    disabled: zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY().optional(),
});
const fileSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({
    mcpServers: zod__WEBPACK_IMPORTED_MODULE_6__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_6__/* .unknown */ .L5J(), { error: 'expected an object "mcpServers" mapping names to servers' }),
});
/** Read and validate an mcp.json file; without a path, the default `mcpproxy` server. */
function loadServerConfig(file, env = process.env) {
    if (!file)
        return [structuredClone(DEFAULT_SERVER)];
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8');
    }
    catch (e) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EvalError */ .Fn('config', `${file}: cannot read server config: ${e.message}`);
    }
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (e) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EvalError */ .Fn('config', `${file}: not valid JSON: ${e.message}`);
    }
    return parseServerConfig(json, { source: file, baseDir: node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(file)), env });
}
/** Validate an already parsed mcp.json document. `source` names it in errors. */
function parseServerConfig(json, opts) {
    const { source, baseDir } = opts;
    const env = opts.env ?? process.env;
    const file = fileSchema.safeParse(json, { reportInput: true });
    if (!file.success)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EvalError */ .Fn('config', `${source}: ${file.error.issues[0].message}`);
    const configs = Object.entries(file.data.mcpServers).flatMap(([name, raw]) => {
        const config = parseServerEntry(raw, serverEntry(name, source, baseDir, env));
        return config === null ? [] : [config];
    });
    if (configs.length === 0)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EvalError */ .Fn('config', `${source}: no (enabled) servers under "mcpServers"`);
    return configs;
}
function serverEntry(name, source, baseDir, env) {
    const fail = (message) => {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EvalError */ .Fn('config', `${source}: server "${name}": ${message}`);
    };
    const expanded = [];
    const unset = (field) => (v) => fail(`${field}: environment variable ${v} is not set`);
    return {
        name,
        baseDir,
        fail,
        expanded,
        expand: (value, field) => expandVars(value, env, unset(field), (v) => expanded.push(v)),
        check: (schema, value) => {
            const r = schema.safeParse(value, { reportInput: true });
            return r.success ? r.data : fail((0,_util_zod_js__WEBPACK_IMPORTED_MODULE_5__/* .summarizeIssues */ .ME)(r.error, { max: 1 }));
        },
    };
}
/** One server: stdio or HTTP by its fields; null when it is disabled. */
function parseServerEntry(raw, entry) {
    if (!SERVER_NAME.test(entry.name) || entry.name.length > MAX_SERVER_NAME) {
        entry.fail('invalid server name: use letters, digits and "-" with single "_" between them, ' +
            `at most ${MAX_SERVER_NAME} characters (it becomes part of mcp__<server>__<tool>)`);
    }
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u4)(raw))
        return entry.fail('expected an object');
    if (raw.disabled === true)
        return null;
    if ('command' in raw && 'url' in raw)
        entry.fail('give either "command" (stdio) or "url" (HTTP), not both');
    if ('command' in raw || raw.type === 'stdio')
        return parseStdioServer(raw, entry);
    if ('url' in raw)
        return parseHttpServer(raw, entry);
    return entry.fail('needs either "command" (a stdio server) or "url" (an HTTP server)');
}
function parseStdioServer(raw, entry) {
    const { expand } = entry;
    const s = entry.check(stdioSchema, raw);
    const cwd = s.cwd === undefined ? undefined : node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(entry.baseDir, expand(s.cwd, 'cwd'));
    return {
        name: entry.name,
        type: 'stdio',
        command: expand(s.command, 'command'),
        args: s.args.map((a, i) => expand(a, `args.${i}`)),
        env: mapValues(s.env, (v, k) => expand(v, `env.${k}`)),
        ...(cwd === undefined ? {} : { cwd }),
        expanded: entry.expanded,
    };
}
function parseHttpServer(raw, entry) {
    const { expand, fail } = entry;
    const h = entry.check(httpSchema, raw);
    const url = expand(h.url, 'url');
    // Named as written: what a variable gave is a secret, and errors are printed before any redaction.
    if (!/^https?:\/\//i.test(url) || !URL.canParse(url))
        fail(`url: not an http(s) URL: ${h.url}`);
    const fromType = h.type === 'sse' ? 'sse' : h.type ? 'streamable-http' : undefined;
    if (h.transport && fromType && h.transport !== fromType)
        fail(`"type" ${h.type} contradicts "transport" ${h.transport}`);
    return {
        name: entry.name,
        type: 'http',
        url,
        transport: h.transport ?? fromType ?? 'auto',
        headers: mapValues(h.headers, (v, k) => expand(v, `headers.${k}`)),
        expanded: entry.expanded,
    };
}
/**
 * Replace `${NAME}` / `${env:NAME}` with the variable's value; `onMissing` decides what an unset one
 * does, `onValue` hears each value put in.
 */
function expandVars(value, env, onMissing, onValue = () => { }) {
    return value.replace(/\$\{(?:env:)?([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name) => {
        const v = env[name] ?? onMissing(name);
        onValue(v);
        return v;
    });
}
/**
 * Values a report must never show: every value `${...}` gave (url, headers, env, args, command, cwd),
 * every env and header value of the servers, and the token part of an `Authorization: Bearer ...`
 * header. Under a secret-looking name (`*_TOKEN`, `Authorization`, ...) any value of 6 characters or
 * more is one; under any other name a weak value (isWeakValue: "success", "production", "1") is not,
 * so that hiding it never changes the arguments a call was recorded with, nor shreds a report.
 */
function secretValues(configs) {
    const out = new Set();
    const add = (v, named) => {
        if (named ? v.length >= _sanitize_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .MIN_SECRET_LENGTH */ .vb : !(0,_sanitize_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .isWeakValue */ .ih)(v))
            out.add(v);
    };
    for (const c of configs) {
        for (const v of c.expanded ?? [])
            add(v, false);
        for (const [k, v] of Object.entries(c.type === 'stdio' ? c.env : c.headers)) {
            const named = (0,_sanitize_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .isSecretEnvName */ .Bn)(k);
            add(v, named);
            const scheme = /^\s*[A-Za-z-]+\s+(\S+)\s*$/.exec(v); // "Bearer <token>", "token <token>"
            if (scheme)
                add(scheme[1], named);
        }
    }
    return [...out];
}
function mapValues(obj, f) {
    return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, f(v, k)]));
}


/***/ }),

/***/ 42813:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  m5: () => (/* binding */ ServerConnection),
  Uc: () => (/* binding */ describeError)
});

// UNUSED EXPORTS: stdioEnvironment

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/index.js + 31 modules
var esm_client = __webpack_require__(30063);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/sse.js + 1 modules
var sse = __webpack_require__(10053);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/stdio.js
var stdio = __webpack_require__(50042);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/streamableHttp.js + 2 modules
var streamableHttp = __webpack_require__(83491);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js + 1 modules
var types = __webpack_require__(330);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
// EXTERNAL MODULE: ./src/sanitize/redact.ts
var sanitize_redact = __webpack_require__(30298);
// EXTERNAL MODULE: ./src/results/phrases.ts
var phrases = __webpack_require__(99128);
// EXTERNAL MODULE: ./src/mcp/config.ts
var mcp_config = __webpack_require__(59208);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/util/deadline.ts
var deadline = __webpack_require__(84054);
// EXTERNAL MODULE: ./src/util/zod.ts
var zod = __webpack_require__(12001);
// EXTERNAL MODULE: ./src/util/version.ts
var version = __webpack_require__(76092);
// EXTERNAL MODULE: ./src/mcp/names.ts
var names = __webpack_require__(61896);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/shared/stdio.js
var shared_stdio = __webpack_require__(6224);
// EXTERNAL MODULE: ./src/util/process.ts
var util_process = __webpack_require__(22017);
;// CONCATENATED MODULE: ./src/mcp/stdio.ts


/** The largest message a server may send (the SDK's limit): a longer one ends the connection. */
const MAX_MESSAGE_BYTES = shared_stdio/* STDIO_DEFAULT_MAX_BUFFER_SIZE */.gt;
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
    buffer = new shared_stdio/* ReadBuffer */.pt({ maxBufferSize: MAX_MESSAGE_BYTES });
    constructor(opts) {
        this.opts = opts;
    }
    get pid() {
        return this.child?.pid ?? null;
    }
    start() {
        const { command, args, env, cwd, onStderr } = this.opts;
        return new Promise((resolve, reject) => {
            const child = (0,util_process/* spawnGroup */.j8)(command, args, { env, cwd, stdio: ['pipe', 'pipe', 'pipe'] });
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
                (0,util_process/* signalGroup */.i8)(child, 'SIGKILL');
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
            if (stdin.write((0,shared_stdio/* serializeMessage */.Ex)(message)))
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
        if (!(await (0,util_process/* exitedWithin */.Ls)(child, 2000)))
            await (0,util_process/* endGroup */.N4)(child, 2000);
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

// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(74976);
;// CONCATENATED MODULE: ./src/mcp/tool-list.ts


const MAX_PAGES = 50;
const MAX_TOOLS = 2000;
const pageSchema = schemas/* looseObject */._H3({ tools: schemas/* array */.YOg(schemas/* unknown */.L5J()), nextCursor: schemas/* unknown */.L5J().optional() });
/**
 * Every page of the list: `fetchPage(cursor)` answers one `tools/list` request with the raw result.
 * Stops after MAX_PAGES pages or MAX_TOOLS tools, or when a cursor comes back again, and says so.
 */
async function listAllTools(fetchPage) {
    const raw = [];
    const findings = [];
    const seen = new Set();
    let cursor;
    for (let page = 1;; page++) {
        const result = pageSchema.parse(await fetchPage(cursor));
        raw.push(...result.tools);
        const next = result.nextCursor;
        if (next === undefined || next === '' || next === null)
            break;
        if (typeof next !== 'string') {
            findings.push(`tools/list: nextCursor is not a string: the first ${page} page(s) kept`);
            break;
        }
        if (seen.has(next)) {
            findings.push(`tools/list: nextCursor "${next.slice(0, 40)}" came back again: the first ${page} page(s) kept`);
            break;
        }
        if (page >= MAX_PAGES || raw.length >= MAX_TOOLS) {
            const why = page >= MAX_PAGES ? `more than ${MAX_PAGES} pages` : `more than ${MAX_TOOLS} tools`;
            findings.push(`tools/list: ${why} (the server kept sending a nextCursor): the first ${page} page(s) kept`);
            break;
        }
        seen.add(next);
        cursor = next;
    }
    const { tools, deviations } = mendTools(raw.slice(0, MAX_TOOLS));
    if (raw.length > MAX_TOOLS)
        findings.push(`tools/list: more than ${MAX_TOOLS} tools: the first ${MAX_TOOLS} kept`);
    return { tools, findings: [...summarize(deviations), ...findings] };
}
/** The tools as the MCP schema has them: mended where it is safe, left out where it is not. */
function mendTools(raw) {
    const tools = [];
    const deviations = [];
    const names = new Set();
    raw.forEach((t, index) => {
        const say = (field, what) => deviations.push({ index, field, what });
        if (!(0,json/* isRecord */.u4)(t) || typeof t.name !== 'string' || t.name === '')
            return say('', 'no "name": left out');
        if (names.has(t.name))
            return say('', `"${t.name.slice(0, 60)}" again: left out`);
        names.add(t.name);
        const tool = {
            ...t,
            inputSchema: mendSchema(t.inputSchema, (what) => say('.inputSchema', what)),
        };
        if (tool.description !== undefined && typeof tool.description !== 'string') {
            say('.description', 'not a string: left out');
            delete tool.description;
        }
        tools.push(tool);
    });
    return { tools, deviations };
}
function mendSchema(schema, say) {
    if (!(0,json/* isRecord */.u4)(schema)) {
        say(schema === undefined ? 'missing: any object accepted' : 'not an object: any object accepted');
        return { type: 'object' };
    }
    if (schema.type === undefined)
        say('no "type"');
    else if (schema.type !== 'object') {
        say(`"type" is ${JSON.stringify(schema.type).slice(0, 40)}, not "object": any object accepted`);
        return { type: 'object' };
    }
    // In the order the SDK's schema gave (type, properties, required, the rest), as before this module.
    const { properties, required, ...rest } = schema;
    const known = {
        ...(properties === undefined ? {} : { properties }),
        ...(required === undefined ? {} : { required }),
    };
    return { type: 'object', ...known, ...rest };
}
/** One line per kind of deviation: the first place, and how many more tools have it. */
function summarize(deviations) {
    const byKind = new Map();
    for (const d of deviations) {
        const seen = byKind.get(d.field + d.what);
        if (seen)
            seen.more++;
        else
            byKind.set(d.field + d.what, { first: d, more: 0 });
    }
    return [...byKind.values()].map(({ first, more }) => {
        const also = more ? ` (and ${more} more tool${more > 1 ? 's' : ''})` : '';
        return `tools[${first.index}]${first.field}: ${first.what}${also}`;
    });
}

;// CONCATENATED MODULE: ./src/mcp/connection.ts
// One MCP client connection per configured server, over stdio, streamable HTTP or SSE,
// built on the SDK client. Every step has a deadline, and every failure names the server
// and what failed: a server that hangs, exits or refuses never hangs the run.
















const CLIENT_INFO = { name: 'mcp-eval-action', version: version/* VERSION */.x };
/** Characters of a stdio server's stderr quoted in an error, and how many are kept to redact before the cut. */
const STDERR_TAIL = 2000;
const STDERR_KEEP = 64 * 1024;
/** Any `tools/list` result: each tool is checked on its own (tool-list.ts). */
const LENIENT_LIST = schemas/* looseObject */._H3({});
// Besides the SDK's defaults (HOME, LOGNAME, PATH, SHELL, TERM, USER): locale, temp dir and
// time zone. Never the whole parent env: it holds tokens, and some tools print their env.
const EXTRA_INHERITED_ENV = ['LANG', 'LC_ALL', 'TMPDIR', 'TZ', 'NODE_EXTRA_CA_CERTS'];
/** The environment a stdio server starts with: a safe subset of ours plus its `env`. */
function stdioEnvironment(config, parent = process.env) {
    const env = (0,stdio/* getDefaultEnvironment */.fL)();
    for (const key of EXTRA_INHERITED_ENV) {
        const v = parent[key];
        if (v !== undefined)
            env[key] = v;
    }
    return { ...env, ...config.env };
}
class ServerConnection {
    config;
    transportKind;
    client;
    transport;
    stderrTail;
    /** Why the connection is gone; null while it is open. */
    closedReason = null;
    /** Set by a `tools/list_changed` notification: the tool list must be fetched again. */
    toolsStale = false;
    /**
     * Why a request got no answer while the connection stayed open (no answer in time, cut short, the
     * transport failed): the server may still be busy with it, or gone. Null while every request was answered.
     */
    doubt = null;
    toolList = [];
    /** What the server got wrong, said once each (tool-list.ts). */
    findings = new Set();
    constructor(config, transportKind, client, transport, stderrTail) {
        this.config = config;
        this.transportKind = transportKind;
        this.client = client;
        this.transport = transport;
        this.stderrTail = stderrTail;
    }
    get name() {
        return this.config.name;
    }
    /** Child process id of a stdio server. */
    get pid() {
        return this.transport instanceof GroupStdioTransport ? this.transport.pid : null;
    }
    get serverInfo() {
        const v = this.client.getServerVersion();
        return v ? { name: v.name, version: v.version } : null;
    }
    get tools() {
        return this.toolList;
    }
    snapshot() {
        return {
            name: this.name,
            server_info: this.serverInfo,
            tools: this.toolList.map((t) => ({
                name: t.name,
                schema_hash: (0,names/* schemaHash */.ir)(t.inputSchema),
                ...(t.description === undefined ? {} : { description: t.description }),
                input_schema: t.inputSchema,
                ...(t.annotations ? { annotations: t.annotations } : {}),
            })),
            // Always present (empty when none): a baseline without the field predates it, and has none to compare.
            instructions: this.client.getInstructions() ?? '',
            ...(this.findings.size ? { findings: [...this.findings] } : {}),
        };
    }
    /**
     * Fetch the whole tool list again (every page), within `timeoutMs` for all of it; the run's
     * `signal` cuts it short. Bounded and lenient: see tool-list.ts.
     */
    async refreshTools(timeoutMs, signal) {
        this.toolsStale = false;
        const deadline = Date.now() + timeoutMs;
        const listing = await this.request('list tools', timeoutMs, () => listAllTools((cursor) => {
            const left = deadline - Date.now();
            if (left <= 0)
                throw new types/* McpError */.Nh(types/* ErrorCode */.O4.RequestTimeout, 'tool list not complete in time');
            const params = cursor ? { cursor } : undefined;
            return this.client.request({ method: 'tools/list', params }, LENIENT_LIST, { timeout: left, signal });
        }));
        for (const f of listing.findings)
            this.findings.add(f);
        this.toolList = listing.tools;
    }
    /**
     * Call a tool. A JSON-RPC error answered by the server is rethrown as the SDK's McpError, and a
     * result that is not an MCP result as the ZodError that says why; a dead server, a timeout or the
     * run's `signal` becomes an EvalError (kind call) naming the server.
     */
    async callTool(tool, args, timeoutMs, signal) {
        const result = await this.request(`call tool "${tool}"`, timeoutMs, () => this.client.callTool({ name: tool, arguments: args }, undefined, { timeout: timeoutMs, signal }));
        return result;
    }
    async close() {
        if (this.closedReason === null)
            this.closedReason = 'closed';
        if (this.transport instanceof streamableHttp/* StreamableHTTPClientTransport */.j && this.transport.sessionId) {
            // Politely end the session so the server frees it; never wait long for that.
            await (0,deadline/* withDeadline */.N)(this.transport.terminateSession(), 1000, 'terminate session').catch(() => undefined);
        }
        await this.client.close().catch(() => undefined);
    }
    /** Open, and every request answered: fit to hand to another scenario (servers/shared.ts). */
    get healthy() {
        return this.closedReason === null && this.doubt === null;
    }
    async request(what, timeoutMs, run) {
        if (this.closedReason !== null)
            throw new errors/* EvalError */.Fn('call', `server "${this.name}" is not connected: ${this.closedReason}`);
        try {
            return await run();
        }
        catch (e) {
            if (e instanceof types/* McpError */.Nh && e.code === types/* ErrorCode */.O4.RequestTimeout) {
                this.doubt = `did not answer ${what} within ${timeoutMs} ms`;
                throw new errors/* EvalError */.Fn('call', `server "${this.name}" ${this.doubt}`);
            }
            if ((e instanceof types/* McpError */.Nh && e.code !== types/* ErrorCode */.O4.ConnectionClosed) || (0,zod/* isZodError */.M$)(e))
                throw e;
            if (this.closedReason === null && !(e instanceof types/* McpError */.Nh)) {
                // Transport-level failure (fetch failed, write after exit, the run's signal): report, but keep the connection.
                this.doubt = `failed to ${what}: ${describeError(e)}`;
                throw new errors/* EvalError */.Fn('call', `server "${this.name}" ${this.doubt}`);
            }
            throw new errors/* EvalError */.Fn('call', `server "${this.name}" is not connected: ${this.closedReason ?? describeError(e)}`);
        }
    }
    /** Open a connection, run the handshake and fetch the tool list, all within the deadline. */
    static async open(config, opts) {
        if (config.type === 'stdio')
            return ServerConnection.openOnce(config, 'stdio', opts);
        if (config.transport !== 'auto')
            return ServerConnection.openOnce(config, config.transport, opts);
        const started = Date.now();
        try {
            return await ServerConnection.openOnce(config, 'streamable-http', opts);
        }
        catch (e) {
            // MCP backwards compatibility: a 4xx to the initialize POST means an old HTTP+SSE server.
            // 401/403 is an auth problem of the right transport: say so instead of trying SSE.
            const status = (0,errors/* isEvalError */.Fv)(e, 'connect') ? httpStatusOf(e.cause) : undefined;
            if (status === undefined || status < 400 || status > 499 || status === 401 || status === 403)
                throw e;
            const left = Math.max(1, opts.connectTimeoutMs - (Date.now() - started));
            return ServerConnection.openOnce(config, 'sse', { connectTimeoutMs: left });
        }
    }
    static async openOnce(config, kind, opts) {
        const { transport, stderrTail } = createTransport(config, kind);
        const client = new esm_client/* Client */.K(CLIENT_INFO, { capabilities: {} });
        const conn = new ServerConnection(config, kind, client, transport, stderrTail);
        conn.watch();
        await conn.handshake(opts.connectTimeoutMs);
        return conn;
    }
    /** Note when the connection closes (and why), and when the server says its tool list changed. */
    watch() {
        this.client.onclose = () => {
            if (this.closedReason !== null)
                return;
            const stdio = this.transport instanceof GroupStdioTransport ? this.transport : null;
            const exit = stdio?.exit ? ` (${stdio.exit})` : '';
            this.closedReason =
                stdio?.failure ?? (stdio ? `${phrases/* SERVER_EXITED */.u9}${exit}${this.stderrNote()}` : 'the connection closed');
        };
        this.client.setNotificationHandler(types/* ToolListChangedNotificationSchema */.fH, () => {
            this.toolsStale = true;
        });
    }
    /** Start the transport, run `initialize` and fetch the tool list, all within `timeoutMs`. */
    async handshake(timeoutMs) {
        const started = Date.now();
        let step = this.transportKind === 'stdio' ? 'start and initialize' : 'connect';
        try {
            await (0,deadline/* withDeadline */.N)((async () => {
                await this.client.connect(this.transport, { timeout: timeoutMs });
                step = 'list tools';
                await this.refreshTools(Math.max(1, timeoutMs - (Date.now() - started)));
            })(), timeoutMs, `no answer within ${timeoutMs} ms`);
        }
        catch (e) {
            this.closedReason = 'failed to open';
            await this.client.close().catch(() => undefined);
            const timedOut = (0,errors/* isEvalError */.Fv)(e, 'timeout') || (e instanceof types/* McpError */.Nh && e.code === types/* ErrorCode */.O4.RequestTimeout);
            const reason = timedOut ? `no answer within ${timeoutMs} ms` : describeError(e);
            const target = `server "${this.name}" (${describeTarget(this.config, this.transportKind)})`;
            throw new errors/* EvalError */.Fn('connect', `${target}: failed to ${step}: ${reason}${this.stderrNote()}`, { cause: e });
        }
    }
    /** `; stderr: <last lines>` when a stdio server wrote to stderr, else nothing. */
    stderrNote() {
        const err = this.stderrTail().trim();
        return err ? `; stderr: ${lastLines(err)}` : '';
    }
}
/** The SDK transport for a server, and what a stdio server last wrote to stderr (redacted). */
function createTransport(config, kind) {
    if (config.type === 'stdio') {
        // Kept for error messages, never echoed into the job log. A tail is kept raw, and redacted before
        // it is cut to what a message quotes: a secret is hidden whole before any cut could halve it.
        let tail = '';
        let cut = false;
        const transport = new GroupStdioTransport({
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
        const redact = (0,sanitize_redact/* createRedactor */.lY)({ secrets: (0,mcp_config/* secretValues */.VX)([config]) });
        return { transport, stderrTail: () => (0,sanitize_redact/* redactTail */.yj)(redact, tail, STDERR_TAIL, cut) };
    }
    const url = new URL(config.url);
    const requestInit = { headers: config.headers };
    const transport = kind === 'sse'
        ? new sse/* SSEClientTransport */.A(url, { requestInit })
        : new streamableHttp/* StreamableHTTPClientTransport */.j(url, { requestInit });
    return { transport, stderrTail: () => '' };
}
/** A URL as `scheme://host[:port]`: its path, query and user info may hold a token. */
function describeTarget(config, kind) {
    if (config.type === 'stdio')
        return `stdio: ${config.command}`;
    const url = new URL(config.url);
    return `${kind} ${url.protocol}//${url.host}`;
}
function httpStatusOf(e) {
    if (e instanceof streamableHttp/* StreamableHTTPError */.b && typeof e.code === 'number' && e.code >= 100)
        return e.code;
    return undefined;
}
/** A one-line reason, with the network error code fetch hides in `cause`; a zod error as its issues in words. */
function describeError(e) {
    if ((0,zod/* isZodError */.M$)(e))
        return (0,zod/* summarizeIssues */.ME)(e);
    if (!(e instanceof Error))
        return (0,errors/* errorMessage */.gJ)(e);
    const cause = e.cause;
    const code = cause?.code ?? cause?.errors?.[0]?.code;
    if (code === 'ECONNREFUSED')
        return `connection refused (is anything listening there?)`;
    if (code)
        return `${e.message} (${code})`;
    if (e instanceof streamableHttp/* StreamableHTTPError */.b && typeof e.code === 'number' && e.code >= 100) {
        // The message carries the response body, often a whole HTML page: keep one short line.
        const body = e.message
            .replace(/<[^>]*>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim()
            .slice(0, 200);
        const hint = e.code === 401 || e.code === 403 ? " (unauthorized: check the server's headers)" : '';
        return `HTTP ${e.code}${hint}: ${body}`;
    }
    return e.message;
}
function lastLines(text) {
    return text.split('\n').slice(-5).join(' | ');
}


/***/ }),

/***/ 61896:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QY: () => (/* binding */ directToolNames),
/* harmony export */   ZA: () => (/* binding */ suggest),
/* harmony export */   cD: () => (/* binding */ gatewayToolName),
/* harmony export */   ir: () => (/* binding */ schemaHash)
/* harmony export */ });
/* unused harmony export sanitizeToolName */
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74976);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49997);
// Names the model sees, the hash that tells when a tool's input schema changed, and the
// "did you mean" for a mistyped name.


const MAX_TOOL_NAME = 64; // Anthropic tool names: ^[a-zA-Z0-9_-]{1,64}$
/** Replace what a model tool name may not contain, cut to 64 characters. */
function sanitizeToolName(name) {
    return name.replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, MAX_TOOL_NAME) || '_';
}
/** The gateway tool of server `S`: `mcp_<S>`. */
function gatewayToolName(server) {
    return sanitizeToolName(`mcp_${server}`);
}
/**
 * Model tool names for direct exposure: `mcp__<S>__<tool>` when that is already a valid
 * name, else the sanitised name cut short with a hash of the original appended, so two
 * tools never share a name. The returned map goes back from model name to the pair.
 */
function directToolNames(pairs) {
    const out = new Map();
    for (const p of pairs) {
        const original = `mcp__${p.server}__${p.tool}`;
        let name = sanitizeToolName(original);
        if (name !== original || out.has(name)) {
            name = `${sanitizeToolName(original).slice(0, MAX_TOOL_NAME - 9)}_${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256 */ .sc)(original).slice(0, 8)}`;
        }
        out.set(name, p);
    }
    return out;
}
/** sha256 of the canonical JSON of a tool's input schema. */
function schemaHash(schema) {
    return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256 */ .sc)((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)(schema ?? null));
}
/** ` Did you mean "<nearest>"?` when a known name is close to the mistyped one, else nothing. */
function suggest(name, candidates) {
    const near = (0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .nearestName */ .qb)(name, candidates);
    return near ? ` Did you mean "${near}"?` : '';
}


/***/ }),

/***/ 42904:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cf: () => (/* binding */ waitForReady),
/* harmony export */   fN: () => (/* binding */ freshServers),
/* harmony export */   nS: () => (/* binding */ openServers),
/* harmony export */   xP: () => (/* binding */ poolFrom)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);
/* harmony import */ var _connection_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42813);


/** Each server opened anew, and closed when the pool closes: nothing kept between pools. */
function freshServers(opts) {
    return {
        open: (config) => _connection_js__WEBPACK_IMPORTED_MODULE_1__/* .ServerConnection */ .m5.open(config, opts),
        release: (conn) => conn.close(),
        drop: async () => { },
    };
}
/** Open every server in parallel. If one fails, the others are closed and the error names the failed ones. */
async function openServers(configs, opts) {
    return poolFrom(configs, freshServers({ connectTimeoutMs: opts.connectTimeoutMs }));
}
/** The servers from `source`, all or none: if one fails, the others go back and the error names the failed ones. */
async function poolFrom(configs, source) {
    const settled = await Promise.allSettled(configs.map((c) => source.open(c)));
    const opened = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failed = settled.flatMap((s, i) => s.status === 'rejected' ? [{ config: configs[i], error: s.reason }] : []);
    // Once: a shared connection counts its users, and a second release would count one too few.
    let released = null;
    const release = () => (released ??= Promise.all(opened.map((c) => source.release(c))).then(() => undefined));
    if (failed.length > 0) {
        await release();
        const message = failed
            .map((f) => (0,_util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isEvalError */ .Fv)(f.error, 'connect') ? f.error.message : `server "${f.config.name}": ${(0,_connection_js__WEBPACK_IMPORTED_MODULE_1__/* .describeError */ .Uc)(f.error)}`)
            .join('\n');
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EvalError */ .Fn('connect', message, { cause: failed[0].error });
    }
    const byName = new Map(opened.map((c) => [c.name, c]));
    return {
        connections: opened,
        get: (name) => byName.get(name),
        snapshots: () => opened.map((c) => c.snapshot()),
        close: release,
    };
}
/**
 * Poll until the server completes an MCP `initialize` (and lists its tools), for a service
 * that was just started. Returns its snapshot; throws naming the server and the last failure.
 */
async function waitForReady(config, opts) {
    const deadline = Date.now() + opts.deadlineMs;
    let last;
    let attempts = 0;
    for (;;) {
        const left = deadline - Date.now();
        if (left <= 0)
            break;
        attempts++;
        try {
            const conn = await _connection_js__WEBPACK_IMPORTED_MODULE_1__/* .ServerConnection */ .m5.open(config, {
                connectTimeoutMs: Math.min(left, Math.max(opts.intervalMs, 5000)),
            });
            const snapshot = conn.snapshot();
            await conn.close();
            return snapshot;
        }
        catch (e) {
            last = e;
        }
        const pause = Math.min(opts.intervalMs, deadline - Date.now());
        if (pause > 0)
            await new Promise((r) => setTimeout(r, pause));
    }
    const reason = last instanceof Error ? last.message : `no attempt within ${opts.deadlineMs} ms`;
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EvalError */ .Fn('connect', `server "${config.name}" not ready after ${opts.deadlineMs} ms (${attempts} attempts): ${reason}`);
}


/***/ }),

/***/ 99128:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D0: () => (/* binding */ NOT_RECORDED),
/* harmony export */   iG: () => (/* binding */ RESTART_FAILED),
/* harmony export */   u9: () => (/* binding */ SERVER_EXITED)
/* harmony export */ });
// Words that travel inside messages from where a failure happens (mcp/, pipeline/) to where its cause is named
// (scoring/causes.ts): written once here, so the producer and the reader of a message cannot drift apart.
/** A recording refused as a baseline (pipeline/baseline.ts): what follows says which calls failed. */
const NOT_RECORDED = 'not recorded as a baseline: ';
/** A service restart (a config group's, or the default's after them) that failed (pipeline/serve.ts, retrieval.ts). */
const RESTART_FAILED = 'restarting the service with ';
/** A stdio server that went away (mcp/connection.ts): `the server process exited (code 2); stderr: panic: boom`. */
const SERVER_EXITED = 'the server process exited';


/***/ }),

/***/ 30298:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bn: () => (/* binding */ isSecretEnvName),
/* harmony export */   Np: () => (/* binding */ noRedaction),
/* harmony export */   XF: () => (/* binding */ REDACTED),
/* harmony export */   hN: () => (/* binding */ isCredentialName),
/* harmony export */   ih: () => (/* binding */ isWeakValue),
/* harmony export */   lY: () => (/* binding */ createRedactor),
/* harmony export */   vb: () => (/* binding */ MIN_SECRET_LENGTH),
/* harmony export */   yj: () => (/* binding */ redactTail)
/* harmony export */ });
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49997);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52640);
// Redaction: secrets never reach a report. Applied to the whole RunReport before anything is
// written, so every writer (and results.json itself) sees only redacted text.


const REDACTED = '***';
/** Names of environment variables (and, `-` read as `_`, of HTTP headers) whose values are secrets. */
const SECRET_ENV_NAME = new RegExp([
    '(?:_TOKEN|_KEY|_SECRET|_PASS|_PASSWD|_PASSPHRASE|_CREDENTIALS?|_AUTH|_AUTHORIZATION|_COOKIE)$',
    'PASSWORD',
    '^(?:TOKEN|SECRET|API_KEY|PASS|PASSWD|PASSPHRASE|CREDENTIALS?|AUTHORIZATION|COOKIE)$',
].join('|'), 'i');
/** Token shapes redacted wherever they appear, even when nobody told us the value. */
const TOKEN_SHAPES = [
    /\bgh[pousr]_[A-Za-z0-9]{20,}/g, // GitHub classic, OAuth, server, user, refresh tokens
    /\bgithub_pat_[A-Za-z0-9_]{20,}/g, // GitHub fine-grained tokens
    /\bsk-ant-[A-Za-z0-9_-]{10,}/g, // Anthropic API keys
];
const BEARER = /\b(Bearer)\s+[A-Za-z0-9._~+/=-]{6,}/gi;
/**
 * Field and query-parameter names whose values are secrets a service makes and prints itself (MCPProxy's generated
 * API key: `"api_key": "<64 hex>"`, `?apikey=<64 hex>`): `api_key`, `apikey`, `token`, `access_token`, `secret`,
 * `client_secret`, `password`, in any case, one word before them at most.
 */
const SECRET_FIELD = '(?:[A-Za-z]+[_-]?)?(?:api[_-]?key|token|secret|password|passwd)';
const SECRET_FIELD_NAME = new RegExp(`^${SECRET_FIELD}$`, 'i');
/** `"api_key": "value"` in JSON, also JSON inside a JSON string (`\"api_key\": \"value\"`). */
const SECRET_JSON = new RegExp(`(\\\\?"${SECRET_FIELD}\\\\?"\\s*:\\s*\\\\?")([^"\\\\]{8,})(?=\\\\?")`, 'gi');
/** `?apikey=value`, `&token=value` in a URL; `api_key=value` in a log line. */
const SECRET_PARAM = new RegExp(`(\\b${SECRET_FIELD}=)([^\\s&"'<>\\\\]{8,})`, 'gi');
/** Shorter values are left alone: replacing "true" or "1234" everywhere would wreck the text. */
const MIN_SECRET_LENGTH = 6;
/** Shortest encoded copy (base64 fragment) worth hiding: a shorter one would match ordinary text. */
const MIN_ENCODED_LENGTH = 8;
/** Token shapes and bearer tokens are shorter than this. */
const LONGEST_SHAPE = 512;
/**
 * Does this variable (or header) name look like it holds a secret? An action input (`INPUT_*`) is not
 * judged by its name: the secret ones are known and hidden by value (`anthropic-api-key`, `github-token`),
 * and `baseline-key` is a cache key prefix the log must show.
 */
function isSecretEnvName(name) {
    return !/^INPUT_/i.test(name) && SECRET_ENV_NAME.test(name.replace(/-/g, '_'));
}
/** Does this property name say it holds a credential (`api_key`, `password`, `githubToken`)? */
function isCredentialName(name) {
    const snake = name.replace(/([a-z0-9])([A-Z])/g, '$1_$2');
    return isSecretEnvName(snake) || /passw|secret|credential|api[-_]?key|token$/i.test(name);
}
/**
 * Too weak to be a credential, so never treated as one unless its name says it is a secret: under 8
 * characters, or one plain word ("success", "production", "us-east"). Hiding such a value would
 * change arguments (and so what replay sends) and shred ordinary text.
 */
function isWeakValue(value) {
    return value.length < 8 || (value.length <= 24 && /^[A-Za-z]+(?:[-_.][A-Za-z]+)*$/.test(value));
}
/**
 * The copies of a secret a tool result realistically carries: as it is, JSON-escaped, URL-encoded
 * (also with `+` for spaces), HTML-escaped, and base64 (standard and URL-safe; whole, and the part
 * that is the same wherever in a longer encoded text it starts).
 */
function encodings(secret) {
    const html = (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(secret);
    const url = encodeURIComponent(secret);
    const b64 = base64Copies(secret).filter((v) => v.length >= MIN_ENCODED_LENGTH);
    const urlSafe = b64.map((v) => v.replace(/\+/g, '-').replace(/\//g, '_'));
    const out = [secret, JSON.stringify(secret).slice(1, -1), url, url.replace(/%20/g, '+'), html, ...b64, ...urlSafe];
    return [...new Set(out)];
}
/** base64 of the secret alone, and for each of the 3 byte offsets it may start at, the characters only it decides. */
function base64Copies(secret) {
    const bytes = Buffer.from(secret, 'utf8');
    const out = [bytes.toString('base64')];
    for (const offset of [0, 1, 2]) {
        const text = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
        // Characters 0-1 (offset 1) or 0-2 (offset 2) mix in the bytes before; a partial last group those after.
        out.push(text.slice([0, 2, 3][offset], Math.floor((offset + bytes.length) / 3) * 4));
    }
    return out;
}
/** Matches `value` with a line break (`\n` or `\r\n`) anywhere inside it: a secret a tool wrapped. */
function splitPattern(value) {
    const chars = Array.from(value, _util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeRegExp */ .Nt);
    return new RegExp(chars.join('(?:\\r?\\n)?'), 'g');
}
/**
 * Returns a function that deep-copies a JSON-like value with every known secret and token
 * shape replaced by `***` in every string, object keys included.
 */
function createRedactor(opts = {}) {
    const plain = new Set();
    const add = (v) => {
        if (!v)
            return;
        for (const candidate of [v, v.trim(), v.replace(/^Bearer\s+/i, '')])
            if (candidate.length >= MIN_SECRET_LENGTH)
                plain.add(candidate);
    };
    for (const [name, value] of Object.entries(opts.env ?? {}))
        if (isSecretEnvName(name))
            add(value);
    for (const s of opts.secrets ?? [])
        add(s);
    // Longest first, so a secret containing another is replaced whole.
    let known = [...new Set([...plain].flatMap(encodings))].sort((a, b) => b.length - a.length);
    const split = new Map();
    /** A value a service printed as a secret (field or parameter name) is hidden from then on, wherever it appears. */
    const learn = (value) => {
        if (isWeakValue(value) || plain.has(value))
            return;
        plain.add(value);
        known = [...new Set([...known, ...encodings(value)])].sort((a, b) => b.length - a.length);
    };
    const learnFrom = (s) => {
        for (const pattern of [SECRET_JSON, SECRET_PARAM])
            for (const m of s.matchAll(pattern))
                learn(m[2]);
    };
    /** A copy wrapped onto two lines: one of its halves is still whole, which is cheap to look for first. */
    const unsplit = (s) => {
        let out = s;
        for (const v of known) {
            const half = v.length >> 1;
            if (!out.includes(v.slice(0, half)) && !out.includes(v.slice(half)))
                continue;
            if (!split.has(v))
                split.set(v, splitPattern(v));
            out = out.replace(split.get(v), REDACTED);
        }
        return out;
    };
    const text = (s) => {
        let out = s;
        for (const v of known)
            if (out.includes(v))
                out = out.split(v).join(REDACTED);
        if (out.includes('\n'))
            out = unsplit(out);
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
    const redact = (value) => {
        // First every secret the value gives away (a field or parameter named so), so each is hidden everywhere in it.
        eachString(value, (s, key) => {
            if (key !== undefined && SECRET_FIELD_NAME.test(key))
                learn(s);
            learnFrom(s);
        });
        return walk(value);
    };
    // Read when asked: a secret learned since is in them (masks, and how much a cut tail drops).
    return Object.defineProperties(redact, {
        secrets: { get: () => [...new Set([...plain].flatMap((v) => [v, JSON.stringify(v).slice(1, -1)]))] },
        longest: { get: () => Math.max(LONGEST_SHAPE, ...known.map((v) => v.length)) },
    });
}
/** Every string of a JSON-like value, object keys included; a string value with the key it sits under. */
function eachString(value, visit) {
    if (typeof value === 'string')
        visit(value);
    else if (Array.isArray(value))
        for (const v of value)
            eachString(v, visit);
    else if (value !== null && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) {
            visit(k);
            if (typeof v === 'string')
                visit(v, k);
            else
                eachString(v, visit);
        }
    }
}
/** A redactor that changes nothing (for `mcp-eval report`, whose input was redacted when written). */
const noRedaction = Object.assign((value) => value, { secrets: [], longest: 0 });
/**
 * Redact, then cut to the last `max` characters: a secret is hidden whole before any cut could leave
 * part of it. `cutBefore`: the text itself was already cut at its start (a tail kept of a longer
 * output), so its first `redact.longest` characters may hold the end of a secret: they are dropped.
 */
function redactTail(redact, text, max, cutBefore) {
    const safe = redact(text);
    const from = cutBefore ? Math.min(safe.length, redact.longest) : 0;
    return safe.slice(Math.max(from, safe.length - max));
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
