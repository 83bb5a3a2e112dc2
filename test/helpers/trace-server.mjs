#!/usr/bin/env node
// A server on the real MCP SDK that says what trace context reached it: its tool `context` answers the request's
// `_meta` and the `traceparent` HTTP header it came with (null over stdio). Over stdio by default; over streamable
// HTTP at /mcp when PORT is set (one session at a time: what the tests need). `fail` answers with isError.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';

function server() {
  const s = new McpServer({ name: 'trace-context', version: '1.0.0' });
  s.registerTool(
    'context',
    { description: 'Answers the trace context the request carried', inputSchema: { note: z.string().optional() } },
    (_args, extra) => {
      const header = extra.requestInfo?.headers?.traceparent ?? null;
      return { content: [{ type: 'text', text: JSON.stringify({ meta: extra._meta ?? null, header }) }] };
    },
  );
  s.registerTool('fail', { description: 'Always fails', inputSchema: {} }, () => ({
    isError: true,
    content: [{ type: 'text', text: 'failed on purpose' }],
  }));
  return s;
}

if (process.env.PORT) {
  let transport = null;
  createServer(async (req, res) => {
    if (req.method === 'POST' && !req.headers['mcp-session-id']) {
      transport = new StreamableHTTPServerTransport({ sessionIdGenerator: randomUUID });
      await server().connect(transport);
    }
    if (!transport) return res.writeHead(404).end();
    await transport.handleRequest(req, res);
  }).listen(Number(process.env.PORT), '127.0.0.1');
} else {
  await server().connect(new StdioServerTransport());
}
