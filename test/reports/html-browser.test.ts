// The HTML report in real headless Chromium (Debian's, never a downloaded browser).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noRedaction, renderMarkdown, writeReports, type ReportPaths } from '../../src/reports/index.js';
import { summarizeRun } from '../../src/results/history.js';
import { hostileReport, hostileValue, richReport } from '../helpers/fixtures.js';
import { cliEntry } from '../helpers/cli-project.js';
import { tempDir } from '../helpers/mcp-servers.js';
import type { RunReport, ToolChanges } from '../../src/results/index.js';
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The docs' picture of a report (README.md, docs/reports.md); `npm run screenshot` takes it again. */
const DOCS_SCREENSHOT = path.join(ROOT, 'docs/report.png');

const tmp = mkdtempSync(path.join(os.tmpdir(), 'mcp-eval-html-'));
let browser: Browser;
let page: Page;
let paths: ReportPaths;
const consoleErrors: string[] = [];
const dialogs: string[] = [];
const requests: string[] = [];

beforeAll(async () => {
  paths = await writeReports(richReport(), tmp, { redact: noRedaction });
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-gpu',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(e.message));
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(pathToFileURL(paths.html).href);
});

afterAll(async () => {
  await browser?.close();
  if (!process.env.MCP_EVAL_KEEP_SCREENSHOT) rmSync(tmp, { recursive: true, force: true });
});

/** Elements the hostile payloads would create if they were not escaped. */
const injected = (p: Page): Promise<{ scripts: number; images: number; handlers: string[] }> =>
  p.evaluate(() => ({
    scripts: document.querySelectorAll('script').length,
    images: document.querySelectorAll('img').length,
    handlers: Array.from(document.querySelectorAll('*')).flatMap((el) =>
      Array.from(el.attributes)
        .filter((a) => a.name.startsWith('on'))
        .map((a) => `${el.tagName} ${a.name}`),
    ),
  }));

const visibleRows = (): Promise<string[]> =>
  page.$$eval('#scenario-table tbody tr', (rows) =>
    rows.filter((r) => !(r as HTMLElement).hidden).map((r) => r.getAttribute('data-status') ?? ''),
  );

describe('report.html in Chromium', () => {
  it('renders without console errors, dialogs, network requests or running the hostile payload', async () => {
    expect(await page.title()).toContain('mcp-eval: ERROR');
    expect(await page.locator('h1').textContent()).toContain('mcp-eval report');
    // The page's CSP would stop a script that escaping let through, so look at the DOM instead:
    // an escape that failed leaves an element or an event attribute behind, script or not.
    expect(await injected(page)).toEqual({ scripts: 1, images: 0, handlers: [] });
    // The payload is on the page as text.
    const callText = await page.locator('details.call pre', { hasText: 'window.__pwned = 1' }).first().textContent();
    expect(callText).toContain('<script>window.__pwned = 1; alert(1)</script><img src=x onerror=');
    expect(await page.locator('.scenario h2', { hasText: 'Search tools | simple <b>bold</b>' }).count()).toBe(1);
    expect(consoleErrors).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(requests).toEqual([pathToFileURL(paths.html).href]);
  });

  it('opens a tool call expander to its pretty-printed input and result', async () => {
    const callEl = page.locator('.scenario[data-status="DEGRADED"] details.call:not(.discovery)').first();
    expect(await callEl.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await expect.poll(() => callEl.locator('pre').first().isVisible()).toBe(false);
    await callEl.locator('summary').click();
    expect(await callEl.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await callEl.locator('pre').first().isVisible()).toBe(true);
    expect(await callEl.locator('pre').first().textContent()).toBe(
      '{\n  "query": "weather forecast",\n  "limit": 5\n}',
    );
    expect(await callEl.locator('pre').nth(1).textContent()).toContain('"tools": [\n');
  });

  it('hides and shows discovery calls with the toggle', async () => {
    const discovery = page.locator('.scenario[data-status="DEGRADED"] .discovery').first();
    expect(await discovery.isVisible()).toBe(true);
    await page.locator('#show-discovery').uncheck();
    expect(await discovery.isVisible()).toBe(false);
    expect(
      await page.locator('.scenario[data-status="DEGRADED"] details.call:not(.discovery)').first().isVisible(),
    ).toBe(true);
    await page.locator('#show-discovery').check();
    expect(await discovery.isVisible()).toBe(true);
  });

  it('filters scenarios by status', async () => {
    // Those that passed start folded, their statuses unticked, since others did not pass.
    expect((await visibleRows()).sort()).toEqual(['ACCEPTABLE', 'BROKEN', 'DEGRADED', 'ERROR']);
    expect(await page.locator('#scenario-table + p.passed').textContent()).toBe(
      'Passed: 2 GOOD, 1 RECORDED, folded: tick their status above to show them.',
    );
    await page.locator('input.status-filter[value="GOOD"]').check();
    await page.locator('input.status-filter[value="RECORDED"]').check();
    expect(await visibleRows()).toHaveLength(7);
    await page.locator('input.status-filter[value="GOOD"]').uncheck();
    expect((await visibleRows()).sort()).toEqual(['ACCEPTABLE', 'BROKEN', 'DEGRADED', 'ERROR', 'RECORDED']);
    expect(await page.locator('section.scenario[data-status="GOOD"]').first().isVisible()).toBe(false);
    await page.locator('input.status-filter[value="GOOD"]').check();
    expect(await visibleRows()).toHaveLength(7);
  });

  it('sorts the scenario table by clicking a header', async () => {
    const names = (): Promise<string[]> =>
      page.$$eval('#scenario-table tbody tr td:nth-child(2)', (tds) => tds.map((t) => t.textContent ?? ''));
    const scores = (): Promise<string[]> =>
      page.$$eval('#scenario-table tbody tr td:nth-child(3)', (tds) => tds.map((t) => t.textContent ?? ''));
    const lower = (xs: string[]): string[] => xs.map((x) => x.toLowerCase());
    const header = page.locator('#scenario-table th', { hasText: 'Scenario' });
    await header.click();
    const asc = await names();
    expect(lower(asc)).toEqual([...lower(asc)].sort());
    expect(asc[0]).toBe('good one');
    await header.click();
    expect(await names()).toEqual([...asc].reverse());
    await page.locator('#scenario-table th', { hasText: 'Score' }).click();
    expect(await scores()).toEqual(['–', '–', '0.00', '0.52', '0.76', '0.95', '0.95']);
    // Back to worst first.
    await page.locator('#scenario-table th', { hasText: 'Status' }).click();
    expect((await visibleRows())[0]).toBe('ERROR');
  });

  it('links each table row to its scenario section', async () => {
    const href = await page
      .locator('#scenario-table tbody tr', { hasText: 'quarantine' })
      .locator('a')
      .getAttribute('href');
    await page.locator(`${href} h2`).scrollIntoViewIfNeeded();
    expect(await page.locator(`${href}`).getAttribute('data-status')).toBe('BROKEN');
  });

  it('links each cause to the scenarios it breaks, and each scenario back to its causes', async () => {
    const cause = page.locator('#causes .cause', { hasText: 'changed its input schema' });
    const causeId = await cause.getAttribute('id');
    await cause.locator('a', { hasText: 'Search tools' }).click();
    const target = () => page.evaluate(() => document.querySelector(':target')?.id ?? null);
    const scenarioId = await target();
    expect(scenarioId).toMatch(/^sc-\d+$/);
    const section = page.locator(`#${scenarioId}`);
    expect(await section.getAttribute('data-status')).toBe('DEGRADED');
    expect(await section.locator('h2').isVisible()).toBe(true);
    await section.locator('a.cause-link').click();
    expect(await target()).toBe(causeId);
    // The cause it lands on is marked for the eye.
    expect(await cause.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 248, 197)');
    // The page as it opens again, with nothing targeted, for the tests after this one.
    await page.goto(pathToFileURL(paths.html).href);
  });

  it('draws the trend charts: every point where the run history puts it, this run marked', async () => {
    const r = richReport();
    const runs = [...r.history!.runs, summarizeRun(r)];
    /** Each chart's points as values read back from the pixels, by the axis the <svg> says it drew. */
    const charts = await page.$$eval('figure.chart', (figures) =>
      figures.map((f) => {
        const svg = f.querySelector('svg')!;
        const n = (name: string) => Number(svg.getAttribute(`data-${name}`));
        const [yMin, yMax, min, max] = [n('y-min'), n('y-max'), n('min'), n('max')];
        const box = svg.getBoundingClientRect();
        return {
          kind: f.className.replace('chart ', ''),
          drawn: box.width > 100 && box.height > 50,
          points: Array.from(svg.querySelectorAll('circle')).map((c) => ({
            run: Number(c.getAttribute('data-run')),
            x: Number(c.getAttribute('cx')),
            value: min + ((yMin - Number(c.getAttribute('cy'))) / (yMin - yMax)) * (max - min),
            current: c.classList.contains('current'),
          })),
        };
      }),
    );
    const expected = (value: (e: (typeof runs)[number]) => number | null | undefined) =>
      runs.flatMap((e, run) => {
        const v = value(e);
        return v === null || v === undefined ? [] : [{ run, value: v, current: run === runs.length - 1 }];
      });
    const check = (kind: string, value: (e: (typeof runs)[number]) => number | null | undefined, digits = 3) => {
      const chart = charts.find((c) => c.kind === kind);
      expect(chart?.drawn, kind).toBe(true);
      const want = expected(value);
      expect(chart!.points.map((p) => [p.run, p.current])).toEqual(want.map((w) => [w.run, w.current]));
      chart!.points.forEach((p, i) => expect(p.value, `${kind} run ${p.run}`).toBeCloseTo(want[i].value, digits));
      // Oldest left, this run at the right end.
      expect(chart!.points.map((p) => p.x)).toEqual([...chart!.points.map((p) => p.x)].sort((a, b) => a - b));
    };
    check('suite', (e) => e.score);
    const tokens = (e: (typeof runs)[number]) =>
      e.usage.input_tokens +
      e.usage.output_tokens +
      e.usage.cache_read_input_tokens +
      e.usage.cache_creation_input_tokens;
    check('tokens', tokens, -1);
    check('cost', (e) => e.usage.cost_usd, 4);
    // The first scenario chart is the BROKEN one's (worst first; the ERROR one is in no stored run): it did not run
    // in the third stored run, a gap.
    check('scenario', (e) => e.scenarios.find((s) => s.id === 'quarantine_check')?.score);
    // The recording has no point: a dashed mark says the baselines were recorded there.
    const mark = await page.locator('figure.suite line.mark title').textContent();
    expect(mark).toBe('2026-02-21T12:00:00.000Z · 1111111 · RECORDED · suite score –: baselines recorded');
  });

  it('produces a screenshot, the one in the docs (npm run screenshot takes it again)', async () => {
    // Tall enough for the header, the trend and the scenario table.
    await page.setViewportSize({ width: 1280, height: 1400 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const file = process.env.MCP_EVAL_UPDATE_SCREENSHOT ? DOCS_SCREENSHOT : path.join(tmp, 'report.png');
    await page.screenshot({ path: file, fullPage: false });
    await page.setViewportSize({ width: 1280, height: 900 });
    const png = readFileSync(file);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.length).toBeGreaterThan(30_000);
    // The committed picture is of this page at this size (width and height in the PNG header).
    expect(readFileSync(DOCS_SCREENSHOT).subarray(16, 24)).toEqual(png.subarray(16, 24));
  });

  it("shows the same run's PR comment in docs/reports.md, next to the screenshot", () => {
    const doc = path.join(ROOT, 'docs/reports.md');
    const [start, end] = ['<!-- example-comment:start -->\n', '<!-- example-comment:end -->'];
    const text = readFileSync(doc, 'utf8');
    const [before, rest] = text.split(start);
    const comment = renderMarkdown(richReport(), { marker: true });
    if (process.env.MCP_EVAL_UPDATE_SCREENSHOT)
      writeFileSync(doc, `${before}${start}${comment}${end}${rest.slice(rest.indexOf(end) + end.length)}`);
    expect(readFileSync(doc, 'utf8').split(start)[1].split(end)[0]).toBe(comment);
  });

  it('shows a report whose every string field is hostile as text: no injected element, structure intact', async () => {
    const { report } = hostileReport();
    const dir = path.join(tmp, 'hostile');
    const out = await writeReports(report, dir, { redact: noRedaction });
    const errors: string[] = [];
    const p = await browser.newPage();
    p.on('pageerror', (e) => errors.push(e.message));
    p.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    p.on('dialog', (d) => {
      errors.push(`dialog ${d.message()}`);
      void d.dismiss();
    });
    await p.goto(pathToFileURL(out.html).href);
    expect(await injected(p)).toEqual({ scripts: 1, images: 0, handlers: [] });
    expect(await p.locator('x-inj').count()).toBe(0);
    // The payload is there, as literal text: in the title, each scenario heading and the table.
    expect(await p.title()).toContain(hostileValue(3).replace(/\n/g, ' ').slice(0, 20));
    const headings = await p.locator('section.scenario > h2').allTextContents();
    expect(headings).toHaveLength(report.scenarios.length);
    for (const h of headings)
      expect(h).toMatch(
        /<x-inj id=m\d+m>"' onfocus="alert\(\d+\)" \| @octocat\n<\/details><\/td>\[x\]\(javascript:alert\(1\)\) \]\]>/,
      );
    const rowCells = await p.$$eval('#scenario-table tbody tr', (rows) => rows.map((r) => r.children.length));
    expect(rowCells).toEqual(report.scenarios.map(() => 9));
    await p.locator('#expand-all').click();
    expect(await p.locator('details.call[open]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await p.close();
  });

  it('keeps the CSP as a second wall: a script that escaping missed does not run', async () => {
    const html = readFileSync(paths.html, 'utf8').replace(
      '<body>',
      '<body><script>window.__pwned = 3</script><img src="data:," onerror="window.__pwned = 4">',
    );
    const file = path.join(tmp, 'unescaped.html');
    writeFileSync(file, html);
    const p = await browser.newPage();
    const blocked: string[] = [];
    p.on('console', (m) => {
      if (m.type() === 'error') blocked.push(m.text());
    });
    await p.goto(pathToFileURL(file).href);
    // The injected elements are there; the CSP stopped them running.
    expect(await injected(p)).toMatchObject({ scripts: 2, images: 1 });
    expect(await p.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(blocked.some((m) => m.includes('Content Security Policy'))).toBe(true);
    // Our own script (allowed by its hash) still ran: the table is sortable.
    expect(await p.locator('#scenario-table th[tabindex="0"]').count()).toBeGreaterThan(0);
    await p.close();
  });

  it('writes JUnit XML that a browser parses as XML (and the check catches broken XML)', async () => {
    const parseErrors = (xml: string): Promise<number> =>
      page.evaluate(
        (x) => new DOMParser().parseFromString(x, 'application/xml').getElementsByTagName('parsererror').length,
        xml,
      );
    const xml = readFileSync(paths.junit, 'utf8');
    expect(await parseErrors(xml)).toBe(0);
    // The hostile problem text is escaped; unescaping it breaks the document.
    expect(xml).toContain('not a YAML mapping | &lt;b&gt;x&lt;/b&gt;');
    expect(await parseErrors(xml.replace('&lt;b&gt;x', '<b&gt;x'))).toBeGreaterThan(0);
    const counts = await page.evaluate((x) => {
      const doc = new DOMParser().parseFromString(x, 'application/xml');
      return [
        doc.getElementsByTagName('testcase').length,
        doc.getElementsByTagName('failure').length,
        doc.getElementsByTagName('error').length,
      ];
    }, xml);
    expect(counts).toEqual([7, 1, 1]);
  });
});

/** The real servers' two releases, from npm: the old ones under aliases (package.json). */
const MODULES = path.join(ROOT, 'node_modules');
const RELEASES = {
  old: {
    everything: path.join(MODULES, 'server-everything-old/dist/index.js'),
    filesystem: path.join(MODULES, 'server-filesystem-old/dist/index.js'),
  },
  new: {
    everything: path.join(MODULES, '@modelcontextprotocol/server-everything/dist/index.js'),
    filesystem: path.join(MODULES, 'server-filesystem-new/dist/index.js'),
  },
};

/** Scenarios written for the old releases: each calls the tools by their old names and inputs. */
function upgradeProject(): string {
  const dir = tempDir();
  const files = path.join(dir, 'files');
  mkdirSync(files);
  writeFileSync(path.join(files, 'a.txt'), 'hello\n');
  for (const side of ['old', 'new'] as const) {
    const r = RELEASES[side];
    const mcpServers = {
      everything: { command: process.execPath, args: [r.everything, 'stdio'] },
      filesystem: { command: process.execPath, args: [r.filesystem, files] },
    };
    writeFileSync(path.join(dir, `mcp-${side}.json`), JSON.stringify({ mcpServers }));
  }
  const scenario = (name: string, server: string, calls: string) =>
    `name: ${name}\nuser_intent: ${name}\nservers: [${server}]\nexpected_trajectory:\n${calls}`;
  const call = (server: string, tool: string, args: string) => `  - tool: mcp__${server}__${tool}\n    args: ${args}\n`;
  const scenarios: Record<string, string> = {
    'add.yaml': scenario('Add two numbers', 'everything', call('everything', 'add', '{ a: 2, b: 3 }')),
    'echo-add.yaml': scenario(
      'Echo, then add',
      'everything',
      call('everything', 'echo', '{ message: adding }') + call('everything', 'add', '{ a: 1, b: 2 }'),
    ),
    'env.yaml': scenario('Print the environment', 'everything', call('everything', 'printEnv', '{}')),
    'read-none.yaml': scenario(
      'Read no files',
      'filesystem',
      call('filesystem', 'read_multiple_files', '{ paths: [] }'),
    ),
    // Its input schema changed too (excludePatterns added), and it still works: no cause.
    'tree.yaml': scenario('Show the tree', 'filesystem', call('filesystem', 'directory_tree', `{ path: "${files}" }`)),
  };
  mkdirSync(path.join(dir, 'scenarios'));
  for (const [name, text] of Object.entries(scenarios)) writeFileSync(path.join(dir, 'scenarios', name), text);
  return dir;
}

function mcpEval(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) =>
    execFile(
      process.execPath,
      [...cliEntry(), ...args],
      { cwd, env: { PATH: process.env.PATH, HOME: process.env.HOME }, timeout: 120_000 },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code) : 0, stdout, stderr }),
    ),
  );
}

describe('a real upgrade through the CLI: server-everything 2025.7.29 -> 2026.8.31, server-filesystem 2025.8.21 -> 2026.8.31', () => {
  let cwd: string;
  let results: RunReport;
  let summary: string;
  beforeAll(async () => {
    cwd = upgradeProject();
    const recorded = await mcpEval(['record', '--servers', 'mcp-old.json'], cwd);
    expect(recorded.code, recorded.stderr).toBe(0);
    const compared = await mcpEval(['compare', '--servers', 'mcp-new.json'], cwd);
    // Four scenarios broke: the check fails.
    expect(compared.code, compared.stderr).toBe(1);
    results = JSON.parse(readFileSync(path.join(cwd, 'reports/results.json'), 'utf8')) as RunReport;
    summary = readFileSync(path.join(cwd, 'reports/summary.md'), 'utf8');
  });

  it('groups the failures by cause in results.json: two renames and a schema change, most scenarios first', () => {
    expect(results.scenarios.map((s) => [s.id, s.status])).toEqual([
      ['add', 'BROKEN'],
      ['echo-add', 'BROKEN'],
      ['env', 'BROKEN'],
      ['read-none', 'BROKEN'],
      ['tree', 'GOOD'],
    ]);
    expect(results.causes?.map((c) => [c.kind, c.summary, c.suggestions, c.scenarios.map((s) => s.id)])).toEqual([
      [
        'tool_renamed',
        '`add` was probably renamed to `get-sum` on server `everything` (confidence 0.43)',
        ['call `get-sum` instead of `add`'],
        ['add', 'echo-add'],
      ],
      [
        'tool_renamed',
        '`printEnv` was probably renamed to `get-env` on server `everything` (confidence 0.58)',
        ['call `get-env` instead of `printEnv`'],
        ['env'],
      ],
      [
        'schema_changed',
        '`read_multiple_files` on server `filesystem` changed its input schema',
        ['`paths` changed (description added, minItems (none) -> 1): the baseline sent []'],
        ['read-none'],
      ],
    ]);
    expect(results.causes?.[0].rename).toEqual({ to: 'get-sum', confidence: 3 / 7 });
    expect(results.causes?.[2].evidence).toEqual([
      'read_multiple_files: property paths: description added; minItems (none) -> 1; additionalProperties false -> (none)',
    ]);
  });

  it("explains each server's tool changes in results.json: renames with their confidence, schema diffs in words", () => {
    const changes = (id: string, server: string) =>
      results.scenarios.find((s) => s.id === id)?.tool_changes.find((c) => c.server === server);
    const everything = changes('add', 'everything')!;
    // The three that keep their words in another naming style are one rule, said first; the rest one by one.
    expect(everything.renames?.map((r) => [r.from, r.to, r.rule ?? null])).toEqual([
      ['getResourceLinks', 'get-resource-links', 'case camelCase -> kebab-case'],
      ['getResourceReference', 'get-resource-reference', 'case camelCase -> kebab-case'],
      ['getTinyImage', 'get-tiny-image', 'case camelCase -> kebab-case'],
      ['add', 'get-sum', null],
      ['annotatedMessage', 'get-annotated-message', null],
      ['longRunningOperation', 'trigger-long-running-operation', null],
      ['printEnv', 'get-env', null],
      // Shown since the client declares sampling (the client profile, docs/servers.md).
      ['sampleLLM', 'trigger-sampling-request', null],
      ['structuredContent', 'get-structured-content', null],
    ]);
    expect(everything.removed.filter((t) => !everything.renames?.some((r) => r.from === t))).toEqual([
      'startElicitation',
    ]);
    // Each diff also carries its structure (`change`), for the causes to match arguments against.
    const worded = (c?: ToolChanges) => c?.schema_diffs?.map(({ tool, diff }) => ({ tool, diff }));
    expect(worded(everything)).toEqual([{ tool: 'echo', diff: 'additionalProperties false -> (none)' }]);
    expect(worded(changes('tree', 'filesystem'))).toContainEqual({
      tool: 'directory_tree',
      diff: 'property excludePatterns: added; additionalProperties false -> (none)',
    });
  });

  it("opens the Markdown comment with the causes, and lists each server's changes once", () => {
    const lines = summary.split('\n');
    const why = lines.indexOf('**Why**');
    expect(why).toBeGreaterThan(0);
    expect(lines.slice(why + 2, why + 5)).toEqual([
      '- 🔴 **<code>add</code> was probably renamed to <code>get-sum</code> on server <code>everything</code> ' +
        '\\(confidence 0.43\\)**: breaks 2 scenarios (Add two numbers, Echo, then add) · ' +
        'fix: call <code>get-sum</code> instead of <code>add</code>',
      '- 🔴 **<code>printEnv</code> was probably renamed to <code>get-env</code> on server <code>everything</code> ' +
        '\\(confidence 0.58\\)**: breaks 1 scenario (Print the environment) · ' +
        'fix: call <code>get-env</code> instead of <code>printEnv</code>',
      '- 🔴 **<code>read\\_multiple\\_files</code> on server <code>filesystem</code> changed its input schema**: ' +
        'breaks 1 scenario (Read no files) · read\\_multiple\\_files: property paths: description added; ' +
        'minItems \\(none\\) -> 1; additionalProperties false -> \\(none\\) · fix: <code>paths</code> changed ' +
        '\\(description added, minItems \\(none\\) -> 1\\): the baseline sent \\[\\]',
    ]);
    expect(why).toBeLessThan(lines.findIndex((l) => l.startsWith('| Status |')));
    const tools = lines.filter((l) => l.startsWith('- Tools of'));
    expect(tools).toHaveLength(2);
    expect(tools[0]).toMatch(
      /^- Tools of <code>everything<\/code>: renamed by a rule case camelCase -> kebab-case: 3 tools \\\(getResourceLinks -> get-resource-links, getResourceReference -> get-resource-reference, getTinyImage -> get-tiny-image\\\); probably renamed <code>add<\/code> -> <code>get-sum<\/code> \\\(confidence 0\.43\\\)/,
    );
    expect(tools[1]).toContain(
      '<code>directory\\_tree</code>: property excludePatterns: added; additionalProperties false',
    );
  });

  it('shows the causes in the HTML report, linked both ways with their scenarios, in Chromium', async () => {
    const p = await browser.newPage();
    const errors: string[] = [];
    p.on('pageerror', (e) => errors.push(e.message));
    await p.goto(pathToFileURL(path.join(cwd, 'reports/report.html')).href);
    // The scenarios' causes first, then the contract's breaking changes grouped by rule, in one list.
    const causes = p.locator('#causes .cause:not(.contract-cause)');
    expect(await causes.locator('h3').allTextContents()).toEqual([
      'BROKEN add was probably renamed to get-sum on server everything (confidence 0.43)',
      'BROKEN printEnv was probably renamed to get-env on server everything (confidence 0.58)',
      'BROKEN read_multiple_files on server filesystem changed its input schema',
    ]);
    const all = await p.locator('#causes .cause h3').allTextContents();
    expect(all.slice(0, 3)).toEqual(await causes.locator('h3').allTextContents());
    expect(all.slice(3)).toContain('BROKEN 1 tool: removed tool-removed');
    expect(all.slice(3).every((t) => /^(BROKEN|DEGRADED) \d+ \w+: /.test(t))).toBe(true);
    expect(await causes.nth(0).locator('dd').nth(1).textContent()).toContain(
      'add -> get-sum: name 0.00, schema 1.00, description 0.29',
    );
    expect(await causes.nth(2).locator('dd').nth(2).textContent()).toBe(
      'paths changed (description added, minItems (none) -> 1): the baseline sent []',
    );
    await causes.nth(0).locator('a', { hasText: 'Echo, then add' }).click();
    const section = p.locator('section.scenario:target');
    expect(await section.locator('h2').textContent()).toContain('Echo, then add');
    await section.locator('a.cause-link').click();
    expect(await p.evaluate(() => document.querySelector(':target')?.id)).toBe('cause-1');
    const changes = await p.locator('#tool-changes').textContent();
    expect(changes).toContain('printEnv -> get-env (confidence 0.58)');
    expect(changes).toContain('directory_tree: property excludePatterns: added; additionalProperties false -> (none)');
    expect(errors).toEqual([]);
    await p.close();
  });

  it('regenerates the same files from results.json alone', async () => {
    const again = await mcpEval(['report', 'reports/results.json', '--out', 'again'], cwd);
    expect(again.code).toBe(1);
    for (const f of ['summary.md', 'report.html', 'junit.xml'])
      expect(readFileSync(path.join(cwd, 'again', f), 'utf8'), f).toBe(
        readFileSync(path.join(cwd, 'reports', f), 'utf8'),
      );
  });
});
