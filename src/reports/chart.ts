// A small line chart as inline SVG: the report stays one file that needs no script and no network to draw it.
// Points sit at even steps, one per run, oldest left; a null value leaves a gap (a run without that number), or a
// dashed mark when the point says why (a recording). The last point can be this run: ringed and named. Every label
// and tooltip goes through esc(): history lines come from a store, and scenario names are untrusted. The pixel rows
// of the axis ends are on the <svg> (data-y-min, data-y-max), so a test can read each point's value back.
import { escapeHtml as esc } from '../sanitize/escape.js';

export interface ChartPoint {
  value: number | null;
  /** The tooltip: when, which commit, what. */
  title: string;
  /** Under the axis, for the first and the last point. */
  label: string;
  /** Drawn for a null value: a dashed vertical line with this tooltip. */
  mark?: string;
  current?: boolean;
}

export interface ChartOptions {
  /** What is drawn, for the figure caption and screen readers. */
  title: string;
  /** The axis range; `max` defaults to the largest value. */
  min: number;
  max?: number;
  width: number;
  height: number;
  format: (v: number) => string;
  /** Horizontal lines labelled at the left, e.g. band edges; `cls` colours one. */
  rules?: { value: number; label: string; cls: string }[];
  /** Class of the figure, for the style sheet and tests. */
  kind: string;
}

const PAD = { left: 44, right: 56, top: 10, bottom: 20 };

export function lineChart(points: readonly ChartPoint[], o: ChartOptions): string {
  const values = points.map((p) => p.value).filter((v) => v !== null);
  const max = o.max ?? Math.max(o.min + 1e-9, ...values);
  const plotW = o.width - PAD.left - PAD.right;
  const plotH = o.height - PAD.top - PAD.bottom;
  const x = (i: number): number =>
    round(PAD.left + (points.length > 1 ? (i * plotW) / (points.length - 1) : plotW / 2));
  const y = (v: number): number => round(PAD.top + ((max - v) / (max - o.min || 1)) * plotH);
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
  const attrs =
    `class="chart-svg" viewBox="0 0 ${o.width} ${o.height}" width="${o.width}" height="${o.height}" role="img" ` +
    `aria-label="${esc(o.title)}" data-y-min="${bottom}" data-y-max="${y(max)}" data-min="${o.min}" data-max="${max}"`;
  return `<figure class="chart ${esc(o.kind)}"><svg ${attrs}>${parts.join('')}</svg>
<figcaption>${esc(o.title)}</figcaption></figure>`;
}

/** Two decimals of a pixel: enough for the eye, and stable text. */
function round(n: number): number {
  return Math.round(n * 100) / 100;
}

function rule(at: number, r: { label: string; cls: string }, width: number): string {
  const line = `<line class="rule ${esc(r.cls)}" x1="${PAD.left}" y1="${at}" x2="${width - PAD.right}" y2="${at}"/>`;
  return `${line}${axisLabel(PAD.left - 4, at, r.label, 'end')}`;
}

function axisLabel(x: number, y: number, text: string, anchor: 'start' | 'end' | 'middle'): string {
  return `<text class="tick" x="${x}" y="${round(y + 4)}" text-anchor="${anchor}">${esc(text)}</text>`;
}

/** The line through the runs before this one, and a dashed step to this run. */
function lines(points: readonly ChartPoint[], x: (i: number) => number, y: (v: number) => number): string[] {
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

function point(p: ChartPoint, i: number, cx: number, cy: number | null, bottom: number): string {
  if (cy === null) {
    if (!p.mark) return '';
    const mark = `<line class="mark" data-run="${i}" x1="${cx}" y1="${PAD.top}" x2="${cx}" y2="${bottom}">`;
    return `${mark}<title>${esc(p.mark)}</title></line>`;
  }
  const title = `<title>${esc(p.title)}</title>`;
  const [cls, r] = p.current ? ['pt current', 5] : ['pt', 3];
  const circle = `<circle class="${cls}" data-run="${i}" cx="${cx}" cy="${cy}" r="${r}">`;
  const label = p.current ? axisLabel(cx + 8, cy, 'this run', 'start') : '';
  return `${circle}${title}</circle>${label}`;
}

/** The first and the last point's label under the axis (more would overlap). */
function xLabels(points: readonly ChartPoint[], x: (i: number) => number, height: number): string[] {
  if (!points.length) return [];
  const last = points.length - 1;
  const first = axisLabel(x(0), height - 6, points[0].label, last ? 'start' : 'middle');
  return last ? [first, axisLabel(x(last), height - 6, points[last].label, 'end')] : [first];
}
