// The action's inputs, read alike by the main and the post step (both get the same INPUT_*
// variables), and the redactor built from them before anything is printed.
import { getInput } from './commands.js';
import type { Redactor } from '../sanitize/redact.js';
import { runRedactor } from '../settings/secrets.js';
import { loadServerConfig, type ServerConfig } from '../mcp/config.js';
import { settingName, settingsSchema } from '../settings/settings.js';

/** Settings that take a list: one item per line or comma. */
const LISTS = new Set(['name', 'tag', 'accept', 'models']);

/** Every setting from its action input (same kebab-case name); empty inputs are left out, so they take the defaults. */
export function readInputs(): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(settingsSchema.shape)) {
    const value = getInput(settingName(key));
    if (value === '') continue;
    raw[key] = LISTS.has(key)
      ? value
          .split(/[\n,]/)
          .map((v) => v.trim())
          .filter(Boolean)
      : value;
  }
  return raw;
}

/** The report artifact's name from raw inputs, its default the setting's (the post step has no parsed settings). */
export function artifactName(raw: Record<string, unknown>): string {
  return typeof raw.artifactName === 'string' ? raw.artifactName : settingsSchema.shape.artifactName.parse(undefined);
}

/**
 * The run's redactor from raw inputs, usable before (or without) valid settings: a server config
 * that cannot be read adds nothing here, and the run reports it.
 */
export function actionRedactor(raw: Record<string, unknown>, env: NodeJS.ProcessEnv = process.env): Redactor {
  const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
  let servers: ServerConfig[] = [];
  try {
    servers = loadServerConfig(text(raw.servers)?.trim() || undefined, env);
  } catch {
    // Reported by the run, through this same redactor.
  }
  const apiKeys = [text(raw.anthropicApiKey), text(raw.openaiApiKey), text(raw.geminiApiKey)];
  return runRedactor({ env, apiKeys, githubToken: text(raw.githubToken), servers });
}
