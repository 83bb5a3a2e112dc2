// The words for data that must not leave the machine or the conversation (docs/scoring/screening.md "Intent"): one
// list, read by the intent rules (a transfer, a hand-over, a reach) and by the declared transfers of stance.ts.
/**
 * Not "email" the verb that sends but the noun of a form or a setting, as a scraper's steps say it: "Fill in email
 * field with test@example.com", "the email address column".
 */
export const NOT_A_FORM = [
  String.raw`(?!\s+(?:field|address|input|box|column|form|header|template|parameter|account|client)s?\b)`,
].join('');

/** Data that must not leave the machine or the conversation. */
export const SENSITIVE = [
  String.raw`(?:credentials?|passwords?|passphrases?|secrets?|key ?files?|keychains?|\.pem\b|id_rsa|id_ed25519|`,
  String.raw`api[ _-]?keys?|access[ _-]?tokens?|ssh (?:config\w*|keys?|credentials?)|auth(?:entication)? tokens?|`,
  String.raw`(?:github|gitlab|npm|pypi|slack|discord|openai|anthropic|aws|gcp|azure|bot|bearer|oauth|refresh|session|`,
  String.raw`jwt|personal access) tokens?|private keys?|ssh keys?|~\/\.ssh|\.ssh\b|\.aws\b|\.env\b|session cookies|`,
  String.raw`cookies|env(?:ironment)? (?:variables|vars|data)|`,
  // A secret's variable name: AWS_SECRET_ACCESS_KEY, GITHUB_TOKEN, DB_PASSWORD (not AWS_ACCESS_KEY_ID, PRIMARY_KEY).
  String.raw`[a-z0-9]+(?:_[a-z0-9]+)*?_(?:api_?keys?|tokens?|secrets?|passwords?|secret_(?:access_)?keys?|`,
  String.raw`private_keys?)\b|`,
  String.raw`clipboard|conversation (?:history|context|contents|transcript|log)|`,
  String.raw`(?:the )?(?:full|entire|whole|complete) conversation|(?:this|the) conversation(?![ _-]?(?:id|ids|`,
  String.raw`identifier)\b)|chat (?:history|logs?|transcripts?)|(?:whole|entire|full|complete) (?:workspace|project|`,
  String.raw`repo(?:sitory)?|codebase|home (?:directory|folder)|file ?system|disk)|`,
  String.raw`all (?:of )?(?:the )?(?:file ?paths|file ?names) in (?:the|this|your|that) (?:folder|directory|workspace|`,
  String.raw`project|repo(?:sitory)?)|(?:previous|prior|last|all) (?:user )?messages|brows(?:ing|er) history|`,
  String.raw`saved passwords|personal (?:data|information|details|records)|contacts|keystrokes|system prompt|wallet|`,
  String.raw`seed phrase|machine (?:id|fingerprint)|hardware (?:id|serial)|mac address|social security|ssn\b|`,
  String.raw`home address|phone numbers?|(?:password|login|credential|secrets?) vaults?|vault exports?|`,
  String.raw`(?:precise|exact|current|gps) location|ip address(?:es)?|screenshots? of|`,
  String.raw`(?:photos|messages) (?:library|app)|`,
  // What fingerprints the machine: its installed programs and running processes (not "long-running processes", a
  // kind of process a terminal's tool watches).
  String.raw`installed (?:applications|apps|software|programs)|(?<!-)running processes|`,
  String.raw`customer'?s? (?:account )?(?:balance|record|data)|`,
  // What a browser, a phone or a password manager keeps for the user.
  String.raw`saved (?:logins|payment (?:cards|methods)|cards|addresses)|login data|cookie (?:store|jar)s?|`,
  String.raw`one-time (?:codes|passwords|passcodes)|otp codes|sms (?:inbox|messages)|text messages|`,
  String.raw`(?:full )?card numbers|master password|\.netrc\b|everything the user (?:has )?(?:written|typed|said|`,
  String.raw`sent)|cop(?:y|ies) of (?:the |your |all |each |every )?(?:user'?s? )?(?:inputs?|prompts?|requests?|`,
  String.raw`queries|documents?|messages?|conversations?|responses?)|`,
  // Someone's private things by name: "the person's private workspace journal", "the user's private drafts".
  String.raw`(?:user|person|customer|employee|patient|client|member)'?s?\s+private\s+(?:[\w-]+\s+){0,2}?(?:drafts?|`,
  String.raw`journals?|notes?|files?|documents?|messages?|data|records?|photos?|e-?mails?|diar(?:y|ies)))`,
].join('');

/** Fragments one of which every SENSITIVE term has: a sentence without one is not searched for them. */
export const SENSITIVE_KEYS = [
  'saved',
  'login data',
  'one-time',
  'otp',
  'sms',
  'text message',
  'card number',
  'master password',
  'netrc',
  'everything the user',
  'credential',
  'password',
  'passphrase',
  'secret',
  'api',
  'token',
  'key',
  'ssh',
  '.aws',
  '.env',
  'cookie',
  'file path',
  'file name',
  'filename',
  'env',
  'clipboard',
  'conversation',
  'chat ',
  'messages',
  'browsing',
  'browser history',
  'installed',
  'running processes',
  'personal',
  'contacts',
  'keystroke',
  'system prompt',
  'wallet',
  'vault',
  'seed phrase',
  'machine',
  'hardware',
  'mac address',
  'social security',
  'ssn',
  'home address',
  'phone',
  'location',
  'ip address',
  'screenshot',
  'photos',
  'customer',
  'cop',
  'whole ',
  'entire ',
  'full ',
  'complete ',
  'private',
];

/**
 * Words before a secret that make it no secret: "redacted passwords", "documentation about credentials", "reset your
 * password".
 */
const NOT_SECRET_BEFORE = new RegExp(
  [
    String.raw`\b(?:redacted|masked|hashed|obfuscated|public|example|sample|dummy|fake|placeholder|synthetic|`,
    String.raw`(?:documentation|docs|guides?|articles?) (?:about|on|for|to)|about|regarding|concerning|`,
    // "Click here to reset your password": the account's action named, not the secret handed out.
    String.raw`reset|forgot|forgotten|recover|lost)\s+(?:[\w-]+\s+)?$`,
  ].join(''),
  'i',
);
/** Words after a secret that make it something else: "API key names", "password policy", "password reset". */
const NOT_SECRET_AFTER = new RegExp(
  [
    String.raw`^\s*(?:names?|ids?|identifiers?|labels?|metadata|documentation|docs|polic(?:y|ies)|formats?|rotation|`,
    String.raw`references?|field names?|prefix(?:es)?|hints?|requirements?|strength|length|resets?|recovery)\b`,
  ].join(''),
  'i',
);

/** Is the data at [at, end) of `text` only talked about (its names, its policy, a redacted copy), not handed out? */
export function notTheData(text: string, at: number, end: number): boolean {
  return NOT_SECRET_BEFORE.test(text.slice(Math.max(0, at - 50), at)) || NOT_SECRET_AFTER.test(text.slice(end));
}
