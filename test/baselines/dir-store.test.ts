// The baseline format and the directory store: round trip, validation messages, stale check,
// atomic writes, concurrent recordings.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addVariations,
  baselinePath,
  createBaselineStore,
  DirBaselineStore,
  staleReason,
  parseBaseline,
  serializeBaseline,
} from '../../src/baselines/index.js';
import { baseline } from '../helpers/baselines-fixtures.js';
import { servers } from '../helpers/trajectories.js';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'baselines-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function allFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).filter((f) => !f.endsWith('/') && f.includes('.')).sort();
}

describe('baseline format', () => {
  it('maps scenario ids to paths and refuses ids that would escape the root', () => {
    expect(baselinePath('search/env')).toBe('search/env.json');
    expect(baselinePath('echo')).toBe('echo.json');
    for (const bad of ['', '../x', 'a/../../x', '/etc/passwd', 'a//b', 'a\\b', './a']) {
      expect(() => baselinePath(bad), bad).toThrow(expect.objectContaining({ name: 'EvalError', kind: 'baseline' }));
    }
  });

  it('adds variations after the last run_index, takes the newest servers, and drops the oldest past the cap', () => {
    const b = baseline('echo', { runs: 2 });
    const newer = baseline('echo', { runs: 3, query: 'other' }).trajectories.map((t) => ({
      ...t,
      servers: servers('0.13.0'),
    }));
    const { baseline: added, dropped } = addVariations(b, newer, 4);
    expect(added.trajectories.map((t) => [t.run_index, t.messages[0]])).toEqual([
      [1, { type: 'user', text: 'find echo' }],
      [2, { type: 'user', text: 'find other' }],
      [3, { type: 'user', text: 'find other' }],
      [4, { type: 'user', text: 'find other' }],
    ]);
    expect(dropped.map((t) => t.run_index)).toEqual([0]);
    expect(added.servers).toEqual(servers('0.13.0'));
    // The stored baseline is not changed in place.
    expect(b.trajectories).toHaveLength(2);
  });

  it('parses what it serializes, keeping fields it does not know', () => {
    const b = { ...baseline('search/env', { runs: 2 }), note: 'added by a newer writer' };
    const text = serializeBaseline(b);
    expect(text.endsWith('}\n')).toBe(true);
    expect(parseBaseline(text, 'x.json')).toEqual(b);
  });

  it('validates each distinct server list once: equal lists of several baselines are read as one object', () => {
    const [a, b] = ['echo', 'search/env'].map((id) => parseBaseline(serializeBaseline(baseline(id, { runs: 2 })), id));
    expect(a.servers).toEqual(baseline('echo').servers);
    expect(b.servers).toBe(a.servers);
    expect(b.trajectories[1].servers).toBe(a.trajectories[0].servers);
    // A list seen valid, then changed: validated again, and the message names where.
    const bad = baseline('echo');
    (bad.trajectories[0].servers[0] as Record<string, unknown>).name = 7;
    expect(() => parseBaseline(serializeBaseline(bad), 'echo.json')).toThrow(/trajectories\[0\]\.servers\[0\]\.name/);
  });

  it('keeps tool input schemas, and still reads baselines written before they were kept', () => {
    const withSchemas = baseline('echo');
    const schema = { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] };
    withSchemas.servers[0].tools[0].input_schema = schema;
    withSchemas.trajectories[0].servers[0].tools[0].input_schema = schema;
    const read = parseBaseline(serializeBaseline(withSchemas), 'echo.json');
    expect(read.servers[0].tools[0].input_schema).toEqual(schema);
    expect(read.trajectories[0].servers[0].tools[0].input_schema).toEqual(schema);

    const older = baseline('echo');
    expect(JSON.stringify(older)).not.toContain('input_schema');
    expect(parseBaseline(serializeBaseline(older), 'echo.json').servers[0].tools[0]).toEqual({
      name: 'retrieve_tools',
      schema_hash: 'h-retrieve_tools',
    });
    const bad = baseline('echo');
    (bad.servers[0].tools[0] as Record<string, unknown>).input_schema = 'not an object';
    expect(() => parseBaseline(serializeBaseline(bad), 'echo.json')).toThrow(/servers\[0\]\.tools\[0\]\.input_schema/);
  });

  it('names the file and the problem for bad JSON, a wrong shape, an empty run list, another scenario', () => {
    expect(() => parseBaseline('{"schema_version": 1, "trajec', 'baselines/echo.json')).toThrow(
      /^corrupt baseline baselines\/echo\.json: not valid JSON \(.+\); re-record it/,
    );
    expect(() => parseBaseline('[1,2]', 'b.json')).toThrow('corrupt baseline b.json: expected a JSON object');

    const wrong = baseline('echo');
    (wrong.trajectories[0].messages[1] as unknown as Record<string, unknown>).discovery = 'yes';
    delete (wrong as Partial<typeof wrong>).recorded_at;
    const err = (() => {
      try {
        parseBaseline(JSON.stringify(wrong), 'baselines/echo.json');
      } catch (e) {
        return e as Error;
      }
      throw new Error('expected a baseline error');
    })();
    expect(err).toMatchObject({ name: 'EvalError', kind: 'baseline' });
    expect(err.message).toMatch(/^corrupt baseline baselines\/echo\.json: /);
    expect(err.message).toContain('recorded_at: ');
    expect(err.message).toContain('trajectories[0].messages[1].discovery: ');

    expect(() => parseBaseline(JSON.stringify({ ...baseline('echo'), trajectories: [] }), 'e.json')).toThrow(
      /e\.json: trajectories: .*1/,
    );
    expect(() => parseBaseline(serializeBaseline(baseline('other')), 'echo.json', 'echo')).toThrow(
      'baseline echo.json holds scenario "other", expected "echo"',
    );
  });

  it('says an unknown or missing version is incompatible, not corrupt and not absent', () => {
    expect(() =>
      parseBaseline(JSON.stringify({ ...baseline('echo'), schema_version: 0 }), 'baselines/echo.json'),
    ).toThrow('incompatible baseline baselines/echo.json: has schema_version 0, no format mcp-eval ever wrote');
    const { schema_version: _, ...unversioned } = baseline('echo');
    expect(() => parseBaseline(JSON.stringify(unversioned), 'e.json')).toThrow(
      'incompatible baseline e.json: has no schema_version',
    );
  });

  it('is stale when the scenario file or its config file changed since recording', () => {
    const b = baseline('echo', { hash: 'aaa' });
    expect(staleReason(b, { content_hash: 'aaa' })).toBeNull();
    expect(staleReason(b, { content_hash: 'bbb' })).toBe('the scenario file changed');
    const config = { path: 'config/a.json', hash: 'c1' };
    expect(staleReason(b, { content_hash: 'aaa' }, config)).toBe('its config file changed');
    const withConfig = { ...b, config };
    expect(staleReason(withConfig, { content_hash: 'aaa' }, { ...config })).toBeNull();
    expect(staleReason(withConfig, { content_hash: 'aaa' }, { ...config, hash: 'c2' })).toBe('its config file changed');
    expect(staleReason(withConfig, { content_hash: 'bbb' }, null)).toBe(
      'the scenario file changed and its config file changed',
    );
  });
});

describe('directory store', () => {
  it('round-trips baselines at paths mirroring the scenario ids; a missing one is null', async () => {
    const store = createBaselineStore({ kind: 'dir', dir: 'baselines', cacheKey: 'k', branch: 'b', cwd: root });
    expect(store.kind).toBe('dir');
    expect(await store.prepare()).toBe(`baselines: directory ${path.join(root, 'baselines')} does not exist yet`);
    const a = baseline('echo');
    const b = baseline('search/env', { runs: 3 });
    expect(await store.save([a, b])).toBe(path.join(root, 'baselines'));
    expect(allFiles(path.join(root, 'baselines'))).toEqual(['echo.json', 'search/env.json']);
    expect(await store.load('search/env')).toEqual({
      baseline: b,
      source: path.join(root, 'baselines/search/env.json'),
    });
    expect((await store.load('echo'))?.baseline).toEqual(a);
    expect(await store.load('search/missing')).toBeNull();
    expect(await store.prepare()).toBe(`baselines: directory ${path.join(root, 'baselines')} (2 file(s))`);
  });

  it('a later save overwrites the recorded scenarios and keeps the others', async () => {
    const store = new DirBaselineStore(root);
    await store.save([baseline('a', { query: 'one' }), baseline('b')]);
    await store.save([baseline('a', { query: 'two' })]);
    expect((await store.load('a'))?.baseline.trajectories[0].messages[0]).toEqual({ type: 'user', text: 'find two' });
    expect((await store.load('b'))?.baseline).toEqual(baseline('b'));
    await expect(store.save([baseline('a'), baseline('a')])).rejects.toThrow(
      'two baselines for scenario "a" in one save',
    );
  });

  it('reports a corrupt or incompatible file with its path instead of returning null', async () => {
    const store = new DirBaselineStore(root);
    mkdirSync(path.join(root, 'search'));
    writeFileSync(path.join(root, 'search/env.json'), '{"schema_version": 1, "trajec');
    await expect(store.load('search/env')).rejects.toThrow(
      `corrupt baseline ${path.join(root, 'search/env.json')}: not valid JSON`,
    );
    writeFileSync(path.join(root, 'v9.json'), JSON.stringify({ ...baseline('v9'), schema_version: 9 }));
    await expect(store.load('v9')).rejects.toThrow(/incompatible baseline .*v9\.json: format 9, written by mcp-eval /);
    mkdirSync(path.join(root, 'dir.json'));
    await expect(store.load('dir')).rejects.toThrow(/cannot read baseline .*dir\.json/);
  });

  it('concurrent recordings of different scenarios all land, and readers never see half a file', async () => {
    const one = new DirBaselineStore(root);
    const two = new DirBaselineStore(root);
    const ids = Array.from({ length: 20 }, (_, i) => `group${i % 3}/s${i}`);
    const big = (id: string, n: number) => baseline(id, { runs: 5, query: `${id} ${'x'.repeat(400_000)} ${n}` });
    await one.save([big('hot', 0)]);
    // A reader keeps loading `hot` while it is rewritten: with non-atomic writes it would hit a truncated file.
    let writing = true;
    let reads = 0;
    const reader = (async () => {
      while (writing) {
        expect((await one.load('hot'))?.baseline.scenario_id).toBe('hot');
        reads++;
      }
    })();
    const writes = Promise.all([
      ...ids.map((id, i) => (i % 2 ? one : two).save([baseline(id)])),
      ...Array.from({ length: 30 }, (_, n) => two.save([big('hot', n + 1)])),
    ]);
    await writes.finally(() => (writing = false));
    await reader;
    expect(reads).toBeGreaterThan(0);
    for (const id of ids) expect((await two.load(id))?.baseline).toEqual(baseline(id));
    // Atomic writes leave no temp files behind.
    expect(allFiles(root).filter((f) => !f.endsWith('.json'))).toEqual([]);
    expect(allFiles(root)).toHaveLength(21);
    expect(JSON.parse(readFileSync(path.join(root, 'hot.json'), 'utf8')).scenario_id).toBe('hot');
  });
});
