// Data handed on (docs/scoring/screening.md "Intent"), whatever the data is called: an order to read a file and put
// its contents into an argument, the answer or a message (the shape of most tool poisoning, be the file ~/.ssh/id_rsa
// or "notes.txt"), and an address that carries a secret in its query (a key, a token, a password sent by visiting
// it). A tool that reads files says so of itself ("reads a file and returns its contents"): only an order counts.
import { hasAny } from './keys.js';
import { words, type Rule } from './rules.js';
import { isFramed, isNegated, isOrder, type Sentence } from './text.js';
import { MENTION_FACTOR, signal, type Signal } from './verdict.js';

/** A secret by its known shape: an AWS access key, a GitHub token, an API key of the common providers, a JWT. */
const SECRET_SHAPE = [
  String.raw`(?:AKIA[0-9A-Z]{16}|gh[pousr]_[A-Za-z0-9]{30,}|sk-[A-Za-z0-9_-]{20,}|xox[abpr]-[\w-]{10,}|`,
  String.raw`eyJ[\w-]{10,}\.[\w-]{10,}\.)`,
].join('');

/** Secrets by kind, as a text asking for whatever there is of them names them. */
const SOLICITED = String.raw`(?:confidential|sensitive|secret|private)\s+(?:data|information|info|details|values?)`;
const SECRETS = String.raw`(?:credentials|secrets|passwords|api keys|tokens)`;

export const HANDOVER_RULES: Rule[] = [
  {
    rule: 'intent.solicit',
    class: 'tool_poisoning',
    what: 'asks for whatever secrets or sensitive data there are',
    gate: ['confidential', 'sensitive', 'secret', 'private', 'credential', 'password', 'api key', 'token'],
    weight: 0.5,
    deniable: true,
    re: words([
      String.raw`\b(?:include|store|put|provide|pass|add|collect|send|place|enter|save|record|log|attach|`,
      String.raw`supply|insert|embed|append|submit|share)\b[^.!?\n]{0,20}?\b(?:any|all)\s+(?:other\s+)?${SOLICITED}|`,
      String.raw`\b(?:any|all)\s+(?:other\s+)?(?:${SOLICITED}\s+(?:or\s+)?)?${SECRETS}\b[^.!?\n]{0,10}`,
      String.raw`\b(?:to (?:include|store|add|attach|pass|send|insert|embed|append|submit|share|supply|provide)|`,
      String.raw`discovered|found)`,
    ]),
  },
  {
    rule: 'intent.secret_url',
    class: 'exfiltration',
    what: 'an address that carries a secret away in its query',
    gate: ['http'],
    weight: 0.6,
    re: words([
      String.raw`https?:\/\/[^\s"'<>]*?(?:[?&][\w-]*(?:key|token|secret|password|passwd|pwd|creds?|cookie|`,
      String.raw`session)[\w-]*=(?![<{\[%$]|your|my|xxx|\.\.\.|example|placeholder|redacted)[^&\s"'<>]{12,}|`,
      String.raw`[?&/=]${SECRET_SHAPE})`,
    ]),
  },
];

/** An order to read a file: the verb, then within a few words a path or the word file. */
const READ_FILE = words([
  String.raw`\b(?:read|open|cat|load|fetch|get|access|retrieve|collect|gather|grab|obtain|extract|capture)\b`,
  String.raw`[^.!?\n]{0,50}?(?:\bfiles?\b|[~.]?\/[\w.-]+|`,
  String.raw`\b[\w-]+\.(?:txt|env|json|ya?ml|toml|ini|conf|cfg|pem|key|log|md|csv|db|sqlite)\b|\bid_[rde]\w+)`,
]);
/** Then putting its contents somewhere the model controls: an argument, the reply, a message. */
const PUT_CONTENTS = words([
  String.raw`\b(?:pass|include|append|prepend|send|add|put|attach|provide|paste|embed|insert|use|place|submit|share|`,
  String.raw`forward|transmit|relay|deliver|upload|post|export|sync|dispatch)\b`,
  String.raw`(?:\s+(?:it|them)\b|[^.!?\n]{0,30}?\b(?:its|their|the file'?s|the|this|that|those|these|all)\s+`,
  String.raw`(?:full\s+|entire\s+|complete\s+|whole\s+|raw\s+|exact\s+)?(?:contents?|text|data)\b)`,
]);
const KEYS = [
  ...'read|open|cat |load|fetch|get |access|retriev|collect|gather|grab'.split('|'),
  ...'obtain|extract|capture'.split('|'),
];

/** The first match in `s` from `from` given as an order and not denied: where its verb is, or -1. */
function orderedAt(re: RegExp, s: Sentence, from = 0): number {
  const m = re.exec(s.text.slice(from));
  const at = m ? from + m.index : -1;
  return at >= 0 && isOrder(s, at) && !isNegated(s, at) ? at : -1;
}

/**
 * An order to read a file followed (in its sentence or the next) by one to pass, include or send its contents: the
 * model made to carry a file's contents where the text wants them.
 */
export function relaySignals(sentences: readonly Sentence[]): Signal[] {
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i];
    if (!hasAny(s.lower, KEYS)) continue;
    const read = orderedAt(READ_FILE, s);
    if (read < 0) continue;
    const next = sentences[i + 1];
    if (orderedAt(PUT_CONTENTS, s, read + 1) < 0 && !(next && orderedAt(PUT_CONTENTS, next) >= 0)) continue;
    const mention = isFramed(s, read);
    const what = 'has the model read a file and hand on its contents';
    return [
      signal(
        'tool_poisoning',
        'intent.file_relay',
        what,
        s.text.slice(read),
        mention ? 0.5 * MENTION_FACTOR : 0.5,
        mention,
      ),
    ];
  }
  return [];
}
