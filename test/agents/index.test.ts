import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ModelAgent, ReplayAgent, ScriptedAgent, agentFromSettings, createAgent } from '../../src/agents/index.js';
import { DEFAULT_PRICES, priceFor, readPriceFile, usageWithCost } from '../../src/agents/pricing.js';
import { systemPrompt } from '../../src/agents/prompt.js';
import { parseSettings } from '../../src/settings/settings.js';
import { tempDir } from '../helpers/agents-fixtures.js';

describe('pricing', () => {
  it('prices every token kind per million', () => {
    const u = usageWithCost(
      {
        input_tokens: 1_000_000,
        output_tokens: 100_000,
        cache_creation_input_tokens: 200_000,
        cache_read_input_tokens: 2_000_000,
      },
      'claude-sonnet-5-5',
    );
    // 2 + 10*0.1 + 2.5*0.2 + 0.2*2
    expect(u.cost_usd).toBeCloseTo(2 + 1 + 0.5 + 0.4, 10);
    expect(u).toMatchObject({
      input_tokens: 1_000_000,
      output_tokens: 100_000,
      cache_creation_input_tokens: 200_000,
      cache_read_input_tokens: 2_000_000,
    });
  });
  it('treats null cache counts as 0, an unknown model as unpriced (not free), a dated snapshot as its alias', () => {
    expect(
      usageWithCost(
        { input_tokens: 10, output_tokens: 5, cache_creation_input_tokens: null, cache_read_input_tokens: null },
        'nobody-knows',
      ),
    ).toEqual({
      input_tokens: 10,
      output_tokens: 5,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
      cost_usd: 0,
      unpriced: true,
    });
    expect(priceFor('claude-sonnet-4-5-20250929')).toEqual(DEFAULT_PRICES['claude-sonnet-4-5']);
    expect(priceFor('gpt-5-mini-2025-08-07')).toEqual(DEFAULT_PRICES['gpt-5-mini']);
    expect(priceFor('gemini-2.5-flash-001')).toEqual(DEFAULT_PRICES['gemini-2.5-flash']);
    expect(priceFor('gpt-5-turbo')).toBeNull();
    expect(priceFor('toString')).toBeNull();
  });
  it('takes an overriding table', () => {
    const u = usageWithCost({ input_tokens: 1_000_000, output_tokens: 0 }, 'my-gateway-model', {
      'my-gateway-model': { input: 7, output: 0, cache_write: 0, cache_read: 0 },
    });
    expect(u.cost_usd).toBe(7);
  });
});

/** Messages of the process warnings `fn` emits (they are delivered on a later tick). */
async function warningsOf(fn: () => unknown): Promise<string[]> {
  const tick = () => new Promise((resolve) => setImmediate(resolve));
  await tick(); // let earlier tests' warnings go by
  const warnings: string[] = [];
  const listen = (w: Error) => warnings.push(w.message);
  process.on('warning', listen);
  try {
    fn();
    await tick();
  } finally {
    process.off('warning', listen);
  }
  return warnings;
}

describe('prices file', () => {
  let scratch: ReturnType<typeof tempDir>;
  beforeEach(() => {
    scratch = tempDir();
  });
  afterEach(() => scratch.cleanup());
  const write = (name: string, text: string): string => {
    const file = path.join(scratch.dir, name);
    writeFileSync(file, text);
    return file;
  };

  it('reads YAML or JSON: model id to USD per million tokens', () => {
    const yaml = write('prices.yaml', 'my-model:\n  input: 7\n  output: 21\n  cache_write: 8.75\n  cache_read: 0.7\n');
    expect(readPriceFile(yaml)).toEqual({ 'my-model': { input: 7, output: 21, cache_write: 8.75, cache_read: 0.7 } });
    const json = write(
      'prices.json',
      JSON.stringify({ 'claude-sonnet-5-5': { input: 1, output: 2, cache_write: 3, cache_read: 4 } }),
    );
    expect(readPriceFile(json)['claude-sonnet-5-5']).toEqual({ input: 1, output: 2, cache_write: 3, cache_read: 4 });
  });

  it('names the file, the model and the field of a bad entry', () => {
    const missingField = write(
      'a.yaml',
      'ok: { input: 1, output: 1, cache_write: 1, cache_read: 1 }\nbad: { input: 1, output: 1, cache_write: 1 }\n',
    );
    expect(() => readPriceFile(missingField)).toThrow(
      new RegExp(`^prices file ${missingField}: model "bad": cache_read: `),
    );
    const negative = write('b.yaml', 'm: { input: -1, output: 1, cache_write: 1, cache_read: 1 }\n');
    expect(() => readPriceFile(negative)).toThrow(/model "m": input: /);
    const typo = write('c.yaml', 'm: { input: 1, outptu: 1, output: 1, cache_write: 1, cache_read: 1 }\n');
    expect(() => readPriceFile(typo)).toThrow(/model "m": .*outptu/);
    const list = write('d.yaml', '- input: 1\n');
    expect(() => readPriceFile(list)).toThrow(new RegExp(`^prices file ${list}: expected a mapping of model id`));
    expect(() => readPriceFile(path.join(scratch.dir, 'nope.yaml'))).toThrow(
      `prices file ${path.join(scratch.dir, 'nope.yaml')}: not found`,
    );
    expect(() => readPriceFile(write('e.yaml', 'm: [unclosed\n'))).toThrow(
      expect.objectContaining({ name: 'EvalError', kind: 'config' }),
    );
  });

  it('is read from the prices setting for the claude agent only', async () => {
    const file = write('p.yaml', 'my-model: { input: 7, output: 0, cache_write: 0, cache_read: 0 }\n');
    const warnings = await warningsOf(() =>
      agentFromSettings(parseSettings({ anthropicApiKey: 'sk-ant-x', model: 'my-model', prices: file }, {}), {}),
    );
    expect(warnings).toEqual([]); // the file priced the model
    const broken = write('q.yaml', 'my-model: 3\n');
    expect(() =>
      agentFromSettings(parseSettings({ anthropicApiKey: 'sk-ant-x', model: 'my-model', prices: broken }, {}), {}),
    ).toThrow(/^prices file .*q\.yaml: model "my-model": expected an object, received 3 /);
    // The offline agents have no cost: a prices file is not even opened.
    expect(agentFromSettings(parseSettings({ agent: 'scripted', prices: broken }, {}), {}).kind).toBe('scripted');
  });
});

describe('createAgent', () => {
  it('builds the offline agents without a key', () => {
    expect(createAgent({ kind: 'scripted', model: 'm', env: {} })).toBeInstanceOf(ScriptedAgent);
    expect(createAgent({ kind: 'replay', model: 'm', env: {} })).toBeInstanceOf(ReplayAgent);
    expect(createAgent({ kind: 'scripted', model: 'm', env: {} }).model).toBeNull();
  });
  it('refuses claude without a key, with a typed error that says how to fix it', () => {
    expect(() => createAgent({ kind: 'claude', model: 'claude-sonnet-5-5', env: {} })).toThrow(
      expect.objectContaining({ name: 'EvalError', kind: 'config' }),
    );
    expect(() => createAgent({ kind: 'claude', model: 'claude-sonnet-5-5', apiKey: '  ', env: {} })).toThrow(
      /ANTHROPIC_API_KEY/,
    );
  });
  it('takes the key from the option or the environment', () => {
    const a = createAgent({ kind: 'claude', model: 'claude-sonnet-5-5', env: { ANTHROPIC_API_KEY: 'sk-ant-env' } });
    expect(a).toBeInstanceOf(ModelAgent);
    expect(a.model).toBe('claude-sonnet-5-5');
    expect(createAgent({ kind: 'claude', model: 'x', apiKey: 'sk-ant-opt', env: {} }).kind).toBe('claude');
  });
  it('warns, naming the model and the prices option, when the model has no price', async () => {
    const warnings = await warningsOf(() => {
      createAgent({ kind: 'claude', model: 'claude-sonnet-5-5', apiKey: 'k', env: {} });
      createAgent({
        kind: 'claude',
        model: 'my-model',
        apiKey: 'k',
        env: {},
        prices: { 'my-model': { input: 1, output: 1, cache_write: 1, cache_read: 1 } },
      });
      createAgent({ kind: 'claude', model: 'unpriced-model', apiKey: 'k', env: {} });
    });
    expect(warnings).toEqual([
      'no price for model "unpriced-model": its cost is reported as unknown; give its price in a prices file (the prices option, CLI --prices)',
    ]);
  });
  it('rejects a bad retry count or base URL by name', () => {
    expect(() => createAgent({ kind: 'claude', model: 'x', apiKey: 'k', maxRetries: 99 })).toThrow(/maxRetries.*99/);
    expect(() => createAgent({ kind: 'claude', model: 'x', apiKey: 'k', baseUrl: 'not a url' })).toThrow(
      /anthropic-base-url.*not a url/,
    );
  });
  it('follows the settings: scripted without a key, claude with one', () => {
    expect(agentFromSettings(parseSettings({}, {}), {}).kind).toBe('scripted');
    const s = parseSettings({ anthropicApiKey: 'sk-ant-x', model: 'claude-haiku-4-5' }, {});
    const a = agentFromSettings(s, {});
    expect(a.kind).toBe('claude');
    expect(a.model).toBe('claude-haiku-4-5');
  });
});

describe('claude system prompt', () => {
  it('tells the model it is evaluated and to list gateway tools first', () => {
    const p = systemPrompt(true);
    expect(p).toMatch(/being evaluated/);
    expect(p).toMatch(/First call it with \{"action": "list"\}/);
  });
  it('does not mention list for directly exposed tools', () => {
    const p = systemPrompt(false);
    expect(p).toMatch(/being evaluated/);
    expect(p).not.toMatch(/"action": "list"/);
  });
});
