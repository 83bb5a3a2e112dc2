export const id = 868;
export const ids = [868];
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

/***/ 25868:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ runRedactor),
/* harmony export */   settingsRedactor: () => (/* binding */ settingsRedactor)
/* harmony export */ });
/* harmony import */ var _sanitize_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(30298);
/* harmony import */ var _mcp_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59208);
// The one list of what a run must hide, for execute() and for the action's main and post steps
// (post runs in its own process and rebuilds the list from the same inputs: no secret is ever
// saved in the step state).


function runRedactor(src) {
    const secrets = [
        ...(0,_mcp_config_js__WEBPACK_IMPORTED_MODULE_1__/* .secretValues */ .VX)([...(src.servers ?? [])]),
        src.anthropicApiKey,
        src.githubToken,
        ...(src.extra ?? []),
    ];
    return (0,_sanitize_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .createRedactor */ .lY)({ env: src.env, secrets: secrets.filter((s) => !!s) });
}
/** A run's redactor from its settings: the API key, the token, and the servers' (side B's too) env and headers. */
function settingsRedactor(settings, env) {
    const servers = [
        ...(0,_mcp_config_js__WEBPACK_IMPORTED_MODULE_1__/* .loadServerConfig */ .EN)(settings.servers, env),
        ...(settings.serversB ? (0,_mcp_config_js__WEBPACK_IMPORTED_MODULE_1__/* .loadServerConfig */ .EN)(settings.serversB, env) : []),
    ];
    return runRedactor({ env, anthropicApiKey: settings.anthropicApiKey, githubToken: settings.githubToken, servers });
}


/***/ })

};
