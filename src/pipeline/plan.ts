// Stage plan: what this run will do before anything runs. The scenarios loaded and filtered (name, tag, accept
// names), this shard's part of the suite, the groups by service configuration, and each scenario's thresholds and
// limits (its own values, capped by the settings'). Mistakes in what was asked are said here, before any server.
import type { BaselineStore } from '../baselines/index.js';
import { EvalError } from '../util/errors.js';
import type { ShardSection } from '../results/index.js';
import { loadScenarios, type LoadResult } from '../scenario/loader.js';
import { formatProblem, type Scenario } from '../scenario/schema.js';
import { settingsThresholds, type Settings } from '../settings/settings.js';
import { splitSuite, type ShardSpec } from '../settings/shard.js';
import { thresholdInversions, type Thresholds } from '../results/status.js';
import { mapLimit } from '../util/map-limit.js';
import type { Log, RunLimits } from './context.js';
import { checkResetCommandRuns, planConfigGroups, type ConfigPlan } from './groups.js';

/** The scenarios this run is about (enabled, matching the filters) and the malformed files, one line each. */
export interface Selection {
  suite: Scenario[];
  problems: string[];
}

/** The scenarios by configuration group, and this shard's part of the suite when the run is a shard. */
export interface GroupPlan {
  groups: ConfigPlan;
  shard?: ShardSection;
}

/** What choosing the scenarios reads: the files, the filters, and whether a reset command has anything to run. */
type SelectSettings = Pick<Settings, 'scenarios' | 'name' | 'tag' | 'mode' | 'accept' | 'reset' | 'resetCommand'>;

/** `loaded`: the files of settings.scenarios in cwd, when the caller has loaded them already. */
export async function selectScenarios(
  settings: SelectSettings,
  cwd: string,
  log: Log,
  loaded?: LoadResult,
): Promise<Selection> {
  loaded ??= await loadScenarios(settings.scenarios, { cwd });
  const problems = loaded.problems.map(formatProblem);
  const suite = loaded.scenarios.filter((s) => s.enabled && matchesFilters(s, settings));
  const problemCount = problems.length ? `, ${problems.length} problem(s)` : '';
  log(`${suite.length} scenario(s) from ${settings.scenarios}${problemCount}`);
  checkAcceptNames(settings, loaded.scenarios);
  checkResetCommandRuns(settings, suite);
  return { suite, problems };
}

/** Split by shard (the store's baseline durations), then grouped by config_file. */
export async function planGroups(
  suite: Scenario[],
  settings: Pick<Settings, 'runs' | 'maxRuns' | 'mode'>,
  spec: ShardSpec | null,
  ctx: { store: BaselineStore; storeError: string | null; cwd: string; canRestart: boolean; log: Log },
): Promise<GroupPlan> {
  const part = spec ? await shardPart(suite, spec, settings, ctx.storeError, ctx.store, ctx.log) : null;
  const groups = await planConfigGroups(part?.scenarios ?? suite, ctx.cwd, ctx.canRestart);
  return { groups, ...(part ? { shard: part.section } : {}) };
}

/** Whether a scenario is one the name, tag and accept settings ask for (validate filters by them too). */
export function matchesFilters(s: Scenario, settings: Pick<Settings, 'name' | 'tag' | 'mode' | 'accept'>): boolean {
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
function checkAcceptNames(settings: Pick<Settings, 'mode' | 'accept' | 'scenarios'>, scenarios: Scenario[]): void {
  const unknown = settings.accept.filter((n) => !scenarios.some((s) => isNamed(s, n)));
  if (!unknown.length) return;
  throw new EvalError('config', `accept: no scenario with the id or name ${unknown.map((n) => `"${n}"`).join(', ')}`, {
    hint: `scenarios in ${settings.scenarios}: ${scenarios.map((s) => s.id).join(', ') || 'none'}`,
  });
}

/** This job's part of the suite and the whole split (shard.ts), by the durations of the baselines in the store. */
async function shardPart(
  suite: Scenario[],
  { index, total }: ShardSpec,
  settings: Pick<Settings, 'runs' | 'maxRuns' | 'mode'>,
  storeError: string | null,
  store: BaselineStore,
  log: Log,
): Promise<{ scenarios: Scenario[]; section: ShardSection }> {
  // Every shard must read the same durations. A recording shard writes to the branch or dir store as it goes, and a
  // shard that starts later would read its new baselines: split by hash then. (The cache store is written only by
  // the merge job.) Read a few at a time: a branch store reads each with a git process.
  const stable = !storeError && (settings.mode === 'compare' || store.kind === 'cache');
  const durations = stable
    ? await mapLimit(suite, 8, (s) => baselineDuration(s, expectedRuns(s, settings), store))
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
  return (t.reduce((sum, r) => sum + r.duration_ms, 0) / t.length) * runs;
}

/** The runs a scenario is expected to make, for the split: under runs auto, half of max-runs. */
function expectedRuns(s: Scenario, settings: Pick<Settings, 'runs' | 'maxRuns'>): number {
  const runs = s.runs ?? settings.runs;
  return runs === 'auto' ? settings.maxRuns / 2 : runs;
}

export function scenarioThresholds(
  s: Scenario,
  settings: Pick<Settings, 'passThreshold' | 'acceptableThreshold' | 'brokenThreshold'>,
): Thresholds {
  const fallback = settingsThresholds(settings);
  return {
    good: s.thresholds?.good ?? fallback.good,
    acceptable: s.thresholds?.acceptable ?? fallback.acceptable,
    degraded: s.thresholds?.degraded ?? fallback.degraded,
  };
}

/** The file's own order is checked by the loader; a partial override can still cross the settings'. */
export function checkThresholds(scenario: Scenario, thresholds: Thresholds): void {
  if (!thresholdInversions(thresholds).length) return;
  const { good, acceptable, degraded } = thresholds;
  throw new EvalError(
    'config',
    `${scenario.file}: thresholds out of order after merging with the settings: ` +
      `good ${good}, acceptable ${acceptable}, degraded ${degraded} (each must be at least the next): ` +
      "set all three in the scenario's thresholds",
  );
}

/**
 * A scenario may ask for fewer runs, turns or seconds than the settings allow, never more: the
 * settings are the workflow's, the scenario file may come from the pull request under test (and so
 * could run up the API bill, or overflow a timer). A capped value is said in the log.
 */
export function scenarioLimits(
  scenario: Scenario,
  settings: Pick<Settings, 'runs' | 'maxRuns' | 'maxTurns' | 'runTimeoutSeconds'>,
  log: Log,
): RunLimits {
  const cap = (field: string, asked: number | undefined, setting: string, limit: number): number => {
    if (asked === undefined) return limit;
    if (asked > limit) log(`${scenario.file}: ${field} ${asked} is above the limit of ${setting} (${limit}): capped`);
    return Math.min(asked, limit);
  };
  const auto = (scenario.runs ?? settings.runs) === 'auto';
  const fixed = typeof scenario.runs === 'number' ? scenario.runs : undefined;
  // runs auto is bounded by max-runs, the workflow's; a fixed count by runs (or max-runs when runs is auto).
  const limit = settings.runs === 'auto' ? ['max-runs', settings.maxRuns] : ['runs', settings.runs];
  return {
    runs: auto ? settings.maxRuns : cap('runs', fixed, limit[0] as string, limit[1] as number),
    auto,
    maxTurns: cap('max_turns', scenario.max_turns, 'max-turns', settings.maxTurns),
    timeoutMs:
      cap('timeout_seconds', scenario.timeout_seconds, 'run-timeout-seconds', settings.runTimeoutSeconds) * 1000,
  };
}
