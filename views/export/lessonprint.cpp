// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonprint.h"

#include "common/format.h"
#include "common/sentencetext.h"
#include "lessonprintparts.h"
#include "qcustomplot.h"
#include "whatiftexts.h"

#include <QBuffer>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextDocument>

#include <cmath>

namespace inflight {

QPageSize paperFor(const QLocale &locale)
{
    return QPageSize(locale.measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter
                                                                             : QPageSize::A4);
}

std::optional<QPageSize> paperFromName(const QString &name)
{
    if (name.compare(QLatin1String("a4"), Qt::CaseInsensitive) == 0)
        return QPageSize(QPageSize::A4);
    if (name.compare(QLatin1String("letter"), Qt::CaseInsensitive) == 0)
        return QPageSize(QPageSize::Letter);
    return std::nullopt;
}

QString firstSentence(const QString &markdown)
{
    QTextDocument document;
    document.setMarkdown(markdown, QTextDocument::MarkdownDialectGitHub);
    // Within the first paragraph: a paragraph that ends in a colon and a list is not one
    // sentence with the list.
    QString plain;
    for (QTextBlock block = document.begin(); block.isValid() && plain.isEmpty();
         block = block.next())
        plain = block.text().simplified();
    // A sentence ends at . ! or ? before a space or the end, except after an abbreviation
    // ("e.g. a test"); "t=43.5" has no space after its point. Sentences here may start in lower
    // case ("worker-1 finishes."), so the next letter's case says nothing.
    static const QRegularExpression end(QStringLiteral("[.!?](?=\\s|$)"));
    static const QStringList abbreviations = {QStringLiteral("e.g."), QStringLiteral("i.e."),
                                              QStringLiteral("etc."), QStringLiteral("vs."),
                                              QStringLiteral("cf.")};
    QRegularExpressionMatchIterator matches = end.globalMatch(plain);
    while (matches.hasNext()) {
        const qsizetype at = matches.next().capturedEnd();
        const qsizetype wordStart = plain.lastIndexOf(QLatin1Char(' '), at - 1) + 1;
        if (!abbreviations.contains(plain.mid(wordStart, at - wordStart), Qt::CaseInsensitive))
            return plain.left(at);
    }
    // A paragraph that leads into a list ends in a colon: under a picture it reads as a heading.
    if (plain.endsWith(QLatin1Char(':')))
        plain.back() = QLatin1Char('.');
    return plain;
}

QFont printFont(double points, bool bold, bool italic)
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(points);
    font.setBold(bold);
    font.setItalic(italic);
    return font;
}

QString stepHeading(const Lesson &lesson, std::size_t index)
{
    const LessonStep &step = lesson.steps[index];
    return step.title.empty()
               ? LessonPrintText::tr("Step %1").arg(index + 1)
               : LessonPrintText::tr("Step %1: %2").arg(index + 1).arg(qs(step.title));
}

QString momentText(TimeMs timeMs)
{
    return LessonPrintText::tr("t = %1 s").arg(secondsText(timeMs));
}

QString introductionText(const Lesson &lesson)
{
    QString text = qs(lesson.introduction);
    const QString sources = qs(sourcesMarkdown(lesson.sources, lesson.steps));
    if (!sources.isEmpty() && text.endsWith(sources))
        text.chop(sources.size());
    return text.trimmed();
}

QString lessonFacts(const Lesson &lesson)
{
    QStringList facts;
    facts << LessonPrintText::tr("Lesson %1").arg(lesson.number);
    QString level = lessonLevelText(lesson.level);
    if (!level.isEmpty())
        level[0] = level[0].toUpper();
    facts << level;
    if (lesson.minutes > 0)
        facts << LessonPrintText::tr("about %1 minutes").arg(lesson.minutes);
    facts << LessonPrintText::tr("%n steps", nullptr, static_cast<int>(lesson.steps.size()));
    return facts.join(QStringLiteral("  ·  "));
}

QString choiceLetter(std::size_t index)
{
    return QString(QChar(static_cast<char16_t>(u'A' + index % 26)));
}

QString challengeParameters(const Challenge &challenge)
{
    // The what-if panel's labels are a form's ("Heartbeat every"); a sentence needs nouns.
    auto phrase = [](WhatIf parameter) -> QString {
        switch (parameter) {
        case WhatIf::VisibilityTimeout:
            return LessonPrintText::tr("the visibility timeout");
        case WhatIf::ProcessingTime:
            return LessonPrintText::tr("the processing time");
        case WhatIf::HeartbeatInterval:
            return LessonPrintText::tr("the heartbeat interval");
        case WhatIf::Workers:
            return LessonPrintText::tr("the number of workers");
        case WhatIf::WaitTime:
            return LessonPrintText::tr("the receive wait time");
        case WhatIf::MaxReceiveCount:
            return LessonPrintText::tr("maxReceiveCount");
        case WhatIf::DeletePolicy:
            return LessonPrintText::tr("when the worker deletes");
        case WhatIf::Idempotency:
            return LessonPrintText::tr("idempotency");
        case WhatIf::BatchSize:
            return LessonPrintText::tr("the batch size");
        case WhatIf::RetryBackoff:
            return LessonPrintText::tr("the backoff on failure");
        case WhatIf::StaleHandleDelete:
            return LessonPrintText::tr("what a delete with an old handle does");
        }
        return translated(whatIfLabelSentence(parameter));
    };
    QStringList names;
    for (const WhatIf parameter : challenge.parameters)
        names << phrase(parameter);
    if (names.size() < 2)
        return names.join(QString());
    const QString last = names.takeLast();
    return LessonPrintText::tr("%1 and %2").arg(names.join(QStringLiteral(", ")), last);
}

QStringList challengeConditions(const Challenge &challenge)
{
    QStringList lines;
    for (const ChallengeCondition &condition : challenge.success) {
        if (!condition.label.empty()) {
            lines << qs(condition.label);
            continue;
        }
        const char *sentence = condition.compare == ChallengeCondition::Compare::AtMost
                                   ? QT_TRANSLATE_NOOP("LessonPrint", "%1 is at most %2")
                               : condition.compare == ChallengeCondition::Compare::AtLeast
                                   ? QT_TRANSLATE_NOOP("LessonPrint", "%1 is at least %2")
                                   : QT_TRANSLATE_NOOP("LessonPrint", "%1 is %2");
        const QString wanted = condition.otherMetric ? qs(*condition.otherMetric)
                                                     : QLocale().toString(condition.value, 'g', 10);
        lines << LessonPrintText::tr(sentence).arg(qs(describeQuery(condition.query)), wanted);
    }
    return lines;
}

QStringList noteLines(const Annotations &notes)
{
    Annotations sorted = notes;
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const Annotation &a, const Annotation &b) { return a.timeMs < b.timeMs; });
    QStringList lines;
    for (const Annotation &note : sorted)
        lines << LessonPrintText::tr("%1: %2").arg(momentText(note.timeMs), note.text);
    return lines;
}

StepPicture stepPicture(const LessonPrintJob &job, std::size_t index, int width, int height,
                        QString *error)
{
    const LessonStep &step = job.lesson.steps[index];
    StepPicture picture;
    picture.run = job.run;
    TimelineExportOptions &o = picture.options;
    o.width = width;
    o.height = height;
    o.headed = false;
    o.playheadMs = step.timeMs;
    o.highlights = step.highlights;
    if (step.compare.empty()) {
        o.annotations = job.options.notes;
        return picture;
    }
    // A step that shows its fix: the lesson's run above, the fixed run below, as in the player
    // and `inflight export --lesson ID --step N`. The notes are pinned to the lesson's run, which
    // is the "before" here, so they stay off this picture.
    Scenario fixed = job.lesson.scenario;
    if (const auto problem = applyParameters(fixed, step.compare)) {
        if (error)
            *error = LessonPrintText::tr("step %1's comparison cannot be made: %2")
                         .arg(index + 1)
                         .arg(qs(*problem));
        return picture;
    }
    picture.run = std::make_shared<const Run>(simulate(fixed, job.run->seed));
    o.comparison = TimelineComparison{job.run, LessonPrintText::tr("the lesson's run"),
                                      translated(describeWhatIfEdits(step.compare))};
    return picture;
}

bool drawStepPicture(QCPPainter &painter, const StepPicture &picture, const QRectF &box,
                     QString *error)
{
    const TimelineExportOptions &o = picture.options;
    const double scale = std::min(box.width() / o.width, box.height() / o.height);
    painter.save();
    painter.translate(box.left() + (box.width() - o.width * scale) / 2,
                      box.top() + (box.height() - o.height * scale) / 2);
    painter.scale(scale, scale);
    painter.setClipRect(QRectF(0, 0, o.width, o.height));
    const bool drawn = paintTimelineExport(painter, *picture.run, o, error);
    painter.restore();
    return drawn;
}

bool printLesson(const Lesson &lesson, const std::shared_ptr<const Run> &run,
                 const LessonPrintOptions &options, LessonPrintResult *result, QString *error,
                 const LessonPrintProgress &progress)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = LessonPrintText::tr("cannot write %1: %2").arg(options.path, why);
        return false;
    };
    if (options.path.isEmpty())
        return fail(LessonPrintText::tr("no file name given"));
    if (QFileInfo(options.path).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) != 0)
        return fail(LessonPrintText::tr("a handout or a slide deck is a PDF (name it .pdf)"));
    if (!run || !run->problems.empty())
        return fail(LessonPrintText::tr("the lesson's run did not start"));
    // Drawn into memory, its writing moment blanked (the same lesson, the same bytes), then
    // written to a temporary file renamed at the end: a failed or cancelled export leaves
    // whatever was there before.
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    const bool slides = options.kind == LessonPrintOptions::Kind::Slides;
    // Slides: 13.333 x 7.5 inches, the 16:9 page of the common presentation tools.
    const QPageSize size = slides ? QPageSize(QSizeF(960, 540), QPageSize::Point,
                                              QStringLiteral("Slide 16:9"), QPageSize::ExactMatch)
                                  : options.paper;
    const QMarginsF margins = slides ? QMarginsF(36, 28, 36, 24) : QMarginsF(54, 50, 54, 56);
    const QString title = QString::fromStdString(lesson.title);
    LessonPrintResult written;
    LessonPrintJob job{lesson, run, options, written, progress};
    QString why;
    {
        PageFlow flow(&buffer, size, margins, title);
        if (!flow.begin())
            return fail(LessonPrintText::tr("the PDF writer could not start"));
        const bool ok = slides ? writeSlides(job, flow, &why) : writeHandout(job, flow, &why);
        flow.finish();
        written.pages = flow.pageNumber();
        if (!ok)
            return fail(why);
    }
    buffer.close();
    if (const QString failed = savePdfWithoutWritingMoment(bytes, options.path); !failed.isEmpty())
        return fail(failed);
    if (result)
        *result = written;
    return true;
}

} // namespace inflight
