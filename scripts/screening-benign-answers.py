"""Benign answer-like texts for the screening's learned signal (docs/scoring/screening.md "A learned signal").

A tool's answer (a page, a document a fetch or read tool returns) is screened by the rules alone: the labelled set
holds too few benign answers to set the learned signal's threshold for them. This writes a benign corpus of real
documentation as such a tool returns it: the README.md shipped inside popular npm packages, each fetched with
`npm pack name@version` (pinned), split into paragraphs merged up to about 1,000 characters, at most CHUNKS of them per
package taken evenly through the README, each cited `npm:name@version:README.md#n`. Written to
test/fixtures/screening/benign-answers.jsonl: training and calibration data only, never counted in bench 13's
figures (test/helpers/labelled.ts does not read it). One package in five (by a hash of its name) is `held`: never
trained on, the set where the answers' threshold is set and measured, so that its figure is a package the model
never saw. Packages the labelled set or its harvest names, the sources issue 47 keeps for an independent measurement,
and any package whose name says MCP are left out; a chunk sharing a run of 12 words with a labelled text (either split)
is dropped, so that no held-out text can leak. Only counts are printed.

    # PACKAGES: a TSV of name, version, downloads a month (e.g. /work/.library/env/packages/npm.tsv)
    python3 scripts/screening-benign-answers.py PACKAGES [COUNT]

The most downloaded COUNT (default 400) packages left after the exclusions are packed, in batches, in a temporary
directory; the corpus records each one's pinned version, so the same pins give the same file.
"""

import hashlib
import json
import re
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "test" / "fixtures" / "screening"
OUT = FIXTURES / "benign-answers.jsonl"
CHUNK_CHARS = 1000
MIN_WORDS = 8
CHUNKS = 8
SHINGLE = 12
# issue 47's reserved sources (test/screening/labelled.test.ts RESERVED), and MCP servers in general.
RESERVED = re.compile(
    r"mcp|scanner|safety|guardian|agentnull|hijack|playwright|cloudflare|supabase|sentry|awslabs|atlassian|"
    r"firecrawl|@stripe/|agent-toolkit|notion|context7|^exa|brave-search|desktop-?commander|@modelcontextprotocol/",
    re.I,
)


def words(text):
    return re.findall(r"[a-z0-9]+", text.lower())


def shingles(text):
    w = words(text)
    return {" ".join(w[i : i + SHINGLE]) for i in range(len(w) - SHINGLE + 1)}


def labelled():
    """Names the labelled set and the harvest cite, and every 12-word run of their texts."""
    names, runs = set(), set()
    for f in ("labelled.jsonl", "harvest.jsonl"):
        for line in (FIXTURES / f).read_text().splitlines():
            if not line.strip():
                continue
            e = json.loads(line)
            m = re.match(r"(?:npm|pypi):(.+)@[^@]*$", e["source"])
            if m:
                names.add(m.group(1).lower())
            runs |= shingles(e["text"])
    return names, runs


def chosen(tsv, count, names):
    rows = []
    for line in Path(tsv).read_text().splitlines()[1:]:
        parts = line.split("\t")
        if len(parts) < 3 or not parts[2].isdigit() or not re.match(r"^\d+\.\d+\.\d+$", parts[1]):
            continue
        if parts[0].lower() in names or RESERVED.search(parts[0]):
            continue
        rows.append((int(parts[2]), parts[0], parts[1]))
    rows.sort(key=lambda r: (-r[0], r[1]))
    return [(n, v) for _, n, v in rows[:count]]


def readme(tgz):
    with tarfile.open(tgz) as t:
        members = [m for m in t.getmembers() if re.fullmatch(r"[^/]+/readme(?:\.md|\.markdown)?", m.name, re.I)]
        if not members:
            return None
        return t.extractfile(members[0]).read().decode("utf-8", "replace")


def chunks(text):
    """Paragraphs merged up to CHUNK_CHARS; a longer paragraph cut at line ends (or at CHUNK_CHARS)."""
    pieces = []
    for para in re.split(r"\n\s*\n", text.replace("\r\n", "\n")):
        para = para.strip()
        while len(para) > CHUNK_CHARS:
            cut = para.rfind("\n", 0, CHUNK_CHARS)
            cut = cut if cut > CHUNK_CHARS // 2 else CHUNK_CHARS
            pieces.append(para[:cut].strip())
            para = para[cut:].strip()
        if para:
            pieces.append(para)
    out, cur = [], ""
    for p in pieces:
        if cur and len(cur) + 2 + len(p) > CHUNK_CHARS:
            out.append(cur)
            cur = p
        else:
            cur = f"{cur}\n\n{p}" if cur else p
    if cur:
        out.append(cur)
    return [c for c in out if len(words(c)) >= MIN_WORDS]


def evenly(items, n):
    if len(items) <= n:
        return list(enumerate(items))
    return [(round(i * (len(items) - 1) / (n - 1)), items[round(i * (len(items) - 1) / (n - 1))]) for i in range(n)]


def split_of(name):
    return "held" if hashlib.sha256(name.encode()).digest()[0] % 5 == 0 else "train"


def main():
    tsv, count = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 400
    names, runs = labelled()
    packages = chosen(tsv, count, names)
    rows, dropped, missing = [], 0, 0
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(0, len(packages), 50):
            specs = [f"{n}@{v}" for n, v in packages[i : i + 50]]
            subprocess.run(["npm", "pack", "--silent", "--pack-destination", tmp, *specs], check=True, capture_output=True)
        for name, version in packages:
            tgz = Path(tmp) / f"{name.lstrip('@').replace('/', '-')}-{version}.tgz"
            text = readme(tgz) if tgz.exists() else None
            if not text:
                missing += 1
                continue
            for n, c in evenly(chunks(text), CHUNKS):
                if shingles(c) & runs:
                    dropped += 1
                    continue
                source = f"npm:{name}@{version}:README.md#{n}"
                rows.append({"source": source, "split": split_of(name), "text": c})
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))
    held = sum(r["split"] == "held" for r in rows)
    pkgs = len({r["source"].split(":README")[0] for r in rows})
    print(f"{len(rows)} chunks from {pkgs} packages ({held} held), {missing} without a README, {dropped} dropped")


if __name__ == "__main__":
    main()
