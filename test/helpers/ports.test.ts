// The tests' port picker (test/helpers/ports.ts): below the kernel's ephemeral range, so no outgoing connection or
// listen(0) elsewhere can take a picked port before the test's server binds it; in a block of this vitest worker's
// own, so no other worker of the run picks it meanwhile; one port after another, so no other pick of this worker does.
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { expect, it } from 'vitest';
import { freePort, PORT_BLOCK, portBlock } from './ports.js';

const start = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);

it("picks ports in this worker's block, below the ephemeral range, that a server can then listen on", async () => {
  const pool = Number(process.env.VITEST_POOL_ID);
  expect(pool).toBeGreaterThan(0);
  const { from, size } = portBlock(pool);
  const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
  for (const port of ports) {
    expect(port).toBeGreaterThanOrEqual(Math.max(from, 10_000));
    expect(port).toBeLessThan(Math.min(from + size, start));
  }
  const srv = net.createServer();
  await new Promise<void>((resolve, reject) => srv.once('error', reject).listen(ports[0], '127.0.0.1', resolve));
  await new Promise((resolve) => srv.close(resolve));
  // A port taken is never handed out: every other pick while it is held differs from it.
  const held = net.createServer();
  await new Promise<void>((resolve) => held.listen(ports[1], '127.0.0.1', resolve));
  const again = await Promise.all(Array.from({ length: 50 }, () => freePort()));
  expect(again).not.toContain(ports[1]);
  await new Promise((resolve) => held.close(resolve));
});

it('picks made at once in one worker all differ', async () => {
  const ports = await Promise.all(Array.from({ length: 300 }, () => freePort()));
  expect(new Set(ports).size).toBe(ports.length);
});

it('gives the workers of a run blocks that do not meet, each below the ephemeral range; outside vitest, all of it', () => {
  const blocks = [1, 2, 3, 4, 5, 6, 7].map((pool) => portBlock(pool, 32_768));
  for (const b of blocks)
    expect([b.size, b.from >= 10_000, b.from + b.size <= 32_768]).toEqual([PORT_BLOCK, true, true]);
  const ports = blocks.flatMap((b) => [b.from, b.from + b.size - 1]);
  for (let i = 1; i < ports.length; i++) expect(ports[i]).toBeGreaterThan(ports[i - 1]);
  expect(portBlock(undefined, 32_768)).toEqual({ from: 10_000, size: 22_768 });
  // More workers than blocks share them again, still below the range; a range that starts too low leaves one block.
  expect(portBlock(23, 32_768)).toEqual(portBlock(1, 32_768));
  expect(portBlock(2, 10_500)).toEqual({ from: 10_000, size: 500 });
});
