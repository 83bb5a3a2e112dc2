// The contract read on the first scenario's own connections, in a run whose scenarios each open theirs (reset run or
// scenario): each server's snapshot as its first connection opens, taken before the scenario's first call on it, so a
// stdio server is not started once more for the read (run.ts says when that keeps the verdict the same).
import type { ServerConfig, ServerConnection, ServerSource } from '../../mcp/index.js';
import type { ContractRead } from '../../mcp/contract-read.js';
import type { ServerSnapshot } from '../../results/trajectory.js';
import { errorMessage } from '../../util/errors.js';

/** Why a server has no first read: nothing opened it before the scenarios ended (it is read on its own then). */
const NOT_OPENED = 'no scenario opened it';

/** The run's source, noting each server's first connection: its snapshot, or why it did not open. */
export class FirstOpens implements ServerSource {
  private readonly firsts = new Map<string, First>();

  constructor(private readonly inner: ServerSource) {}

  async open(config: ServerConfig): Promise<ServerConnection> {
    let conn: ServerConnection;
    try {
      conn = await this.inner.open(config);
    } catch (e) {
      this.first(config.name).take(() => errorMessage(e));
      throw e;
    }
    // Taken before the scenario has the connection: no call of its own has gone on it yet.
    this.first(config.name).take(() => conn.snapshot());
    return conn;
  }

  release(conn: ServerConnection): Promise<void> {
    return this.inner.release(conn);
  }

  drop(): Promise<void> {
    return this.inner.drop();
  }

  /** The server's contract as its first connection showed it; waits for that connection, or for settle(). */
  async read(config: ServerConfig): Promise<ContractRead> {
    const seen = await this.first(config.name).seen;
    if (typeof seen === 'string') return { server: config.name, snapshot: null, error: seen };
    return { server: config.name, snapshot: seen, error: null };
  }

  /** The scenarios are done: a server none opened has no first read. */
  settle(): void {
    for (const { take } of this.firsts.values()) take(() => NOT_OPENED);
  }

  private first(name: string): First {
    let found = this.firsts.get(name);
    if (!found) {
      let resolve: (s: Seen) => void = () => {};
      const seen = new Promise<Seen>((r) => (resolve = r));
      let taken = false;
      // Once: a later connection's snapshot is not computed.
      const take = (what: () => Seen) => {
        if (!taken) resolve(what());
        taken = true;
      };
      found = { seen, take };
      this.firsts.set(name, found);
    }
    return found;
  }
}

/** A snapshot, or why there is none. */
type Seen = ServerSnapshot | string;

interface First {
  seen: Promise<Seen>;
  take: (what: () => Seen) => void;
}
