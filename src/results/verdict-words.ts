// The run's verdict in words, made once here for every surface (the terminal, summary.md and the PR comment, the HTML
// report, JUnit, the exit code): one sentence that names what is wrong (the contract, the screening, problems,
// retrieval suites, scenarios), and one line saying whether the check fails and which setting decided it
// (verdict.ts holds the rule, checkReasons its words). Under fail-on never nothing here says the check fails.
import type { RunReport } from './index.js';
import { contractStatus } from './contract.js';
import { needsNoExplaining, STATUSES, type Status } from './status.js';
import { checkReasons, contractChanges, counted, isInsufficient, isSuspicious, reportPolicy } from './verdict.js';

export interface VerdictWords {
  status: Status;
  /** `BROKEN: the contract (4 breaking changes); scenarios 10 GOOD`, `DEGRADED: 4 scenarios`, `GOOD: 10 scenarios`. */
  sentence: string;
  /** `the check fails: fail-on-contract breaking (4 breaking changes)`, `the check passes (fail-on never)`. */
  check: string;
  /** Does the check fail (results.json `failed`): the exit code. A shard's never does: the merge judges the suite. */
  fails: boolean;
}

type Judged = Pick<
  RunReport,
  'status' | 'counts' | 'scenarios' | 'problems' | 'causes' | 'retrieval' | 'contract' | 'failed' | 'shard' | 'mode'
> &
  Pick<RunReport, 'fail_on' | 'fail_on_suspicious' | 'fail_on_insufficient'>;

export function verdictWords(report: Judged): VerdictWords {
  const parts = [contractPart(report), screeningPart(report), problemsPart(report), retrievalPart(report)].filter(
    (p) => p !== '',
  );
  const scenarios = scenariosPart(report, parts.length > 0);
  if (scenarios) parts.push(scenarios);
  // Never "ship": the runs of these cannot tell whether a pass rate fell (their own count on every surface).
  const undecided = report.scenarios.filter(isInsufficient).length;
  if (undecided) parts.push(`${counted(undecided, 'scenario')} insufficient (pass rate)`);
  const sentence = parts.length ? `${report.status}: ${parts.join('; ')}` : report.status;
  return { status: report.status, sentence, check: checkLine(report), fails: !report.shard && report.failed };
}

/** Said once: whether the check fails and by which settings; a shard leaves it to the merge job. */
function checkLine(report: Judged): string {
  if (report.shard) return 'the merge job gives the check';
  const policy = reportPolicy(report);
  if (!report.failed) return `the check passes (fail-on ${policy.failOn})`;
  const reasons = checkReasons(report, policy);
  return `the check fails: ${reasons.length ? reasons.join('; ') : `fail-on ${policy.failOn}`}`;
}

/** The contract when it is what is wrong (it fails by fail-on-contract, or a server's could not be read). */
function contractPart({ contract, mode }: Judged): string {
  if (!contract) return '';
  const unread = contract.servers.filter((s) => s.error).length;
  if (unread) return `the contract (${counted(unread, 'server')} not read)`;
  if (contractStatus(contract) === 'BROKEN') return `the contract (${contractChanges(contract)})`;
  if (mode !== 'contract') return '';
  if (contract.action === 'recorded') return 'the contract (recorded as the reference)';
  if (contract.action === 'none' && !contract.reference) return 'the contract (not compared)';
  const { breaking, risky, compatible } = contract.counts;
  const total = breaking + risky + compatible;
  return `the contract (${total ? `${breaking} breaking, ${risky} risky, ${compatible} compatible` : 'no change'})`;
}

/** What the screening flagged: texts that look like poisoning (they fail the check under fail-on-suspicious). */
function screeningPart({ causes }: Judged): string {
  const n = (causes ?? []).filter((c) => isSuspicious(c.kind)).length;
  return n ? `the screening (${counted(n, 'suspicious text')})` : '';
}

function problemsPart({ problems }: Judged): string {
  return problems.length ? counted(problems.length, 'problem') : '';
}

function retrievalPart({ retrieval }: Judged): string {
  const bad = (retrieval ?? []).filter((d) => !needsNoExplaining(d.status));
  return bad.length ? `retrieval (${counted(bad.length, 'suite')} below GOOD)` : '';
}

/**
 * The scenarios: alone in the sentence, `4 scenarios` when those below GOOD are all of the headline's status (or all
 * are of one); else each status's count (`scenarios 2 BROKEN, 1 DEGRADED, 7 GOOD`, `scenarios 10 GOOD`).
 */
function scenariosPart({ counts, status, scenarios }: Judged, others: boolean): string {
  if (!scenarios.length) return '';
  const present = STATUSES.filter((s) => (counts[s] ?? 0) > 0);
  const bad = present.filter((s) => !needsNoExplaining(s));
  if (!others && bad.length === 1 && bad[0] === status) return counted(counts[status], 'scenario');
  if (!others && !bad.length && present.length === 1) return counted(scenarios.length, 'scenario');
  return `scenarios ${present.map((s) => `${counts[s]} ${s}`).join(', ')}`;
}
