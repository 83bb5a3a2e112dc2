// The compact gateway list (setting gateway-list compact) against real servers, and the token footprint a tool host
// measures (trajectory tool_tokens): names and one-line descriptions, a tool's whole definition on request (list
// with tool_name) and with every failed execute of it; the full list stays the seed's; the footprint counts the
// definitions offered, what the gateway told the model about the tools, and what direct exposure would cost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promptHash, systemPrompt } from '../../src/agents/prompt.js';
import { createToolHost, openServers, type ServerPool } from '../../src/mcp/index.js';
import { estimateTokens } from '../../src/mcp/tool-host.js';
import { isToolCall, Recorder } from '../../src/results/trajectory.js';
import {
  httpConfig,
  memoryStdio,
  rpcErrorStdio,
  sharedEverything,
  startHub,
  stopAllServers,
} from '../helpers/mcp-servers.js';

let pool: ServerPool;
beforeAll(async () => {
  pool = await openServers([sharedEverything(), memoryStdio(), rpcErrorStdio()], { connectTimeoutMs: 15_000 });
});
afterAll(async () => {
  await pool?.close();
  await stopAllServers();
});

function host(list: 'full' | 'compact', exposure: 'gateway' | 'direct' = 'gateway', on = pool) {
  const recorder = new Recorder('scenario', 0, 'claude', 'm');
  const h = createToolHost(on, recorder, { exposure, list, callTimeoutMs: 10_000 });
  return { host: h, calls: () => recorder.messages.filter(isToolCall) };
}

const bytes = (text: string) => Buffer.byteLength(text);

describe('gateway-list compact', () => {
  it('list: each tool on a line with the first sentence of its description, and how to get a schema', async () => {
    const { host: h, calls } = host('compact');
    const out = await h.callModelTool('mcp_everything', { action: 'list' });
    const [head, ...lines] = out.text.split('\n');
    expect(head).toMatch(/^\d+ tool\(s\) of MCP server "everything", as name: purpose\. /);
    expect(head).toContain('A tool\'s description and input schema: {"action": "list", "tool_name": "<name>"}');
    const tools = pool.get('everything')!.tools;
    expect(lines).toHaveLength(tools.length);
    expect(lines).toContain('echo: Echoes back the input string');
    expect(out.text).not.toContain('inputSchema');
    expect(out.text).not.toContain('"properties"');
    // Recorded as discovery, not scored.
    expect(calls().map((c) => [c.id, c.discovery])).toEqual([['mcp_everything:list', true]]);
    const full = await host('full').host.callModelTool('mcp_everything', { action: 'list' });
    expect(bytes(out.text) / bytes(full.text)).toBeLessThan(0.5);
  });

  it("list with tool_name: that tool's whole definition; an unknown one names the nearest", async () => {
    const { host: h, calls } = host('compact');
    const one = await h.callModelTool('mcp_everything', { action: 'list', tool_name: 'get-sum' });
    const def = JSON.parse(one.text) as { server: string; name: string; input_schema: { required: string[] } };
    expect([def.server, def.name, def.input_schema.required]).toEqual(['everything', 'get-sum', ['a', 'b']]);
    const typo = await h.callModelTool('mcp_everything', { action: 'list', tool_name: 'get_sum' });
    expect(typo.is_error).toBe(true);
    expect(typo.text).toMatch(/^unknown tool "get_sum" on server "everything"\. Did you mean "get-sum"\?/);
    expect(calls().map((c) => c.arguments)).toEqual([
      { action: 'list', tool_name: 'get-sum' },
      { action: 'list', tool_name: 'get_sum' },
    ]);
  });

  it("a failed execute carries the tool's definition; the recorded answer stays the server's", async () => {
    const { host: h, calls } = host('compact');
    // The server refuses a valid call: the model gets the tool's definition with the error, the record keeps the answer.
    const failed = await h.callModelTool('mcp_rpcerr', {
      action: 'execute',
      tool_name: 'reject',
      tool_inputs: { reason: 'x' },
    });
    expect(failed.is_error).toBe(true);
    expect(failed.text).toMatch(
      /^MCP error -32602: rejected: x\n\nThe tool's definition: \{"server":"rpcerr","name":"reject","description"/,
    );
    expect(JSON.parse(failed.text.slice(failed.text.indexOf('{'))).input_schema.required).toEqual(['reason']);
    expect(calls()[0].content).toEqual([{ type: 'text', text: 'MCP error -32602: rejected: x' }]);
    // The harness's own refusal of bad inputs names the schema already: nothing is added twice.
    const bad = await h.callModelTool('mcp_everything', {
      action: 'execute',
      tool_name: 'get-sum',
      tool_inputs: { a: 1 },
    });
    expect(bad.text).toContain('Expected input schema');
    expect(bad.text).not.toContain("The tool's definition");
    const ok = await h.callModelTool('mcp_everything', {
      action: 'execute',
      tool_name: 'echo',
      tool_inputs: { message: 'x' },
    });
    expect(ok.text).toBe('Echo: x');
    // With the full list the model has every schema already: the error is the server's alone.
    const full = await host('full').host.callModelTool('mcp_rpcerr', {
      action: 'execute',
      tool_name: 'reject',
      tool_inputs: { reason: 'x' },
    });
    expect(full.text).toBe('MCP error -32602: rejected: x');
  });

  it("the full list is the seed's: tool_name on list changes nothing, errors gain nothing", async () => {
    const { host: h } = host('full');
    const all = await h.callModelTool('mcp_everything', { action: 'list' });
    const named = await h.callModelTool('mcp_everything', { action: 'list', tool_name: 'echo' });
    expect(named.text).toBe(all.text);
    const gw = h.modelTools()[0];
    expect(gw.description).toContain("to get every tool's name, description and input schema");
    expect(host('compact').host.modelTools()[0].description).toContain(
      '"list" with "tool_name": its description and input schema',
    );
  });

  it('the claude agent is told how to get a schema, and its prompt hash says which list it was told of', () => {
    expect(host('compact').host).toMatchObject({ gateway: true, compactList: true });
    expect(systemPrompt(true, true)).toContain('call {"action": "list", "tool_name": "<tool>"} to get its full');
    expect(systemPrompt(true, false)).not.toContain('"tool_name": "<tool>"} to get');
    expect(promptHash(true, 'x', true)).not.toBe(promptHash(true, 'x'));
    // Direct exposure has no list: the flag changes nothing.
    expect(promptHash(false, 'x', true)).toBe(promptHash(false, 'x'));
  });
});

describe('the token footprint of a run', () => {
  it('definitions offered, what the gateway told (list answers, added schemas), and the direct cost', async () => {
    const { host: h } = host('compact');
    const direct = host('full', 'direct').host;
    const before = h.toolTokens();
    const directTokens = estimateTokens(bytes(JSON.stringify(direct.modelTools())));
    expect(before).toEqual({
      definitions: estimateTokens(bytes(JSON.stringify(h.modelTools()))),
      discovery: 0,
      direct: directTokens,
    });
    expect(direct.toolTokens()).toEqual({ definitions: directTokens, discovery: 0, direct: directTokens });
    const list = await h.callModelTool('mcp_everything', { action: 'list' });
    const def = await h.callModelTool('mcp_everything', { action: 'list', tool_name: 'echo' });
    expect(h.toolTokens().discovery).toBe(estimateTokens(bytes(list.text) + bytes(def.text)));
    const bad = await h.callModelTool('mcp_everything', { action: 'execute', tool_name: 'echo', tool_inputs: {} });
    const added = bad.text.includes("The tool's definition") ? bad.text.slice(bad.text.indexOf('\n\nThe tool')) : '';
    expect(h.toolTokens().discovery).toBe(estimateTokens(bytes(list.text) + bytes(def.text) + bytes(added)));
  });

  it("mcp-hub's 22 tools: compact definitions plus the list answer under 30% of the direct definitions", async () => {
    const hub = await startHub();
    const hubPool = await openServers([httpConfig('hub', hub.url)], { connectTimeoutMs: 15_000 });
    try {
      const compact = host('compact', 'gateway', hubPool).host;
      await compact.callModelTool('mcp_hub', { action: 'list' });
      const full = host('full', 'gateway', hubPool).host;
      await full.callModelTool('mcp_hub', { action: 'list' });
      const spent = (t: { definitions: number; discovery: number }) => t.definitions + t.discovery;
      const c = compact.toolTokens();
      expect(spent(c) / c.direct).toBeLessThan(0.3);
      expect(spent(full.toolTokens()) / c.direct).toBeGreaterThan(0.9);
    } finally {
      await hubPool.close();
    }
  });
});
