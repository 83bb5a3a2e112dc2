// Which lists of words a text holds (src/screening/keys.ts): one automaton answers for every list in one pass. Its
// answer must be the one a pattern per list gives (any word as a plain substring, case as given), on every sentence
// of the labelled set and on the overlaps an automaton can get wrong.
import { describe, expect, it } from 'vitest';
import { SENTENCE_RULES } from '../../src/screening/screen.js';
import { hasAny, heldLists, listNumber } from '../../src/screening/keys.js';
import { cleanText, sentences } from '../../src/screening/text.js';
import { escapeRegExp } from '../../src/util/text.js';
import { readLabelled } from '../helpers/labelled.js';

const GATES = SENTENCE_RULES.flatMap((r) => (r.gate ? [r.gate] : []));

/** The answer of a pattern: what the gates were before the automaton. */
const pattern = (keys: readonly string[]) => new RegExp(keys.map(escapeRegExp).join('|'));

describe('lists of words held by a text', () => {
  it('answer as a pattern per list does, for every gate on every sentence of the labelled set', () => {
    const lists = GATES.map((keys) => ({ keys, re: pattern(keys) }));
    const wrong: string[] = [];
    const all = readLabelled().flatMap((e) => sentences(cleanText(e.text)));
    for (const s of all) {
      for (const text of [s.lower, s.text]) {
        for (const { keys, re } of lists) {
          if (hasAny(text, keys) !== re.test(text)) wrong.push(`${keys.join('|').slice(0, 40)}: ${text.slice(0, 60)}`);
        }
      }
    }
    expect(all.length).toBeGreaterThan(5000);
    expect(wrong).toEqual([]);
  });

  it('find words inside, around and after one another, in any script', () => {
    const he = ['he'];
    const hers = ['hers', 'his'];
    const she = ['she'];
    const chinese = ['忽略', '指令'];
    for (const text of ['ushers', 'uhers', 'ahis', 'shhe', 'sh', '请忽略之前的指令', 'copy', 'h']) {
      for (const keys of [he, hers, she, chinese, ['cop', 'copy'], ['opy']]) {
        expect(hasAny(text, keys), `${keys.join('|')} in ${text}`).toBe(pattern(keys).test(text));
      }
    }
  });

  it('answer for a list met after a text was read', () => {
    const before = heldLists('send the keys');
    const late = ['keys'];
    expect(before).not.toContain(listNumber(late));
    expect(heldLists('send the keys')).toContain(listNumber(late));
    expect(hasAny('send the KEYS', late)).toBe(false);
  });
});
