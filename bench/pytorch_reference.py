#!/usr/bin/env python3
# The PyTorch reference of the speed benchmarks (issue: speed and quality):
# PyTorch's fastest idiomatic code for the same model, run by Debian's
# python3-torch (the same LibTorch 1.13.1 as the engine).
#
#   pytorch_reference.py train BATCHES --preset P --precision fp32|bf16
#       --steps N --skip W --threads T [--device cpu|cuda]
#     torch.nn.Transformer (batch_first), one embedding shared by source,
#     target and the pre-softmax projection, sinusoidal positions,
#     CrossEntropyLoss(label_smoothing=0.1), torch.optim.Adam with the
#     paper's betas, eps and schedule; bf16 through
#     torch.autocast("cpu", dtype=torch.bfloat16) (on a GPU: torch.autocast
#     ("cuda", ...), TF32 left as PyTorch's default, i.e. off for matrix
#     products; eager mode, no torch.compile). Trains on the batches the
#     engine's trainer made (bench_training export), in their order, and
#     prints target tokens per second over the steps after the first W.
#   pytorch_reference.py greedy CHECKPOINT SOURCES --threads T --max-extra N
#       --out HYPS
#     the engine's checkpoint (our file format, read here) loaded into the same
#     torch.nn.Transformer model, and greedy decoding the way PyTorch's
#     tutorials write it: each step runs the decoder over the whole prefix
#     (nn.Transformer has no key/value cache). SOURCES holds one sentence of
#     token ids a line, as the engine encodes them; HYPS gets the generated
#     ids, to be compared with the engine's.
# SPDX-License-Identifier: GPL-3.0-or-later
import argparse
import math
import sys
import time

import torch
from torch import nn

PRESETS = {  # the engine's presets (model/nn/config.cpp)
    "tiny": dict(d_model=128, heads=4, layers=2, d_ff=512, dropout=0.1),
    "small": dict(d_model=256, heads=4, layers=3, d_ff=1024, dropout=0.1),
    "base": dict(d_model=512, heads=8, layers=6, d_ff=2048, dropout=0.1),
}


class Reference(nn.Module):
    def __init__(self, vocab, d_model, heads, layers, d_ff, dropout, pad, max_len=1024):
        super().__init__()
        self.d_model, self.pad = d_model, pad
        self.embedding = nn.Embedding(vocab, d_model)
        position = torch.arange(max_len).unsqueeze(1)
        div = torch.exp(torch.arange(0, d_model, 2) * (-math.log(10000.0) / d_model))
        pe = torch.zeros(max_len, d_model)
        pe[:, 0::2] = torch.sin(position * div)
        pe[:, 1::2] = torch.cos(position * div)
        self.register_buffer("pe", pe)
        self.dropout = nn.Dropout(dropout)
        self.transformer = nn.Transformer(d_model, heads, layers, layers, d_ff, dropout, batch_first=True)
        for p in self.parameters():
            if p.dim() > 1:
                nn.init.xavier_uniform_(p)

    def embed(self, ids):
        return self.dropout(self.embedding(ids) * math.sqrt(self.d_model) + self.pe[: ids.size(1)])

    def encode(self, src):
        return self.transformer.encoder(self.embed(src), src_key_padding_mask=src.eq(self.pad))

    def decode(self, tgt_in, memory, src_pad):
        causal = nn.Transformer.generate_square_subsequent_mask(tgt_in.size(1)).to(tgt_in.device)
        h = self.transformer.decoder(self.embed(tgt_in), memory, tgt_mask=causal,
                                     tgt_key_padding_mask=tgt_in.eq(self.pad), memory_key_padding_mask=src_pad)
        return nn.functional.linear(h, self.embedding.weight)  # tied pre-softmax weights (§3.4)

    def forward(self, src, tgt_in):
        return self.decode(tgt_in, self.encode(src), src.eq(self.pad))


def read_batches(path):
    batches = []
    with open(path) as f:
        head = f.readline().split()
        vocab, pad = int(head[1]), int(head[3])
        while True:
            line = f.readline()
            if not line:
                break
            _, b, s, t = line.split()
            b = int(b)
            rows = [list(map(int, f.readline().split())) for _ in range(3 * b)]
            batches.append((torch.tensor(rows[:b]), torch.tensor(rows[b:2 * b]), torch.tensor(rows[2 * b:])))
    return vocab, pad, batches


def train(args):
    # The clock starts when the last skipped step ends: at least one is
    # skipped, as the engine's bench_training requires.
    if args.skip < 1 or args.steps <= args.skip:
        sys.exit(f"error: --skip {args.skip} must be at least 1 and --steps {args.steps} more than it")
    torch.set_num_threads(args.threads)
    torch.manual_seed(1)
    vocab, pad, batches = read_batches(args.batches)
    device = torch.device(args.device)
    batches = [tuple(t.to(device) for t in batch) for batch in batches[:args.steps]]
    p = PRESETS[args.preset]
    model = Reference(vocab, p["d_model"], p["heads"], p["layers"], p["d_ff"], p["dropout"], pad).to(device)
    model.train()
    criterion = nn.CrossEntropyLoss(ignore_index=pad, label_smoothing=0.1, reduction="sum")
    optimizer = torch.optim.Adam(model.parameters(), lr=1.0, betas=(0.9, 0.98), eps=1e-9)
    warmup = 2000 if args.preset == "small" else 4000
    schedule = torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda step: p["d_model"] ** -0.5 * min((step + 1) ** -0.5, (step + 1) * warmup ** -1.5))
    bf16 = args.precision == "bf16"
    times, tokens = [], []
    start = time.perf_counter()
    for step in range(args.steps):
        src, tgt_in, tgt_out = batches[step]
        n_tokens = int(tgt_out.ne(pad).sum())
        optimizer.zero_grad(set_to_none=True)
        with torch.autocast(device.type, dtype=torch.bfloat16, enabled=bf16):
            logits = model(src, tgt_in)
            loss = criterion(logits.reshape(-1, vocab), tgt_out.reshape(-1)) / n_tokens
        loss.backward()
        optimizer.step()
        schedule.step()
        if device.type == "cuda" and step in (args.skip - 1, args.steps - 1):
            torch.cuda.synchronize()  # the clock is read after the GPU finished
        times.append(time.perf_counter() - start)
        tokens.append(n_tokens)
    if not math.isfinite(loss.item()):
        sys.exit("error: the loss is not finite")
    seconds = times[-1] - times[args.skip - 1]
    measured = sum(tokens[args.skip:])
    print(f"pytorch preset={args.preset} precision={args.precision} steps={args.steps} "
          f"measured={args.steps - args.skip} tokens={measured} seconds={seconds:.3f} "
          f"tok_per_s={measured / seconds:.1f} loss={loss.item():.3f} threads={torch.get_num_threads()} "
          f"device={args.device}")


def read_checkpoint(path):
    """Our checkpoint format (model/train/checkpoint.cpp): magic, format
    version (u32), header length (u64), JSON header, raw tensor bytes, CRC."""
    import json
    import struct
    data = open(path, "rb").read()
    if data[:16] != b"ATTNSTUDIO-CKPT\n":
        sys.exit(f"error: {path} is not an Attention Studio checkpoint")
    (header_len,) = struct.unpack("<Q", data[20:28])
    header = json.loads(data[28:28 + header_len])
    blob = data[28 + header_len:-4]
    dtypes = {"float32": torch.float32, "bfloat16": torch.bfloat16, "int64": torch.int64}
    weights = {}
    for t in header["weights"]:
        raw = bytearray(blob[t["offset"]:t["offset"] + t["nbytes"]])
        weights[t["name"]] = torch.frombuffer(raw, dtype=dtypes[t["dtype"]]).reshape(t["shape"]).float()
    return header["model_config"], weights


def load_engine_model(path):
    c, w = read_checkpoint(path)
    if c["pre_norm"] or not c["share_embeddings"] or not c["tie_output_projection"] or c["learned_positions"]:
        sys.exit("error: the reference maps the default layout only (post-norm, shared and tied embeddings)")
    model = Reference(c["tgt_vocab_size"], c["d_model"], c["num_heads"], c["num_encoder_layers"], c["d_ff"], 0.0,
                      c["pad_id"], c["max_positions"])
    model.bos, model.eos = c["bos_id"], c["eos_id"]
    model.max_positions = c["max_positions"]
    # The paper's post-norm layers have no final norm; nn.Transformer adds one.
    model.transformer.encoder.norm = nn.Identity()
    model.transformer.decoder.norm = nn.Identity()
    state = {"embedding.weight": w["embedding.table.weight"], "pe": w["src_positions.pe"]}

    def attention(ours, theirs):
        state[theirs + ".in_proj_weight"] = torch.cat([w[f"{ours}.w_{x}.weight"] for x in "qkv"])
        state[theirs + ".in_proj_bias"] = torch.cat([w[f"{ours}.w_{x}.bias"] for x in "qkv"])
        state[theirs + ".out_proj.weight"] = w[ours + ".w_o.weight"]
        state[theirs + ".out_proj.bias"] = w[ours + ".w_o.bias"]

    def norm(ours, theirs):
        state[theirs + ".weight"] = w[ours + ".norm.weight"]
        state[theirs + ".bias"] = w[ours + ".norm.bias"]

    def feed_forward(ours, theirs):
        for a, b in (("w_1", "linear1"), ("w_2", "linear2")):
            state[f"{theirs}.{b}.weight"] = w[f"{ours}.feed_forward.{a}.weight"]
            state[f"{theirs}.{b}.bias"] = w[f"{ours}.feed_forward.{a}.bias"]

    for i in range(c["num_encoder_layers"]):
        ours, theirs = f"encoder.layers.{i}", f"transformer.encoder.layers.{i}"
        attention(ours + ".self_attention", theirs + ".self_attn")
        norm(ours + ".self_attention_sublayer", theirs + ".norm1")
        norm(ours + ".feed_forward_sublayer", theirs + ".norm2")
        feed_forward(ours, theirs)
    for i in range(c["num_decoder_layers"]):
        ours, theirs = f"decoder.layers.{i}", f"transformer.decoder.layers.{i}"
        attention(ours + ".self_attention", theirs + ".self_attn")
        attention(ours + ".cross_attention", theirs + ".multihead_attn")
        norm(ours + ".self_attention_sublayer", theirs + ".norm1")
        norm(ours + ".cross_attention_sublayer", theirs + ".norm2")
        norm(ours + ".feed_forward_sublayer", theirs + ".norm3")
        feed_forward(ours, theirs)
    model.load_state_dict(state, strict=True)
    return model.eval()


def greedy(args):
    torch.set_num_threads(args.threads)
    model = load_engine_model(args.checkpoint)
    sources = [list(map(int, line.split())) for line in open(args.sources)]
    hyps, tokens = [], 0
    # One untimed sentence first, as the engine's bench_decoding does.
    with torch.inference_mode():
        model.decode(torch.tensor([[model.bos]]), model.encode(torch.tensor([sources[0]])),
                     torch.tensor([sources[0]]).eq(model.pad))
    start = time.perf_counter()
    with torch.inference_mode():
        for ids in sources:
            src = torch.tensor([ids])
            src_pad = src.eq(model.pad)
            memory = model.encode(src)
            ys = torch.tensor([[model.bos]])
            out = []
            # The engine's limit (decode/search.cpp max_target_length): the
            # source's length (EOS included) + max_extra target tokens, and
            # never more than the positions the model has.
            for _ in range(min(len(ids) + args.max_extra, model.max_positions)):
                logits = model.decode(ys, memory, src_pad)[:, -1]  # the whole prefix again
                logits[:, [model.pad, model.bos]] = -math.inf      # never generated (as the engine)
                next_id = int(logits.argmax(-1))
                out.append(next_id)  # EOS included, as in the engine's hypotheses
                if next_id == model.eos:
                    break
                ys = torch.cat([ys, torch.tensor([[next_id]])], 1)
            hyps.append(out)
            tokens += len(out)
    seconds = time.perf_counter() - start
    with open(args.out, "w") as f:
        for h in hyps:
            f.write(" ".join(map(str, h)) + "\n")
    n = len(sources)
    print(f"pytorch_greedy sentences={n} seconds={seconds:.3f} sent_per_s={n / seconds:.2f} "
          f"ms={1000 * seconds / n:.1f} target_tokens={tokens / n:.1f} threads={torch.get_num_threads()}")


def main():
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="mode", required=True)
    t = sub.add_parser("train")
    t.add_argument("batches")
    t.add_argument("--preset", default="small", choices=sorted(PRESETS))
    t.add_argument("--precision", default="fp32", choices=["fp32", "bf16"])
    t.add_argument("--steps", type=int, default=30)
    t.add_argument("--skip", type=int, default=5)
    t.add_argument("--threads", type=int, default=2)
    t.add_argument("--device", default="cpu")
    g = sub.add_parser("greedy")
    g.add_argument("checkpoint")
    g.add_argument("sources")
    g.add_argument("--out", required=True)
    g.add_argument("--threads", type=int, default=2)
    g.add_argument("--max-extra", type=int, default=50)
    args = parser.parse_args()
    if args.mode == "train":
        train(args)
    else:
        greedy(args)


if __name__ == "__main__":
    main()
