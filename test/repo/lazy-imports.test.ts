// Every lazy import in src/ says why it is lazy (issue 43): an `await import(` keeps a module out of the cold start
// or loads it for the one command that needs it, and a reader should not have to guess which. The reason is a
// comment within the three lines above the import (one comment may cover a group of imports in one function).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');

/** How many lines above a lazy import its comment may be. */
const COMMENT_REACH = 3;

const isComment = (line: string): boolean => /^\s*(\/\/|\/\*|\*)/.test(line);

/** The lazy imports of one file's text with no comment within COMMENT_REACH lines above, as `file:line`. */
function uncommented(file: string, text: string): string[] {
  const lines = text.split('\n');
  return lines.flatMap((line, i) => {
    if (!line.includes('await import(')) return [];
    const above = lines.slice(Math.max(0, i - COMMENT_REACH), i);
    return above.some(isComment) ? [] : [`${file}:${i + 1}`];
  });
}

const FILES = readdirSync(SRC, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && e.name.endsWith('.ts'))
  .map((e) => path.relative(SRC, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
  .sort();

describe('lazy imports', () => {
  it('every `await import(` in src/ has a comment within the 3 lines above it saying why', () => {
    const found = FILES.flatMap((f) => uncommented(f, readFileSync(path.join(SRC, f), 'utf8')));
    expect(found).toEqual([]);
  });

  it('the check sees a planted lazy import with no comment, and one whose comment is 4 lines up', () => {
    const bare = ['export async function f() {', "  const { g } = await import('./g.js');", '  return g;', '}'];
    const far = ['// Lazy: g is heavy.', 'const a = 1;', 'const b = 2;', 'const c = 3;', "await import('./g.js');"];
    const near = ['// Lazy: g is heavy.', 'const a = 1;', 'const b = 2;', "await import('./g.js');"];
    expect(uncommented('bare.ts', bare.join('\n'))).toEqual(['bare.ts:2']);
    expect(uncommented('far.ts', far.join('\n'))).toEqual(['far.ts:5']);
    expect(uncommented('near.ts', near.join('\n'))).toEqual([]);
  });
});
