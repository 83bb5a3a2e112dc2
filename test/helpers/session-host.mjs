// One of our test servers over streamable HTTP on 127.0.0.1:PORT at /mcp (the real SDK's transport), an MCP server of
// its own for each session, made by `build` from the query of the URL the session began on (e.g. /mcp?release=2): a
// file of tests starts one process for all its runs instead of a stdio process a run (test/helpers/session-servers.ts).
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { URL } from 'node:url';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';

/**
 * Serves until killed. `build(query)` gives a session's McpServer; a request of a session it does not know is answered
 * 404, as a server that forgot the session would, and a first request that is not a POST 405.
 * @param {(query: URLSearchParams) => import('@modelcontextprotocol/sdk/server/mcp.js').McpServer} build
 */
export function serveSessions(build) {
  /** @type {Map<string, StreamableHTTPServerTransport>} */
  const sessions = new Map();
  const host = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const id = req.headers['mcp-session-id'];
    const known = typeof id === 'string' ? sessions.get(id) : undefined;
    if (url.pathname !== '/mcp' || (id !== undefined && !known)) return void res.writeHead(404).end();
    if (known) return known.handleRequest(req, res);
    if (req.method !== 'POST') return void res.writeHead(405).end();
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: randomUUID,
      onsessioninitialized: (sid) => void sessions.set(sid, transport),
    });
    transport.onclose = () => void (transport.sessionId && sessions.delete(transport.sessionId));
    try {
      await build(url.searchParams).connect(transport);
    } catch (e) {
      // A session the query could not make (a variant file missing): said to the client, not the end of the host.
      return void res.writeHead(500).end(String(e));
    }
    await transport.handleRequest(req, res);
  });
  host.listen(Number(process.env.PORT), '127.0.0.1');
}
