// The why of a run, for the Markdown and the HTML alike: its causes (results.json `causes`), the tool-list changes
// of each server once (with renames and schema diffs in words), and the performance regressions. Drawn from
// results.json alone; every text is untrusted (tool names and descriptions come from the servers) and escaped.
import type { Cause, PerfRegression, RunReport, ScenarioResult, ToolChanges } from '../results/index.js';
import { renamesByRule } from '../scoring/index.js';
import { worst, STATUS_EMOJI, type Status } from '../results/status.js';
import { isSuspicious } from '../results/verdict.js';
import { foldList, truncate } from '../util/text.js';
import { escapeHtml as esc, escapeMarkdown } from '../sanitize/escape.js';
import { listedCauses, type ListedCause } from './cause-list.js';
import { codePieces, describeRegression, sortScenarios, suiteToolChanges } from './format.js';
import { badge, cells, code, factList, tableHead } from './html-parts.js';

/** Cause lines the comment opens with, at most. */
export const MAX_CAUSES_SHOWN = 8;
/** Tools named per list of a server's changes in the comment; the rest are counted. */
const MAX_TOOLS = 12;
const MAX_PERF_LINES = 10;
/** Longest text piece (a summary, an evidence line, a tool name) in the comment. */
const MAX_PIECE = 160;

/** A text with `code` spans as Markdown: each piece escaped, code as <code> (its content stays escaped text). */
function md(text: string, max = MAX_PIECE): string {
  return codePieces(truncate(text, max))
    .map((p) => (p.code ? `<code>${escapeMarkdown(p.text)}</code>` : escapeMarkdown(p.text)))
    .join('');
}

/** The same as HTML. */
function html(text: string): string {
  return codePieces(text)
    .map((p) => (p.code ? `<code>${esc(p.text)}</code>` : esc(p.text)))
    .join('');
}

/** A cause's mark when its scenarios' status does not say it. */
const CAUSE_MARK: Partial<Record<Cause['kind'], string>> = {
  unexplained: '❔',
  suspicious_description: '⚠️',
  suspicious_answer: '⚠️',
  still_failing: '🔁',
  baseline_refused: '🚫',
};

function causeStatus(c: Cause): Status {
  return worst(c.scenarios.map((s) => s.status));
}

/**
 * The comment's opening: one line per cause of the one list (cause-list.ts), `max` at most, then how many more.
 * `- 🔴 **`add` was removed from server `everything`**: breaks 2 scenarios (a, b) · fix: ...`
 */
export function causeLines(report: RunReport, max = MAX_CAUSES_SHOWN): string[] {
  const causes = listedCauses(report);
  if (!causes.length || max <= 0) return [];
  const lines = causes.slice(0, max).map((c) => {
    const extras = [c.detail ? md(c.detail) : '', c.fix ? `fix: ${md(c.fix)}` : ''].filter(Boolean);
    const tail = extras.map((e) => ` · ${e}`).join('');
    const mark = (c.cause && CAUSE_MARK[c.cause.of.kind]) ?? STATUS_EMOJI[c.status] ?? '';
    return `- ${mark} **${md(c.title)}**: ${c.whom} (${md(c.names, 240)})${tail}`;
  });
  const rest = causes.length - lines.length;
  if (rest > 0) lines.push(`- _and ${rest} more cause${rest === 1 ? '' : 's'} (see the report)_`);
  return ['**Why**', '', ...lines, ''];
}

/** `a`, `b`, +3 more */
function toolList(names: string[]): string {
  return foldList(names, MAX_TOOLS, (n) => md(`\`${n}\``, 80));
}

/**
 * A server's changes in words, each part a list: probably renamed, removed, input schema changed in a way that
 * breaks calls, added, then the compatible schema changes (listed, not alarmed).
 */
function changeParts(c: ToolChanges): { label: string; items: string[] }[] {
  const renames = (c.renames ?? []).filter((r) => !r.rule);
  const splits = c.splits ?? [];
  const renamed = new Set([
    ...(c.renames ?? []).flatMap((r) => [r.from, r.to]),
    ...splits.flatMap((x) => [x.from, ...x.into]),
  ]);
  const diffs = new Map((c.schema_diffs ?? []).map((d) => [d.tool, d]));
  const schema = (compatible: boolean) =>
    c.schema_changed
      .filter((n) => !known || (diffs.get(n)?.compatibility === 'compatible') === compatible)
      .map((n) => (diffs.has(n) ? `\`${n}\`: ${diffs.get(n)!.diff}` : `\`${n}\``));
  const known = c.schema_diffs?.some((d) => d.compatibility) ?? false;
  return [
    { label: 'renamed by a rule', items: ruleItems(c) },
    { label: 'split', items: splits.map((x) => `\`${x.from}\` into ${x.into.map((n) => `\`${n}\``).join(', ')}`) },
    {
      label: 'probably renamed',
      items: renames.map((r) => `\`${r.from}\` -> \`${r.to}\` (confidence ${r.confidence.toFixed(2)})`),
    },
    { label: 'removed', items: c.removed.filter((n) => !renamed.has(n)).map((n) => `\`${n}\``) },
    { label: 'suspicious description', items: described(c, true) },
    { label: 'input schema changed, breaking', items: known ? schema(false) : [] },
    { label: 'added', items: c.added.filter((n) => !renamed.has(n)).map((n) => `\`${n}\``) },
    { label: 'seen or not as the client profile changed', items: clientItems(c) },
    // Results older than the compatibility word: as they were written, after what was added.
    { label: known ? 'input schema changed, compatible' : 'input schema changed', items: schema(known) },
    { label: 'description changed', items: described(c, false) },
  ].filter((p) => p.items.length);
}

/** The client's change: `[elicitation] -> [none]: \`trigger-elicitation-request\``, never the server's. */
function clientItems(c: ToolChanges): string[] {
  if (!c.client) return [];
  const side = (f: string[]) => (f.length ? f.join(', ') : 'none');
  const tools = foldList(
    c.client.tools.map((n) => `\`${n}\``),
    MAX_TOOLS,
  );
  return [`${side(c.client.before)} -> ${side(c.client.after)}: ${tools}`];
}

/** Each rule the server's tools were renamed by, with how many and the first few: `separator "/" -> "_": 24 tools`. */
function ruleItems(c: ToolChanges): string[] {
  return renamesByRule(c).map(([rule, pairs]) => `${rule}: ${pairs.length} tools (${foldList(pairs, MAX_TOOLS)})`);
}

/** The tools (or the server's instructions) whose words changed: `echo`: ...{+new words+}..., why suspicious. */
function described(c: ToolChanges, suspicious: boolean): string[] {
  return (c.descriptions ?? [])
    .filter((d) => d.suspicious.length > 0 === suspicious)
    .map((d) => {
      const what = d.tool === null ? 'instructions' : `\`${d.tool}\``;
      return `${what}: ${d.diff}${suspicious ? ` (${d.suspicious.join('; ')})` : ''}`;
    });
}

/** Each server's tool-list change once, for the whole run: `- Tools of `everything`: removed `add`; ...`. */
export function toolChangeLines(report: RunReport): string[] {
  const changes = suiteToolChanges(report);
  if (!changes.length) return [];
  const lines = changes.map((c) => {
    const parts = changeParts(c).map((p) => {
      return `${p.label} ${foldList(p.items, MAX_TOOLS, (i) => md(i))}`;
    });
    return `- Tools of ${toolList([c.server])}: ${parts.join('; ')}`;
  });
  return ['**Tool changes** (baseline -> current)', '', ...lines, ''];
}

/** The scenarios with a performance regression, worst first. */
function slower(report: RunReport): ScenarioResult[] {
  return sortScenarios(report.scenarios).filter((s) => s.performance?.regressions.length);
}

/** One line per regression, MAX_PERF_LINES at most: `- search: latency of mcp__s__t: 5 ms -> 320 ms (limit 10 ms)`. */
export function performanceLines(report: RunReport): string[] {
  const found = slower(report).flatMap((s) => s.performance!.regressions.map((f) => ({ s, f })));
  if (!found.length) return [];
  const lines = found.slice(0, MAX_PERF_LINES).map(({ s, f }) => {
    const lowered = s.performance?.degraded ? ' (lowered one band: latency-regression degrade)' : '';
    const what = escapeMarkdown(truncate(describeRegression(f), 200));
    return `- ${escapeMarkdown(truncate(s.name, 60))}: ${what}${lowered}`;
  });
  const rest = found.length - lines.length;
  if (rest > 0) lines.push(`- _and ${rest} more (see the report)_`);
  return [
    '**Performance** (slower or costlier than the baseline; not scored unless latency-regression degrade)',
    '',
    ...lines,
    '',
  ];
}

/** The HTML anchor of each cause, in results.json's order. */
export function causeAnchor(i: number): string {
  return `cause-${i + 1}`;
}

/**
 * The causes section: each cause with its evidence, its fixes and links to the scenarios it breaks (`anchors` maps
 * a scenario id to its section). A scenario section links back (causeLinks).
 */
export function causesSection(report: RunReport, anchors: Map<string, string>): string {
  const listed = listedCauses(report);
  if (!listed.length) return '';
  const items = listed.map((l, k) => (l.cause ? causeItem(l.cause.of, l.cause.index, anchors) : groupItem(l, k)));
  return `<section class="causes" id="causes"><h2>Causes (${listed.length})</h2>\n${items.join('\n')}\n</section>`;
}

function causeItem(c: Cause, i: number, anchors: Map<string, string>): string {
  const links = c.scenarios.map((s) => {
    const a = anchors.get(s.id);
    const name = a ? `<a href="#${esc(a)}">${esc(s.name)}</a>` : esc(s.name);
    return `<li>${badge(s.status)} ${name}: ${esc(s.detail)}</li>`;
  });
  const rows: [string, string[]][] = [
    [c.kind === 'unexplained' ? 'Scenarios' : isSuspicious(c.kind) ? 'Seen by' : 'Breaks', links],
    ['Evidence', c.evidence.map((l) => `<li>${html(l)}</li>`)],
    ['Suggested fix', c.suggestions.map((l) => `<li>${html(l)}</li>`)],
  ];
  const facts = rows.filter(([, lines]) => lines.length).map(([k, lines]): [string, string] => [k, ul(lines)]);
  return `<div class="cause" id="${causeAnchor(i)}" data-kind="${esc(c.kind)}">
<h3>${badge(causeStatus(c))} ${html(c.summary)}</h3>
${factList(facts)}
</div>`;
}

/** A contract group as a cause: its changes (the first few with their detail) and its fix; the table has them all. */
function groupItem(l: ListedCause, k: number): string {
  const items = l.group?.items ?? [];
  const shown = items.slice(0, MAX_TOOLS).map((i) => `<li>${code(i.name)} (${esc(i.server)}): ${esc(i.detail)}</li>`);
  if (items.length > MAX_TOOLS) shown.push(`<li>and ${items.length - MAX_TOOLS} more (see the contract)</li>`);
  const facts: [string, string][] = [[`Contract, ${esc(l.group?.cls ?? '')}`, ul(shown)]];
  if (l.fix) facts.push(['Suggested fix', ul([`<li>${html(l.fix)}</li>`])]);
  return `<div class="cause contract-cause" id="contract-cause-${k + 1}" data-kind="contract">
<h3>${badge(l.status)} ${html(l.title)} <a href="#contract">${esc(l.group?.rule ?? '')}</a></h3>
${factList(facts)}
</div>`;
}

function ul(items: string[]): string {
  return `<ul>${items.join('')}</ul>`;
}

/** The causes a scenario is in, as links to them; empty when none. */
export function causeLinks(report: RunReport, id: string): string {
  const links = (report.causes ?? []).flatMap((c, i) =>
    c.scenarios.some((s) => s.id === id)
      ? [`<a class="cause-link" href="#${causeAnchor(i)}">${html(c.summary)}</a>`]
      : [],
  );
  return links.join('<br>');
}

/** Tool-list changes of the whole run, one row per server, renames with their confidence and schema diffs in words. */
export function toolChangesSection(report: RunReport): string {
  const changes = suiteToolChanges(report);
  if (!changes.length) return '';
  const rows = changes.map((c) => {
    const parts = changeParts(c).map((p): [string, string] => [
      esc(p.label),
      ul(p.items.map((i) => `<li>${html(i)}</li>`)),
    ]);
    return `<tr>${cells([code(c.server), factList(parts, 'changes')])}</tr>`;
  });
  const head = tableHead(['Server', 'Changes']);
  return `<section class="tool-changes" id="tool-changes"><h2>Tool list changes (baseline → current)</h2>
<table class="changes">${head}<tbody>${rows.join('')}</tbody></table></section>`;
}

/** The scenario table's performance cell: how many metrics regressed, or a dash. */
export function performanceCell(s: ScenarioResult): { value: number; text: string } {
  const n = s.performance?.regressions.length ?? 0;
  if (!n) return { value: 0, text: '–' };
  return { value: n, text: `${n} slower${s.performance?.degraded ? ', band lowered' : ''}` };
}

/** A scenario's performance regressions as a table; empty when none. */
export function performancePart(s: ScenarioResult): string {
  const found: PerfRegression[] = s.performance?.regressions ?? [];
  if (!found.length) return '';
  const rule = (f: PerfRegression) => (f.rule === 'spread' ? "outside the baseline runs' range" : '2× the baseline');
  const rows = found.map(
    (f) => `<tr>${cells([esc(describeRegression(f)), rule(f), `${f.samples.baseline} → ${f.samples.current}`])}</tr>`,
  );
  const lowered = s.performance?.degraded ? '<p class="warn">Lowered one band (latency-regression degrade).</p>' : '';
  const head = tableHead(['Regression', 'Rule', 'Samples (baseline → current)']);
  return `<h3>Performance</h3>${lowered}<table class="perf">${head}<tbody>${rows.join('')}</tbody></table>`;
}

/** The scenarios whose runs landed in different bands, worst first: each with every run's band and score. */
function flakyScenarios(report: RunReport): ScenarioResult[] {
  return sortScenarios(report.scenarios).filter((s) => s.aggregate?.flaky);
}

/** `run 1 DEGRADED 0.45, confirmation 1 GOOD 1.00`: each judged run of a scenario. */
export function runBands(s: ScenarioResult): string {
  let k = 0;
  return s.runs
    .filter((r) => r.evaluation)
    .map(
      (r) =>
        `${r.confirmation ? `confirmation ${++k}` : `run ${r.run_index + 1}`} ${r.evaluation!.status} ` +
        r.evaluation!.score.toFixed(2),
    )
    .join(', ');
}

/**
 * Flaky scenarios as a finding of their own (docs/scoring/confirm.md): an intermittent break is seen, not hidden,
 * though it fails the check only under fail-on flaky.
 */
export function flakyLines(report: RunReport): string[] {
  const flaky = flakyScenarios(report);
  if (!flaky.length) return [];
  const rule = report.fail_on === 'flaky' ? 'fail-on flaky: they fail the check' : 'not an alarm unless fail-on flaky';
  const lines = flaky
    .slice(0, MAX_PERF_LINES)
    .map((s) => `- ${escapeMarkdown(truncate(s.name, 60))}: ${escapeMarkdown(runBands(s))}`);
  return [`**Flaky** (runs in different bands; ${rule})`, '', ...lines, ''];
}

/** The same for the HTML report. */
export function flakySection(report: RunReport): string {
  const flaky = flakyScenarios(report);
  if (!flaky.length) return '';
  const items = flaky.map((s) => `<li>${badge(s.status)} ${esc(s.name)}: ${esc(runBands(s))}</li>`);
  return `<section class="flaky" id="flaky"><h2>Flaky (${flaky.length})</h2><ul>${items.join('')}</ul></section>`;
}
