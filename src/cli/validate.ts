// `mcp-eval validate`: the scenario files (file:line:col problems), the ones --name and --tag choose, their
// config_file, the retrieval suites (--retrieval-suites: each file and the files it names, as a run loads them), and
// the servers they name against the server configuration, and that configuration itself: every server of it (one
// bad entry does not hide the next), each stdio command found on PATH (or the nearest one named) and each URL sound.
// A server that no configuration was given for is a note, not a problem: the default (MCPProxy on :8081) is a
// guess, and the scenarios that name another server run once --servers names it (the repository's own examples name
// server-everything, examples/mcp.json).
import path from 'node:path';
import { errorMessage } from '../util/errors.js';
import type { Scenario } from '../scenario/schema.js';
import { parseSettings } from '../settings/settings.js';
import { oneLine } from '../sanitize/escape.js';
import type { Parsed } from './args.js';
import { EXIT_FAILED, EXIT_PASS, requireScenarioFiles } from './commands.js';

interface Findings {
  problems: string[];
  notes: string[];
  /** Scenarios that name a server the default configuration lacks. */
  unconfigured: number;
}

export async function validateCommand(p: Parsed): Promise<number> {
  // No agent runs: the key the claude agent needs is not asked for.
  const settings = parseSettings({ ...p.raw, agent: 'scripted' });
  // validate's checks load only when validate runs: run-cli.ts imports this file at every start.
  const { loadScenarios } = await import('../scenario/loader.js');
  const { formatProblem } = await import('../scenario/schema.js');
  const { matchesFilters } = await import('../pipeline/plan.js');
  const loaded = await loadScenarios(settings.scenarios);
  requireScenarioFiles(loaded, settings.scenarios);
  const chosen = loaded.scenarios.filter((s) => matchesFilters(s, settings));
  const found: Findings = { problems: loaded.problems.map(formatProblem), notes: [], unconfigured: 0 };
  const servers = await serverNames(settings.servers, found.problems);
  const suites = await suiteProblems(settings.retrievalSuites, found.problems);
  const named = [...chosen, ...suites];
  checkServers(named, servers, p.raw.servers === undefined ? null : (settings.servers ?? null), found);
  found.problems.push(...(await configProblems(chosen)));
  const { problems, notes } = found;
  if (p.json) {
    const ids = chosen.map((s) => s.id);
    const retrieval = suites.map((s) => s.file);
    process.stdout.write(
      `${JSON.stringify({ scenarios: ids, retrieval_suites: retrieval, problems, notes }, null, 2)}\n`,
    );
  } else {
    for (const l of [...problems, ...notes.map((n) => `note: ${n}`)]) process.stderr.write(`${oneLine(l)}\n`);
    const counts = { chosen: chosen.length, all: loaded.scenarios.length, suites: suites.length };
    process.stdout.write(`${summary(counts, servers.length, found)}\n`);
  }
  return problems.length ? EXIT_FAILED : EXIT_PASS;
}

/** A scenario or a retrieval suite: its file, and the servers it needs. */
interface NamesServers {
  file: string;
  servers?: string[];
}

type Counts = { chosen: number; all: number; suites: number };

/**
 * "4 of 15 scenario(s), 1 retrieval suite(s), 1 server(s), 0 problem(s)" (suites when given), and how many wait for
 * a server configuration.
 */
function summary({ chosen, all, suites }: Counts, servers: number, { problems, unconfigured }: Findings): string {
  const scenarios = chosen === all ? `${all}` : `${chosen} of ${all}`;
  const retrieval = suites ? `, ${suites} retrieval suite(s)` : '';
  const waiting = unconfigured ? `; ${unconfigured} of them name a server the default configuration lacks (notes)` : '';
  return `${scenarios} scenario(s)${retrieval}, ${servers} server(s), ${problems.length} problem(s)${waiting}`;
}

/** The retrieval suites of the pattern, loaded as a run loads them: their problems, and each sound one's server. */
async function suiteProblems(pattern: string | undefined, problems: string[]): Promise<NamesServers[]> {
  if (!pattern) return [];
  // Only when a retrieval pattern is given; loader.js and schema.js are loaded by then (validateCommand).
  const { loadRetrievalSuite } = await import('../retrieval/index.js');
  const { matchFiles } = await import('../scenario/loader.js');
  const { formatProblem } = await import('../scenario/schema.js');
  const found = await matchFiles([pattern], process.cwd());
  if (!found.length) problems.push(`${pattern}: no retrieval suite files match this pattern`);
  const loads = await Promise.all(found.map((f) => loadRetrievalSuite(f.file)));
  problems.push(...loads.flatMap((l) => l.problems.map(formatProblem)));
  return found.flatMap((f, i) => {
    const suite = loads[i].suite;
    return suite ? [{ file: f.file, servers: [suite.server] }] : [];
  });
}

/**
 * Each server a scenario names must be in the configuration that was given (`given`: its file); with none given
 * (null), a server the default lacks is one note listing the scenarios that name it.
 */
function checkServers(scenarios: NamesServers[], servers: string[], given: string | null, found: Findings): void {
  if (!servers.length) return;
  const missing = new Map<string, string[]>();
  for (const s of scenarios) {
    const unknown = (s.servers ?? []).filter((name) => !servers.includes(name));
    for (const name of unknown) {
      const known = `${given} has ${servers.join(', ')}`;
      if (given) found.problems.push(`${s.file}: servers: unknown server "${name}" (${known})`);
      else missing.set(name, [...(missing.get(name) ?? []), s.file]);
    }
    if (!given && unknown.length) found.unconfigured++;
  }
  for (const [name, files] of missing) {
    found.notes.push(
      `server "${name}" is not in the default server configuration (${servers.join(', ')}), ` +
        `and ${files.join(', ')} name it: --servers <an mcp.json that has it> checks and runs them`,
    );
  }
}

/** A config_file that cannot be found, said as a run would say it (where it was looked for). */
async function configProblems(scenarios: Scenario[]): Promise<string[]> {
  // As in validateCommand: only validate loads its checks.
  const { resolveConfigFile } = await import('../scenario/config-file.js');
  const found = await Promise.all(
    scenarios.map((s) =>
      resolveConfigFile(s, process.cwd()).then(
        () => null,
        (e: unknown) => `${s.file}: config_file: ${errorMessage(e)}`,
      ),
    ),
  );
  return found.filter((p) => p !== null);
}

/**
 * The configured servers' names; each server that cannot be read or cannot start (a command not on PATH) is one more
 * problem, named by file and server.
 */
async function serverNames(config: string | undefined, problems: string[]): Promise<string[]> {
  // The MCP SDK (48 modules), which the CLI's start does not load: validate loads it here.
  const { checkServerConfig, loadServerConfig, readServerFile } = await import('../mcp/index.js');
  const { commandProblem } = await import('../mcp/command-check.js');
  if (!config) return loadServerConfig().map((c) => c.name);
  try {
    const checked = checkServerConfig(readServerFile(config), {
      source: config,
      baseDir: path.dirname(path.resolve(config)),
    });
    problems.push(...checked.problems);
    for (const c of checked.configs) {
      const problem = c.type === 'stdio' ? commandProblem(c) : null;
      if (problem) problems.push(`${config}: server "${c.name}": ${problem}`);
    }
    return checked.names;
  } catch (e) {
    problems.push(errorMessage(e));
    return [];
  }
}
