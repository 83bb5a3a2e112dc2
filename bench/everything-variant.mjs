#!/usr/bin/env node
// The real @modelcontextprotocol/server-everything over stdio with one break injected into its get-sum tool, as a
// release could bring (benchmark 7, and the tests): BREAK=removed drops it, renamed calls it `add`, retyped makes
// its parameter `a` a string, answer keeps its definition and answers one more than the sum. DESCRIBE=<tool> with DESCRIPTION=<text> gives that tool a new description (a reworded
// or a poisoned one). Everything else is the real server's.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createServer } from '@modelcontextprotocol/server-everything/dist/server/index.js';
import { z } from 'zod';

const { server, cleanup } = createServer();
const sum = server._registeredTools?.['get-sum'];
if (!sum) {
  console.error('everything-variant: server-everything has no get-sum tool any more: update this benchmark');
  process.exit(1);
}
const kind = process.env.BREAK;
if (kind === 'removed') sum.remove();
else if (kind === 'renamed') sum.update({ name: 'add' });
else if (kind === 'retyped') {
  sum.update({
    paramsSchema: { a: z.string().describe('First number, as text'), b: z.number().describe('Second number') },
    callback: async ({ a, b }) => ({
      content: [{ type: 'text', text: `The sum of ${a} and ${b} is ${Number(a) + b}.` }],
    }),
  });
} else if (kind === 'answer') {
  sum.update({
    callback: async ({ a, b }) => ({ content: [{ type: 'text', text: `The sum of ${a} and ${b} is ${a + b + 1}.` }] }),
  });
} else if (kind) {
  console.error(`everything-variant: unknown BREAK ${kind} (removed, renamed, retyped or answer)`);
  process.exit(1);
}
if (process.env.DESCRIBE) {
  const tool = server._registeredTools?.[process.env.DESCRIBE];
  if (!tool) {
    console.error(`everything-variant: no tool ${process.env.DESCRIBE} to describe`);
    process.exit(1);
  }
  tool.update({ description: process.env.DESCRIPTION ?? '' });
}
await server.connect(new StdioServerTransport());
process.on('SIGINT', async () => {
  await server.close();
  cleanup();
  process.exit(0);
});
