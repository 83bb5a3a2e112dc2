// Every option of a run, for both entry points: the action reads its inputs and the CLI its flags under the same
// kebab-case names (`pass-threshold` <-> `--pass-threshold`), both parsed here: defaults and validation exist once.
import { modeWords } from './mode-words.js';
import { z } from 'zod';
import { BASELINE_STORES } from '../baselines/store.js';
import { FAIL_ON_CONTRACT, MODES } from '../results/index.js';
import { EvalError } from '../util/errors.js';
import { parseShard, type ShardSpec } from './shard.js';
import { FAIL_ON, thresholdInversions, type Thresholds } from '../results/status.js';
import { AGENT_KINDS, isModelAgent, type AgentKind } from '../results/trajectory.js';
import { agentsUsed, missingKey, providerKey, PROVIDERS } from './providers.js';
import { camelToKebab, kebabToCamel } from '../util/text.js';
import { describeIssue } from '../util/zod.js';
import { clientSettings } from './client.js';
import { traceSettings } from './tracing.js';

/** The modes a job can have: a run's, or merge (the shards' results into one report, no scenario run). */
export const JOB_MODES = [...MODES, 'merge'] as const;
export const HISTORY_WRITE = ['auto', 'always', 'never'] as const;
const bool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const num = (min: number, max: number) => z.coerce.number().min(min).max(max);
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const countOrAuto = z.union([z.literal('auto'), int(1, 50)]);
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

export const settingsSchema = z.strictObject({
  mode: z
    .enum(JOB_MODES)
    .default('compare')
    .describe(
      'record stores baselines, compare judges against them, ' +
        'auto compares where a baseline exists and records where none does, ' +
        'accept adds the successful runs of the scenarios named by accept to their baselines as variations, ' +
        'ab runs each scenario on servers (A, the base) and servers-b (B, the head) and judges B against A, ' +
        'contract runs no scenario and compares only what the servers advertise with the stored contract, ' +
        "merge combines the results of a matrix's shards into one report",
    ),
  shard: optionalString.describe(
    'run only part k of n of the scenarios (k/n, from 1/n), as one job of a matrix; a merge job reports the suite',
  ),
  scenarios: z.string().min(1).default('scenarios/**/*.yaml').describe('glob of scenario YAML files'),
  retrievalSuites: optionalString.describe(
    'glob of retrieval suite files (YAML or JSON: graded queries for a search tool, docs/retrieval.md), run after ' +
      'the scenarios against the same servers; none by default',
  ),
  servers: optionalString.describe(
    'path of an mcp.json (mcpServers map); default one server mcpproxy at http://localhost:8081/mcp',
  ),
  serversB: optionalString.describe(
    'mode ab: the mcp.json of side B, the head (side A, the base, is servers); B is judged against A',
  ),
  abBase: optionalString.describe('mode ab: what side A is, for the reports (e.g. the base commit)'),
  abHead: optionalString.describe('mode ab: what side B is, for the reports (e.g. the head commit)'),
  abVariable: optionalString.describe(
    'mode ab with compose-file: the variable the compose file reads the image from (e.g. MCPPROXY_IMAGE); side A ' +
      'runs with it set to ab-base, side B to ab-head, each as a compose project of its own',
  ),
  abPortVariable: z
    .string()
    .min(1)
    .default('MCPPROXY_PORT')
    .describe("mode ab with compose-file: the variable the compose file publishes on, set to each side's server port"),
  agent: z
    .enum([...AGENT_KINDS, ''])
    .optional()
    .describe(
      'the agent that runs the scenarios: claude, openai (and any OpenAI-compatible server), gemini, replay or ' +
        'scripted; default claude with an Anthropic API key, else scripted',
    ),
  model: optionalString.describe(
    "the model of a model agent; default its provider's: claude-sonnet-5-5, gpt-5-mini, gemini-2.5-flash",
  ),
  models: z
    .array(z.string().trim().min(1))
    .default([])
    .describe(
      'several models, each run on every scenario, with baselines and a verdict per model: provider:model ' +
        '(openai:gpt-5-mini, gemini:gemini-2.5-flash, claude:claude-sonnet-5-5) or a model of the agent',
    ),
  userModel: optionalString.describe("the simulated users' model: provider:model or a model of the agent"),
  anthropicApiKey: optionalString.describe('key for the claude agent; falls back to ANTHROPIC_API_KEY'),
  anthropicBaseUrl: optionalString.describe('Messages API base URL (gateways, proxies)'),
  openaiApiKey: optionalString.describe('key for the openai agent; falls back to OPENAI_API_KEY'),
  openaiBaseUrl: optionalString.describe(
    'Chat Completions base URL of an OpenAI-compatible server (Azure OpenAI, OpenRouter, vLLM, Ollama, LM Studio); ' +
      'falls back to OPENAI_BASE_URL',
  ),
  geminiApiKey: optionalString.describe('key for the gemini agent; falls back to GOOGLE_API_KEY, then GEMINI_API_KEY'),
  geminiBaseUrl: optionalString.describe(
    'Gemini API base URL (gateways, proxies); falls back to GOOGLE_GEMINI_BASE_URL',
  ),
  prices: optionalString.describe(
    'JSON or YAML file of model prices (USD per million tokens), merged over the built-in table',
  ),
  exposure: z
    .enum(['gateway', 'direct'])
    .default('gateway')
    .describe('each server as one gateway tool (list, execute), or each of its tools directly'),
  gatewayList: z
    .enum(['full', 'compact'])
    .default('full')
    .describe(
      "what the gateway's list answers: every tool's name, description and input schema (full), or names and " +
        "one-line descriptions, a tool's schema on request (list with tool_name) and in every execute error (compact)",
    ),
  maxTurns: int(1, 100).default(10).describe('model turns per run before it stops'),
  runTimeoutSeconds: num(1, 3600)
    .default(300)
    .describe("wall-clock limit of one run; a scenario's timeout_seconds may ask for less, never more"),
  callTimeoutSeconds: num(0.1, 3600).default(60).describe('limit of one MCP tool call'),
  connectTimeoutSeconds: num(0.1, 600).default(30).describe('limit for connecting to a server'),
  composeFile: optionalString.describe('compose file of the service under test, brought up before and down after'),
  composeService: optionalString.describe('service in the compose file to start and reset (default all)'),
  reset: z
    .enum(['none', 'run', 'scenario'])
    .default('none')
    .describe('reset the service: never, before every run, or before every scenario'),
  resetCommand: optionalString.describe(
    "shell command that resets the service (instead of compose); also restarts it with a scenario's " +
      'config_file, named by MCP_EVAL_CONFIG_FILE',
  ),
  baselineStore: z
    .enum(BASELINE_STORES)
    .default('dir')
    .describe('where baselines live: a directory, the actions cache, or a git branch'),
  baselineKey: z.string().min(1).default('mcp-eval-baselines').describe('cache key prefix of the cache store'),
  baselineBranch: z.string().min(1).default('mcp-eval-baselines').describe('branch of the branch store'),
  baselineDir: z.string().min(1).default('baselines').describe('directory of the dir store'),
  historySize: int(0, 1000)
    .default(30)
    .describe('runs on the default branch kept in the run history next to the baselines; 0 keeps none'),
  historyWrite: z
    .enum(HISTORY_WRITE)
    .default('auto')
    .describe('add this run to the history: auto on the default branch of a GitHub Actions run, always, or never'),
  accept: z
    .array(z.string())
    .default([])
    .describe('with mode accept: the scenarios (names or ids) whose successful runs become baseline variations'),
  cacheSaveAuto: bool
    .default(false)
    .describe(
      "auto mode saves its new baselines to the actions cache too (a pull request's own entry would hide " +
        "the default branch's refreshed baselines from it)",
    ),
  runs: countOrAuto.default(1).describe('repetitions of each scenario, or auto: until the rate test decides'),
  maxRuns: int(2, 50).default(10).describe('the most runs runs: auto makes of a scenario'),
  rateAlpha: num(0.001, 0.5).default(0.05).describe('the chance of calling an unchanged pass rate a regression'),
  ratePower: num(0.5, 0.99).default(0.8).describe('the chance aimed at of catching a drop of rate-drop'),
  rateDrop: num(0.05, 0.9).default(0.3).describe('the drop of the pass rate the test is sized to catch'),
  failOnInsufficient: bool.default(false).describe('fail the check when the runs cannot tell if a pass rate fell'),
  confirmRuns: int(0, 10)
    .default(2)
    .describe(
      'with a model agent in compare mode: runs again, up to this many times, a scenario whose run would fail ' +
        'the check; it fails only if they fail too (runs in different bands: flaky)',
    ),
  modelRuns: z
    .enum(['on-change', 'always'])
    .default('on-change')
    .describe(
      'with a model agent in compare mode: replay the baseline first and run the model only when what it would ' +
        'see changed (on-change), or always run it',
    ),
  concurrency: int(1, 64).optional().describe('scenarios run at once (default 4, or 1 with reset)'),
  passThreshold: num(0, 1).default(0.8).describe('lowest score that is GOOD'),
  acceptableThreshold: num(0, 1).default(0.6).describe('lowest score that is ACCEPTABLE'),
  brokenThreshold: num(0, 1).default(0.3).describe('lowest score that is DEGRADED; below it a scenario is BROKEN'),
  failOn: z
    .enum(FAIL_ON)
    .default('broken')
    .describe('fail at this band or worse (flaky: as broken, and on a flaky scenario); ERROR fails unless never'),
  failOnSuspicious: bool
    .default(true)
    .describe(
      'fail the check when a text a server shows a model (a new or changed tool, parameter or instructions, or an ' +
        'answer) looks like tool poisoning or its kin (docs/scoring/screening.md); false lists it only',
    ),
  screeningOpinion: bool
    .default(false)
    .describe(
      "ask the model for a second opinion on each text the screening flags (the run's model agent, else the first " +
        'provider with a key): shown beside its verdict, asked once per text, never needed to pass',
    ),
  failOnContract: z
    .enum(FAIL_ON_CONTRACT)
    .default('breaking')
    .describe(
      'fail the check on a breaking change of what a server advertises (docs/scoring/contract.md), on a risky one ' +
        'too (risky), or only list them (never)',
    ),
  contractProtocol: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2}|none)$/, 'a protocol version (2025-03-26) or none')
    .default('2025-03-26')
    .describe(
      'the oldest protocol version clients still speak: the contract is also read by a client asking for it, and ' +
        'a server that answers it otherwise or refuses it is named; none reads it only with the newest',
    ),
  latencyRegression: z
    .enum(['warn', 'degrade'])
    .default('warn')
    .describe("a latency regression is only reported (warn), or lowers its scenario's status by one band (degrade)"),
  comment: bool.default(true).describe('post (and update) a sticky PR comment'),
  githubToken: optionalString.describe('token for the PR comment'),
  artifactName: z.string().min(1).default('mcp-eval-report').describe('name of the uploaded report artifact'),
  out: z
    .string()
    .min(1)
    .default('reports')
    .describe('directory for results.json, report.html, summary.md and junit.xml'),
  name: z.array(z.string()).default([]).describe('only scenarios whose name contains one of these'),
  tag: z.array(z.string()).default([]).describe('only scenarios with one of these tags'),
  ...clientSettings,
  ...traceSettings,
});

export type SettingsInput = z.input<typeof settingsSchema>;
export type Settings = Omit<z.output<typeof settingsSchema>, 'agent' | 'model' | 'concurrency'> & {
  agent: AgentKind;
  /** The model of a model agent: the setting, else its provider's default (an offline agent's is unused). */
  model: string;
  concurrency: number;
};
export type SettingKey = keyof typeof settingsSchema.shape;

/** The name of a setting as an action input and a CLI flag: `failOn` -> `fail-on`. */
export const settingName = (key: SettingKey | string): string => camelToKebab(key);
/** The setting a kebab-case name stands for: `fail-on` -> `failOn`. */
export const settingKey = (name: string): string => kebabToCamel(name);
/** Every setting's kebab-case name, in schema order. */
export const SETTING_NAMES: readonly string[] = Object.keys(settingsSchema.shape).map(settingName);

/** The band edges the settings give (a scenario may override each). */
export function settingsThresholds(
  s: Pick<Settings, 'passThreshold' | 'acceptableThreshold' | 'brokenThreshold'>,
): Thresholds {
  return { good: s.passThreshold, acceptable: s.acceptableThreshold, degraded: s.brokenThreshold };
}
const fail = (message: string) => new EvalError('config', message);

/** Validate raw settings and fill the defaults that depend on other settings. */
export function parseSettings(input: Record<string, unknown>, env: NodeJS.ProcessEnv = process.env): Settings {
  const parsed = settingsSchema.safeParse(input, { reportInput: true });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = settingName(issue.path.map(String).join('.')) || '(root)';
    throw fail(`invalid setting ${name}: ${describeIssue(issue)}`);
  }
  const s = parsed.data;
  const keys = {
    anthropicApiKey: providerKey('claude', s.anthropicApiKey, env),
    openaiApiKey: providerKey('openai', s.openaiApiKey, env),
    geminiApiKey: providerKey('gemini', s.geminiApiKey, env),
  };
  const agent = s.agent || (keys.anthropicApiKey ? 'claude' : 'scripted');
  const model = s.model ?? (isModelAgent(agent) ? PROVIDERS[agent].model : PROVIDERS.claude.model);
  checkModels(s, agent, keys);
  if (thresholdInversions(settingsThresholds(s)).length) {
    throw fail('thresholds must satisfy broken-threshold <= acceptable-threshold <= pass-threshold');
  }
  checkReset(s);
  checkAccept(s);
  checkAB(s);
  // A service reset before each scenario (or run) would be reset under the others running at once. Only the
  // default: each run then starts its own stdio servers (pipeline/serve.ts), so more at once is safe for those.
  const concurrency = s.concurrency ?? (s.reset === 'none' ? 4 : 1);
  shardOf(s);
  return { ...s, ...keys, agent, model, concurrency };
}

/** Every model agent the run uses (user-model's too) has a key, but a merge job's; not both models and model. */
function checkModels(
  s: Pick<Settings, 'mode' | 'models' | 'userModel'> & { model?: string },
  agent: AgentKind,
  keys: Pick<Settings, 'anthropicApiKey' | 'openaiApiKey' | 'geminiApiKey'>,
): void {
  if (s.models.length && s.model) {
    throw fail('model and models are both set: list every model in models (the first may be the one of model)');
  }
  if (s.mode === 'merge') return;
  const used = agentsUsed(s.models, s.userModel, agent);
  for (const kind of new Set(used)) if (isModelAgent(kind) && !keys[PROVIDERS[kind].keySetting]) throw missingKey(kind);
}

/** Mode ab needs a side B to judge against side A; side B is only for mode ab. */
function checkAB(s: Pick<Settings, 'mode' | 'serversB' | 'abVariable' | 'abBase' | 'abHead' | 'composeFile'>): void {
  if (s.mode === 'ab' && !s.serversB) {
    throw new EvalError('config', `${modeWords('ab')} needs servers-b: the mcp.json of side B (the head)`, {
      hint: 'servers is side A (the base), servers-b side B; each scenario runs on both and B is judged against A',
    });
  }
  if (s.mode === 'ab' && s.composeFile && !(s.abVariable && s.abBase && s.abHead)) {
    throw new EvalError('config', `${modeWords('ab')} with compose-file needs ab-variable, ab-base and ab-head`, {
      hint: 'ab-variable: what the compose file reads the image from (MCPPROXY_IMAGE); ab-base, ab-head: its values',
    });
  }
  if (s.mode !== 'ab' && (s.serversB || s.abVariable)) {
    const which = s.serversB ? 'servers-b' : 'ab-variable';
    throw new EvalError('config', `${which} is for mode ab; mode ${s.mode} would ignore it`);
  }
}

/**
 * This job's part of the suite (`shard: k/n`); null: all of it. The setting stays the text it was given, so parsed
 * settings parse again; parseSettings has checked it. The shard jobs run scenarios; the merge job takes no shard, it
 * finds how many there were from their results.
 */
export function shardOf(s: Pick<Settings, 'mode' | 'shard'>): ShardSpec | null {
  if (s.shard === undefined) return null;
  if (s.mode === 'merge') {
    throw new EvalError('config', 'shard is for the jobs that run the scenarios; mode merge takes no shard', {
      hint: 'remove shard from the merge job: it finds the shards from their artifacts (or the results.json files)',
    });
  }
  if (s.mode === 'accept') {
    throw new EvalError('config', `shard is for the jobs of a check; ${modeWords('accept')} takes no shard`, {
      hint: 'accept names the scenarios it runs: run it in one job, without shard',
    });
  }
  return parseShard(s.shard);
}

/** A reset with nothing to run would silently leave state between runs: the user's to fix. (A reset-command with reset
 * none runs when a config_file changes the service, known once the scenarios are loaded: checkResetCommandRuns.) */
function checkReset(s: Pick<Settings, 'reset' | 'resetCommand' | 'composeFile'>): void {
  if (s.reset !== 'none' && !s.resetCommand && !s.composeFile) {
    throw fail(
      `reset ${s.reset} needs something that resets the service: set reset-command (a shell command) ` +
        'or compose-file (the action restarts the compose service), or set reset none',
    );
  }
}

/** Accepting names what it accepts, and only accepting takes names to accept: either alone is a slip. */
function checkAccept(s: Pick<Settings, 'mode' | 'accept'>): void {
  if (s.mode === 'accept' && !s.accept.length)
    throw fail('mode accept needs the scenarios to accept: set accept to their names or ids');
  if (s.mode !== 'accept' && s.accept.length)
    throw fail(
      `accept names scenarios for mode accept, and the mode is ${s.mode}: set mode accept, or leave accept empty`,
    );
}
