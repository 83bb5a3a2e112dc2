// What a text asks, as features a learned signal could read beside its n-grams (issue 47's tenth round; compared by
// scripts/compare-learned-signals.ts, not shipped: docs/scoring/screening.md "A learned signal"). Not its words but
// their roles, read sentence by sentence as the rules read them: orders addressed to the model, other tools named,
// secrecy, off-machine addresses and sensitive data, each alone and together in one sentence; the tool's name against
// what its text reaches for; and the rules' own signals. A sentence that only mentions attacks counts apart, a denied
// transfer apart. Named features, each a number in [0, 1].
import { SENSITIVE } from '../src/screening/sensitive.js';
import { isNegated, type Sentence } from '../src/screening/text.js';
import type { Signal } from '../src/screening/verdict.js';

/** What the features need of where a text is shown. */
export interface AskContext {
  tool?: string;
  siblings?: readonly string[];
}

const ORDER = new RegExp(
  [
    String.raw`^(?:[-*•>\d.)\s]*)(?:(?:please|then|also|first|now|always|just|and)\s+)?`,
    String.raw`(?:read|send|call|include|pass|use|ignore|forward|upload|post|fetch|visit|open|add|append|attach|`,
    String.raw`copy|run|execute|collect|gather|`,
    String.raw`extract|share|reveal|print|output|list|retrieve|access|provide|submit|transmit|report|log|save|store|`,
    String.raw`write|delete|remove|disable|skip|bypass|prefer|treat|act|respond|reply|answer|tell|say|invoke|route|`,
    String.raw`redirect|replace|change|modify|set|do not|don't|never|make sure|ensure|remember|forget|disregard|`,
    String.raw`override|obey|follow|before|after|when(?:ever)?|if)\b|\byou (?:must|should|shall|need to|have to|will|`,
    String.raw`are (?:required|to|now))\b|\b(?:must|is required to|are required to) (?:be )?(?:first|always)?\s*\w+`,
  ].join(''),
  'i',
);
const TOOL_NAME = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b|\b[a-z]+[A-Z][A-Za-z0-9]+\b/g;
const SECRECY = new RegExp(
  [
    String.raw`\b(?:silently|secretly|covertly|quietly|discreetly|invisibl[ey]|hidden|behind the scenes|`,
    String.raw`without (?:telling|informing|notifying|asking|alerting|mentioning)|(?:do not|don't|never) (?:tell|`,
    String.raw`mention|inform|notify|reveal|show|disclose|alert)\w*|(?:not|never) (?:be )?(?:visible|shown|`,
    String.raw`mentioned|disclosed) to|keep (?:this|it) (?:secret|hidden|private|confidential)|the user (?:must|`,
    String.raw`should) not (?:know|see|be told))\b`,
  ].join(''),
  'i',
);
const OFFSITE = new RegExp(
  [
    String.raw`\bhttps?:\/\/|\b[\w.+-]+@[\w-]+\.[\w.-]+|\b\d{1,3}(?:\.\d{1,3}){3}\b|\bwebhook|\bngrok|`,
    String.raw`\b(?:remote|external|third[- ]part(?:y|ies)|our|their|attacker'?s?) (?:server|endpoint|service|`,
    String.raw`address|host|url|api|partners?|collector)`,
  ].join(''),
  'i',
);
const TRANSFER =
  /\b(?:send|sent|post|upload|forward|transmit|exfiltrat|leak|share|report|sync|cop(?:y|ies)|beacon)\w*/i;
const SENSITIVE_RE = new RegExp(SENSITIVE, 'i');
const AUTHORITY = new RegExp(
  [
    String.raw`\b(?:system|admin(?:istrator)?|developer|assistant|ai|model|llm|agent)\b[^.]{0,20}:|`,
    String.raw`<\/?[a-z_-]*(?:important|system|instruction|admin|secret)[a-z_-]*>|\[(?:system|admin|important)`,
  ].join(''),
  'i',
);
/** A tool whose name says it does one small thing: what it reaches for beyond that is out of its purpose. */
const SMALL_PURPOSE = new RegExp(
  [
    String.raw`^(?:add|sum|calc\w*|math|multiply|divide|subtract|format\w*|spell\w*|grammar|time\w*|date|clock|uuid|`,
    String.raw`ids?|echo|hello|greet\w*|weather|convert\w*|translate|count\w*|random|joke|quote|lint|prettify|`,
    String.raw`upper\w*|lower\w*|reverse|hash|encode|decode|unit\w*|temperature|dice|color|emoji)$`,
  ].join(''),
);

type Counts = Record<string, number>;

function sentenceFeatures(s: Sentence, own: Set<string>, f: Counts): void {
  const framed = s.framedAt >= 0;
  const order = ORDER.test(s.text);
  const tools = (s.text.match(TOOL_NAME) ?? []).filter((t) => !own.has(t.toLowerCase()));
  const secrecy = SECRECY.exec(s.text);
  const offsite = OFFSITE.test(s.text);
  const transfer = TRANSFER.exec(s.text);
  const sensitive = SENSITIVE_RE.exec(s.text);
  const denied = transfer ? isNegated(s, transfer.index) : false;
  const add = (name: string) => {
    const key = framed ? `mention.${name}` : name;
    f[key] = (f[key] ?? 0) + 1;
  };
  if (order) add('order');
  if (tools.length) add('other_tool');
  if (secrecy && !isNegated(s, secrecy.index)) add('secrecy');
  if (offsite) add('offsite');
  if (sensitive) add('sensitive');
  if (AUTHORITY.test(s.text)) add('authority');
  if (transfer) add(denied ? 'transfer_denied' : 'transfer');
  if (order && sensitive) add('order+sensitive');
  if (order && offsite) add('order+offsite');
  if (order && tools.length) add('order+other_tool');
  if (order && secrecy) add('order+secrecy');
  if (transfer && !denied && sensitive) add('transfer+sensitive');
  if (transfer && !denied && offsite) add('transfer+offsite');
  if (sensitive && offsite) add('sensitive+offsite');
}

/** The tool's name split into its words, lower case: "get_current_time" -> get, current, time. */
function nameWords(tool: string | undefined): string[] {
  return (tool ?? '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The features of one text, each in [0, 1]: counts squashed (1 - 1/2^n), the rules' signals by their weight. */
export function askFeatures(sentences: readonly Sentence[], at: AskContext, signals: readonly Signal[]): Counts {
  const own = new Set([...(at.siblings ?? []), ...(at.tool ? [at.tool] : [])].map((t) => t.toLowerCase()));
  const counts: Counts = {};
  for (const s of sentences) sentenceFeatures(s, own, counts);
  const out: Counts = {};
  for (const [k, n] of Object.entries(counts)) out[`ask.${k}`] = 1 - 0.5 ** n;
  const small = nameWords(at.tool).some((w) => SMALL_PURPOSE.test(w));
  if (small && counts.sensitive) out['ask.small_tool+sensitive'] = 1;
  if (small && counts.offsite) out['ask.small_tool+offsite'] = 1;
  if (!sentences.length) out['ask.empty'] = 1;
  for (const g of signals) {
    const key = `rule.${g.mention ? 'mention' : g.rule}`;
    out[key] = Math.max(out[key] ?? 0, g.weight);
    const cls = `class.${g.class}`;
    if (!g.mention) out[cls] = Math.max(out[cls] ?? 0, g.weight);
  }
  return out;
}
