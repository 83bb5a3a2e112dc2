// The claude agent through the real Anthropic SDK against the Messages API emulator, with
// its tool calls going through the real gateway host to a real server-everything.
import { afterEach, describe, expect, it } from 'vitest';
import { createAgent } from '../../src/agents/index.js';
import { usageWithCost } from '../../src/agents/pricing.js';
import type { Agent } from '../../src/agents/agent.js';
import { isToolCall } from '../../src/results/trajectory.js';
import {
  endTurn,
  hang,
  overloaded,
  rateLimited,
  serverError,
  startAnthropicEmulator,
  toolUse,
  type AnthropicEmulator,
  type RecordedRequest,
} from '../emulators/anthropic.js';
import { testServers, runAgent, scenario, type AgentRunOptions } from '../helpers/agents-fixtures.js';

const KEY = 'sk-ant-api03-TEST-SECRET-never-logged';
const MODEL = 'claude-sonnet-5-5';

let api: AnthropicEmulator;

// memory first: the host lists its tools unsorted, the agent must sort them.
const servers = testServers('memory', 'everything');
afterEach(async () => {
  await api?.close();
});

async function start(): Promise<AnthropicEmulator> {
  api = await startAnthropicEmulator({ api_key: KEY });
  return api;
}

function agent(maxRetries = 2): Agent {
  return createAgent({ kind: 'claude', model: MODEL, apiKey: KEY, baseUrl: api.url, maxRetries, env: {} });
}

const run = (a: Agent, opts: AgentRunOptions = {}) => runAgent(a, servers(), opts);

/** The cached prefix of a request, as the bytes it was sent with. */
function prefix(r: RecordedRequest): string {
  return JSON.stringify([r.body.tools, r.body.system]);
}

function lastUserBlocks(r: RecordedRequest): Array<Record<string, unknown>> {
  const last = r.body.messages?.at(-1);
  expect(last?.role).toBe('user');
  expect(Array.isArray(last?.content)).toBe(true);
  return last!.content as Array<Record<string, unknown>>;
}

describe('claude agent', () => {
  it('lists, executes, and ends the turn, caching a byte-identical prefix', async () => {
    await start();
    api.enqueue(
      toolUse('mcp_everything', { action: 'list' }, 'Let me see the tools.'),
      toolUse('mcp_everything', { action: 'execute', tool_name: 'echo', tool_inputs: { message: 'hello' } }),
      endTurn('The server echoed hello.'),
    );
    const { result, trajectory } = await run(agent());

    expect(result).toEqual({ stop_reason: 'end_turn', error: null });
    expect(api.requests).toHaveLength(3);
    const [first, second, third] = api.requests;

    // Request shape: model, key, no sampling parameters (API 2026-10-21 rejects them).
    expect(first.body.model).toBe(MODEL);
    expect(first.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(first.body).not.toHaveProperty('temperature');
    expect(first.body.messages).toEqual([{ role: 'user', content: scenario().user_intent }]);

    // Tools sorted, one breakpoint on the last tool and one on the system block.
    const tools = first.body.tools!;
    expect(tools.map((t) => t.name)).toEqual(['mcp_everything', 'mcp_memory']);
    expect(tools.at(-1)!.cache_control).toEqual({ type: 'ephemeral' });
    expect(tools.slice(0, -1).every((t) => t.cache_control === undefined)).toBe(true);
    const system = first.body.system as Array<{ type: string; text: string; cache_control?: unknown }>;
    expect(system).toHaveLength(1);
    expect(system[0].cache_control).toEqual({ type: 'ephemeral' });
    expect(system[0].text).toMatch(/evaluated/);
    expect(system[0].text).toMatch(/"action": "list"/);

    // Same prefix bytes on every turn, so turns 2 and 3 read it from the cache.
    expect(prefix(second)).toBe(prefix(first));
    expect(prefix(third)).toBe(prefix(first));
    expect(trajectory.turns.map((t) => [t.cache_creation_input_tokens > 0, t.cache_read_input_tokens > 0])).toEqual([
      [true, false],
      [false, true],
      [false, true],
    ]);

    // Tool results go back under the model's tool_use ids.
    const listResult = lastUserBlocks(second);
    const listUse = (second.body.messages!.at(-2)!.content as Array<Record<string, unknown>>).find(
      (b) => b.type === 'tool_use',
    )!;
    expect(listResult).toHaveLength(1);
    expect(listResult[0]).toMatchObject({ type: 'tool_result', tool_use_id: listUse.id, is_error: false });
    expect(String(listResult[0].content)).toContain('get-sum');
    const echoResult = lastUserBlocks(third);
    expect(echoResult[0]).toMatchObject({ type: 'tool_result', is_error: false });
    expect(String(echoResult[0].content)).toContain('Echo: hello');

    // The trajectory: intent, the model's words, both calls with their tool_use ids.
    expect(trajectory.messages[0]).toEqual({ type: 'user', text: scenario().user_intent });
    expect(trajectory.messages.filter((m) => m.type === 'assistant').map((m) => (m as { text: string }).text)).toEqual([
      'Let me see the tools.',
      'The server echoed hello.',
    ]);
    const calls = trajectory.messages.filter(isToolCall);
    expect(calls.map((c) => [c.id, c.discovery])).toEqual([
      ['mcp_everything:list', true],
      ['mcp__everything__echo', false],
    ]);
    const echoUse = (third.body.messages!.at(-2)!.content as Array<Record<string, unknown>>).find(
      (b) => b.type === 'tool_use',
    )!;
    expect(calls.map((c) => c.tool_use_id)).toEqual([listUse.id, echoUse.id]);
    expect(echoResult[0].tool_use_id).toBe(echoUse.id);

    // Usage per turn and in total, priced from the table.
    expect(trajectory.turns).toHaveLength(3);
    for (const t of trajectory.turns) {
      expect(t.input_tokens).toBeGreaterThan(0);
      expect(t.output_tokens).toBeGreaterThan(0);
      expect(t.cost_usd).toBeCloseTo(usageWithCost(t, MODEL).cost_usd, 12);
    }
    expect(trajectory.usage.cost_usd).toBeGreaterThan(0);
    expect(trajectory.usage.cache_read_input_tokens).toBe(trajectory.turns[1].cache_read_input_tokens * 2);

    expect(JSON.stringify(trajectory)).not.toContain(KEY);
  });

  it('sends a failed call back with is_error and lets the model correct it', async () => {
    await start();
    api.enqueue(
      toolUse('mcp_everything', { action: 'execute', tool_name: 'ehco', tool_inputs: { message: 'x' } }),
      toolUse('mcp_everything', { action: 'execute', tool_name: 'get-sum', tool_inputs: { a: 2, b: 3 } }),
      endTurn('5'),
    );
    const { result, trajectory } = await run(agent());
    expect(result.stop_reason).toBe('end_turn');
    const wrong = lastUserBlocks(api.requests[1])[0];
    expect(wrong).toMatchObject({ type: 'tool_result', is_error: true });
    expect(String(wrong.content)).toContain('echo'); // the host names the nearest tool
    const right = lastUserBlocks(api.requests[2])[0];
    expect(right).toMatchObject({ type: 'tool_result', is_error: false });
    expect(String(right.content)).toContain('5');
    expect(trajectory.messages.filter(isToolCall).map((c) => c.is_error)).toEqual([true, false]);
  });

  it('stops at max_turns, having run the tools of the last turn', async () => {
    await start();
    api.respondWith(() =>
      toolUse('mcp_everything', { action: 'execute', tool_name: 'echo', tool_inputs: { message: 'again' } }),
    );
    const { result, trajectory } = await run(agent(), { maxTurns: 2 });
    expect(result).toEqual({ stop_reason: 'max_turns', error: null });
    expect(api.requests).toHaveLength(2);
    expect(trajectory.turns).toHaveLength(2);
    expect(trajectory.messages.filter(isToolCall)).toHaveLength(2);
  });

  it.each([
    ['max_tokens', 'max_tokens', null],
    ['refusal', 'refusal', 'the model refused: partial'],
    ['stop_sequence', 'end_turn', null],
  ] as const)('records the API stop reason %s as %s', async (apiReason, expected, error) => {
    await start();
    api.enqueue({ kind: 'message', content: [{ type: 'text', text: 'partial' }], stop_reason: apiReason });
    const { result, trajectory } = await run(agent());
    expect(result).toEqual({ stop_reason: expected, error });
    expect(trajectory.turns).toHaveLength(1);
  });

  it('retries 429 and 529 after the retry-after each asks for, then succeeds', async () => {
    await start();
    // Longer than the SDK's own backoff without the header (at most 0.5 s, then 1 s), so
    // the gaps show the header was honoured.
    api.enqueue(rateLimited(1.5), overloaded(1.5), endTurn('ok'));
    const { result } = await run(agent(2));
    expect(result).toEqual({ stop_reason: 'end_turn', error: null });
    expect(api.requests).toHaveLength(3);
    const [first, second, third] = api.requests.map((r) => r.received_at);
    expect(second - first).toBeGreaterThanOrEqual(1_450);
    expect(third - second).toBeGreaterThanOrEqual(1_450);
    expect(new Set(api.requests.map((r) => r.raw)).size).toBe(1); // the same request each time
  });

  it('ends with api_error and the API message when the retries run out', async () => {
    await start();
    api.enqueue(overloaded(0.01), overloaded(0.01), overloaded(0.01), endTurn('never reached'));
    const { result, trajectory } = await run(agent(2));
    expect(result.stop_reason).toBe('api_error');
    expect(result.error).toBe('Anthropic API error 529 overloaded_error: Overloaded');
    expect(api.requests).toHaveLength(3);
    expect(trajectory.turns).toHaveLength(0);
  });

  it('does not retry a 400, and never repeats the key in the error', async () => {
    await start();
    api.enqueue({
      kind: 'error',
      status: 400,
      type: 'invalid_request_error',
      message: `tools.0: bad schema (key ${KEY})`,
    });
    const { result } = await run(agent(3));
    expect(api.requests).toHaveLength(1);
    expect(result.stop_reason).toBe('api_error');
    expect(result.error).toBe('Anthropic API error 400 invalid_request_error: tools.0: bad schema (key ***)');
  });

  it('retries a 500 and reports it when it persists', async () => {
    await start();
    api.enqueue(serverError('upstream broke', 0.01), serverError('upstream broke', 0.01));
    const { result } = await run(agent(1));
    expect(api.requests).toHaveLength(2);
    expect(result).toEqual({ stop_reason: 'api_error', error: 'Anthropic API error 500 api_error: upstream broke' });
  });

  it('ends a hung request with timeout when the run signal fires', async () => {
    await start();
    api.enqueue(hang());
    const t0 = Date.now();
    const { result } = await run(agent(), { signal: AbortSignal.timeout(400) });
    expect(result.stop_reason).toBe('timeout');
    expect(Date.now() - t0).toBeLessThan(5_000);
    expect(api.requests).toHaveLength(1);
  });

  it('stops waiting out a long retry-after when the run signal fires', async () => {
    await start();
    // The signal fires well after the SDK's default backoff (at most 0.5 s): had retry-after
    // been ignored, the retry would have reached 'too late' and ended the turn.
    api.enqueue(rateLimited(30), endTurn('too late'));
    const t0 = Date.now();
    const { result } = await run(agent(2), { signal: AbortSignal.timeout(3_000) });
    expect(result.stop_reason).toBe('timeout');
    expect(Date.now() - t0).toBeLessThan(20_000);
    expect(api.requests).toHaveLength(1);
  });

  it('hands thinking blocks back unchanged with the tool results', async () => {
    await start();
    const thinking = { type: 'thinking' as const, thinking: 'I should list first.', signature: 'sig-abc' };
    const use = toolUse('mcp_memory', { action: 'list' });
    api.enqueue({ ...use, content: [thinking, ...use.content] }, endTurn('done'));
    const { result, trajectory } = await run(agent());
    expect(result.stop_reason).toBe('end_turn');
    expect(api.requests[1].body.messages![1]).toEqual({ role: 'assistant', content: [thinking, ...use.content] });
    // Only what the model says to the user is recorded as assistant text.
    expect(trajectory.messages.filter((m) => m.type === 'assistant')).toEqual([{ type: 'assistant', text: 'done' }]);
  });

  it('rejects a wrong key as an api_error without retrying', async () => {
    api = await startAnthropicEmulator({ api_key: 'sk-ant-other' });
    const { result } = await run(agent(2));
    expect(api.requests).toHaveLength(1);
    expect(result).toEqual({
      stop_reason: 'api_error',
      error: 'Anthropic API error 401 authentication_error: invalid x-api-key',
    });
  });
});
