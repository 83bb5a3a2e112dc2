// gateway-list compact changes no scenario's status: the demo's scenarios (tag demo) recorded with the full list and
// compared with the compact one, by the scripted and replay agents and by the claude agent through the real SDK
// against the Messages API emulator, whose model follows the system prompt (compact: it asks for each tool's
// definition before executing it) and stops when it was not told what it needs. The footprint shows the saving. The
// run's shared server-everything over streamable HTTP (the subject is the gateway's list, not the server's transport).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/reports/index.js';
import type { RunReport } from '../../src/results/index.js';
import { loadScenarios } from '../../src/scenario/loader.js';
import type { SettingsInput } from '../../src/settings/settings.js';
import { startAnthropicEmulator, type AnthropicEmulator } from '../emulators/anthropic.js';
import { sharedEverything, stopAllServers, tempDir } from '../helpers/mcp-servers.js';
import { go } from '../helpers/pipeline.js';
import { scenarioModel } from '../helpers/scenario-model.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DEMO = { scenarios: path.join(ROOT, 'scenarios/**/*.yaml'), tag: ['demo'], concurrency: 1 };

let emulator: AnthropicEmulator;
beforeAll(async () => {
  const { scenarios } = await loadScenarios(DEMO.scenarios);
  emulator = await startAnthropicEmulator({
    responder: scenarioModel(scenarios.filter((s) => s.tags.includes('demo'))),
  });
});
afterAll(async () => {
  await emulator?.close();
  await stopAllServers();
});

/** The demo scenarios run by the claude agent against the emulator, with this gateway list. */
const claudeRun = (mode: SettingsInput['mode'], gatewayList: 'full' | 'compact', extra: SettingsInput = {}) => ({
  ...DEMO,
  agent: 'claude' as const,
  anthropicApiKey: 'sk-ant-test',
  anthropicBaseUrl: emulator.url,
  mode,
  gatewayList,
  ...extra,
});
const statuses = (r: RunReport) => r.scenarios.map((s) => `${s.id} ${s.status}`);
const spent = (r: RunReport) =>
  r.scenarios
    .flatMap((s) => s.runs.map((x) => x.trajectory.tool_tokens!))
    .reduce((n, t) => n + t.definitions + t.discovery, 0);

describe('gateway-list compact changes no status of the demo scenarios', () => {
  it('scripted and replay: recorded with the full list, compared with the compact one', async () => {
    const cwd = tempDir();
    const input = (mode: SettingsInput['mode'], extra: SettingsInput = {}) => ({
      ...DEMO,
      mode,
      scenarios: DEMO.scenarios,
      ...extra,
    });
    const rec = await go(cwd, input('record'), [sharedEverything()]);
    expect(rec.scenarios.length).toBeGreaterThanOrEqual(4);
    const full = await go(cwd, input('compare'), [sharedEverything()]);
    const compact = await go(cwd, input('compare', { gatewayList: 'compact' }), [sharedEverything()]);
    const replay = await go(cwd, input('compare', { gatewayList: 'compact', agent: 'replay' }), [sharedEverything()]);
    expect(statuses(full).every((s) => s.endsWith(' GOOD'))).toBe(true);
    expect(statuses(compact)).toEqual(statuses(full));
    expect(statuses(replay)).toEqual(statuses(full));
  });

  it('the claude agent: the same statuses, and the compact list spends a fraction of the full one', async () => {
    const cwd = tempDir();
    const rec = await go(cwd, claudeRun('record', 'full'), [sharedEverything()]);
    expect(
      statuses(rec).every((s) => s.endsWith(' RECORDED')),
      statuses(rec).join(', '),
    ).toBe(true);
    const full = await go(cwd, claudeRun('compare', 'full'), [sharedEverything()]);
    const compact = await go(cwd, claudeRun('compare', 'compact'), [sharedEverything()]);
    expect(
      statuses(full).every((s) => s.endsWith(' GOOD')),
      statuses(full).join(', '),
    ).toBe(true);
    expect(statuses(compact)).toEqual(statuses(full));
    // Each compact run asked for the definitions of the tools it ran, and ran the same calls.
    const run = compact.scenarios[0].runs[0].trajectory;
    expect(
      run.messages.filter((m) => m.type === 'tool_call' && m.arguments.tool_name !== undefined && m.discovery),
    ).not.toEqual([]);
    // Against the recording (its model runs listed the full list; the full compare was verified by replay).
    expect(spent(compact) / spent(rec)).toBeLessThan(0.5);
    // The compact prompt is another prompt: the model ran (no replay verified it as unchanged).
    expect(
      compact.scenarios.every((s) => s.replay?.changes.includes('the prompt differs from the baseline runs')),
    ).toBe(true);
  });

  it('recorded with the compact list, a run with the full one is a tool_tokens finding, said in the comment', async () => {
    const cwd = tempDir();
    const input = (mode: SettingsInput['mode'], gatewayList: 'full' | 'compact') =>
      claudeRun(mode, gatewayList, { name: ['Echo'], modelRuns: 'always' });
    await go(cwd, input('record', 'compact'), [sharedEverything()]);
    const full = await go(cwd, input('compare', 'full'), [sharedEverything()]);
    const [echo] = full.scenarios;
    expect(echo.status).toBe('GOOD');
    const found = echo.performance?.regressions.find((f) => f.metric === 'tool_tokens');
    expect(found).toMatchObject({ subject: 'run', rule: 'factor' });
    expect(found!.current).toBeGreaterThan(2 * found!.baseline);
    // As a reader sees it: without the escapes of ~ and parentheses.
    const md = renderMarkdown(full).replace(/\\([~()])/g, '$1');
    expect(md).toMatch(/Echo[^\n]*: tool definitions and discovery answers: ~[\d,]+ tokens -> ~[\d,]+ tokens/);
    expect(md).toMatch(
      /tool surface ~[\d,]+ tokens \(definitions ~[\d,]+, discovery ~[\d,]+\): \d+% of ~[\d,]+ direct/,
    );
  });
});
