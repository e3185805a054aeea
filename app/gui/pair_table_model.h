// PairTableModel: sentence pairs as a two-column table (source, target) for
// the Data page's preview. Holds the text only; fast on 100 000+ rows since
// the view asks for visible cells only.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QString>
#include <QVector>

namespace studio::app {

class PairTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    explicit PairTableModel(QObject* parent = nullptr);

    void setPairs(QVector<QString> sources, QVector<QString> targets);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVector<QString> sources_, targets_;
};

}  // namespace studio::app
