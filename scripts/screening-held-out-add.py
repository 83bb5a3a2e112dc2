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
                   "pawelkozy/mcp-breach-to-fix-labs": breach_labs(mirror)}
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
