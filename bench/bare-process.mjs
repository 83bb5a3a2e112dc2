// The bare side of benchmark 5's CLI-process row, as a process of its own (node's start paid like the CLI's): starts
// the stdio server of argv[2] (its command and arguments, JSON), makes the calls of argv[3] (a JSON file of
// {tool, args}) one after the other on one connection with the MCP SDK client, and exits.
import { readFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const { command, args, env } = JSON.parse(process.argv[2]);
const calls = JSON.parse(readFileSync(process.argv[3], 'utf8'));
const client = new Client({ name: 'bench-bare', version: '0' }, { capabilities: {} });
await client.connect(new StdioClientTransport({ command, args, env, stderr: 'pipe' }));
for (const c of calls) await client.callTool({ name: c.tool, arguments: c.args });
await client.close();
