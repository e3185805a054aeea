// SPDX-License-Identifier: GPL-3.0-or-later
#include "main_window.h"

#include "runs_page.h"

#include "analyze_page.h"
#include "attribution_panel.h"
#include "app_settings.h"
#include "attention_inspector.h"
#include "checkpoint_panel.h"
#include "checkpoint_store.h"
#include "data_page.h"
#include "experiment_panel.h"
#include "experiment_runner.h"
#include "import_dialog.h"
#include "model_folder_dialog.h"
#include "learn_heads.h"
#include "learn_page.h"
#include "preferences_dialog.h"
#include "runs_page.h"
#include "train_page.h"
#include "translate_page.h"
#include "translation_controller.h"
#include "training_controller.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QIcon>
#include <QMenu>
#include <QMenuBar>
#include <QHBoxLayout>
#include <QListWidget>
#include <QMessageBox>
#include <QGroupBox>
#include <QSettings>
#include <QFutureWatcher>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>
#include <QVBoxLayout>
#include <QStackedWidget>
#include <QStatusBar>

#include <algorithm>
#include <memory>

namespace studio::app {

namespace {

// What the describing job answers for an experiment another process runs
// (not a description: no experiment's title starts with a control character).
QString heldElsewhereState() { return QStringLiteral("\x01held elsewhere"); }

}  // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("Attention Studio"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/attention-studio.svg")));
    controller_ = new TrainingController(this);
    data_ = new DataPage(this);
    train_ = new TrainPage(controller_, this);
    translation_ = new TranslationController(this);
    translate_ = new TranslatePage(translation_, controller_, this);
    learn_ = new LearnPage(train_, this);
    analyze_ = new AnalyzePage(translation_, this);
    runs_ = new RunsPage(this);
    experiments_ = new ExperimentRunner(controller_, this);
    experimentPanel_ = new ExperimentPanel(experiments_, runs_, this);
    auto* experimentBox = new QGroupBox(tr("Experiment"), this);
    (new QVBoxLayout(experimentBox))->addWidget(experimentPanel_);
    runs_->addTopPanel(experimentBox);

    nav_ = new QListWidget(this);
    nav_->setAccessibleName(tr("Pages"));
    nav_->addItem(tr("Data"));
    nav_->addItem(tr("Train"));
    nav_->addItem(tr("Translate"));
    nav_->addItem(tr("Learn"));
    nav_->addItem(tr("Analyze"));
    nav_->addItem(tr("Runs"));
    // As wide as the longest page name in this language and font size (a
    // fixed 120 px cut names off with a large system font).
    nav_->setFixedWidth(std::max(120, nav_->sizeHintForColumn(0) + 2 * nav_->frameWidth() + 16));
    pages_ = new QStackedWidget(this);
    pages_->addWidget(data_);
    pages_->addWidget(train_);
    pages_->addWidget(translate_);
    pages_->addWidget(learn_);
    pages_->addWidget(analyze_);
    pages_->addWidget(runs_);

    auto* central = new QWidget(this);
    auto* layout = new QHBoxLayout(central);
    layout->addWidget(nav_);
    layout->addWidget(pages_, 1);
    setCentralWidget(central);

    connect(nav_, &QListWidget::currentRowChanged, pages_, &QStackedWidget::setCurrentIndex);
    connect(runs_, &RunsPage::openRequested, this, [this](const QString& checkpoint) {
        if (openCheckpoint(checkpoint)) showPageNamed(QStringLiteral("translate"));
    });
    connect(data_, &DataPage::datasetChanged, train_, &TrainPage::setDataset);
    connect(data_, &DataPage::datasetChanged, experimentPanel_, &ExperimentPanel::setDataset);
    connect(experiments_, &ExperimentRunner::note, train_, &TrainPage::appendNote);
    // The run being trained (the Train page's or an experiment's) is kept
    // from Rename and Delete on the Runs page while it runs.
    connect(controller_, &TrainingController::runningChanged, runs_,
            [this] { runs_->setTrainingFolder(controller_->runFolder()); });
    // An experiment's later runs start without runningChanged (the queue
    // holds it): each run's folder is taken as it starts.
    connect(controller_, &TrainingController::runStarting, runs_,
            [this](const TrainingRequest& r) { runs_->setTrainingFolder(r.outDir); });
    connect(train_, &TrainPage::checkpointOpened, this, [](const QString& path) { addRecentCheckpoint(path); });
    // A checkpoint opened from a page's own button is the window's open: one
    // model on Translate, Analyze and Learn (and the Train page's form).
    connect(train_, &TrainPage::openRequested, this, [this](const QString& path) {
        QString error;
        if (!openCheckpoint(path, &error)) showWarning(train_, tr("Cannot open the checkpoint"), error);
    });
    connect(translate_, &TranslatePage::openRequested, this, &MainWindow::openFromTranslatePage);
    connect(train_, &TrainPage::fineTuneChanged, data_, &DataPage::setFineTuneCheckpoint);
    // The Data page shows the pairs of the Train page's seed (a demo's, the
    // dev hold-out): those the run trains on.
    connect(train_, &TrainPage::seedChanged, data_, &DataPage::setSeed);
    data_->setSeed(train_->request().training.seed);
    // And how many of them its max_len leaves out.
    connect(train_, &TrainPage::maxLenChanged, data_, &DataPage::setMaxLength);
    data_->setMaxLength(int(train_->request().training.max_len));
    // A sentence the Analyze page translates or explains goes as the Translate
    // page would send it (a multilingual model's language token, the search
    // settings), so the pages show the same translation of it.
    analyze_->setRequestMaker([this](const QString& sentence) { return translate_->requestFor(sentence); });
    analyze_->setLanguageSource([this] { return translate_->languageToken(); });
    learn_->setLanguageSource([this] { return translate_->languageToken(); });
    connect(translate_, &TranslatePage::languageChanged, learn_, &LearnPage::languageChanged);
    analyze_->attributionPanel()->setRequestMaker(
        [this](const QString& sentence) { return translate_->requestFor(sentence); });
    // The Learn page works through the sentence last translated.
    connect(translation_, &TranslationController::translated, learn_,
            [this](const TranslationResult& result, const RequestTicket& ticket) {
                if (ticket.from == Requester::Translate && !ticket.stale) learn_->setSentence(result.source);
            });

    // The Learn page's section on heads shows what Analyze measured, and sends people there.
    connect(translation_, &TranslationController::headsAnalyzed, learn_->heads(),
            [this](const HeadsResult& result, const RequestTicket& ticket) {
                if (!ticket.stale) learn_->heads()->setHeads(result, translationModel_);
            });
    connect(translation_, &TranslationController::headGatesSet, learn_,
            [this](const HeadGates& off) { learn_->setHeadsOffElsewhere(int(off.size()), translationModel_); });
    // The Train page reads a checkpoint's header (its weights may be hundreds
    // of megabytes); the Translate page's load reads and checks every byte.
    // A file that load refuses (damaged, truncated) is said on the Train page
    // and in the status bar, and is not offered again among the recent ones.
    connect(translation_, &TranslationController::failed, this,
            [this](const QString& message, const RequestTicket& ticket) {
                const QString path = openedCheckpoints_.take(ticket.id);  // only the loads openCheckpoint() asked for
                if (path.isEmpty()) return;
                forgetRecentCheckpoint(path);
                train_->checkpointUnusable(path, message);
                statusBar()->showMessage(train_->statusText());
            });
    connect(translation_, &TranslationController::modelReady, learn_->heads(),
            [this](const ModelSummary& summary, const RequestTicket& ticket) {
        openedCheckpoints_.remove(ticket.id);
        translationModel_ = summary;
        learn_->heads()->setHeads(HeadsResult());
        learn_->setHeadsOffElsewhere(0);  // a new model starts with every head on (no headGatesSet)
    });
    connect(learn_->heads(), &HeadsSection::measureRequested, this, [this] {
        showPageNamed(QStringLiteral("analyze"));
        analyze_->measureHeads();
    });
    // A head's context menu on Analyze opens its attention on Translate.
    // The attention shown is that of the Analyze page's own sentence, handed over.
    connect(analyze_, &AnalyzePage::headAttentionRequested, this, [this](HeadKind kind, int layer, int head) {
        const TranslationResult& analyzed = analyze_->lastTranslation();
        if (!analyzed.nbest.isEmpty()) {
            translate_->setSource(analyzed.source);
            translate_->showResult(analyzed);
        }
        showPageNamed(QStringLiteral("translate"));
        translate_->inspector()->showHead(static_cast<AttentionKind>(static_cast<int>(kind)), layer, head);
    });

    // A head of the attribution's agreement list: the explained pair's own
    // attention (its target forced), not the Analyze page's last translation.
    connect(analyze_->attributionPanel(), &AttributionPanel::pairHeadRequested, this,
            [this](HeadKind kind, int layer, int head) {
                const AttributionResult& explained = analyze_->attributionPanel()->result();
                if (explained.attention.cross.empty()) return;
                translate_->showForcedPair(explained.source, explained.target, explained.attention,
                                           !explained.targetGiven);
                showPageNamed(QStringLiteral("translate"));
                translate_->inspector()->showHead(static_cast<AttentionKind>(static_cast<int>(kind)), layer, head);
            });

    // The step-through's "why this token rather than that one" opens on Analyze.
    connect(translate_, &TranslatePage::contrastRequested, this,
            [this](const QString& source, const QVector<qint64>& ids, int position, qint64 contrast, const QString& piece) {
                showPageNamed(QStringLiteral("analyze"));
                analyze_->showTab(3);
                analyze_->attributionPanel()->explainContrast(source, ids, position, contrast, piece);
            });

    createMenus();

    // First launch: the numbers-de demo, ready to train (Train page shown).
    // Later launches come back to the last dataset, page and geometry.
    QSettings settings;
    // The status bar names the dataset shown (it spoke of the numbers-de
    // demo at every start, whatever was restored).
    const data::DatasetSpec restored = data_->restoreLastDataset();
    if (restored == data::DatasetSpec()) {
        statusBar()->showMessage(tr("Built-in demo: English number words to German. Press Train."));
    } else {
        // Said when it has been read (or could not be, and the demo is shown
        // instead); Train waits for it.
        const QString label = QString::fromStdString(restored.label());
        statusBar()->showMessage(tr("Reading the dataset of the last session, %1…").arg(label));
        train_->setDatasetPending(label);
        experimentPanel_->setDatasetPending(label);
        connect(
            data_, &DataPage::restoreSettled, this,
            [this, label](bool read) {
                train_->setDatasetPending(QString());
                experimentPanel_->setDatasetPending(QString());
                if (read)
                    statusBar()->showMessage(tr("Dataset: %1, as last time.").arg(label));
                else if (data_->lastSessionsDatasetFailed())
                    statusBar()->showMessage(tr("The dataset of the last session, %1, could not be read again: the "
                                                "Data page says why.")
                                                 .arg(label));
                else
                    statusBar()->clearMessage();  // the user chose another dataset meanwhile
            },
            Qt::SingleShotConnection);
    }
    showPage(settings.value(QStringLiteral("window/page"), 1).toInt());
    resize(1200, 820);
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    // Not in a window driven by a script (--screenshot, --translate): its
    // exit closed the question, which forgot the offer.
    if (!ExperimentRunner::unfinishedExperiment().isEmpty())
        QTimer::singleShot(0, this, [this] {
            if (!scripted_) offerUnfinishedExperiment();
        });
}

QString MainWindow::resumeOfferText(const QString& folder, const QString& state) const {
    // A stop by the user is said as such (and No is the default); closing
    // the app during a run is not.
    if (ExperimentRunner::stoppedByUser())
        return tr("You stopped the experiment in %1 (%2). Resume it now? Each unfinished run goes on from its last "
                  "checkpoint.")
            .arg(QDir::toNativeSeparators(folder), state);
    return tr("The experiment in %1 was not finished when the app closed (%2). Resume it now? Each run goes on from "
              "its last checkpoint.")
        .arg(QDir::toNativeSeparators(folder), state);
}

void MainWindow::offerUnfinishedExperiment(int answer) {
    const QString folder = ExperimentRunner::unfinishedExperiment();
    if (folder.isEmpty() || experiments_->isRunning() || offering_) return;
    // Describing it reads every run's checkpoint header and history: on a
    // pool thread, the question asked when that is done (one offer at a time).
    offering_ = true;
    auto* describing = new QFutureWatcher<QString>(this);
    connect(describing, &QFutureWatcherBase::finished, this, [this, describing, folder, answer] {
        describing->deleteLater();
        offering_ = false;
        askToResume(folder, describing->result(), answer);
    });
    describing->setFuture(QtConcurrent::run([folder] {
        return ExperimentRunner::heldElsewhere(folder) ? heldElsewhereState() : ExperimentRunner::describeFolder(folder);
    }));
}

void MainWindow::askToResume(const QString& folder, const QString& state, int answer) {
    // Started, or forgotten, meanwhile.
    if (experiments_->isRunning() || ExperimentRunner::unfinishedExperiment() != folder) return;
    if (state == heldElsewhereState()) {  // running in another Attention Studio: neither offered nor forgotten
        statusBar()->showMessage(
            tr("The experiment in %1 is running in another Attention Studio.").arg(QDir::toNativeSeparators(folder)));
        return;
    }
    if (state.isEmpty()) {  // the folder or its plan is gone
        ExperimentRunner::forgetUnfinishedExperiment();
        return;
    }
    if (answer < 0) {
        const bool stopped = ExperimentRunner::stoppedByUser();
        answer = QMessageBox::question(this, tr("Resume the experiment?"), resumeOfferText(folder, state),
                                       QMessageBox::Yes | QMessageBox::No, stopped ? QMessageBox::No : QMessageBox::Yes);
    }
    // Forgotten on No only: a question closed without an answer (the app
    // quitting under it) offers again next time.
    if (answer != QMessageBox::Yes) {
        if (answer != QMessageBox::No) return;
        ExperimentRunner::forgetUnfinishedExperiment();
        statusBar()->showMessage(tr("Runs > Resume experiment… goes on with %1 later.").arg(QDir::toNativeSeparators(folder)));
        return;
    }
    QString error;
    if (experimentPanel_->resumeExperiment(folder, &error)) showPageNamed(QStringLiteral("runs"));
    else QMessageBox::warning(this, tr("Cannot resume the experiment"), error);
}

MainWindow::~MainWindow() {
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/page"), currentPage());
    controller_->shutdown();  // a stop asked for on close: its step and checkpoint end here
    // Offered with Yes as the default next time (the runner took it for a
    // stop by the user).
    if (closedDuringExperiment_) ExperimentRunner::markStoppedByClosing();
    translation_->shutdown();
}

QStringList MainWindow::pageNames() {
    return {QStringLiteral("data"), QStringLiteral("train"), QStringLiteral("translate"),
            QStringLiteral("learn"), QStringLiteral("analyze"), QStringLiteral("runs")};
}

bool MainWindow::showPageNamed(const QString& name) {
    const int index = int(pageNames().indexOf(name));
    if (index < 0) return false;
    showPage(index);
    return true;
}

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    addCheckpointActions(file);
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* preferences = edit->addAction(tr("&Preferences…"), this, &MainWindow::showPreferences);
    preferences->setShortcuts({QKeySequence(QKeySequence::Preferences), QKeySequence(Qt::CTRL | Qt::Key_Comma)});
    preferences->setMenuRole(QAction::PreferencesRole);
    QMenu* view = menuBar()->addMenu(tr("&View"));
    const QStringList titles{tr("&Data"), tr("&Train"), tr("T&ranslate"), tr("&Learn"), tr("&Analyze"), tr("R&uns")};
    for (int i = 0; i < titles.size(); ++i) {
        QAction* page = view->addAction(titles[i], this, [this, i] { showPage(i); });
        page->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
    }
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Attention Studio"), this, &MainWindow::showAbout);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::showPreferences() {
    std::unique_ptr<PreferencesDialog> dialog(makePreferencesDialog());
    if (dialog->exec() == QDialog::Accepted) applyPreferences();
}

PreferencesDialog* MainWindow::makePreferencesDialog() {
    auto* dialog = new PreferencesDialog(this);
    // The Data page's Recent list emptied too (it kept them until the next
    // dataset was read); Open Recent is filled as it opens.
    connect(dialog, &PreferencesDialog::recentForgotten, data_, &DataPage::showRecent);
    return dialog;
}

void MainWindow::applyPreferences() {
    // The open window takes them at once (only the language waits for a
    // restart): the Learn demo stopped or started, the Train page's threads.
    learn_->setDemoTraining(learnTrainsDemo());
    train_->usePreferredThreads();
}

void MainWindow::showAbout() {
    QMessageBox::about(
        this, tr("About Attention Studio"),
        tr("<h3>Attention Studio %1</h3>"
           "<p>A desktop tool for learning, teaching and inspecting the Transformer of "
           "<i>Attention Is All You Need</i> (Vaswani, Shazeer, Parmar, Uszkoreit, Jones, Gomez, Kaiser and "
           "Polosukhin, NeurIPS 2017, arXiv:1706.03762), implemented from scratch with LibTorch.</p>"
           "<p>Free software under the GNU General Public License, version 3 or later. It uses Qt, LibTorch, "
           "SentencePiece and QCustomPlot (GPL-3.0).</p>")
            .arg(QApplication::applicationVersion()));
}

void MainWindow::showPage(int index) {
    // A stored page out of range (a settings file of another version) shows
    // the Train page, with its row selected (none was).
    if (index < 0 || index >= nav_->count()) index = 1;
    nav_->setCurrentRow(index);
}

int MainWindow::currentPage() const { return pages_->currentIndex(); }

void MainWindow::closeEvent(QCloseEvent* event) {
    if (controller_->isRunning()) {
        int answer = closeAnswer_;
        if (answer < 0) {
            const QString text = experiments_->isRunning()
                                     ? tr("Stop the experiment and quit? The current step ends and a checkpoint is "
                                          "saved; the next start offers to resume the experiment.")
                                     : tr("Stop training and quit? The current step ends and a checkpoint is saved.");
            answer = QMessageBox::question(this, tr("Training is running"), text,
                                           QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
        }
        if (answer != QMessageBox::Yes) {
            event->ignore();
            return;
        }
        // Asked to stop, not waited for here: the window goes at once and
        // ~MainWindow waits for the step in progress and its checkpoint (a
        // step of a large model, or a tokenizer being trained, takes long).
        closedDuringExperiment_ = experiments_->isRunning();
        if (closedDuringExperiment_) experiments_->stop();  // no next run starts meanwhile
        else controller_->stop();
    }
    // Work that writes nothing ends now rather than after the window: an
    // Analyze job or a translation at its next step.
    translation_->cancel();
    event->accept();
}

void MainWindow::addCheckpointActions(QMenu* file) {
    QAction* open = file->addAction(tr("&Open checkpoint…"), this, &MainWindow::chooseCheckpoint);
    open->setShortcut(QKeySequence::Open);
    QAction* folder = file->addAction(tr("Open a &Hugging Face model folder…"), this, &MainWindow::chooseModelFolder);
    folder->setToolTip(tr("A Marian (OPUS-MT) model folder, e.g. a clone of Helsinki-NLP/opus-mt-en-de: converted "
                          "once into a checkpoint beside your runs."));
    recentCheckpoints_ = file->addMenu(tr("Open &Recent"));
    connect(recentCheckpoints_, &QMenu::aboutToShow, this, &MainWindow::fillRecentCheckpoints);
    fillRecentCheckpoints();
    QAction* save = file->addAction(tr("&Save checkpoint as…"), train_->checkpoints(), &CheckpointPanel::chooseAndSave);
    save->setShortcut(QKeySequence::Save);
    save->setToolTip(tr("Copies the selected checkpoint, or the run's newest, to a file of your choice."));
    file->addSeparator();
}

bool MainWindow::isPytorchFile(const QString& path) {
    // torch.save's zip archive or (before PyTorch 1.6) its pickle stream: the importer reads both.
    return !path.endsWith(QStringLiteral(".ckpt")) && isPytorchCheckpoint(path);
}

void MainWindow::fillRecentCheckpoints() {
    recentCheckpoints_->clear();
    const QStringList recent = recentCheckpoints();
    // '&' in a path is shown, not taken as a mnemonic ("R&D" showed as "RD").
    for (const QString& path : recent)
        recentCheckpoints_->addAction(QDir::toNativeSeparators(path).replace(QLatin1Char('&'), QStringLiteral("&&")),
                                      this, [this, path] { openCheckpoint(path); });
    // The submenu stays enabled (filled as it opens): disabled while empty,
    // it never opened again, and a checkpoint opened later was not offered
    // until the next start.
    if (recent.isEmpty()) recentCheckpoints_->addAction(tr("No recent checkpoints"))->setEnabled(false);
}

void MainWindow::chooseCheckpoint() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Open checkpoint"), runsFolder(),
                                                      tr("Checkpoints (*.ckpt);;PyTorch checkpoints of the tutorial "
                                                         "design (*.pt *.pth);;All files (*)"));
    if (!path.isEmpty()) openCheckpoint(path);
}

void MainWindow::chooseModelFolder() {
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Open a Hugging Face model folder"), runsFolder());
    if (dir.isEmpty()) return;
    // Said as what it is (it was read as a checkpoint: "is a folder").
    if (!isModelFolder(dir)) {
        QMessageBox::warning(this, tr("Not a model folder"),
                             tr("%1 has no config.json: it is not a Hugging Face model folder. Choose the folder of a "
                                "Marian (OPUS-MT) model, e.g. a clone of Helsinki-NLP/opus-mt-en-de.")
                                 .arg(QDir::toNativeSeparators(dir)));
        return;
    }
    openCheckpoint(dir);
}

void MainWindow::announceConversion(const QString& from, const QString& checkpoint, const QStringList& notes) {
    // Where the checkpoint went, and what the conversion noticed (a separate
    // output matrix kept, …): in the Train page's notes, which stay, and in
    // the status bar (the open's own message replaced them before).
    const QString converted = tr("Converted %1 into %2")
                                  .arg(QDir::toNativeSeparators(from), QDir::toNativeSeparators(checkpoint));
    train_->appendNote(converted);
    for (const QString& note : notes) train_->appendNote(note);
    QStringList lines{converted};
    lines += notes;
    statusBar()->showMessage(lines.join(QStringLiteral("; ")));
}

QString MainWindow::checkpointOf(const QString& path, bool* fineTune) {
    *fineTune = false;
    // A Hugging Face model folder is converted into a checkpoint first.
    if (isModelFolder(path)) {
        ModelFolderDialog dialog(path, runsFolder(), this);
        if (dialog.exec() != QDialog::Accepted) return {};
        announceConversion(path, dialog.checkpointPath(), dialog.notes());
        *fineTune = dialog.fineTuneAfterImport();
        return dialog.checkpointPath();
    }
    // A PyTorch file (torch.save writes a zip archive) is imported first.
    if (isPytorchFile(path)) {
        ImportDialog dialog(path, this);
        if (dialog.exec() != QDialog::Accepted) return {};
        announceConversion(path, dialog.checkpointPath(), dialog.notes());
        *fineTune = dialog.fineTuneAfterImport();
        return dialog.checkpointPath();
    }
    return path;
}

void MainWindow::openOnModelPages(const QString& path) {
    // The Translate page's load (matched by ticket) says whether the weights are whole.
    const RequestTicket load = translate_->openCheckpoint(path);
    if (load.accepted()) openedCheckpoints_.insert(load.id, path);
    learn_->openCheckpoint(path);  // its own copy
}

void MainWindow::openFromTranslatePage(const QString& path) {
    // The pages that show a model take it; the Train page's form, a
    // fine-tune prepared there and a run it trains stay as they are.
    bool fineTune = false;
    const QString checkpoint = checkpointOf(path, &fineTune);
    if (checkpoint.isEmpty()) return;
    openOnModelPages(checkpoint);
    addRecentCheckpoint(checkpoint);  // File ▸ Open's are recorded by the Train page's open
    if (fineTune) train_->fineTuneFrom(checkpoint);
}

bool MainWindow::openCheckpoint(const QString& path, QString* error) {
    if (!error && (isModelFolder(path) || isPytorchFile(path))) {
        bool fineTune = false;
        const QString converted = checkpointOf(path, &fineTune);
        if (converted.isEmpty() || !openCheckpoint(converted)) return false;
        if (fineTune) train_->fineTuneFrom(converted);
        return true;
    }
    QString message;
    if (!train_->openCheckpoint(path, &message)) {
        // A recent file that has gone is not offered again (it failed at every click).
        if (!QFileInfo::exists(path)) forgetRecentCheckpoint(path);
        if (error) {
            *error = message;
        } else {
            QMessageBox::warning(this, tr("Cannot open the checkpoint"), message);
        }
        return false;
    }
    openOnModelPages(path);  // the Translate, Analyze and Learn pages work with it too
    showPage(int(pageNames().indexOf(QStringLiteral("train"))));
    statusBar()->showMessage(train_->statusText());
    return true;
}

}  // namespace studio::app
