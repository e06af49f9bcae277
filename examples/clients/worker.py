#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A worker that heartbeats: while it works on a message, a thread extends the message's
visibility timeout (ChangeMessageVisibility), so a slow order stays hidden from the other workers
and is charged once. The heartbeat stops as soon as the work is done.

    python3 worker.py [ENDPOINT] [--workers 2] [--until-idle SECONDS]
"""
import threading
import time

import workers
from orders import parse_order


class Heartbeat:
    """Every half visibility timeout, hides MESSAGE for another full visibility timeout, until
    stopped. Half, so that one late or lost heartbeat does not let the message reappear."""

    def __init__(self, sqs, queue_url, message, worker, visibility_timeout):
        self.stopped = threading.Event()
        self.thread = threading.Thread(target=self._beat, daemon=True, args=(
            sqs, queue_url, message, worker, visibility_timeout))

    def _beat(self, sqs, queue_url, message, worker, visibility_timeout):
        while not self.stopped.wait(visibility_timeout / 2):
            sqs.change_message_visibility(QueueUrl=queue_url,
                                          ReceiptHandle=message["ReceiptHandle"],
                                          VisibilityTimeout=visibility_timeout)
            print(f"{worker}: heartbeat, message {message['MessageId']} hidden for "
                  f"{visibility_timeout} s more", flush=True)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exception):
        self.stopped.set()
        self.thread.join()
        return False


def handle(sqs, queue_url, message, worker, ledger, visibility_timeout):
    order = parse_order(message)
    with Heartbeat(sqs, queue_url, message, worker, visibility_timeout):
        time.sleep(order["work_seconds"])  # the work: preparing the order
        ledger.charge(order, worker)
        print(f"{worker}: charged order {order['order_id']}", flush=True)
    workers.delete(sqs, queue_url, message, worker)


if __name__ == "__main__":
    workers.run(__doc__.splitlines()[0], "worker", handle)
