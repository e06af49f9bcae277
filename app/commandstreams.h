// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Standard output and standard error as the commands write them: one stream each for the whole
// program, so that what two files of the command line say comes out in the order it was said.

#include <QTextStream>

namespace inflight {

QTextStream &commandOut();
QTextStream &commandErr();

} // namespace inflight
