// A learned signal beside the rules (docs/scoring/screening.md "A learned signal"): a linear model over hashed word,
// word-pair and four-character n-grams, trained by scripts/train-screening-model.ts on the development part of the
// labelled set and on cited attacks from packages (test/fixtures/screening/extra-attacks.jsonl), its weights shipped in
// ngram-model.json (no weights fetched, CPU only). Where the rules found evidence short of an attack it corroborates
// above a threshold set where the out-of-fold development benign texts it is asked about there score over it as 0.1%
// of all benign descriptions; where they found none it flags alone above a second one, no lower, set the same way at
// 0.05%; on a tool's answer above a third, `answers`, no lower than where README paragraphs of held npm packages or,
// out of fold, the development benign answers score over it as 1%, nor than any real server's answer the tests record.
// Two heads over the same n-grams: one reads descriptions, one answers (the latter never learnt the descriptions
// written to be chosen, which made it read a proxy's tool listing as an attack).
// It says only that a text reads like the attacks it learnt from (topic and style), not what the text does.
import shipped from './ngram-model.json' with { type: 'json' };
import { signal, type Signal } from './verdict.js';

const model: NgramModel = shipped;

/** Characters of a text the model reads. */
export const MAX_MODEL_CHARS = 4000;
/** Its signal's weight: the verdict's threshold, so that it flags a text with or without the rules' evidence. */
export const LEARNED_WEIGHT = 0.5;

/** Characters of a word: letters, digits and the marks paths, addresses and tags are made of. */
function isWordChar(c: number): boolean {
  return (
    (c >= 97 && c <= 122) ||
    (c >= 48 && c <= 57) ||
    c === 95 ||
    c === 126 ||
    c === 46 ||
    c === 47 ||
    c === 64 ||
    c === 36 ||
    c === 60 ||
    c === 62 ||
    c === 91 ||
    c === 93 ||
    c === 45
  );
}

const OFFSET = 2166136261;
const PRIME = 16777619;

/** The text as the model reads it: NFKC, lower case, one space for any run of white space, bounded. */
function prepared(text: string): string {
  const t = text
    .slice(0, MAX_MODEL_CHARS * 2)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ');
  return t.slice(0, MAX_MODEL_CHARS);
}

/**
 * Each n-gram's bucket (FNV-1a of a tag and its characters): words (tag 1), pairs of words with one space between
 * (tag 2), four characters (tag 3). No string is made: screening calls this for every text.
 */
function eachGram(t: string, mask: number, visit: (bucket: number) => void): void {
  let prevStart = -1;
  let prevEnd = -1;
  for (let i = 0; i < t.length;) {
    if (!isWordChar(t.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    let h = Math.imul(OFFSET ^ 1, PRIME);
    for (; i < t.length && isWordChar(t.charCodeAt(i)); i++) h = Math.imul(h ^ t.charCodeAt(i), PRIME);
    visit((h >>> 0) & mask);
    if (prevStart >= 0) {
      let p = Math.imul(OFFSET ^ 2, PRIME);
      for (let j = prevStart; j < prevEnd; j++) p = Math.imul(p ^ t.charCodeAt(j), PRIME);
      p = Math.imul(p ^ 32, PRIME);
      for (let j = start; j < i; j++) p = Math.imul(p ^ t.charCodeAt(j), PRIME);
      visit((p >>> 0) & mask);
    }
    [prevStart, prevEnd] = [start, i];
  }
  for (let i = 0; i + 4 <= t.length; i++) {
    let h = Math.imul(OFFSET ^ 3, PRIME);
    for (let j = i; j < i + 4; j++) h = Math.imul(h ^ t.charCodeAt(j), PRIME);
    visit((h >>> 0) & mask);
  }
}

/** The text's n-grams as bucket counts, scaled to unit length: what the model is trained on. */
export function ngramFeatures(text: string, bits: number): Map<number, number> {
  const counts = new Map<number, number>();
  eachGram(prepared(text), (1 << bits) - 1, (k) => counts.set(k, (counts.get(k) ?? 0) + 1));
  let norm = 0;
  for (const c of counts.values()) norm += c * c;
  norm = Math.sqrt(norm) || 1;
  for (const [k, c] of counts) counts.set(k, c / norm);
  return counts;
}

/** One head of the model: int8 weights with one scale, and the bias. */
export interface Head {
  bias: number;
  scale: number;
  weights: string;
}

/**
 * The shipped model: the head that reads descriptions, the head that reads answers, the thresholds, and what it was
 * trained on. The answers' head learnt no description written to be chosen (scripts/train-screening-model.ts `chosen`):
 * learnt, they made it read a proxy's tool listing as an attack; the descriptions' head learnt them.
 */
export interface NgramModel extends Head {
  bits: number;
  threshold: number;
  /** The threshold where the rules found no evidence: the model then flags alone. */
  alone: number;
  /** The threshold on an answer (with the rules' evidence or alone): README chunks and development answers. */
  answers: number;
  /** Words a text needs before the model judges it, chosen by cross-validation over the development sources. */
  minWords: number;
  /** Words a text needs before the model flags it alone, chosen the same way (no fewer than `minWords`). */
  aloneWords: number;
  /** SHA-256 of the development entries it learnt from (test/screening/ngrams.test.ts holds it to the set). */
  trainedOn: string;
  /** Cited attacks from packages it learnt from besides (test/fixtures/screening/extra-attacks.jsonl). */
  extraAttacks: number;
  /** Benign answer-like chunks (READMEs of npm packages) it learnt from as negatives. */
  benignAnswers: number;
  /** The head that reads a tool's answer. */
  answer: Head;
}

const decoded = new WeakMap<Head, Int8Array>();

function weightsOf(h: Head): Int8Array {
  let w = decoded.get(h);
  if (!w) {
    const bytes = Buffer.from(h.weights, 'base64');
    w = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
    decoded.set(h, w);
  }
  return w;
}

/** Counts of one text's buckets and the buckets it touched, kept between calls (reset after each). */
let counts = new Uint16Array(0);
const touched: number[] = [];

/**
 * The model's score of a text (its logit) by the head that reads it (the answers' head on an answer): the same as the
 * weights times ngramFeatures, without a map.
 */
export function ngramScore(text: string, m: NgramModel = model, at: LearnedAt = 'evidence'): number {
  const head = at === 'answer' ? m.answer : m;
  const w = weightsOf(head);
  if (counts.length !== 1 << m.bits) counts = new Uint16Array(1 << m.bits);
  eachGram(prepared(text), (1 << m.bits) - 1, (k) => {
    if (counts[k]++ === 0) touched.push(k);
  });
  let dot = 0;
  let norm = 0;
  for (const k of touched) {
    dot += w[k] * counts[k];
    norm += counts[k] * counts[k];
    counts[k] = 0;
  }
  touched.length = 0;
  return head.bias + (norm ? (dot * head.scale) / Math.sqrt(norm) : 0);
}

/** The words of a text the model reads (its first MAX_MODEL_CHARS): what its word minimum counts. */
export const modelWords = (text: string): number => text.slice(0, MAX_MODEL_CHARS).match(/\S+/g)?.length ?? 0;

/** Which of the model's thresholds a text is judged against: where it is shown, and whether the rules read evidence. */
export type LearnedAt = 'evidence' | 'alone' | 'answer';

/**
 * The learned signal: one, when a text long enough to judge reads like the attacks it learnt from beyond the
 * threshold (beyond the higher one, `alone`, where the rules found no evidence of their own; `answers` on an answer).
 */
export function learnedSignals(text: string, m: NgramModel = model, at: LearnedAt = 'evidence'): Signal[] {
  if (modelWords(text) < (at === 'alone' ? m.aloneWords : m.minWords)) return [];
  const z = ngramScore(text, m, at);
  const over = at === 'answer' ? m.answers : at === 'alone' ? m.alone : m.threshold;
  if (z <= over) return [];
  const what = `reads like the labelled set's attacks (an n-gram model, ${z.toFixed(1)} over ${over})`;
  return [signal('tool_poisoning', 'learned.ngram', what, text.slice(0, 200), LEARNED_WEIGHT)];
}
