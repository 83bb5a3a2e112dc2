#!/usr/bin/env node
// A records server on the real MCP SDK, over streamable HTTP (one process for a file's runs, a server a session:
// test/helpers/session-host.mjs), whose `lookup` fails as often as the session's URL asks: FAIL_RATE (0 to 1) of its
// answers are an error ("backend busy"), drawn from a generator seeded by SEED, so a run of the same calls in the same
// order fails the same ones again (test/helpers/seeded.ts, imported as TypeScript: Node strips the types). The noise
// of a server for the pass-rate trials (test/helpers/seeded-model.ts). `list_records` is the tool a model may pick
// wrongly.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { mulberry32 } from './seeded.ts';
import { serveSessions } from './session-host.mjs';

const RECORDS = { 7: 'Ada', 8: 'Grace' };

/** The server of a session whose URL's query holds FAIL_RATE and SEED. */
function build(params) {
  const failRate = Number(params.get('FAIL_RATE') ?? 0);
  const draw = mulberry32(Number(params.get('SEED') ?? 1));
  const server = new McpServer({ name: 'records', version: '1.0.0' });
  server.registerTool(
    'lookup',
    {
      description: 'Looks a record up by its id; answers its name',
      inputSchema: { id: z.number().int().describe('the record id') },
      annotations: { readOnlyHint: true },
    },
    ({ id }) => {
      if (draw() < failRate) return { isError: true, content: [{ type: 'text', text: 'lookup failed: backend busy' }] };
      return { content: [{ type: 'text', text: JSON.stringify({ id, name: RECORDS[id] ?? null }) }] };
    },
  );
  server.registerTool(
    'list_records',
    { description: 'Lists the ids of every record', inputSchema: {}, annotations: { readOnlyHint: true } },
    () => ({ content: [{ type: 'text', text: JSON.stringify(Object.keys(RECORDS).map(Number)) }] }),
  );
  return server;
}

serveSessions(build);
