// A number for each distinct server snapshot, the same for snapshots of equal JSON text: what the run-wide caches of
// tool deltas (servers.ts) and screened surfaces (screened.ts) key on. A snapshot object is turned into text once;
// the redacted trajectories and the baselines of a run share their snapshot objects (sanitize/repeated.ts,
// baselines/format.ts), so most scenarios' keys cost a lookup, not the JSON text of every tool's schema.
import type { ServerSnapshot } from '../results/trajectory.js';

const ids = new WeakMap<object, number>();
const byText = new Map<string, number>();
/** Texts remembered at once; past it they start over with new numbers, so a number never means two texts. */
const TEXTS_MAX = 256;
let next = 0;

export function snapshotId(s: ServerSnapshot): number {
  let id = ids.get(s);
  if (id !== undefined) return id;
  const text = JSON.stringify(s);
  id = byText.get(text);
  if (id === undefined) {
    if (byText.size >= TEXTS_MAX) byText.clear();
    byText.set(text, (id = next++));
  }
  ids.set(s, id);
  return id;
}
