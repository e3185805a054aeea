// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis_jobs.h"

#include "opened_model.h"

#include "analysis/alignment_rule.h"
#include "analysis/cross_alignment.h"
#include "analysis/head_pruning.h"
#include "analysis/head_statistics.h"
#include "data/corpus_reader.h"
#include "data/dataset.h"
#include "data/demo_tasks.h"
#include "data/dev_split.h"
#include "tokenizer/marian_vocab.h"

#include <QCoreApplication>
#include <QStringList>

#include <torch/torch.h>

#include <stdexcept>

namespace studio::app {
namespace {

// An error shown on the Analyze page, in the interface's language (UTF-8
// inside the exception); %1.. filled from `args`.
std::string message(const char* text, const QStringList& args = {}) {
    const QString m = QCoreApplication::translate("studio::app::AnalysisJobs", text);
    // All at once, so that a "%2" inside a file name is not filled in turn.
    switch (args.size()) {
        case 0: return m.toStdString();
        case 1: return m.arg(args[0]).toStdString();
        case 2: return m.arg(args[0], args[1]).toStdString();
        case 3: return m.arg(args[0], args[1], args[2]).toStdString();
        default: return m.arg(args[0], args[1], args[2], args[3]).toStdString();
    }
}

QString text(const std::string& s) { return QString::fromStdString(s); }

HeadKind head_kind(nn::AttentionKind kind) {
    switch (kind) {
        case nn::AttentionKind::EncoderSelf: return HeadKind::EncoderSelf;
        case nn::AttentionKind::DecoderSelf: return HeadKind::DecoderSelf;
        case nn::AttentionKind::Cross: return HeadKind::Cross;
    }
    return HeadKind::EncoderSelf;
}

nn::AttentionKind engine_kind(HeadKind kind) {
    switch (kind) {
        case HeadKind::EncoderSelf: return nn::AttentionKind::EncoderSelf;
        case HeadKind::DecoderSelf: return nn::AttentionKind::DecoderSelf;
        case HeadKind::Cross: return nn::AttentionKind::Cross;
    }
    return nn::AttentionKind::EncoderSelf;
}

// The checkpoint's own dev set: its dataset (a demo's with its gold links).
LoadedSet run_dev_set(const OpenedModel& model, const AnalysisSet& set) {
    const auto& ckpt = model.loaded.checkpoint;
    if (ckpt.dataset.empty())
        throw std::runtime_error(message("this model does not record its dataset: choose a source and a reference file"));
    const auto spec = data::DatasetSpec::from_json(ckpt.dataset);
    LoadedSet out;
    out.set = set;
    const uint64_t seed = static_cast<uint64_t>(ckpt.training_config.seed);
    if (spec.kind == data::DatasetKind::Demo && spec.dev != data::DevSource::Share) {
        const auto task = data::make_demo_task(spec.demo, seed);
        out.pairs = task.dev;
        for (size_t i = 0; i < task.dev_alignment.size(); ++i)
            out.gold.push_back(analysis::parse_gold_line(task.dev_alignment[i], false, "demo " + spec.demo,
                                                         static_cast<int64_t>(i + 1)));
        out.origin = {SetOrigin::Kind::DemoDev, text(spec.demo), QString()};
        return out;
    }
    auto dataset = data::load_dataset(spec, seed);
    out.origin = {SetOrigin::Kind::RunDev, text(spec.label()), QString()};
    if (!dataset.dev.empty()) {
        out.pairs = std::move(dataset.dev);
        return out;
    }
    // Held out of the training pairs (a share, or 1 % of a corpus given
    // without dev files): the same pairs prepare_data held out, drawn with
    // the run's seed (a demo's own dev set was taken in their place).
    const int64_t held = data::dev_holdout_count(int64_t(dataset.train.size()), ckpt.training_config.dev_share);
    if (held <= 0)
        throw std::runtime_error(message("the run had no dev set (%1 holds too few pairs to hold any out): choose "
                                         "a source and a reference file", {text(spec.label())}));
    const auto order = data::dev_holdout_order(dataset.train.size(), held, seed);
    for (size_t k = order.size() - size_t(held); k < order.size(); ++k) out.pairs.push_back(dataset.train[order[k]]);
    return out;
}

// The set's pairs as read: the files, or the run's dev set (with a demo's
// gold); not yet cut to maxSentences, no gold file, no language token.
LoadedSet read_set_pairs(const OpenedModel& model, const AnalysisSet& set) {
    LoadedSet out;
    if (set.sourcePath.isEmpty() && set.referencePath.isEmpty()) {
        out = run_dev_set(model, set);
    } else {
        if (set.sourcePath.isEmpty() || set.referencePath.isEmpty())
            throw std::runtime_error(message("choose both a source and a reference file (or neither, for the run's dev set)"));
        const std::string src = set.sourcePath.toStdString(), ref = set.referencePath.toStdString();
        const auto sources = data::read_lines(src);
        const auto references = data::read_lines(ref);
        if (sources.size() != references.size())
            throw std::runtime_error(message("%1 has %2 lines but %3 has %4",
                                             {set.sourcePath, QString::number(sources.size()), set.referencePath,
                                              QString::number(references.size())}));
        for (size_t i = 0; i < sources.size(); ++i) out.pairs.push_back({sources[i], references[i]});
        out.set = set;
        out.origin = {SetOrigin::Kind::Files, set.sourcePath.section('/', -1), set.referencePath.section('/', -1)};
    }
    return out;
}

// The rest of load_analysis_set: the gold file, the cut, the language
// token, each source's word count, the gold's ranges.
void finish_set(const OpenedModel& model, const AnalysisSet& set, LoadedSet& out) {
    if (!set.goldPath.isEmpty()) {
        const std::string gold_path = set.goldPath.toStdString();
        out.gold = analysis::read_gold_file(gold_path, set.oneBasedGold, set.goldTargetFirst);
        if (out.gold.size() != out.pairs.size())
            throw std::runtime_error(message("%1 has %2 lines but there are %3 sentence pairs",
                                             {set.goldPath, QString::number(out.gold.size()),
                                              QString::number(out.pairs.size())}));
    }
    if (set.maxSentences > 0 && out.pairs.size() > static_cast<size_t>(set.maxSentences)) {
        // Said with every result: the CLI and the run's dev figures use them all.
        out.origin.pairsInSet = static_cast<qint64>(out.pairs.size());
        out.origin.pairsTaken = set.maxSentences;
        out.pairs.resize(static_cast<size_t>(set.maxSentences));
        if (!out.gold.empty()) out.gold.resize(static_cast<size_t>(set.maxSentences));
    }
    if (out.pairs.empty()) throw std::runtime_error(message("the analysis set has no sentence pairs"));
    // Files are sent as the Translate page sends a sentence: a multilingual
    // model's language token first. A run's dev set is sent as it trained:
    // with the token it was fine-tuned with (prepare_data), if any.
    std::string token;
    if (out.origin.kind == SetOrigin::Kind::Files) token = set.languageToken.toStdString();
    if (out.origin.kind == SetOrigin::Kind::RunDev || out.origin.kind == SetOrigin::Kind::DemoDev)
        token = model.loaded.checkpoint.training_config.language_token;
    if (!token.empty()) {
        for (auto& pair : out.pairs) pair.src = tok::with_language_token(pair.src, token);
        out.origin.languageToken = QString::fromStdString(token);
    }
    // The links number the sentence's own words: a leading language code is
    // none of them (analysis::source_word_text, as the alignment reads them).
    const auto& tokenizer = model.loaded.tokenizer;
    for (const auto& pair : out.pairs)
        out.sourceWords.push_back(int(analysis::split_words(analysis::source_word_text(tokenizer, pair.src)).size()));
    try {
        for (size_t i = 0; i < out.gold.size(); ++i)
            analysis::check_gold_range(out.gold[i], out.sourceWords[i],
                                       static_cast<int>(analysis::split_words(out.pairs[i].tgt).size()),
                                       set.goldPath.isEmpty() ? "demo gold" : set.goldPath.toStdString(),
                                       static_cast<int64_t>(i + 1), set.oneBasedGold);
    } catch (const data::DataError& e) {
        // The link is named source first: the file has it the other way round.
        if (!set.goldTargetFirst || set.goldPath.isEmpty()) throw;
        throw std::runtime_error(message("%1 (after “target first” swapped its sides)", {text(e.what())}));
    }
}

}  // namespace

LoadedSet load_analysis_set(const OpenedModel& model, const AnalysisSet& set) {
    LoadedSet out = read_set_pairs(model, set);
    finish_set(model, set, out);
    return out;
}

HeadsResult run_head_statistics(OpenedModel& model, const LoadedSet& set, const std::atomic<bool>* cancel,
                                const ProgressFn& progress) {
    analysis::HeadStatisticsOptions options;
    options.cancel = cancel;
    options.progress = [&](int64_t done, int64_t total) {
        if (progress) progress(done, total);
    };
    const auto report = analysis::head_statistics(model.loaded.model, model.loaded.tokenizer, set.pairs, options);
    const auto& c = model.loaded.model->config;
    HeadsResult out;
    out.setOrigin = set.origin;
    out.devLoss = report.dev_loss;
    out.sentences = report.sentences;
    out.targetTokens = report.target_tokens;
    out.encoderLayers = static_cast<int>(c.num_encoder_layers);
    out.decoderLayers = static_cast<int>(c.num_decoder_layers);
    out.heads = static_cast<int>(c.num_heads);
    for (const auto& h : report.heads)
        out.rows.push_back({{head_kind(h.kind), h.layer, h.head}, h.delta_loss, h.importance, h.confidence, h.entropy,
                            text(h.role), text(h.evidence), h.role_share, static_cast<int>(h.role_offset)});
    return out;
}

namespace {

PruneCurveView curve_view(const analysis::PruneCurve& curve, eval::BleuTokenizer bleu, const SetOrigin& origin) {
    PruneCurveView v;
    v.scope = text(curve.scope);
    v.sentences = curve.sentences;
    v.setOrigin = origin;
    v.bleuTokenize = text(eval::bleu_tokenizer_name(bleu));
    v.heads = curve.heads;
    for (const auto& r : curve.rounds) {
        PruneRoundView round{r.pruned, r.share, r.dev_loss, r.bleu, {}};
        for (const auto& id : r.removed) round.removed.push_back({head_kind(id.kind), id.layer, id.head});
        v.rounds.push_back(round);
    }
    return v;
}

}  // namespace

PruneCurves run_prune_curves(OpenedModel& model, const LoadedSet& set, const std::atomic<bool>* cancel,
                             const std::function<void(qint64, qint64, const PruneCurveView&)>& progress) {
    analysis::PruneOptions options;
    options.cancel = cancel;
    // Scored as the run scored its dev BLEU (the Train page's curve).
    options.bleu_tokenizer = eval::bleu_tokenizer_from_name(model.loaded.checkpoint.training_config.bleu_tokenize);
    options.progress = [&](int64_t done, int64_t total, const analysis::PruneCurve& curve) {
        if (progress) progress(done, total, curve_view(curve, options.bleu_tokenizer, set.origin));
    };
    PruneCurves out;
    for (const auto& curve : analysis::prune_curves(model.loaded.model, model.loaded.tokenizer, set.pairs, options))
        out.push_back(curve_view(curve, options.bleu_tokenizer, set.origin));
    return out;
}

namespace {

AlignMethodView method_view(const analysis::AlignMethod& m) {
    AlignMethodView v;
    v.oneHead = m.choice.kind == analysis::HeadChoice::Kind::Head;
    v.layer = m.choice.layer;
    v.head = m.choice.head;
    v.predictionStep = m.step == analysis::AlignStep::Prediction;
    return v;
}

// Another aligner's Pharaoh file (0-based, one line per pair) scored against
// the set's gold on the pairs the model's links are scored on (those after
// the `chosen_on` a choice was made on); every link is checked against the
// pair's words.
void score_other_links(const QString& path, const LoadedSet& loaded, size_t chosen_on, AlignmentResult& out) {
    const std::string file = path.toStdString();
    const auto lines = data::read_lines(file);
    // One line per pair aligned, or per pair of the whole set (as the gold
    // file has) when only its first pairs were taken: those lines are read.
    const bool wholeSet = loaded.origin.pairsInSet > 0 && lines.size() == size_t(loaded.origin.pairsInSet);
    if (lines.size() != loaded.pairs.size() && !wholeSet)
        throw data::DataError(file, 0,
                              message("has %1 lines but the pairs aligned are %2: one line of links per pair, in order",
                                      {QString::number(lines.size()), QString::number(loaded.pairs.size())}));
    analysis::AlignmentScore score;
    for (size_t i = 0; i < loaded.pairs.size(); ++i) {
        analysis::GoldLinks hyp = analysis::parse_gold_line(lines[i], false, file, static_cast<int64_t>(i) + 1);
        hyp.sure = hyp.possible;
        const auto& pair = loaded.pairs[i];
        analysis::check_gold_range(hyp, loaded.sourceWords[i], static_cast<int>(analysis::split_words(pair.tgt).size()), file,
                                   static_cast<int64_t>(i) + 1, false);
        if (i >= chosen_on) score.add(hyp.possible, loaded.gold[i]);
    }
    out.otherLinksPath = path;
    out.otherAer = score.aer();
    out.otherPrecision = score.precision();
    out.otherRecall = score.recall();
}

// The same sentence pairs, in the same order (the attention computed on one
// serves the other).
bool same_pairs(const LoadedSet& a, const LoadedSet& b) {
    if (a.pairs.size() != b.pairs.size()) return false;
    for (size_t i = 0; i < a.pairs.size(); ++i)
        if (a.pairs[i].src != b.pairs[i].src || a.pairs[i].tgt != b.pairs[i].tgt) return false;
    return true;
}

}  // namespace

AlignmentResult run_alignment(OpenedModel& model, AlignmentCache& cache, const AlignmentRequest& request,
                              const std::atomic<bool>* cancel, const ProgressFn& progress) {
    // Files are read at every request (a gold or reference file edited since
    // the last one is what the person means now); the run's own dev set once
    // per set (its training corpus is read with it: large for a real run),
    // a gold file beside it again. The attention is computed again only when
    // the pairs it was computed on changed.
    if (!(cache.pairsRead.set == request.set) || cache.pairsRead.pairs.empty() ||
        cache.pairsRead.origin.kind == SetOrigin::Kind::Files) {
        cache.pairsRead = LoadedSet();
        cache.pairsRead = read_set_pairs(model, request.set);
        cache.pairsRead.set = request.set;
    }
    LoadedSet loaded_now = cache.pairsRead;
    finish_set(model, request.set, loaded_now);
    if (!cache.valid || !same_pairs(cache.loaded, loaded_now)) {
        cache.valid = false;
        // The old set's attention goes first (about 180 KB a pair at base):
        // not kept beside the new one while it is computed, nor after a cancel.
        cache.corpus = analysis::CorpusAttention();
        cache.loaded = std::move(loaded_now);
        std::vector<std::string> sources, targets;
        for (const auto& p : cache.loaded.pairs) {
            sources.push_back(p.src);
            targets.push_back(p.tgt);
        }
        analysis::CorpusAlignmentOptions options;
        options.cancel = cancel;
        options.progress = [&](int64_t done, int64_t total) {
            if (progress) progress(done, total);
        };
        // The attention of the model as the person uses it: gates they set stay on.
        cache.corpus = analysis::corpus_attention(model.loaded.model, model.loaded.tokenizer, sources, targets, options);
        cache.valid = true;
    } else {
        cache.loaded = std::move(loaded_now);  // the gold and where the pairs came from, as read now
    }
    const auto& corpus = cache.corpus;
    const auto& loaded = cache.loaded;
    const int layers = static_cast<int>(model.loaded.model->config.num_decoder_layers);
    const int heads = static_cast<int>(model.loaded.model->config.num_heads);
    const int pairs = static_cast<int>(loaded.pairs.size());
    const auto merge = request.meanRows ? analysis::MergeRule::MeanRows : analysis::MergeRule::AnySubword;
    std::vector<analysis::AlignStep> steps{analysis::AlignStep::Prediction, analysis::AlignStep::Input};
    if (request.step == AlignmentRequest::Step::Prediction) steps = {analysis::AlignStep::Prediction};
    if (request.step == AlignmentRequest::Step::Input) steps = {analysis::AlignStep::Input};
    AlignmentResult out;
    analysis::AlignMethod method;
    size_t chosen_on = 0;  // Best with gold: pairs [0, chosen_on) choose, the rest are scored
    if (request.choice == AlignmentRequest::Choice::Best) {
        if (!loaded.gold.empty()) {
            chosen_on = static_cast<size_t>(pairs / 2);
            if (pairs < 10)
                throw std::runtime_error(message("the best head is chosen on half the gold pairs and scored on the "
                                                 "other half, each at least 5 pairs: this set has %1",
                                                 {QString::number(pairs)}));
        }
        method = analysis::rank_methods(corpus, loaded.gold, chosen_on, steps, merge).front().method;
    } else {
        analysis::RuleChoice rule;
        if (request.choice == AlignmentRequest::Choice::Rule) {
            rule = analysis::choose_by_rule(corpus, merge, steps);
        } else {
            analysis::HeadChoice fixed = analysis::layer_mean(request.layer);
            if (request.choice == AlignmentRequest::Choice::Head) {
                fixed.kind = analysis::HeadChoice::Kind::Head;
                fixed.head = request.head;
            }
            if (fixed.layer < 0 || fixed.layer >= layers || fixed.head < 0 || fixed.head >= heads)
                throw std::runtime_error(message("layer %1 head %2 is not in the model: decoder layers 0..%3, "
                                                 "heads 0..%4",
                                                 {QString::number(fixed.layer), QString::number(fixed.head),
                                                  QString::number(layers - 1), QString::number(heads - 1)}));
            std::vector<analysis::AlignMethod> candidates;
            for (auto step : steps) candidates.push_back({fixed, step, merge, 0.0});
            rule = analysis::choose_by_rule(corpus, candidates);
        }
        method = rule.method;
        if (rule.candidates.size() > 1) {
            out.ruleChose = true;
            out.ruleEntropy = rule.candidates[0].lexical_entropy;
            out.ruleNext = method_view(rule.candidates[1].method);
            out.ruleNextEntropy = rule.candidates[1].lexical_entropy;
        }
    }
    const auto links = analysis::corpus_links(corpus, method);
    out.setOrigin = loaded.origin;
    out.pairs = pairs;
    out.pair = std::clamp(request.pair, 0, out.pairs - 1);
    out.method = method_view(method);
    out.meanRows = merge == analysis::MergeRule::MeanRows;
    for (const auto& l : links) out.pharaoh << text(analysis::pharaoh_line(l));
    // The words the links number (a multilingual model's language token, put
    // first in the source, is none of them).
    const auto& shown = corpus.sentences[static_cast<size_t>(out.pair)];
    for (const auto& w : shown.source_text) out.sourceWords << text(w);
    for (const auto& w : shown.target_text) out.targetWords << text(w);
    const auto words = analysis::word_attention(corpus.sentences[static_cast<size_t>(out.pair)], method.choice, method.step);
    for (int t = 0; t < words.target_words; ++t) {
        QVector<double> row;
        for (int s = 0; s < words.source_words; ++s) row.push_back(words.at(t, s));
        out.weights.push_back(row);
    }
    for (const auto& l : links[static_cast<size_t>(out.pair)]) out.links.push_back({l.first, l.second});
    if (loaded.gold.empty() && !request.otherLinksPath.isEmpty())
        throw std::runtime_error(message("scoring another aligner's links needs the gold links: choose a gold file"));
    if (!loaded.gold.empty()) {
        out.hasGold = true;
        analysis::AlignmentScore score, choosing;
        for (size_t i = 0; i < links.size(); ++i) (i < chosen_on ? choosing : score).add(links[i], loaded.gold[i]);
        out.aer = score.aer();
        out.precision = score.precision();
        out.recall = score.recall();
        out.chosenOn = static_cast<int>(chosen_on);
        out.chosenOnAer = choosing.aer();
        if (!request.otherLinksPath.isEmpty()) score_other_links(request.otherLinksPath, loaded, chosen_on, out);
        const auto& gold = loaded.gold[static_cast<size_t>(out.pair)];
        for (const auto& l : gold.sure) out.goldSure.push_back({l.first, l.second});
        for (const auto& l : gold.possible)
            if (!gold.sure.count(l)) out.goldPossible.push_back({l.first, l.second});
    }
    return out;
}

void apply_head_gates(OpenedModel& model, const HeadGates& off) {
    auto& m = model.loaded.model;
    nn::clear_head_gates(*m);
    const int64_t heads = m->config.num_heads;
    // One gate vector per block that has a head switched off.
    std::map<std::pair<int, int>, torch::Tensor> gates;
    for (const auto& id : off) {
        auto& gate = gates[{static_cast<int>(id.kind), id.layer}];
        if (!gate.defined()) gate = torch::ones({heads});
        if (id.head >= 0 && id.head < heads) gate[id.head] = 0.0;
    }
    for (const auto& [key, gate] : gates)
        nn::set_head_gates(*m, engine_kind(static_cast<HeadKind>(key.first)), key.second,
                           gate.to(m->parameters().front().device()));
}

}  // namespace studio::app
