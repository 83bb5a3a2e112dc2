// Google's Gemini API (generateContent with function declarations) behind @google/genai, as a Provider of the model
// agent (model-agent.ts). The package reads GOOGLE_API_KEY or GEMINI_API_KEY and GOOGLE_GEMINI_BASE_URL, and retries
// nothing unless asked; its own retries ignore how long the API says to wait, so this provider retries 429 and 5xx
// itself, waiting the RetryInfo delay the error carries (the API sends no retry-after header), else backing off.
// Loaded on first use: the package and its dependencies (auth, protobuf, websockets) stay out of a run without it.
import type { ApiError, Content, GenerateContentResponse } from '@google/genai';
import { LazySdk } from './lazy-sdk.js';
import { isRecord } from '../util/json.js';
import type { ModelTool, SamplingRequest } from '../mcp/host.js';
import type { ApiUsage } from './pricing.js';
import { geminiParameters } from './gemini-schema.js';
import type { Conversation, ModelCall, ModelTurn, Opening, Provider, TurnEnd } from './model-agent.js';

export interface GeminiProviderOptions {
  apiKey: string;
  /** Default the package's (GOOGLE_GEMINI_BASE_URL, else generativelanguage.googleapis.com). */
  baseUrl?: string;
  maxRetries?: number;
}

/** Finish reasons that are the API withholding an answer, not the model ending one. */
const WITHHELD = ['SAFETY', 'RECITATION', 'BLOCKLIST', 'PROHIBITED_CONTENT', 'SPII', 'IMAGE_SAFETY', 'LANGUAGE'];
/** The id of a call the API gave none. */
const LOCAL_ID = 'local_call_';
const RETRIED = [408, 429, 500, 502, 503, 504];
/** Backoff without a delay from the API: 0.5 s doubling up to 8 s, as the other providers' packages do. */
const backoffMs = (attempt: number) => Math.min(500 * 2 ** attempt, 8000);

function declarations(tools: readonly ModelTool[]) {
  return tools.map((t) => {
    const parameters = geminiParameters(t.input_schema);
    return { name: t.name, description: t.description, ...(parameters ? { parameters } : {}) };
  });
}

/** Prompt tokens include the cached ones; thoughts are billed as output. */
function usageOf(r: GenerateContentResponse): ApiUsage {
  const u = r.usageMetadata;
  const cached = u?.cachedContentTokenCount ?? 0;
  return {
    input_tokens: Math.max(0, (u?.promptTokenCount ?? 0) - cached),
    output_tokens: (u?.candidatesTokenCount ?? 0) + (u?.thoughtsTokenCount ?? 0),
    cache_read_input_tokens: cached,
  };
}

/** The turn, and the model's content as it must go back (thought signatures and all). */
function toTurn(r: GenerateContentResponse, turnIndex: number): { turn: ModelTurn; content: Content | null } {
  const usage = usageOf(r);
  const candidate = r.candidates?.[0];
  if (!candidate) {
    const blocked = r.promptFeedback?.blockReason;
    const why = [blocked, r.promptFeedback?.blockReasonMessage].filter(Boolean).join(': ');
    const end: TurnEnd = blocked ? 'refusal' : 'end_turn';
    return {
      turn: { texts: [], calls: [], end, usage, ...(why ? { refusal: `prompt blocked: ${why}` } : {}) },
      content: null,
    };
  }
  const parts = candidate.content?.parts ?? [];
  const texts = parts.filter((p) => typeof p.text === 'string' && !p.thought).map((p) => p.text!);
  // The Gemini API leaves the id out: the call's place in the run names it (and the answer then carries none).
  const calls: ModelCall[] = parts.flatMap((p, i) => {
    const call = p.functionCall;
    return call
      ? [{ id: call.id ?? `${LOCAL_ID}${turnIndex}_${i}`, name: call.name ?? '', input: call.args ?? {} }]
      : [];
  });
  const reason = candidate.finishReason ?? 'STOP';
  const withheld = WITHHELD.includes(reason);
  const end: TurnEnd = withheld
    ? 'refusal'
    : calls.length
      ? 'tool_use'
      : reason === 'MAX_TOKENS'
        ? 'max_tokens'
        : 'end_turn';
  // The package keeps no finishMessage: the blocked safety categories say why.
  const blocked = (candidate.safetyRatings ?? []).filter((r) => r.blocked).map((r) => r.category);
  const refusal = withheld ? `${reason}${blocked.length ? ` (${blocked.join(', ')})` : ''}` : undefined;
  if (reason === 'MALFORMED_FUNCTION_CALL')
    texts.push(`(the API dropped a malformed function call: ${candidate.finishMessage ?? reason})`);
  const content: Content = { role: 'model', parts };
  return { turn: { texts, calls, end, usage, ...(refusal ? { refusal } : {}) }, content };
}

/** The delay a 429 asks for: the RetryInfo detail of the error body (`"37s"`, `"1.5s"`); null when it names none. */
export function retryDelayMs(err: ApiError): number | null {
  const body = parseBody(err);
  const details = isRecord(body?.error) && Array.isArray(body.error.details) ? body.error.details : [];
  for (const d of details) {
    const delay = isRecord(d) && typeof d.retryDelay === 'string' ? /^(\d+(?:\.\d+)?)s$/.exec(d.retryDelay) : null;
    if (delay) return Number(delay[1]) * 1000;
  }
  return null;
}

/** The package's ApiError (an HTTP status and the error body as its message), known without loading the package. */
function isApiError(err: unknown): err is ApiError {
  return err instanceof Error && err.name === 'ApiError' && typeof (err as { status?: unknown }).status === 'number';
}

function parseBody(err: ApiError): Record<string, unknown> | null {
  try {
    const body: unknown = JSON.parse(err.message);
    return isRecord(body) ? body : null;
  } catch {
    return null;
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const done = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', done);
      resolve();
    }, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

export class GeminiProvider implements Provider {
  readonly kind = 'gemini' as const;
  readonly api = 'Gemini API';
  /** The SDK, loaded by the first request, not at start: a scripted or replay run never needs it. */
  private readonly sdk = new LazySdk(
    () => import('@google/genai'),
    (sdk) =>
      new sdk.GoogleGenAI({
        apiKey: this.opts.apiKey,
        httpOptions: this.opts.baseUrl ? { baseUrl: this.opts.baseUrl } : undefined,
      }),
  );
  private readonly maxRetries: number;

  constructor(private readonly opts: GeminiProviderOptions) {
    this.maxRetries = opts.maxRetries ?? 2;
  }

  /** One generateContent, retried on 429 and 5xx after the delay the API asks for (else a backoff). */
  private async generate(
    model: string,
    contents: Content[],
    config: Record<string, unknown>,
    signal: AbortSignal,
  ): Promise<GenerateContentResponse> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await (
          await this.sdk.client()
        ).models.generateContent({
          model,
          contents,
          config: { ...config, abortSignal: signal },
        });
      } catch (err) {
        if (!isApiError(err) || !RETRIED.includes(err.status) || attempt >= this.maxRetries || signal.aborted)
          throw err;
        await sleep(retryDelayMs(err) ?? backoffMs(attempt), signal);
      }
    }
  }

  open(opening: Opening): Conversation {
    const config = {
      systemInstruction: opening.system,
      tools: [{ functionDeclarations: declarations(opening.tools) }],
      maxOutputTokens: opening.maxTokens,
    };
    const contents: Content[] = [{ role: 'user', parts: [{ text: opening.user }] }];
    let turns = 0;
    return {
      next: async (signal) => {
        const { turn, content } = toTurn(await this.generate(opening.model, contents, config, signal), turns++);
        if (content) contents.push(content);
        return turn;
      },
      // One response per call, in one turn, in the calls' order: the API refuses a turn whose counts differ.
      answer: (answers) =>
        contents.push({
          role: 'user',
          parts: answers.map(({ call, outcome }) => ({
            functionResponse: {
              ...(call.id.startsWith(LOCAL_ID) ? {} : { id: call.id }),
              name: call.name,
              response: outcome.is_error ? { error: outcome.text } : { output: outcome.text },
            },
          })),
        }),
      say: (text) => contents.push({ role: 'user', parts: [{ text }] }),
      offer: (offered) => {
        config.tools = [{ functionDeclarations: declarations(offered) }];
      },
    };
  }

  async complete({ model, system, messages, maxTokens }: SamplingRequest & { model: string }, signal: AbortSignal) {
    const contents: Content[] = messages.map((m) => ({
      role: m.role === 'assistant' ? 'model' : 'user',
      parts: [{ text: m.text }],
    }));
    const config = { ...(system ? { systemInstruction: system } : {}), maxOutputTokens: maxTokens };
    const response = await this.generate(model, contents, config, signal);
    const candidate = response.candidates?.[0];
    const text = (candidate?.content?.parts ?? []).flatMap((p) => (p.text && !p.thought ? [p.text] : [])).join('');
    const reason = candidate?.finishReason ?? 'STOP';
    const stopReason = reason === 'STOP' ? 'endTurn' : reason === 'MAX_TOKENS' ? 'maxTokens' : reason;
    return { text, model: response.modelVersion ?? model, stopReason, usage: usageOf(response) };
  }

  async forcedCall(opening: Opening, signal: AbortSignal) {
    const name = opening.tools[0].name;
    const config = {
      systemInstruction: opening.system,
      tools: [{ functionDeclarations: declarations(opening.tools) }],
      toolConfig: { functionCallingConfig: { mode: 'ANY', allowedFunctionNames: [name] } },
      maxOutputTokens: opening.maxTokens,
    };
    const response = await this.generate(
      opening.model,
      [{ role: 'user', parts: [{ text: opening.user }] }],
      config,
      signal,
    );
    const call = toTurn(response, 0).turn.calls.find((c) => c.name === name);
    return { input: call?.input ?? null, usage: usageOf(response) };
  }

  describe(err: unknown): string | null {
    if (!isApiError(err)) return null;
    const body = parseBody(err);
    const e = isRecord(body?.error) ? body.error : null;
    if (!e || typeof e.message !== 'string') return `${this.api} error ${err.status}: ${err.message}`;
    return `${this.api} error ${err.status} ${typeof e.status === 'string' ? `${e.status}: ` : ''}${e.message}`;
  }

  isAbort(err: unknown): boolean {
    return err instanceof Error && err.name === 'AbortError';
  }
}
