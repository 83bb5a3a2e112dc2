// The settings of the model agents: the model defaults to the agent's provider's, every provider a run uses needs its
// key (the variable named), and setting models names each model once, with its provider or the agent's.
import { describe, expect, it } from 'vitest';
import { parseModels } from '../../src/settings/providers.js';
import { parseSettings } from '../../src/settings/settings.js';

describe('model agent settings', () => {
  it("defaults the model to the agent's provider's", () => {
    const model = (agent: string, env: Record<string, string>) => parseSettings({ agent }, env).model;
    expect(model('openai', { OPENAI_API_KEY: 'k' })).toBe('gpt-5-mini');
    expect(model('gemini', { GOOGLE_API_KEY: 'k' })).toBe('gemini-2.5-flash');
    expect(model('claude', { ANTHROPIC_API_KEY: 'k' })).toBe('claude-sonnet-5-5');
  });

  it('needs the key of every provider the models use, naming its variables; a merge job needs none', () => {
    const models = ['openai:gpt-5-mini', 'gemini:gemini-2.5-flash'];
    expect(() => parseSettings({ models }, { OPENAI_API_KEY: 'k' })).toThrow(
      'agent gemini needs a Gemini API key: set gemini-api-key or GOOGLE_API_KEY or GEMINI_API_KEY',
    );
    expect(parseSettings({ models }, { OPENAI_API_KEY: 'k', GEMINI_API_KEY: 'g' }).geminiApiKey).toBe('g');
    expect(parseSettings({ models, mode: 'merge' }, {}).models).toEqual(models);
  });

  it('refuses model and models together, a bare model without a model agent, and a model listed twice', () => {
    expect(() => parseSettings({ agent: 'openai', model: 'a', models: ['b'] }, { OPENAI_API_KEY: 'k' })).toThrow(
      /model and models are both set/,
    );
    expect(() => parseModels(['gpt-5-mini'], 'scripted')).toThrow(/"gpt-5-mini" names no provider/);
    expect(() => parseModels(['openai:x', 'x'], 'openai')).toThrow(/"x" is listed twice/);
  });

  it('reads provider:model, and a colon inside a bare model id as part of it', () => {
    expect(parseModels(['gemini:gemini-2.5-pro', 'llama3.2:3b', 'openai:qwen3:8b'], 'openai')).toEqual([
      { agent: 'gemini', model: 'gemini-2.5-pro' },
      { agent: 'openai', model: 'llama3.2:3b' },
      { agent: 'openai', model: 'qwen3:8b' },
    ]);
  });
});
