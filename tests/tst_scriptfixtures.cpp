// SPDX-License-Identifier: GPL-3.0-or-later
// End-to-end `inflight script` fixtures: every tests/scripts/NAME.jsonl is run in-process and its
// output compared, line for line, with NAME.expected. Each expected file was checked by hand
// against SCRIPT.md and SEMANTICS.md; the comments inside each fixture say what it shows.

#include "enginetest.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QJsonObject>

#include <algorithm>
#include <set>
#include <sstream>

using namespace inflight;
using namespace inflight::test;

namespace {

QString scriptsDir()
{
    return QStringLiteral(INFLIGHT_TEST_SCRIPTS);
}

/// The lines of a text file, without line endings; an empty list with `ok` false when the file
/// cannot be read.
std::vector<std::string> readLines(const QString &path, bool &ok)
{
    QFile file(path);
    ok = file.open(QIODevice::ReadOnly);
    std::vector<std::string> lines;
    if (!ok)
        return lines;
    const QByteArray all = file.readAll();
    std::string text = all.toStdString();
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        lines.push_back(line);
    }
    return lines;
}

/// The 1-based column of the first difference between two lines.
std::size_t firstDifference(const std::string &a, const std::string &b)
{
    const auto mismatch = std::mismatch(a.begin(), a.end(), b.begin(), b.end());
    return static_cast<std::size_t>(mismatch.first - a.begin()) + 1;
}

/// A readable account of how `actual` differs from `expected`: each differing output line with
/// both versions and a caret under the first differing character (at most `limit` of them).
std::string describeDifferences(const std::vector<std::string> &expected,
                                const std::vector<std::string> &actual, int limit = 8)
{
    std::ostringstream out;
    out << "output differs from the .expected file (" << expected.size() << " lines expected, "
        << actual.size() << " produced)\n";
    int shown = 0;
    const std::size_t count = std::max(expected.size(), actual.size());
    for (std::size_t i = 0; i < count && shown < limit; ++i) {
        const std::string *e = i < expected.size() ? &expected[i] : nullptr;
        const std::string *a = i < actual.size() ? &actual[i] : nullptr;
        if (e && a && *e == *a)
            continue;
        ++shown;
        out << "output line " << i + 1 << ":\n";
        out << "  expected: " << (e ? *e : std::string("(no line)")) << "\n";
        out << "  actual:   " << (a ? *a : std::string("(no line)")) << "\n";
        if (e && a)
            out << "            " << std::string(firstDifference(*e, *a) - 1, ' ') << "^ column "
                << firstDifference(*e, *a) << "\n";
    }
    if (shown == limit)
        out << "(further differences not shown)\n";
    return out.str();
}

/// Runs the script through ScriptRunner::run() from a device, as `inflight script` does.
std::vector<std::string> runFromDevice(const QByteArray &input)
{
    std::vector<std::string> out;
    ScriptRunner runner([&](const std::string &line) { out.push_back(line); });
    QBuffer buffer;
    buffer.setData(input);
    buffer.open(QIODevice::ReadOnly);
    runner.run(buffer);
    return out;
}

QByteArray joined(const std::vector<std::string> &lines, const char *ending)
{
    QByteArray text;
    for (const std::string &line : lines)
        text += QByteArray::fromStdString(line) + ending;
    return text;
}

} // namespace

class TestScriptFixtures : public QObject {
    Q_OBJECT

private slots:
    void everyFixtureHasItsExpectedOutput();
    void fixture_data();
    void fixture();
    void lineEndingsDoNotMatter_data();
    void lineEndingsDoNotMatter();
    void diffNamesTheFirstDifference();
};

void TestScriptFixtures::everyFixtureHasItsExpectedOutput()
{
    const QDir dir(scriptsDir());
    QVERIFY2(dir.exists(), qPrintable(dir.path()));
    const QStringList scripts = dir.entryList({QStringLiteral("*.jsonl")}, QDir::Files, QDir::Name);
    const QStringList expected =
        dir.entryList({QStringLiteral("*.expected")}, QDir::Files, QDir::Name);
    // The fixtures this suite was written around must all be there.
    for (const char *name : {"double-charge", "long-polling", "references", "bad-lines", "clock",
                             "fifo-groups", "dead-letter", "engine-settings"}) {
        QVERIFY2(scripts.contains(QLatin1String(name) + QLatin1String(".jsonl")), name);
    }
    for (const QString &script : scripts) {
        const QString base = script.chopped(6);
        QVERIFY2(expected.contains(base + QLatin1String(".expected")),
                 qPrintable(script + QLatin1String(" has no .expected file")));
    }
    for (const QString &file : expected) {
        const QString base = file.chopped(9);
        QVERIFY2(scripts.contains(base + QLatin1String(".jsonl")),
                 qPrintable(file + QLatin1String(" has no .jsonl script")));
    }
}

void TestScriptFixtures::fixture_data()
{
    QTest::addColumn<QString>("script");
    const QDir dir(scriptsDir());
    const QStringList scripts = dir.entryList({QStringLiteral("*.jsonl")}, QDir::Files, QDir::Name);
    for (const QString &script : scripts)
        QTest::newRow(qPrintable(script.chopped(6))) << dir.filePath(script);
}

void TestScriptFixtures::fixture()
{
    QFETCH(QString, script);
    bool ok = false;
    const std::vector<std::string> input = readLines(script, ok);
    QVERIFY2(ok, qPrintable(script));
    const std::vector<std::string> expected =
        readLines(script.chopped(6) + QLatin1String(".expected"), ok);
    QVERIFY2(ok, qPrintable(script));
    QVERIFY(!expected.empty());

    const ScriptRun run = runScript(input);
    if (run.lines != expected)
        QFAIL(describeDifferences(expected, run.lines).c_str());
    QVERIFY2(run.invariantReport.empty(), run.invariantReport.c_str());

    // Every output line is one JSON object naming an input line that holds a call (not a blank
    // or comment line), with the time it completed and either a Response or an Error; each input
    // line answers at most once.
    std::set<int> answered;
    for (const std::string &line : run.lines) {
        const QJsonObject object = parseLine(line);
        QVERIFY2(!object.isEmpty(), line.c_str());
        const int number = object.value(QLatin1String("line")).toInt();
        QVERIFY2(number >= 1 && number <= static_cast<int>(input.size()), line.c_str());
        const std::string &source = input[static_cast<std::size_t>(number - 1)];
        const auto first = source.find_first_not_of(" \t");
        QVERIFY2(first != std::string::npos && source[first] != '#', line.c_str());
        QVERIFY2(answered.insert(number).second, line.c_str());
        QVERIFY2(object.value(QLatin1String("at")).isDouble(), line.c_str());
        QVERIFY2(object.contains(QLatin1String("Response")) !=
                     object.contains(QLatin1String("Error")),
                 line.c_str());
    }
    // Output times never go backwards: a waiting poll's line comes when it completes.
    double last = 0;
    for (const std::string &line : run.lines) {
        const double at = parseLine(line).value(QLatin1String("at")).toDouble();
        QVERIFY2(at >= last, line.c_str());
        last = at;
    }
}

void TestScriptFixtures::lineEndingsDoNotMatter_data()
{
    fixture_data();
}

void TestScriptFixtures::lineEndingsDoNotMatter()
{
    // The command line reads through ScriptRunner::run(); files written on Windows end their
    // lines with CRLF, and the last line may lack its newline.
    QFETCH(QString, script);
    bool ok = false;
    const std::vector<std::string> input = readLines(script, ok);
    QVERIFY2(ok, qPrintable(script));
    const std::vector<std::string> expected =
        readLines(script.chopped(6) + QLatin1String(".expected"), ok);
    QVERIFY2(ok, qPrintable(script));

    const std::vector<std::string> lf = runFromDevice(joined(input, "\n"));
    if (lf != expected)
        QFAIL(describeDifferences(expected, lf).c_str());
    const std::vector<std::string> crlf = runFromDevice(joined(input, "\r\n"));
    if (crlf != expected)
        QFAIL(describeDifferences(expected, crlf).c_str());
    QByteArray unterminated = joined(input, "\n");
    unterminated.chop(1);
    const std::vector<std::string> noFinalNewline = runFromDevice(unterminated);
    if (noFinalNewline != expected)
        QFAIL(describeDifferences(expected, noFinalNewline).c_str());
}

void TestScriptFixtures::diffNamesTheFirstDifference()
{
    // The failure text of this suite is what a developer reads first; keep it readable.
    const std::string text = describeDifferences({"{\"line\": 1, \"at\": 0}", "same"},
                                                 {"{\"line\": 1, \"at\": 5}", "same", "extra"});
    QVERIFY2(text.find("2 lines expected, 3 produced") != std::string::npos, text.c_str());
    QVERIFY2(text.find("output line 1:") != std::string::npos, text.c_str());
    QVERIFY2(text.find("^ column 19") != std::string::npos, text.c_str());
    QVERIFY2(text.find("output line 2:") == std::string::npos, text.c_str());
    QVERIFY2(text.find("output line 3:\n  expected: (no line)\n  actual:   extra") !=
                 std::string::npos,
             text.c_str());
}

QTEST_GUILESS_MAIN(TestScriptFixtures)
#include "tst_scriptfixtures.moc"
