// Each scenario field and filter changes a run end to end: real scenario files, real
// server-everything over stdio, run(); the claude agent through the real SDK against the
// Messages API emulator where a field only matters to a model.
import { cpSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_RETRIES } from '../../src/agents/index.js';
import { scenarioLimits, scenarioThresholds } from '../../src/pipeline/plan.js';
import type { Scenario } from '../../src/scenario/schema.js';
import type { ServerConfig } from '../../src/mcp/index.js';
import { parseSettings } from '../../src/settings/settings.js';
import {
  byTurn,
  endTurn,
  overloaded,
  startAnthropicEmulator,
  toolUse,
  type AnthropicEmulator,
} from '../emulators/anthropic.js';
import { everythingStdio, sharedEverything, stopAllServers, tempDir } from '../helpers/mcp-servers.js';
import { go, project } from '../helpers/pipeline.js';

afterAll(stopAllServers);

let api: AnthropicEmulator | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

/** A scenario file calling server-everything's tools in order; `extra` is more YAML. */
function scenario(name: string, calls: Array<[string, Record<string, unknown>]>, extra = ''): string {
  const steps = calls
    .map(([tool, args]) => `  - tool: mcp__everything__${tool}\n    args: ${JSON.stringify(args)}\n`)
    .join('');
  return `name: ${name}\nuser_intent: ${name} please\n${extra}expected_trajectory:\n${steps}`;
}

const ECHO: [string, Record<string, unknown>] = ['echo', { message: 'hello' }];
const SUM: [string, Record<string, unknown>] = ['get-sum', { a: 2, b: 3 }];
const EXTRA: [string, Record<string, unknown>] = ['echo', { message: 'one more call' }];

/** A project of `before` recorded on `servers`, once per pair: each comparison below runs in a copy of it. */
const recordings = new Map<string, Promise<string>>();
function recordedOn(before: string, servers?: ServerConfig[]): Promise<string> {
  const key = JSON.stringify([before, servers]);
  const made =
    recordings.get(key) ??
    (async () => {
      const cwd = project({ 's.yaml': before });
      const recorded = await go(cwd, { mode: 'record' }, servers ?? [sharedEverything()]);
      expect(recorded.scenarios.map((s) => s.status)).toEqual(['RECORDED']);
      return cwd;
    })();
  recordings.set(key, made);
  return made;
}

/** Record `before`, rewrite the file as `after`, compare: the scenario's result. */
async function recordThenCompare(before: string, after: string, servers?: [ServerConfig[], ServerConfig[]]) {
  const cwd = path.join(tempDir(), 'project');
  cpSync(await recordedOn(before, servers?.[0]), cwd, { recursive: true });
  writeFileSync(path.join(cwd, 'scenarios/s.yaml'), after);
  const compared = await go(cwd, { mode: 'compare' }, servers?.[1] ?? [sharedEverything()]);
  return compared.scenarios[0];
}

function claudeSettings(url: string) {
  return { agent: 'claude' as const, anthropicApiKey: 'sk-ant-test-key', anthropicBaseUrl: url };
}

describe('scenario fields', () => {
  it('enabled: false leaves the scenario out of the run', async () => {
    const cwd = project({ 'on.yaml': scenario('On', [ECHO]), 'off.yaml': scenario('Off', [ECHO], 'enabled: false\n') });
    const report = await go(cwd, { mode: 'record' }, [sharedEverything()]);
    expect(report.scenarios.map((s) => s.id)).toEqual(['on']);
  });

  it('match: an extra call is ACCEPTABLE by similarity, GOOD in_order, BROKEN exact', async () => {
    const base = scenario('M', [ECHO, SUM]);
    const similarity = await recordThenCompare(base, scenario('M', [ECHO, EXTRA, SUM]));
    expect(similarity.status).toBe('ACCEPTABLE');
    const inOrder = await recordThenCompare(base, scenario('M', [ECHO, EXTRA, SUM], 'match: in_order\n'));
    expect([inOrder.status, inOrder.score, inOrder.runs[0].evaluation?.match_mode]).toEqual(['GOOD', 1, 'in_order']);
    const exact = await recordThenCompare(base, scenario('M', [ECHO, EXTRA, SUM], 'match: exact\n'));
    expect(exact.status).toBe('BROKEN');
  });

  it('ignore.args leaves a volatile argument out of the comparison', async () => {
    const changed = await recordThenCompare(
      scenario('I', [['echo', { message: 'id-1' }]]),
      scenario('I', [['echo', { message: 'id-2' }]]),
    );
    expect(changed.status).not.toBe('GOOD');
    const ignored = await recordThenCompare(
      scenario('I', [['echo', { message: 'id-1' }]]),
      scenario('I', [['echo', { message: 'id-2' }]], 'ignore:\n  args: [message]\n'),
    );
    expect([ignored.status, ignored.score]).toEqual(['GOOD', 1]);
  });

  it('ignore.response_fields leaves a volatile result field out of response drift', async () => {
    // get-env answers with the server's environment as JSON: a different variable is a shape change.
    const servers: [ServerConfig[], ServerConfig[]] = [
      [{ ...everythingStdio(), env: { MCP_EVAL_RUN_A: '1' } }],
      [{ ...everythingStdio(), env: { MCP_EVAL_RUN_B: '1' } }],
    ];
    const env = scenario('R', [['get-env', {}]]);
    const drifted = await recordThenCompare(env, env, servers);
    expect(drifted.status).toBe('DEGRADED');
    expect(drifted.runs[0].evaluation?.drift.map((d) => d.detail)).toEqual([
      'removed keys MCP_EVAL_RUN_A; added keys MCP_EVAL_RUN_B',
    ]);
    const ignored = await recordThenCompare(
      env,
      scenario('R', [['get-env', {}]], 'ignore:\n  response_fields: [MCP_EVAL_RUN_A, MCP_EVAL_RUN_B]\n'),
      servers,
    );
    expect([ignored.status, ignored.runs[0].evaluation?.drift]).toEqual(['GOOD', []]);
  });

  it("the scenario's thresholds move the band", async () => {
    const base = scenario('T', [ECHO, SUM]);
    const strict = await recordThenCompare(base, scenario('T', [ECHO, EXTRA, SUM]));
    expect(strict.status).toBe('ACCEPTABLE');
    const lenient = await recordThenCompare(base, scenario('T', [ECHO, EXTRA, SUM], 'thresholds: { good: 0.65 }\n'));
    // Same comparison, same score: only the band moved.
    expect([lenient.status, lenient.score, lenient.thresholds]).toEqual([
      'GOOD',
      strict.score,
      { good: 0.65, acceptable: 0.6, degraded: 0.3 },
    ]);
  });

  it("each threshold a scenario sets replaces the setting; the ones it leaves out are the settings'", () => {
    const settings = parseSettings({ passThreshold: 0.9, acceptableThreshold: 0.7, brokenThreshold: 0.4 }, {});
    const merged = (thresholds: Scenario['thresholds']) => scenarioThresholds({ thresholds } as Scenario, settings);
    expect(merged(undefined)).toEqual({ good: 0.9, acceptable: 0.7, degraded: 0.4 });
    expect(merged({ good: 0.95 })).toEqual({ good: 0.95, acceptable: 0.7, degraded: 0.4 });
    expect(merged({ acceptable: 0.75 })).toEqual({ good: 0.9, acceptable: 0.75, degraded: 0.4 });
    expect(merged({ degraded: 0.2 })).toEqual({ good: 0.9, acceptable: 0.7, degraded: 0.2 });
  });

  it('thresholds that cross the settings once merged make that scenario ERROR, naming the file and the values', async () => {
    const cwd = project({
      'loose.yaml': scenario('Loose', [ECHO], 'thresholds: { good: 0.5 }\n'),
      'fine.yaml': scenario('Fine', [ECHO]),
    });
    const report = await go(cwd, { mode: 'record' }, [sharedEverything()]);
    expect(report.scenarios.map((s) => [s.id, s.status])).toEqual([
      ['fine', 'RECORDED'],
      ['loose', 'ERROR'],
    ]);
    expect(report.scenarios[1].error).toBe(
      `scenarios/loose.yaml: thresholds out of order after merging with the settings: good 0.5, acceptable 0.6, degraded 0.3 (each must be at least the next): set all three in the scenario's thresholds`,
    );
    expect(report.scenarios[1].runs).toEqual([]);
  });

  it("the scenario's runs overrides the setting", async () => {
    const cwd = project({
      'twice.yaml': scenario('Twice', [ECHO], 'runs: 2\n'),
      'default.yaml': scenario('Default', [ECHO]),
    });
    const report = await go(cwd, { mode: 'record', runs: 3 }, [sharedEverything()]);
    expect(report.scenarios.map((s) => [s.id, s.runs.length])).toEqual([
      ['default', 3],
      ['twice', 2],
    ]);
  });

  it("the scenario's max_turns wins over the setting", async () => {
    // A model that never stops asking for tools.
    api = await startAnthropicEmulator({ responder: () => toolUse('mcp_everything', { action: 'list' }) });
    const cwd = project({ 'loop.yaml': scenario('Loop', [ECHO], 'max_turns: 2\n') });
    const report = await go(cwd, { mode: 'record', maxTurns: 5, ...claudeSettings(api.url) }, [sharedEverything()]);
    const [loop] = report.scenarios;
    expect(loop.runs[0].trajectory.stop_reason).toBe('max_turns');
    expect(api.requests).toHaveLength(2);
  });

  it("the scenario's timeout_seconds cuts a run that takes longer, and says so", async () => {
    // The model answers after 10 s; the scenario allows 5 s, the setting 10 minutes. (With 1 s the limit ran out while
    // the server was still connecting on a loaded machine: 'while connecting to server "everything"', twice.)
    api = await startAnthropicEmulator({ responder: () => ({ ...endTurn('late'), delay_ms: 10_000 }) });
    const cwd = project({ 'slow.yaml': scenario('Slow', [ECHO], 'timeout_seconds: 5\n') });
    const report = await go(cwd, { mode: 'record', runTimeoutSeconds: 600, ...claudeSettings(api.url) }, [
      sharedEverything(),
    ]);
    const [slow] = report.scenarios;
    const { trajectory } = slow.runs[0];
    expect([trajectory.stop_reason, trajectory.error]).toEqual([
      'timeout',
      'run timed out waiting for the model (limit 5s)',
    ]);
    // A cut run is no baseline: ERROR, and nothing saved.
    expect([slow.status, slow.error]).toEqual([
      'ERROR',
      'not recorded as a baseline: stopped early: run timed out waiting for the model (limit 5s)',
    ]);
    expect(existsSync(path.join(cwd, 'baselines', 'slow.json'))).toBe(false);
  });

  it('a model API that stays overloaded makes that scenario ERROR with the API message; the other is recorded', async () => {
    api = await startAnthropicEmulator();
    const normal = byTurn([
      toolUse('mcp_everything', { action: 'execute', tool_name: 'echo', tool_inputs: { message: 'hi' } }),
      endTurn('done'),
    ]);
    // retry-after 10 ms keeps the SDK's retries quick.
    api.respondWith((req, i) => (req.body.messages?.[0].content === 'Busy please' ? overloaded(0.01) : normal(req, i)));
    const cwd = project({ 'busy.yaml': scenario('Busy', [ECHO]), 'calm.yaml': scenario('Calm', [ECHO]) });
    const report = await go(cwd, { mode: 'record', ...claudeSettings(api.url) }, [sharedEverything()]);
    const [busy, calm] = report.scenarios;
    expect([busy.id, busy.status, busy.error]).toEqual([
      'busy',
      'ERROR',
      'model API error: Anthropic API error 529 overloaded_error: Overloaded',
    ]);
    expect(api.requests.filter((r) => r.body.messages?.[0].content === 'Busy please')).toHaveLength(
      1 + DEFAULT_MAX_RETRIES,
    );
    expect([calm.id, calm.status]).toEqual(['calm', 'RECORDED']);
    expect(
      calm.runs[0].trajectory.messages.filter((m) => m.type === 'tool_call').map((m) => m.type === 'tool_call' && m.id),
    ).toEqual(['mcp__everything__echo']);
  });
});

describe('filters', () => {
  const files = {
    'echo.yaml': scenario('Echo', [ECHO], 'tags: [smoke]\n'),
    'sum.yaml': scenario('Sum two', [SUM], 'tags: [math]\n'),
    'plain.yaml': scenario('Plain', [ECHO]),
  };

  it('tag keeps scenarios with one of the tags', async () => {
    const cwd = project(files);
    expect(
      (await go(cwd, { mode: 'record', tag: ['smoke'] }, [sharedEverything()])).scenarios.map((s) => s.id),
    ).toEqual(['echo']);
    expect(
      (await go(cwd, { mode: 'record', tag: ['math', 'smoke'] }, [sharedEverything()])).scenarios.map((s) => s.id),
    ).toEqual(['echo', 'sum']);
  });

  it('name keeps scenarios whose name contains one of the names (any case) or whose id is one', async () => {
    const cwd = project(files);
    expect((await go(cwd, { mode: 'record', name: ['SUM'] }, [sharedEverything()])).scenarios.map((s) => s.id)).toEqual(
      ['sum'],
    );
    expect(
      (await go(cwd, { mode: 'record', name: ['plain', 'echo'] }, [sharedEverything()])).scenarios.map((s) => s.id),
    ).toEqual(['echo', 'plain']);
    expect((await go(cwd, { mode: 'record', name: ['nothing'] }, [sharedEverything()])).scenarios).toEqual([]);
  });
});

describe('runs auto (docs/scoring/pass-rates.md)', () => {
  const limits = (runs: Scenario['runs'], settings: Record<string, unknown>) => {
    const said: string[] = [];
    const s = parseSettings({ agent: 'scripted', ...settings }, {});
    const got = scenarioLimits({ file: 'a.yaml', runs } as Scenario, s, (l) => said.push(l));
    return { runs: got.runs, auto: got.auto, said };
  };

  it("a scenario's runs auto runs up to max-runs; a fixed count under the run's auto is capped by max-runs", () => {
    expect(limits('auto', {})).toEqual({ runs: 10, auto: true, said: [] });
    expect(limits(undefined, { runs: 'auto', maxRuns: 20 })).toEqual({ runs: 20, auto: true, said: [] });
    expect(limits(30, { runs: 'auto', maxRuns: 20 })).toEqual({
      runs: 20,
      auto: false,
      said: ['a.yaml: runs 30 is above the limit of max-runs (20): capped'],
    });
    expect(limits(3, { runs: 5 })).toEqual({ runs: 3, auto: false, said: [] });
  });

  it('a setting that is neither a count nor auto is refused, saying what it takes', () => {
    expect(() => parseSettings({ runs: 'sometimes' }, {})).toThrow(
      'invalid setting runs: expected "auto" or number, received "sometimes"',
    );
    expect(() => parseSettings({ maxRuns: 1 }, {})).toThrow('invalid setting max-runs: must be at least 2');
  });
});
