// Every option of a run, for both entry points: the action reads its inputs and the CLI its
// flags under the same kebab-case names (`pass-threshold` <-> `--pass-threshold`), and both
// parse them here, so defaults and validation exist once.
import { z } from 'zod';
import { FAIL_ON } from './status.js';

const bool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const num = (min: number, max: number) => z.coerce.number().min(min).max(max);
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

export const settingsSchema = z.strictObject({
  mode: z.enum(['record', 'compare', 'auto']).default('compare'),
  scenarios: z.string().min(1).default('scenarios/**/*.yaml'),
  servers: optionalString.describe('mcp.json path; default one server mcpproxy at http://localhost:8081/mcp'),
  agent: z.enum(['claude', 'replay', 'scripted', '']).optional().describe('default claude with an API key, else scripted'),
  model: z.string().min(1).default('claude-sonnet-5-5'),
  anthropicApiKey: optionalString,
  anthropicBaseUrl: optionalString,
  prices: optionalString.describe('JSON or YAML file of model prices (USD per million tokens), merged over the built-in table'),
  exposure: z.enum(['gateway', 'direct']).default('gateway'),
  maxTurns: int(1, 100).default(10),
  runTimeoutSeconds: num(1, 3600).default(300),
  callTimeoutSeconds: num(0.1, 3600).default(60),
  connectTimeoutSeconds: num(0.1, 600).default(30),
  composeFile: optionalString,
  composeService: optionalString,
  reset: z.enum(['none', 'run', 'scenario']).default('none'),
  resetCommand: optionalString,
  baselineStore: z.enum(['dir', 'cache', 'branch']).default('dir'),
  baselineKey: z.string().min(1).default('mcp-eval-baselines'),
  baselineBranch: z.string().min(1).default('mcp-eval-baselines'),
  baselineDir: z.string().min(1).default('baselines'),
  runs: int(1, 50).default(1),
  concurrency: int(1, 64).optional(),
  passThreshold: num(0, 1).default(0.8),
  acceptableThreshold: num(0, 1).default(0.6),
  brokenThreshold: num(0, 1).default(0.3),
  failOn: z.enum(FAIL_ON).default('broken'),
  comment: bool.default(true),
  githubToken: optionalString,
  artifactName: z.string().min(1).default('mcp-eval-report'),
  out: z.string().min(1).default('reports'),
  name: z.array(z.string()).default([]).describe('only scenarios whose name contains one of these'),
  tag: z.array(z.string()).default([]).describe('only scenarios with one of these tags'),
});

export type SettingsInput = z.input<typeof settingsSchema>;
export type ParsedSettings = z.output<typeof settingsSchema>;
export type Settings = Omit<ParsedSettings, 'agent' | 'concurrency'> & {
  agent: 'claude' | 'replay' | 'scripted';
  concurrency: number;
};

export class SettingsError extends Error {}

export function kebabToCamel(name: string): string {
  return name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** Validate raw settings and fill the defaults that depend on other settings. */
export function parseSettings(input: Record<string, unknown>, env: NodeJS.ProcessEnv = process.env): Settings {
  const parsed = settingsSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = issue.path.map(String).join('.').replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
    throw new SettingsError(`invalid setting ${key || '(root)'}: ${issue.message}`);
  }
  const s = parsed.data;
  const apiKey = s.anthropicApiKey ?? (env.ANTHROPIC_API_KEY?.trim() || undefined);
  const agent = s.agent || (apiKey ? 'claude' : 'scripted');
  if (agent === 'claude' && !apiKey) {
    throw new SettingsError('agent claude needs an Anthropic API key: set anthropic-api-key or ANTHROPIC_API_KEY, or use agent scripted|replay');
  }
  if (!(s.brokenThreshold <= s.acceptableThreshold && s.acceptableThreshold <= s.passThreshold)) {
    throw new SettingsError('thresholds must satisfy broken-threshold <= acceptable-threshold <= pass-threshold');
  }
  // A shared service reset between scenarios cannot serve two scenarios at once.
  const concurrency = s.concurrency ?? (s.reset === 'none' ? 4 : 1);
  return { ...s, anthropicApiKey: apiKey, agent, concurrency };
}
