// The Markdown status table: the PR comment and the job summary. Made to fit a size limit by
// leaving detail out (per-scenario details first, then the best rows), never by cutting text.
import type { Evaluation, RunReport, ScenarioResult } from '../results/index.js';
import { needsNoExplaining, severity, STATUS_EMOJI, type Status } from '../results/status.js';
import { truncate } from '../util/text.js';
import { verdictWords } from '../results/verdict-words.js';
import { escapeMarkdown } from '../sanitize/escape.js';
import { causeLines, flakyLines, MAX_CAUSES_SHOWN, performanceLines, toolChangeLines } from './diagnosis.js';
import { isInsufficient } from '../results/verdict.js';
import { rateLines } from './rates.js';
import { retrievalLines } from './retrieval-section.js';
import { contractLines } from './contract-section.js';
import { runFootprint } from './footprint.js';
import {
  callCounts,
  divergence,
  formatScore,
  lostCriteria,
  runFacts,
  sortScenarios,
  variationOf,
  type RunFacts,
} from './format.js';
import { sparklineLine } from './trends.js';
import { pairPlace } from '../scoring/turns.js';

export const MARKDOWN_MARKER = '<!-- mcp-eval -->';
/** GitHub's limit for an issue comment, in characters. */
export const COMMENT_MAX_CHARS = 65_536;
/** GitHub's limit for a job summary: 1 MiB of UTF-8 (emoji take 4 bytes: measure bytes, not characters). */
export const SUMMARY_MAX_BYTES = 1_048_576;

export interface MarkdownOptions {
  /**
   * Start with the hidden marker line the sticky comment is found by: true for `<!-- mcp-eval -->`,
   * or the marker itself.
   */
  marker?: boolean | string;
  /** Upper bound of the output length in characters (default: a comment's 65,536). */
  maxChars?: number;
  /** Upper bound of the output size in UTF-8 bytes (a job summary's limit is in bytes). */
  maxBytes?: number;
  /** Heading level of the title (default 2). */
  headingLevel?: number;
}

const MAX_PAIRS_SHOWN = 25;
const MAX_PROBLEMS_SHOWN = 5;

export function renderMarkdown(report: RunReport, opts: MarkdownOptions = {}): string {
  const maxChars = opts.maxChars ?? COMMENT_MAX_CHARS;
  const fits = (text: string): boolean =>
    text.length <= maxChars && (opts.maxBytes === undefined || Buffer.byteLength(text, 'utf8') <= opts.maxBytes);
  const sorted = sortScenarios(report.scenarios);
  const all: Parts = { rows: sorted.length, details: 2, problems: true, footer: true, causes: MAX_CAUSES_SHOWN };
  // Each scenario's table row made once: a report too long for the limit is composed again up to ~15 times below.
  const rows = new Map(sorted.map((s) => [s, row(s)]));
  const build = (parts: Partial<Parts>): string => compose(report, sorted, rows, opts, { ...all, ...parts });

  // Detail goes first: each scenario's, then the tool changes and the performance lines.
  for (const details of [2, 1, 0] as const) {
    const out = build({ details });
    if (fits(out)) return out;
  }
  // Largest number of rows that fits; the rest are folded into "and N more" lines.
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(build({ rows: mid, details: 0 }))) lo = mid;
    else hi = mid - 1;
  }
  const least: Partial<Parts> = { rows: 0, details: 0, problems: false };
  // Then the problems, the footer, and all causes but the first: the causes go last.
  const stages: Partial<Parts>[] = [
    { rows: lo, details: 0 },
    least,
    { ...least, footer: false },
    { ...least, footer: false, causes: 1 },
  ];
  // The causes go last, after the footer, and before them all but the first.
  for (const parts of stages) {
    const out = build(parts);
    if (fits(out)) return out;
  }
  const out = build(stages[stages.length - 1]);
  // Below even the headline's size: the limit is unreasonable; cut what is left (no table, no tag to break).
  for (let n = Math.min(out.length, maxChars); n > 0; n = Math.floor(n * 0.9)) {
    const cut = truncate(out, n);
    if (fits(cut)) return cut;
  }
  return '';
}

interface Parts {
  rows: number;
  /** 2: each scenario's details, the tool changes and the performance lines; 1: the last two; 0: none. */
  details: 0 | 1 | 2;
  problems: boolean;
  /** Links and the line of versions, commit and usage. */
  footer: boolean;
  /** Cause lines at most. */
  causes: number;
}

function compose(
  report: RunReport,
  sorted: ScenarioResult[],
  rows: Map<ScenarioResult, string>,
  opts: MarkdownOptions,
  parts: Parts,
): string {
  const facts = runFacts(report);
  const lines = [
    ...titleLines(report, facts, opts),
    ...causeLines(report, parts.causes),
    ...trendLines(report, facts),
    ...retrievalLines(report, parts.details > 0),
    ...scenarioLines(sorted, rows, parts),
    ...contractLines(report, parts.details > 0),
    ...flakyLines(report),
    ...rateLines(report),
    ...(parts.details > 0 ? [...toolChangeLines(report), ...performanceLines(report)] : []),
    ...(parts.details > 1 ? detailLines(sorted.slice(0, parts.rows)) : []),
    ...problemLines(report.problems, parts.problems),
    ...findingLines(facts.findings, parts.problems),
  ];
  if (!parts.footer) return `${lines.join('\n').trimEnd()}\n`;
  lines.push(...footerLines(report, facts));
  return `${lines.join('\n')}\n`;
}

/** The marker, the verdict (its one sentence as the title), what the check made of it, the recommended action. */
function titleLines(report: RunReport, facts: RunFacts, opts: MarkdownOptions): string[] {
  const lines: string[] = [];
  const marker = opts.marker === true ? MARKDOWN_MARKER : opts.marker || '';
  if (marker) lines.push(marker);
  const h = '#'.repeat(Math.min(6, Math.max(1, opts.headingLevel ?? 2)));
  const verdict = verdictWords(report);
  lines.push(`${h} ${emoji(report.status)} mcp-eval: ${escapeMarkdown(verdict.sentence)}`, '');
  const check = `**${escapeMarkdown(verdict.check)}**`;
  lines.push(
    `${check} · ${escapeMarkdown(facts.headline)} · score ${facts.score} · ${escapeMarkdown(report.mode)} mode`,
  );
  lines.push('', `> **Recommended:** ${facts.recommended}`, '');
  return lines;
}

/** The suite's trend and a shard's part: short lines, they stay when detail is dropped to fit. */
function trendLines(report: RunReport, facts: RunFacts): string[] {
  const trend = sparklineLine(report);
  const models = [facts.models, facts.otherModel, facts.modelRuns]
    .filter(Boolean)
    .flatMap((f) => [`🤖 ${escapeMarkdown(f)}`, '']);
  const ab = facts.ab ? [`🆚 ${escapeMarkdown(facts.ab)}`, ''] : [];
  return [...ab, ...(facts.shards ? [`🧩 ${facts.shards}`, ''] : []), ...models, ...(trend ? [trend, ''] : [])];
}

/**
 * The stale-baseline warning, then of the first `parts.rows` scenarios those below GOOD in a table and those that
 * passed (GOOD, RECORDED) folded under it; a line for the rest.
 */
function scenarioLines(sorted: ScenarioResult[], rows: Map<ScenarioResult, string>, parts: Parts): string[] {
  const lines: string[] = [];
  const stale = sorted.filter((s) => s.baseline?.stale).length;
  if (stale) {
    const warning =
      `> ⚠️ ${stale} stale baseline(s): the scenario file or its config_file changed since it was recorded; ` +
      'record it again to compare with what the scenario now says.';
    lines.push(warning, '');
  }
  const shown = sorted.slice(0, parts.rows);
  const failing = shown.filter((s) => !needsNoExplaining(s.status));
  const passed = shown.filter((s) => needsNoExplaining(s.status));
  if (failing.length) lines.push(...scenarioTable(failing, rows), '');
  if (passed.length) {
    const what = moreLine(passed, false).replace(' (see the report)', '');
    const summary = failing.length ? `Passed: ${what}` : what;
    lines.push(`<details><summary>${summary}</summary>`, '', ...scenarioTable(passed, rows), '', '</details>', '');
  }
  const rest = sorted.slice(parts.rows);
  if (rest.length) lines.push(`_${moreLine(rest, parts.rows > 0)}_`, '');
  return lines;
}

function scenarioTable(scenarios: ScenarioResult[], rows: Map<ScenarioResult, string>): string[] {
  const head = [
    '| Status | Scenario | Score | Calls (baseline -> current) | First divergence |',
    '|---|---|---:|---|---|',
  ];
  return [...head, ...scenarios.map((s) => rows.get(s)!)];
}

/** The collapsible details of these scenarios. */
function detailLines(shown: ScenarioResult[]): string[] {
  return shown.flatMap((s) => {
    const d = details(s);
    return d ? [d, ''] : [];
  });
}

/** The run's problems: the first few in full, or only their number. */
function problemLines(problems: readonly string[], full: boolean): string[] {
  if (!problems.length) return [];
  if (!full) return [`⚠️ **${problems.length} problem(s)**: see the report.`, ''];
  const shown = problems.slice(0, MAX_PROBLEMS_SHOWN).map((p) => escapeMarkdown(truncate(p, 200)));
  const more = problems.length - shown.length;
  return [`⚠️ **${problems.length} problem(s):** ${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}`, ''];
}

/** What the servers got wrong (deviations from the MCP schema, limits hit): the first few, or only their number. */
function findingLines(findings: readonly string[], full: boolean): string[] {
  if (!findings.length) return [];
  const title = `🔎 **${findings.length} server finding(s)`;
  if (!full) return [`${title}**: see the report.`, ''];
  const shown = findings.slice(0, MAX_PROBLEMS_SHOWN).map((f) => escapeMarkdown(truncate(f, 200)));
  const more = findings.length - shown.length;
  return [`${title}:** ${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}`, ''];
}

/** Links, then one small line of versions, commit and usage. */
function footerLines(report: RunReport, facts: RunFacts): string[] {
  const lines: string[] = [];
  const links: string[] = [];
  if (report.links.artifact_url) links.push(`[HTML report and trajectories](${safeUrl(report.links.artifact_url)})`);
  if (report.links.run_url) links.push(`[workflow run](${safeUrl(report.links.run_url)})`);
  if (links.length) lines.push(links.join(' · '), '');
  const model = report.model ? ` (${escapeMarkdown(report.model)})` : '';
  const footprint = runFootprint(report);
  const footer = [
    `mcp-eval ${escapeMarkdown(report.tool.version)}`,
    `agent ${escapeMarkdown(report.agent)}${model}`,
    `commit ${escapeMarkdown(facts.commit)}`,
    ...facts.servers.map((v) => escapeMarkdown(v)),
    facts.usage,
    ...(footprint ? [escapeMarkdown(footprint)] : []),
  ];
  lines.push(`<sub>${footer.join(' · ')}</sub>`);
  return lines;
}

/** "🔴 BROKEN"; a status this version does not know gets no emoji. */
function status(s: Status): string {
  return `${emoji(s)} ${escapeMarkdown(s)}`;
}

function emoji(s: Status): string {
  return STATUS_EMOJI[s] ?? '';
}

function row(s: ScenarioResult): string {
  const flaky = s.aggregate?.flaky ? ' (flaky)' : '';
  const undecided = isInsufficient(s) ? ' (insufficient)' : '';
  const cells = [
    `${status(s.status)}${flaky}${undecided}`,
    `${escapeMarkdown(truncate(s.name, 80))}${s.baseline?.stale ? ' (stale baseline)' : ''}`,
    formatScore(s.score),
    escapeMarkdown(callCounts(s)),
    escapeMarkdown(truncate(divergence(s), 80)),
  ];
  return `| ${cells.join(' | ')} |`;
}

/** "and 120 more GOOD scenarios, 3 more ACCEPTABLE", worst first. */
function moreLine(rest: ScenarioResult[], afterRows: boolean): string {
  const counts = new Map<Status, number>();
  for (const s of rest) counts.set(s.status, (counts.get(s.status) ?? 0) + 1);
  const parts = [...counts.keys()]
    .sort((a, b) => severity(a) - severity(b))
    .map((s, i) => `${counts.get(s)} ${i === 0 && afterRows ? 'more ' : ''}${escapeMarkdown(s)}`);
  const noun = `scenario${rest.length === 1 ? '' : 's'}`;
  return afterRows ? `and ${parts.join(', ')} ${noun}` : `${parts.join(', ')} ${noun} (see the report)`;
}

/** Collapsible per-invocation detail of a scenario that did not come out GOOD. */
function details(s: ScenarioResult): string | null {
  if (needsNoExplaining(s.status)) return null;
  const run = s.runs.find((r) => r.evaluation);
  const body: string[] = [];
  if (s.error) body.push(`Error: ${escapeMarkdown(truncate(s.error, 500))}`, '');
  if (s.aggregate && s.runs.length > 1) {
    const a = s.aggregate;
    const spread = `min ${formatScore(a.min)}, spread ${formatScore(a.spread)}${a.flaky ? ', **flaky**' : ''}`;
    body.push(`${s.runs.length} runs: mean ${formatScore(a.mean)}, ${spread}`, '');
  }
  const lost = lostCriteria(s);
  if (lost) body.push(`**${escapeMarkdown(truncate(lost, 500))}**`, '');
  if (s.config)
    body.push(`Config: ${escapeMarkdown(s.config.path)} (sha256 ${escapeMarkdown(s.config.hash.slice(0, 12))})`, '');
  if (run?.evaluation) body.push(...pairsTable(run.evaluation, variationOf(s, run)));
  if (!body.length) return null;
  const name = escapeMarkdown(truncate(s.name, 80));
  const summary = `${emoji(s.status)} ${name}: ${escapeMarkdown(s.status)} ${formatScore(s.score)}`;
  return [`<details><summary>${summary}</summary>`, '', ...body, '</details>'].join('\n');
}

function pairsTable(e: Evaluation, variation: string | null): string[] {
  const against = variation ? ` · compared with the closest baseline ${variation}` : '';
  const out = [
    `Trajectory ${formatScore(e.trajectory_score)} · ` +
      `baseline ${escapeMarkdown(e.baseline_status)} -> current ${escapeMarkdown(e.current_status)}${against}`,
    '',
    '| # | Baseline call | Current call | Similarity | |',
    '|---:|---|---|---:|---|',
  ];
  e.pairs.slice(0, MAX_PAIRS_SHOWN).forEach((p, i) => {
    const calls = [p.baseline_id, p.current_id].map((id) => escapeMarkdown(id ?? '–'));
    const cells = [pairPlace(p, i), ...calls, formatScore(p.similarity), escapeMarkdown(truncate(p.label, 60))];
    out.push(`| ${cells.join(' | ')} |`);
  });
  out.push('');
  if (e.pairs.length > MAX_PAIRS_SHOWN) out.push(`_and ${e.pairs.length - MAX_PAIRS_SHOWN} more calls_`, '');
  for (const d of e.drift.slice(0, 10))
    out.push(`- Response drift in ${escapeMarkdown(d.id)}: ${escapeMarkdown(truncate(d.detail, 200))}`);
  if (e.drift.length) out.push('');
  return out;
}

/** Only http(s) links, with the characters that would end a Markdown link percent-encoded. */
function safeUrl(url: string): string {
  if (!/^https?:\/\//i.test(url)) return '#';
  return url.replace(/[\s()<>[\]"'`]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
