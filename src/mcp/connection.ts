// One MCP client connection per configured server, over stdio, streamable HTTP or SSE,
// built on the SDK client. Every step has a deadline, and every failure names the server
// and what failed: a server that hangs, exits or refuses never hangs the run.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTaskStore } from '@modelcontextprotocol/sdk/experimental/tasks/stores/in-memory.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  ErrorCode,
  McpError,
  ToolListChangedNotificationSchema,
  type CallToolResult,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { SERVER_EXITED } from '../results/phrases.js';
import type { ServerSnapshot } from '../results/trajectory.js';
import type { ServerConfig } from './config.js';
import { errorMessage, EvalError, isEvalError } from '../util/errors.js';
import { withDeadline } from '../util/deadline.js';
import { isZodError, summarizeIssues } from '../util/zod.js';
import { listAdvertised, type Advertised } from './advertised.js';
import { commandProblem } from './command-check.js';
import { CLIENT_FEATURES, type ClientFeature } from '../results/client.js';
import { newClient } from './client.js';
import { AskRouter, type Answerer } from './asks.js';
import { ProtocolTap } from './protocol-tap.js';
import { callAsTask, CallNotes, runsAsTask } from './task-call.js';
import { serverSnapshot } from './snapshot.js';
import { GroupStdioTransport } from './stdio.js';
import { listAllTools, type ToolListing } from './tool-list.js';
import { createTransport, type TransportKind } from './transport.js';

export { stdioEnvironment } from './transport.js';

export type { Tool as McpTool, CallToolResult } from '@modelcontextprotocol/sdk/types.js';

export interface ConnectOptions {
  /** Deadline for starting the transport, the `initialize` handshake and the tool list. */
  connectTimeoutMs: number;
  /** Ask for this protocol version in `initialize` instead of the SDK's newest (readLegacy, mcp/contract-read.ts). */
  protocolVersion?: string;
  /** Read prompts, resources and templates too (default); a probe: false; the older client's read: 'no templates'. */
  advertised?: boolean | 'no templates';
  /** Why the connection before this one was let go of (it exited, left a request unanswered): said as a finding. */
  after?: string;
  /** The client features declared (results/client.ts); default all, roots only with `roots`. */
  client?: readonly ClientFeature[];
  /** The run's roots (file:// URIs), listed to a server that asks outside a scenario's call. */
  roots?: readonly string[];
}

/** Of the connect deadline, kept back from reading prompts and resources, so their lists cannot fail a connection. */
const ADVERTISED_MARGIN_MS = 100;
/** Any `tools/list` result: each tool is checked on its own (tool-list.ts). */
const LENIENT_LIST = z.looseObject({});
export class ServerConnection {
  /** Why the connection is gone; null while it is open. */
  closedReason: string | null = null;
  /** Set by a `tools/list_changed` notification: the tool list must be fetched again. */
  toolsStale = false;
  /**
   * Why a request got no answer while the connection stayed open (no answer in time, cut short, the
   * transport failed): the server may still be busy with it, or gone. Null while every request was answered.
   */
  doubt: string | null = null;
  private toolList: Tool[] = [];
  private listing: Pick<ToolListing, 'fixes' | 'duplicates'> = { fixes: new Map(), duplicates: [] };
  /** Prompts, resources and templates, read once at the handshake (advertised.ts). */
  private advertised: Omit<Advertised, 'findings'> = {};
  /** What the server got wrong, said once each (tool-list.ts). */
  private readonly findings = new Set<string>();
  /** What the server asks during a call, answered by that call's run (asks.ts). */
  private asks!: AskRouter;

  private constructor(
    readonly config: ServerConfig,
    readonly transportKind: TransportKind,
    private readonly client: Client,
    private readonly transport: Transport,
    private readonly tap: ProtocolTap,
    private readonly stderrTail: () => string,
  ) {}

  get name(): string {
    return this.config.name;
  }

  /** Child process id of a stdio server. */
  get pid(): number | null {
    return this.transport instanceof GroupStdioTransport ? this.transport.pid : null;
  }

  get serverInfo(): { name: string; version: string } | null {
    const v = this.client.getServerVersion();
    return v ? { name: v.name, version: v.version } : null;
  }

  get tools(): readonly Tool[] {
    return this.toolList;
  }

  /** The whole contract the server advertised (snapshot.ts). */
  snapshot(): ServerSnapshot {
    return serverSnapshot({
      name: this.name,
      serverInfo: (this.client.getServerVersion() as Record<string, unknown> | undefined) ?? null,
      protocolVersion: this.tap.negotiated,
      capabilities: this.client.getServerCapabilities(),
      instructions: this.client.getInstructions(),
      tools: this.toolList,
      ...this.listing,
      advertised: this.advertised,
      findings: [...this.findings, ...this.tap.findings],
      client: this.asks.features,
    });
  }

  /** Prompts, resources and templates as the capabilities declare them, within `timeoutMs`; a failure is a finding. */
  private async readAdvertised(timeoutMs: number, templates: boolean): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const request = (method: string, cursor?: string) =>
      this.client.request({ method, params: cursor ? { cursor } : undefined }, LENIENT_LIST, {
        timeout: Math.max(1, deadline - Date.now()),
      });
    const { findings, ...advertised } = await listAdvertised(this.client.getServerCapabilities(), request, templates);
    for (const f of findings) this.findings.add(f);
    this.advertised = advertised;
  }

  /**
   * Fetch the whole tool list again (every page), within `timeoutMs` for all of it; the run's
   * `signal` cuts it short. Bounded and lenient: see tool-list.ts.
   */
  async refreshTools(timeoutMs: number, signal?: AbortSignal): Promise<void> {
    this.toolsStale = false;
    const deadline = Date.now() + timeoutMs;
    const listing = await this.request('list tools', timeoutMs, () =>
      listAllTools((cursor) => {
        const left = deadline - Date.now();
        if (left <= 0) throw new McpError(ErrorCode.RequestTimeout, 'tool list not complete in time');
        const params = cursor ? { cursor } : undefined;
        return this.client.request({ method: 'tools/list', params }, LENIENT_LIST, { timeout: left, signal });
      }),
    );
    for (const f of listing.findings) this.findings.add(f);
    this.toolList = listing.tools;
    this.listing = { fixes: listing.fixes, duplicates: listing.duplicates };
  }

  /**
   * Call a tool. A JSON-RPC error answered by the server is rethrown as the SDK's McpError, and a
   * result that is not an MCP result as the ZodError that says why; a dead server, a timeout or the
   * run's `signal` becomes an EvalError (kind call) naming the server. A tool with task support runs as a task;
   * progress and the task's status go to `notes` (task-call.ts).
   */
  async callTool(
    tool: string,
    args: Record<string, unknown>,
    timeoutMs: number,
    signal?: AbortSignal,
    answerer?: Answerer,
    notes = new CallNotes(),
  ): Promise<CallToolResult> {
    const declared = this.toolList.find((t) => t.name === tool);
    const asTask = runsAsTask(this.client, declared);
    const result = await this.asks.during(answerer, () =>
      this.tap.tracking(notes.onprogress, (_meta) => {
        const params = { name: tool, arguments: args, _meta };
        return this.request(`call tool "${tool}"`, timeoutMs, () =>
          asTask
            ? callAsTask(this.client, params, timeoutMs, notes, signal)
            : this.client.callTool(params, undefined, { timeout: timeoutMs, signal }),
        );
      }),
    );
    return result as CallToolResult;
  }

  async close(): Promise<void> {
    if (this.closedReason === null) this.closedReason = 'closed';
    if (this.transport instanceof StreamableHTTPClientTransport && this.transport.sessionId) {
      // Politely end the session so the server frees it; never wait long for that.
      await withDeadline(this.transport.terminateSession(), 1000, 'terminate session').catch(() => undefined);
    }
    await this.client.close().catch(() => undefined);
  }

  /** Open, and every request answered: fit to hand to another scenario (servers/shared.ts). */
  get healthy(): boolean {
    return this.closedReason === null && this.doubt === null;
  }

  private async request<T>(what: string, timeoutMs: number, run: () => Promise<T>): Promise<T> {
    if (this.closedReason !== null)
      throw new EvalError('call', `server "${this.name}" is not connected: ${this.closedReason}`);
    try {
      return await run();
    } catch (e) {
      if (e instanceof McpError && e.code === ErrorCode.RequestTimeout) {
        this.doubt = `did not answer ${what} within ${timeoutMs} ms`;
        throw new EvalError('call', `server "${this.name}" ${this.doubt}`);
      }
      if ((e instanceof McpError && e.code !== ErrorCode.ConnectionClosed) || isZodError(e)) throw e;
      if (this.closedReason === null && !(e instanceof McpError)) {
        // Transport-level failure (fetch failed, write after exit, the run's signal): report, but keep the connection.
        this.doubt = `failed to ${what}: ${describeError(e)}`;
        throw new EvalError('call', `server "${this.name}" ${this.doubt}`);
      }
      throw new EvalError('call', `server "${this.name}" is not connected: ${this.closedReason ?? describeError(e)}`);
    }
  }

  /** Open a connection, run the handshake and fetch the tool list, all within the deadline. */
  static async open(config: ServerConfig, opts: ConnectOptions): Promise<ServerConnection> {
    if (config.type === 'stdio') return ServerConnection.openOnce(config, 'stdio', opts);
    if (config.transport !== 'auto') return ServerConnection.openOnce(config, config.transport, opts);
    const started = Date.now();
    try {
      return await ServerConnection.openOnce(config, 'streamable-http', opts);
    } catch (e) {
      // MCP backwards compatibility: a 4xx to the initialize POST means an old HTTP+SSE server.
      // 401/403 is an auth problem of the right transport: say so instead of trying SSE.
      const status = isEvalError(e, 'connect') ? httpStatusOf(e.cause) : undefined;
      if (status === undefined || status < 400 || status > 499 || status === 401 || status === 403) throw e;
      const left = Math.max(1, opts.connectTimeoutMs - (Date.now() - started));
      return ServerConnection.openOnce(config, 'sse', { ...opts, connectTimeoutMs: left });
    }
  }

  private static async openOnce(
    config: ServerConfig,
    kind: TransportKind,
    opts: ConnectOptions,
  ): Promise<ServerConnection> {
    const { transport, stderrTail } = createTransport(config, kind);
    // By default every feature; roots only with roots to list (settings/client.ts runProfile).
    const features = opts.client ?? CLIENT_FEATURES.filter((f) => f !== 'roots' || opts.roots?.length);
    // A client declaring tasks keeps the asks a server made as tasks, for its tasks/get and tasks/result (asks.ts).
    const taskStore = features.includes('tasks') ? new InMemoryTaskStore() : undefined;
    const client = newClient(features, taskStore);
    const network = kind === 'stdio' ? 'pipe' : 'tcp';
    const tap = new ProtocolTap(transport, opts.protocolVersion, { server: config.name, networkTransport: network });
    const conn = new ServerConnection(config, kind, client, transport, tap, stderrTail);
    conn.asks = new AskRouter(client, features, opts.roots);
    if (opts.after) conn.findings.add(`${kind === 'stdio' ? 'started' : 'connected'} again: ${firstPart(opts.after)}`);
    conn.watch(taskStore);
    await conn.handshake(opts.connectTimeoutMs, opts.advertised ?? true);
    return conn;
  }

  /** Note when the connection closes (and why), and when the server says its tool list changed. */
  private watch(taskStore?: InMemoryTaskStore): void {
    this.client.onclose = () => {
      taskStore?.cleanup(); // its timers would keep the process up to the tasks' time to live
      if (this.closedReason !== null) return;
      const stdio = this.transport instanceof GroupStdioTransport ? this.transport : null;
      const exit = stdio?.exit ? ` (${stdio.exit})` : '';
      this.closedReason =
        stdio?.failure ?? (stdio ? `${SERVER_EXITED}${exit}${this.stderrNote()}` : 'the connection closed');
    };
    this.client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
      this.toolsStale = true;
    });
  }

  /** Start the transport, run `initialize` and fetch the tool list (and what else it advertises) within `timeoutMs`. */
  private async handshake(timeoutMs: number, advertised: boolean | 'no templates'): Promise<void> {
    const started = Date.now();
    let step = this.transportKind === 'stdio' ? 'start and initialize' : 'connect';
    try {
      await withDeadline(
        (async () => {
          await this.client.connect(this.tap, { timeout: timeoutMs });
          step = 'list tools';
          await this.refreshTools(Math.max(1, timeoutMs - (Date.now() - started)));
          // What is left of the deadline, less a margin: a slow list is a finding, never a failed connection.
          const left = Math.max(1, timeoutMs - (Date.now() - started) - ADVERTISED_MARGIN_MS);
          if (advertised) await this.readAdvertised(left, advertised === true);
        })(),
        timeoutMs,
        `no answer within ${timeoutMs} ms`,
      );
    } catch (e) {
      this.closedReason = 'failed to open';
      if (this.transport instanceof GroupStdioTransport) this.transport.politeMs = 0;
      await this.client.close().catch(() => undefined);
      const timedOut = isEvalError(e, 'timeout') || (e instanceof McpError && e.code === ErrorCode.RequestTimeout);
      const reason = timedOut ? `no answer within ${timeoutMs} ms` : this.startFailure(e);
      const target = `server "${this.name}" (${describeTarget(this.config, this.transportKind)})`;
      throw new EvalError('connect', `${target}: failed to ${step}: ${reason}${this.stderrNote()}`, { cause: e });
    }
  }

  /** Why the handshake failed; a stdio command that could not be spawned said as validate says it (not on PATH). */
  private startFailure(e: unknown): string {
    const { config } = this;
    const spawnFailed = config.type === 'stdio' && (e as NodeJS.ErrnoException).code === 'ENOENT';
    return (spawnFailed && commandProblem(config)) || describeError(e);
  }

  /** `; stderr: <last lines>` when a stdio server wrote to stderr, else nothing. */
  private stderrNote(): string {
    const err = this.stderrTail().trim();
    return err ? `; stderr: ${lastLines(err)}` : '';
  }
}

/** A URL as `scheme://host[:port]`: its path, query and user info may hold a token. */
function describeTarget(config: ServerConfig, kind: string): string {
  if (config.type === 'stdio') return `stdio: ${config.command}`;
  const url = new URL(config.url);
  return `${kind} ${url.protocol}//${url.host}`;
}

function httpStatusOf(e: unknown): number | undefined {
  if (e instanceof StreamableHTTPError && typeof e.code === 'number' && e.code >= 100) return e.code;
  return undefined;
}

/** A one-line reason, with the network error code fetch hides in `cause`; a zod error as its issues in words. */
export function describeError(e: unknown): string {
  if (isZodError(e)) return summarizeIssues(e);
  if (!(e instanceof Error)) return errorMessage(e);
  const cause = e.cause as { code?: string; errors?: { code?: string }[]; message?: string } | undefined;
  const code = cause?.code ?? cause?.errors?.[0]?.code;
  if (code === 'ECONNREFUSED') return `connection refused (is anything listening there?)`;
  if (code) return `${e.message} (${code})`;
  if (e instanceof StreamableHTTPError && typeof e.code === 'number' && e.code >= 100) {
    // The message carries the response body, often a whole HTML page: keep one short line.
    const body = e.message
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 200);
    const hint = e.code === 401 || e.code === 403 ? " (unauthorized: check the server's headers)" : '';
    return `HTTP ${e.code}${hint}: ${body}`;
  }
  return e.message;
}

/** A reason without its stderr excerpt: `the server process exited (code 3)`. */
function firstPart(reason: string): string {
  return reason.split('; stderr:')[0];
}

function lastLines(text: string): string {
  return text.split('\n').slice(-5).join(' | ');
}
