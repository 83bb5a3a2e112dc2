// What a person sees first of a run's reports (issue 42): the verdict and every cause in the terminal's first 20
// lines, in the comment's (summary.md's) first 25, and in the HTML report's first 800 px at 1280 px wide, measured in
// real headless Chromium (Debian's, never a downloaded browser) by the elements' positions; a screenshot is kept
// beside the report.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { expect } from 'vitest';
import type { RunReport } from '../../src/results/index.js';
import { verdictWords } from '../../src/results/verdict-words.js';
import { listedCauses } from '../../src/reports/cause-list.js';

export const TERMINAL_LINES = 20;
export const COMMENT_LINES = 25;
export const SCREEN = { width: 1280, height: 800 };

/** The run's verdict and causes (every one has a fix) as the reports under `dir`/reports have them. */
export function expectedFirst(dir: string): { report: RunReport; sentence: string; titles: string[] } {
  const report = JSON.parse(readFileSync(path.join(dir, 'reports/results.json'), 'utf8')) as RunReport;
  const causes = listedCauses(report);
  for (const c of causes) expect(c.fix, c.title).toBeTruthy();
  return { report, sentence: verdictWords(report).sentence, titles: causes.map((c) => c.title) };
}

/** The terminal opens with the verdict and its check line; every cause and its fix within the first 20 lines. */
export function expectTerminalFirst(stdout: string, dir: string): void {
  const { report, sentence, titles } = expectedFirst(dir);
  const head = stdout.split('\n').slice(0, TERMINAL_LINES);
  expect(head.slice(0, 2)).toEqual([sentence, verdictWords(report).check]);
  for (const t of titles) {
    const at = head.findIndex((l) => l.startsWith(`Caught: ${t}: `));
    expect(at, `${t}\n${stdout}`).toBeGreaterThan(1);
    expect(
      head.slice(at + 1).find((l) => l.startsWith('Caught: ') || l.startsWith('    fix: ')),
      t,
    ).toMatch(/^ {4}fix: /);
  }
}

/** The comment opens with the verdict as its title; each cause is a line, with its fix, within the first 25. */
export function expectCommentFirst(dir: string): void {
  const { sentence, titles } = expectedFirst(dir);
  const lines = readFileSync(path.join(dir, 'reports/summary.md'), 'utf8').split('\n');
  expect(lines[0]).toMatch(/^## \S+ mcp-eval: /);
  expect(lines[0].replace(/\\/g, '')).toContain(sentence);
  const why = lines.indexOf('**Why**');
  const causes = lines.slice(why + 2).filter((l, i, all) => all.slice(0, i + 1).every((x) => x.startsWith('- ')));
  if (titles.length) expect(why).toBeGreaterThan(0);
  expect(causes).toHaveLength(titles.length);
  expect(why + 2 + causes.length).toBeLessThanOrEqual(COMMENT_LINES);
  for (const c of causes) expect(c).toContain(' · fix: ');
}

/**
 * The HTML report in Chromium at 1280 x 800: the verdict and each cause's heading and fix lie within the first
 * screen. Returns the elements' bottoms (px), and leaves a screenshot at reports/first-screen.png.
 */
export async function expectHtmlFirst(dir: string): Promise<{ verdict: number; causes: number[] }> {
  const { sentence, titles } = expectedFirst(dir);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: SCREEN });
    await page.goto(pathToFileURL(path.join(dir, 'reports/report.html')).href);
    await page.screenshot({ path: path.join(dir, 'reports/first-screen.png') });
    const bottom = (selector: string) =>
      page.$$eval(selector, (els) => els.map((e) => Math.ceil(e.getBoundingClientRect().bottom + window.scrollY)));
    const [verdict] = await bottom('header .verdict');
    expect(await page.locator('header .verdict').textContent()).toBe(sentence);
    const headings = await page.locator('#causes .cause h3').allTextContents();
    expect(headings).toHaveLength(titles.length);
    const causes = await bottom('#causes .cause');
    const fixes = await bottom('#causes .cause dd:last-of-type');
    for (const y of [verdict, ...causes, ...fixes]) expect(y, headings.join('\n')).toBeLessThanOrEqual(SCREEN.height);
    return { verdict, causes };
  } finally {
    await browser.close();
  }
}
