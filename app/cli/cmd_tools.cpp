// attention-studio-cli bleu / average / demo-data / info
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_args.h"
#include "commands.h"

#include "data/corpus_reader.h"
#include "data/demo_tasks.h"
#include "eval/bleu.h"
#include "import/marian_import.h"
#include "import/tutorial_import.h"
#include "nn/transformer.h"
#include "tokenizer/tokenizer.h"
#include "train/run_files.h"
#include "train/run_lock.h"
#include "train/run_summary.h"
#include "train/average.h"
#include "train/checkpoint.h"
#include "train/model_io.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <iostream>
#include <map>

namespace studio::cli {

int run_bleu(int argc, char** argv) {
    const Args a(argc, argv, 2, {"hyp", "tokenize"}, {"help", "json"});
    if (a.has("help")) {
        std::cout << "usage: attention-studio-cli bleu REF_FILE [--hyp FILE] [--tokenize 13a|none|char] [--json]\n"
                     "Corpus BLEU as sacreBLEU computes it by default; hypotheses on stdin without --hyp.\n";
        return 0;
    }
    if (a.positional().size() != 1) throw UsageError("give exactly one reference file (REF_FILE)");
    const auto tokenizer = eval::bleu_tokenizer_from_name(a.choice("tokenize", "13a", bleu_tokenize_names()));
    const std::string ref_path = a.positional().front();
    const auto refs = data::read_lines(ref_path);
    std::vector<std::string> hyps;
    std::string hyp_name = "standard input";
    if (a.has("hyp")) {
        hyp_name = a.text("hyp");
        hyps = data::read_lines(hyp_name);
    } else {
        std::string line;
        while (read_input_line(std::cin, line, int64_t(hyps.size()) + 1)) hyps.push_back(line);
    }
    if (hyps.size() != refs.size())
        throw std::runtime_error("the hypotheses (" + hyp_name + ") have " + std::to_string(hyps.size()) +
                                 " lines but the references (" + ref_path + ") have " + std::to_string(refs.size()));
    const auto score = eval::corpus_bleu(hyps, refs, tokenizer);
    std::cout << (a.has("json") ? score.to_json(tokenizer) : score.to_string()) << '\n';
    return 0;
}

std::shared_ptr<train::RunFolderLock> claim_weights_out(const std::string& out, bool overwrite) {
    std::shared_ptr<train::RunFolderLock> lock;
    try {
        lock = train::claim_weights_file(out);
    } catch (const std::invalid_argument& e) {
        throw UsageError(std::string("--out ") + e.what());
    }
    std::error_code ec;
    if (std::filesystem::exists(out, ec) && !overwrite)
        throw UsageError("--out " + out + " already exists; choose another name or add --overwrite");
    return lock;
}

int run_average(int argc, char** argv) {
    const Args a(argc, argv, 2, {"out"}, {"help", "overwrite"});
    if (a.has("help")) {
        std::cout << "usage: attention-studio-cli average --out CKPT [--overwrite] CKPT...\n"
                     "Averages the weights of checkpoints of the same model (e.g. the last k of a run).\n"
                     "An existing --out is replaced only with --overwrite, and never a run's last.ckpt or\n"
                     "checkpoint-STEP.ckpt (they resume the run).\n";
        return 0;
    }
    if (a.positional().empty()) throw UsageError("give the checkpoints to average");
    const std::string out = a.required("out");
    const auto folder_lock = claim_weights_out(out, a.has("overwrite"));
    train::save_checkpoint(train::average_checkpoints(a.positional()), out);
    std::cerr << "note: averaged " << a.positional().size() << " checkpoints into " << out << '\n';
    return 0;
}

int run_demo_data(int argc, char** argv) {
    const Args a(argc, argv, 2, {"out", "seed"}, {"help", "overwrite"});
    if (a.has("help")) {
        std::cout << "usage: attention-studio-cli demo-data NAME --out DIR [--seed N] [--overwrite]\n"
                     "Writes DIR/train.src, train.tgt, dev.src, dev.tgt (the pairs 'train --demo NAME --seed N' uses),\n"
                     "and DIR/dev.align, the gold word alignment of the dev pairs in Pharaoh form, for the tasks\n"
                     "whose words correspond (reverse). Files already in DIR are kept unless --overwrite is given.\n"
                     "Tasks: numbers-de, dates, reverse.\n";
        return 0;
    }
    if (a.positional().size() != 1) throw UsageError("give one demo task name: numbers-de, dates or reverse");
    const auto task = data::make_demo_task(a.positional().front(), static_cast<uint64_t>(a.integer("seed", 1, 0, int64_t(1) << 40)));
    const std::filesystem::path dir = a.required("out");
    std::string there;
    std::error_code ec;
    for (const char* name : {"train.src", "train.tgt", "dev.src", "dev.tgt", "dev.align"})
        if (std::filesystem::exists(dir / name, ec)) there += std::string(there.empty() ? "" : ", ") + name;
    if (!there.empty() && !a.has("overwrite"))
        throw UsageError("--out " + dir.string() + " already holds " + there +
                         "; choose another folder or add --overwrite");
    std::filesystem::create_directories(dir);
    // All files or none: each is written beside its place first, and only
    // when every one is written are they moved in (a full disk left one
    // task's sources beside another task's targets, line for line).
    std::vector<std::pair<std::string, std::vector<std::string>>> files;
    auto add = [&](const std::vector<data::SentencePair>& pairs, const std::string& stem) {
        std::vector<std::string> src, tgt;
        for (const auto& p : pairs) {
            src.push_back(p.src);
            tgt.push_back(p.tgt);
        }
        files.push_back({stem + ".src", std::move(src)});
        files.push_back({stem + ".tgt", std::move(tgt)});
    };
    add(task.train, "train");
    add(task.dev, "dev");
    if (!task.dev_alignment.empty()) files.push_back({"dev.align", task.dev_alignment});
    const std::string pending = ".demo-data-part";
    try {
        for (const auto& [name, lines] : files) data::write_lines((dir / (name + pending)).string(), lines);
    } catch (...) {
        for (const auto& file : files) std::filesystem::remove(dir / (file.first + pending), ec);
        throw;
    }
    for (const auto& file : files) std::filesystem::rename(dir / (file.first + pending), dir / file.first);
    // Another task's gold alignment would stand beside these dev pairs.
    if (task.dev_alignment.empty()) std::filesystem::remove(dir / "dev.align", ec);
    std::cerr << "note: wrote " << task.train.size() << " training and " << task.dev.size() << " dev pairs to "
              << dir.string() << '\n';
    return 0;
}

namespace {

std::string shape_text(const std::vector<int64_t>& shape) {
    std::string t = "(";
    for (size_t i = 0; i < shape.size(); ++i) t += (i ? ", " : "") + std::to_string(shape[i]);
    return t + (shape.size() == 1 ? ",)" : ")");
}

// info on a torch.save file: its keys and tensors, and what `import` would
// make of it (or why it would refuse it).
int info_pytorch(const std::string& path, bool json, int64_t heads) {
    import::TutorialImportOptions options;
    options.heads = heads;
    const import::PytorchFileSummary s = import::describe_pytorch_file(path, options);
    const auto& c = s.config;
    if (json) {
        nlohmann::json j;
        j["file_kind"] = "pytorch-checkpoint";
        j["path"] = path;
        j["keys"] = s.keys;
        nlohmann::json tensors = nlohmann::json::array();
        for (const auto& t : s.tensors) tensors.push_back({{"name", t.name}, {"dtype", t.dtype}, {"shape", t.shape}});
        j["tensors"] = tensors;
        if (!s.design.empty()) {
            j["import"] = {{"design", s.design}, {"config", nlohmann::json::parse(c.to_json())}};
            if (s.epoch >= 0) j["import"]["epoch"] = s.epoch;
            if (s.step >= 0) j["import"]["step"] = s.step;
        } else {
            j["import_refused"] = s.not_importable;
        }
        std::cout << j.dump() << '\n';
        return 0;
    }
    std::cout << path << ": PyTorch checkpoint (torch.save)\n  keys:";
    for (size_t i = 0; i < s.keys.size() && i < 12; ++i) std::cout << ' ' << s.keys[i];
    if (s.keys.size() > 12) std::cout << " ... (" << s.keys.size() << " keys)";
    std::cout << "\n  " << s.tensors.size() << " tensors in its state dict\n";
    if (s.design.empty()) {
        // A refused file: a short reason, not hundreds of lines of a real model's keys.
        for (size_t i = 0; i < s.tensors.size() && i < 5; ++i)
            std::cout << "    " << s.tensors[i].name << ' ' << s.tensors[i].dtype << ' ' << shape_text(s.tensors[i].shape) << '\n';
        if (s.tensors.size() > 5) std::cout << "    ... (--json lists them all)\n";
        std::cout << "  import: refused: " << s.not_importable.substr(0, 400) << (s.not_importable.size() > 400 ? " ..." : "")
                  << "\n  (a Hugging Face Marian model is opened from its folder: info DIR, import --marian DIR)\n";
        return 0;
    }
    for (const auto& t : s.tensors) std::cout << "    " << t.name << ' ' << t.dtype << ' ' << shape_text(t.shape) << '\n';
    std::cout << "  import: the " << s.design << " tutorial design -> d_model " << c.d_model << ", " << c.num_heads
              << " heads (not stored in the file; --heads), layers " << c.num_encoder_layers << "+"
              << c.num_decoder_layers << ", d_ff " << c.d_ff << ", vocabulary " << c.src_vocab_size << " / "
              << c.tgt_vocab_size << ", " << c.max_positions << " positions, pre-norm";
    // The tutorial's "epoch" counts from 0 (saved after each epoch): 0 is one epoch trained.
    if (s.epoch >= 0) std::cout << ", trained for " << s.epoch + 1 << " epoch(s)";
    if (s.step >= 0) std::cout << (s.epoch >= 0 ? ", " : ", trained for ") << s.step << " steps";
    std::cout << "\n  (attention-studio-cli import --pytorch " << path
              << " --src-tokenizer F --tgt-tokenizer F --out CKPT makes it a checkpoint)\n";
    return 0;
}

}  // namespace

int run_info(int argc, char** argv) {
    const Args a(argc, argv, 2, {"heads"}, {"help", "json"});
    if (a.has("help")) {
        std::cout << "usage: attention-studio-cli info FILE|DIR [--json] [--heads H]\nSays what kind of file FILE is: for "
                     "one of our checkpoints, its model, step, tokenizer and last evaluation; for a PyTorch file "
                     "(torch.save), its tensors and what 'import' would make of it (--heads: the heads it was built "
                     "with, default 8). For a Hugging Face Marian folder DIR (opus-mt): its model, vocabulary, decoding settings and weights file, or why it cannot be imported. Anything else is an error (exit 1).\n";
        return 0;
    }
    if (a.positional().size() != 1) throw UsageError("give one file to describe");
    const std::string path = a.positional().front();
    if (import::is_model_folder(path)) return info_model_folder(path, a.has("json"));
    const std::string kind = train::describe_file(path);
    if (kind.rfind("PyTorch checkpoint", 0) == 0) return info_pytorch(path, a.has("json"), a.integer("heads", 8, 1, 1024));
    if (kind.rfind("damaged", 0) == 0) throw std::runtime_error(kind);  // the loader's message names the file
    if (kind.rfind("Attention Studio checkpoint", 0) != 0) throw std::runtime_error(path + ": " + kind);
    const train::Checkpoint c = train::load_checkpoint(path, /*with_optimizer=*/false);
    // Trainable parameters, as every other view counts them (the Runs page,
    // the Translate and Learn model lines): the stored tensors also hold
    // buffers (the sinusoid tables, a Marian model's logits bias).
    const int64_t parameters = c.model_config.parameter_count();
    int64_t vocab = 0;
    try {
        vocab = tok::Tokenizer::from_stored(c.tokenizer_kind, c.tokenizer_bytes).vocab_size();
    } catch (const std::exception& e) {
        // Said, not hidden as "vocabulary -1": a missing SentencePiece plugin
        // makes translate and train fail too, with the same message.
        vocab = -1;
        std::cerr << "note: the checkpoint's tokenizer cannot be read here: " << e.what() << '\n';
    }
    nlohmann::json last_eval, started_from;
    for (const auto& line : c.history) {
        auto j = nlohmann::json::parse(line, nullptr, false);
        if (j.is_discarded()) continue;
        if (j.value("type", "") == "eval") last_eval = j;
        if (j.value("type", "") == "start") started_from = j;  // a fine-tuning run's origin
    }
    if (a.has("json")) {
        nlohmann::json j;
        j["file_kind"] = "attention-studio-checkpoint";
        j["kind"] = c.kind;
        j["format_version"] = train::kCheckpointFormatVersion;
        j["config"] = nlohmann::json::parse(c.model_config.to_json());
        j["training_config"] = nlohmann::json::parse(c.training_config.to_json());
        j["step"] = c.step;
        j["epoch"] = c.epoch + 1;  // counted from 1, as the text, history.jsonl and last_eval
        j["tokenizer"] = {{"kind", c.tokenizer_kind}, {"vocab_size", vocab}, {"bytes", c.tokenizer_bytes.size()}};
        j["src_vocab_size"] = c.model_config.src_vocab_size;
        j["tgt_vocab_size"] = c.model_config.tgt_vocab_size;
        j["parameters"] = parameters;
        j["history_entries"] = c.history.size();
        // An imported model's own decoding settings (translate takes its beam).
        if (c.beam_size > 0 || c.max_length > 0)
            j["decoding"] = {{"beam_size", c.beam_size}, {"max_length", c.max_length}};
        if (!last_eval.is_null()) j["last_eval"] = last_eval;
        if (!started_from.is_null())
            j["started_from"] = {{"path", started_from.value("from", "")}, {"step", started_from.value("from_step", 0)}};
        std::cout << j.dump() << '\n';
        return 0;
    }
    const auto& m = c.model_config;
    std::cout << path << ": " << kind << '\n'
              << "  step " << c.step << ", epoch " << c.epoch + 1 << '\n'
              << "  model: d_model " << m.d_model << ", heads " << m.num_heads << " (d_k " << m.key_dim() << ", d_v "
              << m.value_dim() << "), layers " << m.num_encoder_layers
              << "+" << m.num_decoder_layers << ", d_ff " << m.d_ff << ", dropout " << m.dropout
              << (m.pre_norm ? ", pre-norm" : ", post-norm") << (m.learned_positions ? ", learned positions" : "")
              << ", " << parameters << " parameters\n";
    // Where the model departs from the paper (a Marian model, say): what
    // every view of it follows too.
    std::vector<std::string> departs;
    if (m.activation == nn::Activation::SiLU) departs.push_back("SiLU feed-forward");
    if (m.activation == nn::Activation::GELU) departs.push_back("GELU feed-forward");
    if (!m.learned_positions && m.position_layout == nn::PositionLayout::SinThenCos)
        departs.push_back("positions laid out sines then cosines (Marian)");
    if (!m.scale_embeddings) departs.push_back("embeddings not scaled by sqrt(d_model)");
    if (m.output_bias) departs.push_back("a bias on the logits");
    if (!m.share_embeddings) departs.push_back("separate source and target embeddings");
    if (!m.tie_output_projection) departs.push_back("an output projection of its own");
    if (m.bos_id == m.pad_id) departs.push_back("the decoder starts from the pad id " + std::to_string(m.pad_id));
    if (m.source_pad_id >= 0) departs.push_back("the source's own pad id " + std::to_string(m.source_pad_id));
    if (!departs.empty()) {
        std::cout << "  unlike the paper:";
        for (size_t i = 0; i < departs.size(); ++i) std::cout << (i ? ", " : " ") << departs[i];
        std::cout << '\n';
    }
    std::cout << "  tokenizer: " << c.tokenizer_kind << ", vocabulary " << vocab << " (source " << m.src_vocab_size
              << ", target " << m.tgt_vocab_size << ")\n";
    // An imported model's own decoding settings: translate and evaluate use
    // its beam unless --beam is given (it was used without a word here).
    if (c.beam_size > 0)
        std::cout << "  decoding: its own beam " << c.beam_size << " (translate and evaluate use it unless --beam is "
                  << "given)" << (c.max_length > 0 ? "; its folder's max_length " + std::to_string(c.max_length) +
                                                         " is not what ends a translation (--max-extra is)"
                                                   : std::string())
                  << '\n';
    if (!started_from.is_null())
        std::cout << "  fine-tuned from " << started_from.value("from", "") << " (its step "
                  << started_from.value("from_step", 0) << ")\n";
    if (!c.training_config.language_token.empty())
        std::cout << "  target language: " << c.training_config.language_token
                  << " (first in every source it was fine-tuned on; the default of translate and evaluate)\n";
    if (!last_eval.is_null()) {
        std::cout << "  last evaluation: step " << last_eval.value("step", 0);
        // null (no dev set) where a run had no dev pairs
        if (last_eval.contains("dev_bleu") && last_eval["dev_bleu"].is_number())
            std::cout << ", dev BLEU " << last_eval["dev_bleu"].get<double>() << ", dev loss "
                      << last_eval.value("dev_loss", 0.0);
        else
            std::cout << ", no dev set";
        std::cout << '\n';
    }
    return 0;
}

}  // namespace studio::cli
