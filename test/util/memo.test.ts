import { describe, expect, it } from 'vitest';
import { KeyedMemo } from '../../src/util/memo.js';

describe('KeyedMemo', () => {
  it('works a value out once per key, and keeps each key apart', () => {
    const memo = new KeyedMemo<string[]>();
    const made: string[] = [];
    const make = (key: string) => () => (made.push(key), [key]);
    const first = memo.get('["a",1]', make('a'));
    expect(memo.get('["a",1]', make('a again'))).toBe(first);
    expect(memo.get('["a",2]', make('b'))).toEqual(['b']);
    expect(made).toEqual(['a', 'b']);
  });

  it('keeps a null or undefined answer too: it is not worked out again', () => {
    const memo = new KeyedMemo<number | null | undefined>();
    let calls = 0;
    for (let i = 0; i < 3; i++) {
      expect(memo.get('none', () => (calls++, null))).toBeNull();
      expect(memo.get('nothing', () => (calls++, undefined))).toBeUndefined();
    }
    expect(calls).toBe(2);
  });
});
