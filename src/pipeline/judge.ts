// Stage judge: where a scenario is compared with its baseline. Each run against every variation of the baseline,
// judged by the closest; then the scenario: the mean of its runs, capped by a lost success criterion or by a breaking
// change of the answers to the baseline's own calls, lowered by a latency regression under latency-regression
// degrade; what changed on its servers (tool deltas, computed once per server pair for the whole run) and where its
// baseline came from. Pure given its inputs: each function returns its part, the assembler builds the result.
import { staleReason, type Baseline } from '../baselines/index.js';
import { EvalError } from '../util/errors.js';
import type { BaselineInfo, Drift, Evaluation, RunResult, ScenarioResult } from '../results/index.js';
import type { Scenario } from '../scenario/schema.js';
import {
  aggregate,
  capsScore,
  checkCriteria,
  closestVariation,
  confirmedScores,
  criteriaCap,
  driftCap,
  evaluate,
  LATENCY_METRICS,
  latencyCap,
  passRate,
  performanceRegressions,
  recordedVerdicts,
  serverVersions,
} from '../scoring/index.js';
import { band, bandMiddle, type Thresholds } from '../results/status.js';
import { passedRuns, rateVerdict } from './pass-rates.js';
import { statusFails } from '../results/verdict.js';
import type { Trajectory } from '../results/trajectory.js';
import { runError } from './attempt.js';
import type { ComparePlan } from './baseline.js';
import { configRef, type ScenarioContext, type Staged } from './context.js';

/** A compared scenario's baseline: where it came from, its runs, and what changed on its servers since. */
export type Compared = Pick<ScenarioResult, 'servers' | 'tool_changes'> & {
  baseline: BaselineInfo;
  baseline_trajectories: readonly Trajectory[];
};

/** The scenario's score over its judged runs: what the assembler makes its status of. */
export type Verdict = Required<Pick<ScenarioResult, 'aggregate' | 'score' | 'performance'>> &
  Pick<ScenarioResult, 'regression'> & {
    status: ReturnType<typeof band>;
  };

/** A judgement: the runs, each with its evaluation, and the scenario's verdict over them. */
export interface Judgement {
  runs: RunResult[];
  verdict: Verdict;
}

/** Where the baseline came from and what changed on its servers, against the last run's servers. */
export function describeBaseline(
  scenario: Scenario,
  plan: ComparePlan,
  current: Trajectory,
  ctx: Pick<ScenarioContext, 'group' | 'deltas'>,
): Compared {
  const { baseline, source } = plan;
  const stale = staleReason(baseline, scenario, configRef(ctx.group));
  return {
    baseline: {
      source,
      recorded_at: baseline.recorded_at,
      stale: stale !== null,
      ...(stale ? { stale_reason: stale } : {}),
      git: baseline.git,
      agent: baseline.agent,
      model: baseline.model,
      ...(baseline.pass_rate ? { pass_rate: passRate(baseline.pass_rate.passes, baseline.pass_rate.runs) } : {}),
    },
    baseline_trajectories: baseline.trajectories,
    servers: serverVersions(baseline.servers, current.servers),
    tool_changes: ctx.deltas.between(baseline.servers, current.servers),
  };
}

/** Each run that ran, judged against its closest baseline variation (a run judged already keeps its evaluation). */
export function judgeRuns(
  scenario: Scenario,
  variations: Trajectory[],
  runs: readonly RunResult[],
  thresholds: Thresholds,
): RunResult[] {
  return runs.map((r) =>
    r.error || r.evaluation ? r : { ...r, ...judgeByVariations(scenario, variations, r.trajectory, thresholds) },
  );
}

/** What judging a scenario's runs reads: the settings, its thresholds and its limits (runs auto looked after each). */
export type JudgeContext = Pick<Staged, 'settings' | 'thresholds' | 'limits'>;

/**
 * The scenario's verdict over its judged runs: the mean (after confirmations, of its passing runs:
 * docs/scoring/confirm.md; over several runs, of the runs that passed: pass-rates.md), capped by a lost success
 * criterion and by `drift`, how the answers to the baseline's own calls changed (verify.ts), capped at the middle of
 * BROKEN by a drop of the pass rate the runs prove (pass-rates.md), and lowered one band by a latency regression
 * under latency-regression degrade. A run that could not run (a confirmation aside) leaves the scenario without a
 * verdict: thrown as kind `call`.
 */
export function scoreRuns(
  scenario: Scenario,
  baseline: Pick<Baseline, 'trajectories' | 'pass_rate'>,
  runs: readonly RunResult[],
  drift: readonly Drift[] | undefined,
  ctx: JudgeContext,
): Verdict {
  const error = runError(runs.filter((r) => !r.confirmation));
  if (error) throw new EvalError('call', error);
  const variations = baseline.trajectories;
  const t = ctx.thresholds;
  const scores = runs.flatMap((r) => (r.evaluation ? [r.evaluation.score] : []));
  const confirmed = runs.some((r) => r.confirmation);
  const rate = rateVerdict(scenario, baseline, runs, ctx);
  // Over several runs the failing ones are the rate's to judge (pass-rates.md): the score is of the runs that passed.
  const rated = rate?.regression ? passedRuns(scenario, runs) : null;
  const judged = rated
    ? rated.map((r) => r.evaluation!.score)
    : confirmedScores(scores, confirmed, (x) => !statusFails(band(x, t), ctx.settings.failOn));
  const mean = judged.reduce((a, b) => a + b, 0) / judged.length;
  // A lost criterion caps the scenario, not only its run: the mean of the runs must not lift it out.
  const lost = (rated ?? runs).some((r) => r.evaluation?.criteria?.some((c) => c.regressed));
  // So does an answer to the baseline's own calls that changed its form, whatever arguments the model chose since.
  const reshaped = drift?.some(capsScore) ?? false;
  const dropped = rate?.regression?.verdict === 'regression';
  const capped = Math.min(
    mean,
    lost ? criteriaCap(t, scenario.criteria_regression) : 1,
    reshaped ? driftCap(t) : 1,
    dropped ? bandMiddle('BROKEN', t) : 1,
  );
  const regressions = performanceRegressions(
    variations,
    runs.map((r) => r.trajectory),
  );
  const slower = regressions.some((f) => LATENCY_METRICS.includes(f.metric));
  const score = slower && ctx.settings.latencyRegression === 'degrade' ? latencyCap(capped, t) : capped;
  return {
    aggregate: { ...aggregate(scores, t), ...(rate ? { pass_rate: rate.pass_rate } : {}) },
    score,
    status: band(score, t),
    performance: { regressions, degraded: score < capped },
    ...(rate?.regression ? { regression: rate.regression } : {}),
  };
}

/** The runs judged, then the scenario's verdict over them (confirm.ts and ab.ts judge again with each new run). */
export function judge(
  scenario: Scenario,
  plan: ComparePlan,
  runs: readonly RunResult[],
  drift: readonly Drift[] | undefined,
  ctx: JudgeContext,
): Judgement {
  const judged = judgeRuns(scenario, plan.baseline.trajectories, runs, ctx.thresholds);
  return { runs: judged, verdict: scoreRuns(scenario, plan.baseline, judged, drift, ctx) };
}

/**
 * The run against every variation of the baseline; the closest one (highest score, then trajectory score, then
 * first) is the one it is judged by. With several, the scores against each are kept for the reports.
 */
function judgeByVariations(
  scenario: Scenario,
  variations: Trajectory[],
  current: Trajectory,
  thresholds: Thresholds,
): Pick<RunResult, 'baseline_run_index' | 'evaluation' | 'variation_scores'> {
  const evaluations = variations.map((b) => evaluateRun(scenario, b, current, thresholds));
  const best = closestVariation(evaluations);
  return {
    baseline_run_index: variations[best].run_index,
    evaluation: evaluations[best],
    ...(variations.length > 1 ? { variation_scores: evaluations.map((e) => e.score) } : {}),
  };
}

/** One run against its baseline; the success criteria are checked on the baseline again (docs/scoring/criteria.md). */
export function evaluateRun(
  scenario: Scenario,
  baseline: Trajectory,
  current: Trajectory,
  thresholds: Thresholds,
): Evaluation {
  const criteria = scenario.success_criteria;
  return evaluate(baseline, current, {
    thresholds,
    expectFailure: scenario.expect_failure,
    match: scenario.match,
    ignoreArgs: scenario.ignore.args,
    ignoreResponseFields: scenario.ignore.response_fields,
    criteria: criteria.length
      ? {
          baseline: checkCriteria(criteria, baseline, recordedVerdicts(baseline)),
          current: current.criteria ?? checkCriteria(criteria, current, recordedVerdicts(current)),
          regression: scenario.criteria_regression,
        }
      : undefined,
  });
}
