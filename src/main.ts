// Action entry (dist/index.js): the main step is runAction() in src/github/action.ts.
import { runAction } from './github/action.js';

await runAction();
