import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  escapeHtml,
  escapeMarkdown,
  escapeXml,
  MARKDOWN_MARKER,
  noRedaction,
  readResults,
  renderHtml,
  renderJunit,
  renderMarkdown,
  serializeResults,
  writeReports,
} from '../../src/reports/index.js';
import { oneLine } from '../../src/sanitize/escape.js';

import type { Cause, RunReport, ScenarioResult, ToolChanges } from '../../src/results/index.js';
import type { Status } from '../../src/results/status.js';
import { HOSTILE_TEXT, hostileReport, manyScenarios, report, richReport, scenario } from '../helpers/fixtures.js';

const FIXTURES = path.join(import.meta.dirname, '../fixtures/results');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'mcp-eval-reports-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The data rows of the first Markdown table in `md`. */
/** The rows of every scenario table: those below GOOD, then those that passed (folded under them). */
function tableRows(md: string): string[] {
  const lines = md.split('\n');
  const rows: string[] = [];
  lines.forEach((l, start) => {
    if (!l.startsWith('| Status |')) return;
    for (let i = start + 2; i < lines.length && lines[i].startsWith('|'); i++) rows.push(lines[i]);
  });
  return rows;
}

/** Cells of a row, splitting on pipes that are not backslash-escaped. */
function cells(row: string): string[] {
  return row
    .split(/(?<!\\)\|/)
    .slice(1, -1)
    .map((c) => c.trim());
}

describe('escaping', () => {
  it('keeps Markdown cells on one line, pipes escaped, no HTML, no mentions', () => {
    const out = escapeMarkdown(HOSTILE_TEXT);
    expect(out).not.toMatch(/\n/);
    expect(out).not.toMatch(/(?<!\\)\|/);
    expect(out).not.toContain('<');
    expect(out).not.toMatch(/@octocat/);
    expect(out).toContain('@\u200Boctocat');
  });

  it('shows hidden characters as escapes in HTML, Markdown, XML and a terminal line: tags, private use, selectors, bidi', () => {
    const hidden = ['\u{E0041}', '\uE000', '\u{F0041}', '\uFE0F', '\u{E0100}', '\u202E', '\u2066', '\u200B', '\u00AD'];
    const text = `a${hidden.join('b')}c`;
    for (const [name, out] of Object.entries({
      html: escapeHtml(text),
      md: escapeMarkdown(text),
      xml: escapeXml(text),
      terminal: oneLine(text),
    })) {
      expect(
        hidden.filter((c) => out.includes(c)),
        name,
      ).toEqual([]);
      expect(out, name).toContain('e0041');
      expect(out, name).toContain('ue000');
      expect(out, name).toContain('u202e');
    }
    expect(escapeHtml(text)).toBe('a\\u{e0041}b\\ue000b\\u{f0041}b\\ufe0fb\\u{e0100}b\\u202eb\\u2066b\\u200bb\\u00adc');
    // Line breaks stay in HTML (tool output keeps its lines); a terminal line shows them as escapes.
    expect([escapeHtml('a\nb'), oneLine('a\nb')]).toEqual(['a\nb', 'a\\nb']);
  });

  it('makes XML text of anything, control characters and lone surrogates included', () => {
    expect(escapeXml('a<b>&"\'\u0001\uD800z')).toBe('a&lt;b&gt;&amp;&quot;&apos;\uFFFD\uFFFDz');
    expect(escapeXml('emoji 🔴 stays')).toBe('emoji 🔴 stays');
  });
});

describe('every string field hostile', () => {
  // Each string of the report, enums included (results.json may have been edited), is hostileValue(n).
  const { report: hostile, fields } = hostileReport();
  const reached = (out: string, paths: string[]): string[] =>
    paths.filter((p) => !out.includes(`&lt;x-inj id=m${fields.get(p)}m`));
  const s1 = 'scenarios[1]';
  const run1 = `${s1}.runs[0]`;
  const ev1 = `${run1}.evaluation`;
  const shared = [
    'status',
    'mode',
    'agent',
    'model',
    'tool.version',
    'problems[0]',
    `${s1}.name`,
    `${s1}.status`,
    `${ev1}.pairs[0].baseline_id`,
    `${ev1}.pairs[0].current_id`,
    `${ev1}.pairs[0].label`,
    `${ev1}.baseline_status`,
    `${ev1}.current_status`,
    `${ev1}.drift[0].id`,
    `${ev1}.drift[0].detail`,
    `${s1}.tool_changes[0].server`,
    `${s1}.tool_changes[0].added[0]`,
    `${s1}.tool_changes[0].schema_changed[0]`,
    'scenarios[4].error',
    `${s1}.servers[0].name`,
    `${s1}.servers[0].current`,
    'causes[0].summary',
    'causes[1].suggestions[0]',
    'causes[0].scenarios[0].name',
    `${s1}.performance.regressions[0].subject`,
  ];

  it('reaches the HTML as text only: no element, no attribute breaks out', () => {
    const html = renderHtml(hostile);
    expect(html).not.toMatch(/<x-inj/);
    expect(html).not.toContain('onfocus="');
    expect(html.match(/<details/g)?.length).toBe(html.match(/<\/details>/g)?.length);
    expect(html.match(/<td/g)?.length).toBe(html.match(/<\/td>/g)?.length);
    expect(
      reached(html, [
        ...shared,
        'fail_on',
        'started_at',
        'git.ref',
        `${s1}.id`,
        `${s1}.file`,
        `${s1}.tags[0]`,
        `${s1}.action`,
        `${s1}.baseline.source`,
        `${s1}.baseline.recorded_at`,
        `${s1}.baseline.agent`,
        `${ev1}.pairs[0].kind`,
        `${ev1}.match_mode`,
        `${ev1}.first_divergence.description`,
        `${ev1}.drift[0].kind`,
        `${run1}.trajectory.agent`,
        `${run1}.trajectory.stop_reason`,
        `${run1}.trajectory.messages[0].text`,
        `${run1}.trajectory.messages[2].id`,
        `${run1}.trajectory.messages[2].content[0].text`,
        `${run1}.trajectory.messages[2].arguments (key)`,
        `${run1}.trajectory.messages[2].arguments.query`,
        'scenarios[3].runs[0].trajectory.messages[1].harness_error',
        `${s1}.tool_changes[0].removed[0]`,
        'history.source',
        'history.runs[1].started_at',
        'history.runs[1].status',
        'causes[0].kind',
        'causes[0].evidence[0]',
        'causes[1].evidence[0]',
        'causes[0].scenarios[0].detail',
        'causes[0].scenarios[0].status',
      ]),
    ).toEqual([]);
    // A chart's labels are text too: the label under the axis is the start of started_at.
    expect(html).toContain('text-anchor="start">&lt;x-inj id=</text>');
  });

  it('reaches the Markdown as text only: rows whole, no HTML, no mention, no link', () => {
    const md = renderMarkdown(hostile, { maxChars: Infinity });
    expect(md).not.toMatch(/<x-inj|@octocat|\]\(javascript/);
    expect(md.match(/<details>/g)?.length).toBe(md.match(/<\/details>/g)?.length);
    const rows = tableRows(md);
    expect(rows).toHaveLength(hostile.scenarios.length);
    for (const row of rows) expect(cells(row)).toHaveLength(5);
    // Links that are not http(s) URLs lead nowhere.
    expect(md).toContain('[workflow run](#)');
    expect(reached(md, [...shared, 'scenarios[4].name'])).toEqual([]);
  });

  it('keeps a cause whose text holds backticks and markup as text, its <code> tags balanced', () => {
    const r = richReport();
    const evil = '`a`b` </code><script>alert(1)</script> `c @octocat | x\n# h';
    const causes = r.causes!.map((c) => ({ ...c, summary: evil, evidence: [evil], suggestions: [evil] }));
    const [first, degraded, ...rest] = r.scenarios;
    const changes = degraded.tool_changes.map((c) => ({
      ...c,
      schema_changed: [evil],
      renames: [{ from: evil, to: evil, confidence: 0.5 }],
      schema_diffs: [{ tool: evil, diff: evil }],
    }));
    const hostile = { ...r, causes, scenarios: [first, { ...degraded, tool_changes: changes }, ...rest] };
    const md = renderMarkdown(hostile, { maxChars: Infinity });
    const html = renderHtml(hostile);
    for (const out of [md, html]) {
      expect(out).not.toMatch(/<script>alert|<\/code><script/);
      expect(out.match(/<code>/g)?.length).toBe(out.match(/<\/code>/g)?.length);
    }
    expect(md).not.toMatch(/@octocat/);
    expect(md.split('\n').filter((l) => l.startsWith('- '))[0]).toContain(
      '&lt;/code>&lt;script>alert\\(1\\)&lt;/script>',
    );
    expect(html).toContain('&lt;/code&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    // In the tool changes too: the renamed and the changed tool, and the diff.
    expect(md.split('\n').find((l) => l.startsWith('- Tools of'))).toMatch(
      /probably renamed .*&lt;script>.*input schema changed/,
    );
    expect(html.split('id="tool-changes"')[1].match(/&lt;script&gt;alert\(1\)/g)?.length).toBeGreaterThanOrEqual(4);
  });

  it('reaches JUnit XML as text only', () => {
    const xml = renderJunit(hostile);
    expect(xml).not.toMatch(/<x-inj/);
    expect(xml).not.toContain('onfocus="');
    expect(xml.match(/<testcase /g)).toHaveLength(hostile.scenarios.length);
    expect(reached(xml, ['agent', 'model', `${s1}.name`, `${s1}.file`, 'scenarios[4].error', 'problems[0]'])).toEqual(
      [],
    );
  });
});

describe('trends over the run history', () => {
  const r = richReport();
  const html = renderHtml(r);
  const figure = (kind: string): string[] =>
    html.match(new RegExp(`<figure class="chart ${kind}">.*?</figure>`, 'gs')) ?? [];

  it("draws the suite score per run with this run marked, and the claude agent's tokens and cost", () => {
    expect(html).toContain('<h2>Trend</h2>');
    // Counted as drawn, and why this run only read it.
    expect(html).toContain(
      'Run history: 5 run(s) on the default branch: 4 scored (dots), 1 recording (a dashed line), from ' +
        '<code>mcp-eval-baselines@1111111:history.jsonl</code>; this run only read it ' +
        '(refs/pull/7/merge is not the default branch main).',
    );
    // A file older than `why` only says that this run read it.
    const older = richReport();
    delete older.history!.why;
    expect(renderHtml(older)).toContain('history.jsonl</code>; this run only read it.</p>');
    const [suite] = figure('suite');
    // The recording is a mark, the four compares and this run are points, the last one ringed.
    expect(suite.match(/<line class="mark"/g)).toHaveLength(1);
    expect(suite.match(/<circle class="pt"/g)).toHaveLength(4);
    expect(
      suite.match(
        /<circle class="pt current"[^>]*><title>this run: 2026-03-01T12:00:00\.000Z · 0123456 · ERROR · suite score 0\.64<\/title>/g,
      ),
    ).toHaveLength(1);
    expect(figure('tokens')).toHaveLength(1);
    expect(figure('cost')).toHaveLength(1);
    expect(figure('tokens')[0]).toContain('<title>2026-02-22T12:00:00.000Z · 2222222 · GOOD · 9,350 tokens</title>');
  });

  it('draws each scenario that a stored run has, leaving a gap where a run did not have it', () => {
    const charts = figure('scenario');
    // new_scenario and server_down are in no stored run.
    expect(charts).toHaveLength(5);
    const quarantine = html.slice(html.indexOf('<code>quarantine_check</code>'));
    const [chart] = quarantine.match(/<figure class="chart scenario">.*?<\/figure>/s) ?? [''];
    expect(chart.match(/<circle/g)).toHaveLength(4); // 3 of the 4 compares, and this run
  });

  it('draws no tokens or cost for the offline agents, and no trend at all for a file older than the history', () => {
    const offline = richReport();
    offline.agent = 'scripted';
    for (const e of offline.history!.runs) e.agent = 'replay';
    expect(renderHtml(offline)).toContain('<figure class="chart suite">');
    expect(renderHtml(offline)).not.toContain('<figure class="chart tokens">');
    const old = readResults(path.join(FIXTURES, 'before-history.json'));
    expect(old.history).toBeUndefined();
    expect(renderHtml(old)).not.toMatch(/Trend|<svg/);
    expect(renderMarkdown(old)).not.toContain('📈');
    // Older than causes, variations and performance too: it still renders, without them.
    expect(old.causes).toBeUndefined();
    expect(renderHtml(old)).not.toMatch(/id="causes"|class="variations"|<h3>Performance/);
    expect(renderMarkdown(old)).not.toMatch(/\*\*Why\*\*|\*\*Performance\*\*/);
    expect(renderMarkdown(old)).toContain('- Tools of <code>mcpproxy</code>: removed <code>quarantine</code>; added');
    const empty = { ...richReport(), history: { source: null, runs: [], added: true, why: 'history-write always' } };
    expect(renderHtml(empty)).toContain(
      'Run history: 0 run(s) on the default branch, none stored yet; this run was added to it (history-write always).',
    );
    expect(renderHtml(empty)).not.toContain('<svg');
  });

  it('says why this run joined the history or only read it, as the header names its branch', () => {
    // A local run on main (not a GitHub Actions run): the header's "on main" and the trend agree.
    const local = richReport();
    local.git = { sha: '0123456789abcdef', ref: 'main' };
    local.history!.why = 'not a GitHub Actions run';
    const page = renderHtml(local);
    expect(page).toContain('<code>0123456789ab</code> on <code>main</code>');
    expect(page).toContain('; this run only read it (not a GitHub Actions run).</p>');
    expect(page).not.toContain('not on the default branch');
    const pr = richReport();
    pr.history!.why = 'refs/pull/7/merge is not the default branch main';
    expect(renderHtml(pr)).toContain('this run only read it (refs/pull/7/merge is not the default branch main)');
  });

  it('counts the runs the suite chart draws as it draws them: dots, dashed lines, gaps', () => {
    const gap = richReport();
    gap.history!.runs[2] = { ...gap.history!.runs[2], status: 'ERROR', score: null };
    expect(renderHtml(gap)).toContain(
      'Run history: 5 run(s) on the default branch: 3 scored (dots), 1 recording (a dashed line), 1 with no score ' +
        '(a gap), from',
    );
    const [suite] = renderHtml(gap).match(/<figure class="chart suite">.*?<\/figure>/s) ?? [''];
    expect([suite.match(/<circle class="pt"/g)?.length, suite.match(/<line class="mark"/g)?.length]).toEqual([3, 1]);
  });

  it('gives the PR comment a text sparkline of the suite score, kept when detail is dropped to fit', () => {
    const line =
      '📈 Suite score, last 5 run(s) on the default branch (· a run with no score, such as a recording) → this run: ' +
      '`·████ → ▆` 0.90 at 5555555 → **0.64**';
    expect(renderMarkdown(r).split('\n')).toContain(line);
    const big = { ...manyScenarios(2000), history: r.history };
    const comment = renderMarkdown(big, { maxChars: 65_536 });
    expect(comment.length).toBeLessThanOrEqual(65_536);
    expect(comment).toMatch(/^📈 Suite score, last 5 run\(s\)/m);
  });
});

describe('markdown status table', () => {
  const r = richReport();
  const md = renderMarkdown(r, { marker: true });

  it('starts with the hidden marker and a headline with the decision', () => {
    expect(md.split('\n')[0]).toBe(MARKDOWN_MARKER);
    expect(md).toContain('1 ERROR, 1 BROKEN, 1 DEGRADED, 1 ACCEPTABLE, 2 GOOD, 1 RECORDED');
    expect(md).toContain('Stop: some scenarios could not run');
    expect(renderMarkdown(report([scenario('a', 'DEGRADED'), scenario('b', 'GOOD')]))).toContain('Review the changes');
    expect(renderMarkdown(report([scenario('a', 'ACCEPTABLE')]))).toContain('consider a baseline refresh');
    expect(renderMarkdown(report([scenario('a', 'GOOD')]))).toContain('Ship');
    expect(renderMarkdown(r, { marker: false }).startsWith('<!--')).toBe(false);
  });

  it('has one row per scenario, ERROR and BROKEN first, with status, score, call counts and divergence', () => {
    const rows = tableRows(md);
    expect(rows).toHaveLength(r.scenarios.length);
    expect(rows.map((row) => cells(row)[0])).toEqual([
      '💥 ERROR',
      '🔴 BROKEN',
      '🟡 DEGRADED',
      '🟢 ACCEPTABLE (flaky)',
      '✅ GOOD',
      '✅ GOOD',
      '📼 RECORDED',
    ]);
    for (const row of rows) expect(cells(row)).toHaveLength(5);
    const degraded = cells(rows[2]);
    expect(degraded[2]).toBe('0.52');
    expect(degraded[3]).toBe('2 -> 3');
    expect(degraded[4]).toContain('query differs');
    expect(cells(rows[0])[4]).toContain('connection refused');
  });

  it('escapes hostile names and problems and links the artifact and the run', () => {
    expect(md).not.toContain('<b>');
    expect(md).toContain('&lt;b>bold&lt;/b>');
    expect(md).toContain('2 problem(s):** scenarios/bad.yaml:3: user\\_intent: Required');
    expect(md).toContain('[HTML report and trajectories](https://github.com/acme/proxy/actions/runs/42/artifacts/7)');
    expect(md).toContain('[workflow run](https://github.com/acme/proxy/actions/runs/42)');
    expect(md).toContain('mcpproxy 0.11.2 -> 0.12.0');
  });

  it('keeps a row whole when the divergence or the error is hostile', () => {
    const hostile = renderMarkdown(
      report([scenario('x', 'ERROR', { name: '@octocat | <img src=x>', error: HOSTILE_TEXT })]),
    );
    const rows = tableRows(hostile);
    expect(rows).toHaveLength(1);
    expect(cells(rows[0])).toHaveLength(5);
    expect(hostile).not.toMatch(/<script|<img|@octocat/);
    expect(hostile).toContain('Error: &lt;script>window.\\_\\_pwned');
  });

  it('shows per-invocation details of the scenarios that did not come out GOOD', () => {
    expect(md).toContain('<details><summary>🟡 Search tools \\| simple &lt;b>bold&lt;/b>: DEGRADED 0.52</summary>');
    expect(md).toContain(
      'Response drift in mcp\\_\\_mcpproxy\\_\\_upstream\\_servers: removed keys added,id; added keys success,server\\_id',
    );
    // The run judged by the second of two baseline variations says so.
    expect(md).toContain('baseline SUCCESS -> current SUCCESS · compared with the closest baseline variation 1 of 2');
    expect(md.match(/<details>/g)).toHaveLength(md.match(/<\/details>/g)?.length ?? -1);
  });

  it('opens with the causes, most scenarios first, before the status table', () => {
    const lines = md.split('\n');
    const why = lines.indexOf('**Why**');
    expect(why).toBeGreaterThan(lines.findIndex((l) => l.startsWith('> **Recommended:**')));
    expect(why).toBeLessThan(lines.findIndex((l) => l.startsWith('| Status |')));
    expect(lines.slice(why + 2, why + 5)).toEqual([
      '- 🔴 **<code>quarantine</code> was removed from server <code>mcpproxy</code>**: breaks 1 scenario (quarantine check)',
      '- 🟡 **<code>retrieve\\_tools</code> on server <code>mcpproxy</code> changed its input schema**: breaks 1 scenario ' +
        '(Search tools \\| simple &lt;b>bold&lt;/b>) · retrieve\\_tools: property limit: type integer -> string; now ' +
        'required · fix: <code>limit</code> is now a string: the baseline sent 5',
      '- ❔ **no identified cause**: 2 scenarios (server down, list servers)',
    ]);
    // At most eight causes, then how many more; a file written before causes opens with none.
    const many = { ...r, causes: Array.from({ length: 10 }, () => r.causes![0]) };
    expect(
      renderMarkdown(many)
        .split('\n')
        .filter((l) => l.startsWith('- 🔴')),
    ).toHaveLength(8);
    expect(renderMarkdown(many)).toContain('- _and 2 more causes (see the report)_');
    expect(renderMarkdown({ ...r, causes: undefined })).not.toContain('**Why**');
  });

  it("shows each server's tool change once, with renames and schema diffs, not under every scenario", () => {
    const change = (server: string, extra: Partial<ToolChanges>): ToolChanges => ({
      server,
      added: ['get-sum'],
      removed: ['add'],
      schema_changed: [],
      ...extra,
    });
    const rename = { renames: [{ from: 'add', to: 'get-sum', confidence: 0.43 }] };
    const diff = {
      schema_changed: ['echo'],
      schema_diffs: [{ tool: 'echo', diff: 'additionalProperties false -> (none)' }],
    };
    const out = renderMarkdown(
      report(
        ['a', 'b', 'c'].map((id) =>
          scenario(id, 'BROKEN', {
            tool_changes: [change('everything', id === 'c' ? { ...rename, ...diff } : rename)],
          }),
        ),
      ),
    );
    const lines = out.split('\n').filter((l) => l.includes('Tools of'));
    expect(lines).toEqual([
      '- Tools of <code>everything</code>: probably renamed <code>add</code> -> <code>get-sum</code> \\(confidence 0.43\\); ' +
        'input schema changed <code>echo</code>: additionalProperties false -> \\(none\\)',
    ]);
  });

  it('lists the performance regressions in their own section', () => {
    expect(md).toContain(
      '**Performance** (slower or costlier than the baseline; not scored unless latency-regression degrade)\n\n' +
        '- Search tools \\| simple &lt;b>bold&lt;/b>: latency of mcp\\_\\_mcpproxy\\_\\_retrieve\\_tools: 42 ms -> 900 ms \\(limit 84 ms\\)\n',
    );
  });

  it('marks a stale baseline in its row and says what it means, within the size limit', () => {
    const stale = (id: string, status: Status): ScenarioResult => {
      const s = scenario(id, status);
      return { ...s, baseline: { ...s.baseline!, stale: true } };
    };
    const out = renderMarkdown(
      report([stale('old_one', 'DEGRADED'), scenario('fresh', 'GOOD'), stale('old_two', 'GOOD')]),
    );
    expect(tableRows(out).map((row) => cells(row)[1])).toEqual([
      'old one (stale baseline)',
      'fresh',
      'old two (stale baseline)',
    ]);
    expect(out).toContain(
      '> ⚠️ 2 stale baseline(s): the scenario file or its config_file changed since it was recorded;',
    );
    expect(renderMarkdown(report([scenario('fresh', 'GOOD')]))).not.toContain('stale');

    const big = report(
      manyScenarios(2000).scenarios.map((s) => (s.baseline ? { ...s, baseline: { ...s.baseline, stale: true } } : s)),
    );
    const comment = renderMarkdown(big, { maxChars: 65_536 });
    expect(comment.length).toBeLessThanOrEqual(65_536);
    const rows = tableRows(comment);
    expect(rows.length).toBeGreaterThan(100);
    // ERROR scenarios have no baseline; every other row keeps its mark.
    const compared = rows.filter((row) => !cells(row)[0].includes('ERROR'));
    expect(compared.length).toBeGreaterThan(100);
    for (const row of compared) expect(cells(row)[1]).toMatch(/ \(stale baseline\)$/);
  });

  it('fits 2,000 scenarios into a comment by dropping details, then folding GOOD rows', () => {
    const big = manyScenarios(2000);
    const full = renderMarkdown(big, { maxChars: 10_000_000 });
    expect(tableRows(full)).toHaveLength(2000);
    expect(full).toContain('<details>');

    const comment = renderMarkdown(big, { marker: true, maxChars: 65_536 });
    expect(comment.length).toBeLessThanOrEqual(65_536);
    // No scenario's details: the one fold left is the passed rows'.
    expect(comment.match(/<details>/g)).toEqual(['<details>']);
    expect(comment).toMatch(/<details><summary>Passed: \d+ GOOD scenarios<\/summary>/);
    const rows = tableRows(comment);
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.length).toBeLessThan(2000);
    for (const row of rows) expect(cells(row)).toHaveLength(5);
    // Every non-GOOD scenario is still a row; the rest are counted.
    const bad = big.scenarios.filter((s) => s.status !== 'GOOD').length;
    expect(rows.slice(0, bad).every((row) => !row.includes('GOOD'))).toBe(true);
    const more = /and (\d+) more GOOD scenarios/.exec(comment);
    expect(Number(more?.[1])).toBe(2000 - rows.length);
    // Adding the folded line's width would not fit one more row: the search found the largest count.
    expect(renderMarkdown(big, { maxChars: comment.length - 1 }).length).toBeLessThan(comment.length);
  });

  it('measures bytes when asked: a job summary is limited in UTF-8 bytes, emoji count four', () => {
    const big = manyScenarios(2000);
    const chars = renderMarkdown(big, { maxChars: 100_000 });
    const bytes = renderMarkdown(big, { maxChars: Infinity, maxBytes: 100_000 });
    expect(Buffer.byteLength(bytes, 'utf8')).toBeLessThanOrEqual(100_000);
    expect(Buffer.byteLength(chars, 'utf8')).toBeGreaterThan(100_000);
    expect(tableRows(bytes).length).toBeLessThan(tableRows(chars).length);
  });

  it('keeps the causes longest after the headline when space runs out', () => {
    const r = richReport();
    const full = renderMarkdown(r, { maxChars: Infinity });
    const lengths = [...Array(40).keys()].map((i) => 300 + i * 100);
    for (const max of lengths) {
      const out = renderMarkdown(r, { maxChars: max });
      expect(out.length).toBeLessThanOrEqual(max);
      // Whatever else fits, the first cause is there before a single row or the footer.
      if (out.includes('| Status |') || out.includes('<sub>'))
        expect(out, String(max)).toContain('<code>quarantine</code> was removed');
    }
    const tiny = renderMarkdown(r, { maxChars: 900 });
    expect(tableRows(tiny)).toHaveLength(0);
    expect(tiny).toContain('- 🔴 **<code>quarantine</code> was removed from server <code>mcpproxy</code>**');
    expect(full.length).toBeGreaterThan(tiny.length);
  });

  it('keeps the headline when not even one row fits', () => {
    const tiny = renderMarkdown(manyScenarios(50), { maxChars: 700 });
    expect(tiny.length).toBeLessThanOrEqual(700);
    expect(tableRows(tiny)).toHaveLength(0);
    expect(tiny).toContain('1 ERROR, 49 GOOD scenarios (see the report)');
    expect(tiny).toContain('[workflow run]');
    const tinier = renderMarkdown(manyScenarios(50), { maxChars: 400 });
    expect(tinier.length).toBeLessThanOrEqual(400);
    expect(tinier).toContain('1 ERROR, 49 GOOD scenarios (see the report)');
    expect(tinier).not.toContain('<sub>');
  });
});

describe('junit', () => {
  const r = richReport();

  it('has one test case per scenario and fails ERROR and BROKEN under fail-on broken', () => {
    const xml = renderJunit(r);
    expect(xml.match(/<testcase /g)).toHaveLength(r.scenarios.length);
    expect(xml).toContain('<testsuites name="mcp-eval" tests="7" failures="1" errors="1"');
    expect(xml.match(/<error /g)).toHaveLength(1);
    expect(xml.match(/<failure /g)).toHaveLength(1);
    expect(xml).toMatch(/<failure type="BROKEN" message="BROKEN score 0.00/);
  });

  it('adds the bands fail-on names; BROKEN and ERROR fail even under fail-on never', () => {
    const failed = (xml: string): string[] =>
      [...xml.matchAll(/<(failure|error) type="(\w+)"/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(failed(renderJunit(r, { failOn: 'degraded' }))).toEqual([
      'error ERROR',
      'failure BROKEN',
      'failure DEGRADED',
    ]);
    expect(failed(renderJunit(r, { failOn: 'acceptable' }))).toEqual([
      'error ERROR',
      'failure BROKEN',
      'failure DEGRADED',
      'failure ACCEPTABLE',
    ]);
    const never = renderJunit(r, { failOn: 'never' });
    expect(failed(never)).toEqual(['error ERROR', 'failure BROKEN']);
    expect(never).toContain('tests="7" failures="1" errors="1"');
    expect(
      failed(renderJunit(report([scenario('a', 'GOOD'), scenario('b', 'DEGRADED')]), { failOn: 'never' })),
    ).toEqual([]);
  });

  it('escapes hostile text', () => {
    const hostile = report([scenario('x', 'ERROR', { name: 'a"b<c>&d', error: HOSTILE_TEXT })]);
    const xml = renderJunit(hostile);
    expect(xml).toContain('name="a&quot;b&lt;c&gt;&amp;d"');
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain(']]>');
  });
});

describe('html', () => {
  const html = renderHtml(richReport());

  it('is self-contained: no external resource, a CSP that allows only its own script', () => {
    expect(html).not.toMatch(/<(?:link|iframe|object|embed)\b/i);
    expect(html).not.toMatch(/\bsrc=["']?https?:/i);
    expect(html).toMatch(
      /Content-Security-Policy" content="default-src 'none';[^"]*script-src 'sha256-[A-Za-z0-9+/=]+'/,
    );
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it('shows agent, model, tokens and cost in the header, and a tool whose schema changed', () => {
    const facts = (out: string): Record<string, string> =>
      Object.fromEntries(
        [...out.split('</header>')[0].matchAll(/<dt>([^<]+)<\/dt><dd>(.*?)<\/dd>/g)].map((m) => [m[1], m[2]]),
      );
    const r = richReport();
    // 7 scenarios of 1,200 input + 300 output tokens and $0.0081 each.
    expect(facts(html)).toMatchObject({
      Agent: 'claude · <code>claude-sonnet-4-5</code>',
      Usage: '10,500 tokens, $0.0567',
    });
    const other = renderHtml({
      ...r,
      agent: 'replay',
      model: null,
      usage: { ...r.usage, cache_read_input_tokens: 1_000_000, cost_usd: 1.5 },
    });
    expect(facts(other)).toMatchObject({ Agent: 'replay', Usage: '1,010,500 tokens, $1.5000' });
    // Once for the run, with the schema diff in words; not again under the scenario.
    expect(
      html.match(/<li><code>retrieve_tools<\/code>: property limit: type integer -&gt; string; now required<\/li>/g),
    ).toHaveLength(1);
    const onlySchema = renderHtml(
      report([
        scenario('s', 'DEGRADED', {
          tool_changes: [{ server: 'mcpproxy', added: [], removed: [], schema_changed: ['upstream_servers'] }],
        }),
      ]),
    );
    expect(onlySchema).toContain('<h2>Tool list changes (baseline → current)</h2>');
    expect(onlySchema).toContain(
      '<tr><td><code>mcpproxy</code></td><td><dl class="changes"><dt>input schema changed</dt><dd><ul><li><code>upstream_servers</code></li></ul></dd></dl></td></tr>',
    );
  });

  it('shows the header facts, versions, tool changes, drift and divergence', () => {
    expect(html).toContain('mcpproxy 0.11.2 -&gt; 0.12.0');
    expect(html).toContain('<code>0123456789ab</code>');
    expect(html).toContain('GOOD ≥ 0.80, ACCEPTABLE ≥ 0.60, DEGRADED ≥ 0.30');
    expect(html).toContain('<dt>removed</dt><dd><ul><li><code>quarantine</code></li></ul></dd>');
    expect(html).toContain('removed keys added,id; added keys success,server_id');
    expect(html).toContain('<strong>First divergence</strong> at call 1: query differs');
    expect(html).toContain('class="msg call discovery"');
  });

  it('links each cause to its scenarios and each scenario back to its causes', () => {
    const causes = html.match(/<div class="cause" id="(cause-\d+)"[^>]*>[\s\S]*?<\/div>/g) ?? [];
    expect(causes).toHaveLength(3);
    expect(causes[1]).toContain(
      '<h3><span class="badge st-DEGRADED">DEGRADED</span> <code>retrieve_tools</code> on server',
    );
    expect(causes[1]).toContain('<dt>Evidence</dt><dd><ul><li>retrieve_tools: property limit');
    expect(causes[1]).toContain(
      '<dt>Suggested fix</dt><dd><ul><li><code>limit</code> is now a string: the baseline sent 5</li>',
    );
    // Every link from a cause lands on a scenario section that links back to that cause.
    for (const [i, c] of causes.entries()) {
      for (const [, anchor] of c.matchAll(/<a href="#(sc-\d+)">/g)) {
        const section = html.split(`<section class="scenario" id="${anchor}"`)[1].split('</section>')[0];
        expect(section).toContain(`<a class="cause-link" href="#cause-${i + 1}">`);
      }
    }
    expect(causes.flatMap((c) => [...c.matchAll(/href="#(sc-\d+)"/g)])).toHaveLength(4);
  });

  it('shows the score against each baseline variation, and the performance regressions', () => {
    expect(html).toContain('baseline SUCCESS → current SUCCESS · closest baseline variation 2 of 2</summary>');
    expect(html).toContain(
      '<p class="variations">Against each baseline variation (the closest judges the run): variation 1 <span class="badge sim st-ACCEPTABLE">0.60</span>, variation 2 <span class="badge sim st-ACCEPTABLE">0.65</span></p>',
    );
    expect(html).toContain('<td>latency of mcp__mcpproxy__retrieve_tools: 42 ms -&gt; 900 ms (limit 84 ms)</td>');
    expect(html).toContain('<td data-value="1">1 slower</td>');
  });

  it('escapes tool output everywhere', () => {
    expect(html).not.toContain('<script>window');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>bold');
    expect(html).toContain('&lt;script&gt;window.__pwned = 1; alert(1)&lt;/script&gt;');
    // Balanced: no hostile </details> closed one of ours.
    expect(html.match(/<details/g)?.length).toBe(html.match(/<\/details>/g)?.length);
  });
});

describe('writing and reading results', () => {
  it('writes the four files atomically and regenerates identical bytes from results.json', async () => {
    const dirA = path.join(tmp, 'a');
    const paths = await writeReports(richReport(), dirA, { redact: noRedaction });
    expect(Object.keys(paths).sort()).toEqual(['html', 'json', 'junit', 'markdown']);
    expect(readdirSync(dirA).sort()).toEqual(['junit.xml', 'report.html', 'results.json', 'summary.md']);

    const dirB = path.join(tmp, 'b');
    const again = await writeReports(readResults(paths.json), dirB, { redact: noRedaction });
    for (const k of ['json', 'html', 'junit', 'markdown'] as const) {
      expect(readFileSync(again[k], 'utf8')).toBe(readFileSync(paths[k], 'utf8'));
    }
  });

  it('reads the committed fixture and renders it like the builder', () => {
    const r = readResults(path.join(FIXTURES, 'rich.json'));
    expect(serializeResults(r)).toBe(serializeResults(richReport()));
    expect(renderHtml(r)).toBe(renderHtml(richReport()));
  });

  it('says clearly what is wrong with a missing, corrupt or newer file', () => {
    expect(() => readResults(path.join(FIXTURES, 'nope.json'))).toThrow(/nope\.json: no such file/);
    expect(() => readResults(path.join(FIXTURES, 'corrupt.json'))).toThrow(/corrupt\.json: not valid JSON/);
    expect(() => readResults(path.join(FIXTURES, 'future-version.json'))).toThrow(/schema_version 2 is not supported/);
    expect(() => readResults(path.join(FIXTURES, 'corrupt.json'))).toThrow(
      expect.objectContaining({ name: 'EvalError', kind: 'results' }),
    );
  });

  /** Write richReport() changed by `edit` and return readResults' error message. */
  function readError(name: string, edit: (r: RunReport) => void): string {
    const data = JSON.parse(serializeResults(richReport())) as RunReport;
    edit(data);
    const file = path.join(tmp, name);
    writeFileSync(file, JSON.stringify(data));
    try {
      readResults(file);
    } catch (e) {
      expect(e).toMatchObject({ name: 'EvalError', kind: 'results' });
      return (e as Error).message.replace(tmp + path.sep, '');
    }
    throw new Error('readResults accepted the file');
  }

  it('validates the whole file and names the field path of what is wrong', () => {
    expect(readError('no-runs.json', (r) => delete (r.scenarios[0] as { runs?: unknown }).runs)).toBe(
      'no-runs.json: scenarios[0].runs: required field is missing',
    );
    expect(readError('status.json', (r) => Object.assign(r.scenarios[1], { status: 'GOOD"><b>x</b>' }))).toBe(
      'status.json: scenarios[1].status: expected one of "ERROR", "BROKEN", "DEGRADED", "ACCEPTABLE", "GOOD", "RECORDED"; ' +
        'received "GOOD\\"><b>x</b>"',
    );
    expect(
      readError('message.json', (r) =>
        Object.assign(r.scenarios[1].runs[0].trajectory.messages[2], { is_error: 'no' }),
      ),
    ).toBe('message.json: scenarios[1].runs[0].trajectory.messages[2].is_error: expected boolean, received "no"');
    expect(
      readError('pair.json', (r) => Object.assign(r.scenarios[1].runs[0].evaluation!.pairs[0], { similarity: null })),
    ).toBe('pair.json: scenarios[1].runs[0].evaluation.pairs[0].similarity: expected number, received null');
    expect(readError('top.json', (r) => Object.assign(r, { links: [], counts: { ...r.counts, GOOD: -1 } }))).toBe(
      'top.json: counts.GOOD: must be at least 0, received -1; links: expected an object, received an array',
    );
    expect(
      readError('many.json', (r) => {
        for (const s of r.scenarios) delete (s as { name?: unknown }).name;
      }),
    ).toBe(
      'many.json: scenarios[0].name: required field is missing; scenarios[1].name: required field is missing; ' +
        'scenarios[2].name: required field is missing; and 4 more',
    );
  });

  it('reads a file with a field it does not know and keeps it', () => {
    const data = { ...richReport(), written_by_a_newer_tool: { x: 1 } };
    const file = path.join(tmp, 'extra.json');
    writeFileSync(file, JSON.stringify(data));
    expect(readResults(file)).toEqual(data);
  });
});

describe('the recommended action over a flagged text', () => {
  const flagged: Cause = {
    kind: 'suspicious_description',
    server: 'proxy',
    tool: 'sync_notes',
    summary: 'the description of `sync_notes` on server `proxy` looks like tool poisoning',
    evidence: [],
    suggestions: [],
    rename: null,
    scenarios: [],
  };
  const broken = report([scenario('a', 'BROKEN')], { status: 'BROKEN', failed: true, causes: [flagged] });

  it('is "Stop" when the flagged text fails the check, and not when fail-on-suspicious is off', () => {
    expect(renderMarkdown(broken)).toContain('**Recommended:** Stop: a text the servers show a model');
    const lenient = renderMarkdown({ ...broken, fail_on_suspicious: false });
    expect(lenient).not.toContain('Stop: a text the servers show a model');
    expect(lenient).toContain('**Recommended:**');
  });
});
