// OpenAI's Chat Completions API, emulated at the wire so the real `openai` package runs unchanged (baseURL here).
// POST /v1/chat/completions answers as the service does: a chat.completion with the assistant message (content,
// refusal, tool_calls whose arguments are a JSON string) and usage (prompt tokens with the cached part, completion
// tokens); errors as { error: { message, type, param, code } } with the service's statuses: 401 for a wrong key, 404
// for an unknown model, 400 when an assistant message's tool_calls are not each answered by a tool message, when a
// tool message answers no call, or when a function name breaks the API's pattern; 429 with retry-after; 500.
// A prompt prefix of 1024 tokens or more seen before is read from cache, in 128-token steps, as the API counts.
import { createHash } from 'node:crypto';
import {
  startJsonServer,
  tokens,
  type Answer,
  type Chat,
  type ChatCall,
  type RecordedCall,
  type Said,
} from './chat.js';

export interface OpenAIFailure {
  status: number;
  message: string;
  type?: string;
  code?: string | null;
  param?: string | null;
  /** Sent as the retry-after header (seconds). */
  retry_after?: number;
}

export type OpenAIReply = Said | { fail: OpenAIFailure } | 'hang';

export interface OpenAIEmulator {
  /** Base URL for the package (`baseURL`), ending in /v1. */
  url: string;
  requests: RecordedCall[];
  enqueue(...replies: OpenAIReply[]): void;
  /** A model for every request (emulators/chat.ts), which may also answer as the API fails. */
  respondWith(model: (chat: Chat, index: number) => OpenAIReply): void;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;
const NAME = /^[a-zA-Z0-9_-]{1,64}$/;

export const rateLimited = (seconds: number): OpenAIReply => ({
  fail: {
    status: 429,
    type: 'tokens',
    code: 'rate_limit_exceeded',
    message: `Rate limit reached for requests. Please try again in ${seconds}s.`,
    retry_after: seconds,
  },
});

export const serverError = (): OpenAIReply => ({
  fail: {
    status: 500,
    type: 'server_error',
    message: 'The server had an error while processing your request. Sorry about that!',
  },
});

function error(f: OpenAIFailure): Answer {
  const headers: Record<string, string> = f.retry_after === undefined ? {} : { 'retry-after': String(f.retry_after) };
  const body = {
    error: {
      message: f.message,
      type: f.type ?? 'invalid_request_error',
      param: f.param ?? null,
      code: f.code ?? null,
    },
  };
  return { status: f.status, body, headers: { 'x-request-id': `req_emu_${Date.now()}`, ...headers } };
}

/** What the service refuses before any model sees the request; null when it is well formed. */
function refusal(body: Json, models: readonly string[] | undefined): OpenAIFailure | null {
  const model = String(body.model ?? '');
  if (models && !models.includes(model)) {
    const message = `The model \`${model}\` does not exist or you do not have access to it.`;
    return { status: 404, message, code: 'model_not_found' };
  }
  // As the API for its reasoning models (gpt-5-mini): a token limit is max_completion_tokens.
  if (body.max_tokens !== undefined) {
    const message =
      "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.";
    return { status: 400, message, param: 'max_tokens', code: 'unsupported_parameter' };
  }
  const tools = Array.isArray(body.tools) ? (body.tools as Json[]) : [];
  for (const [i, t] of tools.entries()) {
    const name = String((t.function as Json | undefined)?.name ?? '');
    if (!NAME.test(name)) {
      const message = `Invalid 'tools[${i}].function.name': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.`;
      return { status: 400, message, param: `tools[${i}].function.name`, code: 'invalid_value' };
    }
  }
  return unanswered(Array.isArray(body.messages) ? (body.messages as Json[]) : []);
}

/** Each assistant message's tool calls answered by the tool messages right after it, and no tool message besides. */
function unanswered(messages: Json[]): OpenAIFailure | null {
  let open: string[] = [];
  let at = -1;
  for (const [i, m] of messages.entries()) {
    if (m.role === 'tool') {
      const id = String(m.tool_call_id);
      if (!open.includes(id)) {
        const message =
          "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.";
        return { status: 400, message, param: `messages.[${i}].role` };
      }
      open = open.filter((o) => o !== id);
      continue;
    }
    if (open.length) break;
    open =
      m.role === 'assistant' && Array.isArray(m.tool_calls) ? (m.tool_calls as Json[]).map((c) => String(c.id)) : [];
    at = i;
  }
  if (!open.length) return null;
  const message =
    "An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. " +
    `The following tool_call_ids did not have response messages: ${open.join(', ')}`;
  return { status: 400, message, param: `messages.[${at + 1}].role` };
}

/** The request as a neutral conversation. */
export function chatOf(body: Json): Chat {
  const messages = Array.isArray(body.messages) ? (body.messages as Json[]) : [];
  const text = (m: Json | undefined) => (typeof m?.content === 'string' ? m.content : '');
  const chat: Chat = {
    system: text(messages.find((m) => m.role === 'system' || m.role === 'developer')),
    user: text(messages.find((m) => m.role === 'user')),
    users: messages.filter((m) => m.role === 'user').map(text),
    turns: [],
    forced: (((body.tool_choice as Json | undefined)?.function as Json | undefined)?.name as string | null) ?? null,
    tools: (Array.isArray(body.tools) ? (body.tools as Json[]) : []).map((t) => {
      const f = t.function as Json;
      return { name: String(f.name), parameters: f.parameters };
    }),
  };
  let user = -1;
  for (const m of messages) {
    if (m.role === 'user') user++;
    if (m.role === 'assistant') {
      const calls = (Array.isArray(m.tool_calls) ? (m.tool_calls as Json[]) : []).map((c) => callOf(c));
      chat.turns.push({ text: text(m), calls, results: [], user });
    }
    if (m.role === 'tool') {
      const content = text(m);
      chat.turns
        .at(-1)
        ?.results.push({ id: String(m.tool_call_id), text: content, is_error: /^error\b/i.test(content) });
    }
  }
  return chat;
}

function callOf(c: Json): ChatCall {
  const f = c.function as Json;
  const args = String(f.arguments ?? '');
  let input: unknown = args;
  try {
    input = JSON.parse(args);
  } catch {
    // Kept as the text the model sent.
  }
  return { id: String(c.id), name: String(f.name), input };
}

let callCounter = 0;

/** The chat.completion the service answers with: the message, the finish reason, and usage. */
function completion(body: Json, said: Said, cached: number): Json {
  const calls = (said.calls ?? []).map((c) => ({
    id: `call_emu_${++callCounter}`,
    type: 'function',
    function: { name: c.name, arguments: c.arguments ?? JSON.stringify(c.input ?? {}) },
  }));
  const message = {
    role: 'assistant',
    content: said.end === 'refusal' ? null : (said.text ?? null),
    refusal: said.end === 'refusal' ? (said.refusal ?? "I'm sorry, I can't help with that.") : null,
    annotations: [],
    ...(calls.length ? { tool_calls: calls } : {}),
  };
  const finish = calls.length ? 'tool_calls' : said.end === 'length' ? 'length' : 'stop';
  const prompt = tokens(JSON.stringify([body.tools ?? [], body.messages ?? []]));
  const completionTokens = tokens(JSON.stringify(message));
  return {
    id: `chatcmpl-emu${callCounter}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: body.model,
    choices: [{ index: 0, message, logprobs: null, finish_reason: finish }],
    usage: {
      prompt_tokens: prompt,
      completion_tokens: completionTokens,
      total_tokens: prompt + completionTokens,
      prompt_tokens_details: { cached_tokens: cached, audio_tokens: 0 },
      completion_tokens_details: {
        reasoning_tokens: 0,
        audio_tokens: 0,
        accepted_prediction_tokens: 0,
        rejected_prediction_tokens: 0,
      },
    },
    service_tier: 'default',
    system_fingerprint: null,
  };
}

export interface OpenAIEmulatorOptions {
  /** Requests without `Authorization: Bearer <key>` get 401. */
  api_key?: string;
  /** The models it serves; others get 404. Default: any. */
  models?: string[];
}

export async function startOpenAIEmulator(opts: OpenAIEmulatorOptions = {}): Promise<OpenAIEmulator> {
  const queue: OpenAIReply[] = [];
  let model: ((chat: Chat, index: number) => OpenAIReply) | null = null;
  const prefixes = new Set<string>();
  let chats = 0;
  const server = await startJsonServer((req) => {
    if (req.method !== 'POST' || req.path !== '/v1/chat/completions') {
      return error({ status: 404, message: `Invalid URL (${req.method} ${req.path})` });
    }
    if (opts.api_key !== undefined && req.headers.authorization !== `Bearer ${opts.api_key}`) {
      const message =
        'Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.';
      return error({ status: 401, message, code: 'invalid_api_key' });
    }
    const refused = refusal(req.body, opts.models);
    if (refused) return error(refused);
    const reply = model ? model(chatOf(req.body), chats++) : queue.shift();
    if (!reply) return error({ status: 500, type: 'server_error', message: 'emulator: no reply queued' });
    if (reply === 'hang') return 'hang';
    if ('fail' in reply) return error(reply.fail);
    return { status: 200, body: completion(req.body, reply, cachedTokens(req.body, prefixes)) };
  });
  return {
    url: `${server.url}/v1`,
    requests: server.requests,
    enqueue: (...replies) => void queue.push(...replies),
    respondWith: (m) => {
      model = m;
    },
    close: server.close,
  };
}

/**
 * Prompt caching as the API counts it: the longest start of this request (the tools, then its first messages) that
 * an earlier request sent whole is read from cache, when it is 1024 tokens or more, in whole steps of 128 tokens.
 */
function cachedTokens(body: Json, seen: Set<string>): number {
  const messages = Array.isArray(body.messages) ? (body.messages as unknown[]) : [];
  const starts = messages.map((_, k) => JSON.stringify([body.tools ?? [], messages.slice(0, k + 1)]));
  const hash = (t: string) => createHash('sha256').update(t).digest('hex');
  const hit = starts
    .slice(0, -1)
    .reverse()
    .find((t) => seen.has(hash(t)));
  if (starts.length) seen.add(hash(starts[starts.length - 1]));
  const count = hit ? tokens(hit) : 0;
  return count >= 1024 ? Math.floor(count / 128) * 128 : 0;
}
