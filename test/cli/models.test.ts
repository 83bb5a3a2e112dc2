// Model agents from the command line and bad input: a missing key exits 2 naming the variable; --model and --base-url
// reach the openai agent as the package would read OPENAI_*; a model error makes its scenario ERROR with the API's
// words (redacted) and the other scenarios run. The CLI from source (tsx), spawned as a person runs it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommandLine, type Parsed } from '../../src/cli/args.js';
import type { RunReport } from '../../src/results/index.js';
import { startOpenAIEmulator, type OpenAIEmulator } from '../emulators/openai.js';
import { cli, cliProject, scenarioYaml } from '../helpers/cli-project.js';
import { sharedEverythingUrl, stopAllServers } from '../helpers/mcp-servers.js';
import { scenarioChatModel } from '../helpers/scenario-model.js';
import { loadScenarios } from '../../src/scenario/loader.js';

process.env.MCP_EVAL_CLI = 'src';
const KEY = 'sk-proj-CLI-SECRET-never-shown';

let api: OpenAIEmulator;
beforeAll(async () => {
  api = await startOpenAIEmulator({ api_key: KEY });
});
afterAll(async () => {
  await api?.close();
  await stopAllServers();
});

const everything = { everything: { url: sharedEverythingUrl() } };
const SUM = scenarioYaml('Sum', 'mcp__everything__get-sum', [{ a: 2, b: 3 }]);
const ECHO = scenarioYaml('Echo', 'mcp__everything__echo', [{ message: 'hi' }]);

describe('model agents on the command line', () => {
  it.each([
    ['openai', 'agent openai needs an OpenAI API key: set openai-api-key or OPENAI_API_KEY'],
    ['gemini', 'agent gemini needs a Gemini API key: set gemini-api-key or GOOGLE_API_KEY or GEMINI_API_KEY'],
  ])('--agent %s without a key exits 2 naming the variable', async (agent, said) => {
    const dir = cliProject({ 'sum.yaml': SUM }, everything);
    const res = await cli(['compare', '--agent', agent, '--servers', 'mcp.json'], dir);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain(said);
  });

  it("--model twice is a run of two models; --base-url is the agent's; without an agent it says which", () => {
    const two = parseCommandLine([
      'record',
      '--agent',
      'openai',
      '--model',
      'gpt-5-mini',
      '--model',
      'gpt-5',
    ]) as Parsed;
    expect([two.raw.model, two.raw.models]).toEqual([undefined, ['gpt-5-mini', 'gpt-5']]);
    const one = parseCommandLine(['record', '--agent', 'gemini', '--model', 'm', '--base-url', 'http://x']) as Parsed;
    expect([one.raw.model, one.raw.models, one.raw.geminiBaseUrl]).toEqual(['m', undefined, 'http://x']);
    expect(() => parseCommandLine(['record', '--base-url', 'http://x'])).toThrow(
      /--base-url is the base URL of the agent/,
    );
  });

  it("records through --base-url with OPENAI_API_KEY; a model error is its scenario's ERROR, redacted; the others run", async () => {
    const { scenarios } = await loadScenarios(path.join(cliProject({ 's.yaml': SUM }, everything), 'scenarios/*.yaml'));
    const follow = scenarioChatModel(scenarios);
    api.respondWith((chat, i) =>
      chat.user === 'Echo'
        ? { fail: { status: 400, code: 'context_length_exceeded', message: `context too long for key ${KEY}` } }
        : follow(chat, i),
    );
    const dir = cliProject({ 'sum.yaml': SUM, 'echo.yaml': ECHO }, everything);
    const args = [
      'record',
      '--agent',
      'openai',
      '--base-url',
      api.url,
      '--model',
      'gpt-5-mini',
      '--servers',
      'mcp.json',
    ];
    const res = await cli([...args, '--out', 'out'], dir, { OPENAI_API_KEY: KEY });
    const report = JSON.parse(readFileSync(path.join(dir, 'out/results.json'), 'utf8')) as RunReport;
    expect([report.agent, report.model]).toEqual(['openai', 'gpt-5-mini']);
    const byName = Object.fromEntries(report.scenarios.map((s) => [s.name, [s.status, s.error]]));
    expect(byName).toEqual({
      Sum: ['RECORDED', null],
      Echo: ['ERROR', 'model API error: OpenAI API error 400 context_length_exceeded: context too long for key ***'],
    });
    expect(res.code).toBe(1);
    for (const file of ['results.json', 'summary.md', 'report.html', 'junit.xml']) {
      expect(readFileSync(path.join(dir, 'out', file), 'utf8')).not.toContain(KEY);
    }
    expect(res.stdout + res.stderr).not.toContain(KEY);
  });
});
