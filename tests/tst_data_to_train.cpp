// The Train page follows the Data page beyond the dataset: a tokenizer
// trained there decides the vocabulary size, and the Train page's seed
// decides which pairs the Data page shows (a demo's, the dev hold-out).
// Runs offscreen.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data_page.h"
#include "hyperparameter_form.h"
#include "main_window.h"
#include "pair_table_model.h"
#include "train_page.h"

#include "data/dataset.h"
#include "tokenizer/tokenizer.h"

#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QtTest>

using namespace studio;
using namespace studio::app;

namespace {
constexpr int kWaitMs = 60000;  // reading is quick; the margin is for a busy machine
}  // namespace

class TestDataToTrain : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }
    void tokenizerAndSeedReachTheOtherPage();
};

void TestDataToTrain::tokenizerAndSeedReachTheOtherPage() {
    MainWindow window;
    QSignalSpy changed(window.dataPage(), &DataPage::datasetChanged);
    QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, kWaitMs);  // the first launch's numbers-de demo
    window.dataPage()->setDemoTask("dates");
    QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 2, kWaitMs);
    const data::DatasetSpec dates = window.trainPage()->request().dataset;
    QCOMPARE(dates.demo, std::string("dates"));
    // A tokenizer trained on the Data page decides the vocabulary: the Train
    // page shows its size, read-only (it showed its own, which the run ignored).
    std::vector<std::string> sentences;
    for (const auto& pair : data::load_dataset(dates, 1).train) {
        sentences.push_back(pair.src);
        sentences.push_back(pair.tgt);
    }
    const auto tokenizer = tok::Tokenizer::train(sentences, 60, 1);
    QSpinBox* vocab = window.trainPage()->hyperparameters()->vocabularyBox();
    const int chosen = vocab->value();
    QVERIFY(vocab->isEnabledTo(window.trainPage()->hyperparameters()));
    QVERIFY(chosen != int(tokenizer.vocab_size()));
    window.trainPage()->setDataset(dates, QByteArray::fromStdString(tokenizer.bytes()));
    QVERIFY(!vocab->isEnabledTo(window.trainPage()->hyperparameters()));
    QCOMPARE(vocab->value(), int(tokenizer.vocab_size()));
    QCOMPARE(window.trainPage()->request().training.vocab_size, tokenizer.vocab_size());
    window.trainPage()->setDataset(dates, QByteArray());  // no tokenizer: the size chosen before
    QVERIFY(vocab->isEnabledTo(window.trainPage()->hyperparameters()));
    QCOMPARE(vocab->value(), chosen);

    // Another seed on the Train page: the demo's pairs are generated with it,
    // and the Data page shows those the run will train on.
    const auto withSeed = [&](uint64_t seed) { return data::load_dataset(dates, seed).train.front().src; };
    QVERIFY(withSeed(2) != withSeed(1));
    const PairTableModel* pairs = window.dataPage()->pairModel();
    QCOMPARE(pairs->data(pairs->index(0, 0)).toString().toStdString(), withSeed(1));
    QSignalSpy reread(window.dataPage(), &DataPage::loadFinished);
    window.trainPage()->hyperparameters()->seedBox()->setValue(2);
    QVERIFY(reread.wait(kWaitMs));
    QCOMPARE(window.dataPage()->seed(), quint64(2));
    QCOMPARE(pairs->data(pairs->index(0, 0)).toString().toStdString(), withSeed(2));
    QCOMPARE(window.trainPage()->request().training.seed, uint64_t(2));
}

QTEST_MAIN(TestDataToTrain)
#include "tst_data_to_train.moc"
