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

// H(source type | target type) of one method's links, in bits; `count` the
// links, `top_share` the share of them on the most linked source type and
// `top_words` that type's share of the source words.
double lexical_entropy(const LinkTable& table, size_t method, int64_t* count, double* top_share = nullptr,
                       double* top_words = nullptr) {
    std::map<std::string, std::map<std::string, int64_t>> pairs;  // target type -> source type -> links
    std::map<std::string, int64_t> per_source, words_of_type;
    int64_t total = 0, words = 0;
    for (size_t i = 0; i < table.sentences(); ++i) {
        const auto& source = table.source_words[i];
        const auto& target = table.target_words[i];
        for (const auto& word : source) ++words_of_type[word_type(word)];
        words += static_cast<int64_t>(source.size());
        for (const auto& [src, tgt] : table.links[method][i]) {
            if (src >= static_cast<int>(source.size()) || tgt >= static_cast<int>(target.size())) continue;
            const std::string source_type = word_type(source[static_cast<size_t>(src)]);
            ++pairs[word_type(target[static_cast<size_t>(tgt)])][source_type];
            ++per_source[source_type];
            ++total;
        }
    }
    if (count) *count = total;
    if (top_share || top_words) {
        int64_t top = 0;
        std::string top_type;
        for (const auto& [type, n] : per_source)
            if (n > top) {
                top = n;
                top_type = type;
            }
        if (top_share) *top_share = total == 0 ? 0.0 : static_cast<double>(top) / static_cast<double>(total);
        if (top_words)
            *top_words = words == 0 || top == 0 ? 0.0 : static_cast<double>(words_of_type[top_type]) / static_cast<double>(words);
    }
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

LinkTable::LinkTable(std::vector<AlignMethod> methods_to_keep)
    : methods(std::move(methods_to_keep)),
      links(methods.size()),
      confidence_sum(methods.size(), 0.0),
      confidence_rows(methods.size(), 0) {}

void LinkTable::add(const SentenceAttention& s) {
    source_words.push_back(s.source_text);
    target_words.push_back(s.target_text);
    for (size_t m = 0; m < methods.size(); ++m) {
        const Links l = analysis::sentence_links(s, methods[m]);
        links[m].emplace_back(l.begin(), l.end());
        const WordAttention a = word_attention(s, methods[m].choice, methods[m].step);
        for (int t = 0; t < a.target_words; ++t) {
            float best = 0.0f;
            for (int w = 0; w < a.source_words; ++w) best = std::max(best, a.at(t, w));
            if (best <= 0.0f) continue;
            confidence_sum[m] += best;
            ++confidence_rows[m];
        }
    }
}

Links LinkTable::sentence_links(size_t method, size_t sentence) const {
    const auto& l = links[method][sentence];
    return Links(l.begin(), l.end());
}

std::vector<Links> LinkTable::corpus_links(size_t method) const {
    std::vector<Links> all;
    for (size_t i = 0; i < sentences(); ++i) all.push_back(sentence_links(method, i));
    return all;
}

LinkTable link_table(const CorpusAttention& corpus, std::vector<AlignMethod> methods) {
    LinkTable table(std::move(methods));
    for (const auto& s : corpus.sentences) table.add(s);
    return table;
}

std::vector<AlignMethod> layer_mean_methods(int layers, MergeRule merge, const std::vector<AlignStep>& steps) {
    std::vector<AlignMethod> methods;
    const std::vector<AlignStep> both{AlignStep::Prediction, AlignStep::Input};
    for (AlignStep step : steps.empty() ? both : steps) {
        for (int l = 0; l < layers; ++l) methods.push_back({layer_mean(l), step, merge, 0.0});
    }
    return methods;
}

std::vector<AlignMethod> all_methods(int layers, int heads, MergeRule merge, const std::vector<AlignStep>& steps,
                                     double threshold) {
    std::vector<AlignMethod> methods;
    for (AlignStep step : steps) {
        for (int l = 0; l < layers; ++l) {
            methods.push_back({layer_mean(l), step, merge, threshold});
            for (int h = 0; h < heads; ++h) {
                HeadChoice c;
                c.kind = HeadChoice::Kind::Head;
                c.layer = l;
                c.head = h;
                methods.push_back({c, step, merge, threshold});
            }
        }
    }
    return methods;
}

RuleCandidate rule_candidate(const LinkTable& table, size_t method) {
    RuleCandidate c;
    c.method = table.methods[method];
    c.index = method;
    c.lexical_entropy = lexical_entropy(table, method, &c.links, &c.top_source_share, &c.top_source_words);
    const int64_t rows = table.confidence_rows[method];
    c.confidence = rows == 0 ? 0.0 : table.confidence_sum[method] / static_cast<double>(rows);
    return c;
}

RuleCandidate rule_candidate(const CorpusAttention& corpus, const AlignMethod& method) {
    return rule_candidate(link_table(corpus, {method}), 0);
}

RuleChoice choose_by_rule(const CorpusAttention& corpus, MergeRule merge, const std::vector<AlignStep>& steps) {
    if (corpus.sentences.empty()) return {};
    const int layers = static_cast<int>(corpus.sentences.front().cross.layers);
    return choose_by_rule(corpus, layer_mean_methods(layers, merge, steps));
}

RuleChoice choose_by_rule(const CorpusAttention& corpus, const std::vector<AlignMethod>& methods) {
    return choose_by_rule(link_table(corpus, methods));
}

namespace {

// The rule's order: a collapsed method last, then the lower lexical entropy,
// the higher confidence, the later layer. `--best` without gold ranks by it
// too, so that it is the rule's choice among its candidates, ties included.
struct RuleKey {
    bool collapsed;
    double lexical_entropy, confidence;
    int layer;
};

bool rule_prefers(const RuleKey& a, const RuleKey& b) {
    if (a.collapsed != b.collapsed) return !a.collapsed;
    if (a.lexical_entropy != b.lexical_entropy) return a.lexical_entropy < b.lexical_entropy;
    if (a.confidence != b.confidence) return a.confidence > b.confidence;
    return a.layer > b.layer;
}

RuleKey rule_key(const RuleCandidate& c) {
    return {c.collapsed(), c.lexical_entropy, c.confidence, c.method.choice.layer};
}

RuleKey rule_key(const RankedMethod& r) {
    return {r.collapsed(), r.lexical_entropy, r.confidence, r.method.choice.layer};
}

}  // namespace

RuleChoice choose_by_rule(const LinkTable& table, size_t count) {
    RuleChoice choice;
    count = std::min(count, table.methods.size());
    if (table.sentences() == 0 || count == 0) return choice;
    for (size_t m = 0; m < count; ++m) choice.candidates.push_back(rule_candidate(table, m));
    std::stable_sort(choice.candidates.begin(), choice.candidates.end(),
                     [](const RuleCandidate& a, const RuleCandidate& b) { return rule_prefers(rule_key(a), rule_key(b)); });
    const RuleCandidate& best = choice.candidates.front();
    choice.method = best.method;
    std::ostringstream reason;
    reason.setf(std::ios::fixed);
    reason.precision(3);
    reason << best.method.label() << ": its links are the most consistent over the " << table.sentences()
           << " pairs (H(source word | target word) " << best.lexical_entropy << " bits";
    if (choice.candidates.size() > 1)
        reason << "; next " << choice.candidates[1].method.label() << ", " << choice.candidates[1].lexical_entropy;
    reason << ")";
    if (best.collapsed())
        reason << "; but every candidate links over half of its words to one source word, so none aligns";
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

std::vector<RankedMethod> rank_methods(const LinkTable& table, const std::vector<GoldLinks>& gold, size_t score_from) {
    std::vector<RankedMethod> ranked;
    for (size_t m = 0; m < table.methods.size(); ++m) {
        RankedMethod r;
        r.method = table.methods[m];
        r.index = m;
        for (size_t i = 0; i < table.sentences() && i < gold.size(); ++i)
            (i < score_from ? r.chosen_on : r.scored_on).add(table.sentence_links(m, i), gold[i]);
        const RuleCandidate c = rule_candidate(table, m);
        r.lexical_entropy = c.lexical_entropy;
        r.confidence = c.confidence;
        r.top_source_share = c.top_source_share;
        r.top_source_words = c.top_source_words;
        ranked.push_back(r);
    }
    const bool with_gold = !gold.empty();
    std::stable_sort(ranked.begin(), ranked.end(), [with_gold](const RankedMethod& a, const RankedMethod& b) {
        if (with_gold) return a.chosen_on.aer() < b.chosen_on.aer();
        return rule_prefers(rule_key(a), rule_key(b));
    });
    return ranked;
}

std::vector<RankedMethod> rank_methods(const CorpusAttention& corpus, const std::vector<GoldLinks>& gold,
                                       size_t score_from, const std::vector<AlignStep>& steps, MergeRule merge,
                                       double threshold) {
    if (corpus.sentences.empty()) return {};
    const auto& first = corpus.sentences.front();
    // A head switched off takes no part in the model's output: not a candidate.
    std::vector<AlignMethod> methods;
    for (const auto& m : all_methods(static_cast<int>(first.cross.layers), static_cast<int>(first.cross.heads), merge,
                                     steps, threshold))
        if (m.choice.kind != HeadChoice::Kind::Head || !first.off(m.choice.layer, m.choice.head)) methods.push_back(m);
    return rank_methods(link_table(corpus, methods), gold, score_from);
}

}  // namespace studio::analysis
