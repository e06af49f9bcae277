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

    static Palette light();
    static Palette dark();
};

/// The current look: light or dark, and the display scale (1.0 to 2.0; presentation mode makes
/// type larger and lines thicker). One instance, owned by the application.
class Theme : public QObject {
    Q_OBJECT

public:
    explicit Theme(QObject *parent = nullptr);

    static Theme &instance();

    bool dark() const { return m_dark; }
    double scale() const { return m_scale; }
    bool presentation() const { return m_presentation; }
    const Palette &palette() const { return m_palette; }

    /// Sizes after the display scale (and the presentation boost).
    double factor() const { return m_scale * (m_presentation ? 1.25 : 1.0); }
    int px(double logicalPixels) const;
    double lineWidth(double base = 1.5) const { return base * factor(); }
    QFont font(double pointSize = 10, bool bold = false) const;

public slots:
    void setDark(bool dark);
    /// Clamped to 1.0 .. 2.0.
    void setScale(double scale);
    void setPresentation(bool on);

signals:
    void changed();

private:
    bool m_dark = false;
    double m_scale = 1.0;
    bool m_presentation = false;
    Palette m_palette = Palette::light();
};

/// The application's widget style: Fusion, with the outlines of check boxes and radio buttons
/// drawn in the text colour on a dark palette, where Fusion's own (a shade darker than the window)
/// disappears on a projector. The caller owns the style.
QStyle *createApplicationStyle();

/// Notes whether the desktop's own palette is dark (Qt 6.4 has no colour-scheme hint yet). The
/// desktop app calls it once at start-up, before the Fusion style replaces that palette.
void noteSystemPalette(const QPalette &desktop);
/// Whether the desktop's own palette was dark when the app started (false when nothing noted it,
/// as in the widget tests).
bool systemIsDark();

/// The widgets' palette for Inflight's light or dark theme: on a light one the style's own.
QPalette widgetPalette(bool dark);

} // namespace inflight
