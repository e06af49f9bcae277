// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// `inflight practice --seed N --count K [--topic T]... [--level L] [--json] [--answers]`: practice
// questions generated from a seed (practice/questiondraft.h), each graded by the run of its own
// scenario. The same seed gives the same questions, byte for byte.

class QCommandLineParser;

namespace inflight {

/// Adds the command's options to its parser.
void describePractice(QCommandLineParser &parser);

/// Prints the questions. Returns the exit code: 2 for options it cannot take.
int runPractice(const QCommandLineParser &parser);

} // namespace inflight
