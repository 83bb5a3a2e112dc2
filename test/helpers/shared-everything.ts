// For the run's globalSetup (global-setup.ts): one server-everything over streamable HTTP for the whole run, its URL
// handed to the tests (provide here, sharedEverything() in mcp-servers.ts reads it with inject). A file used to start
// its own, ~0.8 s of CPU each (25 files). The server makes an MCP server of its own for each session (createServer()
// per initialize): logging level, subscriptions, simulated logging, roots, sampling and elicitation requests go to that
// session only (test/mcp/shared-everything.test.ts checks it). Tests about a server's process, start, death or
// transport start their own (startEverything).
import type { TestProject } from 'vitest/node';
import { startEverything } from './mcp-servers.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The MCP endpoint of the run's shared server-everything (streamable HTTP). */
    sharedEverythingUrl: string;
  }
}

/** Starts it, its URL provided to every project's tests; returns what stops it. */
export async function startSharedEverything(project: TestProject): Promise<() => Promise<void>> {
  // PATH alone of the run's environment: its get-env tool answers any session with its env, and the runner's may
  // hold a secret that would reach the tests' results and artifacts.
  const server = await startEverything('streamableHttp', { PATH: process.env.PATH });
  project.provide('sharedEverythingUrl', server.url);
  return () => server.stop();
}
