// SPDX-License-Identifier: GPL-3.0-or-later
#include "practicesession.h"

#include <algorithm>

namespace inflight {

using namespace practice;

PracticeSession::PracticeSession(PracticeStore *store, QObject *parent)
    : QObject(parent), m_store(store)
{
    if (m_store)
        m_scheduler = LeitnerScheduler(m_store->practiceState());
}

PracticeSession::~PracticeSession() = default;

void PracticeSession::setTopics(std::vector<Topic> topics)
{
    std::sort(topics.begin(), topics.end());
    topics.erase(std::unique(topics.begin(), topics.end()), topics.end());
    if (topics == m_topics)
        return;
    m_topics = std::move(topics);
}

void PracticeSession::setLevel(int level)
{
    level = std::clamp(level, 0, maxLevel);
    if (level == m_level)
        return;
    m_level = level;
}

void PracticeSession::setSeed(std::uint64_t seed)
{
    m_seed = seed;
}

bool PracticeSession::wasRight() const
{
    return m_question && m_given == m_question->rightChoice;
}

void PracticeSession::nextQuestion()
{
    // A generator that finds no question for a seed (the tests check this does not happen) is
    // not a dead end: the next seed is tried.
    const NextQuestion next = m_scheduler.next(m_topics, m_level, m_seed);
    std::optional<PracticeQuestion> drawn;
    for (std::uint64_t attempt = 0; !drawn && attempt < 8; ++attempt)
        drawn = draftQuestion(next.topic, next.level, next.seed + attempt);
    if (!drawn)
        return;
    m_question = std::move(drawn);
    m_given = -1;
    emit questionChanged();
}

bool PracticeSession::answer(int choice)
{
    if (!m_question || isAnswered() || choice < 0 ||
        choice >= static_cast<int>(m_question->choices.size()))
        return false;
    m_given = choice;
    const bool right = wasRight();
    m_scheduler.answer(m_question->topic, right);
    if (m_store)
        m_store->recordPractice(m_scheduler.state());
    emit answered(right);
    emit stateChanged();
    return true;
}

PracticeState PracticeSession::state() const
{
    PracticeState s;
    s.seed = m_seed;
    for (Topic t : m_topics)
        s.topics << QString::fromLatin1(topicInfo(t).id);
    s.level = m_level;
    if (m_question) {
        s.questionTopic = QString::fromLatin1(topicInfo(m_question->topic).id);
        s.questionLevel = m_question->level;
        s.questionSeed = m_question->seed;
    }
    s.answered = isAnswered();
    s.given = m_given;
    const SchedulerState &scheduler = m_scheduler.state();
    s.clock = scheduler.answered;
    s.streak = scheduler.streak;
    s.bestStreak = scheduler.bestStreak;
    for (const TopicInfo &info : practice::topics()) {
        const TopicRecord &r = scheduler.topics[static_cast<std::size_t>(info.topic)];
        if (r != TopicRecord{})
            s.boxes.push_back(
                {QString::fromLatin1(info.id), r.box, r.right, r.wrong, r.lastAnswered});
    }
    return s;
}

void PracticeSession::restoreState(const PracticeState &state)
{
    m_seed = state.seed;
    m_topics.clear();
    for (const QString &id : state.topics) {
        if (const auto topic = topicFromId(id.toStdString()))
            m_topics.push_back(*topic);
    }
    std::sort(m_topics.begin(), m_topics.end());
    m_level = std::clamp(state.level, 0, maxLevel);
    SchedulerState scheduler;
    scheduler.answered = state.clock;
    scheduler.streak = state.streak;
    scheduler.bestStreak = state.bestStreak;
    for (const PracticeTopicState &t : state.boxes) {
        if (const auto topic = topicFromId(t.topic.toStdString()))
            scheduler.topics[static_cast<std::size_t>(*topic)] = {std::clamp(t.box, 1, boxCount),
                                                                  t.right, t.wrong, t.lastAnswered};
    }
    m_scheduler = LeitnerScheduler(scheduler);
    if (m_store)
        m_store->recordPractice(m_scheduler.state());
    m_question.reset();
    m_given = -1;
    if (const auto topic = topicFromId(state.questionTopic.toStdString()))
        m_question = draftQuestion(*topic, state.questionLevel, state.questionSeed);
    if (m_question && state.answered && state.given >= 0 &&
        state.given < static_cast<int>(m_question->choices.size()))
        m_given = state.given;
    emit questionChanged();
}

} // namespace inflight
