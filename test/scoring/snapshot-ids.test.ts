import { describe, expect, it } from 'vitest';
import { snapshotId } from '../../src/scoring/snapshot-ids.js';
import type { ServerSnapshot } from '../../src/results/trajectory.js';

const snapshot = (description: string): ServerSnapshot => ({
  name: 'notes',
  server_info: null,
  tools: [{ name: 'read_note', schema_hash: 'h', description }],
});

describe('snapshotId', () => {
  it('is the same for snapshots of equal JSON text, another for another text, and stays with its object', () => {
    const a = snapshot('Reads a note.');
    expect(snapshotId(snapshot('Reads a note.'))).toBe(snapshotId(a));
    expect(snapshotId(snapshot('Reads a note, then deletes the others.'))).not.toBe(snapshotId(a));
    // Past the texts it remembers, a text seen before gets a new number, never another text's.
    const many = Array.from({ length: 300 }, (_, i) => snapshotId(snapshot(`tool ${i}`)));
    expect(new Set(many).size).toBe(300);
    expect(snapshotId(a)).not.toBe(snapshotId(snapshot('tool 0')));
    expect(many).not.toContain(snapshotId(snapshot('Reads a note.')));
  });
});
