// SPDX-License-Identifier: GPL-3.0-or-later
#include "theme.h"

#include <QApplication>
#include <QGuiApplication>
#include <QPainter>
#include <QProxyStyle>
#include <QStyleFactory>
#include <QStyleOption>

#include <algorithm>
#include <cmath>

namespace inflight {

namespace {
Palette semantic(Palette p)
{
    p.visible = QColor(Palette::blue);
    p.inFlight = QColor(Palette::cyan);
    p.delayed = QColor(Palette::grey);
    p.deleted = QColor(Palette::green);
    p.deadLetter = QColor(Palette::purple);
    p.expired = QColor(Palette::grey);
    p.effect = QColor(Palette::green);
    p.duplicate = QColor(Palette::red);
    p.heartbeat = QColor(Palette::yellow);
    p.crash = QColor(Palette::red);
    p.stale = QColor(Palette::red);
    return p;
}
} // namespace

Palette Palette::light()
{
    Palette p;
    p.background = QColor(0xffffff);
    p.surface = QColor(0xf4f5f7);
    p.text = QColor(0x1b1d21);
    p.mutedText = QColor(0x5b6069);
    p.grid = QColor(0xdcdfe4);
    p.playhead = QColor(0x1b1d21);
    p.warningText = QColor(0xB8334A);
    p.goodText = QColor(0x1E7B30);
    return semantic(p);
}

Palette Palette::dark()
{
    Palette p;
    p.background = QColor(0x1c1e22);
    p.surface = QColor(0x26292e);
    p.text = QColor(0xeceef1);
    p.mutedText = QColor(0xa8adb5);
    p.grid = QColor(0x3a3e45);
    p.playhead = QColor(0xffffff);
    p.warningText = QColor(Palette::red);
    p.goodText = QColor(0x4DAA5A);
    return semantic(p);
}

Theme::Theme(QObject *parent) : QObject(parent) {}

Theme &Theme::instance()
{
    static Theme theme;
    return theme;
}

int Theme::px(double logicalPixels) const
{
    return static_cast<int>(std::lround(logicalPixels * factor()));
}

QFont Theme::font(double pointSize, bool bold) const
{
    QFont f = QGuiApplication::font();
    f.setPointSizeF(pointSize * factor());
    f.setBold(bold);
    return f;
}

void Theme::setDark(bool dark)
{
    if (dark == m_dark)
        return;
    m_dark = dark;
    m_palette = dark ? Palette::dark() : Palette::light();
    emit changed();
}

void Theme::setScale(double scale)
{
    scale = std::clamp(scale, 1.0, 2.0);
    if (scale == m_scale)
        return;
    m_scale = scale;
    emit changed();
}

void Theme::setPresentation(bool on)
{
    if (on == m_presentation)
        return;
    m_presentation = on;
    emit changed();
}

namespace {

class ApplicationStyle : public QProxyStyle {
public:
    ApplicationStyle() : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion"))) {}

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget) const override
    {
        QProxyStyle::drawPrimitive(element, option, painter, widget);
        const bool indicator =
            element == PE_IndicatorCheckBox || element == PE_IndicatorRadioButton;
        if (!indicator || option->palette.color(QPalette::Window).lightness() >= 128)
            return;
        // A ring in the text colour, over Fusion's own outline.
        QColor ring = option->palette.color(QPalette::Text);
        ring.setAlphaF(option->state & State_Enabled ? 0.75 : 0.35);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(ring, 1.2));
        painter->setBrush(Qt::NoBrush);
        const QRectF r = QRectF(option->rect).adjusted(0.8, 0.8, -0.8, -0.8);
        if (element == PE_IndicatorRadioButton)
            painter->drawEllipse(r);
        else
            painter->drawRoundedRect(r, 2, 2);
        painter->restore();
    }
};

} // namespace

QStyle *createApplicationStyle()
{
    return new ApplicationStyle;
}

namespace {

/// Whether the desktop's own palette is dark: noted once, before the Fusion style replaces it.
bool systemDark = false;

} // namespace

void noteSystemPalette(const QPalette &desktop)
{
    systemDark = desktop.color(QPalette::Window).lightness() < 128;
}

bool systemIsDark()
{
    return systemDark;
}

QPalette widgetPalette(bool dark)
{
    if (!dark)
        return QApplication::style()->standardPalette();
    const Palette p = Palette::dark();
    QPalette palette;
    palette.setColor(QPalette::Window, p.surface);
    palette.setColor(QPalette::WindowText, p.text);
    palette.setColor(QPalette::Base, p.background);
    palette.setColor(QPalette::AlternateBase, p.surface);
    palette.setColor(QPalette::ToolTipBase, p.surface);
    palette.setColor(QPalette::ToolTipText, p.text);
    palette.setColor(QPalette::PlaceholderText, p.mutedText);
    palette.setColor(QPalette::Text, p.text);
    palette.setColor(QPalette::Button, p.surface);
    palette.setColor(QPalette::ButtonText, p.text);
    palette.setColor(QPalette::BrightText, QColor(Palette::red));
    palette.setColor(QPalette::Highlight, QColor(Palette::blue));
    palette.setColor(QPalette::HighlightedText, Qt::white);
    palette.setColor(QPalette::Link, QColor(Palette::cyan));
    palette.setColor(QPalette::Disabled, QPalette::Text, p.mutedText);
    palette.setColor(QPalette::Disabled, QPalette::ButtonText, p.mutedText);
    palette.setColor(QPalette::Disabled, QPalette::WindowText, p.mutedText);
    return palette;
}

} // namespace inflight
