// The report's own CSS and script, and the Content-Security-Policy that allows only that script (by its hash):
// a second wall should an escape ever be missed.
import { createHash } from 'node:crypto';

// The style sheet, one string per line: the report is compared byte for byte, so lines are split, never changed.
export const STYLE = [
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
export const SCRIPT =
  `
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

const SCRIPT_HASH = `sha256-${createHash('sha256').update(SCRIPT).digest('base64')}`;

/** Our inline style and this one script (by its hash), and nothing else: no network, no forms. */
export const CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  `script-src '${SCRIPT_HASH}'`,
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');
