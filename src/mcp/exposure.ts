// How the tools are shown to a model: one gateway tool `mcp_<S>` per server (action list |
// execute), or, for comparison, each MCP tool directly. Both only translate the model's call
// into a CallExecutor call; checking, calling and recording are the executor's.
import type { ModelTool, ToolOutcome } from './host.js';
import { EvalError } from '../util/errors.js';
import { isRecord } from '../util/json.js';
import type { CallAttempt, CallExecutor } from './call.js';
import type { McpTool, ServerConnection } from './connection.js';
import { directToolNames, gatewayToolName } from './names.js';
import type { ServerPool } from './pool.js';

export interface Exposure {
  /** The tools offered to the model. */
  modelTools(): ModelTool[];
  /** Run a call of one of modelTools(); undefined when `name` is none of them. */
  call(name: string, input: unknown, toolUseId?: string): Promise<ToolOutcome> | undefined;
}

/**
 * What the gateway's `list` answers (setting gateway-list): every tool's name, description and input schema (full,
 * the seed's), or each tool's name and one-line description, a tool's whole definition on request (`list` with
 * `tool_name`) and in every failed `execute` of it (compact).
 */
export type GatewayList = 'full' | 'compact';

/** `mcp_<S>` per server: `list` answers with the server's tools, `execute` runs one of them. */
export class GatewayExposure implements Exposure {
  private readonly byToolName: Map<string, ServerConnection>;
  private readonly tools: ModelTool[];
  /** UTF-8 bytes of what the gateway told the model about the tools: its list answers and the schemas it added. */
  discoveryBytes = 0;

  constructor(
    pool: ServerPool,
    private readonly executor: CallExecutor,
    private readonly listMode: GatewayList = 'full',
  ) {
    this.byToolName = new Map(pool.connections.map((c) => [gatewayToolName(c.name), c]));
    if (this.byToolName.size !== pool.connections.length)
      throw new EvalError('config', 'two servers map to the same gateway tool name');
    this.tools = pool.connections.map((c) => gatewayDefinition(c, listMode));
  }

  modelTools(): ModelTool[] {
    return this.tools;
  }

  call(name: string, input: unknown, toolUseId?: string): Promise<ToolOutcome> | undefined {
    const conn = this.byToolName.get(name);
    return conn && this.callGateway(conn, input, toolUseId);
  }

  private async callGateway(conn: ServerConnection, input: unknown, toolUseId?: string): Promise<ToolOutcome> {
    const gw = gatewayToolName(conn.name);
    const obj = isRecord(input) ? input : {};
    const action = obj.action ?? 'list';
    // The gateway's own actions and refusals are recorded as `mcp_<S>:<action>`, with no tool.
    const start = (what: string, discovery = false): CallAttempt =>
      this.executor.start({ id: `${gw}:${what}`, server: conn.name, tool: null, discovery, arguments: obj, toolUseId });
    if (!isRecord(input) || (action !== 'list' && action !== 'execute')) {
      const got = JSON.stringify(input === undefined ? null : isRecord(input) ? action : input);
      return start('invalid').reject(`${gw}: "action" must be "list" or "execute" (got ${got})`);
    }
    const toolName = typeof obj.tool_name === 'string' && obj.tool_name !== '' ? obj.tool_name : null;
    // The full list is the seed's: a `tool_name` with it changes nothing.
    if (action === 'list') return this.list(conn, start('list', true), this.listMode === 'compact' ? toolName : null);
    if (toolName === null) {
      const attempt = start('execute');
      const names = this.executor.toolsOf(conn).names.join(', ');
      return attempt.reject(`${gw}: action "execute" needs "tool_name", one of: ${names || '(none)'}`);
    }
    const inputs = obj.tool_inputs ?? {};
    const args = typeof inputs === 'string' || isRecord(inputs) ? inputs : JSON.stringify(inputs);
    const outcome = await this.executor.execute(conn.name, toolName, args, toolUseId);
    return this.listMode === 'compact' && outcome.is_error ? this.withSchema(conn, toolName, outcome) : outcome;
  }

  /**
   * The server's tools, fetched again if they changed: every tool with its description and input schema (full), or
   * names and one-line descriptions (compact); with `tool_name` (compact), that tool's whole definition.
   */
  private async list(conn: ServerConnection, attempt: CallAttempt, toolName: string | null): Promise<ToolOutcome> {
    if (conn.closedReason !== null)
      return attempt.reject(`server "${conn.name}" is not connected: ${conn.closedReason}`);
    const tools = await this.executor.freshTools(conn);
    const text = toolName === null ? undefined : tools.definitionText(toolName);
    if (toolName !== null && text === undefined) return attempt.reject(tools.refusal(toolName, {})!);
    return this.told(attempt.answer(text ?? (this.listMode === 'compact' ? tools.compactListText : tools.listText)));
  }

  /** A failed execute of a tool the model has not been shown whole (compact): its definition comes with the error. */
  private withSchema(conn: ServerConnection, toolName: string, outcome: ToolOutcome): ToolOutcome {
    const def = this.executor.toolsOf(conn).definitionText(toolName);
    if (def === undefined || outcome.text.includes('Expected input schema')) return outcome;
    return this.told({ ...outcome, text: `${outcome.text}\n\nThe tool's definition: ${def}` }, outcome.text);
  }

  /** Counts what `outcome` tells the model about the tools (beyond `before`, the text it had already). */
  private told(outcome: ToolOutcome, before = ''): ToolOutcome {
    this.discoveryBytes += Buffer.byteLength(outcome.text) - Buffer.byteLength(before);
    return outcome;
  }
}

/** Each MCP tool as a model tool of its own, named `mcp__<S>__<tool>` (made valid and unique). */
export class DirectExposure implements Exposure {
  /** Rebuilt only when a server's tool list changes. */
  private cache: {
    lists: (readonly McpTool[])[];
    tools: ModelTool[];
    names: Map<string, { server: string; tool: string }>;
  } | null = null;

  constructor(
    private readonly pool: ServerPool,
    private readonly executor: CallExecutor,
  ) {}

  modelTools(): ModelTool[] {
    return this.current().tools;
  }

  call(name: string, input: unknown, toolUseId?: string): Promise<ToolOutcome> | undefined {
    const pair = this.current().names.get(name);
    if (!pair) return undefined;
    const args = isRecord(input) ? input : typeof input === 'string' ? input : JSON.stringify(input ?? {});
    return this.executor.execute(pair.server, pair.tool, args, toolUseId);
  }

  private current(): NonNullable<DirectExposure['cache']> {
    const lists = this.pool.connections.map((c) => c.tools);
    if (this.cache && this.cache.lists.every((l, i) => l === lists[i])) return this.cache;
    const pairs = this.pool.connections.flatMap((c) => c.tools.map((t) => ({ server: c.name, tool: t.name, def: t })));
    const names = directToolNames(pairs.map(({ server, tool }) => ({ server, tool })));
    const byPair = new Map(pairs.map((p) => [`${p.server}\u0000${p.tool}`, p.def]));
    const tools: ModelTool[] = [...names].map(([name, p]) => {
      const def = byPair.get(`${p.server}\u0000${p.tool}`)!;
      return {
        name,
        description: def.description ?? `Tool "${p.tool}" of MCP server "${p.server}"`,
        input_schema: def.inputSchema,
      };
    });
    this.cache = { lists, tools, names };
    return this.cache;
  }
}

function gatewayDefinition(conn: ServerConnection, listMode: GatewayList): ModelTool {
  if (listMode === 'compact') return compactDefinition(conn);
  return {
    name: gatewayToolName(conn.name),
    description:
      `Gateway to the tools of MCP server "${conn.name}"${about(conn)}. ` +
      `Call with action "list" to get every tool's name, description and input schema; ` +
      `then call with action "execute", "tool_name" set to one of those names ` +
      `and "tool_inputs" an object matching that tool's input schema.`,
    input_schema: {
      type: 'object',
      properties: {
        action: {
          type: 'string',
          enum: ['list', 'execute'],
          default: 'list',
          description: '"list" to show the available tools, "execute" to run one of them',
        },
        tool_name: { type: 'string', description: 'Name of the tool to execute (required when action is "execute")' },
        tool_inputs: {
          type: 'object',
          description: 'Arguments for the tool, matching its input schema (when action is "execute")',
          additionalProperties: true,
        },
      },
    },
  };
}

/** The compact gateway: the same inputs in fewer words (the system prompt and the list's first line say the rest). */
function compactDefinition(conn: ServerConnection): ModelTool {
  return {
    name: gatewayToolName(conn.name),
    description:
      `Gateway to MCP server "${conn.name}"${about(conn)}. "list": each tool's name and purpose; "list" with ` +
      `"tool_name": its description and input schema; "execute" with "tool_name" and "tool_inputs": run it.`,
    input_schema: {
      type: 'object',
      properties: {
        action: { type: 'string', enum: ['list', 'execute'], default: 'list' },
        tool_name: { type: 'string', description: 'The tool to describe ("list") or run ("execute")' },
        tool_inputs: {
          type: 'object',
          description: 'Its arguments, matching its input schema',
          additionalProperties: true,
        },
      },
    },
  };
}

/** ` (mcp-hub 4.2.1)`: what the server said it is. */
function about(conn: ServerConnection): string {
  const info = conn.serverInfo;
  return info ? ` (${info.name} ${info.version})` : '';
}
