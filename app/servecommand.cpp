// SPDX-License-Identifier: GPL-3.0-or-later
#include "servecommand.h"

#include "guardedtcpserver.h"
#include "sqsendpoint.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QLocale>
#include <QSocketNotifier>
#include <QTextStream>

#include <csignal>
#include <sys/socket.h>
#include <unistd.h>

namespace inflight {

namespace {

// Ctrl+C and SIGTERM end the event loop through a socket pair: a signal handler may only write
// to a file descriptor, and the event loop notices the byte and quits cleanly.
int signalSockets[2] = {-1, -1};

void onStopSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const auto written = ::write(signalSockets[0], &byte, 1);
}

bool quitOnStopSignals(QObject *parent)
{
    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, signalSockets) != 0)
        return false;
    auto *notifier = new QSocketNotifier(signalSockets[1], QSocketNotifier::Read, parent);
    QObject::connect(notifier, &QSocketNotifier::activated, parent, [notifier] {
        notifier->setEnabled(false);
        QCoreApplication::quit();
    });
    struct sigaction action = {};
    action.sa_handler = onStopSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    ::sigaction(SIGINT, &action, nullptr);
    ::sigaction(SIGTERM, &action, nullptr);
    return true;
}

/// A limit `inflight serve` takes as an option: a whole number from `minimum` to `maximum`, which
/// `apply` puts into the guard's limits.
struct LimitOption {
    const char *name;
    const char *valueName;
    const char *description;
    qint64 minimum;
    qint64 maximum;
    void (*apply)(GuardedTcpServer::Limits &limits, qint64 value);
};

constexpr qint64 mebibyte = 1024 * 1024;

// The guard's limits that are a deployment's choice (more connections behind a proxy, a shorter
// idle time for a class of laptops); the parser's own limits (head size, header fields, form
// fields) protect Qt's parser and stay fixed.
const LimitOption limitOptions[] = {
    {"max-connections", "N",
     QT_TRANSLATE_NOOP("serve", "At most N connections at once (default 128); one more is refused "
                                "with 503."),
     1, 100000,
     [](GuardedTcpServer::Limits &l, qint64 n) {
         l.maxConnections = static_cast<int>(n);
     }},
    {"max-request-bytes", "BYTES",
     QT_TRANSLATE_NOOP("serve", "Refuse a request larger than BYTES with 413 (default 4194304: "
                                "SQS's largest request, a 1 MiB batch, encoded as a form)."),
     64 * 1024, 1024 * mebibyte,
     [](GuardedTcpServer::Limits &l, qint64 n) {
         l.maxRequestBytes = n;
     }},
    {"max-buffered-bytes", "BYTES",
     QT_TRANSLATE_NOOP("serve", "At most BYTES of requests still arriving, over all connections "
                                "(default 67108864); the request that would pass it is refused "
                                "with 503. At least --max-request-bytes."),
     64 * 1024, 16 * 1024 * mebibyte,
     [](GuardedTcpServer::Limits &l, qint64 n) {
         l.maxBufferedBytes = n;
     }},
    {"request-timeout", "SECONDS",
     QT_TRANSLATE_NOOP("serve", "Close a new connection that sends nothing for SECONDS, and one "
                                "whose request takes longer than SECONDS to arrive (default 10)."),
     1, 3600,
     [](GuardedTcpServer::Limits &l, qint64 s) {
         l.firstRequestMs = l.requestDeadlineMs = static_cast<int>(s * 1000);
     }},
    {"idle-timeout", "SECONDS",
     QT_TRANSLATE_NOOP("serve", "Close a connection idle for SECONDS between requests (default "
                                "60). One waiting for a long poll's answer is never idle."),
     1, 86400,
     [](GuardedTcpServer::Limits &l, qint64 s) {
         l.keepAliveMs = static_cast<int>(s * 1000);
     }},
};

/// The limits from the options given, over the defaults; nullopt after saying what is wrong.
std::optional<GuardedTcpServer::Limits> limitsFrom(QCommandLineParser &parser, QTextStream &err)
{
    GuardedTcpServer::Limits limits;
    for (const LimitOption &option : limitOptions) {
        const QString name = QLatin1String(option.name);
        if (!parser.isSet(name))
            continue;
        const QString given = parser.value(name);
        bool ok = false;
        const qint64 value = given.trimmed().toLongLong(&ok);
        if (!ok || value < option.minimum || value > option.maximum) {
            const QLocale locale;
            err << QCoreApplication::translate("serve",
                                               "inflight serve: --%1 takes a whole number from %2 "
                                               "to %3, not '%4'\n")
                       .arg(name, locale.toString(option.minimum), locale.toString(option.maximum),
                            given);
            return std::nullopt;
        }
        option.apply(limits, value);
    }
    if (limits.maxBufferedBytes < limits.maxRequestBytes) {
        const QLocale locale;
        err << QCoreApplication::translate("serve",
                                           "inflight serve: --max-buffered-bytes (%1) must be at "
                                           "least the request size limit (%2): otherwise the "
                                           "largest request could never be taken\n")
                   .arg(locale.toString(limits.maxBufferedBytes),
                        locale.toString(limits.maxRequestBytes));
        return std::nullopt;
    }
    return limits;
}

} // namespace

void describeServe(QCommandLineParser &parser)
{
    parser.setApplicationDescription(QStringLiteral(
        "Serves the embedded queue engine as an SQS endpoint that real clients (boto3, the AWS "
        "CLI, the AWS SDKs) can use, over the AWS JSON 1.0 and query protocols, until Ctrl+C. "
        "Time runs as on a wall clock: visibility timeouts, delays and long polls happen in "
        "real time. Signatures are not checked; any credentials are accepted. Described in "
        "docs/serve.md."));
    parser.addOption(QCommandLineOption(QStringLiteral("port"),
                                        QStringLiteral("The TCP port (default 9324; 0 picks a "
                                                       "free one and prints it)."),
                                        QStringLiteral("PORT"), QStringLiteral("9324")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("bind"),
        QStringLiteral("The address to listen on (default 127.0.0.1: this machine only). "
                       "0.0.0.0 lets other machines in."),
        QStringLiteral("ADDRESS"), QStringLiteral("127.0.0.1")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("record"),
        QStringLiteral("Write every request, with its arrival time and client, to FILE as an "
                       "inflight script: `inflight script FILE` replays the run."),
        QStringLiteral("FILE")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("force"),
        QStringLiteral("Let --record replace a file that exists (without it, it refuses to).")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("allow-origin"),
        QStringLiteral("Let scripts of the web page ORIGIN (http://localhost:3000) call the "
                       "endpoint; repeat for more. Requests from any other web page are refused."),
        QStringLiteral("ORIGIN")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("allow-host"),
        QStringLiteral("Answer requests that name this machine NAME in their Host header, "
                       "besides localhost, any name under .localhost (sqs.eu-west-1.localhost), "
                       "127.0.0.1, [::1] and the --bind address; repeat for more."),
        QStringLiteral("NAME")));
    parser.addOption(QCommandLineOption(QStringLiteral("seed"),
                                        QStringLiteral("Seed of the engine's random generator."),
                                        QStringLiteral("N")));
    for (const LimitOption &option : limitOptions)
        parser.addOption(QCommandLineOption(
            QLatin1String(option.name), QCoreApplication::translate("serve", option.description),
            QLatin1String(option.valueName)));
}

int runServe(QCommandLineParser &parser, std::optional<std::uint64_t> seed)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    bool portOk = false;
    const uint port = parser.value(QStringLiteral("port")).toUInt(&portOk);
    if (!portOk || port > 65535) {
        err << "inflight serve: --port takes a number from 0 to 65535, not '"
            << parser.value(QStringLiteral("port")) << "'\n";
        return 2;
    }
    QHostAddress address;
    if (!address.setAddress(parser.value(QStringLiteral("bind")))) {
        err << "inflight serve: --bind takes an IP address such as 127.0.0.1 or 0.0.0.0, not '"
            << parser.value(QStringLiteral("bind")) << "'\n";
        return 2;
    }
    const auto limits = limitsFrom(parser, err);
    if (!limits)
        return 2;
    EngineSettings settings;
    if (seed)
        settings.seed = *seed;
    SqsEndpoint endpoint(settings);
    endpoint.setLimits(*limits);
    QString error;
    const QString recordPath = parser.value(QStringLiteral("record"));
    // Said before the port opens: no client is served by a run that cannot be recorded.
    if (parser.isSet(QStringLiteral("record")) &&
        !endpoint.record(recordPath, parser.isSet(QStringLiteral("force")), &error)) {
        err << QCoreApplication::translate("serve", "inflight serve: cannot record to %1: %2\n")
                   .arg(recordPath, error);
        return 2;
    }
    int status = 0;
    QObject::connect(
        &endpoint, &SqsEndpoint::recordingFailed, &endpoint, [&](const QString &reason) {
            err << QCoreApplication::translate("serve",
                                               "inflight serve: writing %1 failed (%2): the "
                                               "recording is incomplete; stopping.\n")
                       .arg(recordPath, reason);
            err.flush();
            status = 1;
            QCoreApplication::exit(1);
        });
    // Before the port opens, so that a Ctrl+C or SIGTERM right after it is a clean stop.
    if (!quitOnStopSignals(&endpoint)) {
        err << "inflight serve: cannot watch for Ctrl+C\n";
        return 1;
    }
    endpoint.allowOrigins(parser.values(QStringLiteral("allow-origin")));
    endpoint.allowHosts(parser.values(QStringLiteral("allow-host")));
    if (!endpoint.listen(address, static_cast<quint16>(port), &error)) {
        err << "inflight serve: cannot listen on " << address.toString() << " port " << port << ": "
            << error << '\n';
        return 1;
    }
    if (status != 0) {
        // The first line of the recording could not be written.
        endpoint.close();
        return status;
    }
    out << "Inflight serves SQS at " << endpoint.url()
        << " (AWS JSON 1.0 and query protocols; signatures are not checked, any credentials "
           "are accepted).\n"
        << "Try: aws --endpoint-url " << endpoint.url() << " sqs list-queues\n";
    if (!address.isLoopback())
        out << "Listening on " << address.toString()
            << ", not only on this machine: anyone who can reach this port can use the "
               "queues.\n";
    if (parser.isSet(QStringLiteral("record")))
        out << "Recording every request to " << parser.value(QStringLiteral("record")) << ".\n";
    out << "Press Ctrl+C to stop.\n";
    out.flush();
    const int exitStatus = QCoreApplication::exec();
    endpoint.close();
    // The digest `inflight script --digest` prints for the recording: equal, the same run.
    out << "Stopped after " << endpoint.engine().log().size()
        << " events (run digest: " << QString::fromStdString(endpoint.engine().digest()) << ").\n";
    out.flush();
    return status != 0 ? status : exitStatus;
}

} // namespace inflight
