export const id = 294;
export const ids = [294];
export const modules = {

/***/ 68294:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C_: () => (/* binding */ scoredCalls),
/* harmony export */   NJ: () => (/* binding */ agentKindSchema),
/* harmony export */   OH: () => (/* binding */ addUsage),
/* harmony export */   bG: () => (/* binding */ parseCanonicalId),
/* harmony export */   hR: () => (/* binding */ trajectorySchema),
/* harmony export */   hg: () => (/* binding */ serverSnapshotSchema),
/* harmony export */   ht: () => (/* binding */ usageSchema),
/* harmony export */   iS: () => (/* binding */ canonicalId),
/* harmony export */   ly: () => (/* binding */ emptyUsage),
/* harmony export */   mo: () => (/* binding */ gitInfoSchema),
/* harmony export */   vk: () => (/* binding */ Recorder)
/* harmony export */ });
/* unused harmony exports TRAJECTORY_SCHEMA_VERSION, isToolCall */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(41514);
// The recorded run of one scenario: what the agent said, which tools it called through the
// gateway, what came back. Persisted in baselines and results.json, so field names are
// snake_case and stable; bump TRAJECTORY_SCHEMA_VERSION on any incompatible change.

const TRAJECTORY_SCHEMA_VERSION = 1;
// Validation of persisted trajectories (baselines, results.json). Objects are loose: a field
// added within the same version by a newer writer survives a rewrite. Typed by the interfaces
// above, which stay the types the code uses.
const usageSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    input_tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    output_tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    cache_read_input_tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    cache_creation_input_tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    cost_usd: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
});
const gitInfoSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    sha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    ref: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
});
const agentKindSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['claude', 'replay', 'scripted']);
const serverSnapshotSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    server_info: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), version: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).nullable(),
    tools: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), schema_hash: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional() })),
});
const toolCallSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('tool_call'),
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    server: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    tool: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    discovery: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    arguments: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()),
    content: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ type: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), text: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional() })),
    structured_content: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J().optional(),
    is_error: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    harness_error: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    started_at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    duration_ms: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    tool_use_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
const messageSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .discriminatedUnion */ .gMt('type', [
    zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('user'), text: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('assistant'), text: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }),
    toolCallSchema,
]);
const trajectorySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    schema_version: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(TRAJECTORY_SCHEMA_VERSION),
    scenario_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    run_index: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
    agent: agentKindSchema,
    model: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    started_at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    ended_at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    duration_ms: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    messages: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(messageSchema),
    usage: usageSchema,
    turns: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(usageSchema),
    stop_reason: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['end_turn', 'max_tokens', 'refusal', 'max_turns', 'timeout', 'api_error', 'completed', 'error']),
    error: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    servers: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(serverSnapshotSchema),
    git: gitInfoSchema,
});
function emptyUsage() {
    return { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0, cost_usd: 0 };
}
function addUsage(a, b) {
    return {
        input_tokens: a.input_tokens + b.input_tokens,
        output_tokens: a.output_tokens + b.output_tokens,
        cache_read_input_tokens: a.cache_read_input_tokens + b.cache_read_input_tokens,
        cache_creation_input_tokens: a.cache_creation_input_tokens + b.cache_creation_input_tokens,
        cost_usd: a.cost_usd + b.cost_usd,
    };
}
function isToolCall(m) {
    return m.type === 'tool_call';
}
/** The calls that are scored: non-discovery calls with a canonical `mcp__` id. */
function scoredCalls(t) {
    return t.messages.filter(isToolCall).filter((c) => !c.discovery && c.id.startsWith('mcp__'));
}
function canonicalId(server, tool) {
    return `mcp__${server}__${tool}`;
}
/** Split `mcp__<server>__<tool>`; the server part never contains `__`, the tool part may. */
function parseCanonicalId(id) {
    const m = /^mcp__(.+?)__(.+)$/.exec(id);
    return m ? { server: m[1], tool: m[2] } : null;
}
/**
 * Collects the messages of one run in order. The tool host appends tool calls, the agent
 * appends text and usage; `finish` produces the Trajectory.
 */
class Recorder {
    scenarioId;
    runIndex;
    agent;
    model;
    messages = [];
    turns = [];
    started = new Date();
    constructor(scenarioId, runIndex, agent, model) {
        this.scenarioId = scenarioId;
        this.runIndex = runIndex;
        this.agent = agent;
        this.model = model;
    }
    user(text) {
        this.messages.push({ type: 'user', text });
    }
    assistant(text) {
        if (text.trim())
            this.messages.push({ type: 'assistant', text });
    }
    toolCall(record) {
        this.messages.push(record);
    }
    turn(usage) {
        this.turns.push(usage);
    }
    finish(args) {
        const ended = new Date();
        return {
            schema_version: TRAJECTORY_SCHEMA_VERSION,
            scenario_id: this.scenarioId,
            run_index: this.runIndex,
            agent: this.agent,
            model: this.model,
            started_at: this.started.toISOString(),
            ended_at: ended.toISOString(),
            duration_ms: ended.getTime() - this.started.getTime(),
            messages: this.messages,
            usage: this.turns.reduce(addUsage, emptyUsage()),
            turns: this.turns,
            stop_reason: args.stop_reason,
            error: args.error ?? null,
            servers: args.servers,
            git: args.git,
        };
    }
}


/***/ })

};
