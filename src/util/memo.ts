// Work done once per distinct input. A run repeats itself (every trajectory and baseline holds its servers' whole
// tool lists; the same schemas, descriptions and answers come again): each distinct input is worked out once. The one
// memo of src/ (redaction, baselines, tool deltas, screening, schema validators): bounded, so a long run's memory
// stays flat.

/**
 * Values by key, each worked out the first time its key is asked for. Past `max` keys it starts over; with `basis`,
 * it also starts over when `basis()` gives another value than it did (what the values were worked out from changed:
 * a redactor's list of secrets, new when it learns one).
 */
export class KeyedMemo<K, V> {
  private readonly values = new Map<K, V>();
  private basisWas: unknown;

  constructor(
    private readonly max: number,
    private readonly basis?: () => unknown,
  ) {
    this.basisWas = basis?.();
  }

  /** The value for `key`, worked out by `make` the first time that key is asked for (a null or undefined too). */
  get(key: K, make: (key: K) => V): V {
    if (this.basis && this.basis() !== this.basisWas) {
      this.values.clear();
      this.basisWas = this.basis();
    }
    const found = this.values.get(key);
    if (found !== undefined || this.values.has(key)) return found as V;
    const value = make(key);
    if (this.values.size >= this.max) this.values.clear();
    this.values.set(key, value);
    return value;
  }
}

const ids = new WeakMap<object, number>();
/** Texts numbered at once; past it they start over with new numbers, so a number never means two texts. */
const byText = new KeyedMemo<string, number>(256);
let next = 0;

/**
 * A number for each distinct JSON text, the same for objects of equal text: what the memos of server snapshots key
 * on. An object's text is made once (it must not change after); objects shared across a run cost a lookup.
 */
export function contentId(value: object): number {
  let id = ids.get(value);
  if (id === undefined) ids.set(value, (id = byText.get(JSON.stringify(value), () => next++)));
  return id;
}

/** A key for a list of objects, equal for lists of equal JSON text (their contentIds); null for anything else. */
export function listKey(value: unknown): string | null {
  if (!Array.isArray(value) || !value.every((v) => v !== null && typeof v === 'object')) return null;
  return (value as object[]).map(contentId).join();
}
