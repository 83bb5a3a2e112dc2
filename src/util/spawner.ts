// Stdio servers started by a small helper process instead of forked from the CLI itself. A fork copies the forking
// process's page tables, so its CPU grows with its RSS: ~12 ms a server from a run at 450-600 MiB, against a few ms
// from a helper of ~45 MiB (BENCHMARKS.md, bench 15). The helper (SPAWNER, started once, on its first use) starts each
// server in a process group of its own (util/process.ts) and hands over the server's own stdio sockets on its IPC
// channel: what the server writes reaches the CLI directly, not through the helper. Then it says how the server ended.
import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import type { Socket } from 'node:net';
import { remember } from './process.js';

/**
 * The helper, run by `node -e`: one message a server ({ id, command, args, env, cwd }); its answers, in order, `spawn`
 * with the pid and stdin, then stdout and stderr (a socket each), and `exit`, or `error`. Each socket is stopped from
 * reading as it is made (before any turn of the event loop), so no byte the server writes is read here.
 */
const SPAWNER = String.raw`
const { spawn } = require('node:child_process');
const say = (m, handle) => process.connected && process.send(m, handle);
/** The servers' pids (their groups') not yet exited. */
const running = new Set();
const signal = (sig) => running.forEach((pid) => { try { process.kill(-pid, sig); } catch {} });
process.on('message', (m) => {
  let child;
  try {
    child = spawn(m.command, m.args, { env: m.env, cwd: m.cwd, detached: true, stdio: 'pipe', windowsHide: true });
  } catch (e) {
    return say({ id: m.id, type: 'error', error: { message: e.message, code: e.code } });
  }
  if (child.pid) running.add(child.pid);
  for (const s of [child.stdin, child.stdout, child.stderr]) s._handle?.readStop();
  child.once('error', ({ message, code, errno, syscall, path }) =>
    say({ id: m.id, type: 'error', error: { message, code, errno, syscall, path } }),
  );
  child.once('spawn', () => {
    say({ id: m.id, type: 'spawn', pid: child.pid }, child.stdin);
    say({ id: m.id, type: 'stdout' }, child.stdout);
    say({ id: m.id, type: 'stderr' }, child.stderr);
  });
  child.once('exit', (code, sig) => {
    running.delete(child.pid);
    say({ id: m.id, type: 'exit', code, signal: sig });
    if (ending && running.size === 0) process.exit(0);
  });
});
// Ended with the CLI, never by a signal meant for it: the CLI ends its servers' groups itself. A CLI killed before it
// could (SIGKILL, a runner's timeout) leaves servers that ignore the end of their stdin: their groups get SIGTERM
// here, SIGKILL 2 s later. The CLI's end closes the channel ('disconnect'); when it died with a socket in flight,
// Node never says so, and only the parent's pid tells.
for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(s, () => undefined);
const parent = process.ppid;
let ending = false;
const orphaned = () => {
  if (ending) return;
  ending = true;
  if (running.size === 0) process.exit(0);
  signal('SIGTERM');
  setTimeout(() => (signal('SIGKILL'), process.exit(0)), 2000);
};
process.on('disconnect', orphaned);
setInterval(() => process.ppid !== parent && orphaned(), 1000).unref();
`;

type Answer =
  | { id: number; type: 'spawn'; pid: number }
  | { id: number; type: 'stdout' | 'stderr' }
  | { id: number; type: 'exit'; code: number | null; signal: NodeJS.Signals | null }
  | { id: number; type: 'error'; error: { message: string; code?: string; errno?: number; syscall?: string } };

/**
 * A server the helper started, as much of a ChildProcess as the stdio transport and util/process.ts use: `spawn` once
 * its three sockets are here, `exit` (code, signal), then `close` once stdout and stderr are closed too; `error` if
 * it could not be started.
 */
export class SpawnedServer extends EventEmitter {
  pid: number | undefined;
  exitCode: number | null = null;
  signalCode: NodeJS.Signals | null = null;
  stdin: Socket | null = null;
  stdout: Socket | null = null;
  stderr: Socket | null = null;
  private closesNeeded = 3;

  kill(signal: NodeJS.Signals = 'SIGTERM'): boolean {
    if (this.pid === undefined || this.exitCode !== null || this.signalCode !== null) return false;
    try {
      return process.kill(this.pid, signal);
    } catch {
      return false;
    }
  }

  /** What the helper said of this server. */
  answer(a: Answer, socket: Socket | undefined): void {
    // As a ChildProcess that could not be spawned: 'error', then 'close'.
    if (a.type === 'error') {
      this.emit('error', Object.assign(new Error(a.error.message), a.error));
      return void this.emit('close', null, null);
    }
    if (a.type === 'exit') return this.exited(a.code, a.signal);
    if (!socket) return;
    if (a.type === 'spawn') [this.pid, this.stdin] = [a.pid, socket];
    else {
      this[a.type] = socket;
      socket.once('close', () => this.closed());
    }
    // The stdin socket reads nothing (the server never writes to its stdin): as a child's stdin, it keeps no run alive.
    if (a.type === 'spawn') socket.unref();
    if (this.stdin && this.stdout && this.stderr && a.type === 'stderr') this.emit('spawn');
  }

  exited(code: number | null, signal: NodeJS.Signals | null): void {
    if (this.exitCode !== null || this.signalCode !== null) return;
    [this.exitCode, this.signalCode] = [code, signal];
    this.stdin?.destroy();
    this.emit('exit', code, signal);
    this.closed();
  }

  private closed(): void {
    if (--this.closesNeeded === 0) this.emit('close', this.exitCode, this.signalCode);
  }
}

let helper: ChildProcess | null = null;
let nextId = 0;
/** Servers started and not yet ended, by id: while there is one, the helper's channel keeps the process alive. */
const live = new Map<number, SpawnedServer>();

/** Start `command` in a process group of its own, from the helper, with its stdio as sockets (see above). */
export function spawnServer(
  command: string,
  args: readonly string[],
  opts: { env: Record<string, string>; cwd?: string },
): SpawnedServer {
  const server = new SpawnedServer();
  const id = nextId++;
  live.set(id, server);
  server.once('exit', () => forget(id));
  server.once('error', () => forget(id));
  const h = spawner();
  h.channel?.ref();
  h.send({ id, command, args, env: opts.env, cwd: opts.cwd ?? process.cwd() });
  remember(server);
  return server;
}

/**
 * The helper started ahead of its first server, by a run that will start stdio servers: its own start (a node process,
 * ~40 ms) then goes beside the run's preparation instead of before the first server's. Until a server is started, it
 * keeps no run alive.
 */
export function startSpawner(): void {
  if (process.platform === 'win32') return;
  const h = spawner();
  if (live.size === 0) h.channel?.unref();
}

/** The helper's pid while it runs: the stdio servers are its children, not the run's. */
export const spawnerPid = (): number | undefined => helper?.pid;

function forget(id: number): void {
  live.delete(id);
  if (live.size === 0) helper?.channel?.unref();
}

function spawner(): ChildProcess {
  if (helper) return helper;
  // No NODE_OPTIONS of the run's (a --require of a user's): the helper loads nothing but child_process.
  const child = spawn(process.execPath, ['-e', SPAWNER], { env: {}, stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
  child.on('message', (a: Answer, socket?: Socket) => live.get(a.id)?.answer(a, socket));
  // The helper gone (killed, or never started): its servers' ends will not be told, so each still running is ended
  // here, with its group, and one not yet started fails. A message sent as it died ('error') is one of those.
  const lost = () => {
    if (helper !== child) return;
    helper = null;
    for (const s of live.values()) {
      if (s.pid === undefined)
        s.answer(
          { id: -1, type: 'error', error: { message: 'the helper that starts stdio servers ended' } },
          undefined,
        );
      else {
        killGroup(s.pid);
        s.exited(null, 'SIGKILL');
      }
    }
  };
  child.once('exit', lost);
  child.on('error', () => void (child.pid === undefined && lost()));
  child.unref();
  return (helper = child);
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
