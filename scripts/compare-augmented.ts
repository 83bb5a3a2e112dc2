// Does the learned signal generalise better across sources when trained on paraphrases too (issue 47, docs/scoring/
// screening.md "A learned signal")? Each development text in a training fold adds k seeded paraphrases of itself
// (test/helpers/paraphrase.ts, seeds from seedOf: general-English lexicons, never a held-out text) as training
// examples, of the attacks only or of the benign texts too (so that "paraphrased" does not read as "attack"), at a
// weight. Measured as the fourteenth round measured: on the development part alone, five folds by whole source as the
// training script makes them (the extra attacks in every training fold and in no test fold; paraphrases only of the
// training fold's texts, never of the test fold's), the model alone at the 0.5% and 1% out-of-fold benign rates, and
// beside the rules (corroborating their evidence above the 1% threshold, alone where they found nothing above the 0.5%
// one, as runs screen) the attacks it adds and the false alarms it adds; each setting over several shuffle seeds, the
// spread being what a setting must beat. The held-out sources are never read.
// A graft setting instead adds, for each attack written here over a real description, the sentences it added to that
// description (harvest.jsonl's text of the same tool) set before or after g benign training-fold descriptions, so that
// what was added, not the host's topic, reads as the attack (the papers' preference attacks add claims to a real
// description). `--rates=0.005,0.01` sets the two out-of-fold benign rates (the shipped ones: 0.0005,0.001).
// `npx tsx scripts/compare-augmented.ts [--seeds=7,1,2,3,4,5,6,8] [--only=name,...] [--rates=alone,evidence]`.
import { modelWords, ngramFeatures } from '../src/screening/ngrams.js';
import { sentences } from '../src/screening/text.js';
import model from '../src/screening/ngram-model.json' with { type: 'json' };
import { developmentSet, type LabelledEntry } from '../test/helpers/labelled.js';
import { paraphrase, seedOf } from '../test/helpers/paraphrase.js';
import { mulberry32 } from '../test/helpers/seeded.js';
import { benignRate, extraAttacks, foldOf, logit, ruled, train, type Example } from './train-screening-model.js';

const BITS = 16;
const FOLDS = 5;

/**
 * A setting: k paraphrases of each training attack (and of each benign text when `benign`), or g grafts of each
 * written attack's added sentences, each at `weight`.
 */
interface Setting {
  name: string;
  k: number;
  benign: boolean;
  weight: number;
  graft?: number;
}

const SETTINGS: Setting[] = [
  { name: 'shipped', k: 0, benign: false, weight: 1 },
  { name: 'attacks k=1', k: 1, benign: false, weight: 1 },
  { name: 'attacks k=2', k: 2, benign: false, weight: 1 },
  { name: 'attacks k=4', k: 4, benign: false, weight: 1 },
  { name: 'attacks k=1 w=0.3', k: 1, benign: false, weight: 0.3 },
  { name: 'attacks k=2 w=0.3', k: 2, benign: false, weight: 0.3 },
  { name: 'attacks k=4 w=0.3', k: 4, benign: false, weight: 0.3 },
  { name: 'attacks k=4 w=0.1', k: 4, benign: false, weight: 0.1 },
  { name: 'both k=1', k: 1, benign: true, weight: 1 },
  { name: 'both k=1 w=0.3', k: 1, benign: true, weight: 0.3 },
  { name: 'both k=2', k: 2, benign: true, weight: 1 },
  { name: 'both k=4', k: 4, benign: true, weight: 1 },
  { name: 'both k=2 w=0.3', k: 2, benign: true, weight: 0.3 },
  { name: 'graft g=1', k: 0, benign: false, weight: 1, graft: 1 },
  { name: 'graft g=1 w=0.5', k: 0, benign: false, weight: 0.5, graft: 1 },
  { name: 'graft g=2', k: 0, benign: false, weight: 1, graft: 2 },
  { name: 'graft g=4 w=0.3', k: 0, benign: false, weight: 0.3, graft: 4 },
];

const normal = (t: string) => t.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The sentences an attack written over a real description (`real`, harvest.jsonl's text of the same tool) added to it:
 * those not in the description, half of whose words at least it does not have (a sentence reworded in place is not).
 */
function addedSentences(e: LabelledEntry, real: string): string[] {
  const words = (t: string) => normal(t).match(/[\p{L}\p{N}]+/gu) ?? [];
  const had = new Set(sentences(real).map((s) => normal(s.text)));
  const known = new Set(words(real));
  const added = (t: string) => words(t).filter((w) => !known.has(w)).length * 2 >= words(t).length;
  return sentences(e.text)
    .map((s) => s.text)
    .filter((t) => !had.has(normal(t)) && added(t));
}

/** g grafts of each training attack's added sentences onto benign descriptions of the same training fold. */
function grafts(
  inFold: readonly number[],
  added: readonly string[][],
  hosts: readonly string[],
  s: Setting,
  seed: number,
) {
  const rnd = mulberry32(seed);
  return inFold.flatMap((i) =>
    added[i].length
      ? Array.from({ length: s.graft ?? 0 }, () => {
          const host = hosts[Math.floor(rnd() * hosts.length)];
          const text = rnd() < 0.5 ? `${host} ${added[i].join(' ')}` : `${added[i].join(' ')} ${host}`;
          return { x: ngramFeatures(text, BITS), y: 1, weight: s.weight };
        })
      : [],
  );
}

function option(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function main(): void {
  const { entries } = developmentSet();
  const minWords = model.minWords;
  const seeds = (option('seeds') ?? '7,1,2,3,4,5,6,8').split(',').map(Number);
  const only = option('only')?.split(',');
  const settings = SETTINGS.filter((s) => !only || only.includes(s.name));
  const kMax = Math.max(...settings.map((s) => s.k));
  const examples: Example[] = entries.map((e) => ({
    x: ngramFeatures(e.text, BITS),
    y: e.label === 'malicious' ? 1 : 0,
  }));
  // Each text's paraphrases in seed order, a paraphrase that repeats the text or an earlier one left out.
  const variants = entries.map((e) => {
    const seen = new Set([e.text]);
    const out: Array<{ k: number; x: Map<number, number> }> = [];
    for (let k = 0; k < kMax; k++) {
      const p = paraphrase(e.text, seedOf(e.id, k));
      if (!seen.has(p)) out.push({ k, x: ngramFeatures(p, BITS) });
      seen.add(p);
    }
    return out;
  });
  // The real description each rewrite was written over: the harvest's text of the same package, tool and place.
  const key = (e: LabelledEntry, source: string | undefined) => `${source} ${e.tool} ${e.where}`;
  const real = new Map(entries.filter((h) => h.id.startsWith('harvest-')).map((h) => [key(h, h.source), h.text]));
  const addedBy = entries.map((e) => {
    const description = e.label === 'malicious' && real.get(key(e, e.rewrites));
    return description ? addedSentences(e, description) : [];
  });
  const [rateAlone, rateEvidence] = (option('rates') ?? '0.005,0.01').split(',').map(Number);
  const extra = extraAttacks().map((e) => ({ x: ngramFeatures(e.text, BITS), y: 1 }));
  const rules = entries.map(ruled);
  const long = entries.map((e) => modelWords(e.text) >= minWords);
  const attack = entries.map((e) => e.label === 'malicious');
  const changed = (y: boolean) => variants.filter((v, i) => attack[i] === y && v.length).length;
  console.log(
    `development: ${attack.filter(Boolean).length} attacks (${changed(true)} with a paraphrase of their own), ` +
      `${attack.filter((a) => !a).length} benign (${changed(false)}); ${extra.length} extra attacks; ` +
      `${minWords} words at least; the rules pass ${entries.filter((_, i) => attack[i] && !rules[i].caught).length} ` +
      `attacks, may speak on ${entries.filter((_, i) => attack[i] && !rules[i].caught && rules[i].speaks).length}; ` +
      `${addedBy.filter((a) => a.length).length} written attacks add sentences to a real description`,
  );
  const at = `| alone at ${rateAlone * 100}% | alone at ${rateEvidence * 100}%`;
  console.log(`| setting | seed ${at} | attacks added beside the rules | of them shadowing | false alarms added |`);
  console.log('|---|---|---|---|---|---|---|');
  for (const s of settings) {
    const rows: number[][] = [];
    for (const seed of seeds) {
      const oof = new Float64Array(entries.length);
      for (let f = 0; f < FOLDS; f++) {
        const inFold = entries.map((_, i) => i).filter((i) => foldOf(entries[i]) !== f);
        const augmented = inFold.flatMap((i) =>
          attack[i] || s.benign
            ? variants[i].filter((v) => v.k < s.k).map((v) => ({ x: v.x, y: examples[i].y, weight: s.weight }))
            : [],
        );
        const hosts = inFold.filter((i) => !attack[i] && entries[i].where === 'tool description' && long[i]);
        const grafted = grafts(
          inFold,
          addedBy,
          hosts.map((i) => entries[i].text),
          s,
          seed * 31 + f,
        );
        const m = train([...inFold.map((i) => examples[i]), ...extra, ...augmented, ...grafted], seed);
        entries.forEach((e, i) => foldOf(e) === f && (oof[i] = logit(m, examples[i].x)));
      }
      const t05 = benignRate(entries, oof, minWords, rateAlone);
      const t1 = benignRate(entries, oof, minWords, rateEvidence);
      const alone = (t: number) => entries.filter((_, i) => attack[i] && long[i] && oof[i] > t).length;
      // As a run screens: beside the rules' evidence above the evidence threshold, where they found nothing above both.
      const adds = (i: number) =>
        !rules[i].caught &&
        long[i] &&
        ((rules[i].asked && oof[i] > t1) || (rules[i].speaks && oof[i] > Math.max(t05, t1)));
      const added = entries.filter((_, i) => attack[i] && adds(i)).length;
      const shadowing = entries.filter((e, i) => attack[i] && e.class === 'shadowing' && adds(i)).length;
      const falseAlarms = entries.filter((_, i) => !attack[i] && adds(i)).length;
      const row = [alone(t05), alone(t1), added, shadowing, falseAlarms];
      rows.push(row);
      console.log(`| ${s.name} | ${seed} | ${row.join(' | ')} |`);
    }
    const mean = (j: number) => (rows.reduce((n, r) => n + r[j], 0) / rows.length).toFixed(1);
    const range = (j: number) => `${Math.min(...rows.map((r) => r[j]))}-${Math.max(...rows.map((r) => r[j]))}`;
    console.log(`| ${s.name} | mean (range) | ${[0, 1, 2, 3, 4].map((j) => `${mean(j)} (${range(j)})`).join(' | ')} |`);
  }
}

main();
