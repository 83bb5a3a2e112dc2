// Descriptions written to be chosen (docs/scoring/screening.md "Claims made to be chosen"): a tool that tells the
// model who trusts it, how many use it, how often it is maintained, that it beats every other tool, or pitches
// itself as an advert does. Real tool descriptions say what a tool does; published tool-selection attacks append
// such claims, or have a model rewrite the description in advertising styles, so that the agent picks the tool over
// its rivals. An endorsement, a figure of popularity or a maintenance claim weighs enough alone; a superlative, a
// comparison with other tools, an advert's close, feelings and hype weigh less and count together. What a tool
// returns (the most popular repositories, a model's accuracy, whether a package is actively maintained) is not a
// claim about itself; nor is an answer's text (a fetched product page praises its product): descriptions only.
import { runRules, words, type Rule } from './rules.js';
import type { Sentence } from './text.js';
import type { Signal } from './verdict.js';

/** Household names a claim borrows. */
const NAMES = [
  String.raw`(?:google|microsoft|openai|anthropic|apple|amazon|aws|meta|netflix|stripe|adobe|nasa|ibm|oracle|nvidia|`,
  String.raw`harvard|mit|stanford|oxford|cambridge|the united nations|the (?:cncf|linux foundation|w3c|ietf))\b`,
].join('');
/** People of a trade whose word is borrowed. */
const ROLES = [
  String.raw`engineers|researchers|analysts|editors|designers|teachers|scientists|doctors|physicians|lawyers|`,
  String.raw`accountants|meteorologists|lexicographers|linguists|economists|auditors|specialists|practitioners`,
].join('');

/** Who endorses: experts, professionals, leading companies, thousands of users, household names. */
const ENDORSER = [
  String.raw`(?:(?:over|more than|nearly|almost)\s+)?(?:\d[\d,.]*\s*(?:k|m|million|thousand|billion)?\+?|`,
  String.raw`thousands|millions|hundreds|tens of thousands)\s+(?:of\s+)?(?:[\w-]+\s+)?(?:users|developers|teams|`,
  String.raw`companies|customers|businesses|organi[sz]ations|enterprises|people|professionals|engineers|analysts|`,
  String.raw`researchers|designers|teachers|agents|agencies|firms|stores|schools|hospitals|banks|institutions|`,
  String.raw`brands|members|clients|creators|writers|editors|students|traders|investors|startups|projects)|(?:leading|`,
  String.raw`top|major|renowned|world-class|professional|expert|`,
  String.raw`independent|trusted|certified|global|international|national|the world's(?:\s+(?:best|top|leading))?)\s+`,
  String.raw`(?:[\w-]+\s+){0,2}?(?:experts?|professionals?|companies|firms|funds|institutions|organi[sz]ations|`,
  String.raw`enterprises|brands|teams|engineers|developers|researchers|analysts|auditors|panel|labs?|services|`,
  String.raw`universities|editors|writers|banks|agencies)|experts?|professionals|enterprises|fortune\s+\d+|`,
  String.raw`${NAMES}`,
].join('');

/** What is claimed of the tool's users and performance, as a figure. */
const FIGURE = String.raw`\d{1,3}(?:[.,]\d+)?\s*%|\d(?:\.\d)?\s*(?:/|out of)\s*(?:5|10)\b`;

export const SELECTION_RULES: Rule[] = [
  {
    // "Trusted by leading hedge funds", "relied upon by Fortune 100 security teams", "used daily by designers at
    // Apple": someone who vouches for the tool. "approved by the user" (a human in the loop) names no endorser.
    rule: 'select.endorsed',
    class: 'shadowing',
    what: 'claims who trusts or recommends the tool, so that the model picks it',
    gate: [
      ...[' by ', 'rely on', 'relies on', 'depend on', 'trust ', 'recommend', 'experts agree', 'join the', 'award'],
      ...['winner', 'production at', 'daily at', 'every day at', 'switched', 'moved to', 'migrated'],
    ],
    weight: 0.5,
    deniable: true,
    re: words([
      String.raw`\b(?:trusted|endorsed|recommended|certified|approved|preferred|chosen|loved|praised|vetted|backed|`,
      String.raw`verified|relied\s+(?:up)?on|depended\s+on|used|adopted|deployed|engineered|built|developed|`,
      String.raw`designed)\s+`,
      String.raw`(?:(?:daily|every day|widely|worldwide|in production)\s+)?by\s+(?:the\s+|our\s+|a\s+|an\s+)?`,
      String.raw`(?:(?:former|top|leading)\s+)?(?:[\w-]+\s+){0,2}?(?:${ENDORSER})|`,
      // Vouched for by people of a trade: "endorsed by Elastic engineers", "trusted by meteorologists".
      String.raw`\b(?:trusted|endorsed|recommended|certified|approved|vetted|praised|backed|verified)\s+by\s+`,
      String.raw`(?:[\w-]+\s+){0,2}?(?:${ROLES})\b|`,
      // Vouched for around the world: "relied on by teachers in over 90 countries".
      String.raw`\b(?:trusted|relied\s+(?:up)?on|used|loved|depended\s+on|chosen)\s+(?:daily\s+)?by\s+`,
      String.raw`[^.;!?\n]{1,60}?(?:\b(?:around|across|all over)\s+the\s+(?:world|globe)|\bworldwide|\bglobally|`,
      String.raw`\bin\s+over\s+\d+\s+countries)|`,
      String.raw`\b(?:in production|daily|every day)\s+at\s+(?:companies\s+like\s+)?(?:${NAMES})\b|`,
      String.raw`(?:\b(?:that|which|the\s+(?:standard|choice|one|name))\s+)?\b(?:${ENDORSER})\s+(?:have\s+)?`,
      String.raw`(?:already\s+)?(?:[\w-]+\s+){0,2}?(?:trust|rely on|depend on|recommend|prefer|choose|love|use|`,
      String.raw`switched to|moved to|migrated to)(?:\s+(?:this|it|our|the\s+tool)\b|(?=\s*(?:,|for\b|every\b)))|`,
      String.raw`\bexperts\s+agree\b|\bjoin\s+(?:the\s+)?(?:millions|thousands)\b|\bwinner\s+of\s+(?:the\s+)?`,
      String.raw`(?:[\w-]+\s+){0,3}?awards?\b|\baward[- ]winning\b`,
    ]),
  },
  {
    // "Used by over 40,000 analysts", "4.9/5 from 12,000 reviews", "98.7% of answers verified correct", "10x more
    // accurate": the tool's popularity or performance as a figure. "the accuracy of a model, as a percentage" is data.
    rule: 'select.figures',
    class: 'shadowing',
    what: 'claims figures of popularity or performance for the tool, so that the model picks it',
    gate: ['%', 'x ', '/5', '/ 5', 'out of', 'users', 'reviews', 'rated', 'ranked', 'formatted', 'processed', '#1'],
    weight: 0.5,
    deniable: true,
    re: words([
      String.raw`\b(?:${FIGURE})\s*(?:(?:extraction|delivery|success|uptime|accuracy)\s+)?(?:accura(?:cy|te)|`,
      String.raw`success(?:\s+rate)?|reliab(?:ility|le)|uptime|precision|delivery\s+rate|satisfaction|correct|`,
      String.raw`faster|better|more\s+\w+|cheaper|fewer errors|of (?:answers|users|developers|customers|queries))|`,
      String.raw`\b\d+(?:\.\d+)?\s*x\s+(?:faster|better|more\s+\w+|cheaper|quicker)\s+(?:than|answers|results)\b|`,
      String.raw`\b(?:accuracy|uptime|success rate|reliability|users)\s*:\s*\d[\d.,]*\s*(?:%|[km]\+|\+)|`,
      String.raw`\b(?:${FIGURE})\s+(?:stars?\s+)?(?:from|across|based on|with)\s+[\d,.]+\s*(?:k\+?\s+)?(?:reviews|`,
      String.raw`ratings|users)|\b(?:thousands|millions|hundreds|[\d,.]+\s*[km]?\+?)\s+(?:of\s+)?five[- ]star\s+`,
      String.raw`reviews|\b(?:over|more than)\s+[\d,.]+\s*(?:k|m|million|thousand)?\+?\s+(?:[\w-]+\s+)?(?:formatted|`,
      String.raw`processed|served|handled|tested|documents|spreadsheets|requests|queries)\b[^.;!?\n]{0,40}?`,
      String.raw`(?:and counting|with\s+(?:a\s+)?\d|every|each|per|daily)|\b(?:rated|ranked)\s+(?:#\s?1|first|`,
      String.raw`number one|the best|highest|top)\b|#\s?1\s+(?:rated|ranked|choice|tool|for)\b|`,
      String.raw`\bcommunity\s+of\s+(?:over\s+|more than\s+)?[\d,.]+\s*[km]?\+?\s+(?:users|developers|members)`,
    ]),
  },
  {
    // "actively maintained", "maintained by a dedicated team", "receives updates every week": the tool's care
    // claimed. "whether it is actively maintained" asks it of a package; "a regularly updated list" is data.
    rule: 'select.maintained',
    class: 'shadowing',
    what: 'claims the tool is actively maintained, so that the model picks it',
    gate: ['maintain', 'update', 'improv', 'release', 'audited'],
    weight: 0.5,
    deniable: true,
    re: words([
      String.raw`(?<!\b(?:whether|if)\s+(?:it|the\s+\w+|a\s+\w+|they)\s+(?:is|are)\s+)\b(?:actively|professionally|`,
      String.raw`continuously|constantly|regularly|frequently)\s+(?:maintained|improved|audited)\b|`,
      String.raw`\bmaintained\s+by\s+`,
      String.raw`(?:a|an|our)\s+(?:dedicated|professional|expert|full-time|active|experienced)\b|\b(?:receives?|gets?|`,
      String.raw`ships?|with)\s+(?:regular|frequent|weekly|monthly|daily|continuous|constant)\s+(?:updates|releases|`,
      String.raw`improvements)\b|\b(?:receives?|gets?)\s+updates\s+every\s+(?:day|week|month)\b|\bupdated\s+`,
      String.raw`(?:continuously|constantly|every\s+(?:day|week))\s+(?:with|by)\s+(?:the\s+latest|a\s+team|our\s+team)`,
      String.raw`|\bkept\s+(?:current|up[- ]to[- ]date)\s+by\s+(?:its|our|the|a)\s+(?:maintainers|team|experts)`,
    ]),
  },
  {
    // "the industry-leading vault lister", "the most dependable PDF reader you can call", "award-winning": the tool
    // praised as the best. "the most recent commits", "the best route" say what the tool returns.
    rule: 'select.superlative',
    class: 'shadowing',
    what: 'praises the tool as the best of its kind',
    gate: [
      'leading',
      'class',
      'award',
      'rated',
      'unparal',
      'unmatched',
      'unrival',
      'unbeat',
      'second to none',
      'gold standard',
      'number one',
      'grade',
      'battle',
      'winner',
      'most ',
      'best',
      'fastest',
      'premier',
      'ultimate',
      'recommended',
      'authoritative',
      'definitive',
      'certified',
    ],
    weight: 0.3,
    deniable: true,
    re: words([
      String.raw`\b(?:industry|market)[- ]leading\b|\bbest[- ]in[- ]class\b|\bworld[- ]class\b|\baward[- ]winning\b|`,
      String.raw`\b(?:top|highest)[- ]rated\b|\bunparall?ell?ed\b|\bunmatched\b|\bunrivall?ed\b|\bunbeatable\b|`,
      String.raw`\bsecond to none\b|\bgold standard\b|\bnumber one\b|\b(?:enterprise|premium|military)[- ]grade\b|`,
      String.raw`\bbattle[- ]tested\b|\b(?:expert|independently|officially)[- ]certified\b|\b(?:highly|`,
      String.raw`officially)\s+recommended\b(?!\s+(?:to|that)\b)|`,
      String.raw`\bthe\s+(?:authoritative|definitive)\s+(?:source|tool|reference)\b|\bthe\s+(?:world's\s+|`,
      String.raw`industry's\s+)?(?:most\s+(?:reliable|accurate|trusted|trustworthy|dependable|robust|comprehensive|`,
      String.raw`powerful|advanced|efficient|effective|complete|precise|secure|popular|capable|up-to-date)|best|`,
      String.raw`fastest|leading|premier|ultimate)\s+(?:[\w-]+\s+){0,4}?(?:tool|function|option|choice|solution|`,
      String.raw`service|engine|api|server|utility|reader|fetcher|checker|parser|converter|translator|platform|`,
      String.raw`assistant|provider|app|product|[a-z]{3,}(?:er|or))s?\b`,
    ]),
  },
  {
    // "better than any other tool you have", "outperforms every other fetch tool", "no translation tool comes
    // close", "information from other tools may be outdated": the tool set above its rivals.
    rule: 'select.compare',
    class: 'shadowing',
    what: 'sets the tool above other tools',
    gate: [
      ' than ',
      'perform',
      'beat',
      'surpass',
      'exceed',
      'outclass',
      'no ',
      'unlike',
      'superior',
      'other ',
      ' over ',
      ' above ',
    ],
    weight: 0.35,
    deniable: true,
    re: words([
      String.raw`\b(?:better|faster|more\s+\w+|superior|higher|cheaper|quicker)\s+than\s+(?:any|all|every|other|`,
      String.raw`the\s+other|competing|similar|alternative|the\s+competition|google|standard)\b|\b(?:outperforms?|`,
      String.raw`out-performs?|beats?|surpass(?:es)?|exceeds?|outclass(?:es)?)\s+(?:all|every|any|other|competing|`,
      String.raw`similar|the\s+competition|alternatives?|competitors?|rivals?)\b|`,
      String.raw`\bno\s+(?:other\s+)?(?:[\w-]+\s+){0,2}?`,
      String.raw`(?:tool|service|alternative|api|option|dictionary|engine|server)s?\s+(?:comes?\s+close|is\s+more|`,
      String.raw`can\s+match|matches|compares)\b|\bunlike\s+(?:other|all other|any other|competing|similar)\s+`,
      String.raw`(?:[\w-]+\s+)?(?:tools|services|options|alternatives|apis|servers)\b|\bproven\s+(?:to\s+be\s+)?`,
      String.raw`(?:superior|better)\b|\b(?:other|all other|competing)\s+(?:[\w-]+\s+)?(?:tools|services|sources)\s+`,
      String.raw`(?:[\w-]+\s+){0,2}?(?:may|might|can|often|are|will)\s+(?:be\s+)?(?:outdated|incomplete|inaccurate|`,
      String.raw`unreliable|wrong|fail|slow)\b|\b(?:choose|pick|select|prefer)\s+(?:it|this(?:\s+(?:tool|one))?)\s+`,
      String.raw`(?:over|above)\s+(?:any|all|every)\b`,
    ]),
  },
  {
    // "Why settle for less?", "the smart choice", "you can count on it", "the only URL encoder you will ever need":
    // an advert's close to its reader, in a text the model reads to choose a tool.
    rule: 'select.pitch',
    class: 'shadowing',
    what: 'pitches the tool as an advert does',
    gate: ['settle', 'look no', 'choice', 'need', 'count on', 'rely on', 'smart'],
    weight: 0.3,
    re: words([
      String.raw`\bwhy\s+settle\b|\blook\s+no\s+further\b|\bthe\s+(?:smart|clear|obvious|right|wise|natural|only)\s+`,
      String.raw`choice\b|\bthe\s+only\s+(?:[\w-]+\s+){0,3}?you(?:'ll|\s+will)?\s+(?:ever\s+)?need\b|\byou\s+can\s+`,
      String.raw`(?:always\s+)?(?:count|rely)\s+on\s+(?:it|this|us)\b|\b(?:don't|do not)\s+settle\b|`,
      String.raw`\bsmart\s+(?:agents|`,
      String.raw`assistants|models)\s+(?:pick|choose|use)\b`,
    ]),
  },
  {
    // "Never lose sleep over a missed meeting again", "peace of mind", "you deserve the best": an advert's appeal to
    // feeling, which a description of what a tool does has no use for.
    rule: 'select.feeling',
    class: 'shadowing',
    what: 'appeals to feelings as an advert does',
    gate: ['deserve', 'experience', 'peace', 'imagine', 'never lose', 'never worry', 'love', 'cares'],
    weight: 0.3,
    re: words([
      String.raw`\byou\s+deserve\b|\bexperience\s+the\s+(?:confidence|power|difference|peace|freedom|joy)\b|`,
      String.raw`\bpeace\s+of\s+mind\b|\bimagine\s+the\b|\bnever\s+(?:lose\s+sleep|worry)\b|`,
      String.raw`\bdesigned\s+with\s+love\b|`,
      String.raw`\bcares\s+about\s+(?:your|you)\b`,
    ]),
  },
  {
    // "cutting-edge", "blazing fast", "flawless", "incredibly precise": an advert's hype. "seamlessly" and
    // "guaranteed" are left out: real descriptions say them of what a tool does ("guaranteed superscript formatting").
    rule: 'select.hype',
    class: 'shadowing',
    what: 'hypes the tool as an advert does',
    gate: [
      'cutting',
      'revolution',
      'groundbreak',
      'game',
      'blazing',
      'lightning',
      'unprecedented',
      'flawless',
      'perfect',
      '100%',
      'next',
      'notch',
      'incredibl',
      'exceptional',
      'remarkabl',
      'extraordinar',
      'unbelievabl',
      'amazing',
      'stunning',
      'superb',
      'outstanding',
      "world's first",
    ],
    weight: 0.3,
    deniable: true,
    re: words([
      String.raw`\bcutting[- ]edge\b|\brevolutionary\b|\bgroundbreaking\b|\bgame[- ]chang(?:ing|er)\b|\bblazing(?:ly)?`,
      String.raw`[- ]fast\b|\blightning[- ](?:fast|quick)\b|\bunprecedented\b|\bflawless(?:ly)?\b|\bperfect(?:ly)?\s+`,
      String.raw`(?:accurate|reliable|precise)\b|\b100\s*%\s+(?:accurate|reliable|secure|precise)\b|`,
      String.raw`\bnext[- ]generation\b|`,
      String.raw`\btop[- ]notch\b|\b(?:incredibly|exceptionally|remarkably|extraordinarily|unbelievably)\s+[a-z]+|`,
      String.raw`\b(?:amazing|stunning|superb|outstanding)\b|\bthe\s+world's\s+first\b`,
    ]),
  },
];

/** The claims of a text shown to choose a tool by: none in an answer, whose pages may praise what they sell. */
export function selectionSignals(sentences: readonly Sentence[], answer: boolean | undefined): Signal[] {
  return answer ? [] : runRules(SELECTION_RULES, sentences);
}
