export const id = 740;
export const ids = [740,135,516];
export const modules = {

/***/ 32740:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  loadScenarios: () => (/* binding */ loadScenarios),
  matchFiles: () => (/* binding */ matchFiles)
});

// UNUSED EXPORTS: MAX_SCENARIO_BYTES, parseScenarioBytes, parseScenarioText, staticBase, validateScenarioObject

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/tinyglobby/dist/index.mjs + 1 modules
var dist = __webpack_require__(73382);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var yaml_dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(74976);
// EXTERNAL MODULE: ./src/util/zod.ts
var zod = __webpack_require__(12001);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
// EXTERNAL MODULE: ./src/scenario/schema.ts
var scenario_schema = __webpack_require__(2135);
;// CONCATENATED MODULE: ./src/scenario/yaml-nodes.ts
// Finding things in a parsed YAML document by their place: the node at a field path (for file:line messages), and
// what toJS() would hide or choke on: keys that are lists or mappings, duplicate keys, an alias with no anchor.


/**
 * The deepest YAML node on the way to `p`: for a missing field that is its parent mapping.
 * An empty value (`tool:`) has no text of its own, so its key is pointed at instead.
 */
function findNode(root, p, wantKey) {
    let node = root;
    for (const [i, seg] of p.entries()) {
        if ((0,yaml_dist/* isMap */.jh)(node)) {
            const pair = node.items.find((it) => (0,yaml_dist/* isScalar */.jn)(it.key) && String(it.key.value) === String(seg));
            if (!pair || !(0,yaml_dist/* isScalar */.jn)(pair.key))
                return node;
            const value = pair.value;
            const emptyValue = !value || isEmptyScalar(value);
            if ((wantKey && i === p.length - 1) || emptyValue)
                return pair.key;
            node = value;
        }
        else if ((0,yaml_dist/* isSeq */.oP)(node) && typeof seg === 'number' && node.items[seg]) {
            const item = node.items[seg];
            if ((0,yaml_dist/* isPair */.tO)(item))
                return node;
            node = item;
        }
        else {
            return node;
        }
    }
    return node;
}
/** A node with no text of its own: the value of `tool:`, or the document of a lone `---`. */
function isEmptyScalar(node) {
    return (0,yaml_dist/* isScalar */.jn)(node) && node.value === null && node.range?.[0] === node.range?.[1];
}
/** Keys that are lists or mappings (`? [x, y]`), anywhere in the file. */
function collectionKeys(doc, node, at) {
    const out = [];
    if ((0,yaml_dist/* isMap */.jh)(node)) {
        for (const pair of node.items) {
            const key = (0,yaml_dist/* isAlias */.Vj)(pair.key) ? pair.key.resolve(doc) : pair.key;
            if ((0,yaml_dist/* isMap */.jh)(key) || (0,yaml_dist/* isSeq */.oP)(key)) {
                const offset = pair.key.range?.[0] ?? 0;
                out.push({ path: (0,zod/* issuePath */.dR)(at), offset, found: (0,yaml_dist/* isSeq */.oP)(key) ? 'a list' : 'a mapping' });
            }
            else {
                out.push(...collectionKeys(doc, pair.value, (0,yaml_dist/* isScalar */.jn)(key) ? [...at, String(key.value)] : at));
            }
        }
    }
    else if ((0,yaml_dist/* isSeq */.oP)(node)) {
        node.items.forEach((item, i) => out.push(...collectionKeys(doc, item, [...at, i])));
    }
    return out;
}
function duplicateKeys(node, at) {
    const out = [];
    if ((0,yaml_dist/* isMap */.jh)(node)) {
        const seen = new Map();
        for (const pair of node.items) {
            const key = (0,yaml_dist/* isScalar */.jn)(pair.key) ? String(pair.key.value) : null;
            const offset = (0,yaml_dist/* isScalar */.jn)(pair.key) ? (pair.key.range?.[0] ?? 0) : 0;
            if (key !== null) {
                const first = seen.get(key);
                if (first !== undefined)
                    out.push({ path: (0,zod/* issuePath */.dR)([...at, key]), offset, firstOffset: first });
                else
                    seen.set(key, offset);
            }
            out.push(...duplicateKeys(pair.value, key === null ? at : [...at, key]));
        }
    }
    else if ((0,yaml_dist/* isSeq */.oP)(node)) {
        node.items.forEach((item, i) => out.push(...duplicateKeys(item, [...at, i])));
    }
    return out;
}
/** yaml only notices a dangling `*name` when converting, and then without a position. */
function unresolvedAlias(doc) {
    const found = [];
    (0,yaml_dist/* visit */.YR)(doc, {
        Alias(_, alias) {
            if (alias.resolve(doc) !== undefined)
                return undefined;
            found.push(alias);
            return yaml_dist/* visit */.YR.BREAK;
        },
    });
    return found[0] ?? null;
}

// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
;// CONCATENATED MODULE: ./src/scenario/loader.ts
// Finds scenario files by glob, parses the YAML and validates it with the zod schema. Every
// problem names the file, line, column and field; one bad file never stops the others.











/** Files above this size are refused unread: a scenario is a few KiB of YAML. */
const MAX_SCENARIO_BYTES = 1024 * 1024;
/** Load every scenario matched by `pattern` (relative to cwd). Patterns ending in `*.yaml` also match `*.yml`. */
async function loadScenarios(pattern, opts = {}) {
    const cwd = external_node_path_default().resolve(opts.cwd ?? process.cwd());
    const files = await matchFiles(await expandPattern(pattern, cwd), cwd);
    if (files.length === 0) {
        return { scenarios: [], problems: [problem(pattern, null, '', 'no scenario files match this pattern')] };
    }
    // Read one after the other, synchronously: a suite's files are small, and 200 of them read through fs/promises
    // (open, stat, read, close: each a trip to the thread pool) took 26-100 ms where this takes 4-10 (BENCHMARKS.md).
    const parsed = files.map((f) => loadFile(f.abs, f.file, f.id));
    const problems = parsed.flatMap((r) => r.problems);
    const scenarios = [];
    const byId = new Map();
    const byName = new Map();
    for (const { scenario, namePosition } of parsed
        .filter((r) => r.scenario)
        .sort((a, b) => (0,util_text/* compareText */.n6)(a.scenario.id, b.scenario.id))) {
        const s = scenario;
        const sameId = byId.get(s.id);
        const sameName = byName.get(s.name);
        if (sameId) {
            problems.push(problem(s.file, null, '', `scenario id "${s.id}" is already used by ${sameId.file}`));
        }
        else if (sameName) {
            problems.push(problem(s.file, namePosition, 'name', `duplicate scenario name "${s.name}" (also in ${sameName.file})`));
        }
        else {
            byId.set(s.id, s);
            byName.set(s.name, s);
            scenarios.push(s);
        }
    }
    return { scenarios, problems: (0,scenario_schema/* sortProblems */.dS)(problems) };
}
/** Parse and validate one scenario file's bytes: refuses binary and non-UTF-8 content. */
function parseScenarioBytes(bytes, file, id) {
    return parseBytes(bytes, file, id).result;
}
/** Parse and validate one scenario given as text (content_hash is the sha256 of its UTF-8 bytes). */
function parseScenarioText(text, file, id) {
    return parseText(text, file, id, sha256(text)).result;
}
/** Validate an already parsed value against the schema; problems carry no positions. */
function validateScenarioObject(value, file) {
    return validate(value, file, () => null);
}
function loadFile(abs, file, id) {
    try {
        const size = (0,external_node_fs_.statSync)(abs).size;
        if (size > MAX_SCENARIO_BYTES) {
            const limit = `the limit of ${MAX_SCENARIO_BYTES} bytes (1 MiB) for a scenario file`;
            const fail = `file is ${size} bytes, above ${limit}; not read`;
            return { problems: [problem(file, null, '', fail)], namePosition: null };
        }
        const { result, locate } = parseBytes((0,external_node_fs_.readFileSync)(abs), file, id);
        return { ...result, namePosition: locate(['name']) };
    }
    catch (e) {
        return { problems: [problem(file, null, '', `cannot read: ${(0,errors/* errorMessage */.gJ)(e)}`)], namePosition: null };
    }
}
const noLocation = () => null;
function parseBytes(bytes, file, id) {
    const fail = (at, message) => ({
        result: { problems: [problem(file, at, '', message)] },
        locate: noLocation,
    });
    const nul = bytes.indexOf(0);
    if (nul >= 0)
        return fail(null, `binary file (NUL byte at offset ${nul}), not YAML text`);
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch {
        // Decode again leniently only to say where the first bad byte is.
        const before = new TextDecoder('utf-8').decode(bytes).split('\uFFFD')[0].split('\n');
        return fail({ line: before.length, column: before[before.length - 1].length + 1 }, 'not valid UTF-8 text');
    }
    return parseText(text, file, id, (0,json/* sha256 */.sc)(bytes));
}
function parseText(text, file, id, contentHash) {
    const lineCounter = new yaml_dist/* LineCounter */.HN();
    // uniqueKeys off: duplicates are found below, so the message can name the field and both lines.
    const docs = (0,yaml_dist/* parseAllDocuments */.hR)(text, { lineCounter, prettyErrors: false, uniqueKeys: false });
    const pos = (offset) => {
        const { line, col } = lineCounter.linePos(offset);
        return { line, column: col };
    };
    const fail = (problems) => ({ result: { problems }, locate: noLocation });
    const found = rootMapping(docs, file, pos);
    if (Array.isArray(found))
        return fail(found);
    const { doc, root } = found;
    const keys = keyProblems(doc, root, file, pos);
    if (keys.length > 0)
        return fail(keys);
    const locate = (p, key) => {
        const node = findNode(root, p, key ?? false);
        return node?.range ? pos(node.range[0]) : null;
    };
    let value;
    try {
        value = doc.toJS({ maxAliasCount: 100 });
    }
    catch (e) {
        return fail([problem(file, null, '', `YAML error: ${(0,errors/* errorMessage */.gJ)(e)}`)]);
    }
    const { scenario, problems } = validate(value, file, locate);
    const result = scenario
        ? { scenario: { id, file, content_hash: contentHash, ...scenario }, problems }
        : { problems };
    return { result, locate };
}
const EMPTY_FILE = 'file is empty: expected a scenario mapping';
/** The file's one document and its root mapping, or why the file holds no scenario mapping. */
function rootMapping(docs, file, pos) {
    if (docs.length === 0)
        return [problem(file, null, '', EMPTY_FILE)];
    if (docs.length > 1) {
        const separators = 'a scenario file holds exactly one (remove the "---" separators)';
        return [problem(file, pos(docs[1].range[0]), '', `found ${docs.length} YAML documents; ${separators}`)];
    }
    const doc = docs[0];
    if (doc.errors.length > 0) {
        return doc.errors.map((e) => problem(file, pos(e.pos[0]), '', `YAML syntax error: ${e.message}`));
    }
    const root = doc.contents;
    // A lone `---` (or `...`) parses as an empty scalar: still an empty file, not "a null value".
    if (root === null || isEmptyScalar(root))
        return [problem(file, null, '', EMPTY_FILE)];
    if (!(0,yaml_dist/* isMap */.jh)(root)) {
        const found = (0,yaml_dist/* isSeq */.oP)(root)
            ? 'a list'
            : (0,yaml_dist/* isScalar */.jn)(root)
                ? `a single ${(0,zod/* kind */.fM)(root.value, zod/* YAML_WORDS */.mG)} value`
                : 'something else';
        const expected = 'expected a mapping of scenario fields (name: ..., user_intent: ...)';
        return [problem(file, pos(root.range[0]), '', `${expected}, found ${found}`)];
    }
    return { doc, root };
}
/** Keys that are lists or mappings, duplicate keys, or else an alias with no anchor: each where it is. */
function keyProblems(doc, root, file, pos) {
    // toJS would turn a list or mapping key into a string (and print a warning): refuse it here,
    // where its position is known.
    const complex = collectionKeys(doc, root, []).map((k) => problem(file, pos(k.offset), k.path, `a key must be a plain value (text or number), found ${k.found}`));
    if (complex.length > 0)
        return complex;
    const duplicates = duplicateKeys(root, []).map((d) => problem(file, pos(d.offset), d.path, `duplicate key (first set on line ${pos(d.firstOffset).line})`));
    if (duplicates.length > 0)
        return duplicates;
    const alias = unresolvedAlias(doc);
    if (!alias)
        return [];
    const message = `alias "*${alias.source}" refers to no anchor "&${alias.source}" set before it`;
    return [problem(file, pos(alias.range?.[0] ?? 0), '', message)];
}
function validate(value, file, locate) {
    const parsed = scenario_schema/* scenarioSchema */.mE.safeParse(value, { reportInput: true });
    if (parsed.success)
        return { scenario: (0,scenario_schema/* fromFile */.H0)(parsed.data, locate(['user'], true)?.line ?? null), problems: [] };
    const problems = parsed.error.issues.flatMap((issue) => {
        const at = issue.path.filter((s) => typeof s !== 'symbol');
        const unknown = unknownKeys(issue, at);
        if (unknown.length) {
            const known = knownKeys(at);
            return unknown.map((k) => {
                const near = (0,util_text/* nearestName */.qb)(k, known);
                return problem(file, locate([...at, k], true), (0,zod/* issuePath */.dR)([...at, k]), `unknown key "${k}"${near ? ` (did you mean "${near}"?)` : ''}`);
            });
        }
        const where = (0,zod/* issuePath */.dR)(at);
        return [problem(file, locate(at), where, (0,scenario_schema/* userHint */.pf)(where, (0,zod/* describeIssue */.n6)(issue, zod/* YAML_WORDS */.mG)))];
    });
    return { problems: (0,scenario_schema/* sortProblems */.dS)(problems) };
}
/**
 * Keys no form allows: those of an object that has them, and those of a mapping that fits no form of a
 * union (a success criterion `{contain: x}` is one unknown key, not "none of the forms").
 */
function unknownKeys(issue, at) {
    if (issue.code === 'unrecognized_keys')
        return issue.keys;
    if (issue.code !== 'invalid_union' || !(0,json/* isRecord */.u4)(issue.input))
        return [];
    const known = knownKeys(at);
    return Object.keys(issue.input).filter((k) => !known.includes(k));
}
/** The keys the schema allows for the object at `at` (for "did you mean"). */
function knownKeys(at) {
    let schema = scenario_schema/* scenarioSchema */.mE;
    for (const seg of [...at, null]) {
        while (schema && ['optional', 'default', 'nullable', 'prefault'].includes(schema._zod.def.type)) {
            schema = schema._zod.def.innerType;
        }
        if (!schema || seg === null)
            break;
        const def = schema._zod.def;
        if (def.type === 'object')
            schema = def.shape[String(seg)];
        else if (def.type === 'array')
            schema = def.element;
        else
            schema = undefined;
    }
    return schema ? objectKeys(schema) : [];
}
/** An object's keys; a union's (a success criterion's forms) are those of all its object options. */
function objectKeys(schema) {
    const def = schema._zod.def;
    if (def.type === 'object')
        return Object.keys(def.shape);
    if (def.type === 'union')
        return def.options.flatMap(objectKeys);
    return [];
}
function problem(file, at, fieldPath, message) {
    return { file, line: at?.line ?? null, column: at?.column ?? null, path: fieldPath, message };
}
async function expandPattern(pattern, cwd) {
    const trimmed = pattern.replace(/\/+$/, '');
    if (!(0,dist/* isDynamicPattern */.ey)(trimmed)) {
        const isDir = await (0,promises_.stat)(external_node_path_default().resolve(cwd, trimmed)).then((s) => s.isDirectory(), () => false);
        if (isDir)
            return [`${trimmed}/**/*.yaml`, `${trimmed}/**/*.yml`];
    }
    // A scenario saved as .yml should not be silently skipped by the default `*.yaml` pattern.
    return trimmed.endsWith('*.yaml') ? [trimmed, `${trimmed.slice(0, -'.yaml'.length)}.yml`] : [trimmed];
}
/** The directory part of a pattern before its first glob segment: `scenarios/**\/*.yaml` -> `scenarios`. */
function staticBase(pattern) {
    const segments = toPosix(pattern).split('/');
    const fixed = [];
    for (const seg of segments.slice(0, -1)) {
        if ((0,dist/* isDynamicPattern */.ey)(seg))
            break;
        fixed.push(seg);
    }
    return fixed.join('/') || (pattern.startsWith('/') ? '/' : '.');
}
/**
 * The files the patterns match (relative to cwd), sorted: each as given to the reader (`file`, from cwd) and its id,
 * its path from the first pattern's base directory without extension (`search/env`); POSIX separators. Scenarios
 * and retrieval suites are named so.
 */
async function matchFiles(patterns, cwd) {
    const base = external_node_path_default().resolve(cwd, staticBase(patterns[0]));
    const files = (await (0,dist/* glob */.TI)(patterns, { cwd, absolute: true, onlyFiles: true, expandDirectories: false })).sort();
    return files.map((abs) => ({
        abs,
        file: toPosix(external_node_path_default().relative(cwd, abs)),
        id: toPosix(external_node_path_default().relative(base, abs)).replace(/\.[^./]+$/, ''),
    }));
}
function toPosix(p) {
    return p.split((external_node_path_default()).sep).join('/');
}


/***/ }),

/***/ 2135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CZ: () => (/* binding */ conversationTurns),
/* harmony export */   H0: () => (/* binding */ fromFile),
/* harmony export */   dS: () => (/* binding */ sortProblems),
/* harmony export */   formatProblem: () => (/* binding */ formatProblem),
/* harmony export */   mE: () => (/* binding */ scenarioSchema),
/* harmony export */   pf: () => (/* binding */ userHint)
/* harmony export */ });
/* unused harmony exports expectedCallSchema, criterionSchema, CRITERIA_REGRESSION, thresholdsSchema, turnSchema, simulatedUserSchema, emptyTurnHint, scenarioJsonSchemaText */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(41514);
/* harmony import */ var _results_evaluation_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(60310);
/* harmony import */ var _results_status_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70694);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49997);
// The scenario file format. This zod schema is the single source of truth: the loader
// validates with it and scenario.schema.json (for editors) is generated from it.




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
/** One success criterion: the seed's plain text, or an explicit form (docs/scoring/criteria.md). */
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
/** How a scenario answers what its servers ask during a call (docs/conversations.md#servers-that-ask-back). */
const asksShape = {
    elicitation: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        message: regexSchema.describe("A regular expression the server's elicitation message matches"),
        action: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['accept', 'decline', 'cancel']).default('accept').describe('What the user does'),
        content: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J())
            .optional()
            .describe("With accept: the form's values, checked against the server's requestedSchema before sent"),
    }))
        .default([])
        .describe('Answers to elicitations; one with no matching answer ends the run as ERROR, naming it'),
    sampling: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        message: regexSchema.optional().describe("A regular expression the request's last message matches"),
        reply: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().describe('The text the client answers with (offline agents)'),
    }))
        .default([])
        .describe('Replies to sampling requests'),
    roots: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1)).optional().describe("The roots (file:// URIs) the client lists; default the run's"),
};
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
    for (const [hi, lo] of (0,_results_status_js__WEBPACK_IMPORTED_MODULE_1__/* .thresholdInversions */ .IC)(inRange)) {
        ctx.addIssue({ code: 'custom', path: [lo], input: t[lo], message: `must not be above ${hi} (${t[hi]})` });
    }
})
    .describe('Per-scenario status band thresholds');
/** One turn of a conversation: what the user says, what a good answer does (docs/scoring/conversations.md). */
const turnSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    user: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).describe("The user's message of this turn"),
    expected_trajectory: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(expectedCallSchema)
        .default([])
        .describe('The MCP tool calls a good answer to this turn makes, in order'),
    success_criteria: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(criterionSchema)
        .default([])
        .describe('What this turn achieves; checked on the whole conversation as it ends'),
})
    .describe('One turn of a conversation');
/** A user a model plays, replying to the agent until its goal is met (docs/conversations.md#a-simulated-user). */
const simulatedUserSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    persona: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).optional().describe('Who the user is and how they talk'),
    goal: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).describe('What the user wants from the conversation'),
    max_turns: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .int()
        .min(1)
        .max(50)
        .default(5)
        .describe("The user's messages at most, user_intent (the first) included"),
    done_when: criterionSchema
        .optional()
        .describe('The goal is met: checked after each answer of the agent; absent, the user model says when'),
})
    .describe('A simulated user (model agents): user_intent is its first message, a model writes the next ones');
const scenarioSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).describe('Unique, human-readable name'),
    description: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional().describe('What the scenario checks, for people'),
    enabled: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().default(true).describe('false: loaded but skipped'),
    user_intent: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .min(1)
        .optional()
        .describe('What the user asks the agent (a one-turn conversation); or give turns'),
    turns: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(turnSchema)
        .min(1)
        .optional()
        .describe('A conversation: the user messages in order, each with the calls that answer it; or give user_intent'),
    user: simulatedUserSchema.optional(),
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
    expect_failure: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY()
        .default(false)
        .describe('The failure is what this scenario tests (a blocked call, an error it must give): its recording may hold ' +
        'failing calls, and a run that fails the same way is a match. Otherwise a recording whose calls fail is ' +
        'refused as a baseline (success_criteria the run meets say so too)'),
    criteria_regression: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(CRITERIA_REGRESSION)
        .default('degraded')
        .describe('The status a run is capped at when it misses a criterion its baseline met'),
    tags: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).default([]).describe('Labels to select scenarios by (--tag)'),
    servers: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1))
        .optional()
        .describe('Servers (names in mcp.json) this scenario may use; default all'),
    ...asksShape,
    max_turns: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1).max(100).optional().describe('Model turns before the run stops'),
    runs: zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1).max(50), zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('auto')])
        .optional()
        .describe('Repetitions of this scenario, or auto: until the test of its pass rate decides (at most max-runs)'),
    timeout_seconds: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().positive().optional().describe('Wall-clock limit of one run'),
    thresholds: thresholdsSchema.optional(),
    match: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(_results_evaluation_js__WEBPACK_IMPORTED_MODULE_0__/* .MATCH_MODES */ .j5).default('similarity').describe('How the trajectory is judged'),
    ignore: zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        args: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).default([]).describe('Argument keys left out of similarity (volatile ids)'),
        response_fields: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())
            .default([])
            .describe('Result fields left out of response drift (timestamps)'),
    })
        .default({ args: [], response_fields: [] }),
})
    .superRefine((s, ctx) => {
    if (s.turns && s.user_intent !== undefined) {
        const message = "give either user_intent or turns, not both: with turns, the first turn's user is the intent";
        ctx.addIssue({ code: 'custom', path: ['user_intent'], input: s.user_intent, message });
    }
    if (s.turns && s.user) {
        const message = "give either user (a simulated user, model agents) or turns (the user's messages, any agent), not both";
        ctx.addIssue({ code: 'custom', path: ['user'], input: s.user, message });
    }
    if (!s.turns && s.user_intent === undefined) {
        const message = s.user
            ? "required field is missing: with user, user_intent is the simulated user's first message"
            : 'required field is missing (or give turns: a conversation, each turn a user message)';
        ctx.addIssue({ code: 'custom', path: ['user_intent'], input: undefined, message });
    }
    if (s.turns && (s.expected_trajectory.length > 0 || s.success_criteria.length > 0)) {
        const field = s.expected_trajectory.length > 0 ? 'expected_trajectory' : 'success_criteria';
        const message = `with turns, give ${field} in the turn it belongs to (turns[i].${field})`;
        ctx.addIssue({ code: 'custom', path: [field], input: s[field], message });
    }
})
    .describe('An mcp-eval scenario');
/** The file's fields as a loaded scenario's: a conversation's intent, calls and criteria are those of its turns. */
function fromFile(f, userLine = null) {
    const { turns, user_intent, user, ...rest } = f;
    // The simulated user's goal met is one of the run's criteria: a conversation that never met it is no baseline.
    if (user) {
        const success_criteria = user.done_when ? [...rest.success_criteria, user.done_when] : rest.success_criteria;
        return { ...rest, success_criteria, user_intent: user_intent ?? '', user: { ...user, line: userLine } };
    }
    if (!turns)
        return { ...rest, user_intent: user_intent ?? '' };
    return {
        ...rest,
        user_intent: turns[0].user,
        expected_trajectory: turns.flatMap((t) => t.expected_trajectory),
        success_criteria: turns.flatMap((t) => t.success_criteria),
        ...(turns.length > 1 ? { turns } : {}),
    };
}
/** The turns a scenario's agent plays: its `turns`, or the one turn of its user_intent. */
function conversationTurns(s) {
    return (s.turns ?? [
        { user: s.user_intent, expected_trajectory: s.expected_trajectory, success_criteria: s.success_criteria },
    ]);
}
/** A simulated user with no goal gets the fix said. */
function userHint(path, message) {
    return path === 'user.goal' && message === 'required field is missing'
        ? `${message}: say what the simulated user wants (goal: ...); it replies until done_when holds or max_turns`
        : emptyTurnHint(path, message);
}
/** A problem in a turn that is left empty gets the fix said (a bare `-`, or a turn with no user). */
function emptyTurnHint(path, message) {
    const empty = /^turns\[\d+\]$/.test(path) ? / received null$/.test(message) : /^turns\[\d+\]\.user$/.test(path);
    return empty && !/must not be empty|expected text/.test(message)
        ? `${message}: an empty turn; give it the user's message (- user: ...) or remove it`
        : message;
}
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
    return [...problems].sort((a, b) => (0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .compareText */ .n6)(a.file, b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
}


/***/ })

};
