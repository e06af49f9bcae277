// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A lesson's narration, NN-id.md: Markdown with an introduction and one "## id" section per step
// and one for the challenge (docs/lesson-format.md).

#include "contentreader.h"

#include <map>
#include <string>
#include <vector>

namespace inflight::content {

struct NarrationSection {
    std::string id;
    /// The line of its "## id" heading.
    int line = 0;
    std::string text;
};

struct LessonNarration {
    std::string introduction;
    std::vector<NarrationSection> sections;
};

/// Splits the Markdown at its "## id" headings (outside code fences). Text before the first one
/// is the introduction, without a leading "# Title" line.
LessonNarration parseNarration(const std::string &markdown);

/// The narration's sections by id. A section that appears twice, belongs to none of the
/// `expected` ids or is empty is a problem of the narration file, added to `problems`.
std::map<std::string, const NarrationSection *>
sectionsById(const LessonNarration &narration, const std::vector<std::string> &expected,
             Problems &problems);

} // namespace inflight::content
