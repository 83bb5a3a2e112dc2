// The screening on MCPProxy's own poisoning corpora, an independent measurement (issue 47's first table): they are
// among the sources the issue keeps out of the labelled set, so no rule was read from them and this script prints
// counts only, never a text. Each description is screened as a run screens a tool's (its name where the corpus gives
// one, the learned signal asked).
// Usage: npx tsx scripts/screening-independent.ts <mcpproxy-go checkout or snapshot dir> [commit]
//   reads specs/065-evaluation-foundation/datasets/{security,detect}_corpus_v1.json (`git show` when the dir is a
//   bare snapshot, as the `fetch` tool leaves it).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screenText } from '../src/screening/index.js';

const DIR = 'specs/065-evaluation-foundation/datasets';
const FILES = ['security_corpus_v1.json', 'detect_corpus_v1.json'];

interface CorpusEntry {
  label: 'malicious' | 'benign';
  category: string;
  description?: string;
  tool?: { name: string; description: string };
}

function readCorpus(root: string, file: string, commit: string): CorpusEntry[] {
  const path = join(root, DIR, file);
  const text = existsSync(path)
    ? readFileSync(path, 'utf8')
    : execFileSync('git', ['-C', root, 'show', `${commit}:${DIR}/${file}`], { encoding: 'utf8' });
  return (JSON.parse(text) as { entries: CorpusEntry[] }).entries;
}

const [root, commit = 'HEAD'] = process.argv.slice(2);
if (!root) throw new Error('usage: screening-independent.ts <mcpproxy-go dir> [commit]');
const tally = new Map<string, { flagged: number; of: number }>();
const count = (key: string, flagged: boolean): void => {
  const t = tally.get(key) ?? { flagged: 0, of: 0 };
  tally.set(key, { flagged: t.flagged + Number(flagged), of: t.of + 1 });
};
for (const file of FILES) {
  for (const e of readCorpus(root, file, commit)) {
    const text = e.tool?.description ?? e.description ?? '';
    const flagged = screenText(text, { tool: e.tool?.name, learned: true }).suspicious;
    const kind = e.label === 'malicious' ? 'recall' : 'false alarms';
    for (const key of [kind, `${kind}, ${e.category}`, `${kind}, ${file}`]) count(key, flagged);
  }
}
for (const [key, t] of [...tally].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`${key}: ${t.flagged}/${t.of} = ${(t.flagged / t.of).toFixed(3)}`);
}
