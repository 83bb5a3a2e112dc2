// A seeded paraphraser: a text rewritten the way another author would word the same thing (issue 47: the rules fit
// the wording of the development attacks). Synonyms of the verbs, objects, addressees, secrecy and modal strength
// attacks are made of, another framing marker, an order put in the passive voice, two sentences swapped. The lexicons
// are general English (a thesaurus's), written without reading any held-out text. Deterministic: a seed and a text
// give one paraphrase on every machine. Paraphrases of benign texts must stay benign, of caught attacks stay caught.
import { escapeRegExp } from '../../src/util/text.js';
import { mulberry32 } from './seeded.js';

/** A verb's forms: base, third person, past, -ing, past participle. */
type Verb = readonly [string, string, string, string, string];

const regular = (base: string, stem = base): Verb => [
  base,
  /(?:s|sh|ch|x)$/.test(base) ? `${base}es` : `${base}s`,
  `${stem}ed`,
  `${stem}ing`,
  `${stem}ed`,
];
const e = (base: string): Verb => regular(base, base.slice(0, -1));
const doubled = (base: string): Verb => regular(base, base + base.slice(-1));

/** Verbs that hand data over. */
const SEND: readonly Verb[] = [
  ['send', 'sends', 'sent', 'sending', 'sent'],
  doubled('transmit'),
  regular('forward'),
  regular('post'),
  regular('upload'),
  regular('relay'),
  e('share'),
  regular('deliver'),
  regular('report'),
  regular('sync'),
  doubled('submit'),
  regular('export'),
  regular('dispatch'),
];
/** Verbs that get hold of data. */
const READ: readonly Verb[] = [
  ['read', 'reads', 'read', 'reading', 'read'],
  regular('access'),
  e('retrieve'),
  regular('load'),
  regular('open'),
  regular('collect'),
  regular('gather'),
  regular('fetch'),
  doubled('grab'),
  regular('obtain'),
  regular('extract'),
  e('capture'),
];
/** Verbs that destroy. */
const DELETE: readonly Verb[] = [
  e('delete'),
  e('remove'),
  e('erase'),
  regular('wipe', 'wip'),
  e('purge'),
  regular('destroy'),
];
const IGNORE: readonly Verb[] = [
  e('ignore'),
  regular('disregard'),
  ['forget', 'forgets', 'forgot', 'forgetting', 'forgotten'],
  regular('overlook'),
];
const INCLUDE: readonly Verb[] = [e('include'), regular('append'), regular('attach'), doubled('embed'), e('insert')];
const RUN: readonly Verb[] = [
  ['run', 'runs', 'ran', 'running', 'run'],
  e('execute'),
  e('invoke'),
  regular('call'),
  regular('launch'),
];
const VERBS: ReadonlyArray<readonly Verb[]> = [SEND, READ, DELETE, IGNORE, INCLUDE, RUN];

/** Keeping it from the user: a clause of its own ("do not tell the user their password" is another thing). */
const SECRECY = [
  'do not tell the user',
  "don't tell the user",
  'do not mention this to the user',
  'without informing the user',
  'keep this hidden from the user',
  'without the user knowing',
  'never reveal this to the user',
  'do not let the user know',
  'without notifying the user',
];

/** Modal strength before the verb of an order, at the head of a clause ("should always be" keeps its "always"). */
const MODALS = [
  'you must',
  'you should',
  'you need to',
  'you have to',
  'you are required to',
  'make sure to',
  'be sure to',
  'always',
  'it is required to',
  'it is essential to',
];
// Not "above": as often after its noun ("the words above") as before it.
/** A denial before the verb of an order, at the head of a clause as MODALS. */
const NEGATIONS = ['do not', "don't", 'never', 'must not', 'should not'];
const EARLIER = ['previous', 'prior', 'earlier', 'preceding'];

/** Words and phrases that stand for one another, whatever the grammar around them. */
const PHRASES: ReadonlyArray<readonly string[]> = [
  // Secret files by their paths and by their names.
  [
    '~/.ssh/id_rsa',
    '~/.ssh/id_ed25519',
    'the SSH private key',
    '~/.aws/credentials',
    'the .env file',
    '~/.netrc',
    '~/.config/gh/hosts.yml',
    '~/.docker/config.json',
  ],
  NEGATIONS,
  [
    'before using this tool',
    'before calling this tool',
    'prior to using this tool',
    'before invoking this tool',
    'before you use this tool',
    'ahead of using this tool',
  ],
  ['the user', 'the human', 'the end user'],
  ['credentials', 'secrets', 'API keys', 'access tokens', 'passwords', 'auth tokens'],
  // Not "secret": as often an adjective ("keep it secret").
  ['credential', 'API key', 'access token', 'password', 'auth token'],
  [
    'conversation history',
    'chat history',
    'message history',
    'previous messages',
    'conversation context',
    'chat log',
    'dialogue history',
    'chat transcript',
  ],
  [
    'user data',
    'personal information',
    'PII',
    'personal data',
    'private user information',
    'user details',
    'personally identifiable information',
  ],
  ['the assistant', 'the AI', 'the model', 'the agent', 'Claude', 'the LLM', 'the AI assistant', 'the language model'],
  SECRECY,
  ['silently', 'quietly', 'secretly', 'covertly', 'discreetly', 'stealthily'],
  MODALS,
  ['must', 'should', 'has to', 'needs to', 'is required to', 'shall'],
  ['instructions', 'directions', 'guidelines', 'directives', 'orders'],
  EARLIER,
  ['important', 'critical', 'essential', 'crucial', 'vital'],
];

/** Framing markers that open a sentence: any author's, and a claim to speak for the system (never put on a text). */
const MARKERS = ['Note:', 'Important:', 'IMPORTANT:', 'NOTE:', 'Attention:', 'Reminder:'];
const CLAIMS = ['System note:', '[SYSTEM]', 'SYSTEM:'];
const CLAIMED = /^(?:System note|SYSTEM|System):|^\[SYSTEM\]/;
const MARKER = /^(?:Note|Important|System note|IMPORTANT|NOTE|Attention|Reminder|SYSTEM|System):\s*|^\[SYSTEM\]\s*/;
/** Names for a tag that wraps orders: `<IMPORTANT>`. */
const TAGS = ['IMPORTANT', 'SYSTEM', 'NOTE', 'CRITICAL', 'INSTRUCTIONS', 'ADMIN'];

/** One surface form: the list it belongs to, which member, which form of it. */
interface Form {
  family: ReadonlyArray<readonly string[]>;
  member: number;
  form: number;
}

/** Every surface form, lower case, to the family it belongs to (a verb family's members are its verbs' forms). */
const FORMS = new Map<string, Form>();
const VERB_FAMILIES = new Set<ReadonlyArray<readonly string[]>>();
for (const family of VERBS) {
  const members = family.map((v) => [...v]);
  VERB_FAMILIES.add(members);
  members.forEach((v, member) =>
    v.forEach((w, form) => FORMS.has(w) || FORMS.set(w, { family: members, member, form })),
  );
}
const SECRET_FORMS = SECRECY.map((w) => [w]);
const EARLIER_FORMS = EARLIER.map((w) => [w]);
const MODAL_FORMS = MODALS.map((w) => [w]);
const NEGATION_FORMS = NEGATIONS.map((w) => [w]);
for (const p of PHRASES) {
  const members =
    p === SECRECY
      ? SECRET_FORMS
      : p === EARLIER
        ? EARLIER_FORMS
        : p === MODALS
          ? MODAL_FORMS
          : p === NEGATIONS
            ? NEGATION_FORMS
            : p.map((w) => [w]);
  p.forEach(
    (w, member) => FORMS.has(w.toLowerCase()) || FORMS.set(w.toLowerCase(), { family: members, member, form: 0 }),
  );
}
// "Including" is a preposition as often as a verb.
FORMS.delete('including');
/** Longest first, so that "you must" wins over "must"; not inside an identifier, a path or an address. */
const ANY = new RegExp(
  String.raw`(?<![\w/._<=?&-])(?:${[...FORMS.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?![\w/_>-]|\.\w)`,
  'gi',
);

/** The case of `like` put on `word`: all capitals, a capital first, or as written. */
function cased(word: string, like: string): string {
  if (like.length > 1 && like === like.toUpperCase() && like !== like.toLowerCase()) return word.toUpperCase();
  if (/^[A-Z]/.test(like)) return word[0].toUpperCase() + word.slice(1);
  return word;
}

/** Paraphrase settings: the chance of each kind of change. */
export interface ParaphraseOptions {
  /** Each word or phrase of a lexicon replaced by another of its list. */
  synonym?: number;
  /** An order that opens a sentence put in the passive voice ("Send X to Y" -> "X should be sent to Y"). */
  passive?: number;
  /** A framing marker changed, dropped or added. */
  framing?: number;
  /** Two neighbouring sentences swapped. */
  order?: number;
  /** An order that opens a sentence led by a modal or an addressee ("Send X" -> "The assistant must send X"). */
  lead?: number;
}

const DEFAULTS: Required<ParaphraseOptions> = { synonym: 0.7, passive: 0.5, framing: 0.3, order: 0.3, lead: 0.3 };

/** What may lead an order: a modal, an addressee, politeness. */
const LEADS = [
  'You must',
  'You should',
  'Please',
  'Make sure to',
  'Always',
  'The assistant must',
  'The AI should',
  'You are required to',
  'It is important to',
  'Be sure to',
];

/** "Send X to Y." -> "You must send X to Y." (the verb any of the lexicons' or a common one). */
function lead(rnd: () => number, sentence: string): string {
  const m = /^([A-Z][a-z]+)(?= )/.exec(sentence);
  if (!m || !(BASES.has(m[1].toLowerCase()) || /^(?:Use|Tell|Ask|Return|Include|Add|Write|Save)$/.test(m[1]))) {
    return sentence;
  }
  return `${pick(rnd, LEADS)} ${m[1].toLowerCase()}${sentence.slice(m[1].length)}`;
}

const pick = <T>(rnd: () => number, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];

/** Another member of the family, in the same form. */
function another(rnd: () => number, f: Form): string {
  const others = f.family.map((_, i) => i).filter((i) => i !== f.member);
  const m = f.family[pick(rnd, others)];
  return m[Math.min(f.form, m.length - 1)];
}

/** The verbs an order may open with, by their base form (lower case). */
const BASES = new Map<string, Verb>(VERBS.flat().map((v) => [v[0], v]));
/** An order that opens a sentence: its verb, its object, what follows (a place, a purpose) and its end. */
const WORD = String.raw`[\w'~/-]+(?:\.[\w'~/-]+)*`;
const ORDER = new RegExp(
  String.raw`^((?:please |then |always )?)([a-z]+) ((?:${WORD} ){0,6}?${WORD})` +
    String.raw`((?: (?:to|from|into|in|on|via|using|with|and|before|after)\b[^.!?\n]*)?)([.!?]?)$`,
  'i',
);

/** "Send the keys to X." -> "The keys should be sent to X." */
function passive(rnd: () => number, sentence: string): string {
  const m = ORDER.exec(sentence);
  const v = m && BASES.get(m[2].toLowerCase());
  if (!m || !v || /^(?:to|it|me|us|them|this tool|any|all|everything|anything)$/i.test(m[3])) return sentence;
  const object = m[3].replace(/^(?:your|all your)\b/i, (w) => w.replace(/your/i, 'the'));
  const modal = pick(rnd, ['should', 'must']);
  // A tool's name keeps its case: "list_files should be called", not "List_files".
  const head = /^[a-z]+\b(?![_.-]\w)/.test(object) ? cased(object, 'X') : object;
  return `${head} ${modal} be ${v[4]}${m[4]}${m[5]}`;
}

/** The text cut into sentences (with the spaces after each), and lines kept as they are. */
function split(text: string): string[] {
  return text.split(/(?<=[.!?]\s+)(?=[A-Z<[])|(?<=\n)/);
}

/** A framing marker: changed to another, dropped, or (none there) put before the first sentence that is an order. */
function reframe(rnd: () => number, parts: string[]): string[] {
  const tagged = parts.join('').match(/<([A-Z_-]{3,20})>/);
  if (tagged) {
    const name = pick(
      rnd,
      TAGS.filter((t) => t !== tagged[1]),
    );
    const closing = new RegExp(`</${tagged[1]}>`, 'g');
    return parts.map((p) => p.replace(`<${tagged[1]}>`, `<${name}>`).replace(closing, `</${name}>`));
  }
  const at = parts.findIndex((p) => MARKER.test(p));
  if (at >= 0) {
    // A claim may become a plain marker, a plain marker never a claim: that would change what the text says.
    const to = rnd() < 0.3 ? '' : `${pick(rnd, CLAIMED.test(parts[at]) ? [...MARKERS, ...CLAIMS] : MARKERS)} `;
    return parts.map((p, i) => (i === at ? p.replace(MARKER, to) : p));
  }
  const order = parts.findIndex((p) => ORDER.test(p.trim()) && BASES.has(p.trim().split(' ')[0].toLowerCase()));
  if (order < 0) return parts;
  return parts.map((p, i) => (i === order ? `${pick(rnd, MARKERS)} ${p}` : p));
}

/** Words before a noun: a verb's base form after one is the noun ("network access", "a long run"). */
const DETERMINER = new RegExp(
  String.raw`\b(?:the|a|an|this|that|these|those|its|their|your|our|my|each|every|any|no|some|of|per|api|data|` +
    String.raw`network|file|filesystem|read|write|full|admin|root|internet|disk|remote|public|long|short)\s+$`,
  'i',
);

/** Each word or phrase of a lexicon replaced, at the chance given, by another of its list in the same form. */
function synonyms(rnd: () => number, text: string, chance: number): string {
  return text.replace(ANY, (w: string, at: number, all: string) => {
    const f = FORMS.get(w.toLowerCase());
    const after = all.slice(at + w.length);
    if (!f || (f.family === SECRET_FORMS && !/^(?:[.,;:!)\n]|$)/.test(after))) return w;
    // An HTTP method is no verb of the text's: "curl -X POST".
    if (/-X\s+$/.test(all.slice(Math.max(0, at - 4), at))) return w;
    // "Prior to" is "before", not "previous".
    if (f.family === EARLIER_FORMS && /^ to\b/i.test(after)) return w;
    if (
      (f.family === MODAL_FORMS || f.family === NEGATION_FORMS) &&
      !/(?:^|[.!?:;,>\n(-]|\band|\bthen|\bplease)\s*$/i.test(all.slice(0, at))
    )
      return w;
    // A verb's base or -s form after a determiner is a noun ("the report", "API calls"): another thing.
    if (f.form < 2 && VERB_FAMILIES.has(f.family) && DETERMINER.test(all.slice(Math.max(0, at - 12), at))) return w;
    return rnd() < chance ? cased(another(rnd, f), w) : w;
  });
}

/** One paraphrase of `text`, the same for the same seed. */
export function paraphrase(text: string, seed: number, options: ParaphraseOptions = {}): string {
  const o = { ...DEFAULTS, ...options };
  const rnd = mulberry32(seed);
  // The words first: the passive voice then puts whichever verb is there in its participle.
  let parts = split(synonyms(rnd, text, o.synonym)).map((p) => {
    const body = p.trimEnd();
    const turned = rnd() < o.passive ? passive(rnd, body) : body;
    return (turned === body && rnd() < o.lead ? lead(rnd, body) : turned) + p.slice(body.length);
  });
  if (rnd() < o.framing) parts = reframe(rnd, parts);
  if (parts.length > 1 && rnd() < o.order) {
    const i = Math.floor(rnd() * (parts.length - 1));
    const [a, b] = [parts[i], parts[i + 1]];
    // Only sentences of one paragraph, each ended: a swap must not join two lines into one.
    if (/[.!?]\s+$/.test(a) && /[.!?]$/.test(b.trimEnd()) && !a.includes('\n') && !b.includes('\n')) {
      parts[i] = b.trimEnd() + a.slice(a.trimEnd().length);
      parts[i + 1] = a.trimEnd() + b.slice(b.trimEnd().length);
    }
  }
  return parts.join('');
}

/** A seed for the k-th paraphrase of an entry: its id hashed (FNV-1a) with k. */
export function seedOf(id: string, k: number): number {
  let h = 0x811c9dc5;
  for (const c of `${id}#${k}`) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193);
  return h >>> 0;
}
