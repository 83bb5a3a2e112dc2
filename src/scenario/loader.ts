// Finds scenario files by glob, parses the YAML and validates it with the zod schema. Every
// problem names the file, line, column and field; one bad file never stops the others.
import { readFileSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { glob, isDynamicPattern } from 'tinyglobby';
import { isMap, isScalar, isSeq, LineCounter, parseAllDocuments, type Document, type YAMLMap } from 'yaml';
import type { z } from 'zod';
import { isRecord, sha256 } from '../util/json.js';
import { describeIssue, issuePath, kind, YAML_WORDS } from '../util/zod.js';
import { compareText, nearestName } from '../util/text.js';
import { fromFile, scenarioSchema, sortProblems, type Scenario, type ScenarioProblem, userHint } from './schema.js';
import {
  collectionKeys,
  duplicateKeys,
  findNode,
  isEmptyScalar,
  unresolvedAlias,
  type Locate,
  type Position,
  type Segment,
} from './yaml-nodes.js';
import { errorMessage } from '../util/errors.js';

/** Files above this size are refused unread: a scenario is a few KiB of YAML. */
export const MAX_SCENARIO_BYTES = 1024 * 1024;

export interface LoadResult {
  /** Valid scenarios, disabled ones included (enabled=false), sorted by id. */
  scenarios: Scenario[];
  problems: ScenarioProblem[];
}

export interface ParseResult {
  scenario?: Scenario;
  problems: ScenarioProblem[];
}

/** Load every scenario matched by `pattern` (relative to cwd). Patterns ending in `*.yaml` also match `*.yml`. */
export async function loadScenarios(pattern: string, opts: { cwd?: string } = {}): Promise<LoadResult> {
  const cwd = path.resolve(opts.cwd ?? process.cwd());
  const files = await matchFiles(await expandPattern(pattern, cwd), cwd);
  if (files.length === 0) {
    return { scenarios: [], problems: [problem(pattern, null, '', 'no scenario files match this pattern')] };
  }

  // Read one after the other, synchronously: a suite's files are small, and 200 of them read through fs/promises
  // (open, stat, read, close: each a trip to the thread pool) took 26-100 ms where this takes 4-10 (BENCHMARKS.md).
  const parsed = files.map((f) => loadFile(f.abs, f.file, f.id));
  const problems = parsed.flatMap((r) => r.problems);
  const scenarios: Scenario[] = [];
  const byId = new Map<string, Scenario>();
  const byName = new Map<string, Scenario>();
  for (const { scenario, namePosition } of parsed
    .filter((r) => r.scenario)
    .sort((a, b) => compareText(a.scenario!.id, b.scenario!.id))) {
    const s = scenario!;
    const sameId = byId.get(s.id);
    const sameName = byName.get(s.name);
    if (sameId) {
      problems.push(problem(s.file, null, '', `scenario id "${s.id}" is already used by ${sameId.file}`));
    } else if (sameName) {
      problems.push(
        problem(s.file, namePosition, 'name', `duplicate scenario name "${s.name}" (also in ${sameName.file})`),
      );
    } else {
      byId.set(s.id, s);
      byName.set(s.name, s);
      scenarios.push(s);
    }
  }
  return { scenarios, problems: sortProblems(problems) };
}

/** Parse and validate one scenario file's bytes: refuses binary and non-UTF-8 content. */
export function parseScenarioBytes(bytes: Uint8Array, file: string, id: string): ParseResult {
  return parseBytes(bytes, file, id).result;
}

/** Parse and validate one scenario given as text (content_hash is the sha256 of its UTF-8 bytes). */
export function parseScenarioText(text: string, file: string, id: string): ParseResult {
  return parseText(text, file, id, sha256(text)).result;
}

/** Validate an already parsed value against the schema; problems carry no positions. */
export function validateScenarioObject(
  value: unknown,
  file: string,
): { scenario?: Omit<Scenario, 'id' | 'file' | 'content_hash'>; problems: ScenarioProblem[] } {
  return validate(value, file, () => null);
}

interface FileResult extends ParseResult {
  namePosition: Position | null;
}

function loadFile(abs: string, file: string, id: string): FileResult {
  try {
    const size = statSync(abs).size;
    if (size > MAX_SCENARIO_BYTES) {
      const limit = `the limit of ${MAX_SCENARIO_BYTES} bytes (1 MiB) for a scenario file`;
      const fail = `file is ${size} bytes, above ${limit}; not read`;
      return { problems: [problem(file, null, '', fail)], namePosition: null };
    }
    const { result, locate } = parseBytes(readFileSync(abs), file, id);
    return { ...result, namePosition: locate(['name']) };
  } catch (e) {
    return { problems: [problem(file, null, '', `cannot read: ${errorMessage(e)}`)], namePosition: null };
  }
}

const noLocation: Locate = () => null;

function parseBytes(bytes: Uint8Array, file: string, id: string): { result: ParseResult; locate: Locate } {
  const fail = (at: Position | null, message: string) => ({
    result: { problems: [problem(file, at, '', message)] },
    locate: noLocation,
  });
  const nul = bytes.indexOf(0);
  if (nul >= 0) return fail(null, `binary file (NUL byte at offset ${nul}), not YAML text`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Decode again leniently only to say where the first bad byte is.
    const before = new TextDecoder('utf-8').decode(bytes).split('\uFFFD')[0].split('\n');
    return fail({ line: before.length, column: before[before.length - 1].length + 1 }, 'not valid UTF-8 text');
  }
  return parseText(text, file, id, sha256(bytes));
}

function parseText(
  text: string,
  file: string,
  id: string,
  contentHash: string,
): { result: ParseResult; locate: Locate } {
  const lineCounter = new LineCounter();
  // uniqueKeys off: duplicates are found below, so the message can name the field and both lines.
  const docs = parseAllDocuments(text, { lineCounter, prettyErrors: false, uniqueKeys: false });
  const pos = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  const fail = (problems: ScenarioProblem[]) => ({ result: { problems }, locate: noLocation });

  const found = rootMapping(docs, file, pos);
  if (Array.isArray(found)) return fail(found);
  const { doc, root } = found;
  const keys = keyProblems(doc, root, file, pos);
  if (keys.length > 0) return fail(keys);

  const locate: Locate = (p, key) => {
    const node = findNode(root, p, key ?? false);
    return node?.range ? pos(node.range[0]) : null;
  };
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    return fail([problem(file, null, '', `YAML error: ${errorMessage(e)}`)]);
  }
  const { scenario, problems } = validate(value, file, locate);
  const result: ParseResult = scenario
    ? { scenario: { id, file, content_hash: contentHash, ...scenario }, problems }
    : { problems };
  return { result, locate };
}

const EMPTY_FILE = 'file is empty: expected a scenario mapping';

/** The file's one document and its root mapping, or why the file holds no scenario mapping. */
function rootMapping(
  docs: readonly Document.Parsed[],
  file: string,
  pos: (offset: number) => Position,
): { doc: Document; root: YAMLMap } | ScenarioProblem[] {
  if (docs.length === 0) return [problem(file, null, '', EMPTY_FILE)];
  if (docs.length > 1) {
    const separators = 'a scenario file holds exactly one (remove the "---" separators)';
    return [problem(file, pos(docs[1].range[0]), '', `found ${docs.length} YAML documents; ${separators}`)];
  }
  const doc = docs[0];
  if (doc.errors.length > 0) {
    return doc.errors.map((e) => problem(file, pos(e.pos[0]), '', `YAML syntax error: ${e.message}`));
  }
  const root = doc.contents;
  // A lone `---` (or `...`) parses as an empty scalar: still an empty file, not "a null value".
  if (root === null || isEmptyScalar(root)) return [problem(file, null, '', EMPTY_FILE)];
  if (!isMap(root)) {
    const found = isSeq(root)
      ? 'a list'
      : isScalar(root)
        ? `a single ${kind(root.value, YAML_WORDS)} value`
        : 'something else';
    const expected = 'expected a mapping of scenario fields (name: ..., user_intent: ...)';
    return [problem(file, pos(root.range![0]), '', `${expected}, found ${found}`)];
  }
  return { doc, root };
}

/** Keys that are lists or mappings, duplicate keys, or else an alias with no anchor: each where it is. */
function keyProblems(doc: Document, root: YAMLMap, file: string, pos: (offset: number) => Position): ScenarioProblem[] {
  // toJS would turn a list or mapping key into a string (and print a warning): refuse it here,
  // where its position is known.
  const complex = collectionKeys(doc, root, []).map((k) =>
    problem(file, pos(k.offset), k.path, `a key must be a plain value (text or number), found ${k.found}`),
  );
  if (complex.length > 0) return complex;
  const duplicates = duplicateKeys(root, []).map((d) =>
    problem(file, pos(d.offset), d.path, `duplicate key (first set on line ${pos(d.firstOffset).line})`),
  );
  if (duplicates.length > 0) return duplicates;
  const alias = unresolvedAlias(doc);
  if (!alias) return [];
  const message = `alias "*${alias.source}" refers to no anchor "&${alias.source}" set before it`;
  return [problem(file, pos(alias.range?.[0] ?? 0), '', message)];
}

function validate(
  value: unknown,
  file: string,
  locate: Locate,
): { scenario?: Omit<Scenario, 'id' | 'file' | 'content_hash'>; problems: ScenarioProblem[] } {
  const parsed = scenarioSchema.safeParse(value, { reportInput: true });
  if (parsed.success) return { scenario: fromFile(parsed.data, locate(['user'], true)?.line ?? null), problems: [] };
  const problems = parsed.error.issues.flatMap((issue): ScenarioProblem[] => {
    const at = issue.path.filter((s): s is Segment => typeof s !== 'symbol');
    const unknown = unknownKeys(issue, at);
    if (unknown.length) {
      const known = knownKeys(at);
      return unknown.map((k) => {
        const near = nearestName(k, known);
        return problem(
          file,
          locate([...at, k], true),
          issuePath([...at, k]),
          `unknown key "${k}"${near ? ` (did you mean "${near}"?)` : ''}`,
        );
      });
    }
    const where = issuePath(at);
    return [problem(file, locate(at), where, userHint(where, describeIssue(issue, YAML_WORDS)))];
  });
  return { problems: sortProblems(problems) };
}

/**
 * Keys no form allows: those of an object that has them, and those of a mapping that fits no form of a
 * union (a success criterion `{contain: x}` is one unknown key, not "none of the forms").
 */
function unknownKeys(issue: z.core.$ZodIssue, at: readonly Segment[]): string[] {
  if (issue.code === 'unrecognized_keys') return issue.keys;
  if (issue.code !== 'invalid_union' || !isRecord(issue.input)) return [];
  const known = knownKeys(at);
  return Object.keys(issue.input).filter((k) => !known.includes(k));
}

/** The keys the schema allows for the object at `at` (for "did you mean"). */
function knownKeys(at: readonly Segment[]): string[] {
  let schema: z.core.$ZodType | undefined = scenarioSchema;
  for (const seg of [...at, null]) {
    while (schema && ['optional', 'default', 'nullable', 'prefault'].includes(schema._zod.def.type)) {
      schema = (schema._zod.def as z.core.$ZodOptionalDef).innerType;
    }
    if (!schema || seg === null) break;
    const def: z.core.$ZodTypeDef = schema._zod.def;
    if (def.type === 'object') schema = (def as z.core.$ZodObjectDef).shape[String(seg)];
    else if (def.type === 'array') schema = (def as z.core.$ZodArrayDef).element;
    else schema = undefined;
  }
  return schema ? objectKeys(schema) : [];
}

/** An object's keys; a union's (a success criterion's forms) are those of all its object options. */
function objectKeys(schema: z.core.$ZodType): string[] {
  const def = schema._zod.def;
  if (def.type === 'object') return Object.keys((def as z.core.$ZodObjectDef).shape);
  if (def.type === 'union') return (def as z.core.$ZodUnionDef).options.flatMap(objectKeys);
  return [];
}

function problem(file: string, at: Position | null, fieldPath: string, message: string): ScenarioProblem {
  return { file, line: at?.line ?? null, column: at?.column ?? null, path: fieldPath, message };
}

async function expandPattern(pattern: string, cwd: string): Promise<string[]> {
  const trimmed = pattern.replace(/\/+$/, '');
  if (!isDynamicPattern(trimmed)) {
    const isDir = await stat(path.resolve(cwd, trimmed)).then(
      (s) => s.isDirectory(),
      () => false,
    );
    if (isDir) return [`${trimmed}/**/*.yaml`, `${trimmed}/**/*.yml`];
  }
  // A scenario saved as .yml should not be silently skipped by the default `*.yaml` pattern.
  return trimmed.endsWith('*.yaml') ? [trimmed, `${trimmed.slice(0, -'.yaml'.length)}.yml`] : [trimmed];
}

/** The directory part of a pattern before its first glob segment: `scenarios/**\/*.yaml` -> `scenarios`. */
export function staticBase(pattern: string): string {
  const segments = toPosix(pattern).split('/');
  const fixed: string[] = [];
  for (const seg of segments.slice(0, -1)) {
    if (isDynamicPattern(seg)) break;
    fixed.push(seg);
  }
  return fixed.join('/') || (pattern.startsWith('/') ? '/' : '.');
}

/**
 * The files the patterns match (relative to cwd), sorted: each as given to the reader (`file`, from cwd) and its id,
 * its path from the first pattern's base directory without extension (`search/env`); POSIX separators. Scenarios
 * and retrieval suites are named so.
 */
export async function matchFiles(
  patterns: string[],
  cwd: string,
): Promise<{ abs: string; file: string; id: string }[]> {
  const base = path.resolve(cwd, staticBase(patterns[0]));
  const files = (await glob(patterns, { cwd, absolute: true, onlyFiles: true, expandDirectories: false })).sort();
  return files.map((abs) => ({
    abs,
    file: toPosix(path.relative(cwd, abs)),
    id: toPosix(path.relative(base, abs)).replace(/\.[^./]+$/, ''),
  }));
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}
