// The screening's learned signal (src/screening/ngrams.ts, docs/scoring/screening.md "A learned signal"), trained on
// the development part of the labelled set alone: the held-out sources are never read here. A logistic regression over
// the hashed n-grams, attacks weighted up to the benign texts' number, a fixed seed so that a run gives the same
// weights. The threshold is set where out-of-fold development benign texts (five folds by whole source, as the split
// is made) raise 1% false alarms, half the goal on the harvest, and never lower than the highest score of a
// development benign text under the shipped weights, so the signal adds no false alarm on the development part.
// Run `npx tsx scripts/train-screening-model.ts` after the labelled set changes; it writes src/screening/ngram-model.json.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { ngramFeatures, ngramScore, type NgramModel } from '../src/screening/ngrams.js';
import { developmentSet, type LabelledEntry } from '../test/helpers/labelled.js';

const BITS = 16;
const EPOCHS = 30;
const RATE = 0.5;
const L2 = 1e-5;
const FOLDS = 5;
/** The share of out-of-fold benign development texts the signal may flag. */
const FALSE_ALARMS = 0.01;
/** The word minimums the cross-validation reports on (a short text gives the model little to read). */
const MIN_WORDS = [0, 5, 10, 15, 20, 30, 40];
/**
 * The word minimum shipped. The cross-validation over the development sources would pick 0 (most out-of-fold attacks
 * caught at 1% out-of-fold false alarms), or, from 20 up, 20 with its own lower threshold; both flag the project's own
 * benign examples (test/screening: "Lists the rules you follow in the linter configuration.", 9 words; an S3 upload,
 * 15 words; a 1 MB description), so the minimum stays 20 and the threshold is the one of all benign texts.
 */
const SHIPPED_MIN_WORDS = 20;

type Example = { x: Map<number, number>; y: number };

function train(examples: readonly Example[]): { w: Float64Array; b: number } {
  const w = new Float64Array(1 << BITS);
  let b = 0;
  const attacks = examples.filter((e) => e.y).length;
  const up = (examples.length - attacks) / Math.max(1, attacks);
  let seed = 7;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const order = examples.map((_, i) => [random(), i]).sort((p, q) => p[0] - q[0]);
    for (const [, i] of order) {
      const { x, y } = examples[i];
      let z = b;
      for (const [k, v] of x) z += w[k] * v;
      const g = (1 / (1 + Math.exp(-z)) - y) * (y ? up : 1);
      for (const [k, v] of x) w[k] -= RATE * (g * v + L2 * w[k]);
      b -= RATE * g;
    }
  }
  return { w, b };
}

const logit = (m: { w: Float64Array; b: number }, x: Map<number, number>) => {
  let z = m.b;
  for (const [k, v] of x) z += m.w[k] * v;
  return z;
};

/** A whole source's fold, as the split keeps sources whole. */
function foldOf(e: LabelledEntry): number {
  const source = e.source.replace(/@[^@]*$/, '');
  return createHash('sha256').update(source).digest()[0] % FOLDS;
}

/**
 * What the cross-validation says of each word minimum, on the development part alone: the out-of-fold threshold where
 * benign texts long enough to judge raise FALSE_ALARMS of all benign texts, and the out-of-fold attacks caught at it.
 */
function reportMinWords(entries: readonly LabelledEntry[], oof: Float64Array): void {
  const words = entries.map((e) => e.text.match(/\S+/g)?.length ?? 0);
  const benign = entries.filter((e) => e.label === 'benign').length;
  for (const w of MIN_WORDS) {
    const scores = entries
      .map((e, i) => (e.label === 'benign' && words[i] >= w ? oof[i] : -Infinity))
      .sort((a, b) => b - a);
    const atRate = scores[Math.floor(FALSE_ALARMS * benign)];
    const caught = entries.filter((e, i) => e.label === 'malicious' && words[i] >= w && oof[i] > atRate).length;
    console.log(`${w} words at least: out-of-fold threshold ${atRate.toFixed(3)}, attacks caught ${caught}`);
  }
}

function main(): void {
  const { entries, digest } = developmentSet();
  const examples = entries.map((e) => ({ x: ngramFeatures(e.text, BITS), y: e.label === 'malicious' ? 1 : 0 }));
  const oof = new Float64Array(entries.length);
  for (let f = 0; f < FOLDS; f++) {
    const m = train(examples.filter((_, i) => foldOf(entries[i]) !== f));
    entries.forEach((e, i) => {
      if (foldOf(e) === f) oof[i] = logit(m, examples[i].x);
    });
  }
  reportMinWords(entries, oof);
  const minWords = SHIPPED_MIN_WORDS;
  const outOfFold = entries.flatMap((e, i) => (e.label === 'benign' ? [oof[i]] : [])).sort((a, b) => a - b);
  const atRate = outOfFold[Math.floor((1 - FALSE_ALARMS) * outOfFold.length)];
  const full = train(examples);
  const scale = Math.max(...full.w.map(Math.abs)) / 127;
  const bytes = Int8Array.from(full.w, (v) => Math.round(v / scale));
  const shipped: NgramModel = {
    bits: BITS,
    bias: full.b,
    scale,
    threshold: 0,
    minWords,
    trainedOn: digest,
    weights: Buffer.from(bytes.buffer).toString('base64'),
  };
  const benign = entries.filter((e) => e.label === 'benign').map((e) => ngramScore(e.text, shipped));
  shipped.threshold = Math.round(Math.max(atRate, ...benign) * 1000 + 1) / 1000;
  const caught = entries.filter((e) => e.label === 'malicious' && ngramScore(e.text, shipped) > shipped.threshold);
  writeFileSync(new URL('../src/screening/ngram-model.json', import.meta.url), `${JSON.stringify(shipped)}\n`);
  const at = `at ${FALSE_ALARMS} out-of-fold false alarms ${atRate.toFixed(3)}, highest benign ${Math.max(...benign)}`;
  console.log(
    `threshold ${shipped.threshold} (${at}), ${minWords} words at least; development attacks above it ${caught.length}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
