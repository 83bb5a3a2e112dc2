// The contract's changes grouped by rule, as the reports list them: `13 tools: outputSchema added`. A breaking or risky
// group is a cause (with its fix) in the list every surface opens with; compatible groups fold away. Each rule's
// words are short forms of docs/scoring/contract.md's table (every rule has words: the type requires it).
import type { ContractClass, ContractSection } from '../results/index.js';
import type { ContractRule } from '../scoring/contract/rules.js';

const RULE_WORDS: Record<ContractRule, string> = {
  'protocol-lower': 'an older protocol version',
  'protocol-higher': 'a newer protocol version',
  'capability-lost': 'no longer declared',
  'capability-gained': 'newly declared',
  'server-info-changed': 'serverInfo changed',
  'instructions-changed': 'instructions reworded',
  'instructions-suspicious': 'instructions changed like tool poisoning',
  'tool-removed': 'removed',
  'tool-renamed': 'probably renamed',
  'tools-renamed-by-rule': 'renamed by a rule',
  'tool-split': 'split into several tools',
  'tool-added': 'added',
  'client-profile-changed': "shown or hidden by the client's profile, not the server",
  'input-breaking': 'input schema changed, a call that fitted may be refused',
  'input-compatible': 'input schema changed, every call still fits',
  'output-schema-removed': 'outputSchema removed',
  'output-schema-added': 'outputSchema added',
  'output-property-removed': 'output property removed',
  'output-property-retyped': 'output property retyped',
  'output-property-optional': 'output property no longer required',
  'output-loosened': 'output schema loosened',
  'output-property-added': 'output property added',
  'output-property-required': 'output property now required',
  'output-property-narrowed': 'output property narrowed',
  'output-changed': 'output schema changed',
  'annotations-widened': 'annotations widened: may do more',
  'annotations-narrowed': 'annotations narrowed: may do less',
  'annotations-changed': 'annotations changed',
  'description-changed': 'description reworded',
  'description-suspicious': 'description changed like tool poisoning',
  'title-changed': 'title changed',
  'icons-changed': 'icons changed',
  'meta-changed': '_meta changed',
  'execution-changed': 'execution (task support) changed',
  'prompt-removed': 'removed',
  'prompt-added': 'added',
  'prompt-argument-required': 'argument now required',
  'prompt-argument-removed': 'argument removed',
  'prompt-argument-added': 'optional argument added',
  'prompt-argument-optional': 'argument no longer required',
  'prompt-changed': 'changed',
  'resource-removed': 'removed',
  'resource-added': 'added',
  'resource-mime-changed': 'MIME type changed',
  'resource-changed': 'changed',
  'template-removed': 'removed',
  'template-added': 'added',
  'template-mime-changed': 'MIME type changed',
  'template-changed': 'changed',
  'name-refused-by-model-apis': 'name refused by the model APIs',
  'name-outside-mcp-guidance': "name outside the MCP spec's guidance",
  'name-duplicate': 'name listed twice',
  'input-schema-not-object': 'input schema not an object schema',
  'input-schema-top-level-combinator': 'input schema with oneOf/anyOf/allOf at the top',
  'schema-does-not-compile': 'schema does not compile',
  'legacy-refused': 'refused to an older protocol client',
  'legacy-differs': 'shown otherwise to an older protocol client',
  'answer-nonconforming': 'answer does not match its outputSchema',
};

/** The fix a group suggests: by rule where one says more than its class's. */
const RULE_FIX: Partial<Record<ContractRule, string>> = {
  'tool-removed': 'restore it, or release a major version and change the clients and scenarios that call it',
  'tool-renamed': 'keep the old name as an alias, or release a major version and call the new name',
  'tools-renamed-by-rule': 'keep the old names as aliases, or release a major version and call the new names',
  'tool-split': 'keep the old tool beside the new ones, or release a major version',
  'input-breaking': 'accept what the old schema accepted (loosen the new constraint), or release a major version',
  'output-schema-removed': 'restore the outputSchema: clients validate structuredContent against it',
  'output-property-removed': 'restore the property, or release a major version',
  'output-property-retyped': 'keep the old type, or release a major version',
  'output-property-optional': 'keep it required, or release a major version',
  'annotations-widened': 'check the hint is true: clients ask before a tool that may do more',
  'execution-changed': 'check clients that call it synchronously still can',
  'name-refused-by-model-apis': 'rename it to fit ^[a-zA-Z0-9_-]{1,64}$ with its mcp__<server>__ prefix',
  'answer-nonconforming': "make structuredContent match the tool's outputSchema",
  'capability-lost': 'declare the capability again, or release a major version',
  'protocol-lower': 'answer the protocol version the reference did',
  'description-suspicious': 'read the new description before any agent does',
  'instructions-suspicious': 'read the new instructions before any agent does',
};

const CLASS_FIX: Record<ContractClass, string> = {
  breaking: 'undo the change, or release it as a major version and update the clients and scenarios',
  risky: 'check the clients that rely on it',
  compatible: '',
};

export interface ContractGroup {
  cls: ContractClass;
  rule: string;
  /** `13 tools: outputSchema added`, `1 tool: input schema changed, a call that fitted may be refused`. */
  title: string;
  /** Each change: `read_multiple_files` and its server, with its detail. */
  items: { server: string; name: string; detail: string }[];
  fix: string;
}

const ORDER: Record<ContractClass, number> = { breaking: 0, risky: 1, compatible: 2 };

/** The changes by class then rule (the largest group first within a class), every server together. */
export function contractGroups(c: ContractSection): ContractGroup[] {
  const groups = new Map<string, ContractGroup>();
  for (const s of c.servers) {
    for (const x of s.changes) {
      const key = `${x.class} ${x.rule}`;
      const g = groups.get(key) ?? { cls: x.class, rule: x.rule, title: '', items: [], fix: fixOf(x.rule, x.class) };
      const [noun, ...rest] = x.subject.split(' ');
      g.items.push({ server: s.server, name: rest.join(' ') || noun, detail: x.detail });
      groups.set(key, g);
    }
  }
  const list = [...groups.values()].map((g) => ({ ...g, title: titleOf(g, c) }));
  return list.sort((a, b) => ORDER[a.cls] - ORDER[b.cls] || b.items.length - a.items.length);
}

function titleOf(g: ContractGroup, c: ContractSection): string {
  const subject = c.servers.flatMap((s) => s.changes).find((x) => x.rule === g.rule)?.subject ?? '';
  const noun = subject.split(' ')[0] || 'change';
  const n = g.items.length;
  const words = RULE_WORDS[g.rule as ContractRule] ?? g.rule.replace(/-/g, ' ');
  return `${n} ${noun.replace(/s$/, '')}${n === 1 ? '' : 's'}: ${words}`;
}

function fixOf(rule: string, cls: ContractClass): string {
  return RULE_FIX[rule as ContractRule] ?? CLASS_FIX[cls];
}
