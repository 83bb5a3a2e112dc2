// Where the run's tracing lives while it runs: in the OpenTelemetry context, carried through every await by
// AsyncLocalStorage. The pipeline puts the run's TraceRun there (run.ts), each scenario run its root span; the MCP
// transport and the agents read both from the active context, so no signature below the pipeline changes and a
// connection shared by concurrent scenarios still parents each request to the scenario that sent it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { context, createContextKey, ROOT_CONTEXT, type Context, type ContextManager } from '@opentelemetry/api';

/** The api's own context manager is a no-op: without one, every span would be a root. */
class StorageContextManager implements ContextManager {
  private readonly storage = new AsyncLocalStorage<Context>();

  active(): Context {
    return this.storage.getStore() ?? ROOT_CONTEXT;
  }

  with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(
    ctx: Context,
    fn: F,
    thisArg?: ThisParameterType<F>,
    ...args: A
  ): ReturnType<F> {
    return this.storage.run(ctx, () => fn.call(thisArg, ...args));
  }

  bind<T>(ctx: Context, target: T): T {
    if (typeof target !== 'function') return target;
    const run = (...args: unknown[]): unknown =>
      this.with(ctx, target as (...a: unknown[]) => unknown, undefined, ...args);
    return run as T;
  }

  enable(): this {
    return this;
  }

  disable(): this {
    this.storage.disable();
    return this;
  }
}

let registered = false;

/** Registers the context manager once per process (the api keeps the first one registered). */
export function ensureContextManager(): void {
  if (registered) return;
  context.setGlobalContextManager(new StorageContextManager());
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
