// The demo tells the same story every time it runs: its run history is its own (reports/demo-baselines/history.jsonl)
// and starts afresh with each demo, so a second demo's report shows the same two runs on the default branch as the
// first, not four.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { RunReport } from '../../src/results/index.js';
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
    return { history: results.history?.runs.map((r) => [r.status, r.score]), trend: trend?.[0] };
  };
  const first = await story();
  expect(first.history).toEqual([
    ['RECORDED', null],
    ['GOOD', 1],
  ]);
  expect(first.trend).toContain('last 2 run(s) on the default branch');
  expect(await story()).toEqual(first);
});
