// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stagescale.h"
#include "stagestate.h"

#include <QColor>
#include <QFont>
#include <QPen>
#include <QRectF>
#include <QString>

#include <cstdint>

namespace inflight {

class RunTimeline;
class StageCanvas;

/// How a message's card looks, by where it is and what happened to it.
enum class CardLook : std::uint8_t {
    Visible,
    /// Still in the queue, but hidden (in flight): a dashed outline with nothing inside.
    Ghost,
    /// At the worker it is lent to.
    Held,
    Delayed,
    DeadLetter,
    /// Just deleted, fading out with a tick.
    Deleted,
    /// The worker still works on it, but its lease ran out: its handle is stale.
    LeaseLost,
};

/// The three lines of a card, and its corner badge.
struct CardText {
    QString label;
    QString key;
    QString note;
    /// A small pill in the top right corner: receives so far against maxReceiveCount.
    QString badge = {};
};

/// One card to paint.
struct CardPaint {
    QRectF rect;
    CardLook look = CardLook::Visible;
    CardText text;
    double alpha = 1;
    /// The fraction of its visibility window left, for the countdown ring; negative for none.
    double ring = -1;
    /// A heartbeat's halo around the ring, 1 when it just happened, fading to 0.
    double pulse = 0;
    bool selected = false;
};

/// Paints message cards: a rounded card in the colour of its state, its label, key and a note,
/// the countdown ring while it is in flight, and the receive-count badge.
class StageCardPainter {
public:
    explicit StageCardPainter(const StageCanvas &canvas) : m_canvas(canvas) {}

    void paint(const CardPaint &card) const;

    /// What a card in a queue says: delayed until when, hidden until when, visible (again), or
    /// how often a dead letter was received.
    static CardText queueText(const StageCard &card, TimeMs now, const RunTimeline &timeline,
                              int maxReceiveCount, bool deadLetter);

    /// The width a card's note has, in design units: the card's less its padding.
    static constexpr double noteWidthU = cardWU - 16;
    /// The note's font: its size, or up to three half-point notches smaller, the first that fits
    /// (a German or Spanish note such as "versteckt bis t=150" is longer than "hidden till t=150").
    /// Beyond that the note is cut short with "…".
    static QFont noteFont(const StageScale &scale, const QString &note, bool bold);

private:
    /// The card's fill for a look; sets the border and the fill's pattern that go with it.
    QColor fillFor(CardLook look, QPen *border, Qt::BrushStyle *pattern) const;
    void paintRing(const CardPaint &card, double pad, double ringR) const;
    void paintBadge(const CardPaint &card, const QColor &fill, const QColor &ink) const;

    const StageCanvas &m_canvas;
};

} // namespace inflight
