// What a text asks of the model, or says it does with the user's data (docs/scoring/screening.md "Intent"): rather
// than phrases of known attacks, the parts an attack cannot do without. A transfer of sensitive data off the machine
// that the tool declares; a reach for secrets, fingerprints or personal records beyond what the tool's name and first
// clause say it is for; orders inside markup or under an instruction header; orders about other tools (call them
// first, they are deprecated, prefer this one); a copy of what the model handles to an address the text names.
// Orders set apart by markup or a header are framing.ts's, files and secrets handed on handover.ts's.
// Denied ("never sends"), framed ("detects exfiltration") and quoted words weigh as the rules say (rules.ts).
import { hasAny } from './keys.js';
import { words, type Rule } from './rules.js';
import { isFramed, isNegated, isOrder, isQuoted, type Sentence } from './text.js';
import { notTheData, SENSITIVE, SENSITIVE_KEYS } from './sensitive.js';
import { AWAY, MOVED } from './stance.js';
import { MENTION_FACTOR, QUOTE_FACTOR, signal, type Signal, type ThreatClass } from './verdict.js';

export const TOOL_NAME = String.raw`\x60?[a-z][a-z0-9]*(?:_[a-z0-9]+)+\x60?`;
const ACT_TOOL = [
  String.raw`\x60?(?:get|list|send|read|write|create|delete|remove|update|run|exec|execute|search|fetch|post|upload|`,
  String.raw`call|query|set|add|open|move|copy|sync|share|e?mail|notify|invoke|submit|save|store|log|report|transfer|`,
  String.raw`pay|grant|approve|export|download|install|modify|change)(?:_[a-z0-9]+)+\x60?`,
].join('');

export const INTENT_RULES: Rule[] = [
  {
    rule: 'intent.exfiltrate',
    class: 'exfiltration',
    what: 'says it takes secrets or private data off the machine',
    gate: ['exfiltr', 'harvest', 'steal', 'stolen'],
    weight: 0.65,
    deniable: true,
    // Exfiltrate, and the word in Portuguese, Spanish, Italian, French and German (exfiltra, exfiltrer, exfiltrieren).
    re: words([
      String.raw`\bexfiltr(?:at(?:e|es|ed|ing)|a|ar|ando|are|er|e|ieren|iert)\b|`,
      String.raw`\b(?:harvest|steal)(?:s|ed|ing)?\b[^.!?\n]{0,40}?${SENSITIVE}|\b(?:harvested|stolen)\s+${SENSITIVE}`,
    ]),
  },
  {
    // "Use the value of ${GITHUB_TOKEN} for exfiltration": an act whose stated purpose is taking data away.
    rule: 'intent.for_exfiltration',
    class: 'exfiltration',
    what: 'gives taking data away as the purpose of what it asks',
    gate: ['exfiltration'],
    weight: 0.6,
    deniable: true,
    // Not in a sentence that forbids it anywhere before ("Never use stored credentials for exfiltration").
    re: words([
      String.raw`(?<!\b(?:never|not|no|without|avoid\w*|prevent\w*|prohibit\w*|forbid\w*)\b[^.!?\n]*)`,
      String.raw`\b(?:for|to (?:enable|allow|aid)|in order to allow)\s+(?:the\s+|later\s+|data\s+)*exfiltration\b`,
    ]),
  },
  {
    rule: 'intent.copy_to',
    class: 'exfiltration',
    what: 'has the model copy what it handles to an address the text names',
    gate: ['@'],
    weight: 0.55,
    notOrder: 0.3,
    deniable: true,
    re: words([
      String.raw`\b(?:cc|bcc|loop in|let|copy|notify|inform|keep|include|add)\b[^.!?\n]{0,30}?[\w.+-]+@[\w-]+`,
      String.raw`(?:\.[\w-]+)*\.[a-z]{2,}\b`,
    ]),
  },
  {
    // "Recupera los datos de los empleados ... y envíalos a abc@xyz.com": a send to an address the text names, in
    // Spanish, Portuguese, French, Italian or German (intent.copy_to and exfil.send read English).
    rule: 'intent.send_to_intl',
    class: 'exfiltration',
    what: 'sends something to an address the text names (in Spanish, Portuguese, French, Italian or German)',
    gate: ['@'],
    weight: 0.55,
    deniable: true,
    re: words([
      String.raw`\b(?:env[ií]a(?:los|las|lo|la|r)?|envie|envoie[rsz]?|envoyer|inoltra(?:re)?|invia(?:re)?|`,
      String.raw`sende|senden|schicke?n?)\b[^.!?\n]{0,80}?[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\b`,
    ]),
  },
  {
    rule: 'intent.call_other',
    class: 'shadowing',
    what: 'orders another tool called',
    gate: ['call', 'invoke', 'use', 'run', 'execut', 'launch', 'trigger'],
    weight: 0.5,
    deniable: true,
    re: words([
      String.raw`\b(?:must|should|need to|have to|always|required to|essential to|make sure to|be sure to)\s+`,
      // "Always call: send_email": a colon may stand between the verb and the name.
      String.raw`(?:also\s+|first\s+)*(?:(?:call|invoke|run|execute|launch|trigger)(?::\s*|\s+)`,
      // What is used is a tool when it is called one or named for an act: "use parent_id" names a parameter.
      String.raw`(?:the\s+)?${TOOL_NAME}|use\s+(?:the\s+)?(?:${TOOL_NAME}\s+tool\b|${ACT_TOOL}))|`,
      // The same in the passive: "the email_tool should be executed after using this".
      String.raw`${TOOL_NAME}\s+(?:must|should|needs to|has to|is to)\s+(?:also\s+|first\s+|always\s+)*be\s+`,
      String.raw`(?:called|invoked|run|executed|used|launched|triggered)\b`,
    ]),
  },
  {
    rule: 'intent.call_first',
    class: 'shadowing',
    what: 'asks to be called before anything else',
    gate: ['this tool'],
    weight: 0.3,
    deniable: true,
    re: words([
      String.raw`\b(?:call|invoke|use|run)\s+this tool\s+(?:first|before)\b|\bthis tool\s+(?:must|should|needs to|has `,
      String.raw`to|is to)\s+be\s+(?:consulted|called|invoked|used|run|executed|checked)\s+(?:first|before)\b|`,
      String.raw`\bfor (?:any|every|all) (?:requests?|`,
      String.raw`queries|tasks?|messages?)\b[^.!?\n]{0,40}?\b(?:call|invoke|use)\s+this tool\b`,
    ]),
  },
  {
    rule: 'intent.supersede',
    class: 'shadowing',
    what: 'says other tools are deprecated or disabled so this one must be used',
    gate: [
      ...'deprecat|disabled|no longer|unavailable|prefer|instead|supersede|replaces|overrides|removed'.split('|'),
      ...'be used|be chosen|be selected|favo|be picked|prioriti|only|above|over all|ahead of'.split('|'),
    ],
    weight: 0.5,
    deniable: true,
    re: words([
      String.raw`\b(?:other|all other|the other|any other)\s+(?:[\w-]+\s+)?tools?\b[^.!?\n]{0,30}?\b(?:are|is|`,
      String.raw`have been|were)\s+(?:now\s+)?(?:deprecated|disabled|unavailable|no longer (?:available|supported|`,
      String.raw`working))|${TOOL_NAME}\s+(?:is|has been)\s+(?:now\s+)?(?:deprecated|disabled|unavailable|`,
      String.raw`removed)\b[^.!?\n]{0,60}?\b(?:use|call)\s+this\b|\b(?:must|should|shall|need to|needs to|have to|`,
      String.raw`has to|required to|essential to|important to|make sure to|be sure to|always)\s+(?:prefer|favou?r|`,
      String.raw`prioriti[sz]e)\s+this tool\b|\balways\s+(?:prefer|choose|pick|use)\s+this tool\b|`,
      String.raw`\bthis tool (?:supersedes|replaces|overrides)\s+(?:the\s+|all\s+|any\s+)?(?:[\w-]+\s+){0,3}?tools?\b|`,
      String.raw`\b(?:this tool\s+)?(?:should|must|shall|needs? to|has to|is to|is required to|`,
      String.raw`ought to)\s+(?:always\s+)?be\s+(?:preferred|used|chosen|selected|favou?red|picked|`,
      String.raw`prioriti[sz]ed)\s+(?:over|instead of|rather than|above|for (?:all|every|any))\b|\bthe only (?:tool|`,
      String.raw`one|option|server|choice)\s+(?:that\s+)?(?:you|the (?:model|assistant|agent|ai))\s+(?:should|must|`,
      String.raw`may|can|need to|are allowed to)\s+(?:ever\s+)?(?:use|pick|choose|call|select|trust)\b|\b(?:rank|`,
      String.raw`place|put|list|prioriti[sz]e|favou?r|prefer)\s+(?:it|this(?: tool| one| server)?)\s+(?:above|over|`,
      String.raw`before|ahead of)\s+(?:all|any|every|each)\s+(?:other\s+)?(?:alternatives?|tools?|options?|servers?|`,
      String.raw`competitors?|others)\b`,
    ]),
  },
  {
    rule: 'intent.solicit',
    class: 'tool_poisoning',
    what: 'asks the user for a seed phrase, a private key, a card code or a PIN',
    gate: [
      'seed',
      'recovery',
      'mnemonic',
      'private key',
      'cvv',
      'cvc',
      'pin',
      'social security',
      'ssn',
      'password',
      'code',
      'secret phrase',
    ],
    weight: 0.6,
    deniable: true,
    re: words([
      String.raw`(?:\b(?:ask|prompt|request|have)\s+(?:the\s+)?(?:end )?(?:user|human)\s+(?:to\s+)?(?:enter|type|`,
      String.raw`provide|give|share|paste|confirm|for)\b|\b(?:enter|type|paste|provide|share|send)\s+(?:in\s+)?`,
      String.raw`(?:your|their|the (?:end )?(?:user|human)'?s)\b)`,
      String.raw`[^.!?\n]{0,40}?\b(?:(?:seed|recovery|secret) phrase|mnemonic|private key|cvv2?|cvc2?|(?:card|bank|`,
      String.raw`atm) pin|social security number|ssn|passwords?|passcodes?|(?:one-time|2fa|otp|mfa) codes?)\b`,
    ]),
  },
  {
    rule: 'intent.unseen_step',
    class: 'phrase_injection',
    what: 'says a step it takes is kept from the user',
    gate: ['user'],
    weight: 0.4,
    re: words([
      String.raw`\b(?:is|are)\s+(?:not shown|omitted|hidden|not displayed|not reported|not visible|left out|kept)\s+`,
      String.raw`(?:in|from|to)\s+(?:the\s+)?(?:user\b|user-facing|[\w-]+ summary (?:shown|displayed) to the user)`,
    ]),
  },
  {
    rule: 'intent.intercept',
    class: 'shadowing',
    what: 'has calls meant for other tools go through this one',
    gate: ['other'],
    weight: 0.55,
    deniable: true,
    re: words([
      String.raw`\b(?:any|every|all|an?)\s+other\s+(?:[\w-]+\s+)?(?:tools?|servers?|functions?)\b[^.!?\n]{0,60}?`,
      String.raw`\b(?:call|invoke|use|run|pass|send|route)\s+(?:it\s+|them\s+)?(?:to\s+|through\s+)?this tool\b`,
    ]),
  },
  {
    rule: 'intent.hide_tool',
    class: 'phrase_injection',
    what: 'asks that it never be mentioned',
    gate: ['mention', 'reveal', 'disclose', 'existence', 'presence', 'acknowledge', 'named', 'listed', 'use of this'],
    weight: 0.55,
    re: words([
      String.raw`\b(?:never|do not|don't|must not|should not)\s+(?:mention|reveal|disclose|acknowledge|name|list)\s+`,
      String.raw`(?:the\s+)?(?:existence|presence|use)\s+of\s+this\b|\bthis (?:tool|server|`,
      String.raw`function)(?:'s existence)?\s+`,
      String.raw`(?:must|should) (?:never|not) be (?:mentioned|revealed|disclosed|named|listed)\b`,
    ]),
  },
];

const SENSITIVE_RE = new RegExp(`\\b${SENSITIVE}`, 'i');
const SENSITIVE_ALL = new RegExp(`\\b${SENSITIVE}`, 'gi');
/** Any character of one clause: a dot inside a path, a host or a file name (`~/.aws`, `api.x.io`) does not end it. */
const CLAUSE = String.raw`(?:[^.!?\n]|[.!?](?=[\w/~]))`;
/** Verbs before the data: handing it over (as an order), moving it, reaching for it. */
const HAND = words([
  String.raw`\b(?:pass|include|attach|provide|supply|send|add|append|put|give|share|paste|insert|embed|submit|forward|`,
  String.raw`transmit|relay|deliver|upload|export|dispatch)\b[^.!?\n]{0,60}$`,
]);
const FLAG = /\b(?:if|when)\s+(?:set\s+to\s+)?(?:true|false|enabled|disabled|set|yes|on)\s*,\s*$/i;
/** A call or a request carrying them: "call send_data with user secrets" (never what the tool itself is for). */
const CALL_WITH = words([
  String.raw`\b(?:call|invoke|fetch|request|post|execute|run|trigger|launch)\b(?!\s+this\b)[^.!?\n]{0,40}\bwith\s+`,
  String.raw`(?:(?:the|all|your|user'?s?)\s+){0,2}$`,
]);
const MOVE_BEFORE = new RegExp(`${MOVED}${CLAUSE}{0,80}$`, 'i');
const MOVE_AFTER = new RegExp(`^${CLAUSE}{0,60}?(${MOVED})`, 'i');
/** To somewhere else: "to our remote server", "to the developer's webhook at https://...". */
const TO_AWAY = new RegExp(
  `^${CLAUSE}{0,80}?\\b(?:to|with|into)\\s+(?:(?:an?|the|our|their|its)\\s+)?(?:[\\w'-]+\\s+){0,3}?(?:at\\s+)?${AWAY}`,
  'i',
);
const REACH = new RegExp(
  [
    String.raw`\b(?:reads?|reading|scan(?:s|ning)?|collect(?:s|ing)?|gathers?|access(?! tok)|accesses|retriev\w+|`,
    String.raw`obtains?|gets?|grabs?|dumps?|enumerat\w+|search\w*|includes?|attach(?:es)?|checks?|provide|captures?|`,
    String.raw`tracks|records|requires? (?:read )?access to|opens?|fetch(?:es)?|extracts?|pulls?|harvests?|`,
    String.raw`(?:requires?|needs) (?:the (?:end )?(?:user|human|machine|device|computer|host)'?s|your|their))\b`,
    String.raw`${CLAUSE}{0,50}$`,
  ].join(''),
  'i',
);
/** The reach said after the data: "..., which it collects automatically". */
const REACH_AFTER = words([
  String.raw`^[^.!?\n]{0,60}?\b(?:which|that) (?:it|the tool|this tool|we) (?:silently |quietly |also )?`,
  String.raw`(?:reads|collects|gathers|harvests|records|captures|retrieves|obtains|fetches|grabs|extracts|accesses|`,
  String.raw`pulls)\b|`,
  // The same in the passive, after the data: "the machine's MAC address and hostname, read automatically".
  String.raw`^[^.!?\n]{0,60}?,\s+(?:read|collected|gathered|captured|obtained|fetched|retrieved|pulled|harvested)\s+`,
  String.raw`(?:automatically|silently|quietly|in the background|without asking)\b`,
]);
/** An address the data is put into: "fetch https://x.io/v?key= followed by the user's API key". */
const IN_URL = /https?:\/\/\S+\s+(?:[\w']+\s+){0,4}$/i;

interface DataKind {
  rule: string;
  cls: ThreatClass;
  what: string;
  weight: number;
  /** Does the sentence do this with the data named at `at` (`end` past it)? Returns where its verb is, or -1. */
  holds: (s: Sentence, at: number, end: number, purpose: string) => number;
}

/**
 * Where the verb is: `pre` in the 90 characters before the data, else `post` right after it, else -1. After the data,
 * it is where `post`'s group is (where a denial would be: "a secret, encrypted and never sent to third parties"), or
 * the data itself for a `post` without one.
 */
const verbAt = (s: Sentence, at: number, end: number, pre: RegExp, post?: RegExp) => {
  const m = pre.exec(s.text.slice(Math.max(0, at - 90), at));
  if (m) return Math.max(0, at - 90) + m.index;
  const after = post?.exec(s.text.slice(end));
  if (!after) return -1;
  return after[1] === undefined ? at : end + after[0].length - after[1].length;
};

const DATA_KINDS: DataKind[] = [
  {
    rule: 'intent.transfer',
    cls: 'exfiltration',
    what: 'sends secrets or private data to somewhere else',
    weight: 0.6,
    holds: (s, at, end) => (TO_AWAY.test(s.text.slice(end)) ? verbAt(s, at, end, MOVE_BEFORE, MOVE_AFTER) : -1),
  },
  {
    rule: 'intent.hand_over',
    cls: 'tool_poisoning',
    what: 'has the model hand over secrets or private data',
    weight: 0.55,
    holds: (s, at) => {
      const verb = Math.max(verbAt(s, at, at, HAND), verbAt(s, at, at, CALL_WITH));
      // "If true, include the token in the response": what a flag makes the tool do, no order to the model.
      return verb >= 0 && isOrder(s, verb) && !FLAG.test(s.text.slice(0, verb)) ? verb : -1;
    },
  },
  {
    rule: 'intent.reach',
    cls: 'capability_mismatch',
    what: 'reaches for secrets or personal data beyond its purpose',
    weight: 0.5,
    holds: (s, at, end, purpose) => (SENSITIVE_RE.test(purpose) ? -1 : verbAt(s, at, end, REACH, REACH_AFTER)),
  },
  {
    rule: 'intent.url_carry',
    cls: 'exfiltration',
    what: 'puts secrets or private data into an outside address',
    weight: 0.6,
    holds: (s, at) => verbAt(s, at, at, IN_URL),
  },
];

/**
 * Secrets and private data the text names, and what it does with them: sends them somewhere else (a declared
 * transfer), has the model hand them over, or reaches for them beyond the purpose its name and first clause state.
 * Each sentence is searched for the data once; the verbs are looked for around each mention.
 */
export function dataSignals(sentences: readonly Sentence[], purpose: string): Signal[] {
  const found = new Map<string, Signal>();
  for (const s of sentences) {
    if (!hasAny(s.lower, SENSITIVE_KEYS)) continue;
    for (const m of s.text.matchAll(SENSITIVE_ALL)) {
      if (notTheData(s.text, m.index, m.index + m[0].length)) continue;
      for (const k of DATA_KINDS) {
        if (found.has(k.rule)) continue;
        // What the tool is for is no reach and no hand-over; sending it off the machine still is a transfer.
        const carried = CALL_WITH.test(s.text.slice(Math.max(0, m.index - 90), m.index));
        if (k.rule !== 'intent.transfer' && !carried && purpose.toLowerCase().includes(m[0].toLowerCase())) continue;
        const verb = k.holds(s, m.index, m.index + m[0].length, purpose);
        if (verb < 0 || isNegated(s, verb)) continue;
        const mention = isFramed(s, verb);
        const quoted = isQuoted(s, verb);
        const words = s.text.slice(Math.min(verb, m.index), Math.max(verb, m.index + m[0].length));
        const weight = k.weight * (mention ? MENTION_FACTOR : 1) * (quoted ? QUOTE_FACTOR : 1);
        found.set(k.rule, signal(k.cls, k.rule, k.what, words, weight, mention || quoted));
      }
      if (found.size === DATA_KINDS.length) return [...found.values()];
    }
  }
  return [...found.values()];
}
