#!/usr/bin/env node
// @modelcontextprotocol/server-everything over stdio, as examples/mcp.json runs it. Node finds the package as it finds
// any dependency, from this folder up: a clone's node_modules, or, where mcp-eval-action is installed, the project's
// node_modules beside it (npm puts a package's dependencies there), so the demo runs the same in both.
await import('@modelcontextprotocol/server-everything/dist/index.js');
