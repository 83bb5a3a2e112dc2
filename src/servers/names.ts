// Names the model sees, and the hash that tells when a tool's input schema changed.
import { createHash } from 'node:crypto';

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

/** JSON with object keys sorted at every level: equal values give equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, (v as Record<string, unknown>)[k]]),
        )
      : v,
  );
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** sha256 of the canonical JSON of a tool's input schema. */
export function schemaHash(schema: unknown): string {
  return sha256(canonicalJson(schema ?? null));
}

/** The candidate closest to `name` (edit distance, case-insensitive), if close enough to be a likely typo. */
export function nearestName(name: string, candidates: string[]): string | undefined {
  const lower = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const cl = c.toLowerCase();
    const d =
      cl.includes(lower) || lower.includes(cl) ? Math.abs(cl.length - lower.length) / 2 : editDistance(lower, cl);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(name.length / 3)) ? best : undefined;
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length];
}
