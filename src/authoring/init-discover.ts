// Where init's paths come from: the server's own discovery tools (list_allowed_directories, directory_tree, any
// read-only `list_*` tool) say which directories and files exist, before a made-up `example.txt` is tried. Each is a
// reading tool, called at most once with each set of arguments (askOnce), and only when it needs at most a path.
import path from 'node:path';
import type { McpTool } from '../mcp/index.js';
import { isRecord } from '../util/json.js';
import { isReader } from './flows.js';
import type { Ask, Prepared } from './init-verify.js';
import { splitWords } from './sample-args.js';

/** Directories and files the server listed, as absolute paths. */
export interface Found {
  dirs: string[];
  files: string[];
  /** The tools that told them. */
  from: string[];
}

/** Discovery calls made at most per server. */
const MAX_DISCOVERY_CALLS = 6;
const PATH_WORDS = new Set(['path', 'paths', 'file', 'files', 'filename', 'filepath', 'dir', 'directory', 'root']);
const DIR_WORDS = new Set(['dir', 'directory', 'directories', 'folder', 'root', 'tree', 'list', 'search', 'find']);

/** Does this property hold a path (`path`, `paths`, `file_path`, `directory`)? */
export function isPathArg(name: string): boolean {
  return PATH_WORDS.has(splitWords(name).at(-1) ?? '');
}

/** Does the tool take a directory there, not a file: `list_directory` path, `search_files` path, `root`. */
function wantsDirectory(tool: McpTool, arg: string): boolean {
  return [...splitWords(arg), ...splitWords(tool.name)].some((w) => DIR_WORDS.has(w));
}

const required = (t: McpTool): string[] =>
  Array.isArray(t.inputSchema.required) ? t.inputSchema.required.filter((r) => typeof r === 'string') : [];

/** A discovery tool: it reads, and its name lists (`list_*`) or shows a tree (`directory_tree`). */
function discovers(t: McpTool): boolean {
  const words = splitWords(t.name);
  return isReader(t) && (words[0] === 'list' || words.includes('tree'));
}

/**
 * Ask the server's discovery tools what exists: first those that need nothing, then those that need a directory.
 * Only when a reader of `open` (the scenarios init may run) takes a path: no other call is made for nothing.
 */
export async function discover(tools: readonly McpTool[], open: readonly Prepared[], ask: Ask): Promise<Found> {
  const found: Found = { dirs: [], files: [], from: [] };
  if (!open.some((p) => isReader(p.tool) && Object.keys(p.args).some(isPathArg))) return found;
  const finders = tools.filter(discovers);
  let calls = 0;
  const run = async (tool: McpTool, args: Record<string, unknown>, root?: string) => {
    if (calls++ >= MAX_DISCOVERY_CALLS) return;
    const outcome = await ask({ tool, args });
    if ('error' in outcome) return;
    const before = found.dirs.length + found.files.length;
    read(outcome.answer, outcome.text, root, found);
    if (found.dirs.length + found.files.length > before) found.from.push(tool.name);
  };
  for (const t of finders.filter((x) => !required(x).length)) await run(t, {});
  const root = found.dirs[0];
  if (root === undefined) return found;
  for (const t of finders) {
    const need = required(t);
    if (need.length === 1 && isPathArg(need[0])) await run(t, { [need[0]]: root }, root);
  }
  return found;
}

/** What an answer lists: absolute paths on lines of their own, a JSON tree of names, `[FILE] x` / `[DIR] x` lines. */
function read(answer: unknown, text: string, root: string | undefined, found: Found): void {
  const add = (list: string[], p: string) => list.includes(p) || list.push(p);
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (root === undefined && path.isAbsolute(line) && !/\s/.test(line)) add(found.dirs, line);
    const entry = /^\[(FILE|DIR)\]\s+(.+)$/.exec(line);
    if (entry && root !== undefined) add(entry[1] === 'FILE' ? found.files : found.dirs, path.join(root, entry[2]));
  }
  if (root === undefined) return;
  const walk = (v: unknown, at: string): void => {
    if (Array.isArray(v)) return v.forEach((x) => walk(x, at));
    if (!isRecord(v) || typeof v.name !== 'string') return;
    const p = path.join(at, v.name);
    if (v.type === 'file') add(found.files, p);
    if (v.type === 'directory') add(found.dirs, p);
    walk(v.children, p);
  };
  walk(answer, root);
}

/**
 * A reading tool's made-up paths replaced by what the server listed (a file, or a directory where the tool takes one);
 * the other kind is kept as an alternative to try when that one answers an error.
 */
export function fillPaths(p: Prepared, found: Found): void {
  if (!isReader(p.tool) || !found.dirs.length) return;
  const before = p.args;
  const other: Record<string, unknown> = {};
  const pick = (dir: boolean) => (dir ? found.dirs[0] : (found.files[0] ?? found.dirs[0]));
  for (const [k, v] of Object.entries(p.args)) {
    if (!isPathArg(k) || !(typeof v === 'string' || Array.isArray(v))) continue;
    const dir = wantsDirectory(p.tool, k);
    p.args = { ...p.args, [k]: Array.isArray(v) ? [pick(dir)] : pick(dir) };
    if (pick(dir) !== pick(!dir)) other[k] = Array.isArray(v) ? [pick(!dir)] : pick(!dir);
  }
  if (p.args === before) return;
  p.notes.push(`Its paths come from the server's own ${found.from.join(', ')}: use what your users read.`);
  if (Object.keys(other).length) p.alternatives.push(other);
}
