// A minimal stdio MCP server on the real SDK whose tool answers with a JSON-RPC error
// (the installed servers turn every tool failure into an isError result instead).
// Its schema is JSON Schema 2020-12, to exercise the validator's dialect choice.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const server = new Server({ name: 'rpc-error-fixture', version: '1.2.3' }, { capabilities: { tools: {} } });
const tools = [
  {
    name: 'reject',
    description: 'Always answers with a JSON-RPC error',
    inputSchema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: { reason: { type: 'string' }, tags: { type: 'array', prefixItems: [{ type: 'string' }] } },
      required: ['reason'],
    },
  },
];
server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }));
server.setRequestHandler(CallToolRequestSchema, (req) => {
  // The SDK answers a thrown error with its code and message (an McpError's message would carry a prefix).
  throw Object.assign(new Error(`rejected: ${String(req.params.arguments?.reason)}`), {
    code: ErrorCode.InvalidParams,
  });
});
await server.connect(new StdioServerTransport());
