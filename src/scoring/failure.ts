// Execution status of a run and the failure-aware overall score (docs/scoring/execution-status.md
// and failure-aware-score.md).
import type { ExecStatus } from '../results/index.js';
import { scoredCalls, type StopReason, type Trajectory } from '../results/trajectory.js';

/** Run endings that mean the agent could not do its work. max_turns / max_tokens are not: it worked, then stopped. */
const BLOCKING_STOPS: ReadonlySet<StopReason> = new Set(['refusal', 'timeout', 'api_error', 'error']);

/**
 * BLOCKED: the run ended by error / timeout / refusal / API error, or every scored call was
 * rejected by the harness (unknown tool, invalid input, call timeout). EMPTY: no scored call.
 * FAILED: some scored call returned an error. SUCCESS: otherwise.
 */
export function execStatus(t: Trajectory): ExecStatus {
  if (t.error !== null || BLOCKING_STOPS.has(t.stop_reason)) return 'BLOCKED';
  const calls = scoredCalls(t);
  if (calls.length === 0) return 'EMPTY';
  if (calls.every((c) => c.harness_error !== undefined)) return 'BLOCKED';
  if (calls.some((c) => c.is_error)) return 'FAILED';
  return 'SUCCESS';
}

/** Subtracted from 0.8T + 0.2 when the two runs' call counts differ by more than COUNT_SLACK. */
export const COUNT_PENALTY = 0.1;
export const COUNT_SLACK = 2;

/**
 * The overall score of one run from both statuses and the trajectory score T:
 * - current BLOCKED: 0, whatever the baseline;
 * - current EMPTY: 1 when the baseline was EMPTY too (both answered without tools), else 0;
 * - current FAILED after a baseline that had no failing call (SUCCESS, EMPTY): 0.5 T;
 * - otherwise (current SUCCESS; or FAILED after a FAILED / BLOCKED baseline): 0.8 T + 0.2,
 *   less 0.1 when the call counts differ by more than 2, never below 0.
 */
export function failureAwareScore(
  baseline: ExecStatus,
  current: ExecStatus,
  trajectoryScore: number,
  baselineCalls: number,
  currentCalls: number,
): number {
  if (current === 'BLOCKED') return 0;
  if (current === 'EMPTY') return baseline === 'EMPTY' ? 1 : 0;
  if (current === 'FAILED' && (baseline === 'SUCCESS' || baseline === 'EMPTY')) return 0.5 * trajectoryScore;
  const penalty = Math.abs(baselineCalls - currentCalls) > COUNT_SLACK ? COUNT_PENALTY : 0;
  return Math.max(0, 0.8 * trajectoryScore + 0.2 - penalty);
}
