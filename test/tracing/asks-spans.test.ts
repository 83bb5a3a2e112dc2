// Issue 46, point 1: what a server asks back during a call (elicitation, sampling) is a server span under that call's
// tools/call span, on the real server-everything; a call the run gives up on ends its span as cancelled. The run's
// TraceRun used directly around run().
import { afterAll, expect, it } from 'vitest';
import { noRedaction } from '../../src/sanitize/redact.js';
import { TraceRun } from '../../src/tracing/trace-run.js';
import type { StdioServerConfig } from '../../src/mcp/index.js';
import { HOSTILE_JS } from '../helpers/cli-project.js';
import { sharedEverything, stopAllServers } from '../helpers/mcp-servers.js';
import { go, project } from '../helpers/pipeline.js';

afterAll(stopAllServers);

const ELICIT = `name: Elicit
user_intent: Sign me up
expected_trajectory:
  - tool: mcp__everything__trigger-elicitation-request
elicitation:
  - message: provide inputs
    action: accept
    content: { name: Ada, check: true, email: ada@example.com, integer: 7, untitledSingleSelectEnum: Joey }
`;
const SAMPLE = `name: Sample
user_intent: Summarise
expected_trajectory:
  - tool: mcp__everything__trigger-sampling-request
    args: { prompt: Summarise the news, maxTokens: 50 }
sampling:
  - { message: news, reply: Nothing happened today. }
`;

it('puts each ask of the server under the tools/call it came during, as a server span', async () => {
  const cwd = project({ 'elicit.yaml': ELICIT, 'sample.yaml': SAMPLE });
  const tracing = await TraceRun.start({ content: false, redact: noRedaction, collector: null, warn: () => {} });
  // One scenario at a time: of calls in flight at once on a shared connection, an ask goes under the latest.
  const report = await tracing.within(() => go(cwd, { mode: 'record', concurrency: 1 }, [sharedEverything()]));
  expect(report.scenarios.map((s) => s.status)).toEqual(['RECORDED', 'RECORDED']);
  const spans = tracing.spans();
  for (const [ask, tool] of [
    ['elicitation/create', 'trigger-elicitation-request'],
    ['sampling/createMessage', 'trigger-sampling-request'],
  ]) {
    const span = spans.find((s) => s.name === ask);
    expect(span, ask).toBeDefined();
    const call = spans.find((s) => s.name === `tools/call ${tool}`)!;
    expect(span!.kind).toBe(1); // SERVER: the server asked, the client answered
    expect(span!.parentSpanContext?.spanId).toBe(call.spanContext().spanId);
    expect(span!.spanContext().traceId).toBe(call.spanContext().traceId);
    expect(span!.attributes['mcp.method.name']).toBe(ask);
    expect(span!.ended).toBe(true);
  }
});

it('ends the span of a call the run gave up on (its time limit) as cancelled, with no answer', async () => {
  const cwd = project({
    'hang.yaml':
      'name: Hang\nuser_intent: wait\nexpected_trajectory:\n  - tool: mcp__hang__echo\n    args: { text: x }\n',
  });
  const env = { HOSTILE: 'hang' };
  const server: StdioServerConfig = { name: 'hang', type: 'stdio', command: process.execPath, args: [HOSTILE_JS], env };
  const tracing = await TraceRun.start({ content: false, redact: noRedaction, collector: null, warn: () => {} });
  const report = await tracing.within(() => go(cwd, { mode: 'record', callTimeoutSeconds: 0.5 }, [server]));
  expect(report.scenarios[0]!.status).toBe('ERROR');
  const call = tracing.spans().find((s) => s.name === 'tools/call echo')!;
  expect(call.attributes['error.type']).toBe('cancelled');
  expect(call.status.code).toBe(2);
  // Ended when the run gave up, not when the connection closed after it.
  const ms = (t: [number, number]) => t[0] * 1000 + t[1] / 1e6;
  expect(ms(call.endTime) - ms(call.startTime)).toBeLessThan(5000);
});
