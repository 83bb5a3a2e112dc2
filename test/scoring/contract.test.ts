// Every worked example of docs/scoring/contract.md is a `yaml contract` block; this file runs each one through the
// contract check (src/scoring/contract/compare.ts), and holds the page's table of rules equal to the code's, so the page and
// the code cannot drift apart (as test/scoring/examples.test.ts does for the other scoring pages).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { ServerSnapshot, ToolSnapshot } from '../../src/results/trajectory.js';
import { compareContract } from '../../src/scoring/contract/compare.js';
import { answerConformance, type AnswerCheck } from '../../src/scoring/contract/answers.js';
import type { ContractChange, ContractFinding } from '../../src/results/index.js';
import { canonicalJson } from '../../src/util/json.js';
import { CONTRACT_RULES } from '../../src/scoring/contract/rules.js';

const PAGE = readFileSync(new URL('../../docs/scoring/contract.md', import.meta.url), 'utf8');

/** One side of an example: a server's contract in short form. */
interface Side {
  older?: boolean;
  /** The client profile the side was read with (results/client.ts). */
  client?: string[];
  legacy?: ServerSnapshot['legacy'];
  compiled?: boolean;
  duplicates?: string[];
  protocol?: string;
  capabilities?: Record<string, unknown>;
  info?: Record<string, unknown>;
  instructions?: string;
  tools?: (Omit<ToolSnapshot, 'schema_hash' | 'input_schema' | 'output_schema'> & {
    input?: Record<string, unknown>;
    output?: Record<string, unknown>;
    fix?: string;
    errors?: ToolSnapshot['schema_errors'];
  })[];
  prompts?: ServerSnapshot['prompts'] | null;
  resources?: ServerSnapshot['resources'] | null;
  templates?: ServerSnapshot['resource_templates'] | null;
}

/** An answer checked, in short form (server docs, scenario weather). */
type Answer = Pick<AnswerCheck, 'tool' | 'errors'> & { args: Record<string, unknown>; compared?: boolean };

interface Example {
  name: string;
  /** null: no reference. */
  before: Side | null;
  after: Side;
  /** Instead of before and after: the answers checked on each side. */
  answers?: { baseline: Answer[]; current: Answer[] };
  expect: string[];
  findings?: string[];
}

function answerChecks(list: Answer[]): AnswerCheck[] {
  return list.map((a) => ({
    server: 'docs',
    tool: a.tool,
    args: canonicalJson(a.args),
    scenario: 'weather',
    errors: a.errors,
    compared: a.compared ?? true,
  }));
}

/** What the contract check says of an example: its changes and its findings. */
function judged(e: Example): { changes: ContractChange[]; findings: ContractFinding[] } {
  if (!e.answers) return compareContract(e.before ? snapshot(e.before) : undefined, snapshot(e.after));
  const found = answerConformance(answerChecks(e.answers.baseline), answerChecks(e.answers.current)).get('docs');
  return found ?? { changes: [], findings: [] };
}

const examples: Example[] = [...PAGE.matchAll(/^```yaml contract\n([\s\S]*?)^```$/gm)].map(
  (m) => parse(m[1]) as Example,
);

/** A list as recorded: given, or [] for a server recorded with the contract; absent when `null` or older. */
function list<T>(given: T[] | null | undefined, older: boolean): T[] | undefined {
  if (given === null || older) return undefined;
  return given ?? [];
}

/** The short form as a snapshot a run records: a schema's hash is its JSON. */
export function snapshot(side: Side): ServerSnapshot {
  const older = side.older === true;
  const tools = (side.tools ?? []).map(({ input, output, fix, errors, ...t }): ToolSnapshot => {
    const schema = input ?? { type: 'object' };
    return {
      ...t,
      schema_hash: JSON.stringify(schema),
      input_schema: schema,
      ...(output ? { output_schema: output } : {}),
      ...(fix ? { input_schema_fix: fix } : {}),
      ...(errors ? { schema_errors: errors } : {}),
    };
  });
  return {
    name: 'docs',
    server_info: { name: 'docs', version: '1.0.0', ...side.info } as ServerSnapshot['server_info'],
    tools,
    instructions: side.instructions ?? '',
    ...(older ? {} : { capabilities: side.capabilities ?? { tools: {} } }),
    ...(side.protocol ? { protocol_version: side.protocol } : {}),
    ...(side.compiled ? { schemas_compiled: true } : {}),
    ...(side.legacy ? { legacy: side.legacy } : {}),
    ...(side.duplicates ? { duplicate_tools: side.duplicates } : {}),
    ...(side.client ? { client: side.client } : {}),
    ...(list(side.prompts, older) ? { prompts: list(side.prompts, older) } : {}),
    ...(list(side.resources, older) ? { resources: list(side.resources, older) } : {}),
    ...(list(side.templates, older) ? { resource_templates: list(side.templates, older) } : {}),
  };
}

describe('docs/scoring/contract.md', () => {
  it('has worked examples, each with its own name', () => {
    expect(examples.length).toBeGreaterThanOrEqual(30);
    expect(new Set(examples.map((e) => e.name)).size).toBe(examples.length);
  });

  it('lists every rule of the code in its table, with the same class, and no other', () => {
    const rows = [...PAGE.matchAll(/^\| `([a-z-]+)` \| (breaking|risky|compatible) \|/gm)].map((m) => [m[1], m[2]]);
    expect(Object.fromEntries(rows)).toEqual(CONTRACT_RULES);
    expect(rows.length).toBe(Object.keys(CONTRACT_RULES).length);
  });

  it('shows every rule at work in an example', () => {
    const shown = new Set(examples.flatMap((e) => e.expect.map((line) => line.split(' ')[1])));
    for (const e of examples) for (const f of e.findings ?? []) shown.add(f.split(' ')[0]);
    expect(Object.keys(CONTRACT_RULES).filter((r) => !shown.has(r))).toEqual([]);
  });

  for (const e of examples) {
    it(e.name, () => {
      const { changes, findings } = judged(e);
      expect(changes.map((c) => `${c.class} ${c.rule} ${c.subject}: ${c.detail}`)).toEqual(e.expect);
      expect(findings.map((c) => `${c.rule} ${c.subject}: ${c.detail}`)).toEqual(e.findings ?? []);
    });
  }
});
