// One server's contract, read before any scenario runs: on a connection of the run's (shared with its scenarios, so
// a stdio server is not started once more for it) or of its own, its snapshot taken, the connection given back. With
// `legacy`, a second client asks for that older protocol version, and what it is answered and shown is kept (the
// snapshot's `legacy`): a server that refuses it, or shows such clients less, is named. A server that does not
// connect has no contract today: the reason, for the report.
import { errorMessage } from '../util/errors.js';
import type { LegacyView } from '../results/advertised.js';
import type { ServerSnapshot } from '../results/trajectory.js';
import type { ServerConfig } from './config.js';
import { ServerConnection, type ConnectOptions } from './connection.js';
import type { ServerSource } from './pool.js';

export interface ContractRead {
  server: string;
  snapshot: ServerSnapshot | null;
  /** Why there is no snapshot; null when there is one. */
  error: string | null;
}

/** The client the run plays (its features and roots): a connection of the read's own declares the same. */
export type ClientProfile = Pick<ConnectOptions, 'client' | 'roots'>;

export interface ReadOptions extends ClientProfile {
  connectTimeoutMs: number;
  /** Where the run's connections come from (shared across its scenarios): the contract is read on one of them. */
  source?: ServerSource;
}

/** The server's contract as the newest client sees it. */
export async function readContract(config: ServerConfig, opts: ReadOptions): Promise<ContractRead> {
  const { source, ...connect } = opts;
  const now = await snapshotOn(config, connect, source);
  if (typeof now === 'string') return { server: config.name, snapshot: null, error: now };
  return { server: config.name, snapshot: now, error: null };
}

/**
 * The server's snapshot on a connection of `source` (given back after), else on one opened for it and closed after;
 * the reason when it does not connect.
 */
async function snapshotOn(
  config: ServerConfig,
  opts: ConnectOptions,
  source?: ServerSource,
): Promise<ServerSnapshot | string> {
  let conn: ServerConnection;
  try {
    conn = source ? await source.open(config) : await ServerConnection.open(config, opts);
  } catch (e) {
    return errorMessage(e);
  }
  try {
    return conn.snapshot();
  } finally {
    await (source ? source.release(conn) : conn.close());
  }
}

/**
 * A socket closed or reset under a request, or the connection closed before the answer (a stdio server that exited, a
 * service restarted under it): the transport's failure, not the server's refusal of a version.
 */
const DROPPED = /\b(?:UND_ERR_SOCKET|ECONNRESET|EPIPE|socket hang up|other side closed|Connection closed)\b/;

/** What a client asking for `requested` is answered, and the names it is shown; never throws. */
export async function readLegacy(
  config: ServerConfig,
  requested: string,
  connectTimeoutMs: number,
  profile: ClientProfile = {},
): Promise<LegacyView> {
  // Its view keeps no templates: they are not asked for.
  const options = { ...profile, connectTimeoutMs, protocolVersion: requested, advertised: 'no templates' as const };
  let seen = await snapshotOn(config, options);
  // A connection dropped under it is no answer to the version (MCPProxy on a loaded machine, a server restarted under
  // it): asked once more, at once. The only retry of this read: nothing restarts the service beside it (run.ts).
  if (typeof seen === 'string' && DROPPED.test(seen)) seen = await snapshotOn(config, options);
  if (typeof seen === 'string') return { requested, negotiated: null, error: seen, tools: [] };
  return {
    requested,
    negotiated: seen.protocol_version ?? null,
    error: null,
    tools: seen.tools.map((t) => t.name),
    ...(seen.prompts ? { prompts: seen.prompts.map((p) => p.name) } : {}),
    ...(seen.resources ? { resources: seen.resources.map((r) => r.uri) } : {}),
  };
}
