// The model providers as the settings know them: where each one's key and base URL come from, the model it runs when
// none is named, and the models of a run (setting models: `provider:model`, or a bare model of the agent's provider).
import { EvalError } from '../util/errors.js';
import { MODEL_AGENTS, type AgentKind, type ModelAgentKind } from '../results/trajectory.js';

export interface ProviderInfo {
  /** For messages: "an Anthropic API key". */
  key: string;
  /** The variables its package reads the key from, in the package's order. */
  keyVars: readonly string[];
  keySetting: 'anthropicApiKey' | 'openaiApiKey' | 'geminiApiKey';
  urlSetting: 'anthropicBaseUrl' | 'openaiBaseUrl' | 'geminiBaseUrl';
  /** The model it runs when the settings name none. */
  model: string;
}

export const PROVIDERS: Record<ModelAgentKind, ProviderInfo> = {
  claude: {
    key: 'an Anthropic API key',
    keyVars: ['ANTHROPIC_API_KEY'],
    keySetting: 'anthropicApiKey',
    urlSetting: 'anthropicBaseUrl',
    model: 'claude-sonnet-5-5',
  },
  openai: {
    key: 'an OpenAI API key',
    keyVars: ['OPENAI_API_KEY'],
    keySetting: 'openaiApiKey',
    urlSetting: 'openaiBaseUrl',
    model: 'gpt-5-mini',
  },
  // @google/genai prefers GOOGLE_API_KEY when both are set.
  gemini: {
    key: 'a Gemini API key',
    keyVars: ['GOOGLE_API_KEY', 'GEMINI_API_KEY'],
    keySetting: 'geminiApiKey',
    urlSetting: 'geminiBaseUrl',
    model: 'gemini-2.5-flash',
  },
};

/** A provider's key: the setting, else its variables in its package's order. */
export function providerKey(
  kind: ModelAgentKind,
  given: string | undefined,
  env: NodeJS.ProcessEnv,
): string | undefined {
  const fromEnv = PROVIDERS[kind].keyVars.map((v) => env[v]?.trim()).find(Boolean);
  return given?.trim() || fromEnv || undefined;
}

/** A model agent without a key: the setting and the variables that would give it one. */
export function missingKey(kind: ModelAgentKind): EvalError {
  const p = PROVIDERS[kind];
  const setting = p.keySetting.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return new EvalError(
    'config',
    `agent ${kind} needs ${p.key}: set ${setting} or ${p.keyVars.join(' or ')}, ` + 'or use agent scripted|replay',
  );
}

/** One model of a run: the agent that runs it and its id. */
export interface ModelRef {
  agent: ModelAgentKind;
  model: string;
}

const isModelKind = (k: string): k is ModelAgentKind => (MODEL_AGENTS as readonly string[]).includes(k);

/**
 * The models of setting models: `openai:gpt-5-mini`, or a bare id run by `agent`'s provider (an id may hold colons
 * itself, `openai:llama3.2:3b`: only a provider's name before the first one is read as one). Each model once.
 */
export function parseModels(entries: readonly string[], agent: AgentKind): ModelRef[] {
  const out: ModelRef[] = [];
  for (const entry of entries) {
    const colon = entry.indexOf(':');
    const prefix = colon > 0 ? entry.slice(0, colon) : '';
    const ref = isModelKind(prefix) ? { agent: prefix, model: entry.slice(colon + 1).trim() } : null;
    if (!ref && !isModelKind(agent)) {
      throw new EvalError('config', `models: "${entry}" names no provider and agent ${agent} runs no model`, {
        hint: `write it as ${MODEL_AGENTS.map((k) => `${k}:<model>`).join(', ')}, or set agent`,
      });
    }
    const model = ref ?? { agent: agent as ModelAgentKind, model: entry };
    if (!model.model) throw new EvalError('config', `models: "${entry}" names no model`);
    if (out.some((m) => m.model === model.model))
      throw new EvalError('config', `models: "${model.model}" is listed twice`);
    out.push(model);
  }
  return out;
}

/** The agents a run uses: those of setting models (else the agent itself) and the simulated users' (user-model). */
export function agentsUsed(models: readonly string[], userModel: string | undefined, agent: AgentKind): AgentKind[] {
  const named = parseModels([...models, ...(userModel ? [userModel] : [])], agent).map((m) => m.agent);
  return models.length ? named : [agent, ...named];
}
