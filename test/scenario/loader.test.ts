import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  loadScenarios,
  MAX_SCENARIO_BYTES,
  parseScenarioBytes,
  parseScenarioText,
  validateScenarioObject,
} from '../../src/scenario/loader.js';
import { formatProblem, scenarioJsonSchemaText } from '../../src/scenario/schema.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const BAD = 'test/fixtures/scenarios-bad';
const GOOD = 'test/fixtures/scenarios-good';

async function problemsOf(pattern: string, cwd = root): Promise<string[]> {
  return (await loadScenarios(pattern, { cwd })).problems.map(formatProblem);
}

const tmpDirs: string[] = [];
function tempDir(files: Record<string, string | Uint8Array>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'scenarios-'));
  tmpDirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}
afterAll(() => tmpDirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const MAPPING = 'expected a mapping of scenario fields (name: ..., user_intent: ...)';

describe('malformed scenario files', () => {
  const OR_TURNS = ' (or give turns: a conversation, each turn a user message)';
  const EMPTY_TURN = ": an empty turn; give it the user's message (- user: ...) or remove it";
  const cases: [string, string[]][] = [
    [
      'syntax.yaml',
      [':4:1: YAML syntax error: Flow sequence in block collection must be sufficiently indented and end with a ]'],
    ],
    ['syntax-colon.yaml', [':2:14: YAML syntax error: Nested mappings are not allowed in compact mappings']],
    ['empty.yaml', [': file is empty: expected a scenario mapping']],
    ['comment-only.yaml', [': file is empty: expected a scenario mapping']],
    ['list.yaml', [`:1:1: ${MAPPING}, found a list`]],
    ['scalar.yaml', [`:1:1: ${MAPPING}, found a single string value`]],
    [
      'multi-doc.yaml',
      [':3:1: found 2 YAML documents; a scenario file holds exactly one (remove the "---" separators)'],
    ],
    ['duplicate-key.yaml', [':4:1: user_intent: duplicate key (first set on line 2)']],
    ['wrong-type.yaml', [':7:11: expected_trajectory[2].tool: expected string, received 42']],
    ['missing-field.yaml', [`:1:1: user_intent: required field is missing${OR_TURNS}`]],
    [
      'turns-with-intent.yaml',
      [
        ":2:14: user_intent: give either user_intent or turns, not both: with turns, the first turn's user is the intent",
      ],
    ],
    [
      'turn-empty.yaml',
      [
        `:4:4: turns[1]: expected a mapping, received null${EMPTY_TURN}`,
        `:5:5: turns[2].user: required field is missing${EMPTY_TURN}`,
      ],
    ],
    [
      'turns-outer-calls.yaml',
      [
        ':5:3: expected_trajectory: with turns, give expected_trajectory in the turn it belongs to (turns[i].expected_trajectory)',
      ],
    ],
    [
      'user-with-turns.yaml',
      [
        ":2:14: user_intent: give either user_intent or turns, not both: with turns, the first turn's user is the intent",
        ":4:3: user: give either user (a simulated user, model agents) or turns (the user's messages, any agent), not both",
      ],
    ],
    [
      'user-no-goal.yaml',
      [
        ':4:3: user.goal: required field is missing: say what the simulated user wants (goal: ...); it replies until ' +
          'done_when holds or max_turns',
      ],
    ],
    [
      'user-no-intent.yaml',
      [":1:1: user_intent: required field is missing: with user, user_intent is the simulated user's first message"],
    ],
    ['user-unknown-key.yaml', [':5:3: user.max_turn: unknown key "max_turn" (did you mean "max_turns"?)']],
    ['missing-tool.yaml', [':4:5: expected_trajectory[0].tool: required field is missing']],
    [
      'unknown-key.yaml',
      [
        `:1:1: user_intent: required field is missing${OR_TURNS}`,
        ':2:1: user_intnet: unknown key "user_intnet" (did you mean "user_intent"?)',
      ],
    ],
    ['unknown-nested-key.yaml', [':5:5: expected_trajectory[0].argz: unknown key "argz" (did you mean "args"?)']],
    [
      'bad-tool-id.yaml',
      [':4:11: expected_trajectory[0].tool: expected a canonical id mcp__<server>__<tool>, received "retrieve_tools"'],
    ],
    ['enabled-not-bool.yaml', [':3:10: enabled: expected boolean, received "yes"']],
    ['negative-runs.yaml', [':3:7: runs: must be at least 1, received -1']],
    ['fractional-turns.yaml', [':3:12: max_turns: expected an integer, received 2.5']],
    ['threshold-range.yaml', [':4:9: thresholds.good: must be at most 1, received 1.5']],
    ['threshold-order.yaml', [':5:15: thresholds.acceptable: must not be above good (0.5)']],
    ['threshold-order-gap.yaml', [':5:13: thresholds.degraded: must not be above good (0.5)']],
    ['threshold-nan.yaml', [':4:9: thresholds.good: expected a finite number, received NaN']],
    ['runs-nan.yaml', [':3:7: runs: expected a finite number, received NaN']],
    ['runs-huge.yaml', [':3:7: runs: expected a finite number, received Infinity']],
    ['doc-marker-only.yaml', [': file is empty: expected a scenario mapping']],
    ['collection-key.yaml', [':3:3: a key must be a plain value (text or number), found a list']],
    [
      'bad-match.yaml',
      [':3:8: match: expected one of "similarity", "exact", "in_order", "any_order"; received "fuzzy"'],
    ],
    ['empty-value.yaml', [':2:1: user_intent: expected string, received null']],
    ['tags-not-list.yaml', [':3:7: tags: expected a list, received "smoke"']],
    ['unresolved-alias.yaml', [':2:14: alias "*intent" refers to no anchor "&intent" set before it']],
    ['criterion-key.yaml', [':5:5: success_criteria[1].contain: unknown key "contain" (did you mean "contains"?)']],
    [
      'criterion-regex.yaml',
      [
        ':4:12: success_criteria[0].regex: not a valid regular expression: ' +
          'Invalid regular expression: /a(b/: Unterminated group',
      ],
    ],
    [
      'criterion-form.yaml',
      [
        ':4:5: success_criteria[0]: expected text, ' +
          'or a mapping with one of contains, regex, called (with optional args) or judge',
      ],
    ],
    [
      'criterion-called.yaml',
      [':4:13: success_criteria[0].called: expected a canonical id mcp__<server>__<tool>, received "retrieve_tools"'],
    ],
  ];

  it.each(cases)('%s', async (name, expected) => {
    const result = await loadScenarios(`${BAD}/${name}`, { cwd: root });
    expect(result.scenarios).toEqual([]);
    expect(result.problems.map(formatProblem)).toEqual(expected.map((e) => `${BAD}/${name}${e}`));
  });

  it('reports a list or mapping used as a key where it is, nested too, without a Node warning', () => {
    const warn = vi.spyOn(process, 'emitWarning');
    try {
      const text =
        'name: K\nuser_intent: x\nexpected_trajectory:\n  - tool: mcp__a__b\n    args:\n      ? {k: v}\n      : 1\n';
      expect(parseScenarioText(text, 'k.yaml', 'k').problems.map(formatProblem)).toEqual([
        'k.yaml:6:9: expected_trajectory[0].args: a key must be a plain value (text or number), found a mapping',
      ]);
      expect(
        parseScenarioText('name: K\nuser_intent: x\n&l [p]: 1\n', 'a.yaml', 'a').problems.map(formatProblem),
      ).toEqual(['a.yaml:3:4: a key must be a plain value (text or number), found a list']);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it("a simulated user: its line kept, max_turns 5 by default, done_when one of the run's criteria", () => {
    const text =
      'name: U\nuser_intent: Hi\nsuccess_criteria: [eggs]\nuser:\n  goal: A list\n  done_when: { regex: milk }\n';
    const { scenario } = parseScenarioText(text, 'u.yaml', 'u');
    expect(scenario?.user).toEqual({ goal: 'A list', max_turns: 5, done_when: { regex: 'milk' }, line: 4 });
    expect(scenario?.success_criteria).toEqual(['eggs', { regex: 'milk' }]);
    expect(scenario?.turns).toBeUndefined();
  });

  it('loads the good files of a directory full of bad ones, and reports duplicate names naming both files', async () => {
    const result = await loadScenarios(`${BAD}/**/*.yaml`, { cwd: root });
    expect(result.scenarios.map((s) => s.id)).toEqual(['dup-a', 'ok']);
    const problems = result.problems.map(formatProblem);
    expect(problems).toContain(
      `${BAD}/dup-b.yaml:1:7: name: duplicate scenario name "Duplicate" (also in ${BAD}/dup-a.yaml)`,
    );
    // One per case above (unknown-key has two), plus the duplicate name.
    expect(problems).toHaveLength(cases.reduce((n, [, e]) => n + e.length, 0) + 1);
    // Sorted by file, then position.
    expect([...result.problems].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))).toEqual(
      result.problems,
    );
  });

  it('refuses a 5 MB file unread, binary junk and invalid UTF-8, and still loads the good file next to them', async () => {
    const dir = tempDir({
      'big.yaml': `name: Big\nuser_intent: x\n${'# padding\n'.repeat(500_000)}`,
      'binary.yaml': Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x3a, 0x00, 0xff, 0x10, 0x00]),
      'latin1.yaml': Buffer.concat([
        Buffer.from('name: Caf'),
        Buffer.from([0xe9]),
        Buffer.from('\nuser_intent: Ol'),
        Buffer.from([0xe9]),
        Buffer.from('\n'),
      ]),
      'good.yaml': 'name: Good\nuser_intent: Still loads\n',
    });
    const result = await loadScenarios('*.yaml', { cwd: dir });
    expect(result.scenarios.map((s) => s.id)).toEqual(['good']);
    expect(result.problems.map(formatProblem)).toEqual([
      'big.yaml: file is 5000025 bytes, above the limit of 1048576 bytes (1 MiB) for a scenario file; not read',
      'binary.yaml: binary file (NUL byte at offset 5), not YAML text',
      'latin1.yaml:1:10: not valid UTF-8 text',
    ]);
  });

  it('refuses a file one byte above the limit but reads one at the limit', async () => {
    const body = 'name: Edge\nuser_intent: x\n';
    const atLimit = body + '#'.repeat(MAX_SCENARIO_BYTES - body.length - 1) + '\n';
    const dir = tempDir({ 'at.yaml': atLimit, 'over.yaml': `${atLimit}\n` });
    const result = await loadScenarios('*.yaml', { cwd: dir });
    expect(result.scenarios.map((s) => s.id)).toEqual(['at']);
    expect(result.problems.map(formatProblem)).toEqual([
      'over.yaml: file is 1048577 bytes, above the limit of 1048576 bytes (1 MiB) for a scenario file; not read',
    ]);
  });

  it('reports a glob that matches nothing as a problem', async () => {
    expect(await problemsOf('no-such-dir/**/*.yaml')).toEqual([
      'no-such-dir/**/*.yaml: no scenario files match this pattern',
    ]);
  });

  it('reports two files with the same id (a.yaml and a.yml)', async () => {
    const dir = tempDir({ 'a.yaml': 'name: A\nuser_intent: x\n', 'a.yml': 'name: B\nuser_intent: y\n' });
    const result = await loadScenarios('*.yaml', { cwd: dir });
    expect(result.scenarios.map((s) => s.file)).toEqual(['a.yaml']);
    expect(result.problems.map(formatProblem)).toEqual(['a.yml: scenario id "a" is already used by a.yaml']);
  });

  it('checks binary content in parseScenarioBytes too', () => {
    expect(parseScenarioBytes(Buffer.from('a: 1\n\0'), 'x.yaml', 'x').problems.map(formatProblem)).toEqual([
      'x.yaml: binary file (NUL byte at offset 5), not YAML text',
    ]);
  });
});

describe('good scenario files', () => {
  it('loads every field with defaults filled, .yml included, sorted by id', async () => {
    const result = await loadScenarios(`${GOOD}/**/*.yaml`, { cwd: root });
    expect(result.problems).toEqual([]);
    expect(result.scenarios.map((s) => [s.id, s.file])).toEqual([
      ['full', `${GOOD}/full.yaml`],
      ['nested/other', `${GOOD}/nested/other.yml`],
      ['search', `${GOOD}/search.yaml`],
    ]);
    const full = result.scenarios[0];
    expect(full).toEqual({
      id: 'full',
      file: `${GOOD}/full.yaml`,
      content_hash: createHash('sha256')
        .update(readFileSync(path.join(root, GOOD, 'full.yaml')))
        .digest('hex'),
      name: 'Every field',
      description: 'Sets every field the schema knows',
      enabled: false,
      user_intent: 'Add a server, then list servers',
      expected_trajectory: [
        {
          action: 'add',
          tool: 'mcp__my_proxy__upstream_servers',
          args: { operation: 'add', name: 'server1' },
          notes: 'the id in the answer varies',
        },
        { tool: 'mcp__my_proxy__upstream_servers', args: { operation: 'list' } },
      ],
      config_file: 'config/proxy.json',
      success_criteria: [
        'server1 is listed',
        { contains: '"name":"server1"' },
        { regex: 'server\\d+' },
        { called: 'mcp__my_proxy__upstream_servers', args: { operation: 'add' } },
        { judge: 'The answer says which servers are configured' },
      ],
      criteria_regression: 'broken',
      elicitation: [],
      sampling: [],
      expect_failure: false,
      tags: ['servers', 'slow'],
      servers: ['my_proxy'],
      max_turns: 8,
      runs: 3,
      timeout_seconds: 90.5,
      thresholds: { good: 0.9, acceptable: 0.7, degraded: 0.4 },
      match: 'any_order',
      ignore: { args: ['id'], response_fields: ['created_at'] },
    });
  });

  it('fills the defaults of a minimal scenario', () => {
    const { scenario, problems } = parseScenarioText('name: Min\nuser_intent: Do it\n', 'min.yaml', 'min');
    expect(problems).toEqual([]);
    expect(scenario).toEqual({
      id: 'min',
      file: 'min.yaml',
      content_hash: createHash('sha256').update('name: Min\nuser_intent: Do it\n').digest('hex'),
      name: 'Min',
      enabled: true,
      user_intent: 'Do it',
      expected_trajectory: [],
      success_criteria: [],
      criteria_regression: 'degraded',
      elicitation: [],
      sampling: [],
      expect_failure: false,
      tags: [],
      match: 'similarity',
      ignore: { args: [], response_fields: [] },
    });
  });

  it('takes ids from the static base of the pattern, a directory, or a single file', async () => {
    const ids = async (pattern: string) => (await loadScenarios(pattern, { cwd: root })).scenarios.map((s) => s.id);
    expect(await ids(`${GOOD}/`)).toEqual(['full', 'nested/other', 'search']);
    expect(await ids(`${GOOD}/nested/*.yml`)).toEqual(['other']);
    expect(await ids(`${GOOD}/search.yaml`)).toEqual(['search']);
    expect(await ids(`test/fixtures/scenarios-go*/search.yaml`)).toEqual(['scenarios-good/search']);
    expect(await ids(path.join(root, GOOD, '*.yaml'))).toEqual(['full', 'search']);
  });

  it('validates a plain object without positions', () => {
    expect(validateScenarioObject({ name: 'x', user_intent: 'y', runs: 0 }, 'obj').problems.map(formatProblem)).toEqual(
      ['obj: runs: must be at least 1, received 0'],
    );
  });
});

describe('demo scenarios', () => {
  it('load with no problems, target the everything server, and point editors at the schema', async () => {
    const result = await loadScenarios('scenarios/**/*.yaml', { cwd: root });
    expect(result.problems.map(formatProblem)).toEqual([]);
    // The demo runs the ones tagged demo; scenarios/mcpproxy/ is the MCPProxy suite (test/compose/compose-file.test.ts).
    result.scenarios = result.scenarios.filter((s) => s.tags.includes('demo'));
    expect(result.scenarios.map((s) => s.id)).toEqual(['echo', 'echo-then-sum', 'messages/annotated-error', 'weather']);
    expect(result.scenarios[0].expected_trajectory).toEqual([
      { action: 'echo', tool: 'mcp__everything__echo', args: { message: 'hello' } },
    ]);
    for (const s of result.scenarios) {
      expect(s.servers).toEqual(['everything']);
      for (const call of s.expected_trajectory) {
        expect(call.tool).toMatch(
          /^mcp__everything__(echo|get-sum|get-annotated-message|get-structured-content|get-resource-links)$/,
        );
      }
      const depth = s.id.split('/').length;
      expect(readFileSync(path.join(root, s.file), 'utf8').split('\n')[0]).toBe(
        `# yaml-language-server: $schema=${'../'.repeat(depth)}scenario.schema.json`,
      );
    }
  });
});

describe('scenario.schema.json', () => {
  it('is up to date with the zod schema (run `npm run schema`)', () => {
    expect(readFileSync(path.join(root, 'scenario.schema.json'), 'utf8')).toBe(scenarioJsonSchemaText());
  });

  it("every field is a row of docs/scenarios.md's field table, and every row a field", () => {
    const schema = JSON.parse(scenarioJsonSchemaText()) as { properties: Record<string, unknown> };
    const docs = readFileSync(path.join(root, 'docs/scenarios.md'), 'utf8');
    const rows = [...docs.matchAll(/^\| `([a-z_]+)(?:[.[][^`]*)?` \|/gm)].map((m) => m[1]);
    expect([...new Set(rows)].sort()).toEqual(Object.keys(schema.properties).sort());
  });

  it('lets defaulted fields be left out and rejects unknown keys', () => {
    const schema = JSON.parse(scenarioJsonSchemaText()) as {
      required: string[];
      additionalProperties: boolean;
      title: string;
    };
    expect(schema.required).toEqual(['name']);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.title).toBe('mcp-eval scenario');
  });
});
