// The labelled set of the screening (docs/scoring/screening.md "The labelled set"), checked as data (cited, split by
// source, at most a tenth written here, none of the sources kept for an independent measurement), then screened:
// the held-out sources, never read while writing rules, are the gate (issue 47's bars), and the development part is
// held to the same so that a rule that stops catching, or starts flagging, fails here. Benchmark 13 reports both.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ThreatClass } from '../../src/screening/index.js';
import { presentClasses, readLabelled, screenLabelled, share } from '../helpers/labelled.js';
import { foldOf } from '../../scripts/train-screening-model.js';

const entries = readLabelled();

/**
 * The gate on the held-out sources: the attacks caught there, overall and per class, as measured by benchmark 13. Issue
 * 47 asks recall >= 0.95 and every class >= 0.85 there; benchmark 13 shows that goal unmet. False alarms meet the goal
 * (<= 0.03 overall, <= 0.02 on the harvest). Screened as a run screens: the rules, and the learned signal where they
 * found no attack: beside their evidence, or alone where they found nothing. Since the thirteenth round's sources (387
 * held-out attacks) 277 of 387, the rules alone 258; main before that round read 249 of them (the rules alone 238).
 * The learned signal on answers too (its answers threshold, set on README paragraphs of held packages and on the
 * development answers out of fold): 269 -> 277, held-out answers 103 -> 111 of 162, their benign answers 0 of 27.
 * A command with no use but an attacker's (a reverse shell, a private key printed) as an order wherever it stands:
 * 278, the rules alone 260.
 * The rules widened to the words a paraphrase of the development attacks uses (test/screening/paraphrase.test.ts):
 * 277 -> 278 (shadowing 18 -> 19), the rules alone 258 -> 259, false alarms unchanged. Both together: 279, the rules
 * alone 261.
 * Two held-out sources added since (pypi:mcp-guard-audit, pypi:bastionsupply; 25 attacks, 24 benign), eight development
 * ones (224 texts), new shadowing rules and the learned signal retrained on them: 310 of 411, false alarms 14 of
 * 1,458; on the 387 of before 287 (rules alone 261), false alarms 11 of 1,433.
 * The fifteenth round's development sources (pypi:agentdojo's answers, six packages' injection corpora, four GitHub
 * repositories), the rules from their misses and the learned signal retrained with README chunks as weak negatives:
 * 321 of 411 (the rules alone 283), false alarms 12 of 1,458, but its answers threshold (1.241) flagged MCPProxy's
 * retrieve_tools answer in test/real/mcpproxy.test.ts; with the answers threshold never under `alone` (1.578): 315,
 * false alarms 12 (shadowing 25 -> 23: answers the model had caught). Four more development sources of injected
 * answers (pk8, 76 texts) and the model retrained on them: 314 (exfiltration 60 -> 59), false alarms 12: the retrained
 * model's threshold rose to its highest development benign score, a written denial the rules veto.
 * Two held-out sources added mechanically, their texts never read (scripts/screening-held-out-add.py: cao-elaine/MPMA's
 * preference-manipulation descriptions, 60 attacks and 60 benign; PawelKozy/mcp-breach-to-fix-labs, 1 and 1),
 * measured once: 315 of 472 (MPMA 0 of 60, shadowing 23 of 119; exfiltration 60), false alarms 12 of 1,519.
 * The sixteenth round (injected answers of wasp and pyrit, tamper.ts, stab's thresholds, 22 operators' servers in the
 * harvest, seven of them held out) and two more held-out sources of descriptions written to be chosen, added
 * mechanically (kazemf78/llm-unreliable-tool-preferences, j-sneh/thesis-experiments; 120 attacks, 110 benign), measured
 * once on the final candidate: 319 of 592, false alarms 24 of 3,312 (harvest 19 of 2,731); the three sources of
 * descriptions written to be chosen 2 of 180, the rest 317 of 412; encoded payload 8 -> 7 (the retrained model).
 * Its second session's eight development packages (scanners' fixtures, 64 attacks) and four rules from their misses,
 * measured once: 319 of 592 unchanged (tool poisoning 83 -> 82, shadowing 25 -> 26), false alarms 24 of 3,312.
 * Then 24 instruction-heavy coding and shell servers in the harvest (6 development, 18 held out), intent.reach
 * narrowed, and the learned signal's weights averaged over the second half of its epochs (steadier between shuffle
 * seeds), measured once: 313 of 592 (the rules alone 286 throughout), false alarms 25 of 3,861 (harvest 20 of 3,280).
 * The seventeenth round's claims made to be chosen (src/screening/selection.ts), written from the kinds public papers on
 * tool-selection manipulation name, with 60 development attacks and 20 hard negatives written here, and the learned
 * signal retrained, measured once: 402 of 592 (shadowing 25 -> 106, the rules alone 286 -> 355; encoded payload 8 ->
 * 7, the retrained model), false alarms 26 of 3,861 (harvest 21 of 3,280). Then 112 development texts of the class
 * written by a helper session that had not read the rules (13 of its 72 attacks caught as first found), advert.ts and
 * the rules widened from its misses, the learned signal retrained, measured once: 411 of 592 (shadowing 113, phrase
 * injection 94, prompt injection 33), false alarms 25 of 3,861 (harvest 20 of 3,280). Then 144 development texts of
 * six classes the same way (63 of its 96 attacks caught as first found), rules widened from their misses (voided
 * instructions, rug pulls after "always allow", concealment and sending in other languages, other tools' work routed
 * here), the learned signal retrained (its answers threshold raised to 2.385 by MCPProxy's retrieve_tools answer),
 * measured once: 413 of 592 (the rules alone 366 unchanged; shadowing 118, phrase injection 92, tool poisoning 81, rug
 * pull 10, prompt injection 34), false alarms 26 of 3,861 (harvest 20 of 3,280). Then the learned signal trained
 * without the descriptions written to be chosen (its answers threshold 2.385 -> 2.042; development out of fold: 22 ->
 * 23 descriptions and 6 -> 10 answers added), measured once: 402 of 592 (shadowing 109, phrase injection 89, rug pull
 * 11), false alarms 27 of 3,861 (harvest 22 of 3,280). The eighteenth round: 150 development texts of a third writer
 * (120 descriptions rewritten to be chosen, a third subtly, and 30 neutral rewrites; the rules not widened from them)
 * and the learned signal with two heads, the one for descriptions trained on the descriptions written to be chosen,
 * the one for answers not (development out of fold: 23 -> 30 descriptions added, answers 10 unchanged), measured once:
 * 420 of 592 (shadowing 127), false alarms 28 of 3,861 (harvest 22 of 3,280). Then 212 texts of two more writers
 * (147 attacks, 65 benign), each text written over a real description in that description's fold when trained, a word
 * minimum for the model alone of its own (20; 5 beside evidence) and both thresholds above what real servers show in
 * the tests (test/fixtures/screening/real-descriptions.jsonl), measured once: 426 of 592 (shadowing 133, tool poisoning
 * 82, phrase injection 88), false alarms 30 of 3,861 (harvest 24 of 3,280). Two candidates before it, without that
 * bound, flagged server-everything's instructions and two of MCPProxy's texts in the tests (measured once each: one
 * word minimum of 20 for both, 428; the minimums apart, 10 and 20, 431). Then 164 texts of two more writers (preference
 * claims and evolved adverts, 132 attacks) and rules for claims that a tool is to be preferred (src/screening/scope.ts,
 * written from the first of them), the model retrained, measured once: 423 of 592 (the rules alone 366 unchanged;
 * shadowing 130, tool poisoning 81, phrase injection 89, prompt injection 34), false alarms 27 of 3,861 (harvest 22).
 * Privileges granted to the model (prompt.grant, from a development miss), measured once: 423 unchanged.
 * The nineteenth round: 1,367 texts of 96 development sources no one here wrote (870 attacks, mostly injected answers;
 * 498 benign; their first-found figure with the model before them 0.64), the gate of prompt.address_intl widened to the
 * forms its pattern reads ("Nota para a IA:"), the model retrained, measured once: 417 of 592 (shadowing 125, phrase
 * injection 87, exfiltration 59, tool poisoning 82, prompt injection 35), false alarms 28 of 3,861 (harvest 20 of
 * 3,248, real servers' descriptions alone since). A candidate with a source of paired generated pages, measured once:
 * 419 (its clean twins flagged in sample; the source left out). Then 159 texts of two more writers (128 descriptions
 * rewritten to be chosen: rivals called deprecated, unapproved or unreliable; an attacker model's rounds), the model
 * retrained (out of fold on the other development texts 72 -> 74 added), measured once: 417 (shadowing 126, phrase
 * injection 86), false alarms 29 of 3,861 (harvest 21 of 3,248). Rules from the new sources' misses (limits.ts: 33 more
 * development attack answers caught by the rules), measured once: 417 unchanged, the rules alone 366 unchanged.
 */
const GATE = { caught: 417, falseAlarms: 0.03, harvest: 0.02 };
const CLASS_GATE: Partial<Record<ThreatClass, number>> = {
  tool_poisoning: 82,
  prompt_injection: 35,
  phrase_injection: 86,
  shadowing: 126,
  rug_pull: 11,
  unicode_smuggling: 10,
  capability_mismatch: 1,
  encoded_payload: 7,
  exfiltration: 59,
};
const heldOut = entries.filter((e) => e.split === 'held_out');
const dev = entries.filter((e) => e.split === 'dev');

/** Sources issue 47 keeps for an independent measurement: no text of the set may come from them. */
const RESERVED = [
  /cisco-ai-defense\/mcp-scanner/i,
  /smart-mcp-proxy\//i,
  /safe-mcp/i,
  /damn-vulnerable-mcp|dvmcp/i,
  /mcp-safetybench|mcpsafety/i,
  /secure-mcp-gateway/i,
  /agent-threat-rules/i,
  /mcp-injection-experiments/i,
  /mcpsecbench/i,
  /\bmsb\b/i,
  /mcp-guardian/i,
  /mcp-server-everything-wrong/i,
  /agentnull/i,
  /hijack-agentic-ai/i,
  /github-mcp-server|playwright-mcp|@playwright\/mcp|mcp-server-cloudflare|supabase|\bsentry|awslabs|mcp-atlassian/i,
  /firecrawl|@stripe\/|agent-toolkit|notion-mcp-server|context7|exa-mcp|brave-search|desktop-?commander/i,
  /modelcontextprotocol\/servers|@modelcontextprotocol\/server-|pypi:mcp-server-(?:fetch|git|time)@/i,
];

/** Sources of the set before the split rule of test/fixtures/screening/README.md was written: they keep their split. */
const EARLIER_SOURCES = new Set(
  [
    'AthenaTheOwl/mcp-security-lab',
    'triepod-ai/mcp_vulnerable_testbed',
    'MCP-Security/MCP-Artifact',
    'Wapiti08/mcp-attack-suite',
    'aminrj-labs/mcp-attack-labs',
    'beejak/Vulnerable-MCP-Server',
    'charanpanchagnula/mcp-scanner-benchmark',
    'invariantlabs-ai/mcp-scan',
    'ksalayon/mcp-security-risks',
    'riseandignite/mcp-shield',
    'tristanhausermannpernet/mcp-hacking',
    'harryc295/tool-poisoning-bench',
    'Crypto-Sanemi/agent-engineering',
    'UnitOneAI/unitone-agentgateway',
    'hello-urvesh/mcp-attack-def3nd',
    'matteocolazilli/malicious-mcp-server',
    'stevengonsalvez/mcp-ethicalhacks',
    'warlyjr-cloud/mcp-security-lab',
  ].map((s) => s.toLowerCase()),
);

/** The split a repository added later goes to, decided from its name alone (the README's rule). */
function splitOf(repo: string): 'dev' | 'held_out' {
  const digit = createHash('sha256').update(repo.toLowerCase()).digest('hex')[0];
  return /[0-9ab]/.test(digit) ? 'held_out' : 'dev';
}

describe('the labelled set', () => {
  it('puts each repository added since the split rule, and each curated package, in the split its name hashes', () => {
    const repos = entries.filter((e) => e.origin === 'repository').map((e) => ({ e, repo: e.source.split('@')[0] }));
    const later = repos.filter(({ repo }) => !EARLIER_SOURCES.has(repo.toLowerCase()));
    expect(later.length).toBeGreaterThan(0);
    expect(later.filter(({ e, repo }) => e.split !== splitOf(repo)).map(({ e }) => e.id)).toEqual([]);
    // A package is its own source (`npm:name`, the version dropped); the harvest keeps its own split.
    const packages = entries.filter((e) => e.origin === 'package' && !e.id.startsWith('harvest-'));
    const pkg = (e: (typeof entries)[number]) => e.source.replace(/@[^@]*$/, '');
    expect(packages.filter((e) => e.split !== splitOf(pkg(e))).map((e) => e.id)).toEqual([]);
  });

  it('cites every entry: a repository at a commit and path, a pinned package, or what wrote it here', () => {
    const uncited = entries.filter((e) => {
      if (e.origin === 'repository') return !/^[\w.-]+\/[\w.-]+@[0-9a-f]{12}:.+/.test(e.source);
      if (e.origin === 'package') return !/^(?:npm|pypi):.+@\d[\w.-]*$/.test(e.source);
      return !e.source.trim();
    });
    expect(uncited.map((e) => e.id)).toEqual([]);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  });

  it('takes nothing from the sources kept for an independent measurement', () => {
    const from = (e: (typeof entries)[number]) => e.source.replace(/@[^@]*$/, '');
    expect(entries.filter((e) => RESERVED.some((re) => re.test(from(e)))).map((e) => e.source)).toEqual([]);
  });

  it('harvests at least 500 benign texts from at least 40 real servers, and writes at most a tenth here', () => {
    const harvested = entries.filter((e) => e.origin === 'package');
    expect(harvested.length).toBeGreaterThanOrEqual(500);
    expect(new Set(harvested.map((e) => e.source)).size).toBeGreaterThanOrEqual(40);
    expect(harvested.filter((e) => e.class === 'hard_negative').length).toBeGreaterThanOrEqual(100);
    expect(entries.filter((e) => e.origin === 'written').length / entries.length).toBeLessThanOrEqual(0.1);
  });

  it('names, for a text written over a real description, that description among the development harvest', () => {
    // scripts/train-screening-model.ts folds such a text with its real description (foldOf), not with its writer.
    const rewritten = entries.filter((e) => e.rewrites);
    expect(rewritten.length).toBeGreaterThanOrEqual(500);
    const harvested = new Set(dev.filter((e) => e.origin === 'package').map((e) => e.source));
    const astray = rewritten.filter((e) => e.origin !== 'written' || e.split !== 'dev' || !harvested.has(e.rewrites!));
    expect(astray.map((e) => e.id)).toEqual([]);
    const real = new Map(dev.filter((e) => e.origin === 'package').map((e) => [e.source, e]));
    const apart = rewritten.filter((e) => foldOf(e) !== foldOf(real.get(e.rewrites!)!));
    expect(apart.map((e) => e.id)).toEqual([]);
    expect(new Set(rewritten.filter((e) => e.source === rewritten[0].source).map(foldOf)).size).toBeGreaterThan(1);
    // And screened beside that server's tools, as a run shows the real description.
    const unlike = rewritten.filter((e) => e.siblings?.join() !== real.get(e.rewrites!)!.siblings?.join());
    expect(unlike.map((e) => e.id)).toEqual([]);
  });

  it('splits by whole sources: no source in both parts, each part with attacks and benign texts', () => {
    const sourceOf = (s: string) => s.replace(/@[^@]*$/, '');
    const held = new Set(heldOut.map((e) => sourceOf(e.source)));
    expect(dev.filter((e) => held.has(sourceOf(e.source))).map((e) => e.source)).toEqual([]);
    for (const part of [dev, heldOut]) {
      expect(part.filter((e) => e.label === 'malicious').length).toBeGreaterThanOrEqual(25);
      expect(part.filter((e) => e.origin === 'package').length).toBeGreaterThanOrEqual(200);
    }
    expect(heldOut.some((e) => e.origin === 'written')).toBe(false);
  });

  it("keeps the learned signal's extra attacks cited and apart from the set: none matches a text of either part", () => {
    // scripts/screening-extra-attacks.py drops such texts; a source added to the set since must not meet one there.
    const extra = readFileSync(new URL('../fixtures/screening/extra-attacks.jsonl', import.meta.url), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as { source: string; text: string });
    expect(extra.filter((e) => !/^pypi:[\w.-]+@\d[\w.]*:\S+#\S+$/.test(e.source)).map((e) => e.source)).toEqual([]);
    const norm = (t: string) =>
      t
        .normalize('NFKC')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '');
    // A held-out text of 30 normalised characters inside an extra attack is learnt from; a development one of 60.
    const bodies = entries.map((e) => ({ b: norm(e.text), least: e.split === 'held_out' ? 30 : 60 }));
    const heads = new Set(bodies.filter(({ b }) => b.length >= 20).map(({ b }) => b.slice(0, 60)));
    const matches = (t: string) =>
      heads.has(t.slice(0, 60)) || bodies.some(({ b, least }) => b.includes(t) || (b.length >= least && t.includes(b)));
    expect(extra.filter((e) => matches(norm(e.text))).map((e) => e.source)).toEqual([]);
  });
});

describe("the learned signal's benign answers", () => {
  it('cites a pinned README paragraph of an npm package for each, none of the set, the harvest or a reserved source', () => {
    // scripts/screening-benign-answers.py: calibration and training data only, never counted in a figure.
    const chunks = readFileSync(new URL('../fixtures/screening/benign-answers.jsonl', import.meta.url), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as { source: string; split: string });
    const cited = /^npm:((?:@[\w.-]+\/)?[\w.-]+)@\d+\.\d+\.\d+:README\.md#\d+$/;
    expect(chunks.filter((c) => !cited.test(c.source) || !['train', 'held'].includes(c.split))).toEqual([]);
    const harvest = readFileSync(new URL('../fixtures/screening/harvest.jsonl', import.meta.url), 'utf8');
    const named = new Set(
      [...entries.map((e) => e.source), ...harvest.split('\n').map((l) => l && JSON.parse(l).source)]
        .map((s) => /^(?:npm|pypi):(.+)@[^@]*$/.exec(s ?? '')?.[1]?.toLowerCase())
        .filter(Boolean),
    );
    const name = (c: { source: string }) => cited.exec(c.source)![1];
    expect(chunks.filter((c) => named.has(name(c).toLowerCase()) || RESERVED.some((re) => re.test(name(c))))).toEqual(
      [],
    );
  });
});

describe('the detector on the labelled set', () => {
  it('meets the bars on the held-out sources (the gate): recall, false alarms, the harvest, every class', () => {
    const f = screenLabelled(heldOut);
    expect(f.recall.flagged).toBeGreaterThanOrEqual(GATE.caught);
    expect(share(f.falseAlarms)).toBeLessThanOrEqual(GATE.falseAlarms);
    expect(share(f.harvest)).toBeLessThanOrEqual(GATE.harvest);
    const weak = presentClasses(f).filter(([c, t]) => t.flagged < (CLASS_GATE[c] ?? t.of));
    expect(weak.map(([c, t]) => `${c} ${t.flagged}/${t.of}`)).toEqual([]);
  });

  it('holds the development part: 2,603 of its 3,109 attacks (0.837), false alarms and classes at the bars', () => {
    // Shadowing under the class bar: 487 of 851, for the descriptions rewritten to be chosen by six writers the rules
    // were not widened from (written-selt, -sel4, -sel5, -sel7, -sel8, -sel9); 488 until the rewrites were read beside
    // their servers' tools (twentieth round): one calls two of its siblings legacy aliases, guidance about its own
    // server's tools then, which a real server may give. Capability mismatch 44 of 52: two packages of the nineteenth
    // round declare it (a cron job set up, a parameter that takes a shell command in a tax tool) in words no rule
    // reads, 0 of their 5 caught.
    const f = screenLabelled(dev);
    expect(f.recall.flagged).toBeGreaterThanOrEqual(2603);
    expect(share(f.falseAlarms)).toBeLessThanOrEqual(0.03);
    expect(share(f.harvest)).toBeLessThanOrEqual(0.02);
    const floors: Partial<Record<ThreatClass, number>> = { shadowing: 487, capability_mismatch: 44 };
    const weak = presentClasses(f).filter(([c, t]) => (c in floors ? t.flagged < floors[c]! : share(t) < 0.85));
    expect(weak.map(([c, t]) => `${c} ${t.flagged}/${t.of}`)).toEqual([]);
  });
});
