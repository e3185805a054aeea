// ImportDialog: opening a model of the from-scratch PyTorch tutorial design
// (a torch.save .pt file): the two tokenizer.json files (found beside it when
// they are there, else asked for), the number of heads (the file does not
// record it) and where to write our checkpoint. The import runs off the GUI
// thread; a refusal is shown in the dialog, which stays open.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace studio::app {

class FileField;

class ImportDialog : public QDialog {
    Q_OBJECT

public:
    ImportDialog(const QString& pytorchPath, QWidget* parent = nullptr);

    QString checkpointPath() const;  // valid after accept()
    QStringList notes() const { return notes_; }
    // Accepted with "Import and fine-tune": the caller prepares a fine-tuning run.
    bool fineTuneAfterImport() const { return fineTune_; }
    QPushButton* importAndFineTuneButton() const { return importAndFineTune_; }

    // Fields, for tests.
    FileField* sourceTokenizerField() const { return source_; }
    FileField* targetTokenizerField() const { return target_; }

    // Esc or the close button while converting: ignored (said in the status).
    void reject() override;

private:
    void startImport();
    void showError(const QString& message);

    QString pytorchPath_;
    FileField* source_ = nullptr;
    FileField* target_ = nullptr;
    FileField* output_ = nullptr;
    QSpinBox* heads_ = nullptr;
    QLabel* status_ = nullptr;
    QDialogButtonBox* buttons_ = nullptr;
    QStringList notes_;
    QPushButton* importAndFineTune_ = nullptr;
    bool fineTune_ = false;
    bool running_ = false;  // converting
};

}  // namespace studio::app
