// Our test servers that serve each session as its URL's query says (test/helpers/session-host.mjs), over streamable
// HTTP: one process for a file's runs (started on the first use, again if stopAllServers ended it), where a stdio
// server took one a run (~0.3 s of CPU each). For the tests whose subject is not the server's process nor its transport.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HttpServerConfig } from '../../src/mcp/config.js';
import { httpConfig, isAlive, startProcess } from './mcp-servers.js';
import { freePort } from './ports.js';

const HELPERS = path.dirname(fileURLToPath(import.meta.url));
const started = new Map<string, Promise<{ pid: number; url: string }>>();

/** The URL of test/helpers/`script`'s process (started if need be), its query holding `query`. */
export async function sessionUrl(script: string, query: Record<string, string> = {}): Promise<string> {
  let server = started.get(script);
  if (!server || !isAlive((await server).pid)) started.set(script, (server = start(script)));
  const { url } = await server;
  const search = new URLSearchParams(query).toString();
  return search ? `${url}?${search}` : url;
}

/** test/helpers/proxy-like-server.mjs as server `name`, in the release and variant `query` says. */
export async function proxyLike(query: Record<string, string> = {}, name = 'proxy'): Promise<HttpServerConfig> {
  return httpConfig(name, await sessionUrl('proxy-like-server.mjs', query));
}

async function start(script: string): Promise<{ pid: number; url: string }> {
  const port = await freePort();
  // `http`: the argument that asks a server of both transports (asking-server.mjs) for this one.
  const { pid } = await startProcess([path.join(HELPERS, script), 'http'], { PORT: String(port) }, port);
  return { pid, url: `http://127.0.0.1:${port}/mcp` };
}

/** examples/everything-next.mjs's server-everything with get-sum renamed add (everything-next-server.mjs): its URL. */
export function everythingNextUrl(): Promise<string> {
  return sessionUrl('everything-next-server.mjs');
}
