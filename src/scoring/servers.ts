// What changed on the servers between the baseline and the current run: versions from the MCP
// handshake and the tool lists (docs/scoring/server-changes.md). Shown next to the score, not scored.
import type { ServerVersions, ToolChanges } from '../results/index.js';
import { instructionsChanged, type ServerSnapshot, type ToolSnapshot } from '../results/trajectory.js';
import { describeTextChange, suspiciousSigns, type Neighbours } from './descriptions.js';
import { detectRenames, renameConfidence } from './renames.js';
import { detectSplits, ruleRenames } from './rename-rules.js';
import { contentId, KeyedMemo } from '../util/memo.js';
import { compatibility, describeSchemaDiff, schemaDiff, type SchemaDiff } from './schema-diff.js';

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
    const schemaChanged = [...a]
      .filter(([n, h]) => b.has(n) && b.get(n) !== h)
      .map(([n]) => n)
      .sort();
    const { added, removed, client } = addedRemoved(before.get(server), after.get(server), b, a);
    if (added.length || removed.length || schemaChanged.length || client)
      out.push({ server, added, removed, schema_changed: schemaChanged, ...(client ? { client } : {}) });
  }
  return out;
}

/**
 * Tools on one side only. Under another client profile (the features the client declared, results/client.ts) they are
 * the client's change, never the server's: a server shows some tools only to clients that declare what they ask for.
 * Only the side the profile explains is the client's: tools gone when it declares less, new when it declares more (a
 * tool gone while the client declares more is the server's removal).
 */
function addedRemoved(
  bs: ServerSnapshot | undefined,
  as: ServerSnapshot | undefined,
  b: ReadonlyMap<string, string>,
  a: ReadonlyMap<string, string>,
): Pick<ToolChanges, 'added' | 'removed' | 'client'> {
  const added = [...a.keys()].filter((n) => !b.has(n)).sort();
  const removed = [...b.keys()].filter((n) => !a.has(n)).sort();
  // The profile a snapshot was read with; one recorded before profiles declared none.
  const profile = (x: ServerSnapshot | undefined) => [...(x?.client ?? [])].sort();
  const [before, after] = [profile(bs), profile(as)];
  if (!bs || !as || before.join() === after.join()) return { added, removed };
  const [gained, lost] = [after.some((f) => !before.includes(f)), before.some((f) => !after.includes(f))];
  const tools = [...(lost ? removed : []), ...(gained ? added : [])].sort();
  const server = { added: gained ? [] : added, removed: lost ? [] : removed };
  return { ...server, ...(tools.length ? { client: { before, after, tools } } : {}) };
}

/**
 * toolChanges, each server's with its version on both sides, its probable renames (docs/scoring/renames.md: with their
 * evidence and what the new tool takes compared with the old), the schema diff of each tool whose schema changed
 * (docs/scoring/schema-diffs.md), in words, as a structure and with its compatibility, and the tools (and server
 * instructions) whose words changed while name and schema did not, suspicious or not (docs/scoring/descriptions.md):
 * the one place tool deltas are worked out. Causes, the Markdown and the HTML read them from the results. A server
 * on one side only has nothing renamed and no diff. `run` is every server of the current run, for shadowing.
 */
export function explainToolChanges(
  baseline: readonly ServerSnapshot[],
  current: readonly ServerSnapshot[],
  run: readonly ServerSnapshot[] = current,
): ToolChanges[] {
  const changes = new Map(toolChanges(baseline, current).map((c) => [c.server, c]));
  const names = [...new Set([...baseline, ...current].map((s) => s.name))].sort();
  return names.flatMap((name) => {
    const b = baseline.find((s) => s.name === name);
    const a = current.find((s) => s.name === name);
    const words = b?.server_info && a?.server_info ? describedAnew(b, a, run) : [];
    const c = changes.get(name);
    if (!c && !words.length) return [];
    return [explain(c ?? { server: name, added: [], removed: [], schema_changed: [] }, b, a, words)];
  });
}

function explain(
  c: ToolChanges,
  b: ServerSnapshot | undefined,
  a: ServerSnapshot | undefined,
  words: DescriptionChange[],
): ToolChanges {
  const def = (list: ToolSnapshot[], name: string) => list.find((t) => t.name === name)!;
  const [bt, at] = [b?.tools ?? [], a?.tools ?? []];
  // Renames by a rule first, then splits, then the probable renames among the rest (docs/scoring/renames.md).
  const ruled = ruleRenames(c.removed, c.added).flatMap((r) => r.renames.map((p) => ({ ...p, rule: r.rule })));
  const claimed = new Set(ruled.flatMap((p) => [p.from, p.to]));
  const splits = detectSplits(
    c.removed.filter((n) => !claimed.has(n)),
    c.added.filter((n) => !claimed.has(n)),
  );
  for (const sp of splits) for (const n of [sp.from, ...sp.into]) claimed.add(n);
  const free = (names: string[], list: ToolSnapshot[]) => names.filter((n) => !claimed.has(n)).map((n) => def(list, n));
  // A rename by a rule is sure (the rule is its evidence); its name, schema and description agreement are shown.
  const byRule = ruled.map(({ from, to, rule }) => ({
    from,
    to,
    rule,
    confidence: 1,
    evidence: renameConfidence(def(bt, from), def(at, to)).evidence,
  }));
  const renames = [...byRule, ...detectRenames(free(c.removed, bt), free(c.added, at))].map((r) => {
    const diff = schemaDiff(def(bt, r.from).input_schema, def(at, r.to).input_schema);
    return { ...r, input: renameInput(r.from, r.to, diff) };
  });
  const diffs = c.schema_changed.map((tool) => {
    const change = schemaDiff(def(bt, tool).input_schema, def(at, tool).input_schema);
    return { tool, diff: describeSchemaDiff(change), compatibility: compatibility(change), change };
  });
  const [vb, va] = [b?.server_info?.version ?? '?', a?.server_info?.version ?? '?'];
  const described = words.length ? { descriptions: words } : {};
  const split = splits.length ? { splits } : {};
  return { ...c, version: vb === va ? va : `${vb} -> ${va}`, renames, ...split, schema_diffs: diffs, ...described };
}

type DescriptionChange = NonNullable<ToolChanges['descriptions']>[number];

/** Tools whose description changed while name and schema did not, then the server's instructions (tool null). */
function describedAnew(b: ServerSnapshot, a: ServerSnapshot, run: readonly ServerSnapshot[]): DescriptionChange[] {
  const at: Neighbours = {
    server: a.name,
    siblings: a.tools.map((t) => t.name),
    others: run.filter((s) => s.name !== a.name).map((s) => ({ server: s.name, tools: s.tools.map((t) => t.name) })),
  };
  const before = new Map(b.tools.map((t) => [t.name, t]));
  const changed = (x: string, y: string, tool: string | null): DescriptionChange => ({
    tool,
    diff: describeTextChange(x, y),
    suspicious: suspiciousSigns(x, y, at, tool ?? undefined),
  });
  const out = a.tools.flatMap((t) => {
    const was = before.get(t.name);
    const [x, y] = [was?.description ?? '', t.description ?? ''];
    return was && was.schema_hash === t.schema_hash && x !== y ? [changed(x, y, t.name)] : [];
  });
  if (instructionsChanged(b, a)) out.push(changed(b.instructions ?? '', a.instructions ?? '', null));
  return out;
}

/** What the new tool takes compared with the old one; null when a side has no definition. */
function renameInput(from: string, to: string, diff: SchemaDiff): string | null {
  if (!diff.known) return null;
  const same = !diff.properties.length && !diff.other.length;
  return same ? `${to} takes the same input as ${from}` : `${to} vs ${from}: ${describeSchemaDiff(diff)}`;
}

/** Distinct server pairs remembered at once (then it starts over): a run compares few. */
const DELTAS_MAX = 1024;

/**
 * The tool deltas of a whole run: most scenarios compare the same two tool lists of a server (the baseline's and
 * today's), so each distinct pair is worked out once and shared by every scenario that compares it.
 */
export class ToolDeltas {
  private readonly known = new KeyedMemo<string, ToolChanges | null>(DELTAS_MAX);

  between(baseline: readonly ServerSnapshot[], current: readonly ServerSnapshot[]): ToolChanges[] {
    const names = [...new Set([...baseline, ...current].map((s) => s.name))].sort();
    return names.flatMap((name) => {
      const b = baseline.filter((s) => s.name === name);
      const a = current.filter((s) => s.name === name);
      // Shadowing reads the other servers' tool names: they are part of what is worked out.
      const others = current.filter((s) => s.name !== name).map((s) => [s.name, s.tools.map((t) => t.name)]);
      // By each snapshot's plain JSON text, not canonical: equal text is equal lists, and the same lists written in
      // another key order are only worked out once more.
      const key = JSON.stringify([name, b.map(contentId), a.map(contentId), others]);
      const found = this.known.get(key, () => explainToolChanges(b, a, current)[0] ?? null);
      return found ? [found] : [];
    });
  }
}
