// SPDX-License-Identifier: GPL-3.0-or-later
// What the lesson print tests share: the lessons as loaded once, and a PDF read back with
// poppler's tools (pdftotext, pdfinfo, pdftoppm), programs that are not ours.
#pragma once

#include "common/format.h"
#include "lessonloader.h"
#include "lessonplayer.h"
#include "lessonprint.h"

#include <QColor>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QString>
#include <QTextDocument>

#include <cstdlib>
#include <map>
#include <memory>
#include <string>

namespace inflight::printcheck {

struct LoadedLesson {
    Lesson lesson;
    std::shared_ptr<const Run> run;
};

inline const LoadedLesson &lesson(const std::string &id)
{
    static std::map<std::string, LoadedLesson> loaded;
    if (auto found = loaded.find(id); found != loaded.end())
        return found->second;
    for (const LessonEntry &entry : listLessons(defaultLessonDirectory())) {
        if (entry.id == id) {
            const LessonLoad load = loadLessonFile(entry.path);
            if (load.ok())
                return loaded[id] = LoadedLesson{*load.lesson, load.run};
        }
    }
    qFatal("no lesson %s", id.c_str());
}

/// A poppler tool's standard output ("pdftotext", "pdfinfo").
inline QString poppler(const QString &tool, const QStringList &arguments)
{
    QProcess process;
    process.start(tool, arguments);
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return QStringLiteral("%1 failed: %2")
            .arg(tool, QString::fromUtf8(process.readAllStandardError()));
    return QString::fromUtf8(process.readAllStandardOutput());
}

/// Text as compared here: ligatures ("ﬁ") as their letters, and without white space, which
/// pdftotext reads from the gaps between words and the layout's line breaks.
inline QString squeezed(const QString &text)
{
    QString out = text.normalized(QString::NormalizationForm_KC);
    out.remove(QRegularExpression(QStringLiteral("\\s+")));
    return out;
}

/// The PDF's text, squeezed.
inline QString pdfText(const QString &path)
{
    return squeezed(poppler(QStringLiteral("pdftotext"), {path, QStringLiteral("-")}));
}

inline int pdfPages(const QString &path)
{
    static const QRegularExpression pages(QStringLiteral("Pages:\\s+(\\d+)"));
    return pages.match(poppler(QStringLiteral("pdfinfo"), {path})).captured(1).toInt();
}

inline QString pdfPageSize(const QString &path)
{
    static const QRegularExpression size(QStringLiteral("Page size:\\s+([^\\n]+)"));
    return size.match(poppler(QStringLiteral("pdfinfo"), {path})).captured(1).trimmed();
}

/// Page `page` (from 1) drawn at 40 pixels an inch.
inline QImage pdfPage(const QString &path, int page, const QString &prefix)
{
    poppler(QStringLiteral("pdftoppm"),
            {QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"),
             QString::number(page), QStringLiteral("-r"), QStringLiteral("40"),
             QStringLiteral("-png"), QStringLiteral("-singlefile"), path, prefix});
    return QImage(prefix + QStringLiteral(".png"));
}

/// How many pixels of `image` are within a little of `colour`.
inline int pixelsNear(const QImage &image, QColor colour)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            count += std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green()) +
                         std::abs(c.blue() - colour.blue()) <
                     40;
        }
    }
    return count;
}

/// Markdown as the PDF's text has it: without the markup, squeezed.
inline QString plain(const std::string &markdown)
{
    QTextDocument document;
    document.setMarkdown(QString::fromStdString(markdown));
    return squeezed(document.toPlainText());
}

/// The pages a lesson's slides have: the title, one per step and one per question, and the
/// challenge.
inline int slidesOf(const Lesson &lesson)
{
    int questions = 0;
    for (const LessonStep &step : lesson.steps)
        questions += step.question ? 1 : 0;
    return 1 + static_cast<int>(lesson.steps.size()) + questions + (lesson.challenge ? 1 : 0);
}

inline bool popplerInstalled()
{
    return !QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty() &&
           !QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty() &&
           !QStandardPaths::findExecutable(QStringLiteral("pdftoppm")).isEmpty();
}

/// The lesson `id` printed as `options` ask; what went wrong is a warning in the test's log.
inline LessonPrintResult print(const std::string &id, const LessonPrintOptions &options)
{
    const LoadedLesson &loaded = lesson(id);
    LessonPrintResult result;
    QString error;
    if (!printLesson(loaded.lesson, loaded.run, options, &result, &error))
        qWarning("%s", qPrintable(error));
    return result;
}

} // namespace inflight::printcheck
