// docs/cli.md and `--help` held to each other both ways, as a person reads them: every command `mcp-eval --help` lists
// is in the page's table and every one there is a command; every option each command's `--help` lists is on the
// page's line for exactly the commands that take it, and every option there is one those commands take. The CLI's
// main runs in this process (helpers/cli-in-process.ts): a command line read, nothing run; test/e2e/cli.test.ts spawns
// --help as a person runs it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliInProcess as cli } from '../helpers/cli-in-process.js';
import { tempDir } from '../helpers/mcp-servers.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const page = readFileSync(path.join(ROOT, 'docs/cli.md'), 'utf8');

/** The page's command table: the first cell's command of each row. */
function pageCommands(text: string): string[] {
  return [...text.matchAll(/^\| `([a-z]+)[^`]*`(?:, `[a-z]+[^`]*`)* \|/gm)].flatMap((m) =>
    [...m[0].matchAll(/`([a-z]+)/g)].map((c) => c[1]),
  );
}

/** The page's lines `- **record, compare**: `--a`, `--b``: each option with the commands it names (sorted). */
function pageOptions(text: string, every: string[]): Map<string, string> {
  const section = text.split('## Every option, by the commands that take it')[1]?.split('\n## ')[0] ?? '';
  const options = new Map<string, string>();
  // A line may run on over indented lines.
  for (const item of section.split(/\n(?=- \*\*)/).filter((l) => l.startsWith('- **'))) {
    const [, who, list] = /^- \*\*([^*]+)\*\*: ([\s\S]*)$/.exec(item)!;
    const commands = who === 'every command' ? every : who.split(', ');
    for (const [, flag] of list.matchAll(/`(--[a-z0-9-]+)`/g)) {
      expect(options.has(flag), `${flag} is on two lines of docs/cli.md`).toBe(false);
      options.set(flag, [...commands].sort().join(' '));
    }
  }
  return options;
}

/** The commands of `mcp-eval --help`, in its order. */
function helpCommands(help: string): string[] {
  return [...help.split('Commands:\n')[1].matchAll(/^ {2}([a-z]+) /gm)].map((m) => m[1]);
}

describe('docs/cli.md and --help', () => {
  it('list the same commands, and each command the same options', async () => {
    const cwd = tempDir();
    const general = await cli(['--help'], cwd);
    expect(general.code).toBe(0);
    const commands = helpCommands(general.stdout);
    expect(commands).toContain('contract');
    expect([...pageCommands(page)].sort()).toEqual([...commands].sort());

    const helps = await Promise.all(commands.map((c) => cli([c, '--help'], cwd)));
    const byHelp = new Map<string, string[]>();
    helps.forEach((h, i) => {
      expect([commands[i], h.code]).toEqual([commands[i], 0]);
      for (const [, flag] of h.stdout.matchAll(/^ {2}(--[a-z0-9-]+)/gm))
        byHelp.set(flag, [...(byHelp.get(flag) ?? []), commands[i]]);
    });
    const help = new Map([...byHelp].map(([flag, cs]) => [flag, cs.sort().join(' ')]));
    const docs = pageOptions(page, commands);
    const sorted = (m: Map<string, string>) => [...m].sort(([a], [b]) => a.localeCompare(b));
    // Both ways: an option --help has that the page lacks (or gives other commands), and one the page has that no
    // command takes.
    expect(sorted(docs)).toEqual(sorted(help));
    expect(help.size).toBeGreaterThan(60);
  }, 120_000);

  it('the reading of the page sees an option missing, one too many and one on the wrong commands', () => {
    const doc = [
      '## Every option, by the commands that take it',
      '',
      '- **every command**: `--help`',
      '- **record, compare**: `--runs`,',
      '  `--agent`',
      '- **ab**: `--servers-b`',
      '',
      '## Next',
      '- **demo**: `--not-here`',
    ].join('\n');
    expect([...pageOptions(doc, ['ab', 'compare', 'record'])]).toEqual([
      ['--help', 'ab compare record'],
      ['--runs', 'compare record'],
      ['--agent', 'compare record'],
      ['--servers-b', 'ab'],
    ]);
    expect(
      pageCommands('| `record` | x |\n| `accept <name or id>...` | y |\n| `init`, `import <export>` | z |'),
    ).toEqual(['record', 'accept', 'init', 'import']);
  });
});
