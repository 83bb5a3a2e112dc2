// Vitest's globalSetup: the containers a run's tests leave behind are removed when the run ends. A test killed at its
// timeout, or a CLI killed with it, never takes its compose project down, and a left server-everything container runs
// its health check (a node process) every second for the rest of the run: two dozen of them took the machine's two
// cores. Only containers named mcp-eval-* that were not there when the run began are removed, and each is named.
import { dockerEnv } from './real-parts.js';
import { execFileSync } from 'node:child_process';

/** Ids and names of the engine's mcp-eval-* containers, running or not; none where there is no engine. */
function ours(): Map<string, string> {
  try {
    const env = { ...process.env, ...dockerEnv() };
    const args = ['ps', '-a', '--filter', 'name=mcp-eval-', '--format', '{{.ID}} {{.Names}}'];
    const out = execFileSync('docker', args, { encoding: 'utf8', env, timeout: 30_000, stdio: 'pipe' });
    return new Map(out.split('\n').flatMap((l) => (l.trim() ? [l.trim().split(' ') as [string, string]] : [])));
  } catch {
    return new Map();
  }
}

export default function leftoverContainers(): () => void {
  const before = ours();
  return () => {
    const left = [...ours()].filter(([id]) => !before.has(id));
    if (!left.length) return;
    console.warn(`removing ${left.length} container(s) tests left behind: ${left.map(([, n]) => n).join(', ')}`);
    try {
      const env = { ...process.env, ...dockerEnv() };
      execFileSync('docker', ['rm', '--force', '--volumes', ...left.map(([id]) => id)], { env, timeout: 60_000 });
    } catch (e) {
      console.warn(`could not remove them: ${(e as Error).message.split('\n')[0]}`);
    }
  };
}
