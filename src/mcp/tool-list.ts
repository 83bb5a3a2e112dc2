// A server's tool list, taken liberally and bounded. The SDK client's own listTools() refuses a whole
// list for one tool that is slightly off (real servers publish an inputSchema without "type": "object"),
// and follows nextCursor for ever. Here each page is read with a lenient schema, each tool is mended
// where that is safe (a missing "type" is an object) or left out, and every deviation from the MCP schema
// becomes a finding in words, said once per kind; pages, tools and time are capped.
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { isRecord, jsonExtent } from '../util/json.js';

export const MAX_PAGES = 50;
export const MAX_TOOLS = 2000;
/**
 * The most values one tool may hold (its schemas, annotations, `_meta`): each schema is compiled, diffed and screened,
 * and one with 100,000 properties took minutes and gigabytes. Real tools stay in the hundreds.
 */
export const MAX_TOOL_VALUES = 10_000;

export interface ToolListing {
  tools: Tool[];
  /** Deviations from the MCP schema and limits hit, in words (`tools[0].inputSchema: no "type"`). */
  findings: string[];
  /** What was mended in each tool's input schema, by tool name (`no "type"`): a client may refuse such a tool. */
  fixes: Map<string, string>;
  /** Names listed more than once: the first of each is kept. */
  duplicates: string[];
}

/** Every item of a paged list, and what went wrong reading it (a cursor that repeats, too many pages or items). */
export interface Paged {
  items: unknown[];
  findings: string[];
}

/**
 * Every page of a list (`tools/list`, `prompts/list`, ...): `fetchPage(cursor)` answers one request with the raw
 * result, whose `key` holds the page's items. Stops after MAX_PAGES pages or MAX_TOOLS items, or when a cursor comes
 * back again, and says so.
 */
export async function listAllPages(
  method: string,
  key: string,
  fetchPage: (cursor?: string) => Promise<unknown>,
): Promise<Paged> {
  const pageSchema = z.looseObject({ [key]: z.array(z.unknown()), nextCursor: z.unknown().optional() });
  const raw: unknown[] = [];
  const findings: string[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let page = 1; ; page++) {
    const result = pageSchema.parse(await fetchPage(cursor));
    raw.push(...(result[key] as unknown[]));
    const next = result.nextCursor;
    if (next === undefined || next === '' || next === null) break;
    if (typeof next !== 'string') {
      findings.push(`${method}: nextCursor is not a string: the first ${page} page(s) kept`);
      break;
    }
    if (seen.has(next)) {
      findings.push(`${method}: nextCursor "${next.slice(0, 40)}" came back again: the first ${page} page(s) kept`);
      break;
    }
    if (page >= MAX_PAGES || raw.length >= MAX_TOOLS) {
      const why = page >= MAX_PAGES ? `more than ${MAX_PAGES} pages` : `more than ${MAX_TOOLS} ${key}`;
      findings.push(`${method}: ${why} (the server kept sending a nextCursor): the first ${page} page(s) kept`);
      break;
    }
    seen.add(next);
    cursor = next;
  }
  if (raw.length > MAX_TOOLS) findings.push(`${method}: more than ${MAX_TOOLS} ${key}: the first ${MAX_TOOLS} kept`);
  return { items: raw.slice(0, MAX_TOOLS), findings };
}

/** Every page of the tool list, each tool mended where that is safe (mendTools). */
export async function listAllTools(fetchPage: (cursor?: string) => Promise<unknown>): Promise<ToolListing> {
  const { items, findings } = await listAllPages('tools/list', 'tools', fetchPage);
  const { tools, deviations, fixes, duplicates } = mendTools(items);
  // The deviations first, then the limits: as before the pages were read by listAllPages.
  return { tools, findings: [...summarize(deviations), ...findings], fixes, duplicates };
}

/** A deviation of one tool: where (`tools[3].inputSchema`) and what, in words. */
interface Deviation {
  index: number;
  field: string;
  what: string;
}

/** The tools as the MCP schema has them: mended where it is safe, left out where it is not. */
function mendTools(raw: unknown[]): Omit<ToolListing, 'findings'> & { deviations: Deviation[] } {
  const tools: Tool[] = [];
  const deviations: Deviation[] = [];
  const names = new Set<string>();
  const fixes = new Map<string, string>();
  const duplicates = new Set<string>();
  raw.forEach((t, index) => {
    const say = (field: string, what: string) => deviations.push({ index, field, what });
    if (!isRecord(t) || typeof t.name !== 'string' || t.name === '') return say('', 'no "name": left out');
    if (names.has(t.name)) {
      duplicates.add(t.name);
      return say('', `"${t.name.slice(0, 60)}" again: left out`);
    }
    const name = t.name;
    names.add(name);
    if (jsonExtent(t, Infinity, MAX_TOOL_VALUES).values > MAX_TOOL_VALUES)
      return say('', `"${name.slice(0, 60)}" holds over ${MAX_TOOL_VALUES} values: left out`);
    const mend = (what: string) => {
      say('.inputSchema', what);
      fixes.set(name, what);
    };
    const tool: Record<string, unknown> = { ...t, inputSchema: mendSchema(t.inputSchema, mend) };
    if (tool.description !== undefined && typeof tool.description !== 'string') {
      say('.description', 'not a string: left out');
      delete tool.description;
    }
    tools.push(tool as Tool);
  });
  return { tools, deviations, fixes, duplicates: [...duplicates] };
}

function mendSchema(schema: unknown, say: (what: string) => void): Record<string, unknown> {
  if (!isRecord(schema)) {
    say(schema === undefined ? 'missing: any object accepted' : 'not an object: any object accepted');
    return { type: 'object' };
  }
  if (schema.type === undefined) say('no "type"');
  else if (schema.type !== 'object') {
    say(`"type" is ${JSON.stringify(schema.type).slice(0, 40)}, not "object": any object accepted`);
    return { type: 'object' };
  }
  // In the order the SDK's schema gave (type, properties, required, the rest), as before this module.
  const { properties, required, ...rest } = schema;
  const known = {
    ...(properties === undefined ? {} : { properties }),
    ...(required === undefined ? {} : { required }),
  };
  return { type: 'object', ...known, ...rest };
}

/** One line per kind of deviation: the first place, and how many more tools have it. */
function summarize(deviations: Deviation[]): string[] {
  const byKind = new Map<string, { first: Deviation; more: number }>();
  for (const d of deviations) {
    const seen = byKind.get(d.field + d.what);
    if (seen) seen.more++;
    else byKind.set(d.field + d.what, { first: d, more: 0 });
  }
  return [...byKind.values()].map(({ first, more }) => {
    const also = more ? ` (and ${more} more tool${more > 1 ? 's' : ''})` : '';
    return `tools[${first.index}]${first.field}: ${first.what}${also}`;
  });
}
