// Stage judge: where a scenario is compared with its baseline. Each run against every variation of the baseline,
// judged by the closest; then the scenario: the mean of its runs, capped by a lost success criterion, lowered by a
// latency regression under latency-regression degrade; what changed on its servers (tool deltas, computed once per
// server pair for the whole run) and where its baseline came from.
import { staleReason } from '../baselines/index.js';
import { EvalError } from '../util/errors.js';
import type { Evaluation, RunResult, ScenarioResult } from '../results/index.js';
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
  performanceRegressions,
  recordedVerdicts,
  serverVersions,
} from '../scoring/index.js';
import { band, type Thresholds } from '../results/status.js';
import { statusFails } from '../results/verdict.js';
import type { Trajectory } from '../results/trajectory.js';
import { runError } from './attempt.js';
import type { ComparePlan } from './baseline.js';
import { configRef, type ScenarioContext } from './context.js';

/** Where the baseline came from and what changed on its servers, in the result. */
function describeBaseline(scenario: Scenario, plan: ComparePlan, result: ScenarioResult, ctx: ScenarioContext): void {
  const { baseline, source } = plan;
  const current = result.runs[result.runs.length - 1].trajectory;
  const stale = staleReason(baseline, scenario, configRef(ctx.group));
  result.action = 'compared';
  result.baseline = {
    source,
    recorded_at: baseline.recorded_at,
    stale: stale !== null,
    ...(stale ? { stale_reason: stale } : {}),
    git: baseline.git,
    agent: baseline.agent,
    model: baseline.model,
  };
  result.baseline_trajectories = baseline.trajectories;
  result.servers = serverVersions(baseline.servers, current.servers);
  result.tool_changes = ctx.deltas.between(baseline.servers, current.servers);
}

/**
 * Scores each run against its closest baseline variation, then the scenario: the mean of its runs (after
 * confirmations, of its passing runs: docs/scoring/confirm.md), capped by a lost success criterion, and lowered one
 * band by a latency regression under latency-regression degrade. Judges again from the start when called again
 * after confirmation runs were added; a confirmation that could not run is left out.
 */
export function compareRuns(scenario: Scenario, plan: ComparePlan, result: ScenarioResult, ctx: ScenarioContext): void {
  describeBaseline(scenario, plan, result, ctx);
  const variations = plan.baseline.trajectories;
  const scores: number[] = [];
  for (const r of result.runs) {
    if (r.error) continue;
    if (!r.evaluation) Object.assign(r, judgeByVariations(scenario, variations, r.trajectory, result.thresholds));
    scores.push(r.evaluation!.score);
  }
  const error = runError(result.runs.filter((r) => !r.confirmation));
  if (error) throw new EvalError('call', error);
  const t = result.thresholds;
  const agg = aggregate(scores, t);
  const confirmed = result.runs.some((r) => r.confirmation);
  const judged = confirmedScores(scores, confirmed, (x) => !statusFails(band(x, t), ctx.settings.failOn));
  const mean = judged.reduce((a, b) => a + b, 0) / judged.length;
  // A lost criterion caps the scenario, not only its run: the mean of the runs must not lift it out.
  const lost = result.runs.some((r) => r.evaluation?.criteria?.some((c) => c.regressed));
  // So does an answer to the baseline's own calls that changed its form, whatever arguments the model chose since.
  const reshaped = result.replay?.drift?.some(capsScore) ?? false;
  const capped = Math.min(mean, lost ? criteriaCap(t, scenario.criteria_regression) : 1, reshaped ? driftCap(t) : 1);
  const regressions = performanceRegressions(
    variations,
    result.runs.map((r) => r.trajectory),
  );
  const slower = regressions.some((f) => LATENCY_METRICS.includes(f.metric));
  const score = slower && ctx.settings.latencyRegression === 'degrade' ? latencyCap(capped, t) : capped;
  result.performance = { regressions, degraded: score < capped };
  Object.assign(result, { aggregate: agg, score, status: band(score, t) });
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
