// The labelled set of the screening (docs/scoring/screening.md "The labelled set"): attacks published in public
// repositories and benign texts beside them (test/fixtures/screening/labelled.jsonl, each with repository, commit and
// path), the descriptions real MCP servers from npm and PyPI show (harvest.jsonl, written by
// scripts/harvest-benign.ts, each with its package and version), and at most a tenth written for this project. Each
// entry is in the split of its whole source: `held_out` sources were never read while writing rules, and their
// figure is the one to expect. Read and checked line by line, then screened and counted, for the tests and bench 13.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { screenText, THREAT_CLASSES, type ScreenContext, type ThreatClass } from '../../src/screening/index.js';

const FIXTURES = new URL('../fixtures/screening/', import.meta.url);
export const LABELLED = new URL('labelled.jsonl', FIXTURES);
export const HARVEST = new URL('harvest.jsonl', FIXTURES);

const SPLIT = z.enum(['dev', 'held_out']);
const WHERE = z.enum(['tool description', 'parameter description', 'server instructions', 'answer']);

const entrySchema = z.strictObject({
  id: z.string().min(1),
  split: SPLIT,
  label: z.enum(['malicious', 'benign']),
  /** The attack class of a malicious entry; `hard_negative` or `benign` for a benign one. */
  class: z.enum([...THREAT_CLASSES, 'hard_negative', 'benign']),
  /** For a hard negative written here: the class it looks like. */
  resembles: z.enum(THREAT_CLASSES).optional(),
  where: WHERE,
  tool: z.string().optional(),
  text: z.string(),
  /** The wording it replaced, for a change. */
  before: z.string().optional(),
  siblings: z.array(z.string()).optional(),
  others: z.record(z.string(), z.array(z.string())).optional(),
  /** `owner/repo@commit:path`, `npm:package@version`, `pypi:package@version`, or what wrote it here. */
  source: z.string().min(1),
  /** For a text written here over a real server's description: that description's source (its fold when trained). */
  rewrites: z
    .string()
    .regex(/^(?:npm|pypi):.+@\d/)
    .optional(),
  origin: z.enum(['repository', 'package', 'written']),
});
export type LabelledEntry = z.infer<typeof entrySchema>;

const harvestSchema = z.strictObject({
  source: z.string().regex(/^(?:npm|pypi):.+@\d/),
  split: SPLIT,
  where: WHERE,
  tool: z.string(),
  text: z.string(),
});

/**
 * A benign text that talks the way attacks do (credentials, deletion, security, orders): a hard negative. One rule
 * for every harvested text, so that the hard negatives are not chosen by what the detector flags.
 */
const HARD = new RegExp(
  [
    String.raw`\b(?:credential|password|secret|token|api[ _-]?key|private key|ssh|\.env|delet|remov|destroy|drop|`,
    String.raw`security|permission|must|never|always|do not|don't|ignore|important|instruction|send|upload|email|`,
    String.raw`forward|execut|shell|command|before (?:using|calling)|prefer|instead)`,
  ].join(''),
  'i',
);

function lines(url: URL): Array<{ n: number; value: unknown }> {
  return readFileSync(url, 'utf8')
    .split('\n')
    .map((l, i) => ({ n: i + 1, l }))
    .filter(({ l }) => l.trim())
    .map(({ n, l }) => ({ n, value: JSON.parse(l) as unknown }));
}

/** Every entry of both files, each line checked (a malformed one names its file and line). */
export function readLabelled(): LabelledEntry[] {
  const harvest = lines(HARVEST).map(({ n, value }) => {
    const parsed = harvestSchema.safeParse(value);
    if (!parsed.success) throw new Error(`harvest.jsonl:${n}: ${parsed.error.issues[0].message}`);
    return parsed.data;
  });
  // A run screens each text beside the names of its server's tools (src/scoring/screened.ts): so does the set.
  const tools = new Map<string, Set<string>>();
  for (const h of harvest) tools.set(h.source, (tools.get(h.source) ?? new Set<string>()).add(h.tool));
  const curated = lines(LABELLED).map(({ n, value }) => {
    const parsed = entrySchema.safeParse(value);
    if (!parsed.success) throw new Error(`labelled.jsonl:${n}: ${parsed.error.issues[0].message}`);
    const e = parsed.data;
    if ((e.class === 'hard_negative' || e.class === 'benign') !== (e.label === 'benign')) {
      throw new Error(`labelled.jsonl:${n}: label ${e.label} and class ${e.class} do not agree`);
    }
    // Written over a real server's description, it is shown beside that server's tools, as the description is.
    return e.rewrites && !e.siblings ? { ...e, siblings: [...(tools.get(e.rewrites) ?? [])] } : e;
  });
  const harvested = harvest.map((h, i): LabelledEntry => {
    const cls = HARD.test(h.text) ? 'hard_negative' : 'benign';
    const siblings = [...(tools.get(h.source) ?? [])];
    return { id: `harvest-${i + 1}`, label: 'benign', class: cls, origin: 'package', siblings, ...h };
  });
  return [...curated, ...harvested];
}

/** Where an entry is shown, as a run screens it: its tool, the wording it replaced, its server's and others' tools. */
export function contextOf(e: Partial<Pick<LabelledEntry, 'tool' | 'before' | 'siblings' | 'others'>>): ScreenContext {
  const others = Object.entries(e.others ?? {}).map(([server, tools]) => ({ server, tools }));
  return { tool: e.tool, before: e.before, siblings: e.siblings, others };
}

/** Flagged out of all, and the share. */
export interface Tally {
  flagged: number;
  of: number;
}

export const share = (t: Tally): number => (t.of ? t.flagged / t.of : 0);

/** A malicious entry the detector passed, or a benign one it flagged. */
export interface Miss {
  id: string;
  class: string;
  source: string;
  score: number;
}

/** The set screened: recall per class and overall, false alarms overall, on the hard negatives and the harvest. */
export interface LabelledFigures {
  recall: Tally;
  falseAlarms: Tally;
  hardNegatives: Tally;
  /** False alarms on the texts of real servers from npm and PyPI alone. */
  harvest: Tally;
  byClass: Record<ThreatClass, Tally>;
  /** Malicious entries whose verdict named their own class. */
  classNamed: Tally;
  misses: Miss[];
}

/** Each entry screened as a run screens it: the learned signal (`learned`), on an answer above its answers threshold. */
export function screenLabelled(entries: readonly LabelledEntry[], learned = true): LabelledFigures {
  const tally = (): Tally => ({ flagged: 0, of: 0 });
  const f: LabelledFigures = {
    recall: tally(),
    falseAlarms: tally(),
    hardNegatives: tally(),
    harvest: tally(),
    byClass: Object.fromEntries(THREAT_CLASSES.map((c) => [c, tally()])) as Record<ThreatClass, Tally>,
    classNamed: tally(),
    misses: [],
  };
  const count = (t: Tally, hit: boolean) => {
    t.of++;
    if (hit) t.flagged++;
  };
  for (const e of entries) {
    const at = { ...contextOf(e), learned, answer: e.where === 'answer' };
    const v = screenText(e.text, at);
    const malicious = e.label === 'malicious';
    if (malicious !== v.suspicious) f.misses.push({ id: e.id, class: e.class, source: e.source, score: v.score });
    if (malicious) {
      count(f.recall, v.suspicious);
      count(f.byClass[e.class as ThreatClass], v.suspicious);
      count(f.classNamed, v.suspicious && v.class === e.class);
      continue;
    }
    count(f.falseAlarms, v.suspicious);
    if (e.class === 'hard_negative') count(f.hardNegatives, v.suspicious);
    // Real servers' descriptions (harvest.jsonl) alone: the scanners' and benchmarks' packages hold other texts.
    if (e.id.startsWith('harvest-')) count(f.harvest, v.suspicious);
  }
  return f;
}

/** The classes a part of the set holds malicious entries of, with their recall. */
export function presentClasses(f: LabelledFigures): Array<[ThreatClass, Tally]> {
  return Object.entries(f.byClass).filter(([, t]) => t.of > 0) as Array<[ThreatClass, Tally]>;
}

/** A text's runs of eight words (letters and digits, lower case): what a copy of another text shares with it. */
function runsOfEight(text: string): string[] {
  const w = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ');
  return Array.from({ length: Math.max(0, w.length - 7) }, (_, i) => w.slice(i, i + 8).join(' '));
}

/**
 * The held-out entries that share no run of eight words with a development text: many repositories copy the same
 * published attacks, so a held-out source can hold a text a rule was written from. Their figure is the stricter one.
 */
export function unseenHeldOut(entries: readonly LabelledEntry[]): LabelledEntry[] {
  const seen = new Set(entries.filter((e) => e.split === 'dev').flatMap((e) => runsOfEight(e.text)));
  return entries.filter((e) => e.split === 'held_out' && !runsOfEight(e.text).some((r) => seen.has(r)));
}

/** The development entries, in file order, and their digest: the learned signal's model is held to it. */
export function developmentSet(): { entries: LabelledEntry[]; digest: string } {
  const entries = readLabelled().filter((e) => e.split === 'dev');
  const h = createHash('sha256');
  for (const e of entries) h.update(`${e.label}\u0000${e.text}\u0000`);
  return { entries, digest: h.digest('hex') };
}
