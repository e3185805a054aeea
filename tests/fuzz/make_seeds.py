#!/usr/bin/python3
# Writes the hand-made seed inputs of the fuzz targets (tests/fuzz/corpus/
# <target>/seed-*). They were the start of the kept corpus; run_fuzzers.sh
# keeps only what adds coverage, so most are later replaced by inputs named
# by their SHA-1. Debian's /usr/bin/python3: PyTorch (python3-torch) makes
# the torch.save files, spm_train (sentencepiece) and attention-studio-cli
# (--cli) make the tiny checkpoints; each part is skipped when missing.
# SPDX-License-Identifier: GPL-3.0-or-later
import argparse
import collections
import gzip
import io
import json
import os
import pickle
import shutil
import struct
import subprocess
import tempfile
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))


def write(target, name, data):
    folder = os.path.join(HERE, "corpus", target)
    os.makedirs(folder, exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    with open(os.path.join(folder, "seed-" + name), "wb") as f:
        f.write(data)


def gz(data):
    # mtime=0: the same bytes on every run.
    return gzip.compress(data, mtime=0)


def corpus_seeds():
    t = "fuzz_corpus"
    write(t, "plain.txt", "Hello world.\nZweite Zeile, über Straße.\n")
    write(t, "crlf-bom.txt", b"\xef\xbb\xbfone\r\ntwo\r\n\r\nthree")
    write(t, "pairs.tsv", "Hi.\tHallo.\n  \t \nRun!\tLauf!\textra\n\nno tab here\n")
    write(t, "tatoeba.tsv", "1\tI see.\t77\tIch verstehe.\n2\tGo.\t78\t\n")
    write(t, "pairs.jsonl", '{"translation": {"en": "Hi", "de": "Hallo"}}\n'
                            '{"en": " a ", "de": "b"}\n\n{"en": 1, "de": "x"}\n[1, 2]\n'
                            '{"translation": "no"}\n{"en": "\\u00fc\\ud83d\\ude42", "de": "\\n"}\n')
    write(t, "pairs.tsv.gz", gz(b"Hi.\tHallo.\nRun!\tLauf!\n"))
    write(t, "truncated.gz", gz(b"a line that is cut off\n" * 20)[:30])
    write(t, "latin1.txt", b"caf\xe9\n")
    write(t, "utf16.txt", "hi\n".encode("utf-16"))
    write(t, "nul.txt", b"abc\x00def\n")
    write(t, "bad-utf8.txt", b"\xed\xa0\x80\n\xc0\xaf\n\xf4\x90\x80\x80\n\xe2\x82\n\xf0\x9f\x99\x82ok\n")
    write(t, "empty.txt", b"")
    write(t, "cr-only.txt", b"\r\n\r\r\n \t\n")


def tokenizer_json(pre="Whitespace", model_type="WordLevel", vocab=None, normalizer=None, unk="[UNK]"):
    if vocab is None:
        vocab = {"[UNK]": 0, "[PAD]": 1, "[SOS]": 2, "[EOS]": 3, "hello": 4, "world": 5, ",": 6, "über": 7}
    added = [{"id": i, "content": k, "special": True} for k, i in vocab.items() if k.startswith("[")]
    return json.dumps({"version": "1.0", "added_tokens": added, "normalizer": normalizer,
                       "pre_tokenizer": {"type": pre},
                       "model": {"type": model_type, "vocab": vocab, "unk_token": unk}}, ensure_ascii=False)


def tokenizer_seeds(spm_model):
    t = "fuzz_tokenizer"
    write(t, "wordlevel.json", tokenizer_json())
    write(t, "wordlevel-split.json", tokenizer_json(pre="WhitespaceSplit"))
    write(t, "gaps.json", tokenizer_json(vocab={"[UNK]": 0, "a": 5}))
    write(t, "no-unk.json", tokenizer_json(unk="<unk>"))
    write(t, "bpe.json", tokenizer_json(model_type="BPE"))
    write(t, "normalizer.json", tokenizer_json(normalizer={"type": "Lowercase"}))
    write(t, "stored-pair.json", json.dumps({"source": tokenizer_json(), "target": tokenizer_json()}))
    write(t, "text.txt", "Hello, world! Über die Straße… «猫» 🙂 don't 3.5\u2028x\u00a0y")
    write(t, "bad-utf8.txt", b"ab\xff\xc3 \xe2\x82 \xf0\x9f\x99")
    if spm_model:
        write(t, "identity.model", spm_model)


def pickle_seeds():
    t = "fuzz_checkpoint"
    value = collections.OrderedDict([
        ("ints", [0, 1, -1, 255, 256, 65535, 65536, -2**31, 2**31, 2**40, -2**63, 2**63 - 1]),
        ("floats", (0.5, -1e300, float("inf"))), ("flags", (True, False, None)),
        ("text", "über"), ("bytes", b"\x00\x01"), ("nested", {"a": [(), (1,), (1, 2), (1, 2, 3)]})])
    shared = [1, 2]
    value["memo"] = (shared, shared)
    for protocol in (2, 4):
        write(t, "p%d.pkl" % protocol, pickle.dumps(value, protocol=protocol))
    # Things a checkpoint never holds: must be refused.
    write(t, "global.pkl", b"\x80\x02cos\nsystem\nX\x02\x00\x00\x00lsq\x00\x85R.")
    write(t, "stack-global.pkl", b"\x80\x04\x8c\x08builtins\x8c\x04eval\x93\x8c\x011\x85R.")


def torch_seeds(workdir):
    try:
        import torch
    except ImportError:
        print("no PyTorch: skipping the torch.save seeds")
        return
    t = "fuzz_checkpoint"
    state = collections.OrderedDict([("w", torch.arange(6, dtype=torch.float32).reshape(2, 3)),
                                     ("b", torch.tensor([1, 2], dtype=torch.int64)),
                                     ("h", torch.ones(2, dtype=torch.float16))])
    state["view"] = state["w"][:, 1]
    obj = {"model_state_dict": state, "epoch": 3, "global_step": 7}
    buf = io.BytesIO()
    torch.save(obj, buf)
    write(t, "torch.pt", buf.getvalue())
    import zipfile
    with zipfile.ZipFile(io.BytesIO(buf.getvalue())) as z:
        name = [n for n in z.namelist() if n.endswith("data.pkl")][0]
        write(t, "torch-data.pkl", z.read(name))
    legacy = io.BytesIO()
    torch.save(obj, legacy, _use_new_zipfile_serialization=False)
    write(t, "legacy.pt", legacy.getvalue()[:256])


def zip_of(entries):
    """A zip archive of (name, data, deflate, claimed_size, bad_crc) entries, byte by byte,
    so that sizes can lie (zipfile would not write such an archive)."""
    out, directory = b"", b""
    for name, data, deflate, claimed, bad_crc in entries:
        name = name.encode()
        body = data
        if deflate:
            z = zlib.compressobj(9, zlib.DEFLATED, -15)
            body = z.compress(data) + z.flush()
        crc = zlib.crc32(data) ^ (0x5A5A5A5A if bad_crc else 0)
        size = claimed if claimed is not None else len(data)
        compressed = len(body) if deflate else size
        method = 8 if deflate else 0
        offset = len(out)
        out += struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, 0, method, 0, 0, crc, compressed, size, len(name), 0)
        out += name + body
        directory += struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 20, 20, 0, method, 0, 0, crc, compressed, size,
                                 len(name), 0, 0, 0, 0, 0, offset) + name
    end = struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, len(entries), len(entries), len(directory), len(out), 0)
    return out + directory + end


def archive_seeds():
    # torch.save({'w': torch.zeros(4096)}) by hand around its data.pkl, and
    # the refused variants of tests/tst_pytorch_archive.cpp (small ones: a
    # bomb of 1 MiB of zeros).
    t = "fuzz_checkpoint"
    pkl = bytes.fromhex(
        "80027d7100580100000077710163746f7263682e5f7574696c730a5f72656275696c645f74656e736f725f76320a7102282858070000"
        "0073746f72616765710363746f7263680a466c6f617453746f726167650a71045801000000307105580300000063707571064d001074"
        "7107514b004d00108571084b018571098963636f6c6c656374696f6e730a4f726465726564446963740a710a2952710b74710c52710d"
        "732e")
    huge = pkl.replace(bytes.fromhex("4d0010"), bytes.fromhex("8a060010a5d4e800"))
    zeros = bytes(4096 * 4)
    version = ("archive/version", b"3\n", False, None, False)
    write(t, "archive-stored.pt", zip_of([("archive/data.pkl", pkl, False, None, False),
                                          ("archive/data/0", zeros, False, None, False), version]))
    write(t, "archive-bomb.pt", zip_of([("archive/data.pkl", pkl, False, None, False),
                                        ("archive/data/0", bytes(1 << 20), True, None, False), version]))
    write(t, "archive-claims-bytes.pt", zip_of([("archive/data.pkl", pkl, False, None, False),
                                                ("archive/data/0", zeros, False, 2 << 30, False), version]))
    write(t, "archive-too-large.pt", zip_of([("archive/data.pkl", pkl, False, None, False),
                                             ("archive/data/0", bytes(65536), False, None, False), version]))
    write(t, "archive-claims-elements.pt", zip_of([("archive/data.pkl", huge, False, None, False),
                                                   ("archive/data/0", zeros, False, None, False), version]))
    write(t, "archive-bad-crc.pt", zip_of([("archive/data.pkl", pkl, False, None, False),
                                           ("archive/data/0", zeros, False, None, True), version]))


def spm_model(workdir):
    # Identity normalisation: the default rule table alone is ~240 KB.
    if not shutil.which("spm_train"):
        print("no spm_train: skipping the SentencePiece seeds")
        return None
    text = os.path.join(workdir, "sentences.txt")
    words = ["gnu", "owl", "pig", "cat", "dog", "über", "straße"]
    with open(text, "w", encoding="utf-8") as f:
        for i in range(200):
            f.write(" ".join(words[(i * k) % len(words)] for k in range(1, 5)) + "\n")
    prefix = os.path.join(workdir, "tiny")
    subprocess.run(["spm_train", "--input=" + text, "--model_prefix=" + prefix, "--vocab_size=32",
                    "--normalization_rule_name=identity", "--pad_id=0", "--bos_id=1", "--eos_id=2",
                    "--unk_id=3", "--num_threads=1", "--minloglevel=2",
                    "--hard_vocab_limit=false"], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    with open(prefix + ".model", "rb") as f:
        return f.read()


def checkpoint_seeds(cli, workdir, model):
    if not cli or not model:
        print("no --cli or no SentencePiece model: skipping the checkpoint seeds")
        return
    t = "fuzz_checkpoint"
    model_path = os.path.join(workdir, "tiny.model")
    with open(model_path, "wb") as f:
        f.write(model)
    out = os.path.join(workdir, "run")
    env = dict(os.environ, OMP_NUM_THREADS="1")
    subprocess.run([cli, "train", "--demo", "reverse", "--tokenizer", model_path, "--d-model", "8", "--heads", "1",
                    "--layers", "1", "--d-ff", "8", "--max-positions", "8", "--max-len", "6", "--steps", "1",
                    "--eval-every", "1", "--eval-sentences", "1", "--threads", "1", "--seed", "1",
                    "--out", out], check=True, env=env, stdout=subprocess.DEVNULL)
    weights = os.path.join(workdir, "weights.ckpt")
    subprocess.run([cli, "average", "--out", weights, os.path.join(out, "last.ckpt")], check=True,
                   env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for name, path in (("training-ckpt", os.path.join(out, "last.ckpt")), ("weights-ckpt", weights)):
        with open(path, "rb") as f:
            data = f.read()
        write(t, name, data)
        header_end = 28 + struct.unpack("<Q", data[20:28])[0]
        write(t, name + ".cut-magic", data[:10])
        write(t, name + ".cut-fixed", data[:26])
        write(t, name + ".cut-header", data[:header_end])
        write(t, name + ".cut-blobs", data[:(header_end + len(data)) // 2])
        damaged = bytearray(data)
        damaged[len(data) // 2] ^= 0x40
        write(t, name + ".bad-crc", bytes(damaged))
    # A weights checkpoint with its header only: the fuzz target fixes the
    # CRC, so mutations of this JSON reach the tensor tables.
    with open(weights, "rb") as f:
        data = f.read()
    header = json.loads(data[28:28 + struct.unpack("<Q", data[20:28])[0]])
    header["weights"] = header["weights"][:2]
    header["tokenizer"]["nbytes"] = 0
    base = header["weights"][0]["offset"]
    for e in header["weights"]:
        e["offset"] -= base
    body = json.dumps(header, separators=(",", ":")).encode()
    blob_end = max(e["offset"] + e["nbytes"] for e in header["weights"])
    first = 28 + struct.unpack("<Q", data[20:28])[0] + len(model)
    small = data[:16] + struct.pack("<IQ", 1, len(body)) + body + data[first:first + blob_end]
    write(t, "small-ckpt", small + struct.pack("<I", zlib.crc32(small)))


def wordlevel_checkpoint_seeds(cli, workdir):
    # Checkpoints with a word-level tokenizer (a tiny model of the PyTorch
    # tutorial's design, imported): fuzz_checkpoint opens these as a model
    # and translates with them, which it cannot do with a SentencePiece one.
    if not cli:
        print("no --cli: skipping the word-level checkpoint seeds")
        return
    try:
        import torch
    except ImportError:
        print("no PyTorch: skipping the word-level checkpoint seeds")
        return
    import sys
    sys.path.insert(0, os.path.join(HERE, "..", "pytorch"))
    import tutorial_model
    for version in ("older", "newer"):
        torch.manual_seed(0)
        src = tutorial_model.tokenizer_json(["a b .", "b c !"])
        tgt = tutorial_model.tokenizer_json(["x y .", "y z !"])
        model = tutorial_model.build_transformer(len(src["model"]["vocab"]), len(tgt["model"]["vocab"]), 6, 6,
                                                 d_model=4, N=1, h=2, dropout=0.0, d_ff=4,
                                                 older=version == "older")
        paths = {n: os.path.join(workdir, version + "-" + n) for n in ("src.json", "tgt.json", "model.pt", "ckpt")}
        for name, tok in (("src.json", src), ("tgt.json", tgt)):
            with open(paths[name], "w", encoding="utf-8") as f:
                json.dump(tok, f)
        torch.save({"model_state_dict": model.state_dict()}, paths["model.pt"])
        subprocess.run([cli, "import", "--pytorch", paths["model.pt"], "--src-tokenizer", paths["src.json"],
                        "--tgt-tokenizer", paths["tgt.json"], "--heads", "2", "--out", paths["ckpt"]],
                       check=True, stdout=subprocess.DEVNULL)
        with open(paths["ckpt"], "rb") as f:
            write("fuzz_checkpoint", "wordlevel-" + version + "-ckpt", f.read())


def safetensors(tensors, dtype="F32"):
    """tensors: [(name, shape, values)] -> the bytes of a .safetensors file."""
    header, data = {}, b""
    for name, shape, values in tensors:
        if dtype == "F32":
            raw = struct.pack("<%df" % len(values), *values)
        elif dtype == "F16":
            raw = struct.pack("<%de" % len(values), *values)
        else:  # BF16: the upper half of each float32
            raw = b"".join(struct.pack("<f", v)[2:] for v in values)
        header[name] = {"dtype": dtype, "shape": shape, "data_offsets": [len(data), len(data) + len(raw)]}
        data += raw
    header["__metadata__"] = {"format": "pt"}
    text = json.dumps(header, separators=(",", ":")).encode()
    return struct.pack("<Q", len(text)) + text + data


def marian_state(d, ff, vocab, pre_norm=False):
    """A tiny MarianMTModel state dict (1 + 1 layers, tied copies left out)."""
    out = []
    counter = [0]

    def tensor(name, *shape):
        n = 1
        for s in shape:
            n *= s
        values = [((counter[0] + i) * 37 % 17 - 8) / 16.0 for i in range(n)]
        counter[0] += n
        out.append(("model." + name, list(shape), values))

    def attention(prefix):
        for proj in ("q_proj", "k_proj", "v_proj", "out_proj"):
            tensor(prefix + "." + proj + ".weight", d, d)
            tensor(prefix + "." + proj + ".bias", d)

    def norm(name):
        tensor(name + ".weight", d)
        tensor(name + ".bias", d)

    tensor("shared.weight", vocab, d)
    for side in ("encoder", "decoder"):
        layer = side + ".layers.0"
        attention(layer + ".self_attn")
        norm(layer + ".self_attn_layer_norm")
        if side == "decoder":
            attention(layer + ".encoder_attn")
            norm(layer + ".encoder_attn_layer_norm")
        tensor(layer + ".fc1.weight", ff, d)
        tensor(layer + ".fc1.bias", ff)
        tensor(layer + ".fc2.weight", d, ff)
        tensor(layer + ".fc2.bias", d)
        norm(layer + ".final_layer_norm")
        if pre_norm:
            norm(side + ".layer_norm")
    out.append(("final_logits_bias", [1, vocab], [0.0] * vocab))
    return out


def marian_seeds(workdir):
    pieces = ["</s>", "<unk>", "\u2581the", "\u2581cat", ">>deu<<", "<pad>"]
    vocab = json.dumps({p: i for i, p in enumerate(pieces)}).encode()
    config = {"model_type": "marian", "d_model": 4, "encoder_layers": 1, "decoder_layers": 1,
              "encoder_attention_heads": 2, "decoder_attention_heads": 2, "encoder_ffn_dim": 6,
              "decoder_ffn_dim": 6, "activation_function": "swish", "scale_embedding": True,
              "max_position_embeddings": 8, "vocab_size": 6, "pad_token_id": 5, "eos_token_id": 0,
              "decoder_start_token_id": 5, "normalize_before": False}
    generation = json.dumps({"num_beams": 4, "max_length": 16, "bad_words_ids": [[5]]}).encode()
    weights = safetensors(marian_state(4, 6, 6))
    # The folder target's input: its files' bytes joined by NUL bytes, in its order.
    parts = [json.dumps(config).encode(), generation, b'{"separate_vocabs": false}', vocab, b"", weights]
    write("fuzz_marian_folder", "folder-shared", b"\0".join(parts))
    pre = dict(config, normalize_before=True, activation_function="gelu")
    parts = [json.dumps(pre).encode(), b"", b"", vocab, b"", safetensors(marian_state(4, 6, 6, pre_norm=True))]
    write("fuzz_marian_folder", "folder-pre-norm", b"\0".join(parts))
    separate = dict(config, share_encoder_decoder_embeddings=False)
    target_pieces = ["</s>", "<unk>", "\u2581die", "\u2581Katze", "\u2581ist", "<pad>"]
    target_vocab = json.dumps({p: i for i, p in enumerate(target_pieces)}).encode()
    state = marian_state(4, 6, 6)
    state += [("model.decoder.embed_tokens.weight", [6, 4], [0.25] * 24)]
    state = [(n.replace("model.shared.weight", "model.encoder.embed_tokens.weight"), s, v) for n, s, v in state]
    parts = [json.dumps(separate).encode(), b"", b'{"separate_vocabs": true}', vocab, target_vocab, safetensors(state)]
    write("fuzz_marian_folder", "folder-separate", b"\0".join(parts))
    pointer = b"version https://git-lfs.github.com/spec/v1\noid sha256:4d7a21\nsize 298000000\n"
    parts = [json.dumps(config).encode(), b"", b"", vocab, b"", pointer]
    write("fuzz_marian_folder", "folder-lfs-pointer", b"\0".join(parts))

    small = marian_state(4, 6, 6)[:6]
    for dtype in ("F32", "F16", "BF16"):
        write("fuzz_safetensors", "tiny-" + dtype.lower(), safetensors(small, dtype))
    try:
        import torch
    except ImportError:
        return
    # torch.save's legacy stream without its magic number (the target puts it first).
    state = collections.OrderedDict((n, torch.tensor(v).reshape(s)) for n, s, v in small)
    state["model.half"] = torch.arange(6, dtype=torch.float16)
    state["model.view"] = state["model.shared.weight"][1:3]
    buffer = io.BytesIO()
    torch.save(state, buffer, _use_new_zipfile_serialization=False)
    magic = pickle.dumps(0x1950A86A20F9469CFC6C, protocol=2)
    legacy = buffer.getvalue()
    assert legacy.startswith(magic)
    write("fuzz_torch_legacy", "state-dict", legacy[len(magic):])


def main():
    parser = argparse.ArgumentParser(description="Writes the hand-made seeds of the fuzz targets.")
    parser.add_argument("--cli", help="attention-studio-cli, for the tiny checkpoints")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as workdir:
        corpus_seeds()
        model = spm_model(workdir)
        tokenizer_seeds(model)
        pickle_seeds()
        torch_seeds(workdir)
        archive_seeds()
        checkpoint_seeds(args.cli, workdir, model)
        wordlevel_checkpoint_seeds(args.cli, workdir)
        marian_seeds(workdir)


if __name__ == "__main__":
    main()
