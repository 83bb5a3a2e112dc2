// The sticky PR comment: one comment per PR, found again by a hidden marker and edited in place,
// through the real @actions/github Octokit.
//
// Whose comment is "ours": a comment carrying the marker AND written by the identity of the
// token. That identity is `author` when given; else the login `GET /user` answers (personal
// access tokens); else `github-actions[bot]`, the identity of GITHUB_TOKEN (installation tokens
// cannot read /user). Somebody else quoting the marker is never edited.
import { getOctokit } from '@actions/github';
import { EvalError } from '../util/errors.js';
import { COMMENT_MAX_CHARS, MARKDOWN_MARKER } from '../reports/markdown.js';
import type { EventContext } from './event.js';

const GITHUB_TOKEN_LOGIN = 'github-actions[bot]';

export interface UpsertCommentOptions {
  token: string;
  owner: string;
  repo: string;
  issueNumber: number;
  body: string;
  marker?: string;
  /** Login whose comment is updated; default: see the module comment. */
  author?: string;
  /** REST base URL; default GITHUB_API_URL, else https://api.github.com. */
  apiUrl?: string;
  /** Deadline for the whole operation. */
  timeoutMs?: number;
}

export interface UpsertCommentResult {
  action: 'created' | 'updated' | 'skipped';
  url?: string;
  /** Why it was skipped. */
  reason?: string;
  /** The body was cut to fit GitHub's limit. */
  truncated?: boolean;
}

interface ListedComment {
  id: number;
  body?: string | null;
  html_url: string;
  user: { login: string } | null;
}

export async function upsertComment(opts: UpsertCommentOptions): Promise<UpsertCommentResult> {
  const marker = opts.marker ?? MARKDOWN_MARKER;
  if (!opts.token) return { action: 'skipped', reason: 'no GitHub token (set github-token)' };
  if (!Number.isInteger(opts.issueNumber) || opts.issueNumber <= 0) {
    throw new EvalError(
      'github',
      `PR comment: issue number must be a positive integer, got ${String(opts.issueNumber)}`,
    );
  }
  const { body, truncated } = fitBody(opts.body, marker);
  const octokit = getOctokit(opts.token, {
    baseUrl: opts.apiUrl ?? process.env.GITHUB_API_URL ?? 'https://api.github.com',
  });
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const signal = AbortSignal.timeout(timeoutMs);
  // On every request, pages after the first included (paginate does not pass per-call options on).
  octokit.hook.before('request', (options) => {
    options.request = { ...options.request, signal };
  });
  const where = `${opts.owner}/${opts.repo}#${opts.issueNumber}`;

  const repo = { owner: opts.owner, repo: opts.repo };
  const issue = { ...repo, issue_number: opts.issueNumber };

  let step = `list comments of ${where}`;
  try {
    const author = opts.author ?? (await tokenLogin(octokit));
    const comments: ListedComment[] = await octokit.paginate(octokit.rest.issues.listComments, {
      ...issue,
      per_page: 100,
    });
    const mine = comments.find((c) => c.user?.login === author && (c.body ?? '').includes(marker));
    if (mine) {
      step = `update comment ${mine.id} on ${where}`;
      const { data } = await octokit.rest.issues.updateComment({ ...repo, comment_id: mine.id, body });
      return { action: 'updated', url: data.html_url, truncated };
    }
    step = `create a comment on ${where}`;
    const { data } = await octokit.rest.issues.createComment({ ...issue, body });
    return { action: 'created', url: data.html_url, truncated };
  } catch (err) {
    if (signal.aborted)
      throw new EvalError('github', `PR comment: cannot ${step}: timed out after ${Math.round(timeoutMs / 1000)}s`);
    const { status, message } = describe(err);
    // A read-only token (pull_request from a fork): expected, the job summary carries the report.
    if (status === 403) {
      return {
        action: 'skipped',
        reason:
          `cannot ${step}: ${message} ` +
          '(a pull request from a fork gets a read-only token; the report is in the job summary)',
      };
    }
    throw new EvalError('github', `PR comment: cannot ${step}: ${status ? `HTTP ${status}: ` : ''}${message}`);
  }
}

type Octokit = ReturnType<typeof getOctokit>;

async function tokenLogin(octokit: Octokit): Promise<string> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return data.login;
  } catch (err) {
    const { status } = describe(err);
    if (status === 403 || status === 404) return GITHUB_TOKEN_LOGIN;
    throw err;
  }
}

/** Status and server message only: Octokit errors also hold the request, headers included. */
function describe(err: unknown): { status: number | null; message: string } {
  const e = err as { status?: unknown; message?: unknown; response?: { data?: { message?: unknown } } };
  const status = typeof e.status === 'number' ? e.status : null;
  const apiMessage = e.response?.data?.message;
  const message = typeof apiMessage === 'string' ? apiMessage : typeof e.message === 'string' ? e.message : String(err);
  return { status, message: message.replace(/\b(gh[pousr]_[A-Za-z0-9_]{20,}|github_pat_[A-Za-z0-9_]{20,})/g, '***') };
}

const TRUNCATION_NOTE =
  "\n\n> ✂️ This comment was cut to fit GitHub's 65,536-character limit: " +
  'the full report is in the job summary and the report artifact.\n';

/** Put the marker first, and cut the body to GitHub's limit without breaking a code fence. */
export function fitBody(text: string, marker: string = MARKDOWN_MARKER): { body: string; truncated: boolean } {
  const full = text.includes(marker) ? text : `${marker}\n${text}`;
  if (full.length <= COMMENT_MAX_CHARS) return { body: full, truncated: false };
  const room = COMMENT_MAX_CHARS - TRUNCATION_NOTE.length - '\n```\n'.length;
  let cut = full.slice(0, room);
  // Never end on half a surrogate pair or in the middle of a line.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const lineEnd = cut.lastIndexOf('\n');
  if (lineEnd > room / 2) cut = cut.slice(0, lineEnd);
  if (!cut.includes(marker)) cut = `${marker}\n${cut.slice(0, room - marker.length - 1)}`;
  const openFence = (cut.match(/^```/gm) ?? []).length % 2 === 1;
  return { body: cut + (openFence ? '\n```\n' : '') + TRUNCATION_NOTE, truncated: true };
}

export interface PrContext {
  owner: string;
  repo: string;
  issueNumber: number;
  /** The head branch lives in another repository (for `pull_request`, the token is read-only). */
  isFork: boolean;
}

/** The PR of a pull_request / pull_request_target run, from the event payload; null for other events. */
export function prContext(context: EventContext): PrContext | null {
  if (context.eventName !== 'pull_request' && context.eventName !== 'pull_request_target') return null;
  const pr = context.payload.pull_request as
    | {
        number?: unknown;
        head?: { repo?: { full_name?: string } | null };
        base?: { repo?: { full_name?: string; name?: string; owner?: { login?: string } } };
      }
    | undefined;
  const repository = context.payload.repository as { name?: string; owner?: { login?: string } } | undefined;
  const number = pr?.number ?? context.payload.number;
  const owner = pr?.base?.repo?.owner?.login ?? repository?.owner?.login;
  const repo = pr?.base?.repo?.name ?? repository?.name;
  if (typeof number !== 'number' || !owner || !repo) return null;
  const head = pr?.head?.repo?.full_name;
  const base = pr?.base?.repo?.full_name ?? `${owner}/${repo}`;
  // A deleted fork leaves head.repo null: still not this repository.
  return { owner, repo, issueNumber: number, isFork: head === undefined ? pr?.head?.repo === null : head !== base };
}
