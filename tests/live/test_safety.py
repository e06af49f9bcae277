# SPDX-License-Identifier: GPL-3.0-or-later
"""`inflight serve` is safe to leave running on a laptop with a web browser (docs/serve.md):
web pages and renamed hosts are refused, malformed or oversized HTTP never reaches Qt HttpServer's
parser, silent and slow connections are closed, the limits on connections and buffered bytes
hold, answers go out in order, and other clients are answered meanwhile. Raw sockets on loopback,
a few bounded concurrent clients; the checks are on answers, never on timings.
Usage: test_safety.py INFLIGHT_BINARY
"""
import http.client
import json
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
from urllib.parse import urlparse

sys.path.insert(0, os.path.dirname(__file__))
from liveserver import LiveServer, inflight_binary, report  # noqa: E402

failures = []
JSON = "application/x-amz-json-1.0"


def check(name, condition, detail=""):
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else f" {detail}"))
    if not condition:
        failures.append(name)


def call(port, action, members, headers=None, method="POST", path="/"):
    """(status, body) of a JSON protocol call on a connection of its own."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    connection.request(method, path, body=json.dumps(members), headers={
        "X-Amz-Target": "AmazonSQS." + action, "Content-Type": JSON, **(headers or {})})
    response = connection.getresponse()
    answer = (response.status, response.read())
    connection.close()
    return answer


def raw(port, data, read_timeout=15):
    """Sends bytes on a connection of its own and returns all it answers until closed."""
    sock = socket.create_connection(("127.0.0.1", port))
    sock.settimeout(read_timeout)
    try:
        sock.sendall(data)
    except OSError:
        pass
    answer = b""
    try:
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                break
            answer += chunk
    except (socket.timeout, ConnectionResetError):
        pass
    sock.close()
    return answer


def json_request(action, members, extra=b"", host=b"127.0.0.1"):
    body = json.dumps(members).encode()
    return (b"POST / HTTP/1.1\r\nHost: " + host + b"\r\nX-Amz-Target: AmazonSQS." +
            action.encode() + b"\r\nContent-Type: " + JSON.encode() + b"\r\n" + extra +
            b"Content-Length: %d\r\n\r\n" % len(body) + body)


def answered(port, name):
    status, body = call(port, "ListQueues", {})
    check(f"{name}: another client is answered", status == 200, (status, body))


def queue_count(port):
    return len(json.loads(call(port, "ListQueues", {})[1]).get("QueueUrls", []))


def browsers(port):
    """A web page cannot drive the endpoint: cross-origin requests and foreign hosts are refused
    before the engine sees them, on both protocols."""
    call(port, "CreateQueue", {"QueueName": "precious"})
    status, body = call(port, "DeleteQueue", {"QueueUrl": "precious"},
                        {"Origin": "https://evil.example"})
    check("JSON with a foreign Origin: 403 AccessDenied",
          status == 403 and b"AccessDenied" in body, (status, body))
    # A cross-site form POST in the query protocol, as a browser sends it.
    form = b"Action=PurgeQueue&QueueUrl=precious"
    answer = raw(port, b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: https://evil.example\r\n"
                       b"Content-Type: application/x-www-form-urlencoded\r\n"
                       b"Content-Length: %d\r\nConnection: close\r\n\r\n" % len(form) + form)
    check("query form POST from a web page: 403", answer.startswith(b"HTTP/1.1 403") and
          b"<Code>AccessDenied</Code>" in answer, answer[:300])
    # An <img src="http://127.0.0.1:PORT/?Action=DeleteQueue&QueueUrl=precious">.
    answer = raw(port, b"GET /?Action=DeleteQueue&QueueUrl=precious HTTP/1.1\r\n"
                       b"Host: 127.0.0.1\r\nSec-Fetch-Site: cross-site\r\nSec-Fetch-Mode: no-cors\r\n"
                       b"Connection: close\r\n\r\n")
    check("an <img> GET (Sec-Fetch-Site cross-site): 403", answer.startswith(b"HTTP/1.1 403"),
          answer[:300])
    answer = raw(port, b"GET /?Action=DeleteQueue&QueueUrl=precious HTTP/1.1\r\n"
                       b"Host: 127.0.0.1\r\nReferer: https://evil.example/page\r\n"
                       b"Connection: close\r\n\r\n")
    check("a GET with a foreign Referer: 403", answer.startswith(b"HTTP/1.1 403"), answer[:300])
    # DNS rebinding: the page's own name resolves to 127.0.0.1.
    answer = raw(port, json_request("DeleteQueue", {"QueueUrl": "precious"},
                                    b"Connection: close\r\n", host=b"evil.example:%d" % port))
    check("a foreign Host: 403", answer.startswith(b"HTTP/1.1 403") and
          b"evil.example" in answer, answer[:300])
    # The same by the query protocol: an <img> GET whose page's name resolves to 127.0.0.1.
    answer = raw(port, b"GET /?Action=DeleteQueue&QueueUrl=precious HTTP/1.1\r\n"
                       b"Host: evil.example:%d\r\nConnection: close\r\n\r\n" % port)
    check("query GET with a foreign Host: 403", answer.startswith(b"HTTP/1.1 403") and
          b"<Code>AccessDenied</Code>" in answer, answer[:300])
    # A name that ends in "localhost." is no name under localhost.
    answer = raw(port, json_request("DeleteQueue", {"QueueUrl": "precious"},
                                    b"Connection: close\r\n",
                                    host=b"localhost.evil.example:%d" % port))
    check("Host localhost.evil.example: 403", answer.startswith(b"HTTP/1.1 403"), answer[:300])
    # A name under localhost is this machine (RFC 6761): sqs.REGION.localhost names a region.
    for host in (b"localhost:%d" % port, b"127.0.0.1:%d" % port, b"[::1]:%d" % port,
                 b"sqs.us-east-1.localhost:%d" % port):
        answer = raw(port, json_request("GetQueueUrl", {"QueueName": "precious"},
                                        b"Connection: close\r\n", host=host))
        check(f"Host {host.decode()} is served", answer.startswith(b"HTTP/1.1 200"),
              answer[:300])
    status, _ = call(port, "GetQueueUrl", {"QueueName": "precious"})
    check("the queue survived every web page", status == 200, status)


def allowed_origin(binary):
    """--allow-origin lets a named page in, with CORS headers and a preflight answer."""
    page = "http://localhost:3000"
    with LiveServer(binary, extra=["--allow-origin", page]) as server:
        port = urlparse(server.url).port
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        connection.request("OPTIONS", "/", headers={
            "Origin": page, "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "content-type,x-amz-target"})
        response = connection.getresponse()
        response.read()
        check("preflight of an allowed origin: 200 with CORS headers",
              response.status == 200 and
              response.getheader("Access-Control-Allow-Origin") == page and
              "x-amz-target" in (response.getheader("Access-Control-Allow-Headers") or ""),
              (response.status, response.getheaders()))
        connection.close()
        status, _ = call(port, "ListQueues", {}, {"Origin": page})
        check("a call from an allowed origin is answered", status == 200, status)
        status, _ = call(port, "ListQueues", {}, {"Origin": "http://localhost:3001"})
        check("another origin is still refused", status == 403, status)


def malformed_http(port):
    """What Qt HttpServer 6.4 reads wrongly never reaches it."""
    call(port, "CreateQueue", {"QueueName": "target"})
    smuggled = json_request("DeleteQueue", {"QueueUrl": "target"})
    for value in (b"-1", b"18446744073709551615", b"abc", b"1 2", b"+5"):
        answer = raw(port, b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Amz-Target: "
                           b"AmazonSQS.ListQueues\r\nContent-Type: " + JSON.encode() +
                     b"\r\nContent-Length: " + value + b"\r\n\r\n" + smuggled)
        check(f"Content-Length {value.decode()}: refused 400/413",
              answer.startswith(b"HTTP/1.1 400") or answer.startswith(b"HTTP/1.1 413"),
              answer[:200])
    answer = raw(port, b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\n"
                       b"Content-Length: 40\r\n\r\n{}" + smuggled)
    check("two different Content-Lengths: 400", answer.startswith(b"HTTP/1.1 400"), answer[:200])
    answer = raw(port, b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n"
                       b"\r\n0\r\n\r\n" + smuggled)
    check("Transfer-Encoding: 501", answer.startswith(b"HTTP/1.1 501"), answer[:200])
    status, _ = call(port, "GetQueueUrl", {"QueueName": "target"})
    check("no smuggled DeleteQueue ran", status == 200, status)
    many = b"".join(b"X-Filler-%d: x\r\n" % i for i in range(101))
    answer = raw(port, json_request("ListQueues", {}, many))
    check("101 header fields: 431 saying why", answer.startswith(b"HTTP/1.1 431") and
          b"100 header fields" in answer, answer[:300])
    answer = raw(port, json_request("ListQueues", {},
                                    b"".join(b"X-Filler-%d: x\r\n" % i for i in range(90)) +
                                    b"Connection: close\r\n"))
    check("95 header fields are served", answer.startswith(b"HTTP/1.1 200"), answer[:300])
    # Announced larger than any SQS request: refused from its head, before the body is sent.
    answer = raw(port, b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Amz-Target: AmazonSQS.ListQueues"
                       b"\r\nContent-Length: 8388608\r\n\r\n")
    check("Content-Length 8 MiB: 413 at once", answer.startswith(b"HTTP/1.1 413"), answer[:200])
    answered(port, "after malformed HTTP")


def pipelining(port):
    """A request pipelined behind a waiting long poll is answered after the poll, in order."""
    call(port, "CreateQueue", {"QueueName": "piped"})
    sock = socket.create_connection(("127.0.0.1", port))
    sock.settimeout(20)
    sock.sendall(json_request("ReceiveMessage", {"QueueUrl": "piped", "WaitTimeSeconds": 2}) +
                 json_request("ListQueues", {}))
    answer = b""
    while answer.count(b"HTTP/1.1 200") < 2:
        chunk = sock.recv(65536)
        if not chunk:
            break
        answer += chunk
    sock.close()
    first = answer.find(b"HTTP/1.1 200")
    second = answer.find(b"HTTP/1.1 200", first + 1)
    check("pipelined behind a long poll: the poll's answer first",
          first >= 0 and second > first and b"QueueUrls" not in answer[:second] and
          b"QueueUrls" in answer[second:], answer[:600])


def idle_connections(binary):
    """A connection that never sends a byte is closed (after 10 s)."""
    with LiveServer(binary) as server:
        port = urlparse(server.url).port
        silent = socket.create_connection(("127.0.0.1", port))
        silent.settimeout(30)
        try:
            closed = silent.recv(10) == b""
        except ConnectionResetError:
            closed = True
        except socket.timeout:
            closed = False
        check("a connection that sends nothing is closed", closed)
        silent.close()


def connection_cap(port):
    """More connections than the cap: the extra one is refused 503, the others work, and after
    they close new ones are taken again."""
    held = []
    for _ in range(128):
        held.append(socket.create_connection(("127.0.0.1", port)))
    time.sleep(0.5)
    extra = raw(port, b"", read_timeout=10)
    check("connection 129 is refused 503", extra.startswith(b"HTTP/1.1 503"), extra[:200])
    for sock in held:
        sock.close()
    time.sleep(0.5)
    answered(port, "after 128 connections closed")


def limit_options(binary):
    """The guard's limits set on the command line reach it: with --max-connections 3 the fourth
    connection is refused 503, and with --request-timeout 1 a connection that sends nothing is
    closed long before the default 10 s."""
    with LiveServer(binary, extra=["--max-connections", "3", "--request-timeout", "1"]) as server:
        port = urlparse(server.url).port
        held = [socket.create_connection(("127.0.0.1", port)) for _ in range(3)]
        extra = raw(port, b"", read_timeout=10)
        check("--max-connections 3: connection 4 is refused 503",
              extra.startswith(b"HTTP/1.1 503"), extra[:200])
        silent = held[0]
        silent.settimeout(8)
        try:
            closed = silent.recv(10) == b""
        except ConnectionResetError:
            closed = True
        except socket.timeout:
            closed = False
        check("--request-timeout 1: a silent connection is closed within 8 s", closed)
        for sock in held:
            sock.close()
        time.sleep(0.5)
        answered(port, "after the limited connections closed")


def buffered_bytes(port):
    """Many clients each sending most of a 4 MiB request and stopping: the server refuses the
    ones past its total, and still answers others."""
    size = 4 * 1024 * 1024 - 4096
    head = (b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Amz-Target: AmazonSQS.ListQueues\r\n"
            b"Content-Type: " + JSON.encode() + b"\r\nContent-Length: %d\r\n\r\n" % size)
    senders = []
    refused = []

    def hold():
        sock = socket.create_connection(("127.0.0.1", port))
        sock.settimeout(20)
        senders.append(sock)
        try:
            sock.sendall(head + b" " * (size - 1024))
            sock.setblocking(False)
            try:
                if sock.recv(100).startswith(b"HTTP/1.1 503"):
                    refused.append(sock)
            except BlockingIOError:
                pass
        except OSError:
            refused.append(sock)

    threads = [threading.Thread(target=hold) for _ in range(24)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    time.sleep(0.5)
    for sock in senders:
        if sock in refused:
            continue
        try:
            sock.setblocking(False)
            if sock.recv(100).startswith(b"HTTP/1.1 503"):
                refused.append(sock)
        except (BlockingIOError, OSError):
            pass
    check("24 clients holding ~4 MiB each: those past 64 MiB refused",
          len(refused) >= 24 - 64 // 4, f"{len(refused)} refused")
    answered(port, "while 64 MiB of requests are held")
    for sock in senders:
        sock.close()


def oversize_form(port):
    """A query form with 40,000 fields is refused while it arrives, and other clients are
    answered meanwhile."""
    form = b"Action=SendMessageBatch&QueueUrl=q" + b"".join(
        b"&SendMessageBatchRequestEntry.%d.Id=x" % i for i in range(40000))
    done = {}

    def flood():
        for _ in range(5):
            done.setdefault("answers", []).append(raw(
                port, b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                      b"Content-Type: application/x-www-form-urlencoded\r\n"
                      b"Content-Length: %d\r\n\r\n" % len(form) + form))

    flooders = [threading.Thread(target=flood) for _ in range(3)]
    for thread in flooders:
        thread.start()
    statuses, waits = [], []
    for _ in range(20):
        started = time.monotonic()
        statuses.append(call(port, "ListQueues", {})[0])
        waits.append(time.monotonic() - started)
    for thread in flooders:
        thread.join()
    waits.sort()
    print(f"note: the 20 calls during the flood took median {waits[10] * 1000:.1f} ms, "
          f"longest {waits[-1] * 1000:.1f} ms")
    # The refusal may be lost to a reset while the client is still sending: never an answer.
    check("a 40,000-field form: 413 (or dropped), never decoded",
          all(a.startswith(b"HTTP/1.1 413") or a == b"" for a in done["answers"]) and
          any(a.startswith(b"HTTP/1.1 413") for a in done["answers"]),
          [a[:100] for a in done["answers"]])
    check("20 calls made during the flood are all answered", statuses == [200] * 20, statuses)
    # Milliseconds on an idle machine; the bound leaves room for a loaded one, and is still far
    # below the seconds a decoded 40,000-field form stalled every client for.
    check("the calls during the flood: median under 100 ms", waits[10] < 0.1, waits)


def lone_surrogates(port):
    """A lone surrogate is refused as AWS refuses invalid characters, on both protocols."""
    call(port, "CreateQueue", {"QueueName": "texts"})
    body = b'{"QueueUrl": "texts", "MessageBody": "a\\ud800b"}'
    answer = raw(port, b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Amz-Target: "
                       b"AmazonSQS.SendMessage\r\nContent-Type: " + JSON.encode() +
                 b"\r\nConnection: close\r\nContent-Length: %d\r\n\r\n" % len(body) + body)
    check("JSON \\ud800 alone: 400 InvalidMessageContents", answer.startswith(b"HTTP/1.1 400")
          and b"InvalidMessageContents" in answer, answer[:400])
    form = b"Action=SendMessage&QueueUrl=texts&MessageBody=a%ED%A0%80b"
    answer = raw(port, b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                       b"Content-Type: application/x-www-form-urlencoded\r\n"
                       b"Content-Length: %d\r\n\r\n" % len(form) + form)
    check("query bytes that are not UTF-8: 400 InvalidMessageContents",
          answer.startswith(b"HTTP/1.1 400") and b"InvalidMessageContents" in answer,
          answer[:400])
    got = json.loads(call(port, "ReceiveMessage", {"QueueUrl": "texts"})[1])
    check("nothing was stored", "Messages" not in got, got)


def recording(binary):
    """--record: checked before the port opens, never truncates without --force, and a write
    error stops the server with a non-zero status."""
    with tempfile.TemporaryDirectory() as scratch:
        existing = os.path.join(scratch, "kept.jsonl")
        with open(existing, "w") as f:
            f.write("precious\n")
        done = subprocess.run([binary, "serve", "--port", "0", "--record", existing],
                              capture_output=True, text=True, timeout=30)
        check("--record an existing file: refused, port never opened",
              done.returncode != 0 and "--force" in done.stderr and
              "serves SQS" not in done.stdout, (done.returncode, done.stdout, done.stderr))
        with open(existing) as f:
            check("the existing file is untouched", f.read() == "precious\n")
        missing = os.path.join(scratch, "no", "such", "dir.jsonl")
        done = subprocess.run([binary, "serve", "--port", "0", "--record", missing],
                              capture_output=True, text=True, timeout=30)
        check("--record into a missing folder: refused before the port opens",
              done.returncode != 0 and "serves SQS" not in done.stdout, done.stderr)
        with LiveServer(binary, record=existing, extra=["--force"]) as server:
            port = urlparse(server.url).port
            answered(port, "--record --force")
        with open(existing) as f:
            check("--force replaced the file with a recording", f.readline().startswith(
                '{"Engine"'))
    if os.path.exists("/dev/full"):
        done = subprocess.run([binary, "serve", "--port", "0", "--record", "/dev/full",
                               "--force"], capture_output=True, text=True, timeout=30)
        check("a recording that cannot be written (a full disk): said, non-zero exit",
              done.returncode != 0 and "/dev/full" in done.stderr, (done.returncode,
                                                                   done.stderr))


def early_signal(binary):
    """SIGTERM right as the port opens is a clean stop (the handlers are there before)."""
    for _ in range(3):
        process = subprocess.Popen([binary, "serve", "--port", "0"], stdout=subprocess.PIPE,
                                   stderr=subprocess.STDOUT, text=True)
        line = process.stdout.readline()
        process.terminate()
        rest, _ = process.communicate(timeout=20)
        check("SIGTERM at once: status 0 and the summary",
              process.returncode == 0 and "Stopped after" in rest, (line, process.returncode,
                                                                   rest))


def main():
    binary = inflight_binary()
    with LiveServer(binary) as server:
        port = urlparse(server.url).port
        browsers(port)
        malformed_http(port)
        pipelining(port)
        lone_surrogates(port)
        oversize_form(port)
        connection_cap(port)
        buffered_bytes(port)
        answered(port, "after everything")
    allowed_origin(binary)
    idle_connections(binary)
    limit_options(binary)
    recording(binary)
    early_signal(binary)
    return report(failures)


if __name__ == "__main__":
    sys.exit(main())
