// One agent session's records as the calls an agent makes. MCPProxy writes a `tool_call` record for each upstream
// call (server_name, tool_name, the upstream arguments, the answer as the agent got it as text), with the proxy
// tool that carried it in metadata.tool_variant (call_tool_read, _write, _destructive); an `internal_tool_call`
// record for its own tools (retrieve_tools, code_execution, upstream_servers, ...); sub-calls that a
// code_execution script made carry that call's request_id as parent_id.
// --via proxy (default): the calls as the agent made them to the proxy, `mcp__<proxy>__call_tool_read` with
// {name: "server:tool", args}, ready to replay against the same proxy; sub-calls are noted on their code_execution.
// --via upstream: the upstream calls, `mcp__<server>__<tool>`, to replay against those servers directly.
import type { ContentBlock } from '../results/trajectory.js';
import { canonicalId } from '../results/trajectory.js';
import { SERVER_NAME } from '../mcp/index.js';
import { isRecord } from '../util/json.js';
import { compareText } from '../util/text.js';
import type { ActivityRecord } from './activity.js';

export type Via = 'proxy' | 'upstream';

export interface ImportedCall {
  /** Canonical id: mcp__<server>__<tool>. */
  id: string;
  server: string;
  tool: string;
  args: Record<string, unknown>;
  content: ContentBlock[];
  structured?: unknown;
  is_error: boolean;
  started_at: string;
  duration_ms: number;
  /** MCPProxy cut the recorded answer: it is kept, but only its text can be compared. */
  truncated: boolean;
  /** Words for people, written on the step: redacted keys, sub-calls, a cut answer. */
  notes: string[];
  /** The intent the agent declared (metadata.intent.reason), if any. */
  intent?: string;
  /** The export carried the arguments and the answer. */
  bodies: boolean;
}

/** A record that carries an agent's call, or why it does not (counted and said, never silently dropped). */
export type Usable = { ok: true } | { ok: false; reason: string };

/** Record-level reasons a record is no call of an agent session; session-level ones come in sessionCalls. */
export function usable(r: ActivityRecord, via: Via): Usable {
  if (r.type !== 'tool_call' && r.type !== 'internal_tool_call') return no(`${r.type} records are not tool calls`);
  if (!r.session_id) return no('no session_id (a call of the CLI or the REST API, not of an MCP session)');
  if (!r.tool_name) return no('no tool_name');
  if (r.type === 'internal_tool_call') {
    if (r.tool_name.startsWith('call_tool_'))
      return no('call_tool_* record that repeats the tool_call record MCPProxy writes for the same call');
    if (via === 'upstream')
      return no("the proxy's own tools (internal_tool_call) are not upstream calls (--via upstream)");
    return { ok: true };
  }
  if (!r.server_name) return no('tool_call without server_name');
  if (via === 'upstream' && !SERVER_NAME.test(r.server_name))
    return no('server name cannot be part of a canonical id mcp__<server>__<tool>');
  return { ok: true };
}

function no(reason: string): Usable {
  return { ok: false, reason };
}

/**
 * A session's records, in time order, as its calls, with the `notes` import made of each record (by id); sub-calls
 * without their parent are counted in `dropped`.
 */
export function sessionCalls(
  records: ActivityRecord[],
  via: Via,
  proxy: string,
  notes: Map<string, string[]>,
  dropped: (reason: string) => void,
): ImportedCall[] {
  const sorted = [...records].sort((a, b) => a.time - b.time || compareText(a.id, b.id));
  const calls: ImportedCall[] = [];
  const byRequest = new Map<string, ImportedCall>();
  for (const r of sorted) {
    if (via === 'proxy' && r.parent_id) continue;
    const call = via === 'proxy' ? proxyCall(r, proxy) : upstreamCall(r);
    call.notes.push(...(notes.get(r.id) ?? []));
    calls.push(call);
    if (r.request_id) byRequest.set(r.request_id, call);
  }
  if (via === 'proxy') noteSubCalls(sorted, byRequest, dropped);
  return calls;
}

/** A code_execution's sub-calls, said on its step (replaying it makes them again). */
function noteSubCalls(sorted: ActivityRecord[], byRequest: Map<string, ImportedCall>, dropped: (r: string) => void) {
  const subs = new Map<ImportedCall, string[]>();
  for (const r of sorted) {
    if (!r.parent_id) continue;
    const parent = byRequest.get(r.parent_id);
    if (!parent) {
      dropped('sub-call whose code_execution call is not in the export');
      continue;
    }
    subs.set(parent, [...(subs.get(parent) ?? []), `${r.server_name}:${r.tool_name}`]);
  }
  for (const [parent, names] of subs) parent.notes.push(`its script called ${names.join(', ')}`);
}

function proxyCall(r: ActivityRecord, proxy: string): ImportedCall {
  const args = r.arguments ?? {};
  if (r.type === 'internal_tool_call') return call(r, proxy, r.tool_name!, args);
  const variant = r.metadata?.tool_variant;
  const intent = intentOf(r);
  if (typeof variant === 'string' && variant.startsWith('call_tool_')) {
    const sensitivity = isRecord(r.metadata?.intent) ? r.metadata.intent.data_sensitivity : undefined;
    const proxied = {
      name: `${r.server_name}:${r.tool_name}`,
      args,
      ...(intent ? { intent_reason: intent } : {}),
      ...(typeof sensitivity === 'string' ? { intent_data_sensitivity: sensitivity } : {}),
    };
    return call(r, proxy, variant, proxied);
  }
  if (!r.bodies) {
    // A CSV row does not say which call_tool_* variant carried it: read is the one most calls use.
    const c = call(r, proxy, 'call_tool_read', { name: `${r.server_name}:${r.tool_name}`, args: {} });
    c.notes.push('the export does not say which call_tool_* variant carried this call: call_tool_read assumed');
    return c;
  }
  // No variant: the proxy's direct routing mode, which lists each upstream tool as <server>__<tool>.
  return call(r, proxy, `${r.server_name}__${r.tool_name}`, args);
}

function upstreamCall(r: ActivityRecord): ImportedCall {
  return call(r, r.server_name!, r.tool_name!, r.arguments ?? {});
}

function call(r: ActivityRecord, server: string, tool: string, args: Record<string, unknown>): ImportedCall {
  const answer = answerOf(r);
  const truncated = r.response_truncated === true;
  return {
    id: canonicalId(server, tool),
    server,
    tool,
    args,
    ...answer,
    started_at: new Date(r.time - (r.duration_ms ?? 0)).toISOString(),
    duration_ms: r.duration_ms ?? 0,
    truncated,
    notes: truncated ? ['MCPProxy cut the recorded answer: only its text is kept, and compared'] : [],
    ...(intentOf(r) ? { intent: intentOf(r) } : {}),
    bodies: r.bodies,
  };
}

function intentOf(r: ActivityRecord): string | undefined {
  const intent = r.metadata?.intent;
  return isRecord(intent) && typeof intent.reason === 'string' && intent.reason.trim() ? intent.reason : undefined;
}

/** The answer as content blocks: an MCP result when the response is one (JSON), else the text MCPProxy wrote. */
function answerOf(r: ActivityRecord): Pick<ImportedCall, 'content' | 'structured' | 'is_error'> {
  const failed = r.status !== undefined && r.status !== 'success';
  const text = r.response ?? (failed ? r.error_message : undefined);
  if (text === undefined) return { content: [], is_error: failed };
  const result = mcpResult(text);
  if (result) return { ...result, is_error: failed || result.is_error };
  return { content: textBlocks(text), is_error: failed };
}

function mcpResult(text: string): Pick<ImportedCall, 'content' | 'structured' | 'is_error'> | null {
  if (!text.startsWith('{"content":') && !text.startsWith('{\n')) return null;
  try {
    const v = JSON.parse(text) as unknown;
    if (!isRecord(v) || !Array.isArray(v.content) || !v.content.every((b) => isRecord(b) && typeof b.type === 'string'))
      return null;
    return {
      content: v.content as ContentBlock[],
      ...(v.structuredContent !== undefined ? { structured: v.structuredContent } : {}),
      is_error: v.isError === true,
    };
  } catch {
    return null;
  }
}

const PLACEHOLDER = /^\[(image|audio):([^\s\]]+) len=\d+\]$/;

/**
 * MCPProxy records an answer as its blocks' text joined by line breaks, an image or audio block as the line
 * `[image:<mime> len=<n>]`, another block as its JSON: split back into blocks (their data is not recorded), so the
 * comparison sees the same kinds of blocks the agent got.
 */
function textBlocks(text: string): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  let lines: string[] = [];
  const flush = () => {
    if (lines.length) blocks.push({ type: 'text', text: lines.join('\n') });
    lines = [];
  };
  for (const line of text.split('\n')) {
    const media = PLACEHOLDER.exec(line);
    const other = media ? null : jsonBlock(line);
    if (!media && !other) {
      lines.push(line);
      continue;
    }
    flush();
    blocks.push(media ? { type: media[1], mimeType: media[2], data: '' } : other!);
  }
  flush();
  return blocks;
}

function jsonBlock(line: string): ContentBlock | null {
  if (!line.startsWith('{"') || !line.includes('"type"')) return null;
  try {
    const v = JSON.parse(line) as unknown;
    return isRecord(v) && typeof v.type === 'string' && v.type !== 'text' ? (v as ContentBlock) : null;
  } catch {
    return null;
  }
}
