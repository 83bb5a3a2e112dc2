// The pipeline shared by the action and the CLI: load scenarios and servers, run each
// scenario through the agent, record or compare against baselines, and produce the
// RunReport (results.json). No GitHub, no process.exit: the entry points publish.
import { agentFromSettings } from './agents/index.js';
import type { Agent } from './agents/agent.js';
import type { Baseline, BaselineStore, LoadedBaseline } from './baselines/index.js';
import { addVariations, MAX_VARIATIONS, staleReason } from './baselines/index.js';
import {
  checkResetCommandRuns,
  planConfigGroups,
  ServiceConfig,
  type ConfigPlan,
  type Restart,
} from './config-groups.js';
import { gitInfo } from './git.js';
import { summarizeRun, type HistoryAppend, type HistoryEntry, type HistoryRead } from './history.js';
import type { Evaluation, HistorySection, RunReport, RunResult, ScenarioResult, ShardSection } from './results.js';
import { notRunResult, RESULTS_SCHEMA_VERSION, tally } from './results.js';
import type { ResolvedConfig } from './scenario/config-file.js';
import { loadScenarios } from './scenario/loader.js';
import { formatProblem, type Scenario } from './scenario/schema.js';
import {
  aggregate,
  checkCriteria,
  closestVariation,
  criteriaCap,
  criterionLabel,
  evaluate,
  execStatus,
  explainToolChanges,
  findCauses,
  judgeStatements,
  LATENCY_METRICS,
  latencyCap,
  performanceRegressions,
  recordedVerdicts,
  serverVersions,
  transcriptText,
  type Verdict,
} from './scoring/index.js';
import {
  createToolHost,
  freshServers,
  poolFrom,
  SharedServers,
  type ServerConfig,
  type ServerPool,
  type ServerSource,
} from './servers/index.js';
import { settingsThresholds, shardOf, type Mode, type Settings } from './settings.js';
import { splitSuite, type ShardSpec } from './shard.js';
import { band, fails, thresholdInversions, type Thresholds } from './status.js';
import {
  addUsage,
  emptyUsage,
  Recorder,
  type ConfigRef,
  type GitInfo,
  type ToolCallRecord,
  type Trajectory,
} from './trajectory.js';
import { VERSION } from './version.js';
import { errorMessage, EvalError, isEvalError, type ErrorKind } from './errors.js';
import { noRedaction, type Redactor } from './reports/redact.js';
import { mapLimit } from './util/pool.js';

export type ProgressEvent =
  | { type: 'scenario-start'; index: number; total: number; id: string; name: string }
  | { type: 'step'; id: string; text: string }
  | { type: 'scenario-end'; index: number; total: number; result: ScenarioResult };

/** The run history's part in a run (history.ts). */
export interface HistoryPlan {
  /** Runs the store keeps (history-size). */
  keep: number;
  /** Add this run to the stored history: a run on the default branch (execute.ts decides). */
  write: boolean;
}

export interface RunDeps {
  servers: ServerConfig[];
  store: BaselineStore;
  /** Read the store's run history into the report, and add this run to it when `write`; absent: neither. */
  history?: HistoryPlan;
  /**
   * Resets the shared service (compose restart or a command) with a configuration: a scenario's
   * config_file as an absolute path, or null for the default. Called per settings.reset, and before
   * each group of scenarios whose configuration differs from the one the service runs with.
   */
  reset?: Restart;
  agent?: Agent;
  progress?: (event: ProgressEvent) => void;
  log?: (line: string) => void;
  /** Applied to every trajectory as its run ends, so baselines, scores and reports never see a secret. */
  redact?: Redactor;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

export async function run(settings: Settings, deps: RunDeps): Promise<RunReport> {
  runMode(settings);
  const started = new Date();
  const cwd = deps.cwd ?? process.cwd();
  const env = deps.env ?? process.env;
  const log = deps.log ?? (() => {});
  const git = await gitInfo(cwd, env);
  const agent = deps.agent ?? agentFromSettings(settings, env);

  const loaded = await loadScenarios(settings.scenarios, { cwd });
  const problems = loaded.problems.map(formatProblem);
  const suite = loaded.scenarios.filter((s) => s.enabled && matchesFilters(s, settings));
  const problemCount = problems.length ? `, ${problems.length} problem(s)` : '';
  log(`${suite.length} scenario(s) from ${settings.scenarios}${problemCount}`);

  checkAcceptNames(settings, loaded.scenarios);
  checkResetCommandRuns(settings, suite);
  const storeError = await prepareStore(deps.store, log);
  // A history the store could not be read for is neither shown nor written over.
  const history = deps.history && !storeError ? await readHistory(deps.store, log) : null;
  const spec = shardOf(settings);
  const part = spec ? await shardPart(suite, spec, settings, storeError, deps.store, log) : null;
  const scenarios = part?.scenarios ?? suite;

  const plan = await planConfigGroups(scenarios, cwd, deps.reset !== undefined);
  const source = serverSource(settings);
  const outcomes = await runGroups(plan, { settings, deps, agent, git, storeError, source }, log).finally(() =>
    source.drop(),
  );
  const results = outcomes.map((o) => o.result);
  const toSave = outcomes.flatMap((o) => (o.baseline ? [o.baseline] : []));

  const report = (section?: HistorySection) =>
    buildReport(settings, results, problems, { git, started, agent, history: section, shard: part?.section });
  const saving = savesIn(settings, deps.store) ? toSave : [];
  if (saving.length < toSave.length) {
    log(
      `auto mode: ${toSave.length} new baseline(s) not saved to the actions cache (only mode record saves there, ` +
        'unless cache-save-auto is set)',
    );
  }
  // Redacted like the report: the line outlives the run in the store.
  const line = () => (deps.redact ?? noRedaction)(summarizeRun(report()));
  const kept = history && deps.history ? { read: history, plan: deps.history, line } : null;
  return report(await saveToStore(deps.store, saving, kept, results, log));
}

/** A run's mode: a merge job runs no scenario (merge.ts combines the shards' results). */
function runMode(settings: Settings): Mode {
  if (settings.mode === 'merge') throw new EvalError('usage', 'mode merge runs no scenario: it merges shard results');
  return settings.mode;
}

/** This job's part of the suite and the whole split (shard.ts), by the durations of the baselines in the store. */
async function shardPart(
  suite: Scenario[],
  { index, total }: ShardSpec,
  settings: Settings,
  storeError: string | null,
  store: BaselineStore,
  log: (line: string) => void,
): Promise<{ scenarios: Scenario[]; section: ShardSection }> {
  // Every shard must read the same durations. A recording shard writes to the branch or dir store as it goes, and a
  // shard that starts later would read its new baselines: split by hash then. (The cache store is written only by
  // the merge job.) Read a few at a time: a branch store reads each with a git process.
  const stable = !storeError && (settings.mode === 'compare' || store.kind === 'cache');
  const durations = stable
    ? await mapLimit(suite, 8, (s) => baselineDuration(s, settings.runs, store))
    : suite.map(() => null);
  const { by, shards } = splitSuite(
    suite.map((s, i) => ({ id: s.id, durationMs: durations[i] })),
    total,
  );
  const scenarios = suite.filter((_, i) => shards[i] === index);
  const how = by === 'duration' ? "by the baselines' durations" : 'by a hash of the scenario ids';
  log(`shard ${index}/${total}: ${scenarios.length} of the suite's ${suite.length} scenario(s), split ${how}`);
  const entries = suite.map((s, i) => ({ id: s.id, name: s.name, file: s.file, shard: shards[i] }));
  return { scenarios, section: { index, total, by, suite: entries } };
}

/** A scenario's expected time, from its baseline's runs; null without one (one that cannot be read: its run says). */
async function baselineDuration(s: Scenario, runs: number, store: BaselineStore): Promise<number | null> {
  const loaded = await store.load(s.id).catch(() => null);
  if (!loaded) return null;
  const t = loaded.baseline.trajectories;
  return (t.reduce((sum, r) => sum + r.duration_ms, 0) / t.length) * (s.runs ?? runs);
}

/** The store's run history, its skipped lines logged; null when it cannot be read (then it is not written either). */
export async function readHistory(store: BaselineStore, log: (line: string) => void): Promise<HistoryRead | null> {
  try {
    const history = await store.loadHistory();
    for (const w of history.warnings) log(w);
    log(history.source ? `history: ${history.entries.length} run(s) from ${history.source}` : 'history: none yet');
    return history;
  } catch (e) {
    log(`history: not read, and this run is not added to it: ${errorMessage(e)}`);
    return null;
  }
}

/**
 * Without a reset, a server is started (or connected to) once and shared by the scenarios that use it,
 * concurrent ones included: state a scenario leaves in it is what the next one finds, as with the
 * service itself. A reset asks for a clean state: then each run starts its own servers and connections,
 * as the reset restarts the service.
 */
function serverSource(settings: Settings): ServerSource {
  const connect = { connectTimeoutMs: settings.connectTimeoutSeconds * 1000 };
  return settings.reset === 'none' ? new SharedServers(connect) : freshServers(connect);
}

/** A group's configuration, and how its restart went. */
interface GroupState {
  config: ResolvedConfig | null;
  /** Restarted with this configuration just now: the first reset of the group is already done. */
  fresh: boolean;
  /** Why the group's scenarios cannot run (a failed restart, a missing config file). */
  error: string | null;
}

type RunContext = Omit<ScenarioContext, 'group' | 'step'>;
interface Item {
  scenario: Scenario;
  group: GroupState;
}

/** The groups one after the other, each after its restart; then the scenarios whose configuration failed. */
async function runGroups(plan: ConfigPlan, base: RunContext, log: (line: string) => void): Promise<ScenarioOutcome[]> {
  const service = new ServiceConfig(base.deps.reset);
  const total = plan.groups.reduce((n, g) => n + g.scenarios.length, plan.failed.length);
  const counter = { next: 0, total };
  const outcomes: ScenarioOutcome[] = [];
  for (const { config, scenarios } of plan.groups) {
    const group: GroupState = { config, fresh: false, error: null };
    // Groups differ in configuration, so the service restarts between them: what was connected to it goes.
    await base.source.drop();
    try {
      group.fresh = await service.use(config);
      if (group.fresh) log(`service restarted with ${config ? `config_file ${config.path}` : 'its default config'}`);
    } catch (e) {
      group.error = errorMessage(e);
      log(group.error);
    }
    outcomes.push(
      ...(await runPool(
        scenarios.map((scenario) => ({ scenario, group })),
        base,
        counter,
      )),
    );
  }
  const failed = plan.failed.map(({ scenario, error }) => ({ scenario, group: { config: null, fresh: false, error } }));
  outcomes.push(...(await runPool(failed, base, counter)));
  return outcomes;
}

/** Runs the items `concurrency` at a time; results in the items' order. */
async function runPool(
  items: Item[],
  base: RunContext,
  counter: { next: number; total: number },
): Promise<ScenarioOutcome[]> {
  const { progress } = base.deps;
  return mapLimit(items, Math.max(1, base.settings.concurrency), async ({ scenario, group }) => {
    const index = counter.next++;
    const total = counter.total;
    progress?.({ type: 'scenario-start', index, total, id: scenario.id, name: scenario.name });
    const step = (text: string) => progress?.({ type: 'step', id: scenario.id, text });
    const outcome = await runScenario(scenario, { ...base, group, step });
    progress?.({ type: 'scenario-end', index, total, result: outcome.result });
    return outcome;
  });
}

/**
 * Prepared in every mode, so the log says what the store holds (a recording merges with it).
 * A store that cannot be read fails only the scenarios that need a baseline: returns why, for each to say.
 */
export async function prepareStore(store: BaselineStore, log: (line: string) => void): Promise<string | null> {
  try {
    log(await store.prepare());
    return null;
  } catch (e) {
    const storeError = `the ${store.kind} baseline store could not be read: ${errorMessage(e)}`;
    log(`baselines: ${storeError}`);
    return storeError;
  }
}

/**
 * Whether this run saves what it recorded. A cache entry saved by a pull request is the one that pull
 * request restores from then on (GitHub prefers a branch's own scope), so an auto-mode run in a PR that
 * saved would never see the default branch's refreshed baselines again: only record mode, and accept (the
 * refresh workflow's other mode), save to the cache, unless asked.
 */
function savesIn(settings: Settings, store: BaselineStore): boolean {
  return store.kind !== 'cache' || settings.mode === 'record' || settings.mode === 'accept' || settings.cacheSaveAuto;
}

/** The history a run read, whether it adds itself (the plan), and its line, made only if it does. */
export interface KeptHistory {
  read: HistoryRead;
  plan: HistoryPlan;
  line: () => HistoryEntry;
}

/**
 * The recorded baselines and this run's history line, in one write; the report's history section. Recording that
 * cannot be stored is a failure of every recorded scenario, said once each; a history line that cannot be stored is
 * only logged.
 */
export async function saveToStore(
  store: BaselineStore,
  baselines: Baseline[],
  history: KeptHistory | null,
  results: ScenarioResult[],
  log: (line: string) => void,
): Promise<HistorySection | undefined> {
  const append = history?.plan.write ? { entry: history.line(), keep: history.plan.keep } : undefined;
  const saved = await saveAll(store, baselines, append, results, log);
  return history ? { source: history.read.source, runs: history.read.entries, added: saved && !!append } : undefined;
}

async function saveAll(
  store: BaselineStore,
  baselines: Baseline[],
  history: HistoryAppend | undefined,
  results: ScenarioResult[],
  log: (line: string) => void,
): Promise<boolean> {
  if (!baselines.length && !history) return false;
  try {
    const where = await store.save(baselines, history);
    const what = [baselines.length ? `${baselines.length} baseline(s)` : '', history ? 'this run to the history' : ''];
    log(`saved ${what.filter(Boolean).join(' and ')} to ${where}`);
    return true;
  } catch (e) {
    const error = `saving baseline failed: ${errorMessage(e)}`;
    for (const r of results) if (r.status === 'RECORDED') Object.assign(r, { status: 'ERROR', error });
    if (history) log(`history: this run was not added: ${errorMessage(e)}`);
    return false;
  }
}

interface ScenarioContext {
  settings: Settings;
  deps: RunDeps;
  agent: Agent;
  git: GitInfo;
  /** Why the baseline store could not be read, if it could not. */
  storeError: string | null;
  /** Where each run's servers come from: shared across the run's scenarios, or its own. */
  source: ServerSource;
  group: GroupState;
  step: (text: string) => void;
}

/** The configuration recorded with a run: the path as given and the file's hash. */
function configRef(group: GroupState): ConfigRef | null {
  return group.config && { path: group.config.path, hash: group.config.hash };
}

function matchesFilters(s: Scenario, settings: Settings): boolean {
  const byName =
    !settings.name.length || settings.name.some((n) => s.name.toLowerCase().includes(n.toLowerCase()) || s.id === n);
  const byTag = !settings.tag.length || settings.tag.some((t) => s.tags.includes(t));
  const accepted = settings.mode !== 'accept' || settings.accept.some((n) => isNamed(s, n));
  return byName && byTag && accepted;
}

/** Accepting is exact: the scenario's id, or its whole name (any case). */
function isNamed(s: Scenario, name: string): boolean {
  return s.id === name || s.name.toLowerCase() === name.toLowerCase();
}

/** A name to accept that names no scenario is a typo: said before anything runs. */
function checkAcceptNames(settings: Settings, scenarios: Scenario[]): void {
  const unknown = settings.accept.filter((n) => !scenarios.some((s) => isNamed(s, n)));
  if (!unknown.length) return;
  throw new EvalError('config', `accept: no scenario with the id or name ${unknown.map((n) => `"${n}"`).join(', ')}`, {
    hint: `scenarios in ${settings.scenarios}: ${scenarios.map((s) => s.id).join(', ') || 'none'}`,
  });
}

export function scenarioThresholds(s: Scenario, settings: Settings): Thresholds {
  const fallback = settingsThresholds(settings);
  return {
    good: s.thresholds?.good ?? fallback.good,
    acceptable: s.thresholds?.acceptable ?? fallback.acceptable,
    degraded: s.thresholds?.degraded ?? fallback.degraded,
  };
}

/** A scenario's result, and the baseline to save when it was recorded. */
interface ScenarioOutcome {
  result: ScenarioResult;
  baseline: Baseline | null;
}

/**
 * What a scenario does with its baseline. Recording gives the runs a baseline only when the
 * replay agent needs one to re-issue; comparing always has one, and says where it came from.
 */
type Plan = { mode: 'record'; baseline: Baseline | null } | ComparePlan;
/** Accepting compares too, then adds the successful runs to the baseline as variations. */
type ComparePlan = { mode: 'compare' | 'accept' } & LoadedBaseline;

/**
 * One scenario: resolve its baseline, run it, then record or compare. Each step throws an
 * EvalError when the scenario cannot go on; it is caught here, once, and becomes the ERROR
 * result. `result` is filled in as the steps go, so an ERROR still carries the runs, usage,
 * action and baseline that the scenario got to.
 */
async function runScenario(scenario: Scenario, ctx: ScenarioContext): Promise<ScenarioOutcome> {
  const started = Date.now();
  const result = errorResult(scenario, ctx.settings, null);
  if (ctx.group.config) result.config = configRef(ctx.group);
  try {
    if (ctx.group.error) throw new EvalError('service', ctx.group.error);
    checkThresholds(scenario, result.thresholds);
    const plan = await resolveBaseline(scenario, ctx);
    const servers = selectServers(scenario, ctx.deps.servers);
    await runAll(scenario, servers, plan.baseline, result, ctx);
    result.usage = result.runs.reduce((u, r) => addUsage(u, r.trajectory.usage), emptyUsage());
    result.duration_ms = Date.now() - started;
    if (plan.mode === 'record') return { result, baseline: recordRuns(scenario, result, ctx) };
    compareRuns(scenario, plan, result, ctx);
    return { result, baseline: plan.mode === 'accept' ? acceptRuns(scenario, plan.baseline, result, ctx) : null };
  } catch (e) {
    if (isEvalError(e)) return { result: fail(result, e.message, started), baseline: null };
    // Not a step saying why the scenario cannot go on, but a bug: said as one.
    return { result: errorResult(scenario, ctx.settings, `internal error: ${errorMessage(e)}`), baseline: null };
  }
}

/** Rethrows what a dependency threw as the EvalError a step fails with, message unchanged. */
function failWith(kind: ErrorKind): (e: unknown) => never {
  return (e) => {
    throw new EvalError(kind, errorMessage(e), { cause: e });
  };
}

/** The file's own order is checked by the loader; a partial override can still cross the settings'. */
function checkThresholds(scenario: Scenario, thresholds: Thresholds): void {
  if (!thresholdInversions(thresholds).length) return;
  const { good, acceptable, degraded } = thresholds;
  throw new EvalError(
    'config',
    `${scenario.file}: thresholds out of order after merging with the settings: ` +
      `good ${good}, acceptable ${acceptable}, degraded ${degraded} (each must be at least the next): ` +
      "set all three in the scenario's thresholds",
  );
}

/** Which baseline, if any, and so whether this scenario records or compares. */
async function resolveBaseline(scenario: Scenario, ctx: ScenarioContext): Promise<Plan> {
  const { mode, agent } = ctx.settings;
  const loaded = mode !== 'record' || agent === 'replay' ? await loadBaseline(scenario, ctx) : null;
  if (loaded && mode === 'accept') return { mode: 'accept', ...loaded };
  if (loaded && mode !== 'record') return { mode: 'compare', ...loaded };
  if (mode === 'accept') {
    throw new EvalError(
      'baseline',
      `no baseline for scenario "${scenario.id}" to add a variation to: record it first (mode record)`,
    );
  }
  if (mode === 'compare') {
    throw new EvalError(
      'baseline',
      `no baseline for scenario "${scenario.id}" in the ${ctx.deps.store.kind} store: ` +
        'run with mode record (or auto) first',
    );
  }
  if (agent === 'replay' && !loaded) {
    throw new EvalError('baseline', `the replay agent needs a baseline for "${scenario.id}" and none was found`);
  }
  return { mode: 'record', baseline: loaded?.baseline ?? null };
}

async function loadBaseline(scenario: Scenario, ctx: ScenarioContext): Promise<LoadedBaseline | null> {
  if (ctx.storeError) {
    // auto must not record a scenario whose baseline may exist in a store it could not read.
    const why =
      ctx.settings.mode === 'auto'
        ? `${ctx.storeError} (auto mode records only a scenario the store says has no baseline)`
        : ctx.storeError;
    throw new EvalError('baseline', why);
  }
  return ctx.deps.store.load(scenario.id).catch(failWith('baseline'));
}

/** The servers a scenario may use; naming the unknown ones when it asks for any. */
function selectServers(scenario: Scenario, all: ServerConfig[]): ServerConfig[] {
  const wanted = scenario.servers;
  if (!wanted) return all;
  const unknown = wanted.filter((n) => !all.some((c) => c.name === n));
  if (unknown.length) {
    throw new EvalError(
      'config',
      `scenario uses server(s) ${unknown.map((n) => `"${n}"`).join(', ')} not in the server configuration ` +
        `(known: ${all.map((c) => c.name).join(', ')})`,
    );
  }
  return all.filter((c) => wanted.includes(c.name));
}

/** What one scenario may use: its own values, capped by the settings'. */
interface RunLimits {
  runs: number;
  maxTurns: number;
  timeoutMs: number;
}

/**
 * A scenario may ask for fewer runs, turns or seconds than the settings allow, never more: the
 * settings are the workflow's, the scenario file may come from the pull request under test (and so
 * could run up the API bill, or overflow a timer). A capped value is said in the log.
 */
function scenarioLimits(scenario: Scenario, settings: Settings, log: (line: string) => void): RunLimits {
  const cap = (field: string, asked: number | undefined, setting: string, limit: number): number => {
    if (asked === undefined) return limit;
    if (asked > limit) log(`${scenario.file}: ${field} ${asked} is above the limit of ${setting} (${limit}): capped`);
    return Math.min(asked, limit);
  };
  return {
    runs: cap('runs', scenario.runs, 'runs', settings.runs),
    maxTurns: cap('max_turns', scenario.max_turns, 'max-turns', settings.maxTurns),
    timeoutMs:
      cap('timeout_seconds', scenario.timeout_seconds, 'run-timeout-seconds', settings.runTimeoutSeconds) * 1000,
  };
}

/** Runs the scenario as many times as asked, resetting the service as settings.reset says. */
async function runAll(
  scenario: Scenario,
  servers: ServerConfig[],
  baseline: Baseline | null,
  result: ScenarioResult,
  ctx: ScenarioContext,
): Promise<void> {
  const { settings, deps } = ctx;
  const limits = scenarioLimits(scenario, settings, deps.log ?? (() => {}));
  const { runs } = limits;
  for (let i = 0; i < runs; i++) {
    if (deps.reset && (settings.reset === 'run' || (settings.reset === 'scenario' && i === 0))) {
      // The group's restart with its configuration just happened: that is this reset.
      if (ctx.group.fresh) ctx.group.fresh = false;
      else {
        ctx.step('resetting the service');
        // A service that cannot be reset would give this scenario a dirty state: ERROR, not a score.
        await deps.reset(ctx.group.config?.file ?? null).catch(failWith('service'));
      }
    }
    const baselineRun = baseline ? (baseline.trajectories[i % baseline.trajectories.length] ?? null) : null;
    const step = (t: string) => ctx.step(runs > 1 ? `run ${i + 1}/${runs}: ${t}` : t);
    result.runs.push(await runOnce(scenario, i, servers, baselineRun, { ...ctx, step, limits }));
  }
}

/**
 * The first run's error: a run that failed (a model API error, or a server or agent that threw)
 * leaves the scenario without a score or a baseline. Thrown as kind `call`; the result keeps the message.
 */
function runError(runs: RunResult[]): string | null {
  return runs.find((r) => r.error)?.error ?? null;
}

/**
 * Marks the scenario recorded and returns its baseline: each successful run is a variation (a run that failed, or
 * missed a success criterion, is left out with a warning; when none succeeded, every run is kept). A run that
 * failed to run or was cut short gives no baseline.
 */
function recordRuns(scenario: Scenario, result: ScenarioResult, ctx: ScenarioContext): Baseline {
  result.action = 'recorded';
  const error = runError(result.runs);
  if (error) throw new EvalError('call', error);
  // A run that was cut short is no reference for later runs: nothing is saved for this scenario.
  const cut = result.runs.find((r) => r.trajectory.stop_reason === 'timeout' || r.trajectory.stop_reason === 'error');
  if (cut) {
    const runs = result.runs.length;
    const which = runs > 1 ? `run ${cut.run_index + 1}/${runs} ` : '';
    const why = cut.trajectory.error ?? cut.trajectory.stop_reason;
    throw new EvalError('baseline', `not recorded as a baseline: ${which}stopped early: ${why}`);
  }
  const interrupted = firstInterruptedCall(result.runs);
  if (interrupted) throw new EvalError('call', `not recorded as a baseline: ${interrupted}`);
  const successful = result.runs.filter(succeeded);
  const kept = successful.length ? successful : result.runs;
  const trajectories = kept.map((r) => r.trajectory);
  result.status = 'RECORDED';
  result.servers = serverVersions([], trajectories[trajectories.length - 1].servers);
  const left = result.runs.filter((r) => !kept.includes(r)).map((r) => `run ${r.run_index + 1}`);
  const leftOut = left.length ? [`not kept as a variation (it did not succeed): ${left.join(', ')}`] : [];
  const warnings = [...unmetCriteria(result.runs), ...leftOut];
  if (warnings.length) result.warnings = warnings;
  return toBaseline(scenario, trajectories, ctx);
}

/** A run that did the work: every call answered, every success criterion it could check met. */
function succeeded(r: RunResult): boolean {
  return execStatus(r.trajectory) === 'SUCCESS' && !(r.trajectory.criteria ?? []).some((c) => c.status === 'unmet');
}

/** A recording is the reference later runs are held to: a criterion its own run missed is worth a warning. */
function unmetCriteria(runs: RunResult[]): string[] {
  return runs.flatMap((r) =>
    (r.trajectory.criteria ?? [])
      .filter((c) => c.status === 'unmet')
      .map((c) => `${runs.length > 1 ? `run ${r.run_index + 1}: ` : ''}success criterion not met: ${c.criterion}`),
  );
}

/**
 * The first call the harness could not complete (the server exited, no answer in time, the transport
 * failed), said as `[run i/n ]call k (<id>): <why>`; null when every call completed. Such a run shows
 * the harness's trouble, not the server's behaviour: no reference for later runs.
 */
function firstInterruptedCall(runs: RunResult[]): string | null {
  for (const r of runs) {
    const calls = r.trajectory.messages.filter((m): m is ToolCallRecord => m.type === 'tool_call');
    const i = calls.findIndex((c) => c.interrupted);
    if (i < 0) continue;
    const which = runs.length > 1 ? `run ${r.run_index + 1}/${runs.length} ` : '';
    return `${which}call ${i + 1} (${calls[i].id}): ${calls[i].harness_error ?? 'interrupted'}`;
  }
  return null;
}

/**
 * Accepting: the compared runs that succeeded are added to the baseline as variations (MAX_VARIATIONS at most, the
 * oldest dropped); the scenario is RECORDED, its comparison kept in the runs. None succeeded: nothing is accepted.
 * The baseline now answers to the scenario file and configuration the accepted runs ran with: it is no longer stale.
 */
function acceptRuns(scenario: Scenario, baseline: Baseline, result: ScenarioResult, ctx: ScenarioContext): Baseline {
  const accepted = result.runs.filter(succeeded);
  if (!accepted.length) {
    const how = result.runs.map((r) => `run ${r.run_index + 1}: ${r.evaluation?.current_status ?? 'not run'}`);
    throw new EvalError('baseline', `nothing accepted: no run succeeded (${how.join(', ')})`);
  }
  const added = addVariations(
    baseline,
    accepted.map((r) => r.trajectory),
  );
  const of = added.baseline.trajectories.length;
  const notes = accepted.map((r, i) => {
    const e = r.evaluation!;
    const against = `against variation ${variationNumber(baseline, r.baseline_run_index)}`;
    const as = `variation ${of - accepted.length + i + 1} of ${of}`;
    return `run ${r.run_index + 1} accepted as ${as} (${against} it scored ${e.score.toFixed(2)} ${e.status})`;
  });
  const dropped = added.dropped.length
    ? [`oldest variation(s) dropped to keep ${MAX_VARIATIONS}: ${added.dropped.length}`]
    : [];
  Object.assign(result, { action: 'accepted', status: 'RECORDED', score: null, aggregate: null });
  // Judged against the baseline it now belongs to: no longer news.
  delete result.performance;
  result.warnings = [...notes, ...dropped];
  const { config: _, ...rest } = added.baseline;
  const config = configRef(ctx.group);
  return { ...rest, scenario_file: scenario.file, scenario_hash: scenario.content_hash, ...(config ? { config } : {}) };
}

/** 1-based position of a baseline run among the baseline's variations. */
function variationNumber(baseline: Baseline, runIndex: number | null): number {
  return baseline.trajectories.findIndex((t) => t.run_index === runIndex) + 1;
}

/** Where the baseline came from and what changed on its servers, in the result. */
function describeBaseline(scenario: Scenario, plan: ComparePlan, result: ScenarioResult, ctx: ScenarioContext): void {
  const { baseline, source } = plan;
  const current = result.runs[result.runs.length - 1].trajectory;
  const stale = staleReason(baseline, scenario, configRef(ctx.group));
  result.action = 'compared';
  result.baseline = {
    source,
    recorded_at: baseline.recorded_at,
    stale: stale !== null,
    ...(stale ? { stale_reason: stale } : {}),
    git: baseline.git,
    agent: baseline.agent,
    model: baseline.model,
  };
  result.baseline_trajectories = baseline.trajectories;
  result.servers = serverVersions(baseline.servers, current.servers);
  result.tool_changes = explainToolChanges(baseline.servers, current.servers);
}

/**
 * Scores each run against its closest baseline variation, then the scenario: the mean of its runs, capped by a
 * lost success criterion, and lowered one band by a latency regression under latency-regression degrade.
 */
function compareRuns(scenario: Scenario, plan: ComparePlan, result: ScenarioResult, ctx: ScenarioContext): void {
  describeBaseline(scenario, plan, result, ctx);
  const variations = plan.baseline.trajectories;
  const scores: number[] = [];
  for (const r of result.runs) {
    if (r.error) continue;
    Object.assign(r, judgeByVariations(scenario, variations, r.trajectory, result.thresholds));
    scores.push(r.evaluation!.score);
  }
  const error = runError(result.runs);
  if (error) throw new EvalError('call', error);
  const t = result.thresholds;
  const agg = aggregate(scores, t);
  // A lost criterion caps the scenario, not only its run: the mean of the runs must not lift it out.
  const lost = result.runs.some((r) => r.evaluation?.criteria?.some((c) => c.regressed));
  const capped = lost ? Math.min(agg.mean, criteriaCap(t, scenario.criteria_regression)) : agg.mean;
  const regressions = performanceRegressions(
    variations,
    result.runs.map((r) => r.trajectory),
  );
  const slower = regressions.some((f) => LATENCY_METRICS.includes(f.metric));
  const score = slower && ctx.settings.latencyRegression === 'degrade' ? latencyCap(capped, t) : capped;
  result.performance = { regressions, degraded: score < capped };
  Object.assign(result, { aggregate: agg, score, status: band(score, t) });
}

/**
 * The run against every variation of the baseline; the closest one (highest score, then trajectory score, then
 * first) is the one it is judged by. With several, the scores against each are kept for the reports.
 */
function judgeByVariations(
  scenario: Scenario,
  variations: Trajectory[],
  current: Trajectory,
  thresholds: Thresholds,
): Pick<RunResult, 'baseline_run_index' | 'evaluation' | 'variation_scores'> {
  const evaluations = variations.map((b) => evaluateRun(scenario, b, current, thresholds));
  const best = closestVariation(evaluations);
  return {
    baseline_run_index: variations[best].run_index,
    evaluation: evaluations[best],
    ...(variations.length > 1 ? { variation_scores: evaluations.map((e) => e.score) } : {}),
  };
}

/** One run against its baseline run; the success criteria are checked on the baseline again (SCORING.md). */
function evaluateRun(
  scenario: Scenario,
  baseline: Trajectory,
  current: Trajectory,
  thresholds: Thresholds,
): Evaluation {
  const criteria = scenario.success_criteria;
  return evaluate(baseline, current, {
    thresholds,
    match: scenario.match,
    ignoreArgs: scenario.ignore.args,
    ignoreResponseFields: scenario.ignore.response_fields,
    criteria: criteria.length
      ? {
          baseline: checkCriteria(criteria, baseline, recordedVerdicts(baseline)),
          current: current.criteria ?? checkCriteria(criteria, current, recordedVerdicts(current)),
          regression: scenario.criteria_regression,
        }
      : undefined,
  });
}

/**
 * The run's success criteria, checked as it ends. Judge criteria take one request of an agent with a
 * model (its tokens and cost added to the run's usage); an offline agent leaves them not judged.
 */
async function withCriteria(scenario: Scenario, t: Trajectory, agent: Agent, signal: AbortSignal): Promise<Trajectory> {
  const criteria = scenario.success_criteria;
  if (!criteria.length) return t;
  const statements = judgeStatements(criteria);
  const judge = agent.judge?.bind(agent);
  // A run cut by its time limit or by the model API leaves nothing to ask the model with.
  const unjudged = !judge
    ? `not judged: the ${agent.kind} agent has no model to judge with`
    : signal.aborted || t.stop_reason === 'api_error'
      ? `not judged: the run ended early (${t.stop_reason})`
      : null;
  if (!statements.length || !judge || unjudged) {
    return { ...t, criteria: checkCriteria(criteria, t, () => ({ met: null, reason: unjudged ?? '' })) };
  }
  const judged = await judge({ statements, transcript: transcriptText(t), signal });
  const verdict = (statement: string): Verdict =>
    judged.verdicts[statements.indexOf(statement)] ?? {
      met: null,
      reason: judged.error ?? `not judged: the judge gave no verdict on "${criterionLabel({ judge: statement })}"`,
    };
  return {
    ...t,
    usage: addUsage(t.usage, judged.usage),
    judge_usage: judged.usage,
    criteria: checkCriteria(criteria, t, verdict),
  };
}

async function runOnce(
  scenario: Scenario,
  runIndex: number,
  servers: ServerConfig[],
  baseline: Trajectory | null,
  ctx: ScenarioContext & { limits: RunLimits },
): Promise<RunResult> {
  const { settings, agent, git } = ctx;
  const redact = (t: Trajectory) => redactTrajectory(t, ctx.deps.redact, agent.kind);
  const recorder = new Recorder(scenario.id, runIndex, agent.kind, agent.model);
  const { timeoutMs, maxTurns } = ctx.limits;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`run timed out after ${timeoutMs / 1000}s`)), timeoutMs);
  let pool: ServerPool | null = null;
  try {
    ctx.step('connecting to servers');
    pool = await poolFrom(servers, ctx.source);
    const host = createToolHost(pool, recorder, {
      exposure: settings.exposure,
      callTimeoutMs: settings.callTimeoutSeconds * 1000,
      signal: abort.signal,
    });
    ctx.step(`${agent.kind} agent running`);
    const outcome = await agent.run({ scenario, host, recorder, baseline, maxTurns, signal: abort.signal });
    // A call the run's limit cut short ends the run there, whatever the agent made of it.
    if (abort.signal.aborted && outcome.stop_reason !== 'timeout') {
      Object.assign(outcome, { stop_reason: 'timeout', error: 'run timed out during a call' });
    }
    // Say which limit cut the run: the agents only know that the signal fired.
    const stopError =
      outcome.stop_reason === 'timeout'
        ? `${outcome.error ?? 'run timed out'} (limit ${timeoutMs / 1000}s)`
        : outcome.error;
    const finished = recorder.finish({
      stop_reason: outcome.stop_reason,
      error: stopError,
      servers: pool.snapshots(),
      git,
    });
    const config = configRef(ctx.group);
    // Judged on the redacted run, and redacted again: the judge's reasons quote the transcript.
    const recorded = redact(config ? { ...finished, config } : finished);
    const trajectory = redact(await withCriteria(scenario, recorded, agent, abort.signal));
    // A model that could not be reached is the harness's failure, not the server's: ERROR.
    const error = outcome.stop_reason === 'api_error' ? `model API error: ${outcome.error ?? 'unknown'}` : null;
    return { run_index: runIndex, trajectory, baseline_run_index: null, evaluation: null, error };
  } catch (e) {
    const error = errorMessage(e);
    const trajectory = redact(recorder.finish({ stop_reason: 'error', error, servers: pool?.snapshots() ?? [], git }));
    return { run_index: runIndex, trajectory, baseline_run_index: null, evaluation: null, error };
  } finally {
    clearTimeout(timer);
    await pool?.close().catch(() => {});
  }
}

/**
 * A trajectory as baselines and scores see it: redacted, except the arguments of an offline agent's
 * calls. Those came from the scenario file or a stored baseline, never from a server, and are kept as
 * sent so that replaying them sends the same request; a model's may echo what a tool printed, and are
 * redacted. results.json and every report are redacted whole when written.
 */
function redactTrajectory(t: Trajectory, redact: Redactor | undefined, agent: Agent['kind']): Trajectory {
  if (!redact) return t;
  const out = redact(t);
  if (agent === 'claude') return out;
  out.messages.forEach((m, i) => {
    if (m.type === 'tool_call') m.arguments = (t.messages[i] as ToolCallRecord).arguments;
  });
  return out;
}

function toBaseline(scenario: Scenario, trajectories: Trajectory[], ctx: ScenarioContext): Baseline {
  const last = trajectories[trajectories.length - 1];
  return {
    schema_version: 1,
    scenario_id: scenario.id,
    scenario_file: scenario.file,
    scenario_hash: scenario.content_hash,
    recorded_at: new Date().toISOString(),
    agent: ctx.agent.kind,
    model: ctx.agent.model,
    git: ctx.git,
    servers: last.servers,
    trajectories,
    ...(ctx.group.config ? { config: configRef(ctx.group) } : {}),
  };
}

/**
 * A result that says ERROR until a step says otherwise: the one runScenario fills in as the
 * scenario goes, and the whole result of a scenario that hit a bug.
 */
function errorResult(scenario: Scenario, settings: Settings, error: string | null): ScenarioResult {
  return notRunResult({ ...scenario, thresholds: scenarioThresholds(scenario, settings) }, error);
}

/** The ERROR result of a scenario that got this far: what it did, why it stopped, how long it took. */
function fail(result: ScenarioResult, error: string, started: number): ScenarioResult {
  return { ...result, status: 'ERROR', score: null, error, duration_ms: Date.now() - started };
}

/** What a report says besides its scenarios: where and how the run went. */
interface ReportContext {
  git: GitInfo;
  started: Date;
  agent: Agent;
  history?: HistorySection;
  shard?: ShardSection;
}

function buildReport(
  settings: Settings,
  scenarios: ScenarioResult[],
  problems: string[],
  { git, started, agent, history, shard }: ReportContext,
): RunReport {
  const { counts, score, status: worstStatus } = tally(scenarios);
  const mode = runMode(settings);
  // A shard the split left empty did nothing wrong: the suite has scenarios, in the other shards.
  const emptyShard = !scenarios.length && !!shard?.suite.length;
  const status = emptyShard ? (mode === 'record' ? 'RECORDED' : 'GOOD') : worstStatus;
  const ended = new Date();
  return {
    schema_version: RESULTS_SCHEMA_VERSION,
    tool: { name: 'mcp-eval', version: VERSION },
    mode,
    status,
    score,
    counts,
    // A malformed scenario file fails the check too: a typo must not silently drop a scenario.
    failed: fails(status, settings.failOn) || (problems.length > 0 && settings.failOn !== 'never'),
    fail_on: settings.failOn,
    thresholds: settingsThresholds(settings),
    agent: agent.kind,
    model: agent.model,
    started_at: started.toISOString(),
    ended_at: ended.toISOString(),
    duration_ms: ended.getTime() - started.getTime(),
    git,
    usage: scenarios.reduce((u, s) => addUsage(u, s.usage), emptyUsage()),
    problems:
      scenarios.length || emptyShard ? problems : [...problems, `no scenario to run (pattern ${settings.scenarios})`],
    links: { run_url: null, artifact_url: null },
    ...(history ? { history } : {}),
    ...(shard ? { shard } : {}),
    scenarios,
    // Computed once from the results, so the reports and `mcp-eval report` read the same grouping.
    causes: findCauses(scenarios),
  };
}
