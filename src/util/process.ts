// Child processes that never outlive us: each one leads a process group of its own, so ending it ends
// whatever it started too (a server behind `sh -c`, a reset script's background jobs), and every group
// still running is ended when we are told to stop (SIGTERM, SIGINT) or when we are done.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import type { EventEmitter } from 'node:events';

/** What ending a group needs of its leader: a ChildProcess, or a server the spawner started (util/spawner.ts). */
export interface GroupLeader extends EventEmitter {
  readonly pid?: number;
  readonly exitCode: number | null;
  readonly signalCode: NodeJS.Signals | null;
  kill(signal?: NodeJS.Signals): boolean;
}

const running = new Set<GroupLeader>();
// Windows has no process groups: there, only the child itself can be ended.
const GROUPS = process.platform !== 'win32';

/** spawn() in a new process group, remembered until it exits. */
export function spawnGroup(command: string, args: readonly string[], opts: SpawnOptions): ChildProcess {
  const child = spawn(command, args, { ...opts, detached: GROUPS, shell: false, windowsHide: true });
  remember(child);
  return child;
}

/** A group leader started here, remembered until it exits: ended with the others when we are done or told to stop. */
export function remember(child: GroupLeader): void {
  running.add(child);
  child.once('exit', () => running.delete(child));
  child.once('error', () => running.delete(child));
}

/** Send `signal` to the child's whole group (the child itself when there are no groups); never throws. */
export function signalGroup(child: GroupLeader, signal: NodeJS.Signals): void {
  try {
    if (GROUPS && child.pid !== undefined) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    // Already gone.
  }
}

/** Resolves true once the child has exited, false if it still runs after `ms`. */
export function exitedWithin(child: GroupLeader, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    timer.unref();
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * End the child's group: SIGTERM, then SIGKILL after `graceMs` if the child still runs. Whatever else
 * is left in the group (what the child started and left behind) gets the SIGKILL too.
 */
export async function endGroup(child: GroupLeader, graceMs = 2000): Promise<void> {
  signalGroup(child, 'SIGTERM');
  await exitedWithin(child, graceMs);
  signalGroup(child, 'SIGKILL');
}

/** End every group still running (see endGroup), all at once. */
async function endAllGroups(graceMs = 2000): Promise<void> {
  await Promise.all([...running].map((c) => endGroup(c, graceMs)));
}

/** Set once a signal is handled: its work (and the exit) under way. */
let stopping: Promise<void> | null = null;

/**
 * The work is done: end every group still running. After a signal, wait for its handler instead, which exits: the
 * teardown it runs (a compose `down`) must not be ended as a leftover by a run that ended because of that signal.
 */
export function endGroupsWhenDone(): Promise<void> {
  return stopping ?? endAllGroups();
}

/** Work that must be done before a signal ends the process (a compose service to take down). */
const beforeExit = new Set<() => Promise<unknown>>();

/** Run `fn` (and wait for it) if a signal ends the process; returns what withdraws it once it is not needed. */
export function onSignalExit(fn: () => Promise<unknown>): () => void {
  beforeExit.add(fn);
  return () => beforeExit.delete(fn);
}

/**
 * On SIGTERM or SIGINT: end every group still running and do the work onSignalExit() left, then exit as
 * the signal would have (128 + its number). A second signal is not caught: it ends the process at once.
 * Installed once by an entry point.
 */
export function endGroupsOnSignal(): void {
  for (const [signal, code] of [
    ['SIGTERM', 143],
    ['SIGINT', 130],
  ] as const) {
    process.once(signal, () => {
      const work = [...beforeExit].map((fn) => fn().catch(() => undefined));
      stopping = Promise.all([endAllGroups(1000), ...work])
        .catch(() => undefined)
        .then(() => process.exit(code));
    });
  }
}
