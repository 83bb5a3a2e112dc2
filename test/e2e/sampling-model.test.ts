// Sampling answered by the agent's model, on the real @modelcontextprotocol/server-everything 2026.8.31: its
// trigger-sampling-request sends sampling/createMessage (a message, a system prompt, maxTokens) during the call; a
// scenario with no `sampling:` reply has it answered by one request to the agent's model, through the real SDKs against
// their wire emulators (which refuse what the real APIs refuse: no max_tokens on the Messages API, max_tokens instead
// of max_completion_tokens on a reasoning model). Offline, it stays an ERROR naming the request. The run's shared
// server-everything over streamable HTTP: the request reaches the client on the session's stream, as over stdio.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/results/index.js';
import { totalTokens, type ToolCallRecord } from '../../src/results/trajectory.js';
import { loadScenarios } from '../../src/scenario/loader.js';
import type { AnthropicEmulator } from '../emulators/anthropic.js';
import type { ChatModel } from '../emulators/chat.js';
import type { GeminiEmulator } from '../emulators/gemini.js';
import type { OpenAIEmulator } from '../emulators/openai.js';
import { sharedEverything, stopAllServers } from '../helpers/mcp-servers.js';
import { MODEL_AGENTS, startModelEmulators, type ModelEmulators } from '../helpers/model-emulators.js';
import { go, project } from '../helpers/pipeline.js';
import { scenarioChatModel } from '../helpers/scenario-model.js';

const SAMPLE = `name: Sample
user_intent: Summarise the news
expected_trajectory:
  - tool: mcp__everything__trigger-sampling-request
    args: { prompt: Summarise the news, maxTokens: 50 }
`;
const SERVER_SYSTEM = 'You are a helpful test server.';
const SUMMARY = 'Nothing happened today, said the model.';

afterAll(stopAllServers);

const call = (r: RunReport) =>
  r.scenarios[0].runs[0].trajectory.messages.find((m): m is ToolCallRecord => m.type === 'tool_call' && !m.discovery)!;
const text = (c: ToolCallRecord) => c.content.map((b) => b.text ?? '').join('\n');

describe("sampling answered by the agent's model, against the wire emulators", () => {
  let claude: AnthropicEmulator;
  let openai: OpenAIEmulator;
  let gemini: GeminiEmulator;
  let emulators: ModelEmulators;
  beforeAll(async () => {
    const { scenarios } = await loadScenarios(path.join(project({ 's.yaml': SAMPLE }), 'scenarios/*.yaml'));
    const agent = scenarioChatModel(scenarios);
    // The server's request is a chat without tools under its own system prompt: the model answers it in words.
    const model: ChatModel = (chat, i) =>
      chat.system === SERVER_SYSTEM && chat.tools.length === 0 ? { text: SUMMARY } : agent(chat, i);
    emulators = await startModelEmulators(model);
    ({ claude, openai, gemini } = emulators);
  });
  afterAll(() => emulators?.close());

  /** The sampling request each emulator saw, as sent: the limit and the message. */
  const sent = {
    claude: () => {
      const b = claude.requests.find((r) => r.body.system === SERVER_SYSTEM)?.body;
      return [b?.max_tokens, JSON.stringify(b?.messages)];
    },
    openai: () => {
      const b = openai.requests.find((r) => r.raw.includes(SERVER_SYSTEM))?.body;
      return [b?.max_completion_tokens, JSON.stringify(b?.messages)];
    },
    gemini: () => {
      const b = gemini.requests.find((r) => r.raw.includes(SERVER_SYSTEM))?.body;
      const config = (b?.generationConfig ?? b?.config ?? {}) as { maxOutputTokens?: number };
      return [config.maxOutputTokens, JSON.stringify(b?.contents)];
    },
  };
  const MODEL = { claude: 'claude-sonnet-5-5', openai: 'gpt-5-mini', gemini: 'gemini-2.5-flash' };

  it.each(MODEL_AGENTS)(
    "%s: the server's sampling request goes to the agent's model, its reply back with the model and stop reason",
    async (agent) => {
      const cwd = project({ 'sample.yaml': SAMPLE });
      const report = await go(cwd, { mode: 'record', ...emulators.agent(agent) }, [sharedEverything()]);
      expect([report.scenarios[0].status, report.scenarios[0].error]).toEqual(['RECORDED', null]);
      const c = call(report);
      expect(c.tool).toBe('trigger-sampling-request');
      // The server returns what the client answered: the model's words, its name and why it stopped.
      expect(text(c)).toContain(SUMMARY);
      expect(text(c)).toContain(`"model": "${MODEL[agent]}"`);
      expect(text(c)).toContain('"stopReason": "endTurn"');
      expect(c.asks?.map((a) => [a.kind, a.message, a.action])).toEqual([
        ['sampling', 'Resource trigger-sampling-request context: Summarise the news', 'model'],
      ]);
      const [limit, messages] = sent[agent]();
      expect(limit).toBe(50);
      expect(messages).toContain('Resource trigger-sampling-request context: Summarise the news');
      // Its tokens: apart, and in the run's usage beside the agent's turns.
      const t = report.scenarios[0].runs[0].trajectory;
      expect(t.sampling_usage?.output_tokens).toBeGreaterThan(0);
      const turns = t.turns.reduce((n, u) => n + totalTokens(u), 0);
      expect(totalTokens(t.usage)).toBe(turns + totalTokens(t.sampling_usage!));
    },
  );

  it('offline, a sampling request the scenario has no reply for stays an ERROR naming it', async () => {
    const cwd = project({ 'sample.yaml': SAMPLE });
    const report = await go(cwd, { mode: 'record' }, [sharedEverything()]);
    expect(report.scenarios[0].status).toBe('ERROR');
    expect(report.scenarios[0].error).toMatch(
      /the server asked \(sampling\) "Resource trigger-sampling-request context: Summarise the news", and the scenario has no reply for it; add one: sampling: \[\{message: <regex>, reply: <text>\}\], or run a model agent/,
    );
  });
});
