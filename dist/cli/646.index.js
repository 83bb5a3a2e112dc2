export const id = 646;
export const ids = [646];
export const modules = {

/***/ 87646:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   INIT: () => (/* binding */ INIT),
/* harmony export */   initCommand: () => (/* binding */ initCommand)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16020);
/* harmony import */ var _own_flags_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(33004);
// `mcp-eval init`: a starter suite from the servers' tool lists (src/authoring/init.ts does the work).



const INIT = {
    name: 'init',
    args: '',
    summary: "write a starter suite from the servers' tool lists: a scenario per tool, and flows where the tools chain",
    flags: {
        servers: {
            type: 'string',
            value: '<mcp.json>',
            help: "the servers (an mcpServers map); default the project's mcp.json, .mcp.json or .vscode/mcp.json, " +
                'else one server mcpproxy at http://localhost:8081/mcp',
        },
        server: { type: 'string', multiple: true, value: '<name>', help: 'only these servers of the config' },
        'scenarios-dir': {
            type: 'string',
            value: '<dir>',
            help: 'where the scenarios go, a folder per server (<dir>/<server>/<tool>.yaml)',
            default: 'scenarios',
        },
        force: { type: 'boolean', help: 'overwrite scenario files that exist (else nothing is written)' },
        'connect-timeout-seconds': {
            type: 'string',
            value: '<n>',
            help: 'limit for connecting to a server',
            default: '30',
        },
        'call-timeout-seconds': {
            type: 'string',
            value: '<n>',
            help: 'limit of each call init makes to a read-only tool (to check a scenario, or to list what another needs)',
            default: '30',
        },
    },
    notes: [
        'Each tool gets a scenario: user_intent a plain request drawn from its description, expected_trajectory one\n' +
            'call with arguments made up from its input schema (examples, defaults, enums, formats, required fields;\n' +
            'never a credential), or from its description when the schema names none. A tool that needs the key of an\n' +
            'existing thing first calls the tool that makes or lists one; flows chain them (make one, list them, get it).',
        'Each scenario whose calls only read (readOnlyHint, else a reading verb in the name) is run once against the\n' +
            'server: verified when it answers, else written with enabled: false, the error and the arguments to fill in.\n' +
            'A tool that may change data is never run by init, and the names and paths it makes up are its own, so no\n' +
            'other scenario reads them. Tools the server marks destructive or runs only as MCP tasks, and calls that\n' +
            'need a credential, are written with enabled: false and a comment saying why. It ends with how many were\n' +
            'verified and how many need your arguments. Files already there stop the whole write unless --force.',
        'Then: mcp-eval validate, mcp-eval record --agent scripted, and mcp-eval compare after each change.\n' +
            'Example: mcp-eval init --servers mcp.json && mcp-eval record --servers mcp.json --agent scripted',
    ],
};
/** "2 verified, 8 need your arguments", and with `all` the scenarios not run and those disabled for other reasons. */
function standing(c, all) {
    const needs = `${c.needsArguments} need${c.needsArguments === 1 ? 's' : ''} your arguments`;
    const parts = [`${c.verified} verified`, needs];
    if (all && c.notRun)
        parts.push(`${c.notRun} not run (${c.notRun === 1 ? 'it' : 'they'} may change data)`);
    if (all && c.disabled)
        parts.push(`${c.disabled} disabled (see their comments)`);
    return parts.join(', ');
}
async function initCommand(argv) {
    const p = (0,_own_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .parseOwnFlags */ .DW)(INIT, argv);
    if (!p) {
        process.stdout.write((0,_own_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .ownUsage */ .yJ)(INIT));
        return _commands_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_PASS */ .rc;
    }
    if (p.positionals.length)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EvalError */ .Fn('usage', `unexpected argument "${p.positionals[0]}"`);
    // Loaded once the flags are sound (not for --help); init.js itself is loaded only for init (own-commands.ts).
    // config-files.js is on the CLI's start path already: its import here costs nothing and saves nothing.
    const { loadServerConfig } = await Promise.all(/* import() */[__webpack_require__.e(396), __webpack_require__.e(356), __webpack_require__.e(6), __webpack_require__.e(422), __webpack_require__.e(266), __webpack_require__.e(304), __webpack_require__.e(904), __webpack_require__.e(978)]).then(__webpack_require__.bind(__webpack_require__, 90978));
    const { projectServerFile } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 90746));
    const { initSuite } = await Promise.all(/* import() */[__webpack_require__.e(396), __webpack_require__.e(356), __webpack_require__.e(6), __webpack_require__.e(422), __webpack_require__.e(266), __webpack_require__.e(304), __webpack_require__.e(904), __webpack_require__.e(978), __webpack_require__.e(175)]).then(__webpack_require__.bind(__webpack_require__, 44175));
    const project = (0,_own_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(p, 'servers') === undefined ? projectServerFile() : null;
    if (project)
        process.stderr.write(`mcp-eval: servers from ${project.file} (${project.what})\n`);
    const summary = await initSuite({
        servers: loadServerConfig((0,_own_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(p, 'servers') ?? project?.file),
        only: (0,_own_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .listFlag */ .v6)(p, 'server'),
        dir: (0,_own_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(p, 'scenarios-dir'),
        force: p.values.force === true,
        connectTimeoutMs: (0,_own_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .secondsFlag */ .CO)(p, 'connect-timeout-seconds', 600),
        callTimeoutMs: (0,_own_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .secondsFlag */ .CO)(p, 'call-timeout-seconds', 3600),
        log: p.values.verbose ? (l) => process.stderr.write(`${l}\n`) : undefined,
    });
    if (p.values.json) {
        process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
        return _commands_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_PASS */ .rc;
    }
    for (const s of summary.servers) {
        const flows = s.flows ? `, ${s.flows} flow(s)` : '';
        process.stdout.write(`${s.name}: ${s.tools} tool(s) -> ${s.scenarios} scenario(s)${flows}: ${standing(s, true)}\n`);
    }
    const fill = summary.needsArguments ? ' (written disabled: each says the error and what to fill in)' : '';
    process.stdout.write(`Wrote ${summary.files.length} scenario file(s) under ${summary.dir}/: ${standing(summary, false)}${fill}.\n` +
        'Next: mcp-eval validate, then mcp-eval record --agent scripted.\n');
    return _commands_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_PASS */ .rc;
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
