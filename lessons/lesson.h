// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A lesson tells a story on one scenario's run: it stops at the moments that matter, asks the
// student to predict what happens, explains it, and ends with a challenge to fix it. The structs
// below are what lessonloader.h builds from lessons/NN-id.json and lessons/NN-id.md
// (docs/lesson-format.md); the functions are what a lesson player calls to evaluate answers and
// challenges. Everything is computed from a Run: a question's right answer is a query on the
// log, never a number someone typed and hoped was right.

#include "action.h"
#include "apierror.h"
#include "eventlog.h"
#include "run.h"
#include "scenario.h"
#include "sentence.h"
#include "whatif.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace inflight {

/// Where something was written in a lesson file (1-based; 0: unknown).
struct SourcePosition {
    int line = 0;
    int column = 0;
};

/// "The 2nd MessageReceived of m1 by worker-2": the n-th event of the run's log that has every
/// property given. Empty strings match anything.
struct EventPin {
    EventKind kind = EventKind::MessageReceived;
    /// A message label, "m1".
    std::string message;
    /// Who caused the event, "worker-2" ("engine" for timers such as VisibilityExpired).
    std::string actor;
    /// The receipt handle the event names, "m1.r2".
    std::string handle;
    std::string queue;
    /// ApiCall only: which action.
    std::optional<Action> action;
    /// ApiCall only: the error it was answered with (ErrorCode::None: it succeeded).
    std::optional<ErrorCode> error;
    /// From 1.
    int nth = 1;
};

/// A number computed from a run, such as how many times a card was charged.
struct RunQuery {
    enum class Kind : std::uint8_t {
        /// A run metric by name (metricNames()); times in seconds.
        Metric,
        /// Side effects recorded for a business key ("ord_7731").
        EffectsOf,
        /// Receives of a message ("m1"), duplicates delivered included.
        ReceivesOf,
        /// Events matching a pin (its nth ignored).
        Count,
        /// The time of the pinned event, in seconds.
        TimeOf,
        /// The visibility deadline a MessageReceived or VisibilityChanged event set, in seconds.
        DeadlineOf,
    };
    Kind kind = Kind::Metric;
    /// Metric: its name; EffectsOf: the key; ReceivesOf: the message label.
    std::string name;
    /// Count, TimeOf, DeadlineOf.
    EventPin event;
};

/// Something a step draws attention to on the stage and the timeline.
struct Highlight {
    enum class Kind : std::uint8_t { Message, Worker, Key, Queue, Lane, Span };
    Kind kind = Kind::Message;
    /// "m1", "worker-2", "ord_7731", "orders" or "effects"; empty for a span.
    std::string name;
    /// A span of virtual time.
    TimeMs fromMs = 0;
    TimeMs toMs = 0;
};

struct Choice {
    std::string text;
    bool right = false;
    /// Why this answer is right or wrong, shown once the student has answered.
    std::string explanation;
};

struct Question {
    enum class Kind : std::uint8_t {
        /// Multiple choice, exactly one right answer.
        Choice,
        /// A number the run computes ("how many times is the card charged?").
        Number,
        /// "What happens next?": choices, answered before the player moves on.
        Next,
    };
    Kind kind = Kind::Choice;
    std::string prompt;
    /// Choice and Next.
    std::vector<Choice> choices;
    /// Number: the right answer, equal to what `query` computes on the lesson's run.
    double answer = 0;
    /// Number: how far a student's answer may be from `answer` and still count as right.
    double tolerance = 0;
    /// Number: "times", "s", ... for the answer box.
    std::string unit;
    RunQuery query;
    /// Number: shown once the student has answered.
    std::string explanation;
    SourcePosition position;
};

struct LessonStep {
    std::string id;
    /// A short name for the step list; may be empty.
    std::string title;
    /// Pinned to a virtual time...
    std::optional<TimeMs> atMs;
    /// ...or to an event of the run.
    std::optional<EventPin> event;
    /// The step's time, resolved against the lesson's run when it was loaded.
    TimeMs timeMs = 0;
    std::vector<Highlight> highlights;
    std::optional<Question> question;
    /// What-if values of a run to compare with the lesson's own at this step (its fix, shown below
    /// the lesson's run); empty: no comparison.
    std::vector<std::pair<WhatIf, double>> compare;
    /// Markdown, from the step's "## id" section of the narration file.
    std::string narration;
    SourcePosition position;
};

/// One condition of a challenge's success: `query` compared with a number or another metric.
struct ChallengeCondition {
    enum class Compare : std::uint8_t { Equals, AtMost, AtLeast };
    RunQuery query;
    Compare compare = Compare::Equals;
    double value = 0;
    /// When set, the query is compared with this metric instead of `value` ("equalsMetric").
    std::optional<std::string> otherMetric;
    /// For people: "every order charged exactly once"; may be empty.
    std::string label;
    SourcePosition position;
};

struct Challenge {
    /// What the student may change (the what-if panel).
    std::vector<WhatIf> parameters;
    std::vector<ChallengeCondition> success;
    /// At most three, shown one at a time.
    std::vector<std::string> hints;
    /// The reference solution: parameter values that make the run pass.
    std::vector<std::pair<WhatIf, double>> solution;
    /// Markdown, from the "## challenge" section.
    std::string narration;
    SourcePosition position;
    SourcePosition solutionPosition;
};

/// A page a lesson's facts come from: the AWS documentation a teacher can check them against.
struct LessonSource {
    /// For people: "DeleteMessage, Amazon SQS API Reference".
    std::string title;
    /// An https address.
    std::string url;
    /// The ids of the steps whose facts it backs; empty when it backs the lesson as a whole.
    std::vector<std::string> steps;
    SourcePosition position;
};

enum class LessonLevel : std::uint8_t { Beginner, Intermediate, Advanced };
const char *levelName(LessonLevel level);

/// The special panels a lesson's "panel" may name (docs/lesson-format.md).
inline const std::vector<std::string> &lessonPanelNames()
{
    static const std::vector<std::string> names = {"timeoutExplorer"};
    return names;
}

struct Lesson {
    /// The NN of NN-id.json: lessons are listed in this order.
    int number = 0;
    std::string id;
    std::string title;
    /// One sentence: what the student will be able to do.
    std::string goal;
    int minutes = 0;
    LessonLevel level = LessonLevel::Beginner;
    int version = 1;
    /// The .json and .md files.
    std::string path;
    std::string narrationPath;
    /// The scenario file, when the lesson names one; empty when it is inline.
    std::string scenarioPath;
    Scenario scenario;
    /// A teacher's setting: the player steps only to the lesson's steps, in order.
    bool lockSteps = false;
    /// A special panel the player shows beside the stage for this lesson ("timeoutExplorer": the
    /// processing-time histogram and the duplicates-against-timeout sweep); empty for none.
    /// lessonPanelNames() lists the valid names.
    std::string panel;
    /// Markdown before the first step's section, followed by a "Sources" list made from `sources`
    /// (sourcesMarkdown()), so that the player's introduction names them.
    std::string introduction;
    /// The pages the lesson's facts come from; at least one.
    std::vector<LessonSource> sources;
    std::vector<LessonStep> steps;
    std::optional<Challenge> challenge;
};

/// The sources as the Markdown section the player shows: "### Sources" and one link per page,
/// with the numbers (from 1) of the steps it backs, its words filled by `translate` (none: as
/// written, as the loader puts them in `introduction`). Empty when there are none.
std::string sourcesMarkdown(const std::vector<LessonSource> &sources,
                            const std::vector<LessonStep> &steps, Translator translate = nullptr);

// Queries on a run.

/// The names a {"metric": ...} query and a challenge condition accept.
const std::vector<std::string> &metricNames();
/// The metric `name` of the run (times in seconds), or nothing when no metric has that name.
std::optional<double> metricValue(const Run &run, const std::string &name);
/// "2nd MessageReceived of m1 by worker-2" ("MessageReceived of m1 by worker-2" for the 1st).
Sentence pinSentence(const EventPin &pin);
/// The same, as written (English).
std::string describePin(const EventPin &pin);
/// "effects of ord_7731", "duplicateEffects", "time of VisibilityExpired of m1".
Sentence querySentence(const RunQuery &query);
/// The same, as written (English).
std::string describeQuery(const RunQuery &query);
/// Whether one log event has every property the pin gives (its nth aside).
bool eventMatches(const Run &run, std::uint64_t sequence, const EventPin &pin);
/// The log sequence of the pinned event, or nothing when the run has no such event.
std::optional<std::uint64_t> findEvent(const Run &run, const EventPin &pin);
std::uint64_t countEvents(const Run &run, const EventPin &pin);

struct QueryResult {
    std::optional<double> value;
    /// Why there is no value: "no business key "ord_9" in the run", as written (English).
    std::string error;
    /// The same as a sentence.
    Sentence reason;
    /// Sets both.
    void fail(Sentence why);
};
QueryResult evaluateQuery(const Run &run, const RunQuery &query);

/// Where a step sits on the run: its time and, for a step pinned to an event, the event.
struct StepPosition {
    TimeMs timeMs = 0;
    std::optional<std::uint64_t> sequence;
};
/// Resolves a step against a run (the lesson's, or a re-run after an edit); nothing when the
/// pinned event is not in that run.
std::optional<StepPosition> resolveStep(const LessonStep &step, const Run &run);

// Answers.

struct AnswerCheck {
    bool right = false;
    /// The explanation to show: the chosen answer's, or the question's.
    std::string explanation;
    /// The right answer, for people: the right choice's text, or "2 times".
    std::string rightAnswer;
};
/// `choice` is an index into question.choices; out of range is a wrong answer.
AnswerCheck checkChoice(const Question &question, std::size_t choice);
/// Right when within the question's tolerance of its answer.
AnswerCheck checkNumber(const Question &question, double value);

// Challenges.

struct ConditionResult {
    /// Index into Challenge::success.
    std::size_t index = 0;
    bool passed = false;
    std::optional<double> actual;
    std::optional<double> expected;
    /// "[ok]   every order charged once: duplicateEffects is 0 (wanted 0)", for terminals.
    std::string text;
    /// "every order charged once: duplicateEffects is 0 (wanted 0)": the window marks it itself.
    Sentence sentence;
};

struct ChallengeReport {
    bool passed = false;
    /// The run could not start (an edit made the scenario invalid); the conditions are not
    /// evaluated.
    std::vector<std::string> runProblems;
    std::vector<ConditionResult> conditions;
    /// One line per condition (or per run problem).
    std::string text() const;
};

ChallengeReport evaluateChallenge(const Challenge &challenge, const Run &run);
/// Applies parameter values to a scenario with setWhatIf; the first reason one cannot be set
/// ("Visibility timeout must be a whole number from 0 to 43200").
std::optional<std::string> applyParameters(Scenario &scenario,
                                           const std::vector<std::pair<WhatIf, double>> &values);
/// A copy of the lesson's scenario with `values` applied, run and evaluated: what the player's
/// Check button does. A value that cannot be set is reported in runProblems.
ChallengeReport tryChallenge(const Lesson &lesson,
                             const std::vector<std::pair<WhatIf, double>> &values);

} // namespace inflight
