// The check's verdict over a run: which scenarios fail it under fail-on (and fail-on flaky), and whether a malformed
// scenario file or a suspicious description fails it too. One place, for a run, a merge and the action's message.
import type { Cause, RunReport, ScenarioResult } from './results.js';
import { findCauses } from './scoring/index.js';
import { fails, worst, type FailOn, type Status } from './status.js';

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

/** A report's verdict fields, worked out the same way for a run and a merge. */
export type Verdict = Pick<RunReport, 'status' | 'causes' | 'failed' | 'fail_on' | 'fail_on_suspicious'>;

/**
 * The verdict over a run's results: its status (the scenarios' worst, `scenarioStatus`, and its retrieval suites'),
 * the causes found over its scenarios, and whether the check fails.
 */
export function judgeRun(
  scenarioStatus: Status,
  run: Pick<RunReport, 'scenarios' | 'problems' | 'discovery'>,
  policy: CheckPolicy,
): Verdict {
  const discovery = run.discovery ?? [];
  const status = worst([scenarioStatus, ...discovery.map((d) => d.status)]);
  const causes = findCauses(run.scenarios);
  const failed = checkFails({ status, scenarios: run.scenarios, problems: run.problems, causes, discovery }, policy);
  return { status, causes, failed, fail_on: policy.failOn, fail_on_suspicious: policy.failOnSuspicious };
}
