export const id = 913;
export const ids = [913];
export const modules = {

/***/ 98913:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IMPORT: () => (/* binding */ IMPORT),
/* harmony export */   importCommand: () => (/* binding */ importCommand),
/* harmony export */   since: () => (/* binding */ since)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);
/* harmony import */ var _sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52640);
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16020);
/* harmony import */ var _own_flags_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(33004);
// `mcp-eval import <export>`: scenarios and baselines from an MCPProxy activity export (src/authoring/import.ts).




const IMPORT = {
    name: 'import',
    args: ' <export>',
    summary: 'write scenarios and their baselines from an MCPProxy activity export or OTLP traces, one per session',
    flags: {
        format: {
            type: 'string',
            value: 'json|csv|otlp',
            help: "the export's format (default: from its start); otlp: an OTLP JSON trace file (docs/traces.md)",
        },
        via: {
            type: 'string',
            value: 'proxy|upstream',
            help: 'calls as the agent made them to the proxy (call_tool_read {name, args}, retrieve_tools, ...), to replay ' +
                'against the proxy; or the upstream calls (mcp__<server>__<tool>), to replay against those servers',
            default: 'proxy',
        },
        'proxy-name': {
            type: 'string',
            value: '<name>',
            help: "the proxy's name in the mcp.json of the replay: calls are mcp__<name>__<tool>",
            default: 'mcpproxy',
        },
        type: {
            type: 'string',
            multiple: true,
            value: '<type>',
            help: "record types imported (tool_call: upstream calls; internal_tool_call: the proxy's own tools)",
            default: 'tool_call,internal_tool_call',
        },
        server: {
            type: 'string',
            multiple: true,
            value: '<name>',
            help: "only calls of these upstream servers (the proxy's own tools: give --proxy-name's value too)",
        },
        since: { type: 'string', value: '<time>', help: 'only records from this time on: RFC 3339, or 30m, 24h, 7d ago' },
        'scenarios-dir': { type: 'string', value: '<dir>', help: 'the scenarios directory', default: 'scenarios' },
        folder: {
            type: 'string',
            value: '<name>',
            help: 'folder under it for the imported scenarios',
            default: 'imported',
        },
        'baseline-dir': { type: 'string', value: '<dir>', help: "the dir store's directory", default: 'baselines' },
        'max-scenarios': { type: 'string', value: '<n>', help: 'distinct scenarios written at most', default: '200' },
        force: { type: 'boolean', help: 'overwrite files that exist (else nothing is written)' },
    },
    notes: [
        'Reads `mcpproxy activity export --include-bodies --output activity.jsonl` (JSON Lines; without\n' +
            '--include-bodies, or as CSV, the export has no arguments or answers: scenarios are written disabled,\n' +
            'without baselines). Records are grouped by session_id, ordered by timestamp; sessions with the same calls\n' +
            'in the same order and the same argument names are merged into one scenario whose baseline keeps their\n' +
            "recorded answers as variations. user_intent is the agent's declared intent (metadata.intent.reason), else\n" +
            'the tools used. user_id, user_email and every secret-looking value are redacted before anything is written.\n' +
            'Records that are not imported are counted by reason; a malformed line is named by its number (exit 1),\n' +
            'and the rest still imports.',
        "Also reads OTLP JSON traces (a run's traces.json, or any client's or proxy's spans that follow the MCP\n" +
            'conventions; docs/traces.md): each tools/call span is a call, each trace a session.',
        'Then replay against the proxy: mcp-eval compare --servers mcp.json --agent scripted\n' +
            '(mcp.json names the proxy as --proxy-name says:\n' +
            '{"mcpServers": {"mcpproxy": {"url": "http://localhost:8080/mcp"}}})',
    ],
};
async function importCommand(argv) {
    const p = (0,_own_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .parseOwnFlags */ .DW)(IMPORT, argv);
    if (!p) {
        process.stdout.write((0,_own_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .ownUsage */ .yJ)(IMPORT));
        return _commands_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_PASS */ .rc;
    }
    const [file, extra] = p.positionals;
    if (!file)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EvalError */ .Fn('usage', 'import needs the export file: mcp-eval import activity.jsonl');
    if (extra !== undefined)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EvalError */ .Fn('usage', `unexpected argument "${extra}"`);
    // The importer and the MCP SDK it brings (60 modules), loaded once the arguments are sound.
    const { importActivity } = await Promise.all(/* import() */[__webpack_require__.e(396), __webpack_require__.e(356), __webpack_require__.e(6), __webpack_require__.e(422), __webpack_require__.e(266), __webpack_require__.e(304), __webpack_require__.e(904), __webpack_require__.e(978), __webpack_require__.e(172)]).then(__webpack_require__.bind(__webpack_require__, 33172));
    const summary = await importActivity({
        file,
        format: choice(p, 'format', ['json', 'csv', 'otlp']),
        via: choice(p, 'via', ['proxy', 'upstream']),
        proxy: (0,_own_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .stringFlag */ .AM)(p, 'proxy-name'),
        types: (0,_own_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .listFlag */ .v6)(p, 'type'),
        servers: (0,_own_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .listFlag */ .v6)(p, 'server'),
        since: since((0,_own_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .stringFlag */ .AM)(p, 'since')),
        dir: (0,_own_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .stringFlag */ .AM)(p, 'scenarios-dir'),
        folder: (0,_own_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .stringFlag */ .AM)(p, 'folder'),
        baselineDir: (0,_own_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .stringFlag */ .AM)(p, 'baseline-dir'),
        force: p.values.force === true,
        maxScenarios: count((0,_own_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .stringFlag */ .AM)(p, 'max-scenarios'), 'max-scenarios'),
        env: process.env,
    });
    if (p.values.json)
        process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
    else
        printSummary(summary);
    for (const m of summary.malformed)
        process.stderr.write(`mcp-eval: ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(`${file}:${m.line}: ${m.message}`)}\n`);
    const more = summary.malformed_count - summary.malformed.length;
    if (more > 0)
        process.stderr.write(`mcp-eval: and ${more} more malformed line(s)\n`);
    return summary.malformed_count ? _commands_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_FAILED */ .hj : _commands_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_PASS */ .rc;
}
function printSummary(s) {
    const lines = [
        `${s.records} record(s) read (${s.format}); ${s.used} used in ${s.sessions} session(s).`,
        `Wrote ${s.scenarios} scenario(s) and ${s.baselines} baseline(s).`,
        ...s.unused.map((u) => `  not imported: ${u.count} x ${u.reason}`),
        ...(s.malformed_count ? [`  malformed: ${s.malformed_count} line(s), listed on stderr`] : []),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
}
function choice(p, name, allowed) {
    const v = (0,_own_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .stringFlag */ .AM)(p, name);
    if (v === undefined || allowed.includes(v))
        return v;
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EvalError */ .Fn('usage', `--${name} ${JSON.stringify(v)}: expected ${allowed.join(' or ')}`);
}
function count(text, name) {
    const n = Number(text);
    if (!Number.isInteger(n) || n < 1)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EvalError */ .Fn('usage', `--${name} ${JSON.stringify(text)}: expected a whole number above 0`);
    return n;
}
const UNITS = { m: 60_000, h: 3_600_000, d: 86_400_000 };
/** RFC 3339 (or any date Date reads), or `30m` / `24h` / `7d` before now. */
function since(text, now = Date.now()) {
    if (text === undefined)
        return undefined;
    const ago = /^(\d+)([mhd])$/.exec(text.trim());
    if (ago)
        return now - Number(ago[1]) * UNITS[ago[2]];
    const t = Date.parse(text);
    if (Number.isNaN(t))
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EvalError */ .Fn('usage', `--since ${JSON.stringify(text)}: expected a time (RFC 3339) or 30m, 24h, 7d`);
    return t;
}


/***/ }),

/***/ 33004:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AM: () => (/* binding */ stringFlag),
/* harmony export */   CO: () => (/* binding */ secondsFlag),
/* harmony export */   DW: () => (/* binding */ parseOwnFlags),
/* harmony export */   v6: () => (/* binding */ listFlag),
/* harmony export */   yJ: () => (/* binding */ ownUsage)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70017);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77593);
// Commands with flags of their own (init, import): they write a suite, they do not run one, so the settings of a
// run are not theirs. Each declares its flags once: they are parsed, and their --help is printed, from that.



/** The flags every command has. */
const COMMON = {
    json: { type: 'boolean', help: 'print one JSON document on stdout (what was written) instead of the lines' },
    verbose: { type: 'boolean', help: 'log each step on stderr, and add the detail (stack) to an error' },
    help: { type: 'boolean', help: 'this help' },
};
/** The command line after the command's name; null when it asks for help. */
function parseOwnFlags(cmd, argv) {
    const flags = { ...cmd.flags, ...COMMON };
    const options = {};
    for (const [name, f] of Object.entries(flags))
        options[name] = { type: f.type, multiple: f.multiple === true };
    let parsed;
    try {
        parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: argv, options, allowPositionals: true, strict: true });
    }
    catch (e) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EvalError */ .Fn('usage', (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .flagError */ .VP)(e, cmd.name, Object.keys(flags)), {
            hint: `mcp-eval ${cmd.name} --help lists the options`,
        });
    }
    if (parsed.values.help)
        return null;
    const values = {};
    for (const [name, f] of Object.entries(flags)) {
        const v = parsed.values[name] ?? f.default;
        // A repeatable flag is a list, given or not: its default is comma-separated like a value.
        const list = (x) => [x]
            .flat()
            .flatMap((y) => y.split(','))
            .filter(Boolean);
        values[name] = f.multiple && (Array.isArray(v) || typeof v === 'string') ? list(v) : v;
    }
    return { values, positionals: parsed.positionals };
}
function ownUsage(cmd) {
    const options = Object.entries({ ...cmd.flags, ...COMMON }).map(([name, f]) => {
        const synopsis = `--${name}${f.value ? ` ${f.value}` : ''}${f.multiple ? ' (repeatable, or comma-separated)' : ''}`;
        return `  ${synopsis}\n      ${f.help}${f.default !== undefined ? ` (default ${f.default})` : ''}`;
    });
    const head = `Usage: mcp-eval ${cmd.name}${cmd.args} [options]\n\n${cmd.summary}\n`;
    const notes = cmd.notes.map((n) => `\n${n}\n`).join('');
    const exits = 'Exit codes: 0 written, 1 an error (what was and was not written is said), 2 usage error.';
    return `${head}\nOptions:\n${options.join('\n')}\n${notes}\n${exits}\n`;
}
/** A string flag's value (its default when not given). */
function stringFlag(p, name) {
    const v = p.values[name];
    return typeof v === 'string' ? v : undefined;
}
/** A repeatable flag's values. */
function listFlag(p, name) {
    const v = p.values[name];
    return Array.isArray(v) ? v : [];
}
/** A number of seconds as milliseconds, within bounds; a usage error names the flag otherwise. */
function secondsFlag(p, name, max) {
    const text = stringFlag(p, name) ?? '';
    const n = Number(text);
    if (!Number.isFinite(n) || n <= 0 || n > max) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EvalError */ .Fn('usage', `--${name} ${JSON.stringify(text)}: expected a number of seconds above 0, at most ${max}`);
    }
    return Math.round(n * 1000);
}


/***/ })

};
