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
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EvalError */ .Fn('github', `PR comment: issue number must be a positive integer, got ${String(opts.issueNumber)}`);
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
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EvalError */ .Fn('github', `PR comment: cannot ${step}: timed out after ${Math.round(timeoutMs / 1000)}s`);
        const { status, message } = describe(err);
        // A read-only token (pull_request from a fork): expected, the job summary carries the report.
        if (status === 403) {
            return {
                action: 'skipped',
                reason: `cannot ${step}: ${message} ` +
                    '(a pull request from a fork gets a read-only token; the report is in the job summary)',
            };
        }
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EvalError */ .Fn('github', `PR comment: cannot ${step}: ${status ? `HTTP ${status}: ` : ''}${message}`);
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


/***/ }),

/***/ 46548:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   X: () => (/* binding */ escapeXml),
/* harmony export */   ZD: () => (/* binding */ escapeHtml)
/* harmony export */ });
// Escaping for every text that reaches a report. Tool output, scenario names and error
// messages are untrusted: they must show up as text, never as markup.
const HTML_ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text for HTML element content and quoted attribute values. */
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]);
}
// Characters XML 1.0 forbids even as references: C0 controls (but tab, LF, CR), U+FFFE/U+FFFF, lone surrogates.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const LONE_HIGH_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])/;
const LONE_LOW_SURROGATE = /(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const XML_INVALID = new RegExp([XML_FORBIDDEN, LONE_HIGH_SURROGATE, LONE_LOW_SURROGATE].map((r) => r.source).join('|'), 'g');
/** Text for XML content and quoted attributes; characters XML cannot carry become U+FFFD. */
function escapeXml(text) {
    return text.replace(XML_INVALID, '\uFFFD').replace(/[&<>"']/g, (c) => (c === "'" ? '&apos;' : HTML_ENTITIES[c]));
}
/**
 * Text for one Markdown table cell or inline span (GitHub flavour): one line, no table pipes,
 * no HTML, no emphasis/link/code syntax, and no `@mention` or notification pings.
 */
function escapeMarkdown(text) {
    return text
        .replace(/\r\n?|\n/g, ' ')
        .replace(/[\\`*_[\]|~#!(){}]/g, (c) => `\\${c}`)
        .replace(/[&<]/g, (c) => HTML_ENTITIES[c])
        .replace(/@(?=\w)/g, '@\u200B');
}


/***/ }),

/***/ 97712:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fu: () => (/* binding */ shortSha),
/* harmony export */   KY: () => (/* binding */ sortScenarios),
/* harmony export */   Z7: () => (/* binding */ divergence),
/* harmony export */   Zu: () => (/* binding */ callCounts),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   pI: () => (/* binding */ runFacts),
/* harmony export */   pK: () => (/* binding */ formatUsage),
/* harmony export */   qh: () => (/* binding */ formatVersion),
/* harmony export */   y: () => (/* binding */ formatScore)
/* harmony export */ });
/* unused harmony exports RECOMMENDED_ACTION, headline, thousands */
/* harmony import */ var _status_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65565);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49997);


/** The seed's decision matrix: what to do about a run whose worst status is this. */
const RECOMMENDED_ACTION = {
    ERROR: 'Stop: some scenarios could not run; fix the setup and run again.',
    BROKEN: 'Stop, investigate: do not ship this change.',
    DEGRADED: 'Review the changes (and update the docs if they are intended).',
    ACCEPTABLE: 'Monitor; consider a baseline refresh.',
    GOOD: 'Ship with confidence.',
    RECORDED: 'Baselines recorded; nothing to compare yet.',
};
/** The action for a run's status; empty for a status this version does not know. */
function recommendedAction(status) {
    return RECOMMENDED_ACTION[status] ?? '';
}
function formatScore(score) {
    return score === null ? '–' : score.toFixed(2);
}
/** Worst first, then by id: the order of every scenario list. */
function sortScenarios(scenarios) {
    return [...scenarios].sort((a, b) => (0,_status_js__WEBPACK_IMPORTED_MODULE_0__/* .severity */ .yf)(a.status) - (0,_status_js__WEBPACK_IMPORTED_MODULE_0__/* .severity */ .yf)(b.status) || (0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .compareText */ .n6)(a.id, b.id));
}
/** "2 BROKEN, 1 DEGRADED, 14 GOOD", worst first, zero counts left out. */
function headline(report) {
    const parts = _status_js__WEBPACK_IMPORTED_MODULE_0__/* .STATUSES */ .f.filter((s) => (report.counts[s] ?? 0) > 0).map((s) => `${report.counts[s]} ${s}`);
    return parts.length ? parts.join(', ') : 'no scenarios';
}
/** "mcpproxy 0.11.2 -> 0.12.0", or just the version when it did not change. */
function formatVersion(v) {
    const b = v.baseline ?? '?';
    const c = v.current ?? '?';
    if (v.baseline === null && v.current !== null)
        return `${v.name} ${c}`;
    return b === c ? `${v.name} ${c}` : `${v.name} ${b} -> ${c}`;
}
/**
 * The versions of the whole suite: one entry per server over all scenarios, the first version
 * seen wins; sorted by name. (scoring's serverVersions is one scenario's baseline -> current.)
 */
function suiteServerVersions(report) {
    const seen = new Map();
    for (const s of report.scenarios) {
        for (const v of s.servers) {
            const prev = seen.get(v.name) ?? v;
            seen.set(v.name, { name: v.name, baseline: prev.baseline ?? v.baseline, current: prev.current ?? v.current });
        }
    }
    return [...seen.values()].sort((a, b) => (0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .compareText */ .n6)(a.name, b.name));
}
function runFacts(report) {
    return {
        headline: headline(report),
        recommended: recommendedAction(report.status),
        score: formatScore(report.score),
        commit: shortSha(report.git.sha),
        servers: suiteServerVersions(report).map(formatVersion),
        usage: formatUsage(report.usage),
    };
}
function formatUsage(u) {
    const tokens = u.input_tokens + u.output_tokens + u.cache_read_input_tokens + u.cache_creation_input_tokens;
    return `${thousands(tokens)} tokens, $${u.cost_usd.toFixed(4)}`;
}
/** 1234567 -> "1,234,567" without Intl, so output never depends on the machine's locale data. */
function thousands(n) {
    return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
function formatDuration(ms) {
    if (ms < 1000)
        return `${Math.round(ms)} ms`;
    const s = ms / 1000;
    return s < 60 ? `${s.toFixed(1)} s` : `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
}
function shortSha(sha) {
    return sha ? sha.slice(0, 12) : 'unknown';
}
/** Scored call counts of the first evaluated run: "3 -> 4". */
function callCounts(s) {
    const e = s.runs.find((r) => r.evaluation)?.evaluation;
    if (e)
        return `${e.baseline_calls} -> ${e.current_calls}`;
    const t = s.runs[0]?.trajectory;
    return t ? `${t.messages.filter((m) => m.type === 'tool_call' && !m.discovery).length}` : '–';
}
/** Where the first evaluated run left the baseline, or why the scenario did not run. */
function divergence(s) {
    if (s.error)
        return s.error;
    if (s.status === 'RECORDED')
        return 'baseline recorded';
    const e = s.runs.find((r) => r.evaluation)?.evaluation;
    if (!e)
        return '';
    return e.first_divergence?.description ?? 'none';
}


/***/ }),

/***/ 48022:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gc: () => (/* binding */ renderMarkdown),
/* harmony export */   dq: () => (/* binding */ COMMENT_MAX_CHARS),
/* harmony export */   eR: () => (/* binding */ SUMMARY_MAX_BYTES),
/* harmony export */   n_: () => (/* binding */ MARKDOWN_MARKER)
/* harmony export */ });
/* harmony import */ var _status_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65565);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49997);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46548);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97712);




const MARKDOWN_MARKER = '<!-- mcp-eval -->';
/** GitHub's limit for an issue comment, in characters. */
const COMMENT_MAX_CHARS = 65_536;
/** GitHub's limit for a job summary: 1 MiB of UTF-8 (emoji take 4 bytes: measure bytes, not characters). */
const SUMMARY_MAX_BYTES = 1_048_576;
const MAX_PAIRS_SHOWN = 25;
const MAX_PROBLEMS_SHOWN = 5;
function renderMarkdown(report, opts = {}) {
    const maxChars = opts.maxChars ?? COMMENT_MAX_CHARS;
    const fits = (text) => text.length <= maxChars && (opts.maxBytes === undefined || Buffer.byteLength(text, 'utf8') <= opts.maxBytes);
    const sorted = (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .sortScenarios */ .KY)(report.scenarios);
    const build = (rows, details, problems, footer = true) => compose(report, sorted, opts, { rows, details, problems, footer });
    let out = build(sorted.length, true, true);
    if (fits(out))
        return out;
    out = build(sorted.length, false, true);
    if (fits(out))
        return out;
    // Largest number of rows that fits; the rest are folded into "and N more" lines.
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (fits(build(mid, false, true)))
            lo = mid;
        else
            hi = mid - 1;
    }
    out = build(lo, false, true);
    if (fits(out))
        return out;
    out = build(0, false, false);
    if (fits(out))
        return out;
    out = build(0, false, false, false);
    // Below even the headline's size: the limit is unreasonable; cut what is left (no table, no tag to break).
    for (let n = Math.min(out.length, maxChars); n > 0; n = Math.floor(n * 0.9)) {
        const cut = (0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__.truncate)(out, n);
        if (fits(cut))
            return cut;
    }
    return '';
}
function compose(report, sorted, opts, parts) {
    const facts = (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .runFacts */ .pI)(report);
    const lines = [
        ...titleLines(report, facts, opts),
        ...scenarioLines(sorted, parts),
        ...problemLines(report.problems, parts.problems),
    ];
    if (!parts.footer)
        return `${lines.join('\n').trimEnd()}\n`;
    lines.push(...footerLines(report, facts));
    return `${lines.join('\n')}\n`;
}
/** The marker, the title, the verdict and the recommended action. */
function titleLines(report, facts, opts) {
    const lines = [];
    const marker = opts.marker === true ? MARKDOWN_MARKER : opts.marker || '';
    if (marker)
        lines.push(marker);
    const h = '#'.repeat(Math.min(6, Math.max(1, opts.headingLevel ?? 2)));
    lines.push(`${h} ${emoji(report.status)} mcp-eval: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(report.status)}`, '');
    const verdict = report.failed ? 'check fails' : 'check passes';
    const policy = `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(report.mode)} mode · fail-on ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(report.fail_on)}: ${verdict}`;
    lines.push(`**${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(facts.headline)}** · score ${facts.score} · ${policy}`);
    lines.push('', `> **Recommended:** ${facts.recommended}`, '');
    return lines;
}
/** The stale-baseline warning, the first `parts.rows` rows, a line for the rest, and the details. */
function scenarioLines(sorted, parts) {
    const lines = [];
    const stale = sorted.filter((s) => s.baseline?.stale).length;
    if (stale) {
        const warning = `> ⚠️ ${stale} stale baseline(s): the scenario file changed since it was recorded; ` +
            'record it again to compare with what the scenario now says.';
        lines.push(warning, '');
    }
    if (sorted.length && parts.rows > 0) {
        lines.push('| Status | Scenario | Score | Calls (baseline -> current) | First divergence |', '|---|---|---:|---|---|');
        for (const s of sorted.slice(0, parts.rows))
            lines.push(row(s));
        lines.push('');
    }
    const rest = sorted.slice(parts.rows);
    if (rest.length)
        lines.push(`_${moreLine(rest, parts.rows > 0)}_`, '');
    if (parts.details) {
        for (const s of sorted.slice(0, parts.rows)) {
            const d = details(s);
            if (d)
                lines.push(d, '');
        }
    }
    return lines;
}
/** The run's problems: the first few in full, or only their number. */
function problemLines(problems, full) {
    if (!problems.length)
        return [];
    if (!full)
        return [`⚠️ **${problems.length} problem(s)**: see the report.`, ''];
    const shown = problems.slice(0, MAX_PROBLEMS_SHOWN).map((p) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__.truncate)(p, 200)));
    const more = problems.length - shown.length;
    return [`⚠️ **${problems.length} problem(s):** ${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}`, ''];
}
/** Links, then one small line of versions, commit and usage. */
function footerLines(report, facts) {
    const lines = [];
    const links = [];
    if (report.links.artifact_url)
        links.push(`[HTML report and trajectories](${safeUrl(report.links.artifact_url)})`);
    if (report.links.run_url)
        links.push(`[workflow run](${safeUrl(report.links.run_url)})`);
    if (links.length)
        lines.push(links.join(' · '), '');
    const model = report.model ? ` (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(report.model)})` : '';
    const footer = [
        `mcp-eval ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(report.tool.version)}`,
        `agent ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(report.agent)}${model}`,
        `commit ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(facts.commit)}`,
        ...facts.servers.map((v) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(v)),
        facts.usage,
    ];
    lines.push(`<sub>${footer.join(' · ')}</sub>`);
    return lines;
}
/** "🔴 BROKEN"; a status this version does not know gets no emoji. */
function status(s) {
    return `${emoji(s)} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(s)}`;
}
function emoji(s) {
    return _status_js__WEBPACK_IMPORTED_MODULE_0__/* .STATUS_EMOJI */ .cu[s] ?? '';
}
function row(s) {
    const flaky = s.aggregate?.flaky ? ' (flaky)' : '';
    const cells = [
        `${status(s.status)}${flaky}`,
        `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__.truncate)(s.name, 80))}${s.baseline?.stale ? ' (stale baseline)' : ''}`,
        (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatScore */ .y)(s.score),
        (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)((0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .callCounts */ .Zu)(s)),
        (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__.truncate)((0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .divergence */ .Z7)(s), 80)),
    ];
    return `| ${cells.join(' | ')} |`;
}
/** "and 120 more GOOD scenarios, 3 more ACCEPTABLE", worst first. */
function moreLine(rest, afterRows) {
    const counts = new Map();
    for (const s of rest)
        counts.set(s.status, (counts.get(s.status) ?? 0) + 1);
    const parts = [...counts.keys()]
        .sort((a, b) => (0,_status_js__WEBPACK_IMPORTED_MODULE_0__/* .severity */ .yf)(a) - (0,_status_js__WEBPACK_IMPORTED_MODULE_0__/* .severity */ .yf)(b))
        .map((s, i) => `${counts.get(s)} ${i === 0 && afterRows ? 'more ' : ''}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(s)}`);
    const noun = `scenario${rest.length === 1 ? '' : 's'}`;
    return afterRows ? `and ${parts.join(', ')} ${noun}` : `${parts.join(', ')} ${noun} (see the report)`;
}
/** Collapsible per-invocation detail of a scenario that did not come out GOOD. */
function details(s) {
    if (s.status === 'GOOD' || s.status === 'RECORDED')
        return null;
    const run = s.runs.find((r) => r.evaluation);
    const body = [];
    if (s.error)
        body.push(`Error: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__.truncate)(s.error, 500))}`, '');
    if (s.aggregate && s.runs.length > 1) {
        const a = s.aggregate;
        const spread = `min ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatScore */ .y)(a.min)}, spread ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatScore */ .y)(a.spread)}${a.flaky ? ', **flaky**' : ''}`;
        body.push(`${s.runs.length} runs: mean ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatScore */ .y)(a.mean)}, ${spread}`, '');
    }
    if (run?.evaluation)
        body.push(...pairsTable(run.evaluation));
    for (const c of s.tool_changes) {
        const parts = [
            c.added.length ? `added ${c.added.join(', ')}` : '',
            c.removed.length ? `removed ${c.removed.join(', ')}` : '',
            c.schema_changed.length ? `schema changed ${c.schema_changed.join(', ')}` : '',
        ].filter(Boolean);
        if (parts.length)
            body.push(`Tools of ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(c.server)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__.truncate)(parts.join('; '), 400))}`, '');
    }
    if (!body.length)
        return null;
    const name = (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__.truncate)(s.name, 80));
    const summary = `${emoji(s.status)} ${name}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(s.status)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatScore */ .y)(s.score)}`;
    return [`<details><summary>${summary}</summary>`, '', ...body, '</details>'].join('\n');
}
function pairsTable(e) {
    const out = [
        `Trajectory ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatScore */ .y)(e.trajectory_score)} · ` +
            `baseline ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(e.baseline_status)} -> current ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(e.current_status)}`,
        '',
        '| # | Baseline call | Current call | Similarity | |',
        '|---:|---|---|---:|---|',
    ];
    e.pairs.slice(0, MAX_PAIRS_SHOWN).forEach((p, i) => {
        const calls = [p.baseline_id, p.current_id].map((id) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(id ?? '–'));
        const cells = [String(i + 1), ...calls, (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatScore */ .y)(p.similarity), (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__.truncate)(p.label, 60))];
        out.push(`| ${cells.join(' | ')} |`);
    });
    out.push('');
    if (e.pairs.length > MAX_PAIRS_SHOWN)
        out.push(`_and ${e.pairs.length - MAX_PAIRS_SHOWN} more calls_`, '');
    for (const d of e.drift.slice(0, 10))
        out.push(`- Response drift in ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(d.id)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__.truncate)(d.detail, 200))}`);
    if (e.drift.length)
        out.push('');
    return out;
}
/** Only http(s) links, with the characters that would end a Markdown link percent-encoded. */
function safeUrl(url) {
    if (!/^https?:\/\//i.test(url))
        return '#';
    return url.replace(/[\s()<>[\]"'`]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}


/***/ })

};
