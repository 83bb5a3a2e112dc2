#!/usr/bin/env node
// A sign-up server on the real MCP SDK, over stdio, in the release its first argument names, so a test can upgrade
// it between a baseline and a PR:
//   asks     `sign_up` asks the client (elicitation) for name (string, required) and age (string)
//   quiet    `sign_up` asks nothing
//   email    it asks for email (string) too, required
//   typed    age is an integer
// In every release `unlock` adds a tool, `secret`, to its list (the SDK tells the client: tools/list_changed).
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';

const release = process.argv[2] ?? 'asks';
const FIELDS = {
  asks: { name: { type: 'string' }, age: { type: 'string' } },
  email: { name: { type: 'string' }, age: { type: 'string' }, email: { type: 'string' } },
  typed: { name: { type: 'string' }, age: { type: 'integer' } },
};
const REQUIRED = { asks: ['name'], email: ['name', 'email'], typed: ['name'] };

const server = new McpServer({ name: 'signup', version: release === 'asks' ? '1.0.0' : '2.0.0' });
server.registerTool('sign_up', { description: 'Signs the user up', inputSchema: {} }, async () => {
  if (release === 'quiet') return { content: [{ type: 'text', text: 'signed up' }] };
  const answer = await server.server.elicitInput({
    message: 'Your sign-up details',
    requestedSchema: { type: 'object', properties: FIELDS[release], required: REQUIRED[release] },
  });
  return { content: [{ type: 'text', text: `signed up: ${answer.action}` }] };
});
server.registerTool('unlock', { description: 'Unlocks the secret tool', inputSchema: {} }, () => {
  server.registerTool('secret', { description: 'Tells the secret', inputSchema: {} }, () => ({
    content: [{ type: 'text', text: 'the secret is 42' }],
  }));
  return { content: [{ type: 'text', text: 'unlocked' }] };
});
await server.connect(new StdioServerTransport());
