// SPDX-License-Identifier: GPL-3.0-or-later
// The application's style: on a dark palette the outlines of radio buttons (a lesson's answers)
// and check boxes stand out from the window; on a light one it draws exactly as Fusion does.

#include "common/paint.h"
#include "contrast.h"
#include "theme.h"

#include <QApplication>
#include <QCheckBox>
#include <QImage>
#include <QPainter>
#include <QRadioButton>
#include <QStyleFactory>
#include <QStyleOptionButton>
#include <QTest>

#include <cmath>
#include <memory>

using namespace inflight;

namespace {

using inflight::test::contrast;
using inflight::test::deltaE;

QPalette darkPalette()
{
    QPalette palette;
    palette.setColor(QPalette::Window, QColor(0x22, 0x24, 0x28));
    palette.setColor(QPalette::Base, QColor(0x18, 0x19, 0x1c));
    palette.setColor(QPalette::Button, QColor(0x22, 0x24, 0x28));
    palette.setColor(QPalette::Text, QColor(0xe8, 0xe8, 0xe8));
    palette.setColor(QPalette::WindowText, QColor(0xe8, 0xe8, 0xe8));
    return palette;
}

/// The indicator alone, drawn by `style` on `palette`.
QImage indicator(QStyle *style, bool radio, const QPalette &palette)
{
    const QStyle::PixelMetric width =
        radio ? QStyle::PM_ExclusiveIndicatorWidth : QStyle::PM_IndicatorWidth;
    const int size = style->pixelMetric(width);
    QImage image(size + 4, size + 4, QImage::Format_ARGB32);
    image.fill(palette.color(QPalette::Window));
    QStyleOptionButton option;
    option.rect = QRect(2, 2, size, size);
    option.palette = palette;
    option.state = QStyle::State_Enabled | QStyle::State_Off;
    QPainter painter(&image);
    style->drawPrimitive(radio ? QStyle::PE_IndicatorRadioButton : QStyle::PE_IndicatorCheckBox,
                         &option, &painter);
    return image;
}

int brightest(const QImage &image)
{
    int best = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            best = std::max(best, QColor(image.pixel(x, y)).lightness());
    }
    return best;
}

} // namespace

class TestTheme : public QObject {
    Q_OBJECT

private slots:
    void indicatorsStandOutOnADarkPalette_data()
    {
        QTest::addColumn<bool>("radio");
        QTest::newRow("a radio button (a lesson's answer)") << true;
        QTest::newRow("a check box") << false;
    }

    void indicatorsStandOutOnADarkPalette()
    {
        QFETCH(bool, radio);
        const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
        const std::unique_ptr<QStyle> ours(createApplicationStyle());
        // Fusion's outline is a shade of the window: nearly invisible.
        QVERIFY(brightest(indicator(fusion.get(), radio, darkPalette())) < 100);
        QVERIFY(brightest(indicator(ours.get(), radio, darkPalette())) > 150);
    }

    void aLightPaletteLooksAsFusionDraws_data() { indicatorsStandOutOnADarkPalette_data(); }

    void aLightPaletteLooksAsFusionDraws()
    {
        QFETCH(bool, radio);
        const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
        const std::unique_ptr<QStyle> ours(createApplicationStyle());
        const QPalette light = fusion->standardPalette();
        QCOMPARE(indicator(ours.get(), radio, light), indicator(fusion.get(), radio, light));
    }

    void theDarkWidgetPaletteIsTheDarkTheme()
    {
        const Palette dark = Palette::dark();
        const QPalette palette = widgetPalette(true);
        QCOMPARE(palette.color(QPalette::Window), dark.surface);
        QCOMPARE(palette.color(QPalette::WindowText), dark.text);
        QCOMPARE(palette.color(QPalette::Base), dark.background);
        QCOMPARE(palette.color(QPalette::Text), dark.text);
        QCOMPARE(palette.color(QPalette::Disabled, QPalette::Text), dark.mutedText);
        // The light theme keeps the style's own palette.
        QCOMPARE(widgetPalette(false), QApplication::style()->standardPalette());
    }

    void everyTextColourReadsOnBackgroundAndSurface_data()
    {
        QTest::addColumn<QColor>("text");
        QTest::addColumn<QColor>("ground");
        const std::pair<const char *, Palette> palettes[] = {
            {"light", Palette::light()},
            {"dark", Palette::dark()},
            {"high contrast", Palette::highContrast()}};
        for (const auto &[theme, p] : palettes) {
            const std::pair<const char *, QColor> texts[] = {{"text", p.text},
                                                             {"muted text", p.mutedText},
                                                             {"warning text", p.warningText},
                                                             {"good text", p.goodText}};
            const std::pair<const char *, QColor> grounds[] = {{"background", p.background},
                                                               {"surface", p.surface}};
            for (const auto &[textName, text] : texts) {
                for (const auto &[groundName, ground] : grounds)
                    QTest::addRow("%s: %s on %s", theme, textName, groundName) << text << ground;
            }
        }
    }

    // WCAG AA for body text: the lesson's "Not quite" and the what-if headline are body text.
    void everyTextColourReadsOnBackgroundAndSurface()
    {
        QFETCH(QColor, text);
        QFETCH(QColor, ground);
        QVERIFY2(contrast(text, ground) >= 4.5,
                 qPrintable(QStringLiteral("%1 on %2 is %3:1")
                                .arg(text.name(), ground.name())
                                .arg(contrast(text, ground), 0, 'f', 2)));
    }

    // The high-contrast theme's every text pair, at WCAG AAA's 7:1 (docs/accessibility.md lists
    // them with their ratios).
    void highContrastTextReadsAtSevenToOne_data()
    {
        QTest::addColumn<QColor>("text");
        QTest::addColumn<QColor>("ground");
        const Palette p = Palette::highContrast();
        const QColor white(Qt::white);
        const auto row = [](const char *name, const QColor &text, const QColor &ground) {
            QTest::newRow(name) << text << ground;
        };
        row("text on background", p.text, p.background);
        row("text on surface", p.text, p.surface);
        row("muted text on background", p.mutedText, p.background);
        row("muted text on surface", p.mutedText, p.surface);
        row("warning text on background", p.warningText, p.background);
        row("warning text on surface", p.warningText, p.surface);
        row("good text on background", p.goodText, p.background);
        row("good text on surface", p.goodText, p.surface);
        // A solid card's type (textOn picks it) on the card: waiting, lent, dead-lettered.
        row("card type on a visible card", textOn(p.visible), p.visible);
        row("card type on an in-flight card", textOn(p.inFlight), p.inFlight);
        row("card type on a dead-letter card", textOn(p.deadLetter), p.deadLetter);
        // White type on the other meanings' colours (badges, the lanes' labels on their bands).
        row("white on deleted green", white, p.deleted);
        row("white on effect green", white, p.effect);
        row("white on duplicate red", white, p.duplicate);
        row("white on crash red", white, p.crash);
        row("white on heartbeat yellow", white, p.heartbeat);
        // The tinted cards' type: delayed (hatched), deleted, a lost lease and its red note.
        row("text on a delayed card", p.text, mix(p.background, p.delayed, 0.55));
        row("text on a deleted card", p.text, mix(p.background, p.deleted, 0.12));
        row("text on a lost lease's card", p.text, mix(p.background, p.stale, 0.1));
        row("stale note on a lost lease's card", p.stale, mix(p.background, p.stale, 0.1));
        row("stale note on a lost lease's card on surface", p.stale, mix(p.surface, p.stale, 0.1));
        // The notes' headings (the dead-letter purple) on the callout's tint.
        row("note heading on the callout", p.deadLetter,
            mix(p.background, QColor(Palette::purple), 0.06));
        // The widgets: windows, fields, buttons, tooltips, selection, placeholders, disabled.
        const QPalette w = widgetPalette(Look::HighContrast);
        row("widgets: window text", w.color(QPalette::WindowText), w.color(QPalette::Window));
        row("widgets: field text", w.color(QPalette::Text), w.color(QPalette::Base));
        row("widgets: alternate rows", w.color(QPalette::Text), w.color(QPalette::AlternateBase));
        row("widgets: button text", w.color(QPalette::ButtonText), w.color(QPalette::Button));
        row("widgets: tooltip", w.color(QPalette::ToolTipText), w.color(QPalette::ToolTipBase));
        row("widgets: selection", w.color(QPalette::HighlightedText), w.color(QPalette::Highlight));
        row("widgets: placeholder", w.color(QPalette::PlaceholderText), w.color(QPalette::Base));
        row("widgets: link", w.color(QPalette::Link), w.color(QPalette::Base));
        row("widgets: bright text", w.color(QPalette::BrightText), w.color(QPalette::Base));
        row("widgets: disabled field text", w.color(QPalette::Disabled, QPalette::Text),
            w.color(QPalette::Disabled, QPalette::Base));
        row("widgets: disabled button text", w.color(QPalette::Disabled, QPalette::ButtonText),
            w.color(QPalette::Disabled, QPalette::Button));
        row("widgets: disabled window text", w.color(QPalette::Disabled, QPalette::WindowText),
            w.color(QPalette::Disabled, QPalette::Window));
        row("widgets: inactive selection", w.color(QPalette::Inactive, QPalette::HighlightedText),
            w.color(QPalette::Inactive, QPalette::Highlight));
    }

    void highContrastTextReadsAtSevenToOne()
    {
        QFETCH(QColor, text);
        QFETCH(QColor, ground);
        QVERIFY2(contrast(text, ground) >= 7,
                 qPrintable(QStringLiteral("%1 on %2 is %3:1")
                                .arg(text.name(), ground.name())
                                .arg(contrast(text, ground), 0, 'f', 2)));
    }

    // Colour is never the only cue, but the high-contrast colours stay apart too: each meaning
    // differs from every other at a glance (CIE76 above 20), and each mark stands out from the
    // background at 3:1 (WCAG's non-text contrast).
    void highContrastMeaningsStayApart()
    {
        const Palette p = Palette::highContrast();
        const std::pair<const char *, QColor> meanings[] = {
            {"visible", p.visible},    {"in flight", p.inFlight},     {"delayed", p.delayed},
            {"deleted", p.deleted},    {"dead letter", p.deadLetter}, {"duplicate", p.duplicate},
            {"heartbeat", p.heartbeat}};
        for (std::size_t i = 0; i < std::size(meanings); ++i) {
            const auto &[name, colour] = meanings[i];
            QVERIFY2(contrast(colour, p.background) >= 3, name);
            for (std::size_t j = i + 1; j < std::size(meanings); ++j) {
                const auto &[other, otherColour] = meanings[j];
                QVERIFY2(deltaE(colour, otherColour) > 20,
                         qPrintable(QStringLiteral("%1 and %2: %3")
                                        .arg(QLatin1String(name), QLatin1String(other))
                                        .arg(deltaE(colour, otherColour))));
            }
        }
    }

    void theSystemThemeFollowsTheDesktopsPalette_data()
    {
        QTest::addColumn<QPalette>("desktop");
        QTest::addColumn<bool>("dark");
        QTest::newRow("a dark desktop") << darkPalette() << true;
        const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
        QTest::newRow("a light desktop") << fusion->standardPalette() << false;
    }

    void theSystemThemeFollowsTheDesktopsPalette()
    {
        QFETCH(QPalette, desktop);
        QFETCH(bool, dark);
        noteSystemPalette(desktop);
        QCOMPARE(systemIsDark(), dark);
    }

    void theDesktopsLook_data()
    {
        QTest::addColumn<QPalette>("desktop");
        QTest::addColumn<QString>("themeNames");
        QTest::addColumn<int>("look");
        const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
        const QPalette fusionLight = fusion->standardPalette();
        const auto pure = [](const QColor &ground, const QColor &text) {
            QPalette palette(text, ground);
            for (auto role : {QPalette::Window, QPalette::Base, QPalette::Button})
                palette.setColor(role, ground);
            for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
                palette.setColor(role, text);
            return palette;
        };
        const int light = int(Look::Light), dark = int(Look::Dark),
                  contrast = int(Look::HighContrast);
        QTest::newRow("Fusion's light palette (18.3:1) is not high contrast")
            << fusionLight << QString() << light;
        QTest::newRow("a dark desktop") << darkPalette() << QString() << dark;
        QTest::newRow("black on white") << pure(Qt::white, Qt::black) << QString() << contrast;
        QTest::newRow("white on black") << pure(Qt::black, Qt::white) << QString() << contrast;
        QTest::newRow("black on white windows, grey fields") << [&] {
            QPalette p = pure(Qt::white, Qt::black);
            p.setColor(QPalette::Base, QColor(0xdddddd));
            return p;
        }() << QString() << light;
        QTest::newRow("GTK_THEME=HighContrast")
            << fusionLight << QStringLiteral("HighContrast ") << contrast;
        QTest::newRow("GTK_THEME=HighContrastInverse")
            << darkPalette() << QStringLiteral("HighContrastInverse ") << contrast;
        QTest::newRow("GTK_THEME=Adwaita:dark")
            << darkPalette() << QStringLiteral("Adwaita:dark ") << dark;
        QTest::newRow("QT_STYLE_OVERRIDE=highcontrast")
            << fusionLight << QStringLiteral(" highcontrast") << contrast;
    }

    void theDesktopsLook()
    {
        QFETCH(QPalette, desktop);
        QFETCH(QString, themeNames);
        QFETCH(int, look);
        QCOMPARE(int(desktopLook(desktop, themeNames)), look);
    }
};

QTEST_MAIN(TestTheme)
#include "tst_theme.moc"
