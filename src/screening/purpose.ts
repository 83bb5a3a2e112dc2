// What a tool says it is for, against what else its text says it does (docs/scoring/screening.md): capability mismatch
// (side effects beyond the stated purpose: a string tool that also posts its input somewhere, a lookup that runs
// commands) and exfiltration (data sent to a destination the text names: a URL, an address, a webhook, a host).
import { words, type Rule } from './rules.js';
import { NOT_A_FORM, notTheData } from './sensitive.js';
import { isFramed, isNegated, isOrder, isQuoted, type Sentence } from './text.js';
import { MENTION_FACTOR, QUOTE_FACTOR, signal, type Signal } from './verdict.js';

/** Side effects by kind: in the tool's name or first clause they are its purpose, later they are more. */
const EFFECTS: Record<string, { declared: RegExp; done: RegExp }> = {
  send: {
    declared: new RegExp(
      [
        String.raw`\b(?:send|e-?mail|mail|post|upload|publish|notif(?:y|ies|ication)|webhook|sync|share|forward|`,
        String.raw`tweet|sms|slack|discord|https?|request|deploy|push|transmit|report|submit|broadcast|telemetry|`,
        String.raw`relay|deliver|dispatch|export|transfer|`,
        String.raw`analytics|log|api)(?:s|es|ed|ing|er|ers)?\b`,
      ].join(''),
      'i',
    ),
    done: words([
      String.raw`\b(?:posts?|sends?|send|sending|uploads?|upload|uploading|transmits?|forwards?|reports?|beacons?|`,
      String.raw`syncs?|mirrors?|ships?|streams?|exfiltrates?|leaks?|shares?|copies|copy|logs?|submits?|relays?|`,
      String.raw`delivers?|dispatch(?:es)?|exports?|pushes|push|transfers?)\b`,
      String.raw`[^.!?\n]{0,60}?\b(?:to|with)\s+(?:an?\s+|the\s+|our\s+|its\s+|some\s+)?(?:external|remote|`,
      String.raw`third[- ]party|analytics|telemetry|tracking|outside|offsite|off-site|separate|cloud|collection|`,
      String.raw`logging|monitoring|attacker'?s?|unknown)\s+(?:[\w-]+\s+){0,2}?`,
      String.raw`(?:servers?|endpoints?|services?|urls?|hosts?|apis?|webhooks?|collectors?|backends?|domains?|storage|`,
      String.raw`address(?:es)?|sites?|buckets?|channels?)\b|\bphones? home\b`,
    ]),
  },
  exec: {
    declared: new RegExp(
      [
        String.raw`\b(?:exec|execute|run|shell|command|terminal|script|bash|process|spawn|eval|code|sandbox|`,
        String.raw`kernel|notebook|docker|container|ssh)(?:s|es|ed|ing|er|ers|ution)?\b`,
      ].join(''),
      'i',
    ),
    done: words([
      String.raw`\b(?:execut(?:e|es|ing)|runs?|running|spawn(?:s|ing)?|evaluat(?:e|es|ing)|`,
      String.raw`evals?)\b[^.!?\n]{0,30}?\b(?:shell|bash|sh|zsh|powershell|cmd(?:\.exe)?|system|arbitrary|os|`,
      String.raw`terminal)\b`,
      String.raw`(?:\s+(?:commands?|code|scripts?))?|\bsubprocess\b|\bchild_process\b|\bos\.system\b|\beval\(|`,
      String.raw`\bdownloads?\b[^.!?\n]{0,20}?\band\s+(?:runs?|execut(?:e|es)|installs?)\b|`,
      // Other verbs for running, only with what they run: "invokes any shell command", "launches system commands".
      String.raw`\b(?:launch(?:es|ing)?|invok(?:e|es|ing)|calls?|calling|trigger(?:s|ing)?|fires?)\b[^.!?\n]{0,30}?`,
      String.raw`\b(?:shell|bash|system|arbitrary|os|terminal)\s+(?:commands?|code|scripts?)\b|`,
      String.raw`\b(?:runs?|execut(?:e|es))\s+(?:a\s+|the\s+|any\s+)?(?:downloaded|remote|fetched)\s+(?:scripts?|`,
      String.raw`code|binar(?:y|ies)|payloads?)`,
    ]),
  },
  delete: {
    declared: new RegExp(
      [
        String.raw`\b(?:delet|remov|wip|eras|purg|clean|prun|destroy|drop|trash|uninstall|kill|overwrit|truncat|`,
        String.raw`file|manag)(?:e|es|ed|ing|er|ers|s|ement)?\b`,
      ].join(''),
      'i',
    ),
    done: words([
      String.raw`\b(?:delet(?:e|es|ing)|remov(?:e|es|ing)|wip(?:e|es|ing)|eras(?:e|es|ing)|purg(?:e|es|ing)|`,
      String.raw`overwrit(?:e|es|ing)|truncat(?:e|es|ing)|destroy(?:s|ing)?)\b`,
      String.raw`[^.!?\n]{0,30}?\b(?:files?|director(?:y|ies)|folders?|home|database|tables?|records?|backups?|`,
      String.raw`repositor(?:y|ies)|branch(?:es)?|everything|all)\b`,
    ]),
  },
  write: {
    declared: new RegExp(
      [
        String.raw`\b(?:config|configuration|setting|install|setup|admin|permission|edit|writ|updat|modif|manag|`,
        String.raw`chmod|cron)(?:e|es|ed|ing|er|ers|s|y|ies|ure|ement)?\b`,
      ].join(''),
      'i',
    ),
    done: words([
      String.raw`\b(?:modif(?:y|ies)|chang(?:e|es)|edits?|writ(?:e|es)|alters?|updat(?:e|es)|`,
      String.raw`appends? to)\b[^.!?\n]{0,30}?`,
      String.raw`(?:\.bashrc|\.zshrc|\.profile|crontab|startup items|registry|hosts file|\/etc\/|system (?:settings|`,
      String.raw`config\w*)|\bpermissions\b)|`,
      String.raw`\binstalls?\b[^.!?\n]{0,20}?\b(?:packages?|software|extensions?|backdoors?|agents?|binar(?:y|`,
      String.raw`ies))\b|\bchmod\b`,
    ]),
  },
};

// A purpose with no side effect of its own: arithmetic, strings, formats, lookups, time.
const PURE = new RegExp(
  [
    String.raw`\b(?:add|adds|sum|sums|subtract|multipl|divide|calculat|comput|count|convert|round|format|`,
    String.raw`uppercase|lowercase|capitali[sz]|revers|trim|slug|pad|concat|split|join|pars|validat|lint|check|`,
    String.raw`compar|hash|encod|decod|translat|summari[sz]|echo|return|get|gets|list|lists|search|find|finds|`,
    String.raw`look(?:s)? up|lookup|fetch|fetches|read|reads|show|describ|query|quer|view|preview|inspect|sort|filter|`,
    String.raw`extract|`,
    String.raw`tokeni[sz]|spell|measur|estimat|time|date|clock|weather|calculator|math|string|text|uuid|random|`,
    String.raw`greet)`,
  ].join(''),
  'i',
);
const MORE = new RegExp(
  [
    String.raw`\b(?:also|additionally|in addition|as well|while|quietly|silently|secretly|in the background|`,
    String.raw`behind the scenes|afterwards|then)\b`,
  ].join(''),
  'i',
);

/** Does the tool's purpose say that it sends things (a mail, a post, an upload)? */
export function sendsByPurpose(purpose: string): boolean {
  return EFFECTS.send.declared.test(purpose);
}

/** Is a stated purpose (`statedPurpose`) one with no side effect of its own? */
export function isPure(purpose: string): boolean {
  return PURE.test(purpose);
}

/** A sentence that opens on what else a tool does, or when: never its purpose. */
const ASIDE = new RegExp(
  [
    String.raw`^(?:also|(?:it|this tool) also|additionally|in addition|as well|in the background|behind the scenes|`,
    String.raw`silently|quietly|secretly|version \d[\w.]*|starting (?:with|from)|upon|to ensure|to work)\b`,
  ].join(''),
  'i',
);

/** The tool's name and its first clause: what it says it is for. */
export function statedPurpose(sentences: readonly Sentence[], tool: string | undefined): string {
  // The first verb phrase: "Adds two numbers and quietly uploads them" says it adds numbers.
  // A first sentence that says what it does besides ("Also uploads ...", "In the background it ...") is no purpose.
  const text = (ASIDE.test(sentences[0]?.text ?? '') ? sentences[1] : sentences[0])?.text ?? '';
  const end = text.search(/[;:]|,? (?:and|then|while|but|also|additionally)\b/);
  const first = end < 0 ? text : text.slice(0, end);
  return `${(tool ?? '').replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2')} ${first}`;
}

/** Side effects beyond the stated purpose (`statedPurpose`): a pure purpose, then a side effect it did not declare. */
export function mismatchSignals(sentences: readonly Sentence[], purpose: string): Signal[] {
  // A tool that runs what it is given (a query, a command) may do any of these by its purpose.
  if (!isPure(purpose) || EFFECTS.exec.declared.test(purpose)) return [];
  const out: Signal[] = [];
  for (const [kind, { declared, done }] of Object.entries(EFFECTS)) {
    if (declared.test(purpose)) continue;
    for (const s of sentences) {
      const m = done.exec(s.text);
      if (!m || isNegated(s, m.index)) continue;
      const framed = isFramed(s, m.index);
      const weight = (MORE.test(s.text) ? 0.65 : 0.5) * (framed ? MENTION_FACTOR : 1);
      const what = `does more than it says it is for (${kind})`;
      out.push(signal('capability_mismatch', `mismatch.${kind}`, what, m[0], weight, framed));
      break;
    }
  }
  return out;
}

/** The side effects a text states, by kind (for a text that gains one against its old wording). */
export function sideEffects(sentences: readonly Sentence[]): Set<string> {
  const found = new Set<string>();
  for (const [kind, { done }] of Object.entries(EFFECTS)) {
    if (sentences.some((s) => done.test(s.text) && !isNegated(s, s.text.search(done)))) found.add(kind);
  }
  return found;
}

/** A web address and an e-mail address, as patterns to compose (reach.ts reads them too). */
export const URL = String.raw`https?:\/\/[^\s"'<>)\]\x60]+`;
export const EMAIL = String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}`;
/**
 * An outside address: an e-mail address or a web address (reach.ts, calls.ts). The e-mail address starts where its run
 * of characters starts: tried inside a long word the pattern would read the word again at every letter.
 */
export const ADDRESS = new RegExp(String.raw`(?<![\w.+-])${EMAIL}\b|\b${URL}`, 'i');
const IP = String.raw`\b(?:\d{1,3}\.){3}\d{1,3}(?::\d{2,5})?\b`;
const HOST = [
  String.raw`\b(?:[a-z0-9-]+\.)+(?:com|net|org|io|app|dev|xyz|ru|cn|site|online|top|info|biz|me|sh|ly|cc|tk|pw|`,
  String.raw`click|link|live)\b(?:[/:][^\s"'<>)]*)?`,
].join('');
/** A phone number in international form, or a placeholder for one ("+1555CANARY"): messages go there too. */
const PHONE = String.raw`\+\d(?:[\d\s().-]{5,16}\d|\d{2,}[A-Z]+)\b`;
const DESTINATION = `(?:${URL}|${EMAIL}|${IP}|${HOST}|${PHONE})`;
const SEND = [
  String.raw`\b(?:send|sends|sending|forward|forwards|post|posts|upload|uploads|transmit|transmits|report|reports|`,
  String.raw`sync|syncs|mirror|mirrors|copy|copies|cc|bcc|beacon|ping|log|logs|exfiltrate|exfiltrates|leak|push|`,
  String.raw`pushes|deliver|relay|share|submit|(?:e-?)?mail${NOT_A_FORM}|pipe|stream|dump|write|save|store|append|`,
  String.raw`attach|include|sent|posted|uploaded|forwarded|delivered|deliver|delivers|transmitted|copied|mirrored|`,
  String.raw`shared|reported|synced|replicated|relayed|relays|shares|submits|submitted|dispatch|dispatches|dispatched|`,
  String.raw`export|exports|exported)\b`,
].join('');
const DATA = new RegExp(
  [
    String.raw`\b(?:results?|outputs?|responses?|data|content|contents|cop(?:y|ies)|conversation|history|messages?|`,
    String.raw`emails?|files?|documents?|inputs?|arguments?|parameters?|quer(?:y|ies)|prompts?|everything|all|it|`,
    String.raw`following|`,
    String.raw`them|this|credentials?|keys?|tokens?|secrets?|passwords?|env|environment|logs?|details|information|`,
    String.raw`body|each|every|answers?|summar(?:y|ies)|notes?|transcripts?|accounts?|balances?|cards?|numbers?|`,
    String.raw`address(?:es)?|phones?|locations?|contacts?|identit(?:y|ies)|personal|private|vaults?)\b`,
  ].join(''),
  'gi',
);
/** The user's go-ahead asked for first: "after the user approves", "with their explicit consent". */
const CONSENT = new RegExp(
  [
    String.raw`\b(?:after|once|when|if|only if)\s+the (?:end[- ]?)?user\s+(?:has\s+)?(?:explicitly\s+)?`,
    String.raw`(?:approves?|approved|confirms?|confirmed|consents?|consented|agrees?|agreed)\b|`,
    String.raw`\bwith (?:the user'?s|their|explicit|user)\s+(?:explicit\s+)?`,
    String.raw`(?:approval|consent|permission|confirmation)\b`,
  ].join(''),
  'i',
);

/** Does the text name data that is handed out (not only talked about: "API key names", "redacted passwords")? */
function namesData(text: string, offset = 0, whole = text): boolean {
  for (const m of text.matchAll(DATA)) {
    if (!notTheData(whole, offset + m.index, offset + m.index + m[0].length)) return true;
  }
  return false;
}

/** Hosts that exist to receive what someone else sends them: request catchers, tunnels, paste sites. */
const CATCHERS = new RegExp(
  [
    String.raw`\b(?:webhook\.site|requestbin|pipedream\.net|[\w-]+\.ngrok(?:-free)?\.(?:io|app|dev)|`,
    String.raw`burpcollaborator\.net|interact\.sh|oast\.(?:fun|pro|live|site|online|me)|beeceptor\.com|`,
    String.raw`hookbin\.com|requestcatcher\.com|pastebin\.com|transfer\.sh|paste\.ee|0x0\.st|file\.io|`,
    String.raw`canarytokens\.com)\b`,
  ].join(''),
  'i',
);

export const EXFIL_RULES: Rule[] = [
  {
    rule: 'exfil.url_command',
    class: 'exfiltration',
    what: 'an address filled in by a shell command ($(whoami), `cat ~/.env`)',
    gate: ['$(', '`'],
    weight: 0.6,
    re: /https?:\/\/[^\s"'<>]*(?:\$\([^)\s][^)]*\)|\x60[^\x60\s][^\x60]*\x60)/i,
  },
  {
    rule: 'exfil.bcc',
    class: 'exfiltration',
    what: 'copies every message to an address',
    gate: ['cc'],
    weight: 0.65,
    re: words([
      String.raw`\b(?:bcc|cc)\s*:?\s*(?:to\s+)?${EMAIL}[^.!?\n]{0,60}?\b(?:every|each|all|always)\b|`,
      String.raw`\b(?:always|every|each|all)\b[^.!?\n]{0,60}?\b(?:bcc|cc)\s*:?\s*(?:to\s+)?${EMAIL}`,
    ]),
  },
  {
    rule: 'exfil.catcher',
    class: 'exfiltration',
    what: 'names a host made to catch what is sent to it',
    gate: [
      'webhook.site',
      'requestbin',
      'pipedream',
      'ngrok',
      'burpcollaborator',
      'interact.sh',
      'oast.',
      'beeceptor',
      'hookbin',
      'requestcatcher',
      'pastebin',
      'transfer.sh',
      'paste.ee',
      '0x0.st',
      'file.io',
      'canarytokens',
    ],
    weight: 0.5,
    re: CATCHERS,
  },
];

const SENT_TO = new RegExp(
  `${SEND}([^.!?\\n]{0,80}?)\\b(?:to|into|at|on|via|with)\\b[^.!?\\n]{0,25}?${DESTINATION}`,
  'gid',
);

/** Data sent to a destination the text names; less when the tool says (`statedPurpose`) sending is what it is for. */
export function exfilSignals(sentences: readonly Sentence[], purpose: string): Signal[] {
  const sends = sendsByPurpose(purpose);
  const out: Signal[] = [];
  for (const s of sentences) {
    // No destination without one of these: an address, a scheme, a dotted host or IP, a phone number.
    if (!/@|:\/\/|[a-z0-9-]\.[a-z]{2}|\d\.\d|\+\d/i.test(s.text)) continue;
    for (const m of s.text.matchAll(SENT_TO)) {
      if (isNegated(s, m.index)) continue;
      // The data is between the verb and the destination, or the sentence's subject: "Every message is delivered to".
      const at = m.indices?.[1]?.[0] ?? m.index;
      const data = namesData(m[1] ?? '', at, s.text) || namesData(s.text.slice(0, m.index));
      const ordered = isOrder(s, m.index) || MORE.test(s.text);
      let weight = data ? (sends && !ordered ? 0.2 : 0.6) : 0.3;
      // Sent with the user's go-ahead, or quoted as what someone else says: not the tool's own covert act.
      if (CONSENT.test(s.text)) weight /= 2;
      const framed = isFramed(s, m.index);
      const quoted = isQuoted(s, m.index);
      if (framed) weight *= MENTION_FACTOR;
      if (quoted) weight *= QUOTE_FACTOR;
      const what = 'sends data to a destination it names';
      out.push(signal('exfiltration', 'exfil.send', what, m[0], weight, framed || quoted));
      break;
    }
  }
  return out;
}
