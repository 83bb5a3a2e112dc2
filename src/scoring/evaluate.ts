// One run against its baseline run, and several runs of a scenario together (docs/scoring/).
import type { Aggregate, Drift, Evaluation, MatchMode, Pair } from '../results/index.js';
import type { CriteriaRegression } from '../scenario/schema.js';
import { band, bandMiddle, type Thresholds } from '../results/status.js';
import {
  parseCanonicalId,
  readOnlyTools,
  scoredCalls,
  type CriterionResult,
  type ToolCallRecord,
  type Trajectory,
} from '../results/trajectory.js';
import { NOW_FAILS } from './alignment.js';
import { askDrift } from './asks.js';
import { alignConversation, turnPrefix } from './turns.js';
import { compareCriteria } from './criteria.js';
import { responseDrift } from './drift.js';
import { execStatus, failureAwareScore } from './failure.js';
import { failingCalls, runFailed, withoutRecovered } from './run-passes.js';
import { matchFlags, modeScore } from './match.js';

export interface EvaluateOptions {
  thresholds: Thresholds;
  match: MatchMode;
  ignoreArgs: readonly string[];
  ignoreResponseFields: readonly string[];
  /** The success criteria as each run met them (checkCriteria), when the scenario has any. */
  criteria?: { baseline: CriterionResult[]; current: CriterionResult[]; regression: CriteriaRegression };
  /** The scenario's expect_failure: the failure is what it tests. */
  expectFailure?: boolean;
}

/** Drift of these kinds caps the score; an `is_error` flip is already scored by the call itself. */
const CAPPING_DRIFT: ReadonlySet<Drift['kind']> = new Set(['shape', 'content_type', 'asks']);

/** Does this answer change cap the score: a breaking change of form to the same arguments? */
export const capsScore = (d: Pick<Drift, 'kind'>): boolean => CAPPING_DRIFT.has(d.kind);

/** The score a run with shape drift can reach at most: the middle of the DEGRADED band (0.45 by default). */
export function driftCap(t: Thresholds): number {
  return bandMiddle('DEGRADED', t);
}

/**
 * The score a run (and its scenario) can reach at most once a success criterion regressed: the middle
 * of the DEGRADED band, as for response drift, or with `criteria_regression: broken` the middle of the
 * BROKEN band.
 */
export function criteriaCap(t: Thresholds, level: CriteriaRegression): number {
  return level === 'broken' ? bandMiddle('BROKEN', t) : driftCap(t);
}

export function evaluate(baselineRun: Trajectory, currentRun: Trajectory, opts: EvaluateOptions): Evaluation {
  const fields = opts.ignoreResponseFields;
  // A failed call its run corrected is not scored: a run that recovers is a run that works (run-passes.md).
  const baseline = withoutRecovered(baselineRun, fields);
  const current = withoutRecovered(currentRun, fields);
  const bCalls = scoredCalls(baseline);
  const cCalls = scoredCalls(current);
  const aligned = alignConversation(baseline, current, opts.ignoreArgs, fields, readOnlyTools(current));
  const { pairs, score: trajectoryScore, nowFails } = aligned;
  const match = matchFlags(bCalls, cCalls, opts.ignoreArgs, fields);
  const drift = [
    ...responseDrift(pairs, bCalls, cCalls, fields, aligned.otherArgs),
    ...askDrift(pairs, bCalls, cCalls),
  ];
  const baselineStatus = execStatus(baseline);
  // A call that answers a failure as a success, where the baseline's did not (alignment.ts), fails all the same.
  const ran = execStatus(current);
  const currentStatus = ran === 'SUCCESS' && nowFails ? 'FAILED' : ran;

  const t = modeScore(opts.match, trajectoryScore, match);
  const stillFailing = !testsFailure(opts) && runFailed(baseline, fields) && runFailed(current, fields);
  let score = stillFailing ? 0 : failureAwareScore(baselineStatus, currentStatus, t, bCalls.length, cCalls.length);
  if (drift.some(capsScore)) score = Math.min(score, driftCap(opts.thresholds));
  const criteria = opts.criteria && compareCriteria(opts.criteria.baseline, opts.criteria.current);
  if (criteria?.some((c) => c.regressed))
    score = Math.min(score, criteriaCap(opts.thresholds, opts.criteria!.regression));

  return {
    score,
    trajectory_score: trajectoryScore,
    status: band(score, opts.thresholds),
    match_mode: opts.match,
    baseline_status: baselineStatus,
    current_status: currentStatus,
    baseline_calls: bCalls.length,
    current_calls: cCalls.length,
    pairs,
    ...(aligned.turns ? { turns: aligned.turns } : {}),
    first_divergence: stillFailing
      ? { pair_index: -1, description: `still failing, as in the baseline: ${failingNow(current, fields)}` }
      : firstDivergence(pairs, drift, bCalls, cCalls),
    match,
    drift,
    ...(criteria ? { criteria } : {}),
    ...(stillFailing ? { still_failing: true as const } : {}),
  };
}

/**
 * Does the scenario test a failure: it says so (expect_failure), or it has success criteria that both runs met (as
 * the seed's scenarios of a blocked call have)? Then failing calls are what it expects (docs/scoring/still-failing.md).
 */
function testsFailure(opts: EvaluateOptions): boolean {
  const met = (rs: CriterionResult[]) => rs.length > 0 && rs.every((r) => r.status === 'met');
  return opts.expectFailure === true || (!!opts.criteria && met(opts.criteria.baseline) && met(opts.criteria.current));
}

/** The calls that stay failed (or why the run was blocked), for a line: `read_text_file: Invalid arguments...`. */
export function failingNow(t: Trajectory, ignoreResponseFields: readonly string[] = []): string {
  const calls = failingCalls(t, ignoreResponseFields);
  if (!calls.length) return t.error ?? `the run ended: ${t.stop_reason}`;
  // The tool and its server: a failure is the server's to answer for, and the cause names it.
  const tool = (c: ToolCallRecord) => {
    const at = parseCanonicalId(c.id);
    return at ? `${at.tool} (server "${at.server}")` : c.id;
  };
  return calls.map((c) => `${tool(c)}: ${failureReason(c) || 'failed'}`).join('; ');
}

const MAX_REASON = 120;

/** First line of a failed call's result (or the harness's reason), shortened. */
export function failureReason(c: ToolCallRecord): string {
  const text = c.harness_error ?? c.content.find((b) => b.type === 'text')?.text ?? '';
  const line = text.trim().split('\n')[0] ?? '';
  return line.length > MAX_REASON ? `${line.slice(0, MAX_REASON - 1)}…` : line;
}

/**
 * A table row in words: "missing call X (baseline call 2)", "call 1 X now fails: <reason>"; in a conversation with
 * its turn first: "turn 2 of 3: missing call X (baseline call 2)" (call numbers count the whole run's calls).
 */
export function describePair(p: Pair, bCalls: ToolCallRecord[], cCalls: ToolCallRecord[]): string {
  return turnPrefix(p) + pairWords(p, bCalls, cCalls);
}

function pairWords(p: Pair, bCalls: ToolCallRecord[], cCalls: ToolCallRecord[]): string {
  if (p.kind === 'extra') return `extra call ${p.current_id} (current call ${p.current_index! + 1})`;
  if (p.kind === 'missing') return `missing call ${p.baseline_id} (baseline call ${p.baseline_index! + 1})`;
  const where = `call ${p.baseline_index! + 1}`;
  if (p.baseline_id !== p.current_id) return `${where}: ${p.current_id} instead of ${p.baseline_id}`;
  if (p.label === NOW_FAILS) {
    const reason = failureReason(cCalls[p.current_index!]);
    return `${where} ${p.current_id} now fails${reason ? `: ${reason}` : ''}`;
  }
  return `${where} ${p.current_id}: ${p.label} (similarity ${p.similarity.toFixed(2)})`;
}

/** The first row that is not a full match; failing that, the first call whose response drifted. */
export function firstDivergence(
  pairs: Pair[],
  drift: Drift[],
  bCalls: ToolCallRecord[],
  cCalls: ToolCallRecord[],
): Evaluation['first_divergence'] {
  const k = pairs.findIndex((p) => p.kind !== 'match');
  if (k >= 0) return { pair_index: k, description: describePair(pairs[k], bCalls, cCalls) };
  const d = drift[0];
  if (!d) return null;
  const at = pairs.findIndex((p) => p.baseline_index === d.baseline_index && p.current_index === d.current_index);
  const changed = `call ${d.baseline_index + 1} ${d.id}: response changed (${d.kind}): ${d.detail}`;
  return { pair_index: at, description: `${turnPrefix(pairs[at] ?? {})}${changed}` };
}

/** Mean, min, max and spread of a scenario's run scores; flaky when the runs fall in different bands. */
export function aggregate(scores: readonly number[], thresholds: Thresholds): Aggregate {
  if (scores.length === 0) throw new RangeError('aggregate needs at least one score');
  const min = Math.min(...scores);
  const max = Math.max(...scores);
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  return { mean, min, max, spread: max - min, flaky: band(min, thresholds) !== band(max, thresholds) };
}

/**
 * The scores a scenario is judged by (docs/scoring/confirm.md). Without confirmations, all its runs'. With them (runs
 * made again because the first would have failed the check), a scenario some of whose runs pass is not an alarm:
 * it is judged by its passing runs (and its aggregate shows it flaky); when none passes, by all of them.
 */
export function confirmedScores(
  scores: readonly number[],
  confirmed: boolean,
  passes: (score: number) => boolean,
): number[] {
  const passing = confirmed ? scores.filter(passes) : [];
  return passing.length ? passing : [...scores];
}

/**
 * Which baseline variation judges a run (docs/scoring/variations.md): the index of the evaluation with the highest
 * score, then the highest trajectory score, then the first. At least one evaluation.
 */
export function closestVariation(evaluations: readonly Evaluation[]): number {
  let best = 0;
  evaluations.forEach((e, i) => {
    const b = evaluations[best];
    if (e.score > b.score || (e.score === b.score && e.trajectory_score > b.trajectory_score)) best = i;
  });
  return best;
}
