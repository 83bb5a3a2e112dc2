// A scenario's section of the HTML report: its facts and trend, each run against its closest baseline variation
// (the per-call comparison, success criteria), and both conversations side by side. Tool output is untrusted:
// every text is escaped, and long blocks are cut (results.json keeps the whole of them).
import { rateText } from './rates.js';
import type {
  BaselineInfo,
  CriterionComparison,
  Evaluation,
  Pair,
  RunResult,
  ScenarioResult,
} from '../results/index.js';
import type { Thresholds } from '../results/status.js';
import { LATENCY_PARTS } from '../results/latency-parts.js';
import { isToolCall } from '../results/trajectory.js';
import type { ContentBlock, CriterionResult, Message, ToolCallRecord, Trajectory } from '../results/trajectory.js';
import { performancePart } from './diagnosis.js';
import { escapeHtml as esc } from '../sanitize/escape.js';
import { pairPlace } from '../scoring/turns.js';
import { formatDuration, formatScore, formatUsage, formatVersion, shortSha, variationOf } from './format.js';
import { footprintText, scenarioFootprint } from './footprint.js';
import { badge, cells, code, factList, scoreBadge, tableHead } from './html-parts.js';

/** Longest text shown per content block; results.json keeps the whole of it. */
const MAX_BLOCK_CHARS = 20_000;

/** A scenario's trend chart and the links to the causes it is in (markup, empty when none). */
export interface ScenarioExtras {
  trend: string;
  causes: string;
}

export function scenarioSection(s: ScenarioResult, anchor: string, extra: ScenarioExtras): string {
  const flaky = s.aggregate?.flaky ? ' <span class="warn">flaky: runs fell in different bands</span>' : '';
  const error = s.error ? `<p class="error">${esc(s.error)}</p>` : '';
  const facts = scenarioFacts(s);
  if (extra.causes) facts.unshift(['Cause', extra.causes]);
  if (s.aggregate?.pass_rate && s.aggregate.pass_rate.runs > 1) facts.splice(1, 0, ['Pass rate', esc(rateText(s))]);
  const runs = s.runs.map((r, i) => runSection(s, r, i === 0));
  return `<section class="scenario" id="${anchor}" data-status="${esc(s.status)}">
<h2>${badge(s.status)} ${esc(s.name)} <small>${code(s.id)}</small>${flaky}</h2>
${error}
${factList(facts)}
${extra.trend}
${performancePart(s)}
${runs.join('\n')}
<p class="top"><a href="#scenario-table">↑ scenarios</a></p>
</section>`;
}

function scenarioFacts(s: ScenarioResult): [string, string][] {
  const facts: [string, string][] = [
    ['Score', `${formatScore(s.score)}${runSpread(s)}`],
    ['File', code(s.file)],
    ['Action', esc(s.action)],
    ['Duration', `${formatDuration(s.duration_ms)} · ${esc(formatUsage(s.usage))}`],
  ];
  if (s.tags.length) facts.push(['Tags', s.tags.map((t) => `<span class="tag">${esc(t)}</span>`).join(' ')]);
  if (s.config)
    facts.push(['Config', `${code(s.config.path)} <small>sha256 ${esc(s.config.hash.slice(0, 12))}</small>`]);
  if (s.baseline) facts.push(['Baseline', baselineFact(s.baseline)]);
  for (const w of s.warnings ?? []) facts.push(['Warning', `<span class="warn">${esc(w)}</span>`]);
  if (s.servers.length) facts.push(['Servers', s.servers.map((v) => esc(formatVersion(v))).join(', ')]);
  const tokens = scenarioFootprint(s);
  if (tokens) facts.push(['Tool surface', esc(footprintText(tokens))]);
  return facts;
}

/** " (mean of 3 runs; min 0.65, max 0.90, spread 0.25)" for a scenario run more than once. */
function runSpread(s: ScenarioResult): string {
  const a = s.aggregate;
  if (!a || s.runs.length <= 1) return '';
  const range = `min ${formatScore(a.min)}, max ${formatScore(a.max)}, spread ${formatScore(a.spread)}`;
  return ` (mean of ${s.runs.length} runs; ${range})`;
}

function baselineFact(b: BaselineInfo): string {
  const model = b.model ? ` (${esc(b.model)})` : '';
  const stale = b.stale
    ? ` <span class="warn">stale: ${esc(b.stale_reason ?? 'the scenario file changed')}</span>`
    : '';
  const recorded = `recorded ${esc(b.recorded_at)} at ${code(shortSha(b.git.sha))}`;
  return `${code(b.source)}, ${recorded} by ${esc(b.agent)}${model}${stale}`;
}

function runSection(s: ScenarioResult, r: RunResult, open: boolean): string {
  const e = r.evaluation;
  const baseline =
    s.baseline_trajectories.find((t) => t.run_index === r.baseline_run_index) ??
    (r.baseline_run_index === null ? undefined : s.baseline_trajectories[0]);
  const variation = variationOf(s, r);
  const title = e
    ? `Run ${r.run_index + 1}: ${scoreBadge(e.score, s.thresholds)} trajectory ${formatScore(e.trajectory_score)}, ` +
      `baseline ${esc(e.baseline_status)} → current ${esc(e.current_status)}` +
      (variation ? ` · closest baseline ${esc(variation)}` : '')
    : `Run ${r.run_index + 1}${r.error ? ': error' : ''}`;
  const parts = [
    r.error ? `<p class="error">${esc(r.error)}</p>` : '',
    variationScores(r, s.thresholds),
    e ? evaluationPart(e, s.thresholds) : '',
    criteriaPart(e?.criteria ?? null, r.trajectory.criteria ?? []),
    conversations(baseline ?? null, r.trajectory),
  ];
  return `<details class="run"${open ? ' open' : ''}><summary>${title}</summary>
${parts.join('\n')}
</details>`;
}

/** The run's score against each baseline variation; the closest judged it. */
function variationScores(r: RunResult, t: Thresholds): string {
  const scores = r.variation_scores;
  if (!scores || scores.length < 2) return '';
  const items = scores.map((v, i) => `variation ${i + 1} ${scoreBadge(v, t)}`);
  return `<p class="variations">Against each baseline variation (the closest judges the run): ${items.join(', ')}</p>`;
}

function evaluationPart(e: Evaluation, t: Thresholds): string {
  const match = `exact ${yes(e.match.exact)}, in order ${yes(e.match.in_order)}, any order ${yes(e.match.any_order)}`;
  const first = e.first_divergence;
  const div = first
    ? `<p class="divergence"><strong>First divergence</strong>` +
      `${first.pair_index >= 0 ? ` at call ${first.pair_index + 1}` : ''}: ${esc(first.description)}</p>`
    : '<p class="divergence">The trajectories do not diverge.</p>';
  const rows = e.pairs.map((p, i) => pairRow(p, i, t, first?.pair_index === i));
  const items = e.drift.map((d) => `<li>${code(d.id)} (${esc(d.kind)}): ${esc(d.detail)}</li>`).join('');
  const drift = e.drift.length ? `<h4>Response drift</h4><ul class="drift">${items}</ul>` : '';
  const head = tableHead(['#', 'Baseline call', 'Current call', 'Similarity', 'Label']);
  return `<p>Match mode ${code(e.match_mode)}: ${match}. Scored calls: ${e.baseline_calls} → ${e.current_calls}.</p>
${div}
<table class="pairs">${head}
<tbody>${rows.join('')}</tbody></table>
${drift}`;
}

/** The success criteria: baseline and current side by side when compared, else the run's own. */
function criteriaPart(compared: CriterionComparison[] | null, own: CriterionResult[]): string {
  const rows = compared
    ? compared.map((c, i) => {
        const cls = c.regressed ? ' class="pair-mismatch"' : '';
        const values = [c.criterion, c.baseline, c.current, own[i]?.reason ?? ''].map(esc);
        return `<tr${cls}>${cells(values)}</tr>`;
      })
    : own.map((c) => `<tr>${cells([esc(c.criterion), esc(c.status), esc(c.reason ?? '')])}</tr>`);
  if (!rows.length) return '';
  const head = tableHead(['Success criterion', ...(compared ? ['Baseline', 'Current'] : ['Run']), 'Why']);
  return `<h4>Success criteria</h4><table class="criteria">${head}<tbody>${rows.join('')}</tbody></table>`;
}

function yes(b: boolean): string {
  return b ? '✓' : '✗';
}

function pairRow(p: Pair, i: number, t: Thresholds, first: boolean): string {
  const id = (v: string | null): string => (v ? code(v) : '<span class="none">–</span>');
  const values = [pairPlace(p, i), id(p.baseline_id), id(p.current_id), scoreBadge(p.similarity, t), esc(p.label)];
  return `<tr class="pair-${esc(p.kind)}${first ? ' first-divergence' : ''}">${cells(values)}</tr>`;
}

function conversations(baseline: Trajectory | null, current: Trajectory): string {
  const column = (title: string, t: Trajectory | null): string => {
    if (!t) return `<div class="conv"><h4>${title}</h4><p class="none">no baseline</p></div>`;
    const model = t.model ? ` · ${esc(t.model)}` : '';
    const meta = `${esc(t.agent)}${model} · ${esc(t.stop_reason)} · ${formatDuration(t.duration_ms)}${outsideCalls(t)}`;
    const err = t.error ? `<p class="error">${esc(t.error)}</p>` : '';
    const messages = t.messages.map(message).join('\n');
    return `<div class="conv"><h4>${title} <small>${meta}</small></h4>${err}${messages}</div>`;
  };
  return `<div class="side-by-side">${column('Baseline', baseline)}${column('Current', current)}</div>`;
}

/** With split calls: the run's time outside its calls, the agent's and the model's. */
function outsideCalls(t: Trajectory): string {
  const calls = t.messages.filter(isToolCall);
  if (!calls.some((c) => c.latency_parts)) return '';
  const inside = calls.reduce((sum, c) => sum + c.duration_ms, 0);
  return ` (agent and model ${formatDuration(Math.max(0, t.duration_ms - inside))})`;
}

function message(m: Message): string {
  if (m.type !== 'user' && m.type !== 'assistant') return toolCall(m);
  const who = m.type === 'user' && m.simulated ? 'user (simulated)' : m.type;
  return `<div class="msg ${m.type}"><span class="who">${who}</span><div class="text">${esc(m.text)}</div></div>`;
}

function toolCall(c: ToolCallRecord): string {
  const cls = ['msg', 'call', c.discovery ? 'discovery' : '', c.is_error || c.harness_error ? 'failed' : '']
    .filter(Boolean)
    .join(' ');
  const flags = [
    c.discovery ? '<span class="tag">discovery</span>' : '',
    c.is_error ? '<span class="tag bad">error</span>' : '',
    c.harness_error ? '<span class="tag bad">rejected</span>' : '',
  ].join('');
  const harness = c.harness_error ? `<p class="error">${esc(c.harness_error)}</p>` : '';
  const structured =
    c.structured_content === undefined
      ? ''
      : `<h5>Structured result</h5><pre>${esc(pretty(c.structured_content))}</pre>`;
  const summary = `${code(c.id)} ${flags}<small>${formatDuration(c.duration_ms)}${partsText(c)}</small>`;
  const result = c.content.length ? c.content.map(block).join('') : '<p class="none">(empty)</p>';
  return `<details class="${cls}"><summary>${summary}</summary>
${harness}<h5>Input</h5><pre>${esc(pretty(c.arguments))}</pre>
<h5>Result</h5>${result}${structured}${callNotes(c)}
</details>`;
}

/** What the server asked during the call, its progress, the task it ran as, the tools it changed: a line each. */
function callNotes(c: ToolCallRecord): string {
  const p = c.progress;
  const asked = (c.asks ?? []).map((a) => {
    const url = a.url ? ` to open ${a.url}` : '';
    return `asked (${a.kind}) ${JSON.stringify(a.message)}${url}: ${a.action ?? 'no answer'}`;
  });
  const last = p
    ? `${p.progress}${p.total === undefined ? '' : ` of ${p.total}`}${p.message ? ` "${p.message}"` : ''}`
    : '';
  const lines = [
    ...asked,
    ...(p ? [`progress: ${p.count} notification(s), the last ${last}`] : []),
    ...(c.task ? [`ran as a task: ${c.task.status} after ${c.task.polls} poll(s)`] : []),
    ...(c.tools_changed ? [toolsChangedText(c.tools_changed)] : []),
  ];
  return lines.length ? `<h5>Meanwhile</h5><ul>${lines.map((l) => `<li>${esc(l)}</li>`).join('')}</ul>` : '';
}

/** `the model's tools changed after it: added a, b; removed c`: a server's list re-read (docs/conversations.md). */
function toolsChangedText(t: NonNullable<ToolCallRecord['tools_changed']>): string {
  const parts = (['added', 'removed', 'changed'] as const)
    .filter((k) => t[k].length)
    .map((k) => `${k} ${t[k].join(', ')}`);
  return `the model's tools changed after it: ${parts.join('; ')}`;
}

/** A call's latency parts from the spans read back (docs/traces.md): ` · upstream 200 ms, proxy 3 ms (by match)`. */
function partsText(c: ToolCallRecord): string {
  const p = c.latency_parts;
  if (!p) return '';
  const each = LATENCY_PARTS.map((k) => `${k} ${formatDuration(p[`${k}_ms`])}`).join(', ');
  return ` · <span class="parts">${each} (by ${esc(p.joined)})</span>`;
}

function block(b: ContentBlock): string {
  if (b.type === 'text' && typeof b.text === 'string') return `<pre>${esc(limit(prettyText(b.text)))}</pre>`;
  if (b.type === 'image' || b.type === 'audio') {
    const data = typeof b.data === 'string' ? b.data.length : 0;
    return `<p class="none">[${esc(b.type)} ${esc(String(b.mimeType ?? ''))}, ${data} base64 characters]</p>`;
  }
  return `<pre>${esc(limit(pretty(b)))}</pre>`;
}

/** A text block that holds JSON is shown pretty-printed; anything else as sent. */
function prettyText(text: string): string {
  const t = text.trim();
  if (!(t.startsWith('{') || t.startsWith('['))) return text;
  try {
    return pretty(JSON.parse(t));
  } catch {
    return text;
  }
}

function pretty(v: unknown): string {
  return JSON.stringify(v, null, 2) ?? String(v);
}

function limit(text: string): string {
  if (text.length <= MAX_BLOCK_CHARS) return text;
  return `${text.slice(0, MAX_BLOCK_CHARS)}\n… (${text.length - MAX_BLOCK_CHARS} more characters in results.json)`;
}
