// Where the CLI finds the servers when --servers is not given, and what validate says of them, through the CLI as a
// person runs it, with real servers (server-everything, server-memory): ./mcp.json, else Claude Code's .mcp.json
// (`mcpServers`), else VS Code's .vscode/mcp.json (`servers`, with its comments, inputs and ${workspaceFolder}), and
// which one it read; a stdio command not on PATH named with the nearest one there, and a URL that does not parse,
// each server on its own.
import { mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliInProcess } from '../helpers/cli-in-process.js';
import { cli } from '../helpers/cli-project.js';
import { EVERYTHING_JS, MEMORY_JS, stopAllServers } from '../helpers/mcp-servers.js';
import { ECHO_YAML, project } from '../helpers/pipeline.js';

afterAll(stopAllServers);

const NO_OLD = ['--contract-protocol', 'none'];
const everything = { command: process.execPath, args: [EVERYTHING_JS, 'stdio'] };

function write(dir: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

describe('the servers of a project, without --servers', () => {
  it('reads mcp.json, else .mcp.json (Claude Code), else .vscode/mcp.json (VS Code), and says which', async () => {
    const dir = project({ 'echo.yaml': ECHO_YAML });
    // VS Code's own file: a comment, trailing commas, an input it would prompt for, ${workspaceFolder}.
    const server = path.relative(dir, EVERYTHING_JS);
    write(
      dir,
      '.vscode/mcp.json',
      '{\n  // the servers of this workspace\n' +
        '  "inputs": [{ "type": "promptString", "id": "api-key", "description": "Demo key", "password": true }],\n' +
        `  "servers": { "everything": { "type": "stdio", "command": ${JSON.stringify(process.execPath)},\n` +
        `    "args": ["\${workspaceFolder}/${server}", "stdio"], "env": { "DEMO_KEY": "\${input:api-key}" }, }, },\n}\n`,
    );
    const unset = await cli(['record'], dir);
    expect([unset.code, unset.stderr]).toEqual([
      2,
      "mcp-eval: servers from .vscode/mcp.json (VS Code's workspace file)\n" +
        'mcp-eval: .vscode/mcp.json: server "everything": env.DEMO_KEY: ${input:api-key} (Demo key) is a value VS Code ' +
        'prompts for: set the environment variable MCP_EVAL_INPUT_API_KEY\n' +
        'hint: mcp-eval validate --servers .vscode/mcp.json lists every problem\n',
    ]);
    // The runs here assert nothing of the contract: the client on an older protocol version (a second start of each
    // server) is not started. validate reads files only: main in this process (helpers/cli-in-process.ts).
    const vscode = await cli(['record', ...NO_OLD], dir, { MCP_EVAL_INPUT_API_KEY: 'demo-key-123456' });
    expect(vscode.stderr).toBe("mcp-eval: servers from .vscode/mcp.json (VS Code's workspace file)\n");
    expect([vscode.code, vscode.stdout]).toEqual([0, expect.stringMatching(/^RECORDED: 1 scenario\n/)]);

    // Claude Code's project file comes before it: `mcpServers`, ${VAR:-fallback}.
    write(
      dir,
      '.mcp.json',
      JSON.stringify({ mcpServers: { everything: { ...everything, env: { LEVEL: '${LEVEL:-info}' } } } }),
    );
    const claude = await cli(['compare', ...NO_OLD], dir);
    expect(claude.stderr).toBe("mcp-eval: servers from .mcp.json (Claude Code's project file)\n");
    expect([claude.code, claude.stdout]).toEqual([0, expect.stringMatching(/^GOOD: 1 scenario\n/)]);

    // The project's mcp.json comes first; validate, run and init read it too.
    write(
      dir,
      'mcp.json',
      JSON.stringify({ mcpServers: { everything, memory: { command: process.execPath, args: [MEMORY_JS] } } }),
    );
    const said = 'mcp-eval: servers from mcp.json (the mcp.json of the current directory)\n';
    const validate = await cliInProcess(['validate'], dir);
    expect([validate.code, validate.stderr, validate.stdout]).toEqual([
      0,
      said,
      '1 scenario(s), 2 server(s), 0 problem(s)\n',
    ]);
    expect((await cli(['run', ...NO_OLD], dir)).stderr).toBe(said);
    const init = await cli(['init', '--server', 'memory', '--scenarios-dir', 'written'], dir);
    expect([init.code, init.stderr]).toEqual([0, said]);
    expect(readdirSync(path.join(dir, 'written'))).toEqual(['memory']);
    // --servers names the file: nothing is looked for, nothing said.
    expect((await cliInProcess(['validate', '--servers', '.mcp.json'], dir)).stderr).toBe('');
  });

  it('validate names a command not on PATH with the nearest one there, and a URL that does not parse', async () => {
    const dir = project({ 'echo.yaml': ECHO_YAML });
    // server-memory installed as a command on PATH, as `npm install -g` would.
    const bin = path.join(dir, 'bin');
    mkdirSync(bin);
    symlinkSync(MEMORY_JS, path.join(bin, 'mcp-server-memory'));
    write(
      dir,
      '.mcp.json',
      JSON.stringify({
        mcpServers: {
          everything,
          memory: { command: 'mcp-server-memroy' },
          installed: { command: 'mcp-server-memory' },
          web: { type: 'http', url: 'http//localhost:8081/mcp' },
        },
      }),
    );
    const res = await cli(['validate'], dir, { PATH: `${bin}${path.delimiter}${process.env.PATH}` });
    expect(res.code).toBe(1);
    expect(res.stderr).toBe(
      "mcp-eval: servers from .mcp.json (Claude Code's project file)\n" +
        '.mcp.json: server "web": url: not an http(s) URL: http//localhost:8081/mcp\n' +
        '.mcp.json: server "memory": command "mcp-server-memroy" is not on PATH (did you mean mcp-server-memory?)\n',
    );
    expect(res.stdout).toBe('1 scenario(s), 4 server(s), 2 problem(s)\n');
  });
});
