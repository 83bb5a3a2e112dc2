// JUnit XML: one test case per scenario, per retrieval suite and per server's contract, so existing test reporters can
// show the run.
// A case fails as results/verdict.ts junitFails says (the check's rule, and BROKEN and ERROR whatever fail-on):
// ERROR as <error>, a band as <failure>.
import { contractCounts, contractFails, type Cause, type RunReport, type ScenarioResult } from '../results/index.js';
import type { RetrievalSuiteResult } from '../results/retrieval.js';
import type { FailOn } from '../results/status.js';
import { isSuspicious, junitFails, reportPolicy, suspiciousFails, type CheckPolicy } from '../results/verdict.js';
import { truncate } from '../util/text.js';
import { suiteFacts } from './retrieval-section.js';
import { escapeXml as x } from '../sanitize/escape.js';
import { callCounts, divergence, formatScore, sortScenarios } from './format.js';

export interface JunitOptions {
  /** Which bands fail besides BROKEN and ERROR; default the report's own fail_on. */
  failOn?: FailOn;
}

const seconds = (ms: number): string => (ms / 1000).toFixed(3);

export function renderJunit(report: RunReport, opts: JunitOptions = {}): string {
  const failOn = opts.failOn ?? report.fail_on;
  const scenarios = sortScenarios(report.scenarios);
  const suites = report.retrieval ?? [];
  const contract = contractCases(report);
  const cases = [...scenarios, ...suites];
  const screened = (report.causes ?? []).filter((c) => isSuspicious(c.kind));
  const policy = reportPolicy(report, failOn);
  const errors = cases.filter((s) => s.status === 'ERROR').length + contract.filter((c) => c.tag === 'error').length;
  const failures =
    cases.filter((s) => s.status !== 'ERROR' && junitFails(s, failOn)).length +
    screened.filter((c) => suspiciousFails(c, policy)).length +
    contract.filter((c) => c.tag === 'failure').length;
  const time = seconds(report.duration_ms);
  const tests = cases.length + screened.length + contract.length;
  const counts = `tests="${tests}" failures="${failures}" errors="${errors}" skipped="0" time="${time}"`;

  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="mcp-eval" ${counts}>`,
    `  <testsuite name="mcp-eval ${x(report.mode)}" ${counts} timestamp="${x(report.started_at)}">`,
    '    <properties>',
    ...property('status', report.status),
    ...property('score', formatScore(report.score)),
    ...property('fail_on', failOn),
    ...property('agent', report.agent),
    ...property('model', report.model ?? ''),
    ...property('commit', report.git.sha ?? ''),
    '    </properties>',
    ...contract.flatMap((c) => c.lines),
    ...scenarios.flatMap((s) => testcase(s, failOn)),
    ...suites.flatMap((d) => suiteCase(d, failOn)),
    ...screened.flatMap((c) => screeningCase(c, policy)),
  ];
  if (report.problems.length) lines.push(`    <system-err>${x(report.problems.join('\n'))}</system-err>`);
  lines.push('  </testsuite>', '</testsuites>');
  return `${lines.join('\n')}\n`;
}

function property(name: string, value: string): string[] {
  return [`      <property name="${x(name)}" value="${x(value)}"/>`];
}

function testcase(s: ScenarioResult, failOn: FailOn): string[] {
  const open = `    <testcase name="${x(s.name)}" classname="${x(s.file || s.id)}" time="${seconds(s.duration_ms)}"`;
  const summary = `${s.status} score ${formatScore(s.score)}, calls ${callCounts(s)}`;
  const where = divergence(s);
  const out = `      <system-out>${x(`${summary}${where ? `; first divergence: ${where}` : ''}`)}</system-out>`;
  if (!junitFails(s, failOn)) return [`${open}>`, out, '    </testcase>'];
  const tag = s.status === 'ERROR' ? 'error' : 'failure';
  const message = s.status === 'ERROR' ? (s.error ?? 'scenario could not run') : `${summary}: ${where}`;
  const text = [message, ...s.runs.filter((r) => r.error).map((r) => `run ${r.run_index}: ${r.error}`)].join('\n');
  return [
    `${open}>`,
    `      <${tag} type="${x(s.status)}" message="${x(truncate(message, 500))}">${x(text)}</${tag}>`,
    out,
    '    </testcase>',
  ];
}

/** A retrieval suite as a test case: its verdict and metrics as its output, a failed gate or no run as its failure. */
function suiteCase(d: RetrievalSuiteResult, failOn: FailOn): string[] {
  const f = suiteFacts(d);
  const time = seconds(d.result.timing.connect_ms + d.result.timing.queries_ms);
  const open = `    <testcase name="${x(`retrieval: ${f.title}`)}" classname="${x(d.result.file)}" time="${time}"`;
  const metrics = f.metrics.map((m) => `${m.label} ${m.now}${m.delta ? ` (${m.delta})` : ''}`).join(', ');
  const out = `      <system-out>${x([f.verdict, metrics, f.context].filter(Boolean).join('\n'))}</system-out>`;
  if (!junitFails(d, failOn)) return [`${open}>`, out, '    </testcase>'];
  const tag = d.status === 'ERROR' ? 'error' : 'failure';
  const text = [f.verdict, ...f.worse.map((w) => `${w.query}: ${w.tool} ${w.ranks}`)].join('\n');
  return [
    `${open}>`,
    `      <${tag} type="${x(d.status)}" message="${x(truncate(f.verdict, 500))}">${x(text)}</${tag}>`,
    out,
    '    </testcase>',
  ];
}

/**
 * A suspicious text or answer the screening found, as a test case of its own: a failure when it fails the check
 * (fail-on-suspicious), else passed with what was found as its output. Its words are escaped like every text here.
 */
function screeningCase(c: Cause, policy: CheckPolicy): string[] {
  const open = `    <testcase name="${x(`screening: ${c.summary}`)}" classname="screening" time="0.000"`;
  const whom = c.scenarios.map((s) => s.id).join(', ');
  const text = [...c.evidence, `seen by ${whom}`, ...c.suggestions.map((f) => `fix: ${f}`)].join('\n');
  const out = `      <system-out>${x(text)}</system-out>`;
  if (!suspiciousFails(c, policy)) return [`${open}>`, out, '    </testcase>'];
  const message = truncate(`${c.summary}: ${c.evidence[0] ?? ''}`, 500);
  return [
    `${open}>`,
    `      <failure type="SUSPICIOUS" message="${x(message)}">${x(text)}</failure>`,
    out,
    '    </testcase>',
  ];
}

/**
 * Each server's contract as a test case (docs/scoring/contract.md): an error when it could not be read, a failure
 * when its changes fail the check under the run's fail-on-contract; every change listed in its output.
 */
function contractCases(report: RunReport): { tag: 'error' | 'failure' | null; lines: string[] }[] {
  const c = report.contract;
  if (!c) return [];
  return c.servers.map((s) => {
    const open = `    <testcase name="${x(`contract: ${s.server}`)}" classname="contract" time="0.000"`;
    const changes = s.changes.map((ch) => `${ch.class} ${ch.rule} ${ch.subject}: ${ch.detail}`);
    const out = `      <system-out>${x([`${s.server} ${s.version}`, ...changes].join('\n'))}</system-out>`;
    const fails = contractFails({ counts: contractCounts([s]), action: c.action }, c.fail_on_contract);
    const tag = s.error ? 'error' : fails ? 'failure' : null;
    if (!tag) return { tag, lines: [`${open}>`, out, '    </testcase>'] };
    const message = s.error ?? changes.filter((l) => !l.startsWith('compatible')).join('; ');
    const failure = `      <${tag} type="contract" message="${x(truncate(message, 500))}">${x(message)}</${tag}>`;
    return { tag, lines: [`${open}>`, failure, out, '    </testcase>'] };
  });
}
