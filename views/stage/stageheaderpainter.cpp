// SPDX-License-Identifier: GPL-3.0-or-later
#include "stageheaderpainter.h"

#include "common/format.h"
#include "run.h"
#include "stagepaintcontext.h"
#include "stagetext.h"
#include "theme.h"

namespace inflight {

void StageHeaderPainter::paint() const
{
    const StageCanvas &s = m_context.canvas;
    const StageLayout &fr = m_context.layout;
    const Scenario &scenario = m_context.run.scenario;
    const QString clock = QStringLiteral("t = %1 s").arg(secondsText(fr.state.time));
    const QFont cf = s.font(15, true);
    const double cw = s.textWidth(clock, cf) + s.px(8);
    s.text(QRectF(fr.clock.right() - cw, fr.clock.top(), cw, fr.clock.height()), clock, cf,
           s.pal.text, Qt::AlignRight | Qt::AlignVCenter);
    if (!m_withTitle)
        return;
    const QString title = scenario.title.empty() ? qs(scenario.name) : qs(scenario.title);
    s.text(QRectF(fr.clock.left(), fr.clock.top(), fr.clock.width() - cw - s.px(16),
                  fr.clock.height()),
           title, s.font(10.5), s.pal.mutedText);
}

} // namespace inflight
