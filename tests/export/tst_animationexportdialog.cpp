// SPDX-License-Identifier: GPL-3.0-or-later
// File > Export animation...: the window's File menu offers it, and its dialog starts from what
// the command line does by default (the story's window at the speed that plays it in 15 to 30 s,
// 10 frames a second, 1280x720, the stage above the timeline), with a lesson's steps as
// chapters and the session's notes; what is changed in it is what the export gets. With
// INFLIGHT_DIALOG_SHOT=<file.png> set, it also saves a picture of the dialog, to look at. And
// File > Export timeline...'s dialog gives the title, caption, range and scale chosen.

#include "animationexportdialog.h"
#include "lessonloader.h"
#include "mainwindow.h"
#include "scenariorun.h"
#include "timelineexportdialog.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QMenuBar>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

using namespace inflight;

class TestAnimationExportDialog : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("InflightTests"));
        QSettings().clear();
    }

    void theFileMenuOffersIt()
    {
        MainWindow window;
        window.openDefaultScenario();
        QMenu *file = window.menuBar()->findChildren<QMenu *>().value(0);
        QVERIFY(file);
        QStringList texts;
        for (QAction *action : file->actions())
            texts << action->text();
        QVERIFY2(texts.contains(QStringLiteral("Export an&imation…")),
                 qPrintable(texts.join(QStringLiteral(", "))));
    }

    void startsFromTheDefaults()
    {
        Playback playback;
        playback.setRun(runScenarioFile("double-charged-order.json"));
        playback.addAnnotation(Annotation{});
        AnimationExportDialog dialog(playback, QStringLiteral("The double-charged order"), nullptr);
        const AnimationOptions options = dialog.options();
        const AnimationExport defaults(*playback.run(), AnimationOptions());
        QCOMPARE(options.fromMs, defaults.fromMs());
        QCOMPARE(options.toMs, defaults.toMs());
        QCOMPARE(*options.speed, defaults.speed());
        QCOMPARE(options.fps, 10);
        QCOMPARE(options.size, QSize(1280, 720));
        QCOMPARE(options.view, AnimationView::Both);
        QCOMPARE(options.title, QStringLiteral("The double-charged order"));
        QVERIFY(options.chapters.empty());
        QCOMPARE(options.annotations.size(), std::size_t(1));
        if (const QString shot = qEnvironmentVariable("INFLIGHT_DIALOG_SHOT"); !shot.isEmpty()) {
            dialog.show();
            QVERIFY(dialog.grab().save(shot));
        }
    }

    void givesWhatIsChosen()
    {
        Playback playback;
        playback.setRun(runScenarioFile("double-charged-order.json"));
        std::optional<Lesson> heartbeats;
        for (const LessonEntry &entry : listLessons(defaultLessonDirectory())) {
            if (entry.id == "heartbeats")
                heartbeats = *loadLessonFile(entry.path).lesson;
        }
        QVERIFY(heartbeats);
        AnimationExportDialog dialog(playback, QStringLiteral("Heartbeats"), &*heartbeats);
        auto *view = dialog.findChildren<QComboBox *>().value(0);
        auto *size = dialog.findChildren<QComboBox *>().value(1);
        const QList<QDoubleSpinBox *> numbers = dialog.findChildren<QDoubleSpinBox *>();
        auto *fps = dialog.findChild<QSpinBox *>();
        QVERIFY(view && size && numbers.size() == 3 && fps);
        view->setCurrentIndex(view->findData(static_cast<int>(AnimationView::Timeline)));
        size->setCurrentIndex(size->findData(QSize(800, 450)));
        numbers[0]->setValue(10);
        numbers[1]->setValue(40.5);
        numbers[2]->setValue(2);
        fps->setValue(25);
        const AnimationOptions options = dialog.options();
        QCOMPARE(options.view, AnimationView::Timeline);
        QCOMPARE(options.size, QSize(800, 450));
        QCOMPARE(*options.fromMs, TimeMs(10000));
        QCOMPARE(*options.toMs, TimeMs(40500));
        QCOMPARE(*options.speed, 2.0);
        QCOMPARE(options.fps, 25);
        QCOMPARE(options.chapters.size(), heartbeats->steps.size());
        QVERIFY(options.chapters.front().caption.startsWith(QStringLiteral("step 1: ")));
    }

    void theTimelineDialogGivesWhatIsChosen()
    {
        TimelineExportDialog dialog(QStringLiteral("The double-charged order"));
        TimelineExportOptions options = dialog.options(10, 40);
        QCOMPARE(options.title, QStringLiteral("The double-charged order"));
        QVERIFY(options.caption.isEmpty());
        QCOMPARE(options.scale, 1.0);
        QCOMPARE(options.fromSeconds, -1.0);
        QCOMPARE(options.toSeconds, -1.0);
        dialog.findChildren<QLineEdit *>().value(1)->setText(QStringLiteral("For the slide"));
        dialog.findChildren<QRadioButton *>().value(1)->setChecked(true);
        auto *scale = dialog.findChild<QComboBox *>();
        scale->setCurrentIndex(scale->findData(2.0));
        options = dialog.options(10, 40);
        QCOMPARE(options.caption, QStringLiteral("For the slide"));
        QCOMPARE(options.scale, 2.0);
        QCOMPARE(options.fromSeconds, 10.0);
        QCOMPARE(options.toSeconds, 40.0);
    }
};

QTEST_MAIN(TestAnimationExportDialog)
#include "tst_animationexportdialog.moc"
