// A trace store the run cannot read (setting trace-query) costs it one problem line and nothing else: the scenarios
// run, record and report as without it, and no call is split. A store that answers is read again (soon, then less
// often) until every call that expects spans has them: a server that exports none does not hold the read to its bound.
// (The real MCPProxy's spans: test/real/traces-proxy.)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute } from '../../src/pipeline/execute.js';
import { settled } from '../../src/pipeline/trace-back.js';
import { isToolCall, type ToolCallRecord } from '../../src/results/trajectory.js';
import { startJaeger, type Jaeger } from '../helpers/jaeger.js';
import { deadUrl, sharedEverythingUrl, stopAllServers } from '../helpers/mcp-servers.js';
import { go, project, projectSettings } from '../helpers/pipeline.js';

const TRACED_JS = path.join(import.meta.dirname, '../helpers/traced-server.mjs');

afterAll(stopAllServers);

it('a trace store that does not answer is one problem line naming it; the run records as without it', async () => {
  const dir = project({
    'echo.yaml':
      'name: echo\nuser_intent: echo\nexpected_trajectory:\n  - {tool: mcp__everything__echo, args: {message: hi}}\n',
  });
  const store = (await deadUrl()).replace(/\/mcp$/, '');
  const report = await go(dir, { mode: 'record', traceQuery: store });
  expect(report.scenarios.map((s) => [s.status, s.error])).toEqual([['RECORDED', null]]);
  const problems = report.problems.filter((p) => p.startsWith('trace-query'));
  expect(problems).toHaveLength(1);
  expect(problems[0]).toContain(`trace-query ${store}: the spans could not be read back: ${store}/api/`);
  expect(problems[0]).toContain('did not answer');
  const calls = report.scenarios[0].runs[0].trajectory.messages.filter(isToolCall);
  expect(calls.map((c) => c.latency_parts)).toEqual([undefined]);
});

describe('the read ends once every call that expects spans has them', () => {
  let jaeger: Jaeger;
  beforeAll(async () => {
    jaeger = await startJaeger();
  }, 60_000);

  it("a server that exports no span does not hold it: done once the traced server's span is joined", async () => {
    const dir = project({
      'two.yaml': `name: two\nuser_intent: two\nexpected_trajectory:\n  - {tool: mcp__traced__slow}\n  - {tool: mcp__everything__echo, args: {message: hi}}\n`,
    });
    const traced = {
      command: process.execPath,
      args: [TRACED_JS],
      env: { OTLP_URL: `http://${jaeger.otlpHttp}/v1/traces` },
    };
    const everything = { url: sharedEverythingUrl() };
    writeFileSync(path.join(dir, 'mcp.json'), JSON.stringify({ mcpServers: { traced, everything } }));
    const settings = projectSettings(dir, {
      mode: 'record',
      agent: 'scripted',
      contractProtocol: 'none',
      traceQuery: jaeger.queryUrl,
    });
    const lines: string[] = [];
    const { report } = await execute(settings, { cwd: dir, env: {}, log: (l) => lines.push(l) });
    expect(report.scenarios.map((s) => [s.status, s.error])).toEqual([['RECORDED', null]]);
    const read = lines.find((l) => l.includes('spans read back'));
    expect(read).toMatch(
      /: 1 of 2 calls joined \(1 by link, 0 by match\); \d+ reads?, every call that expects spans joined$/,
    );
  }, 120_000);
});

describe('settled', () => {
  const call = (server: string, tool: string, args: Record<string, unknown> = {}) =>
    ({
      server,
      tool,
      arguments: args,
      started_at: new Date(0).toISOString(),
      duration_ms: 1,
    }) as ToolCallRecord;
  const joined = { way: 'match' as const, spans: [] };
  const viaProxy = call('proxy', 'call_tool_read', { name: 'up:slow' });
  const search = call('proxy', 'retrieve_tools');

  it('waits while nothing is joined, then for the calls to a server one of whose calls was joined', () => {
    const calls = [viaProxy, viaProxy, search];
    expect(settled(calls, [null, null, null], new Set())).toBe(false);
    expect(settled(calls, [joined, null, null], new Set())).toBe(false);
    expect(settled(calls, [joined, joined, null], new Set())).toBe(true);
  });

  it("expects the calls to the servers the baseline's calls were joined to", () => {
    const calls = [call('traced', 'slow'), viaProxy];
    expect(settled(calls, [joined, null], new Set())).toBe(true);
    expect(settled(calls, [joined, null], new Set(['up']))).toBe(false);
  });
});
