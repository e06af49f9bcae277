// SPDX-License-Identifier: GPL-3.0-or-later
// The application's style: on a dark palette the outlines of radio buttons (a lesson's answers)
// and check boxes stand out from the window; on a light one it draws exactly as Fusion does.

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
        const std::pair<const char *, Palette> palettes[] = {{"light", Palette::light()},
                                                             {"dark", Palette::dark()}};
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
};

QTEST_MAIN(TestTheme)
#include "tst_theme.moc"
