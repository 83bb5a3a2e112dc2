// Stage report: the RunReport (results.json) from the scenarios' results and what the run knows of itself; the
// causes grouped once here, so every writer and `mcp-eval report` read the same grouping.
import type { Agent } from '../agents/agent.js';
import { EvalError } from '../util/errors.js';
import type { HistorySection, RunReport, ScenarioResult, ShardSection } from '../results/index.js';
import { contractStatus, RESULTS_SCHEMA_VERSION, tally, type ContractSection } from '../results/index.js';
import { worst, type Status } from '../results/status.js';
import { checkFails, modelVerdicts, type CheckPolicy } from '../results/verdict.js';
import { findCauses } from '../scoring/index.js';
import type { RetrievalSuiteResult } from '../results/retrieval.js';
import type { Mode } from '../results/index.js';
import { settingsThresholds, type Settings } from '../settings/settings.js';
import { addUsage, emptyUsage } from '../results/trajectory.js';
import type { GitInfo } from '../util/git.js';
import { VERSION } from '../util/version.js';

/** A run's mode: a merge job runs no scenario (merge.ts combines the shards' results). */
export function runMode(settings: Pick<Settings, 'mode'>): Mode {
  if (settings.mode === 'merge') throw new EvalError('usage', 'mode merge runs no scenario: it merges shard results');
  return settings.mode;
}

/** What a report says besides its scenarios: where and how the run went. */
interface ReportContext {
  git: GitInfo;
  started: Date;
  agent: Agent;
  history?: HistorySection;
  shard?: ShardSection;
  /** The retrieval suites that ran (stage retrieval). */
  retrieval?: RetrievalSuiteResult[];
  /** What the servers advertise, compared (stage contract); absent when not checked. */
  contract?: ContractSection;
}

/** What a report says of its settings. */
type ReportSettings = Pick<
  Settings,
  | 'mode'
  | 'scenarios'
  | 'failOn'
  | 'failOnSuspicious'
  | 'failOnInsufficient'
  | 'abBase'
  | 'abHead'
  | 'passThreshold'
  | 'acceptableThreshold'
  | 'brokenThreshold'
>;

export function buildReport(
  settings: ReportSettings,
  scenarios: ScenarioResult[],
  problems: string[],
  { git, started, agent, history, shard, retrieval = [], contract }: ReportContext,
): RunReport {
  const { counts, score, status: worstStatus } = tally(scenarios);
  const mode = runMode(settings);
  // A shard the split left empty did nothing wrong: the suite has scenarios, in the other shards.
  const emptyShard = !scenarios.length && !!shard?.suite.length;
  // Mode contract runs no scenario: the contract alone gives the status (judgeRun).
  const scenarioStatus =
    mode === 'contract' ? 'RECORDED' : emptyShard ? (mode === 'record' ? 'RECORDED' : 'GOOD') : worstStatus;
  const ended = new Date();
  const policy = checkPolicy(settings);
  // A malformed scenario file fails the check too: a typo must not silently drop a scenario. The causes are found
  // once, here, so the reports and `mcp-eval report` read the same grouping.
  const { status, causes, failed, models } = judgeRun(
    scenarioStatus,
    { scenarios, problems, retrieval, contract },
    policy,
  );
  return {
    schema_version: RESULTS_SCHEMA_VERSION,
    tool: { name: 'mcp-eval', version: VERSION },
    mode,
    status,
    score,
    counts,
    failed,
    fail_on: settings.failOn,
    fail_on_suspicious: settings.failOnSuspicious,
    fail_on_insufficient: settings.failOnInsufficient,
    thresholds: settingsThresholds(settings),
    agent: agent.kind,
    // A run of several models: all of them, each with its verdict in `models`.
    model: models ? models.map((m) => m.model).join(', ') : agent.model,
    started_at: started.toISOString(),
    ended_at: ended.toISOString(),
    duration_ms: ended.getTime() - started.getTime(),
    git,
    usage: scenarios.reduce((u, s) => addUsage(u, s.usage), emptyUsage()),
    problems:
      scenarios.length || emptyShard || mode === 'contract'
        ? problems
        : [...problems, `no scenario to run (pattern ${settings.scenarios})`],
    links: { run_url: null, artifact_url: null },
    ...(history ? { history } : {}),
    ...(shard ? { shard } : {}),
    ...(mode === 'ab' ? { ab: { base: settings.abBase ?? 'A', head: settings.abHead ?? 'B' } } : {}),
    scenarios,
    causes,
    ...(retrieval.length ? { retrieval } : {}),
    ...(models ? { models } : {}),
    ...(contract ? { contract } : {}),
  };
}

/** A report's verdict fields, worked out the same way for a run and a merge. */
export type RunVerdict = Pick<
  RunReport,
  'status' | 'causes' | 'failed' | 'fail_on' | 'fail_on_suspicious' | 'fail_on_insufficient' | 'models'
>;

/** The check's policy from the settings. */
export function checkPolicy(s: Pick<Settings, 'failOn' | 'failOnSuspicious' | 'failOnInsufficient'>): CheckPolicy {
  return { failOn: s.failOn, failOnSuspicious: s.failOnSuspicious, failOnInsufficient: s.failOnInsufficient };
}

/**
 * The verdict over a run's results: its status (the scenarios' worst, `scenarioStatus`, and its retrieval suites'),
 * the causes found over its scenarios, and whether the check fails.
 */
export function judgeRun(
  scenarioStatus: Status,
  run: Pick<RunReport, 'scenarios' | 'problems' | 'retrieval' | 'contract'>,
  policy: CheckPolicy,
): RunVerdict {
  const retrieval = run.retrieval ?? [];
  const { contract } = run;
  const status = worst([
    scenarioStatus,
    ...retrieval.map((d) => d.status),
    ...(contract ? [contractStatus(contract)] : []),
  ]);
  const causes = findCauses(run.scenarios);
  const checked = { status, scenarios: run.scenarios, problems: run.problems, causes, retrieval, contract };
  const failed = checkFails(checked, policy);
  const models = modelVerdicts(run.scenarios, policy);
  const verdict = {
    status,
    causes,
    failed,
    fail_on: policy.failOn,
    fail_on_suspicious: policy.failOnSuspicious,
    fail_on_insufficient: policy.failOnInsufficient ?? false,
  };
  return models ? { ...verdict, models } : verdict;
}
