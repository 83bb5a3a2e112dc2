// What clients would refuse in a server's contract (docs/scoring/contract.md "What clients refuse"): tool names the
// model APIs do not take once an agent has prefixed them (`mcp__<server>__<tool>`, as Claude Code names them), names
// outside the MCP spec's guidance, names listed twice, input schemas the model APIs refuse (not an object, or
// oneOf/anyOf/allOf at the top level), schemas that do not compile. Each issue the PR brings is a breaking change;
// one the reference already had is a finding, listed and never failing.
import { isRecord } from '../../util/json.js';
import type { ContractChange, ContractFinding } from '../../results/index.js';
import type { ServerSnapshot, ToolSnapshot } from '../../results/trajectory.js';
import { change, recordsContract, type ContractRule } from './rules.js';
import { legacyIssues } from './legacy.js';

/** The model APIs' tool-name rule (Anthropic's Messages API, OpenAI's function tools). */
export const MODEL_API_NAME = /^[a-zA-Z0-9_-]{1,64}$/;
/** The MCP spec's tool-name guidance (2025-11-25): 1 to 128 of letters, digits, `_`, `-` and `.`. */
export const MCP_NAME_GUIDANCE = /^[A-Za-z0-9_.-]{1,128}$/;
const MODEL_API_MAX = 64;
const COMBINATORS = ['oneOf', 'anyOf', 'allOf'] as const;

/** The name an agent gives a server's tool: Claude Code's `mcp__<server>__<tool>`. */
export function agentToolName(server: string, tool: string): string {
  return `mcp__${server}__${tool}`;
}

/** The characters of `name` outside a rule's, each once, shown as code points when they are not printable. */
function offending(name: string, allowed: RegExp): string {
  const bad = [...new Set([...name].filter((c) => !allowed.test(c)))];
  return bad
    .map((c) => (/^[\x21-\x7e]$/.test(c) ? `"${c}"` : `U+${c.codePointAt(0)!.toString(16).padStart(4, '0')}`))
    .join(', ');
}

function nameIssues(server: string, tool: string): ContractChange[] {
  const out: ContractChange[] = [];
  const full = agentToolName(server, tool);
  if (!MODEL_API_NAME.test(full)) {
    const chars = offending(full, /[a-zA-Z0-9_-]/);
    const why = [
      chars ? `has ${chars}` : '',
      full.length > MODEL_API_MAX ? `is ${full.length} characters with the prefix mcp__${server}__` : '',
    ].filter(Boolean);
    const words = `${full} ${why.join(' and ')}: refused by the model APIs (letters, digits, _ and -, at most 64)`;
    out.push(change('name-refused-by-model-apis', `tool ${tool}`, words));
  }
  if (!MCP_NAME_GUIDANCE.test(tool)) {
    const chars = offending(tool, /[A-Za-z0-9_.-]/);
    const why = [chars ? `has ${chars}` : '', tool.length > 128 ? `is ${tool.length} characters` : ''].filter(Boolean);
    const guidance = "outside the MCP spec's tool-name guidance (1 to 128 of A-Z, a-z, 0-9, _, -, .)";
    const words = `${why.join(' and ') || 'is empty'}: ${guidance}`;
    out.push(change('name-outside-mcp-guidance', `tool ${tool}`, words));
  }
  return out;
}

function schemaIssues(t: ToolSnapshot): ContractChange[] {
  const subject = `tool ${t.name}`;
  const out: ContractChange[] = [];
  if (t.input_schema_fix) {
    const words = `input schema as listed: ${t.input_schema_fix}; the model APIs take only "type": "object"`;
    out.push(change('input-schema-not-object', subject, words));
  }
  const top = isRecord(t.input_schema) ? COMBINATORS.filter((k) => k in t.input_schema!) : [];
  if (top.length) {
    const words = `input schema has ${top.join(', ')} at the top level: refused by the Anthropic API (and Claude Code)`;
    out.push(change('input-schema-top-level-combinator', subject, words));
  }
  for (const which of ['input', 'output'] as const) {
    const error = t.schema_errors?.[which];
    if (error) out.push(change('schema-does-not-compile', subject, `${which} schema does not compile: ${error}`));
  }
  return out;
}

/** Everything clients would refuse in one server's contract, tool by tool. */
export function clientIssues(s: ServerSnapshot): ContractChange[] {
  const duplicates = (s.duplicate_tools ?? []).map((n) =>
    change('name-duplicate', `tool ${n}`, `listed more than once: a client keeps one, or refuses the list`),
  );
  return [
    ...s.tools.flatMap((t) => [...nameIssues(s.name, t.name), ...schemaIssues(t)]),
    ...duplicates,
    ...legacyIssues(s),
  ];
}

/** An issue is the same one on both sides when its rule and subject are. */
const key = (c: Pick<ContractChange, 'rule' | 'subject'>) => `${c.rule}\u0000${c.subject}`;

/**
 * The issues of `after` that `before` did not have, as breaking changes; those it had, as findings. Without a
 * reference (`before` undefined) there is nothing a PR brought: every issue is a finding.
 */
export function clientChanges(
  before: ServerSnapshot | undefined,
  after: ServerSnapshot,
): { changes: ContractChange[]; findings: ContractFinding[] } {
  const had = before ? new Set(clientIssues(before).map(key)) : null;
  const issues = clientIssues(after);
  const brought = (c: ContractChange) =>
    had !== null && !had.has(key(c)) && known(before!, after, c.rule as ContractRule);
  return {
    changes: issues.filter(brought),
    findings: issues.filter((c) => !brought(c)).map(({ class: _class, ...f }) => f),
  };
}

/**
 * Whether the reference could show the issue: compile errors only where it compiled its schemas, a mended schema and a
 * name listed twice only where it recorded the whole contract (an older baseline did not), an older client's view
 * only where it asked for the same version; names and shapes always.
 */
function known(before: ServerSnapshot, after: ServerSnapshot, rule: ContractRule): boolean {
  if (rule === 'schema-does-not-compile') return before.schemas_compiled === true;
  if (rule === 'legacy-refused' || rule === 'legacy-differs')
    return before.legacy?.requested === after.legacy?.requested;
  if (rule === 'input-schema-not-object' || rule === 'name-duplicate') return recordsContract(before);
  return true;
}
