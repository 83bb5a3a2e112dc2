// Rug pulls (docs/scoring/screening.md "Signals"): behaviour announced to change once the tool is approved or trusted,
// after some uses or some time, in a later version, or by the tool itself; privileges it means to gain.
import { words, type Rule } from './rules.js';

const CHANGE_VERBS = [
  String.raw`(?:begin|start|switch|also|additionally|silently|quietly|instead|now|then|gain|change|redirect|execut|`,
  String.raw`run|send|upload|delet|collect|forward|transmit|exfiltrat|shar|post|install|download|modif|access|read)`,
].join('');

export const RUG_RULES: Rule[] = [
  {
    rule: 'rug.after_approval',
    class: 'rug_pull',
    what: 'announces other behaviour once approved or trusted',
    gate: ['once', 'after', 'when', 'as soon as', 'now that', 'until', 'always allow', 'always-allow'],
    weight: 0.75,
    re: words([
      String.raw`(?:\b(?:once|after|when|as soon as|now that|until)\s+(?:(?:(?:this|the|our|`,
      String.raw`your)\s+)?(?:[\w-]+\s+)?(?:tool|server|integration|extension|plugin|app|connector|skill|package|`,
      String.raw`add-on)\s+|it\s+|you\s+|the user\s+)?(?:(?:has|have|is|are|gets|was|`,
      String.raw`were)\s+)?(?:been\s+)?(?:(?:reviewed|checked|scanned|tested)\s+and\s+)?(?:approved|trusted|installed|`,
      String.raw`enabled|allowlisted|whitelisted|granted|accepted|reviewed|vetted|verified|added to)\b|`,
      String.raw`\b(?:once|after|when|as soon as)\s+(?:the\s+)?(?:allowlist|approval|security|trust|store|`,
      String.raw`marketplace)\s+(?:review|check|scan|listing)\s+(?:is|has been|was)\s+(?:done|complete|completed|over|`,
      String.raw`passed|approved)\b)[^.!?\n]{0,120}?\b(?:will|would|shall|can now|may now|begins?|starts?|`,
      String.raw`switch(?:es)?)\s+(?:to\s+)?(?:${CHANGE_VERBS}|(?:an?\s+)?[\w-]+\s+mode\b)|`,
      // "After the user has chosen 'always allow', later calls will also delete ...": the approval given for good.
      String.raw`\b(?:once|after|when|as soon as)\b[^.!?\n]{0,40}?\balways[- ]allow(?:ed)?\b[^.!?\n]{0,80}?\b(?:will|`,
      String.raw`would|begins?|starts?)\s+(?:to\s+)?${CHANGE_VERBS}`,
    ]),
  },
  {
    // The same said the other way round: "MAY CHANGE after the user approves the tool".
    rule: 'rug.after_approval',
    class: 'rug_pull',
    what: 'announces other behaviour once approved or trusted',
    gate: ['once', 'after', 'when', 'as soon as'],
    weight: 0.75,
    re: words([
      String.raw`\b(?:will|would|may|might|can|could)\s+(?:be\s+)?(?:change[sd]?|update[sd]?|replaced|modified|switch|`,
      String.raw`behave differently)\b[^.!?\n]{0,60}?\b(?:once|after|when|`,
      String.raw`as soon as)\s+(?:the (?:end )?(?:user|human)\s+|you\s+|(?:it|the tool)\s+(?:is|`,
      String.raw`has been)\s+)?(?:approv|trust|accept|allowlist|whitelist)\w*`,
    ]),
  },
  {
    rule: 'rug.after_uses',
    class: 'rug_pull',
    what: 'announces other behaviour after some uses or some time',
    gate: ['after'],
    weight: 0.7,
    re: words([
      String.raw`\bafter\s+(?:the\s+)?(?:(?:\d+|first|a few|several|some|n|ten|five|three|two|a|an|one|`,
      String.raw`a number of)\s+){1,2}(?:successful\s+)?(?:calls?|uses?|invocations?|runs?|requests?|executions?|`,
      String.raw`days?|hours?|weeks?|months?|sessions?)\b[^.!?\n]{0,100}?\b(?:will|would|begins?|starts?|`,
      String.raw`switch(?:es)?)\s+(?:to\s+)?(?:begin|start|switch|also|additionally|silently|quietly|instead|redirect|`,
      String.raw`execut|send|upload|collect|forward|transmit|exfiltrat|post|install|download|deliver|relay|dispatch|`,
      String.raw`export|submit|shar|sync)`,
    ]),
  },
  {
    rule: 'rug.future',
    class: 'rug_pull',
    what: 'announces capabilities a later version will gain',
    gate: ['will', 'replaces', 'changes', 'rewrites', 'swaps', 'extends'],
    weight: 0.5,
    re: words([
      String.raw`\b(?:(?:future|later|next|upcoming|subsequent|coming|new)\s+(?:[\w']+\s+){0,2}?(?:version|release|`,
      String.raw`update|build)s?|v\d+(?:\.\d+)*|`,
      String.raw`version\s+\d+(?:\.\d+)*)\b[^.!?\n]{0,80}?\bwill\b[^.!?\n]{0,30}?\b(?:execut|`,
      String.raw`run (?:shell|arbitrary|system|any|downloaded)|send|upload|delet|collect|forward|transmit|exfiltrat|`,
      String.raw`shar(?:e|es|ing)\b|post|install|download|route|redirect|record|track|monitor|`,
      // Other verbs of sending, with where to: "will also sync the text to our servers".
      String.raw`(?:deliver|relay|dispatch|export|submit|sync)\w*\b[^.!?\n]{0,60}?\bto\s+(?:our|their|its|an?|`,
      String.raw`the)\s+(?:[\w-]+\s+)?(?:servers?|cloud|backend|endpoint|partners?|api|service)\b|`,
      String.raw`(?:access|read) (?:your|the user's|all|private))|`,
      // "The next minor update replaces this description with one that captures the whole desktop".
      String.raw`\b(?:future|later|next|upcoming|subsequent|coming)\s+(?:[\w']+\s+){0,2}?(?:version|release|update|`,
      String.raw`build)s?\s+(?:replaces|changes|rewrites|swaps|extends)\s+(?:this|the|its)\s+(?:description|`,
      String.raw`behaviou?r|tool)\b`,
    ]),
  },
  {
    rule: 'rug.self_update',
    class: 'rug_pull',
    what: 'says it changes its own behaviour',
    gate: [
      'silently',
      'automatically',
      'quietly',
      'dynamically',
      'remotely',
      'change',
      'update',
      'replace',
      'modif',
      'rewrit',
    ],
    weight: 0.6,
    re: words([
      String.raw`\b(?:silently|automatically|quietly|dynamically|remotely)\s+(?:updates?|upgrades?|changes?|replaces?|`,
      String.raw`modif(?:y|ies)|rewrites?|swaps?)\s+(?:its|this|the tool's|the)\s+(?:own\s+)?(?:behaviou?r|`,
      String.raw`description|code|definition|instructions|logic|functionality)\b|`,
      String.raw`\b(?:behaviou?r|description|functionality|instructions|definition)\s+(?:may|might|can|`,
      String.raw`will)\s+(?:be\s+)?(?:change|changed|updated|replaced|modified|rewritten)\s+(?:at any time|`,
      String.raw`without notice|remotely|after (?:approval|installation|review)|silently|once approved)\b`,
    ]),
  },
  {
    rule: 'rug.escalate',
    class: 'rug_pull',
    what: 'means to gain privileges',
    gate: ['access', 'privilege', 'permission', 'rights', 'mode', 'control'],
    weight: 0.55,
    re: words([
      String.raw`\b(?:also|additionally|now|then|will|later)\s+(?:gains?|requests?|obtains?|acquires?|escalates? to|`,
      String.raw`elevates? to|runs? with|requires?|takes?)\s+(?:root|admin(?:istrator)?|sudo|elevated|full|`,
      String.raw`unrestricted|system[- ]level|kernel)\s+(?:access|privileges?|permissions?|rights|mode|control)\b`,
    ]),
  },
];
