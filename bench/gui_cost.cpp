// GUI cost (issue: speed and quality, item 6): (1) the longest time the GUI
// event loop is blocked while a training runs in the background and the
// Train page draws its live curves; (2) the time to redraw the attention grid
// of 6 layers x 8 heads for a 100-token pair; (3) the same blocking while the
// Analyze page measures the trained model's heads and its pruning curve on
// the model's thread (issue 19).
// (1) A 5 ms timer in the GUI thread records how late each of its ticks
// comes; the lateness is the time the loop was busy elsewhere (the curves'
// replots, the signals from the training thread). (2) setData() and a
// synchronous repaint, median and worst of many.
// (4) The same blocking while the Learn page works through a base-sized model
// (d_model 512, 6 + 6 layers, 8 heads; random weights; a joint SentencePiece
// vocabulary of 16 000 pieces, trained on a generated corpus): sentences of 5
// to 200 words, every section, every head of the attention section; each
// answer's time from the request to the page showing it.
// (5) Translate -> heatmap painted at base size, then step-through steps.
// (6) An experiment of 36 runs with base-length histories: shown, offered
// at start-up, resumed, its last run trained and ended
// (gui_cost_experiment.cpp).
// Usage: bench_gui_cost [--quick]. The last line is key=value figures.
// SPDX-License-Identifier: GPL-3.0-or-later
// LibTorch first: Qt's `slots` keyword would break its headers.
#include "engine/blas_kernels.h"
#include "nn/transformer.h"
#include "train/checkpoint.h"
#include "train/model_io.h"
#include "tokenizer/tokenizer.h"

#include "gui_cost_experiment.h"

#include "analyze_page.h"
#include "learn_attention.h"
#include "learn_page.h"
#include "attention_grid.h"
#include "main_window.h"
#include "translate_page.h"
#include "training_controller.h"
#include "translation_controller.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QListWidget>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <clocale>
#include <cmath>
#include <cstdio>
#include <functional>
#include <random>
#include <vector>

using namespace studio;

namespace {

double percentile(std::vector<double> v, double p) {
    if (v.empty()) return 0.0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, size_t(p * double(v.size())))];
}

// Softmax rows of random scores, peaked near the diagonal like real attention.
std::vector<float> attention(int layers, int heads, int n, unsigned seed) {
    std::mt19937 rng(seed);
    std::normal_distribution<float> noise(0.0f, 1.5f);
    std::vector<float> values(size_t(layers) * heads * n * n);
    for (size_t m = 0; m < size_t(layers) * heads; ++m)
        for (int r = 0; r < n; ++r) {
            float sum = 0.0f;
            float* row = values.data() + (m * n + r) * n;
            for (int c = 0; c < n; ++c) sum += row[c] = std::exp(noise(rng) - 0.05f * std::abs(r - c));
            for (int c = 0; c < n; ++c) row[c] /= sum;
        }
    return values;
}

// Made-up words (consonant-vowel syllables) and sentences of them with
// Zipf-like word frequencies: a corpus on which SentencePiece can learn a
// vocabulary of 16 000 pieces, as a base model of a real language pair would
// have (issue 17).
std::vector<std::string> made_up_words() {
    static const char* consonants = "bcdfghjklmnprstvwz";
    static const char* vowels = "aeiou";
    std::mt19937 rng(7);
    std::vector<std::string> lexicon;
    for (int w = 0; w < 60000; ++w) {
        std::string word;
        const int syllables = 2 + int(rng() % 3);
        for (int k = 0; k < syllables; ++k) {
            word += consonants[rng() % 18];
            word += vowels[rng() % 5];
        }
        lexicon.push_back(word);
    }
    return lexicon;
}

std::vector<std::string> made_up_corpus(const std::vector<std::string>& lexicon, int sentences) {
    std::mt19937 rng(11);
    std::vector<std::string> corpus;
    for (int i = 0; i < sentences; ++i) {
        std::string line;
        for (int k = 0; k < 12; ++k) {
            // rank ~ exp(uniform * ln(size)): frequent words often, every word sometimes
            const double u = double(rng()) / double(rng.max());
            const size_t rank = std::min(lexicon.size() - 1, size_t(std::exp(u * std::log(double(lexicon.size())))));
            if (!line.empty()) line += ' ';
            line += lexicon[rank];
        }
        corpus.push_back(line);
    }
    return corpus;
}

// The first `count` words that are one piece each, so that a sentence of N
// of them is N tokens.
QStringList one_piece_words(const tok::Tokenizer& tokenizer, const std::vector<std::string>& lexicon, int count) {
    QStringList out;
    for (const std::string& word : lexicon) {
        if (tokenizer.encode_source(word).size() == 1) out << QString::fromStdString(word);
        if (out.size() == count) break;
    }
    return out;
}

}  // namespace

int main(int argc, char** argv) {
    studio::use_the_processors_blas_kernels(argv);  // OpenBLAS's generic kernels on a processor it does not know
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    // As the app: QApplication set printf's number format from the system
    // language ("20,11" in a German desktop broke the fixture's JSON and the
    // key=value lines).
    std::setlocale(LC_NUMERIC, "C");
    QStandardPaths::setTestModeEnabled(true);  // the user's settings stay untouched
    const bool quick = argc > 1 && QByteArray(argv[1]) == "--quick";

    // (2) The grid.
    widgets::AttentionGrid grid;
    grid.resize(1200, 800);
    grid.show();
    constexpr int kLayers = 6, kHeads = 8, kTokens = 100, kLongTokens = 200;
    std::vector<double> gridMs, longGridMs;  // 100 tokens; 200 tokens (issue 17: <= 100 ms at base size)
    for (int i = 0; i < (quick ? 10 : 40); ++i) {
        for (int tokens : {kTokens, kLongTokens}) {
            const auto values = attention(kLayers, kHeads, tokens, unsigned(i + 1));
            QElapsedTimer clock;
            clock.start();
            grid.setData(kLayers, kHeads, tokens, tokens, values, QStringLiteral("bench"));
            grid.repaint();
            if (i >= 2) (tokens == kTokens ? gridMs : longGridMs).push_back(clock.nsecsElapsed() / 1e6);
        }
    }

    // (1) The event loop while training.
    QTemporaryDir dir;
    app::MainWindow window;
    window.resize(1400, 900);
    window.show();
    window.setCloseAnswer(QMessageBox::Yes);
    app::TrainingRequest request;
    request.dataset.demo = "numbers-de";
    request.training.steps = quick ? 60 : 300;
    request.training.eval_every = quick ? 30 : 100;
    request.training.log_every = 5;
    request.training.threads = 0;  // every core: the hardest case for the GUI thread
    request.outDir = dir.filePath(QStringLiteral("run"));
    std::vector<double> lateMs;
    std::vector<double>* sink = &lateMs;  // the phase the ticks count for
    std::vector<std::pair<double, double>> worst;  // (lateness, seconds since the start) of the 5 latest ticks
    std::vector<std::pair<double, QString>> events;  // what arrived from the training thread, and when
    QElapsedTimer run;
    double tokensPerSecond = 0.0;
    bool done = false;
    QString outcome;
    // The context of the lambdas below, which write these locals: it is
    // destroyed before them, so a signal sent while the window closes (after
    // main's locals have gone) reaches no lambda.
    QObject connections;
    QElapsedTimer since;
    QTimer tick;
    tick.setTimerType(Qt::PreciseTimer);
    tick.setInterval(5);
    QObject::connect(&tick, &QTimer::timeout, &connections, [&] {
        if (since.isValid()) {
            const double late = std::max(0.0, since.nsecsElapsed() / 1e6 - 5.0);
            sink->push_back(late);
            worst.emplace_back(late, run.nsecsElapsed() / 1e9);
            std::sort(worst.begin(), worst.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
            if (worst.size() > 5) worst.pop_back();
        }
        since.start();
    });
    QObject::connect(window.controller(), &app::TrainingController::progress, &connections,
                     [&](const app::TrainingProgress& p) {
                         tokensPerSecond = p.tokensPerSecond;
                         events.emplace_back(run.nsecsElapsed() / 1e9, QStringLiteral("progress %1").arg(p.step));
                     });
    QObject::connect(window.controller(), &app::TrainingController::evaluated, &connections, [&](const app::EvaluationResult& e) {
        events.emplace_back(run.nsecsElapsed() / 1e9, QStringLiteral("evaluation %1").arg(e.step));
    });
    QObject::connect(window.controller(), &app::TrainingController::started, &connections, [&] {
        events.emplace_back(run.nsecsElapsed() / 1e9, QStringLiteral("started"));
    });
    QObject::connect(window.controller(), &app::TrainingController::finished, &connections,
                     [&](app::TrainingOutcome o, const QString& message) {
                         done = true;
                         outcome = o == app::TrainingOutcome::Completed ? QStringLiteral("completed") : message;
                     });
    run.start();
    window.controller()->start(request);
    tick.start();
    while (!done) QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);

    // (3) The Analyze page on the model just trained, over its own dev set.
    std::vector<double> analyzeMs;
    double headsSeconds = 0.0, pruneSeconds = 0.0;
    QString analyzeError;
    {
        bool ready = false, answered = false;
        auto* translation = window.translation();
        // The lambdas write this block's locals: they are disconnected with
        // `scope` when the block ends (a later signal would write a dead frame).
        QObject scope;
        QObject::connect(translation, &app::TranslationController::modelReady, &scope, [&] { ready = true; });
        QObject::connect(translation, &app::TranslationController::headsAnalyzed, &scope, [&] { answered = true; });
        QObject::connect(translation, &app::TranslationController::pruned, &scope, [&] { answered = true; });
        QObject::connect(translation, &app::TranslationController::failed, &scope, [&](const QString& message) {
            analyzeError = message;
            answered = ready = true;
        });
        if (!window.openCheckpoint(request.outDir + QStringLiteral("/last.ckpt"), &analyzeError)) ready = true;
        while (!ready) QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        window.showPageNamed(QStringLiteral("analyze"));
        sink = &analyzeMs;
        since.invalidate();  // the time between the phases is not counted
        for (int phase = 0; phase < 2 && analyzeError.isEmpty(); ++phase) {
            answered = false;
            QElapsedTimer clock;
            clock.start();
            if (phase == 0) window.analyzePage()->measureHeads();
            else window.analyzePage()->computePruneCurve();
            while (!answered) QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
            (phase == 0 ? headsSeconds : pruneSeconds) = clock.nsecsElapsed() / 1e9;
        }
    }
    // (4) The Learn page at base size.
    std::vector<double> learnMs, answerMs;
    QString learnError;
    constexpr int kBaseVocabulary = 16000;
    int64_t baseVocabulary = 0;
    QStringList baseWords;  // one token each in the base model's vocabulary
    {
        const QString base = dir.filePath(QStringLiteral("base.ckpt"));
        try {
            auto ckpt = train::load_checkpoint((request.outDir + QStringLiteral("/last.ckpt")).toStdString());
            nn::TransformerConfig c = ckpt.model_config;
            c.d_model = 512;
            c.num_heads = 8;
            c.d_k = c.d_v = 0;
            c.d_ff = 2048;
            c.num_encoder_layers = c.num_decoder_layers = 6;
            const std::vector<std::string> lexicon = made_up_words();
            tok::TokenizerTrainResult trained;
            const tok::Tokenizer tokenizer =
                tok::Tokenizer::train(made_up_corpus(lexicon, 40000), kBaseVocabulary, 1, &trained);
            baseWords = one_piece_words(tokenizer, lexicon, 5);
            if (baseWords.size() < 5) throw std::runtime_error("the 16k vocabulary has too few whole words");
            c.src_vocab_size = c.tgt_vocab_size = tokenizer.vocab_size();
            baseVocabulary = tokenizer.vocab_size();
            ckpt.tokenizer_kind = tokenizer.kind();
            ckpt.tokenizer_bytes = tokenizer.bytes();
            torch::manual_seed(1);
            nn::Transformer model(c);
            ckpt.kind = "weights";
            ckpt.model_config = c;
            ckpt.weights = train::module_state(*model);
            ckpt.optimizer.clear();
            ckpt.optimizer_steps.clear();
            train::save_checkpoint(ckpt, base.toStdString());
        } catch (const std::exception& e) {
            learnError = QString::fromStdString(e.what());
        }
        app::LearnPage* learn = window.learnPage();
        if (learnError.isEmpty()) {
            bool changed = false;
            auto connection = QObject::connect(learn, &app::LearnPage::modelChanged, [&] { changed = true; });
            sink = &learnMs;
            since.invalidate();
            window.showPageNamed(QStringLiteral("learn"));
            events.emplace_back(run.nsecsElapsed() / 1e9, QStringLiteral("learn: open the base model"));
            learn->openCheckpoint(base);
            while (!changed) QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
            QObject::disconnect(connection);
            if (!learn->modelText().contains(QStringLiteral("d_model 512"))) learnError = learn->modelText();
        }
        // Waits for the page's answers to `change`, counting the time to them.
        auto answered = [&](const std::function<void()>& change) {
            bool computed = false;
            auto connection = QObject::connect(learn, &app::LearnPage::computed, [&] { computed = true; });
            QElapsedTimer clock;
            clock.start();
            change();
            while (!computed) QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
            answerMs.push_back(clock.nsecsElapsed() / 1e6);
            QObject::disconnect(connection);
        };
        const QStringList& words = baseWords;
        for (int length : {5, 50, 200}) {
            if (!learnError.isEmpty() || (quick && length > 50)) break;
            QStringList sentence;
            for (int i = 0; i < length; ++i) sentence << words[i % words.size()];
            events.emplace_back(run.nsecsElapsed() / 1e9, QStringLiteral("learn: sentence of %1 words").arg(length));
            answered([&] { learn->setSentence(sentence.join(QLatin1Char(' '))); });
            for (int section = 0; section < 6; ++section) {
                events.emplace_back(run.nsecsElapsed() / 1e9, QStringLiteral("learn: section %1").arg(section));
                learn->sectionList()->setCurrentRow(section);
                QCoreApplication::processEvents();  // shown and painted, as a click would
            }
            learn->sectionList()->setCurrentRow(2);
            for (int head = 0; head < 8; ++head) {
                events.emplace_back(run.nsecsElapsed() / 1e9, QStringLiteral("learn: head %1").arg(head));
                answered([&] { learn->attention()->select(head % 6, head, 1); });
            }
        }
    }
    // (5) The Translate page at base size: Translate on a 30-word sentence to
    // the page painted (greedy; the random model never ends a sentence, so
    // max-extra 1 fixes the output near 30 tokens), then step-through steps.
    std::vector<double> translateMs, translateBlockMs, stepMs;
    std::vector<double> translateWorkerMs;  // of translateMs, the worker's search and attention report
    QString translateError;
    if (learnError.isEmpty()) {
        auto* translation = window.translation();
        QObject scope;  // as in (3): the lambdas below end with this block
        auto* page = window.translatePage();
        bool ready = false, done = false, stepped = false;
        QObject::connect(translation, &app::TranslationController::modelReady, &scope, [&] { ready = true; });
        QObject::connect(translation, &app::TranslationController::translated, &scope,
                         [&](const app::TranslationResult& result) {
                             done = true;
                             translateWorkerMs.push_back(result.seconds * 1000.0);
                         });
        QObject::connect(translation, &app::TranslationController::stepped, &scope, [&] { stepped = true; });
        QObject::connect(translation, &app::TranslationController::failed, &scope, [&](const QString& message) {
            translateError = message;
            ready = done = stepped = true;
        });
        window.showPageNamed(QStringLiteral("translate"));
        sink = &translateBlockMs;
        since.invalidate();
        // GUI_COST_TRANSLATE_CHECKPOINT: another model for this part (bench/run
        // marian's opus-mt-shaped one, issue 38 §6), typed English words.
        const QString other = qEnvironmentVariable("GUI_COST_TRANSLATE_CHECKPOINT");
        page->openCheckpoint(other.isEmpty() ? dir.filePath(QStringLiteral("base.ckpt")) : other);
        while (!ready) QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        QStringList words;
        const QStringList english = QStringLiteral("the red cat sees the small dog near the old house").split(QLatin1Char(' '));
        const QStringList& pool = other.isEmpty() ? baseWords : english;
        for (int i = 0; i < 30; ++i) words << pool[i % pool.size()];
        page->setSource(words.join(QLatin1Char(' ')));
        page->setBeamSize(1);
        page->setMaxExtra(1);
        for (int i = 0; i < (quick ? 2 : 5) && translateError.isEmpty(); ++i) {
            done = false;
            QElapsedTimer clock;
            clock.start();
            page->translate();
            while (!done) QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
            window.repaint();  // the heatmap and the rest, painted now
            translateMs.push_back(clock.nsecsElapsed() / 1e6);
        }
        stepped = false;
        page->startStepping();
        while (!stepped) QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        for (int i = 0; i < 10 && translateError.isEmpty(); ++i) {
            stepped = false;
            QElapsedTimer clock;
            clock.start();
            page->nextToken();
            while (!stepped) QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
            window.repaint();
            stepMs.push_back(clock.nsecsElapsed() / 1e6);
        }
    }
    // (6) An experiment of 36 runs with base-length histories (issue 36 §5):
    // shown, offered, resumed, its last run trained and ended.
    std::vector<double> experimentMs;
    sink = &experimentMs;
    since.invalidate();
    events.emplace_back(run.nsecsElapsed() / 1e9, QStringLiteral("experiment of 36 runs"));
    const bench::ExperimentCost experiment = bench::experimentCost(window, request.outDir, dir.path());
    tick.stop();

    std::printf("training: %s, %zu ticks, late p50 %.2f ms, p99 %.2f ms, max %.2f ms; %.0f target tok/s\n",
                qPrintable(outcome), lateMs.size(), percentile(lateMs, 0.5), percentile(lateMs, 0.99),
                percentile(lateMs, 1.0), tokensPerSecond);
    // The latest ticks, with what had arrived just before each (where the time went).
    for (const auto& [late, at] : worst) {
        QString before;
        for (const auto& [when, what] : events)
            if (when <= at) before = QStringLiteral("%1 at %2 s").arg(what).arg(when, 0, 'f', 3);
        std::printf("  late %.1f ms at %.3f s; last event before: %s\n", late, at, qPrintable(before));
    }
    if (!analyzeError.isEmpty()) std::printf("analyze: failed: %s\n", qPrintable(analyzeError));
    std::printf("analyze page: heads %.1f s, pruning curve %.1f s, %zu ticks, late p50 %.2f ms, p99 %.2f ms, max %.2f ms\n",
                headsSeconds, pruneSeconds, analyzeMs.size(), percentile(analyzeMs, 0.5), percentile(analyzeMs, 0.99),
                percentile(analyzeMs, 1.0));
    if (!learnError.isEmpty()) std::printf("learn: failed: %s\n", qPrintable(learnError));
    std::printf("base-sized model: joint SentencePiece vocabulary of %lld pieces; words typed: %s\n",
                static_cast<long long>(baseVocabulary), qPrintable(baseWords.join(QLatin1Char(' '))));
    std::printf("learn page (base size): %zu answers, median %.0f ms, max %.0f ms from request to shown; %zu ticks, "
                "late p50 %.2f ms, p99 %.2f ms, max %.2f ms\n",
                answerMs.size(), percentile(answerMs, 0.5), percentile(answerMs, 1.0), learnMs.size(),
                percentile(learnMs, 0.5), percentile(learnMs, 0.99), percentile(learnMs, 1.0));
    if (!translateError.isEmpty()) std::printf("translate: failed: %s\n", qPrintable(translateError));
    std::printf("translate page (base size, greedy, 30 words): Translate to painted median %.0f ms, max %.0f ms "
                "(of which the worker median %.0f ms); step-through step median %.0f ms, max %.0f ms; %zu ticks, "
                "late p99 %.2f ms, max %.2f ms\n",
                percentile(translateMs, 0.5), percentile(translateMs, 1.0), percentile(translateWorkerMs, 0.5),
                percentile(stepMs, 0.5),
                percentile(stepMs, 1.0), translateBlockMs.size(), percentile(translateBlockMs, 0.99),
                percentile(translateBlockMs, 1.0));
    if (!experiment.error.isEmpty()) std::printf("experiment: failed: %s\n", qPrintable(experiment.error));
    std::printf("experiment of %d runs (35 finished with base-length histories, 1 trained): shown in %.0f ms, "
                "offered and resumed to its end in %.1f s; %zu ticks, late p99 %.2f ms, max %.2f ms; a run end's "
                "reading and writing alone (on the GUI thread before) %.0f ms\n",
                experiment.runs, experiment.shownMs, experiment.resumedToEndMs / 1000.0, experimentMs.size(),
                percentile(experimentMs, 0.99), percentile(experimentMs, 1.0), experiment.runEndReadMs);
    std::printf("grid %dx%d heads of %dx%d tokens: median %.1f ms, max %.1f ms over %zu redraws\n", kLayers, kHeads,
                kTokens, kTokens, percentile(gridMs, 0.5), percentile(gridMs, 1.0), gridMs.size());
    std::printf("grid %dx%d heads of %dx%d tokens: median %.1f ms, max %.1f ms over %zu redraws\n", kLayers, kHeads,
                kLongTokens, kLongTokens, percentile(longGridMs, 0.5), percentile(longGridMs, 1.0), longGridMs.size());
    std::printf("benchmark=gui-cost max_event_loop_block_ms=%.1f p99_block_ms=%.1f grid_6x8_100_redraw_ms=%.1f "
                "grid_max_ms=%.1f steps=%lld analyze_max_block_ms=%.1f analyze_p99_block_ms=%.1f learn_base_max_block_ms=%.1f "
                "learn_base_p99_block_ms=%.1f learn_base_answer_median_ms=%.0f grid_6x8_200_redraw_ms=%.1f grid_200_max_ms=%.1f "
                "translate_base_ms=%.0f step_base_ms=%.0f translate_max_block_ms=%.1f base_vocab=%lld translate_model=%s "
                "experiment_runs=%d experiment_shown_ms=%.0f experiment_max_block_ms=%.1f experiment_run_end_read_ms=%.0f\n",
                percentile(lateMs, 1.0), percentile(lateMs, 0.99), percentile(gridMs, 0.5), percentile(gridMs, 1.0),
                static_cast<long long>(request.training.steps), percentile(analyzeMs, 1.0),
                percentile(analyzeMs, 0.99), percentile(learnMs, 1.0), percentile(learnMs, 0.99),
                percentile(answerMs, 0.5), percentile(longGridMs, 0.5), percentile(longGridMs, 1.0),
                percentile(translateMs, 0.5), percentile(stepMs, 0.5), percentile(translateBlockMs, 1.0),
                static_cast<long long>(baseVocabulary),
                qEnvironmentVariableIsEmpty("GUI_COST_TRANSLATE_CHECKPOINT")
                    ? "base16k"
                    : qPrintable(QFileInfo(qEnvironmentVariable("GUI_COST_TRANSLATE_CHECKPOINT")).fileName()),
                experiment.runs, experiment.shownMs, percentile(experimentMs, 1.0), experiment.runEndReadMs);
    return outcome == QStringLiteral("completed") && analyzeError.isEmpty() && learnError.isEmpty() &&
                   translateError.isEmpty() && experiment.error.isEmpty()
               ? 0
               : 1;
}
