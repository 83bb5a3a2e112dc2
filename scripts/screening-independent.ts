// The screening on independent public corpora (issue 47's first table): sources the issue keeps out of the labelled
// set, so no rule was read from them, and this script prints counts only, never a text. One reader per corpus:
//   mcpproxy=<mcpproxy-go checkout or snapshot>[@commit]  MCPProxy's own corpora: specs/065-evaluation-foundation/
//     datasets/{security,detect}_corpus_v1.json (`git show` when the dir is a bare snapshot, as `fetch` leaves it),
//     each description screened as a run screens a tool's (its name where the corpus gives one, the learned signal);
//   servers=<file>  servers' tools as scripts/harvest-independent.ts writes them (the vendors' real servers, benign;
//     servers built to be malicious, malicious), each server screened as a run screens what it shows
//     (scoring/screened.ts, no reference): a tool is flagged when any of its texts is (description, parameters', ...);
//   atr=<agent-threat-rules package dir>  the test cases of its rules that read MCP traffic (`agent_source.type`
//     mcp_exchange, or a case with a tool_description or tool_response): true_positives malicious, true_negatives
//     benign; a tool_response screened as an answer, anything else as a description.
// Usage: npx tsx scripts/screening-independent.ts [mcpproxy=]DIR[@commit] [servers=FILE] [atr=DIR]
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { Screener } from '../src/scoring/screened.js';
import { screenText } from '../src/screening/index.js';
import { trajectory } from '../test/helpers/trajectories.js';

/** One screened item: its label, the keys it is counted under (besides its corpus), and the verdict. */
interface Counted {
  malicious: boolean;
  keys: string[];
  flagged: boolean;
}

const DIR = 'specs/065-evaluation-foundation/datasets';

function mcpproxy(arg: string): Counted[] {
  const [, root, commit = 'HEAD'] = /^(.*?)(?:@([0-9a-f]{7,40}))?$/.exec(arg)!;
  return ['security_corpus_v1.json', 'detect_corpus_v1.json'].flatMap((file) => {
    const path = join(root, DIR, file);
    const text = existsSync(path)
      ? readFileSync(path, 'utf8')
      : execFileSync('git', ['-C', root, 'show', `${commit}:${DIR}/${file}`], { encoding: 'utf8' });
    type Entry = {
      label: string;
      category: string;
      description?: string;
      tool?: { name: string; description: string };
    };
    return (JSON.parse(text) as { entries: Entry[] }).entries.map((e) => ({
      malicious: e.label === 'malicious',
      keys: [e.category, file],
      flagged: screenText(e.tool?.description ?? e.description ?? '', { tool: e.tool?.name, learned: true }).suspicious,
    }));
  });
}

interface ToolLine {
  server: string;
  version: string;
  label: 'malicious' | 'benign';
  tool: string;
  description: string;
  input_schema?: Record<string, unknown>;
}

function servers(file: string): Counted[] {
  const bySource = new Map<string, ToolLine[]>();
  for (const line of readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())) {
    const t = JSON.parse(line) as ToolLine;
    if (t.label !== 'malicious' && t.label !== 'benign') throw new Error(`${file}: a line with no label`);
    const at = `${t.server}@${t.version}`;
    bySource.set(at, [...(bySource.get(at) ?? []), t]);
  }
  return [...bySource].flatMap(([at, lines]) => {
    const tools = lines.map((t) => ({
      name: t.tool,
      schema_hash: 'h',
      description: t.description,
      input_schema: t.input_schema,
    }));
    const shown = trajectory([], { servers: [{ name: at, server_info: null, tools }] });
    const found = new Set(new Screener().scenario([], [shown]).map((f) => f.tool));
    // A built server's tools are its attacks, one by one (by name); a vendor's false alarms are counted by server.
    return lines.map((t) => {
      const malicious = t.label === 'malicious';
      return { malicious, keys: malicious ? [at, `${at} ${t.tool}`] : [at], flagged: found.has(t.tool) };
    });
  });
}

function atr(dir: string): Counted[] {
  type Case = { input?: unknown; tool_description?: unknown; tool_response?: unknown; tool_name?: unknown };
  type Rule = { agent_source?: { type?: string }; test_cases?: Record<string, Case[] | null> };
  return readdirSync(join(dir, 'rules')).flatMap((category) =>
    readdirSync(join(dir, 'rules', category))
      .filter((f) => f.endsWith('.yaml'))
      .flatMap((f) => {
        let rule: Rule;
        try {
          rule = parse(readFileSync(join(dir, 'rules', category, f), 'utf8')) as Rule;
        } catch {
          console.log(`atr: ${category}/${f} not read (YAML this parser refuses)`);
          return [];
        }
        const mcp = rule.agent_source?.type === 'mcp_exchange';
        return (['true_positives', 'true_negatives'] as const).flatMap((side) =>
          (rule.test_cases?.[side] ?? []).flatMap((c) => {
            const field = (['tool_description', 'tool_response', 'input'] as const).find(
              (k) => typeof c[k] === 'string',
            );
            if (!field || (!mcp && field === 'input')) return [];
            const text = c[field] as string;
            const tool = typeof c.tool_name === 'string' ? c.tool_name : undefined;
            const at = { tool, learned: true, answer: field === 'tool_response' };
            const flagged = screenText(text, at).suspicious;
            return [{ malicious: side === 'true_positives', keys: [category, field], flagged }];
          }),
        );
      }),
  );
}

const READERS: Record<string, (arg: string) => Counted[]> = {
  mcpproxy,
  servers,
  atr,
};

const args = process.argv.slice(2).map((a) => (a.includes('=') ? a : `mcpproxy=${a}`));
if (!args.length) throw new Error('usage: screening-independent.ts [mcpproxy=]DIR[@commit] [servers=FILE] [atr=DIR]');
const tally = new Map<string, { flagged: number; of: number }>();
for (const arg of args) {
  const [corpus, path] = [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)];
  if (!READERS[corpus]) throw new Error(`no reader for ${corpus}`);
  for (const c of READERS[corpus](path)) {
    const kind = `${corpus}: ${c.malicious ? 'recall' : 'false alarms'}`;
    for (const key of [kind, ...c.keys.map((k) => `${kind}, ${k}`)]) {
      const t = tally.get(key) ?? { flagged: 0, of: 0 };
      tally.set(key, { flagged: t.flagged + Number(c.flagged), of: t.of + 1 });
    }
  }
}
for (const [key, t] of [...tally].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`${key}: ${t.flagged}/${t.of} = ${(t.flagged / t.of).toFixed(3)}`);
}
