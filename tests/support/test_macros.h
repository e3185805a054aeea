// Assertion helpers shared by the Qt Tests (Qt only, no LibTorch).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QtTest>

#include <cmath>

// Shows both numbers in full when a floating-point comparison fails.
#define VERIFY_NEAR(actual, expected, tol)                                              \
    QVERIFY2(std::abs(double(actual) - double(expected)) <= (tol),                     \
             qPrintable(QStringLiteral("%1 = %2, expected %3")                          \
                            .arg(QLatin1String(#actual))                                \
                            .arg(double(actual), 0, 'g', 17)                            \
                            .arg(double(expected), 0, 'g', 17)))
