// Retrieval suite files: loaded with the MCPProxy-format files they name (a fixture of our own, and MCPProxy's own
// dataset read unchanged where it is vendored), and every mistake named by file, line and field.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRetrievalSuite } from '../../src/retrieval/load.js';
import { suiteJsonSchemaText } from '../../src/retrieval/suite-schema.js';
import { formatProblem } from '../../src/scenario/schema.js';
import { RETRIEVAL_DATASET } from '../helpers/retrieval-proxy.js';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/retrieval');

/** A folder with these files, and the problems of loading its suite.yaml, formatted as the CLI prints them. */
async function problemsOf(files: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mcp-eval-retrieval-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const load = await loadRetrievalSuite('suite.yaml', { cwd: dir });
  expect(load.suite).toBeUndefined();
  return load.problems.map(formatProblem);
}

const fixture = (name: string) => readFileSync(path.join(FIXTURE, name), 'utf8');

describe('retrieval suites', () => {
  it('loads a suite and the corpus, golden set and baseline files it names, with the defaults filled in', async () => {
    const { suite, problems } = await loadRetrievalSuite('suite.yaml', { cwd: FIXTURE });
    expect(problems).toEqual([]);
    expect(suite).toMatchObject({
      name: 'notes discovery',
      file: 'suite.yaml',
      server: 'notes',
      search: { tool: 'search_tools', query_arg: 'q', limit_arg: 'top', args: {}, results: 'hits', id_field: 'id' },
      catalog: { path: null, separator: null, exclude: ['search_tools'] },
      corpus: ['clock:now', 'notes:add_note', 'notes:delete_note', 'notes:find_notes'],
      corpus_version: 'notes_v1',
      golden_version: 'golden',
      k: [1, 3, 5, 10],
      limit: 10,
      tolerance: { recall_at_5: 0.05 },
      baseline: { file: 'baseline.json', metrics: { recall_at: { 1: 0.6666666666666666 }, mrr: 0.8333333333333333 } },
    });
    expect(suite!.queries.map((q) => q.id)).toEqual(['q-add', 'q-find', 'q-time']);
    expect(suite!.content_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("reads MCPProxy's own dataset unchanged: 47 graded queries over its 45-tool corpus, and baseline_v1", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mcp-eval-retrieval-'));
    const at = (f: string) => JSON.stringify(path.join(RETRIEVAL_DATASET, f));
    const files = ['retrieval_golden_v1.json', 'corpus_v1.tools.json', 'baseline_v1.json'].map(at);
    writeFileSync(path.join(dir, 'mcpproxy.yaml'), `name: mcpproxy\nqueries: ${files[0]}\ncorpus: ${files[1]}\n`);
    writeFileSync(path.join(dir, 'mcpproxy.yaml'), `baseline: ${files[2]}\n`, { flag: 'a' });
    const { suite, problems } = await loadRetrievalSuite(path.join(dir, 'mcpproxy.yaml'));
    expect(problems).toEqual([]);
    expect([suite!.queries.length, suite!.corpus.length]).toEqual([47, 45]);
    expect([suite!.corpus_version, suite!.golden_version]).toEqual(['corpus_v1', 'retrieval_golden_v1']);
    expect(suite!.search).toEqual({
      tool: 'retrieve_tools',
      query_arg: 'query',
      limit_arg: 'limit',
      args: {},
      results: 'tools',
      id_field: 'name',
      server_field: 'server',
    });
    expect(suite!.catalog).toEqual({ path: '/mcp/all', separator: '__', exclude: [] });
    expect(suite!.baseline!.metrics.recall_at['5']).toBeCloseTo(0.681, 3);
    expect(suite!.tolerance).toEqual({ recall_at_5: 0.05 });
  });

  it('names the file, line and field of a mistake in the suite', async () => {
    const suite =
      'name: s\nserach:\n  tool: find\ncorpus: [a:b]\nqueries: q.json\nk: [1, 0]\ntolerance:\n  recall_at_five: 0.1\n';
    expect(await problemsOf({ 'suite.yaml': suite })).toEqual([
      'suite.yaml:2:1: serach: unknown key "serach" (did you mean "search"?)',
      'suite.yaml:6:8: k[1]: must be at least 1, received 0',
      'suite.yaml:8:3: tolerance.recall_at_five: expected recall_at_<k>, mrr, ndcg_at_10 or map, received "recall_at_five"',
    ]);
    // Once the suite itself is valid, the files it names are read and checked against each other.
    const valid = 'name: s\ncorpus: [a:b]\nqueries: q.json\nk: [1, 5]\ntolerance:\n  recall_at_3: 0.1\n';
    expect(await problemsOf({ 'suite.yaml': valid })).toEqual([
      expect.stringMatching(/^q\.json: cannot read: ENOENT/),
      'suite.yaml:6:3: tolerance.recall_at_3: k 3 is not in "k"',
    ]);
  });

  it('names the line of a bad label in a golden set file, and of a tool the corpus lacks (INV-1)', async () => {
    const golden = fixture('golden.json')
      .replace('"relevance": 0', '"relevance": 3')
      .replace('"tool_id": "clock:now"', '"tool_id": "clock:today"')
      .replace('"id": "q-time"', '"id": "q-add"');
    // line:column of `needle` (its n-th occurrence), or of `inner` within it.
    const at = (needle: string, inner = needle, n = 1) => {
      let i = -1;
      for (let k = 0; k < n; k++) i = golden.indexOf(needle, i + 1);
      const before = golden.slice(0, i + needle.indexOf(inner)).split('\n');
      return `${before.length}:${before[before.length - 1].length + 1}`;
    };
    const files = { 'suite.yaml': fixture('suite.yaml'), 'corpus.tools.json': fixture('corpus.tools.json') };
    expect(await problemsOf({ ...files, 'golden.json': golden, 'baseline.json': fixture('baseline.json') })).toEqual([
      `golden.json:${at('"relevance": 3', '3')}: queries[0].labels[1].relevance: expected one of 0, 1, 2; received 3`,
    ]);
    const unknown = golden.replace('"relevance": 3', '"relevance": 0');
    expect(await problemsOf({ ...files, 'golden.json': unknown, 'baseline.json': fixture('baseline.json') })).toEqual([
      `golden.json:${at('"id": "q-add"', '"q-add"', 2)}: queries[2].id: id "q-add" is used by query 0`,
      `golden.json:${at('"clock:today"')}: queries[2].labels[0].tool_id: tool "clock:today" is not in the corpus`,
    ]);
  });

  it('refuses a baseline whose metrics are not fractions, naming its line', async () => {
    const files = ['suite.yaml', 'corpus.tools.json', 'golden.json'].map((f) => [f, fixture(f)]);
    const baseline = fixture('baseline.json').replace('"mrr": 0.8333333333333333', '"mrr": "high"');
    expect(await problemsOf({ ...Object.fromEntries(files), 'baseline.json': baseline })).toEqual([
      'baseline.json:4:10: mrr: expected number, received "high"',
    ]);
  });

  it('retrieval-suite.schema.json is the schema of the zod source (npm run schema writes it)', () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, '../../retrieval-suite.schema.json'), 'utf8');
    expect(committed).toBe(suiteJsonSchemaText());
  });
});
