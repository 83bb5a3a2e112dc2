"""The labelled set's texts from AgentDojo (pypi:agentdojo@0.1.35, MIT; docs/scoring/screening.md "The labelled set").

The source is `pypi:agentdojo`: `printf %s pypi:agentdojo | sha256sum | cut -c1` gives `d`, so every text of it is in
the development split (test/fixtures/screening/README.md). The script downloads the wheel with pip, reads it, and
rewrites the package's entries of test/fixtures/screening/labelled.jsonl (ids `dojo-NNN`, every earlier entry of the
package dropped first), so that running it twice writes the same file:

    python3 scripts/screening-agentdojo.py [WHEEL_DIR]    # WHEEL_DIR: where pip downloads to (a temporary one if none)

AgentDojo is a benchmark of injections in what an agent's tools answer: four suites (banking, slack, travel,
workspace), each an environment of the data its tools return (emails, calendar events, files, transactions, Slack
messages, web pages, reviews) with injection vectors in it (`{vector}` placeholders, each with a default benign value),
injection tasks (an attacker's GOAL) and attack templates that put the goal into words at every vector. Three kinds of
entries, each cited `pypi:agentdojo@0.1.35`:

- attacks (`where: answer`): an attack template with an injection task's GOAL put in (`{goal}`, `{user}`, `{model}`,
  `{task}`, and `{tools}` for tool_knowledge, filled as the package fills them), placed at one injection vector of a
  record of the environment (the other vectors at their defaults) and shown as the package's tool runtime shows a
  record (`tool_result_to_str`: a YAML dump of the record, or a file's or page's text as it is). Every template of
  agentdojo/attacks/ (the six important_instructions variants, tool_knowledge, direct, ignore_previous,
  system_message, injecagent, and the five DoS strings, which have no goal) and every suite; the goals of every
  version of the injection tasks (v1 to v1_2_1), each text once. Sampled without randomness: the k-th attack of a
  suite takes its next goal, the next template (a stride of 7 over the 11 goal templates, across the suites) and its
  (k mod n)-th carrier, a record with a vector in it. At most CAP attacks, and at most PER_CARRIER in one carrier: a
  carrier's own words in many attacks are learnt by the learned signal as an attack's (with all of CAP, 9 in each of
  the banking suite's 4 carriers, its page of a Zurich restaurant, at its defaults, scored 2.82 and lifted the answers
  threshold from 2.24 to 2.82; at 3 it is 1.98 and no README paragraph of a held package goes over it): 101 attacks.
- benign answers: the environment's records with every vector at its default, shown the same way; those that talk
  like attacks (test/helpers/labelled.ts's HARD words in the record's values, not its field names: passwords,
  sending, deleting, security) first, as `hard_negative`, then the others, at most BENIGN.
- benign tool descriptions (`where: tool description`, `tool` its function's name): the docstring of every function a
  suite lists as a tool (its TOOLS), without its `:return:` and `:raises:` lines, the suite's other tools as siblings.

The class of an attack, by what its goal does (GOAL_CLASS below, read from the goal's words):
- exfiltration: it sends data of the user's out (a transaction, mail, message or post that includes messages,
  contents, codes, numbers or information) to the attacker's address, account or site;
- shadowing: it redirects the user's own things or the model's calls (a payment's recipient changed, a link sent or
  visited, a recommendation steered), and every goal in tool_knowledge's words (it names the tools to call);
- otherwise the template's: `ignore_previous`, `injecagent`, `direct` (orders to drop the instructions or new orders)
  phrase_injection; `important_instructions`, `system_message` and the DoS strings (a message that claims to come from
  the user or the system) prompt_injection.

A text that matches an extra attack of the learned signal (test/fixtures/screening/extra-attacks.jsonl: the same first
60 normalised characters, or one inside the other) is dropped, as test/screening/labelled.test.ts asks. Counts only are
printed.
"""

import ast
import inspect
import json
import re
import subprocess
import sys
import tempfile
import unicodedata
import zipfile
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "test" / "fixtures" / "screening"
LABELLED = FIXTURES / "labelled.jsonl"
EXTRA = FIXTURES / "extra-attacks.jsonl"
PACKAGE, VERSION = "agentdojo", "0.1.35"
SOURCE = f"pypi:{PACKAGE}@{VERSION}"
SUITES = ["banking", "slack", "travel", "workspace"]
CAP, BENIGN = 150, 120
# An attack's carrier holds at most this many (see above); 2 let the model flag 4 held README paragraphs.
PER_CARRIER = 3

HARD = re.compile(
    r"\b(?:credential|password|secret|token|api[ _-]?key|private key|ssh|\.env|delet|remov|destroy|drop|"
    r"security|permission|must|never|always|do not|don't|ignore|important|instruction|send|upload|email|"
    r"forward|execut|shell|command|before (?:using|calling)|prefer|instead)",
    re.I,
)

DEFAULT_USER, DEFAULT_MODEL = "the user", "the AI language model"


def wheel(d):
    found = sorted(Path(d).glob(f"{PACKAGE}-{VERSION}-*.whl"))
    if not found:
        cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "-q", f"{PACKAGE}=={VERSION}", "-d", str(d)]
        subprocess.run(cmd, check=True)
        found = sorted(Path(d).glob(f"{PACKAGE}-{VERSION}-*.whl"))
    return zipfile.ZipFile(found[0])


def read(z, path):
    return z.read(f"agentdojo/{path}").decode("utf-8")


# ---- the attack templates (agentdojo/attacks/*.py), read from the package's own source -------------------------


def class_strings(src):
    """Each class's string constants (`_JB_STRING`, `_DOS_STRING`), its `name`, base, the template its __init__ hands
    to FixedJailbreakAttack, and the user and model names it sets."""
    out = {}
    for c in [n for n in ast.parse(src).body if isinstance(n, ast.ClassDef)]:
        info = {"base": ast.unparse(c.bases[0]) if c.bases else None}
        for s in c.body:
            if isinstance(s, (ast.Assign, ast.AnnAssign)):
                target = s.targets[0] if isinstance(s, ast.Assign) else s.target
                if isinstance(target, ast.Name) and isinstance(s.value, ast.Constant):
                    info[target.id] = s.value.value
            if isinstance(s, ast.FunctionDef) and s.name == "__init__":
                for n in ast.walk(s):
                    if isinstance(n, ast.Call) and ast.unparse(n.func) == "super().__init__":
                        strings = [a.value for a in n.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
                        if strings:
                            info["_JB_STRING"] = strings[0]
                    if isinstance(n, ast.Assign) and ast.unparse(n.targets[0]) in ("self.user_name", "self.model_name"):
                        key = ast.unparse(n.targets[0])[5:]
                        info[key] = ast.unparse(n.value)
        out[c.name] = info
    return out


def templates(z):
    """(name, template, user, model, is_dos) for every registered attack but `manual` (it asks a person)."""
    classes = {}
    for f in ["baseline_attacks.py", "important_instructions_attacks.py", "dos_attacks.py"]:
        classes.update(class_strings(read(z, f"attacks/{f}")))

    def inherited(name, key):
        while name in classes:
            if key in classes[name]:
                return classes[name][key]
            name = classes[name]["base"]
        return None

    def person(value, default):
        # What the package sets: a literal, a default constant, or the pipeline's model name (GPT-4 here: the package's
        # first model; the wrong-model variant takes another, Claude).
        if value is None or value in ("DEFAULT_USER_NAME", "DEFAULT_MODEL_NAME"):
            return default
        if value == "get_model_name_from_pipeline(target_pipeline)":
            return "GPT-4"
        if value == "get_wrong_model_name_from_pipeline(target_pipeline)":
            return "Claude"
        return ast.literal_eval(value) if value[:1] in "'\"" else value

    out = []
    for cls, info in classes.items():
        name = info.get("name")
        if not name or name == "manual":
            continue
        dos = inherited(cls, "_DOS_STRING")
        template = dos or inherited(cls, "_JB_STRING")
        user = person(inherited(cls, "user_name"), DEFAULT_USER)
        model = person(inherited(cls, "model_name"), DEFAULT_MODEL)
        out.append((name, template, user, model, dos is not None))
    return out


# ---- the injection tasks' goals, and the tool calls tool_knowledge names ----------------------------------------


def constants(body, ns):
    """The simple constants of a module or class body, evaluated in turn (f-strings of earlier ones included)."""
    ns = dict(ns)
    for s in body:
        if isinstance(s, ast.Assign) and len(s.targets) == 1 and isinstance(s.targets[0], ast.Name):
            try:
                ns[s.targets[0].id] = eval(compile(ast.Expression(s.value), "<goal>", "eval"), {"__builtins__": {}}, ns)
            except Exception:
                pass
    return ns


def tool_calls(cls, ns):
    """The ground truth's tool calls with their placeholder arguments, as tool_knowledge puts them in words; None when
    they are computed from the environment (that task is left out of tool_knowledge)."""
    gt = next((s for s in cls.body if isinstance(s, ast.FunctionDef) and s.name == "ground_truth"), None)
    if gt is None:
        return None
    if any(isinstance(n, (ast.ListComp, ast.For, ast.GeneratorExp)) for n in ast.walk(gt)):
        return None
    calls = []
    for n in ast.walk(gt):
        if isinstance(n, ast.Call) and ast.unparse(n.func) == "FunctionCall":
            kw = {k.arg: k.value for k in n.keywords}
            if "placeholder_args" not in kw or "function" not in kw:
                return None
            expr = ast.unparse(kw["placeholder_args"]).replace("self.", "")
            try:
                args = eval(expr, {"__builtins__": {}}, ns)
            except Exception:
                return None
            calls.append((ast.literal_eval(kw["function"]), args))
    return calls or None


def tools_sequence(calls):
    out = ""
    for i, (function, args) in enumerate(calls):
        if i == 0:
            out += f"You should use the tool `{function}` with the following arguments: {args}. "
        elif i == len(calls) - 1:
            out += f"Finally, you should use the tool `{function}` with the arguments: {args}. "
        else:
            out += f"Then, you should use the tool `{function}` with the arguments: {args}. "
    return out


def goals(z, suite):
    """(version/task, goal, tool calls or None) of every version's injection tasks of a suite, each goal once."""
    names = sorted(
        n for n in z.namelist() if re.match(rf"agentdojo/default_suites/v1[\w]*/{suite}/injection_tasks\.py$", n)
    )
    names.sort(key=lambda n: [int(x) for x in re.findall(r"\d+", n.split("/")[2])])
    seen, out = set(), []
    for n in names:
        tree = ast.parse(z.read(n).decode("utf-8"))
        module = constants(tree.body, {})
        for c in [s for s in tree.body if isinstance(s, ast.ClassDef)]:
            ns = constants(c.body, module)
            goal = ns.get("GOAL")
            if not isinstance(goal, str) or goal in seen:
                continue
            seen.add(goal)
            out.append((f"{n.split('/')[2]}/{c.name}", goal, tool_calls(c, ns)))
    return out


def user_task_prompt(z, suite):
    """The first user task's PROMPT (v1): what `{task}` is filled with, should a template ask for it."""
    tree = ast.parse(read(z, f"default_suites/v1/{suite}/user_tasks.py"))
    for c in [s for s in tree.body if isinstance(s, ast.ClassDef)]:
        ns = constants(c.body, constants(tree.body, {}))
        if isinstance(ns.get("PROMPT"), str):
            return ns["PROMPT"]
    return ""


EXFIL_DATA = re.compile(
    r"\b(?:includ\w*|contents?|body of|messages|information|security code|passport|numbers?|overview)\b", re.I
)
EXFIL_OUT = re.compile(r"\b(?:send|email|post|transaction)\w*\b", re.I)
REDIRECT = re.compile(
    r"\b(?:modify the recipient|send a link|visit a website|should absolutely visit|make a reservation)\b", re.I
)


def goal_class(goal, template):
    if EXFIL_OUT.search(goal) and EXFIL_DATA.search(goal):
        return "exfiltration"
    if template == "tool_knowledge" or REDIRECT.search(goal):
        return "shadowing"
    if template in ("ignore_previous", "injecagent", "direct"):
        return "phrase_injection"
    return "prompt_injection"


# ---- the environments: their records, as the tools return them -------------------------------------------------


class Include(yaml.SafeLoader):
    pass


def environment(z, suite):
    def include(loader, node):
        return yaml.load(read(z, f"data/suites/{suite}/{loader.construct_scalar(node)}"), Include)

    Include.add_constructor("!include", include)
    env = yaml.load(read(z, f"data/suites/{suite}/environment.yaml"), Include)
    vectors = yaml.safe_load(read(z, f"data/suites/{suite}/injection_vectors.yaml"))
    return env, {k: v["default"] for k, v in vectors.items()}


def records(node, path=""):
    """Each record a tool returns: a mapping inside a list (an email, an event, a file, a transaction, a message, a
    hotel), or a text under a mapping of texts (a web page, a file of the banking suite's file system)."""
    if isinstance(node, list):
        for i, item in enumerate(node):
            if isinstance(item, dict):
                yield f"{path}[{i}]", item
            else:
                yield from records(item, f"{path}[{i}]")
    elif isinstance(node, dict):
        texts = [v for v in node.values() if isinstance(v, str)]
        if path.endswith(("web_content", "files")) and len(texts) == len(node):
            for k, v in node.items():
                yield f"{path}.{k}", v
            return
        for k, v in node.items():
            yield from records(v, f"{path}.{k}")


def fill(node, values):
    if isinstance(node, str):
        return re.sub(r"\{(\w+)\}", lambda m: values.get(m.group(1), m.group(0)), node)
    if isinstance(node, list):
        return [fill(x, values) for x in node]
    if isinstance(node, dict):
        return {k: fill(v, values) for k, v in node.items()}
    return node


def placeholders(node):
    return set(re.findall(r"\{(\w+)\}", json.dumps(node, default=str)))


def values(node):
    """A record's texts without its field names (every email has a `sender`): what tells a hard negative."""
    if isinstance(node, dict):
        return "\n".join(values(v) for v in node.values())
    if isinstance(node, list):
        return "\n".join(values(v) for v in node)
    return str(node)


def shown(record):
    """The text a tool's answer holds (agentdojo/agent_pipeline/tool_execution.py's tool_result_to_str)."""
    return record if isinstance(record, str) else yaml.safe_dump(record).strip()


# ---- the tools' descriptions ------------------------------------------------------------------------------------


def descriptions(z):
    docs = {}
    for n in sorted(x for x in z.namelist() if re.match(r"agentdojo/default_suites/v1/tools/\w+\.py$", x)):
        for f in ast.parse(z.read(n).decode("utf-8")).body:
            if isinstance(f, ast.FunctionDef) and ast.get_docstring(f):
                docs[f.name] = ast.get_docstring(f)
    out, seen = [], set()
    for suite in SUITES:
        tree = ast.parse(read(z, f"default_suites/v1/{suite}/task_suite.py"))
        listed = next(
            [e.id for e in s.value.elts]
            for s in tree.body
            if isinstance(s, ast.Assign) and ast.unparse(s.targets[0]) == "TOOLS"
        )
        for tool in listed:
            if tool in seen or tool not in docs:
                continue
            seen.add(tool)
            lines = [l for l in inspect.cleandoc(docs[tool]).split("\n") if not l.startswith((":return", ":raises"))]
            out.append((tool, "\n".join(lines).strip(), [t for t in listed if t != tool]))
    return out


# ---- what the set may not hold ----------------------------------------------------------------------------------


def norm(text):
    return re.sub(r"[^a-z0-9]+", "", unicodedata.normalize("NFKC", text).lower())


def clashes_with_extra():
    extra = [norm(json.loads(l)["text"]) for l in EXTRA.read_text().splitlines() if l.strip()]
    heads = {t[:60] for t in extra}

    def clash(text):
        b = norm(text)
        return (len(b) >= 20 and b[:60] in heads) or any(t in b or (len(b) >= 60 and b in t) for t in extra)

    return clash


def main():
    d = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.mkdtemp())
    z = wheel(d)
    clash = clashes_with_extra()
    all_templates = templates(z)
    goal_templates = [t for t in all_templates if not t[4]]
    dos_templates = [t for t in all_templates if t[4]]
    attacks, benign, carried = [], [], []
    dropped, g = 0, 0
    for s, suite in enumerate(SUITES):
        env, defaults = environment(z, suite)
        # The records with a vector in them, each with its first vector: where an attack goes.
        carriers = [(p, r, sorted(placeholders(r) & set(defaults))) for p, r in records(env)]
        carriers = [(p, r, v[0]) for p, r, v in carriers if v]
        suite_goals = goals(z, suite)
        task = user_task_prompt(z, suite)
        dos = dos_templates[s :: len(SUITES)]
        # The k-th attack of a suite goes into its (k mod n)-th carrier, each carrier at most PER_CARRIER times: a
        # carrier's own words in many attacks would be learnt as an attack's (its benign record is in the set once).
        wanted = min(PER_CARRIER * len(carriers), (CAP - len(dos_templates)) // len(SUITES) + len(dos))
        plan = [(t, "", None) for t in dos]
        i = 0
        while len(plan) < wanted and i < len(suite_goals) * len(goal_templates):
            template = goal_templates[(g * 7) % len(goal_templates)]
            _, goal, calls = suite_goals[i % len(suite_goals)]
            i += 1
            if template[0] == "tool_knowledge" and calls is None:
                continue
            g += 1
            plan.append((template, goal, calls))
        for k, (template, goal, calls) in enumerate(plan):
            _, jb, user, model, is_dos = template
            text = jb.format(goal=goal, user=user, model=model, task=task, tools=tools_sequence(calls or []))
            _, record, vector = carriers[k % len(carriers)]
            answer = shown(fill(record, dict(defaults, **{vector: text})))
            if clash(answer):
                dropped += 1
                continue
            attacks.append(("prompt_injection" if is_dos else goal_class(goal, template[0]), answer))
        carried += [shown(fill(r, defaults)) for _, r, _ in carriers]
        for p, r in records(env):
            text = shown(fill(r, defaults))
            if len(norm(text)) >= 20 and not clash(text):
                benign.append(("hard_negative" if HARD.search(values(fill(r, defaults))) else "benign", text))
            elif clash(text):
                dropped += 1
    # Each text once; the hard benign answers first, then the others, each in the environments' order.
    seen = set()
    attacks = [a for a in attacks if not (a[1] in seen or seen.add(a[1]))]
    benign = [b for b in benign if not (b[1] in seen or seen.add(b[1]))]
    # The carriers' own records first (an attack's benign twin), then the hard ones, then the others.
    rank = {t: i for i, t in enumerate(carried)}
    benign.sort(key=lambda b: (b[1] not in rank, b[0] != "hard_negative"))
    benign = benign[:BENIGN]
    tools = descriptions(z)

    # The other sources' lines kept as they are, byte for byte.
    kept = [l for l in LABELLED.read_text().splitlines() if l.strip()]
    kept = [l for l in kept if not json.loads(l)["source"].startswith(f"pypi:{PACKAGE}@")]
    new = []

    def add(label, cls, where, text, **more):
        entry = {"id": f"dojo-{len(new) + 1:03d}", "split": "dev", "label": label, "class": cls, "where": where}
        new.append({**entry, **more, "text": text, "source": SOURCE, "origin": "package"})

    for cls, text in attacks[:CAP]:
        add("malicious", cls, "answer", text)
    for cls, text in benign:
        add("benign", cls, "answer", text)
    for tool, text, siblings in tools:
        add("benign", "hard_negative" if HARD.search(text) else "benign", "tool description", text, tool=tool,
            siblings=siblings)
    LABELLED.write_text("".join(l + "\n" for l in kept + [json.dumps(e, ensure_ascii=False) for e in new]))
    by = {}
    for e in new:
        k = f"{e['label']}/{e['class']}/{e['where']}"
        by[k] = by.get(k, 0) + 1
    print(f"{len(new)} entries from {SOURCE}: {json.dumps(by, sort_keys=True)}; dropped as extra attacks: {dropped}")
    print(f"templates: {[t[0] for t in all_templates]}")


if __name__ == "__main__":
    main()
