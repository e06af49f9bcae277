// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The transport's scrub bar as a screen reader finds it: a slider named "Playhead" whose value is
// the playhead in seconds ("t = 45 s of 120 s"), which assistive technology can also set (it
// seeks, as a drag does). The bar itself paints a knob on a track and takes no focus.

#include <QAccessibleWidget>
#include <QCoreApplication>

namespace inflight {

class Playback;
class ScrubBar;

class ScrubBarAccessible : public QAccessibleWidget, public QAccessibleValueInterface {
    Q_DECLARE_TR_FUNCTIONS(inflight::ScrubBarAccessible)

public:
    explicit ScrubBarAccessible(ScrubBar *bar);

    void *interface_cast(QAccessible::InterfaceType type) override;
    QString text(QAccessible::Text t) const override;

    QVariant currentValue() const override;
    void setCurrentValue(const QVariant &value) override;
    QVariant maximumValue() const override;
    QVariant minimumValue() const override;
    QVariant minimumStepSize() const override;

    /// "t = 45 s of 120 s": where the playhead is in the run.
    static QString valueText(const Playback &playback);

private:
    Playback *playback() const;
};

} // namespace inflight
