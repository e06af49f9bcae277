#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""`inflight serve` against moto_server under the same client load, and inflight's ceiling.

1. Client load (boto3, the AWS JSON 1.0 protocol): PROCESSES client processes, each on a queue of
   its own, move MESSAGES / PROCESSES messages through it ten at a time: SendMessageBatch of 10,
   ReceiveMessage of up to 10 (long poll of 1 s), DeleteMessageBatch of what was received. Run
   against `inflight serve` and `moto_server` in the same run, one after the other; prints
   messages per second (each sent, received and deleted) for each, and the ratio.
2. Ceiling: the same three calls as raw keep-alive HTTP (no SDK), from CEILING_PROCESSES
   processes each holding CONNECTIONS connections (asyncio), for SECONDS seconds per run,
   against `inflight serve`, then against moto_server. Prints messages per second, the ratio,
   and how busy the server process was (its CPU time over the wall time: near 1.0 means the
   server is the bottleneck; inflight serves on one event loop, so it cannot use more than one
   core).

Usage: bench_serve.py INFLIGHT_BINARY [--messages 4000] [--processes 4] [--runs 3]
                      [--ceiling-processes 6] [--connections 8] [--seconds 10]
                      [--skip-moto] [--skip-ceiling] [--perf FILE]
"""
import argparse
import asyncio
import json
import multiprocessing
import os
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import time


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """inflight serve or moto_server on a free port, until the block ends."""

    def __init__(self, kind, binary):
        self.kind = kind
        port = free_port()
        self.url = f"http://127.0.0.1:{port}"
        self.args = ([binary, "serve", "--port", str(port)] if kind == "inflight"
                     else [shutil.which("moto_server") or "moto_server", "-p", str(port)])

    def __enter__(self):
        self.process = subprocess.Popen(self.args, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL)
        host, port = self.url[7:].split(":")
        for _ in range(200):
            try:
                socket.create_connection((host, int(port)), timeout=0.1).close()
                return self
            except OSError:
                time.sleep(0.05)
        raise RuntimeError(f"{self.kind} did not start: {self.args}")

    def cpu_seconds(self):
        """User + system CPU time of the server process so far."""
        with open(f"/proc/{self.process.pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def __exit__(self, *exception):
        self.process.terminate()
        self.process.wait(timeout=20)
        return False


# 1. The boto3 client load.

def boto3_client(url):
    import boto3
    from botocore.config import Config
    return boto3.client("sqs", endpoint_url=url, region_name="us-east-1",
                        aws_access_key_id="bench", aws_secret_access_key="bench",
                        config=Config(retries={"max_attempts": 1}))


def boto3_worker(url, queue_name, messages, ready, done):
    sqs = boto3_client(url)
    queue_url = sqs.create_queue(QueueName=queue_name)["QueueUrl"]
    ready.wait()
    deleted = 0
    while deleted < messages:
        count = min(10, messages - deleted)
        sqs.send_message_batch(QueueUrl=queue_url, Entries=[
            {"Id": str(i), "MessageBody": f"order {deleted + i}"} for i in range(count)])
        received = sqs.receive_message(QueueUrl=queue_url, MaxNumberOfMessages=10,
                                       WaitTimeSeconds=1).get("Messages", [])
        if received:
            sqs.delete_message_batch(QueueUrl=queue_url, Entries=[
                {"Id": str(i), "ReceiptHandle": m["ReceiptHandle"]}
                for i, m in enumerate(received)])
        deleted += len(received)
    done.put(deleted)


def client_load(server, messages, processes, run):
    """Messages per second of PROCESSES boto3 processes moving MESSAGES in all, and the server's
    CPU time per wall second meanwhile."""
    url = server.url
    # Every process has made its client and queue before the clock starts: boto3's start-up
    # is not measured.
    ready = multiprocessing.Barrier(processes + 1)
    done = multiprocessing.Queue()
    workers = [multiprocessing.Process(target=boto3_worker, args=(
        url, f"bench-{run}-{p}", messages // processes, ready, done)) for p in range(processes)]
    for worker in workers:
        worker.start()
    ready.wait()
    cpu_before, began = server.cpu_seconds(), time.monotonic()
    total = sum(done.get(timeout=600) for _ in workers)
    elapsed = time.monotonic() - began
    busy = (server.cpu_seconds() - cpu_before) / elapsed
    for worker in workers:
        worker.join()
    return total / elapsed, busy


# 2. The ceiling, raw HTTP.

def request(host, target, body):
    payload = json.dumps(body).encode()
    # The Authorization header is not checked by either server; moto routes a request to a
    # service by the service named in it (without one, it answers as S3).
    return (f"POST / HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/x-amz-json-1.0\r\n"
            f"X-Amz-Target: AmazonSQS.{target}\r\nAuthorization: AWS4-HMAC-SHA256 "
            f"Credential=bench/20260101/us-east-1/sqs/aws4_request, SignedHeaders=host, "
            f"Signature=0\r\nContent-Length: {len(payload)}\r\n\r\n").encode() + payload


class Connection:
    """One HTTP/1.1 connection, kept alive; opened again when the server closes it after an
    answer (moto's server answers `Connection: close`, inflight keeps it alive)."""

    def __init__(self, host, port):
        self.host, self.port, self.reader, self.writer = host, port, None, None

    async def call(self, target, body):
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection(self.host, self.port)
        self.writer.write(request(f"{self.host}:{self.port}", target, body))
        head = await self.reader.readuntil(b"\r\n\r\n")
        length = int(re.search(rb"(?i)content-length:\s*(\d+)", head).group(1))
        answer = await self.reader.readexactly(length)
        if re.search(rb"(?i)\r\nconnection:\s*close", head):
            self.close()
        if not head.startswith(b"HTTP/1.1 200") and not head.startswith(b"HTTP/1.0 200"):
            raise RuntimeError(f"{target}: {head[:40]!r} {answer[:200]!r}")
        return json.loads(answer)

    def close(self):
        if self.writer is not None:
            self.writer.close()
        self.reader = self.writer = None


async def raw_connection(host, port, queue_url, deadline, counts):
    connection = Connection(host, port)
    entries = [{"Id": str(i), "MessageBody": f"order {i}"} for i in range(10)]
    while time.monotonic() < deadline:
        await connection.call("SendMessageBatch", {"QueueUrl": queue_url, "Entries": entries})
        received = (await connection.call("ReceiveMessage", {
            "QueueUrl": queue_url, "MaxNumberOfMessages": 10})).get("Messages", [])
        if received:
            await connection.call("DeleteMessageBatch", {"QueueUrl": queue_url, "Entries": [
                {"Id": str(i), "ReceiptHandle": m["ReceiptHandle"]}
                for i, m in enumerate(received)]})
        counts[0] += len(received)
    connection.close()


def raw_worker(url, queue_url, connections, seconds, ready, done):
    host, port = url[7:].split(":")
    ready.wait()
    counts = [0]

    async def all_connections():
        deadline = time.monotonic() + seconds
        await asyncio.gather(*(raw_connection(host, int(port), queue_url, deadline, counts)
                               for _ in range(connections)))

    asyncio.run(all_connections())
    done.put(counts[0])


def ceiling(server, processes, connections, seconds, run, perf_output=None):
    """Messages per second through raw HTTP, and the server's CPU time per wall second; with
    PERF_OUTPUT, `perf record` samples the server meanwhile."""
    queue_urls = [boto3_client(server.url).create_queue(QueueName=f"ceiling-{run}-{p}")["QueueUrl"]
                  for p in range(processes)]
    ready = multiprocessing.Barrier(processes + 1)
    done = multiprocessing.Queue()
    workers = [multiprocessing.Process(target=raw_worker, args=(
        server.url, queue_urls[p], connections, seconds, ready, done)) for p in range(processes)]
    for worker in workers:
        worker.start()
    ready.wait()
    perf = (subprocess.Popen(["perf", "record", "-F", "499", "-g", "-o", perf_output, "-p",
                              str(server.process.pid)], stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL) if perf_output else None)
    cpu_before, began = server.cpu_seconds(), time.monotonic()
    total = sum(done.get(timeout=seconds + 120) for _ in workers)
    elapsed = time.monotonic() - began
    busy = (server.cpu_seconds() - cpu_before) / elapsed
    if perf:
        perf.send_signal(signal.SIGINT)
        perf.wait(timeout=60)
    for worker in workers:
        worker.join()
    return total / elapsed, busy


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary")
    parser.add_argument("--messages", type=int, default=4000)
    parser.add_argument("--processes", type=int, default=4,
                        help="client processes (the ceiling uses --ceiling-processes)")
    parser.add_argument("--ceiling-processes", type=int, default=6)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--skip-moto", action="store_true")
    parser.add_argument("--skip-ceiling", action="store_true")
    parser.add_argument("--perf", metavar="FILE",
                        help="record the server's profile during the first ceiling run (perf)")
    args = parser.parse_args()

    print(f"client load: {args.messages} messages, {args.processes} boto3 processes, "
          f"{args.runs} runs each (messages/s, each sent, received and deleted)")
    rates = {"inflight": [], "moto": []}
    kinds = ["inflight"] + ([] if args.skip_moto else ["moto"])
    for run in range(args.runs):
        for kind in kinds:
            with Server(kind, args.binary) as server:
                rate, busy = client_load(server, args.messages, args.processes, run)
            rates[kind].append(rate)
            print(f"  run {run + 1} {kind:8}: {rate:10.0f} messages/s, server busy {busy:.2f} "
                  f"of a core", flush=True)
    for kind in kinds:
        print(f"median {kind:8}: {statistics.median(rates[kind]):10.0f} messages/s")
    if not args.skip_moto:
        print(f"ratio inflight / moto: "
              f"{statistics.median(rates['inflight']) / statistics.median(rates['moto']):.1f}x")

    if not args.skip_ceiling:
        print(f"ceiling: raw keep-alive HTTP, {args.ceiling_processes} processes x "
              f"{args.connections} connections, {args.seconds:g} s per run")
        ceilings = {}
        for kind in kinds:
            results = []
            for run in range(args.runs):
                with Server(kind, args.binary) as server:
                    results.append(ceiling(server, args.ceiling_processes, args.connections,
                                           args.seconds, run,
                                           args.perf if run == 0 and kind == "inflight" else None))
                print(f"  run {run + 1} {kind:8}: {results[-1][0]:10.0f} messages/s, server busy "
                      f"{results[-1][1]:.2f} of a core", flush=True)
            ceilings[kind] = statistics.median(r[0] for r in results)
            print(f"median ceiling {kind:8}: {ceilings[kind]:10.0f} messages/s, server busy "
                  f"{statistics.median(r[1] for r in results):.2f} of a core")
        if "moto" in ceilings:
            print(f"ceiling ratio inflight / moto: {ceilings['inflight'] / ceilings['moto']:.1f}x")

if __name__ == "__main__":
    main()
