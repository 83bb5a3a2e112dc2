// zod's validation issues in words for people editing a file: where (`scenarios[0].runs`) and
// what (`expected a list, received string`). Every schema error the project reports goes
// through here, so a YAML scenario, an mcp.json and a results.json are criticised alike.
import type { z } from 'zod';
import { truncate } from './text.js';

/** What collections are called in the file's own language. */
export interface IssueWords {
  array: string;
  object: string;
}

export const YAML_WORDS: IssueWords = { array: 'a list', object: 'a mapping' };
export const JSON_WORDS: IssueWords = { array: 'an array', object: 'an object' };

/** `['scenarios', 0, 'runs']` -> `scenarios[0].runs` */
export function issuePath(p: readonly PropertyKey[]): string {
  return p.map((k, i) => (typeof k === 'number' ? `[${k}]` : `${i ? '.' : ''}${String(k)}`)).join('');
}

/** One issue's message, rephrased: what was expected and what was found. */
export function describeIssue(issue: z.core.$ZodIssue, words: IssueWords = JSON_WORDS): string {
  // Parse with { reportInput: true }: without the input, a wrong value reads as a missing one.
  const got = issue.input;
  switch (issue.code) {
    case 'invalid_type':
      if (!('input' in issue)) return withoutInput(issue, words);
      if (got === undefined) return 'required field is missing';
      // .nan, .inf and numbers too large for a double (1e400 reads as Infinity) are numbers to YAML, not to a schema.
      if (typeof got === 'number' && !Number.isFinite(got)) return `expected a finite number, received ${got}`;
      if (issue.expected === 'int') return `expected an integer, received ${received(got, words)}`;
      return `expected ${expectedName(issue.expected, words)}, received ${received(got, words)}`;
    case 'too_small':
      if (issue.origin === 'string' && issue.minimum === 1) return 'must not be empty';
      if (issue.origin === 'array') return `must have at least ${issue.minimum} item(s)`;
      return `must be ${issue.inclusive ? 'at least' : 'greater than'} ${issue.minimum}, received ${show(got)}`;
    case 'too_big':
      if (issue.origin === 'array') return `must have at most ${issue.maximum} item(s)`;
      return `must be ${issue.inclusive ? 'at most' : 'less than'} ${issue.maximum}, received ${show(got)}`;
    case 'invalid_format':
      return `${issue.message}, received ${show(got)}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map(show).join(', ')}; received ${show(got)}`;
    case 'unrecognized_keys':
      return `unknown key(s) ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}`;
    case 'invalid_union':
      // A union with a message of its own says it; zod's default says nothing of what was expected.
      return issue.message === 'Invalid input' ? describeUnion(issue, words) : issue.message;
    default:
      return issue.message;
  }
}

/**
 * A value none of a union's options took (`runs: 3 | auto`): the issue of the option of its type (a number out of
 * range), else what the options expect.
 */
function describeUnion(issue: z.core.$ZodIssueInvalidUnion, words: IssueWords): string {
  const firsts = issue.errors.flatMap((e) => e.slice(0, 1));
  const ofType =
    firsts.find((i) => i.code !== 'invalid_type' && i.code !== 'invalid_value') ??
    (typeof issue.input === 'number' ? firsts.find((i) => i.code === 'invalid_type') : undefined);
  if (ofType) return describeIssue({ ...ofType, input: issue.input } as z.core.$ZodIssue, words);
  const expected = firsts.map((i) =>
    i.code === 'invalid_type'
      ? expectedName(i.expected, words)
      : i.code === 'invalid_value'
        ? i.values.map(show).join(' or ')
        : '',
  );
  if (!('input' in issue) || expected.some((e) => !e)) return issue.message;
  return `expected ${expected.join(' or ')}, received ${received(issue.input, words)}`;
}

/**
 * A zod validation error, ours or one a library threw (the MCP SDK validates what servers send with
 * its own zod): told by its shape, so that it is always rendered by summarizeIssues, never dumped.
 */
export function isZodError(e: unknown): e is Pick<z.ZodError, 'issues'> {
  // zod's classic ZodError, or the `$ZodError` of zod/v4/core that zod/mini (the SDK's) throws.
  return e instanceof Error && /^\$?ZodError$/.test(e.name) && Array.isArray((e as { issues?: unknown }).issues);
}

/** `path: message` of the first `max` issues, `; and N more` after them. */
export function summarizeIssues(
  error: Pick<z.ZodError, 'issues'>,
  opts: { max?: number; words?: IssueWords } = {},
): string {
  const max = opts.max ?? 3;
  const shown = error.issues.slice(0, max).map((i) => {
    const where = issuePath(i.path);
    return where ? `${where}: ${describeIssue(i, opts.words)}` : describeIssue(i, opts.words);
  });
  const more = error.issues.length - shown.length;
  return `${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
}

/**
 * An invalid_type issue of a parse made without `reportInput` (a library's: the MCP SDK's): what was
 * found is only in zod's own message ("... received string").
 */
function withoutInput(issue: z.core.$ZodIssueInvalidType, words: IssueWords): string {
  const found = /received (\w+)$/.exec(issue.message)?.[1];
  if (found === 'undefined') return 'required field is missing';
  const expected = `expected ${expectedName(issue.expected, words)}`;
  return found ? `${expected}, received ${found === 'array' ? words.array : found}` : expected;
}

function expectedName(expected: string, words: IssueWords): string {
  if (expected === 'array') return words.array;
  return expected === 'object' || expected === 'record' ? words.object : expected;
}

/** The kind of a value: `null`, `a list`, `a mapping`, `string`, ... */
export function kind(v: unknown, words: IssueWords = JSON_WORDS): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return words.array;
  return typeof v === 'object' ? words.object : typeof v;
}

/** What was found instead: a scalar itself (`"yes"`, `42`), else its kind. */
function received(v: unknown, words: IssueWords): string {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? show(v) : kind(v, words);
}

function show(v: unknown): string {
  return typeof v === 'string' ? JSON.stringify(truncate(v, 80)) : String(v);
}
