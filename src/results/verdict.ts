// The check's verdict over a run: which scenarios fail it under fail-on (and fail-on flaky), and whether a malformed
// scenario file or a suspicious description fails it too. One place, for a run, a merge and the action's message.
import type { Cause, ScenarioResult } from './index.js';
import { fails, type FailOn, type Status } from './status.js';

/** Does this scenario fail the check? Its status by fail-on; under `flaky`, runs in different bands too. */
export function scenarioFails(s: Pick<ScenarioResult, 'status' | 'aggregate'>, failOn: FailOn): boolean {
  return fails(s.status, failOn) || (failOn === 'flaky' && s.aggregate?.flaky === true);
}

/** What the check is judged by: fail-on, and whether a suspicious description fails it (fail-on-suspicious). */
export interface CheckPolicy {
  failOn: FailOn;
  failOnSuspicious: boolean;
}

/** What the check is judged on: the run's status, scenarios, problems, causes and retrieval suites. */
export interface CheckedRun {
  status: Status;
  scenarios: readonly ScenarioResult[];
  problems: readonly string[];
  causes?: Cause[];
  /** The retrieval suites (results.json `discovery`): each fails the check as a scenario of its status would. */
  discovery?: readonly { status: Status }[];
}

/**
 * The check's verdict, unless fail-on never: a failing scenario (or status), a failing retrieval suite, a malformed
 * scenario or suite file, or, under fail-on-suspicious, a suspicious description or instructions (a cause of that
 * kind).
 */
export function checkFails(run: CheckedRun, policy: CheckPolicy): boolean {
  if (policy.failOn === 'never') return false;
  const suspicious = policy.failOnSuspicious && (run.causes ?? []).some((c) => c.kind === 'suspicious_description');
  return (
    fails(run.status, policy.failOn) ||
    run.scenarios.some((s) => scenarioFails(s, policy.failOn)) ||
    (run.discovery ?? []).some((d) => fails(d.status, policy.failOn)) ||
    run.problems.length > 0 ||
    suspicious
  );
}

/** The scenarios a cause breaks, for a line of a log: `echo (BROKEN), sum (DEGRADED)`. */
export function causeWhom(c: Pick<Cause, 'scenarios'>): string {
  return c.scenarios.map((s) => `${s.id} (${s.status})`).join(', ');
}
