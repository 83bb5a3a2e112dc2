// A plain request a user might make, drawn from a tool's description and the arguments of the call: "Returns the
// sum of two numbers" with {a: 2, b: 3} becomes "Return the sum of two numbers (a: 2, b: 3)." Only a start: the
// file's comment asks the reader to write what their users actually ask.
import { truncate } from '../util/text.js';

/** Characters of the description's first sentence kept in a request. */
const MAX_REQUEST = 200;
/** Characters of one argument's value shown in a request. */
const MAX_VALUE = 50;

/** The request of one call: its description's first sentence as an imperative, then the arguments. */
export function plainRequest(tool: string, server: string, description: string | undefined, args: object): string {
  const sentence = firstSentence(description ?? '');
  const request = sentence ? imperative(sentence) : `Use the ${tool} tool of ${server}`;
  const shown = argumentText(args);
  return `${request}${shown ? ` (${shown})` : ''}.`;
}

/** Several calls' requests as one: "Create ..., then read ..., then open ... ." */
export function joinRequests(requests: string[]): string {
  const parts = requests.map((r, i) => {
    const bare = r.replace(/\.$/, '');
    return i === 0 ? bare : bare.charAt(0).toLowerCase() + bare.slice(1);
  });
  return `${parts.join(', then ')}.`;
}

function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const end = flat.search(/[.!?](\s|$)/);
  const sentence = (end >= 0 ? flat.slice(0, end) : flat).trim();
  return sentence.length > MAX_REQUEST ? `${sentence.slice(0, MAX_REQUEST - 1).trimEnd()}…` : sentence;
}

/** "Returns the sum" -> "Return the sum"; "Echoes back" -> "Echo back"; an imperative stays as it is. */
function imperative(sentence: string): string {
  const [first, ...rest] = sentence.split(' ');
  if (!/^[A-Z][a-z]{2,}s$/.test(first) || /ss$/.test(first)) return sentence;
  let base = first.slice(0, -1);
  if (/(ch|sh|ss|x|z|o)es$/.test(first)) base = first.slice(0, -2);
  else if (/[^aeiou]ies$/.test(first)) base = `${first.slice(0, -3)}y`;
  return [base, ...rest].join(' ');
}

function argumentText(args: object): string {
  return Object.entries(args)
    .map(([k, v]) => `${k}: ${valueText(v)}`)
    .join(', ');
}

/** A scalar as JSON (cut when long); a list or an object as JSON when short, else how many items or keys. */
function valueText(v: unknown): string {
  const text = JSON.stringify(v) ?? String(v);
  if (v === null || typeof v !== 'object') return truncate(text, MAX_VALUE);
  if (text.length <= MAX_VALUE) return text;
  return Array.isArray(v) ? `${v.length} item${v.length === 1 ? '' : 's'}` : `{${Object.keys(v).join(', ')}}`;
}
