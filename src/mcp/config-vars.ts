// The variables a server's fields may hold, as the clients whose files mcp-eval reads write them: `${NAME}` and
// `${env:NAME}` an environment variable, `${NAME:-fallback}` one with Claude Code's fallback, VS Code's
// `${input:id}` (a value VS Code prompts for; here the environment variable MCP_EVAL_INPUT_<ID>, since a run prompts
// no one) and its predefined `${workspaceFolder}` and `${userHome}`. Each value the environment gave is a secret.
import os from 'node:os';
import path from 'node:path';

/** What the `${...}` of one file may name. */
export interface VariableScope {
  env: NodeJS.ProcessEnv;
  /** VS Code's predefined variables: the folder the file belongs to, the home directory (no secrets). */
  predefined: Record<string, string>;
  /** VS Code's inputs (the file's `inputs`) by id: their description, said when one has no value. */
  inputs: Map<string, string>;
}

const VARIABLE = /\$\{(?:(env|input):)?([A-Za-z_][A-Za-z0-9_.-]*)(?::-([^}]*))?\}/g;

/** The scope of a file in `baseDir`: `.vscode/mcp.json` belongs to the folder above `.vscode`. */
export function variableScope(baseDir: string, env: NodeJS.ProcessEnv, inputs: Map<string, string>): VariableScope {
  const workspaceFolder = path.basename(baseDir) === '.vscode' ? path.dirname(baseDir) : baseDir;
  return { env, inputs, predefined: { workspaceFolder, userHome: os.homedir() } };
}

/** The environment variable that gives VS Code's `${input:id}`: `api-key` -> MCP_EVAL_INPUT_API_KEY. */
export function inputVariable(id: string): string {
  return `MCP_EVAL_INPUT_${id.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

/**
 * `value` with each variable replaced; `missing` is told why one has no value (and throws), `secret` hears each
 * value the environment gave.
 */
export function expandVariables(
  value: string,
  scope: VariableScope,
  missing: (why: string) => never,
  secret: (value: string) => void = () => {},
): string {
  return value.replace(VARIABLE, (_, kind: string | undefined, name: string, fallback: string | undefined) => {
    if (!kind && Object.hasOwn(scope.predefined, name)) return scope.predefined[name];
    const variable = kind === 'input' ? inputVariable(name) : name;
    const given = scope.env[variable];
    if (given !== undefined) {
      secret(given);
      return given;
    }
    if (fallback !== undefined) return fallback;
    return missing(kind === 'input' ? inputMissing(name, scope) : `environment variable ${name} is not set`);
  });
}

function inputMissing(id: string, scope: VariableScope): string {
  const described = scope.inputs.get(id);
  const what = described ? ` (${described})` : '';
  return `\${input:${id}}${what} is a value VS Code prompts for: set the environment variable ${inputVariable(id)}`;
}
