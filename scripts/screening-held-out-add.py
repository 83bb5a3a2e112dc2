#!/usr/bin/env python3
"""Held-out sources added to the labelled set mechanically, their texts never read (issue 47, point 2).

Each source's names hash to held out (`printf %s NAME | sha256sum | cut -c1` is 0-b). Its texts and labels are taken
from the source's own structure: a label field, a file name, a key; the table from those label names to our classes
and to where a text is shown was written from the names alone. Then: texts that clash with the set, the harvest or
the learned signal's training files are dropped (the normalisation of test/screening/labelled.test.ts), each source is
capped by a seeded shuffle, and the entries are appended to test/fixtures/screening/labelled.jsonl with split held_out
and their citation. Entries with the id prefix `hoa-` are replaced on each run; every other line is left as it is.
Prints counts only, never a text.

    python3 scripts/screening-held-out-add.py [MIRROR_DIR]   # MIRROR_DIR holds owner+name/repo git snapshots
"""

import json
import random
import re
import subprocess
import sys
import tempfile
import unicodedata
import zipfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIX = ROOT / "test/fixtures/screening"
LABELLED = FIX / "labelled.jsonl"
PREFIX = "hoa-"
CAP = 60
SEED = 47

# ---- the sources: one function each, returning (label, class, where, tool, siblings, text, source) ----------------


def bastionprobe(tmp):
    """pypi:bastionprobe: payloads.jsonl, every row channel tool_output (an answer), classed by its `tactic`."""
    version = "0.19.0"
    subprocess.run(["pip", "download", f"bastionprobe=={version}", "--no-deps", "-q", "-d", tmp], check=True)
    z = zipfile.ZipFile(next(Path(tmp).glob(f"bastionprobe-{version}-*.whl")))
    tactic = {
        "operational-note": "prompt_injection",
        "data-field": "prompt_injection",
        "egress-overt": "exfiltration",
        "destructive": "phrase_injection",
        "sysprompt-leak": "phrase_injection",
    }
    where = {"tool_output": "answer"}
    out = []
    for line in z.read("bastionprobe/payloads.jsonl").decode().splitlines():
        if not line.strip():
            continue
        r = json.loads(line)
        if r["category"] != "indirect_injection" or r["channel"] not in where:
            continue
        out.append(("malicious", tactic[r["tactic"]], where[r["channel"]], None, None, r["text"],
                    f"pypi:bastionprobe@{version}"))
    return out


def git_show(mirror, repo, commit, path):
    git = mirror / repo.replace("/", "+") / "repo"
    return subprocess.run(["git", "--git-dir", str(git), "show", f"{commit}:{path}"], check=True,
                          capture_output=True).stdout.decode()


def mpma(mirror):
    """cao-elaine/MPMA: utils/tool_descriptions.json, server -> tool -> the GAPMA strategies' descriptions (Au, Em,
    Ex, Su: attacks, preference manipulation, so shadowing) and `Competitors` (the baseline servers': benign)."""
    repo, commit, path = "cao-elaine/MPMA", "78495861560d1cc230224287a134cf4cca627798", "utils/tool_descriptions.json"
    data = json.loads(git_show(mirror, repo, commit, path))
    src = f"{repo}@{commit[:12]}:{path}"
    out = []
    for tools in data.values():
        names = list(tools)
        for tool, v in tools.items():
            siblings = [t for t in names if t != tool]
            for key in ("Au", "Em", "Ex", "Su"):
                out.append(("malicious", "shadowing", "tool description", tool, siblings, v[key], src))
            for text in v["Competitors"]:
                out.append(("benign", "benign", "tool description", tool, siblings, text, src))
    return out


def breach_labs(mirror):
    """PawelKozy/mcp-breach-to-fix-labs: lab 05's fetched articles, named malicious.html and legit.html (answers)."""
    repo, commit = "PawelKozy/mcp-breach-to-fix-labs", "cc545b9d8489a245e896977d2c6d4e11f2ecf7c7"
    lab = "05-news-prompt-exfiltration/assets/articles/"
    out = []
    for name, label, cls in (("malicious.html", "malicious", "exfiltration"), ("legit.html", "benign", "benign")):
        text = git_show(mirror, repo, commit, lab + name)
        out.append((label, cls, "answer", None, None, text, f"{repo}@{commit[:12]}:{lab}{name}"))
    return out


def tool_preferences(mirror):
    """kazemf78/llm-unreliable-tool-preferences: BFCL tasks with each tool twice. In the files named
    `..._dup2_original_<edit>_<edit>_first.json` the first copy carries the named edit and the second is the
    original; the edits named as claims made to be chosen (an endorsement line, a numbers line, a maintenance line,
    and their fusion) are attacks, shadowing. The single-copy `BFCL_v3_combined_simple_live_simple.json` gives the
    originals: benign. Edits of tone, length, examples or a company name are left out."""
    repo, commit = "kazemf78/llm-unreliable-tool-preferences", "05be5f136f00fe66acf0aa853d7bcd44c300946c"
    base = "data/BFCL_v3_combined_simple_live_simple"
    out = []
    for edit in ("endorsementLine", "numbersLine", "maintenanceLine", "fusion"):
        path = f"{base}_dup2_original_{edit}_{edit}_first.json"
        for line in git_show(mirror, repo, commit, path).splitlines():
            if line.strip():
                first, second = json.loads(line)["function"][:2]
                out.append(("malicious", "shadowing", "tool description", first["name"], [second["name"]],
                            first["description"], f"{repo}@{commit[:12]}:{path}"))
    path = f"{base}.json"
    for line in git_show(mirror, repo, commit, path).splitlines():
        if line.strip():
            fn = json.loads(line)["function"][0]
            out.append(("benign", "benign", "tool description", fn["name"], None, fn["description"],
                        f"{repo}@{commit[:12]}:{path}"))
    return out


def thesis_replays(mirror):
    """j-sneh/thesis-experiments: `data/clusters/bias_dataset_bfcl_format.jsonl` holds clusters of five tools
    (benign), and each `data/replay/<model>/attack/*improvement_history.jsonl` the descriptions an attacker model
    wrote, round after round, for one target tool of a cluster so that it be chosen: those differing from the
    cluster's original are attacks, shadowing."""
    repo, commit = "j-sneh/thesis-experiments", "7598e65f9fc411116e7d2dbbf71e5cc887712391"
    git = mirror / repo.replace("/", "+") / "repo"
    path = "data/clusters/bias_dataset_bfcl_format.jsonl"
    clusters = {}
    out = []
    for line in git_show(mirror, repo, commit, path).splitlines():
        if line.strip():
            r = json.loads(line)
            fns = r["function"]
            clusters[int(r["id"].rsplit("-", 1)[1])] = fns
            for fn in fns:
                out.append(("benign", "benign", "tool description", fn["name"],
                            [f["name"] for f in fns if f is not fn], fn["description"], f"{repo}@{commit[:12]}:{path}"))
    listing = subprocess.run(["git", "--git-dir", str(git), "ls-tree", "-r", "--name-only", commit, "data/replay"],
                             check=True, capture_output=True).stdout.decode().split()
    for path in sorted(p for p in listing if p.endswith("improvement_history.jsonl")):
        for line in git_show(mirror, repo, commit, path).splitlines():
            if not line.strip():
                continue
            r = json.loads(line)
            fns = clusters[r["cluster_id"]]
            if r["description"] == fns[r["target_tool_index"]]["description"]:
                continue
            siblings = [f["name"] for i, f in enumerate(fns) if i != r["target_tool_index"]]
            out.append(("malicious", "shadowing", "tool description", r["name"], siblings, r["description"],
                        f"{repo}@{commit[:12]}:{path}"))
    return out


# ---- what the set may not hold (test/screening/labelled.test.ts, scripts/screening-agentdojo.py) -------------------


def norm(text):
    return re.sub(r"[^a-z0-9]+", "", unicodedata.normalize("NFKC", text).lower())


def read_jsonl(path):
    return [json.loads(l) for l in path.read_text().splitlines() if l.strip()]


def clashes(texts):
    """A text clashes with one of `texts` when one holds the other (30 normalised characters at least) or both open
    with the same 60: the test's rule for the learned signal's extra attacks, held-out side, applied both ways."""
    bodies = [b for b in (norm(t) for t in texts) if b]
    heads = {b[:60] for b in bodies if len(b) >= 20}

    def clash(text):
        b = norm(text)
        if len(b) >= 20 and b[:60] in heads:
            return True
        return any((len(b) >= 30 and b in t) or (len(t) >= 30 and t in b) or t == b for t in bodies)

    return clash


def main():
    mirror = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/work/.mirror")
    kept = [l for l in LABELLED.read_text().splitlines() if l.strip() and not json.loads(l)["id"].startswith(PREFIX)]
    set_texts = [json.loads(l)["text"] for l in kept] + [e["text"] for e in read_jsonl(FIX / "harvest.jsonl")]
    training = [e["text"] for e in read_jsonl(FIX / "extra-attacks.jsonl")]
    training += [e["text"] for e in read_jsonl(FIX / "benign-answers.jsonl")]
    clash = clashes(set_texts + training)
    with tempfile.TemporaryDirectory() as tmp:
        sources = {"pypi:bastionprobe": bastionprobe(tmp), "cao-elaine/mpma": mpma(mirror),
                   "pawelkozy/mcp-breach-to-fix-labs": breach_labs(mirror),
                   "kazemf78/llm-unreliable-tool-preferences": tool_preferences(mirror),
                   "j-sneh/thesis-experiments": thesis_replays(mirror)}
    added, n = [], 0
    for name, rows in sources.items():
        dropped, seen = Counter(), set()
        # A text the source gives both labels, or twice, is kept once at most, and only with one label.
        labels = {}
        for label, *_, text, _src in rows:
            labels.setdefault(norm(text), set()).add(label)
        fit = {"malicious": [], "benign": []}
        for row in rows:
            b = norm(row[5])
            if len(b) < 20:
                dropped["short"] += 1
            elif len(labels[b]) > 1:
                dropped["both labels"] += 1
            elif b in seen:
                dropped["repeated"] += 1
            elif clash(row[5]):
                dropped["clashes with the set or training data"] += 1
            else:
                seen.add(b)
                fit[row[0]].append(row)
        for label, part in fit.items():
            random.Random(f"{SEED}:{name}:{label}").shuffle(part)
            dropped[f"{label} over the cap"] += max(0, len(part) - CAP)
            for label_, cls, where, tool, siblings, text, src in part[:CAP]:
                n += 1
                e = {"id": f"{PREFIX}{n:03d}", "split": "held_out", "label": label_, "class": cls, "where": where}
                if tool:
                    e["tool"] = tool
                e["text"] = text
                if siblings:
                    e["siblings"] = siblings
                origin = "package" if src.startswith(("pypi:", "npm:")) else "repository"
                e.update(source=src, origin=origin)
                added.append(e)
        mine = [e for e in added if e["source"].lower().startswith(name)]
        print(name, dict(Counter((e["label"], e["class"], e["where"]) for e in mine)), "dropped", dict(dropped),
              "lengths", sorted(len(e["text"]) for e in mine)[:: max(1, len(mine) // 5)])
    LABELLED.write_text("\n".join(kept + [json.dumps(e, ensure_ascii=False) for e in added]) + "\n")
    print("added", len(added), "of which malicious", sum(e["label"] == "malicious" for e in added))


if __name__ == "__main__":
    main()
