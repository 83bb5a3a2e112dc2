// Words and numbers shared by the HTML, Markdown and JUnit writers, so the three say the same thing.
import type { RunReport, ScenarioResult, ServerVersions } from '../results.js';
import { severity, STATUSES, type Status } from '../status.js';
import type { Usage } from '../trajectory.js';

/** The seed's decision matrix: what to do about a run whose worst status is this. */
export const RECOMMENDED_ACTION: Record<Status, string> = {
  ERROR: 'Stop: some scenarios could not run; fix the setup and run again.',
  BROKEN: 'Stop, investigate: do not ship this change.',
  DEGRADED: 'Review the changes (and update the docs if they are intended).',
  ACCEPTABLE: 'Monitor; consider a baseline refresh.',
  GOOD: 'Ship with confidence.',
  RECORDED: 'Baselines recorded; nothing to compare yet.',
};

/** The action for a run's status; empty for a status this version does not know. */
export function recommendedAction(status: Status): string {
  return RECOMMENDED_ACTION[status] ?? '';
}

export function formatScore(score: number | null): string {
  return score === null ? '–' : score.toFixed(2);
}

/** Worst first, then by id: the order of every scenario list. Plain comparison, not locale: output must not depend on the machine. */
export function sortScenarios(scenarios: readonly ScenarioResult[]): ScenarioResult[] {
  return [...scenarios].sort(
    (a, b) => severity(a.status) - severity(b.status) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** "2 BROKEN, 1 DEGRADED, 14 GOOD", worst first, zero counts left out. */
export function headline(report: RunReport): string {
  const parts = STATUSES.filter((s) => (report.counts[s] ?? 0) > 0).map((s) => `${report.counts[s]} ${s}`);
  return parts.length ? parts.join(', ') : 'no scenarios';
}

/** "mcpproxy 0.11.2 -> 0.12.0", or just the version when it did not change. */
export function formatVersion(v: ServerVersions): string {
  const b = v.baseline ?? '?';
  const c = v.current ?? '?';
  if (v.baseline === null && v.current !== null) return `${v.name} ${c}`;
  return b === c ? `${v.name} ${c}` : `${v.name} ${b} -> ${c}`;
}

/** One entry per server over all scenarios, first version seen wins; sorted by name. */
export function serverVersions(report: RunReport): ServerVersions[] {
  const seen = new Map<string, ServerVersions>();
  for (const s of report.scenarios) {
    for (const v of s.servers) {
      const prev = seen.get(v.name);
      if (!prev) seen.set(v.name, { ...v });
      else
        seen.set(v.name, { name: v.name, baseline: prev.baseline ?? v.baseline, current: prev.current ?? v.current });
    }
  }
  return [...seen.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export function formatUsage(u: Usage): string {
  const tokens = u.input_tokens + u.output_tokens + u.cache_read_input_tokens + u.cache_creation_input_tokens;
  return `${thousands(tokens)} tokens, $${u.cost_usd.toFixed(4)}`;
}

/** 1234567 -> "1,234,567" without Intl, so output never depends on the machine's locale data. */
export function thousands(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const s = ms / 1000;
  return s < 60 ? `${s.toFixed(1)} s` : `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
}

export function shortSha(sha: string | null): string {
  return sha ? sha.slice(0, 12) : 'unknown';
}

/** Scored call counts of the first evaluated run: "3 -> 4". */
export function callCounts(s: ScenarioResult): string {
  const e = s.runs.find((r) => r.evaluation)?.evaluation;
  if (e) return `${e.baseline_calls} -> ${e.current_calls}`;
  const t = s.runs[0]?.trajectory;
  return t ? `${t.messages.filter((m) => m.type === 'tool_call' && !m.discovery).length}` : '–';
}

/** Where the first evaluated run left the baseline, or why the scenario did not run. */
export function divergence(s: ScenarioResult): string {
  if (s.error) return s.error;
  if (s.status === 'RECORDED') return 'baseline recorded';
  const e = s.runs.find((r) => r.evaluation)?.evaluation;
  if (!e) return '';
  return e.first_divergence?.description ?? 'none';
}
