// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// An animated GIF written frame by frame with giflib: one fixed palette for the whole animation
// (GifPalette), looping forever (the NETSCAPE2.0 extension), and frame differencing: after the
// first frame, each frame is only the rectangle that changed on screen, its unchanged pixels
// transparent, left in place over the frame before (disposal "do not dispose"). A frame that
// changes nothing is a single transparent pixel, so that every frame keeps its own delay.

#include "gifpalette.h"

#include <QImage>
#include <QRect>
#include <QSize>
#include <QString>

#include <cstdint>
#include <vector>

class QIODevice;
struct GifFileType;

namespace inflight {

class GifEncoder {
public:
    /// Writes to `device` (open for writing) frames of `size` pixels.
    GifEncoder(QIODevice *device, QSize size, GifPalette palette);
    ~GifEncoder();
    GifEncoder(const GifEncoder &) = delete;
    GifEncoder &operator=(const GifEncoder &) = delete;

    /// Adds a frame shown for `delayCs` hundredths of a second (1 to 65535). The image must have
    /// the encoder's size. False (see errorString()) when giflib or the device fails.
    bool addFrame(const QImage &frame, int delayCs);
    /// Ends the file. False when it could not be written.
    bool finish();
    QString errorString() const { return m_error; }

private:
    bool begin();
    /// `sentence` is a QT_TRANSLATE_NOOP in the context "inflight::GifEncoder", with %1 for
    /// giflib's own words for `code`.
    bool fail(const char *sentence, int code);
    /// Maps the frame's changed pixels to palette indexes in m_pending (the others transparent)
    /// and returns the rectangle around them (empty when nothing changed on screen).
    QRect difference(const QImage &frame);
    bool writeImage(const QRect &rect, int delayCs, bool transparent);

    QIODevice *m_device;
    QSize m_size;
    GifPalette m_palette;
    GifFileType *m_gif = nullptr;
    int m_frames = 0;
    QString m_error;
    QRect m_lastRect;
    /// The last frame as given, and as shown (palette indexes), and the next frame's indexes.
    QImage m_previous;
    std::vector<std::uint8_t> m_shown;
    std::vector<std::uint8_t> m_pending;
};

} // namespace inflight
