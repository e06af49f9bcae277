// SPDX-License-Identifier: GPL-3.0-or-later
#include "listendialog.h"

#include "settingskeys.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace inflight {

namespace {
constexpr int defaultPort = 9324;
} // namespace

ListenDialog::ListenDialog(Listen listen, QWidget *parent)
    : QDialog(parent), m_start(std::move(listen))
{
    setObjectName(QStringLiteral("listenDialog"));
    setWindowTitle(tr("Listen for SQS clients"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("Inflight answers SQS requests from real clients (boto3, the AWS CLI, the AWS SDKs) "
           "and shows their queues, their workers and every receive, heartbeat and delete as "
           "they happen. Signatures are not checked; any credentials are accepted."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    const QSettings settings;
    auto *form = new QFormLayout;
    m_port = new QSpinBox(this);
    m_port->setObjectName(QStringLiteral("listenPort"));
    m_port->setRange(1, 65535);
    m_port->setValue(settings.value(settingskeys::livePort, defaultPort).toInt());
    form->addRow(tr("&Port"), m_port);
    m_address = new QComboBox(this);
    m_address->setObjectName(QStringLiteral("listenAddress"));
    m_address->setEditable(true);
    m_address->addItem(QStringLiteral("127.0.0.1"));
    m_address->addItem(QStringLiteral("0.0.0.0"));
    m_address->setItemData(0, tr("This computer only"), Qt::ToolTipRole);
    m_address->setItemData(1,
                           tr("Every network this computer is on: anyone who can reach the "
                              "port can use the queues"),
                           Qt::ToolTipRole);
    m_address->setCurrentText(
        settings.value(settingskeys::liveAddress, QStringLiteral("127.0.0.1")).toString());
    form->addRow(tr("&Address"), m_address);
    layout->addLayout(form);

    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("listenProblem"));
    m_problem->setWordWrap(true);
    m_problem->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problem->setStyleSheet(QStringLiteral("color: #CC3311"));
    m_problem->hide();
    layout->addWidget(m_problem);

    auto *buttons = new QDialogButtonBox(this);
    m_listen = buttons->addButton(tr("&Listen"), QDialogButtonBox::AcceptRole);
    m_listen->setDefault(true);
    buttons->addButton(QDialogButtonBox::Cancel);
    connect(m_listen, &QPushButton::clicked, this, &ListenDialog::tryListen);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

QString ListenDialog::exampleCommand(const QString &url)
{
    return QStringLiteral("aws --endpoint-url %1 sqs list-queues").arg(url);
}

bool ListenDialog::tryListen()
{
    const QString address = m_address->currentText().trimmed();
    const auto port = static_cast<quint16>(m_port->value());
    QString error;
    const QString url = m_start(address, port, &error);
    if (url.isEmpty()) {
        m_problem->setText(tr("Inflight cannot listen on %1 port %2: %3. If another program (or "
                              "another Inflight) uses the port, choose another one.")
                               .arg(address)
                               .arg(port)
                               .arg(error));
        m_problem->show();
        return false;
    }
    QSettings settings;
    settings.setValue(settingskeys::livePort, port);
    settings.setValue(settingskeys::liveAddress, address);
    m_url = url;
    // Listening, the dialog gets out of the way of the stage and the timeline: the status bar
    // says where it listens, for whom, and has the command to copy.
    accept();
    return true;
}

} // namespace inflight
