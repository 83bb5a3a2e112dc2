// Stage screen (docs/scoring/screening.md): every text the scenario's servers showed a model in its runs, and every
// answer, screened against its reference (the baseline it was compared with, or the one a recording replaces); what
// is news goes into the result's `screening`, and report.ts makes causes of it.
import type { ScenarioResult } from '../results/index.js';
import type { Trajectory } from '../results/trajectory.js';
import type { ScenarioContext } from './context.js';

/** The scenario's screening findings, into `result` (absent when there are none). */
export function screenScenario(result: ScenarioResult, reference: readonly Trajectory[], ctx: ScenarioContext): void {
  const runs = result.runs.map((r) => r.trajectory);
  const found = ctx.screener.scenario(reference, runs);
  if (found.length) result.screening = found;
  else delete result.screening;
}
