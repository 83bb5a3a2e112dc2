// The demo tells the same story every time it runs: its run history is its own (reports/demo-baselines/history.jsonl)
// and starts afresh with each demo, so a second demo's report shows the same two runs on the default branch as the
// first, not four; its scenarios are copied afresh to reports/demo-scenarios/, where its way back edits them. The
// commands it prints are the CLI as the person runs it. `demo --json` prints exactly one JSON document, the comparison
// against the upgrade (here rather than in test/e2e/cli.test.ts: the first of the two runs below is that same run).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { RunReport } from '../../src/results/index.js';
import { cliCommand } from '../../src/cli/demo.js';
import { cli } from '../helpers/cli-project.js';
import { tempDir } from '../helpers/mcp-servers.js';

it('running the demo twice tells the same story: the same history, the same summary', async () => {
  const cwd = tempDir();
  const story = async () => {
    const res = await cli(['demo', '--json'], cwd);
    expect([res.code, res.stderr]).toEqual([0, '']);
    const results = JSON.parse(readFileSync(path.join(cwd, 'reports/results.json'), 'utf8')) as RunReport;
    const trend = /^📈 .*run\(s\) on the default branch.*$/m.exec(
      readFileSync(path.join(cwd, 'reports/summary.md'), 'utf8'),
    );
    const files = results.scenarios.map((s) => s.file);
    return { history: results.history?.runs.map((r) => [r.status, r.score]), trend: trend?.[0], files, res };
  };
  const { res, ...first } = await story();
  const out = JSON.parse(res.stdout);
  expect([out.status, out.failed]).toEqual(['BROKEN', false]);
  expect(out.files.html).toBe(path.join(cwd, 'reports/report.html'));
  // Its fail-on is never: every surface names what broke, and none says the check fails.
  for (const file of ['summary.md', 'report.html', 'junit.xml']) {
    const text = readFileSync(path.join(cwd, 'reports', file), 'utf8').replace(/\\/g, '');
    expect(text, file).toContain('the check passes (fail-on never)');
    expect(text, file).not.toMatch(/check fails/);
  }
  expect(out.scenarios.map((s: { id: string; status: string }) => [s.id, s.status])).toEqual([
    ['echo', 'GOOD'],
    ['echo-then-sum', 'BROKEN'],
    ['messages/annotated-error', 'GOOD'],
    ['weather', 'GOOD'],
  ]);
  expect(first.history).toEqual([
    ['RECORDED', null],
    ['GOOD', 1],
  ]);
  expect(first.trend).toContain('last 2 run(s) on the default branch');
  expect(first.files).toEqual([
    'reports/demo-scenarios/echo.yaml',
    'reports/demo-scenarios/echo-then-sum.yaml',
    'reports/demo-scenarios/messages/annotated-error.yaml',
    'reports/demo-scenarios/weather.yaml',
  ]);
  // A copy edited as the way back says is copied afresh by the next demo.
  writeFileSync(path.join(cwd, 'reports/demo-scenarios/echo-then-sum.yaml'), 'name: [edited');
  const { res: again, ...second } = await story();
  expect(second).toEqual(first);
  expect(JSON.parse(again.stdout).status).toBe('BROKEN');
}, 180_000);

it('prints the CLI as the person runs it: npx mcp-eval where installed, npx mcp-eval-action from elsewhere', () => {
  const pkg = path.join('/work/app/node_modules/mcp-eval-action');
  expect(cliCommand(pkg, '/work/app')).toBe('npx mcp-eval');
  expect(cliCommand(pkg, '/work/app/packages/api')).toBe('npx mcp-eval');
  expect(cliCommand('/home/me/.npm/_npx/0a1b/node_modules/mcp-eval-action', '/work/app')).toBe('npx mcp-eval-action');
  expect(cliCommand('/work/mcp-eval-action', '/work/mcp-eval-action')).toBe('node bin/mcp-eval.js');
  expect(cliCommand('/work/mcp-eval-action', '/tmp/try')).toBe('node ../../work/mcp-eval-action/bin/mcp-eval.js');
});
