// The result of a scenario is built once, by pipeline/assemble.ts, from the parts its stages returned, and is read-only
// after: tsc refuses a write to its fields or lists, and the lint refuses the writes tsc lets by (Object.assign,
// delete) anywhere else in src/pipeline/. Each rule is seen refusing a planted write.
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { assemble, type ScenarioParts } from '../../src/pipeline/assemble.js';
import type { RunResult } from '../../src/results/index.js';
import { DEFAULT_THRESHOLDS } from '../../src/results/status.js';
import { evaluation } from '../helpers/fixtures.js';
import { call, trajectory } from '../helpers/trajectories.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const who = { id: 'a', name: 'A', file: 'scenarios/a.yaml', tags: [], thresholds: DEFAULT_THRESHOLDS };
const run = (i: number, score: number | null): RunResult => ({
  run_index: i,
  trajectory: trajectory([call('mcp__s__t')], {
    usage: {
      input_tokens: 10,
      output_tokens: 1,
      cache_read_input_tokens: 0,
      cache_creation_input_tokens: 0,
      cost_usd: 0,
    },
  }),
  baseline_run_index: score === null ? null : 0,
  evaluation: score === null ? null : evaluation(score, []),
  error: null,
});
const verdict = {
  aggregate: { mean: 0.9, min: 0.9, max: 0.9, spread: 0, flaky: false },
  score: 0.9,
  status: 'GOOD' as const,
  performance: { regressions: [], degraded: false },
};
const base: ScenarioParts = { action: 'compared', runs: [run(0, 0.9)], warnings: ['across models'], config: null };

describe('assemble', () => {
  it('a compared scenario: its verdict, its runs, their usage, the stages warnings', () => {
    const r = assemble(who, { ...base, verdict }, 12);
    expect([r.status, r.score, r.action, r.aggregate?.mean, r.duration_ms]).toEqual(['GOOD', 0.9, 'compared', 0.9, 12]);
    expect([r.usage.input_tokens, r.warnings, r.performance?.degraded]).toEqual([10, ['across models'], false]);
  });

  it('an error keeps what the scenario got to, with no score', () => {
    const r = assemble(who, { ...base, verdict, error: 'nothing accepted' }, 1);
    expect([r.status, r.score, r.error, r.aggregate?.mean, r.runs.length]).toEqual([
      'ERROR',
      null,
      'nothing accepted',
      0.9,
      1,
    ]);
  });

  it('an acceptance is RECORDED with its own warnings, its score and performance no longer news', () => {
    const saved = { warnings: ['run 1 accepted as variation 2 of 2'] };
    const r = assemble(who, { ...base, action: 'accepted', verdict, saved }, 1);
    expect([r.status, r.score, r.aggregate, r.performance, r.warnings]).toEqual([
      'RECORDED',
      null,
      null,
      undefined,
      saved.warnings,
    ]);
  });
});

describe('a result is read-only after the assembler', () => {
  it('tsc refuses a write to a field of a result, and to its lists', () => {
    const planted = path.join(ROOT, 'src/pipeline/planted-write.ts');
    const text = [
      "import type { ScenarioResult } from '../results/index.js';",
      'export function stage(result: ScenarioResult): void {',
      "  result.status = 'GOOD';",
      '  result.runs.push(result.runs[0]);',
      '}',
    ].join('\n');
    // The planted file alone is checked (not the ~40 files of src/ it imports, 2.3 s of the test's 4.3 s of CPU), and
    // ES2022's library (tsconfig.json's target) without the DOM's.
    const options = {
      strict: true,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ['lib.es2022.d.ts'],
      noEmit: true,
      skipLibCheck: true,
      types: [],
    };
    const host = ts.createCompilerHost(options);
    const read = host.readFile.bind(host);
    host.readFile = (f) => (path.resolve(f) === planted ? text : read(f));
    const exists = host.fileExists.bind(host);
    host.fileExists = (f) => path.resolve(f) === planted || exists(f);
    const program = ts.createProgram([planted], options, host);
    const file = program.getSourceFile(planted)!;
    const errors = [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map((d) => [
      d.code,
      file.getLineAndCharacterOfPosition(d.start!).line + 1,
    ]);
    // 2540: cannot assign to a read-only property; 2339: push does not exist on a readonly list.
    expect(errors).toEqual([
      [2540, 3],
      [2339, 4],
    ]);
  });

  it('the lint refuses Object.assign and delete on a value in a stage, and lets the assembler build', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const text = [
      'export function stage(result: { status: string; warnings?: string[] }): void {',
      "  Object.assign(result, { status: 'ERROR' });",
      '  delete result.warnings;',
      '}',
      '',
    ].join('\n');
    const [stage] = await eslint.lintText(text, { filePath: path.join(ROOT, 'src/pipeline/planted.ts') });
    expect(stage.messages.map((m) => [m.ruleId, m.line])).toEqual([
      ['no-restricted-syntax', 2],
      ['no-restricted-syntax', 3],
    ]);
    const [assembler] = await eslint.lintText(text, { filePath: path.join(ROOT, 'src/pipeline/assemble.ts') });
    expect(assembler.messages).toEqual([]);
  });
});
