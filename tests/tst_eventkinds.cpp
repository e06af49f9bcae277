// SPDX-License-Identifier: GPL-3.0-or-later
// Every event kind, from its one place (engine/events.h): an event written by the kind's writer
// keeps its name through eventKindName/eventKindNamed, its JSON line (`inflight run --jsonl`)
// carries every field the kinds' table lists for it, with the values its readers read, and
// nothing else, EventLog::describe names the kind, and the sentence table has its sentence, with
// an argument for every %N marker.

#include "eventjson.h"
#include "events.h"
#include "eventtexts.h"
#include "queueengine.h"
#include "run.h"
#include "sentencecheck.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <set>
#include <vector>

using namespace inflight;

Q_DECLARE_METATYPE(inflight::Event)

namespace {

/// Two queues (a source and its dead-letter queue), a MessageGroupId, a service name and a ledger
/// entry for the events to name.
struct Fixture {
    Run run;
    QueueIndex orders = noQueue;
    QueueIndex dlq = noQueue;
    std::uint32_t group = 0;
    std::uint32_t service = 0;
    ActorId worker = engineActor;

    Fixture()
    {
        run.engine = std::make_unique<QueueEngine>();
        QueueEngine &engine = *run.engine;
        const ActorId setup = engine.actor("setup");
        engine.createQueue({"orders", {}, {}}, setup);
        engine.createQueue({"orders-dlq", {}, {}}, setup);
        orders = engine.findQueue("orders");
        dlq = engine.findQueue("orders-dlq");
        group = engine.internString("customer-7");
        service = engine.internString("payments");
        worker = engine.actor("worker-1");
        SideEffectRecord effect;
        effect.key = run.ledger.keyIndex("ord_7731");
        effect.message = 3;
        effect.receipt = 2;
        run.ledger.record(effect);
    }
};

/// A number of seconds in an event's JSON, in milliseconds.
TimeMs millisecondsOf(const QJsonValue &value)
{
    return static_cast<TimeMs>(std::llround(value.toDouble() * 1000));
}

/// Whether the JSON value is what the field's reader reads from `e`, written as the field's
/// format says; empty when it is, else why not.
QString fieldMismatch(const EventField &field, const QJsonValue &value, const EventLog &log,
                      const Event &e)
{
    const std::int64_t expected = field.read(e);
    const QString actual =
        QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact));
    bool same = false;
    switch (field.format) {
    case FieldFormat::Seconds:
        same = value.isDouble() && millisecondsOf(value) == expected;
        break;
    case FieldFormat::Integer:
        same = value.isDouble() && value.toInteger() == expected;
        break;
    case FieldFormat::Boolean:
    case FieldFormat::Flag:
        same = value.isBool() && value.toBool() == (expected != 0);
        break;
    case FieldFormat::ActionName:
        same = value.toString().toStdString() == actionName(static_cast<Action>(expected));
        break;
    case FieldFormat::ErrorName:
        same = value.toString().toStdString() == codeName(static_cast<ErrorCode>(expected));
        break;
    case FieldFormat::QueueName:
        same = value.toString().toStdString() == log.queueName(static_cast<QueueIndex>(expected));
        break;
    case FieldFormat::Interned:
        same = value.toString().toStdString() == log.string(static_cast<std::uint32_t>(expected));
        break;
    case FieldFormat::MessageLabel:
        same = value.toString().toStdString() == messageLabel(static_cast<MessageNumber>(expected));
        break;
    case FieldFormat::Handle:
        same = value.toString().toStdString() ==
               ReceiptHandle{e.message, static_cast<std::uint32_t>(expected)}.toString();
        break;
    case FieldFormat::Word:
        same = value.isString() && !value.toString().isEmpty() &&
               value.toString().toStdString() == field.words[static_cast<std::size_t>(expected)];
        break;
    }
    if (same)
        return {};
    return QStringLiteral("%1 is %2, its reader says %3")
        .arg(QString::fromUtf8(field.name.data(), static_cast<qsizetype>(field.name.size())),
             actual, QString::number(expected));
}

struct KindRow {
    const char *name;
    Event event;
    QJsonObject payload;
};

} // namespace

class TestEventKinds : public QObject {
    Q_OBJECT

private slots:
    void namesAreDistinctAndRoundTrip();
    void everyKindHasARow();
    void eachKind_data();
    void eachKind();

private:
    Fixture m_fixture;
};

void TestEventKinds::namesAreDistinctAndRoundTrip()
{
    std::set<std::string_view> names;
    for (int i = 0; i < eventKindCount; ++i) {
        const auto kind = static_cast<EventKind>(i);
        const std::string_view name = eventKindName(kind);
        QVERIFY(!name.empty());
        QVERIFY2(names.insert(name).second, name.data());
        QVERIFY(eventKindNamed(name) == kind);
    }
    QVERIFY(!eventKindNamed("MessageRecieved"));
    QVERIFY(!eventKindNamed(""));
}

/// An event of each kind, as its writer makes it, and its payload as the JSON line carries it
/// (after the fields every event has); several for the kinds whose fields depend on its values.
std::vector<KindRow> kindRows(const Fixture &f)
{
    std::vector<KindRow> rows;
    const QueueIndex q = f.orders;
    const MessageNumber m = 3;
    auto row = [&rows](const char *name, const Event &e, const QJsonObject &payload) {
        rows.push_back({name, e, payload});
    };

    Event call = events::apiCall(Action::ReceiveMessage, q);
    events::setCallOutcome(call, ErrorCode::None, 2, false);
    row("ApiCall", call, {{"action", "ReceiveMessage"}, {"count", 2}});
    Event failed = events::apiCall(Action::DeleteMessage, q);
    events::setCallOutcome(failed, ErrorCode::ReceiptHandleIsInvalid, 0, false);
    row("ApiCall failed", failed,
        {{"action", "DeleteMessage"},
         {"error", QString::fromLatin1(codeName(ErrorCode::ReceiptHandleIsInvalid))},
         {"count", 0}});
    Event waits = events::apiCall(Action::ReceiveMessage, q);
    events::setCallOutcome(waits, ErrorCode::None, 0, true);
    row("ApiCall waiting", waits, {{"action", "ReceiveMessage"}, {"count", 0}, {"waiting", true}});
    row("QueueCreated", events::queueCreated(q, true), {{"fifo", true}});
    row("QueueDeleted", events::queueDeleted(q), {});
    row("QueuePurged", events::queuePurged(q, 4), {{"removed", 4}});
    row("MessageSent", events::messageSent(q, m, 12500, f.group),
        {{"visibleAt", 12.5}, {"group", "customer-7"}});
    row("MessageSent without a group", events::messageSent(q, m, 0, 0), {{"visibleAt", 0}});
    row("SendDeduplicated", events::sendDeduplicated(q, m), {});
    row("DelayEnded", events::delayEnded(q, m), {});
    row("MessageReceived", events::messageReceived(q, m, 2, 45000, 15000),
        {{"deadline", 45}, {"requestAt", 15}});
    row("MessageReceived again", events::messageReceived(q, m, 2, 45000, 15000, true),
        {{"deadline", 45}, {"requestAt", 15}, {"attemptRetry", true}});
    row("DuplicateDelivered", events::messageReceived(q, m, 3, 60000, 30000, false, true),
        {{"deadline", 60}, {"requestAt", 30}});
    row("EmptyReceive", events::emptyReceive(q, 20000), {{"waited", 20}});
    row("VisibilityChanged",
        events::visibilityChanged(q, m, 2, 75000, 15000, VisibilityChangeReason::RetryBackoff),
        {{"deadline", 75}, {"capAnchor", 15}, {"retryBackoff", true}});
    row("VisibilityChangeIgnored", events::visibilityChangeIgnored(q, m, 1), {});
    row("VisibilityExpired", events::visibilityExpired(q, m, 2, true), {{"reason", "terminated"}});
    row("MessageDeleted", events::messageDeleted(q, m, 2), {});
    row("DeleteIgnored", events::deleteIgnored(q, m, 1, 2, DeleteIgnoredReason::StaleReceiptHandle),
        {{"reason", "staleReceiptHandle"},
         {"latestHandle", QString::fromStdString(ReceiptHandle{m, 2}.toString())}});
    row("MovedToDeadLetterQueue", events::movedToDeadLetterQueue(q, m, f.dlq),
        {{"to", "orders-dlq"}});
    row("MessageExpired", events::messageExpired(q, m), {});
    row("MessagePurged", events::messagePurged(q, m), {});
    row("MessageRedriven", events::messageRedriven(f.dlq, m, 9, q),
        {{"as", "m9"}, {"to", "orders"}});
    row("DuplicateScheduled", events::duplicateScheduled(q, m), {});
    row("MoveTaskStatus", events::moveTaskStatus(f.dlq, 1, MoveTaskState::Cancelled),
        {{"task", 1}, {"status", "CANCELLED"}});
    row("JobStarted", events::jobStarted(q, m, 2, 40000, 0), {{"plannedEnd", 40}});
    row("SideEffect", events::sideEffect(q, m, 2, 0, f.service),
        {{"ledgerEntry", 0}, {"service", "payments"}});
    row("IdempotencyHit", events::idempotencyHit(q, m, 2, 0, true), {{"by", "providerKey"}});
    row("JobFailed", events::jobFailed(q, m, 2, JobFailure::ServiceOutage),
        {{"reason", "serviceOutage"}});
    row("JobFailed throttled", events::throttledJobFailed(q, m, 2, 31500, false),
        {{"reason", "throttled"}, {"retryAt", 31.5}});
    row("JobFailed throttled, let go", events::throttledJobFailed(q, m, 2, 31500, true),
        {{"reason", "throttled"}, {"loanEndsAt", 31.5}});
    row("WorkerCrashed", events::workerCrashed(q, m, 2, CrashPoint::AfterEffectBeforeDelete),
        {{"point", "afterEffectBeforeDelete"}});
    row("WorkerRestarted", events::workerRestarted(q), {});
    row("LambdaInvoked", events::lambdaInvoked(q, 10, 4), {{"messages", 10}, {"invocation", 4}});
    row("LambdaFinished", events::lambdaFinished(q, 2, 4, LambdaOutcome::PartialFailure),
        {{"outcome", "partialFailure"}, {"failed", 2}, {"invocation", 4}});
    row("DeleteFailed", events::deleteFailed(q, m, 1, ErrorCode::InvalidParameterValue),
        {{"error", QString::fromLatin1(codeName(ErrorCode::InvalidParameterValue))}});
    return rows;
}

void TestEventKinds::eachKind_data()
{
    QTest::addColumn<Event>("event");
    QTest::addColumn<QJsonObject>("payload");
    for (const KindRow &row : kindRows(m_fixture))
        QTest::newRow(row.name) << row.event << row.payload;
}

void TestEventKinds::eachKind()
{
    QFETCH(Event, event);
    QFETCH(QJsonObject, payload);
    QueueEngine &engine = *m_fixture.run.engine;
    const std::uint32_t sequence = engine.logActorEvent(m_fixture.worker, event);
    const EventLog &log = engine.log();
    const Event &e = log[sequence];
    const EventKindInfo &info = eventKinds[static_cast<std::size_t>(e.kind)];
    QVERIFY(info.kind == e.kind);

    // Its name, both ways.
    QVERIFY(eventKindNamed(eventKindName(e.kind)) == e.kind);

    // Its JSON line: the kind's name, every field the table lists when it applies, with the value
    // the field's reader reads, and the row's payload exactly.
    const QByteArray line = QByteArray::fromStdString(eventJson(log, sequence));
    QJsonParseError error;
    const QJsonObject json = QJsonDocument::fromJson(line, &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, line.constData());
    QCOMPARE(json.value(QLatin1String("kind")).toString().toStdString(),
             std::string(eventKindName(e.kind)));
    QJsonObject written = json;
    for (const char *common : {"seq", "t", "kind", "actor", "queue", "message", "handle", "call"})
        written.remove(QLatin1String(common));
    QVERIFY2(written == payload,
             qPrintable(QString::fromUtf8(QJsonDocument(written).toJson(QJsonDocument::Compact)) +
                        QStringLiteral(" instead of ") +
                        QString::fromUtf8(QJsonDocument(payload).toJson(QJsonDocument::Compact))));
    for (const EventField &field : info.json) {
        if (field.empty())
            continue;
        const QString key =
            QString::fromUtf8(field.name.data(), static_cast<qsizetype>(field.name.size()));
        const bool applies = (!field.when || field.when(e)) &&
                             (field.format != FieldFormat::Flag || field.read(e) != 0);
        QCOMPARE(json.contains(key), applies);
        if (applies) {
            const QString why = fieldMismatch(field, json.value(key), log, e);
            QVERIFY2(why.isEmpty(), qPrintable(why + QStringLiteral(" in ") + line));
        }
    }

    // Its describe line names it, and every word the table lists for it.
    const std::string described = log.describe(sequence);
    // Words are built with append(): GCC 12 reports a false -Wrestrict for a literal plus a
    // temporary string (as eventlog.cpp notes).
    auto word = [](std::string_view name) {
        return std::string(" ").append(name);
    };
    QVERIFY2(described.find(word(eventKindName(e.kind))) != std::string::npos, described.c_str());
    for (const EventField &field : info.words) {
        if (!field.empty() && (!field.when || field.when(e)) &&
            (field.format != FieldFormat::Flag || field.read(e) != 0))
            QVERIFY2(described.find(word(field.name)) != std::string::npos, described.c_str());
    }

    // Its sentence: a template, with an argument for each marker, filled without a marker left.
    const Sentence sentence = eventSentence(m_fixture.run, sequence);
    QVERIFY2(sentence.source, described.c_str());
    const std::string why = sentenceMismatch(sentence);
    QVERIFY2(why.empty(), why.c_str());
    const std::string filled = fillSentence(sentence);
    QVERIFY(!filled.empty());
    for (std::size_t i = 0; i + 1 < filled.size(); ++i)
        QVERIFY2(!(filled[i] == '%' && filled[i + 1] >= '1' && filled[i + 1] <= '9'),
                 filled.c_str());
    for (const Sentence &detail : eventDetails(m_fixture.run, sequence, nullptr))
        QVERIFY2(sentenceMismatch(detail).empty(), sentenceMismatch(detail).c_str());
}

void TestEventKinds::everyKindHasARow()
{
    std::set<EventKind> kinds;
    for (const KindRow &row : kindRows(m_fixture))
        kinds.insert(row.event.kind);
    for (int i = 0; i < eventKindCount; ++i)
        QVERIFY2(kinds.count(static_cast<EventKind>(i)) == 1,
                 eventKindName(static_cast<EventKind>(i)).data());
}

QTEST_GUILESS_MAIN(TestEventKinds)
#include "tst_eventkinds.moc"
