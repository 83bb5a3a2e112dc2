// One interface for the three agents. An agent gets the scenario and a ToolHost (mcp/tool-host.ts: the
// gateway tools of the scenario's servers), and writes what it says into the Recorder; the
// host records every tool call into the same Recorder.
import type { Scenario } from '../scenario/schema.js';
import type { ToolHost } from '../mcp/host.js';
import type { AgentKind, Recorder, StopReason, Trajectory, Usage } from '../results/trajectory.js';

export interface AgentRun {
  scenario: Scenario;
  host: ToolHost;
  recorder: Recorder;
  /** The baseline trajectory of the same run index (replay needs it). */
  baseline: Trajectory | null;
  maxTurns: number;
  /** Aborted when the run's wall-clock limit passes. */
  signal: AbortSignal;
}

export interface AgentResult {
  stop_reason: StopReason;
  error: string | null;
}

/** Judge criteria of one finished run: statements in prose, and the run's transcript to judge them by. */
export interface JudgeRequest {
  statements: string[];
  transcript: string;
  signal: AbortSignal;
}

/** One verdict per statement, in order (null: the judge gave none); `error` when the request failed. */
export interface JudgeOutcome {
  verdicts: Array<{ met: boolean; reason: string } | null>;
  usage: Usage;
  error: string | null;
}

export interface Agent {
  kind: AgentKind;
  model: string | null;
  run(run: AgentRun): Promise<AgentResult>;
  /** Only an agent with a model can judge; the offline agents leave judge criteria not judged. */
  judge?(request: JudgeRequest): Promise<JudgeOutcome>;
  /** An agent with a model: the prompt hash its run of this request would record (trajectory prompt_hash). */
  prompt?(userIntent: string, gateway: boolean, compactList?: boolean): string;
}
