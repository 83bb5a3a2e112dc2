// What the model emulators share: a conversation in neutral terms (what a scripted model reads, whatever API carried
// it), a model's answer in the same terms, and the HTTP server under each API's emulator (requests recorded with
// their headers, replies delayed or hung, every connection closed at the end). Each emulator (openai.ts, gemini.ts)
// turns its API's request into a Chat and a Said into its API's answer, errors included, as the service does.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { bodyServer, listenLocal } from './listen.js';

/** One tool call of the model, as the neutral model sees it. */
export interface ChatCall {
  id: string;
  name: string;
  /** The arguments: parsed when they were JSON, else the text as sent. */
  input: unknown;
}

export interface ChatResult {
  id: string;
  text: string;
  is_error: boolean;
}

/** A conversation: the system prompt and request, then each model turn's calls and the answers that followed. */
export interface Chat {
  system: string;
  user: string;
  /** Every message of the user, in order: a conversation of several turns has more than one. */
  users: string[];
  /** Each model turn, with the index in `users` of the user message it answers. */
  turns: Array<{ text: string; calls: ChatCall[]; results: ChatResult[]; user: number }>;
  /** The tool the request forces a call of (a judge request), if any. */
  forced: string | null;
  tools: Array<{ name: string; parameters: unknown }>;
}

/** What a neutral model says: words, and calls (`arguments`: raw text sent as is, to test what a bad call does). */
export interface Said {
  text?: string;
  calls?: Array<{ name: string; input?: unknown; arguments?: string }>;
  /** How the API says the turn ended, in the neutral terms each emulator maps to its own. */
  end?: 'stop' | 'length' | 'refusal';
  refusal?: string;
}

export type ChatModel = (chat: Chat, index: number) => Said;

export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  raw: string;
  body: Record<string, unknown>;
  received_at: number;
}

/** An HTTP answer: status, JSON body and headers; or a hang (the client has to give up). */
export type Answer = { status: number; body: unknown; headers?: Record<string, string>; delay_ms?: number } | 'hang';

export interface EmulatorServer {
  url: string;
  requests: RecordedCall[];
  close(): Promise<void>;
}

/** A JSON-over-HTTP server that records every request and answers what `answer` says. */
export async function startJsonServer(answer: (req: RecordedCall, index: number) => Answer): Promise<EmulatorServer> {
  const requests: RecordedCall[] = [];
  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
    let body: Record<string, unknown>;
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      body = { unparsable: raw };
    }
    const recorded = { method: req.method ?? '', path: req.url ?? '', headers, raw, body, received_at: Date.now() };
    const out = answer(recorded, requests.push(recorded) - 1);
    if (out === 'hang') return; // unanswered; the server's close ends its connection
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(out.status, { 'content-type': 'application/json', ...out.headers });
      res.end(JSON.stringify(out.body));
    };
    if (out.delay_ms) setTimeout(send, out.delay_ms);
    else send();
  };
  const { url, close } = await listenLocal(bodyServer(handle));
  return { url, requests, close };
}

/** Rough token count, as the Anthropic emulator counts: characters / 4. */
export const tokens = (text: string): number => Math.ceil(text.length / 4);

/** A model that says these, one per request, in order; past the end, the last again. */
export function inTurn(...said: Said[]): ChatModel {
  return (_chat, index) => said[Math.min(index, said.length - 1)];
}

/**
 * A model in a conversation of several user messages: its answer to user message u is plans[u], one Said per model
 * turn since that message (past the end, the last again). Whatever the API, it reads only what the request carries.
 */
export function byUserTurn(plans: Said[][]): ChatModel {
  return (chat) => {
    const u = chat.users.length - 1;
    const plan = plans[Math.min(u, plans.length - 1)];
    const step = chat.turns.filter((t) => t.user === u).length;
    return plan[Math.min(step, plan.length - 1)];
  };
}
