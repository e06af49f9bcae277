// SPDX-License-Identifier: GPL-3.0-or-later
#include "playbackannouncer.h"

#include "accessibleparts.h"
#include "playback.h"

#include <QAccessible>
#include <QLabel>
#include <QWidget>

namespace inflight {

PlaybackAnnouncer::PlaybackAnnouncer(QWidget *target, Playback *playback, AccessibleParts *parts)
    : QObject(target), m_target(target), m_playback(playback), m_parts(parts)
{
    setObjectName(QStringLiteral("playbackAnnouncer"));
    m_pending.setSingleShot(true);
    connect(&m_pending, &QTimer::timeout, this, &PlaybackAnnouncer::announce);
    if (!playback)
        return;
    for (auto signal : {&Playback::runChanged, &Playback::highlightsChanged,
                        &Playback::curtainChanged, &Playback::annotationsChanged})
        connect(playback, signal, this, &PlaybackAnnouncer::changed);
    connect(playback, &Playback::timeChanged, this, &PlaybackAnnouncer::changed);
    connect(playback, &Playback::eventChanged, this, &PlaybackAnnouncer::changed);
    connect(playback, &Playback::playingChanged, this, &PlaybackAnnouncer::changed);
    connect(playback, &Playback::selectionChanged, this, &PlaybackAnnouncer::changed);
}

Playback *PlaybackAnnouncer::playbackOf(const QObject *widget)
{
    const auto *announcer =
        widget ? widget->findChild<PlaybackAnnouncer *>(QString(), Qt::FindDirectChildrenOnly)
               : nullptr;
    return announcer ? announcer->playback() : nullptr;
}

PlaybackAnnouncer *PlaybackAnnouncer::forReadout(QLabel *readout, Playback *playback)
{
    auto *announcer = new PlaybackAnnouncer(readout, playback);
    announcer->m_readout = readout;
    readout->setAccessibleName(readout->text());
    connect(playback, &Playback::playingChanged, announcer, [announcer](bool playing) {
        if (playing && announcer->m_readout)
            announcer->m_readout->setAccessibleName(
                tr("%1 (playing)").arg(announcer->m_readout->text()));
    });
    return announcer;
}

void PlaybackAnnouncer::changed()
{
    if (m_parts)
        m_parts->invalidate();
    // Playing: nothing is told until the pause (playingChanged comes here again).
    if (!m_playback || m_playback->playing() || m_pending.isActive())
        return;
    const qint64 since = m_since.isValid() ? m_since.elapsed() : minimumGapMs;
    m_pending.start(static_cast<int>(std::max<qint64>(0, minimumGapMs - since)));
}

void PlaybackAnnouncer::announce()
{
    if (m_playback && m_playback->playing())
        return;
    // The readout's name is its text again (whoever listens, it must not stay stale).
    if (m_readout) {
        m_readout->setAccessibleName(m_readout->text());
        m_since.start();
        ++m_count;
        return;
    }
    // Nobody listens, or nobody sees the view: nothing to tell (a hidden view sends no events).
    if (!QAccessible::isActive() || !m_target || !m_target->isVisible())
        return;
    m_since.start();
    ++m_count;
    bool reordered = false;
    if (m_parts) {
        const QMetaObject::Connection c = connect(m_parts, &AccessibleParts::structureChanged, this,
                                                  [&reordered] { reordered = true; });
        m_parts->refresh();
        disconnect(c);
    }
    if (reordered && m_parts->widget()) {
        QAccessibleEvent event(m_parts->widget(), QAccessible::ObjectReorder);
        QAccessible::updateAccessibility(&event);
    }
    QAccessibleEvent event(m_target, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&event);
    // A slider (the scrub bar) tells its new value too.
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(m_target);
    if (QAccessibleValueInterface *value = iface ? iface->valueInterface() : nullptr) {
        QAccessibleValueChangeEvent changed(m_target, value->currentValue());
        QAccessible::updateAccessibility(&changed);
    }
}

} // namespace inflight
