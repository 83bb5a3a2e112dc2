// OpenAI's Chat Completions API with function tools behind the official `openai` package, as a Provider of the model
// agent (model-agent.ts): the API OpenAI, Azure OpenAI, OpenRouter, vLLM, Ollama and LM Studio all speak. The package
// reads OPENAI_API_KEY and OPENAI_BASE_URL, and retries 408, 409, 429 and 5xx itself, waiting what retry-after (or
// retry-after-ms) asks up to a minute. Only what every compatible server accepts is sent: no max_tokens on the agent's
// turns (the run's turns and time bound it; a server's sampling request sends its own limit as
// max_completion_tokens), no parallel_tool_calls, no sampling parameters.
// Loaded on first use, so a run without it does not load it.
import type OpenAI from 'openai';
import type { ModelTool, SamplingRequest, ToolOutcome } from '../mcp/host.js';
import { errorMessage } from '../util/errors.js';
import { LazySdk } from './lazy-sdk.js';
import { isRecord } from '../util/json.js';
import type { ApiUsage } from './pricing.js';
import type { Conversation, ModelCall, ModelTurn, Opening, Provider, TurnEnd } from './model-agent.js';

type Message = OpenAI.Chat.Completions.ChatCompletionMessageParam;
type Completion = OpenAI.Chat.Completions.ChatCompletion;

export interface OpenAIProviderOptions {
  apiKey: string;
  /** An OpenAI-compatible server; default the package's (OPENAI_BASE_URL, else api.openai.com/v1). */
  baseUrl?: string;
  maxRetries?: number;
}

/** The function tools of a request: the same names and JSON schemas (both already what the API accepts). */
function functionTools(tools: readonly ModelTool[]): OpenAI.Chat.Completions.ChatCompletionTool[] {
  return tools.map((t) => ({
    type: 'function',
    function: { name: t.name, description: t.description, parameters: t.input_schema },
  }));
}

/** A call's arguments: a JSON object (an empty text is none), or why the text is not one. */
export function readArguments(text: string): { input: unknown; invalid?: string } {
  if (text.trim() === '') return { input: {} };
  try {
    const value: unknown = JSON.parse(text);
    if (isRecord(value)) return { input: value };
    return { input: {}, invalid: `the arguments are not a JSON object: ${text.slice(0, 200)}` };
  } catch (e) {
    return { input: {}, invalid: `the arguments are not valid JSON (${errorMessage(e)}): ${text.slice(0, 200)}` };
  }
}

/** Prompt tokens include the cached ones; the trajectory counts them apart, as input read from cache. */
function usageOf(completion: Completion): ApiUsage {
  const u = completion.usage;
  const cached = u?.prompt_tokens_details?.cached_tokens ?? 0;
  return {
    input_tokens: Math.max(0, (u?.prompt_tokens ?? 0) - cached),
    output_tokens: u?.completion_tokens ?? 0,
    cache_read_input_tokens: cached,
  };
}

function toTurn(completion: Completion): { turn: ModelTurn; message: Message | null } {
  const choice = completion.choices[0];
  const usage = usageOf(completion);
  if (!choice) return { turn: { texts: [], calls: [], end: 'end_turn', usage }, message: null };
  const { content, refusal, tool_calls: toolCalls = [] } = choice.message;
  const functions = toolCalls.filter((c) => c.type === 'function');
  const calls: ModelCall[] = functions.map((c) => ({
    id: c.id,
    name: c.function.name,
    ...readArguments(c.function.arguments),
  }));
  const texts = content ? [content] : [];
  // Some compatible servers end a turn with calls as `stop`: the calls decide.
  const end: TurnEnd = refusal
    ? 'refusal'
    : calls.length
      ? 'tool_use'
      : choice.finish_reason === 'length'
        ? 'max_tokens'
        : choice.finish_reason === 'content_filter'
          ? 'refusal'
          : 'end_turn';
  const message: Message = {
    role: 'assistant',
    content: content ?? null,
    ...(functions.length ? { tool_calls: functions } : {}),
  };
  const said = refusal ?? (choice.finish_reason === 'content_filter' ? 'content_filter' : undefined);
  return { turn: { texts, calls, end, usage, ...(said ? { refusal: said } : {}) }, message };
}

/** A tool message: the API has no error flag, so a failed call says so in its text. */
function toolMessage(id: string, outcome: ToolOutcome): Message {
  const content = outcome.is_error && !/^error\b/i.test(outcome.text) ? `Error: ${outcome.text}` : outcome.text;
  return { role: 'tool', tool_call_id: id, content };
}

export class OpenAIProvider implements Provider {
  readonly kind = 'openai' as const;
  readonly api = 'OpenAI API';
  /** The SDK, loaded by the first request, not at start: a scripted or replay run never needs it. */
  private readonly sdk = new LazySdk(
    () => import('openai'),
    (sdk) => new sdk.OpenAI({ apiKey: this.opts.apiKey, baseURL: this.opts.baseUrl, maxRetries: this.opts.maxRetries }),
  );

  constructor(private readonly opts: OpenAIProviderOptions) {}

  open(opening: Opening): Conversation {
    let tools = functionTools(opening.tools);
    const messages: Message[] = [
      { role: 'system', content: opening.system },
      { role: 'user', content: opening.user },
    ];
    return {
      next: async (signal) => {
        const completion = await (
          await this.sdk.client()
        ).chat.completions.create({ model: opening.model, messages, tools }, { signal });
        const { turn, message } = toTurn(completion);
        if (message) messages.push(message);
        return turn;
      },
      // Every call of the assistant message answered, in order: the API refuses a conversation with one unanswered.
      answer: (answers) => messages.push(...answers.map(({ call, outcome }) => toolMessage(call.id, outcome))),
      say: (text) => messages.push({ role: 'user', content: text }),
      offer: (offered) => {
        tools = functionTools(offered);
      },
    };
  }

  async complete({ model, system, messages, maxTokens }: SamplingRequest & { model: string }, signal: AbortSignal) {
    const sent: Message[] = [
      ...(system ? [{ role: 'system' as const, content: system }] : []),
      ...messages.map((m): Message => ({ role: m.role, content: m.text })),
    ];
    const completion = await (
      await this.sdk.client()
    ).chat.completions.create({ model, messages: sent, max_completion_tokens: maxTokens }, { signal });
    const choice = completion.choices[0];
    const reason = choice?.finish_reason ?? 'stop';
    const stopReason = reason === 'stop' ? 'endTurn' : reason === 'length' ? 'maxTokens' : reason;
    return { text: choice?.message.content ?? '', model: completion.model, stopReason, usage: usageOf(completion) };
  }

  async forcedCall(opening: Opening, signal: AbortSignal) {
    const name = opening.tools[0].name;
    const completion = await (
      await this.sdk.client()
    ).chat.completions.create(
      {
        model: opening.model,
        messages: [
          { role: 'system', content: opening.system },
          { role: 'user', content: opening.user },
        ],
        tools: functionTools(opening.tools),
        tool_choice: { type: 'function', function: { name } },
      },
      { signal },
    );
    const call = toTurn(completion).turn.calls.find((c) => c.name === name);
    return { input: call && !call.invalid ? call.input : null, usage: usageOf(completion) };
  }

  describe(failure: unknown): string | null {
    return this.sdk.describe(
      failure,
      (sdk) => sdk.APIError,
      (err) => {
        const body: Record<string, unknown> = isRecord(err.error) ? err.error : {};
        const message = typeof body.message === 'string' ? body.message : null;
        if (err.status === undefined || !message) return `${this.api} error: ${err.message}`;
        const kind = err.code ?? err.type;
        return `${this.api} error ${err.status} ${kind ? `${kind}: ` : ''}${message}`;
      },
    );
  }

  isAbort(err: unknown): boolean {
    return !!this.sdk.loaded && err instanceof this.sdk.loaded.APIUserAbortError;
  }
}
