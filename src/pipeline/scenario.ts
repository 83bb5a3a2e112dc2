// One scenario from start to result, and the scenarios of a run group by group: the group's service restart, then
// its scenarios `concurrency` at a time, each through the stages: its baseline (baseline.ts), its runs (serve.ts
// resets, attempt.ts), then recorded (baseline.ts) or judged (judge.ts), or accepted. A step that cannot go on
// throws an EvalError, caught once here: the scenario is ERROR with the reason, the others run on.
import type { Baseline } from '../baselines/index.js';
import { errorMessage, EvalError, isEvalError } from '../util/errors.js';
import type { ScenarioResult } from '../results/index.js';
import { notRunResult } from '../results/index.js';
import type { Scenario } from '../scenario/schema.js';
import type { ServerConfig } from '../mcp/index.js';
import { addUsage, emptyUsage, isModelAgent, scoredCalls, type Trajectory } from '../results/trajectory.js';
import { mapLimit } from '../util/map-limit.js';
import { runAB } from './ab.js';
import { attempt } from './attempt.js';
import { acceptRuns, recordRuns, resolveBaseline, storedOrNull } from './baseline.js';
import { configRef, type GroupState, type ScenarioContext, type ScenarioSettings } from './context.js';
import type { ConfigPlan } from './groups.js';
import { compareRuns } from './judge.js';
import { checkThresholds, scenarioLimits, scenarioThresholds, type RunLimits } from './plan.js';
import { confirmAlarm } from './confirm.js';
import { resetBefore, selectServers, ServiceConfig, startGroup } from './serve.js';
import { screenScenario } from './screen.js';
import { ServerLocks } from './server-locks.js';
import { verifyByReplay } from './verify.js';

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
  await noteStopped(outcome, { ...base, agent, group, step });
  if (base.agents) outcome.result.model = agent.model ?? undefined;
  progress?.({ type: 'scenario-end', index, total, result: outcome.result });
  return outcome;
}

/**
 * One scenario: resolve its baseline, run it, then record or compare. Each step throws an
 * EvalError when the scenario cannot go on; it is caught here, once, and becomes the ERROR
 * result. `result` is filled in as the steps go, so an ERROR still carries the runs, usage,
 * action and baseline that the scenario got to.
 */
async function runScenario(scenario: Scenario, ctx: ScenarioContext): Promise<ScenarioOutcome> {
  const started = Date.now();
  const result = errorResult(scenario, ctx.settings, null);
  if (ctx.group.config) result.config = configRef(ctx.group);
  // What the screening holds the runs against: the baseline compared with, or the one a recording replaces.
  let reference: Trajectory[] = [];
  const outcome = await runSteps(scenario, result, started, ctx, (r) => (reference = r));
  const { baseline_trajectories: compared } = outcome.result;
  await screenScenario(outcome.result, compared.length ? compared : reference, ctx);
  return outcome;
}

/** runScenario's steps; `held` is told the reference a recording replaces. */
async function runSteps(
  scenario: Scenario,
  result: ScenarioResult,
  started: number,
  ctx: ScenarioContext,
  held: (reference: Trajectory[]) => void,
): Promise<ScenarioOutcome> {
  try {
    if (ctx.group.error) throw new EvalError('service', ctx.group.error);
    checkThresholds(scenario, result.thresholds);
    const limited = { ...ctx, limits: scenarioLimits(scenario, ctx.settings, ctx.log) };
    if (ctx.settings.mode === 'ab') {
      const sides = {
        a: selectServers(scenario, ctx.deps.servers),
        b: selectServers(scenario, ctx.deps.serversB ?? []),
      };
      await runAB(scenario, sides, await storedOrNull(scenario, ctx), result, limited);
      return { result: done(result, started), baseline: null };
    }
    const plan = await resolveBaseline(scenario, ctx);
    const other = plan.mode === 'record' ? null : otherModel(plan.baseline, ctx);
    if (other) result.warnings = [...(result.warnings ?? []), other];
    const servers = selectServers(scenario, ctx.deps.servers);
    const verified = plan.mode !== 'record' && (await verifyByReplay(scenario, servers, plan, result, limited));
    if (!verified) await runAll(scenario, servers, plan.baseline, result, limited);
    if (plan.mode === 'record') {
      held(plan.previous?.trajectories ?? []);
      return { result, baseline: recordRuns(scenario, done(result, started), plan.previous, ctx) };
    }
    compareRuns(scenario, plan, result, ctx);
    await confirmAlarm(scenario, servers, plan, result, limited);
    done(result, started);
    return { result, baseline: plan.mode === 'accept' ? acceptRuns(scenario, plan.baseline, result, ctx) : null };
  } catch (e) {
    if (isEvalError(e)) return { result: fail(result, e.message, started), baseline: null };
    // Not a step saying why the scenario cannot go on, but a bug: said as one.
    return { result: errorResult(scenario, ctx.settings, `internal error: ${errorMessage(e)}`), baseline: null };
  }
}

/**
 * A scenario that did not pass asks the watched service whether a container stopped under it: then it is ERROR with
 * the container's exit code and last log lines (whatever its calls made of it; nothing of it is recorded), and, with
 * no reset to start the service again, so is every scenario of its group still to run.
 */
async function noteStopped(outcome: ScenarioOutcome, ctx: ScenarioContext): Promise<void> {
  const { result } = outcome;
  const watch = ctx.deps.service;
  const hurt = hurtBy(result);
  if (!watch || !hurt) return;
  const stopped = await watch.stopped(hurt === 'cut').catch((e: unknown) => {
    ctx.log(`could not look at the service's containers: ${errorMessage(e)}`);
    return null;
  });
  if (!stopped) return;
  ctx.log(stopped.split('\n')[0]);
  Object.assign(result, { status: 'ERROR', score: null, error: stopped });
  outcome.baseline = null;
  if (ctx.settings.reset === 'none') ctx.group.error ??= stopped;
}

/** `cut`: a run failed or a call was interrupted (its connection lost); `failed`: a failing status; else null. */
function hurtBy(result: ScenarioResult): 'cut' | 'failed' | null {
  const cut = result.runs.some((r) => r.error !== null || scoredCalls(r.trajectory).some((c) => c.interrupted));
  if (cut) return 'cut';
  return ['GOOD', 'RECORDED', 'ACCEPTABLE'].includes(result.status) ? null : 'failed';
}

/** The scenario's usage and time, once its runs are done. */
function done(result: ScenarioResult, started: number): ScenarioResult {
  result.usage = result.runs.reduce((u, r) => addUsage(u, r.trajectory.usage), emptyUsage());
  result.duration_ms = Date.now() - started;
  return result;
}

/** Runs the scenario as many times as asked (its limits), each after the reset settings.reset asks for. */
async function runAll(
  scenario: Scenario,
  servers: ServerConfig[],
  baseline: Baseline | null,
  result: ScenarioResult,
  ctx: ScenarioContext & { limits: RunLimits },
): Promise<void> {
  const { runs } = ctx.limits;
  for (let i = 0; i < runs; i++) {
    await resetBefore(i === 0, ctx);
    const baselineRun = baseline ? (baseline.trajectories[i % baseline.trajectories.length] ?? null) : null;
    const step = (t: string) => ctx.step(runs > 1 ? `run ${i + 1}/${runs}: ${t}` : t);
    const index = result.runs.length;
    result.runs.push(await attempt(scenario, index, servers, baselineRun, { ...ctx, step }));
  }
}

/**
 * A result that says ERROR until a step says otherwise: the one runScenario fills in as the
 * scenario goes, and the whole result of a scenario that hit a bug.
 */
function errorResult(scenario: Scenario, settings: ScenarioSettings, error: string | null): ScenarioResult {
  return notRunResult({ ...scenario, thresholds: scenarioThresholds(scenario, settings) }, error);
}

/** The ERROR result of a scenario that got this far: what it did, why it stopped, how long it took. */
function fail(result: ScenarioResult, error: string, started: number): ScenarioResult {
  return { ...result, status: 'ERROR', score: null, error, duration_ms: Date.now() - started };
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
