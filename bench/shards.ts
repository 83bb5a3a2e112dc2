// 8. Shards: a suite of 400 scenarios recorded through the CLI (bin/mcp-eval.js, the bundle in dist/) with the real
// claude agent against the Messages API emulator, which answers every turn after 300 ms; the scenarios share one
// MCP service over streamable HTTP (bench/echo-server.mjs, as MCPProxy is in CI). One job (`mcp-eval record`)
// against a matrix on one machine: four shard processes side by side (`--shard k/4`), then `mcp-eval merge` of their
// results.json. Each job runs the default 4 scenarios at once. The machine has 2 cores: what the shards hide is the
// model's latency, not CPU, and the CPU each scenario still costs (~40 ms here) is what keeps them under 4x.
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunReport } from '../src/results/index.js';
import { byTurn, endTurn, startAnthropicEmulator, toolUse } from '../test/emulators/anthropic.js';
import { tempDir } from '../test/helpers/mcp-servers.js';
import { freePort } from '../test/helpers/ports.js';
import { ms, timed, type Row } from './stats.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The CLI as installed (bin/ runs dist/cli), or MCP_EVAL_BENCH_CLI's bundle built elsewhere (never into dist/). */
const BIN = process.env.MCP_EVAL_BENCH_CLI
  ? path.resolve(process.env.MCP_EVAL_BENCH_CLI, 'index.js')
  : path.join(ROOT, 'bin/mcp-eval.js');
const SCENARIOS = 400;
const SHARDS = 4;
const DELAY_MS = 300;
/** Scenarios at once in each job, the same for the one job and every shard: the default. */
const CONCURRENCY = 4;

function cli(args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      [BIN, ...args],
      {
        cwd,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, ANTHROPIC_API_KEY: 'sk-ant-bench' },
        maxBuffer: 64 << 20,
      },
      (err, _stdout, stderr) => (err ? reject(new Error(`mcp-eval ${args[0]}: ${stderr || err.message}`)) : resolve()),
    ),
  );
}

/** The report a run wrote: all 400 scenarios recorded, or the benchmark measured something else. */
function check(file: string): void {
  const report = JSON.parse(readFileSync(file, 'utf8')) as RunReport;
  const recorded = report.scenarios.filter((s) => s.status === 'RECORDED').length;
  if (recorded !== SCENARIOS) throw new Error(`shards: ${file}: ${recorded} of ${SCENARIOS} recorded`);
}

/** bench/echo-server.mjs on a free port, listening. */
async function startEchoServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'bench/echo-server.mjs')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await once(child.stdout, 'data');
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    stop: async () => {
      child.kill();
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

export async function shards(): Promise<Row[]> {
  // Each conversation: execute echo, then the final answer: two model turns.
  const emulator = await startAnthropicEmulator({
    delay_ms: DELAY_MS,
    responder: byTurn([
      toolUse('mcp_everything', { action: 'execute', tool_name: 'echo', tool_inputs: { message: 'hello' } }),
      endTurn('Echoed hello.'),
    ]),
  });
  const server = await startEchoServer();
  try {
    const cwd = tempDir();
    mkdirSync(path.join(cwd, 'scenarios'));
    for (let i = 0; i < SCENARIOS; i++) {
      const name = `s${String(i).padStart(3, '0')}`;
      writeFileSync(path.join(cwd, 'scenarios', `${name}.yaml`), `name: Echo ${i}\nuser_intent: Echo hello (${i})\n`);
    }
    const servers = { mcpServers: { everything: { url: server.url, transport: 'streamable-http' } } };
    writeFileSync(path.join(cwd, 'mcp.json'), JSON.stringify(servers));
    // Every run records into a store of its own: each one records all 400, split by hash in the shards.
    let n = 0;
    // A run's flags; the merge job takes none of them (the CLI refuses what a command does not use).
    const agent = ['--servers', 'mcp.json', '--agent', 'claude', '--anthropic-base-url', emulator.url];
    const run = (args: string[]) => cli([...args, ...agent, '--concurrency', String(CONCURRENCY)], cwd);
    const oneJob = () =>
      timed(async () => {
        const out = `one-${++n}`;
        await run(['record', '--baseline-dir', `b-${out}`, '--out', out]);
        check(path.join(cwd, out, 'results.json'));
      });
    let mergeMs = 0;
    const matrix = () =>
      timed(async () => {
        const out = `matrix-${++n}`;
        const parts = Array.from({ length: SHARDS }, (_, i) => `${out}/shard-${i + 1}`);
        await Promise.all(
          parts.map((part, i) =>
            run(['record', '--shard', `${i + 1}/${SHARDS}`, '--baseline-dir', `b-${out}`, '--out', part]),
          ),
        );
        const files = parts.map((p) => `${p}/results.json`);
        mergeMs = await timed(() => cli(['merge', ...files, '--out', `${out}/merged`], cwd));
        check(path.join(cwd, out, 'merged', 'results.json'));
      });
    // One round each, the matrix first: a round of the one job alone takes a minute.
    const b = await matrix();
    const a = await oneJob();
    const speedup = a / b;
    return [
      {
        benchmark: `8. shards: ${SCENARIOS} scenarios x 2 turns, model ${DELAY_MS} ms/turn, ${SHARDS} shard processes + merge vs one job (concurrency ${CONCURRENCY} each)`,
        measured: ms(b),
        baseline: ms(a),
        ratio: `${speedup.toFixed(2)}x faster`,
        target: '>= 3.5x',
        met: speedup >= 3.5,
      },
      {
        benchmark: `8. shards: of which the merge (mcp-eval merge of ${SHARDS} results.json, ${SCENARIOS} scenarios)`,
        measured: ms(mergeMs),
        baseline: ms(b),
        ratio: `${((mergeMs / b) * 100).toFixed(0)}%`,
        target: 'info',
        met: null,
      },
    ];
  } finally {
    await emulator.close();
    await server.stop();
  }
}
