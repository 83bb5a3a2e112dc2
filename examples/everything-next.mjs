#!/usr/bin/env node
// The demo's "upgrade": the real @modelcontextprotocol/server-everything, as examples/mcp.json runs it, with one
// change a new release could bring: its `get-sum` tool is renamed `add`. Everything else (the other tools, their
// answers, the protocol) is the real server's. `npm run demo` records against the server as it is, then compares
// this one against those baselines, as a pull request that bumps the server would.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createServer } from '@modelcontextprotocol/server-everything/dist/server/index.js';

/** server-everything with get-sum renamed add, and its cleanup (the tests serve it over HTTP too). */
export function nextServer() {
  const made = createServer();
  // The SDK keeps a server's tools by name; update({ name }) is its own way to rename one (and tell clients).
  const sum = made.server._registeredTools?.['get-sum'];
  if (!sum) throw new Error('everything-next: server-everything has no get-sum tool any more: update this example');
  sum.update({ name: 'add' });
  return made;
}

// Run as a program (node examples/everything-next.mjs), not imported: over stdio.
if (realpathSync(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  let made;
  try {
    made = nextServer();
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
  const { server, cleanup } = made;
  await server.connect(new StdioServerTransport());
  process.on('SIGINT', async () => {
    await server.close();
    cleanup();
    process.exit(0);
  });
}
