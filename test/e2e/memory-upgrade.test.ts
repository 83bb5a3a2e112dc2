// A real server's real upgrade, as a team bumping it would meet it: server-memory 2025.4.25 -> 2026.8.31, through the
// CLI's main in this process (helpers/cli-in-process.ts) at the default concurrency, on the suite init writes from the
// old release. Three things that read wrong here before: scenarios running at once on the one server lost each other's
// entities (BROKEN "now returns errors" on an unchanged server, one compare in three; init gave them all the one name
// mcp-eval-create_entities), the draft-07 `$schema` the new release declares on every input schema read as 9 breaking
// changes, and its `execution: {taskSupport: "forbidden"}` (the spec's default, stated) as 9 risky ones. What changed
// for real is named: its entities lost their `type` key, in every tool that answers with them.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/results/index.js';
import { cliInProcess } from '../helpers/cli-in-process.js';
import { cliProject } from '../helpers/cli-project.js';
import { MEMORY_JS, stopAllServers } from '../helpers/mcp-servers.js';
import { expectCommentFirst, expectedFirst, expectHtmlFirst, expectTerminalFirst } from '../helpers/first-screen.js';

afterAll(stopAllServers);

const OLD = path.resolve('node_modules/server-memory-old/dist/index.js');

const results = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'reports/results.json'), 'utf8')) as RunReport;
const statuses = (dir: string) => Object.fromEntries(results(dir).scenarios.map((s) => [s.id, s.status]));

describe('server-memory 2025.4.25 -> 2026.8.31, the suite init writes', () => {
  it('compares GOOD on the same release, and names only the real change on the new one', async () => {
    const server = (js: string, file: string) => ({
      command: process.execPath,
      args: [js],
      env: { MEMORY_FILE_PATH: file },
    });
    const dir = cliProject({}, {});
    const servers = (name: string, js: string) =>
      writeFileSync(
        path.join(dir, name),
        JSON.stringify({ mcpServers: { memory: server(js, path.join(dir, `${name}.jsonl`)) } }),
      );
    servers('old.json', OLD);
    servers('new.json', MEMORY_JS);
    expect((await cliInProcess(['init', '--servers', 'old.json'], dir)).code).toBe(0);
    const record = await cliInProcess(['record', '--servers', 'old.json', '--agent', 'scripted'], dir);
    expect(record.code, record.stdout).toBe(0);
    expect(Object.values(statuses(dir))).toEqual(Array(10).fill('RECORDED'));

    for (let i = 0; i < 2; i++) {
      const same = await cliInProcess(['compare', '--servers', 'old.json', '--agent', 'scripted'], dir);
      expect(same.code, same.stdout).toBe(0);
      expect(new Set(Object.values(statuses(dir)))).toEqual(new Set(['GOOD']));
    }

    const upgraded = await cliInProcess(['compare', '--servers', 'new.json', '--agent', 'scripted'], dir);
    expect(upgraded.stdout).toContain('Contract: 0 breaking, 0 risky, ');
    const report = results(dir);
    const rules = report.contract?.servers.flatMap((x) => x.changes.map((c) => c.rule)) ?? [];
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.filter((r) => r === 'input-breaking' || r === 'execution-changed')).toEqual([]);
    const degraded = Object.entries(statuses(dir)).filter(([, s]) => s !== 'GOOD');
    expect(degraded).toEqual([
      ['memory/flow-create_entities', 'DEGRADED'],
      ['memory/open_nodes', 'DEGRADED'],
      ['memory/read_graph', 'DEGRADED'],
      ['memory/search_nodes', 'DEGRADED'],
    ]);
    for (const s of report.scenarios.filter((x) => x.status === 'DEGRADED'))
      expect(s.runs[0].evaluation?.first_divergence?.description).toContain('removed keys entities[].type');
    // DEGRADED does not fail the default check (fail-on broken).
    expect(upgraded.code).toBe(0);

    // Said first on every surface (issue 42): the verdict, the check, each cause with its fix; the 6 GOOD scenarios
    // and the compatible contract changes fold away.
    expect(expectedFirst(dir).sentence).toBe('DEGRADED: 4 scenarios');
    expect(upgraded.stdout).toContain('\nPassed: 6 GOOD (--verbose lists them)\n');
    expectTerminalFirst(upgraded.stdout, dir);
    expectCommentFirst(dir);
    const screen = await expectHtmlFirst(dir);
    expect(screen.causes.length).toBeGreaterThan(0);
  }, 300_000);
});
