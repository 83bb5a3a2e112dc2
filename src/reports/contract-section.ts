// The contract part of a report (results.json `contract`, docs/scoring/contract.md): how many changes of each class,
// whether they fail the check, and each change with its server, subject, rule and words; what clients would refuse
// that the baseline already had; servers whose contract could not be read. The words are made once here
// (contractFacts) and the Markdown (which opens with them), the HTML and the CLI mark them up; every text is escaped:
// a tool name, a description or an error came from a server.
import type { ContractClass, ContractSection, RunReport } from '../results/index.js';
import { contractFails } from '../results/index.js';
import { truncate } from '../util/text.js';
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
  /** What it means for the check: `breaking changes fail the check (fail-on-contract breaking)`. */
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

function verdictOf(c: ContractSection): string {
  const policy = `fail-on-contract ${c.fail_on_contract}`;
  if (c.action === 'recorded') return recordedWords(c);
  if (c.action === 'none' && !c.reference) return 'not compared: no reference, and none stored';
  if (contractFails(c, c.fail_on_contract)) return `the check fails (${policy})`;
  const total = c.counts.breaking + c.counts.risky + c.counts.compatible;
  return total ? `the check passes (${policy})` : 'no change';
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

/** The lines that open the PR comment and job summary; `detail`: up to MAX_ROWS changes, else a few. */
export function contractLines(report: RunReport, detail: boolean): string[] {
  const c = report.contract;
  if (!c) return [];
  const f = contractFacts(c);
  const counts = (['breaking', 'risky', 'compatible'] as const).map((k) => `${MARK[k]} ${c.counts[k]} ${k}`);
  const lines = [`**📜 Contract**: ${counts.join(' · ')}: ${md(f.verdict)}`, ''];
  if (detail) lines.push(`<sub>${md(truncate(f.context, 400))}</sub>`, '');
  for (const e of f.errors) lines.push(`⚠️ ${md(truncate(e, 300))}`, '');
  const shown = f.rows.slice(0, detail ? MAX_ROWS : MAX_ROWS_BRIEF);
  if (shown.length) {
    lines.push('| Class | Server | Subject | Change | Rule |', '|---|---|---|---|---|');
    for (const r of shown) {
      const cellsOf = [
        `${MARK[r.cls]} ${r.cls}`,
        md(r.server),
        md(r.subject),
        md(truncate(r.detail, 200)),
        `\`${r.rule}\``,
      ];
      lines.push(`| ${cellsOf.join(' | ')} |`);
    }
    lines.push('');
  }
  const more = f.rows.length - shown.length;
  if (more > 0) lines.push(`_and ${more} more change(s) (see the report)_`, '');
  if (f.findings.length && detail) {
    const said = f.findings.slice(0, 5).map((x) => `${md(x.server)} ${md(x.subject)}: ${md(truncate(x.detail, 150))}`);
    const rest = f.findings.length > 5 ? `; and ${f.findings.length - 5} more` : '';
    lines.push(`🔎 **Already in the baseline** (clients would refuse; not failing): ${said.join('; ')}${rest}`, '');
  }
  return lines;
}

const FINDINGS_TITLE = 'Already in the baseline: clients would refuse (not failing)';

/** The contract section of the HTML report; empty when the run did not check it. */
export function contractSection(report: RunReport): string {
  const c = report.contract;
  if (!c) return '';
  const f = contractFacts(c);
  const head = tableHead(['Class', 'Server', 'Subject', 'Change', 'Rule']);
  const rows = f.rows.map((r) => {
    const values = [`${MARK[r.cls]} ${r.cls}`, esc(r.server), esc(r.subject), esc(r.detail), code(r.rule)];
    return `<tr class="contract-${r.cls}">${cells(values)}</tr>`;
  });
  const table = rows.length ? `<table class="contract">${head}<tbody>${rows.join('')}</tbody></table>` : '';
  const list = (title: string, items: string[]) =>
    items.length
      ? `<h3>${title} (${items.length})</h3><ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`
      : '';
  const findings = f.findings.map((x) => `${x.server} ${x.subject}: ${x.detail} (${x.rule})`);
  return `<section class="contract" id="contract"><h2>Contract: ${esc(f.counts)}</h2>
<p>${esc(f.verdict)}</p><p class="context">${esc(f.context)}</p>
${list('Could not be read', f.errors)}${table}${list(FINDINGS_TITLE, findings)}
</section>`;
}

/** The contract for the CLI, before its table: the counts and the verdict, then each change on a line. */
export function contractText(report: RunReport): string {
  const c = report.contract;
  if (!c) return '';
  const f = contractFacts(c);
  const line = (r: Omit<Row, 'cls'>, label: string) => {
    const what = `${oneLine(r.subject)}: ${oneLine(truncate(r.detail, 200))}`;
    return `  ${label.padEnd(10)} ${oneLine(r.server)}  ${what} [${r.rule}]\n`;
  };
  const rows = f.rows.slice(0, MAX_ROWS_TEXT).map((r) => line(r, r.cls));
  const more = f.rows.length > MAX_ROWS_TEXT ? `  and ${f.rows.length - MAX_ROWS_TEXT} more (see the report)\n` : '';
  const errors = f.errors.map((e) => `  ! ${oneLine(e)}\n`);
  const findings = f.findings.map((x) => line(x, 'baseline'));
  return `Contract: ${f.counts}: ${f.verdict}\n${errors.join('')}${rows.join('')}${more}${findings.join('')}`;
}
