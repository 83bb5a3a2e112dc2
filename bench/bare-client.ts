// The side every harness benchmark is measured against: a bare MCP SDK client of server-everything over stdio.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { stdioEnvironment } from '../src/mcp/index.js';
import { EVERYTHING_JS, everythingStdio } from '../test/helpers/mcp-servers.js';

// The server starts with the environment the harness gives it (stdioEnvironment passes on
// NODE_EXTRA_CA_CERTS, which costs a Node server ~70 ms to load where it is set): a slower
// server start is not harness overhead.
export const SERVER_ENV = stdioEnvironment(everythingStdio());

export interface Call {
  tool: string;
  args: Record<string, unknown>;
}

/** A started server-everything and a client connected to it. */
export async function bareClient(): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [EVERYTHING_JS, 'stdio'],
    stderr: 'pipe',
    env: SERVER_ENV,
  });
  const client = new Client({ name: 'bench-bare', version: '0' }, { capabilities: {} });
  await client.connect(transport);
  return client;
}

/** Start the server, make the calls one after the other on one connection, close. */
export async function bareCalls(list: Call[]): Promise<void> {
  const client = await bareClient();
  for (const c of list) await client.callTool({ name: c.tool, arguments: c.args });
  await client.close();
}
