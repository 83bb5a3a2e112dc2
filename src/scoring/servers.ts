// What changed on the servers between the baseline and the current run: versions from the MCP
// handshake and the tool lists (SCORING.md "Server changes"). Shown next to the score, not scored.
import type { ServerVersions, ToolChanges } from '../results.js';
import type { ServerSnapshot, ToolSnapshot } from '../trajectory.js';
import { detectRenames } from './renames.js';
import { describeSchemaDiff, schemaDiff } from './schema-diff.js';

/** Every server of either side, by name, with the version it reported (null: absent or never answered). */
export function serverVersions(
  baseline: readonly ServerSnapshot[],
  current: readonly ServerSnapshot[],
): ServerVersions[] {
  const names = [...new Set([...baseline, ...current].map((s) => s.name))].sort();
  const version = (list: readonly ServerSnapshot[], name: string) =>
    list.find((s) => s.name === name)?.server_info?.version ?? null;
  return names.map((name) => ({ name, baseline: version(baseline, name), current: version(current, name) }));
}

/**
 * Tools added, removed, or whose input schema hash changed, per server that answered on both
 * sides; a server present on one side only counts all its tools as added / removed. A server
 * that never answered (server_info null) has an unknown tool list: it is left out.
 */
export function toolChanges(baseline: readonly ServerSnapshot[], current: readonly ServerSnapshot[]): ToolChanges[] {
  const answered = (list: readonly ServerSnapshot[]) =>
    new Map(list.filter((s) => s.server_info !== null).map((s) => [s.name, s]));
  const unknown = new Set([...baseline, ...current].filter((s) => s.server_info === null).map((s) => s.name));
  const before = answered(baseline);
  const after = answered(current);
  const out: ToolChanges[] = [];
  for (const server of [...new Set([...before.keys(), ...after.keys()])].sort()) {
    if (unknown.has(server)) continue;
    const b = new Map((before.get(server)?.tools ?? []).map((t) => [t.name, t.schema_hash]));
    const a = new Map((after.get(server)?.tools ?? []).map((t) => [t.name, t.schema_hash]));
    const added = [...a.keys()].filter((n) => !b.has(n)).sort();
    const removed = [...b.keys()].filter((n) => !a.has(n)).sort();
    const schemaChanged = [...a]
      .filter(([n, h]) => b.has(n) && b.get(n) !== h)
      .map(([n]) => n)
      .sort();
    if (added.length || removed.length || schemaChanged.length)
      out.push({ server, added, removed, schema_changed: schemaChanged });
  }
  return out;
}

/**
 * toolChanges, each server's with its probable renames (SCORING.md "Renames") and the schema diff in words of
 * each tool whose schema changed (SCORING.md "Schema diffs"), for a report to say what changed, not only that it
 * did. A server on one side only has nothing renamed and no schema diff.
 */
export function explainToolChanges(
  baseline: readonly ServerSnapshot[],
  current: readonly ServerSnapshot[],
): ToolChanges[] {
  return toolChanges(baseline, current).map((c) => {
    const b = baseline.find((s) => s.name === c.server)?.tools ?? [];
    const a = current.find((s) => s.name === c.server)?.tools ?? [];
    const def = (list: ToolSnapshot[], name: string) => list.find((t) => t.name === name)!;
    const renames = detectRenames(
      c.removed.map((n) => def(b, n)),
      c.added.map((n) => def(a, n)),
    ).map(({ from, to, confidence }) => ({ from, to, confidence }));
    const diffs = c.schema_changed.map((tool) => ({
      tool,
      diff: describeSchemaDiff(schemaDiff(def(b, tool).input_schema, def(a, tool).input_schema)),
    }));
    return { ...c, renames, schema_diffs: diffs };
  });
}
