// The offline default: issues the scenario's expected_trajectory as written, turn by turn. No model, so
// no cost and no variance; it checks that the servers still answer the calls a scenario
// expects (and, against a baseline, whether their answers drifted).
import { conversationTurns } from '../scenario/schema.js';
import type { Agent, AgentResult, AgentRun } from './agent.js';

export class ScriptedAgent implements Agent {
  readonly kind = 'scripted' as const;
  readonly model = null;

  async run({ scenario, host, recorder, signal }: AgentRun): Promise<AgentResult> {
    if (scenario.user) {
      recorder.user(scenario.user_intent);
      const at = scenario.user.line === null ? scenario.file : `${scenario.file}:${scenario.user.line}`;
      return {
        stop_reason: 'error',
        error:
          `${at}: user: a simulated user needs a model to play it, and the scripted agent has none; ` +
          "give the user's messages as turns: [{user: ...}, ...] instead of user:, or run a model agent " +
          '(agent claude, openai or gemini)',
      };
    }
    if (scenario.expected_trajectory.length === 0) {
      recorder.user(scenario.user_intent);
      return {
        stop_reason: 'error',
        error:
          `${scenario.file}: expected_trajectory is empty, so the scripted agent has no call to make; ` +
          'add the expected calls or use agent claude',
      };
    }
    // A conversation: each turn's user message, then its calls.
    for (const turn of conversationTurns(scenario)) {
      recorder.user(turn.user);
      for (const call of turn.expected_trajectory) {
        if (signal.aborted) return { stop_reason: 'timeout', error: 'run timed out between scripted calls' };
        // The host records the call and turns every failure into an error result.
        await host.callCanonical(call.tool, call.args);
      }
    }
    return { stop_reason: 'completed', error: null };
  }
}
