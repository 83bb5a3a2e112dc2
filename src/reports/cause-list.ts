// The causes every surface opens with, in one list: what the screening flagged, the contract's breaking and risky
// changes grouped by rule (`13 tools: outputSchema removed`), and what broke the scenarios (results.json `causes`),
// each with its fix. The comment, the HTML report and the terminal each mark this list up; nothing here is escaped.
import type { Cause, RunReport } from '../results/index.js';
import { OPINION_LINE } from '../scoring/index.js';
import { worst, type Status } from '../results/status.js';
import { counted, isSuspicious } from '../results/verdict.js';
import { foldList } from '../util/text.js';
import { contractGroups, type ContractGroup } from './contract-groups.js';

/** Scenarios named in a cause's line, and changes named in a contract group's, at most; the rest are counted. */
const MAX_NAMES = 3;

export interface ListedCause {
  /** The status its mark shows: the worst of the scenarios it breaks; a breaking group BROKEN, a risky one DEGRADED. */
  status: Status;
  /** One line, `code` spans marked with backticks: a cause's summary, a group's `1 tool: input schema changed`. */
  title: string;
  /** `breaks 2 scenarios`, `seen by 1 scenario`, `contract: read_multiple_files (filesystem)`. */
  whom: string;
  /** The names it is about, folded: `Add two numbers, Echo` / `` `read_multiple_files` (filesystem) ``. */
  names: string;
  /** What shows it: a schema diff, the suspicious words, a change's detail; null when nothing short does. */
  detail: string | null;
  fix: string | null;
  /** The scenario cause (its place in results.json `causes` anchors it in the HTML); absent for a contract group. */
  cause?: { of: Cause; index: number };
  group?: ContractGroup;
}

/** How a cause line counts its scenarios: a change `breaks` them, other kinds say otherwise. */
const CAUSE_VERB: Partial<Record<Cause['kind'], string>> = {
  unexplained: '',
  suspicious_description: 'seen by ',
  suspicious_answer: 'seen by ',
  still_failing: 'still fails in ',
  baseline_refused: 'not recorded: ',
};

/** `breaks `, `still fails in `, ...: what a cause does to the scenarios it names, for a line that names them. */
export function causeVerb(c: Pick<Cause, 'kind'>): string {
  return CAUSE_VERB[c.kind] ?? 'breaks ';
}

/**
 * The screening's causes, the scenarios' (results.json's order: most scenarios first), then the contract's breaking
 * and risky groups: a scenario's cause says what broke it and how to fix it, the contract's say what else changed.
 */
export function listedCauses(report: RunReport): ListedCause[] {
  const causes = (report.causes ?? []).map((of, index) => fromCause(of, index));
  const groups = report.contract ? contractGroups(report.contract).map(fromGroup) : [];
  const screened = causes.filter((c) => isSuspicious(c.cause!.of.kind));
  return [
    ...screened,
    ...causes.filter((c) => !screened.includes(c)),
    ...groups.filter((g) => g.group!.cls !== 'compatible'),
  ];
}

function fromCause(of: Cause, index: number): ListedCause {
  const shown = of.kind === 'schema_changed' || isSuspicious(of.kind);
  const opinion = of.evidence.find((l) => l.startsWith(OPINION_LINE));
  return {
    status: worst(of.scenarios.map((s) => s.status)),
    title: of.summary,
    whom: `${causeVerb(of)}${counted(of.scenarios.length, 'scenario')}`,
    names: foldList(of.scenarios, MAX_NAMES, (s) => s.name),
    detail: shown && of.evidence[0] ? [of.evidence[0], opinion].filter(Boolean).join(' · ') : null,
    fix: of.suggestions[0] ?? null,
    cause: { of, index },
  };
}

function fromGroup(group: ContractGroup): ListedCause {
  const [first] = group.items;
  return {
    status: group.cls === 'breaking' ? 'BROKEN' : 'DEGRADED',
    title: group.title,
    whom: `contract, ${group.cls}`,
    names: foldList(group.items, MAX_NAMES, (i) => `\`${i.name}\` on ${i.server}`),
    detail: group.items.length === 1 && first ? `${first.name}: ${first.detail}` : null,
    fix: group.fix || null,
    group,
  };
}
