#!/usr/bin/env node
// A sign-up server on the real MCP SDK in the release its first argument names, over stdio, so a test can upgrade it
// between a baseline and a PR; or, with the argument `http`, over streamable HTTP, one process for a file's runs and
// a server a session in the release its URL's `release` names (test/helpers/session-host.mjs):
//   asks     `sign_up` asks the client (elicitation) for name (string, required) and age (string)
//   quiet    `sign_up` asks nothing
//   email    it asks for email (string) too, required
//   typed    age is an integer
//   stuck    as asks, but the task `report` never ends
// In every release `unlock` adds a tool, `secret`, to its list, removes itself and changes sign_up's description (the
// SDK tells the client of each: tools/list_changed), and
// `report` must be run as a task (execution.taskSupport required), done 300 ms after it is created.
import { InMemoryTaskStore } from '@modelcontextprotocol/sdk/experimental/tasks/stores/in-memory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { setTimeout } from 'node:timers';
import { serveSessions } from './session-host.mjs';

const FIELDS = {
  asks: { name: { type: 'string' }, age: { type: 'string' } },
  email: { name: { type: 'string' }, age: { type: 'string' }, email: { type: 'string' } },
  typed: { name: { type: 'string' }, age: { type: 'integer' } },
};
const REQUIRED = { asks: ['name'], email: ['name', 'email'], typed: ['name'] };
FIELDS.stuck = FIELDS.asks;
REQUIRED.stuck = REQUIRED.asks;

/** The server in `release`. */
function build(release) {
  const server = new McpServer(
    { name: 'signup', version: release === 'asks' ? '1.0.0' : '2.0.0' },
    { capabilities: { tasks: { requests: { tools: { call: {} } } } }, taskStore: new InMemoryTaskStore() },
  );
  const signUp = server.registerTool('sign_up', { description: 'Signs the user up', inputSchema: {} }, async () => {
    if (release === 'quiet') return { content: [{ type: 'text', text: 'signed up' }] };
    const answer = await server.server.elicitInput({
      message: 'Your sign-up details',
      requestedSchema: { type: 'object', properties: FIELDS[release], required: REQUIRED[release] },
    });
    return { content: [{ type: 'text', text: `signed up: ${answer.action}` }] };
  });
  const unlock = server.registerTool('unlock', { description: 'Unlocks the secret tool', inputSchema: {} }, () => {
    server.registerTool('secret', { description: 'Tells the secret', inputSchema: {} }, () => ({
      content: [{ type: 'text', text: 'the secret is 42' }],
    }));
    unlock.remove();
    signUp.update({ description: 'Signs the user up, now that the secret is unlocked' });
    return { content: [{ type: 'text', text: 'unlocked' }] };
  });
  server.experimental.tasks.registerToolTask(
    'report',
    { description: 'Writes the sign-up report', inputSchema: {}, execution: { taskSupport: 'required' } },
    {
      createTask: async (_args, extra) => {
        const task = await extra.taskStore.createTask({ ttl: 60_000, pollInterval: 100 });
        const done = { content: [{ type: 'text', text: 'report done' }] };
        if (release !== 'stuck')
          setTimeout(() => void extra.taskStore.storeTaskResult(task.taskId, 'completed', done), 300);
        return { task };
      },
      getTask: (_args, extra) => extra.taskStore.getTask(extra.taskId),
      getTaskResult: (_args, extra) => extra.taskStore.getTaskResult(extra.taskId),
    },
  );
  return server;
}

if (process.argv[2] === 'http') serveSessions((params) => build(params.get('release') ?? 'asks'));
else await build(process.argv[2] ?? 'asks').connect(new StdioServerTransport());
