// Why a run failed (docs/scoring/causes.md): the failing scenarios grouped by what broke them, so a
// report can open with "`add` was removed from server everything: breaks 3 scenarios" instead of
// repeating the same tool-list change under every scenario. A scenario is put in a group only when
// one of its divergences points there; the rest are listed as having no identified cause.
import type { Cause, CauseKind, Drift, Pair, RunResult, ScenarioResult } from '../results/index.js';
import { isSuspicious } from '../results/verdict.js';
import { needsNoExplaining } from '../results/status.js';
import { describeSignal } from '../screening/index.js';
import { parseCanonicalId, scoredCalls, type ToolCallRecord } from '../results/trajectory.js';
import { isRecord } from '../util/json.js';
import { compareText, truncate } from '../util/text.js';
import { oneLine } from '../sanitize/escape.js';
import { describePair, failureReason } from './evaluate.js';
import { jsonOf } from './outcome.js';
import { differingKeys, prepare } from './similarity.js';
import { describeSchemaDiff, type SchemaDiff } from './schema-diff.js';
import { argumentSuggestions } from './suggestions.js';
import { askCauseWords, askDriftInOrder } from './asks.js';
import { goneFinding, serverDeltas, type ServerDelta } from './cause-tools.js';
import { crashFinding, refusedFinding, restartFinding, stillFailingFindings } from './failure-causes.js';
import { finding, MAX_LINE, type Finding } from './finding.js';

/** How a cause's evidence line of a second opinion starts: the reports pick it out by it. */
export const OPINION_LINE = 'second opinion';

/** Causes in this order when they break as many scenarios: the most basic first (a Record: every kind has a rank). */
const KIND_RANK: Record<CauseKind, number> = {
  suspicious_description: -1,
  suspicious_answer: -1,
  server_down: 0,
  server_quarantined: 0,
  server_crashed: 0,
  tool_removed: 1,
  tool_renamed: 2,
  tools_renamed: 2,
  tool_split: 2,
  schema_changed: 3,
  tool_errors: 4,
  response_changed: 5,
  still_failing: 6,
  baseline_refused: 6,
  unexplained: 7,
};
const MAX_EVIDENCE = 5;
const MAX_SUGGESTIONS = 5;

interface RunContext {
  deltas: Map<string, ServerDelta>;
  bCalls: ToolCallRecord[];
  cCalls: ToolCallRecord[];
}

/**
 * The failing scenarios of a run grouped by cause, most scenarios first; unexplained ones last. A suspicious
 * description (docs/scoring/descriptions.md) leads, with every scenario that saw it, passing or not: the words a model
 * reads changed in a way that looks like poisoning, whatever the scores say.
 */
export function findCauses(results: readonly ScenarioResult[]): Cause[] {
  const causes = new Map<string, Cause>();
  for (const s of results) {
    for (const f of suspiciousFindings(s)) addFinding(causes, f, s);
    if (needsNoExplaining(s.status)) continue;
    const findings = scenarioFindings(s);
    if (findings.length === 0) findings.push(unexplained(s));
    for (const f of findings) addFinding(causes, f, s);
  }
  const rank = (c: Cause) => (isSuspicious(c.kind) ? -1 : c.kind === 'unexplained' ? 1 : 0);
  return [...causes.values()].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      b.scenarios.length - a.scenarios.length ||
      KIND_RANK[a.kind] - KIND_RANK[b.kind] ||
      compareText(a.server ?? '', b.server ?? '') ||
      compareText(a.tool ?? '', b.tool ?? ''),
  );
}

function addFinding(causes: Map<string, Cause>, f: Finding, s: ScenarioResult): void {
  // Two suspicious texts of one tool (its description and a parameter) are two causes: their summaries differ.
  const text = f.kind === 'suspicious_description' || f.kind === 'suspicious_answer' ? f.summary : '';
  const key = `${f.kind}|${f.server ?? ''}|${f.tool ?? ''}|${f.rename?.to ?? ''}|${f.rule ?? ''}|${text}`;
  const { detail, ...cause } = f;
  const c = causes.get(key) ?? { ...cause, evidence: [], suggestions: [], scenarios: [] };
  causes.set(key, c);
  c.evidence = unique([...c.evidence, ...f.evidence], MAX_EVIDENCE);
  c.suggestions = unique([...c.suggestions, ...f.suggestions], MAX_SUGGESTIONS);
  if (!c.scenarios.some((x) => x.id === s.id)) c.scenarios.push({ id: s.id, name: s.name, status: s.status, detail });
}

/**
 * What the screening found in the scenario's texts (docs/scoring/screening.md): a suspicious text the servers show a
 * model, or an answer that started carrying orders to it; its verdict, the words that decided it, and the model's
 * second opinion beside it when one was asked.
 */
function suspiciousFindings(s: ScenarioResult): Finding[] {
  return (s.screening ?? []).map((f) => {
    const cls = f.class.replace(/_/g, ' ');
    const on = `on server \`${f.server}\``;
    const summary =
      f.kind === 'answer'
        ? `${f.tool ? `\`${f.tool}\`` : 'a tool'} ${on} answers with orders to the model (${cls})`
        : `${f.where} ${on} looks like ${cls}`;
    const opinion = f.opinion
      ? [`${OPINION_LINE} (${f.opinion.model}): ${f.opinion.verdict}: ${f.opinion.reason}`]
      : [];
    // The deciding words first, the model's opinion beside them, then the score and the other signals (cut at 5).
    const [top, ...more] = f.signals.map(describeSignal);
    const score = `score ${f.score.toFixed(2)} (suspicious from 0.50): "${oneLine(f.excerpt)}"`;
    const evidence = [top, ...opinion, score, ...more].map((l) => truncate(l, MAX_LINE));
    const suggestions = [
      f.kind === 'answer'
        ? 'find what put these words in the answer (a page, a file, a record the tool read) before an agent reads it'
        : 'review the new wording before any agent reads it; record again only once it is trusted',
    ];
    const kind = f.kind === 'answer' ? 'suspicious_answer' : 'suspicious_description';
    return finding(kind, f.server, f.tool, summary, evidence[0], { evidence, suggestions });
  });
}

function unique(list: string[], max: number): string[] {
  return [...new Set(list)].slice(0, max);
}

/** Every cause one scenario shows, once each (the first run that showed it says where). */
function scenarioFindings(s: ScenarioResult): Finding[] {
  const found = new Map<string, Finding>();
  const add = (f: Finding | null) => {
    const key = `${f?.kind}|${f?.server}|${f?.tool}|${f?.rule ?? ''}`;
    if (f && !found.has(key)) found.set(key, f);
  };
  const errors = [s.error, ...s.runs.map((r) => r.error)];
  // The service under test stopped: whatever else failed in the scenario followed from it.
  const stopped = errors.map(serviceStopped).find((f) => f !== null);
  if (stopped) return [stopped];
  // So did whatever followed a server crash, and a recording refused for its failing calls needs no other cause.
  const crashed = crashFinding(s) ?? refusedFinding(s) ?? restartFinding(s);
  if (crashed) return [crashed];
  for (const text of errors) connectFailures(text).forEach(add);
  for (const r of s.runs) [...runFindings(s, r), ...stillFailingFindings(r), ...cutShortFindings(s, r)].forEach(add);
  driftFindings(s.replay?.drift ?? []).forEach(add);
  return [...found.values()];
}

/**
 * A server named by a connect failure: the pipeline's message for a server that did not start,
 * answer `initialize` or list its tools, one line per server (servers/connection.ts).
 */
const CONNECT_FAILURE = /^server "([^"]+)"(?: \(.*?\))?: failed to (?:connect|start and initialize|list tools)\b/;

function connectFailures(text: string | null): Finding[] {
  return (text ?? '').split('\n').flatMap((line) => {
    const m = CONNECT_FAILURE.exec(line);
    if (!m) return [];
    const shown = truncate(line, MAX_LINE);
    return [
      finding('server_down', m[1], null, `server \`${m[1]}\` fails to start or connect`, shown, { evidence: [shown] }),
    ];
  });
}

/** The first line of a stopped container's message (service/containers.ts stoppedMessage). */
const SERVICE_STOPPED = /^service "([^"]+)" stopped: container \S+ exited with (?:code (\d+))?/;

function serviceStopped(text: string | null): Finding | null {
  const line = (text ?? '').split('\n').find((l) => SERVICE_STOPPED.test(l));
  if (!line) return null;
  const [, service, code] = SERVICE_STOPPED.exec(line)!;
  const shown = truncate(line, MAX_LINE);
  const summary = `service \`${service}\` stopped${code ? ` (exit code ${code})` : ''}`;
  return finding('server_down', service, null, summary, shown, { evidence: [shown] });
}

/**
 * MCPProxy's answer to a call of a quarantined server's tool, a successful result (internal/server/mcp.go of
 * v0.60.0): `{"status": "QUARANTINED_SERVER_BLOCKED", "serverName": ..., "message": "🔒 SECURITY BLOCK: ..."}`.
 */
function blockedAnswer(c: ToolCallRecord): Record<string, unknown> | undefined {
  return c.content.map(jsonOf).find((v) => isRecord(v) && v.status === 'QUARANTINED_SERVER_BLOCKED') as
    Record<string, unknown> | undefined;
}

/** Calls that the proxy blocked because their server is quarantined, when no baseline call was: the quarantine. */
function quarantineFindings(ctx: RunContext): Finding[] {
  if (ctx.bCalls.some(blockedAnswer)) return [];
  return ctx.cCalls.flatMap((c) => {
    const answer = blockedAnswer(c);
    const at = parseCanonicalId(c.id);
    const upstream = answer?.serverName;
    if (!at || typeof upstream !== 'string') return [];
    const summary = `server \`${upstream}\` is quarantined by \`${at.server}\`: its tools are hidden, calls blocked`;
    const message = typeof answer?.message === 'string' ? answer.message : 'QUARANTINED_SERVER_BLOCKED';
    const detail = `${at.tool}: ${truncate(message, MAX_LINE)}`;
    return [
      finding('server_quarantined', upstream, null, summary, detail, {
        evidence: [detail],
        suggestions: [`if the quarantine is not meant, set "quarantined": false on \`${upstream}\` in the config`],
      }),
    ];
  });
}

function unexplained(s: ScenarioResult): Finding {
  const runs = s.runs.filter((r) => r.evaluation);
  const worst = runs.sort((a, b) => a.evaluation!.score - b.evaluation!.score)[0]?.evaluation;
  const why = s.error ?? worst?.first_divergence?.description ?? `score ${worst?.score.toFixed(2) ?? 'none'}`;
  return finding('unexplained', null, null, 'no identified cause', truncate(why.split('\n')[0], MAX_LINE));
}

/** The causes one compared run points at: its diverging pairs and its changed responses. */
function runFindings(s: ScenarioResult, r: RunResult): Finding[] {
  const e = r.evaluation;
  const baseline = s.baseline_trajectories.find((t) => t.run_index === r.baseline_run_index);
  if (!e || !baseline) return [];
  const ctx: RunContext = {
    deltas: serverDeltas(s.tool_changes, baseline.servers, r.trajectory.servers),
    bCalls: scoredCalls(baseline),
    cCalls: scoredCalls(r.trajectory),
  };
  const quarantined = quarantineFindings(ctx);
  if (quarantined.length) return quarantined;
  const out = e.pairs.filter((p) => p.kind !== 'match').flatMap((p) => pairFinding(p, ctx) ?? []);
  return [...out, ...driftFindings(e.drift)];
}

/** A run an ask cut short (no evaluation): what its calls were asked against what the baseline's were. */
function cutShortFindings(s: ScenarioResult, r: RunResult): Finding[] {
  if (r.evaluation) return [];
  const baseline =
    s.baseline_trajectories.find((t) => t.run_index === r.baseline_run_index) ?? s.baseline_trajectories[0];
  return baseline ? driftFindings(askDriftInOrder(scoredCalls(baseline), scoredCalls(r.trajectory))) : [];
}

/** The changed responses among a run's (or a replay's) drift. */
function driftFindings(drift: readonly Drift[]): Finding[] {
  return drift.flatMap((d) => {
    // A new failure is a pair's; gained keys break nothing; an answer to other arguments says nothing of a server.
    if (d.kind === 'is_error' || d.kind === 'additive' || d.kind === 'arguments') return [];
    const at = parseCanonicalId(d.id);
    if (!at) return [];
    const detail = `call ${d.baseline_index + 1} ${d.id}: response changed (${d.kind}): ${d.detail}`;
    const does = d.kind === 'asks' ? askCauseWords(d.detail) : 'answers in another shape';
    const summary = `\`${at.tool}\` on server \`${at.server}\` ${does}`;
    const evidence = [`${at.tool}: ${d.kind}: ${d.detail}`];
    // Every cause says what to do: a change the server means is a new baseline; one it does not is its bug.
    const what = `${d.kind}: ${truncate(d.detail, 120)}`;
    const meant =
      d.kind === 'asks' ? "asks so on purpose, update the scenarios' answers and" : 'answers so on purpose,';
    const fix = `if \`${at.tool}\` ${meant} record the baselines again; if not, fix the server (${what})`;
    return [finding('response_changed', at.server, at.tool, summary, detail, { evidence, suggestions: [fix] })];
  });
}

/** The cause a diverging pair points at, if any. */
function pairFinding(p: Pair, ctx: RunContext): Finding | null {
  const b = p.baseline_index === null ? null : ctx.bCalls[p.baseline_index];
  const c = p.current_index === null ? null : ctx.cCalls[p.current_index];
  const detail = describePair(p, ctx.bCalls, ctx.cCalls);
  // The baseline's tool is gone: however the call diverged (missing, replaced, rejected) follows from that.
  const gone = b ? goneFinding(b, ctx.deltas, detail) : null;
  if (gone || !c) return gone;
  const sameTool = b !== null && b.id === c.id;
  const at = parseCanonicalId(c.id);
  if (!at) return null;
  const diff = ctx.deltas.get(at.server)?.changed.get(at.tool);
  if (c.is_error && !(sameTool && b.is_error)) {
    const suggestions = diff ? argumentSuggestions(c, sameTool ? b : null, diff) : [];
    // Schema-related only when the harness refused the input or the error names a changed argument.
    if (diff && (INVALID_INPUT.test(c.harness_error ?? '') || suggestions.length))
      return schemaFinding(at, diff, detail, suggestions);
    return goneFinding(c, ctx.deltas, detail) ?? errorsFinding(at, c, detail);
  }
  // Same tool, other values for arguments the schema change is about: the agent follows the change.
  const moved = sameTool && diff ? differingKeys(prepare(b.arguments), prepare(c.arguments)) : [];
  return diff && moved.some((k) => diff.properties.some((x) => rootOf(x.property) === k))
    ? schemaFinding(at, diff, detail, [])
    : null;
}

/** The harness's rejection of arguments that do not fit the tool's current schema (servers/server-tools.ts). */
const INVALID_INPUT = /^invalid tool_inputs for /;

function rootOf(property: string): string {
  return property.split(/\.|\[\]/)[0];
}

function errorsFinding(at: { server: string; tool: string }, c: ToolCallRecord, detail: string): Finding {
  const summary = `\`${at.tool}\` on server \`${at.server}\` now returns errors`;
  const suggestions = [`fix the call's arguments in the scenario, or the server: each error is in the report`];
  const evidence = [`${at.tool}: ${failureReason(c)}`];
  return finding('tool_errors', at.server, at.tool, summary, detail, { evidence, suggestions });
}

function schemaFinding(
  at: { server: string; tool: string },
  diff: SchemaDiff,
  detail: string,
  suggestions: string[],
): Finding {
  const summary = `\`${at.tool}\` on server \`${at.server}\` changed its input schema`;
  const evidence = [`${at.tool}: ${describeSchemaDiff(diff)}`];
  return finding('schema_changed', at.server, at.tool, summary, detail, { evidence, suggestions });
}
