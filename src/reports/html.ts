// The HTML report: one self-contained file (inline CSS and JS, no network), readable offline
// from an artifact download. Plain template strings and no dependency, so it loads fast.
// Every dynamic text goes through esc(); a CSP that only allows our own script (by hash) is a
// second wall should an escape ever be missed.
import { createHash } from 'node:crypto';
import type {
  BaselineInfo,
  CriterionComparison,
  Evaluation,
  Pair,
  RunReport,
  RunResult,
  ScenarioResult,
} from '../results.js';
import { band, severity, STATUSES, type Status, type Thresholds } from '../status.js';
import type { ContentBlock, CriterionResult, Message, ToolCallRecord, Trajectory } from '../trajectory.js';
import { truncate } from '../util/text.js';
import { escapeHtml as esc } from './escape.js';
import { scenarioTrend, trendSection } from './trends.js';
import { causeLinks, causesSection, performanceCell, performancePart, toolChangesSection } from './diagnosis.js';
import {
  callCounts,
  divergence,
  formatDuration,
  formatScore,
  formatUsage,
  formatVersion,
  runFacts,
  shortSha,
  sortScenarios,
  variationOf,
  type RunFacts,
} from './format.js';

/** Longest text shown per content block; results.json keeps the whole of it. */
const MAX_BLOCK_CHARS = 20_000;

export function renderHtml(report: RunReport): string {
  const scenarios = sortScenarios(report.scenarios);
  const anchors = new Map(scenarios.map((s, i) => [s, `sc-${i + 1}`]));
  const facts = runFacts(report);
  const body = [
    header(report, facts),
    causesSection(report, new Map(scenarios.map((s) => [s.id, anchors.get(s) ?? '']))),
    trendSection(report),
    controls(report),
    scenarioTable(scenarios, anchors),
    toolChangesSection(report),
    ...scenarios.map((s) =>
      scenarioSection(s, anchors.get(s) ?? '', {
        trend: scenarioTrend(report, s.id, s.thresholds),
        causes: causeLinks(report, s.id),
      }),
    ),
  ].join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>mcp-eval: ${esc(report.status)} (${esc(facts.headline)})</title>
<style>${STYLE}</style>
</head>
<body>
${body}
<script>${SCRIPT}</script>
</body>
</html>
`;
}

function badge(status: Status, extra = ''): string {
  return `<span class="badge st-${esc(status)}">${esc(status)}${extra}</span>`;
}

function scoreBadge(score: number, t: Thresholds): string {
  return `<span class="badge sim st-${band(score, t)}">${formatScore(score)}</span>`;
}

function code(text: string): string {
  return `<code>${esc(text)}</code>`;
}

/** A definition list of label and markup pairs. */
function factList(rows: [string, string][]): string {
  return `<dl class="facts">${rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl>`;
}

function tableHead(labels: string[]): string {
  return `<thead><tr>${labels.map((l) => `<th>${l}</th>`).join('')}</tr></thead>`;
}

function cells(values: string[]): string {
  return values.map((v) => `<td>${v}</td>`).join('');
}

function header(r: RunReport, facts: RunFacts): string {
  const counts = STATUSES.filter((s) => r.counts[s] > 0)
    .map((s) => badge(s, `: ${r.counts[s]}`))
    .join(' ');
  const links = [
    r.links.artifact_url ? link(r.links.artifact_url, 'artifact') : '',
    r.links.run_url ? link(r.links.run_url, 'workflow run') : '',
  ].filter(Boolean);
  const servers = facts.servers.map((v) => `<span class="ver">${esc(v)}</span>`).join(', ');
  const rows: [string, string][] = [
    ['Result', `${counts || 'no scenarios'}`],
    ['Recommended', esc(facts.recommended)],
    ['Score', `${facts.score} (${esc(r.mode)} mode)`],
    ...(facts.shards ? [['Shards', esc(facts.shards)] as [string, string]] : []),
    ['Check', `${checkVerdict(r)} (fail-on ${code(r.fail_on)})`],
    ['Thresholds', thresholdsText(r.thresholds)],
    ['When', `${esc(r.started_at)} (${formatDuration(r.duration_ms)})`],
    ['Commit', `${code(facts.commit)}${r.git.ref ? ` on ${code(r.git.ref)}` : ''}`],
    ['Servers', servers || '–'],
    ['Agent', `${esc(r.agent)}${r.model ? ` · ${code(r.model)}` : ''}`],
    ['Usage', esc(facts.usage)],
    ['Tool', `${esc(r.tool.name)} ${esc(r.tool.version)}`],
  ];
  if (links.length) rows.push(['Links', links.join(' · ')]);
  return `<header>
<h1>${badge(r.status)} mcp-eval report</h1>
<p class="headline">${esc(facts.headline)}</p>
${factList(rows)}
</header>
${itemList('Problems', r.problems)}${itemList('Server findings', facts.findings)}`;
}

/** A shard's own verdict is not the check's: the merge job's is. */
function checkVerdict(r: RunReport): string {
  return r.shard ? 'the merge job gives the check' : r.failed ? '<strong>fails</strong>' : 'passes';
}

function thresholdsText(t: Thresholds): string {
  const edges = [
    `GOOD ≥ ${t.good.toFixed(2)}`,
    `ACCEPTABLE ≥ ${t.acceptable.toFixed(2)}`,
    `DEGRADED ≥ ${t.degraded.toFixed(2)}`,
  ];
  return `${edges.join(', ')}, else BROKEN`;
}

/** The run's problems, or what the servers got wrong: a titled list, nothing when empty. */
function itemList(title: string, items: readonly string[]): string {
  if (!items.length) return '';
  const li = items.map((p) => `<li>${esc(p)}</li>`).join('');
  return `<section class="problems"><h2>${title} (${items.length})</h2><ul>${li}</ul></section>`;
}

/** Only http(s) links are made clickable; anything else is shown as text. */
function link(url: string, text: string): string {
  return /^https?:\/\//i.test(url) ? `<a href="${esc(url)}" rel="noopener noreferrer">${esc(text)}</a>` : esc(text);
}

function controls(r: RunReport): string {
  const present = STATUSES.filter((s) => r.counts[s] > 0 || r.scenarios.some((x) => x.status === s));
  const boxes = present
    .map((s) => `<label><input type="checkbox" class="status-filter" value="${s}" checked> ${badge(s)}</label>`)
    .join(' ');
  return `<nav class="controls" aria-label="Filters">
<span>Show: ${boxes}</span>
<label><input type="checkbox" id="show-discovery" checked> discovery (<code>list</code>) calls</label>
<button type="button" id="expand-all">Expand all calls</button>
<button type="button" id="collapse-all">Collapse all calls</button>
</nav>`;
}

/** The scenario table's columns and how the script sorts each. */
const SCENARIO_COLUMNS: [sort: 'num' | 'text', label: string][] = [
  ['num', 'Status'],
  ['text', 'Scenario'],
  ['num', 'Score'],
  ['num', 'Trajectory'],
  ['text', 'Calls (baseline → current)'],
  ['num', 'Runs'],
  ['text', 'First divergence'],
  ['num', 'Performance'],
];

function scenarioTable(scenarios: ScenarioResult[], anchors: Map<ScenarioResult, string>): string {
  const rows = scenarios.map((s) => {
    const traj = s.runs.find((r) => r.evaluation)?.evaluation?.trajectory_score ?? null;
    const perf = performanceCell(s);
    return `<tr data-status="${esc(s.status)}">
<td data-value="${severity(s.status)}">${badge(s.status)}</td>
<td data-value="${esc(s.name.toLowerCase())}"><a href="#${anchors.get(s)}">${esc(s.name)}</a></td>
<td data-value="${s.score ?? -1}">${formatScore(s.score)}</td>
<td data-value="${traj ?? -1}">${formatScore(traj)}</td>
<td data-value="${esc(callCounts(s))}">${esc(callCounts(s))}</td>
<td data-value="${s.runs.length}">${esc(runsSummary(s))}</td>
<td data-value="${esc(divergence(s).toLowerCase())}">${esc(truncate(divergence(s), 120))}</td>
<td data-value="${perf.value}">${esc(perf.text)}</td>
</tr>`;
  });
  const head = SCENARIO_COLUMNS.map(([sort, label]) => `<th data-sort="${sort}">${label}</th>`).join('');
  return `<section><h2>Scenarios (${scenarios.length})</h2>
<table id="scenario-table" class="sortable">
<thead><tr>${head}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table></section>`;
}

/** "3 (min 0.65, spread 0.25, flaky)", or just the number of runs. */
function runsSummary(s: ScenarioResult): string {
  const a = s.aggregate;
  if (s.runs.length <= 1 || !a) return String(s.runs.length);
  return `${s.runs.length} (min ${formatScore(a.min)}, spread ${formatScore(a.spread)}${a.flaky ? ', flaky' : ''})`;
}

/** A scenario's trend chart and the links to the causes it is in (markup, empty when none). */
interface ScenarioExtras {
  trend: string;
  causes: string;
}

function scenarioSection(s: ScenarioResult, anchor: string, extra: ScenarioExtras): string {
  const flaky = s.aggregate?.flaky ? ' <span class="warn">flaky: runs fell in different bands</span>' : '';
  const error = s.error ? `<p class="error">${esc(s.error)}</p>` : '';
  const facts = scenarioFacts(s);
  if (extra.causes) facts.unshift(['Cause', extra.causes]);
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
    ? `<p class="divergence"><strong>First divergence</strong> at call ${first.pair_index + 1}: ` +
      `${esc(first.description)}</p>`
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
  const values = [String(i + 1), id(p.baseline_id), id(p.current_id), scoreBadge(p.similarity, t), esc(p.label)];
  return `<tr class="pair-${esc(p.kind)}${first ? ' first-divergence' : ''}">${cells(values)}</tr>`;
}

function conversations(baseline: Trajectory | null, current: Trajectory): string {
  const column = (title: string, t: Trajectory | null): string => {
    if (!t) return `<div class="conv"><h4>${title}</h4><p class="none">no baseline</p></div>`;
    const model = t.model ? ` · ${esc(t.model)}` : '';
    const meta = `${esc(t.agent)}${model} · ${esc(t.stop_reason)} · ${formatDuration(t.duration_ms)}`;
    const err = t.error ? `<p class="error">${esc(t.error)}</p>` : '';
    const messages = t.messages.map(message).join('\n');
    return `<div class="conv"><h4>${title} <small>${meta}</small></h4>${err}${messages}</div>`;
  };
  return `<div class="side-by-side">${column('Baseline', baseline)}${column('Current', current)}</div>`;
}

function message(m: Message): string {
  if (m.type !== 'user' && m.type !== 'assistant') return toolCall(m);
  return `<div class="msg ${m.type}"><span class="who">${m.type}</span><div class="text">${esc(m.text)}</div></div>`;
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
  const summary = `${code(c.id)} ${flags}<small>${formatDuration(c.duration_ms)}</small>`;
  const result = c.content.length ? c.content.map(block).join('') : '<p class="none">(empty)</p>';
  return `<details class="${cls}"><summary>${summary}</summary>
${harness}<h5>Input</h5><pre>${esc(pretty(c.arguments))}</pre>
<h5>Result</h5>${result}${structured}
</details>`;
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

// The style sheet, one string per line: the report is compared byte for byte, so lines are split, never changed.
const STYLE = [
  '',
  ':root{--bg:#fff;--fg:#1f2328;--muted:#59636e;--line:#d1d9e0;--soft:#f6f8fa;',
  '--GOOD:#1a7f37;--ACCEPTABLE:#4d8a1f;--DEGRADED:#9a6700;--BROKEN:#cf222e;--ERROR:#8250df;--RECORDED:#0969da}',
  '*{box-sizing:border-box}',
  'body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg);' +
    'margin:0 auto;padding:16px 24px;max-width:1400px}',
  'h1{font-size:22px;margin:8px 0}h2{font-size:18px;margin:24px 0 8px}h3,h4{margin:12px 0 6px}' +
    'h5{margin:8px 0 4px;font-size:12px;color:var(--muted)}',
  'code,pre{font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}',
  'pre{background:var(--soft);border:1px solid var(--line);border-radius:6px;padding:8px;overflow:auto;' +
    'max-height:420px;white-space:pre-wrap;word-break:break-word;margin:4px 0}',
  'table{border-collapse:collapse;width:100%;margin:8px 0}' +
    'th,td{border:1px solid var(--line);padding:4px 8px;text-align:left;vertical-align:top}',
  'th{background:var(--soft)}th[data-sort]{cursor:pointer;user-select:none}' +
    'th[data-sort]:after{content:" ⇅";color:var(--muted)}',
  'th[aria-sort=ascending]:after{content:" ▲"}th[aria-sort=descending]:after{content:" ▼"}',
  '.badge{display:inline-block;padding:1px 8px;border-radius:10px;color:#fff;font-size:12px;font-weight:600;' +
    'white-space:nowrap}',
  '.st-GOOD{background:var(--GOOD)}.st-ACCEPTABLE{background:var(--ACCEPTABLE)}' +
    '.st-DEGRADED{background:var(--DEGRADED)}',
  '.st-BROKEN{background:var(--BROKEN)}.st-ERROR{background:var(--ERROR)}.st-RECORDED{background:var(--RECORDED)}',
  '.facts{display:grid;grid-template-columns:max-content 1fr;gap:2px 16px;margin:8px 0}.facts dt{color:var(--muted)}' +
    '.facts dd{margin:0}',
  '.headline{font-size:16px;font-weight:600}',
  '.controls{position:sticky;top:0;background:var(--bg);border-bottom:1px solid var(--line);padding:8px 0;' +
    'display:flex;gap:16px;flex-wrap:wrap;align-items:center;z-index:1}',
  '.scenario{border-top:2px solid var(--line);margin-top:24px;scroll-margin-top:56px}',
  '.run{border:1px solid var(--line);border-radius:6px;padding:6px 10px;margin:8px 0}' +
    '.run>summary{cursor:pointer;font-weight:600}',
  '.side-by-side{display:grid;grid-template-columns:1fr 1fr;gap:12px}.conv{min-width:0}',
  '.msg{border-left:3px solid var(--line);padding:4px 8px;margin:6px 0}' +
    '.msg .who{font-size:11px;color:var(--muted);text-transform:uppercase}',
  '.msg .text{white-space:pre-wrap;word-break:break-word}.user{border-color:var(--RECORDED)}' +
    '.assistant{border-color:var(--ACCEPTABLE)}',
  '.call{border-color:var(--muted)}.call>summary{cursor:pointer}.call.failed{border-color:var(--BROKEN)}' +
    '.discovery{opacity:.8}',
  '.hide-discovery .discovery{display:none}',
  '.tag{display:inline-block;font-size:11px;border:1px solid var(--line);border-radius:8px;padding:0 6px;' +
    'margin-right:4px}.tag.bad{color:var(--BROKEN);border-color:var(--BROKEN)}',
  '.error{color:var(--BROKEN);white-space:pre-wrap;word-break:break-word}.warn{color:var(--DEGRADED);font-size:13px}' +
    '.none{color:var(--muted)}',
  '.pair-match td{background:#dafbe1}.pair-partial td{background:#fff8c5}' +
    '.pair-mismatch td,.pair-missing td{background:#ffebe9}.pair-extra td{background:#ddf4ff}',
  '.first-divergence td:first-child{box-shadow:inset 4px 0 var(--BROKEN)}',
  '.problems{border:1px solid var(--DEGRADED);border-radius:6px;padding:0 12px}',
  '.causes{border:1px solid var(--line);border-radius:6px;padding:0 12px 4px}.causes h2{margin:12px 0 4px}' +
    '.cause{scroll-margin-top:56px;border-top:1px solid var(--line)}.cause h3{font-size:15px;margin:6px 0 2px}',
  '.cause .facts{margin:2px 0 6px}.cause ul{margin:0;padding-left:18px}' +
    '.cause:target,.scenario:target>h2{background:#fff8c5}',
  '.tool-changes{scroll-margin-top:56px}dl.changes{margin:0}dl.changes dt{color:var(--muted);font-size:12px}' +
    'dl.changes dd{margin:0 0 4px}dl.changes ul{margin:0;padding-left:18px}',
  '.charts{display:flex;flex-wrap:wrap;gap:12px 24px;margin:8px 0}.chart{margin:0}' +
    '.chart figcaption{font-size:12px;color:var(--muted)}',
  '.chart-svg{max-width:100%;height:auto;background:var(--soft);border:1px solid var(--line);border-radius:6px}' +
    '.chart-svg .tick{font-size:11px;fill:var(--muted)}.chart-svg .axis{stroke:var(--line)}',
  '.chart-svg .rule{stroke-dasharray:4 3;stroke-width:1;opacity:.6}.chart-svg .rule.st-GOOD{stroke:var(--GOOD)}' +
    '.chart-svg .rule.st-ACCEPTABLE{stroke:var(--ACCEPTABLE)}.chart-svg .rule.st-DEGRADED{stroke:var(--DEGRADED)}',
  '.chart-svg .line{fill:none;stroke:var(--RECORDED);stroke-width:2}.chart-svg .step{stroke-dasharray:5 4}' +
    '.chart-svg .pt{fill:var(--RECORDED)}.chart-svg .mark{stroke:var(--muted);stroke-dasharray:2 3;stroke-width:2}',
  '.chart-svg .current{fill:var(--bg);stroke:var(--BROKEN);stroke-width:3}',
  '[hidden]{display:none!important}',
  '@media (max-width:900px){.side-by-side{grid-template-columns:1fr}}',
  '',
].join('\n');

// Sorting, filters and the discovery toggle. Plain ES2015, no dependency. Its hash is in the CSP: a line too long
// for the lint is split with `+`, never changed.
const SCRIPT =
  `
(function () {
  'use strict';
  var table = document.getElementById('scenario-table');
  if (table) {
    var heads = Array.prototype.slice.call(table.querySelectorAll('th[data-sort]'));
    heads.forEach(function (th, col) {
      th.tabIndex = 0;
      var sort = function () {
        var dir = th.getAttribute('aria-sort') === 'ascending' ? 'descending' : 'ascending';
        heads.forEach(function (h) { h.removeAttribute('aria-sort'); });
        th.setAttribute('aria-sort', dir);
        var numeric = th.getAttribute('data-sort') === 'num';
        var body = table.tBodies[0];
        var rows = Array.prototype.slice.call(body.rows);
        rows.sort(function (a, b) {
          var x = a.cells[col].getAttribute('data-value') || '';
          var y = b.cells[col].getAttribute('data-value') || '';
          var c = numeric ? parseFloat(x) - parseFloat(y) : (x < y ? -1 : x > y ? 1 : 0);
          return dir === 'ascending' ? c : -c;
        });
        rows.forEach(function (r) { body.appendChild(r); });
      };
      th.addEventListener('click', sort);
      th.addEventListener('keydown', function (e) {` +
  ` if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); sort(); } });
    });
  }
  var filters = Array.prototype.slice.call(document.querySelectorAll('input.status-filter'));
  var applyFilters = function () {
    var shown = {};
    filters.forEach(function (f) { shown[f.value] = f.checked; });
    Array.prototype.forEach.call(document.querySelectorAll('[data-status]'), function (el) {
      el.hidden = shown[el.getAttribute('data-status')] === false;
    });
  };
  filters.forEach(function (f) { f.addEventListener('change', applyFilters); });
  var discovery = document.getElementById('show-discovery');
  if (discovery) discovery.addEventListener('change', function () {
    document.body.classList.toggle('hide-discovery', !discovery.checked);
  });
  var setAll = function (open) {
    var which = open ? 'details.call, details.run' : 'details.call';
    Array.prototype.forEach.call(document.querySelectorAll(which), function (d) { d.open = open; });
  };
  var expand = document.getElementById('expand-all');
  var collapse = document.getElementById('collapse-all');
  if (expand) expand.addEventListener('click', function () { setAll(true); });
  if (collapse) collapse.addEventListener('click', function () { setAll(false); });
})();
`;

const SCRIPT_HASH = `sha256-${createHash('sha256').update(SCRIPT).digest('base64')}`;

/** Our inline style and this one script (by its hash), and nothing else: no network, no forms. */
const CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  `script-src '${SCRIPT_HASH}'`,
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');
