// SPDX-License-Identifier: GPL-3.0-or-later
#include "timelinescene.h"

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPainterPath>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <tuple>
#include <utility>

namespace inflight {

namespace {

QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * t),
                            static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * t),
                            static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * t));
}

QColor withAlpha(QColor colour, int alpha)
{
    colour.setAlpha(alpha);
    return colour;
}

/// Time axis ticks in the unit a person reads at that zoom: seconds, "12:30" minutes, or
/// "25:00" hours (a 25-hour heartbeat run labelled 90000 s helps nobody).
class RunTimeTicker : public QCPAxisTicker {
public:
    enum class Unit { Seconds, Minutes, Hours };
    void setUnit(Unit unit) { m_unit = unit; }
    Unit unit() const { return m_unit; }
    static Unit unitFor(double rangeSeconds)
    {
        return rangeSeconds >= 5 * 3600  ? Unit::Hours
               : rangeSeconds >= 15 * 60 ? Unit::Minutes
                                         : Unit::Seconds;
    }

protected:
    double getTickStep(const QCPRange &range) override
    {
        if (m_unit == Unit::Seconds)
            return QCPAxisTicker::getTickStep(range);
        // Round steps of the unit: minutes and their halves, or hours and quarter days.
        static const double minuteSteps[] = {30, 60, 120, 300, 600, 900, 1800, 3600};
        static const double hourSteps[] = {1800,      3600,  7200,      3 * 3600, 6 * 3600,
                                           12 * 3600, 86400, 2 * 86400, 7 * 86400};
        const double wanted = range.size() / std::max(1, tickCount());
        const double *first =
            m_unit == Unit::Minutes ? std::begin(minuteSteps) : std::begin(hourSteps);
        const double *last = m_unit == Unit::Minutes ? std::end(minuteSteps) : std::end(hourSteps);
        const double *best = first;
        for (const double *step = first; step != last; ++step) {
            if (std::fabs(std::log(*step / wanted)) < std::fabs(std::log(*best / wanted)))
                best = step;
        }
        return *best;
    }
    QString getTickLabel(double tick, const QLocale &locale, QChar formatChar,
                         int precision) override
    {
        if (m_unit == Unit::Seconds)
            return QCPAxisTicker::getTickLabel(tick, locale, formatChar, precision);
        const auto total = static_cast<long long>(std::llround(tick));
        const QString sign = total < 0 ? QStringLiteral("−") : QString();
        const long long t = std::llabs(total);
        const long long big = m_unit == Unit::Minutes ? t / 60 : t / 3600;
        const long long small = m_unit == Unit::Minutes ? t % 60 : (t % 3600) / 60;
        return QStringLiteral("%1%2:%3").arg(sign).arg(big).arg(small, 2, 10, QLatin1Char('0'));
    }

private:
    Unit m_unit = Unit::Seconds;
};

QString timeAxisLabel(RunTimeTicker::Unit unit)
{
    switch (unit) {
    case RunTimeTicker::Unit::Seconds:
        return QStringLiteral("time (s)");
    case RunTimeTicker::Unit::Minutes:
        return QStringLiteral("time (min:s)");
    case RunTimeTicker::Unit::Hours:
        return QStringLiteral("time (h:min)");
    }
    return {};
}

/// Dark text on light fills, white on dark ones.
QColor textOn(const QColor &fill)
{
    const double luminance = 0.299 * fill.redF() + 0.587 * fill.greenF() + 0.114 * fill.blueF();
    return luminance > 0.55 ? QColor(0x1b1d21) : QColor(Qt::white);
}

QFont pixelFont(double pixels, bool bold)
{
    QFont font = QGuiApplication::font();
    font.setPixelSize(std::max(6, static_cast<int>(std::lround(pixels))));
    font.setBold(bold);
    return font;
}

void makeFonts(TimelineStyle &s)
{
    const double f = s.factor;
    s.labelFont = pixelFont(13 * f, false);
    s.labelBoldFont = pixelFont(13 * f, true);
    s.markFont = pixelFont(11.5 * f, false);
    s.markBoldFont = pixelFont(12 * f, true);
    s.axisFont = pixelFont(12 * f, false);
    s.legendFont = pixelFont(12 * f, false);
    s.effectBoldFont = pixelFont(13.5 * f, true);
    s.plateFont = pixelFont(14 * f, true);
    s.titleFont = pixelFont(20 * f, true);
    s.captionFont = pixelFont(12.5 * f, false);
}

void deriveColours(TimelineStyle &s)
{
    const Palette &p = s.palette;
    const bool dark = p.background.lightnessF() < 0.5;
    s.jobFill = mix(p.background, p.text, dark ? 0.30 : 0.17);
    s.jobEdge = mix(p.background, p.text, 0.55);
    s.stripe = withAlpha(p.text, dark ? 14 : 9);
    s.selection = withAlpha(p.visible, dark ? 80 : 48);
    s.separator = mix(p.background, p.text, 0.35);
    s.deadline = mix(p.background, p.text, 0.85);
    s.alarmText = mix(QColor(Palette::red), p.text, 0.25);
    // Tol's green is dark; on a dark background the marks that use it need more light.
    s.effectMark = dark ? mix(p.effect, QColor(Qt::white), 0.25) : p.effect;
    s.deletedMark = dark ? mix(p.deleted, QColor(Qt::white), 0.3) : p.deleted;
}

// ---------------------------------------------------------------------------------------------
// Shapes. The lanes and the legend draw with the same functions, so the legend shows exactly
// what the lanes show. Hatching is computed as line segments rather than with a pattern brush
// or a clip: SVG output keeps neither.

void hatch(QPainter *p, const QRectF &r, double spacing, const QPen &pen, bool cross)
{
    if (r.width() <= 0 || r.height() <= 0 || spacing <= 0)
        return;
    QVector<QLineF> lines;
    const double l = r.left(), t = r.top(), rr = r.right(), b = r.bottom();
    // Lines x + y = c, anchored to absolute multiples of the spacing so neighbours line up.
    for (double c = std::ceil((l + t) / spacing) * spacing; c <= rr + b; c += spacing) {
        const double x0 = std::max(l, c - b);
        const double x1 = std::min(rr, c - t);
        if (x0 < x1)
            lines.append(QLineF(x0, c - x0, x1, c - x1));
    }
    if (cross) {
        // Lines x - y = c.
        for (double c = std::ceil((l - b) / spacing) * spacing; c <= rr - t; c += spacing) {
            const double x0 = std::max(l, c + t);
            const double x1 = std::min(rr, c + b);
            if (x0 < x1)
                lines.append(QLineF(x0, x0 - c, x1, x1 - c));
        }
    }
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    p->setPen(pen);
    p->drawLines(lines);
    p->restore();
}

/// A rectangle snapped to whole pixels, so bands stay crisp without antialiasing.
QRectF snapped(double x0, double y0, double x1, double y1)
{
    const double left = std::round(x0);
    const double right = std::max(left + 1, std::round(x1));
    const double top = std::round(y0);
    const double bottom = std::max(top + 1, std::round(y1));
    return QRectF(left, top, right - left, bottom - top);
}

void fillBand(QPainter *p, const QRectF &r, const QColor &fill, const QColor &edge)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing, false);
    p->fillRect(r, fill);
    if (edge.isValid() && r.width() >= 3) {
        p->setPen(QPen(edge, 1));
        p->setBrush(Qt::NoBrush);
        p->drawRect(r.adjusted(0.5, 0.5, -0.5, -0.5));
    }
    p->restore();
}

void drawTick(QPainter *p, QPointF c, double s, const QColor &colour, bool hollow,
              const QColor &background)
{
    QPainterPath path;
    path.moveTo(c.x() - 0.42 * s, c.y() + 0.02 * s);
    path.lineTo(c.x() - 0.12 * s, c.y() + 0.32 * s);
    path.lineTo(c.x() + 0.45 * s, c.y() - 0.36 * s);
    const double width = std::max(2.0, 0.2 * s);
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    p->setBrush(Qt::NoBrush);
    if (hollow) {
        p->setPen(QPen(colour, width * 1.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p->drawPath(path);
        p->setPen(QPen(background, width * 0.55, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p->drawPath(path);
    } else {
        // A thin halo keeps the tick readable on any band.
        p->setPen(QPen(background, width + 2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p->drawPath(path);
        p->setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p->drawPath(path);
    }
    p->restore();
}

void drawCross(QPainter *p, QPointF c, double s, const QColor &colour, double width,
               const QColor &background)
{
    const double h = 0.38 * s;
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    p->setPen(QPen(background, width + 2, Qt::SolidLine, Qt::RoundCap));
    p->drawLine(QPointF(c.x() - h, c.y() - h), QPointF(c.x() + h, c.y() + h));
    p->drawLine(QPointF(c.x() - h, c.y() + h), QPointF(c.x() + h, c.y() - h));
    p->setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap));
    p->drawLine(QPointF(c.x() - h, c.y() - h), QPointF(c.x() + h, c.y() + h));
    p->drawLine(QPointF(c.x() - h, c.y() + h), QPointF(c.x() + h, c.y() - h));
    p->restore();
}

void drawDiamond(QPainter *p, QPointF c, double s, const QColor &fill, const QColor &edge,
                 double edgeWidth)
{
    const double h = s / 2;
    const QPointF points[4] = {
        {c.x(), c.y() - h}, {c.x() + h, c.y()}, {c.x(), c.y() + h}, {c.x() - h, c.y()}};
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    p->setPen(QPen(edge, edgeWidth));
    p->setBrush(fill);
    p->drawPolygon(points, 4);
    p->restore();
}

void drawCircle(QPainter *p, QPointF c, double r, const QColor &fill, const QColor &edge,
                double edgeWidth)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    p->setPen(edge.isValid() ? QPen(edge, edgeWidth) : QPen(Qt::NoPen));
    p->setBrush(fill.isValid() ? QBrush(fill) : QBrush(Qt::NoBrush));
    p->drawEllipse(c, r, r);
    p->restore();
}

/// An idempotent skip: a hollow circle struck through.
void drawSkip(QPainter *p, QPointF c, double r, const QColor &colour, double width,
              const QColor &background)
{
    drawCircle(p, c, r, background, colour, width);
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    p->setPen(QPen(colour, width));
    const double d = r * 0.7;
    p->drawLine(QPointF(c.x() - d, c.y() + d), QPointF(c.x() + d, c.y() - d));
    p->restore();
}

void drawTriangle(QPainter *p, QPointF c, double s, const QColor &fill, const QColor &edge)
{
    const double h = s / 2;
    const QPointF points[3] = {
        {c.x(), c.y() - h}, {c.x() + h, c.y() + h * 0.8}, {c.x() - h, c.y() + h * 0.8}};
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    p->setPen(QPen(edge, 1.5));
    p->setBrush(fill);
    p->drawPolygon(points, 3);
    p->restore();
}

/// One mark, described so that it can be drawn directly (print) or stamped from a cached
/// sprite (the widget, where a zoomed-out lane draws hundreds).
struct Mark {
    enum class Shape : std::uint8_t { Tick, HollowTick, Cross, Diamond, Circle, Skip, Triangle };
    Shape shape = Shape::Circle;
    /// Tick, cross, diamond, triangle: the size; circle and skip: the radius.
    double size = 10;
    QColor colour;
    /// The halo or edge colour (the background, mostly).
    QColor second;
    double width = 1.5;

    double extent() const
    {
        const bool round = shape == Shape::Circle || shape == Shape::Skip;
        return std::ceil((round ? 2 * size : size) * 1.25 + 2 * width + 6);
    }
    auto key(double dpr) const
    {
        return std::make_tuple(static_cast<int>(shape), std::lround(size * 8), colour.rgba(),
                               second.rgba(), std::lround(width * 8), std::lround(dpr * 4));
    }
};

void paintMark(QPainter *p, const Mark &m, QPointF c)
{
    switch (m.shape) {
    case Mark::Shape::Tick:
        drawTick(p, c, m.size, m.colour, false, m.second);
        break;
    case Mark::Shape::HollowTick:
        drawTick(p, c, m.size, m.colour, true, m.second);
        break;
    case Mark::Shape::Cross:
        drawCross(p, c, m.size, m.colour, m.width, m.second);
        break;
    case Mark::Shape::Diamond:
        drawDiamond(p, c, m.size, m.colour, m.second, m.width);
        break;
    case Mark::Shape::Circle:
        drawCircle(p, c, m.size, m.colour, m.second, m.width);
        break;
    case Mark::Shape::Skip:
        drawSkip(p, c, m.size, m.colour, m.width, m.second);
        break;
    case Mark::Shape::Triangle:
        drawTriangle(p, c, m.size, m.colour, m.second);
        break;
    }
}

/// A visibility deadline: a rule across the band with a cap pointing down at it.
void drawDeadline(QPainter *p, double x, double top, double bottom, const QColor &colour,
                  double width, bool solid, double cap)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    p->setPen(QPen(colour, width, solid ? Qt::SolidLine : Qt::DotLine, Qt::FlatCap));
    p->drawLine(QPointF(x, top), QPointF(x, bottom));
    if (solid) {
        const QPointF points[3] = {
            {x - cap, top - cap * 1.2}, {x + cap, top - cap * 1.2}, {x, top}};
        p->setPen(Qt::NoPen);
        p->setBrush(colour);
        p->drawPolygon(points, 3);
    }
    p->restore();
}

/// Text vertically centred on y, starting at x. Returns its right edge.
double drawText(QPainter *p, const QFont &font, const QColor &colour, double x, double y,
                const QString &text)
{
    const QFontMetricsF fm(font);
    const double width = fm.horizontalAdvance(text);
    p->save();
    p->setFont(font);
    p->setPen(colour);
    p->drawText(QRectF(x, y - fm.height() / 2, width + 2, fm.height()),
                Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, text);
    p->restore();
    return x + width;
}

/// Text on a rounded plate, for labels that must read on top of anything.
QRectF drawPlate(QPainter *p, const QFont &font, const QColor &text, const QColor &plate,
                 const QColor &edge, QPointF centre, const QString &label, double pad)
{
    const QFontMetricsF fm(font);
    const double w = fm.horizontalAdvance(label) + 2 * pad;
    const double h = fm.height() + pad * 0.8;
    const QRectF r(centre.x() - w / 2, centre.y() - h / 2, w, h);
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    p->setPen(edge.isValid() ? QPen(edge, 1.5) : QPen(Qt::NoPen));
    p->setBrush(plate);
    p->drawRoundedRect(r, h * 0.3, h * 0.3);
    p->setFont(font);
    p->setPen(text);
    p->drawText(r, Qt::AlignCenter | Qt::TextDontClip, label);
    p->restore();
    return r;
}

QString handleText(MessageNumber message, std::uint32_t receipt)
{
    return QStringLiteral("%1.r%2").arg(QString::fromStdString(messageLabel(message))).arg(receipt);
}

/// A label on a plate of the background colour, so it reads on top of a bar or a hatch.
double drawTag(QPainter *p, const QFont &font, const QColor &colour, const QColor &plate, double x,
               double y, const QString &text)
{
    const QFontMetricsF fm(font);
    const double width = fm.horizontalAdvance(text);
    const QRectF r(x - 2, y - fm.height() / 2, width + 4, fm.height());
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    p->setPen(Qt::NoPen);
    p->setBrush(withAlpha(plate, 215));
    p->drawRoundedRect(r, 3, 3);
    p->restore();
    return drawText(p, font, colour, x, y, text);
}

/// "2nd", "3rd", "11th", "22nd": which effect of its key a duplicate is.
QString ordinal(std::uint32_t n)
{
    const std::uint32_t tens = n % 100;
    const std::uint32_t units = n % 10;
    const char *suffix = tens >= 11 && tens <= 13 ? "th"
                         : units == 1             ? "st"
                         : units == 2             ? "nd"
                         : units == 3             ? "rd"
                                                  : "th";
    return QString::number(n) + QLatin1String(suffix);
}

/// What of a mark shows (its stroke or fill, not the halo in the background colour): the part
/// labels keep clear of, as one rectangle around it all, and as one or two rectangles that
/// leave out the empty corners of a diamond, a circle or a tick (a label may tuck into them).
struct MarkShape {
    QRectF bounds;
    std::array<QRectF, 2> pieces;
};

MarkShape markShape(const Mark &m, QPointF c)
{
    auto around = [&](double left, double up, double right, double down) {
        return QRectF(c.x() - left, c.y() - up, left + right, up + down);
    };
    switch (m.shape) {
    case Mark::Shape::Tick:
    case Mark::Shape::HollowTick: {
        // The path drawTick() strokes, and half its pen: a short stroke down to the corner, a
        // long one up to the right. Nothing is above the short stroke.
        const double pen =
            std::max(2.0, 0.2 * m.size) * (m.shape == Mark::Shape::HollowTick ? 1.5 : 1.0) / 2;
        const double s = m.size;
        return {around(0.42 * s + pen, 0.36 * s + pen, 0.45 * s + pen, 0.32 * s + pen),
                {around(0.42 * s + pen, -0.02 * s + pen, 0.12 * s + pen, 0.32 * s + pen),
                 around(0.12 * s + pen, 0.36 * s + pen, 0.45 * s + pen, 0.32 * s + pen)}};
    }
    case Mark::Shape::Cross: {
        const double h = 0.38 * m.size + m.width / 2;
        const QRectF r = around(h, h, h, h);
        return {r, {r, QRectF()}};
    }
    case Mark::Shape::Diamond: {
        // A plus covers a diamond: where |y| > h/2, |x| < h/2.
        const double h = m.size / 2 + m.width / 2;
        return {around(h, h, h, h), {around(h, h / 2, h, h / 2), around(h / 2, h, h / 2, h)}};
    }
    case Mark::Shape::Circle:
    case Mark::Shape::Skip: {
        // And a circle: where |y| > 0.6 r, |x| < 0.8 r.
        const double r = m.size + m.width / 2;
        return {around(r, r, r, r),
                {around(r, 0.6 * r, r, 0.6 * r), around(0.8 * r, r, 0.8 * r, r)}};
    }
    case Mark::Shape::Triangle: {
        const QRectF r =
            around(m.size / 2 + 0.75, m.size / 2 + 0.75, m.size / 2 + 0.75, 0.4 * m.size + 0.75);
        return {r, {r, QRectF()}};
    }
    }
    return {};
}

/// Rectangles bucketed in a coarse grid over the lanes, so that asking "is anything here?" tests
/// the few rectangles near the question, however many marks a frame stamps. The buckets keep
/// their memory from frame to frame.
class RectGrid {
public:
    enum class Kind : std::uint8_t { Mark, Text };

    void reset(const QRectF &bounds, double cell)
    {
        m_bounds = bounds;
        m_cell = cell;
        m_columns = std::max(1, static_cast<int>(std::ceil(bounds.width() / cell)));
        m_rows = std::max(1, static_cast<int>(std::ceil(bounds.height() / cell)));
        const auto count = static_cast<std::size_t>(m_columns) * static_cast<std::size_t>(m_rows);
        if (m_cells.size() < count)
            m_cells.resize(count);
        for (std::size_t i = 0; i < count; ++i)
            m_cells[i].clear();
        m_entries.clear();
    }

    void add(const QRectF &r, Kind kind)
    {
        const Span span = spanOf(r);
        if (span.empty())
            return;
        const auto index = static_cast<std::uint32_t>(m_entries.size());
        m_entries.push_back({r, kind});
        for (int row = span.top; row <= span.bottom; ++row) {
            for (int column = span.left; column <= span.right; ++column)
                m_cells[cellIndex(column, row)].push_back(index);
        }
    }

    /// Calls f(rect, kind) for each rectangle near `r` (some may not intersect it, and one that
    /// spans several buckets may come more than once).
    template<typename F> void forEachNear(const QRectF &r, F &&f) const
    {
        const Span span = spanOf(r);
        if (span.empty())
            return;
        for (int row = span.top; row <= span.bottom; ++row) {
            for (int column = span.left; column <= span.right; ++column) {
                for (const std::uint32_t index : m_cells[cellIndex(column, row)]) {
                    const Entry &entry = m_entries[index];
                    f(entry.rect, entry.kind);
                }
            }
        }
    }

    /// Whether `r` intersects a rectangle added before: any, or text only.
    bool hits(const QRectF &r, bool marksToo) const
    {
        const Span span = spanOf(r);
        if (span.empty())
            return false;
        for (int row = span.top; row <= span.bottom; ++row) {
            for (int column = span.left; column <= span.right; ++column) {
                for (const std::uint32_t index : m_cells[cellIndex(column, row)]) {
                    const Entry &entry = m_entries[index];
                    if ((marksToo || entry.kind == Kind::Text) && entry.rect.intersects(r))
                        return true;
                }
            }
        }
        return false;
    }

private:
    struct Entry {
        QRectF rect;
        Kind kind;
    };
    struct Span {
        int left, top, right, bottom;
        bool empty() const { return left > right || top > bottom; }
    };
    Span spanOf(const QRectF &r) const
    {
        if (!r.intersects(m_bounds))
            return {0, 0, -1, -1};
        auto clampedCell = [&](double offset, int count) {
            return std::clamp(static_cast<int>(std::floor(offset / m_cell)), 0, count - 1);
        };
        return {clampedCell(r.left() - m_bounds.left(), m_columns),
                clampedCell(r.top() - m_bounds.top(), m_rows),
                clampedCell(r.right() - m_bounds.left(), m_columns),
                clampedCell(r.bottom() - m_bounds.top(), m_rows)};
    }
    std::size_t cellIndex(int column, int row) const
    {
        return static_cast<std::size_t>(row) * static_cast<std::size_t>(m_columns) +
               static_cast<std::size_t>(column);
    }

    QRectF m_bounds;
    double m_cell = 32;
    int m_columns = 0;
    int m_rows = 0;
    std::vector<std::vector<std::uint32_t>> m_cells;
    std::vector<Entry> m_entries;
};

/// A piece of text the lanes want drawn. The lanes ask as they draw their marks; the text is
/// placed once every mark is down (TimelineLanes::drawLabels), most important first, where it
/// covers no other text and no mark.
struct LabelRequest {
    /// Where two labels would collide, the earlier rank keeps its place: a duplicate's ordinal
    /// tells the story, a stale or gone delete explains it, the rest is commentary.
    enum class Rank : std::uint8_t { Duplicate, Warning, Other };
    enum class Font : std::uint8_t { Mark, MarkBold, EffectBold };
    Rank rank = Rank::Other;
    Font font = Font::Mark;
    QColor colour;
    /// Beside a mark: the mark's bounds. Inside a band or a bar: the stretch the text may use.
    QRectF mark;
    /// The row the text is centred on.
    double y = 0;
    /// The lane the mark is on, and the region the lane is in: a label beside its mark stays
    /// in its lane (or nearly), and never leaves the region, which scrolls and is clipped.
    QRectF lane;
    QRectF region;
    /// The text, and a shorter one for a tight spot (or empty).
    QString text;
    QString shortText;
    /// Inside a band: set against the stretch's right end rather than its left.
    bool alignRight = false;
};

/// A label where it was placed.
struct PlacedLabel {
    /// What it covers: the text, with its plate when it has one.
    QRectF rect;
    QFont font;
    QColor colour;
    QString text;
    /// On a plate of the background colour (beside a mark), or plain (inside a band).
    bool plate = false;
};

/// Whether a mark stands far enough from its neighbours in its row for a label to be worth
/// placing. In a dense stretch (a zoomed-out run) there is never room, and making and measuring
/// the text of thousands of marks would cost more than the rest of the frame.
bool roomBeside(double previousRight, double markLeft, double markRight, double nextLeft,
                double gap)
{
    return nextLeft - markRight - 2 * gap >= 12 || markLeft - previousRight - 2 * gap >= 12;
}

/// Sizes of the marks for a lane height.
struct MarkSizes {
    double tick, cross, diamond, heartbeat, radius, line, labelGap;
};

MarkSizes markSizes(const TimelineStyle &s, double laneHeight)
{
    const double h = laneHeight;
    return {std::clamp(0.55 * h, 8.0, s.px(26)),
            std::clamp(0.5 * h, 7.0, s.px(22)),
            std::clamp(0.6 * h, 8.0, s.px(28)),
            std::clamp(0.38 * h, 6.0, s.px(15)),
            std::clamp(0.2 * h, 3.5, s.px(10)),
            s.px(2.4),
            s.px(5)};
}

} // namespace

// ---------------------------------------------------------------------------------------------

TimelineStyle TimelineStyle::fromTheme(const Theme &theme)
{
    TimelineStyle s;
    s.palette = theme.palette();
    s.factor = theme.factor();
    makeFonts(s);
    s.laneHeight = std::round(30 * s.factor);
    s.maxLaneHeight = std::round(100 * s.factor);
    deriveColours(s);
    return s;
}

TimelineStyle TimelineStyle::forPrint(QSize size)
{
    TimelineStyle s;
    s.palette = Palette::light();
    // Type and lines grow with the picture, so a 1920x1080 slide reads like the app in
    // presentation mode rather than like a thumbnail.
    s.factor = std::clamp(std::min(size.width() / 1280.0, size.height() / 720.0), 1.0, 3.0);
    s.print = true;
    makeFonts(s);
    s.laneHeight = std::round(30 * s.factor);
    s.maxLaneHeight = std::round(110 * s.factor);
    deriveColours(s);
    return s;
}

// ---------------------------------------------------------------------------------------------

QRectF LaneLayout::laneRect(int lane) const
{
    if (lane < messageLanes)
        return QRectF(area.left(), messageRegion.top() + lane * messageLaneHeight - messageScroll,
                      area.width(), messageLaneHeight);
    return QRectF(area.left(),
                  pinnedRegion.top() + (lane - messageLanes) * pinnedLaneHeight - pinnedScroll,
                  area.width(), pinnedLaneHeight);
}

int LaneLayout::laneAt(double y) const
{
    if (messageLanes > 0 && y >= messageRegion.top() && y < messageRegion.bottom()) {
        const int lane = static_cast<int>(
            std::floor((y - messageRegion.top() + messageScroll) / messageLaneHeight));
        return lane >= 0 && lane < messageLanes ? lane : -1;
    }
    if (pinnedLanes > 0 && y >= pinnedRegion.top() && y < pinnedRegion.bottom()) {
        const int lane = static_cast<int>(
            std::floor((y - pinnedRegion.top() + pinnedScroll) / pinnedLaneHeight));
        return lane >= 0 && lane < pinnedLanes ? messageLanes + lane : -1;
    }
    return -1;
}

std::pair<int, int> LaneLayout::visibleMessageLanes() const
{
    if (messageLanes == 0 || messageLaneHeight <= 0)
        return {0, 0};
    const int first = std::max(0, static_cast<int>(std::floor(messageScroll / messageLaneHeight)));
    const int last = std::min(
        messageLanes,
        static_cast<int>(std::ceil((messageScroll + messageRegion.height()) / messageLaneHeight)));
    return {first, std::max(first, last)};
}

std::pair<int, int> LaneLayout::visiblePinnedLanes() const
{
    if (pinnedLanes == 0 || pinnedLaneHeight <= 0)
        return {messageLanes, messageLanes};
    const int first = std::max(0, static_cast<int>(std::floor(pinnedScroll / pinnedLaneHeight)));
    const int last = std::min(
        pinnedLanes,
        static_cast<int>(std::ceil((pinnedScroll + pinnedRegion.height()) / pinnedLaneHeight)));
    return {messageLanes + first, messageLanes + std::max(first, last)};
}

namespace {

/// A double-processing caption: "double processing m1" on a red plate.
struct OverlapPlate {
    QRectF rect;
    QString text;
    QFont font;
    double pad = 0;
    /// What it covers, its edge included.
    QRectF drawn() const { return rect.adjusted(-0.75, -0.75, 0.75, 0.75); }
};

/// Where the double-processing captions go, for the lanes as laid out and the times on screen
/// (t0 to t1). Each sits on the boundary between its two worker lanes, centred on the visible
/// part of the overlap; where a mark in `marks` (when given) or an earlier caption is in the
/// way, it slides along the overlap (its centre stays over the box, so that it reads as the
/// box's), then tries the box's top and bottom edges, then a smaller size. Where none of that
/// finds room it is left out (its box still shows the overlap, and the hover explains it),
/// unless that leaves a message without any caption on screen and its double processing is one
/// long stretch (a zoomed-out heartbeat run: one box after another, full of marks, and no free
/// spot anywhere): then one caption may cover the marks inside that stretch, which are what it
/// describes, but never text or a mark outside it. The notes and the marks' labels keep clear
/// of these.
std::vector<OverlapPlate> placeCaptions(const TimelineScene &scene, const LaneLayout &layout,
                                        TimeMs t0, TimeMs t1, const RectGrid *marks)
{
    const TimelineStyle &s = scene.style();
    const QRectF &area = layout.area;
    auto xClamped = [&](TimeMs t) {
        return std::clamp(scene.xOf(t), area.left() - 2, area.right() + 2);
    };
    auto visible = [&](int lane, const QRectF &r) {
        if (lane < 0)
            return false;
        const QRectF &region =
            lane < layout.messageLanes ? layout.messageRegion : layout.pinnedRegion;
        return r.bottom() > region.top() && r.top() < region.bottom();
    };
    std::vector<OverlapPlate> plates;
    const double pad = s.px(6);
    const double gap = s.px(4);
    std::vector<double> centres;
    // Measured once per size: a run may have thousands of overlaps on screen.
    std::map<int, std::pair<QFont, QFontMetricsF>> sizes;
    auto sized = [&](int pixels) -> const std::pair<QFont, QFontMetricsF> & {
        auto it = sizes.find(pixels);
        if (it == sizes.end()) {
            QFont font = s.plateFont;
            font.setPixelSize(pixels);
            it = sizes.emplace(pixels, std::make_pair(font, QFontMetricsF(font))).first;
        }
        return it->second;
    };

    // `stretches`: when given, the caption may cover marks, but must lie within one of these
    // spans of x.
    using Stretches = std::vector<std::pair<double, double>>;
    constexpr std::size_t maxCentres = 12;
    auto place = [&](const OverlapHighlight &overlap, const Stretches *stretches) -> bool {
        const bool coverMarks = stretches != nullptr;
        const QRectF a = layout.laneRect(overlap.firstWorkerLane);
        const QRectF b = layout.laneRect(overlap.secondWorkerLane);
        const QRectF &region = overlap.firstWorkerLane < layout.messageLanes ? layout.messageRegion
                                                                             : layout.pinnedRegion;
        const double x0 = xClamped(overlap.from);
        const double x1 = std::max(x0 + 2, xClamped(overlap.to));
        const bool adjacent = std::abs(overlap.firstWorkerLane - overlap.secondWorkerLane) == 1;
        const double inset = std::max(1.0, a.height() * 0.06);
        const double left = std::max(x0, area.left());
        const double right = std::min(x1, area.right());
        const QString text = QStringLiteral("double processing %1")
                                 .arg(QString::fromStdString(messageLabel(overlap.message)));
        // As large as the style asks, but never taller than most of a lane.
        const int largest =
            std::max(9, std::min(s.plateFont.pixelSize(), static_cast<int>(0.36 * a.height())));
        const int smaller = std::max(9, static_cast<int>(std::lround(largest * 0.8)));
        for (int attempt = 0; attempt < 2; ++attempt) {
            const int pixels = attempt == 0 ? largest : smaller;
            if (attempt == 1 && smaller == largest)
                break;
            const auto &[font, fm] = sized(pixels);
            const QSizeF size(fm.horizontalAdvance(text) + 2 * pad, fm.height() + pad * 0.8);
            const double half = size.width() / 2;
            const double lo = area.left() + half + s.px(2);
            const double hi = area.right() - half - s.px(2);
            if (lo > hi)
                continue;
            const double ideal = std::clamp((left + right) / 2, lo, hi);
            std::vector<double> rows;
            if (adjacent) {
                const double top = std::min(a.top(), b.top()) + inset + s.px(1);
                const double bottom = std::max(a.bottom(), b.bottom()) - inset - s.px(1);
                rows = {(std::max(a.top(), b.top()) + std::min(a.bottom(), b.bottom())) / 2,
                        top + size.height() / 2, bottom - size.height() / 2};
            } else {
                rows = {a.center().y(), b.center().y()};
            }
            // Its centre over the box first, so that it reads as the box's; then, for a box
            // narrower than the caption, with the box anywhere under its middle half.
            const double reaches[] = {0.0, std::max(0.0, (size.width() - (right - left)) / 4)};
            for (std::size_t i = 0; i < std::size(reaches) * rows.size(); ++i) {
                const double reach = reaches[i / rows.size()];
                const double cy = rows[i % rows.size()];
                if (i >= rows.size() && reach == 0)
                    break;
                const double from = std::clamp(left - reach, lo, hi);
                const double to = std::clamp(right + reach, lo, hi);
                const double top = cy - size.height() / 2;
                if (top < region.top() || top + size.height() > region.bottom())
                    continue;
                auto clear = [&](const QRectF &r) {
                    if (marks && !coverMarks && marks->hits(r.adjusted(-1, -1, 1, 1), true))
                        return false;
                    return std::none_of(plates.begin(), plates.end(), [&](const OverlapPlate &o) {
                        return o.rect.adjusted(-gap, -2, gap, 2).intersects(r);
                    });
                };
                // The ideal place first, then either side of each thing in the way, nearest
                // first.
                centres.assign(1, ideal);
                auto around = [&](const QRectF &o) {
                    centres.push_back(o.left() - gap - half - 1);
                    centres.push_back(o.right() + gap + half + 1);
                };
                // Where the caption may go, with the clearance clear() asks for.
                const QRectF strip =
                    QRectF(from - half, top, to - from + size.width(), size.height())
                        .adjusted(-1, -1, 1, 1);
                if (marks && !coverMarks) {
                    marks->forEachNear(strip, [&](const QRectF &o, RectGrid::Kind kind) {
                        if (kind == RectGrid::Kind::Mark && o.intersects(strip))
                            around(o);
                    });
                }
                for (const OverlapPlate &other : plates) {
                    if (other.rect.adjusted(-gap, -2, gap, 2).intersects(strip))
                        around(other.rect);
                }
                if (stretches) {
                    // Anywhere along a stretch long enough, as near the overlap as it can.
                    for (const auto &[start, end] : *stretches) {
                        if (end - start >= size.width())
                            centres.push_back(
                                std::clamp(std::clamp(ideal, start + half, end - half), lo, hi));
                    }
                }
                if (!stretches) {
                    centres.erase(std::remove_if(centres.begin(), centres.end(),
                                                 [&](double cx) {
                                                     return cx < from - 0.01 || cx > to + 0.01;
                                                 }),
                                  centres.end());
                }
                std::stable_sort(centres.begin(), centres.end(), [&](double p, double q) {
                    return std::abs(p - ideal) < std::abs(q - ideal);
                });
                // A row crowded with marks (a zoomed-out heartbeat run) would offer hundreds of
                // places, each tested in vain: the nearest few are enough.
                if (centres.size() > maxCentres)
                    centres.resize(maxCentres);
                for (const double cx : centres) {
                    const QRectF r(QPointF(cx - half, top), size);
                    if (stretches && std::none_of(stretches->begin(), stretches->end(),
                                                  [&](const std::pair<double, double> &x) {
                                                      return r.left() >= x.first &&
                                                             r.right() <= x.second;
                                                  }))
                        continue;
                    if (clear(r)) {
                        plates.push_back({r, text, font, pad});
                        return true;
                    }
                }
            }
        }
        return false;
    };

    std::vector<const OverlapHighlight *> onScreen;
    for (const OverlapHighlight &overlap : scene.model().overlaps()) {
        if (overlap.to < t0 || overlap.from > t1)
            continue;
        if (visible(overlap.firstWorkerLane, layout.laneRect(overlap.firstWorkerLane)) ||
            visible(overlap.secondWorkerLane, layout.laneRect(overlap.secondWorkerLane)))
            onScreen.push_back(&overlap);
    }
    std::vector<MessageNumber> captioned;
    // A message double-processed over and over has said so after a few captions, and its
    // later overlaps need not each search for room: a few tries a message.
    constexpr int maxTries = 8;
    std::map<MessageNumber, int> tries;
    for (const OverlapHighlight *overlap : onScreen) {
        if (++tries[overlap->message] > maxTries)
            continue;
        if (place(*overlap, nullptr))
            captioned.push_back(overlap->message);
    }
    if (!marks)
        return plates;
    // The rest, grouped by message and pair of lanes, in time order.
    std::vector<const OverlapHighlight *> rest;
    std::sort(captioned.begin(), captioned.end());
    for (const OverlapHighlight *overlap : onScreen) {
        if (!std::binary_search(captioned.begin(), captioned.end(), overlap->message))
            rest.push_back(overlap);
    }
    auto group = [](const OverlapHighlight *o) {
        return std::make_tuple(o->message, std::min(o->firstWorkerLane, o->secondWorkerLane),
                               std::max(o->firstWorkerLane, o->secondWorkerLane));
    };
    std::sort(rest.begin(), rest.end(), [&](const OverlapHighlight *p, const OverlapHighlight *q) {
        return std::make_pair(group(p), p->from) < std::make_pair(group(q), q->from);
    });
    Stretches merged;
    MessageNumber lastTried = noMessage;
    for (auto first = rest.begin(); first != rest.end();) {
        auto last = first;
        merged.clear();
        for (; last != rest.end() && group(*last) == group(*first); ++last) {
            const double from = xClamped((*last)->from);
            const double to = xClamped((*last)->to);
            if (!merged.empty() && from <= merged.back().second + 1)
                merged.back().second = std::max(merged.back().second, to);
            else
                merged.emplace_back(from, to);
        }
        // One try a message: its first pair of lanes that double-processes.
        if ((*first)->message != lastTried) {
            lastTried = (*first)->message;
            place(**first, &merged);
        }
        first = last;
    }
    return plates;
}

} // namespace

// ---------------------------------------------------------------------------------------------
// The lanes: one plottable paints every lane, and only what is on screen.

class TimelineLanes : public QCPAbstractPlottable {
public:
    explicit TimelineLanes(TimelineScene *scene)
        : QCPAbstractPlottable(scene->timeAxis(), scene->plot()->yAxis), m_scene(scene)
    {
        setSelectable(QCP::stNone);
        // Bands are snapped to whole pixels and drawn without antialiasing; shapes turn it on.
        setAntialiased(false);
    }

    // Clicks are the view's business: the lanes never take a mouse event from the axis rect.
    double selectTest(const QPointF &, bool, QVariant *) const override { return -1; }
    QCPRange getKeyRange(bool &found, QCP::SignDomain) const override
    {
        found = !m_scene->model().empty();
        return QCPRange(0, static_cast<double>(m_scene->model().endMs()) / 1000.0);
    }
    QCPRange getValueRange(bool &found, QCP::SignDomain, const QCPRange &) const override
    {
        found = true;
        return QCPRange(0, 1);
    }

protected:
    void draw(QCPPainter *painter) override;
    void drawLegendIcon(QCPPainter *, const QRectF &) const override {}

private:
    struct Frame {
        const TimelineModel *model;
        const TimelineStyle *style;
        LaneLayout layout;
        TimeMs t0;
        TimeMs t1;
        QRectF area;
    };
    double x(TimeMs t) const { return m_scene->xOf(t); }
    double xClamped(const Frame &f, TimeMs t) const
    {
        return std::clamp(x(t), f.area.left() - 2, f.area.right() + 2);
    }
    void drawMessageLane(QCPPainter *p, const Frame &f, int lane, const QRectF &r) const;
    void drawDenseMessages(QCPPainter *p, const Frame &f, std::pair<int, int> lanes) const;
    void drawWorkerLane(QCPPainter *p, const Frame &f, int lane, const QRectF &r) const;
    void drawEffectsLane(QCPPainter *p, const Frame &f, const QRectF &r) const;
    void drawOverlaps(QCPPainter *p, const Frame &f) const;
    /// Places the text the lanes asked for, and the double-processing captions, and draws them
    /// over everything else the lanes drew.
    void drawLabels(QCPPainter *p, const Frame &f) const;
    /// Draws a mark: from a cached sprite in the widget (stamping a pixmap costs a fraction of
    /// rasterising an antialiased path), as vector shapes in an export. Returns its bounds,
    /// which the labels keep clear of.
    QRectF stamp(QCPPainter *p, const Mark &mark, QPointF centre) const;
    /// Asks for a label beside a mark, or for text inside a band or a bar.
    void labelBeside(LabelRequest request) const { m_beside.push_back(std::move(request)); }
    void labelInside(LabelRequest request) const { m_inside.push_back(std::move(request)); }
    const QRectF &regionOf(const Frame &f, int lane) const
    {
        return lane < f.layout.messageLanes ? f.layout.messageRegion : f.layout.pinnedRegion;
    }

    TimelineScene *m_scene;
    mutable std::map<decltype(Mark().key(1)), QPixmap> m_sprites;
    // One frame's marks and the labels asked for, kept between frames for their memory.
    mutable std::vector<QRectF> m_marks;
    mutable std::vector<LabelRequest> m_beside;
    mutable std::vector<LabelRequest> m_inside;
    mutable RectGrid m_taken;
};

QRectF TimelineLanes::stamp(QCPPainter *p, const Mark &mark, QPointF centre) const
{
    const MarkShape shape = markShape(mark, centre);
    const QRectF &bounds = shape.bounds;
    for (const QRectF &piece : shape.pieces) {
        if (!piece.isEmpty())
            m_marks.push_back(piece);
    }
    if (m_scene->mode() == TimelineScene::Mode::Print) {
        paintMark(p, mark, centre);
        return bounds;
    }
    const double dpr = p->device() ? p->device()->devicePixelRatioF() : 1.0;
    const auto key = mark.key(dpr);
    auto it = m_sprites.find(key);
    if (it == m_sprites.end()) {
        // Every theme change makes new sprites: the old ones go once there are many.
        if (m_sprites.size() > 256)
            m_sprites.clear();
        const double side = mark.extent();
        QPixmap sprite(QSize(static_cast<int>(std::ceil(side * dpr)),
                             static_cast<int>(std::ceil(side * dpr))));
        sprite.setDevicePixelRatio(dpr);
        sprite.fill(Qt::transparent);
        QPainter painter(&sprite);
        paintMark(&painter, mark, QPointF(side / 2, side / 2));
        painter.end();
        it = m_sprites.emplace(key, std::move(sprite)).first;
    }
    const double half = mark.extent() / 2;
    p->drawPixmap(QPointF(std::round(centre.x() - half), std::round(centre.y() - half)),
                  it->second);
    return bounds;
}

void TimelineLanes::draw(QCPPainter *painter)
{
    const TimelineModel &model = m_scene->model();
    m_scene->m_placedLabelRects.clear();
    m_marks.clear();
    m_beside.clear();
    m_inside.clear();
    if (model.empty())
        return;
    Frame f{&model, &m_scene->style(), m_scene->layout(), 0, 0, {}};
    f.area = f.layout.area;
    const QCPRange range = keyAxis()->range();
    f.t0 = static_cast<TimeMs>(std::floor(range.lower * 1000));
    f.t1 = static_cast<TimeMs>(std::ceil(range.upper * 1000));
    const TimelineStyle &s = *f.style;
    const bool clip = m_scene->mode() == TimelineScene::Mode::Interactive;

    auto drawRegion = [&](const QRectF &region, std::pair<int, int> lanes) {
        if (region.isEmpty())
            return;
        painter->save();
        if (clip)
            painter->setClipRect(region, Qt::IntersectClip);
        if (lanes.first < f.layout.messageLanes && f.layout.messageLaneHeight < 3) {
            drawDenseMessages(painter, f, lanes);
            painter->restore();
            return;
        }
        for (int lane = lanes.first; lane < lanes.second; ++lane) {
            const QRectF r = f.layout.laneRect(lane);
            // Stripes help the eye along a lane; on lanes a few pixels high they are noise.
            if (lane % 2 == 1 && r.height() >= 6)
                painter->fillRect(r, s.stripe);
            if (lane == m_scene->selectedLane())
                painter->fillRect(r, s.selection);
            switch (model.lane(lane).kind) {
            case LaneKind::Message:
                drawMessageLane(painter, f, lane, r);
                break;
            case LaneKind::Worker:
                drawWorkerLane(painter, f, lane, r);
                break;
            case LaneKind::Effects:
                drawEffectsLane(painter, f, r);
                break;
            }
        }
        painter->restore();
    };
    drawRegion(f.layout.messageRegion, f.layout.visibleMessageLanes());
    drawRegion(f.layout.pinnedRegion, f.layout.visiblePinnedLanes());
    if (f.layout.messageLanes > 0 && f.layout.pinnedLanes > 0) {
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing, false);
        painter->setPen(QPen(s.separator, std::max(1.0, s.px(1.5))));
        const double y = std::round(f.layout.pinnedRegion.top());
        painter->drawLine(QPointF(f.area.left(), y), QPointF(f.area.right(), y));
        painter->restore();
    }
    painter->save();
    if (clip)
        painter->setClipRect(f.area, Qt::IntersectClip);
    drawOverlaps(painter, f);
    drawLabels(painter, f);
    painter->restore();
}

void TimelineLanes::drawMessageLane(QCPPainter *p, const Frame &f, int lane, const QRectF &r) const
{
    const TimelineStyle &s = *f.style;
    const Palette &pal = s.palette;
    const TimelineModel &model = *f.model;
    const MessageTrack &track = model.messageTrack(lane);
    const double cy = r.center().y();
    const double h = r.height();
    const double thin = std::max(3.0, std::round(0.30 * h));
    const double thick = std::max(4.0, std::round(0.62 * h));
    const MarkSizes m = markSizes(s, h);
    const bool tiny = h < 10;
    const QFontMetricsF fm(s.markFont);
    const TimeMs end = model.endMs();
    const QRectF &region = regionOf(f, lane);

    for (std::size_t i = 0; i < track.spans.size(); ++i) {
        const PhaseSpan &span = track.spans[i];
        const TimeMs to = span.to == neverMs ? end : span.to;
        const bool instant = !phaseIsLive(span.phase);
        if (instant ? (span.from < f.t0 - 1 || span.from > f.t1 + 1)
                    : (to < f.t0 || span.from > f.t1))
            continue;
        const double x0 = xClamped(f, span.from);
        const double x1 = xClamped(f, to);
        const bool deadLetter = model.isDeadLetterQueue(span.queue);
        switch (span.phase) {
        case MessagePhase::Delayed: {
            const QRectF band = snapped(x0, cy - thin / 2, x1, cy + thin / 2);
            fillBand(p, band, mix(pal.background, pal.delayed, 0.55), pal.delayed);
            if (!tiny)
                hatch(p, band, s.px(5), QPen(mix(pal.delayed, pal.text, 0.45), s.px(1.2)), false);
            break;
        }
        case MessagePhase::Visible:
        case MessagePhase::InFlight: {
            const bool inFlight = span.phase == MessagePhase::InFlight;
            const double height = inFlight ? thick : thin;
            const QRectF band = snapped(x0, cy - height / 2, x1, cy + height / 2);
            const QColor fill = deadLetter ? pal.deadLetter : inFlight ? pal.inFlight : pal.visible;
            TimeMs deadlineOffScreen = -1;
            fillBand(p, band, fill, tiny ? QColor() : mix(fill, pal.text, 0.35));
            if (deadLetter && !tiny) {
                hatch(p, band, s.px(6), QPen(withAlpha(Qt::white, 150), s.px(1.2)), true);
                // The moment it was moved: a purple rule across the lane, named.
                if ((i == 0 || !model.isDeadLetterQueue(track.spans[i - 1].queue)) &&
                    span.from >= f.t0) {
                    const QRectF rule(std::round(x0) - 1, r.top() + 0.12 * h, s.px(3), 0.76 * h);
                    p->save();
                    p->setRenderHint(QPainter::Antialiasing, false);
                    p->fillRect(rule, pal.deadLetter);
                    p->restore();
                    m_marks.push_back(rule);
                    labelBeside({LabelRequest::Rank::Warning, LabelRequest::Font::MarkBold,
                                 pal.deadLetter, rule, r.top() + 0.22 * h, r, region,
                                 QStringLiteral("to the DLQ"), QString(), false});
                }
            }
            if (inFlight && !tiny) {
                // The deadline: where the lease ends, and where each heartbeat moved it.
                const std::uint64_t next =
                    i + 1 < track.spans.size() ? track.spans[i + 1].sequence : UINT64_MAX;
                TimeMs deadline = span.deadline;
                std::vector<TimeMs> superseded;
                for (const DeadlineChange &change : track.deadlineChanges) {
                    if (change.sequence > span.sequence && change.sequence < next) {
                        superseded.push_back(deadline);
                        deadline = change.deadline;
                        // The heartbeat that moved it, on the band's edge.
                        stamp(p,
                              {Mark::Shape::Diamond, m.heartbeat * 0.8, pal.heartbeat,
                               mix(pal.heartbeat, pal.text, 0.6), s.px(1)},
                              QPointF(x(change.time), band.top()));
                    }
                }
                if (x(deadline) > f.area.right() + 1)
                    deadlineOffScreen = deadline;
                const double top = band.top() - std::max(2.0, 0.1 * h);
                const double bottom = band.bottom() + std::max(2.0, 0.1 * h);
                const QColor faded = withAlpha(s.deadline, 110);
                for (TimeMs d : superseded) {
                    const double xd = x(d);
                    if (xd >= f.area.left() && xd <= f.area.right())
                        drawDeadline(p, xd, top, bottom, faded, s.px(1.3), false, 0);
                }
                const double xd = x(deadline);
                if (deadline > to && band.right() < f.area.right()) {
                    // Deleted or abandoned before the deadline: show where it would have been.
                    p->save();
                    p->setRenderHint(QPainter::Antialiasing, false);
                    p->setPen(QPen(withAlpha(s.deadline, 80), s.px(1.3), Qt::DotLine));
                    const double xe = std::min(xd, f.area.right());
                    p->drawLine(QPointF(band.right(), cy), QPointF(xe, cy));
                    p->restore();
                }
                if (xd >= f.area.left() - 1 && xd <= f.area.right() + 1)
                    drawDeadline(p, xd, top, bottom, deadline > to ? faded : s.deadline, s.px(2),
                                 true, std::clamp(0.09 * h, 3.0, s.px(6)));
            }
            if (!tiny && band.width() > 24 && fm.height() < band.height() + 4) {
                // The receipt handle ("m1.r2"), and who holds it when there is room.
                QString text;
                QString shortText;
                if (inFlight) {
                    text = handleText(track.message, span.receipt);
                    const QString holder =
                        QString::fromStdString(model.run()->log().actorName(span.holder));
                    shortText = std::exchange(text, text + QStringLiteral(" · ") + holder);
                } else if (deadLetter) {
                    text = QStringLiteral("DLQ");
                }
                const double left = std::max(band.left(), f.area.left()) + s.px(4);
                const double right = std::min(band.right(), f.area.right()) - s.px(4);
                if (!text.isEmpty() && right > left) {
                    labelInside({LabelRequest::Rank::Other, LabelRequest::Font::Mark, textOn(fill),
                                 QRectF(left, band.top(), right - left, band.height()), cy, r,
                                 region, text, shortText, false});
                }
                if (deadlineOffScreen >= 0) {
                    // The deadline is past the right edge (a heartbeat pushed it beyond the
                    // run): say where it is, clear of a delete tick at the band's end. Asked
                    // for after the handle, it gives way to it.
                    const QString where =
                        QStringLiteral("deadline %1 s →")
                            .arg(QString::fromStdString(formatSeconds(deadlineOffScreen)));
                    const double end =
                        std::min(band.right() - m.tick * 0.6, f.area.right()) - s.px(6);
                    if (end > left) {
                        labelInside({LabelRequest::Rank::Other, LabelRequest::Font::Mark,
                                     textOn(fill),
                                     QRectF(left, band.top(), end - left, band.height()), cy, r,
                                     region, where, QString(), true});
                    }
                }
            }
            break;
        }
        case MessagePhase::Deleted: {
            stamp(p, {Mark::Shape::Tick, m.tick, s.deletedMark, pal.background, 0},
                  QPointF(x0, cy));
            break;
        }
        case MessagePhase::Expired:
        case MessagePhase::Purged:
        case MessagePhase::Dropped:
        case MessagePhase::Redriven: {
            const QRectF cross = stamp(p,
                                       {Mark::Shape::Cross, m.cross,
                                        mix(pal.expired, pal.text, 0.35), pal.background, m.line},
                                       QPointF(x0, cy));
            if (!tiny && span.phase != MessagePhase::Expired)
                labelBeside({LabelRequest::Rank::Other, LabelRequest::Font::Mark, pal.mutedText,
                             cross, cy, r, region, QString::fromLatin1(phaseName(span.phase)),
                             QString(), false});
            break;
        }
        }
    }
}

void TimelineLanes::drawDenseMessages(QCPPainter *p, const Frame &f,
                                      std::pair<int, int> lanes) const
{
    // Message lanes thinner than a few pixels (an export of a large run): the lanes that share a
    // pixel row are drawn as one, each phase's intervals merged, so 100,000 messages make a few
    // thousand rectangles (and an SVG of a few hundred kilobytes), not half a million.
    const TimelineStyle &s = *f.style;
    const Palette &pal = s.palette;
    const TimelineModel &model = *f.model;
    enum Category { Delayed, Visible, DeadLetter, InFlight, Categories };
    const std::array<QColor, Categories> colours = {mix(pal.background, pal.delayed, 0.55),
                                                    pal.visible, pal.deadLetter, pal.inFlight};
    std::array<std::vector<std::pair<double, double>>, Categories> intervals;
    const TimeMs end = model.endMs();
    double rowTop = std::floor(f.layout.laneRect(lanes.first).top());
    auto flush = [&](double top, double bottom) {
        p->save();
        p->setRenderHint(QPainter::Antialiasing, false);
        for (int c = 0; c < Categories; ++c) {
            auto &list = intervals[static_cast<std::size_t>(c)];
            if (list.empty())
                continue;
            std::sort(list.begin(), list.end());
            double from = list.front().first;
            double to = list.front().second;
            auto fill = [&] {
                p->fillRect(QRectF(from, top, std::max(1.0, to - from), bottom - top),
                            colours[static_cast<std::size_t>(c)]);
            };
            for (const auto &[a, b] : list) {
                if (a > to + 0.5) {
                    fill();
                    from = a;
                    to = b;
                } else {
                    to = std::max(to, b);
                }
            }
            fill();
            list.clear();
        }
        p->restore();
    };
    for (int lane = lanes.first; lane < lanes.second; ++lane) {
        const QRectF r = f.layout.laneRect(lane);
        const double top = std::floor(r.top());
        if (top > rowTop) {
            flush(rowTop, std::max(rowTop + 1, top));
            rowTop = top;
        }
        for (const PhaseSpan &span : model.messageTrack(lane).spans) {
            if (!phaseIsLive(span.phase))
                continue;
            const TimeMs to = span.to == neverMs ? end : span.to;
            if (to < f.t0 || span.from > f.t1)
                continue;
            const bool deadLetter = model.isDeadLetterQueue(span.queue);
            const Category category = deadLetter                             ? DeadLetter
                                      : span.phase == MessagePhase::InFlight ? InFlight
                                      : span.phase == MessagePhase::Delayed  ? Delayed
                                                                             : Visible;
            intervals[category].emplace_back(xClamped(f, span.from), xClamped(f, to));
        }
    }
    flush(rowTop, std::max(rowTop + 1, std::floor(f.layout.messageRegion.bottom())));
}

void TimelineLanes::drawWorkerLane(QCPPainter *p, const Frame &f, int lane, const QRectF &r) const
{
    const TimelineStyle &s = *f.style;
    const Palette &pal = s.palette;
    const TimelineModel &model = *f.model;
    const WorkerTrack &worker = model.workerTrack(lane);
    const double cy = r.center().y();
    const double h = r.height();
    const double barHalf = std::max(2.0, std::round(0.28 * h));
    const MarkSizes m = markSizes(s, h);
    const bool tiny = h < 10;
    const QFontMetricsF fm(s.markFont);
    const TimeMs end = model.endMs();

    for (const auto &[from, until] : worker.down) {
        const TimeMs to = until == neverMs ? end : until;
        if (to < f.t0 || from > f.t1)
            continue;
        const QRectF band = snapped(xClamped(f, from), cy - barHalf, xClamped(f, to), cy + barHalf);
        fillBand(p, band, withAlpha(pal.crash, 28), QColor());
        hatch(p, band, s.px(5), QPen(withAlpha(pal.crash, 120), s.px(1.1)), false);
    }

    // Jobs are sequential per worker: sorted by start, and by end.
    auto job = std::lower_bound(worker.jobs.begin(), worker.jobs.end(), f.t0,
                                [](const JobSpan &j, TimeMs t) { return j.to < t; });
    QRectF merged;
    auto flush = [&] {
        if (!merged.isEmpty())
            fillBand(p, merged, s.jobFill, s.jobEdge);
        merged = QRectF();
    };
    // A job's label starts clear of the mark its predecessor left at the same moment. Labels
    // are drawn after the marks', and give way to them.
    const double indent = m.radius + s.px(5);
    std::vector<std::pair<const JobSpan *, QRectF>> named;
    for (; job != worker.jobs.end() && job->from <= f.t1; ++job) {
        const double x0 = xClamped(f, job->from);
        const double x1 = xClamped(f, job->to);
        QRectF bar = snapped(x0, cy - barHalf, x1, cy + barHalf);
        // Jobs narrower than a few pixels merge with their neighbours: 25,000 jobs on one
        // screen are drawn as a few hundred rectangles.
        if (bar.width() < 4) {
            if (!merged.isEmpty() && bar.left() <= merged.right() + 1) {
                merged.setRight(std::max(merged.right(), bar.right()));
                continue;
            }
            flush();
            merged = bar;
            continue;
        }
        flush();
        fillBand(p, bar, s.jobFill, s.jobEdge);
        if (!tiny && bar.width() >= 2 * indent && fm.height() <= bar.height() + 4)
            named.push_back({&*job, bar});
    }
    flush();

    if (tiny)
        return;
    // Marks, deduplicated per pixel column and kind: a zoomed-out lane of 100,000 heartbeats
    // draws one diamond per pixel it covers. Deletes sit above the bar, heartbeats on its lower
    // edge, everything else on it.
    using Kind = WorkerMark::Kind;
    enum class Row { Ticks, Centre, None };
    auto rowOf = [](Kind kind) {
        switch (kind) {
        case Kind::Delete:
        case Kind::StaleDelete:
        case Kind::DeleteGone:
            return Row::Ticks;
        case Kind::Effect:
        case Kind::DuplicateEffect:
        case Kind::IdempotencySkip:
        case Kind::JobFailed:
        case Kind::Crash:
            return Row::Centre;
        default:
            return Row::None;
        }
    };
    const TimeMs slack = static_cast<TimeMs>(
        std::ceil(static_cast<double>(f.t1 - f.t0) / std::max(1.0, f.area.width()) * 30));
    const auto first = std::lower_bound(worker.marks.begin(), worker.marks.end(), f.t0 - slack,
                                        [](const WorkerMark &wm, TimeMs t) { return wm.time < t; });
    const auto last = std::upper_bound(first, worker.marks.end(), f.t1 + slack,
                                       [](TimeMs t, const WorkerMark &wm) { return t < wm.time; });
    auto nextInRow = [&](std::vector<WorkerMark>::const_iterator it, Row row) {
        for (++it; it != last; ++it) {
            if (rowOf(it->kind) == row)
                return x(it->time) - m.diamond / 2;
        }
        return f.area.right();
    };
    // A mark closer to the previous one of its kind than its own width would only thicken a
    // blob (and, edged in the background colour, bite crescents out of it): it is skipped. The
    // hover still finds every event.
    auto spacingOf = [&](Kind kind) {
        switch (kind) {
        case Kind::Heartbeat:
            return m.heartbeat + 1;
        case Kind::Delete:
        case Kind::StaleDelete:
        case Kind::DeleteGone:
            return m.tick * 0.8 + 1;
        case Kind::Effect:
            return 2 * m.radius + 2;
        case Kind::IdempotencySkip:
            return 2.4 * m.radius + 2;
        default:
            return m.diamond + 1;
        }
    };
    std::array<double, 16> lastX;
    lastX.fill(-1e9);
    // Where the last mark of each row (ticks, centre) ended, for roomBeside().
    std::array<double, 2> rowRight = {-1e9, -1e9};
    const QRectF &region = regionOf(f, lane);
    const auto &effects = model.timeline()->effects();
    const double tickY = cy - barHalf - m.tick * 0.05;
    for (auto mark = first; mark != last; ++mark) {
        const auto kind = static_cast<std::size_t>(mark->kind);
        const double mx = x(mark->time);
        if (mx - lastX[kind] < spacingOf(mark->kind))
            continue;
        lastX[kind] = mx;
        LabelRequest label;
        label.colour = pal.text;
        QRectF bounds;
        switch (mark->kind) {
        case Kind::Heartbeat:
            stamp(p,
                  {Mark::Shape::Diamond, m.heartbeat, pal.heartbeat,
                   mix(pal.heartbeat, pal.text, 0.6), s.px(1.2)},
                  QPointF(mx, cy + barHalf));
            break;
        case Kind::Delete:
            bounds = stamp(p, {Mark::Shape::Tick, m.tick * 0.8, s.deletedMark, pal.background, 0},
                           QPointF(mx, tickY));
            break;
        case Kind::StaleDelete:
            bounds = stamp(p, {Mark::Shape::HollowTick, m.tick * 0.8, pal.stale, pal.background, 0},
                           QPointF(mx, tickY));
            label.text = QStringLiteral("stale");
            label.rank = LabelRequest::Rank::Warning;
            label.colour = s.alarmText;
            label.font = LabelRequest::Font::MarkBold;
            break;
        case Kind::DeleteGone:
            bounds = stamp(p,
                           {Mark::Shape::HollowTick, m.tick * 0.8, mix(pal.expired, pal.text, 0.4),
                            pal.background, 0},
                           QPointF(mx, tickY));
            label.text = QStringLiteral("gone");
            label.rank = LabelRequest::Rank::Warning;
            label.colour = pal.mutedText;
            break;
        case Kind::Effect:
            bounds =
                stamp(p, {Mark::Shape::Circle, m.radius, s.effectMark, pal.background, s.px(1.5)},
                      QPointF(mx, cy));
            break;
        case Kind::DuplicateEffect: {
            bounds = stamp(
                p, {Mark::Shape::Diamond, m.diamond, pal.duplicate, pal.background, s.px(1.5)},
                QPointF(mx, cy));
            // Which effect of its key this is: the effects lane knows, by the same event.
            auto effect =
                std::lower_bound(effects.begin(), effects.end(), mark->time,
                                 [](const EffectMark &e, TimeMs t) { return e.time < t; });
            while (effect != effects.end() && effect->time == mark->time &&
                   effect->sequence != mark->sequence)
                ++effect;
            const std::uint32_t nth =
                effect != effects.end() && effect->sequence == mark->sequence ? effect->nth : 2;
            label.text = ordinal(nth);
            label.rank = LabelRequest::Rank::Duplicate;
            label.colour = s.alarmText;
            label.font = LabelRequest::Font::MarkBold;
            break;
        }
        case Kind::IdempotencySkip:
            bounds =
                stamp(p, {Mark::Shape::Skip, m.radius * 1.2, s.effectMark, pal.background, s.px(2)},
                      QPointF(mx, cy));
            label.text = QStringLiteral("skip");
            break;
        case Kind::JobFailed:
            bounds =
                stamp(p, {Mark::Shape::Triangle, m.diamond * 0.9, pal.crash, pal.background, 1.5},
                      QPointF(mx, cy));
            label.text = QStringLiteral("failed");
            label.rank = LabelRequest::Rank::Warning;
            label.colour = s.alarmText;
            break;
        case Kind::Crash:
            bounds = stamp(
                p, {Mark::Shape::Cross, m.cross * 1.3, pal.crash, pal.background, m.line * 1.4},
                QPointF(mx, cy));
            label.text = QStringLiteral("crash");
            label.rank = LabelRequest::Rank::Warning;
            label.colour = s.alarmText;
            label.font = LabelRequest::Font::MarkBold;
            break;
        case Kind::Receive:
        case Kind::EmptyReceive:
        case Kind::Restart:
            break;
        }
        const Row row = rowOf(mark->kind);
        if (row == Row::None)
            continue;
        double &previousRight = rowRight[row == Row::Ticks ? 0 : 1];
        if (!label.text.isEmpty() && roomBeside(previousRight, bounds.left(), bounds.right(),
                                                nextInRow(mark, row), m.labelGap)) {
            label.mark = bounds;
            label.y = row == Row::Ticks ? tickY : cy;
            label.lane = r;
            label.region = region;
            labelBeside(std::move(label));
        }
        previousRight = std::max(previousRight, bounds.right());
    }

    // Each job's name, inside its bar: after the marks' labels, and giving way to them.
    for (const auto &[j, bar] : named) {
        const QString name = QString::fromStdString(messageLabel(j->message));
        const QString key = model.messageKey(j->message);
        const double left = std::max(bar.left(), f.area.left()) + indent;
        const double right = std::min(bar.right(), f.area.right()) - indent;
        if (right <= left)
            continue;
        labelInside({LabelRequest::Rank::Other, LabelRequest::Font::Mark, textOn(s.jobFill),
                     QRectF(left, bar.top(), right - left, bar.height()), cy, r, region,
                     key.isEmpty() ? name : name + QLatin1Char(' ') + key,
                     key.isEmpty() ? QString() : name, false});
    }
}

void TimelineLanes::drawEffectsLane(QCPPainter *p, const Frame &f, const QRectF &r) const
{
    const TimelineStyle &s = *f.style;
    const Palette &pal = s.palette;
    const TimelineModel &model = *f.model;
    const auto &effects = model.timeline()->effects();
    const double cy = r.center().y();
    const double h = r.height();
    const MarkSizes m = markSizes(s, h);
    const TimeMs slack = static_cast<TimeMs>(
        std::ceil(static_cast<double>(f.t1 - f.t0) / std::max(1.0, f.area.width()) * 20));
    const auto first = std::lower_bound(effects.begin(), effects.end(), f.t0 - slack,
                                        [](const EffectMark &e, TimeMs t) { return e.time < t; });
    const auto last = std::upper_bound(first, effects.end(), f.t1 + slack,
                                       [](TimeMs t, const EffectMark &e) { return t < e.time; });
    const double firstRadius = m.radius * 1.15;
    const double duplicateSize = m.diamond * 1.25;
    // First effects, then duplicates on top: a duplicate is never hidden under a first.
    for (int pass = 0; pass < 2; ++pass) {
        double lastX = -1e9;
        for (auto it = first; it != last; ++it) {
            const bool duplicate = it->nth > 1;
            if (duplicate != (pass == 1))
                continue;
            const double mx = x(it->time);
            if (mx - lastX < (duplicate ? duplicateSize + 1 : 2 * firstRadius + 2))
                continue;
            lastX = mx;
            if (duplicate)
                stamp(
                    p,
                    {Mark::Shape::Diamond, duplicateSize, pal.duplicate, pal.background, s.px(1.5)},
                    QPointF(mx, cy));
            else
                stamp(p,
                      {Mark::Shape::Circle, firstRadius, s.effectMark, pal.background, s.px(1.5)},
                      QPointF(mx, cy));
        }
    }
    if (h < 10)
        return;
    // Each effect names its key; a duplicate says which effect of the key it is. Duplicates
    // rank first when they are placed: they are the story.
    const QRectF &region = regionOf(f, model.effectsLane());
    double previousRight = -1e9;
    for (auto it = first; it != last; ++it) {
        const bool duplicate = it->nth > 1;
        const double mx = x(it->time);
        const Mark mark = duplicate ? Mark{Mark::Shape::Diamond, duplicateSize, pal.duplicate,
                                           pal.background, s.px(1.5)}
                                    : Mark{Mark::Shape::Circle, firstRadius, s.effectMark,
                                           pal.background, s.px(1.5)};
        const QRectF bounds = markShape(mark, QPointF(mx, cy)).bounds;
        const double nextLeft =
            std::next(it) != last ? x(std::next(it)->time) - duplicateSize / 2 : f.area.right();
        if (roomBeside(previousRight, bounds.left(), bounds.right(), nextLeft, m.labelGap)) {
            const QString key = model.keyName(it->key);
            QString text = key + QLatin1Char(' ') + model.effectPast(*it);
            QString shortText = key;
            if (duplicate) {
                const QString times =
                    QStringLiteral(" ×%1 (%2)").arg(it->nth).arg(ordinal(it->nth));
                text += times;
                shortText = model.effectPast(*it) + times;
            }
            labelBeside({duplicate ? LabelRequest::Rank::Duplicate : LabelRequest::Rank::Other,
                         duplicate ? LabelRequest::Font::EffectBold : LabelRequest::Font::Mark,
                         duplicate ? s.alarmText : pal.text, bounds, cy, r, region, text, shortText,
                         false});
        }
        previousRight = std::max(previousRight, bounds.right());
    }
}

void TimelineLanes::drawOverlaps(QCPPainter *p, const Frame &f) const
{
    const TimelineStyle &s = *f.style;
    const Palette &pal = s.palette;
    const LaneLayout &layout = f.layout;
    auto visible = [&](int lane, const QRectF &r) {
        if (lane < 0)
            return false;
        const QRectF &region =
            lane < layout.messageLanes ? layout.messageRegion : layout.pinnedRegion;
        return r.bottom() > region.top() && r.top() < region.bottom();
    };
    const bool dark = pal.background.lightnessF() < 0.5;
    const QColor fill = withAlpha(pal.crash, dark ? 70 : 55);
    const QPen hatchPen(withAlpha(pal.crash, dark ? 190 : 170), s.px(1.4));
    const QPen edge(pal.crash, s.px(2.2));
    for (const OverlapHighlight &overlap : f.model->overlaps()) {
        if (overlap.to < f.t0 || overlap.from > f.t1)
            continue;
        const double x0 = xClamped(f, overlap.from);
        const double x1 = std::max(x0 + 2, xClamped(f, overlap.to));
        const QRectF a = layout.laneRect(overlap.firstWorkerLane);
        const QRectF b = layout.laneRect(overlap.secondWorkerLane);
        std::vector<QRectF> boxes;
        const bool adjacent = std::abs(overlap.firstWorkerLane - overlap.secondWorkerLane) == 1;
        const double inset = std::max(1.0, a.height() * 0.06);
        if (adjacent) {
            boxes.push_back(QRectF(QPointF(x0, std::min(a.top(), b.top()) + inset),
                                   QPointF(x1, std::max(a.bottom(), b.bottom()) - inset)));
        } else {
            for (const QRectF &lane : {a, b})
                boxes.push_back(
                    QRectF(QPointF(x0, lane.top() + inset), QPointF(x1, lane.bottom() - inset)));
        }
        if (!visible(overlap.firstWorkerLane, a) && !visible(overlap.secondWorkerLane, b))
            continue;
        for (const QRectF &box : boxes) {
            p->save();
            p->setRenderHint(QPainter::Antialiasing, false);
            p->fillRect(box, fill);
            p->restore();
            hatch(p, box, s.px(7), hatchPen, false);
            p->save();
            p->setRenderHint(QPainter::Antialiasing, true);
            p->setPen(edge);
            p->setBrush(Qt::NoBrush);
            p->drawRect(box);
            p->restore();
        }
        // The same moment on the message's own lane: a dashed frame around its band.
        if (overlap.messageLane >= 0) {
            const QRectF lane = layout.laneRect(overlap.messageLane);
            if (visible(overlap.messageLane, lane) && lane.height() >= 10) {
                p->save();
                p->setRenderHint(QPainter::Antialiasing, true);
                p->setPen(QPen(pal.crash, s.px(2), Qt::DashLine));
                p->setBrush(Qt::NoBrush);
                p->drawRect(
                    QRectF(QPointF(x0, lane.top() + inset), QPointF(x1, lane.bottom() - inset)));
                p->restore();
            }
        }
    }
}

void TimelineLanes::drawLabels(QCPPainter *p, const Frame &f) const
{
    const TimelineStyle &s = *f.style;
    const Palette &pal = s.palette;
    const double clearance = std::max(1.0, s.px(1));
    const double gap = s.px(5);

    // Every mark is an obstacle to the captions and the labels beside marks; the text inside
    // bands and bars gives way to other text only (a heartbeat on a bar's edge may touch a
    // job's name).
    m_taken.reset(f.area, 32);
    const bool needMarks = !m_beside.empty() || !f.model->overlaps().empty();
    if (needMarks) {
        for (const QRectF &mark : m_marks)
            m_taken.add(mark, RectGrid::Kind::Mark);
    }
    const std::vector<OverlapPlate> plates =
        placeCaptions(*m_scene, f.layout, f.t0, f.t1, &m_taken);
    std::vector<QRectF> captions;
    for (const OverlapPlate &plate : plates) {
        m_taken.add(plate.drawn(), RectGrid::Kind::Text);
        captions.push_back(plate.rect);
    }
    m_scene->rememberCaptions(captions);
    // The notes are placed clear of the captions; everything else keeps clear of the notes.
    if (!m_scene->annotations().empty()) {
        for (const NotePlacement &note : m_scene->notePlacements()) {
            m_taken.add(note.label, RectGrid::Kind::Text);
            if (!note.pin.isEmpty())
                m_taken.add(note.pin, RectGrid::Kind::Text);
        }
    }

    // The fonts, and a smaller size of each for a tight spot, measured once.
    const std::array<QFont, 3> fonts = {s.markFont, s.markBoldFont, s.effectBoldFont};
    std::array<QFont, 6> sized;
    std::vector<QFontMetricsF> metrics;
    metrics.reserve(sized.size());
    for (std::size_t i = 0; i < fonts.size(); ++i) {
        sized[i] = fonts[i];
        sized[i + 3] = fonts[i];
        sized[i + 3].setPixelSize(
            std::max(9, static_cast<int>(std::lround(fonts[i].pixelSize() * 0.82))));
    }
    for (const QFont &font : sized)
        metrics.emplace_back(font);

    std::vector<PlacedLabel> placed;
    auto clear = [&](const QRectF &r, bool marksToo, double sideways) {
        return !m_taken.hits(r.adjusted(-sideways, -clearance, sideways, clearance), marksToo);
    };

    // Beside marks: most important first, then left to right.
    std::stable_sort(
        m_beside.begin(), m_beside.end(), [](const LabelRequest &a, const LabelRequest &b) {
            return std::make_pair(a.rank, a.mark.left()) < std::make_pair(b.rank, b.mark.left());
        });
    std::array<QRectF, 12> candidates;
    for (const LabelRequest &request : m_beside) {
        if (request.mark.right() < f.area.left() || request.mark.left() > f.area.right())
            continue;
        std::optional<PlacedLabel> found;
        for (std::size_t size = 0; size < 2 && !found; ++size) {
            const std::size_t font = static_cast<std::size_t>(request.font) + 3 * size;
            if (size == 1 && sized[font].pixelSize() == sized[font - 3].pixelSize())
                break;
            const QFontMetricsF &fm = metrics[font];
            const double height = fm.height();
            if (height > request.lane.height())
                continue;
            // Within its lane, or a third of a label beyond it, and within its region.
            const double top = std::max(request.region.top(), request.lane.top() - 0.35 * height);
            const double bottom =
                std::min(request.region.bottom(), request.lane.bottom() + 0.35 * height);
            if (bottom - top < height)
                continue;
            const QRectF &m = request.mark;
            for (const QString *text : {&request.text, &request.shortText}) {
                if (text->isEmpty() || found)
                    continue;
                const double width = fm.horizontalAdvance(*text) + 4;
                // Right of the mark, then left of it, on its row; then nudged up or down (still
                // beside it); then above and below it.
                std::size_t count = 0;
                auto beside = [&](bool right, double dy) {
                    const double y = std::clamp(request.y - height / 2 + dy, top, bottom - height);
                    const QRectF r(right ? m.right() + gap - 2 : m.left() - gap + 2 - width, y,
                                   width, height);
                    if (r.top() < m.bottom() && r.bottom() > m.top())
                        candidates[count++] = r;
                };
                auto over = [&](bool above) {
                    const double x = std::clamp(m.center().x() - width / 2, f.area.left(),
                                                f.area.right() - width);
                    const double y = above ? m.top() - gap * 0.4 - height : m.bottom() + gap * 0.4;
                    if (y >= top && y + height <= bottom)
                        candidates[count++] = QRectF(x, y, width, height);
                };
                beside(true, 0);
                beside(false, 0);
                beside(true, -height / 2);
                beside(true, height / 2);
                beside(false, -height / 2);
                beside(false, height / 2);
                over(true);
                over(false);
                beside(true, -height);
                beside(true, height);
                beside(false, -height);
                beside(false, height);
                for (std::size_t i = 0; i < count; ++i) {
                    const QRectF &r = candidates[i];
                    if (r.left() >= f.area.left() && r.right() <= f.area.right() &&
                        clear(r, true, clearance)) {
                        found = PlacedLabel{r, sized[font], request.colour, *text, true};
                        break;
                    }
                }
            }
        }
        if (found) {
            m_taken.add(found->rect, RectGrid::Kind::Text);
            placed.push_back(std::move(*found));
        }
    }

    // Inside bands and bars: where they were asked for, the full text or the short one.
    const QFontMetricsF &fm = metrics[0];
    for (const LabelRequest &request : m_inside) {
        const double height = fm.height();
        for (const QString *text : {&request.text, &request.shortText}) {
            if (text->isEmpty())
                continue;
            const double width = fm.horizontalAdvance(*text);
            if (width > request.mark.width())
                continue;
            const QRectF r(request.alignRight ? request.mark.right() - width : request.mark.left(),
                           request.y - height / 2, width, height);
            if (r.top() < request.region.top() || r.bottom() > request.region.bottom())
                break;
            if (clear(r, false, s.px(6))) {
                m_taken.add(r, RectGrid::Kind::Text);
                placed.push_back({r, sized[0], request.colour, *text, false});
                break;
            }
        }
    }

    std::vector<QRectF> &rects = m_scene->m_placedLabelRects;
    for (const PlacedLabel &label : placed) {
        if (label.plate)
            drawTag(p, label.font, label.colour, pal.background, label.rect.left() + 2,
                    label.rect.center().y(), label.text);
        else
            drawText(p, label.font, label.colour, label.rect.left(), label.rect.center().y(),
                     label.text);
        rects.push_back(label.rect);
    }
    for (const OverlapPlate &plate : plates) {
        drawPlate(p, plate.font, Qt::white, mix(pal.crash, QColor(Qt::black), 0.25), pal.background,
                  plate.rect.center(), plate.text, plate.pad);
        rects.push_back(plate.drawn());
    }
}

// ---------------------------------------------------------------------------------------------
// What the scene draws beside the lanes plottable, each on a layer of its own.

class SceneLayerable : public QCPLayerable {
public:
    SceneLayerable(TimelineScene *scene, const QString &layer)
        : QCPLayerable(scene->plot(), layer), m_scene(scene)
    {
    }

protected:
    // Off by default (QCPPainter shifts by half a pixel when it is on); shapes turn it on.
    void applyDefaultAntialiasingHint(QCPPainter *painter) const override
    {
        painter->setAntialiasing(false);
    }
    QRect clipRect() const override { return m_scene->plot()->viewport(); }

    TimelineScene *m_scene;
};

// ---------------------------------------------------------------------------------------------
// Lane labels, in the axis rect's left margin.

class TimelineLaneLabels : public SceneLayerable {
public:
    explicit TimelineLaneLabels(TimelineScene *scene)
        : SceneLayerable(scene, QStringLiteral("axes"))
    {
    }

protected:
    void draw(QCPPainter *painter) override;
};

void TimelineLaneLabels::draw(QCPPainter *p)
{
    const TimelineModel &model = m_scene->model();
    if (model.empty())
        return;
    const TimelineStyle &s = m_scene->style();
    const Palette &pal = s.palette;
    const LaneLayout layout = m_scene->layout();
    const double columnLeft = m_scene->axisRect()->outerRect().left();
    const double columnRight = layout.area.left();
    const double pad = s.px(8);
    const QFontMetricsF bold(s.labelBoldFont);
    const QFontMetricsF plain(s.labelFont);
    const bool clip = m_scene->mode() == TimelineScene::Mode::Interactive;

    auto drawRegion = [&](const QRectF &region, std::pair<int, int> lanes, double laneHeight) {
        if (region.isEmpty())
            return;
        const QRectF column(QPointF(columnLeft, region.top()),
                            QPointF(columnRight, region.bottom()));
        p->save();
        if (clip)
            p->setClipRect(column, Qt::IntersectClip);
        if (laneHeight < bold.height() * 0.85) {
            // Too many lanes to name one by one (an export of a large run): say how many.
            if (model.lane(lanes.first).kind == LaneKind::Message) {
                drawText(p, s.labelBoldFont, pal.text, columnLeft + pad, column.center().y(),
                         QStringLiteral("%L1 messages").arg(model.messageLaneCount()));
            }
            p->restore();
            return;
        }
        for (int lane = lanes.first; lane < lanes.second; ++lane) {
            const QRectF r = layout.laneRect(lane);
            const QRectF row(QPointF(columnLeft, r.top()), QPointF(columnRight, r.bottom()));
            if (lane % 2 == 1)
                p->fillRect(row, s.stripe);
            const bool selected = lane == m_scene->selectedLane();
            if (selected) {
                p->fillRect(row, s.selection);
                p->fillRect(QRectF(row.left(), row.top(), s.px(4), row.height()), pal.visible);
            }
            const QString name = model.laneName(lane);
            const QString detail = model.laneDetail(lane);
            const double room = columnRight - columnLeft - 2 * pad;
            const bool emphasise = selected || model.lane(lane).kind != LaneKind::Message;
            const QFont &nameFont = emphasise ? s.labelBoldFont : s.labelFont;
            const QFontMetricsF &nameMetrics = emphasise ? bold : plain;
            const QString shownName = nameMetrics.elidedText(name, Qt::ElideRight, room);
            const double after =
                drawText(p, nameFont, pal.text, columnLeft + pad, r.center().y(), shownName);
            if (!detail.isEmpty()) {
                const double left = after + plain.horizontalAdvance(QLatin1Char(' '));
                const QString shown =
                    plain.elidedText(detail, Qt::ElideRight, columnRight - pad - left);
                if (!shown.isEmpty())
                    drawText(p, s.labelFont, pal.mutedText, left, r.center().y(), shown);
            }
        }
        p->restore();
    };
    drawRegion(layout.messageRegion, layout.visibleMessageLanes(), layout.messageLaneHeight);
    drawRegion(layout.pinnedRegion, layout.visiblePinnedLanes(), layout.pinnedLaneHeight);
    if (layout.messageLanes > 0 && layout.pinnedLanes > 0) {
        p->save();
        p->setRenderHint(QPainter::Antialiasing, false);
        p->setPen(QPen(s.separator, std::max(1.0, s.px(1.5))));
        const double y = std::round(layout.pinnedRegion.top());
        p->drawLine(QPointF(columnLeft, y), QPointF(columnRight, y));
        p->restore();
    }
}

// ---------------------------------------------------------------------------------------------
// The legend: colour and shape for everything the run shows, in its own layout row.

namespace {

QString legendText(LegendItem item)
{
    switch (item) {
    case LegendItem::Delayed:
        return QStringLiteral("delayed");
    case LegendItem::Visible:
        return QStringLiteral("visible (waiting)");
    case LegendItem::InFlight:
        return QStringLiteral("in flight (lent to a consumer)");
    case LegendItem::Deadline:
        return QStringLiteral("visibility deadline");
    case LegendItem::DeadLetter:
        return QStringLiteral("in the dead-letter queue");
    case LegendItem::Deleted:
        return QStringLiteral("deleted");
    case LegendItem::Expired:
        return QStringLiteral("expired, purged or redriven");
    case LegendItem::Processing:
        return QStringLiteral("processing");
    case LegendItem::Heartbeat:
        return QStringLiteral("heartbeat (deadline extended)");
    case LegendItem::StaleDelete:
        return QStringLiteral("delete with a stale handle");
    case LegendItem::DeleteGone:
        return QStringLiteral("delete of a gone message");
    case LegendItem::Effect:
        return QStringLiteral("side effect");
    case LegendItem::DuplicateEffect:
        return QStringLiteral("duplicate side effect");
    case LegendItem::IdempotencySkip:
        return QStringLiteral("skipped (idempotent)");
    case LegendItem::Failed:
        return QStringLiteral("processing failed");
    case LegendItem::Crash:
        return QStringLiteral("crash");
    case LegendItem::Down:
        return QStringLiteral("worker down");
    case LegendItem::DoubleProcessing:
        return QStringLiteral("double processing");
    case LegendItem::Note:
        return QStringLiteral("note");
    }
    return {};
}

/// The notes' colour, defined with the notes below.
QColor noteColour(const TimelineStyle &s);

void drawLegendIcon(QPainter *p, LegendItem item, const QRectF &r, const TimelineStyle &s)
{
    const Palette &pal = s.palette;
    const QPointF c = r.center();
    const double h = r.height();
    const MarkSizes m = markSizes(s, h * 1.6);
    auto band = [&](double height) {
        return snapped(r.left(), c.y() - height / 2, r.right(), c.y() + height / 2);
    };
    switch (item) {
    case LegendItem::Delayed: {
        const QRectF b = band(h * 0.5);
        fillBand(p, b, mix(pal.background, pal.delayed, 0.55), pal.delayed);
        hatch(p, b, s.px(5), QPen(mix(pal.delayed, pal.text, 0.45), s.px(1.2)), false);
        break;
    }
    case LegendItem::Visible:
        fillBand(p, band(h * 0.5), pal.visible, mix(pal.visible, pal.text, 0.35));
        break;
    case LegendItem::InFlight:
        fillBand(p, band(h), pal.inFlight, mix(pal.inFlight, pal.text, 0.35));
        break;
    case LegendItem::Deadline:
        drawDeadline(p, c.x(), r.top() + h * 0.3, r.bottom(), s.deadline, s.px(2), true, s.px(4));
        break;
    case LegendItem::DeadLetter: {
        const QRectF b = band(h);
        fillBand(p, b, pal.deadLetter, mix(pal.deadLetter, pal.text, 0.35));
        hatch(p, b, s.px(6), QPen(withAlpha(Qt::white, 150), s.px(1.2)), true);
        break;
    }
    case LegendItem::Deleted:
        drawTick(p, c, m.tick, s.deletedMark, false, pal.background);
        break;
    case LegendItem::Expired:
        drawCross(p, c, m.cross, mix(pal.expired, pal.text, 0.35), m.line, pal.background);
        break;
    case LegendItem::Processing:
        fillBand(p, band(h * 0.8), s.jobFill, s.jobEdge);
        break;
    case LegendItem::Heartbeat:
        drawDiamond(p, c, m.heartbeat, pal.heartbeat, mix(pal.heartbeat, pal.text, 0.6), s.px(1.2));
        break;
    case LegendItem::StaleDelete:
        drawTick(p, c, m.tick * 0.9, pal.stale, true, pal.background);
        break;
    case LegendItem::DeleteGone:
        drawTick(p, c, m.tick * 0.9, mix(pal.expired, pal.text, 0.4), true, pal.background);
        break;
    case LegendItem::Effect:
        drawCircle(p, c, m.radius * 1.15, s.effectMark, pal.background, s.px(1.5));
        break;
    case LegendItem::DuplicateEffect:
        drawDiamond(p, c, m.diamond, pal.duplicate, pal.background, s.px(1.5));
        break;
    case LegendItem::IdempotencySkip:
        drawSkip(p, c, m.radius * 1.2, s.effectMark, s.px(2), pal.background);
        break;
    case LegendItem::Failed:
        drawTriangle(p, c, m.diamond * 0.9, pal.crash, pal.background);
        break;
    case LegendItem::Crash:
        drawCross(p, c, m.cross * 1.2, pal.crash, m.line * 1.4, pal.background);
        break;
    case LegendItem::Down: {
        const QRectF b = band(h * 0.8);
        fillBand(p, b, withAlpha(pal.crash, 28), QColor());
        hatch(p, b, s.px(5), QPen(withAlpha(pal.crash, 120), s.px(1.1)), false);
        break;
    }
    case LegendItem::Note: {
        // The notes' numbered tab, as on the lanes.
        const QColor accent = noteColour(s);
        const QRectF tab(c.x() - h * 0.55, c.y() - h * 0.5, h * 1.1, h);
        p->setPen(Qt::NoPen);
        p->setBrush(accent);
        p->drawRoundedRect(tab, s.px(3), s.px(3));
        p->setFont(s.markBoldFont);
        p->setPen(textOn(accent));
        p->drawText(tab, Qt::AlignCenter | Qt::TextDontClip, QStringLiteral("1"));
        break;
    }
    case LegendItem::DoubleProcessing: {
        const QRectF b = band(h);
        const bool dark = pal.background.lightnessF() < 0.5;
        p->fillRect(b, withAlpha(pal.crash, dark ? 70 : 55));
        hatch(p, b, s.px(7), QPen(withAlpha(pal.crash, dark ? 190 : 170), s.px(1.4)), false);
        p->save();
        p->setPen(QPen(pal.crash, s.px(2)));
        p->setBrush(Qt::NoBrush);
        p->drawRect(b);
        p->restore();
        break;
    }
    }
}

} // namespace

class TimelineLegend : public QCPLayoutElement {
public:
    explicit TimelineLegend(TimelineScene *scene) : QCPLayoutElement(scene->plot()), m_scene(scene)
    {
        setLayer(QStringLiteral("legend"));
    }

    QSize minimumOuterSizeHint() const override
    {
        const QRect viewport = m_scene->plot()->viewport();
        const Flow f = flow(0, 0, viewport.width(), viewport.height());
        return QSize(0, static_cast<int>(std::ceil(f.height)));
    }
    QSize maximumOuterSizeHint() const override
    {
        return QSize(QWIDGETSIZE_MAX, minimumOuterSizeHint().height());
    }

protected:
    void draw(QCPPainter *painter) override;

private:
    struct Placed {
        LegendItem item;
        QRectF icon;
        QPointF text;
    };
    struct Flow {
        TimelineStyle style;
        std::vector<Placed> items;
        double height = 0;
        /// Items left out for want of room, and where "+N more" goes.
        int hidden = 0;
        QPointF more;
    };
    /// Lays the items out in rows across `width`. In the widget the legend may take a fifth of
    /// the height at most: then it gets smaller type, and then it drops its last items, so the
    /// lanes keep their room at 1280x720 in presentation mode.
    Flow flow(double left, double top, double width, double viewportHeight) const;

    TimelineScene *m_scene;
};

TimelineLegend::Flow TimelineLegend::flow(double left, double top, double width,
                                          double viewportHeight) const
{
    const bool interactive = m_scene->mode() == TimelineScene::Mode::Interactive;
    const double limit = interactive ? viewportHeight * 0.2 : 1e9;
    Flow f;
    for (const double shrink : {1.0, 0.8}) {
        f = Flow();
        f.style = m_scene->style();
        if (shrink != 1.0) {
            f.style.factor *= shrink;
            makeFonts(f.style);
        }
        const TimelineStyle &s = f.style;
        const QFontMetricsF fm(s.legendFont);
        const double pad = s.px(16);
        const double iconWidth = s.px(26);
        const double iconHeight = std::max(s.px(14), fm.height() * 0.9);
        const double gap = s.px(6);
        const double spacing = s.px(18);
        const double rowHeight = std::max(iconHeight, fm.height()) + s.px(6);
        const double rowsLeft = left + pad;
        const double rowsRight = left + width - pad;
        const double moreWidth = fm.horizontalAdvance(QStringLiteral("+99 more"));
        double x = rowsLeft;
        double y = top + s.px(4);
        for (int i = 0; i < legendItemCount; ++i) {
            const auto item = static_cast<LegendItem>(i);
            if (!m_scene->showsInLegend(item))
                continue;
            if (f.hidden > 0) {
                ++f.hidden;
                continue;
            }
            const double w = iconWidth + gap + fm.horizontalAdvance(legendText(item));
            if (x > rowsLeft && x + w > rowsRight) {
                if (y + 2 * rowHeight - top > limit && shrink != 1.0) {
                    // No room for another row: the rest is counted, not drawn.
                    f.hidden = 1;
                    if (x + moreWidth > rowsRight && !f.items.empty()) {
                        f.items.pop_back();
                        ++f.hidden;
                        x = f.items.empty()
                                ? rowsLeft
                                : f.items.back().text.x() +
                                      fm.horizontalAdvance(legendText(f.items.back().item)) +
                                      spacing;
                    }
                    f.more = QPointF(x, y + rowHeight / 2);
                    continue;
                }
                x = rowsLeft;
                y += rowHeight;
            }
            f.items.push_back({item,
                               QRectF(x, y + (rowHeight - iconHeight) / 2, iconWidth, iconHeight),
                               QPointF(x + iconWidth + gap, y + rowHeight / 2)});
            x += w + spacing;
        }
        f.height = f.items.empty() ? 0 : y + rowHeight + s.px(4) - top;
        if (f.height <= limit)
            break;
    }
    return f;
}

void TimelineLegend::draw(QCPPainter *painter)
{
    const QRectF r = rect();
    const Flow f = flow(r.left(), r.top(), r.width(), m_scene->plot()->viewport().height());
    const TimelineStyle &s = f.style;
    for (const Placed &p : f.items) {
        drawLegendIcon(painter, p.item, p.icon, s);
        drawText(painter, s.legendFont, s.palette.text, p.text.x(), p.text.y(), legendText(p.item));
    }
    if (f.hidden > 0)
        drawText(painter, s.legendFont, s.palette.mutedText, f.more.x(), f.more.y(),
                 QStringLiteral("+%1 more").arg(f.hidden));
}

// ---------------------------------------------------------------------------------------------
// Notes pinned to the run: a pin on a message's lane, or a dashed rule across every lane with a
// flag at the top, each with a numbered label. They sit on the "overlay" layer, above the lanes
// and below the interactive playhead (whose curtain must cover a note about the future too).

namespace {

/// Tol's purple. On a dark background it is lifted a little, so the pins and edges read.
QColor noteColour(const TimelineStyle &s)
{
    const QColor purple(Palette::purple);
    return s.palette.background.lightnessF() < 0.5 ? mix(purple, QColor(Qt::white), 0.3) : purple;
}

/// Sizes of a pin for a lane height: the needle's length and the head's radius.
std::pair<double, double> pinSizes(const TimelineStyle &s, double laneHeight)
{
    return {std::clamp(0.42 * laneHeight, 8.0, s.px(16)),
            std::clamp(0.2 * laneHeight, 4.0, s.px(7))};
}

} // namespace

class TimelineNotes : public SceneLayerable {
public:
    explicit TimelineNotes(TimelineScene *scene) : SceneLayerable(scene, QStringLiteral("overlay"))
    {
    }

protected:
    QRect clipRect() const override { return m_scene->axisRect()->rect(); }
    void draw(QCPPainter *painter) override;
};

void TimelineNotes::draw(QCPPainter *p)
{
    const std::vector<NotePlacement> notes = m_scene->notePlacements();
    if (notes.empty())
        return;
    const TimelineStyle &s = m_scene->style();
    const Palette &pal = s.palette;
    const LaneLayout layout = m_scene->layout();
    const QColor accent = noteColour(s);
    const bool interactive = m_scene->mode() == TimelineScene::Mode::Interactive;

    // Rules first, then pins, then every label, so that no rule or needle crosses a label.
    p->save();
    p->setRenderHint(QPainter::Antialiasing, false);
    QPen rule(accent, std::max(1.0, s.px(1.5)), Qt::DashLine, Qt::FlatCap);
    rule.setDashPattern({4, 3});
    p->setPen(rule);
    for (const NotePlacement &note : notes) {
        if (note.lane < 0)
            p->drawLine(QPointF(std::round(note.anchor.x()), layout.area.top()),
                        QPointF(std::round(note.anchor.x()), layout.area.bottom()));
    }
    p->restore();

    for (const NotePlacement &note : notes) {
        if (note.lane < 0)
            continue;
        p->save();
        // A pin on a scrolled message lane stays within the message lanes.
        if (interactive)
            p->setClipRect(note.lane < layout.messageLanes ? layout.messageRegion
                                                           : layout.pinnedRegion,
                           Qt::IntersectClip);
        p->setRenderHint(QPainter::Antialiasing, true);
        const QPointF head = note.pin.center();
        const double r = note.pin.width() / 2;
        // The needle, haloed so it reads on a band of any colour.
        p->setPen(QPen(pal.background, s.px(3.2), Qt::SolidLine, Qt::RoundCap));
        p->drawLine(head, note.anchor);
        p->setPen(QPen(mix(accent, pal.text, 0.35), s.px(1.6), Qt::SolidLine, Qt::RoundCap));
        p->drawLine(head, note.anchor);
        p->setPen(QPen(pal.background, s.px(1.5)));
        p->setBrush(accent);
        p->drawEllipse(head, r, r);
        p->setPen(Qt::NoPen);
        p->setBrush(withAlpha(Qt::white, 200));
        p->drawEllipse(head + QPointF(-r * 0.3, -r * 0.3), r * 0.28, r * 0.28);
        p->restore();
    }

    for (const NotePlacement &note : notes) {
        p->save();
        p->setRenderHint(QPainter::Antialiasing, true);
        const QRectF &box = note.label;
        if (note.displaced) {
            // The label moved to keep clear of another: a thin leader back to its pin or rule.
            const QPointF from =
                note.lane < 0 ? QPointF(note.anchor.x(), box.center().y()) : note.pin.center();
            const QPointF to(std::clamp(from.x(), box.left(), box.right()),
                             std::clamp(from.y(), box.top(), box.bottom()));
            p->setPen(QPen(accent, s.px(1.2)));
            p->drawLine(from, to);
        }
        const double radius = s.px(3);
        p->setPen(QPen(accent, s.px(1.5)));
        p->setBrush(withAlpha(pal.background, 240));
        p->drawRoundedRect(box, radius, radius);
        // The number on a purple tab at the label's start: the shape says "note" as well as
        // the colour does.
        const QRectF tab(box.left(), box.top(), note.numberWidth, box.height());
        p->setPen(Qt::NoPen);
        p->setBrush(accent);
        p->drawRoundedRect(tab, radius, radius);
        if (!note.shownText.isEmpty())
            p->drawRect(tab.adjusted(tab.width() / 2, 0, 0, 0));
        p->setFont(s.markBoldFont);
        p->setPen(textOn(accent));
        p->drawText(tab, Qt::AlignCenter | Qt::TextDontClip, QString::number(note.number));
        if (!note.shownText.isEmpty()) {
            p->setFont(s.markFont);
            p->setPen(pal.text);
            p->drawText(QRectF(tab.right() + s.px(5), box.top(),
                               box.right() - tab.right() - s.px(5), box.height()),
                        Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, note.shownText);
        }
        p->restore();
    }
}

// ---------------------------------------------------------------------------------------------
// The overlay, on its own buffered layer: the playhead, the hover hairline and the deadline in
// force at the playhead. Moving the playhead repaints this layer alone.

class TimelineOverlay : public SceneLayerable {
public:
    TimelineOverlay(TimelineScene *scene, QCPLayer *layer) : SceneLayerable(scene, layer->name()) {}

protected:
    void draw(QCPPainter *painter) override;
};

void TimelineOverlay::draw(QCPPainter *p)
{
    const TimelineModel &model = m_scene->model();
    if (model.empty())
        return;
    const TimelineStyle &s = m_scene->style();
    const Palette &pal = s.palette;
    const LaneLayout layout = m_scene->layout();
    const QRectF area = layout.area;
    const TimeMs now = m_scene->playhead();

    // The deadline in force now, on every message lane on screen: it jumps when a heartbeat
    // moves it.
    p->save();
    p->setClipRect(layout.messageRegion, Qt::IntersectClip);
    const auto [first, last] = layout.visibleMessageLanes();
    if (layout.messageLaneHeight >= 10) {
        for (int lane = first; lane < last; ++lane) {
            const MessageTrack &track = model.messageTrack(lane);
            const TimeMs deadline = model.timeline()->deadlineAt(track.message, now);
            if (deadline == neverMs)
                continue;
            const double x = m_scene->xOf(deadline);
            if (x < area.left() || x > area.right())
                continue;
            const QRectF r = layout.laneRect(lane);
            const double h = r.height();
            drawDeadline(p, x, r.top() + 0.12 * h, r.bottom() - 0.1 * h, pal.playhead, s.px(3),
                         true, std::clamp(0.1 * h, 3.5, s.px(7)));
        }
    }
    p->restore();

    // The curtain over the future while a question waits: the lanes would give the answer away.
    if (const auto curtain = m_scene->curtain()) {
        const double x0 = std::max(area.left(), m_scene->xOf(*curtain));
        if (x0 < area.right()) {
            const QRectF veil(x0, area.top(), area.right() - x0, area.height());
            p->fillRect(veil, pal.background);
            p->setPen(QPen(withAlpha(pal.text, 90), s.px(1), Qt::DashLine));
            p->drawLine(QPointF(x0, area.top()), QPointF(x0, area.bottom()));
            const QString text = QObject::tr("What happens next? Answer the question first.");
            const QFontMetricsF fm(s.labelFont);
            if (veil.width() > fm.horizontalAdvance(text) + s.px(24)) {
                p->setFont(s.labelFont);
                p->setPen(withAlpha(pal.text, 170));
                p->drawText(veil, Qt::AlignCenter, text);
            }
        }
    }

    // A lesson's highlights: a yellow band over a time span, a thick yellow frame around a lane.
    if (!m_scene->highlightSpans().empty() || !m_scene->highlightLanes().empty()) {
        p->save();
        p->setClipRect(area, Qt::IntersectClip);
        const QColor mark(Palette::yellow);
        for (const auto &[from, to] : m_scene->highlightSpans()) {
            const double x0 = std::max(area.left(), m_scene->xOf(from));
            const double x1 = std::min(area.right(), m_scene->xOf(to));
            if (x1 <= x0)
                continue;
            QColor band = mark;
            band.setAlpha(60);
            p->fillRect(QRectF(x0, area.top(), x1 - x0, area.height()), band);
            p->setPen(QPen(mark, s.px(2), Qt::DashLine));
            p->drawLine(QPointF(x0, area.top()), QPointF(x0, area.bottom()));
            p->drawLine(QPointF(x1, area.top()), QPointF(x1, area.bottom()));
        }
        p->setBrush(Qt::NoBrush);
        p->setPen(QPen(mark, s.px(3.5)));
        for (int lane : m_scene->highlightLanes()) {
            if (lane < 0 || lane >= model.laneCount())
                continue;
            const QRectF r = layout.laneRect(lane);
            if (r.isEmpty() || r.bottom() < area.top() || r.top() > area.bottom())
                continue;
            p->drawRoundedRect(r.adjusted(s.px(2), s.px(1), -s.px(2), -s.px(1)), s.px(4), s.px(4));
        }
        p->restore();
    }

    if (const auto hover = m_scene->hover();
        hover && *hover >= area.left() && *hover <= area.right()) {
        p->save();
        p->setRenderHint(QPainter::Antialiasing, false);
        p->setPen(QPen(withAlpha(pal.text, 150), s.px(1), Qt::DashLine));
        p->drawLine(QPointF(std::round(*hover), area.top()),
                    QPointF(std::round(*hover), area.bottom()));
        p->restore();
    }

    const double x = m_scene->xOf(now);
    if (x < area.left() - 1 || x > area.right() + 1)
        return;
    const double top = m_scene->axisRect()->outerRect().top();
    p->save();
    p->setRenderHint(QPainter::Antialiasing, false);
    p->setPen(QPen(pal.playhead, s.px(2)));
    p->drawLine(QPointF(x, top + s.px(2)), QPointF(x, area.bottom()));
    p->restore();
    const QString text = QStringLiteral("%1 s").arg(QString::fromStdString(formatSeconds(now)));
    const QFontMetricsF fm(s.markBoldFont);
    const double half = fm.horizontalAdvance(text) / 2 + s.px(6);
    const QRect viewport = m_scene->plot()->viewport();
    const double cx = std::clamp(x, viewport.left() + half, viewport.right() - half);
    const double cy = top + (area.top() - top) / 2;
    drawPlate(p, s.markBoldFont, pal.background, pal.playhead, QColor(), QPointF(cx, cy), text,
              s.px(5));
}

// ---------------------------------------------------------------------------------------------

TimelineScene::TimelineScene(QCustomPlot *plot, Mode mode) : m_plot(plot), m_mode(mode)
{
    m_plot->yAxis->setVisible(false);
    m_plot->yAxis->grid()->setVisible(false);
    m_plot->yAxis->setRange(0, 1);
    m_plot->xAxis->grid()->setSubGridVisible(false);
    m_plot->xAxis->setSubTicks(false);
    m_plot->xAxis->setLabel(timeAxisLabel(RunTimeTicker::Unit::Seconds));
    m_plot->xAxis->setNumberFormat(QStringLiteral("g"));
    m_plot->xAxis->setNumberPrecision(9);
    // The unit follows the zoom; set with the range, before the replot lays the axis out.
    auto ticker = QSharedPointer<RunTimeTicker>::create();
    m_plot->xAxis->setTicker(ticker);
    QObject::connect(m_plot->xAxis, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), m_plot,
                     [axis = m_plot->xAxis, ticker](const QCPRange &range) {
                         const auto unit = RunTimeTicker::unitFor(range.size());
                         if (unit == ticker->unit())
                             return;
                         ticker->setUnit(unit);
                         axis->setLabel(timeAxisLabel(unit));
                     });
    m_plot->axisRect()->setAutoMargins(QCP::msBottom);
    m_plot->setAutoAddPlottableToLegend(false);
    m_plot->legend->setVisible(false);

    m_lanes = new TimelineLanes(this);
    m_labels = new TimelineLaneLabels(this);
    m_legend = new TimelineLegend(this);
    m_notes = new TimelineNotes(this);
    QCPLayoutGrid *grid = m_plot->plotLayout();
    grid->setRowSpacing(0);
    grid->addElement(grid->rowCount(), 0, m_legend);

    if (m_mode == Mode::Interactive) {
        m_plot->addLayer(QStringLiteral("playhead"), m_plot->layer(QStringLiteral("overlay")),
                         QCustomPlot::limAbove);
        m_overlayLayer = m_plot->layer(QStringLiteral("playhead"));
        m_overlayLayer->setMode(QCPLayer::lmBuffered);
        m_overlay = new TimelineOverlay(this, m_overlayLayer);
        m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
        QCPAxisRect *rect = m_plot->axisRect();
        // Time is the only axis that drags and zooms: lanes scroll, they never stretch.
        rect->setRangeDrag(Qt::Horizontal);
        rect->setRangeZoom(Qt::Horizontal);
        rect->setRangeDragAxes(m_plot->xAxis, nullptr);
        rect->setRangeZoomAxes(m_plot->xAxis, nullptr);
        rect->setRangeZoomFactor(0.85, 1);
    }
    applyStyle();
}

void TimelineScene::setModel(TimelineModel model)
{
    m_model = std::move(model);
    m_captions.valid = false;
    if (m_selectedLane >= m_model.laneCount())
        m_selectedLane = -1;
    updateMargins();
}

void TimelineScene::setStyle(const TimelineStyle &style)
{
    m_style = style;
    m_captions.valid = false;
    applyStyle();
}

void TimelineScene::applyStyle()
{
    const Palette &pal = m_style.palette;
    m_plot->setBackground(pal.background);
    QCPAxis *axis = m_plot->xAxis;
    const QPen base(mix(pal.background, pal.text, 0.6), std::max(1.0, m_style.px(1)));
    axis->setBasePen(base);
    axis->setTickPen(base);
    axis->setSubTickPen(base);
    axis->setTickLabelColor(pal.text);
    axis->setLabelColor(pal.mutedText);
    axis->setTickLabelFont(m_style.axisFont);
    axis->setLabelFont(m_style.axisFont);
    axis->setTickLengthIn(0);
    axis->setTickLengthOut(static_cast<int>(m_style.px(5)));
    axis->setSubTickLength(0, 0);
    axis->setTickLabelPadding(static_cast<int>(m_style.px(4)));
    axis->setLabelPadding(static_cast<int>(m_style.px(4)));
    axis->grid()->setPen(QPen(pal.grid, 1, Qt::SolidLine));
    axis->grid()->setZeroLinePen(QPen(pal.grid, 1, Qt::SolidLine));
    for (QCPTextElement *text : {m_title, m_caption}) {
        if (text)
            text->setTextColor(text == m_title ? pal.text : pal.mutedText);
    }
    if (m_title)
        m_title->setFont(m_style.titleFont);
    if (m_caption)
        m_caption->setFont(m_style.captionFont);
    updateMargins();
}

void TimelineScene::updateMargins()
{
    const TimelineStyle &s = m_style;
    double widest = s.px(60);
    const QFontMetricsF bold(s.labelBoldFont);
    const QFontMetricsF plain(s.labelFont);
    for (int lane = m_model.messageLaneCount(); lane < m_model.laneCount(); ++lane)
        widest = std::max(widest, bold.horizontalAdvance(m_model.laneName(lane)));
    if (const int lane = m_model.widestMessageLane(); lane >= 0) {
        widest = std::max(widest,
                          bold.horizontalAdvance(m_model.laneName(lane)) +
                              plain.horizontalAdvance(QLatin1Char(' ') + m_model.laneDetail(lane)));
    }
    const double column = std::min(widest + 2 * s.px(8) + s.px(4), s.px(280));
    const double top =
        m_mode == Mode::Interactive ? QFontMetricsF(s.markBoldFont).height() + s.px(10) : s.px(16);
    m_plot->axisRect()->setMargins(QMargins(static_cast<int>(std::ceil(column)),
                                            static_cast<int>(std::ceil(top)),
                                            static_cast<int>(s.px(24)), 0));
}

void TimelineScene::setTitle(const QString &title)
{
    if (!m_title) {
        QCPLayoutGrid *grid = m_plot->plotLayout();
        grid->insertRow(0);
        m_title = new QCPTextElement(m_plot, title, m_style.titleFont);
        m_title->setMargins(
            QMargins(static_cast<int>(m_style.px(12)), static_cast<int>(m_style.px(12)),
                     static_cast<int>(m_style.px(12)), static_cast<int>(m_style.px(4))));
        grid->addElement(0, 0, m_title);
    }
    m_title->setText(title);
    applyStyle();
}

void TimelineScene::setCaption(const QString &caption)
{
    if (!m_caption) {
        QCPLayoutGrid *grid = m_plot->plotLayout();
        m_caption = new QCPTextElement(m_plot, caption, m_style.captionFont);
        m_caption->setMargins(
            QMargins(static_cast<int>(m_style.px(12)), static_cast<int>(m_style.px(2)),
                     static_cast<int>(m_style.px(12)), static_cast<int>(m_style.px(10))));
        grid->addElement(grid->rowCount(), 0, m_caption);
    }
    m_caption->setText(caption);
    applyStyle();
}

LaneLayout TimelineScene::layout() const
{
    LaneLayout l;
    l.area = QRectF(m_plot->axisRect()->rect());
    l.messageLanes = m_model.messageLaneCount();
    l.pinnedLanes = m_model.pinnedLaneCount();
    const int total = l.messageLanes + l.pinnedLanes;
    if (total == 0 || l.area.height() <= 0)
        return l;
    const double a = l.area.height();
    const double base = m_style.laneHeight;
    auto stack = [&](double messageHeight, double pinnedHeight) {
        l.messageLaneHeight = messageHeight;
        l.pinnedLaneHeight = pinnedHeight;
        l.messageRegion =
            QRectF(l.area.left(), l.area.top(), l.area.width(), l.messageLanes * messageHeight);
        l.pinnedRegion = QRectF(l.area.left(), l.messageRegion.bottom(), l.area.width(),
                                l.pinnedLanes * pinnedHeight);
    };
    if (total * base <= a) {
        // Everything fits: lanes grow to use the room, up to a readable maximum.
        const double h = std::floor(std::min(m_style.maxLaneHeight, a / total));
        stack(h, h);
        return l;
    }
    if (const double squeezed = std::floor(a / total); squeezed >= std::round(base * 0.75)) {
        // Nearly fits: a little thinner beats a scroll bar that hides a worker or the effects.
        stack(squeezed, squeezed);
        return l;
    }
    if (m_mode == Mode::Print) {
        // A picture cannot scroll: the pinned lanes keep a readable height where they can, and
        // the messages share what is left.
        const double pinned = l.pinnedLanes ? std::min(base, a * 0.4 / l.pinnedLanes) : 0.0;
        const double message = l.messageLanes ? (a - pinned * l.pinnedLanes) / l.messageLanes : 0.0;
        stack(message, pinned);
        return l;
    }
    // The pinned lanes get at least 45% of the height, and whatever the messages leave unused.
    const double pinnedHeight =
        l.pinnedLanes ? std::min(l.pinnedLanes * base,
                                 std::max({base, std::floor(a * 0.45), a - l.messageLanes * base}))
                      : 0.0;
    l.messageLaneHeight = base;
    l.pinnedLaneHeight = base;
    l.pinnedRegion =
        QRectF(l.area.left(), l.area.bottom() - pinnedHeight, l.area.width(), pinnedHeight);
    l.messageRegion = QRectF(l.area.left(), l.area.top(), l.area.width(), a - pinnedHeight);
    l.messageScrollMax = std::max(0.0, l.messageLanes * base - l.messageRegion.height());
    l.pinnedScrollMax = std::max(0.0, l.pinnedLanes * base - pinnedHeight);
    l.messageScroll = std::clamp(m_messageScroll, 0.0, l.messageScrollMax);
    l.pinnedScroll = std::clamp(m_pinnedScroll, 0.0, l.pinnedScrollMax);
    return l;
}

void TimelineScene::setScroll(double messageScroll, double pinnedScroll)
{
    m_messageScroll = std::max(0.0, messageScroll);
    m_pinnedScroll = std::max(0.0, pinnedScroll);
}

double TimelineScene::xOf(TimeMs time) const
{
    return m_plot->xAxis->coordToPixel(static_cast<double>(time) / 1000.0);
}

TimeMs TimelineScene::timeAt(double x) const
{
    return static_cast<TimeMs>(std::llround(m_plot->xAxis->pixelToCoord(x) * 1000.0));
}

void TimelineScene::setHighlights(const std::vector<Highlight> &highlights)
{
    m_highlightLanes.clear();
    m_highlightSpans.clear();
    const RunTimeline *timeline = m_model.timeline();
    if (!timeline)
        return;
    const EventLog &log = timeline->run().log();
    for (const Highlight &h : highlights) {
        switch (h.kind) {
        case Highlight::Kind::Message:
        case Highlight::Kind::Key:
            for (const MessageTrack &track : timeline->messages()) {
                if ((h.kind == Highlight::Kind::Message ? track.label : track.key) == h.name)
                    m_highlightLanes.push_back(m_model.laneOfMessage(track.message));
            }
            break;
        case Highlight::Kind::Worker:
            for (const WorkerTrack &worker : timeline->workers()) {
                if (log.actorName(worker.actor) == h.name)
                    m_highlightLanes.push_back(m_model.laneOfWorker(worker.actor));
            }
            break;
        case Highlight::Kind::Lane:
            if (h.name == "effects")
                m_highlightLanes.push_back(m_model.effectsLane());
            break;
        case Highlight::Kind::Queue:
            break;
        case Highlight::Kind::Span:
            m_highlightSpans.emplace_back(h.fromMs, h.toMs);
            break;
        }
    }
    m_highlightLanes.erase(std::remove(m_highlightLanes.begin(), m_highlightLanes.end(), -1),
                           m_highlightLanes.end());
}

bool TimelineScene::showsInLegend(LegendItem item) const
{
    if (item != LegendItem::Note)
        return m_model.shows(item);
    // As notePlacements() decides: a note in the time on show, not behind a question's curtain,
    // and on a lane this run has.
    const QCPRange shown = plot()->xAxis->range();
    return std::any_of(m_annotations.begin(), m_annotations.end(), [&](const Annotation &a) {
        const double seconds = static_cast<double>(a.timeMs) / 1000.0;
        if (seconds < shown.lower || seconds > shown.upper || (m_curtain && a.timeMs > *m_curtain))
            return false;
        return a.anchor == Annotation::Anchor::Time || a.message == noMessage ||
               m_model.laneOfMessage(a.message) >= 0;
    });
}

std::vector<NotePlacement> TimelineScene::notePlacements() const
{
    std::vector<NotePlacement> placed;
    if (m_model.empty() || m_annotations.empty())
        return placed;
    const TimelineStyle &s = m_style;
    const LaneLayout layout = this->layout();
    const QRectF area = layout.area;
    if (area.width() <= 0 || area.height() <= 0)
        return placed;

    // Numbered in time order (ties in the order they were made), as the notes panel lists them.
    std::vector<int> order(m_annotations.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = static_cast<int>(i);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return m_annotations[static_cast<std::size_t>(a)].timeMs <
               m_annotations[static_cast<std::size_t>(b)].timeMs;
    });

    const QFontMetricsF fm(s.markFont);
    const QFontMetricsF bold(s.markBoldFont);
    const double boxHeight = std::ceil(fm.height() + s.px(6));
    const double gap = s.px(4);
    // Long enough for a sentence's start; the hover shows the rest.
    const double maxText = std::clamp(area.width() * 0.22, s.px(90), s.px(260));
    const EventLog *log = m_model.run() ? &m_model.run()->log() : nullptr;
    // Labels keep clear of each other, of the pins, and of the double-processing captions.
    std::vector<QRectF> taken = captionRects();
    QRectF ownPin;
    auto clear = [&](const QRectF &r) {
        return !ownPin.intersects(r) &&
               std::none_of(taken.begin(), taken.end(), [&](const QRectF &other) {
                   return other.adjusted(-2, -2, 2, 2).intersects(r);
               });
    };

    for (std::size_t rank = 0; rank < order.size(); ++rank) {
        const Annotation &note = m_annotations[static_cast<std::size_t>(order[rank])];
        const double x = xOf(note.timeMs);
        if (x < area.left() - 0.5 || x > area.right() + 0.5)
            continue;
        // A note on what happens behind the curtain would give the answer away, as the lanes
        // would.
        if (m_curtain && note.timeMs > *m_curtain)
            continue;
        int lane = -1;
        switch (note.anchor) {
        case Annotation::Anchor::Time:
            break;
        case Annotation::Anchor::Message:
            lane = m_model.laneOfMessage(note.message);
            if (lane < 0)
                continue;
            break;
        case Annotation::Anchor::Event:
            if (note.message != noMessage) {
                lane = m_model.laneOfMessage(note.message);
                if (lane < 0)
                    continue;
            } else if (log && note.sequence < log->size()) {
                // An event without a message (a crash, an empty receive): on its worker's lane
                // when it has one, else across the lanes at its moment.
                lane = m_model.laneOfWorker((*log)[note.sequence].actor);
            }
            break;
        }

        NotePlacement p;
        p.index = order[rank];
        p.number = static_cast<int>(rank) + 1;
        p.lane = lane;
        p.shownText = fm.elidedText(note.text.simplified(), Qt::ElideRight, maxText);
        p.numberWidth =
            std::max(boxHeight, bold.horizontalAdvance(QString::number(p.number)) + s.px(10));
        const double width =
            p.numberWidth +
            (p.shownText.isEmpty() ? 0.0 : fm.horizontalAdvance(p.shownText) + s.px(11));
        const double step = boxHeight + gap;

        // Where the label may go, best first: beside the pin (or hanging from the rule's top
        // like a flag), then stepped down and up, then on the other side.
        std::vector<QRectF> candidates;
        auto fit = [&](QRectF r) {
            r.moveLeft(std::clamp(r.left(), area.left() + 1, area.right() - r.width() - 1));
            r.moveTop(std::clamp(r.top(), area.top() + 1, area.bottom() - r.height() - 1));
            return r;
        };
        if (lane >= 0) {
            const QRectF r = layout.laneRect(lane);
            const QRectF &region =
                lane < layout.messageLanes ? layout.messageRegion : layout.pinnedRegion;
            if (r.bottom() <= region.top() || r.top() >= region.bottom())
                continue; // scrolled out of view
            const auto [needle, radius] = pinSizes(s, r.height());
            p.anchor = QPointF(x, r.top() + 0.75 * r.height());
            const QPointF head(x, p.anchor.y() - needle);
            p.pin = QRectF(head.x() - radius, head.y() - radius, 2 * radius, 2 * radius);
            const double right = x + radius + gap;
            const double left = x - radius - gap - width;
            const double top = head.y() - boxHeight / 2;
            for (const double dy : {0.0, step, -step, 2 * step, -2 * step}) {
                candidates.push_back(fit(QRectF(right, top + dy, width, boxHeight)));
                candidates.push_back(fit(QRectF(left, top + dy, width, boxHeight)));
            }
        } else {
            p.anchor = QPointF(x, area.top());
            for (int level = 0; level < 5; ++level) {
                const double top = area.top() + s.px(3) + level * step;
                candidates.push_back(fit(QRectF(x, top, width, boxHeight)));
                candidates.push_back(fit(QRectF(x - width, top, width, boxHeight)));
            }
        }
        ownPin = p.pin.adjusted(-1, -1, 1, 1);
        const auto best = std::find_if(candidates.begin(), candidates.end(), clear);
        p.label = best != candidates.end() ? *best : candidates.front();
        const QRectF natural = candidates.front();
        p.displaced = std::abs(p.label.center().y() - natural.center().y()) > 1 ||
                      (lane >= 0 && p.label.left() > x + p.pin.width() + gap + 1) ||
                      (lane < 0 && p.label.left() > x + 1);
        taken.push_back(p.label);
        if (!p.pin.isEmpty())
            taken.push_back(p.pin);
        placed.push_back(std::move(p));
    }
    return placed;
}

void TimelineScene::rememberCaptions(std::vector<QRectF> captions)
{
    const LaneLayout layout = this->layout();
    m_captions = {m_plot->xAxis->range(), layout.area,         layout.messageScroll,
                  layout.pinnedScroll,    std::move(captions), true};
}

std::vector<QRectF> TimelineScene::captionRects() const
{
    const LaneLayout layout = this->layout();
    const QCPRange range = m_plot->xAxis->range();
    if (m_captions.valid && m_captions.range == range && m_captions.area == layout.area &&
        m_captions.messageScroll == layout.messageScroll &&
        m_captions.pinnedScroll == layout.pinnedScroll)
        return m_captions.rects;
    std::vector<QRectF> rects;
    for (const OverlapPlate &plate :
         placeCaptions(*this, layout, static_cast<TimeMs>(std::floor(range.lower * 1000)),
                       static_cast<TimeMs>(std::ceil(range.upper * 1000)), nullptr))
        rects.push_back(plate.rect);
    return rects;
}

std::optional<NotePlacement> TimelineScene::noteAt(QPointF point) const
{
    const std::vector<NotePlacement> notes = notePlacements();
    // Labels are drawn after every pin, and later labels over earlier ones.
    for (auto it = notes.rbegin(); it != notes.rend(); ++it) {
        if (it->label.contains(point))
            return *it;
    }
    for (auto it = notes.rbegin(); it != notes.rend(); ++it) {
        if (!it->pin.isEmpty() && it->pin.adjusted(-2, -2, 2, 2).contains(point))
            return *it;
    }
    return std::nullopt;
}

void TimelineScene::enablePrintOverlay()
{
    if (m_overlay)
        return;
    m_overlay = new TimelineOverlay(this, m_plot->layer(QStringLiteral("overlay")));
}

} // namespace inflight
