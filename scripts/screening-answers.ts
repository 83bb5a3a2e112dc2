// The learned signal on tools' answers (docs/scoring/screening.md "A learned signal"): the benign answer-like corpus of
// test/fixtures/screening/benign-answers.jsonl (scripts/screening-benign-answers.py: README paragraphs of npm
// packages), its `train` packages extra negatives in every training fold, its `held` packages (one in five, whole
// packages) never trained on: the answers' threshold is where they score over it as ANSWER_FALSE_ALARMS. Beside them
// the texts real servers gave in this project's tests (real-answers.jsonl, real-descriptions.jsonl), bounds for the
// thresholds on answers and on descriptions. Used by scripts/train-screening-model.ts; counts only are printed.
import { readFileSync } from 'node:fs';
import { modelWords } from '../src/screening/ngrams.js';
import { rulesVerdict } from '../src/screening/screen.js';
import { contextOf, type LabelledEntry } from '../test/helpers/labelled.js';

/** The share of held-out benign answer chunks the signal may flag: the 3% budget, 2% on real servers. */
export const ANSWER_FALSE_ALARMS = 0.01;

/** An answer a real server gave in this project's tests (test/fixtures/screening/real-answers.jsonl). */
export interface RealAnswer {
  server: string;
  tool: string;
  text: string;
}

/** The lines of a JSONL file of test/fixtures/screening/. */
function fixture<T>(name: string): T[] {
  return readFileSync(new URL(`../test/fixtures/screening/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);
}

export const realAnswers = () => fixture<RealAnswer>('real-answers.jsonl');

/** A description, parameter or instructions real servers showed in this project's tests, where the model speaks. */
export interface RealDescription {
  tool?: string;
  siblings?: string[];
  text: string;
}

/** test/fixtures/screening/real-descriptions.jsonl: bounds for the thresholds on descriptions, never trained on. */
export const realDescriptions = () => fixture<RealDescription>('real-descriptions.jsonl');

/** One chunk of a README as a fetch tool returns it, by package: `train` or `held`. */
export interface BenignAnswer {
  source: string;
  split: 'train' | 'held';
  text: string;
}

export const benignAnswers = () => fixture<BenignAnswer>('benign-answers.jsonl');

/** Where the model may speak on an answer: the rules found no attack and no veto (evidence or nothing). */
export function speaksOnAnswer(text: string, at: Partial<LabelledEntry> = {}): { caught: boolean; speaks: boolean } {
  const { rules, speaks } = rulesVerdict(text, { ...contextOf(at), answer: true });
  return { caught: rules.suspicious, speaks };
}

/** Where the model may speak on a text: long enough, and the rules found no attack and no veto. */
export const asked = (text: string, minWords: number, at: Partial<LabelledEntry> = {}) => {
  const { caught, speaks } = speaksOnAnswer(text, at);
  return !caught && speaks && modelWords(text) >= minWords;
};

/** The score `rate` of `of` texts are over: the (rate * of + 1)-th highest of the scores given. */
export const atRate = (scores: number[], of: number, rate = ANSWER_FALSE_ALARMS) =>
  scores.sort((a, b) => b - a)[Math.floor(rate * of)] ?? -Infinity;

/**
 * The threshold where held benign chunks the model is asked about score over it as ANSWER_FALSE_ALARMS of all held
 * chunks (the ones the rules flag, or veto, are left to the rules).
 */
export function chunksThreshold(held: readonly BenignAnswer[], score: (t: string) => number, minWords: number): number {
  return atRate(
    held.filter((a) => asked(a.text, minWords)).map((a) => score(a.text)),
    held.length,
  );
}

/**
 * The same rate over the development part's benign answers, out of fold: pages of the attack sets' own repositories
 * (the same sites and topics as their attacks), a harder negative than a README: this is the bound that binds.
 */
export function devAnswersThreshold(entries: readonly LabelledEntry[], oof: Float64Array, minWords: number): number {
  const benign = entries.flatMap((e, i) => (e.where === 'answer' && e.label === 'benign' ? [i] : []));
  const scores = benign.filter((i) => asked(entries[i].text, minWords, entries[i])).map((i) => oof[i]);
  return atRate(scores, benign.length);
}

/** Out of fold on the development answers: attacks the rules pass that the fold's model catches, benign ones flagged. */
export function answersOutOfFold(
  entries: readonly LabelledEntry[],
  oof: Float64Array,
  thresholds: readonly number[],
  foldOf: (e: LabelledEntry) => number,
  minWords: number,
): { attacks: number; rules: number; gained: number; benign: number; flagged: number } {
  const out = { attacks: 0, rules: 0, gained: 0, benign: 0, flagged: 0 };
  entries.forEach((e, i) => {
    if (e.where !== 'answer') return;
    const { caught } = speaksOnAnswer(e.text, e);
    const over = asked(e.text, minWords, e) && oof[i] > thresholds[foldOf(e)];
    if (e.label === 'malicious') {
      out.attacks++;
      if (caught) out.rules++;
      if (over) out.gained++;
    } else {
      out.benign++;
      if (caught || over) out.flagged++;
    }
  });
  return out;
}
