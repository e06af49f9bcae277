// SPDX-License-Identifier: GPL-3.0-or-later
#include "gifreader.h"

#include <gif_lib.h>

#include <cstring>

namespace inflight {

namespace {

/// The NETSCAPE2.0 loop extension among a frame's extension blocks: the application block is
/// followed by its sub-block {1, count low, count high}.
void findLoop(const SavedImage &image, GifReading &reading)
{
    for (int i = 0; i + 1 < image.ExtensionBlockCount; ++i) {
        const ExtensionBlock &block = image.ExtensionBlocks[i];
        const ExtensionBlock &data = image.ExtensionBlocks[i + 1];
        if (block.Function == APPLICATION_EXT_FUNC_CODE && block.ByteCount == 11 &&
            std::memcmp(block.Bytes, "NETSCAPE2.0", 11) == 0 && data.ByteCount == 3 &&
            data.Bytes[0] == 1) {
            reading.loops = true;
            reading.loopCount = data.Bytes[1] | (data.Bytes[2] << 8);
        }
    }
}

void compose(const GifFileType &gif, int index, GifReading &reading, QImage &screen)
{
    const SavedImage &image = gif.SavedImages[index];
    GifReading::Frame frame;
    GraphicsControlBlock control;
    if (DGifSavedExtensionToGCB(const_cast<GifFileType *>(&gif), index, &control) == GIF_OK) {
        frame.delayCs = control.DelayTime;
        frame.disposal = control.DisposalMode;
        frame.transparentIndex = control.TransparentColor;
    }
    const GifImageDesc &desc = image.ImageDesc;
    frame.rect = QRect(desc.Left, desc.Top, desc.Width, desc.Height);
    const ColorMapObject *map = desc.ColorMap ? desc.ColorMap : gif.SColorMap;
    for (int y = 0; y < desc.Height; ++y) {
        auto *line = reinterpret_cast<QRgb *>(screen.scanLine(desc.Top + y));
        for (int x = 0; x < desc.Width; ++x) {
            const int pixel = image.RasterBits[y * desc.Width + x];
            if (pixel == frame.transparentIndex || !map || pixel >= map->ColorCount)
                continue;
            const GifColorType &c = map->Colors[pixel];
            line[desc.Left + x] = qRgb(c.Red, c.Green, c.Blue);
        }
    }
    frame.picture = screen.copy();
    reading.frames.push_back(frame);
}

} // namespace

GifReading readGif(const QString &path)
{
    GifReading reading;
    int error = 0;
    GifFileType *gif = DGifOpenFileName(path.toLocal8Bit().constData(), &error);
    if (!gif) {
        reading.error = QString::fromUtf8(GifErrorString(error));
        return reading;
    }
    if (DGifSlurp(gif) != GIF_OK) {
        reading.error = QString::fromUtf8(GifErrorString(gif->Error));
        DGifCloseFile(gif, &error);
        return reading;
    }
    reading.width = gif->SWidth;
    reading.height = gif->SHeight;
    if (gif->SColorMap) {
        for (int i = 0; i < gif->SColorMap->ColorCount; ++i) {
            const GifColorType &c = gif->SColorMap->Colors[i];
            reading.palette.push_back(qRgb(c.Red, c.Green, c.Blue) & 0xffffff);
        }
    }
    QImage screen(gif->SWidth, gif->SHeight, QImage::Format_RGB32);
    screen.fill(Qt::black);
    for (int i = 0; i < gif->ImageCount; ++i) {
        findLoop(gif->SavedImages[i], reading);
        compose(*gif, i, reading, screen);
    }
    DGifCloseFile(gif, &error);
    return reading;
}

} // namespace inflight
