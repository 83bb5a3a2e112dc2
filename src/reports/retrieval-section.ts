// The retrieval part of a report (results.json `retrieval`): each retrieval suite's verdict, its metrics with
// their deltas against the baseline and its gates, and the queries that got worse with each labelled tool's old and
// new rank. The words are made once here (suiteFacts), and the Markdown, the HTML and the CLI mark them up; every
// text is escaped: a query, a tool id or an error came from a file or a server.
import type { RunReport } from '../results/index.js';
import type { RetrievalSuiteResult } from '../results/retrieval.js';
import { STATUS_EMOJI } from '../results/status.js';
import { flatMetrics } from '../retrieval/metrics.js';
import { truncate } from '../util/text.js';
import { escapeHtml as esc, escapeMarkdown as md } from '../sanitize/escape.js';
import { badge, cells, code, tableHead } from './html-parts.js';

/** Queries that got worse shown per suite; the rest are counted. */
export const MAX_WORSE_SHOWN = 10;

/** One metric's row: its name, the baseline's value, the current one, the delta, and its gate if it has one. */
interface MetricRow {
  label: string;
  baseline: string;
  now: string;
  delta: string;
  /** `≥ 0.950 failed`, `≥ 0.950 held`, or empty. */
  gate: string;
  gateFailed: boolean;
}

interface WorseRow {
  query: string;
  tool: string;
  ranks: string;
}

/** What every writer says of one suite, as plain text. */
export interface SuiteFacts {
  title: string;
  /** The verdict in one line: `BROKEN: Recall@5 0.833 is below its gate 0.950`. */
  verdict: string;
  /** What it ran against and what it was compared with. */
  context: string;
  metrics: MetricRow[];
  worse: WorseRow[];
  /** How many got worse beyond those shown. */
  moreWorse: number;
}

const LABELS: Record<string, string> = { mrr: 'MRR', ndcg_at_10: 'nDCG@10', map: 'MAP' };
const labelOf = (metric: string) => LABELS[metric] ?? metric.replace(/^recall_at_(\d+)$/, 'Recall@$1');
const num = (v: number | null | undefined) => (v === null || v === undefined ? '–' : v.toFixed(3));
const signed = (v: number | undefined) => (v === undefined ? '' : `${v >= 0 ? '+' : '−'}${Math.abs(v).toFixed(3)}`);
const rank = (r: number | null, limit: number) => (r === null ? `not in the top ${limit}` : String(r));

export function suiteFacts(d: RetrievalSuiteResult): SuiteFacts {
  const r = d.result;
  const now = r.metrics ? flatMetrics(r.metrics) : {};
  const then = r.baseline ? flatMetrics(r.baseline.metrics) : {};
  const gates = new Map((r.comparison?.gates ?? []).map((g) => [g.metric, g]));
  const names = [...r.k.map((k) => `recall_at_${k}`), 'mrr', 'ndcg_at_10', 'map'];
  const metrics = !r.metrics
    ? []
    : names.map((m): MetricRow => {
        const g = gates.get(m);
        const gate = g && g.threshold !== null ? `≥ ${num(g.threshold)} ${g.passed ? 'held' : 'failed'}` : '';
        const delta = signed(r.comparison?.deltas[m]);
        return {
          label: labelOf(m),
          baseline: num(then[m]),
          now: num(now[m]),
          delta,
          gate,
          gateFailed: !!g && !g.passed,
        };
      });
  const changes = r.comparison?.worse ?? [];
  const worse = changes.slice(0, MAX_WORSE_SHOWN).flatMap((q) =>
    q.moves.map((m) => ({
      query: `${q.id}: ${truncate(q.query, 100)}`,
      tool: `${m.tool_id} (relevance ${m.relevance})`,
      ranks: `${rank(m.old_rank, r.limit)} → ${rank(m.new_rank, r.limit)}`,
    })),
  );
  return {
    title: r.suite,
    verdict: verdictOf(d),
    context: contextOf(d),
    metrics,
    worse,
    moreWorse: Math.max(0, changes.length - MAX_WORSE_SHOWN),
  };
}

function verdictOf(d: RetrievalSuiteResult): string {
  if (d.error) return `${d.status}: ${d.error}`;
  if (d.action === 'recorded') return `${d.status}: baseline recorded`;
  const failed = d.result.comparison?.gates.filter((g) => !g.passed) ?? [];
  if (!failed.length) return `${d.status}: every gate held`;
  const words = failed.map((g) => `${labelOf(g.metric)} ${num(g.value)} is below its gate ${num(g.threshold)}`);
  return `${d.status}: ${words.join('; ')}`;
}

function contextOf(d: RetrievalSuiteResult): string {
  const r = d.result;
  const info = r.server_info ? ` (${r.server_info.name} ${r.server_info.version})` : '';
  const ran = `${r.search_tool} of ${r.server}${info}, ${r.queries.length} queries, file ${r.file}`;
  if (!d.baseline) return ran;
  const when = d.baseline.recorded_at ? ` recorded ${d.baseline.recorded_at}` : '';
  const stale = d.baseline.stale ? ` (stale: ${d.baseline.stale_reason ?? 'changed'})` : '';
  return `${ran}; baseline ${d.baseline.source}${when}${stale}`;
}

/** The retrieval part of the PR comment and job summary; with `detail`, each suite's tables. */
export function retrievalLines(report: RunReport, detail: boolean): string[] {
  const suites = report.retrieval ?? [];
  if (!suites.length) return [];
  const lines = ['**🔎 Retrieval suites** (how well the search tool finds the right tool)', ''];
  for (const d of suites) {
    const f = suiteFacts(d);
    lines.push(`${STATUS_EMOJI[d.status] ?? ''} **${md(f.title)}**: ${md(truncate(f.verdict, 300))}`, '');
    if (!detail) continue;
    lines.push(`<sub>${md(f.context)}</sub>`, '');
    if (f.metrics.length) {
      lines.push('| Metric | Baseline | Now | Δ | Gate |', '|---|---:|---:|---:|---|');
      for (const m of f.metrics) {
        const gate = m.gateFailed ? `❌ ${md(m.gate)}` : md(m.gate);
        lines.push(`| ${md(m.label)} | ${m.baseline} | ${m.now} | ${m.delta} | ${gate} |`);
      }
      lines.push('');
    }
    lines.push(...worseLines(f));
  }
  return lines;
}

function worseLines(f: SuiteFacts): string[] {
  if (!f.worse.length) return [];
  const rows = f.worse.map((w) => `| ${md(w.query)} | ${md(w.tool)} | ${md(w.ranks)} |`);
  const more = f.moreWorse ? [`_and ${f.moreWorse} more (see the report)_`, ''] : [];
  return [
    'Queries that got worse:',
    '',
    '| Query | Tool | Rank: baseline → now |',
    '|---|---|---|',
    ...rows,
    '',
    ...more,
  ];
}

/** The retrieval section of the HTML report; empty when no suite ran. */
export function retrievalSection(report: RunReport): string {
  const suites = report.retrieval ?? [];
  if (!suites.length) return '';
  const parts = suites.map((d) => {
    const f = suiteFacts(d);
    const metricRows = f.metrics.map((m) => {
      const row = cells([esc(m.label), m.baseline, m.now, m.delta, esc(m.gate)]);
      return `<tr${m.gateFailed ? ' class="gate-failed"' : ''}>${row}</tr>`;
    });
    const worseRows = f.worse.map((w) => `<tr>${cells([esc(w.query), code(w.tool), esc(w.ranks)])}</tr>`);
    const more = f.moreWorse ? `<p>and ${f.moreWorse} more</p>` : '';
    const worse = f.worse.length
      ? `<h4>Queries that got worse</h4>${table('retrieval-worse', WORSE_HEAD, worseRows)}${more}`
      : '';
    return `<div class="suite"><h3>${badge(d.status)} ${esc(f.title)}</h3>
<p>${esc(f.verdict)}</p><p class="context">${esc(f.context)}</p>
${f.metrics.length ? table('retrieval-metrics', METRIC_HEAD, metricRows) : ''}${worse}</div>`;
  });
  const title = `<h2>Retrieval suites (${suites.length})</h2>`;
  return `<section class="retrieval" id="retrieval">${title}\n${parts.join('\n')}\n</section>`;
}

const METRIC_HEAD = ['Metric', 'Baseline', 'Now', 'Δ', 'Gate'];
const WORSE_HEAD = ['Query', 'Tool', 'Rank: baseline → now'];

function table(cls: string, head: string[], rows: string[]): string {
  return `<table class="${cls}">${tableHead(head)}<tbody>${rows.join('')}</tbody></table>`;
}

/** One line per suite for the CLI, after its table. */
export function retrievalText(report: RunReport): string {
  return (report.retrieval ?? []).map((d) => `Retrieval suite ${d.result.suite}: ${suiteFacts(d).verdict}\n`).join('');
}
