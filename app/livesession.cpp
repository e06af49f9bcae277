// SPDX-License-Identifier: GPL-3.0-or-later
#include "livesession.h"

#include "eventlog.h"
#include "listendialog.h"
#include "livestatus.h"
#include "playback.h"
#include "recordingreplay.h"
#include "scenariodocument.h"
#include "sessioncontroller.h"
#include "sqsendpoint.h"

#include <QAction>
#include <QMainWindow>
#include <QScopedValueRollback>
#include <QStatusBar>
#include <QWidget>

#include <algorithm>

namespace inflight {

namespace {
/// The timeline's window while following: the whole run for its first minute, then its last
/// minute.
constexpr double windowSeconds = 60;
/// The longest wait between refreshes, however long the last one took.
constexpr int longestRefreshMs = 2000;
} // namespace

LiveSession::LiveSession(ScenarioDocument *document, Playback *playback, SessionController *session,
                         QMainWindow *window)
    : QObject(window), m_window(window), m_document(document), m_playback(playback),
      m_session(session), m_status(new LiveStatus(playback, window))
{
    m_refresh.setInterval(minimumRefreshMs);
    connect(&m_refresh, &QTimer::timeout, this, &LiveSession::refresh);
    connect(m_status, &LiveStatus::stopRequested, this, &LiveSession::stop);
    connect(m_document, &ScenarioDocument::scenarioChanged, this, &LiveSession::documentReplaced);
    // A zoom while following (the wheel, W/S) keeps its width: the window slides with now
    // instead of snapping back to the default at the next refresh.
    connect(m_playback, &Playback::visibleRangeChanged, this, [this] {
        if (m_endpoint && !m_settingRange && m_playback->following())
            m_followSeconds = m_playback->visibleRange().seconds();
    });
}

LiveSession::~LiveSession()
{
    if (m_endpoint)
        m_endpoint->close();
}

void LiveSession::setStopAction(QAction *action)
{
    m_stopAction = action;
    m_stopAction->setEnabled(listening());
}

void LiveSession::askToListen(QWidget *parent)
{
    ListenDialog dialog(
        [this](const QString &address, quint16 port, QString *error) {
            return listen(address, port, error) ? url() : QString();
        },
        parent);
    // The dialog closes once listening; the status bar says where, and keeps saying it.
    if (dialog.exec() == QDialog::Accepted)
        m_window->statusBar()->showMessage(
            tr("Listening at %1: point an SQS client there (Copy command, on the right, copies "
               "one to try)")
                .arg(url()),
            15000);
}

bool LiveSession::listen(const QString &address, quint16 port, QString *error)
{
    QHostAddress host;
    if (!host.setAddress(address)) {
        if (error)
            *error = tr("“%1” is not an IP address: 127.0.0.1 listens on this computer only, "
                        "0.0.0.0 on every network")
                         .arg(address);
        return false;
    }
    return listen(host, port, error);
}

bool LiveSession::listen(const QHostAddress &address, quint16 port, QString *error)
{
    if (m_document->isRunning()) {
        if (error)
            *error = tr("a run is still being simulated; wait for it or cancel it");
        return false;
    }
    auto endpoint = std::make_unique<SqsEndpoint>(EngineSettings{});
    if (!endpoint->listen(address, port, error))
        return false;
    stop();
    endpoint->recordInMemory();
    m_endpoint = std::move(endpoint);
    connect(m_endpoint.get(), &SqsEndpoint::requestHandled, this, [this] {
        updateStatus();
        // Saved while listening, the session has unsaved work again with the next request.
        m_session->markModified();
    });
    // The status bar is made on the first listen: a window that never listens has none.
    if (m_status->parentWidget() == m_window) {
        m_window->statusBar()->addPermanentWidget(m_status);
        m_window->statusBar()->show();
    }
    m_playback->setAnnotations({});
    m_playback->clearSelection();
    m_playback->setLive(true);
    m_followSeconds = 0;
    m_replay = std::make_unique<RecordingReplay>();
    {
        const QScopedValueRollback settingRange(m_settingRange, true);
        showRun(m_endpoint->recording(), false);
        m_playback->goLive();
    }
    followOnTimeline();
    // A new session: what the clients do is unsaved work from the first request on.
    m_session->setPath({}, false);
    m_session->markModified();
    m_refresh.setInterval(minimumRefreshMs);
    m_refresh.start();
    if (m_stopAction)
        m_stopAction->setEnabled(true);
    updateStatus();
    emit listeningChanged(true);
    return true;
}

void LiveSession::stop()
{
    endListening(true);
}

void LiveSession::endListening(bool keepRun)
{
    if (!m_endpoint)
        return;
    m_refresh.stop();
    // The recording ends with the time the endpoint stopped: the run ends there.
    m_endpoint->close();
    const std::unique_ptr<SqsEndpoint> endpoint = std::move(m_endpoint);
    if (keepRun)
        showRun(endpoint->recording(), true);
    m_replay.reset();
    m_playback->setLive(false);
    if (m_stopAction)
        m_stopAction->setEnabled(false);
    updateStatus();
    emit listeningChanged(false);
}

QString LiveSession::url() const
{
    return m_endpoint ? m_endpoint->url() : QString();
}

std::size_t LiveSession::clientCount() const
{
    return m_endpoint ? m_endpoint->clientCount() : 0;
}

void LiveSession::refresh()
{
    if (!m_endpoint)
        return;
    QElapsedTimer took;
    took.start();
    {
        // A new run may set the timeline's window: that is not the user zooming.
        const QScopedValueRollback settingRange(m_settingRange, true);
        showRun(m_endpoint->recording(), false);
    }
    followOnTimeline();
    m_lastRefreshMs = static_cast<double>(took.nsecsElapsed()) / 1e6;
    // A long run replays in more time: the refreshes space out so as to take at most a fifth.
    m_refresh.setInterval(
        std::clamp(static_cast<int>(4 * m_lastRefreshMs), minimumRefreshMs, longestRefreshMs));
}

void LiveSession::showRun(const QByteArray &recording, bool stopped)
{
    QString error;
    if (!m_replay->follow(recording, stopped, &error))
        return;
    const TimeMs now = stopped ? 0 : m_endpoint->clockMs();
    const QByteArray text =
        stopped ? recording
                : recording + QByteArray::fromStdString("{\"at\": " + formatSeconds(now) + "}\n");
    m_showing = true;
    m_document->showRecording(text, m_replay->run(now));
    m_showing = false;
}

void LiveSession::followOnTimeline()
{
    if (!m_playback->following())
        return;
    // The whole run while it is shorter than a minute, then its last minute, now at the right;
    // after a zoom, the zoom's width, now at the right.
    const double now = static_cast<double>(m_playback->endTime()) / 1000.0;
    const double pad = std::max(now, 1.0) * 0.025;
    const QScopedValueRollback settingRange(m_settingRange, true);
    if (m_followSeconds > 0)
        m_playback->setVisibleRange({now + pad - m_followSeconds, now + pad});
    else
        m_playback->setVisibleRange({std::max(-pad, now - windowSeconds), now + pad});
}

void LiveSession::documentReplaced()
{
    if (!m_showing && m_endpoint)
        endListening(false);
}

void LiveSession::updateStatus()
{
    m_status->setEndpoint(url(), clientCount());
}

} // namespace inflight
