// Does the learned signal generalise better across sources with more varied attacks to learn from, or when it may
// flag alone above a second, higher threshold (issue 47, docs/scoring/screening.md "A learned signal")? On the
// development part alone, five folds by whole source as the training script makes them: the extra attacks of
// test/fixtures/screening/extra-attacks.jsonl (scripts/screening-extra-attacks.py) are in every training fold and never
// in a test fold. For each out-of-fold false-alarm rate: the attacks the model alone catches; the detector when the
// model corroborates the rules' evidence above that threshold; and when it also flags alone above it (corroborating
// at 1% where that is lower; false alarms overall and on the harvest). The held-out sources are never read.
// `npx tsx scripts/compare-extra-positives.ts`.
import { modelWords, ngramFeatures } from '../src/screening/ngrams.js';
import { developmentSet } from '../test/helpers/labelled.js';
import { extraAttacks, foldOf, logit, ruled, train, type Example } from './train-screening-model.js';

const BITS = 16;
const FOLDS = 5;
const RATES = [0.005, 0.01, 0.015, 0.02];
const MIN_WORDS = 5;

const CONFIGS: Array<{ name: string; groups: string[]; weight: number }> = [
  { name: 'development only', groups: [], weight: 1 },
  { name: '+ agent', groups: ['agent'], weight: 1 },
  { name: '+ agent, weight 0.3', groups: ['agent'], weight: 0.3 },
  { name: '+ agent + jailbreak', groups: ['agent', 'jailbreak'], weight: 1 },
  { name: '+ agent + jailbreak, weight 0.3', groups: ['agent', 'jailbreak'], weight: 0.3 },
];

function main(): void {
  const { entries } = developmentSet();
  const examples: Example[] = entries.map((e) => ({
    x: ngramFeatures(e.text, BITS),
    y: e.label === 'malicious' ? 1 : 0,
  }));
  const extras = extraAttacks(['agent', 'jailbreak']);
  const present = new Set(extras.map((e) => e.group));
  const rules = entries.map(ruled);
  const long = entries.map((e) => modelWords(e.text) >= MIN_WORDS);
  const attack = entries.map((e) => e.label === 'malicious');
  const harvest = entries.map((e) => e.origin === 'package');
  const benign = attack.filter((a) => !a).length;
  const tally = (flag: (i: number) => boolean) => {
    const hits = entries.map((_, i) => flag(i));
    const n = (p: (i: number) => boolean) => hits.filter((h, i) => h && p(i)).length;
    return `${n((i) => attack[i])} (${n((i) => !attack[i])}; harvest ${n((i) => harvest[i])})`;
  };
  console.log(
    `development: ${attack.length - benign} attacks, ${benign} benign; rules ${tally((i) => rules[i].caught)}`,
  );
  // The jailbreak group is in the file only when scripts/screening-extra-attacks.py wrote it (--jailbreak).
  for (const c of CONFIGS.filter((x) => x.groups.every((g) => present.has(g)))) {
    const extra = extras
      .filter((e) => c.groups.includes(e.group))
      .map((e) => ({ x: ngramFeatures(e.text, BITS), y: 1, weight: c.weight }));
    const oof = new Float64Array(entries.length);
    for (let f = 0; f < FOLDS; f++) {
      const m = train([...examples.filter((_, i) => foldOf(entries[i]) !== f), ...extra]);
      entries.forEach((e, i) => foldOf(e) === f && (oof[i] = logit(m, examples[i].x)));
    }
    const scores = entries.flatMap((_, i) => (!attack[i] && long[i] ? [oof[i]] : [])).sort((a, b) => b - a);
    const at = (rate: number) => scores[Math.floor(rate * benign)] ?? -Infinity;
    const corroborates = (i: number, t: number) => rules[i].asked && long[i] && oof[i] > t;
    console.log(`\n${c.name} (${extra.length} extra attacks)`);
    for (const rate of RATES) {
      const t = at(rate);
      const alone = tally((i) => long[i] && oof[i] > t);
      const corroborating = tally((i) => rules[i].caught || corroborates(i, t));
      const low = Math.min(t, at(0.01));
      const both = tally((i) => rules[i].caught || corroborates(i, low) || (rules[i].speaks && long[i] && oof[i] > t));
      console.log(`at ${rate}: alone ${alone}; corroborating ${corroborating}; and alone above it ${both}`);
    }
  }
}

main();
