// SPDX-License-Identifier: GPL-3.0-or-later
#include "runtexts.h"

#include "consumerinstance.h"
#include "events.h"
#include "runtexts_p.h"

#include <QtGlobal>

#include <algorithm>
#include <cstdio>
#include <set>

namespace inflight {

namespace {

using namespace runtext;

/// "once", "twice", "3 times".
Sentence timesWord(std::uint32_t n)
{
    if (n == 1)
        return say(QT_TRANSLATE_NOOP("RunText", "once"));
    if (n == 2)
        return say(QT_TRANSLATE_NOOP("RunText", "twice"));
    return withCount(QT_TRANSLATE_NOOP("RunText", "%n times"), n);
}

} // namespace

Sentence consumerEffectPast(const Run &run, std::uint32_t key)
{
    // The service of whoever consumes the queue the key's first message was sent to: with
    // several services, "never filed" is wrong for a payment.
    const Scenario &scenario = run.scenario;
    const std::string *service = nullptr;
    if (scenario.services.size() > 1) {
        const auto first = std::find(run.keyOfMessage.begin(), run.keyOfMessage.end(), key);
        if (first != run.keyOfMessage.end()) {
            const MessageNumber message =
                static_cast<MessageNumber>(first - run.keyOfMessage.begin());
            const std::string &queue = run.log().queueName(run.engine->messageQueue(message));
            for (const WorkerSpec &w : scenario.workers) {
                if (!service && w.queue == queue)
                    service = &w.service;
            }
            for (const LambdaSpec &l : scenario.lambdas) {
                if (!service && l.queue == queue)
                    service = &l.service;
            }
        }
    }
    for (const ServiceSpec &s : scenario.services) {
        if (!service || s.name == *service)
            return text(s.effectPast);
    }
    return say(QT_TRANSLATE_NOOP("RunText", "effected"));
}

Sentence keySentence(const Run &run, std::uint32_t key)
{
    const Ledger &ledger = run.ledger;
    const std::vector<std::uint32_t> effects = ledger.effectsFor(key);
    Sentence past = say(QT_TRANSLATE_NOOP("RunText", "effected"));
    if (!effects.empty() && ledger.effects()[effects.front()].service >= 0)
        past =
            text(run.scenario
                     .services[static_cast<std::size_t>(ledger.effects()[effects.front()].service)]
                     .effectPast);
    else if (effects.empty())
        past = consumerEffectPast(run, key);
    const Sentence name = text(ledger.key(key));
    if (effects.empty())
        return say(QT_TRANSLATE_NOOP("RunText", "%1 never %2"), {name, past});
    // Long lists (a message effected every 30 s for days) show their start and how many more.
    const std::size_t shown = effects.size() > 8 ? 6 : effects.size();
    std::vector<Sentence> when;
    for (std::size_t i = 0; i < shown; ++i) {
        const SideEffectRecord &e = ledger.effects()[effects[i]];
        when.push_back(say(QT_TRANSLATE_NOOP("RunText", "t=%1 by %2"),
                           {seconds(e.time), text(run.log().actorName(e.actor))}));
    }
    Sentence list = listOf(std::move(when));
    if (shown < effects.size())
        list = say(
            QT_TRANSLATE_NOOP("RunText", "%1, ... and %2 more, the last at t=%3"),
            {list, number(effects.size() - shown), seconds(ledger.effects()[effects.back()].time)});
    return say(QT_TRANSLATE_NOOP("RunText", "%1 %2 %3 (%4)"),
               {name, past, timesWord(static_cast<std::uint32_t>(effects.size())), list});
}

std::vector<SummaryRow> summaryRows(const RunMetrics &m)
{
    std::vector<SummaryRow> rows;
    auto row = [&](const char *label, Sentence value) {
        rows.push_back({say(label), std::move(value)});
    };
    row(QT_TRANSLATE_NOOP("RunText", "Messages sent"), number(m.messagesSent));
    row(QT_TRANSLATE_NOOP("RunText", "Keys effected"),
        say(QT_TRANSLATE_NOOP("RunText", "%1 of %2"), {number(m.keysEffected), number(m.keys)}));
    row(QT_TRANSLATE_NOOP("RunText", "Duplicate effects"),
        counted(QT_TRANSLATE_NOOP("RunText", "%1 (%n key effected more than once)"),
                QT_TRANSLATE_NOOP("RunText", "%1 (%n keys effected more than once)"),
                m.keysEffectedMoreThanOnce, {number(m.duplicateEffects)}));
    row(QT_TRANSLATE_NOOP("RunText", "Lost"),
        say(QT_TRANSLATE_NOOP("RunText", "%1 (never effected and in no queue)"), {number(m.lost)}));
    row(QT_TRANSLATE_NOOP("RunText", "Dead-letter arrivals"), number(m.deadLetterArrivals));
    row(QT_TRANSLATE_NOOP("RunText", "Receives"),
        say(QT_TRANSLATE_NOOP("RunText", "%1 (%2 empty)"),
            {number(m.receives), number(m.emptyReceives)}));
    row(QT_TRANSLATE_NOOP("RunText", "API calls"), number(m.apiCalls));
    char dollars[64];
    std::snprintf(dollars, sizeof dollars, "$%.7f", m.costUsd);
    row(QT_TRANSLATE_NOOP("RunText", "Billed requests"),
        say(QT_TRANSLATE_NOOP("RunText",
                              "%1 (at list price %2; the first million requests a month are free)"),
            {number(m.billedRequests), Sentence::decimalNumber(dollars)}));
    if (m.keysEffected > 0)
        row(QT_TRANSLATE_NOOP("RunText", "Send to first effect"),
            say(QT_TRANSLATE_NOOP("RunText", "p50 %1 s, p90 %2 s, p99 %3 s, max %4 s"),
                {seconds(m.sendToEffect.p50), seconds(m.sendToEffect.p90),
                 seconds(m.sendToEffect.p99), seconds(m.sendToEffect.max)}));
    return rows;
}

std::string summaryText(const Run &run, Translator translate)
{
    const auto fill = [translate](const Sentence &sentence) {
        return fillSentence(sentence, translate);
    };
    std::string out;
    if (!run.problems.empty()) {
        out += fill(say(QT_TRANSLATE_NOOP("RunText", "The scenario did not run:"))) + "\n";
        for (const std::string &p : run.problems)
            out += "  " + p + "\n";
        return out;
    }
    const Scenario &scenario = run.scenario;
    out += fill(say(QT_TRANSLATE_NOOP("RunText", "Run of \"%1\" with seed %2, to t=%3"),
                    {text(scenario.title.empty() ? scenario.name : scenario.title),
                     number(run.seed), seconds(run.endMs)})) +
           "\n\n";
    out += fill(say(QT_TRANSLATE_NOOP("RunText", "Side effects per key"))) + "\n";
    const Ledger &ledger = run.ledger;
    const std::uint32_t keys = ledger.keyCount();
    const bool all = keys <= 20;
    std::uint32_t shown = 0;
    for (std::uint32_t k = 0; k < keys; ++k) {
        if (!all && ledger.effectCount(k) == 1)
            continue;
        if (shown == 20) {
            out += "  ...\n";
            break;
        }
        out += "  " + fill(keySentence(run, k)) + "\n";
        ++shown;
    }
    if (!all && shown == 0)
        out += "  " + fill(say(QT_TRANSLATE_NOOP("RunText", "every key effected exactly once"))) +
               "\n";
    out += "\n";
    // The labels in a column 22 characters wide, the values after them.
    for (const SummaryRow &row : summaryRows(run.metrics))
        out += padRight(fill(row.label), 22) + fill(row.value) + "\n";
    return out;
}

} // namespace inflight
