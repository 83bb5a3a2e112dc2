// Re-issues the baseline's scored calls, in order and turn by turn, against the current servers: the same
// requests, so any difference in the results is the servers' doing. No model, zero cost.
import { recordedTurns } from '../results/trajectory.js';
import type { Agent, AgentResult, AgentRun } from './agent.js';

export class ReplayAgent implements Agent {
  readonly kind = 'replay' as const;
  readonly model = null;

  async run({ scenario, host, recorder, baseline, signal }: AgentRun): Promise<AgentResult> {
    if (!baseline) {
      recorder.user(scenario.user_intent);
      return {
        stop_reason: 'error',
        error:
          `no baseline for scenario ${scenario.id} (${scenario.file}): ` +
          "the replay agent re-issues a baseline's calls; record one first (mcp-eval record, or the action with " +
          'mode: record), or use agent scripted',
      };
    }
    // Turn by turn: each of the baseline's user messages (a simulated user's still said to be one), then its calls.
    const simulated = baseline.messages.flatMap((m) => (m.type === 'user' ? [m.simulated === true] : []));
    for (const [i, turn] of recordedTurns(baseline).entries()) {
      recorder.user(turn.user || scenario.user_intent, simulated[i] ?? false);
      for (const call of turn.calls) {
        if (signal.aborted) return { stop_reason: 'timeout', error: 'run timed out between replayed calls' };
        await host.callCanonical(call.id, call.arguments);
      }
    }
    return { stop_reason: 'completed', error: null };
  }
}
