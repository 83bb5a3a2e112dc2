// The HTML report: one self-contained file (inline CSS and JS, no network), readable offline
// from an artifact download. Plain template strings and no dependency, so it loads fast.
// Every dynamic text goes through esc(); a CSP that only allows our own script (by hash) is a
// second wall should an escape ever be missed.
import type { RunReport, ScenarioResult } from '../results/index.js';
import { needsNoExplaining, severity, STATUSES, type Thresholds } from '../results/status.js';
import { truncate } from '../util/text.js';
import { verdictWords } from '../results/verdict-words.js';
import { escapeHtml as esc } from '../sanitize/escape.js';
import { scenarioTrend, trendSection } from './trends.js';
import { causeLinks, causesSection, flakySection, performanceCell, toolChangesSection } from './diagnosis.js';
import { rateSection } from './rates.js';
import { retrievalSection } from './retrieval-section.js';
import { contractSection } from './contract-section.js';
import { footprintCell, runFootprint } from './footprint.js';
import {
  callCounts,
  divergence,
  formatDuration,
  formatScore,
  runFacts,
  sortScenarios,
  type RunFacts,
} from './format.js';
import { CSP, SCRIPT, STYLE } from './html-assets.js';
import { badge, code, factList, itemList, link } from './html-parts.js';
import { scenarioSection } from './html-scenario.js';

export function renderHtml(report: RunReport): string {
  const scenarios = sortScenarios(report.scenarios);
  const anchors = new Map(scenarios.map((s, i) => [s, `sc-${i + 1}`]));
  const facts = runFacts(report);
  const body = [
    header(report, facts),
    causesSection(report, new Map(scenarios.map((s) => [s.id, anchors.get(s) ?? '']))),
    retrievalSection(report),
    controls(report),
    scenarioTable(scenarios, anchors),
    contractSection(report),
    trendSection(report),
    flakySection(report),
    rateSection(report),
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
<title>mcp-eval: ${esc(verdictWords(report).sentence)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
<script>${SCRIPT}</script>
</body>
</html>
`;
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
  const footprint = runFootprint(r);
  const rows: [string, string][] = [
    ['Result', `${counts || 'no scenarios'}`],
    ['Score', `${facts.score} (${esc(r.mode)} mode)`],
    ...(facts.shards ? [['Shards', esc(facts.shards)] as [string, string]] : []),
    ...(facts.ab ? [['A/B', esc(facts.ab)] as [string, string]] : []),
    ['Thresholds', thresholdsText(r.thresholds)],
    ['When', `${esc(r.started_at)} (${formatDuration(r.duration_ms)})`],
    ['Commit', `${code(facts.commit)}${r.git.ref ? ` on ${code(r.git.ref)}` : ''}`],
    ['Servers', servers || '–'],
    ['Agent', `${esc(r.agent)}${r.model ? ` · ${code(r.model)}` : ''}`],
    ['Usage', esc(facts.usage)],
    ...(footprint ? [['Tool surface', esc(footprint)] as [string, string]] : []),
    ...(facts.modelRuns ? [['Model runs', esc(facts.modelRuns)] as [string, string]] : []),
    ...(facts.models ? [['Models', esc(facts.models)] as [string, string]] : []),
    ...(facts.otherModel ? [['Baselines', esc(facts.otherModel)] as [string, string]] : []),
    ['Tool', `${esc(r.tool.name)} ${esc(r.tool.version)}`],
  ];
  if (links.length) rows.push(['Links', links.join(' · ')]);
  const verdict = verdictWords(r);
  const check = `<p class="check${verdict.fails ? ' fails' : ''}">${esc(verdict.check)}</p>`;
  // The verdict, the check and what to do stand first; the run's facts fold under them.
  return `<header>
<h1>${badge(r.status)} mcp-eval report</h1>
<p class="verdict headline">${esc(verdict.sentence)}</p>
${check}
<p class="recommended">Recommended: ${esc(facts.recommended)}</p>
<details class="run-facts"><summary>${esc(facts.headline)} · score ${facts.score} · the run's facts</summary>
${factList(rows)}
</details>
</header>
${itemList('Problems', r.problems)}${itemList('Server findings', facts.findings)}`;
}

function thresholdsText(t: Thresholds): string {
  const edges = [
    `GOOD ≥ ${t.good.toFixed(2)}`,
    `ACCEPTABLE ≥ ${t.acceptable.toFixed(2)}`,
    `DEGRADED ≥ ${t.degraded.toFixed(2)}`,
  ];
  return `${edges.join(', ')}, else BROKEN`;
}

/** Whether the passed scenarios' rows start folded (hidden, their boxes unticked): when some scenario is below GOOD. */
function foldsPassed(scenarios: readonly ScenarioResult[]): boolean {
  return scenarios.some((s) => !needsNoExplaining(s.status));
}

function controls(r: RunReport): string {
  const present = STATUSES.filter((s) => r.counts[s] > 0 || r.scenarios.some((x) => x.status === s));
  const fold = foldsPassed(r.scenarios);
  const boxes = present
    .map((s) => {
      const ticked = fold && needsNoExplaining(s) ? '' : ' checked';
      return `<label><input type="checkbox" class="status-filter" value="${s}"${ticked}> ${badge(s)}</label>`;
    })
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
  ['num', 'Tool tokens'],
];

/** Every scenario, worst first; those that passed fold (hidden until their status is ticked) when others did not. */
function scenarioTable(scenarios: ScenarioResult[], anchors: Map<ScenarioResult, string>): string {
  const fold = foldsPassed(scenarios);
  const rows = scenarios.map((s) => {
    const traj = s.runs.find((r) => r.evaluation)?.evaluation?.trajectory_score ?? null;
    const perf = performanceCell(s);
    const tokens = footprintCell(s);
    const hidden = fold && needsNoExplaining(s.status) ? ' hidden' : '';
    return `<tr data-status="${esc(s.status)}"${hidden}>
<td data-value="${severity(s.status)}">${badge(s.status)}</td>
<td data-value="${esc(s.name.toLowerCase())}"><a href="#${anchors.get(s)}">${esc(s.name)}</a></td>
<td data-value="${s.score ?? -1}">${formatScore(s.score)}</td>
<td data-value="${traj ?? -1}">${formatScore(traj)}</td>
<td data-value="${esc(callCounts(s))}">${esc(callCounts(s))}</td>
<td data-value="${s.runs.length}">${esc(runsSummary(s))}</td>
<td data-value="${esc(divergence(s).toLowerCase())}">${esc(truncate(divergence(s), 120))}</td>
<td data-value="${perf.value}">${esc(perf.text)}</td>
<td data-value="${tokens.value}">${esc(tokens.text)}</td>
</tr>`;
  });
  const head = SCENARIO_COLUMNS.map(([sort, label]) => `<th data-sort="${sort}">${label}</th>`).join('');
  return `<section><h2>Scenarios (${scenarios.length})</h2>
<table id="scenario-table" class="sortable">
<thead><tr>${head}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>${fold ? passedNote(scenarios) : ''}</section>`;
}

/** `Passed: 2 GOOD, 1 RECORDED, folded: tick their status above to show them.` */
function passedNote(scenarios: readonly ScenarioResult[]): string {
  const passed = STATUSES.filter(needsNoExplaining)
    .map((st) => [st, scenarios.filter((s) => s.status === st).length] as const)
    .filter(([, n]) => n > 0);
  if (!passed.length) return '';
  const counts = passed.map(([st, n]) => `${n} ${st}`).join(', ');
  return `<p class="passed">Passed: ${counts}, folded: tick their status above to show them.</p>`;
}

/** "3 (min 0.65, spread 0.25, flaky)", or just the number of runs. */
function runsSummary(s: ScenarioResult): string {
  const a = s.aggregate;
  if (s.runs.length <= 1 || !a) return String(s.runs.length);
  return `${s.runs.length} (min ${formatScore(a.min)}, spread ${formatScore(a.spread)}${a.flaky ? ', flaky' : ''})`;
}
