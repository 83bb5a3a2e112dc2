// The recorded run of one scenario: what the agent said, which tools it called through the
// gateway, what came back. Persisted in baselines and results.json, so field names are
// snake_case and stable; bump TRAJECTORY_SCHEMA_VERSION on any incompatible change.
import { z } from 'zod';

export const TRAJECTORY_SCHEMA_VERSION = 1;

export type AgentKind = 'claude' | 'replay' | 'scripted';

/** Why a run ended. `completed` is what the offline agents report after their last call. */
export type StopReason =
  'end_turn' | 'max_tokens' | 'refusal' | 'max_turns' | 'timeout' | 'api_error' | 'completed' | 'error';

/** One block of an MCP tool result (text, image, resource, ...), kept as the server sent it. */
export interface ContentBlock {
  type: string;
  text?: string;
  [key: string]: unknown;
}

export interface ToolCallRecord {
  type: 'tool_call';
  /** Canonical id `mcp__<server>__<tool>`; gateway discovery calls use `mcp_<server>:list`. */
  id: string;
  server: string;
  /** MCP tool name as the server knows it; null for a discovery (`list`) call. */
  tool: string | null;
  /** True for a gateway `list` call: recorded and shown, never scored. */
  discovery: boolean;
  arguments: Record<string, unknown>;
  content: ContentBlock[];
  structured_content?: unknown;
  is_error: boolean;
  /** Set when the harness (not the server) rejected the call: unknown tool, invalid input, timeout. */
  harness_error?: string;
  started_at: string;
  duration_ms: number;
  /** The model's tool_use id, when a model made the call. */
  tool_use_id?: string;
}

export type Message = { type: 'user'; text: string } | { type: 'assistant'; text: string } | ToolCallRecord;

export interface Usage {
  input_tokens: number;
  output_tokens: number;
  cache_read_input_tokens: number;
  cache_creation_input_tokens: number;
  cost_usd: number;
}

export interface ToolSnapshot {
  name: string;
  /** Stable hash of the tool's input schema (canonical JSON), to spot schema changes. */
  schema_hash: string;
  description?: string;
}

export interface ServerSnapshot {
  name: string;
  /** serverInfo from the MCP initialize handshake; null when the server never answered. */
  server_info: { name: string; version: string } | null;
  tools: ToolSnapshot[];
}

export interface GitInfo {
  sha: string | null;
  ref: string | null;
}

export interface Trajectory {
  schema_version: typeof TRAJECTORY_SCHEMA_VERSION;
  scenario_id: string;
  run_index: number;
  agent: AgentKind;
  model: string | null;
  started_at: string;
  ended_at: string;
  duration_ms: number;
  messages: Message[];
  usage: Usage;
  /** Usage of each model turn, in order (empty for the offline agents). */
  turns: Usage[];
  stop_reason: StopReason;
  /** Why the run could not complete (API error, server down, ...). */
  error: string | null;
  servers: ServerSnapshot[];
  git: GitInfo;
}

// Validation of persisted trajectories (baselines, results.json). Objects are loose: a field
// added within the same version by a newer writer survives a rewrite. Typed by the interfaces
// above, which stay the types the code uses.
export const usageSchema: z.ZodType<Usage> = z.looseObject({
  input_tokens: z.number(),
  output_tokens: z.number(),
  cache_read_input_tokens: z.number(),
  cache_creation_input_tokens: z.number(),
  cost_usd: z.number(),
});
export const gitInfoSchema: z.ZodType<GitInfo> = z.looseObject({
  sha: z.string().nullable(),
  ref: z.string().nullable(),
});
export const agentKindSchema: z.ZodType<AgentKind> = z.enum(['claude', 'replay', 'scripted']);
export const serverSnapshotSchema: z.ZodType<ServerSnapshot> = z.looseObject({
  name: z.string(),
  server_info: z.looseObject({ name: z.string(), version: z.string() }).nullable(),
  tools: z.array(z.looseObject({ name: z.string(), schema_hash: z.string(), description: z.string().optional() })),
});
const toolCallSchema = z.looseObject({
  type: z.literal('tool_call'),
  id: z.string(),
  server: z.string(),
  tool: z.string().nullable(),
  discovery: z.boolean(),
  arguments: z.record(z.string(), z.unknown()),
  content: z.array(z.looseObject({ type: z.string(), text: z.string().optional() })),
  structured_content: z.unknown().optional(),
  is_error: z.boolean(),
  harness_error: z.string().optional(),
  started_at: z.string(),
  duration_ms: z.number(),
  tool_use_id: z.string().optional(),
}) satisfies z.ZodType<ToolCallRecord>;
const messageSchema = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('user'), text: z.string() }),
  z.looseObject({ type: z.literal('assistant'), text: z.string() }),
  toolCallSchema,
]);
export const trajectorySchema: z.ZodType<Trajectory> = z.looseObject({
  schema_version: z.literal(TRAJECTORY_SCHEMA_VERSION),
  scenario_id: z.string(),
  run_index: z.number().int().min(0),
  agent: agentKindSchema,
  model: z.string().nullable(),
  started_at: z.string(),
  ended_at: z.string(),
  duration_ms: z.number(),
  messages: z.array(messageSchema),
  usage: usageSchema,
  turns: z.array(usageSchema),
  stop_reason: z.enum(['end_turn', 'max_tokens', 'refusal', 'max_turns', 'timeout', 'api_error', 'completed', 'error']),
  error: z.string().nullable(),
  servers: z.array(serverSnapshotSchema),
  git: gitInfoSchema,
});

export function emptyUsage(): Usage {
  return { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0, cost_usd: 0 };
}

export function addUsage(a: Usage, b: Usage): Usage {
  return {
    input_tokens: a.input_tokens + b.input_tokens,
    output_tokens: a.output_tokens + b.output_tokens,
    cache_read_input_tokens: a.cache_read_input_tokens + b.cache_read_input_tokens,
    cache_creation_input_tokens: a.cache_creation_input_tokens + b.cache_creation_input_tokens,
    cost_usd: a.cost_usd + b.cost_usd,
  };
}

export function isToolCall(m: Message): m is ToolCallRecord {
  return m.type === 'tool_call';
}

/** The calls that are scored: non-discovery calls with a canonical `mcp__` id. */
export function scoredCalls(t: Trajectory): ToolCallRecord[] {
  return t.messages.filter(isToolCall).filter((c) => !c.discovery && c.id.startsWith('mcp__'));
}

export function canonicalId(server: string, tool: string): string {
  return `mcp__${server}__${tool}`;
}

/** Split `mcp__<server>__<tool>`; the server part never contains `__`, the tool part may. */
export function parseCanonicalId(id: string): { server: string; tool: string } | null {
  const m = /^mcp__(.+?)__(.+)$/.exec(id);
  return m ? { server: m[1], tool: m[2] } : null;
}

/**
 * Collects the messages of one run in order. The tool host appends tool calls, the agent
 * appends text and usage; `finish` produces the Trajectory.
 */
export class Recorder {
  readonly messages: Message[] = [];
  readonly turns: Usage[] = [];
  private readonly started = new Date();

  constructor(
    private readonly scenarioId: string,
    private readonly runIndex: number,
    private readonly agent: AgentKind,
    private readonly model: string | null,
  ) {}

  user(text: string): void {
    this.messages.push({ type: 'user', text });
  }

  assistant(text: string): void {
    if (text.trim()) this.messages.push({ type: 'assistant', text });
  }

  toolCall(record: ToolCallRecord): void {
    this.messages.push(record);
  }

  turn(usage: Usage): void {
    this.turns.push(usage);
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
    };
  }
}
