// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparison.h"

namespace inflight {

Comparison::Comparison(Playback *main, QObject *parent)
    : QObject(parent), m_main(main), m_compared(new Playback(this))
{
    connect(m_main, &Playback::runChanged, this, &Comparison::recompute);
    connect(m_main, &Playback::timeChanged, this, &Comparison::followMainTime);
    connect(m_compared, &Playback::timeChanged, this, &Comparison::followComparedTime);
    // A lesson step's highlights name lanes both runs of its scenario have: both show them.
    connect(m_main, &Playback::highlightsChanged, this, [this] {
        if (m_other)
            m_compared->setHighlights(m_main->highlights());
    });
}

void Comparison::start(std::shared_ptr<const Run> other, Source source, const QString &comparedName,
                       const QString &mainName, bool comparedFirst)
{
    m_other = std::move(other);
    m_source = source;
    m_comparedName = comparedName;
    m_mainName = mainName;
    m_comparedFirst = comparedFirst;
    // The compared playback starts where it was: that must not drag this run's playhead there.
    m_syncing = true;
    m_compared->setRun(m_other);
    m_syncing = false;
    m_compared->setHighlights(m_main->highlights());
    followMainTime(m_main->time());
    recompute();
}

void Comparison::stop()
{
    if (!m_other)
        return;
    m_other.reset();
    m_syncing = true;
    m_compared->setRun(nullptr);
    m_syncing = false;
    m_difference = {};
    emit changed();
}

void Comparison::setMainName(const QString &name)
{
    if (name == m_mainName)
        return;
    m_mainName = name;
    emit changed();
}

std::optional<TimeMs> Comparison::divergenceTime() const
{
    if (!m_other || !m_difference.divergence)
        return std::nullopt;
    return m_difference.divergence->time;
}

void Comparison::jumpToDivergence()
{
    if (const std::optional<TimeMs> time = divergenceTime()) {
        m_main->pause();
        m_main->seek(*time);
    }
}

void Comparison::recompute()
{
    if (!m_other)
        return;
    const Run *main = m_main->run();
    // A run that did not happen (a scenario with a problem, a cancelled run) has no figures.
    if (!main || !main->problems.empty() || main->cancelled || !m_other->problems.empty()) {
        m_difference = {};
    } else {
        m_difference =
            m_comparedFirst ? compareRuns(*m_other, *main) : compareRuns(*main, *m_other);
    }
    emit changed();
}

void Comparison::followMainTime(TimeMs time)
{
    if (m_syncing || !m_other || m_compared->time() == time)
        return;
    m_syncing = true;
    m_compared->seek(time);
    m_syncing = false;
}

void Comparison::followComparedTime(TimeMs time)
{
    if (m_syncing || !m_other || m_main->time() == time)
        return;
    m_syncing = true;
    m_main->pause();
    m_main->seek(time);
    m_syncing = false;
}

} // namespace inflight
