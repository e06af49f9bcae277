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

Palette Palette::highContrast()
{
    Palette p;
    p.isHighContrast = true;
    p.background = QColor(0xffffff);
    p.surface = QColor(0xf5f5f5);
    p.text = QColor(Qt::black);
    p.mutedText = QColor(0x3d3d3d);
    p.grid = QColor(0x767676);
    p.playhead = QColor(Qt::black);
    // Deep shades of the same hues: white type on each at 7:1 or more, and as marks on white
    // far above 3:1. Cyan becomes a deep teal, apart from the blue in lightness and hue.
    p.visible = QColor(0x0b3d91);
    p.inFlight = QColor(0x005a66);
    p.delayed = QColor(0x767676);
    p.deleted = QColor(0x0a5c1a);
    p.deadLetter = QColor(0x7a1f5c);
    p.expired = QColor(0x767676);
    p.effect = QColor(0x0a5c1a);
    p.duplicate = QColor(0x8f001c);
    p.heartbeat = QColor(0x665400);
    p.crash = QColor(0x8f001c);
    p.stale = QColor(0x8f001c);
    p.warningText = QColor(0x8f001c);
    p.goodText = QColor(0x0a5c1a);
    return p;
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

namespace {
Palette paletteOf(Look look)
{
    switch (look) {
    case Look::Dark:
        return Palette::dark();
    case Look::HighContrast:
        return Palette::highContrast();
    case Look::Light:
        break;
    }
    return Palette::light();
}
} // namespace

void Theme::setLook(Look look)
{
    if (look == m_look)
        return;
    m_look = look;
    m_palette = paletteOf(look);
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

QFont scaledApplicationFont(double factor)
{
    static const QFont desktop = QGuiApplication::font();
    QFont font = desktop;
    if (desktop.pointSizeF() > 0)
        font.setPointSizeF(desktop.pointSizeF() * factor);
    else
        font.setPixelSize(static_cast<int>(std::lround(desktop.pixelSize() * factor)));
    return font;
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

/// The look the desktop's palette asked for, as last noted.
Look systemLookNoted = Look::Light;

/// WCAG 2's contrast ratio of two colours.
double contrastRatio(const QColor &a, const QColor &b)
{
    const auto luminance = [](const QColor &c) {
        const auto channel = [](double v) {
            return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) +
               0.0722 * channel(c.blueF());
    };
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace

Look desktopLook(const QPalette &desktop, const QString &themeNames)
{
    if (themeNames.contains(QLatin1String("highcontrast"), Qt::CaseInsensitive))
        return Look::HighContrast;
    // Fusion's light palette is black on #efefef, 18.3:1; only pure black on pure white (or white
    // on black) reaches 19.5.
    const auto extreme = [&desktop](QPalette::ColorRole ground, QPalette::ColorRole text) {
        return contrastRatio(desktop.color(ground), desktop.color(text)) >= 19.5;
    };
    if (extreme(QPalette::Window, QPalette::WindowText) &&
        extreme(QPalette::Base, QPalette::Text) && extreme(QPalette::Button, QPalette::ButtonText))
        return Look::HighContrast;
    return desktop.color(QPalette::Window).lightness() <
                   desktop.color(QPalette::WindowText).lightness()
               ? Look::Dark
               : Look::Light;
}

void noteSystemPalette(const QPalette &desktop)
{
    const QString names = qEnvironmentVariable("GTK_THEME") + QLatin1Char(' ') +
                          qEnvironmentVariable("QT_STYLE_OVERRIDE");
    systemLookNoted = desktopLook(desktop, names);
}

Look systemLook()
{
    return systemLookNoted;
}

bool systemIsDark()
{
    return systemLookNoted == Look::Dark;
}

namespace {

/// Black on white, every role set: the style's shades of grey would fall below 7:1.
QPalette highContrastWidgetPalette()
{
    const Palette p = Palette::highContrast();
    QPalette palette(p.text, p.background);
    for (const QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive}) {
        palette.setColor(group, QPalette::Window, p.background);
        palette.setColor(group, QPalette::WindowText, p.text);
        palette.setColor(group, QPalette::Base, p.background);
        palette.setColor(group, QPalette::AlternateBase, p.surface);
        palette.setColor(group, QPalette::ToolTipBase, p.background);
        palette.setColor(group, QPalette::ToolTipText, p.text);
        palette.setColor(group, QPalette::PlaceholderText, p.mutedText);
        palette.setColor(group, QPalette::Text, p.text);
        palette.setColor(group, QPalette::Button, p.background);
        palette.setColor(group, QPalette::ButtonText, p.text);
        palette.setColor(group, QPalette::BrightText, p.warningText);
        palette.setColor(group, QPalette::Highlight, p.visible);
        palette.setColor(group, QPalette::HighlightedText, Qt::white);
        palette.setColor(group, QPalette::Link, p.visible);
        palette.setColor(group, QPalette::LinkVisited, p.deadLetter);
        // Frames and outlines: Fusion draws them from these.
        palette.setColor(group, QPalette::Light, Qt::white);
        palette.setColor(group, QPalette::Midlight, p.surface);
        palette.setColor(group, QPalette::Mid, p.grid);
        palette.setColor(group, QPalette::Dark, p.mutedText);
        palette.setColor(group, QPalette::Shadow, p.text);
    }
    // Disabled type still reads at 7:1 on white, a grey lighter than the muted text so that a
    // disabled button looks it.
    const QColor disabled(0x575757);
    for (const QPalette::ColorRole role : {QPalette::Window, QPalette::Base, QPalette::Button})
        palette.setColor(QPalette::Disabled, role, p.background);
    for (const QPalette::ColorRole role :
         {QPalette::Text, QPalette::WindowText, QPalette::ButtonText, QPalette::PlaceholderText})
        palette.setColor(QPalette::Disabled, role, disabled);
    palette.setColor(QPalette::Disabled, QPalette::Highlight, p.mutedText);
    palette.setColor(QPalette::Disabled, QPalette::HighlightedText, Qt::white);
    return palette;
}

} // namespace

QPalette widgetPalette(bool dark)
{
    return widgetPalette(dark ? Look::Dark : Look::Light);
}

QPalette widgetPalette(Look look)
{
    if (look == Look::Light)
        return QApplication::style()->standardPalette();
    if (look == Look::HighContrast)
        return highContrastWidgetPalette();
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
