// Baselines across releases (src/baselines/migrate.ts): a file of every older format is read as the current one, a
// newer format is refused naming the release that wrote it, and the format moves with the package (each format's
// first release in CHANGELOG.md, a fixture of each older format kept). test/fixtures/baselines/format-<n>/ holds files
// the release that wrote format n recorded: format-1/echo.json is scenarios/echo.yaml recorded by mcp-eval 0.1.0
// against examples/mcp.json (`mcp-eval record --scenarios scenarios/echo.yaml --agent scripted`).
import { cpSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BASELINE_SCHEMA_VERSION,
  DirBaselineStore,
  parseBaseline,
  serializeBaseline,
} from '../../src/baselines/index.js';
import { FORMAT_RELEASES } from '../../src/baselines/migrate.js';
import { VERSION } from '../../src/util/version.js';
import { baseline } from '../helpers/baselines-fixtures.js';
import { stopAllServers, tempDir } from '../helpers/mcp-servers.js';
import { go } from '../helpers/pipeline.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURES = path.join(ROOT, 'test/fixtures/baselines');
const FORMAT_1 = path.join(FIXTURES, 'format-1');

afterAll(stopAllServers);

/** `1.10.0` > `1.9.0`: release versions compared number by number. */
const atLeast = (a: string, b: string) => {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  const i = x.findIndex((n, k) => n !== y[k]);
  return i === -1 || x[i] > y[i];
};

describe('a baseline of the previous format (0.1.0, format 1)', () => {
  it('is read as the current format, its runs unchanged, the release that wrote it unknown', () => {
    const text = readFileSync(path.join(FORMAT_1, 'echo.json'), 'utf8');
    const file = JSON.parse(text) as { schema_version: number; trajectories: unknown[] };
    expect(file.schema_version).toBe(1);
    const read = parseBaseline(text, 'format-1/echo.json', 'echo');
    expect([read.schema_version, read.mcp_eval_version]).toEqual([BASELINE_SCHEMA_VERSION, null]);
    expect(read.trajectories).toEqual(file.trajectories);
  });

  it('is what a comparison is judged against: the demo scenario it was recorded from is GOOD', async () => {
    const cwd = tempDir();
    const dir = path.join(cwd, 'baselines');
    cpSync(FORMAT_1, dir, { recursive: true });
    const report = await go(cwd, {
      mode: 'compare',
      scenarios: path.join(ROOT, 'scenarios/echo.yaml'),
      baselineDir: dir,
    });
    expect(report.scenarios.map((s) => [s.id, s.status, s.error ?? null])).toEqual([['echo', 'GOOD', null]]);
    // Read, not rewritten: the file stays format 1 until a recording or an acceptance writes it.
    expect(JSON.parse(readFileSync(path.join(dir, 'echo.json'), 'utf8'))).toMatchObject({ schema_version: 1 });
  });

  it('is written in the current format, naming this release, when it is saved again (an accepted run)', async () => {
    const dir = tempDir();
    cpSync(FORMAT_1, dir, { recursive: true });
    const store = new DirBaselineStore(dir);
    const loaded = await store.load('echo');
    await store.save([loaded!.baseline]);
    const saved = JSON.parse(readFileSync(path.join(dir, 'echo.json'), 'utf8')) as Record<string, unknown>;
    expect([saved.schema_version, saved.mcp_eval_version]).toEqual([BASELINE_SCHEMA_VERSION, VERSION]);
  });
});

describe('a baseline of a newer format', () => {
  it('is refused, naming the release that wrote it and the command that reads it', () => {
    const newer = { ...baseline('echo'), schema_version: BASELINE_SCHEMA_VERSION + 1, mcp_eval_version: '9.1.0' };
    expect(() => parseBaseline(JSON.stringify(newer), 'baselines/echo.json')).toThrow(
      `incompatible baseline baselines/echo.json: format ${BASELINE_SCHEMA_VERSION + 1}, written by mcp-eval 9.1.0; ` +
        `this mcp-eval ${VERSION} reads formats 1 to ${BASELINE_SCHEMA_VERSION}: ` +
        'run it with that release or a later one (npx mcp-eval-action@9.1.0)',
    );
  });
});

describe('the format moves with the package', () => {
  it('each format names its first release, no later than this one; each older format has a fixture', () => {
    const formats = Object.keys(FORMAT_RELEASES).map(Number);
    expect(formats).toEqual(Array.from({ length: BASELINE_SCHEMA_VERSION }, (_, i) => i + 1));
    expect(atLeast(VERSION, FORMAT_RELEASES[BASELINE_SCHEMA_VERSION])).toBe(true);
    for (const n of formats.slice(0, -1)) expect(existsSync(path.join(FIXTURES, `format-${n}`))).toBe(true);
  });

  it("CHANGELOG.md's section of the release that first wrote the current format says so", () => {
    const changelog = readFileSync(path.join(ROOT, 'CHANGELOG.md'), 'utf8');
    const release = FORMAT_RELEASES[BASELINE_SCHEMA_VERSION].replaceAll('.', '\\.');
    const section = new RegExp(`^## ${release}\\b[^\\n]*\\n([\\s\\S]*?)(?=^## |$(?![\\s\\S]))`, 'm').exec(changelog);
    expect(section?.[1]).toContain(`**Baseline format ${BASELINE_SCHEMA_VERSION}**`);
  });

  it('what this release writes is the current format, naming this release', () => {
    const written = JSON.parse(serializeBaseline(baseline('echo'))) as Record<string, unknown>;
    expect([written.schema_version, written.mcp_eval_version]).toEqual([BASELINE_SCHEMA_VERSION, VERSION]);
  });
});
