// zod's settings (src/util/zod-config.ts: jitless) hold only for the schemas built after they are set: the CLI's and
// the action's first module import them before any other, so every module that builds a schema loads after.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');

/** The module specifiers of a file's import statements, in order. */
function imports(text: string): string[] {
  return [...text.matchAll(/^import\s+(?:[^'";]*?\s+from\s+)?'([^']+)';/gms)].map((m) => m[1]);
}

describe("zod's settings", () => {
  it.each(['cli/run-cli.ts', 'github/action.ts'])('are the first import of %s', (file) => {
    expect(imports(readFileSync(path.join(SRC, file), 'utf8'))[0]).toBe('../util/zod-config.js');
  });

  it('the check reads an import below another as not first', () => {
    const text = "import { a } from './a.js';\nimport '../util/zod-config.js';\n";
    expect(imports(text)).toEqual(['./a.js', '../util/zod-config.js']);
  });
});
