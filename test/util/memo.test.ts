import { describe, expect, it } from 'vitest';
import { contentId, KeyedMemo, listKey } from '../../src/util/memo.js';
import type { ServerSnapshot } from '../../src/results/trajectory.js';

describe('KeyedMemo', () => {
  it('works a value out once per key, and keeps each key apart', () => {
    const memo = new KeyedMemo<string, string[]>(10);
    const made: string[] = [];
    const make = (key: string) => () => (made.push(key), [key]);
    const first = memo.get('["a",1]', make('a'));
    expect(memo.get('["a",1]', make('a again'))).toBe(first);
    expect(memo.get('["a",2]', make('b'))).toEqual(['b']);
    expect(made).toEqual(['a', 'b']);
  });

  it('keeps a null or undefined answer too: it is not worked out again', () => {
    const memo = new KeyedMemo<string, number | null | undefined>(10);
    let calls = 0;
    for (let i = 0; i < 3; i++) {
      expect(memo.get('none', () => (calls++, null))).toBeNull();
      expect(memo.get('nothing', () => (calls++, undefined))).toBeUndefined();
    }
    expect(calls).toBe(2);
  });

  it('starts over past its bound, and when its basis changes', () => {
    let basis: object = {};
    const memo = new KeyedMemo<number, string>(3, () => basis);
    const made: number[] = [];
    const make = (k: number) => (made.push(k), `v${k}`);
    for (const k of [1, 2, 3, 1]) memo.get(k, make);
    expect(made).toEqual([1, 2, 3]);
    memo.get(4, make); // the fourth key: the three before are forgotten
    memo.get(1, make);
    expect(made).toEqual([1, 2, 3, 4, 1]);
    basis = {};
    expect(memo.get(1, make)).toBe('v1');
    expect(made).toEqual([1, 2, 3, 4, 1, 1]);
  });
});

const snapshot = (description: string): ServerSnapshot => ({
  name: 'notes',
  server_info: null,
  tools: [{ name: 'read_note', schema_hash: 'h', description }],
});

describe('contentId', () => {
  it('is the same for objects of equal JSON text, another for another text, and stays with its object', () => {
    const a = snapshot('Reads a note.');
    expect(contentId(snapshot('Reads a note.'))).toBe(contentId(a));
    expect(contentId(snapshot('Reads a note, then deletes the others.'))).not.toBe(contentId(a));
    // Past the texts it remembers, a text seen before gets a new number, never another text's.
    const many = Array.from({ length: 300 }, (_, i) => contentId(snapshot(`tool ${i}`)));
    expect(new Set(many).size).toBe(300);
    expect(contentId(a)).not.toBe(contentId(snapshot('tool 0')));
    expect(many).not.toContain(contentId(snapshot('Reads a note.')));
  });
});

describe('listKey', () => {
  it('is equal for lists of equal JSON text only, and null for what is not a list of objects', () => {
    const list = (...d: string[]) => d.map(snapshot);
    expect(listKey(list('a', 'b'))).toBe(listKey(list('a', 'b')));
    expect(listKey(list('a', 'b'))).not.toBe(listKey(list('b', 'a')));
    expect(listKey(list('a'))).not.toBe(listKey(list('a', 'a')));
    expect(listKey([])).toBe('');
    for (const v of [undefined, 'servers', [1, 2], [snapshot('a'), null], { 0: snapshot('a') }]) {
      expect(listKey(v)).toBeNull();
    }
  });
});
