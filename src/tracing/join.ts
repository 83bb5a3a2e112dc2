// Joining the spans read back to the run's calls (docs/traces.md, "Reading the proxy's spans back"), a pure function.
// By link: a span whose parent is a call's own client span (a server or proxy that read `params._meta.traceparent`
// or the `traceparent` header) belongs to that call. By match: a span that started a trace of its own (MCPProxy
// v0.60.0's `tool.call`: its /mcp endpoint reads no caller's context) belongs to the call with the same target
// (server and tool) whose time window holds it best (least outside it, then the nearest start), one span per call.
// A joined span's descendants join its call the same way.
import type { ServerSpan } from './jaeger-query.js';

/** A call's client span (traces-out's ToolCallRecord.span): the trace and span its request carried. */
export interface SpanRef {
  trace_id: string;
  span_id: string;
}

/** What the join reads of a call: the fields a ToolCallRecord has. */
export interface CallTiming {
  server: string;
  tool: string | null;
  arguments: Record<string, unknown>;
  started_at: string;
  duration_ms: number;
  span?: SpanRef;
}

export type JoinWay = 'link' | 'match';

export interface CallSpans {
  way: JoinWay;
  spans: ServerSpan[];
}

/** How far (ms) a matched span may reach outside its call's window: clocks of two processes, rounding. */
export const MATCH_SLACK_MS = 50;

/** A proxy's routing tools: the call reaches the upstream tool its `name` argument names as `server:tool`. */
const ROUTING_TOOL = /^call_tool(_read|_write|_destructive)?$/;

/** The upstream server and tool a call reaches: through a proxy's routing tool, the one it names; else its own. */
export function callTarget(c: Pick<CallTiming, 'server' | 'tool' | 'arguments'>): { server: string; tool: string } {
  const name = c.arguments.name;
  if (c.tool && ROUTING_TOOL.test(c.tool) && typeof name === 'string' && name.includes(':')) {
    const at = name.indexOf(':');
    return { server: name.slice(0, at), tool: name.slice(at + 1) };
  }
  return { server: c.server, tool: c.tool ?? '' };
}

/** The target a span says it served: MCPProxy's tool.server / tool.name, or the MCP conventions' gen_ai.tool.name. */
function spanTarget(s: ServerSpan): { server?: string; tool: string } | null {
  const tool = s.attributes['tool.name'] ?? s.attributes['gen_ai.tool.name'];
  if (typeof tool !== 'string') return null;
  const server = s.attributes['tool.server'];
  return typeof server === 'string' ? { server, tool } : { tool };
}

const key = (traceId: string, spanId: string) => `${traceId}/${spanId}`;
const startOf = (c: CallTiming) => Date.parse(c.started_at);

function sameTarget(c: CallTiming, s: ServerSpan): boolean {
  const want = spanTarget(s);
  const got = callTarget(c);
  return want !== null && want.tool === got.tool && (want.server === undefined || want.server === got.server);
}

function holds(c: CallTiming, s: ServerSpan, slack: number): boolean {
  const from = startOf(c);
  return s.start_ms >= from - slack && s.start_ms + s.duration_ms <= from + c.duration_ms + slack;
}

/** How far (ms) a span reaches outside a call's window. */
function outside(c: CallTiming, s: ServerSpan): number {
  const from = startOf(c);
  return Math.max(0, from - s.start_ms) + Math.max(0, s.start_ms + s.duration_ms - (from + c.duration_ms));
}

/**
 * Each call's spans (index-aligned with `calls`; null: none joined) and the spans joined to no call. A span is
 * joined once: by link when its parent is a call's span, else by match when it is a root (no parent among `spans`).
 */
export function joinSpans(
  calls: readonly CallTiming[],
  spans: readonly ServerSpan[],
  slack = MATCH_SLACK_MS,
): { calls: (CallSpans | null)[]; unjoined: ServerSpan[] } {
  const children = new Map<string, ServerSpan[]>();
  const ids = new Set(spans.map((s) => key(s.trace_id, s.span_id)));
  for (const s of spans) {
    if (s.parent_span_id === undefined) continue;
    const k = key(s.trace_id, s.parent_span_id);
    children.set(k, [...(children.get(k) ?? []), s]);
  }
  const below = (s: ServerSpan): ServerSpan[] => [
    s,
    ...(children.get(key(s.trace_id, s.span_id)) ?? []).flatMap(below),
  ];
  const out: (CallSpans | null)[] = calls.map((c) => {
    const linked = c.span ? (children.get(key(c.span.trace_id, c.span.span_id)) ?? []) : [];
    return linked.length ? { way: 'link', spans: linked.flatMap(below) } : null;
  });
  const taken = new Set(out.flatMap((j) => j?.spans ?? []));
  const roots = spans.filter(
    (s) => !taken.has(s) && (s.parent_span_id === undefined || !ids.has(key(s.trace_id, s.parent_span_id))),
  );
  // Every (root, call) pair that could match, the span best inside the call first (least outside its window, then
  // the nearest start: back-to-back calls put a late span of one near the next one's start); each side taken once.
  const pairs = roots.flatMap((s) =>
    calls.flatMap((c, i) =>
      out[i] === null && sameTarget(c, s) && holds(c, s, slack)
        ? [{ s, i, outside: outside(c, s), gap: Math.abs(s.start_ms - startOf(c)) }]
        : [],
    ),
  );
  pairs.sort((a, b) => a.outside - b.outside || a.gap - b.gap);
  for (const { s, i } of pairs) {
    if (out[i] !== null || taken.has(s)) continue;
    const joined: CallSpans = { way: 'match', spans: below(s) };
    out[i] = joined;
    for (const t of joined.spans) taken.add(t);
  }
  return { calls: out, unjoined: spans.filter((s) => !taken.has(s)) };
}
