// Which commit a run tested: the workflow's own sha/ref on GitHub, else the local checkout.
import { execFileSync } from 'node:child_process';
import type { GitInfo } from './trajectory.js';

function git(args: string[], cwd: string): string | null {
  try {
    return (
      execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000 }).trim() ||
      null
    );
  } catch {
    return null;
  }
}

export function gitInfo(cwd: string = process.cwd(), env: NodeJS.ProcessEnv = process.env): GitInfo {
  if (env.GITHUB_SHA) return { sha: env.GITHUB_SHA, ref: env.GITHUB_HEAD_REF || env.GITHUB_REF || null };
  // One process for both: every local run pays for it.
  const [sha = null, ref = null] = git(['rev-parse', 'HEAD', '--abbrev-ref', 'HEAD'], cwd)?.split('\n') ?? [];
  return { sha, ref };
}
