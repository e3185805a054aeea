// SPDX-License-Identifier: GPL-3.0-or-later
#include "main_window.h"

#include "data_page.h"
#include "train_page.h"
#include "training_controller.h"

#include <QApplication>
#include <QCloseEvent>
#include <QMenu>
#include <QMenuBar>
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
    connect(data_, &DataPage::datasetChanged, train_, &TrainPage::setDataset);

    createMenus();

    // First launch: the numbers-de demo, ready to train (Train page shown).
    // Later launches come back to the last dataset, page and geometry.
    QSettings settings;
    data_->restoreLastDataset();
    showPage(settings.value(QStringLiteral("window/page"), 1).toInt());
    resize(1200, 820);
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
}

MainWindow::~MainWindow() {
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/page"), currentPage());
    controller_->shutdown();
}

QStringList MainWindow::pageNames() { return {QStringLiteral("data"), QStringLiteral("train")}; }

bool MainWindow::showPageNamed(const QString& name) {
    const int index = int(pageNames().indexOf(name));
    if (index < 0) return false;
    showPage(index);
    return true;
}

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    QMenu* view = menuBar()->addMenu(tr("&View"));
    const QStringList titles{tr("&Data"), tr("&Train")};
    for (int i = 0; i < titles.size(); ++i) {
        QAction* page = view->addAction(titles[i], this, [this, i] { showPage(i); });
        page->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
    }
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Attention Studio"), this, &MainWindow::showAbout);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
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
