// The one rule for "does this fail the check": a status under fail-on, a scenario (flaky too), a whole run (problems,
// suspicious findings, retrieval suites). The check, the CLI's exit code, the PR comment, the merge and JUnit all ask
// here; JUnit's one difference (BROKEN and ERROR fail a test case whatever fail-on says) is junitFails below.
import { tally, type Cause, type CauseKind, type ModelVerdict, type ScenarioResult } from './index.js';
import type { Aggregate } from './evaluation.js';
import { severity, type FailOn, type Status } from './status.js';
import { contractFails, type ContractSection } from './contract.js';

/** Does this status fail the check? Bands by fail-on (flaky fails as broken does); ERROR always, unless `never`. */
export function statusFails(s: Status, failOn: FailOn): boolean {
  if (failOn === 'never' || s === 'RECORDED') return false;
  const limit: Record<Exclude<FailOn, 'never'>, Status> = {
    broken: 'BROKEN',
    degraded: 'DEGRADED',
    acceptable: 'ACCEPTABLE',
    flaky: 'BROKEN',
  };
  return severity(s) <= severity(limit[failOn]);
}

/** A scenario, or a retrieval suite (no runs to be flaky): what the rule reads. */
export interface Judged {
  status: Status;
  aggregate?: Pick<Aggregate, 'flaky'> | null;
}

/** Does this scenario fail the check? Its status by fail-on; under `flaky`, runs in different bands too. */
export function scenarioFails(s: Judged, failOn: FailOn): boolean {
  return statusFails(s.status, failOn) || (failOn === 'flaky' && s.aggregate?.flaky === true);
}

/**
 * Is this test case a failure in JUnit? What fails the check, and BROKEN or ERROR whatever fail-on says: a test
 * reporter shows what broke even where the team told the check to pass (fail-on never), so a BROKEN scenario is never
 * listed as a passed test. The check's verdict itself is scenarioFails/checkFails.
 */
export function junitFails(s: Judged, failOn: FailOn): boolean {
  return s.status === 'ERROR' || s.status === 'BROKEN' || scenarioFails(s, failOn);
}

/** A cause the screening found (a suspicious text or answer): it fails the check under fail-on-suspicious. */
export function isSuspicious(kind: CauseKind): boolean {
  return kind === 'suspicious_description' || kind === 'suspicious_answer';
}

/** Does this cause fail the check? A suspicious one under fail-on-suspicious (and not fail-on never); others no. */
export function suspiciousFails(c: Pick<Cause, 'kind'>, policy: CheckPolicy): boolean {
  return policy.failOn !== 'never' && policy.failOnSuspicious && isSuspicious(c.kind);
}

/** What the check is judged by: fail-on, and whether a suspicious description fails it (fail-on-suspicious). */
export interface CheckPolicy {
  failOn: FailOn;
  failOnSuspicious: boolean;
}

/** A report's policy (`failOn` to judge it by another); a report written before fail-on-suspicious failed on it. */
export function reportPolicy(
  report: { fail_on: FailOn; fail_on_suspicious?: boolean },
  failOn: FailOn = report.fail_on,
): CheckPolicy {
  return { failOn, failOnSuspicious: report.fail_on_suspicious ?? true };
}

/** What the check is judged on: the run's status, scenarios, problems, causes and retrieval suites. */
export interface CheckedRun {
  status: Status;
  scenarios: readonly ScenarioResult[];
  problems: readonly string[];
  causes?: Cause[];
  /** The retrieval suites (results.json `retrieval`): each fails the check as a scenario of its status would. */
  retrieval?: readonly { status: Status }[];
  /** What the servers advertise: fails by its own fail-on-contract (a breaking change, by default). */
  contract?: Pick<ContractSection, 'counts' | 'fail_on_contract' | 'action'>;
}

/**
 * The check's verdict, unless fail-on never: a failing scenario (or status), a failing retrieval suite, a malformed
 * scenario or suite file, or, under fail-on-suspicious, a suspicious description or instructions (a cause of that
 * kind), or a change of the contract its fail-on-contract fails on.
 */
export function checkFails(run: CheckedRun, policy: CheckPolicy): boolean {
  if (policy.failOn === 'never') return false;
  const suspicious = (run.causes ?? []).some((c) => suspiciousFails(c, policy));
  return (
    statusFails(run.status, policy.failOn) ||
    run.scenarios.some((s) => scenarioFails(s, policy.failOn)) ||
    (run.retrieval ?? []).some((d) => scenarioFails(d, policy.failOn)) ||
    run.problems.length > 0 ||
    suspicious ||
    (run.contract !== undefined && contractFails(run.contract, run.contract.fail_on_contract))
  );
}

/** The scenarios a cause breaks, by name as the comment has them, for a line of a log: `Echo (BROKEN), Sum (GOOD)`. */
export function causeWhom(c: Pick<Cause, 'scenarios'>): string {
  return c.scenarios.map((s) => `${s.name} (${s.status})`).join(', ');
}

/**
 * In a run of several models, each model's verdict over its own scenarios (in the order they first appear); null when
 * the scenarios are of one run's model.
 */
export function modelVerdicts(scenarios: readonly ScenarioResult[], failOn: FailOn): ModelVerdict[] | null {
  const models = [...new Set(scenarios.flatMap((s) => (s.model === undefined ? [] : [s.model])))];
  if (!models.length) return null;
  return models.map((model) => {
    const own = scenarios.filter((s) => s.model === model);
    const { counts, status } = tally(own);
    return { model, status, counts, failed: own.some((s) => scenarioFails(s, failOn)) };
  });
}

/** "breaks gpt-5-mini only", "breaks a and b only", "breaks every model"; null when no model fails. */
export function modelsBroken(models: readonly ModelVerdict[]): string | null {
  const failing = models.filter((m) => m.failed).map((m) => m.model);
  if (!failing.length) return null;
  if (failing.length === models.length) return models.length > 1 ? 'breaks every model' : `breaks ${failing[0]}`;
  const names = failing.length > 1 ? `${failing.slice(0, -1).join(', ')} and ${failing.at(-1)}` : failing[0];
  return `breaks ${names} only`;
}
