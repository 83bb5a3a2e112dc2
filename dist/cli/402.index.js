export const id = 402;
export const ids = [402];
export const modules = {

/***/ 3402:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lY: () => (/* reexport */ createRedactor),
  readResults: () => (/* reexport */ files/* readResults */.x8),
  writeReports: () => (/* reexport */ files/* writeReports */.Li)
});

// UNUSED EXPORTS: COMMENT_MAX_CHARS, MARKDOWN_MARKER, MIN_SECRET_LENGTH, RECOMMENDED_ACTION, REDACTED, REPORT_FILES, ResultsError, SUMMARY_MAX_BYTES, escapeHtml, escapeMarkdown, escapeXml, headline, isSecretEnvName, noRedaction, renderHtml, renderJunit, renderMarkdown, serializeResults, sortScenarios, truncate, writeAtomic

// EXTERNAL MODULE: ./src/reports/escape.ts
var reports_escape = __webpack_require__(6548);
// EXTERNAL MODULE: ./src/reports/files.ts
var files = __webpack_require__(6980);
// EXTERNAL MODULE: ./src/reports/format.ts
var format = __webpack_require__(7712);
// EXTERNAL MODULE: ./src/reports/html.ts
var html = __webpack_require__(7790);
// EXTERNAL MODULE: ./src/reports/junit.ts
var junit = __webpack_require__(7991);
// EXTERNAL MODULE: ./src/reports/markdown.ts
var markdown = __webpack_require__(8022);
;// CONCATENATED MODULE: ./src/reports/redact.ts
// Redaction: secrets never reach a report. Applied to the whole RunReport before anything is
// written, so every writer (and results.json itself) sees only redacted text.
const REDACTED = '***';
/** Names of environment variables whose values are treated as secrets. */
const SECRET_ENV_NAME = /(?:_TOKEN|_KEY|_SECRET)$|PASSWORD|^(?:TOKEN|SECRET|API_KEY)$/i;
/** Token shapes redacted wherever they appear, even when nobody told us the value. */
const TOKEN_SHAPES = [
    /\bgh[pousr]_[A-Za-z0-9]{20,}/g, // GitHub classic, OAuth, server, user, refresh tokens
    /\bgithub_pat_[A-Za-z0-9_]{20,}/g, // GitHub fine-grained tokens
    /\bsk-ant-[A-Za-z0-9_-]{10,}/g, // Anthropic API keys
];
const BEARER = /\b(Bearer)\s+[A-Za-z0-9._~+/=-]{6,}/gi;
/** Shorter values are left alone: replacing "true" or "1234" everywhere would wreck the text. */
const MIN_SECRET_LENGTH = 6;
/** Does this variable name look like it holds a secret? */
function isSecretEnvName(name) {
    return SECRET_ENV_NAME.test(name);
}
/**
 * Returns a function that deep-copies a JSON-like value with every known secret and token
 * shape replaced by `***` in every string, object keys included.
 */
function createRedactor(opts = {}) {
    const values = new Set();
    const add = (v) => {
        if (!v)
            return;
        for (const candidate of [v, v.trim(), v.replace(/^Bearer\s+/i, '')]) {
            if (candidate.length < MIN_SECRET_LENGTH)
                continue;
            values.add(candidate);
            // The same secret as it appears inside JSON text (a tool that prints JSON.stringify(env)).
            const quoted = JSON.stringify(candidate).slice(1, -1);
            if (quoted !== candidate)
                values.add(quoted);
        }
    };
    for (const [name, value] of Object.entries(opts.env ?? {}))
        if (isSecretEnvName(name))
            add(value);
    for (const s of opts.secrets ?? [])
        add(s);
    // Longest first, so a secret containing another is replaced whole.
    const known = [...values].sort((a, b) => b.length - a.length);
    const text = (s) => {
        let out = s;
        for (const v of known)
            if (out.includes(v))
                out = out.split(v).join(REDACTED);
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
    return (value) => walk(value);
}
/** A redactor that changes nothing (for `mcp-eval report`, whose input was redacted when written). */
const noRedaction = (value) => value;

;// CONCATENATED MODULE: ./src/reports/index.ts
// The report writers: results.json, report.html, summary.md, junit.xml, and redaction.









/***/ })

};
