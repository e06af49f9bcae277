// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Standard output and standard error as the commands write them: one stream each for the whole
// program, so that what two files of the command line say comes out in the order it was said.

#include <QCoreApplication>
#include <QTextStream>

namespace inflight {

/// The command line's own status and error lines, in the reader's language (LANGUAGE, LANG,
/// `export --lang`): `CommandText::tr("wrote %1 (%2)")`. Machine-readable output (JSON, the event
/// log) is never translated.
struct CommandText {
    Q_DECLARE_TR_FUNCTIONS(inflight::CommandLine)
};

QTextStream &commandOut();
QTextStream &commandErr();

} // namespace inflight
