// The start of the Analyze page's tests (tst_analyze_page: heads, pruning;
// tst_analyze_align: alignment): a main window on the Analyze page with the
// shared trained model (CTest fixture) open, the fixture's dev files chosen
// (kPairs pairs with gold links), and the engine's own copy of the model to
// compare what the page shows with.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/corpus_reader.h"  // first: LibTorch's headers before Qt's keywords
#include "train/model_io.h"

#include "analyze_page.h"
#include "main_window.h"
#include "translate_page.h"
#include "translation_controller.h"

#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

namespace studio::test {

class AnalyzePageFixture : public QObject {
protected:
    static constexpr int kPairs = 40;

    ~AnalyzePageFixture() override { delete window_; }

    static QString fixture(const QString& name) { return QStringLiteral(STUDIO_FIXTURE_DIR "/") + name; }

    // Call from initTestCase(); check QTest::currentTestFailed() after it.
    void openAnalyzePage() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QVERIFY(QFile::exists(fixture("run/last.ckpt")));
        engine_ = train::load_model(fixture("run/last.ckpt").toStdString(), torch::kCPU);
        window_ = new app::MainWindow;
        window_->resize(1300, 900);
        window_->show();
        QVERIFY(window_->showPageNamed("analyze"));
        page_ = window_->analyzePage();
        QSignalSpy ready(window_->translation(), &app::TranslationController::modelReady);
        window_->translatePage()->openCheckpoint(fixture("run/last.ckpt"));
        QVERIFY(ready.wait(60000));
        page_->setAnalysisFiles(fixture("data/dev.src"), fixture("data/dev.tgt"), fixture("data/dev.align"));
        page_->findChild<QSpinBox*>()->setValue(kPairs);
        QCOMPARE(page_->analysisSet().maxSentences, kPairs);
    }

    // The first kPairs pairs of the fixture's dev files (what the page reads).
    std::vector<data::SentencePair> pairs() const {
        const auto src = data::read_lines(fixture("data/dev.src").toStdString());
        const auto tgt = data::read_lines(fixture("data/dev.tgt").toStdString());
        std::vector<data::SentencePair> out;
        for (int i = 0; i < kPairs; ++i) out.push_back({src[size_t(i)], tgt[size_t(i)]});
        return out;
    }

    // Nothing on the model thread and no job on the page.
    bool waitIdle(int ms = 120000) {
        return QTest::qWaitFor(
            [this] { return !window_->translation()->isBusy() && page_->job() == app::AnalyzePage::Job::None; }, ms);
    }

    app::MainWindow* window_ = nullptr;
    app::AnalyzePage* page_ = nullptr;
    train::LoadedModel engine_;
    QTemporaryDir tmp_;
};

}  // namespace studio::test
