// Performance regressions (docs/scoring/performance.md): latency per tool and per run, the tool surface's token
// footprint per run, and for a model agent tokens and cost per run, against the baseline. Timings are noisy, so a
// regression is only what is clearly outside the baseline's own range and large in absolute terms, and a latency
// regression also needs more than one slow sample: a shared machine makes any one call or run twice as slow now and
// then. Not scored, unless the setting latency-regression degrade asks a latency regression to lower its scenario's
// band (latencyCap).
import type { PerfRegression } from '../results/index.js';
import { LATENCY_PARTS, type LatencyPart, type LatencyParts, type PartsGrowth } from '../results/latency-parts.js';
import { band, bandMiddle, BANDS, type Band, type Thresholds } from '../results/status.js';
import {
  isModelAgent,
  PERF_METRICS,
  scoredCalls,
  toolTokensSpent,
  totalTokens,
  type PerfMetric,
  type Trajectory,
} from '../results/trajectory.js';
import { compareText } from '../util/text.js';

/** The metrics a latency regression is about: the ones latency-regression degrade acts on. */
export const LATENCY_METRICS: readonly PerfMetric[] = ['tool_latency_ms', 'run_latency_ms'];

/** Below this absolute increase nothing is news, whatever the factor (3 ms -> 7 ms is not). */
export const PERF_FLOORS: Readonly<Record<PerfMetric, number>> = {
  tool_latency_ms: 100,
  run_latency_ms: 1000,
  tokens: 1000,
  cost_usd: 0.01,
  tool_tokens: 200,
};
/** With fewer baseline samples than this, the limit is FACTOR × the baseline median. */
export const SEVERAL = 3;
export const FACTOR = 2;
/** A latency regression needs at least this many current samples above the limit: one is jitter until repeated. */
export const EVIDENCE = 2;

export interface PerfVerdict {
  regression: boolean;
  /** The median of the baseline samples and of the current ones. */
  baseline: number;
  current: number;
  /** Above this the current median is outside the baseline: max + (max − min), or FACTOR × median. */
  limit: number;
  rule: 'spread' | 'factor';
  /** How many current samples are above the limit. */
  above: number;
}

export type PerfFinding = PerfRegression;

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/**
 * Is the current median clearly above the baseline samples, by more than the floor, and (latency) are at least
 * EVIDENCE current samples above the limit? Both lists non-empty.
 */
export function perfVerdict(baseline: readonly number[], current: readonly number[], metric: PerfMetric): PerfVerdict {
  const b = median(baseline);
  const c = median(current);
  const several = baseline.length >= SEVERAL;
  const [min, max] = [Math.min(...baseline), Math.max(...baseline)];
  const limit = several ? max + (max - min) : FACTOR * b;
  const above = current.filter((v) => v > limit).length;
  const repeated = !LATENCY_METRICS.includes(metric) || above >= EVIDENCE;
  return {
    regression: c > limit && c - b >= PERF_FLOORS[metric] && repeated,
    baseline: b,
    current: c,
    limit,
    rule: several ? 'spread' : 'factor',
    above,
  };
}

type Samples = Map<string, { metric: PerfMetric; values: number[] }>;

/** Latency of each tool (its calls that succeeded), of each run, and the claude agent's usage per run. */
function samples(runs: readonly Trajectory[], usage: boolean, surface: boolean): Samples {
  const out: Samples = new Map();
  const add = (subject: string, metric: PerfMetric, v: number) => {
    const key = `${metric} ${subject}`;
    const entry = out.get(key) ?? { metric, values: [] };
    entry.values.push(v);
    out.set(key, entry);
  };
  for (const t of runs) {
    for (const c of scoredCalls(t)) if (!c.is_error) add(c.id, 'tool_latency_ms', c.duration_ms);
    add('run', 'run_latency_ms', t.duration_ms);
    if (surface && t.tool_tokens) add('run', 'tool_tokens', toolTokensSpent(t.tool_tokens));
    if (!usage) continue;
    const u = t.usage;
    add('run', 'tokens', totalTokens(u));
    if (!u.unpriced) add('run', 'cost_usd', u.cost_usd);
  }
  return out;
}

/**
 * The regressions of a scenario's current runs against its baseline runs: per tool and per run,
 * tokens and cost only when both sides ran a model agent (the offline agents use no model), cost only when priced.
 */
export function performanceRegressions(baseline: readonly Trajectory[], current: readonly Trajectory[]): PerfFinding[] {
  const usage = [...baseline, ...current].every((t) => isModelAgent(t.agent));
  // The tool surface's footprint when one agent ran both sides: an offline agent never lists (its footprint is the
  // definitions alone), so against a model's runs it would only measure the agents' difference.
  const surface = new Set([...baseline, ...current].map((t) => t.agent)).size === 1;
  const before = samples(baseline, usage, surface);
  const after = samples(current, usage, surface);
  const findings: PerfFinding[] = [];
  for (const [key, now] of after) {
    const then = before.get(key);
    if (!then) continue;
    // `above` explains a verdict; results.json keeps the medians, the limit and the sample counts.
    const { regression, above: _above, ...verdict } = perfVerdict(then.values, now.values, now.metric);
    if (!regression) continue;
    const subject = key.slice(key.indexOf(' ') + 1);
    const counts = { baseline: then.values.length, current: now.values.length };
    const parts = now.metric === 'tool_latency_ms' ? partsOfTool(baseline, current, subject) : null;
    findings.push({ subject, metric: now.metric, samples: counts, ...verdict, ...(parts ? { parts } : {}) });
  }
  const rank = (f: PerfFinding) => PERF_METRICS.indexOf(f.metric);
  return findings.sort((a, b) => rank(a) - rank(b) || compareText(a.subject, b.subject));
}

/** The split latencies of a tool's successful calls (docs/traces.md). */
const splitCalls = (runs: readonly Trajectory[], id: string): LatencyParts[] =>
  runs
    .flatMap((t) => scoredCalls(t).filter((c) => c.id === id && !c.is_error && c.latency_parts))
    .map((c) => c.latency_parts!);

/** Where a tool's regression grew, when both sides' calls had their latency split; else null. */
export function partsOfTool(
  baseline: readonly Trajectory[],
  current: readonly Trajectory[],
  id: string,
): PartsGrowth | null {
  return partsGrowth(splitCalls(baseline, id), splitCalls(current, id));
}

/**
 * The change of each part's median from the baseline's calls to the current ones, and the part that grew most with
 * its share of what grew (docs/scoring/latency-parts.md); null when either side has no split call.
 */
export function partsGrowth(baseline: readonly LatencyParts[], current: readonly LatencyParts[]): PartsGrowth | null {
  if (!baseline.length || !current.length) return null;
  const delta = (p: LatencyPart) => {
    const field = `${p}_ms` as const;
    return Math.round(median(current.map((c) => c[field])) - median(baseline.map((c) => c[field])));
  };
  const deltas = Object.fromEntries(LATENCY_PARTS.map((p) => [p, delta(p)])) as Record<LatencyPart, number>;
  const grew = LATENCY_PARTS.reduce((a, b) => (deltas[b] > deltas[a] ? b : a));
  const total = LATENCY_PARTS.reduce((sum, p) => sum + Math.max(0, deltas[p]), 0);
  const share = total > 0 ? Math.round((Math.max(0, deltas[grew]) / total) * 100) / 100 : 0;
  return { client_ms: deltas.client, proxy_ms: deltas.proxy, upstream_ms: deltas.upstream, grew, share };
}

const PART_WORDS: Record<LatencyPart, string> = {
  client: "the run's MCP client",
  proxy: 'the proxy',
  upstream: 'the upstream server',
};

/** Where a regression grew, in words: "all of it inside the upstream server". */
export function growthWhere(g: PartsGrowth): string {
  const where = PART_WORDS[g.grew];
  if (g.share >= 0.9) return `all of it inside ${where}`;
  if (g.share >= 0.5) return `most of it inside ${where} (+${g[`${g.grew}_ms`]} ms)`;
  return `spread: ${LATENCY_PARTS.map((p) => `${p} ${g[`${p}_ms`] >= 0 ? '+' : ''}${g[`${p}_ms`]} ms`).join(', ')}`;
}

/** A tool's regression in one line: "`echo` +200 ms p50, all of it inside the upstream server". */
export function describeGrowth(tool: string, f: Pick<PerfRegression, 'baseline' | 'current' | 'parts'>): string {
  const head = `\`${tool}\` +${Math.round(f.current - f.baseline)} ms p50`;
  return f.parts ? `${head}, ${growthWhere(f.parts)}` : head;
}

/**
 * The score of a scenario one band lower, for a latency regression under latency-regression degrade: the middle
 * of the band below its own (GOOD -> ACCEPTABLE, ACCEPTABLE -> DEGRADED, DEGRADED -> BROKEN), as the other caps do;
 * a BROKEN score stays as it is.
 */
export function latencyCap(score: number, t: Thresholds): number {
  // The band after a band is never GOOD; after BROKEN there is none.
  const below = BANDS[BANDS.indexOf(band(score, t)) + 1] as Exclude<Band, 'GOOD'> | undefined;
  return below ? bandMiddle(below, t) : score;
}
