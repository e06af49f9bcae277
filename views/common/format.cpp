// SPDX-License-Identifier: GPL-3.0-or-later
#include "format.h"

#include "api.h"
#include "lesson.h"

#include <QLocale>

namespace inflight {

namespace {

/// The reader's number format, without grouping: "7200.005", not "7,200.005".
QLocale timeLocale()
{
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    return locale;
}

/// Whole seconds and milliseconds written separately, so that no time, however large, loses a
/// digit to a double.
QString secondsWithDecimals(TimeMs time, int decimals)
{
    const QLocale locale = timeLocale();
    const std::uint64_t magnitude =
        time < 0 ? 0 - static_cast<std::uint64_t>(time) : static_cast<std::uint64_t>(time);
    QString text = locale.toString(static_cast<qulonglong>(magnitude / 1000));
    if (decimals > 0) {
        const QString ms = locale.toString(static_cast<qulonglong>(magnitude % 1000))
                               .rightJustified(3, locale.zeroDigit().at(0));
        text += locale.decimalPoint() + ms.left(decimals);
    }
    return time < 0 ? locale.negativeSign() + text : text;
}

} // namespace

QString handleText(MessageNumber message, std::uint32_t receipt)
{
    return QString::fromStdString(ReceiptHandle{message, receipt}.toString());
}

QString secondsText(TimeMs time)
{
    const std::int64_t ms = time % 1000;
    const int decimals = ms == 0 ? 0 : ms % 100 == 0 ? 1 : ms % 10 == 0 ? 2 : 3;
    return secondsWithDecimals(time, decimals);
}

QString fixedSecondsText(TimeMs time)
{
    return secondsWithDecimals(time, 3);
}

QString phaseText(MessagePhase phase)
{
    switch (phase) {
    case MessagePhase::Delayed:
        return FormatText::tr("delayed");
    case MessagePhase::Visible:
        return FormatText::tr("visible");
    case MessagePhase::InFlight:
        return FormatText::tr("in flight");
    case MessagePhase::Deleted:
        return FormatText::tr("deleted");
    case MessagePhase::Expired:
        return FormatText::tr("expired");
    case MessagePhase::Purged:
        return FormatText::tr("purged");
    case MessagePhase::Redriven:
        return FormatText::tr("redriven");
    case MessagePhase::Dropped:
        return FormatText::tr("dropped");
    }
    return QString();
}

QString lessonLevelText(LessonLevel level)
{
    switch (level) {
    case LessonLevel::Beginner:
        return FormatText::tr("beginner");
    case LessonLevel::Intermediate:
        return FormatText::tr("intermediate");
    case LessonLevel::Advanced:
        return FormatText::tr("advanced");
    }
    return QString();
}

QString lessonLevelText(const std::string &level)
{
    for (const LessonLevel known :
         {LessonLevel::Beginner, LessonLevel::Intermediate, LessonLevel::Advanced}) {
        if (level == levelName(known))
            return lessonLevelText(known);
    }
    return QString::fromStdString(level);
}

namespace {

struct AnswerUnit {
    const char *unit;
    const char *text;
};

// The lessons' units with their words (plural: the answer is a count, rarely one).
constexpr AnswerUnit answerUnits[] = {
    {"s", QT_TRANSLATE_NOOP("inflight::Format", "s")},
    {"times", QT_TRANSLATE_NOOP("inflight::Format", "times")},
    {"orders", QT_TRANSLATE_NOOP("inflight::Format", "orders")},
    {"messages", QT_TRANSLATE_NOOP("inflight::Format", "messages")},
    {"deletes", QT_TRANSLATE_NOOP("inflight::Format", "deletes")},
    {"emails", QT_TRANSLATE_NOOP("inflight::Format", "emails")},
    {"images", QT_TRANSLATE_NOOP("inflight::Format", "images")},
};

} // namespace

QString answerUnitText(const std::string &unit)
{
    for (const AnswerUnit &known : answerUnits) {
        if (unit == known.unit)
            return FormatText::tr(known.text);
    }
    return QString::fromStdString(unit);
}

const std::vector<std::string> &knownAnswerUnits()
{
    static const std::vector<std::string> units = [] {
        std::vector<std::string> out;
        for (const AnswerUnit &known : answerUnits)
            out.emplace_back(known.unit);
        return out;
    }();
    return units;
}

} // namespace inflight
