// Answers held to their contract, after the scenarios ran: every answer with structuredContent checked against its
// tool's outputSchema (Ajv with linear-time patterns, as the gateway checks inputs: mcp/server-tools.ts), and an
// answer of a tool with an outputSchema that brought no structuredContent; the baseline's answers alike, for the
// judgement (scoring/contract/answers.ts) of which stopped conforming. Each schema compiled once a run.
import type { ValidateFunction, ErrorObject } from 'ajv';
import { ValidatorFactory } from '../../mcp/server-tools.js';
import { contractCounts, type ContractSection, type ScenarioResult } from '../../results/index.js';
import { scoredCalls, type Trajectory } from '../../results/trajectory.js';
import { answerConformance, byClass, type AnswerCheck } from '../../scoring/index.js';
import { canonicalJson } from '../../util/json.js';

/** Errors of one answer kept (Ajv collects them all). */
const MAX_ERRORS = 10;

/** `section` with the answers that do not fit their outputSchema: breaking where they stopped fitting. */
export function checkAnswers(section: ContractSection, results: readonly ScenarioResult[]): ContractSection {
  const checker = new AnswerChecker();
  const baseline = results.flatMap((r) => r.baseline_trajectories.flatMap((t) => checker.checks(t, r.id, true)));
  const current = results.flatMap((r) =>
    r.runs.flatMap((run) => checker.checks(run.trajectory, r.id, r.action === 'compared')),
  );
  const judged = answerConformance(baseline, current);
  if (!judged.size) return section;
  const servers = section.servers.map((s) => {
    const j = judged.get(s.server);
    if (!j) return s;
    return { ...s, changes: [...s.changes, ...j.changes].sort(byClass), findings: [...s.findings, ...j.findings] };
  });
  return { ...section, servers, counts: contractCounts(servers) };
}

class AnswerChecker {
  private readonly factory = new ValidatorFactory();
  private readonly compiled = new Map<string, ValidateFunction | null>();

  /** Each answer of a run whose tool has an outputSchema; one that was cut short, or an error, is not judged. */
  checks(t: Trajectory, scenario: string, compared: boolean): AnswerCheck[] {
    return scoredCalls(t).flatMap((call) => {
      if (call.is_error || call.result_truncated || !call.tool) return [];
      const schema = t.servers
        .find((s) => s.name === call.server)
        ?.tools.find((x) => x.name === call.tool)?.output_schema;
      if (!schema) return [];
      const at = { server: call.server, tool: call.tool, args: canonicalJson(call.arguments), scenario, compared };
      if (call.structured_content === undefined)
        return [{ ...at, errors: ['$: no structuredContent, though the tool has an outputSchema'] }];
      const validate = this.validator(schema);
      // A schema that does not compile is said by the clients check (schema-does-not-compile).
      if (!validate) return [];
      const fits = validate(call.structured_content);
      return [{ ...at, errors: fits ? [] : (validate.errors ?? []).slice(0, MAX_ERRORS).map(errorLine) }];
    });
  }

  private validator(schema: Record<string, unknown>): ValidateFunction | null {
    const key = canonicalJson(schema);
    if (!this.compiled.has(key)) this.compiled.set(key, this.factory.compile(schema));
    return this.compiled.get(key)!;
  }
}

/** Ajv's JSON Pointer as a JSON path: `/items/0/name` -> `$.items[0].name`. */
function jsonPath(pointer: string, child?: string): string {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (child !== undefined) parts.push(child);
  const step = (p: string) =>
    /^\d+$/.test(p) ? `[${p}]` : /^[A-Za-z_$][\w$]*$/.test(p) ? `.${p}` : `[${JSON.stringify(p)}]`;
  return `$${parts.map(step).join('')}`;
}

/** One error as a line: the path that broke and what it broke. */
function errorLine(e: ErrorObject): string {
  const params = e.params as { missingProperty?: string; additionalProperty?: string };
  if (e.keyword === 'required' && params.missingProperty !== undefined)
    return `${jsonPath(e.instancePath, params.missingProperty)}: missing (required)`;
  if (e.keyword === 'additionalProperties' && params.additionalProperty !== undefined)
    return `${jsonPath(e.instancePath, params.additionalProperty)}: not in the schema (additionalProperties false)`;
  return `${jsonPath(e.instancePath)}: ${e.message ?? 'does not match'}`;
}
