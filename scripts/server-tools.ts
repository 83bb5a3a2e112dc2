// A real server's tools as a model is shown them: the package installed at a pinned version into a directory
// outside the repository, started on stdio and listed with the SDK client. Shared by the harvest of benign
// descriptions (harvest-benign.ts) and the independent corpora (harvest-independent.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';

export interface ServerPackage {
  registry: 'npm' | 'pypi' | 'go';
  pkg: string;
  version: string;
  /** The command the package installs; the npm package's only bin, or the PyPI package's name, when absent. */
  bin?: string;
  args?: string[];
  /** Further PyPI requirements, where the package's own let in a later release it does not run with (mcp 2.x). */
  with?: string[];
}

export const pinned = (s: ServerPackage) => `${s.registry}:${s.pkg}@${s.version}`;

/** Installs the server under `dir` (once) and says how to start it. */
export function installServer(s: ServerPackage, dir: string): { command: string; args: string[] } {
  const at = join(dir, s.registry, `${s.pkg.replaceAll('/', '+')}@${s.version}`);
  // Never a browser downloaded by an install script (desktop-commander's puppeteer fetches one unless told not to).
  const env = { ...process.env, PUPPETEER_SKIP_DOWNLOAD: '1' };
  const run = (cmd: string, args: string[], cwd?: string) => execFileSync(cmd, args, { stdio: 'ignore', cwd, env });
  if (s.registry === 'go') {
    // Built in a module that requires it: `go install` also asks the proxy for the module's version list, refused here.
    const [module, bin] = [s.pkg.split('/cmd/')[0], join(at, s.pkg.split('/').pop()!)];
    if (!existsSync(bin)) {
      mkdirSync(at, { recursive: true });
      writeFileSync(join(at, 'go.mod'), `module harvest\n\nrequire ${module} ${s.version}\n`);
      run('go', ['build', '-mod=mod', '-o', bin, s.pkg], at);
    }
    return { command: bin, args: s.args ?? [] };
  }
  if (s.registry === 'npm') {
    if (!existsSync(join(at, 'node_modules', s.pkg))) {
      mkdirSync(at, { recursive: true });
      run('npm', ['install', '--no-audit', '--no-fund', '--prefix', at, `${s.pkg}@${s.version}`]);
    }
    const manifest = JSON.parse(readFileSync(join(at, 'node_modules', s.pkg, 'package.json'), 'utf8')) as {
      bin?: string | Record<string, string>;
    };
    const bins = typeof manifest.bin === 'string' ? { [s.pkg]: manifest.bin } : (manifest.bin ?? {});
    const bin = s.bin ? bins[s.bin] : Object.values(bins)[0];
    if (!bin) throw new Error(`${pinned(s)} installs no command`);
    return { command: process.execPath, args: [join(at, 'node_modules', s.pkg, bin), ...(s.args ?? [])] };
  }
  if (!existsSync(join(at, 'bin', s.bin ?? s.pkg))) {
    run('python3', ['-m', 'venv', at]);
    run(join(at, 'bin', 'pip'), ['install', '-q', `${s.pkg}==${s.version}`, ...(s.with ?? [])]);
  }
  return { command: join(at, 'bin', s.bin ?? s.pkg), args: s.args ?? [] };
}

/** Every page of the tools the server lists, started with `env` (and in `cwd`) and closed after. */
export async function listServerTools(
  s: ServerPackage,
  dir: string,
  env: Record<string, string>,
  cwd?: string,
): Promise<Tool[]> {
  const { command, args } = installServer(s, dir);
  const transport = new StdioClientTransport({ command, args, env, stderr: 'ignore', cwd });
  const client = new Client({ name: 'mcp-eval-harvest', version: '1.0.0' });
  try {
    await client.connect(transport, { timeout: 90_000 });
    const tools: Tool[] = [];
    let cursor: string | undefined;
    do {
      const page = await client.listTools(cursor ? { cursor } : {}, { timeout: 90_000 });
      tools.push(...page.tools);
      cursor = page.nextCursor;
    } while (cursor);
    return tools;
  } finally {
    await client.close().catch(() => undefined);
  }
}
