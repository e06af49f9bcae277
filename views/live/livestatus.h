// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The window's live state, in the status bar while it listens for SQS clients: where (and a warning
// when it is not this computer only), how many clients, whether the view follows now or is paused
// (the traffic goes on either way), a button that copies a first command to try, a Go live button
// and a Stop button.

#include <QWidget>

class QLabel;
class QToolButton;

namespace inflight {

class Playback;

class LiveStatus : public QWidget {
    Q_OBJECT

public:
    explicit LiveStatus(Playback *playback, QWidget *parent = nullptr);

    /// Listening at `url` with `clients` clients so far; an empty URL hides the widget.
    void setEndpoint(const QString &url, std::size_t clients);

    QLabel *endpointLabel() const { return m_endpoint; }
    /// Copies `aws --endpoint-url URL sqs list-queues` (ListenDialog::exampleCommand).
    QToolButton *copyCommandButton() const { return m_copyCommand; }
    /// The command the copy button copies; empty while not listening.
    QString command() const { return m_command; }
    QToolButton *goLiveButton() const { return m_goLive; }

signals:
    void stopRequested();

private:
    void updateFollowing();

    Playback *m_playback;
    QLabel *m_state = nullptr;
    QLabel *m_endpoint = nullptr;
    QToolButton *m_copyCommand = nullptr;
    QString m_command;
    QToolButton *m_goLive = nullptr;
    QToolButton *m_stop = nullptr;
};

} // namespace inflight
