// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reading content files from disk: the lesson loader and the translation check read the same
// files the same way, so that a file one can read the other can too, with the same error.

#include <string>

namespace inflight::content {

/// The whole file into `text`; on failure false, with the system's reason in `error`.
bool readFile(const std::string &path, std::string &text, std::string &error);

/// "lessons/01-lent.json" -> "01-lent.json": how problems name a file.
std::string fileName(const std::string &path);

/// The narration beside a lesson: "01-lent.json" -> "01-lent.md" in the same folder.
std::string narrationPathOf(const std::string &lessonPath);

} // namespace inflight::content
