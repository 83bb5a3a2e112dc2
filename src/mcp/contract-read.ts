// One server's contract, read on a connection of its own (the contract check's, before any scenario runs): opened,
// its snapshot taken, closed. A server that does not connect has no contract today: the reason, for the report.
import { errorMessage } from '../util/errors.js';
import type { ServerSnapshot } from '../results/trajectory.js';
import type { ServerConfig } from './config.js';
import { ServerConnection } from './connection.js';

export interface ContractRead {
  server: string;
  snapshot: ServerSnapshot | null;
  /** Why there is no snapshot; null when there is one. */
  error: string | null;
}

export async function readContract(config: ServerConfig, connectTimeoutMs: number): Promise<ContractRead> {
  let conn: ServerConnection;
  try {
    conn = await ServerConnection.open(config, { connectTimeoutMs });
  } catch (e) {
    return { server: config.name, snapshot: null, error: errorMessage(e) };
  }
  try {
    return { server: config.name, snapshot: conn.snapshot(), error: null };
  } finally {
    await conn.close();
  }
}
