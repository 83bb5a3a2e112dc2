// Which learned signal generalises across sources (issue 47's tenth round, docs/scoring/screening.md "A learned
// signal"): on the development part alone, five folds by whole source as the training script makes them, a logistic
// model over each feature set (the n-grams shipped, what a text asks of scripts/screening-asks.ts with and without the
// rules' own signals, and the two together), each scored out of fold. For each out-of-fold false-alarm rate of the
// model alone: the attacks the model alone catches, and the detector's recall and false alarms when the model only
// corroborates the rules' evidence (as runs screen) and when it may flag alone. The held-out sources are never read.
// `npx tsx scripts/compare-learned-signals.ts [feature set ...]`.
import { ngramFeatures } from '../src/screening/ngrams.js';
import { rulesVerdict } from '../src/screening/screen.js';
import { cleanText, sentences } from '../src/screening/text.js';
import { contextOf, developmentSet } from '../test/helpers/labelled.js';
import { askFeatures } from './screening-asks.js';
import { foldOf, logit, train } from './train-screening-model.js';

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
      // The training script's own regression and folds, so a feature set is compared as it would ship.
      const model = train(inFold.map((i) => ({ x: xs[i], y: ys[i] })));
      entries.forEach((e, i) => foldOf(e) === f && (oof[i] = logit(model, xs[i])));
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
