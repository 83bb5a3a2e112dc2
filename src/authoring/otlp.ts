// An OTLP JSON trace file (`{"resourceSpans": [...]}`, an ExportTraceServiceRequest as collectors, SDK file exporters
// and this product's traces.json write it) read as activity records, for `mcp-eval import`: each `tools/call` span
// of the MCP semantic conventions is a call. A trace is a session (one scenario run of this product's traces), so
// the calls are grouped, redacted and written as an activity export's are. The client's spans are the calls as it
// made them; a file of a server's or proxy's spans alone (no client tools/call span) gives their server spans.
import { open, readFile } from 'node:fs/promises';
import { EvalError } from '../util/errors.js';
import { isRecord } from '../util/json.js';
import type { ActivityRecord, ReadHandlers } from './activity.js';

/** SpanKind in OTLP: 2 server, 3 client. */
const KIND_SERVER = 2;
const KIND_CLIENT = 3;
const STATUS_ERROR = 2;

/** Does the file start as OTLP JSON does (its first key `resourceSpans`)? False for a file that cannot be read. */
export async function looksOtlp(file: string): Promise<boolean> {
  const handle = await open(file, 'r').catch(() => null);
  if (!handle) return false;
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(512), 0, 512, 0);
    return /^\uFEFF?\s*\{\s*"resourceSpans"\s*:/.test(buffer.subarray(0, bytesRead).toString('utf8'));
  } finally {
    await handle.close();
  }
}

type Json = Record<string, unknown>;
interface Span {
  where: string;
  span: Json;
  attributes: Map<string, unknown>;
  resource: Map<string, unknown>;
}

/** Every tools/call span of the file as a record, in the file's order; a file that is not OTLP JSON is an error. */
export async function readOtlp(file: string, on: ReadHandlers): Promise<void> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (e) {
    throw new EvalError('usage', `${file}: not OTLP JSON: ${(e as Error).message}`);
  }
  const spans = spansOf(file, data);
  const calls = spans.filter((s) => s.attributes.get('mcp.method.name') === 'tools/call');
  const clients = calls.filter((s) => s.span.kind === KIND_CLIENT);
  const chosen = clients.length ? clients : calls.filter((s) => s.span.kind === KIND_SERVER);
  chosen.forEach((s, i) => on.record(toRecord(file, s), i + 1));
}

/** The spans with their attributes and their resource's, each checked for what import reads; `where` names it. */
function spansOf(file: string, data: unknown): Span[] {
  const bad = (where: string, what: string) => new EvalError('usage', `${file}: not OTLP JSON: ${where}: ${what}`);
  const list = (v: unknown, where: string): Json[] => {
    if (!Array.isArray(v)) throw bad(where, 'expected an array');
    v.forEach((x, i) => {
      if (!isRecord(x)) throw bad(`${where}[${i}]`, 'expected an object');
    });
    return v as Json[];
  };
  if (!isRecord(data)) throw bad('the file', 'expected an object with resourceSpans');
  const out: Span[] = [];
  list(data.resourceSpans, 'resourceSpans').forEach((rs, i) => {
    const resource = attributesOf(
      isRecord(rs.resource) ? rs.resource.attributes : undefined,
      `resourceSpans[${i}]`,
      bad,
    );
    list(rs.scopeSpans ?? [], `resourceSpans[${i}].scopeSpans`).forEach((ss, j) => {
      list(ss.spans ?? [], `resourceSpans[${i}].scopeSpans[${j}].spans`).forEach((span, k) => {
        const where = `resourceSpans[${i}].scopeSpans[${j}].spans[${k}]`;
        for (const key of ['traceId', 'spanId', 'name'])
          if (typeof span[key] !== 'string' || !span[key]) throw bad(where, `${key}: expected a non-empty string`);
        for (const key of ['startTimeUnixNano', 'endTimeUnixNano'])
          if (!/^\d+$/.test(String(span[key] ?? ''))) throw bad(where, `${key}: expected nanoseconds since the epoch`);
        out.push({ where, span, resource, attributes: attributesOf(span.attributes, where, bad) });
      });
    });
  });
  return out;
}

/** OTLP attributes (`[{key, value: {stringValue | intValue | ...}}]`) as a map of plain values. */
function attributesOf(v: unknown, where: string, bad: (w: string, what: string) => Error): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (v === undefined) return out;
  if (!Array.isArray(v)) throw bad(`${where}.attributes`, 'expected an array');
  v.forEach((a, i) => {
    if (!isRecord(a) || typeof a.key !== 'string' || !isRecord(a.value))
      throw bad(`${where}.attributes[${i}]`, 'expected {key, value}');
    const value = a.value;
    const plain = value.stringValue ?? value.intValue ?? value.doubleValue ?? value.boolValue;
    if (plain !== undefined) out.set(a.key, typeof value.intValue === 'string' ? Number(value.intValue) : plain);
  });
  return out;
}

function toRecord(file: string, { span, attributes, resource }: Span): ActivityRecord {
  const text = (key: string) => {
    const v = attributes.get(key);
    return typeof v === 'string' && v ? v : undefined;
  };
  const startNs = BigInt(String(span.startTimeUnixNano));
  const endNs = BigInt(String(span.endTimeUnixNano));
  const time = Number(endNs / 1_000_000n);
  const args = parsedObject(text('gen_ai.tool.call.arguments'));
  const status = isRecord(span.status) ? span.status : {};
  const failed = text('error.type') !== undefined || status.code === STATUS_ERROR;
  const service = resource.get('service.name');
  return {
    id: String(span.spanId),
    type: 'tool_call',
    server_name: text('mcp_eval.server') ?? text('server.address') ?? (typeof service === 'string' ? service : file),
    tool_name: text('gen_ai.tool.name'),
    arguments: args,
    response: resultText(text('gen_ai.tool.call.result')),
    status: failed ? 'error' : 'success',
    error_message: failed ? (typeof status.message === 'string' && status.message) || text('error.type') : undefined,
    duration_ms: Number(endNs - startNs) / 1e6,
    timestamp: new Date(time).toISOString(),
    time,
    session_id: String(span.traceId),
    request_id: text('jsonrpc.request.id'),
    bodies: args !== undefined,
  };
}

function parsedObject(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  try {
    const v: unknown = JSON.parse(text);
    return isRecord(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

/** A result kept as an MCP result is written content first, as import reads one; any other text as it is. */
function resultText(text: string | undefined): string | undefined {
  const v = parsedObject(text);
  if (!v || !Array.isArray(v.content)) return text;
  return JSON.stringify({ content: v.content, structuredContent: v.structuredContent, isError: v.isError });
}
