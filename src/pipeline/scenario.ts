// One scenario from start to result, and the scenarios of a run group by group: the group's service restart, then
// its scenarios `concurrency` at a time, each through the stages: its baseline (baseline.ts), its runs (serve.ts
// resets, attempt.ts), then recorded (baseline.ts) or judged (judge.ts, confirm.ts), or accepted; then screened
// (screen.ts). Each stage returns its part; assemble.ts builds the result once. A step that cannot go on throws an
// EvalError, caught once here: the scenario is ERROR with the reason, the others run on.
import type { Baseline } from '../baselines/index.js';
import { errorMessage, EvalError, isEvalError } from '../util/errors.js';
import type { RunResult, ScenarioResult } from '../results/index.js';
import { notRunResult } from '../results/index.js';
import { needsNoExplaining, type Thresholds } from '../results/status.js';
import type { Scenario } from '../scenario/schema.js';
import type { ServerConfig } from '../mcp/index.js';
import { isModelAgent, scoredCalls } from '../results/trajectory.js';
import { mapLimit } from '../util/map-limit.js';
import { runAB } from './ab.js';
import { attempt } from './attempt.js';
import { assemble, statusOf, type ScenarioParts } from './assemble.js';
import { acceptRuns, checkRecordable, recordedChanges, recordRuns, resolveBaseline, storedOrNull } from './baseline.js';
import { configRef, type GroupState, type ScenarioContext, type Staged } from './context.js';
import type { ConfigPlan } from './groups.js';
import { describeBaseline, judgeRuns, scoreRuns } from './judge.js';
import { checkThresholds, scenarioLimits, scenarioThresholds } from './plan.js';
import { confirmAlarm } from './confirm.js';
import { resetBefore, selectServers, ServiceConfig, startGroup } from './serve.js';
import { screenScenario } from './screen.js';
import { ServerLocks } from './server-locks.js';
import { verifyByReplay } from './verify.js';
import { rateDecided } from './pass-rates.js';
import { startStage } from '../tracing/spans.js';

/** A scenario's result, and the baseline to save when it was recorded. */
export interface ScenarioOutcome {
  result: ScenarioResult;
  baseline: Baseline | null;
}

/** What every scenario of the run shares: the context without its group and progress step. */
export type RunContext = Omit<ScenarioContext, 'group' | 'step'>;

interface Item {
  scenario: Scenario;
  group: GroupState;
}

/** The groups one after the other, each after its restart; then the scenarios whose configuration failed. */
export async function runGroups(plan: ConfigPlan, base: RunContext): Promise<ScenarioOutcome[]> {
  const service = new ServiceConfig(base.deps.reset, base.deps.service?.startFiles);
  const total = plan.groups.reduce((n, g) => n + g.scenarios.length, plan.failed.length);
  const counter = { next: 0, total };
  const locks = new ServerLocks();
  const outcomes: ScenarioOutcome[] = [];
  for (const [i, { config, scenarios }] of plan.groups.entries()) {
    // Groups differ in configuration, so the service restarts between them: what was connected to it goes. A first
    // group on the default configuration restarts nothing: what the contract check connected serves it.
    if (i > 0 || config !== null) await Promise.all([base.source.drop(), base.sourceB?.drop()]);
    const group = await startGroup(service, config, base.log);
    const items = scenarios.map((scenario) => ({ scenario, group }));
    outcomes.push(...(await runPool(items, base, counter, locks)));
  }
  const failed = plan.failed.map(({ scenario, error }) => ({ scenario, group: { config: null, fresh: false, error } }));
  outcomes.push(...(await runPool(failed, base, counter, locks)));
  return outcomes;
}

/** Runs the items `concurrency` at a time, one that writes alone on its server; results in the items' order. */
async function runPool(
  items: Item[],
  base: RunContext,
  counter: { next: number; total: number },
  locks: ServerLocks,
): Promise<ScenarioOutcome[]> {
  return mapLimit(items, Math.max(1, base.settings.concurrency), async (item) => {
    const release = await locks.take(item.scenario);
    try {
      return await runItem(item, base, counter);
    } finally {
      release();
    }
  });
}

/** One item, told as it starts and ends. */
async function runItem(
  { scenario, group }: Item,
  base: RunContext,
  counter: { next: number; total: number },
): Promise<ScenarioOutcome> {
  const { progress } = base.deps;
  const index = counter.next++;
  const total = counter.total;
  progress?.({ type: 'scenario-start', index, total, id: scenario.id, name: scenario.name });
  const step = (text: string) => progress?.({ type: 'step', id: scenario.id, text });
  const agent = base.agents?.get(scenario.id) ?? base.agent;
  const outcome = await runScenario(scenario, { ...base, agent, group, step });
  progress?.({ type: 'scenario-end', index, total, result: outcome.result });
  return outcome;
}

/**
 * One scenario: resolve its baseline, run it, then record or compare; then screen what its servers showed. Each step
 * returns its part, gathered in `parts` as it comes; a step that cannot go on throws an EvalError, caught here once:
 * the scenario is ERROR with the reason, and keeps the parts it got to (its runs, usage, action and baseline).
 */
async function runScenario(scenario: Scenario, ctx: ScenarioContext): Promise<ScenarioOutcome> {
  const started = Date.now();
  const thresholds = scenarioThresholds(scenario, ctx.settings);
  const parts: ScenarioParts = { action: 'none', runs: [], warnings: [], config: configRef(ctx.group) };
  const who = { ...scenario, thresholds };
  let baseline: Baseline | null = null;
  try {
    baseline = await runSteps(scenario, { ...ctx, thresholds }, parts);
  } catch (e) {
    // Not a step saying why the scenario cannot go on, but a bug: said as one, and nothing of it kept.
    if (!isEvalError(e)) return { result: notRunResult(who, `internal error: ${errorMessage(e)}`), baseline: null };
    parts.error = e.message;
  }
  // What the screening holds the runs against: the baseline compared with, or the one a recording replaces.
  const compared = parts.compared?.baseline_trajectories ?? [];
  const reference = compared.length ? compared : (parts.screenedAgainst ?? []);
  parts.screening = await screenScenario(parts.runs, reference, ctx);
  const stopped = await noteStopped(scenario, parts, ctx);
  if (stopped) parts.error = stopped;
  if (ctx.agents) parts.model = ctx.agent.model ?? undefined;
  return { result: assemble(who, parts, Date.now() - started), baseline: stopped ? null : baseline };
}

/** runScenario's steps, each part into `parts` as it comes; the baseline to save, if any. */
async function runSteps(
  scenario: Scenario,
  ctx: ScenarioContext & { thresholds: Thresholds },
  parts: ScenarioParts,
): Promise<Baseline | null> {
  if (ctx.group.error) throw new EvalError('service', ctx.group.error);
  checkThresholds(scenario, ctx.thresholds);
  const staged: Staged = { ...ctx, limits: scenarioLimits(scenario, ctx.settings, ctx.log) };
  if (ctx.settings.mode === 'ab') {
    const sides = { a: selectServers(scenario, ctx.deps.servers), b: selectServers(scenario, ctx.deps.serversB ?? []) };
    const ab = await runAB(scenario, sides, await storedOrNull(scenario, ctx), staged);
    parts.action = 'compared';
    parts.replay = ab.replay;
    parts.compared = ab.compared;
    ({ runs: parts.runs, verdict: parts.verdict } = ab.judgement);
    parts.warnings = [...parts.warnings, ...ab.warnings];
    return null;
  }
  const plan = await resolveBaseline(scenario, ctx);
  const servers = selectServers(scenario, ctx.deps.servers);
  if (plan.mode === 'record') {
    parts.screenedAgainst = plan.previous?.trajectories ?? [];
    parts.runs = await runAll(scenario, servers, plan.baseline, staged, null);
    parts.action = 'recorded';
    checkRecordable(parts.runs);
    parts.recorded = recordedChanges(parts.runs, plan.previous, ctx);
    const recording = recordRuns(scenario, parts.runs, ctx);
    parts.saved = recording;
    return recording.baseline;
  }
  const other = otherModel(plan.baseline, ctx);
  if (other) parts.warnings = [...parts.warnings, other];
  const check = await verifyByReplay(scenario, servers, plan, staged);
  parts.replay = check?.replay;
  parts.runs = check?.verified
    ? [check.verified]
    : await runAll(scenario, servers, plan.baseline, staged, plan.baseline);
  parts.action = 'compared';
  parts.compared = describeBaseline(scenario, plan, parts.runs[parts.runs.length - 1].trajectory, ctx);
  const { trajectories } = plan.baseline;
  const compare = startStage({ name: `compare ${scenario.id}`, attributes: { 'mcp_eval.scenario.id': scenario.id } });
  parts.runs = judgeRuns(scenario, trajectories, parts.runs, ctx.thresholds);
  const drift = check?.replay.drift;
  parts.verdict = scoreRuns(scenario, plan.baseline, parts.runs, drift, staged);
  compare?.setAttributes({ 'mcp_eval.status': parts.verdict.status, 'mcp_eval.score': parts.verdict.score ?? -1 });
  compare?.end();
  const judged = { runs: [...parts.runs], verdict: parts.verdict, drift, verified: check?.verified !== undefined };
  const confirmed = await confirmAlarm(scenario, servers, plan, judged, staged);
  if (confirmed) {
    ({ runs: parts.runs, verdict: parts.verdict } = confirmed.judgement);
    parts.warnings = [...parts.warnings, ...confirmed.warnings];
  }
  if (plan.mode !== 'accept') return null;
  parts.action = 'accepted';
  const accepted = acceptRuns(scenario, plan.baseline, parts.runs, ctx);
  parts.saved = accepted;
  return accepted.baseline;
}

/**
 * A scenario that did not pass asks the watched service whether a container stopped under it: then it is ERROR with
 * the container's exit code and last log lines (whatever its calls made of it; nothing of it is recorded), and, with
 * no reset to start the service again, so is every scenario of its group still to run. Returns why, or null.
 */
async function noteStopped(scenario: Scenario, parts: ScenarioParts, ctx: ScenarioContext): Promise<string | null> {
  const watch = ctx.deps.service;
  const trouble = troubleOf(parts);
  if (!watch || !trouble) return null;
  const stopped = await watch.stopped(trouble === 'cut').catch((e: unknown) => {
    ctx.log(`could not look at the service's containers: ${errorMessage(e)}`);
    return null;
  });
  if (!stopped) return null;
  ctx.log(stopped.split('\n')[0]);
  if (ctx.settings.reset === 'none') ctx.group.error ??= stopped;
  return stopped;
}

/** `cut`: a run failed or a call was interrupted (its connection lost); `failed`: its status needs explaining. */
function troubleOf(parts: ScenarioParts): 'cut' | 'failed' | null {
  const cut = parts.runs.some((r) => r.error !== null || scoredCalls(r.trajectory).some((c) => c.interrupted));
  if (cut) return 'cut';
  return needsNoExplaining(statusOf(parts)) ? null : 'failed';
}

/**
 * Runs the scenario as many times as asked (its limits), each after the reset settings.reset asks for. Under runs auto
 * a compare (`tested`: the baseline its rate is tested against) stops after the first run at which the test decides;
 * a recording makes them all. A run that could not run stops it too: the scenario has no verdict then.
 */
async function runAll(
  scenario: Scenario,
  servers: ServerConfig[],
  baseline: Baseline | null,
  ctx: Staged,
  tested: Baseline | null,
): Promise<RunResult[]> {
  const { runs, auto } = ctx.limits;
  const out: RunResult[] = [];
  for (let i = 0; i < runs; i++) {
    await resetBefore(i === 0, ctx);
    const baselineRun = baseline ? (baseline.trajectories[i % baseline.trajectories.length] ?? null) : null;
    const of = auto ? `at most ${runs}` : `${runs}`;
    const step = (t: string) => ctx.step(runs > 1 ? `run ${i + 1}/${of}: ${t}` : t);
    out.push(await attempt(scenario, i, servers, baselineRun, { ...ctx, step }));
    if (!auto || !tested) continue;
    if (
      out[i].error ||
      rateDecided(
        scenario,
        tested,
        out.map((r) => r.trajectory),
        ctx,
      )
    )
      break;
  }
  return out;
}

/** A baseline another agent or model recorded: said plainly, since the comparison is then across models. */
function otherModel(baseline: Pick<Baseline, 'agent' | 'model'>, ctx: ScenarioContext): string | null {
  const { agent } = ctx;
  // The offline agents replay or script calls: a model's baseline is what they are meant to check against.
  if (!isModelAgent(agent.kind) || (baseline.agent === agent.kind && baseline.model === agent.model)) return null;
  const name = (kind: string, model: string | null) => (model ? `${kind} ${model}` : kind);
  return (
    `the baseline was recorded by ${name(baseline.agent, baseline.model)}, this run is ` +
    `${name(agent.kind, agent.model)}: the comparison is across models`
  );
}
