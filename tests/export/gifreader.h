// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// An animated GIF read back with giflib (DGifSlurp), for the tests of the GIF export and for
// looking at its frames: each frame as giflib stored it (its rectangle, delay, disposal and
// transparent index) and as a viewer shows it (composed over the frames before).

#include <QImage>
#include <QRect>
#include <QRgb>
#include <QString>

#include <vector>

namespace inflight {

struct GifReading {
    struct Frame {
        QRect rect;
        int delayCs = 0;
        int disposal = 0;
        /// -1 when the frame has none.
        int transparentIndex = -1;
        /// The whole picture after this frame, as a viewer shows it.
        QImage picture;
    };
    /// Empty when the file was read; else giflib's reason.
    QString error;
    int width = 0;
    int height = 0;
    /// The global colour table, as 0xRRGGBB.
    std::vector<QRgb> palette;
    /// Whether a NETSCAPE2.0 extension asks to loop, and how many times (0: forever).
    bool loops = false;
    int loopCount = -1;
    std::vector<Frame> frames;
};

/// Reads the GIF at `path`.
GifReading readGif(const QString &path);

} // namespace inflight
