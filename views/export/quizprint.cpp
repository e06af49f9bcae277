// SPDX-License-Identifier: GPL-3.0-or-later
// The classroom quiz: a variant per student, and the answer key with a timeline per answer.

#include "quizprint.h"

#include "common/format.h"
#include "common/sentencetext.h"
#include "lessonprintparts.h"
#include "prng.h"
#include "qcustomplot.h"
#include "scenarioloader.h"

#include <QBuffer>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <set>

namespace inflight {

/// The quiz's words: tr() in the translation context "QuizPrint".
class QuizPrintText {
    Q_DECLARE_TR_FUNCTIONS(QuizPrint)
};

std::uint64_t quizVariantSeed(std::uint64_t seed, int variant)
{
    // Two rounds of mixing: seeds N and N+1 do not share variants.
    return mix64(mix64(seed) ^ (0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(variant)));
}

std::vector<QuizVariant> draftQuizVariants(const practice::PracticeOptions &options, int variants)
{
    // The plan: the topics and levels of the quiz drawn from the quiz's seed.
    const std::vector<practice::PracticeQuestion> plan = practice::draftQuestions(options);
    std::vector<std::set<std::string>> asked(plan.size());
    std::vector<QuizVariant> quiz;
    for (int v = 1; v <= variants; ++v) {
        QuizVariant variant;
        variant.number = v;
        variant.seed = quizVariantSeed(options.seed, v);
        for (std::size_t i = 0; i < plan.size(); ++i) {
            std::optional<practice::PracticeQuestion> chosen;
            // A few draws for numbers no earlier variant has; a topic with few cases (the stale
            // handle's two to four workers) repeats once they are used up.
            for (std::uint64_t attempt = 0; attempt < 8; ++attempt) {
                auto question = practice::draftQuestion(
                    plan[i].topic, plan[i].level, mix64(variant.seed * 1000003 + i * 64 + attempt));
                if (!question)
                    continue;
                const bool fresh = asked[i].insert(fillSentence(question->prompt)).second;
                if (!chosen || fresh)
                    chosen = std::move(question);
                if (fresh)
                    break;
            }
            if (chosen)
                variant.questions.push_back(std::move(*chosen));
        }
        quiz.push_back(std::move(variant));
    }
    return quiz;
}

namespace {

// The lesson handout's type sizes (lessonhandout.cpp), so that the two read alike.
constexpr double bodyPoints = 10;
constexpr double smallPoints = 8.5;
constexpr double headingPoints = 13;
constexpr double titlePoints = 20;
constexpr double ruleGap = 22;
/// The key's pictures: laid out at this size (logical pixels) and drawn at about half of it, so
/// that the timeline's 13-pixel labels print at 6.5 points.
constexpr int pictureWidth = 460;
constexpr int pictureHeight = 216;
constexpr double pictureScale = 0.5;

/// Numbers as the reader writes them ("2,5" in German): the practice library writes a number as a
/// scenario file does, which paper should not.
Sentence localNumbers(const Sentence &sentence)
{
    static const QRegularExpression numeral(QStringLiteral("^-?\\d+(\\.(\\d+))?$"));
    Sentence local = sentence;
    if (!local.source) {
        const QRegularExpressionMatch match = numeral.match(qs(local.literal));
        if (match.hasMatch()) {
            QLocale locale;
            locale.setNumberOptions(QLocale::OmitGroupSeparator);
            local.literal = locale
                                .toString(qs(local.literal).toDouble(), 'f',
                                          static_cast<int>(match.capturedLength(2)))
                                .toStdString();
        }
        return local;
    }
    for (Sentence &argument : local.args)
        argument = localNumbers(argument);
    return local;
}

QString say(const Sentence &sentence)
{
    return translated(localNumbers(sentence));
}

/// What decides a question on its run: the moment, and what to mark there.
struct DecidingPart {
    TimeMs atMs = 0;
    /// Where the picture's window ends (after the moment, for the deadline or what follows).
    TimeMs untilMs = 0;
    std::vector<Highlight> highlights;
};

DecidingPart decidingPart(const practice::PracticeQuestion &question, const Run &run)
{
    DecidingPart part;
    part.atMs = run.endMs;
    EventPin pin = question.query.event;
    bool pinned = false;
    if (question.kind == practice::PracticeQuestion::Kind::Promise) {
        // The stale-handle question: the first delete worker-1 makes with its old handle.
        pin = EventPin{};
        pin.kind = EventKind::ApiCall;
        pin.action = Action::DeleteMessage;
        pin.actor = "worker-1";
        pinned = true;
    } else {
        switch (question.query.kind) {
        case RunQuery::Kind::TimeOf:
        case RunQuery::Kind::DeadlineOf:
        case RunQuery::Kind::Count:
            pinned = true;
            break;
        case RunQuery::Kind::ReceivesOf:
            pin = EventPin{};
            pin.kind = EventKind::MessageReceived;
            pin.message = question.query.name;
            pinned = true;
            break;
        case RunQuery::Kind::EffectsOf:
        case RunQuery::Kind::Metric:
            break;
        }
    }
    if (pinned) {
        const bool last = question.query.kind == RunQuery::Kind::Count ||
                          question.query.kind == RunQuery::Kind::ReceivesOf;
        std::optional<std::uint64_t> found;
        if (last) {
            // A count is decided by the last event it counts.
            for (std::uint64_t s = 0; s < run.log().size(); ++s) {
                if (eventMatches(run, s, pin))
                    found = s;
            }
        } else {
            found = findEvent(run, pin);
        }
        if (found)
            part.atMs = run.log()[*found].time;
        if (!pin.message.empty())
            part.highlights.push_back({Highlight::Kind::Message, pin.message, 0, 0});
        if (!pin.actor.empty() && pin.actor != "engine")
            part.highlights.push_back({Highlight::Kind::Worker, pin.actor, 0, 0});
    }
    part.untilMs = part.atMs;
    if (question.kind == practice::PracticeQuestion::Kind::Number &&
        question.query.kind == RunQuery::Kind::DeadlineOf) {
        // The deadline set is the answer: the picture reaches it.
        part.untilMs = std::max(part.untilMs, static_cast<TimeMs>(question.answer * 1000));
    }
    return part;
}

class QuizDocument {
public:
    enum class Kind : std::uint8_t { Handout, AnswerKey };

    QuizDocument(Kind kind, const std::vector<QuizVariant> &variants,
                 const QuizPrintOptions &options, PageFlow &flow)
        : m_kind(kind), m_variants(variants), m_options(options), m_flow(flow)
    {
    }

    /// Writes variant `index`; the pages it starts on go to `pages`.
    bool variant(std::size_t index, std::vector<int> &pages, QString *error)
    {
        if (index > 0)
            m_flow.newPage();
        m_current = index;
        m_firstPage = m_flow.pageNumber();
        pages.push_back(m_firstPage);
        heading();
        const QuizVariant &variant = m_variants[index];
        for (std::size_t i = 0; i < variant.questions.size(); ++i) {
            if (m_kind == Kind::Handout)
                question(i, variant.questions[i]);
            else if (!answer(i, variant.questions[i], error))
                return false;
        }
        return true;
    }

    void footer(QCPPainter &painter, const QRectF &page, int number) const
    {
        const QRectF line(page.left() + 54, page.bottom() - 38, page.width() - 108, 14);
        painter.setFont(printFont(smallPoints - 0.5));
        painter.setPen(m_palette.mutedText);
        painter.drawText(line, Qt::AlignLeft | Qt::AlignVCenter,
                         QuizPrintText::tr("%1  ·  seed %2  ·  Inflight")
                             .arg(title(), QString::number(m_options.seed)));
        painter.drawText(line, Qt::AlignRight | Qt::AlignVCenter,
                         QuizPrintText::tr("variant %L1 of %L2  ·  page %L3")
                             .arg(m_variants[m_current].number)
                             .arg(static_cast<int>(m_variants.size()))
                             .arg(number - m_firstPage + 1));
    }

private:
    QString title() const
    {
        return m_kind == Kind::Handout ? QuizPrintText::tr("Practice quiz")
                                       : QuizPrintText::tr("Practice quiz: answer key");
    }

    void heading()
    {
        const QuizVariant &variant = m_variants[m_current];
        const int total = static_cast<int>(m_variants.size());
        m_flow.text(QuizPrintText::tr("Inflight  ·  Amazon SQS  ·  %n question(s)", nullptr,
                                      static_cast<int>(variant.questions.size())),
                    printFont(smallPoints), m_palette.mutedText, 4);
        // The title on the left, the variant on the right of the same line: a student hands in
        // the page with the variant on it, and the teacher grades it with that variant's key.
        const QFont titleFont = printFont(titlePoints, true);
        const QFont variantFont = printFont(headingPoints + 1, true);
        const QString variantText =
            QuizPrintText::tr("Variant %L1 of %L2").arg(variant.number).arg(total);
        const QRectF box = m_flow.reserve(m_flow.textHeight(title(), titleFont));
        QCPPainter &painter = m_flow.painter();
        painter.save();
        painter.setPen(m_palette.text);
        painter.setFont(titleFont);
        painter.drawText(box, Qt::AlignLeft | Qt::AlignBottom, title());
        painter.setFont(variantFont);
        painter.drawText(box.adjusted(0, 0, 0, -2), Qt::AlignRight | Qt::AlignBottom, variantText);
        painter.setPen(QPen(m_palette.grid, 0.8));
        painter.drawLine(QPointF(box.left(), box.bottom() + 4),
                         QPointF(box.right(), box.bottom() + 4));
        painter.restore();
        m_flow.skip(10);
        if (m_kind == Kind::Handout) {
            nameAndDate();
            m_flow.skip(6);
            m_flow.text(QuizPrintText::tr("Tick one choice for each question. Where a question "
                                          "asks for a number, also write it in the box: "
                                          "show your working in the margin."),
                        printFont(smallPoints, false, true), m_palette.mutedText, 8);
        } else {
            m_flow.text(QuizPrintText::tr("For the teacher: each answer is read from the run of "
                                          "its question's scenario, drawn up to the moment that "
                                          "decides it. Variant seed %1.")
                            .arg(QString::number(variant.seed)),
                        printFont(smallPoints, false, true), m_palette.mutedText, 8);
        }
    }

    /// "Name ________   Date ________" on one line.
    void nameAndDate()
    {
        const QRectF box = m_flow.reserve(ruleGap);
        QCPPainter &painter = m_flow.painter();
        painter.save();
        painter.setFont(printFont(bodyPoints));
        const QFontMetricsF metrics(painter.font(), painter.device());
        const double split = box.left() + box.width() * 0.66;
        auto field = [&](const QString &label, double left, double right) {
            painter.setPen(m_palette.mutedText);
            painter.drawText(QRectF(left, box.top(), right - left, box.height() - 3),
                             Qt::AlignLeft | Qt::AlignBottom, label);
            const double from = left + metrics.horizontalAdvance(label) + 6;
            painter.setPen(QPen(m_palette.grid, 0.8));
            painter.drawLine(QPointF(from, box.bottom() - 2), QPointF(right, box.bottom() - 2));
        };
        field(QuizPrintText::tr("Name"), box.left(), split - 18);
        field(QuizPrintText::tr("Date"), split, box.right());
        painter.restore();
    }

    /// The question's choices as the reader reads them.
    static QStringList choiceTexts(const practice::PracticeQuestion &question)
    {
        QStringList texts;
        for (const Sentence &choice : question.choices)
            texts << say(choice);
        return texts;
    }

    static QString lettered(std::size_t index, const QString &text)
    {
        return QuizPrintText::tr("%1.  %2").arg(choiceLetter(index), text);
    }

    /// A box to tick at the left of `box`'s first line.
    void tickBox(double left, double top)
    {
        QCPPainter &painter = m_flow.painter();
        painter.save();
        painter.setPen(QPen(m_palette.text, 0.8));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRectF(left, top + 2, 9, 9));
        painter.restore();
    }

    void question(std::size_t index, const practice::PracticeQuestion &question)
    {
        constexpr double indent = 20;
        const QFont body = printFont(bodyPoints);
        const QString prompt = say(question.prompt);
        const QStringList choices = choiceTexts(question);
        const bool number = question.kind == practice::PracticeQuestion::Kind::Number;
        // Number choices are short ("t=45", "3"): side by side on one line, then the box. A
        // promise's choices are sentences: one under the other.
        const double choiceHeight = m_flow.textHeight(lettered(0, choices.value(0)), body, 34);
        double height = m_flow.textHeight(prompt, body, indent) + 6;
        if (number)
            height += choiceHeight + 6 + ruleGap;
        else
            for (const QString &choice : choices)
                height += m_flow.textHeight(lettered(0, choice), body, indent + 20) + 3;
        m_flow.skip(10);
        m_flow.keep(height);
        const double top = m_flow.y();
        QCPPainter &painter = m_flow.painter();
        painter.save();
        painter.setFont(printFont(bodyPoints, true));
        painter.setPen(m_palette.text);
        painter.drawText(QRectF(m_flow.content().left(), top, indent, 20),
                         Qt::AlignLeft | Qt::AlignTop,
                         QuizPrintText::tr("%L1.").arg(static_cast<int>(index) + 1));
        painter.restore();
        m_flow.text(prompt, body, m_palette.text, 6, indent);
        if (!number) {
            for (qsizetype c = 0; c < choices.size(); ++c) {
                tickBox(m_flow.content().left() + indent, m_flow.y());
                m_flow.text(lettered(static_cast<std::size_t>(c), choices[c]), body, m_palette.text,
                            3, indent + 20);
            }
            return;
        }
        const QRectF row = m_flow.reserve(choiceHeight + 6);
        const double column =
            (row.width() - indent) / static_cast<double>(std::max<qsizetype>(choices.size(), 1));
        painter.save();
        painter.setFont(body);
        painter.setPen(m_palette.text);
        for (qsizetype c = 0; c < choices.size(); ++c) {
            const double left = row.left() + indent + column * static_cast<double>(c);
            tickBox(left, row.top());
            painter.drawText(QRectF(left + 14, row.top(), column - 16, choiceHeight),
                             Qt::AlignLeft | Qt::AlignTop,
                             lettered(static_cast<std::size_t>(c), choices[c]));
        }
        painter.restore();
        answerBox(indent, question.unit == "s");
    }

    /// "Answer: t = [        ] s" or "Answer: [        ]".
    void answerBox(double indent, bool moment)
    {
        const QRectF box = m_flow.reserve(ruleGap);
        QCPPainter &painter = m_flow.painter();
        painter.save();
        painter.setFont(printFont(bodyPoints));
        const QFontMetricsF metrics(painter.font(), painter.device());
        const QString before =
            moment ? QuizPrintText::tr("Answer:  t =") : QuizPrintText::tr("Answer:");
        double left = box.left() + indent;
        painter.setPen(m_palette.mutedText);
        painter.drawText(QRectF(left, box.top(), box.width(), box.height() - 4),
                         Qt::AlignLeft | Qt::AlignBottom, before);
        left += metrics.horizontalAdvance(before) + 6;
        painter.setPen(QPen(m_palette.text, 0.8));
        painter.drawRect(QRectF(left, box.top() + 2, 90, box.height() - 4));
        if (moment)
            painter.drawText(QRectF(left + 96, box.top(), 40, box.height() - 4),
                             Qt::AlignLeft | Qt::AlignBottom, QuizPrintText::tr("s"));
        painter.restore();
    }

    bool answer(std::size_t index, const practice::PracticeQuestion &question, QString *error)
    {
        const QStringList choices = choiceTexts(question);
        const auto right = static_cast<std::size_t>(question.rightChoice);
        const practice::TopicInfo &topic = practice::topicInfo(question.topic);
        const QString headline =
            QuizPrintText::tr("%1  %2").arg(QuizPrintText::tr("%L1.").arg(int(index) + 1),
                                            lettered(right, choices.value(int(right))));
        const QString facts = QuizPrintText::tr("%1, level %L2  ·  lesson %3")
                                  .arg(QString::fromLatin1(topic.id))
                                  .arg(question.level)
                                  .arg(QString::fromLatin1(topic.lesson));
        const QString explanation = say(question.explanation);

        const ScenarioLoad load = loadScenarioText(question.scenarioJson, "practice.json");
        if (!load.ok()) {
            *error = QuizPrintText::tr("question %1's scenario does not load").arg(index + 1);
            return false;
        }
        // The run first: its lanes say how tall the picture must be.
        const auto run = std::make_shared<const Run>(simulate(*load.scenario, question.runSeed));
        // A lane per worker and message (the effects' too): with more than four, the lanes need
        // more room than the usual picture gives, or the workers' lose their names.
        int workers = 0;
        for (const WorkerSpec &spec : load.scenario->workers)
            workers += spec.count;
        const int lanes =
            workers + 1 + static_cast<int>(std::min<std::uint64_t>(run->metrics.messagesSent, 3));
        const int laidOut = pictureHeight + 70 * std::clamp(lanes - 4, 0, 3);
        const double pictureW = pictureWidth * pictureScale;
        const double pictureH = laidOut * pictureScale;
        const double textIndent = pictureW + 14;
        const QFont headFont = printFont(bodyPoints, true);
        const QFont smallFont = printFont(smallPoints);
        const double textHeight = m_flow.textHeight(headline, headFont, textIndent) + 2 +
                                  m_flow.textHeight(facts, smallFont, textIndent) + 3 +
                                  m_flow.textHeight(explanation, smallFont, textIndent);
        const double height = std::max(textHeight, pictureH);
        m_flow.skip(8);
        const QRectF block = m_flow.reserve(height);
        // The text on the right of the picture.
        QCPPainter &painter = m_flow.painter();
        painter.save();
        auto line = [&](const QString &text, const QFont &font, const QColor &colour, double top) {
            const double h = m_flow.textHeight(text, font, textIndent);
            painter.setFont(font);
            painter.setPen(colour);
            painter.drawText(QRectF(block.left() + textIndent, top, block.width() - textIndent, h),
                             Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, text);
            return top + h;
        };
        double y = line(headline, headFont, m_palette.text, block.top()) + 2;
        y = line(facts, smallFont, m_palette.mutedText, y) + 3;
        line(explanation, smallFont, m_palette.text, y);
        painter.restore();

        // The picture: the question's run, to just after its deciding moment.
        const DecidingPart part = decidingPart(question, *run);
        StepPicture picture;
        picture.run = run;
        TimelineExportOptions &o = picture.options;
        o.width = pictureWidth;
        o.height = laidOut;
        o.headed = false;
        o.playheadMs = part.atMs;
        o.highlights = part.highlights;
        o.fromSeconds = 0;
        // A little after the moment, so that what it starts can be seen, and never an empty
        // window.
        const double until = static_cast<double>(std::max<TimeMs>(part.untilMs, 1000)) / 1000;
        o.toSeconds = until + std::max(2.0, until * 0.12);
        const QRectF pictureBox(block.left(), block.top(), pictureW, pictureH);
        painter.save();
        painter.setPen(QPen(m_palette.grid, 0.6));
        painter.drawRect(pictureBox);
        painter.restore();
        return drawStepPicture(m_flow.painter(), picture, pictureBox, error);
    }

    Kind m_kind;
    const std::vector<QuizVariant> &m_variants;
    const QuizPrintOptions &m_options;
    PageFlow &m_flow;
    Palette m_palette = Palette::light();
    std::size_t m_current = 0;
    int m_firstPage = 1;
};

/// One of the two files.
bool writeQuizFile(QuizDocument::Kind kind, const std::vector<QuizVariant> &variants,
                   const QuizPrintOptions &options, const QString &path, int &pages,
                   std::vector<int> &variantPages, QString *error,
                   const std::function<bool(int)> &progress)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = QuizPrintText::tr("cannot write %1: %2").arg(path, why);
        return false;
    };
    if (QFileInfo(path).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) != 0)
        return fail(QuizPrintText::tr("a quiz or its answer key is a PDF (name it .pdf)"));
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    const QString title = kind == QuizDocument::Kind::Handout
                              ? QuizPrintText::tr("Practice quiz")
                              : QuizPrintText::tr("Practice quiz: answer key");
    QString why;
    {
        PageFlow flow(&buffer, options.paper, QMarginsF(54, 50, 54, 56), title);
        if (!flow.begin())
            return fail(QuizPrintText::tr("the PDF writer could not start"));
        QuizDocument document(kind, variants, options, flow);
        flow.setFooter([&document](QCPPainter &painter, const QRectF &page, int number) {
            document.footer(painter, page, number);
        });
        bool ok = true;
        for (std::size_t v = 0; v < variants.size() && ok; ++v) {
            ok = document.variant(v, variantPages, &why);
            if (ok && progress && !progress(static_cast<int>(v) + 1)) {
                why = QuizPrintText::tr("cancelled");
                ok = false;
            }
        }
        // The last page's footer is drawn as the flow finishes: while the document still lives.
        flow.finish();
        pages = flow.pageNumber();
        if (!ok)
            return fail(why);
    }
    buffer.close();
    if (const QString failed = savePdfWithoutWritingMoment(bytes, path); !failed.isEmpty())
        return fail(failed);
    return true;
}

} // namespace

bool printQuiz(const std::vector<QuizVariant> &variants, const QuizPrintOptions &options,
               QuizPrintResult *result, QString *error, const QuizPrintProgress &progress)
{
    if (variants.empty() || variants.front().questions.empty()) {
        if (error)
            *error = QuizPrintText::tr("the quiz has no questions");
        return false;
    }
    if (options.handoutPath.isEmpty() && options.answerKeyPath.isEmpty()) {
        if (error)
            *error = QuizPrintText::tr("no file name given");
        return false;
    }
    QuizPrintResult written;
    const int files =
        (options.handoutPath.isEmpty() ? 0 : 1) + (options.answerKeyPath.isEmpty() ? 0 : 1);
    const int total = static_cast<int>(variants.size()) * files;
    int done = 0;
    auto step = [&](int) {
        return !progress || progress(++done, total);
    };
    if (!options.handoutPath.isEmpty() &&
        !writeQuizFile(QuizDocument::Kind::Handout, variants, options, options.handoutPath,
                       written.handoutPages, written.handoutVariantPages, error, step))
        return false;
    if (!options.answerKeyPath.isEmpty() &&
        !writeQuizFile(QuizDocument::Kind::AnswerKey, variants, options, options.answerKeyPath,
                       written.answerKeyPages, written.answerKeyVariantPages, error, step))
        return false;
    if (result)
        *result = written;
    return true;
}

} // namespace inflight
