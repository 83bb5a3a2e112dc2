// What scripts/embedding-signal.py and scripts/sentence-encoder-*.py read (issue 47, branches embed47 and minilm47,
// docs/benchmarks-history.md "A pretrained embedding signal: measured, not shipped", BENCHMARKS.md "A contextual
// sentence encoder: measured"): the labelled set's entries as the screening sees them, written to a directory.
// - dev.json: each development entry with its label, class, fold (five by whole source, as
//   scripts/train-screening-model.ts makes them), and the rules' view: caught by them, or the learned signal asked.
// - held.json: each held-out entry with its label, class, origin and the verdicts of main (the rules alone, with the
//   n-gram signal corroborating, the n-gram signal alone), for counting only: the script prints counts, never a text.
// - jsids.json (with LLAMA_TOKENIZER, the path of npm llama-tokenizer-js's llama-tokenizer.js): every text's token ids
//   by that tokenizer, which the script compares with the Hugging Face tokenizer the embeddings come with.
// Usage: [LLAMA_TOKENIZER=.../llama-tokenizer.js] npx tsx scripts/embedding-signal-export.ts /tmp/embedding-signal
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { learnedSignals } from '../src/screening/ngrams.js';
import { rulesVerdict, screenText } from '../src/screening/screen.js';
import { contextOf, readLabelled, type LabelledEntry } from '../test/helpers/labelled.js';

/** Characters of a text the embedding model reads, as the n-gram model (ngrams.ts MAX_MODEL_CHARS). */
const MAX_CHARS = 4000;

interface Tokenizer {
  encode(text: string, bos: boolean, precedingSpace: boolean): number[];
}

const foldOf = (e: LabelledEntry) =>
  createHash('sha256')
    .update(e.source.replace(/@[^@]*$/, ''))
    .digest()[0] % 5;

function row(e: LabelledEntry) {
  const { rules, asks } = rulesVerdict(e.text, contextOf(e));
  const base = { text: e.text.slice(0, MAX_CHARS), y: e.label === 'malicious' ? 1 : 0, cls: e.class, origin: e.origin };
  return { ...base, where: e.where, rules: rules.suspicious, asked: asks && e.where !== 'answer' };
}

async function main(): Promise<void> {
  const dir = process.argv[2] ?? '/tmp/embedding-signal';
  mkdirSync(dir, { recursive: true });
  const entries = readLabelled();
  const dev = entries.filter((e) => e.split === 'dev').map((e) => ({ ...row(e), fold: foldOf(e) }));
  const held = entries
    .filter((e) => e.split === 'held_out')
    .map((e) => ({
      ...row(e),
      now: screenText(e.text, { ...contextOf(e), learned: e.where !== 'answer' }).suspicious,
      ngram: learnedSignals(e.text).length > 0,
    }));
  writeFileSync(join(dir, 'dev.json'), JSON.stringify(dev));
  writeFileSync(join(dir, 'held.json'), JSON.stringify(held));
  const path = process.env.LLAMA_TOKENIZER;
  if (path) {
    const tokenizer = ((await import(path)) as { default: Tokenizer }).default;
    const ids = [...dev, ...held].map((r) => tokenizer.encode(r.text, false, true));
    writeFileSync(join(dir, 'jsids.json'), JSON.stringify(ids));
  }
  console.log(`${dev.length} development and ${held.length} held-out entries written to ${dir}`);
}

await main();
