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
        err() << "inflight export: give --handout or --slides, one at a time\n";
        return 2;
    }
    for (const QString &option : pictureOnly) {
        if (parser.isSet(option)) {
            err() << "inflight export: --" << option << " is for a picture; "
                  << (handout ? "a handout" : "a slide deck")
                  << " draws every step of the lesson\n";
            return 2;
        }
    }
    if (!handout) {
        for (const QString &option : {QStringLiteral("no-answers"), QStringLiteral("paper")}) {
            if (parser.isSet(option)) {
                err() << "inflight export: --" << option << " is for --handout\n";
                return 2;
            }
        }
    }
    const bool lesson = parser.isSet(QStringLiteral("lesson"));
    const bool session = parser.isSet(QStringLiteral("session"));
    if (!parser.positionalArguments().isEmpty() || lesson == session) {
        err() << "inflight export: " << (handout ? "a handout" : "slides")
              << " are made from a lesson: give --lesson ID, or --session FILE saved on a "
                 "lesson\n";
        return 2;
    }
    return 0;
}

/// --session FILE: the lesson the session was saved on, and its notes.
int readSessionLesson(const QString &file, QString &lessonPath, Annotations &notes)
{
    const SessionLoad load = loadSession(file);
    if (!load.ok()) {
        err() << "inflight export: " << load.error << '\n';
        return 1;
    }
    const Session &session = *load.session;
    if (session.source != Session::Source::Lesson) {
        err() << "inflight export: " << file
              << " is not a session on a lesson; a handout or slides need one (or --lesson ID)\n";
        return 1;
    }
    QString problem;
    const std::optional<SessionSource> start = sessionSource(session, &problem);
    if (!start) {
        err() << "inflight export: " << file << ": " << problem << '\n';
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
            err() << "inflight export: --paper takes a4 or letter, not '"
                  << parser.value(QStringLiteral("paper")) << "'\n";
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
        err() << "inflight export: " << error << '\n';
        return 1;
    }
    out() << "wrote " << options.path << " (";
    if (handout) {
        const QString paper = options.paper.id() == QPageSize::Letter ? QStringLiteral("Letter")
                              : options.paper.id() == QPageSize::A4   ? QStringLiteral("A4")
                                                                      : options.paper.name();
        out() << "handout, " << paper << ", " << result.pages
              << (result.pages == 1 ? " page" : " pages");
        if (result.answersPage)
            out() << ", answers from page " << result.answersPage;
        else
            out() << ", no answers";
    } else {
        out() << "slides, " << result.pages << " pages";
    }
    if (!options.notes.empty())
        out() << ", " << options.notes.size() << (options.notes.size() == 1 ? " note" : " notes");
    out() << ")\n";
    out().flush();
    return 0;
}

} // namespace inflight
