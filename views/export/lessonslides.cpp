// SPDX-License-Identifier: GPL-3.0-or-later
// The slides: a lesson for the projector, one 16:9 page per step with the picture as large as
// the page allows and one sentence under it in type the back row can read.

#include "common/format.h"
#include "common/sentencetext.h"
#include "lessonprintparts.h"
#include "qcustomplot.h"
#include "whatiftexts.h"

#include <QLocale>

namespace inflight {

namespace {

// Type sizes in points on a 960 x 540 point page (13.3 x 7.5 inches, the 16:9 page of the common
// presentation tools): captions at 24 points, which reads from the back of a classroom, shrunk
// only as far as a long sentence needs to fit its two or three lines.
constexpr double captionPoints = 24;
constexpr double headingPoints = 26;
constexpr double smallPoints = 12;
/// The step pictures' layout size (logical pixels): scaled to the slide at about 0.75, the
/// timeline's labels project at 10 points, its legend and axis at 9.
constexpr int pictureWidth = 1180;
constexpr int pictureHeight = 450;
/// Two runs one above the other: wider, so that the pair fills the slide's width at about 0.6.
constexpr int comparedPictureWidth = 1480;
constexpr int comparedPictureHeight = 620;

class Slides {
    Q_DECLARE_TR_FUNCTIONS(LessonPrint)

public:
    Slides(LessonPrintJob &job, PageFlow &flow) : m_job(job), m_flow(flow) {}

    bool write(QString *error)
    {
        m_flow.setFooter([this](QCPPainter &painter, const QRectF &page, int number) {
            footer(painter, page, number);
        });
        titleSlide();
        const Lesson &lesson = m_job.lesson;
        for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
            if (!stepSlide(i, error))
                return false;
            if (lesson.steps[i].question)
                questionSlide(i, *lesson.steps[i].question);
            if (m_job.progress &&
                !m_job.progress(static_cast<int>(i) + 1, static_cast<int>(lesson.steps.size()))) {
                *error = tr("cancelled");
                return false;
            }
        }
        if (lesson.challenge)
            challengeSlide(*lesson.challenge);
        notesSlide();
        return true;
    }

private:
    const Palette &palette() const { return m_job.palette; }

    void footer(QCPPainter &painter, const QRectF &page, int number) const
    {
        if (number == 1)
            return;
        const QRectF line(page.left() + 36, page.bottom() - 22, page.width() - 72, 14);
        painter.setFont(printFont(9));
        painter.setPen(palette().mutedText);
        painter.drawText(line, Qt::AlignLeft | Qt::AlignVCenter, qs(m_job.lesson.title));
        painter.drawText(line, Qt::AlignRight | Qt::AlignVCenter, QLocale().toString(number));
    }

    /// A new page, except for the first slide, which begin() started.
    void nextSlide()
    {
        if (m_slides++ > 0)
            m_flow.newPage();
    }

    /// Text in `box`, shrunk a point at a time (down to `smallest`) until it fits.
    void fitText(const QRectF &box, const QString &text, double points, double smallest, bool bold,
                 const QColor &colour, Qt::Alignment align = Qt::AlignLeft | Qt::AlignTop)
    {
        QCPPainter &painter = m_flow.painter();
        QFont font = printFont(points, bold);
        const int flags = static_cast<int>(align) | Qt::TextWordWrap;
        while (font.pointSizeF() > smallest &&
               QFontMetricsF(font, painter.device())
                       .boundingRect(QRectF(0, 0, box.width(), 1e6), flags, text)
                       .height() > box.height())
            font.setPointSizeF(font.pointSizeF() - 1);
        painter.save();
        painter.setFont(font);
        painter.setPen(colour);
        painter.drawText(box, flags, text);
        painter.restore();
    }

    void titleSlide()
    {
        nextSlide();
        const Lesson &lesson = m_job.lesson;
        const QRectF c = m_flow.content();
        QCPPainter &painter = m_flow.painter();
        painter.fillRect(QRectF(c.left(), c.top() + 150, 90, 6), QColor(Palette::cyan));
        fitText(QRectF(c.left(), c.top() + 170, c.width(), 120), qs(lesson.title), 40, 28, true,
                palette().text);
        fitText(QRectF(c.left(), c.top() + 290, c.width(), 90), qs(lesson.goal), captionPoints, 16,
                false, palette().text);
        fitText(QRectF(c.left(), c.bottom() - 40, c.width(), 30),
                tr("%1  ·  Inflight").arg(lessonFacts(lesson)), smallPoints + 2, smallPoints, false,
                palette().mutedText);
    }

    /// The slide's heading: a small "Step 3 of 12" over the step's title. Returns its bottom.
    double slideHeading(const QString &over, const QString &title)
    {
        const QRectF c = m_flow.content();
        fitText(QRectF(c.left(), c.top(), c.width(), 18), over, smallPoints, smallPoints, false,
                palette().mutedText);
        fitText(QRectF(c.left(), c.top() + 18, c.width(), 40), title, headingPoints, 18, true,
                palette().text);
        return c.top() + 62;
    }

    bool stepSlide(std::size_t index, QString *error)
    {
        nextSlide();
        m_job.result.stepPages.push_back(m_flow.pageNumber());
        const Lesson &lesson = m_job.lesson;
        const LessonStep &step = lesson.steps[index];
        QString title = qs(step.title);
        if (title.isEmpty())
            title = stepHeading(lesson, index);
        const QString number = QLocale().toString(static_cast<qulonglong>(index + 1));
        const QString steps = QLocale().toString(static_cast<qulonglong>(lesson.steps.size()));
        const QString over =
            step.compare.empty()
                ? tr("Step %1 of %2  ·  %3").arg(number, steps, momentText(step.timeMs))
                : tr("Step %1 of %2  ·  %3  ·  below: %4")
                      .arg(number, steps, momentText(step.timeMs),
                           translated(describeWhatIfEdits(step.compare)));
        const double top = slideHeading(over, title);
        const QRectF c = m_flow.content();
        const QString caption = firstSentence(qs(step.narration));
        constexpr double captionHeight = 96;
        const QRectF pictureBox(c.left(), top, c.width(), c.bottom() - captionHeight - top - 6);
        const bool compared = !step.compare.empty();
        const StepPicture picture =
            stepPicture(m_job, index, compared ? comparedPictureWidth : pictureWidth,
                        compared ? comparedPictureHeight : pictureHeight, error);
        if (!error->isEmpty())
            return false;
        if (!drawStepPicture(m_flow.painter(), picture, pictureBox, error))
            return false;
        fitText(QRectF(c.left(), c.bottom() - captionHeight, c.width(), captionHeight - 10),
                caption, captionPoints, 16, false, palette().text);
        return true;
    }

    void questionSlide(std::size_t index, const Question &question)
    {
        nextSlide();
        const bool predict = question.kind == Question::Kind::Next;
        const double top = slideHeading((predict ? tr("Step %1  ·  what happens next?")
                                                 : tr("Step %1  ·  a question for the room"))
                                            .arg(index + 1),
                                        predict ? tr("Predict") : tr("Question"));
        const QRectF c = m_flow.content();
        fitText(QRectF(c.left(), top + 8, c.width(), 110), qs(question.prompt), 26, 18, false,
                palette().text);
        double y = top + 130;
        if (question.kind == Question::Kind::Number) {
            fitText(QRectF(c.left() + 20, y, c.width() - 20, 40),
                    tr("Answer:  ________  %1").arg(answerUnitText(question.unit)), captionPoints,
                    16, false, palette().mutedText);
            return;
        }
        const double bottom = c.bottom() - 30;
        const double each =
            (bottom - y) / static_cast<double>(std::max<std::size_t>(question.choices.size(), 1));
        for (std::size_t i = 0; i < question.choices.size(); ++i) {
            fitText(QRectF(c.left() + 20, y, 40, each), choiceLetter(i), captionPoints, 14, true,
                    QColor(Palette::blue));
            fitText(QRectF(c.left() + 60, y, c.width() - 60, each - 4),
                    qs(question.choices[i].text), captionPoints, 13, false, palette().text);
            y += each;
        }
    }

    void challengeSlide(const Challenge &challenge)
    {
        nextSlide();
        const double top = slideHeading(tr("Your turn"), tr("Challenge"));
        const QRectF c = m_flow.content();
        QStringList lines;
        lines << firstSentence(qs(challenge.narration));
        if (!challenge.parameters.empty())
            lines << tr("You may change: %1.").arg(challengeParameters(challenge));
        const QStringList conditions = challengeConditions(challenge);
        if (!conditions.isEmpty())
            lines << tr("Solved when: %1.").arg(conditions.join(QStringLiteral("; ")));
        fitText(QRectF(c.left(), top + 8, c.width(), c.bottom() - top - 40),
                lines.join(QStringLiteral("\n\n")), 24, 14, false, palette().text);
    }

    void notesSlide()
    {
        const QStringList lines = noteLines(m_job.options.notes);
        if (lines.isEmpty())
            return;
        nextSlide();
        const double top = slideHeading(tr("Also drawn on the pictures, where pinned"),
                                        tr("Notes from the session"));
        const QRectF c = m_flow.content();
        fitText(QRectF(c.left(), top + 8, c.width(), c.bottom() - top - 40),
                lines.join(QLatin1Char('\n')), captionPoints, 10, false, palette().text);
    }

    LessonPrintJob &m_job;
    PageFlow &m_flow;
    int m_slides = 0;
};

} // namespace

bool writeSlides(LessonPrintJob &job, PageFlow &flow, QString *error)
{
    Slides document(job, flow);
    const bool written = document.write(error);
    // The last page's footer is drawn as the flow finishes: while the document still lives.
    flow.finish();
    return written;
}

} // namespace inflight
