// The MCP spans of one connection, after the OpenTelemetry MCP semantic conventions: a client span for each request
// the run sends (`{mcp.method.name} {target}`), its trace context put in the request's `params._meta` (traceparent,
// tracestate) so a server or proxy that traces joins the run's trace; a server span for each request the server
// sends back (elicitation, sampling, roots), under the call it came during. The transport tap (mcp/protocol-tap.ts)
// calls these as messages pass; each is a no-op when the run does not trace.
import { context, SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { CALL_SPAN_KEY, type CallSpanHolder } from './context.js';
import { spanContent } from './spans.js';
import { traceRunOf, type TraceRun } from './trace-run.js';

const propagator = new W3CTraceContextPropagator();

type Json = Record<string, unknown>;
type Id = string | number;
/** A JSON-RPC message as the tap sees it, read loosely. */
export interface RpcMessage {
  id?: Id;
  method?: string;
  params?: Json;
  result?: unknown;
  error?: { code: number; message: string };
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What a request's span is named by, and the attributes that say it: the tool, prompt or resource it is about. */
function target(method: string, params: Json | undefined): { name?: string; attributes: Attributes } {
  const name = typeof params?.name === 'string' ? params.name : undefined;
  if (method === 'tools/call')
    return { name, attributes: { 'gen_ai.tool.name': name, 'gen_ai.operation.name': 'execute_tool' } };
  if (method === 'prompts/get') return { name, attributes: { 'gen_ai.prompt.name': name } };
  const uri = typeof params?.uri === 'string' ? params.uri : undefined;
  if (method.startsWith('resources/') && uri) return { name: uri, attributes: { 'mcp.resource.uri': uri } };
  return { attributes: {} };
}

export interface ConnectionInfo {
  server: string;
  /** `pipe` for stdio, `tcp` for HTTP. */
  networkTransport: 'pipe' | 'tcp';
  protocolVersion: () => string | null;
  sessionId: () => string | undefined;
}

/** A span under way, with the run it belongs to (answers arrive outside the run's context). */
interface Open {
  span: Span;
  method: string;
  run: TraceRun;
}

export class McpSpans {
  /** The client spans of requests sent and not yet answered, by JSON-RPC id. */
  private readonly sent = new Map<Id, Open>();
  /** The server spans of the server's requests not yet answered, by its id. */
  private readonly asked = new Map<Id, Open>();

  constructor(private readonly info: ConnectionInfo) {}

  /** A request the run sends: its span started, and the message with its trace context in `params._meta`. */
  request<M extends RpcMessage>(message: M): M {
    if (message.method === 'notifications/cancelled') this.cancelled(message.params?.requestId);
    const run = traceRunOf();
    if (!run || message.id === undefined || !message.method) return message;
    const { method, params } = message;
    const about = target(method, params);
    const span = run.tracer.startSpan(about.name ? `${method} ${about.name}` : method, {
      kind: SpanKind.CLIENT,
      attributes: { ...this.common(method, message.id), ...about.attributes },
    });
    const args = method === 'tools/call' ? spanContent(run, params?.arguments) : undefined;
    if (args !== undefined) span.setAttribute('gen_ai.tool.call.arguments', args);
    this.sent.set(message.id, { span, method, run });
    const spanContext = trace.setSpan(context.active(), span);
    if (method === 'tools/call') {
      const holder = context.active().getValue(CALL_SPAN_KEY) as CallSpanHolder | undefined;
      if (holder) holder.ids = { trace_id: span.spanContext().traceId, span_id: span.spanContext().spanId };
    }
    const carrier: Record<string, string> = {};
    propagator.inject(spanContext, carrier, { set: (c, k, v) => (c[k] = v) });
    // `_meta` first: the HTTP transport copies the first traceparent of the body into its header (transport.ts).
    const { _meta, ...rest } = params ?? {};
    return { ...message, params: { _meta: { ...(isObject(_meta) ? _meta : {}), ...carrier }, ...rest } };
  }

  /** A message from the server: the answer to a request sent (its span ends), or a request of its own (one starts). */
  received(message: RpcMessage): void {
    if (message.id === undefined) return;
    if (message.method) return this.serverRequest(message);
    const open = this.sent.get(message.id);
    if (!open) return;
    this.sent.delete(message.id);
    this.end(open, message);
  }

  /** The run's answer to a request of the server: its span ended. */
  answered(message: RpcMessage): void {
    if (message.id === undefined || message.method) return;
    const open = this.asked.get(message.id);
    if (!open) return;
    this.asked.delete(message.id);
    this.end(open, message);
  }

  /** The run gave up on a request (its time limit, the run's): its span ends, as an error, with no answer. */
  private cancelled(id: unknown): void {
    const open = (typeof id === 'string' || typeof id === 'number') && this.sent.get(id);
    if (!open) return;
    this.sent.delete(id as Id);
    open.span.setAttribute('error.type', 'cancelled');
    open.span.setStatus({ code: SpanStatusCode.ERROR, message: 'cancelled: no answer in time' });
    open.span.end();
  }

  /** Ends every span still open (the connection closed): their requests never got an answer. */
  closed(): void {
    for (const { span } of [...this.sent.values(), ...this.asked.values()]) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: 'the connection closed' });
      span.setAttribute('error.type', 'connection_closed');
      span.end();
    }
    this.sent.clear();
    this.asked.clear();
  }

  /** A server's request arrives outside any run's context: it is parented to the latest tools/call under way. */
  private serverRequest(message: RpcMessage): void {
    const parent = [...this.sent.values()].reverse().find((o) => o.method === 'tools/call');
    if (!parent || message.id === undefined || !message.method) return;
    const { method } = message;
    const ctx = trace.setSpan(context.active(), parent.span);
    const attributes = this.common(method, message.id);
    const span = parent.run.tracer.startSpan(method, { kind: SpanKind.SERVER, attributes }, ctx);
    this.asked.set(message.id, { span, method, run: parent.run });
  }

  private common(method: string, id: Id): Attributes {
    return {
      'mcp.method.name': method,
      'jsonrpc.request.id': String(id),
      'mcp.protocol.version': this.info.protocolVersion() ?? undefined,
      'mcp.session.id': this.info.sessionId(),
      'network.transport': this.info.networkTransport,
      'mcp_eval.server': this.info.server,
    };
  }

  private end({ span, method, run }: Open, message: RpcMessage): void {
    if (message.error) {
      span.setAttribute('error.type', String(message.error.code));
      span.setAttribute('rpc.response.status_code', String(message.error.code));
      span.setStatus({ code: SpanStatusCode.ERROR, message: message.error.message });
    } else if (isObject(message.result) && message.result.isError === true) {
      span.setAttribute('error.type', 'tool_error');
      span.setStatus({ code: SpanStatusCode.ERROR });
    }
    if (method === 'tools/call' && isObject(message.result)) {
      // The MCP result, content first: `mcp-eval import` reads it back as one (authoring/otlp.ts).
      const { content, structuredContent, isError } = message.result;
      const result = spanContent(run, { content, structuredContent, isError });
      if (result !== undefined) span.setAttribute('gen_ai.tool.call.result', result);
    }
    span.end();
  }
}
