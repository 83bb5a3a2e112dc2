// Where the tools of one server chain: a tool that needs the key of an existing thing (an `id`, a `name`: a
// *consumer*) gets it from a tool that makes one (a *creator*: create_entities makes the entity `name`), or from
// one that lists them (a read-only *lister*: read_graph, retrieve_tools), called once while init runs. Keys are
// matched by the last word of the property's name: `entityName`, `names` and `name` all hold a `name`.
import type { McpTool } from '../mcp/index.js';
import { isRecord } from '../util/json.js';
import { splitWords } from './sample-args.js';

/** The words a property's last word may be, singular: the key of something that exists. */
const KEY_WORDS = new Set(['id', 'name', 'key', 'slug', 'uri', 'uuid']);
const CREATOR = /^(create|new|insert|register|make|upload|store|put)(?![a-z])/i;
const LISTER = /(^|[^a-z])(list|search|find|read|retrieve|query|browse|all|index)([^a-z]|$)/i;

/** The kind of key a property holds (`entityName` -> name, `ids` -> id), or null when it holds none. */
export function keyOf(property: string): string | null {
  const words = splitWords(property);
  const last = (words[words.length - 1] ?? '').replace(/s$/, '');
  return KEY_WORDS.has(last) ? last : null;
}

/** Every string in `args` under a key property, by kind: the values a call refers to (or makes). */
export function keyValues(args: unknown): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (v: unknown, prop: string | null): void => {
    if (typeof v === 'string' && prop !== null) {
      const k = keyOf(prop);
      if (k !== null && !out.has(k)) out.set(k, v);
    } else if (Array.isArray(v)) for (const x of v) walk(x, prop);
    else if (isRecord(v)) for (const [p, x] of Object.entries(v)) walk(x, p);
  };
  walk(args, null);
  return out;
}

/** `args` with every string mapped by `f`, told the property it stands under (an array's items under the array's). */
export function mapStrings(
  args: Record<string, unknown>,
  f: (value: string, prop: string | null) => string,
): Record<string, unknown> {
  const walk = (v: unknown, prop: string | null): unknown => {
    if (typeof v === 'string') return f(v, prop);
    if (Array.isArray(v)) return v.map((x) => walk(x, prop));
    if (isRecord(v)) return Object.fromEntries(Object.entries(v).map(([p, x]) => [p, walk(x, p)]));
    return v;
  };
  return walk(args, null) as Record<string, unknown>;
}

/** `args` with every string under a key property of kind `kind` replaced by `value`. */
export function withKey(args: Record<string, unknown>, kind: string, value: string): Record<string, unknown> {
  return mapStrings(args, (v, prop) => (prop !== null && keyOf(prop) === kind ? value : v));
}

/** First words of a tool's name (or description) that say it only reads. */
const READ_VERBS = new Set(
  'get list read search find query fetch show view describe retrieve browse lookup count inspect return'.split(' '),
);
/** Words of a tool's name that say it changes something, wherever they stand (`get_or_create`). */
const WRITE_VERBS = new Set(
  (
    'create write edit update delete remove move rename set put post patch insert add upload send run execute ' +
    'start stop toggle trigger clear reset drop kill append modify apply install save store make new register ' +
    'copy archive publish merge push commit'
  ).split(' '),
);

/**
 * Only reads, so init may call it: the annotations' readOnlyHint when they give one; else a name that starts with a
 * reading verb and has no writing one (`list_directory`), or a name with no verb whose description starts with a
 * reading one (`directory_tree`: "Get a recursive tree view"). Anything else may change data.
 */
export function isReader(t: McpTool): boolean {
  const said = t.annotations?.readOnlyHint;
  if (typeof said === 'boolean') return said;
  const words = splitWords(t.name);
  if (words.some((w) => WRITE_VERBS.has(w))) return false;
  if (READ_VERBS.has(words[0] ?? '')) return true;
  // "Gets", "Lists", "Searches": the verb without its ending.
  const first = splitWords(t.description ?? '')[0] ?? '';
  return [first, first.replace(/s$/, ''), first.replace(/es$/, '')].some((w) => READ_VERBS.has(w));
}

/** Write verbs that act rather than store: what they change is no thing another call reads back. */
const ACTION_VERBS = new Set('run execute start stop toggle trigger kill send'.split(' '));

/** Changes what the server keeps, by its name: a write verb that stores (`create_entities`, not `trigger-...`). */
export function storesByName(name: string): boolean {
  return splitWords(name).some((w) => WRITE_VERBS.has(w) && !ACTION_VERBS.has(w));
}

/**
 * Destructive as the MCP spec reads the annotations: `destructiveHint` true, or annotations that say the tool is
 * not read-only and leave destructiveHint out (its default is true). A tool without annotations says nothing.
 */
export function isDestructive(t: McpTool): boolean {
  const a = t.annotations;
  if (!a) return false;
  if (a.destructiveHint === true) return true;
  return a.readOnlyHint === false && a.destructiveHint === undefined;
}

export function isCreator(t: McpTool): boolean {
  return !isReader(t) && CREATOR.test(t.name.replace(/^[^A-Za-z]+/, ''));
}

export function isLister(t: McpTool): boolean {
  return isReader(t) && (LISTER.test(t.name) || LISTER.test(t.description ?? ''));
}

/** The first string under a key property of kind `kind` anywhere in a tool's answer (its JSON), if any. */
export function keyInAnswer(answer: unknown, kind: string): string | undefined {
  const found = keyValues(answer).get(kind);
  return found === undefined || found.length > 200 || found.includes('***') ? undefined : found;
}

/** A tool's answer as JSON: its structured content, else each text block that parses, in one list. */
export function answerJson(result: { content?: unknown; structuredContent?: unknown }): unknown {
  if (result.structuredContent !== undefined) return result.structuredContent;
  const blocks = Array.isArray(result.content) ? result.content : [];
  return blocks.flatMap((b) => {
    if (!isRecord(b) || typeof b.text !== 'string') return [];
    try {
      return [JSON.parse(b.text) as unknown];
    } catch {
      return [];
    }
  });
}
