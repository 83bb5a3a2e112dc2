// Confirm before alarm (docs/scoring/confirm.md): a model does not take the same path twice, so one run that lands in
// a band that fails the check may be the model's doing, not the server's. In compare mode with a model agent such a
// scenario runs again, up to confirm-runs times, stopping at the first run that passes. It alarms only when every
// confirmation fails too; runs in different bands are flaky, each run shown. A real break fails every run.
import type { ScenarioResult } from '../results/index.js';
import type { Scenario } from '../scenario/schema.js';
import type { ServerConfig } from '../mcp/index.js';
import { band } from '../results/status.js';
import { statusFails } from '../results/verdict.js';
import { attempt } from './attempt.js';
import type { ComparePlan } from './baseline.js';
import type { ScenarioContext } from './context.js';
import { compareRuns } from './judge.js';
import type { RunLimits } from './plan.js';
import { resetBefore } from './serve.js';

export async function confirmAlarm(
  scenario: Scenario,
  servers: ServerConfig[],
  plan: ComparePlan,
  result: ScenarioResult,
  ctx: ScenarioContext & { limits: RunLimits },
  /** Before each confirmation: mode ab runs side A again, a fresh reference beside the old (its outlier or not). */
  beforeEach?: () => Promise<void>,
): Promise<void> {
  const { agent, settings } = ctx;
  if (agent.model === null || plan.mode !== 'compare' || result.replay?.unchanged) return;
  if (!statusFails(result.status, settings.failOn)) return;
  const t = result.thresholds;
  for (let k = 1; k <= settings.confirmRuns; k++) {
    await beforeEach?.();
    await resetBefore(true, ctx);
    const i = result.runs.length;
    const step = (text: string) => ctx.step(`confirmation ${k}/${settings.confirmRuns}: ${text}`);
    const baselineRun = plan.baseline.trajectories[i % plan.baseline.trajectories.length];
    const run = { ...(await attempt(scenario, i, servers, baselineRun, { ...ctx, step })), confirmation: true };
    result.runs.push(run);
    if (run.error) {
      result.warnings = [...(result.warnings ?? []), `confirmation ${k} did not run: ${run.error}`];
      break;
    }
    // Judged with each confirmation; an errored one is shown, and the judgement before it stands.
    compareRuns(scenario, plan, result, ctx);
    if (!statusFails(band(run.evaluation!.score, t), settings.failOn)) break;
  }
}
