// The server corpora of the independent measurement (scripts/screening-independent.ts): the tools of the vendors'
// servers issue 47 keeps out of the labelled set (benign), and of servers built to be malicious (malicious), installed
// at pinned versions into a directory outside the repository, started on stdio with placeholder settings (never a real
// credential) and listed with the SDK client. Writes one line per tool (server, version, label, tool, description,
// input_schema) to <dir>/servers.jsonl and prints counts only: these texts are measured, never read.
// Usage: npx tsx scripts/harvest-independent.ts <dir outside the repository> [package ...] (some only: the rest kept)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { listServerTools, pinned, type ServerPackage } from './server-tools.js';

interface Server extends ServerPackage {
  env?: Record<string, string>;
  /** Placeholder files a server insists on, under the scratch HOME it runs with. */
  home?: Record<string, string>;
  /** A server built to be malicious (its tools poisoning examples by design): its lines are labelled so. */
  built?: boolean;
}

const KEY = 'placeholder-not-a-key';
const MCP = '@modelcontextprotocol/server-';

const SERVERS: Server[] = [
  { registry: 'npm', pkg: '@playwright/mcp', version: '0.0.86' },
  { registry: 'npm', pkg: '@notionhq/notion-mcp-server', version: '2.5.2', env: { NOTION_TOKEN: KEY } },
  { registry: 'npm', pkg: '@upstash/context7-mcp', version: '4.1.1' },
  { registry: 'npm', pkg: 'exa-mcp-server', version: '3.4.1', env: { EXA_API_KEY: KEY } },
  {
    registry: 'npm',
    pkg: '@supabase/mcp-server-supabase',
    version: '0.13.0',
    // Its docs tool fetches a schema from the network before it is listed.
    args: ['--access-token', KEY, '--features', 'account,database,debugging,development,functions,branching,storage'],
  },
  { registry: 'npm', pkg: '@sentry/mcp-server', version: '0.39.0', args: [`--access-token=${KEY}`] },
  { registry: 'npm', pkg: 'firecrawl-mcp', version: '3.26.0', env: { FIRECRAWL_API_KEY: KEY } },
  // 0.3 proxies Stripe's remote server; 0.2 runs the agent toolkit's tools here.
  { registry: 'npm', pkg: '@stripe/mcp', version: '0.2.5', args: ['--tools=all', '--api-key=sk_test_placeholder'] },
  { registry: 'npm', pkg: '@wonderwhy-er/desktop-commander', version: '0.2.52' },
  { registry: 'npm', pkg: '@brave/brave-search-mcp-server', version: '2.1.4', env: { BRAVE_API_KEY: KEY } },
  {
    registry: 'npm',
    pkg: '@cloudflare/mcp-server-cloudflare',
    version: '0.2.0',
    args: ['run', 'placeholder'],
    home: {
      '.config/.wrangler/config/default.toml': `oauth_token = "${KEY}"\nexpiration_time = "2099-01-01T00:00:00Z"\n`,
    },
  },
  { registry: 'npm', pkg: `${MCP}filesystem`, version: '2026.8.31', args: ['/tmp'] },
  { registry: 'npm', pkg: `${MCP}memory`, version: '2026.8.31' },
  { registry: 'npm', pkg: `${MCP}everything`, version: '2026.8.31' },
  { registry: 'npm', pkg: `${MCP}sequential-thinking`, version: '2026.8.31' },
  {
    registry: 'pypi',
    pkg: 'mcp-atlassian',
    version: '0.23.1',
    env: { JIRA_URL: 'https://example.atlassian.net', JIRA_USERNAME: 'a@example.com', JIRA_API_TOKEN: KEY },
  },
  { registry: 'pypi', pkg: 'awslabs.aws-documentation-mcp-server', version: '1.2.3' },
  { registry: 'pypi', pkg: 'awslabs.dynamodb-mcp-server', version: '2.1.8', env: { AWS_REGION: 'us-east-1' } },
  { registry: 'pypi', pkg: 'awslabs.eks-mcp-server', version: '0.2.1', env: { AWS_REGION: 'us-east-1' } },
  { registry: 'pypi', pkg: 'awslabs.cloudwatch-mcp-server', version: '0.3.1', env: { AWS_REGION: 'us-east-1' } },
  { registry: 'pypi', pkg: 'mcp-server-fetch', version: '2026.10.24' },
  { registry: 'pypi', pkg: 'mcp-server-git', version: '2026.10.19' },
  { registry: 'pypi', pkg: 'mcp-server-time', version: '2026.10.19' },
  {
    registry: 'go',
    pkg: 'github.com/github/github-mcp-server/cmd/github-mcp-server',
    version: 'v1.9.0',
    args: ['stdio', '--toolsets=all'],
    env: { GITHUB_PERSONAL_ACCESS_TOKEN: KEY },
  },
  // Built to be malicious (issue 47's reserved attack sources that ship as a server).
  { registry: 'pypi', pkg: 'mcp-server-everything-wrong', version: '0.2.1', with: ['mcp==1.30.0'], built: true },
];

/** The server's tools as listed, one JSON line each. */
async function listed(s: Server, dir: string): Promise<string[]> {
  const home = join(dir, 'home');
  mkdirSync(home, { recursive: true });
  for (const [path, text] of Object.entries(s.home ?? {})) {
    mkdirSync(dirname(join(home, path)), { recursive: true });
    writeFileSync(join(home, path), text);
  }
  const tools = await listServerTools(s, dir, { PATH: process.env.PATH ?? '', HOME: home, ...s.env }, home);
  const [server, label] = [`${s.registry}:${s.pkg}`, s.built ? 'malicious' : 'benign'];
  return tools.map(({ name: tool, description = '', inputSchema: input_schema }) =>
    JSON.stringify({ server, version: s.version, label, tool, description, input_schema }),
  );
}

const [dir, ...only] = process.argv.slice(2);
if (!dir) throw new Error('usage: harvest-independent.ts <dir outside the repository> [package ...]');
const target = join(dir, 'servers.jsonl');
const chosen = (name: string) => only.some((o) => name === o);
// Run for some packages only: the others' lines stay as they were.
const out =
  only.length && existsSync(target)
    ? readFileSync(target, 'utf8')
        .split('\n')
        .filter((l) => l.trim())
    : [];
const kept = out.filter((l) => !chosen((JSON.parse(l) as { server: string }).server.replace(/^\w+:/, '')));
for (const s of SERVERS.filter((x) => !only.length || chosen(x.pkg))) {
  try {
    const lines = await listed(s, dir);
    kept.push(...lines);
    console.log(`${pinned(s)}: ${lines.length} tools`);
  } catch (e) {
    console.log(`${pinned(s)}: skipped (${e instanceof Error ? e.message.split('\n')[0] : e})`);
  }
}
writeFileSync(target, kept.join('\n') + '\n');
console.log(`${kept.length} tools in ${target}`);
