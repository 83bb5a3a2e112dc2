// Redaction: secrets never reach a report. Applied to the whole RunReport before anything is
// written, so every writer (and results.json itself) sees only redacted text.

import { escapeRegExp } from '../util/text.js';
import { escapeHtml } from './escape.js';
import { KeyedMemo } from '../util/memo.js';
import { RepeatedParts } from './repeated.js';

export const REDACTED = '***';

/** Names of environment variables (and, `-` read as `_`, of HTTP headers) whose values are secrets. */
const SECRET_ENV_NAME = new RegExp(
  [
    '(?:_TOKEN|_KEY|_SECRET|_PASS|_PASSWD|_PASSPHRASE|_CREDENTIALS?|_AUTH|_AUTHORIZATION|_COOKIE)$',
    'PASSWORD',
    '^(?:TOKEN|SECRET|API_KEY|PASS|PASSWD|PASSPHRASE|CREDENTIALS?|AUTHORIZATION|COOKIE)$',
  ].join('|'),
  'i',
);

/** Token shapes redacted wherever they appear, even when nobody told us the value. */
const TOKEN_SHAPES: readonly RegExp[] = [
  /\bgh[pousr]_[A-Za-z0-9]{20,}/g, // GitHub classic, OAuth, server, user, refresh tokens
  /\bgithub_pat_[A-Za-z0-9_]{20,}/g, // GitHub fine-grained tokens
  /\bsk-ant-[A-Za-z0-9_-]{10,}/g, // Anthropic API keys
];
const BEARER = /\b(Bearer)\s+[A-Za-z0-9._~+/=-]{6,}/gi;

/** Does the text hold the fixed part of a token shape or of a bearer token? Most do not, and skip the patterns. */
function mayHoldToken(s: string): boolean {
  return s.includes('gh') || s.includes('github_pat_') || s.includes('sk-ant-') || /bearer/i.test(s);
}

/**
 * Field and query-parameter names whose values are secrets a service makes and prints itself (MCPProxy's generated
 * API key: `"api_key": "<64 hex>"`, `?apikey=<64 hex>`): `api_key`, `apikey`, `token`, `access_token`, `secret`,
 * `client_secret`, `password`, in any case, one word before them at most.
 */
const SECRET_FIELD = '(?:[A-Za-z]+[_-]?)?(?:api[_-]?key|token|secret|password|passwd)';
const SECRET_FIELD_NAME = new RegExp(`^${SECRET_FIELD}$`, 'i');
/** `"api_key": "value"` in JSON, also JSON inside a JSON string (`\"api_key\": \"value\"`). */
const SECRET_JSON = new RegExp(`(\\\\?"${SECRET_FIELD}\\\\?"\\s*:\\s*\\\\?")([^"\\\\]{8,})(?=\\\\?")`, 'gi');
/** In every name SECRET_FIELD matches: a text without one has no secret field or parameter. */
const SECRET_WORD = /key|token|secret|passw/i;
/** `?apikey=value`, `&token=value` in a URL; `api_key=value` in a log line. */
const SECRET_PARAM = new RegExp(`(\\b${SECRET_FIELD}=)([^\\s&"'<>\\\\]{8,})`, 'gi');

/** Shorter values are left alone: replacing "true" or "1234" everywhere would wreck the text. */
export const MIN_SECRET_LENGTH = 6;
/** Shortest encoded copy (base64 fragment) worth hiding: a shorter one would match ordinary text. */
const MIN_ENCODED_LENGTH = 8;

export interface RedactorOptions {
  /** Environment to take secret-looking variables from (`*_TOKEN`, `*_KEY`, `*_SECRET`, `*PASSWORD*`). */
  env?: Record<string, string | undefined>;
  /** Further values to hide: masked action inputs, the server config's `env` and `headers` values. */
  secrets?: readonly string[];
}

export type Redactor = (<T>(value: T) => T) & {
  /** The exact values it hides (not the token shapes, nor their encodings), for the runner's log masking. */
  readonly secrets: readonly string[];
  /**
   * Length of the longest text it hides (at least that of a token shape): text cut from a longer one
   * may begin or end with part of a secret that no longer matches, within this many characters.
   */
  readonly longest: number;
};

/** Token shapes and bearer tokens are shorter than this. */
const LONGEST_SHAPE = 512;

/**
 * Does this variable (or header) name look like it holds a secret? An action input (`INPUT_*`) is not
 * judged by its name: the secret ones are known and hidden by value (`anthropic-api-key`, `github-token`),
 * and `baseline-key` is a cache key prefix the log must show.
 */
export function isSecretEnvName(name: string): boolean {
  return !/^INPUT_/i.test(name) && SECRET_ENV_NAME.test(name.replace(/-/g, '_'));
}

/** Does this property name say it holds a credential (`api_key`, `password`, `githubToken`)? */
export function isCredentialName(name: string): boolean {
  const snake = name.replace(/([a-z0-9])([A-Z])/g, '$1_$2');
  return isSecretEnvName(snake) || /passw|secret|credential|api[-_]?key|token$/i.test(name);
}

/**
 * Too weak to be a credential, so never treated as one unless its name says it is a secret: under 8
 * characters, or one plain word ("success", "production", "us-east"). Hiding such a value would
 * change arguments (and so what replay sends) and shred ordinary text.
 */
export function isWeakValue(value: string): boolean {
  return value.length < 8 || (value.length <= 24 && /^[A-Za-z]+(?:[-_.][A-Za-z]+)*$/.test(value));
}

/**
 * The copies of a secret a tool result realistically carries: as it is, JSON-escaped, URL-encoded
 * (also with `+` for spaces), HTML-escaped, and base64 (standard and URL-safe; whole, and the part
 * that is the same wherever in a longer encoded text it starts).
 */
function encodings(secret: string): string[] {
  const html = escapeHtml(secret);
  const url = encodeURIComponent(secret);
  const b64 = base64Copies(secret).filter((v) => v.length >= MIN_ENCODED_LENGTH);
  const urlSafe = b64.map((v) => v.replace(/\+/g, '-').replace(/\//g, '_'));
  const out = [secret, JSON.stringify(secret).slice(1, -1), url, url.replace(/%20/g, '+'), html, ...b64, ...urlSafe];
  return [...new Set(out)];
}

/** base64 of the secret alone, and for each of the 3 byte offsets it may start at, the characters only it decides. */
function base64Copies(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const out = [bytes.toString('base64')];
  for (const offset of [0, 1, 2]) {
    const text = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
    // Characters 0-1 (offset 1) or 0-2 (offset 2) mix in the bytes before; a partial last group those after.
    out.push(text.slice([0, 2, 3][offset], Math.floor((offset + bytes.length) / 3) * 4));
  }
  return out;
}

/** Matches `value` with a line break (`\n` or `\r\n`) anywhere inside it: a secret a tool wrapped. */
function splitPattern(value: string): RegExp {
  const chars = Array.from(value, escapeRegExp);
  return new RegExp(chars.join('(?:\\r?\\n)?'), 'g');
}

/** Characters of a needle's start that NeedleIndex looks for (a secret has 6 at least). */
const PREFIX = 3;

/**
 * Which of many needles (a run's secrets in all their copies: hundreds when a run has many servers) a text may hold:
 * those whose first characters it holds, one scan per distinct start instead of one per needle. A needle whose start
 * has a `*` (a replaced secret's `***` may make one appear) or a line break (unsplit removes them) always is.
 */
class NeedleIndex {
  private readonly byStart = new Map<string, number[]>();
  private readonly always: number[] = [];

  constructor(private readonly needles: readonly string[]) {
    needles.forEach((n, i) => {
      const start = n.slice(0, PREFIX);
      if (start.length < PREFIX || /[*\r\n]/.test(start)) this.always.push(i);
      else this.byStart.set(start, [...(this.byStart.get(start) ?? []), i]);
    });
  }

  /** The needles `text` may hold, in their order. */
  candidates(text: string): string[] {
    const at = [...this.always];
    for (const [start, ix] of this.byStart) if (text.includes(start)) at.push(...ix);
    return at.sort((a, b) => a - b).map((i) => this.needles[i]);
  }
}

/** The index of a list of needles, made once per list (a redactor's list is a new array when it learns a secret). */
const INDEXES = new WeakMap<readonly string[], NeedleIndex>();
function needleIndex(needles: readonly string[]): NeedleIndex {
  let index = INDEXES.get(needles);
  if (!index) INDEXES.set(needles, (index = new NeedleIndex(needles)));
  return index;
}

/**
 * A copy of `s` with each of the `known` secrets it holds wrapped onto two lines hidden: one of its halves is still
 * whole, which is cheap to look for first. `split` keeps each secret's pattern across calls.
 */
function unsplit(s: string, known: readonly string[], split: Map<string, RegExp>): string {
  let out = s;
  // Wrapped in `s`, whole in it without its line breaks (one with `*`, `\r` or `\n` is looked for anyway).
  const joined = s.replace(/\r?\n/g, '');
  for (const v of needleIndex(known).candidates(joined)) {
    if (!/[*\r\n]/.test(v) && !joined.includes(v)) continue;
    const half = v.length >> 1;
    if (!out.includes(v.slice(0, half)) && !out.includes(v.slice(half))) continue;
    if (!split.has(v)) split.set(v, splitPattern(v));
    out = out.replace(split.get(v)!, REDACTED);
  }
  return out;
}

/** Strings up to this long are remembered by `remembered`, at most this many at once (then it starts over). */
const MEMO_MAX_LENGTH = 4096;
const MEMO_MAX_ENTRIES = 20_000;

/**
 * `fn` of a string, remembered: a run's scenarios carry the same tool schemas and descriptions again and again (each
 * trajectory and baseline holds every tool's), and each is worked out once. What is remembered is dropped when
 * `basis()` gives another value than it did (the redactor's list of secrets, new when it learns one).
 */
function remembered<T>(fn: (s: string) => T, basis?: () => unknown): (s: string) => T {
  const memo = new KeyedMemo<string, T>(MEMO_MAX_ENTRIES, basis);
  return (s) => (s.length > MEMO_MAX_LENGTH ? fn(s) : memo.get(s, fn));
}

/** Is this key the name of a secret field (`api_key`, `password`)? Remembered: a run has few distinct keys. */
const isSecretField = remembered((key) => SECRET_FIELD_NAME.test(key));

/**
 * Returns a function that deep-copies a JSON-like value with every known secret and token
 * shape replaced by `***` in every string, object keys included.
 */
export function createRedactor(opts: RedactorOptions = {}): Redactor {
  const plain = new Set<string>();
  const add = (v: string | undefined): void => {
    if (!v) return;
    for (const candidate of [v, v.trim(), v.replace(/^Bearer\s+/i, '')])
      if (candidate.length >= MIN_SECRET_LENGTH) plain.add(candidate);
  };
  for (const [name, value] of Object.entries(opts.env ?? {})) if (isSecretEnvName(name)) add(value);
  for (const s of opts.secrets ?? []) add(s);
  // Longest first, so a secret containing another is replaced whole.
  let known = [...new Set([...plain].flatMap(encodings))].sort((a, b) => b.length - a.length);
  const split = new Map<string, RegExp>();
  /** A value a service printed as a secret (field or parameter name) is hidden from then on, wherever it appears. */
  const learn = (value: string): void => {
    if (isWeakValue(value) || plain.has(value)) return;
    plain.add(value);
    known = [...new Set([...known, ...encodings(value)])].sort((a, b) => b.length - a.length);
  };
  // Learning from a text twice learns nothing more: remembered for good.
  const learnFrom = remembered((s: string): void => {
    // The patterns backtrack on every word; most texts (tool schemas, answers) have no field name they look for.
    if (!SECRET_WORD.test(s)) return;
    for (const pattern of [SECRET_JSON, SECRET_PARAM]) for (const m of s.matchAll(pattern)) learn(m[2]);
  });

  const text = remembered(
    (s: string): string => {
      let out = s;
      for (const v of needleIndex(known).candidates(s)) if (out.includes(v)) out = out.split(v).join(REDACTED);
      if (out.includes('\n')) out = unsplit(out, known, split);
      if (!mayHoldToken(out)) return out;
      for (const shape of TOKEN_SHAPES) out = out.replace(shape, REDACTED);
      return out.replace(BEARER, `$1 ${REDACTED}`);
    },
    () => known,
  );
  const repeats = new RepeatedParts(() => known);
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return text(value);
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[text(k)] = repeats.copy(k, v, walk);
      return out;
    }
    return value;
  };
  const redact = <T>(value: T): T => {
    // First every secret the value gives away (a field or parameter named so), so each is hidden everywhere in it.
    eachString(
      value,
      (s, key) => {
        if (key !== undefined && isSecretField(key)) learn(s);
        learnFrom(s);
      },
      (k, v) => repeats.learned(k, v),
    );
    return walk(value) as T;
  };
  // Read when asked: a secret learned since is in them (masks, and how much a cut tail drops).
  return Object.defineProperties(redact, {
    secrets: { get: () => [...new Set([...plain].flatMap((v) => [v, JSON.stringify(v).slice(1, -1)]))] },
    longest: { get: () => Math.max(LONGEST_SHAPE, ...known.map((v) => v.length)) },
  }) as Redactor;
}

/**
 * Every string of a JSON-like value, object keys included; a string value with the key it sits under. A value `skip`
 * says was visited before (a server snapshot seen already) is not visited again.
 */
function eachString(
  value: unknown,
  visit: (s: string, key?: string) => void,
  skip: (key: string, v: unknown) => boolean,
): void {
  if (typeof value === 'string') visit(value);
  else if (Array.isArray(value)) for (const v of value) eachString(v, visit, skip);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      visit(k);
      if (typeof v === 'string') visit(v, k);
      else if (!skip(k, v)) eachString(v, visit, skip);
    }
  }
}

/** A redactor that changes nothing (for `mcp-eval report`, whose input was redacted when written). */
export const noRedaction: Redactor = Object.assign(<T>(value: T): T => value, { secrets: [], longest: 0 });

/**
 * Redact, then cut to the last `max` characters: a secret is hidden whole before any cut could leave
 * part of it. `cutBefore`: the text itself was already cut at its start (a tail kept of a longer
 * output), so its first `redact.longest` characters may hold the end of a secret: they are dropped.
 */
export function redactTail(redact: Redactor, text: string, max: number, cutBefore: boolean): string {
  const safe = redact(text);
  const from = cutBefore ? Math.min(safe.length, redact.longest) : 0;
  return safe.slice(Math.max(from, safe.length - max));
}
