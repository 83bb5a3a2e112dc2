// Acts no tool's text asks of a model (docs/scoring/screening.md "Intent"): a file tool ordered onto a secret or a
// system file as a step before another tool; a tool call written out with an outside address as its destination;
// traces covered (an audit log deleted) or an administrator's password changed; access granted to whoever writes;
// script decoded and run; a page fetched whose words are to be taken as policy; a new identity by name; the reading
// agent told to abandon its task (in English or French). Denied and framed words weigh as rules.ts says.
import { words, type Rule } from './rules.js';

/** Files no tool's step needs: SSH keys, the password and shadow files, cloud and environment secrets. */
const SECRET_PATH = [
  String.raw`(?:~\/\.ssh\/?[\w.-]*|\/etc\/(?:passwd|shadow|sudoers)|id_(?:rsa|ed25519|ecdsa|dsa)|\.aws\/[\w.-]+|`,
  String.raw`\.env\b|`,
  // Other files of credentials, by their usual names: "~/.netrc", "~/.docker/config.json", "the SSH private key".
  String.raw`\.(?:netrc|npmrc|pypirc|pgpass|git-credentials)\b|\.docker\/config\.json|\.kube\/config\b|gh\/hosts\.yml|`,
  String.raw`\bssh private keys?\b)`,
].join('');

export const ACT_RULES: Rule[] = [
  {
    rule: 'poison.file_tool_on_secret',
    class: 'tool_poisoning',
    what: 'orders a file tool called on a secret or system file',
    gate: [
      'ssh',
      '/etc/',
      'id_',
      '.aws',
      '.env',
      'netrc',
      'npmrc',
      'pypirc',
      'pgpass',
      'credentials',
      'docker',
      'kube',
      'hosts.yml',
    ],
    weight: 0.6,
    deniable: true,
    re: words([
      String.raw`\b(?:call|calling|use|using|invoke|invoking|run|running|execute|executing|launch|launching|trigger|`,
      String.raw`triggering|employ)\s+(?:the\s+)?[\x60'"]?\w*(?:read|write|move|copy|delete|remove|`,
      String.raw`edit|`,
      String.raw`overwrite|append|rename)\w*[\x60'"]?(?:\s+tool)?\b[^.!?\n]{0,80}?${SECRET_PATH}`,
    ]),
  },
  {
    rule: 'exfil.call_destination',
    class: 'exfiltration',
    what: 'a tool call written out with an outside address as its destination',
    gate: ['('],
    weight: 0.5,
    re: words([
      String.raw`\b\w+_\w+\(\s*[^)]{0,80}?\b(?:destination|dest|url|recipient|to|endpoint|host|server|webhook)\s*=\s*`,
      String.raw`['"]?(?:(?:s?ftp|https?):\/\/)?[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}`,
    ]),
  },
  {
    rule: 'poison.cover_tracks',
    class: 'tool_poisoning',
    what: "covers its traces or takes over an administrator's account",
    gate: ['log', 'trail', 'history', 'password'],
    weight: 0.55,
    deniable: true,
    re: words([
      // The log of what was just done, not one past its retention period.
      String.raw`\b(?:delete|clear|erase|wipe|remove|purge)\s+(?:the\s+|all\s+)?(?:audit|access|security|event|`,
      String.raw`system)\s+(?:logs?|trail|log entries|history)\s+(?:entries\s+)?(?:from|for|of)\s+the\s+`,
      String.raw`(?:last|past)\b|`,
      String.raw`\bchange\s+(?:the\s+)?(?:admin|administrator|root)\s+`,
      String.raw`password\s+to\b`,
    ]),
  },
  {
    rule: 'rug.grant_me',
    class: 'rug_pull',
    what: 'asks for full or administrative access for whoever wrote it',
    gate: ['grant', 'give'],
    weight: 0.55,
    deniable: true,
    re: words([
      String.raw`\b(?:grant|give)\s+(?:me|us)\s+(?:full|admin|administrator|root|owner|elevated|unrestricted)\s+`,
      String.raw`(?:access|privileges|permissions|rights|role)\b`,
    ]),
  },
  {
    rule: 'encoded.eval_decoded',
    class: 'encoded_payload',
    what: 'script that decodes a string and runs it',
    gate: ['eval', 'function('],
    weight: 0.6,
    re: /\b(?:eval|Function)\s*\(\s*(?:String\.fromCharCode|atob|unescape|decodeURIComponent|Buffer\.from)\s*\(/i,
  },
  {
    rule: 'prompt.remote_policy',
    class: 'prompt_injection',
    what: 'orders a page fetched and its words taken as policy or instructions',
    gate: ['http'],
    weight: 0.55,
    re: words([
      String.raw`\b(?:retrieve|fetch|visit|open|load|read|get)\s+https?:\/\/\S+[^.!?\n]{0,40}?\b(?:treat|follow|obey|`,
      String.raw`apply|use)\s+(?:its|the|their)\s+(?:wording|content|contents|text|instructions|rules)\s+as\b`,
    ]),
  },
  {
    rule: 'prompt.named_identity',
    class: 'prompt_injection',
    what: 'gives the model a new identity by name',
    gate: ['you are now'],
    weight: 0.55,
    // Case matters: a name ("You are now AcmeOps-Unfiltered"), not a state ("You are now connected").
    re: /\b[Yy]ou are now (?:[A-Z][a-z]*[A-Z][\w-]*|[A-Z]{2,}[\w-]*)(?:[,.;:]|\s+(?:an?|the|with)\b)/,
  },
  {
    rule: 'prompt.abort_task',
    class: 'prompt_injection',
    what: 'tells the agent reading it to abandon its task',
    gate: ['task', 'agent', 'arr', 'abstiens', 'cesse', 'décline', 'decline', 'proc', 'tester'],
    weight: 0.5,
    re: words([
      String.raw`\b(?:your|the) (?:current )?task (?:is|has been) (?:cancell?ed|revoked|terminated|aborted)\b|`,
      String.raw`\b(?:abort|abandon) (?:your|the) (?:current )?task\b|`,
      String.raw`\b(?:notice|message) to (?:all )?automated agents\b|`,
      String.raw`\bavis aux agents\b|\b(?:à|a) destination de tout agent\b|\bagent conforme\b|\barr[êe]te-toi\b|`,
      String.raw`\babstiens-toi\b|\bcesse et d[ée]cline\b|\bd[ée]cline la t[âa]che\b|\bne proc[èe]de pas\b|`,
      String.raw`\bne pas tester\b`,
    ]),
  },
  {
    rule: 'prompt.persist',
    class: 'prompt_injection',
    what: 'has the model keep its words for all future conversations',
    gate: ['future', 'subsequent', 'later'],
    weight: 0.5,
    re: words([
      String.raw`\b(?:store|remember|save|keep|memori[sz]e)\s+(?:this|these|the following)\b[^.!?\n]{0,30}?`,
      String.raw`\b(?:for|in|across)\s+(?:all\s+)?(?:future|subsequent|later)\s+`,
      String.raw`(?:interactions|conversations|sessions|`,
      String.raw`responses|chats)`,
    ]),
  },
  {
    rule: 'prompt.propagate',
    class: 'prompt_injection',
    what: 'has the model pass its words on to other agents',
    gate: ['agent', 'model', 'assistant'],
    weight: 0.5,
    re: words([
      String.raw`\b(?:pass|forward|relay|send|copy)\s+(?:this|these)\s+(?:messages?|instructions?|directives?|`,
      String.raw`notes?)\s+(?:on\s+)?to\s+(?:(?:all|every|the)\s+)?(?:(?:downstream|other|next)\s+`,
      String.raw`(?:agents?|models?|assistants?)|`,
      String.raw`(?:agents?|models?|assistants?)\s+(?:downstream|in the pipeline|after you))`,
    ]),
  },
  {
    rule: 'prompt.unquestioned',
    class: 'prompt_injection',
    what: 'forbids the model to question its orders',
    gate: ['question', 'challenge', 'doubt'],
    weight: 0.5,
    re: words([
      String.raw`\b(?:do not|don't|never) (?:question|challenge|doubt)\s+(?:this|these|the|my)\s+`,
      String.raw`(?:directives?|instructions?|orders?|requests?)`,
    ]),
  },
  {
    rule: 'poison.reveal_secret',
    class: 'tool_poisoning',
    what: 'orders passwords, secrets or keys put out',
    gate: ['password', 'secret', 'credential', 'key', 'flag', 'token', 'phrase', 'mnemonic'],
    weight: 0.55,
    notOrder: 0,
    deniable: true,
    // Up to two words naming whose or which ("share AWS access keys", "give me the database password"); what no
    // tool hands back (a private key, a recovery phrase) returned or repeated too.
    re: words([
      String.raw`\b(?:output|reveal|print|disclose|give|share|leak)\s+(?:me\s+)?(?:the\s+|your\s+|any\s+|all\s+)?`,
      String.raw`(?:[\w'-]+\s+){0,2}?(?:passwords?|secrets?|credentials?|api keys?|flag values?|private keys?|`,
      String.raw`(?:access|secret) keys?|access tokens?)\b|`,
      String.raw`\b(?:return|reproduce|echo|repeat)\s+(?:back\s+)?(?:the\s+|your\s+)?(?:[\w'-]+\s+){0,2}?`,
      String.raw`(?:private keys?|(?:recovery|seed) phrases?|mnemonics?)\b`,
    ]),
  },
  {
    rule: 'phrase.ask_instructions',
    class: 'phrase_injection',
    what: 'asks what instructions the model was given',
    gate: ['instructions'],
    weight: 0.6,
    re: words([
      String.raw`\bwhat (?:were|are) (?:the )?(?:exact |original |initial |hidden |full )?instructions (?:that )?you `,
      String.raw`(?:were|have been|are) given\b`,
    ]),
  },
];
