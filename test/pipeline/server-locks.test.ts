// A scenario that writes has its server to itself (src/pipeline/server-locks.ts): the rule on its own, then the real
// server-memory at concurrency 4, where scenarios that create, add to and delete entities never run at once, and the
// ones that only read share the server.
import { afterAll, describe, expect, it } from 'vitest';
import { ServerLocks, serverUse } from '../../src/pipeline/server-locks.js';
import { memoryStdio, stopAllServers } from '../helpers/mcp-servers.js';
import { go, project } from '../helpers/pipeline.js';

afterAll(stopAllServers);

const calls = (...tools: string[]) => ({ expected_trajectory: tools.map((tool) => ({ tool, args: {} })) });

describe('server use', () => {
  it('is alone on a server where a call stores (a write verb in the name), shared where calls read or act', () => {
    const use = serverUse(calls('mcp__fs__read_file', 'mcp__memory__read_graph', 'mcp__memory__create_entities'));
    expect([...use]).toEqual([
      ['fs', 'shared'],
      ['memory', 'alone'],
    ]);
    expect([...serverUse(calls('mcp__everything__echo', 'mcp__everything__trigger-long-running-operation'))]).toEqual([
      ['everything', 'shared'],
    ]);
    expect([...serverUse(calls('not-canonical'))]).toEqual([]);
  });

  it('lets readers share, and one writer in only when no one else holds the server', async () => {
    const locks = new ServerLocks();
    const order: string[] = [];
    const reader1 = await locks.take(calls('mcp__m__read_graph'));
    const reader2 = await locks.take(calls('mcp__m__search_nodes'));
    const writer = locks.take(calls('mcp__m__create_entities')).then((release) => (order.push('writer'), release));
    await new Promise((r) => setTimeout(r, 20));
    expect(order).toEqual([]);
    reader1();
    await new Promise((r) => setTimeout(r, 20));
    expect(order).toEqual([]);
    reader2();
    const releaseWriter = await writer;
    const reader3 = locks.take(calls('mcp__m__read_graph')).then((release) => (order.push('reader'), release));
    await new Promise((r) => setTimeout(r, 20));
    expect(order).toEqual(['writer']);
    releaseWriter();
    (await reader3)();
    expect(order).toEqual(['writer', 'reader']);
  });
});

const writer = (n: number) => `name: Make ${n}
user_intent: Make entity ${n}, then note something on it
servers: [memory]
expected_trajectory:
  - tool: mcp__memory__create_entities
    args: { entities: [{ name: e${n}, entityType: t, observations: [first] }] }
  - tool: mcp__memory__add_observations
    args: { observations: [{ entityName: e${n}, contents: [second] }] }
  - tool: mcp__memory__delete_entities
    args: { entityNames: [e${n}] }
`;

const reader = (n: number) => `name: Search ${n}
user_intent: Search the graph
servers: [memory]
expected_trajectory:
  - tool: mcp__memory__search_nodes
    args: { query: nothing-${n} }
`;

describe('scenarios that write, on the real server-memory at concurrency 4', () => {
  it('run one at a time on it: no two writers overlap, every call answered', async () => {
    const files = Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`w${n}.yaml`, writer(n)]));
    const cwd = project({ ...files, 'r1.yaml': reader(1), 'r2.yaml': reader(2) });
    const report = await go(cwd, { mode: 'record', concurrency: 4 }, [memoryStdio()]);
    expect(report.scenarios.map((s) => s.status)).toEqual(Array(8).fill('RECORDED'));
    const spans = report.scenarios
      .filter((s) => s.id.startsWith('w'))
      .map((s) => s.runs[0].trajectory)
      .map((t) => [Date.parse(t.started_at), Date.parse(t.ended_at)] as const)
      .sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < spans.length; i++) expect(spans[i][0]).toBeGreaterThanOrEqual(spans[i - 1][1]);
  });
});
