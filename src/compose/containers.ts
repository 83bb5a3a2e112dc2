// The containers of a compose project as `docker compose ps -a --format json` lists them, which of them stopped on
// their own, and how a stopped one is said: its service, its exit code in words, its last log lines.
import { readableLines } from '../util/text.js';

export interface Container {
  id: string;
  name: string;
  /** Its compose service. */
  service: string;
  /** running, exited, dead, restarting, ... */
  state: string;
  /** null while it runs, or when compose does not say. */
  exitCode: number | null;
}

interface PsRow {
  ID?: string;
  Name?: string;
  Service?: string;
  State?: string;
  ExitCode?: number;
}

/** Log lines a stopped container's message quotes. */
export const LAST_LINES = 10;

/** `ps --format json`: one JSON array, or one object per line, depending on compose's version. */
export function parsePs(out: string): Container[] {
  const text = out.trim();
  const rows: PsRow[] = text.startsWith('[')
    ? (JSON.parse(text) as PsRow[])
    : text
        .split('\n')
        .filter((l) => l.trim().startsWith('{'))
        .map((l) => JSON.parse(l) as PsRow);
  return rows.map((r) => {
    const stopped = r.State === 'exited' || r.State === 'dead';
    return {
      id: r.ID ?? r.Name ?? '?',
      name: r.Name ?? '?',
      service: r.Service ?? '?',
      state: r.State ?? '?',
      exitCode: stopped && typeof r.ExitCode === 'number' ? r.ExitCode : null,
    };
  });
}

/**
 * The containers that stopped on their own: the service under test whatever its code, any other one with a code
 * that is not 0 (a one-shot job of the project exits 0 when it is done). `service` undefined: every service is
 * under test.
 */
export function stoppedContainers(rows: readonly Container[], service?: string): Container[] {
  return rows.filter(
    (c) =>
      (c.state === 'exited' || c.state === 'dead') &&
      (service === undefined || c.service === service || (c.exitCode !== null && c.exitCode !== 0)),
  );
}

const SIGNALS: Record<number, string> = {
  1: 'SIGHUP',
  2: 'SIGINT',
  6: 'SIGABRT',
  9: 'SIGKILL',
  11: 'SIGSEGV',
  15: 'SIGTERM',
};

/** `code 137 (SIGKILL: killed, by docker kill or for lack of memory)`; a signal's name above 128. */
export function exitWords(code: number | null): string {
  if (code === null) return 'an unknown code';
  const signal = code > 128 ? SIGNALS[code - 128] : undefined;
  if (code === 137) return 'code 137 (SIGKILL: killed, by docker kill or for lack of memory)';
  return signal ? `code ${code} (${signal})` : `code ${code}`;
}

/**
 * What a stopped container tells a reader: `service "mcpproxy" stopped: container p-mcpproxy-1 exited with code
 * 137 (...)`, then its last log lines. The first line is what scoring/causes.ts recognises (SERVICE_STOPPED).
 */
export function stoppedMessage(c: Container, logs: string, when = ''): string {
  const head = `service "${c.service}" stopped: container ${c.name} exited with ${exitWords(c.exitCode)}${when}`;
  const lines = readableLines(stripComposePrefix(logs), LAST_LINES);
  return lines.length ? `${head}\nits last log lines:\n${lines.map((l) => `  ${l}`).join('\n')}` : head;
}

/** `mcpproxy-1  | text` -> `text`: compose's prefix on each line of `logs`. */
function stripComposePrefix(logs: string): string {
  return logs.replace(/^[\w.-]+\s+\|\s?/gm, '');
}
