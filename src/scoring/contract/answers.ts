// Answers held to their contract (docs/scoring/contract.md "Answers"): a tool that declares an outputSchema promises
// that every answer's structuredContent fits it, and an SDK client refuses one that does not. An answer that does not
// fit today, where the baseline's answer to the same call did, is a breaking change named by the JSON path that
// broke; one that did not fit in the baseline either is a finding. Each check is made by the pipeline (Ajv), here
// only judged: pure.
import { canonicalJson } from '../../util/json.js';
import { compareText } from '../../util/text.js';
import type { ContractChange, ContractFinding } from '../../results/index.js';
import { change } from './rules.js';

/** One answer checked against its tool's outputSchema. */
export interface AnswerCheck {
  server: string;
  tool: string;
  /** The call's arguments, as canonical JSON: only the same call's answers are compared. */
  args: string;
  /** The scenario it was made in, for the words. */
  scenario: string;
  /** What does not fit, one line each (`$.temperature: must be number`); empty when it fits. */
  errors: string[];
  /** False for an answer of a run that was recorded, not compared: there is no baseline's answer to hold it to. */
  compared: boolean;
}

/** Answers a change names: the first few of each kind. */
const MAX_ERRORS_SHOWN = 3;

/**
 * The answers of `current` that do not fit their schema, by server: breaking unless the baseline's answer to the same
 * call (tool and arguments) did not fit either (a finding then). Each tool and set of errors is said once.
 */
export function answerConformance(
  baseline: readonly AnswerCheck[],
  current: readonly AnswerCheck[],
): Map<string, { changes: ContractChange[]; findings: ContractFinding[] }> {
  const before = new Map<string, boolean>();
  for (const b of baseline) {
    const key = canonicalJson([b.server, b.tool, b.args]);
    before.set(key, (before.get(key) ?? false) || b.errors.length > 0);
  }
  const out = new Map<string, { changes: ContractChange[]; findings: ContractFinding[] }>();
  const said = new Set<string>();
  const failing = current.filter((c) => c.errors.length).sort((a, b) => compareText(a.scenario, b.scenario));
  for (const c of failing) {
    const shown = c.errors.slice(0, MAX_ERRORS_SHOWN).join('; ');
    const once = canonicalJson([c.server, c.tool, shown]);
    if (said.has(once)) continue;
    said.add(once);
    const more = c.errors.length > MAX_ERRORS_SHOWN ? `; and ${c.errors.length - MAX_ERRORS_SHOWN} more` : '';
    const words = `answer does not match its outputSchema: ${shown}${more} (scenario ${c.scenario})`;
    const entry = out.get(c.server) ?? { changes: [], findings: [] };
    out.set(c.server, entry);
    const item = change('answer-nonconforming', `tool ${c.tool}`, words);
    const { class: _class, ...finding } = item;
    if (!c.compared) entry.findings.push({ ...finding, detail: `${words}; recorded, nothing to compare with` });
    else if (before.get(canonicalJson([c.server, c.tool, c.args])))
      entry.findings.push({ ...finding, detail: `${words}; the baseline's answer did not match either` });
    else entry.changes.push(item);
  }
  return out;
}
