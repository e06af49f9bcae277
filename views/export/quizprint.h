// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A classroom quiz on paper: one variant of the same practice questions per student (the same
// topics and levels in the same order, other numbers), as a PDF handout, and its answer key, a
// PDF with each question's answer, its explanation and a small timeline of the part of the run
// that decides it. Set in the lesson handout's type and page layout (PageFlow, printFont) with
// the lesson handout's timeline pictures.

#include "questiondraft.h"

#include <QPageSize>
#include <QString>

#include <cstdint>
#include <functional>
#include <vector>

namespace inflight {

/// One student's quiz.
struct QuizVariant {
    /// From 1.
    int number = 1;
    /// The seed its questions were drawn from (quizVariantSeed).
    std::uint64_t seed = 0;
    std::vector<practice::PracticeQuestion> questions;
};

/// The seed of variant `variant` (from 1) of the quiz drawn from `seed`: the same two numbers
/// always give the same seed, and no two variants of a quiz share one.
std::uint64_t quizVariantSeed(std::uint64_t seed, int variant);

/// `variants` quizzes of `options.count` questions. The topics and levels are those
/// `draftQuestions(options)` gives, in its order, for every variant; each variant draws its
/// numbers from its own seed, and a question whose prompt an earlier variant already has is drawn
/// again (a few times) so that neighbours do not copy numbers. Deterministic.
std::vector<QuizVariant> draftQuizVariants(const practice::PracticeOptions &options, int variants);

struct QuizPrintOptions {
    /// The quiz's own seed (printed on every page, to draw it again).
    std::uint64_t seed = 1;
    /// The handout's and the key's paths; an empty path: that file is not written.
    QString handoutPath;
    QString answerKeyPath;
    QPageSize paper = QPageSize(QPageSize::A4);
};

struct QuizPrintResult {
    int handoutPages = 0;
    int answerKeyPages = 0;
    /// The page (from 1) each variant starts on, in the handout and in the key.
    std::vector<int> handoutVariantPages;
    std::vector<int> answerKeyVariantPages;
};

/// Called after each variant is written (handout and key), with the variants done and all of
/// them; false stops the export (nothing is written).
using QuizPrintProgress = std::function<bool(int done, int total)>;

/// Writes the handout and the answer key of `variants`. Needs a QApplication (the key's pictures
/// are drawn by QCustomPlot) and runs on its thread. The PDFs are the same, byte for byte, for the
/// same variants: no creation date or random document id is written. On failure returns false
/// with a sentence naming the path in `error`, and leaves any file that was there as it was.
bool printQuiz(const std::vector<QuizVariant> &variants, const QuizPrintOptions &options,
               QuizPrintResult *result, QString *error, const QuizPrintProgress &progress = {});

} // namespace inflight
