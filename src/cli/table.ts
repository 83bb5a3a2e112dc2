// What a terminal shows: one status line on stderr while the scenarios run; at the end the verdict first, then the
// causes, then the scenarios below GOOD (those that passed counted; every row under --verbose).
import type { Cause, RunReport, ScenarioResult } from '../results/index.js';
import { causeWhom } from '../results/verdict.js';
import type { ProgressEvent } from '../pipeline/index.js';
import { causeVerb, listedCauses, type ListedCause } from '../reports/cause-list.js';
import { OPINION_LINE } from '../scoring/index.js';
import { divergence, runFacts } from '../reports/format.js';
import { rateTextLines } from '../reports/rates.js';
import { needsNoExplaining, STATUS_EMOJI, STATUSES, type Status } from '../results/status.js';
import { verdictWords } from '../results/verdict-words.js';
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
 * The end-of-run table for a terminal, as the comment has it: a header row, each scenario below GOOD or with a note
 * by name with its file beside it (every scenario with `verbose`), a line counting the others (passed), then the
 * problems and what the servers got wrong (findings). Names, files, errors and problems are untrusted text, each
 * shown on one line.
 */
export function statusTable(report: RunReport, color: boolean, verbose = false): string {
  const paint = (s: Status, text: string) => (color ? `${COLORS[s]}${text}\x1b[0m` : text);
  // Below GOOD, or with something to say (a missed criterion, an accepted variation, a stale baseline).
  const listed = report.scenarios.filter((s) => verbose || !needsNoExplaining(s.status) || note(s) !== '');
  const cells = listed.map((s) => ({
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
  const passed = report.scenarios.filter((s) => !listed.includes(s));
  const counts = STATUSES.filter((st) => passed.some((s) => s.status === st))
    .map((st) => `${passed.filter((s) => s.status === st).length} ${st}`)
    .join(', ');
  const folded = passed.length ? [`Passed: ${counts} (--verbose lists them)`] : [];
  const problems = report.problems.map((p) => `  ! ${oneLine(headline(p))}`);
  const findings = runFacts(report).findings.map((f) => `  server finding: ${oneLine(f)}`);
  const rates = rateTextLines(report, oneLine);
  const table = rows.length ? [header, ...rows] : [];
  return [...table, ...folded, ...problems, ...findings, ...rates].join('\n');
}

/** The verdict, told first: its one sentence (coloured by the run's status) and what the check made of it. */
export function verdictText(report: RunReport, color: boolean): string {
  const words = verdictWords(report);
  const sentence = color ? `${COLORS[report.status]}${words.sentence}\x1b[0m` : words.sentence;
  return `${sentence}\n${words.check}\n`;
}

/**
 * What to do first, under the verdict: each cause of the one list (cause-list.ts), the scenarios it breaks by name
 * (or the contract's changes), its detail and the fixes it suggests. Empty when nothing is wrong.
 */
export function causesText(report: RunReport): string {
  return listedCauses(report)
    .map((l) => (l.cause ? causeText(l.cause.of) : groupText(l)))
    .join('');
}

function causeText(c: Cause): string {
  const whom = oneLine(causeWhom(c));
  const fixes = c.suggestions.map((f) => `    fix: ${oneLine(f)}\n`).join('');
  const opinion = c.evidence.filter((l) => l.startsWith(OPINION_LINE)).map((l) => `    ${oneLine(l)}\n`);
  const detail = oneLine(c.scenarios[0]?.detail ?? '');
  return `Caught: ${oneLine(c.summary)}: ${causeVerb(c)}${whom}\n    ${detail}\n${opinion.join('')}${fixes}`;
}

function groupText(l: ListedCause): string {
  const detail = l.detail ? `    ${oneLine(truncate(l.detail, 200))}\n` : '';
  const fix = l.fix ? `    fix: ${oneLine(l.fix)}\n` : '';
  return `Caught: ${oneLine(l.title)}: ${l.whom} (${oneLine(l.names)})\n${detail}${fix}`;
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
