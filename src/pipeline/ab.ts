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
import type { ScenarioContext, Staged } from './context.js';
import { describeBaseline, judge, type Compared, type Judgement } from './judge.js';
import { resetBefore } from './serve.js';
import { replayChanges } from './verify.js';
import { recordedRate } from './pass-rates.js';

/** Both sides' servers of a scenario. */
export interface Sides {
  a: ServerConfig[];
  b: ServerConfig[];
}

/** What a scenario of mode ab comes to: B's runs judged against A's, and what the replay on both sides found. */
export interface ABOutcome {
  compared: Compared;
  judgement: Judgement;
  replay?: NonNullable<ScenarioResult['replay']>;
  warnings: string[];
}

/** Runs the scenario on both sides and judges B against A; `stored`: its baseline, if any. */
export async function runAB(
  scenario: Scenario,
  sides: Sides,
  stored: Baseline | null,
  ctx: Staged,
): Promise<ABOutcome> {
  // Both sides make all their runs (runs auto: max-runs pairs), so B's rate is tested after the last.
  const onB = { ...ctx, source: ctx.sourceB!, limits: { ...ctx.limits, auto: false } };
  const { replay, same } = await sameOnBothSides(scenario, sides, stored, ctx);
  const { a: aRuns, b: bRuns } = same ? { a: [same.a], b: [same.b] } : await pairs(scenario, sides, stored, ctx);
  const succeededOnA = aRuns.filter((r) => succeeded(r, scenario.ignore.response_fields));
  const reference = (succeededOnA.length ? succeededOnA : aRuns).map((r) => r.trajectory);
  const rate = recordedRate(scenario, aRuns);
  const baseline = toBaseline(scenario, reference, ctx, rate);
  const plan: ComparePlan = { mode: 'compare', baseline, source: sideName(ctx) };
  const compared = describeBaseline(scenario, plan, bRuns[bRuns.length - 1].trajectory, onB);
  const judged = judge(scenario, plan, bRuns, undefined, onB);
  // A failing B run may owe to an outlier of A's: each confirmation runs A again too, another reference.
  const againOnA = async () => {
    const i = aRuns.length;
    const step = (t: string) => ctx.step(`A confirmation: ${t}`);
    await resetBefore(true, ctx);
    const run = await attempt(scenario, i, sides.a, stored?.trajectories[0] ?? null, { ...ctx, step });
    aRuns.push(run);
    if (succeeded(run, scenario.ignore.response_fields)) plan.baseline.trajectories.push(run.trajectory);
  };
  const verified = replay?.unchanged ?? false;
  const confirmed = await confirmAlarm(scenario, sides.b, plan, { ...judged, verified }, onB, againOnA);
  return {
    compared,
    judgement: confirmed?.judgement ?? judged,
    ...(replay ? { replay } : {}),
    warnings: confirmed?.warnings ?? [],
  };
}

/** A's runs and B's, in pairs (A then B, run by run). */
async function pairs(
  scenario: Scenario,
  sides: Sides,
  stored: Baseline | null,
  ctx: Staged,
): Promise<{ a: RunResult[]; b: RunResult[] }> {
  const { runs } = ctx.limits;
  const out = { a: [] as RunResult[], b: [] as RunResult[] };
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
      (side === 'A' ? out.a : out.b).push(run);
    }
  }
  return out;
}

/**
 * With a model agent under model-runs on-change: the scenario's calls (its baseline's, replayed, else its
 * expected_trajectory) on both sides, no model. The same surface and the same answers: both runs (`same`), and no
 * model run is needed; `replay` says what differs (or why it could not tell). Neither without a model.
 */
async function sameOnBothSides(
  scenario: Scenario,
  sides: Sides,
  stored: Baseline | null,
  ctx: Staged,
): Promise<{ replay?: ABOutcome['replay']; same?: { a: RunResult; b: RunResult } }> {
  if (ctx.agent.model === null || ctx.settings.modelRuns !== 'on-change') return {};
  const offline: Agent | null = stored
    ? new ReplayAgent()
    : scenario.expected_trajectory.length
      ? new ScriptedAgent()
      : null;
  if (!offline) {
    return { replay: { unchanged: false, changes: ['no calls to replay: no baseline and no expected_trajectory'] } };
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
  return { replay: { unchanged: changes.length === 0, changes }, ...(changes.length ? {} : { same: { a, b } }) };
}

/** `A: base 1a2b3c4` for the reports: where B's reference came from. */
function sideName(ctx: ScenarioContext): string {
  return `A: base${ctx.settings.abBase ? ` ${ctx.settings.abBase}` : ''}`;
}
