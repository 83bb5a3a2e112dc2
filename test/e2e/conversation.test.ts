// Conversations on the real @modelcontextprotocol/server-memory: a three-turn shopping list (create it, add milk, read it
// back), each turn's user message and calls in one recording. Offline with the scripted agent and replay; through the
// real claude, openai and gemini SDKs against their wire emulators, whose model answers each user message in turn and
// which refuse a conversation the real APIs would (an unanswered tool call). Recorded on the release 2025.4.25, the
// upgrade to 2026.8.31 is named with its turn.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/results/index.js';
import type { ServerConfig } from '../../src/mcp/index.js';
import { loadScenarios } from '../../src/scenario/loader.js';
import type { SettingsInput } from '../../src/settings/settings.js';
import type { AnthropicEmulator } from '../emulators/anthropic.js';
import type { GeminiEmulator } from '../emulators/gemini.js';
import type { OpenAIEmulator } from '../emulators/openai.js';
import { memoryStdio, stopAllServers, tempDir } from '../helpers/mcp-servers.js';
import { MODEL_AGENTS, startModelEmulators, type ModelEmulators } from '../helpers/model-emulators.js';
import { go, project } from '../helpers/pipeline.js';
import { scenarioChatModel } from '../helpers/scenario-model.js';

export const SHOPPING_YAML = `name: Shopping list
turns:
  - user: Make a shopping list with eggs on it.
    expected_trajectory:
      - tool: mcp__memory__create_entities
        args: { entities: [{ name: shopping, entityType: list, observations: [eggs] }] }
  - user: Now add milk to that list.
    expected_trajectory:
      - tool: mcp__memory__add_observations
        args: { observations: [{ entityName: shopping, contents: [milk] }] }
  - user: What is on it?
    expected_trajectory:
      - tool: mcp__memory__open_nodes
        args: { names: [shopping] }
    success_criteria: [milk, eggs]
`;

const OLD_MEMORY = path.resolve('node_modules/server-memory-old/dist/index.js');

/** server-memory on a graph file the reset empties before every run. */
function memory(js?: string): { server: ServerConfig; reset: SettingsInput } {
  const file = path.join(tempDir(), 'memory.jsonl');
  const server = { ...memoryStdio('memory', file), ...(js ? { args: [js] } : {}) };
  return { server, reset: { reset: 'run', resetCommand: `rm -f '${file}'` } };
}

const userTexts = (r: RunReport) =>
  r.scenarios[0].runs[0].trajectory.messages.filter((m) => m.type === 'user').map((m) => m.text);
const turnCalls = (r: RunReport) =>
  r.scenarios[0].runs[0].trajectory.messages.flatMap((m) =>
    m.type === 'user' ? ['|'] : m.type === 'tool_call' && !m.discovery ? [m.tool ?? ''] : [],
  );

afterAll(stopAllServers);

describe('a three-turn conversation on real server-memory, offline', () => {
  it('records each turn, compares GOOD turn by turn (scripted and replay), and names the turn of a change', async () => {
    const cwd = project({ 'shopping.yaml': SHOPPING_YAML });
    const { server, reset } = memory(OLD_MEMORY);
    const recorded = await go(cwd, { mode: 'record', ...reset }, [server]);
    expect([recorded.scenarios[0].status, recorded.scenarios[0].error]).toEqual(['RECORDED', null]);
    expect(userTexts(recorded)).toEqual([
      'Make a shopping list with eggs on it.',
      'Now add milk to that list.',
      'What is on it?',
    ]);
    expect(turnCalls(recorded)).toEqual(['|', 'create_entities', '|', 'add_observations', '|', 'open_nodes']);
    // Turn 3 read back what turns 1 and 2 wrote: the server kept the conversation's state.
    const read = recorded.scenarios[0].runs[0].trajectory.messages.at(-1);
    expect(JSON.stringify(read)).toMatch(/eggs.*milk/);
    expect(recorded.scenarios[0].runs[0].trajectory.criteria?.map((c) => c.status)).toEqual(['met', 'met']);

    for (const agent of ['scripted', 'replay'] as const) {
      const same = await go(cwd, { mode: 'compare', agent, ...reset }, [server]);
      const [s] = same.scenarios;
      expect([agent, s.status, s.score]).toEqual([agent, 'GOOD', 1]);
      expect(s.runs[0].evaluation?.turns?.map((t) => [t.turn, t.score, t.side])).toEqual([
        [1, 1, 'both'],
        [2, 1, 'both'],
        [3, 1, 'both'],
      ]);
    }

    // The new release answers its entities without the `type` key the old one gave: a change in turn 3, which reads them.
    const next = memory();
    const upgraded = await go(cwd, { mode: 'compare', ...next.reset }, [next.server]);
    const [u] = upgraded.scenarios;
    expect(u.status).not.toBe('GOOD');
    expect(u.runs[0].evaluation?.first_divergence?.description).toMatch(
      /^turn 3 of 3: call 3 mcp__memory__open_nodes: response changed \(shape\): removed keys .*type/,
    );
    expect(u.runs[0].evaluation?.pairs.map((p) => p.turn?.n)).toEqual([1, 2, 3]);
  });

  it('a conversation that stops early is scored with its missing turn', async () => {
    const cwd = project({ 'shopping.yaml': SHOPPING_YAML });
    const { server, reset } = memory();
    expect((await go(cwd, { mode: 'record', ...reset }, [server])).scenarios[0].status).toBe('RECORDED');
    const twoTurns = SHOPPING_YAML.replace(/ {2}- user: What is on it\?[\s\S]*$/, '');
    const shorter = project({ 'shopping.yaml': twoTurns });
    const report = await go(shorter, { mode: 'compare', baselineDir: path.join(cwd, 'baselines'), ...reset }, [server]);
    const e = report.scenarios[0].runs[0].evaluation;
    expect(e?.turns?.map((t) => [t.score, t.side])).toEqual([
      [1, 'both'],
      [1, 'both'],
      [0, 'missing'],
    ]);
    expect(e?.first_divergence?.description).toBe(
      'turn 3 of 3: missing call mcp__memory__open_nodes (baseline call 3)',
    );
    expect(report.causes?.flatMap((c) => c.scenarios.map((s) => s.detail ?? ''))).toContain(
      'turn 3 of 3: missing call mcp__memory__open_nodes (baseline call 3)',
    );
  });
});

describe('a three-turn conversation through the model agents, against their wire emulators', () => {
  let claude: AnthropicEmulator;
  let openai: OpenAIEmulator;
  let gemini: GeminiEmulator;
  let emulators: ModelEmulators;
  beforeAll(async () => {
    const cwd = project({ 'shopping.yaml': SHOPPING_YAML });
    const { scenarios } = await loadScenarios(path.join(cwd, 'scenarios/*.yaml'));
    emulators = await startModelEmulators(scenarioChatModel(scenarios));
    ({ claude, openai, gemini } = emulators);
  });
  afterAll(() => emulators?.close());

  /** The user messages the last request of a run carried, in the API's own form. */
  const lastUsers = {
    claude: () =>
      (claude.requests.at(-1)?.body.messages ?? []).filter((m) => typeof m.content === 'string').map((m) => m.content),
    openai: () =>
      ((openai.requests.at(-1)?.body.messages ?? []) as Array<{ role: string; content: string }>)
        .filter((m) => m.role === 'user')
        .map((m) => m.content),
    gemini: () =>
      ((gemini.requests.at(-1)?.body.contents ?? []) as Array<{ role: string; parts: Array<{ text?: string }> }>)
        .filter((c) => c.role === 'user' && c.parts.some((p) => p.text))
        .map((c) => c.parts.map((p) => p.text).join('')),
  };

  it.each(MODEL_AGENTS)(
    '%s keeps the whole conversation: each turn answered with the turns before it; recorded, then GOOD',
    async (agent) => {
      const cwd = project({ 'shopping.yaml': SHOPPING_YAML });
      const { server, reset } = memory();
      const recorded = await go(cwd, { mode: 'record', ...emulators.agent(agent), ...reset }, [server]);
      expect([recorded.scenarios[0].status, recorded.scenarios[0].error]).toEqual(['RECORDED', null]);
      expect(turnCalls(recorded)).toEqual(['|', 'create_entities', '|', 'add_observations', '|', 'open_nodes']);
      // The last request (the model ending turn 3) carried all three user messages, in order.
      expect(lastUsers[agent]()).toEqual(userTexts(recorded));
      const t = recorded.scenarios[0].runs[0].trajectory;
      expect(t.stop_reason).toBe('end_turn');
      expect(t.criteria?.map((c) => c.status)).toEqual(['met', 'met']);

      const same = await go(cwd, { mode: 'compare', modelRuns: 'always', ...emulators.agent(agent), ...reset }, [
        server,
      ]);
      expect(same.scenarios.map((s) => [s.status, s.score])).toEqual([['GOOD', 1]]);
      expect(same.scenarios[0].runs[0].evaluation?.turns?.map((x) => x.score)).toEqual([1, 1, 1]);
    },
  );

  it('the Messages API emulator refuses a user message that leaves a tool call unanswered, as the API does', async () => {
    const res = await fetch(`${claude.url}/v1/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        model: 'm',
        max_tokens: 10,
        messages: [
          { role: 'user', content: 'Make a list' },
          { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_1', name: 'mcp_memory', input: {} }] },
          { role: 'user', content: 'Now add milk' },
        ],
      }),
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('`tool_use` ids were found without `tool_result` blocks');
  });
});
