// SPDX-License-Identifier: GPL-3.0-or-later
#include "pair_table_model.h"

#include <QLocale>
#include <QString>

namespace studio::app {
namespace {

// A sentence as a cell shows it: at most `bytes` of it (cut between UTF-8
// characters) and an ellipsis. A line of megabytes handed to the view
// whole froze the GUI thread for seconds at every repaint and tooltip.
QString shownText(const std::string& text, size_t bytes) {
    if (text.size() <= bytes) return QString::fromStdString(text);
    size_t end = bytes;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;  // a continuation byte
    return QString::fromUtf8(text.data(), qsizetype(end)) + QChar(0x2026);
}

}  // namespace

PairTableModel::PairTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void PairTableModel::setPairs(SharedPairs pairs) {
    beginResetModel();
    pairs_ = std::move(pairs);
    endResetModel();
}

int PairTableModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() || !pairs_) return 0;
    return int(pairs_->size());
}

int PairTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : 2; }

QVariant PairTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole) return {};
    const data::SentencePair& pair = (*pairs_)[size_t(index.row())];
    const std::string& text = index.column() == 0 ? pair.src : pair.tgt;
    if (role == Qt::DisplayRole) return shownText(text, kShownBytes);
    if (text.size() <= kTipBytes) return QString::fromStdString(text);
    // One arg() call: a sentence's own "%2" (a URL's %2F) is left as it is.
    return tr("%1\n(%2 bytes in all)").arg(shownText(text, kTipBytes), QLocale().toString(qint64(text.size())));
}

QVariant PairTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole) return {};
    if (orientation == Qt::Vertical) return section + 1;
    return section == 0 ? tr("Source") : tr("Target");
}

}  // namespace studio::app
