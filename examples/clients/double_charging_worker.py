#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A worker that charges twice: it does not heartbeat, so when an order takes longer than the
queue's visibility timeout the message reappears, another worker receives it and charges the
same order again. Both deletes then succeed or one is stale; the customer pays twice either way.

    python3 double_charging_worker.py [ENDPOINT] [--workers 2] [--until-idle SECONDS]
"""
import time

import workers
from orders import parse_order


def handle(sqs, queue_url, message, worker, ledger, visibility_timeout):
    order = parse_order(message)
    if order["work_seconds"] > visibility_timeout:
        print(f"{worker}: order {order['order_id']} takes {order['work_seconds']:g} s, longer "
              f"than the {visibility_timeout} s visibility timeout, and nothing extends it",
              flush=True)
    time.sleep(order["work_seconds"])
    ledger.charge(order, worker)
    print(f"{worker}: charged order {order['order_id']} "
          f"(charge number {ledger.charges(order['order_id'])} for this order)", flush=True)
    workers.delete(sqs, queue_url, message, worker)


if __name__ == "__main__":
    workers.run(__doc__.splitlines()[0], "double-charger", handle)
