// The one rule for "does this fail the check": a status under fail-on, a scenario (flaky too), a whole run (problems,
// suspicious findings, retrieval suites). The check, the CLI's exit code, the PR comment, the merge and JUnit all ask
// here; JUnit's one difference (BROKEN and ERROR fail a test case whatever fail-on says) is junitFails below.
import { tally, type Cause, type CauseKind, type ModelVerdict, type ScenarioResult } from './index.js';
import type { Aggregate, Regression } from './evaluation.js';
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
  /** The test of its pass rate (several runs); a `regression` has capped its status at BROKEN already. */
  regression?: Pick<Regression, 'verdict'>;
}

/**
 * Does this scenario fail the check? Its status by fail-on (a pass rate's proven drop has made it BROKEN); under
 * `flaky`, runs in different bands too; under fail-on-insufficient (and not fail-on never), runs that cannot tell
 * whether its pass rate fell.
 */
export function scenarioFails(s: Judged, failOn: FailOn, failOnInsufficient = false): boolean {
  return (
    statusFails(s.status, failOn) ||
    (failOn === 'flaky' && s.aggregate?.flaky === true) ||
    (failOnInsufficient && failOn !== 'never' && isInsufficient(s))
  );
}

/** The runs cannot tell whether the scenario's pass rate fell: never "ship", its own line and count in the reports. */
export function isInsufficient(s: Pick<Judged, 'regression'>): boolean {
  return s.regression?.verdict === 'insufficient';
}

/**
 * Is this test case a failure in JUnit? What fails the check, and BROKEN or ERROR whatever fail-on says: a test
 * reporter shows what broke even where the team told the check to pass (fail-on never), so a BROKEN scenario is never
 * listed as a passed test. The check's verdict itself is scenarioFails/checkFails.
 */
export function junitFails(s: Judged, failOn: FailOn, failOnInsufficient = false): boolean {
  return s.status === 'ERROR' || s.status === 'BROKEN' || scenarioFails(s, failOn, failOnInsufficient);
}

/** A cause the screening found (a suspicious text or answer): it fails the check under fail-on-suspicious. */
export function isSuspicious(kind: CauseKind): boolean {
  return kind === 'suspicious_description' || kind === 'suspicious_answer';
}

/** Does this cause fail the check? A suspicious one under fail-on-suspicious (and not fail-on never); others no. */
export function suspiciousFails(c: Pick<Cause, 'kind'>, policy: CheckPolicy): boolean {
  return policy.failOn !== 'never' && policy.failOnSuspicious && isSuspicious(c.kind);
}

/**
 * What the check is judged by: fail-on, whether a suspicious description fails it (fail-on-suspicious), and whether
 * an insufficient pass-rate verdict does (fail-on-insufficient).
 */
export interface CheckPolicy {
  failOn: FailOn;
  failOnSuspicious: boolean;
  /** Absent: false. */
  failOnInsufficient?: boolean;
}

/**
 * A report's policy (`failOn` to judge it by another); a report written before fail-on-suspicious failed on it, one
 * written before fail-on-insufficient had no such verdict.
 */
export function reportPolicy(
  report: { fail_on: FailOn; fail_on_suspicious?: boolean; fail_on_insufficient?: boolean },
  failOn: FailOn = report.fail_on,
): CheckPolicy {
  return {
    failOn,
    failOnSuspicious: report.fail_on_suspicious ?? true,
    failOnInsufficient: report.fail_on_insufficient ?? false,
  };
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
  return checkReasons(run, policy).length > 0;
}

/**
 * What fails the check, each with the setting that decided it, in words every surface shows as they are:
 * `fail-on broken (2 scenarios)`, `fail-on-contract breaking (4 breaking changes)`, `fail-on-suspicious (1 text)`,
 * `3 problems`. Empty when the check passes (always under fail-on never).
 */
export function checkReasons(run: CheckedRun, policy: CheckPolicy): string[] {
  const { failOn } = policy;
  if (failOn === 'never') return [];
  const scenarios = run.scenarios.filter((s) => scenarioFails(s, failOn)).length;
  // Scenarios failed only by fail-on-insufficient: the runs could not tell whether their pass rate fell.
  const undecided = policy.failOnInsufficient
    ? run.scenarios.filter((s) => isInsufficient(s) && !scenarioFails(s, failOn)).length
    : 0;
  const suites = (run.retrieval ?? []).filter((d) => scenarioFails(d, failOn)).length;
  const suspicious = (run.causes ?? []).filter((c) => suspiciousFails(c, policy)).length;
  const c = run.contract;
  const contract = c && contractFails(c, c.fail_on_contract) ? contractChanges(c) : '';
  const reasons = [
    scenarios ? `fail-on ${failOn} (${counted(scenarios, 'scenario')})` : '',
    undecided ? `fail-on-insufficient (${counted(undecided, 'scenario')})` : '',
    suites ? `fail-on ${failOn} (${counted(suites, 'retrieval suite')})` : '',
    contract && c ? `fail-on-contract ${c.fail_on_contract} (${contract})` : '',
    suspicious ? `fail-on-suspicious (${counted(suspicious, 'suspicious text')})` : '',
    run.problems.length ? counted(run.problems.length, 'problem') : '',
  ].filter(Boolean);
  // The run's own status (a contract that could not be read is ERROR) fails it when nothing above does.
  if (!reasons.length && statusFails(run.status, failOn)) reasons.push(`fail-on ${failOn} (status ${run.status})`);
  return reasons;
}

/** `4 breaking changes`, `1 breaking, 2 risky changes`: the changes the contract's fail-on-contract counts. */
export function contractChanges(c: Pick<ContractSection, 'counts' | 'fail_on_contract'>): string {
  const { breaking, risky } = c.counts;
  const risk = c.fail_on_contract === 'risky' && risky > 0;
  if (!risk) return counted(breaking, 'breaking change');
  if (!breaking) return counted(risky, 'risky change');
  return `${breaking} breaking, ${counted(risky, 'risky change')}`;
}

/** `1 scenario`, `4 scenarios`. */
export function counted(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** The scenarios a cause breaks, by name as the comment has them, for a line of a log: `Echo (BROKEN), Sum (GOOD)`. */
export function causeWhom(c: Pick<Cause, 'scenarios'>): string {
  return c.scenarios.map((s) => `${s.name} (${s.status})`).join(', ');
}

/**
 * In a run of several models, each model's verdict over its own scenarios (in the order they first appear); null when
 * the scenarios are of one run's model.
 */
export function modelVerdicts(
  scenarios: readonly ScenarioResult[],
  { failOn, failOnInsufficient }: Pick<CheckPolicy, 'failOn' | 'failOnInsufficient'>,
): ModelVerdict[] | null {
  const models = [...new Set(scenarios.flatMap((s) => (s.model === undefined ? [] : [s.model])))];
  if (!models.length) return null;
  return models.map((model) => {
    const own = scenarios.filter((s) => s.model === model);
    const { counts, status } = tally(own);
    return { model, status, counts, failed: own.some((s) => scenarioFails(s, failOn, failOnInsufficient)) };
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
