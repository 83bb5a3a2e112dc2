// The screening's learned signal (src/screening/ngrams.ts, docs/scoring/screening.md "A learned signal"), trained on
// the development part of the labelled set and on the cited attacks of test/fixtures/screening/extra-attacks.jsonl
// (scripts/screening-extra-attacks.py): the held-out sources are never read here. A logistic regression over the
// hashed n-grams, attacks weighted up to the benign texts' number, a fixed seed and the files' order, so that a run
// gives the same weights from the same set. Its settings are chosen by a cross-validation over development sources
// (five folds by whole source, as the split is made; the extra attacks in every training fold, in no test fold):
// `threshold`, where the model corroborates the rules' evidence (src/screening/screen.ts `rulesVerdict` asks: evidence
// but no attack, and no veto; not an answer), is where out-of-fold benign texts (of the word minimum) score over it as
// 1% of all benign texts, whether asked or not (the model's own level: few benign texts are asked about), and never
// lower than the highest score of a development benign text under the shipped weights, so that it adds no false alarm
// on the development part; `alone`, where it flags a text the rules found nothing in, is set the same way at its own
// rate, never lower than `threshold`. The word minimum is the one that catches most attacks the rules pass among the
// texts it is asked about (the highest on a tie).
// `answers`, the threshold on a tool's answer, is the highest of: where README chunks of held packages
// (test/fixtures/screening/benign-answers.jsonl, scripts/screening-answers.ts) score over it as 1% of them; where the
// development benign answers score over it out of fold as 1% of them; the highest development benign answer's score;
// `alone`.
// The README chunks of `train` packages are negatives at weight 0.3 (`--answers=<weight>`): once AgentDojo's records
// and the packages' corpora were trained on, the model alone flagged 2-4 held chunks without them, none with them.
// Run `npx tsx scripts/train-screening-model.ts` after the labelled set changes; it writes src/screening/ngram-model.json.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { modelWords, ngramFeatures, ngramScore, type NgramModel } from '../src/screening/ngrams.js';
import { rulesVerdict } from '../src/screening/screen.js';
import { contextOf, developmentSet, type LabelledEntry } from '../test/helpers/labelled.js';
import {
  answersOutOfFold,
  asked,
  benignAnswers,
  chunksThreshold,
  devAnswersThreshold,
  speaksOnAnswer,
} from './screening-answers.js';

const BITS = 16;
const EPOCHS = 30;
const RATE = 0.5;
const L2 = 3e-3;
const FOLDS = 5;
/** The share of out-of-fold benign development texts the signal may flag. */
const FALSE_ALARMS = 0.01;
/**
 * The share of out-of-fold benign development texts the signal may flag alone: its threshold is never lower than the
 * corroborating one. 0.5%: at 1% it sat on that floor once the set grew (issue 47's thirteenth round, 1,073 dev attacks)
 * and flagged server-filesystem's own list_allowed_directories description alone (test/screening/ngrams.test.ts).
 */
const ALONE_FALSE_ALARMS = 0.005;
/** The groups of test/fixtures/screening/extra-attacks.jsonl trained on (out of fold, `jailbreak` added nothing). */
const EXTRA_GROUPS = ['agent'];
/** The weight of a benign answer-like chunk (scripts/screening-answers.ts) as a negative; 0 trains without them. */
const ANSWER_WEIGHT = 0.3;
/** The word minimums the cross-validation chooses among (a short text gives the model little to read). */
const MIN_WORDS = [0, 5, 10, 15, 20, 30, 40];

/** A text's n-grams, its label, and how much it counts in training (1 unless given). */
export type Example = { x: Map<number, number>; y: number; weight?: number };

/** The logistic regression; `seed` orders the shuffle (7 shipped; other seeds measure how much the order moves it). */
export function train(examples: readonly Example[], seed = 7): { w: Float64Array; b: number } {
  const w = new Float64Array(1 << BITS);
  let b = 0;
  const attacks = examples.reduce((n, e) => n + (e.y ? (e.weight ?? 1) : 0), 0);
  const up = examples.filter((e) => !e.y).length / Math.max(1, attacks);
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const order = examples.map((_, i) => [random(), i]).sort((p, q) => p[0] - q[0]);
    for (const [, i] of order) {
      const { x, y } = examples[i];
      let z = b;
      for (const [k, v] of x) z += w[k] * v;
      const g = (1 / (1 + Math.exp(-z)) - y) * (y ? up : 1) * (examples[i].weight ?? 1);
      for (const [k, v] of x) w[k] -= RATE * (g * v + L2 * w[k]);
      b -= RATE * g;
    }
  }
  return { w, b };
}

export const logit = (m: { w: Float64Array; b: number }, x: Map<number, number>) => {
  let z = m.b;
  for (const [k, v] of x) z += m.w[k] * v;
  return z;
};

/** A whole source's fold, as the split keeps sources whole. */
export function foldOf(e: LabelledEntry): number {
  const source = e.source.replace(/@[^@]*$/, '');
  return createHash('sha256').update(source).digest()[0] % FOLDS;
}

/** What the rules make of a development text: caught already, or the learned signal asked about it as a run asks. */
export function ruled(e: LabelledEntry): { caught: boolean; asked: boolean; speaks: boolean } {
  const { rules, asks, speaks } = rulesVerdict(e.text, contextOf(e));
  return { caught: rules.suspicious, asked: asks && e.where !== 'answer', speaks: speaks && e.where !== 'answer' };
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
  const words = entries.map((e) => modelWords(e.text));
  const rules = entries.map(ruled);
  let best: Choice | null = null;
  for (const w of MIN_WORDS) {
    const long = (i: number) => words[i] >= w;
    const asked = (i: number) => rules[i].asked && long(i);
    const threshold = benignRate(entries, oof, w, FALSE_ALARMS);
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

/** One attack of test/fixtures/screening/extra-attacks.jsonl (scripts/screening-extra-attacks.py): training data only. */
export interface ExtraAttack {
  group: string;
  source: string;
  text: string;
}

export function extraAttacks(groups: readonly string[] = EXTRA_GROUPS): ExtraAttack[] {
  return readFileSync(new URL('../test/fixtures/screening/extra-attacks.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as ExtraAttack)
    .filter((e) => groups.includes(e.group));
}

/** `--extra=agent,jailbreak` and `--alone=0.02` override the settings (to compare candidates). */
function option(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function main(): void {
  const { entries, digest } = developmentSet();
  const groups = option('extra')?.split(',').filter(Boolean) ?? EXTRA_GROUPS;
  const aloneRate = Number(option('alone') ?? ALONE_FALSE_ALARMS);
  const examples = entries.map((e) => ({ x: ngramFeatures(e.text, BITS), y: e.label === 'malicious' ? 1 : 0 }));
  // In every training fold, never in a test fold: the cross-validation scores development texts alone.
  const extra = extraAttacks(groups).map((e) => ({ x: ngramFeatures(e.text, BITS), y: 1 }));
  const answers = benignAnswers();
  const held = answers.filter((a) => a.split === 'held');
  const answerWeight = Number(option('answers') ?? ANSWER_WEIGHT);
  const negatives = answerWeight
    ? answers
        .filter((a) => a.split === 'train')
        .map((a) => ({ x: ngramFeatures(a.text, BITS), y: 0, weight: answerWeight }))
    : [];
  const oof = new Float64Array(entries.length);
  const folds: Array<{ w: Float64Array; b: number }> = [];
  for (let f = 0; f < FOLDS; f++) {
    const m = train([...examples.filter((_, i) => foldOf(entries[i]) !== f), ...extra, ...negatives]);
    folds.push(m);
    entries.forEach((e, i) => {
      if (foldOf(e) === f) oof[i] = logit(m, examples[i].x);
    });
  }
  const { minWords, threshold: atRate } = chooseMinWords(entries, oof);
  const full = train([...examples, ...extra, ...negatives]);
  const scale = Math.max(...full.w.map(Math.abs)) / 127;
  const bytes = Int8Array.from(full.w, (v) => Math.round(v / scale));
  const shipped: NgramModel = {
    bits: BITS,
    bias: full.b,
    scale,
    threshold: 0,
    alone: 0,
    answers: 0,
    minWords,
    trainedOn: digest,
    extraAttacks: extra.length,
    benignAnswers: negatives.length,
    weights: Buffer.from(bytes.buffer).toString('base64'),
  };
  const benign = entries.filter((e) => e.label === 'benign').map((e) => ngramScore(e.text, shipped));
  shipped.threshold = Math.round(Math.max(atRate, ...benign) * 1000 + 1) / 1000;
  const alone = benignRate(entries, oof, minWords, aloneRate);
  shipped.alone = Math.max(shipped.threshold, Math.round(alone * 1000 + 1) / 1000);
  const chunks = chunksThreshold(held, (t) => ngramScore(t, shipped), minWords);
  const devAnswers = devAnswersThreshold(entries, oof, minWords);
  const benignAnswer = entries.filter(
    (e) => e.where === 'answer' && e.label === 'benign' && asked(e.text, minWords, e),
  );
  const highest = Math.max(...benignAnswer.map((e) => ngramScore(e.text, shipped)));
  // Never under `alone`: an answer is data, not the server's own words; trained on README chunks the model scored
  // real answers (MCPProxy's retrieve_tools listing server-everything's get-env) between the two.
  shipped.answers = Math.max(shipped.alone, Math.round(Math.max(chunks, devAnswers, highest) * 1000 + 1) / 1000);
  console.log(
    `answers: held chunks at the rate ${chunks.toFixed(3)}, development benign answers out of fold ` +
      `${devAnswers.toFixed(3)}, highest development benign answer ${highest.toFixed(3)}`,
  );
  const caught = entries.filter((e) => e.label === 'malicious' && ngramScore(e.text, shipped) > shipped.threshold);
  writeFileSync(new URL('../src/screening/ngram-model.json', import.meta.url), `${JSON.stringify(shipped)}\n`);
  const at = `at ${FALSE_ALARMS} out-of-fold false alarms ${atRate.toFixed(3)}, highest benign ${Math.max(...benign)}`;
  console.log(
    `threshold ${shipped.threshold} (${at}), alone ${shipped.alone} (at ${aloneRate}), ${minWords} words at least; ` +
      `${extra.length} extra attacks (${groups.join(', ')}); development attacks above the threshold ${caught.length}`,
  );
  reportAnswers(entries, oof, folds, held, minWords, shipped, devAnswers);
}

/** The answers' figures: out of fold on the development answers, and the held packages' chunks under the shipped model. */
function reportAnswers(
  entries: readonly LabelledEntry[],
  oof: Float64Array,
  folds: ReadonlyArray<{ w: Float64Array; b: number }>,
  held: ReturnType<typeof benignAnswers>,
  minWords: number,
  shipped: NgramModel,
  devAnswers: number,
): void {
  // Each fold's own threshold: its model on the held chunks, and the out-of-fold bound on the development answers.
  const thresholds = folds.map((m) =>
    Math.max(
      devAnswers,
      chunksThreshold(held, (t) => logit(m, ngramFeatures(t, BITS)), minWords),
    ),
  );
  const o = answersOutOfFold(entries, oof, thresholds, foldOf, minWords);
  const rules = held.filter((a) => speaksOnAnswer(a.text).caught).length;
  const over = held.filter((a) => {
    const { caught, speaks } = speaksOnAnswer(a.text);
    return !caught && speaks && modelWords(a.text) >= minWords && ngramScore(a.text, shipped) > shipped.answers;
  }).length;
  const pkgs = new Set(held.map((a) => a.source.split(':README')[0])).size;
  console.log(
    `answers ${shipped.answers}: development attack answers ${o.attacks}, the rules ${o.rules}, out of fold the model ` +
      `adds ${o.gained}; development benign answers flagged ${o.flagged}/${o.benign}; held benign chunks ` +
      `(${pkgs} packages) flagged by the rules ${rules}, by the model besides ${over}, of ${held.length}`,
  );
}

/**
 * Where out-of-fold benign development texts of the word minimum score over it as `rate` of all benign texts: the
 * corroborating threshold (FALSE_ALARMS) and the alone one (its own rate) both.
 */
export function benignRate(
  entries: readonly LabelledEntry[],
  oof: Float64Array,
  minWords: number,
  rate: number,
): number {
  const benign = entries.filter((e) => e.label === 'benign');
  const scores = entries
    .flatMap((e, i) => (e.label === 'benign' && modelWords(e.text) >= minWords ? [oof[i]] : []))
    .sort((a, b) => b - a);
  return scores[Math.floor(rate * benign.length)] ?? -Infinity;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
