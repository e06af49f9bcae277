// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson player's step list as a model: one row per position (the introduction, the steps,
// the challenge), the current one bold, the ones a locked lesson keeps closed not selectable; it
// follows the lesson session through opens, moves, restores and a close, under
// QAbstractItemModelTester.

#include "lessonprogress.h"
#include "lessonsession.h"
#include "lessonstepsmodel.h"
#include "scenariodocument.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QFont>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace inflight;

namespace {

QString lessonPath(const QString &file)
{
    return QStringLiteral(INFLIGHT_SCENARIOS "/../") + file;
}

/// "A batch of ten on one loan": five steps, then the challenge.
const QString batchOfTen = QStringLiteral("16-batch-of-ten.json");

bool isBold(const LessonStepsModel &model, int row)
{
    return model.index(row).data(Qt::FontRole).value<QFont>().bold();
}

} // namespace

class TestLessonStepsModel : public QObject {
    Q_OBJECT

private slots:
    void aRowForEveryPosition_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("position");
        QTest::addColumn<QString>("text");
        QTest::newRow("the introduction") << 0 << -1 << "Introduction";
        QTest::newRow("the first step") << 1 << 0 << "1. Ten orders waiting";
        QTest::newRow("the last step") << 5 << 4 << "5. Keeping a batch's loans";
        QTest::newRow("the challenge") << 6 << 5 << "Challenge";
    }

    void aRowForEveryPosition()
    {
        QFETCH(int, row);
        QFETCH(int, position);
        QFETCH(QString, text);
        ScenarioDocument document;
        LessonSession session(&document, nullptr);
        LessonStepsModel model(&session);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(session.openLesson(lessonPath(batchOfTen), nullptr));
        QCOMPARE(model.rowCount(), 7);
        const QModelIndex index = model.index(row);
        QCOMPARE(index.data().toString(), text);
        QCOMPARE(index.data(LessonStepsModel::PositionRole).toInt(), position);
        QCOMPARE(model.indexOf(position), index);
        QCOMPARE(model.flags(index), Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    }

    void theCurrentPositionIsBold()
    {
        ScenarioDocument document;
        LessonSession session(&document, nullptr);
        LessonStepsModel model(&session);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(session.openLesson(lessonPath(batchOfTen), nullptr));
        QVERIFY(isBold(model, 0));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        session.goTo(3);
        QCOMPARE(changed.count(), 1);
        for (int row = 0; row < model.rowCount(); ++row)
            QCOMPARE(isBold(model, row), row == 4);
        // A restored session moves it too.
        LessonState state = session.state();
        state.position = 5;
        session.restoreState(state);
        QCOMPARE(changed.count(), 2);
        QVERIFY(isBold(model, 6));
        QVERIFY(!isBold(model, 4));
        session.closeLesson();
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.indexOf(0).isValid());
    }

    void aLockedLessonKeepsItsLaterStepsClosed()
    {
        QTemporaryDir dir;
        QFile source(lessonPath(batchOfTen));
        QVERIFY(source.open(QIODevice::ReadOnly));
        QJsonObject lesson = QJsonDocument::fromJson(source.readAll()).object();
        lesson[QStringLiteral("lockSteps")] = true;
        lesson[QStringLiteral("scenario")] =
            QDir::cleanPath(lessonPath(lesson[QStringLiteral("scenario")].toString()));
        QFile out(dir.filePath(batchOfTen));
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(lesson).toJson());
        out.close();
        const QString narration = QStringLiteral("16-batch-of-ten.md");
        QVERIFY(QFile::copy(lessonPath(narration), dir.filePath(narration)));

        ScenarioDocument document;
        LessonSession session(&document, nullptr);
        LessonStepsModel model(&session);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(session.openLesson(dir.filePath(batchOfTen), nullptr));
        // The introduction and the first step; then one more for each step reached.
        auto open = [&model] {
            int rows = 0;
            for (int row = 0; row < model.rowCount(); ++row)
                rows += model.flags(model.index(row)).testFlag(Qt::ItemIsEnabled) ? 1 : 0;
            return rows;
        };
        QCOMPARE(open(), 2);
        QCOMPARE(model.flags(model.index(2)), Qt::NoItemFlags);
        session.next();
        QCOMPARE(open(), 3);
        session.back();
        QCOMPARE(open(), 3);
    }
};

QTEST_MAIN(TestLessonStepsModel)
#include "tst_lessonstepsmodel.moc"
