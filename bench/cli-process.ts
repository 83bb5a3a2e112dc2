// 5. The CLI process: 200 one-line scenarios (one echo call each) compared by `mcp-eval compare` (the bundle, a node
// process: start, scenario and baseline load, contract read, screening, scoring, report files) against a bare MCP SDK
// client process making the same 200 calls (bench/bare-process.mjs): both start server-everything over stdio. CPU is
// the children's, from /proc/self/stat (each process and the server it waited for). MCP_EVAL_BENCH_CLI times a CLI
// bundle built elsewhere (never into dist/), MCP_EVAL_BENCH_CLI_BEFORE another one in the same rounds.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EVERYTHING_JS, tempDir } from '../test/helpers/mcp-servers.js';
import { interleaved, median, ms, type Row } from './stats.js';
import { SERVER_ENV } from './bare-client.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.resolve(process.env.MCP_EVAL_BENCH_CLI ?? path.join(ROOT, 'dist/cli'), 'index.js');
const BEFORE = process.env.MCP_EVAL_BENCH_CLI_BEFORE && path.resolve(process.env.MCP_EVAL_BENCH_CLI_BEFORE, 'index.js');
const SCENARIOS = 200;

/** CPU milliseconds of this process's waited-for children so far (cutime + cstime, 10 ms ticks). */
function childrenCpu(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

function node(args: string[], cwd: string, cpu: number[]): Promise<number> {
  const t0 = performance.now();
  const c0 = childrenCpu();
  return new Promise((resolve, reject) =>
    execFile(process.execPath, args, { cwd, env: SERVER_ENV, maxBuffer: 64 << 20 }, (err, _out, stderr) => {
      if (err) return reject(new Error(`${path.basename(args[0])} ${args[1] ?? ''}: ${stderr || err.message}`));
      cpu.push(childrenCpu() - c0);
      resolve(performance.now() - t0);
    }),
  );
}

export async function cliProcess(): Promise<Row[]> {
  const cwd = tempDir();
  mkdirSync(path.join(cwd, 'scenarios'));
  const calls = Array.from({ length: SCENARIOS }, (_, i) => ({ tool: 'echo', args: { message: `hello ${i}` } }));
  calls.forEach((c, i) => {
    const yaml = `name: Echo ${i}\nuser_intent: Echo (${i})\nexpected_trajectory: [{ tool: mcp__everything__echo, args: { message: "${c.args.message}" } }]\n`;
    writeFileSync(path.join(cwd, 'scenarios', `s${String(i).padStart(3, '0')}.yaml`), yaml);
  });
  const server = { command: process.execPath, args: [EVERYTHING_JS, 'stdio'] };
  writeFileSync(path.join(cwd, 'mcp.json'), JSON.stringify({ mcpServers: { everything: server } }));
  writeFileSync(path.join(cwd, 'calls.json'), JSON.stringify(calls));
  const cli = (mode: string, cpu: number[] = [], entry = CLI) =>
    node(
      [entry, mode, '--servers', 'mcp.json', '--agent', 'scripted', '--baseline-dir', 'b', '--out', 'out'],
      cwd,
      cpu,
    );
  await cli('record');
  const cpu = { a: [] as number[], b: [] as number[], before: [] as number[] };
  const bare = [
    path.join(ROOT, 'bench/bare-process.mjs'),
    JSON.stringify({ ...server, env: SERVER_ENV }),
    'calls.json',
  ];
  const ab = await interleaved(
    () => cli('compare', cpu.a),
    () => node(bare, cwd, cpu.b),
    5,
  );
  const rows: Row[] = [
    {
      benchmark: `5. CLI process: ${SCENARIOS} one-call scenarios, mcp-eval compare vs a bare SDK client process (both start the server)`,
      measured: `${ms(median(ab.a))} (${ms(median(cpu.a))} CPU)`,
      baseline: `${ms(median(ab.b))} (${ms(median(cpu.b))} CPU)`,
      ratio: ab.ratio.toFixed(2),
      target: '<= 2',
      met: ab.ratio <= 2,
    },
  ];
  if (!BEFORE) return rows;
  const was = await interleaved(
    () => cli('compare', cpu.a, CLI),
    () => cli('compare', cpu.before, BEFORE),
    5,
  );
  return [
    ...rows,
    {
      benchmark: `5. CLI process: the same, ${CLI} vs ${BEFORE}`,
      measured: ms(median(was.a)),
      baseline: `${ms(median(was.b))} (${ms(median(cpu.before))} CPU)`,
      ratio: was.ratio.toFixed(2),
      target: 'info',
      met: null,
    },
  ];
}
