// PreferencesDialog: the settings that outlive a run: the interface
// language, where runs are saved, how many CPU threads the engine uses, and
// the recent-file lists.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QLabel;

namespace studio::app {

class PreferencesDialog : public QDialog {
    Q_OBJECT

public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

    QLineEdit* runsFolderEdit() const { return runsFolder_; }
    QSpinBox* threadsBox() const { return threads_; }
    QCheckBox* learnDemoBox() const { return learnDemo_; }
    QPushButton* forgetRecentButton() const { return forget_; }
    // Item data: the language code, empty for the system's language.
    QComboBox* languageBox() const { return language_; }

    // Checks and stores the values; false with a message when the runs
    // folder cannot be created or written.
    bool save(QString* error);

public slots:
    void accept() override;

signals:
    // Forget recent… was pressed (at once, whether or not OK follows): the
    // open window's lists follow.
    void recentForgotten();

private:
    void browse();

    QComboBox* language_ = nullptr;
    QLineEdit* runsFolder_ = nullptr;
    QSpinBox* threads_ = nullptr;
    QCheckBox* learnDemo_ = nullptr;
    QLabel* problem_ = nullptr;
    QPushButton* forget_ = nullptr;
};

}  // namespace studio::app
