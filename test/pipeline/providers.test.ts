// The openai and gemini agents through run(): the real `openai` and @google/genai packages against their API
// emulators, whose model follows the scenario (helpers/scenario-model.ts), on real server-everything: the run's shared
// one over streamable HTTP, the release that renamed get-sum over stdio.
// Recorded, then compared on the same server: GOOD; compared on a release that renamed get-sum: BROKEN, and the
// cause says the rename. The judge criteria of the scenario go through each provider's forced call.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../src/mcp/index.js';
import { loadScenarios } from '../../src/scenario/loader.js';
import type { SettingsInput } from '../../src/settings/settings.js';
import type { ChatModel } from '../emulators/chat.js';
import { startGeminiEmulator, type GeminiEmulator } from '../emulators/gemini.js';
import { startOpenAIEmulator, type OpenAIEmulator } from '../emulators/openai.js';
import { everythingStdio, sharedEverything, stopAllServers } from '../helpers/mcp-servers.js';
import { go, project } from '../helpers/pipeline.js';
import { scenarioChatModel } from '../helpers/scenario-model.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const VARIANT = path.join(ROOT, 'bench/everything-variant.mjs');
const SCENARIO = readFileSync(path.join(ROOT, 'scenarios/echo-then-sum.yaml'), 'utf8');

let openai: OpenAIEmulator;
let gemini: GeminiEmulator;
let model: ChatModel;
beforeAll(async () => {
  model = scenarioChatModel((await loadScenarios(path.join(ROOT, 'scenarios/echo-then-sum.yaml'))).scenarios);
  [openai, gemini] = await Promise.all([
    startOpenAIEmulator({ api_key: 'sk-o' }),
    startGeminiEmulator({ api_key: 'g-k' }),
  ]);
  openai.respondWith(model);
  gemini.respondWith(model);
});
afterAll(async () => {
  await Promise.all([openai?.close(), gemini?.close()]);
  await stopAllServers();
});

const PROVIDERS = {
  openai: () => ({ agent: 'openai', openaiApiKey: 'sk-o', openaiBaseUrl: openai.url }) as const,
  gemini: () => ({ agent: 'gemini', geminiApiKey: 'g-k', geminiBaseUrl: gemini.url }) as const,
};

const renamed: ServerConfig = { ...everythingStdio(), args: [VARIANT], env: { BREAK: 'renamed' } };

describe.each(Object.keys(PROVIDERS) as Array<keyof typeof PROVIDERS>)('agent %s through run()', (provider) => {
  const withModel = (input: SettingsInput) => ({ ...PROVIDERS[provider](), ...input });

  it('records, compares GOOD on the same server, and BROKEN with the rename as its cause', async () => {
    const cwd = project({ 'echo-then-sum.yaml': SCENARIO });
    const recorded = await go(cwd, withModel({ mode: 'record' }), [sharedEverything()]);
    const [r] = recorded.scenarios;
    expect([r.status, r.error]).toEqual(['RECORDED', null]);
    expect([recorded.agent, recorded.model]).toEqual([
      provider,
      provider === 'openai' ? 'gpt-5-mini' : 'gemini-2.5-flash',
    ]);
    const t = r.runs[0].trajectory;
    expect(t.messages.filter((m) => m.type === 'tool_call').map((m) => m.id)).toEqual([
      'mcp_everything:list',
      'mcp__everything__echo',
      'mcp__everything__get-sum',
    ]);
    // The judge's verdicts came back through the provider's forced call.
    expect(t.criteria?.filter((c) => c.criterion.startsWith('judge')).map((c) => c.status)).toEqual(['met', 'met']);
    expect(t.usage.cost_usd).toBeGreaterThan(0);

    const same = await go(cwd, withModel({ mode: 'compare', modelRuns: 'always' }), [sharedEverything()]);
    expect(same.scenarios.map((s) => [s.status, s.score])).toEqual([['GOOD', 1]]);

    const broken = await go(cwd, withModel({ mode: 'compare', modelRuns: 'always', confirmRuns: 0 }), [renamed]);
    expect(broken.scenarios.map((s) => s.status)).toEqual(['BROKEN']);
    expect(broken.causes?.map((c) => [c.kind, c.tool, c.rename?.to])).toEqual([['tool_renamed', 'get-sum', 'add']]);
  });
});

describe('a model that refuses', () => {
  it("is that scenario's ERROR with the API's reason; the other scenario is recorded", async () => {
    const cwd = project({
      'echo-then-sum.yaml': SCENARIO,
      'refused.yaml': 'name: Refused\nuser_intent: Something unsafe\n',
    });
    gemini.respondWith((chat, i) =>
      chat.user === 'Something unsafe'
        ? { end: 'refusal', refusal: 'HARM_CATEGORY_DANGEROUS_CONTENT' }
        : model(chat, i),
    );
    try {
      const report = await go(cwd, { ...PROVIDERS.gemini(), mode: 'record' }, [sharedEverything()]);
      expect(report.scenarios.map((s) => [s.name, s.status, s.error])).toEqual([
        ['Echo, then add two numbers', 'RECORDED', null],
        ['Refused', 'ERROR', 'model refusal: the model refused: SAFETY (HARM_CATEGORY_DANGEROUS_CONTENT)'],
      ]);
    } finally {
      gemini.respondWith(model);
    }
  });
});
