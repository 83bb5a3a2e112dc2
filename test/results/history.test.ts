// The run history: its file (history.jsonl), how a run knows it is on the default branch, the directory store
// keeping it, and execute() reading and writing it as a default-branch run and a pull request's run would.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DirBaselineStore } from '../../src/baselines/index.js';
import { execute } from '../../src/pipeline/index.js';
import { defaultBranchRun } from '../../src/github/default-branch.js';
import {
  appendHistory,
  HISTORY_FILE,
  parseHistory,
  serializeHistory,
  type HistoryEntry,
} from '../../src/results/history.js';
import { parseSettings, type SettingsInput } from '../../src/settings/settings.js';
import { baseline, historyEntry } from '../helpers/baselines-fixtures.js';
import { sharedEverythingUrl, stopAllServers } from '../helpers/mcp-servers.js';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'history-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});
afterAll(stopAllServers);

describe('history.jsonl', () => {
  it('is one run per line, oldest first, and reads back what it wrote, keeping fields it does not know', () => {
    const entries = [historyEntry(1), { ...historyEntry(2, 0.5), added_later: { x: 1 } }];
    const text = serializeHistory(entries);
    expect(text.split('\n')).toHaveLength(3);
    expect(text.endsWith('}\n')).toBe(true);
    expect(parseHistory(text, 'h')).toEqual({ entries, source: 'h', warnings: [] });
  });

  it('skips, naming file and line, a line that is not JSON, has the wrong shape or a newer version', () => {
    const lines = [
      JSON.stringify(historyEntry(1)),
      '{"schema_version": 1, "started_',
      '',
      JSON.stringify({ ...historyEntry(3), score: 'high' }),
      JSON.stringify({ ...historyEntry(4), schema_version: 2 }),
      JSON.stringify(historyEntry(5)),
    ];
    const read = parseHistory(lines.join('\n'), 'store:history.jsonl');
    expect(read.entries).toEqual([historyEntry(1), historyEntry(5)]);
    expect(read.warnings).toEqual([
      expect.stringMatching(/^history store:history\.jsonl:2: not valid JSON \(.+\); line skipped$/),
      'history store:history.jsonl:4: score: expected number, received "high"; line skipped',
      'history store:history.jsonl:5: schema_version 2, this mcp-eval reads 1; line skipped',
    ]);
  });

  it('appends this run and keeps the newest `keep`', () => {
    const stored = [1, 2, 3].map((n) => historyEntry(n));
    expect(appendHistory(stored, { entry: historyEntry(4), keep: 3 })).toEqual([2, 3, 4].map((n) => historyEntry(n)));
    expect(appendHistory([], { entry: historyEntry(1), keep: 30 })).toEqual([historyEntry(1)]);
  });
});

describe('a run on the default branch', () => {
  const event = (payload: unknown): string => {
    const file = path.join(root, `event-${Math.random()}.json`);
    writeFileSync(file, JSON.stringify(payload));
    return file;
  };
  const repository = { full_name: 'acme/proxy', default_branch: 'main' };
  const actions = (env: NodeJS.ProcessEnv) => defaultBranchRun({ GITHUB_ACTIONS: 'true', ...env });

  it('is a GitHub Actions run whose ref is the default branch the event payload names', () => {
    const push = event({ ref: 'refs/heads/main', repository });
    expect(actions({ GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main', GITHUB_EVENT_PATH: push })).toEqual({
      onDefault: true,
      why: 'refs/heads/main is the default branch main',
    });
    const dispatch = event({ ref: 'refs/heads/release', repository, inputs: {} });
    expect(
      actions({
        GITHUB_EVENT_NAME: 'workflow_dispatch',
        GITHUB_REF: 'refs/heads/release',
        GITHUB_EVENT_PATH: dispatch,
      }),
    ).toEqual({ onDefault: false, why: 'refs/heads/release is not the default branch main' });
    const pr = event({ number: 7, pull_request: { number: 7 }, repository });
    expect(
      actions({ GITHUB_EVENT_NAME: 'pull_request', GITHUB_REF: 'refs/pull/7/merge', GITHUB_EVENT_PATH: pr }),
    ).toMatchObject({ onDefault: false });
  });

  it('is a schedule; is not a run whose payload cannot say, nor any run outside GitHub Actions', () => {
    expect(
      actions({ GITHUB_EVENT_NAME: 'schedule', GITHUB_REF: 'refs/heads/main', GITHUB_EVENT_PATH: event({}) }),
    ).toEqual({ onDefault: true, why: 'a schedule runs on the default branch' });
    const missing = path.join(root, 'no-such-event.json');
    expect(actions({ GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main', GITHUB_EVENT_PATH: missing })).toEqual({
      onDefault: false,
      why: 'the push event does not name the default branch',
    });
    const push = event({ repository });
    expect(defaultBranchRun({ GITHUB_REF: 'refs/heads/main', GITHUB_EVENT_PATH: push })).toEqual({
      onDefault: false,
      why: 'not a GitHub Actions run',
    });
  });
});

describe('directory store', () => {
  it('writes history.jsonl next to the baselines, with or without baselines, and reads it back', async () => {
    const store = new DirBaselineStore(root);
    expect(await store.loadHistory()).toEqual({ entries: [], source: null, warnings: [] });
    await store.save([baseline('echo')], { entry: historyEntry(1, null), keep: 2 });
    await store.save([], { entry: historyEntry(2), keep: 2 });
    await store.save([], { entry: historyEntry(3, 0.4), keep: 2 });
    const file = path.join(root, HISTORY_FILE);
    expect(await store.loadHistory()).toEqual({
      entries: [historyEntry(2), historyEntry(3, 0.4)],
      source: file,
      warnings: [],
    });
    expect(readFileSync(file, 'utf8')).toBe(serializeHistory([historyEntry(2), historyEntry(3, 0.4)]));
    // A save without a history line leaves it alone; it is no baseline.
    await store.save([baseline('other')]);
    expect((await store.loadHistory()).entries).toHaveLength(2);
    expect(await store.prepare()).toBe(`baselines: directory ${root} (2 file(s))`);
  });
});

describe('execute() and the history', () => {
  /** A project with two scenarios against the run's shared server-everything, and its event payloads. */
  async function projectDir(): Promise<string> {
    mkdirSync(path.join(root, 'scenarios'));
    for (const [name, tool] of [
      ['echo', 'echo\n    args: { message: hi }'],
      ['sum', 'get-sum\n    args: { a: 1, b: 2 }'],
    ]) {
      writeFileSync(
        path.join(root, 'scenarios', `${name}.yaml`),
        `name: ${name}\nuser_intent: ${name}\nexpected_trajectory:\n  - tool: mcp__everything__${tool}\n`,
      );
    }
    // The run's shared server-everything over streamable HTTP: the runs here are about the history.
    const mcp = { mcpServers: { everything: { url: sharedEverythingUrl() } } };
    writeFileSync(path.join(root, 'mcp.json'), JSON.stringify(mcp));
    return root;
  }

  const GITHUB = (ref: string, event: string): NodeJS.ProcessEnv => {
    const file = path.join(root, `${event}.json`);
    writeFileSync(file, JSON.stringify({ repository: { default_branch: 'main' } }));
    return { GITHUB_ACTIONS: 'true', GITHUB_REF: ref, GITHUB_EVENT_NAME: event, GITHUB_EVENT_PATH: file };
  };
  const MAIN = () => GITHUB('refs/heads/main', 'push');
  const PR = () => GITHUB('refs/pull/7/merge', 'pull_request');

  async function exec(env: NodeJS.ProcessEnv, input: SettingsInput = {}) {
    const settings = parseSettings(
      {
        mode: 'auto',
        agent: 'scripted',
        servers: path.join(root, 'mcp.json'),
        scenarios: path.join(root, 'scenarios/*.yaml'),
        baselineDir: path.join(root, 'baselines'),
        out: path.join(root, 'out'),
        ...input,
      },
      {},
    );
    const lines: string[] = [];
    const { report, paths } = await execute(settings, {
      cwd: root,
      env,
      log: (l) => lines.push(l),
      branch: defaultBranchRun(env),
    });
    return { report, lines, json: JSON.parse(readFileSync(paths.json, 'utf8')) as { history?: unknown } };
  }
  const historyFile = () => path.join(root, 'baselines', HISTORY_FILE);
  const stored = (): HistoryEntry[] => parseHistory(readFileSync(historyFile(), 'utf8'), 'h').entries;

  it('a default-branch run adds itself; a pull request run reads the history into results.json and never writes', async () => {
    await projectDir();
    const first = await exec(MAIN());
    expect(first.lines).toContain('history: this run is added: refs/heads/main is the default branch main');
    expect(first.lines).toContain('history: none yet');
    expect(first.lines).toContain(
      `saved 2 baseline(s) and the servers' contract and this run to the history to ${path.join(root, 'baselines')}`,
    );
    expect(first.report.history).toEqual({
      source: null,
      runs: [],
      added: true,
      why: 'refs/heads/main is the default branch main',
    });
    const second = await exec(MAIN());
    expect(second.report.history).toMatchObject({ source: historyFile(), added: true });
    expect(stored().map((e) => [e.status, e.score, e.scenarios])).toEqual([
      [
        'RECORDED',
        null,
        [
          { id: 'echo', status: 'RECORDED', score: null },
          { id: 'sum', status: 'RECORDED', score: null },
        ],
      ],
      [
        'GOOD',
        1,
        [
          { id: 'echo', status: 'GOOD', score: 1 },
          { id: 'sum', status: 'GOOD', score: 1 },
        ],
      ],
    ]);
    expect(stored()[1]).toMatchObject({
      started_at: second.report.started_at,
      agent: 'scripted',
      git: second.report.git,
    });

    const before = readFileSync(historyFile(), 'utf8');
    const pr = await exec(PR(), { mode: 'compare' });
    expect(pr.lines).toContain('history: read only: refs/pull/7/merge is not the default branch main');
    expect(pr.lines).toContain(`history: 2 run(s) from ${historyFile()}`);
    expect(pr.lines.some((l) => l.startsWith('saved '))).toBe(false);
    expect(readFileSync(historyFile(), 'utf8')).toBe(before);
    expect(pr.json.history).toEqual({
      source: historyFile(),
      runs: stored(),
      added: false,
      why: 'refs/pull/7/merge is not the default branch main',
    });
    // A developer's run (no GitHub Actions) reads it too, and writes nothing.
    const local = await exec({}, { mode: 'compare' });
    expect(local.lines).toContain('history: read only: not a GitHub Actions run');
    expect(local.report.history?.runs).toHaveLength(2);
    expect(local.report.history?.why).toBe('not a GitHub Actions run');
    expect(readFileSync(historyFile(), 'utf8')).toBe(before);
  });

  it('keeps history-size runs; history-write always and never override the branch; history-size 0 keeps none', async () => {
    await projectDir();
    await exec({}, { mode: 'record', historySize: 2, historyWrite: 'always' });
    expect(stored().map((e) => e.status)).toEqual(['RECORDED']);
    for (let i = 0; i < 2; i++) await exec({}, { historySize: 2, historyWrite: 'always' });
    expect(stored().map((e) => e.status)).toEqual(['GOOD', 'GOOD']);
    const never = await exec(MAIN(), { historySize: 2, historyWrite: 'never' });
    expect(stored()).toHaveLength(2);
    expect(never.report.history).toMatchObject({ added: false, why: 'history-write never' });
    const none = await exec(MAIN(), { historySize: 0 });
    expect(none.report.history).toBeUndefined();
    expect(none.json).not.toHaveProperty('history');
    expect(none.lines.filter((l) => l.startsWith('history'))).toEqual([]);
    expect(stored()).toHaveLength(2);
  });

  it('a corrupt line is skipped with a warning, and the next write keeps the good lines', async () => {
    await projectDir();
    await exec(MAIN(), { mode: 'record' });
    writeFileSync(historyFile(), `${readFileSync(historyFile(), 'utf8')}not json\n`);
    const next = await exec(MAIN());
    expect(next.lines.some((l) => /^history .*history\.jsonl:2: not valid JSON .*; line skipped$/.test(l))).toBe(true);
    expect(next.report.history?.runs).toHaveLength(1);
    expect(stored().map((e) => e.status)).toEqual(['RECORDED', 'GOOD']);
  });
});
