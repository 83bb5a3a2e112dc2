// The architecture, pinned: who may import what in src/ (docs/architecture.md says why).
// Imports are read with TypeScript's parser: static imports, re-exports, import() calls and
// `import('x')` types. `import type` / `export type` are erased from the build: the indirect I/O
// check follows only runtime imports, every other rule counts type imports too. `import { type A }`
// is a runtime import (verbatimModuleSyntax keeps it).
import { isBuiltin } from 'node:module';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');

/** The entry points: a few lines each; they import the rest, nothing imports them. */
const ENTRIES = ['main.ts', 'post.ts', 'cli.ts'];

/** A file longer than this is several files' worth: split it by what its parts do. */
const MAX_FILE_LINES = 350;

/**
 * The floors of src/, bottom first (docs/architecture.md says what each holds). A folder imports only from its own
 * floor or the floors below it; an entry point stands on the top floor. Every file of src/ is in one of them.
 */
const FLOORS = [
  'util',
  'sanitize',
  'tracing',
  'screening',
  'results',
  'scenario',
  'baselines',
  'mcp',
  'settings',
  'agents',
  'scoring',
  'retrieval',
  'reports',
  'authoring',
  'pipeline',
  'compose',
  'github',
  'cli',
  'entries',
];

/** Node modules and packages that reach disk, processes, the network or a remote API. */
const IO_MODULES = [
  /^node:(fs|fs\/promises|child_process|net|http|https|http2|dgram|dns|dns\/promises|tls|readline|worker_threads)$/,
  /^@modelcontextprotocol\//,
  /^@anthropic-ai\//,
  /^@actions\//,
];

/** What scoring/ may import from the rest of src/, today's list: a new entry is a design decision. */
const SCORING_RUNTIME_DEPS = [
  'results/latency-parts.ts',
  'results/phrases.ts',
  'results/status.ts',
  'results/trajectory.ts',
  'results/verdict.ts',
  'sanitize/escape.ts',
  'screening/index.ts',
  'util/json.ts',
  'util/memo.ts',
  'util/text.ts',
];
const SCORING_TYPE_DEPS = [
  ...SCORING_RUNTIME_DEPS,
  'results/index.ts',
  'results/evaluation.ts',
  'results/changes.ts',
  'scenario/schema.ts',
];

interface Import {
  /** The importing file, relative to src/ with `/` separators. */
  file: string;
  specifier: string;
  /** The imported file relative to src/ for a relative specifier, else null. */
  target: string | null;
  /** Erased from the build: `import type`, `export type`, an `import('x')` type. */
  typeOnly: boolean;
  dynamic: boolean;
}

function parseImports(file: string, text: string): Omit<Import, 'target'>[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Omit<Import, 'target'>[] = [];
  const add = (specifier: ts.Expression | undefined, typeOnly: boolean, dynamic = false): void => {
    const name = specifier && ts.isStringLiteralLike(specifier) ? specifier.text : '<computed>';
    found.push({ file, specifier: name, typeOnly, dynamic });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, node.importClause?.isTypeOnly ?? false);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier) add(node.moduleSpecifier, node.isTypeOnly);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node.moduleReference.expression, node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], false, true);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal as ts.Expression, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.d.ts'))
    .map((e) => path.relative(SRC, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** `./x.js` from `a/b.ts` -> `a/x.ts` (NodeNext: relative specifiers name the emitted .js file). */
function resolve(file: string, specifier: string): string | null {
  // A data file imported as JSON (screening's learned weights) is no module: checked to exist, not walked.
  if (!specifier.startsWith('.') || specifier.endsWith('.json')) return null;
  const abs = path.resolve(SRC, path.dirname(file), specifier.replace(/\.js$/, '.ts'));
  return path.relative(SRC, abs).split(path.sep).join('/');
}

const FILES = sourceFiles(SRC);
const TEXTS = new Map(FILES.map((f) => [f, readFileSync(path.join(SRC, f), 'utf8')]));
const IMPORTS: Import[] = FILES.flatMap((f) =>
  parseImports(f, TEXTS.get(f)!).map((i) => ({ ...i, target: resolve(f, i.specifier) })),
);

/** A file's floor: its top folder, or `entries` for an entry point. */
const floorOf = (file: string): string => (ENTRIES.includes(file) ? 'entries' : file.split('/')[0]!);

/** Imports that climb: the imported file's floor is above the importing file's (type imports count too). */
function upwardImports(imports: readonly Import[]): Import[] {
  return imports.filter((i) => i.target && FLOORS.indexOf(floorOf(i.target)) > FLOORS.indexOf(floorOf(i.file)));
}

const under = (dir: string) => (file: string) => file.startsWith(`${dir}/`);
const show = (i: Import) => `${i.file} -> ${i.specifier}${i.typeOnly ? ' (type)' : ''}${i.dynamic ? ' (dynamic)' : ''}`;
const isIo = (specifier: string) => IO_MODULES.some((re) => re.test(specifier));

/** Files reachable from `start` through runtime imports. */
function runtimeClosure(start: string[]): Set<string> {
  const seen = new Set(start);
  const queue = [...start];
  while (queue.length) {
    const file = queue.shift()!;
    for (const i of IMPORTS.filter((x) => x.file === file && x.target && !x.typeOnly)) {
      if (!seen.has(i.target!)) queue.push(i.target!);
      seen.add(i.target!);
    }
  }
  return seen;
}

/** An import cycle for each back edge found (type imports included), as `a.ts -> b.ts -> a.ts`. */
function cycles(): string[] {
  const edges = new Map<string, string[]>(FILES.map((f) => [f, []]));
  for (const i of IMPORTS) if (i.target) edges.get(i.file)?.push(i.target);
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const found: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next].join(' -> '));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const f of FILES) if (!state.has(f)) visit(f);
  return found;
}

describe('reading imports', () => {
  it('sees every form of import: static, re-export, type-only, dynamic, import() type', () => {
    const text = [
      "import a from './a.js';",
      "import type { B } from './b.js';",
      "import { type C } from './c.js';",
      "export * from './d.js';",
      "export type { E } from './e.js';",
      "import './f.js';",
      "const g = await import('./g.js');",
      "type H = typeof import('./h.js');",
      'const i = await import(name);',
    ].join('\n');
    expect(parseImports('x.ts', text).map((i) => [i.specifier, i.typeOnly, i.dynamic])).toEqual([
      ['./a.js', false, false],
      ['./b.js', true, false],
      ['./c.js', false, false],
      ['./d.js', false, false],
      ['./e.js', true, false],
      ['./f.js', false, false],
      ['./g.js', false, true],
      ['./h.js', true, false],
      ['<computed>', false, true],
    ]);
  });

  it("finds every import TypeScript's own scanner finds, and resolves every relative one to a file in src/", () => {
    expect(FILES).toEqual(expect.arrayContaining(ENTRIES));
    for (const f of FILES) {
      const scanned = ts.preProcessFile(TEXTS.get(f)!, true, true).importedFiles.map((i) => i.fileName);
      const parsed = new Set(IMPORTS.filter((i) => i.file === f).map((i) => i.specifier));
      expect(
        scanned.filter((s) => !parsed.has(s)),
        f,
      ).toEqual([]);
    }
    const unresolved = IMPORTS.filter((i) => i.specifier === '<computed>' || (i.target && !TEXTS.has(i.target)));
    const data = IMPORTS.filter((i) => i.specifier.startsWith('.') && i.specifier.endsWith('.json'));
    expect(data.filter((i) => !existsSync(path.resolve(SRC, path.dirname(i.file), i.specifier))).map(show)).toEqual([]);
    expect(unresolved.map(show)).toEqual([]);
    // Builtins are spelt node:x, the spelling the I/O rule matches.
    const bare = IMPORTS.filter((i) => !i.target && isBuiltin(i.specifier) && !i.specifier.startsWith('node:'));
    expect(bare.map(show)).toEqual([]);
  });
});

describe('architecture', () => {
  it('only src/github/ and the action entries (main.ts, post.ts) import @actions/*', () => {
    const allowed = (i: Import) => under('github')(i.file) || i.file === 'main.ts' || i.file === 'post.ts';
    const bad = IMPORTS.filter((i) => i.specifier.startsWith('@actions/') && !allowed(i));
    expect(bad.map(show)).toEqual([]);
  });

  it('scoring/ does no I/O: no fs, process, network, MCP, Anthropic or Actions module, even indirectly', () => {
    const scoring = FILES.filter(under('scoring'));
    expect(scoring.length).toBeGreaterThan(0);
    const direct = IMPORTS.filter((i) => under('scoring')(i.file) && isIo(i.specifier));
    expect(direct.map(show)).toEqual([]);
    const reached = runtimeClosure(scoring);
    const indirect = IMPORTS.filter((i) => reached.has(i.file) && !i.typeOnly && isIo(i.specifier));
    expect(indirect.map(show)).toEqual([]);
  });

  it('scoring/ imports from the rest of src/ only what SCORING_RUNTIME_DEPS lists, and types', () => {
    const outside = IMPORTS.filter((i) => under('scoring')(i.file) && i.target && !under('scoring')(i.target));
    const bad = outside.filter((i) => !(i.typeOnly ? SCORING_TYPE_DEPS : SCORING_RUNTIME_DEPS).includes(i.target!));
    expect(bad.map(show)).toEqual([]);
  });

  it('screening/ is pure: no I/O module, and from the rest of src/ only util/ and sanitize/', () => {
    const files = FILES.filter(under('screening'));
    expect(files.length).toBeGreaterThan(0);
    const own = IMPORTS.filter((i) => under('screening')(i.file));
    expect(own.filter((i) => isIo(i.specifier) || (!i.target && !i.specifier.startsWith('.'))).map(show)).toEqual([]);
    const outside = own.filter((i) => i.target && !['screening', 'util', 'sanitize'].includes(floorOf(i.target)));
    expect(outside.map(show)).toEqual([]);
  });

  it('every file of src/ is on a floor: in one of its folders, or an entry point', () => {
    expect(FILES.filter((f) => !FLOORS.includes(floorOf(f)))).toEqual([]);
    expect(FLOORS.filter((floor) => floor !== 'entries' && !FILES.some(under(floor)))).toEqual([]);
  });

  it('floors point down: no folder imports a folder above it, not even a type', () => {
    expect(upwardImports(IMPORTS).map(show)).toEqual([]);
  });

  it('the floor check sees a planted upward import: results/ (the record of a run) importing a feature folder', () => {
    const planted: Import = {
      file: 'results/status.ts',
      specifier: '../reports/markdown.js',
      target: 'reports/markdown.ts',
      typeOnly: true,
      dynamic: false,
    };
    expect(upwardImports([...IMPORTS, planted]).map(show)).toEqual([show(planted)]);
    const sideways: Import = { ...planted, specifier: './trajectory.js', target: 'results/trajectory.ts' };
    expect(upwardImports([sideways])).toEqual([]);
  });

  it('no file in src/ is over 350 lines', () => {
    const long = FILES.filter((f) => TEXTS.get(f)!.split('\n').length > MAX_FILE_LINES);
    expect(long.map((f) => `${f}: ${TEXTS.get(f)!.split('\n').length} lines`)).toEqual([]);
  });

  it('nothing imports an entry point (main.ts, post.ts, cli.ts)', () => {
    const bad = IMPORTS.filter((i) => i.target && ENTRIES.includes(i.target));
    expect(bad.map(show)).toEqual([]);
  });

  it('src/ has no import cycle, not even through type imports', () => {
    expect(cycles()).toEqual([]);
  });
});

/**
 * The contract's homes (docs/architecture.md): its rules in scoring/contract/ (pure; the reports read them), its stage
 * in pipeline/contract/ (it reads servers and the store), and on each other floor it touches its own file.
 */
const CONTRACT_FOLDERS = ['scoring/contract/', 'pipeline/contract/'];
const CONTRACT_FACES = [
  'mcp/contract-read.ts',
  'baselines/contract-file.ts',
  'results/contract.ts',
  'reports/contract-section.ts',
  'reports/contract-groups.ts',
];

/** Files of the contract (named for it, or in a `contract/` folder) outside its homes. */
function contractStrays(files: readonly string[]): string[] {
  const ofContract = (f: string) => /(^|\/)contract[^/]*$/.test(f) || f.includes('contract/');
  const home = (f: string) => CONTRACT_FOLDERS.some((d) => f.startsWith(d)) || CONTRACT_FACES.includes(f);
  return files.filter((f) => ofContract(f) && !home(f));
}

describe('the contract', () => {
  it('lives in its homes: scoring/contract/, pipeline/contract/ and one file on each other floor (two in reports/)', () => {
    expect(contractStrays(FILES)).toEqual([]);
    expect([...CONTRACT_FOLDERS, ...CONTRACT_FACES].filter((h) => !FILES.some((f) => f.startsWith(h)))).toEqual([]);
  });

  it('the rule sees a contract file planted outside its homes', () => {
    const planted = ['scoring/contract-answers.ts', 'results/contract/section.ts', 'mcp/contract.ts'];
    expect(contractStrays([...FILES, ...planted])).toEqual(planted);
  });
});

/** Folders of test/ that test no one src folder: what runs the whole product, and what the tests stand on. */
const TEST_ONLY_FOLDERS = {
  e2e: 'the CLI and the action end to end, on real servers from npm',
  real: 'the real engine, the real MCPProxy, the real compose service',
  fuzz: 'the fuzzer of server answers: its server, its cases, its sessions through the CLI, what it found',
  repo: 'the repository itself: its docs, package, workflows, real parts and this file',
  helpers: 'servers, fixtures and runners the tests share',
  emulators: 'the services unreachable from here, at the wire, and their own tests',
  fixtures: 'data files',
  bin: 'stand-ins put on PATH (a docker that fails on purpose)',
};

/** The folders of test/ and of src/ that are not an entry point. */
function testFolders(root: string): { tests: string[]; sources: string[] } {
  const dirs = (dir: string) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
  return { tests: dirs(root), sources: dirs(SRC) };
}

/** What is wrong with a test tree: a src folder with no test folder, a test file outside a folder, a stray folder. */
function mirrorProblems(tests: string[], sources: string[], looseFiles: string[]): string[] {
  return [
    ...sources.filter((s) => !tests.includes(s)).map((s) => `src/${s}/ has no test/${s}/`),
    ...tests
      .filter((t) => !sources.includes(t) && !(t in TEST_ONLY_FOLDERS))
      .map((t) => `test/${t}/ mirrors no src/ folder`),
    ...looseFiles.map((f) => `test/${f} is not in a folder`),
  ];
}

describe('tests mirror src/', () => {
  const TEST = path.resolve(import.meta.dirname, '..');
  const loose = readdirSync(TEST).filter((f) => f.endsWith('.test.ts'));

  it('every src/ folder has its test/ folder, every test file is in one', () => {
    const { tests, sources } = testFolders(TEST);
    expect(mirrorProblems(tests, sources, loose)).toEqual([]);
  });

  it('the rule sees a src folder planted without tests, a loose test file and a stray folder', () => {
    const { tests, sources } = testFolders(TEST);
    expect(mirrorProblems([...tests, 'misc'], [...sources, 'telemetry'], ['x.test.ts'])).toEqual([
      'src/telemetry/ has no test/telemetry/',
      'test/misc/ mirrors no src/ folder',
      'test/x.test.ts is not in a folder',
    ]);
  });
});
