// SPDX-License-Identifier: GPL-3.0-or-later
#include "playback.h"

#include "common/sentencetext.h"
#include "eventtexts.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace inflight {

const std::vector<double> &Playback::speeds()
{
    static const std::vector<double> list = {0.25, 0.5, 1, 2, 4, 8, 16, 32, 64};
    return list;
}

const std::vector<TimeMs> &Playback::frameSizes()
{
    static const std::vector<TimeMs> list = {1, 10, 100, 500, 1000, 5000, 10000, 60000};
    return list;
}

Playback::Playback(QObject *parent) : QObject(parent)
{
    // Playback reads the wall clock to pace the animation; the run itself never does.
    m_timer.setInterval(16);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &Playback::tick);
}

void Playback::setRun(std::shared_ptr<const Run> run)
{
    // A stop is an event of the old run's log.
    m_stopSequence.reset();
    m_run = std::move(run);
    m_timeline = m_run ? std::make_unique<RunTimeline>(*m_run) : nullptr;
    m_narration = m_run ? std::make_unique<Narration>(*m_run) : nullptr;
    const TimeMs time = following() ? endTime() : std::clamp<TimeMs>(m_time, 0, endTime());
    if (m_selection.kind == Selection::Kind::Message &&
        (!m_timeline || !m_timeline->track(m_selection.message)))
        m_selection = {};
    if (m_selection.kind == Selection::Kind::Worker &&
        (!m_timeline || !m_timeline->worker(m_selection.worker)))
        m_selection = {};
    m_time = time;
    m_event = m_narration ? static_cast<int>(m_narration->majorUpTo(time)) - 1 : -1;
    emit runChanged();
    emit timeChanged(m_time);
    emit eventChanged(m_event);
    emit selectionChanged(m_selection);
}

int Playback::eventCount() const
{
    return m_narration ? static_cast<int>(m_narration->major().size()) : 0;
}

std::int64_t Playback::currentSequence() const
{
    if (!m_narration || m_event < 0)
        return -1;
    return static_cast<std::int64_t>(m_narration->major()[static_cast<std::size_t>(m_event)]);
}

QString Playback::currentEventText() const
{
    if (!m_narration)
        return {};
    if (m_event < 0)
        return tr("before the first event (%Ln events in all)", nullptr, eventCount());
    const QLocale locale;
    return tr("event %1 of %2: %3")
        .arg(locale.toString(m_event + 1), locale.toString(eventCount()),
             translated(eventSentence(*m_run, static_cast<std::uint64_t>(currentSequence()))));
}

void Playback::setTime(TimeMs time, int event)
{
    const bool timeMoved = time != m_time;
    const bool eventMoved = event != m_event;
    m_time = time;
    m_event = event;
    if (timeMoved)
        emit timeChanged(m_time);
    if (eventMoved)
        emit eventChanged(m_event);
}

void Playback::seek(TimeMs time)
{
    time = std::clamp<TimeMs>(time, 0, endTime());
    // Taking the playhead elsewhere (a click on the timeline, the scrub bar) stops following.
    if (following() && time < endTime())
        pause();
    const int event = m_narration ? static_cast<int>(m_narration->majorUpTo(time)) - 1 : -1;
    setTime(time, event);
}

void Playback::seekEvent(int index)
{
    if (!m_narration || eventCount() == 0)
        return;
    index = std::clamp(index, -1, eventCount() - 1);
    const TimeMs time =
        index < 0 ? 0 : m_run->log()[m_narration->major()[static_cast<std::size_t>(index)]].time;
    setTime(time, index);
}

void Playback::seekSequence(std::uint64_t sequence)
{
    if (!m_run || sequence >= m_run->log().size())
        return;
    const TimeMs time = m_run->log()[sequence].time;
    const auto &major = m_narration->major();
    const int event =
        static_cast<int>(std::upper_bound(major.begin(), major.end(), sequence) - major.begin()) -
        1;
    setTime(time, event);
}

void Playback::playToSequence(std::uint64_t sequence, TimeMs wallMs)
{
    if (!m_run || sequence >= m_run->log().size())
        return;
    pause();
    const TimeMs stop = m_run->log()[sequence].time;
    const auto lead = static_cast<TimeMs>(static_cast<double>(wallMs) * m_speed);
    seek(std::max<TimeMs>(0, stop - lead));
    if (m_time >= stop)
        return seekSequence(sequence);
    play();
    m_stopSequence = sequence;
}

void Playback::play()
{
    if (m_playing || !m_run)
        return;
    if (m_live && m_time >= endTime()) {
        goLive();
        return;
    }
    if (m_time >= endTime())
        seek(0);
    m_playing = true;
    m_carryMs = 0;
    m_clock.start();
    m_timer.start();
    emit playingChanged(true);
}

void Playback::pause()
{
    m_stopSequence.reset();
    if (!m_playing)
        return;
    m_playing = false;
    m_timer.stop();
    setFollowing(false);
    emit playingChanged(false);
}

void Playback::setLive(bool live)
{
    if (live == m_live)
        return;
    m_live = live;
    if (!live && m_following) {
        // The run stops growing where the view was: an ordinary run, paused at its end.
        m_following = false;
        m_playing = false;
        emit followingChanged(false);
        emit playingChanged(false);
    }
}

void Playback::goLive()
{
    if (!m_live)
        return toEnd();
    m_timer.stop();
    setFollowing(true);
    setTime(endTime(), eventCount() - 1);
    if (!m_playing) {
        m_playing = true;
        emit playingChanged(true);
    }
}

void Playback::setFollowing(bool following)
{
    if (following == m_following)
        return;
    m_following = following;
    emit followingChanged(following);
}

void Playback::togglePlay()
{
    m_playing ? pause() : play();
}

void Playback::tick()
{
    const double elapsed = static_cast<double>(m_clock.restart());
    m_carryMs += elapsed * m_speed;
    const auto step = static_cast<TimeMs>(m_carryMs);
    m_carryMs -= static_cast<double>(step);
    const TimeMs next = std::min(endTime(), m_time + step);
    if (m_stopSequence) {
        const std::uint64_t stop = *m_stopSequence;
        const bool valid = stop < m_run->log().size();
        const TimeMs stopTime = valid ? m_run->log()[stop].time : 0;
        // Crossing the moment stops there; a seek past it (or a new run) cancels the stop.
        if (valid && m_time < stopTime && next >= stopTime) {
            pause();
            return seekSequence(stop);
        }
        if (!valid || m_time >= stopTime)
            m_stopSequence.reset();
    }
    seek(next);
    // Played up to now, a live run is followed again.
    if (next >= endTime())
        m_live ? goLive() : pause();
}

void Playback::stepEvent(int direction)
{
    pause();
    if (!m_narration || eventCount() == 0)
        return;
    seekEvent(m_event + (direction >= 0 ? 1 : -1));
}

void Playback::stepFrame(int direction)
{
    pause();
    seek(m_time + (direction >= 0 ? m_frameMs : -m_frameMs));
}

void Playback::toStart()
{
    pause();
    seek(0);
}

void Playback::toEnd()
{
    if (m_live)
        return goLive();
    pause();
    seek(endTime());
}

void Playback::setSpeed(double speed)
{
    const auto &list = speeds();
    speed = std::clamp(speed, list.front(), list.back());
    if (speed == m_speed)
        return;
    m_speed = speed;
    emit speedChanged(speed);
}

void Playback::slower()
{
    const auto &list = speeds();
    auto it = std::lower_bound(list.begin(), list.end(), m_speed);
    if (it != list.begin())
        setSpeed(*std::prev(it));
}

void Playback::faster()
{
    const auto &list = speeds();
    auto it = std::upper_bound(list.begin(), list.end(), m_speed);
    if (it != list.end())
        setSpeed(*it);
}

void Playback::setFrameMs(TimeMs frameMs)
{
    frameMs = std::max<TimeMs>(1, frameMs);
    if (frameMs == m_frameMs)
        return;
    m_frameMs = frameMs;
    emit frameChanged(frameMs);
}

void Playback::select(const Selection &selection)
{
    if (selection == m_selection)
        return;
    m_selection = selection;
    emit selectionChanged(m_selection);
}

void Playback::selectMessage(MessageNumber message)
{
    select({Selection::Kind::Message, message, engineActor});
}

void Playback::selectWorker(ActorId worker)
{
    select({Selection::Kind::Worker, noMessage, worker});
}

void Playback::setHighlights(std::vector<Highlight> highlights)
{
    m_highlights = std::move(highlights);
    emit highlightsChanged();
}

void Playback::setAnnotations(Annotations annotations)
{
    if (annotations == m_annotations)
        return;
    m_annotations = std::move(annotations);
    emit annotationsChanged();
}

void Playback::addAnnotation(Annotation annotation)
{
    m_annotations.push_back(std::move(annotation));
    emit annotationsChanged();
}

void Playback::replaceAnnotation(std::size_t index, Annotation annotation)
{
    if (index >= m_annotations.size() || m_annotations[index] == annotation)
        return;
    m_annotations[index] = std::move(annotation);
    emit annotationsChanged();
}

void Playback::removeAnnotation(std::size_t index)
{
    if (index >= m_annotations.size())
        return;
    m_annotations.erase(m_annotations.begin() + static_cast<std::ptrdiff_t>(index));
    emit annotationsChanged();
}

void Playback::setVisibleRange(TimeWindow range)
{
    // Compared, not flagged: the timeline writing back the window it was just given ends here.
    if (range == m_visibleRange)
        return;
    m_visibleRange = range;
    emit visibleRangeChanged();
}

void Playback::setCurtain(std::optional<TimeMs> from)
{
    if (from == m_curtain)
        return;
    m_curtain = from;
    emit curtainChanged();
}

void Playback::clearSelection()
{
    select({});
}

} // namespace inflight
