// The spans of the run's proxy and servers read back (setting trace-query, docs/traces.md): after the scenarios, the
// trace store is read (the run's own traces by id, every other service's traces in the run's window), its spans joined
// to the run's calls (tracing/join.ts) and each joined call's latency split (tracing/parts.ts); then each tool
// latency regression names the part that grew. Exporters batch (MCPProxy's every 5 s), so the read is repeated (after
// 100 ms, doubling to 1 s) until every call that expects spans is joined or SETTLE_MS have passed since the last call
// ended: once per run, bounded. A call expects spans once any is joined (all do before): when a call to its upstream
// server was joined in this read or in its baseline; a proxy's own tools (retrieve_tools) and untraced servers do not.
import type { ScenarioResult } from '../results/index.js';
import { isToolCall, type ToolCallRecord, type Trajectory } from '../results/trajectory.js';
import { partsOfTool } from '../scoring/index.js';
import { readService, readServices, readTrace, type ServerSpan } from '../tracing/jaeger-query.js';
import { callTarget, joinSpans, type CallSpans, type SpanRef } from '../tracing/join.js';
import { splitCall } from '../tracing/parts.js';
import { errorMessage } from '../util/errors.js';
import { mapLimit } from '../util/map-limit.js';
import type { Log } from './context.js';
import type { ScenarioOutcome } from './scenario.js';

/** How long after the last call the spans may still be on their way: MCPProxy's batch exporter sends every 5 s. */
export const SETTLE_MS = 6000;
/** The waits between reads: the first soon (a server that exports before it answers), then doubling to POLL_MS. */
const FIRST_POLL_MS = 100;
const POLL_MS = 1000;
/** A run of 200 scenarios has 200 traces of its own: read a few at a time, not all at once. */
const READS_AT_ONCE = 8;

type SpannedCall = ToolCallRecord & { span?: SpanRef };

const callsOf = (results: readonly ScenarioResult[]): SpannedCall[] =>
  results.flatMap((r) => r.runs.flatMap((run) => run.trajectory.messages.filter(isToolCall)));

/** The spans of the run's own traces and of every other service's traces in the run's window. */
async function readSpans(base: string, calls: readonly SpannedCall[]): Promise<ServerSpan[]> {
  const traces = [...new Set(calls.flatMap((c) => (c.span ? [c.span.trace_id] : [])))];
  const own = (await mapLimit(traces, READS_AT_ONCE, (id) => readTrace(base, id))).flat();
  const ours = new Set(calls.flatMap((c) => (c.span ? [c.span.span_id] : [])));
  const mine = new Set(own.filter((s) => ours.has(s.span_id)).map((s) => s.service));
  const starts = calls.map((c) => Date.parse(c.started_at));
  const from = Math.min(...starts) - 1000;
  const to = Math.max(...calls.map((c, i) => starts[i] + c.duration_ms)) + 1000;
  const services = (await readServices(base)).filter((s) => !mine.has(s));
  const others = (await mapLimit(services, READS_AT_ONCE, (s) => readService(base, s, from, to))).flat();
  const seen = new Set(own.map((s) => `${s.trace_id}/${s.span_id}`));
  // The run's own spans are no server's: only what is below a call's span is kept of its traces.
  return [...own.filter((s) => !mine.has(s.service)), ...others.filter((s) => !seen.has(`${s.trace_id}/${s.span_id}`))];
}

/**
 * Has every call that expects spans got them? Before any call is joined every call expects them; after, the calls to
 * an upstream server one of whose calls was joined, here or in `traced` (the servers joined in the baselines).
 */
export function settled(calls: readonly SpannedCall[], joined: readonly (CallSpans | null)[], traced: Set<string>) {
  if (joined.every((j) => j === null)) return false;
  const servers = new Set([...traced, ...calls.flatMap((c, i) => (joined[i] ? [callTarget(c).server] : []))]);
  return calls.every((c, i) => joined[i] !== null || !servers.has(callTarget(c).server));
}

/** The upstream servers whose calls were split in the baselines: their calls expect spans this time too. */
const tracedBefore = (outcomes: readonly ScenarioOutcome[]): Set<string> =>
  new Set(
    outcomes
      .flatMap((o) => o.result.baseline_trajectories.flatMap((t) => t.messages.filter(isToolCall)))
      .flatMap((c) => (c.latency_parts ? [callTarget(c).server] : [])),
  );

/** What the read-back found, for the log: `12 of 14 calls joined (2 by link, 10 by match); 1 span joined no call`. */
function summary(joined: (CallSpans | null)[], unjoined: number): string {
  const by = (way: string) => joined.filter((j) => j?.way === way).length;
  const n = by('link') + by('match');
  const spare = unjoined ? `; ${unjoined} span${unjoined === 1 ? '' : 's'} joined no call` : '';
  return `${n} of ${joined.length} calls joined (${by('link')} by link, ${by('match')} by match)${spare}`;
}

/**
 * Read the spans back and put each joined call's parts on it (`latency_parts`: the results' and the baselines' calls
 * are the same records, so a recording keeps them for the next compare); a trace store that cannot be read costs one
 * warning. Returns the outcomes with each tool regression's parts, and the warning if any.
 */
export async function readSpansBack(
  base: string,
  outcomes: readonly ScenarioOutcome[],
  log: Log,
  now = () => Date.now(),
): Promise<{ outcomes: ScenarioOutcome[]; problem?: string }> {
  const calls = callsOf(outcomes.map((o) => o.result));
  if (!calls.length) return { outcomes: [...outcomes] };
  const ends = calls.map((c) => Date.parse(c.started_at) + c.duration_ms);
  const deadline = Math.max(...ends) + SETTLE_MS;
  const traced = tracedBefore(outcomes);
  let join: ReturnType<typeof joinSpans>;
  let reads = 0;
  let done: boolean;
  try {
    for (let wait = FIRST_POLL_MS; ; wait = Math.min(2 * wait, POLL_MS)) {
      join = joinSpans(calls, await readSpans(base, calls));
      reads += 1;
      done = settled(calls, join.calls, traced);
      if (done || now() >= deadline) break;
      await new Promise((r) => setTimeout(r, Math.min(wait, deadline - now())));
    }
  } catch (e) {
    return {
      outcomes: [...outcomes],
      problem: `trace-query ${base}: the spans could not be read back: ${errorMessage(e)}`,
    };
  }
  // The call records are annotated in place: ScenarioResult and Baseline hold the same ones.
  join.calls.forEach((j, i) => {
    if (j) calls[i].latency_parts = splitCall(calls[i], j);
  });
  const ended = done ? 'every call that expects spans joined' : `stopped ${SETTLE_MS / 1000} s after the last call`;
  log(`spans read back from ${base}: ${summary(join.calls, join.unjoined.length)}; ${reads} reads, ${ended}`);
  return { outcomes: outcomes.map((o) => ({ ...o, result: withParts(o.result) })) };
}

/** A result whose tool latency regressions say which part grew, now that the calls are split. */
function withParts(r: ScenarioResult): ScenarioResult {
  if (!r.performance?.regressions.some((f) => f.metric === 'tool_latency_ms')) return r;
  const current: Trajectory[] = r.runs.map((run) => run.trajectory);
  const regressions = r.performance.regressions.map((f) => {
    const parts = f.metric === 'tool_latency_ms' ? partsOfTool(r.baseline_trajectories, current, f.subject) : null;
    return parts ? { ...f, parts } : f;
  });
  return { ...r, performance: { ...r.performance, regressions } };
}
