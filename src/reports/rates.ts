// The pass rates of a run's scenarios (docs/scoring/pass-rates.md), for every writer alike: a line per scenario of
// several runs (its rate with a 95% interval, pass@k and pass^k, the baseline's, a flaky baseline said, the verdict
// of the test), and the count of `insufficient` verdicts. Names are untrusted and escaped.
import type { RunReport, ScenarioResult } from '../results/index.js';
import { isInsufficient } from '../results/verdict.js';
import { severity } from '../results/status.js';
import { describeRate, describeRateVerdict, rateCell } from '../scoring/index.js';
import { escapeHtml as esc, escapeMarkdown } from '../sanitize/escape.js';
import { truncate } from '../util/text.js';

/** Lines shown at most; the rest are counted. */
const MAX_RATE_LINES = 10;

/** The scenarios with a pass rate over several runs, the undecided first. */
export function rated(report: Pick<RunReport, 'scenarios'>): ScenarioResult[] {
  const many = report.scenarios.filter((s) => (s.aggregate?.pass_rate?.runs ?? 0) > 1);
  return [...many.filter(isInsufficient), ...many.filter((s) => !isInsufficient(s))];
}

/** How many scenarios' runs cannot tell whether their pass rate fell. */
export function insufficientCount(report: Pick<RunReport, 'scenarios'>): number {
  return report.scenarios.filter(isInsufficient).length;
}

/** `1 insufficient (pass rate)` for the counts line; nothing when every rate was decided. */
export function insufficientWords(report: Pick<RunReport, 'scenarios'>): string[] {
  const n = insufficientCount(report);
  return n ? [`${n} insufficient (pass rate)`] : [];
}

/**
 * What to do about a run whose scenarios pass but some of whose runs cannot tell whether a pass rate fell: never
 * "ship". Null when it does not apply (none undecided, or something worse to act on).
 */
export function undecidedAction(report: Pick<RunReport, 'scenarios' | 'status'>): string | null {
  const n = insufficientCount(report);
  if (!n || severity(report.status) < severity('ACCEPTABLE')) return null;
  return (
    `Not decided: the runs of ${n} scenario(s) cannot tell whether the pass rate fell; ` +
    'run them more times (runs, or runs: auto) before shipping.'
  );
}

/** A scenario's rate in words: `18/20 runs passed (...); baseline 18/20 (0.70-0.97), flaky; no regression: ...`. */
export function rateText(s: ScenarioResult): string {
  const r = s.aggregate?.pass_rate;
  if (!r) return '';
  const b = s.baseline?.pass_rate;
  const baseline = b ? `; baseline ${rateCell(b)}${b.passes < b.runs ? ', flaky baseline' : ''}` : '';
  return `${describeRate(r)}${baseline}${s.regression ? `; ${describeRateVerdict(s.regression)}` : ''}`;
}

/** The headline of the section: how many undecided, and what that means under the run's fail-on-insufficient. */
function heading(report: RunReport): string {
  const n = insufficientCount(report);
  const rule = report.fail_on_insufficient ? 'they fail the check' : 'not an alarm, not a pass: run more runs';
  return n ? `Pass rates (${n} insufficient: the runs cannot tell; ${rule})` : 'Pass rates';
}

/** The Markdown section: a line per scenario of several runs. */
export function rateLines(report: RunReport): string[] {
  const all = rated(report);
  if (!all.length) return [];
  const lines = all
    .slice(0, MAX_RATE_LINES)
    .map((s) => `- ${escapeMarkdown(truncate(s.name, 60))}: ${escapeMarkdown(rateText(s))}`);
  const more = all.length > MAX_RATE_LINES ? [`- and ${all.length - MAX_RATE_LINES} more (see the report)`] : [];
  return [`**${escapeMarkdown(heading(report))}**`, '', ...lines, ...more, ''];
}

/** The same for the HTML report, every scenario. */
export function rateSection(report: RunReport): string {
  const all = rated(report);
  if (!all.length) return '';
  const items = all.map((s) => `<li>${esc(s.name)}: ${esc(rateText(s))}</li>`);
  return `<section class="rates" id="rates"><h2>${esc(heading(report))}</h2><ul>${items.join('')}</ul></section>`;
}

/** The same for a terminal: one line each, untrusted text on one line. */
export function rateTextLines(report: RunReport, oneLine: (t: string) => string): string[] {
  const all = rated(report);
  if (!all.length) return [];
  return [heading(report), ...all.map((s) => `  ${oneLine(s.name)}: ${oneLine(rateText(s))}`)];
}
