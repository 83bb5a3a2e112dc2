// Which learned signal generalises across sources (issue 47's tenth round, docs/scoring/screening.md "A learned
// signal"): on the development part alone, five folds by whole source as the training script makes them, a logistic
// model over each feature set (the n-grams shipped, what a text asks of scripts/screening-asks.ts with and without the
// rules' own signals, and the two together), each scored out of fold. For each out-of-fold false-alarm rate of the
// model alone: the attacks the model alone catches, and the detector's recall and false alarms when the model only
// corroborates the rules' evidence (as runs screen) and when it may flag alone. The held-out sources are never read.
// `npx tsx scripts/compare-learned-signals.ts [feature set ...]`.
import { createHash } from 'node:crypto';
import { ngramFeatures } from '../src/screening/ngrams.js';
import { rulesVerdict } from '../src/screening/screen.js';
import { cleanText, sentences } from '../src/screening/text.js';
import { contextOf, developmentSet, type LabelledEntry } from '../test/helpers/labelled.js';
import { askFeatures } from './screening-asks.js';

const BITS = 16;
const MASK = (1 << BITS) - 1;
const FOLDS = 5;
const RATES = [0.002, 0.005, 0.01, 0.02];
type Features = Map<number, number>;

/** A named feature's bucket (FNV-1a with its own tag, beside the n-grams' three). */
function bucket(name: string): number {
  let h = Math.imul(2166136261 ^ 4, 16777619);
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619);
  return (h >>> 0) & MASK;
}

/** The training script's logistic regression: attacks weighted up to the benign count, a fixed seed. */
function train(xs: readonly Features[], ys: readonly number[]): (x: Features) => number {
  const w = new Float64Array(1 << BITS);
  let b = 0;
  const up = (ys.length - ys.filter(Boolean).length) / Math.max(1, ys.filter(Boolean).length);
  let seed = 7;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const logit = (x: Features) => [...x].reduce((z, [k, v]) => z + w[k] * v, b);
  for (let epoch = 0; epoch < 30; epoch++) {
    for (const [, i] of xs.map((_, i) => [random(), i]).sort((p, q) => p[0] - q[0])) {
      const g = (1 / (1 + Math.exp(-logit(xs[i]))) - ys[i]) * (ys[i] ? up : 1);
      for (const [k, v] of xs[i]) w[k] -= 0.5 * (g * v + 1e-5 * w[k]);
      b -= 0.5 * g;
    }
  }
  return logit;
}

const foldOf = (e: LabelledEntry) =>
  createHash('sha256')
    .update(e.source.replace(/@[^@]*$/, ''))
    .digest()[0] % FOLDS;

function main(): void {
  const { entries } = developmentSet();
  const info = entries.map((e) => {
    const { rules, asks } = rulesVerdict(e.text, contextOf(e));
    const ask = askFeatures(sentences(cleanText(e.text)), { tool: e.tool, siblings: e.siblings }, rules.signals);
    return { caught: rules.suspicious, asked: asks && e.where !== 'answer', ask, y: e.label === 'malicious' ? 1 : 0 };
  });
  const named = (i: number, keep: (k: string) => boolean, into: Features = new Map()) => {
    for (const [k, v] of Object.entries(info[i].ask)) if (keep(k)) into.set(bucket(k), (into.get(bucket(k)) ?? 0) + v);
    return into;
  };
  const meaning = (k: string) => k.startsWith('ask.');
  const sets: Record<string, (i: number) => Features> = {
    ngrams: (i) => ngramFeatures(entries[i].text, BITS),
    meaning: (i) => named(i, meaning),
    'meaning+rules': (i) => named(i, () => true),
    'ngrams+meaning': (i) => named(i, meaning, ngramFeatures(entries[i].text, BITS)),
    'ngrams+meaning+rules': (i) => named(i, () => true, ngramFeatures(entries[i].text, BITS)),
  };
  const ys = info.map((x) => x.y);
  const benign = ys.filter((y) => !y).length;
  const attacks = ys.length - benign;
  const tally = (flag: (i: number) => boolean) =>
    `${info.filter((x, i) => x.y && flag(i)).length}/${attacks} (${info.filter((x, i) => !x.y && flag(i)).length})`;
  console.log(`development: ${attacks} attacks, ${benign} benign; the rules alone ${tally((i) => info[i].caught)}`);
  const wanted = process.argv.slice(2);
  for (const [name, of] of Object.entries(sets)) {
    if (wanted.length && !wanted.includes(name)) continue;
    const xs = entries.map((_, i) => of(i));
    const oof = new Float64Array(entries.length);
    for (let f = 0; f < FOLDS; f++) {
      const inFold = entries.map((_, i) => i).filter((i) => foldOf(entries[i]) !== f);
      const model = train(
        inFold.map((i) => xs[i]),
        inFold.map((i) => ys[i]),
      );
      entries.forEach((e, i) => foldOf(e) === f && (oof[i] = model(xs[i])));
    }
    const scores = info.flatMap((x, i) => (x.y ? [] : [oof[i]])).sort((a, b) => b - a);
    for (const rate of RATES) {
      const at = scores[Math.floor(rate * benign)];
      const alone = tally((i) => oof[i] > at);
      const corroborating = tally((i) => info[i].caught || (info[i].asked && oof[i] > at));
      const orAlone = tally((i) => info[i].caught || oof[i] > at);
      console.log(`${name} at ${rate}: alone ${alone}; corroborating ${corroborating}; flagging alone too ${orAlone}`);
    }
  }
}

main();
