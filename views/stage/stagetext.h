// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How the stage writes its values: times to a tenth of a second, counts with their nouns, and a
// note's text broken into lines that fit.

#include "common/format.h"
#include "eventlog.h"

#include <QCoreApplication>
#include <QFont>
#include <QString>
#include <QStringList>

#include <string>

namespace inflight {

/// The stage's words, translated in the stage view's context (the painters and the layout are
/// not QObjects; their texts belong to the view): `StageText::tr("queue")`. A class rather than a
/// free function so that lupdate extracts them under the context they are looked up in.
struct StageText {
    Q_DECLARE_TR_FUNCTIONS(inflight::StageView)
};

/// "t=71.8": to a tenth of a second, which is all a person reads off a moving picture.
QString stageTimeText(TimeMs time);

/// Text broken at spaces into at most `maxLines` lines of `width`, the last elided.
QStringList wrapLines(const QString &text, const QFont &font, double width, int maxLines);

} // namespace inflight
