#!/usr/bin/env python3
# Untrained models of the from-scratch PyTorch tutorial design (both
# versions, 1, 2, 4 and 8 heads), and what PyTorch computes with them, so
# that tst_pytorch_exactness can check the import number for number. An
# untrained model's top choices are near ties, so a small mapping error
# (norm eps or std placement, Q/K/V or head order, biases, masks, scaling)
# changes its numbers where a trained model's greedy output would hide it.
#
#   tutorial_exactness.py --out DIR
#
# Writes DIR/{older,newer}-h{1,2,4,8}/ with model.pt, tokenizer_en.json,
# tokenizer_de.json (the target vocabulary is larger than the source's) and
# expected.json:
#   sentences[i]: source, src_ids; path_ids: PyTorch's greedy path forbidding
#     [PAD] and [SOS] (as Attention Studio's decoding does), at most seq_len - 1
#     tokens (the tutorial's limit); rows: the log-probabilities over the whole
#     target vocabulary at every step, teacher-forced along that path; gaps:
#     each step's top-2 gap; tutorial_greedy_ids: the tutorial's own greedy
#     loop, which may emit [PAD] or [SOS] and feed them back.
#   chosen: the first sentence whose path has at least 5 tokens;
#   padded_rows: its rows with the source padded to seq_len (masked);
#   attention: its weights of every layer and head (encoder self, decoder
#     masked self, cross), teacher-forced along its path.
# Exits 77 (CTest: skipped) when PyTorch is not installed.
# SPDX-License-Identifier: GPL-3.0-or-later
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
try:
    import torch
except ImportError:
    print("SKIP: PyTorch (Debian's python3-torch) is not installed", file=sys.stderr)
    sys.exit(77)
import tutorial_model as tm  # noqa: E402  (the design, its corpus and tokenizers)

SEQ_LEN = tm.SEQ_LEN
# Punctuation, unknown words ("a", "zebra", ",", "!!", "and"), one word, and a
# source of seq_len tokens with [SOS] and [EOS].
SENTENCES = ["the red cat sleeps!", "a zebra sees the dog.", "big", "cat dog bird !!",
             "the big red dog sees the small blue bird , the green cat runs"]
EXTRA_TARGET_WORDS = ["ein", "eine", "und", "nicht", "zebra"]


def layers_of(model):
    enc = [layer.self_attention_block for layer in model.encoder.layers]
    dec_self = [layer.self_attention_block for layer in model.decoder.layers]
    cross = [layer.source_attention_block if layer.older else layer.cross_attention_block
             for layer in model.decoder.layers]
    return enc, dec_self, cross


def log_probs(model, older, src, tgt, src_mask):
    """(T, V) log-probabilities for decoder input tgt (1, T)."""
    t = tgt.shape[1]
    causal = torch.tril(torch.ones(1, 1, t, t)).int()
    out = model.project(model.decode(model.encode(src, src_mask), src_mask, tgt, causal))[0]
    return out if older else torch.log_softmax(out, dim=-1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    torch.set_num_threads(1)
    rng = tm.random.Random(0)
    pairs = tm.make_corpus(rng, 400)
    src_tok = tm.tokenizer_json([s for s, _ in pairs])
    tgt_tok = tm.tokenizer_json([t for _, t in pairs] + [" ".join(EXTRA_TARGET_WORDS)])
    v = tgt_tok["model"]["vocab"]
    sos, eos, pad = v["[SOS]"], v["[EOS]"], v["[PAD]"]
    seed = 0
    for version in ("older", "newer"):
        older = version == "older"
        for heads in (1, 2, 4, 8):
            seed += 1
            torch.manual_seed(seed)
            model = tm.build_transformer(len(src_tok["model"]["vocab"]), len(v), SEQ_LEN, SEQ_LEN, d_model=32, N=2,
                                         h=heads, dropout=0.0, d_ff=64, older=older)
            model.eval()
            out_dir = os.path.join(args.out, f"{version}-h{heads}")
            os.makedirs(out_dir, exist_ok=True)
            for name, tok in (("tokenizer_en.json", src_tok), ("tokenizer_de.json", tgt_tok)):
                with open(os.path.join(out_dir, name), "w", encoding="utf-8") as f:
                    json.dump(tok, f, ensure_ascii=False)
            torch.save({"epoch": 0, "model_state_dict": model.state_dict(), "global_step": 0},
                       os.path.join(out_dir, "model.pt"))
            expected = {"version": version, "heads": heads, "seq_len": SEQ_LEN, "sentences": []}
            with torch.no_grad():
                for text in SENTENCES:
                    src_ids = [sos] + tm.encode(src_tok, text) + [eos]
                    assert len(src_ids) <= SEQ_LEN, text
                    src = torch.tensor([src_ids])
                    mask = torch.ones(1, 1, 1, src.shape[1]).int()
                    path = tm.greedy_ids(model, src, sos, eos, forbidden=[pad, sos])
                    rows = log_probs(model, older, src, torch.tensor([[sos] + path[:-1]]), mask)
                    top2 = rows.topk(2, dim=-1).values
                    expected["sentences"].append({
                        "source": text, "src_ids": src_ids, "path_ids": path,
                        "rows": [[float(x) for x in row] for row in rows],
                        "gaps": [float(g) for g in (top2[:, 0] - top2[:, 1])],
                        "tutorial_greedy_ids": tm.greedy_ids(model, src, sos, eos)})
                # The first sentence whose path has 5 tokens or more, again with
                # its source padded to seq_len and masked, and its attention.
                chosen = next((i for i, x in enumerate(expected["sentences"]) if len(x["path_ids"]) >= 5), 0)
                expected["chosen"] = chosen
                first = expected["sentences"][chosen]
                padded = first["src_ids"] + [pad] * (SEQ_LEN - len(first["src_ids"]))
                src = torch.tensor([padded])
                mask = (src != pad).unsqueeze(1).unsqueeze(1).int()
                dec_in = torch.tensor([[sos] + first["path_ids"][:-1]])
                rows = log_probs(model, older, src, dec_in, mask)
                expected["padded_src_ids"] = padded
                expected["padded_rows"] = [[float(x) for x in row] for row in rows]
                # Its attention, teacher-forced along its path.
                src = torch.tensor([first["src_ids"]])
                log_probs(model, older, src, dec_in, torch.ones(1, 1, 1, src.shape[1]).int())
                enc, dec_self, cross = layers_of(model)
                expected["attention"] = {
                    kind: [block.attention_scores[0].tolist() for block in blocks]
                    for kind, blocks in (("encoder_self", enc), ("decoder_self", dec_self), ("cross", cross))}
            with open(os.path.join(out_dir, "expected.json"), "w", encoding="utf-8") as f:
                json.dump(expected, f)
    print(f"wrote 8 untrained models to {args.out}")


if __name__ == "__main__":
    main()
