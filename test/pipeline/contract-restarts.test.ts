// The contract read in a run that restarts the service (issue 43, point 4): a configuration group's restart must not
// come under the older client's read, and what is read again at the end is read on the default configuration. The
// service: contract-server.mjs over stdio, reading its spec from a file a restart replaces with the configuration's
// (the default one for null), as a compose restart or a reset command would start it on another config_file.
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/results/index.js';
import { contractServer, type ContractSpec } from '../helpers/contract-servers.js';
import { stopAllServers, tempDir } from '../helpers/mcp-servers.js';
import { readLegacy } from '../../src/mcp/contract-read.js';
import { RESTART_FAILED } from '../../src/results/phrases.js';
import { restoreDefault } from '../../src/pipeline/serve.js';
import { go, project } from '../helpers/pipeline.js';

afterAll(stopAllServers);

const OLDER = '2025-03-26';
const tool = (name: string) => ({ name, inputSchema: { type: 'object' } });
/** The default configuration shows two tools; the other one, one. */
const DEFAULT: ContractSpec = { tools: [tool('search'), tool('render')] };
const OTHER: ContractSpec = { tools: [tool('search')] };

const search = (config?: string) =>
  `name: Search\nuser_intent: Search hi\n${config ? `config_file: ${config}\n` : ''}` +
  'expected_trajectory:\n  - tool: mcp__docs__search\n    args: { q: hi }\n';

/** A project whose only scenario runs on other.json, its service, and the restarts it was asked for. */
function restartingService(defaults: ContractSpec = DEFAULT) {
  const cwd = project({ 'other.yaml': search('other.json') });
  const other = path.join(cwd, 'scenarios/other.json');
  writeFileSync(other, JSON.stringify(OTHER));
  const server = contractServer('docs', defaults, cwd);
  const [live] = server.args.slice(-1);
  const initial = path.join(cwd, 'default.json');
  copyFileSync(live, initial);
  const calls: Array<string | null> = [];
  const reset = async (file: string | null) => {
    calls.push(file);
    copyFileSync(file ?? initial, live);
  };
  return { cwd, server, live, other, calls, reset };
}

type Service = ReturnType<typeof restartingService>;

/** The reference: the contract of the default configuration, stored by mode contract. */
async function reference(s: Service): Promise<void> {
  const stored = await go(s.cwd, { mode: 'contract', contractProtocol: OLDER }, [s.server]);
  expect(stored.contract?.action).toBe('recorded');
}

/** A run of the scenario (its baseline recorded), the contract compared with the reference. */
function scenarioRun(s: Service): Promise<RunReport> {
  return go(s.cwd, { mode: 'auto', contractProtocol: OLDER, failOnContract: 'risky' }, [s.server], {
    reset: s.reset,
  });
}

/** The contract's changes, each `class rule: detail`. */
const changes = (r: RunReport) =>
  r.contract!.servers.flatMap((s) => s.changes.map((c) => `${c.class} ${c.rule}: ${c.detail}`));

/** A recorded run whose contract shows no change, no problem, after these restarts (a config file, or null: default). */
function expectClean(report: RunReport, restarts: (string | null)[], s: { calls: (string | null)[] }): void {
  expect(report.scenarios.map((r) => r.status)).toEqual(['RECORDED']);
  expect(changes(report)).toEqual([]);
  expect(s.calls).toEqual(restarts);
  expect([report.problems, report.failed]).toEqual([[], false]);
}

describe('the contract of a run that restarts the service on another configuration', () => {
  it("the older client reads the default configuration's tools, not those of the group that restarts it", async () => {
    const s = restartingService();
    await reference(s);
    const report = await scenarioRun(s);
    // Read beside the restart, it saw other.json's one tool: "clients on 2025-03-26 see 1 tool fewer (render)".
    // No server was read again at the end: the service is not put back on its default for the contract.
    expectClean(report, [s.other], s);
  }, 60_000);

  it('a server down as the run began is read again at the end on the default configuration (one restart)', async () => {
    const s = restartingService();
    await reference(s);
    // Not up yet: the first group's restart starts it, with other.json.
    rmSync(s.live);
    const report = await scenarioRun(s);
    // Read on other.json, it had lost render: "breaking tool-removed".
    expectClean(report, [s.other, null], s);
  }, 60_000);

  it('a service that cannot be put back on its default: not read again, and the run says why', async () => {
    const s = restartingService();
    await reference(s);
    rmSync(s.live);
    const noDefault = async (file: string | null) => {
      if (file === null) throw new Error('no default configuration');
      await s.reset(file);
    };
    const report = await go(s.cwd, { mode: 'auto', contractProtocol: OLDER }, [s.server], { reset: noDefault });
    expect(report.scenarios.map((r) => r.status)).toEqual(['RECORDED']);
    expect(report.problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^contract: server "docs" .*; not read again: ${RESTART_FAILED}its default configuration failed: no default`,
        ),
      ),
    ]);
    expect(report.contract?.servers[0].compared).toBe(false);
    expect(report.failed).toBe(true);
  }, 60_000);

  it('an older client that met the server down is asked again at once, on the default configuration', async () => {
    const s = restartingService();
    const downOnce = { protocol: OLDER, file: path.join(s.cwd, 'down-once') };
    // The reference is read with the file there (the server answers); this run's first older client finds it gone.
    writeFileSync(downOnce.file, '');
    const spec = { ...DEFAULT, downOnce };
    for (const file of [s.live, path.join(s.cwd, 'default.json')]) writeFileSync(file, JSON.stringify(spec));
    await reference(s);
    rmSync(downOnce.file);
    const report = await scenarioRun(s);
    // Asked again at the end, it met other.json: "risky legacy-differs". Now its own retry reads it, no restart more.
    expectClean(report, [s.other], s);
  }, 60_000);
});

describe("the older client's one retry (readLegacy; finish() no longer reads a failed one again)", () => {
  it('a server that closes before answering is asked again at once; one that refuses is not', async () => {
    const dir = tempDir();
    const log = path.join(dir, 'requests.log');
    const downOnce = { protocol: OLDER, file: path.join(dir, 'down-once') };
    const initializes = () => readFileSync(log, 'utf8').match(/^> initialize$/gm)?.length;
    const seen = await readLegacy(contractServer('docs', { ...DEFAULT, downOnce, log }, dir), OLDER, 10_000);
    expect([seen.error, seen.negotiated, seen.tools]).toEqual([null, OLDER, ['search', 'render']]);
    expect(initializes()).toBe(2);
    rmSync(log);
    const refusing = { protocols: ['2025-11-25'], refuseOthers: true, log };
    const refused = await readLegacy(contractServer('docs', refusing, dir), OLDER, 10_000);
    expect(refused.error).toMatch(/unsupported protocol version 2025-03-26/);
    expect(initializes()).toBe(1);
  }, 30_000);
});

describe('the service back on its default configuration (restoreDefault: the retrieval suites and the contract share it)', () => {
  it('restarts once however many ask, and tells each of them the same failure', async () => {
    const asked: (string | null)[] = [];
    const restore = restoreDefault(async (file) => void asked.push(file));
    expect(await Promise.all([restore(), restore()])).toEqual([null, null]);
    expect(await restore()).toBeNull();
    expect(asked).toEqual([null]);

    const failing = restoreDefault(async () => {
      throw new Error('compose up failed');
    });
    const why = `${RESTART_FAILED}its default configuration failed: compose up failed`;
    expect([await failing(), await failing()]).toEqual([why, why]);
  });
});
