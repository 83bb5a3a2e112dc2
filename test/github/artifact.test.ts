import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { artifactUrl, uploadReportArtifact } from '../../src/github/artifact.js';
import { startResultsService } from '../emulators/results-service.js';

const saved = { ...process.env };
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'artifact-test-'));
  writeFileSync(join(dir, 'results.json'), '{"ok":true}');
  delete process.env.ACTIONS_RUNTIME_TOKEN;
  delete process.env.ACTIONS_RESULTS_URL;
});

afterEach(() => {
  for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
  Object.assign(process.env, saved);
  rmSync(dir, { recursive: true, force: true });
});

describe('uploadReportArtifact without the results service', () => {
  it('returns an error, never throws, when no report file exists', async () => {
    const res = await uploadReportArtifact('mcp-eval-report', ['missing.html'], dir);
    expect(res).toEqual({ error: `artifact mcp-eval-report: none of the 1 report files exist under ${dir}` });
  });
  it('says it is not in GitHub Actions when the runtime token is missing', async () => {
    const res = await uploadReportArtifact('mcp-eval-report', ['results.json'], dir);
    expect('error' in res && res.error).toMatch(/not running in GitHub Actions .* the reports stay in /);
  });
});

describe('uploadReportArtifact against the results service', () => {
  it('names the reason of a failure whose error has no message: the storage refusing with an empty body', async () => {
    const service = await startResultsService();
    Object.assign(process.env, service.env);
    try {
      // Azure storage refuses an upload (an expired signature) with a status, an error code header and no body;
      // its client then throws a RestError whose message is empty.
      service.failNext('blob', 403, 1, { body: '', headers: { 'x-ms-error-code': 'AuthenticationFailed' } });
      const res = await uploadReportArtifact('mcp-eval-report', ['results.json'], dir);
      expect(res).toEqual({
        error: 'artifact mcp-eval-report: upload failed: RestError (HTTP 403, AuthenticationFailed)',
      });
    } finally {
      await service.close();
    }
  });
});

describe('artifactUrl', () => {
  it('builds the run artifact page, or null outside a run', () => {
    expect(
      artifactUrl(7, { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'o/r', GITHUB_RUN_ID: '99' }),
    ).toBe('https://github.com/o/r/actions/runs/99/artifacts/7');
    expect(artifactUrl(7, {})).toBeNull();
  });
});
