// MainWindow: the application's frame: a navigation list on the left (Data,
// Train; Translate and Learn follow) and the pages on the right. Closing the
// window while training asks first, then stops the training cleanly.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "translation_types.h"

#include <QHash>
#include <QMainWindow>

class QListWidget;
class QMenu;
class QStackedWidget;

namespace studio::app {

class AnalyzePage;
class DataPage;
class LearnPage;
class PreferencesDialog;
class RunsPage;
class ExperimentRunner;
class ExperimentPanel;
class TrainPage;
class TrainingController;
class TranslatePage;
class TranslationController;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    DataPage* dataPage() const { return data_; }
    TrainPage* trainPage() const { return train_; }
    TrainingController* controller() const { return controller_; }
    TranslatePage* translatePage() const { return translate_; }
    TranslationController* translation() const { return translation_; }
    LearnPage* learnPage() const { return learn_; }
    // What Preferences changed, applied to the open window (after its OK).
    void applyPreferences();
    // Edit > Preferences…'s dialog, tied to this window (the caller owns it).
    PreferencesDialog* makePreferencesDialog();
    AnalyzePage* analyzePage() const { return analyze_; }
    RunsPage* runsPage() const { return runs_; }
    ExperimentRunner* experiments() const { return experiments_; }
    ExperimentPanel* experimentPanel() const { return experimentPanel_; }
    void showPage(int index);
    int currentPage() const;
    // "data", "train", "translate", "learn", "analyze" or "runs"; false for an unknown name.
    bool showPageNamed(const QString& name);
    static QStringList pageNames();

    // Opens a checkpoint on the Train page (curves, settings, its folder's
    // list) and adds it to File > Open Recent. Without `error`, a failure is
    // shown in a message box; with it, the message goes there. A PyTorch
    // file (.pt of the tutorial design) opens the import dialog first
    // (only without `error`: that dialog needs a person).
    bool openCheckpoint(const QString& path, QString* error = nullptr);
    static bool isPytorchFile(const QString& path);

    // For tests: answer the "stop training?" question without a dialog.
    void setCloseAnswer(int answer) { closeAnswer_ = answer; }

    // An experiment left unfinished when the app last closed: asks whether
    // to resume it (each run from its last checkpoint) and does, or forgets
    // it (its folder stays; Runs > Resume experiment… takes it up later).
    // Called once the window is shown. `answer` (tests): QMessageBox::Yes or
    // No instead of asking.
    // The question asked at start-up about `folder` (described as `state`).
    QString resumeOfferText(const QString& folder, const QString& state) const;
    // The folder is described on a pool thread; the question follows.
    void offerUnfinishedExperiment(int answer = -1);
    bool isOfferingToResume() const { return offering_; }
    // A window driven by the command line (--screenshot, --translate) asks
    // nothing at start; set before the event loop runs.
    void setScripted(bool scripted) { scripted_ = scripted; }

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void askToResume(const QString& folder, const QString& state, int answer);
    void createMenus();
    void showAbout();
    void addCheckpointActions(QMenu* file);
    void chooseCheckpoint();
    void chooseModelFolder();
    // A model folder or PyTorch file converted by its dialog (its notes
    // announced); a checkpoint as it is. Empty: the dialog was cancelled.
    QString checkpointOf(const QString& path, bool* fineTune);
    // The pages that show a model (Translate, Analyze, Learn) open `path`.
    void openOnModelPages(const QString& path);
    // The Translate page's Open: on the pages that show a model, converted
    // first where it must be; the Train page's form, a fine-tune prepared
    // there and a run it trains are left alone.
    void openFromTranslatePage(const QString& path);
    void announceConversion(const QString& from, const QString& checkpoint, const QStringList& notes);
    void fillRecentCheckpoints();
    void showPreferences();

    TrainingController* controller_ = nullptr;
    QListWidget* nav_ = nullptr;
    QStackedWidget* pages_ = nullptr;
    DataPage* data_ = nullptr;
    TrainPage* train_ = nullptr;
    TranslationController* translation_ = nullptr;
    TranslatePage* translate_ = nullptr;
    LearnPage* learn_ = nullptr;
    AnalyzePage* analyze_ = nullptr;
    RunsPage* runs_ = nullptr;
    ExperimentRunner* experiments_ = nullptr;
    ExperimentPanel* experimentPanel_ = nullptr;
    ModelSummary translationModel_;  // the Translate (and Analyze) page's model
    QHash<quint64, QString> openedCheckpoints_;  // openCheckpoint()'s loads not yet answered, by ticket id
    QMenu* recentCheckpoints_ = nullptr;
    int closeAnswer_ = -1;  // -1: ask the user
    bool scripted_ = false;  // setScripted()
    bool offering_ = false;  // the folder offered for resuming is being described
    bool closedDuringExperiment_ = false;  // the window closed while an experiment ran
};

}  // namespace studio::app
