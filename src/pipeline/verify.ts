// Model runs follow the change (docs/scoring/model-runs.md): before a model runs a compared
// scenario, the baseline's calls are replayed against today's servers, no model. When what a model would see is
// what the baseline's model saw (the tools of the scenario's servers with their descriptions and input schemas, the
// servers' instructions, every replayed answer) and the model and prompt are the baseline's, the scenario is
// judged by the replay: verified, and no model call is paid for. Anything different runs the model as before.
// Returns what it found (ReplayCheck); the assembler puts it in the result.
import { ReplayAgent } from '../agents/replay.js';
import type { Agent } from '../agents/agent.js';
import type { RunResult, ScenarioResult } from '../results/index.js';
import type { Scenario } from '../scenario/schema.js';
import { answerChanges, capsScore, surfaceChanges } from '../scoring/index.js';
import type { ServerConfig } from '../mcp/index.js';
import { addUsage, emptyUsage, scoredCalls, type Trajectory, type Usage } from '../results/trajectory.js';
import { attempt } from './attempt.js';
import type { ComparePlan } from './baseline.js';
import type { Staged } from './context.js';
import { evaluateRun } from './judge.js';
import { resetBefore } from './serve.js';

const REPLAY: Agent = new ReplayAgent();

/** What the replay found: `replay` for the result, and the replay's run when it verified the scenario unchanged. */
export interface ReplayCheck {
  replay: NonNullable<ScenarioResult['replay']>;
  /** The run the scenario is judged by, no model run needed; absent when something changed. */
  verified?: RunResult;
}

/**
 * Replays the baseline and says whether the scenario is verified unchanged, or what changed; null when no replay is
 * made (only a model agent under model-runs on-change replays a compared scenario).
 */
export async function verifyByReplay(
  scenario: Scenario,
  servers: ServerConfig[],
  plan: ComparePlan,
  ctx: Staged,
): Promise<ReplayCheck | null> {
  const { agent, settings } = ctx;
  if (!agent.prompt || settings.modelRuns !== 'on-change' || plan.mode !== 'compare') return null;
  const variation = plan.baseline.trajectories[0];
  const prompt = agent.prompt(
    scenario.user_intent,
    settings.exposure === 'gateway',
    settings.gatewayList === 'compact',
  );
  const pinned = pinChanges(plan.baseline.trajectories, agent, prompt);
  if (pinned.length) return { replay: { unchanged: false, changes: pinned } };
  await resetBefore(true, ctx);
  const step = (t: string) => ctx.step(`replay: ${t}`);
  const replay = await attempt(scenario, 0, servers, variation, { ...ctx, agent: REPLAY, step });
  const names = servers.map((s) => s.name);
  const changes = replayChanges(variation, replay, names, scenario.ignore.response_fields);
  if (changes.length) {
    // The replay made the baseline's own calls: its answers' form is the server's, whatever the model does next.
    const drift = replay.error ? [] : evaluateRun(scenario, variation, replay.trajectory, ctx.thresholds).drift;
    const breaking = drift.filter(capsScore);
    return { replay: { unchanged: false, changes, ...(breaking.length ? { drift: breaking } : {}) } };
  }
  const saved = savedUsage(plan.baseline.trajectories, ctx.limits.runs);
  return { replay: { unchanged: true, changes: [], saved }, verified: replay };
}

/**
 * What a model would see differently in a replay than in the run it replayed: the tool surface of the servers
 * `names`, and every answer to the same calls (ignored response fields aside); or that the replay did not complete.
 */
export function replayChanges(before: Trajectory, replay: RunResult, names: string[], ignore: string[]): string[] {
  if (replay.error) return [`the replay did not complete: ${replay.error}`];
  return [
    ...surfaceChanges(before.servers, replay.trajectory.servers, names),
    ...answerChanges(scoredCalls(before), scoredCalls(replay.trajectory), ignore),
  ];
}

/** Why the baseline's model runs are no witness of today's: another model or prompt (then the model runs). */
function pinChanges(variations: Trajectory[], agent: Agent, prompt: string): string[] {
  const out: string[] = [];
  if (variations.some((t) => t.agent !== agent.kind || t.model !== agent.model)) {
    out.push(`the baseline was recorded with another agent or model than ${agent.kind} ${agent.model ?? ''}`.trim());
  }
  if (variations.some((t) => t.prompt_hash !== prompt)) out.push('the prompt differs from the baseline runs');
  return out;
}

/** What the model runs would have cost: the baseline runs' mean usage, times the runs asked for. */
function savedUsage(variations: Trajectory[], runs: number): Usage {
  const total = variations.reduce((u, t) => addUsage(u, t.usage), emptyUsage());
  const scale = runs / variations.length;
  return {
    input_tokens: Math.round(total.input_tokens * scale),
    output_tokens: Math.round(total.output_tokens * scale),
    cache_read_input_tokens: Math.round(total.cache_read_input_tokens * scale),
    cache_creation_input_tokens: Math.round(total.cache_creation_input_tokens * scale),
    cost_usd: total.cost_usd * scale,
    ...(total.unpriced ? { unpriced: true } : {}),
  };
}
