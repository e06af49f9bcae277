// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the live endpoint's request decoding (docs/serve.md), both wire protocols. The
// input's first line is the X-Amz-Target header (empty: the query protocol), the second the URL's
// query string, and the rest the body. Each input is decoded, made into a call on a fresh engine
// after a queue "q" has been created, and its answer encoded as the protocol shapes it.

#include "apijson.h"
#include "wireprotocol.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>

using namespace inflight;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const qsizetype targetEnd = input.indexOf('\n');
    const qsizetype queryEnd = targetEnd < 0 ? -1 : input.indexOf('\n', targetEnd + 1);
    HttpRequestView http;
    http.method = "POST";
    if (targetEnd > 0)
        http.headers.append(qMakePair(QByteArray("X-Amz-Target"), input.left(targetEnd)));
    http.headers.append(qMakePair(QByteArray("Host"), QByteArray("127.0.0.1:9324")));
    if (queryEnd >= 0) {
        http.query = input.mid(targetEnd + 1, queryEnd - targetEnd - 1);
        http.body = input.mid(queryEnd + 1);
    } else {
        http.body = targetEnd < 0 ? input : input.mid(targetEnd + 1);
    }

    const SqsRequest request = WireProtocol::decode(http);
    if (request.error) {
        (void)WireProtocol::failure(request, *request.error, "id");
        return 0;
    }
    QueueEngine engine;
    const ActorId actor = engine.actor("fuzz");
    (void)engine.createQueue({"q", {}, {}}, actor);
    const JsonCall call = callFromJson(engine, *request.action, request.members, actor);
    if (call.error)
        (void)WireProtocol::failure(request, WireProtocol::fromApiError(*call.error), "id");
    else if (!call.problem && !call.waiting)
        (void)WireProtocol::success(request, call.response, "id");
    return 0;
}
