#!/usr/bin/env node
// The demo's upgrade (examples/everything-next.mjs: the real server-everything with `get-sum` renamed `add`) over
// streamable HTTP, a server a session (test/helpers/session-host.mjs): one process for a file's runs of it, where the
// example over stdio is one a run. The example itself runs in the demo's tests.
import { nextServer } from '../../examples/everything-next.mjs';
import { serveSessions } from './session-host.mjs';

serveSessions(() => {
  const { server, cleanup } = nextServer();
  server.server.onclose = () => cleanup();
  return server;
});
