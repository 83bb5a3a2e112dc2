export const id = 318;
export const ids = [318];
export const modules = {

/***/ 47318:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   prContext: () => (/* binding */ prContext),
/* harmony export */   upsertComment: () => (/* binding */ upsertComment)
/* harmony export */ });
/* unused harmony export fitBody */
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61351);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70017);
/* harmony import */ var _reports_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48022);
// The sticky PR comment: one comment per PR, found again by a hidden marker and edited in place,
// through the real @actions/github Octokit.
//
// Whose comment is "ours": a comment carrying the marker AND written by the identity of the
// token. That identity is `author` when given; else the login `GET /user` answers (personal
// access tokens); else `github-actions[bot]`, the identity of GITHUB_TOKEN (installation tokens
// cannot read /user). Somebody else quoting the marker is never edited.



const GITHUB_TOKEN_LOGIN = 'github-actions[bot]';
async function upsertComment(opts) {
    const marker = opts.marker ?? _reports_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .MARKDOWN_MARKER */ .n_;
    if (!opts.token)
        return { action: 'skipped', reason: 'no GitHub token (set github-token)' };
    if (!Number.isInteger(opts.issueNumber) || opts.issueNumber <= 0) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EvalError */ .Fn('github', `PR comment: issue number must be a positive integer, got ${String(opts.issueNumber)}`);
    }
    const { body, truncated } = fitBody(opts.body, marker);
    const octokit = (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(opts.token, {
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
        const comments = await octokit.paginate(octokit.rest.issues.listComments, {
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
    }
    catch (err) {
        if (signal.aborted)
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EvalError */ .Fn('github', `PR comment: cannot ${step}: timed out after ${Math.round(timeoutMs / 1000)}s`);
        const { status, message } = describe(err);
        // A read-only token (pull_request from a fork): expected, the job summary carries the report.
        if (status === 403) {
            return {
                action: 'skipped',
                reason: `cannot ${step}: ${message} ` +
                    '(a pull request from a fork gets a read-only token; the report is in the job summary)',
            };
        }
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EvalError */ .Fn('github', `PR comment: cannot ${step}: ${status ? `HTTP ${status}: ` : ''}${message}`);
    }
}
async function tokenLogin(octokit) {
    try {
        const { data } = await octokit.rest.users.getAuthenticated();
        return data.login;
    }
    catch (err) {
        const { status } = describe(err);
        if (status === 403 || status === 404)
            return GITHUB_TOKEN_LOGIN;
        throw err;
    }
}
/** Status and server message only: Octokit errors also hold the request, headers included. */
function describe(err) {
    const e = err;
    const status = typeof e.status === 'number' ? e.status : null;
    const apiMessage = e.response?.data?.message;
    const message = typeof apiMessage === 'string' ? apiMessage : typeof e.message === 'string' ? e.message : String(err);
    return { status, message: message.replace(/\b(gh[pousr]_[A-Za-z0-9_]{20,}|github_pat_[A-Za-z0-9_]{20,})/g, '***') };
}
const TRUNCATION_NOTE = "\n\n> ✂️ This comment was cut to fit GitHub's 65,536-character limit: " +
    'the full report is in the job summary and the report artifact.\n';
/** Put the marker first, and cut the body to GitHub's limit without breaking a code fence. */
function fitBody(text, marker = _reports_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .MARKDOWN_MARKER */ .n_) {
    const full = text.includes(marker) ? text : `${marker}\n${text}`;
    if (full.length <= _reports_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMENT_MAX_CHARS */ .dq)
        return { body: full, truncated: false };
    const room = _reports_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMENT_MAX_CHARS */ .dq - TRUNCATION_NOTE.length - '\n```\n'.length;
    let cut = full.slice(0, room);
    // Never end on half a surrogate pair or in the middle of a line.
    if (/[\uD800-\uDBFF]$/.test(cut))
        cut = cut.slice(0, -1);
    const lineEnd = cut.lastIndexOf('\n');
    if (lineEnd > room / 2)
        cut = cut.slice(0, lineEnd);
    if (!cut.includes(marker))
        cut = `${marker}\n${cut.slice(0, room - marker.length - 1)}`;
    const openFence = (cut.match(/^```/gm) ?? []).length % 2 === 1;
    return { body: cut + (openFence ? '\n```\n' : '') + TRUNCATION_NOTE, truncated: true };
}
/** The PR of a pull_request / pull_request_target run, from the event payload; null for other events. */
function prContext(context) {
    if (context.eventName !== 'pull_request' && context.eventName !== 'pull_request_target')
        return null;
    const pr = context.payload.pull_request;
    const repository = context.payload.repository;
    const number = pr?.number ?? context.payload.number;
    const owner = pr?.base?.repo?.owner?.login ?? repository?.owner?.login;
    const repo = pr?.base?.repo?.name ?? repository?.name;
    if (typeof number !== 'number' || !owner || !repo)
        return null;
    const head = pr?.head?.repo?.full_name;
    const base = pr?.base?.repo?.full_name ?? `${owner}/${repo}`;
    // A deleted fork leaves head.repo null: still not this repository.
    return { owner, repo, issueNumber: number, isFork: head === undefined ? pr?.head?.repo === null : head !== base };
}


/***/ })

};
