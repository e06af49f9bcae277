// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Colours, type sizes and line widths shared by every view. The palette is Paul Tol's "bright",
// which stays distinguishable for colour-blind viewers; every view also pairs colour with a
// shape, a pattern or a label, never colour alone.

#include <QColor>
#include <QFont>
#include <QObject>
#include <QPalette>

class QStyle;

namespace inflight {

struct Palette {
    // Tol bright.
    static constexpr QRgb blue = 0x4477AA;
    static constexpr QRgb cyan = 0x66CCEE;
    static constexpr QRgb green = 0x228833;
    static constexpr QRgb yellow = 0xCCBB44;
    static constexpr QRgb red = 0xEE6677;
    static constexpr QRgb purple = 0xAA3377;
    static constexpr QRgb grey = 0xBBBBBB;

    QColor background;
    QColor surface;
    QColor text;
    QColor mutedText;
    QColor grid;
    QColor playhead;

    // What each colour means, everywhere.
    QColor visible;    ///< blue: waiting in the queue
    QColor inFlight;   ///< cyan: lent to a consumer
    QColor delayed;    ///< grey, hatched: not yet visible
    QColor deleted;    ///< green: deleted (a tick)
    QColor deadLetter; ///< purple: in the dead-letter queue
    QColor expired;    ///< grey: expired by retention (a cross)
    QColor effect;     ///< green: a side effect
    QColor duplicate;  ///< red: a duplicate side effect, the double charge
    QColor heartbeat;  ///< yellow: ChangeMessageVisibility
    QColor crash;      ///< red: a crash
    QColor stale;      ///< red: a delete that deleted nothing

    // Text in a meaning's colour ("Not quite", a double charge, "✓ Solved"). The marks' red and
    // green are too faint as type on one background or the other (red on white is 3.09:1), so
    // text takes a shade of the same hue that reads at 4.5:1 or more on background and surface.
    QColor warningText; ///< red type: a problem, a wrong answer
    QColor goodText;    ///< green type: a right answer, a better figure

    /// The high-contrast theme's: views that mix their own shades from Tol's colours take the
    /// palette's instead, which read at 7:1.
    bool isHighContrast = false;

    static Palette light();
    static Palette dark();
    /// Black type on white, every text pair at 7:1 or more (WCAG AAA); the meanings' colours are
    /// deep shades that white type reads on, still told apart by hue and by their shapes
    /// (docs/accessibility.md lists the pairs).
    static Palette highContrast();
};

/// The three looks a user can pick (or the desktop's scheme picks for them).
enum class Look { Light, Dark, HighContrast };

/// The current look: light, dark or high contrast, and the display scale (1.0 to 2.0; presentation
/// mode makes type larger and lines thicker). One instance, owned by the application.
class Theme : public QObject {
    Q_OBJECT

public:
    explicit Theme(QObject *parent = nullptr);

    static Theme &instance();

    Look look() const { return m_look; }
    bool dark() const { return m_look == Look::Dark; }
    bool highContrast() const { return m_look == Look::HighContrast; }
    double scale() const { return m_scale; }
    bool presentation() const { return m_presentation; }
    const Palette &palette() const { return m_palette; }

    /// Sizes after the display scale (and the presentation boost).
    double factor() const { return m_scale * (m_presentation ? 1.25 : 1.0); }
    int px(double logicalPixels) const;
    double lineWidth(double base = 1.5) const { return base * factor(); }
    QFont font(double pointSize = 10, bool bold = false) const;

public slots:
    void setLook(Look look);
    void setDark(bool dark) { setLook(dark ? Look::Dark : Look::Light); }
    /// Clamped to 1.0 .. 2.0.
    void setScale(double scale);
    void setPresentation(bool on);

signals:
    void changed();

private:
    Look m_look = Look::Light;
    double m_scale = 1.0;
    bool m_presentation = false;
    Palette m_palette = Palette::light();
};

/// The desktop's font (as it was at the first call) at the theme's factor: the application's font,
/// so that every widget without a font of its own (a label, a dock's tab, a dialog) grows with the
/// display scale too.
QFont scaledApplicationFont(double factor);

/// The application's widget style: Fusion, with the outlines of check boxes and radio buttons
/// drawn in the text colour on a dark palette, where Fusion's own (a shade darker than the window)
/// disappears on a projector. The caller owns the style.
QStyle *createApplicationStyle();

/// The look a desktop asks for (Qt 6.4 has no colour-scheme hint yet): high contrast when one of
/// `themeNames` (GTK_THEME, QT_STYLE_OVERRIDE: "HighContrast", "HighContrastInverse") says so or
/// when the palette is at the extreme (window, base and button text at 19.5:1 or more on their
/// grounds: pure black and white, which no ordinary scheme uses); else dark when the window is
/// darker than its text's midpoint, else light.
Look desktopLook(const QPalette &desktop, const QString &themeNames);

/// Notes the desktop's palette: at start-up, before the Fusion style replaces it, and whenever the
/// desktop's scheme changes (app/systemscheme.h). Also reads GTK_THEME and QT_STYLE_OVERRIDE.
void noteSystemPalette(const QPalette &desktop);
/// The look the desktop asked for when last noted (light when nothing noted it, as in the widget
/// tests).
Look systemLook();
bool systemIsDark();

/// The widgets' palette for Inflight's look: on the light one the style's own.
QPalette widgetPalette(Look look);
QPalette widgetPalette(bool dark);

} // namespace inflight
