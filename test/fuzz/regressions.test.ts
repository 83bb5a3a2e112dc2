// Issue 48's failures, each a named regression test: first what the issue measured (a schema 5,000 deep, 100,000
// properties, a crashed stdio server named `?`), then every failure the fuzzer found, with the seed and index that
// drew it and the case as it was shrunk (REGRESSIONS). Each runs as a fuzz session (session.ts): the CLI as a user
// runs it, every invariant checked.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/results/index.js';
import { cliInProcess } from '../helpers/cli-in-process.js';
import { cli, cliProject, hostile, scenarioYaml } from '../helpers/cli-project.js';
import type { FuzzCase } from './cases.js';
import { REGRESSIONS } from './found.js';
import { startServers, stdioCommand } from './servers.js';
import { runBatch, type BatchOutcome } from './session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  // The batches and the run limit's record mostly wait out deadlines: all start now, beside each other and the tests
  // before theirs. A failure is the test's that awaits it.
  for (const run of [together(), wide(), limitRecord()]) run.catch(() => undefined);
});
afterAll(async () => {
  await browser?.close();
});

const LONG = 240_000;

/** One stdio case with these faults on tools/list. */
const onToolList = (id: string, fault: Record<string, unknown>): FuzzCase => ({
  id,
  transport: 'stdio',
  stream: false,
  faults: [{ on: 'tools/list', nth: 1, sticky: true, ...fault } as FuzzCase['faults'][number]],
});

/**
 * The fuzz sessions of this file in two batches run at once (a CLI run each, each case its own server beside a healthy
 * server of its own), not a batch each: the 100,000-property case alone, and the others together. A batch's fixed cost
 * (the CLI's start, its stdio servers', the batch's server process, the report's page: ~1.5 s of CPU) is paid twice,
 * not once: every stdio case's relay is answered by its batch's one server process, which builds that 5 MB list, and
 * the CLI reads it on its one thread; beside it, the lists of #17, #69 and #70 waited past the connect deadline on a
 * loaded machine (7.8 s at load 15.6), and their errors were the connect's, not their causes. Each test reads its
 * sessions' outcome, and its batch's own problems. The seed gives the secrets only (secretOf): the cases are as found.
 */
const DEEP = onToolList('fz0', { kind: 'deep-schema', depth: 5000 });
const WIDE = onToolList('fz1', { kind: 'wide-schema', width: 100_000 });
let batch: Promise<BatchOutcome> | undefined;
const together = () => (batch ??= runBatch([DEEP, ...REGRESSIONS.map((found) => found.case)], 48, browser));
let wideBatch: Promise<BatchOutcome> | undefined;
const wide = () => (wideBatch ??= runBatch([WIDE], 48, browser));
/** The problems of session `id` and of the batch as a whole. */
const problemsOf = (out: BatchOutcome, id: string) => out.problems.filter((p) => [id, 'batch'].includes(p.session));

describe('issue 48 as measured', () => {
  it(
    'a tool schema nested 5,000 deep is refused at the door: the session is ERROR saying so, the rest of the run goes on',
    async () => {
      const out = await together();
      expect(problemsOf(out, 'fz0')).toEqual([]);
      expect(out.statuses.get('fz0')?.error).toMatch(/^server "fz0" .*answer is nested deeper than 128 levels/);
      expect(out.statuses.get('good-fz0')?.status).toBe('RECORDED');
    },
    LONG,
  );

  it(
    'a tool with 100,000 properties is left out, said, and costs the healthy server nothing',
    async () => {
      const out = await wide();
      expect(problemsOf(out, 'fz1')).toEqual([]);
      // Left out once read; on a machine too busy to read 5 MB within the connect deadline, not read in time.
      expect(out.statuses.get('fz1')?.error).toMatch(
        /unknown tool "echo" on server "fz1"|"fz1" did not answer list|"fz1" .*failed to list tools: no answer within/,
      );
      expect(out.statuses.get('good-fz1')?.status).toBe('RECORDED');
    },
    LONG,
  );

  it(
    'a stdio server that crashes costs its scenario only: named, started again for the next, and the report says so',
    async () => {
      const calls = (text: string) => scenarioYaml(`Say ${text}`, 'mcp__hostile__echo', [{ text }]);
      const cwd = cliProject(
        { '1.yaml': calls('first'), '2.yaml': calls('die'), '3.yaml': calls('third') },
        { hostile: hostile('exit-on-die') },
      );
      // The CLI's main in this process: the claim is the run's and the report's, not the process's (a Node start and
      // the bundle's load less, ~0.4 s of CPU).
      const res = await cliInProcess(['record', '--servers', 'mcp.json', '--concurrency', '1'], cwd);
      const report = JSON.parse(readFileSync(path.join(cwd, 'reports/results.json'), 'utf8')) as RunReport;
      expect(report.scenarios.map((s) => s.status)).toEqual(['RECORDED', 'ERROR', 'RECORDED']);
      expect(res.stdout).toContain('server `hostile` crashed');
      expect(res.stdout).not.toContain('`?`');
      const third = report.scenarios[2].runs[0].trajectory.servers[0];
      expect(third.findings).toContain('started again: the server process exited (code 3)');
      expect(readFileSync(path.join(cwd, 'reports/summary.md'), 'utf8')).toContain('started again');
      expect(existsSync(path.join(cwd, 'baselines/2.json'))).toBe(false);
    },
    LONG,
  );
});

/**
 * One record with a 2 s run limit and deadlines longer than it: a scenario of two calls to each of two hostile servers,
 * `hang` (its calls never answered) and `slow` (slow to start).
 */
let recorded: Promise<{ cwd: string; report: RunReport }> | undefined;
const limitRecord = () =>
  (recorded ??= (async () => {
    const twice = (name: string) =>
      scenarioYaml(`Twice ${name}`, `mcp__${name}__echo`, [{ text: 'one' }, { text: 'two' }], `servers: [${name}]\n`);
    const cwd = cliProject(
      { 'hang.yaml': twice('hang'), 'slow.yaml': twice('slow') },
      { hang: hostile('hang'), slow: hostile('slow-start') },
    );
    const limits = ['--run-timeout-seconds', '2', '--call-timeout-seconds', '30', '--connect-timeout-seconds', '10'];
    await cli(['record', '--servers', 'mcp.json', ...limits], cwd);
    return { cwd, report: JSON.parse(readFileSync(path.join(cwd, 'reports/results.json'), 'utf8')) as RunReport };
  })());

describe("the run's limit names the server whose request it cut", () => {
  /** A scenario's status and error, by server, once it is checked that no baseline was written for it. */
  async function cut(server: 'hang' | 'slow'): Promise<[string, string | null]> {
    const { cwd, report } = await limitRecord();
    expect(existsSync(path.join(cwd, `baselines/${server}.json`))).toBe(false);
    const s = report.scenarios.find((x) => x.id === server)!;
    return [s.status, s.runs[0].trajectory.error];
  }

  it(
    'cut during the first of two calls: the call\'s server, not "between scripted calls" (seed 48 #228 under load)',
    async () => {
      expect(await cut('hang')).toEqual(['ERROR', 'run timed out during a call to server "hang" (limit 2s)']);
    },
    LONG,
  );

  it(
    'cut while the server starts (its contract read beside): the server still connecting',
    async () => {
      expect(await cut('slow')).toEqual(['ERROR', 'run timed out while connecting to server "slow" (limit 2s)']);
    },
    LONG,
  );
});

describe('the fuzzed server sees what the harness asks at once', () => {
  /** What server.mjs notes when these lines reach it over stdio (its relay), its first prompts/list left unanswered. */
  async function overlapsOf(lines: object[]): Promise<string> {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fuzz-overlap-'));
    const file = path.join(dir, 'case.json');
    const hang = { on: 'prompts/list', nth: 1, sticky: false, kind: 'hang', forever: false };
    writeFileSync(file, JSON.stringify({ id: 'fz0', transport: 'stdio', stream: false, faults: [hang] }));
    const servers = await startServers([], dir);
    const { command, args } = stdioCommand(dir, file);
    const server = spawn(command, args);
    for (const l of lines) server.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...l })}\n`);
    // Once the second list is answered (on stdio the server waits for no cancellation).
    for await (const line of createInterface({ input: server.stdout })) if (line.includes('"id":2')) break;
    await sleep(200);
    server.kill();
    servers.child.kill();
    return existsSync(`${file}.overlaps`) ? readFileSync(`${file}.overlaps`, 'utf8') : '';
  }

  it('a list asked while another is unanswered is noted; one asked after the other was cancelled is not', async () => {
    const prompts = { id: 1, method: 'prompts/list' };
    const resources = { id: 2, method: 'resources/list' };
    expect(await overlapsOf([prompts, resources])).toBe(
      'fz0 resources/list (id 2) while prompts/list (id 1) unanswered\n',
    );
    const cancel = { method: 'notifications/cancelled', params: { requestId: 1 } };
    expect(await overlapsOf([prompts, cancel, resources])).toBe('');
  });
});

describe('found by the fuzzer', () => {
  for (const found of REGRESSIONS) {
    it(
      `seed ${found.seed} #${found.index}: ${found.name}`,
      async () => {
        const out = await together();
        expect(problemsOf(out, found.case.id)).toEqual([]);
        if (found.error) expect(out.statuses.get(found.case.id)?.error ?? '').toMatch(found.error);
      },
      LONG,
    );
  }
});
