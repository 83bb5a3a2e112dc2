// Action entry (dist/index.js): the main step is runAction() in src/github/action.ts.
import { keepCompiledCode } from './util/compile-cache.js';

keepCompiledCode();
// Imported once the compile cache is on (util/compile-cache.ts): the action's code is then compiled once a machine.
const { runAction } = await import('./github/action.js');
await runAction();
