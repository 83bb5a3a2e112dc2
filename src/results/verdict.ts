// The one rule for "does this fail the check": a status under fail-on, a scenario (flaky too), a whole run (problems,
// suspicious findings, retrieval suites). The check, the CLI's exit code, the PR comment, the merge and JUnit all ask
// here; JUnit's one difference (BROKEN and ERROR fail a test case whatever fail-on says) is junitFails below.
import type { Cause, ScenarioResult } from './index.js';
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
  /** The retrieval suites (results.json `retrieval`): each fails the check as a scenario of its status would. */
  retrieval?: readonly { status: Status }[];
  /** What the servers advertise: fails by its own fail-on-contract (a breaking change, by default). */
  contract?: Pick<ContractSection, 'counts' | 'fail_on_contract'>;
}

/**
 * The check's verdict, unless fail-on never: a failing scenario (or status), a failing retrieval suite, a malformed
 * scenario or suite file, or, under fail-on-suspicious, a suspicious description or instructions (a cause of that
 * kind), or a change of the contract its fail-on-contract fails on.
 */
export function checkFails(run: CheckedRun, policy: CheckPolicy): boolean {
  if (policy.failOn === 'never') return false;
  const suspicious = policy.failOnSuspicious && (run.causes ?? []).some((c) => c.kind === 'suspicious_description');
  return (
    statusFails(run.status, policy.failOn) ||
    run.scenarios.some((s) => scenarioFails(s, policy.failOn)) ||
    (run.retrieval ?? []).some((d) => scenarioFails(d, policy.failOn)) ||
    run.problems.length > 0 ||
    suspicious ||
    (run.contract !== undefined && contractFails(run.contract, run.contract.fail_on_contract))
  );
}

/** The scenarios a cause breaks, for a line of a log: `echo (BROKEN), sum (DEGRADED)`. */
export function causeWhom(c: Pick<Cause, 'scenarios'>): string {
  return c.scenarios.map((s) => `${s.id} (${s.status})`).join(', ');
}
