export const id = 612;
export const ids = [612];
export const modules = {

/***/ 23092:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ef: () => (/* binding */ Answerer),
/* harmony export */   vw: () => (/* binding */ AskRouter)
/* harmony export */ });
/* unused harmony export contentProblem */
/* harmony import */ var _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(330);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74976);



/** One run's answers to what its servers ask; the asks it saw, and the first it could not answer. */
class Answerer {
    rules;
    onProblem;
    asked = [];
    /** Why the run cannot go on (an ask the scenario has no answer for); null while every ask was answered. */
    problem = null;
    constructor(rules, 
    /** Told of a problem at once, so the run ends there instead of waiting on the server. */
    onProblem = () => undefined) {
        this.rules = rules;
        this.onProblem = onProblem;
    }
    /** Does an ask of this kind and message have an answer here (to pick a run among several on one connection)? */
    answers(message, kind = 'elicitation') {
        if (kind === 'sampling')
            return this.rules.sampling.some((r) => r.message === undefined || new RegExp(r.message).test(message));
        return this.rules.elicitation.some((a) => new RegExp(a.message).test(message));
    }
    elicit(params) {
        const url = params.mode === 'url' ? String(params.url) : undefined;
        const schema = params.mode === 'url' ? undefined : params.requestedSchema;
        const answer = this.rules.elicitation.find((a) => new RegExp(a.message).test(params.message));
        const record = { kind: 'elicitation', message: params.message, ...(schema ? { schema } : {}) };
        if (url)
            record.url = url;
        if (!answer) {
            this.asked.push(record);
            const fields = schema ? ` for ${schemaWords(schema)}` : url ? ` to open ${url}` : '';
            return this.fail(`the server asked (elicitation) ${JSON.stringify(params.message)}${fields}, and the scenario has no answer ` +
                'whose message matches it; add one: elicitation: [{message: <regex>, action: accept|decline|cancel, ' +
                'content: {...}}]');
        }
        const content = answer.action === 'accept' && schema ? (answer.content ?? {}) : undefined;
        const wrong = content ? contentProblem(content, schema) : null;
        this.asked.push({ ...record, action: answer.action });
        if (wrong)
            return this.fail(`elicitation answer to ${JSON.stringify(params.message)}: ${wrong}`);
        return { action: answer.action, ...(content ? { content: content } : {}) };
    }
    /** The scenario's reply whose message matches, else the agent's model (a model agent), else the run's problem. */
    async sample(params) {
        const text = lastText(params);
        const reply = this.rules.sampling.find((r) => r.message === undefined || new RegExp(r.message).test(text));
        const record = { kind: 'sampling', message: text };
        if (reply) {
            this.asked.push({ ...record, action: 'reply' });
            return { role: 'assistant', content: { type: 'text', text: reply.reply }, model: 'mcp-eval-scenario' };
        }
        const answer = this.rules.sampler ? await this.rules.sampler(samplingRequest(params)) : null;
        if (answer && !('error' in answer)) {
            this.asked.push({ ...record, action: 'model' });
            const { text: said, model, stopReason } = answer;
            return { role: 'assistant', content: { type: 'text', text: said }, model, stopReason };
        }
        this.asked.push(record);
        if (answer)
            return this.fail(`the server asked (sampling) ${JSON.stringify(text.slice(0, 200))}: ${answer.error}`);
        return this.fail(`the server asked (sampling) ${JSON.stringify(text.slice(0, 200))}, and the scenario has no reply for it; ` +
            'add one: sampling: [{message: <regex>, reply: <text>}], or run a model agent, whose model answers');
    }
    /** Not recorded: a server may ask for the roots whenever it likes (server-everything 350 ms after it starts). */
    listRoots() {
        return { roots: this.rules.roots.map((uri) => ({ uri })) };
    }
    /** The asks since the last take: they belong to the call that just ended. */
    take() {
        const out = this.asked;
        this.asked = [];
        return out;
    }
    fail(problem) {
        this.problem ??= problem;
        this.onProblem(problem);
        throw new _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .McpError */ .Nh(_modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ErrorCode */ .O4.InvalidRequest, problem);
    }
}
/**
 * A connection's side of the asks: the handlers of what the declared features let a server ask, each answered by the
 * run whose call is in flight; among several runs sharing the connection, the first with an answer to its message. A
 * request outside any call is refused.
 */
class AskRouter {
    features;
    roots;
    runs = new Set();
    constructor(client, features, 
    /** The run's roots: listed when no call is in flight (a server may ask as it starts, and keep the answer). */
    roots = []) {
        this.features = features;
        this.roots = roots;
        const has = (f) => features.includes(f);
        if (has('elicitation') || has('url-elicitation'))
            client.setRequestHandler(_modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ElicitRequestSchema */ .$9, (r, x) => asTask(r.params, x, () => this.run(r.params.message).elicit(r.params)));
        if (has('sampling'))
            client.setRequestHandler(_modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .CreateMessageRequestSchema */ .u9, (r, x) => asTask(r.params, x, () => this.run(lastText(r.params), 'sampling').sample(r.params)));
        if (has('roots'))
            client.setRequestHandler(_modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ListRootsRequestSchema */ .WQ, () => this.runs.size ? this.run().listRoots() : { roots: this.roots.map((uri) => ({ uri })) });
    }
    /** `call` with `answerer` answering what the server asks meanwhile. */
    async during(answerer, call) {
        if (answerer)
            this.runs.add(answerer);
        try {
            return await call();
        }
        finally {
            if (answerer)
                this.runs.delete(answerer);
        }
    }
    run(message = '', kind) {
        const runs = [...this.runs];
        const run = runs.find((a) => a.answers(message, kind)) ?? runs[0];
        if (!run)
            throw new _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .McpError */ .Nh(_modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ErrorCode */ .O4.InvalidRequest, 'mcp-eval answers requests only during a tool call');
        return run;
    }
}
/** A sampling request in neutral terms: each message's text (a block of another kind named by its type). */
function samplingRequest(params) {
    const messages = params.messages.map((m) => ({ role: m.role, text: messageText(m) }));
    return { messages, maxTokens: params.maxTokens, ...(params.systemPrompt ? { system: params.systemPrompt } : {}) };
}
/** A message's text blocks joined by lines, a block of another kind named by its type (`[image]`). */
function messageText(m) {
    const blocks = Array.isArray(m.content) ? m.content : [m.content];
    return blocks.map((b) => ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(b) && typeof b.text === 'string' ? b.text : `[${blockType(b)}]`)).join('\n');
}
const blockType = (b) => ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(b) && typeof b.type === 'string' ? b.type : 'content');
/**
 * The answer, or, when the server asked for it as a task (`params.task`, which a client declaring `tasks` may be sent:
 * server-everything's `-async` tools), a task created done with the answer as its result: the server polls tasks/get
 * and reads tasks/result, which the SDK answers from the connection's task store.
 */
async function asTask(params, extra, answer) {
    const result = await answer();
    if (!params.task || !extra.taskStore)
        return result;
    const task = await extra.taskStore.createTask({ ttl: params.task.ttl ?? null });
    await extra.taskStore.storeTaskResult(task.taskId, 'completed', result);
    return { task: await extra.taskStore.getTask(task.taskId) };
}
/** A sampling request's last message, as its text: what a scenario's reply is matched against. */
function lastText(params) {
    const last = params.messages.at(-1);
    return last ? messageText(last) : '';
}
/** `name (string, required), check (boolean)`: the fields a requestedSchema asks for. */
function schemaWords(schema) {
    const props = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    const words = Object.entries(props).map(([k, v]) => {
        const type = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(v) && typeof v.type === 'string' ? v.type : 'any';
        return `${k} (${type}${required.has(k) ? ', required' : ''})`;
    });
    return words.length ? `the fields ${words.join(', ')}` : 'no field';
}
/** What is wrong with an accept's content for this schema: a field it lacks, a wrong type or value, a missing one. */
function contentProblem(content, schema) {
    const props = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(schema.properties) ? schema.properties : {};
    for (const [key, value] of Object.entries(content)) {
        const field = props[key];
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(field)) {
            const has = Object.keys(props).join(', ') || 'none';
            return `the content gives "${key}", a field the server's schema does not have (it has ${has})`;
        }
        const wrong = valueProblem(value, field);
        if (wrong)
            return `field "${key}": ${wrong}`;
    }
    const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
    const missing = required.filter((k) => !(k in content));
    return missing.length ? `the content lacks the required field(s) ${missing.join(', ')}` : null;
}
function valueProblem(value, field) {
    const type = field.type;
    const enumOf = (f) => (Array.isArray(f.enum) ? f.enum : null);
    if (type === 'array') {
        const items = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(field.items) ? enumOf(field.items) : null;
        if (!Array.isArray(value))
            return `expected a list, got ${JSON.stringify(value)}`;
        const bad = items ? value.find((v) => !items.includes(v)) : undefined;
        return bad === undefined ? null : `${JSON.stringify(bad)} is not one of ${items.join(', ')}`;
    }
    const ok = type === 'string'
        ? typeof value === 'string'
        : type === 'boolean'
            ? typeof value === 'boolean'
            : type === 'integer'
                ? Number.isInteger(value)
                : type === 'number'
                    ? typeof value === 'number'
                    : true;
    if (!ok)
        return `expected ${String(type)}, got ${JSON.stringify(value)}`;
    const choices = enumOf(field);
    return choices && !choices.includes(value) ? `${JSON.stringify(value)} is not one of ${choices.join(', ')}` : null;
}


/***/ }),

/***/ 93915:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  m5: () => (/* binding */ ServerConnection),
  Uc: () => (/* binding */ describeError)
});

// UNUSED EXPORTS: stdioEnvironment

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/experimental/tasks/stores/in-memory.js
var in_memory = __webpack_require__(92567);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/streamableHttp.js + 2 modules
var streamableHttp = __webpack_require__(83491);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js + 1 modules
var types = __webpack_require__(330);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(15649);
// EXTERNAL MODULE: ./src/results/phrases.ts
var phrases = __webpack_require__(99128);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/util/deadline.ts
var deadline = __webpack_require__(84054);
// EXTERNAL MODULE: ./src/util/zod.ts
var zod = __webpack_require__(12001);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(74976);
;// CONCATENATED MODULE: ./src/mcp/tool-list.ts


const MAX_PAGES = 50;
const MAX_TOOLS = 2000;
/**
 * The most values one tool may hold (its schemas, annotations, `_meta`): each schema is compiled, diffed and screened,
 * and one with 100,000 properties took minutes and gigabytes. Real tools stay in the hundreds.
 */
const MAX_TOOL_VALUES = 10_000;
/**
 * Every page of a list (`tools/list`, `prompts/list`, ...): `fetchPage(cursor)` answers one request with the raw
 * result, whose `key` holds the page's items. Stops after MAX_PAGES pages or MAX_TOOLS items, or when a cursor comes
 * back again, and says so.
 */
async function listAllPages(method, key, fetchPage) {
    const pageSchema = schemas/* looseObject */._H3({ [key]: schemas/* array */.YOg(schemas/* unknown */.L5J()), nextCursor: schemas/* unknown */.L5J().optional() });
    const raw = [];
    const findings = [];
    const seen = new Set();
    let cursor;
    for (let page = 1;; page++) {
        const result = pageSchema.parse(await fetchPage(cursor));
        raw.push(...result[key]);
        const next = result.nextCursor;
        if (next === undefined || next === '' || next === null)
            break;
        if (typeof next !== 'string') {
            findings.push(`${method}: nextCursor is not a string: the first ${page} page(s) kept`);
            break;
        }
        if (seen.has(next)) {
            findings.push(`${method}: nextCursor "${next.slice(0, 40)}" came back again: the first ${page} page(s) kept`);
            break;
        }
        if (page >= MAX_PAGES || raw.length >= MAX_TOOLS) {
            const why = page >= MAX_PAGES ? `more than ${MAX_PAGES} pages` : `more than ${MAX_TOOLS} ${key}`;
            findings.push(`${method}: ${why} (the server kept sending a nextCursor): the first ${page} page(s) kept`);
            break;
        }
        seen.add(next);
        cursor = next;
    }
    if (raw.length > MAX_TOOLS)
        findings.push(`${method}: more than ${MAX_TOOLS} ${key}: the first ${MAX_TOOLS} kept`);
    return { items: raw.slice(0, MAX_TOOLS), findings };
}
/** Every page of the tool list, each tool mended where that is safe (mendTools). */
async function listAllTools(fetchPage) {
    const { items, findings } = await listAllPages('tools/list', 'tools', fetchPage);
    const { tools, deviations, fixes, duplicates } = mendTools(items);
    // The deviations first, then the limits: as before the pages were read by listAllPages.
    return { tools, findings: [...summarize(deviations), ...findings], fixes, duplicates };
}
/** The tools as the MCP schema has them: mended where it is safe, left out where it is not. */
function mendTools(raw) {
    const tools = [];
    const deviations = [];
    const names = new Set();
    const fixes = new Map();
    const duplicates = new Set();
    raw.forEach((t, index) => {
        const say = (field, what) => deviations.push({ index, field, what });
        if (!(0,json/* isRecord */.u4)(t) || typeof t.name !== 'string' || t.name === '')
            return say('', 'no "name": left out');
        if (names.has(t.name)) {
            duplicates.add(t.name);
            return say('', `"${t.name.slice(0, 60)}" again: left out`);
        }
        const name = t.name;
        names.add(name);
        if ((0,json/* jsonExtent */.Zf)(t, Infinity, MAX_TOOL_VALUES).values > MAX_TOOL_VALUES)
            return say('', `"${name.slice(0, 60)}" holds over ${MAX_TOOL_VALUES} values: left out`);
        const mend = (what) => {
            say('.inputSchema', what);
            fixes.set(name, what);
        };
        const tool = { ...t, inputSchema: mendSchema(t.inputSchema, mend) };
        if (tool.description !== undefined && typeof tool.description !== 'string') {
            say('.description', 'not a string: left out');
            delete tool.description;
        }
        tools.push(tool);
    });
    return { tools, deviations, fixes, duplicates: [...duplicates] };
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

;// CONCATENATED MODULE: ./src/mcp/advertised.ts
// The rest of a server's contract besides its tools: its prompts, resources and resource templates, read as the tool
// list is (every page, bounded by tool-list.ts's limits, each item taken liberally: one without a name or URI is left
// out and said). A server that does not declare a capability has none of its lists (an empty list, no request); a
// list that fails is not known (absent) and said as a finding: neither is an error of the connection.


/** A string field of a raw item, if it is one. */
const advertised_text = (o, k) => typeof o[k] === 'string' ? o[k] : undefined;
/** The optional fields every kind shares: title, description, icons, `_meta`; each only when the server gave it. */
function common(o) {
    const [title, description] = [advertised_text(o, 'title'), advertised_text(o, 'description')];
    return {
        ...(title === undefined ? {} : { title }),
        ...(description === undefined ? {} : { description }),
        ...(Array.isArray(o.icons) ? { icons: o.icons } : {}),
        ...((0,json/* isRecord */.u4)(o._meta) ? { meta: o._meta } : {}),
    };
}
function advertised_prompt(o) {
    const name = advertised_text(o, 'name');
    if (!name)
        return null;
    const args = Array.isArray(o.arguments) ? o.arguments.filter(json/* isRecord */.u4) : undefined;
    const argument = (a) => ({
        name: advertised_text(a, 'name') ?? '',
        ...(advertised_text(a, 'description') === undefined ? {} : { description: advertised_text(a, 'description') }),
        ...(typeof a.required === 'boolean' ? { required: a.required } : {}),
    });
    return { name, ...common(o), ...(args ? { arguments: args.map(argument) } : {}) };
}
function mimeAndSize(o) {
    const mime = advertised_text(o, 'mimeType');
    return {
        ...(mime === undefined ? {} : { mime_type: mime }),
        ...(typeof o.size === 'number' ? { size: o.size } : {}),
    };
}
function resource(o) {
    const uri = advertised_text(o, 'uri');
    if (!uri)
        return null;
    return { uri, name: advertised_text(o, 'name') ?? '', ...common(o), ...mimeAndSize(o) };
}
function template(o) {
    const uriTemplate = advertised_text(o, 'uriTemplate');
    if (!uriTemplate)
        return null;
    const { mime_type } = mimeAndSize(o);
    const mime = mime_type === undefined ? {} : { mime_type };
    return { uri_template: uriTemplate, name: advertised_text(o, 'name') ?? '', ...common(o), ...mime };
}
/** JSON-RPC's "method not found". */
const METHOD_NOT_FOUND = -32601;
const PROMPTS = { method: 'prompts/list', key: 'prompts', read: advertised_prompt, missing: 'name' };
const RESOURCES = {
    method: 'resources/list',
    key: 'resources',
    read: resource,
    missing: 'uri',
};
const TEMPLATES = {
    method: 'resources/templates/list',
    key: 'resourceTemplates',
    read: template,
    missing: 'uriTemplate',
    optional: true,
};
/** One list, every page; its items read, those without what names them left out (said once). */
async function listKind(kind, request, findings) {
    try {
        const paged = await listAllPages(kind.method, kind.key, (cursor) => request(kind.method, cursor));
        findings.push(...paged.findings);
        const read = paged.items.map((i) => ((0,json/* isRecord */.u4)(i) ? kind.read(i) : null));
        const left = read.filter((x) => x === null).length;
        if (left)
            findings.push(`${kind.method}: ${left} item(s) without a "${kind.missing}": left out`);
        return read.filter((x) => x !== null);
    }
    catch (e) {
        if (kind.optional && e.code === METHOD_NOT_FOUND)
            return [];
        findings.push(`${kind.method} failed: ${e instanceof Error ? e.message : String(e)}`.slice(0, 300));
        return undefined;
    }
}
/**
 * The server's prompts, resources and templates, as far as its capabilities declare them, asked one after the other as
 * a plain client's start-up does: a real proxy (FastMCP 2.2.0 serving mounted proxies) fails lists asked at once and
 * exits. `request` carries the deadline; a list past it is not known, and said.
 */
async function listAdvertised(capabilities, request, templates = true) {
    const findings = [];
    const has = (c) => (0,json/* isRecord */.u4)(capabilities?.[c]);
    const prompts = has('prompts') ? await listKind(PROMPTS, request, findings) : [];
    const resources = has('resources') ? await listKind(RESOURCES, request, findings) : [];
    // Not asked (`templates` false): not known, as a list that failed is, and not said.
    const resource_templates = templates && has('resources') ? await listKind(TEMPLATES, request, findings) : templates ? [] : undefined;
    return {
        ...(prompts ? { prompts } : {}),
        ...(resources ? { resources } : {}),
        ...(resource_templates ? { resource_templates } : {}),
        findings,
    };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/sse.js + 1 modules
var sse = __webpack_require__(10053);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/stdio.js
var stdio = __webpack_require__(50042);
// EXTERNAL MODULE: ./src/sanitize/redact.ts + 1 modules
var sanitize_redact = __webpack_require__(45709);
// EXTERNAL MODULE: ./src/mcp/config.ts + 2 modules
var mcp_config = __webpack_require__(59590);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/shared/stdio.js
var shared_stdio = __webpack_require__(6224);
// EXTERNAL MODULE: ./src/util/process.ts
var util_process = __webpack_require__(22017);
// EXTERNAL MODULE: ./src/util/spawner.ts
var spawner = __webpack_require__(37168);
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
                ? (0,util_process/* spawnGroup */.j8)(command, args, { env, cwd, stdio: ['pipe', 'pipe', 'pipe'] })
                : (0,spawner/* spawnServer */.Fp)(command, args, { env, cwd });
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
            if (stdin.write((0,shared_stdio/* serializeMessage */.Ex)(message)))
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
        if (!(await (0,util_process/* exitedWithin */.Ls)(child, this.politeMs)))
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
        return (0,shared_stdio/* deserializeMessage */.b_)(line.toString('utf8').replace(/\r$/, ''));
    }
    clear() {
        [this.parts, this.head, this.size] = [[], null, 0];
    }
}

;// CONCATENATED MODULE: ./src/mcp/transport.ts
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
    const env = (0,stdio/* getDefaultEnvironment */.fL)();
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
        ? new sse/* SSEClientTransport */.A(url, { requestInit, fetch: withTraceHeader })
        : new streamableHttp/* StreamableHTTPClientTransport */.j(url, { requestInit, fetch: withTraceHeader });
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

;// CONCATENATED MODULE: ./src/mcp/command-check.ts
// Whether a stdio server's command can start: on the PATH it will be given, or at the path it names. `validate`
// says so with the nearest command on PATH, before a run meets spawn ENOENT once per scenario.




/** Why the server's command cannot start; null when it is found. */
function commandProblem(config, parent = process.env) {
    const { command } = config;
    const cwd = config.cwd ?? process.cwd();
    if (command.includes('/') || (process.platform === 'win32' && command.includes('\\'))) {
        const at = external_node_path_default().resolve(cwd, command);
        return executable(at) ? null : `command "${command}": no executable file at ${at}`;
    }
    const env = stdioEnvironment(config, parent);
    const dirs = (env.PATH ?? '').split((external_node_path_default()).delimiter).filter(Boolean);
    const endings = process.platform === 'win32' ? ['', ...(env.PATHEXT ?? '.EXE;.CMD;.BAT;.COM').split(';')] : [''];
    if (dirs.some((d) => endings.some((e) => executable(external_node_path_default().resolve(cwd, d, command + e)))))
        return null;
    const near = (0,util_text/* nearestName */.qb)(command, namesIn(dirs.map((d) => external_node_path_default().resolve(cwd, d))));
    return `command "${command}" is not on PATH${near ? ` (did you mean ${near}?)` : ''}`;
}
function executable(file) {
    try {
        if (!(0,external_node_fs_.statSync)(file).isFile())
            return false;
        (0,external_node_fs_.accessSync)(file, external_node_fs_.constants.X_OK);
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
            for (const name of (0,external_node_fs_.readdirSync)(dir))
                names.add(name);
        }
        catch {
            // A PATH entry that does not exist or cannot be read holds no command.
        }
    }
    return [...names];
}

// EXTERNAL MODULE: ./src/results/client.ts
var results_client = __webpack_require__(45527);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/index.js + 29 modules
var client = __webpack_require__(65229);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/validation/ajv-provider.js
var ajv_provider = __webpack_require__(69400);
// EXTERNAL MODULE: ./src/util/version.ts
var version = __webpack_require__(76092);
;// CONCATENATED MODULE: ./src/mcp/client.ts
// The SDK client of one connection, as the harness makes it: its name and version, the capabilities of the features it
// declares, and one JSON Schema validator shared by every client of the process.




const CLIENT_INFO = { name: 'mcp-eval-action', version: version/* VERSION */.x };
let ajv;
/**
 * Left to itself, each SDK client builds an Ajv of its own with its formats (2.5% of the CLI's CPU on a fuzz batch: two
 * clients a server), used only by its listTools() for output schemas. The harness lists tools by request
 * (tool-list.ts), so nothing asks it: one validator serves every client, and its Ajv (~6 ms of CPU) is built only if
 * the SDK ever asks for a validator.
 */
const sdkValidator = {
    getValidator: (schema) => (ajv ??= new ajv_provider/* AjvJsonSchemaValidator */.p()).getValidator(schema),
};
/** A client declaring `features`, sharing the validator above. */
function newClient(features, taskStore) {
    const capabilities = (0,results_client/* clientCapabilities */.qi)(features);
    return new client/* Client */.K(CLIENT_INFO, { capabilities, taskStore, jsonSchemaValidator: sdkValidator });
}

// EXTERNAL MODULE: ./src/mcp/asks.ts
var asks = __webpack_require__(23092);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/span_kind.mjs
var span_kind = __webpack_require__(3428);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace-api.mjs + 6 modules
var trace_api = __webpack_require__(8408);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/context-api.mjs
var context_api = __webpack_require__(78921);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/status.mjs
var trace_status = __webpack_require__(91213);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/trace/W3CTraceContextPropagator.mjs + 2 modules
var W3CTraceContextPropagator = __webpack_require__(6203);
// EXTERNAL MODULE: ./src/tracing/context.ts
var context = __webpack_require__(80333);
// EXTERNAL MODULE: ./src/tracing/spans.ts
var spans = __webpack_require__(51951);
// EXTERNAL MODULE: ./src/tracing/trace-run.ts
var trace_run = __webpack_require__(72767);
;// CONCATENATED MODULE: ./src/tracing/mcp.ts
// The MCP spans of one connection, after the OpenTelemetry MCP semantic conventions: a client span for each request
// the run sends (`{mcp.method.name} {target}`), its trace context put in the request's `params._meta` (traceparent,
// tracestate) so a server or proxy that traces joins the run's trace; a server span for each request the server
// sends back (elicitation, sampling, roots), under the call it came during. The transport tap (mcp/protocol-tap.ts)
// calls these as messages pass; each is a no-op when the run does not trace.





const propagator = new W3CTraceContextPropagator/* W3CTraceContextPropagator */.lm();
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** What a request's span is named by, and the attributes that say it: the tool, prompt or resource it is about. */
function target(method, params) {
    const name = typeof params?.name === 'string' ? params.name : undefined;
    if (method === 'tools/call')
        return { name, attributes: { 'gen_ai.tool.name': name, 'gen_ai.operation.name': 'execute_tool' } };
    if (method === 'prompts/get')
        return { name, attributes: { 'gen_ai.prompt.name': name } };
    const uri = typeof params?.uri === 'string' ? params.uri : undefined;
    if (method.startsWith('resources/') && uri)
        return { name: uri, attributes: { 'mcp.resource.uri': uri } };
    return { attributes: {} };
}
class McpSpans {
    info;
    /** The client spans of requests sent and not yet answered, by JSON-RPC id. */
    sent = new Map();
    /** The server spans of the server's requests not yet answered, by its id. */
    asked = new Map();
    constructor(info) {
        this.info = info;
    }
    /** A request the run sends: its span started, and the message with its trace context in `params._meta`. */
    request(message) {
        if (message.method === 'notifications/cancelled')
            this.cancelled(message.params?.requestId);
        const run = (0,trace_run/* traceRunOf */.qf)();
        if (!run || message.id === undefined || !message.method)
            return message;
        const { method, params } = message;
        const about = target(method, params);
        const span = run.tracer.startSpan(about.name ? `${method} ${about.name}` : method, {
            kind: span_kind/* SpanKind */.v.CLIENT,
            attributes: { ...this.common(method, message.id), ...about.attributes },
        });
        const args = method === 'tools/call' ? (0,spans/* spanContent */.KD)(run, params?.arguments) : undefined;
        if (args !== undefined)
            span.setAttribute('gen_ai.tool.call.arguments', args);
        this.sent.set(message.id, { span, method, run });
        const spanContext = trace_api/* trace */.u.setSpan(context_api/* context */._.active(), span);
        if (method === 'tools/call') {
            const holder = context_api/* context */._.active().getValue(context/* CALL_SPAN_KEY */.Kj);
            if (holder)
                holder.ids = { trace_id: span.spanContext().traceId, span_id: span.spanContext().spanId };
        }
        const carrier = {};
        propagator.inject(spanContext, carrier, { set: (c, k, v) => (c[k] = v) });
        // `_meta` first: the HTTP transport copies the first traceparent of the body into its header (transport.ts).
        const { _meta, ...rest } = params ?? {};
        return { ...message, params: { _meta: { ...(isObject(_meta) ? _meta : {}), ...carrier }, ...rest } };
    }
    /** A message from the server: the answer to a request sent (its span ends), or a request of its own (one starts). */
    received(message) {
        if (message.id === undefined)
            return;
        if (message.method)
            return this.serverRequest(message);
        const open = this.sent.get(message.id);
        if (!open)
            return;
        this.sent.delete(message.id);
        this.end(open, message);
    }
    /** The run's answer to a request of the server: its span ended. */
    answered(message) {
        if (message.id === undefined || message.method)
            return;
        const open = this.asked.get(message.id);
        if (!open)
            return;
        this.asked.delete(message.id);
        this.end(open, message);
    }
    /** The run gave up on a request (its time limit, the run's): its span ends, as an error, with no answer. */
    cancelled(id) {
        const open = (typeof id === 'string' || typeof id === 'number') && this.sent.get(id);
        if (!open)
            return;
        this.sent.delete(id);
        open.span.setAttribute('error.type', 'cancelled');
        open.span.setStatus({ code: trace_status/* SpanStatusCode */.s.ERROR, message: 'cancelled: no answer in time' });
        open.span.end();
    }
    /** Ends every span still open (the connection closed): their requests never got an answer. */
    closed() {
        for (const { span } of [...this.sent.values(), ...this.asked.values()]) {
            span.setStatus({ code: trace_status/* SpanStatusCode */.s.ERROR, message: 'the connection closed' });
            span.setAttribute('error.type', 'connection_closed');
            span.end();
        }
        this.sent.clear();
        this.asked.clear();
    }
    /** A server's request arrives outside any run's context: it is parented to the latest tools/call under way. */
    serverRequest(message) {
        const parent = [...this.sent.values()].reverse().find((o) => o.method === 'tools/call');
        if (!parent || message.id === undefined || !message.method)
            return;
        const { method } = message;
        const ctx = trace_api/* trace */.u.setSpan(context_api/* context */._.active(), parent.span);
        const attributes = this.common(method, message.id);
        const span = parent.run.tracer.startSpan(method, { kind: span_kind/* SpanKind */.v.SERVER, attributes }, ctx);
        this.asked.set(message.id, { span, method, run: parent.run });
    }
    common(method, id) {
        return {
            'mcp.method.name': method,
            'jsonrpc.request.id': String(id),
            'mcp.protocol.version': this.info.protocolVersion() ?? undefined,
            'mcp.session.id': this.info.sessionId(),
            'network.transport': this.info.networkTransport,
            'mcp_eval.server': this.info.server,
        };
    }
    end({ span, method, run }, message) {
        if (message.error) {
            span.setAttribute('error.type', String(message.error.code));
            span.setAttribute('rpc.response.status_code', String(message.error.code));
            span.setStatus({ code: trace_status/* SpanStatusCode */.s.ERROR, message: message.error.message });
        }
        else if (isObject(message.result) && message.result.isError === true) {
            span.setAttribute('error.type', 'tool_error');
            span.setStatus({ code: trace_status/* SpanStatusCode */.s.ERROR });
        }
        if (method === 'tools/call' && isObject(message.result)) {
            // The MCP result, content first: `mcp-eval import` reads it back as one (authoring/otlp.ts).
            const { content, structuredContent, isError } = message.result;
            const result = (0,spans/* spanContent */.KD)(run, { content, structuredContent, isError });
            if (result !== undefined)
                span.setAttribute('gen_ai.tool.call.result', result);
        }
        span.end();
    }
}

;// CONCATENATED MODULE: ./src/mcp/protocol-tap.ts


/** The deepest nesting a message of the server may have: real schemas and results stay far below. */
const MAX_MESSAGE_DEPTH = 128;
/** The most values a message may hold: 2,000 tools of 100 values each, twice over. */
const MAX_MESSAGE_VALUES = 400_000;
/** JSON-RPC's internal error: what a request answered with a message not let in gets instead. */
const INTERNAL_ERROR = -32603;
class ProtocolTap {
    inner;
    requestVersion;
    onclose;
    onerror;
    onmessage;
    /** The version the server answered `initialize` with; null until it has. */
    negotiated = null;
    /** What the server sent that was not let in, said once each. */
    findings = new Set();
    initializeId = null;
    /** The listener of each call's progress token (tracking). */
    progress = new Map();
    tokens = 0;
    /** The connection's MCP spans (each a no-op when the run does not trace). */
    spans;
    constructor(inner, 
    /** The protocol version to ask for instead of the SDK's newest; undefined: the SDK's. */
    requestVersion, 
    /** Whose requests these are, for their spans: the server and how it is reached; none: not traced. */
    traced) {
        this.inner = inner;
        this.requestVersion = requestVersion;
        const version = () => this.negotiated;
        if (traced)
            this.spans = new McpSpans({ ...traced, protocolVersion: version, sessionId: () => this.sessionId });
    }
    get sessionId() {
        return this.inner.sessionId;
    }
    setProtocolVersion = (version) => this.inner.setProtocolVersion?.(version);
    start() {
        this.inner.onclose = () => {
            this.spans?.closed();
            this.onclose?.();
        };
        this.inner.onerror = (e) => this.onerror?.(e);
        this.inner.onmessage = (message, extra) => {
            const bounded = this.bound(message);
            if (!bounded || this.progressed(bounded))
                return;
            this.observe(bounded);
            this.spans?.received(bounded);
            this.onmessage?.(bounded, extra);
        };
        return this.inner.start();
    }
    send(message, options) {
        if ('method' in message && message.method === 'initialize' && 'id' in message) {
            this.initializeId = message.id;
            if (this.requestVersion && (0,json/* isRecord */.u4)(message.params)) {
                const params = { ...message.params, protocolVersion: this.requestVersion };
                return this.inner.send(this.traced({ ...message, params }), options);
            }
        }
        return this.inner.send(this.traced(message), options);
    }
    /** A request: its span started, its trace context put in `_meta`; an answer to a server's request: its span ended. */
    traced(message) {
        if (!this.spans)
            return message;
        if ('method' in message)
            return this.spans.request(message);
        if (!('id' in message))
            return message;
        this.spans.answered(message);
        return message;
    }
    close() {
        return this.inner.close();
    }
    /**
     * The message, if it is within the bounds; else an answer becomes an error answer to the same request (so the request
     * fails, saying why, instead of waiting for its deadline), and anything else is left out and said.
     */
    bound(message) {
        const { depth, values } = (0,json/* jsonExtent */.Zf)(message, MAX_MESSAGE_DEPTH, MAX_MESSAGE_VALUES);
        if (depth <= MAX_MESSAGE_DEPTH && values <= MAX_MESSAGE_VALUES)
            return message;
        const what = depth > MAX_MESSAGE_DEPTH
            ? `nested deeper than ${MAX_MESSAGE_DEPTH} levels`
            : `over ${MAX_MESSAGE_VALUES} values`;
        if ('id' in message && !('method' in message)) {
            const error = { code: INTERNAL_ERROR, message: `the server's answer is ${what}: not read` };
            return { jsonrpc: '2.0', id: message.id, error };
        }
        this.findings.add(`a message ${what}: not read`);
        return null;
    }
    /** `run` with a progress token of its own (for the request's `_meta`), its notifications told to `listener`. */
    async tracking(listener, run) {
        const progressToken = `mcp-eval-${++this.tokens}`;
        this.progress.set(progressToken, listener);
        try {
            return await run({ progressToken });
        }
        finally {
            this.progress.delete(progressToken);
        }
    }
    /** A progress notification of a tracked call: told to its listener, not handed on. */
    progressed(message) {
        if (!('method' in message) || message.method !== 'notifications/progress' || 'id' in message)
            return false;
        const params = (0,json/* isRecord */.u4)(message.params) ? message.params : {};
        const listener = this.progress.get(String(params.progressToken));
        if (!listener || typeof params.progress !== 'number')
            return false;
        listener(params);
        return true;
    }
    /** The answer to `initialize`: its protocol version. */
    observe(message) {
        if (this.initializeId === null || !('id' in message) || message.id !== this.initializeId)
            return;
        const result = 'result' in message && (0,json/* isRecord */.u4)(message.result) ? message.result : null;
        if (typeof result?.protocolVersion === 'string')
            this.negotiated = result.protocolVersion;
    }
}

// EXTERNAL MODULE: ./src/mcp/task-call.ts
var task_call = __webpack_require__(6632);
// EXTERNAL MODULE: ./src/mcp/names.ts
var names = __webpack_require__(61896);
;// CONCATENATED MODULE: ./src/mcp/snapshot.ts


/**
 * Each input schema's hash, by the schema object: a connection keeps its tool list (a new one when the server sends
 * another) and each scenario's record snapshots it again; nothing changes a schema in place.
 */
const HASHES = new WeakMap();
function hashOf(schema) {
    // A list read by tool-list.ts always has an object; one made elsewhere might not (a WeakMap takes objects only).
    if (!(0,json/* isRecord */.u4)(schema))
        return (0,names/* schemaHash */.ir)(schema);
    let hash = HASHES.get(schema);
    if (hash === undefined)
        HASHES.set(schema, (hash = (0,names/* schemaHash */.ir)(schema)));
    return hash;
}
/** A tool as the record keeps it; `fix`: what the harness mended in its input schema (tool-list.ts). */
function toolSnapshot(t, fix) {
    const raw = t;
    return {
        name: t.name,
        schema_hash: hashOf(t.inputSchema),
        ...(t.description === undefined ? {} : { description: t.description }),
        input_schema: t.inputSchema,
        ...((0,json/* isRecord */.u4)(t.annotations) ? { annotations: t.annotations } : {}),
        ...(typeof raw.title === 'string' ? { title: raw.title } : {}),
        ...((0,json/* isRecord */.u4)(raw.outputSchema) ? { output_schema: raw.outputSchema } : {}),
        ...(Array.isArray(raw.icons) ? { icons: raw.icons } : {}),
        ...((0,json/* isRecord */.u4)(raw._meta) ? { meta: raw._meta } : {}),
        ...((0,json/* isRecord */.u4)(raw.execution) ? { execution: raw.execution } : {}),
        ...(fix === undefined ? {} : { input_schema_fix: fix }),
    };
}
/** The last snapshot made of a tool list, with the parts it was made from (a connection reads a new list anew). */
const LAST = new WeakMap();
/**
 * The snapshot of these parts: the one made last for the same tool list when no part changed since. Each scenario's
 * record takes one of each server; one object while the server is unchanged lets the memos keyed by it (util/memo.ts
 * contentId, sanitize/repeated.ts) skip turning an 18 KB list to text for every scenario. A snapshot is never changed.
 */
function serverSnapshot(p) {
    const last = LAST.get(p.tools);
    if (last && sameParts(last.parts, p))
        return last.snapshot;
    const snapshot = makeSnapshot(p);
    LAST.set(p.tools, { parts: p, snapshot });
    return snapshot;
}
/** The same objects (findings and client: the same entries: a connection makes those lists anew for each call). */
function sameParts(a, b) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => a[k] === b[k] || (k === 'findings' || k === 'client' ? sameList(a[k], b[k]) : false));
}
function sameList(a, b) {
    return a !== undefined && b !== undefined && a.length === b.length && a.every((v, i) => v === b[i]);
}
function makeSnapshot(p) {
    const { name, version, ...rest } = p.serverInfo ?? {};
    const named = typeof name === 'string' && typeof version === 'string';
    return {
        name: p.name,
        // Name and version first, as a baseline's snapshot reads back (results/server-snapshot.ts): a run's snapshot of
        // an unchanged server is then the same text as its baseline's, written once in results.json (shared-servers.ts).
        server_info: named ? { name, version, ...rest } : null,
        tools: p.tools.map((t) => toolSnapshot(t, p.fixes.get(t.name))),
        // Always present (empty when none): a baseline without the field predates it, and has none to compare.
        instructions: p.instructions ?? '',
        ...(p.findings.length ? { findings: [...p.findings] } : {}),
        ...(p.client ? { client: [...p.client] } : {}),
        ...(p.protocolVersion ? { protocol_version: p.protocolVersion } : {}),
        ...(p.capabilities ? { capabilities: p.capabilities } : {}),
        ...p.advertised,
        ...(p.duplicates.length ? { duplicate_tools: [...p.duplicates] } : {}),
    };
}

;// CONCATENATED MODULE: ./src/mcp/connection.ts




















/** Of the connect deadline, kept back from reading prompts and resources, so their lists cannot fail a connection. */
const ADVERTISED_MARGIN_MS = 100;
/** Any `tools/list` result: each tool is checked on its own (tool-list.ts). */
const LENIENT_LIST = schemas/* looseObject */._H3({});
class ServerConnection {
    config;
    transportKind;
    client;
    transport;
    tap;
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
    listing = { fixes: new Map(), duplicates: [] };
    /** Prompts, resources and templates, read once at the handshake (advertised.ts). */
    advertised = {};
    /** What the server got wrong, said once each (tool-list.ts). */
    findings = new Set();
    /** What the server asks during a call, answered by that call's run (asks.ts). */
    asks;
    constructor(config, transportKind, client, transport, tap, stderrTail) {
        this.config = config;
        this.transportKind = transportKind;
        this.client = client;
        this.transport = transport;
        this.tap = tap;
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
    /** The whole contract the server advertised (snapshot.ts). */
    snapshot() {
        return serverSnapshot({
            name: this.name,
            serverInfo: this.client.getServerVersion() ?? null,
            protocolVersion: this.tap.negotiated,
            capabilities: this.client.getServerCapabilities(),
            instructions: this.client.getInstructions(),
            tools: this.toolList,
            ...this.listing,
            advertised: this.advertised,
            findings: [...this.findings, ...this.tap.findings],
            client: this.asks.features,
        });
    }
    /** Prompts, resources and templates as the capabilities declare them, within `timeoutMs`; a failure is a finding. */
    async readAdvertised(timeoutMs, templates) {
        const deadline = Date.now() + timeoutMs;
        const request = (method, cursor) => this.client.request({ method, params: cursor ? { cursor } : undefined }, LENIENT_LIST, {
            timeout: Math.max(1, deadline - Date.now()),
        });
        const { findings, ...advertised } = await listAdvertised(this.client.getServerCapabilities(), request, templates);
        for (const f of findings)
            this.findings.add(f);
        this.advertised = advertised;
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
        this.listing = { fixes: listing.fixes, duplicates: listing.duplicates };
    }
    /**
     * Call a tool. A JSON-RPC error answered by the server is rethrown as the SDK's McpError, and a
     * result that is not an MCP result as the ZodError that says why; a dead server, a timeout or the
     * run's `signal` becomes an EvalError (kind call) naming the server. A tool with task support runs as a task;
     * progress and the task's status go to `notes` (task-call.ts).
     */
    async callTool(tool, args, timeoutMs, signal, answerer, notes = new task_call/* CallNotes */.c4()) {
        const declared = this.toolList.find((t) => t.name === tool);
        const asTask = (0,task_call/* runsAsTask */.W$)(this.client, declared);
        const result = await this.asks.during(answerer, () => this.tap.tracking(notes.onprogress, (_meta) => {
            const params = { name: tool, arguments: args, _meta };
            return this.request(`call tool "${tool}"`, timeoutMs, () => asTask
                ? (0,task_call/* callAsTask */.c1)(this.client, params, timeoutMs, notes, signal)
                : this.client.callTool(params, undefined, { timeout: timeoutMs, signal }));
        }));
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
            return ServerConnection.openOnce(config, 'sse', { ...opts, connectTimeoutMs: left });
        }
    }
    static async openOnce(config, kind, opts) {
        const { transport, stderrTail } = createTransport(config, kind);
        // By default every feature; roots only with roots to list (settings/client.ts runProfile).
        const features = opts.client ?? results_client/* CLIENT_FEATURES */.uq.filter((f) => f !== 'roots' || opts.roots?.length);
        // A client declaring tasks keeps the asks a server made as tasks, for its tasks/get and tasks/result (asks.ts).
        const taskStore = features.includes('tasks') ? new in_memory/* InMemoryTaskStore */.f() : undefined;
        const client = newClient(features, taskStore);
        const network = kind === 'stdio' ? 'pipe' : 'tcp';
        const tap = new ProtocolTap(transport, opts.protocolVersion, { server: config.name, networkTransport: network });
        const conn = new ServerConnection(config, kind, client, transport, tap, stderrTail);
        conn.asks = new asks/* AskRouter */.vw(client, features, opts.roots);
        if (opts.after)
            conn.findings.add(`${kind === 'stdio' ? 'started' : 'connected'} again: ${firstPart(opts.after)}`);
        conn.watch(taskStore);
        await conn.handshake(opts.connectTimeoutMs, opts.advertised ?? true);
        return conn;
    }
    /** Note when the connection closes (and why), and when the server says its tool list changed. */
    watch(taskStore) {
        this.client.onclose = () => {
            taskStore?.cleanup(); // its timers would keep the process up to the tasks' time to live
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
    /** Start the transport, run `initialize` and fetch the tool list (and what else it advertises) within `timeoutMs`. */
    async handshake(timeoutMs, advertised) {
        const started = Date.now();
        let step = this.transportKind === 'stdio' ? 'start and initialize' : 'connect';
        try {
            await (0,deadline/* withDeadline */.N)((async () => {
                await this.client.connect(this.tap, { timeout: timeoutMs });
                step = 'list tools';
                await this.refreshTools(Math.max(1, timeoutMs - (Date.now() - started)));
                // What is left of the deadline, less a margin: a slow list is a finding, never a failed connection.
                const left = Math.max(1, timeoutMs - (Date.now() - started) - ADVERTISED_MARGIN_MS);
                if (advertised)
                    await this.readAdvertised(left, advertised === true);
            })(), timeoutMs, `no answer within ${timeoutMs} ms`);
        }
        catch (e) {
            this.closedReason = 'failed to open';
            if (this.transport instanceof GroupStdioTransport)
                this.transport.politeMs = 0;
            await this.client.close().catch(() => undefined);
            const timedOut = (0,errors/* isEvalError */.Fv)(e, 'timeout') || (e instanceof types/* McpError */.Nh && e.code === types/* ErrorCode */.O4.RequestTimeout);
            const reason = timedOut ? `no answer within ${timeoutMs} ms` : this.startFailure(e);
            const target = `server "${this.name}" (${describeTarget(this.config, this.transportKind)})`;
            throw new errors/* EvalError */.Fn('connect', `${target}: failed to ${step}: ${reason}${this.stderrNote()}`, { cause: e });
        }
    }
    /** Why the handshake failed; a stdio command that could not be spawned said as validate says it (not on PATH). */
    startFailure(e) {
        const { config } = this;
        const spawnFailed = config.type === 'stdio' && e.code === 'ENOENT';
        return (spawnFailed && commandProblem(config)) || describeError(e);
    }
    /** `; stderr: <last lines>` when a stdio server wrote to stderr, else nothing. */
    stderrNote() {
        const err = this.stderrTail().trim();
        return err ? `; stderr: ${lastLines(err)}` : '';
    }
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
/** A reason without its stderr excerpt: `the server process exited (code 3)`. */
function firstPart(reason) {
    return reason.split('; stderr:')[0];
}
function lastLines(text) {
    return text.split('\n').slice(-5).join(' | ');
}


/***/ }),

/***/ 48612:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ef: () => (/* reexport */ asks/* Answerer */.Ef),
  m5: () => (/* reexport */ connection/* ServerConnection */.m5),
  Mf: () => (/* reexport */ SharedServers),
  Zu: () => (/* reexport */ createToolHost),
  fN: () => (/* reexport */ pool/* freshServers */.fN),
  EN: () => (/* reexport */ config/* loadServerConfig */.EN),
  xP: () => (/* reexport */ pool/* poolFrom */.xP),
  Cf: () => (/* reexport */ pool/* waitForReady */.Cf)
});

// UNUSED EXPORTS: DEFAULT_SERVER, SERVER_NAME, checkServerConfig, contentProblem, describeError, directToolNames, gatewayToolName, openServers, parseServerConfig, readServerFile, sanitizeToolName, schemaHash, secretValues, stdioEnvironment

// EXTERNAL MODULE: ./src/mcp/config.ts + 2 modules
var config = __webpack_require__(59590);
// EXTERNAL MODULE: ./src/mcp/connection.ts + 9 modules
var connection = __webpack_require__(93915);
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
var util_json = __webpack_require__(74976);
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
;// CONCATENATED MODULE: ./src/mcp/stored-result.ts

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
    return { ...kept, truncated: { bytes: Buffer.byteLength(json, 'utf8'), sha256: (0,util_json/* sha256 */.sc)(json) } };
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
        const stored = storedResult(content, result.structuredContent);
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
        return (0,util_json/* isRecord */.u4)(v) ? { value: v } : { error: `expected an object, got ${text.slice(0, 100)}` };
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
        const obj = (0,util_json/* isRecord */.u4)(input) ? input : {};
        const action = obj.action ?? 'list';
        // The gateway's own actions and refusals are recorded as `mcp_<S>:<action>`, with no tool.
        const start = (what, discovery = false) => this.executor.start({ id: `${gw}:${what}`, server: conn.name, tool: null, discovery, arguments: obj, toolUseId });
        if (!(0,util_json/* isRecord */.u4)(input) || (action !== 'list' && action !== 'execute')) {
            const got = JSON.stringify(input === undefined ? null : (0,util_json/* isRecord */.u4)(input) ? action : input);
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
        const args = typeof inputs === 'string' || (0,util_json/* isRecord */.u4)(inputs) ? inputs : JSON.stringify(inputs);
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
        const args = (0,util_json/* isRecord */.u4)(input) ? input : typeof input === 'string' ? input : JSON.stringify(input ?? {});
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
        const args = (0,util_json/* isRecord */.u4)(input) ? input : {};
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
/* harmony export */   xP: () => (/* binding */ poolFrom)
/* harmony export */ });
/* unused harmony export openServers */
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);
/* harmony import */ var _connection_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93915);


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
    return poolFrom(configs, freshServers({ connectTimeoutMs: opts.connectTimeoutMs, client: opts.client }));
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
    return (0,util_text.truncate)(sentence, ONE_LINE_MAX);
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

/***/ 6632:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W$: () => (/* binding */ runsAsTask),
/* harmony export */   c1: () => (/* binding */ callAsTask),
/* harmony export */   c4: () => (/* binding */ CallNotes)
/* harmony export */ });
/* harmony import */ var _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(330);

/** Server messages are kept to this many characters. */
const MESSAGE_CHARS = 200;
/** One call's progress and task, recorded with it (call.ts). */
class CallNotes {
    progress;
    task;
    /** The SDK's onprogress handler: keeps the count and the last notification. */
    onprogress = (p) => {
        this.progress = {
            count: (this.progress?.count ?? 0) + 1,
            progress: p.progress,
            ...(p.total === undefined ? {} : { total: p.total }),
            ...(p.message === undefined ? {} : { message: p.message.slice(0, MESSAGE_CHARS) }),
        };
    };
    /** A task's status as last polled. */
    polled(status, message, poll) {
        this.task = {
            status,
            polls: (this.task?.polls ?? 0) + (poll ? 1 : 0),
            ...(message === undefined ? {} : { message: message.slice(0, MESSAGE_CHARS) }),
        };
    }
    /** The fields of the call's record: absent when the server reported nothing. */
    record() {
        return { ...(this.progress ? { progress: this.progress } : {}), ...(this.task ? { task: this.task } : {}) };
    }
}
/** Is this tool run as a task: it declares task support and the server declares task-augmented tool calls. */
function runsAsTask(client, tool) {
    const support = tool?.execution?.taskSupport;
    const tasks = client.getServerCapabilities()?.tasks;
    return (support === 'required' || support === 'optional') && tasks?.requests?.tools?.call !== undefined;
}
/**
 * Call `name` as a task: created by tools/call, polled with tasks/get at the server's interval, its result fetched
 * with tasks/result. Past `timeoutMs` (for the whole task) or on the run's `signal` the task is cancelled (without
 * waiting for the answer) and the call fails as a request that timed out.
 */
async function callAsTask(client, params, timeoutMs, notes, signal) {
    const deadline = AbortSignal.timeout(timeoutMs);
    const stop = signal ? AbortSignal.any([signal, deadline]) : deadline;
    const options = { timeout: timeoutMs, signal: stop, onprogress: notes.onprogress, task: { ttl: timeoutMs } };
    let taskId;
    try {
        for await (const m of client.experimental.tasks.callToolStream(params, _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .CallToolResultSchema */ .TF, options)) {
            if (m.type === 'taskCreated')
                taskId = m.task.taskId;
            if (m.type === 'taskCreated' || m.type === 'taskStatus')
                notes.polled(m.task.status, m.task.statusMessage, m.type === 'taskStatus');
            if (m.type === 'result') {
                notes.polled('completed', undefined, false);
                return m.result;
            }
            if (m.type === 'error')
                throw m.error;
        }
        throw new _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .McpError */ .Nh(_modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ErrorCode */ .O4.InternalError, `task of "${params.name}" ended with no result`);
    }
    catch (e) {
        if (!stop.aborted)
            throw e;
        if (taskId)
            void client.experimental.tasks.cancelTask(taskId, { timeout: 1000 }).catch(() => undefined);
        if (deadline.aborted)
            throw new _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .McpError */ .Nh(_modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ErrorCode */ .O4.RequestTimeout, `task of "${params.name}" not done within ${timeoutMs} ms`);
        throw signal?.reason ?? e;
    }
}


/***/ }),

/***/ 80333:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FC: () => (/* binding */ ensureContextManager),
/* harmony export */   H$: () => (/* binding */ withCallSpan),
/* harmony export */   Kj: () => (/* binding */ CALL_SPAN_KEY),
/* harmony export */   mA: () => (/* binding */ TRACE_RUN_KEY)
/* harmony export */ });
/* harmony import */ var _opentelemetry_api__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78921);
/* harmony import */ var _opentelemetry_api__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(11802);
/* harmony import */ var _opentelemetry_context_async_hooks__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31582);
// Where the run's tracing lives while it runs: in the OpenTelemetry context, carried through every await by
// AsyncLocalStorage. The pipeline puts the run's TraceRun there (run.ts), each scenario run its root span; the MCP
// transport and the agents read both from the active context, so no signature below the pipeline changes and a
// connection shared by concurrent scenarios still parents each request to the scenario that sent it.


let registered = false;
/**
 * Registers the context manager once per process (the api keeps the first one registered): the api's own is a no-op,
 * and without one every span would be a root.
 */
function ensureContextManager() {
    if (registered)
        return;
    _opentelemetry_api__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.setGlobalContextManager(new _opentelemetry_context_async_hooks__WEBPACK_IMPORTED_MODULE_1__/* .AsyncLocalStorageContextManager */ .H().enable());
    registered = true;
}
/** The key of the run's TraceRun in the context. */
const TRACE_RUN_KEY = (0,_opentelemetry_api__WEBPACK_IMPORTED_MODULE_2__/* .createContextKey */ .n)('mcp-eval trace run');
/** The key of a tool call's span ids holder (mcp/call.ts reads what the transport wrote there). */
const CALL_SPAN_KEY = (0,_opentelemetry_api__WEBPACK_IMPORTED_MODULE_2__/* .createContextKey */ .n)('mcp-eval tools/call span');
/** `call` with `holder` in its context, for the transport to fill with the tools/call span; as is when not tracing. */
function withCallSpan(holder, call) {
    const active = _opentelemetry_api__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.active();
    if (active.getValue(TRACE_RUN_KEY) === undefined)
        return call();
    return _opentelemetry_api__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.with(active.setValue(CALL_SPAN_KEY, holder), call);
}


/***/ }),

/***/ 51951:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KD: () => (/* binding */ spanContent),
/* harmony export */   Nx: () => (/* binding */ startStage),
/* harmony export */   _1: () => (/* binding */ inSpan)
/* harmony export */ });
/* harmony import */ var _opentelemetry_api__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3428);
/* harmony import */ var _opentelemetry_api__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(78921);
/* harmony import */ var _opentelemetry_api__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8408);
/* harmony import */ var _opentelemetry_api__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(91213);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);
/* harmony import */ var _trace_run_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72767);
// The spans of the run's own stages (a scenario run, a model request, the contract read, the compare, the verdict),
// each a no-op when the run does not trace: `inSpan` costs a context lookup then.



/**
 * `fn` inside a span (active while it runs, so what it calls nests under it), ended when it settles; a throw is
 * the span's error and is rethrown. Without a run that traces, just `fn` (with no span).
 */
async function inSpan(stage, fn) {
    const run = (0,_trace_run_js__WEBPACK_IMPORTED_MODULE_1__/* .traceRunOf */ .qf)();
    if (!run)
        return fn(null);
    const options = {
        kind: stage.kind ?? _opentelemetry_api__WEBPACK_IMPORTED_MODULE_2__/* .SpanKind */ .v.INTERNAL,
        attributes: stage.attributes,
        root: stage.root,
    };
    const span = run.tracer.startSpan(stage.name, options);
    try {
        return await _opentelemetry_api__WEBPACK_IMPORTED_MODULE_3__/* .context */ ._.with(_opentelemetry_api__WEBPACK_IMPORTED_MODULE_4__/* .trace */ .u.setSpan(_opentelemetry_api__WEBPACK_IMPORTED_MODULE_3__/* .context */ ._.active(), span), () => fn(span));
    }
    catch (e) {
        span.setStatus({ code: _opentelemetry_api__WEBPACK_IMPORTED_MODULE_5__/* .SpanStatusCode */ .s.ERROR, message: (0,_util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(e) });
        span.setAttribute('error.type', e instanceof Error ? e.name : 'error');
        throw e;
    }
    finally {
        span.end();
    }
}
/** A span around synchronous work (the compare), ended by the caller; null when the run does not trace. */
function startStage(stage) {
    const run = (0,_trace_run_js__WEBPACK_IMPORTED_MODULE_1__/* .traceRunOf */ .qf)();
    if (!run)
        return null;
    return run.tracer.startSpan(stage.name, { kind: stage.kind ?? _opentelemetry_api__WEBPACK_IMPORTED_MODULE_2__/* .SpanKind */ .v.INTERNAL, attributes: stage.attributes });
}
/** A text for a span attribute, when the run puts content on spans (`trace-content`): redacted as every output. */
function spanContent(run, value) {
    if (!run?.options.content || value === undefined)
        return undefined;
    return run.options.redact(typeof value === 'string' ? value : JSON.stringify(value));
}


/***/ }),

/***/ 72767:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BQ: () => (/* binding */ TRACE_FILE),
/* harmony export */   qf: () => (/* binding */ traceRunOf),
/* harmony export */   zQ: () => (/* binding */ TraceRun)
/* harmony export */ });
/* unused harmony export KeptSpans */
/* harmony import */ var _opentelemetry_api__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38574);
/* harmony import */ var _opentelemetry_api__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(78921);
/* harmony import */ var _opentelemetry_otlp_transformer__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(5603);
/* harmony import */ var _opentelemetry_resources__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(19481);
/* harmony import */ var _opentelemetry_sdk_trace__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(22372);
/* harmony import */ var _opentelemetry_sdk_trace__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(86684);
/* harmony import */ var _util_deadline_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(84054);
/* harmony import */ var _util_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75787);
/* harmony import */ var _util_version_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(76092);
/* harmony import */ var _collector_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(10153);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80333);
/* harmony import */ var _redacted_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(67936);
// A run's tracing: one TracerProvider for the whole run (each scenario run is a trace of its own), every span kept
// in memory for the trace file beside results.json (OTLP JSON, always written), and sent to a collector when one is
// set. The collector can cost a run no more than one warning and a bounded flush (collector.ts).










/** The trace file's name, beside results.json. */
const TRACE_FILE = 'traces.json';
/**
 * Every sampled span that ended, kept for the trace file. SimpleSpanProcessor with an InMemorySpanExporter keeps the
 * same list at the cost of a promise, a context switch and a timer for each span (about a third of the spans' cost).
 */
class KeptSpans {
    ended = [];
    onStart() { }
    onEnd(span) {
        if (span.spanContext().traceFlags & _opentelemetry_api__WEBPACK_IMPORTED_MODULE_3__/* .TraceFlags */ .X.SAMPLED)
            this.ended.push(span);
    }
    forceFlush() {
        return Promise.resolve();
    }
    shutdown() {
        return Promise.resolve();
    }
}
class TraceRun {
    options;
    exporter;
    tracer;
    kept = new KeptSpans();
    provider;
    constructor(options, exporter) {
        this.options = options;
        this.exporter = exporter;
        // sdk-trace v3 takes processors in the constructor only, and each processor takes `{ exporter }`: an exporter
        // passed as the argument itself is read as options without one, and the spans go nowhere.
        const spanProcessors = [this.kept];
        if (exporter)
            spanProcessors.push(new _opentelemetry_sdk_trace__WEBPACK_IMPORTED_MODULE_4__/* .BatchSpanProcessor */ .J({ exporter, exportTimeoutMillis: _collector_js__WEBPACK_IMPORTED_MODULE_5__/* .EXPORT_TIMEOUT_MS */ .yk }));
        this.provider = new _opentelemetry_sdk_trace__WEBPACK_IMPORTED_MODULE_6__/* .TracerProvider */ .d({
            resource: (0,_opentelemetry_resources__WEBPACK_IMPORTED_MODULE_7__/* .resourceFromAttributes */ .QZ)({ 'service.name': 'mcp-eval', 'service.version': _util_version_js__WEBPACK_IMPORTED_MODULE_8__/* .VERSION */ .x }),
            spanProcessors,
        });
        // Spans come from this provider, never the api's global one: until a provider is registered globally (and a
        // second registration is refused), trace.getTracer() hands out a tracer whose spans record nothing.
        this.tracer = this.provider.getTracer('mcp-eval', _util_version_js__WEBPACK_IMPORTED_MODULE_8__/* .VERSION */ .x);
    }
    static async start(options) {
        (0,_context_js__WEBPACK_IMPORTED_MODULE_2__/* .ensureContextManager */ .FC)();
        const target = options.collector;
        const inner = target && (await (0,_collector_js__WEBPACK_IMPORTED_MODULE_5__/* .collectorExporter */ .zJ)(target));
        const exporter = inner && new _collector_js__WEBPACK_IMPORTED_MODULE_5__/* .GuardedExporter */ .MU(inner, (0,_collector_js__WEBPACK_IMPORTED_MODULE_5__/* .hostOf */ .w4)(target.url), options);
        return new TraceRun(options, exporter);
    }
    /** `fn` with this run in its context: everything it runs (and awaits) traces into this run. */
    within(fn) {
        return _opentelemetry_api__WEBPACK_IMPORTED_MODULE_9__/* .context */ ._.with(_opentelemetry_api__WEBPACK_IMPORTED_MODULE_9__/* .context */ ._.active().setValue(_context_js__WEBPACK_IMPORTED_MODULE_2__/* .TRACE_RUN_KEY */ .mA, this), fn);
    }
    /** The spans ended so far. */
    spans() {
        return this.kept.ended;
    }
    /**
     * The spans as OTLP JSON (an ExportTraceServiceRequest: `resourceSpans`, hex ids), redacted, and a line end: the
     * serializer's UTF-8 bytes as they are (decoding 400 KB of them to write them encoded again cost as much again).
     */
    otlpJson() {
        const bytes = _opentelemetry_otlp_transformer__WEBPACK_IMPORTED_MODULE_10__/* .JsonTraceSerializer */ .U.serializeRequest((0,_redacted_js__WEBPACK_IMPORTED_MODULE_11__/* .redactedSpans */ .e)(this.spans(), this.options.redact));
        return Buffer.concat([bytes ?? Buffer.from('{"resourceSpans":[]}'), Buffer.from('\n')]);
    }
    /** Writes the trace file (with every span ended so far). */
    async write(file) {
        await (0,_util_files_js__WEBPACK_IMPORTED_MODULE_1__/* .writeAtomic */ .v)(file, this.otlpJson());
    }
    /**
     * Sends what is left to the collector within its bound (never a throw for it). Once the run's own work is done: the
     * bound is wall time, and a report being rendered meanwhile would use it up.
     */
    async flush() {
        if (!this.exporter)
            return;
        const flushed = this.provider.forceFlush({ timeoutMillis: _collector_js__WEBPACK_IMPORTED_MODULE_5__/* .EXPORT_TIMEOUT_MS */ .yk }).then(() => this.provider.shutdown());
        await (0,_util_deadline_js__WEBPACK_IMPORTED_MODULE_0__/* .withDeadline */ .N)(flushed, _collector_js__WEBPACK_IMPORTED_MODULE_5__/* .FLUSH_BOUND_MS */ .bO, 'trace flush').catch(() => this.exporter?.fail(`no answer within ${_collector_js__WEBPACK_IMPORTED_MODULE_5__/* .FLUSH_BOUND_MS */ .bO} ms`));
    }
}
/** The run's tracing in `ctx` (default: the active context), if the run traces. */
function traceRunOf(ctx = _opentelemetry_api__WEBPACK_IMPORTED_MODULE_9__/* .context */ ._.active()) {
    return ctx.getValue(_context_js__WEBPACK_IMPORTED_MODULE_2__/* .TRACE_RUN_KEY */ .mA);
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
