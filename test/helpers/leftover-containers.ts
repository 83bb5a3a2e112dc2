// For the run's globalSetup (global-setup.ts): the containers a run's tests leave behind are removed at its end. A test
// killed at its timeout, or a CLI killed with it, never takes its compose project down, and a left server-everything
// container runs its health check (a node process) every second for the rest of the run: two dozen of them took the
// machine's two cores. Only compose containers named mcp-eval-* that were not there when the run began, and whose
// project's directory is gone, are removed, and each is named. The engine is shared by every run on the machine: a live
// test's project (of this run or of another run beside it) still has its directory; a file's afterAll removes its temp
// directories (stopAllServers). Removing every new container swept the live projects of the runs beside it: their
// probes then met a closed port for minutes, or `docker inspect` no container.
import { existsSync } from 'node:fs';
import { dockerEnv } from './real-parts.js';
import { execFileSync } from 'node:child_process';

/** Ids of the engine's mcp-eval-* containers, running or not, with their names and project directories. */
function ours(): Map<string, { name: string; dir: string }> {
  try {
    const env = { ...process.env, ...dockerEnv() };
    const format = '{{.ID}}\t{{.Names}}\t{{.Label "com.docker.compose.project.working_dir"}}';
    const args = ['ps', '-a', '--filter', 'name=mcp-eval-', '--format', format];
    const out = execFileSync('docker', args, { encoding: 'utf8', env, timeout: 30_000, stdio: 'pipe' });
    const rows = out.split('\n').filter((l) => l.trim());
    return new Map(rows.map((l) => l.split('\t')).map(([id, name, dir = '']) => [id, { name, dir }]));
  } catch {
    return new Map();
  }
}

/** Notes the containers there now; returns what removes those left behind since. */
export function leftoverContainers(): () => void {
  const before = ours();
  return () => {
    const left = [...ours()].filter(([id, c]) => !before.has(id) && c.dir !== '' && !existsSync(c.dir));
    if (!left.length) return;
    console.warn(`removing ${left.length} container(s) tests left behind: ${left.map(([, c]) => c.name).join(', ')}`);
    try {
      const env = { ...process.env, ...dockerEnv() };
      execFileSync('docker', ['rm', '--force', '--volumes', ...left.map(([id]) => id)], { env, timeout: 60_000 });
    } catch (e) {
      console.warn(`could not remove them: ${(e as Error).message.split('\n')[0]}`);
    }
  };
}
