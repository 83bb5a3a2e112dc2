export const id = 316;
export const ids = [316,135,516];
export const modules = {

/***/ 46150:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bn: () => (/* binding */ isSecretEnvName),
/* harmony export */   Np: () => (/* binding */ noRedaction),
/* harmony export */   XF: () => (/* binding */ REDACTED),
/* harmony export */   ih: () => (/* binding */ isWeakValue),
/* harmony export */   lY: () => (/* binding */ createRedactor),
/* harmony export */   vb: () => (/* binding */ MIN_SECRET_LENGTH),
/* harmony export */   yj: () => (/* binding */ redactTail)
/* harmony export */ });
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(49997);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46548);
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
    const html = (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(secret);
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
    const chars = Array.from(value, _util_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeRegExp */ .Nt);
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

/***/ 2135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dS: () => (/* binding */ sortProblems),
/* harmony export */   formatProblem: () => (/* binding */ formatProblem),
/* harmony export */   j5: () => (/* binding */ MATCH_MODES),
/* harmony export */   mE: () => (/* binding */ scenarioSchema)
/* harmony export */ });
/* unused harmony exports expectedCallSchema, criterionSchema, CRITERIA_REGRESSION, thresholdsSchema, scenarioJsonSchemaText */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(41514);
/* harmony import */ var _status_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65565);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49997);
// The scenario file format. This zod schema is the single source of truth: the loader
// validates with it and scenario.schema.json (for editors) is generated from it.



const MATCH_MODES = ['similarity', 'exact', 'in_order', 'any_order'];
const canonicalIdSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
    .regex(/^mcp__[^_]+(?:_[^_]+)*__.+$/, 'expected a canonical id mcp__<server>__<tool>');
const expectedCallSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    action: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional().describe('Short label of the step, e.g. "search_tools"'),
    tool: canonicalIdSchema.describe('Canonical tool id: mcp__<server>__<tool>'),
    args: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()).default({}).describe('Arguments of the call'),
    notes: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional().describe('Free text for people; not scored'),
})
    .describe('One expected MCP tool call');
/** A regular expression the transcript is searched with; refused at load time when JavaScript cannot compile it. */
const regexSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
    .min(1)
    .superRefine((source, ctx) => {
    try {
        new RegExp(source);
    }
    catch (e) {
        ctx.addIssue({
            code: 'custom',
            input: source,
            message: `not a valid regular expression: ${e.message}`,
        });
    }
});
/** One success criterion: the seed's plain text, or an explicit form (SCORING.md "Success criteria"). */
const criterionSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).describe("Text that occurs in the run's transcript, case-insensitively (the seed's meaning)"),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ contains: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).describe('Text that occurs in the transcript, case included') }),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ regex: regexSchema.describe('A JavaScript regular expression that matches the transcript') }),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        called: canonicalIdSchema.describe('A scored call of this tool was made: mcp__<server>__<tool>'),
        args: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J())
            .optional()
            .describe('Arguments the call must have (each key equal; other keys may differ)'),
    }),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        judge: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).describe("A statement the claude agent's model judges true or false"),
    }),
], { error: 'expected text, or a mapping with one of contains, regex, called (with optional args) or judge' })
    .describe('What a good run achieves');
const CRITERIA_REGRESSION = ['degraded', 'broken'];
const thresholdsSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    good: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().min(0).max(1).optional().describe('Lowest score that is GOOD (default 0.8)'),
    acceptable: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().min(0).max(1).optional().describe('Lowest score that is ACCEPTABLE (default 0.6)'),
    degraded: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .min(0)
        .max(1)
        .optional()
        .describe('Lowest score that is DEGRADED; below is BROKEN (default 0.3)'),
})
    .superRefine((t, ctx) => {
    // Compare the thresholds the file sets (defaults fill the rest later); a value out of range
    // already has its own message.
    const inRange = Object.fromEntries(Object.entries(t).filter(([, v]) => v !== undefined && v >= 0 && v <= 1));
    for (const [hi, lo] of (0,_status_js__WEBPACK_IMPORTED_MODULE_0__/* .thresholdInversions */ .IC)(inRange)) {
        ctx.addIssue({ code: 'custom', path: [lo], input: t[lo], message: `must not be above ${hi} (${t[hi]})` });
    }
})
    .describe('Per-scenario status band thresholds');
const scenarioSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).describe('Unique, human-readable name'),
    description: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional().describe('What the scenario checks, for people'),
    enabled: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().default(true).describe('false: loaded but skipped'),
    user_intent: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).describe('What the user asks the agent'),
    expected_trajectory: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(expectedCallSchema)
        .default([])
        .describe('The MCP tool calls a good run makes, in order (the scripted agent issues them)'),
    config_file: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .min(1)
        .optional()
        .describe("The service's configuration this scenario needs (an MCPProxy mcp_config.json): found from the file's " +
        'directory, then each parent, then the working directory; the service is restarted with it'),
    success_criteria: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(criterionSchema)
        .default([])
        .describe('What a good run achieves; checked after every run, baseline and current alike'),
    criteria_regression: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(CRITERIA_REGRESSION)
        .default('degraded')
        .describe('The status a run is capped at when it misses a criterion its baseline met'),
    tags: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).default([]).describe('Labels to select scenarios by (--tag)'),
    servers: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1))
        .optional()
        .describe('Servers (names in mcp.json) this scenario may use; default all'),
    max_turns: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1).max(100).optional().describe('Model turns before the run stops'),
    runs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1).max(50).optional().describe('Repetitions of this scenario'),
    timeout_seconds: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().positive().optional().describe('Wall-clock limit of one run'),
    thresholds: thresholdsSchema.optional(),
    match: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(MATCH_MODES).default('similarity').describe('How the trajectory is judged'),
    ignore: zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        args: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).default([]).describe('Argument keys left out of similarity (volatile ids)'),
        response_fields: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())
            .default([])
            .describe('Result fields left out of response drift (timestamps)'),
    })
        .default({ args: [], response_fields: [] }),
})
    .describe('An mcp-eval scenario');
/** The JSON Schema of a scenario file, for editors (scenario.schema.json is this text, committed). */
function scenarioJsonSchemaText() {
    // io 'input': fields with defaults are optional in the file. Draft 7 is what YAML editors support best.
    const schema = z.toJSONSchema(scenarioSchema, { io: 'input', target: 'draft-07' });
    return `${JSON.stringify({ ...schema, title: 'mcp-eval scenario' }, null, 2)}\n`;
}
function formatProblem(p) {
    const where = p.line === null ? p.file : `${p.file}:${p.line}:${p.column ?? 1}`;
    return p.path ? `${where}: ${p.path}: ${p.message}` : `${where}: ${p.message}`;
}
/** Problems in reading order: by file, then line, then column. */
function sortProblems(problems) {
    return [...problems].sort((a, b) => (0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .compareText */ .n6)(a.file, b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
}


/***/ })

};
