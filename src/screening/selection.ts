// Descriptions written to be chosen (docs/scoring/screening.md "Claims made to be chosen"): a tool that tells the
// model who trusts it, how many use it, how often it is maintained, that it beats every other tool, or pitches
// itself as an advert does. Real tool descriptions say what a tool does; published tool-selection attacks append
// such claims, or have a model rewrite the description in advertising styles, so that the agent picks the tool over
// its rivals. An endorsement, a figure of popularity or a maintenance claim weighs enough alone; an advert's styles
// (advert.ts) weigh less and count together, or as much when one of them is repeated in other words. What a tool
// returns (the most popular repositories, a model's accuracy, whether a package is actively maintained) is not a
// claim about itself; nor is an answer's text (a fetched product page praises its product): descriptions only.
import { ADVERT_RULES } from './advert.js';
import { runRules, words, type Rule } from './rules.js';
import { SCOPE_RULES } from './scope.js';
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
  String.raw`accountants|meteorologists|lexicographers|linguists|economists|auditors|specialists|practitioners|`,
  String.raw`(?:core|founding)\s+team`,
].join('');

/** Who endorses: experts, professionals, leading companies, thousands of users, household names. */
const ENDORSER = [
  String.raw`(?:(?:over|more than|nearly|almost)\s+)?(?:\d[\d,.]*\s*(?:k|m|million|thousand|billion)?\+?|thousands|`,
  String.raw`millions|hundreds|tens of thousands)\s+(?:of\s+)?(?:[\w-]+\s+)?(?:users|developers|teams|companies|`,
  String.raw`customers|businesses|organi[sz]ations|enterprises|people|professionals|engineers|analysts|researchers|`,
  String.raw`designers|teachers|agents|agencies|firms|stores|schools|hospitals|banks|institutions|brands|members|`,
  String.raw`clients|creators|writers|editors|students|traders|investors|startups|projects)|`,
  String.raw`(?:leading|top|major|renowned|world-class|professional|expert|independent|trusted|certified|global|`,
  String.raw`international|national|the world's(?:\s+(?:best|top|leading))?)\s+(?:[\w-]+\s+){0,2}?(?:experts?|`,
  String.raw`professionals?|companies|firms|funds|institutions|organi[sz]ations|enterprises|brands|teams|engineers|`,
  String.raw`developers|researchers|analysts|auditors|panel|labs?|services|universities|editors|writers|banks|`,
  String.raw`agencies)|experts?|professionals|enterprises|fortune\s+\d+|${NAMES}`,
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
      ...['winner', 'production at', 'daily at', 'every day at', 'switched', 'moved to', 'migrated', 'swear'],
      ...['vouch', 'favourite', 'favorite', 'go-to'],
    ],
    weight: 0.5,
    deniable: true,
    re: words([
      String.raw`\b(?:trusted|endorsed|recommended|certified|approved|preferred|chosen|loved|praised|vetted|backed|`,
      String.raw`verified|relied\s+(?:up)?on|depended\s+on|used|adopted|deployed|engineered|built|developed|`,
      String.raw`designed)\s+(?:(?:daily|every day|widely|worldwide|in production)\s+)?by\s+(?:the\s+|our\s+|a\s+|`,
      String.raw`an\s+)?(?:(?:former|top|leading)\s+)?(?:[\w-]+\s+){0,2}?(?:${ENDORSER})|`,
      // Vouched for by people of a trade: "endorsed by Elastic engineers", "trusted by meteorologists".
      String.raw`\b(?:trusted|endorsed|recommended|certified|approved|vetted|praised|backed|verified|validated|`,
      String.raw`reviewed|audited)\s+by\s+(?:[\w-]+\s+){0,3}?(?:${ROLES})\b|`,
      // "swear by it", "vouch for it", "a favourite of SEO agencies", "the go-to pick".
      String.raw`\bswears?\s+by\s+(?:it|this)\b|\bvouch(?:es)?\s+for\s+(?:it|this)\b|`,
      String.raw`\ba\s+favou?rite\s+(?:of|among|with)\b|\bthe\s+go-to\s+(?:pick|choice|tool|option)\b|`,
      // Vouched for around the world: "relied on by teachers in over 90 countries".
      String.raw`\b(?:trusted|relied\s+(?:up)?on|used|loved|depended\s+on|`,
      String.raw`chosen)\s+(?:daily\s+)?by\s+[^.;!?\n]{1,60}?(?:\b(?:around|across|all over)\s+the\s+(?:world|globe)|`,
      String.raw`\bworldwide|\bglobally|\bin\s+over\s+\d+\s+countries)|\b(?:in production|daily|`,
      String.raw`every day)\s+at\s+(?:companies\s+like\s+)?(?:${NAMES})\b|`,
      String.raw`(?:\b(?:that|which|the\s+(?:standard|choice|one|`,
      String.raw`name))\s+)?\b(?:${ENDORSER})\s+(?:have\s+)?(?:already\s+)?(?:[\w-]+\s+){0,2}?(?:trust|rely on|`,
      String.raw`depend on|recommend|prefer|choose|love|use|switched to|moved to|`,
      String.raw`migrated to)(?:\s+(?:this|it|our|the\s+tool)\b|(?=\s*(?:,|for\b|every\b)))|\bexperts\s+agree\b|`,
      String.raw`\bjoin\s+(?:the\s+)?(?:millions|thousands)\b|\bwinner\s+of\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?awards?\b|`,
      String.raw`\baward[- ]winning\b`,
    ]),
  },
  {
    // "Relied on by QA leads at Shopify, Atlassian and hundreds of other CI teams": people at named companies. Case
    // tells a company from a place in the code ("used by the server at startup").
    rule: 'select.endorsed_at',
    class: 'shadowing',
    what: 'claims who trusts or recommends the tool, so that the model picks it',
    gate: [' by '],
    weight: 0.5,
    deniable: true,
    re: words(
      [
        String.raw`\b(?:[Rr]elied\s+(?:up)?on|[Tt]rusted|[Uu]sed|[Ll]oved|[Ff]avou?red|[Pp]referred|[Rr]ecommended|`,
        String.raw`[Ee]ndorsed|[Aa]dopted|[Cc]hosen)\s+(?:daily\s+|widely\s+)?by\s+(?:[a-z][\w-]*\s+|`,
        String.raw`[A-Z]{2,}\s+){1,3}?(?:at|from|across)\s+(?:the\s+)?[A-Z][\w.&-]+`,
      ],
      '',
    ),
  },
  {
    // "Used by over 40,000 analysts\", "4.9/5 from 12,000 reviews", "98.7% of answers verified correct", "10x more
    // accurate": the tool's popularity or performance as a figure. "the accuracy of a model, as a percentage" is data.
    rule: 'select.figures',
    class: 'shadowing',
    what: 'claims figures of popularity or performance for the tool, so that the model picks it',
    gate: [
      ...['%', 'x ', '/5', '/ 5', 'out of', 'users', 'reviews', 'rated', 'ranked', 'formatted', 'processed', '#1'],
      ...['percent', 'installs', 'downloads', 'sessions', 'times', 'served', 'handle', 'completed', 'deployments'],
      ...['ratings', 'rate of', 'rate:', '+', 'thousand', 'million', 'billion', 'hundred', 'k ', 'm '],
    ],
    weight: 0.5,
    deniable: true,
    re: words([
      String.raw`\b(?:${FIGURE})\s*(?:(?:extraction|delivery|success|uptime|accuracy)\s+)?(?:accura(?:cy|te)|`,
      String.raw`success(?:\s+rate)?|reliab(?:ility|le)|uptime|precision|delivery\s+rate|satisfaction|correct|faster|`,
      String.raw`better|more\s+\w+|cheaper|fewer errors|of (?:answers|users|developers|customers|queries))|`,
      String.raw`\b\d+(?:\.\d+)?\s*x\s+(?:faster|better|more\s+\w+|cheaper|quicker)\s+(?:than|answers|results)\b|`,
      String.raw`\b(?:accuracy|uptime|success rate|reliability|users)\s*:\s*\d[\d.,]*\s*(?:%|[km]\+|\+)|`,
      String.raw`\b(?:${FIGURE})\s+(?:stars?\s+)?(?:from|across|based on|`,
      String.raw`with)\s+[\d,.]+\s*(?:k\+?\s+)?(?:[\w-]+\s+)?(?:reviews|ratings|users)|`,
      String.raw`\b(?:thousands|millions|hundreds|[\d,.]+\s*[km]?\+?)\s+(?:of\s+)?five[- ]star\s+reviews|`,
      String.raw`\b(?:over|more than)\s+[\d,.]+\s*(?:k|m|million|thousand)?\+?\s+(?:[\w-]+\s+)?(?:formatted|processed|`,
      String.raw`served|handled|tested|documents|spreadsheets|requests|queries)\b[^.;!?\n]{0,40}?(?:and counting|`,
      String.raw`with\s+(?:a\s+)?\d|every|each|per|daily)|\b(?:rated|ranked)\s+(?:#\s?1|first|number one|the best|`,
      String.raw`highest|top)\b|#\s?1\s+(?:rated|ranked|choice|tool|for)\b|`,
      String.raw`\bcommunity\s+of\s+(?:over\s+|more than\s+)?[\d,.]+\s*[km]?\+?\s+(?:users|developers|members)|`,
      // "1.2M+ agent sessions", "18k installs", "over eighty-five thousand installs", "downloaded 310,000 times",
      // "handles ~40k deployments daily": usage counted. A bare "1,000 requests" may be a limit, not a boast.
      String.raw`\b(?:\d[\d,.]*\s*(?:k|m|million|thousand|billion)\+?|\d[\d,.]*\+|`,
      String.raw`(?:over|more than|upwards of|nearly|almost)\s+(?:[a-z]+-)?[a-z]+\s+(?:thousand|million|`,
      String.raw`hundred))\s+(?:[\w-]+\s+){0,2}?(?:installs|installations|downloads|sessions|users|calls|deployments|`,
      String.raw`runs|ratings|reviews|stars|migrations|customers|teams|developers)\b|`,
      String.raw`\b(?:served|handled|handles|completed|processed|powered|downloaded|installed)\s+(?:over\s+|`,
      String.raw`more than\s+|upwards of\s+|~|about\s+|nearly\s+)?[\d,.]+\s*(?:k|m|million|thousand)?\+?\s+(?:times|`,
      String.raw`[\w-]+\s+(?:sessions|installs|downloads|deployments|requests|calls|polls|runs))\b|`,
      // "resolve correctly 98.6 percent of the time", "selected in 93% of head-to-head evaluations", "a 99.7% fetch
      // success rate".
      String.raw`\b\d[\d.]*\s*(?:%|percent)\s+of\s+(?:the\s+time|(?:all\s+)?(?:cases|calls|runs|evaluations|sessions|`,
      String.raw`queries|head-to-head))|\b(?:selected|chosen|preferred|picked|wins?|won)\s+in\s+\d[\d.]*\s*(?:%|`,
      String.raw`percent)|\b(?:success|hit|accuracy|resolution|uptime)\s+rate\s*(?:of|:)?\s*\d[\d.]*\s*(?:%|percent)|`,
      String.raw`\b\d[\d.]*\s*(?:%|percent)\s+(?:[\w-]+\s+)?(?:success\s+rate|accuracy|uptime)\b`,
    ]),
  },
  {
    // "actively maintained", "maintained by a dedicated team", "receives updates every week": the tool's care
    // claimed. "whether it is actively maintained" asks it of a package; "a regularly updated list" is data.
    rule: 'select.maintained',
    class: 'shadowing',
    what: 'claims the tool is actively maintained, so that the model picks it',
    gate: ['maintain', 'update', 'improv', 'release', 'audited', 'kept', 'fixes', 'patch'],
    weight: 0.5,
    deniable: true,
    re: words([
      String.raw`(?<!\b(?:whether|if)\s+(?:it|the\s+\w+|a\s+\w+|they)\s+(?:is|are)\s+)\b(?:actively|professionally|`,
      String.raw`continuously|constantly|regularly|frequently)\s+(?:maintained|improved|audited)\b|`,
      String.raw`\bmaintained\s+by\s+(?:a|an|our)\s+(?:dedicated|professional|expert|full-time|active|experienced)\b|`,
      String.raw`\b(?:receives?|gets?|ships?|with)\s+(?:regular|frequent|weekly|monthly|daily|continuous|`,
      String.raw`constant)\s+(?:updates|releases|improvements)\b|\b(?:receives?|gets?)\s+updates\s+every\s+(?:day|`,
      String.raw`week|month)\b|\bupdated\s+(?:continuously|constantly|every\s+(?:day|week))\s+(?:with|`,
      String.raw`by)\s+(?:the\s+latest|a\s+team|our\s+team)|\bkept\s+(?:current|up[- ]to[- ]date)\s+by\s+(?:its|our|`,
      String.raw`the|a)\s+(?:maintainers|team|experts)|`,
      // "kept in sync with each new CLI release", "fixes land weekly", "a new release every two weeks",
      // "continuously updated for ESLint 9": the tool's releases, not its data ("prices updated every minute").
      String.raw`\bkept\s+(?:current|in\s+sync|up[- ]to[- ]date)\s+with\s+(?:every|each|all|the\s+latest|`,
      String.raw`new)\s+(?:[\w-]+\s+){0,3}?(?:releases?|revisions?|versions?)\b|`,
      String.raw`\b(?:fixes|patches|updates|releases|improvements)\s+(?:land|ship|go\s+out|roll\s+out|`,
      String.raw`arrive)\s+(?:weekly|daily|monthly|every)\b|\ba\s+new\s+release\s+(?:has\s+gone\s+out|goes\s+out|`,
      String.raw`ships|lands)\s+every\b|\b(?:maintenance|bug-?fix|security)\s+releases\s+every\b|`,
      String.raw`\bcontinuously\s+(?:patched|tested)\b|\b(?:continuously|regularly|constantly|`,
      String.raw`actively)\s+updated\s+(?:for|to\s+support|against)\b`,
    ]),
  },
];

/** One style of advert in two or more different words of a text weighs as a claim: an advert repeats itself. */
const REPEATED = 0.5;
/** The lists read in one pass over the sentences. */
const CHOICE_RULES: readonly Rule[] = [...SELECTION_RULES, ...SCOPE_RULES, ...ADVERT_RULES];
const ADVERT_IDS = new Set(ADVERT_RULES.map((r) => r.rule));

/** The claims of a text shown to choose a tool by: none in an answer, whose pages may praise what they sell. */
export function selectionSignals(sentences: readonly Sentence[], answer: boolean | undefined): Signal[] {
  if (answer) return [];
  const found = runRules(CHOICE_RULES, sentences);
  const said = new Map<string, Set<string>>();
  for (const s of found) {
    if (ADVERT_IDS.has(s.rule) && !s.mention)
      said.set(s.rule, (said.get(s.rule) ?? new Set()).add(s.words.toLowerCase()));
  }
  return found.map((s) => ((said.get(s.rule)?.size ?? 0) > 1 && !s.mention ? { ...s, weight: REPEATED } : s));
}
