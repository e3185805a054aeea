// HyperparameterForm: the model's and the optimiser's settings, filled from a
// preset and editable, each with a tooltip naming where the paper sets it.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine_types.h"

#include <QWidget>

class QDoubleSpinBox;
class QSpinBox;

namespace studio::app {

class HyperparameterForm : public QWidget {
    Q_OBJECT

public:
    explicit HyperparameterForm(QWidget* parent = nullptr);

    // Shows the preset's values ("tiny", "small", "base", "big").
    void setPreset(const QString& name);
    // Writes the shown values into the request.
    void apply(TrainingRequest& request) const;

    QSpinBox* dModelBox() const { return dModel_; }
    QSpinBox* headsBox() const { return heads_; }

private:
    QSpinBox* dModel_ = nullptr;
    QSpinBox* heads_ = nullptr;
    QSpinBox* layers_ = nullptr;
    QSpinBox* dFF_ = nullptr;
    QDoubleSpinBox* dropout_ = nullptr;
    QSpinBox* warmup_ = nullptr;
    QSpinBox* maxTokens_ = nullptr;
    QDoubleSpinBox* lrFactor_ = nullptr;
    QDoubleSpinBox* labelSmoothing_ = nullptr;
    QDoubleSpinBox* clip_ = nullptr;
};

}  // namespace studio::app
