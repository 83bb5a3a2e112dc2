// The agent that runs a model, whatever its provider: one tool-use loop over the host's tools, the same system prompt
// and prompt hash, usage priced from one table, the judge of `judge:` criteria, and errors said with the provider's
// own message and never the key. What differs per API (the request and answer shapes, stop reasons, retries) is a
// Provider (claude.ts, openai.ts, gemini.ts), which this loop drives through a Conversation.
import type { ModelTool, SamplingAnswer, SamplingRequest, ToolOutcome } from '../mcp/host.js';
import { emptyUsage, type ModelAgentKind, type StopReason, type Usage } from '../results/trajectory.js';
import type { Agent, AgentResult, AgentRun, JudgeOutcome, JudgeRequest } from './agent.js';
import { judgeQuestion, verdictsFrom } from './criteria-judge.js';
import { DEFAULT_PRICES, usageWithCost, type ApiUsage, type PriceTable } from './pricing.js';
import { promptHash, systemPrompt } from './prompt.js';
import { conversationTurns } from '../scenario/schema.js';
import { userQuestion, userReplyFrom, type UserReply, type UserRequest } from './simulated-user.js';
import { chatSpan } from './chat-span.js';
import { OfferedTools } from './offered-tools.js';
import { errorMessage } from '../util/errors.js';

/** A tool call the model made: its id for the answer, the tool, and the arguments, or why they could not be read. */
export interface ModelCall {
  id: string;
  name: string;
  input: unknown;
  /** The arguments were text that is not a JSON object: what was wrong. The call is refused, the model told. */
  invalid?: string;
}

/** How a turn ended: the model wants its calls answered, it paused (call again), or the run's stop reason. */
export type TurnEnd = 'tool_use' | 'pause' | Extract<StopReason, 'end_turn' | 'max_tokens' | 'refusal'>;

/** One answer of the model, in the provider-neutral terms the loop reads. */
export interface ModelTurn {
  texts: string[];
  calls: ModelCall[];
  end: TurnEnd;
  /** With end refusal: what the provider said of it (the model's refusal, the safety category). */
  refusal?: string;
  usage: ApiUsage;
}

/** One conversation with the model, in the provider's own message format. */
export interface Conversation {
  /** The model's next turn. Throws what the SDK throws (an API error, an abort). */
  next(signal: AbortSignal): Promise<ModelTurn>;
  /** The answers to the last turn's calls: every call answered, in the calls' order (the APIs refuse fewer). */
  answer(answers: ReadonlyArray<{ call: ModelCall; outcome: ToolOutcome }>): void;
  /** The user's next message of a conversation, after the model ended its answer to the last one. */
  say(user: string): void;
  /** The tool definitions of the next requests on: a server's list changed during the conversation. */
  offer(tools: ModelTool[]): void;
}

/** What a conversation starts from. */
export interface Opening {
  model: string;
  system: string;
  /** Sorted by name: the same bytes on every request, so a provider's prompt cache can read them. */
  tools: ModelTool[];
  user: string;
  maxTokens: number;
}

/** A question the model answers through its one tool, the tool choice forced. */
export type Question = Pick<Opening, 'system' | 'user' | 'tools'>;

/** The forced call's arguments, as the model gave them, and what the request used. */
export interface Answer {
  input: unknown;
  usage: Usage;
}

/** One model API behind its official SDK. */
export interface Provider {
  readonly kind: ModelAgentKind;
  /** How messages name the API: "Anthropic API", "OpenAI API", "Gemini API". */
  readonly api: string;
  open(opening: Opening): Conversation;
  /** One request without tools (a server's sampling request): the text, the model's name and MCP's stop reason. */
  complete(
    request: SamplingRequest & { model: string },
    signal: AbortSignal,
  ): Promise<SamplingAnswer & { usage: ApiUsage }>;
  /** One request that must call `tool` (tool choice forced): the call's arguments, and the usage. */
  forcedCall(opening: Opening, signal: AbortSignal): Promise<{ input: unknown; usage: ApiUsage }>;
  /**
   * The API's own words for an error the SDK threw (status, type, message); null for another failure (the network's),
   * which the agent says in its own words. The agent hides the key in them.
   */
  describe(err: unknown): string | null;
  /** The SDK's error for a request the signal aborted. */
  isAbort(err: unknown): boolean;
}

export interface ModelAgentOptions {
  model: string;
  /** Hidden in every error the agent reports (the provider's API key). */
  apiKey: string;
  prices?: PriceTable;
  maxTokens?: number;
}

export const DEFAULT_MAX_TOKENS = 8192;
/** A verdict is one word and one sentence per statement. */
const JUDGE_MAX_TOKENS = 1024;
/** A user's message is a few sentences. */
const USER_MAX_TOKENS = 1024;

const TIMED_OUT: AgentResult = { stop_reason: 'timeout', error: 'run timed out waiting for the model' };

export class ModelAgent implements Agent {
  readonly kind: ModelAgentKind;
  readonly model: string;
  private readonly prices: PriceTable;
  private readonly maxTokens: number;
  private readonly apiKey: string;

  constructor(
    private readonly provider: Provider,
    opts: ModelAgentOptions,
  ) {
    this.kind = provider.kind;
    this.model = opts.model;
    this.apiKey = opts.apiKey;
    this.prices = opts.prices ?? DEFAULT_PRICES;
    this.maxTokens = opts.maxTokens ?? DEFAULT_MAX_TOKENS;
  }

  /** The prompt hash a run of this scenario would record (gateway or direct exposure). */
  prompt(userIntent: string, gateway: boolean, compactList = false): string {
    return promptHash(gateway, userIntent, compactList);
  }

  /**
   * A conversation: each of the scenario's user messages, answered within `maxTurns` model turns with the whole
   * conversation before it. A message the model does not end its answer to (max turns, an error) ends the run there.
   */
  async run(run: AgentRun): Promise<AgentResult> {
    const { scenario, host, recorder } = run;
    const { gateway, compactList } = host;
    const [first, ...later] = conversationTurns(scenario);
    const offered = new OfferedTools(host);
    const conversation = this.provider.open({
      model: this.model,
      system: systemPrompt(gateway, compactList),
      tools: offered.tools,
      user: first.user,
      maxTokens: this.maxTokens,
    });
    recorder.user(first.user);
    recorder.prompt(this.prompt(first.user, gateway, compactList));
    let result = await this.answer(conversation, run, offered);
    // The scenario's next turn; past them, the simulated user's reply, until it is done.
    for (let i = 0; result.stop_reason === 'end_turn'; i++) {
      const next = i < later.length ? { say: later[i].user } : await run.nextUser?.(run.signal);
      if (!next || 'done' in next) break;
      if ('error' in next) return { stop_reason: 'api_error', error: next.error };
      conversation.say(next.say);
      recorder.user(next.say, i >= later.length);
      result = await this.answer(conversation, run, offered);
    }
    return result;
  }

  /** The model's answer to the user's last message: its turns and tool calls until it ends, within `maxTurns`. */
  private async answer(
    conversation: Conversation,
    { host, recorder, maxTurns, signal }: AgentRun,
    offered: OfferedTools,
  ): Promise<AgentResult> {
    for (let turn = 0; turn < maxTurns; turn++) {
      if (signal.aborted) return TIMED_OUT;
      let reply: ModelTurn;
      try {
        reply = await chatSpan(
          this.kind,
          this.model,
          () => conversation.next(signal),
          (r) => r.end,
        );
      } catch (err) {
        if (signal.aborted || this.provider.isAbort(err)) return TIMED_OUT;
        return { stop_reason: 'api_error', error: this.describe(err) };
      }
      recorder.turn(usageWithCost(reply.usage, this.model, this.prices));
      for (const text of reply.texts) recorder.assistant(text);
      if (reply.end === 'pause') continue;
      if (reply.end === 'refusal') return { stop_reason: 'refusal', error: this.hide(refusalText(reply)) };
      if (reply.end !== 'tool_use') return { stop_reason: reply.end, error: null };
      if (reply.calls.length === 0) return { stop_reason: 'end_turn', error: null };

      const answers = [];
      for (const call of reply.calls) {
        const outcome = call.invalid
          ? host.refuseModelCall(call.name, call.invalid, call.id)
          : await host.callModelTool(call.name, call.input, call.id);
        answers.push({ call, outcome });
      }
      if (signal.aborted) return { stop_reason: 'timeout', error: 'run timed out during a tool call' };
      conversation.answer(answers);
      const change = offered.update();
      if (change) {
        conversation.offer(offered.tools);
        recorder.toolsChanged(change);
      }
    }
    return { stop_reason: 'max_turns', error: null };
  }

  /** One request for all of a run's judge criteria; a failed request leaves them not judged, with the reason. */
  async judge(req: JudgeRequest): Promise<JudgeOutcome> {
    const answer = await this.ask(judgeQuestion(req), JUDGE_MAX_TOKENS, req.signal);
    if ('error' in answer) {
      const verdicts = req.statements.map(() => null);
      return { verdicts, usage: emptyUsage(), error: `judge request failed: ${answer.error}` };
    }
    return { verdicts: verdictsFrom(answer.input, req.statements.length), usage: answer.usage, error: null };
  }

  /** The simulated user's next reply, its model playing the user; the API's words when the request failed. */
  async playUser(req: UserRequest): Promise<(UserReply & { usage: Usage }) | { error: string }> {
    const answer = await this.ask(userQuestion(req), USER_MAX_TOKENS, req.signal);
    if ('error' in answer) return answer;
    const reply = userReplyFrom(answer.input);
    return reply ? { ...reply, usage: answer.usage } : { error: 'the simulated user gave neither a message nor done' };
  }

  /** A server's sampling request answered by this agent's model, priced as its turns are. */
  async sample(
    request: SamplingRequest,
    signal: AbortSignal,
  ): Promise<(SamplingAnswer & { usage: Usage }) | { error: string }> {
    try {
      const { usage, ...answer } = await this.provider.complete({ ...request, model: this.model }, signal);
      return { ...answer, usage: usageWithCost(usage, this.model, this.prices) };
    } catch (err) {
      return { error: this.describe(err) };
    }
  }

  /** One forced tool call (the judge's, a screening opinion's): its arguments and usage, or the API's words why not. */
  async ask(question: Question, maxTokens: number, signal: AbortSignal): Promise<Answer | { error: string }> {
    try {
      const forced = () => this.provider.forcedCall({ model: this.model, ...question, maxTokens }, signal);
      const { input, usage } = await chatSpan(this.kind, this.model, forced, () => 'tool_use');
      return { input, usage: usageWithCost(usage, this.model, this.prices) };
    } catch (err) {
      return { error: this.describe(err) };
    }
  }

  /** The API's own message when it gave one; never the key. */
  private describe(err: unknown): string {
    const api = this.provider.describe(err);
    return this.hide(api ?? `${this.provider.api} request failed: ${errorMessage(err)}`);
  }

  private hide(text: string): string {
    return this.apiKey ? text.split(this.apiKey).join('***') : text;
  }
}

/** What a refusal said: the provider's reason, else the model's words, else that it refused. */
function refusalText(turn: ModelTurn): string {
  const said = turn.refusal ?? turn.texts.join(' ').trim();
  return `the model refused${said ? `: ${said}` : ''}`;
}
