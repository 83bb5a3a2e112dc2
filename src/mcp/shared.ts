// The servers of a run shared by its scenarios (reset none): each opened once, when a scenario first
// needs it, and lent to every scenario that uses it, to several at once when they run concurrently
// (MCP allows concurrent requests; each run records its own calls, the connection only carries them).
// A connection that closed (the server died) or left a request unanswered is lent no more: the next
// scenario gets a new one, and the old one is closed when the last scenario using it lets go. The new one says why
// (a finding of its snapshot: `started again: the server process exited (code 3)`), so the report tells a crash that
// cost one scenario from a server that was never up.
// drop() closes them all, for when the service restarts and when the run ends.
import type { ServerConfig } from './config.js';
import { ServerConnection, type ConnectOptions } from './connection.js';
import type { ServerSource } from './pool.js';

/** One connection of a server: while it opens, and the scenarios using it. */
interface Lent {
  opening: Promise<ServerConnection>;
  /** Once open. */
  conn: ServerConnection | null;
  users: number;
  /** Lent no more: closed when its last user lets go. */
  retired: boolean;
}

export class SharedServers implements ServerSource {
  /** The connection each server's next user gets, by server name. */
  private readonly current = new Map<string, Lent>();
  /** Every open connection, current or retired. */
  private readonly byConnection = new Map<ServerConnection, Lent>();
  /** Closes under way, waited for by drop(). */
  private readonly closing = new Set<Promise<void>>();

  constructor(private readonly opts: ConnectOptions) {}

  async open(config: ServerConfig): Promise<ServerConnection> {
    let lent = this.current.get(config.name);
    let after: string | undefined;
    if (lent?.conn && !lent.conn.healthy) {
      after = lent.conn.closedReason ?? lent.conn.doubt ?? undefined;
      this.retire(lent);
      lent = undefined;
    }
    lent ??= this.start(config, after);
    lent.users++;
    try {
      return await lent.opening;
    } catch (e) {
      lent.users--;
      throw e;
    }
  }

  async release(conn: ServerConnection): Promise<void> {
    const lent = this.byConnection.get(conn);
    // Dropped while lent (drop() is for when no scenario runs): closed already, or closed now.
    if (!lent) return conn.close();
    lent.users--;
    if (lent.retired && lent.users === 0) await this.close(lent);
  }

  /** Close every connection: the next scenario opens its servers anew. Only while no scenario runs. */
  async drop(): Promise<void> {
    const all = new Set([...this.current.values(), ...this.byConnection.values()]);
    this.current.clear();
    this.byConnection.clear();
    const closed = [...all].map((l) =>
      l.opening.then(
        (conn) => conn.close(),
        () => undefined,
      ),
    );
    await Promise.all([...closed, ...this.closing]);
  }

  /** A new connection of the server; `after`: why the one before it was let go of. */
  private start(config: ServerConfig, after?: string): Lent {
    const opts = after ? { ...this.opts, after } : this.opts;
    const lent: Lent = { opening: ServerConnection.open(config, opts), conn: null, users: 0, retired: false };
    this.current.set(config.name, lent);
    lent.opening.then(
      (conn) => {
        lent.conn = conn;
        this.byConnection.set(conn, lent);
      },
      // A server that failed to open is tried again by the next scenario that needs it.
      () => {
        if (this.current.get(config.name) === lent) this.current.delete(config.name);
      },
    );
    return lent;
  }

  private retire(lent: Lent): void {
    this.current.delete(lent.conn!.name);
    lent.retired = true;
    // Not waited for: the next scenario starts its new server meanwhile.
    if (lent.users === 0) void this.close(lent);
  }

  private close(lent: Lent): Promise<void> {
    const conn = lent.conn!;
    this.byConnection.delete(conn);
    const closing = conn.close().finally(() => this.closing.delete(closing));
    this.closing.add(closing);
    return closing;
  }
}
