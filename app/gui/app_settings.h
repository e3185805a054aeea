// The application's remembered settings (QSettings), in one place so that
// every key has one name, one type and one default.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/dataset.h"

#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace studio::app {

// Where new training runs get their folder (Preferences); default: the
// application's data folder + "/runs".
QString runsFolder();
void setRunsFolder(const QString& folder);
QString defaultRunsFolder();

// CPU threads for training and translation (Preferences); 0 = all cores.
int preferredThreads();
void setPreferredThreads(int threads);

// Whether the Learn page trains the built-in demo in the background when no
// model is open (Preferences); default: yes. Where that model is kept.
bool learnTrainsDemo();
void setLearnTrainsDemo(bool train);
QString learnDemoFolder();

// The interface language (Preferences): a code from uiLanguages(), or empty
// for the system's language. Read once at start-up: a change takes effect
// when the application is next started.
QString uiLanguage();
void setUiLanguage(const QString& code);

// The languages the application is translated into (plus English, its
// source language), each named in its own language; keep in step with the
// TS_FILES in app/CMakeLists.txt.
struct UiLanguage {
    QString code;
    QString nativeName;
};
QList<UiLanguage> uiLanguages();

// The locale of the interface: the stored language's, or the system's when
// none (or one no longer offered) is stored.
QLocale uiLocale();

// Datasets chosen on the Data page, newest first, at most kMaxRecent.
constexpr int kMaxRecent = 8;
QList<data::DatasetSpec> recentDatasets();
void addRecentDataset(const data::DatasetSpec& spec);

// Checkpoints opened, newest first, at most kMaxRecent.
QStringList recentCheckpoints();
void addRecentCheckpoint(const QString& path);
// Takes a checkpoint off the list (it could not be loaded).
void forgetRecentCheckpoint(const QString& path);

// Forgets both recent lists (Preferences).
void clearRecent();

}  // namespace studio::app
