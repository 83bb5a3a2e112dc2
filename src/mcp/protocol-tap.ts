// A transport in front of the SDK's, for the protocol version of the handshake: the SDK client asks for the newest
// version it speaks and keeps no record of the one the server answered. The tap notes that answer (the negotiated
// version, part of the server's contract), and can ask for another version instead: a client speaking an older
// revision of the protocol (readLegacy, mcp/contract-read.ts) is the SDK client with its `initialize` rewritten here.
import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { isRecord } from '../util/json.js';

export class ProtocolTap implements Transport {
  onclose?: Transport['onclose'];
  onerror?: Transport['onerror'];
  onmessage?: Transport['onmessage'];
  /** The version the server answered `initialize` with; null until it has. */
  negotiated: string | null = null;
  private initializeId: string | number | null = null;

  constructor(
    readonly inner: Transport,
    /** The protocol version to ask for instead of the SDK's newest; undefined: the SDK's. */
    private readonly requestVersion?: string,
  ) {}

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  setProtocolVersion = (version: string): void => this.inner.setProtocolVersion?.(version);

  start(): Promise<void> {
    this.inner.onclose = () => this.onclose?.();
    this.inner.onerror = (e) => this.onerror?.(e);
    this.inner.onmessage = (message, extra) => {
      this.observe(message);
      this.onmessage?.(message, extra);
    };
    return this.inner.start();
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    if ('method' in message && message.method === 'initialize' && 'id' in message) {
      this.initializeId = message.id;
      if (this.requestVersion && isRecord(message.params)) {
        const params = { ...message.params, protocolVersion: this.requestVersion };
        return this.inner.send({ ...message, params }, options);
      }
    }
    return this.inner.send(message, options);
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  /** The answer to `initialize`: its protocol version. */
  private observe(message: JSONRPCMessage): void {
    if (this.initializeId === null || !('id' in message) || message.id !== this.initializeId) return;
    const result = 'result' in message && isRecord(message.result) ? message.result : null;
    if (typeof result?.protocolVersion === 'string') this.negotiated = result.protocolVersion;
  }
}
