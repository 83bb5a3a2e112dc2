// Finding things in a parsed YAML document by their place: the node at a field path (for file:line messages), and
// what toJS() would hide or choke on: keys that are lists or mappings, duplicate keys, an alias with no anchor.
import { isAlias, isMap, isPair, isScalar, isSeq, visit, type Alias, type Document, type Node as YamlNode } from 'yaml';
import { issuePath } from '../util/zod.js';

export type Segment = string | number;
export interface Position {
  line: number;
  column: number;
}
/** Where a field path is in the file; `key` asks for a mapping key rather than its value. */
export type Locate = (p: readonly Segment[], key?: boolean) => Position | null;

/**
 * The deepest YAML node on the way to `p`: for a missing field that is its parent mapping.
 * An empty value (`tool:`) has no text of its own, so its key is pointed at instead.
 */
export function findNode(root: YamlNode, p: readonly Segment[], wantKey: boolean): YamlNode | null {
  let node: YamlNode = root;
  for (const [i, seg] of p.entries()) {
    if (isMap(node)) {
      const pair = node.items.find((it) => isScalar(it.key) && String(it.key.value) === String(seg));
      if (!pair || !isScalar(pair.key)) return node;
      const value = pair.value;
      const emptyValue = !value || isEmptyScalar(value);
      if ((wantKey && i === p.length - 1) || emptyValue) return pair.key;
      node = value as YamlNode;
    } else if (isSeq(node) && typeof seg === 'number' && node.items[seg]) {
      const item = node.items[seg];
      if (isPair(item)) return node;
      node = item as YamlNode;
    } else {
      return node;
    }
  }
  return node;
}

/** A node with no text of its own: the value of `tool:`, or the document of a lone `---`. */
export function isEmptyScalar(node: unknown): boolean {
  return isScalar(node) && node.value === null && node.range?.[0] === node.range?.[1];
}

/** Keys that are lists or mappings (`? [x, y]`), anywhere in the file. */
export function collectionKeys(
  doc: Document,
  node: unknown,
  at: Segment[],
): { path: string; offset: number; found: string }[] {
  const out: { path: string; offset: number; found: string }[] = [];
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = isAlias(pair.key) ? pair.key.resolve(doc) : pair.key;
      if (isMap(key) || isSeq(key)) {
        const offset = (pair.key as YamlNode).range?.[0] ?? 0;
        out.push({ path: issuePath(at), offset, found: isSeq(key) ? 'a list' : 'a mapping' });
      } else {
        out.push(...collectionKeys(doc, pair.value, isScalar(key) ? [...at, String(key.value)] : at));
      }
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, i) => out.push(...collectionKeys(doc, item, [...at, i])));
  }
  return out;
}

export function duplicateKeys(node: unknown, at: Segment[]): { path: string; offset: number; firstOffset: number }[] {
  const out: { path: string; offset: number; firstOffset: number }[] = [];
  if (isMap(node)) {
    const seen = new Map<string, number>();
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : null;
      const offset = isScalar(pair.key) ? (pair.key.range?.[0] ?? 0) : 0;
      if (key !== null) {
        const first = seen.get(key);
        if (first !== undefined) out.push({ path: issuePath([...at, key]), offset, firstOffset: first });
        else seen.set(key, offset);
      }
      out.push(...duplicateKeys(pair.value, key === null ? at : [...at, key]));
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, i) => out.push(...duplicateKeys(item, [...at, i])));
  }
  return out;
}

/** yaml only notices a dangling `*name` when converting, and then without a position. */
export function unresolvedAlias(doc: Document): Alias | null {
  const found: Alias[] = [];
  visit(doc, {
    Alias(_, alias) {
      if (alias.resolve(doc) !== undefined) return undefined;
      found.push(alias);
      return visit.BREAK;
    },
  });
  return found[0] ?? null;
}
