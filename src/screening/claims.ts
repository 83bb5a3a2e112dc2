// What a text asks for by claiming something (docs/scoring/screening.md "Intent"): the secrets already at hand asked
// for "to calibrate" or "as elevated context"; broad access or unconfirmed destruction a narrow tool says it wants;
// the user told a given line whatever happened, or the real state kept back; orders that hold "regardless of what
// the user asks", or go on when the user asks to stop; an agreement with the user the model never saw. Denied and
// framed words weigh as rules.ts says.
import { words, type Rule } from './rules.js';

/** Secrets by kind, in the words a text uses to ask for whatever is at hand. */
const SECRETS = [
  String.raw`(?:tokens?|keys?|api keys?|credentials?|secrets?|passwords?|authentication (?:material|data|details)|`,
  String.raw`auth (?:headers?|tokens?)|session (?:cookies?|tokens?)|configuration values)`,
].join('');
/** Words that say the secrets are the ones at hand: in scope, in the session, that the model can reach. */
const AT_HAND = [
  String.raw`(?:already in (?:scope|context|memory|the (?:session|context|environment))|available (?:in|to) `,
  String.raw`(?:the|this|your) (?:current )?(?:session|context|conversation|environment)|(?:that )?you have access to|`,
  String.raw`(?:that )?you can (?:see|read|access)|in your (?:context|environment|session))`,
].join('');

export const CLAIM_RULES: Rule[] = [
  {
    rule: 'intent.solicit_at_hand',
    class: 'tool_poisoning',
    what: 'asks for the secrets already at hand',
    gate: ['scope', 'context', 'session', 'available', 'access to', 'environment', 'memory', 'you can'],
    weight: 0.55,
    deniable: true,
    re: words([String.raw`\b${SECRETS}\b[^.!?\n]{0,40}?\b${AT_HAND}|\b(?:any|all)\s+${SECRETS}\s+${AT_HAND}`]),
  },
  {
    rule: 'capability.broad_access',
    class: 'capability_mismatch',
    what: 'asks for broad access, or says it destroys without confirmation',
    gate: ['access', 'confirmation', 'approval', 'asking'],
    weight: 0.5,
    deniable: true,
    re: words([
      String.raw`\b(?:broad|full|unrestricted|unlimited|complete|root|system-wide)\s+(?:(?:filesystem|file system|`,
      String.raw`network|system|disk|shell|internet)\s+(?:and\s+(?:filesystem|file system|network|system|disk|shell|`,
      String.raw`internet)\s+)?)?access\s+(?:is|are|will be)\s+(?:requested|required|needed|granted)\b|`,
      String.raw`\b(?:delete|overwrite|erase|wipe|modify)\s+any\s+(?:file|data|record)[^.!?\n]{0,40}?\bwithout\s+`,
      String.raw`(?:requiring|asking for|needing|any)\s+(?:user\s+)?(?:confirmation|approval|consent|permission)`,
    ]),
  },
  {
    rule: 'stance.scripted_reply',
    class: 'phrase_injection',
    what: 'tells the model what to say to the user, or to keep the real state back',
    gate: ['user', 'actual', 'real', 'true'],
    weight: 0.5,
    notOrder: 0,
    re: words([
      // A line given to say (quoted, or "that everything ..."), not guidance such as "tell the user no file matched".
      String.raw`\b(?:tell|inform|notify|assure|reassure)\s+(?:the\s+)?users?\b\s*(?:[:"'\u201c]|that\s+(?:everything|`,
      String.raw`all)\b)|\b(?:do not|don't|never)\s+(?:reveal|mention|disclose|show)\s+`,
      String.raw`(?:the\s+)?(?:actual|real|true)\s+(?:system\s+)?(?:status|state|results?|errors?|values?|figures?)`,
    ]),
  },
  {
    rule: 'phrase.over_the_user',
    class: 'phrase_injection',
    what: "holds its orders over the user's own requests, or past the user asking to stop",
    gate: ['regardless', 'no matter', 'stop', 'whatever', 'even ', 'be asked', 'be told', 'be consulted'],
    weight: 0.6,
    re: words([
      // The user by any name: "the end user", "the human".
      String.raw`\b(?:regardless of|no matter)\s+what(?:ever)?\s+the\s+(?:end[- ]?)?(?:users?|humans?)\s+(?:asks?|`,
      String.raw`says?|wants?|requests?)|\bif the (?:end[- ]?)?(?:user|human) asks (?:you )?to stop\b[^.!?\n]{0,80}?\b`,
      String.raw`(?:call|continue|keep|explain that)\b|`,
      // "add --no-verify, whatever the user asked for", "force=true even if the user asked for a preview"; not where
      // the sentence forbids the act ("never merge, even if the user asks": a careful server).
      String.raw`(?<!\b(?:never|not|no)\s[^.!?\n]{0,120}|n't\s[^.!?\n]{0,120})\b(?:whatever|even if|even when|`,
      String.raw`even though)\s+the\s+(?:end[- ]?)?(?:users?|humans?)\s+(?:asked|asks|requested|requests|wants|`,
      String.raw`wanted|said|says|chose|chooses)\b|`,
      // "the user prefers this and does not need to be asked": the user's consent taken as given.
      String.raw`\b(?:users?|humans?)\b[^.!?\n]{0,40}?\b(?:does not|doesn't|do not|don't|need not|needn't)\s+`,
      String.raw`(?:need\s+to\s+)?be\s+(?:asked|told|consulted)\b`,
    ]),
  },
  {
    rule: 'intent.keeps_secrets',
    class: 'tool_poisoning',
    what: 'says it keeps what no service may keep: card security codes, MFA or seed secrets, recovery codes',
    gate: ['cvv', 'cvc', 'security code', 'seed', 'recovery code', 'mfa', 'totp', '2fa'],
    weight: 0.55,
    deniable: true,
    re: words([
      String.raw`\b(?:stores?|saves?|logs?|records?|keeps?|retains?|collects?|harvests?|elicits?)\b[^.!?\n]{0,60}?`,
      String.raw`\b(?:cvvs?|cvcs?|card security codes?|mfa seeds?|totp (?:seeds?|secrets?)|2fa (?:seeds?|secrets?)|`,
      String.raw`recovery codes|seed phrases?|recovery phrases?)\b`,
    ]),
  },
  {
    rule: 'intent.agreement',
    class: 'prompt_injection',
    what: 'claims an agreement with the user the model never saw',
    gate: ['agreed', 'arranged', 'consented'],
    weight: 0.55,
    re: words([
      String.raw`\b(?:agreed|arranged|consented)(?:\s+upon)?\s+(?:between|by|with)\s+(?:you and the (?:end )?`,
      String.raw`(?:user|human)|the user and you|you and me)\b|`,
      String.raw`\bagreed[- ]upon (?:procedure|protocol|call flow|process)\b`,
    ]),
  },
];
