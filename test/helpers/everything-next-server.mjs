#!/usr/bin/env node
// The demo's upgrade (examples/everything-next.mjs: the real server-everything with `get-sum` renamed `add`, by the
// SDK's own update({ name })) over streamable HTTP, a server a session (test/helpers/session-host.mjs): one process for
// a file's runs of it, where the example over stdio is one a run. The example itself runs in the demo's tests.
import { createServer } from '@modelcontextprotocol/server-everything/dist/server/index.js';
import { serveSessions } from './session-host.mjs';

serveSessions(() => {
  const { server, cleanup } = createServer();
  server._registeredTools['get-sum'].update({ name: 'add' });
  server.server.onclose = () => cleanup();
  return server;
});
