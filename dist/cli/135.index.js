export const id = 135;
export const ids = [135,516];
export const modules = {

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
