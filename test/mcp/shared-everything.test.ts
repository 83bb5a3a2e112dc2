// The run's one server-everything over streamable HTTP (test/helpers/shared-everything.ts), which the tests of many
// files reach at once: each MCP session has a server of its own there, so what one session sets or is asked is never
// another's. Two sessions that declare every client capability (and their own roots) and a third that declares none,
// through the real SDK client: the tools each lists follow its own capabilities, each reads its own roots, sampling
// and elicitation requests go to the session whose call asked, a logging level holds for its session only, and
// resource subscriptions and their updates stay with the session that subscribed.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
  CreateMessageRequestSchema,
  ElicitRequestSchema,
  ListRootsRequestSchema,
  LoggingMessageNotificationSchema,
  ResourceUpdatedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { sharedEverythingUrl, sleep } from '../helpers/mcp-servers.js';

interface Session {
  client: Client;
  transport: StreamableHTTPClientTransport;
  /** The logging messages it received, the resource updates, the requests the server sent it (method names). */
  logs: string[];
  updates: string[];
  asked: string[];
}

const open: Session[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) {
    await s.transport.terminateSession();
    await s.client.close();
  }
});

/** A session on the shared server, as client `name`: every capability and the root file:///<name>, or none. */
async function session(name: string, capable = true): Promise<Session> {
  const capabilities = capable ? { sampling: {}, elicitation: { form: {} }, roots: {} } : {};
  const client = new Client({ name, version: '1.0.0' }, { capabilities });
  const transport = new StreamableHTTPClientTransport(new URL(sharedEverythingUrl()));
  const s: Session = { client, transport, logs: [], updates: [], asked: [] };
  client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => void s.logs.push(String(n.params.data)));
  client.setNotificationHandler(ResourceUpdatedNotificationSchema, (n) => void s.updates.push(n.params.uri));
  if (capable) {
    client.setRequestHandler(CreateMessageRequestSchema, () => {
      s.asked.push('sampling');
      return { role: 'assistant', content: { type: 'text', text: `${name} answers` }, model: name };
    });
    client.setRequestHandler(ElicitRequestSchema, () => {
      s.asked.push('elicitation');
      return { action: 'decline' };
    });
    client.setRequestHandler(ListRootsRequestSchema, () => ({ roots: [{ uri: `file:///${name}`, name }] }));
  }
  await client.connect(transport);
  open.push(s);
  return s;
}

async function call(s: Session, name: string, args: Record<string, unknown> = {}): Promise<string> {
  const result = await s.client.callTool({ name, arguments: args });
  const content = result.content as Array<{ type: string; text?: string }>;
  return content.map((c) => c.text ?? '').join('\n');
}

/** Wait until `done` holds (at most 5 s). */
async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!done() && Date.now() < deadline) await sleep(20);
}

describe('the shared server-everything keeps each session to itself', () => {
  it('tools by its own capabilities, its own roots, sampling and elicitation asked of the session that called', async () => {
    const [a, b, bare] = await Promise.all([session('a'), session('b'), session('bare', false)]);
    const names = async (s: Session) => (await s.client.listTools()).tools.map((t) => t.name);
    const asking = ['get-roots-list', 'trigger-elicitation-request', 'trigger-sampling-request'];
    expect(await names(a)).toEqual(expect.arrayContaining(asking));
    expect((await names(bare)).filter((n) => asking.includes(n))).toEqual([]);

    const rootsA = await call(a, 'get-roots-list');
    const rootsB = await call(b, 'get-roots-list');
    expect([rootsA.includes('file:///a'), rootsA.includes('file:///b')]).toEqual([true, false]);
    expect([rootsB.includes('file:///b'), rootsB.includes('file:///a')]).toEqual([true, false]);

    expect(await call(a, 'trigger-sampling-request', { prompt: 'hello' })).toContain('a answers');
    await call(b, 'trigger-elicitation-request');
    expect([a.asked, b.asked]).toEqual([['sampling'], ['elicitation']]);
  });

  it('a logging level, subscriptions and their updates hold for their session only', async () => {
    const [a, b] = await Promise.all([session('a'), session('b')]);
    const [uriA, uriB] = (await a.client.listResources()).resources.map((r) => r.uri);
    await a.client.setLoggingLevel('error');
    // Each subscription is acknowledged by an info message to the subscriber (its session's level permitting).
    await a.client.subscribeResource({ uri: uriA });
    await b.client.subscribeResource({ uri: uriB });
    await until(() => b.logs.some((l) => l.includes(uriB)));
    expect(b.logs.filter((l) => l.includes('Subscribe'))).toEqual([
      `Received Subscribe Resource request for URI: ${uriB} from session ${b.transport.sessionId}`,
    ]);
    // Each session's updates start at once, for what it subscribed.
    await Promise.all([call(a, 'toggle-subscriber-updates'), call(b, 'toggle-subscriber-updates')]);
    await until(() => a.updates.length > 0 && b.updates.length > 0);
    await sleep(200);
    expect([a.updates, b.updates]).toEqual([[uriA], [uriB]]);
    expect(a.logs.filter((l) => l.includes('Subscribe'))).toEqual([]);
    await Promise.all([call(a, 'toggle-subscriber-updates'), call(b, 'toggle-subscriber-updates')]);
  });

  it("shows no session the run's environment: its get-env answers PATH and its port alone", async () => {
    const { client } = await session('env');
    const result = await client.callTool({ name: 'get-env', arguments: {} });
    const [content] = result.content as { type: string; text: string }[];
    const env = JSON.parse(content.text) as Record<string, string>;
    expect(Object.keys(env).sort()).toEqual(['PATH', 'PORT']);
  });
});
