// The spawner: stdio servers started by a helper process that hands their stdio sockets over (src/util/spawner.ts),
// with all a fork of the run gave them: environment, working folder, stdin, stdout and stderr whole (from the first
// byte), exit codes and signals, a process group of their own, and an error said as Node's spawn says it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { spawnServer, spawnerPid, type SpawnedServer } from '../../src/util/spawner.js';
import { isAlive, waitForExit } from '../helpers/mcp-servers.js';

const env = { PATH: process.env.PATH ?? '/usr/bin:/bin' };

/** What a server wrote and how it ended, once it has closed. */
function ended(s: SpawnedServer): Promise<{ out: string; err: string; code: number | null; signal: string | null }> {
  let [out, err] = ['', ''];
  s.once('spawn', () => {
    s.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    s.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  });
  return new Promise((resolve, reject) => {
    s.once('error', reject);
    s.once('close', (code: number | null, signal: string | null) => resolve({ out, err, code, signal }));
  });
}

const started = (s: SpawnedServer) => new Promise<void>((resolve) => s.once('spawn', () => resolve()));

/** The process group and parent of `pid` (fields 5 and 4 of its /proc stat). */
function groupAndParent(pid: number): { pgid: number; ppid: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const [ppid, pgid] = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .slice(1, 3)
    .map(Number);
  return { pgid, ppid };
}

describe('spawnServer', () => {
  it('gives each server its env, folder and stdin, and every byte it writes from its first, with its exit code', async () => {
    const script = 'echo "$WHO in $(pwd)"; echo "err $WHO" >&2; read line; echo "got $line"; exit $CODE';
    const runs = Array.from({ length: 20 }, async (_, i) => {
      const s = spawnServer('sh', ['-c', script], {
        env: { ...env, WHO: `s${i}`, CODE: String(i % 4) },
        cwd: os.tmpdir(),
      });
      const done = ended(s);
      await started(s);
      s.stdin!.write(`hello ${i}\n`);
      return done;
    });
    const results = await Promise.all(runs);
    results.forEach((r, i) =>
      expect(r).toEqual({
        out: `s${i} in ${os.tmpdir()}\ngot hello ${i}\n`,
        err: `err s${i}\n`,
        code: i % 4,
        signal: null,
      }),
    );
  });

  it('starts each server in a process group of its own, a child of the helper, ended by a signal to its group', async () => {
    // The shell's own child (sleep) is in its group: ending the group ends both.
    const s = spawnServer('sh', ['-c', 'sleep 60 & echo $!; wait'], { env });
    // Listened to as it is spawned: what it wrote may be waiting already.
    const pid = new Promise<number>((resolve) =>
      s.once('spawn', () => s.stdout!.once('data', (d: Buffer) => resolve(Number(d)))),
    );
    const done = ended(s);
    const grandchild = await pid;
    expect(groupAndParent(s.pid!)).toEqual({ pgid: s.pid, ppid: spawnerPid() });
    expect(groupAndParent(grandchild).pgid).toBe(s.pid);
    process.kill(-s.pid!, 'SIGTERM');
    expect(await done).toMatchObject({ code: null, signal: 'SIGTERM' });
    expect(await waitForExit(grandchild)).toBe(true);
  });

  it('says a command it cannot start as Node says it, then closes', async () => {
    const s = spawnServer('no-such-mcp-server-binary', [], { env });
    const [error, closed] = await Promise.all([
      new Promise<NodeJS.ErrnoException>((resolve) => s.once('error', resolve)),
      new Promise<void>((resolve) => s.once('close', () => resolve())),
    ]);
    const node = await new Promise<NodeJS.ErrnoException>((resolve) =>
      spawn('no-such-mcp-server-binary', [], { env }).once('error', resolve),
    );
    expect(closed).toBeUndefined();
    expect({ message: error.message, code: error.code }).toEqual({ message: node.message, code: node.code });
    expect(error.message).toBe('spawn no-such-mcp-server-binary ENOENT');
  });

  it('ends every server still running, with its group, when the helper itself is killed', async () => {
    const s = spawnServer('sleep', ['60'], { env });
    const done = ended(s);
    await started(s);
    const helper = spawnerPid()!;
    process.kill(helper, 'SIGKILL');
    expect(await done).toMatchObject({ signal: 'SIGKILL' });
    expect(await waitForExit(s.pid!)).toBe(true);
    // The next server starts a new helper.
    const next = spawnServer('sh', ['-c', 'echo again'], { env });
    expect(await ended(next)).toEqual({ out: 'again\n', err: '', code: 0, signal: null });
    expect(spawnerPid()).not.toBe(helper);
    expect(isAlive(helper)).toBe(false);
  });
});
