export const id = 175;
export const ids = [175];
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

/***/ 14860:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J7: () => (/* binding */ isCreator),
/* harmony export */   K7: () => (/* binding */ keyValues),
/* harmony export */   QK: () => (/* binding */ isReader),
/* harmony export */   TI: () => (/* binding */ isDestructive),
/* harmony export */   Tt: () => (/* binding */ keyInAnswer),
/* harmony export */   dS: () => (/* binding */ storesByName),
/* harmony export */   hi: () => (/* binding */ answerJson),
/* harmony export */   iC: () => (/* binding */ withKey),
/* harmony export */   to: () => (/* binding */ mapStrings),
/* harmony export */   yH: () => (/* binding */ isLister)
/* harmony export */ });
/* unused harmony export keyOf */
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74976);
/* harmony import */ var _sample_args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(87569);


/** The words a property's last word may be, singular: the key of something that exists. */
const KEY_WORDS = new Set(['id', 'name', 'key', 'slug', 'uri', 'uuid']);
const CREATOR = /^(create|new|insert|register|make|upload|store|put)(?![a-z])/i;
const LISTER = /(^|[^a-z])(list|search|find|read|retrieve|query|browse|all|index)([^a-z]|$)/i;
/** The kind of key a property holds (`entityName` -> name, `ids` -> id), or null when it holds none. */
function keyOf(property) {
    const words = (0,_sample_args_js__WEBPACK_IMPORTED_MODULE_1__/* .splitWords */ .yM)(property);
    const last = (words[words.length - 1] ?? '').replace(/s$/, '');
    return KEY_WORDS.has(last) ? last : null;
}
/** Every string in `args` under a key property, by kind: the values a call refers to (or makes). */
function keyValues(args) {
    const out = new Map();
    const walk = (v, prop) => {
        if (typeof v === 'string' && prop !== null) {
            const k = keyOf(prop);
            if (k !== null && !out.has(k))
                out.set(k, v);
        }
        else if (Array.isArray(v))
            for (const x of v)
                walk(x, prop);
        else if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(v))
            for (const [p, x] of Object.entries(v))
                walk(x, p);
    };
    walk(args, null);
    return out;
}
/** `args` with every string mapped by `f`, told the property it stands under (an array's items under the array's). */
function mapStrings(args, f) {
    const walk = (v, prop) => {
        if (typeof v === 'string')
            return f(v, prop);
        if (Array.isArray(v))
            return v.map((x) => walk(x, prop));
        if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(v))
            return Object.fromEntries(Object.entries(v).map(([p, x]) => [p, walk(x, p)]));
        return v;
    };
    return walk(args, null);
}
/** `args` with every string under a key property of kind `kind` replaced by `value`. */
function withKey(args, kind, value) {
    return mapStrings(args, (v, prop) => (prop !== null && keyOf(prop) === kind ? value : v));
}
/** First words of a tool's name (or description) that say it only reads. */
const READ_VERBS = new Set('get list read search find query fetch show view describe retrieve browse lookup count inspect return'.split(' '));
/** Words of a tool's name that say it changes something, wherever they stand (`get_or_create`). */
const WRITE_VERBS = new Set(('create write edit update delete remove move rename set put post patch insert add upload send run execute ' +
    'start stop toggle trigger clear reset drop kill append modify apply install save store make new register ' +
    'copy archive publish merge push commit').split(' '));
/**
 * Only reads, so init may call it: the annotations' readOnlyHint when they give one; else a name that starts with a
 * reading verb and has no writing one (`list_directory`), or a name with no verb whose description starts with a
 * reading one (`directory_tree`: "Get a recursive tree view"). Anything else may change data.
 */
function isReader(t) {
    const said = t.annotations?.readOnlyHint;
    if (typeof said === 'boolean')
        return said;
    const words = (0,_sample_args_js__WEBPACK_IMPORTED_MODULE_1__/* .splitWords */ .yM)(t.name);
    if (words.some((w) => WRITE_VERBS.has(w)))
        return false;
    if (READ_VERBS.has(words[0] ?? ''))
        return true;
    // "Gets", "Lists", "Searches": the verb without its ending.
    const first = (0,_sample_args_js__WEBPACK_IMPORTED_MODULE_1__/* .splitWords */ .yM)(t.description ?? '')[0] ?? '';
    return [first, first.replace(/s$/, ''), first.replace(/es$/, '')].some((w) => READ_VERBS.has(w));
}
/** Write verbs that act rather than store: what they change is no thing another call reads back. */
const ACTION_VERBS = new Set('run execute start stop toggle trigger kill send'.split(' '));
/** Changes what the server keeps, by its name: a write verb that stores (`create_entities`, not `trigger-...`). */
function storesByName(name) {
    return (0,_sample_args_js__WEBPACK_IMPORTED_MODULE_1__/* .splitWords */ .yM)(name).some((w) => WRITE_VERBS.has(w) && !ACTION_VERBS.has(w));
}
/**
 * Destructive as the MCP spec reads the annotations: `destructiveHint` true, or annotations that say the tool is
 * not read-only and leave destructiveHint out (its default is true). A tool without annotations says nothing.
 */
function isDestructive(t) {
    const a = t.annotations;
    if (!a)
        return false;
    if (a.destructiveHint === true)
        return true;
    return a.readOnlyHint === false && a.destructiveHint === undefined;
}
function isCreator(t) {
    return !isReader(t) && CREATOR.test(t.name.replace(/^[^A-Za-z]+/, ''));
}
function isLister(t) {
    return isReader(t) && (LISTER.test(t.name) || LISTER.test(t.description ?? ''));
}
/** The first string under a key property of kind `kind` anywhere in a tool's answer (its JSON), if any. */
function keyInAnswer(answer, kind) {
    const found = keyValues(answer).get(kind);
    return found === undefined || found.length > 200 || found.includes('***') ? undefined : found;
}
/** A tool's answer as JSON: its structured content, else each text block that parses, in one list. */
function answerJson(result) {
    if (result.structuredContent !== undefined)
        return result.structuredContent;
    const blocks = Array.isArray(result.content) ? result.content : [];
    return blocks.flatMap((b) => {
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(b) || typeof b.text !== 'string')
            return [];
        try {
            return [JSON.parse(b.text)];
        }
        catch {
            return [];
        }
    });
}


/***/ }),

/***/ 44175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  initSuite: () => (/* binding */ initSuite)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/settings/secrets.ts
var secrets = __webpack_require__(25868);
// EXTERNAL MODULE: ./src/mcp/index.ts + 4 modules
var mcp = __webpack_require__(90978);
// EXTERNAL MODULE: ./src/authoring/draft.ts
var draft = __webpack_require__(80646);
// EXTERNAL MODULE: ./src/authoring/flows.ts
var flows = __webpack_require__(14860);
// EXTERNAL MODULE: ./src/mcp/server-tools.ts + 2 modules
var server_tools = __webpack_require__(45604);
// EXTERNAL MODULE: ./src/results/trajectory.ts + 2 modules
var trajectory = __webpack_require__(32899);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(74976);
// EXTERNAL MODULE: ./src/util/map-limit.ts
var map_limit = __webpack_require__(9992);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
// EXTERNAL MODULE: ./src/authoring/sample-args.ts
var sample_args = __webpack_require__(87569);
;// CONCATENATED MODULE: ./src/authoring/init-discover.ts
// Where init's paths come from: the server's own discovery tools (list_allowed_directories, directory_tree, any
// read-only `list_*` tool) say which directories and files exist, before a made-up `example.txt` is tried. Each is a
// reading tool, called at most once with each set of arguments (askOnce), and only when it needs at most a path.




/** Discovery calls made at most per server. */
const MAX_DISCOVERY_CALLS = 6;
const PATH_WORDS = new Set(['path', 'paths', 'file', 'files', 'filename', 'filepath', 'dir', 'directory', 'root']);
const DIR_WORDS = new Set(['dir', 'directory', 'directories', 'folder', 'root', 'tree', 'list', 'search', 'find']);
/** Does this property hold a path (`path`, `paths`, `file_path`, `directory`)? */
function isPathArg(name) {
    return PATH_WORDS.has((0,sample_args/* splitWords */.yM)(name).at(-1) ?? '');
}
/** Does the tool take a directory there, not a file: `list_directory` path, `search_files` path, `root`. */
function wantsDirectory(tool, arg) {
    return [...(0,sample_args/* splitWords */.yM)(arg), ...(0,sample_args/* splitWords */.yM)(tool.name)].some((w) => DIR_WORDS.has(w));
}
const required = (t) => Array.isArray(t.inputSchema.required) ? t.inputSchema.required.filter((r) => typeof r === 'string') : [];
/** A discovery tool: it reads, and its name lists (`list_*`) or shows a tree (`directory_tree`). */
function discovers(t) {
    const words = (0,sample_args/* splitWords */.yM)(t.name);
    return (0,flows/* isReader */.QK)(t) && (words[0] === 'list' || words.includes('tree'));
}
/**
 * Ask the server's discovery tools what exists: first those that need nothing, then those that need a directory.
 * Only when a reader of `open` (the scenarios init may run) takes a path: no other call is made for nothing.
 */
async function discover(tools, open, ask) {
    const found = { dirs: [], files: [], from: [] };
    if (!open.some((p) => (0,flows/* isReader */.QK)(p.tool) && Object.keys(p.args).some(isPathArg)))
        return found;
    const finders = tools.filter(discovers);
    let calls = 0;
    const run = async (tool, args, root) => {
        if (calls++ >= MAX_DISCOVERY_CALLS)
            return;
        const outcome = await ask({ tool, args });
        if ('error' in outcome)
            return;
        const before = found.dirs.length + found.files.length;
        read(outcome.answer, outcome.text, root, found);
        if (found.dirs.length + found.files.length > before)
            found.from.push(tool.name);
    };
    for (const t of finders.filter((x) => !required(x).length))
        await run(t, {});
    const root = found.dirs[0];
    if (root === undefined)
        return found;
    for (const t of finders) {
        const need = required(t);
        if (need.length === 1 && isPathArg(need[0]))
            await run(t, { [need[0]]: root }, root);
    }
    return found;
}
/** What an answer lists: absolute paths on lines of their own, a JSON tree of names, `[FILE] x` / `[DIR] x` lines. */
function read(answer, text, root, found) {
    const add = (list, p) => list.includes(p) || list.push(p);
    for (const line of text.split('\n').map((l) => l.trim())) {
        if (root === undefined && external_node_path_default().isAbsolute(line) && !/\s/.test(line))
            add(found.dirs, line);
        const entry = /^\[(FILE|DIR)\]\s+(.+)$/.exec(line);
        if (entry && root !== undefined)
            add(entry[1] === 'FILE' ? found.files : found.dirs, external_node_path_default().join(root, entry[2]));
    }
    if (root === undefined)
        return;
    const walk = (v, at) => {
        if (Array.isArray(v))
            return v.forEach((x) => walk(x, at));
        if (!(0,json/* isRecord */.u4)(v) || typeof v.name !== 'string')
            return;
        const p = external_node_path_default().join(at, v.name);
        if (v.type === 'file')
            add(found.files, p);
        if (v.type === 'directory')
            add(found.dirs, p);
        walk(v.children, p);
    };
    walk(answer, root);
}
/**
 * A reading tool's made-up paths replaced by what the server listed (a file, or a directory where the tool takes one);
 * the other kind is kept as an alternative to try when that one answers an error.
 */
function fillPaths(p, found) {
    if (!(0,flows/* isReader */.QK)(p.tool) || !found.dirs.length)
        return;
    const before = p.args;
    const other = {};
    const pick = (dir) => (dir ? found.dirs[0] : (found.files[0] ?? found.dirs[0]));
    for (const [k, v] of Object.entries(p.args)) {
        if (!isPathArg(k) || !(typeof v === 'string' || Array.isArray(v)))
            continue;
        const dir = wantsDirectory(p.tool, k);
        p.args = { ...p.args, [k]: Array.isArray(v) ? [pick(dir)] : pick(dir) };
        if (pick(dir) !== pick(!dir))
            other[k] = Array.isArray(v) ? [pick(!dir)] : pick(!dir);
    }
    if (p.args === before)
        return;
    p.notes.push(`Its paths come from the server's own ${found.from.join(', ')}: use what your users read.`);
    if (Object.keys(other).length)
        p.alternatives.push(other);
}

;// CONCATENATED MODULE: ./src/authoring/init-verify.ts



/** Characters of a server's error quoted in a comment. */
const MAX_ERROR = 300;
const ENABLE = 'then delete the line "enabled: false"';
/** Calls with other arguments init makes at most, before it asks for arguments. */
const MAX_ALTERNATIVES = 3;
/** Words of an answer that is an error whatever its is_error says: `Error - ENOENT: ...`, `Entity not found`. */
const ERROR_ANYWHERE = /\b(ENOENT|EACCES|EPERM|ENOTDIR|EISDIR|not found|access denied|permission denied)\b/i;
const ERROR_FIRST = /^\s*(error|exception)\b/i;
/** The text of an answer that says it failed (a block that starts with "Error", or names ENOENT, "not found", ...). */
function answeredError(texts) {
    const said = texts.find((t) => ERROR_FIRST.test(t) || ERROR_ANYWHERE.test(t));
    return said === undefined ? null : said;
}
/** `live`, each distinct call made once: a lister asked for keys and verified is called once. */
function askOnce(live) {
    const asked = new Map();
    return (step) => {
        const key = `${step.tool.name}\n${(0,json/* canonicalJson */.dj)(step.args)}`;
        if (!asked.has(key))
            asked.set(key, live(step.tool.name, step.args));
        return asked.get(key);
    };
}
/** Run a scenario's steps once when they all read; otherwise say why it was not run. */
async function verify(p, ask) {
    const steps = p.before ? [p.before, p] : [p];
    const writer = steps.find((s) => !(0,flows/* isReader */.QK)(s.tool));
    if (writer) {
        if (p.guessed && !Object.keys(p.args).length) {
            p.needs.push("Needs your arguments: the server's input schema names none for this tool, nor does its description, and", 'init does not run a tool that may change data to find out what it takes.', `Fill in the arguments it takes (keep args: {} if it takes none), ${ENABLE}.`);
        }
        else
            p.notes.push(...notRun(writer.tool));
        return;
    }
    for (const step of steps) {
        const outcome = await ask(step);
        const answered = 'error' in outcome && step === p ? await tryOthers(p, ask, outcome.error) : outcome;
        if ('error' in answered) {
            const who = step === p ? 'it' : `${step.tool.name}, called first,`;
            p.needs.push(...failed(step, who, answered.error, p.guessed));
            return;
        }
    }
    p.verified = true;
    p.notes.push('Verified: init ran it once against the server, and it answered without an error.');
}
/** Its alternatives tried in order (MAX_ALTERNATIVES at most): the first that answers is its arguments from now on. */
async function tryOthers(p, ask, error) {
    for (const patch of p.alternatives.slice(0, MAX_ALTERNATIVES)) {
        const args = { ...p.args, ...patch };
        const outcome = await ask({ tool: p.tool, args });
        if ('error' in outcome)
            continue;
        const changed = Object.keys(args).filter((k) => JSON.stringify(args[k]) !== JSON.stringify(p.args[k]));
        const was = changed.map((k) => `${k} ${(0,util_text/* truncate */.xv)(JSON.stringify(p.args[k]), 60)}`).join(', ');
        p.notes.push(`With ${was} it answered an error (${(0,util_text/* truncate */.xv)(error.replace(/\s+/g, ' ').trim(), 100)}): init tried another.`);
        p.args = args;
        return outcome;
    }
    return { error };
}
function notRun(tool) {
    const why = tool.annotations?.readOnlyHint === false
        ? 'its annotations say it is not read-only'
        : 'neither annotations nor its name say it only reads';
    return [
        `Not run by init: ${tool.name} may change data (${why}).`,
        'The names and paths it makes up are its own, so no other scenario reads them: check them before you record.',
    ];
}
/** The error a call answered, and what to fill in: the arguments the error names, else every one. */
function failed(step, who, error, guessed) {
    const args = step.args;
    const given = Object.keys(args).filter((k) => mentions(error, k, args[k]));
    const missing = issuePaths(error).filter((k) => !Object.hasOwn(args, k));
    const blamed = given.length || missing.length ? [...missing, ...given] : Object.keys(args);
    const shown = (k) => (Object.hasOwn(args, k) ? `${k} (now ${(0,util_text/* truncate */.xv)(JSON.stringify(args[k]), 60)})` : k);
    const fill = blamed.length ? blamed.map(shown).join(', ') : 'the arguments it takes';
    const none = guessed && !Object.keys(args).length;
    const head = none
        ? [
            "Needs your arguments: the server's input schema names none for this tool, nor does its description.",
            `init ran ${who} once with none, and it answered an error:`,
        ]
        : [`Needs your arguments: init ran ${who} once against the server, and it answered an error:`];
    return [
        ...head,
        `  ${(0,util_text/* truncate */.xv)(error.replace(/\s+/g, ' ').trim(), MAX_ERROR)}`,
        `Fill in ${fill} with what your server has, ${ENABLE}.`,
    ];
}
/** The error names the argument, or quotes the string it was given. */
function mentions(error, name, value) {
    if (new RegExp(`(^|[^A-Za-z0-9_])${(0,util_text/* escapeRegExp */.Nt)(name)}([^A-Za-z0-9_]|$)`).test(error))
        return true;
    return typeof value === 'string' && value.length > 2 && error.includes(value);
}
/** The arguments a schema validator's issues name (`"path": [ "pattern" ]`, as zod's list them). */
function issuePaths(error) {
    return [...new Set([...error.matchAll(/"path"\s*:\s*\[\s*"([^"]{1,64})"/g)].map((m) => m[1]))];
}

;// CONCATENATED MODULE: ./src/authoring/intent.ts
// A plain request a user might make, drawn from a tool's description and the arguments of the call: "Returns the
// sum of two numbers" with {a: 2, b: 3} becomes "Return the sum of two numbers (a: 2, b: 3)." Only a start: the
// file's comment asks the reader to write what their users actually ask.

/** Characters of the description's first sentence kept in a request. */
const MAX_REQUEST = 200;
/** Characters of one argument's value shown in a request. */
const MAX_VALUE = 50;
/** The request of one call: its description's first sentence as an imperative, then the arguments. */
function plainRequest(tool, server, description, args) {
    const sentence = firstSentence(description ?? '');
    const request = sentence ? imperative(sentence) : `Use the ${tool} tool of ${server}`;
    const shown = argumentText(args);
    return `${request}${shown ? ` (${shown})` : ''}.`;
}
/** Several calls' requests as one: "Create ..., then read ..., then open ... ." */
function joinRequests(requests) {
    const parts = requests.map((r, i) => {
        const bare = r.replace(/\.$/, '');
        return i === 0 ? bare : bare.charAt(0).toLowerCase() + bare.slice(1);
    });
    return `${parts.join(', then ')}.`;
}
function firstSentence(text) {
    const flat = text.replace(/\s+/g, ' ').trim();
    const end = flat.search(/[.!?](\s|$)/);
    const sentence = (end >= 0 ? flat.slice(0, end) : flat).trim();
    return sentence.length > MAX_REQUEST ? `${sentence.slice(0, MAX_REQUEST - 1).trimEnd()}…` : sentence;
}
/** "Returns the sum" -> "Return the sum"; "Echoes back" -> "Echo back"; an imperative stays as it is. */
function imperative(sentence) {
    const [first, ...rest] = sentence.split(' ');
    if (!/^[A-Z][a-z]{2,}s$/.test(first) || /ss$/.test(first))
        return sentence;
    let base = first.slice(0, -1);
    if (/(ch|sh|ss|x|z|o)es$/.test(first))
        base = first.slice(0, -2);
    else if (/[^aeiou]ies$/.test(first))
        base = `${first.slice(0, -3)}y`;
    return [base, ...rest].join(' ');
}
function argumentText(args) {
    return Object.entries(args)
        .map(([k, v]) => `${k}: ${valueText(v)}`)
        .join(', ');
}
/** A scalar as JSON (cut when long); a list or an object as JSON when short, else how many items or keys. */
function valueText(v) {
    const text = JSON.stringify(v) ?? String(v);
    if (v === null || typeof v !== 'object')
        return (0,util_text/* truncate */.xv)(text, MAX_VALUE);
    if (text.length <= MAX_VALUE)
        return text;
    return Array.isArray(v) ? `${v.length} item${v.length === 1 ? '' : 's'}` : `{${Object.keys(v).join(', ')}}`;
}

;// CONCATENATED MODULE: ./src/authoring/init-plan.ts











const MAX_DESCRIPTION = 300;
/** Consumers a flow calls after its lister. */
const FLOW_CONSUMERS = 2;
/** Scenarios verified at once. */
const VERIFY_CONCURRENCY = 4;
async function planServer(server, tools, live, taken) {
    const checker = new server_tools/* ServerTools */.t(server, tools, new server_tools/* ValidatorFactory */.B());
    const prepared = tools.map((t) => prepare(t));
    const open = (p) => !p.disabled.length && !p.needs.length;
    const creators = prepared.filter((p) => open(p) && (0,flows/* isCreator */.J7)(p.tool) && (0,flows/* keyValues */.K7)(p.args).size);
    const listers = prepared.filter((p) => open(p) && (0,flows/* isLister */.yH)(p.tool) && !(0,flows/* keyValues */.K7)(p.args).size);
    const ask = askOnce(live);
    const found = await discover(tools, prepared.filter(open), ask);
    for (const p of prepared)
        if (open(p))
            fillPaths(p, found);
    for (const p of prepared) {
        if (!open(p) || creators.includes(p) || listers.includes(p))
            continue;
        await provide(p, creators, listers, ask);
        const refusal = checker.refusal(p.tool.name, p.args);
        if (refusal)
            p.needs.push(`Needs your arguments: init could not make up arguments the schema accepts: ${(0,util_text/* truncate */.xv)(refusal, 300)}`);
    }
    await (0,map_limit/* mapLimit */.s)(prepared.filter(open), VERIFY_CONCURRENCY, (p) => verify(p, ask));
    const drafts = prepared.map((p) => ({ draft: toolDraft(server, p, taken), standing: standing(p) }));
    return [...drafts, ...flowDrafts(server, prepared, creators, listers, taken)];
}
function standing(p) {
    if (p.disabled.length)
        return 'disabled';
    if (p.needs.length)
        return 'needs-arguments';
    return p.verified ? 'verified' : 'not-run';
}
/**
 * A tool's call made up: arguments from its input schema, or from its description when the schema names none;
 * a tool that may write names what it makes with values of its own.
 */
function prepare(tool) {
    const own = ownWord(tool);
    const { args, secrets } = (0,sample_args/* sampleArgs */.SF)(tool.inputSchema, own);
    const guessed = (0,sample_args/* namesNoArguments */.wx)(tool.inputSchema);
    const prepared = {
        tool,
        args,
        disabled: [],
        needs: [],
        notes: [],
        guessed,
        verified: false,
        alternatives: [],
    };
    if (guessed) {
        prepared.args = (0,sample_args/* describedArgs */.HF)(tool.description, own);
        const names = Object.keys(prepared.args);
        if (names.length)
            prepared.notes.push(`Its arguments (${names.join(', ')}) come from its description: the input schema names none.`);
    }
    prepared.disabled.push(...disabledWhy(tool, secrets));
    prepared.alternatives.push(...otherEnumValues(tool, prepared.args));
    return prepared;
}
/** Why a tool is written disabled whatever its arguments: destructive, run only as a task, or a credential. */
function disabledWhy(tool, secrets) {
    const disabled = [];
    if ((0,flows/* isDestructive */.TI)(tool)) {
        disabled.push('Disabled: the server marks this tool destructive (annotations): a run would change or delete data.', 'Enable it against a disposable server, with arguments that touch only test data.');
    }
    if (needsTask(tool)) {
        disabled.push('Disabled: the server runs this tool only as an MCP task (execution.taskSupport "required"),', "and mcp-eval's calls are plain tools/call requests: every run would answer an error.");
    }
    if (secrets.length) {
        disabled.push(`Disabled: the call needs a credential (${secrets.join(', ')}), and init never writes one.`, "Give the server the credential through its configuration (mcp.json's env), or fill in a test value.");
    }
    return disabled;
}
/** Each other value of each enum-typed argument, as a patch over the arguments. */
function otherEnumValues(tool, args) {
    const props = (0,json/* isRecord */.u4)(tool.inputSchema.properties) ? tool.inputSchema.properties : {};
    return Object.entries(args).flatMap(([k, v]) => {
        const values = (0,json/* isRecord */.u4)(props[k]) && Array.isArray(props[k].enum) ? props[k].enum : [];
        return values.filter((x) => x !== null && x !== v).map((x) => ({ [k]: x }));
    });
}
function needsTask(tool) {
    const execution = tool.execution;
    return (0,json/* isRecord */.u4)(execution) && execution.taskSupport === 'required';
}
/** The key a consumer needs, from a creator (its own made-up value) or a lister's live answer. */
async function provide(p, creators, listers, ask) {
    for (const kind of (0,flows/* keyValues */.K7)(p.args).keys()) {
        const creator = creators.find((c) => (0,flows/* keyValues */.K7)(c.args).has(kind));
        if (creator) {
            p.before = creator;
            p.args = (0,flows/* withKey */.iC)(p.args, kind, (0,flows/* keyValues */.K7)(creator.args).get(kind));
            return;
        }
        for (const lister of listers) {
            const answered = await ask(lister);
            const found = 'answer' in answered ? (0,flows/* keyInAnswer */.Tt)(answered.answer, kind) : undefined;
            if (found === undefined)
                continue;
            p.before = lister;
            p.args = (0,flows/* withKey */.iC)(p.args, kind, found);
            return;
        }
    }
}
function toolDraft(server, p, taken) {
    const steps = p.before ? [p.before, p] : [p];
    const comments = [
        `Written by mcp-eval init from the tool list of server "${server}" (tool ${p.tool.name}).`,
        'Make user_intent what your users ask, and the arguments those of a typical call.',
        ...(p.before ? [`It first calls ${p.before.tool.name}: ${p.tool.name} needs what that one makes or lists.`] : []),
        ...p.notes,
        ...p.needs,
        ...p.disabled,
    ];
    const enabled = !p.disabled.length && !p.needs.length;
    return init_plan_draft(server, (0,draft/* fileSlug */.MT)(p.tool.name), p.tool.name, steps, comments, enabled, taken);
}
/** Make one, list them, get it: per creator with a lister, and per lister that two consumers read from. */
function flowDrafts(server, prepared, creators, listers, taken) {
    const out = [];
    const open = (p) => !p.disabled.length && !p.needs.length;
    const enabled = prepared.filter((p) => open(p) && p.before);
    const readers = listers.filter(open);
    for (const source of [...creators, ...readers].filter(open)) {
        const consumers = enabled.filter((p) => p.before === source).slice(0, FLOW_CONSUMERS);
        const lister = creators.includes(source) ? readers[0] : undefined;
        if (!consumers.length || (!lister && consumers.length < 2))
            continue;
        const steps = [source, ...(lister ? [lister] : []), ...consumers];
        const names = steps.map((s) => s.tool.name);
        const comments = [
            `Written by mcp-eval init from the tool list of server "${server}": a flow where the tools chain.`,
            `${names.join(' -> ')}: each step uses what the one before made or listed.`,
        ];
        const slug = `flow-${(0,draft/* fileSlug */.MT)(source.tool.name)}`;
        const flow = init_plan_draft(server, slug, `flow ${names.join(' > ')}`, steps, comments, true, taken);
        const verified = steps.every((s) => s.verified);
        out.push({ draft: { ...flow, tags: [...flow.tags, 'flow'] }, standing: verified ? 'verified' : 'not-run' });
    }
    return out;
}
function init_plan_draft(server, slug, title, steps, comments, enabled, taken) {
    const id = (0,draft/* uniqueName */.Fi)(`${(0,draft/* fileSlug */.MT)(server)}/${slug}`, taken);
    const named = ownNames(steps, id.slice(id.indexOf('/') + 1));
    const args = steps.map((s) => (0,flows/* mapStrings */.to)(s.args, (v) => named.get(v) ?? v));
    const calls = steps.map((s, i) => ({ tool: (0,trajectory/* canonicalId */.iS)(server, s.tool.name), args: args[i] }));
    const requests = steps.map((s, i) => plainRequest(s.tool.name, server, s.tool.description, args[i]));
    const last = steps[steps.length - 1].tool;
    const description = last.description ? (0,util_text/* truncate */.xv)(last.description.replace(/\s+/g, ' ').trim(), MAX_DESCRIPTION) : '';
    return {
        id,
        comments,
        name: (0,draft/* uniqueName */.Fi)(`${server} ${title}`, taken, ' #'),
        ...(steps.length === 1 && description ? { description } : {}),
        enabled,
        user_intent: steps.length === 1 ? requests[0] : joinRequests(requests),
        servers: [server],
        tags: ['init', server],
        expected_trajectory: calls,
    };
}
/**
 * What the scenario's writing steps make, named after the scenario: open_nodes' scenario creates and opens
 * `mcp-eval-open_nodes`, not the `mcp-eval-create_entities` of create_entities' own scenario, so scenarios running at
 * once never touch each other's things (one deleting what another is adding to). Steps after the first writer get
 * `-2`, `-3`: two things a scenario makes stay two.
 */
function ownNames(steps, scenario) {
    const words = steps.map((s) => ownWord(s.tool)).filter((w) => w !== undefined);
    const made = [...new Set(words.map(sample_args/* ownValue */.eC))];
    return new Map(made.map((v, i) => [v, (0,sample_args/* ownValue */.eC)(i ? `${scenario}-${i + 1}` : scenario)]));
}
/** The word of the names and paths a tool that may write makes up; none for a reader, which makes nothing. */
function ownWord(tool) {
    return (0,flows/* isReader */.QK)(tool) ? undefined : (0,draft/* fileSlug */.MT)(tool.name);
}

// EXTERNAL MODULE: ./src/authoring/write.ts
var write = __webpack_require__(89906);
;// CONCATENATED MODULE: ./src/authoring/init.ts
// mcp-eval init: a starter suite from the servers' own tool lists. Connects to each server of an mcp.json with the
// project's connections, plans its scenarios (init-plan.ts: each one that only reads is run once, init-verify.ts),
// and writes them under the scenarios directory, one folder per server; a file already there stops the whole write
// unless forced.









async function initSuite(opts) {
    const configs = chosenServers(opts.servers, opts.only);
    // As a client that declares nothing it can be asked back (elicitation, sampling, roots): a tool shown only to one
    // that does would ask the scenario for answers init cannot write (docs/first-suite.md).
    const pool = await (0,mcp/* openServers */.nS)(configs, { connectTimeoutMs: opts.connectTimeoutMs, client: [] });
    const taken = new Set();
    const planned = [];
    const servers = [];
    try {
        const redact = (0,secrets/* runRedactor */.M)({ env: process.env, servers: configs });
        for (const conn of pool.connections) {
            opts.log?.(`${conn.name}: ${conn.tools.length} tool(s)`);
            const live = liveCall(conn, opts.callTimeoutMs, redact);
            const plan = await planServer(conn.name, conn.tools, live, taken);
            planned.push(...plan);
            const flows = plan.filter((p) => p.draft.tags.includes('flow')).length;
            servers.push({ name: conn.name, tools: conn.tools.length, scenarios: plan.length, flows, ...counts(plan) });
        }
    }
    finally {
        await pool.close();
    }
    const files = planned.map(({ draft: d }) => ({ path: external_node_path_default().join(opts.dir, `${d.id}.yaml`), text: (0,draft/* draftYaml */.B5)(d) }));
    await (0,write/* writeSuiteFiles */.j)(files, opts.force, 'init');
    return { dir: opts.dir, servers, files: files.map((f) => f.path), ...counts(planned) };
}
function chosenServers(configs, only) {
    if (!only.length)
        return configs;
    const names = configs.map((c) => c.name);
    const unknown = only.filter((n) => !names.includes(n));
    if (unknown.length) {
        throw new errors/* EvalError */.Fn('usage', `unknown server "${unknown[0]}" (the server config has: ${names.join(', ')})`);
    }
    return configs.filter((c) => only.includes(c.name));
}
/** A read-only tool's answer as JSON, or the error it answered in words; both redacted (they reach the files). */
function liveCall(conn, timeoutMs, redact) {
    return async (tool, args) => {
        try {
            const result = await conn.callTool(tool, args, timeoutMs);
            const texts = result.content.flatMap((b) => (b.type === 'text' ? [b.text] : []));
            // An answer whose text is an error is one, whatever is_error says (server-filesystem's `Error - ENOENT`).
            const said = result.isError ? texts.join(' ') || 'an error result with no text' : answeredError(texts);
            if (said !== null)
                return { error: redact(said) };
            return { answer: redact((0,flows/* answerJson */.hi)(result)), text: redact(texts.join('\n')) };
        }
        catch (e) {
            return { error: redact((0,mcp/* describeError */.Uc)(e)) };
        }
    };
}
function counts(plan) {
    const count = (s) => plan.filter((p) => p.standing === s).length;
    return {
        verified: count('verified'),
        needsArguments: count('needs-arguments'),
        notRun: count('not-run'),
        disabled: count('disabled'),
    };
}


/***/ }),

/***/ 87569:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HF: () => (/* binding */ describedArgs),
/* harmony export */   SF: () => (/* binding */ sampleArgs),
/* harmony export */   eC: () => (/* binding */ ownValue),
/* harmony export */   wx: () => (/* binding */ namesNoArguments),
/* harmony export */   yM: () => (/* binding */ splitWords)
/* harmony export */ });
/* unused harmony export EXAMPLE_NAME */
/* harmony import */ var _sanitize_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45709);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74976);
// Arguments for a tool call made up from its input schema alone: what a person writing a first scenario would
// type. Required properties always; optional ones only when the schema gives an example, or when their default
// would reach outside the machine (an http(s) URL) and the description accepts a local `data:` URI instead.
// Values come from, in order: const, examples, default, enum, format, the property's name, its type's bounds.
// Never a secret: a required property whose name says credential is reported, not filled in.
// A tool that may change data names the things it makes or writes with values of its own (`mcp-eval-write_file`),
// so that what it does never lands on what another scenario reads.


/** Nesting followed at most: deeper objects get `{}`, deeper arrays `[]`. */
const MAX_DEPTH = 6;
/** A value every string property can start from: says where it came from. */
const PLAIN_TEXT = 'example';
/** Names whose value is a key of something: the same value across a flow's steps (see flows.ts). */
const EXAMPLE_NAME = 'mcp-eval-example';
const LOCAL_TEXT = 'Hello from mcp-eval';
const FORMAT_VALUES = {
    email: 'user@example.com',
    'idn-email': 'user@example.com',
    uri: 'https://example.com',
    url: 'https://example.com',
    iri: 'https://example.com',
    'uri-reference': 'https://example.com',
    'iri-reference': 'https://example.com',
    'uri-template': 'https://example.com/{id}',
    hostname: 'example.com',
    'idn-hostname': 'example.com',
    ipv4: '192.0.2.1',
    ipv6: '2001:db8::1',
    uuid: '123e4567-e89b-42d3-a456-426614174000',
    date: '2025-01-01',
    'date-time': '2025-01-01T00:00:00Z',
    time: '12:00:00Z',
    duration: 'PT1M',
    'json-pointer': '/',
    regex: '.*',
};
/** The arguments of a call made up from a tool's input schema; `own` as in Sampling. */
function sampleArgs(schema, own) {
    const ctx = { secrets: [], own };
    const root = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(schema) ? schema : {};
    const args = sampleObject(root, 0, ctx, '');
    return { args: (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(args) ? args : {}, secrets: ctx.secrets };
}
/** The schema says nothing of the arguments: no properties, and extra ones not refused (an empty schema). */
function namesNoArguments(schema) {
    return !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(schema) || (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(schema.properties) && schema.additionalProperties !== false);
}
/** A parameter a description names: `the 'head' parameter`, "argument `path`". */
const NAMED_BEFORE = /[`'"]([A-Za-z_]\w*)[`'"]\s+(?:parameter|argument|param|arg|field|input)s?\b/g;
const NAMED_AFTER = /\b(?:parameter|argument|param|arg|field|input)s?\s*:?\s*[`'"]([A-Za-z_]\w*)[`'"]/g;
/** The parameters a description names, each with a value by its name (never a credential). */
function describedArgs(description, own) {
    const text = description ?? '';
    const named = [...text.matchAll(NAMED_BEFORE), ...text.matchAll(NAMED_AFTER)].map((m) => m[1]);
    return Object.fromEntries(named.filter((n) => !(0,_sanitize_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .isCredentialName */ .hN)(n)).map((n) => [n, byName(n, own)]));
}
function sampleObject(schema, depth, ctx, at) {
    const props = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? schema.required.filter((r) => typeof r === 'string') : []);
    const out = {};
    let numbers = 0;
    for (const [name, raw] of Object.entries(props)) {
        const prop = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(raw) ? raw : {};
        const path = at ? `${at}.${name}` : name;
        if ((0,_sanitize_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .isCredentialName */ .hN)(name)) {
            if (required.has(name))
                ctx.secrets.push(path);
            continue;
        }
        const local = localAlternative(prop);
        if (!required.has(name) && !hasExample(prop) && local === undefined)
            continue;
        const value = local ?? sampleValue(prop, name, depth + 1, ctx, path, numbers);
        if (typeof value === 'number')
            numbers++;
        out[name] = value;
    }
    return out;
}
function hasExample(s) {
    return (Array.isArray(s.examples) && s.examples.length > 0) || s.example !== undefined;
}
/** A `data:` URI instead of a default that reaches the network, when the description accepts one. */
function localAlternative(s) {
    const remote = typeof s.default === 'string' && /^https?:\/\//i.test(s.default);
    return remote && acceptsDataUri(s) ? dataUri() : undefined;
}
function acceptsDataUri(s) {
    return typeof s.description === 'string' && /\bdata:? ?uri\b/i.test(s.description);
}
function dataUri() {
    return `data:text/plain;base64,${Buffer.from(LOCAL_TEXT).toString('base64')}`;
}
function sampleValue(s, name, depth, ctx, at, index) {
    if (s.const !== undefined)
        return s.const;
    if (Array.isArray(s.examples) && s.examples.length)
        return s.examples[0];
    if (s.example !== undefined)
        return s.example;
    if (s.default !== undefined)
        return s.default;
    if (Array.isArray(s.enum)) {
        const first = s.enum.find((v) => v !== null);
        if (first !== undefined)
            return first;
    }
    const branch = firstBranch(s);
    if (branch)
        return sampleValue({ ...s, anyOf: undefined, oneOf: undefined, ...branch }, name, depth, ctx, at, index);
    switch (mainType(s)) {
        case 'string':
            return sampleString(s, name, ctx.own);
        case 'integer':
        case 'number':
            return sampleNumber(s, index);
        case 'boolean':
            return false;
        case 'null':
            return null;
        case 'array':
            return depth > MAX_DEPTH ? [] : sampleArray(s, name, depth, ctx, at);
        case 'object':
            return depth > MAX_DEPTH ? {} : sampleObject(s, depth, ctx, at);
        default:
            return PLAIN_TEXT;
    }
}
/** The first non-null branch of anyOf / oneOf (allOf's branches merged): the plainest way to satisfy it. */
function firstBranch(s) {
    for (const key of ['anyOf', 'oneOf']) {
        const list = s[key];
        if (Array.isArray(list))
            return list.filter(_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4).find((b) => mainType(b) !== 'null');
    }
    if (Array.isArray(s.allOf)) {
        const parts = s.allOf.filter(_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4);
        const properties = Object.assign({}, ...parts.map((p) => ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(p.properties) ? p.properties : {})));
        const required = parts.flatMap((p) => (Array.isArray(p.required) ? p.required : []));
        return { ...Object.assign({}, ...parts), properties, required, allOf: undefined };
    }
    return undefined;
}
function mainType(s) {
    const t = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
    if (typeof t === 'string')
        return t;
    if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(s.properties))
        return 'object';
    if (s.items !== undefined)
        return 'array';
    return undefined;
}
function sampleString(s, name, own) {
    const format = typeof s.format === 'string' ? s.format : '';
    let value = FORMAT_VALUES[format] ?? byName(name, own);
    if ((format === 'uri' || format === 'url') && acceptsDataUri(s))
        value = dataUri();
    const min = typeof s.minLength === 'number' ? s.minLength : 0;
    const max = typeof s.maxLength === 'number' ? s.maxLength : Infinity;
    if (value.length < min)
        value = value.padEnd(min, 'x');
    if (value.length > max)
        value = value.slice(0, max);
    if (typeof s.pattern === 'string')
        return matchPattern(s.pattern, value);
    return value;
}
/**
 * A value that reads like what the property holds: the same key value everywhere (flows chain on it), except the
 * names and paths of a tool that may write, which are its own.
 */
function byName(name, own) {
    const words = splitWords(name);
    const last = words[words.length - 1] ?? '';
    const mine = own === undefined ? undefined : ownValue(own);
    if (['name', 'names', 'id', 'ids', 'key', 'keys', 'slug', 'title'].includes(last))
        return mine ?? EXAMPLE_NAME;
    if (['message', 'text', 'content', 'contents', 'body', 'prompt', 'comment'].includes(last))
        return LOCAL_TEXT;
    if (['query', 'q', 'search', 'topic', 'keyword', 'keywords', 'term'].includes(last))
        return 'example';
    if (['path', 'paths', 'file', 'files', 'filename', 'dir', 'directory'].includes(last))
        return mine ?? 'example.txt';
    return `example ${words.join(' ')}`.trim();
}
/** The name or path a writing tool makes up, from its own word: `mcp-eval-write_file`. */
const ownValue = (own) => `mcp-eval-${own}`;
/** `entityName` -> [entity, name]; `resource_id` -> [resource, id]. */
function splitWords(name) {
    return name
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .split(/[\s_\-.]+/)
        .filter(Boolean)
        .map((w) => w.toLowerCase());
}
/** The value if it matches; else a few plain candidates; else the value (the server judges it). */
function matchPattern(pattern, value) {
    let re;
    try {
        re = new RegExp(pattern, 'u');
    }
    catch {
        return value;
    }
    const candidates = [value, EXAMPLE_NAME, 'example', 'abc', 'a', 'A', '1', '123', 'example-1', 'ABC-123', 'a1'];
    return candidates.find((c) => re.test(c)) ?? value;
}
/** Small numbers in order (2, 3, 4, ...: a call that reads as a request), kept within the schema's bounds. */
function sampleNumber(s, index) {
    let value = 2 + index;
    const min = bound(s.minimum, s.exclusiveMinimum, 1);
    const max = bound(s.maximum, s.exclusiveMaximum, -1);
    if (min !== undefined && value < min)
        value = min;
    if (max !== undefined && value > max)
        value = max;
    if (s.type === 'integer')
        value = Math.ceil(value);
    if (typeof s.multipleOf === 'number' && s.multipleOf > 0)
        value = Math.ceil(value / s.multipleOf) * s.multipleOf;
    return value;
}
/** The inclusive bound: `minimum`, or one step inside an exclusive bound (draft 6+ number, or draft 4 boolean). */
function bound(inclusive, exclusive, step) {
    if (typeof exclusive === 'number')
        return exclusive + step;
    if (typeof inclusive !== 'number')
        return undefined;
    return exclusive === true ? inclusive + step : inclusive;
}
function sampleArray(s, name, depth, ctx, at) {
    const items = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(s.items) ? s.items : {};
    const min = typeof s.minItems === 'number' ? Math.max(1, s.minItems) : 1;
    const out = [];
    for (let i = 0; i < Math.min(min, 10); i++)
        out.push(sampleValue(items, name, depth + 1, ctx, `${at}[]`, i));
    return out;
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

/***/ 9992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ mapLimit)
/* harmony export */ });
// Bounded concurrency: scenarios `concurrency` at a time, and I/O over many items (baseline files) that all at once
// could exhaust file handles.
/** `fn` over the items, at most `limit` at a time; the results in the items' order. */
async function mapLimit(items, limit, fn) {
    const out = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const i = next++;
            out[i] = await fn(items[i], i);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return out;
}


/***/ })

};
