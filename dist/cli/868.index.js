export const id = 868;
export const ids = [868];
export const modules = {

/***/ 25868:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ runRedactor),
/* harmony export */   _: () => (/* binding */ settingsKeys),
/* harmony export */   settingsRedactor: () => (/* binding */ settingsRedactor)
/* harmony export */ });
/* harmony import */ var _sanitize_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45709);
/* harmony import */ var _mcp_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64266);
/* harmony import */ var _tracing_collector_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(10153);
// The one list of what a run must hide, for execute() and for the action's main and post steps
// (post runs in its own process and rebuilds the list from the same inputs: no secret is ever
// saved in the step state).



function runRedactor(src) {
    const secrets = [
        ...(0,_mcp_config_js__WEBPACK_IMPORTED_MODULE_1__/* .secretValues */ .VX)([...(src.servers ?? [])]),
        ...(src.apiKeys ?? []),
        src.githubToken,
        // The collector's headers (OTEL_EXPORTER_OTLP_HEADERS) carry its credentials.
        ...(0,_tracing_collector_js__WEBPACK_IMPORTED_MODULE_2__/* .otlpHeaderSecrets */ .eg)(src.env),
        ...(src.extra ?? []),
    ];
    return (0,_sanitize_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .createRedactor */ .lY)({ env: src.env, secrets: secrets.filter((s) => !!s) });
}
/** The model providers' keys a run's settings hold. */
const settingsKeys = (s) => [
    s.anthropicApiKey,
    s.openaiApiKey,
    s.geminiApiKey,
];
/** A run's redactor from its settings: the API keys, the token, and the servers' (side B's too) env and headers. */
function settingsRedactor(settings, env) {
    const servers = [
        ...(0,_mcp_config_js__WEBPACK_IMPORTED_MODULE_1__/* .loadServerConfig */ .EN)(settings.servers, env),
        ...(settings.serversB ? (0,_mcp_config_js__WEBPACK_IMPORTED_MODULE_1__/* .loadServerConfig */ .EN)(settings.serversB, env) : []),
    ];
    return runRedactor({ env, apiKeys: settingsKeys(settings), githubToken: settings.githubToken, servers });
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

/***/ 55931:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ ExportResultCode)
/* harmony export */ });
//#region src/ExportResult.ts
let ExportResultCode = /* @__PURE__ */ function(ExportResultCode) {
	ExportResultCode[ExportResultCode["SUCCESS"] = 0] = "SUCCESS";
	ExportResultCode[ExportResultCode["FAILED"] = 1] = "FAILED";
	return ExportResultCode;
}({});
//#endregion


//# sourceMappingURL=ExportResult.mjs.map

/***/ })

};
