// Words that travel inside messages from where a failure happens (mcp/, pipeline/) to where its cause is named
// (scoring/causes.ts): written once here, so the producer and the reader of a message cannot drift apart.

/** A recording refused as a baseline (pipeline/baseline.ts): what follows says which calls failed. */
export const NOT_RECORDED = 'not recorded as a baseline: ';

/** A service restart (a config group's, or the default's after them) that failed (pipeline/serve.ts, retrieval.ts). */
export const RESTART_FAILED = 'restarting the service with ';

/** A stdio server that went away (mcp/connection.ts): `the server process exited (code 2); stderr: panic: boom`. */
export const SERVER_EXITED = 'the server process exited';
