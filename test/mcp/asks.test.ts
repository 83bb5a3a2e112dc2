// The Answerer's side of sampling: the scenario's reply first, else the agent's model (a model agent), else the run's
// problem naming the request; what the model was asked, in neutral terms, and what went back to the server.
import { describe, expect, it } from 'vitest';
import { Answerer } from '../../src/mcp/asks.js';
import type { SamplingRequest } from '../../src/mcp/host.js';

const params = (text: string) => ({
  messages: [
    { role: 'user' as const, content: { type: 'image' as const, data: 'aGk=', mimeType: 'image/png' } },
    { role: 'assistant' as const, content: { type: 'text' as const, text: 'An image.' } },
    { role: 'user' as const, content: { type: 'text' as const, text } },
  ],
  systemPrompt: 'You are a helpful test server.',
  maxTokens: 50,
});

describe('sampling answered', () => {
  it("by the scenario's reply when one matches, the model never asked", async () => {
    const asked: SamplingRequest[] = [];
    const a = new Answerer({
      elicitation: [],
      sampling: [{ message: 'news', reply: 'Quiet day.' }],
      roots: [],
      sampler: (r) => (asked.push(r), Promise.resolve({ text: 'x', model: 'm', stopReason: 'endTurn' })),
    });
    const result = await a.sample(params('Summarise the news'));
    expect(result).toEqual({
      role: 'assistant',
      content: { type: 'text', text: 'Quiet day.' },
      model: 'mcp-eval-scenario',
    });
    expect(asked).toEqual([]);
    expect(a.take()).toEqual([{ kind: 'sampling', message: 'Summarise the news', action: 'reply' }]);
  });

  it('matched on the last message alone: its blocks as text, the earlier messages never read', async () => {
    let earlierRead = 0;
    const earlier = {
      role: 'user' as const,
      get content() {
        earlierRead += 1;
        return { type: 'text' as const, text: 'long history' };
      },
    };
    const last = {
      role: 'user' as const,
      content: [
        { type: 'text' as const, text: 'Summarise the news' },
        { type: 'image' as const, data: 'aGk=', mimeType: 'image/png' },
      ],
    };
    const a = new Answerer({
      elicitation: [],
      sampling: [{ message: 'news\\n\\[image\\]$', reply: 'Quiet.' }],
      roots: [],
    });
    await a.sample({ messages: [earlier, earlier, last], maxTokens: 10 });
    expect(a.take()).toEqual([{ kind: 'sampling', message: 'Summarise the news\n[image]', action: 'reply' }]);
    expect(earlierRead).toBe(0);
  });

  it("by the agent's model otherwise: the messages as text, the system prompt and limit; its model and stop reason back", async () => {
    const asked: SamplingRequest[] = [];
    const answer = { text: 'Nothing new.', model: 'gpt-5-mini-2026', stopReason: 'maxTokens' };
    const a = new Answerer({
      elicitation: [],
      sampling: [],
      roots: [],
      sampler: (r) => (asked.push(r), Promise.resolve(answer)),
    });
    const result = await a.sample(params('Summarise the weather'));
    expect(asked).toEqual([
      {
        messages: [
          { role: 'user', text: '[image]' },
          { role: 'assistant', text: 'An image.' },
          { role: 'user', text: 'Summarise the weather' },
        ],
        system: 'You are a helpful test server.',
        maxTokens: 50,
      },
    ]);
    expect(result).toEqual({
      role: 'assistant',
      content: { type: 'text', text: 'Nothing new.' },
      model: 'gpt-5-mini-2026',
      stopReason: 'maxTokens',
    });
    expect(a.take()).toEqual([{ kind: 'sampling', message: 'Summarise the weather', action: 'model' }]);
    expect(a.problem).toBeNull();
  });

  it("a model that fails, or no model, is the run's problem at once, naming the request", async () => {
    const problems: string[] = [];
    const failing = new Answerer(
      {
        elicitation: [],
        sampling: [],
        roots: [],
        sampler: () => Promise.resolve({ error: 'OpenAI API error 500 boom' }),
      },
      (p) => problems.push(p),
    );
    await expect(failing.sample(params('Summarise'))).rejects.toThrow('OpenAI API error 500 boom');
    expect(failing.problem).toBe('the server asked (sampling) "Summarise": OpenAI API error 500 boom');
    const offline = new Answerer({ elicitation: [], sampling: [], roots: [] }, (p) => problems.push(p));
    await expect(offline.sample(params('Summarise'))).rejects.toThrow('or run a model agent, whose model answers');
    expect(problems).toHaveLength(2);
  });
});
