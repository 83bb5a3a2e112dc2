// 4 (continued). The compact gateway list changes no scenario's status: the demo's scenarios (tag demo, server-everything
// over stdio, as `npm run demo` runs them) and scenarios/mcpproxy/ (the real MCPProxy v0.60.0, restarted with each
// config_file by a reset command) recorded with the full list, then compared with the full list and with the compact
// one, by the scripted and replay agents and by the claude agent through the real SDK against the Messages API
// emulator (its model follows the system prompt: with the compact list it asks for each tool's definition first, and
// stops when it was not told what it needs). Also what the claude runs spent on the tool surface.
import path from 'node:path';
import { createBaselineStore } from '../src/baselines/index.js';
import { run } from '../src/pipeline/index.js';
import { commandReset } from '../src/pipeline/serve.js';
import type { RunReport } from '../src/results/index.js';
import { loadScenarios } from '../src/scenario/loader.js';
import type { ServerConfig } from '../src/mcp/index.js';
import { parseSettings, type SettingsInput } from '../src/settings/settings.js';
import { startAnthropicEmulator } from '../test/emulators/anthropic.js';
import { everythingStdio, httpConfig, tempDir } from '../test/helpers/mcp-servers.js';
import { startGoProxyService } from '../test/helpers/mcpproxy-go-service.js';
import { scenarioModel } from '../test/helpers/scenario-model.js';
import type { Row } from './stats.js';

const ROOT = path.resolve(import.meta.dirname, '..');

interface Suite {
  name: string;
  input: SettingsInput;
  servers: ServerConfig[];
  resetCommand?: string;
}

interface Pass {
  statuses: string[];
  spent: number;
}

async function pass(suite: Suite, cwd: string, input: SettingsInput): Promise<Pass> {
  const settings = parseSettings(
    { concurrency: 1, baselineDir: path.join(cwd, 'baselines'), ...suite.input, ...input },
    {},
  );
  const store = createBaselineStore({ kind: 'dir', dir: settings.baselineDir, cacheKey: 'k', branch: 'b', cwd });
  const limits = { connectSeconds: 30, timeoutSeconds: 120 };
  const reset = suite.resetCommand ? commandReset(suite.resetCommand, cwd, suite.servers, limits) : undefined;
  const report: RunReport = await run(settings, { servers: suite.servers, store, cwd, env: {}, reset });
  const tokens = report.scenarios.flatMap((s) => s.runs.map((r) => r.trajectory.tool_tokens));
  return {
    statuses: report.scenarios.map((s) => `${s.id} ${s.status}`),
    spent: tokens.reduce((n, t) => n + (t ? t.definitions + t.discovery : 0), 0),
  };
}

/** Record with the full list (replay: the scripted recording), then compare with the full and the compact list. */
async function byAgent(suite: Suite, agent: 'scripted' | 'replay' | 'claude', model: Record<string, unknown>) {
  const cwd = tempDir();
  const recorder = agent === 'replay' ? 'scripted' : agent;
  const common = agent === 'claude' ? { ...model, modelRuns: 'always' as const } : {};
  const recorded = await pass(suite, cwd, { ...common, agent: recorder, mode: 'record' });
  const full = await pass(suite, cwd, { ...common, agent, mode: 'compare' });
  const compact = await pass(suite, cwd, { ...common, agent, mode: 'compare', gatewayList: 'compact' });
  return { recorded, full, compact };
}

function tally(statuses: string[]): string {
  const counts = new Map<string, number>();
  for (const s of statuses) counts.set(s.split(' ').pop()!, (counts.get(s.split(' ').pop()!) ?? 0) + 1);
  return [...counts].map(([k, n]) => `${n} ${k}`).join(', ');
}

async function suiteRows(suite: Suite, model: Record<string, unknown>): Promise<Row[]> {
  const rows: Row[] = [];
  for (const agent of ['scripted', 'replay', 'claude'] as const) {
    const { recorded, full, compact } = await byAgent(suite, agent, model);
    const changed = compact.statuses.filter((s, i) => s !== full.statuses[i]);
    rows.push({
      benchmark: `4. compact list: ${suite.name}, ${agent} agent, statuses compared with full vs compact list`,
      measured: `${changed.length} changed${changed.length ? `: ${changed.join(', ')}` : ''}`,
      baseline: `${full.statuses.length} scenarios: ${tally(full.statuses)}`,
      ratio: '-',
      target: '0 changed',
      met: changed.length === 0 && compact.statuses.length === full.statuses.length,
    });
    if (agent !== 'claude') continue;
    rows.push({
      benchmark: `4. compact list: ${suite.name}, claude agent, tool surface spent (tool_tokens) compact vs full`,
      measured: `~${compact.spent} tok`,
      baseline: `~${recorded.spent} tok (full)`,
      ratio: `${((compact.spent / recorded.spent) * 100).toFixed(0)}%`,
      target: 'info',
      met: null,
    });
  }
  return rows;
}

export async function compactStatus(): Promise<Row[]> {
  const pattern = (p: string) => path.join(ROOT, p);
  const loaded = await loadScenarios(pattern('scenarios/**/*.yaml'));
  const emulator = await startAnthropicEmulator({ responder: scenarioModel(loaded.scenarios) });
  const model = { agent: 'claude', anthropicApiKey: 'sk-ant-bench', anthropicBaseUrl: emulator.url };
  const service = await startGoProxyService();
  try {
    const demo: Suite = {
      name: 'demo (tag demo)',
      input: { scenarios: pattern('scenarios/**/*.yaml'), tag: ['demo'] },
      servers: [everythingStdio()],
    };
    const mcpproxy: Suite = {
      name: 'scenarios/mcpproxy (MCPProxy v0.60.0)',
      input: { scenarios: pattern('scenarios/mcpproxy/**/*.yaml') },
      servers: [httpConfig('mcpproxy', service.url, 'streamable-http')],
      resetCommand: service.resetCommand,
    };
    return [...(await suiteRows(demo, model)), ...(await suiteRows(mcpproxy, model))];
  } finally {
    await service.stop();
    await emulator.close();
  }
}
