#!/usr/bin/env node
// The demo's "upgrade": the real @modelcontextprotocol/server-everything, as examples/mcp.json runs it, with one
// change a new release could bring: its `get-sum` tool is renamed `add`. Everything else (the other tools, their
// answers, the protocol) is the real server's. `npm run demo` records against the server as it is, then compares
// this one against those baselines, as a pull request that bumps the server would.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createServer } from '@modelcontextprotocol/server-everything/dist/server/index.js';

const { server, cleanup } = createServer();
// The SDK keeps a server's tools by name; update({ name }) is its own way to rename one (and tell clients).
const sum = server._registeredTools?.['get-sum'];
if (!sum) {
  console.error('everything-next: server-everything has no get-sum tool any more: update this example');
  process.exit(1);
}
sum.update({ name: 'add' });
await server.connect(new StdioServerTransport());
process.on('SIGINT', async () => {
  await server.close();
  cleanup();
  process.exit(0);
});
