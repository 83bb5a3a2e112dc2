export const id = 22;
export const ids = [22];
export const modules = {

/***/ 90867:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ii: () => (/* binding */ contractSection),
/* harmony export */   s8: () => (/* binding */ contractLines)
/* harmony export */ });
/* unused harmony exports contractFacts, contractText */
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49997);
/* harmony import */ var _contract_groups_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(86710);
/* harmony import */ var _sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52640);
/* harmony import */ var _html_parts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(58973);




/** Changes listed in the comment with detail, and without (the comment is being fitted to its limit). */
const MAX_ROWS = 50;
const MAX_ROWS_BRIEF = 5;
/** Changes listed in the terminal. */
const MAX_ROWS_TEXT = 50;
const MARK = { breaking: '🔴', risky: '🟠', compatible: '🟢' };
const ORDER = { breaking: 0, risky: 1, compatible: 2 };
function contractFacts(c) {
    const rows = c.servers
        .flatMap((s) => s.changes.map((x) => ({ cls: x.class, server: s.server, ...x })))
        .sort((a, b) => ORDER[a.cls] - ORDER[b.cls]);
    const findings = c.servers.flatMap((s) => s.findings.map((f) => ({ server: s.server, ...f })));
    const n = c.counts;
    return {
        counts: `${n.breaking} breaking, ${n.risky} risky, ${n.compatible} compatible`,
        verdict: verdictOf(c),
        context: contextOf(c),
        rows: rows.map(({ cls, server, subject, rule, detail }) => ({ cls, server, subject, rule, detail })),
        findings,
        errors: c.servers.flatMap((s) => (s.error ? [`${s.server}: ${s.error}`] : [])),
    };
}
/** Its state, and the setting that judges it; whether the check fails is the run's verdict's to say (verdict-words). */
function verdictOf(c) {
    if (c.action === 'recorded')
        return recordedWords(c);
    if (c.action === 'none' && !c.reference)
        return 'not compared: no reference, and none stored';
    const total = c.counts.breaking + c.counts.risky + c.counts.compatible;
    return total ? `fail-on-contract ${c.fail_on_contract}` : 'no change';
}
/** What a recording did: the first reference, or one that replaced the stored contract, and whether it changed. */
function recordedWords(c) {
    if (!c.reference)
        return 'recorded as the reference: nothing to compare with yet';
    const changes = c.counts.breaking + c.counts.risky + c.counts.compatible;
    const when = c.recorded_at ? ` of ${c.recorded_at}` : '';
    return `recorded: it replaced the stored contract${when}, ${changes ? 'with the changes below' : 'unchanged'}`;
}
function contextOf(c) {
    const servers = c.servers.map((s) => `${s.server} ${s.version}${s.protocol_version ? ` (protocol ${s.protocol_version})` : ''}`);
    const what = `${servers.length} server(s): ${servers.join(', ')}`;
    if (!c.reference)
        return what;
    return `${what}; compared with ${c.reference}${c.recorded_at ? `, recorded ${c.recorded_at}` : ''}`;
}
/** Compatible groups listed in the comment's fold, and changes named per group. */
const MAX_GROUPS = 20;
const MAX_NAMES = 12;
/**
 * The contract in the comment, after the scenarios: its counts, the breaking and risky changes in a table (`detail`:
 * up to MAX_ROWS, else a few), the compatible ones folded by rule (`13 tools: outputSchema added`), the findings.
 */
function contractLines(report, detail) {
    const c = report.contract;
    if (!c)
        return [];
    const f = contractFacts(c);
    const counts = ['breaking', 'risky', 'compatible'].map((k) => `${MARK[k]} ${c.counts[k]} ${k}`);
    const lines = [`**📜 Contract**: ${counts.join(' · ')}: ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(f.verdict)}`, ''];
    if (detail)
        lines.push(`<sub>${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__.truncate)(f.context, 400))}</sub>`, '');
    for (const e of f.errors)
        lines.push(`⚠️ ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__.truncate)(e, 300))}`, '');
    const alarming = f.rows.filter((r) => r.cls !== 'compatible');
    const shown = alarming.slice(0, detail ? MAX_ROWS : MAX_ROWS_BRIEF);
    if (shown.length) {
        lines.push('| Class | Server | Subject | Change | Rule |', '|---|---|---|---|---|');
        for (const r of shown) {
            const cellsOf = [`${MARK[r.cls]} ${r.cls}`, (0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(r.server), (0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(r.subject), (0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__.truncate)(r.detail, 200))];
            lines.push(`| ${[...cellsOf, `\`${r.rule}\``].join(' | ')} |`);
        }
        lines.push('');
    }
    const more = alarming.length - shown.length;
    if (more > 0)
        lines.push(`_and ${more} more change(s) (see the report)_`, '');
    if (detail)
        lines.push(...compatibleFold(c));
    if (f.findings.length && detail) {
        const said = f.findings.slice(0, 5).map((x) => `${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(x.server)} ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(x.subject)}: ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__.truncate)(x.detail, 150))}`);
        const rest = f.findings.length > 5 ? `; and ${f.findings.length - 5} more` : '';
        lines.push(`🔎 **Already in the baseline** (clients would refuse; not failing): ${said.join('; ')}${rest}`, '');
    }
    return lines;
}
/** The compatible changes, folded: one line per rule with its count and the names. */
function compatibleFold(c) {
    const groups = (0,_contract_groups_js__WEBPACK_IMPORTED_MODULE_0__/* .contractGroups */ .v)(c).filter((g) => g.cls === 'compatible');
    if (!groups.length)
        return [];
    const items = groups.slice(0, MAX_GROUPS).map((g) => `- ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(g.title)} (\`${g.rule}\`): ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(names(g))}`);
    if (groups.length > MAX_GROUPS)
        items.push(`- _and ${groups.length - MAX_GROUPS} more rules (see the report)_`);
    const summary = `${c.counts.compatible} compatible change(s), by rule (not failing)`;
    return [`<details><summary>${summary}</summary>`, '', ...items, '', '</details>', ''];
}
function names(g) {
    return (0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .foldList */ .WB)(g.items, MAX_NAMES, (i) => i.name);
}
const FINDINGS_TITLE = 'Already in the baseline: clients would refuse (not failing)';
/** A change's class as a word in a coloured box: drawn by CSS, no emoji font needed. */
function classCell(cls) {
    return `<span class="cls cls-${cls}">${cls}</span>`;
}
/**
 * The contract section of the HTML report: the breaking and risky changes in a table, the compatible ones folded
 * (by rule, then every row); empty when the run did not check it.
 */
function contractSection(report) {
    const c = report.contract;
    if (!c)
        return '';
    const f = contractFacts(c);
    const table = (rows) => {
        if (!rows.length)
            return '';
        const body = rows.map((r) => {
            const values = [classCell(r.cls), (0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(r.server), (0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(r.subject), (0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(r.detail), (0,_html_parts_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(r.rule)];
            return `<tr class="contract-${r.cls}">${(0,_html_parts_js__WEBPACK_IMPORTED_MODULE_2__/* .cells */ .Yo)(values)}</tr>`;
        });
        const head = (0,_html_parts_js__WEBPACK_IMPORTED_MODULE_2__/* .tableHead */ .PP)(['Class', 'Server', 'Subject', 'Change', 'Rule']);
        return `<table class="contract">${head}<tbody>${body.join('')}</tbody></table>`;
    };
    const list = (title, items) => items.length
        ? `<h3>${title} (${items.length})</h3><ul>${items.map((i) => `<li>${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(i)}</li>`).join('')}</ul>`
        : '';
    const findings = f.findings.map((x) => `${x.server} ${x.subject}: ${x.detail} (${x.rule})`);
    const compatible = f.rows.filter((r) => r.cls === 'compatible');
    const groups = (0,_contract_groups_js__WEBPACK_IMPORTED_MODULE_0__/* .contractGroups */ .v)(c)
        .filter((g) => g.cls === 'compatible')
        .map((g) => `<li>${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(g.title)}: ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(names(g))}</li>`);
    const fold = compatible.length
        ? `<details class="compatible"><summary>${compatible.length} compatible change(s), by rule (not failing)` +
            `</summary><ul>${groups.join('')}</ul>${table(compatible)}</details>`
        : '';
    return `<section class="contract" id="contract"><h2>Contract: ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(f.counts)}</h2>
<p>${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(f.verdict)}</p><p class="context">${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(f.context)}</p>
${list('Could not be read', f.errors)}${table(f.rows.filter((r) => r.cls !== 'compatible'))}${fold}
${list(FINDINGS_TITLE, findings)}
</section>`;
}
/**
 * The contract for the CLI: the counts, then each breaking and risky change on a line; the compatible ones counted
 * by rule, each on a line under --verbose.
 */
function contractText(report, verbose = false) {
    const c = report.contract;
    if (!c)
        return '';
    const f = contractFacts(c);
    const line = (r, label) => {
        const what = `${oneLine(r.subject)}: ${oneLine(truncate(r.detail, 200))}`;
        return `  ${label.padEnd(10)} ${oneLine(r.server)}  ${what} [${r.rule}]\n`;
    };
    const listed = f.rows.filter((r) => verbose || r.cls !== 'compatible');
    const rows = listed.slice(0, MAX_ROWS_TEXT).map((r) => line(r, r.cls));
    const more = listed.length > MAX_ROWS_TEXT ? `  and ${listed.length - MAX_ROWS_TEXT} more (see the report)\n` : '';
    const rules = contractGroups(c).filter((g) => g.cls === 'compatible').length;
    const folded = !verbose && c.counts.compatible
        ? `  compatible: ${c.counts.compatible} in ${rules} rule(s) (--verbose lists them)\n`
        : '';
    const errors = f.errors.map((e) => `  ! ${oneLine(e)}\n`);
    const findings = f.findings.map((x) => line(x, 'baseline'));
    return `Contract: ${f.counts}: ${f.verdict}\n${errors.join('')}${rows.join('')}${more}${folded}${findings.join('')}`;
}


/***/ }),

/***/ 24494:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MJ: () => (/* binding */ causesSection),
/* harmony export */   Nv: () => (/* binding */ toolChangesSection),
/* harmony export */   Og: () => (/* binding */ performancePart),
/* harmony export */   S0: () => (/* binding */ performanceLines),
/* harmony export */   Xv: () => (/* binding */ performanceCell),
/* harmony export */   Zy: () => (/* binding */ flakySection),
/* harmony export */   aN: () => (/* binding */ toolChangeLines),
/* harmony export */   lw: () => (/* binding */ flakyLines),
/* harmony export */   t1: () => (/* binding */ causeLines),
/* harmony export */   vX: () => (/* binding */ causeLinks),
/* harmony export */   wh: () => (/* binding */ MAX_CAUSES_SHOWN)
/* harmony export */ });
/* unused harmony exports causeAnchor, runBands */
/* harmony import */ var _scoring_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9594);
/* harmony import */ var _results_status_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70694);
/* harmony import */ var _results_verdict_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51999);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(49997);
/* harmony import */ var _sanitize_escape_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52640);
/* harmony import */ var _cause_list_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(46165);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(97712);
/* harmony import */ var _html_parts_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(58973);








/** Cause lines the comment opens with, at most. */
const MAX_CAUSES_SHOWN = 8;
/** Tools named per list of a server's changes in the comment; the rest are counted. */
const MAX_TOOLS = 12;
const MAX_PERF_LINES = 10;
/** Longest text piece (a summary, an evidence line, a tool name) in the comment. */
const MAX_PIECE = 160;
/** A text with `code` spans as Markdown: each piece escaped, code as <code> (its content stays escaped text). */
function md(text, max = MAX_PIECE) {
    return (0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .codePieces */ .ZF)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_7__.truncate)(text, max))
        .map((p) => (p.code ? `<code>${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkdown */ .FV)(p.text)}</code>` : (0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkdown */ .FV)(p.text)))
        .join('');
}
/** The same as HTML. */
function html(text) {
    return (0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .codePieces */ .ZF)(text)
        .map((p) => (p.code ? `<code>${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(p.text)}</code>` : (0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(p.text)))
        .join('');
}
/** A cause's mark when its scenarios' status does not say it. */
const CAUSE_MARK = {
    unexplained: '❔',
    suspicious_description: '⚠️',
    suspicious_answer: '⚠️',
    still_failing: '🔁',
    baseline_refused: '🚫',
};
function causeStatus(c) {
    return (0,_results_status_js__WEBPACK_IMPORTED_MODULE_1__/* .worst */ .QZ)(c.scenarios.map((s) => s.status));
}
/**
 * The comment's opening: one line per cause of the one list (cause-list.ts), `max` at most, then how many more.
 * `- 🔴 **`add` was removed from server `everything`**: breaks 2 scenarios (a, b) · fix: ...`
 */
function causeLines(report, max = MAX_CAUSES_SHOWN) {
    const causes = (0,_cause_list_js__WEBPACK_IMPORTED_MODULE_4__/* .listedCauses */ .C)(report);
    if (!causes.length || max <= 0)
        return [];
    const lines = causes.slice(0, max).map((c) => {
        const extras = [c.detail ? md(c.detail) : '', c.fix ? `fix: ${md(c.fix)}` : ''].filter(Boolean);
        const tail = extras.map((e) => ` · ${e}`).join('');
        const mark = (c.cause && CAUSE_MARK[c.cause.of.kind]) ?? _results_status_js__WEBPACK_IMPORTED_MODULE_1__/* .STATUS_EMOJI */ .cu[c.status] ?? '';
        return `- ${mark} **${md(c.title)}**: ${c.whom} (${md(c.names, 240)})${tail}`;
    });
    const rest = causes.length - lines.length;
    if (rest > 0)
        lines.push(`- _and ${rest} more cause${rest === 1 ? '' : 's'} (see the report)_`);
    return ['**Why**', '', ...lines, ''];
}
/** `a`, `b`, +3 more */
function toolList(names) {
    return (0,_util_text_js__WEBPACK_IMPORTED_MODULE_7__/* .foldList */ .WB)(names, MAX_TOOLS, (n) => md(`\`${n}\``, 80));
}
/**
 * A server's changes in words, each part a list: probably renamed, removed, input schema changed in a way that
 * breaks calls, added, then the compatible schema changes (listed, not alarmed).
 */
function changeParts(c) {
    const renames = (c.renames ?? []).filter((r) => !r.rule);
    const splits = c.splits ?? [];
    const renamed = new Set([
        ...(c.renames ?? []).flatMap((r) => [r.from, r.to]),
        ...splits.flatMap((x) => [x.from, ...x.into]),
    ]);
    const diffs = new Map((c.schema_diffs ?? []).map((d) => [d.tool, d]));
    const schema = (compatible) => c.schema_changed
        .filter((n) => !known || (diffs.get(n)?.compatibility === 'compatible') === compatible)
        .map((n) => (diffs.has(n) ? `\`${n}\`: ${diffs.get(n).diff}` : `\`${n}\``));
    const known = c.schema_diffs?.some((d) => d.compatibility) ?? false;
    return [
        { label: 'renamed by a rule', items: ruleItems(c) },
        { label: 'split', items: splits.map((x) => `\`${x.from}\` into ${x.into.map((n) => `\`${n}\``).join(', ')}`) },
        {
            label: 'probably renamed',
            items: renames.map((r) => `\`${r.from}\` -> \`${r.to}\` (confidence ${r.confidence.toFixed(2)})`),
        },
        { label: 'removed', items: c.removed.filter((n) => !renamed.has(n)).map((n) => `\`${n}\``) },
        { label: 'suspicious description', items: described(c, true) },
        { label: 'input schema changed, breaking', items: known ? schema(false) : [] },
        { label: 'added', items: c.added.filter((n) => !renamed.has(n)).map((n) => `\`${n}\``) },
        { label: 'seen or not as the client profile changed', items: clientItems(c) },
        // Results older than the compatibility word: as they were written, after what was added.
        { label: known ? 'input schema changed, compatible' : 'input schema changed', items: schema(known) },
        { label: 'description changed', items: described(c, false) },
    ].filter((p) => p.items.length);
}
/** The client's change: `[elicitation] -> [none]: \`trigger-elicitation-request\``, never the server's. */
function clientItems(c) {
    if (!c.client)
        return [];
    const side = (f) => (f.length ? f.join(', ') : 'none');
    const tools = (0,_util_text_js__WEBPACK_IMPORTED_MODULE_7__/* .foldList */ .WB)(c.client.tools.map((n) => `\`${n}\``), MAX_TOOLS);
    return [`${side(c.client.before)} -> ${side(c.client.after)}: ${tools}`];
}
/** Each rule the server's tools were renamed by, with how many and the first few: `separator "/" -> "_": 24 tools`. */
function ruleItems(c) {
    return (0,_scoring_index_js__WEBPACK_IMPORTED_MODULE_0__/* .renamesByRule */ .lH)(c).map(([rule, pairs]) => `${rule}: ${pairs.length} tools (${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_7__/* .foldList */ .WB)(pairs, MAX_TOOLS)})`);
}
/** The tools (or the server's instructions) whose words changed: `echo`: ...{+new words+}..., why suspicious. */
function described(c, suspicious) {
    return (c.descriptions ?? [])
        .filter((d) => d.suspicious.length > 0 === suspicious)
        .map((d) => {
        const what = d.tool === null ? 'instructions' : `\`${d.tool}\``;
        return `${what}: ${d.diff}${suspicious ? ` (${d.suspicious.join('; ')})` : ''}`;
    });
}
/** Each server's tool-list change once, for the whole run: `- Tools of `everything`: removed `add`; ...`. */
function toolChangeLines(report) {
    const changes = (0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .suiteToolChanges */ .Ot)(report);
    if (!changes.length)
        return [];
    const lines = changes.map((c) => {
        const parts = changeParts(c).map((p) => {
            return `${p.label} ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_7__/* .foldList */ .WB)(p.items, MAX_TOOLS, (i) => md(i))}`;
        });
        return `- Tools of ${toolList([c.server])}: ${parts.join('; ')}`;
    });
    return ['**Tool changes** (baseline -> current)', '', ...lines, ''];
}
/** The scenarios with a performance regression, worst first. */
function slower(report) {
    return (0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .sortScenarios */ .KY)(report.scenarios).filter((s) => s.performance?.regressions.length);
}
/** One line per regression, MAX_PERF_LINES at most: `- search: latency of mcp__s__t: 5 ms -> 320 ms (limit 10 ms)`. */
function performanceLines(report) {
    const found = slower(report).flatMap((s) => s.performance.regressions.map((f) => ({ s, f })));
    if (!found.length)
        return [];
    const lines = found.slice(0, MAX_PERF_LINES).map(({ s, f }) => {
        const lowered = s.performance?.degraded ? ' (lowered one band: latency-regression degrade)' : '';
        const what = (0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkdown */ .FV)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_7__.truncate)((0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .describeRegression */ .Z_)(f), 200));
        return `- ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkdown */ .FV)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_7__.truncate)(s.name, 60))}: ${what}${lowered}`;
    });
    const rest = found.length - lines.length;
    if (rest > 0)
        lines.push(`- _and ${rest} more (see the report)_`);
    return [
        '**Performance** (slower or costlier than the baseline; not scored unless latency-regression degrade)',
        '',
        ...lines,
        '',
    ];
}
/** The HTML anchor of each cause, in results.json's order. */
function causeAnchor(i) {
    return `cause-${i + 1}`;
}
/**
 * The causes section: each cause with its evidence, its fixes and links to the scenarios it breaks (`anchors` maps
 * a scenario id to its section). A scenario section links back (causeLinks).
 */
function causesSection(report, anchors) {
    const listed = (0,_cause_list_js__WEBPACK_IMPORTED_MODULE_4__/* .listedCauses */ .C)(report);
    if (!listed.length)
        return '';
    const items = listed.map((l, k) => (l.cause ? causeItem(l.cause.of, l.cause.index, anchors) : groupItem(l, k)));
    return `<section class="causes" id="causes"><h2>Causes (${listed.length})</h2>\n${items.join('\n')}\n</section>`;
}
function causeItem(c, i, anchors) {
    const links = c.scenarios.map((s) => {
        const a = anchors.get(s.id);
        const name = a ? `<a href="#${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(a)}">${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(s.name)}</a>` : (0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(s.name);
        return `<li>${(0,_html_parts_js__WEBPACK_IMPORTED_MODULE_6__/* .badge */ .qS)(s.status)} ${name}: ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(s.detail)}</li>`;
    });
    const rows = [
        [c.kind === 'unexplained' ? 'Scenarios' : (0,_results_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .isSuspicious */ .oK)(c.kind) ? 'Seen by' : 'Breaks', links],
        ['Evidence', c.evidence.map((l) => `<li>${html(l)}</li>`)],
        ['Suggested fix', c.suggestions.map((l) => `<li>${html(l)}</li>`)],
    ];
    const facts = rows.filter(([, lines]) => lines.length).map(([k, lines]) => [k, ul(lines)]);
    return `<div class="cause" id="${causeAnchor(i)}" data-kind="${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(c.kind)}">
<h3>${(0,_html_parts_js__WEBPACK_IMPORTED_MODULE_6__/* .badge */ .qS)(causeStatus(c))} ${html(c.summary)}</h3>
${(0,_html_parts_js__WEBPACK_IMPORTED_MODULE_6__/* .factList */ .lV)(facts)}
</div>`;
}
/** A contract group as a cause: its changes (the first few with their detail) and its fix; the table has them all. */
function groupItem(l, k) {
    const items = l.group?.items ?? [];
    const shown = items.slice(0, MAX_TOOLS).map((i) => `<li>${(0,_html_parts_js__WEBPACK_IMPORTED_MODULE_6__/* .code */ .aY)(i.name)} (${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(i.server)}): ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(i.detail)}</li>`);
    if (items.length > MAX_TOOLS)
        shown.push(`<li>and ${items.length - MAX_TOOLS} more (see the contract)</li>`);
    const facts = [[`Contract, ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(l.group?.cls ?? '')}`, ul(shown)]];
    if (l.fix)
        facts.push(['Suggested fix', ul([`<li>${html(l.fix)}</li>`])]);
    return `<div class="cause contract-cause" id="contract-cause-${k + 1}" data-kind="contract">
<h3>${(0,_html_parts_js__WEBPACK_IMPORTED_MODULE_6__/* .badge */ .qS)(l.status)} ${html(l.title)} <a href="#contract">${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(l.group?.rule ?? '')}</a></h3>
${(0,_html_parts_js__WEBPACK_IMPORTED_MODULE_6__/* .factList */ .lV)(facts)}
</div>`;
}
function ul(items) {
    return `<ul>${items.join('')}</ul>`;
}
/** The causes a scenario is in, as links to them; empty when none. */
function causeLinks(report, id) {
    const links = (report.causes ?? []).flatMap((c, i) => c.scenarios.some((s) => s.id === id)
        ? [`<a class="cause-link" href="#${causeAnchor(i)}">${html(c.summary)}</a>`]
        : []);
    return links.join('<br>');
}
/** Tool-list changes of the whole run, one row per server, renames with their confidence and schema diffs in words. */
function toolChangesSection(report) {
    const changes = (0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .suiteToolChanges */ .Ot)(report);
    if (!changes.length)
        return '';
    const rows = changes.map((c) => {
        const parts = changeParts(c).map((p) => [
            (0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(p.label),
            ul(p.items.map((i) => `<li>${html(i)}</li>`)),
        ]);
        return `<tr>${(0,_html_parts_js__WEBPACK_IMPORTED_MODULE_6__/* .cells */ .Yo)([(0,_html_parts_js__WEBPACK_IMPORTED_MODULE_6__/* .code */ .aY)(c.server), (0,_html_parts_js__WEBPACK_IMPORTED_MODULE_6__/* .factList */ .lV)(parts, 'changes')])}</tr>`;
    });
    const head = (0,_html_parts_js__WEBPACK_IMPORTED_MODULE_6__/* .tableHead */ .PP)(['Server', 'Changes']);
    return `<section class="tool-changes" id="tool-changes"><h2>Tool list changes (baseline → current)</h2>
<table class="changes">${head}<tbody>${rows.join('')}</tbody></table></section>`;
}
/** The scenario table's performance cell: how many metrics regressed, or a dash. */
function performanceCell(s) {
    const n = s.performance?.regressions.length ?? 0;
    if (!n)
        return { value: 0, text: '–' };
    return { value: n, text: `${n} slower${s.performance?.degraded ? ', band lowered' : ''}` };
}
/** A scenario's performance regressions as a table; empty when none. */
function performancePart(s) {
    const found = s.performance?.regressions ?? [];
    if (!found.length)
        return '';
    const rule = (f) => (f.rule === 'spread' ? "outside the baseline runs' range" : '2× the baseline');
    const rows = found.map((f) => `<tr>${(0,_html_parts_js__WEBPACK_IMPORTED_MODULE_6__/* .cells */ .Yo)([(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)((0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .describeRegression */ .Z_)(f)), rule(f), `${f.samples.baseline} → ${f.samples.current}`])}</tr>`);
    const lowered = s.performance?.degraded ? '<p class="warn">Lowered one band (latency-regression degrade).</p>' : '';
    const head = (0,_html_parts_js__WEBPACK_IMPORTED_MODULE_6__/* .tableHead */ .PP)(['Regression', 'Rule', 'Samples (baseline → current)']);
    return `<h3>Performance</h3>${lowered}<table class="perf">${head}<tbody>${rows.join('')}</tbody></table>`;
}
/** The scenarios whose runs landed in different bands, worst first: each with every run's band and score. */
function flakyScenarios(report) {
    return (0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .sortScenarios */ .KY)(report.scenarios).filter((s) => s.aggregate?.flaky);
}
/** `run 1 DEGRADED 0.45, confirmation 1 GOOD 1.00`: each judged run of a scenario. */
function runBands(s) {
    let k = 0;
    return s.runs
        .filter((r) => r.evaluation)
        .map((r) => `${r.confirmation ? `confirmation ${++k}` : `run ${r.run_index + 1}`} ${r.evaluation.status} ` +
        r.evaluation.score.toFixed(2))
        .join(', ');
}
/**
 * Flaky scenarios as a finding of their own (docs/scoring/confirm.md): an intermittent break is seen, not hidden,
 * though it fails the check only under fail-on flaky.
 */
function flakyLines(report) {
    const flaky = flakyScenarios(report);
    if (!flaky.length)
        return [];
    const rule = report.fail_on === 'flaky' ? 'fail-on flaky: they fail the check' : 'not an alarm unless fail-on flaky';
    const lines = flaky
        .slice(0, MAX_PERF_LINES)
        .map((s) => `- ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkdown */ .FV)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_7__.truncate)(s.name, 60))}: ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkdown */ .FV)(runBands(s))}`);
    return [`**Flaky** (runs in different bands; ${rule})`, '', ...lines, ''];
}
/** The same for the HTML report. */
function flakySection(report) {
    const flaky = flakyScenarios(report);
    if (!flaky.length)
        return '';
    const items = flaky.map((s) => `<li>${(0,_html_parts_js__WEBPACK_IMPORTED_MODULE_6__/* .badge */ .qS)(s.status)} ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(s.name)}: ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(runBands(s))}</li>`);
    return `<section class="flaky" id="flaky"><h2>Flaky (${flaky.length})</h2><ul>${items.join('')}</ul></section>`;
}


/***/ }),

/***/ 59332:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _z: () => (/* binding */ scenarioFootprint),
/* harmony export */   px: () => (/* binding */ footprintText),
/* harmony export */   qu: () => (/* binding */ footprintCell),
/* harmony export */   zf: () => (/* binding */ runFootprint)
/* harmony export */ });
/* harmony import */ var _results_trajectory_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(32899);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97712);


/** A scenario's footprint: the median of its runs' (the run in the middle by what it spent); null when none has one. */
function scenarioFootprint(s) {
    const all = s.runs.flatMap((r) => (r.trajectory.tool_tokens ? [r.trajectory.tool_tokens] : []));
    if (!all.length)
        return null;
    const sorted = [...all].sort((a, b) => (0,_results_trajectory_js__WEBPACK_IMPORTED_MODULE_0__/* .toolTokensSpent */ .Ls)(a) - (0,_results_trajectory_js__WEBPACK_IMPORTED_MODULE_0__/* .toolTokensSpent */ .Ls)(b));
    return sorted[(sorted.length - 1) >> 1];
}
const share = (t) => (t.direct > 0 ? `${Math.round(((0,_results_trajectory_js__WEBPACK_IMPORTED_MODULE_0__/* .toolTokensSpent */ .Ls)(t) / t.direct) * 100)}%` : '–');
/** `~1,234 tokens (definitions ~200, discovery ~1,034): 24% of ~5,100 direct`. */
function footprintText(t) {
    const parts = `definitions ~${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .thousands */ .oh)(t.definitions)}, discovery ~${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .thousands */ .oh)(t.discovery)}`;
    return `~${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .thousands */ .oh)((0,_results_trajectory_js__WEBPACK_IMPORTED_MODULE_0__/* .toolTokensSpent */ .Ls)(t))} tokens (${parts}): ${share(t)} of ~${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .thousands */ .oh)(t.direct)} direct`;
}
/** The table cell: `~1,234 (24%)`, or a dash. */
function footprintCell(s) {
    const t = scenarioFootprint(s);
    return t ? { value: (0,_results_trajectory_js__WEBPACK_IMPORTED_MODULE_0__/* .toolTokensSpent */ .Ls)(t), text: `~${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .thousands */ .oh)((0,_results_trajectory_js__WEBPACK_IMPORTED_MODULE_0__/* .toolTokensSpent */ .Ls)(t))} (${share(t)})` } : { value: -1, text: '–' };
}
/** The run's: every scenario's footprint summed, against every one's direct cost; empty when none has one. */
function runFootprint(report) {
    const each = report.scenarios.map(scenarioFootprint).filter((t) => t !== null);
    if (!each.length)
        return '';
    const sum = each.reduce((a, t) => ({
        definitions: a.definitions + t.definitions,
        discovery: a.discovery + t.discovery,
        direct: a.direct + t.direct,
    }), { definitions: 0, discovery: 0, direct: 0 });
    return `tool surface ${footprintText(sum)} over ${each.length} scenario(s)`;
}


/***/ }),

/***/ 97712:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fu: () => (/* binding */ shortSha),
/* harmony export */   KY: () => (/* binding */ sortScenarios),
/* harmony export */   Ot: () => (/* binding */ suiteToolChanges),
/* harmony export */   Z7: () => (/* binding */ divergence),
/* harmony export */   ZF: () => (/* binding */ codePieces),
/* harmony export */   Z_: () => (/* binding */ describeRegression),
/* harmony export */   Zu: () => (/* binding */ callCounts),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   oh: () => (/* binding */ thousands),
/* harmony export */   pI: () => (/* binding */ runFacts),
/* harmony export */   pK: () => (/* binding */ formatUsage),
/* harmony export */   qh: () => (/* binding */ formatVersion),
/* harmony export */   rI: () => (/* binding */ variationOf),
/* harmony export */   se: () => (/* binding */ lostCriteria),
/* harmony export */   y: () => (/* binding */ formatScore)
/* harmony export */ });
/* unused harmony exports RECOMMENDED_ACTION, stillFailing, countsLine, missedCriteria */
/* harmony import */ var _results_status_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70694);
/* harmony import */ var _results_trajectory_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(32899);
/* harmony import */ var _results_verdict_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51999);
/* harmony import */ var _scoring_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9594);
/* harmony import */ var _rates_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19848);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(49997);






/** The seed's decision matrix: what to do about a run whose worst status is this. */
const RECOMMENDED_ACTION = {
    ERROR: 'Stop: some scenarios could not run; fix the setup and run again.',
    BROKEN: 'Stop, investigate: do not ship this change.',
    DEGRADED: 'Review the changes (and update the docs if they are intended).',
    ACCEPTABLE: 'Monitor; consider a baseline refresh.',
    GOOD: 'Ship with confidence.',
    RECORDED: 'Baselines recorded; nothing to compare yet.',
};
/** What a run whose only failures are scenarios still failing as in their baselines should do. */
const STILL_FAILING_ACTION = 'Not a regression, and not shippable as it is: fix the scenarios that fail as they did in their baselines, ' +
    'then record them again.';
/** What to do when the screening flagged a text and that fails the check, whatever the scenarios' status. */
const SCREENED_ACTION = 'Stop: a text the servers show a model looks like poisoning; review it before any agent reads it.';
/**
 * The action for a run; empty for a status this version does not know. Never "ship" over a flagged text, a scenario
 * still failing, or a pass rate the runs cannot judge (insufficient).
 */
function recommendedAction(report) {
    if ((report.causes ?? []).some((c) => (0,_results_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .suspiciousFails */ .hJ)(c, (0,_results_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .reportPolicy */ .Z_)(report))))
        return SCREENED_ACTION;
    const still = stillFailing(report.scenarios);
    const others = report.scenarios.filter((s) => s.status === 'BROKEN' && !still.includes(s));
    if (still.length && report.status === 'BROKEN' && !others.length)
        return STILL_FAILING_ACTION;
    return (0,_rates_js__WEBPACK_IMPORTED_MODULE_4__/* .undecidedAction */ .Eb)(report) ?? RECOMMENDED_ACTION[report.status] ?? '';
}
/** The scenarios that fail as they did in their baselines (docs/scoring/still-failing.md): every judged run does. */
function stillFailing(scenarios) {
    return scenarios.filter((s) => {
        const judged = s.runs.filter((r) => r.evaluation);
        return judged.length > 0 && judged.every((r) => r.evaluation.still_failing);
    });
}
function formatScore(score) {
    return score === null ? '–' : score.toFixed(2);
}
/** Worst first, then by id: the order of every scenario list. */
function sortScenarios(scenarios) {
    return [...scenarios].sort((a, b) => (0,_results_status_js__WEBPACK_IMPORTED_MODULE_0__/* .severity */ .yf)(a.status) - (0,_results_status_js__WEBPACK_IMPORTED_MODULE_0__/* .severity */ .yf)(b.status) || (0,_util_text_js__WEBPACK_IMPORTED_MODULE_5__/* .compareText */ .n6)(a.id, b.id));
}
/** "2 BROKEN (1 still failing), 1 DEGRADED, 14 GOOD", worst first, no zero counts; a contract-only run: its own. */
function countsLine(report) {
    const still = stillFailing(report.scenarios).length;
    const count = (s) => `${report.counts[s]} ${s}${s === 'BROKEN' && still ? ` (${still} still failing)` : ''}`;
    const parts = [..._results_status_js__WEBPACK_IMPORTED_MODULE_0__/* .STATUSES */ .f.filter((s) => (report.counts[s] ?? 0) > 0).map(count), ...(0,_rates_js__WEBPACK_IMPORTED_MODULE_4__/* .insufficientWords */ .bs)(report)];
    if (parts.length)
        return parts.join(', ');
    const c = report.mode === 'contract' ? report.contract : undefined;
    if (!c)
        return 'no scenarios';
    const { breaking, risky, compatible } = c.counts;
    return `contract of ${c.servers.length} server(s): ${breaking} breaking, ${risky} risky, ${compatible} compatible`;
}
/** "mcpproxy 0.11.2 -> 0.12.0", or just the version when it did not change. */
function formatVersion(v) {
    const b = v.baseline ?? '?';
    const c = v.current ?? '?';
    if (v.baseline === null && v.current !== null)
        return `${v.name} ${c}`;
    return b === c ? `${v.name} ${c}` : `${v.name} ${b} -> ${c}`;
}
/** The suite's versions: one entry per server over all scenarios, the first version seen wins; sorted by name. */
function suiteServerVersions(report) {
    const seen = new Map();
    for (const s of report.scenarios) {
        for (const v of s.servers) {
            const prev = seen.get(v.name) ?? v;
            seen.set(v.name, { name: v.name, baseline: prev.baseline ?? v.baseline, current: prev.current ?? v.current });
        }
    }
    return [...seen.values()].sort((a, b) => (0,_util_text_js__WEBPACK_IMPORTED_MODULE_5__/* .compareText */ .n6)(a.name, b.name));
}
function runFacts(report) {
    return {
        headline: countsLine(report),
        recommended: recommendedAction(report),
        score: formatScore(report.score),
        commit: shortSha(report.git.sha),
        servers: report.scenarios.length
            ? suiteServerVersions(report).map(formatVersion)
            : (report.contract?.servers.map((s) => `${s.server} ${s.version}`) ?? []),
        findings: serverFindings(report),
        usage: formatUsage(report.usage),
        modelRuns: modelRunsFact(report.scenarios),
        ab: report.ab ? `A/B: base ${report.ab.base} vs head ${report.ab.head}` : '',
        shards: shardFact(report),
        models: modelsFact(report),
        otherModel: otherModelFact(report.scenarios),
    };
}
/** How many scenarios ran the model and what replays saved (model-runs on-change); empty when nothing replayed. */
function modelRunsFact(scenarios) {
    const verified = scenarios.filter((s) => s.replay?.unchanged);
    if (!scenarios.some((s) => s.replay))
        return '';
    const saved = verified.reduce((u, s) => (0,_results_trajectory_js__WEBPACK_IMPORTED_MODULE_1__/* .addUsage */ .OH)(u, s.replay?.saved ?? (0,_results_trajectory_js__WEBPACK_IMPORTED_MODULE_1__/* .emptyUsage */ .ly)()), (0,_results_trajectory_js__WEBPACK_IMPORTED_MODULE_1__/* .emptyUsage */ .ly)());
    const ran = scenarios.filter((s) => s.runs.some((r) => r.trajectory.agent !== 'replay')).length;
    return (`${ran} of ${scenarios.length} scenario(s) ran the model; ${verified.length} unchanged, verified by replay ` +
        `(saved ${formatUsage(saved)})`);
}
function shardFact({ shard, merged, scenarios }) {
    if (shard) {
        const part = `Shard ${shard.index}/${shard.total}: ${scenarios.length} of ${shard.suite.length} scenarios`;
        return scenarios.length ? `${part}.` : `${part}: none fell in this shard, nothing to run.`;
    }
    if (!merged)
        return '';
    const missing = merged.missing.map((k) => `${k}/${merged.shards}`).join(', ');
    return `Merged from ${merged.shards} shards${missing ? `; missing: ${missing}` : ''}.`;
}
/** Each server's findings over every run of every scenario, said once: `<server>: <finding>`, in order seen. */
function serverFindings(report) {
    const out = new Set();
    for (const s of report.scenarios)
        for (const r of s.runs)
            for (const server of r.trajectory.servers)
                for (const f of server.findings ?? [])
                    out.add(`${server.name}: ${f}`);
    return [...out];
}
function formatUsage(u) {
    // A model with no known price: its cost is not $0, it is unknown.
    const cost = u.unpriced ? 'cost unknown (a model with no price: see prices)' : `$${u.cost_usd.toFixed(4)}`;
    return `${thousands((0,_results_trajectory_js__WEBPACK_IMPORTED_MODULE_1__/* .totalTokens */ .RP)(u))} tokens, ${cost}`;
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
/**
 * Where the first evaluated run left the baseline, or why the scenario did not run. A success criterion the baseline
 * met and a run now misses comes first (it capped the score), then the calls the runs recovered (run-passes.md).
 */
function divergence(s) {
    if (s.error)
        return s.error;
    if (s.replay?.unchanged)
        return 'unchanged: verified by replay (no model run)';
    if (s.status === 'RECORDED') {
        const what = s.action === 'accepted' ? 'accepted as a baseline variation' : 'baseline recorded';
        return [what, ...(s.warnings ?? [])].join('; ');
    }
    const recovered = (0,_scoring_index_js__WEBPACK_IMPORTED_MODULE_3__/* .recoveredText */ .Pp)(s.runs.filter((r) => r.evaluation).map((r) => r.trajectory));
    const lost = [lostCriteria(s), missedCriteria(s), recovered].filter(Boolean).join('; ');
    const e = s.runs.find((r) => r.evaluation)?.evaluation;
    if (!e)
        return lost;
    const calls = e.first_divergence?.description ?? 'none';
    return lost ? (e.first_divergence ? `${lost}; ${calls}` : lost) : calls;
}
/** "success criterion no longer met: X; Y" over all runs, or empty. */
function lostCriteria(s) {
    const lost = regressedCriteria(s);
    return lost.size ? `success criterion no longer met: ${[...lost].join('; ')}` : '';
}
/**
 * "success criterion not met: X; Y": criteria a compared run missed that are no regression (its baseline missed them
 * too, or could not be judged on them), over all runs, or empty. A recording says its own in its warnings.
 */
function missedCriteria(s) {
    const lost = regressedCriteria(s);
    const missed = new Set(s.runs
        .filter((r) => r.evaluation)
        .flatMap((r) => r.trajectory.criteria ?? [])
        .filter((c) => c.status === 'unmet' && !lost.has(c.criterion))
        .map((c) => c.criterion));
    return missed.size ? `success criterion not met: ${[...missed].join('; ')}` : '';
}
function regressedCriteria(s) {
    return new Set(s.runs.flatMap((r) => r.evaluation?.criteria?.filter((c) => c.regressed) ?? []).map((c) => c.criterion));
}
/**
 * A text with `code` in backticks (a cause's summary, evidence, suggestions) as pieces, for each writer to escape
 * and mark up. A name that itself holds a backtick only shifts what looks like code: every piece is escaped alike.
 */
function codePieces(text) {
    return text
        .split('`')
        .map((piece, i) => ({ text: piece, code: i % 2 === 1 }))
        .filter((p) => p.text !== '');
}
/**
 * The tool-list changes of the whole run, one entry per server (its renames and schema diffs too), merged over
 * the scenarios: each scenario compares its own baseline, so the same change is listed once.
 */
function suiteToolChanges(report) {
    const merged = new Map();
    const union = (a, b) => [...new Set([...a, ...b])].sort(_util_text_js__WEBPACK_IMPORTED_MODULE_5__/* .compareText */ .n6);
    const byKey = (a, b, key) => {
        const all = new Map([...(b ?? []), ...(a ?? [])].map((x) => [key(x), x]));
        return [...all.entries()].sort(([x], [y]) => (0,_util_text_js__WEBPACK_IMPORTED_MODULE_5__/* .compareText */ .n6)(x, y)).map(([, x]) => x);
    };
    for (const c of report.scenarios.flatMap((s) => s.tool_changes)) {
        const m = merged.get(c.server);
        merged.set(c.server, m
            ? {
                server: c.server,
                added: union(m.added, c.added),
                removed: union(m.removed, c.removed),
                schema_changed: union(m.schema_changed, c.schema_changed),
                renames: byKey(m.renames, c.renames, (r) => r.from),
                schema_diffs: byKey(m.schema_diffs, c.schema_diffs, (d) => d.tool),
                descriptions: byKey(m.descriptions, c.descriptions, (d) => d.tool ?? ''),
            }
            : c);
    }
    return [...merged.values()]
        .filter((c) => c.added.length + c.removed.length + c.schema_changed.length + (c.descriptions?.length ?? 0) > 0)
        .sort((a, b) => (0,_util_text_js__WEBPACK_IMPORTED_MODULE_5__/* .compareText */ .n6)(a.server, b.server));
}
/** "variation 2 of 3" for a run judged against one of several baseline variations; null with one. */
function variationOf(s, r) {
    if (s.baseline_trajectories.length < 2 || r.baseline_run_index === null)
        return null;
    const k = s.baseline_trajectories.findIndex((t) => t.run_index === r.baseline_run_index);
    return k < 0 ? null : `variation ${k + 1} of ${s.baseline_trajectories.length}`;
}
const METRIC_WORDS = {
    tool_latency_ms: 'latency',
    run_latency_ms: 'run time',
    tokens: 'tokens',
    cost_usd: 'cost',
    tool_tokens: 'tool definitions and discovery answers',
};
/** A measure of a metric in its unit: `320 ms`, `12,000 tokens`, `$0.0123`. */
function measure(metric, v) {
    if (metric === 'tokens')
        return `${thousands(v)} tokens`;
    if (metric === 'tool_tokens')
        return `~${thousands(Math.round(v))} tokens`;
    if (metric === 'cost_usd')
        return `$${v.toFixed(4)}`;
    return formatDuration(v);
}
/** "latency of mcp__s__t: 5 ms -> 320 ms (limit 10 ms)"; "run time: 1.2 s -> 9.0 s (limit 2.4 s)". */
function describeRegression(f) {
    const what = f.subject === 'run' ? METRIC_WORDS[f.metric] : `${METRIC_WORDS[f.metric]} of ${f.subject}`;
    const m = (v) => measure(f.metric, v);
    const where = f.parts ? `, ${(0,_scoring_index_js__WEBPACK_IMPORTED_MODULE_3__/* .growthWhere */ .n$)(f.parts)}` : ''; // which part grew, from the spans read back
    return `${what}: ${m(f.baseline)} -> ${m(f.current)} (limit ${m(f.limit)})${where}`;
}
/** "Models: gpt-5-mini BROKEN, claude-sonnet-5-5 GOOD: breaks gpt-5-mini only". */
function modelsFact(report) {
    if (!report.models?.length)
        return '';
    const each = report.models.map((m) => `${m.model} ${m.status}`).join(', ');
    return `Models: ${each}${report.models.length > 1 ? `: ${(0,_results_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .modelsBroken */ .ck)(report.models) ?? 'breaks none'}` : ''}`;
}
/** "Compared with a baseline another model recorded: echo (claude claude-sonnet-5-5, now openai gpt-5-mini)". */
function otherModelFact(scenarios) {
    const name = (agent, model) => (model ? `${agent} ${model}` : agent);
    const across = scenarios.flatMap((s) => {
        const t = s.runs[0]?.trajectory;
        if (!s.baseline || !t || !(0,_results_trajectory_js__WEBPACK_IMPORTED_MODULE_1__/* .isModelAgent */ .z2)(t.agent))
            return [];
        if (s.baseline.agent === t.agent && s.baseline.model === t.model)
            return [];
        return [`${s.id} (${name(s.baseline.agent, s.baseline.model)}, now ${name(t.agent, t.model)})`];
    });
    return across.length ? `Compared with a baseline another model recorded: ${across.join(', ')}` : '';
}


/***/ }),

/***/ 58973:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GS: () => (/* binding */ scoreBadge),
/* harmony export */   PP: () => (/* binding */ tableHead),
/* harmony export */   Yo: () => (/* binding */ cells),
/* harmony export */   _R: () => (/* binding */ itemList),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   lV: () => (/* binding */ factList),
/* harmony export */   nf: () => (/* binding */ link),
/* harmony export */   qS: () => (/* binding */ badge)
/* harmony export */ });
/* harmony import */ var _results_status_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70694);
/* harmony import */ var _sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52640);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97712);
// Small HTML pieces every part of the report draws with: status badges, fact lists, table heads and cells,
// escaped text. Everything dynamic goes through esc().



function badge(status, extra = '') {
    return `<span class="badge st-${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(status)}">${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(status)}${extra}</span>`;
}
function scoreBadge(score, t) {
    return `<span class="badge sim st-${(0,_results_status_js__WEBPACK_IMPORTED_MODULE_0__/* .band */ .yp)(score, t)}">${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatScore */ .y)(score)}</span>`;
}
function code(text) {
    return `<code>${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(text)}</code>`;
}
/** A definition list of label and markup pairs. */
function factList(rows, cls = 'facts') {
    return `<dl class="${cls}">${rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl>`;
}
function tableHead(labels) {
    return `<thead><tr>${labels.map((l) => `<th>${l}</th>`).join('')}</tr></thead>`;
}
function cells(values) {
    return values.map((v) => `<td>${v}</td>`).join('');
}
/** The run's problems, or what the servers got wrong: a titled list, nothing when empty. */
function itemList(title, items) {
    if (!items.length)
        return '';
    const li = items.map((p) => `<li>${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(p)}</li>`).join('');
    return `<section class="problems"><h2>${title} (${items.length})</h2><ul>${li}</ul></section>`;
}
/** Only http(s) links are made clickable; anything else is shown as text. */
function link(url, text) {
    return /^https?:\/\//i.test(url) ? `<a href="${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(url)}" rel="noopener noreferrer">${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(text)}</a>` : (0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(text);
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
/* harmony import */ var _results_status_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70694);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(49997);
/* harmony import */ var _results_verdict_words_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27231);
/* harmony import */ var _sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52640);
/* harmony import */ var _diagnosis_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(24494);
/* harmony import */ var _results_verdict_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(51999);
/* harmony import */ var _rates_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(19848);
/* harmony import */ var _retrieval_section_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(81465);
/* harmony import */ var _contract_section_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(90867);
/* harmony import */ var _footprint_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(59332);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(97712);
/* harmony import */ var _trends_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(46688);
/* harmony import */ var _scoring_turns_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(9225);













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
    const sorted = (0,_format_js__WEBPACK_IMPORTED_MODULE_9__/* .sortScenarios */ .KY)(report.scenarios);
    const all = { rows: sorted.length, details: 2, problems: true, footer: true, causes: _diagnosis_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_CAUSES_SHOWN */ .wh };
    // Each scenario's table row made once: a report too long for the limit is composed again up to ~15 times below.
    const rows = new Map(sorted.map((s) => [s, row(s)]));
    const build = (parts) => compose(report, sorted, rows, opts, { ...all, ...parts });
    // Detail goes first: each scenario's, then the tool changes and the performance lines.
    for (const details of [2, 1, 0]) {
        const out = build({ details });
        if (fits(out))
            return out;
    }
    // Largest number of rows that fits; the rest are folded into "and N more" lines.
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (fits(build({ rows: mid, details: 0 })))
            lo = mid;
        else
            hi = mid - 1;
    }
    const least = { rows: 0, details: 0, problems: false };
    // Then the problems, the footer, and all causes but the first: the causes go last.
    const stages = [
        { rows: lo, details: 0 },
        least,
        { ...least, footer: false },
        { ...least, footer: false, causes: 1 },
    ];
    // The causes go last, after the footer, and before them all but the first.
    for (const parts of stages) {
        const out = build(parts);
        if (fits(out))
            return out;
    }
    const out = build(stages[stages.length - 1]);
    // Below even the headline's size: the limit is unreasonable; cut what is left (no table, no tag to break).
    for (let n = Math.min(out.length, maxChars); n > 0; n = Math.floor(n * 0.9)) {
        const cut = (0,_util_text_js__WEBPACK_IMPORTED_MODULE_12__.truncate)(out, n);
        if (fits(cut))
            return cut;
    }
    return '';
}
function compose(report, sorted, rows, opts, parts) {
    const facts = (0,_format_js__WEBPACK_IMPORTED_MODULE_9__/* .runFacts */ .pI)(report);
    const lines = [
        ...titleLines(report, facts, opts),
        ...(0,_diagnosis_js__WEBPACK_IMPORTED_MODULE_3__/* .causeLines */ .t1)(report, parts.causes),
        ...trendLines(report, facts),
        ...(0,_retrieval_section_js__WEBPACK_IMPORTED_MODULE_6__/* .retrievalLines */ .oU)(report, parts.details > 0),
        ...scenarioLines(sorted, rows, parts),
        ...(0,_contract_section_js__WEBPACK_IMPORTED_MODULE_7__/* .contractLines */ .s8)(report, parts.details > 0),
        ...(0,_diagnosis_js__WEBPACK_IMPORTED_MODULE_3__/* .flakyLines */ .lw)(report),
        ...(0,_rates_js__WEBPACK_IMPORTED_MODULE_5__/* .rateLines */ .OD)(report),
        ...(parts.details > 0 ? [...(0,_diagnosis_js__WEBPACK_IMPORTED_MODULE_3__/* .toolChangeLines */ .aN)(report), ...(0,_diagnosis_js__WEBPACK_IMPORTED_MODULE_3__/* .performanceLines */ .S0)(report)] : []),
        ...(parts.details > 1 ? detailLines(sorted.slice(0, parts.rows)) : []),
        ...problemLines(report.problems, parts.problems),
        ...findingLines(facts.findings, parts.problems),
    ];
    if (!parts.footer)
        return `${lines.join('\n').trimEnd()}\n`;
    lines.push(...footerLines(report, facts));
    return `${lines.join('\n')}\n`;
}
/** The marker, the verdict (its one sentence as the title), what the check made of it, the recommended action. */
function titleLines(report, facts, opts) {
    const lines = [];
    const marker = opts.marker === true ? MARKDOWN_MARKER : opts.marker || '';
    if (marker)
        lines.push(marker);
    const h = '#'.repeat(Math.min(6, Math.max(1, opts.headingLevel ?? 2)));
    const verdict = (0,_results_verdict_words_js__WEBPACK_IMPORTED_MODULE_1__/* .verdictWords */ .L)(report);
    lines.push(`${h} ${emoji(report.status)} mcp-eval: ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(verdict.sentence)}`, '');
    const check = `**${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(verdict.check)}**`;
    lines.push(`${check} · ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(facts.headline)} · score ${facts.score} · ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(report.mode)} mode`);
    lines.push('', `> **Recommended:** ${facts.recommended}`, '');
    return lines;
}
/** The suite's trend and a shard's part: short lines, they stay when detail is dropped to fit. */
function trendLines(report, facts) {
    const trend = (0,_trends_js__WEBPACK_IMPORTED_MODULE_10__/* .sparklineLine */ .y1)(report);
    const models = [facts.models, facts.otherModel, facts.modelRuns]
        .filter(Boolean)
        .flatMap((f) => [`🤖 ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(f)}`, '']);
    const ab = facts.ab ? [`🆚 ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(facts.ab)}`, ''] : [];
    return [...ab, ...(facts.shards ? [`🧩 ${facts.shards}`, ''] : []), ...models, ...(trend ? [trend, ''] : [])];
}
/**
 * The stale-baseline warning, then of the first `parts.rows` scenarios those below GOOD in a table and those that
 * passed (GOOD, RECORDED) folded under it; a line for the rest.
 */
function scenarioLines(sorted, rows, parts) {
    const lines = [];
    const stale = sorted.filter((s) => s.baseline?.stale).length;
    if (stale) {
        const warning = `> ⚠️ ${stale} stale baseline(s): the scenario file or its config_file changed since it was recorded; ` +
            'record it again to compare with what the scenario now says.';
        lines.push(warning, '');
    }
    const shown = sorted.slice(0, parts.rows);
    const failing = shown.filter((s) => !(0,_results_status_js__WEBPACK_IMPORTED_MODULE_0__/* .needsNoExplaining */ .u_)(s.status));
    const passed = shown.filter((s) => (0,_results_status_js__WEBPACK_IMPORTED_MODULE_0__/* .needsNoExplaining */ .u_)(s.status));
    if (failing.length)
        lines.push(...scenarioTable(failing, rows), '');
    if (passed.length) {
        const what = moreLine(passed, false).replace(' (see the report)', '');
        const summary = failing.length ? `Passed: ${what}` : what;
        lines.push(`<details><summary>${summary}</summary>`, '', ...scenarioTable(passed, rows), '', '</details>', '');
    }
    const rest = sorted.slice(parts.rows);
    if (rest.length)
        lines.push(`_${moreLine(rest, parts.rows > 0)}_`, '');
    return lines;
}
function scenarioTable(scenarios, rows) {
    const head = [
        '| Status | Scenario | Score | Calls (baseline -> current) | First divergence |',
        '|---|---|---:|---|---|',
    ];
    return [...head, ...scenarios.map((s) => rows.get(s))];
}
/** The collapsible details of these scenarios. */
function detailLines(shown) {
    return shown.flatMap((s) => {
        const d = details(s);
        return d ? [d, ''] : [];
    });
}
/** The run's problems: the first few in full, or only their number. */
function problemLines(problems, full) {
    if (!problems.length)
        return [];
    if (!full)
        return [`⚠️ **${problems.length} problem(s)**: see the report.`, ''];
    const shown = problems.slice(0, MAX_PROBLEMS_SHOWN).map((p) => (0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_12__.truncate)(p, 200)));
    const more = problems.length - shown.length;
    return [`⚠️ **${problems.length} problem(s):** ${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}`, ''];
}
/** What the servers got wrong (deviations from the MCP schema, limits hit): the first few, or only their number. */
function findingLines(findings, full) {
    if (!findings.length)
        return [];
    const title = `🔎 **${findings.length} server finding(s)`;
    if (!full)
        return [`${title}**: see the report.`, ''];
    const shown = findings.slice(0, MAX_PROBLEMS_SHOWN).map((f) => (0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_12__.truncate)(f, 200)));
    const more = findings.length - shown.length;
    return [`${title}:** ${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}`, ''];
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
    const model = report.model ? ` (${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(report.model)})` : '';
    const footprint = (0,_footprint_js__WEBPACK_IMPORTED_MODULE_8__/* .runFootprint */ .zf)(report);
    const footer = [
        `mcp-eval ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(report.tool.version)}`,
        `agent ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(report.agent)}${model}`,
        `commit ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(facts.commit)}`,
        ...facts.servers.map((v) => (0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(v)),
        facts.usage,
        ...(footprint ? [(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(footprint)] : []),
    ];
    lines.push(`<sub>${footer.join(' · ')}</sub>`);
    return lines;
}
/** "🔴 BROKEN"; a status this version does not know gets no emoji. */
function status(s) {
    return `${emoji(s)} ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(s)}`;
}
function emoji(s) {
    return _results_status_js__WEBPACK_IMPORTED_MODULE_0__/* .STATUS_EMOJI */ .cu[s] ?? '';
}
function row(s) {
    const flaky = s.aggregate?.flaky ? ' (flaky)' : '';
    const undecided = (0,_results_verdict_js__WEBPACK_IMPORTED_MODULE_4__/* .isInsufficient */ .CN)(s) ? ' (insufficient)' : '';
    const cells = [
        `${status(s.status)}${flaky}${undecided}`,
        `${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_12__.truncate)(s.name, 80))}${s.baseline?.stale ? ' (stale baseline)' : ''}`,
        (0,_format_js__WEBPACK_IMPORTED_MODULE_9__/* .formatScore */ .y)(s.score),
        (0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)((0,_format_js__WEBPACK_IMPORTED_MODULE_9__/* .callCounts */ .Zu)(s)),
        (0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_12__.truncate)((0,_format_js__WEBPACK_IMPORTED_MODULE_9__/* .divergence */ .Z7)(s), 80)),
    ];
    return `| ${cells.join(' | ')} |`;
}
/** "and 120 more GOOD scenarios, 3 more ACCEPTABLE", worst first. */
function moreLine(rest, afterRows) {
    const counts = new Map();
    for (const s of rest)
        counts.set(s.status, (counts.get(s.status) ?? 0) + 1);
    const parts = [...counts.keys()]
        .sort((a, b) => (0,_results_status_js__WEBPACK_IMPORTED_MODULE_0__/* .severity */ .yf)(a) - (0,_results_status_js__WEBPACK_IMPORTED_MODULE_0__/* .severity */ .yf)(b))
        .map((s, i) => `${counts.get(s)} ${i === 0 && afterRows ? 'more ' : ''}${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(s)}`);
    const noun = `scenario${rest.length === 1 ? '' : 's'}`;
    return afterRows ? `and ${parts.join(', ')} ${noun}` : `${parts.join(', ')} ${noun} (see the report)`;
}
/** Collapsible per-invocation detail of a scenario that did not come out GOOD. */
function details(s) {
    if ((0,_results_status_js__WEBPACK_IMPORTED_MODULE_0__/* .needsNoExplaining */ .u_)(s.status))
        return null;
    const run = s.runs.find((r) => r.evaluation);
    const body = [];
    if (s.error)
        body.push(`Error: ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_12__.truncate)(s.error, 500))}`, '');
    if (s.aggregate && s.runs.length > 1) {
        const a = s.aggregate;
        const spread = `min ${(0,_format_js__WEBPACK_IMPORTED_MODULE_9__/* .formatScore */ .y)(a.min)}, spread ${(0,_format_js__WEBPACK_IMPORTED_MODULE_9__/* .formatScore */ .y)(a.spread)}${a.flaky ? ', **flaky**' : ''}`;
        body.push(`${s.runs.length} runs: mean ${(0,_format_js__WEBPACK_IMPORTED_MODULE_9__/* .formatScore */ .y)(a.mean)}, ${spread}`, '');
    }
    const lost = (0,_format_js__WEBPACK_IMPORTED_MODULE_9__/* .lostCriteria */ .se)(s);
    if (lost)
        body.push(`**${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_12__.truncate)(lost, 500))}**`, '');
    if (s.config)
        body.push(`Config: ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(s.config.path)} (sha256 ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(s.config.hash.slice(0, 12))})`, '');
    if (run?.evaluation)
        body.push(...pairsTable(run.evaluation, (0,_format_js__WEBPACK_IMPORTED_MODULE_9__/* .variationOf */ .rI)(s, run)));
    if (!body.length)
        return null;
    const name = (0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_12__.truncate)(s.name, 80));
    const summary = `${emoji(s.status)} ${name}: ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(s.status)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_9__/* .formatScore */ .y)(s.score)}`;
    return [`<details><summary>${summary}</summary>`, '', ...body, '</details>'].join('\n');
}
function pairsTable(e, variation) {
    const against = variation ? ` · compared with the closest baseline ${variation}` : '';
    const out = [
        `Trajectory ${(0,_format_js__WEBPACK_IMPORTED_MODULE_9__/* .formatScore */ .y)(e.trajectory_score)} · ` +
            `baseline ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(e.baseline_status)} -> current ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(e.current_status)}${against}`,
        '',
        '| # | Baseline call | Current call | Similarity | |',
        '|---:|---|---|---:|---|',
    ];
    e.pairs.slice(0, MAX_PAIRS_SHOWN).forEach((p, i) => {
        const calls = [p.baseline_id, p.current_id].map((id) => (0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(id ?? '–'));
        const cells = [(0,_scoring_turns_js__WEBPACK_IMPORTED_MODULE_11__/* .pairPlace */ .a4)(p, i), ...calls, (0,_format_js__WEBPACK_IMPORTED_MODULE_9__/* .formatScore */ .y)(p.similarity), (0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_12__.truncate)(p.label, 60))];
        out.push(`| ${cells.join(' | ')} |`);
    });
    out.push('');
    if (e.pairs.length > MAX_PAIRS_SHOWN)
        out.push(`_and ${e.pairs.length - MAX_PAIRS_SHOWN} more calls_`, '');
    for (const d of e.drift.slice(0, 10))
        out.push(`- Response drift in ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(d.id)}: ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_12__.truncate)(d.detail, 200))}`);
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


/***/ }),

/***/ 19848:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eb: () => (/* binding */ undecidedAction),
/* harmony export */   OD: () => (/* binding */ rateLines),
/* harmony export */   bs: () => (/* binding */ insufficientWords),
/* harmony export */   cf: () => (/* binding */ rateText),
/* harmony export */   kc: () => (/* binding */ rateSection)
/* harmony export */ });
/* unused harmony exports rated, insufficientCount, rateTextLines */
/* harmony import */ var _results_verdict_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51999);
/* harmony import */ var _results_status_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70694);
/* harmony import */ var _scoring_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9594);
/* harmony import */ var _sanitize_escape_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52640);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(49997);





/** Lines shown at most; the rest are counted. */
const MAX_RATE_LINES = 10;
/** The scenarios with a pass rate over several runs, the undecided first. */
function rated(report) {
    const many = report.scenarios.filter((s) => (s.aggregate?.pass_rate?.runs ?? 0) > 1);
    return [...many.filter(_results_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .isInsufficient */ .CN), ...many.filter((s) => !(0,_results_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .isInsufficient */ .CN)(s))];
}
/** How many scenarios' runs cannot tell whether their pass rate fell. */
function insufficientCount(report) {
    return report.scenarios.filter(_results_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .isInsufficient */ .CN).length;
}
/** `1 insufficient (pass rate)` for the counts line; nothing when every rate was decided. */
function insufficientWords(report) {
    const n = insufficientCount(report);
    return n ? [`${n} insufficient (pass rate)`] : [];
}
/**
 * What to do about a run whose scenarios pass but some of whose runs cannot tell whether a pass rate fell: never
 * "ship". Null when it does not apply (none undecided, or something worse to act on).
 */
function undecidedAction(report) {
    const n = insufficientCount(report);
    if (!n || (0,_results_status_js__WEBPACK_IMPORTED_MODULE_1__/* .severity */ .yf)(report.status) < (0,_results_status_js__WEBPACK_IMPORTED_MODULE_1__/* .severity */ .yf)('ACCEPTABLE'))
        return null;
    return (`Not decided: the runs of ${n} scenario(s) cannot tell whether the pass rate fell; ` +
        'run them more times (runs, or runs: auto) before shipping.');
}
/** A scenario's rate in words: `18/20 runs passed (...); baseline 18/20 (0.70-0.97), flaky; no regression: ...`. */
function rateText(s) {
    const r = s.aggregate?.pass_rate;
    if (!r)
        return '';
    const b = s.baseline?.pass_rate;
    const baseline = b ? `; baseline ${(0,_scoring_index_js__WEBPACK_IMPORTED_MODULE_2__/* .rateCell */ .LA)(b)}${b.passes < b.runs ? ', flaky baseline' : ''}` : '';
    return `${(0,_scoring_index_js__WEBPACK_IMPORTED_MODULE_2__/* .describeRate */ .YQ)(r)}${baseline}${s.regression ? `; ${(0,_scoring_index_js__WEBPACK_IMPORTED_MODULE_2__/* .describeRateVerdict */ .rK)(s.regression)}` : ''}`;
}
/** The headline of the section: how many undecided, and what that means under the run's fail-on-insufficient. */
function heading(report) {
    const n = insufficientCount(report);
    const rule = report.fail_on_insufficient ? 'they fail the check' : 'not an alarm, not a pass: run more runs';
    return n ? `Pass rates (${n} insufficient: the runs cannot tell; ${rule})` : 'Pass rates';
}
/** The Markdown section: a line per scenario of several runs. */
function rateLines(report) {
    const all = rated(report);
    if (!all.length)
        return [];
    const lines = all
        .slice(0, MAX_RATE_LINES)
        .map((s) => `- ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkdown */ .FV)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_4__.truncate)(s.name, 60))}: ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkdown */ .FV)(rateText(s))}`);
    const more = all.length > MAX_RATE_LINES ? [`- and ${all.length - MAX_RATE_LINES} more (see the report)`] : [];
    return [`**${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkdown */ .FV)(heading(report))}**`, '', ...lines, ...more, ''];
}
/** The same for the HTML report, every scenario. */
function rateSection(report) {
    const all = rated(report);
    if (!all.length)
        return '';
    const items = all.map((s) => `<li>${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(s.name)}: ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(rateText(s))}</li>`);
    return `<section class="rates" id="rates"><h2>${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(heading(report))}</h2><ul>${items.join('')}</ul></section>`;
}
/** The same for a terminal: one line each, untrusted text on one line. */
function rateTextLines(report, oneLine) {
    const all = rated(report);
    if (!all.length)
        return [];
    return [heading(report), ...all.map((s) => `  ${oneLine(s.name)}: ${oneLine(rateText(s))}`)];
}


/***/ }),

/***/ 81465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UY: () => (/* binding */ retrievalSection),
/* harmony export */   Ye: () => (/* binding */ suiteFacts),
/* harmony export */   oU: () => (/* binding */ retrievalLines)
/* harmony export */ });
/* unused harmony exports MAX_WORSE_SHOWN, retrievalText */
/* harmony import */ var _results_status_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70694);
/* harmony import */ var _retrieval_metrics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(24557);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(49997);
/* harmony import */ var _sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52640);
/* harmony import */ var _html_parts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(58973);





/** Queries that got worse shown per suite; the rest are counted. */
const MAX_WORSE_SHOWN = 10;
const LABELS = { mrr: 'MRR', ndcg_at_10: 'nDCG@10', map: 'MAP' };
const labelOf = (metric) => LABELS[metric] ?? metric.replace(/^recall_at_(\d+)$/, 'Recall@$1');
const num = (v) => (v === null || v === undefined ? '–' : v.toFixed(3));
const signed = (v) => (v === undefined ? '' : `${v >= 0 ? '+' : '−'}${Math.abs(v).toFixed(3)}`);
const rank = (r, limit) => (r === null ? `not in the top ${limit}` : String(r));
function suiteFacts(d) {
    const r = d.result;
    const now = r.metrics ? (0,_retrieval_metrics_js__WEBPACK_IMPORTED_MODULE_3__/* .flatMetrics */ .RN)(r.metrics) : {};
    const then = r.baseline ? (0,_retrieval_metrics_js__WEBPACK_IMPORTED_MODULE_3__/* .flatMetrics */ .RN)(r.baseline.metrics) : {};
    const gates = new Map((r.comparison?.gates ?? []).map((g) => [g.metric, g]));
    const names = [...r.k.map((k) => `recall_at_${k}`), 'mrr', 'ndcg_at_10', 'map'];
    const metrics = !r.metrics
        ? []
        : names.map((m) => {
            const g = gates.get(m);
            const gate = g && g.threshold !== null ? `≥ ${num(g.threshold)} ${g.passed ? 'held' : 'failed'}` : '';
            const delta = signed(r.comparison?.deltas[m]);
            return {
                label: labelOf(m),
                baseline: num(then[m]),
                now: num(now[m]),
                delta,
                gate,
                gateFailed: !!g && !g.passed,
            };
        });
    const changes = r.comparison?.worse ?? [];
    const worse = changes.slice(0, MAX_WORSE_SHOWN).flatMap((q) => q.moves.map((m) => ({
        query: `${q.id}: ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_4__.truncate)(q.query, 100)}`,
        tool: `${m.tool_id} (relevance ${m.relevance})`,
        ranks: `${rank(m.old_rank, r.limit)} → ${rank(m.new_rank, r.limit)}`,
    })));
    return {
        title: r.suite,
        verdict: verdictOf(d),
        context: contextOf(d),
        metrics,
        worse,
        moreWorse: Math.max(0, changes.length - MAX_WORSE_SHOWN),
    };
}
function verdictOf(d) {
    if (d.error)
        return `${d.status}: ${d.error}`;
    if (d.action === 'recorded')
        return `${d.status}: baseline recorded`;
    const failed = d.result.comparison?.gates.filter((g) => !g.passed) ?? [];
    if (!failed.length)
        return `${d.status}: every gate held`;
    const words = failed.map((g) => `${labelOf(g.metric)} ${num(g.value)} is below its gate ${num(g.threshold)}`);
    return `${d.status}: ${words.join('; ')}`;
}
function contextOf(d) {
    const r = d.result;
    const info = r.server_info ? ` (${r.server_info.name} ${r.server_info.version})` : '';
    const ran = `${r.search_tool} of ${r.server}${info}, ${r.queries.length} queries, file ${r.file}`;
    if (!d.baseline)
        return ran;
    const when = d.baseline.recorded_at ? ` recorded ${d.baseline.recorded_at}` : '';
    const stale = d.baseline.stale ? ` (stale: ${d.baseline.stale_reason ?? 'changed'})` : '';
    return `${ran}; baseline ${d.baseline.source}${when}${stale}`;
}
/** The retrieval part of the PR comment and job summary; with `detail`, each suite's tables. */
function retrievalLines(report, detail) {
    const suites = report.retrieval ?? [];
    if (!suites.length)
        return [];
    const lines = ['**🔎 Retrieval suites** (how well the search tool finds the right tool)', ''];
    for (const d of suites) {
        const f = suiteFacts(d);
        lines.push(`${_results_status_js__WEBPACK_IMPORTED_MODULE_0__/* .STATUS_EMOJI */ .cu[d.status] ?? ''} **${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(f.title)}**: ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_4__.truncate)(f.verdict, 300))}`, '');
        if (!detail)
            continue;
        lines.push(`<sub>${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(f.context)}</sub>`, '');
        if (f.metrics.length) {
            lines.push('| Metric | Baseline | Now | Δ | Gate |', '|---|---:|---:|---:|---|');
            for (const m of f.metrics) {
                const gate = m.gateFailed ? `❌ ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(m.gate)}` : (0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(m.gate);
                lines.push(`| ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(m.label)} | ${m.baseline} | ${m.now} | ${m.delta} | ${gate} |`);
            }
            lines.push('');
        }
        lines.push(...worseLines(f));
    }
    return lines;
}
function worseLines(f) {
    if (!f.worse.length)
        return [];
    const rows = f.worse.map((w) => `| ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(w.query)} | ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(w.tool)} | ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(w.ranks)} |`);
    const more = f.moreWorse ? [`_and ${f.moreWorse} more (see the report)_`, ''] : [];
    return [
        'Queries that got worse:',
        '',
        '| Query | Tool | Rank: baseline → now |',
        '|---|---|---|',
        ...rows,
        '',
        ...more,
    ];
}
/** The retrieval section of the HTML report; empty when no suite ran. */
function retrievalSection(report) {
    const suites = report.retrieval ?? [];
    if (!suites.length)
        return '';
    const parts = suites.map((d) => {
        const f = suiteFacts(d);
        const metricRows = f.metrics.map((m) => {
            const row = (0,_html_parts_js__WEBPACK_IMPORTED_MODULE_2__/* .cells */ .Yo)([(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(m.label), m.baseline, m.now, m.delta, (0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(m.gate)]);
            return `<tr${m.gateFailed ? ' class="gate-failed"' : ''}>${row}</tr>`;
        });
        const worseRows = f.worse.map((w) => `<tr>${(0,_html_parts_js__WEBPACK_IMPORTED_MODULE_2__/* .cells */ .Yo)([(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(w.query), (0,_html_parts_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(w.tool), (0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(w.ranks)])}</tr>`);
        const more = f.moreWorse ? `<p>and ${f.moreWorse} more</p>` : '';
        const worse = f.worse.length
            ? `<h4>Queries that got worse</h4>${table('retrieval-worse', WORSE_HEAD, worseRows)}${more}`
            : '';
        return `<div class="suite"><h3>${(0,_html_parts_js__WEBPACK_IMPORTED_MODULE_2__/* .badge */ .qS)(d.status)} ${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(f.title)}</h3>
<p>${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(f.verdict)}</p><p class="context">${(0,_sanitize_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(f.context)}</p>
${f.metrics.length ? table('retrieval-metrics', METRIC_HEAD, metricRows) : ''}${worse}</div>`;
    });
    const title = `<h2>Retrieval suites (${suites.length})</h2>`;
    return `<section class="retrieval" id="retrieval">${title}\n${parts.join('\n')}\n</section>`;
}
const METRIC_HEAD = ['Metric', 'Baseline', 'Now', 'Δ', 'Gate'];
const WORSE_HEAD = ['Query', 'Tool', 'Rank: baseline → now'];
function table(cls, head, rows) {
    return `<table class="${cls}">${(0,_html_parts_js__WEBPACK_IMPORTED_MODULE_2__/* .tableHead */ .PP)(head)}<tbody>${rows.join('')}</tbody></table>`;
}
/** One line per suite for the CLI, after its table. */
function retrievalText(report) {
    return (report.retrieval ?? []).map((d) => `Retrieval suite ${d.result.suite}: ${suiteFacts(d).verdict}\n`).join('');
}


/***/ }),

/***/ 46688:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  w2: () => (/* binding */ scenarioTrend),
  y1: () => (/* binding */ sparklineLine),
  nC: () => (/* binding */ trendSection)
});

// EXTERNAL MODULE: ./src/results/history.ts
var results_history = __webpack_require__(82294);
// EXTERNAL MODULE: ./src/results/trajectory.ts + 2 modules
var trajectory = __webpack_require__(32899);
// EXTERNAL MODULE: ./src/sanitize/escape.ts
var sanitize_escape = __webpack_require__(52640);
;// CONCATENATED MODULE: ./src/reports/chart.ts
// A small line chart as inline SVG: the report stays one file that needs no script and no network to draw it.
// Points sit at even steps, one per run, oldest left; a null value leaves a gap (a run without that number), or a
// dashed mark when the point says why (a recording). The last point can be this run: ringed and named. Every label
// and tooltip goes through esc(): history lines come from a store, and scenario names are untrusted. The pixel rows
// of the axis ends are on the <svg> (data-y-min, data-y-max), so a test can read each point's value back.

const PAD = { left: 44, right: 56, top: 10, bottom: 20 };
function lineChart(points, o) {
    const values = points.map((p) => p.value).filter((v) => v !== null);
    const max = o.max ?? Math.max(o.min + 1e-9, ...values);
    const plotW = o.width - PAD.left - PAD.right;
    const plotH = o.height - PAD.top - PAD.bottom;
    const x = (i) => round(PAD.left + (points.length > 1 ? (i * plotW) / (points.length - 1) : plotW / 2));
    const y = (v) => round(PAD.top + ((max - v) / (max - o.min || 1)) * plotH);
    const bottom = y(o.min);
    const parts = [
        ...(o.rules ?? []).map((r) => rule(y(r.value), r, o.width)),
        axisLabel(PAD.left - 4, y(max), o.format(max), 'end'),
        axisLabel(PAD.left - 4, bottom, o.format(o.min), 'end'),
        `<line class="axis" x1="${PAD.left}" y1="${bottom}" x2="${o.width - PAD.right}" y2="${bottom}"/>`,
        ...lines(points, x, y),
        ...points.map((p, i) => point(p, i, x(i), p.value === null ? null : y(p.value), bottom)),
        ...xLabels(points, x, o.height),
    ];
    const attrs = `class="chart-svg" viewBox="0 0 ${o.width} ${o.height}" width="${o.width}" height="${o.height}" role="img" ` +
        `aria-label="${(0,sanitize_escape/* escapeHtml */.ZD)(o.title)}" data-y-min="${bottom}" data-y-max="${y(max)}" data-min="${o.min}" data-max="${max}"`;
    return `<figure class="chart ${(0,sanitize_escape/* escapeHtml */.ZD)(o.kind)}"><svg ${attrs}>${parts.join('')}</svg>
<figcaption>${(0,sanitize_escape/* escapeHtml */.ZD)(o.title)}</figcaption></figure>`;
}
/** Two decimals of a pixel: enough for the eye, and stable text. */
function round(n) {
    return Math.round(n * 100) / 100;
}
function rule(at, r, width) {
    const line = `<line class="rule ${(0,sanitize_escape/* escapeHtml */.ZD)(r.cls)}" x1="${PAD.left}" y1="${at}" x2="${width - PAD.right}" y2="${at}"/>`;
    return `${line}${axisLabel(PAD.left - 4, at, r.label, 'end')}`;
}
function axisLabel(x, y, text, anchor) {
    return `<text class="tick" x="${x}" y="${round(y + 4)}" text-anchor="${anchor}">${(0,sanitize_escape/* escapeHtml */.ZD)(text)}</text>`;
}
/** The line through the runs before this one, and a dashed step to this run. */
function lines(points, x, y) {
    const xy = points.flatMap((p, i) => (p.value === null ? [] : [{ at: `${x(i)},${y(p.value)}`, current: p.current }]));
    const past = xy.filter((p) => !p.current).map((p) => p.at);
    const out = past.length > 1 ? [`<polyline class="line" points="${past.join(' ')}"/>`] : [];
    const now = xy.find((p) => p.current);
    if (now && past.length) {
        const [x1, y1] = past[past.length - 1].split(',');
        const [x2, y2] = now.at.split(',');
        out.push(`<line class="line step" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`);
    }
    return out;
}
function point(p, i, cx, cy, bottom) {
    if (cy === null) {
        if (!p.mark)
            return '';
        const mark = `<line class="mark" data-run="${i}" x1="${cx}" y1="${PAD.top}" x2="${cx}" y2="${bottom}">`;
        return `${mark}<title>${(0,sanitize_escape/* escapeHtml */.ZD)(p.mark)}</title></line>`;
    }
    const title = `<title>${(0,sanitize_escape/* escapeHtml */.ZD)(p.title)}</title>`;
    const [cls, r] = p.current ? ['pt current', 5] : ['pt', 3];
    const circle = `<circle class="${cls}" data-run="${i}" cx="${cx}" cy="${cy}" r="${r}">`;
    const label = p.current ? axisLabel(cx + 8, cy, 'this run', 'start') : '';
    return `${circle}${title}</circle>${label}`;
}
/** The first and the last point's label under the axis (more would overlap). */
function xLabels(points, x, height) {
    if (!points.length)
        return [];
    const last = points.length - 1;
    const first = axisLabel(x(0), height - 6, points[0].label, last ? 'start' : 'middle');
    return last ? [first, axisLabel(x(last), height - 6, points[last].label, 'end')] : [first];
}

// EXTERNAL MODULE: ./src/reports/format.ts
var format = __webpack_require__(97712);
;// CONCATENATED MODULE: ./src/reports/trends.ts
// The trend over the run history (results.json `history`, oldest first) and this run: charts for the HTML report
// and a sparkline for the Markdown. Drawn from results.json alone, so `mcp-eval report` draws the same.





function trendOf(report) {
    const h = report.history;
    return h ? { runs: h.runs, current: (0,results_history/* summarizeRun */.lj)(report), source: h.source, added: h.added, why: h.why } : null;
}
/**
 * What the suite chart draws of the stored runs, counted as drawn: a dot per scored run, a dashed line per recording,
 * nothing (a gap) for a run with neither. "2 run(s): 1 scored (dots), 1 recording (a dashed line)".
 */
function drawnRuns(runs) {
    const scored = runs.filter((e) => e.score !== null).length;
    const recorded = runs.filter((e) => e.score === null && e.status === 'RECORDED').length;
    const gaps = runs.length - scored - recorded;
    const parts = [
        scored ? `${scored} scored (${scored > 1 ? 'dots' : 'a dot'})` : '',
        recorded ? `${recorded} ${recorded > 1 ? 'recordings (dashed lines)' : 'recording (a dashed line)'}` : '',
        gaps ? `${gaps} with no score (${gaps > 1 ? 'gaps' : 'a gap'})` : '',
    ].filter(Boolean);
    return `${runs.length} run(s) on the default branch${parts.length ? `: ${parts.join(', ')}` : ''}`;
}
/** Whether this run joined the history it read, and why (older results.json files do not say why). */
function addedText(t) {
    const what = t.added ? 'this run was added to it' : 'this run only read it';
    return t.why ? `${what} (${t.why})` : what;
}
/** "2026-03-01T12:00:00.000Z · 0123456 · GOOD · 0.95" */
function describe(e, what) {
    return `${e.started_at} · ${(0,format/* shortSha */.Fu)(e.git.sha).slice(0, 7)} · ${e.status} · ${what}`;
}
function points(t, value, text) {
    return [...t.runs, t.current].map((e, i, all) => {
        const current = i === all.length - 1;
        const v = value(e);
        const title = `${current ? 'this run: ' : ''}${describe(e, text(v))}`;
        return { value: v, title, label: current ? 'this run' : e.started_at.slice(0, 10), current };
    });
}
const SCORE = { min: 0, max: 1, format: format/* formatScore */.y };
function bandRules(t) {
    return [
        { value: t.good, label: (0,format/* formatScore */.y)(t.good), cls: 'st-GOOD' },
        { value: t.acceptable, label: (0,format/* formatScore */.y)(t.acceptable), cls: 'st-ACCEPTABLE' },
        { value: t.degraded, label: (0,format/* formatScore */.y)(t.degraded), cls: 'st-DEGRADED' },
    ];
}
/** A recording has no score: its run is a dashed mark, since later scores compare with what it recorded. */
function withMarks(ps, statuses) {
    return ps.map((p, i) => (statuses[i] === 'RECORDED' ? { ...p, mark: `${p.title}: baselines recorded` } : p));
}
const tokens = (e) => (0,trajectory/* totalTokens */.RP)(e.usage);
/** The HTML section under the header: the suite's score, and a model agent's tokens and cost, per run. */
function trendSection(report) {
    const t = trendOf(report);
    if (!t)
        return '';
    const all = [...t.runs, t.current];
    const from = t.source ? `from <code>${(0,sanitize_escape/* escapeHtml */.ZD)(t.source)}</code>` : 'none stored yet';
    const intro = `<p>Run history: ${(0,sanitize_escape/* escapeHtml */.ZD)(drawnRuns(t.runs))}, ${from}; ${(0,sanitize_escape/* escapeHtml */.ZD)(addedText(t))}.</p>`;
    if (!t.runs.length)
        return `<section class="trends" id="trends"><h2>Trend</h2>${intro}</section>`;
    const suite = lineChart(withMarks(points(t, (e) => e.score, (v) => `suite score ${(0,format/* formatScore */.y)(v)}`), all.map((e) => e.status)), {
        ...SCORE,
        title: 'Suite score per run',
        width: 560,
        height: 180,
        kind: 'suite',
        rules: bandRules(report.thresholds),
    });
    const claude = (value) => (e) => ((0,trajectory/* isModelAgent */.z2)(e.agent) ? value(e) : null);
    const usage = all.some((e) => (0,trajectory/* isModelAgent */.z2)(e.agent))
        ? [
            lineChart(points(t, claude(tokens), (v) => `${v === null ? '–' : (0,format/* thousands */.oh)(v)} tokens`), {
                title: 'Tokens per run (model agent)',
                min: 0,
                width: 300,
                height: 180,
                format: format/* thousands */.oh,
                kind: 'tokens',
            }),
            lineChart(points(t, claude((e) => e.usage.cost_usd), (v) => `$${(v ?? 0).toFixed(4)}`), {
                title: 'Cost per run in USD (model agent)',
                min: 0,
                width: 300,
                height: 180,
                format: (v) => `$${v.toFixed(2)}`,
                kind: 'cost',
            }),
        ]
        : [];
    return `<section class="trends" id="trends"><h2>Trend</h2>${intro}
<div class="charts">${[suite, ...usage].join('\n')}</div></section>`;
}
/** One scenario's score per run (a run without the scenario leaves a gap); empty when no stored run has it. */
function scenarioTrend(report, id, thresholds) {
    const t = trendOf(report);
    const of = (e) => e.scenarios.find((s) => s.id === id);
    // A scenario no stored run has (a new one) has no trend yet.
    if (!t?.runs.some(of))
        return '';
    const ps = withMarks(points(t, (e) => of(e)?.score ?? null, (v) => `score ${(0,format/* formatScore */.y)(v)}`), [...t.runs, t.current].map((e) => of(e)?.status));
    const opts = {
        ...SCORE,
        title: 'Score per run',
        width: 480,
        height: 140,
        kind: 'scenario',
        rules: bandRules(thresholds),
    };
    return `<div class="charts">${lineChart(ps, opts)}</div>`;
}
const BARS = '▁▂▃▄▅▆▇█';
function bar(score) {
    if (score === null)
        return '·';
    return BARS[Math.min(BARS.length - 1, Math.max(0, Math.floor(score * BARS.length)))];
}
/**
 * One Markdown line: the suite's score over the stored runs as a text sparkline (GitHub renders it anywhere, and it
 * stays a few hundred characters), then this run. Null when there is no stored run to compare with.
 */
function sparklineLine(report) {
    const t = trendOf(report);
    if (!t?.runs.length)
        return null;
    const last = [...t.runs].reverse().find((e) => e.score !== null);
    const before = last ? `${(0,format/* formatScore */.y)(last.score)} at ${(0,sanitize_escape/* escapeMarkdown */.FV)((0,format/* shortSha */.Fu)(last.git.sha).slice(0, 7))} → ` : '';
    const spark = `${t.runs.map((e) => bar(e.score)).join('')} → ${bar(t.current.score)}`;
    const unscored = t.runs.some((e) => e.score === null) ? ' (· a run with no score, such as a recording)' : '';
    return (`📈 Suite score, last ${t.runs.length} run(s) on the default branch${unscored} → this run: ` +
        `\`${spark}\` ${before}**${(0,format/* formatScore */.y)(t.current.score)}**`);
}


/***/ }),

/***/ 24557:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ll: () => (/* binding */ ranksOf),
/* harmony export */   RN: () => (/* binding */ flatMetrics),
/* harmony export */   fP: () => (/* binding */ meanMetrics),
/* harmony export */   lH: () => (/* binding */ NDCG_DEPTH),
/* harmony export */   xJ: () => (/* binding */ scoreQuery)
/* harmony export */ });
/* unused harmony exports recallAtK, reciprocalRank, dcg, ndcgAtK, averagePrecision, relevanceOf */
// Ranking metrics of a search tool over graded queries: pure functions, no I/O, no imports. The definitions are
// MCPProxy's own (the D1 retrieval scorer its CI gates on, which produced baseline_v1.json), so that a suite read
// from its dataset reproduces its numbers; docs/retrieval.md states them with worked examples, and
// test/retrieval/metrics.test.ts checks each against hand-computed values.
//
// A query's *ranked* list is the search tool's answer, best first, cut at the run's limit. Its *relevant* tools are
// its labels of relevance 1 or 2 (relevance 0 marks a hard negative: it is never a hit and has no gain).
/** The depth of nDCG, as MCPProxy's baseline reports it (`ndcg_at_10`). */
const NDCG_DEPTH = 10;
/** Recall@k: |relevant ∩ top k| / |relevant|; 0 when the query has no relevant tool. */
function recallAtK(ranked, relevant, k) {
    if (relevant.size === 0)
        return 0;
    return ranked.slice(0, k).filter((id) => relevant.has(id)).length / relevant.size;
}
/** Reciprocal rank: 1 / the rank of the first relevant tool in the list; 0 when none is in it. */
function reciprocalRank(ranked, relevant) {
    const i = ranked.findIndex((id) => relevant.has(id));
    return i < 0 ? 0 : 1 / (i + 1);
}
/** Discounted cumulative gain: the gain at rank r (1-based) counts gain / log2(r + 1). */
function dcg(gains) {
    return gains.reduce((sum, g, i) => sum + g / Math.log2(i + 2), 0);
}
/**
 * nDCG@k with linear graded gain (a tool's gain is its relevance, 0 when unlabelled): DCG of the top k over the DCG
 * of the ideal order of the labels' relevances (the best k of them); 0 when no label has a gain.
 */
function ndcgAtK(ranked, relevance, k) {
    const ideal = dcg([...relevance.values()].sort((a, b) => b - a).slice(0, k));
    if (ideal === 0)
        return 0;
    return dcg(ranked.slice(0, k).map((id) => relevance.get(id) ?? 0)) / ideal;
}
/**
 * Average precision: the sum, over each relevant tool found in the list, of the precision at its rank, divided by
 * the number of relevant tools (found or not; so a relevant tool beyond the list counts as 0); 0 when none.
 */
function averagePrecision(ranked, relevant) {
    if (relevant.size === 0)
        return 0;
    let hits = 0;
    let sum = 0;
    ranked.forEach((id, i) => {
        if (!relevant.has(id))
            return;
        hits++;
        sum += hits / (i + 1);
    });
    return sum / relevant.size;
}
/** A query's relevant tools (relevance >= 1) and their gains. */
function relevanceOf(labels) {
    return new Map(labels.filter((l) => l.relevance >= 1).map((l) => [l.tool_id, l.relevance]));
}
/** Every score of one query from its ranked list. */
function scoreQuery(ranked, labels, ks) {
    const relevance = relevanceOf(labels);
    const relevant = new Set(relevance.keys());
    return {
        recall_at: Object.fromEntries(ks.map((k) => [String(k), recallAtK(ranked, relevant, k)])),
        rr: reciprocalRank(ranked, relevant),
        ndcg_at_10: ndcgAtK(ranked, relevance, NDCG_DEPTH),
        ap: averagePrecision(ranked, relevant),
    };
}
/** The suite's metrics: the arithmetic mean of each score over the queries (all zero for no query). */
function meanMetrics(scores, ks) {
    const mean = (f) => scores.reduce((sum, s) => sum + f(s), 0) / (scores.length || 1);
    return {
        recall_at: Object.fromEntries(ks.map((k) => [String(k), mean((s) => s.recall_at[String(k)] ?? 0)])),
        mrr: mean((s) => s.rr),
        ndcg_at_10: mean((s) => s.ndcg_at_10),
        map: mean((s) => s.ap),
    };
}
/** The metrics by flat name: `recall_at_5`, `mrr`, `ndcg_at_10`, `map` (the names deltas and tolerances use). */
function flatMetrics(m) {
    const recall = Object.entries(m.recall_at).map(([k, v]) => [`recall_at_${k}`, v]);
    return { ...Object.fromEntries(recall), mrr: m.mrr, ndcg_at_10: m.ndcg_at_10, map: m.map };
}
/** The rank (1-based) of each labelled tool in the list, null when it is not in it. */
function ranksOf(ranked, labels) {
    return Object.fromEntries(labels.map((l) => {
        const i = ranked.indexOf(l.tool_id);
        return [l.tool_id, i < 0 ? null : i + 1];
    }));
}


/***/ })

};
