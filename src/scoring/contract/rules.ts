// The rules of the contract check (docs/scoring/contract.md): one id per row of the page's table, each with its class.
// A change is made only through `change`, so its class always comes from this table; the page's table is held equal
// to it by test/scoring/contract.test.ts.
import type { ContractChange, ContractClass } from '../../results/index.js';
import type { ServerSnapshot } from '../../results/trajectory.js';
import { compareText } from '../../util/text.js';

export const CONTRACT_RULES = {
  // The server
  'protocol-lower': 'risky',
  'protocol-higher': 'compatible',
  'capability-lost': 'risky',
  'capability-gained': 'compatible',
  'server-info-changed': 'compatible',
  'instructions-changed': 'compatible',
  'instructions-suspicious': 'risky',
  // Tools: the list
  'tool-removed': 'breaking',
  'tool-renamed': 'breaking',
  'tools-renamed-by-rule': 'breaking',
  'tool-split': 'breaking',
  'tool-added': 'compatible',
  'client-profile-changed': 'compatible',
  // Tools: each field
  'input-breaking': 'breaking',
  'input-compatible': 'compatible',
  'output-schema-removed': 'breaking',
  'output-schema-added': 'compatible',
  'output-property-removed': 'breaking',
  'output-property-retyped': 'breaking',
  'output-property-optional': 'breaking',
  'output-loosened': 'breaking',
  'output-property-added': 'compatible',
  'output-property-required': 'compatible',
  'output-property-narrowed': 'compatible',
  'output-changed': 'compatible',
  'annotations-widened': 'risky',
  'annotations-narrowed': 'compatible',
  'annotations-changed': 'compatible',
  'description-changed': 'compatible',
  'description-suspicious': 'risky',
  'title-changed': 'compatible',
  'icons-changed': 'compatible',
  'meta-changed': 'compatible',
  'execution-changed': 'risky',
  // Prompts, resources, resource templates
  'prompt-removed': 'breaking',
  'prompt-added': 'compatible',
  'prompt-argument-required': 'breaking',
  'prompt-argument-removed': 'risky',
  'prompt-argument-added': 'compatible',
  'prompt-argument-optional': 'compatible',
  'prompt-changed': 'compatible',
  'resource-removed': 'breaking',
  'resource-added': 'compatible',
  'resource-mime-changed': 'risky',
  'resource-changed': 'compatible',
  'template-removed': 'breaking',
  'template-added': 'compatible',
  'template-mime-changed': 'risky',
  'template-changed': 'compatible',
  // What clients refuse, when the PR brings it (already in the reference: a finding, never failing)
  'name-refused-by-model-apis': 'breaking',
  'name-outside-mcp-guidance': 'breaking',
  'name-duplicate': 'breaking',
  'input-schema-not-object': 'breaking',
  'input-schema-top-level-combinator': 'breaking',
  'schema-does-not-compile': 'breaking',
  // Clients on an older protocol version (setting contract-protocol)
  'legacy-refused': 'breaking',
  'legacy-differs': 'risky',
  // Answers
  'answer-nonconforming': 'breaking',
} as const satisfies Record<string, ContractClass>;

export type ContractRule = keyof typeof CONTRACT_RULES;

/** A change by its rule: the class is the rule's. */
export function change(rule: ContractRule, subject: string, detail: string): ContractChange {
  return { class: CONTRACT_RULES[rule], rule, subject, detail };
}

const CLASS_ORDER: Record<ContractClass, number> = { breaking: 0, risky: 1, compatible: 2 };

/** Breaking first, then risky, then compatible; within a class by subject, then rule (a stable, machine-free order). */
export function byClass(a: ContractChange, b: ContractChange): number {
  return (
    CLASS_ORDER[a.class] - CLASS_ORDER[b.class] || compareText(a.subject, b.subject) || compareText(a.rule, b.rule)
  );
}

/** A snapshot recorded with the whole contract (a newer harness): an older one has no capabilities recorded. */
export function recordsContract(s: ServerSnapshot): boolean {
  return s.capabilities !== undefined;
}
