// The recorded run of one scenario: what the agent said, which tools it called through the
// gateway, what came back. Persisted in baselines and results.json, so field names are
// snake_case and stable; bump TRAJECTORY_SCHEMA_VERSION on any incompatible change.
import { z } from 'zod';
import { looseObject } from './loose.js';
import { serverSnapshotSchema, type ServerSnapshot } from './server-snapshot.js';
import type { GitInfo } from '../util/git.js';
import { askRecordSchema, callProgressSchema, callTaskSchema } from './client.js';
import { latencyPartsSchema } from './latency-parts.js';

export { looseObject } from './loose.js';
export {
  instructionsChanged,
  serverSnapshotSchema,
  type ServerSnapshot,
  type ToolSnapshot,
} from './server-snapshot.js';

export const TRAJECTORY_SCHEMA_VERSION = 1;

// These schemas validate baselines and results.json, and are the one source of the types below.

/** The agents that run a model, one per provider API; the offline agents (replay, scripted) run none. */
export const MODEL_AGENTS = ['claude', 'openai', 'gemini'] as const;
export type ModelAgentKind = (typeof MODEL_AGENTS)[number];
export const AGENT_KINDS = [...MODEL_AGENTS, 'replay', 'scripted'] as const;
export const agentKindSchema = z.enum(AGENT_KINDS);
export type AgentKind = z.infer<typeof agentKindSchema>;

/** Does this agent run a model (tokens, cost, a prompt, judge criteria)? */
export const isModelAgent = (kind: AgentKind): kind is ModelAgentKind =>
  (MODEL_AGENTS as readonly string[]).includes(kind);

/** Why a run ended. `completed` is what the offline agents report after their last call. */
export const stopReasonSchema = z.enum([
  'end_turn',
  'max_tokens',
  'refusal',
  'max_turns',
  'timeout',
  'api_error',
  'completed',
  'error',
]);
export type StopReason = z.infer<typeof stopReasonSchema>;

/** One block of an MCP tool result (text, image, resource, ...), kept as the server sent it. */
// Its other fields (data, mimeType, resource, uri, ...) depend on the type: an open record.
const contentBlockSchema = z.looseObject({ type: z.string(), text: z.string().optional() });
export type ContentBlock = z.infer<typeof contentBlockSchema>;

/** Model tool names added, removed, and changed (description or input schema). */
const toolsChangeSchema = z.object({
  added: z.array(z.string()),
  removed: z.array(z.string()),
  changed: z.array(z.string()),
});
export type ToolsChange = z.infer<typeof toolsChangeSchema>;

const toolCallSchema = looseObject({
  type: z.literal('tool_call'),
  /** Canonical id `mcp__<server>__<tool>`; gateway discovery calls use `mcp_<server>:list`. */
  id: z.string(),
  server: z.string(),
  /** MCP tool name as the server knows it; null for a discovery (`list`) call. */
  tool: z.string().nullable(),
  /** True for a gateway `list` call: recorded and shown, never scored. */
  discovery: z.boolean(),
  arguments: z.record(z.string(), z.unknown()),
  content: z.array(contentBlockSchema),
  structured_content: z.unknown().optional(),
  is_error: z.boolean(),
  /** Set when the harness (not the server) rejected the call: unknown tool, invalid input, timeout. */
  harness_error: z.string().optional(),
  /** The call could not complete (its server exited, no answer in time, transport failed, too large): no baseline. */
  interrupted: z.boolean().optional(),
  /** Set when the stored result was cut to a prefix: the whole result's UTF-8 bytes and sha256 (of its JSON). */
  result_truncated: z.object({ bytes: z.number(), sha256: z.string() }).optional(),
  started_at: z.string(),
  duration_ms: z.number(),
  /** The model's tool_use id, when a model made the call. */
  tool_use_id: z.string().optional(),
  /** What the server asked of the client during the call, the progress it reported, the task it ran as (client.ts). */
  asks: z.array(askRecordSchema).optional(),
  progress: callProgressSchema.optional(),
  task: callTaskSchema.optional(),
  /** The client span of the call's tools/call in the run's trace (lowercase hex W3C ids); absent: no request sent. */
  span: z.object({ trace_id: z.string(), span_id: z.string() }).optional(),
  latency_parts: latencyPartsSchema.optional(), // split by the spans read back (results/latency-parts.ts)
  /** After this call's turn a server's tool list changed (tools/list_changed): the model's next request had the new. */
  tools_changed: toolsChangeSchema.optional(),
});
export type ToolCallRecord = z.infer<typeof toolCallSchema>;

const messageSchema = z.discriminatedUnion('type', [
  looseObject({ type: z.literal('user'), text: z.string(), simulated: z.boolean().optional() }),
  looseObject({ type: z.literal('assistant'), text: z.string() }),
  toolCallSchema,
]);
export type Message = z.infer<typeof messageSchema>;

export const usageSchema = looseObject({
  input_tokens: z.number(),
  output_tokens: z.number(),
  cache_read_input_tokens: z.number(),
  cache_creation_input_tokens: z.number(),
  cost_usd: z.number(),
  /** Some turn's model had no known price: cost_usd leaves it out, and the reports say the cost is unknown. */
  unpriced: z.boolean().optional(),
});
export type Usage = z.infer<typeof usageSchema>;

export const gitInfoSchema = looseObject({ sha: z.string().nullable(), ref: z.string().nullable() });

/** Which agent and model ran, from when to when: a trajectory's fields and results.json's, in this order. */
export const agentRunShape = {
  agent: agentKindSchema,
  model: z.string().nullable(),
  started_at: z.string(),
  ended_at: z.string(),
  duration_ms: z.number(),
};

/** The service configuration a run used (a scenario's config_file): the path as given, the sha256 of the file. */
export const configRefSchema = looseObject({ path: z.string(), hash: z.string() });
export type ConfigRef = z.infer<typeof configRefSchema>;

/** The metrics a performance regression is about (docs/scoring/performance.md). */
export const PERF_METRICS = ['tool_latency_ms', 'run_latency_ms', 'tokens', 'cost_usd', 'tool_tokens'] as const;
export type PerfMetric = (typeof PERF_METRICS)[number];

export const CRITERION_STATUSES = ['met', 'unmet', 'not_judged'] as const;
export type CriterionStatus = (typeof CRITERION_STATUSES)[number];

export const criterionResultSchema = looseObject({
  /** The criterion in words: its text, or `contains "x"`, `regex /x/`, `called mcp__s__t {..}`, `judge: x`. */
  criterion: z.string(),
  status: z.enum(CRITERION_STATUSES),
  /** The judge's one sentence, or why the criterion was not judged. */
  reason: z.string().optional(),
});
export type CriterionResult = z.infer<typeof criterionResultSchema>;

/**
 * The token footprint of a run's tool surface (docs/scoring/token-footprint.md), estimated as UTF-8 bytes / 4: the tool
 * definitions the model is sent, what the gateway told it about the tools (its list answers, and the schemas a
 * compact list adds to failed calls), and what offering every tool of the run's servers directly would cost.
 */
export const toolTokensSchema = looseObject({ definitions: z.number(), discovery: z.number(), direct: z.number() });
export type ToolTokens = z.infer<typeof toolTokensSchema>;

/** Definitions plus discovery answers: what a conversation spends on its tools. */
export const toolTokensSpent = (t: ToolTokens): number => t.definitions + t.discovery;

export const trajectorySchema = looseObject({
  schema_version: z.literal(TRAJECTORY_SCHEMA_VERSION),
  scenario_id: z.string(),
  run_index: z.number().int().min(0),
  ...agentRunShape,
  messages: z.array(messageSchema),
  usage: usageSchema,
  /** Usage of each model turn, in order (empty for the offline agents). */
  turns: z.array(usageSchema),
  stop_reason: stopReasonSchema,
  /** Why the run could not complete (API error, server down, ...). */
  error: z.string().nullable(),
  servers: z.array(serverSnapshotSchema),
  git: gitInfoSchema,
  /** What the model was told before any tool answered (system prompt and request), hashed; absent without a model. */
  prompt_hash: z.string().optional(),
  /** The scenario's config_file, when it names one; absent or null: the service's default configuration. */
  config: configRefSchema.nullable().optional(),
  /** The scenario's success criteria as this run met them, checked as it ended. */
  criteria: z.array(criterionResultSchema).optional(),
  /** The judge's request (judge criteria), already counted in `usage`. */
  judge_usage: usageSchema.optional(),
  user_usage: usageSchema.optional(), // the simulated user's requests, already counted in `usage`
  sampling_usage: usageSchema.optional(), // the agent's model answering sampling requests, counted in `usage`
  /** The tool surface's token footprint; absent when the run had no tool host, and in older files. */
  tool_tokens: toolTokensSchema.optional(),
});
export type Trajectory = z.infer<typeof trajectorySchema>;

export function emptyUsage(): Usage {
  return { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0, cost_usd: 0 };
}

/** Every token of a usage: input, output, cache reads and cache writes. */
export function totalTokens(u: Usage): number {
  return u.input_tokens + u.output_tokens + u.cache_read_input_tokens + u.cache_creation_input_tokens;
}

export function addUsage(a: Usage, b: Usage): Usage {
  return {
    input_tokens: a.input_tokens + b.input_tokens,
    output_tokens: a.output_tokens + b.output_tokens,
    cache_read_input_tokens: a.cache_read_input_tokens + b.cache_read_input_tokens,
    cache_creation_input_tokens: a.cache_creation_input_tokens + b.cache_creation_input_tokens,
    cost_usd: a.cost_usd + b.cost_usd,
    ...(a.unpriced || b.unpriced ? { unpriced: true } : {}),
  };
}

export function isToolCall(m: Message): m is ToolCallRecord {
  return m.type === 'tool_call';
}

/** The calls that are scored: non-discovery calls with a canonical `mcp__` id. */
export function scoredCalls(t: Trajectory): ToolCallRecord[] {
  return t.messages.filter(isToolCall).filter((c) => !c.discovery && c.id.startsWith('mcp__'));
}

/** One turn of a recorded conversation: the user's message and the scored calls that followed it. */
export interface RecordedTurn {
  user: string;
  calls: ToolCallRecord[];
}

/** A run's turns: each user message begins one (a run recorded before conversations has one). */
export function recordedTurns(t: Pick<Trajectory, 'messages'>): RecordedTurn[] {
  const turns: RecordedTurn[] = [];
  for (const m of t.messages) {
    if (m.type === 'user') turns.push({ user: m.text, calls: [] });
    else if (isToolCall(m) && !m.discovery && m.id.startsWith('mcp__')) {
      if (turns.length === 0) turns.push({ user: '', calls: [] });
      turns[turns.length - 1].calls.push(m);
    }
  }
  return turns.length ? turns : [{ user: '', calls: [] }];
}

/** The canonical ids of the tools a run's servers mark read-only (annotations.readOnlyHint true). */
export function readOnlyTools(t: Trajectory): Set<string> {
  return new Set(
    t.servers.flatMap((s) =>
      s.tools.filter((x) => x.annotations?.readOnlyHint === true).map((x) => canonicalId(s.name, x.name)),
    ),
  );
}

export function canonicalId(server: string, tool: string): string {
  return `mcp__${server}__${tool}`;
}

/** Split `mcp__<server>__<tool>`; the server part never contains `__`, the tool part may. */
export function parseCanonicalId(id: string): { server: string; tool: string } | null {
  const m = /^mcp__(.+?)__(.+)$/.exec(id);
  return m ? { server: m[1], tool: m[2] } : null;
}

/** Collects one run's messages in order: the tool host's calls, the agent's text and usage; `finish` ends it. */
export class Recorder {
  readonly messages: Message[] = [];
  readonly turns: Usage[] = [];
  private readonly started = new Date();
  private promptHash: string | null = null;

  constructor(
    private readonly scenarioId: string,
    private readonly runIndex: number,
    private readonly agent: AgentKind,
    private readonly model: string | null,
  ) {}

  user(text: string, simulated = false /* a model playing the user wrote it */): void {
    this.messages.push({ type: 'user', text, ...(simulated ? { simulated } : {}) });
  }

  assistant(text: string): void {
    if (text.trim()) this.messages.push({ type: 'assistant', text });
  }

  toolCall(record: ToolCallRecord): void {
    this.messages.push(record);
  }

  /** The tools offered to the model changed after the last call (a server's list re-read): kept on that call. */
  toolsChanged(change: ToolsChange): void {
    const call = this.messages.filter((m) => m.type === 'tool_call').at(-1);
    if (call) call.tools_changed = change;
  }

  turn(usage: Usage): void {
    this.turns.push(usage);
  }

  /** The hash of what the model was told before any tool answered (agents/claude.ts promptHash). */
  prompt(hash: string): void {
    this.promptHash = hash;
  }

  finish(args: {
    stop_reason: StopReason;
    error?: string | null;
    servers: ServerSnapshot[];
    git: GitInfo;
  }): Trajectory {
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
      ...(this.promptHash ? { prompt_hash: this.promptHash } : {}),
    };
  }
}
