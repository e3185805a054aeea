// MainWindow: the application's frame: a navigation list on the left (Data,
// Train; Translate and Learn follow) and the pages on the right. Closing the
// window while training asks first, then stops the training cleanly.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

class QListWidget;
class QStackedWidget;

namespace studio::app {

class DataPage;
class TrainPage;
class TrainingController;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    DataPage* dataPage() const { return data_; }
    TrainPage* trainPage() const { return train_; }
    TrainingController* controller() const { return controller_; }
    void showPage(int index);
    int currentPage() const;
    // "data" or "train"; false for an unknown name.
    bool showPageNamed(const QString& name);
    static QStringList pageNames();

    // For tests: answer the "stop training?" question without a dialog.
    void setCloseAnswer(int answer) { closeAnswer_ = answer; }

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    void showAbout();

    TrainingController* controller_ = nullptr;
    QListWidget* nav_ = nullptr;
    QStackedWidget* pages_ = nullptr;
    DataPage* data_ = nullptr;
    TrainPage* train_ = nullptr;
    int closeAnswer_ = -1;  // -1: ask the user
};

}  // namespace studio::app
