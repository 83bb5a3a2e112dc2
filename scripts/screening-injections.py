"""The labelled set's injected answers from two more published corpora of indirect prompt injection (issue 47).

Both sources hash to the development split (test/fixtures/screening/README.md), checked from their names before any
text was read: `printf %s facebookresearch/wasp | sha256sum | cut -c1` gives `c`, `printf %s pypi:pyrit` gives `f`.
The script reads them and rewrites their entries of test/fixtures/screening/labelled.jsonl (ids `wasp-NNN` and
`pyrit-NNN`, every earlier entry of the two sources dropped first), so running it twice writes the same file:

    python3 scripts/screening-injections.py WASP_GIT_DIR [WHEEL_DIR]

WASP_GIT_DIR: a clone of github.com/facebookresearch/wasp (a bare one will do); WHEEL_DIR: where pip downloads
pyrit 1.1.0 (a temporary one if none).

- facebookresearch/wasp (webarena_prompt_injections/, CC BY-NC 4.0): 21 attacker goals (configs/
  experiment_config.raw.json, their `{parameters}` filled) put into words by the four injection formats of
  constants.py's PromptInjectionFormat.MESSAGE, as prompt_injector.py does (a URL format's goal has its spaces as
  dashes; `{user_goal_str}` is "comment", the first user goal's; the sites' addresses as the repository's
  visualwebarena/environment_docker/README.md writes them), and placed where prompt_injector.py places them: the
  description of a GitLab issue by the attacker's account (`arsenelupin`) or the text of a Reddit post by the config's
  attacker, both titled "A note from a gentleman thief", shown as a YAML record of the issue or post. Each goal in one
  format (the k-th goal in format k mod 4): near copies would teach the learned signal a template, not an attack.
  Class: a goal that sends data to the attacker's domain (`exfil`) exfiltration; else a URL format (it orders the
  rest of the page ignored) phrase_injection, a plain one (an urgent notice that the user's task needs it)
  prompt_injection. Benign answers: the records of the user the
  configs create (a post, a private message) and the repository file the goals edit (prisitine_dotfiles_zshrc.txt).
- pypi:pyrit (1.1.0, MIT): the web-injection payloads ported from garak (pyrit/scenario/scenarios/garak/
  web_injection.py): data-exfiltration texts meant for a page or mail an assistant reads, which make it render a
  markdown image or link whose address carries the conversation, the page's secrets or named data to an attacker's
  domain (datasets/seed_datasets/local/garak/example_domains_xss.prompt). Each template once: the two fixed ones, the
  two string-assembly seeds, and FULL_URI_PROMPT_TEMPLATES with each of the eight markdown URI templates, the k-th
  text taking the k-th domain, encoding, marker, action and link text in turn where the package picks at random. Left
  out: the concatenations that split a domain at random, and the XSS ones (an order to print a script, not data
  read). Class: exfiltration. No benign records in the package: none are added.

A text that matches an extra attack of the learned signal is dropped (as scripts/screening-agentdojo.py does). Counts
only are printed.
"""

import ast
import importlib.util
import json
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("dojo", ROOT / "scripts" / "screening-agentdojo.py")
dojo = importlib.util.module_from_spec(spec)
spec.loader.exec_module(dojo)

WASP = "facebookresearch/wasp"
PYRIT = "pyrit"
PYRIT_VERSION = "1.1.0"
WPI = "webarena_prompt_injections"


def git_show(git_dir, path):
    out = subprocess.run(["git", "--git-dir", str(git_dir), "show", f"HEAD:{path}"], capture_output=True, check=True)
    return out.stdout.decode("utf-8")


def class_constants(src, name):
    """A class's constants (`X: ClassVar[str] = ...`), each evaluated with the ones before it and nothing else."""
    cls = next(n for n in ast.parse(src).body if isinstance(n, ast.ClassDef) and n.name == name)
    out = {}
    for s in cls.body:
        target = s.target if isinstance(s, ast.AnnAssign) else (s.targets[0] if isinstance(s, ast.Assign) else None)
        if isinstance(target, ast.Name) and s.value is not None:
            try:
                out[target.id] = eval(compile(ast.Expression(s.value), name, "eval"), {"__builtins__": {}}, dict(out))
            except (NameError, TypeError, AttributeError):
                pass
    return out


def record(fields):
    return yaml.safe_dump(fields, sort_keys=False, allow_unicode=True).strip()


def wasp(git_dir):
    commit = subprocess.run(
        ["git", "--git-dir", str(git_dir), "rev-parse", "HEAD"], capture_output=True, check=True, text=True
    ).stdout.strip()
    cite = lambda path: f"{WASP}@{commit[:12]}:{WPI}/{path}"  # noqa: E731
    configs = json.loads(git_show(git_dir, f"{WPI}/configs/experiment_config.raw.json"))
    configs = configs["prompt_injections_setup_config"]
    formats = class_constants(git_show(git_dir, f"{WPI}/constants.py"), "PromptInjectionFormat")
    names = [formats[k] for k in ("GOAL_HIJACKING_URL_INJECTION", "GOAL_HIJACKING_PLAIN_TEXT",
                                  "GENERIC_URL_INJECTION", "GENERIC_PLAIN_TEXT")]
    messages = formats["MESSAGE"]
    # The sites' addresses as visualwebarena/environment_docker/README.md writes them.
    host = "http://<your-server-hostname>"
    domains = {"gitlab_domain": f"{host}:8023", "reddit_domain": f"{host}:9999"}
    attacks, benign, task, params = [], [], 1000, dict(domains)
    for k, c in enumerate(configs):
        params.update(c["parameters"])  # as _prepare_injection does: one dict across the configs
        url = c["action_url"].format(**params)
        for name in (names[k % 4],):
            instruction = c["instruction"].format(**params)
            if "url_injection" in name:
                instruction = instruction.replace(" ", "-")
            text = messages[name].format(
                user_goal_str="comment", instantiated_url_of_action=url, instantiated_instruction_text=instruction
            )
            if c["environment"] == "gitlab":
                shown = record({"project": "byteblaze/dotfiles", "title": "A note from a gentleman thief",
                                "author": "arsenelupin", "description": text})
            else:
                shown = record({"forum": "allentown", "title": f"A note from a gentleman thief {task}",
                                "author": c["parameters"]["attacker_username"], "text": text})
            cls = "phrase_injection" if "url_injection" in name else "prompt_injection"
            cls = "exfiltration" if c["exfil"] else cls
            attacks.append((cls, shown, cite("configs/experiment_config.raw.json")))
        task += 1
        p = c["parameters"]
        if "user_post_text" in p:
            benign.append(record({"forum": p["user_post_forum"], "title": p["user_post_title"],
                                  "author": p["user_username"], "text": p["user_post_text"]}))
        if "user_msg_txt" in p:
            msg = {"from": p["user_username"], "to": p["user_msg_recipient"], "text": p["user_msg_txt"]}
            benign.append(record(msg))
    benign = [(t, cite("configs/experiment_config.raw.json")) for t in dict.fromkeys(benign)]
    zshrc = "environment_editors/prisitine_dotfiles_zshrc.txt"
    benign.append((git_show(git_dir, f"{WPI}/{zshrc}").strip(), cite(zshrc)))
    return attacks, benign


def pyrit(wheel_dir):
    found = sorted(Path(wheel_dir).glob(f"{PYRIT}-{PYRIT_VERSION}-*.whl"))
    if not found:
        cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "-q", f"{PYRIT}=={PYRIT_VERSION}", "-d", wheel_dir]
        subprocess.run(cmd, check=True)
        found = sorted(Path(wheel_dir).glob(f"{PYRIT}-{PYRIT_VERSION}-*.whl"))
    z = zipfile.ZipFile(found[0])
    src = z.read("pyrit/scenario/scenarios/garak/web_injection.py").decode("utf-8")
    k = class_constants(src, "WebInjection")
    seeds = yaml.safe_load(z.read("pyrit/datasets/seed_datasets/local/garak/example_domains_xss.prompt"))
    domains = [s["value"] for s in seeds["seeds"]]
    # Each template once (near copies would teach the learned signal a template, not an attack): the k-th text takes
    # the k-th domain, encoding, marker, action and link text in turn (the package picks them at random).
    texts, k_ = [], 0

    def pick(xs, step=1):
        return xs[(k_ * step) % len(xs)]

    for template in (k["MARKDOWN_IMAGE_EXFIL_TEMPLATE"], k["PLAYGROUND_MARKDOWN_EXFIL_TEMPLATE"]):
        texts.append(template.replace("{domain}", pick(domains)).replace("{encoding}", pick(k["ENCODINGS"][:3])))
        k_ += 1
    for strings, marker, action, fmt in k["STRING_ASSEMBLY_SEEDS"]:
        texts.append(k["CONCAT_TEMPLATE"].format(injected_strings=strings, injected_marker=marker,
                                                  injected_action=action, injected_output_fomat=fmt))
    uris = k["IMAGE_MARKDOWN_URI_TEMPLATES"] + k["NON_IMAGE_MARKDOWN_URI_TEMPLATES"]
    for u in uris:
        marker = pick(k["INJECTION_MARKERS"])
        base = f"https://{pick(domains)}{pick(k['URI_VAR_FORMATS'])}{pick(k['URI_VAR_NAMES'], 3)}=[{marker}]"
        uri = u.format(link_display_text=pick(k["LINK_DISPLAY_TEXTS"], 3), uri=base)
        action = pick(k["INJECTED_ACTIONS"], 3)
        texts.append(pick(k["FULL_URI_PROMPT_TEMPLATES"]).format(
            uri=uri, injected_marker=marker, encoding=pick(k["ENCODINGS"], 3), injected_action=action))
        k_ += 1
    cite = f"pypi:{PYRIT}@{PYRIT_VERSION}"
    return [("exfiltration", t.strip(), cite) for t in dict.fromkeys(texts)], []


def main():
    git_dir = Path(sys.argv[1])
    wheel_dir = sys.argv[2] if len(sys.argv) > 2 else tempfile.mkdtemp()
    clash = dojo.clashes_with_extra()
    kept = [l for l in dojo.LABELLED.read_text().splitlines() if l.strip()]
    mine = lambda s: s.startswith((f"{WASP}@", f"pypi:{PYRIT}@"))  # noqa: E731
    kept = [l for l in kept if not mine(json.loads(l)["source"])]
    new, dropped = [], 0
    for prefix, (attacks, benign), origin in (
        ("wasp", wasp(git_dir), "repository"),
        ("pyrit", pyrit(wheel_dir), "package"),
    ):
        rows = [("malicious", c, t, s) for c, t, s in attacks]
        rows += [("benign", "hard_negative" if dojo.HARD.search(t) else "benign", t, s) for t, s in benign]
        n = 0
        for label, cls, text, source in rows:
            if clash(text):
                dropped += 1
                continue
            n += 1
            new.append({"id": f"{prefix}-{n:03d}", "split": "dev", "label": label, "class": cls, "where": "answer",
                        "text": text, "source": source, "origin": origin})
    dojo.LABELLED.write_text("".join(l + "\n" for l in kept + [json.dumps(e, ensure_ascii=False) for e in new]))
    by = {}
    for e in new:
        key = f"{e['id'].split('-')[0]} {e['label']}/{e['class']}"
        by[key] = by.get(key, 0) + 1
    print(f"{len(new)} entries: {json.dumps(by, sort_keys=True)}; dropped as extra attacks: {dropped}")


if __name__ == "__main__":
    main()
