// SPDX-License-Identifier: GPL-3.0-or-later
// A recording replayed as it grows (engine/recordingreplay.h), as the live window does a few
// times a second: fed in pieces, with runs taken in between at later times, it gives the runs a
// whole replay of the same bytes gives, event for event; a text that is not a recording, or a
// recording that is not the one followed so far, is refused.

#include "eventlog.h"
#include "queueconfig.h"
#include "recordingreplay.h"

#include <QTest>

#include <string>

using namespace inflight;

namespace {

std::string line(double at, const char *client, const std::string &call)
{
    return "{\"at\": " + formatSeconds(static_cast<TimeMs>(at * 1000)) + ", \"client\": \"" +
           client + "\", " + call + "}\n";
}

/// Clients as the window's endpoint records them: a standard queue with a dead-letter queue and
/// a FIFO queue; sends, long polls that wait across the pieces, deletes, heartbeats, and messages
/// left to come back and to move to the dead-letter queue.
QByteArray recording()
{
    const std::string work = "\"QueueUrl\": \"http://127.0.0.1:9324/000000000000/work\"";
    const std::string fifo = "\"QueueUrl\": \"http://127.0.0.1:9324/000000000000/jobs.fifo\"";
    std::string text = "{\"Engine\": {\"Seed\": 3, \"Endpoint\": \"http://127.0.0.1:9324\", "
                       "\"ShortPollSampling\": true}}\n";
    text += line(0, "admin", "\"Action\": \"CreateQueue\", \"QueueName\": \"work-dlq\"");
    text +=
        line(0.1, "admin",
             "\"Action\": \"CreateQueue\", \"QueueName\": \"work\", \"Attributes\": "
             "{\"VisibilityTimeout\": \"2\", \"RedrivePolicy\": \"{\\\"deadLetterTargetArn\\\": "
             "\\\"arn:aws:sqs:us-east-1:000000000000:work-dlq\\\", \\\"maxReceiveCount\\\": "
             "2}\"}");
    text += line(0.2, "admin",
                 "\"Action\": \"CreateQueue\", \"QueueName\": \"jobs.fifo\", \"Attributes\": "
                 "{\"FifoQueue\": \"true\", \"ContentBasedDeduplication\": \"true\"}");
    for (int i = 1; i <= 12; ++i) {
        const double t = 0.7 * i;
        const char *worker = i % 2 ? "worker-1" : "worker-2";
        text += line(t, "producer",
                     "\"Action\": \"SendMessage\", " + work + ", \"MessageBody\": \"order " +
                         std::to_string(i) + "\"");
        if (i % 3 == 0)
            text += line(t, "producer",
                         "\"Action\": \"SendMessage\", " + fifo + ", \"MessageBody\": \"task " +
                             std::to_string(i) + "\", \"MessageGroupId\": \"g1\"");
        text += line(t + 0.05, worker,
                     "\"Action\": \"ReceiveMessage\", " + (i % 4 == 0 ? fifo : work) +
                         ", \"WaitTimeSeconds\": " + (i % 5 == 0 ? "3" : "0"));
        // Every other message is deleted (its first handle); the rest come back, and move on.
        if (i % 2 == 0)
            text += line(t + 0.3, worker,
                         "\"Action\": \"DeleteMessage\", " + work + ", \"ReceiptHandle\": \"m" +
                             std::to_string(i) + ".r1\"");
        if (i % 5 == 1)
            text += line(t + 0.2, worker,
                         "\"Action\": \"ChangeMessageVisibility\", " + work +
                             ", \"ReceiptHandle\": \"m" + std::to_string(i) +
                             ".r1\", \"VisibilityTimeout\": 5");
    }
    text += line(9.5, "worker-1",
                 "\"Action\": \"ReceiveMessage\", " + work +
                     ", \"WaitTimeSeconds\": 20, \"MaxNumberOfMessages\": 10");
    text += "{\"at\": 40}\n";
    return QByteArray::fromStdString(text);
}

QByteArray withClockAt(const QByteArray &recording, TimeMs at)
{
    return recording + QByteArray::fromStdString("{\"at\": " + formatSeconds(at) + "}\n");
}

} // namespace

class TestRecordingReplay : public QObject {
    Q_OBJECT

private slots:
    void aWholeReplayIsTheSameAsOnePiece()
    {
        const QByteArray text = recording();
        QString error;
        const auto whole = replayRecording(text, &error);
        QVERIFY2(whole, qPrintable(error));
        QVERIFY(whole->log().size() > 80);
        QCOMPARE(whole->endMs, TimeMs{40'000});
        QVERIFY(whole->origin == Run::Origin::Recording);
        QCOMPARE(whole->scenario.queues.size(), std::size_t{3});
    }

    void runsAlongTheWayAreTheWholeReplaysOfTheirBytes()
    {
        const QByteArray text = recording();
        RecordingReplay replay;
        QString error;
        int pieces = 0;
        // A piece a line, each run taken at the last request or up to 3 s after it, as a refresh
        // would (long enough for loans and long polls to run out in the copy only).
        for (qsizetype end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', end + 1)) {
            const QByteArray piece = text.left(end + 1);
            QVERIFY2(replay.follow(piece, false, &error), qPrintable(error));
            const TimeMs at = replay.run()->endMs + 1500 * (pieces % 3);
            const auto run = replay.run(at);
            const auto expected = replayRecording(withClockAt(piece, at), &error);
            QVERIFY2(expected, qPrintable(error));
            QCOMPARE(run->endMs, expected->endMs);
            QCOMPARE(run->log().size(), expected->log().size());
            QCOMPARE(run->engine->digest(), expected->engine->digest());
            ++pieces;
        }
        QVERIFY(pieces > 30);
        // The replay itself never moved its clock to the runs' times: at the end it is where the
        // recording puts it.
        QVERIFY(replay.follow(text, true, &error));
        QCOMPARE(replay.run()->engine->digest(), replayRecording(text, nullptr)->engine->digest());
    }

    void aLineCutInTwoWaitsForItsEnd_data()
    {
        QTest::addColumn<int>("cut");
        const QByteArray text = recording();
        for (const int cut : {20, 150, 151, 400, 1000, static_cast<int>(text.size()) - 3})
            QTest::addRow("after byte %d", cut) << cut;
    }

    void aLineCutInTwoWaitsForItsEnd()
    {
        QFETCH(int, cut);
        const QByteArray text = recording();
        RecordingReplay replay;
        QString error;
        QVERIFY2(replay.follow(text.left(cut), false, &error), qPrintable(error));
        QVERIFY2(replay.follow(text, false, &error), qPrintable(error));
        QCOMPARE(replay.run()->engine->digest(), replayRecording(text, nullptr)->engine->digest());
    }

    void theLastLineWithoutItsEndCountsWhenComplete()
    {
        QByteArray text = recording();
        text.chop(1);
        RecordingReplay growing;
        QVERIFY(growing.follow(text, false, nullptr));
        // Without the last line the clock stays at the last request's time.
        QVERIFY(growing.run()->endMs < 40'000);
        RecordingReplay stopped;
        QVERIFY(stopped.follow(text, true, nullptr));
        QCOMPARE(stopped.run()->endMs, TimeMs{40'000});
    }

    void whatIsNotTheRecordingFollowedIsRefused()
    {
        const QByteArray text = recording();
        QString error;
        RecordingReplay replay;
        QVERIFY(!replay.follow("{\"at\": 1}\n", false, &error));
        QVERIFY(error.contains(QLatin1String("not a recording")));

        QVERIFY(replay.follow(text.left(text.indexOf("order 5")), false, &error));
        const std::string before = replay.run()->engine->digest();
        // Shorter than what was read, or another endpoint's (another first line).
        QVERIFY(!replay.follow(text.left(200), false, &error));
        QVERIFY(error.contains(QLatin1String("not the one replayed")));
        QByteArray other = text;
        other.replace("\"Seed\": 3", "\"Seed\": 4");
        QVERIFY(!replay.follow(other, false, &error));
        // A refusal changes nothing.
        QCOMPARE(replay.run()->engine->digest(), before);
        QVERIFY(replay.follow(text, true, &error));
        QCOMPARE(replay.run()->engine->digest(), replayRecording(text, nullptr)->engine->digest());
    }

    void queuesOfSeveralRegionsAreNamedWithTheirRegion()
    {
        // Clients in two regions, each with an "orders" and its dead-letter queue: the views see
        // four queues told apart by region, each dead-letter queue named as its source's target.
        auto queuesIn = [](const std::string &region, double at) {
            const std::string where =
                region.empty() ? std::string() : "\"region\": \"" + region + "\", ";
            const std::string arn = "arn:aws:sqs:" + (region.empty() ? "us-east-1" : region) +
                                    ":000000000000:orders-dlq";
            return line(at, "admin",
                        where + "\"Action\": \"CreateQueue\", \"QueueName\": \"orders-dlq\"") +
                   line(at + 0.1, "admin",
                        where +
                            "\"Action\": \"CreateQueue\", \"QueueName\": \"orders\", "
                            "\"Attributes\": {\"RedrivePolicy\": \"{\\\"deadLetterTargetArn\\\": "
                            "\\\"" +
                            arn + "\\\", \\\"maxReceiveCount\\\": 2}\"}");
        };
        const std::string single =
            "{\"Engine\": {\"Seed\": 3, \"Endpoint\": \"http://127.0.0.1:9324\"}}\n" +
            queuesIn("", 0.1);
        QString error;
        const auto run =
            replayRecording(QByteArray::fromStdString(single + queuesIn("eu-west-1", 0.5)), &error);
        QVERIFY2(run, qPrintable(error));
        QCOMPARE(run->engine->queueCount(), QueueIndex{4});
        QCOMPARE(run->log().queueName(1), std::string("orders-dlq (us-east-1)"));
        QCOMPARE(run->log().queueName(4), std::string("orders (eu-west-1)"));
        QCOMPARE(run->engine->queueName(4), std::string("orders"));
        QCOMPARE(run->engine->queueRegion(4), std::string("eu-west-1"));
        QCOMPARE(run->scenario.queues[3].name, std::string("orders (eu-west-1)"));
        const auto config = queueConfig(run->scenario, "orders (eu-west-1)");
        QVERIFY(config && config->redrive);
        QCOMPARE(config->redrive->deadLetterQueue, std::string("orders-dlq (eu-west-1)"));
        QCOMPARE(deadLetterQueues(run->scenario),
                 (std::vector<std::string>{"orders-dlq (us-east-1)", "orders-dlq (eu-west-1)"}));

        // One region: the names are the queues' own.
        const auto alone = replayRecording(QByteArray::fromStdString(single), &error);
        QVERIFY2(alone, qPrintable(error));
        QCOMPARE(alone->log().queueName(2), std::string("orders"));
        QCOMPARE(alone->scenario.queues[1].name, std::string("orders"));
    }
};

QTEST_GUILESS_MAIN(TestRecordingReplay)
#include "tst_recordingreplay.moc"
