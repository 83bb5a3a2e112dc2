// The one way an MCP tool call runs, whichever exposure it came in through (gateway
// `execute`, a direct tool, a canonical id from an offline agent): same checks, same call,
// same recording. Every call is a CallAttempt, started when the call starts; it records
// itself, with its duration, once it has an outcome. Mistakes become error results for the
// agent, never exceptions.
import type { Answerer } from './asks.js';
import type { AskRecord } from '../results/client.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import type { ToolOutcome } from './host.js';
import { errorMessage, isEvalError } from '../util/errors.js';
import { canonicalId, type ContentBlock, type Recorder, type ToolCallRecord } from '../results/trajectory.js';
import { isRecord } from '../util/json.js';
import { isZodError, summarizeIssues } from '../util/zod.js';
import { describeError, type CallToolResult, type McpTool, type ServerConnection } from './connection.js';
import { suggest } from './names.js';
import type { ServerPool } from './pool.js';
import { ServerTools, ValidatorFactory } from './server-tools.js';
import { storedResult } from './stored-result.js';
import { CallNotes } from './task-call.js';
import { withCallSpan, type CallSpanHolder } from '../tracing/context.js';

/** What was asked, as the trajectory records it. */
export interface CallRequest {
  /** Canonical id `mcp__<server>__<tool>`, or what the gateway records for its own actions. */
  id: string;
  server: string;
  /** The MCP tool; null when no tool was named (gateway `list`, a rejected gateway input). */
  tool: string | null;
  /** A gateway `list`: recorded, never scored. */
  discovery: boolean;
  arguments: Record<string, unknown>;
  /** The model's tool_use id, when a model made the call. */
  toolUseId?: string;
}

type Outcome = Pick<
  ToolCallRecord,
  'content' | 'structured_content' | 'is_error' | 'harness_error' | 'interrupted' | 'result_truncated'
>;

/** One call from its start to its recorded outcome. Each outcome method records once and returns the agent's answer. */
export class CallAttempt {
  private readonly started = performance.now();
  private readonly startedAt = new Date().toISOString();
  /** The progress and task status the server reports meanwhile. */
  readonly notes = new CallNotes();
  /** Its tools/call's client span, filled as the request is sent (tracing/mcp.ts). */
  readonly span: CallSpanHolder = {};

  constructor(
    private readonly recorder: Recorder,
    readonly request: CallRequest,
    private readonly answerer?: Answerer,
  ) {}

  /** The harness refused the call (unknown name, invalid input, dead server, timeout): the reason is the answer. */
  reject(message: string): ToolOutcome {
    return this.answerText(message, true, true);
  }

  /** The server answered with a JSON-RPC error: its answer, not the harness's. */
  serverError(message: string): ToolOutcome {
    return this.answerText(message, true, false);
  }

  /** An answer the harness gives itself (the gateway's `list`). */
  answer(text: string): ToolOutcome {
    return this.answerText(text, false, false);
  }

  /**
   * The server's result, rendered for the model and recorded as sent (a tool's own isError included),
   * up to a size: see stored-result.ts.
   */
  succeed(result: CallToolResult): ToolOutcome {
    const content = (result.content ?? []) as ContentBlock[];
    const isError = result.isError === true;
    const stored = storedResult(content, result.structuredContent);
    this.record({
      content: stored.content,
      ...(stored.structured === undefined ? {} : { structured_content: stored.structured }),
      is_error: isError,
      ...(stored.truncated ? { result_truncated: stored.truncated } : {}),
    });
    return { text: renderForModel(content, result.structuredContent), is_error: isError };
  }

  /**
   * The call threw. A JSON-RPC error, or a result that is not an MCP result, is the server's answer;
   * anything else (the server exited, no answer in time, the transport failed) interrupted the call.
   */
  fail(e: unknown): ToolOutcome {
    if (e instanceof McpError) return this.serverError(e.message);
    if (isZodError(e)) return this.serverError(`the result is not an MCP tool result: ${summarizeIssues(e)}`);
    const message = isEvalError(e, 'call') ? e.message : `server "${this.request.server}": ${describeError(e)}`;
    return this.answerText(message, true, true, true);
  }

  private answerText(text: string, isError: boolean, byHarness: boolean, interrupted = false): ToolOutcome {
    this.record({
      content: [{ type: 'text', text }],
      is_error: isError,
      ...(byHarness ? { harness_error: text } : {}),
      ...(interrupted ? { interrupted: true } : {}),
    });
    return { text, is_error: isError };
  }

  private record(outcome: Outcome): void {
    const r = this.request;
    this.recorder.toolCall({
      type: 'tool_call',
      id: r.id,
      server: r.server,
      tool: r.tool,
      discovery: r.discovery,
      arguments: r.arguments,
      ...outcome,
      started_at: this.startedAt,
      duration_ms: Math.round((performance.now() - this.started) * 100) / 100,
      ...(r.toolUseId === undefined ? {} : { tool_use_id: r.toolUseId }),
      ...(this.span.ids ? { span: this.span.ids } : {}),
      ...this.asks(),
      ...this.notes.record(),
    });
  }

  /** What the server asked during the call, recorded with it. */
  private asks(): { asks?: AskRecord[] } {
    const asks = this.answerer?.take() ?? [];
    return asks.length ? { asks } : {};
  }
}

export interface CallLimits {
  /** Of one call, and of fetching a changed tool list. */
  timeoutMs: number;
  /** The run's: cuts short what is under way when it fires. */
  signal?: AbortSignal;
  /** The run's answers to what a server asks during a call (asks.ts). */
  answerer?: Answerer;
}

/**
 * Each tool list a connection holds, compiled once (lookup, `list` text, validators with their own
 * compiler): a connection shared by many scenarios (shared.ts) is compiled for the first, not for each.
 * Keyed by the list itself, so a changed list compiles anew and a dropped one is collected with it.
 */
const compiledLists = new WeakMap<readonly McpTool[], ServerTools>();

/** Runs and records the calls of one tool host. */
export class CallExecutor {
  /** The server of each call under way, one entry a call. */
  private readonly pending: string[] = [];

  constructor(
    private readonly pool: ServerPool,
    private readonly recorder: Recorder,
    private readonly limits: CallLimits,
  ) {}

  /** Start a call now: its duration counts from here. */
  start(request: CallRequest): CallAttempt {
    return new CallAttempt(this.recorder, request, this.limits.answerer);
  }

  /** The server's tools as last listed, compiled once per list. */
  toolsOf(conn: ServerConnection): ServerTools {
    let tools = compiledLists.get(conn.tools);
    if (!tools) {
      tools = new ServerTools(conn.name, conn.tools, new ValidatorFactory());
      compiledLists.set(conn.tools, tools);
    }
    return tools;
  }

  /** The server's tools, fetched again first if it said they changed (a failed fetch keeps the old list). */
  async freshTools(conn: ServerConnection): Promise<ServerTools> {
    if (conn.toolsStale && conn.closedReason === null)
      await conn.refreshTools(this.limits.timeoutMs, this.limits.signal).catch(() => undefined);
    return this.toolsOf(conn);
  }

  /** The server of each call under way (compiling its tools, or waiting for its answer): what the run's limit cuts. */
  underWay(): readonly string[] {
    return this.pending;
  }

  /**
   * Call `tool` on `server` and record it under its canonical id. `args` is the object, or the
   * JSON text a model wrote for it. Unknown names and invalid arguments never reach the server.
   */
  async execute(
    server: string,
    tool: string,
    args: Record<string, unknown> | string,
    toolUseId?: string,
  ): Promise<ToolOutcome> {
    this.pending.push(server);
    try {
      return await this.executeNow(server, tool, args, toolUseId);
    } finally {
      this.pending.splice(this.pending.indexOf(server), 1);
    }
  }

  private async executeNow(
    server: string,
    tool: string,
    args: Record<string, unknown> | string,
    toolUseId?: string,
  ): Promise<ToolOutcome> {
    const parsed = typeof args === 'string' ? parseInputs(args) : { value: args };
    const attempt = this.start({
      id: canonicalId(server, tool),
      server,
      tool,
      discovery: false,
      arguments: parsed.value ?? { tool_inputs: args },
      toolUseId,
    });
    const conn = this.pool.get(server);
    if (!conn) {
      const names = this.pool.connections.map((c) => c.name);
      return attempt.reject(
        `unknown server "${server}".${suggest(server, names)} Configured servers: ${names.join(', ')}`,
      );
    }
    if (parsed.error !== undefined) return attempt.reject(`tool_inputs is not a JSON object: ${parsed.error}`);
    const tools = conn.toolsStale ? await this.freshTools(conn) : this.toolsOf(conn); // no extra await on the hot path
    const refusal = tools.refusal(tool, attempt.request.arguments);
    if (refusal !== undefined) return attempt.reject(refusal);
    let result: CallToolResult;
    try {
      const { timeoutMs, signal, answerer } = this.limits;
      const call = () => conn.callTool(tool, attempt.request.arguments, timeoutMs, signal, answerer, attempt.notes);
      result = await withCallSpan(attempt.span, call);
    } catch (e) {
      return attempt.fail(e);
    }
    const outcome = attempt.succeed(result);
    // A call that changed the tool list (tools/list_changed): read before the model's next turn is offered the tools.
    if (conn.toolsStale) await this.freshTools(conn);
    return outcome;
  }
}

function parseInputs(text: string): { value?: Record<string, unknown>; error?: string } {
  if (text.trim() === '') return { value: {} };
  try {
    const v: unknown = JSON.parse(text);
    return isRecord(v) ? { value: v } : { error: `expected an object, got ${text.slice(0, 100)}` };
  } catch (e) {
    return { error: errorMessage(e) };
  }
}

/** The result as the model reads it: text blocks as they are, other blocks summarised. */
function renderForModel(content: ContentBlock[], structured: unknown): string {
  const parts = content.map((b) => {
    if (b.type === 'text') return b.text ?? '';
    if (b.type === 'resource') {
      const r = b.resource as { uri?: string; text?: string } | undefined;
      return r?.text ?? `[resource ${r?.uri ?? ''}]`;
    }
    if (b.type === 'resource_link')
      return `[resource link ${String(b.uri ?? '')}${b.name ? ` (${String(b.name)})` : ''}]`;
    return `[${b.type}${b.mimeType ? ` ${String(b.mimeType)}` : ''}]`;
  });
  if (parts.length === 0 && structured !== undefined) return JSON.stringify(structured);
  return parts.join('\n');
}
