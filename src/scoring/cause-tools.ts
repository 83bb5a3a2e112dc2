// The causes that come from a server's tool list (docs/scoring/causes.md): what changed on each server as a scenario's
// tool changes say, and the cause a call of a tool the server no longer lists points at: removed, renamed (alone or
// by a rule shared with other tools), or split into several. The other causes are found in causes.ts.
import type { ToolChanges } from '../results/index.js';
import { parseCanonicalId, type ServerSnapshot, type ToolCallRecord } from '../results/trajectory.js';
import type { SchemaDiff } from './schema-diff.js';
import { finding, type Finding } from './finding.js';
import { foldList } from '../util/text.js';
import { MAX_FOLDED, renamesByRule } from './rename-rules.js';

/** What changed on one server, as the scenario's tool changes say (scoring/servers.ts explainToolChanges). */
export interface ServerDelta {
  /** `1.0.0 -> 2.0.0`, or the one version when it did not change. */
  version: string;
  removed: Set<string>;
  renamed: Map<string, Rename>;
  /** The renames of each rule (docs/scoring/contract.md), by rule. */
  /** The renames that follow a rule, by rule, each as `from -> to` (renamesByRule). */
  rules: Map<string, string[]>;
  /** The tools each removed tool was split into. */
  splits: Map<string, string[]>;
  changed: Map<string, SchemaDiff>;
}

export type Rename = NonNullable<ToolChanges['renames']>[number];

/**
 * The scenario's tool changes of each server that answered on both sides of this run: a server on one side only
 * was added to or dropped from the config, which is not a tool-list change.
 */
export function serverDeltas(
  changes: readonly ToolChanges[],
  before: readonly ServerSnapshot[],
  after: readonly ServerSnapshot[],
): Map<string, ServerDelta> {
  const onBothSides = (name: string) => before.some((x) => x.name === name) && after.some((x) => x.name === name);
  const deltas = new Map<string, ServerDelta>();
  for (const c of changes) {
    if (!onBothSides(c.server)) continue;
    deltas.set(c.server, {
      version: c.version ?? '?',
      removed: new Set(c.removed),
      renamed: new Map((c.renames ?? []).map((r) => [r.from, r])),
      rules: new Map(renamesByRule(c)),
      splits: new Map((c.splits ?? []).map((x) => [x.from, x.into])),
      changed: new Map((c.schema_diffs ?? []).flatMap((d) => (d.change ? [[d.tool, d.change] as const] : []))),
    });
  }
  return deltas;
}

/** A call of a tool its server no longer lists: removed, or probably renamed. */
export function goneFinding(
  call: ToolCallRecord,
  deltas: ReadonlyMap<string, ServerDelta>,
  detail: string,
): Finding | null {
  const at = parseCanonicalId(call.id);
  const delta = at ? deltas.get(at.server) : undefined;
  if (!at || !delta) return null;
  const into = delta.splits.get(at.tool);
  if (into) return splitFinding(at, into, delta, detail);
  const rename = delta.renamed.get(at.tool);
  if (rename?.rule) return ruleFinding(at, rename, delta, detail);
  if (rename) {
    const evidence = [renameEvidence(at.tool, rename), rename.input ?? null].filter((x) => x !== null);
    const summary =
      `\`${at.tool}\` was probably renamed to \`${rename.to}\` on server \`${at.server}\`` +
      ` (confidence ${rename.confidence.toFixed(2)})`;
    return finding('tool_renamed', at.server, at.tool, summary, detail, {
      evidence,
      suggestions: [`call \`${rename.to}\` instead of \`${at.tool}\``],
      rename: { to: rename.to, confidence: rename.confidence },
    });
  }
  if (!delta.removed.has(at.tool)) return null;
  const summary = `\`${at.tool}\` was removed from server \`${at.server}\``;
  const evidence = [`the tool list of \`${at.server}\` (${delta.version}) has no \`${at.tool}\``];
  return finding('tool_removed', at.server, at.tool, summary, detail, { evidence });
}

/** One of a server's tools renamed by a rule: the cause is the rule, said once with the count and the folded list. */
function ruleFinding(
  at: { server: string; tool: string },
  rename: Rename,
  delta: ServerDelta,
  detail: string,
): Finding {
  const all = delta.rules.get(rename.rule!) ?? [`${rename.from} -> ${rename.to}`];
  const folded = foldList(all, MAX_FOLDED);
  const summary = `${all.length} tools of server \`${at.server}\` were renamed by one rule: ${rename.rule}`;
  return finding('tools_renamed', at.server, null, summary, detail, {
    evidence: [`renamed (${delta.version}): ${folded}`],
    suggestions: [`rename the tools the agent calls by the same rule: \`${at.tool}\` is now \`${rename.to}\``],
    rule: rename.rule,
  });
}

/** A tool replaced by several whose names extend its own: one cause, with where each of its calls should go now. */
function splitFinding(
  at: { server: string; tool: string },
  into: string[],
  delta: ServerDelta,
  detail: string,
): Finding {
  const names = into.map((n) => `\`${n}\``).join(', ');
  const summary = `\`${at.tool}\` on server \`${at.server}\` was split into ${names}`;
  return finding('tool_split', at.server, at.tool, summary, detail, {
    evidence: [`the tool list of \`${at.server}\` (${delta.version}) has no \`${at.tool}\`; new: ${into.join(', ')}`],
    suggestions: [`call the one of ${names} that fits what the call does, instead of \`${at.tool}\``],
  });
}

/** `add -> get-sum: name 0.50, schema 1.00, description 0.33`; null in older results without the evidence. */
function renameEvidence(from: string, rename: Rename): string | null {
  if (!rename.evidence) return null;
  const { name, schema, description } = rename.evidence;
  const shown = (x: number | null) => (x === null ? 'none' : x.toFixed(2));
  return `${from} -> ${rename.to}: name ${shown(name)}, schema ${shown(schema)}, description ${shown(description)}`;
}
