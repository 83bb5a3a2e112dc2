// The Anthropic Messages API, emulated at the wire so the real SDK runs unchanged
// (pointed here through baseURL). Answers POST /v1/messages from a queue of scripted
// replies or a function of the request; records every request body and its headers.
// Usage is computed from the request: tokens ~ characters / 4, and a prefix (tools +
// system) that carries cache_control is a cache write the first time it is seen and a
// cache read after, so tests can see whether the client keeps its prefix byte-identical.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { bodyServer, listenLocal } from './listen.js';
import { mulberry32 } from '../helpers/seeded.js';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** Raw body text, as sent. */
  raw: string;
  body: MessagesBody;
  received_at: number;
}

/** The parts of a Messages request the emulator and the tests look at. */
export interface MessagesBody {
  model?: string;
  max_tokens?: number;
  system?: string | Array<{ type: string; text: string; cache_control?: unknown }>;
  tools?: Array<{ name: string; description?: string; input_schema?: unknown; cache_control?: unknown }>;
  messages?: Array<{ role: string; content: string | Array<Record<string, unknown>> }>;
  [key: string]: unknown;
}

export type ReplyBlock =
  | { type: 'text'; text: string }
  | { type: 'tool_use'; id: string; name: string; input: unknown }
  | { type: 'thinking'; thinking: string; signature: string };

export type Reply =
  | {
      kind: 'message';
      content: ReplyBlock[];
      stop_reason: 'end_turn' | 'tool_use' | 'max_tokens' | 'refusal' | 'stop_sequence' | 'pause_turn';
      /** Replaces the computed output token count. */
      output_tokens?: number;
      delay_ms?: number;
    }
  | {
      kind: 'error';
      status: number;
      type: string;
      message: string;
      /** Sent as the retry-after header (seconds; fractions allowed). */
      retry_after?: number;
      delay_ms?: number;
    }
  /** Never answers: the client has to give up. */
  | { kind: 'hang' };

export type MessageReply = Extract<Reply, { kind: 'message' }>;
export type ErrorReply = Extract<Reply, { kind: 'error' }>;

export type Responder = (req: RecordedRequest, index: number) => Reply;

export interface EmulatorOptions {
  /** Delay before every reply that has no delay of its own (the benchmark's 300 ms). */
  delay_ms?: number;
  /** Answers every request; when absent the queue is used. */
  responder?: Responder;
  /** Requests without `Authorization: Bearer <key>` or `x-api-key: <key>` get 401. */
  api_key?: string;
}

export interface AnthropicEmulator {
  /** Base URL for the SDK (`baseURL`). */
  url: string;
  requests: RecordedRequest[];
  /** Replies used in order, one per request, when no responder is set. */
  enqueue(...replies: Reply[]): void;
  respondWith(responder: Responder): void;
  close(): Promise<void>;
}

let toolUseCounter = 0;

export function toolUse(name: string, input: unknown, text?: string): MessageReply {
  const content: ReplyBlock[] = text ? [{ type: 'text', text }] : [];
  content.push({ type: 'tool_use', id: `toolu_emu_${++toolUseCounter}`, name, input });
  return { kind: 'message', content, stop_reason: 'tool_use' };
}

/** Several tool_use blocks in one assistant turn. */
export function toolUses(calls: Array<{ name: string; input: unknown }>): MessageReply {
  return {
    kind: 'message',
    content: calls.map((c) => ({
      type: 'tool_use' as const,
      id: `toolu_emu_${++toolUseCounter}`,
      name: c.name,
      input: c.input,
    })),
    stop_reason: 'tool_use',
  };
}

export function endTurn(text: string): MessageReply {
  return { kind: 'message', content: [{ type: 'text', text }], stop_reason: 'end_turn' };
}

export function rateLimited(
  retryAfterSeconds: number,
  message = 'Number of request tokens has exceeded your per-minute rate limit',
): ErrorReply {
  return { kind: 'error', status: 429, type: 'rate_limit_error', message, retry_after: retryAfterSeconds };
}

export function overloaded(retryAfterSeconds?: number): ErrorReply {
  return {
    kind: 'error',
    status: 529,
    type: 'overloaded_error',
    message: 'Overloaded',
    retry_after: retryAfterSeconds,
  };
}

export function serverError(message = 'Internal server error', retryAfterSeconds?: number): ErrorReply {
  return { kind: 'error', status: 500, type: 'api_error', message, retry_after: retryAfterSeconds };
}

export function hang(): Reply {
  return { kind: 'hang' };
}

/**
 * A responder for many conversations at once (the benchmark runs scenarios concurrently):
 * the reply is chosen by how many assistant turns the request already holds, so each
 * conversation walks through `replies` on its own; past the end it repeats the last.
 */
export function byTurn(replies: Reply[]): Responder {
  return (req) => {
    const turn = (req.body.messages ?? []).filter((m) => m.role === 'assistant').length;
    return replies[Math.min(turn, replies.length - 1)];
  };
}

/**
 * A model that takes one of several paths (plans: the replies of one conversation, turn by turn, as byTurn walks
 * them). The first request of a conversation picks its plan with `choose(userText, k)`, k counting the
 * conversations that began with that user message so far, so each scenario's runs pick in run order whatever
 * order the scenarios run in; the plan's index rides in the tool_use ids it answers with, and later turns find it
 * there. A plan's replies must use tool_use (toolUse) until its last one. Like a model, it reads a failed gateway
 * call and tries again before going on with its plan (retryAfterError): the retries do not count as plan turns.
 */
export function byPlan(plans: MessageReply[][], choose: (userText: string, k: number) => number): Responder {
  const started = new Map<string, number>();
  return (req) => {
    const messages = req.body.messages ?? [];
    const assistant = messages.filter((m) => m.role === 'assistant');
    const retries = assistant.filter((m) => JSON.stringify(m.content).includes('_retry_')).length;
    const turn = assistant.length - retries;
    let plan: number;
    if (assistant.length === 0) {
      const text = JSON.stringify(messages[0]?.content ?? '');
      const k = started.get(text) ?? 0;
      started.set(text, k + 1);
      plan = choose(text, k);
    } else plan = Number(/toolu_plan(\d+)_/.exec(JSON.stringify(messages))?.[1] ?? NaN);
    const replies = plans[plan];
    if (!replies) return { kind: 'error', status: 500, type: 'api_error', message: `emulator: no plan ${plan}` };
    const retry = retries < MAX_RETRIES ? retryAfterError(messages) : null;
    const reply = retry ?? replies[Math.min(turn, replies.length - 1)];
    const tag = retry ? `toolu_plan${plan}_retry_` : `toolu_plan${plan}_`;
    const content = reply.content.map((b) => (b.type === 'tool_use' ? { ...b, id: `${tag}${++toolUseCounter}` } : b));
    return { ...reply, content };
  };
}

/** Retries a model makes in one conversation at most before it goes on with its plan. */
const MAX_RETRIES = 3;

type Block = Record<string, unknown>;
const blocksOf = (m: { content: string | Block[] } | undefined): Block[] =>
  Array.isArray(m?.content) ? m.content : [];

/**
 * What a model does after a gateway call failed, reading the error: the name the error suggests (`Did you mean
 * "x"?`), an argument of the type the error asks for (`/a must be string`), or, for a tool it cannot find, the
 * server's tool list first and then the listed tool whose name or description shares most words with the old name.
 * Null when the last answer is no failed execute (or the retry would repeat itself): the plan goes on.
 */
function retryAfterError(messages: NonNullable<MessagesBody['messages']>): MessageReply | null {
  const [asked, answered] = messages.slice(-2);
  const use = blocksOf(asked).find((b) => b.type === 'tool_use');
  const result = blocksOf(answered).find((b) => b.type === 'tool_result');
  if (!use || !result) return null;
  const input = use.input as { action?: string; tool_name?: string; tool_inputs?: Record<string, unknown> };
  const text = JSON.stringify(result.content ?? '');
  if (input.action === 'list') return retryFromList(messages, String(use.name), text);
  if (!result.is_error || input.action !== 'execute') return null;
  const named = /Did you mean \\"([^"\\]+)\\"/.exec(text)?.[1];
  if (named) return toolUse(String(use.name), { ...input, tool_name: named });
  const typed = /\/(\w+) must be (string|number|integer|boolean)/.exec(text);
  if (typed && input.tool_inputs && typed[1] in input.tool_inputs) {
    const v = input.tool_inputs[typed[1]];
    const coerced = typed[2] === 'string' ? String(v) : typed[2] === 'boolean' ? Boolean(v) : Number(v);
    return toolUse(String(use.name), { ...input, tool_inputs: { ...input.tool_inputs, [typed[1]]: coerced } });
  }
  if (text.includes('unknown tool')) return toolUse(String(use.name), { action: 'list', failed: input });
  return null;
}

/** After the list a failed call asked for: the listed tool closest in words to the one that failed, same inputs. */
function retryFromList(
  messages: NonNullable<MessagesBody['messages']>,
  gateway: string,
  listed: string,
): MessageReply | null {
  const use = blocksOf(messages.at(-2)).find((b) => b.type === 'tool_use');
  const failed = (use?.input as { failed?: { tool_name?: string; tool_inputs?: unknown } } | undefined)?.failed;
  if (!failed?.tool_name) return null;
  const plain = new Set(['get', 'set', 'the', 'and', 'for', 'with', 'list', 'tool']);
  const words = (t: string) =>
    new Set(
      t
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length > 2 && !plain.has(w)),
    );
  const wanted = words(failed.tool_name);
  let best: { name: string; shared: number } | null = null;
  for (const m of listed.matchAll(/\\"name\\":\\"([^"\\]+)\\"(?:,\\"description\\":\\"([^"\\]*)\\")?/g)) {
    const shared = [...words(`${m[1]} ${m[2] ?? ''}`)].filter((w) => wanted.has(w)).length;
    if (shared > (best?.shared ?? 0)) best = { name: m[1], shared };
  }
  if (!best) return null;
  return toolUse(gateway, { action: 'execute', tool_name: best.name, tool_inputs: failed.tool_inputs });
}

/** The k-th conversation of each user message takes plan k (cycling): runs that take given paths in order. */
export function plansInTurn(plans: MessageReply[][]): Responder {
  return byPlan(plans, (_, k) => k % plans.length);
}

/**
 * A model that draws its path: plan i with probability odds[i] (odds sum to 1), from a generator seeded by `seed`
 * and the user message, so a run of the same scenarios draws the same paths again.
 */
export function drawPlans(plans: MessageReply[][], odds: number[], seed: number): Responder {
  const generators = new Map<string, () => number>();
  return byPlan(plans, (text) => {
    const next = generators.get(text) ?? mulberry32(seed ^ hashText(text));
    generators.set(text, next);
    let x = next();
    for (let i = 0; i < odds.length; i++) if ((x -= odds[i]) < 0) return i;
    return odds.length - 1;
  });
}

function hashText(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32LE(0);
}

/**
 * As the API refuses a conversation whose assistant turn asked for tools that the next message does not answer (a
 * user message in between, a later turn that forgot them): its words, the message's place and the ids.
 */
function unansweredToolUse(messages: NonNullable<MessagesBody['messages']>): string | null {
  for (const [i, m] of messages.entries()) {
    if (m.role !== 'assistant') continue;
    const asked = blocksOf(m).filter((b) => b.type === 'tool_use');
    const answered = new Set(
      blocksOf(messages[i + 1])
        .filter((b) => b.type === 'tool_result')
        .map((b) => b.tool_use_id),
    );
    const open = asked.filter((b) => !answered.has(b.id)).map((b) => String(b.id));
    if (open.length && i + 1 < messages.length) {
      return (
        `messages.${i + 1}: \`tool_use\` ids were found without \`tool_result\` blocks immediately after: ` +
        `${open.join(', ')}. Each \`tool_use\` block must have a corresponding \`tool_result\` block in the next message.`
      );
    }
  }
  return null;
}

/** Rough token count: enough to make usage non-zero and proportional. */
function tokens(text: string): number {
  return Math.ceil(text.length / 4);
}

function hasCacheControl(value: unknown): boolean {
  return JSON.stringify(value ?? null).includes('"cache_control"');
}

export async function startAnthropicEmulator(opts: EmulatorOptions = {}): Promise<AnthropicEmulator> {
  const requests: RecordedRequest[] = [];
  const queue: Reply[] = [];
  let responder = opts.responder;
  const cachedPrefixes = new Set<string>();
  let messageCounter = 0;

  const sendJson = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_emu_${requests.length}`,
      ...headers,
    });
    res.end(JSON.stringify(body));
  };
  const sendError = (
    res: ServerResponse,
    status: number,
    type: string,
    message: string,
    headers: Record<string, string> = {},
  ) => sendJson(res, status, { type: 'error', error: { type, message } }, headers);

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
    let body: MessagesBody;
    try {
      body = JSON.parse(raw) as MessagesBody;
    } catch {
      return sendError(res, 400, 'invalid_request_error', 'request body is not valid JSON');
    }
    const recorded: RecordedRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      headers,
      raw,
      body,
      received_at: Date.now(),
    };
    const index = requests.push(recorded) - 1;
    if (req.method !== 'POST' || !(req.url ?? '').startsWith('/v1/messages')) {
      return sendError(res, 404, 'not_found_error', `no route ${req.method} ${req.url}`);
    }
    if (opts.api_key !== undefined) {
      const given = headers['x-api-key'] ?? headers.authorization?.replace(/^Bearer /, '');
      if (given !== opts.api_key) return sendError(res, 401, 'authentication_error', 'invalid x-api-key');
    }
    // As the API: max_tokens is required on every request (a sampling request's included).
    if (typeof body.max_tokens !== 'number')
      return sendError(res, 400, 'invalid_request_error', 'max_tokens: Field required');
    const unanswered = unansweredToolUse(body.messages ?? []);
    if (unanswered) return sendError(res, 400, 'invalid_request_error', unanswered);
    const reply = responder ? responder(recorded, index) : queue.shift();
    if (!reply) return sendError(res, 500, 'api_error', `emulator: no reply queued for request ${index}`);
    if (reply.kind === 'hang') return; // unanswered; the server's close ends its connection
    const send = () => {
      if (res.destroyed) return;
      if (reply.kind === 'error') {
        const extra: Record<string, string> =
          reply.retry_after === undefined ? {} : { 'retry-after': String(reply.retry_after) };
        return sendError(res, reply.status, reply.type, reply.message, extra);
      }
      // Usage as the API would count it: the cacheable prefix (tools, then system) is a
      // write the first time and a read when the same bytes come again.
      const prefix = JSON.stringify([body.tools ?? [], body.system ?? '']);
      const prefixTokens = tokens(prefix);
      const restTokens = tokens(JSON.stringify(body.messages ?? []));
      let cacheRead = 0;
      let cacheWrite = 0;
      let input = restTokens;
      if (hasCacheControl(body.tools) || hasCacheControl(body.system)) {
        const key = createHash('sha256').update(prefix).digest('hex');
        if (cachedPrefixes.has(key)) cacheRead = prefixTokens;
        else {
          cachedPrefixes.add(key);
          cacheWrite = prefixTokens;
        }
      } else input += prefixTokens;
      sendJson(res, 200, {
        id: `msg_emu_${++messageCounter}`,
        type: 'message',
        role: 'assistant',
        model: body.model ?? 'unknown',
        content: reply.content,
        stop_reason: reply.stop_reason,
        stop_sequence: null,
        usage: {
          input_tokens: input,
          output_tokens: reply.output_tokens ?? tokens(JSON.stringify(reply.content)),
          cache_creation_input_tokens: cacheWrite,
          cache_read_input_tokens: cacheRead,
        },
      });
    };
    const delay = reply.delay_ms ?? opts.delay_ms ?? 0;
    if (delay > 0) setTimeout(send, delay);
    else send();
  };

  const { url, close } = await listenLocal(bodyServer(handle));

  return {
    url,
    requests,
    enqueue: (...replies) => {
      queue.push(...replies);
    },
    respondWith: (r) => {
      responder = r;
    },
    close,
  };
}
