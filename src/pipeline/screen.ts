// Stage screen (docs/scoring/screening.md): every text the scenario's servers showed a model in its runs, and every
// answer, screened against its reference (the baseline it was compared with, or the one a recording replaces); what
// is news goes into the result's `screening`, each with the model's second opinion beside it when asked (setting
// screening-opinion), and report.ts makes causes of it.
import { ScreeningOpinions } from '../agents/screening-opinion.js';
import type { ScenarioResult } from '../results/index.js';
import type { Trajectory } from '../results/trajectory.js';
import type { Settings } from '../settings/settings.js';
import type { Log, ScenarioContext } from './context.js';

/** The scenario's screening findings, into `result` (absent when there are none), with second opinions if asked. */
export async function screenScenario(
  result: ScenarioResult,
  reference: readonly Trajectory[],
  ctx: Pick<ScenarioContext, 'screener' | 'opinions'>,
): Promise<void> {
  const runs = result.runs.map((r) => r.trajectory);
  const found = ctx.screener.scenario(reference, runs);
  if (!found.length) {
    delete result.screening;
    return;
  }
  const { opinions } = ctx;
  if (opinions) {
    await Promise.all(
      found.map(async (f) => {
        const text = ctx.screener.textOf(f.text_hash) ?? f.excerpt;
        const opinion = await opinions.opinion({ hash: f.text_hash, where: f.where, text });
        if (opinion) f.opinion = opinion;
      }),
    );
  }
  result.screening = found;
}

/** The second opinions of a run, when the setting asks for them and a key is there to ask with; else none. */
export function screeningOpinions(
  settings: Pick<Settings, 'screeningOpinion' | 'anthropicApiKey' | 'anthropicBaseUrl' | 'model'>,
  log: Log,
): ScreeningOpinions | undefined {
  if (!settings.screeningOpinion) return undefined;
  if (!settings.anthropicApiKey) {
    log('screening-opinion: no Anthropic API key (anthropic-api-key or ANTHROPIC_API_KEY): no second opinion asked');
    return undefined;
  }
  const opts = { apiKey: settings.anthropicApiKey, model: settings.model, baseUrl: settings.anthropicBaseUrl };
  return new ScreeningOpinions(opts, log);
}
