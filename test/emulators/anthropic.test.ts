// The Messages API emulator itself, driven by the real SDK: what the agent tests and the
// benchmark rely on (delays, cache accounting, errors, hangs, recorded headers).
import Anthropic from '@anthropic-ai/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import {
  byTurn,
  endTurn,
  hang,
  startAnthropicEmulator,
  toolUse,
  type AnthropicEmulator,
} from '../emulators/anthropic.js';

let api: AnthropicEmulator | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const request = (system: string) => ({
  model: 'claude-sonnet-5-5',
  max_tokens: 100,
  system: [{ type: 'text' as const, text: system, cache_control: { type: 'ephemeral' as const } }],
  messages: [{ role: 'user' as const, content: 'hi' }],
});

describe('Anthropic emulator', () => {
  it('answers after the configured per-response delay and records body and headers', async () => {
    api = await startAnthropicEmulator({ delay_ms: 1000 });
    api.enqueue(endTurn('one'), { ...endTurn('two'), delay_ms: 0 });
    const client = new Anthropic({ apiKey: 'k1', baseURL: api.url, maxRetries: 0 });
    // Both at once: the reply whose own delay is 0 comes back first, the other no sooner than the default delay
    // (ordered and bounded below, never timed from above: a loaded machine is only slower).
    const t0 = Date.now();
    const done: string[] = [];
    const answer = async () => {
      const res = await client.messages.create(request('s'));
      done.push(res.content.map((c) => (c.type === 'text' ? c.text : c.type)).join(''));
      return Date.now() - t0;
    };
    const took = await Promise.all([answer(), answer()]);
    expect(done).toEqual(['two', 'one']);
    expect(Math.max(...took)).toBeGreaterThanOrEqual(990);
    expect(api.requests.map((r) => [r.method, r.path, r.headers.authorization, r.body.model])).toEqual([
      ['POST', '/v1/messages', 'Bearer k1', 'claude-sonnet-5-5'],
      ['POST', '/v1/messages', 'Bearer k1', 'claude-sonnet-5-5'],
    ]);
  });

  it('counts a repeated cacheable prefix as a cache read, a changed one as a write', async () => {
    api = await startAnthropicEmulator();
    api.respondWith(() => endTurn('ok'));
    const client = new Anthropic({ apiKey: 'k', baseURL: api.url, maxRetries: 0 });
    const u1 = (await client.messages.create(request('prefix A'))).usage;
    const u2 = (await client.messages.create(request('prefix A'))).usage;
    const u3 = (await client.messages.create(request('prefix B'))).usage;
    expect(u1.cache_read_input_tokens).toBe(0);
    expect(u1.cache_creation_input_tokens).toBeGreaterThan(0);
    expect([u2.cache_creation_input_tokens, u2.cache_read_input_tokens]).toEqual([0, u1.cache_creation_input_tokens]);
    expect(u3.cache_creation_input_tokens).toBeGreaterThan(0);
    expect(u3.cache_read_input_tokens).toBe(0);
  });

  it('fails loudly when its queue is empty, and lets a client abort a hang', async () => {
    api = await startAnthropicEmulator();
    const client = new Anthropic({ apiKey: 'k', baseURL: api.url, maxRetries: 0 });
    await expect(client.messages.create(request('s'))).rejects.toThrow(/no reply queued for request 0/);
    api.enqueue(hang());
    await expect(client.messages.create(request('s'), { signal: AbortSignal.timeout(200) })).rejects.toThrow(/abort/i);
  });

  it('walks concurrent conversations through the same script independently (byTurn)', async () => {
    api = await startAnthropicEmulator({ delay_ms: 50, responder: byTurn([toolUse('t', { n: 1 }), endTurn('done')]) });
    const client = new Anthropic({ apiKey: 'k', baseURL: api.url, maxRetries: 0 });
    const firsts = await Promise.all([1, 2, 3].map(() => client.messages.create(request('s'))));
    expect(firsts.map((m) => m.stop_reason)).toEqual(['tool_use', 'tool_use', 'tool_use']);
    const second = await client.messages.create({
      ...request('s'),
      messages: [
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: firsts[0].content as Anthropic.ContentBlockParam[] },
        {
          role: 'user',
          content: [
            { type: 'tool_result', tool_use_id: (firsts[0].content[0] as Anthropic.ToolUseBlock).id, content: 'ok' },
          ],
        },
      ],
    });
    expect(second.content).toEqual([{ type: 'text', text: 'done' }]);
  });
});
