import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fitBody, prContext, upsertComment } from '../../src/github/comment.js';
import { COMMENT_MAX_CHARS, MARKDOWN_MARKER } from '../../src/reports/markdown.js';
import { BOT_TOKEN, USER_TOKEN, start, type GithubApi } from '../emulators/github-api.js';

const where = { owner: 'smart-mcp-proxy', repo: 'mcpproxy-go', issueNumber: 42 };
const bot = { login: 'github-actions[bot]', type: 'Bot' as const };
const human = { login: 'someone', type: 'User' as const };

describe('upsertComment against the emulated REST API', () => {
  let api: GithubApi;
  beforeEach(async () => {
    api = await start();
  });
  afterEach(async () => {
    await api.close();
  });

  it('creates the comment once, then updates it in place', async () => {
    const first = await upsertComment({ ...where, token: BOT_TOKEN, body: '## run 1', apiUrl: api.url });
    expect(first.action).toBe('created');
    expect(api.state.comments).toHaveLength(1);
    expect(first.url).toContain(`#issuecomment-${api.state.comments[0].id}`);
    expect(api.state.comments[0].body).toBe(`${MARKDOWN_MARKER}\n## run 1`);

    const second = await upsertComment({ ...where, token: BOT_TOKEN, body: '## run 2', apiUrl: api.url });
    expect(second.action).toBe('updated');
    expect(api.state.comments).toHaveLength(1);
    expect(api.state.comments[0].body).toBe(`${MARKDOWN_MARKER}\n## run 2`);
    expect(api.state.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
  });

  it('sends the token in the Authorization header, and only there', async () => {
    await upsertComment({ ...where, token: BOT_TOKEN, body: 'x', apiUrl: api.url });
    expect(api.state.requests.length).toBeGreaterThan(0);
    for (const r of api.state.requests) {
      expect(r.authorization).toBe(`token ${BOT_TOKEN}`);
      expect(r.url).not.toContain(BOT_TOKEN);
      expect(JSON.stringify(r.body ?? '')).not.toContain(BOT_TOKEN);
    }
  });

  it('finds its comment on page 2 and leaves other comments with the marker alone', async () => {
    for (let i = 0; i < 130; i++)
      api.seed({ ...where, issue_number: where.issueNumber, body: `chatter ${i}`, user: human });
    // Someone quoting the marker must not be edited.
    const quoted = api.seed({
      ...where,
      issue_number: where.issueNumber,
      body: `> ${MARKDOWN_MARKER} old report`,
      user: human,
    });
    const ours = api.seed({ ...where, issue_number: where.issueNumber, body: `${MARKDOWN_MARKER}\nold`, user: bot });
    const result = await upsertComment({ ...where, token: BOT_TOKEN, body: 'new', apiUrl: api.url });
    expect(result.action).toBe('updated');
    expect(ours.body).toBe(`${MARKDOWN_MARKER}\nnew`);
    expect(quoted.body).toBe(`> ${MARKDOWN_MARKER} old report`);
    const pages = api.state.requests.filter((r) => r.method === 'GET' && r.url.includes('/issues/42/comments'));
    expect(pages.map((r) => new URL(r.url, api.url).searchParams.get('page') ?? '1')).toEqual(['1', '2']);
    expect(pages[0].url).toContain('per_page=100');
  });

  it('uses the login of a personal access token as the identity', async () => {
    const foreign = api.seed({
      ...where,
      issue_number: where.issueNumber,
      body: `${MARKDOWN_MARKER}\nbot's`,
      user: bot,
    });
    const first = await upsertComment({ ...where, token: USER_TOKEN, body: 'pat', apiUrl: api.url });
    expect(first.action).toBe('created');
    expect(foreign.body).toBe(`${MARKDOWN_MARKER}\nbot's`);
    expect(api.state.comments.at(-1)?.user.login).toBe('octocat');
    expect((await upsertComment({ ...where, token: USER_TOKEN, body: 'pat 2', apiUrl: api.url })).action).toBe(
      'updated',
    );
  });

  it('honours a custom marker', async () => {
    await upsertComment({ ...where, token: BOT_TOKEN, body: 'a', marker: '<!-- suite-a -->', apiUrl: api.url });
    const b = await upsertComment({
      ...where,
      token: BOT_TOKEN,
      body: 'b',
      marker: '<!-- suite-b -->',
      apiUrl: api.url,
    });
    expect(b.action).toBe('created');
    expect(api.state.comments.map((c) => c.body)).toEqual(['<!-- suite-a -->\na', '<!-- suite-b -->\nb']);
  });

  it('skips with a reason on a read-only fork token (403)', async () => {
    api.state.fork = true;
    const result = await upsertComment({ ...where, token: BOT_TOKEN, body: 'x', apiUrl: api.url });
    expect(result.action).toBe('skipped');
    expect(result.reason).toContain('Resource not accessible by integration');
    expect(result.reason).toContain('fork');
    expect(api.state.comments).toHaveLength(0);
  });

  it('skips without a token and never calls the API', async () => {
    const result = await upsertComment({ ...where, token: '', body: 'x', apiUrl: api.url });
    expect(result).toEqual({ action: 'skipped', reason: 'no GitHub token (set github-token)' });
    expect(api.state.requests).toHaveLength(0);
  });

  it('throws an error naming the step on bad credentials, without the token', async () => {
    const token = 'ghp_notKnownToTheEmulator000000000000000';
    const err = await upsertComment({ ...where, token, body: 'x', apiUrl: api.url }).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'EvalError', kind: 'github' });
    expect((err as Error).message).toMatch(
      /cannot list comments of smart-mcp-proxy\/mcpproxy-go#42: HTTP 401: Bad credentials/,
    );
    expect((err as Error).message).not.toContain(token);
  });

  it('counts its deadline over the whole operation, not per request', async () => {
    for (let i = 0; i < 101; i++) api.seed({ ...where, issue_number: where.issueNumber, body: `c ${i}`, user: human });
    // Each request answers after 400 ms, within the deadline; /user, page 1 and page 2 end 1.2 s in at the earliest,
    // past it. A deadline per request would let every one through; load only makes them later.
    api.state.delayMs = 400;
    const err = await upsertComment({ ...where, token: BOT_TOKEN, body: 'x', apiUrl: api.url, timeoutMs: 1_000 }).catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ name: 'EvalError', kind: 'github' });
    expect((err as Error).message).toBe(
      'PR comment: cannot list comments of smart-mcp-proxy/mcpproxy-go#42: timed out after 1s',
    );
    expect(api.state.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('gives up at its deadline on a later page too', async () => {
    for (let i = 0; i < 101; i++) api.seed({ ...where, issue_number: where.issueNumber, body: `c ${i}`, user: human });
    // /user and page 1 answer at once; page 2 never does: only the deadline ends the wait.
    api.state.hold = /[?&]page=2\b/;
    const err = await upsertComment({ ...where, token: BOT_TOKEN, body: 'x', apiUrl: api.url, timeoutMs: 2_000 }).catch(
      (e: unknown) => e,
    );
    expect((err as Error).message).toBe(
      'PR comment: cannot list comments of smart-mcp-proxy/mcpproxy-go#42: timed out after 2s',
    );
    // Page 2 unanswered and dropped by the client (its close reaches the emulator a moment after the abort).
    const pages = () => api.state.requests.filter((r) => r.url.includes('/issues/42/comments'));
    await vi.waitFor(
      () =>
        expect(pages().map((r) => [r.status, r.dropped])).toEqual([
          [200, false],
          [0, true],
        ]),
      {
        timeout: 5_000,
      },
    );
  }, 15_000);

  it('posts a body over the limit cut to fit', async () => {
    const huge = '```\n' + 'line of a very long table\n'.repeat(4000) + '```\n';
    const result = await upsertComment({ ...where, token: BOT_TOKEN, body: huge, apiUrl: api.url });
    expect(result).toMatchObject({ action: 'created', truncated: true });
    expect(api.state.comments[0].body.length).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
  });
});

describe('fitBody', () => {
  it('keeps short bodies whole and the marker first', () => {
    expect(fitBody('hi')).toEqual({ body: `${MARKDOWN_MARKER}\nhi`, truncated: false });
    expect(fitBody(`x ${MARKDOWN_MARKER} y`).body).toBe(`x ${MARKDOWN_MARKER} y`);
  });
  it('cuts at a line end, closes an open code fence, and says so', () => {
    const { body, truncated } = fitBody('```\n' + '0123456789\n'.repeat(10_000));
    expect(truncated).toBe(true);
    expect(body.length).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
    expect(body.startsWith(MARKDOWN_MARKER)).toBe(true);
    expect((body.match(/^```/gm) ?? []).length % 2).toBe(0);
    expect(body).toContain('65,536-character limit');
    expect(body).toMatch(/0123456789\n```\n/);
  });
});

describe('prContext', () => {
  const payload = (headRepo: string | null) => ({
    number: 7,
    pull_request: {
      number: 7,
      head: { repo: headRepo === null ? null : { full_name: headRepo } },
      base: {
        repo: { full_name: 'smart-mcp-proxy/mcpproxy-go', name: 'mcpproxy-go', owner: { login: 'smart-mcp-proxy' } },
      },
    },
    repository: { name: 'mcpproxy-go', owner: { login: 'smart-mcp-proxy' } },
  });

  it('reads a same-repository pull_request', () => {
    expect(prContext({ eventName: 'pull_request', payload: payload('smart-mcp-proxy/mcpproxy-go') })).toEqual({
      owner: 'smart-mcp-proxy',
      repo: 'mcpproxy-go',
      issueNumber: 7,
      isFork: false,
    });
  });
  it('flags forks, also a deleted one, for pull_request_target too', () => {
    expect(prContext({ eventName: 'pull_request', payload: payload('contributor/mcpproxy-go') })?.isFork).toBe(true);
    expect(prContext({ eventName: 'pull_request_target', payload: payload(null) })?.isFork).toBe(true);
  });
  it('answers null for other events', () => {
    expect(prContext({ eventName: 'push', payload: { repository: { name: 'r', owner: { login: 'o' } } } })).toBeNull();
    expect(prContext({ eventName: 'workflow_dispatch', payload: {} })).toBeNull();
  });
});
