// The session host of our test servers (session-host.mjs, session-servers.ts): one process for a file, a server of its
// own for each session as the session's URL says, a request of an unknown session refused, a session its query cannot
// make refused alone, the process ended by stopAllServers and started again on the next use.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, describe, expect, it } from 'vitest';
import { stopAllServers } from './mcp-servers.js';
import { sessionUrl } from './session-servers.js';

afterAll(stopAllServers);

/** The tool names a new session at `url` lists. */
async function toolNames(url: string): Promise<string[]> {
  const client = new Client({ name: 'test', version: '1' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  try {
    return (await client.listTools()).tools.map((t) => t.name).sort();
  } finally {
    await client.close();
  }
}

const port = (url: string) => Number(new URL(url).port);

describe('the session host', () => {
  it('serves each session the server its URL asks for, from one process', async () => {
    const one = await sessionUrl('proxy-like-server.mjs');
    const two = await sessionUrl('proxy-like-server.mjs', { RELEASE: '2' });
    expect(port(one)).toBe(port(two));
    expect(await toolNames(one)).toEqual(['call_tool', 'read_note', 'retrieve_tools']);
    expect(await toolNames(two)).toEqual(['call_tool_read', 'read_note', 'retrieve_tools']);
    expect(await toolNames(one)).toEqual(['call_tool', 'read_note', 'retrieve_tools']);
  });

  it('refuses a request of a session it does not know (404), and a first request that is no POST', async () => {
    const url = await sessionUrl('records-server.mjs');
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const headers = { 'content-type': 'application/json', 'mcp-session-id': 'nope' };
    expect((await fetch(url, { method: 'POST', headers, body })).status).toBe(404);
    expect((await fetch(url)).status).toBe(405);
  });

  it('answers 500 to a session its query cannot make, and serves the next', async () => {
    const bad = await sessionUrl('proxy-like-server.mjs', { VARIANT_FILE: '/nonexistent/variant.json' });
    await expect(toolNames(bad)).rejects.toThrow(/500|ENOENT/);
    expect(await toolNames(await sessionUrl('proxy-like-server.mjs'))).toEqual([
      'call_tool',
      'read_note',
      'retrieve_tools',
    ]);
  });

  it('is ended by stopAllServers, and started again on the next use', async () => {
    const before = await sessionUrl('records-server.mjs');
    await stopAllServers();
    await expect(fetch(before)).rejects.toThrow();
    const after = await sessionUrl('records-server.mjs', { FAIL_RATE: '0' });
    expect(await toolNames(after)).toEqual(['list_records', 'lookup']);
  });
});
