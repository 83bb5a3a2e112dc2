// Bench 11's child: one import of an export in a process of its own, which loads only what `mcp-eval import`
// loads, and prints its peak memory (max RSS) and time as JSON. Run as: tsx bench/import-child.ts <file> <dir>.
import path from 'node:path';
import { importActivity } from '../src/authoring/import.js';

const [file, dir] = process.argv.slice(2);
const t0 = performance.now();
const summary = await importActivity({
  file,
  via: 'proxy',
  proxy: 'mcpproxy',
  types: ['tool_call', 'internal_tool_call'],
  servers: [],
  dir: path.join(dir, 'scenarios'),
  folder: 'imported',
  baselineDir: path.join(dir, 'baselines'),
  force: true,
  maxScenarios: 200,
  env: {},
});
const result = {
  maxRssKiB: process.resourceUsage().maxRSS,
  ms: performance.now() - t0,
  records: summary.records,
  scenarios: summary.scenarios,
};
process.stdout.write(JSON.stringify(result));
