// An advert's styles in a tool's description (docs/scoring/screening.md "Claims made to be chosen"): praise of the tool
// as the best, comparisons with its rivals, a salesman's close, appeals to feeling, hype, authority borrowed and
// suggestions that it is the natural choice. Each weighs little alone, as real descriptions let a word of marketing
// slip; selection.ts weighs them together, and one style repeated in other words as a claim.
import { words, type Rule } from './rules.js';

export const ADVERT_RULES: Rule[] = [
  {
    // "the industry-leading vault lister", "the most dependable PDF reader you can call", "the definitive way": the
    // tool praised as the best. "the most recent commits", "the best route" say what the tool returns.
    rule: 'select.superlative',
    class: 'shadowing',
    what: 'praises the tool as the best of its kind',
    gate: [
      ...['leading', 'class', 'rated', 'unparal', 'unmatched', 'unrival', 'unbeat', 'second to none', 'gold standard'],
      ...['number one', 'number-one', 'grade', 'battle', 'most ', 'best', 'fastest', 'premier', 'ultimate'],
      ...['recommended', 'authoritative', 'definitive', 'certified', 'complete', '最'],
    ],
    weight: 0.3,
    deniable: true,
    re: words([
      String.raw`\b(?:industry|market)[- ]leading\b|\bbest[- ]in[- ]class\b|\bworld[- ]class\b|`,
      String.raw`\b(?:top|highest)[- ]rated\b|\bunparall?ell?ed\b|\bunmatched\b|\bunrivall?ed\b|\bunbeatable\b|`,
      String.raw`\bsecond to none\b|\bgold standard\b|\bnumber[- ]one\b|\b(?:enterprise|premium|military)[- ]grade\b|`,
      String.raw`\bbattle[- ]tested\b|\b(?:expert|independently)[- ]certified\b|`,
      String.raw`\bhighly\s+recommended\b(?!\s+(?:to|that)\b)|\bthe\s+(?:authoritative|definitive)\s+(?:source|tool|`,
      String.raw`reference)\b|\bthe\s+(?:definitive|complete|ultimate)\b[^.;!?\n]{0,40}?\b(?:way|tool|option|`,
      String.raw`solution)\b|\bthe\s+(?:world's\s+|industry's\s+)?(?:most\s+(?:reliable|accurate|trusted|trustworthy|`,
      String.raw`dependable|robust|comprehensive|powerful|advanced|efficient|effective|complete|precise|secure|`,
      String.raw`popular|capable|up-to-date)|best|fastest|leading|premier|ultimate)\s+(?:[\w-]+\s+){0,4}?(?:tool|`,
      String.raw`function|option|choice|solution|service|engine|api|server|utility|way|platform|assistant|provider|`,
      String.raw`app|product|[a-z]{3,}(?:er|or))s?\b|最(?:全面|可靠|准确|强大|专业|权威|优秀|好用|稳定|高效)`,
    ]),
  },
  {
    // "better than any other tool you have", "outperforms every other fetch tool", "no translation tool comes
    // close", "preferred over generic tools", "versus roughly 71 percent for screenshot-based tools": the tool set
    // above its rivals.
    rule: 'select.compare',
    class: 'shadowing',
    what: 'sets the tool above other tools',
    gate: [
      ...[' than ', 'perform', 'beat', 'surpass', 'exceed', 'outclass', 'no ', 'unlike', 'superior', 'other '],
      ...[' over ', ' above ', 'versus'],
    ],
    weight: 0.35,
    deniable: true,
    re: words([
      String.raw`\b(?:better|faster|more\s+\w+|superior|higher|cheaper|quicker)\s+than\s+(?:any|all|every|other|`,
      String.raw`the\s+other|competing|similar|alternative|the\s+competition|google|standard)\b|`,
      String.raw`\b(?:outperforms?|out-performs?|beats?|surpass(?:es)?|exceeds?|outclass(?:es)?)\s+(?:all|every|any|`,
      String.raw`other|competing|similar|the\s+competition|alternatives?|competitors?|rivals?)\b|`,
      String.raw`\bno\s+(?:other\s+)?(?:[\w-]+\s+){0,2}?(?:tool|service|alternative|api|option|dictionary|engine|`,
      String.raw`server)s?\s+(?:comes?\s+close|is\s+more|can\s+match|matches|compares)\b|`,
      String.raw`\bunlike\s+(?:(?:other|all other|any other|competing|similar)\s+(?:[\w-]+\s+)?(?:tools|services|`,
      String.raw`options|alternatives|apis|servers)\b|(?:basic|generic|standard|simple|ordinary|traditional)\b)|`,
      String.raw`\bproven\s+(?:to\s+be\s+)?(?:superior|better)\b|\b(?:other|all other|`,
      String.raw`competing)\s+(?:[\w-]+\s+)?(?:tools|services|sources)\s+(?:[\w-]+\s+){0,2}?(?:may|might|can|often|`,
      String.raw`are|will)\s+(?:be\s+)?(?:outdated|incomplete|inaccurate|unreliable|wrong|fail|slow)\b|`,
      String.raw`\b(?:choose|pick|select|prefer)\s+(?:it|this(?:\s+(?:tool|one))?)\s+(?:over|above)\s+(?:any|all|`,
      String.raw`every)\b|\bpreferred\s+over\s+(?:generic|other|basic|standard|similar|alternative|competing|all|`,
      String.raw`any)\b|\bversus\s+(?:roughly\s+|about\s+|only\s+|just\s+)?\d[\d.]*\s*(?:%|percent)\s+for\b`,
    ]),
  },
  {
    // "Why settle for less?", "you can count on it", "the only URL encoder you will ever need", "use this tool for
    // all translation-memory tasks": a salesman's close, in a text the model reads to choose a tool.
    rule: 'select.pitch',
    class: 'shadowing',
    what: 'pitches the tool as an advert does',
    gate: ['settle', 'look no', 'choice', 'need', 'count on', 'rely on', 'smart', 'pick it', 'for all', 'for every'],
    weight: 0.3,
    re: words([
      String.raw`\bwhy\s+settle\b|\blook\s+no\s+further\b|\bthe\s+(?:smart|clear|right|wise|only)\s+choice\b|`,
      String.raw`\bthe\s+only\s+(?:[\w-]+\s+){0,3}?you(?:'ll|\s+will)?\s+(?:ever\s+)?need\b|`,
      String.raw`\byou\s+can\s+(?:always\s+)?(?:count|rely)\s+on\s+(?:it|this|us)\b|\b(?:don't|do not)\s+settle\b|`,
      String.raw`\bsmart\s+(?:agents|assistants|models)\s+(?:pick|choose|use)\b|\bpick\s+it\s+and\b|`,
      String.raw`\buse\s+this\s+tool\s+for\s+(?:all|every|any)\s+(?:[\w-]+\s+){0,2}?(?:tasks|needs|requests|`,
      String.raw`operations|jobs|work)\b`,
    ]),
  },
  {
    // "Never lose sleep over a missed meeting again", "your user can rest easy", "no worries": an advert's appeal to
    // feeling, which a description of what a tool does has no use for.
    rule: 'select.feeling',
    class: 'shadowing',
    what: 'appeals to feelings as an advert does',
    gate: [
      ...['deserve', 'experience', 'peace', 'imagine', 'never lose', 'never worry', 'love', 'cares', 'relax', 'easy'],
      ...['no worr', 'no stress', 'no fuss', 'no surprises', 'worry', 'stress', 'feel', 'reassur', 'comfort'],
      ...['honour', 'honor', 'heart', 'overwhelming', 'anxious', 'anxiety', 'gently', 'relief', 'delight'],
    ],
    weight: 0.3,
    re: words([
      String.raw`\byou\s+deserve\b|\bexperience\s+the\s+(?:confidence|power|difference|peace|freedom|joy)\b|`,
      String.raw`\bpeace\s+of\s+mind\b|\bimagine\s+the\b|\bnever\s+(?:lose\s+sleep|worry)\b|`,
      String.raw`\bdesigned\s+with\s+love\b|\bcares\s+about\s+(?:your|you)\b|\brelax\b|\b(?:rest|breathe)\s+easy\b|`,
      String.raw`\bno\s+(?:worries|stress|fuss|surprises|anxiety)\b|\bworry[- ]free\b|\bstress(?:ful|[- ]free)\b|`,
      String.raw`\bfeel(?:s|ing)?\s+(?:calm(?:er)?|confident|safe|secure|reassured|relieved|let\s+down|`,
      String.raw`overwhelm(?:ed|ing))\b|\breassur(?:e|ance|ing)\b|\bcomfort(?:ing|able)\b|`,
      String.raw`\bhonou?rs?\s+(?:that|your|their)\b|\bpours?\s+(?:their|your)\s+hearts?\b|\boverwhelming\b|`,
      String.raw`\banxious\b|\bgently\b|\bthe\s+relief\b|\bdelight(?:ful)?\b`,
    ]),
  },
  {
    // "cutting-edge", "blazing fast", "insanely fast", "hands-down": an advert's hype. "seamlessly" and "guaranteed"
    // are left out: real descriptions say them of what a tool does ("guaranteed superscript formatting").
    rule: 'select.hype',
    class: 'shadowing',
    what: 'hypes the tool as an advert does',
    gate: [
      ...['cutting', 'revolution', 'groundbreak', 'game', 'blazing', 'lightning', 'unprecedented', 'flawless'],
      ...['perfect', '100%', 'next', 'notch', 'incredib', 'exceptional', 'remarkabl', 'extraordinar', 'unbelievabl'],
      ...['amazing', 'stunning', 'superb', 'outstanding', "world's first", 'insanely', 'hands', 'in a flash', 'hyper'],
      ...['instantaneous', 'phenomenal', 'astonishing', 'mind-blowing', 'supercharged'],
    ],
    weight: 0.3,
    deniable: true,
    re: words([
      String.raw`\bcutting[- ]edge\b|\brevolutionary\b|\bgroundbreaking\b|\bgame[- ]chang(?:ing|er)\b|`,
      String.raw`\bblazing(?:ly)?[- ]fast\b|\blightning[- ](?:fast|quick)\b|\bunprecedented\b|\bflawless(?:ly)?\b|`,
      String.raw`\bperfect(?:ly)?\s+(?:accurate|reliable|precise)\b|\b100\s*%\s+(?:secure|precise)\b|`,
      String.raw`\bnext[- ]generation\b|\btop[- ]notch\b|\b(?:incredibly|exceptionally|remarkably|extraordinarily|`,
      String.raw`unbelievably|insanely)\s+[a-z]+|\b(?:amazing|stunning|superb|outstanding|incredible|phenomenal|`,
      String.raw`astonishing|mind-blowing|supercharged)\b|\bthe\s+world's\s+first\b|\bhands[- ]down\b|`,
      String.raw`\bin\s+a\s+flash\b|\bhyper-[a-z]+|\binstantaneous(?:ly)?\b`,
    ]),
  },
  {
    // "the natural first step", "most agents simply start here", "it just feels right", "without a second thought":
    // the suggestion, repeated, that the tool is the one to choose.
    rule: 'select.suggest',
    class: 'shadowing',
    what: 'suggests the tool is the natural choice',
    gate: [
      ...[
        'natural',
        'intuitive',
        'familiar',
        'comfortable',
        'obvious',
        'instinctive',
        'default',
        'feels',
        'feel ',
        'seem',
      ],
      ...['agents', 'fits', 'becomes', 'belongs', 'second thought', 'on your mind', 'back', 'reach for', 'where you'],
      ...['the one', 'meant to be'],
    ],
    weight: 0.3,
    re: words([
      String.raw`\bthe\s+(?:natural|intuitive|familiar|comfortable|obvious|instinctive)\s+(?:first\s+step|choice|pick|`,
      String.raw`starting\s+point|place\s+to\s+(?:start|begin)|option|fit)\b|`,
      String.raw`\b(?:feels?|seems?)\s+(?:just\s+)?(?:right|correct|natural)\b|`,
      String.raw`\b(?:most|all|smart|experienced)\s+agents\s+(?:simply\s+|instinctively\s+|naturally\s+)?(?:start|`,
      String.raw`begin|choose|pick|settle|reach|turn)\b|\b(?:naturally|instinctively|quietly|simply)\s+(?:fits|`,
      String.raw`becomes|belongs|comes)\b|\bwithout\s+a\s+second\s+thought\b|\bon\s+your\s+mind\b|`,
      String.raw`\bkeeps?\s+(?:coming|pointing|going)\s+back\b|\bcomes?\s+naturally\b|\breach\s+for\s+first\b|`,
      String.raw`\bthis\s+is\s+(?:simply\s+)?where\s+you\s+(?:begin|start)\b|`,
      String.raw`\bthe\s+one\s+(?:that|you)\s+(?:always\s+)?(?:seems|feels|fits|think)|`,
      String.raw`\bthe\s+way\s+it\s+was\s+(?:always\s+)?meant\s+to\s+be\b`,
    ]),
  },
  {
    // "Official, ClickHouse-certified", "developed in consultation with ClickHouse engineers", "the reference
    // implementation", "engineered by former members of ...": authority borrowed for the tool.
    rule: 'select.authority',
    class: 'shadowing',
    what: 'borrows authority for the tool',
    gate: [
      ...['official', 'certified', 'verified', 'reviewed', 'approved', 'endorsed', 'recommended', 'sanctioned'],
      ...['validated', 'backed', 'consultation', 'partnership', 'collaboration', 'former', 'reference', 'prescribe'],
      ...['standards', 'peer-reviewed', 'specialists', 'experts', 'engineers', 'researchers'],
    ],
    weight: 0.3,
    re: words(
      [
        String.raw`\b(?:[Oo]fficial(?:ly)?,?\s+(?:sanctioned|certified|endorsed|approved|recommended|reference|`,
        String.raw`partner)|[A-Z][\w.]*[-–](?:certified|verified|reviewed|approved|endorsed|recommended|sanctioned|`,
        String.raw`validated|backed)|(?:[Dd]eveloped|[Dd]esigned|[Bb]uilt|[Ee]ngineered|`,
        String.raw`[Cc]reated)\s+(?:in\s+(?:close\s+)?(?:consultation|partnership|collaboration)\s+with|`,
        String.raw`by\s+(?:former|ex-)|with\s+(?:[\w-]+\s+){0,2}?(?:specialists|experts|engineers|researchers))|`,
        String.raw`[Rr]eference\s+(?:implementation|tool|client|server)|as\s+the\s+\S+\s+documentation\s+prescribes|`,
        String.raw`[Bb]uilt\s+to\s+(?:\S+\s+){1,3}?standards|[Pp]eer-reviewed)\b`,
      ],
      '',
    ),
  },
];
