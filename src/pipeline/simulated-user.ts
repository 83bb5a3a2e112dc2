// A scenario's simulated user (docs/conversations.md#a-simulated-user): after each answer of the agent, its goal is
// checked (done_when, as a success criterion is: a judge statement asked of the user's model), then, within max_turns,
// its model writes the user's next message from the conversation as the user saw it. The model is the one of setting
// user-model, else the agent's own; its requests count in the run's usage, kept apart as user_usage.
import type { Agent, AgentRun } from '../agents/agent.js';
import type { UserRequest } from '../agents/simulated-user.js';
import { agentFromSettings, type AgentSettings } from '../agents/index.js';
import { parseModels } from '../settings/providers.js';
import type { Settings } from '../settings/settings.js';
import { checkCriteria, transcriptText } from '../scoring/index.js';
import type { Criterion, Scenario } from '../scenario/schema.js';
import { addUsage, emptyUsage, type Trajectory, type Usage } from '../results/trajectory.js';

/** Requests beside the agent's turns, by label, counted into the run's usage as it ends. */
export type Extras = { user_usage?: Usage; sampling_usage?: Usage };

export function addExtra(extras: Extras, label: keyof Extras, usage: Usage): void {
  extras[label] = addUsage(extras[label] ?? emptyUsage(), usage);
}

/** The run with its extra requests in its usage, and kept apart under their labels. */
export function withExtras(t: Trajectory, extras: Extras): Trajectory {
  return { ...t, ...extras, usage: Object.values(extras).reduce(addUsage, t.usage) };
}

/** The agent of setting user-model, when set (a model of the agent's provider, or provider:model). */
export function userModelAgent(
  settings: AgentSettings & Pick<Settings, 'userModel'>,
  env: NodeJS.ProcessEnv,
): Agent | undefined {
  if (!settings.userModel) return undefined;
  const [ref] = parseModels([settings.userModel], settings.agent);
  return agentFromSettings(settings, env, ref);
}

/**
 * What the simulated user of `scenario` says next, read from the run so far (`snapshot`, redacted); undefined when the
 * scenario has none.
 */
export function simulatedUser(
  scenario: Scenario,
  model: Agent,
  snapshot: () => Trajectory,
  extras: Extras,
): AgentRun['nextUser'] {
  const spec = scenario.user;
  if (!spec) return undefined;
  return async (signal) => {
    const t = snapshot();
    if (spec.done_when) {
      const met = await goalMet(spec.done_when, t, model, signal, extras);
      if (met !== false) return met === true ? { done: 'done_when holds' } : met;
    }
    const said = t.messages.flatMap((m): UserRequest['said'] =>
      m.type === 'user' || m.type === 'assistant' ? [{ who: m.type === 'user' ? 'user' : 'agent', text: m.text }] : [],
    );
    if (said.filter((s) => s.who === 'user').length >= spec.max_turns) return { done: 'max_turns reached' };
    if (!model.playUser) return { error: `simulated user: the ${model.kind} agent has no model to play the user` };
    const reply = await model.playUser({ persona: spec.persona, goal: spec.goal, said, signal });
    if ('error' in reply) return { error: `simulated user: ${reply.error}` };
    addExtra(extras, 'user_usage', reply.usage);
    return 'done' in reply ? { done: 'the simulated user said it is done' } : { say: reply.message };
  };
}

/** done_when on the run so far: met, not met, or why it could not be judged. */
async function goalMet(
  c: Criterion,
  t: Trajectory,
  model: Agent,
  signal: AbortSignal,
  extras: Extras,
): Promise<boolean | { error: string }> {
  if (typeof c !== 'string' && 'judge' in c) {
    if (!model.judge) return { error: `simulated user: the ${model.kind} agent has no model to judge done_when` };
    const judged = await model.judge({ statements: [c.judge], transcript: transcriptText(t), signal });
    if (judged.error) return { error: `simulated user: done_when: ${judged.error}` };
    addExtra(extras, 'user_usage', judged.usage);
    return judged.verdicts[0]?.met === true;
  }
  return checkCriteria([c], t, () => ({ met: null, reason: '' }))[0].status === 'met';
}
