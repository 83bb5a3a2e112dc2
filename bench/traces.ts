// 18. Traces: 200 one-line scenarios through execute() (the reports and the trace file written), their spans also
// sent to a local collector (a plain node http server taking POST /v1/traces, in a process of its own as a collector
// is: its work is not this process's) against the file alone; and the file alone against the same execute() with its
// tracing switched off (no run in the context, no file: the same work otherwise). Ratios in one run, interleaved,
// medians of ROUNDS; this process's CPU time beside the wall time (each round's ratio, their median), as the
// machine's load (other sessions' tests) moves the wall time of a round by more than the 3% measured.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { execute } from '../src/pipeline/index.js';
import { noRedaction } from '../src/sanitize/redact.js';
import { GuardedExporter } from '../src/tracing/collector.js';
import { McpSpans } from '../src/tracing/mcp.js';
import { TraceRun } from '../src/tracing/trace-run.js';
import { parseSettings, type Settings } from '../src/settings/settings.js';
import { EVERYTHING_JS, tempDir } from '../test/helpers/mcp-servers.js';
import { interleaved, median, ms, timed, type AB, type Row } from './stats.js';
import { tracingAlone } from './trace-spans.js';

const SCENARIOS = 200;
const ROUNDS = 15;

/** The collector's process: takes every POST and answers 200; says its port, and at the end the bytes it got. */
const COLLECTOR = `
let bytes = 0;
const server = require('node:http').createServer((req, res) => {
  req.on('data', (c) => (bytes += c.length));
  req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
});
server.listen(0, '127.0.0.1', () => process.stdout.write(server.address().port + '\\n'));
process.stdin.on('end', () => server.close(() => process.stdout.write(bytes + '\\n'))).resume();
`;

/** A collector in a process of its own; `close` ends it and gives the bytes of spans it got. */
async function localCollector(): Promise<{ url: string; close: () => Promise<number> }> {
  const child = spawn(process.execPath, ['-e', COLLECTOR], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines: string[] = [];
  let next: (() => void) | null = null;
  child.stdout.setEncoding('utf8').on('data', (c: string) => {
    lines.push(...c.split('\n').filter(Boolean));
    next?.();
  });
  const line = async (n: number) => {
    while (lines.length < n) await new Promise<void>((r) => (next = r));
    return lines[n - 1];
  };
  const url = `http://127.0.0.1:${await line(1)}`;
  return { url, close: async () => (child.stdin.end(), Number(await line(2))) };
}

export async function traces(): Promise<Row[]> {
  const cwd = tempDir();
  mkdirSync(path.join(cwd, 'scenarios'));
  for (let i = 0; i < SCENARIOS; i++) {
    const yaml = `name: s${i}\nuser_intent: echo ${i}\nexpected_trajectory:\n  - tool: mcp__everything__echo\n    args: { message: m${i} }\n`;
    writeFileSync(path.join(cwd, 'scenarios', `s${i}.yaml`), yaml);
  }
  const mcp = { mcpServers: { everything: { command: process.execPath, args: [EVERYTHING_JS, 'stdio'] } } };
  writeFileSync(path.join(cwd, 'mcp.json'), JSON.stringify(mcp));
  const settingsFor = (input: Record<string, unknown>): Settings =>
    parseSettings(
      {
        agent: 'scripted',
        contractProtocol: 'none',
        servers: path.join(cwd, 'mcp.json'),
        scenarios: path.join(cwd, 'scenarios/*.yaml'),
        baselineDir: path.join(cwd, 'baselines'),
        out: path.join(cwd, 'out'),
        ...input,
      },
      {},
    );
  const collector = await localCollector();
  const checked = (status: string) => {
    if (status !== 'GOOD') throw new Error(`traces: the run was ${status}`);
  };
  await execute(settingsFor({ mode: 'record' }), { cwd, env: {} });
  const compare = settingsFor({ mode: 'compare' });
  const sent = settingsFor({ mode: 'compare', otlpEndpoint: collector.url });
  const fail = (line: string) => {
    throw new Error(line);
  };
  const traced = (settings: Settings) => async () =>
    checked((await execute(settings, { cwd, env: {}, warn: fail })).report.status);
  // execute() with its tracing switched off: nothing runs in a traced context (no span is made), no file is written.
  const untraced = async () => {
    const proto = TraceRun.prototype;
    const { within, write } = proto;
    proto.within = (fn) => fn();
    proto.write = async () => {};
    try {
      await traced(compare)();
    } finally {
      Object.assign(proto, { within, write });
    }
  };
  const collected = await cpuAndWall(traced(sent), traced(compare));
  const file = await cpuAndWall(traced(compare), untraced);
  const inside = await timeInside(() => traced(sent)());
  const alone = { file: await tracingAlone(false), collector: await tracingAlone(true) };
  if ((await collector.close()) === 0) throw new Error('traces: the collector got nothing');
  const what = [
    [`${SCENARIOS} one-line scenarios, spans to a local collector vs the trace file only`, collected],
    ['the trace file (always written) vs no tracing at all', file],
  ] as const;
  return what
    .flatMap(([label, m]) => [
      {
        benchmark: `18. traces: ${label} (wall)`,
        measured: ms(median(m.wall.a)),
        baseline: ms(median(m.wall.b)),
        ratio: m.wall.ratio.toFixed(3),
        target: '<= 1.03',
        met: m.wall.ratio <= 1.03,
      },
      {
        benchmark: `18. traces: the same, this process's CPU time (the servers' processes aside)`,
        measured: ms(median(m.cpu.a)),
        baseline: ms(median(m.cpu.b)),
        ratio: median(m.cpu.a.map((a, i) => a / m.cpu.b[i])).toFixed(3),
        target: 'info',
        met: null,
      },
    ])
    .concat({
      benchmark:
        '18. traces: time inside the tracing code (spans, processors, MCP spans, the file, the batches) of one run, of its wall time',
      measured: ms(inside.tracing),
      baseline: ms(inside.wall),
      ratio: (inside.tracing / inside.wall).toFixed(4),
      target: 'info',
      met: null,
    })
    .concat(
      (['file', 'collector'] as const).map((side) => ({
        benchmark: `18. traces: the tracing code alone (${SCENARIOS} scenarios' spans, no server), ${side === 'file' ? 'the trace file' : 'file and collector'}: CPU, of a traced run's CPU`,
        measured: ms(alone[side]),
        baseline: ms(median(file.cpu.a)),
        ratio: (alone[side] / median(file.cpu.a)).toFixed(4),
        target: 'info',
        met: null,
      })),
    );
}

/**
 * One run with the tracing code's synchronous entry points timed (each span started and ended, with what the span
 * processors do then, the MCP spans of each message, the trace file's serialization, each batch to the collector
 * redacted and handed to the exporter), the outermost call only: what tracing costs the run, whatever the load does
 * to the rounds above. Not counted: the context switches around each span's work, the exporter's HTTP requests.
 */
async function timeInside(runOnce: () => Promise<void>): Promise<{ tracing: number; wall: number }> {
  let tracing = 0;
  let depth = 0;
  const restore: Array<() => void> = [];
  const time = (proto: object, name: string) => {
    const original = Reflect.get(proto, name) as (...args: unknown[]) => unknown;
    Object.defineProperty(proto, name, {
      configurable: true,
      writable: true,
      value: function (this: unknown, ...args: unknown[]) {
        if (depth++ > 0) {
          try {
            return original.apply(this, args);
          } finally {
            depth--;
          }
        }
        const t = performance.now();
        try {
          return original.apply(this, args);
        } finally {
          depth--;
          tracing += performance.now() - t;
        }
      },
    });
    restore.push(() => Object.defineProperty(proto, name, { configurable: true, writable: true, value: original }));
  };
  // The SDK's tracer and span classes are not exported: their prototypes are read off a span of a run of their own.
  const probe = await TraceRun.start({ content: false, redact: noRedaction, collector: null, warn: () => {} });
  const span = probe.tracer.startSpan('probe');
  span.end();
  time(Object.getPrototypeOf(probe.tracer) as object, 'startSpan');
  time(Object.getPrototypeOf(span) as object, 'end');
  for (const name of ['request', 'received', 'answered'] as const) time(McpSpans.prototype, name);
  time(TraceRun.prototype, 'otlpJson');
  time(GuardedExporter.prototype, 'export');
  try {
    return { wall: await timed(runOnce), tracing };
  } finally {
    for (const r of restore) r();
  }
}

/**
 * A full collection, outside the timed rounds: each round then starts from the same heap and pays for its own
 * garbage only. Without it a round paid for the previous one's too, at random: a run's collector time ranged from 80
 * to 710 ms of its 1.3 s of CPU (profiles of 16 rounds), more than the 3% measured.
 */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

/** Interleaved rounds of both, each from a collected heap, timed by the wall clock and by this process's CPU time. */
async function cpuAndWall(
  a: () => Promise<void>,
  b: () => Promise<void>,
): Promise<{ wall: AB; cpu: { a: number[]; b: number[] } }> {
  const cpu = { a: [] as number[], b: [] as number[] };
  const timedCpu = (fn: () => Promise<void>, into: number[]) => async () => {
    collectGarbage();
    const before = process.cpuUsage();
    const wall = await timed(fn);
    const used = process.cpuUsage(before);
    into.push((used.user + used.system) / 1000);
    return wall;
  };
  const wall = await interleaved(timedCpu(a, cpu.a), timedCpu(b, cpu.b), ROUNDS);
  // The warm-up round is in the CPU lists too: left out.
  return { wall, cpu: { a: cpu.a.slice(1), b: cpu.b.slice(1) } };
}
