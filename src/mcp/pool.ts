// The servers of one scenario run: opened together, closed together. Opening is all or
// nothing, so a run never starts with half its servers and never leaks the other half.
// Closing a pool hands its connections back to where they came from: closes them, or returns
// them to the servers shared across the run's scenarios (shared.ts).
import type { ServerSnapshot } from '../results/trajectory.js';
import type { ServerConfig } from './config.js';
import { EvalError, isEvalError } from '../util/errors.js';
import { ServerConnection, describeError, type ConnectOptions } from './connection.js';

export interface ServerPool {
  readonly connections: readonly ServerConnection[];
  get(name: string): ServerConnection | undefined;
  snapshots(): ServerSnapshot[];
  close(): Promise<void>;
}

export interface OpenOptions {
  connectTimeoutMs: number;
  /** Default per-call timeout; the tool host takes its own, this is for callers of the pool. */
  callTimeoutMs?: number;
  /** The client features declared (default all: connection.ts). */
  client?: ConnectOptions['client'];
}

/**
 * Where a pool's connections come from, and where they go when the pool closes: opened for the run
 * and closed with it (freshServers), or lent by the servers shared across a run's scenarios (shared.ts).
 */
export interface ServerSource {
  open(config: ServerConfig): Promise<ServerConnection>;
  release(conn: ServerConnection): Promise<void>;
  /** Close what the source keeps open between pools; only while no pool is open. */
  drop(): Promise<void>;
}

/** Each server opened anew, and closed when the pool closes: nothing kept between pools. */
export function freshServers(opts: ConnectOptions): ServerSource {
  return {
    open: (config) => ServerConnection.open(config, opts),
    release: (conn) => conn.close(),
    drop: async () => {},
  };
}

/** Open every server in parallel. If one fails, the others are closed and the error names the failed ones. */
export async function openServers(configs: ServerConfig[], opts: OpenOptions): Promise<ServerPool> {
  return poolFrom(configs, freshServers({ connectTimeoutMs: opts.connectTimeoutMs, client: opts.client }));
}

/** The servers from `source`, all or none: if one fails, the others go back and the error names the failed ones. */
export async function poolFrom(configs: ServerConfig[], source: ServerSource): Promise<ServerPool> {
  const settled = await Promise.allSettled(configs.map((c) => source.open(c)));
  const opened = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = settled.flatMap((s, i) =>
    s.status === 'rejected' ? [{ config: configs[i], error: s.reason as unknown }] : [],
  );
  // Once: a shared connection counts its users, and a second release would count one too few.
  let released: Promise<void> | null = null;
  const release = () => (released ??= Promise.all(opened.map((c) => source.release(c))).then(() => undefined));
  if (failed.length > 0) {
    await release();
    const message = failed
      .map((f) =>
        isEvalError(f.error, 'connect') ? f.error.message : `server "${f.config.name}": ${describeError(f.error)}`,
      )
      .join('\n');
    throw new EvalError('connect', message, { cause: failed[0].error });
  }
  const byName = new Map(opened.map((c) => [c.name, c]));
  return {
    connections: opened,
    get: (name) => byName.get(name),
    snapshots: () => opened.map((c) => c.snapshot()),
    close: release,
  };
}

export interface WaitOptions {
  /** Give up this many ms from now. */
  deadlineMs: number;
  /** Pause between attempts. */
  intervalMs: number;
}

/**
 * Poll until the server completes an MCP `initialize` (and lists its tools), for a service
 * that was just started. Returns its snapshot; throws naming the server and the last failure.
 */
export async function waitForReady(config: ServerConfig, opts: WaitOptions): Promise<ServerSnapshot> {
  const deadline = Date.now() + opts.deadlineMs;
  let last: unknown;
  let attempts = 0;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) break;
    attempts++;
    try {
      const conn = await ServerConnection.open(config, {
        connectTimeoutMs: Math.min(left, Math.max(opts.intervalMs, 5000)),
      });
      const snapshot = conn.snapshot();
      await conn.close();
      return snapshot;
    } catch (e) {
      last = e;
    }
    const pause = Math.min(opts.intervalMs, deadline - Date.now());
    if (pause > 0) await new Promise((r) => setTimeout(r, pause));
  }
  const reason = last instanceof Error ? last.message : `no attempt within ${opts.deadlineMs} ms`;
  throw new EvalError(
    'connect',
    `server "${config.name}" not ready after ${opts.deadlineMs} ms (${attempts} attempts): ${reason}`,
  );
}
