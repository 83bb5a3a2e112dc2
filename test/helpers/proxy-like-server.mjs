#!/usr/bin/env node
// A small MCP server shaped like a proxy across two releases, on the real SDK (issue 26's test server), over streamable
// HTTP: one process a file of tests, each session as its URL's query says (test/helpers/session-host.mjs).
// RELEASE=1 answers retrieve_tools with {tools: [{name, score}], total} and calls through `call_tool`; RELEASE=2 adds
// `tools[].call_with` and `usage_instructions` to the search answer (additive) and renames call_tool to
// call_tool_read (breaking). DESCRIPTION_FILE, when set, names a file whose text replaces the description of
// `read_note`. VARIANT_FILE names a JSON file of more such changes (the screening's tests): `instructions` (the
// server's), `tool` ({name, description}: one more tool), `title` (the description of read_note's `title` parameter)
// and `answer` (words read_note's answer adds to the note's body), `prompt` ({name, description, argument}: a prompt
// whose one argument has that description) and `resource` ({uri, name, description}: a resource).
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { serveSessions } from './session-host.mjs';

const TOOLS = [
  { name: 'notes:read_note', score: 3.2 },
  { name: 'notes:list_notes', score: 1.4 },
];
const text = (value) => ({ content: [{ type: 'text', text: JSON.stringify(value) }] });

/** The server of a session whose URL's query holds RELEASE, DESCRIPTION_FILE and VARIANT_FILE, each optional. */
function build(params) {
  const release = Number(params.get('RELEASE') ?? '1');
  const descriptionFile = params.get('DESCRIPTION_FILE');
  const variantFile = params.get('VARIANT_FILE');
  const variant = variantFile ? JSON.parse(readFileSync(variantFile, 'utf8')) : {};
  const server = new McpServer(
    { name: 'proxy-like', version: `${release}.0.0` },
    variant.instructions ? { instructions: variant.instructions } : {},
  );
  server.registerTool(
    'retrieve_tools',
    {
      description: 'Search the upstream tools by what they do',
      inputSchema: { query: z.string(), limit: z.number().optional() },
      annotations: { readOnlyHint: true },
    },
    async ({ query }) => {
      const tools = release >= 2 ? TOOLS.map((t) => ({ ...t, call_with: 'call_tool_read' })) : TOOLS;
      const extra = release >= 2 ? { usage_instructions: 'call a tool with call_tool_read' } : {};
      return text({ query, tools, total: tools.length, ...extra });
    },
  );
  server.registerTool(
    release >= 2 ? 'call_tool_read' : 'call_tool',
    {
      description: 'Call an upstream tool by its server:tool name',
      inputSchema: { name: z.string(), args_json: z.string().optional() },
    },
    async ({ name }) => text({ called: name, result: 'the note says hello' }),
  );
  server.registerTool(
    'read_note',
    {
      description: descriptionFile ? readFileSync(descriptionFile, 'utf8') : 'Read a note by its title',
      inputSchema: { title: variant.title ? z.string().describe(variant.title) : z.string() },
      annotations: { readOnlyHint: true },
    },
    async ({ title }) => text({ title, body: variant.answer ? `hello. ${variant.answer}` : 'hello' }),
  );
  if (variant.tool) {
    server.registerTool(variant.tool.name, { description: variant.tool.description, inputSchema: {} }, async () =>
      text({ done: true }),
    );
  }
  if (variant.prompt) {
    const { name, description, argument } = variant.prompt;
    server.registerPrompt(name, { description, argsSchema: { topic: z.string().describe(argument) } }, ({ topic }) => ({
      messages: [{ role: 'user', content: { type: 'text', text: `Summarize the notes about ${topic}` } }],
    }));
  }
  if (variant.resource) {
    const { uri, name, description } = variant.resource;
    server.registerResource(name, uri, { description, mimeType: 'text/plain' }, async () => ({
      contents: [{ uri, text: 'the notes index' }],
    }));
  }
  return server;
}

serveSessions(build);
