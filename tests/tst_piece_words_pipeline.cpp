// From a sentence to word links, end to end (issue 37 §1): the tokenizer's
// pieces (word-level and SentencePiece vocabularies, with words they do not
// know at the start, in the middle and at the end), their words as
// sentence_attention finds them, and the links an attention that looks from
// each target piece at the same source piece gives. An unknown word must not
// shift the words after it.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/cross_alignment.h"
#include "analysis/word_alignment.h"
#include "nn/transformer.h"
#include "support/test_support.h"
#include "eval/bleu.h"
#include "tokenizer/bleu_reference.h"
#include "tokenizer/word_level.h"

#include <QtTest>

using namespace studio;

namespace {

// A word-level vocabulary without "zebra", "gnu" or "quickly".
tok::WordLevelVocab word_vocab() {
    const std::string json =
        "{\"added_tokens\": [{\"id\": 0, \"content\": \"[UNK]\", \"special\": true}, "
        "{\"id\": 1, \"content\": \"[PAD]\", \"special\": true}, {\"id\": 2, \"content\": \"[SOS]\", \"special\": true}, "
        "{\"id\": 3, \"content\": \"[EOS]\", \"special\": true}], \"normalizer\": null, "
        "\"pre_tokenizer\": {\"type\": \"Whitespace\"}, \"decoder\": null, \"model\": {\"type\": \"WordLevel\", "
        "\"unk_token\": \"[UNK]\", \"vocab\": {\"[UNK]\": 0, \"[PAD]\": 1, \"[SOS]\": 2, \"[EOS]\": 3, \"the\": 4, "
        "\"cat\": 5, \"runs\": 6, \"near\": 7, \"house\": 8, \".\": 9, \"a\": 10}}}";
    return tok::WordLevelVocab::from_json(json, "test vocabulary");
}

nn::Transformer tiny_model(const tok::Tokenizer& t) {
    auto c = nn::TransformerConfig::preset("tiny");
    c.d_model = 16;
    c.num_heads = 2;
    c.num_encoder_layers = c.num_decoder_layers = 1;
    c.d_ff = 32;
    c.src_vocab_size = t.source_vocab_size();
    c.tgt_vocab_size = t.target_vocab_size();
    c.share_embeddings = t.joint();
    c.pad_id = t.special_ids().pad;
    c.bos_id = t.special_ids().bos;
    c.eos_id = t.special_ids().eos;
    c.unk_id = t.special_ids().unk;
    return nn::seeded_transformer(c, 3);
}

}  // namespace

class TestPieceWordsPipeline : public QObject {
    Q_OBJECT

private slots:
    void unknownWordsKeepTheWordsAfterThem_data();
    void unknownWordsKeepTheWordsAfterThem();
    void wordLevelReferencesAreScoredAsWritten();
};

void TestPieceWordsPipeline::unknownWordsKeepTheWordsAfterThem_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("sentence");
    QTest::newRow("word level, unknown first") << "word" << "zebra runs near the house .";
    QTest::newRow("word level, unknown in the middle") << "word" << "the zebra runs near the house .";
    QTest::newRow("word level, unknown last") << "word" << "the cat runs near the zebra";
    QTest::newRow("word level, two unknowns") << "word" << "a zebra gnu runs quickly";
    QTest::newRow("sentencepiece, unknown first") << "spm" << "\u03a9\u03a9 the cat sits";
    QTest::newRow("sentencepiece, unknown in the middle") << "spm" << "the \u03a9\u03a9 cat sits on the mat";
    QTest::newRow("sentencepiece, unknown last") << "spm" << "the cat sits \u03a9\u03a9";
}

void TestPieceWordsPipeline::unknownWordsKeepTheWordsAfterThem() {
    QFETCH(QString, kind);
    QFETCH(QString, sentence);
    const tok::Tokenizer t = kind == "word" ? tok::Tokenizer::word_level(word_vocab(), word_vocab())
                                            : test::small_tokenizer(60);
    auto model = tiny_model(t);
    const std::string text = sentence.toStdString();
    const auto target_ids = t.encode_target(text);
    // The sentence holds a word the vocabulary does not know.
    QVERIFY(std::find(target_ids.begin(), target_ids.end(), t.special_ids().unk) != target_ids.end());

    analysis::SentenceAttention s = analysis::sentence_attention(model, t, text, text, target_ids);
    const int words = static_cast<int>(analysis::split_words(text).size());
    QCOMPARE(s.source_words, words);
    // Every word has pieces, in order, none shifted: the word of each piece
    // never decreases, and the last piece is on the last word.
    std::vector<int> own_source;
    for (int w : s.source_piece_words)
        if (w >= 0) own_source.push_back(w);
    QCOMPARE(own_source.size(), s.target_piece_words.size());  // same sentence, same tokenizer
    QCOMPARE(own_source, s.target_piece_words);
    for (size_t k = 1; k < own_source.size(); ++k) QVERIFY(own_source[k] >= own_source[k - 1]);
    QCOMPARE(own_source.front(), 0);
    QCOMPARE(own_source.back(), words - 1);
    for (int w = 0; w < words; ++w)
        QVERIFY2(std::count(own_source.begin(), own_source.end(), w) > 0, qPrintable(QString("word %1").arg(w)));

    // An attention that looks from target piece k at source piece k links
    // every word to itself.
    const int64_t first_own = t.bos_on_source() ? 1 : 0;
    decode::AttentionSet cross;
    cross.layers = cross.heads = 1;
    cross.rows = static_cast<int64_t>(target_ids.size()) + 1;
    cross.cols = s.cross.cols;
    cross.data.assign(static_cast<size_t>(cross.rows * cross.cols), 0.0f);
    for (int64_t k = 0; k < static_cast<int64_t>(target_ids.size()); ++k)
        cross.data[static_cast<size_t>(k * cross.cols + first_own + k)] = 1.0f;
    cross.data[static_cast<size_t>((cross.rows - 1) * cross.cols + cross.cols - 1)] = 1.0f;
    s.cross = cross;
    analysis::HeadChoice head;
    head.kind = analysis::HeadChoice::Kind::Head;
    const auto links = analysis::argmax_links(analysis::word_attention(s, head, analysis::AlignStep::Prediction));
    analysis::Links diagonal;
    for (int w = 0; w < words; ++w) diagonal.insert({w, w});
    QCOMPARE(links, diagonal);
}

// A word-level model writes its words apart ("don ' t"): a perfect
// translation scored against the raw reference got BLEU 11.2. The
// references are split by the same pre-tokenizer, and score 100.
void TestPieceWordsPipeline::wordLevelReferencesAreScoredAsWritten() {
    const std::string json =
        "{\"added_tokens\": [{\"id\": 0, \"content\": \"[UNK]\", \"special\": true}, "
        "{\"id\": 1, \"content\": \"[PAD]\", \"special\": true}, {\"id\": 2, \"content\": \"[SOS]\", \"special\": true}, "
        "{\"id\": 3, \"content\": \"[EOS]\", \"special\": true}], \"normalizer\": null, "
        "\"pre_tokenizer\": {\"type\": \"Whitespace\"}, \"decoder\": null, \"model\": {\"type\": \"WordLevel\", "
        "\"unk_token\": \"[UNK]\", \"vocab\": {\"[UNK]\": 0, \"[PAD]\": 1, \"[SOS]\": 2, \"[EOS]\": 3, \"I\": 4, "
        "\"don\": 5, \"'\": 6, \"t\": 7, \"know\": 8, \"the\": 9, \"well\": 10, \"-\": 11, \"known\": 12, "
        "\"man\": 13, \".\": 14}}}";
    const tok::Tokenizer t = tok::Tokenizer::word_level(tok::WordLevelVocab::from_json(json, "source"),
                                                        tok::WordLevelVocab::from_json(json, "target"));
    QVERIFY(tok::splits_bleu_references(t));
    const std::string reference = "I don't know the well-known man.";
    const std::string written = t.decode(t.encode_target(reference));  // what a perfect model outputs
    QCOMPARE(written, std::string("I don ' t know the well - known man ."));
    const auto references = tok::bleu_references(t, {reference});
    QCOMPARE(references, std::vector<std::string>{written});
    const auto bleu13a = eval::bleu_tokenizer_from_name("13a");
    QCOMPARE(eval::corpus_bleu({written}, references, bleu13a).score, 100.0);
    QVERIFY(eval::corpus_bleu({written}, {reference}, bleu13a).score < 50.0);  // the raw reference: the old figure
}

QTEST_GUILESS_MAIN(TestPieceWordsPipeline)
#include "tst_piece_words_pipeline.moc"
