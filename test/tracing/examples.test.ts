// The worked examples of docs/scoring/latency-parts.md (`yaml trace example` blocks): the join of spans to calls, the
// split of each call's latency, and the part a regression names. Run here, so the page and the code cannot drift.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { LatencyParts } from '../../src/results/latency-parts.js';
import { describeGrowth, partsGrowth } from '../../src/scoring/index.js';
import type { ServerSpan } from '../../src/tracing/jaeger-query.js';
import { joinSpans, type CallTiming } from '../../src/tracing/join.js';
import { splitCall } from '../../src/tracing/parts.js';

const PAGE = new URL('../../docs/scoring/latency-parts.md', import.meta.url);
const T0 = Date.parse('2026-12-01T12:00:00.000Z');

type Example = Record<string, unknown> & { check: string; name: string };
const examples = [...readFileSync(PAGE, 'utf8').matchAll(/^```yaml trace example\n([\s\S]*?)^```$/gm)].map(
  (m) => parse(m[1]) as Example,
);

interface CallSpec {
  server: string;
  tool: string;
  args: Record<string, unknown>;
  at: number;
  ms: number;
  span?: { trace: string; id: string };
}
interface SpanSpec {
  trace: string;
  id: string;
  parent?: string;
  name: string;
  service: string;
  at: number;
  ms: number;
  attributes: ServerSpan['attributes'];
}
type PartsSpec = { client: number; proxy: number; upstream: number };

const call = (c: CallSpec): CallTiming => ({
  server: c.server,
  tool: c.tool,
  arguments: c.args,
  started_at: new Date(T0 + c.at).toISOString(),
  duration_ms: c.ms,
  ...(c.span ? { span: { trace_id: c.span.trace, span_id: c.span.id } } : {}),
});
const span = (s: SpanSpec): ServerSpan => ({
  trace_id: s.trace,
  span_id: s.id,
  ...(s.parent ? { parent_span_id: s.parent } : {}),
  name: s.name,
  service: s.service,
  start_ms: T0 + s.at,
  duration_ms: s.ms,
  attributes: s.attributes,
});
const parts = (p: PartsSpec, joined: LatencyParts['joined'] = 'match'): LatencyParts => ({
  joined,
  client_ms: p.client,
  proxy_ms: p.proxy,
  upstream_ms: p.upstream,
});
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const checks: Record<string, (e: Example) => void> = {
  join: (e) => {
    const calls = (e.calls as CallSpec[]).map(call);
    const got = joinSpans(calls, (e.spans as SpanSpec[]).map(span));
    const want = e.expect as { joined: (string | null)[]; parts: (PartsSpec | null)[]; unjoined: number };
    expect(got.calls.map((j) => j?.way ?? null)).toEqual(want.joined);
    const split = got.calls.map((j, i) => (j ? splitCall(calls[i], j) : null));
    expect(split).toEqual(want.parts.map((p, i) => (p ? parts(p, want.joined[i] as LatencyParts['joined']) : null)));
    // The parts add up to the call.
    split.forEach((p, i) => p && expect(p.client_ms + p.proxy_ms + p.upstream_ms).toBeCloseTo(calls[i].duration_ms));
    expect(got.unjoined).toHaveLength(want.unjoined);
  },
  growth: (e) => {
    const [before, after] = [e.baseline, e.current].map((side) => (side as PartsSpec[]).map((p) => parts(p)));
    const sum = (p: LatencyParts) => p.client_ms + p.proxy_ms + p.upstream_ms;
    const [baseline, current] = (e.totals as [number, number]) ?? [median(before.map(sum)), median(after.map(sum))];
    const growth = partsGrowth(before, after);
    const want = e.expect as { growth: unknown; says: string };
    expect(growth).toEqual(want.growth);
    expect(describeGrowth(e.tool as string, { baseline, current, ...(growth ? { parts: growth } : {}) })).toBe(
      want.says,
    );
  },
};

describe('the worked examples of docs/scoring/latency-parts.md', () => {
  it('has examples of both kinds, each with a unique name', () => {
    expect(new Set(examples.map((e) => e.check))).toEqual(new Set(Object.keys(checks)));
    expect(new Set(examples.map((e) => e.name)).size).toBe(examples.length);
    expect(examples.length).toBeGreaterThanOrEqual(9);
  });

  for (const e of examples) it(`${e.check}: ${e.name}`, () => checks[e.check](e));
});
