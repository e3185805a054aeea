// PairTableModel: sentence pairs as a two-column table (source, target) for
// the Data page's preview. It shares the loaded pairs instead of copying them
// and turns a cell into a QString only when the view asks for it, so setting
// 100 000+ pairs is immediate and costs no second copy of the corpus.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/corpus_reader.h"

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace studio::app {

// Read-only once loaded; shared between the loader, the table and the tokenizer.
using SharedPairs = std::shared_ptr<const std::vector<data::SentencePair>>;

class PairTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    explicit PairTableModel(QObject* parent = nullptr);

    void setPairs(SharedPairs pairs);
    const SharedPairs& pairs() const { return pairs_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // A cell shows at most this many bytes of a sentence, its tooltip a few
    // more (and the sentence's size); the pairs themselves stay whole.
    static constexpr size_t kShownBytes = 1000;
    static constexpr size_t kTipBytes = 4000;

private:
    SharedPairs pairs_;
};

}  // namespace studio::app
