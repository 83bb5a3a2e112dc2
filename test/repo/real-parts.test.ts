// `npm test` and `npm run bench` say what they need before they start (scripts/real-parts.sh, their pretest and
// prebench): each real part, where it is looked for, what would be installed or started; a part that cannot be had
// stops them at once with the variable or command that fixes it, instead of minutes later in the middle of a set-up.
// Only the check runs here (--check): nothing is installed or started.
import { execFile } from 'node:child_process';
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/mcp-servers.js';
import { PINS } from '../helpers/real-parts.js';
import { RETRIEVAL_DATASET } from '../helpers/retrieval-proxy.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

function check(
  dir: string,
  what: 'test' | 'bench',
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) =>
    execFile(
      'bash',
      [path.join(dir, 'scripts/real-parts.sh'), what, '--check'],
      { cwd: dir, env: { ...process.env, ...env }, timeout: 120_000 },
      (err, _stdout, stderr) => resolve({ code: err ? Number(err.code) : 0, stderr }),
    ),
  );
}

describe('what npm test and npm run bench need, said before they start', () => {
  it('npm test and npm run bench run it first', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect([scripts.pretest, scripts.prebench]).toEqual([
      'bash scripts/real-parts.sh test',
      'bash scripts/real-parts.sh bench',
    ]);
  });

  it('in this checkout: every part of npm test, where it is, and how to stop the engine its set-up started', async () => {
    const { code, stderr } = await check(ROOT, 'test');
    expect(code, stderr).toBe(0);
    const parts = [...stderr.matchAll(/^ {2}(\S.*?) {2,}/gm)].map((m) => m[1]);
    expect(parts).toEqual([
      'Node 24',
      'Chromium',
      'C compiler',
      `MCPProxy ${PINS.MCPPROXY_VERSION}`,
      'retrieval dataset',
      'retrieval servers',
      'FastMCP 2.2.0',
      'Docker engine',
      'Compose v2',
      'images',
      `act ${PINS.ACT_VERSION}`,
      `Jaeger ${PINS.JAEGER_VERSION}`,
    ]);
    expect(stderr).toContain(`node_modules/.cache/mcpproxy-go/${PINS.MCPPROXY_VERSION}/mcpproxy`);
    expect(stderr).toMatch(
      /^ {2}Docker engine .*(yours: left as it is|stop it with: bash scripts\/ensure-docker\.sh stop)/m,
    );
  });

  it('npm run bench needs a C compiler, MCPProxy, the retrieval servers and Docker, not Chromium, act or Jaeger', async () => {
    const { code, stderr } = await check(ROOT, 'bench');
    expect(code, stderr).toBe(0);
    expect(stderr).toMatch(/^npm run bench runs against these real parts/);
    expect(stderr).toContain(`MCPProxy ${PINS.MCPPROXY_VERSION}`);
    expect(stderr).toContain('retrieval servers');
    expect(stderr).toContain('Docker engine');
    expect(stderr).toContain('C compiler');
    expect(stderr).not.toMatch(/Chromium|act \d|Jaeger/);
  });

  it('a fresh clone without the shared folder beside it stops at once, naming the variables that fix it', async () => {
    // The scripts of a clone, nothing built into it, no ../shared; the Go module proxy out of reach (as here).
    const clone = path.join(tempDir(), 'clone');
    cpSync(path.join(ROOT, 'scripts'), path.join(clone, 'scripts'), { recursive: true });
    const env = { MCP_EVAL_RETRIEVAL_DATASET: undefined, MCPPROXY_VENDOR: undefined, GOPROXY: 'off' };
    for (const what of ['test', 'bench'] as const) {
      const { code, stderr } = await check(clone, what, env);
      expect(code, stderr).toBe(1);
      const command = what === 'test' ? 'npm test' : 'npm run bench';
      const problems = stderr.slice(stderr.indexOf(`${command} cannot start; fix these first:\n`));
      expect(problems).toContain(
        `  - MCPProxy ${PINS.MCPPROXY_VERSION}: not built yet (${clone}/node_modules/.cache/mcpproxy-go/` +
          `${PINS.MCPPROXY_VERSION}/mcpproxy); go cannot fetch github.com/smart-mcp-proxy/mcpproxy-go@` +
          `${PINS.MCPPROXY_VERSION} from the Go module proxy and there is no `,
      );
      expect(problems).toContain('set MCPPROXY_VENDOR to the folder holding that tarball');
      expect(problems).toContain(
        `  - retrieval dataset: no ${path.dirname(clone)}/shared/vendor/mcpproxy-go/retrieval-eval-v1/` +
          "snapshot-servers.config.json: set MCP_EVAL_RETRIEVAL_DATASET to MCPProxy's dataset folder, " +
          'specs/065-evaluation-foundation/datasets of git clone --depth 1 --branch ' +
          `${PINS.MCPPROXY_VERSION} https://github.com/smart-mcp-proxy/mcpproxy-go\n`,
      );
    }
  });

  it('the variables point it at parts elsewhere', async () => {
    const clone = path.join(tempDir(), 'clone');
    cpSync(path.join(ROOT, 'scripts'), path.join(clone, 'scripts'), { recursive: true });
    const { stderr } = await check(clone, 'bench', { MCP_EVAL_RETRIEVAL_DATASET: RETRIEVAL_DATASET, GOPROXY: 'off' });
    expect(stderr.split('\n')).toContain(`  retrieval dataset  ${RETRIEVAL_DATASET}`);
    expect(stderr).not.toContain('- retrieval dataset');
  });
});
