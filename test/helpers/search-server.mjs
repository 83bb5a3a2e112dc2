#!/usr/bin/env node
// A small search server on the real MCP SDK, over stdio: one read-only `search` tool whose JSON answer echoes the
// arguments it was given (`query`, and `limit` only when the caller sent it), as many search APIs do. A model that
// leaves out the optional limit then gets an answer without that key: its own choice, not the server's change.
// BREAK=shape renames the answer's `results` to `items` (a real change of shape, whatever the arguments).
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const NOTES = ['deploy checklist', 'release notes', 'incident review', 'onboarding guide', 'runbook: restarts'];
const server = new McpServer({ name: 'notes', version: process.env.BREAK ? '1.1.0' : '1.0.0' });
server.registerTool(
  'search',
  {
    description: 'Searches the notes by words; answers the matching notes, best first',
    inputSchema: {
      query: z.string().describe('the words to look for'),
      limit: z.number().int().optional().describe('at most this many notes (default 3)'),
    },
    annotations: { readOnlyHint: true },
  },
  ({ query, limit }) => {
    const words = query.toLowerCase().split(/\s+/);
    const found = NOTES.filter((n) => words.some((w) => n.includes(w))).slice(0, limit ?? 3);
    const results = found.map((name) => ({ name }));
    const list = process.env.BREAK === 'shape' ? { items: results } : { results };
    const answer = { query, ...(limit === undefined ? {} : { limit }), ...list };
    return { content: [{ type: 'text', text: JSON.stringify(answer) }] };
  },
);
await server.connect(new StdioServerTransport());
