// SPDX-License-Identifier: GPL-3.0-or-later
#include "animationexport.h"

#include "animationtext.h"
#include "gifencoder.h"
#include "gifencodingthread.h"
#include "gifpalette.h"
#include "theme.h"
#include "timelinemodel.h"
#include "timelinescene.h"

#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>

namespace inflight {

std::vector<AnimationChapter> lessonChapters(const Lesson &lesson, int first, int last)
{
    std::vector<AnimationChapter> chapters;
    const int count = static_cast<int>(lesson.steps.size());
    last = last < 0 ? count - 1 : std::min(last, count - 1);
    for (int i = std::max(first, 0); i <= last; ++i) {
        const LessonStep &step = lesson.steps[static_cast<std::size_t>(i)];
        const QString name = QString::fromStdString(step.title.empty() ? step.id : step.title);
        chapters.push_back(
            {step.timeMs, AnimationText::tr("step %L1: %2").arg(i + 1).arg(name), step.highlights});
    }
    return chapters;
}

AnimationExport::AnimationExport(const Run &run, AnimationOptions options)
    : m_run(run), m_options(std::move(options))
{
    if (!m_run.engine)
        return;
    // The story's span as a still export of the whole run shows it.
    const RunTimeline timeline(m_run);
    const auto [storyFrom, storyTo] = TimelineScene::storySpan(TimelineModel(&timeline));
    m_fromMs = m_options.fromMs.value_or(storyFrom);
    m_toMs = m_options.toMs.value_or(storyTo);
    m_wholeStory = m_fromMs == storyFrom && m_toMs == storyTo;
    m_speed = m_options.speed.value_or(AnimationPlan::speedFor(m_toMs - m_fromMs));
    if (m_options.title.isEmpty()) {
        const Scenario &scenario = m_run.scenario;
        m_options.title =
            QString::fromStdString(scenario.title.empty() ? scenario.name : scenario.title);
    }
}

QString AnimationExport::problem() const
{
    if (!m_run.engine)
        return AnimationText::tr("there is no run to draw");
    const QSize size = m_options.size;
    if (size.width() < minimumSize.width() || size.height() < minimumSize.height() ||
        size.width() > maximumSize.width() || size.height() > maximumSize.height())
        return AnimationText::tr("the animation must be from %1x%2 to %3x%4 pixels, not %5x%6")
            .arg(minimumSize.width())
            .arg(minimumSize.height())
            .arg(maximumSize.width())
            .arg(maximumSize.height())
            .arg(size.width())
            .arg(size.height());
    return AnimationPlan::check(m_fromMs, m_toMs, m_speed, m_options.fps);
}

std::vector<AnimationFrame> AnimationExport::frames() const
{
    if (!problem().isEmpty())
        return {};
    return AnimationPlan::frames(m_fromMs, m_toMs, m_speed, m_options.fps);
}

const AnimationChapter *AnimationExport::chapterAt(TimeMs timeMs) const
{
    const AnimationChapter *reached = nullptr;
    for (const AnimationChapter &chapter : m_options.chapters) {
        if (chapter.fromMs <= timeMs)
            reached = &chapter;
    }
    return reached;
}

QString AnimationExport::headingAt(TimeMs timeMs) const
{
    const AnimationChapter *chapter = chapterAt(timeMs);
    if (!chapter || chapter->caption.isEmpty())
        return m_options.title;
    return QStringLiteral("%1 · %2").arg(m_options.title, chapter->caption);
}

const AnimationPainter &AnimationExport::painter()
{
    if (!m_painter) {
        m_painter = std::make_unique<AnimationPainter>(m_run, m_options.view, m_options.size,
                                                       m_fromMs, m_toMs, m_wholeStory, m_speed);
        m_painter->setAnnotations(m_options.annotations);
    }
    return *m_painter;
}

QImage AnimationExport::frameAt(TimeMs timeMs)
{
    painter();
    const AnimationChapter *chapter = chapterAt(timeMs);
    static const std::vector<Highlight> none;
    return m_painter->paint(timeMs, headingAt(timeMs), chapter ? chapter->highlights : none);
}

bool AnimationExport::write(const Progress &progress, QString *error)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error =
                AnimationText::tr("cannot export the animation to %1: %2").arg(m_options.path, why);
        return false;
    };
    if (m_options.path.isEmpty())
        return fail(AnimationText::tr("no file name given"));
    if (QFileInfo(m_options.path).suffix().toLower() != QLatin1String("gif"))
        return fail(AnimationText::tr("an animation is a .gif file"));
    if (const QString why = problem(); !why.isEmpty())
        return fail(why);
    // Written to a temporary file and renamed at the end: a failed or cancelled export leaves no
    // half-written animation, and an older file of that name as it was.
    QSaveFile file(m_options.path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(file.errorString());
    const Palette light = Palette::light();
    GifEncoder encoder(
        &file, m_options.size,
        GifPalette(AnimationPainter::keyColours(), light.background.rgb(), light.text.rgb()));
    const std::vector<AnimationFrame> plan = frames();
    const int total = static_cast<int>(plan.size());
    // Each frame is encoded on the encoder's thread while the next one is drawn here.
    GifEncodingThread encoding(encoder);
    for (int i = 0; i < total; ++i) {
        const AnimationFrame &frame = plan[static_cast<std::size_t>(i)];
        if (!encoding.add(frameAt(frame.timeMs), frame.delayCs))
            return fail(encoding.errorString());
        if (progress && !progress(i + 1, total)) {
            encoding.cancel();
            file.cancelWriting();
            return fail(AnimationText::tr("cancelled"));
        }
    }
    if (!encoding.finish())
        return fail(encoding.errorString());
    if (!file.commit())
        return fail(file.errorString());
    return true;
}

} // namespace inflight
