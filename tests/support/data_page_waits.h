// Shared by the Data page's tests: the page reads on a pool thread, so a test
// sets a dataset and then waits for the page's answer.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data_page.h"

#include "data/dataset.h"

#include <QSignalSpy>

#include <string>

namespace studio::test {

constexpr int kDataWaitMs = 60000;  // reading is quick; the margin is for a busy machine

inline data::DatasetSpec demoSpec(const std::string& name) {
    data::DatasetSpec spec;
    spec.demo = name;
    return spec;
}

// Reads `spec` on the page and waits for the outcome (true: read).
inline bool readOnPage(app::DataPage& page, const data::DatasetSpec& spec) {
    QSignalSpy finished(&page, &app::DataPage::loadFinished);
    page.setDataset(spec);
    if (!finished.wait(kDataWaitMs)) return false;
    return finished.last().at(0).toBool();
}

}  // namespace studio::test
