// Small HTML pieces every part of the report draws with: status badges, fact lists, table heads and cells,
// escaped text. Everything dynamic goes through esc().
import { band, type Status, type Thresholds } from '../results/status.js';
import { escapeHtml as esc } from '../sanitize/escape.js';
import { formatScore } from './format.js';

export function badge(status: Status, extra = ''): string {
  return `<span class="badge st-${esc(status)}">${esc(status)}${extra}</span>`;
}

export function scoreBadge(score: number, t: Thresholds): string {
  return `<span class="badge sim st-${band(score, t)}">${formatScore(score)}</span>`;
}

export function code(text: string): string {
  return `<code>${esc(text)}</code>`;
}

/** A definition list of label and markup pairs. */
export function factList(rows: [string, string][], cls = 'facts'): string {
  return `<dl class="${cls}">${rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl>`;
}

export function tableHead(labels: string[]): string {
  return `<thead><tr>${labels.map((l) => `<th>${l}</th>`).join('')}</tr></thead>`;
}

export function cells(values: string[]): string {
  return values.map((v) => `<td>${v}</td>`).join('');
}

/** The run's problems, or what the servers got wrong: a titled list, nothing when empty. */
export function itemList(title: string, items: readonly string[]): string {
  if (!items.length) return '';
  const li = items.map((p) => `<li>${esc(p)}</li>`).join('');
  return `<section class="problems"><h2>${title} (${items.length})</h2><ul>${li}</ul></section>`;
}

/** Only http(s) links are made clickable; anything else is shown as text. */
export function link(url: string, text: string): string {
  return /^https?:\/\//i.test(url) ? `<a href="${esc(url)}" rel="noopener noreferrer">${esc(text)}</a>` : esc(text);
}
