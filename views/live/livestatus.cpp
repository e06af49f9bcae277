// SPDX-License-Identifier: GPL-3.0-or-later
#include "livestatus.h"

#include "common/format.h"
#include "listendialog.h"
#include "playback.h"
#include "theme.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QUrl>

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
    m_copyCommand = new QToolButton(this);
    m_copyCommand->setObjectName(QStringLiteral("copyCommand"));
    m_copyCommand->setText(tr("Copy command"));
    connect(m_copyCommand, &QToolButton::clicked, this,
            [this] { QGuiApplication::clipboard()->setText(m_command); });
    layout->addWidget(m_copyCommand);
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
    connect(&Theme::instance(), &Theme::changed, this, &LiveStatus::updateFollowing);
    // While paused the label shows the playhead's time. Hidden (no live run), it is not updated:
    // every text change is an event a screen reader hears, 55 a second while playing.
    connect(m_playback, &Playback::timeChanged, this, [this] {
        if (!isHidden() && !m_playback->following())
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
    // Not loopback (0.0.0.0, a network address): anyone who reaches the port can use the queues.
    const QString host = QUrl(url).host();
    const bool thisComputerOnly = host == QLatin1String("localhost") ||
                                  host.startsWith(QLatin1String("127.")) ||
                                  host == QLatin1String("::1");
    const QString where = thisComputerOnly ? url : tr("%1 (every network)").arg(url);
    m_endpoint->setText(clients == 1 ? tr("%1 · 1 client").arg(where)
                                     : tr("%1 · %2 clients").arg(where).arg(clients));
    m_endpoint->setToolTip(thisComputerOnly
                               ? tr("Clients on this computer reach the queues at this URL")
                               : tr("Listening on every network this computer is on: anyone who "
                                    "can reach the port can use the queues"));
    m_command = ListenDialog::exampleCommand(url);
    m_copyCommand->setToolTip(tr("Copy “%1”, a first command to try in a terminal").arg(m_command));
    updateFollowing();
    show();
}

void LiveStatus::updateFollowing()
{
    // Never colour alone: the words say it too.
    const Palette &palette = Theme::instance().palette();
    const bool following = m_playback->following();
    QPalette colours = m_state->palette();
    // The badge is type on a filled label: the background's own colour as type on warning red or
    // on the text colour reads at 4.5:1 or more in both themes (white on the marks' red is 3.09:1).
    colours.setColor(QPalette::Window, following ? palette.warningText : palette.text);
    colours.setColor(QPalette::WindowText, palette.background);
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
