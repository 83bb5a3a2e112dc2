// Splitting a call's latency into its parts by the spans joined to it (docs/traces.md), a pure function. The
// upstream's part: the time inside a proxy's upstream hop (MCPProxy's `tool.call`, with tool.server) or inside a
// span of a server that is no proxy. The proxy's part: the time inside the proxy's other spans, and, when the call
// went through a proxy, the rest of the call too (MCPProxy v0.60.0 traces no span of its own handling, so what is
// outside its hop is its own, with the local hop to it). Otherwise the rest is the client's: the run's MCP client
// and the transport. Spans are clipped to the call's window; overlapping spans count once.
import type { CallSpans, CallTiming } from './join.js';
import type { ServerSpan } from './jaeger-query.js';

type Interval = [number, number];

/** A call's parts (results/latency-parts.ts keeps them on the call; tracing/ sits below results/). */
export interface CallParts {
  joined: CallSpans['way'];
  client_ms: number;
  proxy_ms: number;
  upstream_ms: number;
}

/** The length of the union of intervals. */
function covered(intervals: readonly Interval[]): number {
  const sorted = intervals.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  let total = 0;
  let end = -Infinity;
  for (const [a, b] of sorted) {
    if (b <= end) continue;
    total += b - Math.max(a, end);
    end = b;
  }
  return total;
}

/** A proxy's span of its hop to the upstream: it names the upstream server it called. */
const isHop = (s: ServerSpan): boolean => typeof s.attributes['tool.server'] === 'string';

const tenth = (ms: number): number => Math.round(ms * 10) / 10;

/** The parts of one call's latency, from the spans joined to it. */
export function splitCall(call: Pick<CallTiming, 'started_at' | 'duration_ms'>, joined: CallSpans): CallParts {
  const from = Date.parse(call.started_at);
  const to = from + call.duration_ms;
  const clip = (s: ServerSpan): Interval => [Math.max(from, s.start_ms), Math.min(to, s.start_ms + s.duration_ms)];
  const proxies = new Set(joined.spans.filter(isHop).map((s) => s.service));
  const ofProxy = (s: ServerSpan) => proxies.has(s.service) && !isHop(s);
  const upstream = joined.spans.filter((s) => !ofProxy(s)).map(clip);
  const all = joined.spans.map(clip);
  const upstreamMs = covered(upstream);
  const proxySpans = covered(all) - upstreamMs;
  const rest = Math.max(0, call.duration_ms - covered(all));
  const viaProxy = proxies.size > 0;
  return {
    joined: joined.way,
    client_ms: tenth(viaProxy ? 0 : rest),
    proxy_ms: tenth(proxySpans + (viaProxy ? rest : 0)),
    upstream_ms: tenth(upstreamMs),
  };
}
