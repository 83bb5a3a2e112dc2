# Does a contextual sentence encoder (MiniLM), with a linear head trained on the development part alone, generalise to
# the held-out sources better than the n-gram model (src/screening/ngrams.ts) and the static embeddings of
# scripts/embedding-signal.py? Issue 47, branch minilm47; figures in BENCHMARKS.md "A contextual sentence encoder:
# measured". Reads what scripts/sentence-encoder-encode.py wrote (its header has the pins and the steps).
#
# On the development part alone, five folds by whole source (the export's folds), each variant scored out of fold; at
# each out-of-fold false-alarm rate on benign texts: the attacks it catches alone, the detector with it corroborating
# the rules where they ask (instead of the n-grams, and beside them), and with it flagging alone too. With --held-out,
# the candidates named in CANDIDATES are trained on the whole development part, their threshold set out of fold there
# (1% of the benign texts over it), and COUNTED on the held-out sources: counts only, no text printed.
#   /tmp/ml47/venv/bin/python scripts/sentence-encoder-signal.py /tmp/ml47/data l6int8 [--held-out]
import json
import sys
from collections import Counter

import numpy as np
from scipy.sparse import csr_matrix, hstack
from sklearn.feature_extraction.text import HashingVectorizer
from sklearn.linear_model import LogisticRegression
from sklearn.neural_network import MLPClassifier
from sklearn.preprocessing import normalize

DATA, NAME = sys.argv[1], sys.argv[2]
dev = json.load(open(f'{DATA}/dev.json'))
held = json.load(open(f'{DATA}/held.json'))
Z = np.load(f'{DATA}/{NAME}.npz')
ND = len(dev)
y = np.array([d['y'] for d in dev])
fold = np.array([d['fold'] for d in dev])
caught = np.array([d['rules'] for d in dev])
asked = np.array([d['asked'] for d in dev])
benign = int((y == 0).sum())
RATES = [0.005, 0.01, 0.02]
HEAD = Z['head']  # one unit a text, in text order: dev first, then held out
REF = HEAD[:ND]


def standard(a):
    """Standardised by the development part's head embeddings (no label read)."""
    return (a - REF.mean(0)) / (REF.std(0) + 1e-6)


def logistic(x, labels, c):
    return LogisticRegression(C=c, class_weight='balanced', max_iter=3000).fit(x, labels)


def unit_max(model, kinds, texts):
    """Each text's highest score over its head and its units of the kinds named (windows, sentences)."""
    best = model.decision_function(standard(HEAD[texts]))
    at = {t: r for r, t in enumerate(texts)}
    for kind in kinds:
        owner = Z[f'{kind}_of']
        keep = np.isin(owner, texts)
        scores = model.decision_function(standard(Z[kind][keep]))
        for t, s in zip(owner[keep], scores):
            best[at[t]] = max(best[at[t]], s)
    return best


def ngram_features(texts):
    """The n-grams as scripts/embedding-signal.py approximates ngrams.ts (sklearn's hashing)."""
    words = HashingVectorizer(n_features=2**16, ngram_range=(1, 2), alternate_sign=False, norm=None,
                              token_pattern=r'[\w./@$<>\[\]~-]+')
    chars = HashingVectorizer(n_features=2**16, analyzer='char', ngram_range=(4, 4), alternate_sign=False, norm=None)
    low = [t.lower() for t in texts]
    return normalize((words.transform(low) + chars.transform(low)).tocsr())


def out_of_fold(fit_score):
    oof = np.zeros(ND)
    for f in range(5):
        train, test = np.where(fold != f)[0], np.where(fold == f)[0]
        oof[test] = fit_score(train, test)
    return oof


def over(oof, rate):
    return oof > np.sort(oof[y == 0])[::-1][int(rate * benign)]


def tally(flag):
    return f'{(flag & (y == 1)).sum()}/{int(y.sum())} ({(flag & (y == 0)).sum()})'


GRAMS = ngram_features([d['text'] for d in dev])
NG = out_of_fold(lambda tr, te: logistic(GRAMS[tr], y[tr], 10.0).decision_function(GRAMS[te]))


def report(name, oof):
    for rate in RATES:
        o, ng = over(oof, rate), over(NG, rate)
        print(f'{name} at {rate}: alone {tally(o)}; corroborating {tally(caught | (asked & o))}; beside the n-grams '
              f'{tally(caught | (asked & (ng | o)))}; flagging alone too {tally(caught | (asked & ng) | o)}')


def mlp(x, train, test):
    up = np.concatenate([train, np.repeat(train[y[train] == 1], 5)])
    model = MLPClassifier((64,), alpha=1e-2, max_iter=300, random_state=7).fit(x[up], y[up])
    return model.predict_proba(x[test])[:, 1]


def head(c):
    return lambda tr, te: logistic(standard(REF[tr]), y[tr], c).decision_function(standard(REF[te]))


def sentence_mean():
    """Each text's sentences' embeddings averaged (a text of one sentence: its head)."""
    owner, sent = Z['sent_of'], Z['sent']
    sums = np.zeros_like(HEAD)
    np.add.at(sums, owner, sent)
    return sums / np.bincount(owner, minlength=len(HEAD))[:, None]


def nearest(tr, te, k=5):
    """How much nearer a text's head is to its k nearest training attacks than to its k nearest benign texts."""
    sim = REF[te] @ REF[tr].T
    top = lambda m: -np.sort(-m, axis=1)[:, :k].mean(1)
    return top(sim[:, y[tr] == 1]) - top(sim[:, y[tr] == 0])


SMEAN = standard(sentence_mean())
BOTH = hstack([GRAMS, csr_matrix(standard(REF) * 0.05)]).tocsr()
VARIANTS = {
    **{f'head C={c}': head(c) for c in (0.001, 0.003, 0.01, 0.1, 1.0)},
    'nearest neighbours, k=5': nearest,
    'sentence mean C=0.01': lambda tr, te: logistic(SMEAN[tr], y[tr], 0.01).decision_function(SMEAN[te]),
    'n-grams and the head in one model C=10': lambda tr, te: logistic(BOTH[tr], y[tr], 10).decision_function(BOTH[te]),
    'head C=0.1, max over windows': lambda tr, te: unit_max(logistic(standard(REF[tr]), y[tr], 0.1), ['win'], te),
    'head C=0.1, max over sentences': lambda tr, te: unit_max(logistic(standard(REF[tr]), y[tr], 0.1), ['sent'], te),
    'MLP (64) over the head': lambda tr, te: mlp(standard(REF), tr, te),
}


def whole_head(c):
    """Trained on the whole development part, scoring the held-out texts' heads."""
    return lambda: logistic(standard(REF), y, c).decision_function(standard(HEAD[ND:]))


def whole_both():
    held_both = hstack([ngram_features([h['text'] for h in held]), csr_matrix(standard(HEAD[ND:]) * 0.05)]).tocsr()
    return logistic(BOTH, y, 10.0).decision_function(held_both)


# Chosen on the development part (BENCHMARKS.md): each encoder's best logistic head alone, and the n-grams with the
# head in one model (the L3 MLP, better alone, finished after these were counted and was not).
CANDIDATES = {
    'l6int8': {
        'A: all-MiniLM-L6-v2 (int8), its head, logistic C=0.01': (head(0.01), whole_head(0.01)),
        'C: the n-grams and the L6 head in one model, C=10': (VARIANTS['n-grams and the head in one model C=10'],
                                                              whole_both),
    },
    'l3': {'B: paraphrase-MiniLM-L3-v2, its head, logistic C=0.1': (head(0.1), whole_head(0.1))},
}.get(NAME, {})


def development():
    print(f'{NAME}: development {int(y.sum())} attacks, {benign} benign; the rules alone {tally(caught)}; '
          f'n-grams corroborating at 1% {tally(caught | (asked & over(NG, 0.01)))}')
    report('n-grams (sklearn, as ngrams.ts) C=10', NG)
    wanted = sys.argv[3:]
    for name, fit_score in VARIANTS.items():
        if not wanted or name in wanted:
            report(name, out_of_fold(fit_score))


def count(name, flag):
    hy = np.array([h['y'] for h in held])
    harvest = np.array([h['origin'] == 'package' for h in held])
    classes = Counter(h['cls'] for h in held if h['y'])
    per = ', '.join(f"{c} {sum(1 for i, h in enumerate(held) if h['cls'] == c and flag[i])}/{t}"
                    for c, t in sorted(classes.items()))
    print(f'{name}: recall {(flag & (hy == 1)).sum()}/{int(hy.sum())}, false alarms {(flag & (hy == 0)).sum()}/'
          f'{int((hy == 0).sum())}, harvest {(flag & harvest).sum()}/{int(harvest.sum())}; {per}')


def held_out():
    for name, key in (('the rules alone', 'rules'), ('main', 'now'), ('the n-gram signal alone', 'ngram')):
        count(name, np.array([h[key] for h in held]))
    now, asked_held = (np.array([h[k] for h in held]) for k in ('now', 'asked'))
    shown = np.array([h['where'] != 'answer' for h in held])
    for name, (fit_score, whole) in CANDIDATES.items():
        at = np.sort(out_of_fold(fit_score)[y == 0])[::-1][int(0.01 * benign)]
        flag = whole() > at
        print(f'--- {name}: threshold {at:.3f}')
        count('(a) alone', flag)
        count('(b) main, and it corroborating where the rules ask', now | (asked_held & flag))
        count('(c) main, and it flagging any shown text', now | (shown & flag))


held_out() if '--held-out' in sys.argv else development()
