// What a redactor remembers of the parts of a run that repeat (sanitize/redact.ts).

/** Keys whose values repeat across a run: every trajectory and baseline holds its servers' whole tool lists. */
const REPEATED_KEYS = new Set(['servers']);
/** Distinct repeated values remembered at once (then it starts over): a run's servers show few. */
const REPEATS_MAX = 64;

/**
 * The server snapshots a redactor has seen, by their JSON text: learning from a text seen before learns nothing more,
 * and its redacted copy is the same while the secrets are. Redacting 200 scenarios' snapshots is then a JSON text
 * each, not a walk of every tool's schema; the copies are shared, so results.json's writer serializes each once.
 */
export class RepeatedParts {
  private readonly text = new WeakMap<object, string>();
  private readonly seen = new Set<string>();
  private readonly copies = new Map<string, unknown>();
  private copiesFor: unknown = null;

  private key(k: string, v: unknown): string | null {
    if (!REPEATED_KEYS.has(k) || !Array.isArray(v)) return null;
    let json = this.text.get(v);
    if (json === undefined) this.text.set(v, (json = JSON.stringify(v)));
    return json;
  }

  /** Was this value learned from already? Remembers it as learned. */
  learned(k: string, v: unknown): boolean {
    const json = this.key(k, v);
    if (json === null) return false;
    if (this.seen.has(json)) return true;
    if (this.seen.size >= REPEATS_MAX) this.seen.clear();
    this.seen.add(json);
    return false;
  }

  /** The redacted copy of a value (`walk`'s), made once for each text while the list of secrets is `secrets`. */
  copy(k: string, v: unknown, secrets: unknown, walk: (v: unknown) => unknown): unknown {
    const json = this.key(k, v);
    if (json === null) return walk(v);
    if (this.copiesFor !== secrets || this.copies.size >= REPEATS_MAX) {
      this.copies.clear();
      this.copiesFor = secrets;
    }
    let out = this.copies.get(json);
    if (out === undefined) this.copies.set(json, (out = walk(v)));
    return out;
  }
}
