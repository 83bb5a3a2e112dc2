// Clients on an older protocol version (docs/scoring/contract.md "Clients on an older protocol version"): the contract
// is also read by a client that asks for the oldest version the settings name (contract-protocol, 2025-03-26 by
// default). A server that refuses it, or answers another version (such a client disconnects), is named; so is one
// that shows such clients other tools, prompts or resources than it shows the newest ("see 3 tools fewer").
import type { ContractChange } from '../../results/index.js';
import type { ServerSnapshot } from '../../results/trajectory.js';
import { change } from './rules.js';
import { foldList } from '../../util/text.js';

/** Names shown at most in a change's words. */
const MAX_NAMES = 10;

/** `3 tools fewer (a, b, c)`, `1 prompt more (x)`; none when both see the same. */
function difference(kind: string, newest: readonly string[], older: readonly string[] | undefined): string[] {
  if (!older) return [];
  const [seen, now] = [new Set(older), new Set(newest)];
  const fewer = newest.filter((n) => !seen.has(n)).sort();
  const more = older.filter((n) => !now.has(n)).sort();
  const words = (list: string[], which: string) => {
    return `${list.length} ${kind}${list.length === 1 ? '' : 's'} ${which} (${foldList(list, MAX_NAMES)})`;
  };
  return [...(fewer.length ? [words(fewer, 'fewer')] : []), ...(more.length ? [words(more, 'more')] : [])];
}

/** What a client on the older protocol version cannot do with this server; empty when it was not asked. */
export function legacyIssues(s: ServerSnapshot): ContractChange[] {
  const v = s.legacy;
  if (!v) return [];
  const subject = `protocol ${v.requested}`;
  const asking = `a client asking for ${v.requested}`;
  if (v.error) return [change('legacy-refused', subject, `${asking} is refused: ${v.error}`)];
  if (v.negotiated !== v.requested) {
    const words = `${asking} is answered ${v.negotiated ?? 'no version'}: it cannot use the server`;
    return [change('legacy-refused', subject, words)];
  }
  const seen = [
    ...difference(
      'tool',
      s.tools.map((t) => t.name),
      v.tools,
    ),
    ...difference(
      'prompt',
      (s.prompts ?? []).map((p) => p.name),
      s.prompts ? v.prompts : undefined,
    ),
    ...difference(
      'resource',
      (s.resources ?? []).map((r) => r.uri),
      s.resources ? v.resources : undefined,
    ),
  ];
  return seen.length ? [change('legacy-differs', subject, `clients on ${v.requested} see ${seen.join('; ')}`)] : [];
}
