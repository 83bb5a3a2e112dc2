// A scenario's server snapshots in results.json, written once. A compared run and the baseline trajectory it was
// compared with mostly hold the same snapshots of the same servers (18 KB a server indented, each of them): a
// baseline trajectory whose `servers` are a run's writes `"servers_of_run": <index in runs>` in their place, and the
// reader puts them back, so every reader past readResults sees whole trajectories. Files without it (those written
// before, or a baseline whose servers changed) are read as they are.
import { listKey } from '../util/memo.js';
import { isRecord } from '../util/json.js';
import type { RunReport, ScenarioResult } from '../results/index.js';

/** The key a baseline trajectory's servers are replaced by, when a run of its scenario has the same. */
export const SERVERS_OF_RUN = 'servers_of_run';

/** `report` as results.json writes it: each baseline trajectory's servers a run of its scenario holds, by reference. */
export function shareServers(report: RunReport): unknown {
  if (!report.scenarios.some((s) => s.baseline_trajectories.length && s.runs.length)) return report;
  return { ...report, scenarios: report.scenarios.map(shareScenario) };
}

function shareScenario(s: ScenarioResult): ScenarioResult | Record<string, unknown> {
  // A list's key is its snapshots' contents (util/memo.ts, memoized by object): a redacted report shares them.
  const keys = s.runs.map((r) => listKey(r.trajectory.servers));
  if (!keys.some((k) => k !== null)) return s;
  const baselines = s.baseline_trajectories.map((t) => {
    const run = keys.indexOf(listKey(t.servers));
    return run < 0 || keys[run] === null ? t : renamed(t, 'servers', [SERVERS_OF_RUN, run]);
  });
  return { ...s, baseline_trajectories: baselines };
}

/** `data` (results.json as parsed) with every baseline trajectory's servers written once put back in place. */
export function unshareServers(data: Record<string, unknown>, fail: (what: string) => Error): Record<string, unknown> {
  if (!Array.isArray(data.scenarios)) return data;
  const scenarios = data.scenarios.map((s: unknown, i) => (isRecord(s) ? unshareScenario(s, i, fail) : s));
  return { ...data, scenarios };
}

function unshareScenario(
  s: Record<string, unknown>,
  i: number,
  fail: (what: string) => Error,
): Record<string, unknown> {
  if (!Array.isArray(s.baseline_trajectories)) return s;
  let shared = false;
  const baselines = s.baseline_trajectories.map((t: unknown, j) => {
    if (!isRecord(t) || !(SERVERS_OF_RUN in t)) return t;
    shared = true;
    const run = t[SERVERS_OF_RUN];
    const ran: unknown = Array.isArray(s.runs) && Number.isInteger(run) ? s.runs[run as number] : undefined;
    const servers = isRecord(ran) && isRecord(ran.trajectory) ? ran.trajectory.servers : undefined;
    if (!Array.isArray(servers))
      throw fail(`scenarios[${i}].baseline_trajectories[${j}].${SERVERS_OF_RUN}: ${JSON.stringify(run)} names no run`);
    return renamed(t, SERVERS_OF_RUN, ['servers', servers]);
  });
  return shared ? { ...s, baseline_trajectories: baselines } : s;
}

/** `o` with its key `from` replaced, where it stands, by `to` (results.json keeps its key order). */
function renamed(o: object, from: string, [key, value]: [string, unknown]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => (k === from ? [key, value] : [k, v])));
}
