// Issue 46, point 1 with a model: the real claude agent (the real Anthropic SDK against the Messages API emulator)
// and the run's shared server-everything (streamable HTTP), through execute(). Each model request is a
// `chat {model}` span with its tokens under the run's root span; with trace-content the MCP spans carry the call's
// arguments and result, redacted as every other output; without it, none.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { execute } from '../../src/pipeline/index.js';
import type { AnthropicEmulator } from '../emulators/anthropic.js';
import { sharedEverythingUrl, stopAllServers } from '../helpers/mcp-servers.js';
import { startModelEmulators, type ModelEmulators } from '../helpers/model-emulators.js';
import { readSpans } from '../helpers/otlp-spans.js';
import { everythingProject, projectSettings } from '../helpers/pipeline.js';

const KEY = 'sk-ant-api03-traceContentKey0123456789';
let api: AnthropicEmulator;
let emulators: ModelEmulators;
beforeAll(async () => {
  const echo = { action: 'execute', tool_name: 'echo', tool_inputs: { message: `key ${KEY}` } };
  emulators = await startModelEmulators((chat) =>
    chat.turns.length ? { text: 'done' } : { calls: [{ name: 'mcp_everything', input: echo }] },
  );
  api = emulators.claude;
});
afterAll(async () => {
  await emulators.close();
  await stopAllServers();
});

async function runTraced(traceContent: boolean) {
  const cwd = everythingProject({ 'echo.yaml': 'name: Echo\nuser_intent: Echo the key\n' }, sharedEverythingUrl());
  const settings = projectSettings(cwd, {
    mode: 'record',
    agent: 'claude',
    anthropicApiKey: KEY,
    anthropicBaseUrl: api.url,
    contractProtocol: 'none',
    traceContent,
  });
  const { paths } = await execute(settings, { cwd, env: {} });
  return { text: readFileSync(paths.traces, 'utf8'), spans: readSpans(paths.traces) };
}

it('traces each model request as chat {model} with its tokens, under the run', async () => {
  const { spans } = await runTraced(false);
  const root = spans.find((s) => s.name === 'invoke_agent echo')!;
  expect(root.attributes).toMatchObject({ 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'claude' });
  const chats = spans.filter((s) => s.name.startsWith('chat '));
  expect(chats).toHaveLength(2);
  for (const chat of chats) {
    expect(chat.parentSpanId).toBe(root.spanId);
    expect(chat.kind).toBe(3);
    expect(chat.attributes).toMatchObject({
      'gen_ai.operation.name': 'chat',
      'gen_ai.provider.name': 'anthropic',
      'gen_ai.request.model': root.attributes['gen_ai.request.model'],
      'gen_ai.usage.input_tokens': expect.any(Number),
      'gen_ai.usage.output_tokens': expect.any(Number),
    });
    expect(chat.attributes['gen_ai.usage.input_tokens']).toBeGreaterThan(0);
  }
  const call = spans.find((s) => s.name === 'tools/call echo')!;
  expect(call.parentSpanId).toBe(root.spanId);
  expect(call.attributes['gen_ai.tool.call.arguments']).toBeUndefined();
  expect(call.attributes['gen_ai.tool.call.result']).toBeUndefined();
});

it('with trace-content puts arguments and results on the tools/call span, the key redacted', async () => {
  const { text, spans } = await runTraced(true);
  const call = spans.find((s) => s.name === 'tools/call echo')!;
  expect(JSON.parse(String(call.attributes['gen_ai.tool.call.arguments']))).toEqual({ message: 'key ***' });
  expect(String(call.attributes['gen_ai.tool.call.result'])).toContain('Echo: key ***');
  expect(text).not.toContain(KEY);
});
