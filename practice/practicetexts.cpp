// SPDX-License-Identifier: GPL-3.0-or-later
#include "practicetexts.h"

#include "contentreader.h"
#include "questiondraft.h"

#include <QtGlobal>

#include <array>
#include <utility>

namespace inflight::practice {

namespace {

using Templates = std::array<const char *, maxLevel>;

// One row per topic in Topic's order, one column per level.
const std::array<Templates, topicCount> prompts = {{
    // visibility-timeout: VT, job length (level 3: queue's timeout, receive's timeout, job length)
    {QT_TRANSLATE_NOOP("Practice",
                       "Two workers long-poll the queue orders, whose visibility timeout is %1 s. "
                       "One order is sent at t=0; the worker that receives it works on it for %2 "
                       "s. At what time is the order received for the second time?"),
     QT_TRANSLATE_NOOP("Practice",
                       "Three workers long-poll the queue orders, whose visibility timeout is %1 "
                       "s; each job takes %2 s. One order is sent at t=0. At what time is it "
                       "received for the third time?"),
     QT_TRANSLATE_NOOP("Practice",
                       "The queue orders has a visibility timeout of %1 s, but its two workers "
                       "receive with VisibilityTimeout=%2; each job takes %3 s. One order is sent "
                       "at t=0. At what time is it received for the second time?")},
    // heartbeats: VT, every, extend to, job length
    {QT_TRANSLATE_NOOP("Practice",
                       "A worker receives an order at t=0 from a queue whose visibility timeout "
                       "is %1 s. Its job takes %4 s, and every %2 s of the job it calls "
                       "ChangeMessageVisibility with VisibilityTimeout=%3. What visibility "
                       "deadline does its first heartbeat set?"),
     QT_TRANSLATE_NOOP("Practice",
                       "A worker receives an order at t=0 from a queue whose visibility timeout "
                       "is %1 s. Its job takes %4 s, and every %2 s of the job it calls "
                       "ChangeMessageVisibility with VisibilityTimeout=%3. What visibility "
                       "deadline does its third heartbeat set?"),
     QT_TRANSLATE_NOOP("Practice",
                       "A worker receives an order at t=0 from a queue whose visibility timeout "
                       "is %1 s. Its job takes %4 s, and every %2 s of the job it calls "
                       "ChangeMessageVisibility with VisibilityTimeout=%3. At what time does the "
                       "order become visible again?")},
    // dead-letter: maxReceiveCount, VT, job length (level 3: maxReceiveCount, job, base, max)
    {QT_TRANSLATE_NOOP("Practice",
                       "The queue orders (visibility timeout %2 s) has a dead-letter queue with "
                       "maxReceiveCount %1. Its worker fails on ord_1 every time: the job fails "
                       "after %3 s and the message is not deleted. How many times is ord_1 "
                       "received from orders before it moves to the dead-letter queue?"),
     QT_TRANSLATE_NOOP("Practice",
                       "The queue orders (visibility timeout %2 s) has a dead-letter queue with "
                       "maxReceiveCount %1. Its worker fails on ord_1 every time: the job fails "
                       "after %3 s and the message is not deleted. At what time does ord_1 "
                       "arrive in the dead-letter queue?"),
     QT_TRANSLATE_NOOP("Practice",
                       "The queue orders has a dead-letter queue with maxReceiveCount %1. Its "
                       "worker fails on ord_1 after %2 s every time, and then sets the "
                       "message's visibility timeout to min(%4, %3 × 2^(receive count − 1)) s: "
                       "exponential backoff. At what time does ord_1 arrive in the dead-letter "
                       "queue?")},
    // polling: until, wait (level 3: until, pause)
    {QT_TRANSLATE_NOOP("Practice",
                       "A worker long-polls the empty queue orders with WaitTimeSeconds=%2 from "
                       "t=0, and polls again at once after each empty answer. How many empty "
                       "receives has it had by t=%1?"),
     QT_TRANSLATE_NOOP("Practice",
                       "A worker long-polls the empty queue orders with WaitTimeSeconds=%2 from "
                       "t=0, and polls again at once after each empty answer. How many empty "
                       "receives has it had by t=%1?"),
     QT_TRANSLATE_NOOP("Practice",
                       "A worker short-polls (WaitTimeSeconds=0) the empty queue orders from t=0, "
                       "and pauses %2 s after each empty answer. How many empty receives has it "
                       "had by t=%1?")},
    // delay: queue delay, send time (level 2: + message timer; level 3: delay, second send, job)
    {QT_TRANSLATE_NOOP("Practice",
                       "The queue orders has a delivery delay of %1 s. An order is sent at t=%2, "
                       "and a worker is long-polling the queue. At what time does the worker "
                       "receive the order?"),
     QT_TRANSLATE_NOOP("Practice",
                       "The queue orders has a delivery delay of %1 s. An order is sent at t=%2 "
                       "with DelaySeconds=%3 (a message timer), and a worker is long-polling the "
                       "queue. At what time does the worker receive the order?"),
     QT_TRANSLATE_NOOP("Practice",
                       "The FIFO queue orders.fifo has a delivery delay of %1 s. Two orders of the "
                       "same message group are sent, at t=0 and t=%2; two workers long-poll the "
                       "queue and each job takes %3 s. At what time is the second order "
                       "received?")},
    // retention
    {QT_TRANSLATE_NOOP("Practice",
                       "The queue orders keeps messages %1 s (MessageRetentionPeriod). An order "
                       "sent at t=%2 fails every time: its worker receives it, fails, and "
                       "receives it again each time its visibility timeout of %3 s ends. At what "
                       "time does the order expire?"),
     QT_TRANSLATE_NOOP("Practice",
                       "The queue orders has a delivery delay of %3 s and keeps messages %1 s. An "
                       "order is sent at t=%2, and nobody reads the queue. At what time does the "
                       "order expire?"),
     QT_TRANSLATE_NOOP("Practice",
                       "The standard queue orders (visibility timeout %2 s) moves a message to "
                       "its dead-letter queue after %1 receives; the dead-letter queue keeps "
                       "messages %3 s. An order sent at t=%4 fails every time. At what time does "
                       "it expire in the dead-letter queue?")},
    // fifo: orders, job, which (level 3: sends, their times)
    {QT_TRANSLATE_NOOP("Practice",
                       "%1 orders of one message group are sent to orders.fifo at t=0. Two "
                       "workers long-poll the queue, one message at a time, and each job takes %2 "
                       "s. At what time is m%3 (the order sent in place %3) received?"),
     QT_TRANSLATE_NOOP("Practice",
                       "%1 orders are sent to orders.fifo at t=0, alternating between two message "
                       "groups (m1 in the first, m2 in the second, m3 in the first, ...). Two "
                       "workers long-poll the queue, one message at a time, and each job takes %2 "
                       "s. At what time is m%3 received?"),
     QT_TRANSLATE_NOOP("Practice",
                       "The same order, with the deduplication id ord_1, is sent to orders.fifo "
                       "%1 times, at t=%2. How many of these sends put a message in the queue?")},
    // batch-failures: batch, VT, until (level 3: batch, failing, VT, until)
    {QT_TRANSLATE_NOOP("Practice",
                       "A Lambda function reads orders (visibility timeout %2 s) in batches of %1. "
                       "%1 orders arrive at t=0; the last one, ord_%1, always fails, and the "
                       "function does not report batch item failures. By t=%3, how many times has "
                       "ord_1 been processed?"),
     QT_TRANSLATE_NOOP("Practice",
                       "A Lambda function reads orders (visibility timeout %2 s) in batches of %1. "
                       "%1 orders arrive at t=0; the last one, ord_%1, always fails, and the "
                       "function reports batch item failures (ReportBatchItemFailures). By t=%3, "
                       "how many times has ord_1 been processed?"),
     QT_TRANSLATE_NOOP("Practice",
                       "A Lambda function reads orders (visibility timeout %3 s) in batches of %1, "
                       "with ReportBatchItemFailures. %1 orders arrive at t=0, and %2 of them "
                       "always fail. By t=%4, how many receives of these orders have there been "
                       "in all?")},
    // stale-handle: VT, job, workers (the same question at every level, with more workers)
    {QT_TRANSLATE_NOOP("Practice",
                       "%3 workers long-poll orders (visibility timeout %1 s). worker-1 receives "
                       "an order at t=0 and works on it for %2 s; meanwhile the order is received "
                       "again. At t=%2 worker-1 calls DeleteMessage with the receipt handle of its "
                       "own receive. What does AWS promise?"),
     QT_TRANSLATE_NOOP("Practice",
                       "%3 workers long-poll orders (visibility timeout %1 s). worker-1 receives "
                       "an order at t=0 and works on it for %2 s; meanwhile the order is received "
                       "again. At t=%2 worker-1 calls DeleteMessage with the receipt handle of its "
                       "own receive. What does AWS promise?"),
     QT_TRANSLATE_NOOP("Practice",
                       "%3 workers long-poll orders (visibility timeout %1 s). worker-1 receives "
                       "an order at t=0 and works on it for %2 s; meanwhile the order is received "
                       "again. At t=%2 worker-1 calls DeleteMessage with the receipt handle of its "
                       "own receive. What does AWS promise?")},
    // idempotency: orders, which one crashes
    {QT_TRANSLATE_NOOP("Practice",
                       "A worker charges %1 orders, one at a time, deleting each message after "
                       "its charge. It crashes after charging order %2 and before deleting its "
                       "message, and restarts. How many charges are made in all?"),
     QT_TRANSLATE_NOOP("Practice",
                       "A worker charges %1 orders, one at a time, deleting each message after "
                       "its charge. After each charge it writes a \"done\" record on the order's "
                       "key, which it checks before charging. It crashes after charging order %2 "
                       "and writing its record, before deleting its message, and restarts. How "
                       "many charges are made in all?"),
     QT_TRANSLATE_NOOP("Practice",
                       "A worker charges %1 orders, one at a time, deleting each message after "
                       "its charge. After each charge it writes a \"done\" record on the order's "
                       "key, which it checks before charging. It crashes after charging order %2 "
                       "and before writing its record, and restarts. How many charges are made in "
                       "all?")},
    // lambda
    {QT_TRANSLATE_NOOP("Practice",
                       "A Lambda event source mapping reads orders with a batch size of 100 and a "
                       "batching window of %3 s. %1 orders arrive, one every %2 s from t=%4. At "
                       "what time is the function first invoked?"),
     QT_TRANSLATE_NOOP("Practice",
                       "A Lambda event source mapping reads orders with a batch size of %1 and a "
                       "batching window of %2 s. %1 orders arrive at once at t=%3. At what time is "
                       "the function first invoked?"),
     QT_TRANSLATE_NOOP("Practice",
                       "A Lambda function with a timeout of %3 s reads orders (visibility timeout "
                       "%4 s) in batches of %1, and each order takes it %2 s. %1 orders arrive at "
                       "t=0. At what time is ord_1 received again?")},
    // cost: orders, batch size
    {QT_TRANSLATE_NOOP("Practice",
                       "%1 orders are waiting in orders. One worker receives them in batches of up "
                       "to %2 (long polling) and deletes each order with its own DeleteMessage. "
                       "How many requests does the worker make in the run?"),
     QT_TRANSLATE_NOOP("Practice",
                       "%1 orders are waiting in orders. One worker receives them in batches of up "
                       "to %2 (long polling) and deletes each batch with one DeleteMessageBatch. "
                       "How many requests does the worker make in the run?"),
     QT_TRANSLATE_NOOP("Practice",
                       "%1 orders are sent one by one with SendMessage. One worker receives them "
                       "in batches of up to %2 (long polling) and deletes each batch with one "
                       "DeleteMessageBatch. Every message is under 64 KiB. How many billed "
                       "requests does the whole run make?")},
}};

// The first argument is always the answer.
const std::array<Templates, topicCount> explanations = {{
    {QT_TRANSLATE_NOOP("Practice",
                       "A receive lends the message for the visibility timeout, %2 s, however long "
                       "the job takes: it is visible again at t=%1, and the other worker, waiting "
                       "on a long poll, receives it then while the first is still at work."),
     QT_TRANSLATE_NOOP("Practice",
                       "Each receive hides the message for %2 s from that receive: the second "
                       "receive at t=%2 hides it until t=%1, when the third worker receives it. "
                       "No job has ended by then."),
     QT_TRANSLATE_NOOP(
         "Practice", "A VisibilityTimeout given with ReceiveMessage replaces the queue's for that "
                     "receive: the order is visible again, and received, at t=%1.")},
    {QT_TRANSLATE_NOOP("Practice",
                       "ChangeMessageVisibility counts the new timeout from the moment of the "
                       "call, not from the receive or from the old deadline: the heartbeat at "
                       "t=%2 hides the order until t=%1."),
     QT_TRANSLATE_NOOP("Practice",
                       "Each heartbeat counts its timeout from its own moment: the third, at "
                       "t=%2, hides the order until t=%1."),
     QT_TRANSLATE_NOOP("Practice",
                       "A message stays in flight at most 12 hours from its receive: no heartbeat "
                       "can extend it past that, so the order is visible again at t=%1 while its "
                       "job still runs.")},
    {QT_TRANSLATE_NOOP("Practice",
                       "maxReceiveCount %2 allows %2 receives; the next receive moves the message "
                       "to the dead-letter queue instead of returning it: %1 receives."),
     QT_TRANSLATE_NOOP("Practice",
                       "Each failed try keeps the order hidden %2 s from its receive; after %3 "
                       "receives, the next receive, at t=%1, moves it to the dead-letter queue."),
     QT_TRANSLATE_NOOP(
         "Practice", "Each backoff counts from the failure (the ChangeMessageVisibility call) and "
                     "doubles with the receive count; the receive after the last one allowed "
                     "moves the order, at t=%1.")},
    {QT_TRANSLATE_NOOP("Practice",
                       "A long poll on an empty queue waits its whole %2 s and then answers with "
                       "no messages: one empty receive every %2 s, %1 by then. The poll still "
                       "waiting at the end has not answered yet."),
     QT_TRANSLATE_NOOP("Practice",
                       "A long poll on an empty queue waits its whole %2 s and then answers with "
                       "no messages: one empty receive every %2 s, %1 by then. The poll still "
                       "waiting at the end has not answered yet."),
     QT_TRANSLATE_NOOP("Practice",
                       "A short poll answers at once; with a pause of %2 s between polls, they are "
                       "at t=0, t=%2, and so on: %1 by then, each one a billed request.")},
    {QT_TRANSLATE_NOOP("Practice",
                       "A delay queue hides each new message for its delay from the moment it is "
                       "sent, and a waiting long poll receives it as soon as it is visible: "
                       "t=%1."),
     QT_TRANSLATE_NOOP("Practice",
                       "A message timer replaces the queue's delay for its message: the order is "
                       "visible, and received, at t=%1."),
     QT_TRANSLATE_NOOP("Practice",
                       "Both orders wait out the queue's delay, and then the second waits behind "
                       "the first: a FIFO group has one message in flight at a time. It is "
                       "received when the first is deleted, at t=%1.")},
    {QT_TRANSLATE_NOOP("Practice",
                       "Retention counts from the send and applies to a message in flight too: "
                       "the order expires at t=%1, in the middle of a loan."),
     QT_TRANSLATE_NOOP("Practice",
                       "Retention counts from the send, not from the end of the delay: the order "
                       "expires at t=%1."),
     QT_TRANSLATE_NOOP("Practice",
                       "On a standard queue a message moved to a dead-letter queue keeps its "
                       "original enqueue time: the dead-letter queue's retention counts from the "
                       "first send, and the order expires at t=%1.")},
    {QT_TRANSLATE_NOOP("Practice",
                       "A FIFO queue lends one message of a group at a time: m%2 is received only "
                       "once the one before it is deleted, at t=%1."),
     QT_TRANSLATE_NOOP("Practice",
                       "Each group has one message in flight at a time, but the two groups are "
                       "served side by side: m%2 is received at t=%1."),
     QT_TRANSLATE_NOOP("Practice",
                       "A FIFO queue accepts a send whose deduplication id it has seen in the last "
                       "5 minutes but does not enqueue it; the 5 minutes count from the send that "
                       "was enqueued, not from each duplicate: %1.")},
    {QT_TRANSLATE_NOOP("Practice",
                       "Without ReportBatchItemFailures a failed invocation returns the whole "
                       "batch: ord_1 comes back with ord_%2 each time the visibility timeout ends "
                       "and is processed again: %1 times."),
     QT_TRANSLATE_NOOP("Practice",
                       "With ReportBatchItemFailures only the failed order returns; ord_1 is "
                       "deleted after the first invocation: %1."),
     QT_TRANSLATE_NOOP("Practice",
                       "Every order is received once; after that only the %2 failed ones come "
                       "back, each time their visibility timeout ends: %1 receives.")},
    {QT_TRANSLATE_NOOP("Practice",
                       "A DeleteMessage with an old receipt handle succeeds, but the API reference "
                       "says the message might not be deleted. The engine ran the question both "
                       "ways (staleHandleDelete \"ignore\" and \"delete\"): the call succeeded "
                       "both times, and the order was deleted in one run and not in the other. "
                       "Build on neither outcome: make the work idempotent."),
     QT_TRANSLATE_NOOP("Practice",
                       "A DeleteMessage with an old receipt handle succeeds, but the API reference "
                       "says the message might not be deleted. The engine ran the question both "
                       "ways (staleHandleDelete \"ignore\" and \"delete\"): the call succeeded "
                       "both times, and the order was deleted in one run and not in the other. "
                       "Build on neither outcome: make the work idempotent."),
     QT_TRANSLATE_NOOP("Practice",
                       "A DeleteMessage with an old receipt handle succeeds, but the API reference "
                       "says the message might not be deleted. The engine ran the question both "
                       "ways (staleHandleDelete \"ignore\" and \"delete\"): the call succeeded "
                       "both times, and the order was deleted in one run and not in the other. "
                       "Build on neither outcome: make the work idempotent.")},
    {QT_TRANSLATE_NOOP("Practice",
                       "The crash leaves order %2's message undeleted: it comes back when its "
                       "visibility timeout ends, and nothing tells the retry that the card was "
                       "charged, so it is charged again: %n charges."),
     QT_TRANSLATE_NOOP("Practice",
                       "The crash leaves order %2's message undeleted and it comes back, but the "
                       "retry finds the \"done\" record and skips the charge: %n charges."),
     QT_TRANSLATE_NOOP("Practice",
                       "The record of order %2 was never written, so the retry charges it again: "
                       "a local record cannot be atomic with a charge made elsewhere (pass the "
                       "key to the payment provider instead): %n charges.")},
    {QT_TRANSLATE_NOOP("Practice",
                       "The batching window starts when the mapping has its first message; the "
                       "batch is not full, so the function is invoked when the window ends: "
                       "t=%1."),
     QT_TRANSLATE_NOOP("Practice",
                       "A full batch does not wait for the batching window: the function is "
                       "invoked at t=%1."),
     QT_TRANSLATE_NOOP("Practice",
                       "The function times out before it finishes the batch: the invocation fails, "
                       "nothing is deleted, and the batch comes back when its visibility timeout, "
                       "counted from the receive, ends: t=%1.")},
    {QT_TRANSLATE_NOOP("Practice",
                       "Each ReceiveMessage is one request however many messages it returns (up to "
                       "10), empty ones too, and so is each DeleteMessage: %n requests."),
     QT_TRANSLATE_NOOP("Practice",
                       "A batch call is one request for up to 10 entries (and one more per "
                       "further 64 KiB of payload): %n requests."),
     QT_TRANSLATE_NOOP("Practice",
                       "Every API call is billed, the producer's sends included, and a call "
                       "under 64 KiB is one request: %n billed requests.")},
}};

struct MistakeText {
    const char *id;
    const char *source;
};

const MistakeText mistakes[] = {
    {"hidden-until-job-ends",
     QT_TRANSLATE_NOOP("Practice", "thinks a received message stays hidden until its job ends")},
    {"timeout-from-job-end",
     QT_TRANSLATE_NOOP("Practice", "starts the visibility clock when the job ends, not at the "
                                   "receive")},
    {"adds-long-poll-wait",
     QT_TRANSLATE_NOOP("Practice", "adds the long poll's wait to the visibility timeout")},
    {"clock-does-not-restart",
     QT_TRANSLATE_NOOP("Practice", "forgets that the visibility clock restarts at each receive")},
    {"one-timeout-per-receive",
     QT_TRANSLATE_NOOP("Practice", "counts one timeout for every receive, the third's too")},
    {"uses-queue-timeout",
     QT_TRANSLATE_NOOP("Practice", "uses the queue's visibility timeout, not the receive's")},
    {"extends-old-deadline",
     QT_TRANSLATE_NOOP("Practice", "adds the extension to the old deadline")},
    {"counts-from-first-receive",
     QT_TRANSLATE_NOOP("Practice", "counts the extension from the first receive")},
    {"extends-by-queue-timeout",
     QT_TRANSLATE_NOOP("Practice", "extends by the queue's visibility timeout")},
    {"adds-up-extensions", QT_TRANSLATE_NOOP("Practice", "adds up the extensions")},
    {"reads-first-heartbeat",
     QT_TRANSLATE_NOOP("Practice", "reads the first heartbeat's deadline")},
    {"no-12-hour-cap",
     QT_TRANSLATE_NOOP("Practice", "forgets the 12-hour cap: thinks heartbeats keep the message "
                                   "hidden until the job ends")},
    {"cap-from-last-heartbeat",
     QT_TRANSLATE_NOOP("Practice", "counts the 12 hours from the last heartbeat")},
    {"forgets-heartbeats", QT_TRANSLATE_NOOP("Practice", "forgets the heartbeats")},
    {"moves-on-max-receive",
     QT_TRANSLATE_NOOP("Practice", "thinks the message moves on the maxReceiveCount-th receive")},
    {"counts-retries",
     QT_TRANSLATE_NOOP("Practice", "counts maxReceiveCount as retries after the first try")},
    {"moves-at-once",
     QT_TRANSLATE_NOOP("Practice", "thinks a failed message moves to the dead-letter queue at "
                                   "once")},
    {"clock-from-failure",
     QT_TRANSLATE_NOOP("Practice", "counts the visibility timeout from the failure, not from the "
                                   "receive")},
    {"backoff-from-receive",
     QT_TRANSLATE_NOOP("Practice", "counts the backoff from the receive, not from the failure")},
    {"forgets-backoff",
     QT_TRANSLATE_NOOP("Practice", "forgets the backoff and uses the queue's timeout")},
    {"doubles-from-first",
     QT_TRANSLATE_NOOP("Practice", "doubles the backoff already at the first receive")},
    {"counts-waiting-poll",
     QT_TRANSLATE_NOOP("Practice", "counts the poll still waiting at the end")},
    {"request-per-second",
     QT_TRANSLATE_NOOP("Practice", "thinks each second of waiting is a receive")},
    {"long-poll-waits-for-message",
     QT_TRANSLATE_NOOP("Practice", "thinks a long poll waits until a message comes")},
    {"uses-20-seconds",
     QT_TRANSLATE_NOOP("Practice", "uses the 20-second maximum, not the wait asked for")},
    {"forgets-first-poll", QT_TRANSLATE_NOOP("Practice", "forgets the first poll at t=0")},
    {"short-waits-like-long",
     QT_TRANSLATE_NOOP("Practice", "thinks a short poll waits 20 s like a long one")},
    {"ignores-delay", QT_TRANSLATE_NOOP("Practice", "ignores the delay")},
    {"delay-from-zero", QT_TRANSLATE_NOOP("Practice", "counts the delay from t=0")},
    {"waits-for-long-poll",
     QT_TRANSLATE_NOOP("Practice", "thinks the worker waits for its long poll to end")},
    {"uses-queue-delay",
     QT_TRANSLATE_NOOP("Practice", "uses the queue's delay instead of the message timer")},
    {"adds-both-delays",
     QT_TRANSLATE_NOOP("Practice", "adds the message timer to the queue's delay")},
    {"group-does-not-wait",
     QT_TRANSLATE_NOOP("Practice", "forgets that the group waits for the first order")},
    {"fifo-no-delay", QT_TRANSLATE_NOOP("Practice", "thinks a FIFO queue ignores the delay")},
    {"delays-again",
     QT_TRANSLATE_NOOP("Practice", "delays the second order again after the first is deleted")},
    {"retention-from-zero", QT_TRANSLATE_NOOP("Practice", "counts retention from t=0")},
    {"in-flight-kept",
     QT_TRANSLATE_NOOP("Practice", "thinks a message in flight expires only when its loan "
                                   "ends")},
    {"retention-from-last-receive",
     QT_TRANSLATE_NOOP("Practice", "counts retention from the last receive")},
    {"retention-after-delay",
     QT_TRANSLATE_NOOP("Practice", "counts retention from the end of the delay")},
    {"retention-from-move",
     QT_TRANSLATE_NOOP("Practice", "counts the dead-letter queue's retention from the move")},
    {"source-retention", QT_TRANSLATE_NOOP("Practice", "uses the source queue's retention")},
    {"group-in-parallel",
     QT_TRANSLATE_NOOP("Practice", "thinks two workers work on one group at once")},
    {"counts-own-job", QT_TRANSLATE_NOOP("Practice", "adds the order's own job")},
    {"all-at-once", QT_TRANSLATE_NOOP("Practice", "thinks every order is received at once")},
    {"one-group-blocks-all",
     QT_TRANSLATE_NOOP("Practice", "thinks one group blocks the whole queue")},
    {"forgets-dedup", QT_TRANSLATE_NOOP("Practice", "forgets deduplication")},
    {"dedup-forever",
     QT_TRANSLATE_NOOP("Practice", "thinks a deduplication id is remembered for ever")},
    {"window-restarts",
     QT_TRANSLATE_NOOP("Practice", "thinks the 5 minutes restart at each duplicate")},
    {"successes-deleted",
     QT_TRANSLATE_NOOP("Practice", "thinks Lambda deletes the orders that succeeded")},
    {"failed-batch-no-effect",
     QT_TRANSLATE_NOOP("Practice", "thinks a failed batch processes nothing")},
    {"forgets-first-invocation", QT_TRANSLATE_NOOP("Practice", "forgets the first invocation")},
    {"whole-batch-anyway",
     QT_TRANSLATE_NOOP("Practice", "thinks the whole batch comes back anyway")},
    {"retried-once", QT_TRANSLATE_NOOP("Practice", "thinks a failed order is retried once")},
    {"failed-gone", QT_TRANSLATE_NOOP("Practice", "thinks failed orders are not received again")},
    {"sqs-delivers-once",
     QT_TRANSLATE_NOOP("Practice", "thinks the crash costs nothing: SQS delivers once")},
    {"crash-loses-order", QT_TRANSLATE_NOOP("Practice", "thinks the crashed order is lost")},
    {"every-order-again", QT_TRANSLATE_NOOP("Practice", "thinks every order is charged again")},
    {"retry-charges-again",
     QT_TRANSLATE_NOOP("Practice", "thinks the retry charges again despite the record")},
    {"record-protects",
     QT_TRANSLATE_NOOP("Practice", "thinks the record protects a charge made before it")},
    {"invokes-at-once", QT_TRANSLATE_NOOP("Practice", "thinks the function is invoked at once")},
    {"window-from-zero", QT_TRANSLATE_NOOP("Practice", "counts the batching window from t=0")},
    {"window-from-last",
     QT_TRANSLATE_NOOP("Practice", "counts the batching window from the last order")},
    {"waits-full-window",
     QT_TRANSLATE_NOOP("Practice", "waits the whole window even when the batch is full")},
    {"timeout-returns-at-once",
     QT_TRANSLATE_NOOP("Practice", "thinks a timed-out batch returns to the queue at once")},
    {"function-finishes",
     QT_TRANSLATE_NOOP("Practice", "thinks the function finishes the batch anyway")},
    {"timeout-from-failure",
     QT_TRANSLATE_NOOP("Practice", "counts the visibility timeout from the function's failure")},
    {"request-per-message",
     QT_TRANSLATE_NOOP("Practice", "counts a receive and a delete per message")},
    {"deletes-free", QT_TRANSLATE_NOOP("Practice", "forgets that deletes are requests")},
    {"batch-per-entry", QT_TRANSLATE_NOOP("Practice", "thinks a batch call is billed per entry")},
    {"forgets-sends", QT_TRANSLATE_NOOP("Practice", "forgets the producer's sends")},
    {"stale-refused", QT_TRANSLATE_NOOP("Practice", "thinks SQS refuses an old receipt handle")},
    {"stale-deletes",
     QT_TRANSLATE_NOOP("Practice", "thinks the delete surely deletes the message")},
    {"stale-surely-not", QT_TRANSLATE_NOOP("Practice", "thinks the delete surely deletes nothing")},
};

const char *const promiseChoices[promiseChoiceCount] = {
    QT_TRANSLATE_NOOP("Practice", "The call succeeds and the order is deleted."),
    QT_TRANSLATE_NOOP("Practice",
                      "The call fails (ReceiptHandleIsInvalid) and the order stays in the queue."),
    QT_TRANSLATE_NOOP("Practice",
                      "The call succeeds, but the order might not be deleted: AWS promises neither "
                      "outcome."),
    QT_TRANSLATE_NOOP("Practice", "The call succeeds and the order is certainly not deleted."),
};

std::size_t at(Topic topic, int level)
{
    return static_cast<std::size_t>(topic) * maxLevel + static_cast<std::size_t>(level - 1);
}

} // namespace

Sentence say(const char *source, std::vector<Sentence> args)
{
    return Sentence::say("Practice", source, std::move(args));
}

Sentence text(const std::string &literal)
{
    return Sentence::text(literal);
}

Sentence number(double value)
{
    return Sentence::text(content::numberText(value));
}

Sentence promptSentence(Topic topic, int level, std::vector<Sentence> args)
{
    const std::size_t index = at(topic, level);
    return say(prompts[index / maxLevel][index % maxLevel], std::move(args));
}

Sentence explanationSentence(Topic topic, int level, std::vector<Sentence> args)
{
    const std::size_t index = at(topic, level);
    return say(explanations[index / maxLevel][index % maxLevel], std::move(args));
}

Sentence mistakeSentence(const std::string &id)
{
    for (const MistakeText &mistake : mistakes) {
        if (id == mistake.id)
            return say(mistake.source);
    }
    return {};
}

std::vector<std::string> mistakeIds()
{
    std::vector<std::string> ids;
    for (const MistakeText &mistake : mistakes)
        ids.emplace_back(mistake.id);
    return ids;
}

Sentence momentChoice(double seconds)
{
    return say(QT_TRANSLATE_NOOP("Practice", "t=%1"), {number(seconds)});
}

Sentence countChoice(double count)
{
    return number(count);
}

Sentence promiseChoiceSentence(PromiseChoice choice)
{
    return say(promiseChoices[static_cast<int>(choice)]);
}

Sentence answerLabel(Sentence answer)
{
    return say(QT_TRANSLATE_NOOP("Practice", "Answer: %1"), {std::move(answer)});
}

Sentence lessonLabel(const std::string &lesson)
{
    return say(QT_TRANSLATE_NOOP("Practice", "Lesson: %1"), {text(lesson)});
}

Sentence sourceLabel(const std::string &url)
{
    return say(QT_TRANSLATE_NOOP("Practice", "Source: %1"), {text(url)});
}

Sentence mistakeLabel(Sentence choice, Sentence why)
{
    return say(QT_TRANSLATE_NOOP("Practice", "%1: %2"), {std::move(choice), std::move(why)});
}

Sentence questionHeading(int number, const std::string &topic, int level)
{
    return say(QT_TRANSLATE_NOOP("Practice", "Question %1 (%2, level %3)"),
               {text(std::to_string(number)), text(topic), text(std::to_string(level))});
}

Sentence topicName(Topic topic)
{
    // In Topic's order.
    static const std::array<const char *, topicCount> names = {
        QT_TRANSLATE_NOOP("Practice", "Visibility timeout"),
        QT_TRANSLATE_NOOP("Practice", "Heartbeats"),
        QT_TRANSLATE_NOOP("Practice", "Dead-letter queue"),
        QT_TRANSLATE_NOOP("Practice", "Long and short polling"),
        QT_TRANSLATE_NOOP("Practice", "Delay queues and timers"),
        QT_TRANSLATE_NOOP("Practice", "Retention"),
        QT_TRANSLATE_NOOP("Practice", "FIFO groups"),
        QT_TRANSLATE_NOOP("Practice", "Batch failures"),
        QT_TRANSLATE_NOOP("Practice", "Stale receipt handle"),
        QT_TRANSLATE_NOOP("Practice", "Idempotency"),
        QT_TRANSLATE_NOOP("Practice", "Lambda event-source mapping"),
        QT_TRANSLATE_NOOP("Practice", "Cost"),
    };
    return say(names[static_cast<std::size_t>(topic)]);
}

} // namespace inflight::practice
