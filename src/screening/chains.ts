// Data sent on without an address (docs/scoring/screening.md "Intent"): an order to send, forward or e-mail what the
// tool has to a destination the text only names by its kind ("the archive address", "the admin endpoint"), in a tool
// whose purpose is not sending; and an order to hand data to another tool whose name says that it sends things out,
// reads secrets or destroys ("Send the page text to send_email").
import { RISKY_TOOL } from './calls.js';
import { words, type Rule } from './rules.js';
import { sendsByPurpose } from './purpose.js';
import { isFramed, isNegated, isOrder, type Sentence } from './text.js';
import { MENTION_FACTOR, signal, type Signal } from './verdict.js';

/** What is sent: the tool's data, by a pronoun or a noun of a few words. */
const WHAT = [
  String.raw`(?:it|them|this|that|everything|data|(?:all|this|the|these|those|its|their|each|any|user)\s+`,
  String.raw`[\w -]{1,30}?)`,
].join('');
/** A destination named by its kind alone, as one the reader knows ("the", "our": not "a remote endpoint"). */
const SOMEWHERE = [
  String.raw`(?:the|our|my|their)\s+(?:[\w-]+\s+){0,2}?(?:address|endpoint|server|url|webhook|inbox|mailbox|`,
  String.raw`archive|collector|host|backup|bucket|admin|team|partner|vendor)s?\b`,
].join('');
const VAGUE_SEND = words([
  String.raw`\b(?:send|forward|e-?mail|upload|post|transmit|relay|copy|mirror)\s+${WHAT}\s+to\s+${SOMEWHERE}`,
]);

/**
 * Orders to send the tool's data to a destination named only by its kind, in a tool whose name and first words do not
 * say that it sends (a mail tool says "send the message to the recipient's address").
 */
export function vagueSendSignals(sentences: readonly Sentence[], purpose: string): Signal[] {
  if (sendsByPurpose(purpose)) return [];
  for (const s of sentences) {
    const m = VAGUE_SEND.exec(s.text);
    if (!m || isNegated(s, m.index) || !(isOrder(s, m.index) || /\b(?:always|must)\b/i.test(s.text))) continue;
    const framed = isFramed(s, m.index);
    const what = 'orders what it has sent on to a destination named by its kind alone';
    return [signal('exfiltration', 'intent.send_on', what, m[0], 0.5 * (framed ? MENTION_FACTOR : 1), framed)];
  }
  return [];
}

export const CHAIN_RULES: Rule[] = [
  {
    rule: 'shadow.chain',
    class: 'shadowing',
    what: 'orders data handed to another tool that sends things out, reads secrets or destroys',
    gate: ['_', 'send', 'mail', 'post', 'upload', 'secret', 'credential', 'password', 'token'],
    weight: 0.55,
    notOrder: 0.2,
    deniable: true,
    re: new RegExp(
      [
        // Data handed on; a call by name is calls.ts's (shadow.risky_call), not read twice.
        String.raw`\b(?:send|pass|forward|hand|give)\s+(?:it|them|this|that|(?:the|its|all)\s+[\w ]{1,30}?)\s+to\s+`,
        String.raw`(?:the\s+)?${RISKY_TOOL}`,
      ].join(''),
      'i',
    ),
  },
  {
    rule: 'exfil.url_append',
    class: 'exfiltration',
    what: 'orders an address visited with a value or secret appended to it',
    gate: ['http'],
    weight: 0.55,
    deniable: true,
    re: words([
      String.raw`\b(?:retrieve|fetch|visit|open|request|get|load|call|ping)\s+https?:\/\/\S+\s+(?:appending|adding|`,
      String.raw`with)\b[^.!?\n]{0,40}?\b(?:value|contents?|token|key|secret|password|credentials?)\b`,
    ]),
  },
];
