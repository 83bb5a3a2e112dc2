// Picks and configures an agent. The model agents need a key, found as their provider's package finds it (an option,
// else its environment variables); a missing key or a bad prices file is the user's to fix, so it is a typed error
// naming the variable, with the fix in its message.
import { settingName, type Settings } from '../settings/settings.js';
import { isModelAgent, type AgentKind, type ModelAgentKind } from '../results/trajectory.js';
import { missingKey, providerKey, PROVIDERS, type ModelRef } from '../settings/providers.js';
import type { Agent } from './agent.js';
import { EvalError } from '../util/errors.js';
import { ClaudeProvider } from './claude.js';
import { GeminiProvider } from './gemini.js';
import { ModelAgent, type Provider } from './model-agent.js';
import { OpenAIProvider } from './openai.js';
import { DEFAULT_PRICES, priceFor, readPriceFile, type PriceTable } from './pricing.js';
import { ReplayAgent } from './replay.js';
import { ScriptedAgent } from './scripted.js';

export { ModelAgent } from './model-agent.js';
export { ReplayAgent } from './replay.js';
export { ScriptedAgent } from './scripted.js';
export {
  DEFAULT_PRICES,
  PRICE_LISTS,
  priceFor,
  readPriceFile,
  usageWithCost,
  type ModelPrice,
  type PriceTable,
} from './pricing.js';

/**
 * Bounded in count, and in time by the run's limit: the packages wait what retry-after (or retry-after-ms) asks,
 * the Gemini provider what the error's RetryInfo asks, else back off 0.5 s doubling up to 8 s; the run's signal
 * ends any wait.
 */
export const DEFAULT_MAX_RETRIES = 4;
export const MAX_RETRIES_LIMIT = 10;

export interface AgentOptions {
  kind: AgentKind;
  model: string;
  /** Default: the provider's variable from `env` (ANTHROPIC_API_KEY, OPENAI_API_KEY, GOOGLE_API_KEY/GEMINI_API_KEY). */
  apiKey?: string;
  baseUrl?: string;
  maxRetries?: number;
  /** Merged over DEFAULT_PRICES (per model). */
  prices?: PriceTable;
  env?: NodeJS.ProcessEnv;
}

export function createAgent(opts: AgentOptions): Agent {
  switch (opts.kind) {
    case 'scripted':
      return new ScriptedAgent();
    case 'replay':
      return new ReplayAgent();
    case 'claude':
    case 'openai':
    case 'gemini':
      return modelAgent(opts.kind, opts);
    default: {
      const kind: never = opts.kind;
      throw new EvalError(
        'config',
        `unknown agent ${JSON.stringify(kind)}: expected claude, openai, gemini, replay or scripted`,
      );
    }
  }
}

function modelAgent(kind: ModelAgentKind, opts: AgentOptions): ModelAgent {
  const apiKey = providerKey(kind, opts.apiKey, opts.env ?? process.env);
  if (!apiKey) throw missingKey(kind);
  const maxRetries = opts.maxRetries ?? DEFAULT_MAX_RETRIES;
  if (!Number.isInteger(maxRetries) || maxRetries < 0 || maxRetries > MAX_RETRIES_LIMIT) {
    throw new EvalError(
      'config',
      `agent ${kind}: maxRetries must be an integer from 0 to ${MAX_RETRIES_LIMIT}, got ${maxRetries}`,
    );
  }
  if (opts.baseUrl !== undefined && !URL.canParse(opts.baseUrl)) {
    const setting = settingName(PROVIDERS[kind].urlSetting);
    throw new EvalError('config', `agent ${kind}: ${setting} is not a URL: ${JSON.stringify(opts.baseUrl)}`);
  }
  const prices = { ...DEFAULT_PRICES, ...opts.prices };
  // Said once per run, before it starts: its cost is reported as unknown, not as a free run.
  if (!priceFor(opts.model, prices)) {
    process.emitWarning(
      `no price for model "${opts.model}": its cost is reported as unknown; ` +
        'give its price in a prices file (the prices option, CLI --prices)',
      { code: 'MCP_EVAL_UNPRICED_MODEL' },
    );
  }
  const options = { apiKey, baseUrl: opts.baseUrl, maxRetries };
  const provider: Provider =
    kind === 'claude'
      ? new ClaudeProvider(options)
      : kind === 'openai'
        ? new OpenAIProvider(options)
        : new GeminiProvider(options);
  return new ModelAgent(provider, { model: opts.model, apiKey, prices });
}

/** What choosing an agent reads of the settings. */
export type AgentSettings = Pick<
  Settings,
  | 'agent'
  | 'model'
  | 'anthropicApiKey'
  | 'anthropicBaseUrl'
  | 'openaiApiKey'
  | 'openaiBaseUrl'
  | 'geminiApiKey'
  | 'geminiBaseUrl'
  | 'prices'
>;

/** The agent a run's settings ask for, or one model of its models; the prices file is read only for a model. */
export function agentFromSettings(
  settings: AgentSettings,
  env: NodeJS.ProcessEnv = process.env,
  model?: ModelRef,
): Agent {
  const kind = model?.agent ?? settings.agent;
  if (!isModelAgent(kind)) return createAgent({ kind, model: settings.model, env });
  const p = PROVIDERS[kind];
  return createAgent({
    kind,
    model: model?.model ?? settings.model,
    apiKey: settings[p.keySetting],
    baseUrl: settings[p.urlSetting],
    prices: settings.prices ? readPriceFile(settings.prices) : undefined,
    env,
  });
}
