// What one server's tool list compiles to: the lookup by name, the gateway's `list` answer
// and the input validators. Built once per list the server sends; a new list, a new object.
import { Ajv, type ValidateFunction } from 'ajv';
import type { RegExpEngine, RegExpLike } from 'ajv/dist/types/index.js';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import equal from 'fast-deep-equal';
import { RE2JS } from 're2js';
import { META_OPTIONS } from './meta-options.js';
import * as metaValidators from './meta-validators.generated.js';
import type { McpTool } from './connection.js';
import { truncate } from '../util/text.js';
import { KeyedMemo } from '../util/memo.js';
import { suggest } from './names.js';

/**
 * Ajv's regular expressions (`pattern`, `patternProperties`) run on RE2 (re2js, pure JavaScript):
 * linear in the input, so a server's `"pattern": "^(a+)+$"` cannot freeze the run the way the
 * backtracking RegExp does. A pattern RE2 cannot read (lookaround, backreferences) is not checked
 * here: the server judges that input. Ajv keys its cache by toString(): the pattern itself.
 */
const linearRegExp: RegExpEngine = Object.assign(
  (pattern: string): RegExpLike => {
    const toString = () => pattern;
    try {
      const re = RE2JS.compile(pattern);
      return { test: (s: string) => re.test(s), toString } as RegExpLike;
    } catch {
      return { test: () => true, toString } as RegExpLike;
    }
  },
  { code: 'linearRegExp' },
);

export class ServerTools {
  readonly byName: Map<string, McpTool>;
  /** The gateway's `list` answer, serialised once. */
  readonly listText: string;
  private compact: string | undefined;
  /** Compiled on first use; null when the schema does not compile. */
  private readonly validators = new Map<string, ValidateFunction | null>();

  constructor(
    readonly server: string,
    /** The list as the connection holds it: a different array means the list changed. */
    readonly list: readonly McpTool[],
    private readonly compiler: ValidatorFactory,
  ) {
    this.byName = new Map(list.map((t) => [t.name, t]));
    this.listText = JSON.stringify({
      server,
      tools: list.map((t) => ({ name: t.name, description: t.description ?? '', input_schema: t.inputSchema })),
    });
  }

  get names(): string[] {
    return [...this.byName.keys()];
  }

  /**
   * The compact `list` answer (gateway-list compact): each tool's name and the first sentence of its description,
   * one per line, and how to ask for one tool's whole definition. Made on first use.
   */
  get compactListText(): string {
    this.compact ??= [
      `${this.list.length} tool(s) of MCP server "${this.server}", as name: purpose. ` +
        'A tool\'s description and input schema: {"action": "list", "tool_name": "<name>"}.',
      ...this.list.map((t) => `${t.name}: ${firstSentence(t.description ?? '')}`),
    ].join('\n');
    return this.compact;
  }

  /** One tool's whole definition, as `list` gives every tool's (JSON); undefined when the server has no such tool. */
  definitionText(tool: string): string | undefined {
    const t = this.byName.get(tool);
    return (
      t &&
      JSON.stringify({
        server: this.server,
        name: t.name,
        description: t.description ?? '',
        input_schema: t.inputSchema,
      })
    );
  }

  /** Why these arguments must not reach the server (unknown tool, input against the schema); undefined if they may. */
  refusal(tool: string, args: Record<string, unknown>): string | undefined {
    const def = this.byName.get(tool);
    if (!def) {
      const names = this.names;
      return (
        `unknown tool "${tool}" on server "${this.server}".${suggest(tool, names)} ` +
        `Available tools: ${names.join(', ') || '(none)'}`
      );
    }
    const validate = this.validator(tool, def);
    if (!validate || validate(args)) return undefined;
    const problems = (validate.errors ?? [])
      .map((e) => `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}`)
      .join('; ');
    return (
      `invalid tool_inputs for "${tool}" on server "${this.server}": ${problems}. ` +
      `Expected input schema: ${JSON.stringify(def.inputSchema)}`
    );
  }

  private validator(tool: string, def: McpTool): ValidateFunction | null {
    let validate = this.validators.get(tool);
    if (validate === undefined) {
      validate = this.compiler.compile(def.inputSchema);
      this.validators.set(tool, validate);
    }
    return validate;
  }
}

/** Longest one-line description in a compact list. */
const ONE_LINE_MAX = 100;

/** A description's first sentence of its first line, shortened: what the tool does, in a line. */
function firstSentence(description: string): string {
  const line = description.trim().split('\n')[0].trim();
  const sentence = /^(.+?[.!?])(?:\s|$)/.exec(line)?.[1] ?? line;
  return truncate(sentence, ONE_LINE_MAX);
}

/**
 * One compiler per JSON Schema dialect, shared by every factory of the process: a new Ajv compiles its meta-schema on
 * first use (~25 ms), once per server and connection before (a fuzz batch of 100 servers spent a sixth of its CPU on
 * it). Schemas with an `$id` are not kept (addUsedSchema false), so servers never clash. Nor is the meta-schema
 * compiled at all now: the 2020-12 one cost each CLI run ~55 ms of CPU at its first schema. Ajv's check of a schema
 * against it (validateSchema) runs the validator generated from it (scripts/meta-validators.ts): the same code, at the
 * same point of Ajv's compile, so the same verdict and words.
 */
const OPTIONS = { ...META_OPTIONS, code: { regExp: linearRegExp } } as const;
type Dialect = keyof typeof metaValidators;
type Compiler = Pick<Ajv, 'compile' | 'removeSchema' | 'errorsText' | 'validateSchema' | 'errors'>;
const AJV: Record<Dialect, () => Compiler> = {
  draft7: () => new Ajv(OPTIONS),
  draft2019: () => new Ajv2019(OPTIONS),
  draft2020: () => new Ajv2020(OPTIONS),
};
const compilers: Partial<Record<Dialect, Compiler>> = {};

/** The dialect's compiler, made on first use. */
function compilerFor(dialect: string): Compiler {
  const name = dialect.includes('2020-12') ? 'draft2020' : dialect.includes('2019-09') ? 'draft2019' : 'draft7';
  return (compilers[name] ??= withMeta(AJV[name](), metaValidator(name)));
}

/** The generated module's validator: its code sets `module.exports`, given Ajv's deep equal. */
function metaValidator(name: Dialect): ValidateFunction {
  const module = { exports: undefined as unknown as ValidateFunction };
  metaValidators[name](module, equal);
  return module.exports;
}

/** Ajv's validateSchema (ajv/dist/core.js) for a schema without `$schema` (compileNow strips it), on `meta`. */
function withMeta(ajv: Compiler, meta: ValidateFunction): Compiler {
  ajv.validateSchema = (schema) => {
    if (typeof schema === 'boolean') return true;
    const valid = meta(schema) as boolean;
    ajv.errors = meta.errors;
    if (!valid) throw new Error(`schema is invalid: ${ajv.errorsText()}`);
    return valid;
  };
  return ajv;
}

type Compiled = { validate: ValidateFunction | null; error: string | null };

/**
 * What a schema compiled to, by its text, for the schemas of up to CACHED_TEXT characters: servers and connections
 * list the same schemas again (each connection's list, each scenario's lookup, the contract's check), and compiling
 * was 6% of the CLI's CPU on a fuzz batch. A validator is called and its `errors` read at once (refusal), so one
 * serves every lookup.
 */
const compiled = new KeyedMemo<string, Compiled>(512);
const CACHED_TEXT = 16 * 1024;

export class ValidatorFactory {
  /** A validator for the schema, or null when it cannot be compiled (the server then judges the input). */
  compile(schema: McpTool['inputSchema'] | Record<string, unknown>): ValidateFunction | null {
    return this.attempt(schema).validate;
  }

  /** Why the schema does not compile (Ajv's message); null when it does. */
  compileError(schema: Record<string, unknown>): string | null {
    return this.attempt(schema).error;
  }

  private attempt(schema: Record<string, unknown>): Compiled {
    const text = JSON.stringify(schema);
    if (text.length > CACHED_TEXT) return this.compileNow(schema);
    return compiled.get(text, () => this.compileNow(schema));
  }

  private compileNow(schema: Record<string, unknown>): Compiled {
    const { $schema, ...rest } = schema;
    const ajv = compilerFor(typeof $schema === 'string' ? $schema : '');
    try {
      return { validate: ajv.compile(rest), error: null };
    } catch (e) {
      // A schema within the message bounds (protocol-tap.ts) overflows the compiler's stack only by a `$ref` that leads
      // back to itself with nothing in between: said so, not as the RangeError's words.
      if (e instanceof RangeError) return { validate: null, error: 'a $ref leads back to itself without end' };
      return { validate: null, error: e instanceof Error ? e.message : String(e) };
    } finally {
      // Not kept in Ajv's cache (keyed by this copy, never asked again): a long run holds only the validators in use.
      // One with an `$id` stays: removing it removes what the compiler holds under that id, its meta-schema too.
      if (rest.$id === undefined) ajv.removeSchema(rest);
    }
  }
}
