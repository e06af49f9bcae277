// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// File > Listen for SQS clients...: the endpoint of `inflight serve` inside the window. Real
// clients (boto3, the AWS CLI, the SDKs) talk to it; the window shows their run as it grows. The
// endpoint records every request in memory; a few times a second the recording, with a last line
// for "now", is replayed into a run (engine/recordingreplay.h) that the document shows like any
// other: the views read its event log, as they read a scenario's, and re-implement nothing.
// Stopping leaves the last run, an ordinary one, whose recording a session keeps.

#include "types.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <memory>

class QAction;
class QMainWindow;
class QWidget;

namespace inflight {

class LiveStatus;
class Playback;
class RecordingReplay;
class ScenarioDocument;
class SessionController;
class SqsEndpoint;

class LiveSession : public QObject {
    Q_OBJECT

public:
    /// The live state goes into the window's status bar once it listens.
    LiveSession(ScenarioDocument *document, Playback *playback, SessionController *session,
                QMainWindow *window);
    ~LiveSession() override;

    /// Asks for the port and address (ListenDialog) and starts listening there.
    void askToListen(QWidget *parent);
    /// Starts the endpoint and shows its run, following now. False, with `error` set, when it
    /// cannot listen there (the port is taken); nothing changes then.
    bool listen(const QHostAddress &address, quint16 port, QString *error);
    /// The same, with the address as people write it ("127.0.0.1", "0.0.0.0").
    bool listen(const QString &address, quint16 port, QString *error);
    /// Stops the endpoint: waiting long polls are answered empty, and the run as it was at the
    /// stop stays, an ordinary run (step, export, annotate, save).
    void stop();
    bool listening() const { return m_endpoint != nullptr; }
    QString url() const;
    /// Clients that have made a request, by name.
    std::size_t clientCount() const;

    /// Replays the recording so far into the run the window shows. The timer calls it every
    /// refreshIntervalMs() while listening; tests call it to see the latest at once.
    void refresh();
    /// Every 200 ms (5 times a second), or four times as long as the last refresh took, so
    /// that a long run never takes more than a fifth of the time.
    int refreshIntervalMs() const { return m_refresh.interval(); }

    /// The status bar's live state (the URL, the clients, Go live, Stop).
    LiveStatus *status() const { return m_status; }
    /// File > Stop listening: enabled while listening.
    void setStopAction(QAction *action);

    static constexpr int minimumRefreshMs = 200;

signals:
    void listeningChanged(bool listening);

private:
    /// Shows the recording's run: the lines it has that the replay has not read yet go into the
    /// replay's engine, and the run is a copy of it. While listening (`stopped` false) the clock
    /// is moved on to the endpoint's now, and the document's text is the recording with a last
    /// line saying so; once stopped, the recording ends with the stop's time itself.
    void showRun(const QByteArray &recording, bool stopped);
    /// Stops the endpoint; `keepRun`: shows the run as it was at the stop.
    void endListening(bool keepRun);
    /// Another scenario, lesson or session was opened: the endpoint stops, and the run the
    /// document shows now stays.
    void documentReplaced();
    void updateStatus();
    /// Following now, the timeline shows the end of the run, at the right.
    void followOnTimeline();

    QMainWindow *m_window;
    ScenarioDocument *m_document;
    Playback *m_playback;
    SessionController *m_session;
    std::unique_ptr<SqsEndpoint> m_endpoint;
    /// The endpoint's recording as replayed so far, from the listen on.
    std::unique_ptr<RecordingReplay> m_replay;
    QTimer m_refresh;
    double m_lastRefreshMs = 0;
    /// Set while this session puts its own run into the document.
    bool m_showing = false;
    /// Set while this session sets the visible window (or a new run may): a change then is not
    /// the user zooming.
    bool m_settingRange = false;
    /// The width of the timeline's window the user zoomed to while following, in seconds; 0:
    /// the default (the whole run for its first minute, then its last minute).
    double m_followSeconds = 0;
    LiveStatus *m_status = nullptr;
    QPointer<QAction> m_stopAction;
};

} // namespace inflight
