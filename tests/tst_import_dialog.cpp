// File > Open with a PyTorch checkpoint of the tutorial design: the import
// dialog finds the tokenizer files beside it, imports off the GUI thread and
// hands back our checkpoint; a refusal stays in the dialog. Uses the models
// made by tests/pytorch/tutorial_model.py (skipped without python3-torch).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "file_field.h"
#include "import_dialog.h"
#include "learn_engine.h"
#include "learn_training.h"
#include "main_window.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

using studio::app::ImportDialog;

class TestImportDialog : public QObject {
    Q_OBJECT

    const QString dir_ = QStringLiteral(STUDIO_PYTORCH_FIXTURE_DIR "/newer");

    // "Import", or "Import and fine-tune" with `fineTune`.
    static void pressImport(ImportDialog& dialog, bool fineTune = false) {
        auto* box = dialog.findChild<QDialogButtonBox*>();
        QVERIFY(box);
        for (QAbstractButton* b : box->buttons()) {
            if (box->buttonRole(b) != QDialogButtonBox::AcceptRole) continue;
            if ((b == dialog.importAndFineTuneButton()) == fineTune) b->click();
        }
    }

private slots:
    void initTestCase() {
        if (!QFile::exists(dir_ + QStringLiteral("/model.pt"))) {
            if (STUDIO_PYTORCH_REQUIRED)
                QFAIL("no PyTorch fixture: tests/pytorch/tutorial_model.py could not make it (python3-torch is "
                      "installed by scripts/setup.sh; configure with -DSTUDIO_REQUIRE_PYTORCH=OFF to skip)");
            QSKIP("no PyTorch fixture: tests/pytorch/tutorial_model.py needs python3-torch (skipped)");
        }
    }

    void recognisesPytorchFiles() {
        QVERIFY(studio::app::MainWindow::isPytorchFile(dir_ + QStringLiteral("/model.pt")));
        QVERIFY(!studio::app::MainWindow::isPytorchFile(dir_ + QStringLiteral("/expected.json")));
    }

    void importsWithTheTokenizersBesideIt_data() {
        QTest::addColumn<bool>("fineTune");
        QTest::newRow("import") << false;
        QTest::newRow("import and fine-tune") << true;
    }
    void importsWithTheTokenizersBesideIt() {
        QFETCH(bool, fineTune);
        QTemporaryDir tmp;
        ImportDialog dialog(dir_ + QStringLiteral("/model.pt"));
        // Both tokenizer_*.json were found (sorted by name); the user sets which is the source.
        QCOMPARE(dialog.sourceTokenizerField()->path(), dir_ + QStringLiteral("/tokenizer_de.json"));
        QCOMPARE(dialog.targetTokenizerField()->path(), dir_ + QStringLiteral("/tokenizer_en.json"));
        dialog.sourceTokenizerField()->setPath(dir_ + QStringLiteral("/tokenizer_en.json"));
        dialog.targetTokenizerField()->setPath(dir_ + QStringLiteral("/tokenizer_de.json"));
        auto* heads = dialog.findChild<QSpinBox*>();
        QVERIFY(heads);
        QCOMPARE(heads->value(), 8);
        heads->setValue(4);
        const auto fields = dialog.findChildren<studio::app::FileField*>();
        QCOMPARE(fields.size(), 3);
        const QString out = tmp.filePath(QStringLiteral("imported.ckpt"));
        fields.last()->setPath(out);
        if (qEnvironmentVariableIsSet("STUDIO_SCREENSHOT_DIR"))
            dialog.grab().save(qEnvironmentVariable("STUDIO_SCREENSHOT_DIR") + QStringLiteral("/import-dialog.png"));
        QSignalSpy accepted(&dialog, &QDialog::accepted);
        pressImport(dialog, fineTune);
        QVERIFY(accepted.wait(60000));
        QCOMPARE(dialog.fineTuneAfterImport(), fineTune);  // the window then prepares the fine-tuning run
        QCOMPARE(dialog.checkpointPath(), out);
        QVERIFY(QFile::exists(out));
        QVERIFY(dialog.notes().join(QLatin1Char(' ')).contains(QStringLiteral("newer tutorial design")));

        // The Learn page: the schedule is not in the file, but the design's
        // label smoothing (0.1) is the model's own and is not called a
        // new run's default.
        const studio::app::ModelHandle handle = studio::app::openLearnModel(out, nullptr);
        QVERIFY(handle);
        const studio::app::LearnSettings s = studio::app::learnSettings(handle);
        QVERIFY(!s.scheduleKnown);
        QVERIFY(s.smoothingKnown);
        QCOMPARE(s.labelSmoothing, 0.1);
        studio::app::TrainingSection section;
        section.setSettings(s.dModel, s.warmup, s.factor, s.labelSmoothing, s.scheduleKnown, s.smoothingKnown);
        QVERIFY2(section.settingsText().contains(QStringLiteral("imported")), qPrintable(section.settingsText()));
        QVERIFY2(section.smoothingText().contains(QStringLiteral("PyTorch tutorial")), qPrintable(section.smoothingText()));
        QVERIFY(!section.smoothingText().contains(QStringLiteral("default of a new run")));
    }

    void findsTheTutorialsTokenizersAboveItsWeightsFolder() {
        // The tutorial writes weights/tmodel_NN.pt and, where it runs,
        // tokenizer_{lang}.json: the folder above is searched when the
        // checkpoint's own has none (both fields stayed empty).
        QTemporaryDir tmp;
        QVERIFY(QDir(tmp.path()).mkpath(QStringLiteral("weights")));
        const QString model = tmp.filePath(QStringLiteral("weights/tmodel_09.pt"));
        QVERIFY(QFile::copy(dir_ + QStringLiteral("/model.pt"), model));
        for (const char* lang : {"de", "en"})
            QVERIFY(QFile::copy(dir_ + QStringLiteral("/tokenizer_%1.json").arg(QLatin1String(lang)),
                                tmp.filePath(QStringLiteral("tokenizer_%1.json").arg(QLatin1String(lang)))));
        ImportDialog dialog(model);
        QCOMPARE(dialog.sourceTokenizerField()->path(), tmp.filePath(QStringLiteral("tokenizer_de.json")));
        QCOMPARE(dialog.targetTokenizerField()->path(), tmp.filePath(QStringLiteral("tokenizer_en.json")));
    }

    void refusalStaysInTheDialog() {
        QTemporaryDir tmp;
        ImportDialog dialog(dir_ + QStringLiteral("/model.pt"));
        dialog.findChild<QSpinBox*>()->setValue(4);
        dialog.targetTokenizerField()->setPath(tmp.filePath(QStringLiteral("missing.json")));
        dialog.findChildren<studio::app::FileField*>().last()->setPath(tmp.filePath(QStringLiteral("x.ckpt")));
        QSignalSpy accepted(&dialog, &QDialog::accepted);
        pressImport(dialog);
        QLabel* status = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                for (auto* label : dialog.findChildren<QLabel*>())
                    if (label->text().contains(QStringLiteral("cannot open the tokenizer file"))) status = label;
                return status != nullptr;
            }(),
            60000);
        QVERIFY(status->text().contains(QStringLiteral("missing.json")));
        QCOMPARE(accepted.count(), 0);
        QVERIFY(!QFile::exists(tmp.filePath(QStringLiteral("x.ckpt"))));
    }
};

QTEST_MAIN(TestImportDialog)
#include "tst_import_dialog.moc"
