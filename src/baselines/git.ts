// Runs git without a shell (arguments are never parsed by one), with optional stdin and a
// deadline, and answers with the exit code instead of throwing, so callers can tell a
// missing branch or a rejected push from a real failure.
import { execFile } from 'node:child_process';

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
          reject(
            new Error(
              `git ${args[0]} failed to run: ${err.killed ? `timed out after ${(opts.timeoutMs ?? 120_000) / 1000}s` : err.message}`,
            ),
          );
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
  if (r.code !== 0) throw new Error(`git ${args.slice(0, 2).join(' ')} failed: ${gitMessage(r)}`);
  return r.stdout;
}

/** The last lines of git's complaint, with any credentials in a URL (https://user:token@host) hidden. */
export function gitMessage(r: GitResult): string {
  const text = (r.stderr || r.stdout).trim().split('\n').slice(-3).join(' / ');
  return text.replace(/\/\/[^/@\s]+@/g, '//***@');
}
