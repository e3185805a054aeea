// SPDX-License-Identifier: GPL-3.0-or-later
#include "app_settings.h"

#include <QDir>
#include <QSettings>
#include <QStandardPaths>

#include <algorithm>

namespace studio::app {
namespace {

const QString kRunsFolder = QStringLiteral("paths/runs");
const QString kThreads = QStringLiteral("engine/threads");
const QString kLanguage = QStringLiteral("interface/language");
const QString kLearnDemo = QStringLiteral("learn/trainDemo");
const QString kRecentDatasets = QStringLiteral("recent/datasets");
const QString kRecentCheckpoints = QStringLiteral("recent/checkpoints");

}  // namespace

QString defaultRunsFolder() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)).filePath(QStringLiteral("runs"));
}

QString runsFolder() {
    const QString folder = QSettings().value(kRunsFolder).toString();
    return folder.isEmpty() ? defaultRunsFolder() : folder;
}

void setRunsFolder(const QString& folder) { QSettings().setValue(kRunsFolder, folder); }

// The range a run takes (TrainingConfig::validate): a hand-edited 5000 was
// shown as 1024 by Preferences and refused by the Learn demo's run.
int preferredThreads() { return std::clamp(QSettings().value(kThreads, 0).toInt(), 0, 1024); }

void setPreferredThreads(int threads) { QSettings().setValue(kThreads, std::max(0, threads)); }

bool learnTrainsDemo() { return QSettings().value(kLearnDemo, true).toBool(); }

void setLearnTrainsDemo(bool train) { QSettings().setValue(kLearnDemo, train); }

QString learnDemoFolder() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)).filePath(QStringLiteral("learn-demo"));
}

QString uiLanguage() { return QSettings().value(kLanguage).toString(); }

void setUiLanguage(const QString& code) {
    if (code.isEmpty()) QSettings().remove(kLanguage);
    else QSettings().setValue(kLanguage, code);
}

QList<UiLanguage> uiLanguages() {
    // Names in their own language (not tr()): whoever cannot read the
    // current language must still find theirs.
    return {{QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("de"), QStringLiteral("Deutsch")},
            {QStringLiteral("es"), QStringLiteral("Español")},
            {QStringLiteral("bn"), QStringLiteral("বাংলা")}};
}

QLocale uiLocale() {
    const QString code = uiLanguage();
    for (const UiLanguage& language : uiLanguages())
        if (language.code == code) return QLocale(code);
    return QLocale::system();
}

QList<data::DatasetSpec> recentDatasets() {
    QList<data::DatasetSpec> specs;
    for (const QString& json : QSettings().value(kRecentDatasets).toStringList()) {
        try {
            specs.append(data::DatasetSpec::from_json(json.toStdString()));
        } catch (const std::exception&) {
            // An entry from another version of the program: skipped, not fatal.
        }
    }
    return specs;
}

void addRecentDataset(const data::DatasetSpec& spec) {
    const QString json = QString::fromStdString(spec.to_json());
    QStringList list = QSettings().value(kRecentDatasets).toStringList();
    list.removeAll(json);
    list.prepend(json);
    while (list.size() > kMaxRecent) list.removeLast();
    QSettings().setValue(kRecentDatasets, list);
}

QStringList recentCheckpoints() { return QSettings().value(kRecentCheckpoints).toStringList(); }

void addRecentCheckpoint(const QString& path) {
    QStringList list = recentCheckpoints();
    const QString absolute = QDir(path).absolutePath();
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > kMaxRecent) list.removeLast();
    QSettings().setValue(kRecentCheckpoints, list);
}

void forgetRecentCheckpoint(const QString& path) {
    QStringList list = recentCheckpoints();
    if (list.removeAll(QDir(path).absolutePath()) > 0) QSettings().setValue(kRecentCheckpoints, list);
}

void clearRecent() {
    QSettings settings;
    settings.remove(kRecentDatasets);
    settings.remove(kRecentCheckpoints);
}

}  // namespace studio::app
