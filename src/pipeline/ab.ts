// Mode ab: the base (side A: `servers`) and the head (side B: `servers-b`) of a change side by side in one run, no
// stored baseline needed. Each scenario runs on A and on B in pairs, interleaved, with the same agent, so whatever
// the model does differently today it does to both sides; then B is judged against A's runs (A's successful runs
// are its variations) by the same scoring, causes and compatibility classes as a compare. With a model agent under
// model-runs on-change, a scenario whose surface and answers are the same on A and B (its calls replayed, or
// scripted, on both) costs no model call; a failing B run is confirmed as in a compare. A's runs are not saved.
import { ReplayAgent } from '../agents/replay.js';
import { ScriptedAgent } from '../agents/scripted.js';
import type { Agent } from '../agents/agent.js';
import type { Baseline } from '../baselines/index.js';
import { EvalError } from '../util/errors.js';
import type { RunResult, ScenarioResult } from '../results/index.js';
import type { Scenario } from '../scenario/schema.js';
import type { ServerConfig } from '../mcp/index.js';
import { attempt } from './attempt.js';
import { succeeded, toBaseline, type ComparePlan } from './baseline.js';
import { confirmAlarm } from './confirm.js';
import type { ScenarioContext } from './context.js';
import { compareRuns } from './judge.js';
import type { RunLimits } from './plan.js';
import { resetBefore } from './serve.js';
import { replayChanges } from './verify.js';

type Limited = ScenarioContext & { limits: RunLimits };

/** Both sides' servers of a scenario. */
export interface Sides {
  a: ServerConfig[];
  b: ServerConfig[];
}

/** Runs the scenario on both sides and judges B against A, into `result`; `stored`: its baseline, if any. */
export async function runAB(
  scenario: Scenario,
  sides: Sides,
  stored: Baseline | null,
  result: ScenarioResult,
  ctx: Limited,
): Promise<void> {
  const onB = { ...ctx, source: ctx.sourceB! };
  const same = await sameOnBothSides(scenario, sides, stored, result, ctx);
  const aRuns = same ? [same.a] : await pairs(scenario, sides, stored, result, ctx);
  if (same) result.runs.push(same.b);
  const kept = aRuns.filter((r) => succeeded(r));
  const reference = (kept.length ? kept : aRuns).map((r) => r.trajectory);
  const plan: ComparePlan = { mode: 'compare', baseline: toBaseline(scenario, reference, ctx), source: sideName(ctx) };
  compareRuns(scenario, plan, result, onB);
  // A failing B run may owe to an outlier of A's: each confirmation runs A again too, another reference.
  const againOnA = async () => {
    const i = aRuns.length;
    const step = (t: string) => ctx.step(`A confirmation: ${t}`);
    await resetBefore(true, ctx);
    const run = await attempt(scenario, i, sides.a, stored?.trajectories[0] ?? null, { ...ctx, step });
    aRuns.push(run);
    if (succeeded(run)) plan.baseline.trajectories.push(run.trajectory);
  };
  await confirmAlarm(scenario, sides.b, plan, result, onB, againOnA);
}

/** A's runs and B's, in pairs (A then B, run by run); B's go into the result, A's are returned. */
async function pairs(
  scenario: Scenario,
  sides: Sides,
  stored: Baseline | null,
  result: ScenarioResult,
  ctx: Limited,
): Promise<RunResult[]> {
  const { runs } = ctx.limits;
  const aRuns: RunResult[] = [];
  for (let i = 0; i < runs; i++) {
    const replayed = stored ? stored.trajectories[i % stored.trajectories.length] : null;
    // One reset a pair, before A's run: the service's reset (both sides' projects with a compose file) or command.
    await resetBefore(i === 0, ctx);
    for (const side of ['A', 'B'] as const) {
      const here = { ...ctx, source: side === 'A' ? ctx.source : ctx.sourceB! };
      const step = (t: string) => ctx.step(`${side}${runs > 1 ? ` run ${i + 1}/${runs}` : ''}: ${t}`);
      const run = await attempt(scenario, i, side === 'A' ? sides.a : sides.b, replayed, { ...here, step });
      // B is judged against A's runs: without one of them, the scenario is ERROR; no more runs are paid for.
      if (side === 'A' && run.error) throw new EvalError('call', `side A (the base) could not run: ${run.error}`);
      (side === 'A' ? aRuns : result.runs).push(run);
    }
  }
  return aRuns;
}

/**
 * With a model agent under model-runs on-change: the scenario's calls (its baseline's, replayed, else its
 * expected_trajectory) on both sides, no model. The same surface and the same answers: both runs, and no model run
 * is needed; else null, and `result.replay` says what differs (or why it could not tell).
 */
async function sameOnBothSides(
  scenario: Scenario,
  sides: Sides,
  stored: Baseline | null,
  result: ScenarioResult,
  ctx: Limited,
): Promise<{ a: RunResult; b: RunResult } | null> {
  if (ctx.agent.model === null || ctx.settings.modelRuns !== 'on-change') return null;
  const offline: Agent | null = stored
    ? new ReplayAgent()
    : scenario.expected_trajectory.length
      ? new ScriptedAgent()
      : null;
  if (!offline) {
    result.replay = { unchanged: false, changes: ['no calls to replay: no baseline and no expected_trajectory'] };
    return null;
  }
  const replayed = stored?.trajectories[0] ?? null;
  await resetBefore(true, ctx);
  const run = async (servers: ServerConfig[], side: 'A' | 'B') => {
    const here = { ...ctx, agent: offline, source: side === 'A' ? ctx.source : ctx.sourceB! };
    return attempt(scenario, 0, servers, replayed, { ...here, step: (t) => ctx.step(`${side} replay: ${t}`) });
  };
  const a = await run(sides.a, 'A');
  const b = await run(sides.b, 'B');
  const names = [...new Set([...sides.a, ...sides.b].map((s) => s.name))];
  const changes = a.error
    ? [`the replay did not complete: ${a.error}`]
    : replayChanges(a.trajectory, b, names, scenario.ignore.response_fields);
  result.replay = { unchanged: changes.length === 0, changes };
  return changes.length ? null : { a, b };
}

/** `A: base 1a2b3c4` for the reports: where B's reference came from. */
function sideName(ctx: ScenarioContext): string {
  return `A: base${ctx.settings.abBase ? ` ${ctx.settings.abBase}` : ''}`;
}
