// Picks and configures an agent. Only the claude agent needs configuration; a missing key
// is the user's to fix, so it is a typed error with the fix in its message.
import type { Settings } from '../settings.js';
import type { AgentKind } from '../trajectory.js';
import type { Agent } from './agent.js';
import { ClaudeAgent } from './claude.js';
import { DEFAULT_PRICES, type PriceTable } from './pricing.js';
import { ReplayAgent } from './replay.js';
import { ScriptedAgent } from './scripted.js';

export { ClaudeAgent } from './claude.js';
export { ReplayAgent } from './replay.js';
export { ScriptedAgent } from './scripted.js';
export { DEFAULT_PRICES, priceFor, usageWithCost, type ModelPrice, type PriceTable } from './pricing.js';

export class AgentConfigError extends Error {
  override name = 'AgentConfigError';
}

/** Bounded: each retry waits (retry-after or backoff up to 8 s) inside the run's time limit. */
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
        throw new AgentConfigError(
          'agent claude needs an Anthropic API key: set anthropic-api-key (CLI --anthropic-api-key) or ANTHROPIC_API_KEY, or use agent scripted|replay',
        );
      }
      const maxRetries = opts.maxRetries ?? DEFAULT_MAX_RETRIES;
      if (!Number.isInteger(maxRetries) || maxRetries < 0 || maxRetries > MAX_RETRIES_LIMIT) {
        throw new AgentConfigError(`agent claude: maxRetries must be an integer from 0 to ${MAX_RETRIES_LIMIT}, got ${maxRetries}`);
      }
      if (opts.baseUrl !== undefined && !URL.canParse(opts.baseUrl)) {
        throw new AgentConfigError(`agent claude: anthropic-base-url is not a URL: ${JSON.stringify(opts.baseUrl)}`);
      }
      return new ClaudeAgent({
        model: opts.model,
        apiKey,
        baseUrl: opts.baseUrl,
        maxRetries,
        prices: { ...DEFAULT_PRICES, ...opts.prices },
      });
    }
    default: {
      const kind: never = opts.kind;
      throw new AgentConfigError(`unknown agent ${JSON.stringify(kind)}: expected claude, replay or scripted`);
    }
  }
}

/** The agent a run's settings ask for. */
export function agentFromSettings(settings: Settings, env: NodeJS.ProcessEnv = process.env): Agent {
  return createAgent({
    kind: settings.agent,
    model: settings.model,
    apiKey: settings.anthropicApiKey,
    baseUrl: settings.anthropicBaseUrl,
    env,
  });
}
