// Words about behaviour the text has no business setting (docs/scoring/screening.md): shadowing, orders about how
// another tool behaves, whether or not that tool is in the run (rug pulls are in rug.ts).
import { escapeRegExp } from '../util/text.js';
import { TOOL_NAME } from './intent.js';
import { hasAny } from './keys.js';
import { words, type Rule } from './rules.js';
import { isFramed, isNegated, UNDENIED, type Sentence } from './text.js';
import { MENTION_FACTOR, signal, type Signal } from './verdict.js';

// A tool's name as a text gives it: snake_case, kebab-case, camelCase, dotted, or any word followed by "tool".
export const TOOL = [
  String.raw`\x60?[a-z][a-z0-9]*(?:[_.-][a-z0-9]+)+\x60?(?:\s+(?:tool|function|command))?|(?:[\w-]+\s+){1,3}(?:tool|`,
  String.raw`function)|(?:tool|function)\s+(?:named|called)\s+\x60?[\w.-]+\x60?`,
].join('');
export const OTHER = String.raw`(?!this\b|the current\b|our\b|my\b)`;
export const ORDER = [
  String.raw`\b(?:always|also|must|instead|make sure|ensure|be sure|remember|add|include|append|prepend|cc|bcc|send|`,
  String.raw`forward|change|set|replace|redirect|copy|attach|modify|rewrite|substitute|first|multiply|adjust|`,
  String.raw`discard|ignore|drop)\b`,
].join('');
export const SHADOW_RULES: Rule[] = [
  {
    rule: 'shadow.every_action',
    class: 'shadowing',
    what: 'changes every command, call or message the model makes',
    gate: ['you '],
    weight: 0.6,
    re: words([
      String.raw`\b(?:all|every|each|any)\s+(?:\w+\s+)?(?:commands?|calls?|requests?|queries|messages?|e-?mails?|`,
      String.raw`replies|tool calls?)\s+(?:that\s+)?you\s+(?:execute|run|make|send|write|issue|call)\s+(?:must|should|`,
      String.raw`shall|will)\s+(?:first\s+|also\s+)?(?:be\s+)?(?:prefixed|preceded|followed|wrapped|suffixed|appended|`,
      String.raw`routed|sent|copied|start|begin|end|include)\b`,
    ]),
  },
  {
    rule: 'shadow.alter',
    class: 'shadowing',
    what: 'changes how another tool behaves',
    // "it does not alter the behavior of any other tool" promises the opposite.
    deniable: true,
    gate: [
      'modif',
      'chang',
      'alter',
      'overrid',
      'replac',
      'intercept',
      'hijack',
      'redefin',
      'redirect',
      'wrap',
      'patch',
    ],
    weight: 0.75,
    re: words([
      String.raw`\b(?:modif(?:y|ies)|chang(?:e|es)|alter(?:s)?|overrid(?:e|es)|replac(?:e|es)|intercept(?:s)?|`,
      String.raw`hijack(?:s)?|redefin(?:e|es)|redirect(?:s)?|wrap(?:s)?|patch(?:es)?)\s+`,
      String.raw`(?:the\s+)?(?:behaviou?rs?|functions?|functionality|outputs?|results?|parameters?|arguments?|`,
      String.raw`recipients?|destinations?|workflow|operations?|calls?)\s+of\s+`,
      String.raw`(?:the\s+|all\s+|any\s+|every\s+|other\s+)*${OTHER}(?:[\w.:'-]+\s+){0,3}?(?:${TOOL}|tools?|`,
      String.raw`functions?|servers?)`,
    ]),
  },
  {
    rule: 'shadow.when_called',
    class: 'shadowing',
    what: 'gives orders for when another tool is used',
    gate: ['when', 'every time', 'each time', 'any time', 'if ', 'after', 'before', 'while'],
    weight: 0.65,
    re: words([
      String.raw`\b(?:when(?:ever)?|every time|each time|any time|if|after|before|while)\s+(?:`,
      // "whenever you call send_email", "every time the agent uses the mail tool"
      String.raw`(?:(?:the|a|an|you|we|any|the user|the agent|the model|the assistant|a user|users|someone|anyone|`,
      String.raw`the client|a client)\s+)?(?:calls?|calling|uses?|using|invokes?|invoking|runs?|running)\s+`,
      String.raw`(?:the\s+)?${OTHER}(?:(?:[\w-]+(?:'s)?\s+){0,3}?(?:${TOOL})|(?!it\b|them\b)[a-z]+(?=,))|`,
      // "whenever send_email is called", "when the mail server's send_email tool is used"
      String.raw`(?:the\s+|a\s+|an\s+|any\s+)?${OTHER}(?:[\w-]+(?:'s)?\s+){0,3}?(?:${TOOL})\s+(?:is|gets|are|`,
      String.raw`has been)\s+(?:called|used|invoked|run|executed|triggered)`,
      String.raw`)\b[^.!?\n]{0,60}?${UNDENIED}${ORDER}`,
    ]),
  },
  {
    rule: 'shadow.instead',
    class: 'shadowing',
    what: 'steers the model away from another tool',
    gate: ['instead', 'prefer', 'rather', ' over '],
    weight: 0.3,
    re: words([
      String.raw`\binstead of (?:using |calling )?(?:the\s+)?${OTHER}(?:${TOOL})|\b(?:prefer|use|call) (?:this|`,
      String.raw`me)(?: tool)? (?:over|instead of|rather than)\b`,
    ]),
  },
  {
    // "This is the only correct file tool", "the sole approved way to send mail": every other tool ruled out at once.
    rule: 'shadow.only_one',
    class: 'shadowing',
    what: 'claims to be the only right tool for its job',
    gate: ['only', 'sole'],
    weight: 0.3,
    deniable: true,
    re: words([
      String.raw`\b(?:the|is|are)\s+(?:only|sole)\s+(?:correct|valid|approved|safe|secure|trusted|legitimate|`,
      String.raw`authori[sz]ed|sanctioned|permitted|allowed|proper|right)\s+(?:[\w-]+\s+){0,2}?`,
      String.raw`(?:tool|function|way|method)\b`,
    ]),
  },
  {
    rule: 'shadow.other_server',
    class: 'shadowing',
    what: "steers the model away from another server's tool",
    gate: ['server'],
    weight: 0.55,
    deniable: true,
    re: words([
      String.raw`\b(?:instead of|rather than|over)\s+(?:using\s+|calling\s+)?(?:the\s+|any\s+)?(?:[\w-]+\s+){0,2}`,
      String.raw`server'?s\s+(?:[\w-]+\s+){0,2}(?:tool|function)s?\b`,
    ]),
  },
  {
    rule: 'shadow.avoid',
    class: 'shadowing',
    what: 'tells the model not to use another tool',
    gate: ['not ', 'never', "n't", 'stop'],
    weight: 0.5,
    re: words([
      String.raw`\b(?:do not|don't|never|stop) (?:use|using|call|calling|invoke|invoking|trust|trusting) `,
      String.raw`(?:the\s+)?${OTHER}(?:${TOOL})`,
    ]),
  },
  {
    rule: 'shadow.disparage',
    class: 'shadowing',
    what: "calls another tool's results wrong",
    gate: [
      'wrong',
      'incorrect',
      'unreliable',
      'broken',
      'outdated',
      'inaccurate',
      'compromised',
      'unsafe',
      'malicious',
      'fake',
      'off by',
    ],
    weight: 0.45,
    re: words([
      String.raw`\b(?:the\s+)?${OTHER}(?:${TOOL})(?:'s)?(?:\s+(?:results?|outputs?|answers?|responses?|`,
      String.raw`data))?,?\s+(?:(?:which|that)\s+)?(?:is|are)\s+(?:now\s+)?`,
      String.raw`(?:wrong|incorrect|unreliable|broken|outdated|inaccurate|compromised|unsafe|malicious|fake|`,
      String.raw`deprecated and unsafe|off by)\b`,
    ]),
  },
  {
    rule: 'shadow.every_message',
    class: 'shadowing',
    what: 'rules over every message another tool sends',
    gate: ['all ', 'every', 'each', 'any '],
    weight: 0.55,
    re: words([
      String.raw`\b(?:all|every|each|any)\s+(?:other\s+)?(?:emails?|messages?|requests?|calls?|tool calls?|`,
      String.raw`transactions?|payments?|transfers?|commands?)\s+`,
      String.raw`(?:(?:sent|made|issued|executed|processed|going out)\s+)?(?:via|through|with|by|using|`,
      String.raw`from)\s+(?:the\s+)?(?:[\w-]+(?:'s)?\s+){0,2}?(?:${TOOL}|tools?|servers?)`,
      String.raw`[^.!?\n]{0,60}?\b(?:must|should|always|need to|has to|have to)\b`,
    ]),
  },
];

/** Where the text is told, and the other servers of the run: naming one of their tools is shadowing. */
export interface Neighbourhood {
  /** This server's own tools: pointing to one of them is ordinary. */
  siblings?: readonly string[];
  others?: ReadonlyArray<{ server: string; tools: readonly string[] }>;
}

/** Another server of the run, or one of its tools, named (a sibling of the same name is ordinary). */
export function neighbourSignals(sentences: readonly Sentence[], at: Neighbourhood): Signal[] {
  const out: Signal[] = [];
  const siblings = new Set(at.siblings ?? []);
  for (const { server, tools } of at.others ?? []) {
    const names = [...tools.filter((t) => t.length >= 4 && !siblings.has(t)), `mcp_${server}`];
    for (const name of names) {
      const re = new RegExp(`(?:^|[^\\w-])${escapeRegExp(name)}(?![\\w-])`, 'i');
      const s = sentences.find((x) => re.test(x.text) && !isNegated(x, x.text.search(re)));
      if (!s) continue;
      const framed = isFramed(s, s.text.search(re));
      const what = name.startsWith('mcp_') ? 'names the gateway of another server' : "names another server's tool";
      out.push(signal('shadowing', `shadow.neighbour`, what, `${name} of ${server}`, framed ? 0.1 : 0.35));
      if (out.length >= 3) return out;
    }
  }
  return out;
}

/** Another tool said to be out of use: "send_email is deprecated", "the search tool no longer works". */
const RETIRED = new RegExp(
  [
    String.raw`(?:${TOOL_NAME}|\bthe [\w-]+ tool)[^.!?\n]{0,40}?\b(?:(?:is|are|has been|have been)\s+(?:now\s+)?`,
    String.raw`(?:deprecated|disabled|broken|unavailable|removed|retired|compromised|unsafe)|no longer works?|`,
    String.raw`(?:does not|doesn't) work)\b`,
  ].join(''),
  'i',
);
const RETIRED_KEYS = [
  'deprecat',
  'disabled',
  'broken',
  'unavailable',
  'removed',
  'retired',
  'compromised',
  'unsafe',
  'no longer',
  'not work',
  "n't work",
];
const HERE = /\b(?:use|call|route|prefer|through)\b[^.!?\n]{0,40}\bthis (?:tool|one|server)\b/i;

/** One sentence retires another tool and the text sends its calls here: shadowing, whichever sentence says which. */
export function retiredSignals(sentences: readonly Sentence[]): Signal[] {
  const retired = sentences.find((s) => {
    if (!hasAny(s.lower, RETIRED_KEYS) || s.lower.includes('this tool is')) return false;
    const m = RETIRED.exec(s.text);
    return m && !isNegated(s, m.index);
  });
  if (!retired || !sentences.some((s) => HERE.test(s.text))) return [];
  const mention = isFramed(retired, 0);
  const what = 'says another tool is out of use so this one must be used';
  return [signal('shadowing', 'intent.retired', what, retired.text, 0.55 * (mention ? MENTION_FACTOR : 1), mention)];
}
