// Emulates the slice of the GitHub REST API that the action uses for PR comments, at the wire,
// so the real @actions/github Octokit runs unchanged against it:
//   GET    /repos/{o}/{r}/issues/{n}/comments   (paginated, Link header)
//   POST   /repos/{o}/{r}/issues/{n}/comments
//   PATCH  /repos/{o}/{r}/issues/comments/{id}
//   GET    /user                                 (403 for installation tokens, as on GitHub)
// Tokens map to identities; unknown tokens get 401. In fork mode every write answers 403
// "Resource not accessible by integration", as a read-only pull_request token from a fork does.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenLocal } from './listen.js';

export interface EmulatedUser {
  login: string;
  type: 'Bot' | 'User';
}

export interface EmulatedComment {
  id: number;
  issue_number: number;
  owner: string;
  repo: string;
  body: string;
  user: EmulatedUser;
  created_at: string;
  updated_at: string;
}

export interface LoggedRequest {
  method: string;
  /** Path and query, as received. */
  url: string;
  authorization: string | null;
  body: unknown;
  status: number;
  /** The client closed the connection before the answer (it gave up). */
  dropped: boolean;
}

export interface GithubApiState {
  comments: EmulatedComment[];
  requests: LoggedRequest[];
  /** Token -> identity. */
  tokens: Map<string, EmulatedUser>;
  /** Answer 403 to every write (a pull_request run from a fork). */
  fork: boolean;
  /** Answer only after this many ms (timeout tests). */
  delayMs: number;
  /** Requests (path and query) this matches are never answered: the client has to give up (timeout tests). */
  hold: RegExp | null;
  nextId: number;
}

export interface GithubApi {
  url: string;
  state: GithubApiState;
  /** Add a comment directly (setting the scene: other people's comments, many pages). */
  seed(c: { owner: string; repo: string; issue_number: number; body: string; user: EmulatedUser }): EmulatedComment;
  close(): Promise<void>;
}

/** The identity of GITHUB_TOKEN, and of a personal access token, in the default token map. */
export const BOT_TOKEN = 'ghs_emulatedInstallationToken0000000000';
export const USER_TOKEN = 'ghp_emulatedPersonalToken00000000000000';

export async function start(opts: { fork?: boolean; tokens?: Record<string, EmulatedUser> } = {}): Promise<GithubApi> {
  const state: GithubApiState = {
    comments: [],
    requests: [],
    tokens: new Map(
      Object.entries(
        opts.tokens ?? {
          [BOT_TOKEN]: { login: 'github-actions[bot]', type: 'Bot' },
          [USER_TOKEN]: { login: 'octocat', type: 'User' },
        },
      ),
    ),
    fork: opts.fork ?? false,
    delayMs: 0,
    hold: null,
    nextId: 1000,
  };
  let base = '';

  const toJson = (c: EmulatedComment) => ({
    id: c.id,
    node_id: `IC_${c.id}`,
    url: `${base}/repos/${c.owner}/${c.repo}/issues/comments/${c.id}`,
    html_url: `https://github.com/${c.owner}/${c.repo}/pull/${c.issue_number}#issuecomment-${c.id}`,
    issue_url: `${base}/repos/${c.owner}/${c.repo}/issues/${c.issue_number}`,
    body: c.body,
    user: { login: c.user.login, id: c.user.login.length, type: c.user.type },
    created_at: c.created_at,
    updated_at: c.updated_at,
    author_association: c.user.type === 'Bot' ? 'NONE' : 'OWNER',
  });

  const seed: GithubApi['seed'] = (c) => {
    const now = new Date().toISOString();
    const comment: EmulatedComment = { ...c, id: state.nextId++, created_at: now, updated_at: now };
    state.comments.push(comment);
    return comment;
  };

  const server = createServer((req, res) => {
    void handle(req, res).catch((err: unknown) => {
      send(req, res, 500, { message: `emulator error: ${String(err)}` }, null);
    });
  });

  const logged = new WeakMap<IncomingMessage, LoggedRequest>();
  function send(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    payload: unknown,
    extraHeaders: Record<string, string> | null,
  ) {
    const entry = logged.get(req);
    if (entry) entry.status = status;
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...(extraHeaders ?? {}) });
    res.end(JSON.stringify(payload));
  }

  async function readBody(req: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    if (!text) return null;
    return JSON.parse(text) as unknown;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', base);
    const authorization = req.headers.authorization ?? null;
    const body = method === 'GET' ? null : await readBody(req);
    const entry: LoggedRequest = {
      method,
      url: url.pathname + url.search,
      authorization,
      body,
      status: 0,
      dropped: false,
    };
    state.requests.push(entry);
    logged.set(req, entry);
    res.on('close', () => void (entry.dropped = !res.writableEnded));
    if (state.hold?.test(entry.url)) return;
    if (state.delayMs > 0) await new Promise((r) => setTimeout(r, state.delayMs));

    const token = authorization?.match(/^(?:token|bearer)\s+(\S+)$/i)?.[1];
    const user = token ? state.tokens.get(token) : undefined;
    if (!user)
      return send(
        req,
        res,
        401,
        { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' },
        null,
      );

    if (method === 'GET' && url.pathname === '/user') {
      // Installation tokens (GITHUB_TOKEN) cannot read /user.
      if (user.type === 'Bot') return send(req, res, 403, { message: 'Resource not accessible by integration' }, null);
      return send(req, res, 200, { login: user.login, id: 1, type: user.type }, null);
    }

    const list = url.pathname.match(/^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/);
    const one = url.pathname.match(/^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/);

    if (list && method === 'GET') {
      const [, owner, repo, n] = list;
      const perPage = Math.min(Math.max(Number(url.searchParams.get('per_page') ?? 30) || 30, 1), 100);
      const page = Math.max(Number(url.searchParams.get('page') ?? 1) || 1, 1);
      const all = state.comments.filter((c) => c.owner === owner && c.repo === repo && c.issue_number === Number(n));
      const pages = Math.max(Math.ceil(all.length / perPage), 1);
      const items = all.slice((page - 1) * perPage, page * perPage).map(toJson);
      const link = (p: number, rel: string) => {
        const u = new URL(url.pathname, base);
        u.searchParams.set('per_page', String(perPage));
        u.searchParams.set('page', String(p));
        return `<${u.toString()}>; rel="${rel}"`;
      };
      const rels: string[] = [];
      if (page < pages) rels.push(link(page + 1, 'next'), link(pages, 'last'));
      if (page > 1) rels.push(link(1, 'first'), link(page - 1, 'prev'));
      return send(req, res, 200, items, rels.length ? { link: rels.join(', ') } : null);
    }

    if ((list && method === 'POST') || (one && method === 'PATCH')) {
      if (state.fork)
        return send(
          req,
          res,
          403,
          {
            message: 'Resource not accessible by integration',
            documentation_url: 'https://docs.github.com/rest/issues/comments',
            status: '403',
          },
          null,
        );
      const text = (body as { body?: unknown } | null)?.body;
      if (typeof text !== 'string' || text.length === 0)
        return send(
          req,
          res,
          422,
          { message: 'Validation Failed', errors: [{ field: 'body', code: 'missing_field' }] },
          null,
        );
      if (text.length > 65536)
        return send(
          req,
          res,
          422,
          {
            message: 'Validation Failed',
            errors: [
              {
                resource: 'IssueComment',
                code: 'unprocessable',
                field: 'data',
                message: 'Body is too long (maximum is 65536 characters)',
              },
            ],
          },
          null,
        );
      if (list) {
        const [, owner, repo, n] = list;
        return send(req, res, 201, toJson(seed({ owner, repo, issue_number: Number(n), body: text, user })), null);
      }
      const [, owner, repo, id] = one!;
      const c = state.comments.find((x) => x.owner === owner && x.repo === repo && x.id === Number(id));
      if (!c) return send(req, res, 404, { message: 'Not Found' }, null);
      c.body = text;
      c.updated_at = new Date().toISOString();
      return send(req, res, 200, toJson(c), null);
    }

    return send(req, res, 404, { message: 'Not Found' }, null);
  }

  const { url, close } = await listenLocal(server);
  base = url;
  return { url, state, seed, close };
}
