// Node keeps the code it compiled of a bundle for the next run (Node >= 22.1; in the OS temp folder, or
// NODE_COMPILE_CACHE; NODE_DISABLE_COMPILE_CACHE=1 turns it off): a later run skips compiling most of it. Both
// entries (main.ts, the action; cli.ts) turn it on first and import the rest after, not statically: a static import
// is compiled before the entry's first line runs (docs/cli.md "The compile cache", BENCHMARKS.md "The CLI process").
import nodeModule from 'node:module';

/** Turns Node's compile cache on for the modules loaded from now on; nothing where Node has none. */
export function keepCompiledCode(): void {
  const { enableCompileCache } = nodeModule as { enableCompileCache?: () => unknown };
  enableCompileCache?.();
}
