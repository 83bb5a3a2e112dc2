// One interface for the three agents. An agent gets the scenario and a ToolHost (mcp/tool-host.ts: the
// gateway tools of the scenario's servers), and writes what it says into the Recorder; the
// host records every tool call into the same Recorder.
import type { Scenario } from '../scenario/schema.js';
import type { SamplingAnswer, SamplingRequest, ToolHost } from '../mcp/host.js';
import type { UserReply, UserRequest } from './simulated-user.js';
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
  /** A simulated user (the scenario's `user:`): what it says after the agent's answer to its last message. */
  nextUser?: (signal: AbortSignal) => Promise<UserTurn>;
}

/** The simulated user's next message; or the conversation is over (why, in words); or its model failed. */
export type UserTurn = { say: string } | { done: string } | { error: string };

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
  /** An agent with a model: the simulated user's next reply (its model playing the user), with the usage. */
  playUser?(request: UserRequest): Promise<(UserReply & { usage: Usage }) | { error: string }>;
  /** An agent with a model: its answer to a server's sampling request, with the usage. */
  sample?(
    request: SamplingRequest,
    signal: AbortSignal,
  ): Promise<(SamplingAnswer & { usage: Usage }) | { error: string }>;
}
