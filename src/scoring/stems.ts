// Words as string similarity compares them (docs/scoring/similarity.md#words): a model rephrasing a query says
// "env vars" for "environment variables", so inflections and the few abbreviations such queries
// use must count as the same word. Inflections come from a Porter stemmer, not a hand-made list.
import { stemmer } from 'stemmer';

/**
 * Abbreviations, by stem, to the word they stand for: the smallest table that covers the query
 * rephrasings of the seed ("environment variables configuration", "env vars configuration",
 * "environment config"). Whole words only: "envelope" is not "env".
 */
export const ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ['env', 'environment'],
  ['var', 'variable'],
  ['config', 'configuration'],
]);

/** English words are stemmed; numbers, mixed letters and digits, and other scripts are kept as they are. */
const STEMMED = /^[a-z]+$/;
/** Queries repeat their words: a bounded cache spares the stemmer most of its work. */
const MAX_CACHED = 10_000;
const cache = new Map<string, string>();

/** A lower-cased word as compared: its stem, or the stem of the word it abbreviates. */
export function normalizeWord(word: string): string {
  let out = cache.get(word);
  if (out === undefined) {
    const stem = STEMMED.test(word) ? stemmer(word) : word;
    // A Map, not an object: a word like "constructor" must not find Object.prototype's.
    const full = ABBREVIATIONS.get(stem);
    out = full === undefined ? stem : stemmer(full);
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(word, out);
  }
  return out;
}
