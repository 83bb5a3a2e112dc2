// One interface for the three agents. An agent gets the scenario and a ToolHost (the
// gateway tools of the scenario's servers), and writes what it says into the Recorder; the
// host records every tool call into the same Recorder.
import type { Scenario } from '../scenario/schema.js';
import type { AgentKind, Recorder, ServerSnapshot, StopReason, Trajectory, Usage } from '../trajectory.js';

/** A tool as offered to a model (Anthropic Messages API `tools[]` shape). */
export interface ModelTool {
  name: string;
  description: string;
  input_schema: { type: 'object'; [key: string]: unknown };
}

/** What a tool call gives back to the agent: text for the model, and whether it failed. */
export interface ToolOutcome {
  text: string;
  is_error: boolean;
}

export interface ToolHost {
  /** Tools offered to a model: one gateway `mcp_<S>` per server, or each tool directly. */
  modelTools(): ModelTool[];
  /** The model called one of modelTools(). Records the call. Never throws. */
  callModelTool(name: string, input: unknown, toolUseId?: string): Promise<ToolOutcome>;
  /** Call an MCP tool by canonical id `mcp__<server>__<tool>` (offline agents). Records. Never throws. */
  callCanonical(id: string, args: Record<string, unknown>): Promise<ToolOutcome>;
  /** serverInfo and tool list of each connected server. */
  snapshots(): ServerSnapshot[];
  /** Each server offered as one gateway tool (setting exposure gateway), not each of its tools: picks the prompt. */
  readonly gateway: boolean;
  /** A gateway's `list` gives names and one-line descriptions, a schema on request (setting gateway-list compact). */
  readonly compactList: boolean;
}

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
