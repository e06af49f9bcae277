// SPDX-License-Identifier: GPL-3.0-or-later
#include "livestatus.h"

#include "common/format.h"
#include "playback.h"
#include "theme.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

namespace inflight {

LiveStatus::LiveStatus(Playback *playback, QWidget *parent) : QWidget(parent), m_playback(playback)
{
    setObjectName(QStringLiteral("liveStatus"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_state = new QLabel(this);
    m_state->setObjectName(QStringLiteral("liveState"));
    m_state->setAutoFillBackground(true);
    m_state->setContentsMargins(6, 1, 6, 1);
    layout->addWidget(m_state);
    m_endpoint = new QLabel(this);
    m_endpoint->setObjectName(QStringLiteral("liveEndpoint"));
    m_endpoint->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_endpoint);
    m_goLive = new QToolButton(this);
    m_goLive->setObjectName(QStringLiteral("goLive"));
    m_goLive->setText(tr("Go live"));
    m_goLive->setToolTip(tr("Back to now: the view follows the clients again (End)"));
    connect(m_goLive, &QToolButton::clicked, m_playback, &Playback::goLive);
    layout->addWidget(m_goLive);
    m_stop = new QToolButton(this);
    m_stop->setObjectName(QStringLiteral("stopListening"));
    m_stop->setText(tr("Stop"));
    m_stop->setToolTip(tr("Stop listening: the clients get no more answers, and the run so far "
                          "stays, to step through, export and save"));
    connect(m_stop, &QToolButton::clicked, this, &LiveStatus::stopRequested);
    layout->addWidget(m_stop);
    connect(m_playback, &Playback::followingChanged, this, &LiveStatus::updateFollowing);
    connect(m_playback, &Playback::timeChanged, this, [this] {
        if (!m_playback->following())
            updateFollowing();
    });
    hide();
}

void LiveStatus::setEndpoint(const QString &url, std::size_t clients)
{
    if (url.isEmpty()) {
        hide();
        return;
    }
    m_endpoint->setText(clients == 1 ? tr("%1 · 1 client").arg(url)
                                     : tr("%1 · %2 clients").arg(url).arg(clients));
    updateFollowing();
    show();
}

void LiveStatus::updateFollowing()
{
    // Never colour alone: the words say it too.
    const Palette &palette = Theme::instance().palette();
    const bool following = m_playback->following();
    QPalette colours = m_state->palette();
    colours.setColor(QPalette::Window, following ? palette.crash : palette.mutedText);
    colours.setColor(QPalette::WindowText, Qt::white);
    m_state->setPalette(colours);
    m_state->setText(following
                         ? tr("● LIVE")
                         : tr("❚❚ VIEW PAUSED at t=%1 s").arg(secondsText(m_playback->time())));
    m_state->setToolTip(following ? tr("The view follows the clients as they work")
                                  : tr("The view is paused; the clients go on. Go live (End) "
                                       "catches up."));
    m_goLive->setEnabled(!following);
}

} // namespace inflight
