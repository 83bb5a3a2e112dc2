// Whether each tool's input and output schema compiles (Ajv, as the gateway's validators do: mcp/server-tools.ts), for
// the contract check's "what clients would refuse". Compiling costs a few milliseconds a schema, so a schema the
// reference holds unchanged keeps the verdict recorded with it: a run that changed little compiles little.
import { ValidatorFactory } from '../../mcp/server-tools.js';
import type { ServerSnapshot, ToolSnapshot } from '../../results/trajectory.js';
import { canonicalJson } from '../../util/json.js';

type Errors = NonNullable<ToolSnapshot['schema_errors']>;

/** `now` with each tool's schema_errors; `before`: the reference's snapshot, whose verdicts are reused. */
export function compileSchemas(
  now: ServerSnapshot,
  before: ServerSnapshot | undefined,
  factory = new ValidatorFactory(),
): ServerSnapshot {
  const known = new Map(before?.schemas_compiled ? before.tools.map((t) => [t.name, t]) : []);
  const tools = now.tools.map((t) => {
    const was = known.get(t.name);
    const errors: Errors = {
      ...verdict('input', t.input_schema, was?.input_schema, was, factory),
      ...verdict('output', t.output_schema, was?.output_schema, was, factory),
    };
    const { schema_errors: _old, ...rest } = t;
    return Object.keys(errors).length ? { ...rest, schema_errors: errors } : rest;
  });
  return { ...now, tools, schemas_compiled: true };
}

/** One schema's verdict: the reference's when it holds the same schema, else compiled now. */
function verdict(
  which: keyof Errors,
  schema: Record<string, unknown> | undefined,
  previous: Record<string, unknown> | undefined,
  was: ToolSnapshot | undefined,
  factory: ValidatorFactory,
): Errors {
  if (!schema) return {};
  const error =
    was && canonicalJson(schema) === canonicalJson(previous ?? null)
      ? was.schema_errors?.[which]
      : (factory.compileError(schema) ?? undefined);
  return error === undefined ? {} : { [which]: error };
}
