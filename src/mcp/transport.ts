// The SDK transport of one configured server: stdio (the server in its own process group, with a safe environment
// and its stderr kept for messages, redacted), streamable HTTP or SSE.
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { createRedactor, redactTail } from '../sanitize/redact.js';
import { secretValues, type ServerConfig, type StdioServerConfig } from './config.js';
import { GroupStdioTransport } from './stdio.js';

export type TransportKind = 'stdio' | 'streamable-http' | 'sse';

/** Characters of a stdio server's stderr quoted in an error, and how many are kept to redact before the cut. */
const STDERR_TAIL = 2000;
const STDERR_KEEP = 64 * 1024;

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

/** The SDK transport for a server, and what a stdio server last wrote to stderr (redacted). */
export function createTransport(
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
      ? new SSEClientTransport(url, { requestInit, fetch: withTraceHeader })
      : new StreamableHTTPClientTransport(url, { requestInit, fetch: withTraceHeader });
  return { transport, stderrTail: () => '' };
}

/** The trace context the tap put first in a request's `_meta` (tracing/mcp.ts): the body's first traceparent. */
const TRACEPARENT = /"traceparent":"(00-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2})"/;

/**
 * fetch, with a request's trace context also as the W3C `traceparent` header: a proxy or server that traces HTTP
 * joins the run's trace without reading the body. The SDK sends each message's JSON as the body's text.
 */
export function withTraceHeader(url: string | URL, init?: RequestInit): Promise<Response> {
  const body = init?.body;
  const found = typeof body === 'string' && body.includes('"traceparent"') ? TRACEPARENT.exec(body) : null;
  if (!found) return fetch(url, init);
  const headers = new Headers(init?.headers);
  headers.set('traceparent', found[1]!);
  return fetch(url, { ...init, headers });
}
