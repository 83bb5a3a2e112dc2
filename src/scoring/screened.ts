// Every text a scenario's servers showed a model, screened (docs/scoring/screening.md "In a run"): each tool's
// description and title, each parameter's description, title, enum values, defaults and examples (nested too), the
// server's instructions, its prompts' and resources' descriptions and titles, and every answer a tool gave. What the
// reference (the baseline, or the one a recording replaces) already showed at the same place is no news: a text
// unchanged since is not screened again, and a changed one is suspicious only for a sign its old wording did not
// have. An answer is held against the reference's answer to the same call (same tool, same arguments), else the
// reference's answers of the same tool.
import type { ScreeningFinding } from '../results/index.js';
import {
  parseCanonicalId,
  scoredCalls,
  type ServerSnapshot,
  type ToolCallRecord,
  type Trajectory,
} from '../results/trajectory.js';
import { isNews, screenText, type ScreenContext, type Verdict } from '../screening/index.js';
import { canonicalJson, isRecord, sha256 } from '../util/json.js';
import { contentId, KeyedMemo } from '../util/memo.js';
import { truncate } from '../util/text.js';

/** Schema nodes walked per tool, and characters of an answer screened: a hostile schema or answer stays cheap. */
const MAX_NODES = 500;
const MAX_ANSWER = 65_536;
const EXCERPT = 200;

/** One text a server showed a model, and where. */
export interface ShownText {
  server: string;
  tool: string | null;
  /** For people: "the description of parameter `path` of `read_file`". */
  where: string;
  text: string;
}

/** The texts of one server's snapshot: its instructions, then each tool's. */
function surfaceTexts(s: ServerSnapshot): ShownText[] {
  const out: ShownText[] = [];
  const add = (tool: string | null, where: string, text: unknown) => {
    if (typeof text === 'string' && text.trim()) out.push({ server: s.name, tool, where, text });
  };
  add(null, 'the instructions', s.instructions);
  for (const t of s.tools) {
    const of = `\`${t.name}\``;
    add(t.name, `the description of ${of}`, t.description);
    const extra = t as Record<string, unknown>;
    add(t.name, `the title of ${of}`, extra.title);
    add(t.name, `the title of ${of}`, t.annotations?.title);
    const walk = walker((where, text) => add(t.name, `${where} of ${of}`, text));
    walk(t.input_schema, '');
    if (isRecord(extra.output_schema)) walk(extra.output_schema, 'output ');
  }
  // What a client shows a model of its prompts and resources (a user picks them; their words reach the model).
  for (const p of s.prompts ?? []) {
    const of = `prompt \`${p.name}\``;
    add(null, `the description of ${of}`, p.description);
    add(null, `the title of ${of}`, p.title);
    for (const a of p.arguments ?? []) add(null, `the description of argument \`${a.name}\` of ${of}`, a.description);
  }
  for (const r of [...(s.resources ?? []), ...(s.resource_templates ?? [])]) {
    const of = `resource \`${'uri' in r ? r.uri : r.uri_template}\``;
    add(null, `the description of ${of}`, r.description);
    add(null, `the title of ${of}`, r.title);
  }
  return out;
}

/** Walks a JSON schema: every description, title, enum value, default and example, by the property's path. */
function walker(add: (where: string, text: unknown) => void): (schema: unknown, side: string) => void {
  let nodes = 0;
  const visit = (node: unknown, path: string, side: string): void => {
    if (!isRecord(node) || ++nodes > MAX_NODES) return;
    const at = path ? `${side}parameter \`${path}\`` : `the ${side}schema`;
    if (path) add(`the description of ${at}`, node.description);
    if (path) add(`the title of ${at}`, node.title);
    for (const v of [node.default, node.const].flat()) add(`a default of ${at}`, v);
    for (const v of [node.enum, node.examples].flat()) add(`a value of ${at}`, v);
    if (isRecord(node.properties)) {
      for (const [k, v] of Object.entries(node.properties)) visit(v, path ? `${path}.${k}` : k, side);
    }
    if (node.items) visit(node.items, `${path}[]`, side);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      if (Array.isArray(node[key])) for (const v of node[key]) visit(v, path, side);
    }
  };
  return (schema, side) => visit(schema, '', side);
}

/** The text of an answer: its text blocks, a resource's text, and the strings of a JSON answer each on a line. */
function answerText(c: ToolCallRecord): string {
  const parts: string[] = [];
  const strings = (v: unknown, depth = 0): void => {
    if (typeof v === 'string') parts.push(v);
    else if (depth < 20 && Array.isArray(v)) v.forEach((x) => strings(x, depth + 1));
    else if (depth < 20 && isRecord(v)) Object.values(v).forEach((x) => strings(x, depth + 1));
  };
  for (const b of c.content) {
    const text = typeof b.text === 'string' ? b.text : isRecord(b.resource) ? b.resource.text : undefined;
    if (typeof text !== 'string') continue;
    const json = /^\s*[[{]/.test(text) ? parseJson(text) : undefined;
    if (json === undefined) parts.push(text);
    else strings(json);
  }
  return parts.join('\n').slice(0, MAX_ANSWER);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Verdicts and surfaces remembered at once (then it starts over): a run's distinct texts, and servers. */
const VERDICTS_MAX = 20_000;
const SURFACES_MAX = 1024;

/** Verdicts by text and context, so that a text the run's scenarios all see is screened once. */
export class Screener {
  /** By the sha256 of text and context: an answer may be 64 KB. */
  private readonly known = new KeyedMemo<string, Verdict>(VERDICTS_MAX);
  /** The whole text of each finding, by its hash: what a second opinion reads. */
  private readonly flagged = new Map<string, string>();
  /** Surface findings by what they were worked out of (`surface`). */
  private readonly surfaces = new KeyedMemo<string, Flagged[]>(SURFACES_MAX);

  /** The text a finding was made of (its `text_hash`). */
  textOf(hash: string): string | undefined {
    return this.flagged.get(hash);
  }

  verdict(text: string, at: ScreenContext = {}): Verdict {
    return this.known.get(sha256(canonicalJson([text, at])), () => screenText(text, at));
  }

  /** What the current runs' servers show and answer that the reference did not: the scenario's findings. */
  scenario(reference: readonly Trajectory[], runs: readonly Trajectory[]): ScreeningFinding[] {
    const found = new Map<string, ScreeningFinding>();
    // The same answer in two runs is one finding; the same text at two places is two.
    const add = ({ text, ...f }: Flagged) => {
      this.flagged.set(f.text_hash, text);
      found.set(`${f.kind}|${f.server}|${f.kind === 'answer' ? f.tool : f.where}|${f.text_hash}`, f);
    };
    const before = reference.flatMap((t) => t.servers);
    for (const run of runs) {
      for (const s of run.servers) this.surface(s, run.servers, before).forEach(add);
      this.answers(run, reference).forEach(add);
    }
    return [...found.values()];
  }

  /**
   * A server's surface findings, worked out once for each distinct server, neighbours and reference: a run's scenarios
   * mostly show the same tool lists, held against the same reference's. The key is plain JSON text (equal text is
   * equal lists; the same lists in another key order are only worked out once more).
   */
  private surface(s: ServerSnapshot, all: readonly ServerSnapshot[], before: readonly ServerSnapshot[]): Flagged[] {
    const same = before.filter((x) => x.name === s.name);
    const others = all.filter((x) => x.name !== s.name).map((x) => [x.name, x.tools.map((t) => t.name)]);
    const key = JSON.stringify([contentId(s), others, same.map(contentId)]);
    return this.surfaces.get(key, () => this.surfaceOf(s, all, same));
  }

  private surfaceOf(s: ServerSnapshot, all: readonly ServerSnapshot[], before: readonly ServerSnapshot[]): Flagged[] {
    const old = new Map<string, string[]>();
    for (const b of before) {
      for (const t of surfaceTexts(b)) old.set(t.where, [...(old.get(t.where) ?? []), t.text]);
    }
    // What a server shows is screened with the learned signal too (an answer too, at its own threshold: answers()).
    const at: ScreenContext = {
      learned: true,
      siblings: s.tools.map((t) => t.name),
      others: all.filter((x) => x.name !== s.name).map((x) => ({ server: x.name, tools: x.tools.map((t) => t.name) })),
    };
    return surfaceTexts(s).flatMap((t) => {
      // A baseline of several runs holds each text once per run: the wording before is one text, however many runs.
      const was = [...new Set(old.get(t.where) ?? [])];
      if (was.includes(t.text)) return [];
      const ctx = { ...at, ...(t.tool ? { tool: t.tool } : {}), ...(was.length === 1 ? { before: was[0] } : {}) };
      const v = this.verdict(t.text, ctx);
      const prior = was.map((w) => this.verdict(w, { ...ctx, before: undefined }));
      return isNews(merged(prior), v) ? [finding('surface', t, v)] : [];
    });
  }

  private answers(run: Trajectory, reference: readonly Trajectory[]): Flagged[] {
    const refCalls = reference.flatMap(scoredCalls);
    return scoredCalls(run).flatMap((c, i) => {
      const text = answerText(c);
      const at = parseCanonicalId(c.id);
      if (!text.trim() || !at) return [];
      const same = refCalls.filter((r) => r.id === c.id);
      const args = canonicalJson(c.arguments);
      const pair = same.filter((r) => canonicalJson(r.arguments) === args);
      const was = (pair.length ? pair : same).map(answerText);
      // The reference gave this very answer: its verdict would hold every sign of this one, so none is news.
      if (was.includes(text)) return [];
      const ctx = { tool: at.tool, learned: true, answer: true };
      const v = this.verdict(text, ctx);
      if (!v.suspicious) return [];
      const prior = was.map((w) => this.verdict(w, ctx));
      const where = `the answer to call ${i + 1} (\`${at.tool}\`) of run ${run.run_index + 1}`;
      const shown = { server: at.server, tool: at.tool, where, text };
      return isNews(merged(prior), v) ? [finding('answer', shown, v)] : [];
    });
  }
}

/** The signals of several old verdicts as one: a sign any of them had is not news. */
function merged(prior: Verdict[]): Verdict | null {
  if (!prior.length) return null;
  return {
    suspicious: prior.some((p) => p.suspicious),
    score: 0,
    class: null,
    signals: prior.flatMap((p) => p.signals),
  };
}

/** A finding with its whole text, until the screener keeps the text aside. */
type Flagged = ScreeningFinding & { text: string };

function finding(kind: ScreeningFinding['kind'], t: ShownText, v: Verdict): Flagged {
  return {
    text: t.text,
    kind,
    server: t.server,
    tool: t.tool,
    where: t.where,
    class: v.class!,
    score: v.score,
    signals: v.signals.slice(0, 5).map(({ class: cls, rule, what, words, weight }) => ({
      class: cls,
      rule,
      what,
      words,
      weight: Math.round(weight * 1000) / 1000,
    })),
    excerpt: truncate(t.text, EXCERPT),
    text_hash: sha256(t.text),
  };
}
