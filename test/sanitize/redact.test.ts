import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedactor, isSecretEnvName, writeReports } from '../../src/reports/index.js';
import type { ContentBlock } from '../../src/results/trajectory.js';
import { richReport } from '../helpers/fixtures.js';
import { call } from '../helpers/trajectories.js';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'mcp-eval-redact-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('createRedactor', () => {
  it('knows secret-looking variable names', () => {
    for (const n of ['GITHUB_TOKEN', 'ANTHROPIC_API_KEY', 'AWS_SECRET', 'DB_PASSWORD', 'password_file', 'MYPASSWORDX'])
      expect(isSecretEnvName(n)).toBe(true);
    for (const n of ['PATH', 'HOME', 'TOKENIZER', 'KEYBOARD', 'SECRETARY_NAME', 'INPUT_BASELINE-KEY'])
      expect(isSecretEnvName(n)).toBe(false);
  });

  it('replaces env secrets, extra values and token shapes deep inside a value, keys too, without mutating it', () => {
    const redact = createRedactor({
      env: { MY_API_KEY: 'abcdef123456', DB_PASSWORD: 'p"ass\\word99', HOME: '/root', SHORT_TOKEN: 'abc' },
      secrets: ['header-value-xyz', 'Bearer config-bearer-token'],
    });
    const input = {
      text: 'key=abcdef123456 home=/root short=abc',
      nested: [{ 'abcdef123456-as-key': 'x', json: JSON.stringify({ pw: 'p"ass\\word99' }) }],
      headers: 'X-Api: header-value-xyz; raw config-bearer-token',
      shapes:
        'ghp_0123456789abcdefghijABCDEFGHIJ012345 github_pat_11ABCDEFG0123456789_abcdefghijklmnop sk-ant-api03-AbC_dEf-123456789 gho_aaaaaaaaaaaaaaaaaaaaaa',
      auth: 'Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.payload.sig',
      n: 42,
      ok: true,
      none: null,
    };
    const copy = structuredClone(input);
    const out = redact(input);
    expect(input).toEqual(copy);
    expect(out.text).toBe('key=*** home=/root short=abc');
    expect(Object.keys(out.nested[0])).toEqual(['***-as-key', 'json']);
    expect(out.nested[0].json).toBe('{"pw":"***"}');
    expect(out.headers).toBe('X-Api: ***; raw ***');
    expect(out.shapes).toBe('*** *** *** ***');
    expect(out.auth).toBe('Authorization: Bearer ***');
    expect([out.n, out.ok, out.none]).toEqual([42, true, null]);
  });

  it('finds each token shape, a bearer token and a secret field alone in a text (each has its own quick check)', () => {
    const redact = createRedactor();
    const alone = [
      'github_pat_11ABCDEFG0123456789_abcdefghijklmnop',
      'sk-ant-api03-AbC_dEf-123456789',
      'ghs_0123456789abcdefghijABCD',
      'authorization: bearer eyJhbGciOiJIUzI1NiJ9.payload.sig',
      '{"ClientSecret": "s3cr3t-value-123"} then s3cr3t-value-123',
      'https://x.test/?PassWord=hunter2-hunter2',
    ];
    expect(alone.map((t) => redact(t))).toEqual([
      '***',
      '***',
      '***',
      'authorization: bearer ***',
      '{"ClientSecret": "***"} then ***',
      'https://x.test/?PassWord=***',
    ]);
  });

  it('hides the secrets a service makes and prints by their field or parameter name, then wherever they appear', () => {
    // MCPProxy v0.60.0's three lines about the API key it generated (tabs and colours as it logs them).
    const key = 'a3f1c2d4e5b6978812345678909abcdefa3f1c2d4e5b6978812345678909abcd';
    const lines = [
      `\tWARN\tAPI key was auto-generated for security. To access the Web UI and REST API, use this key:`,
      `\tWARN\t\t{"api_key": "${key}", "web_ui_url": "http://0.0.0.0:8080/ui/?apikey=${key}", "source": "auto-generated"}`,
      `\tWARN\tThe API key will be regenerated on next restart. To persist it, manually add it to your config file:`,
      `\tWARN\t\t{"api_key": "${key}"}`,
    ].join('\n');
    const redact = createRedactor({});
    const out = redact(lines);
    expect(out).not.toContain(key.slice(0, 16));
    expect(out).toContain('{"api_key": "***", "web_ui_url": "http://0.0.0.0:8080/ui/?apikey=***", "source"');
    // Learnt: the bare value, and its base64, are hidden in what comes after.
    expect(redact(`curl -H 'X-API-Key: ${key}' ${Buffer.from(key).toString('base64')}`)).toBe(
      "curl -H 'X-API-Key: ***' ***",
    );
    // In a tool's answer (JSON in a JSON string), in a structured result, in a URL or a log line.
    expect(redact({ text: JSON.stringify({ token: 'tok-9f8e7d6c5b4a', max_tokens: 100 }) })).toEqual({
      text: '{"token":"***","max_tokens":100}',
    });
    expect(redact({ access_token: 'qwertyuiop12345', sort_key: 'abcdefgh1234' })).toEqual({
      access_token: '***',
      sort_key: 'abcdefgh1234',
    });
    expect(redact('GET /ui?page=2&access_token=zz-1234567890 client_secret=s3cr3t-value-1')).toBe(
      'GET /ui?page=2&access_token=*** client_secret=***',
    );
    // Not a secret: short values, plain words, other names that contain the words.
    const plain = '{"token": "none", "tokens": "abcdefgh12345", "password_hint": "ask the admin 1"} pageToken=NEXTPAGE';
    expect(redact(plain)).toBe(plain);
  });

  it('a secret a value gives away by name is hidden everywhere in that value, before it too; secrets and longest grow', () => {
    const key = 'f00dfeedcafebabe1234567890abcdef';
    const redact = createRedactor({});
    expect(redact.secrets).toEqual([]);
    // The log line comes first in the report; the field that names the value a key comes after it.
    const report = { log: `service started, key ${key}`, config: { api_key: key }, [`k-${key}`]: 1 };
    expect(JSON.stringify(redact(report))).not.toContain(key);
    expect(redact.secrets).toContain(key);
    expect(redact.longest).toBeGreaterThanOrEqual(Buffer.from(key).toString('base64').length);
  });

  it('a text redacted before a secret was learned is redacted anew after: what it remembers goes with a new secret', () => {
    const key = 'c0ffee00deadbeef7654321fedcba98';
    const redact = createRedactor({});
    const schema = { description: `the service's key is ${key}`, [`k-${key}`]: 1 };
    // Seen twice (remembered), then the key is learned from another value: the same texts must now hide it.
    expect(redact(schema)).toEqual(schema);
    expect(redact(schema)).toEqual(schema);
    expect(redact({ api_key: key })).toEqual({ api_key: '***' });
    expect(redact(schema)).toEqual({ description: "the service's key is ***", 'k-***': 1 });
  });

  it('server snapshots seen again (equal text) get one shared copy, redacted anew once a secret is learned', () => {
    const key = 'beefcafe0123456789abcdef01234567';
    const snapshot = () => [{ name: 's', tools: [{ name: 't', description: `key ${key}`, input_schema: {} }] }];
    const redact = createRedactor({});
    const a = redact({ servers: snapshot(), other: [{ x: 1 }] });
    const b = redact({ servers: snapshot(), other: [{ x: 1 }] });
    expect(b).toEqual(a);
    expect(b.servers).toBe(a.servers);
    expect(b.other).not.toBe(a.other);
    expect(JSON.stringify(a.servers)).toContain(key);
    // A secret a snapshot gives away by name is learned the first time it is seen, and hidden in every copy after.
    const named = [{ name: 's', config: { api_key: key }, tools: [] }];
    expect(JSON.stringify(redact({ servers: named }))).not.toContain(key);
    expect(JSON.stringify(redact({ servers: structuredClone(named) }))).not.toContain(key);
    const c = redact({ servers: snapshot() });
    expect(c.servers).not.toBe(a.servers);
    expect(JSON.stringify(c)).not.toContain(key);
  });

  it('hides the copies a tool makes of a secret: form-encoded, URL-safe base64, and wrapped across lines', () => {
    // Spaces and "+" make the form encoding differ from encodeURIComponent; ">>>" and "???" put "+" and "/" in base64.
    const secret = 'k>>>x??? y-Secret99';
    const b64 = Buffer.from(secret).toString('base64');
    expect(b64).toMatch(/[+/]/);
    const redact = createRedactor({ secrets: [secret] });
    const copies = {
      form: encodeURIComponent(secret).replace(/%20/g, '+'),
      urlSafe: b64.replace(/\+/g, '-').replace(/\//g, '_'),
      wrapped: `${secret.slice(0, 9)}\n${secret.slice(9)}`,
      crlf: `${secret.slice(0, 4)}\r\n${secret.slice(4)}`,
    };
    expect(copies.form).not.toBe(encodeURIComponent(secret));
    expect(redact(copies)).toEqual({ form: '***', urlSafe: '***', wrapped: '***', crlf: '***' });
  });

  it("among a hundred servers' secrets, each copy is found: wrapped, broken at its start, beside a replaced one", () => {
    // Most of them start alike, as a run of many servers' tokens does: looked for by their first characters first.
    const secrets = Array.from({ length: 100 }, (_, i) => `tok_${(i * 7919).toString(16).padStart(6, '0')}_end${i}`);
    const redact = createRedactor({ secrets: [...secrets, 'zz*secret*zz'] });
    const s = (i: number) => secrets[i];
    const copies = {
      wrapped: `a ${s(3).slice(0, 7)}\n${s(3).slice(7)} b`,
      atStart: `${s(40).slice(0, 1)}\r\n${s(40).slice(1)}`,
      b64: Buffer.from(s(50)).toString('base64'),
      twice: `${s(99)}${s(98)} and ${s(99)}`,
      star: 'zz*secret*zz',
    };
    expect(redact(copies)).toEqual({
      wrapped: 'a *** b',
      atStart: '***',
      b64: '***',
      twice: '****** and ***',
      star: '***',
    });
  });

  it('leaves short values and ordinary text alone', () => {
    const redact = createRedactor({ env: { A_TOKEN: 'true', B_KEY: '12345' }, secrets: ['', 'abc'] });
    expect(redact('true 12345 abc and a Bearer of bad news')).toBe('true 12345 abc and a Bearer of bad news');
  });
});

describe('writeReports redaction with a real server printing its environment', () => {
  it('keeps the secrets from get-env out of every file written', async () => {
    const secrets = {
      ANTHROPIC_API_KEY: `sk-ant-api03-${'Zx9'.repeat(12)}-fake`,
      GITHUB_TOKEN: `ghp_${'A1b2C3d4E5'.repeat(4)}`,
      SERVICE_PASSWORD: 'correct-horse-battery',
      CONFIG_HEADER: 'opaque-config-value-123',
    };
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HARMLESS_SETTING: 'visible-harmless-value',
      ...secrets,
    };
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [path.resolve('node_modules/@modelcontextprotocol/server-everything/dist/index.js'), 'stdio'],
      env,
      stderr: 'ignore',
    });
    const client = new Client({ name: 'mcp-eval-test', version: '0.0.0' });
    await client.connect(transport);
    let content: ContentBlock[];
    try {
      const result = await client.callTool({ name: 'get-env', arguments: {} });
      content = result.content as ContentBlock[];
    } finally {
      await client.close();
    }
    const text = content.map((b) => b.text ?? '').join('\n');
    // The real tool did leak them: the test would be worthless otherwise.
    for (const v of Object.values(secrets)) expect(text).toContain(v);

    const report = richReport();
    const run = report.scenarios[1].runs[0];
    const getEnv = call({ server: 'everything', id: 'get-env', content });
    run.trajectory.messages.push(getEnv, { type: 'assistant', text: `Your token is ${secrets.GITHUB_TOKEN}` });
    report.scenarios[0] = { ...report.scenarios[0], error: `auth failed with key ${secrets.ANTHROPIC_API_KEY}` };
    report.problems.push(`header ${secrets.CONFIG_HEADER} rejected`);

    // The action passes process.env and the server config's env/headers values.
    const redact = createRedactor({ env, secrets: [secrets.CONFIG_HEADER] });
    const dir = path.join(tmp, 'out');
    const paths = await writeReports(report, dir, { redact });
    expect(readdirSync(dir).sort()).toEqual(['junit.xml', 'report.html', 'results.json', 'summary.md']);
    for (const file of Object.values(paths)) {
      const written = readFileSync(file, 'utf8');
      for (const [name, v] of Object.entries(secrets))
        expect(written.includes(v), `${name} in ${path.basename(file)}`).toBe(false);
    }
    const json = readFileSync(paths.json, 'utf8');
    expect(json).toContain('visible-harmless-value');
    expect(json).toContain('\\"GITHUB_TOKEN\\": \\"***\\"');
    expect(readFileSync(paths.html, 'utf8')).toContain('&quot;ANTHROPIC_API_KEY&quot;: &quot;***&quot;');
    // The report handed in is untouched: redaction works on a copy.
    expect(report.scenarios[0].error).toContain(secrets.ANTHROPIC_API_KEY);
  });
});
