// Work done once per distinct input: the input's text (JSON, say) is the key, held as its sha256 so that large inputs
// (whole tool lists) do not stay in memory as keys.
import { sha256 } from './json.js';

export class KeyedMemo<T> {
  private readonly values = new Map<string, T>();

  /** The value for `key`, worked out by `make` the first time that key is asked for (a null or undefined too). */
  get(key: string, make: () => T): T {
    const hash = sha256(key);
    if (this.values.has(hash)) return this.values.get(hash) as T;
    const value = make();
    this.values.set(hash, value);
    return value;
  }
}
