// The tools an agent gets: one gateway tool `mcp_<S>` per server (action list | execute),
// or, for comparison, each MCP tool directly. Whichever way a call comes in (model tool,
// canonical id from an offline agent), it goes through `execute`: same checks, same
// recording. Mistakes become error results for the agent, never exceptions.
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import type { ModelTool, ToolHost, ToolOutcome } from '../agents/agent.js';
import { canonicalId, parseCanonicalId, type ContentBlock, type Recorder, type ToolCallRecord } from '../trajectory.js';
import { describeError, type CallToolResult, type McpTool, type ServerConnection } from './connection.js';
import { EvalError, isEvalError } from '../errors.js';
import { isRecord } from '../util/json.js';
import { directToolNames, gatewayToolName, suggest } from './names.js';
import type { ServerPool } from './pool.js';
import { ServerTools, ValidatorFactory } from './server-tools.js';

export interface ToolHostOptions {
  exposure: 'gateway' | 'direct';
  callTimeoutMs: number;
}

interface Attempt {
  id: string;
  server: string;
  tool: string | null;
  discovery: boolean;
  arguments: Record<string, unknown>;
  toolUseId?: string;
}

export function createToolHost(pool: ServerPool, recorder: Recorder, opts: ToolHostOptions): ToolHost {
  const compiled = new Map<string, ServerTools>();
  const gateways = new Map(pool.connections.map((c) => [gatewayToolName(c.name), c]));
  if (gateways.size !== pool.connections.length)
    throw new EvalError('config', 'two servers map to the same gateway tool name');
  const ajv = new ValidatorFactory();

  function toolsOf(conn: ServerConnection): ServerTools {
    const cached = compiled.get(conn.name);
    if (cached && cached.list === conn.tools) return cached;
    const entry = new ServerTools(conn.name, conn.tools, ajv);
    compiled.set(conn.name, entry);
    return entry;
  }

  async function freshTools(conn: ServerConnection): Promise<ServerTools> {
    if (conn.toolsStale && conn.closedReason === null)
      await conn.refreshTools(opts.callTimeoutMs).catch(() => undefined);
    return toolsOf(conn);
  }

  function record(
    a: Attempt,
    started: number,
    startedAt: string,
    outcome: Omit<ToolCallRecord, keyof Attempt | 'type' | 'started_at' | 'duration_ms' | 'tool_use_id'>,
  ): void {
    recorder.toolCall({
      type: 'tool_call',
      id: a.id,
      server: a.server,
      tool: a.tool,
      discovery: a.discovery,
      arguments: a.arguments,
      ...outcome,
      started_at: startedAt,
      duration_ms: Math.round((performance.now() - started) * 100) / 100,
      ...(a.toolUseId === undefined ? {} : { tool_use_id: a.toolUseId }),
    });
  }

  /** Record a call the harness refused and answer the agent with the reason. */
  function reject(a: Attempt, started: number, startedAt: string, message: string): ToolOutcome {
    record(a, started, startedAt, {
      content: [{ type: 'text', text: message }],
      is_error: true,
      harness_error: message,
    });
    return { text: message, is_error: true };
  }

  async function list(conn: ServerConnection, args: Record<string, unknown>, toolUseId?: string): Promise<ToolOutcome> {
    const started = performance.now();
    const startedAt = new Date().toISOString();
    const a: Attempt = {
      id: `${gatewayToolName(conn.name)}:list`,
      server: conn.name,
      tool: null,
      discovery: true,
      arguments: args,
      toolUseId,
    };
    if (conn.closedReason !== null)
      return reject(a, started, startedAt, `server "${conn.name}" is not connected: ${conn.closedReason}`);
    const { listText } = await freshTools(conn);
    record(a, started, startedAt, { content: [{ type: 'text', text: listText }], is_error: false });
    return { text: listText, is_error: false };
  }

  async function execute(
    server: string,
    tool: string,
    args: Record<string, unknown> | string,
    id: string,
    toolUseId?: string,
  ): Promise<ToolOutcome> {
    const started = performance.now();
    const startedAt = new Date().toISOString();
    const parsed = typeof args === 'string' ? parseInputs(args) : { value: args };
    const a: Attempt = {
      id,
      server,
      tool,
      discovery: false,
      arguments: parsed.value ?? { tool_inputs: args },
      toolUseId,
    };
    const conn = pool.get(server);
    if (!conn) {
      const names = pool.connections.map((c) => c.name);
      return reject(
        a,
        started,
        startedAt,
        `unknown server "${server}".${suggest(server, names)} Configured servers: ${names.join(', ')}`,
      );
    }
    if (parsed.error !== undefined)
      return reject(a, started, startedAt, `tool_inputs is not a JSON object: ${parsed.error}`);
    const tools = conn.toolsStale ? await freshTools(conn) : toolsOf(conn); // no extra await on the hot path
    const refusal = tools.refusal(tool, a.arguments);
    if (refusal !== undefined) return reject(a, started, startedAt, refusal);
    let result: CallToolResult;
    try {
      result = await conn.callTool(tool, a.arguments, opts.callTimeoutMs);
    } catch (e) {
      if (e instanceof McpError) {
        // The server answered with a JSON-RPC error: its answer, not the harness's.
        const text = e.message;
        record(a, started, startedAt, { content: [{ type: 'text', text }], is_error: true });
        return { text, is_error: true };
      }
      return reject(
        a,
        started,
        startedAt,
        isEvalError(e, 'call') ? e.message : `server "${server}": ${describeError(e)}`,
      );
    }
    const content = (result.content ?? []) as ContentBlock[];
    const isError = result.isError === true;
    record(a, started, startedAt, {
      content,
      ...(result.structuredContent === undefined ? {} : { structured_content: result.structuredContent }),
      is_error: isError,
    });
    return { text: renderForModel(content, result.structuredContent), is_error: isError };
  }

  async function callGateway(conn: ServerConnection, input: unknown, toolUseId?: string): Promise<ToolOutcome> {
    const gw = gatewayToolName(conn.name);
    const obj = isRecord(input) ? input : {};
    const action = obj.action ?? 'list';
    if (!isRecord(input) || (action !== 'list' && action !== 'execute')) {
      const started = performance.now();
      const a: Attempt = {
        id: `${gw}:invalid`,
        server: conn.name,
        tool: null,
        discovery: false,
        arguments: obj,
        toolUseId,
      };
      return reject(
        a,
        started,
        new Date().toISOString(),
        `${gw}: "action" must be "list" or "execute" (got ${JSON.stringify(input === undefined ? null : isRecord(input) ? action : input)})`,
      );
    }
    if (action === 'list') return list(conn, obj, toolUseId);
    const toolName = obj.tool_name;
    if (typeof toolName !== 'string' || toolName === '') {
      const started = performance.now();
      const a: Attempt = {
        id: `${gw}:execute`,
        server: conn.name,
        tool: null,
        discovery: false,
        arguments: obj,
        toolUseId,
      };
      const names = toolsOf(conn).names.join(', ');
      return reject(
        a,
        started,
        new Date().toISOString(),
        `${gw}: action "execute" needs "tool_name", one of: ${names || '(none)'}`,
      );
    }
    const inputs = obj.tool_inputs ?? {};
    const args = typeof inputs === 'string' || isRecord(inputs) ? inputs : JSON.stringify(inputs);
    return execute(conn.name, toolName, args, canonicalId(conn.name, toolName), toolUseId);
  }

  // Direct exposure: names rebuilt only when a server's tool list changes.
  let directCache: {
    lists: (readonly McpTool[])[];
    tools: ModelTool[];
    names: Map<string, { server: string; tool: string }>;
  } | null = null;
  function direct() {
    const lists = pool.connections.map((c) => c.tools);
    if (directCache && directCache.lists.every((l, i) => l === lists[i])) return directCache;
    const pairs = pool.connections.flatMap((c) => c.tools.map((t) => ({ server: c.name, tool: t.name, def: t })));
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
    directCache = { lists, tools, names };
    return directCache;
  }

  const gatewayTools: ModelTool[] = pool.connections.map((c) => gatewayDefinition(c));
  const modelTools = (): ModelTool[] => (opts.exposure === 'gateway' ? gatewayTools : direct().tools);

  return {
    modelTools,

    async callModelTool(name, input, toolUseId) {
      try {
        if (opts.exposure === 'gateway') {
          const conn = gateways.get(name);
          if (conn) return await callGateway(conn, input, toolUseId);
        } else {
          const pair = direct().names.get(name);
          if (pair) {
            const args = isRecord(input) ? input : typeof input === 'string' ? input : JSON.stringify(input ?? {});
            return await execute(pair.server, pair.tool, args, canonicalId(pair.server, pair.tool), toolUseId);
          }
        }
        const started = performance.now();
        const offered = modelTools().map((t) => t.name);
        const a: Attempt = {
          id: name,
          server: '',
          tool: null,
          discovery: false,
          arguments: isRecord(input) ? input : {},
          toolUseId,
        };
        return reject(
          a,
          started,
          new Date().toISOString(),
          `unknown tool "${name}".${suggest(name, offered)} Available tools: ${offered.join(', ')}`,
        );
      } catch (e) {
        return { text: `internal error in the tool host: ${describeError(e)}`, is_error: true };
      }
    },

    async callCanonical(id, args) {
      try {
        const p = parseCanonicalId(id);
        if (!p) {
          const a: Attempt = { id, server: '', tool: null, discovery: false, arguments: args };
          return reject(
            a,
            performance.now(),
            new Date().toISOString(),
            `"${id}" is not a canonical tool id mcp__<server>__<tool>`,
          );
        }
        return await execute(p.server, p.tool, args, id);
      } catch (e) {
        return { text: `internal error in the tool host: ${describeError(e)}`, is_error: true };
      }
    },

    snapshots: () => pool.snapshots(),
  };
}

function gatewayDefinition(conn: ServerConnection): ModelTool {
  const info = conn.serverInfo;
  const about = info ? ` (${info.name} ${info.version})` : '';
  return {
    name: gatewayToolName(conn.name),
    description:
      `Gateway to the tools of MCP server "${conn.name}"${about}. ` +
      `Call with action "list" to get every tool's name, description and input schema; ` +
      `then call with action "execute", "tool_name" set to one of those names and "tool_inputs" an object matching that tool's input schema.`,
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

function parseInputs(text: string): { value?: Record<string, unknown>; error?: string } {
  if (text.trim() === '') return { value: {} };
  try {
    const v: unknown = JSON.parse(text);
    return isRecord(v) ? { value: v } : { error: `expected an object, got ${text.slice(0, 100)}` };
  } catch (e) {
    return { error: (e as Error).message };
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
