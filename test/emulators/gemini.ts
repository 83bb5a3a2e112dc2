// Google's Gemini API, emulated at the wire so the real @google/genai package runs unchanged (httpOptions.baseUrl
// here). POST /v1/models/<model>:generateContent (or /v1beta/) answers as the service does: candidates with the model's content
// (text and functionCall parts, function calls without an id, a thoughtSignature on the first part that must come
// back), a finishReason and usageMetadata (prompt tokens with the cached part); errors as { error: { code, message,
// status, details } } with the service's statuses: 400 INVALID_ARGUMENT for a wrong key (the API answers 400, not 401),
// for a schema field the function declaration's Schema does not have, for an OBJECT without properties, and when a
// turn's function responses differ in number from the function calls before it; 404 for an unknown model; 429
// RESOURCE_EXHAUSTED with the delay in a RetryInfo detail (the API sends no retry-after header); 500 INTERNAL.
import { startJsonServer, tokens, type Answer, type Chat, type RecordedCall, type Said } from './chat.js';

export interface GeminiFailure {
  code: number;
  status: string;
  message: string;
  /** Seconds, sent as a google.rpc.RetryInfo detail (`"2s"`). */
  retry_delay?: number;
}

export type GeminiReply = Said | { fail: GeminiFailure } | 'hang';

export interface GeminiEmulator {
  /** Base URL for the package (`httpOptions.baseUrl`). */
  url: string;
  requests: RecordedCall[];
  enqueue(...replies: GeminiReply[]): void;
  /** A model for every request (emulators/chat.ts), which may also answer as the API fails. */
  respondWith(model: (chat: Chat, index: number) => GeminiReply): void;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

/** The fields of the API's Schema object: any other is an unknown field of the request. */
const SCHEMA_FIELDS = new Set([
  'type',
  'format',
  'title',
  'description',
  'nullable',
  'enum',
  'maxItems',
  'minItems',
  'properties',
  'required',
  'minProperties',
  'maxProperties',
  'minLength',
  'maxLength',
  'pattern',
  'example',
  'anyOf',
  'propertyOrdering',
  'default',
  'items',
  'minimum',
  'maximum',
]);

export const quotaExceeded = (seconds: number): GeminiReply => ({
  fail: {
    code: 429,
    status: 'RESOURCE_EXHAUSTED',
    message: 'You exceeded your current quota, please check your plan and billing details.',
    retry_delay: seconds,
  },
});

export const internalError = (): GeminiReply => ({
  fail: { code: 500, status: 'INTERNAL', message: 'An internal error has occurred. Please retry or report it.' },
});

function error(f: GeminiFailure): Answer {
  const details =
    f.retry_delay === undefined
      ? []
      : [
          {
            '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
            violations: [{ quotaMetric: 'generativelanguage.googleapis.com/generate_content_requests' }],
          },
          { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: `${f.retry_delay}s` },
        ];
  return {
    status: f.code,
    body: { error: { code: f.code, message: f.message, status: f.status, ...(details.length ? { details } : {}) } },
  };
}

const invalid = (message: string): GeminiFailure => ({ code: 400, status: 'INVALID_ARGUMENT', message });

/** A schema field the API does not know, or an OBJECT without properties, at its path; null when the schema is one. */
function schemaProblem(schema: unknown, at: string): GeminiFailure | null {
  if (schema === null || typeof schema !== 'object') return null;
  const s = schema as Json;
  for (const key of Object.keys(s)) {
    if (!SCHEMA_FIELDS.has(key)) {
      return invalid(`Invalid JSON payload received. Unknown name "${key}" at '${at}': Cannot find field.`);
    }
  }
  const props = (s.properties ?? {}) as Json;
  if (s.type === 'OBJECT' && !Object.keys(props).length) {
    return invalid(`* GenerateContentRequest.${at}.properties: should be non-empty for OBJECT type`);
  }
  for (const [name, p] of Object.entries(props)) {
    const found = schemaProblem(p, `${at}.properties[${name}].value`);
    if (found) return found;
  }
  const items = s.items ? schemaProblem(s.items, `${at}.items`) : null;
  const branches = Array.isArray(s.anyOf) ? s.anyOf.map((b, i) => schemaProblem(b, `${at}.any_of[${i}]`)) : [];
  return items ?? branches.find((b) => b !== null) ?? null;
}

/** What the service refuses before any model sees the request; null when it is well formed. */
function refusal(
  model: string,
  body: Json,
  models: readonly string[] | undefined,
  version: string,
): GeminiFailure | null {
  if (models && !models.includes(model)) {
    const message = `models/${model} is not found for API version ${version}, or is not supported for generateContent.`;
    return { code: 404, status: 'NOT_FOUND', message };
  }
  const tools = Array.isArray(body.tools) ? (body.tools as Json[]) : [];
  for (const [t, tool] of tools.entries()) {
    const declarations = Array.isArray(tool.functionDeclarations) ? (tool.functionDeclarations as Json[]) : [];
    for (const [d, decl] of declarations.entries()) {
      const found = schemaProblem(decl.parameters, `tools[${t}].function_declarations[${d}].parameters`);
      if (found) return found;
    }
  }
  return countMismatch(Array.isArray(body.contents) ? (body.contents as Json[]) : []);
}

const partsOf = (c: Json | undefined): Json[] => (Array.isArray(c?.parts) ? (c.parts as Json[]) : []);

/** A turn of function calls must be followed by a turn with as many function responses. */
function countMismatch(contents: Json[]): GeminiFailure | null {
  for (const [i, c] of contents.entries()) {
    const calls = partsOf(c).filter((p) => p.functionCall).length;
    if (!calls || i === contents.length - 1) continue;
    const responses = partsOf(contents[i + 1]).filter((p) => p.functionResponse).length;
    if (responses !== calls) {
      return invalid(
        'Please ensure that the number of function response parts is equal to the number of function call parts ' +
          'of the function call turn.',
      );
    }
  }
  return null;
}

/** The request as a neutral conversation; calls get their place as id (the API gives none). */
export function chatOf(body: Json): Chat {
  const contents = Array.isArray(body.contents) ? (body.contents as Json[]) : [];
  const text = (c: Json | undefined) =>
    partsOf(c)
      .map((p) => (typeof p.text === 'string' ? p.text : ''))
      .join('');
  const config = body.toolConfig as Json | undefined;
  const calling = config?.functionCallingConfig as Json | undefined;
  const chat: Chat = {
    system: text(body.systemInstruction as Json | undefined),
    user: text(contents[0]),
    users: [],
    turns: [],
    forced: calling?.mode === 'ANY' ? String((calling.allowedFunctionNames as string[] | undefined)?.[0]) : null,
    tools: (Array.isArray(body.tools) ? (body.tools as Json[]) : []).flatMap((t) =>
      ((t.functionDeclarations ?? []) as Json[]).map((d) => ({ name: String(d.name), parameters: d.parameters })),
    ),
  };
  for (const [i, c] of contents.entries()) {
    // A user content of text is a message of the user; one of function responses answers the model's calls.
    if (c.role !== 'model' && partsOf(c).some((p) => typeof p.text === 'string')) {
      chat.users.push(text(c));
      continue;
    }
    if (c.role === 'model') {
      const calls = partsOf(c)
        .filter((p) => p.functionCall)
        .map((p, k) => {
          const f = p.functionCall as Json;
          return { id: `${i}.${k}`, name: String(f.name), input: f.args ?? {} };
        });
      chat.turns.push({ text: text(c), calls, results: [], user: chat.users.length - 1 });
    } else {
      const last = chat.turns.at(-1);
      for (const [k, p] of partsOf(c).entries()) {
        const r = p.functionResponse as Json | undefined;
        const response = (r?.response ?? {}) as Json;
        const isError = response.error !== undefined;
        last?.results.push({
          id: `${i - 1}.${k}`,
          text: String(isError ? response.error : response.output),
          is_error: isError,
        });
      }
    }
  }
  return chat;
}

/** The GenerateContentResponse the service answers with. */
function response(model: string, body: Json, said: Said): Json {
  const parts: Json[] = [];
  if (said.text) parts.push({ text: said.text });
  for (const c of said.calls ?? []) parts.push({ functionCall: { name: c.name, args: c.input ?? {} } });
  if (parts.length) parts[0] = { ...parts[0], thoughtSignature: 'c2lnbmF0dXJlLWVtdQ==' };
  const finishReason = said.end === 'refusal' ? 'SAFETY' : said.end === 'length' ? 'MAX_TOKENS' : 'STOP';
  const prompt = tokens(JSON.stringify([body.systemInstruction, body.tools, body.contents]));
  const candidates = tokens(JSON.stringify(parts));
  return {
    candidates: [
      {
        content: { parts: said.end === 'refusal' ? [] : parts, role: 'model' },
        finishReason,
        index: 0,
        ...(said.end === 'refusal'
          ? {
              safetyRatings: [
                { category: said.refusal ?? 'HARM_CATEGORY_DANGEROUS_CONTENT', probability: 'HIGH', blocked: true },
              ],
            }
          : {}),
      },
    ],
    usageMetadata: {
      promptTokenCount: prompt,
      candidatesTokenCount: candidates,
      totalTokenCount: prompt + candidates,
      promptTokensDetails: [{ modality: 'TEXT', tokenCount: prompt }],
    },
    modelVersion: model,
    responseId: `emu${Date.now()}`,
  };
}

export interface GeminiEmulatorOptions {
  /** Requests without `x-goog-api-key: <key>` get 400 API_KEY_INVALID. */
  api_key?: string;
  /** The models it serves; others get 404. Default: any. */
  models?: string[];
}

/** The package's default version is v1 (v1beta on request). */
const ROUTE = /^\/(v1|v1beta)\/models\/([^/:]+):generateContent$/;

export async function startGeminiEmulator(opts: GeminiEmulatorOptions = {}): Promise<GeminiEmulator> {
  const queue: GeminiReply[] = [];
  let chatModel: ((chat: Chat, index: number) => GeminiReply) | null = null;
  let chats = 0;
  const server = await startJsonServer((req) => {
    const route = req.method === 'POST' ? ROUTE.exec(req.path) : null;
    if (!route) return error({ code: 404, status: 'NOT_FOUND', message: `no route ${req.method} ${req.path}` });
    if (opts.api_key !== undefined && req.headers['x-goog-api-key'] !== opts.api_key) {
      return error(invalid('API key not valid. Please pass a valid API key.'));
    }
    const model = decodeURIComponent(route[2]);
    const refused = refusal(model, req.body, opts.models, route[1]);
    if (refused) return error(refused);
    const reply = chatModel ? chatModel(chatOf(req.body), chats++) : queue.shift();
    if (!reply) return error({ code: 500, status: 'INTERNAL', message: 'emulator: no reply queued' });
    if (reply === 'hang') return 'hang';
    if ('fail' in reply) return error(reply.fail);
    return { status: 200, body: response(model, req.body, reply) };
  });
  return {
    url: server.url,
    requests: server.requests,
    enqueue: (...replies) => void queue.push(...replies),
    respondWith: (m) => {
      chatModel = m;
    },
    close: server.close,
  };
}
