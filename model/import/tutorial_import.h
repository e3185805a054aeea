// Opening models of the widely used from-scratch PyTorch tutorial design
// (InputEmbeddings, PositionalEncoding, LayerNormalization, FeedForwardBlock,
// MultiHeadAttentionBlock w_q/w_k/w_v/w_o, ResidualConnection pre-norm,
// Encoder/Decoder with a final norm each, ProjectionLayer; build_transformer)
// as one of our checkpoints.
//
// Both versions in circulation load:
//   older: one scalar alpha and bias per LayerNormalization, w_q..w_o with
//          biases, the decoder's second attention 'source_attention_block',
//          a projection returning log-softmax;
//   newer: alpha and bias per feature, projections without bias,
//          'cross_attention_block', a projection returning logits.
// (log_softmax of log-softmax is the same distribution, so both map to our
// logits.) What changes the numbers is kept: LayerNormalization's unbiased
// std with eps on the std (TransformerConfig::layer_norm_std_eps, eps 1e-6),
// separate source/target embeddings, an untied projection with bias, sources
// fed as [SOS] words [EOS] (the word-level tokenizer's framing).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "train/checkpoint.h"

#include <string>
#include <vector>

namespace studio::import {

// The preset_name an import records: the design trains with label smoothing
// 0.1 (its CrossEntropyLoss(label_smoothing=0.1)), which its file does not
// hold; the Learn page then calls the 0.1 the model's own.
inline constexpr const char* kTutorialPreset = "pytorch-tutorial";

struct TutorialImportOptions {
    // The state dict does not record h (W^Q is D x D whatever h is): the
    // tutorial's build_transformer default is 8.
    int64_t heads = 8;
    double dropout = 0.1;  // for training further; build_transformer's default
};

struct TutorialImport {
    train::Checkpoint checkpoint;    // kind "weights": config, word-level tokenizers, weights
    std::string design;              // "older" or "newer"
    std::vector<std::string> notes;  // what a person should know (epoch, step, what was not imported)
};

// Reads `pytorch_path` (torch.save of a dict with 'model_state_dict', or a
// bare state dict) and the two tokenizer.json files. Throws
// train::CheckpointError (or tok::TokenizerError) naming the file and the
// parameter, shape or token that does not fit.
TutorialImport import_tutorial_checkpoint(const std::string& pytorch_path, const std::string& src_tokenizer_path,
                                          const std::string& tgt_tokenizer_path,
                                          const TutorialImportOptions& options = {});

// What `info` says of a torch.save file, without its tokenizers: the saved
// dict's keys, the model state dict's tensors, and what import would make of
// it (the tutorial design's version and our configuration, the vocabulary
// sizes from its embeddings) or why it would refuse it. Throws
// train::CheckpointError only for a file that cannot be read at all.
struct PytorchFileSummary {
    struct TensorEntry {
        std::string name;
        std::string dtype;             // LibTorch's name: Float, Half, Long, ...
        std::vector<int64_t> shape;
    };
    std::vector<std::string> keys;     // the saved dict's top-level keys
    std::vector<TensorEntry> tensors;  // the state dict's, in the file's order
    std::string design;                // "older" or "newer"; empty when import would refuse it
    nn::TransformerConfig config;      // what import would build (with design set)
    int64_t epoch = -1, step = -1;     // as saved, -1 when absent
    std::string not_importable;        // import's message when design is empty
};
PytorchFileSummary describe_pytorch_file(const std::string& path, const TutorialImportOptions& options = {});

}  // namespace studio::import
