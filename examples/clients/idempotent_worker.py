#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A worker that does not heartbeat either, yet never charges twice: it charges with the order's
id as an idempotency key, so when a slow order reappears and a second worker receives it, the
payment service refuses the second charge and the worker just deletes the message. SQS delivers
at least once; an idempotent side effect makes "at least once" harmless.

    python3 idempotent_worker.py [ENDPOINT] [--workers 2] [--until-idle SECONDS]
"""
import time

import workers
from orders import parse_order


def handle(sqs, queue_url, message, worker, ledger, visibility_timeout):
    order = parse_order(message)
    time.sleep(order["work_seconds"])
    if ledger.charge(order, worker, idempotency_key=order["order_id"]):
        print(f"{worker}: charged order {order['order_id']}", flush=True)
    else:
        print(f"{worker}: order {order['order_id']} was already charged, not charging again",
              flush=True)
    workers.delete(sqs, queue_url, message, worker)


if __name__ == "__main__":
    workers.run(__doc__.splitlines()[0], "idempotent-worker", handle)
