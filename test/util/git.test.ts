// gitInfo: which commit a run tested, from the workflow's variables or a real local checkout.
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { gitInfo } from '../../src/util/git.js';
import { tempDir } from '../helpers/mcp-servers.js';

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

it('takes the sha and ref of a workflow run from its variables, the PR head ref first', async () => {
  const env = { GITHUB_SHA: 'abc123', GITHUB_REF: 'refs/pull/7/merge' };
  expect(await gitInfo(tempDir(), env)).toEqual({ sha: 'abc123', ref: 'refs/pull/7/merge' });
  expect(await gitInfo(tempDir(), { ...env, GITHUB_HEAD_REF: 'feature/x' })).toEqual({
    sha: 'abc123',
    ref: 'feature/x',
  });
});

it('reads the sha and branch of a local checkout, and nothing outside one', async () => {
  const dir = tempDir();
  git(dir, 'init', '-q', '-b', 'feature');
  git(dir, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '--allow-empty', '-m', 'x');
  expect(await gitInfo(dir, {})).toEqual({ sha: git(dir, 'rev-parse', 'HEAD'), ref: 'feature' });
  expect(await gitInfo(tempDir(), {})).toEqual({ sha: null, ref: null });
});

it('finds the checkout git finds: from a folder in it, through a symbolic link, in a bare clone, named by GIT_DIR', async () => {
  // gitInfo starts no git where no folder up holds a repository: each place git would find one must still be read.
  const dir = tempDir();
  git(dir, 'init', '-q', '-b', 'feature');
  git(dir, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '--allow-empty', '-m', 'x');
  const want = { sha: git(dir, 'rev-parse', 'HEAD'), ref: 'feature' };
  mkdirSync(path.join(dir, 'a/b'), { recursive: true });
  expect(await gitInfo(path.join(dir, 'a/b'), {})).toEqual(want);
  const link = path.join(tempDir(), 'link');
  symlinkSync(path.join(dir, 'a'), link);
  expect(await gitInfo(link, {})).toEqual(want);
  const bare = path.join(tempDir(), 'bare.git');
  git(dir, 'clone', '-q', '--bare', dir, bare);
  expect(await gitInfo(bare, {})).toEqual(want);
  const was = process.env.GIT_DIR;
  process.env.GIT_DIR = path.join(dir, '.git');
  try {
    expect(await gitInfo(tempDir(), {})).toEqual(want);
  } finally {
    if (was === undefined) delete process.env.GIT_DIR;
    else process.env.GIT_DIR = was;
  }
});
