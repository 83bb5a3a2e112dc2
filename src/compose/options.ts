// What a compose service is given (its file, project, service, timeouts, redaction, log folder, variables), how
// readiness is probed, and what a teardown answers.
import type { Redactor } from '../sanitize/redact.js';

export interface ComposeOptions {
  /** Compose file; relative to cwd. */
  file: string;
  /** `-p`; default: compose's own (the file's directory name). */
  project?: string;
  /** Only this service (and what it depends on); default: every service in the file. */
  service?: string;
  cwd?: string;
  /** The docker binary; default `docker` from PATH. */
  docker?: string;
  /** Per-command timeouts in ms. */
  timeouts?: Partial<Record<ComposeCommand, number>>;
  /** Applied to the saved logs and to every error message (they carry container output). */
  redact?: Redactor;
  /** Where the logs of each container a reset removes are kept, one file per configuration; default: not kept. */
  logDir?: string;
  /** Variables the compose file reads, for this service's commands only (mode ab: each side's image and port). */
  env?: Readonly<Record<string, string>>;
}

export type ComposeCommand = 'up' | 'down' | 'logs' | 'ps';

export interface ReadyProbe {
  /** Resolves when the service answers (e.g. an MCP initialize); rejects otherwise. */
  probe: () => Promise<void>;
  /** Default 120 s. */
  timeoutMs?: number;
  /** Pause between attempts; default 1 s. */
  intervalMs?: number;
  /** Longest one probe may take; default 10 s. */
  probeTimeoutMs?: number;
}

export interface TeardownResult {
  /** Where the container logs were written; null when they could not be collected. */
  logPath: string | null;
  down: boolean;
  /** Problems met on the way, for the caller to report. */
  problems: string[];
}

export const DEFAULT_TIMEOUTS: Record<ComposeCommand, number> = {
  up: 300_000,
  down: 120_000,
  logs: 60_000,
  ps: 30_000,
};
/**
 * Bytes of the service logs kept (the newest): they are redacted in memory, whole, before they are
 * written, so no unredacted byte reaches the disk; a longer log is cut at its start, and says so.
 */
export const LOGS_KEEP = 16 * 1024 * 1024;
