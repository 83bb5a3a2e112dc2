// The trend over the run history (results.json `history`, oldest first) and this run: charts for the HTML report
// and a sparkline for the Markdown. Drawn from results.json alone, so `mcp-eval report` draws the same.
import { summarizeRun, type HistoryEntry } from '../results/history.js';
import type { RunReport } from '../results/index.js';
import type { Thresholds } from '../results/status.js';
import { isModelAgent, totalTokens } from '../results/trajectory.js';
import { lineChart, type ChartPoint, type ChartOptions } from './chart.js';
import { escapeHtml as esc, escapeMarkdown } from '../sanitize/escape.js';
import { formatScore, shortSha, thousands } from './format.js';

interface Trend {
  /** The stored runs, oldest first. */
  runs: HistoryEntry[];
  current: HistoryEntry;
  source: string | null;
  added: boolean;
  why?: string;
}

function trendOf(report: RunReport): Trend | null {
  const h = report.history;
  return h ? { runs: h.runs, current: summarizeRun(report), source: h.source, added: h.added, why: h.why } : null;
}

/**
 * What the suite chart draws of the stored runs, counted as drawn: a dot per scored run, a dashed line per recording,
 * nothing (a gap) for a run with neither. "2 run(s): 1 scored (dots), 1 recording (a dashed line)".
 */
function drawnRuns(runs: readonly HistoryEntry[]): string {
  const scored = runs.filter((e) => e.score !== null).length;
  const recorded = runs.filter((e) => e.score === null && e.status === 'RECORDED').length;
  const gaps = runs.length - scored - recorded;
  const parts = [
    scored ? `${scored} scored (${scored > 1 ? 'dots' : 'a dot'})` : '',
    recorded ? `${recorded} ${recorded > 1 ? 'recordings (dashed lines)' : 'recording (a dashed line)'}` : '',
    gaps ? `${gaps} with no score (${gaps > 1 ? 'gaps' : 'a gap'})` : '',
  ].filter(Boolean);
  return `${runs.length} run(s) on the default branch${parts.length ? `: ${parts.join(', ')}` : ''}`;
}

/** Whether this run joined the history it read, and why (older results.json files do not say why). */
function addedText(t: Trend): string {
  const what = t.added ? 'this run was added to it' : 'this run only read it';
  return t.why ? `${what} (${t.why})` : what;
}

/** "2026-03-01T12:00:00.000Z · 0123456 · GOOD · 0.95" */
function describe(e: HistoryEntry, what: string): string {
  return `${e.started_at} · ${shortSha(e.git.sha).slice(0, 7)} · ${e.status} · ${what}`;
}

function points(t: Trend, value: (e: HistoryEntry) => number | null, text: (v: number | null) => string): ChartPoint[] {
  return [...t.runs, t.current].map((e, i, all) => {
    const current = i === all.length - 1;
    const v = value(e);
    const title = `${current ? 'this run: ' : ''}${describe(e, text(v))}`;
    return { value: v, title, label: current ? 'this run' : e.started_at.slice(0, 10), current };
  });
}

const SCORE = { min: 0, max: 1, format: formatScore };

function bandRules(t: Thresholds): ChartOptions['rules'] {
  return [
    { value: t.good, label: formatScore(t.good), cls: 'st-GOOD' },
    { value: t.acceptable, label: formatScore(t.acceptable), cls: 'st-ACCEPTABLE' },
    { value: t.degraded, label: formatScore(t.degraded), cls: 'st-DEGRADED' },
  ];
}

/** A recording has no score: its run is a dashed mark, since later scores compare with what it recorded. */
function withMarks(ps: ChartPoint[], statuses: (string | undefined)[]): ChartPoint[] {
  return ps.map((p, i) => (statuses[i] === 'RECORDED' ? { ...p, mark: `${p.title}: baselines recorded` } : p));
}

const tokens = (e: HistoryEntry): number => totalTokens(e.usage);

/** The HTML section under the header: the suite's score, and a model agent's tokens and cost, per run. */
export function trendSection(report: RunReport): string {
  const t = trendOf(report);
  if (!t) return '';
  const all = [...t.runs, t.current];
  const from = t.source ? `from <code>${esc(t.source)}</code>` : 'none stored yet';
  const intro = `<p>Run history: ${esc(drawnRuns(t.runs))}, ${from}; ${esc(addedText(t))}.</p>`;
  if (!t.runs.length) return `<section class="trends" id="trends"><h2>Trend</h2>${intro}</section>`;
  const suite = lineChart(
    withMarks(
      points(
        t,
        (e) => e.score,
        (v) => `suite score ${formatScore(v)}`,
      ),
      all.map((e) => e.status),
    ),
    {
      ...SCORE,
      title: 'Suite score per run',
      width: 560,
      height: 180,
      kind: 'suite',
      rules: bandRules(report.thresholds),
    },
  );
  const claude = (value: (e: HistoryEntry) => number) => (e: HistoryEntry) => (isModelAgent(e.agent) ? value(e) : null);
  const usage = all.some((e) => isModelAgent(e.agent))
    ? [
        lineChart(
          points(t, claude(tokens), (v) => `${v === null ? '–' : thousands(v)} tokens`),
          {
            title: 'Tokens per run (model agent)',
            min: 0,
            width: 300,
            height: 180,
            format: thousands,
            kind: 'tokens',
          },
        ),
        lineChart(
          points(
            t,
            claude((e) => e.usage.cost_usd),
            (v) => `$${(v ?? 0).toFixed(4)}`,
          ),
          {
            title: 'Cost per run in USD (model agent)',
            min: 0,
            width: 300,
            height: 180,
            format: (v) => `$${v.toFixed(2)}`,
            kind: 'cost',
          },
        ),
      ]
    : [];
  return `<section class="trends" id="trends"><h2>Trend</h2>${intro}
<div class="charts">${[suite, ...usage].join('\n')}</div></section>`;
}

/** One scenario's score per run (a run without the scenario leaves a gap); empty when no stored run has it. */
export function scenarioTrend(report: RunReport, id: string, thresholds: Thresholds): string {
  const t = trendOf(report);
  const of = (e: HistoryEntry) => e.scenarios.find((s) => s.id === id);
  // A scenario no stored run has (a new one) has no trend yet.
  if (!t?.runs.some(of)) return '';
  const ps = withMarks(
    points(
      t,
      (e) => of(e)?.score ?? null,
      (v) => `score ${formatScore(v)}`,
    ),
    [...t.runs, t.current].map((e) => of(e)?.status),
  );
  const opts = {
    ...SCORE,
    title: 'Score per run',
    width: 480,
    height: 140,
    kind: 'scenario',
    rules: bandRules(thresholds),
  };
  return `<div class="charts">${lineChart(ps, opts)}</div>`;
}

const BARS = '▁▂▃▄▅▆▇█';

function bar(score: number | null): string {
  if (score === null) return '·';
  return BARS[Math.min(BARS.length - 1, Math.max(0, Math.floor(score * BARS.length)))];
}

/**
 * One Markdown line: the suite's score over the stored runs as a text sparkline (GitHub renders it anywhere, and it
 * stays a few hundred characters), then this run. Null when there is no stored run to compare with.
 */
export function sparklineLine(report: RunReport): string | null {
  const t = trendOf(report);
  if (!t?.runs.length) return null;
  const last = [...t.runs].reverse().find((e) => e.score !== null);
  const before = last ? `${formatScore(last.score)} at ${escapeMarkdown(shortSha(last.git.sha).slice(0, 7))} → ` : '';
  const spark = `${t.runs.map((e) => bar(e.score)).join('')} → ${bar(t.current.score)}`;
  const unscored = t.runs.some((e) => e.score === null) ? ' (· a run with no score, such as a recording)' : '';
  return (
    `📈 Suite score, last ${t.runs.length} run(s) on the default branch${unscored} → this run: ` +
    `\`${spark}\` ${before}**${formatScore(t.current.score)}**`
  );
}
