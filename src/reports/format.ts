// Words and numbers shared by the HTML, Markdown and JUnit writers, so the three say the same thing.
import type {
  PerfRegression,
  RunReport,
  RunResult,
  ScenarioResult,
  ServerVersions,
  ToolChanges,
} from '../results/index.js';
import { severity, STATUSES, type Status } from '../results/status.js';
import { addUsage, emptyUsage, isModelAgent, totalTokens, type Usage } from '../results/trajectory.js';
import { modelsBroken, reportPolicy, suspiciousFails } from '../results/verdict.js';
import { growthWhere, recoveredText } from '../scoring/index.js';
import { insufficientWords, undecidedAction } from './rates.js';
import { compareText } from '../util/text.js';

/** The seed's decision matrix: what to do about a run whose worst status is this. */
export const RECOMMENDED_ACTION: Record<Status, string> = {
  ERROR: 'Stop: some scenarios could not run; fix the setup and run again.',
  BROKEN: 'Stop, investigate: do not ship this change.',
  DEGRADED: 'Review the changes (and update the docs if they are intended).',
  ACCEPTABLE: 'Monitor; consider a baseline refresh.',
  GOOD: 'Ship with confidence.',
  RECORDED: 'Baselines recorded; nothing to compare yet.',
};

/** What a run whose only failures are scenarios still failing as in their baselines should do. */
const STILL_FAILING_ACTION =
  'Not a regression, and not shippable as it is: fix the scenarios that fail as they did in their baselines, ' +
  'then record them again.';

/** What to do when the screening flagged a text and that fails the check, whatever the scenarios' status. */
const SCREENED_ACTION =
  'Stop: a text the servers show a model looks like poisoning; review it before any agent reads it.';

/**
 * The action for a run; empty for a status this version does not know. Never "ship" over a flagged text, a scenario
 * still failing, or a pass rate the runs cannot judge (insufficient).
 */
function recommendedAction(report: RunReport): string {
  if ((report.causes ?? []).some((c) => suspiciousFails(c, reportPolicy(report)))) return SCREENED_ACTION;
  const still = stillFailing(report.scenarios);
  const others = report.scenarios.filter((s) => s.status === 'BROKEN' && !still.includes(s));
  if (still.length && report.status === 'BROKEN' && !others.length) return STILL_FAILING_ACTION;
  return undecidedAction(report) ?? RECOMMENDED_ACTION[report.status] ?? '';
}

/** The scenarios that fail as they did in their baselines (docs/scoring/still-failing.md): every judged run does. */
export function stillFailing(scenarios: readonly ScenarioResult[]): ScenarioResult[] {
  return scenarios.filter((s) => {
    const judged = s.runs.filter((r) => r.evaluation);
    return judged.length > 0 && judged.every((r) => r.evaluation!.still_failing);
  });
}

export function formatScore(score: number | null): string {
  return score === null ? '–' : score.toFixed(2);
}

/** Worst first, then by id: the order of every scenario list. */
export function sortScenarios(scenarios: readonly ScenarioResult[]): ScenarioResult[] {
  return [...scenarios].sort((a, b) => severity(a.status) - severity(b.status) || compareText(a.id, b.id));
}

/** "2 BROKEN (1 still failing), 1 DEGRADED, 14 GOOD", worst first, no zero counts; a contract-only run: its own. */
export function countsLine(report: RunReport): string {
  const still = stillFailing(report.scenarios).length;
  const count = (s: Status) => `${report.counts[s]} ${s}${s === 'BROKEN' && still ? ` (${still} still failing)` : ''}`;
  const parts = [...STATUSES.filter((s) => (report.counts[s] ?? 0) > 0).map(count), ...insufficientWords(report)];
  if (parts.length) return parts.join(', ');
  const c = report.mode === 'contract' ? report.contract : undefined;
  if (!c) return 'no scenarios';
  const { breaking, risky, compatible } = c.counts;
  return `contract of ${c.servers.length} server(s): ${breaking} breaking, ${risky} risky, ${compatible} compatible`;
}

/** "mcpproxy 0.11.2 -> 0.12.0", or just the version when it did not change. */
export function formatVersion(v: ServerVersions): string {
  const b = v.baseline ?? '?';
  const c = v.current ?? '?';
  if (v.baseline === null && v.current !== null) return `${v.name} ${c}`;
  return b === c ? `${v.name} ${c}` : `${v.name} ${b} -> ${c}`;
}

/** The suite's versions: one entry per server over all scenarios, the first version seen wins; sorted by name. */
function suiteServerVersions(report: RunReport): ServerVersions[] {
  const seen = new Map<string, ServerVersions>();
  for (const s of report.scenarios) {
    for (const v of s.servers) {
      const prev = seen.get(v.name) ?? v;
      seen.set(v.name, { name: v.name, baseline: prev.baseline ?? v.baseline, current: prev.current ?? v.current });
    }
  }
  return [...seen.values()].sort((a, b) => compareText(a.name, b.name));
}

/** What every writer says about the run as a whole, as plain text: each writer escapes it and marks it up. */
export interface RunFacts {
  /** "2 BROKEN, 1 DEGRADED, 14 GOOD" */
  headline: string;
  /** What to do about the run (the decision matrix); empty for an unknown status. */
  recommended: string;
  score: string;
  /** The commit's short sha, or "unknown". */
  commit: string;
  /** "mcpproxy 0.11.2 -> 0.12.0", one per server, sorted by name. */
  servers: string[];
  /** What the servers got wrong ("files: tools[0].inputSchema: no "type""), once per server and finding. */
  findings: string[];
  usage: string;
  /** "2 of 10 scenario(s) ran the model; 8 unchanged, verified by replay (saved 12,340 tokens, $0.0400)"; or empty. */
  modelRuns: string;
  /** Mode ab: "A/B: base 1a2b3c4 vs head 5d6e7f8"; empty otherwise. */
  ab: string;
  /** A shard's part of the suite, or the shards a merge was made of; empty for a run of the whole suite. */
  shards: string;
  /** A run of several models: each one's verdict, and which it breaks; empty for one model. */
  models: string;
  /** The scenarios compared with a baseline another agent or model recorded; empty when none. */
  otherModel: string;
}

export function runFacts(report: RunReport): RunFacts {
  return {
    headline: countsLine(report),
    recommended: recommendedAction(report),
    score: formatScore(report.score),
    commit: shortSha(report.git.sha),
    servers: report.scenarios.length
      ? suiteServerVersions(report).map(formatVersion)
      : (report.contract?.servers.map((s) => `${s.server} ${s.version}`) ?? []),
    findings: serverFindings(report),
    usage: formatUsage(report.usage),
    modelRuns: modelRunsFact(report.scenarios),
    ab: report.ab ? `A/B: base ${report.ab.base} vs head ${report.ab.head}` : '',
    shards: shardFact(report),
    models: modelsFact(report),
    otherModel: otherModelFact(report.scenarios),
  };
}

/** How many scenarios ran the model and what replays saved (model-runs on-change); empty when nothing replayed. */
function modelRunsFact(scenarios: readonly ScenarioResult[]): string {
  const verified = scenarios.filter((s) => s.replay?.unchanged);
  if (!scenarios.some((s) => s.replay)) return '';
  const saved = verified.reduce((u, s) => addUsage(u, s.replay?.saved ?? emptyUsage()), emptyUsage());
  const ran = scenarios.filter((s) => s.runs.some((r) => r.trajectory.agent !== 'replay')).length;
  return (
    `${ran} of ${scenarios.length} scenario(s) ran the model; ${verified.length} unchanged, verified by replay ` +
    `(saved ${formatUsage(saved)})`
  );
}

function shardFact({ shard, merged, scenarios }: RunReport): string {
  if (shard) {
    const part = `Shard ${shard.index}/${shard.total}: ${scenarios.length} of ${shard.suite.length} scenarios`;
    return scenarios.length ? `${part}.` : `${part}: none fell in this shard, nothing to run.`;
  }
  if (!merged) return '';
  const missing = merged.missing.map((k) => `${k}/${merged.shards}`).join(', ');
  return `Merged from ${merged.shards} shards${missing ? `; missing: ${missing}` : ''}.`;
}

/** Each server's findings over every run of every scenario, said once: `<server>: <finding>`, in order seen. */
function serverFindings(report: RunReport): string[] {
  const out = new Set<string>();
  for (const s of report.scenarios)
    for (const r of s.runs)
      for (const server of r.trajectory.servers) for (const f of server.findings ?? []) out.add(`${server.name}: ${f}`);
  return [...out];
}

export function formatUsage(u: Usage): string {
  // A model with no known price: its cost is not $0, it is unknown.
  const cost = u.unpriced ? 'cost unknown (a model with no price: see prices)' : `$${u.cost_usd.toFixed(4)}`;
  return `${thousands(totalTokens(u))} tokens, ${cost}`;
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

/**
 * Where the first evaluated run left the baseline, or why the scenario did not run. A success criterion the baseline
 * met and a run now misses comes first (it capped the score), then the calls the runs recovered (run-passes.md).
 */
export function divergence(s: ScenarioResult): string {
  if (s.error) return s.error;
  if (s.replay?.unchanged) return 'unchanged: verified by replay (no model run)';
  if (s.status === 'RECORDED') {
    const what = s.action === 'accepted' ? 'accepted as a baseline variation' : 'baseline recorded';
    return [what, ...(s.warnings ?? [])].join('; ');
  }
  const recovered = recoveredText(s.runs.filter((r) => r.evaluation).map((r) => r.trajectory));
  const lost = [lostCriteria(s), missedCriteria(s), recovered].filter(Boolean).join('; ');
  const e = s.runs.find((r) => r.evaluation)?.evaluation;
  if (!e) return lost;
  const calls = e.first_divergence?.description ?? 'none';
  return lost ? (e.first_divergence ? `${lost}; ${calls}` : lost) : calls;
}

/** "success criterion no longer met: X; Y" over all runs, or empty. */
export function lostCriteria(s: ScenarioResult): string {
  const lost = regressedCriteria(s);
  return lost.size ? `success criterion no longer met: ${[...lost].join('; ')}` : '';
}

/**
 * "success criterion not met: X; Y": criteria a compared run missed that are no regression (its baseline missed them
 * too, or could not be judged on them), over all runs, or empty. A recording says its own in its warnings.
 */
export function missedCriteria(s: ScenarioResult): string {
  const lost = regressedCriteria(s);
  const missed = new Set(
    s.runs
      .filter((r) => r.evaluation)
      .flatMap((r) => r.trajectory.criteria ?? [])
      .filter((c) => c.status === 'unmet' && !lost.has(c.criterion))
      .map((c) => c.criterion),
  );
  return missed.size ? `success criterion not met: ${[...missed].join('; ')}` : '';
}

function regressedCriteria(s: ScenarioResult): Set<string> {
  return new Set(
    s.runs.flatMap((r) => r.evaluation?.criteria?.filter((c) => c.regressed) ?? []).map((c) => c.criterion),
  );
}

/** A piece of a cause's text: code where the text had it in backticks (`add`), else plain. */
export interface TextPiece {
  text: string;
  code: boolean;
}

/**
 * A text with `code` in backticks (a cause's summary, evidence, suggestions) as pieces, for each writer to escape
 * and mark up. A name that itself holds a backtick only shifts what looks like code: every piece is escaped alike.
 */
export function codePieces(text: string): TextPiece[] {
  return text
    .split('`')
    .map((piece, i) => ({ text: piece, code: i % 2 === 1 }))
    .filter((p) => p.text !== '');
}

/**
 * The tool-list changes of the whole run, one entry per server (its renames and schema diffs too), merged over
 * the scenarios: each scenario compares its own baseline, so the same change is listed once.
 */
export function suiteToolChanges(report: RunReport): ToolChanges[] {
  const merged = new Map<string, ToolChanges>();
  const union = (a: string[], b: string[]): string[] => [...new Set([...a, ...b])].sort(compareText);
  const byKey = <T>(a: T[] | undefined, b: T[] | undefined, key: (x: T) => string): T[] => {
    const all = new Map([...(b ?? []), ...(a ?? [])].map((x) => [key(x), x]));
    return [...all.entries()].sort(([x], [y]) => compareText(x, y)).map(([, x]) => x);
  };
  for (const c of report.scenarios.flatMap((s) => s.tool_changes)) {
    const m = merged.get(c.server);
    merged.set(
      c.server,
      m
        ? {
            server: c.server,
            added: union(m.added, c.added),
            removed: union(m.removed, c.removed),
            schema_changed: union(m.schema_changed, c.schema_changed),
            renames: byKey(m.renames, c.renames, (r) => r.from),
            schema_diffs: byKey(m.schema_diffs, c.schema_diffs, (d) => d.tool),
            descriptions: byKey(m.descriptions, c.descriptions, (d) => d.tool ?? ''),
          }
        : c,
    );
  }
  return [...merged.values()]
    .filter((c) => c.added.length + c.removed.length + c.schema_changed.length + (c.descriptions?.length ?? 0) > 0)
    .sort((a, b) => compareText(a.server, b.server));
}

/** "variation 2 of 3" for a run judged against one of several baseline variations; null with one. */
export function variationOf(s: ScenarioResult, r: RunResult): string | null {
  if (s.baseline_trajectories.length < 2 || r.baseline_run_index === null) return null;
  const k = s.baseline_trajectories.findIndex((t) => t.run_index === r.baseline_run_index);
  return k < 0 ? null : `variation ${k + 1} of ${s.baseline_trajectories.length}`;
}

const METRIC_WORDS: Record<PerfRegression['metric'], string> = {
  tool_latency_ms: 'latency',
  run_latency_ms: 'run time',
  tokens: 'tokens',
  cost_usd: 'cost',
  tool_tokens: 'tool definitions and discovery answers',
};

/** A measure of a metric in its unit: `320 ms`, `12,000 tokens`, `$0.0123`. */
function measure(metric: PerfRegression['metric'], v: number): string {
  if (metric === 'tokens') return `${thousands(v)} tokens`;
  if (metric === 'tool_tokens') return `~${thousands(Math.round(v))} tokens`;
  if (metric === 'cost_usd') return `$${v.toFixed(4)}`;
  return formatDuration(v);
}

/** "latency of mcp__s__t: 5 ms -> 320 ms (limit 10 ms)"; "run time: 1.2 s -> 9.0 s (limit 2.4 s)". */
export function describeRegression(f: PerfRegression): string {
  const what = f.subject === 'run' ? METRIC_WORDS[f.metric] : `${METRIC_WORDS[f.metric]} of ${f.subject}`;
  const m = (v: number) => measure(f.metric, v);
  const where = f.parts ? `, ${growthWhere(f.parts)}` : ''; // which part grew, from the spans read back
  return `${what}: ${m(f.baseline)} -> ${m(f.current)} (limit ${m(f.limit)})${where}`;
}

/** "Models: gpt-5-mini BROKEN, claude-sonnet-5-5 GOOD: breaks gpt-5-mini only". */
function modelsFact(report: RunReport): string {
  if (!report.models?.length) return '';
  const each = report.models.map((m) => `${m.model} ${m.status}`).join(', ');
  return `Models: ${each}${report.models.length > 1 ? `: ${modelsBroken(report.models) ?? 'breaks none'}` : ''}`;
}

/** "Compared with a baseline another model recorded: echo (claude claude-sonnet-5-5, now openai gpt-5-mini)". */
function otherModelFact(scenarios: readonly ScenarioResult[]): string {
  const name = (agent: string, model: string | null) => (model ? `${agent} ${model}` : agent);
  const across = scenarios.flatMap((s) => {
    const t = s.runs[0]?.trajectory;
    if (!s.baseline || !t || !isModelAgent(t.agent)) return [];
    if (s.baseline.agent === t.agent && s.baseline.model === t.model) return [];
    return [`${s.id} (${name(s.baseline.agent, s.baseline.model)}, now ${name(t.agent, t.model)})`];
  });
  return across.length ? `Compared with a baseline another model recorded: ${across.join(', ')}` : '';
}
