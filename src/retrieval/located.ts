// A YAML or JSON file read with positions, and validated with a zod schema: every problem names the file, line,
// column and field, as a scenario's do (the same ScenarioProblem, so one printer serves both). JSON is read by the
// YAML parser (JSON is YAML), which is what gives MCPProxy's dataset files their line numbers.
import { readFile, stat } from 'node:fs/promises';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node as YamlNode } from 'yaml';
import type { z } from 'zod';
import { errorMessage } from '../util/errors.js';
import { sortProblems, type ScenarioProblem } from '../scenario/schema.js';
import { sha256 } from '../util/json.js';
import { nearestName } from '../util/text.js';
import { describeIssue, issuePath, JSON_WORDS, YAML_WORDS } from '../util/zod.js';

/** A dataset file is tens of KiB (MCPProxy's golden set is 15 KiB): more is refused unread. */
export const MAX_FILE_BYTES = 4 * 1024 * 1024;

type Segment = string | number;

/** A parsed file: its value, where each field is, its hash. */
export interface LocatedFile {
  /** The file as problems name it. */
  file: string;
  value: unknown;
  sha256: string;
  /** Line and column of the field at `at` (its key with `key`; its parent when it is missing); null for none. */
  locate(at: readonly Segment[], key?: boolean): { line: number; column: number } | null;
}

/** A problem at field `at` of a file. */
export function problemAt(
  f: Pick<LocatedFile, 'file' | 'locate'>,
  at: readonly Segment[],
  message: string,
  key = false,
) {
  const pos = f.locate(at, key);
  const problem: ScenarioProblem = {
    file: f.file,
    line: pos?.line ?? null,
    column: pos?.column ?? null,
    path: issuePath(at),
    message,
  };
  return problem;
}

/** Read and parse `abs` (shown as `file`): a LocatedFile, or the problems that stop it. */
export async function readLocated(abs: string, file: string): Promise<LocatedFile | ScenarioProblem[]> {
  const nowhere = { file, locate: () => null };
  let text: string;
  try {
    const size = (await stat(abs)).size;
    if (size > MAX_FILE_BYTES) return [problemAt(nowhere, [], `file is ${size} bytes, above ${MAX_FILE_BYTES}`)];
    text = new TextDecoder('utf-8', { fatal: true }).decode(await readFile(abs));
  } catch (e) {
    return [problemAt(nowhere, [], `cannot read: ${errorMessage(e)}`)];
  }
  return parseLocated(text, file);
}

/** Parse `text` (named `file` in problems): a LocatedFile, or its syntax errors. */
export function parseLocated(text: string, file: string): LocatedFile | ScenarioProblem[] {
  const nowhere = { file, locate: () => null };
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const pos = (offset: number) => {
    const { line, col } = lines.linePos(offset);
    return { line, column: col };
  };
  if (doc.errors.length > 0) {
    return doc.errors.map((e) => ({ ...problemAt(nowhere, [], `syntax error: ${e.message}`), ...pos(e.pos[0]) }));
  }
  const locate = (at: readonly Segment[], key = false) => {
    const node = nodeAt(doc, at, key);
    return node?.range ? pos(node.range[0]) : null;
  };
  return { file, value: doc.toJS({ maxAliasCount: 100 }) as unknown, sha256: sha256(text), locate };
}

/** The deepest node on the way to `at` (an empty value's key; the last key itself with `key`). */
function nodeAt(doc: Document, at: readonly Segment[], key: boolean): YamlNode | null {
  let node = doc.contents as YamlNode | null;
  for (const [i, seg] of at.entries()) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(seg));
      if (!pair) return node;
      const value = pair.value as YamlNode | null;
      const empty = !value || (isScalar(value) && value.value === null);
      node = empty || (key && i === at.length - 1) ? (pair.key as YamlNode) : value;
    } else if (isSeq(node) && typeof seg === 'number' && node.items[seg]) {
      node = node.items[seg] as YamlNode;
    } else {
      return node;
    }
  }
  return node;
}

/** Validate a file's value: the data, or a problem per issue (per unknown key, with "did you mean"). */
export function validateLocated<T>(
  f: LocatedFile,
  schema: z.ZodType<T>,
  json = false,
): { data: T; problems: [] } | { data?: undefined; problems: ScenarioProblem[] } {
  const parsed = schema.safeParse(f.value, { reportInput: true });
  if (parsed.success) return { data: parsed.data, problems: [] };
  const problems = parsed.error.issues.flatMap((issue) => {
    const at = issue.path.filter((s): s is Segment => typeof s !== 'symbol');
    if (issue.code === 'unrecognized_keys') {
      const known = keysAt(schema, at);
      return issue.keys.map((k) => {
        const near = nearestName(k, known);
        return problemAt(f, [...at, k], `unknown key "${k}"${near ? ` (did you mean "${near}"?)` : ''}`, true);
      });
    }
    const words = json ? JSON_WORDS : YAML_WORDS;
    // A record's bad key: what its own schema says of it, at the key.
    if (issue.code === 'invalid_key') return [problemAt(f, at, describeIssue(issue.issues[0], words), true)];
    return [problemAt(f, at, describeIssue(issue, words))];
  });
  return { problems: sortProblems(problems) };
}

/** The keys the schema allows for the object at `at`: through defaults, optionals, unions and arrays. */
function keysAt(schema: z.core.$ZodType, at: readonly Segment[]): string[] {
  const objects = (s: z.core.$ZodType): z.core.$ZodObjectDef[] => {
    const def = s._zod.def;
    if (def.type === 'object') return [def as z.core.$ZodObjectDef];
    if (def.type === 'union') return (def as z.core.$ZodUnionDef).options.flatMap(objects);
    if (['optional', 'default', 'nullable'].includes(def.type))
      return objects((def as z.core.$ZodOptionalDef).innerType);
    if (def.type === 'array') return objects((def as z.core.$ZodArrayDef).element);
    return [];
  };
  let current = objects(schema);
  for (const seg of at) {
    if (typeof seg === 'number') continue;
    current = current.flatMap((o) => (o.shape[seg] ? objects(o.shape[seg]) : []));
  }
  return current.flatMap((o) => Object.keys(o.shape));
}
