// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/alignment_rule.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <sstream>

namespace studio::analysis {
namespace {

// A word as a type: lower-cased, punctuation around it dropped ("Sofa." and
// "sofa" are one type).
std::string word_type(const std::string& word) {
    size_t begin = 0, end = word.size();
    while (begin < end && std::ispunct(static_cast<unsigned char>(word[begin]))) ++begin;
    while (end > begin && std::ispunct(static_cast<unsigned char>(word[end - 1]))) --end;
    std::string type = word.substr(begin, end - begin);
    for (char& c : type) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return type.empty() ? word : type;
}

// H(source type | target type) of the links, in bits.
double lexical_entropy(const CorpusAttention& corpus, const std::vector<Links>& links, int64_t* count) {
    std::map<std::string, std::map<std::string, int64_t>> pairs;  // target type -> source type -> links
    int64_t total = 0;
    for (size_t i = 0; i < links.size(); ++i) {
        const auto& s = corpus.sentences[i];
        for (const auto& [src, tgt] : links[i]) {
            if (src >= static_cast<int>(s.source_text.size()) || tgt >= static_cast<int>(s.target_text.size())) continue;
            ++pairs[word_type(s.target_text[static_cast<size_t>(tgt)])][word_type(s.source_text[static_cast<size_t>(src)])];
            ++total;
        }
    }
    if (count) *count = total;
    if (total == 0) return 0.0;
    double h = 0.0;
    for (const auto& [target, sources] : pairs) {
        int64_t n = 0;
        for (const auto& [source, c] : sources) n += c;
        for (const auto& [source, c] : sources)
            h += static_cast<double>(c) * std::log2(static_cast<double>(n) / static_cast<double>(c));
    }
    return h / static_cast<double>(total);
}

}  // namespace

RuleCandidate rule_candidate(const CorpusAttention& corpus, const AlignMethod& method) {
    RuleCandidate c;
    c.method = method;
    const auto links = corpus_links(corpus, method);
    c.lexical_entropy = lexical_entropy(corpus, links, &c.links);
    double confidence = 0.0;
    int64_t rows = 0;
    for (const auto& s : corpus.sentences) {
        const WordAttention a = word_attention(s, method.choice, method.step);
        for (int t = 0; t < a.target_words; ++t) {
            float best = 0.0f;
            for (int w = 0; w < a.source_words; ++w) best = std::max(best, a.at(t, w));
            if (best <= 0.0f) continue;
            confidence += best;
            ++rows;
        }
    }
    c.confidence = rows == 0 ? 0.0 : confidence / static_cast<double>(rows);
    return c;
}

RuleChoice choose_by_rule(const CorpusAttention& corpus, MergeRule merge, const std::vector<AlignStep>& steps) {
    std::vector<AlignMethod> methods;
    if (corpus.sentences.empty()) return {};
    const int layers = static_cast<int>(corpus.sentences.front().cross.layers);
    const std::vector<AlignStep> both{AlignStep::Prediction, AlignStep::Input};
    for (AlignStep step : steps.empty() ? both : steps) {
        for (int l = 0; l < layers; ++l) {
            AlignMethod m;
            m.choice = layer_mean(l);
            m.step = step;
            m.merge = merge;
            methods.push_back(m);
        }
    }
    return choose_by_rule(corpus, methods);
}

RuleChoice choose_by_rule(const CorpusAttention& corpus, const std::vector<AlignMethod>& methods) {
    RuleChoice choice;
    if (corpus.sentences.empty() || methods.empty()) return choice;
    for (const AlignMethod& m : methods) choice.candidates.push_back(rule_candidate(corpus, m));
    std::stable_sort(choice.candidates.begin(), choice.candidates.end(),
                     [](const RuleCandidate& a, const RuleCandidate& b) {
                         if (a.lexical_entropy != b.lexical_entropy) return a.lexical_entropy < b.lexical_entropy;
                         if (a.confidence != b.confidence) return a.confidence > b.confidence;
                         return a.method.choice.layer > b.method.choice.layer;
                     });
    const RuleCandidate& best = choice.candidates.front();
    choice.method = best.method;
    std::ostringstream reason;
    reason.setf(std::ios::fixed);
    reason.precision(3);
    reason << best.method.label() << ": its links are the most consistent over the " << corpus.sentences.size()
           << " pairs (H(source word | target word) " << best.lexical_entropy << " bits";
    if (choice.candidates.size() > 1)
        reason << "; next " << choice.candidates[1].method.label() << ", " << choice.candidates[1].lexical_entropy;
    reason << ")";
    choice.reason = reason.str();
    return choice;
}

Links relative_position_links(int source_words, int target_words) {
    Links links;
    if (source_words <= 0 || target_words <= 0) return links;
    for (int j = 0; j < target_words; ++j) {
        const int i = static_cast<int>(std::lround(static_cast<double>(j) * source_words / target_words));
        links.insert({std::min(source_words - 1, i), j});
    }
    return links;
}

std::vector<RankedMethod> rank_methods(const CorpusAttention& corpus, const std::vector<GoldLinks>& gold,
                                       size_t score_from, const std::vector<AlignStep>& steps, MergeRule merge,
                                       double threshold) {
    std::vector<RankedMethod> ranked;
    if (corpus.sentences.empty()) return ranked;
    const auto& first = corpus.sentences.front().cross;
    std::vector<HeadChoice> choices;
    for (int l = 0; l < first.layers; ++l) {
        choices.push_back(layer_mean(l));
        for (int h = 0; h < first.heads; ++h) {
            HeadChoice c;
            c.kind = HeadChoice::Kind::Head;
            c.layer = l;
            c.head = h;
            choices.push_back(c);
        }
    }
    for (AlignStep step : steps) {
        for (const HeadChoice& c : choices) {
            RankedMethod r;
            r.method.choice = c;
            r.method.step = step;
            r.method.merge = merge;
            r.method.threshold = threshold;
            const auto links = corpus_links(corpus, r.method);
            for (size_t i = 0; i < links.size() && i < gold.size(); ++i)
                (i < score_from ? r.chosen_on : r.scored_on).add(links[i], gold[i]);
            r.lexical_entropy = lexical_entropy(corpus, links, nullptr);
            ranked.push_back(r);
        }
    }
    const bool with_gold = !gold.empty();
    std::stable_sort(ranked.begin(), ranked.end(), [with_gold](const RankedMethod& a, const RankedMethod& b) {
        return with_gold ? a.chosen_on.aer() < b.chosen_on.aer() : a.lexical_entropy < b.lexical_entropy;
    });
    return ranked;
}

}  // namespace studio::analysis
