// The stdio transport: the SDK's framing (ReadBuffer, serializeMessage) over a server process that
// leads its own process group (util/process.ts). The SDK's StdioClientTransport ends only the process
// it started, so a server behind `sh -c`, or one that ignores the end of its stdin, outlived the run
// and kept its pipes (and so the CLI) open. Here closing ends the whole group, and a server that exits
// takes what it left behind with it. The server is started by the spawner's helper process (util/spawner.ts): a fork
// of the run itself costs more the more memory the run holds; Windows, which has no process groups, spawns it here.
import type { ChildProcess } from 'node:child_process';
import {
  deserializeMessage,
  serializeMessage,
  STDIO_DEFAULT_MAX_BUFFER_SIZE,
} from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { endGroup, exitedWithin, signalGroup, spawnGroup } from '../util/process.js';
import { spawnServer, type SpawnedServer } from '../util/spawner.js';

export interface StdioTransportOptions {
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd?: string;
  /** Each chunk the server writes to stderr. */
  onStderr: (chunk: Buffer) => void;
}

/** The largest message a server may send (the SDK's limit): a longer one ends the connection. */
export const MAX_MESSAGE_BYTES = STDIO_DEFAULT_MAX_BUFFER_SIZE;
/** After a server exits, how long its pipes may stay open (output still arriving) before they are let go of. */
const PIPES_GRACE_MS = 500;

export class GroupStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  /** Why the transport gave up on the server, when it did (e.g. a message over the size limit). */
  failure: string | null = null;
  /** How the server process ended, once it has: `code 2`, `signal SIGSEGV`. */
  exit: string | null = null;
  /**
   * How long close() waits for the server to exit on the end of its stdin before it ends its group; 0 for a server
   * that failed its start (mcp/connection.ts): nothing of it is worth waiting for.
   */
  politeMs = 2000;
  private child: ChildProcess | SpawnedServer | null = null;
  private readonly buffer = new LineBuffer(MAX_MESSAGE_BYTES);

  constructor(private readonly opts: StdioTransportOptions) {}

  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  start(): Promise<void> {
    const { command, args, env, cwd, onStderr } = this.opts;
    return new Promise((resolve, reject) => {
      const child =
        process.platform === 'win32'
          ? spawnGroup(command, args, { env, cwd, stdio: ['pipe', 'pipe', 'pipe'] })
          : spawnServer(command, args, { env, cwd });
      this.child = child;
      child.once('error', (e) => {
        reject(e);
        this.onerror?.(e);
      });
      // The spawner's server has its stdio once it is spawned, not before.
      child.once('spawn', () => {
        child.stdin!.on('error', (e) => this.onerror?.(e));
        child.stdout!.on('data', (chunk: Buffer) => this.receive(chunk));
        child.stderr!.on('data', onStderr);
        resolve();
      });
      child.once('exit', (code, signal) => {
        this.exit = signal ? `signal ${signal}` : `code ${code}`;
        // What the server started and left behind goes with it. A process that left its group may still hold the
        // pipes, and 'close' (so onclose: the server is gone) waits for them: let go of them once the last output
        // had its moment to arrive.
        signalGroup(child, 'SIGKILL');
        setTimeout(() => {
          child.stdout?.destroy();
          child.stderr?.destroy();
        }, PIPES_GRACE_MS).unref();
      });
      child.once('close', () => {
        this.child = null;
        this.onclose?.();
      });
    });
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = this.child;
      const stdin = child?.stdin;
      if (!stdin || stdin.destroyed) {
        // Exited as it started (from the spawner, its start, its stdin's end and its exit can come at once): refused
        // once its output is all read, as a write to its closed pipe is, so the failure says what it wrote to stderr.
        const closed = () => reject(new Error(this.exit ? 'Connection closed' : 'Not connected'));
        return void (child ? child.once('close', closed) : closed());
      }
      if (stdin.write(serializeMessage(message))) resolve();
      else stdin.once('drain', resolve);
    });
  }

  /** End stdin (MCP's polite close); a server still running after politeMs is ended with its group. */
  async close(): Promise<void> {
    const child = this.child;
    if (!child) return;
    child.stdin?.end();
    // A server still running is ended with its group; its pipes are let go of on exit.
    if (!(await exitedWithin(child, this.politeMs))) await endGroup(child, 2000);
    this.buffer.clear();
  }

  private receive(chunk: Buffer): void {
    try {
      this.buffer.append(chunk);
    } catch {
      this.failure = `the server sent a message over the ${MAX_MESSAGE_BYTES / (1 << 20)} MiB limit`;
      this.onerror?.(new Error(this.failure));
      void this.close();
      return;
    }
    for (;;) {
      let message: JSONRPCMessage | null;
      try {
        message = this.buffer.readMessage();
      } catch (e) {
        this.onerror?.(e as Error);
        continue;
      }
      if (message === null) break;
      this.onmessage?.(message);
    }
  }
}

/**
 * The SDK's ReadBuffer, read for read (the same messages, the same limit on what waits unread, the same error), in time
 * linear in what arrives: the SDK's joins every chunk to all that waits and searches it all again for a newline, so a
 * 10 MiB answer in 64 KiB chunks copied some 800 MB (bench 15's profile: a tenth of the run's CPU on stdio servers).
 * Here the chunks of a line wait apart, each searched once, and are joined once, when the line ends.
 */
export class LineBuffer {
  /** Chunks of the line under way, none holding a newline. */
  private parts: Buffer[] = [];
  /** What is not searched yet. */
  private head: Buffer | null = null;
  private size = 0;

  constructor(private readonly maxBytes: number) {}

  append(chunk: Buffer): void {
    if (this.size + chunk.length > this.maxBytes) {
      this.clear();
      throw new Error(`ReadBuffer exceeded maximum size of ${this.maxBytes} bytes`);
    }
    this.head = this.head ? Buffer.concat([this.head, chunk]) : chunk;
    this.size += chunk.length;
  }

  /** The next whole message, or null until its line has ended; throws on a line that is not one (it is dropped). */
  readMessage(): JSONRPCMessage | null {
    const head = this.head;
    if (!head) return null;
    const end = head.indexOf(10);
    if (end === -1) {
      this.parts.push(head);
      this.head = null;
      return null;
    }
    const line = this.parts.length ? Buffer.concat([...this.parts, head.subarray(0, end)]) : head.subarray(0, end);
    this.parts = [];
    this.head = end + 1 < head.length ? head.subarray(end + 1) : null;
    this.size -= line.length + 1;
    return deserializeMessage(line.toString('utf8').replace(/\r$/, ''));
  }

  clear(): void {
    [this.parts, this.head, this.size] = [[], null, 0];
  }
}
