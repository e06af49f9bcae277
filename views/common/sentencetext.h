// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The engine's sentences (engine/sentence.h) in the reader's language: each template through
// QCoreApplication::translate in the context it was marked in, then filled with its arguments.

#include "sentence.h"

#include <QString>

#include <vector>

namespace inflight {

QString translated(const Sentence &sentence);

/// The translator translated() fills with (the templates in the interface's language, decimals
/// with the default locale's decimal point), for the engine's and the lessons' functions that take
/// one (a loader's report()).
Translator readerTranslator();

/// Parts such as the event table's details, translated and joined with " · ".
QString translatedParts(const std::vector<Sentence> &parts);

} // namespace inflight
