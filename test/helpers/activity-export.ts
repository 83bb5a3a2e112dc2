// MCPProxy activity records as its export writes them (v0.60.0: fields of contracts.ActivityRecord, newest first;
// a call through call_tool_read is a tool_call record of the upstream tool with metadata.tool_variant, and MCPProxy
// adds `_auth_auth_type` to the arguments it records), for import's tests and benchmark.

export interface ExportRecord {
  id: string;
  type: string;
  timestamp: string;
  [field: string]: unknown;
}

let counter = 0;

/** A record at `ms` milliseconds after a fixed start, with these fields. */
export function activity(ms: number, fields: Record<string, unknown>): ExportRecord {
  counter++;
  return {
    id: `01M8${String(counter).padStart(22, '0')}`,
    type: 'tool_call',
    source: 'mcp',
    status: 'success',
    timestamp: new Date(Date.UTC(2026, 0, 1) + ms).toISOString(),
    has_sensitive_data: false,
    ...fields,
  };
}

/** An agent's call of an upstream tool through call_tool_read, as MCPProxy records it. */
export function proxiedCall(
  ms: number,
  session: string,
  server: string,
  tool: string,
  args: Record<string, unknown>,
  response: string,
  extra: Record<string, unknown> = {},
): ExportRecord {
  const intent = (extra.intent as string | undefined) ?? undefined;
  const { intent: _, ...rest } = extra;
  return activity(ms, {
    server_name: server,
    tool_name: tool,
    arguments: { _auth_auth_type: 'admin', ...args },
    response,
    duration_ms: 3,
    session_id: session,
    request_id: `${ms}-${server}-${tool}`,
    metadata: {
      client_name: 'test-agent',
      tool_variant: 'call_tool_read',
      intent: { operation_type: 'read', ...(intent ? { reason: intent } : {}) },
    },
    ...rest,
  });
}

/** A call of one of the proxy's own tools (retrieve_tools, code_execution, ...). */
export function internalCall(
  ms: number,
  session: string,
  tool: string,
  args: Record<string, unknown>,
  response: string,
  extra: Record<string, unknown> = {},
): ExportRecord {
  return activity(ms, {
    type: 'internal_tool_call',
    tool_name: tool,
    arguments: { _auth_auth_type: 'admin', ...args },
    response,
    duration_ms: 2,
    session_id: session,
    request_id: `${ms}-${tool}`,
    metadata: { client_name: 'test-agent', internal_tool_name: tool },
    ...extra,
  });
}

/** JSON Lines, newest first as MCPProxy streams its export. */
export function jsonLines(records: ExportRecord[]): string {
  const sorted = [...records].sort((a, b) => (a.timestamp < b.timestamp ? 1 : a.timestamp > b.timestamp ? -1 : 0));
  return sorted.map((r) => JSON.stringify(r)).join('\n') + '\n';
}

const CSV_COLUMNS = [
  'id',
  'type',
  'source',
  'server_name',
  'tool_name',
  'status',
  'error_message',
  'duration_ms',
  'timestamp',
  'session_id',
  'request_id',
  'response_truncated',
  'parent_id',
];

/** The CSV MCPProxy's `--format csv` writes: its header, then a row per record (no arguments, answers, metadata). */
export function csvLines(records: ExportRecord[]): string {
  const quote = (v: unknown): string => {
    const s = v === undefined ? '' : String(v);
    return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const cell = (r: ExportRecord, c: string): string => {
    if (c === 'response_truncated') return String(r[c] === true);
    if (c === 'duration_ms') return String(r[c] ?? 0);
    // Go's time.RFC3339: whole seconds.
    if (c === 'timestamp') return r.timestamp.replace(/\.\d+Z$/, 'Z');
    return quote(r[c]);
  };
  const rows = records.map((r) => CSV_COLUMNS.map((c) => cell(r, c)).join(','));
  return `${CSV_COLUMNS.join(',')}\n${rows.join('\n')}\n`;
}
