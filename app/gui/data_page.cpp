// SPDX-License-Identifier: GPL-3.0-or-later
#include "data_page.h"

#include "pair_table_model.h"

#include "data/demo_tasks.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSettings>
#include <QTableView>
#include <QVBoxLayout>

namespace studio::app {

DataPage::DataPage(QWidget* parent) : QWidget(parent) {
    task_ = new QComboBox(this);
    for (const auto& name : data::demo_task_names()) task_->addItem(QString::fromStdString(name));
    task_->setToolTip(tr("Built-in tasks are generated in the program; nothing has to be downloaded."));
    description_ = new QLabel(this);
    description_->setWordWrap(true);
    counts_ = new QLabel(this);
    model_ = new PairTableModel(this);
    table_ = new QTableView(this);
    table_->setModel(model_);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table_->setAlternatingRowColors(true);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);

    auto* form = new QFormLayout;
    form->addRow(tr("Demo task:"), task_);
    form->addRow(QString(), description_);
    form->addRow(QString(), counts_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("Training pairs:"), this));
    layout->addWidget(table_, 1);

    connect(task_, &QComboBox::currentTextChanged, this, [this](const QString& name) {
        showTask(name);
        QSettings().setValue(QStringLiteral("data/dataset"), QString::fromStdString(dataset().to_json()));
        emit datasetChanged(dataset(), tokenizerModel());
    });
    showTask(task_->currentText());
}

QString DataPage::demoTask() const { return task_->currentText(); }

void DataPage::setDemoTask(const QString& name) {
    const int i = task_->findText(name);
    if (i >= 0) task_->setCurrentIndex(i);
}

data::DatasetSpec DataPage::dataset() const {
    data::DatasetSpec spec;
    spec.demo = demoTask().toStdString();
    return spec;
}

QByteArray DataPage::tokenizerModel() const { return QByteArray(); }

void DataPage::restoreLastDataset() {
    try {
        const auto spec = data::DatasetSpec::from_json(
            QSettings().value(QStringLiteral("data/dataset"), QStringLiteral("{}")).toString().toStdString());
        setDemoTask(QString::fromStdString(spec.demo));
    } catch (const std::exception&) {
    }
    emit datasetChanged(dataset(), tokenizerModel());
}

int DataPage::previewRows() const { return model_->rowCount(); }

void DataPage::showTask(const QString& name) {
    const auto task = data::make_demo_task(name.toStdString(), 1);
    QVector<QString> sources, targets;
    sources.reserve(int(task.train.size()));
    targets.reserve(int(task.train.size()));
    for (const auto& p : task.train) {
        sources.push_back(QString::fromStdString(p.src));
        targets.push_back(QString::fromStdString(p.tgt));
    }
    model_->setPairs(std::move(sources), std::move(targets));
    description_->setText(QString::fromStdString(task.description));
    counts_->setText(tr("%1 training pairs, %2 dev pairs").arg(task.train.size()).arg(task.dev.size()));
}

}  // namespace studio::app
