// The real-model agent: a Messages API tool-use loop over the host's gateway tools.
import Anthropic, { APIError, APIUserAbortError } from '@anthropic-ai/sdk';
import { emptyUsage, type StopReason } from '../results/trajectory.js';
import type { ModelTool } from '../mcp/host.js';
import type { Agent, AgentResult, AgentRun, JudgeOutcome, JudgeRequest } from './agent.js';
import { judgeRequestBody, parseVerdicts } from './criteria-judge.js';
import { DEFAULT_PRICES, usageWithCost, type PriceTable } from './pricing.js';
import { errorMessage } from '../util/errors.js';
import { sha256 } from '../util/json.js';

export interface ClaudeAgentOptions {
  model: string;
  apiKey: string;
  /** Gateways and proxies; default the SDK's (ANTHROPIC_BASE_URL or api.anthropic.com). */
  baseUrl?: string;
  /** Retries of 429 / 5xx / overloaded by the SDK, with backoff and retry-after. */
  maxRetries?: number;
  prices?: PriceTable;
  maxTokens?: number;
}

export const DEFAULT_MAX_TOKENS = 8192;

// The prompts are sent byte for byte on every request (the cached prefix): change them on purpose only.
const INTRO_PROMPT =
  "You are being evaluated on how well you complete the user's request using the tools of the MCP servers " +
  'connected to you.';

const GATEWAY_PROMPT =
  `${INTRO_PROMPT}\n` +
  'Each tool named mcp_<server> is a gateway to one MCP server. ' +
  'First call it with {"action": "list"} to discover that server\'s tools, their descriptions and input schemas. ' +
  'Then call it with {"action": "execute", "tool_name": "<tool>", "tool_inputs": {...}} to run one of them. ' +
  'Never guess tool names or arguments: take them from the list.';

// With gateway-list compact the list has no schemas: the model is told where to get one before executing.
const COMPACT_GATEWAY_PROMPT =
  `${INTRO_PROMPT}\n` +
  'Each tool named mcp_<server> is a gateway to one MCP server. ' +
  'First call it with {"action": "list"} to discover that server\'s tools: each one\'s name and what it does. ' +
  'Before you execute a tool, call {"action": "list", "tool_name": "<tool>"} to get its full description and input ' +
  'schema. Then call {"action": "execute", "tool_name": "<tool>", "tool_inputs": {...}} to run it. ' +
  'Never guess tool names or arguments: take them from the list and the schema.';

const DIRECT_PROMPT = `${INTRO_PROMPT}\nEach tool you are given is a tool of one of those servers.`;

const COMMON_PROMPT =
  'Do the work with the tools rather than answering from memory. ' +
  'If a tool call fails, read the error and correct the call.\n' +
  'When the request is done, or cannot be done with these tools, ' +
  'reply with a short summary of what you did and stop.';

/**
 * The system prompt depends only on how the tools are offered (gateway or direct, and a gateway's list), so it is the
 * same for every scenario; the setting says which (ToolHost), not a guess from the tools' shape.
 */
export function systemPrompt(gateway: boolean, compactList = false): string {
  const tools = !gateway ? DIRECT_PROMPT : compactList ? COMPACT_GATEWAY_PROMPT : GATEWAY_PROMPT;
  return `${tools}\n${COMMON_PROMPT}`;
}

/**
 * What the model is told before any tool answers, hashed: the system prompt (by exposure and gateway list) and the
 * request. A baseline recorded with another is no witness of what today's model would do (pipeline/verify.ts).
 */
export function promptHash(gateway: boolean, userIntent: string, compactList = false): string {
  return sha256(`${systemPrompt(gateway, compactList)}\n\n${userIntent}`);
}

/**
 * Tools in a deterministic order with a cache breakpoint on the last one, so the prefix
 * (tools, then system) is byte-identical on every request and later turns read it from cache.
 */
export function cacheableTools(tools: ModelTool[]): Anthropic.Tool[] {
  const sorted = [...tools].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return sorted.map((t, i) => ({
    name: t.name,
    description: t.description,
    input_schema: t.input_schema,
    ...(i === sorted.length - 1 ? { cache_control: { type: 'ephemeral' as const } } : {}),
  }));
}

/** The API's own message when it gave one; never the key. */
function describeError(err: unknown, apiKey: string): string {
  let text: string;
  if (err instanceof APIError) {
    const status = err.status === undefined ? '' : `${err.status} `;
    const type = err.type ? `${err.type}: ` : '';
    text = err.apiMessage
      ? `Anthropic API error ${status}${type}${err.apiMessage}`
      : `Anthropic API error: ${err.message}`;
  } else text = `Anthropic API request failed: ${errorMessage(err)}`;
  return apiKey ? text.split(apiKey).join('***') : text;
}

function stopReasonOf(apiReason: string | null): StopReason | 'continue' {
  switch (apiReason) {
    case 'tool_use':
    case 'pause_turn':
      return 'continue';
    case 'max_tokens':
    case 'model_context_window_exceeded':
      return 'max_tokens';
    case 'refusal':
      return 'refusal';
    default:
      // end_turn, stop_sequence, or a reason newer than this code: the model is done.
      return 'end_turn';
  }
}

export class ClaudeAgent implements Agent {
  readonly kind = 'claude' as const;
  readonly model: string;
  private readonly client: Anthropic;
  private readonly prices: PriceTable;
  private readonly maxTokens: number;
  private readonly apiKey: string;

  constructor(opts: ClaudeAgentOptions) {
    this.model = opts.model;
    this.apiKey = opts.apiKey;
    this.prices = opts.prices ?? DEFAULT_PRICES;
    this.maxTokens = opts.maxTokens ?? DEFAULT_MAX_TOKENS;
    this.client = new Anthropic({ apiKey: opts.apiKey, baseURL: opts.baseUrl, maxRetries: opts.maxRetries });
  }

  /** The prompt hash a run of this scenario would record (gateway or direct exposure). */
  prompt(userIntent: string, gateway: boolean, compactList = false): string {
    return promptHash(gateway, userIntent, compactList);
  }

  async run({ scenario, host, recorder, maxTurns, signal }: AgentRun): Promise<AgentResult> {
    const modelTools = host.modelTools();
    // Built once: every request must send the same bytes for the cached prefix.
    const tools = cacheableTools(modelTools);
    const { gateway, compactList } = host;
    const system: Anthropic.TextBlockParam[] = [
      { type: 'text', text: systemPrompt(gateway, compactList), cache_control: { type: 'ephemeral' } },
    ];
    const messages: Anthropic.MessageParam[] = [{ role: 'user', content: scenario.user_intent }];
    recorder.user(scenario.user_intent);
    recorder.prompt(this.prompt(scenario.user_intent, gateway, compactList));

    for (let turn = 0; turn < maxTurns; turn++) {
      if (signal.aborted) return { stop_reason: 'timeout', error: 'run timed out waiting for the model' };
      let response: Anthropic.Message;
      try {
        // No temperature: API version 2026-10-21 (SDK 1.x) rejects sampling parameters.
        response = await this.client.messages.create(
          { model: this.model, max_tokens: this.maxTokens, system, tools, messages },
          { signal },
        );
      } catch (err) {
        if (signal.aborted || err instanceof APIUserAbortError) {
          return { stop_reason: 'timeout', error: 'run timed out waiting for the model' };
        }
        return { stop_reason: 'api_error', error: describeError(err, this.apiKey) };
      }

      recorder.turn(usageWithCost(response.usage, this.model, this.prices));
      for (const block of response.content) if (block.type === 'text') recorder.assistant(block.text);
      messages.push({ role: 'assistant', content: response.content as Anthropic.ContentBlockParam[] });

      const outcome = stopReasonOf(response.stop_reason);
      if (outcome !== 'continue') return { stop_reason: outcome, error: null };
      if (response.stop_reason === 'pause_turn') continue;

      const results: Anthropic.ToolResultBlockParam[] = [];
      for (const block of response.content) {
        if (block.type !== 'tool_use') continue;
        const out = await host.callModelTool(block.name, block.input, block.id);
        results.push({ type: 'tool_result', tool_use_id: block.id, content: out.text, is_error: out.is_error });
      }
      if (results.length === 0) return { stop_reason: 'end_turn', error: null };
      if (signal.aborted) return { stop_reason: 'timeout', error: 'run timed out during a tool call' };
      messages.push({ role: 'user', content: results });
    }
    return { stop_reason: 'max_turns', error: null };
  }

  /** One request for all of a run's judge criteria; a failed request leaves them not judged, with the reason. */
  async judge(req: JudgeRequest): Promise<JudgeOutcome> {
    try {
      const response = await this.client.messages.create(judgeRequestBody(this.model, req), { signal: req.signal });
      const usage = usageWithCost(response.usage, this.model, this.prices);
      return { verdicts: parseVerdicts(response, req.statements.length), usage, error: null };
    } catch (err) {
      const verdicts = req.statements.map(() => null);
      return { verdicts, usage: emptyUsage(), error: `judge request failed: ${describeError(err, this.apiKey)}` };
    }
  }
}
