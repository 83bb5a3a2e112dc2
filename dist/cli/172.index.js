export const id = 172;
export const ids = [172];
export const modules = {

/***/ 80646:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B5: () => (/* binding */ draftYaml),
/* harmony export */   Fi: () => (/* binding */ uniqueName),
/* harmony export */   MT: () => (/* binding */ fileSlug)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
// A scenario about to be written by init or import: its fields, the comment lines above them, and the file text.
// One place turns a draft into YAML, so both commands write scenarios that read the same and load the same.

/** The YAML text of a draft: its comments, then the fields in the order a person reads them. */
function draftYaml(d) {
    const body = { name: d.name };
    if (d.description)
        body.description = d.description;
    if (!d.enabled)
        body.enabled = false;
    body.user_intent = d.user_intent;
    if (d.servers?.length)
        body.servers = d.servers;
    if (d.tags.length)
        body.tags = d.tags;
    if (d.expect_failure)
        body.expect_failure = true;
    body.expected_trajectory = d.expected_trajectory.map((c) => ({
        tool: c.tool,
        args: c.args,
        ...(c.notes ? { notes: c.notes } : {}),
    }));
    const head = d.comments.map((l) => `# ${oneCommentLine(l)}`.trimEnd()).join('\n');
    const text = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .stringify */ .As)(body, { lineWidth: 0, aliasDuplicateObjects: false });
    return head ? `${head}\n${text}` : text;
}
/** A comment is one line: a server's text with a line break in it would end the comment early. */
function oneCommentLine(text) {
    return text.replace(/[\r\n\u2028\u2029]+/g, ' ');
}
/** A name that can be a file name on every system: letters, digits, `.`, `_`, `-`; never empty or hidden. */
function fileSlug(text, max = 60) {
    const slug = text
        .replace(/[^A-Za-z0-9._-]+/g, '-')
        .replace(/^[-.]+|[-.]+$/g, '')
        .slice(0, max)
        .replace(/[-.]+$/g, '');
    return slug || 'scenario';
}
/** `base`, else `base-2`, `base-3`, ...: the first that `taken` does not hold (it is then added). */
function uniqueName(base, taken, join = '-') {
    let name = base;
    for (let i = 2; taken.has(name); i++)
        name = `${base}${join}${i}`;
    taken.add(name);
    return name;
}


/***/ }),

/***/ 33172:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  importActivity: () => (/* binding */ importActivity)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/baselines/format.ts + 2 modules
var format = __webpack_require__(76532);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:readline"
var external_node_readline_ = __webpack_require__(80481);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(74976);
// EXTERNAL MODULE: ./src/util/zod.ts
var zod = __webpack_require__(12001);
;// CONCATENATED MODULE: ./src/authoring/csv.ts
// One CSV record (RFC 4180, as MCPProxy's export writes it: a field with a comma, a quote or a line break is
// quoted, a quote inside doubled) split into its fields.
/** The fields of a record; null when a quoted field is still open at the end (the record goes on, next line). */
function splitCsvRecord(text) {
    const fields = [];
    let field = '';
    let quoted = false;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (quoted) {
            if (c !== '"')
                field += c;
            else if (text[i + 1] === '"') {
                field += '"';
                i++;
            }
            else
                quoted = false;
        }
        else if (c === '"' && field === '')
            quoted = true;
        else if (c === ',') {
            fields.push(field);
            field = '';
        }
        else
            field += c;
    }
    if (quoted)
        return null;
    fields.push(field);
    return fields;
}

;// CONCATENATED MODULE: ./src/authoring/activity.ts
// MCPProxy's activity export, read as a stream: JSON Lines (`mcpproxy activity export`, one record per line, the
// fields of its contracts.ActivityRecord) or CSV (`--format csv`: a header line, then the columns id, type, source,
// server_name, tool_name, status, error_message, duration_ms, timestamp, session_id, request_id,
// response_truncated, parent_id; no arguments, response nor metadata). A line that is not a record is reported by
// its number and the reading goes on.






/** Fields that are text when present. */
const TEXT_FIELDS = [
    'source',
    'server_name',
    'tool_name',
    'response',
    'status',
    'error_message',
    'session_id',
    'request_id',
    'parent_id',
    'user_id',
    'user_email',
];
/**
 * What is wrong with a record, in the words of the project's schema errors; null when nothing is. Checked by hand
 * rather than by a zod schema: a schema copies every record it parses, and 50,000 copies are garbage that lifts the
 * peak memory of a streamed import (bench 11).
 */
function problemOf(v) {
    for (const k of ['id', 'type', 'timestamp']) {
        if (v[k] === undefined)
            return `${k}: required field is missing`;
        if (typeof v[k] !== 'string' || !v[k])
            return `${k}: expected a non-empty string, received ${(0,zod/* kind */.fM)(v[k])}`;
    }
    if (Number.isNaN(Date.parse(v.timestamp)))
        return 'timestamp: not a date and time';
    for (const k of TEXT_FIELDS) {
        if (v[k] != null && typeof v[k] !== 'string')
            return `${k}: expected string, received ${(0,zod/* kind */.fM)(v[k])}`;
    }
    for (const k of ['arguments', 'metadata']) {
        if (v[k] != null && !(0,json/* isRecord */.u4)(v[k]))
            return `${k}: expected an object, received ${(0,zod/* kind */.fM)(v[k])}`;
    }
    if (v.duration_ms != null && typeof v.duration_ms !== 'number')
        return `duration_ms: expected number, received ${(0,zod/* kind */.fM)(v.duration_ms)}`;
    if (v.response_truncated != null && typeof v.response_truncated !== 'boolean')
        return `response_truncated: expected boolean, received ${(0,zod/* kind */.fM)(v.response_truncated)}`;
    return null;
}
/** Columns a CSV export must have to be read as one. */
const CSV_REQUIRED = ['id', 'type', 'timestamp'];
/**
 * Read every record of an export in order; the format from `format`, else from its first line. Each line is handled
 * as readline emits it, with no queue between them: readline's async iterator queues up to a thousand lines when
 * the handler is the slower side, and lines that wait there outlive young-generation collections, which lifted the
 * peak memory of a 50,000-record import by half (bench 11).
 */
async function readActivity(file, format, on) {
    const input = (0,external_node_fs_.createReadStream)(file, { encoding: 'utf8' });
    const lines = (0,external_node_readline_.createInterface)({ input, crlfDelay: Infinity });
    let kind = format;
    const state = { csv: null };
    let n = 0;
    const line = (text) => {
        const { csv } = state;
        n++;
        if (!text.trim() && !csv?.pending())
            return;
        kind ??= sniff(text, file, n);
        if (kind === 'json')
            readJsonLine(text, n, on);
        else if (csv)
            csv.line(text, n);
        else
            state.csv = new CsvReader(csvHeader(text, file, n), on);
    };
    await new Promise((resolve, reject) => {
        const fail = (e) => {
            lines.close();
            input.destroy();
            reject(e instanceof errors/* EvalError */.Fn ? e : new errors/* EvalError */.Fn('usage', `${file}: cannot read the export: ${e.message}`));
        };
        lines.on('line', (text) => {
            try {
                line(text);
            }
            catch (e) {
                fail(e);
            }
        });
        lines.on('close', resolve);
        input.on('error', fail);
    });
    state.csv?.end();
    if (!kind)
        throw new errors/* EvalError */.Fn('usage', `${file}: the export is empty (no record)`);
    return kind;
}
function sniff(line, file, n) {
    const start = line.replace(/^\uFEFF/, '').trimStart();
    if (start.startsWith('{'))
        return 'json';
    if (/^id,type,/.test(start))
        return 'csv';
    throw new errors/* EvalError */.Fn('usage', `${file}:${n}: neither JSON Lines nor CSV of mcpproxy activity export`, {
        hint: 'give the file `mcpproxy activity export --include-bodies --output activity.jsonl` wrote, or use --format',
    });
}
function readJsonLine(line, n, on) {
    let value;
    try {
        value = JSON.parse(line);
    }
    catch (e) {
        on.malformed(n, `not JSON: ${e.message}`);
        return;
    }
    if (!(0,json/* isRecord */.u4)(value))
        return on.malformed(n, 'not a JSON object');
    const problem = problemOf(value);
    if (problem)
        return on.malformed(n, problem);
    on.record(toRecord(value, value.arguments != null || value.response != null), n);
}
/** The fields import reads, and only those (checked by problemOf): a record's other fields are not kept. */
function toRecord(v, bodies) {
    const text = (k) => (v[k] ?? undefined);
    return {
        id: v.id,
        type: v.type,
        source: text('source'),
        server_name: text('server_name'),
        tool_name: text('tool_name'),
        arguments: (v.arguments ?? undefined),
        response: text('response'),
        response_truncated: (v.response_truncated ?? undefined),
        status: text('status'),
        error_message: text('error_message'),
        duration_ms: (v.duration_ms ?? undefined),
        timestamp: v.timestamp,
        time: Date.parse(v.timestamp),
        session_id: text('session_id'),
        request_id: text('request_id'),
        parent_id: text('parent_id'),
        metadata: (v.metadata ?? undefined),
        user_id: text('user_id'),
        user_email: text('user_email'),
        bodies,
    };
}
function csvHeader(line, file, n) {
    const columns = splitCsvRecord(line.replace(/^\uFEFF/, '')) ?? [];
    const missing = CSV_REQUIRED.filter((c) => !columns.includes(c));
    if (missing.length)
        throw new errors/* EvalError */.Fn('usage', `${file}:${n}: CSV header lacks the column(s) ${missing.join(', ')}`);
    return columns;
}
/** CSV rows, one or several lines each (a quoted field may hold line breaks), into records. */
class CsvReader {
    columns;
    on;
    buffer = [];
    first = 0;
    constructor(columns, on) {
        this.columns = columns;
        this.on = on;
    }
    pending() {
        return this.buffer.length > 0;
    }
    line(line, n) {
        if (!this.buffer.length)
            this.first = n;
        this.buffer.push(line);
        const fields = splitCsvRecord(this.buffer.join('\n'));
        if (fields === null)
            return; // inside a quoted field: the row goes on
        this.buffer = [];
        this.row(fields, this.first);
    }
    end() {
        if (this.buffer.length)
            this.on.malformed(this.first, 'a quoted field is not closed before the end of the file');
    }
    row(fields, n) {
        if (fields.length !== this.columns.length) {
            this.on.malformed(n, `${fields.length} field(s) where the header has ${this.columns.length}`);
            return;
        }
        const raw = {};
        this.columns.forEach((c, i) => {
            if (fields[i] !== '')
                raw[c] = fields[i];
        });
        if (raw.duration_ms !== undefined)
            raw.duration_ms = Number(raw.duration_ms);
        if (raw.response_truncated !== undefined)
            raw.response_truncated = raw.response_truncated === 'true';
        const problem = problemOf(raw);
        if (problem)
            return this.on.malformed(n, problem);
        this.on.record(toRecord(raw, false), n);
    }
}

// EXTERNAL MODULE: ./src/mcp/stored-result.ts
var stored_result = __webpack_require__(69567);
// EXTERNAL MODULE: ./src/results/trajectory.ts + 2 modules
var trajectory = __webpack_require__(32899);
// EXTERNAL MODULE: ./src/util/version.ts
var version = __webpack_require__(76092);
// EXTERNAL MODULE: ./src/scoring/index.ts + 30 modules
var scoring = __webpack_require__(9594);
// EXTERNAL MODULE: ./src/authoring/draft.ts
var authoring_draft = __webpack_require__(80646);
;// CONCATENATED MODULE: ./src/authoring/import-build.ts
// Sessions into scenarios. Sessions that make the same calls in the same order with the same argument names (the
// values may differ: another query, another message) are near-identical: one scenario, whose expected_trajectory
// is the latest session's calls (the proxy's traffic as it is now) and whose baseline keeps the recorded answers of
// the latest few as variations (a compared run is judged against the closest). Memory stays bounded: a group keeps
// MAX_VARIATIONS sessions.








const MAX_NAME = 80;
/** The near-identical groups of a run of import, and what they become. */
class ScenarioGroups {
    maxScenarios;
    groups = new Map();
    constructor(maxScenarios) {
        this.maxScenarios = maxScenarios;
    }
    /** Adds a session to its group; false when it would start a group past maxScenarios (then it is not kept). */
    add(s) {
        const key = signature(s.calls);
        let g = this.groups.get(key);
        if (!g) {
            if (this.groups.size >= this.maxScenarios)
                return false;
            g = { sessions: 0, first: s.start, last: s.end, kept: [] };
            this.groups.set(key, g);
        }
        g.sessions++;
        g.first = Math.min(g.first, s.start);
        g.last = Math.max(g.last, s.end);
        // The export streams newest first: a full group is seldom changed by what comes next.
        const oldest = g.kept[g.kept.length - 1];
        if (g.kept.length < format/* MAX_VARIATIONS */.M$ || s.start > oldest.start) {
            // A copy is kept, not the session itself: when the first sessions of an import are all kept, the objects of
            // the code that makes every session would look long-lived to V8, which then allocates them straight in the old
            // generation for the rest of the run (allocation-site pretenuring), where they pile up as garbage (bench 11).
            g.kept.push(structuredClone(s));
            g.kept.sort((a, b) => b.start - a.start || (0,util_text/* compareText */.n6)(a.session, b.session));
            if (g.kept.length > format/* MAX_VARIATIONS */.M$)
                g.kept.pop();
        }
        return true;
    }
    /** Each group as a scenario draft, its YAML and its baseline (none when the export had no bodies). */
    build(opts) {
        const taken = new Set();
        const groups = [...this.groups.values()].sort((a, b) => a.first - b.first);
        return groups.map((g) => {
            const draft = opts.redact(toDraft(g, opts, taken));
            // A session whose calls stayed failed replays that failure: what its scenario tests (a baseline must say so).
            if (draft.enabled && (0,scoring/* runFailed */.Np)(import_build_trajectory(g.kept[0], 0, draft))) {
                draft.expect_failure = true;
                draft.comments.push('Its session ended with failing calls: expect_failure, the failure is what it tests.');
            }
            const yaml = (0,authoring_draft/* draftYaml */.B5)(draft);
            // A draft is enabled when every call it holds has its bodies: then it has a baseline too.
            const baseline = draft.enabled ? opts.redact(sessionBaseline(g, draft, yaml, opts)) : null;
            return { draft, yaml, baseline, sessions: g.sessions };
        });
    }
}
/** Same calls, same order, same argument names; for a call_tool_* also the same upstream tool. */
function signature(calls) {
    return calls
        .map((c) => {
        const inner = c.tool.startsWith('call_tool_') ? c.args.args : c.args;
        const keys = inner && typeof inner === 'object' ? Object.keys(inner).sort() : [];
        return `${c.id} ${String(c.tool.startsWith('call_tool_') ? c.args.name : '')} ${keys.join(',')}`;
    })
        .join('\n');
}
/** What a call reaches, for people: `server:tool` through the proxy, else the tool's own name. */
function target(c) {
    return c.tool.startsWith('call_tool_') && typeof c.args.name === 'string' ? c.args.name : c.tool;
}
const disabledWhy = (opts) => opts.otlp
    ? 'Disabled: the traces carry no arguments or answers (spans without gen_ai.tool.call.arguments).'
    : 'Disabled: the export carries no arguments or answers (CSV, or JSON without --include-bodies).';
const fillIn = (opts) => opts.otlp
    ? 'Fill in the args, or import traces written with trace-content (docs/traces.md) instead.'
    : 'Fill in the args, or import `mcpproxy activity export --include-bodies` instead.';
function toDraft(g, opts, taken) {
    const first = g.kept[0];
    // Redacted before they name anything: the scenario's id is a file name, which the draft's redaction cannot reach.
    const tools = opts.redact([...new Set(first.calls.map(target))]);
    const intent = opts.redact(g.kept.flatMap((s) => s.calls.map((c) => c.intent)).find((i) => i !== undefined));
    const complete = g.kept.every((s) => s.calls.every((c) => c.bodies));
    const span = `${new Date(g.first).toISOString()} to ${new Date(g.last).toISOString()}`;
    const which = g.kept.length === g.sessions ? 'each' : `the latest ${g.kept.length}`;
    const from = opts.otlp ? 'OTLP traces' : 'an MCPProxy activity export';
    const comments = [
        `Imported by mcp-eval import from ${from}: ${g.sessions} session(s) with these calls, ${span}.`,
        complete ? `Its baseline holds the recorded answers of ${which} as variations.` : disabledWhy(opts),
        ...(complete ? [] : [fillIn(opts)]),
    ];
    const title = intent
        ? (0,util_text/* truncate */.xv)(intent.replace(/\s+/g, ' ').trim(), MAX_NAME)
        : `use ${(0,util_text/* truncate */.xv)(tools.join(', '), MAX_NAME)}`;
    const slug = (0,authoring_draft/* fileSlug */.MT)(intent ? intent.split(/\s+/).slice(0, 8).join('-') : tools.join('-'));
    return {
        id: (0,authoring_draft/* uniqueName */.Fi)(`${opts.folder}/${slug.toLowerCase()}`, taken),
        comments,
        name: (0,authoring_draft/* uniqueName */.Fi)(`imported: ${title}`, taken, ' #'),
        description: `${g.sessions} agent session(s) seen by MCPProxy, ${span}`,
        enabled: complete,
        user_intent: intent ?? `Use ${tools.join(', then ')}.`,
        servers: opts.via === 'proxy' ? [opts.proxy] : [...new Set(first.calls.map((c) => c.server))],
        tags: ['imported'],
        expected_trajectory: first.calls.map((c) => ({
            tool: c.id,
            args: c.args,
            ...(c.notes.length ? { notes: c.notes.join('; ') } : {}),
        })),
    };
}
/**
 * The servers as a baseline knows them: by name only. An export does not hold their tool lists, and a snapshot
 * whose server never answered (server_info null) is one the comparison of tool lists leaves out.
 */
function unknownServers(draft) {
    return (draft.servers ?? []).map((name) => ({ name, server_info: null, tools: [] }));
}
function sessionBaseline(g, draft, yaml, opts) {
    const git = { sha: null, ref: null };
    return {
        schema_version: format/* BASELINE_SCHEMA_VERSION */.hv,
        mcp_eval_version: version/* VERSION */.x,
        scenario_id: draft.id,
        scenario_file: opts.fileOf(draft.id),
        scenario_hash: (0,json/* sha256 */.sc)(yaml),
        recorded_at: new Date(g.first).toISOString(),
        agent: 'scripted',
        model: null,
        git,
        servers: unknownServers(draft),
        trajectories: g.kept.map((s, i) => import_build_trajectory(s, i, draft)),
        config: null,
    };
}
function import_build_trajectory(s, index, draft) {
    const messages = [{ type: 'user', text: draft.user_intent }, ...s.calls.map(toolCall)];
    return {
        schema_version: trajectory/* TRAJECTORY_SCHEMA_VERSION */.X9,
        scenario_id: draft.id,
        run_index: index,
        agent: 'scripted',
        model: null,
        started_at: new Date(s.start).toISOString(),
        ended_at: new Date(s.end).toISOString(),
        duration_ms: s.end - s.start,
        messages,
        usage: (0,trajectory/* emptyUsage */.ly)(),
        turns: [],
        stop_reason: 'completed',
        error: null,
        servers: unknownServers(draft),
        git: { sha: null, ref: null },
        imported_from: { session_id: s.session },
    };
}
function toolCall(c) {
    const stored = (0,stored_result/* storedResult */.R)(c.content, c.structured);
    return {
        type: 'tool_call',
        id: c.id,
        server: c.server,
        tool: c.tool,
        discovery: false,
        arguments: c.args,
        content: stored.content,
        ...(stored.structured !== undefined ? { structured_content: stored.structured } : {}),
        is_error: c.is_error,
        ...(stored.truncated ? { result_truncated: stored.truncated } : {}),
        ...(c.truncated ? { response_truncated: true } : {}),
        started_at: c.started_at,
        duration_ms: c.duration_ms,
    };
}

// EXTERNAL MODULE: ./src/mcp/index.ts + 4 modules
var mcp = __webpack_require__(90978);
;// CONCATENATED MODULE: ./src/authoring/import-calls.ts




/** Record-level reasons a record is no call of an agent session; session-level ones come in sessionCalls. */
function usable(r, via) {
    if (r.type !== 'tool_call' && r.type !== 'internal_tool_call')
        return no(`${r.type} records are not tool calls`);
    if (!r.session_id)
        return no('no session_id (a call of the CLI or the REST API, not of an MCP session)');
    if (!r.tool_name)
        return no('no tool_name');
    if (r.type === 'internal_tool_call') {
        if (r.tool_name.startsWith('call_tool_'))
            return no('call_tool_* record that repeats the tool_call record MCPProxy writes for the same call');
        if (via === 'upstream')
            return no("the proxy's own tools (internal_tool_call) are not upstream calls (--via upstream)");
        return { ok: true };
    }
    if (!r.server_name)
        return no('tool_call without server_name');
    if (via === 'upstream' && !mcp/* SERVER_NAME */.gz.test(r.server_name))
        return no('server name cannot be part of a canonical id mcp__<server>__<tool>');
    return { ok: true };
}
function no(reason) {
    return { ok: false, reason };
}
/**
 * A session's records, in time order, as its calls, with the `notes` import made of each record (by id); sub-calls
 * without their parent are counted in `dropped`.
 */
function sessionCalls(records, via, proxy, notes, dropped) {
    const sorted = [...records].sort((a, b) => a.time - b.time || (0,util_text/* compareText */.n6)(a.id, b.id));
    const calls = [];
    const byRequest = new Map();
    for (const r of sorted) {
        if (via === 'proxy' && r.parent_id)
            continue;
        const call = via === 'proxy' ? proxyCall(r, proxy) : upstreamCall(r);
        call.notes.push(...(notes.get(r.id) ?? []));
        calls.push(call);
        if (r.request_id)
            byRequest.set(r.request_id, call);
    }
    if (via === 'proxy')
        noteSubCalls(sorted, byRequest, dropped);
    return calls;
}
/** A code_execution's sub-calls, said on its step (replaying it makes them again). */
function noteSubCalls(sorted, byRequest, dropped) {
    const subs = new Map();
    for (const r of sorted) {
        if (!r.parent_id)
            continue;
        const parent = byRequest.get(r.parent_id);
        if (!parent) {
            dropped('sub-call whose code_execution call is not in the export');
            continue;
        }
        subs.set(parent, [...(subs.get(parent) ?? []), `${r.server_name}:${r.tool_name}`]);
    }
    for (const [parent, names] of subs)
        parent.notes.push(`its script called ${names.join(', ')}`);
}
function proxyCall(r, proxy) {
    const args = r.arguments ?? {};
    if (r.type === 'internal_tool_call')
        return call(r, proxy, r.tool_name, args);
    const variant = r.metadata?.tool_variant;
    const intent = intentOf(r);
    if (typeof variant === 'string' && variant.startsWith('call_tool_')) {
        const sensitivity = (0,json/* isRecord */.u4)(r.metadata?.intent) ? r.metadata.intent.data_sensitivity : undefined;
        const proxied = {
            name: `${r.server_name}:${r.tool_name}`,
            args,
            ...(intent ? { intent_reason: intent } : {}),
            ...(typeof sensitivity === 'string' ? { intent_data_sensitivity: sensitivity } : {}),
        };
        return call(r, proxy, variant, proxied);
    }
    if (!r.bodies) {
        // A CSV row does not say which call_tool_* variant carried it: read is the one most calls use.
        const c = call(r, proxy, 'call_tool_read', { name: `${r.server_name}:${r.tool_name}`, args: {} });
        c.notes.push('the export does not say which call_tool_* variant carried this call: call_tool_read assumed');
        return c;
    }
    // No variant: the proxy's direct routing mode, which lists each upstream tool as <server>__<tool>.
    return call(r, proxy, `${r.server_name}__${r.tool_name}`, args);
}
function upstreamCall(r) {
    return call(r, r.server_name, r.tool_name, r.arguments ?? {});
}
function call(r, server, tool, args) {
    const answer = answerOf(r);
    const truncated = r.response_truncated === true;
    return {
        id: (0,trajectory/* canonicalId */.iS)(server, tool),
        server,
        tool,
        args,
        ...answer,
        started_at: new Date(r.time - (r.duration_ms ?? 0)).toISOString(),
        duration_ms: r.duration_ms ?? 0,
        truncated,
        notes: truncated ? ['MCPProxy cut the recorded answer: only its text is kept, and compared'] : [],
        ...(intentOf(r) ? { intent: intentOf(r) } : {}),
        bodies: r.bodies,
    };
}
function intentOf(r) {
    const intent = r.metadata?.intent;
    return (0,json/* isRecord */.u4)(intent) && typeof intent.reason === 'string' && intent.reason.trim() ? intent.reason : undefined;
}
/** The answer as content blocks: an MCP result when the response is one (JSON), else the text MCPProxy wrote. */
function answerOf(r) {
    const failed = r.status !== undefined && r.status !== 'success';
    const text = r.response ?? (failed ? r.error_message : undefined);
    if (text === undefined)
        return { content: [], is_error: failed };
    const result = mcpResult(text);
    if (result)
        return { ...result, is_error: failed || result.is_error };
    return { content: textBlocks(text), is_error: failed };
}
function mcpResult(text) {
    if (!text.startsWith('{"content":') && !text.startsWith('{\n'))
        return null;
    try {
        const v = JSON.parse(text);
        if (!(0,json/* isRecord */.u4)(v) || !Array.isArray(v.content) || !v.content.every((b) => (0,json/* isRecord */.u4)(b) && typeof b.type === 'string'))
            return null;
        return {
            content: v.content,
            ...(v.structuredContent !== undefined ? { structured: v.structuredContent } : {}),
            is_error: v.isError === true,
        };
    }
    catch {
        return null;
    }
}
const PLACEHOLDER = /^\[(image|audio):([^\s\]]+) len=\d+\]$/;
/**
 * MCPProxy records an answer as its blocks' text joined by line breaks, an image or audio block as the line
 * `[image:<mime> len=<n>]`, another block as its JSON: split back into blocks (their data is not recorded), so the
 * comparison sees the same kinds of blocks the agent got.
 */
function textBlocks(text) {
    const blocks = [];
    let lines = [];
    const flush = () => {
        if (lines.length)
            blocks.push({ type: 'text', text: lines.join('\n') });
        lines = [];
    };
    for (const line of text.split('\n')) {
        const media = PLACEHOLDER.exec(line);
        const other = media ? null : jsonBlock(line);
        if (!media && !other) {
            lines.push(line);
            continue;
        }
        flush();
        blocks.push(media ? { type: media[1], mimeType: media[2], data: '' } : other);
    }
    flush();
    return blocks;
}
function jsonBlock(line) {
    if (!line.startsWith('{"') || !line.includes('"type"'))
        return null;
    try {
        const v = JSON.parse(line);
        return (0,json/* isRecord */.u4)(v) && typeof v.type === 'string' && v.type !== 'text' ? v : null;
    }
    catch {
        return null;
    }
}

// EXTERNAL MODULE: ./src/sanitize/redact.ts + 1 modules
var redact = __webpack_require__(45709);
;// CONCATENATED MODULE: ./src/authoring/import-redact.ts
// What import hides. As each record is read: its user_id and user_email, the identity MCPProxy adds to arguments
// (`_auth_*`), the value of every secret-looking key (`api_key`, `password`, `*_TOKEN`: in arguments, metadata, and
// `key: value` or `"key": "value"` text of answers). Then, over the few sessions a scenario keeps, before anything
// is written (outputRedactor): the user ids and emails wherever they appear, token shapes, bearer tokens and the
// secret-looking variables of import's own environment. That second pass runs on what is kept, not on every record:
// its global regular expressions over 50,000 answers kept them alive past young-generation collections and lifted the
// peak memory of an import by half (bench 11).


/** `name: value`, `name=value`, `"name": "value"`: the value of a secret-looking name in text. */
const FIELD = /(["']?)([A-Za-z_][A-Za-z0-9_.-]{0,80})\1(\s*[:=]\s*)(["']?)([^"'\s,;}&]+)/g;
/** The redactor of what import writes: `identities` are the user ids and emails of the export (its first pass). */
function outputRedactor(identities, env) {
    return (0,redact/* createRedactor */.lY)({ env, secrets: [...identities] });
}
/** A record's secret-looking keys and fields hidden, its user identity dropped (outputRedactor does the rest). */
function recordRedactor() {
    return (r) => {
        const hidden = [];
        const args = r.arguments ? hideKeys(withoutAuth(r.arguments), '', hidden) : undefined;
        const metadata = r.metadata ? hideKeys(r.metadata, '', []) : undefined;
        const record = {
            ...r,
            arguments: args,
            metadata,
            response: r.response === undefined ? undefined : hideFields(r.response),
            error_message: r.error_message === undefined ? undefined : hideFields(r.error_message),
            user_id: undefined,
            user_email: undefined,
        };
        return { record, hidden };
    };
}
/** MCPProxy copies the caller's identity into the arguments it records (`_auth_user_email`): not the agent's. */
function withoutAuth(args) {
    return Object.fromEntries(Object.entries(args).filter(([k]) => !k.startsWith('_auth_')));
}
/** Every value under a secret-looking key replaced; the keys' paths noted in `hidden`. */
function hideKeys(value, at, hidden) {
    const walk = (v, path) => {
        if (Array.isArray(v))
            return v.map((x) => walk(x, `${path}[]`));
        if (!(0,json/* isRecord */.u4)(v))
            return typeof v === 'string' ? hideFields(v) : v;
        const out = {};
        for (const [k, x] of Object.entries(v)) {
            const p = path ? `${path}.${k}` : k;
            if ((0,redact/* isCredentialName */.hN)(k) && x !== null && x !== '' && typeof x !== 'boolean') {
                out[k] = redact/* REDACTED */.XF;
                hidden.push(p);
            }
            else
                out[k] = walk(x, p);
        }
        return out;
    };
    return walk(value, at);
}
/** The value of each secret-looking `name: value` in text (JSON or not) replaced. */
function hideFields(text) {
    return text.replace(FIELD, (all, q, name, sep, vq, value) => (0,redact/* isCredentialName */.hN)(name) && value !== redact/* REDACTED */.XF && !/^(true|false|null|\d{1,5})$/.test(value)
        ? `${q}${name}${q}${sep}${vq}${redact/* REDACTED */.XF}`
        : all);
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/authoring/otlp.ts
// An OTLP JSON trace file (`{"resourceSpans": [...]}`, an ExportTraceServiceRequest as collectors, SDK file exporters
// and this product's traces.json write it) read as activity records, for `mcp-eval import`: each `tools/call` span
// of the MCP semantic conventions is a call. A trace is a session (one scenario run of this product's traces), so
// the calls are grouped, redacted and written as an activity export's are. The client's spans are the calls as it
// made them; a file of a server's or proxy's spans alone (no client tools/call span) gives their server spans.



/** SpanKind in OTLP: 2 server, 3 client. */
const KIND_SERVER = 2;
const KIND_CLIENT = 3;
const STATUS_ERROR = 2;
/** Does the file start as OTLP JSON does (its first key `resourceSpans`)? False for a file that cannot be read. */
async function looksOtlp(file) {
    const handle = await (0,promises_.open)(file, 'r').catch(() => null);
    if (!handle)
        return false;
    try {
        const { buffer, bytesRead } = await handle.read(Buffer.alloc(512), 0, 512, 0);
        return /^\uFEFF?\s*\{\s*"resourceSpans"\s*:/.test(buffer.subarray(0, bytesRead).toString('utf8'));
    }
    finally {
        await handle.close();
    }
}
/** Every tools/call span of the file as a record, in the file's order; a file that is not OTLP JSON is an error. */
async function readOtlp(file, on) {
    let data;
    try {
        data = JSON.parse(await (0,promises_.readFile)(file, 'utf8'));
    }
    catch (e) {
        throw new errors/* EvalError */.Fn('usage', `${file}: not OTLP JSON: ${e.message}`);
    }
    const spans = spansOf(file, data);
    const calls = spans.filter((s) => s.attributes.get('mcp.method.name') === 'tools/call');
    const clients = calls.filter((s) => s.span.kind === KIND_CLIENT);
    const chosen = clients.length ? clients : calls.filter((s) => s.span.kind === KIND_SERVER);
    chosen.forEach((s, i) => on.record(otlp_toRecord(file, s), i + 1));
}
/** The spans with their attributes and their resource's, each checked for what import reads; `where` names it. */
function spansOf(file, data) {
    const bad = (where, what) => new errors/* EvalError */.Fn('usage', `${file}: not OTLP JSON: ${where}: ${what}`);
    const list = (v, where) => {
        if (!Array.isArray(v))
            throw bad(where, 'expected an array');
        v.forEach((x, i) => {
            if (!(0,json/* isRecord */.u4)(x))
                throw bad(`${where}[${i}]`, 'expected an object');
        });
        return v;
    };
    if (!(0,json/* isRecord */.u4)(data))
        throw bad('the file', 'expected an object with resourceSpans');
    const out = [];
    list(data.resourceSpans, 'resourceSpans').forEach((rs, i) => {
        const resource = attributesOf((0,json/* isRecord */.u4)(rs.resource) ? rs.resource.attributes : undefined, `resourceSpans[${i}]`, bad);
        list(rs.scopeSpans ?? [], `resourceSpans[${i}].scopeSpans`).forEach((ss, j) => {
            list(ss.spans ?? [], `resourceSpans[${i}].scopeSpans[${j}].spans`).forEach((span, k) => {
                const where = `resourceSpans[${i}].scopeSpans[${j}].spans[${k}]`;
                for (const key of ['traceId', 'spanId', 'name'])
                    if (typeof span[key] !== 'string' || !span[key])
                        throw bad(where, `${key}: expected a non-empty string`);
                for (const key of ['startTimeUnixNano', 'endTimeUnixNano'])
                    if (!/^\d+$/.test(String(span[key] ?? '')))
                        throw bad(where, `${key}: expected nanoseconds since the epoch`);
                out.push({ where, span, resource, attributes: attributesOf(span.attributes, where, bad) });
            });
        });
    });
    return out;
}
/** OTLP attributes (`[{key, value: {stringValue | intValue | ...}}]`) as a map of plain values. */
function attributesOf(v, where, bad) {
    const out = new Map();
    if (v === undefined)
        return out;
    if (!Array.isArray(v))
        throw bad(`${where}.attributes`, 'expected an array');
    v.forEach((a, i) => {
        if (!(0,json/* isRecord */.u4)(a) || typeof a.key !== 'string' || !(0,json/* isRecord */.u4)(a.value))
            throw bad(`${where}.attributes[${i}]`, 'expected {key, value}');
        const value = a.value;
        const plain = value.stringValue ?? value.intValue ?? value.doubleValue ?? value.boolValue;
        if (plain !== undefined)
            out.set(a.key, typeof value.intValue === 'string' ? Number(value.intValue) : plain);
    });
    return out;
}
function otlp_toRecord(file, { span, attributes, resource }) {
    const text = (key) => {
        const v = attributes.get(key);
        return typeof v === 'string' && v ? v : undefined;
    };
    const startNs = BigInt(String(span.startTimeUnixNano));
    const endNs = BigInt(String(span.endTimeUnixNano));
    const time = Number(endNs / 1000000n);
    const args = parsedObject(text('gen_ai.tool.call.arguments'));
    const status = (0,json/* isRecord */.u4)(span.status) ? span.status : {};
    const failed = text('error.type') !== undefined || status.code === STATUS_ERROR;
    const service = resource.get('service.name');
    return {
        id: String(span.spanId),
        type: 'tool_call',
        server_name: text('mcp_eval.server') ?? text('server.address') ?? (typeof service === 'string' ? service : file),
        tool_name: text('gen_ai.tool.name'),
        arguments: args,
        response: resultText(text('gen_ai.tool.call.result')),
        status: failed ? 'error' : 'success',
        error_message: failed ? (typeof status.message === 'string' && status.message) || text('error.type') : undefined,
        duration_ms: Number(endNs - startNs) / 1e6,
        timestamp: new Date(time).toISOString(),
        time,
        session_id: String(span.traceId),
        request_id: text('jsonrpc.request.id'),
        bodies: args !== undefined,
    };
}
function parsedObject(text) {
    if (text === undefined)
        return undefined;
    try {
        const v = JSON.parse(text);
        return (0,json/* isRecord */.u4)(v) ? v : undefined;
    }
    catch {
        return undefined;
    }
}
/** A result kept as an MCP result is written content first, as import reads one; any other text as it is. */
function resultText(text) {
    const v = parsedObject(text);
    if (!v || !Array.isArray(v.content))
        return text;
    return JSON.stringify({ content: v.content, structuredContent: v.structuredContent, isError: v.isError });
}

// EXTERNAL MODULE: ./src/authoring/write.ts
var write = __webpack_require__(89906);
;// CONCATENATED MODULE: ./src/authoring/import.ts
// mcp-eval import: an MCPProxy activity export (or OTLP traces, otlp.ts) into scenarios and their baselines, one
// scenario per agent session (near-identical sessions merged, import-build.ts). It streams the file twice: the first
// pass counts each session's records (and collects the user ids and emails to hide); the second keeps a session's
// records only until its last one is read, then turns them into calls and lets them go. Memory holds the sessions
// being read, a count per session, and the scenarios' few variations, never the whole export (an OTLP file, one JSON
// document, is read whole: otlp.ts).









/** Records of one session kept; a longer session is cut (counted). */
const MAX_SESSION_RECORDS = 500;
/** Calls of one scenario; a longer session keeps its first ones (counted). */
const MAX_CALLS = 100;
/** Malformed lines listed by number; the rest are counted. */
const MAX_LISTED = 20;
async function importActivity(given) {
    // A trace's calls are the client's own, to the servers it called: there is no proxy's view to choose.
    const otlp = given.format === 'otlp' || (!given.format && (await looksOtlp(given.file)));
    const opts = otlp ? { ...given, format: 'otlp', via: 'upstream' } : given;
    const counts = new Map();
    const count = (reason, n = 1) => counts.set(reason, (counts.get(reason) ?? 0) + n);
    const malformed = [];
    let malformedCount = 0;
    let records = 0;
    const expected = new Map();
    const identities = new Set();
    let bodies = false;
    const format = await readExport(opts, {
        record: (r) => {
            records++;
            bodies ||= r.bodies;
            for (const v of [r.user_id, r.user_email])
                if (v)
                    identities.add(v);
            const why = leftOut(r, opts);
            if (why)
                count(why);
            else
                expected.set(r.session_id, (expected.get(r.session_id) ?? 0) + 1);
        },
        malformed: (line, message) => {
            malformedCount++;
            if (malformed.length < MAX_LISTED)
                malformed.push({ line, message });
        },
    });
    const groups = new ScenarioGroups(opts.maxScenarios);
    const used = await secondPass(opts, { format, expected, bodies }, groups, count);
    const built = groups.build(buildOptions(opts, outputRedactor(identities, opts.env)));
    const files = suiteFiles(built, opts);
    await (0,write/* writeSuiteFiles */.j)(files, opts.force, 'import');
    return {
        file: opts.file,
        format,
        records,
        used,
        sessions: built.reduce((n, b) => n + b.sessions, 0),
        scenarios: built.length,
        baselines: built.filter((b) => b.baseline).length,
        unused: [...counts]
            .map(([reason, n]) => ({ reason, count: n }))
            .sort((a, b) => b.count - a.count || (0,util_text/* compareText */.n6)(a.reason, b.reason)),
        malformed,
        malformed_count: malformedCount,
        files: files.map((f) => f.path),
    };
}
/** The records of the file: an OTLP trace file's (otlp.ts), or an activity export's. */
async function readExport(opts, on) {
    if (opts.format !== 'otlp')
        return readActivity(opts.file, opts.format, on);
    await readOtlp(opts.file, on);
    return 'otlp';
}
/** Why a record is not imported (the filters, then what makes a record no call); null when it is. */
function leftOut(r, opts) {
    const isCall = r.type === 'tool_call' || r.type === 'internal_tool_call';
    if (!opts.types.includes(r.type))
        return isCall ? `${r.type} records left out by --type` : `${r.type} records are not tool calls`;
    const u = usable(r, opts.via);
    if (!u.ok)
        return u.reason;
    if (opts.since !== undefined && r.time < opts.since)
        return 'before --since';
    if (opts.servers.length && !opts.servers.includes(r.server_name || opts.proxy))
        return 'server left out by --server';
    return null;
}
/** Each session's records gathered until its last one is read, then made calls and added to its scenario. */
async function secondPass(opts, { format, expected, bodies }, groups, count) {
    const redact = recordRedactor();
    const open = new Map();
    let used = 0;
    const finish = (session, b) => {
        open.delete(session);
        expected.delete(session);
        used += finishSession(session, b, opts, groups, count);
    };
    const keep = (b, raw) => {
        const { record, hidden } = redact(raw);
        const notes = hidden.length ? [`redacted (secret-looking): ${hidden.join(', ')}`] : [];
        if (bodies && !record.bodies) {
            // An export with bodies, and none on this record: MCPProxy refused the call before it kept them.
            record.bodies = true;
            notes.push('MCPProxy recorded neither arguments nor answer for this call: it is made with none');
        }
        b.records.push(record);
        if (notes.length)
            b.notes.set(record.id, notes);
    };
    await readExport({ ...opts, format }, {
        record: (raw) => {
            if (leftOut(raw, opts))
                return;
            const session = raw.session_id;
            const b = open.get(session) ?? { expected: expected.get(session) ?? 0, seen: 0, records: [], notes: new Map() };
            open.set(session, b);
            b.seen++;
            if (b.records.length < MAX_SESSION_RECORDS)
                keep(b, raw);
            else
                count(`records past the first ${MAX_SESSION_RECORDS} read of one session`);
            if (b.seen >= b.expected)
                finish(session, b);
        },
        malformed: () => { },
    });
    for (const [session, b] of open)
        finish(session, b);
    return used;
}
/** The session's calls into its scenario; the number of records used. */
function finishSession(session, b, opts, groups, count) {
    let dropped = 0;
    const calls = sessionCalls(b.records, opts.via, opts.proxy, b.notes, (reason) => {
        dropped++;
        count(reason);
    });
    if (calls.length > MAX_CALLS) {
        count(`calls past the first ${MAX_CALLS} of one session`, calls.length - MAX_CALLS);
        calls.length = MAX_CALLS;
    }
    if (!calls.length)
        return 0;
    const times = b.records.map((r) => r.time);
    const start = Math.min(...calls.map((c) => Date.parse(c.started_at)));
    if (!groups.add({ session, start, end: Math.max(...times), calls })) {
        count(`sessions past --max-scenarios ${opts.maxScenarios} distinct scenarios`, 1);
        return 0;
    }
    return b.records.length - dropped;
}
function buildOptions(opts, redact) {
    return {
        redact,
        via: opts.via,
        otlp: opts.format === 'otlp',
        proxy: opts.proxy,
        folder: opts.folder,
        fileOf: (id) => relativePosix(external_node_path_default().join(opts.dir, `${id}.yaml`)),
    };
}
function suiteFiles(built, opts) {
    return built.flatMap((b) => [
        { path: external_node_path_default().join(opts.dir, `${b.draft.id}.yaml`), text: b.yaml },
        ...(b.baseline
            ? [{ path: external_node_path_default().join(opts.baselineDir, (0,format/* baselinePath */.XB)(b.draft.id)), text: (0,format/* serializeBaseline */.ky)(b.baseline) }]
            : []),
    ]);
}
/** The path as the scenario loader names a file: relative to the working directory, with `/`. */
function relativePosix(p) {
    return external_node_path_default().relative(process.cwd(), external_node_path_default().resolve(p)).split((external_node_path_default()).sep).join('/');
}


/***/ }),

/***/ 89906:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ writeSuiteFiles)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70017);
/* harmony import */ var _util_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75787);
// Writing what init and import made: nothing is overwritten unless asked, and nothing is written when one of the
// files is in the way, so a refused run leaves the folder as it was.



/** Files named at most in the refusal; the rest are counted. */
const NAMED = 5;
/** Write every file (atomically), or none when one exists and `force` is off. */
async function writeSuiteFiles(files, force, command) {
    if (!force) {
        const existing = files.filter((f) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(f.path)).map((f) => f.path);
        if (existing.length) {
            const more = existing.length > NAMED ? ` and ${existing.length - NAMED} more` : '';
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EvalError */ .Fn('usage', `${existing.length} file(s) exist already: ${existing.slice(0, NAMED).join(', ')}${more}`, {
                hint: `nothing was written; mcp-eval ${command} --force overwrites them, or choose another directory`,
            });
        }
    }
    for (const f of files)
        await (0,_util_files_js__WEBPACK_IMPORTED_MODULE_2__/* .writeAtomic */ .v)(f.path, f.text);
}


/***/ }),

/***/ 76532:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hv: () => (/* reexport */ BASELINE_SCHEMA_VERSION),
  M$: () => (/* binding */ MAX_VARIATIONS),
  MN: () => (/* binding */ RETRIEVAL_BASELINES),
  kC: () => (/* binding */ addVariations),
  XB: () => (/* binding */ baselinePath),
  nk: () => (/* binding */ parseBaseline),
  s$: () => (/* binding */ readBaselineFile),
  tG: () => (/* binding */ readHistoryFile),
  RX: () => (/* binding */ retrievalBaselinePath),
  ky: () => (/* binding */ serializeBaseline),
  Wf: () => (/* binding */ staleReason),
  TW: () => (/* binding */ storedFilePath),
  b5: () => (/* binding */ writeBaselineFile)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
// EXTERNAL MODULE: ./src/util/files.ts
var files = __webpack_require__(75787);
// EXTERNAL MODULE: ./src/util/json.ts
var util_json = __webpack_require__(74976);
// EXTERNAL MODULE: ./src/util/memo.ts
var memo = __webpack_require__(6012);
// EXTERNAL MODULE: ./src/util/zod.ts
var zod = __webpack_require__(12001);
// EXTERNAL MODULE: ./src/results/trajectory.ts + 2 modules
var trajectory = __webpack_require__(32899);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/results/history.ts
var results_history = __webpack_require__(82294);
// EXTERNAL MODULE: ./src/util/version.ts
var util_version = __webpack_require__(76092);
;// CONCATENATED MODULE: ./src/baselines/migrate.ts
// Baselines across releases. The file format's version (BASELINE_SCHEMA_VERSION) moves with the package: a release
// whose files the previous release would misread bumps it, says so in CHANGELOG.md ("Baseline format N"), records
// here which release first wrote it, and adds the step that turns the previous format into the new one, with a
// file of the previous format kept in test/fixtures/baselines/format-<n>/ (test/baselines/migrate.test.ts reads each).
// So every release reads every older format, migrated step by step as it is read (the file is left as it is: the
// next recording or acceptance writes it in the current format), and refuses a newer one, naming the release that
// wrote it and the command that reads it.


/** The current format: what this release writes. */
const BASELINE_SCHEMA_VERSION = 2;
/** The release that first wrote each format. */
const FORMAT_RELEASES = { 1: '0.1.0', 2: '0.2.0' };
/** Format n's file as format n + 1's, for each n below the current format. */
const STEPS = {
    // Format 2 names the release that wrote the file (mcp_eval_version); a 0.1 release did not say.
    1: (b) => ({ ...b, schema_version: 2, mcp_eval_version: null }),
};
/** A baseline file's JSON in the current format, or an error (kind baseline) naming `where` and what to do. */
function migrateBaseline(json, where) {
    const version = json.schema_version;
    if (version === undefined) {
        throw new errors/* EvalError */.Fn('baseline', `incompatible baseline ${where}: has no schema_version: not an mcp-eval baseline`);
    }
    if (typeof version === 'number' && version > BASELINE_SCHEMA_VERSION) {
        const by = typeof json.mcp_eval_version === 'string' ? json.mcp_eval_version : null;
        throw new errors/* EvalError */.Fn('baseline', `incompatible baseline ${where}: format ${version}, written by ${by ? `mcp-eval ${by}` : 'a newer mcp-eval'}; ` +
            `this mcp-eval ${util_version/* VERSION */.x} reads formats 1 to ${BASELINE_SCHEMA_VERSION}: ` +
            `run it with that release or a later one (npx mcp-eval-action@${by ?? 'latest'})`);
    }
    let migrated = json;
    for (let v = version; v !== BASELINE_SCHEMA_VERSION; v = migrated.schema_version) {
        const step = typeof v === 'number' ? STEPS[v] : undefined;
        if (!step) {
            throw new errors/* EvalError */.Fn('baseline', `incompatible baseline ${where}: has schema_version ${JSON.stringify(v)}, no format mcp-eval ever wrote: ` +
                're-record it (mcp-eval record) or restore it from git');
        }
        migrated = step(migrated);
    }
    return migrated;
}

;// CONCATENATED MODULE: ./src/baselines/list-text.ts
// The server lists of a baseline's text, cut out of it (format.ts reads the rest alone). A baseline holds its servers'
// whole contract twice (its own `servers` and each run's), 90% of the file and the same text in every baseline of a
// suite: 200 baselines of one server are 12 MB of JSON text, of which some 100 KB differ.
const LIST_START = /\n( +)"servers": \[\n/g;
/**
 * Each `"servers": [` list of the text as serializeBaseline lays it out (JSON.stringify with 2 spaces: a list's lines
 * are indented deeper than its brackets, so the first `]` at the bracket's own indentation closes it). Null where no
 * list is found or one does not close. A cut in the wrong place cannot go unnoticed: a JSON value delimits itself, so
 * a list text that is not a whole value does not parse, nor does the rest; the caller parses both, and checks that
 * the numbers stand where the lists belong.
 */
function cutLists(text) {
    const parts = [];
    const lists = [];
    let from = 0;
    LIST_START.lastIndex = 0;
    for (let m = LIST_START.exec(text); m; m = LIST_START.exec(text)) {
        const open = m.index + m[0].length - 2;
        const close = text.indexOf(`\n${m[1]}]`, open);
        if (close < 0)
            return null;
        const end = close + m[1].length + 2;
        parts.push(text.slice(from, open), String(lists.length));
        lists.push(text.slice(open, end));
        from = end;
        LIST_START.lastIndex = end;
    }
    if (!lists.length)
        return null;
    parts.push(text.slice(from));
    return { rest: parts.join(''), lists };
}

;// CONCATENATED MODULE: ./src/baselines/format.ts
// The baseline file: one versioned JSON document per scenario, at a path that mirrors the
// scenario's id (`search/env` -> `search/env.json`), holding every recorded run. Files are
// validated on read: a corrupt, foreign or newer file is an error (kind baseline) naming the file
// and the problem, never "no baseline" (that would silently re-record or skip a comparison). A file
// of an older release's format is read as this one's (migrate.ts: how the format moves with the package).













// The trajectory schemas are shared with results.json (src/results/trajectory.ts); objects are loose there and here.
const baselineSchema = (0,trajectory/* looseObject */._H)({
    schema_version: schemas/* literal */.euz(BASELINE_SCHEMA_VERSION),
    /** The mcp-eval release that wrote the file (the last to save it); null: a release from before format 2. */
    mcp_eval_version: schemas/* string */.YjP().nullable(),
    scenario_id: schemas/* string */.YjP().min(1),
    /** The scenario file it was recorded from, as given on that run. */
    scenario_file: schemas/* string */.YjP(),
    /** sha256 of the scenario file when recorded; differs from the current file = stale. */
    scenario_hash: schemas/* string */.YjP(),
    recorded_at: schemas/* string */.YjP(),
    agent: trajectory/* agentKindSchema */.NJ,
    model: schemas/* string */.YjP().nullable(),
    git: trajectory/* gitInfoSchema */.mo,
    /** Servers of the last recorded run: names, versions, tool schema hashes. */
    servers: schemas/* array */.YOg(trajectory/* serverSnapshotSchema */.hg),
    /**
     * The variations: each successful run of the recording, then each run accepted later (`mcp-eval accept`), oldest
     * first, each with its own run_index. A compared run is judged against the closest one. Never empty.
     */
    trajectories: schemas/* array */.YOg(trajectory/* trajectorySchema */.hR).min(1),
    /** The scenario's config_file when recorded (path and sha256); absent or null: the default configuration. */
    config: trajectory/* configRefSchema */.vo.nullable().optional(),
    /**
     * How many of the recording's runs passed (docs/scoring/pass-rates.md), kept when it made more than one: what a
     * compare's rate is tested against. Absent: its variations count, each a run that passed.
     */
    pass_rate: schemas/* object */.Ikc({ passes: schemas/* number */.aig().int().min(0), runs: schemas/* number */.aig().int().min(1) }).optional(),
});
/** Variations a baseline keeps at most: accepting more drops the oldest, so a file and a comparison stay small. */
const MAX_VARIATIONS = 10;
/**
 * The baseline with these runs added as variations: each gets the next run_index, the newest server snapshots
 * become the baseline's (what later tool changes are measured from), and past `cap` the oldest are dropped.
 */
function addVariations(b, runs, cap = MAX_VARIATIONS) {
    let next = Math.max(...b.trajectories.map((t) => t.run_index)) + 1;
    const all = [...b.trajectories, ...runs.map((t) => ({ ...t, run_index: next++ }))];
    const dropped = all.slice(0, Math.max(0, all.length - cap));
    const trajectories = all.slice(dropped.length);
    return { baseline: { ...b, servers: runs[runs.length - 1].servers, trajectories }, dropped };
}
/** `search/env` -> `search/env.json`; refuses ids that would leave the baseline root. */
function baselinePath(scenarioId) {
    const parts = scenarioId.split('/');
    if (!scenarioId ||
        scenarioId.includes('\\') ||
        scenarioId.includes('\0') ||
        parts.some((p) => p === '' || p === '.' || p === '..')) {
        throw new errors/* EvalError */.Fn('baseline', `scenario id "${scenarioId}" cannot name a baseline file (empty, absolute or "..")`);
    }
    return `${scenarioId}.json`;
}
/**
 * Where a retrieval suite's baseline lives in a store, next to the scenarios': `.retrieval/<suite id>.json`. A
 * scenario id never starts there (the loader's globs skip dot directories), so the two never meet.
 */
const RETRIEVAL_BASELINES = '.retrieval';
function retrievalBaselinePath(suiteId) {
    return storedFilePath(`${RETRIEVAL_BASELINES}/${suiteId}.json`);
}
/** A stored file's path (BaselineStore save `files`): a `.json` path that stays below the store's root. */
function storedFilePath(file) {
    const parts = file.split('/');
    if (!file.endsWith('.json') ||
        file.includes('\\') ||
        file.includes('\0') ||
        parts.some((p) => p === '' || p === '.' || p === '..')) {
        throw new errors/* EvalError */.Fn('baseline', `"${file}" cannot name a file in the baseline store (not a relative .json path)`);
    }
    return file;
}
/**
 * Pretty, stable JSON with a final newline, so baseline diffs in git are readable; stamped with this release's
 * format and version, whoever wrote the baseline before (an accepted run saves a baseline read from an older one).
 */
function serializeBaseline(b) {
    return `${JSON.stringify({ ...b, schema_version: BASELINE_SCHEMA_VERSION, mcp_eval_version: util_version/* VERSION */.x }, null, 2)}\n`;
}
/**
 * Validate a baseline's text. `where` names the file in every message (a path, cache key or
 * branch:path); `expectedId` catches a file that holds another scenario's baseline.
 */
function parseBaseline(text, where, expectedId) {
    const baseline = listsOnce(text) ?? parseWhole(text, where);
    if (expectedId !== undefined && baseline.scenario_id !== expectedId) {
        throw new errors/* EvalError */.Fn('baseline', `baseline ${where} holds scenario "${baseline.scenario_id}", expected "${expectedId}"`);
    }
    return baseline;
}
/** The whole text parsed, migrated and validated: every file's way where listsOnce finds no way, and its messages. */
function parseWhole(text, where) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (e) {
        throw new errors/* EvalError */.Fn('baseline', `corrupt baseline ${where}: not valid JSON (${(0,errors/* errorMessage */.gJ)(e)}); re-record it or restore it from git`);
    }
    if (!(0,util_json/* isRecord */.u4)(json))
        throw new errors/* EvalError */.Fn('baseline', `corrupt baseline ${where}: expected a JSON object`);
    const parsed = baselineSchema.safeParse(migrateBaseline(json, where), { reportInput: true });
    if (!parsed.success)
        throw new errors/* EvalError */.Fn('baseline', `corrupt baseline ${where}: ${(0,zod/* summarizeIssues */.ME)(parsed.error)}`);
    return parsed.data;
}
/** The baseline schema with each `servers` list (its own and each variation's) left to validList. */
const baselineShellSchema = baselineSchema.extend({
    servers: schemas/* unknown */.L5J(),
    trajectories: schemas/* array */.YOg(trajectory/* trajectorySchema */.hR.extend({ servers: schemas/* unknown */.L5J() })).min(1),
});
const serversSchema = schemas/* array */.YOg(trajectory/* serverSnapshotSchema */.hg);
/** Server lists validated, by their JSON text (null where invalid); at most 64 (then it starts over). */
const validLists = new memo/* KeyedMemo */.zC(64);
/** A server list validated once for each text it is seen in; null where it is not valid. */
function validList(text, read) {
    return validLists.get(text, () => {
        const parsed = serversSchema.safeParse(read(), { reportInput: true });
        return parsed.success ? parsed.data : null;
    });
}
/**
 * A baseline of this release's format as serializeBaseline wrote it, its server lists cut out of the text
 * (list-text.ts): each distinct list text parsed and validated once a process, the rest (a few KB) parsed alone; the
 * same value as parseWhole's. Null where the text is laid out otherwise or anything is invalid: parseWhole then reads
 * it, and says what is wrong.
 */
function listsOnce(text) {
    const cut = cutLists(text);
    if (!cut)
        return null;
    try {
        const json = JSON.parse(cut.rest);
        if (!(0,util_json/* isRecord */.u4)(json) || json.schema_version !== BASELINE_SCHEMA_VERSION)
            return null;
        const runs = json.trajectories;
        // The i-th list stood where the number i stands now: the baseline's own first, then each run's.
        const at = [json.servers, ...(Array.isArray(runs) ? runs.map((r) => ((0,util_json/* isRecord */.u4)(r) ? r.servers : null)) : [])];
        if (at.length !== cut.lists.length || at.some((v, i) => v !== i))
            return null;
        const lists = cut.lists.map((t) => validList(t, () => JSON.parse(t)));
        const shell = baselineShellSchema.safeParse(json, { reportInput: true });
        if (!shell.success || lists.some((l) => !l))
            return null;
        const trajectories = shell.data.trajectories.map((t, i) => ({ ...t, servers: lists[i + 1] }));
        return { ...shell.data, servers: lists[0], trajectories };
    }
    catch {
        return null;
    }
}
/** Read and validate a baseline file; null when it does not exist. */
async function readBaselineFile(file, expectedId) {
    let text;
    try {
        text = await external_node_fs_.promises.readFile(file, 'utf8');
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return null;
        throw new errors/* EvalError */.Fn('baseline', `cannot read baseline ${file}: ${(0,errors/* errorMessage */.gJ)(e)}`);
    }
    return parseBaseline(text, file, expectedId);
}
/** Read a history file; NO_HISTORY when it does not exist. `where` names it (default: the path). */
async function readHistoryFile(file, where = file) {
    try {
        return (0,results_history/* parseHistory */.i6)(await external_node_fs_.promises.readFile(file, 'utf8'), where);
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return results_history/* NO_HISTORY */.Vo;
        throw new errors/* EvalError */.Fn('baseline', `cannot read the run history ${where}: ${(0,errors/* errorMessage */.gJ)(e)}`);
    }
}
/** Write atomically (temp file + rename): a reader or a crash never leaves half a baseline. */
async function writeBaselineFile(file, b) {
    await (0,files/* writeAtomic */.v)(file, serializeBaseline(b));
}
/**
 * What changed since recording, or null: the scenario file, or the config file it names (another file,
 * or the same file edited). The comparison still runs; reports say so.
 */
function staleReason(b, scenario, config = null) {
    const reasons = [];
    if (b.scenario_hash !== scenario.content_hash)
        reasons.push('the scenario file changed');
    if ((b.config?.hash ?? null) !== (config?.hash ?? null))
        reasons.push('its config file changed');
    return reasons.length ? reasons.join(' and ') : null;
}


/***/ })

};
