// The contract check (docs/scoring/contract.md): everything a server advertises, today against a reference (the
// baseline's contract, or side A's), each change classed compatible, risky or breaking by one rule. Pure: snapshots
// in, changes out. The tool list's changes (removed, renamed, added, input schemas, descriptions) are the ones
// servers.ts works out for the scenarios, so a report never says two things of one change. Order is no change.
import { canonicalJson, isRecord } from '../../util/json.js';
import type { ContractChange, ContractFinding, ToolChanges } from '../../results/index.js';
import { foldList } from '../../util/text.js';
import type { ServerSnapshot } from '../../results/trajectory.js';
import { clientChanges } from './clients.js';
import { byClass, change, recordsContract } from './rules.js';
import { listChanges } from './lists.js';
import { MAX_FOLDED, renamesByRule } from '../rename-rules.js';
import { shown, toolFieldChanges } from './tools.js';
import { explainToolChanges } from '../servers.js';

/**
 * One server's contract against its reference (`before`; undefined: none): every change, breaking first, and what
 * clients would refuse that the reference already had (or all of it, without a reference), as findings.
 */
export function compareContract(
  before: ServerSnapshot | undefined,
  after: ServerSnapshot,
): { changes: ContractChange[]; findings: ContractFinding[] } {
  const clients = clientChanges(before, after);
  const changes = before ? [...contractChanges(before, after), ...clients.changes].sort(byClass) : [];
  return { changes, findings: clients.findings };
}

/** Every change of one server's contract from `before` to `after` (compareContract sorts them, breaking first). */
function contractChanges(before: ServerSnapshot, after: ServerSnapshot): ContractChange[] {
  const full = recordsContract(before) && recordsContract(after);
  return [...serverChanges(before, after, full), ...toolChangesOf(before, after, full), ...listChanges(before, after)];
}

/** Protocol version, capabilities, serverInfo (its version aside: every release has another). */
function serverChanges(b: ServerSnapshot, a: ServerSnapshot, full: boolean): ContractChange[] {
  const out: ContractChange[] = [];
  const [pb, pa] = [b.protocol_version, a.protocol_version];
  if (pb && pa && pb !== pa) {
    out.push(change(pa < pb ? 'protocol-lower' : 'protocol-higher', 'server', `protocol version ${pb} -> ${pa}`));
  }
  if (b.capabilities && a.capabilities) {
    const [was, now] = [capabilityPaths(b.capabilities), capabilityPaths(a.capabilities)];
    for (const p of outermost(was, now))
      out.push(change('capability-lost', `capability ${p}`, `${p} no longer declared`));
    for (const p of outermost(now, was)) out.push(change('capability-gained', `capability ${p}`, `${p} declared`));
  }
  const info = (s: ServerSnapshot): Record<string, unknown> => {
    const { version: _version, ...rest } = s.server_info ?? { name: '', version: '' };
    return full ? rest : { name: rest.name };
  };
  const [ib, ia] = [info(b), info(a)];
  const keys = [...new Set([...Object.keys(ib), ...Object.keys(ia)])].sort();
  const moved = keys.filter((k) => canonicalJson(ib[k]) !== canonicalJson(ia[k]));
  if (moved.length) {
    const words = moved.map((k) => `${k} ${shown(ib[k])} -> ${shown(ia[k])}`).join(', ');
    out.push(change('server-info-changed', 'server', `serverInfo: ${words}`));
  }
  return out;
}

/** Every capability as a dotted path (`resources.subscribe`); a flag set to false is not declared. */
function capabilityPaths(caps: Record<string, unknown>, prefix = ''): Set<string> {
  const out = new Set<string>();
  for (const [k, v] of Object.entries(caps)) {
    if (v === false || v === null || v === undefined) continue;
    out.add(prefix + k);
    if (isRecord(v)) for (const p of capabilityPaths(v, `${prefix}${k}.`)) out.add(p);
  }
  return out;
}

/** Paths of `from` missing in `to`, without those whose parent is missing too: `prompts`, not also its listChanged. */
function outermost(from: Set<string>, to: Set<string>): string[] {
  const missing = [...from].filter((p) => !to.has(p));
  const set = new Set(missing);
  const parentMissing = (p: string) =>
    p.split('.').some((_, i, parts) => i > 0 && set.has(parts.slice(0, i).join('.')));
  return missing.filter((p) => !parentMissing(p)).sort();
}

/** The tool list's changes as servers.ts explains them, then each listed tool's own fields. */
function toolChangesOf(b: ServerSnapshot, a: ServerSnapshot, full: boolean): ContractChange[] {
  const explained: ToolChanges | undefined = explainToolChanges([b], [a])[0];
  const out = explained ? fromToolChanges(explained) : [];
  const before = new Map(b.tools.map((t) => [t.name, t]));
  for (const t of a.tools) {
    const was = before.get(t.name);
    if (was) out.push(...toolFieldChanges(was, t, full));
  }
  return out;
}

/** One change per rule the tools were renamed by, with the count and the folded list. */
function ruleChanges(c: ToolChanges): ContractChange[] {
  return renamesByRule(c).map(([rule, pairs]) => {
    const words = `${pairs.length} tools renamed by one rule, ${rule}: ${foldList(pairs, MAX_FOLDED)}`;
    return change('tools-renamed-by-rule', 'tools', words);
  });
}

/** Removed, renamed, added, input schemas, descriptions and instructions: ToolChanges as contract changes. */
export function fromToolChanges(c: ToolChanges): ContractChange[] {
  const renames = (c.renames ?? []).filter((r) => !r.rule);
  const splits = c.splits ?? [];
  const renamed = new Set([
    ...(c.renames ?? []).flatMap((r) => [r.from, r.to]),
    ...splits.flatMap((x) => [x.from, ...x.into]),
  ]);
  return [
    ...ruleChanges(c),
    ...splits.map((x) => change('tool-split', `tool ${x.from}`, `split into ${x.into.join(', ')}`)),
    ...renames.map((r) =>
      change('tool-renamed', `tool ${r.from}`, `probably renamed to ${r.to} (confidence ${r.confidence.toFixed(2)})`),
    ),
    ...c.removed.filter((n) => !renamed.has(n)).map((n) => change('tool-removed', `tool ${n}`, 'tool removed')),
    ...c.added.filter((n) => !renamed.has(n)).map((n) => change('tool-added', `tool ${n}`, 'tool added')),
    ...(c.client ? [clientChange(c.client)] : []),
    ...(c.schema_diffs ?? []).map((d) =>
      change(
        d.compatibility === 'compatible' ? 'input-compatible' : 'input-breaking',
        `tool ${d.tool}`,
        `input ${d.diff}`,
      ),
    ),
    ...(c.descriptions ?? []).map((d) => {
      const suspicious = d.suspicious.length > 0;
      const words = suspicious ? `${d.diff}; looks like poisoning: ${d.suspicious[0]}` : d.diff;
      if (d.tool === null)
        return change(
          suspicious ? 'instructions-suspicious' : 'instructions-changed',
          'server',
          `instructions ${words}`,
        );
      return change(suspicious ? 'description-suspicious' : 'description-changed', `tool ${d.tool}`, words);
    }),
  ];
}

/** Tools shown or hidden because the client declared other features: the client's change, never the server's. */
function clientChange(c: NonNullable<ToolChanges['client']>): ContractChange {
  const side = (f: readonly string[]) => (f.length ? f.join(', ') : 'none');
  const words = `the client declared ${side(c.before)} -> ${side(c.after)}: the tools it is shown differ by`;
  return change(
    'client-profile-changed',
    'client',
    `${words} ${foldList(c.tools, MAX_FOLDED)}, not the server's change`,
  );
}
