// Performance regressions over whole trajectories: which samples count, and when usage is compared.
import { describe, expect, it } from 'vitest';
import { performanceRegressions } from '../../src/scoring/index.js';
import type { Trajectory } from '../../src/results/trajectory.js';
import { call, trajectory, usage } from '../helpers/trajectories.js';

/** A run calling retrieve_tools and call_tool with these latencies, lasting `ms`, with this usage. */
function run(
  times: { retrieve: number; call: number; ms: number; tokens?: number; cost?: number },
  extra: Partial<Trajectory> = {},
) {
  const timed = (id: string, duration_ms: number, error = false) => ({ ...call({ id, error }), duration_ms });
  return trajectory([timed('retrieve_tools', times.retrieve), timed('call_tool', times.call)], {
    duration_ms: times.ms,
    usage: usage(times.tokens ?? 1000, 200, times.cost ?? 0.005),
    ...extra,
  });
}

describe('performance regressions', () => {
  it('flags only the tool clearly slower than the baseline runs', () => {
    const baseline = [
      run({ retrieve: 40, call: 300, ms: 3000 }),
      run({ retrieve: 60, call: 350, ms: 3400 }),
      run({ retrieve: 50, call: 320, ms: 3200 }),
    ];
    const current = [run({ retrieve: 45, call: 900, ms: 3900 }), run({ retrieve: 55, call: 950, ms: 3800 })];
    expect(performanceRegressions(baseline, current)).toEqual([
      {
        subject: 'mcp__mcpproxy__call_tool',
        metric: 'tool_latency_ms',
        samples: { baseline: 3, current: 2 },
        baseline: 320,
        current: 925,
        limit: 400,
        rule: 'spread',
      },
    ]);
  });

  it('compares tokens and cost of claude runs, and leaves out failed calls and offline agents', () => {
    const baseline = [run({ retrieve: 50, call: 300, ms: 3000, tokens: 4000, cost: 0.02 })];
    const heavier = [run({ retrieve: 50, call: 300, ms: 3000, tokens: 12000, cost: 0.07 })];
    expect(performanceRegressions(baseline, heavier).map((f) => [f.metric, f.subject, f.baseline, f.current])).toEqual([
      ['tokens', 'run', 4200, 12200],
      ['cost_usd', 'run', 0.02, 0.07],
    ]);
    const replay = (t: Trajectory[]) => t.map((x) => ({ ...x, agent: 'replay' as const }));
    expect(performanceRegressions(replay(baseline), replay(heavier))).toEqual([]);

    // A call that fails fast or times out says nothing about the tool's speed.
    const failing = trajectory([{ ...call({ id: 'call_tool', error: 'timeout' }), duration_ms: 30000 }], {
      duration_ms: 3000,
    });
    expect(performanceRegressions(baseline, [failing])).toEqual([]);
  });

  it('orders findings by metric, then subject', () => {
    const baseline = [run({ retrieve: 50, call: 50, ms: 1000, tokens: 1000, cost: 0.001 })];
    const slow = [1, 2].map(() => run({ retrieve: 500, call: 400, ms: 5000, tokens: 1000, cost: 0.001 }));
    expect(performanceRegressions(baseline, slow).map((f) => `${f.metric} ${f.subject}`)).toEqual([
      'tool_latency_ms mcp__mcpproxy__call_tool',
      'tool_latency_ms mcp__mcpproxy__retrieve_tools',
      'run_latency_ms run',
    ]);
  });

  it('a 2x blip on one sample is not a finding; a steady 3x is, in every run or in a single run of one', () => {
    const baseline = [150, 155, 160].map((call) => run({ retrieve: 40, call, ms: 2000 }));
    // One run of three takes twice as long in call_tool, and the whole run with it.
    const blip = [150, 320, 155].map((call, i) => run({ retrieve: 40, call, ms: i === 1 ? 4500 : 2000 }));
    expect(performanceRegressions(baseline, blip)).toEqual([]);
    // A single run, twice as slow as the single run recorded: the demo's echo, 151 ms -> 332 ms.
    const once = (call: number, ms: number) => [run({ retrieve: 40, call, ms })];
    expect(performanceRegressions(once(151, 2000), once(332, 4500))).toEqual([]);
    // Three times as slow in every run: call_tool and the run.
    const steady = [450, 470, 460].map((call) => run({ retrieve: 40, call, ms: 6500 }));
    expect(performanceRegressions(baseline, steady).map((f) => [f.metric, f.subject, f.current, f.limit])).toEqual([
      ['tool_latency_ms', 'mcp__mcpproxy__call_tool', 460, 170],
      ['run_latency_ms', 'run', 6500, 2000],
    ]);
    // One run that calls the tool three times, each three times slower: repeated within the run.
    const thrice = (ms: number) =>
      trajectory(
        [450, 470, 460].map((duration_ms) => ({ ...call({ id: 'call_tool' }), duration_ms })),
        {
          duration_ms: ms,
        },
      );
    const before = [trajectory([150, 155, 160].map((duration_ms) => ({ ...call({ id: 'call_tool' }), duration_ms })))];
    expect(performanceRegressions(before, [thrice(3000)]).map((f) => [f.subject, f.samples])).toEqual([
      ['mcp__mcpproxy__call_tool', { baseline: 3, current: 3 }],
    ]);
  });
});

describe('the token footprint of the tool surface (tool_tokens)', () => {
  const surface = (definitions: number, discovery: number, extra: Partial<Trajectory> = {}) =>
    run({ retrieve: 50, call: 300, ms: 3000 }, { tool_tokens: { definitions, discovery, direct: 2400 }, ...extra });

  it("a rise beyond the baseline runs' spread is a finding; a rise within it, or below the floor, is not", () => {
    const baseline = [surface(230, 520), surface(230, 530), surface(230, 560)];
    // The full list instead of the compact one: a median of 760 -> 2,600 tokens, limit 790 + (790 - 750).
    const full = [surface(300, 2300), surface(300, 2300)];
    expect(performanceRegressions(baseline, full)).toEqual([
      {
        subject: 'run',
        metric: 'tool_tokens',
        samples: { baseline: 3, current: 2 },
        baseline: 760,
        current: 2600,
        limit: 830,
        rule: 'spread',
      },
    ]);
    expect(performanceRegressions(baseline, [surface(230, 580)])).toEqual([]);
    // Outside the spread, under the floor of 200 tokens.
    expect(performanceRegressions(baseline, [surface(230, 700)])).toEqual([]);
  });

  it('counts for any agent, but only when one agent ran both sides (an offline one never lists)', () => {
    const scripted = (t: Trajectory) => ({ ...t, agent: 'scripted' as const, usage: usage(0, 0, 0) });
    expect(performanceRegressions([scripted(surface(230, 0))], [scripted(surface(900, 0))])).toEqual([
      expect.objectContaining({ metric: 'tool_tokens', baseline: 230, current: 900, rule: 'factor' }),
    ]);
    expect(performanceRegressions([scripted(surface(230, 0))], [surface(230, 2300)])).toEqual([]);
    // Older baselines have no footprint: nothing to compare.
    expect(performanceRegressions([run({ retrieve: 50, call: 300, ms: 3000 })], [surface(300, 2300)])).toEqual([]);
  });
});
