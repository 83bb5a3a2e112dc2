// Reading spans back from a trace store through Jaeger's HTTP query API (the `trace-query` setting, docs/traces.md):
// one trace by its id (the spans that joined the run's own trace), or a service's traces in a time window (spans that
// started traces of their own, as MCPProxy v0.60.0's do). Only the fields the join needs are kept.

/** A span read back: ids, name, emitting service, when (epoch ms) and how long, its attributes. */
export interface ServerSpan {
  trace_id: string;
  span_id: string;
  /** The span it is a child of (CHILD_OF reference); absent for a trace's root. */
  parent_span_id?: string;
  name: string;
  /** The resource's service.name. */
  service: string;
  start_ms: number;
  duration_ms: number;
  attributes: Record<string, string | number | boolean>;
}

interface JaegerTag {
  key: string;
  value: unknown;
}
interface JaegerSpan {
  traceID: string;
  spanID: string;
  operationName: string;
  references?: { refType: string; traceID: string; spanID: string }[];
  startTime: number;
  duration: number;
  tags?: JaegerTag[];
  processID: string;
}
interface JaegerTrace {
  spans: JaegerSpan[];
  processes: Record<string, { serviceName: string }>;
}

/** Jaeger's microseconds and tags as a ServerSpan. */
function fromJaeger(trace: JaegerTrace): ServerSpan[] {
  return trace.spans.map((s) => {
    const parent = s.references?.find((r) => r.refType === 'CHILD_OF' && r.traceID === s.traceID);
    const attributes: ServerSpan['attributes'] = {};
    for (const t of s.tags ?? []) {
      if (typeof t.value === 'string' || typeof t.value === 'number' || typeof t.value === 'boolean') {
        attributes[t.key] = t.value;
      }
    }
    return {
      trace_id: s.traceID,
      span_id: s.spanID,
      ...(parent ? { parent_span_id: parent.spanID } : {}),
      name: s.operationName,
      service: trace.processes[s.processID]?.serviceName ?? '',
      start_ms: s.startTime / 1000,
      duration_ms: s.duration / 1000,
      attributes,
    };
  });
}

/** GET a JSON answer; null for a 404 (an unknown trace). Errors name the URL (without its query). */
async function getJson<T>(url: URL, timeoutMs: number): Promise<T | null> {
  const where = `${url.origin}${url.pathname}`;
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (e) {
    const cause = e instanceof Error && e.cause instanceof Error ? e.cause.message : String(e);
    throw new Error(`${where} did not answer (${cause})`, { cause: e });
  }
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`${where} answered HTTP ${res.status}`);
  return (await res.json()) as T;
}

async function getTraces(url: URL, timeoutMs: number): Promise<ServerSpan[]> {
  const body = await getJson<{ data?: JaegerTrace[] | null }>(url, timeoutMs);
  return (body?.data ?? []).flatMap(fromJaeger);
}

/** Every span of one trace (32 hex digits), as the store holds it now. */
export function readTrace(base: string, traceId: string, timeoutMs = 5000): Promise<ServerSpan[]> {
  return getTraces(new URL(`api/traces/${traceId}`, withSlash(base)), timeoutMs);
}

/** Every span of the traces of `service` that started between `fromMs` and `toMs` (epoch ms). */
export function readService(
  base: string,
  service: string,
  fromMs: number,
  toMs: number,
  timeoutMs = 5000,
): Promise<ServerSpan[]> {
  const url = new URL('api/traces', withSlash(base));
  url.searchParams.set('service', service);
  url.searchParams.set('start', String(Math.floor(fromMs * 1000)));
  url.searchParams.set('end', String(Math.ceil(toMs * 1000)));
  url.searchParams.set('limit', '10000');
  return getTraces(url, timeoutMs);
}

/** The services the store has spans of. */
export async function readServices(base: string, timeoutMs = 5000): Promise<string[]> {
  const body = await getJson<{ data?: string[] | null }>(new URL('api/services', withSlash(base)), timeoutMs);
  return body?.data ?? [];
}

const withSlash = (base: string): string => (base.endsWith('/') ? base : `${base}/`);
