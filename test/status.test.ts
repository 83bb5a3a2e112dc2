import { describe, expect, it } from 'vitest';
import { band, fails, worst } from '../src/results/status.js';

describe('status bands', () => {
  it('cuts at 0.8 / 0.6 / 0.3', () => {
    expect([0.8, 0.79, 0.6, 0.59, 0.3, 0.29].map((s) => band(s))).toEqual([
      'GOOD',
      'ACCEPTABLE',
      'ACCEPTABLE',
      'DEGRADED',
      'DEGRADED',
      'BROKEN',
    ]);
  });
  it('cuts at custom thresholds, each bound inclusive', () => {
    const t = { good: 0.9, acceptable: 0.5, degraded: 0.1 };
    expect([1, 0.9, 0.89, 0.8, 0.5, 0.49, 0.3, 0.1, 0.09, 0].map((s) => band(s, t))).toEqual([
      'GOOD',
      'GOOD',
      'ACCEPTABLE',
      'ACCEPTABLE',
      'ACCEPTABLE',
      'DEGRADED',
      'DEGRADED',
      'DEGRADED',
      'BROKEN',
      'BROKEN',
    ]);
    // Equal thresholds leave a band empty: nothing is ACCEPTABLE when it equals good.
    expect([0.7, 0.69, 0.2, 0.19].map((s) => band(s, { good: 0.7, acceptable: 0.7, degraded: 0.2 }))).toEqual([
      'GOOD',
      'DEGRADED',
      'DEGRADED',
      'BROKEN',
    ]);
    // degraded 0: nothing is BROKEN; good 1: only a perfect score is GOOD.
    expect([0, 0.99, 1].map((s) => band(s, { good: 1, acceptable: 0.5, degraded: 0 }))).toEqual([
      'DEGRADED',
      'ACCEPTABLE',
      'GOOD',
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
