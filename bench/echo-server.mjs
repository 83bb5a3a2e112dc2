// A small MCP server on the real SDK, over streamable HTTP with sessions: one `echo` tool. The shards benchmark's
// service: it answers as fast as a compiled proxy would, so what the benchmark times is the harness and the model's
// latency, not server-everything's setup of a whole demo server (tools, resources, prompts, timers) per session.
// PORT is the port to listen on; it prints "listening" once it does.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';

/** Live sessions by id: each client's own server and transport, dropped when the client ends it. */
const sessions = new Map();

async function session() {
  const server = new McpServer({ name: 'echo', version: '1.0.0' });
  server.registerTool(
    'echo',
    { description: 'Echoes the message back', inputSchema: { message: z.string().describe('what to echo') } },
    ({ message }) => ({ content: [{ type: 'text', text: `Echo: ${message}` }] }),
  );
  const transport = new StreamableHTTPServerTransport({
    sessionIdGenerator: () => randomUUID(),
    onsessioninitialized: (id) => sessions.set(id, transport),
  });
  transport.onclose = () => sessions.delete(transport.sessionId);
  await server.connect(transport);
  return transport;
}

createServer((req, res) => {
  const id = req.headers['mcp-session-id'];
  const known = typeof id === 'string' ? sessions.get(id) : undefined;
  const transport = known ? Promise.resolve(known) : session();
  transport.then((t) => t.handleRequest(req, res)).catch((e) => res.writeHead(500).end(String(e)));
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
