// A scenario's baseline: which one it is compared with (and so whether it records or compares), and the baseline a
// recording or an acceptance makes of its runs. Loading and saving are the store's (persist.ts).
import {
  addVariations,
  BASELINE_SCHEMA_VERSION,
  MAX_VARIATIONS,
  type Baseline,
  type LoadedBaseline,
} from '../baselines/index.js';
import { EvalError, failWith } from '../util/errors.js';
import { VERSION } from '../util/version.js';
import type { RunResult, ScenarioResult } from '../results/index.js';
import { NOT_RECORDED } from '../results/phrases.js';
import type { Scenario } from '../scenario/schema.js';
import {
  describeRate,
  describeRecovery,
  execStatus,
  failingCalls,
  failingNow,
  passRate,
  recoveries,
  runFailed,
  runPasses,
  serverVersions,
  type Tally,
} from '../scoring/index.js';
import { recordedRate } from './pass-rates.js';
import type { ToolCallRecord, Trajectory } from '../results/trajectory.js';
import { runError } from './attempt.js';
import { configRef, type ScenarioContext } from './context.js';

/**
 * What a scenario does with its baseline. Recording gives the runs a baseline only when the replay agent needs one
 * to re-issue, and keeps the one it replaces (`previous`) to show what the new recording approves; comparing always
 * has one, and says where it came from.
 */
export type Plan = { mode: 'record'; baseline: Baseline | null; previous: Baseline | null } | ComparePlan;

/** Accepting compares too, then adds the successful runs to the baseline as variations. */
export type ComparePlan = { mode: 'compare' | 'accept' } & LoadedBaseline;

/** Which baseline, if any, and so whether this scenario records or compares. */
export async function resolveBaseline(scenario: Scenario, ctx: ScenarioContext): Promise<Plan> {
  const { mode, agent } = ctx.settings;
  const loaded = mode !== 'record' || agent === 'replay' ? await loadBaseline(scenario, ctx) : null;
  if (loaded && mode === 'accept') return { mode: 'accept', ...loaded };
  if (loaded && mode !== 'record') return { mode: 'compare', ...loaded };
  if (mode === 'accept') {
    throw new EvalError(
      'baseline',
      `no baseline for scenario "${scenario.id}" to add a variation to: ` +
        'record it first (mcp-eval record, or mode: record)',
    );
  }
  if (mode === 'compare') {
    throw new EvalError(
      'baseline',
      `no baseline for scenario "${scenario.id}" in the ${ctx.deps.store.kind} store: record one first ` +
        '(mcp-eval record, or the action with mode: record; mcp-eval run, or mode: auto, records what has none)',
    );
  }
  if (agent === 'replay' && !loaded) {
    throw new EvalError('baseline', `the replay agent needs a baseline for "${scenario.id}" and none was found`);
  }
  // The one it replaces, for what the recording approves.
  const previous = loaded?.baseline ?? (await storedOrNull(scenario, ctx));
  return { mode: 'record', baseline: loaded?.baseline ?? null, previous };
}

/**
 * The scenario's stored baseline where having none is no error (what a recording replaces; what mode ab replays):
 * null when there is none, or the store cannot say.
 */
export async function storedOrNull(scenario: Scenario, ctx: ScenarioContext): Promise<Baseline | null> {
  if (ctx.storeError) return null;
  return (await ctx.deps.store.load(scenario.id).catch(() => null))?.baseline ?? null;
}

async function loadBaseline(scenario: Scenario, ctx: ScenarioContext): Promise<LoadedBaseline | null> {
  if (ctx.storeError) {
    // auto must not record a scenario whose baseline may exist in a store it could not read.
    const why =
      ctx.settings.mode === 'auto'
        ? `${ctx.storeError} (auto mode records only a scenario the store says has no baseline)`
        : ctx.storeError;
    throw new EvalError('baseline', why);
  }
  return ctx.deps.store.load(scenario.id).catch(failWith('baseline'));
}

/** A recording: the baseline its runs make, and what is worth a look about them. */
export interface Recording {
  baseline: Baseline;
  warnings: string[];
}

/**
 * Whether the runs can be recorded at all: a run that failed to run, was cut short or had a call interrupted gives no
 * baseline (thrown, saying which).
 */
export function checkRecordable(runs: readonly RunResult[]): void {
  const error = runError(runs);
  if (error) throw new EvalError('call', error);
  // A run that was cut short is no reference for later runs: nothing is saved for this scenario.
  const cut = runs.find((r) => r.trajectory.stop_reason === 'timeout' || r.trajectory.stop_reason === 'error');
  if (cut) {
    const which = runs.length > 1 ? `run ${cut.run_index + 1}/${runs.length} ` : '';
    const why = cut.trajectory.error ?? cut.trajectory.stop_reason;
    throw new EvalError('baseline', `${NOT_RECORDED}${which}stopped early: ${why}`);
  }
  const interrupted = firstInterruptedCall(runs);
  if (interrupted) throw new EvalError('call', `${NOT_RECORDED}${interrupted}`);
}

/** What a recording approves (or would have): its servers, and the changes since the baseline it replaces. */
export function recordedChanges(
  runs: readonly RunResult[],
  previous: Baseline | null,
  ctx: Pick<ScenarioContext, 'deltas'>,
): Pick<ScenarioResult, 'servers' | 'tool_changes'> {
  const servers = runs[runs.length - 1].trajectory.servers;
  return {
    servers: serverVersions(previous?.servers ?? [], servers),
    tool_changes: previous ? ctx.deltas.between(previous.servers, servers) : [],
  };
}

/**
 * The baseline of recordable runs (checkRecordable): each run that passes (docs/scoring/run-passes.md: its calls
 * succeed or are recovered, its criteria hold) is a variation; a run that does not is left out with a warning, and a
 * recovered call is said. When none passed, a baseline must still prove something (docs/scoring/still-failing.md):
 * when the scenario tests a failure (expect_failure, or success criteria the run met), the runs that fail as it
 * expects; with none of those the recording is refused, its failing calls named.
 */
export function recordRuns(scenario: Scenario, runs: readonly RunResult[], ctx: ScenarioContext): Recording {
  const ignore = scenario.ignore.response_fields;
  const passing = runs.filter((r) => succeeded(r, ignore));
  const baselineRuns = passing.length ? passing : runs.filter((r) => fitAsBaseline(scenario, r));
  if (!baselineRuns.length) throw new EvalError('baseline', refusal(scenario, runs));
  const left = runs.filter((r) => !baselineRuns.includes(r)).map((r) => `run ${r.run_index + 1}`);
  const leftOut = left.length ? [`not kept as a variation (it did not succeed): ${left.join(', ')}`] : [];
  const rate = recordedRate(scenario, runs);
  const flaky = rate && rate.passes < rate.runs ? [flakyBaseline(rate)] : [];
  const warnings = [
    ...flaky,
    ...unmetCriteria(runs),
    ...leftOut,
    ...recoveredKept(scenario, baselineRuns),
    ...failingKept(scenario, baselineRuns),
  ];
  const baseline = toBaseline(
    scenario,
    baselineRuns.map((r) => r.trajectory),
    ctx,
    rate,
  );
  return { baseline, warnings };
}

/** A recording some of whose runs failed: allowed (the scenario's own noise is a fact), and said. */
function flakyBaseline(rate: Tally): string {
  return `flaky baseline: ${describeRate(passRate(rate.passes, rate.runs))}; later pass rates are tested against it`;
}

/**
 * A run that did the work: it passes (run-passes.md: every call answered or recovered, no criterion unmet) and made
 * at least one call.
 */
export function succeeded(r: RunResult, ignoreResponseFields: readonly string[] = []): boolean {
  return execStatus(r.trajectory) !== 'EMPTY' && runPasses(r.trajectory, ignoreResponseFields);
}

/** A run fit to be a baseline though it did not pass: it did not fail (a criterion unmet), or it fails as tested. */
function fitAsBaseline(scenario: Scenario, r: RunResult): boolean {
  const criteria = r.trajectory.criteria ?? [];
  const metAll = criteria.length > 0 && criteria.every((c) => c.status === 'met');
  return !runFailed(r.trajectory, scenario.ignore.response_fields) || scenario.expect_failure || metAll;
}

/** A baseline run whose failed calls it corrected says so: `run 1 recovered 1 failed call: get_sum -> get-sum ...`. */
function recoveredKept(scenario: Scenario, baselineRuns: RunResult[]): string[] {
  return baselineRuns.flatMap((r) => {
    const found = recoveries(r.trajectory, scenario.ignore.response_fields);
    if (!found.length) return [];
    const which = baselineRuns.length > 1 ? `run ${r.run_index + 1} ` : '';
    return [`${which}recovered ${found.length} failed call(s): ${found.map(describeRecovery).join('; ')}`];
  });
}

/** Why no run may be the baseline: each run's failing calls (or why it was blocked), and what to do. */
function refusal(scenario: Scenario, runs: readonly RunResult[]): string {
  const which = (r: RunResult) => (runs.length > 1 ? `run ${r.run_index + 1}: ` : '');
  const why = runs.map((r) => which(r) + failingNow(r.trajectory, scenario.ignore.response_fields)).join('; ');
  return (
    `${NOT_RECORDED}its calls fail: ${why}. A baseline must show the calls working: fix the ` +
    "scenario's arguments (or the server), or set expect_failure: true if that failure is what it tests"
  );
}

/** A baseline run with failing calls (the failure tested) says so: `recorded with 2 failing call(s): ...`. */
function failingKept(scenario: Scenario, baselineRuns: RunResult[]): string[] {
  return baselineRuns.flatMap((r) => {
    const n = failingCalls(r.trajectory, scenario.ignore.response_fields).length;
    if (!n) return [];
    const which = baselineRuns.length > 1 ? `run ${r.run_index + 1} ` : '';
    const what = failingNow(r.trajectory, scenario.ignore.response_fields);
    return [`${which}recorded with ${n} failing call(s), the failure it tests: ${what}`];
  });
}

/** A recording is the reference later runs are held to: a criterion its own run missed is worth a warning. */
function unmetCriteria(runs: readonly RunResult[]): string[] {
  return runs.flatMap((r) =>
    (r.trajectory.criteria ?? [])
      .filter((c) => c.status === 'unmet')
      .map((c) => `${runs.length > 1 ? `run ${r.run_index + 1}: ` : ''}success criterion not met: ${c.criterion}`),
  );
}

/**
 * The first call the harness could not complete (the server exited, no answer in time, the transport
 * failed), said as `[run i/n ]call k (<id>): <why>`; null when every call completed. Such a run shows
 * the harness's trouble, not the server's behaviour: no reference for later runs.
 */
function firstInterruptedCall(runs: readonly RunResult[]): string | null {
  for (const r of runs) {
    const calls = r.trajectory.messages.filter((m): m is ToolCallRecord => m.type === 'tool_call');
    const i = calls.findIndex((c) => c.interrupted);
    if (i < 0) continue;
    const which = runs.length > 1 ? `run ${r.run_index + 1}/${runs.length} ` : '';
    return `${which}call ${i + 1} (${calls[i].id}): ${calls[i].harness_error ?? 'interrupted'}`;
  }
  return null;
}

/**
 * Accepting: the compared runs that succeeded are added to the baseline as variations (MAX_VARIATIONS at most, the
 * oldest dropped); the scenario is RECORDED, its comparison kept in the runs. None succeeded: nothing is accepted.
 * The baseline now answers to the scenario file and configuration the accepted runs ran with: it is no longer stale.
 * Its warnings say which run became which variation.
 */
export function acceptRuns(
  scenario: Scenario,
  baseline: Baseline,
  runs: readonly RunResult[],
  ctx: ScenarioContext,
): Recording {
  const accepted = runs.filter((r) => succeeded(r, scenario.ignore.response_fields));
  if (!accepted.length) {
    const how = runs.map((r) => `run ${r.run_index + 1}: ${r.evaluation?.current_status ?? 'not run'}`);
    throw new EvalError('baseline', `nothing accepted: no run succeeded (${how.join(', ')})`);
  }
  const added = addVariations(
    baseline,
    accepted.map((r) => r.trajectory),
  );
  const of = added.baseline.trajectories.length;
  const notes = accepted.map((r, i) => {
    const e = r.evaluation!;
    const against = `against variation ${variationNumber(baseline, r.baseline_run_index)}`;
    const as = `variation ${of - accepted.length + i + 1} of ${of}`;
    return `run ${r.run_index + 1} accepted as ${as} (${against} it scored ${e.score.toFixed(2)} ${e.status})`;
  });
  const dropped = added.dropped.length
    ? [`oldest variation(s) dropped to keep ${MAX_VARIATIONS}: ${added.dropped.length}`]
    : [];
  const { config: _, ...rest } = added.baseline;
  const config = configRef(ctx.group);
  return {
    baseline: {
      ...rest,
      scenario_file: scenario.file,
      scenario_hash: scenario.content_hash,
      ...(config ? { config } : {}),
    },
    warnings: [...notes, ...dropped],
  };
}

/** 1-based position of a baseline run among the baseline's variations. */
function variationNumber(baseline: Baseline, runIndex: number | null): number {
  return baseline.trajectories.findIndex((t) => t.run_index === runIndex) + 1;
}

/** The baseline of these variations; `rate`: how many of the recording's runs passed, kept when it made several. */
export function toBaseline(
  scenario: Scenario,
  trajectories: Trajectory[],
  ctx: Pick<ScenarioContext, 'agent' | 'git' | 'group'>,
  rate?: Tally,
): Baseline {
  const last = trajectories[trajectories.length - 1];
  return {
    schema_version: BASELINE_SCHEMA_VERSION,
    mcp_eval_version: VERSION,
    scenario_id: scenario.id,
    scenario_file: scenario.file,
    scenario_hash: scenario.content_hash,
    recorded_at: new Date().toISOString(),
    agent: ctx.agent.kind,
    model: ctx.agent.model,
    git: ctx.git,
    servers: last.servers,
    trajectories,
    ...(ctx.group.config ? { config: configRef(ctx.group) } : {}),
    ...(rate ? { pass_rate: rate } : {}),
  };
}
