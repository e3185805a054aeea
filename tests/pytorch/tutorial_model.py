#!/usr/bin/env python3
# Builds, trains and saves a small model of the from-scratch PyTorch tutorial
# design (InputEmbeddings, PositionalEncoding, LayerNormalization, ...,
# build_transformer), in its older or newer version, with word-level
# tokenizers written in the tokenizer.json format of Hugging Face's
# `tokenizers`, and writes what the model computes for a few sentence pairs,
# so that tst_pytorch_import can check that Attention Studio's import
# reproduces it. Our own code, written for this test.
#
#   tutorial_model.py --version older|newer --out DIR
#
# Exits 77 (CTest: skipped) when PyTorch is not installed.
# SPDX-License-Identifier: GPL-3.0-or-later
import argparse
import json
import math
import os
import random
import re
import sys

try:
    import torch
    import torch.nn as nn
except ImportError:
    print("SKIP: PyTorch (Debian's python3-torch) is not installed", file=sys.stderr)
    sys.exit(77)

SPECIALS = ["[UNK]", "[PAD]", "[SOS]", "[EOS]"]
SEQ_LEN = 16


# --- the design -------------------------------------------------------------

class LayerNormalization(nn.Module):
    def __init__(self, features, per_feature, eps=1e-6):
        super().__init__()
        self.eps = eps
        size = features if per_feature else 1
        self.alpha = nn.Parameter(torch.ones(size))
        self.bias = nn.Parameter(torch.zeros(size))

    def forward(self, x):
        mean = x.mean(dim=-1, keepdim=True)
        std = x.std(dim=-1, keepdim=True)  # unbiased
        return self.alpha * (x - mean) / (std + self.eps) + self.bias


class FeedForwardBlock(nn.Module):
    def __init__(self, d_model, d_ff, dropout):
        super().__init__()
        self.linear_1 = nn.Linear(d_model, d_ff)
        self.dropout = nn.Dropout(dropout)
        self.linear_2 = nn.Linear(d_ff, d_model)

    def forward(self, x):
        return self.linear_2(self.dropout(torch.relu(self.linear_1(x))))


class InputEmbeddings(nn.Module):
    def __init__(self, d_model, vocab_size):
        super().__init__()
        self.d_model = d_model
        self.embedding = nn.Embedding(vocab_size, d_model)

    def forward(self, x):
        return self.embedding(x) * math.sqrt(self.d_model)


class PositionalEncoding(nn.Module):
    def __init__(self, d_model, seq_len, dropout):
        super().__init__()
        self.dropout = nn.Dropout(dropout)
        pe = torch.zeros(seq_len, d_model)
        position = torch.arange(0, seq_len, dtype=torch.float).unsqueeze(1)
        div_term = torch.exp(torch.arange(0, d_model, 2).float() * (-math.log(10000.0) / d_model))
        pe[:, 0::2] = torch.sin(position * div_term)
        pe[:, 1::2] = torch.cos(position * div_term)
        self.register_buffer("pe", pe.unsqueeze(0))

    def forward(self, x):
        return self.dropout(x + self.pe[:, : x.shape[1], :].requires_grad_(False))


class ResidualConnection(nn.Module):
    def __init__(self, features, per_feature, dropout):
        super().__init__()
        self.dropout = nn.Dropout(dropout)
        self.norm = LayerNormalization(features, per_feature)

    def forward(self, x, sublayer):
        return x + self.dropout(sublayer(self.norm(x)))


class MultiHeadAttentionBlock(nn.Module):
    def __init__(self, d_model, h, dropout, bias):
        super().__init__()
        self.h = h
        self.d_k = d_model // h
        self.w_q = nn.Linear(d_model, d_model, bias=bias)
        self.w_k = nn.Linear(d_model, d_model, bias=bias)
        self.w_v = nn.Linear(d_model, d_model, bias=bias)
        self.w_o = nn.Linear(d_model, d_model, bias=bias)
        self.dropout = nn.Dropout(dropout)

    def forward(self, q, k, v, mask):
        b = q.shape[0]
        query = self.w_q(q).view(b, -1, self.h, self.d_k).transpose(1, 2)
        key = self.w_k(k).view(b, -1, self.h, self.d_k).transpose(1, 2)
        value = self.w_v(v).view(b, -1, self.h, self.d_k).transpose(1, 2)
        scores = (query @ key.transpose(-2, -1)) / math.sqrt(self.d_k)
        if mask is not None:
            scores.masked_fill_(mask == 0, -1e9)
        self.attention_scores = scores.softmax(dim=-1)  # kept for inspection, as the tutorial keeps it
        weights = self.dropout(self.attention_scores)
        x = (weights @ value).transpose(1, 2).contiguous().view(b, -1, self.h * self.d_k)
        return self.w_o(x)


class EncoderBlock(nn.Module):
    def __init__(self, d, h, d_ff, dropout, older):
        super().__init__()
        self.self_attention_block = MultiHeadAttentionBlock(d, h, dropout, bias=older)
        self.feed_forward_block = FeedForwardBlock(d, d_ff, dropout)
        self.residual_connections = nn.ModuleList([ResidualConnection(d, not older, dropout) for _ in range(2)])

    def forward(self, x, src_mask):
        x = self.residual_connections[0](x, lambda x: self.self_attention_block(x, x, x, src_mask))
        return self.residual_connections[1](x, self.feed_forward_block)


class DecoderBlock(nn.Module):
    def __init__(self, d, h, d_ff, dropout, older):
        super().__init__()
        self.older = older
        self.self_attention_block = MultiHeadAttentionBlock(d, h, dropout, bias=older)
        cross = MultiHeadAttentionBlock(d, h, dropout, bias=older)
        if older:
            self.source_attention_block = cross
        else:
            self.cross_attention_block = cross
        self.feed_forward_block = FeedForwardBlock(d, d_ff, dropout)
        self.residual_connections = nn.ModuleList([ResidualConnection(d, not older, dropout) for _ in range(3)])

    def forward(self, x, memory, src_mask, tgt_mask):
        cross = self.source_attention_block if self.older else self.cross_attention_block
        x = self.residual_connections[0](x, lambda x: self.self_attention_block(x, x, x, tgt_mask))
        x = self.residual_connections[1](x, lambda x: cross(x, memory, memory, src_mask))
        return self.residual_connections[2](x, self.feed_forward_block)


class Stack(nn.Module):
    def __init__(self, d, layers, older):
        super().__init__()
        self.layers = layers
        self.norm = LayerNormalization(d, not older)


class Encoder(Stack):
    def forward(self, x, mask):
        for layer in self.layers:
            x = layer(x, mask)
        return self.norm(x)


class Decoder(Stack):
    def forward(self, x, memory, src_mask, tgt_mask):
        for layer in self.layers:
            x = layer(x, memory, src_mask, tgt_mask)
        return self.norm(x)


class ProjectionLayer(nn.Module):
    def __init__(self, d, vocab, older):
        super().__init__()
        self.older = older
        self.proj = nn.Linear(d, vocab)

    def forward(self, x):
        return torch.log_softmax(self.proj(x), dim=-1) if self.older else self.proj(x)


class Transformer(nn.Module):
    def __init__(self, encoder, decoder, src_embed, tgt_embed, src_pos, tgt_pos, projection_layer):
        super().__init__()
        self.encoder = encoder
        self.decoder = decoder
        self.src_embed = src_embed
        self.tgt_embed = tgt_embed
        self.src_pos = src_pos
        self.tgt_pos = tgt_pos
        self.projection_layer = projection_layer

    def encode(self, src, src_mask):
        return self.encoder(self.src_pos(self.src_embed(src)), src_mask)

    def decode(self, memory, src_mask, tgt, tgt_mask):
        return self.decoder(self.tgt_pos(self.tgt_embed(tgt)), memory, src_mask, tgt_mask)

    def project(self, x):
        return self.projection_layer(x)


def build_transformer(src_vocab, tgt_vocab, src_seq_len, tgt_seq_len, d_model, N, h, dropout, d_ff, older):
    encoder = Encoder(d_model, nn.ModuleList([EncoderBlock(d_model, h, d_ff, dropout, older) for _ in range(N)]), older)
    decoder = Decoder(d_model, nn.ModuleList([DecoderBlock(d_model, h, d_ff, dropout, older) for _ in range(N)]), older)
    model = Transformer(encoder, decoder, InputEmbeddings(d_model, src_vocab), InputEmbeddings(d_model, tgt_vocab),
                        PositionalEncoding(d_model, src_seq_len, dropout), PositionalEncoding(d_model, tgt_seq_len, dropout),
                        ProjectionLayer(d_model, tgt_vocab, older))
    for p in model.parameters():
        if p.dim() > 1:
            nn.init.xavier_uniform_(p)
    return model


# --- data and tokenizers ----------------------------------------------------

WORDS = {"red": "rot", "green": "gruen", "blue": "blau", "cat": "katze", "dog": "hund", "bird": "vogel",
         "big": "gross", "small": "klein", "runs": "rennt", "sleeps": "schlaeft", "sees": "sieht", "the": "der"}


def words_of(text):
    # The Whitespace pre-tokenizer: runs of word characters, or of other non-space characters.
    return re.findall(r"\w+|[^\w\s]+", text)


def make_corpus(rng, n):
    pairs = []
    keys = sorted(WORDS)
    for _ in range(n):
        words = [rng.choice(keys) for _ in range(rng.randint(2, 5))]
        end = rng.choice(["", ".", "!"])
        src = " ".join(words) + end
        tgt = " ".join(WORDS[w] for w in reversed(words)) + (" " + end if end else "")
        pairs.append((src, tgt))
    return pairs


def tokenizer_json(sentences):
    counts = {}
    for s in sentences:
        for w in words_of(s):
            counts[w] = counts.get(w, 0) + 1
    vocab = {t: i for i, t in enumerate(SPECIALS)}
    for w in sorted(counts, key=lambda w: (-counts[w], w)):
        vocab[w] = len(vocab)
    added = [{"id": i, "content": t, "single_word": False, "lstrip": False, "rstrip": False, "normalized": False,
              "special": True} for i, t in enumerate(SPECIALS)]
    return {"version": "1.0", "truncation": None, "padding": None, "added_tokens": added, "normalizer": None,
            "pre_tokenizer": {"type": "Whitespace"}, "post_processor": None, "decoder": None,
            "model": {"type": "WordLevel", "vocab": vocab, "unk_token": "[UNK]"}}


def encode(tok, text):
    vocab = tok["model"]["vocab"]
    return [vocab.get(w, vocab["[UNK]"]) for w in words_of(text)]


def tensors(src_tok, tgt_tok, pairs):
    sos, eos, pad = (tgt_tok["model"]["vocab"][t] for t in ("[SOS]", "[EOS]", "[PAD]"))
    enc, dec, lab = [], [], []
    for s, t in pairs:
        si, ti = encode(src_tok, s), encode(tgt_tok, t)
        enc.append([sos] + si + [eos] + [pad] * (SEQ_LEN - len(si) - 2))
        dec.append([sos] + ti + [pad] * (SEQ_LEN - len(ti) - 1))
        lab.append(ti + [eos] + [pad] * (SEQ_LEN - len(ti) - 1))
    enc, dec, lab = torch.tensor(enc), torch.tensor(dec), torch.tensor(lab)
    enc_mask = (enc != pad).unsqueeze(1).unsqueeze(1).int()                       # (B, 1, 1, S)
    causal = torch.tril(torch.ones(1, SEQ_LEN, SEQ_LEN)).int()
    dec_mask = (dec != pad).unsqueeze(1).unsqueeze(1).int() & causal.unsqueeze(0)  # (B, 1, T, T)
    return enc, dec, lab, enc_mask, dec_mask, pad


def log_probs(model, older, enc, dec, enc_mask, dec_mask):
    out = model.project(model.decode(model.encode(enc, enc_mask), enc_mask, dec, dec_mask))
    return out if older else torch.log_softmax(out, dim=-1)


def greedy_ids(model, src, sos, eos, forbidden=(), gaps=None):
    """The tutorial's greedy loop (the decoder input grows to seq_len) for src (1, S); ids in `forbidden` are
    never chosen (the tutorial itself forbids none). `gaps`, when a list, receives each step's margin: the
    best minus the runner-up score (a difference of logits is one of log-probabilities)."""
    mask = torch.ones(1, 1, 1, src.shape[1]).int()
    memory = model.encode(src, mask)
    out = [sos]
    while len(out) < SEQ_LEN:
        t = torch.tensor([out])
        causal = torch.tril(torch.ones(1, 1, len(out), len(out))).int()
        step = model.project(model.decode(memory, mask, t, causal))[0, -1].clone()
        for f in forbidden:
            step[f] = -float("inf")
        nxt = int(step.argmax())
        if gaps is not None:
            top2 = step.topk(2).values
            gaps.append(float(top2[0] - top2[1]))
        out.append(nxt)
        if nxt == eos:
            break
    return out[1:]


def greedy(model, older, src_tok, tgt_tok, text, gaps=None):
    v = tgt_tok["model"]["vocab"]
    sos, eos = v["[SOS]"], v["[EOS]"]
    return greedy_ids(model, torch.tensor([[sos] + encode(src_tok, text) + [eos]]), sos, eos, gaps=gaps)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--version", choices=["older", "newer"], required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--steps", type=int, default=150)
    args = ap.parse_args()
    older = args.version == "older"
    torch.manual_seed(0)
    torch.set_num_threads(1)
    rng = random.Random(0)
    pairs = make_corpus(rng, 400)
    src_tok = tokenizer_json([s for s, _ in pairs])
    tgt_tok = tokenizer_json([t for _, t in pairs])
    os.makedirs(args.out, exist_ok=True)
    for name, tok in (("tokenizer_en.json", src_tok), ("tokenizer_de.json", tgt_tok)):
        with open(os.path.join(args.out, name), "w", encoding="utf-8") as f:
            json.dump(tok, f, ensure_ascii=False)
    with open(os.path.join(args.out, "train.en"), "w", encoding="utf-8") as f:
        f.writelines(s + "\n" for s, _ in pairs)
    with open(os.path.join(args.out, "train.de"), "w", encoding="utf-8") as f:
        f.writelines(t + "\n" for _, t in pairs)

    model = build_transformer(len(src_tok["model"]["vocab"]), len(tgt_tok["model"]["vocab"]), SEQ_LEN, SEQ_LEN,
                              d_model=32, N=2, h=4, dropout=0.0, d_ff=64, older=older)
    enc, dec, lab, enc_mask, dec_mask, pad = tensors(src_tok, tgt_tok, pairs)
    loss_fn = nn.CrossEntropyLoss(ignore_index=pad, label_smoothing=0.1)
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3, eps=1e-9)
    model.train()
    for step in range(args.steps):
        idx = torch.arange(step * 32, step * 32 + 32) % len(pairs)
        out = model.project(model.decode(model.encode(enc[idx], enc_mask[idx]), enc_mask[idx], dec[idx], dec_mask[idx]))
        loss = loss_fn(out.reshape(-1, out.shape[-1]), lab[idx].reshape(-1))
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    model.eval()
    torch.save({"epoch": 3, "model_state_dict": model.state_dict(), "optimizer_state_dict": optimizer.state_dict(),
                "global_step": args.steps}, os.path.join(args.out, "model.pt"))

    # A checkpoint of an unrelated model, for the refusal tests.
    other = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2))
    torch.save({"epoch": 1, "model_state_dict": other.state_dict()}, os.path.join(args.out, "unrelated.pt"))

    tests = [pairs[0], pairs[1], pairs[2], ("the red cat sleeps!", "schlaeft katze rot der !"),
             ("a zebra sees the dog.", "hund der sieht ein zebra .")]
    expected = {"version": args.version, "pairs": []}
    with torch.no_grad():
        corpus_lp = log_probs(model, older, enc, dec, enc_mask, dec_mask)
        expected["corpus_loss"] = float(loss_fn(corpus_lp.reshape(-1, corpus_lp.shape[-1]), lab.reshape(-1)))
        t_enc, t_dec, t_lab, t_em, t_dm, _ = tensors(src_tok, tgt_tok, tests)
        lp = log_probs(model, older, t_enc, t_dec, t_em, t_dm)
        for i, (s, t) in enumerate(tests):
            n = len(encode(tgt_tok, t)) + 1
            gold = [float(lp[i, j, int(t_lab[i, j])]) for j in range(n)]
            gaps = []
            hyp = greedy(model, older, src_tok, tgt_tok, s, gaps)
            inv = {v: k for k, v in tgt_tok["model"]["vocab"].items()}
            expected["pairs"].append({"source": s, "target": t, "gold_log_probs": gold,
                                      "first_row": [float(x) for x in lp[i, 0]], "greedy_ids": hyp,
                                      "greedy_gaps": gaps,
                                      "greedy_text": " ".join(inv[x] for x in hyp if inv[x] not in SPECIALS)})
    with open(os.path.join(args.out, "expected.json"), "w", encoding="utf-8") as f:
        json.dump(expected, f, indent=1)
    print(f"{args.version}: corpus loss {expected['corpus_loss']:.4f}, wrote {args.out}")


if __name__ == "__main__":
    main()
