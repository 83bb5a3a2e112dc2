// The tool host against real servers: gateway list/execute, the harness's checks, the
// recording of every call, direct exposure, and canonical calls from offline agents.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ToolHost } from '../../src/mcp/host.js';
import { createToolHost, openServers, type ServerPool } from '../../src/mcp/index.js';
import { Recorder, isToolCall, scoredCalls, type ToolCallRecord } from '../../src/results/trajectory.js';
import {
  everythingStdio,
  httpConfig,
  memoryStdio,
  rpcErrorStdio,
  type RunningServer,
  sharedEverything,
  startHub,
  stopAllServers,
  waitForExit,
} from '../helpers/mcp-servers.js';

const OPEN = { connectTimeoutMs: 15_000 };
let hub: RunningServer;
let pool: ServerPool;

beforeAll(async () => {
  hub = await startHub();
  pool = await openServers([sharedEverything(), memoryStdio(), rpcErrorStdio(), httpConfig('hub', hub.url)], OPEN);
});

afterAll(async () => {
  await pool?.close();
  await stopAllServers();
});

function fresh(
  exposure: 'gateway' | 'direct' = 'gateway',
  callTimeoutMs = 10_000,
): { host: ToolHost; recorder: Recorder; calls: () => ToolCallRecord[] } {
  const recorder = new Recorder('scenario', 0, 'scripted', null);
  const host = createToolHost(pool, recorder, { exposure, callTimeoutMs });
  return { host, recorder, calls: () => recorder.messages.filter(isToolCall) };
}

describe('gateway exposure', () => {
  it('offers one mcp_<S> tool per server with action, tool_name, tool_inputs', () => {
    const { host } = fresh();
    const tools = host.modelTools();
    expect(tools.map((t) => t.name)).toEqual(['mcp_everything', 'mcp_memory', 'mcp_rpcerr', 'mcp_hub']);
    const gw = tools[0];
    expect(gw.description).toContain('MCP server "everything"');
    expect(gw.description).toMatch(/action "list".*action "execute"/);
    expect(Object.keys(gw.input_schema.properties as object)).toEqual(['action', 'tool_name', 'tool_inputs']);
    expect((gw.input_schema.properties as Record<string, { default?: string }>).action.default).toBe('list');
  });

  it('list then execute: tools with their schemas, then the result; both recorded', async () => {
    const { host, calls } = fresh();
    const listed = await host.callModelTool('mcp_everything', { action: 'list' }, 'toolu_1');
    expect(listed.is_error).toBe(false);
    const list = JSON.parse(listed.text) as {
      server: string;
      tools: { name: string; description: string; input_schema: { required?: string[] } }[];
    };
    expect(list.server).toBe('everything');
    const sum = list.tools.find((t) => t.name === 'get-sum');
    expect(sum?.description).toBeTruthy();
    expect(sum?.input_schema.required).toEqual(['a', 'b']);

    const out = await host.callModelTool(
      'mcp_everything',
      { action: 'execute', tool_name: 'get-sum', tool_inputs: { a: 2, b: 40 } },
      'toolu_2',
    );
    expect(out).toEqual({ text: 'The sum of 2 and 40 is 42.', is_error: false });

    const [discovery, call] = calls();
    expect(discovery).toMatchObject({
      id: 'mcp_everything:list',
      server: 'everything',
      tool: null,
      discovery: true,
      is_error: false,
      tool_use_id: 'toolu_1',
    });
    expect(discovery.content[0].text).toBe(listed.text);
    expect(call).toMatchObject({
      id: 'mcp__everything__get-sum',
      server: 'everything',
      tool: 'get-sum',
      discovery: false,
      arguments: { a: 2, b: 40 },
      content: [{ type: 'text', text: 'The sum of 2 and 40 is 42.' }],
      is_error: false,
      tool_use_id: 'toolu_2',
    });
    expect(call.harness_error).toBeUndefined();
    expect(call.duration_ms).toBeGreaterThan(0);
    expect(Date.parse(call.started_at)).not.toBeNaN();
  });

  it('execute without list first, and action defaults to list', async () => {
    const { host, calls } = fresh();
    expect(
      await host.callModelTool('mcp_everything', {
        action: 'execute',
        tool_name: 'echo',
        tool_inputs: { message: 'direct' },
      }),
    ).toEqual({
      text: 'Echo: direct',
      is_error: false,
    });
    const listed = await host.callModelTool('mcp_memory', {});
    expect(listed.text).toContain('"create_entities"');
    expect(calls().map((c) => c.id)).toEqual(['mcp__everything__echo', 'mcp_memory:list']);
  });

  it('unknown tool: error result naming the available tools and the nearest name, recorded as a harness error', async () => {
    const { host, calls } = fresh();
    const out = await host.callModelTool('mcp_everything', {
      action: 'execute',
      tool_name: 'get_env',
      tool_inputs: {},
    });
    expect(out.is_error).toBe(true);
    expect(out.text).toMatch(
      /^unknown tool "get_env" on server "everything". Did you mean "get-env"\? Available tools: echo, .*get-env/,
    );
    expect(calls()[0]).toMatchObject({
      id: 'mcp__everything__get_env',
      tool: 'get_env',
      is_error: true,
      harness_error: out.text,
    });
  });

  it('wrong argument type: rejected before the call, with the expected schema', async () => {
    const { host, calls } = fresh();
    const out = await host.callModelTool('mcp_everything', {
      action: 'execute',
      tool_name: 'get-sum',
      tool_inputs: { a: 1, b: 'two' },
    });
    expect(out.is_error).toBe(true);
    expect(out.text).toContain('invalid tool_inputs for "get-sum" on server "everything": /b must be number');
    expect(out.text).toContain('Expected input schema: {"type":"object"');
    const missing = await host.callModelTool('mcp_everything', {
      action: 'execute',
      tool_name: 'get-sum',
      tool_inputs: { a: 1 },
    });
    expect(missing.text).toContain("(root) must have required property 'b'");
    expect(calls().map((c) => [c.id, c.arguments, c.harness_error !== undefined])).toEqual([
      ['mcp__everything__get-sum', { a: 1, b: 'two' }, true],
      ['mcp__everything__get-sum', { a: 1 }, true],
    ]);
  });

  it('accepts tool_inputs as a JSON string, and rejects a broken one', async () => {
    const { host, calls } = fresh();
    const out = await host.callModelTool('mcp_everything', {
      action: 'execute',
      tool_name: 'get-sum',
      tool_inputs: '{"a": 5, "b": 6}',
    });
    expect(out).toEqual({ text: 'The sum of 5 and 6 is 11.', is_error: false });
    expect(calls()[0].arguments).toEqual({ a: 5, b: 6 });
    const bad = await host.callModelTool('mcp_everything', {
      action: 'execute',
      tool_name: 'get-sum',
      tool_inputs: '{"a": 5,',
    });
    expect(bad.is_error).toBe(true);
    expect(bad.text).toMatch(/^tool_inputs is not a JSON object: /);
    expect(calls()[1]).toMatchObject({ arguments: { tool_inputs: '{"a": 5,' }, is_error: true });
  });

  it('a tool that returns isError (stateful memory server) is passed on, not a harness error', async () => {
    const { host, calls } = fresh();
    const created = await host.callModelTool('mcp_memory', {
      action: 'execute',
      tool_name: 'create_entities',
      tool_inputs: { entities: [{ name: 'proxy', entityType: 'service', observations: ['listens on 8081'] }] },
    });
    expect(created.is_error).toBe(false);
    const graph = await host.callCanonical('mcp__memory__read_graph', {});
    expect(graph.text).toContain('listens on 8081');
    const out = await host.callModelTool('mcp_memory', {
      action: 'execute',
      tool_name: 'add_observations',
      tool_inputs: { observations: [{ entityName: 'nobody', contents: ['x'] }] },
    });
    expect(out.is_error).toBe(true);
    expect(out.text).toContain('nobody');
    const last = calls().at(-1)!;
    expect(last).toMatchObject({ id: 'mcp__memory__add_observations', is_error: true });
    expect(last.harness_error).toBeUndefined();
  });

  it('a JSON-RPC error from the server becomes an error result (schema in JSON Schema 2020-12)', async () => {
    const { host, calls } = fresh();
    const invalid = await host.callModelTool('mcp_rpcerr', {
      action: 'execute',
      tool_name: 'reject',
      tool_inputs: { reason: 'x', tags: [7] },
    });
    expect(invalid.text).toContain('/tags/0 must be string'); // prefixItems: only a 2020-12 validator knows it
    const out = await host.callModelTool('mcp_rpcerr', {
      action: 'execute',
      tool_name: 'reject',
      tool_inputs: { reason: 'no thanks' },
    });
    expect(out).toEqual({ text: 'MCP error -32602: rejected: no thanks', is_error: true });
    expect(calls()[1]).toMatchObject({
      id: 'mcp__rpcerr__reject',
      is_error: true,
      content: [{ type: 'text', text: out.text }],
    });
    expect(calls()[1].harness_error).toBeUndefined();
  });

  it('fronts mcp-hub (SSE) like any server: its server__tool names are tool names', async () => {
    const { host, calls } = fresh();
    const out = await host.callModelTool('mcp_hub', {
      action: 'execute',
      tool_name: 'everything__echo',
      tool_inputs: { message: 'via hub' },
    });
    expect(out).toEqual({ text: 'Echo: via hub', is_error: false });
    expect(calls()[0].id).toBe('mcp__hub__everything__echo');
    const typo = await host.callModelTool('mcp_hub', {
      action: 'execute',
      tool_name: 'everything__echoo',
      tool_inputs: {},
    });
    expect(typo.text).toContain('Did you mean "everything__echo"?');
  });

  it('bad gateway input never throws: missing tool_name, bad action, non-object input, unknown model tool', async () => {
    const { host, calls } = fresh();
    const noName = await host.callModelTool('mcp_everything', { action: 'execute' });
    expect(noName.text).toMatch(/^mcp_everything: action "execute" needs "tool_name", one of: echo, /);
    const badAction = await host.callModelTool('mcp_everything', { action: 'run', tool_name: 'echo' });
    expect(badAction.text).toBe('mcp_everything: "action" must be "list" or "execute" (got "run")');
    const notObject = await host.callModelTool('mcp_everything', ['list']);
    expect(notObject.is_error).toBe(true);
    const unknown = await host.callModelTool('mcp_everythin', { action: 'list' });
    expect(unknown.text).toMatch(/^unknown tool "mcp_everythin". Did you mean "mcp_everything"\?/);
    expect(calls().every((c) => c.is_error && c.harness_error)).toBe(true);
    expect(calls().map((c) => c.id)).toEqual([
      'mcp_everything:execute',
      'mcp_everything:invalid',
      'mcp_everything:invalid',
      'mcp_everythin',
    ]);
  });
});

describe('canonical calls (offline agents)', () => {
  it('runs, validates and records exactly like execute', async () => {
    const { host, recorder, calls } = fresh();
    expect(await host.callCanonical('mcp__everything__get-sum', { a: 1, b: 2 })).toEqual({
      text: 'The sum of 1 and 2 is 3.',
      is_error: false,
    });
    expect((await host.callCanonical('mcp__everything__get-sum', { a: 'one', b: 2 })).text).toContain(
      '/a must be number',
    );
    const gone = await host.callCanonical('mcp__everything__retired_tool', {});
    expect(gone.text).toMatch(/^unknown tool "retired_tool" on server "everything"/);
    const noServer = await host.callCanonical('mcp__mcpproxy__retrieve_tools', { query: 'x' });
    expect(noServer.text).toBe('unknown server "mcpproxy". Configured servers: everything, memory, rpcerr, hub');
    const notCanonical = await host.callCanonical('get-sum', {});
    expect(notCanonical.is_error).toBe(true);
    expect(calls().map((c) => [c.id, c.is_error])).toEqual([
      ['mcp__everything__get-sum', false],
      ['mcp__everything__get-sum', true],
      ['mcp__everything__retired_tool', true],
      ['mcp__mcpproxy__retrieve_tools', true],
      ['get-sum', true],
    ]);
    const t = recorder.finish({ stop_reason: 'completed', servers: host.snapshots(), git: { sha: null, ref: null } });
    expect(scoredCalls(t).map((c) => c.id)).toEqual(
      calls()
        .slice(0, 4)
        .map((c) => c.id),
    );
    expect(t.servers.map((s) => s.name)).toEqual(['everything', 'memory', 'rpcerr', 'hub']);
    expect(t.servers[2].server_info).toEqual({ name: 'rpc-error-fixture', version: '1.2.3' });
  });
});

describe('direct exposure', () => {
  it('offers each MCP tool as mcp__<S>__<tool> (valid, unique) and records the same canonical ids', async () => {
    const { host, calls } = fresh('direct');
    const tools = host.modelTools();
    const names = tools.map((t) => t.name);
    expect(names).toContain('mcp__everything__get-sum');
    expect(names).toContain('mcp__memory__read_graph');
    expect(new Set(names).size).toBe(names.length);
    for (const n of names) expect(n).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
    const sum = tools.find((t) => t.name === 'mcp__everything__get-sum')!;
    expect(sum.input_schema.required).toEqual(['a', 'b']);

    expect(await host.callModelTool('mcp__everything__get-sum', { a: 3, b: 4 }, 'toolu_9')).toEqual({
      text: 'The sum of 3 and 4 is 7.',
      is_error: false,
    });
    expect((await host.callModelTool('mcp__everything__get-sum', '{"a":1,"b":"x"}')).text).toContain(
      '/b must be number',
    );
    expect(calls().map((c) => [c.id, c.tool_use_id])).toEqual([
      ['mcp__everything__get-sum', 'toolu_9'],
      ['mcp__everything__get-sum', undefined],
    ]);
    const gateway = await host.callModelTool('mcp_everything', { action: 'list' });
    expect(gateway.is_error).toBe(true);
  });
});

describe('a server that dies or stalls', () => {
  it('killed mid-run: error results naming the server, for execute and list', async () => {
    const own = await openServers([everythingStdio('fragile')], OPEN);
    try {
      const recorder = new Recorder('s', 0, 'scripted', null);
      const host = createToolHost(own, recorder, { exposure: 'gateway', callTimeoutMs: 5000 });
      expect((await host.callCanonical('mcp__fragile__echo', { message: 'a' })).is_error).toBe(false);
      const pid = own.get('fragile')!.pid!;
      process.kill(pid, 'SIGKILL');
      expect(await waitForExit(pid)).toBe(true);
      const out = await host.callModelTool('mcp_fragile', {
        action: 'execute',
        tool_name: 'echo',
        tool_inputs: { message: 'b' },
      });
      expect(out.is_error).toBe(true);
      expect(out.text).toMatch(/^server "fragile" is not connected: the server process exited/);
      const listed = await host.callModelTool('mcp_fragile', { action: 'list' });
      expect(listed.text).toMatch(/^server "fragile" is not connected/);
      const rec = recorder.messages.filter(isToolCall);
      expect(rec.slice(1).every((c) => c.is_error && c.harness_error?.includes('"fragile"'))).toBe(true);
    } finally {
      await own.close();
    }
  });

  it('a call past the timeout: error result naming the server', async () => {
    const { host, calls } = fresh('gateway', 300);
    const started = Date.now();
    const out = await host.callModelTool('mcp_everything', {
      action: 'execute',
      tool_name: 'trigger-long-running-operation',
      tool_inputs: { duration: 3, steps: 3 },
    });
    expect(out).toEqual({
      text: 'server "everything" did not answer call tool "trigger-long-running-operation" within 300 ms',
      is_error: true,
    });
    // The operation takes 3 s: returning well before shows the timeout fired.
    expect(Date.now() - started).toBeLessThan(2800);
    expect(calls()[0].harness_error).toBe(out.text);
  });
});
