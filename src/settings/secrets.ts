// The one list of what a run must hide, for execute() and for the action's main and post steps
// (post runs in its own process and rebuilds the list from the same inputs: no secret is ever
// saved in the step state).
import { createRedactor, type Redactor } from '../sanitize/redact.js';
import { loadServerConfig, secretValues, type ServerConfig } from '../mcp/config.js';
import type { Settings } from './settings.js';
import { otlpHeaderSecrets } from '../tracing/collector.js';

export interface SecretSources {
  /** Its secret-looking variables (`*_TOKEN`, `*_KEY`, ...) are hidden. */
  env: NodeJS.ProcessEnv;
  /** The model providers' keys (Anthropic, OpenAI, Gemini). */
  apiKeys?: readonly (string | undefined)[];
  githubToken?: string;
  /** Their `env` (stdio) and `headers` (HTTP) values are hidden. */
  servers?: readonly ServerConfig[];
  extra?: readonly string[];
}

export function runRedactor(src: SecretSources): Redactor {
  const secrets = [
    ...secretValues([...(src.servers ?? [])]),
    ...(src.apiKeys ?? []),
    src.githubToken,
    // The collector's headers (OTEL_EXPORTER_OTLP_HEADERS) carry its credentials.
    ...otlpHeaderSecrets(src.env),
    ...(src.extra ?? []),
  ];
  return createRedactor({ env: src.env, secrets: secrets.filter((s): s is string => !!s) });
}

/** The model providers' keys a run's settings hold. */
export const settingsKeys = (s: Pick<Settings, 'anthropicApiKey' | 'openaiApiKey' | 'geminiApiKey'>) => [
  s.anthropicApiKey,
  s.openaiApiKey,
  s.geminiApiKey,
];

/** A run's redactor from its settings: the API keys, the token, and the servers' (side B's too) env and headers. */
export function settingsRedactor(
  settings: Pick<
    Settings,
    'anthropicApiKey' | 'openaiApiKey' | 'geminiApiKey' | 'githubToken' | 'servers' | 'serversB'
  >,
  env: NodeJS.ProcessEnv,
): Redactor {
  const servers = [
    ...loadServerConfig(settings.servers, env),
    ...(settings.serversB ? loadServerConfig(settings.serversB, env) : []),
  ];
  return runRedactor({ env, apiKeys: settingsKeys(settings), githubToken: settings.githubToken, servers });
}
