// What a server asks of the client during a call (docs/conversations.md#servers-that-ask-back): an elicitation answered
// as the scenario says (its content checked against the server's requestedSchema before it is sent), a sampling
// request answered by the scenario's reply or else the agent's model, the roots the scenario or the run gives. Every
// ask is recorded with the call it came in; one the scenario has no answer for is the run's problem at once, naming the
// message and the schema.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ErrorCode, McpError, type ElicitRequest, type ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import {
  CreateMessageRequestSchema,
  ElicitRequestSchema,
  ListRootsRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { CreateMessageRequest, CreateMessageResult, ListRootsResult } from '@modelcontextprotocol/sdk/types.js';
import type { CreateTaskResult, Result } from '@modelcontextprotocol/sdk/types.js';
import type { RequestTaskStore } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { AskRecord, ClientFeature } from '../results/client.js';
import type { SamplingAnswer, SamplingRequest } from './host.js';
import { isRecord } from '../util/json.js';

/** A scenario's answer to an elicitation whose message matches `message` (a regular expression). */
export interface ElicitationAnswer {
  message: string;
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

/** A scenario's reply to a sampling request whose last message matches `message` (any, when absent). */
export interface SamplingReply {
  message?: string;
  reply: string;
}

export interface AskRules {
  elicitation: readonly ElicitationAnswer[];
  sampling: readonly SamplingReply[];
  /** file:// URIs. */
  roots: readonly string[];
  /** The agent's model, for a sampling request no reply of `sampling` matches; absent offline. */
  sampler?: (request: SamplingRequest) => Promise<SamplingAnswer | { error: string }>;
}

/** One run's answers to what its servers ask; the asks it saw, and the first it could not answer. */
export class Answerer {
  private asked: AskRecord[] = [];
  /** Why the run cannot go on (an ask the scenario has no answer for); null while every ask was answered. */
  problem: string | null = null;

  constructor(
    private readonly rules: AskRules,
    /** Told of a problem at once, so the run ends there instead of waiting on the server. */
    private readonly onProblem: (problem: string) => void = () => undefined,
  ) {}

  /** Does an ask of this kind and message have an answer here (to pick a run among several on one connection)? */
  answers(message: string, kind: AskRecord['kind'] = 'elicitation'): boolean {
    if (kind === 'sampling')
      return this.rules.sampling.some((r) => r.message === undefined || new RegExp(r.message).test(message));
    return this.rules.elicitation.some((a) => new RegExp(a.message).test(message));
  }

  elicit(params: ElicitRequest['params']): ElicitResult {
    const url = params.mode === 'url' ? String(params.url) : undefined;
    const schema = params.mode === 'url' ? undefined : (params.requestedSchema as Record<string, unknown>);
    const answer = this.rules.elicitation.find((a) => new RegExp(a.message).test(params.message));
    const record: AskRecord = { kind: 'elicitation', message: params.message, ...(schema ? { schema } : {}) };
    if (url) record.url = url;
    if (!answer) {
      this.asked.push(record);
      const fields = schema ? ` for ${schemaWords(schema)}` : url ? ` to open ${url}` : '';
      return this.fail(
        `the server asked (elicitation) ${JSON.stringify(params.message)}${fields}, and the scenario has no answer ` +
          'whose message matches it; add one: elicitation: [{message: <regex>, action: accept|decline|cancel, ' +
          'content: {...}}]',
      );
    }
    const content = answer.action === 'accept' && schema ? (answer.content ?? {}) : undefined;
    const wrong = content ? contentProblem(content, schema!) : null;
    this.asked.push({ ...record, action: answer.action });
    if (wrong) return this.fail(`elicitation answer to ${JSON.stringify(params.message)}: ${wrong}`);
    return { action: answer.action, ...(content ? { content: content as ElicitResult['content'] } : {}) };
  }

  /** The scenario's reply whose message matches, else the agent's model (a model agent), else the run's problem. */
  async sample(params: CreateMessageRequest['params']): Promise<CreateMessageResult> {
    const text = lastText(params);
    const reply = this.rules.sampling.find((r) => r.message === undefined || new RegExp(r.message).test(text));
    const record: AskRecord = { kind: 'sampling', message: text };
    if (reply) {
      this.asked.push({ ...record, action: 'reply' });
      return { role: 'assistant', content: { type: 'text', text: reply.reply }, model: 'mcp-eval-scenario' };
    }
    const answer = this.rules.sampler ? await this.rules.sampler(samplingRequest(params)) : null;
    if (answer && !('error' in answer)) {
      this.asked.push({ ...record, action: 'model' });
      const { text: said, model, stopReason } = answer;
      return { role: 'assistant', content: { type: 'text', text: said }, model, stopReason };
    }
    this.asked.push(record);
    if (answer) return this.fail(`the server asked (sampling) ${JSON.stringify(text.slice(0, 200))}: ${answer.error}`);
    return this.fail(
      `the server asked (sampling) ${JSON.stringify(text.slice(0, 200))}, and the scenario has no reply for it; ` +
        'add one: sampling: [{message: <regex>, reply: <text>}], or run a model agent, whose model answers',
    );
  }

  /** Not recorded: a server may ask for the roots whenever it likes (server-everything 350 ms after it starts). */
  listRoots(): ListRootsResult {
    return { roots: this.rules.roots.map((uri) => ({ uri })) };
  }

  /** The asks since the last take: they belong to the call that just ended. */
  take(): AskRecord[] {
    const out = this.asked;
    this.asked = [];
    return out;
  }

  private fail(problem: string): never {
    this.problem ??= problem;
    this.onProblem(problem);
    throw new McpError(ErrorCode.InvalidRequest, problem);
  }
}

/**
 * A connection's side of the asks: the handlers of what the declared features let a server ask, each answered by the
 * run whose call is in flight; among several runs sharing the connection, the first with an answer to its message. A
 * request outside any call is refused.
 */
export class AskRouter {
  private readonly runs = new Set<Answerer>();

  constructor(
    client: Client,
    readonly features: readonly ClientFeature[],
    /** The run's roots: listed when no call is in flight (a server may ask as it starts, and keep the answer). */
    private readonly roots: readonly string[] = [],
  ) {
    const has = (f: ClientFeature) => features.includes(f);
    if (has('elicitation') || has('url-elicitation'))
      client.setRequestHandler(ElicitRequestSchema, (r, x) =>
        asTask(r.params, x, () => this.run(r.params.message).elicit(r.params)),
      );
    if (has('sampling'))
      client.setRequestHandler(CreateMessageRequestSchema, (r, x) =>
        asTask(r.params, x, () => this.run(lastText(r.params), 'sampling').sample(r.params)),
      );
    if (has('roots'))
      client.setRequestHandler(ListRootsRequestSchema, () =>
        this.runs.size ? this.run().listRoots() : { roots: this.roots.map((uri) => ({ uri })) },
      );
  }

  /** `call` with `answerer` answering what the server asks meanwhile. */
  async during<T>(answerer: Answerer | undefined, call: () => Promise<T>): Promise<T> {
    if (answerer) this.runs.add(answerer);
    try {
      return await call();
    } finally {
      if (answerer) this.runs.delete(answerer);
    }
  }

  private run(message = '', kind?: AskRecord['kind']): Answerer {
    const runs = [...this.runs];
    const run = runs.find((a) => a.answers(message, kind)) ?? runs[0];
    if (!run) throw new McpError(ErrorCode.InvalidRequest, 'mcp-eval answers requests only during a tool call');
    return run;
  }
}

/** A sampling request in neutral terms: each message's text (a block of another kind named by its type). */
function samplingRequest(params: CreateMessageRequest['params']): SamplingRequest {
  const messages = params.messages.map((m) => ({ role: m.role, text: messageText(m) }));
  return { messages, maxTokens: params.maxTokens, ...(params.systemPrompt ? { system: params.systemPrompt } : {}) };
}

/** A message's text blocks joined by lines, a block of another kind named by its type (`[image]`). */
function messageText(m: CreateMessageRequest['params']['messages'][number]): string {
  const blocks: unknown[] = Array.isArray(m.content) ? m.content : [m.content];
  return blocks.map((b) => (isRecord(b) && typeof b.text === 'string' ? b.text : `[${blockType(b)}]`)).join('\n');
}

const blockType = (b: unknown): string => (isRecord(b) && typeof b.type === 'string' ? b.type : 'content');

/**
 * The answer, or, when the server asked for it as a task (`params.task`, which a client declaring `tasks` may be sent:
 * server-everything's `-async` tools), a task created done with the answer as its result: the server polls tasks/get
 * and reads tasks/result, which the SDK answers from the connection's task store.
 */
async function asTask<T extends Result>(
  params: { task?: { ttl?: number } },
  extra: { taskStore?: RequestTaskStore },
  answer: () => T | Promise<T>,
): Promise<T | CreateTaskResult> {
  const result = await answer();
  if (!params.task || !extra.taskStore) return result;
  const task = await extra.taskStore.createTask({ ttl: params.task.ttl ?? null });
  await extra.taskStore.storeTaskResult(task.taskId, 'completed', result);
  return { task: await extra.taskStore.getTask(task.taskId) };
}

/** A sampling request's last message, as its text: what a scenario's reply is matched against. */
function lastText(params: CreateMessageRequest['params']): string {
  const last = params.messages.at(-1);
  return last ? messageText(last) : '';
}

/** `name (string, required), check (boolean)`: the fields a requestedSchema asks for. */
function schemaWords(schema: Record<string, unknown>): string {
  const props = isRecord(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const words = Object.entries(props).map(([k, v]) => {
    const type = isRecord(v) && typeof v.type === 'string' ? v.type : 'any';
    return `${k} (${type}${required.has(k) ? ', required' : ''})`;
  });
  return words.length ? `the fields ${words.join(', ')}` : 'no field';
}

/** What is wrong with an accept's content for this schema: a field it lacks, a wrong type or value, a missing one. */
export function contentProblem(content: Record<string, unknown>, schema: Record<string, unknown>): string | null {
  const props = isRecord(schema.properties) ? schema.properties : {};
  for (const [key, value] of Object.entries(content)) {
    const field = props[key];
    if (!isRecord(field)) {
      const has = Object.keys(props).join(', ') || 'none';
      return `the content gives "${key}", a field the server's schema does not have (it has ${has})`;
    }
    const wrong = valueProblem(value, field);
    if (wrong) return `field "${key}": ${wrong}`;
  }
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  const missing = required.filter((k) => !(k in content));
  return missing.length ? `the content lacks the required field(s) ${missing.join(', ')}` : null;
}

function valueProblem(value: unknown, field: Record<string, unknown>): string | null {
  const type = field.type;
  const enumOf = (f: Record<string, unknown>) => (Array.isArray(f.enum) ? f.enum : null);
  if (type === 'array') {
    const items = isRecord(field.items) ? enumOf(field.items) : null;
    if (!Array.isArray(value)) return `expected a list, got ${JSON.stringify(value)}`;
    const bad = items ? value.find((v) => !items.includes(v)) : undefined;
    return bad === undefined ? null : `${JSON.stringify(bad)} is not one of ${items!.join(', ')}`;
  }
  const ok =
    type === 'string'
      ? typeof value === 'string'
      : type === 'boolean'
        ? typeof value === 'boolean'
        : type === 'integer'
          ? Number.isInteger(value)
          : type === 'number'
            ? typeof value === 'number'
            : true;
  if (!ok) return `expected ${String(type)}, got ${JSON.stringify(value)}`;
  const choices = enumOf(field);
  return choices && !choices.includes(value) ? `${JSON.stringify(value)} is not one of ${choices.join(', ')}` : null;
}
