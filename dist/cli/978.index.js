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
// EXTERNAL MODULE: ./src/mcp/server-tools.ts + 2 modules
var server_tools = __webpack_require__(45604);
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

/***/ 45604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  t: () => (/* binding */ ServerTools),
  B: () => (/* binding */ ValidatorFactory)
});

// NAMESPACE OBJECT: ./src/mcp/meta-validators.generated.ts
var meta_validators_generated_namespaceObject = {};
__webpack_require__.r(meta_validators_generated_namespaceObject);
__webpack_require__.d(meta_validators_generated_namespaceObject, {
  draft2019: () => (draft2019),
  draft2020: () => (draft2020),
  draft7: () => (draft7)
});

// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var ajv = __webpack_require__(42463);
// EXTERNAL MODULE: ./node_modules/ajv/dist/2019.js
var _2019 = __webpack_require__(60878);
// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(52210);
// EXTERNAL MODULE: ./node_modules/fast-deep-equal/index.js
var fast_deep_equal = __webpack_require__(23430);
var fast_deep_equal_default = /*#__PURE__*/__webpack_require__.n(fast_deep_equal);
// EXTERNAL MODULE: ./node_modules/re2js/build/index.js
var build = __webpack_require__(2856);
;// CONCATENATED MODULE: ./src/mcp/meta-options.ts
// Ajv's options for the tool schemas (server-tools.ts) and for the meta-schema validators generated with them
// (scripts/meta-validators.ts), so that both judge a schema alike. The meta-schemas' two patterns (`$anchor`, `$id`)
// run on RegExp in the generated code, on RE2 in the compilers: the same matches for those anchored ASCII classes.
const META_OPTIONS = {
    strict: false,
    allErrors: true,
    validateFormats: false,
    addUsedSchema: false,
    logger: false,
};

;// CONCATENATED MODULE: ./src/mcp/meta-validators.generated.ts
// Generated by scripts/meta-validators.ts from Ajv's meta-schemas: do not edit (src/mcp/server-tools.ts).
// @ts-nocheck
function draft7(module, equal) {
    module.exports = validate0;
    module.exports.default = validate0;
    const schema0 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "http://json-schema.org/draft-07/schema#", "title": "Core schema meta-schema", "definitions": { "schemaArray": { "type": "array", "minItems": 1, "items": { "$ref": "#" } }, "nonNegativeInteger": { "type": "integer", "minimum": 0 }, "nonNegativeIntegerDefault0": { "allOf": [{ "$ref": "#/definitions/nonNegativeInteger" }, { "default": 0 }] }, "simpleTypes": { "enum": ["array", "boolean", "integer", "null", "number", "object", "string"] }, "stringArray": { "type": "array", "items": { "type": "string" }, "uniqueItems": true, "default": [] } }, "type": ["object", "boolean"], "properties": { "$id": { "type": "string", "format": "uri-reference" }, "$schema": { "type": "string", "format": "uri" }, "$ref": { "type": "string", "format": "uri-reference" }, "$comment": { "type": "string" }, "title": { "type": "string" }, "description": { "type": "string" }, "default": true, "readOnly": { "type": "boolean", "default": false }, "examples": { "type": "array", "items": true }, "multipleOf": { "type": "number", "exclusiveMinimum": 0 }, "maximum": { "type": "number" }, "exclusiveMaximum": { "type": "number" }, "minimum": { "type": "number" }, "exclusiveMinimum": { "type": "number" }, "maxLength": { "$ref": "#/definitions/nonNegativeInteger" }, "minLength": { "$ref": "#/definitions/nonNegativeIntegerDefault0" }, "pattern": { "type": "string", "format": "regex" }, "additionalItems": { "$ref": "#" }, "items": { "anyOf": [{ "$ref": "#" }, { "$ref": "#/definitions/schemaArray" }], "default": true }, "maxItems": { "$ref": "#/definitions/nonNegativeInteger" }, "minItems": { "$ref": "#/definitions/nonNegativeIntegerDefault0" }, "uniqueItems": { "type": "boolean", "default": false }, "contains": { "$ref": "#" }, "maxProperties": { "$ref": "#/definitions/nonNegativeInteger" }, "minProperties": { "$ref": "#/definitions/nonNegativeIntegerDefault0" }, "required": { "$ref": "#/definitions/stringArray" }, "additionalProperties": { "$ref": "#" }, "definitions": { "type": "object", "additionalProperties": { "$ref": "#" }, "default": {} }, "properties": { "type": "object", "additionalProperties": { "$ref": "#" }, "default": {} }, "patternProperties": { "type": "object", "additionalProperties": { "$ref": "#" }, "propertyNames": { "format": "regex" }, "default": {} }, "dependencies": { "type": "object", "additionalProperties": { "anyOf": [{ "$ref": "#" }, { "$ref": "#/definitions/stringArray" }] } }, "propertyNames": { "$ref": "#" }, "const": true, "enum": { "type": "array", "items": true, "minItems": 1, "uniqueItems": true }, "type": { "anyOf": [{ "$ref": "#/definitions/simpleTypes" }, { "type": "array", "items": { "$ref": "#/definitions/simpleTypes" }, "minItems": 1, "uniqueItems": true }] }, "format": { "type": "string" }, "contentMediaType": { "type": "string" }, "contentEncoding": { "type": "string" }, "if": { "$ref": "#" }, "then": { "$ref": "#" }, "else": { "$ref": "#" }, "allOf": { "$ref": "#/definitions/schemaArray" }, "anyOf": { "$ref": "#/definitions/schemaArray" }, "oneOf": { "$ref": "#/definitions/schemaArray" }, "not": { "$ref": "#" } }, "default": true };
    const schema1 = { "type": "integer", "minimum": 0 };
    const schema7 = { "type": "array", "items": { "type": "string" }, "uniqueItems": true, "default": [] };
    const schema9 = { "enum": ["array", "boolean", "integer", "null", "number", "object", "string"] };
    const schema2 = { "allOf": [{ "$ref": "#/definitions/nonNegativeInteger" }, { "default": 0 }] };
    function validate1(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (!((typeof data == "number") && (!(data % 1) && !isNaN(data)))) {
        const err0 = { instancePath, schemaPath: "#/definitions/nonNegativeInteger/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    } if (typeof data == "number") {
        if (data < 0 || isNaN(data)) {
            const err1 = { instancePath, schemaPath: "#/definitions/nonNegativeInteger/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    } validate1.errors = vErrors; return errors === 0; }
    const schema4 = { "type": "array", "minItems": 1, "items": { "$ref": "#" } };
    const root0 = { validate: validate0 };
    function validate3(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (Array.isArray(data)) {
        if (data.length < 1) {
            const err0 = { instancePath, schemaPath: "#/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        const len0 = data.length;
        for (let i0 = 0; i0 < len0; i0++) {
            if (!(root0.validate(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }))) {
                vErrors = vErrors === null ? root0.validate.errors : vErrors.concat(root0.validate.errors);
                errors = vErrors.length;
            }
        }
    }
    else {
        const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    } validate3.errors = vErrors; return errors === 0; }
    const func0 = equal;
    function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { /*# sourceURL="http://json-schema.org/draft-07/schema#" */ ; let vErrors = null; let errors = 0; if ((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")) {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema0.type }, message: "must be object,boolean" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    } if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.$id !== undefined) {
            if (!(typeof data.$id === "string")) {
                const err1 = { instancePath: instancePath + "/$id", schemaPath: "#/properties/%24id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
        }
        if (data.$schema !== undefined) {
            if (!(typeof data.$schema === "string")) {
                const err2 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.$ref !== undefined) {
            if (!(typeof data.$ref === "string")) {
                const err3 = { instancePath: instancePath + "/$ref", schemaPath: "#/properties/%24ref/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
        if (data.$comment !== undefined) {
            if (typeof data.$comment !== "string") {
                const err4 = { instancePath: instancePath + "/$comment", schemaPath: "#/properties/%24comment/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        if (data.title !== undefined) {
            if (typeof data.title !== "string") {
                const err5 = { instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
        if (data.description !== undefined) {
            if (typeof data.description !== "string") {
                const err6 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
        }
        if (data.readOnly !== undefined) {
            if (typeof data.readOnly !== "boolean") {
                const err7 = { instancePath: instancePath + "/readOnly", schemaPath: "#/properties/readOnly/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
        }
        if (data.examples !== undefined) {
            if (!(Array.isArray(data.examples))) {
                const err8 = { instancePath: instancePath + "/examples", schemaPath: "#/properties/examples/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                    vErrors = [err8];
                }
                else {
                    vErrors.push(err8);
                }
                errors++;
            }
        }
        if (data.multipleOf !== undefined) {
            let data8 = data.multipleOf;
            if (typeof data8 == "number") {
                if (data8 <= 0 || isNaN(data8)) {
                    const err9 = { instancePath: instancePath + "/multipleOf", schemaPath: "#/properties/multipleOf/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0" };
                    if (vErrors === null) {
                        vErrors = [err9];
                    }
                    else {
                        vErrors.push(err9);
                    }
                    errors++;
                }
            }
            else {
                const err10 = { instancePath: instancePath + "/multipleOf", schemaPath: "#/properties/multipleOf/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                if (vErrors === null) {
                    vErrors = [err10];
                }
                else {
                    vErrors.push(err10);
                }
                errors++;
            }
        }
        if (data.maximum !== undefined) {
            if (!(typeof data.maximum == "number")) {
                const err11 = { instancePath: instancePath + "/maximum", schemaPath: "#/properties/maximum/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                if (vErrors === null) {
                    vErrors = [err11];
                }
                else {
                    vErrors.push(err11);
                }
                errors++;
            }
        }
        if (data.exclusiveMaximum !== undefined) {
            if (!(typeof data.exclusiveMaximum == "number")) {
                const err12 = { instancePath: instancePath + "/exclusiveMaximum", schemaPath: "#/properties/exclusiveMaximum/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                if (vErrors === null) {
                    vErrors = [err12];
                }
                else {
                    vErrors.push(err12);
                }
                errors++;
            }
        }
        if (data.minimum !== undefined) {
            if (!(typeof data.minimum == "number")) {
                const err13 = { instancePath: instancePath + "/minimum", schemaPath: "#/properties/minimum/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                if (vErrors === null) {
                    vErrors = [err13];
                }
                else {
                    vErrors.push(err13);
                }
                errors++;
            }
        }
        if (data.exclusiveMinimum !== undefined) {
            if (!(typeof data.exclusiveMinimum == "number")) {
                const err14 = { instancePath: instancePath + "/exclusiveMinimum", schemaPath: "#/properties/exclusiveMinimum/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                if (vErrors === null) {
                    vErrors = [err14];
                }
                else {
                    vErrors.push(err14);
                }
                errors++;
            }
        }
        if (data.maxLength !== undefined) {
            let data13 = data.maxLength;
            if (!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))) {
                const err15 = { instancePath: instancePath + "/maxLength", schemaPath: "#/definitions/nonNegativeInteger/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                    vErrors = [err15];
                }
                else {
                    vErrors.push(err15);
                }
                errors++;
            }
            if (typeof data13 == "number") {
                if (data13 < 0 || isNaN(data13)) {
                    const err16 = { instancePath: instancePath + "/maxLength", schemaPath: "#/definitions/nonNegativeInteger/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                    if (vErrors === null) {
                        vErrors = [err16];
                    }
                    else {
                        vErrors.push(err16);
                    }
                    errors++;
                }
            }
        }
        if (data.minLength !== undefined) {
            if (!(validate1(data.minLength, { instancePath: instancePath + "/minLength", parentData: data, parentDataProperty: "minLength", rootData }))) {
                vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
                errors = vErrors.length;
            }
        }
        if (data.pattern !== undefined) {
            if (!(typeof data.pattern === "string")) {
                const err17 = { instancePath: instancePath + "/pattern", schemaPath: "#/properties/pattern/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err17];
                }
                else {
                    vErrors.push(err17);
                }
                errors++;
            }
        }
        if (data.additionalItems !== undefined) {
            if (!(validate0(data.additionalItems, { instancePath: instancePath + "/additionalItems", parentData: data, parentDataProperty: "additionalItems", rootData }))) {
                vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
                errors = vErrors.length;
            }
        }
        if (data.items !== undefined) {
            let data17 = data.items;
            const _errs35 = errors;
            let valid2 = false;
            const _errs36 = errors;
            if (!(validate0(data17, { instancePath: instancePath + "/items", parentData: data, parentDataProperty: "items", rootData }))) {
                vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
                errors = vErrors.length;
            }
            var _valid0 = _errs36 === errors;
            valid2 = valid2 || _valid0;
            if (!valid2) {
                const _errs37 = errors;
                if (!(validate3(data17, { instancePath: instancePath + "/items", parentData: data, parentDataProperty: "items", rootData }))) {
                    vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                    errors = vErrors.length;
                }
                var _valid0 = _errs37 === errors;
                valid2 = valid2 || _valid0;
            }
            if (!valid2) {
                const err18 = { instancePath: instancePath + "/items", schemaPath: "#/properties/items/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                if (vErrors === null) {
                    vErrors = [err18];
                }
                else {
                    vErrors.push(err18);
                }
                errors++;
            }
            else {
                errors = _errs35;
                if (vErrors !== null) {
                    if (_errs35) {
                        vErrors.length = _errs35;
                    }
                    else {
                        vErrors = null;
                    }
                }
            }
        }
        if (data.maxItems !== undefined) {
            let data18 = data.maxItems;
            if (!((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18)))) {
                const err19 = { instancePath: instancePath + "/maxItems", schemaPath: "#/definitions/nonNegativeInteger/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                    vErrors = [err19];
                }
                else {
                    vErrors.push(err19);
                }
                errors++;
            }
            if (typeof data18 == "number") {
                if (data18 < 0 || isNaN(data18)) {
                    const err20 = { instancePath: instancePath + "/maxItems", schemaPath: "#/definitions/nonNegativeInteger/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                    if (vErrors === null) {
                        vErrors = [err20];
                    }
                    else {
                        vErrors.push(err20);
                    }
                    errors++;
                }
            }
        }
        if (data.minItems !== undefined) {
            if (!(validate1(data.minItems, { instancePath: instancePath + "/minItems", parentData: data, parentDataProperty: "minItems", rootData }))) {
                vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
                errors = vErrors.length;
            }
        }
        if (data.uniqueItems !== undefined) {
            if (typeof data.uniqueItems !== "boolean") {
                const err21 = { instancePath: instancePath + "/uniqueItems", schemaPath: "#/properties/uniqueItems/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                if (vErrors === null) {
                    vErrors = [err21];
                }
                else {
                    vErrors.push(err21);
                }
                errors++;
            }
        }
        if (data.contains !== undefined) {
            if (!(validate0(data.contains, { instancePath: instancePath + "/contains", parentData: data, parentDataProperty: "contains", rootData }))) {
                vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
                errors = vErrors.length;
            }
        }
        if (data.maxProperties !== undefined) {
            let data22 = data.maxProperties;
            if (!((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22)))) {
                const err22 = { instancePath: instancePath + "/maxProperties", schemaPath: "#/definitions/nonNegativeInteger/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                    vErrors = [err22];
                }
                else {
                    vErrors.push(err22);
                }
                errors++;
            }
            if (typeof data22 == "number") {
                if (data22 < 0 || isNaN(data22)) {
                    const err23 = { instancePath: instancePath + "/maxProperties", schemaPath: "#/definitions/nonNegativeInteger/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                    if (vErrors === null) {
                        vErrors = [err23];
                    }
                    else {
                        vErrors.push(err23);
                    }
                    errors++;
                }
            }
        }
        if (data.minProperties !== undefined) {
            if (!(validate1(data.minProperties, { instancePath: instancePath + "/minProperties", parentData: data, parentDataProperty: "minProperties", rootData }))) {
                vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
                errors = vErrors.length;
            }
        }
        if (data.required !== undefined) {
            let data24 = data.required;
            if (Array.isArray(data24)) {
                const len0 = data24.length;
                for (let i0 = 0; i0 < len0; i0++) {
                    if (typeof data24[i0] !== "string") {
                        const err24 = { instancePath: instancePath + "/required/" + i0, schemaPath: "#/definitions/stringArray/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                            vErrors = [err24];
                        }
                        else {
                            vErrors.push(err24);
                        }
                        errors++;
                    }
                }
                let i1 = data24.length;
                let j0;
                if (i1 > 1) {
                    const indices0 = {};
                    for (; i1--;) {
                        let item0 = data24[i1];
                        if (typeof item0 !== "string") {
                            continue;
                        }
                        if (typeof indices0[item0] == "number") {
                            j0 = indices0[item0];
                            const err25 = { instancePath: instancePath + "/required", schemaPath: "#/definitions/stringArray/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                            if (vErrors === null) {
                                vErrors = [err25];
                            }
                            else {
                                vErrors.push(err25);
                            }
                            errors++;
                            break;
                        }
                        indices0[item0] = i1;
                    }
                }
            }
            else {
                const err26 = { instancePath: instancePath + "/required", schemaPath: "#/definitions/stringArray/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                    vErrors = [err26];
                }
                else {
                    vErrors.push(err26);
                }
                errors++;
            }
        }
        if (data.additionalProperties !== undefined) {
            if (!(validate0(data.additionalProperties, { instancePath: instancePath + "/additionalProperties", parentData: data, parentDataProperty: "additionalProperties", rootData }))) {
                vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
                errors = vErrors.length;
            }
        }
        if (data.definitions !== undefined) {
            let data27 = data.definitions;
            if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
                for (const key0 in data27) {
                    if (!(validate0(data27[key0], { instancePath: instancePath + "/definitions/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data27, parentDataProperty: key0, rootData }))) {
                        vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err27 = { instancePath: instancePath + "/definitions", schemaPath: "#/properties/definitions/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err27];
                }
                else {
                    vErrors.push(err27);
                }
                errors++;
            }
        }
        if (data.properties !== undefined) {
            let data29 = data.properties;
            if (data29 && typeof data29 == "object" && !Array.isArray(data29)) {
                for (const key1 in data29) {
                    if (!(validate0(data29[key1], { instancePath: instancePath + "/properties/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data29, parentDataProperty: key1, rootData }))) {
                        vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err28 = { instancePath: instancePath + "/properties", schemaPath: "#/properties/properties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err28];
                }
                else {
                    vErrors.push(err28);
                }
                errors++;
            }
        }
        if (data.patternProperties !== undefined) {
            let data31 = data.patternProperties;
            if (data31 && typeof data31 == "object" && !Array.isArray(data31)) {
                for (const key2 in data31) {
                    const _errs65 = errors;
                    var valid11 = _errs65 === errors;
                    if (!valid11) {
                        const err29 = { instancePath: instancePath + "/patternProperties", schemaPath: "#/properties/patternProperties/propertyNames", keyword: "propertyNames", params: { propertyName: key2 }, message: "property name must be valid" };
                        if (vErrors === null) {
                            vErrors = [err29];
                        }
                        else {
                            vErrors.push(err29);
                        }
                        errors++;
                    }
                }
                for (const key3 in data31) {
                    if (!(validate0(data31[key3], { instancePath: instancePath + "/patternProperties/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data31, parentDataProperty: key3, rootData }))) {
                        vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err30 = { instancePath: instancePath + "/patternProperties", schemaPath: "#/properties/patternProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err30];
                }
                else {
                    vErrors.push(err30);
                }
                errors++;
            }
        }
        if (data.dependencies !== undefined) {
            let data33 = data.dependencies;
            if (data33 && typeof data33 == "object" && !Array.isArray(data33)) {
                for (const key4 in data33) {
                    let data34 = data33[key4];
                    const _errs72 = errors;
                    let valid14 = false;
                    const _errs73 = errors;
                    if (!(validate0(data34, { instancePath: instancePath + "/dependencies/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data33, parentDataProperty: key4, rootData }))) {
                        vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
                        errors = vErrors.length;
                    }
                    var _valid1 = _errs73 === errors;
                    valid14 = valid14 || _valid1;
                    if (!valid14) {
                        const _errs74 = errors;
                        if (Array.isArray(data34)) {
                            const len1 = data34.length;
                            for (let i2 = 0; i2 < len1; i2++) {
                                if (typeof data34[i2] !== "string") {
                                    const err31 = { instancePath: instancePath + "/dependencies/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i2, schemaPath: "#/definitions/stringArray/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                    if (vErrors === null) {
                                        vErrors = [err31];
                                    }
                                    else {
                                        vErrors.push(err31);
                                    }
                                    errors++;
                                }
                            }
                            let i3 = data34.length;
                            let j1;
                            if (i3 > 1) {
                                const indices1 = {};
                                for (; i3--;) {
                                    let item1 = data34[i3];
                                    if (typeof item1 !== "string") {
                                        continue;
                                    }
                                    if (typeof indices1[item1] == "number") {
                                        j1 = indices1[item1];
                                        const err32 = { instancePath: instancePath + "/dependencies/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/stringArray/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)" };
                                        if (vErrors === null) {
                                            vErrors = [err32];
                                        }
                                        else {
                                            vErrors.push(err32);
                                        }
                                        errors++;
                                        break;
                                    }
                                    indices1[item1] = i3;
                                }
                            }
                        }
                        else {
                            const err33 = { instancePath: instancePath + "/dependencies/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/stringArray/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                            if (vErrors === null) {
                                vErrors = [err33];
                            }
                            else {
                                vErrors.push(err33);
                            }
                            errors++;
                        }
                        var _valid1 = _errs74 === errors;
                        valid14 = valid14 || _valid1;
                    }
                    if (!valid14) {
                        const err34 = { instancePath: instancePath + "/dependencies/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/dependencies/additionalProperties/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                        if (vErrors === null) {
                            vErrors = [err34];
                        }
                        else {
                            vErrors.push(err34);
                        }
                        errors++;
                    }
                    else {
                        errors = _errs72;
                        if (vErrors !== null) {
                            if (_errs72) {
                                vErrors.length = _errs72;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                    }
                }
            }
            else {
                const err35 = { instancePath: instancePath + "/dependencies", schemaPath: "#/properties/dependencies/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err35];
                }
                else {
                    vErrors.push(err35);
                }
                errors++;
            }
        }
        if (data.propertyNames !== undefined) {
            if (!(validate0(data.propertyNames, { instancePath: instancePath + "/propertyNames", parentData: data, parentDataProperty: "propertyNames", rootData }))) {
                vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
                errors = vErrors.length;
            }
        }
        if (data.enum !== undefined) {
            let data37 = data.enum;
            if (Array.isArray(data37)) {
                if (data37.length < 1) {
                    const err36 = { instancePath: instancePath + "/enum", schemaPath: "#/properties/enum/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                    if (vErrors === null) {
                        vErrors = [err36];
                    }
                    else {
                        vErrors.push(err36);
                    }
                    errors++;
                }
                let i4 = data37.length;
                let j2;
                if (i4 > 1) {
                    outer0: for (; i4--;) {
                        for (j2 = i4; j2--;) {
                            if (func0(data37[i4], data37[j2])) {
                                const err37 = { instancePath: instancePath + "/enum", schemaPath: "#/properties/enum/uniqueItems", keyword: "uniqueItems", params: { i: i4, j: j2 }, message: "must NOT have duplicate items (items ## " + j2 + " and " + i4 + " are identical)" };
                                if (vErrors === null) {
                                    vErrors = [err37];
                                }
                                else {
                                    vErrors.push(err37);
                                }
                                errors++;
                                break outer0;
                            }
                        }
                    }
                }
            }
            else {
                const err38 = { instancePath: instancePath + "/enum", schemaPath: "#/properties/enum/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                    vErrors = [err38];
                }
                else {
                    vErrors.push(err38);
                }
                errors++;
            }
        }
        if (data.type !== undefined) {
            let data38 = data.type;
            const _errs83 = errors;
            let valid20 = false;
            const _errs84 = errors;
            if (!(((((((data38 === "array") || (data38 === "boolean")) || (data38 === "integer")) || (data38 === "null")) || (data38 === "number")) || (data38 === "object")) || (data38 === "string"))) {
                const err39 = { instancePath: instancePath + "/type", schemaPath: "#/definitions/simpleTypes/enum", keyword: "enum", params: { allowedValues: schema9.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                    vErrors = [err39];
                }
                else {
                    vErrors.push(err39);
                }
                errors++;
            }
            var _valid2 = _errs84 === errors;
            valid20 = valid20 || _valid2;
            if (!valid20) {
                const _errs86 = errors;
                if (Array.isArray(data38)) {
                    if (data38.length < 1) {
                        const err40 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                        if (vErrors === null) {
                            vErrors = [err40];
                        }
                        else {
                            vErrors.push(err40);
                        }
                        errors++;
                    }
                    const len2 = data38.length;
                    for (let i5 = 0; i5 < len2; i5++) {
                        let data39 = data38[i5];
                        if (!(((((((data39 === "array") || (data39 === "boolean")) || (data39 === "integer")) || (data39 === "null")) || (data39 === "number")) || (data39 === "object")) || (data39 === "string"))) {
                            const err41 = { instancePath: instancePath + "/type/" + i5, schemaPath: "#/definitions/simpleTypes/enum", keyword: "enum", params: { allowedValues: schema9.enum }, message: "must be equal to one of the allowed values" };
                            if (vErrors === null) {
                                vErrors = [err41];
                            }
                            else {
                                vErrors.push(err41);
                            }
                            errors++;
                        }
                    }
                    let i6 = data38.length;
                    let j3;
                    if (i6 > 1) {
                        outer1: for (; i6--;) {
                            for (j3 = i6; j3--;) {
                                if (func0(data38[i6], data38[j3])) {
                                    const err42 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/anyOf/1/uniqueItems", keyword: "uniqueItems", params: { i: i6, j: j3 }, message: "must NOT have duplicate items (items ## " + j3 + " and " + i6 + " are identical)" };
                                    if (vErrors === null) {
                                        vErrors = [err42];
                                    }
                                    else {
                                        vErrors.push(err42);
                                    }
                                    errors++;
                                    break outer1;
                                }
                            }
                        }
                    }
                }
                else {
                    const err43 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                    if (vErrors === null) {
                        vErrors = [err43];
                    }
                    else {
                        vErrors.push(err43);
                    }
                    errors++;
                }
                var _valid2 = _errs86 === errors;
                valid20 = valid20 || _valid2;
            }
            if (!valid20) {
                const err44 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                if (vErrors === null) {
                    vErrors = [err44];
                }
                else {
                    vErrors.push(err44);
                }
                errors++;
            }
            else {
                errors = _errs83;
                if (vErrors !== null) {
                    if (_errs83) {
                        vErrors.length = _errs83;
                    }
                    else {
                        vErrors = null;
                    }
                }
            }
        }
        if (data.format !== undefined) {
            if (typeof data.format !== "string") {
                const err45 = { instancePath: instancePath + "/format", schemaPath: "#/properties/format/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err45];
                }
                else {
                    vErrors.push(err45);
                }
                errors++;
            }
        }
        if (data.contentMediaType !== undefined) {
            if (typeof data.contentMediaType !== "string") {
                const err46 = { instancePath: instancePath + "/contentMediaType", schemaPath: "#/properties/contentMediaType/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err46];
                }
                else {
                    vErrors.push(err46);
                }
                errors++;
            }
        }
        if (data.contentEncoding !== undefined) {
            if (typeof data.contentEncoding !== "string") {
                const err47 = { instancePath: instancePath + "/contentEncoding", schemaPath: "#/properties/contentEncoding/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err47];
                }
                else {
                    vErrors.push(err47);
                }
                errors++;
            }
        }
        if (data.if !== undefined) {
            if (!(validate0(data.if, { instancePath: instancePath + "/if", parentData: data, parentDataProperty: "if", rootData }))) {
                vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
                errors = vErrors.length;
            }
        }
        if (data.then !== undefined) {
            if (!(validate0(data.then, { instancePath: instancePath + "/then", parentData: data, parentDataProperty: "then", rootData }))) {
                vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
                errors = vErrors.length;
            }
        }
        if (data.else !== undefined) {
            if (!(validate0(data.else, { instancePath: instancePath + "/else", parentData: data, parentDataProperty: "else", rootData }))) {
                vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
                errors = vErrors.length;
            }
        }
        if (data.allOf !== undefined) {
            if (!(validate3(data.allOf, { instancePath: instancePath + "/allOf", parentData: data, parentDataProperty: "allOf", rootData }))) {
                vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                errors = vErrors.length;
            }
        }
        if (data.anyOf !== undefined) {
            if (!(validate3(data.anyOf, { instancePath: instancePath + "/anyOf", parentData: data, parentDataProperty: "anyOf", rootData }))) {
                vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                errors = vErrors.length;
            }
        }
        if (data.oneOf !== undefined) {
            if (!(validate3(data.oneOf, { instancePath: instancePath + "/oneOf", parentData: data, parentDataProperty: "oneOf", rootData }))) {
                vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                errors = vErrors.length;
            }
        }
        if (data.not !== undefined) {
            if (!(validate0(data.not, { instancePath: instancePath + "/not", parentData: data, parentDataProperty: "not", rootData }))) {
                vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
                errors = vErrors.length;
            }
        }
    } validate0.errors = vErrors; return errors === 0; }
}
function draft2019(module, equal) {
    module.exports = validate0;
    module.exports.default = validate0;
    const schema0 = { "$schema": "https://json-schema.org/draft/2019-09/schema", "$id": "https://json-schema.org/draft/2019-09/schema", "$vocabulary": { "https://json-schema.org/draft/2019-09/vocab/core": true, "https://json-schema.org/draft/2019-09/vocab/applicator": true, "https://json-schema.org/draft/2019-09/vocab/validation": true, "https://json-schema.org/draft/2019-09/vocab/meta-data": true, "https://json-schema.org/draft/2019-09/vocab/format": false, "https://json-schema.org/draft/2019-09/vocab/content": true }, "$recursiveAnchor": true, "title": "Core and Validation specifications meta-schema", "allOf": [{ "$ref": "meta/core" }, { "$ref": "meta/applicator" }, { "$ref": "meta/validation" }, { "$ref": "meta/meta-data" }, { "$ref": "meta/format" }, { "$ref": "meta/content" }], "type": ["object", "boolean"], "properties": { "definitions": { "$comment": "While no longer an official keyword as it is replaced by $defs, this keyword is retained in the meta-schema to prevent incompatible extensions as it remains in common use.", "type": "object", "additionalProperties": { "$recursiveRef": "#" }, "default": {} }, "dependencies": { "$comment": "\"dependencies\" is no longer a keyword, but schema authors should avoid redefining it to facilitate a smooth transition to \"dependentSchemas\" and \"dependentRequired\"", "type": "object", "additionalProperties": { "anyOf": [{ "$recursiveRef": "#" }, { "$ref": "meta/validation#/$defs/stringArray" }] } } } };
    const schema13 = { "type": "array", "items": { "type": "string" }, "uniqueItems": true, "default": [] };
    const schema1 = { "$schema": "https://json-schema.org/draft/2019-09/schema", "$id": "https://json-schema.org/draft/2019-09/meta/core", "$vocabulary": { "https://json-schema.org/draft/2019-09/vocab/core": true }, "$recursiveAnchor": true, "title": "Core vocabulary meta-schema", "type": ["object", "boolean"], "properties": { "$id": { "type": "string", "format": "uri-reference", "$comment": "Non-empty fragments not allowed.", "pattern": "^[^#]*#?$" }, "$schema": { "type": "string", "format": "uri" }, "$anchor": { "type": "string", "pattern": "^[A-Za-z][-A-Za-z0-9.:_]*$" }, "$ref": { "type": "string", "format": "uri-reference" }, "$recursiveRef": { "type": "string", "format": "uri-reference" }, "$recursiveAnchor": { "type": "boolean", "default": false }, "$vocabulary": { "type": "object", "propertyNames": { "type": "string", "format": "uri" }, "additionalProperties": { "type": "boolean" } }, "$comment": { "type": "string" }, "$defs": { "type": "object", "additionalProperties": { "$recursiveRef": "#" }, "default": {} } } };
    const pattern0 = new RegExp("^[^#]*#?$", "u");
    const pattern1 = new RegExp("^[A-Za-z][-A-Za-z0-9.:_]*$", "u");
    function validate1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { /*# sourceURL="https://json-schema.org/draft/2019-09/meta/core" */ ; let vErrors = null; let errors = 0; const evaluated0 = validate1.evaluated; if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    } if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    } if ((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")) {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema1.type }, message: "must be object,boolean" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    } if (!dynamicAnchors[""]) {
        dynamicAnchors[""] = validate1;
    } if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.$id !== undefined) {
            let data0 = data.$id;
            if (typeof data0 === "string") {
                if (!pattern0.test(data0)) {
                    const err1 = { instancePath: instancePath + "/$id", schemaPath: "#/properties/%24id/pattern", keyword: "pattern", params: { pattern: "^[^#]*#?$" }, message: "must match pattern \"" + "^[^#]*#?$" + "\"" };
                    if (vErrors === null) {
                        vErrors = [err1];
                    }
                    else {
                        vErrors.push(err1);
                    }
                    errors++;
                }
            }
            else {
                const err2 = { instancePath: instancePath + "/$id", schemaPath: "#/properties/%24id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.$schema !== undefined) {
            if (!(typeof data.$schema === "string")) {
                const err3 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
        if (data.$anchor !== undefined) {
            let data2 = data.$anchor;
            if (typeof data2 === "string") {
                if (!pattern1.test(data2)) {
                    const err4 = { instancePath: instancePath + "/$anchor", schemaPath: "#/properties/%24anchor/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z][-A-Za-z0-9.:_]*$" }, message: "must match pattern \"" + "^[A-Za-z][-A-Za-z0-9.:_]*$" + "\"" };
                    if (vErrors === null) {
                        vErrors = [err4];
                    }
                    else {
                        vErrors.push(err4);
                    }
                    errors++;
                }
            }
            else {
                const err5 = { instancePath: instancePath + "/$anchor", schemaPath: "#/properties/%24anchor/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
        if (data.$ref !== undefined) {
            if (!(typeof data.$ref === "string")) {
                const err6 = { instancePath: instancePath + "/$ref", schemaPath: "#/properties/%24ref/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
        }
        if (data.$recursiveRef !== undefined) {
            if (!(typeof data.$recursiveRef === "string")) {
                const err7 = { instancePath: instancePath + "/$recursiveRef", schemaPath: "#/properties/%24recursiveRef/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
        }
        if (data.$recursiveAnchor !== undefined) {
            if (typeof data.$recursiveAnchor !== "boolean") {
                const err8 = { instancePath: instancePath + "/$recursiveAnchor", schemaPath: "#/properties/%24recursiveAnchor/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                if (vErrors === null) {
                    vErrors = [err8];
                }
                else {
                    vErrors.push(err8);
                }
                errors++;
            }
        }
        if (data.$vocabulary !== undefined) {
            let data6 = data.$vocabulary;
            if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                for (const key0 in data6) {
                    const _errs16 = errors;
                    if (!(typeof key0 === "string")) {
                        const err9 = { instancePath: instancePath + "/$vocabulary", schemaPath: "#/properties/%24vocabulary/propertyNames/type", keyword: "type", params: { type: "string" }, message: "must be string", propertyName: key0 };
                        if (vErrors === null) {
                            vErrors = [err9];
                        }
                        else {
                            vErrors.push(err9);
                        }
                        errors++;
                    }
                    var valid1 = _errs16 === errors;
                    if (!valid1) {
                        const err10 = { instancePath: instancePath + "/$vocabulary", schemaPath: "#/properties/%24vocabulary/propertyNames", keyword: "propertyNames", params: { propertyName: key0 }, message: "property name must be valid" };
                        if (vErrors === null) {
                            vErrors = [err10];
                        }
                        else {
                            vErrors.push(err10);
                        }
                        errors++;
                    }
                }
                for (const key1 in data6) {
                    if (typeof data6[key1] !== "boolean") {
                        const err11 = { instancePath: instancePath + "/$vocabulary/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/%24vocabulary/additionalProperties/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                        if (vErrors === null) {
                            vErrors = [err11];
                        }
                        else {
                            vErrors.push(err11);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err12 = { instancePath: instancePath + "/$vocabulary", schemaPath: "#/properties/%24vocabulary/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err12];
                }
                else {
                    vErrors.push(err12);
                }
                errors++;
            }
        }
        if (data.$comment !== undefined) {
            if (typeof data.$comment !== "string") {
                const err13 = { instancePath: instancePath + "/$comment", schemaPath: "#/properties/%24comment/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err13];
                }
                else {
                    vErrors.push(err13);
                }
                errors++;
            }
        }
        if (data.$defs !== undefined) {
            let data9 = data.$defs;
            if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
                for (const key2 in data9) {
                    let data10 = data9[key2];
                    let _v0 = dynamicAnchors[""];
                    if (_v0) {
                        if (!(_v0(data10, { instancePath: instancePath + "/$defs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data9, parentDataProperty: key2, rootData, dynamicAnchors }))) {
                            vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);
                            errors = vErrors.length;
                        }
                        else {
                            var props0 = _v0.evaluated.props;
                            var items0 = _v0.evaluated.items;
                        }
                    }
                    else {
                        if (!(validate1(data10, { instancePath: instancePath + "/$defs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data9, parentDataProperty: key2, rootData, dynamicAnchors }))) {
                            vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
                            errors = vErrors.length;
                        }
                        else {
                            var props1 = validate1.evaluated.props;
                            if (props0 !== true && props1 !== undefined) {
                                if (props1 === true) {
                                    props0 = true;
                                }
                                else {
                                    props0 = props0 || {};
                                    Object.assign(props0, props1);
                                }
                            }
                            var items1 = validate1.evaluated.items;
                            if (items0 !== true && items1 !== undefined) {
                                items0 = items1 === true ? true : items0 > items1 ? items0 : items1;
                            }
                        }
                    }
                }
            }
            else {
                const err14 = { instancePath: instancePath + "/$defs", schemaPath: "#/properties/%24defs/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err14];
                }
                else {
                    vErrors.push(err14);
                }
                errors++;
            }
        }
    } validate1.errors = vErrors; return errors === 0; }
    validate1.evaluated = { "props": { "$id": true, "$schema": true, "$anchor": true, "$ref": true, "$recursiveRef": true, "$recursiveAnchor": true, "$vocabulary": true, "$comment": true, "$defs": true }, "dynamicProps": false, "dynamicItems": false };
    const schema2 = { "$schema": "https://json-schema.org/draft/2019-09/schema", "$id": "https://json-schema.org/draft/2019-09/meta/applicator", "$vocabulary": { "https://json-schema.org/draft/2019-09/vocab/applicator": true }, "$recursiveAnchor": true, "title": "Applicator vocabulary meta-schema", "type": ["object", "boolean"], "properties": { "additionalItems": { "$recursiveRef": "#" }, "unevaluatedItems": { "$recursiveRef": "#" }, "items": { "anyOf": [{ "$recursiveRef": "#" }, { "$ref": "#/$defs/schemaArray" }] }, "contains": { "$recursiveRef": "#" }, "additionalProperties": { "$recursiveRef": "#" }, "unevaluatedProperties": { "$recursiveRef": "#" }, "properties": { "type": "object", "additionalProperties": { "$recursiveRef": "#" }, "default": {} }, "patternProperties": { "type": "object", "additionalProperties": { "$recursiveRef": "#" }, "propertyNames": { "format": "regex" }, "default": {} }, "dependentSchemas": { "type": "object", "additionalProperties": { "$recursiveRef": "#" } }, "propertyNames": { "$recursiveRef": "#" }, "if": { "$recursiveRef": "#" }, "then": { "$recursiveRef": "#" }, "else": { "$recursiveRef": "#" }, "allOf": { "$ref": "#/$defs/schemaArray" }, "anyOf": { "$ref": "#/$defs/schemaArray" }, "oneOf": { "$ref": "#/$defs/schemaArray" }, "not": { "$recursiveRef": "#" } }, "$defs": { "schemaArray": { "type": "array", "minItems": 1, "items": { "$recursiveRef": "#" } } } };
    const schema3 = { "type": "array", "minItems": 1, "items": { "$recursiveRef": "#" } };
    function validate4(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { let vErrors = null; let errors = 0; const evaluated0 = validate4.evaluated; if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    } if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    } if (Array.isArray(data)) {
        if (data.length < 1) {
            const err0 = { instancePath, schemaPath: "#/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        const len0 = data.length;
        for (let i0 = 0; i0 < len0; i0++) {
            let data0 = data[i0];
            let _v0 = dynamicAnchors[""];
            if (_v0) {
                if (!(_v0(data0, { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);
                    errors = vErrors.length;
                }
                else {
                    var props0 = _v0.evaluated.props;
                    var items0 = _v0.evaluated.items;
                }
            }
            else {
                if (!(validate4(data0, { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
                    errors = vErrors.length;
                }
                else {
                    var props1 = validate4.evaluated.props;
                    if (props0 !== true && props1 !== undefined) {
                        if (props1 === true) {
                            props0 = true;
                        }
                        else {
                            props0 = props0 || {};
                            Object.assign(props0, props1);
                        }
                    }
                    var items1 = validate4.evaluated.items;
                    if (items0 !== true && items1 !== undefined) {
                        items0 = items1 === true ? true : items0 > items1 ? items0 : items1;
                    }
                }
            }
        }
    }
    else {
        const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    } validate4.errors = vErrors; return errors === 0; }
    validate4.evaluated = { "items": true, "dynamicProps": false, "dynamicItems": false };
    function validate3(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { /*# sourceURL="https://json-schema.org/draft/2019-09/meta/applicator" */ ; let vErrors = null; let errors = 0; const evaluated0 = validate3.evaluated; if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    } if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    } if ((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")) {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema2.type }, message: "must be object,boolean" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    } if (!dynamicAnchors[""]) {
        dynamicAnchors[""] = validate3;
    } if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.additionalItems !== undefined) {
            let data0 = data.additionalItems;
            let _v0 = dynamicAnchors[""];
            if (_v0) {
                if (!(_v0(data0, { instancePath: instancePath + "/additionalItems", parentData: data, parentDataProperty: "additionalItems", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);
                    errors = vErrors.length;
                }
                else {
                    var props0 = _v0.evaluated.props;
                    var items0 = _v0.evaluated.items;
                }
            }
            else {
                if (!(validate3(data0, { instancePath: instancePath + "/additionalItems", parentData: data, parentDataProperty: "additionalItems", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                    errors = vErrors.length;
                }
                else {
                    var props1 = validate3.evaluated.props;
                    if (props0 !== true && props1 !== undefined) {
                        if (props1 === true) {
                            props0 = true;
                        }
                        else {
                            props0 = props0 || {};
                            Object.assign(props0, props1);
                        }
                    }
                    var items1 = validate3.evaluated.items;
                    if (items0 !== true && items1 !== undefined) {
                        items0 = items1 === true ? true : items0 > items1 ? items0 : items1;
                    }
                }
            }
        }
        if (data.unevaluatedItems !== undefined) {
            let data1 = data.unevaluatedItems;
            let _v1 = dynamicAnchors[""];
            if (_v1) {
                if (!(_v1(data1, { instancePath: instancePath + "/unevaluatedItems", parentData: data, parentDataProperty: "unevaluatedItems", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? _v1.errors : vErrors.concat(_v1.errors);
                    errors = vErrors.length;
                }
                else {
                    var props2 = _v1.evaluated.props;
                    var items2 = _v1.evaluated.items;
                }
            }
            else {
                if (!(validate3(data1, { instancePath: instancePath + "/unevaluatedItems", parentData: data, parentDataProperty: "unevaluatedItems", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                    errors = vErrors.length;
                }
                else {
                    var props3 = validate3.evaluated.props;
                    if (props2 !== true && props3 !== undefined) {
                        if (props3 === true) {
                            props2 = true;
                        }
                        else {
                            props2 = props2 || {};
                            Object.assign(props2, props3);
                        }
                    }
                    var items3 = validate3.evaluated.items;
                    if (items2 !== true && items3 !== undefined) {
                        items2 = items3 === true ? true : items2 > items3 ? items2 : items3;
                    }
                }
            }
        }
        if (data.items !== undefined) {
            let data2 = data.items;
            const _errs4 = errors;
            let valid1 = false;
            const _errs5 = errors;
            let _v2 = dynamicAnchors[""];
            if (_v2) {
                if (!(_v2(data2, { instancePath: instancePath + "/items", parentData: data, parentDataProperty: "items", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? _v2.errors : vErrors.concat(_v2.errors);
                    errors = vErrors.length;
                }
                else {
                    var props4 = _v2.evaluated.props;
                    var items4 = _v2.evaluated.items;
                }
            }
            else {
                if (!(validate3(data2, { instancePath: instancePath + "/items", parentData: data, parentDataProperty: "items", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                    errors = vErrors.length;
                }
                else {
                    var props5 = validate3.evaluated.props;
                    if (props4 !== true && props5 !== undefined) {
                        if (props5 === true) {
                            props4 = true;
                        }
                        else {
                            props4 = props4 || {};
                            Object.assign(props4, props5);
                        }
                    }
                    var items5 = validate3.evaluated.items;
                    if (items4 !== true && items5 !== undefined) {
                        items4 = items5 === true ? true : items4 > items5 ? items4 : items5;
                    }
                }
            }
            var _valid0 = _errs5 === errors;
            valid1 = valid1 || _valid0;
            const _errs6 = errors;
            if (!(validate4(data2, { instancePath: instancePath + "/items", parentData: data, parentDataProperty: "items", rootData, dynamicAnchors }))) {
                vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
                errors = vErrors.length;
            }
            var _valid0 = _errs6 === errors;
            valid1 = valid1 || _valid0;
            if (_valid0) {
                if (items4 !== true) {
                    items4 = true;
                }
            }
            if (!valid1) {
                const err1 = { instancePath: instancePath + "/items", schemaPath: "#/properties/items/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
            else {
                errors = _errs4;
                if (vErrors !== null) {
                    if (_errs4) {
                        vErrors.length = _errs4;
                    }
                    else {
                        vErrors = null;
                    }
                }
            }
        }
        if (data.contains !== undefined) {
            let data3 = data.contains;
            let _v3 = dynamicAnchors[""];
            if (_v3) {
                if (!(_v3(data3, { instancePath: instancePath + "/contains", parentData: data, parentDataProperty: "contains", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? _v3.errors : vErrors.concat(_v3.errors);
                    errors = vErrors.length;
                }
                else {
                    var props6 = _v3.evaluated.props;
                    var items6 = _v3.evaluated.items;
                }
            }
            else {
                if (!(validate3(data3, { instancePath: instancePath + "/contains", parentData: data, parentDataProperty: "contains", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                    errors = vErrors.length;
                }
                else {
                    var props7 = validate3.evaluated.props;
                    if (props6 !== true && props7 !== undefined) {
                        if (props7 === true) {
                            props6 = true;
                        }
                        else {
                            props6 = props6 || {};
                            Object.assign(props6, props7);
                        }
                    }
                    var items7 = validate3.evaluated.items;
                    if (items6 !== true && items7 !== undefined) {
                        items6 = items7 === true ? true : items6 > items7 ? items6 : items7;
                    }
                }
            }
        }
        if (data.additionalProperties !== undefined) {
            let data4 = data.additionalProperties;
            let _v4 = dynamicAnchors[""];
            if (_v4) {
                if (!(_v4(data4, { instancePath: instancePath + "/additionalProperties", parentData: data, parentDataProperty: "additionalProperties", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? _v4.errors : vErrors.concat(_v4.errors);
                    errors = vErrors.length;
                }
                else {
                    var props8 = _v4.evaluated.props;
                    var items8 = _v4.evaluated.items;
                }
            }
            else {
                if (!(validate3(data4, { instancePath: instancePath + "/additionalProperties", parentData: data, parentDataProperty: "additionalProperties", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                    errors = vErrors.length;
                }
                else {
                    var props9 = validate3.evaluated.props;
                    if (props8 !== true && props9 !== undefined) {
                        if (props9 === true) {
                            props8 = true;
                        }
                        else {
                            props8 = props8 || {};
                            Object.assign(props8, props9);
                        }
                    }
                    var items9 = validate3.evaluated.items;
                    if (items8 !== true && items9 !== undefined) {
                        items8 = items9 === true ? true : items8 > items9 ? items8 : items9;
                    }
                }
            }
        }
        if (data.unevaluatedProperties !== undefined) {
            let data5 = data.unevaluatedProperties;
            let _v5 = dynamicAnchors[""];
            if (_v5) {
                if (!(_v5(data5, { instancePath: instancePath + "/unevaluatedProperties", parentData: data, parentDataProperty: "unevaluatedProperties", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? _v5.errors : vErrors.concat(_v5.errors);
                    errors = vErrors.length;
                }
                else {
                    var props10 = _v5.evaluated.props;
                    var items10 = _v5.evaluated.items;
                }
            }
            else {
                if (!(validate3(data5, { instancePath: instancePath + "/unevaluatedProperties", parentData: data, parentDataProperty: "unevaluatedProperties", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                    errors = vErrors.length;
                }
                else {
                    var props11 = validate3.evaluated.props;
                    if (props10 !== true && props11 !== undefined) {
                        if (props11 === true) {
                            props10 = true;
                        }
                        else {
                            props10 = props10 || {};
                            Object.assign(props10, props11);
                        }
                    }
                    var items11 = validate3.evaluated.items;
                    if (items10 !== true && items11 !== undefined) {
                        items10 = items11 === true ? true : items10 > items11 ? items10 : items11;
                    }
                }
            }
        }
        if (data.properties !== undefined) {
            let data6 = data.properties;
            if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                for (const key0 in data6) {
                    let data7 = data6[key0];
                    let _v6 = dynamicAnchors[""];
                    if (_v6) {
                        if (!(_v6(data7, { instancePath: instancePath + "/properties/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data6, parentDataProperty: key0, rootData, dynamicAnchors }))) {
                            vErrors = vErrors === null ? _v6.errors : vErrors.concat(_v6.errors);
                            errors = vErrors.length;
                        }
                        else {
                            var props12 = _v6.evaluated.props;
                            var items12 = _v6.evaluated.items;
                        }
                    }
                    else {
                        if (!(validate3(data7, { instancePath: instancePath + "/properties/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data6, parentDataProperty: key0, rootData, dynamicAnchors }))) {
                            vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                            errors = vErrors.length;
                        }
                        else {
                            var props13 = validate3.evaluated.props;
                            if (props12 !== true && props13 !== undefined) {
                                if (props13 === true) {
                                    props12 = true;
                                }
                                else {
                                    props12 = props12 || {};
                                    Object.assign(props12, props13);
                                }
                            }
                            var items13 = validate3.evaluated.items;
                            if (items12 !== true && items13 !== undefined) {
                                items12 = items13 === true ? true : items12 > items13 ? items12 : items13;
                            }
                        }
                    }
                }
            }
            else {
                const err2 = { instancePath: instancePath + "/properties", schemaPath: "#/properties/properties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.patternProperties !== undefined) {
            let data8 = data.patternProperties;
            if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                for (const key1 in data8) {
                    const _errs16 = errors;
                    var valid3 = _errs16 === errors;
                    if (!valid3) {
                        const err3 = { instancePath: instancePath + "/patternProperties", schemaPath: "#/properties/patternProperties/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
                        if (vErrors === null) {
                            vErrors = [err3];
                        }
                        else {
                            vErrors.push(err3);
                        }
                        errors++;
                    }
                }
                for (const key2 in data8) {
                    let data9 = data8[key2];
                    let _v7 = dynamicAnchors[""];
                    if (_v7) {
                        if (!(_v7(data9, { instancePath: instancePath + "/patternProperties/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data8, parentDataProperty: key2, rootData, dynamicAnchors }))) {
                            vErrors = vErrors === null ? _v7.errors : vErrors.concat(_v7.errors);
                            errors = vErrors.length;
                        }
                        else {
                            var props14 = _v7.evaluated.props;
                            var items14 = _v7.evaluated.items;
                        }
                    }
                    else {
                        if (!(validate3(data9, { instancePath: instancePath + "/patternProperties/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data8, parentDataProperty: key2, rootData, dynamicAnchors }))) {
                            vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                            errors = vErrors.length;
                        }
                        else {
                            var props15 = validate3.evaluated.props;
                            if (props14 !== true && props15 !== undefined) {
                                if (props15 === true) {
                                    props14 = true;
                                }
                                else {
                                    props14 = props14 || {};
                                    Object.assign(props14, props15);
                                }
                            }
                            var items15 = validate3.evaluated.items;
                            if (items14 !== true && items15 !== undefined) {
                                items14 = items15 === true ? true : items14 > items15 ? items14 : items15;
                            }
                        }
                    }
                }
            }
            else {
                const err4 = { instancePath: instancePath + "/patternProperties", schemaPath: "#/properties/patternProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        if (data.dependentSchemas !== undefined) {
            let data10 = data.dependentSchemas;
            if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                for (const key3 in data10) {
                    let data11 = data10[key3];
                    let _v8 = dynamicAnchors[""];
                    if (_v8) {
                        if (!(_v8(data11, { instancePath: instancePath + "/dependentSchemas/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data10, parentDataProperty: key3, rootData, dynamicAnchors }))) {
                            vErrors = vErrors === null ? _v8.errors : vErrors.concat(_v8.errors);
                            errors = vErrors.length;
                        }
                        else {
                            var props16 = _v8.evaluated.props;
                            var items16 = _v8.evaluated.items;
                        }
                    }
                    else {
                        if (!(validate3(data11, { instancePath: instancePath + "/dependentSchemas/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data10, parentDataProperty: key3, rootData, dynamicAnchors }))) {
                            vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                            errors = vErrors.length;
                        }
                        else {
                            var props17 = validate3.evaluated.props;
                            if (props16 !== true && props17 !== undefined) {
                                if (props17 === true) {
                                    props16 = true;
                                }
                                else {
                                    props16 = props16 || {};
                                    Object.assign(props16, props17);
                                }
                            }
                            var items17 = validate3.evaluated.items;
                            if (items16 !== true && items17 !== undefined) {
                                items16 = items17 === true ? true : items16 > items17 ? items16 : items17;
                            }
                        }
                    }
                }
            }
            else {
                const err5 = { instancePath: instancePath + "/dependentSchemas", schemaPath: "#/properties/dependentSchemas/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
        if (data.propertyNames !== undefined) {
            let data12 = data.propertyNames;
            let _v9 = dynamicAnchors[""];
            if (_v9) {
                if (!(_v9(data12, { instancePath: instancePath + "/propertyNames", parentData: data, parentDataProperty: "propertyNames", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? _v9.errors : vErrors.concat(_v9.errors);
                    errors = vErrors.length;
                }
                else {
                    var props18 = _v9.evaluated.props;
                    var items18 = _v9.evaluated.items;
                }
            }
            else {
                if (!(validate3(data12, { instancePath: instancePath + "/propertyNames", parentData: data, parentDataProperty: "propertyNames", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                    errors = vErrors.length;
                }
                else {
                    var props19 = validate3.evaluated.props;
                    if (props18 !== true && props19 !== undefined) {
                        if (props19 === true) {
                            props18 = true;
                        }
                        else {
                            props18 = props18 || {};
                            Object.assign(props18, props19);
                        }
                    }
                    var items19 = validate3.evaluated.items;
                    if (items18 !== true && items19 !== undefined) {
                        items18 = items19 === true ? true : items18 > items19 ? items18 : items19;
                    }
                }
            }
        }
        if (data.if !== undefined) {
            let data13 = data.if;
            let _v10 = dynamicAnchors[""];
            if (_v10) {
                if (!(_v10(data13, { instancePath: instancePath + "/if", parentData: data, parentDataProperty: "if", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? _v10.errors : vErrors.concat(_v10.errors);
                    errors = vErrors.length;
                }
                else {
                    var props20 = _v10.evaluated.props;
                    var items20 = _v10.evaluated.items;
                }
            }
            else {
                if (!(validate3(data13, { instancePath: instancePath + "/if", parentData: data, parentDataProperty: "if", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                    errors = vErrors.length;
                }
                else {
                    var props21 = validate3.evaluated.props;
                    if (props20 !== true && props21 !== undefined) {
                        if (props21 === true) {
                            props20 = true;
                        }
                        else {
                            props20 = props20 || {};
                            Object.assign(props20, props21);
                        }
                    }
                    var items21 = validate3.evaluated.items;
                    if (items20 !== true && items21 !== undefined) {
                        items20 = items21 === true ? true : items20 > items21 ? items20 : items21;
                    }
                }
            }
        }
        if (data.then !== undefined) {
            let data14 = data.then;
            let _v11 = dynamicAnchors[""];
            if (_v11) {
                if (!(_v11(data14, { instancePath: instancePath + "/then", parentData: data, parentDataProperty: "then", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? _v11.errors : vErrors.concat(_v11.errors);
                    errors = vErrors.length;
                }
                else {
                    var props22 = _v11.evaluated.props;
                    var items22 = _v11.evaluated.items;
                }
            }
            else {
                if (!(validate3(data14, { instancePath: instancePath + "/then", parentData: data, parentDataProperty: "then", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                    errors = vErrors.length;
                }
                else {
                    var props23 = validate3.evaluated.props;
                    if (props22 !== true && props23 !== undefined) {
                        if (props23 === true) {
                            props22 = true;
                        }
                        else {
                            props22 = props22 || {};
                            Object.assign(props22, props23);
                        }
                    }
                    var items23 = validate3.evaluated.items;
                    if (items22 !== true && items23 !== undefined) {
                        items22 = items23 === true ? true : items22 > items23 ? items22 : items23;
                    }
                }
            }
        }
        if (data.else !== undefined) {
            let data15 = data.else;
            let _v12 = dynamicAnchors[""];
            if (_v12) {
                if (!(_v12(data15, { instancePath: instancePath + "/else", parentData: data, parentDataProperty: "else", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? _v12.errors : vErrors.concat(_v12.errors);
                    errors = vErrors.length;
                }
                else {
                    var props24 = _v12.evaluated.props;
                    var items24 = _v12.evaluated.items;
                }
            }
            else {
                if (!(validate3(data15, { instancePath: instancePath + "/else", parentData: data, parentDataProperty: "else", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                    errors = vErrors.length;
                }
                else {
                    var props25 = validate3.evaluated.props;
                    if (props24 !== true && props25 !== undefined) {
                        if (props25 === true) {
                            props24 = true;
                        }
                        else {
                            props24 = props24 || {};
                            Object.assign(props24, props25);
                        }
                    }
                    var items25 = validate3.evaluated.items;
                    if (items24 !== true && items25 !== undefined) {
                        items24 = items25 === true ? true : items24 > items25 ? items24 : items25;
                    }
                }
            }
        }
        if (data.allOf !== undefined) {
            if (!(validate4(data.allOf, { instancePath: instancePath + "/allOf", parentData: data, parentDataProperty: "allOf", rootData, dynamicAnchors }))) {
                vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
                errors = vErrors.length;
            }
        }
        if (data.anyOf !== undefined) {
            if (!(validate4(data.anyOf, { instancePath: instancePath + "/anyOf", parentData: data, parentDataProperty: "anyOf", rootData, dynamicAnchors }))) {
                vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
                errors = vErrors.length;
            }
        }
        if (data.oneOf !== undefined) {
            if (!(validate4(data.oneOf, { instancePath: instancePath + "/oneOf", parentData: data, parentDataProperty: "oneOf", rootData, dynamicAnchors }))) {
                vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
                errors = vErrors.length;
            }
        }
        if (data.not !== undefined) {
            let data19 = data.not;
            let _v13 = dynamicAnchors[""];
            if (_v13) {
                if (!(_v13(data19, { instancePath: instancePath + "/not", parentData: data, parentDataProperty: "not", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? _v13.errors : vErrors.concat(_v13.errors);
                    errors = vErrors.length;
                }
                else {
                    var props26 = _v13.evaluated.props;
                    var items26 = _v13.evaluated.items;
                }
            }
            else {
                if (!(validate3(data19, { instancePath: instancePath + "/not", parentData: data, parentDataProperty: "not", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                    errors = vErrors.length;
                }
                else {
                    var props27 = validate3.evaluated.props;
                    if (props26 !== true && props27 !== undefined) {
                        if (props27 === true) {
                            props26 = true;
                        }
                        else {
                            props26 = props26 || {};
                            Object.assign(props26, props27);
                        }
                    }
                    var items27 = validate3.evaluated.items;
                    if (items26 !== true && items27 !== undefined) {
                        items26 = items27 === true ? true : items26 > items27 ? items26 : items27;
                    }
                }
            }
        }
    } validate3.errors = vErrors; return errors === 0; }
    validate3.evaluated = { "props": { "additionalItems": true, "unevaluatedItems": true, "items": true, "contains": true, "additionalProperties": true, "unevaluatedProperties": true, "properties": true, "patternProperties": true, "dependentSchemas": true, "propertyNames": true, "if": true, "then": true, "else": true, "allOf": true, "anyOf": true, "oneOf": true, "not": true }, "dynamicProps": false, "dynamicItems": false };
    const schema4 = { "$schema": "https://json-schema.org/draft/2019-09/schema", "$id": "https://json-schema.org/draft/2019-09/meta/validation", "$vocabulary": { "https://json-schema.org/draft/2019-09/vocab/validation": true }, "$recursiveAnchor": true, "title": "Validation vocabulary meta-schema", "type": ["object", "boolean"], "properties": { "multipleOf": { "type": "number", "exclusiveMinimum": 0 }, "maximum": { "type": "number" }, "exclusiveMaximum": { "type": "number" }, "minimum": { "type": "number" }, "exclusiveMinimum": { "type": "number" }, "maxLength": { "$ref": "#/$defs/nonNegativeInteger" }, "minLength": { "$ref": "#/$defs/nonNegativeIntegerDefault0" }, "pattern": { "type": "string", "format": "regex" }, "maxItems": { "$ref": "#/$defs/nonNegativeInteger" }, "minItems": { "$ref": "#/$defs/nonNegativeIntegerDefault0" }, "uniqueItems": { "type": "boolean", "default": false }, "maxContains": { "$ref": "#/$defs/nonNegativeInteger" }, "minContains": { "$ref": "#/$defs/nonNegativeInteger", "default": 1 }, "maxProperties": { "$ref": "#/$defs/nonNegativeInteger" }, "minProperties": { "$ref": "#/$defs/nonNegativeIntegerDefault0" }, "required": { "$ref": "#/$defs/stringArray" }, "dependentRequired": { "type": "object", "additionalProperties": { "$ref": "#/$defs/stringArray" } }, "const": true, "enum": { "type": "array", "items": true }, "type": { "anyOf": [{ "$ref": "#/$defs/simpleTypes" }, { "type": "array", "items": { "$ref": "#/$defs/simpleTypes" }, "minItems": 1, "uniqueItems": true }] } }, "$defs": { "nonNegativeInteger": { "type": "integer", "minimum": 0 }, "nonNegativeIntegerDefault0": { "$ref": "#/$defs/nonNegativeInteger", "default": 0 }, "simpleTypes": { "enum": ["array", "boolean", "integer", "null", "number", "object", "string"] }, "stringArray": { "type": "array", "items": { "type": "string" }, "uniqueItems": true, "default": [] } } };
    const schema5 = { "type": "integer", "minimum": 0 };
    const schema15 = { "enum": ["array", "boolean", "integer", "null", "number", "object", "string"] };
    const func0 = equal;
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { /*# sourceURL="https://json-schema.org/draft/2019-09/meta/validation" */ ; let vErrors = null; let errors = 0; const evaluated0 = validate10.evaluated; if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    } if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    } if ((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")) {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema4.type }, message: "must be object,boolean" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    } if (!dynamicAnchors[""]) {
        dynamicAnchors[""] = validate10;
    } if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.multipleOf !== undefined) {
            let data0 = data.multipleOf;
            if (typeof data0 == "number") {
                if (data0 <= 0 || isNaN(data0)) {
                    const err1 = { instancePath: instancePath + "/multipleOf", schemaPath: "#/properties/multipleOf/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0" };
                    if (vErrors === null) {
                        vErrors = [err1];
                    }
                    else {
                        vErrors.push(err1);
                    }
                    errors++;
                }
            }
            else {
                const err2 = { instancePath: instancePath + "/multipleOf", schemaPath: "#/properties/multipleOf/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.maximum !== undefined) {
            if (!(typeof data.maximum == "number")) {
                const err3 = { instancePath: instancePath + "/maximum", schemaPath: "#/properties/maximum/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
        if (data.exclusiveMaximum !== undefined) {
            if (!(typeof data.exclusiveMaximum == "number")) {
                const err4 = { instancePath: instancePath + "/exclusiveMaximum", schemaPath: "#/properties/exclusiveMaximum/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        if (data.minimum !== undefined) {
            if (!(typeof data.minimum == "number")) {
                const err5 = { instancePath: instancePath + "/minimum", schemaPath: "#/properties/minimum/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
        if (data.exclusiveMinimum !== undefined) {
            if (!(typeof data.exclusiveMinimum == "number")) {
                const err6 = { instancePath: instancePath + "/exclusiveMinimum", schemaPath: "#/properties/exclusiveMinimum/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
        }
        if (data.maxLength !== undefined) {
            let data5 = data.maxLength;
            if (!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))) {
                const err7 = { instancePath: instancePath + "/maxLength", schemaPath: "#/$defs/nonNegativeInteger/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
            if (typeof data5 == "number") {
                if (data5 < 0 || isNaN(data5)) {
                    const err8 = { instancePath: instancePath + "/maxLength", schemaPath: "#/$defs/nonNegativeInteger/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                    if (vErrors === null) {
                        vErrors = [err8];
                    }
                    else {
                        vErrors.push(err8);
                    }
                    errors++;
                }
            }
        }
        if (data.minLength !== undefined) {
            let data6 = data.minLength;
            if (!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))) {
                const err9 = { instancePath: instancePath + "/minLength", schemaPath: "#/$defs/nonNegativeIntegerDefault0/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                    vErrors = [err9];
                }
                else {
                    vErrors.push(err9);
                }
                errors++;
            }
            if (typeof data6 == "number") {
                if (data6 < 0 || isNaN(data6)) {
                    const err10 = { instancePath: instancePath + "/minLength", schemaPath: "#/$defs/nonNegativeIntegerDefault0/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                    if (vErrors === null) {
                        vErrors = [err10];
                    }
                    else {
                        vErrors.push(err10);
                    }
                    errors++;
                }
            }
        }
        if (data.pattern !== undefined) {
            if (!(typeof data.pattern === "string")) {
                const err11 = { instancePath: instancePath + "/pattern", schemaPath: "#/properties/pattern/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err11];
                }
                else {
                    vErrors.push(err11);
                }
                errors++;
            }
        }
        if (data.maxItems !== undefined) {
            let data8 = data.maxItems;
            if (!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))) {
                const err12 = { instancePath: instancePath + "/maxItems", schemaPath: "#/$defs/nonNegativeInteger/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                    vErrors = [err12];
                }
                else {
                    vErrors.push(err12);
                }
                errors++;
            }
            if (typeof data8 == "number") {
                if (data8 < 0 || isNaN(data8)) {
                    const err13 = { instancePath: instancePath + "/maxItems", schemaPath: "#/$defs/nonNegativeInteger/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                    if (vErrors === null) {
                        vErrors = [err13];
                    }
                    else {
                        vErrors.push(err13);
                    }
                    errors++;
                }
            }
        }
        if (data.minItems !== undefined) {
            let data9 = data.minItems;
            if (!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))) {
                const err14 = { instancePath: instancePath + "/minItems", schemaPath: "#/$defs/nonNegativeIntegerDefault0/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                    vErrors = [err14];
                }
                else {
                    vErrors.push(err14);
                }
                errors++;
            }
            if (typeof data9 == "number") {
                if (data9 < 0 || isNaN(data9)) {
                    const err15 = { instancePath: instancePath + "/minItems", schemaPath: "#/$defs/nonNegativeIntegerDefault0/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                    if (vErrors === null) {
                        vErrors = [err15];
                    }
                    else {
                        vErrors.push(err15);
                    }
                    errors++;
                }
            }
        }
        if (data.uniqueItems !== undefined) {
            if (typeof data.uniqueItems !== "boolean") {
                const err16 = { instancePath: instancePath + "/uniqueItems", schemaPath: "#/properties/uniqueItems/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                if (vErrors === null) {
                    vErrors = [err16];
                }
                else {
                    vErrors.push(err16);
                }
                errors++;
            }
        }
        if (data.maxContains !== undefined) {
            let data11 = data.maxContains;
            if (!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))) {
                const err17 = { instancePath: instancePath + "/maxContains", schemaPath: "#/$defs/nonNegativeInteger/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                    vErrors = [err17];
                }
                else {
                    vErrors.push(err17);
                }
                errors++;
            }
            if (typeof data11 == "number") {
                if (data11 < 0 || isNaN(data11)) {
                    const err18 = { instancePath: instancePath + "/maxContains", schemaPath: "#/$defs/nonNegativeInteger/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                    if (vErrors === null) {
                        vErrors = [err18];
                    }
                    else {
                        vErrors.push(err18);
                    }
                    errors++;
                }
            }
        }
        if (data.minContains !== undefined) {
            let data12 = data.minContains;
            if (!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))) {
                const err19 = { instancePath: instancePath + "/minContains", schemaPath: "#/$defs/nonNegativeInteger/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                    vErrors = [err19];
                }
                else {
                    vErrors.push(err19);
                }
                errors++;
            }
            if (typeof data12 == "number") {
                if (data12 < 0 || isNaN(data12)) {
                    const err20 = { instancePath: instancePath + "/minContains", schemaPath: "#/$defs/nonNegativeInteger/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                    if (vErrors === null) {
                        vErrors = [err20];
                    }
                    else {
                        vErrors.push(err20);
                    }
                    errors++;
                }
            }
        }
        if (data.maxProperties !== undefined) {
            let data13 = data.maxProperties;
            if (!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))) {
                const err21 = { instancePath: instancePath + "/maxProperties", schemaPath: "#/$defs/nonNegativeInteger/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                    vErrors = [err21];
                }
                else {
                    vErrors.push(err21);
                }
                errors++;
            }
            if (typeof data13 == "number") {
                if (data13 < 0 || isNaN(data13)) {
                    const err22 = { instancePath: instancePath + "/maxProperties", schemaPath: "#/$defs/nonNegativeInteger/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                    if (vErrors === null) {
                        vErrors = [err22];
                    }
                    else {
                        vErrors.push(err22);
                    }
                    errors++;
                }
            }
        }
        if (data.minProperties !== undefined) {
            let data14 = data.minProperties;
            if (!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))) {
                const err23 = { instancePath: instancePath + "/minProperties", schemaPath: "#/$defs/nonNegativeIntegerDefault0/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                    vErrors = [err23];
                }
                else {
                    vErrors.push(err23);
                }
                errors++;
            }
            if (typeof data14 == "number") {
                if (data14 < 0 || isNaN(data14)) {
                    const err24 = { instancePath: instancePath + "/minProperties", schemaPath: "#/$defs/nonNegativeIntegerDefault0/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                    if (vErrors === null) {
                        vErrors = [err24];
                    }
                    else {
                        vErrors.push(err24);
                    }
                    errors++;
                }
            }
        }
        if (data.required !== undefined) {
            let data15 = data.required;
            if (Array.isArray(data15)) {
                const len0 = data15.length;
                for (let i0 = 0; i0 < len0; i0++) {
                    if (typeof data15[i0] !== "string") {
                        const err25 = { instancePath: instancePath + "/required/" + i0, schemaPath: "#/$defs/stringArray/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                            vErrors = [err25];
                        }
                        else {
                            vErrors.push(err25);
                        }
                        errors++;
                    }
                }
                let i1 = data15.length;
                let j0;
                if (i1 > 1) {
                    const indices0 = {};
                    for (; i1--;) {
                        let item0 = data15[i1];
                        if (typeof item0 !== "string") {
                            continue;
                        }
                        if (typeof indices0[item0] == "number") {
                            j0 = indices0[item0];
                            const err26 = { instancePath: instancePath + "/required", schemaPath: "#/$defs/stringArray/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                            if (vErrors === null) {
                                vErrors = [err26];
                            }
                            else {
                                vErrors.push(err26);
                            }
                            errors++;
                            break;
                        }
                        indices0[item0] = i1;
                    }
                }
            }
            else {
                const err27 = { instancePath: instancePath + "/required", schemaPath: "#/$defs/stringArray/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                    vErrors = [err27];
                }
                else {
                    vErrors.push(err27);
                }
                errors++;
            }
        }
        if (data.dependentRequired !== undefined) {
            let data17 = data.dependentRequired;
            if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                for (const key0 in data17) {
                    let data18 = data17[key0];
                    if (Array.isArray(data18)) {
                        const len1 = data18.length;
                        for (let i2 = 0; i2 < len1; i2++) {
                            if (typeof data18[i2] !== "string") {
                                const err28 = { instancePath: instancePath + "/dependentRequired/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i2, schemaPath: "#/$defs/stringArray/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                if (vErrors === null) {
                                    vErrors = [err28];
                                }
                                else {
                                    vErrors.push(err28);
                                }
                                errors++;
                            }
                        }
                        let i3 = data18.length;
                        let j1;
                        if (i3 > 1) {
                            const indices1 = {};
                            for (; i3--;) {
                                let item1 = data18[i3];
                                if (typeof item1 !== "string") {
                                    continue;
                                }
                                if (typeof indices1[item1] == "number") {
                                    j1 = indices1[item1];
                                    const err29 = { instancePath: instancePath + "/dependentRequired/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/stringArray/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)" };
                                    if (vErrors === null) {
                                        vErrors = [err29];
                                    }
                                    else {
                                        vErrors.push(err29);
                                    }
                                    errors++;
                                    break;
                                }
                                indices1[item1] = i3;
                            }
                        }
                    }
                    else {
                        const err30 = { instancePath: instancePath + "/dependentRequired/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/stringArray/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                        if (vErrors === null) {
                            vErrors = [err30];
                        }
                        else {
                            vErrors.push(err30);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err31 = { instancePath: instancePath + "/dependentRequired", schemaPath: "#/properties/dependentRequired/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err31];
                }
                else {
                    vErrors.push(err31);
                }
                errors++;
            }
        }
        if (data.enum !== undefined) {
            if (!(Array.isArray(data.enum))) {
                const err32 = { instancePath: instancePath + "/enum", schemaPath: "#/properties/enum/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                    vErrors = [err32];
                }
                else {
                    vErrors.push(err32);
                }
                errors++;
            }
        }
        if (data.type !== undefined) {
            let data21 = data.type;
            const _errs55 = errors;
            let valid18 = false;
            const _errs56 = errors;
            if (!(((((((data21 === "array") || (data21 === "boolean")) || (data21 === "integer")) || (data21 === "null")) || (data21 === "number")) || (data21 === "object")) || (data21 === "string"))) {
                const err33 = { instancePath: instancePath + "/type", schemaPath: "#/$defs/simpleTypes/enum", keyword: "enum", params: { allowedValues: schema15.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                    vErrors = [err33];
                }
                else {
                    vErrors.push(err33);
                }
                errors++;
            }
            var _valid0 = _errs56 === errors;
            valid18 = valid18 || _valid0;
            const _errs58 = errors;
            if (Array.isArray(data21)) {
                if (data21.length < 1) {
                    const err34 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                    if (vErrors === null) {
                        vErrors = [err34];
                    }
                    else {
                        vErrors.push(err34);
                    }
                    errors++;
                }
                const len2 = data21.length;
                for (let i4 = 0; i4 < len2; i4++) {
                    let data22 = data21[i4];
                    if (!(((((((data22 === "array") || (data22 === "boolean")) || (data22 === "integer")) || (data22 === "null")) || (data22 === "number")) || (data22 === "object")) || (data22 === "string"))) {
                        const err35 = { instancePath: instancePath + "/type/" + i4, schemaPath: "#/$defs/simpleTypes/enum", keyword: "enum", params: { allowedValues: schema15.enum }, message: "must be equal to one of the allowed values" };
                        if (vErrors === null) {
                            vErrors = [err35];
                        }
                        else {
                            vErrors.push(err35);
                        }
                        errors++;
                    }
                }
                let i5 = data21.length;
                let j2;
                if (i5 > 1) {
                    outer0: for (; i5--;) {
                        for (j2 = i5; j2--;) {
                            if (func0(data21[i5], data21[j2])) {
                                const err36 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/anyOf/1/uniqueItems", keyword: "uniqueItems", params: { i: i5, j: j2 }, message: "must NOT have duplicate items (items ## " + j2 + " and " + i5 + " are identical)" };
                                if (vErrors === null) {
                                    vErrors = [err36];
                                }
                                else {
                                    vErrors.push(err36);
                                }
                                errors++;
                                break outer0;
                            }
                        }
                    }
                }
            }
            else {
                const err37 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                    vErrors = [err37];
                }
                else {
                    vErrors.push(err37);
                }
                errors++;
            }
            var _valid0 = _errs58 === errors;
            valid18 = valid18 || _valid0;
            if (!valid18) {
                const err38 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                if (vErrors === null) {
                    vErrors = [err38];
                }
                else {
                    vErrors.push(err38);
                }
                errors++;
            }
            else {
                errors = _errs55;
                if (vErrors !== null) {
                    if (_errs55) {
                        vErrors.length = _errs55;
                    }
                    else {
                        vErrors = null;
                    }
                }
            }
        }
    } validate10.errors = vErrors; return errors === 0; }
    validate10.evaluated = { "props": { "multipleOf": true, "maximum": true, "exclusiveMaximum": true, "minimum": true, "exclusiveMinimum": true, "maxLength": true, "minLength": true, "pattern": true, "maxItems": true, "minItems": true, "uniqueItems": true, "maxContains": true, "minContains": true, "maxProperties": true, "minProperties": true, "required": true, "dependentRequired": true, "const": true, "enum": true, "type": true }, "dynamicProps": false, "dynamicItems": false };
    const schema17 = { "$schema": "https://json-schema.org/draft/2019-09/schema", "$id": "https://json-schema.org/draft/2019-09/meta/meta-data", "$vocabulary": { "https://json-schema.org/draft/2019-09/vocab/meta-data": true }, "$recursiveAnchor": true, "title": "Meta-data vocabulary meta-schema", "type": ["object", "boolean"], "properties": { "title": { "type": "string" }, "description": { "type": "string" }, "default": true, "deprecated": { "type": "boolean", "default": false }, "readOnly": { "type": "boolean", "default": false }, "writeOnly": { "type": "boolean", "default": false }, "examples": { "type": "array", "items": true } } };
    function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { /*# sourceURL="https://json-schema.org/draft/2019-09/meta/meta-data" */ ; let vErrors = null; let errors = 0; const evaluated0 = validate12.evaluated; if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    } if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    } if ((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")) {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema17.type }, message: "must be object,boolean" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    } if (!dynamicAnchors[""]) {
        dynamicAnchors[""] = validate12;
    } if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.title !== undefined) {
            if (typeof data.title !== "string") {
                const err1 = { instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
        }
        if (data.description !== undefined) {
            if (typeof data.description !== "string") {
                const err2 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.deprecated !== undefined) {
            if (typeof data.deprecated !== "boolean") {
                const err3 = { instancePath: instancePath + "/deprecated", schemaPath: "#/properties/deprecated/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
        if (data.readOnly !== undefined) {
            if (typeof data.readOnly !== "boolean") {
                const err4 = { instancePath: instancePath + "/readOnly", schemaPath: "#/properties/readOnly/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        if (data.writeOnly !== undefined) {
            if (typeof data.writeOnly !== "boolean") {
                const err5 = { instancePath: instancePath + "/writeOnly", schemaPath: "#/properties/writeOnly/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
        if (data.examples !== undefined) {
            if (!(Array.isArray(data.examples))) {
                const err6 = { instancePath: instancePath + "/examples", schemaPath: "#/properties/examples/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
        }
    } validate12.errors = vErrors; return errors === 0; }
    validate12.evaluated = { "props": { "title": true, "description": true, "default": true, "deprecated": true, "readOnly": true, "writeOnly": true, "examples": true }, "dynamicProps": false, "dynamicItems": false };
    const schema18 = { "$schema": "https://json-schema.org/draft/2019-09/schema", "$id": "https://json-schema.org/draft/2019-09/meta/format", "$vocabulary": { "https://json-schema.org/draft/2019-09/vocab/format": true }, "$recursiveAnchor": true, "title": "Format vocabulary meta-schema", "type": ["object", "boolean"], "properties": { "format": { "type": "string" } } };
    function validate14(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { /*# sourceURL="https://json-schema.org/draft/2019-09/meta/format" */ ; let vErrors = null; let errors = 0; const evaluated0 = validate14.evaluated; if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    } if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    } if ((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")) {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema18.type }, message: "must be object,boolean" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    } if (!dynamicAnchors[""]) {
        dynamicAnchors[""] = validate14;
    } if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.format !== undefined) {
            if (typeof data.format !== "string") {
                const err1 = { instancePath: instancePath + "/format", schemaPath: "#/properties/format/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
        }
    } validate14.errors = vErrors; return errors === 0; }
    validate14.evaluated = { "props": { "format": true }, "dynamicProps": false, "dynamicItems": false };
    const schema19 = { "$schema": "https://json-schema.org/draft/2019-09/schema", "$id": "https://json-schema.org/draft/2019-09/meta/content", "$vocabulary": { "https://json-schema.org/draft/2019-09/vocab/content": true }, "$recursiveAnchor": true, "title": "Content vocabulary meta-schema", "type": ["object", "boolean"], "properties": { "contentMediaType": { "type": "string" }, "contentEncoding": { "type": "string" }, "contentSchema": { "$recursiveRef": "#" } } };
    function validate16(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { /*# sourceURL="https://json-schema.org/draft/2019-09/meta/content" */ ; let vErrors = null; let errors = 0; const evaluated0 = validate16.evaluated; if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    } if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    } if ((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")) {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema19.type }, message: "must be object,boolean" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    } if (!dynamicAnchors[""]) {
        dynamicAnchors[""] = validate16;
    } if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.contentMediaType !== undefined) {
            if (typeof data.contentMediaType !== "string") {
                const err1 = { instancePath: instancePath + "/contentMediaType", schemaPath: "#/properties/contentMediaType/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
        }
        if (data.contentEncoding !== undefined) {
            if (typeof data.contentEncoding !== "string") {
                const err2 = { instancePath: instancePath + "/contentEncoding", schemaPath: "#/properties/contentEncoding/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.contentSchema !== undefined) {
            let data2 = data.contentSchema;
            let _v0 = dynamicAnchors[""];
            if (_v0) {
                if (!(_v0(data2, { instancePath: instancePath + "/contentSchema", parentData: data, parentDataProperty: "contentSchema", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);
                    errors = vErrors.length;
                }
                else {
                    var props0 = _v0.evaluated.props;
                    var items0 = _v0.evaluated.items;
                }
            }
            else {
                if (!(validate16(data2, { instancePath: instancePath + "/contentSchema", parentData: data, parentDataProperty: "contentSchema", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
                    errors = vErrors.length;
                }
                else {
                    var props1 = validate16.evaluated.props;
                    if (props0 !== true && props1 !== undefined) {
                        if (props1 === true) {
                            props0 = true;
                        }
                        else {
                            props0 = props0 || {};
                            Object.assign(props0, props1);
                        }
                    }
                    var items1 = validate16.evaluated.items;
                    if (items0 !== true && items1 !== undefined) {
                        items0 = items1 === true ? true : items0 > items1 ? items0 : items1;
                    }
                }
            }
        }
    } validate16.errors = vErrors; return errors === 0; }
    validate16.evaluated = { "props": { "contentMediaType": true, "contentEncoding": true, "contentSchema": true }, "dynamicProps": false, "dynamicItems": false };
    function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { /*# sourceURL="https://json-schema.org/draft/2019-09/schema" */ ; let vErrors = null; let errors = 0; const evaluated0 = validate0.evaluated; if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    } if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    } if ((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")) {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema0.type }, message: "must be object,boolean" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    } if (!dynamicAnchors[""]) {
        dynamicAnchors[""] = validate0;
    } if (!(validate1(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }))) {
        vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
        errors = vErrors.length;
    } if (!(validate3(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }))) {
        vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
        errors = vErrors.length;
    } if (!(validate10(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }))) {
        vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
        errors = vErrors.length;
    } if (!(validate12(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }))) {
        vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
        errors = vErrors.length;
    } if (!(validate14(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }))) {
        vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
        errors = vErrors.length;
    } if (!(validate16(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }))) {
        vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
        errors = vErrors.length;
    } if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.definitions !== undefined) {
            let data0 = data.definitions;
            if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                for (const key0 in data0) {
                    let data1 = data0[key0];
                    let _v0 = dynamicAnchors[""];
                    if (_v0) {
                        if (!(_v0(data1, { instancePath: instancePath + "/definitions/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data0, parentDataProperty: key0, rootData, dynamicAnchors }))) {
                            vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);
                            errors = vErrors.length;
                        }
                        else {
                            var props0 = _v0.evaluated.props;
                            var items0 = _v0.evaluated.items;
                        }
                    }
                    else {
                        if (!(validate0(data1, { instancePath: instancePath + "/definitions/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data0, parentDataProperty: key0, rootData, dynamicAnchors }))) {
                            vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
                            errors = vErrors.length;
                        }
                        else {
                            var props1 = validate0.evaluated.props;
                            if (props0 !== true && props1 !== undefined) {
                                if (props1 === true) {
                                    props0 = true;
                                }
                                else {
                                    props0 = props0 || {};
                                    Object.assign(props0, props1);
                                }
                            }
                            var items1 = validate0.evaluated.items;
                            if (items0 !== true && items1 !== undefined) {
                                items0 = items1 === true ? true : items0 > items1 ? items0 : items1;
                            }
                        }
                    }
                }
            }
            else {
                const err1 = { instancePath: instancePath + "/definitions", schemaPath: "#/properties/definitions/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
        }
        if (data.dependencies !== undefined) {
            let data2 = data.dependencies;
            if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                for (const key1 in data2) {
                    let data3 = data2[key1];
                    const _errs17 = errors;
                    let valid4 = false;
                    const _errs18 = errors;
                    let _v1 = dynamicAnchors[""];
                    if (_v1) {
                        if (!(_v1(data3, { instancePath: instancePath + "/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data2, parentDataProperty: key1, rootData, dynamicAnchors }))) {
                            vErrors = vErrors === null ? _v1.errors : vErrors.concat(_v1.errors);
                            errors = vErrors.length;
                        }
                        else {
                            var props2 = _v1.evaluated.props;
                            var items2 = _v1.evaluated.items;
                        }
                    }
                    else {
                        if (!(validate0(data3, { instancePath: instancePath + "/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data2, parentDataProperty: key1, rootData, dynamicAnchors }))) {
                            vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
                            errors = vErrors.length;
                        }
                        else {
                            var props3 = validate0.evaluated.props;
                            if (props2 !== true && props3 !== undefined) {
                                if (props3 === true) {
                                    props2 = true;
                                }
                                else {
                                    props2 = props2 || {};
                                    Object.assign(props2, props3);
                                }
                            }
                            var items3 = validate0.evaluated.items;
                            if (items2 !== true && items3 !== undefined) {
                                items2 = items3 === true ? true : items2 > items3 ? items2 : items3;
                            }
                        }
                    }
                    var _valid0 = _errs18 === errors;
                    valid4 = valid4 || _valid0;
                    const _errs19 = errors;
                    if (Array.isArray(data3)) {
                        const len0 = data3.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                            if (typeof data3[i0] !== "string") {
                                const err2 = { instancePath: instancePath + "/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0, schemaPath: "meta/validation#/$defs/stringArray/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                if (vErrors === null) {
                                    vErrors = [err2];
                                }
                                else {
                                    vErrors.push(err2);
                                }
                                errors++;
                            }
                        }
                        let i1 = data3.length;
                        let j0;
                        if (i1 > 1) {
                            const indices0 = {};
                            for (; i1--;) {
                                let item0 = data3[i1];
                                if (typeof item0 !== "string") {
                                    continue;
                                }
                                if (typeof indices0[item0] == "number") {
                                    j0 = indices0[item0];
                                    const err3 = { instancePath: instancePath + "/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "meta/validation#/$defs/stringArray/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                                    if (vErrors === null) {
                                        vErrors = [err3];
                                    }
                                    else {
                                        vErrors.push(err3);
                                    }
                                    errors++;
                                    break;
                                }
                                indices0[item0] = i1;
                            }
                        }
                    }
                    else {
                        const err4 = { instancePath: instancePath + "/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "meta/validation#/$defs/stringArray/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                        if (vErrors === null) {
                            vErrors = [err4];
                        }
                        else {
                            vErrors.push(err4);
                        }
                        errors++;
                    }
                    var _valid0 = _errs19 === errors;
                    valid4 = valid4 || _valid0;
                    if (_valid0) {
                        if (items2 !== true) {
                            items2 = true;
                        }
                    }
                    if (!valid4) {
                        const err5 = { instancePath: instancePath + "/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/dependencies/additionalProperties/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                        if (vErrors === null) {
                            vErrors = [err5];
                        }
                        else {
                            vErrors.push(err5);
                        }
                        errors++;
                    }
                    else {
                        errors = _errs17;
                        if (vErrors !== null) {
                            if (_errs17) {
                                vErrors.length = _errs17;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                    }
                }
            }
            else {
                const err6 = { instancePath: instancePath + "/dependencies", schemaPath: "#/properties/dependencies/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
        }
    } validate0.errors = vErrors; return errors === 0; }
    validate0.evaluated = { "props": { "definitions": true, "dependencies": true, "contentMediaType": true, "contentEncoding": true, "contentSchema": true, "format": true, "title": true, "description": true, "default": true, "deprecated": true, "readOnly": true, "writeOnly": true, "examples": true, "multipleOf": true, "maximum": true, "exclusiveMaximum": true, "minimum": true, "exclusiveMinimum": true, "maxLength": true, "minLength": true, "pattern": true, "maxItems": true, "minItems": true, "uniqueItems": true, "maxContains": true, "minContains": true, "maxProperties": true, "minProperties": true, "required": true, "dependentRequired": true, "const": true, "enum": true, "type": true, "additionalItems": true, "unevaluatedItems": true, "items": true, "contains": true, "additionalProperties": true, "unevaluatedProperties": true, "properties": true, "patternProperties": true, "dependentSchemas": true, "propertyNames": true, "if": true, "then": true, "else": true, "allOf": true, "anyOf": true, "oneOf": true, "not": true, "$id": true, "$schema": true, "$anchor": true, "$ref": true, "$recursiveRef": true, "$recursiveAnchor": true, "$vocabulary": true, "$comment": true, "$defs": true }, "dynamicProps": false, "dynamicItems": false };
}
function draft2020(module, equal) {
    module.exports = validate0;
    module.exports.default = validate0;
    const schema0 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://json-schema.org/draft/2020-12/schema", "$vocabulary": { "https://json-schema.org/draft/2020-12/vocab/core": true, "https://json-schema.org/draft/2020-12/vocab/applicator": true, "https://json-schema.org/draft/2020-12/vocab/unevaluated": true, "https://json-schema.org/draft/2020-12/vocab/validation": true, "https://json-schema.org/draft/2020-12/vocab/meta-data": true, "https://json-schema.org/draft/2020-12/vocab/format-annotation": true, "https://json-schema.org/draft/2020-12/vocab/content": true }, "$dynamicAnchor": "meta", "title": "Core and Validation specifications meta-schema", "allOf": [{ "$ref": "meta/core" }, { "$ref": "meta/applicator" }, { "$ref": "meta/unevaluated" }, { "$ref": "meta/validation" }, { "$ref": "meta/meta-data" }, { "$ref": "meta/format-annotation" }, { "$ref": "meta/content" }], "type": ["object", "boolean"], "$comment": "This meta-schema also defines keywords that have appeared in previous drafts in order to prevent incompatible extensions as they remain in common use.", "properties": { "definitions": { "$comment": "\"definitions\" has been replaced by \"$defs\".", "type": "object", "additionalProperties": { "$dynamicRef": "#meta" }, "deprecated": true, "default": {} }, "dependencies": { "$comment": "\"dependencies\" has been split and replaced by \"dependentSchemas\" and \"dependentRequired\" in order to serve their differing semantics.", "type": "object", "additionalProperties": { "anyOf": [{ "$dynamicRef": "#meta" }, { "$ref": "meta/validation#/$defs/stringArray" }] }, "deprecated": true, "default": {} }, "$recursiveAnchor": { "$comment": "\"$recursiveAnchor\" has been replaced by \"$dynamicAnchor\".", "$ref": "meta/core#/$defs/anchorString", "deprecated": true }, "$recursiveRef": { "$comment": "\"$recursiveRef\" has been replaced by \"$dynamicRef\".", "$ref": "meta/core#/$defs/uriReferenceString", "deprecated": true } } };
    const schema23 = { "type": "array", "items": { "type": "string" }, "uniqueItems": true, "default": [] };
    const schema5 = { "type": "string", "pattern": "^[A-Za-z_][-A-Za-z0-9._]*$" };
    const schema2 = { "type": "string", "format": "uri-reference" };
    const schema1 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://json-schema.org/draft/2020-12/meta/core", "$vocabulary": { "https://json-schema.org/draft/2020-12/vocab/core": true }, "$dynamicAnchor": "meta", "title": "Core vocabulary meta-schema", "type": ["object", "boolean"], "properties": { "$id": { "$ref": "#/$defs/uriReferenceString", "$comment": "Non-empty fragments not allowed.", "pattern": "^[^#]*#?$" }, "$schema": { "$ref": "#/$defs/uriString" }, "$ref": { "$ref": "#/$defs/uriReferenceString" }, "$anchor": { "$ref": "#/$defs/anchorString" }, "$dynamicRef": { "$ref": "#/$defs/uriReferenceString" }, "$dynamicAnchor": { "$ref": "#/$defs/anchorString" }, "$vocabulary": { "type": "object", "propertyNames": { "$ref": "#/$defs/uriString" }, "additionalProperties": { "type": "boolean" } }, "$comment": { "type": "string" }, "$defs": { "type": "object", "additionalProperties": { "$dynamicRef": "#meta" } } }, "$defs": { "anchorString": { "type": "string", "pattern": "^[A-Za-z_][-A-Za-z0-9._]*$" }, "uriString": { "type": "string", "format": "uri" }, "uriReferenceString": { "type": "string", "format": "uri-reference" } } };
    const schema3 = { "type": "string", "format": "uri" };
    const pattern0 = new RegExp("^[^#]*#?$", "u");
    const pattern1 = new RegExp("^[A-Za-z_][-A-Za-z0-9._]*$", "u");
    function validate1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { /*# sourceURL="https://json-schema.org/draft/2020-12/meta/core" */ ; let vErrors = null; let errors = 0; const evaluated0 = validate1.evaluated; if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    } if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    } if ((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")) {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema1.type }, message: "must be object,boolean" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    } if (!dynamicAnchors.meta) {
        dynamicAnchors.meta = validate1;
    } if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.$id !== undefined) {
            let data0 = data.$id;
            if (!(typeof data0 === "string")) {
                const err1 = { instancePath: instancePath + "/$id", schemaPath: "#/$defs/uriReferenceString/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
            if (typeof data0 === "string") {
                if (!pattern0.test(data0)) {
                    const err2 = { instancePath: instancePath + "/$id", schemaPath: "#/properties/%24id/pattern", keyword: "pattern", params: { pattern: "^[^#]*#?$" }, message: "must match pattern \"" + "^[^#]*#?$" + "\"" };
                    if (vErrors === null) {
                        vErrors = [err2];
                    }
                    else {
                        vErrors.push(err2);
                    }
                    errors++;
                }
            }
        }
        if (data.$schema !== undefined) {
            if (!(typeof data.$schema === "string")) {
                const err3 = { instancePath: instancePath + "/$schema", schemaPath: "#/$defs/uriString/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
        if (data.$ref !== undefined) {
            if (!(typeof data.$ref === "string")) {
                const err4 = { instancePath: instancePath + "/$ref", schemaPath: "#/$defs/uriReferenceString/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        if (data.$anchor !== undefined) {
            let data3 = data.$anchor;
            if (typeof data3 === "string") {
                if (!pattern1.test(data3)) {
                    const err5 = { instancePath: instancePath + "/$anchor", schemaPath: "#/$defs/anchorString/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][-A-Za-z0-9._]*$" }, message: "must match pattern \"" + "^[A-Za-z_][-A-Za-z0-9._]*$" + "\"" };
                    if (vErrors === null) {
                        vErrors = [err5];
                    }
                    else {
                        vErrors.push(err5);
                    }
                    errors++;
                }
            }
            else {
                const err6 = { instancePath: instancePath + "/$anchor", schemaPath: "#/$defs/anchorString/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
        }
        if (data.$dynamicRef !== undefined) {
            if (!(typeof data.$dynamicRef === "string")) {
                const err7 = { instancePath: instancePath + "/$dynamicRef", schemaPath: "#/$defs/uriReferenceString/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
        }
        if (data.$dynamicAnchor !== undefined) {
            let data5 = data.$dynamicAnchor;
            if (typeof data5 === "string") {
                if (!pattern1.test(data5)) {
                    const err8 = { instancePath: instancePath + "/$dynamicAnchor", schemaPath: "#/$defs/anchorString/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][-A-Za-z0-9._]*$" }, message: "must match pattern \"" + "^[A-Za-z_][-A-Za-z0-9._]*$" + "\"" };
                    if (vErrors === null) {
                        vErrors = [err8];
                    }
                    else {
                        vErrors.push(err8);
                    }
                    errors++;
                }
            }
            else {
                const err9 = { instancePath: instancePath + "/$dynamicAnchor", schemaPath: "#/$defs/anchorString/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err9];
                }
                else {
                    vErrors.push(err9);
                }
                errors++;
            }
        }
        if (data.$vocabulary !== undefined) {
            let data6 = data.$vocabulary;
            if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                for (const key0 in data6) {
                    const _errs22 = errors;
                    if (!(typeof key0 === "string")) {
                        const err10 = { instancePath: instancePath + "/$vocabulary", schemaPath: "#/$defs/uriString/type", keyword: "type", params: { type: "string" }, message: "must be string", propertyName: key0 };
                        if (vErrors === null) {
                            vErrors = [err10];
                        }
                        else {
                            vErrors.push(err10);
                        }
                        errors++;
                    }
                    var valid7 = _errs22 === errors;
                    if (!valid7) {
                        const err11 = { instancePath: instancePath + "/$vocabulary", schemaPath: "#/properties/%24vocabulary/propertyNames", keyword: "propertyNames", params: { propertyName: key0 }, message: "property name must be valid" };
                        if (vErrors === null) {
                            vErrors = [err11];
                        }
                        else {
                            vErrors.push(err11);
                        }
                        errors++;
                    }
                }
                for (const key1 in data6) {
                    if (typeof data6[key1] !== "boolean") {
                        const err12 = { instancePath: instancePath + "/$vocabulary/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/%24vocabulary/additionalProperties/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                        if (vErrors === null) {
                            vErrors = [err12];
                        }
                        else {
                            vErrors.push(err12);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err13 = { instancePath: instancePath + "/$vocabulary", schemaPath: "#/properties/%24vocabulary/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err13];
                }
                else {
                    vErrors.push(err13);
                }
                errors++;
            }
        }
        if (data.$comment !== undefined) {
            if (typeof data.$comment !== "string") {
                const err14 = { instancePath: instancePath + "/$comment", schemaPath: "#/properties/%24comment/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err14];
                }
                else {
                    vErrors.push(err14);
                }
                errors++;
            }
        }
        if (data.$defs !== undefined) {
            let data9 = data.$defs;
            if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
                for (const key2 in data9) {
                    let data10 = data9[key2];
                    let _v0 = dynamicAnchors.meta;
                    if (_v0) {
                        if (!(_v0(data10, { instancePath: instancePath + "/$defs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data9, parentDataProperty: key2, rootData, dynamicAnchors }))) {
                            vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);
                            errors = vErrors.length;
                        }
                        else {
                            var props0 = _v0.evaluated.props;
                            var items0 = _v0.evaluated.items;
                        }
                    }
                    else {
                        if (!(validate1(data10, { instancePath: instancePath + "/$defs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data9, parentDataProperty: key2, rootData, dynamicAnchors }))) {
                            vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
                            errors = vErrors.length;
                        }
                        else {
                            var props1 = validate1.evaluated.props;
                            if (props0 !== true && props1 !== undefined) {
                                if (props1 === true) {
                                    props0 = true;
                                }
                                else {
                                    props0 = props0 || {};
                                    Object.assign(props0, props1);
                                }
                            }
                            var items1 = validate1.evaluated.items;
                            if (items0 !== true && items1 !== undefined) {
                                items0 = items1 === true ? true : items0 > items1 ? items0 : items1;
                            }
                        }
                    }
                }
            }
            else {
                const err15 = { instancePath: instancePath + "/$defs", schemaPath: "#/properties/%24defs/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err15];
                }
                else {
                    vErrors.push(err15);
                }
                errors++;
            }
        }
    } validate1.errors = vErrors; return errors === 0; }
    validate1.evaluated = { "props": { "$id": true, "$schema": true, "$ref": true, "$anchor": true, "$dynamicRef": true, "$dynamicAnchor": true, "$vocabulary": true, "$comment": true, "$defs": true }, "dynamicProps": false, "dynamicItems": false };
    const schema9 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://json-schema.org/draft/2020-12/meta/applicator", "$vocabulary": { "https://json-schema.org/draft/2020-12/vocab/applicator": true }, "$dynamicAnchor": "meta", "title": "Applicator vocabulary meta-schema", "type": ["object", "boolean"], "properties": { "prefixItems": { "$ref": "#/$defs/schemaArray" }, "items": { "$dynamicRef": "#meta" }, "contains": { "$dynamicRef": "#meta" }, "additionalProperties": { "$dynamicRef": "#meta" }, "properties": { "type": "object", "additionalProperties": { "$dynamicRef": "#meta" }, "default": {} }, "patternProperties": { "type": "object", "additionalProperties": { "$dynamicRef": "#meta" }, "propertyNames": { "format": "regex" }, "default": {} }, "dependentSchemas": { "type": "object", "additionalProperties": { "$dynamicRef": "#meta" }, "default": {} }, "propertyNames": { "$dynamicRef": "#meta" }, "if": { "$dynamicRef": "#meta" }, "then": { "$dynamicRef": "#meta" }, "else": { "$dynamicRef": "#meta" }, "allOf": { "$ref": "#/$defs/schemaArray" }, "anyOf": { "$ref": "#/$defs/schemaArray" }, "oneOf": { "$ref": "#/$defs/schemaArray" }, "not": { "$dynamicRef": "#meta" } }, "$defs": { "schemaArray": { "type": "array", "minItems": 1, "items": { "$dynamicRef": "#meta" } } } };
    const schema10 = { "type": "array", "minItems": 1, "items": { "$dynamicRef": "#meta" } };
    function validate4(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { let vErrors = null; let errors = 0; const evaluated0 = validate4.evaluated; if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    } if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    } if (Array.isArray(data)) {
        if (data.length < 1) {
            const err0 = { instancePath, schemaPath: "#/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        const len0 = data.length;
        for (let i0 = 0; i0 < len0; i0++) {
            let data0 = data[i0];
            let _v0 = dynamicAnchors.meta;
            if (_v0) {
                if (!(_v0(data0, { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);
                    errors = vErrors.length;
                }
                else {
                    var props0 = _v0.evaluated.props;
                    var items0 = _v0.evaluated.items;
                }
            }
            else {
                if (!(validate4(data0, { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
                    errors = vErrors.length;
                }
                else {
                    var props1 = validate4.evaluated.props;
                    if (props0 !== true && props1 !== undefined) {
                        if (props1 === true) {
                            props0 = true;
                        }
                        else {
                            props0 = props0 || {};
                            Object.assign(props0, props1);
                        }
                    }
                    var items1 = validate4.evaluated.items;
                    if (items0 !== true && items1 !== undefined) {
                        items0 = items1 === true ? true : items0 > items1 ? items0 : items1;
                    }
                }
            }
        }
    }
    else {
        const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    } validate4.errors = vErrors; return errors === 0; }
    validate4.evaluated = { "items": true, "dynamicProps": false, "dynamicItems": false };
    function validate3(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { /*# sourceURL="https://json-schema.org/draft/2020-12/meta/applicator" */ ; let vErrors = null; let errors = 0; const evaluated0 = validate3.evaluated; if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    } if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    } if ((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")) {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema9.type }, message: "must be object,boolean" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    } if (!dynamicAnchors.meta) {
        dynamicAnchors.meta = validate3;
    } if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.prefixItems !== undefined) {
            if (!(validate4(data.prefixItems, { instancePath: instancePath + "/prefixItems", parentData: data, parentDataProperty: "prefixItems", rootData, dynamicAnchors }))) {
                vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
                errors = vErrors.length;
            }
        }
        if (data.items !== undefined) {
            let data1 = data.items;
            let _v0 = dynamicAnchors.meta;
            if (_v0) {
                if (!(_v0(data1, { instancePath: instancePath + "/items", parentData: data, parentDataProperty: "items", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);
                    errors = vErrors.length;
                }
                else {
                    var props0 = _v0.evaluated.props;
                    var items0 = _v0.evaluated.items;
                }
            }
            else {
                if (!(validate3(data1, { instancePath: instancePath + "/items", parentData: data, parentDataProperty: "items", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                    errors = vErrors.length;
                }
                else {
                    var props1 = validate3.evaluated.props;
                    if (props0 !== true && props1 !== undefined) {
                        if (props1 === true) {
                            props0 = true;
                        }
                        else {
                            props0 = props0 || {};
                            Object.assign(props0, props1);
                        }
                    }
                    var items1 = validate3.evaluated.items;
                    if (items0 !== true && items1 !== undefined) {
                        items0 = items1 === true ? true : items0 > items1 ? items0 : items1;
                    }
                }
            }
        }
        if (data.contains !== undefined) {
            let data2 = data.contains;
            let _v1 = dynamicAnchors.meta;
            if (_v1) {
                if (!(_v1(data2, { instancePath: instancePath + "/contains", parentData: data, parentDataProperty: "contains", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? _v1.errors : vErrors.concat(_v1.errors);
                    errors = vErrors.length;
                }
                else {
                    var props2 = _v1.evaluated.props;
                    var items2 = _v1.evaluated.items;
                }
            }
            else {
                if (!(validate3(data2, { instancePath: instancePath + "/contains", parentData: data, parentDataProperty: "contains", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                    errors = vErrors.length;
                }
                else {
                    var props3 = validate3.evaluated.props;
                    if (props2 !== true && props3 !== undefined) {
                        if (props3 === true) {
                            props2 = true;
                        }
                        else {
                            props2 = props2 || {};
                            Object.assign(props2, props3);
                        }
                    }
                    var items3 = validate3.evaluated.items;
                    if (items2 !== true && items3 !== undefined) {
                        items2 = items3 === true ? true : items2 > items3 ? items2 : items3;
                    }
                }
            }
        }
        if (data.additionalProperties !== undefined) {
            let data3 = data.additionalProperties;
            let _v2 = dynamicAnchors.meta;
            if (_v2) {
                if (!(_v2(data3, { instancePath: instancePath + "/additionalProperties", parentData: data, parentDataProperty: "additionalProperties", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? _v2.errors : vErrors.concat(_v2.errors);
                    errors = vErrors.length;
                }
                else {
                    var props4 = _v2.evaluated.props;
                    var items4 = _v2.evaluated.items;
                }
            }
            else {
                if (!(validate3(data3, { instancePath: instancePath + "/additionalProperties", parentData: data, parentDataProperty: "additionalProperties", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                    errors = vErrors.length;
                }
                else {
                    var props5 = validate3.evaluated.props;
                    if (props4 !== true && props5 !== undefined) {
                        if (props5 === true) {
                            props4 = true;
                        }
                        else {
                            props4 = props4 || {};
                            Object.assign(props4, props5);
                        }
                    }
                    var items5 = validate3.evaluated.items;
                    if (items4 !== true && items5 !== undefined) {
                        items4 = items5 === true ? true : items4 > items5 ? items4 : items5;
                    }
                }
            }
        }
        if (data.properties !== undefined) {
            let data4 = data.properties;
            if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                for (const key0 in data4) {
                    let data5 = data4[key0];
                    let _v3 = dynamicAnchors.meta;
                    if (_v3) {
                        if (!(_v3(data5, { instancePath: instancePath + "/properties/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data4, parentDataProperty: key0, rootData, dynamicAnchors }))) {
                            vErrors = vErrors === null ? _v3.errors : vErrors.concat(_v3.errors);
                            errors = vErrors.length;
                        }
                        else {
                            var props6 = _v3.evaluated.props;
                            var items6 = _v3.evaluated.items;
                        }
                    }
                    else {
                        if (!(validate3(data5, { instancePath: instancePath + "/properties/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data4, parentDataProperty: key0, rootData, dynamicAnchors }))) {
                            vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                            errors = vErrors.length;
                        }
                        else {
                            var props7 = validate3.evaluated.props;
                            if (props6 !== true && props7 !== undefined) {
                                if (props7 === true) {
                                    props6 = true;
                                }
                                else {
                                    props6 = props6 || {};
                                    Object.assign(props6, props7);
                                }
                            }
                            var items7 = validate3.evaluated.items;
                            if (items6 !== true && items7 !== undefined) {
                                items6 = items7 === true ? true : items6 > items7 ? items6 : items7;
                            }
                        }
                    }
                }
            }
            else {
                const err1 = { instancePath: instancePath + "/properties", schemaPath: "#/properties/properties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
        }
        if (data.patternProperties !== undefined) {
            let data6 = data.patternProperties;
            if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                for (const key1 in data6) {
                    const _errs11 = errors;
                    var valid2 = _errs11 === errors;
                    if (!valid2) {
                        const err2 = { instancePath: instancePath + "/patternProperties", schemaPath: "#/properties/patternProperties/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
                        if (vErrors === null) {
                            vErrors = [err2];
                        }
                        else {
                            vErrors.push(err2);
                        }
                        errors++;
                    }
                }
                for (const key2 in data6) {
                    let data7 = data6[key2];
                    let _v4 = dynamicAnchors.meta;
                    if (_v4) {
                        if (!(_v4(data7, { instancePath: instancePath + "/patternProperties/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data6, parentDataProperty: key2, rootData, dynamicAnchors }))) {
                            vErrors = vErrors === null ? _v4.errors : vErrors.concat(_v4.errors);
                            errors = vErrors.length;
                        }
                        else {
                            var props8 = _v4.evaluated.props;
                            var items8 = _v4.evaluated.items;
                        }
                    }
                    else {
                        if (!(validate3(data7, { instancePath: instancePath + "/patternProperties/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data6, parentDataProperty: key2, rootData, dynamicAnchors }))) {
                            vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                            errors = vErrors.length;
                        }
                        else {
                            var props9 = validate3.evaluated.props;
                            if (props8 !== true && props9 !== undefined) {
                                if (props9 === true) {
                                    props8 = true;
                                }
                                else {
                                    props8 = props8 || {};
                                    Object.assign(props8, props9);
                                }
                            }
                            var items9 = validate3.evaluated.items;
                            if (items8 !== true && items9 !== undefined) {
                                items8 = items9 === true ? true : items8 > items9 ? items8 : items9;
                            }
                        }
                    }
                }
            }
            else {
                const err3 = { instancePath: instancePath + "/patternProperties", schemaPath: "#/properties/patternProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
        if (data.dependentSchemas !== undefined) {
            let data8 = data.dependentSchemas;
            if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                for (const key3 in data8) {
                    let data9 = data8[key3];
                    let _v5 = dynamicAnchors.meta;
                    if (_v5) {
                        if (!(_v5(data9, { instancePath: instancePath + "/dependentSchemas/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data8, parentDataProperty: key3, rootData, dynamicAnchors }))) {
                            vErrors = vErrors === null ? _v5.errors : vErrors.concat(_v5.errors);
                            errors = vErrors.length;
                        }
                        else {
                            var props10 = _v5.evaluated.props;
                            var items10 = _v5.evaluated.items;
                        }
                    }
                    else {
                        if (!(validate3(data9, { instancePath: instancePath + "/dependentSchemas/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data8, parentDataProperty: key3, rootData, dynamicAnchors }))) {
                            vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                            errors = vErrors.length;
                        }
                        else {
                            var props11 = validate3.evaluated.props;
                            if (props10 !== true && props11 !== undefined) {
                                if (props11 === true) {
                                    props10 = true;
                                }
                                else {
                                    props10 = props10 || {};
                                    Object.assign(props10, props11);
                                }
                            }
                            var items11 = validate3.evaluated.items;
                            if (items10 !== true && items11 !== undefined) {
                                items10 = items11 === true ? true : items10 > items11 ? items10 : items11;
                            }
                        }
                    }
                }
            }
            else {
                const err4 = { instancePath: instancePath + "/dependentSchemas", schemaPath: "#/properties/dependentSchemas/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        if (data.propertyNames !== undefined) {
            let data10 = data.propertyNames;
            let _v6 = dynamicAnchors.meta;
            if (_v6) {
                if (!(_v6(data10, { instancePath: instancePath + "/propertyNames", parentData: data, parentDataProperty: "propertyNames", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? _v6.errors : vErrors.concat(_v6.errors);
                    errors = vErrors.length;
                }
                else {
                    var props12 = _v6.evaluated.props;
                    var items12 = _v6.evaluated.items;
                }
            }
            else {
                if (!(validate3(data10, { instancePath: instancePath + "/propertyNames", parentData: data, parentDataProperty: "propertyNames", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                    errors = vErrors.length;
                }
                else {
                    var props13 = validate3.evaluated.props;
                    if (props12 !== true && props13 !== undefined) {
                        if (props13 === true) {
                            props12 = true;
                        }
                        else {
                            props12 = props12 || {};
                            Object.assign(props12, props13);
                        }
                    }
                    var items13 = validate3.evaluated.items;
                    if (items12 !== true && items13 !== undefined) {
                        items12 = items13 === true ? true : items12 > items13 ? items12 : items13;
                    }
                }
            }
        }
        if (data.if !== undefined) {
            let data11 = data.if;
            let _v7 = dynamicAnchors.meta;
            if (_v7) {
                if (!(_v7(data11, { instancePath: instancePath + "/if", parentData: data, parentDataProperty: "if", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? _v7.errors : vErrors.concat(_v7.errors);
                    errors = vErrors.length;
                }
                else {
                    var props14 = _v7.evaluated.props;
                    var items14 = _v7.evaluated.items;
                }
            }
            else {
                if (!(validate3(data11, { instancePath: instancePath + "/if", parentData: data, parentDataProperty: "if", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                    errors = vErrors.length;
                }
                else {
                    var props15 = validate3.evaluated.props;
                    if (props14 !== true && props15 !== undefined) {
                        if (props15 === true) {
                            props14 = true;
                        }
                        else {
                            props14 = props14 || {};
                            Object.assign(props14, props15);
                        }
                    }
                    var items15 = validate3.evaluated.items;
                    if (items14 !== true && items15 !== undefined) {
                        items14 = items15 === true ? true : items14 > items15 ? items14 : items15;
                    }
                }
            }
        }
        if (data.then !== undefined) {
            let data12 = data.then;
            let _v8 = dynamicAnchors.meta;
            if (_v8) {
                if (!(_v8(data12, { instancePath: instancePath + "/then", parentData: data, parentDataProperty: "then", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? _v8.errors : vErrors.concat(_v8.errors);
                    errors = vErrors.length;
                }
                else {
                    var props16 = _v8.evaluated.props;
                    var items16 = _v8.evaluated.items;
                }
            }
            else {
                if (!(validate3(data12, { instancePath: instancePath + "/then", parentData: data, parentDataProperty: "then", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                    errors = vErrors.length;
                }
                else {
                    var props17 = validate3.evaluated.props;
                    if (props16 !== true && props17 !== undefined) {
                        if (props17 === true) {
                            props16 = true;
                        }
                        else {
                            props16 = props16 || {};
                            Object.assign(props16, props17);
                        }
                    }
                    var items17 = validate3.evaluated.items;
                    if (items16 !== true && items17 !== undefined) {
                        items16 = items17 === true ? true : items16 > items17 ? items16 : items17;
                    }
                }
            }
        }
        if (data.else !== undefined) {
            let data13 = data.else;
            let _v9 = dynamicAnchors.meta;
            if (_v9) {
                if (!(_v9(data13, { instancePath: instancePath + "/else", parentData: data, parentDataProperty: "else", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? _v9.errors : vErrors.concat(_v9.errors);
                    errors = vErrors.length;
                }
                else {
                    var props18 = _v9.evaluated.props;
                    var items18 = _v9.evaluated.items;
                }
            }
            else {
                if (!(validate3(data13, { instancePath: instancePath + "/else", parentData: data, parentDataProperty: "else", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                    errors = vErrors.length;
                }
                else {
                    var props19 = validate3.evaluated.props;
                    if (props18 !== true && props19 !== undefined) {
                        if (props19 === true) {
                            props18 = true;
                        }
                        else {
                            props18 = props18 || {};
                            Object.assign(props18, props19);
                        }
                    }
                    var items19 = validate3.evaluated.items;
                    if (items18 !== true && items19 !== undefined) {
                        items18 = items19 === true ? true : items18 > items19 ? items18 : items19;
                    }
                }
            }
        }
        if (data.allOf !== undefined) {
            if (!(validate4(data.allOf, { instancePath: instancePath + "/allOf", parentData: data, parentDataProperty: "allOf", rootData, dynamicAnchors }))) {
                vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
                errors = vErrors.length;
            }
        }
        if (data.anyOf !== undefined) {
            if (!(validate4(data.anyOf, { instancePath: instancePath + "/anyOf", parentData: data, parentDataProperty: "anyOf", rootData, dynamicAnchors }))) {
                vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
                errors = vErrors.length;
            }
        }
        if (data.oneOf !== undefined) {
            if (!(validate4(data.oneOf, { instancePath: instancePath + "/oneOf", parentData: data, parentDataProperty: "oneOf", rootData, dynamicAnchors }))) {
                vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
                errors = vErrors.length;
            }
        }
        if (data.not !== undefined) {
            let data17 = data.not;
            let _v10 = dynamicAnchors.meta;
            if (_v10) {
                if (!(_v10(data17, { instancePath: instancePath + "/not", parentData: data, parentDataProperty: "not", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? _v10.errors : vErrors.concat(_v10.errors);
                    errors = vErrors.length;
                }
                else {
                    var props20 = _v10.evaluated.props;
                    var items20 = _v10.evaluated.items;
                }
            }
            else {
                if (!(validate3(data17, { instancePath: instancePath + "/not", parentData: data, parentDataProperty: "not", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
                    errors = vErrors.length;
                }
                else {
                    var props21 = validate3.evaluated.props;
                    if (props20 !== true && props21 !== undefined) {
                        if (props21 === true) {
                            props20 = true;
                        }
                        else {
                            props20 = props20 || {};
                            Object.assign(props20, props21);
                        }
                    }
                    var items21 = validate3.evaluated.items;
                    if (items20 !== true && items21 !== undefined) {
                        items20 = items21 === true ? true : items20 > items21 ? items20 : items21;
                    }
                }
            }
        }
    } validate3.errors = vErrors; return errors === 0; }
    validate3.evaluated = { "props": { "prefixItems": true, "items": true, "contains": true, "additionalProperties": true, "properties": true, "patternProperties": true, "dependentSchemas": true, "propertyNames": true, "if": true, "then": true, "else": true, "allOf": true, "anyOf": true, "oneOf": true, "not": true }, "dynamicProps": false, "dynamicItems": false };
    const schema11 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://json-schema.org/draft/2020-12/meta/unevaluated", "$vocabulary": { "https://json-schema.org/draft/2020-12/vocab/unevaluated": true }, "$dynamicAnchor": "meta", "title": "Unevaluated applicator vocabulary meta-schema", "type": ["object", "boolean"], "properties": { "unevaluatedItems": { "$dynamicRef": "#meta" }, "unevaluatedProperties": { "$dynamicRef": "#meta" } } };
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { /*# sourceURL="https://json-schema.org/draft/2020-12/meta/unevaluated" */ ; let vErrors = null; let errors = 0; const evaluated0 = validate10.evaluated; if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    } if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    } if ((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")) {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema11.type }, message: "must be object,boolean" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    } if (!dynamicAnchors.meta) {
        dynamicAnchors.meta = validate10;
    } if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.unevaluatedItems !== undefined) {
            let data0 = data.unevaluatedItems;
            let _v0 = dynamicAnchors.meta;
            if (_v0) {
                if (!(_v0(data0, { instancePath: instancePath + "/unevaluatedItems", parentData: data, parentDataProperty: "unevaluatedItems", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);
                    errors = vErrors.length;
                }
                else {
                    var props0 = _v0.evaluated.props;
                    var items0 = _v0.evaluated.items;
                }
            }
            else {
                if (!(validate10(data0, { instancePath: instancePath + "/unevaluatedItems", parentData: data, parentDataProperty: "unevaluatedItems", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
                    errors = vErrors.length;
                }
                else {
                    var props1 = validate10.evaluated.props;
                    if (props0 !== true && props1 !== undefined) {
                        if (props1 === true) {
                            props0 = true;
                        }
                        else {
                            props0 = props0 || {};
                            Object.assign(props0, props1);
                        }
                    }
                    var items1 = validate10.evaluated.items;
                    if (items0 !== true && items1 !== undefined) {
                        items0 = items1 === true ? true : items0 > items1 ? items0 : items1;
                    }
                }
            }
        }
        if (data.unevaluatedProperties !== undefined) {
            let data1 = data.unevaluatedProperties;
            let _v1 = dynamicAnchors.meta;
            if (_v1) {
                if (!(_v1(data1, { instancePath: instancePath + "/unevaluatedProperties", parentData: data, parentDataProperty: "unevaluatedProperties", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? _v1.errors : vErrors.concat(_v1.errors);
                    errors = vErrors.length;
                }
                else {
                    var props2 = _v1.evaluated.props;
                    var items2 = _v1.evaluated.items;
                }
            }
            else {
                if (!(validate10(data1, { instancePath: instancePath + "/unevaluatedProperties", parentData: data, parentDataProperty: "unevaluatedProperties", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
                    errors = vErrors.length;
                }
                else {
                    var props3 = validate10.evaluated.props;
                    if (props2 !== true && props3 !== undefined) {
                        if (props3 === true) {
                            props2 = true;
                        }
                        else {
                            props2 = props2 || {};
                            Object.assign(props2, props3);
                        }
                    }
                    var items3 = validate10.evaluated.items;
                    if (items2 !== true && items3 !== undefined) {
                        items2 = items3 === true ? true : items2 > items3 ? items2 : items3;
                    }
                }
            }
        }
    } validate10.errors = vErrors; return errors === 0; }
    validate10.evaluated = { "props": { "unevaluatedItems": true, "unevaluatedProperties": true }, "dynamicProps": false, "dynamicItems": false };
    const schema12 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://json-schema.org/draft/2020-12/meta/validation", "$vocabulary": { "https://json-schema.org/draft/2020-12/vocab/validation": true }, "$dynamicAnchor": "meta", "title": "Validation vocabulary meta-schema", "type": ["object", "boolean"], "properties": { "type": { "anyOf": [{ "$ref": "#/$defs/simpleTypes" }, { "type": "array", "items": { "$ref": "#/$defs/simpleTypes" }, "minItems": 1, "uniqueItems": true }] }, "const": true, "enum": { "type": "array", "items": true }, "multipleOf": { "type": "number", "exclusiveMinimum": 0 }, "maximum": { "type": "number" }, "exclusiveMaximum": { "type": "number" }, "minimum": { "type": "number" }, "exclusiveMinimum": { "type": "number" }, "maxLength": { "$ref": "#/$defs/nonNegativeInteger" }, "minLength": { "$ref": "#/$defs/nonNegativeIntegerDefault0" }, "pattern": { "type": "string", "format": "regex" }, "maxItems": { "$ref": "#/$defs/nonNegativeInteger" }, "minItems": { "$ref": "#/$defs/nonNegativeIntegerDefault0" }, "uniqueItems": { "type": "boolean", "default": false }, "maxContains": { "$ref": "#/$defs/nonNegativeInteger" }, "minContains": { "$ref": "#/$defs/nonNegativeInteger", "default": 1 }, "maxProperties": { "$ref": "#/$defs/nonNegativeInteger" }, "minProperties": { "$ref": "#/$defs/nonNegativeIntegerDefault0" }, "required": { "$ref": "#/$defs/stringArray" }, "dependentRequired": { "type": "object", "additionalProperties": { "$ref": "#/$defs/stringArray" } } }, "$defs": { "nonNegativeInteger": { "type": "integer", "minimum": 0 }, "nonNegativeIntegerDefault0": { "$ref": "#/$defs/nonNegativeInteger", "default": 0 }, "simpleTypes": { "enum": ["array", "boolean", "integer", "null", "number", "object", "string"] }, "stringArray": { "type": "array", "items": { "type": "string" }, "uniqueItems": true, "default": [] } } };
    const schema13 = { "enum": ["array", "boolean", "integer", "null", "number", "object", "string"] };
    const schema15 = { "type": "integer", "minimum": 0 };
    const func0 = equal;
    function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { /*# sourceURL="https://json-schema.org/draft/2020-12/meta/validation" */ ; let vErrors = null; let errors = 0; const evaluated0 = validate12.evaluated; if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    } if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    } if ((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")) {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema12.type }, message: "must be object,boolean" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    } if (!dynamicAnchors.meta) {
        dynamicAnchors.meta = validate12;
    } if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.type !== undefined) {
            let data0 = data.type;
            const _errs2 = errors;
            let valid1 = false;
            const _errs3 = errors;
            if (!(((((((data0 === "array") || (data0 === "boolean")) || (data0 === "integer")) || (data0 === "null")) || (data0 === "number")) || (data0 === "object")) || (data0 === "string"))) {
                const err1 = { instancePath: instancePath + "/type", schemaPath: "#/$defs/simpleTypes/enum", keyword: "enum", params: { allowedValues: schema13.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
            var _valid0 = _errs3 === errors;
            valid1 = valid1 || _valid0;
            const _errs5 = errors;
            if (Array.isArray(data0)) {
                if (data0.length < 1) {
                    const err2 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                    if (vErrors === null) {
                        vErrors = [err2];
                    }
                    else {
                        vErrors.push(err2);
                    }
                    errors++;
                }
                const len0 = data0.length;
                for (let i0 = 0; i0 < len0; i0++) {
                    let data1 = data0[i0];
                    if (!(((((((data1 === "array") || (data1 === "boolean")) || (data1 === "integer")) || (data1 === "null")) || (data1 === "number")) || (data1 === "object")) || (data1 === "string"))) {
                        const err3 = { instancePath: instancePath + "/type/" + i0, schemaPath: "#/$defs/simpleTypes/enum", keyword: "enum", params: { allowedValues: schema13.enum }, message: "must be equal to one of the allowed values" };
                        if (vErrors === null) {
                            vErrors = [err3];
                        }
                        else {
                            vErrors.push(err3);
                        }
                        errors++;
                    }
                }
                let i1 = data0.length;
                let j0;
                if (i1 > 1) {
                    outer0: for (; i1--;) {
                        for (j0 = i1; j0--;) {
                            if (func0(data0[i1], data0[j0])) {
                                const err4 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/anyOf/1/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                                if (vErrors === null) {
                                    vErrors = [err4];
                                }
                                else {
                                    vErrors.push(err4);
                                }
                                errors++;
                                break outer0;
                            }
                        }
                    }
                }
            }
            else {
                const err5 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
            var _valid0 = _errs5 === errors;
            valid1 = valid1 || _valid0;
            if (!valid1) {
                const err6 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
            else {
                errors = _errs2;
                if (vErrors !== null) {
                    if (_errs2) {
                        vErrors.length = _errs2;
                    }
                    else {
                        vErrors = null;
                    }
                }
            }
        }
        if (data.enum !== undefined) {
            if (!(Array.isArray(data.enum))) {
                const err7 = { instancePath: instancePath + "/enum", schemaPath: "#/properties/enum/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
        }
        if (data.multipleOf !== undefined) {
            let data3 = data.multipleOf;
            if (typeof data3 == "number") {
                if (data3 <= 0 || isNaN(data3)) {
                    const err8 = { instancePath: instancePath + "/multipleOf", schemaPath: "#/properties/multipleOf/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0" };
                    if (vErrors === null) {
                        vErrors = [err8];
                    }
                    else {
                        vErrors.push(err8);
                    }
                    errors++;
                }
            }
            else {
                const err9 = { instancePath: instancePath + "/multipleOf", schemaPath: "#/properties/multipleOf/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                if (vErrors === null) {
                    vErrors = [err9];
                }
                else {
                    vErrors.push(err9);
                }
                errors++;
            }
        }
        if (data.maximum !== undefined) {
            if (!(typeof data.maximum == "number")) {
                const err10 = { instancePath: instancePath + "/maximum", schemaPath: "#/properties/maximum/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                if (vErrors === null) {
                    vErrors = [err10];
                }
                else {
                    vErrors.push(err10);
                }
                errors++;
            }
        }
        if (data.exclusiveMaximum !== undefined) {
            if (!(typeof data.exclusiveMaximum == "number")) {
                const err11 = { instancePath: instancePath + "/exclusiveMaximum", schemaPath: "#/properties/exclusiveMaximum/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                if (vErrors === null) {
                    vErrors = [err11];
                }
                else {
                    vErrors.push(err11);
                }
                errors++;
            }
        }
        if (data.minimum !== undefined) {
            if (!(typeof data.minimum == "number")) {
                const err12 = { instancePath: instancePath + "/minimum", schemaPath: "#/properties/minimum/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                if (vErrors === null) {
                    vErrors = [err12];
                }
                else {
                    vErrors.push(err12);
                }
                errors++;
            }
        }
        if (data.exclusiveMinimum !== undefined) {
            if (!(typeof data.exclusiveMinimum == "number")) {
                const err13 = { instancePath: instancePath + "/exclusiveMinimum", schemaPath: "#/properties/exclusiveMinimum/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                if (vErrors === null) {
                    vErrors = [err13];
                }
                else {
                    vErrors.push(err13);
                }
                errors++;
            }
        }
        if (data.maxLength !== undefined) {
            let data8 = data.maxLength;
            if (!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))) {
                const err14 = { instancePath: instancePath + "/maxLength", schemaPath: "#/$defs/nonNegativeInteger/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                    vErrors = [err14];
                }
                else {
                    vErrors.push(err14);
                }
                errors++;
            }
            if (typeof data8 == "number") {
                if (data8 < 0 || isNaN(data8)) {
                    const err15 = { instancePath: instancePath + "/maxLength", schemaPath: "#/$defs/nonNegativeInteger/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                    if (vErrors === null) {
                        vErrors = [err15];
                    }
                    else {
                        vErrors.push(err15);
                    }
                    errors++;
                }
            }
        }
        if (data.minLength !== undefined) {
            let data9 = data.minLength;
            if (!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))) {
                const err16 = { instancePath: instancePath + "/minLength", schemaPath: "#/$defs/nonNegativeIntegerDefault0/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                    vErrors = [err16];
                }
                else {
                    vErrors.push(err16);
                }
                errors++;
            }
            if (typeof data9 == "number") {
                if (data9 < 0 || isNaN(data9)) {
                    const err17 = { instancePath: instancePath + "/minLength", schemaPath: "#/$defs/nonNegativeIntegerDefault0/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                    if (vErrors === null) {
                        vErrors = [err17];
                    }
                    else {
                        vErrors.push(err17);
                    }
                    errors++;
                }
            }
        }
        if (data.pattern !== undefined) {
            if (!(typeof data.pattern === "string")) {
                const err18 = { instancePath: instancePath + "/pattern", schemaPath: "#/properties/pattern/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err18];
                }
                else {
                    vErrors.push(err18);
                }
                errors++;
            }
        }
        if (data.maxItems !== undefined) {
            let data11 = data.maxItems;
            if (!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))) {
                const err19 = { instancePath: instancePath + "/maxItems", schemaPath: "#/$defs/nonNegativeInteger/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                    vErrors = [err19];
                }
                else {
                    vErrors.push(err19);
                }
                errors++;
            }
            if (typeof data11 == "number") {
                if (data11 < 0 || isNaN(data11)) {
                    const err20 = { instancePath: instancePath + "/maxItems", schemaPath: "#/$defs/nonNegativeInteger/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                    if (vErrors === null) {
                        vErrors = [err20];
                    }
                    else {
                        vErrors.push(err20);
                    }
                    errors++;
                }
            }
        }
        if (data.minItems !== undefined) {
            let data12 = data.minItems;
            if (!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))) {
                const err21 = { instancePath: instancePath + "/minItems", schemaPath: "#/$defs/nonNegativeIntegerDefault0/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                    vErrors = [err21];
                }
                else {
                    vErrors.push(err21);
                }
                errors++;
            }
            if (typeof data12 == "number") {
                if (data12 < 0 || isNaN(data12)) {
                    const err22 = { instancePath: instancePath + "/minItems", schemaPath: "#/$defs/nonNegativeIntegerDefault0/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                    if (vErrors === null) {
                        vErrors = [err22];
                    }
                    else {
                        vErrors.push(err22);
                    }
                    errors++;
                }
            }
        }
        if (data.uniqueItems !== undefined) {
            if (typeof data.uniqueItems !== "boolean") {
                const err23 = { instancePath: instancePath + "/uniqueItems", schemaPath: "#/properties/uniqueItems/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                if (vErrors === null) {
                    vErrors = [err23];
                }
                else {
                    vErrors.push(err23);
                }
                errors++;
            }
        }
        if (data.maxContains !== undefined) {
            let data14 = data.maxContains;
            if (!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))) {
                const err24 = { instancePath: instancePath + "/maxContains", schemaPath: "#/$defs/nonNegativeInteger/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                    vErrors = [err24];
                }
                else {
                    vErrors.push(err24);
                }
                errors++;
            }
            if (typeof data14 == "number") {
                if (data14 < 0 || isNaN(data14)) {
                    const err25 = { instancePath: instancePath + "/maxContains", schemaPath: "#/$defs/nonNegativeInteger/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                    if (vErrors === null) {
                        vErrors = [err25];
                    }
                    else {
                        vErrors.push(err25);
                    }
                    errors++;
                }
            }
        }
        if (data.minContains !== undefined) {
            let data15 = data.minContains;
            if (!((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15)))) {
                const err26 = { instancePath: instancePath + "/minContains", schemaPath: "#/$defs/nonNegativeInteger/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                    vErrors = [err26];
                }
                else {
                    vErrors.push(err26);
                }
                errors++;
            }
            if (typeof data15 == "number") {
                if (data15 < 0 || isNaN(data15)) {
                    const err27 = { instancePath: instancePath + "/minContains", schemaPath: "#/$defs/nonNegativeInteger/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                    if (vErrors === null) {
                        vErrors = [err27];
                    }
                    else {
                        vErrors.push(err27);
                    }
                    errors++;
                }
            }
        }
        if (data.maxProperties !== undefined) {
            let data16 = data.maxProperties;
            if (!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))) {
                const err28 = { instancePath: instancePath + "/maxProperties", schemaPath: "#/$defs/nonNegativeInteger/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                    vErrors = [err28];
                }
                else {
                    vErrors.push(err28);
                }
                errors++;
            }
            if (typeof data16 == "number") {
                if (data16 < 0 || isNaN(data16)) {
                    const err29 = { instancePath: instancePath + "/maxProperties", schemaPath: "#/$defs/nonNegativeInteger/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                    if (vErrors === null) {
                        vErrors = [err29];
                    }
                    else {
                        vErrors.push(err29);
                    }
                    errors++;
                }
            }
        }
        if (data.minProperties !== undefined) {
            let data17 = data.minProperties;
            if (!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))) {
                const err30 = { instancePath: instancePath + "/minProperties", schemaPath: "#/$defs/nonNegativeIntegerDefault0/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                    vErrors = [err30];
                }
                else {
                    vErrors.push(err30);
                }
                errors++;
            }
            if (typeof data17 == "number") {
                if (data17 < 0 || isNaN(data17)) {
                    const err31 = { instancePath: instancePath + "/minProperties", schemaPath: "#/$defs/nonNegativeIntegerDefault0/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                    if (vErrors === null) {
                        vErrors = [err31];
                    }
                    else {
                        vErrors.push(err31);
                    }
                    errors++;
                }
            }
        }
        if (data.required !== undefined) {
            let data18 = data.required;
            if (Array.isArray(data18)) {
                const len1 = data18.length;
                for (let i2 = 0; i2 < len1; i2++) {
                    if (typeof data18[i2] !== "string") {
                        const err32 = { instancePath: instancePath + "/required/" + i2, schemaPath: "#/$defs/stringArray/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                            vErrors = [err32];
                        }
                        else {
                            vErrors.push(err32);
                        }
                        errors++;
                    }
                }
                let i3 = data18.length;
                let j1;
                if (i3 > 1) {
                    const indices0 = {};
                    for (; i3--;) {
                        let item0 = data18[i3];
                        if (typeof item0 !== "string") {
                            continue;
                        }
                        if (typeof indices0[item0] == "number") {
                            j1 = indices0[item0];
                            const err33 = { instancePath: instancePath + "/required", schemaPath: "#/$defs/stringArray/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)" };
                            if (vErrors === null) {
                                vErrors = [err33];
                            }
                            else {
                                vErrors.push(err33);
                            }
                            errors++;
                            break;
                        }
                        indices0[item0] = i3;
                    }
                }
            }
            else {
                const err34 = { instancePath: instancePath + "/required", schemaPath: "#/$defs/stringArray/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                    vErrors = [err34];
                }
                else {
                    vErrors.push(err34);
                }
                errors++;
            }
        }
        if (data.dependentRequired !== undefined) {
            let data20 = data.dependentRequired;
            if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
                for (const key0 in data20) {
                    let data21 = data20[key0];
                    if (Array.isArray(data21)) {
                        const len2 = data21.length;
                        for (let i4 = 0; i4 < len2; i4++) {
                            if (typeof data21[i4] !== "string") {
                                const err35 = { instancePath: instancePath + "/dependentRequired/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i4, schemaPath: "#/$defs/stringArray/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                if (vErrors === null) {
                                    vErrors = [err35];
                                }
                                else {
                                    vErrors.push(err35);
                                }
                                errors++;
                            }
                        }
                        let i5 = data21.length;
                        let j2;
                        if (i5 > 1) {
                            const indices1 = {};
                            for (; i5--;) {
                                let item1 = data21[i5];
                                if (typeof item1 !== "string") {
                                    continue;
                                }
                                if (typeof indices1[item1] == "number") {
                                    j2 = indices1[item1];
                                    const err36 = { instancePath: instancePath + "/dependentRequired/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/stringArray/uniqueItems", keyword: "uniqueItems", params: { i: i5, j: j2 }, message: "must NOT have duplicate items (items ## " + j2 + " and " + i5 + " are identical)" };
                                    if (vErrors === null) {
                                        vErrors = [err36];
                                    }
                                    else {
                                        vErrors.push(err36);
                                    }
                                    errors++;
                                    break;
                                }
                                indices1[item1] = i5;
                            }
                        }
                    }
                    else {
                        const err37 = { instancePath: instancePath + "/dependentRequired/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/stringArray/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                        if (vErrors === null) {
                            vErrors = [err37];
                        }
                        else {
                            vErrors.push(err37);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err38 = { instancePath: instancePath + "/dependentRequired", schemaPath: "#/properties/dependentRequired/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err38];
                }
                else {
                    vErrors.push(err38);
                }
                errors++;
            }
        }
    } validate12.errors = vErrors; return errors === 0; }
    validate12.evaluated = { "props": { "type": true, "const": true, "enum": true, "multipleOf": true, "maximum": true, "exclusiveMaximum": true, "minimum": true, "exclusiveMinimum": true, "maxLength": true, "minLength": true, "pattern": true, "maxItems": true, "minItems": true, "uniqueItems": true, "maxContains": true, "minContains": true, "maxProperties": true, "minProperties": true, "required": true, "dependentRequired": true }, "dynamicProps": false, "dynamicItems": false };
    const schema25 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://json-schema.org/draft/2020-12/meta/meta-data", "$vocabulary": { "https://json-schema.org/draft/2020-12/vocab/meta-data": true }, "$dynamicAnchor": "meta", "title": "Meta-data vocabulary meta-schema", "type": ["object", "boolean"], "properties": { "title": { "type": "string" }, "description": { "type": "string" }, "default": true, "deprecated": { "type": "boolean", "default": false }, "readOnly": { "type": "boolean", "default": false }, "writeOnly": { "type": "boolean", "default": false }, "examples": { "type": "array", "items": true } } };
    function validate14(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { /*# sourceURL="https://json-schema.org/draft/2020-12/meta/meta-data" */ ; let vErrors = null; let errors = 0; const evaluated0 = validate14.evaluated; if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    } if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    } if ((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")) {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema25.type }, message: "must be object,boolean" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    } if (!dynamicAnchors.meta) {
        dynamicAnchors.meta = validate14;
    } if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.title !== undefined) {
            if (typeof data.title !== "string") {
                const err1 = { instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
        }
        if (data.description !== undefined) {
            if (typeof data.description !== "string") {
                const err2 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.deprecated !== undefined) {
            if (typeof data.deprecated !== "boolean") {
                const err3 = { instancePath: instancePath + "/deprecated", schemaPath: "#/properties/deprecated/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
        if (data.readOnly !== undefined) {
            if (typeof data.readOnly !== "boolean") {
                const err4 = { instancePath: instancePath + "/readOnly", schemaPath: "#/properties/readOnly/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        if (data.writeOnly !== undefined) {
            if (typeof data.writeOnly !== "boolean") {
                const err5 = { instancePath: instancePath + "/writeOnly", schemaPath: "#/properties/writeOnly/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
        if (data.examples !== undefined) {
            if (!(Array.isArray(data.examples))) {
                const err6 = { instancePath: instancePath + "/examples", schemaPath: "#/properties/examples/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
        }
    } validate14.errors = vErrors; return errors === 0; }
    validate14.evaluated = { "props": { "title": true, "description": true, "default": true, "deprecated": true, "readOnly": true, "writeOnly": true, "examples": true }, "dynamicProps": false, "dynamicItems": false };
    const schema26 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://json-schema.org/draft/2020-12/meta/format-annotation", "$vocabulary": { "https://json-schema.org/draft/2020-12/vocab/format-annotation": true }, "$dynamicAnchor": "meta", "title": "Format vocabulary meta-schema for annotation results", "type": ["object", "boolean"], "properties": { "format": { "type": "string" } } };
    function validate16(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { /*# sourceURL="https://json-schema.org/draft/2020-12/meta/format-annotation" */ ; let vErrors = null; let errors = 0; const evaluated0 = validate16.evaluated; if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    } if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    } if ((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")) {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema26.type }, message: "must be object,boolean" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    } if (!dynamicAnchors.meta) {
        dynamicAnchors.meta = validate16;
    } if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.format !== undefined) {
            if (typeof data.format !== "string") {
                const err1 = { instancePath: instancePath + "/format", schemaPath: "#/properties/format/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
        }
    } validate16.errors = vErrors; return errors === 0; }
    validate16.evaluated = { "props": { "format": true }, "dynamicProps": false, "dynamicItems": false };
    const schema27 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://json-schema.org/draft/2020-12/meta/content", "$vocabulary": { "https://json-schema.org/draft/2020-12/vocab/content": true }, "$dynamicAnchor": "meta", "title": "Content vocabulary meta-schema", "type": ["object", "boolean"], "properties": { "contentEncoding": { "type": "string" }, "contentMediaType": { "type": "string" }, "contentSchema": { "$dynamicRef": "#meta" } } };
    function validate18(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { /*# sourceURL="https://json-schema.org/draft/2020-12/meta/content" */ ; let vErrors = null; let errors = 0; const evaluated0 = validate18.evaluated; if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    } if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    } if ((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")) {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema27.type }, message: "must be object,boolean" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    } if (!dynamicAnchors.meta) {
        dynamicAnchors.meta = validate18;
    } if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.contentEncoding !== undefined) {
            if (typeof data.contentEncoding !== "string") {
                const err1 = { instancePath: instancePath + "/contentEncoding", schemaPath: "#/properties/contentEncoding/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
        }
        if (data.contentMediaType !== undefined) {
            if (typeof data.contentMediaType !== "string") {
                const err2 = { instancePath: instancePath + "/contentMediaType", schemaPath: "#/properties/contentMediaType/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.contentSchema !== undefined) {
            let data2 = data.contentSchema;
            let _v0 = dynamicAnchors.meta;
            if (_v0) {
                if (!(_v0(data2, { instancePath: instancePath + "/contentSchema", parentData: data, parentDataProperty: "contentSchema", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);
                    errors = vErrors.length;
                }
                else {
                    var props0 = _v0.evaluated.props;
                    var items0 = _v0.evaluated.items;
                }
            }
            else {
                if (!(validate18(data2, { instancePath: instancePath + "/contentSchema", parentData: data, parentDataProperty: "contentSchema", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
                    errors = vErrors.length;
                }
                else {
                    var props1 = validate18.evaluated.props;
                    if (props0 !== true && props1 !== undefined) {
                        if (props1 === true) {
                            props0 = true;
                        }
                        else {
                            props0 = props0 || {};
                            Object.assign(props0, props1);
                        }
                    }
                    var items1 = validate18.evaluated.items;
                    if (items0 !== true && items1 !== undefined) {
                        items0 = items1 === true ? true : items0 > items1 ? items0 : items1;
                    }
                }
            }
        }
    } validate18.errors = vErrors; return errors === 0; }
    validate18.evaluated = { "props": { "contentEncoding": true, "contentMediaType": true, "contentSchema": true }, "dynamicProps": false, "dynamicItems": false };
    function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { /*# sourceURL="https://json-schema.org/draft/2020-12/schema" */ ; let vErrors = null; let errors = 0; const evaluated0 = validate0.evaluated; if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    } if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    } if ((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")) {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema0.type }, message: "must be object,boolean" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    } if (!dynamicAnchors.meta) {
        dynamicAnchors.meta = validate0;
    } if (!(validate1(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }))) {
        vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
        errors = vErrors.length;
    } if (!(validate3(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }))) {
        vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
        errors = vErrors.length;
    } if (!(validate10(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }))) {
        vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
        errors = vErrors.length;
    } if (!(validate12(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }))) {
        vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
        errors = vErrors.length;
    } if (!(validate14(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }))) {
        vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
        errors = vErrors.length;
    } if (!(validate16(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }))) {
        vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
        errors = vErrors.length;
    } if (!(validate18(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }))) {
        vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
        errors = vErrors.length;
    } if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.definitions !== undefined) {
            let data0 = data.definitions;
            if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                for (const key0 in data0) {
                    let data1 = data0[key0];
                    let _v0 = dynamicAnchors.meta;
                    if (_v0) {
                        if (!(_v0(data1, { instancePath: instancePath + "/definitions/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data0, parentDataProperty: key0, rootData, dynamicAnchors }))) {
                            vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);
                            errors = vErrors.length;
                        }
                        else {
                            var props0 = _v0.evaluated.props;
                            var items0 = _v0.evaluated.items;
                        }
                    }
                    else {
                        if (!(validate0(data1, { instancePath: instancePath + "/definitions/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data0, parentDataProperty: key0, rootData, dynamicAnchors }))) {
                            vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
                            errors = vErrors.length;
                        }
                        else {
                            var props1 = validate0.evaluated.props;
                            if (props0 !== true && props1 !== undefined) {
                                if (props1 === true) {
                                    props0 = true;
                                }
                                else {
                                    props0 = props0 || {};
                                    Object.assign(props0, props1);
                                }
                            }
                            var items1 = validate0.evaluated.items;
                            if (items0 !== true && items1 !== undefined) {
                                items0 = items1 === true ? true : items0 > items1 ? items0 : items1;
                            }
                        }
                    }
                }
            }
            else {
                const err1 = { instancePath: instancePath + "/definitions", schemaPath: "#/properties/definitions/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
        }
        if (data.dependencies !== undefined) {
            let data2 = data.dependencies;
            if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                for (const key1 in data2) {
                    let data3 = data2[key1];
                    const _errs19 = errors;
                    let valid4 = false;
                    const _errs20 = errors;
                    let _v1 = dynamicAnchors.meta;
                    if (_v1) {
                        if (!(_v1(data3, { instancePath: instancePath + "/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data2, parentDataProperty: key1, rootData, dynamicAnchors }))) {
                            vErrors = vErrors === null ? _v1.errors : vErrors.concat(_v1.errors);
                            errors = vErrors.length;
                        }
                        else {
                            var props2 = _v1.evaluated.props;
                            var items2 = _v1.evaluated.items;
                        }
                    }
                    else {
                        if (!(validate0(data3, { instancePath: instancePath + "/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data2, parentDataProperty: key1, rootData, dynamicAnchors }))) {
                            vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
                            errors = vErrors.length;
                        }
                        else {
                            var props3 = validate0.evaluated.props;
                            if (props2 !== true && props3 !== undefined) {
                                if (props3 === true) {
                                    props2 = true;
                                }
                                else {
                                    props2 = props2 || {};
                                    Object.assign(props2, props3);
                                }
                            }
                            var items3 = validate0.evaluated.items;
                            if (items2 !== true && items3 !== undefined) {
                                items2 = items3 === true ? true : items2 > items3 ? items2 : items3;
                            }
                        }
                    }
                    var _valid0 = _errs20 === errors;
                    valid4 = valid4 || _valid0;
                    const _errs21 = errors;
                    if (Array.isArray(data3)) {
                        const len0 = data3.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                            if (typeof data3[i0] !== "string") {
                                const err2 = { instancePath: instancePath + "/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0, schemaPath: "meta/validation#/$defs/stringArray/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                if (vErrors === null) {
                                    vErrors = [err2];
                                }
                                else {
                                    vErrors.push(err2);
                                }
                                errors++;
                            }
                        }
                        let i1 = data3.length;
                        let j0;
                        if (i1 > 1) {
                            const indices0 = {};
                            for (; i1--;) {
                                let item0 = data3[i1];
                                if (typeof item0 !== "string") {
                                    continue;
                                }
                                if (typeof indices0[item0] == "number") {
                                    j0 = indices0[item0];
                                    const err3 = { instancePath: instancePath + "/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "meta/validation#/$defs/stringArray/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                                    if (vErrors === null) {
                                        vErrors = [err3];
                                    }
                                    else {
                                        vErrors.push(err3);
                                    }
                                    errors++;
                                    break;
                                }
                                indices0[item0] = i1;
                            }
                        }
                    }
                    else {
                        const err4 = { instancePath: instancePath + "/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "meta/validation#/$defs/stringArray/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                        if (vErrors === null) {
                            vErrors = [err4];
                        }
                        else {
                            vErrors.push(err4);
                        }
                        errors++;
                    }
                    var _valid0 = _errs21 === errors;
                    valid4 = valid4 || _valid0;
                    if (_valid0) {
                        if (items2 !== true) {
                            items2 = true;
                        }
                    }
                    if (!valid4) {
                        const err5 = { instancePath: instancePath + "/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/dependencies/additionalProperties/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                        if (vErrors === null) {
                            vErrors = [err5];
                        }
                        else {
                            vErrors.push(err5);
                        }
                        errors++;
                    }
                    else {
                        errors = _errs19;
                        if (vErrors !== null) {
                            if (_errs19) {
                                vErrors.length = _errs19;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                    }
                }
            }
            else {
                const err6 = { instancePath: instancePath + "/dependencies", schemaPath: "#/properties/dependencies/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
        }
        if (data.$recursiveAnchor !== undefined) {
            let data5 = data.$recursiveAnchor;
            if (typeof data5 === "string") {
                if (!pattern1.test(data5)) {
                    const err7 = { instancePath: instancePath + "/$recursiveAnchor", schemaPath: "meta/core#/$defs/anchorString/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][-A-Za-z0-9._]*$" }, message: "must match pattern \"" + "^[A-Za-z_][-A-Za-z0-9._]*$" + "\"" };
                    if (vErrors === null) {
                        vErrors = [err7];
                    }
                    else {
                        vErrors.push(err7);
                    }
                    errors++;
                }
            }
            else {
                const err8 = { instancePath: instancePath + "/$recursiveAnchor", schemaPath: "meta/core#/$defs/anchorString/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err8];
                }
                else {
                    vErrors.push(err8);
                }
                errors++;
            }
        }
        if (data.$recursiveRef !== undefined) {
            if (!(typeof data.$recursiveRef === "string")) {
                const err9 = { instancePath: instancePath + "/$recursiveRef", schemaPath: "meta/core#/$defs/uriReferenceString/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err9];
                }
                else {
                    vErrors.push(err9);
                }
                errors++;
            }
        }
    } validate0.errors = vErrors; return errors === 0; }
    validate0.evaluated = { "props": { "definitions": true, "dependencies": true, "$recursiveAnchor": true, "$recursiveRef": true, "contentEncoding": true, "contentMediaType": true, "contentSchema": true, "format": true, "title": true, "description": true, "default": true, "deprecated": true, "readOnly": true, "writeOnly": true, "examples": true, "type": true, "const": true, "enum": true, "multipleOf": true, "maximum": true, "exclusiveMaximum": true, "minimum": true, "exclusiveMinimum": true, "maxLength": true, "minLength": true, "pattern": true, "maxItems": true, "minItems": true, "uniqueItems": true, "maxContains": true, "minContains": true, "maxProperties": true, "minProperties": true, "required": true, "dependentRequired": true, "unevaluatedItems": true, "unevaluatedProperties": true, "prefixItems": true, "items": true, "contains": true, "additionalProperties": true, "properties": true, "patternProperties": true, "dependentSchemas": true, "propertyNames": true, "if": true, "then": true, "else": true, "allOf": true, "anyOf": true, "oneOf": true, "not": true, "$id": true, "$schema": true, "$ref": true, "$anchor": true, "$dynamicRef": true, "$dynamicAnchor": true, "$vocabulary": true, "$comment": true, "$defs": true }, "dynamicProps": false, "dynamicItems": false };
}

// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
// EXTERNAL MODULE: ./src/util/memo.ts
var memo = __webpack_require__(6012);
// EXTERNAL MODULE: ./src/mcp/names.ts
var mcp_names = __webpack_require__(61896);
;// CONCATENATED MODULE: ./src/mcp/server-tools.ts
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
        const re = build/* RE2JS */.L3.compile(pattern);
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
            return (`unknown tool "${tool}" on server "${this.server}".${(0,mcp_names/* suggest */.ZA)(tool, names)} ` +
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
    return (0,util_text/* truncate */.xv)(sentence, ONE_LINE_MAX);
}
/**
 * One compiler per JSON Schema dialect, shared by every factory of the process: a new Ajv compiles its meta-schema on
 * first use (~25 ms), once per server and connection before (a fuzz batch of 100 servers spent a sixth of its CPU on
 * it). Schemas with an `$id` are not kept (addUsedSchema false), so servers never clash. Nor is the meta-schema
 * compiled at all now: the 2020-12 one cost each CLI run ~55 ms of CPU at its first schema. Ajv's check of a schema
 * against it (validateSchema) runs the validator generated from it (scripts/meta-validators.ts): the same code, at the
 * same point of Ajv's compile, so the same verdict and words.
 */
const OPTIONS = { ...META_OPTIONS, code: { regExp: linearRegExp } };
const AJV = {
    draft7: () => new ajv.Ajv(OPTIONS),
    draft2019: () => new _2019.Ajv2019(OPTIONS),
    draft2020: () => new _2020.Ajv2020(OPTIONS),
};
const compilers = {};
/** The dialect's compiler, made on first use. */
function compilerFor(dialect) {
    const name = dialect.includes('2020-12') ? 'draft2020' : dialect.includes('2019-09') ? 'draft2019' : 'draft7';
    return (compilers[name] ??= withMeta(AJV[name](), metaValidator(name)));
}
/** The generated module's validator: its code sets `module.exports`, given Ajv's deep equal. */
function metaValidator(name) {
    const module = { exports: undefined };
    meta_validators_generated_namespaceObject[name](module, (fast_deep_equal_default()));
    return module.exports;
}
/** Ajv's validateSchema (ajv/dist/core.js) for a schema without `$schema` (compileNow strips it), on `meta`. */
function withMeta(ajv, meta) {
    ajv.validateSchema = (schema) => {
        if (typeof schema === 'boolean')
            return true;
        const valid = meta(schema);
        ajv.errors = meta.errors;
        if (!valid)
            throw new Error(`schema is invalid: ${ajv.errorsText()}`);
        return valid;
    };
    return ajv;
}
/**
 * What a schema compiled to, by its text, for the schemas of up to CACHED_TEXT characters: servers and connections
 * list the same schemas again (each connection's list, each scenario's lookup, the contract's check), and compiling
 * was 6% of the CLI's CPU on a fuzz batch. A validator is called and its `errors` read at once (refusal), so one
 * serves every lookup.
 */
const compiled = new memo/* KeyedMemo */.zC(512);
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
        const ajv = compilerFor(typeof $schema === 'string' ? $schema : '');
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
