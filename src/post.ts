// Action post: entry (dist/post/index.js): the teardown is runPost() in src/github/post.ts.
import { runPost } from './github/post.js';

await runPost();
