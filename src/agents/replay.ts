// Re-issues the baseline's scored calls, in order, against the current servers: the same
// requests, so any difference in the results is the servers' doing. No model, zero cost.
import { scoredCalls } from '../results/trajectory.js';
import type { Agent, AgentResult, AgentRun } from './agent.js';

export class ReplayAgent implements Agent {
  readonly kind = 'replay' as const;
  readonly model = null;

  async run({ scenario, host, recorder, baseline, signal }: AgentRun): Promise<AgentResult> {
    recorder.user(scenario.user_intent);
    if (!baseline) {
      return {
        stop_reason: 'error',
        error:
          `no baseline for scenario ${scenario.id} (${scenario.file}): ` +
          "the replay agent re-issues a baseline's calls; record one first (mcp-eval record, or the action with " +
          'mode: record), or use agent scripted',
      };
    }
    for (const call of scoredCalls(baseline)) {
      if (signal.aborted) return { stop_reason: 'timeout', error: 'run timed out between replayed calls' };
      await host.callCanonical(call.id, call.arguments);
    }
    return { stop_reason: 'completed', error: null };
  }
}
