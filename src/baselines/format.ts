// The baseline file: one versioned JSON document per scenario, at a path that mirrors the
// scenario's id (`search/env` -> `search/env.json`), holding every recorded run. Files are
// validated on read: a corrupt, foreign or newer file is an error (kind baseline) naming the file
// and the problem, never "no baseline" (that would silently re-record or skip a comparison). A file
// of an older release's format is read as this one's (migrate.ts: how the format moves with the package).
import { promises as fs } from 'node:fs';
import { z } from 'zod';
import { writeAtomic } from '../util/files.js';
import { isRecord } from '../util/json.js';
import { KeyedMemo } from '../util/memo.js';
import { summarizeIssues } from '../util/zod.js';
import type { Scenario } from '../scenario/schema.js';
import {
  agentKindSchema,
  configRefSchema,
  gitInfoSchema,
  looseObject,
  serverSnapshotSchema,
  trajectorySchema,
  type ConfigRef,
  type Trajectory,
} from '../results/trajectory.js';
import { errorMessage, EvalError } from '../util/errors.js';
import { NO_HISTORY, parseHistory, type HistoryRead } from '../results/history.js';
import { VERSION } from '../util/version.js';
import { BASELINE_SCHEMA_VERSION, migrateBaseline } from './migrate.js';
import { cutLists } from './list-text.js';

export { BASELINE_SCHEMA_VERSION };

// The trajectory schemas are shared with results.json (src/results/trajectory.ts); objects are loose there and here.
const baselineSchema = looseObject({
  schema_version: z.literal(BASELINE_SCHEMA_VERSION),
  /** The mcp-eval release that wrote the file (the last to save it); null: a release from before format 2. */
  mcp_eval_version: z.string().nullable(),
  scenario_id: z.string().min(1),
  /** The scenario file it was recorded from, as given on that run. */
  scenario_file: z.string(),
  /** sha256 of the scenario file when recorded; differs from the current file = stale. */
  scenario_hash: z.string(),
  recorded_at: z.string(),
  agent: agentKindSchema,
  model: z.string().nullable(),
  git: gitInfoSchema,
  /** Servers of the last recorded run: names, versions, tool schema hashes. */
  servers: z.array(serverSnapshotSchema),
  /**
   * The variations: each successful run of the recording, then each run accepted later (`mcp-eval accept`), oldest
   * first, each with its own run_index. A compared run is judged against the closest one. Never empty.
   */
  trajectories: z.array(trajectorySchema).min(1),
  /** The scenario's config_file when recorded (path and sha256); absent or null: the default configuration. */
  config: configRefSchema.nullable().optional(),
  /**
   * How many of the recording's runs passed (docs/scoring/pass-rates.md), kept when it made more than one: what a
   * compare's rate is tested against. Absent: its variations count, each a run that passed.
   */
  pass_rate: z.object({ passes: z.number().int().min(0), runs: z.number().int().min(1) }).optional(),
});
export type Baseline = z.infer<typeof baselineSchema>;

/** Variations a baseline keeps at most: accepting more drops the oldest, so a file and a comparison stay small. */
export const MAX_VARIATIONS = 10;

/**
 * The baseline with these runs added as variations: each gets the next run_index, the newest server snapshots
 * become the baseline's (what later tool changes are measured from), and past `cap` the oldest are dropped.
 */
export function addVariations(
  b: Baseline,
  runs: readonly Trajectory[],
  cap = MAX_VARIATIONS,
): { baseline: Baseline; dropped: Trajectory[] } {
  let next = Math.max(...b.trajectories.map((t) => t.run_index)) + 1;
  const all = [...b.trajectories, ...runs.map((t) => ({ ...t, run_index: next++ }))];
  const dropped = all.slice(0, Math.max(0, all.length - cap));
  const trajectories = all.slice(dropped.length);
  return { baseline: { ...b, servers: runs[runs.length - 1].servers, trajectories }, dropped };
}

/** `search/env` -> `search/env.json`; refuses ids that would leave the baseline root. */
export function baselinePath(scenarioId: string): string {
  const parts = scenarioId.split('/');
  if (
    !scenarioId ||
    scenarioId.includes('\\') ||
    scenarioId.includes('\0') ||
    parts.some((p) => p === '' || p === '.' || p === '..')
  ) {
    throw new EvalError(
      'baseline',
      `scenario id "${scenarioId}" cannot name a baseline file (empty, absolute or "..")`,
    );
  }
  return `${scenarioId}.json`;
}

/**
 * Where a retrieval suite's baseline lives in a store, next to the scenarios': `.retrieval/<suite id>.json`. A
 * scenario id never starts there (the loader's globs skip dot directories), so the two never meet.
 */
export const RETRIEVAL_BASELINES = '.retrieval';

export function retrievalBaselinePath(suiteId: string): string {
  return storedFilePath(`${RETRIEVAL_BASELINES}/${suiteId}.json`);
}

/** A stored file's path (BaselineStore save `files`): a `.json` path that stays below the store's root. */
export function storedFilePath(file: string): string {
  const parts = file.split('/');
  if (
    !file.endsWith('.json') ||
    file.includes('\\') ||
    file.includes('\0') ||
    parts.some((p) => p === '' || p === '.' || p === '..')
  ) {
    throw new EvalError('baseline', `"${file}" cannot name a file in the baseline store (not a relative .json path)`);
  }
  return file;
}

/**
 * Pretty, stable JSON with a final newline, so baseline diffs in git are readable; stamped with this release's
 * format and version, whoever wrote the baseline before (an accepted run saves a baseline read from an older one).
 */
export function serializeBaseline(b: Baseline): string {
  return `${JSON.stringify({ ...b, schema_version: BASELINE_SCHEMA_VERSION, mcp_eval_version: VERSION }, null, 2)}\n`;
}

/**
 * Validate a baseline's text. `where` names the file in every message (a path, cache key or
 * branch:path); `expectedId` catches a file that holds another scenario's baseline.
 */
export function parseBaseline(text: string, where: string, expectedId?: string): Baseline {
  const baseline = listsOnce(text) ?? parseWhole(text, where);
  if (expectedId !== undefined && baseline.scenario_id !== expectedId) {
    throw new EvalError(
      'baseline',
      `baseline ${where} holds scenario "${baseline.scenario_id}", expected "${expectedId}"`,
    );
  }
  return baseline;
}

/** The whole text parsed, migrated and validated: every file's way where listsOnce finds no way, and its messages. */
function parseWhole(text: string, where: string): Baseline {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new EvalError(
      'baseline',
      `corrupt baseline ${where}: not valid JSON (${errorMessage(e)}); re-record it or restore it from git`,
    );
  }
  if (!isRecord(json)) throw new EvalError('baseline', `corrupt baseline ${where}: expected a JSON object`);
  const parsed = baselineSchema.safeParse(migrateBaseline(json, where), { reportInput: true });
  if (!parsed.success) throw new EvalError('baseline', `corrupt baseline ${where}: ${summarizeIssues(parsed.error)}`);
  return parsed.data;
}

/** The baseline schema with each `servers` list (its own and each variation's) left to validList. */
const baselineShellSchema = baselineSchema.extend({
  servers: z.unknown(),
  trajectories: z.array(trajectorySchema.extend({ servers: z.unknown() })).min(1),
});
const serversSchema = z.array(serverSnapshotSchema);
/** Server lists validated, by their JSON text (null where invalid); at most 64 (then it starts over). */
const validLists = new KeyedMemo<string, Baseline['servers'] | null>(64);

/** A server list validated once for each text it is seen in; null where it is not valid. */
function validList(text: string, read: () => unknown): Baseline['servers'] | null {
  return validLists.get(text, () => {
    const parsed = serversSchema.safeParse(read(), { reportInput: true });
    return parsed.success ? parsed.data : null;
  });
}

/**
 * A baseline of this release's format as serializeBaseline wrote it, its server lists cut out of the text
 * (list-text.ts): each distinct list text parsed and validated once a process, the rest (a few KB) parsed alone; the
 * same value as parseWhole's. Null where the text is laid out otherwise or anything is invalid: parseWhole then reads
 * it, and says what is wrong.
 */
function listsOnce(text: string): Baseline | null {
  const cut = cutLists(text);
  if (!cut) return null;
  try {
    const json: unknown = JSON.parse(cut.rest);
    if (!isRecord(json) || json.schema_version !== BASELINE_SCHEMA_VERSION) return null;
    const runs = json.trajectories;
    // The i-th list stood where the number i stands now: the baseline's own first, then each run's.
    const at = [json.servers, ...(Array.isArray(runs) ? runs.map((r) => (isRecord(r) ? r.servers : null)) : [])];
    if (at.length !== cut.lists.length || at.some((v, i) => v !== i)) return null;
    const lists = cut.lists.map((t) => validList(t, () => JSON.parse(t)));
    const shell = baselineShellSchema.safeParse(json, { reportInput: true });
    if (!shell.success || lists.some((l) => !l)) return null;
    const trajectories = shell.data.trajectories.map((t, i) => ({ ...t, servers: lists[i + 1]! }));
    return { ...shell.data, servers: lists[0]!, trajectories };
  } catch {
    return null;
  }
}

/** Read and validate a baseline file; null when it does not exist. */
export async function readBaselineFile(file: string, expectedId?: string): Promise<Baseline | null> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new EvalError('baseline', `cannot read baseline ${file}: ${errorMessage(e)}`);
  }
  return parseBaseline(text, file, expectedId);
}

/** Read a history file; NO_HISTORY when it does not exist. `where` names it (default: the path). */
export async function readHistoryFile(file: string, where = file): Promise<HistoryRead> {
  try {
    return parseHistory(await fs.readFile(file, 'utf8'), where);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return NO_HISTORY;
    throw new EvalError('baseline', `cannot read the run history ${where}: ${errorMessage(e)}`);
  }
}

/** Write atomically (temp file + rename): a reader or a crash never leaves half a baseline. */
export async function writeBaselineFile(file: string, b: Baseline): Promise<void> {
  await writeAtomic(file, serializeBaseline(b));
}

/**
 * What changed since recording, or null: the scenario file, or the config file it names (another file,
 * or the same file edited). The comparison still runs; reports say so.
 */
export function staleReason(
  b: Baseline,
  scenario: Pick<Scenario, 'content_hash'>,
  config: ConfigRef | null = null,
): string | null {
  const reasons: string[] = [];
  if (b.scenario_hash !== scenario.content_hash) reasons.push('the scenario file changed');
  if ((b.config?.hash ?? null) !== (config?.hash ?? null)) reasons.push('its config file changed');
  return reasons.length ? reasons.join(' and ') : null;
}
