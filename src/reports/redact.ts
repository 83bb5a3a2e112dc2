// Redaction: secrets never reach a report. Applied to the whole RunReport before anything is
// written, so every writer (and results.json itself) sees only redacted text.

export const REDACTED = '***';

/** Names of environment variables whose values are treated as secrets. */
const SECRET_ENV_NAME = /(?:_TOKEN|_KEY|_SECRET)$|PASSWORD|^(?:TOKEN|SECRET|API_KEY)$/i;

/** Token shapes redacted wherever they appear, even when nobody told us the value. */
const TOKEN_SHAPES: readonly RegExp[] = [
  /\bgh[pousr]_[A-Za-z0-9]{20,}/g, // GitHub classic, OAuth, server, user, refresh tokens
  /\bgithub_pat_[A-Za-z0-9_]{20,}/g, // GitHub fine-grained tokens
  /\bsk-ant-[A-Za-z0-9_-]{10,}/g, // Anthropic API keys
];
const BEARER = /\b(Bearer)\s+[A-Za-z0-9._~+/=-]{6,}/gi;

/** Shorter values are left alone: replacing "true" or "1234" everywhere would wreck the text. */
export const MIN_SECRET_LENGTH = 6;

export interface RedactorOptions {
  /** Environment to take secret-looking variables from (`*_TOKEN`, `*_KEY`, `*_SECRET`, `*PASSWORD*`). */
  env?: Record<string, string | undefined>;
  /** Further values to hide: masked action inputs, the server config's `env` and `headers` values. */
  secrets?: readonly string[];
}

export type Redactor = (<T>(value: T) => T) & {
  /** The exact values it hides (not the token shapes), for the runner's log masking. */
  readonly secrets: readonly string[];
};

/** Does this variable name look like it holds a secret? */
export function isSecretEnvName(name: string): boolean {
  return SECRET_ENV_NAME.test(name);
}

/**
 * Returns a function that deep-copies a JSON-like value with every known secret and token
 * shape replaced by `***` in every string, object keys included.
 */
export function createRedactor(opts: RedactorOptions = {}): Redactor {
  const values = new Set<string>();
  const add = (v: string | undefined): void => {
    if (!v) return;
    for (const candidate of [v, v.trim(), v.replace(/^Bearer\s+/i, '')]) {
      if (candidate.length < MIN_SECRET_LENGTH) continue;
      values.add(candidate);
      // The same secret as it appears inside JSON text (a tool that prints JSON.stringify(env)).
      const quoted = JSON.stringify(candidate).slice(1, -1);
      if (quoted !== candidate) values.add(quoted);
    }
  };
  for (const [name, value] of Object.entries(opts.env ?? {})) if (isSecretEnvName(name)) add(value);
  for (const s of opts.secrets ?? []) add(s);
  // Longest first, so a secret containing another is replaced whole.
  const known = [...values].sort((a, b) => b.length - a.length);

  const text = (s: string): string => {
    let out = s;
    for (const v of known) if (out.includes(v)) out = out.split(v).join(REDACTED);
    for (const shape of TOKEN_SHAPES) out = out.replace(shape, REDACTED);
    return out.replace(BEARER, `$1 ${REDACTED}`);
  };

  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return text(value);
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[text(k)] = walk(v);
      return out;
    }
    return value;
  };
  return Object.assign(<T>(value: T): T => walk(value) as T, { secrets: known });
}

/** A redactor that changes nothing (for `mcp-eval report`, whose input was redacted when written). */
export const noRedaction: Redactor = Object.assign(<T>(value: T): T => value, { secrets: [] });
