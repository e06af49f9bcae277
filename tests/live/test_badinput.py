# SPDX-License-Identifier: GPL-3.0-or-later
"""Bad input to `inflight serve`: each gets AWS's error or is dropped, and none stops or slows the
server for other clients. Raw sockets, so that the requests can be as broken as needed.
Usage: test_badinput.py INFLIGHT_BINARY
"""
import http.client
import json
import os
import socket
import sys
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


def request(port, body, headers, timeout=10):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    connection.request("POST", "/", body=body, headers=headers)
    response = connection.getresponse()
    answer = (response.status, dict(response.getheaders()), response.read())
    connection.close()
    return answer


def json_call(port, action, members, timeout=10):
    return request(port, json.dumps(members), {"X-Amz-Target": "AmazonSQS." + action,
                                               "Content-Type": JSON}, timeout)


def served_quickly(port, name):
    started = time.monotonic()
    status, _, _ = json_call(port, "ListQueues", {})
    took = time.monotonic() - started
    check(f"{name}: another client is served at once", status == 200 and took < 1.0,
          f"status {status}, {took:.2f}s")


def main():
    binary = inflight_binary()
    with LiveServer(binary) as server:
        port = urlparse(server.url).port
        status, headers, body = request(port, b"{not json", {"X-Amz-Target":
                                                             "AmazonSQS.ListQueues",
                                                             "Content-Type": JSON})
        check("a malformed JSON body: 400 SerializationException",
              status == 400 and b"SerializationException" in body, (status, body))
        status, headers, body = json_call(port, "Frobnicate", {})
        check("an unknown JSON action: 400 UnknownOperationException",
              status == 400 and b"UnknownOperationException" in body, (status, body))
        status, headers, body = request(port, b"Action=Frobnicate&Version=2012-11-05",
                                        {"Content-Type": "application/x-www-form-urlencoded"})
        check("an unknown query action: 400 InvalidAction in an ErrorResponse",
              status == 400 and b"<Code>InvalidAction</Code>" in body and
              b"<ErrorResponse" in body, (status, body))
        status, headers, body = request(port, b"hello", {"Content-Type": "text/plain"})
        check("neither protocol: 400 MissingAction", status == 400 and b"MissingAction" in body,
              (status, body))
        status, headers, body = json_call(port, "ReceiveMessage",
                                          {"QueueUrl": "q", "MaxNumberOfMessages": "many"})
        check("a member of the wrong type: 400 SerializationException",
              status == 400 and b"SerializationException" in body, (status, body))
        status, headers, body = json_call(port, "GetQueueUrl", {"QueueName": "nope"})
        check("JSON errors carry x-amzn-query-error",
              headers.get("x-amzn-query-error") == "AWS.SimpleQueueService.NonExistentQueue;Sender"
              and b"com.amazonaws.sqs#QueueDoesNotExist" in body, (headers, body))

        # A request larger than any SQS request: 413 and the connection closed.
        big = socket.create_connection(("127.0.0.1", port))
        size = 8 * 1024 * 1024
        big.sendall(b"POST / HTTP/1.1\r\nHost: x\r\nX-Amz-Target: AmazonSQS.ListQueues\r\n"
                    b"Content-Type: application/x-amz-json-1.0\r\nContent-Length: %d\r\n\r\n" % size)
        answer = b""
        try:
            chunk = b"x" * 65536
            for _ in range(size // len(chunk)):
                big.sendall(chunk)
        except OSError:
            pass  # the server closed the connection: what we want
        big.settimeout(5)
        try:
            answer = big.recv(200)
        except OSError:
            pass
        big.close()
        check("an oversized request: 413 or dropped", answer == b"" or b" 413 " in answer, answer)
        served_quickly(port, "after an oversized request")

        # A request that never finishes arriving: others are served meanwhile, and it is dropped.
        half = socket.create_connection(("127.0.0.1", port))
        half.sendall(b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nAction=Li")
        served_quickly(port, "while a request is half-sent")
        half.settimeout(15)
        started = time.monotonic()
        try:
            dropped = half.recv(100) == b""
        except ConnectionResetError:
            dropped = True
        except socket.timeout:
            dropped = False
        check("a half-sent request is dropped after its deadline",
              dropped and time.monotonic() - started < 12, f"{time.monotonic() - started:.1f}s")
        half.close()

        # Not HTTP at all.
        junk = socket.create_connection(("127.0.0.1", port))
        junk.sendall(b"\x16\x03\x01\x00\xff garbage \r\n\r\n")
        junk.close()
        served_quickly(port, "after bytes that are not HTTP")

        # A client that disconnects while its long poll waits: the poll still takes the message
        # that arrives (as on AWS, it is in flight until its visibility timeout), nothing breaks.
        json_call(port, "CreateQueue", {"QueueName": "q"})
        poller = socket.create_connection(("127.0.0.1", port))
        body = json.dumps({"QueueUrl": "q", "WaitTimeSeconds": 20}).encode()
        poller.sendall(b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                       b"X-Amz-Target: AmazonSQS.ReceiveMessage\r\n"
                       b"Content-Type: application/x-amz-json-1.0\r\nContent-Length: %d\r\n\r\n"
                       % len(body) + body)
        time.sleep(0.3)
        poller.close()
        time.sleep(0.2)
        status, _, _ = json_call(port, "SendMessage", {"QueueUrl": "q", "MessageBody": "m"})
        check("a send after a client left mid-poll", status == 200, status)
        served_quickly(port, "after a client left mid-poll")
        status, _, body = json_call(port, "GetQueueAttributes", {
            "QueueUrl": "q", "AttributeNames": ["ApproximateNumberOfMessagesNotVisible"]})
        check("the departed poll took the message, as AWS's would",
              json.loads(body)["Attributes"]["ApproximateNumberOfMessagesNotVisible"] == "1", body)
    return report(failures)


if __name__ == "__main__":
    sys.exit(main())
