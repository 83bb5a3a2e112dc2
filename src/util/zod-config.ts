// zod's settings for the CLI's and the action's process, imported by their first module before any schema is built
// (zod reads them as each schema is built). Without `jitless`, zod compiles a parser for each object schema the
// first time that schema parses (new Function: source made, then compiled, never kept by Node's compile cache),
// which only pays back over many parses: a run parses most of its schemas a few times (settings, a scenario, a
// baseline, each MCP answer through the SDK's unions, whose every object option is tried). Off, a one-scenario
// record used ~50 ms less CPU and a compare ~20 ms less, and 200 scenarios compared cost the same (issue 43). The
// same parse either way (zod's interpreted parser is the one it runs where eval is not allowed).
import { config } from 'zod';

config({ jitless: true });
