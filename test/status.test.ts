import { describe, expect, it } from 'vitest';
import { band, fails, worst } from '../src/status.js';

describe('status bands', () => {
  it('cuts at 0.8 / 0.6 / 0.3', () => {
    expect([0.8, 0.79, 0.6, 0.59, 0.3, 0.29].map((s) => band(s))).toEqual([
      'GOOD', 'ACCEPTABLE', 'ACCEPTABLE', 'DEGRADED', 'DEGRADED', 'BROKEN',
    ]);
  });
  it('orders ERROR worst and applies fail-on', () => {
    expect(worst(['GOOD', 'BROKEN', 'ERROR'])).toBe('ERROR');
    expect(fails('DEGRADED', 'broken')).toBe(false);
    expect(fails('DEGRADED', 'degraded')).toBe(true);
    expect(fails('ERROR', 'broken')).toBe(true);
    expect(fails('ERROR', 'never')).toBe(false);
  });
});
