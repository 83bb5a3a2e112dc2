// Action post: entry (dist/post/index.js): the teardown is runPost() in src/github/post.ts.
import { keepCompiledCode } from './util/compile-cache.js';

keepCompiledCode();
// Imported once the compile cache is on (util/compile-cache.ts), as the other entries do.
const { runPost } = await import('./github/post.js');
await runPost();
