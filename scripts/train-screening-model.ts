// The screening's learned signal (src/screening/ngrams.ts, docs/scoring/screening.md "A learned signal"), trained on
// the development part of the labelled set and on the cited attacks of test/fixtures/screening/extra-attacks.jsonl
// (scripts/screening-extra-attacks.py): the held-out sources are never read here. A logistic regression over the
// hashed n-grams, attacks weighted up to the benign texts' number, a fixed seed and the files' order, so that a run
// gives the same weights from the same set. Its thresholds are out-of-fold quantiles (five folds by whole development
// source, as the split is made; the extra attacks in every training fold, in no test fold), each over the benign texts
// the model is asked about where it is used (src/screening/screen.ts `rulesVerdict`): a text the rules flag or veto
// cannot be flagged by the model, so it sets none. `threshold`, beside the rules' evidence: where those benign
// descriptions score over it as FALSE_ALARMS of all benign descriptions; `alone`, where the rules found nothing: the
// same at ALONE_FALSE_ALARMS, never lower than `threshold`; `answers`: the highest of where the development benign
// answers it is asked about score over it out of fold as 1% of all of them, where README chunks of held packages
// (test/fixtures/screening/benign-answers.jsonl, scripts/screening-answers.ts) score over it as 1% of them, and the
// highest score of a real server's answer the tests record (test/fixtures/screening/real-answers.jsonl). No in-sample
// floor: the highest score of one benign text (a denial the rules veto) moved them by 0.6 when a few texts were added.
// The word minimums, one beside the rules' evidence and one (no lower) alone, are each the one whose threshold catches
// most attacks the rules pass there, out of fold (the highest on a tie).
// The README chunks of `train` packages are negatives at weight 0.3 (`--answers=<weight>`): once AgentDojo's records
// and the packages' corpora were trained on, the model alone flagged 2-4 held chunks without them, none with them.
// Run `npx tsx scripts/train-screening-model.ts` after the labelled set changes; it writes src/screening/ngram-model.json.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { modelWords, ngramFeatures, ngramScore, type Head, type NgramModel } from '../src/screening/ngrams.js';
import { rulesVerdict } from '../src/screening/screen.js';
import { contextOf, developmentSet, type LabelledEntry } from '../test/helpers/labelled.js';
import {
  answersOutOfFold,
  asked,
  atRate,
  benignAnswers,
  chunksThreshold,
  devAnswersThreshold,
  realAnswers,
  realDescriptions,
  speaksOnAnswer,
} from './screening-answers.js';

const BITS = 16;
const EPOCHS = 30;
/** The last epochs whose weights are averaged into those shipped. */
const AVERAGED = 15;
const RATE = 0.5;
const L2 = 3e-3;
const FOLDS = 5;
/** The shuffle's seed (`--seed=<n>` measures another). */
const SEED = Number(option('seed') ?? 7);
/** The share of benign development descriptions the signal may flag beside the rules' evidence, out of fold. */
const FALSE_ALARMS = 0.001;
/** The share it may flag alone, where the rules found nothing (its threshold never lower than the corroborating one). */
const ALONE_FALSE_ALARMS = 0.0005;
/** The groups of test/fixtures/screening/extra-attacks.jsonl trained on (out of fold, `jailbreak` added nothing). */
const EXTRA_GROUPS = ['agent'];
/** The weight of a benign answer-like chunk (scripts/screening-answers.ts) as a negative; 0 trains without them. */
const ANSWER_WEIGHT = 0.3;
/** The word minimums the cross-validation chooses among (a short text gives the model little to read). */
const MIN_WORDS = [0, 5, 10, 15, 20, 30, 40];

/** A text's n-grams, its label, and how much it counts in training (1 unless given). */
export type Example = { x: Map<number, number>; y: number; weight?: number };

/**
 * The logistic regression; `seed` orders the shuffle (7 shipped; other seeds measure how much the order moves it). The
 * weights shipped are the average of those after each epoch of the second half: the last epoch's alone moved the
 * development figure by up to 27 attacks between shuffle seeds on the same data (1,431-1,458 of 1,484).
 */
export function train(examples: readonly Example[], seed = SEED): { w: Float64Array; b: number } {
  const w = new Float64Array(1 << BITS);
  const mean = { w: new Float64Array(1 << BITS), b: 0 };
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
    if (epoch < EPOCHS - AVERAGED) continue;
    for (let k = 0; k < w.length; k++) mean.w[k] += w[k] / AVERAGED;
    mean.b += b / AVERAGED;
  }
  return mean;
}

export const logit = (m: { w: Float64Array; b: number }, x: Map<number, number>) => {
  let z = m.b;
  for (const [k, v] of x) z += m.w[k] * v;
  return z;
};

/**
 * A whole source's fold, as the split keeps sources whole. A text written here over a real server's description is in
 * that server's fold: scored out of fold, the real description must not meet a model that learnt its rewrite (85
 * rewrites of 23 servers' descriptions in their writer's fold raised the threshold 0.943 -> 3.032, the attacks added 40
 * -> 11; eighteenth round, measured).
 */
export function foldOf(e: LabelledEntry): number {
  const source = (e.rewrites ?? e.source).replace(/@[^@]*$/, '');
  return createHash('sha256').update(source).digest()[0] % FOLDS;
}

/** What the rules make of a development text: caught already, or the learned signal asked about it as a run asks. */
export function ruled(e: LabelledEntry): { caught: boolean; asked: boolean; speaks: boolean } {
  const { rules, asks, speaks } = rulesVerdict(e.text, contextOf(e));
  return { caught: rules.suspicious, asked: asks && e.where !== 'answer', speaks: speaks && e.where !== 'answer' };
}

/** Where the model speaks on a development text, as a run asks it (`rulesVerdict`); null where the rules decide. */
type Spoken = 'evidence' | 'alone' | 'answer' | null;

function spokenOn(e: LabelledEntry): Spoken {
  if (e.where === 'answer') return asked(e.text, 0, e) ? 'answer' : null;
  const { caught, asked: evidence, speaks } = ruled(e);
  return caught ? null : evidence ? 'evidence' : speaks ? 'alone' : null;
}

/**
 * What the bands are chosen over: the development texts, their out-of-fold scores and where the model speaks on each,
 * and what real servers showed in this project's tests (scripts/screening-answers.ts `realDescriptions`) where the
 * model is asked about it, scored by the shipped head (they are never trained on): each band's threshold is above the
 * highest of them. Without that bound the eighteenth round's thresholds (0.71, alone 1.673) flagged
 * server-everything's instructions and two of MCPProxy's texts.
 */
interface Scored {
  entries: readonly LabelledEntry[];
  oof: Float64Array;
  spoken: Spoken[];
  /** Each entry's words as the model counts them (modelWords), counted once for every band. */
  words: number[];
  real: Array<{ spoken: Spoken; words: number; z: number }>;
}

/** A threshold where the model speaks one way (beside evidence, or alone) at a word minimum, and what it catches. */
interface Band {
  words: number;
  threshold: number;
  gained: number;
}

/**
 * The threshold at a word minimum where the model speaks `where`: where out-of-fold benign texts it is asked about
 * there score over it as `rate` of all benign descriptions (never under `floor`), and the attacks the rules pass it
 * catches there.
 */
function bandAt(d: Scored, where: 'evidence' | 'alone', rate: number, floor: number, w: number): Band {
  const { entries, oof, spoken, words } = d;
  const of = entries.filter((e) => e.label === 'benign' && e.where !== 'answer').length;
  for (const r of d.real) if (r.spoken === where && r.words >= w) floor = Math.max(floor, up(r.z));
  const scores = (label: string) =>
    entries.flatMap((e, i) => (e.label === label && spoken[i] === where && words[i] >= w ? [oof[i]] : []));
  const threshold = Math.max(floor, up(atRate(scores('benign'), of, rate)));
  return { words: w, threshold, gained: scores('malicious').filter((z) => z > threshold).length };
}

/**
 * Each band's word minimum and threshold: the minimum whose threshold catches most attacks the rules pass, out of fold
 * (the higher on a tie). Chosen apart: short texts the rules found nothing in score high, so one minimum for both
 * (20 words, eighteenth round) gave up exfiltration and capability attacks of 5-19 words caught beside evidence.
 */
function chooseBands(d: Scored): [Band, Band] {
  const best = (bands: Band[]) => bands.reduce((a, c) => (c.gained >= a.gained ? c : a));
  const report = (name: string, bands: Band[]) =>
    console.log(`${name}: ${bands.map((b) => `${b.words} words ${b.threshold} catches ${b.gained}`).join('; ')}`);
  const evidence = MIN_WORDS.map((w) => bandAt(d, 'evidence', FALSE_ALARMS, -Infinity, w));
  const chosen = best(evidence);
  const alone = MIN_WORDS.filter((w) => w >= chosen.words).map((w) =>
    bandAt(d, 'alone', ALONE_FALSE_ALARMS, chosen.threshold, w),
  );
  report('beside evidence', evidence);
  report('alone', alone);
  return [chosen, best(alone)];
}

/** A threshold a little over the score given, to the thousandth. */
const up = (v: number) => Math.round(v * 1000 + 1) / 1000;

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

/**
 * The descriptions written here to be chosen (ids `written-sel*`) are read by selection.ts's rules; the answers' head is
 * not trained on them (they are still scored out of fold). They are worded as real servers' marketing, and learnt they
 * made it read a proxy's tool listing (MCPProxy's retrieve_tools answer) as an attack, which set its answers threshold
 * at 2.385 (2.90 once a third writer's were added); left out (seventeenth round, measured): answers 2.042, the
 * development answers it adds out of fold 6 -> 10. The descriptions' head learns them (eighteenth round, measured: out
 * of fold it adds 30 development descriptions the rules pass, 23 without them, the same benign descriptions flagged).
 */
const chosen = (e: LabelledEntry): boolean => e.id.startsWith('written-sel');

/** A head of the model, trained on the examples given: its weights as int8 with one scale. */
function head(examples: readonly Example[]): Head {
  const full = train(examples);
  const scale = Math.max(...full.w.map(Math.abs)) / 127;
  const bytes = Int8Array.from(full.w, (v) => Math.round(v / scale));
  return { bias: full.b, scale, weights: Buffer.from(bytes.buffer).toString('base64') };
}

/**
 * The development texts' out-of-fold scores: each fold scored by a model trained on the other folds' texts `kept`,
 * the extra attacks and the answer-like negatives (`rest`, in every training fold and no test fold).
 */
function outOfFold(
  entries: readonly LabelledEntry[],
  examples: readonly Example[],
  rest: readonly Example[],
  kept: (e: LabelledEntry) => boolean,
): Float64Array {
  const oof = new Float64Array(entries.length);
  for (let f = 0; f < FOLDS; f++) {
    const m = train([...examples.filter((_, i) => foldOf(entries[i]) !== f && kept(entries[i])), ...rest]);
    entries.forEach((e, i) => {
      if (foldOf(e) === f) oof[i] = logit(m, examples[i].x);
    });
  }
  return oof;
}

/** `--extra=agent,jailbreak` and `--answers=0.3` override the settings (to compare candidates). */
function option(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function main(): void {
  const { entries, digest } = developmentSet();
  const groups = option('extra')?.split(',').filter(Boolean) ?? EXTRA_GROUPS;
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
  const rest = [...extra, ...negatives];
  const oof = outOfFold(entries, examples, rest, () => true);
  const answersOof = outOfFold(entries, examples, rest, (e) => !chosen(e));
  const spoken = entries.map(spokenOn);
  const shipped: NgramModel = {
    bits: BITS,
    ...head([...examples, ...rest]),
    threshold: 0,
    alone: 0,
    answers: 0,
    minWords: 0,
    aloneWords: 0,
    trainedOn: digest,
    extraAttacks: extra.length,
    benignAnswers: negatives.length,
    answer: head([...examples.filter((_, i) => !chosen(entries[i])), ...rest]),
  };
  const real = realDescriptions().flatMap((r) => {
    const { rules, asks, speaks } = rulesVerdict(r.text, r);
    const where: Spoken = asks ? 'evidence' : 'alone';
    return rules.suspicious || !speaks
      ? []
      : [{ spoken: where, words: modelWords(r.text), z: ngramScore(r.text, shipped) }];
  });
  const words = entries.map((e) => modelWords(e.text));
  const [evidence, alone] = chooseBands({ entries, oof, spoken, words, real });
  const { words: minWords, threshold } = evidence;
  Object.assign(shipped, { threshold, alone: alone.threshold, minWords, aloneWords: alone.words });
  const score = (t: string) => ngramScore(t, shipped, 'answer');
  const chunks = chunksThreshold(held, score, minWords);
  const devAnswers = devAnswersThreshold(entries, answersOof, minWords);
  const answered = realAnswers().filter((a) => asked(a.text, minWords, { tool: a.tool }));
  const highest = Math.max(...answered.map((a) => score(a.text)));
  shipped.answers = up(Math.max(chunks, devAnswers, highest));
  console.log(
    `answers: held chunks at the rate ${chunks.toFixed(3)}, development benign answers out of fold ` +
      `${devAnswers.toFixed(3)}, highest real server answer ${highest.toFixed(3)} (${answered.length} asked about)`,
  );
  const caught = entries.filter((e) => e.label === 'malicious' && ngramScore(e.text, shipped) > shipped.threshold);
  writeFileSync(new URL('../src/screening/ngram-model.json', import.meta.url), `${JSON.stringify(shipped)}\n`);
  console.log(
    `threshold ${threshold} (at ${FALSE_ALARMS}, ${minWords} words at least), alone ${alone.threshold} (at ` +
      `${ALONE_FALSE_ALARMS}, ${alone.words} words); ` +
      `${extra.length} extra attacks (${groups.join(', ')}); development attacks above the threshold ${caught.length}`,
  );
  reportAnswers(entries, answersOof, held, shipped);
}

/** The answers' figures: out of fold on the development answers, the held packages' chunks and the real answers. */
function reportAnswers(
  entries: readonly LabelledEntry[],
  oof: Float64Array,
  held: ReturnType<typeof benignAnswers>,
  shipped: NgramModel,
): void {
  const o = answersOutOfFold(entries, oof, [shipped.answers], () => 0, shipped.minWords);
  const over = (texts: ReadonlyArray<{ text: string; tool?: string }>) =>
    texts.filter(
      (a) =>
        asked(a.text, shipped.minWords, { tool: a.tool }) && ngramScore(a.text, shipped, 'answer') > shipped.answers,
    ).length;
  const real = realAnswers();
  const pkgs = new Set(held.map((a) => a.source.split(':README')[0])).size;
  console.log(
    `answers ${shipped.answers}: development attack answers ${o.attacks}, the rules ${o.rules}, out of fold the model ` +
      `adds ${o.gained}; development benign answers flagged ${o.flagged}/${o.benign}; held benign chunks ` +
      `(${pkgs} packages) flagged by the rules ${held.filter((a) => speaksOnAnswer(a.text).caught).length}, by the ` +
      `model besides ${over(held)}, of ${held.length}; real answers flagged by the model ${over(real)} of ${real.length}`,
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
  const scores = entries.flatMap((e, i) => (e.label === 'benign' && modelWords(e.text) >= minWords ? [oof[i]] : []));
  return atRate(scores, entries.filter((e) => e.label === 'benign').length, rate);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
