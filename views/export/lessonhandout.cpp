// SPDX-License-Identifier: GPL-3.0-or-later
// The handout: a lesson to read, annotate and answer on paper, with the answers for the teacher
// on the last pages.

#include "common/format.h"
#include "common/sentencetext.h"
#include "lessonprintparts.h"
#include "qcustomplot.h"
#include "whatiftexts.h"

#include <QLocale>

namespace inflight {

namespace {

// Type sizes in points: body text as a printed book sets it, headings a step above.
constexpr double bodyPoints = 10;
constexpr double smallPoints = 8.5;
constexpr double headingPoints = 13;
constexpr double titlePoints = 22;
/// The step pictures' layout size (logical pixels), scaled to the page's width: at A4 that is
/// about 0.55, so the timeline's 13-pixel labels print at 7 points.
constexpr int pictureWidth = 880;
constexpr int pictureHeight = 500;
constexpr int comparedPictureHeight = 860;
/// Room to write: the gap between two ruled lines.
constexpr double ruleGap = 22;

class Handout {
    Q_DECLARE_TR_FUNCTIONS(LessonPrint)

public:
    Handout(LessonPrintJob &job, PageFlow &flow) : m_job(job), m_flow(flow) {}

    bool write(QString *error)
    {
        m_flow.setFooter([this](QCPPainter &painter, const QRectF &page, int number) {
            footer(painter, page, number);
        });
        heading();
        const Lesson &lesson = m_job.lesson;
        for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
            if (!step(i, error))
                return false;
            if (m_job.progress &&
                !m_job.progress(static_cast<int>(i) + 1, static_cast<int>(lesson.steps.size()))) {
                *error = tr("cancelled");
                return false;
            }
        }
        if (lesson.challenge)
            challenge(*lesson.challenge);
        notes();
        sources();
        if (m_job.options.answers)
            answers();
        return true;
    }

private:
    const Palette &palette() const { return m_job.palette; }

    void footer(QCPPainter &painter, const QRectF &page, int number) const
    {
        const QRectF line(page.left() + 54, page.bottom() - 38, page.width() - 108, 14);
        painter.setFont(printFont(smallPoints - 0.5));
        painter.setPen(palette().mutedText);
        painter.drawText(line, Qt::AlignLeft | Qt::AlignVCenter,
                         tr("%1  ·  Inflight").arg(qs(m_job.lesson.title)));
        painter.drawText(line, Qt::AlignRight | Qt::AlignVCenter, tr("page %L1").arg(number));
    }

    void sectionHeading(const QString &text, double keepWith)
    {
        m_flow.skip(10);
        m_flow.keep(m_flow.textHeight(text, printFont(headingPoints, true)) + keepWith);
        m_flow.text(text, printFont(headingPoints, true), palette().text, 4);
    }

    /// A ruled line to write on, from `indent` to the right margin, with `label` before it.
    void writingLine(const QString &label, double indent)
    {
        const QRectF box = m_flow.reserve(ruleGap);
        QCPPainter &painter = m_flow.painter();
        painter.save();
        painter.setFont(printFont(bodyPoints));
        painter.setPen(palette().mutedText);
        double left = box.left() + indent;
        if (!label.isEmpty()) {
            painter.drawText(QRectF(left, box.top(), box.width() - indent, box.height() - 3),
                             Qt::AlignLeft | Qt::AlignBottom, label);
            left += QFontMetricsF(painter.font(), painter.device()).horizontalAdvance(label) + 6;
        }
        painter.setPen(QPen(palette().grid, 0.8));
        painter.drawLine(QPointF(left, box.bottom() - 2), QPointF(box.right(), box.bottom() - 2));
        painter.restore();
    }

    void heading()
    {
        const Lesson &lesson = m_job.lesson;
        m_flow.text(lessonFacts(lesson), printFont(smallPoints), palette().mutedText, 4);
        m_flow.text(qs(lesson.title), printFont(titlePoints, true), palette().text, 6);
        m_flow.text(tr("Goal: %1").arg(qs(lesson.goal)), printFont(bodyPoints + 1, false, true),
                    palette().text, 10);
        writingLine(tr("Name"), 0);
        m_flow.skip(12);
        const QString introduction = introductionText(lesson);
        if (!introduction.isEmpty())
            m_flow.markdown(introduction, printFont(bodyPoints), 6);
    }

    bool step(std::size_t index, QString *error)
    {
        const LessonStep &step = m_job.lesson.steps[index];
        const int height = step.compare.empty() ? pictureHeight : comparedPictureHeight;
        const double scale = m_flow.width() / pictureWidth;
        const double pictureBox = height * scale;
        // The heading stays with its picture.
        m_flow.skip(10);
        m_flow.keep(pictureBox + 40);
        m_job.result.stepPages.push_back(m_flow.pageNumber());
        m_flow.text(stepHeading(m_job.lesson, index), printFont(headingPoints, true),
                    palette().text, 1);
        m_flow.text(step.compare.empty() ? momentText(step.timeMs)
                                         : tr("%1  ·  above: the lesson's run; below: %2")
                                               .arg(momentText(step.timeMs),
                                                    translated(describeWhatIfEdits(step.compare))),
                    printFont(smallPoints), palette().mutedText, 4);
        const StepPicture picture = stepPicture(m_job, index, pictureWidth, height, error);
        if (!error->isEmpty())
            return false;
        if (!drawStepPicture(m_flow.painter(), picture, m_flow.reserve(pictureBox), error))
            return false;
        m_flow.skip(6);
        if (!step.narration.empty())
            m_flow.markdown(qs(step.narration), printFont(bodyPoints), 4);
        if (step.question)
            question(index, *step.question);
        return true;
    }

    void question(std::size_t index, const Question &question)
    {
        const QFont prompt = printFont(bodyPoints, true);
        const bool predict = question.kind == Question::Kind::Next;
        const QString text = qs(question.prompt);
        auto withStep = [&](std::size_t number) {
            return (predict ? tr("Predict, step %1: %2") : tr("Question, step %1: %2"))
                .arg(QLocale().toString(static_cast<qulonglong>(number)), text);
        };
        // The prompt keeps its first choice (or its answer line) with it; one that starts a page
        // says which step it belongs to.
        m_flow.skip(6);
        m_flow.keep(m_flow.textHeight(withStep(99), prompt) + 2 * ruleGap);
        m_flow.text(m_flow.atTop() ? withStep(index + 1)
                                   : (predict ? tr("Predict: %1") : tr("Question: %1")).arg(text),
                    prompt, palette().text, 4);
        if (question.kind == Question::Kind::Number) {
            writingLine(question.unit.empty()
                            ? tr("Your answer:")
                            : tr("Your answer (%1):").arg(answerUnitText(question.unit)),
                        12);
        } else {
            for (std::size_t i = 0; i < question.choices.size(); ++i)
                choice(i, qs(question.choices[i].text));
        }
        writingLine(tr("Why:"), 12);
        writingLine(QString(), 12);
        m_flow.skip(4);
    }

    /// A box to tick, the letter and the choice's text.
    void choice(std::size_t index, const QString &text)
    {
        const QFont font = printFont(bodyPoints);
        constexpr double indent = 34;
        const QString lettered = tr("%1.  %2").arg(choiceLetter(index), text);
        const double height = m_flow.textHeight(lettered, font, indent);
        m_flow.keep(height);
        const double top = m_flow.y();
        QCPPainter &painter = m_flow.painter();
        painter.save();
        painter.setPen(QPen(palette().text, 0.8));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRectF(m_flow.content().left() + 14, top + 2, 9, 9));
        painter.restore();
        m_flow.text(lettered, font, palette().text, 3, indent);
    }

    void challenge(const Challenge &challenge)
    {
        sectionHeading(tr("Challenge"), 60);
        if (!challenge.narration.empty())
            m_flow.markdown(qs(challenge.narration), printFont(bodyPoints), 4);
        const QFont body = printFont(bodyPoints);
        if (!challenge.parameters.empty())
            m_flow.text(tr("You may change: %1").arg(challengeParameters(challenge)), body,
                        palette().text, 4);
        const QStringList conditions = challengeConditions(challenge);
        if (!conditions.isEmpty()) {
            m_flow.text(tr("It is solved when:"), body, palette().text, 2);
            for (const QString &condition : conditions)
                m_flow.text(QStringLiteral("•  ") + condition, body, palette().text, 2, 12);
        }
        m_flow.skip(4);
        writingLine(tr("Your fix:"), 0);
        writingLine(QString(), 0);
        writingLine(QString(), 0);
        if (!challenge.hints.empty()) {
            m_flow.skip(8);
            m_flow.text(tr("Hints (cover them, and read one only when you are stuck)"),
                        printFont(bodyPoints, true), palette().text, 3);
            for (std::size_t i = 0; i < challenge.hints.size(); ++i)
                m_flow.text(QStringLiteral("%1.  %2").arg(i + 1).arg(qs(challenge.hints[i])), body,
                            palette().text, 3, 12);
        }
    }

    void notes()
    {
        const QStringList lines = noteLines(m_job.options.notes);
        if (lines.isEmpty())
            return;
        sectionHeading(tr("Notes from the session"), 30);
        m_flow.text(tr("Also drawn on the pictures, where they are pinned."),
                    printFont(smallPoints), palette().mutedText, 4);
        for (const QString &line : lines)
            m_flow.text(QStringLiteral("•  ") + line, printFont(bodyPoints), palette().text, 3, 12);
    }

    void sources()
    {
        const Lesson &lesson = m_job.lesson;
        if (lesson.sources.empty())
            return;
        sectionHeading(tr("Sources"), 30);
        m_flow.text(tr("The AWS pages this lesson's facts come from."), printFont(smallPoints),
                    palette().mutedText, 4);
        for (const LessonSource &source : lesson.sources) {
            QStringList numbers;
            for (const std::string &id : source.steps) {
                for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
                    if (lesson.steps[i].id == id)
                        numbers << QLocale().toString(static_cast<qulonglong>(i + 1));
                }
            }
            const QString title = qs(source.title);
            const QString line =
                numbers.isEmpty() ? title
                : numbers.size() == 1
                    ? tr("%1 (step %2)").arg(title, numbers.front())
                    : tr("%1 (steps %2)").arg(title, numbers.join(QStringLiteral(", ")));
            m_flow.text(QStringLiteral("•  ") + line, printFont(bodyPoints - 0.5), palette().text,
                        0, 12);
            url(qs(source.url), 24);
        }
    }

    /// An address on one line if it fits at a smaller size, else broken anywhere (never at a
    /// hyphen, which a reader would take for part of it).
    void url(const QString &address, double indent)
    {
        QFont font = printFont(smallPoints);
        while (font.pointSizeF() > 6.5 && m_flow.textWidth(address, font) > m_flow.width() - indent)
            font.setPointSizeF(font.pointSizeF() - 0.5);
        m_flow.text(address, font, palette().visible, 4, indent, Qt::TextWrapAnywhere);
    }

    void answers()
    {
        m_flow.newPage();
        m_job.result.answersPage = m_flow.pageNumber();
        m_flow.text(tr("Answers, for the teacher"), printFont(titlePoints - 4, true),
                    palette().text, 4);
        m_flow.text(tr("The answers the player accepts, with their explanations; the numbers and "
                       "the challenge's solution are checked on the lesson's run. To print the "
                       "handout without these pages: --no-answers, or untick the answers in "
                       "Lessons > Export handout."),
                    printFont(smallPoints), palette().mutedText, 8);
        const Lesson &lesson = m_job.lesson;
        for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
            if (lesson.steps[i].question)
                answer(i, *lesson.steps[i].question);
        }
        if (lesson.challenge)
            solution(*lesson.challenge);
    }

    void answer(std::size_t index, const Question &question)
    {
        const QFont body = printFont(bodyPoints - 0.5);
        m_flow.skip(8);
        m_flow.keep(60);
        m_flow.text(stepHeading(m_job.lesson, index), printFont(bodyPoints, true), palette().text,
                    1);
        m_flow.text(qs(question.prompt), printFont(bodyPoints - 0.5, false, true), palette().text,
                    3);
        if (question.kind == Question::Kind::Number) {
            const AnswerCheck check = checkNumber(question, question.answer);
            m_flow.text(tr("Answer: %1").arg(qs(check.rightAnswer)),
                        printFont(bodyPoints - 0.5, true), palette().text, 2, 12);
            if (!question.explanation.empty())
                m_flow.text(qs(question.explanation), body, palette().text, 2, 12);
            return;
        }
        for (std::size_t c = 0; c < question.choices.size(); ++c) {
            const Choice &choice = question.choices[c];
            m_flow.text((choice.right ? tr("%1 (right): %2") : tr("%1 (wrong): %2"))
                            .arg(choiceLetter(c), qs(choice.text)),
                        printFont(bodyPoints - 0.5, choice.right), palette().text, 1, 12);
            if (!choice.explanation.empty())
                m_flow.text(qs(choice.explanation), body, palette().mutedText, 3, 24);
        }
    }

    void solution(const Challenge &challenge)
    {
        if (challenge.solution.empty())
            return;
        m_flow.skip(8);
        m_flow.keep(60);
        m_flow.text(tr("Challenge: a solution"), printFont(bodyPoints, true), palette().text, 2);
        m_flow.text(translated(describeWhatIfEdits(challenge.solution)),
                    printFont(bodyPoints - 0.5, true), palette().text, 3, 12);
        // Checked on the run, not copied from the lesson file: what the player's Check says.
        const ChallengeReport report = tryChallenge(m_job.lesson, challenge.solution);
        m_flow.text(report.passed ? tr("With it, the run passes every condition:")
                                  : tr("With it, the run does not pass:"),
                    printFont(bodyPoints - 0.5), palette().text, 2, 12);
        const QString text = qs(report.text()).trimmed();
        m_flow.text(text, printFont(smallPoints), palette().text, 3, 24);
    }

    LessonPrintJob &m_job;
    PageFlow &m_flow;
};

} // namespace

bool writeHandout(LessonPrintJob &job, PageFlow &flow, QString *error)
{
    Handout document(job, flow);
    const bool written = document.write(error);
    // The last page's footer is drawn as the flow finishes: while the document still lives.
    flow.finish();
    return written;
}

} // namespace inflight
