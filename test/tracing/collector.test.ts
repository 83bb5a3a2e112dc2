// Issue 46, points 1 and 6: the collector. A local OTLP/HTTP receiver (a plain node http server taking POST
// /v1/traces, standing for the collector) gets the run's spans with the headers of OTEL_EXPORTER_OTLP_HEADERS,
// which never reach a file; a collector that is not there (a closed port) or takes the request and never answers
// costs one warning line and at most a bounded flush, never the verdict or the reports. The runs reach the run's
// shared server-everything over streamable HTTP: the subject is where the spans go, not the server's transport.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { execute } from '../../src/pipeline/index.js';
import type { Settings } from '../../src/settings/settings.js';
import { deadUrl, sharedEverythingUrl, stopAllServers } from '../helpers/mcp-servers.js';
import { readSpans } from '../helpers/otlp-spans.js';
import { everythingProject, projectSettings } from '../helpers/pipeline.js';

const servers: Server[] = [];
afterAll(async () => {
  for (const s of servers) s.closeAllConnections();
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  await stopAllServers();
});

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: { resourceSpans: unknown[] };
}

/** A collector: answers each POST (200, or never when `hang`), keeping what it got. */
async function collector(hang = false): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Received['body'];
      received.push({ path: req.url ?? '', headers: req.headers, body });
      if (!hang) res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

async function project(): Promise<{ cwd: string; settings: Settings }> {
  const yaml = (n: string) =>
    `name: ${n}\nuser_intent: echo\nexpected_trajectory:\n  - tool: mcp__everything__echo\n    args: { message: ${n} }\n`;
  const cwd = everythingProject({ 'a.yaml': yaml('a'), 'b.yaml': yaml('b') }, sharedEverythingUrl());
  const settings = projectSettings(cwd, {
    mode: 'record',
    agent: 'scripted',
    contractProtocol: 'none',
  });
  return { cwd, settings };
}

const TOKEN = 'otlp-secret-token-0123456789';

it('sends the spans to the collector of OTEL_EXPORTER_OTLP_ENDPOINT with its headers, which no file holds', async () => {
  const { url, received } = await collector();
  const { cwd, settings } = await project();
  const env = { OTEL_EXPORTER_OTLP_ENDPOINT: url, OTEL_EXPORTER_OTLP_HEADERS: `authorization=Bearer%20${TOKEN}` };
  const warnings: string[] = [];
  const { report, paths } = await execute(settings, { cwd, env, warn: (l) => warnings.push(l) });
  expect(report.scenarios.map((s) => s.status)).toEqual(['RECORDED', 'RECORDED']);
  expect(warnings).toEqual([]);
  expect(received.length).toBeGreaterThan(0);
  expect(received.every((r) => r.path === '/v1/traces')).toBe(true);
  expect(received[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
  // The collector got every span the file holds.
  const sent = received.flatMap((r) => JSON.stringify(r.body).match(/"spanId":"[0-9a-f]{16}"/g) ?? []);
  expect(sent.sort()).toEqual(
    readSpans(paths.traces)
      .map((s) => `"spanId":"${s.spanId}"`)
      .sort(),
  );
  for (const dir of [settings.out, settings.baselineDir]) {
    for (const f of readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())) {
      expect(readFileSync(path.join(f.parentPath, f.name), 'utf8'), f.name).not.toContain(TOKEN);
    }
  }
});

it('the setting otlp-endpoint goes before the variable', async () => {
  const { url, received } = await collector();
  const { cwd, settings } = await project();
  const env = { OTEL_EXPORTER_OTLP_ENDPOINT: await deadUrl() };
  const warnings: string[] = [];
  await execute({ ...settings, otlpEndpoint: `${url}/v1/traces` }, { cwd, env, warn: (l) => warnings.push(l) });
  expect(warnings).toEqual([]);
  expect(received.length).toBeGreaterThan(0);
});

for (const [what, target] of [
  ['refuses the connection (a closed port)', async () => (await deadUrl()).replace(/\/mcp$/, '')],
  ['takes the request and never answers', async () => (await collector(true)).url],
] as const) {
  it(`a collector that ${what} costs one warning and at most a bounded flush, never the verdict`, async () => {
    const { cwd, settings } = await project();
    const quiet = await execute(settings, { cwd, env: {} });
    const endpoint = await target();
    const warnings: string[] = [];
    const started = performance.now();
    const { report, paths } = await execute(settings, {
      cwd,
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint },
      warn: (l) => warnings.push(l),
    });
    const took = performance.now() - started;
    expect(report.status).toBe(quiet.report.status);
    expect(report.scenarios.map((s) => s.status)).toEqual(['RECORDED', 'RECORDED']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^traces: the collector at http:\/\/127\.0\.0\.1:\d+ did not take the spans \(.+\); the trace file has them$/,
    );
    expect(readSpans(paths.traces).length).toBeGreaterThan(0);
    // The flush's bound, 1 s, and the run's own time (the quiet run's, with room for a loaded machine).
    expect(took).toBeLessThan(1000 + 3 * quiet.report.duration_ms + 2000);
  });
}
