import { describe, expect, it } from 'vitest';
import { AgentConfigError, ClaudeAgent, ReplayAgent, ScriptedAgent, agentFromSettings, createAgent } from '../src/agents/index.js';
import { DEFAULT_PRICES, priceFor, usageWithCost } from '../src/agents/pricing.js';
import { systemPrompt } from '../src/agents/claude.js';
import { parseSettings } from '../src/settings.js';

describe('pricing', () => {
  it('prices every token kind per million', () => {
    const u = usageWithCost(
      { input_tokens: 1_000_000, output_tokens: 100_000, cache_creation_input_tokens: 200_000, cache_read_input_tokens: 2_000_000 },
      'claude-sonnet-5-5',
    );
    // 2 + 10*0.1 + 2.5*0.2 + 0.2*2
    expect(u.cost_usd).toBeCloseTo(2 + 1 + 0.5 + 0.4, 10);
    expect(u).toMatchObject({ input_tokens: 1_000_000, output_tokens: 100_000, cache_creation_input_tokens: 200_000, cache_read_input_tokens: 2_000_000 });
  });
  it('treats null cache counts as 0, an unknown model as free, a dated snapshot as its alias', () => {
    expect(usageWithCost({ input_tokens: 10, output_tokens: 5, cache_creation_input_tokens: null, cache_read_input_tokens: null }, 'nobody-knows'))
      .toEqual({ input_tokens: 10, output_tokens: 5, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, cost_usd: 0 });
    expect(priceFor('claude-sonnet-4-5-20250929')).toEqual(DEFAULT_PRICES['claude-sonnet-4-5']);
    expect(priceFor('toString')).toBeNull();
  });
  it('takes an overriding table', () => {
    const u = usageWithCost({ input_tokens: 1_000_000, output_tokens: 0 }, 'my-gateway-model', {
      'my-gateway-model': { input: 7, output: 0, cache_write: 0, cache_read: 0 },
    });
    expect(u.cost_usd).toBe(7);
  });
});

describe('createAgent', () => {
  it('builds the offline agents without a key', () => {
    expect(createAgent({ kind: 'scripted', model: 'm', env: {} })).toBeInstanceOf(ScriptedAgent);
    expect(createAgent({ kind: 'replay', model: 'm', env: {} })).toBeInstanceOf(ReplayAgent);
    expect(createAgent({ kind: 'scripted', model: 'm', env: {} }).model).toBeNull();
  });
  it('refuses claude without a key, with a typed error that says how to fix it', () => {
    expect(() => createAgent({ kind: 'claude', model: 'claude-sonnet-5-5', env: {} })).toThrow(AgentConfigError);
    expect(() => createAgent({ kind: 'claude', model: 'claude-sonnet-5-5', apiKey: '  ', env: {} })).toThrow(/ANTHROPIC_API_KEY/);
  });
  it('takes the key from the option or the environment', () => {
    const a = createAgent({ kind: 'claude', model: 'claude-sonnet-5-5', env: { ANTHROPIC_API_KEY: 'sk-ant-env' } });
    expect(a).toBeInstanceOf(ClaudeAgent);
    expect(a.model).toBe('claude-sonnet-5-5');
    expect(createAgent({ kind: 'claude', model: 'x', apiKey: 'sk-ant-opt', env: {} }).kind).toBe('claude');
  });
  it('rejects a bad retry count or base URL by name', () => {
    expect(() => createAgent({ kind: 'claude', model: 'x', apiKey: 'k', maxRetries: 99 })).toThrow(/maxRetries.*99/);
    expect(() => createAgent({ kind: 'claude', model: 'x', apiKey: 'k', baseUrl: 'not a url' })).toThrow(/anthropic-base-url.*not a url/);
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
  const gateway = { name: 'mcp_x', description: 'gateway', input_schema: { type: 'object' as const, properties: { action: {}, tool_name: {}, tool_inputs: {} } } };
  const direct = { name: 'mcp__x__echo', description: 'echo', input_schema: { type: 'object' as const, properties: { message: {} } } };
  it('tells the model it is evaluated and to list gateway tools first', () => {
    const p = systemPrompt([gateway]);
    expect(p).toMatch(/being evaluated/);
    expect(p).toMatch(/First call it with \{"action": "list"\}/);
  });
  it('does not mention list for directly exposed tools', () => {
    const p = systemPrompt([direct]);
    expect(p).toMatch(/being evaluated/);
    expect(p).not.toMatch(/"action": "list"/);
  });
});
