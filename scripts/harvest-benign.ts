// The benign half of the screening's labelled set (docs/scoring/screening.md "The labelled set"): real MCP servers,
// installed from npm and PyPI at pinned versions into a cache outside the repository, started on stdio and asked for
// their tools with the real SDK client; every tool description and parameter description they show, each with the
// package and version it came from, written to test/fixtures/screening/harvest.jsonl (committed, so tests run
// offline). Run again: `npx tsx scripts/harvest-benign.ts [cache dir]`; servers that do not start are said and skipped.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listServerTools, pinned, type ServerPackage } from './server-tools.js';

interface Server extends ServerPackage {
  registry: 'npm' | 'pypi';
  /** Placeholder settings a server insists on before it lists its tools (never real credentials). */
  env?: Record<string, string>;
}

const KEY = 'placeholder-not-a-key';
const ARGO = {
  ARGOCD_BASE_URL: 'http://127.0.0.1:9',
  ARGOCD_API_TOKEN: KEY,
  ARGOCD_SERVER: '127.0.0.1:9',
  ARGOCD_TOKEN: KEY,
};
const ALIBABA = { ALIBABA_CLOUD_ACCESS_KEY_ID: KEY, ALIBABA_CLOUD_ACCESS_KEY_SECRET: KEY };
const ADX = { ADX_CLUSTER_URL: 'https://example.kusto.windows.net', ADX_DATABASE: 'example' };
const GRAFANA = { GRAFANA_URL: 'http://127.0.0.1:9', GRAFANA_API_KEY: KEY, GRAFANA_SERVICE_ACCOUNT_TOKEN: KEY };

/**
 * Real servers from npm and PyPI, none of the sources issue 47 keeps for independent measurement (no
 * modelcontextprotocol/servers package, github-mcp-server, playwright-mcp, cloudflare, supabase, sentry, awslabs,
 * mcp-atlassian, firecrawl, stripe, notion, context7, exa, brave-search or DesktopCommander).
 */
const BY_PLACE: Server[] = [
  { registry: 'npm', pkg: 'chrome-devtools-mcp', version: '1.11.0' },
  { registry: 'npm', pkg: 'mongodb-mcp-server', version: '3.0.4' },
  { registry: 'npm', pkg: 'tavily-mcp', version: '0.2.22', env: { TAVILY_API_KEY: KEY } },
  { registry: 'npm', pkg: '@zereight/mcp-gitlab', version: '2.1.64', env: { GITLAB_PERSONAL_ACCESS_TOKEN: KEY } },
  { registry: 'npm', pkg: '@circleci/mcp-server-circleci', version: '0.20.0', env: { CIRCLECI_TOKEN: KEY } },
  { registry: 'npm', pkg: 'cclsp', version: '0.7.0' },
  { registry: 'npm', pkg: 'next-devtools-mcp', version: '0.4.0' },
  { registry: 'npm', pkg: '@eslint/mcp', version: '0.3.13' },
  { registry: 'npm', pkg: '@mastra/mcp-docs-server', version: '1.2.27' },
  {
    registry: 'npm',
    pkg: '@winor30/mcp-server-datadog',
    version: '1.8.0',
    env: { DATADOG_API_KEY: KEY, DATADOG_APP_KEY: KEY },
  },
  { registry: 'npm', pkg: '@antv/mcp-server-chart', version: '0.9.10' },
  { registry: 'npm', pkg: '@bytebase/dbhub', version: '1.4.0', args: ['--demo'] },
  { registry: 'npm', pkg: '@hubspot/mcp-server', version: '0.4.0' },
  { registry: 'npm', pkg: '@perplexity-ai/mcp-server', version: '1.2.1', env: { PERPLEXITY_API_KEY: KEY } },
  { registry: 'npm', pkg: '@shortcut/mcp', version: '0.25.0', env: { SHORTCUT_API_TOKEN: KEY } },
  { registry: 'npm', pkg: '@apify/actors-mcp-server', version: '0.16.0', env: { APIFY_TOKEN: KEY } },
  { registry: 'npm', pkg: '@drawio/mcp', version: '1.6.1' },
  { registry: 'npm', pkg: '@mobilenext/mobile-mcp', version: '1.0.4' },
  { registry: 'npm', pkg: '@currents/mcp', version: '2.1.1', env: { CURRENTS_API_KEY: KEY } },
  { registry: 'npm', pkg: '@google-cloud/cloud-run-mcp', version: '1.10.0' },
  { registry: 'npm', pkg: 'mcp-server-code-runner', version: '0.1.8' },
  {
    registry: 'npm',
    pkg: '@aashari/mcp-server-atlassian-jira',
    version: '3.3.0',
    env: { ATLASSIAN_SITE_NAME: 'example', ATLASSIAN_USER_EMAIL: 'a@example.com', ATLASSIAN_API_TOKEN: KEY },
  },
  { registry: 'npm', pkg: '@browsermcp/mcp', version: '0.1.3' },
  { registry: 'npm', pkg: 'figma-developer-mcp', version: '0.13.2', args: [`--figma-api-key=${KEY}`, '--stdio'] },
  { registry: 'npm', pkg: 'mcp-hello-world', version: '1.1.2' },
  { registry: 'npm', pkg: 'nx-mcp', version: '0.25.0' },
  { registry: 'npm', pkg: '@z_ai/mcp-server', version: '0.1.5', env: { Z_AI_API_KEY: KEY } },
  { registry: 'npm', pkg: 'mcp-server-kubernetes', version: '4.1.7' },
  { registry: 'npm', pkg: '@bitwarden/mcp-server', version: '2026.7.0', env: { BW_SESSION: KEY } },
  { registry: 'npm', pkg: '@heroku/mcp-server', version: '1.2.8', env: { HEROKU_API_KEY: KEY } },
  { registry: 'npm', pkg: '@neondatabase/mcp-server-neon', version: '0.6.5', args: ['start', KEY] },
  { registry: 'npm', pkg: '@mapbox/mcp-server', version: '0.14.0', env: { MAPBOX_ACCESS_TOKEN: KEY } },
  { registry: 'npm', pkg: '@pinecone-database/mcp', version: '0.3.0', env: { PINECONE_API_KEY: KEY } },
  { registry: 'npm', pkg: '@cyanheads/git-mcp-server', version: '2.15.3' },
  {
    registry: 'npm',
    pkg: '@elastic/mcp-server-elasticsearch',
    version: '0.3.1',
    env: { ES_URL: 'http://127.0.0.1:9', ES_API_KEY: KEY },
  },
  {
    registry: 'npm',
    pkg: '@makeplane/plane-mcp-server',
    version: '0.1.5',
    env: { PLANE_API_KEY: KEY, PLANE_WORKSPACE_SLUG: 'example' },
  },
  {
    registry: 'npm',
    pkg: '@upstash/mcp-server',
    version: '0.3.0',
    args: ['--email', 'a@example.com', '--api-key', KEY],
  },
  {
    registry: 'npm',
    pkg: '@benborla29/mcp-server-mysql',
    version: '2.0.9',
    env: { MYSQL_HOST: '127.0.0.1', MYSQL_PORT: '9', MYSQL_USER: 'x', MYSQL_DB: 'x' },
  },
  { registry: 'npm', pkg: '@agentdeskai/browser-tools-mcp', version: '2.0.2' },
  {
    registry: 'npm',
    pkg: '@translated/lara-mcp',
    version: '1.0.6',
    env: { LARA_ACCESS_KEY_ID: KEY, LARA_ACCESS_KEY_SECRET: KEY },
  },
  { registry: 'npm', pkg: '@kazuph/mcp-taskmanager', version: '1.1.1' },
  { registry: 'npm', pkg: '@railway/mcp-server', version: '0.1.12' },
  { registry: 'npm', pkg: 'mcp-obsidian', version: '1.0.0', args: ['/tmp'] },
  {
    registry: 'npm',
    pkg: '@ahdev/dokploy-mcp',
    version: '1.6.0',
    env: { DOKPLOY_URL: 'http://127.0.0.1:9/api', DOKPLOY_API_KEY: KEY },
  },
  { registry: 'npm', pkg: '@microsoft/clarity-mcp-server', version: '2.0.1', args: [`--clarity_api_token=${KEY}`] },
  {
    registry: 'npm',
    pkg: '@browserbasehq/mcp-server-browserbase',
    version: '2.4.3',
    env: { BROWSERBASE_API_KEY: KEY, BROWSERBASE_PROJECT_ID: KEY },
  },
  { registry: 'npm', pkg: '@negokaz/excel-mcp-server', version: '0.12.0' },
  { registry: 'npm', pkg: '@sveltejs/mcp', version: '0.1.26' },
  { registry: 'npm', pkg: '@mui/mcp', version: '0.1.6' },
  { registry: 'npm', pkg: '@chakra-ui/react-mcp', version: '2.1.1' },
  { registry: 'npm', pkg: '@auth0/auth0-mcp-server', version: '0.1.0-beta.19', args: ['run'] },
  { registry: 'npm', pkg: '@twilio-alpha/mcp', version: '0.7.0', args: [`ACxxxxxxxx/${KEY}:${KEY}`] },
  { registry: 'pypi', pkg: 'mcp-server-qdrant', version: '0.8.1', env: { QDRANT_LOCAL_PATH: '/tmp/harvest-qdrant' } },
  { registry: 'pypi', pkg: 'office-word-mcp-server', version: '1.1.11', bin: 'word_mcp_server' },
  { registry: 'pypi', pkg: 'excel-mcp-server', version: '2.2.2', args: ['stdio'] },
  { registry: 'pypi', pkg: 'cli-mcp-server', version: '0.2.5', env: { ALLOWED_DIR: '/tmp' } },
  { registry: 'pypi', pkg: 'mcp-server-duckdb', version: '1.1.0', args: ['--db-path', '/tmp/harvest.duckdb'] },
  { registry: 'pypi', pkg: 'office-powerpoint-mcp-server', version: '2.0.7', bin: 'ppt_mcp_server' },
  { registry: 'pypi', pkg: 'chroma-mcp', version: '0.2.6', args: ['--client-type', 'ephemeral'] },
  { registry: 'pypi', pkg: 'mcp-clickhouse', version: '0.7.0', env: { CLICKHOUSE_HOST: '127.0.0.1' } },
  { registry: 'pypi', pkg: 'arxiv-mcp-server', version: '0.8.2' },
  { registry: 'pypi', pkg: 'duckduckgo-mcp-server', version: '0.7.0' },
  { registry: 'pypi', pkg: 'mcp-server-motherduck', version: '1.1.0', args: ['--db-path', ':memory:'] },
  { registry: 'pypi', pkg: 'mcp-yahoo-finance', version: '0.2.0' },
  { registry: 'pypi', pkg: 'mcp-scholarly', version: '0.1.0' },
  { registry: 'pypi', pkg: 'lean-lsp-mcp', version: '0.32.0' },
  { registry: 'npm', pkg: '@0xshariq/docker-mcp-server', version: '2.0.4' },
  { registry: 'npm', pkg: '@cmd233/mcp-database-server', version: '1.4.1' },
  { registry: 'npm', pkg: '@codefuturist/email-mcp', version: '0.2.0' },
  { registry: 'npm', pkg: '@dguido/google-workspace-mcp', version: '3.4.4' },
  { registry: 'npm', pkg: '@gongrzhe/server-redis-mcp', version: '1.0.0' },
  { registry: 'npm', pkg: '@henkey/postgres-mcp-server', version: '1.0.7' },
  { registry: 'npm', pkg: '@marian-craciunescu/ssh-mcp-server-secured', version: '1.0.23' },
  { registry: 'npm', pkg: '@skanda-yutori/mcp-send-email', version: '1.0.0' },
  { registry: 'npm', pkg: '@takescake/1password-mcp', version: '4.0.2' },
  { registry: 'npm', pkg: '@tempestteam/slack-mcp-server', version: '1.2.6' },
  // Issue 47's seventh round: proxies, gateways and installers, whose own tools talk about servers, tools and security.
  { registry: 'npm', pkg: '@karashiiro/my-cool-proxy', version: '1.6.2' },
  { registry: 'npm', pkg: '@anaisbetts/mcp-installer', version: '0.5.0' },
  { registry: 'npm', pkg: '@liuyoshio/mcp-compass', version: '1.0.7' },
  { registry: 'pypi', pkg: 'magg', version: '1.3.0' },
  { registry: 'npm', pkg: '@standardbeagle/slop-mcp', version: '0.15.0' },
  { registry: 'pypi', pkg: 'fastmcp-gateway', version: '0.35.0' },
  { registry: 'pypi', pkg: 'mcp-gateway', version: '1.2.1' },
];

/**
 * Issue 47's eighth round, split by the name's hash: operators' servers whose honest texts speak of credentials,
 * deletion, secrets and manifests (Kubernetes, Argo CD, Docker, Terraform, Ansible, cloud CLIs, logs and metrics),
 * terminal, shell and desktop control, "think" and sequential-thinking tools that guide the model step by step, and
 * scrapers.
 */
const BY_HASH: Server[] = [
  { registry: 'npm', pkg: 'kubernetes-mcp-server', version: '0.0.67' },
  { registry: 'npm', pkg: 'argocd-mcp', version: '0.9.0', args: ['stdio'], env: ARGO },
  { registry: 'npm', pkg: 'mcp-server-docker', version: '1.0.0' },
  { registry: 'npm', pkg: 'terraform-mcp-server', version: '0.13.0' },
  { registry: 'npm', pkg: '@digitalocean/mcp', version: '1.0.70', env: { DIGITALOCEAN_API_TOKEN: KEY } },
  { registry: 'npm', pkg: 'computer-use-mcp', version: '1.8.0' },
  { registry: 'npm', pkg: 'mcp-sequentialthinking-tools', version: '0.0.3' },
  { registry: 'npm', pkg: 'serper-search-scrape-mcp-server', version: '0.1.2', env: { SERPER_API_KEY: KEY } },
  { registry: 'pypi', pkg: 'mcp-argocd', version: '0.5.3', env: ARGO },
  { registry: 'pypi', pkg: 'microk8s-mcp', version: '0.1.4' },
  { registry: 'pypi', pkg: 'kubectl-mcp-server', version: '2.0.0', bin: 'kubectl-mcp-serve', args: ['serve'] },
  { registry: 'pypi', pkg: 'oke-mcp-server', version: '0.1.5' },
  { registry: 'pypi', pkg: 'ansible-mcp-server', version: '0.1.1' },
  {
    registry: 'pypi',
    pkg: 'iflow-mcp-mcp-server-aliyun-observability',
    bin: 'mcp-server-aliyun-observability',
    version: '0.3.2',
    env: ALIBABA,
    with: ['mcp<2', 'python-dotenv'],
  },
  { registry: 'pypi', pkg: 'adx-mcp-server', version: '1.1.0', env: ADX },
  { registry: 'pypi', pkg: 'mcp-grafana', version: '2.1.1', env: GRAFANA },
  {
    registry: 'pypi',
    pkg: 'mseep-mcp-read-only-grafana',
    version: '0.1.0',
    bin: 'mcp-read-only-grafana',
    env: GRAFANA,
    with: ['mcp<2'],
  },
  { registry: 'pypi', pkg: 'terminal-mcp', version: '0.4.7' },
  {
    registry: 'pypi',
    pkg: 'iflow-mcp-terminal-controller',
    version: '0.1.9',
    bin: 'terminal_controller',
    with: ['mcp<2'],
  },
  { registry: 'pypi', pkg: 'mcp-think-tool', version: '0.1.0', with: ['mcp<2'] },
  { registry: 'pypi', pkg: 'sequential-thinking-mcp', version: '0.10.2' },
  { registry: 'pypi', pkg: 'scrapegraph-mcp', version: '1.0.1', env: { SGAI_API_KEY: KEY } },
  // Issue 47's sixteenth round, third session: coding, shell, terminal, SSH, file-editing and database servers whose
  // descriptions are long usage instructions (many "must", "always" and "never", notes about other tools), as a
  // desktop commander's are.
  { registry: 'npm', pkg: 'mcp-server-commands', version: '0.5.0' },
  { registry: 'npm', pkg: '@mako10k/mcp-shell-server', version: '2.7.1' },
  { registry: 'npm', pkg: '@steipete/claude-code-mcp', version: '1.10.12' },
  { registry: 'npm', pkg: 'mcp-ssh-manager', version: '3.8.5' },
  { registry: 'npm', pkg: 'fast-filesystem-mcp', version: '3.5.2' },
  { registry: 'npm', pkg: '@openai/codex-shell-tool-mcp', version: '0.97.0' },
  { registry: 'npm', pkg: '@executeautomation/database-server', version: '1.1.0', args: ['/tmp/harvest.sqlite'] },
  { registry: 'npm', pkg: '@djankies/vitest-mcp', version: '0.5.1' },
  { registry: 'npm', pkg: '@agent-infra/mcp-server-commands', version: '1.2.18' },
  { registry: 'pypi', pkg: 'serena-agent', version: '2.1.0', bin: 'serena', args: ['start-mcp-server'] },
  { registry: 'pypi', pkg: 'mcp-shell-server', version: '1.1.14', env: { ALLOW_COMMANDS: 'ls,cat,pwd,echo' } },
  { registry: 'pypi', pkg: 'wcgw', version: '5.6.7' },
  { registry: 'pypi', pkg: 'mcp-text-editor', version: '1.0.2', with: ['mcp<2'] },
  { registry: 'npm', pkg: '@steipete/macos-automator-mcp', version: '0.4.7' },
  { registry: 'npm', pkg: '@kkweon/agent-orchestrator-mcp', version: '1.4.3' },
  { registry: 'npm', pkg: '@coding-solo/godot-mcp', version: '0.1.1' },
  { registry: 'npm', pkg: 'mcp-ripgrep', version: '0.4.0' },
  { registry: 'npm', pkg: 'mcp-sqlite', version: '1.0.9', args: ['/tmp/harvest.sqlite'] },
  { registry: 'npm', pkg: 'mcp-git', version: '0.0.4' },
  { registry: 'pypi', pkg: 'mcp-python-interpreter', version: '1.2.3', with: ['mcp<2'] },
  { registry: 'pypi', pkg: 'mcp-ssh', version: '0.2.7' },
  { registry: 'pypi', pkg: 'mcp-server-ssh', version: '2.0.0' },
  { registry: 'pypi', pkg: 'vitjas-interactive-terminal', version: '1.2.6', with: ['mcp<2'] },
  {
    registry: 'pypi',
    pkg: 'mcp-alchemy',
    version: '2026.10.15.202659',
    env: { DB_URL: 'sqlite:////tmp/harvest.sqlite' },
  },
];

export const SERVERS: Server[] = [...BY_PLACE, ...BY_HASH];
const BY_NAME = BY_PLACE.length;

/** One text a server shows a model. */
export interface Harvested {
  source: string;
  /**
   * Whole servers are held out, never read while writing rules: two in five by their place in SERVERS for the servers
   * before BY_NAME; from BY_NAME on, by the name's hash (test/fixtures/screening/README.md), decided before reading.
   */
  split: 'dev' | 'held_out';
  where: 'tool description' | 'parameter description';
  tool: string;
  text: string;
}

/** The split of the server at place `i` of SERVERS. */
function splitOf(s: Server, i: number): Harvested['split'] {
  if (i < BY_NAME) return i % 5 < 2 ? 'held_out' : 'dev';
  const digit = createHash('sha256').update(`${s.registry}:${s.pkg}`.toLowerCase()).digest('hex')[0];
  return /[0-9ab]/.test(digit) ? 'held_out' : 'dev';
}

interface Schema {
  description?: unknown;
  properties?: Record<string, Schema>;
  items?: Schema;
}

/** The descriptions of a schema's parameters, nested ones too. */
function parameterTexts(schema: Schema | undefined, out: string[] = [], depth = 0): string[] {
  if (!schema || depth > 4) return out;
  for (const p of Object.values(schema.properties ?? {})) {
    if (typeof p.description === 'string') out.push(p.description);
    parameterTexts(p, out, depth + 1);
  }
  parameterTexts(schema.items, out, depth + 1);
  return out;
}

/** A kubeconfig with one placeholder context (nothing listens there), for Kubernetes servers that want one. */
function kubeconfig(cache: string): string {
  mkdirSync(cache, { recursive: true });
  const file = join(cache, 'kubeconfig');
  const cluster = { name: 'placeholder', cluster: { server: 'https://127.0.0.1:9' } };
  const context = { name: 'placeholder', context: { cluster: 'placeholder', user: 'placeholder' } };
  const user = { name: 'placeholder', user: { token: KEY } };
  const config = { apiVersion: 'v1', kind: 'Config', clusters: [cluster], contexts: [context], users: [user] };
  writeFileSync(file, JSON.stringify({ ...config, 'current-context': 'placeholder' }));
  return file;
}

/** The server's tools, listed with the SDK client, as texts. */
async function harvest(s: Server, cache: string, split: Harvested['split']): Promise<Harvested[]> {
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/root',
    KUBECONFIG: kubeconfig(cache),
    ...s.env,
  };
  return (await listServerTools(s, cache, env)).flatMap((t) => {
    const at = { source: pinned(s), split, tool: t.name };
    const params = parameterTexts(t.inputSchema as Schema).map((text) => ({
      ...at,
      where: 'parameter description' as const,
      text,
    }));
    return t.description ? [{ ...at, where: 'tool description' as const, text: t.description }, ...params] : params;
  });
}

async function main(): Promise<void> {
  const cache = process.argv[2] ?? join(process.cwd(), 'node_modules', '.cache', 'harvest');
  const only = process.argv.slice(3);
  const target = new URL('../test/fixtures/screening/harvest.jsonl', import.meta.url);
  // Run for some servers only, the others' lines stay; a server that fails to list keeps its lines too.
  const kept = new Map<string, Harvested>();
  if (only.length && existsSync(target)) {
    for (const line of readFileSync(target, 'utf8').split('\n').filter(Boolean)) {
      const h = JSON.parse(line) as Harvested;
      kept.set(`${h.source}\0${h.text}`, h);
    }
  }
  for (const [i, s] of SERVERS.entries()) {
    if (only.length && !only.some((o) => pinned(s).includes(o))) continue;
    try {
      const texts = await harvest(s, cache, splitOf(s, i));
      for (const [key, h] of kept) if (h.source.startsWith(`${s.registry}:${s.pkg}@`)) kept.delete(key);
      for (const h of texts) if (h.text.trim().length >= 12) kept.set(`${h.source}\0${h.text}`, h);
      console.log(`${pinned(s)}: ${texts.length} texts`);
    } catch (e) {
      console.log(`${pinned(s)}: skipped (${e instanceof Error ? e.message.split('\n')[0] : String(e)})`);
    }
  }
  writeFileSync(target, [...kept.values()].map((h) => JSON.stringify(h)).join('\n') + '\n');
  console.log(`${kept.size} texts from ${new Set([...kept.values()].map((h) => h.source)).size} servers`);
}

await main();
