// The HTML report: one self-contained file (inline CSS and JS, no network), readable offline
// from an artifact download. Plain template strings and no dependency, so it loads fast.
// Every dynamic text goes through esc(); a CSP that only allows our own script (by hash) is a
// second wall should an escape ever be missed.
import { createHash } from 'node:crypto';
import type { Evaluation, Pair, RunReport, RunResult, ScenarioResult, ToolChanges } from '../results.js';
import { band, severity, STATUSES, type Status, type Thresholds } from '../status.js';
import type { ContentBlock, Message, ToolCallRecord, Trajectory } from '../trajectory.js';
import { truncate } from '../util/text.js';
import { escapeHtml as esc } from './escape.js';
import {
  callCounts,
  divergence,
  formatDuration,
  formatScore,
  formatUsage,
  formatVersion,
  headline,
  recommendedAction,
  serverVersions,
  shortSha,
  sortScenarios,
} from './format.js';

/** Longest text shown per content block; results.json keeps the whole of it. */
const MAX_BLOCK_CHARS = 20_000;

export function renderHtml(report: RunReport): string {
  const scenarios = sortScenarios(report.scenarios);
  const anchors = new Map(scenarios.map((s, i) => [s, `sc-${i + 1}`]));
  const body = [
    header(report),
    controls(report),
    scenarioTable(scenarios, anchors),
    toolChangesSection(report),
    ...scenarios.map((s) => scenarioSection(s, anchors.get(s) ?? '')),
  ].join('\n');
  const csp = `default-src 'none'; style-src 'unsafe-inline'; script-src '${SCRIPT_HASH}'; img-src data:; base-uri 'none'; form-action 'none'`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>mcp-eval: ${esc(report.status)} (${esc(headline(report))})</title>
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

function header(r: RunReport): string {
  const t = r.thresholds;
  const counts = STATUSES.filter((s) => r.counts[s] > 0)
    .map((s) => badge(s, `: ${r.counts[s]}`))
    .join(' ');
  const versions = serverVersions(r);
  const links = [
    r.links.artifact_url ? link(r.links.artifact_url, 'artifact') : '',
    r.links.run_url ? link(r.links.run_url, 'workflow run') : '',
  ].filter(Boolean);
  const rows: [string, string][] = [
    ['Result', `${counts || 'no scenarios'}`],
    ['Recommended', esc(recommendedAction(r.status))],
    ['Score', `${formatScore(r.score)} (${esc(r.mode)} mode)`],
    ['Check', `${r.failed ? '<strong>fails</strong>' : 'passes'} (fail-on <code>${esc(r.fail_on)}</code>)`],
    [
      'Thresholds',
      `GOOD ≥ ${t.good.toFixed(2)}, ACCEPTABLE ≥ ${t.acceptable.toFixed(2)}, DEGRADED ≥ ${t.degraded.toFixed(2)}, else BROKEN`,
    ],
    ['When', `${esc(r.started_at)} (${formatDuration(r.duration_ms)})`],
    ['Commit', `<code>${esc(shortSha(r.git.sha))}</code>${r.git.ref ? ` on <code>${esc(r.git.ref)}</code>` : ''}`],
    [
      'Servers',
      versions.length ? versions.map((v) => `<span class="ver">${esc(formatVersion(v))}</span>`).join(', ') : '–',
    ],
    ['Agent', `${esc(r.agent)}${r.model ? ` · <code>${esc(r.model)}</code>` : ''}`],
    ['Usage', esc(formatUsage(r.usage))],
    ['Tool', `${esc(r.tool.name)} ${esc(r.tool.version)}`],
  ];
  if (links.length) rows.push(['Links', links.join(' · ')]);
  const problems = r.problems.length
    ? `<section class="problems"><h2>Problems (${r.problems.length})</h2><ul>${r.problems.map((p) => `<li>${esc(p)}</li>`).join('')}</ul></section>`
    : '';
  return `<header>
<h1>${badge(r.status)} mcp-eval report</h1>
<p class="headline">${esc(headline(r))}</p>
<dl class="facts">${rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl>
</header>
${problems}`;
}

/** Only http(s) links are made clickable; anything else is shown as text. */
function link(url: string, text: string): string {
  return /^https?:\/\//i.test(url) ? `<a href="${esc(url)}" rel="noopener noreferrer">${esc(text)}</a>` : esc(text);
}

function controls(r: RunReport): string {
  const present = STATUSES.filter((s) => r.counts[s] > 0 || r.scenarios.some((x) => x.status === s));
  const boxes = present
    .map(
      (s) =>
        `<label><input type="checkbox" class="status-filter" value="${s}" checked> <span class="badge st-${s}">${s}</span></label>`,
    )
    .join(' ');
  return `<nav class="controls" aria-label="Filters">
<span>Show: ${boxes}</span>
<label><input type="checkbox" id="show-discovery" checked> discovery (<code>list</code>) calls</label>
<button type="button" id="expand-all">Expand all calls</button>
<button type="button" id="collapse-all">Collapse all calls</button>
</nav>`;
}

function scenarioTable(scenarios: ScenarioResult[], anchors: Map<ScenarioResult, string>): string {
  const rows = scenarios.map((s) => {
    const traj = s.runs.find((r) => r.evaluation)?.evaluation?.trajectory_score ?? null;
    const a = s.aggregate;
    const runs =
      s.runs.length > 1 && a
        ? `${s.runs.length} (min ${formatScore(a.min)}, spread ${formatScore(a.spread)}${a.flaky ? ', flaky' : ''})`
        : String(s.runs.length);
    return `<tr data-status="${esc(s.status)}">
<td data-value="${severity(s.status)}">${badge(s.status)}</td>
<td data-value="${esc(s.name.toLowerCase())}"><a href="#${anchors.get(s)}">${esc(s.name)}</a></td>
<td data-value="${s.score ?? -1}">${formatScore(s.score)}</td>
<td data-value="${traj ?? -1}">${formatScore(traj)}</td>
<td data-value="${esc(callCounts(s))}">${esc(callCounts(s))}</td>
<td data-value="${s.runs.length}">${esc(runs)}</td>
<td data-value="${esc(divergence(s).toLowerCase())}">${esc(truncate(divergence(s), 120))}</td>
</tr>`;
  });
  return `<section><h2>Scenarios (${scenarios.length})</h2>
<table id="scenario-table" class="sortable">
<thead><tr><th data-sort="num">Status</th><th data-sort="text">Scenario</th><th data-sort="num">Score</th><th data-sort="num">Trajectory</th><th data-sort="text">Calls (baseline → current)</th><th data-sort="num">Runs</th><th data-sort="text">First divergence</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table></section>`;
}

/** Tool list changes over all scenarios, one block per server. */
function toolChangesSection(r: RunReport): string {
  const merged = new Map<string, ToolChanges>();
  for (const s of r.scenarios) {
    for (const c of s.tool_changes) {
      const m = merged.get(c.server) ?? { server: c.server, added: [], removed: [], schema_changed: [] };
      const union = (a: string[], b: string[]): string[] => [...new Set([...a, ...b])].sort();
      merged.set(c.server, {
        server: c.server,
        added: union(m.added, c.added),
        removed: union(m.removed, c.removed),
        schema_changed: union(m.schema_changed, c.schema_changed),
      });
    }
  }
  const changes = [...merged.values()].filter((c) => c.added.length + c.removed.length + c.schema_changed.length > 0);
  if (!changes.length) return '';
  return `<section class="tool-changes"><h2>Tool list changes (baseline → current)</h2>${toolChangesTable(changes)}</section>`;
}

function toolChangesTable(changes: ToolChanges[]): string {
  const list = (names: string[], cls: string): string =>
    names.length ? names.map((n) => `<code class="${cls}">${esc(n)}</code>`).join(' ') : '–';
  const rows = changes.map(
    (c) =>
      `<tr><td>${esc(c.server)}</td><td>${list(c.added, 'added')}</td><td>${list(c.removed, 'removed')}</td><td>${list(c.schema_changed, 'changed')}</td></tr>`,
  );
  return `<table class="changes"><thead><tr><th>Server</th><th>Added</th><th>Removed</th><th>Schema changed</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function scenarioSection(s: ScenarioResult, anchor: string): string {
  const facts: [string, string][] = [
    [
      'Score',
      `${formatScore(s.score)}${s.aggregate && s.runs.length > 1 ? ` (mean of ${s.runs.length} runs; min ${formatScore(s.aggregate.min)}, max ${formatScore(s.aggregate.max)}, spread ${formatScore(s.aggregate.spread)})` : ''}`,
    ],
    ['File', `<code>${esc(s.file)}</code>`],
    ['Action', esc(s.action)],
    ['Duration', `${formatDuration(s.duration_ms)} · ${esc(formatUsage(s.usage))}`],
  ];
  if (s.tags.length) facts.push(['Tags', s.tags.map((t) => `<span class="tag">${esc(t)}</span>`).join(' ')]);
  if (s.baseline) {
    const b = s.baseline;
    facts.push([
      'Baseline',
      `<code>${esc(b.source)}</code>, recorded ${esc(b.recorded_at)} at <code>${esc(shortSha(b.git.sha))}</code> by ${esc(b.agent)}${b.model ? ` (${esc(b.model)})` : ''}${b.stale ? ' <span class="warn">stale</span>' : ''}`,
    ]);
  }
  if (s.servers.length) facts.push(['Servers', s.servers.map((v) => esc(formatVersion(v))).join(', ')]);
  const flaky = s.aggregate?.flaky ? ' <span class="warn">flaky: runs fell in different bands</span>' : '';
  const error = s.error ? `<p class="error">${esc(s.error)}</p>` : '';
  const changes = s.tool_changes.filter((c) => c.added.length + c.removed.length + c.schema_changed.length > 0);
  const runs = s.runs.map((r, i) => runSection(s, r, i === 0));
  return `<section class="scenario" id="${anchor}" data-status="${esc(s.status)}">
<h2>${badge(s.status)} ${esc(s.name)} <small><code>${esc(s.id)}</code></small>${flaky}</h2>
${error}
<dl class="facts">${facts.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl>
${changes.length ? `<h3>Tool list changes</h3>${toolChangesTable(changes)}` : ''}
${runs.join('\n')}
<p class="top"><a href="#scenario-table">↑ scenarios</a></p>
</section>`;
}

function runSection(s: ScenarioResult, r: RunResult, open: boolean): string {
  const e = r.evaluation;
  const baseline =
    s.baseline_trajectories.find((t) => t.run_index === r.baseline_run_index) ??
    (r.baseline_run_index === null ? undefined : s.baseline_trajectories[0]);
  const title = e
    ? `Run ${r.run_index + 1}: ${scoreBadge(e.score, s.thresholds)} trajectory ${formatScore(e.trajectory_score)}, baseline ${esc(e.baseline_status)} → current ${esc(e.current_status)}`
    : `Run ${r.run_index + 1}${r.error ? ': error' : ''}`;
  const parts = [
    r.error ? `<p class="error">${esc(r.error)}</p>` : '',
    e ? evaluationPart(e, s.thresholds) : '',
    conversations(baseline ?? null, r.trajectory),
  ];
  return `<details class="run"${open ? ' open' : ''}><summary>${title}</summary>
${parts.join('\n')}
</details>`;
}

function evaluationPart(e: Evaluation, t: Thresholds): string {
  const match = `exact ${yes(e.match.exact)}, in order ${yes(e.match.in_order)}, any order ${yes(e.match.any_order)}`;
  const div = e.first_divergence
    ? `<p class="divergence"><strong>First divergence</strong> at call ${e.first_divergence.pair_index + 1}: ${esc(e.first_divergence.description)}</p>`
    : '<p class="divergence">The trajectories do not diverge.</p>';
  const rows = e.pairs.map((p, i) => pairRow(p, i, t, e.first_divergence?.pair_index === i));
  const drift = e.drift.length
    ? `<h4>Response drift</h4><ul class="drift">${e.drift.map((d) => `<li><code>${esc(d.id)}</code> (${esc(d.kind)}): ${esc(d.detail)}</li>`).join('')}</ul>`
    : '';
  return `<p>Match mode <code>${esc(e.match_mode)}</code>: ${match}. Scored calls: ${e.baseline_calls} → ${e.current_calls}.</p>
${div}
<table class="pairs"><thead><tr><th>#</th><th>Baseline call</th><th>Current call</th><th>Similarity</th><th>Label</th></tr></thead>
<tbody>${rows.join('')}</tbody></table>
${drift}`;
}

function yes(b: boolean): string {
  return b ? '✓' : '✗';
}

function pairRow(p: Pair, i: number, t: Thresholds, first: boolean): string {
  const id = (v: string | null): string => (v ? `<code>${esc(v)}</code>` : '<span class="none">–</span>');
  return `<tr class="pair-${esc(p.kind)}${first ? ' first-divergence' : ''}"><td>${i + 1}</td><td>${id(p.baseline_id)}</td><td>${id(p.current_id)}</td><td>${scoreBadge(p.similarity, t)}</td><td>${esc(p.label)}</td></tr>`;
}

function conversations(baseline: Trajectory | null, current: Trajectory): string {
  const column = (title: string, t: Trajectory | null): string => {
    if (!t) return `<div class="conv"><h4>${title}</h4><p class="none">no baseline</p></div>`;
    const meta = `${esc(t.agent)}${t.model ? ` · ${esc(t.model)}` : ''} · ${esc(t.stop_reason)} · ${formatDuration(t.duration_ms)}`;
    const err = t.error ? `<p class="error">${esc(t.error)}</p>` : '';
    return `<div class="conv"><h4>${title} <small>${meta}</small></h4>${err}${t.messages.map(message).join('\n')}</div>`;
  };
  return `<div class="side-by-side">${column('Baseline', baseline)}${column('Current', current)}</div>`;
}

function message(m: Message): string {
  if (m.type === 'user')
    return `<div class="msg user"><span class="who">user</span><div class="text">${esc(m.text)}</div></div>`;
  if (m.type === 'assistant')
    return `<div class="msg assistant"><span class="who">assistant</span><div class="text">${esc(m.text)}</div></div>`;
  return toolCall(m);
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
  return `<details class="${cls}"><summary><code>${esc(c.id)}</code> ${flags}<small>${formatDuration(c.duration_ms)}</small></summary>
${harness}<h5>Input</h5><pre>${esc(pretty(c.arguments))}</pre>
<h5>Result</h5>${c.content.length ? c.content.map(block).join('') : '<p class="none">(empty)</p>'}${structured}
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
  return text.length <= MAX_BLOCK_CHARS
    ? text
    : `${text.slice(0, MAX_BLOCK_CHARS)}\n… (${text.length - MAX_BLOCK_CHARS} more characters in results.json)`;
}

const STYLE = `
:root{--bg:#fff;--fg:#1f2328;--muted:#59636e;--line:#d1d9e0;--soft:#f6f8fa;
--GOOD:#1a7f37;--ACCEPTABLE:#4d8a1f;--DEGRADED:#9a6700;--BROKEN:#cf222e;--ERROR:#8250df;--RECORDED:#0969da}
*{box-sizing:border-box}
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg);margin:0 auto;padding:16px 24px;max-width:1400px}
h1{font-size:22px;margin:8px 0}h2{font-size:18px;margin:24px 0 8px}h3,h4{margin:12px 0 6px}h5{margin:8px 0 4px;font-size:12px;color:var(--muted)}
code,pre{font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
pre{background:var(--soft);border:1px solid var(--line);border-radius:6px;padding:8px;overflow:auto;max-height:420px;white-space:pre-wrap;word-break:break-word;margin:4px 0}
table{border-collapse:collapse;width:100%;margin:8px 0}th,td{border:1px solid var(--line);padding:4px 8px;text-align:left;vertical-align:top}
th{background:var(--soft)}th[data-sort]{cursor:pointer;user-select:none}th[data-sort]:after{content:" ⇅";color:var(--muted)}
th[aria-sort=ascending]:after{content:" ▲"}th[aria-sort=descending]:after{content:" ▼"}
.badge{display:inline-block;padding:1px 8px;border-radius:10px;color:#fff;font-size:12px;font-weight:600;white-space:nowrap}
.st-GOOD{background:var(--GOOD)}.st-ACCEPTABLE{background:var(--ACCEPTABLE)}.st-DEGRADED{background:var(--DEGRADED)}
.st-BROKEN{background:var(--BROKEN)}.st-ERROR{background:var(--ERROR)}.st-RECORDED{background:var(--RECORDED)}
.facts{display:grid;grid-template-columns:max-content 1fr;gap:2px 16px;margin:8px 0}.facts dt{color:var(--muted)}.facts dd{margin:0}
.headline{font-size:16px;font-weight:600}
.controls{position:sticky;top:0;background:var(--bg);border-bottom:1px solid var(--line);padding:8px 0;display:flex;gap:16px;flex-wrap:wrap;align-items:center;z-index:1}
.scenario{border-top:2px solid var(--line);margin-top:24px;scroll-margin-top:56px}
.run{border:1px solid var(--line);border-radius:6px;padding:6px 10px;margin:8px 0}.run>summary{cursor:pointer;font-weight:600}
.side-by-side{display:grid;grid-template-columns:1fr 1fr;gap:12px}.conv{min-width:0}
.msg{border-left:3px solid var(--line);padding:4px 8px;margin:6px 0}.msg .who{font-size:11px;color:var(--muted);text-transform:uppercase}
.msg .text{white-space:pre-wrap;word-break:break-word}.user{border-color:var(--RECORDED)}.assistant{border-color:var(--ACCEPTABLE)}
.call{border-color:var(--muted)}.call>summary{cursor:pointer}.call.failed{border-color:var(--BROKEN)}.discovery{opacity:.8}
.hide-discovery .discovery{display:none}
.tag{display:inline-block;font-size:11px;border:1px solid var(--line);border-radius:8px;padding:0 6px;margin-right:4px}.tag.bad{color:var(--BROKEN);border-color:var(--BROKEN)}
.error{color:var(--BROKEN);white-space:pre-wrap;word-break:break-word}.warn{color:var(--DEGRADED);font-size:13px}.none{color:var(--muted)}
.pair-match td{background:#dafbe1}.pair-partial td{background:#fff8c5}.pair-mismatch td,.pair-missing td{background:#ffebe9}.pair-extra td{background:#ddf4ff}
.first-divergence td:first-child{box-shadow:inset 4px 0 var(--BROKEN)}
.added{color:var(--GOOD)}.removed{color:var(--BROKEN);text-decoration:line-through}.changed{color:var(--DEGRADED)}
.problems{border:1px solid var(--DEGRADED);border-radius:6px;padding:0 12px}
[hidden]{display:none!important}
@media (max-width:900px){.side-by-side{grid-template-columns:1fr}}
`;

// Sorting, filters and the discovery toggle. Plain ES2015, no dependency.
const SCRIPT = `
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
      th.addEventListener('keydown', function (e) { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); sort(); } });
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
