// The MCP server configuration: the `mcpServers` map of an mcp.json file as MCP clients use it (Claude Code's
// `.mcp.json` too), or the `servers` map of VS Code's `.vscode/mcp.json` (its `inputs`, `envFile`; comments and
// trailing commas, as VS Code allows). Values may reference environment variables (`${GITHUB_TOKEN}`,
// `${env:GITHUB_TOKEN}`: config-vars.ts) so that no secret sits in the file; an unset variable is an error, and every
// value a variable gave is a secret, whichever field it landed in (see secretValues).
// A relative stdio `cwd` resolves against the directory of the mcp.json file, so the file
// means the same thing whatever directory the action or CLI runs from.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { parse as parseJsonc, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { z } from 'zod';
import { lineColumn, PROJECT_SERVER_FILES, warnClaudeCodeRefuses } from './config-files.js';
import { expandVariables, variableScope, type VariableScope } from './config-vars.js';
import { EvalError } from '../util/errors.js';
import { isSecretEnvName, isWeakValue, MIN_SECRET_LENGTH } from '../sanitize/redact.js';
import { isRecord } from '../util/json.js';
import { summarizeIssues } from '../util/zod.js';

export type HttpTransport = 'streamable-http' | 'sse' | 'auto';

export interface StdioServerConfig {
  name: string;
  type: 'stdio';
  command: string;
  args: string[];
  /** Added to the inherited safe environment (PATH, HOME, ...); never the whole parent env. */
  env: Record<string, string>;
  /** Absolute; undefined means the current directory. */
  cwd?: string;
  /** The values `${...}` gave its fields: secrets (see secretValues). */
  expanded?: string[];
}

export interface HttpServerConfig {
  name: string;
  type: 'http';
  url: string;
  /** `auto`: try streamable HTTP, fall back to SSE on a 4xx (MCP backwards compatibility). */
  transport: HttpTransport;
  headers: Record<string, string>;
  /** The values `${...}` gave its fields: secrets (see secretValues). */
  expanded?: string[];
}

export type ServerConfig = StdioServerConfig | HttpServerConfig;

export const DEFAULT_SERVER: HttpServerConfig = {
  name: 'mcpproxy',
  type: 'http',
  url: 'http://localhost:8081/mcp',
  transport: 'streamable-http',
  headers: {},
};

/**
 * Server names become part of `mcp__<server>__<tool>` and `mcp_<server>`: letters, digits
 * and `-`, with single `_` between them (no `__`, no leading or trailing `_`).
 */
export const SERVER_NAME = /^[A-Za-z0-9-]+(?:_[A-Za-z0-9-]+)*$/;
const MAX_SERVER_NAME = 60; // `mcp_` + 60 = 64, the model tool name limit

const stringMap = z.record(z.string(), z.string());

const stdioSchema = z.strictObject({
  type: z.literal('stdio').optional(),
  command: z.string().min(1, 'must not be empty'),
  args: z.array(z.string()).default([]),
  env: stringMap.default({}),
  cwd: z.string().min(1).optional(),
  disabled: z.boolean().optional(),
  // VS Code's: a file of more variables; its sandbox and development mode are the editor's, and run nothing here.
  envFile: z.string().min(1).optional(),
  sandboxEnabled: z.unknown().optional(),
  sandbox: z.unknown().optional(),
  dev: z.unknown().optional(),
});

const httpSchema = z.strictObject({
  // `type` as Claude Code and VS Code write it; `transport` is this project's spelling.
  type: z.enum(['http', 'streamable-http', 'sse']).optional(),
  url: z.string().min(1, 'must not be empty'),
  transport: z.enum(['streamable-http', 'sse', 'auto']).optional(),
  headers: stringMap.default({}),
  disabled: z.boolean().optional(),
});

const inputsSchema = z.array(z.looseObject({ id: z.string(), description: z.string().optional() })).default([]);

/** Read and validate an mcp.json file; without a path, the default `mcpproxy` server. */
export function loadServerConfig(file?: string, env: NodeJS.ProcessEnv = process.env): ServerConfig[] {
  if (!file) return [structuredClone(DEFAULT_SERVER)];
  return parseServerConfig(readServerFile(file), { source: file, baseDir: path.dirname(path.resolve(file)), env });
}

/**
 * A server configuration file as JSON, comments and trailing commas allowed (VS Code writes them); where Claude Code
 * would refuse what it reads (its .mcp.json is strict JSON), a warning says so.
 */
export function readServerFile(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    const looked = PROJECT_SERVER_FILES.map((f) => f.file).join(', ');
    throw new EvalError('config', `${file}: cannot read server config: ${(e as Error).message}`, {
      hint: `--servers names the server file; without it, the first of ${looked} in the current directory is read`,
    });
  }
  const errors: ParseError[] = [];
  const json: unknown = parseJsonc(text, errors, { allowTrailingComma: true });
  if (errors.length) {
    const where = lineColumn(text, errors[0].offset);
    throw new EvalError('config', `${file}: not valid JSON: ${printParseErrorCode(errors[0].error)} at ${where}`, {
      hint: `fix the JSON of ${file} there; then mcp-eval validate checks its servers`,
    });
  }
  warnClaudeCodeRefuses(file, text);
  return json;
}

/** Options of a parsed server configuration: `source` names it in errors. */
export interface ParseOptions {
  source: string;
  baseDir: string;
  env?: NodeJS.ProcessEnv;
}

/** Validate an already parsed mcp.json document: the first problem is thrown. */
export function parseServerConfig(json: unknown, opts: ParseOptions): ServerConfig[] {
  const { configs, problems } = checkServerConfig(json, opts);
  if (problems.length)
    throw new EvalError('config', problems[0], {
      hint: `mcp-eval validate --servers ${opts.source} lists every problem`,
    });
  return configs;
}

/** What a configuration holds: the servers that are sound, a problem for each that is not, every enabled name. */
export interface CheckedConfig {
  configs: ServerConfig[];
  problems: string[];
  names: string[];
}

/** Every server of the document that is sound, and a problem for each that is not (or for the whole file). */
export function checkServerConfig(json: unknown, opts: ParseOptions): CheckedConfig {
  const { source, baseDir } = opts;
  const file = serverMap(json);
  if (typeof file === 'string') return { configs: [], problems: [`${source}: ${file}`], names: [] };
  const scope = variableScope(baseDir, opts.env ?? process.env, file.inputs);
  const configs: ServerConfig[] = [];
  const problems: string[] = [];
  for (const [name, raw] of Object.entries(file.servers)) {
    try {
      const config = parseServerEntry(raw, serverEntry(name, source, baseDir, scope));
      if (config) configs.push(config);
    } catch (e) {
      problems.push((e as Error).message);
    }
  }
  if (!configs.length && !problems.length) problems.push(`${source}: no (enabled) servers under "${file.key}"`);
  const names = Object.entries(file.servers).flatMap(([n, raw]) => (isRecord(raw) && raw.disabled === true ? [] : [n]));
  return { configs, problems, names };
}

/** The servers of the document: `mcpServers` (mcp.json, Claude Code), or `servers` (VS Code); else what is wrong. */
function serverMap(
  json: unknown,
): { servers: Record<string, unknown>; key: string; inputs: Map<string, string> } | string {
  const wanted = 'expected an object "mcpServers" (or VS Code\'s "servers") mapping names to servers';
  if (!isRecord(json)) return wanted;
  if (json.mcpServers !== undefined && json.servers !== undefined) return 'give "mcpServers" or "servers", not both';
  const key = json.mcpServers !== undefined ? 'mcpServers' : 'servers';
  const servers = json[key];
  if (!isRecord(servers)) return wanted;
  const inputs = inputsSchema.safeParse(json.inputs);
  if (!inputs.success) return `inputs: ${summarizeIssues(inputs.error, { max: 1 })}`;
  return { servers, key, inputs: new Map(inputs.data.map((i) => [i.id, i.description ?? ''])) };
}

/** One entry of `mcpServers` while it is read: what every error names, and how values expand. */
interface ServerEntry {
  name: string;
  /** Directory a relative `cwd` resolves against. */
  baseDir: string;
  /** Throw a config error naming the file and the server. */
  fail(message: string): never;
  /** `${VAR}` expansion of one field; an unset variable fails naming the field. */
  expand(value: string, field: string): string;
  /** Every value expand() put in, in order. */
  expanded: string[];
  /** The entry checked against a schema; the first issue fails. */
  check<T>(schema: z.ZodType<T>, value: unknown): T;
}

function serverEntry(name: string, source: string, baseDir: string, scope: VariableScope): ServerEntry {
  const fail = (message: string): never => {
    throw new EvalError('config', `${source}: server "${name}": ${message}`);
  };
  const expanded: string[] = [];
  return {
    name,
    baseDir,
    fail,
    expanded,
    expand: (value, field) =>
      expandVariables(
        value,
        scope,
        (why) => fail(`${field}: ${why}`),
        (v) => expanded.push(v),
      ),
    check: (schema, value) => {
      const r = schema.safeParse(value, { reportInput: true });
      return r.success ? r.data : fail(summarizeIssues(r.error, { max: 1 }));
    },
  };
}

/** One server: stdio or HTTP by its fields; null when it is disabled. */
function parseServerEntry(raw: unknown, entry: ServerEntry): ServerConfig | null {
  if (!SERVER_NAME.test(entry.name) || entry.name.length > MAX_SERVER_NAME) {
    entry.fail(
      'invalid server name: use letters, digits and "-" with single "_" between them, ' +
        `at most ${MAX_SERVER_NAME} characters (it becomes part of mcp__<server>__<tool>)`,
    );
  }
  if (!isRecord(raw)) return entry.fail('expected an object');
  if (raw.disabled === true) return null;
  if ('command' in raw && 'url' in raw) entry.fail('give either "command" (stdio) or "url" (HTTP), not both');
  if ('command' in raw || raw.type === 'stdio') return parseStdioServer(raw, entry);
  if ('url' in raw) return parseHttpServer(raw, entry);
  return entry.fail('needs either "command" (a stdio server) or "url" (an HTTP server)');
}

function parseStdioServer(raw: Record<string, unknown>, entry: ServerEntry): StdioServerConfig {
  const { expand } = entry;
  const s = entry.check(stdioSchema, raw);
  const cwd = s.cwd === undefined ? undefined : path.resolve(entry.baseDir, expand(s.cwd, 'cwd'));
  return {
    name: entry.name,
    type: 'stdio',
    command: expand(s.command, 'command'),
    args: s.args.map((a, i) => expand(a, `args.${i}`)),
    env: { ...envFile(s.envFile, entry), ...mapValues(s.env, (v, k) => expand(v, `env.${k}`)) },
    ...(cwd === undefined ? {} : { cwd }),
    expanded: entry.expanded,
  };
}

/** VS Code's `envFile`: its variables under the server's own `env`; each value is a secret (the file is not shown). */
function envFile(file: string | undefined, entry: ServerEntry): Record<string, string> {
  if (file === undefined) return {};
  const where = path.resolve(entry.baseDir, entry.expand(file, 'envFile'));
  let text: string;
  try {
    text = readFileSync(where, 'utf8');
  } catch (e) {
    return entry.fail(`envFile: cannot read ${where}: ${(e as Error).message}`);
  }
  const vars = parseEnv(text) as Record<string, string>;
  entry.expanded.push(...Object.values(vars));
  return vars;
}

function parseHttpServer(raw: Record<string, unknown>, entry: ServerEntry): HttpServerConfig {
  const { expand, fail } = entry;
  const h = entry.check(httpSchema, raw);
  const url = expand(h.url, 'url');
  // Named as written: what a variable gave is a secret, and errors are printed before any redaction.
  if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) fail(`url: not an http(s) URL: ${h.url}`);
  const fromType: HttpTransport | undefined = h.type === 'sse' ? 'sse' : h.type ? 'streamable-http' : undefined;
  if (h.transport && fromType && h.transport !== fromType)
    fail(`"type" ${h.type} contradicts "transport" ${h.transport}`);
  return {
    name: entry.name,
    type: 'http',
    url,
    transport: h.transport ?? fromType ?? 'auto',
    headers: mapValues(h.headers, (v, k) => expand(v, `headers.${k}`)),
    expanded: entry.expanded,
  };
}

/**
 * Values a report must never show: every value `${...}` gave (url, headers, env, args, command, cwd),
 * every env and header value of the servers, and the token part of an `Authorization: Bearer ...`
 * header. Under a secret-looking name (`*_TOKEN`, `Authorization`, ...) any value of 6 characters or
 * more is one; under any other name a weak value (isWeakValue: "success", "production", "1") is not,
 * so that hiding it never changes the arguments a call was recorded with, nor shreds a report.
 */
export function secretValues(configs: ServerConfig[]): string[] {
  const out = new Set<string>();
  const add = (v: string, named: boolean) => {
    if (named ? v.length >= MIN_SECRET_LENGTH : !isWeakValue(v)) out.add(v);
  };
  for (const c of configs) {
    for (const v of c.expanded ?? []) add(v, false);
    for (const [k, v] of Object.entries(c.type === 'stdio' ? c.env : c.headers)) {
      const named = isSecretEnvName(k);
      add(v, named);
      const scheme = /^\s*[A-Za-z-]+\s+(\S+)\s*$/.exec(v); // "Bearer <token>", "token <token>"
      if (scheme) add(scheme[1], named);
    }
  }
  return [...out];
}

function mapValues(obj: Record<string, string>, f: (v: string, k: string) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, f(v, k)]));
}
