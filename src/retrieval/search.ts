// The search tool and the catalog, asked through MCP with the project's own connections: a query becomes the search
// tool's arguments, its answer the ranked tool ids; a tools/list becomes the catalog's tool ids.
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { EvalError } from '../util/errors.js';
import type { HttpServerConfig, ServerConfig } from '../mcp/config.js';
import type { CallToolResult, McpTool, ServerConnection } from '../mcp/connection.js';
import { isRecord } from '../util/json.js';
import { truncate } from '../util/text.js';
import type { CatalogSpec, SearchSpec } from './suite-schema.js';

/** Why a search answer gave no ranking: the run stops with it, naming the query. */
export class SearchAnswerError extends Error {
  override name = 'SearchAnswerError';
}

/** The search tool's arguments for one query. */
export function searchArguments(spec: SearchSpec, query: string, limit: number): Record<string, unknown> {
  return { ...spec.args, [spec.query_arg]: query, ...(spec.limit_arg === null ? {} : { [spec.limit_arg]: limit }) };
}

/** Ask the search tool; its ranked tool ids, first occurrence of each kept, cut at `limit`. */
export async function search(
  conn: ServerConnection,
  spec: SearchSpec,
  query: string,
  limit: number,
  opts: { timeoutMs: number; signal?: AbortSignal },
): Promise<string[]> {
  let result: CallToolResult;
  try {
    result = await conn.callTool(spec.tool, searchArguments(spec, query, limit), opts.timeoutMs, opts.signal);
  } catch (e) {
    if (e instanceof McpError) throw new SearchAnswerError(`${spec.tool} answered an error: ${e.message}`);
    throw e;
  }
  return [...new Set(rankedIds(result, spec))].slice(0, limit);
}

/** The tool ids of an answer, best first: structuredContent if any, else its first text block read as JSON. */
export function rankedIds(result: CallToolResult, spec: SearchSpec): string[] {
  const text = result.content?.find((b) => b.type === 'text')?.text;
  if (result.isError) throw new SearchAnswerError(`${spec.tool} answered an error: ${truncate(text ?? '', 300)}`);
  let answer: unknown = result.structuredContent;
  if (answer === undefined) {
    if (text === undefined) throw new SearchAnswerError(`${spec.tool} answered no text and no structured content`);
    try {
      answer = JSON.parse(text);
    } catch {
      throw new SearchAnswerError(`${spec.tool} answered text that is not JSON: ${truncate(text, 200)}`);
    }
  }
  const hits = spec.results === '' ? answer : valueAt(answer, spec.results.split('.'));
  if (!Array.isArray(hits)) {
    throw new SearchAnswerError(`${spec.tool}'s answer has no array at "${spec.results}" (search.results)`);
  }
  return hits.map((hit, i) => hitId(hit, i, spec));
}

function valueAt(value: unknown, keys: readonly string[]): unknown {
  return keys.reduce<unknown>((v, k) => (isRecord(v) ? v[k] : undefined), value);
}

function hitId(hit: unknown, i: number, spec: SearchSpec): string {
  const id = isRecord(hit) ? hit[spec.id_field] : undefined;
  if (typeof id !== 'string' || id === '') {
    throw new SearchAnswerError(`hit ${i} of ${spec.tool}'s answer has no text "${spec.id_field}" (search.id_field)`);
  }
  const server = spec.server_field === null || !isRecord(hit) ? undefined : hit[spec.server_field];
  return typeof server === 'string' && server !== '' && !id.startsWith(`${server}:`) ? `${server}:${id}` : id;
}

/** The server config whose tools/list is the catalog: the search server's URL with the catalog's path. */
export function catalogServer(search: ServerConfig, catalog: CatalogSpec): ServerConfig {
  if (catalog.path === null) return search;
  if (search.type !== 'http') {
    const why = `catalog.path ${catalog.path} needs an HTTP server, and "${search.name}" is a stdio server`;
    throw new EvalError('config', why, { hint: 'set "catalog.path: null" to list the search server itself' });
  }
  const url = new URL(search.url);
  url.pathname = catalog.path;
  const config: HttpServerConfig = { ...search, name: `${search.name}-catalog`, url: url.toString() };
  return config;
}

/** The catalog's tool ids from a tools/list, sorted as listed; a name without the separator stays as it is. */
export function catalogIds(tools: readonly McpTool[], catalog: CatalogSpec, searchServer: string): string[] {
  const excluded = new Set(catalog.exclude);
  return tools
    .map((t) => t.name)
    .filter((name) => !excluded.has(name))
    .map((name) => {
      if (catalog.separator === null) return `${searchServer}:${name}`;
      const at = name.indexOf(catalog.separator);
      return at <= 0 ? name : `${name.slice(0, at)}:${name.slice(at + catalog.separator.length)}`;
    });
}
