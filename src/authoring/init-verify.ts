// What init knows of a scenario before it writes it: each one whose calls only read is run once against the server,
// and one that answers an error is written disabled, saying the error and which arguments to fill in. A tool that
// may change data is never run by init (its made-up names and paths are its own: sample-args.ts).
import type { McpTool } from '../mcp/index.js';
import { canonicalJson } from '../util/json.js';
import { escapeRegExp, truncate } from '../util/text.js';
import { isReader } from './flows.js';

/** How init left a scenario: ran and answered, written disabled for its arguments, not run (it may write), or
 * disabled for another reason (destructive, a task, a credential). */
export type Standing = 'verified' | 'needs-arguments' | 'not-run' | 'disabled';

/**
 * One call init made: the answer's JSON and its text blocks' text (redacted), or the error the server answered, in
 * words (an error result, or an answer whose text says error: answeredError).
 */
export type CallOutcome = { answer: unknown; text: string } | { error: string };
/** Calls a tool of the server while init runs: only ever a tool that reads. */
export type LiveCall = (tool: string, args: Record<string, unknown>) => Promise<CallOutcome>;
/** A step's call, made at most once per tool and arguments. */
export type Ask = (step: Step) => Promise<CallOutcome>;

export interface Step {
  tool: McpTool;
  args: Record<string, unknown>;
}

export interface Prepared extends Step {
  /** Why it is written disabled whatever its arguments (comment lines). */
  disabled: string[];
  /** Why it needs the user's arguments (comment lines): it is written disabled too. */
  needs: string[];
  /** What the reader should know (comment lines): where the arguments came from, why it was not run. */
  notes: string[];
  /** The input schema names no arguments: the ones it has come from the description, or there are none. */
  guessed: boolean;
  /** Every step ran once against the server and answered without error. */
  verified: boolean;
  /** The step that makes or lists what this tool needs, when it needs something. */
  before?: Step;
  /**
   * Other values to try, in order, over its arguments when they answer an error: another enum value, the other kind of
   * path (each a patch: the keys it sets).
   */
  alternatives: Record<string, unknown>[];
}

/** Characters of a server's error quoted in a comment. */
const MAX_ERROR = 300;
const ENABLE = 'then delete the line "enabled: false"';
/** Calls with other arguments init makes at most, before it asks for arguments. */
const MAX_ALTERNATIVES = 3;

/** Words of an answer that is an error whatever its is_error says: `Error - ENOENT: ...`, `Entity not found`. */
const ERROR_ANYWHERE = /\b(ENOENT|EACCES|EPERM|ENOTDIR|EISDIR|not found|access denied|permission denied)\b/i;
const ERROR_FIRST = /^\s*(error|exception)\b/i;

/** The text of an answer that says it failed (a block that starts with "Error", or names ENOENT, "not found", ...). */
export function answeredError(texts: readonly string[]): string | null {
  const said = texts.find((t) => ERROR_FIRST.test(t) || ERROR_ANYWHERE.test(t));
  return said === undefined ? null : said;
}

/** `live`, each distinct call made once: a lister asked for keys and verified is called once. */
export function askOnce(live: LiveCall): Ask {
  const asked = new Map<string, Promise<CallOutcome>>();
  return (step) => {
    const key = `${step.tool.name}\n${canonicalJson(step.args)}`;
    if (!asked.has(key)) asked.set(key, live(step.tool.name, step.args));
    return asked.get(key)!;
  };
}

/** Run a scenario's steps once when they all read; otherwise say why it was not run. */
export async function verify(p: Prepared, ask: Ask): Promise<void> {
  const steps = p.before ? [p.before, p] : [p];
  const writer = steps.find((s) => !isReader(s.tool));
  if (writer) {
    if (p.guessed && !Object.keys(p.args).length) {
      p.needs.push(
        "Needs your arguments: the server's input schema names none for this tool, nor does its description, and",
        'init does not run a tool that may change data to find out what it takes.',
        `Fill in the arguments it takes (keep args: {} if it takes none), ${ENABLE}.`,
      );
    } else p.notes.push(...notRun(writer.tool));
    return;
  }
  for (const step of steps) {
    const outcome = await ask(step);
    const answered = 'error' in outcome && step === p ? await tryOthers(p, ask, outcome.error) : outcome;
    if ('error' in answered) {
      const who = step === p ? 'it' : `${step.tool.name}, called first,`;
      p.needs.push(...failed(step, who, answered.error, p.guessed));
      return;
    }
  }
  p.verified = true;
  p.notes.push('Verified: init ran it once against the server, and it answered without an error.');
}

/** Its alternatives tried in order (MAX_ALTERNATIVES at most): the first that answers is its arguments from now on. */
async function tryOthers(p: Prepared, ask: Ask, error: string): Promise<CallOutcome> {
  for (const patch of p.alternatives.slice(0, MAX_ALTERNATIVES)) {
    const args = { ...p.args, ...patch };
    const outcome = await ask({ tool: p.tool, args });
    if ('error' in outcome) continue;
    const changed = Object.keys(args).filter((k) => JSON.stringify(args[k]) !== JSON.stringify(p.args[k]));
    const was = changed.map((k) => `${k} ${truncate(JSON.stringify(p.args[k]), 60)}`).join(', ');
    p.notes.push(
      `With ${was} it answered an error (${truncate(error.replace(/\s+/g, ' ').trim(), 100)}): init tried another.`,
    );
    p.args = args;
    return outcome;
  }
  return { error };
}

function notRun(tool: McpTool): string[] {
  const why =
    tool.annotations?.readOnlyHint === false
      ? 'its annotations say it is not read-only'
      : 'neither annotations nor its name say it only reads';
  return [
    `Not run by init: ${tool.name} may change data (${why}).`,
    'The names and paths it makes up are its own, so no other scenario reads them: check them before you record.',
  ];
}

/** The error a call answered, and what to fill in: the arguments the error names, else every one. */
function failed(step: Step, who: string, error: string, guessed: boolean): string[] {
  const args = step.args;
  const given = Object.keys(args).filter((k) => mentions(error, k, args[k]));
  const missing = issuePaths(error).filter((k) => !Object.hasOwn(args, k));
  const blamed = given.length || missing.length ? [...missing, ...given] : Object.keys(args);
  const shown = (k: string) => (Object.hasOwn(args, k) ? `${k} (now ${truncate(JSON.stringify(args[k]), 60)})` : k);
  const fill = blamed.length ? blamed.map(shown).join(', ') : 'the arguments it takes';
  const none = guessed && !Object.keys(args).length;
  const head = none
    ? [
        "Needs your arguments: the server's input schema names none for this tool, nor does its description.",
        `init ran ${who} once with none, and it answered an error:`,
      ]
    : [`Needs your arguments: init ran ${who} once against the server, and it answered an error:`];
  return [
    ...head,
    `  ${truncate(error.replace(/\s+/g, ' ').trim(), MAX_ERROR)}`,
    `Fill in ${fill} with what your server has, ${ENABLE}.`,
  ];
}

/** The error names the argument, or quotes the string it was given. */
function mentions(error: string, name: string, value: unknown): boolean {
  if (new RegExp(`(^|[^A-Za-z0-9_])${escapeRegExp(name)}([^A-Za-z0-9_]|$)`).test(error)) return true;
  return typeof value === 'string' && value.length > 2 && error.includes(value);
}

/** The arguments a schema validator's issues name (`"path": [ "pattern" ]`, as zod's list them). */
function issuePaths(error: string): string[] {
  return [...new Set([...error.matchAll(/"path"\s*:\s*\[\s*"([^"]{1,64})"/g)].map((m) => m[1]))];
}
