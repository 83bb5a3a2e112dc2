// The Anthropic Messages API behind @anthropic-ai/sdk, as a Provider of the model agent (model-agent.ts). The SDK
// retries 429, 5xx and 529 itself, waiting what retry-after asks.
import type Anthropic from '@anthropic-ai/sdk';
import type { ModelTool, SamplingRequest } from '../mcp/host.js';
import { LazySdk } from './lazy-sdk.js';
import type { Conversation, ModelCall, ModelTurn, Opening, Provider, TurnEnd } from './model-agent.js';

export interface ClaudeProviderOptions {
  apiKey: string;
  /** Gateways and proxies; default the SDK's (ANTHROPIC_BASE_URL or api.anthropic.com). */
  baseUrl?: string;
  /** Retries of 429 / 5xx / overloaded by the SDK, with backoff and retry-after. */
  maxRetries?: number;
}

/**
 * Tools with a cache breakpoint on the last one, so the prefix (tools, then system) is byte-identical on every
 * request and later turns read it from cache.
 */
export function cacheableTools(tools: ModelTool[]): Anthropic.Tool[] {
  return tools.map((t, i) => ({
    name: t.name,
    description: t.description,
    input_schema: t.input_schema,
    ...(i === tools.length - 1 ? { cache_control: { type: 'ephemeral' as const } } : {}),
  }));
}

function turnEnd(apiReason: string | null): TurnEnd {
  switch (apiReason) {
    case 'tool_use':
      return 'tool_use';
    case 'pause_turn':
      return 'pause';
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

function toTurn(response: Anthropic.Message): ModelTurn {
  const texts: string[] = [];
  const calls: ModelCall[] = [];
  for (const block of response.content) {
    if (block.type === 'text') texts.push(block.text);
    if (block.type === 'tool_use') calls.push({ id: block.id, name: block.name, input: block.input });
  }
  return { texts, calls, end: turnEnd(response.stop_reason), usage: response.usage };
}

const asParam = (m: SamplingRequest['messages'][number]): Anthropic.MessageParam => ({ role: m.role, content: m.text });

/** The API's stop reason in MCP's words (CreateMessageResult.stopReason); one MCP has none for, as the API says it. */
function stopReason(apiReason: string | null): string {
  const mcp: Record<string, string> = { end_turn: 'endTurn', max_tokens: 'maxTokens', stop_sequence: 'stopSequence' };
  return mcp[apiReason ?? 'end_turn'] ?? String(apiReason);
}

export class ClaudeProvider implements Provider {
  readonly kind = 'claude' as const;
  readonly api = 'Anthropic API';
  /** The SDK (1.8 MB bundled), loaded by the first request, not at start: a scripted or replay run never needs it. */
  private readonly sdk = new LazySdk(
    () => import('@anthropic-ai/sdk'),
    (sdk) =>
      new sdk.Anthropic({ apiKey: this.opts.apiKey, baseURL: this.opts.baseUrl, maxRetries: this.opts.maxRetries }),
  );

  constructor(private readonly opts: ClaudeProviderOptions) {}

  open({ model, system, tools, user, maxTokens }: Opening): Conversation {
    // Built once: every request must send the same bytes for the cached prefix.
    let cached = cacheableTools(tools);
    const systemBlocks: Anthropic.TextBlockParam[] = [
      { type: 'text', text: system, cache_control: { type: 'ephemeral' } },
    ];
    const messages: Anthropic.MessageParam[] = [{ role: 'user', content: user }];
    return {
      next: async (signal) => {
        // No temperature: API version 2026-10-21 (SDK 1.x) rejects sampling parameters.
        const response = await (
          await this.sdk.client()
        ).messages.create({ model, max_tokens: maxTokens, system: systemBlocks, tools: cached, messages }, { signal });
        // Handed back whole (thinking blocks and their signatures too), as the API asks.
        messages.push({ role: 'assistant', content: response.content as Anthropic.ContentBlockParam[] });
        return toTurn(response);
      },
      answer: (answers) => {
        const results = answers.map(({ call, outcome }) => ({
          type: 'tool_result' as const,
          tool_use_id: call.id,
          content: outcome.text,
          is_error: outcome.is_error,
        }));
        messages.push({ role: 'user', content: results });
      },
      say: (text) => {
        messages.push({ role: 'user', content: text });
      },
      offer: (offered) => {
        cached = cacheableTools(offered);
      },
    };
  }

  async complete({ model, system, messages, maxTokens }: SamplingRequest & { model: string }, signal: AbortSignal) {
    const response = await (
      await this.sdk.client()
    ).messages.create(
      { model, max_tokens: maxTokens, ...(system ? { system } : {}), messages: messages.map(asParam) },
      { signal },
    );
    const text = response.content.flatMap((b) => (b.type === 'text' ? [b.text] : [])).join('');
    return { text, model: response.model, stopReason: stopReason(response.stop_reason), usage: response.usage };
  }

  async forcedCall({ model, system, tools, user, maxTokens }: Opening, signal: AbortSignal) {
    const [tool] = tools;
    const response = await (
      await this.sdk.client()
    ).messages.create(
      {
        model,
        max_tokens: maxTokens,
        system,
        tools: tools.map((t) => ({ name: t.name, description: t.description, input_schema: t.input_schema })),
        tool_choice: { type: 'tool', name: tool.name },
        messages: [{ role: 'user', content: user }],
      },
      { signal },
    );
    const call = response.content.find((b) => b.type === 'tool_use' && b.name === tool.name);
    return { input: call?.type === 'tool_use' ? call.input : null, usage: response.usage };
  }

  describe(failure: unknown): string | null {
    return this.sdk.describe(
      failure,
      (sdk) => sdk.APIError,
      (err) => {
        const status = err.status === undefined ? '' : `${err.status} `;
        const type = err.type ? `${err.type}: ` : '';
        return err.apiMessage
          ? `${this.api} error ${status}${type}${err.apiMessage}`
          : `${this.api} error: ${err.message}`;
      },
    );
  }

  isAbort(err: unknown): boolean {
    return this.sdk.loaded !== null && err instanceof this.sdk.loaded.APIUserAbortError;
  }
}
