// A baseline's server lists cut out of its text (src/baselines/list-text.ts) and read once per distinct text
// (format.ts): the same baseline as reading the whole text, whatever the layout; the same message when it is corrupt.
import { describe, expect, it } from 'vitest';
import { parseBaseline, serializeBaseline, type Baseline } from '../../src/baselines/index.js';
import { cutLists } from '../../src/baselines/list-text.js';
import { baseline } from '../helpers/baselines-fixtures.js';
import { call } from '../helpers/trajectories.js';

/** The same baseline as one line of JSON: no list is cut out of it, so it is read whole. */
const oneLine = (text: string) => JSON.stringify(JSON.parse(text));

/** parseBaseline's answer: the baseline, or the message it throws. */
function read(text: string): Baseline | string {
  try {
    return parseBaseline(text, 'b.json', 'b');
  } catch (e) {
    return (e as Error).message;
  }
}

describe('cutLists', () => {
  it('cuts each list as written, the baseline own first, and leaves its number in its place', () => {
    const text = serializeBaseline(baseline('b', { runs: 3 }));
    const cut = cutLists(text)!;
    expect(cut.lists).toHaveLength(4);
    const whole = JSON.parse(text) as Baseline;
    expect(cut.lists.map((t) => JSON.parse(t))).toEqual([whole.servers, ...whole.trajectories.map((t) => t.servers)]);
    const rest = JSON.parse(cut.rest) as { servers: unknown; trajectories: Array<{ servers: unknown }> };
    expect([rest.servers, ...rest.trajectories.map((t) => t.servers)]).toEqual([0, 1, 2, 3]);
  });

  it('finds nothing in a text on one line, and no end in a list that does not close', () => {
    const text = serializeBaseline(baseline('b'));
    expect(cutLists(oneLine(text))).toBeNull();
    expect(cutLists(text.slice(0, text.indexOf('\n  ],')))).toBeNull();
  });
});

describe('a baseline read with its lists cut out', () => {
  it('is the baseline the whole text gives, run by run, and shares each distinct list', () => {
    const text = serializeBaseline(baseline('b', { runs: 3 }));
    const quick = read(text) as Baseline;
    expect(quick).toEqual(read(oneLine(text)));
    expect(quick.trajectories[2].servers).toBe(quick.trajectories[1].servers);
    expect(read(serializeBaseline(baseline('b'))) as Baseline).toHaveProperty('servers', quick.servers);
  });

  it('is the same where a call argument or a layout of its own holds something like a list', () => {
    const b = baseline('b', { runs: 2 });
    const nested = call({ id: 'pick', args: { servers: ['a', 'b'], note: '\n  ],' } });
    b.trajectories[1].messages.push(nested);
    const text = serializeBaseline(b);
    expect(read(text)).toEqual(read(oneLine(text)));
    expect((read(text) as Baseline).trajectories[1].messages.at(-1)).toEqual(nested);
    const fourSpaces = `${JSON.stringify(JSON.parse(text), null, 4)}\n`;
    expect(read(fourSpaces)).toEqual(read(oneLine(text)));
  });

  it('says what is wrong in a corrupt list as the whole text does', () => {
    const b = baseline('b', { runs: 2 });
    const text = serializeBaseline(b).replace('"name": "call_tool"', '"name": 7');
    const message = read(text);
    expect(message).toMatch(/^corrupt baseline b\.json: .*name/);
    expect(message).toBe(read(oneLine(text)));
  });
});
