// Orders set apart for the model (docs/scoring/screening.md "Intent"): inside markup (`<IMPORTANT>`, `[HIDDEN]`),
// under an instruction header (`IMPORTANT:`), or under a header that says the words are hidden from the person
// reading ("HIDDEN INSTRUCTIONS FOR LLM:"). An honest server writes the first two now and then ("IMPORTANT: call
// list_tables first", "Instructions for AI agents:"), so such a header alone is a weak sign; one that calls its own
// words hidden or secret opens like a tag.
import { MODEL } from './addressee.js';
import { hasAny } from './keys.js';
import { words } from './rules.js';
import { isFramed, isNegated, isOrder, type Sentence } from './text.js';
import { MENTION_FACTOR, signal, type Signal } from './verdict.js';

/** Markup that sets words apart for the model: an opening tag, up to its closing one (or the text's end). */
const TAG = new RegExp(
  [
    String.raw`<\s*(?:important|instructions?|secret|hidden|system|sys|admin|critical|mandatory[\w\s-]{0,40}|very `,
    String.raw`important)\s*>|\[(?:HIDDEN|SECRET|SYSTEM|IMPORTANT|INSTRUCTIONS?)\]`,
  ].join(''),
  'i',
);
const CLOSE = new RegExp(
  [
    String.raw`<\s*\/\s*(?:important|instructions?|secret|hidden|system|sys|admin|critical|`,
    String.raw`mandatory[\w\s-]{0,40}|very important)\s*>|\[\/(?:HIDDEN|SECRET|SYSTEM|IMPORTANT|INSTRUCTIONS?)\]`,
  ].join(''),
  'i',
);
/** Markup in capitals (`<CRITICAL>`, `<RULES>`) closed further on: a placeholder (`<API_KEY>`) is never closed. */
const CAPS_TAG = /<\s*([A-Z][A-Z_]{2,30})\s*>/;
const CAPS_CLOSE = /<\s*\/\s*([A-Z][A-Z_]{2,30})\s*>/g;
const CAPS_END = /<\s*\/\s*[A-Z][A-Z_]{2,30}\s*>/;

/** The capitalised tags the text closes somewhere: only those open markup. */
function closedCaps(sentences: readonly Sentence[]): Set<string> {
  const names = new Set<string>();
  for (const s of sentences) if (s.text.includes('</')) for (const m of s.text.matchAll(CAPS_CLOSE)) names.add(m[1]);
  return names;
}
/** Who a header may address instead of the user: the model, by any of its names (addressee.ts). */
const READER = String.raw`(?:the\s+|all\s+|any\s+)?(?:(?:ai|language|automated)\s+)?${MODEL}s?`;
/** A header that keeps its words from the user or addresses them to the model: it opens like a tag. */
const MODEL_HEADER = new RegExp(
  [
    String.raw`(?:^|[.\n]\s*)(?:(?:hidden|secret|covert|confidential)\s+(?:instructions?|directives?|notes?|`,
    // A record's field named as orders for the model: "ai_instructions:", "tool_instruction:", "agent_directive:".
    String.raw`orders?)(?:\s+(?:for|to)\s+${READER})?|(?:ai|llm|agent|assistant|tool|model)_(?:instructions?|`,
    String.raw`directives?|commands?|orders?)|(?:important|critical|mandatory|urgent|priority)\s+`,
    String.raw`(?:instructions?|directives?|notes?|orders?|messages?)\s+(?:for|to)\s+${READER}|[{[]{2}\s*system)\s*:`,
  ].join(''),
  'i',
);
/**
 * A label set off by runs of symbols (`@@INSTRUCTION@@`, `### SYSTEM ###`, `[[AI]]`) or a bare capital `HIDDEN:`:
 * markup in a shape of its own, read like a tag when its word is one of instruction or of the model.
 */
const SYMBOL_TAG = new RegExp(
  [
    String.raw`(?:@@|#{2,}|\[\[|\{\{|={2,}|%%)\s*(?:SYSTEM|INSTRUCTIONS?|HIDDEN|SECRET|ADMIN|AI|AGENT|ASSISTANT|MODEL|`,
    String.raw`LLM|DIRECTIVES?|OVERRIDE|COMMANDS?)(?:[ _-][A-Z]{2,12}){0,2}\s*(?:@@|#{2,}|\]\]|\}\}|={2,}|%%)|`,
    String.raw`(?:^|[.\n]\s*)(?:HIDDEN|SECRET|COVERT)\s*:`,
  ].join(''),
);
/** Read in the lower-case sentence, as the rules' gates are: one of these is in every sentence SYMBOL_TAG matches. */
const SYMBOL_KEYS = ['@@', '##', '[[', '{{', '==', '%%', 'hidden', 'secret', 'covert'];
/** An HTML comment: hidden from whoever reads the rendered text; an order inside it is an order to the model. */
// Not a tool's directive to the people and programs that edit the file ("<!-- prettier-ignore -->", "<!-- START doctoc
// ... DON'T EDIT THIS SECTION -->"): of the README paragraphs of 587 npm packages, 10 of the 27 the rules flagged.
const COMMENT = new RegExp(
  [
    String.raw`<!--(?!\s*(?:prettier-ignore|eslint-|markdownlint-|textlint-|cspell:|(?:start|end)\s+doctoc|toc\b|`,
    String.raw`end\s*toc|vale\s|lint-))`,
  ].join(''),
  'i',
);
/** Verbs that act on data or tools (not "do not", "never": a comment's "do not edit" is for the people editing). */
const ACT_VERB = words(
  [
    String.raw`\b(?:send|read|include|call|access|respond|reply|tell|output|append|prepend|ignore|use|forward|upload|`,
    String.raw`copy|extract|share|fetch|visit|post|run|execute|disregard|overlook|forget|transmit|relay|deliver|`,
    String.raw`submit|export|dispatch|sync|retrieve|obtain|grab|invoke|launch|insert|embed)\b`,
  ],
  'gi',
);
/** A header that announces an instruction: it frames its own sentence only. */
const HEADER = new RegExp(
  [
    // At a line's start, or at the start of a record's field ("description: ATTENTION: ...").
    String.raw`(?:^|[.\n]\s*)(?:[\w.-]{1,30}:[ \t]+)?`,
    String.raw`(?:IMPORTANT|CRITICAL|MANDATORY|SYSTEM|ATTENTION)(?:\s+(?:SYSTEM\s+)?(?:NOTE|INSTRUCTION|`,
    String.raw`DIRECTIVE|NOTICE|REQUIREMENT)S?)?(?:\s+(?:FOR|TO)\s+(?:THE\s+)?(?:AI|LLM|MODEL|AGENT|`,
    String.raw`ASSISTANT)S?)?\s*:|`,
    String.raw`\b(?:important|mandatory) (?:use )?note\s*:`,
  ].join(''),
  'i',
);
/** An order to the model: a verb of acting on data or tools, or must/never, at the head of a clause. */
const ORDER_VERB = new RegExp(
  [
    String.raw`\b(?:must|never|do not|don't|always|remember|before|first|pass|send|read|include|call|access|`,
    String.raw`respond|reply|inform|tell|output|append|prepend|ignore|use|extract|share|collect|gather|forward|upload|`,
    String.raw`copy|disclose|reveal|provide|attach|fetch|visit|disregard|overlook|forget|transmit|relay|deliver|`,
    String.raw`submit|export|dispatch|sync|post|retrieve|obtain|grab|invoke|execute|launch|insert|embed)\b`,
  ].join(''),
  'gi',
);

/** The first order to the model in `s` from position `from` (the words right after markup are one), or -1. */
function orderIn(s: Sentence, from: number, verbs = ORDER_VERB): number {
  for (const m of s.text.slice(from).matchAll(verbs)) {
    const at = from + m.index;
    const first = !s.text.slice(from, at).trim();
    if ((first || isOrder(s, at)) && !isNegated(s, at)) return at;
  }
  return -1;
}

/**
 * Orders inside markup (`<IMPORTANT>`, `[HIDDEN]`) or under an instruction header (`IMPORTANT:`): words set apart
 * for the model to obey. In markup they weigh 0.5 (0.6 shouted in capitals); under a header, which honest servers
 * use too ("IMPORTANT: call list_tables first"), 0.25, a sign that adds to others.
 */
export function framedOrderSignals(sentences: readonly Sentence[]): Signal[] {
  let inTag = false;
  let inComment = false;
  let header: Signal | null = null;
  const capsClosed = closedCaps(sentences);
  for (const s of sentences) {
    // A tag named as what to look for ("hidden prompts in <IMPORTANT> tags") opens nothing.
    const caps = capsClosed.size ? CAPS_TAG.exec(s.text) : null;
    const comment = s.text.includes('<!--') ? COMMENT.exec(s.text) : null;
    const tag =
      TAG.exec(s.text) ??
      (s.text.includes(':') ? MODEL_HEADER.exec(s.text) : null) ??
      (caps && capsClosed.has(caps[1]) ? caps : null) ??
      (hasAny(s.lower, SYMBOL_KEYS) ? SYMBOL_TAG.exec(s.text) : null) ??
      comment;
    if (tag && !isFramed(s, tag.index)) [inTag, inComment] = [true, tag === comment];
    const head = inTag ? null : HEADER.exec(s.text);
    if (!inTag && !head) continue;
    const from = tag && inTag ? tag.index + tag[0].length : head ? head.index + head[0].length : 0;
    const at = orderIn(s, from, inComment ? ACT_VERB : ORDER_VERB);
    const rest = s.text.slice(from);
    const closed = CLOSE.test(rest) || CAPS_END.test(rest) || (inComment && rest.includes('-->'));
    if (at >= 0) {
      const mention = isFramed(s, at);
      const factor = mention ? MENTION_FACTOR : 1;
      const shouted = /\b[A-Z]{4,}\s+[A-Z]{4,}\b/.test(s.text.slice(from));
      const weight = (inTag ? (shouted ? 0.6 : 0.5) : 0.25) * factor;
      const found = signal(
        'tool_poisoning',
        'intent.framed_order',
        'gives the model orders in markup or under a header',
        s.text.slice(from),
        weight,
        mention,
      );
      if (inTag) return [found];
      header ??= found;
    }
    if (closed) [inTag, inComment] = [false, false];
  }
  return header ? [header] : [];
}
