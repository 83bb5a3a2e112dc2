export const id = 776;
export const ids = [776];
export const modules = {

/***/ 59590:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  EN: () => (/* binding */ loadServerConfig),
  VX: () => (/* binding */ secretValues)
});

// UNUSED EXPORTS: DEFAULT_SERVER, SERVER_NAME, checkServerConfig, parseServerConfig, readServerFile

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./node_modules/jsonc-parser/lib/umd/main.js
var main = __webpack_require__(99547);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(15649);
;// CONCATENATED MODULE: ./src/mcp/config-files.ts
// Where a project keeps its servers when no file is named (the CLI's --servers): mcp-eval's own mcp.json, Claude
// Code's project file .mcp.json (`mcpServers`), or VS Code's .vscode/mcp.json (`servers`): the first that exists.
// VS Code's file is JSONC; Claude Code's is strict JSON, so what it would refuse is warned of.



/** The files looked for, in order, each with what it is. */
const PROJECT_SERVER_FILES = [
    { file: 'mcp.json', what: 'the mcp.json of the current directory' },
    { file: '.mcp.json', what: "Claude Code's project file" },
    { file: external_node_path_default().join('.vscode', 'mcp.json'), what: "VS Code's workspace file" },
];
/** The project's server file under `dir` (its path as given relative to `dir`), or null when it has none. */
function projectServerFile(dir = process.cwd()) {
    return PROJECT_SERVER_FILES.find((f) => existsSync(path.join(dir, f.file))) ?? null;
}
/** Files already warned about: a run reads its server file more than once. */
const warned = new Set();
/** Claude Code's .mcp.json with a trailing comma or a comment: read here, refused there. Warned once per file. */
function warnClaudeCodeRefuses(file, text) {
    if (external_node_path_default().basename(file) !== '.mcp.json' || warned.has(external_node_path_default().resolve(file)))
        return;
    const errors = [];
    (0,main.parse)(text, errors, { allowTrailingComma: false, disallowComments: true });
    if (!errors.length)
        return;
    warned.add(external_node_path_default().resolve(file));
    const comment = (0,main.printParseErrorCode)(errors[0].error) === 'InvalidCommentToken';
    // A trailing comma's error is at the bracket after it: point at the comma.
    const at = comment ? errors[0].offset : text.lastIndexOf(',', errors[0].offset);
    const what = comment ? 'a comment' : 'a trailing comma';
    process.emitWarning(`${file}: ${what} at ${lineColumn(text, at)}: mcp-eval reads it, but Claude Code refuses the file (its .mcp.json ` +
        'is strict JSON)', { code: 'MCP_EVAL_STRICT_JSON' });
}
/** `line 3, column 7` of an offset in a text. */
function lineColumn(text, offset) {
    const before = text.slice(0, offset).split('\n');
    return `line ${before.length}, column ${before[before.length - 1].length + 1}`;
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
;// CONCATENATED MODULE: ./src/mcp/config-vars.ts
// The variables a server's fields may hold, as the clients whose files mcp-eval reads write them: `${NAME}` and
// `${env:NAME}` an environment variable, `${NAME:-fallback}` one with Claude Code's fallback, VS Code's
// `${input:id}` (a value VS Code prompts for; here the environment variable MCP_EVAL_INPUT_<ID>, since a run prompts
// no one) and its predefined `${workspaceFolder}` and `${userHome}`. Each value the environment gave is a secret.


const VARIABLE = /\$\{(?:(env|input):)?([A-Za-z_][A-Za-z0-9_.-]*)(?::-([^}]*))?\}/g;
/** The scope of a file in `baseDir`: `.vscode/mcp.json` belongs to the folder above `.vscode`. */
function variableScope(baseDir, env, inputs) {
    const workspaceFolder = external_node_path_default().basename(baseDir) === '.vscode' ? external_node_path_default().dirname(baseDir) : baseDir;
    return { env, inputs, predefined: { workspaceFolder, userHome: external_node_os_default().homedir() } };
}
/** The environment variable that gives VS Code's `${input:id}`: `api-key` -> MCP_EVAL_INPUT_API_KEY. */
function inputVariable(id) {
    return `MCP_EVAL_INPUT_${id.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}
/**
 * `value` with each variable replaced; `missing` is told why one has no value (and throws), `secret` hears each
 * value the environment gave.
 */
function expandVariables(value, scope, missing, secret = () => { }) {
    return value.replace(VARIABLE, (_, kind, name, fallback) => {
        if (!kind && Object.hasOwn(scope.predefined, name))
            return scope.predefined[name];
        const variable = kind === 'input' ? inputVariable(name) : name;
        const given = scope.env[variable];
        if (given !== undefined) {
            secret(given);
            return given;
        }
        if (fallback !== undefined)
            return fallback;
        return missing(kind === 'input' ? inputMissing(name, scope) : `environment variable ${name} is not set`);
    });
}
function inputMissing(id, scope) {
    const described = scope.inputs.get(id);
    const what = described ? ` (${described})` : '';
    return `\${input:${id}}${what} is a value VS Code prompts for: set the environment variable ${inputVariable(id)}`;
}

// EXTERNAL MODULE: ./src/util/errors.ts
var util_errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/sanitize/redact.ts + 1 modules
var redact = __webpack_require__(45709);
// EXTERNAL MODULE: ./src/util/json.ts
var util_json = __webpack_require__(74976);
// EXTERNAL MODULE: ./src/util/zod.ts
var zod = __webpack_require__(12001);
;// CONCATENATED MODULE: ./src/mcp/config.ts
// The MCP server configuration: the `mcpServers` map of an mcp.json file as MCP clients use it (Claude Code's
// `.mcp.json` too), or the `servers` map of VS Code's `.vscode/mcp.json` (its `inputs`, `envFile`; comments and
// trailing commas, as VS Code allows). Values may reference environment variables (`${GITHUB_TOKEN}`,
// `${env:GITHUB_TOKEN}`: config-vars.ts) so that no secret sits in the file; an unset variable is an error, and every
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
const stringMap = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP());
const stdioSchema = schemas/* strictObject */.rej({
    type: schemas/* literal */.euz('stdio').optional(),
    command: schemas/* string */.YjP().min(1, 'must not be empty'),
    args: schemas/* array */.YOg(schemas/* string */.YjP()).default([]),
    env: stringMap.default({}),
    cwd: schemas/* string */.YjP().min(1).optional(),
    disabled: schemas/* boolean */.zMY().optional(),
    // VS Code's: a file of more variables; its sandbox and development mode are the editor's, and run nothing here.
    envFile: schemas/* string */.YjP().min(1).optional(),
    sandboxEnabled: schemas/* unknown */.L5J().optional(),
    sandbox: schemas/* unknown */.L5J().optional(),
    dev: schemas/* unknown */.L5J().optional(),
});
const httpSchema = schemas/* strictObject */.rej({
    // `type` as Claude Code and VS Code write it; `transport` is this project's spelling.
    type: schemas/* enum */.k5n(['http', 'streamable-http', 'sse']).optional(),
    url: schemas/* string */.YjP().min(1, 'must not be empty'),
    transport: schemas/* enum */.k5n(['streamable-http', 'sse', 'auto']).optional(),
    headers: stringMap.default({}),
    disabled: schemas/* boolean */.zMY().optional(),
});
const inputsSchema = schemas/* array */.YOg(schemas/* looseObject */._H3({ id: schemas/* string */.YjP(), description: schemas/* string */.YjP().optional() })).default([]);
/** Read and validate an mcp.json file; without a path, the default `mcpproxy` server. */
function loadServerConfig(file, env = process.env) {
    if (!file)
        return [structuredClone(DEFAULT_SERVER)];
    return parseServerConfig(readServerFile(file), { source: file, baseDir: external_node_path_default().dirname(external_node_path_default().resolve(file)), env });
}
/**
 * A server configuration file as JSON, comments and trailing commas allowed (VS Code writes them); where Claude Code
 * would refuse what it reads (its .mcp.json is strict JSON), a warning says so.
 */
function readServerFile(file) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(file, 'utf8');
    }
    catch (e) {
        const looked = PROJECT_SERVER_FILES.map((f) => f.file).join(', ');
        throw new util_errors/* EvalError */.Fn('config', `${file}: cannot read server config: ${e.message}`, {
            hint: `--servers names the server file; without it, the first of ${looked} in the current directory is read`,
        });
    }
    const errors = [];
    const json = (0,main.parse)(text, errors, { allowTrailingComma: true });
    if (errors.length) {
        const where = lineColumn(text, errors[0].offset);
        throw new util_errors/* EvalError */.Fn('config', `${file}: not valid JSON: ${(0,main.printParseErrorCode)(errors[0].error)} at ${where}`, {
            hint: `fix the JSON of ${file} there; then mcp-eval validate checks its servers`,
        });
    }
    warnClaudeCodeRefuses(file, text);
    return json;
}
/** Validate an already parsed mcp.json document: the first problem is thrown. */
function parseServerConfig(json, opts) {
    const { configs, problems } = checkServerConfig(json, opts);
    if (problems.length)
        throw new util_errors/* EvalError */.Fn('config', problems[0], {
            hint: `mcp-eval validate --servers ${opts.source} lists every problem`,
        });
    return configs;
}
/** Every server of the document that is sound, and a problem for each that is not (or for the whole file). */
function checkServerConfig(json, opts) {
    const { source, baseDir } = opts;
    const file = serverMap(json);
    if (typeof file === 'string')
        return { configs: [], problems: [`${source}: ${file}`], names: [] };
    const scope = variableScope(baseDir, opts.env ?? process.env, file.inputs);
    const configs = [];
    const problems = [];
    for (const [name, raw] of Object.entries(file.servers)) {
        try {
            const config = parseServerEntry(raw, serverEntry(name, source, baseDir, scope));
            if (config)
                configs.push(config);
        }
        catch (e) {
            problems.push(e.message);
        }
    }
    if (!configs.length && !problems.length)
        problems.push(`${source}: no (enabled) servers under "${file.key}"`);
    const names = Object.entries(file.servers).flatMap(([n, raw]) => ((0,util_json/* isRecord */.u4)(raw) && raw.disabled === true ? [] : [n]));
    return { configs, problems, names };
}
/** The servers of the document: `mcpServers` (mcp.json, Claude Code), or `servers` (VS Code); else what is wrong. */
function serverMap(json) {
    const wanted = 'expected an object "mcpServers" (or VS Code\'s "servers") mapping names to servers';
    if (!(0,util_json/* isRecord */.u4)(json))
        return wanted;
    if (json.mcpServers !== undefined && json.servers !== undefined)
        return 'give "mcpServers" or "servers", not both';
    const key = json.mcpServers !== undefined ? 'mcpServers' : 'servers';
    const servers = json[key];
    if (!(0,util_json/* isRecord */.u4)(servers))
        return wanted;
    const inputs = inputsSchema.safeParse(json.inputs);
    if (!inputs.success)
        return `inputs: ${(0,zod/* summarizeIssues */.ME)(inputs.error, { max: 1 })}`;
    return { servers, key, inputs: new Map(inputs.data.map((i) => [i.id, i.description ?? ''])) };
}
function serverEntry(name, source, baseDir, scope) {
    const fail = (message) => {
        throw new util_errors/* EvalError */.Fn('config', `${source}: server "${name}": ${message}`);
    };
    const expanded = [];
    return {
        name,
        baseDir,
        fail,
        expanded,
        expand: (value, field) => expandVariables(value, scope, (why) => fail(`${field}: ${why}`), (v) => expanded.push(v)),
        check: (schema, value) => {
            const r = schema.safeParse(value, { reportInput: true });
            return r.success ? r.data : fail((0,zod/* summarizeIssues */.ME)(r.error, { max: 1 }));
        },
    };
}
/** One server: stdio or HTTP by its fields; null when it is disabled. */
function parseServerEntry(raw, entry) {
    if (!SERVER_NAME.test(entry.name) || entry.name.length > MAX_SERVER_NAME) {
        entry.fail('invalid server name: use letters, digits and "-" with single "_" between them, ' +
            `at most ${MAX_SERVER_NAME} characters (it becomes part of mcp__<server>__<tool>)`);
    }
    if (!(0,util_json/* isRecord */.u4)(raw))
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
    const cwd = s.cwd === undefined ? undefined : external_node_path_default().resolve(entry.baseDir, expand(s.cwd, 'cwd'));
    return {
        name: entry.name,
        type: 'stdio',
        command: expand(s.command, 'command'),
        args: s.args.map((a, i) => expand(a, `args.${i}`)),
        env: { ...envFile(s.envFile, entry), ...mapValues(s.env, (v, k) => expand(v, `env.${k}`)) },
        ...(cwd === undefined ? {} : { cwd }),
        expanded: entry.expanded,
    };
}
/** VS Code's `envFile`: its variables under the server's own `env`; each value is a secret (the file is not shown). */
function envFile(file, entry) {
    if (file === undefined)
        return {};
    const where = external_node_path_default().resolve(entry.baseDir, entry.expand(file, 'envFile'));
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(where, 'utf8');
    }
    catch (e) {
        return entry.fail(`envFile: cannot read ${where}: ${e.message}`);
    }
    const vars = (0,external_node_util_.parseEnv)(text);
    entry.expanded.push(...Object.values(vars));
    return vars;
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
 * Values a report must never show: every value `${...}` gave (url, headers, env, args, command, cwd),
 * every env and header value of the servers, and the token part of an `Authorization: Bearer ...`
 * header. Under a secret-looking name (`*_TOKEN`, `Authorization`, ...) any value of 6 characters or
 * more is one; under any other name a weak value (isWeakValue: "success", "production", "1") is not,
 * so that hiding it never changes the arguments a call was recorded with, nor shreds a report.
 */
function secretValues(configs) {
    const out = new Set();
    const add = (v, named) => {
        if (named ? v.length >= redact/* MIN_SECRET_LENGTH */.vb : !(0,redact/* isWeakValue */.ih)(v))
            out.add(v);
    };
    for (const c of configs) {
        for (const v of c.expanded ?? [])
            add(v, false);
        for (const [k, v] of Object.entries(c.type === 'stdio' ? c.env : c.headers)) {
            const named = (0,redact/* isSecretEnvName */.Bn)(k);
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

/***/ 45527:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $l: () => (/* binding */ callProgressSchema),
/* harmony export */   GK: () => (/* binding */ askRecordSchema),
/* harmony export */   PG: () => (/* binding */ callTaskSchema),
/* harmony export */   uq: () => (/* binding */ CLIENT_FEATURES)
/* harmony export */ });
/* unused harmony export clientCapabilities */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15649);
// The client a run plays (docs/conversations.md#servers-that-ask-back): which of the client features a server may ask
// for it declares, and what the servers asked during a call. A server shows some tools only to a client that declares
// the feature they ask for, so what a run saw depends on its profile, and a snapshot records the profile it was read
// with. A server's requests for the roots are answered, not recorded: it may ask at any time.

/**
 * What a client may declare: form elicitation, URL elicitation, sampling, roots, and tasks (that a server may ask for
 * an elicitation or a sampling as a task, polled with tasks/get).
 */
const CLIENT_FEATURES = ['elicitation', 'url-elicitation', 'sampling', 'roots', 'tasks'];
/** One request a server made of the client during a call, and how the run answered it. */
const askRecordSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['elicitation', 'sampling']),
    /** The server's message (elicitation), the last message it sent (sampling). */
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** An elicitation's requestedSchema. */
    schema: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()).optional(),
    /** A URL elicitation's URL. */
    url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** accept, decline, cancel (elicitation) or reply; absent when the run had no answer. */
    action: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
/** The capabilities a client of this profile declares at initialize. */
function clientCapabilities(features) {
    const has = (f) => features.includes(f);
    const elicitation = {
        ...(has('elicitation') ? { form: {} } : {}),
        ...(has('url-elicitation') ? { url: {} } : {}),
    };
    return {
        ...(Object.keys(elicitation).length ? { elicitation } : {}),
        ...(has('sampling') ? { sampling: {} } : {}),
        ...(has('roots') ? { roots: { listChanged: false } } : {}),
        ...(has('tasks') ? { tasks: { list: {}, cancel: {}, requests: taskRequests(features) } } : {}),
    };
}
/** The requests a client of this profile lets a server make as tasks: those it answers at all. */
function taskRequests(features) {
    const elicits = features.includes('elicitation') || features.includes('url-elicitation');
    return {
        ...(elicits ? { elicitation: { create: {} } } : {}),
        ...(features.includes('sampling') ? { sampling: { createMessage: {} } } : {}),
    };
}
/** The progress a server reported during a call, kept compact: how many notifications, and the last one. */
const callProgressSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    count: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    progress: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    total: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
/** A call run as a task (a tool with `execution.taskSupport`): its last status, how often it was polled. */
const callTaskSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    polls: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});


/***/ }),

/***/ 96695:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ys: () => (/* binding */ latencyPartsSchema),
/* harmony export */   hA: () => (/* binding */ partsGrowthSchema)
/* harmony export */ });
/* unused harmony export LATENCY_PARTS */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15649);
/* harmony import */ var _loose_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17560);
// The parts of a call's latency (docs/traces.md, "Reading the proxy's spans back"), from the spans a trace store
// gave back for it: how they were joined to the call, and the time of the run's MCP client, of the proxy and of the
// upstream server. Kept on the call (ToolCallRecord.latency_parts), so a baseline holds them for the next compare.


const LATENCY_PARTS = ['client', 'proxy', 'upstream'];
const shape = {
    /** link: the span's parent is the call's own span; match: same target and time window. */
    joined: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['link', 'match']),
    client_ms: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    proxy_ms: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    upstream_ms: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
};
const latencyPartsSchema = (0,_loose_js__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._)(shape);
/**
 * Where a tool's latency regression grew (docs/scoring/latency-parts.md): the change of each part's median, the part
 * that grew most, and its share of the growth (0..1).
 */
const partsGrowthSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    client_ms: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    proxy_ms: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    upstream_ms: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    grew: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(LATENCY_PARTS),
    share: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
});


/***/ }),

/***/ 17560:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ looseObject)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15649);
// The object schema every record of results.json and the baselines is made of.

/**
 * An object schema that keeps unknown keys, so a field a newer writer added survives a rewrite. Typed as a plain
 * object: an index signature would let a misspelt field read as unknown.
 */
function looseObject(shape) {
    return zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3(shape);
}


/***/ }),

/***/ 32899:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  yp: () => (/* binding */ AGENT_KINDS),
  fu: () => (/* binding */ CRITERION_STATUSES),
  K: () => (/* binding */ PERF_METRICS),
  NJ: () => (/* binding */ agentKindSchema),
  q0: () => (/* binding */ agentRunShape),
  vo: () => (/* binding */ configRefSchema),
  mo: () => (/* binding */ gitInfoSchema),
  _H: () => (/* reexport */ loose/* looseObject */._),
  hR: () => (/* binding */ trajectorySchema),
  ht: () => (/* binding */ usageSchema)
});

// UNUSED EXPORTS: MODEL_AGENTS, Recorder, TRAJECTORY_SCHEMA_VERSION, addUsage, canonicalId, criterionResultSchema, emptyUsage, instructionsChanged, isModelAgent, isToolCall, parseCanonicalId, readOnlyTools, recordedTurns, scoredCalls, serverSnapshotSchema, stopReasonSchema, toolTokensSchema, toolTokensSpent, totalTokens

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(15649);
// EXTERNAL MODULE: ./src/results/loose.ts
var loose = __webpack_require__(17560);
;// CONCATENATED MODULE: ./src/results/advertised.ts
// What a server advertises besides its tools (the rest of its contract, docs/scoring/contract.md): its prompts, its
// resources and resource templates, and how a client speaking an older protocol version sees it. Recorded in each
// server snapshot of every trajectory and baseline; every field is optional there, since absent means "not known"
// (a baseline recorded before the field), never "none". Field names are snake_case, as in the rest of the record.


/** What prompts, resources and templates each show: a name, the words a client shows a model, icons and `_meta`. */
const SHOWN = {
    name: schemas/* string */.YjP(),
    title: schemas/* string */.YjP().optional(),
    description: schemas/* string */.YjP().optional(),
    icons: schemas/* array */.YOg(schemas/* unknown */.L5J()).optional(),
    meta: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(),
};
/** A prompt's argument: whether a client must send it. */
const promptArgumentSchema = (0,loose/* looseObject */._)({
    name: schemas/* string */.YjP(),
    description: schemas/* string */.YjP().optional(),
    required: schemas/* boolean */.zMY().optional(),
});
/** A prompt as `prompts/list` gave it: the texts a client shows a model (screened by issue 37's check). */
const promptSnapshotSchema = (0,loose/* looseObject */._)({
    ...SHOWN,
    arguments: schemas/* array */.YOg(promptArgumentSchema).optional(),
});
/** A resource as `resources/list` gave it, by its URI. */
const resourceSnapshotSchema = (0,loose/* looseObject */._)({
    uri: schemas/* string */.YjP(),
    ...SHOWN,
    mime_type: schemas/* string */.YjP().optional(),
    size: schemas/* number */.aig().optional(),
});
/** A resource template as `resources/templates/list` gave it, by its URI template. */
const templateSnapshotSchema = (0,loose/* looseObject */._)({
    uri_template: schemas/* string */.YjP(),
    ...SHOWN,
    mime_type: schemas/* string */.YjP().optional(),
});
/**
 * The server as a client speaking an older protocol version sees it (setting contract-protocol): the version asked
 * for, the one the server answered (null when it refused), why it refused, and the names it then lists.
 */
const legacyViewSchema = (0,loose/* looseObject */._)({
    requested: schemas/* string */.YjP(),
    negotiated: schemas/* string */.YjP().nullable(),
    error: schemas/* string */.YjP().nullable(),
    tools: schemas/* array */.YOg(schemas/* string */.YjP()),
    prompts: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    resources: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
});
/** The fields of a server snapshot that hold the rest of its contract (results/trajectory.ts adds them). */
const advertisedShape = {
    /** The protocol version the server answered `initialize` with; absent in files recorded before it was kept. */
    protocol_version: schemas/* string */.YjP().optional(),
    /** The server's capabilities as it declared them in `initialize`. */
    capabilities: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(),
    /** Its prompts; [] when it declares no prompts capability; absent when not known (an older file, a failed list). */
    prompts: schemas/* array */.YOg(promptSnapshotSchema).optional(),
    /** Its resources, by URI; [] without the resources capability; absent when not known. */
    resources: schemas/* array */.YOg(resourceSnapshotSchema).optional(),
    /** Its resource templates; [] without the resources capability; absent when not known. */
    resource_templates: schemas/* array */.YOg(templateSnapshotSchema).optional(),
    /** Tool names it listed more than once (the second is left out of `tools`). */
    duplicate_tools: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    /** The contract check compiled its tools' schemas: each tool's schema_errors says which did not compile. */
    schemas_compiled: schemas/* boolean */.zMY().optional(),
    /** How a client on the oldest protocol version the settings name sees it; absent when not asked. */
    legacy: legacyViewSchema.optional(),
};

;// CONCATENATED MODULE: ./src/results/server-snapshot.ts
// A server as a run saw it: its tools as listed and the rest of what it advertises (results/advertised.ts), kept in
// every trajectory, baseline and stored contract so a later run can say what changed.



const toolSnapshotSchema = (0,loose/* looseObject */._)({
    name: schemas/* string */.YjP(),
    /** Stable hash of the tool's input schema (canonical JSON), to spot schema changes. */
    schema_hash: schemas/* string */.YjP(),
    description: schemas/* string */.YjP().optional(),
    /**
     * The tool's input schema as the server listed it, so a later run can say what changed in it
     * (scoring/schema-diff.ts), not only that the hash differs. Absent in files written before it was kept.
     */
    input_schema: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(),
    /** The tool's annotations as the server listed them (readOnlyHint, destructiveHint, ...); absent when none. */
    annotations: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(),
    // The rest of the tool's definition (docs/scoring/contract.md); each absent when the server gave none, and in
    // files recorded before it was kept.
    title: schemas/* string */.YjP().optional(),
    /** The schema of the tool's structuredContent. */
    output_schema: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(),
    icons: schemas/* array */.YOg(schemas/* unknown */.L5J()).optional(),
    /** The tool's `_meta`. */
    meta: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(),
    /** How the tool runs (2025-11-25 `execution`: task support). */
    execution: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(),
    /** What the harness mended in the input schema as listed (mcp/tool-list.ts): `no "type"`, `"type" is "array"`. */
    input_schema_fix: schemas/* string */.YjP().optional(),
    /** Why its input or output schema does not compile (the contract check's, pipeline/contract/schemas.ts). */
    schema_errors: schemas/* object */.Ikc({ input: schemas/* string */.YjP().optional(), output: schemas/* string */.YjP().optional() }).optional(),
});
const serverSnapshotSchema = (0,loose/* looseObject */._)({
    name: schemas/* string */.YjP(),
    /** serverInfo from the MCP initialize handshake; null when the server never answered. */
    server_info: (0,loose/* looseObject */._)({ name: schemas/* string */.YjP(), version: schemas/* string */.YjP() }).nullable(),
    tools: schemas/* array */.YOg(toolSnapshotSchema),
    /**
     * The `instructions` the server gave in its initialize answer, which a client shows the model: '' when it gave
     * none; absent in a baseline recorded before this field.
     */
    instructions: schemas/* string */.YjP().optional(),
    /** Where the server deviated from the MCP schema or hit a limit, in words, once each (servers/tool-list.ts). */
    findings: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    /** The client features declared when it was read (results/client.ts); absent: read before profiles, none. */
    client: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    ...advertisedShape,
});
/** Whether the server's instructions changed; a baseline recorded before the field has none to compare. */
const instructionsChanged = (before, after) => before.instructions !== undefined && before.instructions !== (after.instructions ?? '');

// EXTERNAL MODULE: ./src/results/client.ts
var client = __webpack_require__(45527);
// EXTERNAL MODULE: ./src/results/latency-parts.ts
var latency_parts = __webpack_require__(96695);
;// CONCATENATED MODULE: ./src/results/trajectory.ts
// The recorded run of one scenario: what the agent said, which tools it called through the
// gateway, what came back. Persisted in baselines and results.json, so field names are
// snake_case and stable; bump TRAJECTORY_SCHEMA_VERSION on any incompatible change.







const TRAJECTORY_SCHEMA_VERSION = 1;
// These schemas validate baselines and results.json, and are the one source of the types below.
/** The agents that run a model, one per provider API; the offline agents (replay, scripted) run none. */
const MODEL_AGENTS = ['claude', 'openai', 'gemini'];
const AGENT_KINDS = [...MODEL_AGENTS, 'replay', 'scripted'];
const agentKindSchema = schemas/* enum */.k5n(AGENT_KINDS);
/** Does this agent run a model (tokens, cost, a prompt, judge criteria)? */
const isModelAgent = (kind) => MODEL_AGENTS.includes(kind);
/** Why a run ended. `completed` is what the offline agents report after their last call. */
const stopReasonSchema = schemas/* enum */.k5n([
    'end_turn',
    'max_tokens',
    'refusal',
    'max_turns',
    'timeout',
    'api_error',
    'completed',
    'error',
]);
/** One block of an MCP tool result (text, image, resource, ...), kept as the server sent it. */
// Its other fields (data, mimeType, resource, uri, ...) depend on the type: an open record.
const contentBlockSchema = schemas/* looseObject */._H3({ type: schemas/* string */.YjP(), text: schemas/* string */.YjP().optional() });
/** Model tool names added, removed, and changed (description or input schema). */
const toolsChangeSchema = schemas/* object */.Ikc({
    added: schemas/* array */.YOg(schemas/* string */.YjP()),
    removed: schemas/* array */.YOg(schemas/* string */.YjP()),
    changed: schemas/* array */.YOg(schemas/* string */.YjP()),
});
const toolCallSchema = (0,loose/* looseObject */._)({
    type: schemas/* literal */.euz('tool_call'),
    /** Canonical id `mcp__<server>__<tool>`; gateway discovery calls use `mcp_<server>:list`. */
    id: schemas/* string */.YjP(),
    server: schemas/* string */.YjP(),
    /** MCP tool name as the server knows it; null for a discovery (`list`) call. */
    tool: schemas/* string */.YjP().nullable(),
    /** True for a gateway `list` call: recorded and shown, never scored. */
    discovery: schemas/* boolean */.zMY(),
    arguments: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()),
    content: schemas/* array */.YOg(contentBlockSchema),
    structured_content: schemas/* unknown */.L5J().optional(),
    is_error: schemas/* boolean */.zMY(),
    /** Set when the harness (not the server) rejected the call: unknown tool, invalid input, timeout. */
    harness_error: schemas/* string */.YjP().optional(),
    /** The call could not complete (its server exited, no answer in time, transport failed, too large): no baseline. */
    interrupted: schemas/* boolean */.zMY().optional(),
    /** Set when the stored result was cut to a prefix: the whole result's UTF-8 bytes and sha256 (of its JSON). */
    result_truncated: schemas/* object */.Ikc({ bytes: schemas/* number */.aig(), sha256: schemas/* string */.YjP() }).optional(),
    started_at: schemas/* string */.YjP(),
    duration_ms: schemas/* number */.aig(),
    /** The model's tool_use id, when a model made the call. */
    tool_use_id: schemas/* string */.YjP().optional(),
    /** What the server asked of the client during the call, the progress it reported, the task it ran as (client.ts). */
    asks: schemas/* array */.YOg(client/* askRecordSchema */.GK).optional(),
    progress: client/* callProgressSchema */.$l.optional(),
    task: client/* callTaskSchema */.PG.optional(),
    /** The client span of the call's tools/call in the run's trace (lowercase hex W3C ids); absent: no request sent. */
    span: schemas/* object */.Ikc({ trace_id: schemas/* string */.YjP(), span_id: schemas/* string */.YjP() }).optional(),
    latency_parts: latency_parts/* latencyPartsSchema */.Ys.optional(), // split by the spans read back (results/latency-parts.ts)
    /** After this call's turn a server's tool list changed (tools/list_changed): the model's next request had the new. */
    tools_changed: toolsChangeSchema.optional(),
});
const messageSchema = schemas/* discriminatedUnion */.gMt('type', [
    (0,loose/* looseObject */._)({ type: schemas/* literal */.euz('user'), text: schemas/* string */.YjP(), simulated: schemas/* boolean */.zMY().optional() }),
    (0,loose/* looseObject */._)({ type: schemas/* literal */.euz('assistant'), text: schemas/* string */.YjP() }),
    toolCallSchema,
]);
const usageSchema = (0,loose/* looseObject */._)({
    input_tokens: schemas/* number */.aig(),
    output_tokens: schemas/* number */.aig(),
    cache_read_input_tokens: schemas/* number */.aig(),
    cache_creation_input_tokens: schemas/* number */.aig(),
    cost_usd: schemas/* number */.aig(),
    /** Some turn's model had no known price: cost_usd leaves it out, and the reports say the cost is unknown. */
    unpriced: schemas/* boolean */.zMY().optional(),
});
const gitInfoSchema = (0,loose/* looseObject */._)({ sha: schemas/* string */.YjP().nullable(), ref: schemas/* string */.YjP().nullable() });
/** Which agent and model ran, from when to when: a trajectory's fields and results.json's, in this order. */
const agentRunShape = {
    agent: agentKindSchema,
    model: schemas/* string */.YjP().nullable(),
    started_at: schemas/* string */.YjP(),
    ended_at: schemas/* string */.YjP(),
    duration_ms: schemas/* number */.aig(),
};
/** The service configuration a run used (a scenario's config_file): the path as given, the sha256 of the file. */
const configRefSchema = (0,loose/* looseObject */._)({ path: schemas/* string */.YjP(), hash: schemas/* string */.YjP() });
/** The metrics a performance regression is about (docs/scoring/performance.md). */
const PERF_METRICS = ['tool_latency_ms', 'run_latency_ms', 'tokens', 'cost_usd', 'tool_tokens'];
const CRITERION_STATUSES = ['met', 'unmet', 'not_judged'];
const criterionResultSchema = (0,loose/* looseObject */._)({
    /** The criterion in words: its text, or `contains "x"`, `regex /x/`, `called mcp__s__t {..}`, `judge: x`. */
    criterion: schemas/* string */.YjP(),
    status: schemas/* enum */.k5n(CRITERION_STATUSES),
    /** The judge's one sentence, or why the criterion was not judged. */
    reason: schemas/* string */.YjP().optional(),
});
/**
 * The token footprint of a run's tool surface (docs/scoring/token-footprint.md), estimated as UTF-8 bytes / 4: the tool
 * definitions the model is sent, what the gateway told it about the tools (its list answers, and the schemas a
 * compact list adds to failed calls), and what offering every tool of the run's servers directly would cost.
 */
const toolTokensSchema = (0,loose/* looseObject */._)({ definitions: schemas/* number */.aig(), discovery: schemas/* number */.aig(), direct: schemas/* number */.aig() });
/** Definitions plus discovery answers: what a conversation spends on its tools. */
const toolTokensSpent = (t) => t.definitions + t.discovery;
const trajectorySchema = (0,loose/* looseObject */._)({
    schema_version: schemas/* literal */.euz(TRAJECTORY_SCHEMA_VERSION),
    scenario_id: schemas/* string */.YjP(),
    run_index: schemas/* number */.aig().int().min(0),
    ...agentRunShape,
    messages: schemas/* array */.YOg(messageSchema),
    usage: usageSchema,
    /** Usage of each model turn, in order (empty for the offline agents). */
    turns: schemas/* array */.YOg(usageSchema),
    stop_reason: stopReasonSchema,
    /** Why the run could not complete (API error, server down, ...). */
    error: schemas/* string */.YjP().nullable(),
    servers: schemas/* array */.YOg(serverSnapshotSchema),
    git: gitInfoSchema,
    /** What the model was told before any tool answered (system prompt and request), hashed; absent without a model. */
    prompt_hash: schemas/* string */.YjP().optional(),
    /** The scenario's config_file, when it names one; absent or null: the service's default configuration. */
    config: configRefSchema.nullable().optional(),
    /** The scenario's success criteria as this run met them, checked as it ended. */
    criteria: schemas/* array */.YOg(criterionResultSchema).optional(),
    /** The judge's request (judge criteria), already counted in `usage`. */
    judge_usage: usageSchema.optional(),
    user_usage: usageSchema.optional(), // the simulated user's requests, already counted in `usage`
    sampling_usage: usageSchema.optional(), // the agent's model answering sampling requests, counted in `usage`
    /** The tool surface's token footprint; absent when the run had no tool host, and in older files. */
    tool_tokens: toolTokensSchema.optional(),
});
function emptyUsage() {
    return { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0, cost_usd: 0 };
}
/** Every token of a usage: input, output, cache reads and cache writes. */
function totalTokens(u) {
    return u.input_tokens + u.output_tokens + u.cache_read_input_tokens + u.cache_creation_input_tokens;
}
function addUsage(a, b) {
    return {
        input_tokens: a.input_tokens + b.input_tokens,
        output_tokens: a.output_tokens + b.output_tokens,
        cache_read_input_tokens: a.cache_read_input_tokens + b.cache_read_input_tokens,
        cache_creation_input_tokens: a.cache_creation_input_tokens + b.cache_creation_input_tokens,
        cost_usd: a.cost_usd + b.cost_usd,
        ...(a.unpriced || b.unpriced ? { unpriced: true } : {}),
    };
}
function isToolCall(m) {
    return m.type === 'tool_call';
}
/** The calls that are scored: non-discovery calls with a canonical `mcp__` id. */
function scoredCalls(t) {
    return t.messages.filter(isToolCall).filter((c) => !c.discovery && c.id.startsWith('mcp__'));
}
/** A run's turns: each user message begins one (a run recorded before conversations has one). */
function recordedTurns(t) {
    const turns = [];
    for (const m of t.messages) {
        if (m.type === 'user')
            turns.push({ user: m.text, calls: [] });
        else if (isToolCall(m) && !m.discovery && m.id.startsWith('mcp__')) {
            if (turns.length === 0)
                turns.push({ user: '', calls: [] });
            turns[turns.length - 1].calls.push(m);
        }
    }
    return turns.length ? turns : [{ user: '', calls: [] }];
}
/** The canonical ids of the tools a run's servers mark read-only (annotations.readOnlyHint true). */
function readOnlyTools(t) {
    return new Set(t.servers.flatMap((s) => s.tools.filter((x) => x.annotations?.readOnlyHint === true).map((x) => canonicalId(s.name, x.name))));
}
function canonicalId(server, tool) {
    return `mcp__${server}__${tool}`;
}
/** Split `mcp__<server>__<tool>`; the server part never contains `__`, the tool part may. */
function parseCanonicalId(id) {
    const m = /^mcp__(.+?)__(.+)$/.exec(id);
    return m ? { server: m[1], tool: m[2] } : null;
}
/** Collects one run's messages in order: the tool host's calls, the agent's text and usage; `finish` ends it. */
class Recorder {
    scenarioId;
    runIndex;
    agent;
    model;
    messages = [];
    turns = [];
    started = new Date();
    promptHash = null;
    constructor(scenarioId, runIndex, agent, model) {
        this.scenarioId = scenarioId;
        this.runIndex = runIndex;
        this.agent = agent;
        this.model = model;
    }
    user(text, simulated = false /* a model playing the user wrote it */) {
        this.messages.push({ type: 'user', text, ...(simulated ? { simulated } : {}) });
    }
    assistant(text) {
        if (text.trim())
            this.messages.push({ type: 'assistant', text });
    }
    toolCall(record) {
        this.messages.push(record);
    }
    /** The tools offered to the model changed after the last call (a server's list re-read): kept on that call. */
    toolsChanged(change) {
        const call = this.messages.filter((m) => m.type === 'tool_call').at(-1);
        if (call)
            call.tools_changed = change;
    }
    turn(usage) {
        this.turns.push(usage);
    }
    /** The hash of what the model was told before any tool answered (agents/claude.ts promptHash). */
    prompt(hash) {
        this.promptHash = hash;
    }
    finish(args) {
        const ended = new Date();
        return {
            schema_version: TRAJECTORY_SCHEMA_VERSION,
            scenario_id: this.scenarioId,
            run_index: this.runIndex,
            agent: this.agent,
            model: this.model,
            started_at: this.started.toISOString(),
            ended_at: ended.toISOString(),
            duration_ms: ended.getTime() - this.started.getTime(),
            messages: this.messages,
            usage: this.turns.reduce(addUsage, emptyUsage()),
            turns: this.turns,
            stop_reason: args.stop_reason,
            error: args.error ?? null,
            servers: args.servers,
            git: args.git,
            ...(this.promptHash ? { prompt_hash: this.promptHash } : {}),
        };
    }
}


/***/ }),

/***/ 52640:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GX: () => (/* binding */ INVISIBLE_CHARS),
/* harmony export */   Yo: () => (/* binding */ PRIVATE_USE_CHARS),
/* harmony export */   ZD: () => (/* binding */ escapeHtml)
/* harmony export */ });
/* unused harmony exports escapeXml, escapeMarkdown, oneLine, showHidden */
// Escaping for every text that reaches a report. Tool output, scenario names and error
// messages are untrusted: they must show up as text, never as markup, and their hidden characters (zero-width, bidi,
// variation selectors, tag and private-use characters: showHidden below) as escapes, never raw.
const HTML_ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text for HTML element content and quoted attribute values. */
function escapeHtml(text) {
    return showHidden(text).replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]);
}
// Characters XML 1.0 forbids even as references: C0 controls (but tab, LF, CR), U+FFFE/U+FFFF, lone surrogates.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const LONE_HIGH_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])/;
const LONE_LOW_SURROGATE = /(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const XML_INVALID = new RegExp([XML_FORBIDDEN, LONE_HIGH_SURROGATE, LONE_LOW_SURROGATE].map((r) => r.source).join('|'), 'g');
/** Text for XML content and quoted attributes; characters XML cannot carry become U+FFFD. */
function escapeXml(text) {
    return showHidden(text)
        .replace(XML_INVALID, '\uFFFD')
        .replace(/[&<>"']/g, (c) => (c === "'" ? '&apos;' : HTML_ENTITIES[c]));
}
/**
 * Text for one Markdown table cell or inline span (GitHub flavour): one line, no table pipes,
 * no HTML, no emphasis/link/code syntax, and no `@mention` or notification pings.
 */
function escapeMarkdown(text) {
    return showHidden(text)
        .replace(/\r\n?|\n/g, ' ')
        .replace(/[\\`*_[\]|~#!(){}]/g, (c) => `\\${c}`)
        .replace(/[&<]/g, (c) => HTML_ENTITIES[c])
        .replace(/@(?=\w)/g, '@\u200B');
}
// Characters that show nothing, or nothing a reader can read, while a model reads them: zero-width ones and fillers,
// the soft hyphen, the bidi controls and marks, the BOM, variation selectors, tag characters (U+E0000-E007F, which
// spell ASCII invisibly) and private-use characters. Shown as escapes wherever a person reads a text.
// The screening's rules read a text without the invisible ones (screening/text.ts) and flag the private-use ones.
const INVISIBLE_CHARS = [
    String.raw `\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164`,
    String.raw `\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}`,
].join('');
const PRIVATE_USE_CHARS = String.raw `\uE000-\uF8FF\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}`;
const HIDDEN = INVISIBLE_CHARS + PRIVATE_USE_CHARS;
// C0 controls (tab aside), DEL, C1 controls, the Unicode line and paragraph separators, and the hidden ones.
// eslint-disable-next-line no-misleading-character-class -- each hidden character alone is what is shown as an escape
const CONTROL = new RegExp(String.raw `[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u2028\u2029${HIDDEN}]`, 'gu');
/** The hidden characters alone (not line breaks): what a report shows as escapes inside a multi-line text. */
// eslint-disable-next-line no-misleading-character-class -- as above
const HIDDEN_ONLY = new RegExp(`[${HIDDEN}]`, 'gu');
/** `\u200b`; `\u{e0041}` beyond the basic plane. */
function escapeOf(c) {
    const cp = c.codePointAt(0);
    return cp > 0xffff ? `\\u{${cp.toString(16)}}` : `\\u${cp.toString(16).padStart(4, '0')}`;
}
/**
 * Untrusted text (a server's error, a tool's output, a file name) made safe for one line of a log or a terminal:
 * every control and hidden character shown as an escape (`\n`, `\r`, `\u001b`, `\u200b`, `\u{e0041}`). In a GitHub
 * job log a newline would start a line the runner reads as a workflow command (`::error ...`, `::add-mask::`); on a
 * terminal ESC and OSC sequences move the cursor, clear the screen or set the title; a hidden one hides words.
 */
function oneLine(text) {
    return text.replace(CONTROL, (c) => {
        if (c === '\n')
            return '\\n';
        if (c === '\r')
            return '\\r';
        return escapeOf(c);
    });
}
/** A text with its hidden characters (not its line breaks) shown as escapes: for reports that keep lines. */
function showHidden(text) {
    return text.replace(HIDDEN_ONLY, escapeOf);
}


/***/ }),

/***/ 45709:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  vb: () => (/* binding */ MIN_SECRET_LENGTH),
  lY: () => (/* binding */ createRedactor),
  Bn: () => (/* binding */ isSecretEnvName),
  ih: () => (/* binding */ isWeakValue),
  Np: () => (/* binding */ noRedaction),
  yj: () => (/* binding */ redactTail)
});

// UNUSED EXPORTS: REDACTED, isCredentialName

// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
// EXTERNAL MODULE: ./src/sanitize/escape.ts
var sanitize_escape = __webpack_require__(52640);
// EXTERNAL MODULE: ./src/util/memo.ts
var util_memo = __webpack_require__(6012);
;// CONCATENATED MODULE: ./src/sanitize/repeated.ts
// What a redactor remembers of the parts of a run that repeat (sanitize/redact.ts).

/** Keys whose values repeat across a run: every trajectory and baseline holds its servers' whole tool lists. */
const REPEATED_KEYS = new Set(['servers']);
/** Distinct repeated values remembered at once (then it starts over): a run's servers show few. */
const REPEATS_MAX = 64;
/**
 * The server lists a redactor has seen, by their content (util/memo.ts): learning from a list seen before learns
 * nothing more, and its redacted copy is the same while the secrets are (`secrets()`, a new list when one is learned).
 * Redacting 200 scenarios' lists is then a JSON text of each snapshot, not a walk of every tool's schema; the copies
 * are shared, so results.json's writer serializes each once.
 */
class RepeatedParts {
    seen = new util_memo/* KeyedMemo */.zC(REPEATS_MAX);
    copies;
    constructor(secrets) {
        this.copies = new util_memo/* KeyedMemo */.zC(REPEATS_MAX, secrets);
    }
    /** Was this value learned from already? Remembers it as learned. */
    learned(k, v) {
        const key = repeatedKey(k, v);
        if (key === null)
            return false;
        let first = false;
        this.seen.get(key, () => (first = true));
        return !first;
    }
    /** The redacted copy of a value (`walk`'s), made once for each content while the secrets are the same. */
    copy(k, v, walk) {
        const key = repeatedKey(k, v);
        return key === null ? walk(v) : this.copies.get(key, () => walk(v));
    }
}
function repeatedKey(k, v) {
    return REPEATED_KEYS.has(k) ? (0,util_memo/* listKey */.Ux)(v) : null;
}

;// CONCATENATED MODULE: ./src/sanitize/redact.ts
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
/** Does the text hold the fixed part of a token shape or of a bearer token? Most do not, and skip the patterns. */
function mayHoldToken(s) {
    return s.includes('gh') || s.includes('github_pat_') || s.includes('sk-ant-') || /bearer/i.test(s);
}
/**
 * Field and query-parameter names whose values are secrets a service makes and prints itself (MCPProxy's generated
 * API key: `"api_key": "<64 hex>"`, `?apikey=<64 hex>`): `api_key`, `apikey`, `token`, `access_token`, `secret`,
 * `client_secret`, `password`, in any case, one word before them at most.
 */
const SECRET_FIELD = '(?:[A-Za-z]+[_-]?)?(?:api[_-]?key|token|secret|password|passwd)';
const SECRET_FIELD_NAME = new RegExp(`^${SECRET_FIELD}$`, 'i');
/** `"api_key": "value"` in JSON, also JSON inside a JSON string (`\"api_key\": \"value\"`). */
const SECRET_JSON = new RegExp(`(\\\\?"${SECRET_FIELD}\\\\?"\\s*:\\s*\\\\?")([^"\\\\]{8,})(?=\\\\?")`, 'gi');
/** In every name SECRET_FIELD matches: a text without one has no secret field or parameter. */
const SECRET_WORD = /key|token|secret|passw/i;
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
    const html = (0,sanitize_escape/* escapeHtml */.ZD)(secret);
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
    const chars = Array.from(value, util_text/* escapeRegExp */.Nt);
    return new RegExp(chars.join('(?:\\r?\\n)?'), 'g');
}
/** Characters of a needle's start that NeedleIndex looks for (a secret has 6 at least). */
const PREFIX = 3;
/**
 * Which of many needles (a run's secrets in all their copies: hundreds when a run has many servers) a text may hold:
 * those whose first characters it holds, one scan per distinct start instead of one per needle. A needle whose start
 * has a `*` (a replaced secret's `***` may make one appear) or a line break (unsplit removes them) always is.
 */
class NeedleIndex {
    needles;
    byStart = new Map();
    always = [];
    constructor(needles) {
        this.needles = needles;
        needles.forEach((n, i) => {
            const start = n.slice(0, PREFIX);
            if (start.length < PREFIX || /[*\r\n]/.test(start))
                this.always.push(i);
            else
                this.byStart.set(start, [...(this.byStart.get(start) ?? []), i]);
        });
    }
    /** The needles `text` may hold, in their order. */
    candidates(text) {
        const at = [...this.always];
        for (const [start, ix] of this.byStart)
            if (text.includes(start))
                at.push(...ix);
        return at.sort((a, b) => a - b).map((i) => this.needles[i]);
    }
}
/** The index of a list of needles, made once per list (a redactor's list is a new array when it learns a secret). */
const INDEXES = new WeakMap();
function needleIndex(needles) {
    let index = INDEXES.get(needles);
    if (!index)
        INDEXES.set(needles, (index = new NeedleIndex(needles)));
    return index;
}
/**
 * A copy of `s` with each of the `known` secrets it holds wrapped onto two lines hidden: one of its halves is still
 * whole, which is cheap to look for first. `split` keeps each secret's pattern across calls.
 */
function unsplit(s, known, split) {
    let out = s;
    // Wrapped in `s`, whole in it without its line breaks (one with `*`, `\r` or `\n` is looked for anyway).
    const joined = s.replace(/\r?\n/g, '');
    for (const v of needleIndex(known).candidates(joined)) {
        if (!/[*\r\n]/.test(v) && !joined.includes(v))
            continue;
        const half = v.length >> 1;
        if (!out.includes(v.slice(0, half)) && !out.includes(v.slice(half)))
            continue;
        if (!split.has(v))
            split.set(v, splitPattern(v));
        out = out.replace(split.get(v), REDACTED);
    }
    return out;
}
/** Strings up to this long are remembered by `remembered`, at most this many at once (then it starts over). */
const MEMO_MAX_LENGTH = 4096;
const MEMO_MAX_ENTRIES = 20_000;
/**
 * `fn` of a string, remembered: a run's scenarios carry the same tool schemas and descriptions again and again (each
 * trajectory and baseline holds every tool's), and each is worked out once. What is remembered is dropped when
 * `basis()` gives another value than it did (the redactor's list of secrets, new when it learns one).
 */
function remembered(fn, basis) {
    const memo = new util_memo/* KeyedMemo */.zC(MEMO_MAX_ENTRIES, basis);
    return (s) => (s.length > MEMO_MAX_LENGTH ? fn(s) : memo.get(s, fn));
}
/** Is this key the name of a secret field (`api_key`, `password`)? Remembered: a run has few distinct keys. */
const isSecretField = remembered((key) => SECRET_FIELD_NAME.test(key));
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
    // Learning from a text twice learns nothing more: remembered for good.
    const learnFrom = remembered((s) => {
        // The patterns backtrack on every word; most texts (tool schemas, answers) have no field name they look for.
        if (!SECRET_WORD.test(s))
            return;
        for (const pattern of [SECRET_JSON, SECRET_PARAM])
            for (const m of s.matchAll(pattern))
                learn(m[2]);
    });
    const text = remembered((s) => {
        let out = s;
        for (const v of needleIndex(known).candidates(s))
            if (out.includes(v))
                out = out.split(v).join(REDACTED);
        if (out.includes('\n'))
            out = unsplit(out, known, split);
        if (!mayHoldToken(out))
            return out;
        for (const shape of TOKEN_SHAPES)
            out = out.replace(shape, REDACTED);
        return out.replace(BEARER, `$1 ${REDACTED}`);
    }, () => known);
    const repeats = new RepeatedParts(() => known);
    const walk = (value) => {
        if (typeof value === 'string')
            return text(value);
        if (Array.isArray(value))
            return value.map(walk);
        if (value !== null && typeof value === 'object') {
            const out = {};
            for (const [k, v] of Object.entries(value))
                out[text(k)] = repeats.copy(k, v, walk);
            return out;
        }
        return value;
    };
    const redact = (value) => {
        // First every secret the value gives away (a field or parameter named so), so each is hidden everywhere in it.
        eachString(value, (s, key) => {
            if (key !== undefined && isSecretField(key))
                learn(s);
            learnFrom(s);
        }, (k, v) => repeats.learned(k, v));
        return walk(value);
    };
    // Read when asked: a secret learned since is in them (masks, and how much a cut tail drops).
    return Object.defineProperties(redact, {
        secrets: { get: () => [...new Set([...plain].flatMap((v) => [v, JSON.stringify(v).slice(1, -1)]))] },
        longest: { get: () => Math.max(LONGEST_SHAPE, ...known.map((v) => v.length)) },
    });
}
/**
 * Every string of a JSON-like value, object keys included; a string value with the key it sits under. A value `skip`
 * says was visited before (a server snapshot seen already) is not visited again.
 */
function eachString(value, visit, skip) {
    if (typeof value === 'string')
        visit(value);
    else if (Array.isArray(value))
        for (const v of value)
            eachString(v, visit, skip);
    else if (value !== null && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) {
            visit(k);
            if (typeof v === 'string')
                visit(v, k);
            else if (!skip(k, v))
                eachString(v, visit, skip);
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

/***/ 74976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u4: () => (/* binding */ isRecord)
/* harmony export */ });
/* unused harmony exports canonicalJson, sha256, jsonExtent */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// Stable text and hashes of JSON values: equal values give equal text and equal hashes.

/** JSON with object keys sorted at every level. */
function canonicalJson(value) {
    return JSON.stringify(value, (_key, v) => v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]))
        : v);
}
/** Hex sha256 of text (as UTF-8) or bytes. */
function sha256(data) {
    return createHash('sha256').update(data).digest('hex');
}
/** A plain JSON object (not null, not an array). */
function isRecord(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/**
 * The extent of `value`, walked without recursion (a value nested 10,000 deep would overflow the stack of a recursive
 * walk); the walk stops as soon as either limit is passed, so a huge value costs no more than the limits.
 */
function jsonExtent(value, maxDepth, maxValues) {
    // Two stacks, not one of [value, depth] pairs: every message of every server is walked (mcp/protocol-tap.ts), and a
    // pair a value was most of the walk's allocation.
    const items = [value];
    const depths = [1];
    let [depth, values] = [0, 0];
    while (items.length > 0) {
        const v = items.pop();
        const d = depths.pop();
        values++;
        if (d > depth)
            depth = d;
        if (depth > maxDepth || values > maxValues)
            break;
        if (v === null || typeof v !== 'object')
            continue;
        for (const x of Array.isArray(v) ? v : Object.values(v)) {
            items.push(x);
            depths.push(d + 1);
        }
    }
    return { depth, values };
}


/***/ }),

/***/ 6012:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ux: () => (/* binding */ listKey),
/* harmony export */   zC: () => (/* binding */ KeyedMemo)
/* harmony export */ });
/* unused harmony export contentId */
// Work done once per distinct input. A run repeats itself (every trajectory and baseline holds its servers' whole
// tool lists; the same schemas, descriptions and answers come again): each distinct input is worked out once. The one
// memo of src/ (redaction, baselines, tool deltas, screening, schema validators): bounded, so a long run's memory
// stays flat.
/**
 * Values by key, each worked out the first time its key is asked for. Past `max` keys it starts over; with `basis`,
 * it also starts over when `basis()` gives another value than it did (what the values were worked out from changed:
 * a redactor's list of secrets, new when it learns one).
 */
class KeyedMemo {
    max;
    basis;
    values = new Map();
    basisWas;
    constructor(max, basis) {
        this.max = max;
        this.basis = basis;
        this.basisWas = basis?.();
    }
    /** The value for `key`, worked out by `make` the first time that key is asked for (a null or undefined too). */
    get(key, make) {
        if (this.basis && this.basis() !== this.basisWas) {
            this.values.clear();
            this.basisWas = this.basis();
        }
        const found = this.values.get(key);
        if (found !== undefined || this.values.has(key))
            return found;
        const value = make(key);
        if (this.values.size >= this.max)
            this.values.clear();
        this.values.set(key, value);
        return value;
    }
}
const ids = new WeakMap();
/** Texts numbered at once; past it they start over with new numbers, so a number never means two texts. */
const byText = new KeyedMemo(256);
let next = 0;
/**
 * A number for each distinct JSON text, the same for objects of equal text: what the memos of server snapshots key
 * on. An object's text is made once (it must not change after); objects shared across a run cost a lookup.
 */
function contentId(value) {
    let id = ids.get(value);
    if (id === undefined)
        ids.set(value, (id = byText.get(JSON.stringify(value), () => next++)));
    return id;
}
/** A key for a list of objects, equal for lists of equal JSON text (their contentIds); null for anything else. */
function listKey(value) {
    if (!Array.isArray(value) || !value.every((v) => v !== null && typeof v === 'object'))
        return null;
    return value.map(contentId).join();
}


/***/ }),

/***/ 49997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KO: () => (/* binding */ readableLines),
/* harmony export */   Nt: () => (/* binding */ escapeRegExp),
/* harmony export */   aJ: () => (/* binding */ stripAnsi),
/* harmony export */   j1: () => (/* binding */ camelToKebab),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
/* unused harmony exports foldList, nearestName, editDistance, kebabToCamel, compareText, withDetail, headline */
// Text helpers: shortening for display, the nearest known name for a "did you mean", the two
// spellings of an option (camelCase in code, kebab-case in action inputs and CLI flags), and a
// sort order that does not depend on the machine.
/** Shorten to at most `max` characters (by code point), marking the cut. */
function truncate(text, max) {
    const chars = Array.from(text);
    return chars.length <= max ? text : `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}
/** The first `max` items shown, then how many more: `a, b, +3 more`. */
function foldList(items, max, show = String) {
    const shown = items.slice(0, max).map(show).join(', ');
    return items.length > max ? `${shown}, +${items.length - max} more` : shown;
}
/** The candidate closest to `name` (edit distance, case-insensitive), if close enough to be a likely typo. */
function nearestName(name, candidates) {
    const lower = name.toLowerCase();
    let best;
    let bestDistance = Infinity;
    for (const c of candidates) {
        const cl = c.toLowerCase();
        const d = cl.includes(lower) || lower.includes(cl) ? Math.abs(cl.length - lower.length) / 2 : editDistance(lower, cl);
        if (d < bestDistance) {
            best = c;
            bestDistance = d;
        }
    }
    return best !== undefined && bestDistance <= Math.max(2, Math.floor(name.length / 3)) ? best : undefined;
}
/** Levenshtein distance: insertions, deletions and substitutions. */
function editDistance(a, b) {
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const cur = [i];
        for (let j = 1; j <= b.length; j++) {
            cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        }
        prev = cur;
    }
    return prev[b.length];
}
/** `failOn` -> `fail-on` */
function camelToKebab(name) {
    return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
/** `fail-on` -> `failOn` */
function kebabToCamel(name) {
    return name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
}
/** Plain code-unit order for sorting, not the locale's: output must not depend on the machine. */
function compareText(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** `text` matched literally inside a RegExp. */
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** ANSI escape sequences: CSI (colours, cursor moves) and OSC (titles, links), as a program's coloured log has them. */
// eslint-disable-next-line no-control-regex -- matching them is the point
const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-Z\\-_]/g;
/** Text without its ANSI escape sequences (a container's coloured log as plain text). */
function stripAnsi(text) {
    return text.replace(ANSI, '');
}
/**
 * A program's output as lines a person reads in an annotation or a log: escape sequences stripped, tabs as spaces,
 * blank lines dropped, each line at most `width` characters, the last `max` lines. Control characters stay: a
 * caller putting them on one line of a log still goes through sanitize/escape.ts oneLine().
 */
function readableLines(text, max, width = 200) {
    return stripAnsi(text)
        .split(/\r?\n/)
        .map((l) => l.replace(/\t/g, ' ').trimEnd())
        .filter((l) => l.trim() !== '')
        .slice(-max)
        .map((l) => truncate(l, width));
}
/** A message's first line, then the lines under it (a container's last log lines) as readableLines, at most `max`. */
function withDetail(text, max) {
    const [first, ...rest] = text.split('\n');
    return [first, ...readableLines(rest.join('\n'), max)];
}
/** The first line of a text of several (a message and the log lines under it), saying how many lines follow. */
function headline(text) {
    const [first, ...rest] = text.split('\n');
    const more = rest.filter((l) => l.trim() !== '').length;
    return more ? `${first} (+${more} more line${more === 1 ? '' : 's'} in the report)` : first;
}


/***/ }),

/***/ 12001:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ME: () => (/* binding */ summarizeIssues)
/* harmony export */ });
/* unused harmony exports YAML_WORDS, JSON_WORDS, issuePath, describeIssue, isZodError, kind */
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(49997);

const YAML_WORDS = { array: 'a list', object: 'a mapping' };
const JSON_WORDS = { array: 'an array', object: 'an object' };
/** `['scenarios', 0, 'runs']` -> `scenarios[0].runs` */
function issuePath(p) {
    return p.map((k, i) => (typeof k === 'number' ? `[${k}]` : `${i ? '.' : ''}${String(k)}`)).join('');
}
/** One issue's message, rephrased: what was expected and what was found. */
function describeIssue(issue, words = JSON_WORDS) {
    // Parse with { reportInput: true }: without the input, a wrong value reads as a missing one.
    const got = issue.input;
    switch (issue.code) {
        case 'invalid_type':
            if (!('input' in issue))
                return withoutInput(issue, words);
            if (got === undefined)
                return 'required field is missing';
            // .nan, .inf and numbers too large for a double (1e400 reads as Infinity) are numbers to YAML, not to a schema.
            if (typeof got === 'number' && !Number.isFinite(got))
                return `expected a finite number, received ${got}`;
            if (issue.expected === 'int')
                return `expected an integer, received ${received(got, words)}`;
            return `expected ${expectedName(issue.expected, words)}, received ${received(got, words)}`;
        case 'too_small':
            if (issue.origin === 'string' && issue.minimum === 1)
                return 'must not be empty';
            if (issue.origin === 'array')
                return `must have at least ${issue.minimum} item(s)`;
            return `must be ${issue.inclusive ? 'at least' : 'greater than'} ${issue.minimum}, received ${show(got)}`;
        case 'too_big':
            if (issue.origin === 'array')
                return `must have at most ${issue.maximum} item(s)`;
            return `must be ${issue.inclusive ? 'at most' : 'less than'} ${issue.maximum}, received ${show(got)}`;
        case 'invalid_format':
            return `${issue.message}, received ${show(got)}`;
        case 'invalid_value':
            return `expected one of ${issue.values.map(show).join(', ')}; received ${show(got)}`;
        case 'unrecognized_keys':
            return `unknown key(s) ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}`;
        case 'invalid_union':
            // A union with a message of its own says it; zod's default says nothing of what was expected.
            return issue.message === 'Invalid input' ? describeUnion(issue, words) : issue.message;
        default:
            return issue.message;
    }
}
/**
 * A value none of a union's options took (`runs: 3 | auto`): the issue of the option of its type (a number out of
 * range), else what the options expect.
 */
function describeUnion(issue, words) {
    const firsts = issue.errors.flatMap((e) => e.slice(0, 1));
    const ofType = firsts.find((i) => i.code !== 'invalid_type' && i.code !== 'invalid_value') ??
        (typeof issue.input === 'number' ? firsts.find((i) => i.code === 'invalid_type') : undefined);
    if (ofType)
        return describeIssue({ ...ofType, input: issue.input }, words);
    const expected = firsts.map((i) => i.code === 'invalid_type'
        ? expectedName(i.expected, words)
        : i.code === 'invalid_value'
            ? i.values.map(show).join(' or ')
            : '');
    if (!('input' in issue) || expected.some((e) => !e))
        return issue.message;
    return `expected ${expected.join(' or ')}, received ${received(issue.input, words)}`;
}
/**
 * A zod validation error, ours or one a library threw (the MCP SDK validates what servers send with
 * its own zod): told by its shape, so that it is always rendered by summarizeIssues, never dumped.
 */
function isZodError(e) {
    // zod's classic ZodError, or the `$ZodError` of zod/v4/core that zod/mini (the SDK's) throws.
    return e instanceof Error && /^\$?ZodError$/.test(e.name) && Array.isArray(e.issues);
}
/** `path: message` of the first `max` issues, `; and N more` after them. */
function summarizeIssues(error, opts = {}) {
    const max = opts.max ?? 3;
    const shown = error.issues.slice(0, max).map((i) => {
        const where = issuePath(i.path);
        return where ? `${where}: ${describeIssue(i, opts.words)}` : describeIssue(i, opts.words);
    });
    const more = error.issues.length - shown.length;
    return `${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
}
/**
 * An invalid_type issue of a parse made without `reportInput` (a library's: the MCP SDK's): what was
 * found is only in zod's own message ("... received string").
 */
function withoutInput(issue, words) {
    const found = /received (\w+)$/.exec(issue.message)?.[1];
    if (found === 'undefined')
        return 'required field is missing';
    const expected = `expected ${expectedName(issue.expected, words)}`;
    return found ? `${expected}, received ${found === 'array' ? words.array : found}` : expected;
}
function expectedName(expected, words) {
    if (expected === 'array')
        return words.array;
    return expected === 'object' || expected === 'record' ? words.object : expected;
}
/** The kind of a value: `null`, `a list`, `a mapping`, `string`, ... */
function kind(v, words = JSON_WORDS) {
    if (v === null)
        return 'null';
    if (Array.isArray(v))
        return words.array;
    return typeof v === 'object' ? words.object : typeof v;
}
/** What was found instead: a scalar itself (`"yes"`, `42`), else its kind. */
function received(v, words) {
    return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? show(v) : kind(v, words);
}
function show(v) {
    return typeof v === 'string' ? JSON.stringify((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(v, 80)) : String(v);
}


/***/ })

};
