// Every worked example of the scoring docs (docs/scoring/, one page per rule) is a `yaml example` block; this file
// runs each one, so the docs and the code cannot drift apart.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { ExecStatus, MatchMode } from '../../src/results/index.js';
import type { CriteriaRegression, Criterion } from '../../src/scenario/schema.js';
import { band, DEFAULT_THRESHOLDS, type FailOn, type Thresholds } from '../../src/results/status.js';
import { statusFails } from '../../src/results/verdict.js';
import type { ServerSnapshot, ToolSnapshot, Trajectory } from '../../src/results/trajectory.js';
import {
  aggregate,
  argSimilarity,
  callSimilarity,
  checkCriteria,
  answerChanges,
  closestVariation,
  compatibility,
  confirmedScores,
  describeSchemaDiff,
  detectRenames,
  evaluate,
  execStatus,
  explainToolChanges,
  failureAwareScore,
  latencyCap,
  DEFAULT_DESIGN,
  passRate,
  describeRecovery,
  recoveries,
  failingCalls,
  runPasses,
  testDifference,
  perfVerdict,
  schemaDiff,
  serverVersions,
  surfaceChanges,
  toolChanges,
  valueSimilarity,
} from '../../src/scoring/index.js';
import type { PerfMetric } from '../../src/results/trajectory.js';
import { describeTextChange, suspiciousSigns } from '../../src/scoring/descriptions.js';
import { call, servers, trajectory, type CallSpec, type Step } from '../helpers/trajectories.js';

type Example = Record<string, unknown> & { check: string; name: string };

/** A tool in the examples' short form: `params` maps each parameter to its type. */
interface ToolSpec {
  name: string;
  description?: string;
  params?: Record<string, string>;
}

function tool(t: ToolSpec): ToolSnapshot {
  const properties = Object.fromEntries(Object.entries(t.params ?? {}).map(([k, type]) => [k, { type }]));
  return {
    name: t.name,
    // Another parameter type is another hash, as a server's schema hash would be.
    schema_hash: `h-${t.name}-${JSON.stringify(t.params ?? {})}`,
    ...(t.description === undefined ? {} : { description: t.description }),
    input_schema: { type: 'object', properties },
  };
}

/** The server `mcpproxy` listing these tools as read-only (annotations.readOnlyHint), as a run records it. */
function readOnlyServer(tools: string[]): ServerSnapshot[] {
  const listed = tools.map((name) => ({ ...tool({ name }), annotations: { readOnlyHint: true } }));
  return [{ name: 'mcpproxy', server_info: { name: 'mcpproxy', version: '1' }, tools: listed }];
}

/** Every page of docs/scoring/, each example with the page it is on. */
const DOCS = new URL('../../docs/scoring/', import.meta.url);
const pages = readdirSync(DOCS)
  .filter((f) => f.endsWith('.md'))
  .sort();
const examples: (Example & { page: string })[] = pages.flatMap((page) =>
  [...readFileSync(new URL(page, DOCS), 'utf8').matchAll(/^```yaml example\n([\s\S]*?)^```$/gm)].map((m) => ({
    ...(parse(m[1]) as Example),
    page,
  })),
);

/** Examples print two decimals: a number matches within half a unit of the last digit. */
function near(actual: number, expected: number, what: string): void {
  expect(Math.abs(actual - expected), `${what}: ${actual} vs ${expected}`).toBeLessThanOrEqual(0.005);
}

/** A judge's verdicts in an example: statement -> true / false; a statement not listed is not judged. */
function judged(verdicts: unknown): (statement: string) => { met: boolean | null; reason: string } {
  const map = (verdicts ?? {}) as Record<string, boolean>;
  return (s) => (s in map ? { met: map[s], reason: 'example' } : { met: null, reason: 'not judged' });
}

/** The example's criteria checked on both runs, for evaluate(). */
function criteriaOption(e: Example, baseline: Trajectory, current: Trajectory) {
  if (!e.criteria) return undefined;
  const criteria = e.criteria as Criterion[];
  return {
    baseline: checkCriteria(criteria, baseline, judged(e.baseline_judged)),
    current: checkCriteria(criteria, current, judged(e.current_judged)),
    regression: (e.criteria_regression as CriteriaRegression) ?? 'degraded',
  };
}

const checks: Record<string, (e: Example) => void> = {
  value: (e) => near(valueSimilarity(e.a, e.b), e.expect as number, 'value similarity'),
  args: (e) =>
    near(
      argSimilarity(e.a as Record<string, unknown>, e.b as Record<string, unknown>, (e.ignore as string[]) ?? []),
      e.expect as number,
      'arg similarity',
    ),
  call: (e) =>
    near(
      callSimilarity(call(e.baseline as CallSpec), call(e.current as CallSpec), {
        ignoreArgs: (e.ignore as string[]) ?? [],
      }),
      e.expect as number,
      'call similarity',
    ),
  status: (e) =>
    expect(execStatus(trajectory(e.calls as CallSpec[], (e.run as Partial<Trajectory>) ?? {}))).toBe(e.expect),
  table: (e) => {
    for (const [b, c, t, nb, nc, want] of e.rows as [ExecStatus, ExecStatus, number, number, number, number][]) {
      near(failureAwareScore(b, c, t, nb, nc), want, `${b} -> ${c}, T=${t}, calls ${nb}/${nc}`);
    }
  },
  aggregate: (e) => {
    const want = e.expect as Record<string, number | boolean>;
    const got = aggregate(e.scores as number[], DEFAULT_THRESHOLDS);
    for (const [k, v] of Object.entries(want)) {
      if (typeof v === 'number') near(got[k as keyof typeof got] as number, v, k);
      else expect(got[k as keyof typeof got], k).toBe(v);
    }
  },
  servers: (e) => {
    const b = e.baseline as ServerSnapshot[];
    const c = e.current as ServerSnapshot[];
    const want = e.expect as { tool_changes: unknown; versions: unknown };
    expect(toolChanges(b, c)).toEqual(want.tool_changes);
    expect(serverVersions(b, c)).toEqual(want.versions);
  },
  descriptions: (e) => {
    const others = Object.entries((e.others as Record<string, string[]>) ?? {}).map(([server, tools]) => ({
      server,
      tools,
    }));
    const at = { server: (e.server as string) ?? 'notes', siblings: (e.siblings as string[]) ?? [], others };
    const [before, after] = [e.before as string, e.after as string];
    expect({ diff: describeTextChange(before, after), suspicious: suspiciousSigns(before, after, at) }).toEqual(
      e.expect,
    );
  },
  schema_compat: (e) => expect(compatibility(schemaDiff(e.before, e.after))).toBe(e.expect),
  schema_diff: (e) =>
    expect(describeSchemaDiff(schemaDiff(e.before ?? undefined, e.after ?? undefined))).toBe(e.expect),
  performance: (e) => {
    const got = perfVerdict(e.baseline as number[], e.current as number[], e.metric as PerfMetric);
    for (const [k, v] of Object.entries(e.expect as Record<string, unknown>)) {
      if (k === 'limit') near(got.limit, v as number, k);
      else expect(got[k as keyof typeof got], k).toBe(v);
    }
  },
  tool_changes: (e) => {
    const snapshot = (tools: ToolSpec[]): ServerSnapshot[] => [
      { name: 'everything', server_info: { name: 'everything', version: '1' }, tools: tools.map(tool) },
    ];
    const [got] = explainToolChanges(snapshot(e.baseline as ToolSpec[]), snapshot(e.current as ToolSpec[]));
    const want = e.expect as { renames: [string, string, number][]; schema_diffs: string[] };
    expect(got.renames?.map((r) => [r.from, r.to])).toEqual(want.renames.map(([from, to]) => [from, to]));
    got.renames?.forEach((r, i) => near(r.confidence, want.renames[i][2], `${r.from} -> ${r.to}`));
    expect(got.schema_diffs?.map((d) => `${d.tool}: ${d.diff}`)).toEqual(want.schema_diffs);
  },
  variations: (e) => {
    const opts = {
      thresholds: DEFAULT_THRESHOLDS,
      match: 'similarity' as const,
      ignoreArgs: [],
      ignoreResponseFields: [],
    };
    const current = trajectory(e.current as CallSpec[]);
    const evaluations = (e.variations as CallSpec[][]).map((v) => evaluate(trajectory(v), current, opts));
    const want = e.expect as { variation: number; scores: number[] };
    expect(closestVariation(evaluations) + 1, 'variation').toBe(want.variation);
    evaluations.forEach((ev, i) => near(ev.score, want.scores[i], `score against variation ${i + 1}`));
  },
  confirm: (e) => {
    const failOn = (e.fail_on as FailOn) ?? 'broken';
    const scores = e.scores as number[];
    const passes = (x: number) => !statusFails(band(x, DEFAULT_THRESHOLDS), failOn);
    const judged = confirmedScores(scores, e.confirmed !== false, passes);
    const score = judged.reduce((a, b) => a + b, 0) / judged.length;
    const want = e.expect as { score: number; status: string; flaky: boolean };
    near(score, want.score, 'score');
    expect(band(score, DEFAULT_THRESHOLDS), 'status').toBe(want.status);
    expect(aggregate(scores, DEFAULT_THRESHOLDS).flaky, 'flaky').toBe(want.flaky);
  },
  run_passes: (e) => {
    const listed = Object.entries((e.servers as Record<string, string[]> | undefined) ?? {});
    const extra: Partial<Trajectory> = {
      ...((e.run as Partial<Trajectory>) ?? {}),
      ...(listed.length ? { servers: listed.map(([name, tools]) => ({ ...servers('1', tools)[0], name })) } : {}),
    };
    const t = trajectory(e.calls as CallSpec[], extra);
    const want = e.expect as { passes: boolean; recovered: string[]; failing: string[] };
    expect({
      passes: runPasses(t),
      recovered: recoveries(t).map(describeRecovery),
      failing: failingCalls(t).map((c) => c.id),
    }).toEqual(want);
  },
  pass_rate: (e) => {
    const got = passRate(e.passes as number, e.runs as number);
    for (const [k, v] of Object.entries(e.expect as Record<string, number>)) near(got[k as keyof typeof got], v, k);
  },
  rate_test: (e) => {
    const [[b0, b1], [c0, c1]] = [e.baseline, e.current] as [number, number][];
    const max = e.max_runs as number | undefined;
    const looks = max ? Array.from({ length: max }, (_, i) => i + 1) : [c1];
    const got = testDifference({ passes: b0, runs: b1 }, { passes: c0, runs: c1 }, looks, DEFAULT_DESIGN);
    const want = e.expect as { verdict: string; low: number; high: number; runs_needed: number | null };
    expect([got.verdict, got.runs_needed], 'verdict, runs needed').toEqual([want.verdict, want.runs_needed]);
    near(got.low, want.low, 'low');
    near(got.high, want.high, 'high');
  },
  surface: (e) => {
    type Side = { tools: ToolSpec[]; instructions?: string };
    const server = (side: Side): ServerSnapshot[] => [
      {
        name: 'everything',
        server_info: { name: 'everything', version: '1' },
        tools: side.tools.map(tool),
        instructions: side.instructions,
      },
    ];
    const [before, after] = (e.calls as CallSpec[][]).map((list) => list.map(call));
    const got = [
      ...surfaceChanges(server(e.baseline as Side), server(e.current as Side), ['everything']),
      ...answerChanges(before, after, []),
    ];
    expect(got).toEqual(e.expect);
  },
  latency_cap: (e) => {
    const score = e.score as number;
    const capped = Math.min(score, latencyCap(score, DEFAULT_THRESHOLDS));
    const want = e.expect as { score: number; status: string };
    near(capped, want.score, 'score');
    expect(band(capped, DEFAULT_THRESHOLDS)).toBe(want.status);
  },
  renames: (e) => {
    const got = detectRenames((e.removed as ToolSpec[]).map(tool), (e.added as ToolSpec[]).map(tool));
    const want = e.expect as [string, string, number][];
    expect(
      got.map((r) => [r.from, r.to]),
      'pairs',
    ).toEqual(want.map(([from, to]) => [from, to]));
    got.forEach((r, i) => near(r.confidence, want[i][2], `${r.from} -> ${r.to}`));
  },
  criteria: (e) => {
    const got = checkCriteria(e.criteria as Criterion[], trajectory(e.steps as Step[]), judged(e.judged));
    expect(got.map((r) => r.status)).toEqual(e.expect);
  },
  evaluate: (e) => {
    const baseline = trajectory(e.baseline as CallSpec[], (e.baseline_run as Partial<Trajectory>) ?? {});
    const current = trajectory(e.current as CallSpec[], {
      ...((e.current_run as Partial<Trajectory>) ?? {}),
      ...(e.read_only ? { servers: readOnlyServer(e.read_only as string[]) } : {}),
    });
    const ev = evaluate(baseline, current, {
      thresholds: { ...DEFAULT_THRESHOLDS, ...((e.thresholds as Partial<Thresholds>) ?? {}) },
      match: (e.match as MatchMode) ?? 'similarity',
      ignoreArgs: (e.ignore_args as string[]) ?? [],
      ignoreResponseFields: (e.ignore_response_fields as string[]) ?? [],
      criteria: criteriaOption(e, baseline, current),
      expectFailure: e.expect_failure === true,
    });
    const want = e.expect as Record<string, unknown>;
    for (const [k, v] of Object.entries(want)) {
      switch (k) {
        case 'score':
        case 'trajectory_score':
          near(ev[k], v as number, k);
          break;
        case 'pairs':
          expect(
            ev.pairs.map((p) => p.kind),
            k,
          ).toEqual(v);
          break;
        case 'turns':
          expect(ev.turns?.length, k).toBe((v as number[]).length);
          (v as number[]).forEach((x, i) => near(ev.turns![i].score, x, `turn ${i + 1}`));
          break;
        case 'labels':
          expect(
            ev.pairs.map((p) => p.label),
            k,
          ).toEqual(v);
          break;
        case 'drift':
          expect(
            ev.drift.map((d) => `${d.kind}: ${d.detail}`),
            k,
          ).toEqual(v);
          break;
        case 'first_divergence':
          expect(ev.first_divergence?.description ?? null, k).toBe(v);
          break;
        case 'criteria':
          expect(
            ev.criteria?.map((c) => [c.criterion, c.baseline, c.current]),
            k,
          ).toEqual(v);
          break;
        case 'still_failing':
          expect(ev.still_failing ?? false, k).toBe(v);
          break;
        case 'status':
        case 'baseline_status':
        case 'current_status':
        case 'match':
          expect(ev[k], k).toEqual(v);
          break;
        default:
          throw new Error(`unknown expectation ${k} in example "${e.name}"`);
      }
    }
  },
};

describe('the worked examples of docs/scoring/', () => {
  it('has examples of every kind, each with a name and a known check', () => {
    // SCORING.md had 169 when it became docs/scoring/: none may be lost.
    expect(examples.length).toBeGreaterThanOrEqual(169);
    expect(new Set(examples.map((e) => e.check))).toEqual(new Set(Object.keys(checks)));
    for (const e of examples) expect(typeof e.name, JSON.stringify(e)).toBe('string');
    expect(new Set(examples.map((e) => e.name)).size).toBe(examples.length);
  });

  for (const e of examples) {
    it(`${e.page}: ${e.check}: ${e.name}`, () => checks[e.check](e));
  }
});
