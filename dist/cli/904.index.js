export const id = 904;
export const ids = [904];
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

/***/ 52088:
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
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
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

// EXTERNAL MODULE: ./src/mcp/command-check.ts
var command_check = __webpack_require__(46304);
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

// EXTERNAL MODULE: ./src/mcp/stdio.ts
var mcp_stdio = __webpack_require__(84485);
// EXTERNAL MODULE: ./src/mcp/transport.ts
var mcp_transport = __webpack_require__(40745);
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
        return this.transport instanceof mcp_stdio/* GroupStdioTransport */.oY ? this.transport.pid : null;
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
        const { transport, stderrTail } = (0,mcp_transport/* createTransport */.oO)(config, kind);
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
            const stdio = this.transport instanceof mcp_stdio/* GroupStdioTransport */.oY ? this.transport : null;
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
            if (this.transport instanceof mcp_stdio/* GroupStdioTransport */.oY)
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
        return (spawnFailed && (0,command_check.commandProblem)(config)) || describeError(e);
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
/* harmony import */ var _connection_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52088);


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

/***/ 10153:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $v: () => (/* binding */ collectorTarget),
/* harmony export */   MU: () => (/* binding */ GuardedExporter),
/* harmony export */   bO: () => (/* binding */ FLUSH_BOUND_MS),
/* harmony export */   eg: () => (/* binding */ otlpHeaderSecrets),
/* harmony export */   w4: () => (/* binding */ hostOf),
/* harmony export */   yk: () => (/* binding */ EXPORT_TIMEOUT_MS),
/* harmony export */   zJ: () => (/* binding */ collectorExporter)
/* harmony export */ });
/* unused harmony export otlpHeaders */
/* harmony import */ var _opentelemetry_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55931);
/* harmony import */ var _redacted_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67936);
// Where a run's spans go besides the file: a collector, when the `otlp-endpoint` setting or the standard
// OTEL_EXPORTER_OTLP_ENDPOINT / OTEL_EXPORTER_OTLP_HEADERS variables say so. The headers carry credentials: they are
// read here, handed to the exporter and to the redactor (settings/secrets.ts), and never written anywhere.


/** What the flush at the end may cost: a collector that never answers costs this, once. */
const FLUSH_BOUND_MS = 1000;
/** One export's limit, within the flush's bound so that its failure is known (and said) before the bound. */
const EXPORT_TIMEOUT_MS = 800;
/**
 * The collector of a run, or null: the setting first, else OTEL_EXPORTER_OTLP_ENDPOINT (a base URL, as the spec
 * reads it: `/v1/traces` is added). Headers from OTEL_EXPORTER_OTLP_HEADERS (`k=v,k2=v2`, values percent-decoded).
 */
function collectorTarget(setting, env) {
    const base = setting?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
    if (!base)
        return null;
    const url = base.endsWith('/v1/traces') ? base : `${base.replace(/\/+$/, '')}/v1/traces`;
    return { url, headers: otlpHeaders(env) };
}
/** OTEL_EXPORTER_OTLP_HEADERS as a map; an entry without `=` is left out. */
function otlpHeaders(env) {
    const out = {};
    for (const entry of (env.OTEL_EXPORTER_OTLP_HEADERS ?? '').split(',')) {
        const at = entry.indexOf('=');
        if (at <= 0)
            continue;
        const key = entry.slice(0, at).trim();
        const raw = entry.slice(at + 1).trim();
        let value = raw;
        try {
            value = decodeURIComponent(raw);
        }
        catch {
            // Not percent-encoded after all: kept as written.
        }
        if (key && value)
            out[key] = value;
    }
    return out;
}
/** The header values a run must hide (masked in the action, redacted everywhere). */
const otlpHeaderSecrets = (env) => Object.values(otlpHeaders(env));
/**
 * The OTLP/HTTP exporter, loaded only when a collector is set: the exporter and its HTTP transport are a cost every
 * run without a collector (most of them) would pay at start for nothing.
 */
async function collectorExporter(target) {
    const { OTLPTraceExporter } = await Promise.all(/* import() */[__webpack_require__.e(356), __webpack_require__.e(610)]).then(__webpack_require__.bind(__webpack_require__, 84610));
    return new OTLPTraceExporter({ url: target.url, headers: target.headers, timeoutMillis: EXPORT_TIMEOUT_MS });
}
/**
 * An exporter that gives up after its first failure: one warning (naming the URL's host, never its headers), and the
 * later batches dropped at once, so a collector that is down costs the run one timeout, not one per batch.
 */
class GuardedExporter {
    inner;
    where;
    run;
    failed = false;
    constructor(inner, where, run) {
        this.inner = inner;
        this.where = where;
        this.run = run;
    }
    export(spans, done) {
        if (this.failed)
            return done({ code: _opentelemetry_core__WEBPACK_IMPORTED_MODULE_0__/* .ExportResultCode */ .V.FAILED });
        this.inner.export((0,_redacted_js__WEBPACK_IMPORTED_MODULE_1__/* .redactedSpans */ .e)(spans, this.run.redact), (result) => {
            if (result.code !== _opentelemetry_core__WEBPACK_IMPORTED_MODULE_0__/* .ExportResultCode */ .V.SUCCESS)
                this.fail(result.error?.message ?? 'export failed');
            done(result);
        });
    }
    /** Said once, whatever fails first: an export, or the flush at the end running out of time. */
    fail(why) {
        if (this.failed)
            return;
        this.failed = true;
        this.run.warn(`traces: the collector at ${this.where} did not take the spans (${why}); the trace file has them`);
    }
    shutdown() {
        return this.inner.shutdown();
    }
    forceFlush() {
        return this.inner.forceFlush?.() ?? Promise.resolve();
    }
}
/** A URL as `scheme://host[:port]`: its path or query may hold a token. */
function hostOf(url) {
    try {
        const u = new URL(url);
        return `${u.protocol}//${u.host}`;
    }
    catch {
        return 'an invalid URL';
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

/***/ 67936:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ redactedSpans)
/* harmony export */ });
/**
 * `spans` with their names, attributes, statuses, events and links redacted, all in one pass (a secret one of them
 * gives away is hidden in all, and a run's few hundred spans cost one walk, not one each); everything else read from
 * the span. Plain objects of one shape: the serializer reads every field of each span, and reading them through a
 * prototype chain (Object.create) cost more than the redaction itself.
 */
function redactedSpans(spans, redact) {
    const texts = redact(spans.map(({ name, attributes, status, events, links }) => ({ name, attributes, status, events, links })));
    return spans.map((span, i) => {
        const { name, attributes, status, events, links } = texts[i];
        const spanContext = span.spanContext();
        return {
            name,
            kind: span.kind,
            spanContext: () => spanContext,
            parentSpanContext: span.parentSpanContext,
            startTime: span.startTime,
            endTime: span.endTime,
            status,
            attributes,
            links,
            events,
            duration: span.duration,
            ended: span.ended,
            resource: span.resource,
            instrumentationScope: span.instrumentationScope,
            droppedAttributesCount: span.droppedAttributesCount,
            droppedEventsCount: span.droppedEventsCount,
            droppedLinksCount: span.droppedLinksCount,
        };
    });
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

/***/ 75787:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ removeStaleTemps),
/* harmony export */   v: () => (/* binding */ writeAtomic)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// File writes that a reader or a crash never sees half done.


/** `<file>.<pid>.<random>.tmp`: the temporary file writeAtomic writes first. */
const TEMP_FILE = /\.(\d+)\.[a-z0-9]+\.tmp$/;
/**
 * Write to a temporary file next to `file`, flush it to disk, then rename it over `file` (and flush
 * the directory): after a crash or a power cut, `file` is the old text or the new, never half of it.
 * Creates the directory.
 */
async function writeAtomic(file, text) {
    const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file);
    await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.mkdir(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
        const handle = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.open(tmp, 'wx');
        try {
            await handle.writeFile(text, 'utf8');
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rename(tmp, file);
    }
    catch (e) {
        await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rm(tmp, { force: true });
        throw e;
    }
    await syncDirectory(dir);
}
/** Flush a directory's entries (the rename); not every platform can open a directory: then nothing. */
async function syncDirectory(dir) {
    const handle = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.open(dir, 'r').catch(() => null);
    await handle
        ?.sync()
        .catch(() => undefined)
        .finally(() => handle.close());
}
/**
 * Remove the temporary files that writeAtomic left under `dir` when its process was killed mid-write
 * (one whose process is still running may be mid-write: it is left alone). `names`: the files under `dir` (relative,
 * recursive), when the caller has listed them already. Returns how many went.
 */
async function removeStaleTemps(dir, names) {
    names ??= await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readdir(dir, { recursive: true }).catch(() => []);
    let removed = 0;
    for (const name of names) {
        const pid = TEMP_FILE.exec(name)?.[1];
        if (pid === undefined || isRunning(Number(pid)))
            continue;
        await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rm(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, name), { force: true });
        removed++;
    }
    return removed;
}
function isRunning(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (e) {
        return e.code === 'EPERM';
    }
}


/***/ })

};
