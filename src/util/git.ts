// git, run without a shell (arguments are never parsed by one), with optional stdin and a
// deadline. runGit answers with the exit code instead of throwing, so callers can tell a
// missing branch or a rejected push from a real failure. gitInfo says which commit a run tested.
import { execFile } from 'node:child_process';
import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { EvalError } from './errors.js';

/** Which commit a run tested (trajectory.ts keeps it as `git`). */
export interface GitInfo {
  sha: string | null;
  ref: string | null;
}

export interface GitResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface GitOptions {
  cwd: string;
  input?: string;
  /** Merged over process.env (e.g. GIT_INDEX_FILE for a private index). */
  env?: Record<string, string>;
  timeoutMs?: number;
}

export function runGit(args: string[], opts: GitOptions): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'git',
      args,
      {
        cwd: opts.cwd,
        // Never prompt for credentials: a CI job would hang until its timeout.
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', ...opts.env },
        timeout: opts.timeoutMs ?? 120_000,
        maxBuffer: 256 * 1024 * 1024,
        encoding: 'utf8',
      },
      (err, stdout, stderr) => {
        if (err && typeof err.code !== 'number') {
          const why = err.killed ? `timed out after ${(opts.timeoutMs ?? 120_000) / 1000}s` : err.message;
          reject(new EvalError('git', `git ${args[0]} failed to run: ${why}`));
          return;
        }
        resolve({ code: err ? Number(err.code) : 0, stdout, stderr });
      },
    );
    // git may exit without reading stdin (most commands do): its exit code tells, not EPIPE.
    child.stdin?.on('error', () => {});
    child.stdin?.end(opts.input ?? '');
  });
}

/** Like runGit, but a non-zero exit is an error carrying git's own message. */
export async function git(args: string[], opts: GitOptions): Promise<string> {
  const r = await runGit(args, opts);
  if (r.code !== 0) throw new EvalError('git', `git ${args.slice(0, 2).join(' ')} failed: ${gitMessage(r)}`);
  return r.stdout;
}

/** The last lines of git's complaint, with any credentials in a URL (https://user:token@host) hidden. */
export function gitMessage(r: GitResult): string {
  const text = (r.stderr || r.stdout).trim().split('\n').slice(-3).join(' / ');
  return text.replace(/\/\/[^/@\s]+@/g, '//***@');
}

/** The workflow's own sha and ref on GitHub, else the local checkout's; nulls outside one. */
export async function gitInfo(cwd: string = process.cwd(), env: NodeJS.ProcessEnv = process.env): Promise<GitInfo> {
  if (env.GITHUB_SHA) return { sha: env.GITHUB_SHA, ref: env.GITHUB_HEAD_REF || env.GITHUB_REF || null };
  if (!mayFindRepository(cwd, env)) return { sha: null, ref: null };
  // One process for both: every local run pays for it.
  const r = await runGit(['rev-parse', 'HEAD', '--abbrev-ref', 'HEAD'], { cwd, timeoutMs: 5000 }).catch(() => null);
  const [sha = null, ref = null] = r?.code === 0 ? r.stdout.trim().split('\n') : [];
  return { sha: sha || null, ref: ref || null };
}

/**
 * Whether git could find a repository from `cwd`: one is named (GIT_DIR), or a folder from it up (symbolic links
 * resolved, as git's working directory is) holds `.git` (a checkout, a worktree's file) or `HEAD` (a bare repository,
 * or the inside of a `.git`). Outside of one (a temp project: every test of the CLI) git would only fail, and is not
 * started: a fork of this process (~10 ms of CPU) and git's own start saved. A path that cannot be read is left to
 * git.
 */
function mayFindRepository(cwd: string, env: NodeJS.ProcessEnv): boolean {
  // git runs with this process's environment (runGit), which `env` may not be.
  if (env.GIT_DIR || process.env.GIT_DIR) return true;
  const holds = (dir: string, name: string) => statSync(path.join(dir, name), { throwIfNoEntry: false }) !== undefined;
  try {
    for (let dir = realpathSync(cwd); ; dir = path.dirname(dir)) {
      if (holds(dir, '.git') || holds(dir, 'HEAD')) return true;
      if (path.dirname(dir) === dir) return false;
    }
  } catch {
    return true;
  }
}
