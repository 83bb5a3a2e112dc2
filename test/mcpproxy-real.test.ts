// The real MCPProxy as the service under test. Its Go edition (mcpproxy-go) cannot be had here (the Go module proxy
// refuses it), so this runs its Python edition: smart-mcp-proxy 0.3.1 from PyPI, by the same author, with the tools
// the seed's suite was written for (retrieve_tools, call_tool), installed by scripts/ensure-mcpproxy.sh. It federates
// server-everything over stdio and the CLI reaches it over streamable HTTP as server `mcpproxy`. Each run starts a
// proxy of its own, as a CI job starts its service. Two real changes are caught: a proxy setting that takes
// call_tool away, and an upstream upgrade whose tools the proxy can no longer index; and the claude agent reaches it
// through the gateway as a model does.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../src/results.js';
import type { StdioServerConfig } from '../src/servers/config.js';
import { scoredCalls } from '../src/trajectory.js';
import { byTurn, endTurn, startAnthropicEmulator, toolUse } from './emulators/anthropic.js';
import { cliProject, startCli, type CliResult } from './helpers/cli-project.js';
import { EVERYTHING_JS, startMcpProxy, stopAllServers } from './helpers/mcp-servers.js';

const ROOT = path.resolve(import.meta.dirname, '..');
/** server-everything of the proxy's time (2025.7.29): `add`, `echo`, ... without tool annotations. */
const EVERYTHING_2025_JS = path.join(ROOT, 'node_modules/server-everything-old/dist/index.js');

const scenario = (name: string, query: string, tool: string, args: string) =>
  `name: ${name}\nuser_intent: ${name}\nexpected_trajectory:\n` +
  `  - tool: mcp__mcpproxy__retrieve_tools\n    args: { query: ${query} }\n` +
  `  - tool: mcp__mcpproxy__call_tool\n    args: { name: ${tool}, args: ${args} }\n`;
const SUITE = {
  'add.yaml': scenario('Add two numbers', 'add two numbers', 'everything_add', '{ a: 2, b: 3 }'),
  'echo.yaml': scenario('Echo a message', 'echo a message', 'everything_echo', '{ message: hello }'),
};

afterAll(stopAllServers);

/** The proxy's upstream: server-everything from `js`, over stdio. */
function everything(js: string): StdioServerConfig {
  return { name: 'everything', type: 'stdio', command: process.execPath, args: [js, 'stdio'], env: {} };
}

describe('the real MCPProxy (Python edition) as the service under test', () => {
  const dir = cliProject(SUITE, {});
  const results = (cwd = dir) => JSON.parse(readFileSync(path.join(cwd, 'reports/results.json'), 'utf8')) as RunReport;
  const statuses = (r: RunReport) => r.scenarios.map((s) => [s.id, s.status]);

  /** Where and how: the project (default the suite's), the proxy's variables, the CLI's environment. */
  interface Against {
    cwd?: string;
    env?: Record<string, string>;
    cliEnv?: NodeJS.ProcessEnv;
  }

  /** The CLI against a proxy started for it, federating server-everything from `everythingJs`. */
  async function against(args: string[], everythingJs: string, opts: Against = {}): Promise<CliResult> {
    const cwd = opts.cwd ?? dir;
    const proxy = await startMcpProxy([everything(everythingJs)], opts.env);
    try {
      const servers = { mcpproxy: { url: proxy.url, transport: 'streamable-http' } };
      writeFileSync(path.join(cwd, 'mcp.json'), JSON.stringify({ mcpServers: servers }));
      return await startCli([...args, '--servers', 'mcp.json'], cwd, opts.cliEnv).done;
    } finally {
      await proxy.stop();
    }
  }

  it('records what the proxy answers, and an unchanged proxy compares GOOD', async () => {
    const record = await against(['record'], EVERYTHING_2025_JS);
    expect(record.code, record.stdout + record.stderr).toBe(0);
    const recorded = results();
    expect(statuses(recorded)).toEqual([
      ['add', 'RECORDED'],
      ['echo', 'RECORDED'],
    ]);
    // The proxy found the upstream tool by BM25 and called it: the sum came back through call_tool.
    const calls = scoredCalls(recorded.scenarios[0].runs[0].trajectory);
    expect(calls.map((c) => [c.tool, JSON.stringify(c.content)])).toEqual([
      ['retrieve_tools', expect.stringContaining('everything_add')],
      ['call_tool', expect.stringContaining('The sum of 2 and 3 is 5')],
    ]);

    const again = await against(['compare'], EVERYTHING_2025_JS);
    expect(again.code, again.stdout).toBe(0);
    expect(statuses(results())).toEqual([
      ['add', 'GOOD'],
      ['echo', 'GOOD'],
    ]);
  });

  it('a proxy setting that takes call_tool away (routing DYNAMIC) is BROKEN, with the cause named once', async () => {
    const res = await against(['compare'], EVERYTHING_2025_JS, { env: { MCPPROXY_ROUTING_TYPE: 'DYNAMIC' } });
    expect(res.code, res.stdout).toBe(1);
    const report = results();
    expect(statuses(report)).toEqual([
      ['add', 'BROKEN'],
      ['echo', 'BROKEN'],
    ]);
    expect(report.causes?.[0]).toMatchObject({
      kind: 'tool_removed',
      server: 'mcpproxy',
      tool: 'call_tool',
      scenarios: [{ id: 'add' }, { id: 'echo' }],
    });
    const summary = readFileSync(path.join(dir, 'reports/summary.md'), 'utf8');
    expect(summary).toContain('<code>call\\_tool</code> was removed from server <code>mcpproxy</code>**: breaks 2');
  });

  it('an upstream upgrade behind the proxy (tools with annotations it cannot index) fails fail-on degraded', async () => {
    const res = await against(['compare', '--fail-on', 'degraded'], EVERYTHING_JS);
    expect(res.code, res.stdout).toBe(1);
    const report = results();
    expect(statuses(report)).toEqual([
      ['add', 'DEGRADED'],
      ['echo', 'DEGRADED'],
    ]);
    // The proxy still answers, with nothing found and an error as a successful result: the answers' shape shows it.
    const calls = scoredCalls(report.scenarios[0].runs[0].trajectory);
    expect(JSON.stringify(calls[0].content)).toContain('No relevant tools found');
    expect(JSON.stringify(calls[1].content)).toContain("Tool 'everything_add' not found");
    // Said as the error it is, not as the keys the answer lost.
    const drift = report.scenarios[0].runs[0].evaluation?.drift.map((d) => `${d.id} ${d.kind}: ${d.detail}`);
    expect(drift?.[1]).toMatch(
      /^mcp__mcpproxy__call_tool shape: answers an error as a success: Tool 'everything_add' not found/,
    );
    expect(report.causes?.map((c) => [c.kind, c.server, c.tool, c.summary])).toEqual([
      ['response_changed', 'mcpproxy', 'call_tool', expect.any(String)],
      ['response_changed', 'mcpproxy', 'retrieve_tools', expect.any(String)],
    ]);
    expect(report.causes?.[0].evidence.join('\n')).toContain("answers an error as a success: Tool 'everything_add'");
  });

  it('with routing DYNAMIC, a tool the proxy registers mid-run (tools/list_changed) is called by its own name', async () => {
    const own = cliProject(
      {
        'dynamic.yaml':
          'name: Add, dynamic routing\nuser_intent: Find a tool that adds, add 2 and 3\nexpected_trajectory:\n' +
          '  - tool: mcp__mcpproxy__retrieve_tools\n    args: { query: add two numbers }\n' +
          '  - tool: mcp__mcpproxy__everything_add\n    args: { a: 2, b: 3 }\n',
      },
      {},
    );
    const env = { MCPPROXY_ROUTING_TYPE: 'DYNAMIC' };
    const res = await against(['record'], EVERYTHING_2025_JS, { cwd: own, env });
    expect(res.code, res.stdout + res.stderr).toBe(0);
    const report = results(own);
    const calls = scoredCalls(report.scenarios[0].runs[0].trajectory);
    expect(calls.map((c) => [c.tool, c.is_error, c.harness_error])).toEqual([
      ['retrieve_tools', false, undefined],
      ['everything_add', false, undefined],
    ]);
    expect(JSON.stringify(calls[1].content)).toContain('The sum of 2 and 3 is 5');
  });

  it('the claude agent reaches the proxy through the gateway: list, then retrieve_tools, then call_tool', async () => {
    const gateway = (input: unknown) => toolUse('mcp_mcpproxy', input);
    const emulator = await startAnthropicEmulator({
      api_key: 'sk-ant-proxy-test',
      responder: byTurn([
        gateway({ action: 'list' }),
        gateway({ action: 'execute', tool_name: 'retrieve_tools', tool_inputs: { query: 'add two numbers' } }),
        gateway({
          action: 'execute',
          tool_name: 'call_tool',
          tool_inputs: { name: 'everything_add', args: { a: 2, b: 3 } },
        }),
        endTurn('2 + 3 = 5.'),
      ]),
    });
    const own = cliProject(
      { 'claude.yaml': 'name: Add with Claude\nuser_intent: Find a tool that adds, add 2 and 3\n' },
      {},
    );
    try {
      const args = ['record', '--agent', 'claude', '--anthropic-base-url', emulator.url];
      const cliEnv = { ANTHROPIC_API_KEY: 'sk-ant-proxy-test' };
      const res = await against(args, EVERYTHING_2025_JS, { cwd: own, cliEnv });
      expect(res.code, res.stdout + res.stderr).toBe(0);
    } finally {
      await emulator.close();
    }
    // The model was shown the proxy's own tools by list, and the proxy's answers to each call.
    const shown = emulator.requests.map((r) => JSON.stringify(r.body.messages?.at(-1)));
    expect(shown[1]).toMatch(/retrieve_tools[\s\S]*call_tool/);
    expect(shown[2]).toContain('everything_add');
    expect(shown[3]).toContain('The sum of 2 and 3 is 5');
    const report = results(own);
    expect(report.scenarios[0].status).toBe('RECORDED');
    const calls = scoredCalls(report.scenarios[0].runs[0].trajectory);
    expect(calls.map((c) => c.id)).toEqual(['mcp__mcpproxy__retrieve_tools', 'mcp__mcpproxy__call_tool']);
  });
});
