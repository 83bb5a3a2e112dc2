// The tests' port picker. A test picks a port, then writes it where a server will bind it (an MCPProxy config, a
// compose file's MCPPROXY_PORT before `docker compose up`): between the pick and the bind, anything else may take it.
// So a pick is made where nothing else picks: below the kernel's ephemeral range (which any outgoing connection or
// listen(0) draws from: real/compose's `bind: address already in use`), in a block of ports of this vitest worker's
// own (VITEST_POOL_ID: the workers of one run never pick the same port), one port after another within it (two picks
// of one worker never meet either, however close together), and only a port that can be listened on now.
import { readFileSync } from 'node:fs';
import net from 'node:net';

/** Ports in each worker's block: 22 blocks below Linux's default ephemeral start (32768). */
export const PORT_BLOCK = 1000;
const LOWEST = 10_000;

/** The ports a picker draws from: worker `pool`'s block (1-based), or, outside vitest, all of them. */
export function portBlock(pool: number | undefined, below = ephemeralStart()): { from: number; size: number } {
  const blocks = Math.floor((below - LOWEST) / PORT_BLOCK);
  if (!pool || blocks < 1) return { from: LOWEST, size: Math.max(1, below - LOWEST) };
  return { from: LOWEST + ((pool - 1) % blocks) * PORT_BLOCK, size: PORT_BLOCK };
}

/** Where this process's next pick starts in its block: at random first, so two runs on one machine seldom meet. */
let next: number | undefined;

/** A port nothing listens on, from this worker's block (see the top of this file). */
export async function freePort(): Promise<number> {
  const { from, size } = portBlock(Number(process.env.VITEST_POOL_ID) || undefined);
  next ??= Math.floor(Math.random() * size);
  for (let tries = 0; tries < Math.min(size, 200); tries++) {
    // Taken before the await: a pick made meanwhile gets the port after this one.
    const port = from + (next++ % size);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port found in ${from}-${from + size - 1}`);
}

/** The first port of the kernel's ephemeral range (Linux; 32768 elsewhere). */
function ephemeralStart(): number {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32_768;
  } catch {
    return 32_768;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}
