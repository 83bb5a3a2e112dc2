// The pipeline shared by the action and the CLI: load scenarios and servers, run each
// scenario through the agent, record or compare against baselines, and produce the
// RunReport (results.json). No GitHub, no process.exit: the entry points publish.
import { agentFromSettings } from './agents/index.js';
import type { Agent } from './agents/agent.js';
import type { Baseline, BaselineStore } from './baselines/index.js';
import { isStale } from './baselines/index.js';
import { gitInfo } from './git.js';
import type { Counts, RunReport, RunResult, ScenarioResult } from './results.js';
import { RESULTS_SCHEMA_VERSION } from './results.js';
import { loadScenarios } from './scenario/loader.js';
import { formatProblem, type Scenario } from './scenario/schema.js';
import { aggregate, evaluate, serverVersions, toolChanges } from './scoring/index.js';
import { createToolHost, openServers, type ServerConfig } from './servers/index.js';
import type { Settings } from './settings.js';
import { band, fails, STATUSES, worst, type Status, type Thresholds } from './status.js';
import { addUsage, emptyUsage, Recorder, type GitInfo, type Trajectory } from './trajectory.js';
import { VERSION } from './version.js';
import { errorMessage } from './errors.js';
import type { Redactor } from './reports/redact.js';

export type ProgressEvent =
  | { type: 'scenario-start'; index: number; total: number; id: string; name: string }
  | { type: 'step'; id: string; text: string }
  | { type: 'scenario-end'; index: number; total: number; result: ScenarioResult };

export interface RunDeps {
  servers: ServerConfig[];
  store: BaselineStore;
  /** Resets the shared service (compose restart or a command); called per settings.reset. */
  reset?: () => Promise<void>;
  agent?: Agent;
  progress?: (event: ProgressEvent) => void;
  log?: (line: string) => void;
  /** Applied to every trajectory as its run ends, so baselines, scores and reports never see a secret. */
  redact?: Redactor;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

export async function run(settings: Settings, deps: RunDeps): Promise<RunReport> {
  const started = new Date();
  const cwd = deps.cwd ?? process.cwd();
  const env = deps.env ?? process.env;
  const log = deps.log ?? (() => {});
  const git = await gitInfo(cwd, env);
  const agent = deps.agent ?? agentFromSettings(settings, env);

  const loaded = await loadScenarios(settings.scenarios, { cwd });
  const problems = loaded.problems.map(formatProblem);
  const scenarios = loaded.scenarios.filter((s) => s.enabled && matchesFilters(s, settings));
  log(
    `${scenarios.length} scenario(s) from ${settings.scenarios}${problems.length ? `, ${problems.length} problem(s)` : ''}`,
  );

  // Prepared in every mode, so the log says what the store holds (a recording merges with it).
  // A store that cannot be read fails only the scenarios that need a baseline, each saying why.
  let storeError: string | null = null;
  try {
    log(await deps.store.prepare());
  } catch (e) {
    storeError = `the ${deps.store.kind} baseline store could not be read: ${errorMessage(e)}`;
    log(`baselines: ${storeError}`);
  }

  const results: ScenarioResult[] = new Array(scenarios.length);
  const toSave: Baseline[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < scenarios.length) {
      const index = next++;
      const scenario = scenarios[index];
      deps.progress?.({ type: 'scenario-start', index, total: scenarios.length, id: scenario.id, name: scenario.name });
      const ctx: ScenarioContext = {
        settings,
        deps,
        agent,
        git,
        storeError,
        step: (text) => deps.progress?.({ type: 'step', id: scenario.id, text }),
      };
      const { result, baseline } = await runScenario(scenario, ctx).catch((e: unknown) => ({
        result: errorResult(scenario, settings, `internal error: ${errorMessage(e)}`),
        baseline: null,
      }));
      results[index] = result;
      if (baseline) toSave.push(baseline);
      deps.progress?.({ type: 'scenario-end', index, total: scenarios.length, result });
    }
  };
  await Promise.all(Array.from({ length: Math.min(settings.concurrency, Math.max(1, scenarios.length)) }, worker));

  if (toSave.length) {
    try {
      log(`saved ${toSave.length} baseline(s) to ${await deps.store.save(toSave)}`);
    } catch (e) {
      // Recording that cannot be stored is a failure of every recorded scenario, said once each.
      for (const r of results)
        if (r.status === 'RECORDED')
          Object.assign(r, { status: 'ERROR', error: `saving baseline failed: ${errorMessage(e)}` });
    }
  }
  return buildReport(settings, results, problems, git, started, agent);
}

interface ScenarioContext {
  settings: Settings;
  deps: RunDeps;
  agent: Agent;
  git: GitInfo;
  /** Why the baseline store could not be read, if it could not. */
  storeError: string | null;
  step: (text: string) => void;
}

function matchesFilters(s: Scenario, settings: Settings): boolean {
  const byName =
    !settings.name.length || settings.name.some((n) => s.name.toLowerCase().includes(n.toLowerCase()) || s.id === n);
  const byTag = !settings.tag.length || settings.tag.some((t) => s.tags.includes(t));
  return byName && byTag;
}

export function scenarioThresholds(s: Scenario, settings: Settings): Thresholds {
  return {
    good: s.thresholds?.good ?? settings.passThreshold,
    acceptable: s.thresholds?.acceptable ?? settings.acceptableThreshold,
    degraded: s.thresholds?.degraded ?? settings.brokenThreshold,
  };
}

async function runScenario(
  scenario: Scenario,
  ctx: ScenarioContext,
): Promise<{ result: ScenarioResult; baseline: Baseline | null }> {
  const { settings, deps } = ctx;
  const started = Date.now();
  const thresholds = scenarioThresholds(scenario, settings);
  const result = errorResult(scenario, settings, null);
  if (!(thresholds.good >= thresholds.acceptable && thresholds.acceptable >= thresholds.degraded)) {
    // The file's own order is checked by the loader; a partial override can still cross the settings'.
    const { good, acceptable, degraded } = thresholds;
    return {
      result: fail(
        result,
        `${scenario.file}: thresholds out of order after merging with the settings: good ${good}, acceptable ${acceptable}, degraded ${degraded} (each must be at least the next): set all three in the scenario's thresholds`,
        started,
      ),
      baseline: null,
    };
  }

  // Which baseline, if any, and so what this scenario does.
  let loaded: { baseline: Baseline; source: string } | null = null;
  if (settings.mode !== 'record' || settings.agent === 'replay') {
    if (ctx.storeError) {
      // auto must not record a scenario whose baseline may exist in a store it could not read.
      const why =
        settings.mode === 'auto'
          ? `${ctx.storeError} (auto mode records only a scenario the store says has no baseline)`
          : ctx.storeError;
      return { result: fail(result, why, started), baseline: null };
    }
    try {
      loaded = await deps.store.load(scenario.id);
    } catch (e) {
      return { result: fail(result, errorMessage(e), started), baseline: null };
    }
  }
  const compare = settings.mode === 'compare' || (settings.mode === 'auto' && loaded !== null);
  if (compare && !loaded) {
    return {
      result: fail(
        result,
        `no baseline for scenario "${scenario.id}" in the ${deps.store.kind} store: run with mode record (or auto) first`,
        started,
      ),
      baseline: null,
    };
  }
  if (settings.agent === 'replay' && !loaded) {
    return {
      result: fail(result, `the replay agent needs a baseline for "${scenario.id}" and none was found`, started),
      baseline: null,
    };
  }
  const baseline = loaded?.baseline ?? null;

  const servers = selectServers(scenario, deps.servers);
  if (typeof servers === 'string') return { result: fail(result, servers, started), baseline: null };

  const runs = scenario.runs ?? settings.runs;
  for (let i = 0; i < runs; i++) {
    if (deps.reset && (settings.reset === 'run' || (settings.reset === 'scenario' && i === 0))) {
      ctx.step('resetting the service');
      // A service that cannot be reset would give this scenario a dirty state: ERROR, not a score.
      const failed = await deps.reset().then(
        () => null,
        (e: unknown) => errorMessage(e),
      );
      if (failed) return { result: fail(result, failed, started), baseline: null };
    }
    const baselineRun = baseline ? (baseline.trajectories[i % baseline.trajectories.length] ?? null) : null;
    result.runs.push(
      await runOnce(scenario, i, servers, baselineRun, {
        ...ctx,
        step: (t) => ctx.step(runs > 1 ? `run ${i + 1}/${runs}: ${t}` : t),
      }),
    );
  }

  result.usage = result.runs.reduce((u, r) => addUsage(u, r.trajectory.usage), emptyUsage());
  const current = result.runs[result.runs.length - 1].trajectory;
  result.duration_ms = Date.now() - started;
  const runError = result.runs.find((r) => r.error)?.error ?? null;

  if (!compare) {
    result.action = 'recorded';
    if (runError) return { result: fail(result, runError, started), baseline: null };
    // A run that was cut short is no reference for later runs: nothing is saved for this scenario.
    const cut = result.runs.find((r) => r.trajectory.stop_reason === 'timeout' || r.trajectory.stop_reason === 'error');
    if (cut) {
      const which = runs > 1 ? `run ${cut.run_index + 1}/${runs} ` : '';
      return {
        result: fail(
          result,
          `not recorded as a baseline: ${which}stopped early: ${cut.trajectory.error ?? cut.trajectory.stop_reason}`,
          started,
        ),
        baseline: null,
      };
    }
    result.status = 'RECORDED';
    result.servers = serverVersions([], current.servers);
    return {
      result,
      baseline: toBaseline(
        scenario,
        result.runs.map((r) => r.trajectory),
        ctx,
      ),
    };
  }

  result.action = 'compared';
  const base = baseline as Baseline;
  result.baseline = {
    source: loaded!.source,
    recorded_at: base.recorded_at,
    stale: isStale(base, scenario),
    git: base.git,
    agent: base.agent,
    model: base.model,
  };
  result.baseline_trajectories = base.trajectories;
  result.servers = serverVersions(base.servers, current.servers);
  result.tool_changes = toolChanges(base.servers, current.servers);
  for (const r of result.runs) {
    if (r.error) continue;
    const b = base.trajectories[r.run_index % base.trajectories.length];
    r.baseline_run_index = b.run_index;
    r.evaluation = evaluate(b, r.trajectory, {
      thresholds,
      match: scenario.match,
      ignoreArgs: scenario.ignore.args,
      ignoreResponseFields: scenario.ignore.response_fields,
    });
  }
  if (runError) return { result: fail(result, runError, started), baseline: null };
  const scores = result.runs.map((r) => r.evaluation!.score);
  const agg = aggregate(scores, thresholds);
  Object.assign(result, { aggregate: agg, score: agg.mean, status: band(agg.mean, thresholds) });
  return { result, baseline: null };
}

/** The servers a scenario may use, or a message naming the unknown ones. */
function selectServers(scenario: Scenario, all: ServerConfig[]): ServerConfig[] | string {
  if (!scenario.servers) return all;
  const unknown = scenario.servers.filter((n) => !all.some((c) => c.name === n));
  if (unknown.length) {
    return `scenario uses server(s) ${unknown.map((n) => `"${n}"`).join(', ')} not in the server configuration (known: ${all.map((c) => c.name).join(', ')})`;
  }
  return all.filter((c) => scenario.servers!.includes(c.name));
}

async function runOnce(
  scenario: Scenario,
  runIndex: number,
  servers: ServerConfig[],
  baseline: Trajectory | null,
  ctx: ScenarioContext,
): Promise<RunResult> {
  const { settings, agent, git } = ctx;
  const redact = ctx.deps.redact ?? ((t: Trajectory) => t);
  const recorder = new Recorder(scenario.id, runIndex, agent.kind, agent.model);
  const timeoutMs = (scenario.timeout_seconds ?? settings.runTimeoutSeconds) * 1000;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`run timed out after ${timeoutMs / 1000}s`)), timeoutMs);
  let pool: Awaited<ReturnType<typeof openServers>> | null = null;
  try {
    ctx.step('connecting to servers');
    pool = await openServers(servers, {
      connectTimeoutMs: settings.connectTimeoutSeconds * 1000,
      callTimeoutMs: settings.callTimeoutSeconds * 1000,
    });
    const host = createToolHost(pool, recorder, {
      exposure: settings.exposure,
      callTimeoutMs: settings.callTimeoutSeconds * 1000,
    });
    ctx.step(`${agent.kind} agent running`);
    const outcome = await agent.run({
      scenario,
      host,
      recorder,
      baseline,
      maxTurns: scenario.max_turns ?? settings.maxTurns,
      signal: abort.signal,
    });
    // Say which limit cut the run: the agents only know that the signal fired.
    const stopError =
      outcome.stop_reason === 'timeout'
        ? `${outcome.error ?? 'run timed out'} (limit ${timeoutMs / 1000}s)`
        : outcome.error;
    const trajectory = redact(
      recorder.finish({ stop_reason: outcome.stop_reason, error: stopError, servers: pool.snapshots(), git }),
    );
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
  };
}

function errorResult(scenario: Scenario, settings: Settings, error: string | null): ScenarioResult {
  return {
    id: scenario.id,
    name: scenario.name,
    file: scenario.file,
    tags: scenario.tags,
    status: 'ERROR',
    score: null,
    error,
    action: 'none',
    thresholds: scenarioThresholds(scenario, settings),
    baseline: null,
    baseline_trajectories: [],
    runs: [],
    aggregate: null,
    servers: [],
    tool_changes: [],
    duration_ms: 0,
    usage: emptyUsage(),
  };
}

function fail(result: ScenarioResult, error: string, started: number): ScenarioResult {
  return { ...result, status: 'ERROR', score: null, error, duration_ms: Date.now() - started };
}

function buildReport(
  settings: Settings,
  scenarios: ScenarioResult[],
  problems: string[],
  git: GitInfo,
  started: Date,
  agent: Agent,
): RunReport {
  const counts = Object.fromEntries(STATUSES.map((s) => [s, 0])) as Counts;
  for (const s of scenarios) counts[s.status]++;
  const scored = scenarios.filter((s) => s.score !== null).map((s) => s.score as number);
  const status: Status = scenarios.length ? worst(scenarios.map((s) => s.status)) : 'ERROR';
  const ended = new Date();
  return {
    schema_version: RESULTS_SCHEMA_VERSION,
    tool: { name: 'mcp-eval', version: VERSION },
    mode: settings.mode,
    status,
    score: scored.length ? scored.reduce((a, b) => a + b, 0) / scored.length : null,
    counts,
    // A malformed scenario file fails the check too: a typo must not silently drop a scenario.
    failed: fails(status, settings.failOn) || (problems.length > 0 && settings.failOn !== 'never'),
    fail_on: settings.failOn,
    thresholds: {
      good: settings.passThreshold,
      acceptable: settings.acceptableThreshold,
      degraded: settings.brokenThreshold,
    },
    agent: agent.kind,
    model: agent.model,
    started_at: started.toISOString(),
    ended_at: ended.toISOString(),
    duration_ms: ended.getTime() - started.getTime(),
    git,
    usage: scenarios.reduce((u, s) => addUsage(u, s.usage), emptyUsage()),
    problems: scenarios.length ? problems : [...problems, `no scenario to run (pattern ${settings.scenarios})`],
    links: { run_url: null, artifact_url: null },
    scenarios,
  };
}
