// SPDX-License-Identifier: GPL-3.0-or-later
#include "timelineexport.h"

#include "common/format.h"
#include "common/sentencetext.h"
#include "runcomparison.h"
#include "runtexts.h"
#include "timelinescene.h"
#include "timelinetext.h"

#include <QBuffer>
#include <QFileInfo>
#include <QPageSize>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSvgGenerator>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <memory>

namespace inflight {

namespace {

constexpr int minimumSide = 200;
constexpr int maximumSide = 12000;
constexpr double maximumScale = 4;

/// A time checkTimelineExportOptions() found within range, in milliseconds.
TimeMs toMs(double seconds)
{
    const std::optional<TimeMs> ms = checkedSecondsToMs(seconds);
    Q_ASSERT(ms);
    return ms.value_or(0);
}

/// A lesson step's picture without --from/--to is framed as the window frames the step: around
/// the spans it highlights.
std::optional<QCPRange> stepRange(const TimelineExportOptions &o)
{
    if (o.fromSeconds >= 0 || o.toSeconds >= 0 || !o.playheadMs)
        return std::nullopt;
    return TimelineScene::stepRange(o.highlights, o.playheadMs);
}

/// Whether the picture shows the whole run's story (no time given, no step span to frame).
bool wholeRun(const TimelineExportOptions &o)
{
    return o.fromSeconds < 0 && o.toSeconds < 0 && !stepRange(o);
}

/// The window asked for, in milliseconds: the whole run unless a time is given.
std::pair<TimeMs, TimeMs> window(const RunTimeline &timeline, const TimelineExportOptions &o)
{
    if (const std::optional<QCPRange> step = stepRange(o)) {
        const TimeMs end = timeline.endTime();
        const TimeMs from = std::clamp<TimeMs>(std::llround(step->lower * 1000), 0, end);
        return {from, std::clamp<TimeMs>(std::llround(step->upper * 1000), from + 1,
                                         std::max(end, from + 1))};
    }
    const TimeMs from = o.fromSeconds >= 0 ? toMs(o.fromSeconds) : 0;
    const TimeMs to = o.toSeconds >= 0 ? toMs(o.toSeconds) : timeline.endTime();
    return {from, to};
}

QString defaultTitle(const Run &run)
{
    const Scenario &sc = run.scenario;
    if (!sc.title.empty())
        return QString::fromStdString(sc.title);
    if (!sc.name.empty())
        return QString::fromStdString(sc.name);
    return TimelineText::tr("Inflight timeline");
}

} // namespace

QString duplicatesCaption(const Run &run)
{
    // What the picture is usually about: keys effected more than once.
    // One key in full (it fits a line), the others counted: the caption is one line.
    QString first;
    std::uint32_t more = 0;
    for (std::uint32_t key = 0; key < run.ledger.keyCount(); ++key) {
        if (run.ledger.effectCount(key) < 2)
            continue;
        if (first.isEmpty()) {
            first = translated(keySentence(run, key));
            // A key effected hundreds of times: its count and first and last times, not a list
            // that runs off the picture.
            if (first.size() > 110) {
                const std::vector<std::uint32_t> effects = run.ledger.effectsFor(key);
                first = TimelineText::tr("%1 (the first at t=%2, the last at t=%3)")
                            .arg(first.left(first.indexOf(QStringLiteral(" ("))),
                                 secondsText(run.ledger.effects()[effects.front()].time),
                                 secondsText(run.ledger.effects()[effects.back()].time));
            }
        } else
            ++more;
    }
    if (!first.isEmpty()) {
        if (more > 0)
            return TimelineText::tr("%1; and %Ln more key(s) effected more than once.", nullptr,
                                    static_cast<int>(more))
                .arg(first);
        return first + QLatin1Char('.');
    }
    if (run.metrics.effects > 0)
        return TimelineText::tr("Every key was effected at most once.");
    return {};
}

QString defaultTimelineCaption(const Run &run, TimeMs from, TimeMs to)
{
    const QString caption = TimelineText::tr("Scenario %1, seed %2, t = %3 to %4 s.")
                                .arg(QString::fromStdString(run.scenario.name))
                                .arg(run.seed)
                                .arg(secondsText(from), secondsText(to));
    const QString duplicates = duplicatesCaption(run);
    if (duplicates.isEmpty())
        return caption;
    return caption +
           (run.metrics.keysEffectedMoreThanOnce > 0 ? QStringLiteral("\n") : QStringLiteral(" ")) +
           duplicates;
}

namespace {

/// A timeline drawn on a QCustomPlot that is never shown.
struct Picture {
    std::unique_ptr<RunTimeline> timeline;
    std::unique_ptr<QCustomPlot> plot;
    std::unique_ptr<TimelineScene> scene;
};

/// The run's timeline at `size`, titled and captioned, its x range set to `o`'s window (the
/// story, for a whole run).
Picture prepare(const Run &run, const TimelineExportOptions &o, QSize size, const QString &title,
                const QString &caption)
{
    Picture picture;
    picture.timeline = std::make_unique<RunTimeline>(run);
    const auto [from, to] = window(*picture.timeline, o);
    const bool whole = wholeRun(o);
    picture.plot = std::make_unique<QCustomPlot>();
    picture.plot->setAttribute(Qt::WA_DontShowOnScreen);
    picture.plot->resize(size);
    picture.scene = std::make_unique<TimelineScene>(picture.plot.get(), TimelineScene::Mode::Print);
    const TimelineStyle style = TimelineStyle::forPrint(QSize(o.width, o.height));
    picture.scene->setStyle(style);
    // A picture cannot scroll: the worker lanes get at most 40% of the lanes' height (about 70%
    // of the picture's), each at least half a lane's height, where its name still reads; beyond
    // that many, the rest share a summary lane (and the effects lane takes one).
    const int workerLanes =
        static_cast<int>(std::floor(0.4 * 0.7 * size.height() / (0.5 * style.laneHeight))) - 1;
    picture.scene->setModel(
        whole ? TimelineModel(picture.timeline.get(), 0, -1, std::max(2, workerLanes))
              : TimelineModel(picture.timeline.get(), from, to, std::max(2, workerLanes)));
    const bool compared = o.comparison.has_value();
    if (o.headed || compared)
        picture.scene->setTitle(title);
    const auto [shownFrom, shownTo] =
        whole ? TimelineScene::storySpan(picture.scene->model()) : std::pair{from, to};
    if (o.headed || compared)
        picture.scene->setCaption(
            caption.isEmpty() ? defaultTimelineCaption(run, shownFrom, shownTo) : caption);
    if (o.playheadMs) {
        picture.scene->enablePrintOverlay();
        picture.scene->setPlayhead(*o.playheadMs);
    }
    const double fromSeconds = static_cast<double>(from) / 1000.0;
    const double toSeconds = static_cast<double>(std::max(to, from + 1)) / 1000.0;
    if (whole) {
        // Where something happens, with a little room either side.
        picture.plot->xAxis->setRange(TimelineScene::storyRange(picture.scene->model()));
    } else {
        picture.plot->xAxis->setRange(fromSeconds, toSeconds);
    }
    return picture;
}

/// What an export draws: one timeline, or two on one time axis with a heading above them and
/// the difference summary below.
struct Composition {
    /// Top to bottom: the compared run, then this one.
    std::vector<Picture> pictures;
    QString title;
    QString footer;
    double headingHeight = 0;
    double footerHeight = 0;
    TimelineStyle style;
};

constexpr double comparisonMargin = 16;

/// The summary under a compared picture: the scenario and window, what changed and where the
/// runs part.
QString comparisonFooter(const Run &run, const Run &other, std::pair<TimeMs, TimeMs> span,
                         const RunComparison &difference)
{
    QStringList lines;
    lines << TimelineText::tr("Scenario %1, seed %2, t = %3 to %4 s.")
                 .arg(QString::fromStdString(run.scenario.name))
                 .arg(run.seed)
                 .arg(secondsText(span.first), secondsText(span.second));
    for (const Sentence &line : comparisonSentences(
             difference, Sentence::text(TimelineText::tr("the run before").toStdString()),
             Sentence::text(TimelineText::tr("the run after").toStdString())))
        lines << translated(line).replace(QStringLiteral(" -> "), QStringLiteral(" → "));
    if (other.seed != run.seed)
        lines << TimelineText::tr("The compared run used seed %1.").arg(other.seed);
    return lines.join(QLatin1Char('\n'));
}

Composition compose(const Run &run, const TimelineExportOptions &o)
{
    Composition c;
    c.title = o.title.isEmpty() ? defaultTitle(run) : o.title;
    if (!o.comparison) {
        c.pictures.push_back(prepare(run, o, QSize(o.width, o.height), c.title, o.caption));
        c.pictures.back().scene->setAnnotations(o.annotations);
        if (o.playheadMs)
            c.pictures.back().scene->setHighlights(o.highlights);
        return c;
    }
    const TimelineComparison &comparison = *o.comparison;
    const Run &other = *comparison.run;
    c.style = TimelineStyle::forPrint(QSize(o.width, o.height));
    const double width = o.width - 2 * comparisonMargin;
    c.headingHeight = o.headed ? QFontMetricsF(c.style.titleFont).height() * 1.8 : 0;
    const RunComparison difference = compareRuns(other, run);
    // Laid out once to know the shared range, then the footer that names it.
    auto caption = [](const Run &r) {
        const QString duplicates = duplicatesCaption(r);
        return duplicates.isEmpty() ? QStringLiteral(" ") : duplicates;
    };
    QRectF footerBox;
    const int estimate = static_cast<int>((o.height - c.headingHeight) / 2.5);
    c.pictures.push_back(prepare(other, o, QSize(o.width, estimate),
                                 TimelineText::tr("Before: %1").arg(comparison.name),
                                 caption(other)));
    c.pictures.push_back(prepare(run, o, QSize(o.width, estimate),
                                 TimelineText::tr("After: %1").arg(comparison.thisName),
                                 caption(run)));
    QCPRange range = c.pictures.front().plot->xAxis->range();
    std::pair<TimeMs, TimeMs> span = window(*c.pictures.back().timeline, o);
    if (wholeRun(o)) {
        range.expand(c.pictures.back().plot->xAxis->range());
        const auto before = TimelineScene::storySpan(c.pictures.front().scene->model());
        const auto after = TimelineScene::storySpan(c.pictures.back().scene->model());
        span = {std::min(before.first, after.first), std::max(before.second, after.second)};
    }
    c.footer = comparisonFooter(run, other, span, difference);
    footerBox = QFontMetricsF(c.style.captionFont)
                    .boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, c.footer);
    c.footerHeight = footerBox.height() + 2 * comparisonMargin;
    const int plotHeight =
        std::max(120, static_cast<int>((o.height - c.headingHeight - c.footerHeight) / 2));
    for (Picture &picture : c.pictures) {
        picture.plot->resize(o.width, plotHeight);
        picture.plot->xAxis->setRange(range);
        if (difference.divergence)
            picture.scene->setDivergence(difference.divergence->time);
    }
    c.pictures.back().scene->setAnnotations(o.annotations);
    // A lesson step's highlights name lanes both runs of its scenario have.
    if (o.playheadMs) {
        for (Picture &picture : c.pictures)
            picture.scene->setHighlights(o.highlights);
    }
    return c;
}

/// Draws the composition on a painter whose device is o.width x o.height.
void paint(QCPPainter *painter, Composition &c, const TimelineExportOptions &o)
{
    if (c.pictures.size() == 1) {
        c.pictures.front().plot->toPainter(painter, o.width, o.height);
        return;
    }
    const Palette &pal = c.style.palette;
    painter->save();
    painter->setFont(c.style.titleFont);
    painter->setPen(pal.text);
    if (o.headed)
        painter->drawText(
            QRectF(comparisonMargin, 0, o.width - 2 * comparisonMargin, c.headingHeight),
            Qt::AlignCenter, c.title);
    double y = c.headingHeight;
    for (Picture &picture : c.pictures) {
        painter->save();
        painter->translate(0, y);
        picture.plot->toPainter(painter, o.width, picture.plot->height());
        painter->restore();
        y += picture.plot->height();
    }
    painter->setPen(QPen(pal.grid, 1));
    painter->drawLine(
        QPointF(comparisonMargin, c.headingHeight + c.pictures.front().plot->height()),
        QPointF(o.width - comparisonMargin, c.headingHeight + c.pictures.front().plot->height()));
    painter->setFont(c.style.captionFont);
    painter->setPen(pal.text);
    painter->drawText(QRectF(comparisonMargin, y + comparisonMargin, o.width - 2 * comparisonMargin,
                             c.footerHeight - comparisonMargin),
                      Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, c.footer);
    painter->restore();
}

enum class Format { Png, Svg, Pdf, Unknown };

Format formatOf(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png"))
        return Format::Png;
    if (suffix == QLatin1String("svg"))
        return Format::Svg;
    if (suffix == QLatin1String("pdf"))
        return Format::Pdf;
    return Format::Unknown;
}

QImage render(Composition &composition, const TimelineExportOptions &o)
{
    const QSize pixels(static_cast<int>(std::lround(o.width * o.scale)),
                       static_cast<int>(std::lround(o.height * o.scale)));
    QImage image(pixels, QImage::Format_RGB32);
    image.setDevicePixelRatio(o.scale);
    image.fill(Qt::white);
    QCPPainter painter(&image);
    paint(&painter, composition, o);
    painter.end();
    return image;
}

QByteArray svgOf(Composition &composition, const TimelineExportOptions &o)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(QSize(o.width, o.height));
    generator.setViewBox(QRect(0, 0, o.width, o.height));
    generator.setResolution(96);
    generator.setTitle(composition.title);
    generator.setDescription(TimelineText::tr("Made with Inflight"));
    QCPPainter painter;
    painter.begin(&generator);
    paint(&painter, composition, o);
    painter.end();
    // QSvgGenerator states the size in millimetres; a picture made in pixels says pixels, so a
    // browser or slide tool places it at the size asked for.
    QByteArray svg = buffer.data();
    static const QRegularExpression size(
        QStringLiteral("width=\"[0-9.]+mm\" height=\"[0-9.]+mm\""));
    QString text = QString::fromUtf8(svg);
    text.replace(size, QStringLiteral("width=\"%1\" height=\"%2\"").arg(o.width).arg(o.height));
    return text.toUtf8();
}

} // namespace

QString checkTimelineExportOptions(const Run &run, const TimelineExportOptions &o)
{
    if (o.width < minimumSide || o.height < minimumSide || o.width > maximumSide ||
        o.height > maximumSide)
        return TimelineText::tr("the picture must be between %1 and %2 pixels on each side, not "
                                "%3x%4")
            .arg(minimumSide)
            .arg(maximumSide)
            .arg(o.width)
            .arg(o.height);
    if (!(o.scale >= 0.5 && o.scale <= maximumScale))
        return TimelineText::tr("the scale must be between %L1 and %L2, not %L3")
            .arg(0.5)
            .arg(maximumScale)
            .arg(o.scale);
    if (o.width * o.scale * o.height * o.scale > 400e6)
        return TimelineText::tr("%1x%2 at scale %L3 is too many pixels")
            .arg(o.width)
            .arg(o.height)
            .arg(o.scale);
    if (!run.engine)
        return TimelineText::tr("there is no run to draw");
    for (const double seconds : {o.fromSeconds, o.toSeconds}) {
        // Negative means "not given"; anything else must be a time a run can have.
        if (seconds >= 0 && !checkedSecondsToMs(seconds))
            return TimelineText::tr("the time window must lie within 0 to %L1 s (15 days), not "
                                    "%L2 s to %L3 s")
                .arg(longestTimeSeconds, 0, 'f', 0)
                .arg(o.fromSeconds)
                .arg(o.toSeconds);
    }
    // As RunTimeline::endTime(), without deriving every span.
    TimeMs end = run.endMs;
    if (!run.log().empty())
        end = std::max(end, run.log()[run.log().size() - 1].time);
    const TimeMs from = o.fromSeconds >= 0 ? toMs(o.fromSeconds) : 0;
    const TimeMs to = o.toSeconds >= 0 ? toMs(o.toSeconds) : end;
    if (from >= to)
        return TimelineText::tr(
                   "the time window is empty: from %1 s to %2 s (the run ends at %3 s)")
            .arg(secondsText(from), secondsText(to), secondsText(end));
    return {};
}

bool paintTimelineExport(QCPPainter &painter, const Run &run, const TimelineExportOptions &options,
                         QString *error)
{
    if (const QString problem = checkTimelineExportOptions(run, options); !problem.isEmpty()) {
        if (error)
            *error = problem;
        return false;
    }
    Composition composition = compose(run, options);
    paint(&painter, composition, options);
    return true;
}

QImage renderTimelineImage(const Run &run, const TimelineExportOptions &options)
{
    if (!checkTimelineExportOptions(run, options).isEmpty())
        return {};
    Composition composition = compose(run, options);
    return render(composition, options);
}

TimelineTextLayout timelineTextLayout(const Run &run, const TimelineExportOptions &options)
{
    TimelineTextLayout layout;
    if (!checkTimelineExportOptions(run, options).isEmpty())
        return layout;
    TimelineExportOptions single = options;
    single.comparison.reset();
    Composition composition = compose(run, single);
    // The lanes place their text as they draw.
    render(composition, single);
    const Picture &picture = composition.pictures.front();
    layout.lanes = QRectF(picture.plot->axisRect()->rect());
    layout.labels = picture.scene->placedLabelRects();
    for (const NotePlacement &note : picture.scene->notePlacements())
        layout.notes.push_back(note.label);
    return layout;
}

bool exportTimeline(const Run &run, const TimelineExportOptions &options, QString *error)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error =
                TimelineText::tr("cannot export the timeline to %1: %2").arg(options.path, why);
        return false;
    };
    if (options.path.isEmpty())
        return fail(TimelineText::tr("no file name given"));
    const Format format = formatOf(options.path);
    if (format == Format::Unknown) {
        const QString suffix = QFileInfo(options.path).suffix();
        return fail(suffix.isEmpty()
                        ? TimelineText::tr("unknown format: no extension (use .png, .svg or .pdf)")
                        : TimelineText::tr("unknown format '%1' (use .png, .svg or .pdf)")
                              .arg(QLatin1Char('.') + suffix));
    }
    if (const QString problem = checkTimelineExportOptions(run, options); !problem.isEmpty())
        return fail(problem);

    // Written to a temporary file and renamed at the end: a failed export never leaves half a
    // picture where an old one was.
    QSaveFile file(options.path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(file.errorString());

    Composition composition = compose(run, options);
    switch (format) {
    case Format::Png: {
        const QImage image = render(composition, options);
        if (!image.save(&file, "PNG"))
            return fail(TimelineText::tr("the PNG encoder failed (%1)").arg(file.errorString()));
        break;
    }
    case Format::Svg: {
        const QByteArray svg = svgOf(composition, options);
        if (file.write(svg) != svg.size())
            return fail(file.errorString());
        break;
    }
    case Format::Pdf: {
        QPdfWriter writer(&file);
        writer.setCreator(QStringLiteral("Inflight"));
        writer.setTitle(composition.title);
        // One point per pixel: the page is the picture's size, with no margins.
        writer.setResolution(72);
        writer.setPageSize(QPageSize(QSizeF(options.width, options.height), QPageSize::Point,
                                     QString(), QPageSize::ExactMatch));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        QCPPainter painter;
        if (!painter.begin(&writer))
            return fail(TimelineText::tr("the PDF writer could not start"));
        paint(&painter, composition, options);
        painter.end();
        break;
    }
    case Format::Unknown:
        break;
    }
    if (!file.commit())
        return fail(file.errorString());
    return true;
}

} // namespace inflight
