// SPDX-License-Identifier: GPL-3.0-or-later
#include "run_records.h"

#include "train/checkpoint.h"
#include "train/run_lock.h"
#include "train/run_summary.h"

#include <QDir>
#include <QSaveFile>
#include <QFile>
#include <QFileInfo>
#include <QObject>
#include <QSet>

#include <algorithm>

namespace studio::app {
namespace {

RunRecord recordOf(const train::RunSummary& s) {
    RunRecord r;
    r.name = QString::fromStdString(s.run);
    r.path = QFileInfo(QString::fromStdString(s.path)).absoluteFilePath();
    r.preset = QString::fromStdString(s.preset);
    r.dataset = QString::fromStdString(s.dataset);
    r.params = s.params;
    r.steps = s.steps;
    r.plannedSteps = s.planned_steps;
    r.finished = s.finished;
    r.devBleu = s.dev_bleu;
    r.bestDevBleu = s.best_dev_bleu;
    r.startDevBleu = s.start_dev_bleu;
    r.devLoss = s.dev_loss;
    r.devPpl = s.dev_ppl;
    r.targetTokens = s.target_tokens;
    r.trainSeconds = s.train_seconds;
    r.tokensPerSecond = s.tok_per_s;
    for (const auto& [key, value] : train::run_settings(s))
        r.settings.append({QString::fromStdString(key), QString::fromStdString(value)});
    r.summary = std::make_shared<const train::RunSummary>(s);
    r.failure = runFailure(r.path);
    // The lines the table's figures were read from (history.jsonl, or the
    // checkpoint's copy when the file holds less): one choice, made once.
    QStringList lines;
    for (const auto& line : s.history) lines << QString::fromStdString(line);
    r.history = parseHistory(lines);
    // Lines logged after the newest checkpoint (by a process that ended
    // without writing another) are not part of the run a resume continues:
    // the curves end where the table's steps and figures do.
    r.history.erase(std::remove_if(r.history.begin(), r.history.end(),
                                   [&](const HistoryEntry& e) { return e.step > r.steps; }),
                    r.history.end());
    return r;
}

const char* kFailureFile = "failure.txt";

bool isRunFile(const QString& name) {
    return name == QLatin1String("last.ckpt") || name == QLatin1String("history.jsonl") ||
           name == QLatin1String(kFailureFile) || name == QLatin1String("history.jsonl.part") ||
           (name.startsWith(QLatin1String("checkpoint-")) && name.endsWith(QLatin1String(".ckpt"))) ||
           name.contains(QLatin1String(".ckpt.tmp-")) || name == QLatin1String(train::run_lock_file_name());
}

}  // namespace

QString RunRecord::setting(const QString& option) const {
    for (const auto& s : settings)
        if (s.first == option) return s.second;
    return {};
}

QList<RunRecord> readRunRecords(const QStringList& folders, QStringList* problems) {
    QStringList runFolders;
    for (const QString& folder : folders) {
        if (train::is_run_folder(folder.toStdString())) {
            runFolders << QFileInfo(folder).absoluteFilePath();
            continue;
        }
        const QDir dir(folder);
        for (const QString& name : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            const QString path = QFileInfo(dir.filePath(name)).absoluteFilePath();
            if (train::is_run_folder(path.toStdString())) runFolders << path;
        }
    }
    runFolders.removeDuplicates();
    QList<RunRecord> out;
    for (const QString& path : runFolders) {
        try {
            out << recordOf(train::summarize_run(path.toStdString()));
        } catch (const std::exception& e) {
            if (problems) *problems << QString::fromStdString(e.what());
        }
    }
    std::stable_sort(out.begin(), out.end(), [](const RunRecord& a, const RunRecord& b) { return a.name < b.name; });
    return out;
}

QStringList differingSettings(const QList<RunRecord>& runs) {
    std::vector<train::RunSummary> summaries;
    for (const RunRecord& r : runs)
        if (r.summary) summaries.push_back(*r.summary);
    QStringList out;
    for (const std::string& key : train::differing_settings(summaries)) out << QString::fromStdString(key);
    return out;
}

namespace {

// The run's lock, held while its folder is removed or renamed: a run that
// another process (the command line, a sweep, a second window) trains there
// is refused, naming it (its live files were deleted under it, or its next
// save failed in a folder renamed away). Null with `error` set when refused.
std::shared_ptr<train::RunFolderLock> lockRun(const QString& path, QString* error) {
    try {
        return train::acquire_run_lock(path.toStdString());
    } catch (const std::exception& e) {
        if (error) *error = QString::fromStdString(e.what());
        return nullptr;
    }
}

}  // namespace

bool deleteRun(const QString& path, QString* error, QStringList* kept) {
    const QFileInfo info(path);
    if (!info.isDir() || !train::is_run_folder(path.toStdString())) {
        if (error) *error = QObject::tr("%1 holds no training run (no last.ckpt or checkpoint-STEP.ckpt)").arg(path);
        return false;
    }
    const auto lock = lockRun(path, error);
    if (!lock) return false;
    QDir dir(path);
    for (const QFileInfo& f : dir.entryInfoList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot | QDir::System)) {
        if (!isRunFile(f.fileName()) || f.isSymLink()) {
            if (kept) *kept << f.fileName();
            continue;
        }
        if (!QFile::remove(f.absoluteFilePath())) {
            if (error) *error = QObject::tr("could not remove %1").arg(f.absoluteFilePath());
            return false;
        }
    }
    // The folder goes only when nothing else is in it (rmdir refuses otherwise).
    if (dir.isEmpty(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot)) {
        QDir parent = info.dir();
        parent.rmdir(info.fileName());
    } else if (kept) {
        for (const QString& d : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) *kept << d + QLatin1Char('/');
    }
    return true;
}

bool renameRun(const QString& path, const QString& newName, QString* newPath, QString* error) {
    const QString name = newName.trimmed();
    if (name.isEmpty() || name.contains(QLatin1Char('/')) || name.contains(QLatin1Char('\\')) ||
        name == QLatin1String(".") || name == QLatin1String("..")) {
        if (error) *error = QObject::tr("“%1” is not a folder name (no slashes, not empty)").arg(newName);
        return false;
    }
    const QFileInfo info(path);
    QDir parent = info.dir();
    if (!info.isDir() || !train::is_run_folder(path.toStdString())) {
        if (error) *error = QObject::tr("%1 holds no training run (no last.ckpt or checkpoint-STEP.ckpt)").arg(path);
        return false;
    }
    const auto lock = lockRun(path, error);
    if (!lock) return false;
    if (parent.exists(name)) {
        if (error) *error = QObject::tr("%1 already exists").arg(parent.filePath(name));
        return false;
    }
    if (!parent.rename(info.fileName(), name)) {
        if (error) *error = QObject::tr("could not rename %1 to %2").arg(path, name);
        return false;
    }
    if (newPath) *newPath = parent.filePath(name);
    return true;
}

bool writeRunFailure(const QString& folder, const QString& message, QString* error) {
    if (!QDir().mkpath(folder)) {
        if (error) *error = QObject::tr("%1: cannot create the folder").arg(folder);
        return false;
    }
    QSaveFile file(QDir(folder).filePath(QLatin1String(kFailureFile)));
    if (!file.open(QIODevice::WriteOnly) || file.write(message.toUtf8()) < 0 || !file.commit()) {
        if (error) *error = QObject::tr("%1: cannot write (%2)").arg(file.fileName(), file.errorString());
        return false;
    }
    return true;
}

QString runFailure(const QString& folder) {
    QFile file(QDir(folder).filePath(QLatin1String(kFailureFile)));
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(file.readAll()).trimmed();
}

void clearRunFailure(const QString& folder) { QFile::remove(QDir(folder).filePath(QLatin1String(kFailureFile))); }

}  // namespace studio::app
