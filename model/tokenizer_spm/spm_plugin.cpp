// SentencePiece behind the SpmBackend interface. Built as a MODULE that links
// SentencePiece (and its private protobuf) but never LibTorch; see
// tokenizer/spm_interface.h for why.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tokenizer/spm_interface.h"

#include <sentencepiece_processor.h>
#include <sentencepiece_trainer.h>

#include <memory>
#include <sstream>

// Exported by libsentencepiece but not declared in its public headers. The
// trainer logs its whole command line at INFO level before it reads
// --minloglevel; warnings and errors stay visible.
namespace sentencepiece::logging {
void SetMinLogLevel(int v);
}

namespace {

using studio::tok::SpmTrainOptions;

// Feeds in-memory sentences to the trainer, so no temporary file is needed.
class VectorIterator : public sentencepiece::SentenceIterator {
public:
    explicit VectorIterator(const std::vector<std::string>& sentences) : sentences_(sentences) {}
    bool done() const override { return index_ >= sentences_.size(); }
    void Next() override { ++index_; }
    const std::string& value() const override { return sentences_[index_]; }
    sentencepiece::util::Status status() const override { return {}; }

private:
    const std::vector<std::string>& sentences_;
    size_t index_ = 0;
};

class SpmBackendImpl : public studio::tok::SpmBackend {
public:
    bool train(const std::vector<std::string>& sentences, const SpmTrainOptions& o,
               std::string* model_bytes, std::string* error) override {
        std::ostringstream args;
        args << "--model_type=" << o.model_type << " --vocab_size=" << o.vocab_size
             << " --character_coverage=" << o.character_coverage << " --pad_id=" << o.pad_id
             << " --bos_id=" << o.bos_id << " --eos_id=" << o.eos_id << " --unk_id=" << o.unk_id
             << " --num_threads=" << o.num_threads << " --minloglevel=1"
             << " --input_sentence_size=2000000 --shuffle_input_sentence=true"
             << " --max_sentence_length=" << studio::tok::kSpmMaxSentenceBytes << " --split_digits=false";
        sentencepiece::logging::SetMinLogLevel(1);
        // SentencePiece takes 32 bits: the upper half is folded in, so that
        // seeds differing only there (2^32 and 0) train different samples.
        // 0xFFFFFFFF is SentencePiece's "no seed" (a random device's draw
        // then): the seeds that fold to it take the one below instead.
        unsigned int folded = static_cast<unsigned int>(o.seed ^ (o.seed >> 32));
        if (folded == 0xFFFFFFFFu) folded = 0xFFFFFFFEu;
        sentencepiece::SetRandomGeneratorSeed(folded);
        VectorIterator it(sentences);
        std::string bytes;
        const auto status = sentencepiece::SentencePieceTrainer::Train(args.str(), &it, &bytes);
        if (!status.ok()) {
            if (error) *error = status.ToString();
            return false;
        }
        *model_bytes = bytes;
        return load(bytes, error);
    }

    bool load(const std::string& model_bytes, std::string* error) override {
        auto fresh = std::make_unique<sentencepiece::SentencePieceProcessor>();
        const auto status = fresh->LoadFromSerializedProto(model_bytes);
        if (!status.ok()) {
            if (error) *error = status.ToString();
            return false;
        }
        processor_ = std::move(fresh);
        return true;
    }

    std::vector<int> encode(const std::string& text) const override {
        std::vector<int> ids;
        if (processor_) processor_->Encode(text, &ids).IgnoreError();
        return ids;
    }
    std::vector<std::string> encode_pieces(const std::string& text) const override {
        std::vector<std::string> pieces;
        if (processor_) processor_->Encode(text, &pieces).IgnoreError();
        return pieces;
    }
    std::string decode(const std::vector<int>& ids) const override {
        std::string text;
        if (processor_) processor_->Decode(ids, &text).IgnoreError();
        return text;
    }
    int vocab_size() const override { return processor_ ? processor_->GetPieceSize() : 0; }
    std::string id_to_piece(int id) const override {
        if (!processor_ || id < 0 || id >= processor_->GetPieceSize()) return {};
        return processor_->IdToPiece(id);
    }
    int piece_to_id(const std::string& piece) const override {
        return processor_ ? processor_->PieceToId(piece) : -1;
    }
    int pad_id() const override { return processor_ ? processor_->pad_id() : -1; }
    int bos_id() const override { return processor_ ? processor_->bos_id() : -1; }
    int eos_id() const override { return processor_ ? processor_->eos_id() : -1; }
    int unk_id() const override { return processor_ ? processor_->unk_id() : -1; }

private:
    std::unique_ptr<sentencepiece::SentencePieceProcessor> processor_;
};

}  // namespace

extern "C" {
__attribute__((visibility("default"))) int studio_spm_abi_version() {
    return studio::tok::kSpmPluginAbiVersion;
}
__attribute__((visibility("default"))) studio::tok::SpmBackend* studio_spm_create() {
    return new SpmBackendImpl();
}
__attribute__((visibility("default"))) void studio_spm_destroy(studio::tok::SpmBackend* backend) {
    delete backend;
}
}
