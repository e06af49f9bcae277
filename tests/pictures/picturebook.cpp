// SPDX-License-Identifier: GPL-3.0-or-later
// The picture book: every lesson, step by step, as the user sees it, written to PNG files so that
// a change meant to keep the pictures the same can be checked picture by picture (compare two
// books with `cmp`, or look at the ones that differ). For each lesson: the main window at
// 1280x720 on every step (before and after its question is answered), the stage and the
// timeline widgets alone, the step's timeline export, and the whole run's export.
//
//   picturebook [--lang LANG] OUTDIR [LESSON_ID...]     (offscreen unless QT_QPA_PLATFORM is set)
//
// The book is in English unless --lang names another interface language (de, es): the pictures do
// not follow the machine's locale, and English plurals come from the English catalogue.

#include "comparison.h"
#include "language.h"
#include "lessonloader.h"
#include "lessonplayer.h"
#include "mainwindow.h"
#include "stageview.h"
#include "theme.h"
#include "timelineexport.h"
#include "timelineview.h"
#include "timeoutexplorer.h"

#include <QApplication>
#include <QDir>
#include <QEventLoop>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <cstdio>

using namespace inflight;

namespace {

/// Lets queued replots and layouts settle, so that a grab shows the finished picture.
void settle()
{
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
}

/// The timeout explorer computes its sweep a moment after an edit, on a thread of its own: start
/// it now and wait for it, so that the picture does not depend on how fast the machine is.
void finishSweep(QWidget *widget)
{
    auto *window = qobject_cast<MainWindow *>(widget->window());
    TimeoutExplorer *explorer = window ? window->timeoutExplorer() : nullptr;
    if (!explorer)
        return;
    if (explorer->sweepPending())
        explorer->updateSweepNow();
    QEventLoop loop;
    QObject::connect(explorer, &TimeoutExplorer::sweepUpdated, &loop, &QEventLoop::quit);
    if (explorer->sweepRunning())
        loop.exec();
}

bool save(QWidget *widget, const QString &path)
{
    settle();
    finishSweep(widget);
    settle();
    if (!widget->grab().save(path)) {
        std::fprintf(stderr, "picturebook: cannot write %s\n", qPrintable(path));
        return false;
    }
    return true;
}

/// Answers the current step's question with its right answer, as a student would.
void answerRightly(LessonPlayer *player, const Question &question)
{
    if (question.kind == Question::Kind::Number) {
        player->typeAnswer(QString::number(question.answer));
    } else {
        for (std::size_t c = 0; c < question.choices.size(); ++c)
            if (question.choices[c].right)
                player->chooseAnswer(static_cast<int>(c));
    }
    player->answer();
}

bool drawLesson(const LessonEntry &entry, const QDir &out)
{
    const QString name = QStringLiteral("%1-%2")
                             .arg(entry.number, 2, 10, QLatin1Char('0'))
                             .arg(QString::fromStdString(entry.id));
    out.mkpath(name);
    const QDir dir(out.filePath(name));
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    if (!window.openLesson(QString::fromStdString(entry.path)))
        return false;
    LessonPlayer *player = window.lessonPlayer();
    const Lesson &lesson = *player->session()->lesson();
    bool ok = save(&window, dir.filePath(QStringLiteral("intro-window.png")));
    for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
        player->session()->goTo(static_cast<int>(i));
        const QString step = QStringLiteral("step%1").arg(i + 1, 2, 10, QLatin1Char('0'));
        ok = save(&window, dir.filePath(step + QStringLiteral("-window.png"))) && ok;
        ok = save(window.stage(), dir.filePath(step + QStringLiteral("-stage.png"))) && ok;
        ok = save(window.timeline(), dir.filePath(step + QStringLiteral("-timeline.png"))) && ok;
        const LessonStep &s = lesson.steps[i];
        if (s.question) {
            answerRightly(player, *s.question);
            ok = save(&window, dir.filePath(step + QStringLiteral("-answered.png"))) && ok;
        }
        TimelineExportOptions options;
        options.path = dir.filePath(step + QStringLiteral("-export.png"));
        options.playheadMs = s.timeMs;
        options.highlights = s.highlights;
        // A step that shows its fix draws both runs, as `inflight export --lesson --step` does:
        // the lesson's run above, the fix below.
        const Run *drawn = window.playback()->run();
        const Comparison *comparison = window.comparison();
        if (comparison->active() && comparison->source() == Comparison::Source::LessonStep) {
            options.comparison = TimelineComparison{
                window.playback()->sharedRun(), comparison->mainName(), comparison->comparedName()};
            drawn = comparison->comparedRun().get();
            options.height = 1300;
        }
        QString error;
        if (!exportTimeline(*drawn, options, &error)) {
            std::fprintf(stderr, "picturebook: %s\n", qPrintable(error));
            ok = false;
        }
    }
    if (lesson.challenge) {
        player->session()->goTo(player->session()->lastPosition());
        ok = save(&window, dir.filePath(QStringLiteral("challenge-window.png"))) && ok;
        player->session()->showSolution();
        ok = save(&window, dir.filePath(QStringLiteral("solution-window.png"))) && ok;
    }
    TimelineExportOptions whole;
    whole.path = dir.filePath(QStringLiteral("whole-run-export.png"));
    QString error;
    if (!exportTimeline(*window.playback()->run(), whole, &error)) {
        std::fprintf(stderr, "picturebook: %s\n", qPrintable(error));
        ok = false;
    }
    return ok;
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Nothing the user set (theme, scale, window layout, lesson progress) reaches the pictures.
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    // A text caret that blinks would differ from one run to the next.
    QApplication::setCursorFlashTime(0);
    QCoreApplication::setOrganizationName(QStringLiteral("InflightPictureBook"));
    // Settings of its own (lesson progress among them): two books made at once do not share them.
    const QTemporaryDir settingsDir;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir.path());
    QSettings().clear();
    QStringList args = QCoreApplication::arguments().mid(1);
    QString language = QStringLiteral("en");
    if (args.size() >= 2 && args.first() == QLatin1String("--lang")) {
        language = args.at(1);
        args = args.mid(2);
    }
    if (args.isEmpty()) {
        std::fprintf(stderr, "usage: picturebook [--lang LANG] OUTDIR [LESSON_ID...|compare]\n");
        return 2;
    }
    if (!installInterfaceLanguage(language)) {
        std::fprintf(stderr, "picturebook: no interface language %s\n", qPrintable(language));
        return 2;
    }
    QDir out(args.first());
    if (!out.mkpath(QStringLiteral("."))) {
        std::fprintf(stderr, "picturebook: cannot make %s\n", qPrintable(args.first()));
        return 1;
    }
    const QStringList only = args.mid(1);
    // A lesson asked for by a name it does not have (its file name, "04-stale-receipt-handle",
    // rather than its id) would otherwise make a book of nothing and say nothing.
    // In the book's language, as the lesson browser lists them (English where none is translated).
    const std::string lessonDir = defaultLessonDirectory();
    const std::vector<LessonEntry> lessons = listLessons(lessonDir, uiLessonLanguage(lessonDir));
    for (const QString &id : only) {
        // "compare": the compare view's pictures alone.
        if (id == QLatin1String("compare"))
            continue;
        if (std::none_of(lessons.begin(), lessons.end(), [&](const LessonEntry &e) {
                return QString::fromStdString(e.id) == id;
            })) {
            std::fprintf(stderr, "picturebook: no lesson with the id '%s'\n", qPrintable(id));
            return 2;
        }
    }
    bool ok = true;
    {
        // The window the app opens on: the double-charged order at 1280x720.
        MainWindow window;
        window.resize(1280, 720);
        window.show();
        window.openDefaultScenario();
        ok = save(&window, out.filePath(QStringLiteral("main-window.png"))) && ok;
    }
    // Before and after: the double-charged order against a 60-second loan, at a projector's size
    // and at full HD, in both themes.
    for (const char *theme : {"light", "dark"}) {
        for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
            if (!only.isEmpty() && !only.contains(QStringLiteral("compare")))
                break;
            MainWindow window;
            // After the window, which applies the saved (here: default) theme choice.
            Theme::instance().setDark(QLatin1String(theme) == QLatin1String("dark"));
            window.resize(size);
            window.show();
            window.openDefaultScenario();
            window.document()->setWhatIf(WhatIf::VisibilityTimeout, 60);
            window.compareWithOriginal();
            ok = save(&window, out.filePath(QStringLiteral("compare-%1-%2x%3.png")
                                                .arg(QLatin1String(theme))
                                                .arg(size.width())
                                                .arg(size.height()))) &&
                 ok;
        }
    }
    Theme::instance().setDark(false);
    for (const LessonEntry &entry : lessons) {
        if (!only.isEmpty() && !only.contains(QString::fromStdString(entry.id)))
            continue;
        std::printf("%s\n", entry.id.c_str());
        std::fflush(stdout);
        ok = drawLesson(entry, out) && ok;
    }
    return ok ? 0 : 1;
}
