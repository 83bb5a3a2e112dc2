// Baselines that hold successful variations, accepting a new one, and performance regressions: run() end to end
// with the claude agent against the Messages API emulator (a model that takes a given path on each run) and one
// server-everything over streamable HTTP, shared by every run.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Baseline } from '../../src/baselines/index.js';
import type { SettingsInput } from '../../src/settings/settings.js';
import type { ToolCallRecord } from '../../src/results/trajectory.js';
import {
  endTurn,
  plansInTurn,
  startAnthropicEmulator,
  toolUse,
  type AnthropicEmulator,
  type MessageReply,
} from '../emulators/anthropic.js';
import { httpConfig, sharedEverythingUrl, stopAllServers } from '../helpers/mcp-servers.js';
import type { ServerConfig } from '../../src/mcp/index.js';
import { go, project } from '../helpers/pipeline.js';

let emulator: AnthropicEmulator;
beforeAll(async () => {
  emulator = await startAnthropicEmulator();
});
// The run's shared server-everything (test/helpers/shared-everything.ts).
const servers = (): ServerConfig[] => [httpConfig('everything', sharedEverythingUrl(), 'streamable-http')];
afterAll(async () => {
  await emulator.close();
  await stopAllServers();
});

const SUM = `name: Sum
user_intent: Add 2 and 3 and tell me the result
`;

const run = (tool: string, input: Record<string, unknown>) =>
  toolUse('mcp_everything', { action: 'execute', tool_name: tool, tool_inputs: input });
/** The paths the model takes: each a conversation, turn by turn. */
const PATH: Record<'sum' | 'echoSum' | 'sumEcho' | 'unknown', MessageReply[]> = {
  sum: [run('get-sum', { a: 2, b: 3 }), endTurn('2 + 3 = 5')],
  echoSum: [run('echo', { message: 'adding 2 and 3' }), run('get-sum', { a: 2, b: 3 }), endTurn('5')],
  sumEcho: [run('get-sum', { a: 3, b: 2 }), run('echo', { message: 'the sum is 5' }), endTurn('It is 5.')],
  unknown: [run('add', { a: 2, b: 3 }), endTurn('I could not add them.')],
};

/** run() with the claude agent, its model taking these paths in turn. */
function withPaths(cwd: string, paths: MessageReply[][], input: SettingsInput) {
  emulator.respondWith(plansInTurn(paths));
  // The model's paths against the variations are what is tested: no replay in their place.
  const claude = {
    agent: 'claude',
    anthropicApiKey: 'sk-ant-test',
    anthropicBaseUrl: emulator.url,
    modelRuns: 'always',
  } as const;
  return go(cwd, { ...claude, ...input }, servers());
}

const baselineOf = (cwd: string): Baseline => JSON.parse(readFileSync(path.join(cwd, 'baselines/sum.json'), 'utf8'));
const toolsOf = (b: Baseline) =>
  b.trajectories.map((t) => [
    t.run_index,
    t.messages.filter((m): m is ToolCallRecord => m.type === 'tool_call').map((c) => c.tool),
  ]);

describe('baseline variations', () => {
  const cwd = project({ 'sum.yaml': SUM });

  it('a recording keeps each successful run as a variation and leaves out the one that failed', async () => {
    const recorded = await withPaths(cwd, [PATH.sum, PATH.echoSum, PATH.unknown], { mode: 'record', runs: 3 });
    expect(recorded.scenarios[0].status).toBe('RECORDED');
    expect(recorded.scenarios[0].warnings).toEqual([
      'flaky baseline: 2/3 runs passed (95% interval 0.21-0.94), pass@3 1.00, pass^3 0.00; ' +
        'later pass rates are tested against it',
      'not kept as a variation (it did not succeed): run 3',
    ]);
    expect(baselineOf(cwd).pass_rate).toEqual({ passes: 2, runs: 3 });
    expect(toolsOf(baselineOf(cwd))).toEqual([
      [0, ['get-sum']],
      [1, ['echo', 'get-sum']],
    ]);
  });

  it('judges each run by its closest variation, and says which', async () => {
    const report = await withPaths(cwd, [PATH.echoSum, PATH.sum], { mode: 'compare', runs: 2 });
    const [s] = report.scenarios;
    expect(s.status).toBe('GOOD');
    expect(s.score).toBe(1);
    expect(s.runs.map((r) => r.baseline_run_index)).toEqual([1, 0]);
    const [first, second] = s.runs.map((r) => r.variation_scores!);
    expect([first[1], second[0]]).toEqual([1, 1]);
    expect(first[0]).toBeLessThan(1);
    expect(second[1]).toBeLessThan(1);
  });

  it('accept adds a new successful path as a variation; the next compare finds it', async () => {
    const before = await withPaths(cwd, [PATH.sumEcho], { mode: 'compare' });
    expect(before.scenarios[0].score).toBeLessThan(0.8);

    const accepted = await withPaths(cwd, [PATH.sumEcho], { mode: 'accept', accept: ['Sum'] });
    const [s] = accepted.scenarios;
    expect([s.status, s.action, s.score]).toEqual(['RECORDED', 'accepted', null]);
    // Its closest was the get-sum alone path (variation 1): DEGRADED, the alarm accepting it silences.
    expect(s.runs[0].baseline_run_index).toBe(0);
    expect(s.warnings).toEqual(['run 1 accepted as variation 3 of 3 (against variation 1 it scored 0.51 DEGRADED)']);
    expect(toolsOf(baselineOf(cwd))).toEqual([
      [0, ['get-sum']],
      [1, ['echo', 'get-sum']],
      [2, ['get-sum', 'echo']],
    ]);

    const after = await withPaths(cwd, [PATH.sumEcho, PATH.sum], { mode: 'compare', runs: 2 });
    expect(after.scenarios[0].status).toBe('GOOD');
    expect(after.scenarios[0].runs.map((r) => r.baseline_run_index)).toEqual([2, 0]);
  });

  it('accepts nothing from a run that failed, and refuses a name that is no scenario', async () => {
    const failed = await withPaths(cwd, [PATH.unknown], { mode: 'accept', accept: ['sum'] });
    expect(failed.scenarios[0].status).toBe('ERROR');
    expect(failed.scenarios[0].error).toBe('nothing accepted: no run succeeded (run 1: BLOCKED)');
    expect(baselineOf(cwd).trajectories).toHaveLength(3);

    await expect(withPaths(cwd, [PATH.sum], { mode: 'accept', accept: ['sum', 'Summ'] })).rejects.toThrow(
      'accept: no scenario with the id or name "Summ"',
    );
  });
});

const SLOW = `name: Slow
user_intent: Run the long operation
expected_trajectory:
  - tool: mcp__everything__trigger-long-running-operation
    args: { duration: 0.3, steps: 1 }
`;

describe('performance regressions', () => {
  it('finds a call much slower than its baseline; latency-regression degrade lowers the band by one', async () => {
    const cwd = project({ 'slow.yaml': SLOW });
    await go(cwd, { mode: 'record' }, servers());
    // The baseline's call took 5 ms: the operation sleeps 300 ms now.
    const file = path.join(cwd, 'baselines/slow.json');
    const baseline = JSON.parse(readFileSync(file, 'utf8')) as Baseline;
    const call = baseline.trajectories[0].messages.find((m): m is ToolCallRecord => m.type === 'tool_call')!;
    call.duration_ms = 5;
    writeFileSync(file, JSON.stringify(baseline));

    // One slow run is not evidence enough (docs/scoring/performance.md): it could be the machine.
    const once = (await go(cwd, { mode: 'compare' }, servers())).scenarios[0];
    expect([once.status, once.performance?.regressions]).toEqual(['GOOD', []]);
    // Slow in both runs: a regression.
    const warned = (await go(cwd, { mode: 'compare', runs: 2 }, servers())).scenarios[0];
    expect([warned.status, warned.score]).toEqual(['GOOD', 1]);
    expect(warned.performance?.degraded).toBe(false);
    expect(warned.performance?.regressions.map((f) => [f.subject, f.metric, f.baseline, f.limit, f.rule])).toEqual([
      ['mcp__everything__trigger-long-running-operation', 'tool_latency_ms', 5, 10, 'factor'],
    ]);
    expect(warned.performance?.regressions[0].current).toBeGreaterThanOrEqual(300);

    const degrade = { mode: 'compare', runs: 2, latencyRegression: 'degrade' } as const;
    const degraded = (await go(cwd, degrade, servers())).scenarios[0];
    expect([degraded.status, degraded.score, degraded.performance?.degraded]).toEqual(['ACCEPTABLE', 0.7, true]);
  });
});
