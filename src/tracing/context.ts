// Where the run's tracing lives while it runs: in the OpenTelemetry context, carried through every await by
// AsyncLocalStorage. The pipeline puts the run's TraceRun there (run.ts), each scenario run its root span; the MCP
// transport and the agents read both from the active context, so no signature below the pipeline changes and a
// connection shared by concurrent scenarios still parents each request to the scenario that sent it.
import { context, createContextKey } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';

let registered = false;

/**
 * Registers the context manager once per process (the api keeps the first one registered): the api's own is a no-op,
 * and without one every span would be a root.
 */
export function ensureContextManager(): void {
  if (registered) return;
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  registered = true;
}

/** The key of the run's TraceRun in the context. */
export const TRACE_RUN_KEY = createContextKey('mcp-eval trace run');
/** The key of a tool call's span ids holder (mcp/call.ts reads what the transport wrote there). */
export const CALL_SPAN_KEY = createContextKey('mcp-eval tools/call span');

/** A tools/call's client span, as ToolCallRecord.span keeps it: lowercase hex W3C ids. */
export interface SpanIds {
  trace_id: string;
  span_id: string;
}

/** Filled by the transport when the call's tools/call request is sent. */
export interface CallSpanHolder {
  ids?: SpanIds;
}

/** `call` with `holder` in its context, for the transport to fill with the tools/call span; as is when not tracing. */
export function withCallSpan<T>(holder: CallSpanHolder, call: () => Promise<T>): Promise<T> {
  const active = context.active();
  if (active.getValue(TRACE_RUN_KEY) === undefined) return call();
  return context.with(active.setValue(CALL_SPAN_KEY, holder), call);
}
