// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The window's live state, in the status bar while it listens for SQS clients: where, how many
// clients, whether the view follows now or is paused (the traffic goes on either way), a Go live
// button and a Stop button.

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

    QLabel *stateLabel() const { return m_state; }
    QLabel *endpointLabel() const { return m_endpoint; }
    QToolButton *goLiveButton() const { return m_goLive; }
    QToolButton *stopButton() const { return m_stop; }

signals:
    void stopRequested();

private:
    void updateFollowing();

    Playback *m_playback;
    QLabel *m_state = nullptr;
    QLabel *m_endpoint = nullptr;
    QToolButton *m_goLive = nullptr;
    QToolButton *m_stop = nullptr;
};

} // namespace inflight
