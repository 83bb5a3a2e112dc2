// results.json, one run's judgement: the evaluation of a run against its baseline (pairs, drift, criteria, match
// mode) and a scenario's aggregate over its runs. The zod schemas are the source of the types (docs/scoring/).
import { z } from 'zod';
import { BANDS } from './status.js';
import { CRITERION_STATUSES, trajectorySchema } from './trajectory.js';

/** How a scenario's trajectory is judged (docs/scoring/match-modes.md). */
export const MATCH_MODES = ['similarity', 'exact', 'in_order', 'any_order'] as const;
export type MatchMode = (typeof MATCH_MODES)[number];

/** Outcome of one run, judged from its own calls (docs/scoring/execution-status.md). */
const execStatusSchema = z.enum(['SUCCESS', 'FAILED', 'BLOCKED', 'EMPTY']);
export type ExecStatus = z.infer<typeof execStatusSchema>;

const pairKindSchema = z.enum(['match', 'partial', 'mismatch', 'extra', 'missing']);
export type PairKind = z.infer<typeof pairKindSchema>;

/** One row of the per-invocation table: a baseline call aligned with a current call. */
const pairSchema = z.object({
  kind: pairKindSchema,
  /** Index into the scored calls of the baseline / current trajectory; null when absent. */
  baseline_index: z.number().int().nullable(),
  current_index: z.number().int().nullable(),
  baseline_id: z.string().nullable(),
  current_id: z.string().nullable(),
  similarity: z.number(),
  /** Few words for people: "same call", "query differs", "tool now fails", "extra call". */
  label: z.string(),
  /** In a conversation of several turns: the turn the pair is in, of how many (docs/scoring/conversations.md). */
  turn: z.object({ n: z.number().int(), of: z.number().int() }).optional(),
});
export type Pair = z.infer<typeof pairSchema>;

/** One turn of a conversation scored: against the baseline's turn of the same place, or a turn one side lacks. */
export const turnScoreSchema = z.object({
  turn: z.number().int(),
  score: z.number(),
  /** `missing`: only the baseline has this turn; `extra`: only the current run. */
  side: z.enum(['both', 'missing', 'extra']),
  baseline_calls: z.number().int(),
  current_calls: z.number().int(),
});
export type TurnScore = z.infer<typeof turnScoreSchema>;

export const driftSchema = z.object({
  /** Index into the scored calls (same in both: drift is only reported for paired calls). */
  baseline_index: z.number().int(),
  current_index: z.number().int(),
  id: z.string(),
  /**
   * `additive`: keys only gained (reported, not capped); `shape`: a breaking change of the answer's form;
   * `arguments`: the answer changed, but the calls had other arguments (shown, not capped, not a cause); `asks`: what
   * the server asked of the client during the call changed (scoring/asks.ts; capped, a cause).
   */
  kind: z.enum(['shape', 'additive', 'is_error', 'content_type', 'arguments', 'asks']),
  /** e.g. "removed keys added,id; added keys success,server_id"; "gained keys tools[].call_with" */
  detail: z.string(),
});
export type Drift = z.infer<typeof driftSchema>;

/** A success criterion checked on the baseline run and on the current run. */
const criterionComparisonSchema = z.object({
  criterion: z.string(),
  baseline: z.enum(CRITERION_STATUSES),
  current: z.enum(CRITERION_STATUSES),
  /** Met by the baseline, unmet now: caps the run's score (docs/scoring/criteria.md). */
  regressed: z.boolean(),
});
export type CriterionComparison = z.infer<typeof criterionComparisonSchema>;

export const evaluationSchema = z.object({
  /** Failure-aware overall score in [0,1]. */
  score: z.number(),
  /** Similarity of the two scored call sequences in [0,1]. */
  trajectory_score: z.number(),
  status: z.enum(BANDS),
  match_mode: z.enum(MATCH_MODES),
  baseline_status: execStatusSchema,
  current_status: execStatusSchema,
  baseline_calls: z.number().int(),
  current_calls: z.number().int(),
  pairs: z.array(pairSchema),
  /** A conversation's turns, each scored (docs/scoring/conversations.md); absent when both runs are of one turn. */
  turns: z.array(turnScoreSchema).optional(),
  /** First pair that is not a full match, in words; null when none. */
  first_divergence: z.object({ pair_index: z.number().int(), description: z.string() }).nullable(),
  match: z.object({ exact: z.boolean(), in_order: z.boolean(), any_order: z.boolean() }),
  drift: z.array(driftSchema),
  /** The scenario's success criteria, baseline and current; absent when it has none. */
  criteria: z.array(criterionComparisonSchema).optional(),
  /**
   * The baseline run failed and this one fails too, and the scenario does not test a failure
   * (docs/scoring/still-failing.md): scored 0, its cause the failure it had all along, never the change's. Absent
   * otherwise.
   */
  still_failing: z.literal(true).optional(),
});
export type Evaluation = z.infer<typeof evaluationSchema>;

/** How many runs passed by the one per-run rule, with a 95% Wilson interval, pass@k and pass^k (pass-rates.md). */
export const passRateSchema = z.object({
  passes: z.number().int().min(0),
  runs: z.number().int().min(0),
  low: z.number(),
  high: z.number(),
  /** The tries pass@k and pass^k are told for: 3, or the runs when fewer. */
  k: z.number().int().min(0),
  /** The chance that at least one of k runs passes. */
  pass_at_k: z.number(),
  /** The chance that all k runs pass. */
  pass_hat_k: z.number(),
});
export type PassRate = z.infer<typeof passRateSchema>;

export const REGRESSION_VERDICTS = ['regression', 'no_regression', 'insufficient'] as const;
export type RegressionVerdict = (typeof REGRESSION_VERDICTS)[number];

/**
 * The test of the difference between the current pass rate and the baseline's (docs/scoring/pass-rates.md): a drop
 * proven (`regression`), a drop of `drop` or more ruled out (`no_regression`), or neither (`insufficient`).
 */
export const regressionSchema = z.object({
  verdict: z.enum(REGRESSION_VERDICTS),
  /** The current rate less the baseline's: the bound that rules a drop of `drop` out (low) and proves one (high). */
  low: z.number(),
  high: z.number(),
  /** The runs on each side at which the test would catch a drop of `drop` at the chosen power; null when decided. */
  runs_needed: z.number().int().nullable(),
  /** The drop the test is sized for (setting rate-drop). */
  drop: z.number(),
});
export type Regression = z.infer<typeof regressionSchema>;

export const aggregateSchema = z.object({
  mean: z.number(),
  min: z.number(),
  max: z.number(),
  spread: z.number(),
  /** Runs fell into different bands. */
  flaky: z.boolean(),
  /** The runs that passed by the per-run rule; absent in older files. */
  pass_rate: passRateSchema.optional(),
});
export type Aggregate = z.infer<typeof aggregateSchema>;

export const runResultSchema = z.object({
  run_index: z.number().int(),
  trajectory: trajectorySchema,
  /** The run_index of the baseline variation it was compared with: the closest one (compare mode only). */
  baseline_run_index: z.number().int().nullable(),
  evaluation: evaluationSchema.nullable(),
  error: z.string().nullable(),
  /**
   * Its score against each baseline variation, in baseline_trajectories order, when the baseline holds several;
   * the highest picked baseline_run_index. Absent with one variation, and in older files.
   */
  variation_scores: z.array(z.number()).optional(),
  /** A run made to confirm a failing one before it alarms (docs/scoring/confirm.md); absent for the scenario's own. */
  confirmation: z.boolean().optional(),
});
export type RunResult = z.infer<typeof runResultSchema>;
