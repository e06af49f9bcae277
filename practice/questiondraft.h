// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Practice questions, generated from a seed. Each question is drawn on a scenario of its own
// (scenario JSON in the format of docs/scenario-format.md), loaded by the scenario loader and
// simulated; its right answer is a query on the run's event log (lesson.h's RunQuery), never a
// number written by hand. Its wrong choices come from named, plausible mistakes, each computed
// from the question's numbers, and are checked to differ from the answer and from each other.
// A question whose outcome AWS does not promise (the engine's realism knobs change it) is not
// asked as a fact: the draft is drawn again, or the question asks what AWS promises.

#include "lesson.h"
#include "sentence.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace inflight::practice {

enum class Topic : std::uint8_t {
    VisibilityTimeout,
    Heartbeats,
    DeadLetter,
    Polling,
    Delay,
    Retention,
    Fifo,
    BatchFailures,
    StaleHandle,
    Idempotency,
    Lambda,
    Cost,
};
inline constexpr int topicCount = 12;
inline constexpr int maxLevel = 3;

struct TopicInfo {
    Topic topic;
    /// As the command line takes it: "visibility-timeout".
    const char *id;
    /// The lesson that teaches it (its id, "01-lent-not-taken").
    const char *lesson;
    /// The AWS page that documents it.
    const char *awsUrl;
};

/// Every topic, in this order.
const std::vector<TopicInfo> &topics();
const TopicInfo &topicInfo(Topic topic);
std::optional<Topic> topicFromId(const std::string &id);

/// A wrong answer and the mistake that leads to it.
struct Mistake {
    /// A short id: "counts-from-first-receive".
    std::string id;
    /// What the student got wrong, as a sentence of the practice table.
    Sentence why;
    /// The number the mistake gives (number questions).
    double value = 0;
};

struct PracticeQuestion {
    Topic topic = Topic::VisibilityTimeout;
    int level = 1;
    /// The seed this question was drawn from (the practice seed and the question's place).
    std::uint64_t seed = 0;
    enum class Kind : std::uint8_t {
        /// A number read from the run; `choices` are the answer and the mistakes' numbers.
        Number,
        /// "What does AWS promise?": text choices, one right.
        Promise,
    };
    Kind kind = Kind::Number;
    Sentence prompt;
    /// The choices in the order shown; `rightChoice` is the right one's index.
    std::vector<Sentence> choices;
    int rightChoice = 0;
    /// Number: the answer, as the run computes it.
    double answer = 0;
    /// Number: "s" for a time in seconds, "" for a count.
    std::string unit;
    /// Number: how the answer is read from the run.
    RunQuery query;
    /// Number: the wrong choices, each with its mistake, in the order of `choices` without the
    /// right one.
    std::vector<Mistake> mistakes;
    Sentence explanation;
    /// The scenario the question is about, runnable with `inflight run`.
    std::string scenarioJson;
    /// The scenario's seed (its "seed" key); every practice scenario is deterministic without
    /// randomness, so any seed gives the same answer.
    std::uint64_t runSeed = 1;
};

/// The answer to `query` on the run of `scenario`, when AWS promises it: the same with every
/// choice the engine makes where AWS promises nothing (a delete with an old receipt handle
/// deleting or not, short polls sampling servers or not). Nothing when the choices disagree, or
/// when the run has no answer.
std::optional<double> promisedAnswer(const Scenario &scenario, const RunQuery &query);

/// The moment of a question's run that decides its answer: where the window's playhead goes
/// once the question is answered.
struct DecidingMoment {
    TimeMs timeMs = 0;
    /// The log event there.
    std::uint64_t sequence = 0;
};

/// The deciding moment of `question` on `run` (its scenario's run): the pinned event of a "when"
/// question; the last event counted of a "how many"; the last side effect of a key's effects;
/// the end of the run for a run metric; the first DeleteMessage of worker-1 (the one with the
/// old receipt handle) for the stale-handle promise. Nothing when the run has no such event.
std::optional<DecidingMoment> decidingMoment(const Run &run, const PracticeQuestion &question);

/// What to draw from.
struct PracticeOptions {
    std::uint64_t seed = 1;
    int count = 10;
    /// Empty: every topic.
    std::vector<Topic> topics;
    /// 1 to 3; 0: mixed.
    int level = 0;
};

/// One question of `topic` at `level`, drawn from `seed`. The same arguments give the same
/// question, byte for byte. Nothing when no draw gave a question that is both determined by
/// the run and has distinct choices (the tests check that this does not happen).
std::optional<PracticeQuestion> draftQuestion(Topic topic, int level, std::uint64_t seed);

/// `options.count` questions: the topics taken in a seeded order, round after round, so that a
/// count of at least the topics' number covers every topic; levels drawn when mixed.
std::vector<PracticeQuestion> draftQuestions(const PracticeOptions &options);

/// The question as one JSON object (compact, keys sorted): topic, level, seed, kind, prompt,
/// choices, rightChoice, answer, unit, query (number questions), explanation, lesson, source and
/// scenario (the scenario itself, runnable with `inflight run`); with `withMistakes`, also each
/// wrong choice's mistake (id, why, value).
std::string questionJson(const PracticeQuestion &question, bool withMistakes);

/// The question as text: its prompt, its choices numbered 1 to N and, with `withAnswers`, the
/// answer, the explanation, the lesson and the source.
std::string questionText(const PracticeQuestion &question, int number, bool withAnswers);

} // namespace inflight::practice
