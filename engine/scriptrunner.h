// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "apijson.h"
#include "queueengine.h"

#include <QJsonObject>
#include <QJsonValue>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>

class QIODevice;

namespace inflight {

/// Runs an `inflight script` (SCRIPT.md): JSON Lines of SQS calls on the virtual clock, one JSON
/// response line out per call. A bad line gets an error line and the script goes on.
class ScriptRunner {
public:
    using Output = std::function<void(const std::string &line)>;
    explicit ScriptRunner(Output output);
    ~ScriptRunner();

    /// Feeds one input line; `number` is its 1-based line number.
    void feedLine(int number, const std::string &text);
    /// End of input: the clock runs on until no long poll is waiting.
    void finish();

    /// Reads every line of `input`, then finishes.
    void run(QIODevice &input);

    /// The engine the script drove (created by the first call, or by finish()).
    const QueueEngine &engine();
    /// Hands the engine over (a replay kept as a Run, whose views read it); the runner takes no
    /// more lines after this.
    std::unique_ptr<QueueEngine> takeEngine();

private:
    struct Pending {
        int line = 0;
        std::string id;
        ReceiveMessageRequest request;
    };
    struct Stored {
        bool pending = false;
        bool failed = false;
        QJsonValue response;
    };

    void ensureEngine();
    void applyEngineSettings(int number, const std::string &text, const QJsonValue &settings);
    void moveClock(TimeMs to);
    void drainCompletedPolls();
    void emitError(int number, const std::string &id, ErrorCode code, const std::string &message,
                   const char *action = nullptr);
    void emitResponse(int number, const std::string &id, TimeMs at, const char *action,
                      const std::string &response);
    /// The actor of a call line: its "client", else "script"; nullopt (after an error line) for a
    /// bad "client".
    std::optional<ActorId> callerOf(int number, const std::string &id, const std::string &text,
                                    const QJsonObject &object, const char *action);
    // The steps of feedLine. Each writes the error line itself and says so by its result:
    // nullopt or false means the line is over.
    /// The line as a JSON object.
    std::optional<QJsonObject> parseLine(int number, const std::string &text, std::size_t first);
    /// The line's "id", if any, into `id`.
    bool readLineId(int number, const std::string &text, const QJsonObject &object,
                    std::string &id);
    /// Moves the clock as an "advance" or "at" says; false also after an "advance", a line with
    /// nothing else.
    bool moveClockAsLineSays(int number, const std::string &id, const std::string &text,
                             const QJsonObject &object);
    std::optional<Action> actionOf(int number, const std::string &id, const std::string &text,
                                   const QJsonObject &object);
    /// The call's "region", else us-east-1.
    std::optional<std::string> regionOf(int number, const std::string &id, const std::string &text,
                                        const QJsonObject &object, const char *action);
    /// Makes the line's call and writes its response (or registers its long poll).
    void runCall(int number, const std::string &id, const std::string &text,
                 const QJsonObject &object);
    /// Replaces "${ID.PATH}" strings; returns a message on failure.
    std::optional<std::string> resolveReferences(QJsonValue &value);

    Output m_output;
    EngineSettings m_settings;
    std::unique_ptr<QueueEngine> m_engine;
    bool m_sawCall = false;
    std::map<std::string, Stored> m_responses;
    std::map<PollId, Pending> m_pending;
};

} // namespace inflight
