# Does a model that reads meaning through pretrained embeddings generalise across sources better than the n-gram
# model (src/screening/ngrams.ts)? Issue 47, branch embed47; the answer and its figures are in
# docs/benchmarks-history.md "A pretrained embedding signal: measured, not shipped". The embeddings: PyPI
# wordllama==0.4.0.post1 (MIT), whose wheel ships wordllama/weights/l2_supercat_256.safetensors (32000 Llama-2 tokens
# x 256, fp16) and the Llama-2 tokenizer.
#
# On the development part alone, five folds by whole source (scripts/train-screening-model.ts's folds), each variant
# scored out of fold; for each out-of-fold false-alarm rate on benign texts: the attacks it catches alone, and the
# detector's recall (false alarms) with it corroborating the rules where they ask the learned signal and flagging alone
# (as scripts/compare-learned-signals.ts prints for the n-grams). With --held-out, the two candidates named below are
# trained on the whole development part, their threshold set out of fold there, and COUNTED on the held-out sources:
# counts only, no text printed. If jsids.json is there, the ids of npm llama-tokenizer-js are compared with these.
#
#   python3 -m venv /tmp/wl
#   /tmp/wl/bin/pip install numpy==2.4.6 tokenizers==0.23.3 safetensors==0.8.0 scikit-learn==1.9.1
#   pip download --no-deps wordllama==0.4.0.post1 -d /tmp/wheel && unzip -q /tmp/wheel/*.whl -d /tmp/wheel/x
#   npx tsx scripts/embedding-signal-export.ts /tmp/embedding-signal
#   /tmp/wl/bin/python scripts/embedding-signal.py /tmp/wheel/x/wordllama /tmp/embedding-signal [--held-out]
import json
import re
import sys
from collections import Counter

import numpy as np
from safetensors.numpy import load_file
from scipy.sparse import csr_matrix, hstack
from sklearn.feature_extraction.text import HashingVectorizer
from sklearn.linear_model import LogisticRegression
from sklearn.neural_network import MLPClassifier
from sklearn.preprocessing import normalize
from tokenizers import Tokenizer

WHEEL, DATA = sys.argv[1], sys.argv[2]
E = load_file(f'{WHEEL}/weights/l2_supercat_256.safetensors')['embedding.weight'].astype(np.float32)
TOK = Tokenizer.from_file(f'{WHEEL}/tokenizers/l2_supercat_tokenizer_config.json')
dev = json.load(open(f'{DATA}/dev.json'))
held = json.load(open(f'{DATA}/held.json'))
RATES = [0.002, 0.005, 0.01, 0.02]


def token_ids(texts):
    return [np.array(e.ids, dtype=np.int64) for e in TOK.encode_batch(texts, add_special_tokens=False)]


ids = token_ids([d['text'] for d in dev])
y = np.array([d['y'] for d in dev])
fold = np.array([d['fold'] for d in dev])
caught = np.array([d['rules'] for d in dev])
asked = np.array([d['asked'] for d in dev])
benign = int((y == 0).sum())


def mean_of(idl):
    return np.stack([E[i].mean(0) if len(i) else np.zeros(E.shape[1], np.float32) for i in idl])


def unit(a):
    return a / (np.linalg.norm(a, axis=1, keepdims=True) + 1e-9)


def standard(a, ref):
    """Standardised by the statistics of the whole development part's features (no label read)."""
    return (a - ref.mean(0)) / (ref.std(0) + 1e-6)


def logistic(x, labels, c):
    return LogisticRegression(C=c, class_weight='balanced', max_iter=3000).fit(x, labels)


def window_max(scores, k):
    """The highest mean of k consecutive token scores, or of all of them: a linear model over window means."""
    if len(scores) == 0:
        return 0.0
    if len(scores) <= k:
        return scores.mean()
    c = np.concatenate([[0], np.cumsum(scores)])
    return max(((c[k:] - c[:-k]) / k).max(), scores.mean())


def linear_windows(model, x, idl, k):
    """Scores of a linear model over the standardised token mean, as 32000 token scores: max over k-token windows."""
    sd = x.std(0) + 1e-6
    w = model.coef_[0] / sd
    b = model.intercept_[0] - (model.coef_[0] * x.mean(0) / sd).sum()
    return np.array([b + window_max(E[i] @ w, k) for i in idl])


def tally(flag):
    return f'{(flag & (y == 1)).sum()}/{int(y.sum())} ({(flag & (y == 0)).sum()})'


def report(name, oof):
    ranked = np.sort(oof[y == 0])[::-1]
    for rate in RATES:
        over = oof > ranked[int(rate * benign)]
        print(f'{name} at {rate}: alone {tally(over)}; corroborating {tally(caught | (asked & over))}; '
              f'flagging alone too {tally(caught | over)}')


def out_of_fold(fit_score):
    oof = np.zeros(len(y))
    for f in range(5):
        train, test = np.where(fold != f)[0], np.where(fold == f)[0]
        oof[test] = fit_score(train, test)
    return oof


def mlp(x, train, test):
    up = np.concatenate([train, np.repeat(train[y[train] == 1], 5)])
    model = MLPClassifier((64,), alpha=1e-2, max_iter=300, random_state=7).fit(x[up], y[up])
    return model.predict_proba(x[test])[:, 1]


def sentence_max(x, model, i):
    parts = [p for p in re.split(r'(?<=[.!?\n])\s+', dev[i]['text']) if p.strip()]
    rows = [unit(mean_of([s]))[0] for s in token_ids(parts) if len(s) >= 4] if parts else []
    return model.decision_function(standard(np.stack([unit(mean_of([ids[i]]))[0], *rows]), x)).max()


def development():
    print(f'development: {int(y.sum())} attacks, {benign} benign; the rules alone {tally(caught)}')
    m, n = mean_of(ids), unit(mean_of(ids))
    for c in (0.01, 0.1, 1.0):
        report(f'linear over the token mean C={c}', out_of_fold(
            lambda tr, te: logistic(standard(m[tr], m), y[tr], c).decision_function(standard(m[te], m))))
    for k in (16, 32, 64):
        report(f'the same, max over {k}-token windows C=0.01', out_of_fold(
            lambda tr, te: linear_windows(logistic(standard(m[tr], m), y[tr], 0.01), m, [ids[i] for i in te], k)))
    normalised = {}
    for c in (0.01, 1.0):
        normalised[c] = out_of_fold(
            lambda tr, te: logistic(standard(n[tr], n), y[tr], c).decision_function(standard(n[te], n)))
        report(f'linear over the normalised token mean C={c}', normalised[c])
    def by_sentence(tr, te):
        model = logistic(standard(n[tr], n), y[tr], 0.01)
        return np.array([sentence_max(n, model, i) for i in te])

    report('normalised mean, max over sentences C=0.01', out_of_fold(by_sentence))
    both = np.hstack([m, np.stack([E[i].max(0) if len(i) else np.zeros(E.shape[1], np.float32) for i in ids])])
    report('linear over the token mean and max-pool C=0.01', out_of_fold(
        lambda tr, te: logistic(standard(both[tr], both), y[tr], 0.01).decision_function(standard(both[te], both))))
    report('an MLP (64) over the normalised token mean', out_of_fold(lambda tr, te: mlp(standard(n, n), tr, te)))
    texts = [d['text'].lower() for d in dev]
    words = HashingVectorizer(n_features=2**16, ngram_range=(1, 2), alternate_sign=False, norm=None,
                              token_pattern=r'[\w./@$<>\[\]~-]+')
    chars = HashingVectorizer(n_features=2**16, analyzer='char', ngram_range=(4, 4), alternate_sign=False, norm=None)
    g = normalize((words.transform(texts) + chars.transform(texts)).tocsr())
    gn = hstack([g, csr_matrix(standard(n, n) * 0.05)]).tocsr()
    for name, x in (('n-grams (sklearn, as ngrams.ts)', g), ('n-grams and the normalised token mean', gn)):
        report(f'{name} C=10', out_of_fold(lambda tr, te: logistic(x[tr], y[tr], 10.0).decision_function(x[te])))
    grams = out_of_fold(lambda tr, te: logistic(g[tr], y[tr], 10.0).decision_function(g[te]))
    for rate in RATES:
        ng, em = (s > np.sort(s[y == 0])[::-1][int(rate * benign)] for s in (grams, normalised[0.01]))
        print(f'n-grams corroborating at {rate}: {tally(caught | (asked & ng))}; the normalised mean C=0.01 beside '
              f'them {tally(caught | (asked & (ng | em)))}, flagging alone {tally(caught | (asked & ng) | em)}')


def count(name, flag):
    hy = np.array([h['y'] for h in held])
    harvest = np.array([h['origin'] == 'package' for h in held])
    classes = Counter(h['cls'] for h in held if h['y'])
    per = ', '.join(f"{c} {sum(1 for i, h in enumerate(held) if h['cls'] == c and flag[i])}/{t}"
                    for c, t in sorted(classes.items()))
    print(f'{name}: recall {(flag & (hy == 1)).sum()}/{int(hy.sum())}, false alarms {(flag & (hy == 0)).sum()}/'
          f'{int((hy == 0).sum())}, harvest {(flag & harvest).sum()}/{int(harvest.sum())}; {per}')


def candidate(name, features, score):
    """Trained on the whole development part, its threshold where out-of-fold benign texts pass it as 1%."""
    x = features(ids)
    oof = out_of_fold(lambda tr, te: score(logistic(standard(x[tr], x), y[tr], 0.01), x, x[te], [ids[i] for i in te]))
    at = np.sort(oof[y == 0])[::-1][int(0.01 * benign)]
    hids = token_ids([h['text'] for h in held])
    over = score(logistic(standard(x, x), y, 0.01), x, features(hids), hids) > at
    now, asked_held = (np.array([h[k] for h in held]) for k in ('now', 'asked'))
    shown = np.array([h['where'] != 'answer' for h in held])
    print(f'--- {name}: threshold {at:.3f}')
    count('(a) alone', over)
    count('(b) main, and it corroborating where the rules ask', now | (asked_held & over))
    count('(c) main, and it flagging any shown text', now | (shown & over))


def held_out():
    for name, key in (('the rules alone', 'rules'), ('main', 'now'), ('the n-gram signal alone', 'ngram')):
        count(name, np.array([h[key] for h in held]))
    candidate('A: linear over the token mean, max over 16-token windows (ships as 32000 scores)', mean_of,
              lambda model, ref, x, idl: linear_windows(model, ref, idl, 16))
    candidate('B: linear over the normalised token mean (needs the whole table)', lambda idl: unit(mean_of(idl)),
              lambda model, ref, x, idl: model.decision_function(standard(x, ref)))


def tokenizer_check():
    try:
        js = json.load(open(f'{DATA}/jsids.json'))
    except FileNotFoundError:
        return
    hf = [list(map(int, i)) for i in ids] + [list(map(int, i)) for i in token_ids([h['text'] for h in held])]
    print(f'llama-tokenizer-js against the Hugging Face tokenizer: {sum(a != b for a, b in zip(js, hf))} of '
          f'{len(hf)} texts differ')


tokenizer_check()
held_out() if '--held-out' in sys.argv else development()
