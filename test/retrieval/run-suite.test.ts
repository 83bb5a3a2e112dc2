// The retrieval runner's refusals against a real MCP server (server-everything, which has no search tool): each ends
// the run with status error and a reason that names what and where, never with a score. The runs that reach the
// server use the test run's shared one over streamable HTTP (a stdio start each, ~0.3 s of CPU, was what they cost);
// the one refused for its transport gets it over stdio.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRetrievalSuite, runRetrievalSuite, type RetrievalSuite } from '../../src/retrieval/index.js';
import { deadUrl, everythingStdio, httpConfig, sharedEverythingUrl, stopAllServers } from '../helpers/mcp-servers.js';

afterAll(stopAllServers);

async function suite(lines: string[]): Promise<RetrievalSuite> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mcp-eval-retrieval-'));
  const queries = '[{ id: q1, query: hello there, labels: [{ tool_id: "everything:echo", relevance: 2 }] }]';
  const text = ['name: echo', 'server: everything', 'corpus: ["everything:echo"]', `queries: ${queries}`, ...lines];
  writeFileSync(path.join(dir, 'suite.yaml'), text.join('\n'));
  const load = await loadRetrievalSuite(path.join(dir, 'suite.yaml'));
  expect(load.problems).toEqual([]);
  return load.suite!;
}

const servers = [httpConfig('everything', sharedEverythingUrl(), 'streamable-http')];

describe('retrieval runs that cannot score', () => {
  it('an unknown server, a server without the search tool, a catalog path on a stdio server', async () => {
    const unknown = await runRetrievalSuite(await suite(['catalog: false']), {
      servers: [everythingStdio('evrything')],
    });
    expect([unknown.status, unknown.error]).toEqual([
      'error',
      'retrieval suite "echo": unknown server "everything". Did you mean "evrything"? Configured servers: evrything',
    ]);
    const noTool = await runRetrievalSuite(await suite(['catalog: false', 'search: { tool: ech }']), { servers });
    expect([noTool.status, noTool.error]).toEqual([
      'error',
      'server "everything" has no tool "ech". Did you mean "echo"?',
    ]);
    const stdio = await runRetrievalSuite(await suite(['search: { tool: echo }']), { servers: [everythingStdio()] });
    expect(stdio.error).toBe(
      'retrieval suite "echo": cannot list the catalog: catalog.path /mcp/all needs an HTTP server, ' +
        'and "everything" is a stdio server',
    );
  });

  it("the search server's own tool list as the catalog: every tool it has beyond the corpus is named", async () => {
    const s = await suite(['search: { tool: echo }', 'catalog: { path: null, separator: null, exclude: [echo] }']);
    const r = await runRetrievalSuite(s, { servers });
    expect(r.status).toBe('error');
    expect(r.catalog.missing).toEqual(['everything:echo']);
    expect(r.catalog.added).toContain('everything:get-sum');
    expect(r.error).toMatch(
      /^server "everything" does not serve the corpus \(1 tool\): missing 1: everything:echo; added/,
    );
  });

  it('an answer that is not JSON names the query', async () => {
    const echo = ['catalog: false', 'search: { tool: echo, query_arg: message, limit_arg: null }'];
    const text = await runRetrievalSuite(await suite(echo), { servers });
    expect([text.status, text.error, text.metrics]).toEqual([
      'error',
      'query "q1": echo answered text that is not JSON: Echo: hello there',
      null,
    ]);
  });

  it('a server that does not answer is an error naming it, not a hang', async () => {
    const url = await deadUrl();
    const r = await runRetrievalSuite(await suite(['catalog: false']), {
      servers: [httpConfig('everything', url, 'streamable-http')],
      connectTimeoutMs: 2000,
    });
    expect(r.status).toBe('error');
    expect(r.error).toMatch(/^server "everything" \(streamable-http http:\/\/127\.0\.0\.1:\d+\): failed to connect: /);
  });
});
