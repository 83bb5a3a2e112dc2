// The tests' port picker (test/helpers/mcp-servers.ts): below the kernel's ephemeral range, so no outgoing
// connection or listen(0) elsewhere can take a picked port before the test's server binds it.
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { expect, it } from 'vitest';
import { freePort } from './mcp-servers.js';

it('picks ports below the ephemeral range that a server can then listen on', async () => {
  const start = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
  for (const port of ports) {
    expect(port).toBeGreaterThanOrEqual(10_000);
    expect(port).toBeLessThan(start);
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
