// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// File > Listen for SQS clients...: the port and the address to listen on (both remembered), then,
// once listening, the endpoint's URL and a command to copy that shows it works. A port that is
// taken is said plainly, and the dialog stays for another try.

#include <QDialog>

#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
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
    QComboBox *addressBox() const { return m_address; }
    QPushButton *listenButton() const { return m_listen; }
    QLabel *problemLabel() const { return m_problem; }
    QLineEdit *commandLine() const { return m_command; }
    /// The URL once listening; empty before.
    QString url() const { return m_url; }

    /// Listens with what the fields say (the Listen button).
    bool tryListen();

private:
    void showListening();

    Listen m_start;
    QSpinBox *m_port = nullptr;
    QComboBox *m_address = nullptr;
    QLabel *m_problem = nullptr;
    QLabel *m_urlLabel = nullptr;
    QLineEdit *m_command = nullptr;
    QPushButton *m_copy = nullptr;
    QPushButton *m_listen = nullptr;
    QPushButton *m_close = nullptr;
    QWidget *m_listening = nullptr;
    QString m_url;
};

} // namespace inflight
