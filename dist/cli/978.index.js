export const id = 978;
export const ids = [978];
export const modules = {

/***/ 90978:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ef: () => (/* reexport */ asks/* Answerer */.Ef),
  gz: () => (/* reexport */ config/* SERVER_NAME */.gz),
  m5: () => (/* reexport */ connection/* ServerConnection */.m5),
  Mf: () => (/* reexport */ SharedServers),
  checkServerConfig: () => (/* reexport */ config/* checkServerConfig */.yH),
  Zu: () => (/* reexport */ createToolHost),
  Uc: () => (/* reexport */ connection/* describeError */.Uc),
  fN: () => (/* reexport */ pool/* freshServers */.fN),
  loadServerConfig: () => (/* reexport */ config/* loadServerConfig */.EN),
  nS: () => (/* reexport */ pool/* openServers */.nS),
  xP: () => (/* reexport */ pool/* poolFrom */.xP),
  readServerFile: () => (/* reexport */ config/* readServerFile */.mq),
  Cf: () => (/* reexport */ pool/* waitForReady */.Cf)
});

// UNUSED EXPORTS: DEFAULT_SERVER, contentProblem, directToolNames, gatewayToolName, parseServerConfig, sanitizeToolName, schemaHash, secretValues, stdioEnvironment

// EXTERNAL MODULE: ./src/mcp/config.ts + 1 modules
var config = __webpack_require__(64266);
// EXTERNAL MODULE: ./src/mcp/connection.ts + 6 modules
var connection = __webpack_require__(52088);
// EXTERNAL MODULE: ./src/mcp/pool.ts
var pool = __webpack_require__(42904);
;// CONCATENATED MODULE: ./src/mcp/shared.ts

class SharedServers {
    opts;
    /** The connection each server's next user gets, by server name. */
    current = new Map();
    /** Every open connection, current or retired. */
    byConnection = new Map();
    /** Closes under way, waited for by drop(). */
    closing = new Set();
    constructor(opts) {
        this.opts = opts;
    }
    async open(config) {
        let lent = this.current.get(config.name);
        let after;
        if (lent?.conn && !lent.conn.healthy) {
            after = lent.conn.closedReason ?? lent.conn.doubt ?? undefined;
            this.retire(lent);
            lent = undefined;
        }
        lent ??= this.start(config, after);
        lent.users++;
        try {
            return await lent.opening;
        }
        catch (e) {
            lent.users--;
            throw e;
        }
    }
    async release(conn) {
        const lent = this.byConnection.get(conn);
        // Dropped while lent (drop() is for when no scenario runs): closed already, or closed now.
        if (!lent)
            return conn.close();
        lent.users--;
        if (lent.retired && lent.users === 0)
            await this.close(lent);
    }
    /** Close every connection: the next scenario opens its servers anew. Only while no scenario runs. */
    async drop() {
        const all = new Set([...this.current.values(), ...this.byConnection.values()]);
        this.current.clear();
        this.byConnection.clear();
        const closed = [...all].map((l) => l.opening.then((conn) => conn.close(), () => undefined));
        await Promise.all([...closed, ...this.closing]);
    }
    /** A new connection of the server; `after`: why the one before it was let go of. */
    start(config, after) {
        const opts = after ? { ...this.opts, after } : this.opts;
        const lent = { opening: connection/* ServerConnection */.m5.open(config, opts), conn: null, users: 0, retired: false };
        this.current.set(config.name, lent);
        lent.opening.then((conn) => {
            lent.conn = conn;
            this.byConnection.set(conn, lent);
        }, 
        // A server that failed to open is tried again by the next scenario that needs it.
        () => {
            if (this.current.get(config.name) === lent)
                this.current.delete(config.name);
        });
        return lent;
    }
    retire(lent) {
        this.current.delete(lent.conn.name);
        lent.retired = true;
        // Not waited for: the next scenario starts its new server meanwhile.
        if (lent.users === 0)
            void this.close(lent);
    }
    close(lent) {
        const conn = lent.conn;
        this.byConnection.delete(conn);
        const closing = conn.close().finally(() => this.closing.delete(closing));
        this.closing.add(closing);
        return closing;
    }
}

// EXTERNAL MODULE: ./src/results/trajectory.ts + 2 modules
var trajectory = __webpack_require__(32899);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(74976);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js + 1 modules
var types = __webpack_require__(330);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/util/zod.ts
var zod = __webpack_require__(12001);
// EXTERNAL MODULE: ./src/mcp/names.ts
var mcp_names = __webpack_require__(61896);
// EXTERNAL MODULE: ./src/mcp/server-tools.ts
var server_tools = __webpack_require__(53647);
// EXTERNAL MODULE: ./src/mcp/stored-result.ts
var stored_result = __webpack_require__(69567);
// EXTERNAL MODULE: ./src/mcp/task-call.ts
var task_call = __webpack_require__(6632);
// EXTERNAL MODULE: ./src/tracing/context.ts
var context = __webpack_require__(80333);
;// CONCATENATED MODULE: ./src/mcp/call.ts











/** One call from its start to its recorded outcome. Each outcome method records once and returns the agent's answer. */
class CallAttempt {
    recorder;
    request;
    answerer;
    started = performance.now();
    startedAt = new Date().toISOString();
    /** The progress and task status the server reports meanwhile. */
    notes = new task_call/* CallNotes */.c4();
    /** Its tools/call's client span, filled as the request is sent (tracing/mcp.ts). */
    span = {};
    constructor(recorder, request, answerer) {
        this.recorder = recorder;
        this.request = request;
        this.answerer = answerer;
    }
    /** The harness refused the call (unknown name, invalid input, dead server, timeout): the reason is the answer. */
    reject(message) {
        return this.answerText(message, true, true);
    }
    /** The server answered with a JSON-RPC error: its answer, not the harness's. */
    serverError(message) {
        return this.answerText(message, true, false);
    }
    /** An answer the harness gives itself (the gateway's `list`). */
    answer(text) {
        return this.answerText(text, false, false);
    }
    /**
     * The server's result, rendered for the model and recorded as sent (a tool's own isError included),
     * up to a size: see stored-result.ts.
     */
    succeed(result) {
        const content = (result.content ?? []);
        const isError = result.isError === true;
        const stored = (0,stored_result/* storedResult */.R)(content, result.structuredContent);
        this.record({
            content: stored.content,
            ...(stored.structured === undefined ? {} : { structured_content: stored.structured }),
            is_error: isError,
            ...(stored.truncated ? { result_truncated: stored.truncated } : {}),
        });
        return { text: renderForModel(content, result.structuredContent), is_error: isError };
    }
    /**
     * The call threw. A JSON-RPC error, or a result that is not an MCP result, is the server's answer;
     * anything else (the server exited, no answer in time, the transport failed) interrupted the call.
     */
    fail(e) {
        if (e instanceof types/* McpError */.Nh)
            return this.serverError(e.message);
        if ((0,zod/* isZodError */.M$)(e))
            return this.serverError(`the result is not an MCP tool result: ${(0,zod/* summarizeIssues */.ME)(e)}`);
        const message = (0,errors/* isEvalError */.Fv)(e, 'call') ? e.message : `server "${this.request.server}": ${(0,connection/* describeError */.Uc)(e)}`;
        return this.answerText(message, true, true, true);
    }
    answerText(text, isError, byHarness, interrupted = false) {
        this.record({
            content: [{ type: 'text', text }],
            is_error: isError,
            ...(byHarness ? { harness_error: text } : {}),
            ...(interrupted ? { interrupted: true } : {}),
        });
        return { text, is_error: isError };
    }
    record(outcome) {
        const r = this.request;
        this.recorder.toolCall({
            type: 'tool_call',
            id: r.id,
            server: r.server,
            tool: r.tool,
            discovery: r.discovery,
            arguments: r.arguments,
            ...outcome,
            started_at: this.startedAt,
            duration_ms: Math.round((performance.now() - this.started) * 100) / 100,
            ...(r.toolUseId === undefined ? {} : { tool_use_id: r.toolUseId }),
            ...(this.span.ids ? { span: this.span.ids } : {}),
            ...this.asks(),
            ...this.notes.record(),
        });
    }
    /** What the server asked during the call, recorded with it. */
    asks() {
        const asks = this.answerer?.take() ?? [];
        return asks.length ? { asks } : {};
    }
}
/**
 * Each tool list a connection holds, compiled once (lookup, `list` text, validators with their own
 * compiler): a connection shared by many scenarios (shared.ts) is compiled for the first, not for each.
 * Keyed by the list itself, so a changed list compiles anew and a dropped one is collected with it.
 */
const compiledLists = new WeakMap();
/** Runs and records the calls of one tool host. */
class CallExecutor {
    pool;
    recorder;
    limits;
    /** The server of each call under way, one entry a call. */
    pending = [];
    constructor(pool, recorder, limits) {
        this.pool = pool;
        this.recorder = recorder;
        this.limits = limits;
    }
    /** Start a call now: its duration counts from here. */
    start(request) {
        return new CallAttempt(this.recorder, request, this.limits.answerer);
    }
    /** The server's tools as last listed, compiled once per list. */
    toolsOf(conn) {
        let tools = compiledLists.get(conn.tools);
        if (!tools) {
            tools = new server_tools/* ServerTools */.t(conn.name, conn.tools, new server_tools/* ValidatorFactory */.B());
            compiledLists.set(conn.tools, tools);
        }
        return tools;
    }
    /** The server's tools, fetched again first if it said they changed (a failed fetch keeps the old list). */
    async freshTools(conn) {
        if (conn.toolsStale && conn.closedReason === null)
            await conn.refreshTools(this.limits.timeoutMs, this.limits.signal).catch(() => undefined);
        return this.toolsOf(conn);
    }
    /** The server of each call under way (compiling its tools, or waiting for its answer): what the run's limit cuts. */
    underWay() {
        return this.pending;
    }
    /**
     * Call `tool` on `server` and record it under its canonical id. `args` is the object, or the
     * JSON text a model wrote for it. Unknown names and invalid arguments never reach the server.
     */
    async execute(server, tool, args, toolUseId) {
        this.pending.push(server);
        try {
            return await this.executeNow(server, tool, args, toolUseId);
        }
        finally {
            this.pending.splice(this.pending.indexOf(server), 1);
        }
    }
    async executeNow(server, tool, args, toolUseId) {
        const parsed = typeof args === 'string' ? parseInputs(args) : { value: args };
        const attempt = this.start({
            id: (0,trajectory/* canonicalId */.iS)(server, tool),
            server,
            tool,
            discovery: false,
            arguments: parsed.value ?? { tool_inputs: args },
            toolUseId,
        });
        const conn = this.pool.get(server);
        if (!conn) {
            const names = this.pool.connections.map((c) => c.name);
            return attempt.reject(`unknown server "${server}".${(0,mcp_names/* suggest */.ZA)(server, names)} Configured servers: ${names.join(', ')}`);
        }
        if (parsed.error !== undefined)
            return attempt.reject(`tool_inputs is not a JSON object: ${parsed.error}`);
        const tools = conn.toolsStale ? await this.freshTools(conn) : this.toolsOf(conn); // no extra await on the hot path
        const refusal = tools.refusal(tool, attempt.request.arguments);
        if (refusal !== undefined)
            return attempt.reject(refusal);
        let result;
        try {
            const { timeoutMs, signal, answerer } = this.limits;
            const call = () => conn.callTool(tool, attempt.request.arguments, timeoutMs, signal, answerer, attempt.notes);
            result = await (0,context/* withCallSpan */.H$)(attempt.span, call);
        }
        catch (e) {
            return attempt.fail(e);
        }
        const outcome = attempt.succeed(result);
        // A call that changed the tool list (tools/list_changed): read before the model's next turn is offered the tools.
        if (conn.toolsStale)
            await this.freshTools(conn);
        return outcome;
    }
}
function parseInputs(text) {
    if (text.trim() === '')
        return { value: {} };
    try {
        const v = JSON.parse(text);
        return (0,json/* isRecord */.u4)(v) ? { value: v } : { error: `expected an object, got ${text.slice(0, 100)}` };
    }
    catch (e) {
        return { error: (0,errors/* errorMessage */.gJ)(e) };
    }
}
/** The result as the model reads it: text blocks as they are, other blocks summarised. */
function renderForModel(content, structured) {
    const parts = content.map((b) => {
        if (b.type === 'text')
            return b.text ?? '';
        if (b.type === 'resource') {
            const r = b.resource;
            return r?.text ?? `[resource ${r?.uri ?? ''}]`;
        }
        if (b.type === 'resource_link')
            return `[resource link ${String(b.uri ?? '')}${b.name ? ` (${String(b.name)})` : ''}]`;
        return `[${b.type}${b.mimeType ? ` ${String(b.mimeType)}` : ''}]`;
    });
    if (parts.length === 0 && structured !== undefined)
        return JSON.stringify(structured);
    return parts.join('\n');
}

;// CONCATENATED MODULE: ./src/mcp/exposure.ts



/** `mcp_<S>` per server: `list` answers with the server's tools, `execute` runs one of them. */
class GatewayExposure {
    executor;
    listMode;
    byToolName;
    tools;
    /** UTF-8 bytes of what the gateway told the model about the tools: its list answers and the schemas it added. */
    discoveryBytes = 0;
    constructor(pool, executor, listMode = 'full') {
        this.executor = executor;
        this.listMode = listMode;
        this.byToolName = new Map(pool.connections.map((c) => [(0,mcp_names/* gatewayToolName */.cD)(c.name), c]));
        if (this.byToolName.size !== pool.connections.length)
            throw new errors/* EvalError */.Fn('config', 'two servers map to the same gateway tool name');
        this.tools = pool.connections.map((c) => gatewayDefinition(c, listMode));
    }
    modelTools() {
        return this.tools;
    }
    call(name, input, toolUseId) {
        const conn = this.byToolName.get(name);
        return conn && this.callGateway(conn, input, toolUseId);
    }
    async callGateway(conn, input, toolUseId) {
        const gw = (0,mcp_names/* gatewayToolName */.cD)(conn.name);
        const obj = (0,json/* isRecord */.u4)(input) ? input : {};
        const action = obj.action ?? 'list';
        // The gateway's own actions and refusals are recorded as `mcp_<S>:<action>`, with no tool.
        const start = (what, discovery = false) => this.executor.start({ id: `${gw}:${what}`, server: conn.name, tool: null, discovery, arguments: obj, toolUseId });
        if (!(0,json/* isRecord */.u4)(input) || (action !== 'list' && action !== 'execute')) {
            const got = JSON.stringify(input === undefined ? null : (0,json/* isRecord */.u4)(input) ? action : input);
            return start('invalid').reject(`${gw}: "action" must be "list" or "execute" (got ${got})`);
        }
        const toolName = typeof obj.tool_name === 'string' && obj.tool_name !== '' ? obj.tool_name : null;
        // The full list is the seed's: a `tool_name` with it changes nothing.
        if (action === 'list')
            return this.list(conn, start('list', true), this.listMode === 'compact' ? toolName : null);
        if (toolName === null) {
            const attempt = start('execute');
            const names = this.executor.toolsOf(conn).names.join(', ');
            return attempt.reject(`${gw}: action "execute" needs "tool_name", one of: ${names || '(none)'}`);
        }
        const inputs = obj.tool_inputs ?? {};
        const args = typeof inputs === 'string' || (0,json/* isRecord */.u4)(inputs) ? inputs : JSON.stringify(inputs);
        const outcome = await this.executor.execute(conn.name, toolName, args, toolUseId);
        return this.listMode === 'compact' && outcome.is_error ? this.withSchema(conn, toolName, outcome) : outcome;
    }
    /**
     * The server's tools, fetched again if they changed: every tool with its description and input schema (full), or
     * names and one-line descriptions (compact); with `tool_name` (compact), that tool's whole definition.
     */
    async list(conn, attempt, toolName) {
        if (conn.closedReason !== null)
            return attempt.reject(`server "${conn.name}" is not connected: ${conn.closedReason}`);
        const tools = await this.executor.freshTools(conn);
        const text = toolName === null ? undefined : tools.definitionText(toolName);
        if (toolName !== null && text === undefined)
            return attempt.reject(tools.refusal(toolName, {}));
        return this.told(attempt.answer(text ?? (this.listMode === 'compact' ? tools.compactListText : tools.listText)));
    }
    /** A failed execute of a tool the model has not been shown whole (compact): its definition comes with the error. */
    withSchema(conn, toolName, outcome) {
        const def = this.executor.toolsOf(conn).definitionText(toolName);
        if (def === undefined || outcome.text.includes('Expected input schema'))
            return outcome;
        return this.told({ ...outcome, text: `${outcome.text}\n\nThe tool's definition: ${def}` }, outcome.text);
    }
    /** Counts what `outcome` tells the model about the tools (beyond `before`, the text it had already). */
    told(outcome, before = '') {
        this.discoveryBytes += Buffer.byteLength(outcome.text) - Buffer.byteLength(before);
        return outcome;
    }
}
/** Each MCP tool as a model tool of its own, named `mcp__<S>__<tool>` (made valid and unique). */
class DirectExposure {
    pool;
    executor;
    /** Rebuilt only when a server's tool list changes. */
    cache = null;
    constructor(pool, executor) {
        this.pool = pool;
        this.executor = executor;
    }
    modelTools() {
        return this.current().tools;
    }
    call(name, input, toolUseId) {
        const pair = this.current().names.get(name);
        if (!pair)
            return undefined;
        const args = (0,json/* isRecord */.u4)(input) ? input : typeof input === 'string' ? input : JSON.stringify(input ?? {});
        return this.executor.execute(pair.server, pair.tool, args, toolUseId);
    }
    current() {
        const lists = this.pool.connections.map((c) => c.tools);
        if (this.cache && this.cache.lists.every((l, i) => l === lists[i]))
            return this.cache;
        const pairs = this.pool.connections.flatMap((c) => c.tools.map((t) => ({ server: c.name, tool: t.name, def: t })));
        const names = (0,mcp_names/* directToolNames */.QY)(pairs.map(({ server, tool }) => ({ server, tool })));
        const byPair = new Map(pairs.map((p) => [`${p.server}\u0000${p.tool}`, p.def]));
        const tools = [...names].map(([name, p]) => {
            const def = byPair.get(`${p.server}\u0000${p.tool}`);
            return {
                name,
                description: def.description ?? `Tool "${p.tool}" of MCP server "${p.server}"`,
                input_schema: def.inputSchema,
            };
        });
        this.cache = { lists, tools, names };
        return this.cache;
    }
}
function gatewayDefinition(conn, listMode) {
    if (listMode === 'compact')
        return compactDefinition(conn);
    return {
        name: (0,mcp_names/* gatewayToolName */.cD)(conn.name),
        description: `Gateway to the tools of MCP server "${conn.name}"${about(conn)}. ` +
            `Call with action "list" to get every tool's name, description and input schema; ` +
            `then call with action "execute", "tool_name" set to one of those names ` +
            `and "tool_inputs" an object matching that tool's input schema.`,
        input_schema: {
            type: 'object',
            properties: {
                action: {
                    type: 'string',
                    enum: ['list', 'execute'],
                    default: 'list',
                    description: '"list" to show the available tools, "execute" to run one of them',
                },
                tool_name: { type: 'string', description: 'Name of the tool to execute (required when action is "execute")' },
                tool_inputs: {
                    type: 'object',
                    description: 'Arguments for the tool, matching its input schema (when action is "execute")',
                    additionalProperties: true,
                },
            },
        },
    };
}
/** The compact gateway: the same inputs in fewer words (the system prompt and the list's first line say the rest). */
function compactDefinition(conn) {
    return {
        name: (0,mcp_names/* gatewayToolName */.cD)(conn.name),
        description: `Gateway to MCP server "${conn.name}"${about(conn)}. "list": each tool's name and purpose; "list" with ` +
            `"tool_name": its description and input schema; "execute" with "tool_name" and "tool_inputs": run it.`,
        input_schema: {
            type: 'object',
            properties: {
                action: { type: 'string', enum: ['list', 'execute'], default: 'list' },
                tool_name: { type: 'string', description: 'The tool to describe ("list") or run ("execute")' },
                tool_inputs: {
                    type: 'object',
                    description: 'Its arguments, matching its input schema',
                    additionalProperties: true,
                },
            },
        },
    };
}
/** ` (mcp-hub 4.2.1)`: what the server said it is. */
function about(conn) {
    const info = conn.serverInfo;
    return info ? ` (${info.name} ${info.version})` : '';
}

;// CONCATENATED MODULE: ./src/mcp/tool-host.ts






/** Tokens estimated from UTF-8 bytes, as the benchmarks and the Messages API emulator count: bytes / 4. */
function estimateTokens(bytes) {
    return Math.ceil(bytes / 4);
}
const definitionTokens = (tools) => estimateTokens(Buffer.byteLength(JSON.stringify(tools)));
function createToolHost(pool, recorder, opts) {
    const { signal, answerer } = opts;
    const executor = new CallExecutor(pool, recorder, { timeoutMs: opts.callTimeoutMs, signal, answerer });
    // Built in either exposure: it refuses servers whose names give the same gateway tool.
    const gateway = new GatewayExposure(pool, executor, opts.list);
    const direct = new DirectExposure(pool, executor);
    const exposure = opts.exposure === 'gateway' ? gateway : direct;
    /** A model call that reaches no tool, recorded under the name the model gave, answered with why. */
    function refuse(name, input, why, toolUseId) {
        const args = (0,json/* isRecord */.u4)(input) ? input : {};
        return executor
            .start({ id: name, server: '', tool: null, discovery: false, arguments: args, toolUseId })
            .reject(why);
    }
    /** A model tool that is not on offer: refused, naming the nearest one and all of them. */
    function unknownModelTool(name, input, toolUseId) {
        const offered = exposure.modelTools().map((t) => t.name);
        const why = `unknown tool "${name}".${(0,mcp_names/* suggest */.ZA)(name, offered)} Available tools: ${offered.join(', ')}`;
        return refuse(name, input, why, toolUseId);
    }
    return {
        modelTools: () => exposure.modelTools(),
        async callModelTool(name, input, toolUseId) {
            try {
                return await (exposure.call(name, input, toolUseId) ?? unknownModelTool(name, input, toolUseId));
            }
            catch (e) {
                return internalError(e);
            }
        },
        refuseModelCall: (name, reason, toolUseId) => refuse(name, {}, reason, toolUseId),
        async callCanonical(id, args) {
            try {
                const p = (0,trajectory/* parseCanonicalId */.bG)(id);
                if (!p) {
                    const attempt = executor.start({ id, server: '', tool: null, discovery: false, arguments: args });
                    return attempt.reject(`"${id}" is not a canonical tool id mcp__<server>__<tool>`);
                }
                return await executor.execute(p.server, p.tool, args);
            }
            catch (e) {
                return internalError(e);
            }
        },
        snapshots: () => pool.snapshots(),
        gateway: opts.exposure === 'gateway',
        compactList: opts.exposure === 'gateway' && opts.list === 'compact',
        callsUnderWay: () => executor.underWay(),
        toolTokens: () => ({
            definitions: definitionTokens(exposure.modelTools()),
            discovery: exposure === gateway ? estimateTokens(gateway.discoveryBytes) : 0,
            direct: definitionTokens(direct.modelTools()),
        }),
    };
}
/** A bug of ours, still answered as an error result: the agent's run goes on. */
function internalError(e) {
    return { text: `internal error in the tool host: ${(0,connection/* describeError */.Uc)(e)}`, is_error: true };
}

// EXTERNAL MODULE: ./src/mcp/asks.ts
var asks = __webpack_require__(23092);
;// CONCATENATED MODULE: ./src/mcp/index.ts
// MCP servers: configuration (mcp.json), connections, and the tool host agents call through.
//   config.ts       mcp.json: parse, expand ${VAR}, the secrets a report must hide
//   connection.ts   one SDK client per server (stdio, streamable HTTP, SSE), deadlines, errors
//   transport.ts    the SDK transport of a configured server, a stdio server's environment and stderr
//   protocol-tap.ts the protocol version of the handshake: the one the server answered, or another asked for
//   stdio.ts        the stdio transport: a server in its own process group, ended with it
//   tool-list.ts    tools/list read leniently and bounded; deviations from the MCP schema as findings
//   advertised.ts   prompts, resources and resource templates, as the capabilities declare them, bounded
//   snapshot.ts     what a connection records of its server: its whole contract
//   pool.ts         the servers of one run, opened and closed together (or lent and given back)
//   shared.ts       the servers shared by a run's scenarios (reset none): opened once, lent, reopened when dead
//   tool-host.ts    createToolHost: an exposure in front of the call executor
//   exposure.ts     gateway `mcp_<S>` (list | execute) or direct tools: model input -> executor call
//   call.ts         CallExecutor and CallAttempt: check, call and record every MCP tool call
//   server-tools.ts a server's tool list compiled: lookup, `list` text, input validators (RE2 patterns)
//   stored-result.ts what a trajectory keeps of a tool result: capped, with the size and sha256 of the whole
//   names.ts        model tool names, schema hash, "did you mean"









/***/ }),

/***/ 53647:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ ValidatorFactory),
/* harmony export */   t: () => (/* binding */ ServerTools)
/* harmony export */ });
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(42463);
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_6___default = /*#__PURE__*/__webpack_require__.n(ajv__WEBPACK_IMPORTED_MODULE_6__);
/* harmony import */ var ajv_dist_2019_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(60878);
/* harmony import */ var ajv_dist_2019_js__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(ajv_dist_2019_js__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(52210);
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var re2js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2856);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49997);
/* harmony import */ var _util_memo_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6012);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61896);
// What one server's tool list compiles to: the lookup by name, the gateway's `list` answer
// and the input validators. Built once per list the server sends; a new list, a new object.







/**
 * Ajv's regular expressions (`pattern`, `patternProperties`) run on RE2 (re2js, pure JavaScript):
 * linear in the input, so a server's `"pattern": "^(a+)+$"` cannot freeze the run the way the
 * backtracking RegExp does. A pattern RE2 cannot read (lookaround, backreferences) is not checked
 * here: the server judges that input. Ajv keys its cache by toString(): the pattern itself.
 */
const linearRegExp = Object.assign((pattern) => {
    const toString = () => pattern;
    try {
        const re = re2js__WEBPACK_IMPORTED_MODULE_2__/* .RE2JS */ .L3.compile(pattern);
        return { test: (s) => re.test(s), toString };
    }
    catch {
        return { test: () => true, toString };
    }
}, { code: 'linearRegExp' });
class ServerTools {
    server;
    list;
    compiler;
    byName;
    /** The gateway's `list` answer, serialised once. */
    listText;
    compact;
    /** Compiled on first use; null when the schema does not compile. */
    validators = new Map();
    constructor(server, 
    /** The list as the connection holds it: a different array means the list changed. */
    list, compiler) {
        this.server = server;
        this.list = list;
        this.compiler = compiler;
        this.byName = new Map(list.map((t) => [t.name, t]));
        this.listText = JSON.stringify({
            server,
            tools: list.map((t) => ({ name: t.name, description: t.description ?? '', input_schema: t.inputSchema })),
        });
    }
    get names() {
        return [...this.byName.keys()];
    }
    /**
     * The compact `list` answer (gateway-list compact): each tool's name and the first sentence of its description,
     * one per line, and how to ask for one tool's whole definition. Made on first use.
     */
    get compactListText() {
        this.compact ??= [
            `${this.list.length} tool(s) of MCP server "${this.server}", as name: purpose. ` +
                'A tool\'s description and input schema: {"action": "list", "tool_name": "<name>"}.',
            ...this.list.map((t) => `${t.name}: ${firstSentence(t.description ?? '')}`),
        ].join('\n');
        return this.compact;
    }
    /** One tool's whole definition, as `list` gives every tool's (JSON); undefined when the server has no such tool. */
    definitionText(tool) {
        const t = this.byName.get(tool);
        return (t &&
            JSON.stringify({
                server: this.server,
                name: t.name,
                description: t.description ?? '',
                input_schema: t.inputSchema,
            }));
    }
    /** Why these arguments must not reach the server (unknown tool, input against the schema); undefined if they may. */
    refusal(tool, args) {
        const def = this.byName.get(tool);
        if (!def) {
            const names = this.names;
            return (`unknown tool "${tool}" on server "${this.server}".${(0,_names_js__WEBPACK_IMPORTED_MODULE_1__/* .suggest */ .ZA)(tool, names)} ` +
                `Available tools: ${names.join(', ') || '(none)'}`);
        }
        const validate = this.validator(tool, def);
        if (!validate || validate(args))
            return undefined;
        const problems = (validate.errors ?? [])
            .map((e) => `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}`)
            .join('; ');
        return (`invalid tool_inputs for "${tool}" on server "${this.server}": ${problems}. ` +
            `Expected input schema: ${JSON.stringify(def.inputSchema)}`);
    }
    validator(tool, def) {
        let validate = this.validators.get(tool);
        if (validate === undefined) {
            validate = this.compiler.compile(def.inputSchema);
            this.validators.set(tool, validate);
        }
        return validate;
    }
}
/** Longest one-line description in a compact list. */
const ONE_LINE_MAX = 100;
/** A description's first sentence of its first line, shortened: what the tool does, in a line. */
function firstSentence(description) {
    const line = description.trim().split('\n')[0].trim();
    const sentence = /^(.+?[.!?])(?:\s|$)/.exec(line)?.[1] ?? line;
    return (0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncate */ .xv)(sentence, ONE_LINE_MAX);
}
/**
 * One compiler per JSON Schema dialect, shared by every factory of the process: a new Ajv compiles its meta-schema on
 * first use (~25 ms), once per server and connection before (a fuzz batch of 100 servers spent a sixth of its CPU on
 * it). Schemas with an `$id` are not kept (addUsedSchema false), so servers never clash.
 */
const OPTIONS = {
    strict: false,
    allErrors: true,
    validateFormats: false,
    addUsedSchema: false,
    logger: false,
    code: { regExp: linearRegExp },
};
let draft7;
let draft2019;
let draft2020;
/**
 * What a schema compiled to, by its text, for the schemas of up to CACHED_TEXT characters: servers and connections
 * list the same schemas again (each connection's list, each scenario's lookup, the contract's check), and compiling
 * was 6% of the CLI's CPU on a fuzz batch. A validator is called and its `errors` read at once (refusal), so one
 * serves every lookup.
 */
const compiled = new _util_memo_js__WEBPACK_IMPORTED_MODULE_0__/* .KeyedMemo */ .zC(512);
const CACHED_TEXT = 16 * 1024;
class ValidatorFactory {
    /** A validator for the schema, or null when it cannot be compiled (the server then judges the input). */
    compile(schema) {
        return this.attempt(schema).validate;
    }
    /** Why the schema does not compile (Ajv's message); null when it does. */
    compileError(schema) {
        return this.attempt(schema).error;
    }
    attempt(schema) {
        const text = JSON.stringify(schema);
        if (text.length > CACHED_TEXT)
            return this.compileNow(schema);
        return compiled.get(text, () => this.compileNow(schema));
    }
    compileNow(schema) {
        const { $schema, ...rest } = schema;
        const dialect = typeof $schema === 'string' ? $schema : '';
        const ajv = dialect.includes('2020-12')
            ? (draft2020 ??= new ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_4__.Ajv2020(OPTIONS))
            : dialect.includes('2019-09')
                ? (draft2019 ??= new ajv_dist_2019_js__WEBPACK_IMPORTED_MODULE_5__.Ajv2019(OPTIONS))
                : (draft7 ??= new ajv__WEBPACK_IMPORTED_MODULE_6__.Ajv(OPTIONS));
        try {
            return { validate: ajv.compile(rest), error: null };
        }
        catch (e) {
            // A schema within the message bounds (protocol-tap.ts) overflows the compiler's stack only by a `$ref` that leads
            // back to itself with nothing in between: said so, not as the RangeError's words.
            if (e instanceof RangeError)
                return { validate: null, error: 'a $ref leads back to itself without end' };
            return { validate: null, error: e instanceof Error ? e.message : String(e) };
        }
        finally {
            // Not kept in Ajv's cache (keyed by this copy, never asked again): a long run holds only the validators in use.
            // One with an `$id` stays: removing it removes what the compiler holds under that id, its meta-schema too.
            if (rest.$id === undefined)
                ajv.removeSchema(rest);
        }
    }
}


/***/ }),

/***/ 69567:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ storedResult)
/* harmony export */ });
/* unused harmony export MAX_STORED_CHARS */
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74976);

/** Characters of string values a stored result keeps, summed over all of them. */
const MAX_STORED_CHARS = 64 * 1024;
function storedResult(content, structured) {
    const whole = { content, structured };
    if (stringChars(whole, MAX_STORED_CHARS) <= MAX_STORED_CHARS)
        return whole;
    const json = JSON.stringify(whole);
    let budget = MAX_STORED_CHARS;
    const cut = (v) => {
        if (typeof v === 'string') {
            const kept = v.length <= budget ? v : `${prefix(v, budget)}…`;
            budget = Math.max(0, budget - kept.length);
            return kept;
        }
        if (Array.isArray(v))
            return v.map(cut);
        if (v !== null && typeof v === 'object')
            return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, cut(x)]));
        return v;
    };
    const kept = cut(whole);
    return { ...kept, truncated: { bytes: Buffer.byteLength(json, 'utf8'), sha256: (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256 */ .sc)(json) } };
}
/** The first `n` UTF-16 units of `s`, one fewer if the last would be half of a surrogate pair. */
function prefix(s, n) {
    const code = s.charCodeAt(n - 1);
    return s.slice(0, code >= 0xd800 && code <= 0xdbff ? n - 1 : n);
}
/** Characters of the string values in `v`, counted until they pass `limit` (then any larger number). */
function stringChars(v, limit) {
    if (typeof v === 'string')
        return v.length;
    let n = 0;
    const items = Array.isArray(v) ? v : v !== null && typeof v === 'object' ? Object.values(v) : [];
    for (const x of items) {
        n += stringChars(x, limit - n);
        if (n > limit)
            break;
    }
    return n;
}


/***/ })

};
