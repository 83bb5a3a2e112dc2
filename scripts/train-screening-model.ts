// The screening's learned signal (src/screening/ngrams.ts, docs/scoring/screening.md "A learned signal"), trained on
// the development part of the labelled set alone: the held-out sources are never read here. A logistic regression over
// the hashed n-grams, attacks weighted up to the benign texts' number, a fixed seed so that a run gives the same
// weights. Its settings are chosen by a cross-validation over development sources (five folds by whole source, as the
// split is made), counting only the texts a run asks it about (src/screening/screen.ts `rulesVerdict`: the rules found
// evidence but no attack, and no veto; not an answer): the threshold where out-of-fold benign texts (of the word
// minimum) score over it as 1% of all benign texts, half the goal on the harvest, whether asked or not (the
// model's own level: few benign texts are asked about), and the word minimum that catches most attacks the rules pass
// among the texts it is asked about (the highest on a tie). The threshold is never lower than the highest score of a
// development benign text under the shipped weights, so the signal adds no false alarm on the development part.
// Run `npx tsx scripts/train-screening-model.ts` after the labelled set changes; it writes src/screening/ngram-model.json.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { ngramFeatures, ngramScore, type NgramModel } from '../src/screening/ngrams.js';
import { rulesVerdict } from '../src/screening/screen.js';
import { developmentSet, type LabelledEntry } from '../test/helpers/labelled.js';

const BITS = 16;
const EPOCHS = 30;
const RATE = 0.5;
const L2 = 1e-5;
const FOLDS = 5;
/** The share of out-of-fold benign development texts the signal may flag. */
const FALSE_ALARMS = 0.01;
/** The word minimums the cross-validation chooses among (a short text gives the model little to read). */
const MIN_WORDS = [0, 5, 10, 15, 20, 30, 40];

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

/** What the rules make of a development text: caught already, or the learned signal asked about it as a run asks. */
function ruled(e: LabelledEntry): { caught: boolean; asked: boolean } {
  const others = Object.entries(e.others ?? {}).map(([server, tools]) => ({ server, tools }));
  const { rules, asks } = rulesVerdict(e.text, { tool: e.tool, before: e.before, siblings: e.siblings, others });
  return { caught: rules.suspicious, asked: asks && e.where !== 'answer' };
}

interface Choice {
  minWords: number;
  threshold: number;
  gained: number;
  falseAlarms: number;
}

/**
 * For each word minimum, on the development part alone: the out-of-fold threshold where benign texts of that many
 * words score over it as FALSE_ALARMS of all benign texts, and the attacks the rules pass that it catches among the
 * texts it is asked about, with the false alarms it adds there. The most caught wins, the higher minimum on a tie.
 */
function chooseMinWords(entries: readonly LabelledEntry[], oof: Float64Array): Choice {
  const words = entries.map((e) => e.text.match(/\S+/g)?.length ?? 0);
  const rules = entries.map(ruled);
  const benign = entries.filter((e) => e.label === 'benign').length;
  let best: Choice | null = null;
  for (const w of MIN_WORDS) {
    const long = (i: number) => words[i] >= w;
    const asked = (i: number) => rules[i].asked && long(i);
    const scores = entries.flatMap((e, i) => (e.label === 'benign' && long(i) ? [oof[i]] : [])).sort((a, b) => b - a);
    const threshold = scores[Math.floor(FALSE_ALARMS * benign)] ?? -Infinity;
    const over = (label: string) =>
      entries.filter((e, i) => e.label === label && !rules[i].caught && asked(i) && oof[i] > threshold).length;
    const choice = { minWords: w, threshold, gained: over('malicious'), falseAlarms: over('benign') };
    console.log(
      `${w} words at least: out-of-fold threshold ${threshold.toFixed(3)}, attacks the rules pass caught ${choice.gained}, false alarms added ${choice.falseAlarms}`,
    );
    if (!best || choice.gained >= best.gained) best = choice;
  }
  return best!;
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
  const { minWords, threshold: atRate } = chooseMinWords(entries, oof);
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
