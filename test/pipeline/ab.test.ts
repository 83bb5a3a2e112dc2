// Mode ab: the base and the head side by side in one run, B judged against A, no stored baseline: run() with the
// real claude agent (real Anthropic SDK) against the Messages API emulator and real server-everything on both sides:
// the run's shared one over streamable HTTP (the subject is the A/B verdict, not the transport), the head's get-sum
// renamed over stdio where a test says so (bench/everything-variant.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/results/index.js';
import type { ServerConfig } from '../../src/mcp/index.js';
import type { SettingsInput } from '../../src/settings/settings.js';
import { renderMarkdown } from '../../src/reports/markdown.js';
import { scoredCalls } from '../../src/results/trajectory.js';
import {
  drawPlans,
  endTurn,
  plansInTurn,
  startAnthropicEmulator,
  toolUse,
  type AnthropicEmulator,
  type MessageReply,
  type Responder,
} from '../emulators/anthropic.js';
import { everythingStdio, sharedEverything, stopAllServers } from '../helpers/mcp-servers.js';
import { go, project } from '../helpers/pipeline.js';

const VARIANT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../bench/everything-variant.mjs');
const execute = (tool: string, input: Record<string, unknown>) =>
  toolUse('mcp_everything', { action: 'execute', tool_name: tool, tool_inputs: input });
const SUM: MessageReply[] = [execute('get-sum', { a: 2, b: 3 }), endTurn('5')];
const ECHO: MessageReply[] = [execute('echo', { message: 'hello' }), endTurn('hello')];
/** A model that sometimes lists the tools first and sometimes swaps the numbers: it does so on both sides alike. */
const PLANS: [number, MessageReply[]][] = [
  [0.6, SUM],
  [0.25, [toolUse('mcp_everything', { action: 'list' }), ...SUM]],
  [0.15, [execute('get-sum', { a: 3, b: 2 }), endTurn('5')]],
];

let api: AnthropicEmulator;
/** Echo's plan for the Echo scenario, the drawn plans for Sum. */
const responder: Responder = (req, i) => {
  const text = JSON.stringify(req.body.messages?.[0]?.content ?? '');
  if (text.includes('Echo')) return drawPlans([ECHO], [1], 1)(req, i);
  return sumModel(req, i);
};
beforeAll(async () => {
  api = await startAnthropicEmulator({ responder });
});
// A test that swaps the model's answers leaves the next one the usual model.
afterEach(() => api.respondWith(responder));
afterAll(async () => {
  await api.close();
  await stopAllServers();
});
const sumModel = drawPlans(
  PLANS.map(([, p]) => p),
  PLANS.map(([odds]) => odds),
  20261125,
);

const SCENARIOS = {
  'sum.yaml':
    'name: Sum\nuser_intent: Add 2 and 3\nexpected_trajectory:\n  - tool: mcp__everything__get-sum\n    args: { a: 2, b: 3 }\n',
  'echo.yaml':
    'name: Echo\nuser_intent: Echo hello\nexpected_trajectory:\n  - tool: mcp__everything__echo\n    args: { message: hello }\n',
};

async function ab(cwd: string, b: ServerConfig, input: SettingsInput = {}): Promise<RunReport> {
  const settings = {
    mode: 'ab',
    agent: 'claude',
    anthropicApiKey: 'sk-ant-test',
    anthropicBaseUrl: api.url,
    serversB: 'b.json',
    abBase: '1a2b3c4',
    abHead: '5d6e7f8',
    failOn: 'degraded',
    ...input,
  } as const;
  return go(cwd, settings, [sharedEverything()], { serversB: [b] });
}

describe('mode ab', () => {
  it('the same server on both sides: all GOOD, and no model call with model-runs on-change', async () => {
    const cwd = project(SCENARIOS);
    api.requests.splice(0);
    const report = await ab(cwd, sharedEverything());
    expect(report.scenarios.map((s) => [s.id, s.status, s.replay?.unchanged])).toEqual([
      ['echo', 'GOOD', true],
      ['sum', 'GOOD', true],
    ]);
    expect(api.requests).toHaveLength(0);
    expect(report.ab).toEqual({ base: '1a2b3c4', head: '5d6e7f8' });
    expect(renderMarkdown(report)).toContain('🆚 A/B: base 1a2b3c4 vs head 5d6e7f8');
  });

  it('a head that renames a tool: that scenario BROKEN with its cause, the other GOOD; both sides ran the model', async () => {
    const cwd = project(SCENARIOS);
    const head = { ...everythingStdio(), args: [VARIANT], env: { BREAK: 'renamed' } };
    const report = await ab(cwd, head);
    const byId = new Map(report.scenarios.map((s) => [s.id, s]));
    expect(byId.get('sum')!.status).toBe('BROKEN');
    expect(byId.get('sum')!.replay?.changes).toContain('everything: tool get-sum removed');
    expect(byId.get('echo')!.status).toBe('GOOD');
    expect(report.causes?.[0]).toMatchObject({ kind: 'tool_renamed', tool: 'get-sum', rename: { to: 'add' } });
    // B's runs are judged against A's, all made by the model: B's failing run and two confirmations, each after a
    // fresh run of A (an outlier of A's must not make an alarm).
    const sum = byId.get('sum')!;
    expect(sum.baseline?.source).toBe('A: base 1a2b3c4');
    expect(sum.baseline_trajectories.map((t) => t.agent)).toEqual(['claude', 'claude', 'claude']);
    expect(sum.runs.map((r) => [r.trajectory.agent, r.confirmation ?? false])).toEqual([
      ['claude', false],
      ['claude', true],
      ['claude', true],
    ]);
    expect(report.failed).toBe(true);
  });

  it('a base that cannot run is an ERROR naming side A, and nothing more is paid for: no B run, no second pair', async () => {
    const cwd = project({ 'sum.yaml': SCENARIOS['sum.yaml'] });
    api.requests.splice(0);
    api.respondWith(() => ({ kind: 'error', status: 400, type: 'invalid_request_error', message: 'refused here' }));
    const report = await ab(cwd, sharedEverything(), { modelRuns: 'always', runs: 3 });
    const [s] = report.scenarios;
    expect(s.status).toBe('ERROR');
    expect(s.error).toMatch(/^side A \(the base\) could not run: .*refused here/);
    expect(s.runs).toEqual([]);
    expect(api.requests).toHaveLength(1);
  });

  it("B is held to A's successful runs only: a failure on B is no match for the same failure on A", async () => {
    const cwd = project({ 'sum.yaml': SCENARIOS['sum.yaml'] });
    // A missing argument the model does not retry: the failure stays (a retried one would be recovered, run-passes.md).
    const fail = [execute('echo', { message: 'x' }), execute('get-sum', { a: 2 }), endTurn('?')];
    // Conversations in order A1, B1, A2, B2: the first pair fails alike, the second succeeds.
    api.respondWith(plansInTurn([fail, fail, SUM, SUM]));
    const report = await ab(cwd, sharedEverything(), { modelRuns: 'always', runs: 2, confirmRuns: 0 });
    const [s] = report.scenarios;
    expect(s.baseline_trajectories.map((t) => scoredCalls(t).map((c) => c.id))).toEqual([['mcp__everything__get-sum']]);
    const [failed, succeeded] = s.runs.map((r) => r.evaluation!.score);
    expect([failed < 0.5, succeeded]).toEqual([true, 1]);
    // With runs 2 the pass rate decides (pass-rates.md): B's failed run counts against it, never as a match.
    expect(s.aggregate?.pass_rate).toMatchObject({ passes: 1, runs: 2 });
    expect(s.regression?.verdict).not.toBe('no_regression');
  });

  it('a model that takes other paths run to run raises no alarm on an unchanged server (5 runs, runs 1; bench 9 runs 20)', async () => {
    const cwd = project({ 'sum.yaml': SCENARIOS['sum.yaml'] });
    const failed: number[] = [];
    for (let k = 0; k < 5; k++) {
      const report = await ab(cwd, sharedEverything(), { modelRuns: 'always' });
      if (report.failed) failed.push(k);
    }
    expect(failed).toEqual([]);
  });
});
