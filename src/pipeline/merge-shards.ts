// The merge of a sharded suite: the results.json of each shard (shard k/n) into the one report a single job running
// the whole suite would have written: every scenario once, in the suite's order; counts, score, status and the
// check's verdict over all of them; the causes found again over all of them (a removed tool breaking scenarios in
// three shards is one cause). A shard whose results are missing is never a smaller suite: it is a problem naming
// it, and each of its scenarios (known from any other shard's copy of the split) an ERROR saying so.
// Pure: the caller reads the files or downloads the artifacts (pipeline/merge.ts, github/artifact.ts).
import { EvalError } from '../util/errors.js';
import { notRunResult, tally, type RunReport, type ScenarioResult, type ShardSection } from '../results/index.js';
import type { FailOn } from '../results/status.js';
import { addUsage, emptyUsage } from '../results/trajectory.js';
import { VERSION } from '../util/version.js';
import { judgeRun } from './report.js';
import type { CheckPolicy } from '../results/verdict.js';

/** One shard's results, and where they came from (an artifact's name, a file) for messages. */
export interface ShardResults {
  source: string;
  report: RunReport;
}

export interface MergeInput {
  shards: ShardResults[];
  /** Shards whose results could not be had although they exist (a failed download), and why. */
  failed: { index: number; total: number; reason: string }[];
  /** Why shard `index` of `total` has neither results nor a failure: "no artifact ... in this run". */
  absent: (index: number, total: number) => string;
  /** Results that could not be read and name no shard (a corrupt file given to the CLI): said in the report. */
  unreadable: string[];
  failOn: FailOn;
  /** A suspicious description fails the check (fail-on-suspicious). */
  failOnSuspicious: boolean;
  /** An insufficient pass-rate verdict fails the check (fail-on-insufficient); absent: false. */
  failOnInsufficient?: boolean;
}

/** Where the merge job found the shards' results: each one's results.json file, and those it could not have. */
export interface MergeSources {
  /**
   * `source` names it in messages: an artifact, or the file as given. `shard`: the part an artifact's name says it
   * holds, so results that cannot be read are still that shard's failure, not an unknown file.
   */
  files: { file: string; source: string; shard?: { index: number; total: number } }[];
  failed: MergeInput['failed'];
  absent: MergeInput['absent'];
}

type Shard = ShardResults & { section: ShardSection };

export function mergeShards(input: MergeInput): RunReport {
  const shards = checkShards(input.shards);
  const total = shardCount(shards, input.failed);
  const failures = new Map(input.failed.map((f) => [f.index, f.reason]));
  const missing = Array.from({ length: total }, (_, i) => i + 1).filter(
    (k) => !shards.some((s) => s.section.index === k),
  );
  const why = (k: number) => failures.get(k) ?? input.absent(k, total);
  const problems = [...input.unreadable, ...missing.map((k) => `shard ${k}/${total} is missing: ${why(k)}`)];
  const [first] = shards;
  if (!first) throw new EvalError('results', `no shard's results to merge: ${problems.join('; ')}`);
  problems.push(...splitProblems(shards));
  const scenarios = mergeScenarios(shards, problems, (k) =>
    missing.includes(k)
      ? `not run: shard ${k}/${total} is missing (${why(k)})`
      : `not run: shard ${k}/${total} did not run it (the shards split the suite differently)`,
  );
  const reports = shards.map((s) => s.report);
  const modes = [...new Set(reports.map((r) => r.mode))];
  if (modes.length > 1) problems.push(`the shards ran in different modes: ${modes.join(', ')}`);
  const started = reports.map((r) => r.started_at).sort()[0];
  const ended = reports.map((r) => r.ended_at).sort()[reports.length - 1];
  const { history: _h, shard: _s, causes: _c, retrieval: _d, contract: _k, ...base } = first.report;
  const suites = reports.find((r) => r.retrieval)?.retrieval;
  const contract = reports.find((r) => r.contract)?.contract;
  const merged: RunReport = {
    ...base,
    tool: { name: 'mcp-eval', version: VERSION },
    started_at: started,
    ended_at: ended,
    duration_ms: Date.parse(ended) - Date.parse(started),
    usage: scenarios.reduce((u, s) => addUsage(u, s.usage), emptyUsage()),
    // The suite's problems (a malformed scenario file) are in every shard's results: said once.
    problems: [...new Set([...reports.flatMap((r) => r.problems), ...problems])],
    links: { run_url: null, artifact_url: null },
    merged: { shards: total, missing },
    scenarios,
    // Shard 1 runs the retrieval suites (pipeline/retrieval.ts) and checks the contract (pipeline/contract/check.ts).
    ...(suites ? { retrieval: suites } : {}),
    ...(contract ? { contract } : {}),
  };
  return retally(merged, input);
}

/**
 * Counts, score, status, the check's verdict and the causes from the report's scenarios and problems: after a merge,
 * and again when saving the merged recordings failed (their scenarios are ERROR then).
 */
export function retally(report: RunReport, policy: CheckPolicy): RunReport {
  const { counts, score, status: scenarioStatus } = tally(report.scenarios);
  const { failOn, failOnSuspicious, failOnInsufficient } = policy;
  // As in a single job: a malformed scenario file, or a missing shard, fails the check too.
  const verdict = judgeRun(scenarioStatus, report, { failOn, failOnSuspicious, failOnInsufficient });
  return { ...report, score, counts, ...verdict };
}

/** Each results.json must be a shard's, of one matrix, each shard once. */
function checkShards(shards: ShardResults[]): Shard[] {
  const out: Shard[] = [];
  for (const s of shards) {
    const section = s.report.shard;
    if (!section) {
      throw new EvalError('results', `${s.source} is not a shard's results (it has no shard section)`, {
        hint: 'merge the results.json of runs made with shard k/n, one per shard',
      });
    }
    const twin = out.find((o) => o.section.index === section.index);
    if (twin) throw new EvalError('results', `${twin.source} and ${s.source} are both shard ${section.index}`);
    out.push({ ...s, section });
  }
  return out.sort((a, b) => a.section.index - b.section.index);
}

/** n: the same in every shard's results and every failed download. */
function shardCount(shards: Shard[], failed: MergeInput['failed']): number {
  const totals = [...new Set([...shards.map((s) => s.section.total), ...failed.map((f) => f.total)])];
  if (totals.length > 1) {
    const which = [...shards.map((s) => `${s.source}: ${s.section.index}/${s.section.total}`)];
    throw new EvalError('results', `the shards come from different splits (${totals.join(' and ')} shards): ${which}`);
  }
  return totals[0] ?? 0;
}

/** Every shard computed the split on its own: a different one (the baselines changed as they started) is said. */
function splitProblems(shards: Shard[]): string[] {
  const key = (s: Shard) => s.section.suite.map((e) => `${e.id}\0${e.shard}`).join('\n');
  const [first, ...rest] = shards;
  return rest
    .filter((s) => key(s) !== key(first))
    .map(
      (s) =>
        `shards ${first.section.index} and ${s.section.index} split the suite differently ` +
        '(did the baselines change while the shards started?): each scenario is reported once, and any none ran',
    );
}

/** The suite's scenarios in its order, each once: the first shard's result, or an ERROR for one none ran. */
function mergeScenarios(shards: Shard[], problems: string[], notRun: (shard: number) => string): ScenarioResult[] {
  const ran = new Map<string, { result: ScenarioResult; shard: number }>();
  for (const s of shards) {
    for (const result of s.report.scenarios) {
      const seen = ran.get(result.id);
      if (seen)
        problems.push(`scenario ${result.id} ran in shards ${seen.shard} and ${s.section.index}: the first kept`);
      else ran.set(result.id, { result, shard: s.section.index });
    }
  }
  // The suite as the shards saw it (they agree unless the split differed): the first shard's order, then the rest.
  const suite = new Map(shards.flatMap((s) => s.section.suite.map((e) => [e.id, e] as const)).reverse());
  const order = [...new Set(shards.flatMap((s) => s.section.suite.map((e) => e.id)))];
  const thresholds = shards[0].report.thresholds;
  const scenarios = order.map((id) => {
    const entry = suite.get(id)!;
    return ran.get(id)?.result ?? notRunResult({ ...entry, tags: [], thresholds }, notRun(entry.shard));
  });
  // A result no shard's suite lists (not expected): still reported, never dropped.
  const listed = new Set(order);
  return [...scenarios, ...[...ran.values()].filter((r) => !listed.has(r.result.id)).map((r) => r.result)];
}
