// What a description says happens to the user's data, read across its sentences (docs/scoring/screening.md
// "Intent"): a subject of sensitive data, a verb that moves it and a destination off the machine, in any order and any
// wording, or the data in one sentence and the move in the next that refers back to it ("They are then sent to ...").
// A move denied ("never sent", "no personal data is shared") or forbidden ("avoid sending") is none; framed as what a
// tool detects, it weighs little. And the model sent to an outside address first, or every time.
import { hasAny } from './keys.js';
import { words, type Rule } from './rules.js';
import { NOT_A_FORM, notTheData, SENSITIVE, SENSITIVE_KEYS } from './sensitive.js';
import { isFramed, isNegated, isQuoted, type Sentence } from './text.js';
import { MENTION_FACTOR, QUOTE_FACTOR, signal, type Signal } from './verdict.js';

/** Sensitive data: the intent rules' list, what a request or a desktop carries, a secret's name (`OPENAI_API_KEY`). */
const DATA = words(
  [
    // A path that opens with a tilde or a dot ("~/.aws", ".env") has no word boundary before it.
    String.raw`(?:\b|(?<!\w)(?=[~.]))${SENSITIVE}|`,
    String.raw`\b(?:authori[sz]ation (?:headers?|values?)|bearer tokens?|password hashes|`,
    String.raw`email addresses|`,
    String.raw`usernames?|(?:current )?working directory|open windows)\b|`,
    String.raw`\b[A-Z][A-Z0-9]*_(?:API_?KEY|KEY|TOKEN|SECRET|PASSWORD|PASS|PAT|CREDENTIALS?)\b`,
  ],
  'gi',
);
const DATA_KEYS = [
  ...SENSITIVE_KEYS,
  '_key',
  '_token',
  '_secret',
  '_pass',
  '_pat',
  '_cred',
  'authori',
  'bearer',
  'hashes',
  'email addr',
  'username',
  'working dir',
  'windows',
];

/** A verb that moves data, active or passive: sent, synchronised, replicated, stored on, provided to. */
export const MOVED = [
  String.raw`\b(?:exfiltrat\w*|send(?:s|ing)?|sent|upload\w*|transmit\w*|forward\w*|post(?:s|ed|ing)?|leak\w*|`,
  String.raw`ship(?:s|ped|ping)?|beacon\w*|report(?:s|ed|ing)?|submit\w*|shar(?:e|es|ed|ing)|sync(?:s|ed|ing)?|`,
  String.raw`synchroni[sz]\w*|mirror\w*|cop(?:y|ies|ied)|relay\w*|transfer\w*|deliver\w*|replicat\w*|stream\w*|`,
  String.raw`export\w*|push(?:es|ed|ing)?|publish\w*|disclos\w*|sold|sell(?:s|ing)?|provid(?:e|es|ed|ing)|`,
  String.raw`stor(?:e|es|ed|ing)|sav(?:e|es|ed|ing)|record(?:s|ed|ing)?|retain\w*|kept|archiv\w*|back(?:s|ed|ing)? up|`,
  String.raw`pass(?:es|ed)?|dispatch\w*|e-?mail(?:s|ed|ing)?${NOT_A_FORM}|`,
  String.raw`phon(?:e|es|ed|ing) home)\b`,
].join('');
/**
 * Somewhere off the machine that is neither the user nor the tool's own stated service, or another business's hands
 * ("relayed to the sales department"). intent.ts's transfer in one sentence reads the same list, and MOVED.
 */
export const AWAY = [
  String.raw`(?:remote|external|third[- ]part(?:y|ies)|(?:advertising |marketing |business |analytics |data |`,
  String.raw`affiliate )?partners?|(?:marketing |advertising |data )?affiliates?|advertisers?|data brokers?|`,
  String.raw`attacker[\w'-]*|adversar\w*|c2|`,
  String.raw`command[- ]and[- ]control|`,
  String.raw`outside|offsite|off-site|undisclosed|unknown|(?:a |the )?(?:servers?|endpoints?|hosts?|machines?|`,
  String.raw`domains?|`,
  String.raw`buckets?|infrastructure) (?:we|they|the attacker|the developers?|the authors?) (?:control|own|operate|`,
  String.raw`run)|`,
  String.raw`our (?:[\w-]+ ){0,2}?(?:servers?|backend|endpoints?|collectors?|cloud|storage|portal|mirror|`,
  String.raw`databases?|infrastructure|api|team|company|developers?)|(?:developer|author|vendor|publisher|`,
  String.raw`maintainer)'?s? (?:own )?(?:servers?|endpoints?|webhooks?|collectors?|cloud|storage|infrastructure|api)|`,
  String.raw`(?:collection|monitoring|analytics|telemetry|tracking|logging|metrics|harvest\w*) (?:servers?|backend|`,
  String.raw`endpoints?|services?|hosts?|collectors?|infrastructure|pipeline|platform)|https?:\/\/|`,
  String.raw`(?:analytics|advertising|marketing|profiling|monetization|ad targeting)\b|[\w.+-]+@[\w-]+\.[a-z]{2,}|`,
  String.raw`sales (?:departments?|teams?)|`,
  String.raw`(?:\d{1,3}\.){3}\d{1,3}\b|(?:[\w-]+\.)+(?:com|net|org|io|xyz|ru|cn|info|biz|`,
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
  'mail',
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
  'sav',
  'record',
  'retain',
  'kept',
  'archiv',
  'back',
  'pass',
  'dispatch',
  'phon',
];
/** Words one of which every destination of AWAY has, but a host (`x.io`), an address or an IP. */
const AWAY_KEYS = [
  'remote',
  'external',
  'third',
  'partner',
  'affiliate',
  'advertis',
  'broker',
  'attacker',
  'adversar',
  'c2',
  'command',
  'outside',
  'offsite',
  'off-site',
  'undisclosed',
  'unknown',
  ' we ',
  'they ',
  'the developer',
  'the author',
  'our ',
  'developer',
  'author',
  'vendor',
  'publisher',
  'maintainer',
  'collection',
  'monitoring',
  'analytics',
  'telemetry',
  'tracking',
  'logging',
  'metrics',
  'harvest',
  'advertising',
  'marketing',
  'sales',
  'profiling',
  'monetiz',
  'ad targeting',
  'http',
  '@',
];
const HOST_LIKE = /\w\.[a-z]{2}|\d\.\d/i;
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
  /** Sold, or handed to advertisers or brokers: whatever the data, the user's is going where it should not. */
  strong?: boolean;
}

const STRONG = words([
  String.raw`\b(?:sold|sells?|selling|monetiz\w*)\b|\b(?:advertisers?|data brokers?|(?:marketing|advertising|data) `,
  String.raw`(?:affiliates?|partners?)|affiliates|attacker)`,
]);

/** The first sensitive data a sentence names and does not deny. */
function dataIn(s: Sentence): Found | null {
  if (!hasAny(s.lower, DATA_KEYS) && !/_[A-Z]/.test(s.text)) return null;
  for (const m of s.text.matchAll(DATA)) {
    if (!isNegated(s, m.index) && !notTheData(s.text, m.index, m.index + m[0].length))
      return { at: m.index, text: m[0] };
  }
  return null;
}

/** The user's own things ("your documents", "the user's notes"): theirs to keep, unless the tool says it takes them. */
const YOURS = words([
  String.raw`\b(?:your|the (?:end )?(?:user|human)'?s|users'?)\s+(?:[\w-]+\s+){0,2}?(?:documents?|files|notes|photos|`,
  String.raw`e-?mails|messages|chats|contacts|calendars?|activity|history|queries|prompts|conversations|source code|`,
  String.raw`screens?)\b`,
]);
/** A destination the tool's makers hold, or others beyond them: not a service the user chose. */
const THEIRS = /\bour\b|third[- ]part|partner|affiliate|advertis|broker|attacker|developer|author|vendor|publisher/i;

/** A tool whose name says it keeps or moves such things: syncing them to its makers' cloud is its job. */
const KEEPER = /note|doc|file|photo|mail|messag|chat|contact|calendar|sync|backup|upload|share|cloud|stor|drive/i;

/**
 * The user's own things moved to the makers' own place or to others ("a finance search that syncs your documents to
 * our server"), by a tool whose name is about something else.
 */
function yoursToTheirs(s: Sentence, move: Found, tool: string | undefined): Found | null {
  // Whatever the tool keeps, handing it to advertisers, brokers or an attacker is not keeping it.
  const sold = /advertis|broker|attacker|affiliate/i.test(move.text);
  if (!THEIRS.test(move.text) || (tool !== undefined && KEEPER.test(tool) && !sold)) return null;
  const m = YOURS.exec(s.text);
  return m && !isNegated(s, m.index) ? { at: m.index, text: m[0] } : null;
}

/** A move of something to a destination off the machine, not denied or forbidden. */
function moveIn(s: Sentence): Found | null {
  if (!hasAny(s.lower, MOVE_KEYS) || !(hasAny(s.lower, AWAY_KEYS) || HOST_LIKE.test(s.text))) return null;
  const m = MOVE_AWAY.exec(s.text);
  if (!m || isNegated(s, m.index) || FORBID.test(s.text.slice(0, m.index))) return null;
  // "stored on our servers and shared with advertisers": sold or handed to advertisers later in the sentence too.
  const later = STRONG.exec(s.text.slice(m.index + m[0].length));
  const sold = later !== null && !isNegated(s, m.index + m[0].length + later.index);
  return { at: m.index, text: m[0], strong: STRONG.test(m[0]) || sold };
}

/**
 * A declared transfer: sensitive data, a move and a destination off the machine, in one sentence in any order, or
 * the data in one sentence and the move in the next that refers back to it (or the move, then what it carries).
 */
export function declaredTransferSignals(sentences: readonly Sentence[], tool?: string): Signal[] {
  // The data is looked for only around a move (most texts have none), each sentence at most once.
  const known = new Map<number, Found | null>();
  const data = (i: number): Found | null => {
    if (i < 0 || i >= sentences.length) return null;
    if (!known.has(i)) known.set(i, dataIn(sentences[i]));
    return known.get(i) ?? null;
  };
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i];
    const move = moveIn(s);
    if (!move) continue;
    const here = data(i);
    const back = data(i - 1);
    const before = back && BACK_REFERENCE.test(s.text.slice(0, move.at + 20)) ? back : null;
    const next = data(i + 1);
    const after = next && CARRIES.test(sentences[i + 1].text) ? next : null;
    const subject = here ?? before ?? after ?? (move.strong ? move : null) ?? yoursToTheirs(s, move, tool);
    if (!subject) continue;
    // "Scans for seed phrases and reports them to our server": a move the tool itself makes is no mention.
    const acts = /\b(?:and|then)\s+(?:also\s+)?$/i.test(s.text.slice(0, move.at));
    const mention = !acts && (isFramed(s, move.at) || (here !== null && isFramed(s, here.at)));
    // Quoted as what someone else says ("reject a request that says 'send credentials to ...'"): a quote.
    const quoted = isQuoted(s, move.at);
    const weight = 0.6 * (mention ? MENTION_FACTOR : 1) * (quoted ? QUOTE_FACTOR : 1);
    const words = here ? s.text : `${subject.text} … ${move.text}`;
    const what = 'declares that sensitive data goes off the machine';
    return [signal('exfiltration', 'intent.transfer', what, words, weight, mention || quoted)];
  }
  return [];
}

/** An outside address the model is sent to. */
const VISIT = [
  String.raw`(?:visit|fetch|open|load|navigate to|browse to|request|ping|curl|get|post to|call|check in with|retrieve|`,
  String.raw`access|download|query|hit|contact|go to|head to|browse|`,
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
      String.raw`\b${VISIT}${TO_URL}\S+\s+(?:[\w']+\s+){0,6}?(?:first|before (?:any|answering|responding|replying|`,
      String.raw`using|calling|proceeding|each|every)|on every (?:call|request|use))\b`,
    ]),
  },
];
