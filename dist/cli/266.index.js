export const id = 266;
export const ids = [266];
export const modules = {

/***/ 64266:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gz: () => (/* binding */ SERVER_NAME),
  yH: () => (/* binding */ checkServerConfig),
  EN: () => (/* binding */ loadServerConfig),
  mq: () => (/* binding */ readServerFile),
  VX: () => (/* binding */ secretValues)
});

// UNUSED EXPORTS: DEFAULT_SERVER, parseServerConfig

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./node_modules/jsonc-parser/lib/umd/main.js
var main = __webpack_require__(99547);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
// EXTERNAL MODULE: ./src/mcp/config-files.ts
var config_files = __webpack_require__(90746);
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
        const looked = config_files/* PROJECT_SERVER_FILES */.UF.map((f) => f.file).join(', ');
        throw new util_errors/* EvalError */.Fn('config', `${file}: cannot read server config: ${e.message}`, {
            hint: `--servers names the server file; without it, the first of ${looked} in the current directory is read`,
        });
    }
    const errors = [];
    const json = (0,main.parse)(text, errors, { allowTrailingComma: true });
    if (errors.length) {
        const where = (0,config_files/* lineColumn */.rv)(text, errors[0].offset);
        throw new util_errors/* EvalError */.Fn('config', `${file}: not valid JSON: ${(0,main.printParseErrorCode)(errors[0].error)} at ${where}`, {
            hint: `fix the JSON of ${file} there; then mcp-eval validate checks its servers`,
        });
    }
    (0,config_files/* warnClaudeCodeRefuses */.r0)(file, text);
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

/***/ 45709:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  vb: () => (/* binding */ MIN_SECRET_LENGTH),
  XF: () => (/* binding */ REDACTED),
  lY: () => (/* binding */ createRedactor),
  hN: () => (/* binding */ isCredentialName),
  Bn: () => (/* binding */ isSecretEnvName),
  ih: () => (/* binding */ isWeakValue),
  Np: () => (/* binding */ noRedaction),
  yj: () => (/* binding */ redactTail)
});

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


/***/ })

};
