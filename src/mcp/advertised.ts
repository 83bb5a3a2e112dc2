// The rest of a server's contract besides its tools: its prompts, resources and resource templates, read as the tool
// list is (every page, bounded by tool-list.ts's limits, each item taken liberally: one without a name or URI is left
// out and said). A server that does not declare a capability has none of its lists (an empty list, no request); a
// list that fails is not known (absent) and said as a finding: neither is an error of the connection.
import { isRecord } from '../util/json.js';
import type { PromptSnapshot, ResourceSnapshot, TemplateSnapshot } from '../results/advertised.js';
import { listAllPages } from './tool-list.js';

/** One raw request (`prompts/list` with a cursor): the connection's, with its deadline. */
export type ListRequest = (method: string, cursor?: string) => Promise<unknown>;

export interface Advertised {
  prompts?: PromptSnapshot[];
  resources?: ResourceSnapshot[];
  resource_templates?: TemplateSnapshot[];
  findings: string[];
}

/** A string field of a raw item, if it is one. */
const text = (o: Record<string, unknown>, k: string): string | undefined =>
  typeof o[k] === 'string' ? (o[k] as string) : undefined;

/** The optional fields every kind shares: title, description, icons, `_meta`; each only when the server gave it. */
function common(o: Record<string, unknown>): Partial<PromptSnapshot> {
  const [title, description] = [text(o, 'title'), text(o, 'description')];
  return {
    ...(title === undefined ? {} : { title }),
    ...(description === undefined ? {} : { description }),
    ...(Array.isArray(o.icons) ? { icons: o.icons } : {}),
    ...(isRecord(o._meta) ? { meta: o._meta } : {}),
  };
}

function prompt(o: Record<string, unknown>): PromptSnapshot | null {
  const name = text(o, 'name');
  if (!name) return null;
  const args = Array.isArray(o.arguments) ? o.arguments.filter(isRecord) : undefined;
  const argument = (a: Record<string, unknown>) => ({
    name: text(a, 'name') ?? '',
    ...(text(a, 'description') === undefined ? {} : { description: text(a, 'description') }),
    ...(typeof a.required === 'boolean' ? { required: a.required } : {}),
  });
  return { name, ...common(o), ...(args ? { arguments: args.map(argument) } : {}) };
}

function mimeAndSize(o: Record<string, unknown>): { mime_type?: string; size?: number } {
  const mime = text(o, 'mimeType');
  return {
    ...(mime === undefined ? {} : { mime_type: mime }),
    ...(typeof o.size === 'number' ? { size: o.size } : {}),
  };
}

function resource(o: Record<string, unknown>): ResourceSnapshot | null {
  const uri = text(o, 'uri');
  if (!uri) return null;
  return { uri, name: text(o, 'name') ?? '', ...common(o), ...mimeAndSize(o) };
}

function template(o: Record<string, unknown>): TemplateSnapshot | null {
  const uriTemplate = text(o, 'uriTemplate');
  if (!uriTemplate) return null;
  const { mime_type } = mimeAndSize(o);
  const mime = mime_type === undefined ? {} : { mime_type };
  return { uri_template: uriTemplate, name: text(o, 'name') ?? '', ...common(o), ...mime };
}

/** One kind of list: its method, where its items are, how one is read, and what it is called when one is off. */
interface Kind<T> {
  method: string;
  key: string;
  read: (o: Record<string, unknown>) => T | null;
  missing: string;
  /** A server may lack the method even with the capability declared (templates): "method not found" is none. */
  optional?: boolean;
}

/** JSON-RPC's "method not found". */
const METHOD_NOT_FOUND = -32601;

const PROMPTS: Kind<PromptSnapshot> = { method: 'prompts/list', key: 'prompts', read: prompt, missing: 'name' };
const RESOURCES: Kind<ResourceSnapshot> = {
  method: 'resources/list',
  key: 'resources',
  read: resource,
  missing: 'uri',
};
const TEMPLATES: Kind<TemplateSnapshot> = {
  method: 'resources/templates/list',
  key: 'resourceTemplates',
  read: template,
  missing: 'uriTemplate',
  optional: true,
};

/** One list, every page; its items read, those without what names them left out (said once). */
async function listKind<T>(kind: Kind<T>, request: ListRequest, findings: string[]): Promise<T[] | undefined> {
  try {
    const paged = await listAllPages(kind.method, kind.key, (cursor) => request(kind.method, cursor));
    findings.push(...paged.findings);
    const read = paged.items.map((i) => (isRecord(i) ? kind.read(i) : null));
    const left = read.filter((x) => x === null).length;
    if (left) findings.push(`${kind.method}: ${left} item(s) without a "${kind.missing}": left out`);
    return read.filter((x) => x !== null);
  } catch (e) {
    if (kind.optional && (e as { code?: unknown }).code === METHOD_NOT_FOUND) return [];
    findings.push(`${kind.method} failed: ${e instanceof Error ? e.message : String(e)}`.slice(0, 300));
    return undefined;
  }
}

/**
 * The server's prompts, resources and templates, as far as its capabilities declare them, asked one after the other as
 * a plain client's start-up does: a real proxy (FastMCP 2.2.0 serving mounted proxies) fails lists asked at once and
 * exits. `request` carries the deadline; a list past it is not known, and said.
 */
export async function listAdvertised(
  capabilities: Record<string, unknown> | undefined,
  request: ListRequest,
  templates = true,
): Promise<Advertised> {
  const findings: string[] = [];
  const has = (c: string) => isRecord(capabilities?.[c]);
  const prompts = has('prompts') ? await listKind(PROMPTS, request, findings) : [];
  const resources = has('resources') ? await listKind(RESOURCES, request, findings) : [];
  // Not asked (`templates` false): not known, as a list that failed is, and not said.
  const resource_templates =
    templates && has('resources') ? await listKind(TEMPLATES, request, findings) : templates ? [] : undefined;
  return {
    ...(prompts ? { prompts } : {}),
    ...(resources ? { resources } : {}),
    ...(resource_templates ? { resource_templates } : {}),
    findings,
  };
}
