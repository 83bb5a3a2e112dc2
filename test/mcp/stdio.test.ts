// The stdio transport's line buffer (src/mcp/stdio.ts): read for read what the SDK's ReadBuffer reads, however the
// bytes are cut into chunks (inside a character, a "\r\n", a message), with the same limit and the same errors.
// And a server that exits as it starts, met by a busy run.
import { ReadBuffer } from '@modelcontextprotocol/sdk/shared/stdio.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ServerConnection } from '../../src/mcp/connection.js';
import { LineBuffer } from '../../src/mcp/stdio.js';

interface Reader {
  append(chunk: Buffer): void;
  readMessage(): unknown;
}

/** Every chunk appended, then every message read, as the transport does: what each read gave, or its error. */
function readAll(reader: Reader, chunks: Buffer[]): string[] {
  const out: string[] = [];
  for (const chunk of chunks) {
    try {
      reader.append(chunk);
    } catch (e) {
      out.push(`append: ${(e as Error).message}`);
      continue;
    }
    for (;;) {
      try {
        const m = reader.readMessage();
        if (m === null) break;
        out.push(JSON.stringify(m));
      } catch (e) {
        out.push(`read: ${(e as Error).name}`);
      }
    }
  }
  return out;
}

const line = fc.oneof(
  fc
    .string({ unit: 'grapheme', maxLength: 30 })
    .map((text) => JSON.stringify({ jsonrpc: '2.0', method: 'm', params: { text } })),
  fc
    .nat(1000)
    .map((id) => JSON.stringify({ jsonrpc: '2.0', id, result: { content: [{ type: 'text', text: 'é✓😀' }] } })),
  fc.constantFrom('not json', '{"jsonrpc": "2.0"}', '', '{"jsonrpc":"2.0","id":1,'),
);

/** The stream's bytes cut at the given points (each taken modulo its length). */
function cut(bytes: Buffer, points: number[]): Buffer[] {
  const at = [...new Set(points.map((p) => p % (bytes.length + 1)))].sort((a, b) => a - b);
  return [0, ...at].map((from, i) => bytes.subarray(from, [...at, bytes.length][i])).filter((c) => c.length > 0);
}

describe('LineBuffer', () => {
  it('reads what the SDK ReadBuffer reads, however the stream is cut', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(line, fc.boolean()), { maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        fc.integer({ min: 40, max: 400 }),
        (lines, points, max) => {
          const bytes = Buffer.from(lines.map(([l, crlf]) => `${l}${crlf ? '\r\n' : '\n'}`).join(''));
          const chunks = cut(bytes, points);
          expect(readAll(new LineBuffer(max), chunks)).toEqual(readAll(new ReadBuffer({ maxBufferSize: max }), chunks));
        },
      ),
      { seed: 48, numRuns: 500 },
    );
  });

  it('takes a line of many chunks whole, and refuses one that grows past the limit', () => {
    const text = 'x'.repeat(300_000);
    const message = Buffer.from(`${JSON.stringify({ jsonrpc: '2.0', id: 7, result: { text } })}\n`);
    const chunks = cut(
      message,
      Array.from({ length: 40 }, (_, i) => i * 8191),
    );
    expect(readAll(new LineBuffer(1 << 20), chunks)).toEqual([message.subarray(0, -1).toString()]);
    const small = readAll(new LineBuffer(100_000), chunks);
    expect(small[0]).toBe('append: ReadBuffer exceeded maximum size of 100000 bytes');
  });
});

describe('a server that exits as it starts, met by a busy run', () => {
  // From the spawner, its start, its stdin's end and its exit arrive at once when the run's event loop was busy: the
  // first request must be refused as closed, with what the server wrote to stderr, not as "Not connected".
  it('says the connection closed and what the server wrote, every time', async () => {
    const config = {
      name: 'crashy',
      type: 'stdio' as const,
      command: process.execPath,
      args: ['-e', 'console.error("fatal: bad token"); process.exit(3)'],
      env: {},
    };
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const open = ServerConnection.open(config, { connectTimeoutMs: 10_000 }).then(
        () => 'opened',
        (e: Error) => e.message,
      );
      await new Promise((r) => setTimeout(r, 5));
      // Busy: the event loop held 400 ms while the helper's messages queue up, the thread asleep (Atomics.wait), not
      // spinning (2 s of CPU for the five).
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 400);
      messages.push(await open);
    }
    for (const m of messages)
      expect(m).toMatch(/failed to start and initialize: .*Connection closed.*stderr: fatal: bad/);
  });
});
