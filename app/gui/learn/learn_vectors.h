// Vectors drawn as rows of coloured cells (blue negative, white 0, red
// positive), each row scaled to its own largest |value| or all to one scale: how the Learn page
// shows the heads' outputs side by side, their concatenation and W^O's
// result, or a token's vector before and after a sub-layer.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QVector>
#include <QWidget>

namespace studio::app {

class VectorStrips : public QWidget {
    Q_OBJECT

public:
    struct Row {
        QString label;
        QVector<double> values;
        int group = 0;   // > 0: a separator every `group` cells (one head's d_k)
        int offset = 0;  // the row's first cell sits at cell `offset` of a row of `cells`
        int cells = 0;   // > 0: the row is drawn as part of one this long (a head inside Concat)
    };

    explicit VectorStrips(QWidget* parent = nullptr);

    void setRows(const QVector<Row>& rows);
    // true: every row on the scale of the largest |value| of all rows (how big
    // the numbers are matters: layer norm); false: each row on its own.
    void setSharedScale(bool shared);
    double rowRange(int row) const;  // the |value| drawn in full colour
    const QVector<Row>& rows() const { return rows_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    int labelWidth() const;

    QVector<Row> rows_;
    bool shared_scale_ = false;
};

}  // namespace studio::app
