// A transport in front of the SDK's, for the protocol version of the handshake: the SDK client asks for the newest
// version it speaks and keeps no record of the one the server answered. The tap notes that answer (the negotiated
// version, part of the server's contract), and can ask for another version instead: a client speaking an older
// revision of the protocol (readLegacy, mcp/contract-read.ts) is the SDK client with its `initialize` rewritten here.
// It is also the door every message of the server comes through: one nested too deep for a recursive walk (a schema
// 5,000 levels deep ended the run with a RangeError), or holding too many values to compare in time, is not let in.
// A call's progress is read here too, in the order it came: the SDK hands a notification to its handler after the
// answer that follows it, and drops it as for a finished request (the last of a tool's progress went missing).
// And every request passes it: each is traced (tracing/mcp.ts), its trace context added to its `_meta`.
import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, Progress } from '@modelcontextprotocol/sdk/types.js';
import { isRecord, jsonExtent } from '../util/json.js';
import { McpSpans, type ConnectionInfo } from '../tracing/mcp.js';

/** The deepest nesting a message of the server may have: real schemas and results stay far below. */
export const MAX_MESSAGE_DEPTH = 128;
/** The most values a message may hold: 2,000 tools of 100 values each, twice over. */
export const MAX_MESSAGE_VALUES = 400_000;
/** JSON-RPC's internal error: what a request answered with a message not let in gets instead. */
const INTERNAL_ERROR = -32603;

export class ProtocolTap implements Transport {
  onclose?: Transport['onclose'];
  onerror?: Transport['onerror'];
  onmessage?: Transport['onmessage'];
  /** The version the server answered `initialize` with; null until it has. */
  negotiated: string | null = null;
  /** What the server sent that was not let in, said once each. */
  readonly findings = new Set<string>();
  private initializeId: string | number | null = null;
  /** The listener of each call's progress token (tracking). */
  private readonly progress = new Map<string, (p: Progress) => void>();
  private tokens = 0;

  /** The connection's MCP spans (each a no-op when the run does not trace). */
  private readonly spans?: McpSpans;

  constructor(
    readonly inner: Transport,
    /** The protocol version to ask for instead of the SDK's newest; undefined: the SDK's. */
    private readonly requestVersion?: string,
    /** Whose requests these are, for their spans: the server and how it is reached; none: not traced. */
    traced?: Pick<ConnectionInfo, 'server' | 'networkTransport'>,
  ) {
    const version = (): string | null => this.negotiated;
    if (traced) this.spans = new McpSpans({ ...traced, protocolVersion: version, sessionId: () => this.sessionId });
  }

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  setProtocolVersion = (version: string): void => this.inner.setProtocolVersion?.(version);

  start(): Promise<void> {
    this.inner.onclose = () => {
      this.spans?.closed();
      this.onclose?.();
    };
    this.inner.onerror = (e) => this.onerror?.(e);
    this.inner.onmessage = (message, extra) => {
      const bounded = this.bound(message);
      if (!bounded || this.progressed(bounded)) return;
      this.observe(bounded);
      this.spans?.received(bounded);
      this.onmessage?.(bounded, extra);
    };
    return this.inner.start();
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    if ('method' in message && message.method === 'initialize' && 'id' in message) {
      this.initializeId = message.id;
      if (this.requestVersion && isRecord(message.params)) {
        const params = { ...message.params, protocolVersion: this.requestVersion };
        return this.inner.send(this.traced({ ...message, params }), options);
      }
    }
    return this.inner.send(this.traced(message), options);
  }

  /** A request: its span started, its trace context put in `_meta`; an answer to a server's request: its span ended. */
  private traced(message: JSONRPCMessage): JSONRPCMessage {
    if (!this.spans) return message;
    if ('method' in message) return this.spans.request(message);
    if (!('id' in message)) return message;
    this.spans.answered(message);
    return message;
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  /**
   * The message, if it is within the bounds; else an answer becomes an error answer to the same request (so the request
   * fails, saying why, instead of waiting for its deadline), and anything else is left out and said.
   */
  private bound(message: JSONRPCMessage): JSONRPCMessage | null {
    const { depth, values } = jsonExtent(message, MAX_MESSAGE_DEPTH, MAX_MESSAGE_VALUES);
    if (depth <= MAX_MESSAGE_DEPTH && values <= MAX_MESSAGE_VALUES) return message;
    const what =
      depth > MAX_MESSAGE_DEPTH
        ? `nested deeper than ${MAX_MESSAGE_DEPTH} levels`
        : `over ${MAX_MESSAGE_VALUES} values`;
    if ('id' in message && !('method' in message)) {
      const error = { code: INTERNAL_ERROR, message: `the server's answer is ${what}: not read` };
      return { jsonrpc: '2.0', id: message.id, error };
    }
    this.findings.add(`a message ${what}: not read`);
    return null;
  }

  /** `run` with a progress token of its own (for the request's `_meta`), its notifications told to `listener`. */
  async tracking<T>(listener: (p: Progress) => void, run: (meta: { progressToken: string }) => Promise<T>): Promise<T> {
    const progressToken = `mcp-eval-${++this.tokens}`;
    this.progress.set(progressToken, listener);
    try {
      return await run({ progressToken });
    } finally {
      this.progress.delete(progressToken);
    }
  }

  /** A progress notification of a tracked call: told to its listener, not handed on. */
  private progressed(message: JSONRPCMessage): boolean {
    if (!('method' in message) || message.method !== 'notifications/progress' || 'id' in message) return false;
    const params = isRecord(message.params) ? message.params : {};
    const listener = this.progress.get(String(params.progressToken));
    if (!listener || typeof params.progress !== 'number') return false;
    listener(params as Progress);
    return true;
  }

  /** The answer to `initialize`: its protocol version. */
  private observe(message: JSONRPCMessage): void {
    if (this.initializeId === null || !('id' in message) || message.id !== this.initializeId) return;
    const result = 'result' in message && isRecord(message.result) ? message.result : null;
    if (typeof result?.protocolVersion === 'string') this.negotiated = result.protocolVersion;
  }
}
