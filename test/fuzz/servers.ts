// The fuzzed servers of a batch (server.mjs), in one process: every HTTP and SSE case at a port of its own, and every
// stdio case behind a relay process (relay.c) that the CLI starts as the server's command and that reaches this one at
// a Unix socket. A node start per stdio server cost more CPU than the rest of its session (bench 15).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { FuzzCase } from './cases.js';

const SERVER = path.join(import.meta.dirname, 'server.mjs');
const RELAY_C = path.join(import.meta.dirname, 'relay.c');

const RELAY_SOCKET = 'servers.sock';

/**
 * The batch's fuzzed servers, in one process: every HTTP and SSE case at a port of its own, and every stdio case behind
 * the relay process the CLI starts for it (relay.c), which reaches this one at the socket.
 */
export async function startServers(
  cases: FuzzCase[],
  dir: string,
): Promise<{ child: ChildProcess; ports: Map<string, number> }> {
  const file = path.join(dir, 'http-cases.json');
  writeFileSync(file, JSON.stringify(cases.filter((c) => c.transport !== 'stdio')));
  // Its stderr (a leak to stderr, which no HTTP client reads) is not ours to print.
  const child = spawn(process.execPath, [SERVER, file, path.join(dir, RELAY_SOCKET)], {
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  const ports = new Map<string, number>();
  for await (const line of createInterface({ input: child.stdout! })) {
    if (line === 'ready') break;
    const [id, port] = line.split(' ');
    ports.set(id, Number(port));
  }
  return { child, ports };
}

/** The command of the stdio server whose case is in `file`: the relay to the batch's server process of `dir`. */
export const stdioCommand = (dir: string, file: string) => ({
  command: relayBinary(),
  args: [path.join(dir, RELAY_SOCKET), file],
});

let relay: string | undefined;

/** The relay, built with cc once per version of its source (in the temp folder, so every worker shares it). */
function relayBinary(): string {
  if (relay) return relay;
  const source = readFileSync(RELAY_C);
  const built = path.join(
    os.tmpdir(),
    `mcp-eval-fuzz-relay-${createHash('sha256').update(source).digest('hex').slice(0, 12)}`,
  );
  if (!existsSync(built)) {
    const partial = `${built}.${process.pid}`;
    try {
      execFileSync('cc', ['-O2', '-o', partial, RELAY_C], { stdio: ['ignore', 'ignore', 'inherit'] });
    } catch (e) {
      const why = (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no `cc` on PATH' : String(e);
      throw new Error(`the fuzzer's stdio servers need ${RELAY_C} built with a C compiler (cc): ${why}`, { cause: e });
    }
    renameSync(partial, built);
  }
  return (relay = built);
}
