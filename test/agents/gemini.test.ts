// The gemini agent through the real @google/genai package against the generateContent emulator, its tool calls going
// through the real gateway host to a real server-everything.
import { GoogleGenAI } from '@google/genai';
import { afterEach, describe, expect, it } from 'vitest';
import { createAgent } from '../../src/agents/index.js';
import { geminiParameters } from '../../src/agents/gemini-schema.js';
import type { Agent } from '../../src/agents/agent.js';
import { isToolCall } from '../../src/results/trajectory.js';
import { internalError, quotaExceeded, startGeminiEmulator, type GeminiEmulator } from '../emulators/gemini.js';
import { testServers, runAgent } from '../helpers/agents-fixtures.js';

const KEY = 'AIzaSy-TEST-SECRET-never-logged';
const MODEL = 'gemini-2.5-flash';

let api: GeminiEmulator;

const servers = testServers('memory', 'everything');
afterEach(async () => {
  await api?.close();
});

async function start(models?: string[]): Promise<GeminiEmulator> {
  api = await startGeminiEmulator({ api_key: KEY, models });
  return api;
}

function agent(maxRetries = 2, model = MODEL): Agent {
  return createAgent({ kind: 'gemini', model, apiKey: KEY, baseUrl: api.url, maxRetries, env: {} });
}

const run = (a: Agent, signal?: AbortSignal) => runAgent(a, servers(), { signal });

type Json = Record<string, unknown>;
const contents = (i: number) => api.requests[i].body.contents as Json[];
const echo = (message: string) => ({
  name: 'mcp_everything',
  input: { action: 'execute', tool_name: 'echo', tool_inputs: JSON.stringify({ message }) },
});

describe('gemini agent', () => {
  it('lists, answers parallel calls with as many responses in order, hands the model turn back whole', async () => {
    await start();
    api.enqueue(
      { text: 'Listing first.', calls: [{ name: 'mcp_everything', input: { action: 'list' } }] },
      { calls: [echo('one'), echo('two')] },
      { text: 'Echoed one and two.' },
    );
    const { result, trajectory } = await run(agent());
    expect(result).toEqual({ stop_reason: 'end_turn', error: null });
    expect(api.requests).toHaveLength(3);

    const first = api.requests[0];
    expect(first.path).toBe(`/v1/models/${MODEL}:generateContent`);
    expect(first.headers['x-goog-api-key']).toBe(KEY);
    expect(JSON.stringify(first.body.systemInstruction)).toMatch(/\\"action\\": \\"list\\"/);
    const declarations = (first.body.tools as Array<{ functionDeclarations: Json[] }>)[0].functionDeclarations;
    expect(declarations.map((d) => d.name)).toEqual(['mcp_everything', 'mcp_memory']);
    // tool_inputs, an open object, is asked for as a JSON object in a string: the API refuses an empty OBJECT.
    expect(declarations[0].parameters).toMatchObject({
      type: 'OBJECT',
      properties: {
        action: { type: 'STRING', format: 'enum', enum: ['list', 'execute'] },
        tool_inputs: { type: 'STRING' },
      },
    });

    // The model's turn goes back as it came (its thought signature too), then one response per call, in order.
    const third = contents(2);
    expect(third[3]).toEqual((api.requests[2].body.contents as Json[])[3]);
    expect((third[3].parts as Json[])[0].thoughtSignature).toBe('c2lnbmF0dXJlLWVtdQ==');
    const responses = (third[4].parts as Array<{ functionResponse: Json }>).map((p) => p.functionResponse);
    expect(responses).toEqual([
      { name: 'mcp_everything', response: { output: 'Echo: one' } },
      { name: 'mcp_everything', response: { output: 'Echo: two' } },
    ]);

    const calls = trajectory.messages.filter(isToolCall);
    expect(calls.map((c) => [c.id, c.is_error])).toEqual([
      ['mcp_everything:list', false],
      ['mcp__everything__echo', false],
      ['mcp__everything__echo', false],
    ]);
    expect(new Set(calls.map((c) => c.tool_use_id)).size).toBe(3);
    // The agent's words are the model's, nothing added to a turn that ended well.
    const said = trajectory.messages.flatMap((m) => (m.type === 'assistant' ? [m.text] : []));
    expect(said).toEqual(['Listing first.', 'Echoed one and two.']);
    expect(trajectory.turns.every((t) => t.input_tokens > 0 && t.output_tokens > 0 && t.cost_usd > 0)).toBe(true);
    expect(JSON.stringify(trajectory)).not.toContain(KEY);
  });

  it('answers a failed call with an error response', async () => {
    await start();
    api.enqueue(
      { calls: [{ name: 'mcp_everything', input: { action: 'execute', tool_name: 'ehco', tool_inputs: '{}' } }] },
      { text: 'done' },
    );
    await run(agent());
    const [part] = contents(1).at(-1)!.parts as Array<{ functionResponse: { response: Json } }>;
    expect(String(part.functionResponse.response.error)).toMatch(/echo/);
  });

  it('retries a 429 after the RetryInfo delay it carries, and a 500, then succeeds', async () => {
    await start();
    // Longer than the backoff without a delay (0.5 s), so the gap shows the delay was honoured.
    api.enqueue(quotaExceeded(1.5), internalError(), { text: 'ok' });
    const { result } = await run(agent(2));
    expect(result).toEqual({ stop_reason: 'end_turn', error: null });
    expect(api.requests).toHaveLength(3);
    const [first, second] = api.requests.map((r) => r.received_at);
    expect(second - first).toBeGreaterThanOrEqual(1_450);
  });

  it('ends with api_error and the API message when the retries run out', async () => {
    await start();
    api.enqueue(internalError(), internalError(), internalError());
    const { result } = await run(agent(1));
    expect(api.requests).toHaveLength(2);
    expect(result).toEqual({
      stop_reason: 'api_error',
      error: 'Gemini API error 500 INTERNAL: An internal error has occurred. Please retry or report it.',
    });
  });

  it('does not retry an unknown model or a wrong key, and never repeats the key', async () => {
    await start(['gemini-2.5-pro']);
    const unknown = await run(agent(3));
    expect(api.requests).toHaveLength(1);
    expect(unknown.result.error).toMatch(/^Gemini API error 404 NOT_FOUND: models\/gemini-2.5-flash is not found/);
    await api.close();
    api = await startGeminiEmulator({ api_key: 'other' });
    const wrong = await run(agent(3));
    expect(api.requests).toHaveLength(1);
    expect(wrong.result.error).toBe(
      'Gemini API error 400 INVALID_ARGUMENT: API key not valid. Please pass a valid API key.',
    );
  });

  it.each([
    [
      { end: 'refusal', refusal: 'HARM_CATEGORY_HARASSMENT' },
      'refusal',
      'the model refused: SAFETY (HARM_CATEGORY_HARASSMENT)',
    ],
    [{ end: 'length', text: 'partial' }, 'max_tokens', null],
  ] as const)('records the answer %o as %s', async (said, stop, error) => {
    await start();
    api.enqueue(said);
    const { result } = await run(agent());
    expect(result).toEqual({ stop_reason: stop, error });
  });

  it('stops waiting out a long retry delay when the run signal fires', async () => {
    await start();
    api.enqueue(quotaExceeded(30), { text: 'too late' });
    const t0 = Date.now();
    const { result } = await run(agent(2), AbortSignal.timeout(1_000));
    expect(result.stop_reason).toBe('timeout');
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(api.requests).toHaveLength(1);
  });
});

describe('the generateContent emulator', () => {
  it('answers 400, as the API does, when a turn has fewer function responses than calls, or a JSON Schema field', async () => {
    await start();
    const ai = new GoogleGenAI({ apiKey: KEY, httpOptions: { baseUrl: api.url } });
    const mismatch = ai.models.generateContent({
      model: MODEL,
      contents: [
        { role: 'user', parts: [{ text: 'hi' }] },
        {
          role: 'model',
          parts: [{ functionCall: { name: 'f', args: {} } }, { functionCall: { name: 'f', args: {} } }],
        },
        { role: 'user', parts: [{ functionResponse: { name: 'f', response: { output: 'one' } } }] },
      ],
    });
    await expect(mismatch).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('number of function response parts'),
    });
    // The package drops additionalProperties itself, and sends const, $ref and an empty object on.
    const open = { type: 'object', properties: { q: { const: 'x' } } };
    const raw = ai.models.generateContent({
      model: MODEL,
      contents: 'hi',
      config: { tools: [{ functionDeclarations: [{ name: 'f', parameters: open as never }] }] },
    });
    await expect(raw).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('Unknown name \\"const\\"'),
    });
  });
});

describe('geminiParameters', () => {
  it('inlines $ref, reads oneOf as anyOf, merges allOf, makes const an enum and null a nullable, drops the rest', () => {
    const schema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      $defs: { when: { type: 'string', format: 'date-time' } },
      properties: {
        at: { $ref: '#/$defs/when' },
        mode: { const: 'fast' },
        limit: { type: ['integer', 'null'], minimum: 1, exclusiveMaximum: 10, maxLength: 3 },
        either: { oneOf: [{ type: 'string' }, { type: 'number' }] },
        both: {
          allOf: [
            { type: 'object', properties: { a: { type: 'string' } } },
            { properties: { b: { type: 'boolean' } }, required: ['b'] },
          ],
        },
        tags: { type: 'array', items: { type: 'string', format: 'uri' }, uniqueItems: true },
        loose: { type: 'object', additionalProperties: true },
      },
      required: ['at', 'missing'],
      additionalProperties: false,
    };
    expect(geminiParameters(schema)).toEqual({
      type: 'OBJECT',
      properties: {
        at: { type: 'STRING', format: 'date-time' },
        mode: { type: 'STRING', format: 'enum', enum: ['fast'] },
        limit: { type: 'INTEGER', nullable: true, minimum: 1, maxLength: '3' },
        either: { anyOf: [{ type: 'STRING' }, { type: 'NUMBER' }] },
        both: { type: 'OBJECT', properties: { a: { type: 'STRING' }, b: { type: 'BOOLEAN' } }, required: ['b'] },
        tags: { type: 'ARRAY', items: { type: 'STRING' } },
        loose: { type: 'STRING', description: 'a JSON object, written as a string' },
      },
      required: ['at'],
    });
    expect(geminiParameters({ type: 'object', properties: {} })).toBeUndefined();
  });
});
