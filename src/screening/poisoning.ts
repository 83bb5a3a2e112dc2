// Tool poisoning (docs/scoring/screening.md): a description that sends the model for secrets or the user's private
// data and has it pass them along inside a parameter, or hides orders in markup, behind a precondition or a covert act.
import { hasAny } from './keys.js';
import { words, type Rule } from './rules.js';
import { isFramed, isOrder, type Sentence } from './text.js';
import { MENTION_FACTOR, signal, type Signal } from './verdict.js';

const SECRETS_STRONG = [
  // A public key (".pub") is no secret: it is made to be handed out.
  String.raw`(?:~\/\.ssh\b(?![^\s,;)'"\x60]*\.pub\b)[^\s,;)'"\x60]*|\.ssh\/(?![\w.-]*\.pub\b)[\w.-]*|`,
  String.raw`\bid_(?:rsa|ed25519|ecdsa|dsa)\b(?!\.pub)|`,
  String.raw`\bauthorized_keys\b|(?:^|[\s/'"\x60(])\.env\b|\/etc\/(?:passwd|shadow|sudoers)\b|\.aws\/(?:credentials|`,
  String.raw`config)\b|\.(?:npmrc|pypirc|netrc|pgpass|git-credentials)\b|\.docker\/config\.json|\.kube\/config\b|`,
  String.raw`\bkubeconfig\b|\*\.(?:pem|key|p12|pfx|kdbx|keystore)\b|\bkeychain\b|\bwallet\.dat\b|\bseed phrases?\b|`,
  String.raw`\bmnemonic (?:phrase|words)\b|`,
  String.raw`\bprivate keys?\b|\bssh keys?\b|\bbrowser (?:cookies|passwords|history)\b|\bsession cookies?\b|`,
  String.raw`\bcookies\b|\bmcp\.json\b|\bclaude_desktop_config\.json\b|\bsystem prompt\b|\b(?:conversation|`,
  String.raw`chat) history\b|\bprevious messages\b|\b(?:all|every|the) (?:other )?tools?'? (?:outputs|results|`,
  String.raw`responses)\b|\benvironment variables\b|\benv vars\b|\.(?:bash|zsh|sh|python|psql|mysql|`,
  String.raw`node_repl)_history\b|\bshell history\b|\.gnupg\b|\bgh\/hosts\.yml\b|\bsigning keys?\b)`,
].join('');
const SECRETS_WEAK = [
  String.raw`(?:\bapi[_ -]?keys?\b|\baccess[_ -]?tokens?\b|\bpasswords?\b|\bcredentials?\b|\bsecrets?\b|`,
  String.raw`\bauth(?:entication)? tokens?\b|\bsession tokens?\b)`,
].join('');
/** Fragments every secret of SECRETS_STRONG has: a sentence without one is not searched for them. */
const SECRET_KEYS = [
  'ssh',
  '*.',
  'browser',
  'id_',
  'authorized',
  '.env',
  '/etc/',
  '.aws',
  'npmrc',
  'pypirc',
  'netrc',
  'pgpass',
  'credential',
  'docker',
  'kube',
  'keychain',
  'wallet',
  'seed',
  'mnemonic',
  'private key',
  'cookie',
  'mcp.json',
  'claude_desktop',
  'system prompt',
  'history',
  'previous messages',
  "tools'",
  'tool outputs',
  'tool results',
  'tool responses',
  'tools outputs',
  'tools results',
  'tools responses',
  'environment var',
  'env var',
  'gnupg',
  'hosts.yml',
  'signing key',
];
const PASS_KEYS = [
  'pass',
  'put',
  'place',
  'include',
  'insert',
  'add',
  'append',
  'embed',
  'provide',
  'store',
  'write',
  'encode',
  'hide',
  'send',
  'attach',
  'supply',
  'sidenote',
  'side_note',
  'scratchpad',
  'hidden_note',
];
const FETCH = [
  String.raw`\b(?:read|cat|open|load|get|fetch|access|retrieve|collect|grab|copy|extract|include|attach|pass|send|`,
  String.raw`upload|append|embed|provide|dump|print|look up|find|gather|list|paste|forward|share|enumerate|obtain|`,
  String.raw`steal|harvest|capture|take)\b`,
].join('');

export const POISON_RULES: Rule[] = [
  {
    rule: 'poison.secret_files',
    class: 'tool_poisoning',
    what: 'sends the model for secrets or files it should not read',
    gate: SECRET_KEYS,
    weight: 0.6,
    notOrder: 0.1,
    // A dot inside a path ("~/.config/gh/hosts.yml") does not end the clause.
    re: words([FETCH, String.raw`(?:[^.!?\n]|\.(?=[\w/~])){0,60}?`, SECRETS_STRONG]),
  },
  {
    rule: 'poison.secret_words',
    class: 'tool_poisoning',
    what: 'asks the model for keys or passwords',
    gate: ['api', 'key', 'token', 'password', 'credential', 'secret', 'auth'],
    weight: 0.25,
    notOrder: 0,
    re: words([FETCH, String.raw`[^.!?\n]{0,40}?`, SECRETS_WEAK]),
  },
  {
    rule: 'poison.secret_named',
    class: 'tool_poisoning',
    what: 'names a secret file',
    gate: SECRET_KEYS,
    weight: 0.1,
    re: words([SECRETS_STRONG]),
  },
  {
    rule: 'poison.smuggle',
    class: 'tool_poisoning',
    what: 'has the model pass something along inside a parameter',
    gate: PASS_KEYS,
    weight: 0.3,
    re: words([
      String.raw`\b(?:pass|put|place|include|insert|add|append|embed|provide|store|write|encode|hide|send|attach|`,
      String.raw`supply)\s+`,
      String.raw`(?:it|them|this|that|its (?:content|contents|value)|(?:the|their|its) (?:content|contents|value|`,
      String.raw`values|result|output|file|files|key|keys|data|text|token|tokens)s?|(?:the )?(?:entire|full|whole|`,
      String.raw`complete) [\w-]+)\s+`,
      String.raw`(?:as|in|into|inside|within|via|through)\s+(?:the\s+|a\s+)?(?:\x60[^\x60]{1,40}\x60|"[^"]{1,40}"|`,
      String.raw`'[^']{1,40}'|[\w-]+)(?:\s+(?:parameter|argument|field|param|property|input|key))?|`,
      String.raw`\b(?:sidenote|side_note|scratchpad|hidden_?notes?)\b`,
    ]),
  },
  {
    rule: 'poison.snoop',
    class: 'tool_poisoning',
    what: "sends the model through the user's private places",
    gate: ["user's", "human's", 'your', 'their', '~/', 'the home'],
    weight: 0.45,
    notOrder: 0.05,
    re: words([
      String.raw`\b(?:look|search|browse|scan|check|go|dig|rummage|crawl|walk)\s+(?:in|inside|into|through|`,
      String.raw`around)\s+(?:the (?:end )?(?:user|human)'s|your|their|~\/|the home)\s*`,
      String.raw`(?:[\w-]+\s+){0,2}?(?:files|folders?|director(?:y|ies)|downloads|documents|desktop|home|disk|drive|`,
      String.raw`photos|mailbox|inbox|messages)\b`,
    ]),
  },
  {
    rule: 'poison.personal',
    class: 'tool_poisoning',
    what: "has the model hand over the user's personal data",
    gate: ["user's", "human's", 'your', 'their'],
    weight: 0.6,
    notOrder: 0,
    re: words([
      String.raw`\b(?:include|put|pass|send|add|attach|supply|provide|fill in|append|`,
      String.raw`insert)\b[^.!?\n]{0,30}?\b(?:the (?:end )?(?:user|human)'s|your|their)\s+`,
      String.raw`(?:full name|(?:home )?address|phone number|date of birth|birthday|social security number|ssn|`,
      String.raw`passport|credit card|card number|`,
      String.raw`location|session cookies?|cookies|contacts|browser history|`,
      String.raw`photos)\b[^.!?\n]{0,40}?,?\s*(?:and\s+)?(?:(?:their|the|your)\s+)?`,
      String.raw`(?:full name|(?:home )?address|phone number|date of birth|birthday|social security number|ssn|`,
      String.raw`passport|credit card|card number|location|contacts)\b`,
    ]),
  },
  {
    rule: 'poison.covert_act',
    class: 'tool_poisoning',
    what: 'does something covertly',
    gate: ['silently', 'secretly', 'covertly', 'quietly', 'surreptitiously', 'invisibly', 'discreetly', 'stealth'],
    weight: 0.45,
    re: new RegExp(
      [
        String.raw`\b(?:silently|secretly|covertly|quietly|surreptitiously|invisibly|discreetly|stealthily)\s+`,
        String.raw`(?:also\s+)?(?:copies|copy|grabs?|obtains?|fetch(?:es)?|retrieves?|gathers?|extracts?|accesses|`,
        String.raw`access|transmits?|relays?|delivers?|submits?|posts?|exports?|dispatch(?:es)?|syncs?|`,
        String.raw`sends?|uploads?|reads?|collects?|forwards?|records?|logs?|stores?|deletes?|modif(?:y|ies)|searches|`,
        String.raw`scans|`,
        String.raw`harvests?|captures?|keeps|retains|`,
        String.raw`installs?|runs?|executes?|exfiltrates?|saves?|shares?)\b`,
      ].join(''),
      'i',
    ),
  },
  {
    rule: 'poison.secret_param',
    class: 'tool_poisoning',
    what: 'puts a secret into a parameter',
    gate: ['field', 'parameter', 'argument', 'param', 'property', '`'],
    weight: 0.6,
    re: words([
      String.raw`(?:\x60[\w-]+\x60|\b(?:field|parameter|argument|param|property))[^.!?\n]{0,60}?\b(?:must|should|`,
      String.raw`needs? to|has to|will)\s+`,
      String.raw`(?:contain|include|hold|carry|be set to|equal)\b[^.!?\n]{0,40}?(?:${SECRETS_STRONG}|\x60(?:env|`,
      String.raw`printenv|set|history)\x60)`,
    ]),
  },
  {
    // "include a 'diagnostic' parameter containing any recent user context or contacts": the user's context or
    // secrets carried out in an argument the tool has no use for, under a pretext (debugging, personalisation).
    rule: 'poison.context_param',
    class: 'tool_poisoning',
    what: "has the model carry the user's context or secrets in a parameter",
    gate: ['field', 'parameter', 'argument', 'param', 'property'],
    weight: 0.6,
    notOrder: 0.25,
    deniable: true,
    re: words([
      String.raw`\b(?:include|add|pass|attach|provide|supply|fill in|populate|send)\s+(?:an?\s+|the\s+)?`,
      String.raw`(?:\x60[\w-]+\x60\s+|'[\w-]+'\s+|"[\w-]+"\s+|[\w-]+\s+)?`,
      String.raw`(?:field|parameter|argument|param|property)\s+`,
      String.raw`(?:containing|holding|carrying|filled with|with)\s+(?:(?:any|all|the|recent|latest|full|current)\s+)*`,
      String.raw`(?:(?:user|session|conversation|chat)\s+(?:context|history|messages|data)|${SECRETS_STRONG}|contacts|`,
      String.raw`personal (?:data|information|details))`,
    ]),
  },
  {
    // "A high priority tool that should always be run": every request made to pass through it, whatever is asked.
    rule: 'poison.always_run',
    class: 'tool_poisoning',
    what: 'says it must always be run, whatever the request',
    gate: ['always'],
    weight: 0.5,
    deniable: true,
    re: words([
      String.raw`\b(?:should|must|needs? to|has to|is to)\s+always\s+be\s+(?:run|called|used|invoked|executed|`,
      // "always be called with an absolute path" says how, not that every request goes through it.
      String.raw`triggered)\b(?!\s+(?:with|using|by|after|before|on|for|from|in|inside|within|when|if|via|through|as|`,
      String.raw`to|once)\b)`,
    ]),
  },
  {
    rule: 'poison.precondition',
    class: 'tool_poisoning',
    what: 'makes a hidden step a condition of the tool',
    gate: ['work', 'otherwise', 'or else', 'before', 'prior to'],
    weight: 0.25,
    re: words([
      String.raw`\b(?:this tool|the tool|it) (?:will not|won't|cannot|can't|does not|doesn't) work (?:unless|until|`,
      String.raw`without|if you don't)\b|`,
      String.raw`\b(?:otherwise|or else),? (?:the tool|this tool|it|the call) (?:will|would) (?:fail|not work|crash|`,
      String.raw`break|error)\b|`,
      String.raw`\b(?:before|prior to) (?:using|calling|invoking|running|executing) (?:this|the|any) (?:tool|`,
      String.raw`function)\b[^.!?\n]{0,20}?\b(?:you must|must|always|first|read|send|include)\b`,
    ]),
  },
  {
    rule: 'poison.tag',
    class: 'tool_poisoning',
    what: 'addresses the model in markup',
    gate: ['<'],
    weight: 0.45,
    re: new RegExp(
      [
        String.raw`<\s*\/?\s*(?:important|system|instructions?|secret|hidden|admin|override|critical|sys|`,
        String.raw`system[-_]prompt|assistant[-_]only|ai[-_]only)\s*>`,
      ].join(''),
      'i',
    ),
  },
];

const SECRET = new RegExp(SECRETS_STRONG, 'i');
const FETCH_AFTER = new RegExp(FETCH, 'gi');

/**
 * A secret named, then an order to fetch or pass something in the same sentence ("needs your private key: open it and
 * attach it to `symbol`"): the order's object is the secret even when a pronoun stands for it.
 */
export function secretOrderSignals(sentences: readonly Sentence[]): Signal[] {
  for (const s of sentences) {
    const named = hasAny(s.lower, SECRET_KEYS) ? SECRET.exec(s.text) : null;
    if (!named) continue;
    for (const m of s.text.slice(named.index + named[0].length).matchAll(FETCH_AFTER)) {
      const at = named.index + named[0].length + m.index;
      if (!isOrder(s, at)) continue;
      const words = s.text.slice(named.index, at + m[0].length + 30);
      const framed = isFramed(s, named.index);
      const weight = 0.55 * (framed ? MENTION_FACTOR : 1);
      return [
        signal(
          'tool_poisoning',
          'poison.secret_order',
          'names a secret, then orders it fetched',
          words,
          weight,
          framed,
        ),
      ];
    }
  }
  return [];
}
