// A stacked learned signal (issue 47, docs/scoring/screening.md "A learned signal"): a small logistic model over the
// rules' signal weights per class and per rule family, their score, the n-gram model's score (out of fold) and, in the
// set `all`, what a text asks (scripts/screening-asks.ts), deciding only where the rules found no attack (it never
// unflags): where the n-grams may speak (`speaks`) or wherever the rules pass (`uncaught`). On the development part,
// five folds by whole source as the training script makes them: the n-gram scores out of fold (the extra attacks in
// every training fold), the stacker trained on the other folds' shown texts; its threshold where the detector's
// out-of-fold false alarms are 0.5%, 1% and 1.5% of the benign texts, at 1% also floored as the n-gram threshold is,
// and beside the n-grams spending 0.25% or 0.5% more. Figures for all development sources and for those whose rules
// were written after they were added (ids repo-a, repo-b, repo-c, pkg-c: rules fitted to the rest make the rest
// optimistic). Answers apart (the rules alone screen them). `--held="<row name>"` counts that one candidate on the
// held-out part once (counts only, no text or id printed); `--l2=0.01` one L2 only.
// `npx tsx scripts/compare-stacked.ts`.
import { modelWords, ngramFeatures } from '../src/screening/ngrams.js';
import { rulesVerdict } from '../src/screening/screen.js';
import { cleanText, sentences } from '../src/screening/text.js';
import { contextOf, readLabelled, screenLabelled, type LabelledEntry } from '../test/helpers/labelled.js';
import { askFeatures } from './screening-asks.js';
import { extraAttacks, foldOf, logit, train, type Example } from './train-screening-model.js';

const BITS = 16;
const FOLDS = 5;
const LATE = /^(?:repo-[abc]|pkg-c)/;
/** The shipped model's word minimum (ngram-model.json). */
const MIN_WORDS = 10;
type Dense = Record<string, number>;
const late = (r: Row) => LATE.test(r.e.id);
const long = (r: Row) => modelWords(r.e.text) >= MIN_WORDS;
const line = (tag: string, rows: readonly Row[], hit: (r: Row) => boolean) =>
  console.log(`${tag}: ${tally(rows, hit)}; late ${tally(rows, hit, late)}`);

interface Row {
  e: LabelledEntry;
  caught: boolean;
  speaks: boolean;
  f: Dense;
  z: number;
  y: number;
  /** On the held-out part: whether the shipped screening flags it. */
  shipped?: boolean;
}

function features(e: LabelledEntry): Omit<Row, 'z'> {
  const { rules, speaks } = rulesVerdict(e.text, contextOf(e));
  const f: Dense = {};
  const ask = askFeatures(sentences(cleanText(e.text)), { tool: e.tool, siblings: e.siblings }, rules.signals);
  for (const [k, v] of Object.entries(ask)) if (!k.startsWith('rule.')) f[k] = v;
  for (const s of rules.signals) {
    const fam = `family.${s.mention ? 'mention' : s.rule.split('.')[0]}`;
    f[fam] = Math.max(f[fam] ?? 0, s.weight);
  }
  f.score = rules.score;
  f.words = Math.min(1, (e.text.match(/\S+/g)?.length ?? 0) / 100);
  return { e, caught: rules.suspicious, speaks, f, y: e.label === 'malicious' ? 1 : 0 };
}

const SETS: Record<string, (k: string) => boolean> = {
  rules: (k) => k.startsWith('class.') || k.startsWith('family.') || k === 'score' || k === 'ngram' || k === 'words',
  all: () => true,
};

/** A dense logistic regression, full batch, attacks weighted up to the benign count, L2. */
function fit(rows: readonly Row[], keep: (k: string) => boolean, l2: number): (r: Row) => number {
  const names = [...new Set(rows.flatMap((r) => Object.keys(x(r))))].filter(keep).sort();
  const w = new Map(names.map((n) => [n, 0]));
  let b = 0;
  const pos = rows.filter((r) => r.y).length;
  const up = (rows.length - pos) / Math.max(1, pos);
  const z = (r: Row) => Object.entries(x(r)).reduce((s, [k, v]) => s + (w.get(k) ?? 0) * v, b);
  for (let it = 0; it < 400; it++) {
    const g = new Map(names.map((n) => [n, 0]));
    let gb = 0;
    let tot = 0;
    for (const r of rows) {
      const d = (1 / (1 + Math.exp(-z(r))) - r.y) * (r.y ? up : 1);
      tot += r.y ? up : 1;
      for (const [k, v] of Object.entries(x(r))) if (g.has(k)) g.set(k, g.get(k)! + d * v);
      gb += d;
    }
    for (const n of names) w.set(n, w.get(n)! - 2 * (g.get(n)! / tot + l2 * w.get(n)!));
    b -= (2 * gb) / tot;
  }
  return z;
}

/** The features with the n-gram score squashed to about [-2, 2]. */
function x(r: Row): Dense {
  return { ...r.f, ngram: Math.max(-2, Math.min(2, r.z / 4)) };
}

/** Attacks flagged of all, false alarms of the benign texts, of the harvested ones and of the hard negatives. */
function tally(rows: readonly Row[], hit: (r: Row) => boolean, pick: (r: Row) => boolean = () => true): string {
  const n = (p: (r: Row) => boolean) => rows.filter((r) => pick(r) && p(r)).length;
  const benign = (r: Row) => !r.y;
  const hard = (r: Row) => benign(r) && r.e.class === 'hard_negative';
  const [att, fa] = [n((r) => !!r.y && hit(r)), n((r) => benign(r) && hit(r))];
  const harvest = n((r) => benign(r) && r.e.origin === 'package' && hit(r));
  const hn = `${n((r) => hard(r) && hit(r))}/${n(hard)}`;
  return `${att}/${n((r) => !!r.y)} (FA ${fa}/${n(benign)}, harvest ${harvest}, hard ${hn})`;
}

/** Each development text's features and its n-gram score out of fold (the extra attacks in every training fold). */
function developmentRows(dev: readonly LabelledEntry[], examples: Example[], extra: Example[]): Row[] {
  const rows: Row[] = dev.map((e) => ({ ...features(e), z: 0 }));
  for (let f = 0; f < FOLDS; f++) {
    const m = train([...examples.filter((_, i) => foldOf(dev[i]) !== f), ...extra]);
    dev.forEach((e, i) => foldOf(e) === f && (rows[i].z = logit(m, examples[i].x)));
  }
  return rows;
}

/** The rules alone, and with the n-gram rule as shipped (where it speaks, its threshold at each detector rate). */
function baselines(shown: readonly Row[], answers: readonly Row[]): (r: Row) => boolean {
  line('rules alone, shown', shown, (r) => r.caught);
  console.log(`rules alone, answers: ${tally(answers, (r) => r.caught)}`);
  ngramAnswers(answers, shown);
  const zs = new Map(shown.map((r) => [r, r.z]));
  const ngrams = (rate: number) => {
    const t = at(shown, (r) => r.speaks && !r.caught && long(r), zs, rate);
    return ngramOver(t);
  };
  for (const rate of [0.005, 0.01, 0.015]) line(`n-grams at ${rate}`, shown, ngrams(rate));
  return ngrams(0.01);
}

/** The stacker's scores out of fold, trained on the other folds' shown texts. */
function stackedOutOfFold(shown: readonly Row[], keep: (k: string) => boolean, l2: number): Map<Row, number> {
  const oof = new Map<Row, number>();
  for (let f = 0; f < FOLDS; f++) {
    const z = fit(
      shown.filter((r) => foldOf(r.e) !== f),
      keep,
      l2,
    );
    for (const r of shown) if (foldOf(r.e) === f) oof.set(r, z(r));
  }
  return oof;
}

interface Candidate {
  name: string;
  keep: (k: string) => boolean;
  l2: number;
  eligible: (r: Row) => boolean;
}

/**
 * One stacker: in place of the n-grams at each detector rate (and, `floor`, never under its highest in-sample
 * score of a development benign text, as the n-gram threshold is floored), and beside them spending 0.25% or 0.5% more.
 */
function stacker(c: Candidate, shown: readonly Row[], ngrams: (r: Row) => boolean, held: Held): void {
  const oof = stackedOutOfFold(shown, c.keep, c.l2);
  const full = fit(shown, c.keep, c.l2);
  const top = Math.max(...shown.filter((r) => !r.y && c.eligible(r)).map(full));
  for (const rate of [0.005, 0.01, 0.015]) {
    const t = at(shown, c.eligible, oof, rate);
    line(`${c.name} at ${rate} (${t.toFixed(2)})`, shown, (r) => r.caught || (c.eligible(r) && oof.get(r)! > t));
    if (held.name === `${c.name} at ${rate}`) countHeld(held, (r) => r.caught || (c.eligible(r) && full(r) > t));
  }
  const tf = Math.max(at(shown, c.eligible, oof, 0.01), top);
  line(`${c.name} at 0.01, floored (${tf.toFixed(2)})`, shown, (r) => r.caught || (c.eligible(r) && oof.get(r)! > tf));
  const benign = shown.filter((r) => !r.y);
  for (const rate of [0.0025, 0.005]) {
    const s = benign.filter((r) => c.eligible(r) && !ngrams(r)).map((r) => oof.get(r)!);
    const t = s.sort((a, b) => b - a)[Math.floor(rate * benign.length)] ?? -Infinity;
    line(
      `n-grams + ${c.name} +${rate} (${t.toFixed(2)})`,
      shown,
      (r) => ngrams(r) || (c.eligible(r) && oof.get(r)! > t),
    );
    if (held.name === `n-grams + ${c.name} +${rate}`)
      countHeld(held, (r) => !!r.shipped || (c.eligible(r) && full(r) > t));
  }
}

function main(): void {
  const all = readLabelled();
  const dev = all.filter((e) => e.split === 'dev');
  const examples = dev.map((e) => ({ x: ngramFeatures(e.text, BITS), y: e.label === 'malicious' ? 1 : 0 }));
  const extra = extraAttacks().map((e) => ({ x: ngramFeatures(e.text, BITS), y: 1 }));
  const rows = developmentRows(dev, examples, extra);
  const shown = rows.filter((r) => r.e.where !== 'answer');
  const ngrams = baselines(
    shown,
    rows.filter((r) => r.e.where === 'answer'),
  );
  const held = heldOut(all, option('held'), [...examples, ...extra]);
  for (const [set, keep] of Object.entries(SETS)) {
    for (const l2 of option('l2')?.split(',').map(Number) ?? [1e-3, 1e-2]) {
      stacker(
        { name: `${set} l2=${l2} speaks`, keep, l2, eligible: (r) => !r.caught && r.speaks },
        shown,
        ngrams,
        held,
      );
      stacker({ name: `${set} l2=${l2} uncaught`, keep, l2, eligible: (r) => !r.caught }, shown, ngrams, held);
    }
  }
}

/** The threshold where the detector's out-of-fold false alarms (rules and stacker) are `rate` of the benign texts. */
function at(rows: readonly Row[], eligible: (r: Row) => boolean, oof: Map<Row, number>, rate: number): number {
  const benign = rows.filter((r) => !r.y);
  const budget = Math.floor(rate * benign.length) - benign.filter((r) => r.caught).length;
  const s = benign
    .filter(eligible)
    .map((r) => oof.get(r)!)
    .sort((a, b) => b - a);
  return s[Math.max(0, budget)] ?? -Infinity;
}

/** The n-gram model on answers, out of fold: the shipped rule (speaks, above the 1% threshold of shown texts). */
function ngramAnswers(answers: readonly Row[], shown: readonly Row[]): void {
  const benign = shown.filter((r) => !r.y);
  const scores = benign.filter(long).map((r) => r.z);
  scores.sort((a, b) => b - a);
  for (const rate of [0.01, 0.015, 0.02]) {
    const t = scores[Math.floor(rate * benign.length)];
    console.log(`answers, n-grams at ${rate} of shown (${t.toFixed(2)}): ${tally(answers, ngramOver(t))}`);
  }
  // A threshold of the answers' own: over every benign answer's out-of-fold score (no false alarm added there).
  const top = Math.max(...answers.filter((r) => !r.y && r.speaks && long(r)).map((r) => r.z));
  console.log(`answers, n-grams over the highest benign answer (${top.toFixed(2)}): ${tally(answers, ngramOver(top))}`);
}

/** The n-gram rule as shipped: where the rules found no attack and it may speak, a text long enough, over `t`. */
const ngramOver = (t: number) => (r: Row) => r.caught || (r.speaks && long(r) && r.z > t);

/** The held-out part, read only when one candidate is named to be counted. */
interface Held {
  name?: string;
  rows: Row[];
}

/** The held-out texts' features, their n-gram score by a model of all development texts, the shipped verdict. */
function heldOut(all: readonly LabelledEntry[], name: string | undefined, examples: Example[]): Held {
  if (!name) return { rows: [] };
  const held = all.filter((e) => e.split === 'held_out');
  const m = train(examples);
  const missed = new Set(screenLabelled(held).misses.map((x) => x.id));
  const rows = held.map((e) => {
    const r = { ...features(e), z: logit(m, ngramFeatures(e.text, BITS)) };
    return { ...r, shipped: missed.has(e.id) !== !!r.y };
  });
  return { name, rows };
}

/** One candidate, trained on all development texts, counted once on the held-out part: counts only. */
function countHeld(held: Held, flags: (r: Row) => boolean): void {
  const rows = held.rows;
  const hit = (r: Row) => r.caught || (r.e.where !== 'answer' && flags(r));
  console.log(`HELD OUT ${held.name} (counted once): ${tally(rows, hit)}; shipped ${tally(rows, (r) => !!r.shipped)}`);
  for (const c of new Set(rows.filter((r) => r.y).map((r) => r.e.class))) {
    console.log(`  ${c}: ${tally(rows, hit, (r) => r.e.class === c && !!r.y)}`);
  }
}

function option(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

main();
