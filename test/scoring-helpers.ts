// Real Trajectory objects for scoring tests, made with the Recorder the agents use.
import {
  Recorder,
  type ContentBlock,
  type StopReason,
  type ToolCallRecord,
  type Trajectory,
} from '../src/trajectory.js';

/**
 * One call in short form. `id` without the `mcp__` prefix means a tool of server `mcpproxy`.
 * `result` (any JSON value) becomes the text content; `error` is a server error; `rejected` a
 * harness rejection (unknown tool, invalid input); `list` a gateway discovery call.
 */
export interface CallSpec {
  id?: string;
  args?: Record<string, unknown>;
  result?: unknown;
  text?: string;
  content?: ContentBlock[];
  error?: boolean | string;
  rejected?: string;
  list?: boolean;
}

export interface RunSpec {
  stop_reason?: StopReason;
  error?: string | null;
}

const SERVER = 'mcpproxy';

export function call(spec: CallSpec | string): ToolCallRecord {
  const s: CallSpec = typeof spec === 'string' ? { id: spec } : spec;
  if (s.list) {
    return record({
      id: `mcp_${SERVER}:list`,
      server: SERVER,
      tool: null,
      discovery: true,
      arguments: { action: 'list' },
      content: [{ type: 'text', text: '[]' }],
      is_error: false,
    });
  }
  const id = !s.id ? 'mcp__mcpproxy__tool' : s.id.startsWith('mcp') ? s.id : `mcp__${SERVER}__${s.id}`;
  const tool = id.split('__').slice(2).join('__');
  let content: ContentBlock[] = s.content ?? [
    { type: 'text', text: s.text ?? (s.result === undefined ? 'ok' : JSON.stringify(s.result)) },
  ];
  let isError = false;
  let harness: string | undefined;
  if (s.rejected !== undefined) {
    [isError, harness, content] = [true, s.rejected, [{ type: 'text', text: s.rejected }]];
  } else if (s.error) {
    isError = true;
    if (typeof s.error === 'string') content = [{ type: 'text', text: s.error }];
  }
  return record({
    id,
    server: SERVER,
    tool,
    discovery: false,
    arguments: s.args ?? {},
    content,
    is_error: isError,
    ...(harness ? { harness_error: harness } : {}),
  });
}

function record(r: Omit<ToolCallRecord, 'type' | 'started_at' | 'duration_ms'>): ToolCallRecord {
  return { type: 'tool_call', ...r, started_at: new Date(0).toISOString(), duration_ms: 1 };
}

export function trajectory(calls: (CallSpec | string)[], run: RunSpec = {}): Trajectory {
  const rec = new Recorder('scoring/example', 0, 'scripted', null);
  rec.user('Find tools for environment variables');
  for (const c of calls) rec.toolCall(call(c));
  rec.assistant('done');
  return rec.finish({
    stop_reason: run.stop_reason ?? 'completed',
    error: run.error ?? null,
    servers: [],
    git: { sha: null, ref: null },
  });
}
