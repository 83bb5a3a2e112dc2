// The labelled development set of the screening (test/fixtures/screening/labelled.jsonl, docs/scoring/screening.md
// "The labelled set"): read and checked line by line, then screened and counted, for the fixture's test and for
// benchmark 13.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { screenText, THREAT_CLASSES, type ThreatClass } from '../../src/screening/index.js';

export const LABELLED = new URL('../fixtures/screening/labelled.jsonl', import.meta.url);

const entrySchema = z.strictObject({
  id: z.string().min(1),
  /** dev: written first and tuned on; held_out: a quarter written with it and never tuned on. */
  split: z.enum(['dev', 'held_out']),
  label: z.enum(['malicious', 'benign']),
  /** The attack class of a malicious entry; `hard_negative` or `benign` for a benign one. */
  class: z.enum([...THREAT_CLASSES, 'hard_negative', 'benign']),
  /** For a hard negative: the class it looks like. */
  resembles: z.enum(THREAT_CLASSES).optional(),
  where: z.enum(['tool description', 'parameter description', 'server instructions', 'answer']),
  tool: z.string().optional(),
  text: z.string(),
  /** The wording it replaced, for a change. */
  before: z.string().optional(),
  siblings: z.array(z.string()).optional(),
  others: z.record(z.string(), z.array(z.string())).optional(),
  source: z.string().min(1),
  licence: z.string().min(1),
});
export type LabelledEntry = z.infer<typeof entrySchema>;

/** Every entry, each line checked (a malformed one names its line). */
export function readLabelled(): LabelledEntry[] {
  return readFileSync(LABELLED, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((line, i) => {
      const parsed = entrySchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`labelled.jsonl:${i + 1}: ${parsed.error.issues[0].message}`);
      const e = parsed.data;
      const benign = e.class === 'hard_negative' || e.class === 'benign';
      if (benign !== (e.label === 'benign') || (e.class === 'hard_negative') !== !!e.resembles) {
        throw new Error(`labelled.jsonl:${i + 1}: label ${e.label}, class ${e.class} and resembles do not agree`);
      }
      return e;
    });
}

/** Flagged out of all, and the share. */
export interface Tally {
  flagged: number;
  of: number;
}

export const share = (t: Tally): number => (t.of ? t.flagged / t.of : 0);

/** The set screened: recall per class and overall, false alarms overall and on the hard negatives, by split too. */
export interface LabelledFigures {
  recall: Tally;
  falseAlarms: Tally;
  hardNegatives: Tally;
  byClass: Record<ThreatClass, Tally>;
  /** Hard negatives flagged, by the class they look like. */
  byResemblance: Record<ThreatClass, Tally>;
  /** Malicious entries whose verdict named their own class. */
  classNamed: Tally;
}

export function screenLabelled(entries: readonly LabelledEntry[]): LabelledFigures {
  const tally = (): Tally => ({ flagged: 0, of: 0 });
  const perClass = () => Object.fromEntries(THREAT_CLASSES.map((c) => [c, tally()])) as Record<ThreatClass, Tally>;
  const f: LabelledFigures = {
    recall: tally(),
    falseAlarms: tally(),
    hardNegatives: tally(),
    byClass: perClass(),
    byResemblance: perClass(),
    classNamed: tally(),
  };
  const count = (t: Tally, hit: boolean) => {
    t.of++;
    if (hit) t.flagged++;
  };
  for (const e of entries) {
    const others = Object.entries(e.others ?? {}).map(([server, tools]) => ({ server, tools }));
    const v = screenText(e.text, { tool: e.tool, before: e.before, siblings: e.siblings, others });
    if (e.label === 'malicious') {
      count(f.recall, v.suspicious);
      count(f.byClass[e.class as ThreatClass], v.suspicious);
      count(f.classNamed, v.suspicious && v.class === e.class);
      continue;
    }
    count(f.falseAlarms, v.suspicious);
    if (e.resembles) {
      count(f.hardNegatives, v.suspicious);
      count(f.byResemblance[e.resembles], v.suspicious);
    }
  }
  return f;
}
