// Confirm before alarm (docs/scoring/confirm.md): a model does not take the same path twice, so one run that lands in
// a band that fails the check may be the model's doing, not the server's. In compare mode with a model agent such a
// scenario runs again, up to confirm-runs times, stopping at the first run that passes. It alarms only when every
// confirmation fails too; runs in different bands are flaky, each run shown. A real break fails every run. A scenario
// of several runs is not confirmed: the test of its pass rate weighs the model's noise (docs/scoring/pass-rates.md).
import type { Drift } from '../results/index.js';
import type { Scenario } from '../scenario/schema.js';
import type { ServerConfig } from '../mcp/index.js';
import { band } from '../results/status.js';
import { statusFails } from '../results/verdict.js';
import { attempt } from './attempt.js';
import type { ComparePlan } from './baseline.js';
import type { Staged } from './context.js';
import { judge, type Judgement } from './judge.js';
import { resetBefore } from './serve.js';

/** The judgement after the confirmations, and why one could not run (if one could not). */
export interface Confirmation {
  judgement: Judgement;
  warnings: string[];
}

/**
 * Runs a compared scenario again while its judgement fails the check (a model agent only; not one verified by
 * replay), each run judged with the others; null when no confirmation was due.
 */
export async function confirmAlarm(
  scenario: Scenario,
  servers: ServerConfig[],
  plan: ComparePlan,
  judged: Judgement & { drift?: readonly Drift[]; verified: boolean },
  ctx: Staged,
  /** Before each confirmation: mode ab runs side A again, a fresh reference beside the old (its outlier or not). */
  beforeEach?: () => Promise<void>,
): Promise<Confirmation | null> {
  const { agent, settings, thresholds: t } = ctx;
  // Over several runs the pass rate's test has judged the model's noise already (pass-rates.md): no confirmation.
  if (agent.model === null || plan.mode !== 'compare' || judged.verified || judged.verdict.regression) return null;
  if (!statusFails(judged.verdict.status, settings.failOn)) return null;
  let judgement: Judgement = judged;
  const warnings: string[] = [];
  for (let k = 1; k <= settings.confirmRuns; k++) {
    await beforeEach?.();
    await resetBefore(true, ctx);
    const i = judgement.runs.length;
    const step = (text: string) => ctx.step(`confirmation ${k}/${settings.confirmRuns}: ${text}`);
    const baselineRun = plan.baseline.trajectories[i % plan.baseline.trajectories.length];
    const run = { ...(await attempt(scenario, i, servers, baselineRun, { ...ctx, step })), confirmation: true };
    if (run.error) {
      // Shown, and the judgement before it stands.
      judgement = { ...judgement, runs: [...judgement.runs, run] };
      warnings.push(`confirmation ${k} did not run: ${run.error}`);
      break;
    }
    judgement = judge(scenario, plan, [...judgement.runs, run], judged.drift, ctx);
    if (!statusFails(band(judgement.runs[i].evaluation!.score, t), settings.failOn)) break;
  }
  return { judgement, warnings };
}
