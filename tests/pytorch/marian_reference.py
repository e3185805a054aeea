#!/usr/bin/env python3
# Small random Marian (Hugging Face MarianMTModel) folders and what that
# architecture computes with them, so that tst_marian_import can check the
# import number for number. The forward pass below is ours, written from the
# published description of the model (post-LN Transformer, embeddings scaled
# by sqrt(d_model), Marian's sinusoidal table with every sine before every
# cosine, SiLU/ReLU/GELU feed-forward, final_logits_bias, the decoder started
# from the pad id); no library code is copied or needed beyond torch and
# sentencepiece.
#
#   marian_reference.py --out DIR
#   marian_reference.py --opus-shape DIR   (bench/marian.sh: one random model
#       of opus-mt-en-de's shape, base with 58 101 shared pieces, no expected.json)
#
# Writes DIR/<name>/ for several shapes (1, 2, 4, 8 heads; shared and
# separate vocabularies; swish, relu, gelu) with config.json,
# generation_config.json, tokenizer_config.json, source.spm, target.spm,
# vocab.json (target_vocab.json), the weights in one of the three ways
# folders carry them (model.safetensors with the tied copies left out,
# pytorch_model.bin in torch.save's zip format, or in its legacy stream), and
# expected.json:
#   sentences[i]: text, src_ids (sentencepiece's pieces through vocab.json,
#     <unk> for a piece it lacks, then </s>), path_ids (greedy from the pad
#     id, the pad never chosen, at most MAX_STEPS), rows (log-probabilities
#     over the whole target vocabulary at every step, teacher-forced along
#     the path), gaps (each step's top-2 gap);
#   attention: sentence 0's weights of every layer and head (encoder self,
#     decoder masked self, cross), teacher-forced along its path;
#   decode: target ids and the text target.spm decodes their pieces to.
# Exits 77 (CTest: skipped) when torch or sentencepiece is not installed.
# SPDX-License-Identifier: GPL-3.0-or-later
import argparse
import json
import math
import os
import random
import struct
import sys

try:
    import torch
    import sentencepiece as spm
except ImportError as e:
    print("SKIP: %s (Debian's python3-torch and python3-sentencepiece)" % e, file=sys.stderr)
    sys.exit(77)

MAX_STEPS = 12
WORDS_EN = ("the a red blue green small big cat dog bird house tree river sees runs sleeps near "
            "under with and quickly slowly old young man woman child eats water").split()
WORDS_DE = ("der die das ein eine rot blau grün klein groß katze hund vogel haus baum fluss sieht "
            "läuft schläft bei unter mit und schnell langsam alt jung mann frau kind isst wasser").split()
# Punctuation, digits and characters no piece covers ("ß", "€", "Ж").
# A multilingual model's target-language token (">>deu<<") at the start stays one piece.
SENTENCES = ["the red cat sleeps.", "a big dog, 42 birds!", "Straße € Жук near the river?", "tree",
             ">>deu<< the old man eats"]
LANGUAGE_TOKENS = [">>deu<<", ">>nld<<"]


def corpus(words, rng, n):
    return [" ".join(rng.choice(words) for _ in range(rng.randint(2, 8))) + rng.choice([".", "!", "?", ","])
            for _ in range(n)]


def train_spm(lines, prefix, size):
    path = prefix + ".txt"
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    # Marian's .spm files: <unk> 0, <s> 1, </s> 2; no pad piece.
    spm.SentencePieceTrainer.train(input=path, model_prefix=prefix, vocab_size=size, model_type="unigram",
                                   character_coverage=1.0, unk_id=0, bos_id=1, eos_id=2, pad_id=-1,
                                   num_threads=1, hard_vocab_limit=False, minloglevel=2)
    os.remove(path)
    return spm.SentencePieceProcessor(model_file=prefix + ".model")


def pieces_of(sp):
    return [sp.id_to_piece(i) for i in range(sp.get_piece_size()) if i > 2]


def build_vocab(pieces, leave_out):
    """Marian's vocab.json: </s> 0, <unk> 1, (language tokens,) the pieces, <pad> last."""
    out = ["</s>", "<unk>"] + LANGUAGE_TOKENS
    for p in pieces:
        if p not in out and p not in leave_out:
            out.append(p)
    out.append("<pad>")
    return {p: i for i, p in enumerate(out)}


def marian_positions(n, d):
    """Sines of every frequency first, then the cosines (Marian's layout)."""
    pos = torch.arange(n, dtype=torch.float64).unsqueeze(1)
    freq = torch.exp(torch.arange(0, d, 2, dtype=torch.float64) * (-math.log(10000.0) / d))
    angle = pos * freq
    return torch.cat([torch.sin(angle), torch.cos(angle[:, : d // 2])], 1).float()


ACT = {"swish": torch.nn.functional.silu, "relu": torch.relu, "gelu": torch.nn.functional.gelu}


def make_state(cfg, seed):
    g = torch.Generator().manual_seed(seed)
    d, f, vs, vt = cfg["d_model"], cfg["encoder_ffn_dim"], cfg["vocab_size"], cfg["decoder_vocab_size"]

    def r(*shape, scale=1.0, mean=0.0):
        return (torch.randn(*shape, generator=g) * scale + mean).float()

    s = {}
    shared = cfg["share_encoder_decoder_embeddings"]
    s["model.shared.weight"] = r(vs, d, scale=0.5)
    s["model.encoder.embed_tokens.weight"] = s["model.shared.weight"] if shared else r(vs, d, scale=0.5)
    s["model.decoder.embed_tokens.weight"] = s["model.shared.weight"] if shared else r(vt, d, scale=0.5)
    s["model.encoder.embed_positions.weight"] = marian_positions(cfg["max_position_embeddings"], d)
    s["model.decoder.embed_positions.weight"] = marian_positions(cfg["max_position_embeddings"], d)

    def lin(name, i, o):
        s[name + ".weight"] = r(o, i, scale=1.2 / math.sqrt(i))
        s[name + ".bias"] = r(o, scale=0.2)

    def norm(name):
        s[name + ".weight"] = r(d, scale=0.2, mean=1.0)
        s[name + ".bias"] = r(d, scale=0.2)

    for side, n, blocks in (("encoder", cfg["encoder_layers"], ("self_attn",)),
                            ("decoder", cfg["decoder_layers"], ("self_attn", "encoder_attn"))):
        for i in range(n):
            p = "model.%s.layers.%d." % (side, i)
            for b in blocks:
                for proj in ("q_proj", "k_proj", "v_proj", "out_proj"):
                    lin(p + b + "." + proj, d, d)
                norm(p + b + "_layer_norm")
            lin(p + "fc1", d, f)
            lin(p + "fc2", f, d)
            norm(p + "final_layer_norm")
    s["lm_head.weight"] = s["model.decoder.embed_tokens.weight"]
    s["final_logits_bias"] = r(1, vt, scale=0.5)
    return s


class Reference:
    """The forward pass of a Marian model, from the state dict."""

    def __init__(self, cfg, s):
        self.c, self.s = cfg, s
        self.h = cfg["encoder_attention_heads"]
        self.act = ACT[cfg["activation_function"]]
        self.scale = math.sqrt(cfg["d_model"]) if cfg["scale_embedding"] else 1.0

    def lin(self, x, name):
        return x @ self.s[name + ".weight"].t() + self.s[name + ".bias"]

    def norm(self, x, name):
        return torch.nn.functional.layer_norm(x, (x.shape[-1],), self.s[name + ".weight"], self.s[name + ".bias"], 1e-5)

    def attend(self, x, mem, name, mask, store):
        t, d = x.shape[0], x.shape[1]
        hd = d // self.h
        q = self.lin(x, name + ".q_proj").view(t, self.h, hd).transpose(0, 1) * hd ** -0.5
        k = self.lin(mem, name + ".k_proj").view(mem.shape[0], self.h, hd).transpose(0, 1)
        v = self.lin(mem, name + ".v_proj").view(mem.shape[0], self.h, hd).transpose(0, 1)
        scores = q @ k.transpose(1, 2)
        if mask is not None:
            scores = scores.masked_fill(mask, float("-inf"))
        w = torch.softmax(scores, -1)
        store.append(w)
        return self.lin((w @ v).transpose(0, 1).reshape(t, d), name + ".out_proj")

    def encode(self, src, store):
        x = self.s["model.encoder.embed_tokens.weight"][src] * self.scale + \
            self.s["model.encoder.embed_positions.weight"][: len(src)]
        for i in range(self.c["encoder_layers"]):
            p = "model.encoder.layers.%d." % i
            x = self.norm(x + self.attend(x, x, p + "self_attn", None, store), p + "self_attn_layer_norm")
            x = self.norm(x + self.lin(self.act(self.lin(x, p + "fc1")), p + "fc2"), p + "final_layer_norm")
        return x

    def decode(self, tgt, mem, store_self, store_cross):
        t = len(tgt)
        y = self.s["model.decoder.embed_tokens.weight"][tgt] * self.scale + \
            self.s["model.decoder.embed_positions.weight"][:t]
        causal = torch.ones(t, t, dtype=torch.bool).triu(1)
        for i in range(self.c["decoder_layers"]):
            p = "model.decoder.layers.%d." % i
            y = self.norm(y + self.attend(y, y, p + "self_attn", causal, store_self), p + "self_attn_layer_norm")
            y = self.norm(y + self.attend(y, mem, p + "encoder_attn", None, store_cross), p + "encoder_attn_layer_norm")
            y = self.norm(y + self.lin(self.act(self.lin(y, p + "fc1")), p + "fc2"), p + "final_layer_norm")
        logits = y @ self.s["lm_head.weight"].t() + self.s["final_logits_bias"][0]
        return torch.log_softmax(logits, -1)

    def rows(self, src, tgt_in, stores=None):
        stores = stores if stores is not None else ([], [], [])
        mem = self.encode(torch.tensor(src), stores[0])
        return self.decode(torch.tensor(tgt_in), mem, stores[1], stores[2])

    def greedy(self, src):
        pad, eos = self.c["pad_token_id"], self.c["eos_token_id"]
        path = [self.c["decoder_start_token_id"]]
        for _ in range(MAX_STEPS):
            row = self.rows(src, path)[-1].clone()
            row[pad] = float("-inf")  # bad_words_ids [[pad]]: never generated
            nxt = int(row.argmax())
            path.append(nxt)
            if nxt == eos:
                break
        return path[1:]


def encode(sp, vocab, text):
    """MarianTokenizer's rule: a leading >>code<< (to the last <<) is one piece, the rest goes to the .spm."""
    pieces = []
    if text.startswith(">>") and text.rfind("<<") >= 3:
        end = text.rfind("<<") + 2
        pieces, text = [text[:end]], text[end:]
    pieces += sp.encode(text, out_type=str)
    return [vocab.get(p, vocab["<unk>"]) for p in pieces] + [vocab["</s>"]]


def save_safetensors(state, path, leave_out):
    header, blobs, offset = {}, [], 0
    for name, t in state.items():
        if name in leave_out:
            continue
        data = t.contiguous().numpy().tobytes()
        header[name] = {"dtype": "F32", "shape": list(t.shape), "data_offsets": [offset, offset + len(data)]}
        blobs.append(data)
        offset += len(data)
    header["__metadata__"] = {"format": "pt"}
    text = json.dumps(header).encode()
    text += b" " * ((8 - len(text) % 8) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(text)))
        f.write(text)
        for b in blobs:
            f.write(b)


MODELS = [
    # name, heads, layers (enc, dec), activation, shared vocabulary, weights file, scale_embedding
    ("h1-swish-safetensors", 1, (2, 2), "swish", True, "safetensors", True),
    ("h2-relu-zip", 2, (1, 3), "relu", True, "zip", True),
    ("h4-gelu-legacy", 4, (2, 1), "gelu", True, "legacy", False),
    ("h8-swish-separate", 8, (2, 2), "swish", False, "safetensors", True),
]


def opus_shape(folder):
    """A random model of Helsinki-NLP/opus-mt-en-de's shape: base (6 + 6 layers,
    d_model 512, 8 heads, d_ff 2048, swish), 58 101 shared pieces, safetensors
    without the tied keys."""
    os.makedirs(folder, exist_ok=True)
    rng = random.Random(5)
    src_sp = train_spm(corpus(WORDS_EN, rng, 300), os.path.join(folder, "source"), 60)
    tgt_sp = train_spm(corpus(WORDS_DE, rng, 300), os.path.join(folder, "target"), 64)
    pieces = pieces_of(src_sp) + pieces_of(tgt_sp)
    vocab = build_vocab(pieces, set())
    del vocab["<pad>"]
    n = 0
    while len(vocab) < 58100:  # filler pieces up to the real vocabulary's size
        vocab["\u2581w%05d" % n] = len(vocab)
        n += 1
    vocab["<pad>"] = len(vocab)
    pad = vocab["<pad>"]
    cfg = {"model_type": "marian", "d_model": 512, "encoder_layers": 6, "decoder_layers": 6,
           "encoder_attention_heads": 8, "decoder_attention_heads": 8, "encoder_ffn_dim": 2048,
           "decoder_ffn_dim": 2048, "activation_function": "swish", "scale_embedding": True,
           "static_position_embeddings": True, "max_position_embeddings": 512, "vocab_size": len(vocab),
           "decoder_vocab_size": len(vocab), "pad_token_id": pad, "eos_token_id": 0,
           "decoder_start_token_id": pad, "share_encoder_decoder_embeddings": True, "normalize_before": False,
           "num_beams": 4, "max_length": 512}
    with open(os.path.join(folder, "config.json"), "w") as f:
        json.dump(cfg, f, indent=1)
    for side in ("source", "target"):
        os.replace(os.path.join(folder, side + ".model"), os.path.join(folder, side + ".spm"))
        os.remove(os.path.join(folder, side + ".vocab"))
    with open(os.path.join(folder, "vocab.json"), "w") as f:
        json.dump(vocab, f, ensure_ascii=False)
    state = make_state(cfg, 11)
    save_safetensors(state, os.path.join(folder, "model.safetensors"),
                     {"lm_head.weight", "model.encoder.embed_tokens.weight", "model.decoder.embed_tokens.weight",
                      "model.encoder.embed_positions.weight", "model.decoder.embed_positions.weight"})
    print("wrote", folder)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out")
    ap.add_argument("--opus-shape")
    args = ap.parse_args()
    if args.opus_shape:
        return opus_shape(args.opus_shape)
    if not args.out:
        ap.error("give --out DIR or --opus-shape DIR")
    torch.set_num_threads(1)
    os.makedirs(args.out, exist_ok=True)
    rng = random.Random(3)
    src_sp = train_spm(corpus(WORDS_EN, rng, 300), os.path.join(args.out, "source"), 60)
    tgt_sp = train_spm(corpus(WORDS_DE, rng, 300), os.path.join(args.out, "target"), 64)
    # A few pieces left out of the vocabularies: they become <unk>.
    leave_src = set(pieces_of(src_sp)[-3:])
    leave_tgt = set(pieces_of(tgt_sp)[-3:])
    shared_vocab = build_vocab(pieces_of(src_sp) + pieces_of(tgt_sp), leave_src | leave_tgt)
    separate = (build_vocab(pieces_of(src_sp), leave_src), build_vocab(pieces_of(tgt_sp), leave_tgt))
    for seed, (name, heads, (enc, dec), act, shared, weights, scaled) in enumerate(MODELS, 1):
        folder = os.path.join(args.out, name)
        os.makedirs(folder, exist_ok=True)
        src_vocab, tgt_vocab = (shared_vocab, shared_vocab) if shared else separate
        pad = tgt_vocab["<pad>"]
        cfg = {"model_type": "marian", "architectures": ["MarianMTModel"], "d_model": 32,
               "encoder_layers": enc, "decoder_layers": dec, "encoder_attention_heads": heads,
               "decoder_attention_heads": heads, "encoder_ffn_dim": 48, "decoder_ffn_dim": 48,
               "activation_function": act, "scale_embedding": scaled, "static_position_embeddings": True,
               "max_position_embeddings": 64, "vocab_size": len(src_vocab), "decoder_vocab_size": len(tgt_vocab),
               "pad_token_id": pad, "eos_token_id": tgt_vocab["</s>"], "decoder_start_token_id": pad,
               "share_encoder_decoder_embeddings": shared, "normalize_before": False, "dropout": 0.1,
               "attention_dropout": 0.0, "activation_dropout": 0.0, "num_beams": 6, "max_length": 512,
               "bad_words_ids": [[pad]]}
        with open(os.path.join(folder, "config.json"), "w") as f:
            json.dump(cfg, f, indent=1)
        with open(os.path.join(folder, "generation_config.json"), "w") as f:
            json.dump({"num_beams": 4, "max_length": 40, "bad_words_ids": [[pad]],
                       "decoder_start_token_id": pad}, f)
        with open(os.path.join(folder, "tokenizer_config.json"), "w") as f:
            json.dump({"separate_vocabs": not shared, "source_lang": "en", "target_lang": "de"}, f)
        for side in ("source", "target"):
            with open(os.path.join(args.out, side + ".model"), "rb") as fi, \
                    open(os.path.join(folder, side + ".spm"), "wb") as fo:
                fo.write(fi.read())
        with open(os.path.join(folder, "vocab.json"), "w") as f:
            json.dump(src_vocab, f, ensure_ascii=False)
        if not shared:
            with open(os.path.join(folder, "target_vocab.json"), "w") as f:
                json.dump(tgt_vocab, f, ensure_ascii=False)

        state = make_state(cfg, seed)
        if weights == "safetensors":
            tied = {"lm_head.weight", "model.encoder.embed_tokens.weight", "model.decoder.embed_tokens.weight",
                    "model.encoder.embed_positions.weight", "model.decoder.embed_positions.weight"}
            if not shared:
                tied -= {"model.encoder.embed_tokens.weight", "model.decoder.embed_tokens.weight"}
                del state["model.shared.weight"]
            save_safetensors(state, os.path.join(folder, "model.safetensors"), tied)
            if not shared:
                state["model.shared.weight"] = state["model.encoder.embed_tokens.weight"]
        else:
            torch.save(state, os.path.join(folder, "pytorch_model.bin"),
                       _use_new_zipfile_serialization=(weights == "zip"))

        ref = Reference(cfg, state)
        out = {"sentences": []}
        with torch.no_grad():
            for i, text in enumerate(SENTENCES):
                src = encode(src_sp, src_vocab, text)
                path = ref.greedy(src)
                stores = ([], [], [])
                rows = ref.rows(src, [pad] + path[:-1] if path[-1:] == [tgt_vocab["</s>"]] else [pad] + path, stores)
                top2 = rows.topk(2, -1).values
                out["sentences"].append({"text": text, "src_ids": src, "path_ids": path,
                                         "rows": rows.tolist(), "gaps": (top2[:, 0] - top2[:, 1]).tolist()})
                if i == 0:
                    out["attention"] = {"encoder_self": [w.tolist() for w in stores[0]],
                                        "decoder_self": [w.tolist() for w in stores[1]],
                                        "cross": [w.tolist() for w in stores[2]]}
            # The source must matter: another source changes the first step.
            a = ref.rows(encode(src_sp, src_vocab, SENTENCES[0]), [pad])[0]
            b = ref.rows(encode(src_sp, src_vocab, SENTENCES[1]), [pad])[0]
            assert (a - b).abs().max() > 0.05, "outputs barely depend on the source"
        known = [tgt_vocab[p] for p in tgt_sp.encode("der hund sieht die katze.", out_type=str) if p in tgt_vocab]
        out["decode"] = {"ids": known, "text": tgt_sp.decode_pieces(
            [p for p in tgt_sp.encode("der hund sieht die katze.", out_type=str) if p in tgt_vocab])}
        with open(os.path.join(folder, "expected.json"), "w") as f:
            json.dump(out, f)
        print("wrote", folder)
    for side in ("source", "target"):
        os.remove(os.path.join(args.out, side + ".model"))
        os.remove(os.path.join(args.out, side + ".vocab"))
    # A hostile file: one storage of 2^20 floats (4 MB) named by 100 views.
    # Every view is copied when read: 400 MB from a 4 MB file, unless the
    # reader refuses (tst_marian_folders::aliasedStorages).
    shared = torch.zeros(1 << 20)
    torch.save({"v%d" % i: shared[:] for i in range(100)}, os.path.join(args.out, "aliased.bin"))


if __name__ == "__main__":
    main()
