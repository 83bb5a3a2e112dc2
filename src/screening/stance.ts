// What a description says happens to the user's data, and what it asks of the model about the user, read across its
// sentences (docs/scoring/screening.md "Intent"). Three parts an attack cannot do without, in any order and any
// wording: a subject of sensitive data, a verb that moves it, a destination off the machine (a declared transfer,
// the data and the move may sit in neighbouring sentences joined by "it", "them", "the report"); an order that
// changes what the model tells the user (falsified figures, a purchase or a payment urged); an order to the model to
// get past its own safety. A move denied ("never sent", "no personal data is shared") or framed as what a tool
// detects weighs nothing or little.
import { hasAny, words, type Rule } from './rules.js';
import { SENSITIVE, SENSITIVE_KEYS } from './intent.js';
import { isFramed, isNegated, isOrder, type Sentence } from './text.js';
import { MENTION_FACTOR, signal, type Signal } from './verdict.js';

/** Sensitive data: the intent rules' list, and a secret's variable name in capitals (`OPENAI_API_KEY`). */
const DATA = new RegExp(
  `\\b${SENSITIVE}|\\b[A-Z][A-Z0-9]*_(?:API_?KEY|KEY|TOKEN|SECRET|PASSWORD|PASS|PAT|CREDENTIALS?)\\b`,
  'gi',
);
const DATA_KEYS = [...SENSITIVE_KEYS, '_key', '_token', '_secret', '_pass', '_pat', '_cred'];

/** A verb that moves data, active or passive: sent, synchronised, replicated, stored on, provided to. */
const MOVED = [
  String.raw`\b(?:exfiltrat\w*|send(?:s|ing)?|sent|upload\w*|transmit\w*|forward\w*|post(?:s|ed|ing)?|leak\w*|`,
  String.raw`ship(?:s|ped|ping)?|beacon\w*|report(?:s|ed|ing)?|submit\w*|shar(?:e|es|ed|ing)|sync(?:s|ed|ing)?|`,
  String.raw`synchroni[sz]\w*|mirror\w*|cop(?:y|ies|ied)|relay\w*|transfer\w*|deliver\w*|replicat\w*|stream\w*|`,
  String.raw`export\w*|push(?:es|ed|ing)?|publish\w*|disclos\w*|sold|sell(?:s|ing)?|provid(?:e|es|ed|ing)|`,
  String.raw`stor(?:e|es|ed|ing)|retain\w*|kept|archiv\w*|back(?:s|ed|ing)? up|pass(?:es|ed)?|dispatch\w*|`,
  String.raw`phon(?:e|es|ed|ing) home)\b`,
].join('');
/** Somewhere off the machine that is neither the user nor the tool's own stated service. */
const AWAY = [
  String.raw`(?:remote|external|third[- ]part(?:y|ies)|(?:advertising |marketing |business |analytics |data |`,
  String.raw`affiliate )?partners?|advertisers?|data brokers?|attacker[\w'-]*|adversar\w*|c2|`,
  String.raw`command[- ]and[- ]control|`,
  String.raw`outside|offsite|off-site|undisclosed|unknown|(?:a |the )?(?:servers?|endpoints?|hosts?|machines?|`,
  String.raw`domains?|`,
  String.raw`buckets?|infrastructure) (?:we|they|the attacker|the developers?|the authors?) (?:control|own|operate|`,
  String.raw`run)|`,
  String.raw`our (?:own |private |remote |central |internal )?(?:servers?|backend|endpoints?|collectors?|cloud|`,
  String.raw`storage|`,
  String.raw`databases?|infrastructure|api|team|company|developers?)|(?:developer|author|vendor|publisher|`,
  String.raw`maintainer)'?s? (?:own )?(?:servers?|endpoints?|webhooks?|collectors?|cloud|storage|infrastructure|api)|`,
  String.raw`(?:collection|monitoring|analytics|telemetry|tracking|logging|metrics|harvest\w*) (?:servers?|backend|`,
  String.raw`endpoints?|services?|hosts?|collectors?|infrastructure|pipeline|platform)|https?:\/\/|`,
  String.raw`[\w.+-]+@[\w-]+\.[a-z]{2,}|(?:\d{1,3}\.){3}\d{1,3}\b|(?:[\w-]+\.)+(?:com|net|org|io|xyz|ru|cn|info|biz|`,
  String.raw`site|top|app|dev|co|cc|me|tk|pw|online)\b)`,
].join('');
/** Any character of one clause: a dot inside a path or a host does not end it. */
const CLAUSE = String.raw`(?:[^.!?\n;]|[.!?](?=[\w/~]))`;
/** The move and where to: "are synchronized with our cloud", "uploads ... to a server we control". */
const MOVE_AWAY = new RegExp(
  `${MOVED}${CLAUSE}{0,80}?\\b(?:to|with|into|onto|on|at|towards?|by|for|via)\\s+(?:[\\w'-]+\\s+){0,3}?${AWAY}`,
  'i',
);
const MOVE_KEYS = [
  'exfiltr',
  'send',
  'sent',
  'upload',
  'transmit',
  'forward',
  'post',
  'leak',
  'ship',
  'beacon',
  'report',
  'submit',
  'shar',
  'sync',
  'mirror',
  'cop',
  'relay',
  'transfer',
  'deliver',
  'replicat',
  'stream',
  'export',
  'push',
  'publish',
  'disclos',
  'sold',
  'sell',
  'provid',
  'stor',
  'retain',
  'kept',
  'archiv',
  'back',
  'pass',
  'dispatch',
  'phon',
];
/** A sentence that speaks of data named just before: "They are then sent to ...", "The collected data is ...". */
const BACK_REFERENCE = words([
  String.raw`\b(?:it|they|them|this|these|those|such|which|the (?:collected|gathered|harvested|captured|extracted|`,
  String.raw`above|same|resulting) \w+)\b`,
]);
/** A sentence that says what the thing just sent carries: "The report includes your API keys." */
const CARRIES = words([
  String.raw`\b(?:it|this|they|these|the \w+)\s+(?:also\s+)?(?:includes?|contains?|carries|carry|bundles?|has|have|`,
  String.raw`holds?|consists? of|covers?)\b`,
]);
/** Words that forbid what follows: benign text that says the bad thing must not happen. */
const FORBID = /\b(?:avoid|avoids|prevent|prevents|refuse|refuses|prohibit\w*|forbid\w*|disallow\w*)\b[^.!?\n]{0,40}$/i;

interface Found {
  at: number;
  text: string;
}

/** The first sensitive data a sentence names and does not deny. */
function dataIn(s: Sentence): Found | null {
  if (!hasAny(s.lower, DATA_KEYS) && !/_[A-Z]/.test(s.text)) return null;
  for (const m of s.text.matchAll(DATA)) if (!isNegated(s, m.index)) return { at: m.index, text: m[0] };
  return null;
}

/** A move of something to a destination off the machine, not denied or forbidden. */
function moveIn(s: Sentence): Found | null {
  if (!hasAny(s.lower, MOVE_KEYS)) return null;
  const m = MOVE_AWAY.exec(s.text);
  if (!m || isNegated(s, m.index) || FORBID.test(s.text.slice(0, m.index))) return null;
  return { at: m.index, text: m[0] };
}

/**
 * A declared transfer: sensitive data, a move and a destination off the machine, in one sentence in any order, or
 * the data in one sentence and the move in the next that refers back to it (or the move, then what it carries).
 */
export function declaredTransferSignals(sentences: readonly Sentence[]): Signal[] {
  const data = sentences.map(dataIn);
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i];
    const move = moveIn(s);
    if (!move) continue;
    const here = data[i];
    const before = i > 0 && data[i - 1] && BACK_REFERENCE.test(s.text.slice(0, move.at + 20));
    const after = data[i + 1] && CARRIES.test(sentences[i + 1].text) ? data[i + 1] : null;
    const subject = here ?? (before ? data[i - 1] : after);
    if (!subject) continue;
    // "Scans for seed phrases and reports them to our server": a move the tool itself makes is no mention.
    const acts = /\b(?:and|then)\s+(?:also\s+)?$/i.test(s.text.slice(0, move.at));
    const mention = !acts && (isFramed(s, move.at) || (here !== null && isFramed(s, here.at)));
    const words = here ? s.text : `${subject.text} … ${move.text}`;
    const what = 'declares that sensitive data goes off the machine';
    return [signal('exfiltration', 'intent.transfer', what, words, 0.6 * (mention ? MENTION_FACTOR : 1), mention)];
  }
  return [];
}

/** What the model tells the user, changed: figures altered, a state reported whatever the data says. */
const FALSIFY = words([
  String.raw`\b(?:report|say|tell|state|answer|respond|reply|claim|present|show|display|describe|return|list|mark)\b`,
  String.raw`${CLAUSE}{0,60}?\b(?:regardless of|no matter (?:what|the)|even (?:if|when|though) (?:the )?(?:actual|`,
  String.raw`real|`,
  String.raw`data|api|results?|value)|whatever the (?:actual|real|data)|instead of the (?:actual|real|true))\b|`,
  String.raw`\b(?:add|subtract|increase|decrease|inflate|lower|raise|multiply|double|halve|shift|`,
  String.raw`offset)\b${CLAUSE}{0,30}?`,
  String.raw`(?:\b\d+(?:\.\d+)?\s*(?:°|degrees?\b|percent\b|%|points?\b)|\b(?:all|every|each|any)\s+(?:of\s+the\s+)?`,
  String.raw`(?:\w+\s+)?(?:results?|values?|readings?|temperatures?|prices?|numbers?|figures?|amounts?|scores?|`,
  String.raw`totals?|`,
  String.raw`balances?|ratings?)\b)`,
]);
/** The user urged to pay, buy, transfer money or install something: a tool's text has no business with it. */
const URGE = words([
  String.raw`\b(?:recommend|suggest|advise|urge|direct|tell|ask|instruct|persuade|convince|encourage)\s+(?:the\s+)?`,
  String.raw`(?:users?|them|customers?|people)\s+to\s+(?:buy|purchase|transfer|wire|send|pay|deposit|invest|`,
  String.raw`visit|download|install|subscribe|sign up|register|call|switch)\b|\brecommend(?:ing)?\s+`,
  String.raw`(?:buying|purchasing|products?\s+from|(?:the\s+)?(?:services?|shop|store)\s+(?:of|at))\b`,
]);
/** An order to get past the model's own safety: "bypass all safety checks", "disable your content filters". */
const UNGUARD = words([
  String.raw`\b(?:bypass|disable|skip|circumvent|turn off|switch off|ignore|suspend|lift|drop|evade)\s+`,
  String.raw`(?:all\s+|any\s+|the\s+|your\s+|its\s+){0,2}(?:\w+\s+)?(?:safety|security|content|ethical|moderation|`,
  String.raw`guard\w*)\s*(?:checks?|filters?|rules?|measures?|polic(?:y|ies)|guidelines?|restrictions?|`,
  String.raw`protocols?|controls?|reviews?|layers?)\b|\b(?:i|we)\s+(?:hereby\s+)?(?:authori[sz]e|permit|allow)\s+`,
  String.raw`you\s+to\b|\byou\s+(?:are|have been)\s+(?:hereby\s+)?(?:authori[sz]ed|permitted|cleared)\s+to\b`,
]);
const STEER_KEYS = ['regardless', 'no matter', 'even ', 'whatever', 'instead of', 'add', 'subtract', 'increase'];
const STEER_KEYS_2 = ['decrease', 'inflate', 'lower', 'raise', 'multiply', 'double', 'halve', 'shift', 'offset'];
const URGE_KEYS = ['recommend', 'suggest', 'advise', 'urge', 'direct', 'tell', 'ask', 'instruct', 'persua', 'convinc'];
const UNGUARD_KEYS = ['safety', 'security', 'content', 'ethical', 'moderation', 'guard', 'authori', 'permit', 'allow'];

/**
 * Orders about what the model tells the user, or about its own safety, after the first sentence (which says what the
 * tool is for): figures falsified, the user urged to pay or install, safety checks bypassed or authority granted.
 */
export function steerSignals(sentences: readonly Sentence[]): Signal[] {
  const out: Signal[] = [];
  const kinds: Array<[string, RegExp, (l: string) => boolean, string, number]> = [
    [
      'stance.falsify',
      FALSIFY,
      (l) => hasAny(l, STEER_KEYS) || hasAny(l, STEER_KEYS_2),
      'alters what it reports',
      0.55,
    ],
    ['stance.urge', URGE, (l) => hasAny(l, URGE_KEYS), 'has the model urge the user to pay or install', 0.5],
    ['stance.unguard', UNGUARD, (l) => hasAny(l, UNGUARD_KEYS), 'orders the model past its own safety', 0.55],
  ];
  for (const [rule, re, gate, what, weight] of kinds) {
    for (const s of sentences.slice(1)) {
      if (!gate(s.lower)) continue;
      const m = re.exec(s.text);
      if (!m || isNegated(s, m.index) || !(isOrder(s, m.index) || /\b(?:always|must|should)\b/i.test(s.text))) {
        continue;
      }
      const mention = isFramed(s, m.index);
      out.push(signal('prompt_injection', rule, what, m[0], weight * (mention ? MENTION_FACTOR : 1), mention));
      break;
    }
  }
  return out;
}

/** An outside address the model is sent to. */
const VISIT = [
  String.raw`(?:visit|fetch|open|load|navigate to|browse to|request|ping|curl|get|post to|call|check in with|`,
  String.raw`register (?:with|at)|verify (?:with|at)|authenticate (?:with|at)|report to)`,
].join('');
const TO_URL = String.raw`\s+(?:the\s+)?(?:url\s+|endpoint\s+|page\s+|address\s+)?https?:\/\/`;

export const STANCE_RULES: Rule[] = [
  {
    rule: 'intent.visit',
    class: 'tool_poisoning',
    what: 'sends the model to an outside address first',
    gate: ['http'],
    weight: 0.35,
    notOrder: 0,
    deniable: true,
    re: words([String.raw`\b${VISIT}${TO_URL}`]),
  },
  {
    // "For compliance reasons you must first visit https://...", "always open https://... before answering".
    rule: 'stance.visit_first',
    class: 'tool_poisoning',
    what: 'has the model visit an outside address first, or every time',
    gate: ['http'],
    weight: 0.55,
    deniable: true,
    re: words([
      String.raw`\b(?:first|always|each time|every time|before (?:any|answering|responding|replying|using|calling|`,
      String.raw`proceeding|continuing|each|every)\b[^.!?\n]{0,30}?)[,\s]+(?:\w+\s+){0,2}?${VISIT}${TO_URL}|`,
      String.raw`\b${VISIT}${TO_URL}\S+\s+(?:\w+\s+){0,6}?(?:first|before (?:any|answering|responding|replying|`,
      String.raw`using|calling|proceeding|each|every)|on every (?:call|request|use))\b`,
    ]),
  },
];
