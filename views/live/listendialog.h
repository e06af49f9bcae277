// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// File > Listen for SQS clients...: the port and the address to listen on (both remembered). Once
// listening it closes, and the status bar (LiveStatus) shows the endpoint's URL and a command to
// copy that shows it works. A port that is taken is said plainly, and the dialog stays for another
// try.

#include <QDialog>

#include <functional>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace inflight {

class ListenDialog : public QDialog {
    Q_OBJECT

public:
    /// Starts listening on an address as people write it ("127.0.0.1") and a port; returns the
    /// URL, or an empty URL and the reason in `error`.
    using Listen = std::function<QString(const QString &address, quint16 port, QString *error)>;

    explicit ListenDialog(Listen listen, QWidget *parent = nullptr);

    /// `aws --endpoint-url URL sqs list-queues`.
    static QString exampleCommand(const QString &url);

    QSpinBox *portBox() const { return m_port; }
    QLabel *problemLabel() const { return m_problem; }
    /// The URL once listening; empty before.
    QString url() const { return m_url; }

    /// Listens with what the fields say (the Listen button), and closes (accepted) once it does.
    bool tryListen();

private:
    Listen m_start;
    QSpinBox *m_port = nullptr;
    QComboBox *m_address = nullptr;
    QLabel *m_problem = nullptr;
    QPushButton *m_listen = nullptr;
    QString m_url;
};

} // namespace inflight
