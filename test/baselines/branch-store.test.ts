// The git-branch baseline store against real git: a bare "origin", a clone that records and
// one that reads. The user's HEAD, index and working tree must come out untouched. The origin with its one commit on
// main is made once (a template) and copied for each test: a file copy, not the five git processes that make it.
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BOT_IDENTITY,
  BranchBaselineStore,
  commitBaselines,
  createBaselineStore,
  type BaselineStore,
} from '../../src/baselines/index.js';
import { HISTORY_FILE, parseHistory } from '../../src/results/history.js';
import { baseline, historyEntry } from '../helpers/baselines-fixtures.js';

const BRANCH = 'mcp-eval-baselines';
let root: string;
let origin: string;

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=Dev', '-c', 'user.email=dev@example.com', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

function clone(name: string, ...extra: string[]): string {
  const dir = path.join(root, name);
  execFileSync('git', ['clone', '-q', ...extra, `file://${origin}`, dir], { stdio: 'ignore' });
  return dir;
}

function store(cwd: string): BaselineStore {
  return createBaselineStore({ kind: 'branch', dir: 'unused', cacheKey: 'unused', branch: BRANCH, cwd, env: {} });
}

/** Everything about the user's checkout a baseline store must not change. */
function checkoutState(dir: string): Record<string, string> {
  return {
    head: git(dir, 'rev-parse', 'HEAD'),
    symbolic: git(dir, 'symbolic-ref', 'HEAD'),
    status: git(dir, 'status', '--porcelain=v1', '--untracked-files=all'),
    index: git(dir, 'ls-files', '--stage'),
    staged: git(dir, 'diff', '--cached'),
    unstaged: git(dir, 'diff'),
    branches: git(dir, 'for-each-ref', '--format=%(refname)', 'refs/heads', 'refs/tags'),
  };
}

/** A bare origin whose main has one commit (app.txt), copied for each test. */
let template: string;
beforeAll(() => {
  template = mkdtempSync(path.join(tmpdir(), 'baselines-branch-origin-'));
  const bare = path.join(template, 'origin.git');
  execFileSync('git', ['init', '-q', '--bare', '--initial-branch=main', bare]);
  const seed = path.join(template, 'seed');
  execFileSync('git', ['init', '-q', '--initial-branch=main', seed]);
  writeFileSync(path.join(seed, 'app.txt'), 'v1\n');
  git(seed, 'add', 'app.txt');
  git(seed, 'commit', '-q', '-m', 'app');
  git(seed, 'push', '-q', `file://${bare}`, 'main');
});
afterAll(() => {
  rmSync(template, { recursive: true, force: true });
});
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'baselines-branch-'));
  origin = path.join(root, 'origin.git');
  cpSync(path.join(template, 'origin.git'), origin, { recursive: true });
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('branch baseline store', () => {
  it('records to an orphan branch, reads it from another clone, and leaves the checkout untouched', async () => {
    const user = clone('user');
    // A checkout mid-work: unstaged change, staged new file, untracked file.
    writeFileSync(path.join(user, 'app.txt'), 'v2 in progress\n');
    writeFileSync(path.join(user, 'staged.txt'), 'staged\n');
    git(user, 'add', 'staged.txt');
    writeFileSync(path.join(user, 'untracked.txt'), 'u\n');
    const before = checkoutState(user);

    const recorder = store(user);
    expect(await recorder.prepare()).toBe(`baselines: branch ${BRANCH} does not exist on origin yet`);
    expect(await recorder.load('echo')).toBeNull();
    const where = await recorder.save([baseline('echo'), baseline('search/env', { runs: 2 })]);
    const first = git(origin, 'rev-parse', BRANCH);
    expect(where).toBe(`${BRANCH}@${first.slice(0, 7)}`);
    expect(git(origin, 'rev-list', '--parents', '-n1', BRANCH)).toBe(first); // orphan: no parent
    expect(git(origin, 'log', '-1', '--format=%an <%ae>|%cn|%s', BRANCH)).toBe(
      `${BOT_IDENTITY.name} <${BOT_IDENTITY.email}>|${BOT_IDENTITY.name}|mcp-eval: record 2 baseline(s)`,
    );
    expect(git(origin, 'ls-tree', '-r', '--name-only', BRANCH).split('\n')).toEqual(['echo.json', 'search/env.json']);
    expect(checkoutState(user)).toEqual(before);

    const reader = store(clone('reader'));
    expect(await reader.prepare()).toBe(`baselines: branch ${BRANCH}@${first.slice(0, 7)} of origin (2 file(s))`);
    expect(await reader.load('search/env')).toEqual({
      baseline: baseline('search/env', { runs: 2 }),
      source: `${BRANCH}@${first.slice(0, 7)}:search/env.json`,
    });
    expect(await reader.load('search/other')).toBeNull();

    // A second recording of one scenario: a child commit that keeps the other file.
    await recorder.save([baseline('echo', { query: 'changed' })]);
    const second = git(origin, 'rev-parse', BRANCH);
    expect(git(origin, 'rev-parse', `${second}^`)).toBe(first);
    expect(checkoutState(user)).toEqual(before);
    expect(existsSync(path.join(user, '.git', 'FETCH_HEAD'))).toBe(false);
    const fresh = store(clone('reader2'));
    expect((await fresh.load('echo'))?.baseline.trajectories[0].messages[0]).toEqual({
      type: 'user',
      text: 'find changed',
    });
    expect((await fresh.load('search/env'))?.baseline).toEqual(baseline('search/env', { runs: 2 }));
    // The recorder's own later loads see what it pushed.
    expect((await recorder.load('echo'))?.source).toBe(`${BRANCH}@${second.slice(0, 7)}:echo.json`);
  });

  it('works from a shallow checkout (actions/checkout default) and keeps it shallow', async () => {
    await store(clone('first')).save([baseline('a')]);
    const shallow = clone('shallow', '--depth=1');
    const s = store(shallow);
    expect((await s.load('a'))?.baseline).toEqual(baseline('a'));
    await s.save([baseline('b')]);
    expect(git(shallow, 'rev-parse', '--is-shallow-repository')).toBe('true');
    expect(git(origin, 'ls-tree', '-r', '--name-only', BRANCH).split('\n')).toEqual(['a.json', 'b.json']);
  });

  it('retries a push that lost a race (non-fast-forward) on the new tip, keeping both recordings', async () => {
    const recorder = clone('recorder');
    await store(recorder).save([baseline('a')]);
    const s0 = git(origin, 'rev-parse', BRANCH);

    // Another job's commit on top of s0, made ready on origin under a side ref.
    const other = clone('other');
    git(other, 'fetch', '-q', 'origin', BRANCH);
    const c1 = await commitBaselines(other, s0, [baseline('other')], 'other job', BOT_IDENTITY);
    git(other, 'push', '-q', 'origin', `${c1}:refs/pending/c1`);

    // It lands on the branch just as the recorder pushes: after the recorder fetched s0.
    const mark = path.join(root, 'raced');
    const wrapper = path.join(root, 'receive-pack.sh');
    writeFileSync(
      wrapper,
      `#!/bin/sh\nif [ ! -e '${mark}' ]; then : > '${mark}'; git --git-dir='${origin}' update-ref refs/heads/${BRANCH} ${c1}; fi\nexec git receive-pack "$@"\n`,
    );
    chmodSync(wrapper, 0o755);
    git(recorder, 'config', 'remote.origin.receivepack', wrapper);

    const where = await store(recorder).save([baseline('a', { query: 'again' })]);
    expect(existsSync(mark)).toBe(true);
    const tip = git(origin, 'rev-parse', BRANCH);
    expect(where).toBe(`${BRANCH}@${tip.slice(0, 7)}`);
    expect(git(origin, 'rev-parse', `${tip}^`)).toBe(c1);
    expect(git(origin, 'ls-tree', '-r', '--name-only', BRANCH).split('\n')).toEqual(['a.json', 'other.json']);
    expect(JSON.parse(git(origin, 'cat-file', 'blob', `${BRANCH}:a.json`)).trajectories[0].messages[0].text).toBe(
      'find again',
    );
  });

  it('gives up after a bounded number of lost races, and does not retry other push failures', async () => {
    const recorder = clone('recorder');
    await store(recorder).save([baseline('a')]);
    // Every push finds the branch moved by someone else.
    const wrapper = path.join(root, 'always-moves.sh');
    const g = `git --git-dir='${origin}'`;
    writeFileSync(
      wrapper,
      `#!/bin/sh\nt=$(${g} rev-parse refs/heads/${BRANCH}^{tree})\nc=$(echo busy | ${g} -c user.name=x -c user.email=x@x commit-tree $t -p refs/heads/${BRANCH})\n${g} update-ref refs/heads/${BRANCH} $c\nexec git receive-pack "$@"\n`,
    );
    chmodSync(wrapper, 0o755);
    git(recorder, 'config', 'remote.origin.receivepack', wrapper);
    const s = new BranchBaselineStore({ branch: BRANCH, cwd: recorder, maxPushAttempts: 3 });
    await expect(s.save([baseline('b')])).rejects.toThrow(
      `pushing baselines to ${BRANCH} on origin failed 3 times: the branch kept moving`,
    );
    expect(Number(git(origin, 'rev-list', '--count', BRANCH))).toBe(4); // a, then 3 "busy" commits

    git(recorder, 'config', '--unset', 'remote.origin.receivepack');
    // The hook counts the pushes it refuses: one, not retried (counted, not timed: a loaded machine is slow anyway).
    const refused = path.join(root, 'refused.log');
    const hook = `#!/bin/sh\necho push >> '${refused}'\necho "protected branch" >&2\nexit 1\n`;
    writeFileSync(path.join(origin, 'hooks', 'pre-receive'), hook);
    chmodSync(path.join(origin, 'hooks', 'pre-receive'), 0o755);
    await expect(s.save([baseline('b')])).rejects.toThrow(
      /pushing baselines to mcp-eval-baselines on origin failed: .*protected branch/,
    );
    expect(readFileSync(refused, 'utf8')).toBe('push\n');
  });

  it('commits the run history with the baselines or alone; another clone reads it; the checkout stays untouched', async () => {
    const user = clone('user');
    const before = checkoutState(user);
    const recorder = store(user);
    expect(await recorder.loadHistory()).toEqual({ entries: [], source: null, warnings: [] });
    await recorder.save([baseline('echo')], { entry: historyEntry(1, null), keep: 2 });
    expect(git(origin, 'ls-tree', '-r', '--name-only', BRANCH).split('\n')).toEqual(['echo.json', HISTORY_FILE]);
    expect(git(origin, 'log', '-1', '--format=%s', BRANCH)).toBe(
      'mcp-eval: record 1 baseline(s) and the run to the history',
    );
    // Runs on the default branch that record nothing: one commit each, with the run's own commit in the message.
    await recorder.save([], { entry: historyEntry(2), keep: 2 });
    expect(git(origin, 'log', '-1', '--format=%B', BRANCH)).toBe(
      `mcp-eval: add a run to the history\n\nRun at ${historyEntry(2).git.sha}.`,
    );
    // Another job added its run meanwhile: each save appends to the freshest tip's history.
    await store(clone('other')).save([], { entry: historyEntry(3, 0.4), keep: 2 });
    await recorder.save([], { entry: historyEntry(4, 0.7), keep: 2 });
    const tip = git(origin, 'rev-parse', BRANCH);
    expect(Number(git(origin, 'rev-list', '--count', BRANCH))).toBe(4);
    expect(parseHistory(git(origin, 'cat-file', 'blob', `${BRANCH}:${HISTORY_FILE}`) + '\n', 'h').entries).toEqual([
      historyEntry(3, 0.4),
      historyEntry(4, 0.7),
    ]);
    expect(checkoutState(user)).toEqual(before);

    const reader = store(clone('reader'));
    expect(await reader.loadHistory()).toEqual({
      entries: [historyEntry(3, 0.4), historyEntry(4, 0.7)],
      source: `${BRANCH}@${tip.slice(0, 7)}:${HISTORY_FILE}`,
      warnings: [],
    });
    expect(await reader.prepare()).toBe(`baselines: branch ${BRANCH}@${tip.slice(0, 7)} of origin (1 file(s))`);
    expect((await reader.load('echo'))?.baseline).toEqual(baseline('echo'));
  });

  it('concurrent recordings of different scenarios from three clones all land', async () => {
    const stores = ['x', 'y', 'z'].map((n) => store(clone(`c-${n}`)));
    await Promise.all(stores.map((s, i) => s.save([baseline(`s${i}/one`), baseline(`s${i}/two`)])));
    expect(git(origin, 'ls-tree', '-r', '--name-only', BRANCH).split('\n')).toEqual([
      's0/one.json',
      's0/two.json',
      's1/one.json',
      's1/two.json',
      's2/one.json',
      's2/two.json',
    ]);
  });

  it('reports a corrupt baseline on the branch with branch@sha:path', async () => {
    const editor = clone('editor');
    await store(editor).save([baseline('echo')]);
    git(editor, 'fetch', '-q', 'origin', BRANCH);
    git(editor, 'checkout', '-q', '-b', BRANCH, 'FETCH_HEAD');
    writeFileSync(path.join(editor, 'echo.json'), '{"schema_version": 1, "trajec');
    git(editor, 'commit', '-q', '-am', 'break it');
    git(editor, 'push', '-q', 'origin', BRANCH);
    const sha = git(origin, 'rev-parse', BRANCH).slice(0, 7);
    await expect(store(clone('reader')).load('echo')).rejects.toThrow(
      `corrupt baseline ${BRANCH}@${sha}:echo.json: not valid JSON`,
    );
  });

  it('says which remote could not be reached', async () => {
    const user = clone('user');
    git(user, 'remote', 'set-url', 'origin', path.join(root, 'gone.git'));
    await expect(store(user).prepare()).rejects.toThrow(/baseline branch mcp-eval-baselines: listing origin failed: /);
    // A token in the remote URL never reaches the message.
    git(user, 'remote', 'set-url', 'origin', 'https://x-access-token:ghs_SECRET123@127.0.0.1:1/o/r.git');
    const err = await store(user)
      .prepare()
      .then(
        () => null,
        (e: unknown) => e as Error,
      );
    expect(err?.message).toMatch(/listing origin failed/);
    expect(err?.message).not.toContain('ghs_SECRET123');
  });
});
