# SPDX-License-Identifier: GPL-3.0-or-later
"""The receive loop the example workers share; each worker script supplies what it does with one
message (its `handle` function), which is where they differ."""
import argparse
import threading
import time

from orders import Ledger, add_common_arguments, sqs_client


def parse_arguments(description):
    parser = argparse.ArgumentParser(description=description)
    add_common_arguments(parser)
    parser.add_argument("--workers", type=int, default=2,
                        help="worker threads, each its own client (default 2)")
    parser.add_argument("--until-idle", type=float, default=0, metavar="SECONDS",
                        help="stop when a long poll of SECONDS finds nothing (default: never)")
    return parser.parse_args()


def run(description, name, handle):
    """Starts the worker threads, named NAME-1, NAME-2, ...; each long-polls the queue and calls
    handle(sqs, queue_url, message, worker, ledger, visibility_timeout) for every message it
    receives, one at a time, until --until-idle's poll finds nothing (or Ctrl+C)."""
    args = parse_arguments(description)
    ledger = Ledger(args.ledger)
    wait_seconds = int(args.until_idle) if args.until_idle else 20
    threads = []

    def work(worker):
        sqs = sqs_client(args.endpoint, worker)
        queue_url = sqs.get_queue_url(QueueName=args.queue)["QueueUrl"]
        visibility_timeout = int(sqs.get_queue_attributes(
            QueueUrl=queue_url, AttributeNames=["VisibilityTimeout"])
            ["Attributes"]["VisibilityTimeout"])
        # AttributeNames is the older spelling of MessageSystemAttributeNames: boto3 1.26
        # (Debian 12) knows only it, and AWS still accepts it.
        while True:
            received = sqs.receive_message(QueueUrl=queue_url, MaxNumberOfMessages=1,
                                           WaitTimeSeconds=wait_seconds,
                                           AttributeNames=["ApproximateReceiveCount"])
            messages = received.get("Messages", [])
            if not messages and args.until_idle:
                print(f"{worker}: no message for {wait_seconds} s, stopping", flush=True)
                return
            for message in messages:
                count = message.get("Attributes", {}).get("ApproximateReceiveCount", "?")
                print(f"{worker}: received message {message['MessageId']} "
                      f"(receive #{count})", flush=True)
                handle(sqs, queue_url, message, worker, ledger, visibility_timeout)

    for number in range(1, args.workers + 1):
        thread = threading.Thread(target=work, args=(f"{name}-{number}",), daemon=True)
        thread.start()
        threads.append(thread)
        time.sleep(0.1)  # the workers' cards appear in order in the window
    try:
        for thread in threads:
            thread.join()
    except KeyboardInterrupt:
        print("stopped")


def delete(sqs, queue_url, message, worker):
    """Deletes MESSAGE; says so when its receipt handle was no longer the latest (a stale delete:
    someone else received the message meanwhile)."""
    try:
        sqs.delete_message(QueueUrl=queue_url, ReceiptHandle=message["ReceiptHandle"])
        print(f"{worker}: delete of message {message['MessageId']} accepted", flush=True)
    except sqs.exceptions.ReceiptHandleIsInvalid as error:
        print(f"{worker}: could not delete message {message['MessageId']}: {error}", flush=True)
