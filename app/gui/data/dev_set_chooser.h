// DevSetChooser: the Data page's "Dev set" group. The pairs that training
// scores itself on come from the dataset's own dev set (a demo's; for files
// 1 % of the training pairs), a held-out share of the training pairs, or dev
// files in the training data's format.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/dataset.h"

#include <QGroupBox>

class QDoubleSpinBox;
class QLabel;
class QRadioButton;

namespace studio::app {

class FileField;

class DevSetChooser : public QGroupBox {
    Q_OBJECT

public:
    explicit DevSetChooser(QWidget* parent = nullptr);

    // The training data's format decides what "Default" means and how many
    // dev files there are (two for line-aligned files, none for demos).
    void setSourceKind(data::DatasetKind kind);

    // Writes the dev fields (dev, dev_path, dev_tgt_path, dev_share) into `spec`.
    void applyTo(data::DatasetSpec& spec) const;
    // Fills the form from `spec` without emitting edited().
    void setFrom(const data::DatasetSpec& spec);

    // For tests and the page: choose a held-out share (in (0, 0.9]) or dev files.
    void setShare(double share);
    void setFiles(const QString& path, const QString& targetPath = QString());

signals:
    void edited();

private:
    void updateEnabled();

    data::DatasetKind kind_ = data::DatasetKind::Demo;
    QRadioButton* default_ = nullptr;
    QLabel* defaultHint_ = nullptr;
    QRadioButton* share_ = nullptr;
    QDoubleSpinBox* sharePercent_ = nullptr;
    QRadioButton* files_ = nullptr;
    FileField* devSource_ = nullptr;
    FileField* devTarget_ = nullptr;
    QLabel* devTargetLabel_ = nullptr;
};

}  // namespace studio::app
