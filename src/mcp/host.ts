// What an agent sees of the servers: the tools offered to a model and the ToolHost behind them (tool-host.ts
// implements it: one gateway tool per server, or each tool directly). Agents depend on this, not on connections.
import type { ServerSnapshot } from '../results/trajectory.js';

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
  /** The model called `name` in a way no tool can be called with (arguments that are not JSON): recorded, refused. */
  refuseModelCall(name: string, reason: string, toolUseId?: string): ToolOutcome;
  /** Call an MCP tool by canonical id `mcp__<server>__<tool>` (offline agents). Records. Never throws. */
  callCanonical(id: string, args: Record<string, unknown>): Promise<ToolOutcome>;
  /** serverInfo and tool list of each connected server. */
  snapshots(): ServerSnapshot[];
  /** Each server offered as one gateway tool (setting exposure gateway), not each of its tools: picks the prompt. */
  readonly gateway: boolean;
  /** A gateway's `list` gives names and one-line descriptions, a schema on request (setting gateway-list compact). */
  readonly compactList: boolean;
}

/** A server's sampling request, in neutral terms: what the client's model is asked (mcp/asks.ts maps MCP's). */
export interface SamplingRequest {
  messages: Array<{ role: 'user' | 'assistant'; text: string }>;
  system?: string;
  maxTokens: number;
}

/** The model's answer to a sampling request: its text, the model that wrote it, and why it stopped (MCP's words). */
export interface SamplingAnswer {
  text: string;
  model: string;
  stopReason: string;
}
