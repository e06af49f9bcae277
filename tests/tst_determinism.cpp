// SPDX-License-Identifier: GPL-3.0-or-later
// Determinism (DESIGN.md, "Properties that must hold"): the same script and seed give the same
// output and a byte-identical log, whose digest a test can compare; a different seed changes only
// what the realism knobs draw; and the digest notices a change to any single call.

#include "enginetest.h"

#include <QBuffer>
#include <QDir>
#include <QFile>

#include <set>

using namespace inflight;
using namespace inflight::test;

// Declared before the helpers: moc (Qt 6.4) misreads some of the raw string literals below and
// would not find the class after them.
class TestDeterminism : public QObject {
    Q_OBJECT

private slots:
    void sameScriptSameRun_data();
    void sameScriptSameRun();
    void seedChangesOnlyWhatIsDrawn_data();
    void seedChangesOnlyWhatIsDrawn();
    void seedIsIrrelevantWithKnobsOff_data();
    void seedIsIrrelevantWithKnobsOff();
    void digestFollowsTheCalls_data();
    void digestFollowsTheCalls();
    void digestIsTheSameFedFromADevice();
    void aCopyGoesOnAsTheOriginal_data();
    void aCopyGoesOnAsTheOriginal();
    void aCopiedLogGoesOnAcrossItsChunks();
};

namespace {

std::vector<std::string> fixtureLines(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return splitLines(file.readAll().toStdString());
}

QStringList fixtureFiles()
{
    const QDir dir(QStringLiteral(INFLIGHT_TEST_SCRIPTS));
    QStringList paths;
    for (const QString &name : dir.entryList({QStringLiteral("*.jsonl")}, QDir::Files, QDir::Name))
        paths << dir.filePath(name);
    return paths;
}

bool startsWithEngineLine(const std::vector<std::string> &lines)
{
    for (const std::string &line : lines) {
        const auto first = line.find_first_not_of(" \t");
        if (first == std::string::npos || line[first] == '#')
            continue;
        return line.find("\"Engine\"") != std::string::npos;
    }
    return false;
}

/// A busy run over a standard queue with a dead-letter queue and a FIFO queue: sends spread over
/// time, short and long polls, deletes by reference, visibility changes, redrives and timeouts.
/// `engine` is the optional first line.
std::vector<std::string> busyWorkload(const std::string &engine)
{
    std::vector<std::string> lines;
    if (!engine.empty())
        lines.push_back(engine);
    lines.push_back(R"({"Action": "CreateQueue", "QueueName": "work-dlq"})");
    lines.push_back(
        R"({"Action": "CreateQueue", "QueueName": "work", "Attributes": {"VisibilityTimeout": "4", "RedrivePolicy": "{\"deadLetterTargetArn\": \"arn:aws:sqs:us-east-1:000000000000:work-dlq\", \"maxReceiveCount\": 3}"}})");
    lines.push_back(
        R"({"Action": "CreateQueue", "QueueName": "jobs.fifo", "Attributes": {"FifoQueue": "true", "ContentBasedDeduplication": "true", "VisibilityTimeout": "3"}})");
    for (int i = 0; i < 24; ++i) {
        const std::string at = std::to_string(i) + ".5";
        const std::string n = std::to_string(i);
        lines.push_back(R"({"at": )" + at +
                        R"(, "Action": "SendMessage", "QueueUrl": "work", "MessageBody": "job )" +
                        n + R"("})");
        if (i % 3 == 0)
            lines.push_back(
                R"({"Action": "SendMessage", "QueueUrl": "jobs.fifo", "MessageBody": "task )" + n +
                R"(", "MessageGroupId": "g)" + std::to_string(i % 4) + R"("})");
        // Short polls, long polls and deletes of what they got, by reference.
        lines.push_back(
            R"({"id": "s)" + n +
            R"(", "Action": "ReceiveMessage", "QueueUrl": "work", "MaxNumberOfMessages": 5, "MessageSystemAttributeNames": ["ApproximateReceiveCount"]})");
        if (i % 2 == 0)
            lines.push_back(
                R"({"Action": "DeleteMessage", "QueueUrl": "work", "ReceiptHandle": "${s)" + n +
                R"(.Messages.0.ReceiptHandle}"})");
        if (i % 5 == 1)
            lines.push_back(
                R"({"Action": "ChangeMessageVisibility", "QueueUrl": "work", "ReceiptHandle": "${s)" +
                n + R"(.Messages.0.ReceiptHandle}", "VisibilityTimeout": 0})");
        if (i % 4 == 3) {
            lines.push_back(
                R"({"id": "l)" + n +
                R"(", "Action": "ReceiveMessage", "QueueUrl": "jobs.fifo", "WaitTimeSeconds": 2, "MaxNumberOfMessages": 2})");
            lines.push_back(
                R"({"id": "w)" + n +
                R"(", "Action": "ReceiveMessage", "QueueUrl": "work", "WaitTimeSeconds": 3, "MaxNumberOfMessages": 3})");
        }
        if (i % 6 == 5)
            lines.push_back(
                R"({"Action": "DeleteMessage", "QueueUrl": "jobs.fifo", "ReceiptHandle": "${l)" +
                std::to_string(i - 2) + R"(.Messages.0.ReceiptHandle}"})");
    }
    lines.push_back(
        R"({"at": 40, "Action": "StartMessageMoveTask", "SourceArn": "arn:aws:sqs:us-east-1:000000000000:work-dlq"})");
    lines.push_back(R"({"advance": 5})");
    for (const char *queue : {"work", "work-dlq", "jobs.fifo"})
        lines.push_back(
            std::string(R"({"Action": "GetQueueAttributes", "QueueUrl": ")") + queue +
            R"(", "AttributeNames": ["ApproximateNumberOfMessages", "ApproximateNumberOfMessagesNotVisible", "ApproximateNumberOfMessagesDelayed"]})");
    lines.push_back(
        R"({"id": "last", "Action": "ReceiveMessage", "QueueUrl": "work", "WaitTimeSeconds": 20, "MaxNumberOfMessages": 10})");
    return lines;
}

QStringList toStringList(const std::vector<std::string> &lines)
{
    QStringList list;
    for (const std::string &line : lines)
        list << QString::fromStdString(line);
    return list;
}

const char *allKnobsOn =
    R"({"Engine": {"Seed": 11, "ShortPollSampling": true, "ShortPollServers": 3, "DuplicateDeliveryRate": 0.3, "StaleHandleDelete": "delete"}})";

std::string engineLine(std::uint64_t seed, const std::string &knobs)
{
    return R"({"Engine": {"Seed": )" + std::to_string(seed) + knobs + "}}";
}

} // namespace

void TestDeterminism::sameScriptSameRun_data()
{
    QTest::addColumn<QStringList>("script");
    for (const QString &path : fixtureFiles()) {
        QStringList lines;
        for (const std::string &line : fixtureLines(path))
            lines << QString::fromStdString(line);
        QTest::newRow(qPrintable(QLatin1String("fixture ") + QDir(path).dirName())) << lines;
    }
    auto row = [](const char *name, const std::vector<std::string> &lines) {
        QStringList script;
        for (const std::string &line : lines)
            script << QString::fromStdString(line);
        QTest::newRow(name) << script;
    };
    row("busy workload, knobs off", busyWorkload(""));
    row("busy workload, every knob on", busyWorkload(allKnobsOn));
    row("busy workload, sampling on",
        busyWorkload(engineLine(5, R"(, "ShortPollSampling": true)")));
    row("busy workload, duplicates on",
        busyWorkload(engineLine(5, R"(, "DuplicateDeliveryRate": 0.5)")));
}

void TestDeterminism::sameScriptSameRun()
{
    QFETCH(QStringList, script);
    std::vector<std::string> lines;
    for (const QString &line : script)
        lines.push_back(line.toStdString());
    QVERIFY(!lines.empty());

    const ScriptRun first = runScript(lines);
    // Something else in between must not matter: nothing is shared between runs.
    const ScriptRun other = runScript(busyWorkload(
        engineLine(99, R"(, "ShortPollSampling": true, "DuplicateDeliveryRate": 0.3)")));
    const ScriptRun second = runScript(lines);

    QVERIFY(!first.lines.empty());
    QCOMPARE(first.digest.size(), std::size_t{64});
    QVERIFY(first.lines == second.lines);
    QCOMPARE(first.digest, second.digest);
    QVERIFY2(first.invariantReport.empty(), first.invariantReport.c_str());
    QVERIFY2(other.invariantReport.empty(), other.invariantReport.c_str());
    QVERIFY(other.digest != first.digest);
}

void TestDeterminism::seedChangesOnlyWhatIsDrawn_data()
{
    // Each script has lines that draw from the generator (or depend on what was drawn) and lines
    // that do not; `random` holds the 1-based input line numbers of the former, counting the
    // Engine line the test puts first.
    QTest::addColumn<QString>("knobs");
    QTest::addColumn<QStringList>("body");
    QTest::addColumn<QList<int>>("random");

    std::vector<std::string> sampling = {
        R"({"Action": "CreateQueue", "QueueName": "sampled"})",
        R"({"Action": "CreateQueue", "QueueName": "steady"})",
        R"({"Action": "CreateQueue", "QueueName": "steady.fifo", "Attributes": {"FifoQueue": "true", "ContentBasedDeduplication": "true"}})",
    };
    for (int i = 1; i <= 8; ++i) {
        const std::string n = std::to_string(i);
        sampling.push_back(R"({"Action": "SendMessage", "QueueUrl": "sampled", "MessageBody": "s)" +
                           n + R"("})");
        sampling.push_back(
            R"({"Action": "SendMessage", "QueueUrl": "steady.fifo", "MessageBody": "f)" + n +
            R"(", "MessageGroupId": "g)" + std::to_string(i % 2) + R"("})");
    }
    QList<int> sampledLines;
    for (int i = 0; i < 6; ++i) {
        sampling.push_back(
            R"({"Action": "ReceiveMessage", "QueueUrl": "sampled", "MaxNumberOfMessages": 10, "VisibilityTimeout": 0})");
        sampledLines << static_cast<int>(sampling.size()) + 1;
        sampling.push_back(R"({"Action": "SendMessage", "QueueUrl": "steady", "MessageBody": "t)" +
                           std::to_string(i) + R"("})");
        sampling.push_back(
            R"({"Action": "ReceiveMessage", "QueueUrl": "steady.fifo", "MaxNumberOfMessages": 3, "VisibilityTimeout": 1})");
    }
    sampling.push_back(
        R"({"at": 2, "Action": "ReceiveMessage", "QueueUrl": "steady", "MaxNumberOfMessages": 10, "WaitTimeSeconds": 1, "MessageSystemAttributeNames": ["All"]})");
    sampling.push_back(
        R"({"Action": "GetQueueAttributes", "QueueUrl": "steady.fifo", "AttributeNames": ["ApproximateNumberOfMessages", "ApproximateNumberOfMessagesNotVisible"]})");
    QTest::newRow("short-poll sampling") << QStringLiteral(R"(, "ShortPollSampling": true)")
                                         << toStringList(sampling) << sampledLines;

    std::string entries;
    std::string deletes;
    for (int i = 0; i < 10; ++i) {
        const std::string n = std::to_string(i);
        const std::string comma = i ? ", " : "";
        entries += comma + R"({"Id": "m)" + n + R"(", "MessageBody": "body )" + n + R"("})";
        deletes += comma + R"({"Id": "d)" + n + R"(", "ReceiptHandle": "${r.Messages.)" + n +
                   R"(.ReceiptHandle}"})";
    }
    const std::vector<std::string> duplicates = {
        R"({"Action": "CreateQueue", "QueueName": "dup"})",
        R"({"Action": "SendMessageBatch", "QueueUrl": "dup", "Entries": [)" + entries + "]}",
        R"({"id": "r", "Action": "ReceiveMessage", "QueueUrl": "dup", "MaxNumberOfMessages": 10})",
        R"({"Action": "DeleteMessageBatch", "QueueUrl": "dup", "Entries": [)" + deletes + "]}",
        R"({"Action": "GetQueueAttributes", "QueueUrl": "dup", "AttributeNames": ["ApproximateNumberOfMessages"]})",
        R"({"Action": "ReceiveMessage", "QueueUrl": "dup", "MaxNumberOfMessages": 10})",
        R"({"Action": "CreateQueue", "QueueName": "after"})",
        R"({"Action": "SendMessage", "QueueUrl": "after", "MessageBody": "unrelated"})",
    };
    // The delete itself answers the same whatever is drawn; the count and the receive after it
    // depend on which deletes missed a replica. The last send's MessageId does not: message
    // numbers (and so ids) are assigned by sends only.
    QTest::newRow("spontaneous duplicates") << QStringLiteral(R"(, "DuplicateDeliveryRate": 0.5)")
                                            << toStringList(duplicates) << QList<int>{6, 7};
}

void TestDeterminism::seedChangesOnlyWhatIsDrawn()
{
    QFETCH(QString, knobs);
    QFETCH(QStringList, body);
    QFETCH(QList<int>, random);

    auto run = [&](std::uint64_t seed) {
        std::vector<std::string> lines{engineLine(seed, knobs.toStdString())};
        for (const QString &line : body)
            lines.push_back(line.toStdString());
        return runScript(lines);
    };
    const ScriptRun base = run(1);
    QVERIFY2(base.invariantReport.empty(), base.invariantReport.c_str());
    const std::set<int> randomLines(random.begin(), random.end());
    int seedsThatDiffer = 0;
    for (std::uint64_t seed : {2, 3, 4, 5, 6, 7, 8, 9, 1000, 123456789}) {
        const ScriptRun other = run(seed);
        QVERIFY2(other.invariantReport.empty(), other.invariantReport.c_str());
        QCOMPARE(other.lines.size(), base.lines.size());
        bool differs = false;
        for (std::size_t i = 0; i < base.lines.size(); ++i) {
            const int line = parseLine(base.lines[i]).value(QLatin1String("line")).toInt();
            QCOMPARE(parseLine(other.lines[i]).value(QLatin1String("line")).toInt(), line);
            if (randomLines.count(line)) {
                differs = differs || other.lines[i] != base.lines[i];
                continue;
            }
            if (other.lines[i] != base.lines[i])
                QFAIL(
                    qPrintable(QStringLiteral("seed %1 changed a line that draws nothing:\n%2\n%3")
                                   .arg(seed)
                                   .arg(QString::fromStdString(base.lines[i]))
                                   .arg(QString::fromStdString(other.lines[i]))));
        }
        if (differs) {
            ++seedsThatDiffer;
            QVERIFY(other.digest != base.digest);
        }
    }
    // The knob really draws: most seeds give another answer somewhere.
    QVERIFY2(seedsThatDiffer >= 5, qPrintable(QString::number(seedsThatDiffer)));
}

void TestDeterminism::seedIsIrrelevantWithKnobsOff_data()
{
    QTest::addColumn<QStringList>("script");
    for (const QString &path : fixtureFiles()) {
        const std::vector<std::string> lines = fixtureLines(path);
        if (startsWithEngineLine(lines))
            continue;
        QStringList script;
        for (const std::string &line : lines)
            script << QString::fromStdString(line);
        QTest::newRow(qPrintable(QLatin1String("fixture ") + QDir(path).dirName())) << script;
    }
    QStringList busy;
    for (const std::string &line : busyWorkload(""))
        busy << QString::fromStdString(line);
    QTest::newRow("busy workload") << busy;
}

void TestDeterminism::seedIsIrrelevantWithKnobsOff()
{
    // With every knob off nothing is drawn, so the seed cannot matter: the output and the log are
    // the same for any seed (the Engine line shifts the input line numbers equally for all).
    QFETCH(QStringList, script);
    auto run = [&](std::uint64_t seed) {
        std::vector<std::string> lines{engineLine(seed, "")};
        for (const QString &line : script)
            lines.push_back(line.toStdString());
        return runScript(lines);
    };
    const ScriptRun base = run(1);
    QVERIFY2(base.invariantReport.empty(), base.invariantReport.c_str());
    for (std::uint64_t seed : {0ULL, 2ULL, 42ULL, 9000000000000000ULL}) {
        const ScriptRun other = run(seed);
        QVERIFY(other.lines == base.lines);
        QCOMPARE(other.digest, base.digest);
    }
}

void TestDeterminism::digestFollowsTheCalls_data()
{
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("replacement");
    QTest::addColumn<bool>("changes");

    // Rows replace one line (1-based) of the base script below.
    QTest::newRow("a different message body")
        << 2
        << R"({"Action": "SendMessage", "QueueUrl": "orders", "MessageBody": "{\"orderId\": \"ord_7732\"}"})"
        << true;
    QTest::newRow("a message group added")
        << 2
        << R"({"Action": "SendMessage", "QueueUrl": "orders", "MessageBody": "{\"orderId\": \"ord_7731\"}", "MessageGroupId": "customer-1"})"
        << true;
    QTest::newRow("a call one millisecond later")
        << 3 << R"({"at": 0.001, "id": "w1", "Action": "ReceiveMessage", "QueueUrl": "orders"})"
        << true;
    QTest::newRow("a different visibility timeout")
        << 1
        << R"({"Action": "CreateQueue", "QueueName": "orders", "Attributes": {"VisibilityTimeout": "31"}})"
        << true;
    QTest::newRow("a different queue name")
        << 1
        << R"({"Action": "CreateQueue", "QueueName": "orderz", "Attributes": {"VisibilityTimeout": "30"}})"
        << true;
    QTest::newRow("a delete with the other handle")
        << 5
        << R"({"at": 45, "Action": "DeleteMessage", "QueueUrl": "orders", "ReceiptHandle": "${w2.Messages.0.ReceiptHandle}"})"
        << true;
    QTest::newRow("a call that fails instead")
        << 6
        << R"({"Action": "GetQueueAttributes", "QueueUrl": "no-such-queue", "AttributeNames": ["All"]})"
        << true;
    QTest::newRow("another read-only call") << 6 << R"({"Action": "ListQueues"})" << true;
    QTest::newRow("a comment instead of a read-only call")
        << 6 << R"(# the attributes are not asked for)" << true;
    QTest::newRow("members in another order")
        << 3 << R"({"QueueUrl": "orders", "Action": "ReceiveMessage", "id": "w1", "at": 0})"
        << false;
    QTest::newRow("other spacing")
        << 2
        << R"(   {"Action":"SendMessage","QueueUrl":"orders","MessageBody":"{\"orderId\": \"ord_7731\"}"}   )"
        << false;
    QTest::newRow("the queue by URL instead of by name")
        << 2
        << R"({"Action": "SendMessage", "QueueUrl": "http://localhost:9324/000000000000/orders", "MessageBody": "{\"orderId\": \"ord_7731\"}"})"
        << false;
    QTest::newRow("a bad line instead of a no-op clock move") << 7 << R"({"advance": -1})" << false;
}

void TestDeterminism::digestFollowsTheCalls()
{
    QFETCH(int, line);
    QFETCH(QString, replacement);
    QFETCH(bool, changes);

    const std::vector<std::string> base = {
        R"({"Action": "CreateQueue", "QueueName": "orders", "Attributes": {"VisibilityTimeout": "30"}})",
        R"({"Action": "SendMessage", "QueueUrl": "orders", "MessageBody": "{\"orderId\": \"ord_7731\"}"})",
        R"({"at": 0, "id": "w1", "Action": "ReceiveMessage", "QueueUrl": "orders"})",
        R"({"at": 30, "id": "w2", "Action": "ReceiveMessage", "QueueUrl": "orders"})",
        R"({"at": 45, "Action": "DeleteMessage", "QueueUrl": "orders", "ReceiptHandle": "${w1.Messages.0.ReceiptHandle}"})",
        R"({"Action": "GetQueueAttributes", "QueueUrl": "orders", "AttributeNames": ["All"]})",
        R"({"advance": 0})",
        R"({"at": 75, "Action": "DeleteMessage", "QueueUrl": "orders", "ReceiptHandle": "${w2.Messages.0.ReceiptHandle}"})",
    };
    std::vector<std::string> changed = base;
    changed[static_cast<std::size_t>(line - 1)] = replacement.toStdString();

    const ScriptRun a = runScript(base);
    const ScriptRun b = runScript(changed);
    QVERIFY2(a.invariantReport.empty(), a.invariantReport.c_str());
    QVERIFY2(b.invariantReport.empty(), b.invariantReport.c_str());
    QCOMPARE(a.digest != b.digest, changes);
    if (!changes) {
        // The same calls: the same answers, apart from error lines for what is not a call.
        std::vector<std::string> answers;
        for (const std::string &out : b.lines) {
            if (parseLine(out).contains(QLatin1String("Action")))
                answers.push_back(out);
        }
        QVERIFY(answers == a.lines);
    }
}

void TestDeterminism::digestIsTheSameFedFromADevice()
{
    // The command line feeds the runner from a file; tests feed it line by line. Same log.
    const std::vector<std::string> lines = busyWorkload(allKnobsOn);
    const ScriptRun fed = runScript(lines);

    QByteArray text;
    for (const std::string &line : lines)
        text += QByteArray::fromStdString(line) + '\n';
    QBuffer buffer(&text);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    std::vector<std::string> out;
    ScriptRunner runner([&](const std::string &line) { out.push_back(line); });
    runner.run(buffer);
    QVERIFY(out == fed.lines);
    QCOMPARE(runner.engine().digest(), fed.digest);
    INFLIGHT_VERIFY_INVARIANTS(runner.engine().log());
}

namespace {

/// A workload driven through the engine's API, so that it can go on in a copy of the engine: a
/// standard queue with a dead-letter queue and a FIFO queue, sends, short and long polls, deletes
/// and heartbeats of what was received, and the clock moving 0.7 s a step. What it keeps between
/// steps (the handles received) is copied with the engine.
struct CopyWorkload {
    std::string work;
    std::string fifo;
    std::vector<std::string> handles;

    void setUp(QueueEngine &engine)
    {
        const ActorId actor = engine.actor("driver");
        engine.createQueue({"work-dlq", {}, {}}, actor);
        work =
            engine
                .createQueue(
                    {"work",
                     {{"VisibilityTimeout", "3"},
                      {"RedrivePolicy",
                       R"({"deadLetterTargetArn": "arn:aws:sqs:us-east-1:000000000000:work-dlq", "maxReceiveCount": 2})"}},
                     {}},
                    actor)
                .result()
                .queueUrl;
        fifo = engine
                   .createQueue({"jobs.fifo",
                                 {{"FifoQueue", "true"},
                                  {"ContentBasedDeduplication", "true"},
                                  {"VisibilityTimeout", "2"}},
                                 {}},
                                actor)
                   .result()
                   .queueUrl;
    }

    void keep(const Outcome<ReceiveMessageResult> &outcome)
    {
        if (outcome)
            for (const ReceivedMessage &message : outcome.result().messages)
                handles.push_back(message.receiptHandle().toString());
    }

    void step(QueueEngine &engine, int i)
    {
        const ActorId actor = engine.actor(i % 2 ? "worker-1" : "worker-2");
        engine.advanceTo(i * 700);
        for (CompletedPoll &done : engine.takeCompletedPolls())
            keep(done.outcome);
        SendMessageRequest send;
        send.queueUrl = work;
        send.messageBody = "job " + std::to_string(i);
        engine.sendMessage(send, actor);
        if (i % 3 == 0) {
            send.queueUrl = fifo;
            send.messageGroupId = numbered("g", i % 4);
            engine.sendMessage(send, actor);
        }
        ReceiveMessageRequest receive;
        receive.queueUrl = i % 4 == 3 ? fifo : work;
        receive.maxNumberOfMessages = 1 + i % 3;
        receive.waitTimeSeconds = i % 5 == 0 ? 2 : 0;
        keep(engine.receiveMessage(receive, actor));
        if (!handles.empty() && i % 2 == 0) {
            engine.deleteMessage({i % 4 == 0 ? fifo : work, handles.front()}, actor);
            handles.erase(handles.begin());
        }
        if (!handles.empty() && i % 5 == 1)
            engine.changeMessageVisibility({work, handles.back(), 4}, actor);
    }
};

} // namespace

void TestDeterminism::aCopyGoesOnAsTheOriginal_data()
{
    QTest::addColumn<int>("copyAt");
    QTest::addColumn<bool>("knobs");
    for (const int at : {0, 1, 7, 20, 39})
        for (const bool knobs : {false, true})
            QTest::addRow("copied after step %d%s", at, knobs ? ", every knob on" : "")
                << at << knobs;
}

void TestDeterminism::aCopyGoesOnAsTheOriginal()
{
    // The live window shows copies of the engine it feeds (engine/recordingreplay.h): a copy must
    // be the engine, so that what follows in it is what would have followed in the original.
    QFETCH(int, copyAt);
    QFETCH(bool, knobs);
    constexpr int steps = 40;
    EngineSettings settings;
    settings.seed = 17;
    if (knobs) {
        settings.shortPollSampling = true;
        settings.duplicateDeliveryRate = 0.3;
    }

    QueueEngine original(settings);
    CopyWorkload whole;
    whole.setUp(original);
    for (int i = 0; i < steps; ++i)
        whole.step(original, i);
    original.advanceTo(steps * 700 + 60'000);

    auto first = std::make_unique<QueueEngine>(settings);
    CopyWorkload split;
    split.setUp(*first);
    for (int i = 0; i < copyAt; ++i)
        split.step(*first, i);
    std::unique_ptr<QueueEngine> copy = first->copy();
    CopyWorkload copied = split;
    const std::string digestAtCopy = first->digest();
    QCOMPARE(copy->digest(), digestAtCopy);
    QCOMPARE(copy->log().size(), first->log().size());
    // The copy stands alone: the original driven elsewhere, then gone, changes nothing in it.
    split.step(*first, 1000);
    first.reset();
    for (int i = copyAt; i < steps; ++i)
        copied.step(*copy, i);
    copy->advanceTo(steps * 700 + 60'000);

    QVERIFY(original.log().size() > 200);
    QCOMPARE(copy->log().size(), original.log().size());
    QCOMPARE(copy->digest(), original.digest());
    INFLIGHT_VERIFY_INVARIANTS(copy->log());
}

void TestDeterminism::aCopiedLogGoesOnAcrossItsChunks()
{
    // The log is kept in chunks of 65,536 events: a copy made with the last chunk just full, one
    // short of it and one into the next goes on as the original does.
    for (const std::uint64_t size : {65'535ull, 65'536ull, 65'537ull, 131'072ull}) {
        QueueEngine original;
        const ActorId actor = original.actor("worker");
        while (original.log().size() < size)
            original.logActorEvent(
                actor, events::jobStarted(noQueue, noMessage, 0,
                                          static_cast<TimeMs>(original.log().size()), 0));
        QCOMPARE(original.log().size(), size);
        const std::unique_ptr<QueueEngine> copy = original.copy();
        QCOMPARE(copy->digest(), original.digest());
        for (QueueEngine *engine : {&original, copy.get()}) {
            for (int i = 0; i < 3; ++i)
                engine->logActorEvent(actor, events::lambdaInvoked(noQueue, i, i));
        }
        QCOMPARE(copy->log().size(), size + 3);
        QCOMPARE(jobEnd(copy->log()[size - 1]), static_cast<TimeMs>(size - 1));
        QCOMPARE(copy->log()[size + 2].kind, EventKind::LambdaInvoked);
        QCOMPARE(batchMessages(copy->log()[size + 2]), std::int64_t{2});
        QCOMPARE(copy->digest(), original.digest());
    }
}

QTEST_GUILESS_MAIN(TestDeterminism)
#include "tst_determinism.moc"
