// What a terminal shows: one status line on stderr while the scenarios run, the status table at the end and the
// run's causes under it.
import type { Cause, RunReport, ScenarioResult } from '../results/index.js';
import { causeWhom } from '../results/verdict.js';
import type { ProgressEvent } from '../pipeline/index.js';
import { causeVerb } from '../reports/diagnosis.js';
import { OPINION_LINE } from '../scoring/index.js';
import { divergence, runFacts } from '../reports/format.js';
import { insufficientWords, rateTextLines } from '../reports/rates.js';
import { STATUS_EMOJI, type Status } from '../results/status.js';
import { headline, truncate } from '../util/text.js';
import { oneLine } from '../sanitize/escape.js';

const COLORS: Record<Status, string> = {
  GOOD: '\x1b[32m',
  ACCEPTABLE: '\x1b[36m',
  DEGRADED: '\x1b[33m',
  BROKEN: '\x1b[31m',
  ERROR: '\x1b[35m',
  RECORDED: '\x1b[34m',
};

/** Widest name and file columns; longer ones are cut (the report has them whole). */
const NAME_WIDTH = 40;
const FILE_WIDTH = 48;

/**
 * The end-of-run table for a terminal, as the comment has it: a header row, each scenario by name with its file
 * beside it, then the counts, the problems and what the servers got wrong (findings). Names, files, errors and
 * problems are untrusted text, each shown on one line.
 */
export function statusTable(report: RunReport, color: boolean): string {
  const paint = (s: Status, text: string) => (color ? `${COLORS[s]}${text}\x1b[0m` : text);
  const cells = report.scenarios.map((s) => ({
    s,
    name: truncate(oneLine(s.name), NAME_WIDTH),
    file: oneLine(s.file),
  }));
  const nameWidth = Math.max(8, ...cells.map((c) => c.name.length));
  const fileWidth = Math.min(FILE_WIDTH, Math.max(4, ...cells.map((c) => c.file.length)));
  const line = (status: string, score: string, name: string, file: string, calls: string, note: string) =>
    `${status} ${score.padStart(5)}  ${name.padEnd(nameWidth)}  ${file.padEnd(fileWidth)}  ${calls.padEnd(9)} ${note}`;
  // The status cell is an emoji (two columns on a terminal), a space and the status padded to 10.
  const header = line('Status'.padEnd(13), 'Score', 'Scenario', 'File', 'Calls', 'First divergence').trimEnd();
  const rows = cells.map(({ s, name, file }) => {
    const status = paint(s.status, `${STATUS_EMOJI[s.status]} ${s.status.padEnd(10)}`);
    const score = s.score === null ? '-' : s.score.toFixed(2);
    return line(status, score, name, file, calls(s), oneLine(note(s))).trimEnd();
  });
  const counts = Object.entries(report.counts)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${n} ${s}`)
    .join(', ');
  const problems = report.problems.map((p) => `  ! ${oneLine(headline(p))}`);
  const findings = runFacts(report).findings.map((f) => `  server finding: ${oneLine(f)}`);
  const all = [counts, ...insufficientWords(report)].filter(Boolean).join(', ');
  const verdict = `${paint(report.status, report.status)}: ${all || 'no scenarios'}`;
  const rates = rateTextLines(report, oneLine);
  return [header, ...rows, '', verdict, ...problems, ...findings, ...rates].join('\n');
}

/**
 * Why the run failed, under its table: each cause of the run (results.json `causes`), the scenarios it breaks by
 * name, the first one's detail and the fixes it suggests. Empty when nothing broke (or nothing was compared).
 */
export function causesText(report: RunReport): string {
  return (report.causes ?? []).map(causeText).join('');
}

function causeText(c: Cause): string {
  const whom = oneLine(causeWhom(c));
  const fixes = c.suggestions.map((f) => `    fix: ${oneLine(f)}\n`).join('');
  const opinion = c.evidence.filter((l) => l.startsWith(OPINION_LINE)).map((l) => `    ${oneLine(l)}\n`);
  const detail = oneLine(c.scenarios[0]?.detail ?? '');
  return `Caught: ${oneLine(c.summary)}: ${causeVerb(c)}${whom}\n    ${detail}\n${opinion.join('')}${fixes}`;
}

/** `baseline calls -> current calls` of the first run. */
function calls(s: ScenarioResult): string {
  const [first] = s.runs;
  if (!first) return '';
  const made = first.trajectory.messages.filter((m) => m.type === 'tool_call' && !m.discovery).length;
  return `${first.evaluation?.baseline_calls ?? '-'} -> ${first.evaluation?.current_calls ?? made}`;
}

function note(s: ScenarioResult): string {
  const said = divergence(s);
  if (said && said !== 'none' && said !== 'baseline recorded') return headline(said);
  return s.baseline?.stale ? `baseline is stale: ${s.baseline.stale_reason ?? 'the scenario file changed'}` : '';
}

/** One status line on stderr, rewritten in place: `[i/n] scenario: step (elapsed)`. */
export function progressPrinter(enabled: boolean): ((e: ProgressEvent) => void) | undefined {
  if (!enabled) return undefined;
  const started = Date.now();
  const position = new Map<string, string>();
  let done = 0;
  return (e) => {
    const elapsed = `${((Date.now() - started) / 1000).toFixed(1)}s`;
    if (e.type === 'scenario-start') position.set(e.id, `[${e.index + 1}/${e.total}]`);
    const id = e.type === 'scenario-end' ? e.result.id : e.id;
    const what = e.type === 'step' ? e.text : e.type === 'scenario-end' ? e.result.status : 'starting';
    process.stderr.write(`\r\x1b[2K${position.get(id)} ${oneLine(id)}: ${oneLine(what)} (${elapsed})`);
    // Scenarios finish in any order under concurrency: clear the line after the last one.
    if (e.type === 'scenario-end' && ++done === e.total) process.stderr.write('\r\x1b[2K');
  };
}
