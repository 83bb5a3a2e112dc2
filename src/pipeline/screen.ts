// Stage screen (docs/scoring/screening.md): every text the scenario's servers showed a model in its runs, and every
// answer, screened against its reference (the baseline it was compared with, or the one a recording replaces); what
// is news is returned for the result's `screening`, each with the model's second opinion beside it when asked (setting
// screening-opinion), and report.ts makes causes of it.
import { agentFromSettings, ModelAgent, type AgentSettings } from '../agents/index.js';
import type { Agent } from '../agents/agent.js';
import { ScreeningOpinions } from '../agents/screening-opinion.js';
import type { RunResult, ScreeningFinding } from '../results/index.js';
import { addUsage, emptyUsage, MODEL_AGENTS, type Trajectory, type Usage } from '../results/trajectory.js';
import { PROVIDERS } from '../settings/providers.js';
import type { Settings } from '../settings/settings.js';
import type { Log, ScenarioContext } from './context.js';

/** What the screening found in a scenario's runs, and what its second opinions cost. */
export interface Screened {
  findings: ScreeningFinding[];
  usage: Usage;
}

/** The scenario's screening findings (null when there are none), each with a second opinion if asked. */
export async function screenScenario(
  runs: readonly RunResult[],
  reference: readonly Trajectory[],
  ctx: Pick<ScenarioContext, 'screener' | 'opinions'>,
): Promise<Screened | null> {
  const found = ctx.screener.scenario(
    reference,
    runs.map((r) => r.trajectory),
  );
  if (!found.length) return null;
  const { opinions } = ctx;
  if (!opinions) return { findings: found, usage: emptyUsage() };
  const asked = await Promise.all(
    found.map(async (f) => {
      const text = ctx.screener.textOf(f.text_hash) ?? f.excerpt;
      const { opinion, usage } = await opinions.opinion({ hash: f.text_hash, where: f.where, text });
      return { finding: opinion ? { ...f, opinion } : f, usage };
    }),
  );
  // Each opinion counted where it was first asked, and so once in the run's usage.
  const usage = asked.reduce((u, a) => addUsage(u, a.usage), emptyUsage());
  return { findings: asked.map((a) => a.finding), usage };
}

/**
 * The second opinions of a run, when the setting asks for them: from the run's model agent, else (an offline agent)
 * from the first provider with a key (Anthropic, OpenAI, Gemini) at its default model; none without a key, said once.
 */
export function screeningOpinions(
  settings: AgentSettings & Pick<Settings, 'screeningOpinion'>,
  agent: Agent,
  log: Log,
  env: NodeJS.ProcessEnv = process.env,
): ScreeningOpinions | undefined {
  if (!settings.screeningOpinion) return undefined;
  if (agent instanceof ModelAgent) return new ScreeningOpinions(agent, log);
  const kind = MODEL_AGENTS.find((k) => settings[PROVIDERS[k].keySetting]);
  if (!kind) {
    const vars = MODEL_AGENTS.flatMap((k) => PROVIDERS[k].keyVars).join(', ');
    log(`screening-opinion: agent ${settings.agent} runs no model and no API key is set (${vars}): no second opinion`);
    return undefined;
  }
  const model = kind === 'claude' ? settings.model : PROVIDERS[kind].model;
  const made = agentFromSettings(settings, env, { agent: kind, model });
  return made instanceof ModelAgent ? new ScreeningOpinions(made, log) : undefined;
}
