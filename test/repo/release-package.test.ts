// The package as the release packs it (`node scripts/release.mjs package <tag>`, the release workflow's step before
// `npm pack`): package.json names the repository the release is built in (repository, homepage, bugs), and every
// relative link of README.md, which the package ships without docs/, leads to the tagged file there. The owner is
// known only in the release workflow (GITHUB_REPOSITORY); test/repo/workflows.test.ts checks the released tarball.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { marked, type Token } from 'marked';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/mcp-servers.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WEB = 'https://github.com/acme/mcp-eval-action';
const TAG = 'v0.2.0';

function hrefs(markdown: string): string[] {
  const all: Token[] = [];
  marked.walkTokens(marked.lexer(markdown), (t) => void all.push(t));
  return all.filter((t): t is Token & { href: string } => t.type === 'link' || t.type === 'image').map((t) => t.href);
}

/** The release step run in a copy of what it reads and writes. */
function release(env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string; dir: string }> {
  const dir = tempDir();
  mkdirSync(path.join(dir, 'scripts'));
  for (const f of ['package.json', 'README.md', 'scripts/release.mjs']) cpSync(path.join(ROOT, f), path.join(dir, f));
  return new Promise((resolve) =>
    execFile(
      process.execPath,
      [path.join(dir, 'scripts/release.mjs'), 'package', TAG],
      { env: { PATH: process.env.PATH, ...env } },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code) : 0, stdout, stderr, dir }),
    ),
  );
}

describe('release.mjs package', () => {
  it("names the repository in package.json and points README.md's relative links at the tagged files", async () => {
    const res = await release({ GITHUB_REPOSITORY: 'acme/mcp-eval-action' });
    expect([res.code, res.stdout]).toEqual([0, `release: package.json and README.md's links name ${WEB} at ${TAG}\n`]);
    const pkg = JSON.parse(readFileSync(path.join(res.dir, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect([pkg.repository, pkg.homepage, pkg.bugs]).toEqual([
      { type: 'git', url: `git+${WEB}.git` },
      `${WEB}#readme`,
      { url: `${WEB}/issues` },
    ]);
    const before = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const after = readFileSync(path.join(res.dir, 'README.md'), 'utf8');
    const relative = hrefs(before).filter((h) => !/^[a-z]+:/i.test(h) && !h.startsWith('#'));
    expect(relative.length).toBeGreaterThan(15);
    // Every link is absolute now (or an anchor of the README itself), one for one.
    const links = hrefs(after);
    expect(links).toHaveLength(hrefs(before).length);
    expect(links.filter((h) => !/^https?:/.test(h) && !h.startsWith('#'))).toEqual([]);
    // Each leads to a file of the repository at the tag: a page to be read, an image as its bytes.
    const tagged = links.flatMap((h) => {
      const m = new RegExp(`^${WEB}/(blob|raw)/${TAG}/([^#]+)`).exec(h);
      return m ? [[m[1], m[2]]] : [];
    });
    expect(tagged).toHaveLength(relative.length);
    expect(tagged.filter(([, file]) => !existsSync(path.join(ROOT, decodeURI(file))))).toEqual([]);
    expect(tagged.filter(([kind, file]) => (kind === 'raw') !== file.endsWith('.png'))).toEqual([]);
    // The text is the same but for the links.
    const unlinked = (text: string) => text.replace(/\]\([^)]*\)/g, ']()');
    expect(unlinked(after)).toBe(unlinked(before));
  });

  it('refuses without GITHUB_REPOSITORY, changing nothing', async () => {
    const res = await release({});
    expect([res.code, res.stderr]).toEqual([
      1,
      'release: package needs GITHUB_REPOSITORY (owner/name), as a workflow step has it\n',
    ]);
    expect(readFileSync(path.join(res.dir, 'package.json'), 'utf8')).toBe(
      readFileSync(path.join(ROOT, 'package.json'), 'utf8'),
    );
  });
});
