// What servers ask during a call, compared (scoring/asks.ts): unchanged asks leave a run GOOD; a call that starts or
// stops asking, asks for a new required field or a field of another type is `asks` drift, capping the score, and the
// scenario's cause names it.
import { describe, expect, it } from 'vitest';
import { DEFAULT_THRESHOLDS } from '../../src/results/status.js';
import type { ToolCallRecord } from '../../src/results/trajectory.js';
import { evaluate } from '../../src/scoring/index.js';
import { askCauseWords, askChange, askDriftInOrder } from '../../src/scoring/asks.js';
import { call, trajectory } from '../helpers/trajectories.js';

const schema = (required: string[], types: Record<string, string>) => ({
  type: 'object',
  properties: Object.fromEntries(Object.entries(types).map(([k, type]) => [k, { type }])),
  required,
});
const ask = (s = schema(['name'], { name: 'string' }), message = 'Confirm the deletion') =>
  ({ kind: 'elicitation', message, schema: s, action: 'accept' }) as const;
const asking = (asks: ToolCallRecord['asks']): ToolCallRecord => ({
  ...call({ id: 'mcp__files__delete', args: { path: 'a' } }),
  ...(asks ? { asks } : {}),
});
const opts = { thresholds: DEFAULT_THRESHOLDS, match: 'similarity' as const, ignoreArgs: [], ignoreResponseFields: [] };
const judge = (b: ToolCallRecord['asks'], c: ToolCallRecord['asks']) =>
  evaluate(trajectory([asking(b)]), trajectory([asking(c)]), opts);

describe('asks compared', () => {
  it('the same asks: GOOD, no drift', () => {
    const e = judge([ask()], [ask()]);
    expect([e.status, e.drift]).toEqual(['GOOD', []]);
  });

  it.each([
    ['starts asking', undefined, [ask()], 'now asks: elicitation "Confirm the deletion"'],
    ['stops asking', [ask()], undefined, 'stopped asking: elicitation "Confirm the deletion"'],
    [
      'a new required field',
      [ask()],
      [ask(schema(['name', 'email'], { name: 'string', email: 'string' }))],
      'elicitation "Confirm the deletion": new required field(s) email',
    ],
    [
      "a field's type",
      [ask(schema([], { age: 'string' }))],
      [ask(schema([], { age: 'integer' }))],
      'elicitation "Confirm the deletion": field age: string -> integer',
    ],
    [
      'another message',
      [ask()],
      [ask(undefined, 'Delete 3 files?')],
      'asks elicitation "Delete 3 files?" instead of elicitation "Confirm the deletion"',
    ],
  ] as const)('%s: asks drift, the score capped (DEGRADED)', (what, b, c, detail) => {
    const e = judge(b ? [...b] : undefined, c ? [...c] : undefined);
    expect(e.drift.map((d) => [d.kind, d.detail])).toEqual([['asks', detail]]);
    // The cause names the change.
    const words = {
      'starts asking': 'started asking the client',
      'stops asking': 'stopped asking the client',
      'a new required field': 'asks the client for a new required field',
      "a field's type": 'asks the client for a field of another type',
      'another message': 'asks the client something else',
    }[what];
    expect(askCauseWords(detail)).toBe(words);
    expect(e.status).toBe('DEGRADED');
    expect(e.first_divergence?.description).toBe(`call 1 mcp__files__delete: response changed (asks): ${detail}`);
  });

  it('asks nothing on both sides: no change', () => {
    expect(askChange([], [])).toBeNull();
  });

  it('in call order, for a run an ask cut short: each call against the next baseline call of its tool', () => {
    const typed = ask(schema(['name'], { name: 'string', age: 'integer' }));
    const other = call({ id: 'mcp__files__list', args: {} });
    const baseline = [asking([ask()]), other, asking(undefined)];
    const current = [other, asking([ask()]), asking([typed])];
    expect(askDriftInOrder(baseline, current)).toEqual([
      {
        baseline_index: 2,
        current_index: 2,
        id: 'mcp__files__delete',
        kind: 'asks',
        detail: 'now asks: elicitation "Confirm the deletion"',
      },
    ]);
    expect(askDriftInOrder([asking(undefined)], [other])).toEqual([]);
  });
});
