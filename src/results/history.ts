// The run history: a summary of each of the last runs on the default branch, kept by every baseline store next
// to the baselines, so reports can draw how the suite and each scenario moved over weeks. One file,
// `history.jsonl`, one run per line, oldest first: a run adds a line and drops the oldest beyond the limit, so a
// diff on the branch store shows just that. Baseline files all end in `.json`, so no scenario id can name it.
// History is an aid, not a verdict: a line that cannot be read is skipped with a warning, never a failed run.
import { z } from 'zod';
import { STATUSES, type Status } from './status.js';
import { agentKindSchema, gitInfoSchema, looseObject, usageSchema, type AgentKind, type Usage } from './trajectory.js';
import { errorMessage } from '../util/errors.js';
import type { GitInfo } from '../util/git.js';
import { isRecord } from '../util/json.js';
import { summarizeIssues } from '../util/zod.js';

export const HISTORY_SCHEMA_VERSION = 1;
/** The file's name in every store: at the root of the baselines (a directory, the cache entry, the branch). */
export const HISTORY_FILE = 'history.jsonl';

/** One run, as the charts need it. Loose objects: a field a newer writer adds survives a rewrite. */
export const historyEntrySchema = looseObject({
  schema_version: z.literal(HISTORY_SCHEMA_VERSION),
  started_at: z.string(),
  duration_ms: z.number(),
  git: gitInfoSchema,
  agent: agentKindSchema,
  model: z.string().nullable(),
  status: z.enum(STATUSES),
  /** The suite's score: the mean of the scored scenarios; null when none was scored (a recording). */
  score: z.number().nullable(),
  usage: usageSchema,
  scenarios: z.array(looseObject({ id: z.string(), status: z.enum(STATUSES), score: z.number().nullable() })),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** What a store read: the entries, oldest first, where from, and the lines it skipped. */
export interface HistoryRead {
  entries: HistoryEntry[];
  /** The file, cache entry or branch it came from; null when the store holds no history yet. */
  source: string | null;
  warnings: string[];
}

/** This run, to add to the stored history, which then keeps the newest `keep` entries. */
export interface HistoryAppend {
  entry: HistoryEntry;
  keep: number;
}

export const NO_HISTORY: HistoryRead = { entries: [], source: null, warnings: [] };

/** What a run summary is made from; a RunReport is one. */
export interface HistorySource {
  started_at: string;
  duration_ms: number;
  git: GitInfo;
  agent: AgentKind;
  model: string | null;
  status: Status;
  score: number | null;
  usage: Usage;
  scenarios: readonly { id: string; status: Status; score: number | null }[];
}

export function summarizeRun(r: HistorySource): HistoryEntry {
  return {
    schema_version: HISTORY_SCHEMA_VERSION,
    started_at: r.started_at,
    duration_ms: r.duration_ms,
    git: { sha: r.git.sha, ref: r.git.ref },
    agent: r.agent,
    model: r.model,
    status: r.status,
    score: r.score,
    usage: { ...r.usage },
    scenarios: r.scenarios.map((s) => ({ id: s.id, status: s.status, score: s.score })),
  };
}

/** The entries of a history file; `where` names it in the warnings about lines that were skipped. */
export function parseHistory(text: string, where: string): HistoryRead {
  const entries: HistoryEntry[] = [];
  const warnings: string[] = [];
  text.split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    const skip = (why: string) => warnings.push(`history ${where}:${i + 1}: ${why}; line skipped`);
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (e) {
      return skip(`not valid JSON (${errorMessage(e)})`);
    }
    if (isRecord(json) && json.schema_version !== HISTORY_SCHEMA_VERSION) {
      return skip(
        `schema_version ${JSON.stringify(json.schema_version)}, this mcp-eval reads ${HISTORY_SCHEMA_VERSION}`,
      );
    }
    const parsed = historyEntrySchema.safeParse(json, { reportInput: true });
    if (parsed.success) entries.push(parsed.data);
    else skip(summarizeIssues(parsed.error));
  });
  return { entries, source: where, warnings };
}

/** One JSON document per line, oldest first, with a final newline. */
export function serializeHistory(entries: readonly HistoryEntry[]): string {
  return entries.map((e) => `${JSON.stringify(e)}\n`).join('');
}

/** The stored history with this run added, the oldest dropped beyond `keep`. */
export function appendHistory(entries: readonly HistoryEntry[], { entry, keep }: HistoryAppend): HistoryEntry[] {
  return [...entries, entry].slice(-Math.max(1, keep));
}
