// A run of several models (setting models): every scenario once per model, each copy an item of its own with the
// model in its id (`<scenario id>@<model>`), so its baseline, result, shard and place in a merge are the model's, and
// the agent that runs it is that model's. A run of one model (setting model) keeps the scenario's own id: the
// baselines it recorded before still load.
import { agentFromSettings, type AgentSettings } from '../agents/index.js';
import type { Agent } from '../agents/agent.js';
import type { Scenario } from '../scenario/schema.js';
import { parseModels } from '../settings/providers.js';
import type { Settings } from '../settings/settings.js';

/** The suite with a copy of each scenario per model, and the agent of each copy by its id. */
export interface ModelSuite {
  suite: Scenario[];
  agents: ReadonlyMap<string, Agent>;
}

/** A model id as part of a baseline's key: what a file name and an artifact name can hold, `/` and `:` as `-`. */
export function modelKey(model: string): string {
  return model.replace(/[^A-Za-z0-9._-]+/g, '-');
}

/** Each scenario once per model of the settings, in the suite's order, the models in theirs; null for one model. */
export function modelSuite(
  suite: readonly Scenario[],
  settings: AgentSettings & Pick<Settings, 'models'>,
  env: NodeJS.ProcessEnv,
): ModelSuite | null {
  if (!settings.models.length) return null;
  const models = parseModels(settings.models, settings.agent).map((ref) => agentFromSettings(settings, env, ref));
  const agents = new Map<string, Agent>();
  const copies = suite.flatMap((s) =>
    models.map((agent) => {
      const copy = { ...s, id: `${s.id}@${modelKey(agent.model!)}`, name: `${s.name} (${agent.model})` };
      agents.set(copy.id, agent);
      return copy;
    }),
  );
  return { suite: copies, agents };
}
