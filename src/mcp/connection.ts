// One MCP client connection per configured server, over stdio, streamable HTTP or SSE,
// built on the SDK client. Every step has a deadline, and every failure names the server
// and what failed: a server that hangs, exits or refuses never hangs the run.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';
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
import { createRedactor, redactTail } from '../sanitize/redact.js';
import { SERVER_EXITED } from '../results/phrases.js';
import type { ServerSnapshot } from '../results/trajectory.js';
import { secretValues, type ServerConfig, type StdioServerConfig } from './config.js';
import { errorMessage, EvalError, isEvalError } from '../util/errors.js';
import { withDeadline } from '../util/deadline.js';
import { isZodError, summarizeIssues } from '../util/zod.js';
import { VERSION } from '../util/version.js';
import { schemaHash } from './names.js';
import { GroupStdioTransport } from './stdio.js';
import { listAllTools } from './tool-list.js';

export type { Tool as McpTool, CallToolResult } from '@modelcontextprotocol/sdk/types.js';

type TransportKind = 'stdio' | 'streamable-http' | 'sse';

export interface ConnectOptions {
  /** Deadline for starting the transport, the `initialize` handshake and the tool list. */
  connectTimeoutMs: number;
}

const CLIENT_INFO = { name: 'mcp-eval-action', version: VERSION };
/** Characters of a stdio server's stderr quoted in an error, and how many are kept to redact before the cut. */
const STDERR_TAIL = 2000;
const STDERR_KEEP = 64 * 1024;
/** Any `tools/list` result: each tool is checked on its own (tool-list.ts). */
const LENIENT_LIST = z.looseObject({});
// Besides the SDK's defaults (HOME, LOGNAME, PATH, SHELL, TERM, USER): locale, temp dir and
// time zone. Never the whole parent env: it holds tokens, and some tools print their env.
const EXTRA_INHERITED_ENV = ['LANG', 'LC_ALL', 'TMPDIR', 'TZ', 'NODE_EXTRA_CA_CERTS'];

/** The environment a stdio server starts with: a safe subset of ours plus its `env`. */
export function stdioEnvironment(
  config: StdioServerConfig,
  parent: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const env = getDefaultEnvironment();
  for (const key of EXTRA_INHERITED_ENV) {
    const v = parent[key];
    if (v !== undefined) env[key] = v;
  }
  return { ...env, ...config.env };
}

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
  /** What the server got wrong, said once each (tool-list.ts). */
  private readonly findings = new Set<string>();

  private constructor(
    readonly config: ServerConfig,
    readonly transportKind: TransportKind,
    private readonly client: Client,
    private readonly transport: Transport,
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

  snapshot(): ServerSnapshot {
    return {
      name: this.name,
      server_info: this.serverInfo,
      tools: this.toolList.map((t) => ({
        name: t.name,
        schema_hash: schemaHash(t.inputSchema),
        ...(t.description === undefined ? {} : { description: t.description }),
        input_schema: t.inputSchema,
        ...(t.annotations ? { annotations: t.annotations } : {}),
      })),
      // Always present (empty when none): a baseline without the field predates it, and has none to compare.
      instructions: this.client.getInstructions() ?? '',
      ...(this.findings.size ? { findings: [...this.findings] } : {}),
    };
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
  }

  /**
   * Call a tool. A JSON-RPC error answered by the server is rethrown as the SDK's McpError, and a
   * result that is not an MCP result as the ZodError that says why; a dead server, a timeout or the
   * run's `signal` becomes an EvalError (kind call) naming the server.
   */
  async callTool(
    tool: string,
    args: Record<string, unknown>,
    timeoutMs: number,
    signal?: AbortSignal,
  ): Promise<CallToolResult> {
    const result = await this.request(`call tool "${tool}"`, timeoutMs, () =>
      this.client.callTool({ name: tool, arguments: args }, undefined, { timeout: timeoutMs, signal }),
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
      return ServerConnection.openOnce(config, 'sse', { connectTimeoutMs: left });
    }
  }

  private static async openOnce(
    config: ServerConfig,
    kind: TransportKind,
    opts: ConnectOptions,
  ): Promise<ServerConnection> {
    const { transport, stderrTail } = createTransport(config, kind);
    const client = new Client(CLIENT_INFO, { capabilities: {} });
    const conn = new ServerConnection(config, kind, client, transport, stderrTail);
    conn.watch();
    await conn.handshake(opts.connectTimeoutMs);
    return conn;
  }

  /** Note when the connection closes (and why), and when the server says its tool list changed. */
  private watch(): void {
    this.client.onclose = () => {
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

  /** Start the transport, run `initialize` and fetch the tool list, all within `timeoutMs`. */
  private async handshake(timeoutMs: number): Promise<void> {
    const started = Date.now();
    let step = this.transportKind === 'stdio' ? 'start and initialize' : 'connect';
    try {
      await withDeadline(
        (async () => {
          await this.client.connect(this.transport, { timeout: timeoutMs });
          step = 'list tools';
          await this.refreshTools(Math.max(1, timeoutMs - (Date.now() - started)));
        })(),
        timeoutMs,
        `no answer within ${timeoutMs} ms`,
      );
    } catch (e) {
      this.closedReason = 'failed to open';
      await this.client.close().catch(() => undefined);
      const timedOut = isEvalError(e, 'timeout') || (e instanceof McpError && e.code === ErrorCode.RequestTimeout);
      const reason = timedOut ? `no answer within ${timeoutMs} ms` : describeError(e);
      const target = `server "${this.name}" (${describeTarget(this.config, this.transportKind)})`;
      throw new EvalError('connect', `${target}: failed to ${step}: ${reason}${this.stderrNote()}`, { cause: e });
    }
  }

  /** `; stderr: <last lines>` when a stdio server wrote to stderr, else nothing. */
  private stderrNote(): string {
    const err = this.stderrTail().trim();
    return err ? `; stderr: ${lastLines(err)}` : '';
  }
}

/** The SDK transport for a server, and what a stdio server last wrote to stderr (redacted). */
function createTransport(
  config: ServerConfig,
  kind: TransportKind,
): { transport: Transport; stderrTail: () => string } {
  if (config.type === 'stdio') {
    // Kept for error messages, never echoed into the job log. A tail is kept raw, and redacted before
    // it is cut to what a message quotes: a secret is hidden whole before any cut could halve it.
    let tail = '';
    let cut = false;
    const transport = new GroupStdioTransport({
      command: config.command,
      args: config.args,
      env: stdioEnvironment(config),
      cwd: config.cwd,
      onStderr: (chunk) => {
        tail += chunk.toString('utf8');
        if (tail.length > STDERR_KEEP) [tail, cut] = [tail.slice(-STDERR_KEEP), true];
      },
    });
    const redact = createRedactor({ secrets: secretValues([config]) });
    return { transport, stderrTail: () => redactTail(redact, tail, STDERR_TAIL, cut) };
  }
  const url = new URL(config.url);
  const requestInit: RequestInit = { headers: config.headers };
  const transport =
    kind === 'sse'
      ? new SSEClientTransport(url, { requestInit })
      : new StreamableHTTPClientTransport(url, { requestInit });
  return { transport, stderrTail: () => '' };
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

function lastLines(text: string): string {
  return text.split('\n').slice(-5).join(' | ');
}
