// What a redactor remembers of the parts of a run that repeat (sanitize/redact.ts).
import { KeyedMemo, listKey } from '../util/memo.js';

/** Keys whose values repeat across a run: every trajectory and baseline holds its servers' whole tool lists. */
const REPEATED_KEYS = new Set(['servers']);
/** Distinct repeated values remembered at once (then it starts over): a run's servers show few. */
const REPEATS_MAX = 64;

/**
 * The server lists a redactor has seen, by their content (util/memo.ts): learning from a list seen before learns
 * nothing more, and its redacted copy is the same while the secrets are (`secrets()`, a new list when one is learned).
 * Redacting 200 scenarios' lists is then a JSON text of each snapshot, not a walk of every tool's schema; the copies
 * are shared, so results.json's writer serializes each once.
 */
export class RepeatedParts {
  private readonly seen = new KeyedMemo<string, true>(REPEATS_MAX);
  private readonly copies: KeyedMemo<string, unknown>;

  constructor(secrets: () => unknown) {
    this.copies = new KeyedMemo(REPEATS_MAX, secrets);
  }

  /** Was this value learned from already? Remembers it as learned. */
  learned(k: string, v: unknown): boolean {
    const key = repeatedKey(k, v);
    if (key === null) return false;
    let first = false;
    this.seen.get(key, () => (first = true));
    return !first;
  }

  /** The redacted copy of a value (`walk`'s), made once for each content while the secrets are the same. */
  copy(k: string, v: unknown, walk: (v: unknown) => unknown): unknown {
    const key = repeatedKey(k, v);
    return key === null ? walk(v) : this.copies.get(key, () => walk(v));
  }
}

function repeatedKey(k: string, v: unknown): string | null {
  return REPEATED_KEYS.has(k) ? listKey(v) : null;
}
