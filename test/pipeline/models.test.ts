// Several models in one run (setting models): gpt-5-mini through the real `openai` package and gemini-2.5-flash through
// the real @google/genai, each against its API emulator, on real server-everything. Each scenario runs with each
// model, baselines are kept per model, the report and the comment give a verdict per model, a matrix of shards splits
// scenario x model and one merge puts it together; a compare against another model's baseline says so.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/reports/index.js';
import { mergeShards } from '../../src/pipeline/merge-shards.js';
import { loadScenarios } from '../../src/scenario/loader.js';
import type { Baseline } from '../../src/baselines/index.js';
import type { ChatModel } from '../emulators/chat.js';
import { startGeminiEmulator, type GeminiEmulator } from '../emulators/gemini.js';
import { startOpenAIEmulator, type OpenAIEmulator } from '../emulators/openai.js';
import { sharedEverything, stopAllServers } from '../helpers/mcp-servers.js';
import { go, project } from '../helpers/pipeline.js';
import { scenarioChatModel } from '../helpers/scenario-model.js';

const SUM =
  'name: Sum\nuser_intent: Add 2 and 3\nexpected_trajectory:\n  - tool: mcp__everything__get-sum\n    args: { a: 2, b: 3 }\n';
const ECHO =
  'name: Echo\nuser_intent: Echo hi\nexpected_trajectory:\n  - tool: mcp__everything__echo\n    args: { message: hi }\n';

let openai: OpenAIEmulator;
let gemini: GeminiEmulator;
let follow: ChatModel;
beforeAll(async () => {
  const dir = project({ 'sum.yaml': SUM, 'echo.yaml': ECHO });
  follow = scenarioChatModel((await loadScenarios(path.join(dir, 'scenarios/*.yaml'))).scenarios);
  [openai, gemini] = await Promise.all([
    startOpenAIEmulator({ api_key: 'sk-o' }),
    startGeminiEmulator({ api_key: 'g-k' }),
  ]);
  openai.respondWith(follow);
  gemini.respondWith(follow);
});
afterAll(async () => {
  await Promise.all([openai?.close(), gemini?.close()]);
  await stopAllServers();
});

const keys = () => ({
  openaiApiKey: 'sk-o',
  openaiBaseUrl: openai.url,
  geminiApiKey: 'g-k',
  geminiBaseUrl: gemini.url,
});
const TWO = { models: ['openai:gpt-5-mini', 'gemini:gemini-2.5-flash'] };
/** gpt-5-mini now echoes where it summed: the sum scenario breaks for it alone. */
const echoInstead: ChatModel = (chat, i) =>
  chat.user === 'Add 2 and 3' && !chat.turns.length
    ? {
        calls: [
          { name: 'mcp_everything', input: { action: 'execute', tool_name: 'echo', tool_inputs: { message: '5' } } },
        ],
      }
    : chat.user === 'Add 2 and 3'
      ? { text: '5' }
      : follow(chat, i);

describe('a run of two models', () => {
  it('records a baseline per model, and one comment gives each model its verdict: breaks gpt-5-mini only', async () => {
    const cwd = project({ 'sum.yaml': SUM, 'echo.yaml': ECHO });
    const recorded = await go(cwd, { ...keys(), ...TWO, mode: 'record' }, [sharedEverything()]);
    expect(recorded.scenarios.map((s) => [s.id, s.model, s.status])).toEqual([
      ['echo@gpt-5-mini', 'gpt-5-mini', 'RECORDED'],
      ['echo@gemini-2.5-flash', 'gemini-2.5-flash', 'RECORDED'],
      ['sum@gpt-5-mini', 'gpt-5-mini', 'RECORDED'],
      ['sum@gemini-2.5-flash', 'gemini-2.5-flash', 'RECORDED'],
    ]);
    const stored = (id: string) =>
      JSON.parse(readFileSync(path.join(cwd, 'baselines', `${id}.json`), 'utf8')) as Baseline;
    expect([stored('sum@gpt-5-mini').agent, stored('sum@gpt-5-mini').model]).toEqual(['openai', 'gpt-5-mini']);
    expect([stored('sum@gemini-2.5-flash').agent, stored('sum@gemini-2.5-flash').model]).toEqual([
      'gemini',
      'gemini-2.5-flash',
    ]);
    expect(existsSync(path.join(cwd, 'baselines/sum.json'))).toBe(false);

    openai.respondWith(echoInstead);
    try {
      const report = await go(cwd, { ...keys(), ...TWO, mode: 'compare', modelRuns: 'always', confirmRuns: 0 }, [
        sharedEverything(),
      ]);
      expect(report.scenarios.map((s) => [s.id, s.status])).toEqual([
        ['echo@gpt-5-mini', 'GOOD'],
        ['echo@gemini-2.5-flash', 'GOOD'],
        ['sum@gpt-5-mini', 'BROKEN'],
        ['sum@gemini-2.5-flash', 'GOOD'],
      ]);
      expect(report.models?.map((m) => [m.model, m.status, m.failed])).toEqual([
        ['gpt-5-mini', 'BROKEN', true],
        ['gemini-2.5-flash', 'GOOD', false],
      ]);
      expect(report.model).toBe('gpt-5-mini, gemini-2.5-flash');
      const comment = renderMarkdown(report);
      expect(comment).toContain('Models: gpt-5-mini BROKEN, gemini-2.5-flash GOOD: breaks gpt-5-mini only');
    } finally {
      openai.respondWith(follow);
    }
  });

  it('shards scenario x model across a matrix, and one merge gives the verdict per model', async () => {
    const cwd = project({ 'sum.yaml': SUM, 'echo.yaml': ECHO });
    await go(cwd, { ...keys(), ...TWO, mode: 'record' }, [sharedEverything()]);
    const shards = await Promise.all(
      ['1/2', '2/2'].map(async (shard) =>
        go(cwd, { ...keys(), ...TWO, mode: 'compare', modelRuns: 'always', shard }, [sharedEverything()]),
      ),
    );
    expect(shards.map((s) => s.scenarios.length)).toEqual([2, 2]);
    expect(shards[0].shard?.suite.map((e) => e.id).sort()).toEqual([
      'echo@gemini-2.5-flash',
      'echo@gpt-5-mini',
      'sum@gemini-2.5-flash',
      'sum@gpt-5-mini',
    ]);
    const merged = mergeShards({
      shards: shards.map((report, i) => ({ source: `shard ${i + 1}`, report })),
      failed: [],
      absent: () => 'absent',
      unreadable: [],
      failOn: 'broken',
      failOnSuspicious: true,
    });
    expect(merged.scenarios).toHaveLength(4);
    expect(merged.models?.map((m) => [m.model, m.status, m.counts.GOOD])).toEqual([
      ['gpt-5-mini', 'GOOD', 2],
      ['gemini-2.5-flash', 'GOOD', 2],
    ]);
  });

  it('a compare of one model against a baseline another model recorded says so plainly', async () => {
    const cwd = project({ 'echo.yaml': ECHO });
    await go(cwd, { ...keys(), agent: 'gemini', mode: 'record' }, [sharedEverything()]);
    const report = await go(cwd, { ...keys(), agent: 'openai', mode: 'compare', modelRuns: 'always' }, [
      sharedEverything(),
    ]);
    const [s] = report.scenarios;
    expect([s.id, s.status]).toEqual(['echo', 'GOOD']);
    expect(s.warnings).toEqual([
      'the baseline was recorded by gemini gemini-2.5-flash, this run is openai gpt-5-mini: the comparison is across models',
    ]);
    expect(renderMarkdown(report)).toContain(
      'Compared with a baseline another model recorded: echo \\(gemini gemini-2.5-flash, now openai gpt-5-mini\\)',
    );
  });
});
