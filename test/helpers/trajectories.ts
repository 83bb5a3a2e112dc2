// Tool calls and trajectories in short form: the one set of builders for the report, scoring and
// baseline tests (and the `yaml example` blocks of docs/scoring/, which use the CallSpec form).
// Fixed timestamps and values: report output is compared byte for byte.
import {
  canonicalId,
  emptyUsage,
  parseCanonicalId,
  type ContentBlock,
  type Message,
  type ServerSnapshot,
  type ToolCallRecord,
  type Trajectory,
  type Usage,
} from '../../src/results/trajectory.js';

/** When every fixture run and call started. */
export const T0 = '2026-03-01T12:00:00.000Z';

const SERVER = 'mcpproxy';

/**
 * One call in short form; a plain string is its `id`.
 * - `id`: `mcp__<server>__<tool>`, or a tool name of `server` (default `mcpproxy`).
 * - The text content is `text`, else the `rejected` or `error` message, else `result` (any JSON
 *   value) as JSON, else `ok` (`[]` for a list call); `content` gives the blocks instead.
 * - `error` is a server error (`is_error`); `rejected` a harness rejection (unknown tool, invalid
 *   input: `harness_error`); `list` a gateway discovery call (arguments default `{action: list}`).
 */
export interface CallSpec {
  id?: string;
  server?: string;
  args?: Record<string, unknown>;
  result?: unknown;
  text?: string;
  content?: ContentBlock[];
  error?: boolean | string;
  rejected?: string;
  list?: boolean;
}

export function call(spec: CallSpec | string): ToolCallRecord {
  const s: CallSpec = typeof spec === 'string' ? { id: spec } : spec;
  const server = s.server ?? SERVER;
  const id = s.list
    ? `mcp_${server}:list`
    : !s.id
      ? canonicalId(server, 'tool')
      : s.id.startsWith('mcp')
        ? s.id
        : canonicalId(server, s.id);
  const parsed = parseCanonicalId(id);
  const message = s.rejected ?? (typeof s.error === 'string' ? s.error : undefined);
  const result = s.result === undefined ? undefined : JSON.stringify(s.result);
  const text = s.text ?? message ?? result ?? (s.list ? '[]' : 'ok');
  // Key order as the tool host records them: results.json is compared byte for byte.
  return {
    type: 'tool_call',
    id,
    server: parsed?.server ?? server,
    tool: s.list ? null : (parsed?.tool ?? ''),
    discovery: Boolean(s.list),
    arguments: s.args ?? (s.list ? { action: 'list' } : {}),
    content: s.content ?? [{ type: 'text', text }],
    is_error: Boolean(s.error) || s.rejected !== undefined,
    started_at: T0,
    duration_ms: 42,
    ...(s.rejected ? { harness_error: s.rejected } : {}),
  };
}

export function usage(input: number, output: number, cost: number): Usage {
  return { ...emptyUsage(), input_tokens: input, output_tokens: output, cost_usd: cost };
}

/** One server, `mcpproxy` at `version`, with these tools. */
export function servers(
  version: string,
  tools: string[] = ['retrieve_tools', 'call_tool', 'upstream_servers'],
): ServerSnapshot[] {
  return [
    {
      name: 'mcpproxy',
      server_info: { name: 'mcpproxy', version },
      tools: tools.map((name) => ({ name, schema_hash: `h-${name}` })),
    },
  ];
}

/** A message as recorded, or a call in short form. */
export type Step = Message | CallSpec | string;

/**
 * A finished run of `claude` against mcpproxy 0.12.0 with these messages; `extra` sets any other
 * field (`scenario_id`, `run_index`, `stop_reason`, `error`, `servers`, ...).
 */
export function trajectory(steps: Step[], extra: Partial<Trajectory> = {}): Trajectory {
  return {
    schema_version: 1,
    scenario_id: 'example',
    run_index: 0,
    agent: 'claude',
    model: 'claude-sonnet-4-5',
    started_at: T0,
    ended_at: '2026-03-01T12:00:03.000Z',
    duration_ms: 3000,
    messages: steps.map((m) => (typeof m === 'string' || !('type' in m) ? call(m) : m)),
    usage: usage(1200, 300, 0.0081),
    turns: [],
    stop_reason: 'end_turn',
    error: null,
    servers: servers('0.12.0'),
    git: { sha: '0123456789abcdef0123456789abcdef01234567', ref: 'refs/pull/7/merge' },
    ...extra,
  };
}
