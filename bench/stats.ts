// Measuring helpers. The machines are noisy, so every benchmark compares two things timed
// side by side in the same run: A/B rounds alternate (drift hits both alike) and the
// median of the rounds is kept.

/** One row of the final table. */
export interface Row {
  benchmark: string;
  measured: string;
  baseline: string;
  ratio: string;
  target: string;
  /** null: informational row, no target. */
  met: boolean | null;
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

export async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

export interface AB {
  a: number[];
  b: number[];
  /** Median of the per-round ratios a/b. */
  ratio: number;
}

/**
 * `warmup` untimed rounds of both, then `rounds` timed rounds, alternating which goes first,
 * so that a slow spell of the machine falls on A and B alike.
 */
export async function interleaved(
  a: () => Promise<number>,
  b: () => Promise<number>,
  rounds: number,
  warmup = 1,
): Promise<AB> {
  for (let i = 0; i < warmup; i++) {
    await a();
    await b();
  }
  const out: AB = { a: [], b: [], ratio: 0 };
  const ratios: number[] = [];
  for (let i = 0; i < rounds; i++) {
    let ta: number;
    let tb: number;
    if (i % 2 === 0) {
      ta = await a();
      tb = await b();
    } else {
      tb = await b();
      ta = await a();
    }
    out.a.push(ta);
    out.b.push(tb);
    ratios.push(ta / tb);
  }
  out.ratio = median(ratios);
  return out;
}

export function ms(v: number): string {
  return v >= 1000 ? `${(v / 1000).toFixed(2)} s` : v >= 10 ? `${v.toFixed(0)} ms` : `${v.toFixed(2)} ms`;
}

export function bytes(v: number): string {
  return v >= 1 << 20 ? `${(v / (1 << 20)).toFixed(2)} MiB` : v >= 1024 ? `${(v / 1024).toFixed(1)} KiB` : `${v} B`;
}

/** The table as Markdown, so it can be pasted into BENCHMARKS.md as printed. */
export function table(rows: Row[]): string {
  const head = ['benchmark', 'measured', 'baseline', 'ratio', 'target', 'met?'];
  const cells = rows.map((r) => [
    r.benchmark,
    r.measured,
    r.baseline,
    r.ratio,
    r.target,
    r.met === null ? '-' : r.met ? 'yes' : 'NO',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n');
}
