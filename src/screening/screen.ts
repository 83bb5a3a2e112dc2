// Screening a text a server shows a model (docs/scoring/screening.md): every rule of every class over the text, the
// decoded stretches and hidden comments screened again, the signals combined into one verdict. Pure, deterministic
// and bounded: a text is read once per rule, sentence by sentence, whatever its length.
import { neighbourSignals, retiredSignals, SHADOW_RULES, type Neighbourhood } from './behaviour.js';
import { RUG_RULES } from './rug.js';
import { PHRASE_RULES } from './phrases.js';
import { LIMIT_RULES } from './limits.js';
import { PROMPT_RULES } from './voices.js';
import { POISON_RULES, secretOrderSignals } from './poisoning.js';
import { ENCODED_RULES, encodedSignals, MAX_DEPTH, SHELL_DANGER } from './encoded.js';
import { framedOrderSignals } from './framing.js';
import { HANDOVER_RULES, relaySignals } from './handover.js';
import { languageSignals, ZH_SELF } from './languages.js';
import { dataSignals, INTENT_RULES } from './intent.js';
import { EXFIL_RULES, exfilSignals, mismatchSignals, sideEffects, statedPurpose } from './purpose.js';
import {
  foreignTagSignals,
  paramFileSignals,
  pathReachSignals,
  REACH_RULES,
  redirectSignals,
  sectionSignals,
} from './reach.js';
import { READER_RULES } from './readers.js';
import { CHAIN_RULES, vagueSendSignals } from './chains.js';
import { CALL_RULES, otherToolSignals, riskyCallSignals } from './calls.js';
import { namedOrderSignals, OTHER_TOOL_RULES, ownToolNames } from './shadowing.js';
import { CARRY_RULES } from './carry.js';
import { distrustSignals, TAMPER_RULES } from './tamper.js';
import { CLAIM_RULES } from './claims.js';
import { ACT_RULES } from './acts.js';
import { runRules, type Rule } from './rules.js';
import { addressedSignals, REPLY_RULES, steerSignals } from './addressee.js';
import { AUTHORITY_RULES, shapeSignals, unseenSignals } from './authority.js';
import { declaredTransferSignals, STANCE_RULES } from './stance.js';
import { TAKEOVER_RULES } from './takeover.js';
import { dictatedSignals, REQUEST_RULES } from './dictated.js';
import { selectionSignals } from './selection.js';
import { learnedSignals } from './ngrams.js';
import { recordText } from './records.js';
import { cleanText, isFramed, isNegated, isOrder, sentences as sentencesOf, type Sentence } from './text.js';
import { ansiSignals, tagText, unicodeSignals } from './unicode.js';
import { combine, MENTION_FACTOR, signal, type Signal, type Verdict } from './verdict.js';

/**
 * Characters of a text the rules read: a description longer than this (256 KiB) is read up to here, the hidden
 * characters of all of it. Whatever the input, screening ends in time linear in this bound.
 */
export const MAX_SCREENED = 262_144;

/** Every rule read sentence by sentence; the gate tests (test/screening/gates, keys) check each one's gate. */
export const SENTENCE_RULES: readonly Rule[] = [
  ...PHRASE_RULES,
  ...LIMIT_RULES,
  ...PROMPT_RULES,
  ...POISON_RULES,
  ...SHADOW_RULES,
  ...OTHER_TOOL_RULES,
  ...TAMPER_RULES,
  ...CARRY_RULES,
  ...RUG_RULES,
  ...EXFIL_RULES,
  ...ENCODED_RULES,
  ...INTENT_RULES,
  ...HANDOVER_RULES,
  ...STANCE_RULES,
  ...REPLY_RULES,
  ...REQUEST_RULES,
  ...TAKEOVER_RULES,
  ...AUTHORITY_RULES,
  ...REACH_RULES,
  ...READER_RULES,
  ...CHAIN_RULES,
  ...CALL_RULES,
  ...CLAIM_RULES,
  ...ACT_RULES,
];

/** What the screening knows of where a text is shown. */
export interface ScreenContext extends Neighbourhood {
  /** The tool the text belongs to (its purpose is read from its name too); absent for a server's instructions. */
  tool?: string;
  /** The text it replaces: capabilities the new one gains over it are a rug pull. */
  before?: string;
  /**
   * Add the learned signal (ngrams.ts) where the rules found no attack (and no veto). A run asks for it on what a
   * server shows and on answers (`answer`): there above its `answers` threshold, no lower than where README paragraphs
   * of npm packages it never learnt from, or out of fold the development part's benign answers, score as 1%, nor than
   * any real server's answer the tests record.
   */
  learned?: boolean;
  /** The text is a tool's answer: the learned signal's `answers` threshold, with the rules' evidence or without. */
  answer?: boolean;
}

/**
 * The verdict on one text: the rules' signals, and, when asked for, the learned signal (ngrams.ts) where the rules
 * found no attack and read nothing that vetoes it: beside their evidence above its threshold, alone (where they found
 * nothing) above its `alone` threshold, never lower.
 */
export function screenText(raw: string, at: ScreenContext = {}): Verdict {
  const { rules, asks, speaks } = rulesVerdict(raw, at);
  if (!at.learned || !speaks) return rules;
  // It says only that the text reads like attacks: what kind is the rules' evidence to say.
  const where = at.answer ? 'answer' : asks ? 'evidence' : 'alone';
  const learned = learnedSignals(raw, undefined, where).map((s) => ({ ...s, class: rules.class ?? s.class }));
  return learned.length ? combine([...rules.signals, ...learned]) : rules;
}

/**
 * The rules' verdict, and whether the learned signal is asked about the text (scripts/train-screening-model.ts
 * chooses its settings over the texts it is asked about): `asks` when the rules found evidence of their own but no
 * attack, and no veto; `speaks` besides where they found nothing at all (it flags alone there, above `alone`).
 */
export function rulesVerdict(raw: string, at: ScreenContext = {}): { rules: Verdict; asks: boolean; speaks: boolean } {
  let opensAsMention = false;
  const rules = combine(textSignals(raw, at, 0, (s) => (opensAsMention = (s[0]?.framedAt ?? -1) >= 0)));
  const clear = !rules.suspicious && !opensAsMention && !vetoed(raw, rules, at);
  const asks = clear && evidence(rules, at);
  // Where the rules read only guidance about the tool itself or its server's own tools, the model stays silent too.
  return { rules, asks, speaks: asks || (clear && !rules.signals.length) };
}

/**
 * Does a rule say something of the text's own (not a mention, not guidance about its own server's tools or about the
 * tool itself, "call this tool first")? The learned signal only reads topic and style: a proxy's own management tools
 * talk about servers, tools and quarantine as attacks do, and scored over its threshold with no rule evidence at all.
 */
function evidence(rules: Verdict, at: ScreenContext): boolean {
  return rules.signals.some((s) => !s.mention && !(s.class === 'shadowing' && (namesOwnTools(s, at) || namesSelf(s))));
}

/** "this tool" or "该工具": the tool itself. */
const SELF = new RegExp(String.raw`\bthis tool\b|${ZH_SELF}`, 'i');

/** A shadowing signal whose words name no tool but the tool itself: what the tool says of itself. */
function namesSelf(s: Signal): boolean {
  return SELF.test(s.words) && !/[a-z][a-z0-9]*(?:[_.-][a-z0-9]+)+|[a-z]+[A-Z][A-Za-z0-9]+/.test(s.words);
}

function textSignals(
  whole: string,
  at: ScreenContext,
  depth: number,
  read?: (sentences: readonly Sentence[]) => void,
): Signal[] {
  const raw = whole.length > MAX_SCREENED ? whole.slice(0, MAX_SCREENED) : whole;
  const clean = cleanText(at.answer ? recordText(raw) : raw);
  const sentences = sentencesOf(clean);
  read?.(sentences);
  const purpose = statedPurpose(sentences, at.tool);
  const again = (text: string) => (depth + 1 >= MAX_DEPTH ? combine([]) : combine(textSignals(text, {}, depth + 1)));
  const neighbours = neighbourSignals(sentences, at);
  const out = [
    ...unicodeSignals(whole),
    ...ansiSignals(raw),
    ...shapeSignals(raw),
    ...runRules(SENTENCE_RULES, sentences),
    ...commandSignals(sentences),
    ...secretOrderSignals(sentences),
    ...mismatchSignals(sentences, purpose),
    ...exfilSignals(sentences, purpose),
    ...vagueSendSignals(sentences, purpose),
    ...riskyCallSignals(sentences, at.tool),
    ...otherToolSignals(sentences),
    ...distrustSignals(sentences),
    ...namedOrderSignals(sentences, at),
    ...framedOrderSignals(sentences),
    ...relaySignals(sentences),
    ...paramFileSignals(sentences),
    ...pathReachSignals(sentences, purpose),
    ...foreignTagSignals(clean),
    ...sectionSignals(clean),
    ...redirectSignals(sentences, neighbours),
    ...retiredSignals(sentences),
    ...dataSignals(sentences, purpose),
    ...declaredTransferSignals(sentences, at.tool),
    ...steerSignals(sentences),
    ...addressedSignals(sentences),
    ...dictatedSignals(sentences),
    ...unseenSignals(sentences),
    ...languageSignals(sentences),
    ...selectionSignals(sentences, at.answer),
    ...neighbours,
    ...hiddenSignals(raw, clean, again),
    ...(depth + 1 < MAX_DEPTH ? encodedSignals(raw, sentences, again) : []),
    ...gainedSignals(sentences, at.before),
  ];
  return out.map((s) => (s.class === 'shadowing' ? ownTools(s, at) : s));
}

/** A text that forbids the acts attacks order ("never send credentials to ..."): a careful server. */
const FORBIDS = new RegExp(
  [
    String.raw`\b(?:never|do not|don't|must not|should not|avoid|without)\s+(?:[\w-]+\s+){0,2}(?:ignore|send|share|`,
    String.raw`upload|reveal|disclose|tell|forward|leak|exfiltrate|expose|include|transmit|store|log)\b`,
  ].join(''),
  'i',
);

/**
 * A guard's words: the reader told to check tools or content for attacks (MCPProxy's answer to a call it blocks:
 * "Review the server and its tools for malicious content"). It reads like the attacks it warns of; the rules speak.
 */
const GUARDS = new RegExp(
  [
    String.raw`\b(?:review|verify|check|inspect|scan|examine|look)\b[^.!?\n]{0,60}\bfor\s+(?:[\w-]+\s+){0,2}?`,
    String.raw`(?:malicious|hidden (?:commands|instructions|prompts)|suspicious|poison|injection|exfiltration)`,
  ].join(''),
  'i',
);

/**
 * Where the learned signal may not speak, whatever the text reads like (besides a text whose first sentence is a
 * mention: a guard quoting attacks reads like them): the rules read it as a mention only, as guidance about its own
 * server's tools, or it forbids what attacks order, or speaks as a guard (GUARDS).
 */
function vetoed(raw: string, rules: Verdict, at: ScreenContext): boolean {
  if (rules.signals.length && rules.signals.every((s) => s.mention)) return true;
  if (rules.signals.some((s) => s.class === 'shadowing' && namesOwnTools(s, at))) return true;
  return FORBIDS.test(raw) || GUARDS.test(raw);
}

/**
 * Of the destructive commands, those with no use but an attacker's: a shell opened to another host, a download piped
 * into a shell, a private key printed. Shown unquoted (not a mention), they count as an order wherever they stand
 * ("Step 3: `bash -i >& /dev/tcp/...`"); a deletion (rm -rf ./build) still needs the order.
 */
const ATTACKERS_ONLY =
  /\/dev\/tcp\/|\bnc\b|\|\s*(?:sudo\s+)?(?:ba|z)?sh\b|\bpython|\bpowershell|\biex\b|\beval\b|\.ssh\//i;

/** A destructive command in the text: an order to run it weighs more than naming it. */
function commandSignals(sentences: readonly Sentence[]): Signal[] {
  for (const s of sentences) {
    const m = SHELL_DANGER.exec(s.text);
    if (!m) continue;
    const before = s.text.slice(0, m.index);
    const ordered =
      /\b(?:run|execute|exec|call|invoke|type|paste|enter)\b[^.!?\n]{0,30}$/i.test(before) ||
      isOrder(s, m.index) ||
      ATTACKERS_ONLY.test(m[0]);
    const framed = isFramed(s, m.index);
    const weight = (ordered ? 0.6 : 0.35) * (framed ? MENTION_FACTOR : 1);
    return [signal('tool_poisoning', 'poison.command', 'a destructive command', m[0], weight, framed)];
  }
  return [];
}

/** Orders inside an HTML comment or spelt by tag characters: hidden from the reader, read by the model. */
function hiddenSignals(raw: string, clean: string, again: (text: string) => Verdict): Signal[] {
  const out: Signal[] = [];
  const comments = [...clean.matchAll(/<!--([\s\S]{0,5000}?)(?:-->|$)/g)].slice(0, 5).map((m) => m[1]);
  for (const c of comments) {
    const v = again(c);
    if (v.score < 0.2) continue;
    const what = 'orders hidden in an HTML comment';
    out.push(signal('tool_poisoning', 'poison.comment', what, `<!--${c}-->`, Math.max(0.6, v.score)));
  }
  const spelt = tagText(raw);
  if (spelt) {
    const v = again(spelt);
    const what = `tag characters spell ${v.class ? `an ${v.class.replace(/_/g, ' ')}` : 'hidden text'}`;
    if (v.score >= 0.2)
      out.push(signal('unicode_smuggling', 'unicode.tags_spell', what, spelt, Math.max(0.9, v.score)));
  }
  return out;
}

/** Commands without bounds: "run arbitrary shell commands", "execute any command". */
const UNBOUNDED = /\b(?:arbitrary|any|unrestricted)\s+(?:shell\s+|system\s+|os\s+)?(?:commands?|code|scripts?)\b/i;

/**
 * Side effects the new wording gains over the old one: capability escalation; more when what it gains is running
 * commands without bounds ("Execute a safe query" become "Run arbitrary shell commands on the host").
 */
function gainedSignals(sentences: readonly Sentence[], before: string | undefined): Signal[] {
  if (!before) return [];
  const had = sideEffects(sentencesOf(cleanText(before)));
  const gained = [...sideEffects(sentences)].filter((k) => !had.has(k));
  if (!gained.length) return [];
  const unbounded =
    gained.includes('exec') && sentences.some((s) => UNBOUNDED.test(s.text) && !isNegated(s, s.text.search(UNBOUNDED)));
  const what = 'gains side effects its old wording did not have';
  return [signal('rug_pull', 'rug.gained', what, gained.join(', '), unbounded ? 0.55 : 0.45)];
}

/** Shadowing that names only the tool itself or a sibling of its own server is ordinary guidance. */
function ownTools(s: Signal, at: ScreenContext): Signal {
  return namesOwnTools(s, at) ? { ...s, weight: s.weight * MENTION_FACTOR } : s;
}

function namesOwnTools(s: Signal, at: ScreenContext): boolean {
  const own = ownToolNames(at);
  if (!own.size) return false;
  const named = s.words.match(/[a-z][a-z0-9]*(?:[_.-][a-z0-9]+)+|[a-z]+[A-Z][A-Za-z0-9]+/g) ?? [];
  return named.length > 0 && named.every((n) => own.has(n.toLowerCase()));
}

/**
 * Is `after` suspicious for something `before` did not already show? A sign the old text already had (the same
 * rule on the same words) is not news: the baseline was screened when it was recorded.
 */
export function isNews(before: Verdict | null, after: Verdict): boolean {
  if (!after.suspicious) return false;
  if (!before) return true;
  return after.signals.some((s) => !before.signals.some((b) => b.rule === s.rule && b.words === s.words));
}
