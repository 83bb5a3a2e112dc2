export const id = 780;
export const ids = [780];
export const modules = {

/***/ 18780:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  noRedaction: () => (/* reexport */ redact/* noRedaction */.Np),
  readResults: () => (/* reexport */ readResults),
  writeReports: () => (/* reexport */ writeReports)
});

// UNUSED EXPORTS: COMMENT_MAX_CHARS, MARKDOWN_MARKER, MIN_SECRET_LENGTH, RECOMMENDED_ACTION, REDACTED, REPORT_FILES, SUMMARY_MAX_BYTES, countsLine, createRedactor, escapeHtml, escapeMarkdown, escapeXml, isSecretEnvName, renderHtml, renderJunit, renderMarkdown, serializeResults, sortScenarios

// EXTERNAL MODULE: ./src/sanitize/escape.ts
var sanitize_escape = __webpack_require__(52640);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/results/index.ts + 3 modules
var results = __webpack_require__(23532);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/util/files.ts
var files = __webpack_require__(75787);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(74976);
// EXTERNAL MODULE: ./src/util/zod.ts
var zod = __webpack_require__(12001);
// EXTERNAL MODULE: ./src/results/status.ts
var results_status = __webpack_require__(70694);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
// EXTERNAL MODULE: ./src/results/verdict-words.ts
var verdict_words = __webpack_require__(27231);
// EXTERNAL MODULE: ./src/results/history.ts
var results_history = __webpack_require__(82294);
// EXTERNAL MODULE: ./src/results/trajectory.ts + 2 modules
var trajectory = __webpack_require__(32899);
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

// EXTERNAL MODULE: ./src/scoring/index.ts + 30 modules
var scoring = __webpack_require__(9594);
// EXTERNAL MODULE: ./src/results/verdict.ts
var verdict = __webpack_require__(51999);
// EXTERNAL MODULE: ./src/reports/cause-list.ts
var cause_list = __webpack_require__(46165);
// EXTERNAL MODULE: ./src/reports/html-parts.ts
var html_parts = __webpack_require__(58973);
;// CONCATENATED MODULE: ./src/reports/diagnosis.ts








/** Cause lines the comment opens with, at most. */
const MAX_CAUSES_SHOWN = 8;
/** Tools named per list of a server's changes in the comment; the rest are counted. */
const MAX_TOOLS = 12;
const MAX_PERF_LINES = 10;
/** Longest text piece (a summary, an evidence line, a tool name) in the comment. */
const MAX_PIECE = 160;
/** A text with `code` spans as Markdown: each piece escaped, code as <code> (its content stays escaped text). */
function md(text, max = MAX_PIECE) {
    return (0,format/* codePieces */.ZF)((0,util_text/* truncate */.xv)(text, max))
        .map((p) => (p.code ? `<code>${(0,sanitize_escape/* escapeMarkdown */.FV)(p.text)}</code>` : (0,sanitize_escape/* escapeMarkdown */.FV)(p.text)))
        .join('');
}
/** The same as HTML. */
function html(text) {
    return (0,format/* codePieces */.ZF)(text)
        .map((p) => (p.code ? `<code>${(0,sanitize_escape/* escapeHtml */.ZD)(p.text)}</code>` : (0,sanitize_escape/* escapeHtml */.ZD)(p.text)))
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
    return (0,results_status/* worst */.QZ)(c.scenarios.map((s) => s.status));
}
/**
 * The comment's opening: one line per cause of the one list (cause-list.ts), `max` at most, then how many more.
 * `- 🔴 **`add` was removed from server `everything`**: breaks 2 scenarios (a, b) · fix: ...`
 */
function causeLines(report, max = MAX_CAUSES_SHOWN) {
    const causes = (0,cause_list/* listedCauses */.C)(report);
    if (!causes.length || max <= 0)
        return [];
    const lines = causes.slice(0, max).map((c) => {
        const extras = [c.detail ? md(c.detail) : '', c.fix ? `fix: ${md(c.fix)}` : ''].filter(Boolean);
        const tail = extras.map((e) => ` · ${e}`).join('');
        const mark = (c.cause && CAUSE_MARK[c.cause.of.kind]) ?? results_status/* STATUS_EMOJI */.cu[c.status] ?? '';
        return `- ${mark} **${md(c.title)}**: ${c.whom} (${md(c.names, 240)})${tail}`;
    });
    const rest = causes.length - lines.length;
    if (rest > 0)
        lines.push(`- _and ${rest} more cause${rest === 1 ? '' : 's'} (see the report)_`);
    return ['**Why**', '', ...lines, ''];
}
/** `a`, `b`, +3 more */
function toolList(names) {
    return (0,util_text/* foldList */.WB)(names, MAX_TOOLS, (n) => md(`\`${n}\``, 80));
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
    const tools = (0,util_text/* foldList */.WB)(c.client.tools.map((n) => `\`${n}\``), MAX_TOOLS);
    return [`${side(c.client.before)} -> ${side(c.client.after)}: ${tools}`];
}
/** Each rule the server's tools were renamed by, with how many and the first few: `separator "/" -> "_": 24 tools`. */
function ruleItems(c) {
    return (0,scoring/* renamesByRule */.lH)(c).map(([rule, pairs]) => `${rule}: ${pairs.length} tools (${(0,util_text/* foldList */.WB)(pairs, MAX_TOOLS)})`);
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
    const changes = (0,format/* suiteToolChanges */.Ot)(report);
    if (!changes.length)
        return [];
    const lines = changes.map((c) => {
        const parts = changeParts(c).map((p) => {
            return `${p.label} ${(0,util_text/* foldList */.WB)(p.items, MAX_TOOLS, (i) => md(i))}`;
        });
        return `- Tools of ${toolList([c.server])}: ${parts.join('; ')}`;
    });
    return ['**Tool changes** (baseline -> current)', '', ...lines, ''];
}
/** The scenarios with a performance regression, worst first. */
function slower(report) {
    return (0,format/* sortScenarios */.KY)(report.scenarios).filter((s) => s.performance?.regressions.length);
}
/** One line per regression, MAX_PERF_LINES at most: `- search: latency of mcp__s__t: 5 ms -> 320 ms (limit 10 ms)`. */
function performanceLines(report) {
    const found = slower(report).flatMap((s) => s.performance.regressions.map((f) => ({ s, f })));
    if (!found.length)
        return [];
    const lines = found.slice(0, MAX_PERF_LINES).map(({ s, f }) => {
        const lowered = s.performance?.degraded ? ' (lowered one band: latency-regression degrade)' : '';
        const what = (0,sanitize_escape/* escapeMarkdown */.FV)((0,util_text/* truncate */.xv)((0,format/* describeRegression */.Z_)(f), 200));
        return `- ${(0,sanitize_escape/* escapeMarkdown */.FV)((0,util_text/* truncate */.xv)(s.name, 60))}: ${what}${lowered}`;
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
    const listed = (0,cause_list/* listedCauses */.C)(report);
    if (!listed.length)
        return '';
    const items = listed.map((l, k) => (l.cause ? causeItem(l.cause.of, l.cause.index, anchors) : groupItem(l, k)));
    return `<section class="causes" id="causes"><h2>Causes (${listed.length})</h2>\n${items.join('\n')}\n</section>`;
}
function causeItem(c, i, anchors) {
    const links = c.scenarios.map((s) => {
        const a = anchors.get(s.id);
        const name = a ? `<a href="#${(0,sanitize_escape/* escapeHtml */.ZD)(a)}">${(0,sanitize_escape/* escapeHtml */.ZD)(s.name)}</a>` : (0,sanitize_escape/* escapeHtml */.ZD)(s.name);
        return `<li>${(0,html_parts/* badge */.qS)(s.status)} ${name}: ${(0,sanitize_escape/* escapeHtml */.ZD)(s.detail)}</li>`;
    });
    const rows = [
        [c.kind === 'unexplained' ? 'Scenarios' : (0,verdict/* isSuspicious */.oK)(c.kind) ? 'Seen by' : 'Breaks', links],
        ['Evidence', c.evidence.map((l) => `<li>${html(l)}</li>`)],
        ['Suggested fix', c.suggestions.map((l) => `<li>${html(l)}</li>`)],
    ];
    const facts = rows.filter(([, lines]) => lines.length).map(([k, lines]) => [k, ul(lines)]);
    return `<div class="cause" id="${causeAnchor(i)}" data-kind="${(0,sanitize_escape/* escapeHtml */.ZD)(c.kind)}">
<h3>${(0,html_parts/* badge */.qS)(causeStatus(c))} ${html(c.summary)}</h3>
${(0,html_parts/* factList */.lV)(facts)}
</div>`;
}
/** A contract group as a cause: its changes (the first few with their detail) and its fix; the table has them all. */
function groupItem(l, k) {
    const items = l.group?.items ?? [];
    const shown = items.slice(0, MAX_TOOLS).map((i) => `<li>${(0,html_parts/* code */.aY)(i.name)} (${(0,sanitize_escape/* escapeHtml */.ZD)(i.server)}): ${(0,sanitize_escape/* escapeHtml */.ZD)(i.detail)}</li>`);
    if (items.length > MAX_TOOLS)
        shown.push(`<li>and ${items.length - MAX_TOOLS} more (see the contract)</li>`);
    const facts = [[`Contract, ${(0,sanitize_escape/* escapeHtml */.ZD)(l.group?.cls ?? '')}`, ul(shown)]];
    if (l.fix)
        facts.push(['Suggested fix', ul([`<li>${html(l.fix)}</li>`])]);
    return `<div class="cause contract-cause" id="contract-cause-${k + 1}" data-kind="contract">
<h3>${(0,html_parts/* badge */.qS)(l.status)} ${html(l.title)} <a href="#contract">${(0,sanitize_escape/* escapeHtml */.ZD)(l.group?.rule ?? '')}</a></h3>
${(0,html_parts/* factList */.lV)(facts)}
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
    const changes = (0,format/* suiteToolChanges */.Ot)(report);
    if (!changes.length)
        return '';
    const rows = changes.map((c) => {
        const parts = changeParts(c).map((p) => [
            (0,sanitize_escape/* escapeHtml */.ZD)(p.label),
            ul(p.items.map((i) => `<li>${html(i)}</li>`)),
        ]);
        return `<tr>${(0,html_parts/* cells */.Yo)([(0,html_parts/* code */.aY)(c.server), (0,html_parts/* factList */.lV)(parts, 'changes')])}</tr>`;
    });
    const head = (0,html_parts/* tableHead */.PP)(['Server', 'Changes']);
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
    const rows = found.map((f) => `<tr>${(0,html_parts/* cells */.Yo)([(0,sanitize_escape/* escapeHtml */.ZD)((0,format/* describeRegression */.Z_)(f)), rule(f), `${f.samples.baseline} → ${f.samples.current}`])}</tr>`);
    const lowered = s.performance?.degraded ? '<p class="warn">Lowered one band (latency-regression degrade).</p>' : '';
    const head = (0,html_parts/* tableHead */.PP)(['Regression', 'Rule', 'Samples (baseline → current)']);
    return `<h3>Performance</h3>${lowered}<table class="perf">${head}<tbody>${rows.join('')}</tbody></table>`;
}
/** The scenarios whose runs landed in different bands, worst first: each with every run's band and score. */
function flakyScenarios(report) {
    return (0,format/* sortScenarios */.KY)(report.scenarios).filter((s) => s.aggregate?.flaky);
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
        .map((s) => `- ${(0,sanitize_escape/* escapeMarkdown */.FV)((0,util_text/* truncate */.xv)(s.name, 60))}: ${(0,sanitize_escape/* escapeMarkdown */.FV)(runBands(s))}`);
    return [`**Flaky** (runs in different bands; ${rule})`, '', ...lines, ''];
}
/** The same for the HTML report. */
function flakySection(report) {
    const flaky = flakyScenarios(report);
    if (!flaky.length)
        return '';
    const items = flaky.map((s) => `<li>${(0,html_parts/* badge */.qS)(s.status)} ${(0,sanitize_escape/* escapeHtml */.ZD)(s.name)}: ${(0,sanitize_escape/* escapeHtml */.ZD)(runBands(s))}</li>`);
    return `<section class="flaky" id="flaky"><h2>Flaky (${flaky.length})</h2><ul>${items.join('')}</ul></section>`;
}

// EXTERNAL MODULE: ./src/reports/rates.ts
var rates = __webpack_require__(19848);
// EXTERNAL MODULE: ./src/reports/retrieval-section.ts
var retrieval_section = __webpack_require__(81465);
// EXTERNAL MODULE: ./src/reports/contract-section.ts
var contract_section = __webpack_require__(90867);
;// CONCATENATED MODULE: ./src/reports/footprint.ts


/** A scenario's footprint: the median of its runs' (the run in the middle by what it spent); null when none has one. */
function scenarioFootprint(s) {
    const all = s.runs.flatMap((r) => (r.trajectory.tool_tokens ? [r.trajectory.tool_tokens] : []));
    if (!all.length)
        return null;
    const sorted = [...all].sort((a, b) => (0,trajectory/* toolTokensSpent */.Ls)(a) - (0,trajectory/* toolTokensSpent */.Ls)(b));
    return sorted[(sorted.length - 1) >> 1];
}
const share = (t) => (t.direct > 0 ? `${Math.round(((0,trajectory/* toolTokensSpent */.Ls)(t) / t.direct) * 100)}%` : '–');
/** `~1,234 tokens (definitions ~200, discovery ~1,034): 24% of ~5,100 direct`. */
function footprintText(t) {
    const parts = `definitions ~${(0,format/* thousands */.oh)(t.definitions)}, discovery ~${(0,format/* thousands */.oh)(t.discovery)}`;
    return `~${(0,format/* thousands */.oh)((0,trajectory/* toolTokensSpent */.Ls)(t))} tokens (${parts}): ${share(t)} of ~${(0,format/* thousands */.oh)(t.direct)} direct`;
}
/** The table cell: `~1,234 (24%)`, or a dash. */
function footprintCell(s) {
    const t = scenarioFootprint(s);
    return t ? { value: (0,trajectory/* toolTokensSpent */.Ls)(t), text: `~${(0,format/* thousands */.oh)((0,trajectory/* toolTokensSpent */.Ls)(t))} (${share(t)})` } : { value: -1, text: '–' };
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

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/reports/html-assets.ts
// The report's own CSS and script, and the Content-Security-Policy that allows only that script (by its hash):
// a second wall should an escape ever be missed.

// The style sheet, one string per line: the report is compared byte for byte, so lines are split, never changed.
const STYLE = [
    '',
    ':root{--bg:#fff;--fg:#1f2328;--muted:#59636e;--line:#d1d9e0;--soft:#f6f8fa;',
    '--GOOD:#1a7f37;--ACCEPTABLE:#4d8a1f;--DEGRADED:#9a6700;--BROKEN:#cf222e;--ERROR:#8250df;--RECORDED:#0969da}',
    '*{box-sizing:border-box}',
    'body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg);' +
        'margin:0 auto;padding:16px 24px;max-width:1400px}',
    'h1{font-size:22px;margin:8px 0}h2{font-size:18px;margin:24px 0 8px}h3,h4{margin:12px 0 6px}' +
        'h5{margin:8px 0 4px;font-size:12px;color:var(--muted)}',
    'code,pre{font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}',
    'pre{background:var(--soft);border:1px solid var(--line);border-radius:6px;padding:8px;overflow:auto;' +
        'max-height:420px;white-space:pre-wrap;word-break:break-word;margin:4px 0}',
    'table{border-collapse:collapse;width:100%;margin:8px 0}' +
        'th,td{border:1px solid var(--line);padding:4px 8px;text-align:left;vertical-align:top}',
    'th{background:var(--soft)}th[data-sort]{cursor:pointer;user-select:none}' +
        'th[data-sort]:after{content:" ⇅";color:var(--muted)}',
    'th[aria-sort=ascending]:after{content:" ▲"}th[aria-sort=descending]:after{content:" ▼"}',
    '.badge{display:inline-block;padding:1px 8px;border-radius:10px;color:#fff;font-size:12px;font-weight:600;' +
        'white-space:nowrap}',
    '.st-GOOD{background:var(--GOOD)}.st-ACCEPTABLE{background:var(--ACCEPTABLE)}' +
        '.st-DEGRADED{background:var(--DEGRADED)}',
    '.st-BROKEN{background:var(--BROKEN)}.st-ERROR{background:var(--ERROR)}.st-RECORDED{background:var(--RECORDED)}',
    '.facts{display:grid;grid-template-columns:max-content 1fr;gap:2px 16px;margin:8px 0}.facts dt{color:var(--muted)}' +
        '.facts dd{margin:0}',
    '.headline{font-size:16px;font-weight:600}.check{margin:4px 0}.check.fails{color:var(--BROKEN);font-weight:600}' +
        '.run-facts>summary{cursor:pointer;color:var(--muted)}.recommended{margin:4px 0}',
    '.cls{display:inline-block;padding:0 6px;border-radius:8px;color:#fff;font-size:12px;font-weight:600}' +
        '.cls-breaking{background:var(--BROKEN)}.cls-risky{background:#bc4c00}.cls-compatible{background:var(--GOOD)}',
    '.compatible>summary{cursor:pointer}',
    '.controls{position:sticky;top:0;background:var(--bg);border-bottom:1px solid var(--line);padding:8px 0;' +
        'display:flex;gap:16px;flex-wrap:wrap;align-items:center;z-index:1}',
    '.scenario{border-top:2px solid var(--line);margin-top:24px;scroll-margin-top:56px}',
    '.run{border:1px solid var(--line);border-radius:6px;padding:6px 10px;margin:8px 0}' +
        '.run>summary{cursor:pointer;font-weight:600}',
    '.side-by-side{display:grid;grid-template-columns:1fr 1fr;gap:12px}.conv{min-width:0}',
    '.msg{border-left:3px solid var(--line);padding:4px 8px;margin:6px 0}' +
        '.msg .who{font-size:11px;color:var(--muted);text-transform:uppercase}',
    '.msg .text{white-space:pre-wrap;word-break:break-word}.user{border-color:var(--RECORDED)}' +
        '.assistant{border-color:var(--ACCEPTABLE)}',
    '.call{border-color:var(--muted)}.call>summary{cursor:pointer}.call.failed{border-color:var(--BROKEN)}' +
        '.discovery{opacity:.8}',
    '.hide-discovery .discovery{display:none}',
    '.tag{display:inline-block;font-size:11px;border:1px solid var(--line);border-radius:8px;padding:0 6px;' +
        'margin-right:4px}.tag.bad{color:var(--BROKEN);border-color:var(--BROKEN)}',
    '.error{color:var(--BROKEN);white-space:pre-wrap;word-break:break-word}.warn{color:var(--DEGRADED);font-size:13px}' +
        '.none{color:var(--muted)}',
    '.pair-match td{background:#dafbe1}.pair-partial td{background:#fff8c5}' +
        '.pair-mismatch td,.pair-missing td{background:#ffebe9}.pair-extra td{background:#ddf4ff}',
    '.first-divergence td:first-child{box-shadow:inset 4px 0 var(--BROKEN)}',
    '.problems{border:1px solid var(--DEGRADED);border-radius:6px;padding:0 12px}',
    '.causes{border:1px solid var(--line);border-radius:6px;padding:0 12px 4px}.causes h2{margin:12px 0 4px}' +
        '.cause{scroll-margin-top:56px;border-top:1px solid var(--line)}.cause h3{font-size:15px;margin:6px 0 2px}',
    '.cause .facts{margin:2px 0 6px}.cause ul{margin:0;padding-left:18px}' +
        '.cause:target,.scenario:target>h2{background:#fff8c5}',
    '.tool-changes{scroll-margin-top:56px}dl.changes{margin:0}dl.changes dt{color:var(--muted);font-size:12px}' +
        'dl.changes dd{margin:0 0 4px}dl.changes ul{margin:0;padding-left:18px}',
    '.charts{display:flex;flex-wrap:wrap;gap:12px 24px;margin:8px 0}.chart{margin:0}' +
        '.chart figcaption{font-size:12px;color:var(--muted)}',
    '.chart-svg{max-width:100%;height:auto;background:var(--soft);border:1px solid var(--line);border-radius:6px}' +
        '.chart-svg .tick{font-size:11px;fill:var(--muted)}.chart-svg .axis{stroke:var(--line)}',
    '.chart-svg .rule{stroke-dasharray:4 3;stroke-width:1;opacity:.6}.chart-svg .rule.st-GOOD{stroke:var(--GOOD)}' +
        '.chart-svg .rule.st-ACCEPTABLE{stroke:var(--ACCEPTABLE)}.chart-svg .rule.st-DEGRADED{stroke:var(--DEGRADED)}',
    '.chart-svg .line{fill:none;stroke:var(--RECORDED);stroke-width:2}.chart-svg .step{stroke-dasharray:5 4}' +
        '.chart-svg .pt{fill:var(--RECORDED)}.chart-svg .mark{stroke:var(--muted);stroke-dasharray:2 3;stroke-width:2}',
    '.chart-svg .current{fill:var(--bg);stroke:var(--BROKEN);stroke-width:3}',
    '[hidden]{display:none!important}',
    '@media (max-width:900px){.side-by-side{grid-template-columns:1fr}}',
    '',
].join('\n');
// Sorting, filters and the discovery toggle. Plain ES2015, no dependency. Its hash is in the CSP: a line too long
// for the lint is split with `+`, never changed.
const SCRIPT = `
(function () {
  'use strict';
  var table = document.getElementById('scenario-table');
  if (table) {
    var heads = Array.prototype.slice.call(table.querySelectorAll('th[data-sort]'));
    heads.forEach(function (th, col) {
      th.tabIndex = 0;
      var sort = function () {
        var dir = th.getAttribute('aria-sort') === 'ascending' ? 'descending' : 'ascending';
        heads.forEach(function (h) { h.removeAttribute('aria-sort'); });
        th.setAttribute('aria-sort', dir);
        var numeric = th.getAttribute('data-sort') === 'num';
        var body = table.tBodies[0];
        var rows = Array.prototype.slice.call(body.rows);
        rows.sort(function (a, b) {
          var x = a.cells[col].getAttribute('data-value') || '';
          var y = b.cells[col].getAttribute('data-value') || '';
          var c = numeric ? parseFloat(x) - parseFloat(y) : (x < y ? -1 : x > y ? 1 : 0);
          return dir === 'ascending' ? c : -c;
        });
        rows.forEach(function (r) { body.appendChild(r); });
      };
      th.addEventListener('click', sort);
      th.addEventListener('keydown', function (e) {` +
    ` if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); sort(); } });
    });
  }
  var filters = Array.prototype.slice.call(document.querySelectorAll('input.status-filter'));
  var applyFilters = function () {
    var shown = {};
    filters.forEach(function (f) { shown[f.value] = f.checked; });
    Array.prototype.forEach.call(document.querySelectorAll('[data-status]'), function (el) {
      el.hidden = shown[el.getAttribute('data-status')] === false;
    });
  };
  filters.forEach(function (f) { f.addEventListener('change', applyFilters); });
  var discovery = document.getElementById('show-discovery');
  if (discovery) discovery.addEventListener('change', function () {
    document.body.classList.toggle('hide-discovery', !discovery.checked);
  });
  var setAll = function (open) {
    var which = open ? 'details.call, details.run' : 'details.call';
    Array.prototype.forEach.call(document.querySelectorAll(which), function (d) { d.open = open; });
  };
  var expand = document.getElementById('expand-all');
  var collapse = document.getElementById('collapse-all');
  if (expand) expand.addEventListener('click', function () { setAll(true); });
  if (collapse) collapse.addEventListener('click', function () { setAll(false); });
})();
`;
const SCRIPT_HASH = `sha256-${(0,external_node_crypto_.createHash)('sha256').update(SCRIPT).digest('base64')}`;
/** Our inline style and this one script (by its hash), and nothing else: no network, no forms. */
const CSP = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `script-src '${SCRIPT_HASH}'`,
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
].join('; ');

// EXTERNAL MODULE: ./src/results/latency-parts.ts
var latency_parts = __webpack_require__(96695);
// EXTERNAL MODULE: ./src/scoring/turns.ts
var turns = __webpack_require__(9225);
;// CONCATENATED MODULE: ./src/reports/html-scenario.ts
// A scenario's section of the HTML report: its facts and trend, each run against its closest baseline variation
// (the per-call comparison, success criteria), and both conversations side by side. Tool output is untrusted:
// every text is escaped, and long blocks are cut (results.json keeps the whole of them).









/** Longest text shown per content block; results.json keeps the whole of it. */
const MAX_BLOCK_CHARS = 20_000;
function scenarioSection(s, anchor, extra) {
    const flaky = s.aggregate?.flaky ? ' <span class="warn">flaky: runs fell in different bands</span>' : '';
    const error = s.error ? `<p class="error">${(0,sanitize_escape/* escapeHtml */.ZD)(s.error)}</p>` : '';
    const facts = scenarioFacts(s);
    if (extra.causes)
        facts.unshift(['Cause', extra.causes]);
    if (s.aggregate?.pass_rate && s.aggregate.pass_rate.runs > 1)
        facts.splice(1, 0, ['Pass rate', (0,sanitize_escape/* escapeHtml */.ZD)((0,rates/* rateText */.cf)(s))]);
    const runs = s.runs.map((r, i) => runSection(s, r, i === 0));
    return `<section class="scenario" id="${anchor}" data-status="${(0,sanitize_escape/* escapeHtml */.ZD)(s.status)}">
<h2>${(0,html_parts/* badge */.qS)(s.status)} ${(0,sanitize_escape/* escapeHtml */.ZD)(s.name)} <small>${(0,html_parts/* code */.aY)(s.id)}</small>${flaky}</h2>
${error}
${(0,html_parts/* factList */.lV)(facts)}
${extra.trend}
${performancePart(s)}
${runs.join('\n')}
<p class="top"><a href="#scenario-table">↑ scenarios</a></p>
</section>`;
}
function scenarioFacts(s) {
    const facts = [
        ['Score', `${(0,format/* formatScore */.y)(s.score)}${runSpread(s)}`],
        ['File', (0,html_parts/* code */.aY)(s.file)],
        ['Action', (0,sanitize_escape/* escapeHtml */.ZD)(s.action)],
        ['Duration', `${(0,format/* formatDuration */.a3)(s.duration_ms)} · ${(0,sanitize_escape/* escapeHtml */.ZD)((0,format/* formatUsage */.pK)(s.usage))}`],
    ];
    if (s.tags.length)
        facts.push(['Tags', s.tags.map((t) => `<span class="tag">${(0,sanitize_escape/* escapeHtml */.ZD)(t)}</span>`).join(' ')]);
    if (s.config)
        facts.push(['Config', `${(0,html_parts/* code */.aY)(s.config.path)} <small>sha256 ${(0,sanitize_escape/* escapeHtml */.ZD)(s.config.hash.slice(0, 12))}</small>`]);
    if (s.baseline)
        facts.push(['Baseline', baselineFact(s.baseline)]);
    for (const w of s.warnings ?? [])
        facts.push(['Warning', `<span class="warn">${(0,sanitize_escape/* escapeHtml */.ZD)(w)}</span>`]);
    if (s.servers.length)
        facts.push(['Servers', s.servers.map((v) => (0,sanitize_escape/* escapeHtml */.ZD)((0,format/* formatVersion */.qh)(v))).join(', ')]);
    const tokens = scenarioFootprint(s);
    if (tokens)
        facts.push(['Tool surface', (0,sanitize_escape/* escapeHtml */.ZD)(footprintText(tokens))]);
    return facts;
}
/** " (mean of 3 runs; min 0.65, max 0.90, spread 0.25)" for a scenario run more than once. */
function runSpread(s) {
    const a = s.aggregate;
    if (!a || s.runs.length <= 1)
        return '';
    const range = `min ${(0,format/* formatScore */.y)(a.min)}, max ${(0,format/* formatScore */.y)(a.max)}, spread ${(0,format/* formatScore */.y)(a.spread)}`;
    return ` (mean of ${s.runs.length} runs; ${range})`;
}
function baselineFact(b) {
    const model = b.model ? ` (${(0,sanitize_escape/* escapeHtml */.ZD)(b.model)})` : '';
    const stale = b.stale
        ? ` <span class="warn">stale: ${(0,sanitize_escape/* escapeHtml */.ZD)(b.stale_reason ?? 'the scenario file changed')}</span>`
        : '';
    const recorded = `recorded ${(0,sanitize_escape/* escapeHtml */.ZD)(b.recorded_at)} at ${(0,html_parts/* code */.aY)((0,format/* shortSha */.Fu)(b.git.sha))}`;
    return `${(0,html_parts/* code */.aY)(b.source)}, ${recorded} by ${(0,sanitize_escape/* escapeHtml */.ZD)(b.agent)}${model}${stale}`;
}
function runSection(s, r, open) {
    const e = r.evaluation;
    const baseline = s.baseline_trajectories.find((t) => t.run_index === r.baseline_run_index) ??
        (r.baseline_run_index === null ? undefined : s.baseline_trajectories[0]);
    const variation = (0,format/* variationOf */.rI)(s, r);
    const title = e
        ? `Run ${r.run_index + 1}: ${(0,html_parts/* scoreBadge */.GS)(e.score, s.thresholds)} trajectory ${(0,format/* formatScore */.y)(e.trajectory_score)}, ` +
            `baseline ${(0,sanitize_escape/* escapeHtml */.ZD)(e.baseline_status)} → current ${(0,sanitize_escape/* escapeHtml */.ZD)(e.current_status)}` +
            (variation ? ` · closest baseline ${(0,sanitize_escape/* escapeHtml */.ZD)(variation)}` : '')
        : `Run ${r.run_index + 1}${r.error ? ': error' : ''}`;
    const parts = [
        r.error ? `<p class="error">${(0,sanitize_escape/* escapeHtml */.ZD)(r.error)}</p>` : '',
        variationScores(r, s.thresholds),
        e ? evaluationPart(e, s.thresholds) : '',
        criteriaPart(e?.criteria ?? null, r.trajectory.criteria ?? []),
        conversations(baseline ?? null, r.trajectory),
    ];
    return `<details class="run"${open ? ' open' : ''}><summary>${title}</summary>
${parts.join('\n')}
</details>`;
}
/** The run's score against each baseline variation; the closest judged it. */
function variationScores(r, t) {
    const scores = r.variation_scores;
    if (!scores || scores.length < 2)
        return '';
    const items = scores.map((v, i) => `variation ${i + 1} ${(0,html_parts/* scoreBadge */.GS)(v, t)}`);
    return `<p class="variations">Against each baseline variation (the closest judges the run): ${items.join(', ')}</p>`;
}
function evaluationPart(e, t) {
    const match = `exact ${yes(e.match.exact)}, in order ${yes(e.match.in_order)}, any order ${yes(e.match.any_order)}`;
    const first = e.first_divergence;
    const div = first
        ? `<p class="divergence"><strong>First divergence</strong>` +
            `${first.pair_index >= 0 ? ` at call ${first.pair_index + 1}` : ''}: ${(0,sanitize_escape/* escapeHtml */.ZD)(first.description)}</p>`
        : '<p class="divergence">The trajectories do not diverge.</p>';
    const rows = e.pairs.map((p, i) => pairRow(p, i, t, first?.pair_index === i));
    const items = e.drift.map((d) => `<li>${(0,html_parts/* code */.aY)(d.id)} (${(0,sanitize_escape/* escapeHtml */.ZD)(d.kind)}): ${(0,sanitize_escape/* escapeHtml */.ZD)(d.detail)}</li>`).join('');
    const drift = e.drift.length ? `<h4>Response drift</h4><ul class="drift">${items}</ul>` : '';
    const head = (0,html_parts/* tableHead */.PP)(['#', 'Baseline call', 'Current call', 'Similarity', 'Label']);
    return `<p>Match mode ${(0,html_parts/* code */.aY)(e.match_mode)}: ${match}. Scored calls: ${e.baseline_calls} → ${e.current_calls}.</p>
${div}
<table class="pairs">${head}
<tbody>${rows.join('')}</tbody></table>
${drift}`;
}
/** The success criteria: baseline and current side by side when compared, else the run's own. */
function criteriaPart(compared, own) {
    const rows = compared
        ? compared.map((c, i) => {
            const cls = c.regressed ? ' class="pair-mismatch"' : '';
            const values = [c.criterion, c.baseline, c.current, own[i]?.reason ?? ''].map(sanitize_escape/* escapeHtml */.ZD);
            return `<tr${cls}>${(0,html_parts/* cells */.Yo)(values)}</tr>`;
        })
        : own.map((c) => `<tr>${(0,html_parts/* cells */.Yo)([(0,sanitize_escape/* escapeHtml */.ZD)(c.criterion), (0,sanitize_escape/* escapeHtml */.ZD)(c.status), (0,sanitize_escape/* escapeHtml */.ZD)(c.reason ?? '')])}</tr>`);
    if (!rows.length)
        return '';
    const head = (0,html_parts/* tableHead */.PP)(['Success criterion', ...(compared ? ['Baseline', 'Current'] : ['Run']), 'Why']);
    return `<h4>Success criteria</h4><table class="criteria">${head}<tbody>${rows.join('')}</tbody></table>`;
}
function yes(b) {
    return b ? '✓' : '✗';
}
function pairRow(p, i, t, first) {
    const id = (v) => (v ? (0,html_parts/* code */.aY)(v) : '<span class="none">–</span>');
    const values = [(0,turns/* pairPlace */.a4)(p, i), id(p.baseline_id), id(p.current_id), (0,html_parts/* scoreBadge */.GS)(p.similarity, t), (0,sanitize_escape/* escapeHtml */.ZD)(p.label)];
    return `<tr class="pair-${(0,sanitize_escape/* escapeHtml */.ZD)(p.kind)}${first ? ' first-divergence' : ''}">${(0,html_parts/* cells */.Yo)(values)}</tr>`;
}
function conversations(baseline, current) {
    const column = (title, t) => {
        if (!t)
            return `<div class="conv"><h4>${title}</h4><p class="none">no baseline</p></div>`;
        const model = t.model ? ` · ${(0,sanitize_escape/* escapeHtml */.ZD)(t.model)}` : '';
        const meta = `${(0,sanitize_escape/* escapeHtml */.ZD)(t.agent)}${model} · ${(0,sanitize_escape/* escapeHtml */.ZD)(t.stop_reason)} · ${(0,format/* formatDuration */.a3)(t.duration_ms)}${outsideCalls(t)}`;
        const err = t.error ? `<p class="error">${(0,sanitize_escape/* escapeHtml */.ZD)(t.error)}</p>` : '';
        const messages = t.messages.map(message).join('\n');
        return `<div class="conv"><h4>${title} <small>${meta}</small></h4>${err}${messages}</div>`;
    };
    return `<div class="side-by-side">${column('Baseline', baseline)}${column('Current', current)}</div>`;
}
/** With split calls: the run's time outside its calls, the agent's and the model's. */
function outsideCalls(t) {
    const calls = t.messages.filter(trajectory/* isToolCall */.v);
    if (!calls.some((c) => c.latency_parts))
        return '';
    const inside = calls.reduce((sum, c) => sum + c.duration_ms, 0);
    return ` (agent and model ${(0,format/* formatDuration */.a3)(Math.max(0, t.duration_ms - inside))})`;
}
function message(m) {
    if (m.type !== 'user' && m.type !== 'assistant')
        return toolCall(m);
    const who = m.type === 'user' && m.simulated ? 'user (simulated)' : m.type;
    return `<div class="msg ${m.type}"><span class="who">${who}</span><div class="text">${(0,sanitize_escape/* escapeHtml */.ZD)(m.text)}</div></div>`;
}
function toolCall(c) {
    const cls = ['msg', 'call', c.discovery ? 'discovery' : '', c.is_error || c.harness_error ? 'failed' : '']
        .filter(Boolean)
        .join(' ');
    const flags = [
        c.discovery ? '<span class="tag">discovery</span>' : '',
        c.is_error ? '<span class="tag bad">error</span>' : '',
        c.harness_error ? '<span class="tag bad">rejected</span>' : '',
    ].join('');
    const harness = c.harness_error ? `<p class="error">${(0,sanitize_escape/* escapeHtml */.ZD)(c.harness_error)}</p>` : '';
    const structured = c.structured_content === undefined
        ? ''
        : `<h5>Structured result</h5><pre>${(0,sanitize_escape/* escapeHtml */.ZD)(pretty(c.structured_content))}</pre>`;
    const summary = `${(0,html_parts/* code */.aY)(c.id)} ${flags}<small>${(0,format/* formatDuration */.a3)(c.duration_ms)}${partsText(c)}</small>`;
    const result = c.content.length ? c.content.map(block).join('') : '<p class="none">(empty)</p>';
    return `<details class="${cls}"><summary>${summary}</summary>
${harness}<h5>Input</h5><pre>${(0,sanitize_escape/* escapeHtml */.ZD)(pretty(c.arguments))}</pre>
<h5>Result</h5>${result}${structured}${callNotes(c)}
</details>`;
}
/** What the server asked during the call, its progress, the task it ran as, the tools it changed: a line each. */
function callNotes(c) {
    const p = c.progress;
    const asked = (c.asks ?? []).map((a) => {
        const url = a.url ? ` to open ${a.url}` : '';
        return `asked (${a.kind}) ${JSON.stringify(a.message)}${url}: ${a.action ?? 'no answer'}`;
    });
    const last = p
        ? `${p.progress}${p.total === undefined ? '' : ` of ${p.total}`}${p.message ? ` "${p.message}"` : ''}`
        : '';
    const lines = [
        ...asked,
        ...(p ? [`progress: ${p.count} notification(s), the last ${last}`] : []),
        ...(c.task ? [`ran as a task: ${c.task.status} after ${c.task.polls} poll(s)`] : []),
        ...(c.tools_changed ? [toolsChangedText(c.tools_changed)] : []),
    ];
    return lines.length ? `<h5>Meanwhile</h5><ul>${lines.map((l) => `<li>${(0,sanitize_escape/* escapeHtml */.ZD)(l)}</li>`).join('')}</ul>` : '';
}
/** `the model's tools changed after it: added a, b; removed c`: a server's list re-read (docs/conversations.md). */
function toolsChangedText(t) {
    const parts = ['added', 'removed', 'changed']
        .filter((k) => t[k].length)
        .map((k) => `${k} ${t[k].join(', ')}`);
    return `the model's tools changed after it: ${parts.join('; ')}`;
}
/** A call's latency parts from the spans read back (docs/traces.md): ` · upstream 200 ms, proxy 3 ms (by match)`. */
function partsText(c) {
    const p = c.latency_parts;
    if (!p)
        return '';
    const each = latency_parts/* LATENCY_PARTS */._Q.map((k) => `${k} ${(0,format/* formatDuration */.a3)(p[`${k}_ms`])}`).join(', ');
    return ` · <span class="parts">${each} (by ${(0,sanitize_escape/* escapeHtml */.ZD)(p.joined)})</span>`;
}
function block(b) {
    if (b.type === 'text' && typeof b.text === 'string')
        return `<pre>${(0,sanitize_escape/* escapeHtml */.ZD)(limit(prettyText(b.text)))}</pre>`;
    if (b.type === 'image' || b.type === 'audio') {
        const data = typeof b.data === 'string' ? b.data.length : 0;
        return `<p class="none">[${(0,sanitize_escape/* escapeHtml */.ZD)(b.type)} ${(0,sanitize_escape/* escapeHtml */.ZD)(String(b.mimeType ?? ''))}, ${data} base64 characters]</p>`;
    }
    return `<pre>${(0,sanitize_escape/* escapeHtml */.ZD)(limit(pretty(b)))}</pre>`;
}
/** A text block that holds JSON is shown pretty-printed; anything else as sent. */
function prettyText(text) {
    const t = text.trim();
    if (!(t.startsWith('{') || t.startsWith('[')))
        return text;
    try {
        return pretty(JSON.parse(t));
    }
    catch {
        return text;
    }
}
function pretty(v) {
    return JSON.stringify(v, null, 2) ?? String(v);
}
function limit(text) {
    if (text.length <= MAX_BLOCK_CHARS)
        return text;
    return `${text.slice(0, MAX_BLOCK_CHARS)}\n… (${text.length - MAX_BLOCK_CHARS} more characters in results.json)`;
}

;// CONCATENATED MODULE: ./src/reports/html.ts














function renderHtml(report) {
    const scenarios = (0,format/* sortScenarios */.KY)(report.scenarios);
    const anchors = new Map(scenarios.map((s, i) => [s, `sc-${i + 1}`]));
    const facts = (0,format/* runFacts */.pI)(report);
    const body = [
        header(report, facts),
        causesSection(report, new Map(scenarios.map((s) => [s.id, anchors.get(s) ?? '']))),
        (0,retrieval_section/* retrievalSection */.UY)(report),
        controls(report),
        scenarioTable(scenarios, anchors),
        (0,contract_section/* contractSection */.Ii)(report),
        trendSection(report),
        flakySection(report),
        (0,rates/* rateSection */.kc)(report),
        toolChangesSection(report),
        ...scenarios.map((s) => scenarioSection(s, anchors.get(s) ?? '', {
            trend: scenarioTrend(report, s.id, s.thresholds),
            causes: causeLinks(report, s.id),
        })),
    ].join('\n');
    return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>mcp-eval: ${(0,sanitize_escape/* escapeHtml */.ZD)((0,verdict_words/* verdictWords */.L)(report).sentence)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
<script>${SCRIPT}</script>
</body>
</html>
`;
}
function header(r, facts) {
    const counts = results_status/* STATUSES */.f.filter((s) => r.counts[s] > 0)
        .map((s) => (0,html_parts/* badge */.qS)(s, `: ${r.counts[s]}`))
        .join(' ');
    const links = [
        r.links.artifact_url ? (0,html_parts/* link */.nf)(r.links.artifact_url, 'artifact') : '',
        r.links.run_url ? (0,html_parts/* link */.nf)(r.links.run_url, 'workflow run') : '',
    ].filter(Boolean);
    const servers = facts.servers.map((v) => `<span class="ver">${(0,sanitize_escape/* escapeHtml */.ZD)(v)}</span>`).join(', ');
    const footprint = runFootprint(r);
    const rows = [
        ['Result', `${counts || 'no scenarios'}`],
        ['Score', `${facts.score} (${(0,sanitize_escape/* escapeHtml */.ZD)(r.mode)} mode)`],
        ...(facts.shards ? [['Shards', (0,sanitize_escape/* escapeHtml */.ZD)(facts.shards)]] : []),
        ...(facts.ab ? [['A/B', (0,sanitize_escape/* escapeHtml */.ZD)(facts.ab)]] : []),
        ['Thresholds', thresholdsText(r.thresholds)],
        ['When', `${(0,sanitize_escape/* escapeHtml */.ZD)(r.started_at)} (${(0,format/* formatDuration */.a3)(r.duration_ms)})`],
        ['Commit', `${(0,html_parts/* code */.aY)(facts.commit)}${r.git.ref ? ` on ${(0,html_parts/* code */.aY)(r.git.ref)}` : ''}`],
        ['Servers', servers || '–'],
        ['Agent', `${(0,sanitize_escape/* escapeHtml */.ZD)(r.agent)}${r.model ? ` · ${(0,html_parts/* code */.aY)(r.model)}` : ''}`],
        ['Usage', (0,sanitize_escape/* escapeHtml */.ZD)(facts.usage)],
        ...(footprint ? [['Tool surface', (0,sanitize_escape/* escapeHtml */.ZD)(footprint)]] : []),
        ...(facts.modelRuns ? [['Model runs', (0,sanitize_escape/* escapeHtml */.ZD)(facts.modelRuns)]] : []),
        ...(facts.models ? [['Models', (0,sanitize_escape/* escapeHtml */.ZD)(facts.models)]] : []),
        ...(facts.otherModel ? [['Baselines', (0,sanitize_escape/* escapeHtml */.ZD)(facts.otherModel)]] : []),
        ['Tool', `${(0,sanitize_escape/* escapeHtml */.ZD)(r.tool.name)} ${(0,sanitize_escape/* escapeHtml */.ZD)(r.tool.version)}`],
    ];
    if (links.length)
        rows.push(['Links', links.join(' · ')]);
    const verdict = (0,verdict_words/* verdictWords */.L)(r);
    const check = `<p class="check${verdict.fails ? ' fails' : ''}">${(0,sanitize_escape/* escapeHtml */.ZD)(verdict.check)}</p>`;
    // The verdict, the check and what to do stand first; the run's facts fold under them.
    return `<header>
<h1>${(0,html_parts/* badge */.qS)(r.status)} mcp-eval report</h1>
<p class="verdict headline">${(0,sanitize_escape/* escapeHtml */.ZD)(verdict.sentence)}</p>
${check}
<p class="recommended">Recommended: ${(0,sanitize_escape/* escapeHtml */.ZD)(facts.recommended)}</p>
<details class="run-facts"><summary>${(0,sanitize_escape/* escapeHtml */.ZD)(facts.headline)} · score ${facts.score} · the run's facts</summary>
${(0,html_parts/* factList */.lV)(rows)}
</details>
</header>
${(0,html_parts/* itemList */._R)('Problems', r.problems)}${(0,html_parts/* itemList */._R)('Server findings', facts.findings)}`;
}
function thresholdsText(t) {
    const edges = [
        `GOOD ≥ ${t.good.toFixed(2)}`,
        `ACCEPTABLE ≥ ${t.acceptable.toFixed(2)}`,
        `DEGRADED ≥ ${t.degraded.toFixed(2)}`,
    ];
    return `${edges.join(', ')}, else BROKEN`;
}
/** Whether the passed scenarios' rows start folded (hidden, their boxes unticked): when some scenario is below GOOD. */
function foldsPassed(scenarios) {
    return scenarios.some((s) => !(0,results_status/* needsNoExplaining */.u_)(s.status));
}
function controls(r) {
    const present = results_status/* STATUSES */.f.filter((s) => r.counts[s] > 0 || r.scenarios.some((x) => x.status === s));
    const fold = foldsPassed(r.scenarios);
    const boxes = present
        .map((s) => {
        const ticked = fold && (0,results_status/* needsNoExplaining */.u_)(s) ? '' : ' checked';
        return `<label><input type="checkbox" class="status-filter" value="${s}"${ticked}> ${(0,html_parts/* badge */.qS)(s)}</label>`;
    })
        .join(' ');
    return `<nav class="controls" aria-label="Filters">
<span>Show: ${boxes}</span>
<label><input type="checkbox" id="show-discovery" checked> discovery (<code>list</code>) calls</label>
<button type="button" id="expand-all">Expand all calls</button>
<button type="button" id="collapse-all">Collapse all calls</button>
</nav>`;
}
/** The scenario table's columns and how the script sorts each. */
const SCENARIO_COLUMNS = [
    ['num', 'Status'],
    ['text', 'Scenario'],
    ['num', 'Score'],
    ['num', 'Trajectory'],
    ['text', 'Calls (baseline → current)'],
    ['num', 'Runs'],
    ['text', 'First divergence'],
    ['num', 'Performance'],
    ['num', 'Tool tokens'],
];
/** Every scenario, worst first; those that passed fold (hidden until their status is ticked) when others did not. */
function scenarioTable(scenarios, anchors) {
    const fold = foldsPassed(scenarios);
    const rows = scenarios.map((s) => {
        const traj = s.runs.find((r) => r.evaluation)?.evaluation?.trajectory_score ?? null;
        const perf = performanceCell(s);
        const tokens = footprintCell(s);
        const hidden = fold && (0,results_status/* needsNoExplaining */.u_)(s.status) ? ' hidden' : '';
        return `<tr data-status="${(0,sanitize_escape/* escapeHtml */.ZD)(s.status)}"${hidden}>
<td data-value="${(0,results_status/* severity */.yf)(s.status)}">${(0,html_parts/* badge */.qS)(s.status)}</td>
<td data-value="${(0,sanitize_escape/* escapeHtml */.ZD)(s.name.toLowerCase())}"><a href="#${anchors.get(s)}">${(0,sanitize_escape/* escapeHtml */.ZD)(s.name)}</a></td>
<td data-value="${s.score ?? -1}">${(0,format/* formatScore */.y)(s.score)}</td>
<td data-value="${traj ?? -1}">${(0,format/* formatScore */.y)(traj)}</td>
<td data-value="${(0,sanitize_escape/* escapeHtml */.ZD)((0,format/* callCounts */.Zu)(s))}">${(0,sanitize_escape/* escapeHtml */.ZD)((0,format/* callCounts */.Zu)(s))}</td>
<td data-value="${s.runs.length}">${(0,sanitize_escape/* escapeHtml */.ZD)(runsSummary(s))}</td>
<td data-value="${(0,sanitize_escape/* escapeHtml */.ZD)((0,format/* divergence */.Z7)(s).toLowerCase())}">${(0,sanitize_escape/* escapeHtml */.ZD)((0,util_text/* truncate */.xv)((0,format/* divergence */.Z7)(s), 120))}</td>
<td data-value="${perf.value}">${(0,sanitize_escape/* escapeHtml */.ZD)(perf.text)}</td>
<td data-value="${tokens.value}">${(0,sanitize_escape/* escapeHtml */.ZD)(tokens.text)}</td>
</tr>`;
    });
    const head = SCENARIO_COLUMNS.map(([sort, label]) => `<th data-sort="${sort}">${label}</th>`).join('');
    return `<section><h2>Scenarios (${scenarios.length})</h2>
<table id="scenario-table" class="sortable">
<thead><tr>${head}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>${fold ? passedNote(scenarios) : ''}</section>`;
}
/** `Passed: 2 GOOD, 1 RECORDED, folded: tick their status above to show them.` */
function passedNote(scenarios) {
    const passed = results_status/* STATUSES */.f.filter(results_status/* needsNoExplaining */.u_)
        .map((st) => [st, scenarios.filter((s) => s.status === st).length])
        .filter(([, n]) => n > 0);
    if (!passed.length)
        return '';
    const counts = passed.map(([st, n]) => `${n} ${st}`).join(', ');
    return `<p class="passed">Passed: ${counts}, folded: tick their status above to show them.</p>`;
}
/** "3 (min 0.65, spread 0.25, flaky)", or just the number of runs. */
function runsSummary(s) {
    const a = s.aggregate;
    if (s.runs.length <= 1 || !a)
        return String(s.runs.length);
    return `${s.runs.length} (min ${(0,format/* formatScore */.y)(a.min)}, spread ${(0,format/* formatScore */.y)(a.spread)}${a.flaky ? ', flaky' : ''})`;
}

;// CONCATENATED MODULE: ./src/reports/junit.ts
// JUnit XML: one test case per scenario, per retrieval suite and per server's contract, so existing test reporters can
// show the run.
// A case fails as results/verdict.ts junitFails says (the check's rule, and BROKEN and ERROR whatever fail-on):
// ERROR as <error>, a band as <failure>.








const seconds = (ms) => (ms / 1000).toFixed(3);
function renderJunit(report, opts = {}) {
    const failOn = opts.failOn ?? report.fail_on;
    const scenarios = (0,format/* sortScenarios */.KY)(report.scenarios);
    const suites = report.retrieval ?? [];
    const contract = contractCases(report);
    const cases = [...scenarios, ...suites];
    const screened = (report.causes ?? []).filter((c) => (0,verdict/* isSuspicious */.oK)(c.kind));
    const policy = (0,verdict/* reportPolicy */.Z_)(report, failOn);
    const errors = cases.filter((s) => s.status === 'ERROR').length + contract.filter((c) => c.tag === 'error').length;
    const failures = cases.filter((s) => s.status !== 'ERROR' && (0,verdict/* junitFails */.uE)(s, failOn, policy.failOnInsufficient)).length +
        screened.filter((c) => (0,verdict/* suspiciousFails */.hJ)(c, policy)).length +
        contract.filter((c) => c.tag === 'failure').length;
    const time = seconds(report.duration_ms);
    const tests = cases.length + screened.length + contract.length;
    const counts = `tests="${tests}" failures="${failures}" errors="${errors}" skipped="0" time="${time}"`;
    // The run's verdict in the words of every surface; judged by this fail-on when it is not the report's own.
    const words = (0,verdict_words/* verdictWords */.L)(failOn === report.fail_on ? report : { ...report, fail_on: failOn, failed: (0,verdict/* checkFails */.ay)(report, policy) });
    const lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="mcp-eval" ${counts}>`,
        `  <testsuite name="mcp-eval ${(0,sanitize_escape/* escapeXml */.X)(report.mode)}" ${counts} timestamp="${(0,sanitize_escape/* escapeXml */.X)(report.started_at)}">`,
        '    <properties>',
        ...property('verdict', words.sentence),
        ...property('check', words.check),
        ...property('status', report.status),
        ...property('score', (0,format/* formatScore */.y)(report.score)),
        ...property('fail_on', failOn),
        ...property('agent', report.agent),
        ...property('model', report.model ?? ''),
        ...property('commit', report.git.sha ?? ''),
        ...property('insufficient', String(report.scenarios.filter(verdict/* isInsufficient */.CN).length)),
        '    </properties>',
        ...contract.flatMap((c) => c.lines),
        ...scenarios.flatMap((s) => testcase(s, failOn, policy.failOnInsufficient ?? false)),
        ...suites.flatMap((d) => suiteCase(d, failOn)),
        ...screened.flatMap((c) => screeningCase(c, policy)),
    ];
    if (report.problems.length)
        lines.push(`    <system-err>${(0,sanitize_escape/* escapeXml */.X)(report.problems.join('\n'))}</system-err>`);
    lines.push('  </testsuite>', '</testsuites>');
    return `${lines.join('\n')}\n`;
}
function property(name, value) {
    return [`      <property name="${(0,sanitize_escape/* escapeXml */.X)(name)}" value="${(0,sanitize_escape/* escapeXml */.X)(value)}"/>`];
}
function testcase(s, failOn, failOnInsufficient) {
    const open = `    <testcase name="${(0,sanitize_escape/* escapeXml */.X)(s.name)}" classname="${(0,sanitize_escape/* escapeXml */.X)(s.file || s.id)}" time="${seconds(s.duration_ms)}"`;
    const rate = s.regression ? `; ${(0,scoring/* describeRateVerdict */.rK)(s.regression)}` : '';
    const summary = `${s.status} score ${(0,format/* formatScore */.y)(s.score)}, calls ${(0,format/* callCounts */.Zu)(s)}${rate}`;
    const where = (0,format/* divergence */.Z7)(s);
    const out = `      <system-out>${(0,sanitize_escape/* escapeXml */.X)(`${summary}${where ? `; first divergence: ${where}` : ''}`)}</system-out>`;
    const props = rateProperties(s);
    if (!(0,verdict/* junitFails */.uE)(s, failOn, failOnInsufficient))
        return [`${open}>`, ...props, out, '    </testcase>'];
    const tag = s.status === 'ERROR' ? 'error' : 'failure';
    const message = s.status === 'ERROR' ? (s.error ?? 'scenario could not run') : `${summary}: ${where}`;
    const text = [message, ...s.runs.filter((r) => r.error).map((r) => `run ${r.run_index}: ${r.error}`)].join('\n');
    return [
        `${open}>`,
        ...props,
        `      <${tag} type="${(0,sanitize_escape/* escapeXml */.X)(s.status)}" message="${(0,sanitize_escape/* escapeXml */.X)((0,util_text/* truncate */.xv)(message, 500))}">${(0,sanitize_escape/* escapeXml */.X)(text)}</${tag}>`,
        out,
        '    </testcase>',
    ];
}
/** A scenario's pass rate (several runs) as a test case's properties: the rate, its interval, pass@k, pass^k. */
function rateProperties(s) {
    const r = s.aggregate?.pass_rate;
    if (!r || r.runs < 2)
        return [];
    const prop = (name, value) => `  ${property(name, value)[0]}`;
    const verdict = s.regression ? [prop('regression', s.regression.verdict)] : [];
    return [
        '      <properties>',
        prop('pass_rate', (r.passes / r.runs).toFixed(4)),
        prop('passes', `${r.passes}/${r.runs}`),
        prop('pass_rate_low', r.low.toFixed(4)),
        prop('pass_rate_high', r.high.toFixed(4)),
        prop(`pass@${r.k}`, r.pass_at_k.toFixed(4)),
        prop(`pass^${r.k}`, r.pass_hat_k.toFixed(4)),
        ...verdict,
        '      </properties>',
    ];
}
/** A retrieval suite as a test case: its verdict and metrics as its output, a failed gate or no run as its failure. */
function suiteCase(d, failOn) {
    const f = (0,retrieval_section/* suiteFacts */.Ye)(d);
    const time = seconds(d.result.timing.connect_ms + d.result.timing.queries_ms);
    const open = `    <testcase name="${(0,sanitize_escape/* escapeXml */.X)(`retrieval: ${f.title}`)}" classname="${(0,sanitize_escape/* escapeXml */.X)(d.result.file)}" time="${time}"`;
    const metrics = f.metrics.map((m) => `${m.label} ${m.now}${m.delta ? ` (${m.delta})` : ''}`).join(', ');
    const out = `      <system-out>${(0,sanitize_escape/* escapeXml */.X)([f.verdict, metrics, f.context].filter(Boolean).join('\n'))}</system-out>`;
    if (!(0,verdict/* junitFails */.uE)(d, failOn))
        return [`${open}>`, out, '    </testcase>'];
    const tag = d.status === 'ERROR' ? 'error' : 'failure';
    const text = [f.verdict, ...f.worse.map((w) => `${w.query}: ${w.tool} ${w.ranks}`)].join('\n');
    return [
        `${open}>`,
        `      <${tag} type="${(0,sanitize_escape/* escapeXml */.X)(d.status)}" message="${(0,sanitize_escape/* escapeXml */.X)((0,util_text/* truncate */.xv)(f.verdict, 500))}">${(0,sanitize_escape/* escapeXml */.X)(text)}</${tag}>`,
        out,
        '    </testcase>',
    ];
}
/**
 * A suspicious text or answer the screening found, as a test case of its own: a failure when it fails the check
 * (fail-on-suspicious), else passed with what was found as its output. Its words are escaped like every text here.
 */
function screeningCase(c, policy) {
    const open = `    <testcase name="${(0,sanitize_escape/* escapeXml */.X)(`screening: ${c.summary}`)}" classname="screening" time="0.000"`;
    const whom = c.scenarios.map((s) => s.id).join(', ');
    const text = [...c.evidence, `seen by ${whom}`, ...c.suggestions.map((f) => `fix: ${f}`)].join('\n');
    const out = `      <system-out>${(0,sanitize_escape/* escapeXml */.X)(text)}</system-out>`;
    if (!(0,verdict/* suspiciousFails */.hJ)(c, policy))
        return [`${open}>`, out, '    </testcase>'];
    const message = (0,util_text/* truncate */.xv)(`${c.summary}: ${c.evidence[0] ?? ''}`, 500);
    return [
        `${open}>`,
        `      <failure type="SUSPICIOUS" message="${(0,sanitize_escape/* escapeXml */.X)(message)}">${(0,sanitize_escape/* escapeXml */.X)(text)}</failure>`,
        out,
        '    </testcase>',
    ];
}
/**
 * Each server's contract as a test case (docs/scoring/contract.md): an error when it could not be read, a failure
 * when its changes fail the check under the run's fail-on-contract; every change listed in its output.
 */
function contractCases(report) {
    const c = report.contract;
    if (!c)
        return [];
    return c.servers.map((s) => {
        const open = `    <testcase name="${(0,sanitize_escape/* escapeXml */.X)(`contract: ${s.server}`)}" classname="contract" time="0.000"`;
        const changes = s.changes.map((ch) => `${ch.class} ${ch.rule} ${ch.subject}: ${ch.detail}`);
        const out = `      <system-out>${(0,sanitize_escape/* escapeXml */.X)([`${s.server} ${s.version}`, ...changes].join('\n'))}</system-out>`;
        const fails = (0,results/* contractFails */.io)({ counts: (0,results/* contractCounts */.Bf)([s]), action: c.action }, c.fail_on_contract);
        const tag = s.error ? 'error' : fails ? 'failure' : null;
        if (!tag)
            return { tag, lines: [`${open}>`, out, '    </testcase>'] };
        const message = s.error ?? changes.filter((l) => !l.startsWith('compatible')).join('; ');
        const failure = `      <${tag} type="contract" message="${(0,sanitize_escape/* escapeXml */.X)((0,util_text/* truncate */.xv)(message, 500))}">${(0,sanitize_escape/* escapeXml */.X)(message)}</${tag}>`;
        return { tag, lines: [`${open}>`, failure, out, '    </testcase>'] };
    });
}

;// CONCATENATED MODULE: ./src/reports/pretty-json.ts
// results.json's text: JSON.stringify(value, null, 2), the same bytes, made quicker where a value holds the same object
// more than once. A redacted report shares each distinct server snapshot among its trajectories and baselines
// (sanitize/repeated.ts): 200 one-call scenarios hold one snapshot 400 times, 93% of the file. Each shared object is
// serialized once and indented where it sits, instead of 400 times (BENCHMARKS.md "The CLI process").
/** The objects met more than once, walking each distinct object once. */
function sharedObjects(value, seen, twice) {
    if (value === null || typeof value !== 'object')
        return;
    if (seen.has(value)) {
        twice.add(value);
        return;
    }
    seen.add(value);
    for (const v of Array.isArray(value) ? value : Object.values(value))
        sharedObjects(v, seen, twice);
}
/** `JSON.stringify(value, null, 2)` and a final newline, byte for byte. */
function prettyJson(value) {
    const twice = new Set();
    sharedObjects(value, new Set(), twice);
    if (twice.size === 0)
        return `${JSON.stringify(value, null, 2)}\n`;
    const pads = [''];
    const pad = (depth) => (pads[depth] ??= '  '.repeat(depth));
    /** A shared object's text at depth 0, and at each depth it was met at. */
    const texts = new Map();
    const json = (v, key, depth) => {
        if (v !== null && typeof v === 'object' && typeof v.toJSON === 'function')
            v = v.toJSON(key);
        if (v === null || typeof v !== 'object')
            return JSON.stringify(v);
        if (!twice.has(v))
            return container(v, depth, json, pad);
        let at = texts.get(v);
        if (!at)
            texts.set(v, (at = new Map([[0, container(v, 0, json, pad)]])));
        let text = at.get(depth);
        if (text === undefined)
            at.set(depth, (text = at.get(0).replace(/\n/g, `\n${pad(depth)}`)));
        return text;
    };
    return `${json(value, '', 0)}\n`;
}
/**
 * An array or object's text at `depth`, its members by `json`: what JSON.stringify writes with an indent of 2. Built by
 * `+`, not by joining an array: V8 then keeps the parts as they are until the whole text is written, instead of
 * copying each shared snapshot's text into every container above it (6 levels: 14.6 MB copied 6 times for 200
 * scenarios).
 */
function container(v, depth, json, pad) {
    const inner = pad(depth + 1);
    let parts = '';
    const add = (part) => (parts = parts ? `${parts},\n${part}` : part);
    if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++)
            add(inner + (json(v[i], String(i), depth + 1) ?? 'null'));
        return parts ? `[\n${parts}\n${pad(depth)}]` : '[]';
    }
    for (const [k, m] of Object.entries(v)) {
        const text = json(m, k, depth + 1);
        if (text !== undefined)
            add(`${inner}${JSON.stringify(k)}: ${text}`);
    }
    return parts ? `{\n${parts}\n${pad(depth)}}` : '{}';
}

// EXTERNAL MODULE: ./src/util/memo.ts
var memo = __webpack_require__(6012);
;// CONCATENATED MODULE: ./src/reports/shared-servers.ts
// A scenario's server snapshots in results.json, written once. A compared run and the baseline trajectory it was
// compared with mostly hold the same snapshots of the same servers (18 KB a server indented, each of them): a
// baseline trajectory whose `servers` are a run's writes `"servers_of_run": <index in runs>` in their place, and the
// reader puts them back, so every reader past readResults sees whole trajectories. Files without it (those written
// before, or a baseline whose servers changed) are read as they are.


/** The key a baseline trajectory's servers are replaced by, when a run of its scenario has the same. */
const SERVERS_OF_RUN = 'servers_of_run';
/** `report` as results.json writes it: each baseline trajectory's servers a run of its scenario holds, by reference. */
function shareServers(report) {
    if (!report.scenarios.some((s) => s.baseline_trajectories.length && s.runs.length))
        return report;
    return { ...report, scenarios: report.scenarios.map(shareScenario) };
}
function shareScenario(s) {
    // A list's key is its snapshots' contents (util/memo.ts, memoized by object): a redacted report shares them.
    const keys = s.runs.map((r) => (0,memo/* listKey */.Ux)(r.trajectory.servers));
    if (!keys.some((k) => k !== null))
        return s;
    const baselines = s.baseline_trajectories.map((t) => {
        const run = keys.indexOf((0,memo/* listKey */.Ux)(t.servers));
        return run < 0 || keys[run] === null ? t : renamed(t, 'servers', [SERVERS_OF_RUN, run]);
    });
    return { ...s, baseline_trajectories: baselines };
}
/** `data` (results.json as parsed) with every baseline trajectory's servers written once put back in place. */
function unshareServers(data, fail) {
    if (!Array.isArray(data.scenarios))
        return data;
    const scenarios = data.scenarios.map((s, i) => ((0,json/* isRecord */.u4)(s) ? unshareScenario(s, i, fail) : s));
    return { ...data, scenarios };
}
function unshareScenario(s, i, fail) {
    if (!Array.isArray(s.baseline_trajectories))
        return s;
    let shared = false;
    const baselines = s.baseline_trajectories.map((t, j) => {
        if (!(0,json/* isRecord */.u4)(t) || !(SERVERS_OF_RUN in t))
            return t;
        shared = true;
        const run = t[SERVERS_OF_RUN];
        const ran = Array.isArray(s.runs) && Number.isInteger(run) ? s.runs[run] : undefined;
        const servers = (0,json/* isRecord */.u4)(ran) && (0,json/* isRecord */.u4)(ran.trajectory) ? ran.trajectory.servers : undefined;
        if (!Array.isArray(servers))
            throw fail(`scenarios[${i}].baseline_trajectories[${j}].${SERVERS_OF_RUN}: ${JSON.stringify(run)} names no run`);
        return renamed(t, SERVERS_OF_RUN, ['servers', servers]);
    });
    return shared ? { ...s, baseline_trajectories: baselines } : s;
}
/** `o` with its key `from` replaced, where it stands, by `to` (results.json keeps its key order). */
function renamed(o, from, [key, value]) {
    return Object.fromEntries(Object.entries(o).map(([k, v]) => (k === from ? [key, value] : [k, v])));
}

;// CONCATENATED MODULE: ./src/reports/markdown.ts













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
    const sorted = (0,format/* sortScenarios */.KY)(report.scenarios);
    const all = { rows: sorted.length, details: 2, problems: true, footer: true, causes: MAX_CAUSES_SHOWN };
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
        const cut = (0,util_text/* truncate */.xv)(out, n);
        if (fits(cut))
            return cut;
    }
    return '';
}
function compose(report, sorted, rows, opts, parts) {
    const facts = (0,format/* runFacts */.pI)(report);
    const lines = [
        ...titleLines(report, facts, opts),
        ...causeLines(report, parts.causes),
        ...trendLines(report, facts),
        ...(0,retrieval_section/* retrievalLines */.oU)(report, parts.details > 0),
        ...scenarioLines(sorted, rows, parts),
        ...(0,contract_section/* contractLines */.s8)(report, parts.details > 0),
        ...flakyLines(report),
        ...(0,rates/* rateLines */.OD)(report),
        ...(parts.details > 0 ? [...toolChangeLines(report), ...performanceLines(report)] : []),
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
    const verdict = (0,verdict_words/* verdictWords */.L)(report);
    lines.push(`${h} ${emoji(report.status)} mcp-eval: ${(0,sanitize_escape/* escapeMarkdown */.FV)(verdict.sentence)}`, '');
    const check = `**${(0,sanitize_escape/* escapeMarkdown */.FV)(verdict.check)}**`;
    lines.push(`${check} · ${(0,sanitize_escape/* escapeMarkdown */.FV)(facts.headline)} · score ${facts.score} · ${(0,sanitize_escape/* escapeMarkdown */.FV)(report.mode)} mode`);
    lines.push('', `> **Recommended:** ${facts.recommended}`, '');
    return lines;
}
/** The suite's trend and a shard's part: short lines, they stay when detail is dropped to fit. */
function trendLines(report, facts) {
    const trend = sparklineLine(report);
    const models = [facts.models, facts.otherModel, facts.modelRuns]
        .filter(Boolean)
        .flatMap((f) => [`🤖 ${(0,sanitize_escape/* escapeMarkdown */.FV)(f)}`, '']);
    const ab = facts.ab ? [`🆚 ${(0,sanitize_escape/* escapeMarkdown */.FV)(facts.ab)}`, ''] : [];
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
    const failing = shown.filter((s) => !(0,results_status/* needsNoExplaining */.u_)(s.status));
    const passed = shown.filter((s) => (0,results_status/* needsNoExplaining */.u_)(s.status));
    if (failing.length)
        lines.push(...markdown_scenarioTable(failing, rows), '');
    if (passed.length) {
        const what = moreLine(passed, false).replace(' (see the report)', '');
        const summary = failing.length ? `Passed: ${what}` : what;
        lines.push(`<details><summary>${summary}</summary>`, '', ...markdown_scenarioTable(passed, rows), '', '</details>', '');
    }
    const rest = sorted.slice(parts.rows);
    if (rest.length)
        lines.push(`_${moreLine(rest, parts.rows > 0)}_`, '');
    return lines;
}
function markdown_scenarioTable(scenarios, rows) {
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
    const shown = problems.slice(0, MAX_PROBLEMS_SHOWN).map((p) => (0,sanitize_escape/* escapeMarkdown */.FV)((0,util_text/* truncate */.xv)(p, 200)));
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
    const shown = findings.slice(0, MAX_PROBLEMS_SHOWN).map((f) => (0,sanitize_escape/* escapeMarkdown */.FV)((0,util_text/* truncate */.xv)(f, 200)));
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
    const model = report.model ? ` (${(0,sanitize_escape/* escapeMarkdown */.FV)(report.model)})` : '';
    const footprint = runFootprint(report);
    const footer = [
        `mcp-eval ${(0,sanitize_escape/* escapeMarkdown */.FV)(report.tool.version)}`,
        `agent ${(0,sanitize_escape/* escapeMarkdown */.FV)(report.agent)}${model}`,
        `commit ${(0,sanitize_escape/* escapeMarkdown */.FV)(facts.commit)}`,
        ...facts.servers.map((v) => (0,sanitize_escape/* escapeMarkdown */.FV)(v)),
        facts.usage,
        ...(footprint ? [(0,sanitize_escape/* escapeMarkdown */.FV)(footprint)] : []),
    ];
    lines.push(`<sub>${footer.join(' · ')}</sub>`);
    return lines;
}
/** "🔴 BROKEN"; a status this version does not know gets no emoji. */
function markdown_status(s) {
    return `${emoji(s)} ${(0,sanitize_escape/* escapeMarkdown */.FV)(s)}`;
}
function emoji(s) {
    return results_status/* STATUS_EMOJI */.cu[s] ?? '';
}
function row(s) {
    const flaky = s.aggregate?.flaky ? ' (flaky)' : '';
    const undecided = (0,verdict/* isInsufficient */.CN)(s) ? ' (insufficient)' : '';
    const cells = [
        `${markdown_status(s.status)}${flaky}${undecided}`,
        `${(0,sanitize_escape/* escapeMarkdown */.FV)((0,util_text/* truncate */.xv)(s.name, 80))}${s.baseline?.stale ? ' (stale baseline)' : ''}`,
        (0,format/* formatScore */.y)(s.score),
        (0,sanitize_escape/* escapeMarkdown */.FV)((0,format/* callCounts */.Zu)(s)),
        (0,sanitize_escape/* escapeMarkdown */.FV)((0,util_text/* truncate */.xv)((0,format/* divergence */.Z7)(s), 80)),
    ];
    return `| ${cells.join(' | ')} |`;
}
/** "and 120 more GOOD scenarios, 3 more ACCEPTABLE", worst first. */
function moreLine(rest, afterRows) {
    const counts = new Map();
    for (const s of rest)
        counts.set(s.status, (counts.get(s.status) ?? 0) + 1);
    const parts = [...counts.keys()]
        .sort((a, b) => (0,results_status/* severity */.yf)(a) - (0,results_status/* severity */.yf)(b))
        .map((s, i) => `${counts.get(s)} ${i === 0 && afterRows ? 'more ' : ''}${(0,sanitize_escape/* escapeMarkdown */.FV)(s)}`);
    const noun = `scenario${rest.length === 1 ? '' : 's'}`;
    return afterRows ? `and ${parts.join(', ')} ${noun}` : `${parts.join(', ')} ${noun} (see the report)`;
}
/** Collapsible per-invocation detail of a scenario that did not come out GOOD. */
function details(s) {
    if ((0,results_status/* needsNoExplaining */.u_)(s.status))
        return null;
    const run = s.runs.find((r) => r.evaluation);
    const body = [];
    if (s.error)
        body.push(`Error: ${(0,sanitize_escape/* escapeMarkdown */.FV)((0,util_text/* truncate */.xv)(s.error, 500))}`, '');
    if (s.aggregate && s.runs.length > 1) {
        const a = s.aggregate;
        const spread = `min ${(0,format/* formatScore */.y)(a.min)}, spread ${(0,format/* formatScore */.y)(a.spread)}${a.flaky ? ', **flaky**' : ''}`;
        body.push(`${s.runs.length} runs: mean ${(0,format/* formatScore */.y)(a.mean)}, ${spread}`, '');
    }
    const lost = (0,format/* lostCriteria */.se)(s);
    if (lost)
        body.push(`**${(0,sanitize_escape/* escapeMarkdown */.FV)((0,util_text/* truncate */.xv)(lost, 500))}**`, '');
    if (s.config)
        body.push(`Config: ${(0,sanitize_escape/* escapeMarkdown */.FV)(s.config.path)} (sha256 ${(0,sanitize_escape/* escapeMarkdown */.FV)(s.config.hash.slice(0, 12))})`, '');
    if (run?.evaluation)
        body.push(...pairsTable(run.evaluation, (0,format/* variationOf */.rI)(s, run)));
    if (!body.length)
        return null;
    const name = (0,sanitize_escape/* escapeMarkdown */.FV)((0,util_text/* truncate */.xv)(s.name, 80));
    const summary = `${emoji(s.status)} ${name}: ${(0,sanitize_escape/* escapeMarkdown */.FV)(s.status)} ${(0,format/* formatScore */.y)(s.score)}`;
    return [`<details><summary>${summary}</summary>`, '', ...body, '</details>'].join('\n');
}
function pairsTable(e, variation) {
    const against = variation ? ` · compared with the closest baseline ${variation}` : '';
    const out = [
        `Trajectory ${(0,format/* formatScore */.y)(e.trajectory_score)} · ` +
            `baseline ${(0,sanitize_escape/* escapeMarkdown */.FV)(e.baseline_status)} -> current ${(0,sanitize_escape/* escapeMarkdown */.FV)(e.current_status)}${against}`,
        '',
        '| # | Baseline call | Current call | Similarity | |',
        '|---:|---|---|---:|---|',
    ];
    e.pairs.slice(0, MAX_PAIRS_SHOWN).forEach((p, i) => {
        const calls = [p.baseline_id, p.current_id].map((id) => (0,sanitize_escape/* escapeMarkdown */.FV)(id ?? '–'));
        const cells = [(0,turns/* pairPlace */.a4)(p, i), ...calls, (0,format/* formatScore */.y)(p.similarity), (0,sanitize_escape/* escapeMarkdown */.FV)((0,util_text/* truncate */.xv)(p.label, 60))];
        out.push(`| ${cells.join(' | ')} |`);
    });
    out.push('');
    if (e.pairs.length > MAX_PAIRS_SHOWN)
        out.push(`_and ${e.pairs.length - MAX_PAIRS_SHOWN} more calls_`, '');
    for (const d of e.drift.slice(0, 10))
        out.push(`- Response drift in ${(0,sanitize_escape/* escapeMarkdown */.FV)(d.id)}: ${(0,sanitize_escape/* escapeMarkdown */.FV)((0,util_text/* truncate */.xv)(d.detail, 200))}`);
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

;// CONCATENATED MODULE: ./src/reports/write.ts
// Reading results.json and writing every report next to it. Writes are atomic (temp file +
// rename), so a reader never sees half a report, and rendering is deterministic, so
// `mcp-eval report results.json` regenerates byte-identical files.












const REPORT_FILES = {
    json: 'results.json',
    html: 'report.html',
    markdown: 'summary.md',
    junit: 'junit.xml',
};
/** Pretty, stable JSON with a final newline: the results.json format (a scenario's servers once, shared-servers.ts). */
function serializeResults(report) {
    return prettyJson(shareServers(report));
}
async function writeReports(report, outDir, opts) {
    const safe = opts.redact(report);
    await external_node_fs_.promises.mkdir(outDir, { recursive: true });
    const contents = {
        json: serializeResults(safe),
        html: renderHtml(safe),
        markdown: renderMarkdown(safe, { maxChars: Infinity, maxBytes: opts.markdownMaxBytes ?? SUMMARY_MAX_BYTES }),
        junit: renderJunit(safe, { failOn: opts.failOn }),
    };
    const paths = Object.fromEntries(Object.entries(REPORT_FILES).map(([k, name]) => [k, external_node_path_default().resolve(outDir, name)]));
    await Promise.all(Object.keys(contents).map((k) => (0,files/* writeAtomic */.v)(paths[k], contents[k])));
    return paths;
}
/** Reads a results.json, with an error that says what is wrong (naming it `name`) and how to fix it. */
function readResults(file, name = file) {
    const fail = (what) => new errors/* EvalError */.Fn('results', `${name}: ${what}`);
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(file, 'utf8');
    }
    catch (e) {
        const missing = e.code === 'ENOENT';
        throw fail(missing ? 'no such file (expected a results.json written by mcp-eval)' : `cannot read: ${(0,errors/* errorMessage */.gJ)(e)}`);
    }
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (e) {
        throw fail(`not valid JSON (${(0,errors/* errorMessage */.gJ)(e)}); the file is corrupt or truncated`);
    }
    if (!(0,json/* isRecord */.u4)(data))
        throw fail('expected a JSON object, the results of an mcp-eval run');
    if (!('schema_version' in data))
        throw fail('no schema_version: not an mcp-eval results.json');
    if (data.schema_version !== results/* RESULTS_SCHEMA_VERSION */.q3) {
        const version = JSON.stringify(data.schema_version);
        throw fail(`schema_version ${version} is not supported (this mcp-eval reads version ${results/* RESULTS_SCHEMA_VERSION */.q3}); ` +
            'use the mcp-eval version that wrote it');
    }
    data = unshareServers(renamedRetrieval(data), fail);
    const parsed = results/* runReportSchema */.HW.safeParse(data, { reportInput: true });
    if (!parsed.success)
        throw fail((0,zod/* summarizeIssues */.ME)(parsed.error));
    // The file as read, not zod's copy: same key order and any field a newer writer added, so
    // `mcp-eval report` regenerates identical bytes.
    return data;
}
/** Results written before the retrieval suites' key was `retrieval` called it `discovery`: read in its place. */
function renamedRetrieval(data) {
    if (!('discovery' in data) || 'retrieval' in data)
        return data;
    return Object.fromEntries(Object.entries(data).map(([k, v]) => [k === 'discovery' ? 'retrieval' : k, v]));
}

// EXTERNAL MODULE: ./src/sanitize/redact.ts + 1 modules
var redact = __webpack_require__(45709);
;// CONCATENATED MODULE: ./src/reports/index.ts
// The report writers: results.json, report.html, summary.md, junit.xml, and redaction.









/***/ })

};
