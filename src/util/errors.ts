// One error type for everything this project throws on purpose, as the MCP SDK has McpError:
// a kind that says whose problem it is, a message that names what and where, and an optional
// hint that says how to fix it. Entry points pick the exit code from the kind alone.

export const ERROR_KINDS = [
  /** The command line is wrong: unknown option, missing argument, no scenario file matched. */
  'usage',
  /** A setting or a file of settings is wrong: action input, mcp.json, prices file, compose options. */
  'config',
  /** A baseline file or store cannot be read or written. */
  'baseline',
  /** A results.json cannot be read or is not valid. */
  'results',
  /** A server could not be started, connected to or initialised. */
  'connect',
  /** A call could not reach a connected server: it died, or did not answer in time. */
  'call',
  /** The service under test (compose, reset command) failed. */
  'service',
  /** Publishing to GitHub (the PR comment) failed. */
  'github',
  /** A git command failed. */
  'git',
  /** A deadline passed. */
  'timeout',
] as const;

export type ErrorKind = (typeof ERROR_KINDS)[number];

export interface EvalErrorOptions {
  /** One line that says how to fix it. */
  hint?: string;
  cause?: unknown;
}

export class EvalError extends Error {
  override name = 'EvalError';
  readonly hint?: string;

  constructor(
    readonly kind: ErrorKind,
    message: string,
    opts: EvalErrorOptions = {},
  ) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    if (opts.hint !== undefined) this.hint = opts.hint;
  }
}

/** Is this an EvalError, of one of these kinds when any are given? */
export function isEvalError(e: unknown, ...kinds: ErrorKind[]): e is EvalError {
  return e instanceof EvalError && (kinds.length === 0 || kinds.includes(e.kind));
}

/** Mistakes the user fixes in what they typed or configured: exit code 2 instead of 1. */
export function isUsageError(e: unknown): e is EvalError {
  return isEvalError(e, 'usage', 'config');
}

/**
 * The text of anything thrown: an Error's message, or the value itself. An Error without a message (Azure storage's
 * client when the service refuses with an empty body; Node's AggregateError when every address refused a connection)
 * is told by what it carries instead: `RestError (HTTP 403, AuthenticationFailed)`, `AggregateError (ECONNREFUSED):
 * connect ECONNREFUSED ::1:443; ...`, never an empty string.
 */
export function errorMessage(e: unknown): string {
  return describe(e, 0);
}

function describe(e: unknown, depth: number): string {
  if (!(e instanceof Error)) return String(e);
  if (e.message || depth > 3) return e.message;
  const x = e as Error & {
    code?: unknown;
    statusCode?: unknown;
    status?: unknown;
    details?: unknown;
    errors?: unknown;
  };
  const status = [x.statusCode, x.status].find((v) => typeof v === 'number');
  const errorCode =
    x.details && typeof x.details === 'object' ? (x.details as { errorCode?: unknown }).errorCode : null;
  const facts = [
    typeof x.code === 'string' || typeof x.code === 'number' ? String(x.code) : '',
    status === undefined ? '' : `HTTP ${String(status)}`,
    typeof errorCode === 'string' ? errorCode : '',
  ].filter(Boolean);
  const inner = [
    ...(Array.isArray(x.errors) ? (x.errors as unknown[]) : []),
    ...(x.cause === undefined ? [] : [x.cause]),
  ]
    .map((i) => describe(i, depth + 1))
    .filter(Boolean);
  const name = e.name || 'Error';
  if (!facts.length && !inner.length) return `${name} (no message)`;
  const what = facts.length ? `${name} (${[...new Set(facts)].join(', ')})` : name;
  return inner.length ? `${what}: ${inner.join('; ')}` : what;
}

/** Rethrows what a dependency threw as the EvalError a step fails with, message unchanged. */
export function failWith(kind: ErrorKind): (e: unknown) => never {
  return (e) => {
    throw new EvalError(kind, errorMessage(e), { cause: e });
  };
}
