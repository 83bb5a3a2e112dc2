export const id = 479;
export const ids = [479];
export const modules = {

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
