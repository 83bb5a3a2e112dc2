// The openai agent through the real `openai` package against the Chat Completions emulator, its tool calls going
// through the real gateway host to a real server-everything.
import OpenAI from 'openai';
import { afterEach, describe, expect, it } from 'vitest';
import { createAgent } from '../../src/agents/index.js';
import { usageWithCost } from '../../src/agents/pricing.js';
import type { Agent } from '../../src/agents/agent.js';
import { isToolCall } from '../../src/results/trajectory.js';
import { rateLimited, serverError, startOpenAIEmulator, type OpenAIEmulator } from '../emulators/openai.js';
import { testServers, runAgent, scenario } from '../helpers/agents-fixtures.js';

const KEY = 'sk-proj-TEST-SECRET-never-logged';
const MODEL = 'gpt-5-mini';

let api: OpenAIEmulator;

const servers = testServers('memory', 'everything');
afterEach(async () => {
  await api?.close();
});

async function start(models?: string[]): Promise<OpenAIEmulator> {
  api = await startOpenAIEmulator({ api_key: KEY, models });
  return api;
}

function agent(maxRetries = 2, model = MODEL): Agent {
  return createAgent({ kind: 'openai', model, apiKey: KEY, baseUrl: api.url, maxRetries, env: {} });
}

const run = (a: Agent, signal?: AbortSignal) => runAgent(a, servers(), { signal });

type Json = Record<string, unknown>;
const messages = (i: number) => api.requests[i].body.messages as Json[];
const echo = (message: string) => ({
  name: 'mcp_everything',
  input: { action: 'execute', tool_name: 'echo', tool_inputs: { message } },
});

describe('openai agent', () => {
  it('lists, answers parallel calls each under its id, and ends; usage with cached tokens, priced', async () => {
    await start();
    api.enqueue(
      { text: 'Listing first.', calls: [{ name: 'mcp_everything', input: { action: 'list' } }] },
      { calls: [echo('one'), echo('two')] },
      { text: 'Echoed one and two.' },
    );
    const { result, trajectory } = await run(agent());
    expect(result).toEqual({ stop_reason: 'end_turn', error: null });
    expect(api.requests).toHaveLength(3);

    // The request: model, key, the system prompt first, function tools sorted, nothing a compatible server may refuse.
    const first = api.requests[0];
    expect(first.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(first.body.model).toBe(MODEL);
    expect(Object.keys(first.body).sort()).toEqual(['messages', 'model', 'tools']);
    expect(messages(0)[0]).toMatchObject({ role: 'system' });
    expect(String(messages(0)[0].content)).toMatch(/"action": "list"/);
    expect(messages(0)[1]).toEqual({ role: 'user', content: scenario().user_intent });
    const tools = first.body.tools as Array<{ type: string; function: { name: string; parameters: Json } }>;
    expect(tools.map((t) => [t.type, t.function.name])).toEqual([
      ['function', 'mcp_everything'],
      ['function', 'mcp_memory'],
    ]);
    expect(tools[0].function.parameters).toMatchObject({ type: 'object', properties: { action: { type: 'string' } } });

    // Both calls of turn 2 answered, in order, under their ids, before the next request.
    const third = messages(2);
    const asked = third.at(-3)!.tool_calls as Array<{ id: string }>;
    expect(asked).toHaveLength(2);
    expect(third.slice(-2).map((m) => [m.role, m.tool_call_id])).toEqual(asked.map((c) => ['tool', c.id]));
    expect(third.slice(-2).map((m) => m.content)).toEqual(['Echo: one', 'Echo: two']);

    const calls = trajectory.messages.filter(isToolCall);
    expect(calls.map((c) => c.id)).toEqual(['mcp_everything:list', 'mcp__everything__echo', 'mcp__everything__echo']);
    expect(calls.slice(1).map((c) => c.tool_use_id)).toEqual(asked.map((c) => c.id));
    expect(trajectory.messages.filter((m) => m.type === 'assistant')).toEqual([
      { type: 'assistant', text: 'Listing first.' },
      { type: 'assistant', text: 'Echoed one and two.' },
    ]);

    // Turn 3 reads from cache the start turn 2 sent (it holds the list: over 1024 tokens); cached tokens apart.
    expect(trajectory.turns.map((t) => t.cache_read_input_tokens > 0)).toEqual([false, false, true]);
    for (const t of trajectory.turns) {
      expect(t.input_tokens).toBeGreaterThan(0);
      expect(t.cost_usd).toBeCloseTo(usageWithCost(t, MODEL).cost_usd, 12);
    }
    expect(trajectory.usage.cost_usd).toBeGreaterThan(0);
    expect(JSON.stringify(trajectory)).not.toContain(KEY);
  });

  it('answers arguments that are not JSON with an error tool message, records the call, and goes on', async () => {
    await start();
    api.enqueue(
      { calls: [{ name: 'mcp_everything', arguments: '{"action": "execute", "tool_name": "echo"' }, echo('fine')] },
      { text: 'done' },
    );
    const { result, trajectory } = await run(agent());
    expect(result).toEqual({ stop_reason: 'end_turn', error: null });
    const answers = messages(1).slice(-2);
    expect(answers.map((m) => m.role)).toEqual(['tool', 'tool']);
    expect(String(answers[0].content)).toMatch(/^Error: the arguments are not valid JSON \(.+\): \{"action"/);
    expect(answers[1].content).toBe('Echo: fine');
    const calls = trajectory.messages.filter(isToolCall);
    expect(calls.map((c) => [c.id, c.is_error])).toEqual([
      ['mcp_everything', true],
      ['mcp__everything__echo', false],
    ]);
    expect(calls[0].harness_error).toMatch(/not valid JSON/);
  });

  it('says a failed call failed in the tool message (the API has no error flag)', async () => {
    await start();
    api.enqueue(
      { calls: [{ name: 'mcp_everything', input: { action: 'execute', tool_name: 'ehco', tool_inputs: {} } }] },
      { text: 'done' },
    );
    await run(agent());
    expect(String(messages(1).at(-1)!.content)).toMatch(/^Error: .*echo/s);
  });

  it('retries 429 after the retry-after it asks for, and a 500, then succeeds', async () => {
    await start();
    // Longer than the package's own backoff without the header (at most about 1 s), so the gap shows it was honoured.
    api.enqueue(rateLimited(1.5), serverError(), { text: 'ok' });
    const { result } = await run(agent(2));
    expect(result).toEqual({ stop_reason: 'end_turn', error: null });
    expect(api.requests).toHaveLength(3);
    const [first, second] = api.requests.map((r) => r.received_at);
    expect(second - first).toBeGreaterThanOrEqual(1_450);
    expect(new Set(api.requests.map((r) => r.raw)).size).toBe(1);
  });

  it('ends with api_error and the API message when the retries run out', async () => {
    await start();
    api.enqueue(serverError(), serverError(), serverError());
    const { result, trajectory } = await run(agent(1));
    expect(api.requests).toHaveLength(2);
    expect(result).toEqual({
      stop_reason: 'api_error',
      error:
        'OpenAI API error 500 server_error: The server had an error while processing your request. Sorry about that!',
    });
    expect(trajectory.turns).toHaveLength(0);
  });

  it.each([
    [
      'an unknown model',
      { models: ['gpt-5'] },
      'OpenAI API error 404 model_not_found: The model `gpt-5-mini` does not exist',
    ],
    [
      'a context too long',
      {
        fail: {
          status: 400,
          code: 'context_length_exceeded',
          param: 'messages',
          message: `This model's maximum context length is 400000 tokens (key ${KEY}).`,
        },
      },
      "OpenAI API error 400 context_length_exceeded: This model's maximum context length is 400000 tokens (key ***).",
    ],
  ] as const)('does not retry %s, and never repeats the key', async (_, setup, expected) => {
    await start('models' in setup ? [...setup.models] : undefined);
    if ('fail' in setup) api.enqueue(setup);
    const { result } = await run(agent(3));
    expect(api.requests).toHaveLength(1);
    expect(result.stop_reason).toBe('api_error');
    expect(result.error).toContain(expected);
  });

  it('rejects a wrong key as an api_error without retrying', async () => {
    api = await startOpenAIEmulator({ api_key: 'sk-other' });
    const { result } = await run(agent(2));
    expect(api.requests).toHaveLength(1);
    expect(result.stop_reason).toBe('api_error');
    expect(result.error).toMatch(/^OpenAI API error 401 invalid_api_key: Incorrect API key provided/);
  });

  it.each([
    [{ end: 'refusal', refusal: 'I cannot help with that.' }, 'refusal', 'the model refused: I cannot help with that.'],
    [{ end: 'length', text: 'partial' }, 'max_tokens', null],
  ] as const)('records the answer %o as %s', async (said, stop, error) => {
    await start();
    api.enqueue(said);
    const { result } = await run(agent());
    expect(result).toEqual({ stop_reason: stop, error });
  });

  it('ends a hung request with timeout when the run signal fires', async () => {
    await start();
    api.enqueue('hang');
    const { result } = await run(agent(), AbortSignal.timeout(400));
    expect(result.stop_reason).toBe('timeout');
  });
});

describe('the Chat Completions emulator', () => {
  it('answers 400, as the API does, when an assistant message has a tool call no tool message answers', async () => {
    await start();
    api.enqueue({ text: 'never' });
    const client = new OpenAI({ apiKey: KEY, baseURL: api.url, maxRetries: 0 });
    const call = { id: 'call_1', type: 'function' as const, function: { name: 'f', arguments: '{}' } };
    const call2 = { ...call, id: 'call_2' };
    const sent = client.chat.completions.create({
      model: MODEL,
      messages: [
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: null, tool_calls: [call, call2] },
        { role: 'tool', tool_call_id: 'call_1', content: 'one' },
        { role: 'user', content: 'and?' },
      ],
    });
    await expect(sent).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('The following tool_call_ids did not have response messages: call_2'),
    });
  });
});
