// The contract part of a report (results.json `contract`, docs/scoring/contract.md): how many changes of each class,
// whether they fail the check, and each change with its server, subject, rule and words; what clients would refuse
// that the baseline already had; servers whose contract could not be read. The words are made once here
// (contractFacts) and the Markdown (which opens with them), the HTML and the CLI mark them up; every text is escaped:
// a tool name, a description or an error came from a server.
import type { ContractClass, ContractSection, RunReport } from '../results/index.js';
import { foldList, truncate } from '../util/text.js';
import { contractGroups, type ContractGroup } from './contract-groups.js';
import { escapeHtml as esc, escapeMarkdown as md, oneLine } from '../sanitize/escape.js';
import { cells, code, tableHead } from './html-parts.js';

/** Changes listed in the comment with detail, and without (the comment is being fitted to its limit). */
const MAX_ROWS = 50;
const MAX_ROWS_BRIEF = 5;
/** Changes listed in the terminal. */
const MAX_ROWS_TEXT = 50;

const MARK: Record<ContractClass, string> = { breaking: '🔴', risky: '🟠', compatible: '🟢' };

interface Row {
  cls: ContractClass;
  server: string;
  subject: string;
  rule: string;
  detail: string;
}

export interface ContractFacts {
  /** `2 breaking, 1 risky, 3 compatible` */
  counts: string;
  /** Its state: `fail-on-contract breaking` (what judges its changes), `no change`, `recorded as the reference...`. */
  verdict: string;
  /** What it was compared with. */
  context: string;
  /** Breaking first, then risky, then compatible, server by server. */
  rows: Row[];
  /** What clients would refuse that the reference already had (`name-refused-by-model-apis`): never failing. */
  findings: Omit<Row, 'cls'>[];
  /** `<server>: <why it could not be read>`. */
  errors: string[];
}

const ORDER: Record<ContractClass, number> = { breaking: 0, risky: 1, compatible: 2 };

export function contractFacts(c: ContractSection): ContractFacts {
  const rows = c.servers
    .flatMap((s) => s.changes.map((x) => ({ cls: x.class, server: s.server, ...x })))
    .sort((a, b) => ORDER[a.cls] - ORDER[b.cls]);
  const findings = c.servers.flatMap((s) => s.findings.map((f) => ({ server: s.server, ...f })));
  const n = c.counts;
  return {
    counts: `${n.breaking} breaking, ${n.risky} risky, ${n.compatible} compatible`,
    verdict: verdictOf(c),
    context: contextOf(c),
    rows: rows.map(({ cls, server, subject, rule, detail }) => ({ cls, server, subject, rule, detail })),
    findings,
    errors: c.servers.flatMap((s) => (s.error ? [`${s.server}: ${s.error}`] : [])),
  };
}

/** Its state, and the setting that judges it; whether the check fails is the run's verdict's to say (verdict-words). */
function verdictOf(c: ContractSection): string {
  if (c.action === 'recorded') return recordedWords(c);
  if (c.action === 'none' && !c.reference) return 'not compared: no reference, and none stored';
  const total = c.counts.breaking + c.counts.risky + c.counts.compatible;
  return total ? `fail-on-contract ${c.fail_on_contract}` : 'no change';
}

/** What a recording did: the first reference, or one that replaced the stored contract, and whether it changed. */
function recordedWords(c: ContractSection): string {
  if (!c.reference) return 'recorded as the reference: nothing to compare with yet';
  const changes = c.counts.breaking + c.counts.risky + c.counts.compatible;
  const when = c.recorded_at ? ` of ${c.recorded_at}` : '';
  return `recorded: it replaced the stored contract${when}, ${changes ? 'with the changes below' : 'unchanged'}`;
}

function contextOf(c: ContractSection): string {
  const servers = c.servers.map(
    (s) => `${s.server} ${s.version}${s.protocol_version ? ` (protocol ${s.protocol_version})` : ''}`,
  );
  const what = `${servers.length} server(s): ${servers.join(', ')}`;
  if (!c.reference) return what;
  return `${what}; compared with ${c.reference}${c.recorded_at ? `, recorded ${c.recorded_at}` : ''}`;
}

/** Compatible groups listed in the comment's fold, and changes named per group. */
const MAX_GROUPS = 20;
const MAX_NAMES = 12;

/**
 * The contract in the comment, after the scenarios: its counts, the breaking and risky changes in a table (`detail`:
 * up to MAX_ROWS, else a few), the compatible ones folded by rule (`13 tools: outputSchema added`), the findings.
 */
export function contractLines(report: RunReport, detail: boolean): string[] {
  const c = report.contract;
  if (!c) return [];
  const f = contractFacts(c);
  const counts = (['breaking', 'risky', 'compatible'] as const).map((k) => `${MARK[k]} ${c.counts[k]} ${k}`);
  const lines = [`**📜 Contract**: ${counts.join(' · ')}: ${md(f.verdict)}`, ''];
  if (detail) lines.push(`<sub>${md(truncate(f.context, 400))}</sub>`, '');
  for (const e of f.errors) lines.push(`⚠️ ${md(truncate(e, 300))}`, '');
  const alarming = f.rows.filter((r) => r.cls !== 'compatible');
  const shown = alarming.slice(0, detail ? MAX_ROWS : MAX_ROWS_BRIEF);
  if (shown.length) {
    lines.push('| Class | Server | Subject | Change | Rule |', '|---|---|---|---|---|');
    for (const r of shown) {
      const cellsOf = [`${MARK[r.cls]} ${r.cls}`, md(r.server), md(r.subject), md(truncate(r.detail, 200))];
      lines.push(`| ${[...cellsOf, `\`${r.rule}\``].join(' | ')} |`);
    }
    lines.push('');
  }
  const more = alarming.length - shown.length;
  if (more > 0) lines.push(`_and ${more} more change(s) (see the report)_`, '');
  if (detail) lines.push(...compatibleFold(c));
  if (f.findings.length && detail) {
    const said = f.findings.slice(0, 5).map((x) => `${md(x.server)} ${md(x.subject)}: ${md(truncate(x.detail, 150))}`);
    const rest = f.findings.length > 5 ? `; and ${f.findings.length - 5} more` : '';
    lines.push(`🔎 **Already in the baseline** (clients would refuse; not failing): ${said.join('; ')}${rest}`, '');
  }
  return lines;
}

/** The compatible changes, folded: one line per rule with its count and the names. */
function compatibleFold(c: ContractSection): string[] {
  const groups = contractGroups(c).filter((g) => g.cls === 'compatible');
  if (!groups.length) return [];
  const items = groups.slice(0, MAX_GROUPS).map((g) => `- ${md(g.title)} (\`${g.rule}\`): ${md(names(g))}`);
  if (groups.length > MAX_GROUPS) items.push(`- _and ${groups.length - MAX_GROUPS} more rules (see the report)_`);
  const summary = `${c.counts.compatible} compatible change(s), by rule (not failing)`;
  return [`<details><summary>${summary}</summary>`, '', ...items, '', '</details>', ''];
}

function names(g: ContractGroup): string {
  return foldList(g.items, MAX_NAMES, (i) => i.name);
}

const FINDINGS_TITLE = 'Already in the baseline: clients would refuse (not failing)';

/** A change's class as a word in a coloured box: drawn by CSS, no emoji font needed. */
function classCell(cls: ContractClass): string {
  return `<span class="cls cls-${cls}">${cls}</span>`;
}

/**
 * The contract section of the HTML report: the breaking and risky changes in a table, the compatible ones folded
 * (by rule, then every row); empty when the run did not check it.
 */
export function contractSection(report: RunReport): string {
  const c = report.contract;
  if (!c) return '';
  const f = contractFacts(c);
  const table = (rows: Row[]) => {
    if (!rows.length) return '';
    const body = rows.map((r) => {
      const values = [classCell(r.cls), esc(r.server), esc(r.subject), esc(r.detail), code(r.rule)];
      return `<tr class="contract-${r.cls}">${cells(values)}</tr>`;
    });
    const head = tableHead(['Class', 'Server', 'Subject', 'Change', 'Rule']);
    return `<table class="contract">${head}<tbody>${body.join('')}</tbody></table>`;
  };
  const list = (title: string, items: string[]) =>
    items.length
      ? `<h3>${title} (${items.length})</h3><ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`
      : '';
  const findings = f.findings.map((x) => `${x.server} ${x.subject}: ${x.detail} (${x.rule})`);
  const compatible = f.rows.filter((r) => r.cls === 'compatible');
  const groups = contractGroups(c)
    .filter((g) => g.cls === 'compatible')
    .map((g) => `<li>${esc(g.title)}: ${esc(names(g))}</li>`);
  const fold = compatible.length
    ? `<details class="compatible"><summary>${compatible.length} compatible change(s), by rule (not failing)` +
      `</summary><ul>${groups.join('')}</ul>${table(compatible)}</details>`
    : '';
  return `<section class="contract" id="contract"><h2>Contract: ${esc(f.counts)}</h2>
<p>${esc(f.verdict)}</p><p class="context">${esc(f.context)}</p>
${list('Could not be read', f.errors)}${table(f.rows.filter((r) => r.cls !== 'compatible'))}${fold}
${list(FINDINGS_TITLE, findings)}
</section>`;
}

/**
 * The contract for the CLI: the counts, then each breaking and risky change on a line; the compatible ones counted
 * by rule, each on a line under --verbose.
 */
export function contractText(report: RunReport, verbose = false): string {
  const c = report.contract;
  if (!c) return '';
  const f = contractFacts(c);
  const line = (r: Omit<Row, 'cls'>, label: string) => {
    const what = `${oneLine(r.subject)}: ${oneLine(truncate(r.detail, 200))}`;
    return `  ${label.padEnd(10)} ${oneLine(r.server)}  ${what} [${r.rule}]\n`;
  };
  const listed = f.rows.filter((r) => verbose || r.cls !== 'compatible');
  const rows = listed.slice(0, MAX_ROWS_TEXT).map((r) => line(r, r.cls));
  const more = listed.length > MAX_ROWS_TEXT ? `  and ${listed.length - MAX_ROWS_TEXT} more (see the report)\n` : '';
  const rules = contractGroups(c).filter((g) => g.cls === 'compatible').length;
  const folded =
    !verbose && c.counts.compatible
      ? `  compatible: ${c.counts.compatible} in ${rules} rule(s) (--verbose lists them)\n`
      : '';
  const errors = f.errors.map((e) => `  ! ${oneLine(e)}\n`);
  const findings = f.findings.map((x) => line(x, 'baseline'));
  return `Contract: ${f.counts}: ${f.verdict}\n${errors.join('')}${rows.join('')}${more}${folded}${findings.join('')}`;
}
