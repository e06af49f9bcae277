// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonprintcommand.h"

#include "commandstreams.h"
#include "exportsource.h"
#include "lessonloader.h"
#include "lessonprint.h"
#include "session.h"
#include "sessionfile.h"

#include <QCommandLineParser>

namespace inflight {

namespace {

QTextStream &err()
{
    return commandErr();
}

QTextStream &out()
{
    return commandOut();
}

/// The picture options a handout or a deck does not take: its pictures are the lesson's steps,
/// sized for the page.
const QStringList pictureOnly = {
    QStringLiteral("out"),     QStringLiteral("step"),         QStringLiteral("from"),
    QStringLiteral("to"),      QStringLiteral("width"),        QStringLiteral("height"),
    QStringLiteral("scale"),   QStringLiteral("title"),        QStringLiteral("caption"),
    QStringLiteral("compare"), QStringLiteral("compare-edit"), QStringLiteral("seed"),
    QStringLiteral("speed"),   QStringLiteral("fps"),          QStringLiteral("size"),
    QStringLiteral("view")};

int checkOptions(const QCommandLineParser &parser)
{
    const bool handout = parser.isSet(QStringLiteral("handout"));
    if (handout && parser.isSet(QStringLiteral("slides"))) {
        err() << CommandText::tr("inflight export: give --handout or --slides, one at a time")
              << '\n';
        return 2;
    }
    for (const QString &option : pictureOnly) {
        if (parser.isSet(option)) {
            err() << (handout ? CommandText::tr("inflight export: --%1 is for a picture; a "
                                                "handout draws every step of the lesson")
                              : CommandText::tr("inflight export: --%1 is for a picture; a "
                                                "slide deck draws every step of the lesson"))
                         .arg(option)
                  << '\n';
            return 2;
        }
    }
    if (!handout) {
        for (const QString &option : {QStringLiteral("no-answers"), QStringLiteral("paper")}) {
            if (parser.isSet(option)) {
                err() << CommandText::tr("inflight export: --%1 is for --handout").arg(option)
                      << '\n';
                return 2;
            }
        }
    }
    const bool lesson = parser.isSet(QStringLiteral("lesson"));
    const bool session = parser.isSet(QStringLiteral("session"));
    if (!parser.positionalArguments().isEmpty() || lesson == session) {
        err() << (handout ? CommandText::tr("inflight export: a handout is made from a lesson: "
                                            "give --lesson ID, or --session FILE saved on a "
                                            "lesson")
                          : CommandText::tr("inflight export: slides are made from a lesson: "
                                            "give --lesson ID, or --session FILE saved on a "
                                            "lesson"))
              << '\n';
        return 2;
    }
    return 0;
}

/// --session FILE: the lesson the session was saved on, and its notes.
int readSessionLesson(const QString &file, QString &lessonPath, Annotations &notes)
{
    const SessionLoad load = loadSession(file);
    if (!load.ok()) {
        err() << CommandText::tr("inflight export: %1").arg(load.error) << '\n';
        return 1;
    }
    const Session &session = *load.session;
    if (session.source != Session::Source::Lesson) {
        err() << CommandText::tr("inflight export: %1 is not a session on a lesson; a handout "
                                 "or slides need one (or --lesson ID)")
                     .arg(file)
              << '\n';
        return 1;
    }
    QString problem;
    const std::optional<SessionSource> start = sessionSource(session, &problem);
    if (!start) {
        err() << CommandText::tr("inflight export: %1: %2").arg(file, problem) << '\n';
        return 1;
    }
    lessonPath = start->lessonPath;
    notes = session.annotations;
    return 0;
}

} // namespace

void describeLessonPrintOptions(QCommandLineParser &parser)
{
    parser.addOption(QCommandLineOption(
        QStringLiteral("handout"),
        QStringLiteral("With --lesson (or --session on a lesson): write the lesson as a "
                       "printable handout, a PDF: each step's picture and narration, the "
                       "questions with room to answer, the challenge and its hints, the "
                       "sources, and the answers on the last pages."),
        QStringLiteral("FILE.pdf")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("slides"),
        QStringLiteral("With --lesson (or --session on a lesson): write the lesson as 16:9 "
                       "slides, a PDF: a page per step (the picture large, the narration's "
                       "first sentence under it), one per question, and the challenge."),
        QStringLiteral("FILE.pdf")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("no-answers"),
        QStringLiteral("With --handout: leave out the answers and explanations (the teacher's "
                       "pages).")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("paper"),
        QStringLiteral("With --handout: a4 or letter (default: the locale's, A4 unless it "
                       "measures in inches)."),
        QStringLiteral("SIZE")));
}

bool isLessonPrint(const QCommandLineParser &parser)
{
    return parser.isSet(QStringLiteral("handout")) || parser.isSet(QStringLiteral("slides"));
}

int runLessonPrint(const QCommandLineParser &parser)
{
    if (const int code = checkOptions(parser))
        return code;
    LessonPrintOptions options;
    const bool handout = parser.isSet(QStringLiteral("handout"));
    options.kind = handout ? LessonPrintOptions::Kind::Handout : LessonPrintOptions::Kind::Slides;
    options.path = parser.value(handout ? QStringLiteral("handout") : QStringLiteral("slides"));
    options.answers = !parser.isSet(QStringLiteral("no-answers"));
    options.paper = paperFor(QLocale::system());
    if (parser.isSet(QStringLiteral("paper"))) {
        const std::optional<QPageSize> paper = paperFromName(parser.value(QStringLiteral("paper")));
        if (!paper) {
            err() << CommandText::tr("inflight export: --paper takes a4 or letter, not '%1'")
                         .arg(parser.value(QStringLiteral("paper")))
                  << '\n';
            return 2;
        }
        options.paper = *paper;
    }

    std::optional<Lesson> lesson;
    std::shared_ptr<const Run> run;
    if (parser.isSet(QStringLiteral("session"))) {
        QString lessonPath;
        if (const int code = readSessionLesson(parser.value(QStringLiteral("session")), lessonPath,
                                               options.notes))
            return code;
        const LessonLoad load = loadLessonFile(lessonPath.toStdString());
        if (!load.ok()) {
            err() << QString::fromStdString(load.report());
            return 1;
        }
        lesson = *load.lesson;
        run = load.run;
    } else {
        if (const int code = readLesson(parser.value(QStringLiteral("lesson")), lesson))
            return code;
        // The run the lesson's steps were resolved against: its scenario as written.
        run = std::make_shared<const Run>(simulate(lesson->scenario));
    }

    LessonPrintResult result;
    QString error;
    if (!printLesson(*lesson, run, options, &result, &error)) {
        err() << CommandText::tr("inflight export: %1").arg(error) << '\n';
        return 1;
    }
    QStringList said;
    if (handout) {
        const QString paper = options.paper.id() == QPageSize::Letter ? QStringLiteral("Letter")
                              : options.paper.id() == QPageSize::A4   ? QStringLiteral("A4")
                                                                      : options.paper.name();
        said << CommandText::tr("handout, %1, %n page(s)", nullptr, result.pages).arg(paper);
        said << (result.answersPage
                     ? CommandText::tr("answers from page %1").arg(result.answersPage)
                     : CommandText::tr("no answers"));
    } else {
        said << CommandText::tr("slides, %n page(s)", nullptr, result.pages);
    }
    if (!options.notes.empty())
        said << CommandText::tr("%n note(s)", nullptr, static_cast<int>(options.notes.size()));
    out() << CommandText::tr("wrote %1 (%2)").arg(options.path, said.join(QStringLiteral(", ")))
          << '\n';
    out().flush();
    return 0;
}

} // namespace inflight
