// Every model provider's key is hidden as the Anthropic key is: the action masks each of its redactor's secrets
// (github/action.ts) and the redactor holds the keys of all three providers, from the inputs or from the settings.
import { afterEach, describe, expect, it } from 'vitest';
import { actionRedactor, readInputs } from '../../src/github/inputs.js';
import { settingsRedactor } from '../../src/settings/secrets.js';
import { parseSettings } from '../../src/settings/settings.js';

const KEYS = { anthropic: 'sk-ant-a1b2c3d4e5f6', openai: 'sk-proj-q7r8s9t0u1v2', gemini: 'AIzaSyZ9y8x7w6v5u4t3' };
const INPUTS = {
  'INPUT_ANTHROPIC-API-KEY': KEYS.anthropic,
  'INPUT_OPENAI-API-KEY': KEYS.openai,
  'INPUT_GEMINI-API-KEY': KEYS.gemini,
  INPUT_MODELS: 'openai:gpt-5-mini,\ngemini:gemini-2.5-flash',
};

afterEach(() => {
  for (const k of Object.keys(INPUTS)) delete process.env[k];
});

describe('the model providers keys', () => {
  it('are secrets of the action redactor, read from the inputs (models a list)', () => {
    Object.assign(process.env, INPUTS);
    const raw = readInputs();
    expect(raw.models).toEqual(['openai:gpt-5-mini', 'gemini:gemini-2.5-flash']);
    const redact = actionRedactor(raw, {});
    for (const key of Object.values(KEYS)) expect(redact.secrets).toContain(key);
    expect(redact(`a ${KEYS.openai} b ${KEYS.gemini}`)).not.toMatch(/sk-proj|AIzaSy/);
  });

  it('are secrets of a run redactor, from the settings or the variables their packages read', () => {
    const env = { OPENAI_API_KEY: KEYS.openai, GEMINI_API_KEY: KEYS.gemini };
    const settings = parseSettings({ agent: 'openai', models: ['openai:gpt-5-mini', 'gemini:gemini-2.5-flash'] }, env);
    expect([settings.openaiApiKey, settings.geminiApiKey]).toEqual([KEYS.openai, KEYS.gemini]);
    const redact = settingsRedactor(settings, {});
    expect(redact.secrets).toEqual(expect.arrayContaining([KEYS.openai, KEYS.gemini]));
  });
});

describe("the collector's headers", () => {
  it('are secrets of the action redactor (masked) and of a run redactor, values percent-decoded', () => {
    const env = { OTEL_EXPORTER_OTLP_HEADERS: 'authorization=Bearer%20otlp-token-123456,x-tenant=team-alpha-42' };
    for (const redact of [actionRedactor({}, env), settingsRedactor(parseSettings({}, {}), env)]) {
      expect(redact.secrets).toEqual(expect.arrayContaining(['Bearer otlp-token-123456', 'team-alpha-42']));
      expect(redact('sent Bearer otlp-token-123456 for team-alpha-42')).toBe('sent *** for ***');
    }
  });
});
