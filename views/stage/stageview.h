// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The animated stage: the queue as a container of message cards, the workers holding and
// processing them, and the downstream service counting its effects per business key. Everything
// on it is computed from the playhead time alone (stageAt), so a frame never depends on the one
// before it: scrubbing backwards animates as correctly as playing forwards.
//
// Notes pinned to the run show up once the playhead has reached them: a note about a message as a
// badge under its card, and notes about a moment or an event as a sticky-note callout in a free
// corner, the ones of the last 30 virtual seconds (or else the latest one reached).

#include "playback.h"
#include "stagecast.h"
#include "stagelayout.h"

#include <QWidget>

#include <memory>
#include <string>

namespace inflight {

class StageView : public QWidget {
    Q_OBJECT

public:
    /// A note as the stage draws it now.
    struct NoteMark {
        /// Index into Playback::annotations().
        int index = -1;
        /// The badge under its card, or the note's entry in the callout.
        QRectF rect;
        bool callout = false;
    };
    /// The label of an arrow (a card's recent move) as the stage draws it now.
    struct ArrowLabel {
        /// What it says: the full label, or its short form where the full one found no room.
        QString text;
        QRectF rect;
    };

    explicit StageView(Playback *playback, QWidget *parent = nullptr);
    ~StageView() override;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    /// Where the message's card is drawn at the current time, in widget coordinates: at the
    /// worker holding it when it is in flight, else in its queue. Empty when it is not on stage
    /// (not sent yet, gone, or one of the "+N more").
    QRectF cardRect(MessageNumber message) const;
    /// The worker's box, or an empty rectangle when it is not shown.
    QRectF workerRect(ActorId worker) const;
    /// The container of the queue with this name, or an empty rectangle.
    QRectF queueRect(const std::string &name) const;
    /// The key to the symbols, along the bottom.
    QRectF legendRect() const;
    /// The top line: the clock on its right, the scenario's title on its left.
    QRectF headerRect() const;
    /// What a click at `point` selects: a message card (or its note's badge), a worker, or
    /// nothing.
    Selection selectionAt(QPointF point) const;
    /// The notes on stage at the current time, badges first, then the callout's entries oldest
    /// first.
    std::vector<NoteMark> noteMarks() const;
    /// The sticky-note callout, or an empty rectangle when no time or event note is shown.
    QRectF noteCalloutRect() const;
    /// The arrows' labels drawn now. A label that found no free place is left out (the event line
    /// below the stage says what happened), so none covers text, a highlight or another label.
    std::vector<ArrowLabel> arrowLabels() const;
    /// Where an arrow's label must not go: the text and cards of the stage (the queues' headers
    /// and cards, the workers' contents, the services' headers and rows, the notes, the "both
    /// processing" labels, the clock and the legend) and the frames around a lesson's highlights.
    std::vector<QRectF> labelKeepClearRects() const;
    /// Everything on stage now, laid out, and what it is made of (the accessibility tree reads
    /// them: views/accessibility/).
    const StageLayout &picture() const { return layout(); }
    const StageCast &cast() const { return m_cast; }
    Playback *playback() const { return m_playback; }

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void rebuildCast();
    void invalidate();
    /// The picture at the current time and size, laid out on demand and kept until something
    /// it depends on changes (a cache, not state: it is a function of time, size and theme).
    const StageLayout &layout() const;
    /// What the layout is made from now: the playhead's stage state, the size, the theme.
    StageLayout::Input layoutInput() const;

    Playback *m_playback;
    StageCast m_cast;
    mutable std::unique_ptr<StageLayout> m_layout;
};

} // namespace inflight
