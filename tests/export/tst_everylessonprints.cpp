// SPDX-License-Identifier: GPL-3.0-or-later
// Every lesson in lessons/ as a handout, as slides and as an animated GIF, each read back: the
// handout's pages and last narration (poppler), the deck's page per step and question, the GIF's
// frames (giflib). Apart from tst_lessonprint, which checks one lesson's pages closely, so that a
// lesson added to lessons/ that does not print or animate is named on its own.

#include "animationexport.h"
#include "gifreader.h"
#include "lessonprintchecks.h"

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace inflight;
using namespace inflight::printcheck;

class TestEveryLessonPrints : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("InflightTests"));
        QVERIFY(m_dir.isValid());
        QVERIFY2(popplerInstalled(), "pdftotext, pdfinfo and pdftoppm (poppler-utils) are needed");
        QVERIFY(!listLessons(defaultLessonDirectory()).empty());
    }

    void everyLessonPrintsAndAnimates_data()
    {
        QTest::addColumn<QString>("lessonId");
        for (const LessonEntry &entry : listLessons(defaultLessonDirectory()))
            QTest::newRow(entry.id.c_str()) << qs(entry.id);
    }

    void everyLessonPrintsAndAnimates()
    {
        QFETCH(QString, lessonId);
        const LoadedLesson &loaded = lesson(lessonId.toStdString());
        const Lesson &lesson = loaded.lesson;
        LessonPrintOptions handout;
        handout.path = path(lessonId + QStringLiteral("-every.pdf"));
        const LessonPrintResult printed = print(lessonId.toStdString(), handout);
        QCOMPARE(printed.stepPages.size(), lesson.steps.size());
        QCOMPARE(pdfPages(handout.path), printed.pages);
        QVERIFY(pdfText(handout.path).contains(plain(lesson.steps.back().narration).right(30)));

        LessonPrintOptions slides;
        slides.kind = LessonPrintOptions::Kind::Slides;
        slides.path = path(lessonId + QStringLiteral("-every-slides.pdf"));
        const LessonPrintResult deck = print(lessonId.toStdString(), slides);
        QCOMPARE(deck.pages, slidesOf(lesson));
        QCOMPARE(pdfPages(slides.path), deck.pages);

        AnimationOptions gif;
        gif.path = path(lessonId + QStringLiteral(".gif"));
        gif.size = AnimationExport::minimumSize;
        gif.fps = 2;
        gif.chapters = lessonChapters(lesson);
        AnimationExport animation(*loaded.run, gif);
        QVERIFY2(animation.problem().isEmpty(), qPrintable(animation.problem()));
        QString error;
        QVERIFY2(animation.write({}, &error), qPrintable(error));
        const GifReading read = readGif(gif.path);
        QVERIFY2(read.error.isEmpty(), qPrintable(read.error));
        QCOMPARE(read.frames.size(), animation.frames().size());
    }
};

QTEST_MAIN(TestEveryLessonPrints)
#include "tst_everylessonprints.moc"
