// The docs a person reads: a README that is a landing page, pages short enough to read, and links that lead
// somewhere. Markdown is read with a real parser (marked), so a link inside a code block is no link, and anchors are
// the slugs GitHub gives headings (github-slugger).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { marked, type Token } from 'marked';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const README_MAX_LINES = 250;
const PAGE_MAX_LINES = 700;

/** The Markdown files of the repository (committed or new, not ignored), outside dependencies, bundles, fixtures. */
function markdownFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.md'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return [...new Set(listed.split('\n'))]
    .filter((f) => f && !/^(node_modules|dist|test\/fixtures)\//.test(f))
    .filter((f) => existsSync(path.join(ROOT, f)))
    .sort();
}

const lineCount = (text: string): number => (text.match(/\n/g) ?? []).length + (text.endsWith('\n') ? 0 : 1);

function tokensOf(text: string): Token[] {
  const tokens = marked.lexer(text);
  const all: Token[] = [];
  marked.walkTokens(tokens, (t) => void all.push(t));
  return all;
}

/** The anchors GitHub gives the headings of a Markdown text: `## When to shard` is `#when-to-shard`. */
function anchorsOf(text: string): Set<string> {
  const slugger = new GithubSlugger();
  const headings = tokensOf(text).filter((t): t is Token & { text: string } => t.type === 'heading');
  return new Set(headings.map((h) => slugger.slug(h.text)));
}

/** Each relative link (and image) of a Markdown file that leads nowhere: a missing file, or an anchor no heading has. */
function brokenLinks(file: string, text: string, read: (file: string) => string | null): string[] {
  const hrefs = tokensOf(text)
    .filter((t): t is Token & { href: string } => t.type === 'link' || t.type === 'image')
    .map((t) => t.href)
    .filter((href) => !/^[a-z][a-z0-9+.-]*:/i.test(href));
  const broken: string[] = [];
  for (const href of hrefs) {
    const [target, anchor] = href.split('#') as [string, string | undefined];
    const file2 = target ? path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(target))) : file;
    const content = read(file2);
    if (content === null) broken.push(`${file}: ${href}: no file ${file2}`);
    else if (anchor && !anchorsOf(content).has(decodeURIComponent(anchor)))
      broken.push(`${file}: ${href}: no heading #${anchor} in ${file2}`);
  }
  return broken;
}

/** A file's text; a directory that exists reads as '' (a link may name a folder); null when there is neither. */
function readRepo(file: string): string | null {
  const abs = path.join(ROOT, file);
  if (!abs.startsWith(ROOT) || !existsSync(abs)) return null;
  return file.endsWith('.md') ? readFileSync(abs, 'utf8') : '';
}

describe('the docs', () => {
  const files = markdownFiles();

  it('finds the README and the pages of docs/ (and no bundle or fixture)', () => {
    expect(files).toContain('README.md');
    expect(files).toContain('docs/architecture.md');
    expect(files.filter((f) => f.startsWith('node_modules/') || f.startsWith('test/fixtures/'))).toEqual([]);
  });

  it(`README.md is a landing page: at most ${README_MAX_LINES} lines`, () => {
    expect(lineCount(readFileSync(path.join(ROOT, 'README.md'), 'utf8'))).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it(`no Markdown file is over ${PAGE_MAX_LINES} lines: a longer one is several pages`, () => {
    const long = files
      .map((f) => [f, lineCount(readFileSync(path.join(ROOT, f), 'utf8'))] as const)
      .filter(([, n]) => n > PAGE_MAX_LINES);
    expect(long.map(([f, n]) => `${f}: ${n} lines`)).toEqual([]);
  });

  it('every relative link leads to a file that exists, and an #anchor to a heading there', () => {
    expect(files.filter((f) => f.startsWith('docs/')).length).toBeGreaterThan(10);
    expect(files.flatMap((f) => brokenLinks(f, readFileSync(path.join(ROOT, f), 'utf8'), readRepo))).toEqual([]);
  });

  it('the link check sees a missing file and a missing heading, and no link in a code block', () => {
    const page = [
      '# Page',
      '## When to shard',
      '[ok](#when-to-shard) [ok](other.md#the-mcp-eval-cli) [file](gone.md) [anchor](other.md#nowhere) [self](#nowhere)',
      '```yaml',
      '[not a link](gone-too.md)',
      '```',
      '`[code](gone-three.md)`',
    ].join('\n');
    const read = (f: string) => (f === 'docs/other.md' ? '# Other\n## The `mcp-eval` CLI\n' : null);
    expect(brokenLinks('docs/page.md', page, (f) => (f === 'docs/page.md' ? page : read(f)))).toEqual([
      'docs/page.md: gone.md: no file docs/gone.md',
      'docs/page.md: other.md#nowhere: no heading #nowhere in docs/other.md',
      'docs/page.md: #nowhere: no heading #nowhere in docs/page.md',
    ]);
  });
});

describe('the tag the workflow snippets use', () => {
  it("is the major tag release.yml moves for package.json's version (v0 for 0.x), in every page and workflow", () => {
    const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
    const release = readFileSync(path.join(ROOT, '.github/workflows/release.yml'), 'utf8');
    const rule = /^\s*(major=.*)$/m.exec(release)?.[1];
    expect(rule, 'release.yml moves a major tag').toBeDefined();
    // The workflow's own rule, run as its step runs it on the tag of this version.
    const moved = execFileSync('bash', ['-c', `${rule}; printf %s "$major"`], {
      env: { GITHUB_REF_NAME: `v${version}` },
      encoding: 'utf8',
    });
    expect(moved).toBe(`v${version.split('.')[0]}`);
    const listed = execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.md', '*.yml'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
    const files = listed.split('\n').filter((f) => f && !/^(node_modules|dist|test\/fixtures)\//.test(f));
    const uses = files.flatMap((f) =>
      existsSync(path.join(ROOT, f))
        ? [...readFileSync(path.join(ROOT, f), 'utf8').matchAll(/mcp-eval-action@(v\d[^\s`'")]*)/g)].map(
            (m) => `${f}: @${m[1]}`,
          )
        : [],
    );
    expect(uses.length).toBeGreaterThanOrEqual(8);
    expect(uses.filter((u) => !u.endsWith(`: @${moved}`))).toEqual([]);
  });
});
