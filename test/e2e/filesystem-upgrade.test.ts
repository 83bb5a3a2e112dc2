// A real server's real upgrade whose scenarios all still pass while its contract breaks: server-filesystem 2025.8.21 ->
// 2026.8.31 (both installed from npm: package.json's server-filesystem-old and -new), ten read-only scenarios through
// the CLI's main in this process (helpers/cli-in-process.ts). The check fails on the contract alone
// (read_multiple_files now needs one path at least), and before issue 42 the terminal ended `BROKEN: 10 GOOD` after
// 40-odd contract rows, the comment and the HTML report opened with the compatible changes. Now every surface says it
// first: what failed, which setting decided, the cause with its fix; the 57 compatible changes fold away. (Issue 42
// used 2026.1.14 as the old release: it is not installed here, and no dependency is added for it; 2025.8.21 breaks the
// same way.)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliInProcess } from '../helpers/cli-in-process.js';
import { cliProject } from '../helpers/cli-project.js';
import { stopAllServers } from '../helpers/mcp-servers.js';
import { expectCommentFirst, expectedFirst, expectHtmlFirst, expectTerminalFirst } from '../helpers/first-screen.js';

afterAll(stopAllServers);

const release = (name: string) => path.resolve(`node_modules/${name}/dist/index.js`);

/** Ten scenarios of the old release's read-only tools, each with arguments that work on both releases. */
function scenarios(files: string): Record<string, string> {
  const one = (name: string, tool: string, args: Record<string, unknown>) =>
    `name: ${name}\nuser_intent: ${name}\nservers: [fs]\nexpected_trajectory:\n` +
    `  - tool: mcp__fs__${tool}\n    args: ${JSON.stringify(args)}\n`;
  const a = path.join(files, 'a.txt');
  return {
    'dirs.yaml': one('List allowed directories', 'list_allowed_directories', {}),
    'list.yaml': one('List the directory', 'list_directory', { path: files }),
    'sizes.yaml': one('List with sizes', 'list_directory_with_sizes', { path: files }),
    'text.yaml': one('Read a text file', 'read_text_file', { path: a }),
    'head.yaml': one('Read the first line', 'read_text_file', { path: a, head: 1 }),
    'file.yaml': one('Read a file', 'read_file', { path: a }),
    'many.yaml': one('Read several files', 'read_multiple_files', { paths: [a, path.join(files, 'sub/b.md')] }),
    'info.yaml': one('File info', 'get_file_info', { path: a }),
    'tree.yaml': one('Show the tree', 'directory_tree', { path: files }),
    'search.yaml': one('Search files', 'search_files', { path: files, pattern: '*.md' }),
  };
}

describe('server-filesystem 2025.8.21 -> 2026.8.31: the contract breaks, every scenario passes', () => {
  it('says so first on every surface: the verdict, the check, the cause and its fix; the rest folds', async () => {
    const dir = cliProject({}, {});
    const files = path.join(dir, 'files');
    mkdirSync(path.join(files, 'sub'), { recursive: true });
    mkdirSync(path.join(dir, 'scenarios'), { recursive: true });
    writeFileSync(path.join(files, 'a.txt'), 'hello\nworld\n');
    writeFileSync(path.join(files, 'sub/b.md'), '# b\n');
    for (const [name, text] of Object.entries(scenarios(files))) writeFileSync(path.join(dir, 'scenarios', name), text);
    for (const side of ['old', 'new'])
      writeFileSync(
        path.join(dir, `${side}.json`),
        JSON.stringify({
          mcpServers: { fs: { command: process.execPath, args: [release(`server-filesystem-${side}`), files] } },
        }),
      );
    const record = await cliInProcess(['record', '--servers', 'old.json', '--agent', 'scripted'], dir);
    expect(record.code, record.stdout).toBe(0);

    const upgraded = await cliInProcess(['compare', '--servers', 'new.json', '--agent', 'scripted'], dir);
    expect(upgraded.code, upgraded.stdout).toBe(1);
    const { report, sentence } = expectedFirst(dir);
    expect(report.counts.GOOD).toBe(10);
    expect(report.contract?.counts).toMatchObject({ breaking: 1, risky: 0 });
    expect(report.contract!.counts.compatible).toBeGreaterThan(40);
    expect(sentence).toBe('BROKEN: the contract (1 breaking change); scenarios 10 GOOD');
    expect(upgraded.stdout).toContain('\nthe check fails: fail-on-contract breaking (1 breaking change)\n');
    expect(upgraded.stdout).toContain(
      'Caught: 1 tool: input schema changed, a call that fitted may be refused: contract, breaking ' +
        '(`read_multiple_files` on fs)\n',
    );
    // The compatible changes and the passed scenarios are counted, not listed.
    expect(upgraded.stdout).toMatch(/\n {2}compatible: \d+ in \d+ rule\(s\) \(--verbose lists them\)\n/);
    expect(upgraded.stdout).toContain('\nPassed: 10 GOOD (--verbose lists them)\n');
    expect(upgraded.stdout.split('\n').length).toBeLessThan(20);

    expectTerminalFirst(upgraded.stdout, dir);
    expectCommentFirst(dir);
    const screen = await expectHtmlFirst(dir);
    expect(screen.causes).toHaveLength(1);

    // --verbose lists every scenario and every change.
    const verbose = await cliInProcess(['compare', '--servers', 'new.json', '--agent', 'scripted', '--verbose'], dir);
    expect(verbose.stdout.match(/^✅ GOOD/gm)).toHaveLength(10);
    expect(verbose.stdout).toContain('[output-schema-added]');
    // fail-on-contract never: the same run passes, and says so once.
    const lenient = await cliInProcess(
      ['compare', '--servers', 'new.json', '--agent', 'scripted', '--fail-on-contract', 'never'],
      dir,
    );
    expect(lenient.code, lenient.stdout).toBe(0);
    expect(lenient.stdout).not.toMatch(/check fails/);
  }, 300_000);
});
