// Closing the window during a slow phase (issue 36 §5): the window goes at
// once and the work that writes nothing is ended rather than waited for.
// SentencePiece's training is the slow phase tested here: one Train() call
// runs for minutes at 16k pieces, so the engine runs it in a child process
// (attention-studio-spm-train) that a stop kills. Here that process is told
// to hold (ATTENTION_STUDIO_SPM_TRAIN_HOLD): it never ends unless it is
// killed. Each case waits until the process exists, closes, and then waits
// for it to be gone: had the close not ended it, the wait would fail.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "long_jobs.h"
#include "data_page.h"
#include "main_window.h"
#include "support/child_processes.h"
#include "support/test_support.h"
#include "tokenizer_panel.h"
#include "training_controller.h"

#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QtTest>

using namespace studio;
using namespace studio::app;
using studio::test::tokenizerTrainingProcesses;

namespace {

constexpr int kWaitMs = 60000;

}  // namespace

class TestClosing : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init() { QSettings().clear(); }
    void closingWhileTheRunTrainsItsTokenizer();
    void closingWhileTheDataPageTrainsATokenizer();

private:
    data::DatasetSpec slowCorpus();
    QTemporaryDir tmp_;
    data::DatasetSpec corpus_;
};

void TestClosing::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(tmp_.isValid());
    qputenv("ATTENTION_STUDIO_SPM_TRAIN_HOLD", "1");
    // Two "languages" of made-up words, one sentence per line.
    const std::vector<std::string> sentences = studio::test::slow_to_tokenize_corpus(4000);
    QByteArray source, target;
    for (size_t i = 0; i < sentences.size(); ++i) (i % 2 ? target : source).append(sentences[i]).append('\n');
    QVERIFY(studio::test::write_file(tmp_.filePath("slow.src"), source));
    QVERIFY(studio::test::write_file(tmp_.filePath("slow.tgt"), target));
    corpus_.kind = data::DatasetKind::Aligned;
    corpus_.path = tmp_.filePath("slow.src").toStdString();
    corpus_.tgt_path = tmp_.filePath("slow.tgt").toStdString();
}

// Stop training and quit while the run trains its tokenizer: the window is
// hidden when close() returns, SentencePiece's process is ended by the stop
// the close asked for, and nothing is saved (no step was taken).
void TestClosing::closingWhileTheRunTrainsItsTokenizer() {
    auto* window = new MainWindow;
    window->show();
    window->setCloseAnswer(QMessageBox::Yes);
    TrainingRequest request;
    request.dataset = corpus_;
    request.training.vocab_size = 16000;
    request.training.steps = 10;
    request.training.threads = 1;
    request.outDir = tmp_.filePath("run");
    window->controller()->start(request);
    QTRY_VERIFY_WITH_TIMEOUT(!tokenizerTrainingProcesses().isEmpty(), kWaitMs);

    QVERIFY(window->close());
    QVERIFY(!window->isVisible());
    // close() asked for the stop and returned: it did not wait for the worker
    // (that is ~MainWindow's part, after the window is gone).
    QVERIFY(window->controller()->isWorkerThreadAlive());
    QTRY_VERIFY_WITH_TIMEOUT(tokenizerTrainingProcesses().isEmpty(), kWaitMs);
    delete window;  // waits for the worker, which has nothing left to do
    QVERIFY(!QFile::exists(QDir(tmp_.filePath("run")).filePath("last.ckpt")));
}

// The Data page's "Train tokenizer" runs on a pool thread, which the
// application waits for when it exits (QCoreApplication's destructor): the
// closed window's panel ends the training instead.
void TestClosing::closingWhileTheDataPageTrainsATokenizer() {
    auto* window = new MainWindow;
    window->show();
    DataPage* page = window->dataPage();
    QTRY_VERIFY_WITH_TIMEOUT(!page->isLoading(), kWaitMs);  // the dataset restored at start
    QSignalSpy loaded(page, &DataPage::loadFinished);
    page->setDataset(corpus_);
    QVERIFY(loaded.wait(kWaitMs));
    QVERIFY(loaded.last().at(0).toBool());
    TokenizerPanel* panel = page->tokenizerPanel();
    panel->setVocabSize(16000);
    panel->train();
    QVERIFY(panel->isTraining());
    QTRY_VERIFY_WITH_TIMEOUT(!tokenizerTrainingProcesses().isEmpty(), kWaitMs);

    QVERIFY(window->close());
    QVERIFY(!window->isVisible());
    delete window;
    QTRY_VERIFY_WITH_TIMEOUT(tokenizerTrainingProcesses().isEmpty(), kWaitMs);
    studio::app::longJobPool()->waitForDone();  // what the application's exit waits for
}

QTEST_MAIN(TestClosing)
#include "tst_closing.moc"
