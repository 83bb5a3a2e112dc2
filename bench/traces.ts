// 18. Traces: 200 one-line scenarios through execute() (the reports and the trace file written), their spans also
// sent to a local collector (a plain node http server taking POST /v1/traces: it stands for the collector) against
// the file alone; and the file alone against a run that does not trace at all (run() and the reports, as execute()
// would be without tracing). Ratios in one run, interleaved.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createBaselineStore } from '../src/baselines/index.js';
import { execute, run } from '../src/pipeline/index.js';
import { writeOut } from '../src/pipeline/execute.js';
import { noRedaction } from '../src/sanitize/redact.js';
import { parseSettings, type Settings } from '../src/settings/settings.js';
import { EVERYTHING_JS, everythingStdio, tempDir } from '../test/helpers/mcp-servers.js';
import { interleaved, median, ms, timed, type Row } from './stats.js';

const SCENARIOS = 200;

/** A collector that takes every POST and answers 200, counting the spans' bytes it got. */
async function localCollector(): Promise<{ url: string; bytes: () => number; close: () => Promise<void> }> {
  let bytes = 0;
  const server = createServer((req, res) => {
    req.on('data', (c: Buffer) => (bytes += c.length));
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, bytes: () => bytes, close: () => new Promise((r) => server.close(() => r())) };
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
  const traced = (settings: Settings) => () =>
    timed(async () =>
      checked(
        (
          await execute(settings, {
            cwd,
            env: {},
            warn: (l) => {
              throw new Error(l);
            },
          })
        ).report.status,
      ),
    );
  // What execute() does without its tracing: the run, then the reports.
  const untraced = () =>
    timed(async () => {
      const store = createBaselineStore({ kind: 'dir', dir: compare.baselineDir, cacheKey: 'k', branch: 'b', cwd });
      const report = await run(compare, { servers: [everythingStdio()], store, cwd, env: {}, redact: noRedaction });
      checked((await writeOut(report, compare, noRedaction)).report.status);
    });
  const collected = await interleaved(traced(sent), traced(compare), 5);
  const file = await interleaved(traced(compare), untraced, 5);
  await collector.close();
  if (collector.bytes() === 0) throw new Error('traces: the collector got nothing');
  return [
    {
      benchmark: `18. traces: ${SCENARIOS} one-line scenarios, spans to a local collector vs the trace file only`,
      measured: ms(median(collected.a)),
      baseline: ms(median(collected.b)),
      ratio: collected.ratio.toFixed(3),
      target: '<= 1.03',
      met: collected.ratio <= 1.03,
    },
    {
      benchmark: `18. traces: the same, the trace file (always written) vs no tracing at all`,
      measured: ms(median(file.a)),
      baseline: ms(median(file.b)),
      ratio: file.ratio.toFixed(3),
      target: '<= 1.03',
      met: file.ratio <= 1.03,
    },
  ];
}
