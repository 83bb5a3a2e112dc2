// A trace store the run cannot read (setting trace-query) costs it one problem line and nothing else: the scenarios
// run, record and report as without it, and no call is split. (Reading a real store back: test/real/traces-proxy.)
import { afterAll, expect, it } from 'vitest';
import { isToolCall } from '../../src/results/trajectory.js';
import { deadUrl, stopAllServers } from '../helpers/mcp-servers.js';
import { go, project } from '../helpers/pipeline.js';

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
