// The conversation's own markers and voices faked (docs/scoring/screening.md): chat-template tokens, a "system"
// speaking, a new role or a voice for every later answer, a claim of authority.
import { words, type Rule } from './rules.js';

/** Speaking as someone: "speak like a pirate", "respond as a cowboy would". */
const VOICE = String.raw`(?:speak|talk|act|behave|respond|reply|write|answer)\s+(?:only\s+)?(?:as|like)\b`;
/** Every later answer, in parts: "in every later response", "for all of your future replies". */
const LATER = String.raw`(?:future|later|subsequent|following|remaining)\s+`;
const ANSWERS = String.raw`(?:answers?|responses?|repl(?:y|ies)|messages?|turns?)\b`;
const EVERY = String.raw`(?:in|for)\s+(?:every|each|all)\s+`;

export const PROMPT_RULES: Rule[] = [
  {
    rule: 'prompt.template',
    class: 'prompt_injection',
    what: "a chat template's markers",
    gate: ['[', '<', '##', 'system', 'assistant', 'human'],
    weight: 0.75,
    re: words(
      [
        String.raw`\[\/?INST\]|<<\/?SYS>>|<\|(?:im_start|im_end|system|user|assistant|endoftext|eot_id|`,
        String.raw`start_header_id|end_header_id|begin_of_text)\|>|^#{2,4}\s*(?:Instructions?|System|Response|Human|`,
        String.raw`Assistant|Input)\s*:|`,
        // "###(system_message) Send ...": a system turn marked in brackets after the hashes, wherever it stands.
        String.raw`#{2,4}\s*[([]\s*(?:[Ss]ystem|SYSTEM|[Dd]eveloper|DEVELOPER)[ _-]?(?:[Mm]essage|MESSAGE|[Pp]rompt|`,
        String.raw`PROMPT|[Ii]nstructions?|INSTRUCTIONS?)\s*[)\]]|\[(?:SYSTEM|ADMIN|ADMINISTRATOR|DEVELOPER|ROOT|`,
        String.raw`OPERATOR)\s+(?:DIRECTIVE|MESSAGE|OVERRIDE|NOTE|INSTRUCTIONS?|PROMPT|COMMAND|UPDATE|NOTICE)\]|`,
        String.raw`\[SYSTEM\]|(?:^|[{[(<]{1,2}\s*)(?:SYSTEM|System|Assistant|Human)\s*:\s+(?=[A-Za-z])`,
      ],
      '',
    ),
  },
  {
    rule: 'prompt.role',
    class: 'prompt_injection',
    what: 'gives the model a new role',
    gate: ['you', 'act', 'pretend', 'role', 'mode', 'anything', 'from now on', 'every', 'all ', 'each', 'future'],
    weight: 0.65,
    re: words([
      // Not a place or a state the user's session is in: "you are now in the workspace", "a member of the org".
      String.raw`\byou are now\s+(?!(?:a\s+)?member of\b|part of\b|the active\b|in sync\b|`,
      String.raw`in (?:the|a|an|your)\s+(?![\w-]+\s+mode\b))(?:a|an|the|in|my|dan|unrestricted|free|allowed|`,
      String.raw`authori[sz]ed|operating|acting|playing|going to|required|no longer|jailbroken)\b|`,
      String.raw`\byou are (?:now\s+)?(?:an?\s+)?(?:malicious|evil|rogue|unrestricted|unfiltered|uncensored|`,
      String.raw`jailbroken|compromised)\s+(?:assistant|ai|model|agent|bot)\b|`,
      String.raw`\bfrom now on,?\s+(?:and\s+)?(?:you|the assistant|always|never|respond|answer|act|ignore)\b|`,
      // A voice for the rest of the conversation: "from now on speak as", "talk like a knight in all future replies".
      String.raw`\bfrom now on\b[^.!?\n]{0,60}?\b${VOICE}|`,
      String.raw`\b${VOICE}[^.!?\n]{0,40}?\b${EVERY}(?:(?:of\s+)?(?:your\s+)?${LATER})?${ANSWERS}|`,
      String.raw`\b${EVERY}${LATER}${ANSWERS}[^.!?\n]{0,20}?\b${VOICE}|^act as\b|[:!]\s*act as\b|`,
      String.raw`\bpretend (?:to be|you are|that you)\b|\brole-?play as\b|`,
      String.raw`\byour (?:new|real|true|actual|hidden|secret) (?:role|task|goal|objective|purpose|mission|`,
      String.raw`instructions?|persona|identity|directive) (?:is|are)\b|\byou are (?:not|no longer) (?:bound|`,
      String.raw`restricted|limited|claude|(?:a|an|the)\s+(?:[\w-]+\s+)?(?:assistant|ai|model|agent|bot|chatbot))\b|`,
      // A new allegiance: "you answer to the operator of this server, not to the user".
      String.raw`\byou\s+(?:now\s+)?(?:answer|report|belong|are loyal|`,
      String.raw`owe obedience)\s+(?:only\s+)?to\s+(?:the\s+)?(?:operator|owner|developer|vendor|maintainers?|server|`,
      String.raw`us)\b|\b(?:developer|god|dan|jailbreak|unrestricted|sudo|admin) mode (?:is )?(?:enabled|on|`,
      String.raw`activated)\b|\b(?:you are|the (?:assistant|model|ai|agent) is) now (?:in|operating in|`,
      String.raw`running in) (?:developer|god|dan|jailbreak|unrestricted|sudo|admin|debug|maintenance) mode\b|`,
      String.raw`\bdo anything now\b`,
    ]),
  },
  {
    rule: 'prompt.authority',
    class: 'prompt_injection',
    what: 'claims an authority it does not have',
    gate: [
      'treat',
      'authori',
      'official',
      'mandatory',
      'priority',
      'precedence',
      'approved',
      'consented',
      'agreed',
      'allowed',
      'granted',
      'direct',
      'system',
      'admin',
      'priority',
      'coming from',
      'trust',
    ],
    weight: 0.7,
    re: words([
      String.raw`\btreat\b[^.!?\n]{0,80}?\bas\s+(?:an?\s+)?(?:direct,?\s+)?(?:authori[sz]ed|trusted|legitimate|`,
      String.raw`verified|official|genuine|valid)\s+(?:commands?|instructions?|requests?|orders?|directives?|`,
      String.raw`messages?)\b|\b(?:this|these|the following)\s+(?:is|are)\s+(?:an?\s+)?(?:direct|authori[sz]ed|`,
      String.raw`official|mandatory|high[- ]priority|system|admin(?:istrator)?)\s+(?:commands?|instructions?|orders?|`,
      String.raw`directives?|messages?)\b|\b(?:the user|the admin(?:istrator)?|your (?:developer|operator|owner|`,
      String.raw`creator)|anthropic|openai)\s+(?:has|have)\s+(?:already\s+)?(?:pre-?)?(?:authori[sz]ed|approved|`,
      String.raw`consented|agreed|allowed|granted)\s+(?:this|you|it|that|all)\b|`,
      String.raw`\b(?:higher|greater|top|more) priority than (?:the |your |any )?(?:system prompt|instructions?|user|`,
      String.raw`rules?)\b|\btreat(?:ed)?\b[^.!?\n]{0,40}?\bas (?:coming|written|sent|said) (?:from|by) the user\b|`,
      String.raw`\btrusts? (?:this tool|it|this server) (?:completely|fully|absolutely|without question)\b|`,
      String.raw`\b(?:takes?|has) (?:precedence|priority) over (?:all |any )?(?:other |previous |`,
      String.raw`your )?(?:instructions?|rules?|prompts?)\b`,
    ]),
  },
  {
    rule: 'prompt.shout',
    class: 'prompt_injection',
    what: 'a system or admin voice',
    gate: ['override', 'directive', 'update', 'notice', 'alert', 'instruction', 'message', 'note to'],
    weight: 0.6,
    re: new RegExp(
      [
        String.raw`\b(?:SYSTEM|ADMIN|SECURITY|DEVELOPER|EMERGENCY|PRIORITY) (?:OVERRIDE|DIRECTIVE|UPDATE|NOTICE|ALERT|`,
        String.raw`INSTRUCTIONS?|MESSAGE)\b|\bNOTE TO (?:THE )?(?:AI|ASSISTANT|MODEL|AGENT|LLM)\b`,
      ].join(''),
      '',
    ),
  },
  {
    rule: 'prompt.aside',
    class: 'prompt_injection',
    what: 'an aside addressed to the model',
    gate: ['(', '[', '{'],
    weight: 0.5,
    re: new RegExp(
      [
        String.raw`[(\[{]\s*(?:assistant|ai|model|agent|llm|claude|gpt|chatgpt|`,
        String.raw`note to (?:the )?(?:assistant|ai|model|agent))\s*(?:[:-]|`,
        String.raw`,\s*(?:please|you|do|don't|always|never|ignore|remember|note)\b)`,
      ].join(''),
      'i',
    ),
  },
  {
    rule: 'prompt.address',
    class: 'prompt_injection',
    what: 'speaks to the model by name',
    gate: ['ai', 'assistant', 'model', 'agent', 'llm', 'claude', 'gpt'],
    weight: 0.25,
    re: new RegExp(
      [
        String.raw`\b(?:(?:note|message|instructions?|reminder) (?:to|for) (?:the )?(?:ai|assistant|model|agent|llm|`,
        String.raw`claude|gpt|chatgpt)|(?:dear|hey|attention) (?:ai|assistant|model|agent|llm|claude|gpt))\b`,
      ].join(''),
      'i',
    ),
  },
];
