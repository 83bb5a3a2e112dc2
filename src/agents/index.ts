// Picks and configures an agent. Only the claude agent needs configuration; a missing key
// or a bad prices file is the user's to fix, so it is a typed error with the fix in its message.
import type { Settings } from '../settings/settings.js';
import type { AgentKind } from '../results/trajectory.js';
import type { Agent } from './agent.js';
import { EvalError } from '../util/errors.js';
import { ClaudeAgent } from './claude.js';
import { DEFAULT_PRICES, priceFor, readPriceFile, type PriceTable } from './pricing.js';
import { ReplayAgent } from './replay.js';
import { ScriptedAgent } from './scripted.js';

export { ClaudeAgent } from './claude.js';
export { ReplayAgent } from './replay.js';
export { ScriptedAgent } from './scripted.js';
export { DEFAULT_PRICES, priceFor, readPriceFile, usageWithCost, type ModelPrice, type PriceTable } from './pricing.js';

/**
 * Bounded in count, and in time by the run's limit: the SDK waits what retry-after (or
 * retry-after-ms) asks, however long, else backs off 0.5 s doubling up to 8 s; the run's
 * signal ends any wait.
 */
export const DEFAULT_MAX_RETRIES = 4;
export const MAX_RETRIES_LIMIT = 10;

export interface AgentOptions {
  kind: AgentKind;
  model: string;
  /** Default: ANTHROPIC_API_KEY from `env`. */
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
    case 'claude': {
      const apiKey = opts.apiKey?.trim() || (opts.env ?? process.env).ANTHROPIC_API_KEY?.trim();
      if (!apiKey) {
        throw new EvalError(
          'config',
          'agent claude needs an Anthropic API key: set anthropic-api-key (CLI --anthropic-api-key) ' +
            'or ANTHROPIC_API_KEY, or use agent scripted|replay',
        );
      }
      const maxRetries = opts.maxRetries ?? DEFAULT_MAX_RETRIES;
      if (!Number.isInteger(maxRetries) || maxRetries < 0 || maxRetries > MAX_RETRIES_LIMIT) {
        throw new EvalError(
          'config',
          `agent claude: maxRetries must be an integer from 0 to ${MAX_RETRIES_LIMIT}, got ${maxRetries}`,
        );
      }
      if (opts.baseUrl !== undefined && !URL.canParse(opts.baseUrl)) {
        throw new EvalError('config', `agent claude: anthropic-base-url is not a URL: ${JSON.stringify(opts.baseUrl)}`);
      }
      const prices = { ...DEFAULT_PRICES, ...opts.prices };
      // Said once per run, before it starts: a cost of $0 would otherwise look like a free run.
      if (!priceFor(opts.model, prices)) {
        process.emitWarning(
          `no price for model "${opts.model}": its cost is recorded as $0; ` +
            'give its price in a prices file (the prices option, CLI --prices)',
          { code: 'MCP_EVAL_UNPRICED_MODEL' },
        );
      }
      return new ClaudeAgent({ model: opts.model, apiKey, baseUrl: opts.baseUrl, maxRetries, prices });
    }
    default: {
      const kind: never = opts.kind;
      throw new EvalError('config', `unknown agent ${JSON.stringify(kind)}: expected claude, replay or scripted`);
    }
  }
}

/** The agent a run's settings ask for; the prices file is read only for the claude agent. */
export function agentFromSettings(
  settings: Pick<Settings, 'agent' | 'model' | 'anthropicApiKey' | 'anthropicBaseUrl' | 'prices'>,
  env: NodeJS.ProcessEnv = process.env,
): Agent {
  return createAgent({
    kind: settings.agent,
    model: settings.model,
    apiKey: settings.anthropicApiKey,
    baseUrl: settings.anthropicBaseUrl,
    prices: settings.agent === 'claude' && settings.prices ? readPriceFile(settings.prices) : undefined,
    env,
  });
}
