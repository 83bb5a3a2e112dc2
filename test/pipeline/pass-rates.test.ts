// Pass rates end to end (docs/scoring/pass-rates.md), on known noise: the real claude agent against a seeded model
// (the Messages API emulator: wrong tools, recovered typos, failed criteria at set odds) and a records server whose
// lookup fails at a set, seeded rate; four scenarios at once, each a trial with its own baseline of 20 runs. Seeded,
// so every verdict below is the same on every machine. The benchmark (bench/pass-rates.ts) runs 40 trials each.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusTable, verdictText } from '../../src/cli/table.js';
import { renderHtml, renderJunit, renderMarkdown } from '../../src/reports/index.js';
import type { RunReport } from '../../src/results/index.js';
import { startAnthropicEmulator, type AnthropicEmulator } from '../emulators/anthropic.js';
import { stopAllServers } from '../helpers/mcp-servers.js';
import {
  failRateFor,
  seededModel,
  STEADY_MODEL,
  trialProject,
  TYPO_MODEL,
  verdictsOf,
  type TrialRun,
} from '../helpers/seeded-model.js';

const TRIALS = 4;
const SAME = failRateFor(STEADY_MODEL, 0.9);
const DROPPED = failRateFor(STEADY_MODEL, 0.5);
const BORDERLINE = failRateFor(STEADY_MODEL, 0.7);

let emulator: AnthropicEmulator;
let go: TrialRun;
let cwd: string;

beforeAll(async () => {
  // Trials t0-t3 on the steady model; t4 on a model whose every run recovers from a typo.
  emulator = await startAnthropicEmulator({
    responder: seededModel([...Array(TRIALS).fill(STEADY_MODEL), TYPO_MODEL], 44),
  });
  ({ go, cwd } = trialProject(TRIALS + 1, emulator.url));
});
afterAll(async () => {
  await emulator.close();
  await stopAllServers();
});

/** The trials of the steady model (t4, the typo model's, aside). */
const trials = (r: RunReport) => verdictsOf(r).slice(0, TRIALS);
const count = (r: RunReport, v: string) => trials(r).filter((x) => x.verdict === v).length;

describe('pass rates through the pipeline, on a seeded model and a seeded failing server', () => {
  it('records baselines of 20 runs that keep their rate; a baseline below 1 is recorded and said flaky', async () => {
    const report = await go({ mode: 'record', runs: 20 }, SAME, 1);
    expect(report.scenarios.map((s) => s.status)).toEqual(Array(TRIALS + 1).fill('RECORDED'));
    for (const s of report.scenarios) {
      const file = JSON.parse(readFileSync(path.join(cwd, 'baselines', `${s.id}.json`), 'utf8'));
      expect(file.pass_rate.runs).toBe(20);
      const flaky = (s.warnings ?? []).some((w) => w.startsWith('flaky baseline: '));
      expect(flaky).toBe(file.pass_rate.passes < 20);
    }
    // Every run of t4 sent a typo first and corrected it: recovered runs pass (the server failing aside).
    const typo = report.scenarios[TRIALS];
    expect(typo.runs.every((r) => r.trajectory.messages.some((m) => m.type === 'tool_call' && m.is_error))).toBe(true);
    const kept = JSON.parse(readFileSync(path.join(cwd, 'baselines', `${typo.id}.json`), 'utf8'));
    expect(kept.pass_rate.passes).toBeGreaterThanOrEqual(17);
  }, 300_000);

  it('at runs 20, an unchanged server is no regression; each rate is told on every surface', async () => {
    const report = await go({ mode: 'compare', runs: 20 }, SAME, 2);
    expect(count(report, 'regression')).toBe(0);
    expect(report.failed).toBe(false);
    const s = report.scenarios[0];
    expect(s.aggregate?.pass_rate).toMatchObject({ runs: 20, k: 3 });
    expect(s.baseline?.pass_rate?.runs).toBe(20);
    expect(['no_regression', 'insufficient']).toContain(s.regression?.verdict);
    expect(renderMarkdown(report)).toMatch(
      /\*\*Pass rates[^*]*\*\*\n\n- lookup \d: \d+\/20 runs passed \\\(95% interval/,
    );
    expect(renderJunit(report)).toMatch(/<property name="pass@3" value="0\.\d{4}"\/>/);
    expect(renderHtml(report)).toContain('<section class="rates" id="rates">');
    expect(statusTable(report, false)).toMatch(/\nPass rates[^\n]*\n {2}lookup \d: \d+\/20 runs passed \(95% interval/);
  }, 300_000);

  it('at runs 20, a drop from 0.9 to 0.5 is a regression that fails the check at the default fail-on', async () => {
    const report = await go({ mode: 'compare', runs: 20 }, DROPPED, 3);
    expect(count(report, 'regression')).toBeGreaterThanOrEqual(TRIALS - 1);
    expect(report.failed).toBe(true);
    const caught = report.scenarios.find((s) => s.regression?.verdict === 'regression')!;
    expect(caught.status).toBe('BROKEN');
    expect(caught.regression!.high).toBeLessThan(0);
    expect((await go({ mode: 'compare', runs: 20, failOn: 'never' }, DROPPED, 3)).failed).toBe(false);
  }, 300_000);

  it('runs auto stops when the test decides: few runs on an unchanged server, a drop caught in fewer than 20', async () => {
    const same = trials(await go({ mode: 'compare', runs: 'auto', maxRuns: 20 }, SAME, 4));
    expect(same.filter((v) => v.verdict === 'regression')).toEqual([]);
    expect(same.reduce((n, v) => n + v.runs, 0) / TRIALS).toBeLessThanOrEqual(10);
    const dropped = trials(await go({ mode: 'compare', runs: 'auto', maxRuns: 20 }, DROPPED, 5));
    expect(dropped.filter((v) => v.verdict === 'regression').length).toBeGreaterThanOrEqual(TRIALS - 1);
    expect(dropped.reduce((n, v) => n + v.runs, 0) / TRIALS).toBeLessThan(16);
  }, 300_000);

  it('runs 2 on a borderline case is insufficient: its own count, never "ship", failing only under the setting', async () => {
    const steady = Array.from({ length: TRIALS }, (_, i) => `lookup ${i}`);
    const report = await go({ mode: 'compare', runs: 2, name: steady }, BORDERLINE, 6);
    expect(count(report, 'insufficient')).toBe(TRIALS);
    expect(report.scenarios[0].regression?.runs_needed).toBeGreaterThan(2);
    const undecided = report.scenarios.filter((s) => s.regression?.verdict === 'insufficient').length;
    const md = renderMarkdown(report);
    expect(md).toContain(`mcp-eval: GOOD: 4 scenarios; ${undecided} scenarios insufficient \\(pass rate\\)`);
    expect(md).toContain(`4 GOOD, ${undecided} insufficient \\(pass rate\\)`);
    expect(md).toContain('Not decided: the runs of');
    expect(md).not.toContain('Ship with confidence');
    expect(renderJunit(report)).toContain(`<property name="insufficient" value="${undecided}"/>`);
    expect(report.failed).toBe(false);
    expect(verdictText(report, false)).toContain(`GOOD: 4 scenarios; ${undecided} scenarios insufficient (pass rate)`);
    expect(statusTable(report, false)).toContain('insufficient: the runs cannot tell');
    const strict = await go({ mode: 'compare', runs: 2, name: steady, failOnInsufficient: true }, BORDERLINE, 6);
    expect(strict.failed).toBe(true);
    expect(verdictText(strict, false)).toMatch(/the check fails: .*fail-on-insufficient \(\d+ scenarios?\)/);
  }, 300_000);

  it('model runs still follow the change: an unchanged surface under runs auto runs no model at all', async () => {
    const before = emulator.requests.length;
    const report = await go({ mode: 'compare', runs: 'auto', modelRuns: 'on-change' }, 0, 7);
    expect(emulator.requests.length).toBe(before);
    for (const s of report.scenarios) {
      expect(s.replay?.unchanged).toBe(true);
      expect(s.runs.length).toBe(1);
      expect(s.regression).toBeUndefined();
    }
  }, 300_000);
});
