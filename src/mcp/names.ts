// Names the model sees, the hash that tells when a tool's input schema changed, and the
// "did you mean" for a mistyped name.
import { canonicalJson, sha256 } from '../util/json.js';
import { nearestName } from '../util/text.js';

const MAX_TOOL_NAME = 64; // Anthropic tool names: ^[a-zA-Z0-9_-]{1,64}$

/** Replace what a model tool name may not contain, cut to 64 characters. */
export function sanitizeToolName(name: string): string {
  return name.replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, MAX_TOOL_NAME) || '_';
}

/** The gateway tool of server `S`: `mcp_<S>`. */
export function gatewayToolName(server: string): string {
  return sanitizeToolName(`mcp_${server}`);
}

/**
 * Model tool names for direct exposure: `mcp__<S>__<tool>` when that is already a valid
 * name, else the sanitised name cut short with a hash of the original appended, so two
 * tools never share a name. The returned map goes back from model name to the pair.
 */
export function directToolNames(
  pairs: { server: string; tool: string }[],
): Map<string, { server: string; tool: string }> {
  const out = new Map<string, { server: string; tool: string }>();
  for (const p of pairs) {
    const original = `mcp__${p.server}__${p.tool}`;
    let name = sanitizeToolName(original);
    if (name !== original || out.has(name)) {
      name = `${sanitizeToolName(original).slice(0, MAX_TOOL_NAME - 9)}_${sha256(original).slice(0, 8)}`;
    }
    out.set(name, p);
  }
  return out;
}

/** sha256 of the canonical JSON of a tool's input schema. */
export function schemaHash(schema: unknown): string {
  return sha256(canonicalJson(schema ?? null));
}

/** ` Did you mean "<nearest>"?` when a known name is close to the mistyped one, else nothing. */
export function suggest(name: string, candidates: readonly string[]): string {
  const near = nearestName(name, candidates);
  return near ? ` Did you mean "${near}"?` : '';
}
