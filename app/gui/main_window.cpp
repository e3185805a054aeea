// SPDX-License-Identifier: GPL-3.0-or-later
#include "main_window.h"

#include "data_page.h"
#include "train_page.h"
#include "training_controller.h"

#include <QCloseEvent>
#include <QHBoxLayout>
#include <QListWidget>
#include <QMessageBox>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>

namespace studio::app {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("Attention Studio"));
    controller_ = new TrainingController(this);
    data_ = new DataPage(this);
    train_ = new TrainPage(controller_, this);

    nav_ = new QListWidget(this);
    nav_->addItem(tr("Data"));
    nav_->addItem(tr("Train"));
    nav_->setFixedWidth(120);
    pages_ = new QStackedWidget(this);
    pages_->addWidget(data_);
    pages_->addWidget(train_);

    auto* central = new QWidget(this);
    auto* layout = new QHBoxLayout(central);
    layout->addWidget(nav_);
    layout->addWidget(pages_, 1);
    setCentralWidget(central);
    statusBar()->showMessage(tr("Built-in demo: English number words to German. Press Train."));

    connect(nav_, &QListWidget::currentRowChanged, pages_, &QStackedWidget::setCurrentIndex);
    connect(data_, &DataPage::datasetChanged, train_, &TrainPage::setDemoTask);
    connect(data_, &DataPage::datasetChanged, this, [](const QString& name) {
        QSettings().setValue(QStringLiteral("data/demoTask"), name);
    });

    // First launch: the numbers-de demo, ready to train (Train page shown).
    data_->setDemoTask(QSettings().value(QStringLiteral("data/demoTask"), QStringLiteral("numbers-de")).toString());
    train_->setDemoTask(data_->demoTask());
    showPage(1);
    resize(1200, 820);
}

MainWindow::~MainWindow() { controller_->shutdown(); }

void MainWindow::showPage(int index) { nav_->setCurrentRow(index); }

int MainWindow::currentPage() const { return pages_->currentIndex(); }

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!controller_->isRunning()) {
        event->accept();
        return;
    }
    int answer = closeAnswer_;
    if (answer < 0) {
        answer = QMessageBox::question(this, tr("Training is running"),
                                       tr("Stop training and quit? The current step ends and a checkpoint is saved."),
                                       QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    }
    if (answer != QMessageBox::Yes) {
        event->ignore();
        return;
    }
    controller_->shutdown();  // waits for the step in progress and the checkpoint
    event->accept();
}

}  // namespace studio::app
