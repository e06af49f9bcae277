// SPDX-License-Identifier: GPL-3.0-or-later
#include "gifencoder.h"

#include <QCoreApplication>

#include <QIODevice>

#include <gif_lib.h>

#include <algorithm>
#include <cstring>

namespace inflight {

namespace {

int writeToDevice(GifFileType *gif, const GifByteType *data, int length)
{
    auto *device = static_cast<QIODevice *>(gif->UserData);
    const qint64 written = device->write(reinterpret_cast<const char *>(data), length);
    return written == length ? length : 0;
}

} // namespace

GifEncoder::GifEncoder(QIODevice *device, QSize size, GifPalette palette)
    : m_device(device), m_size(size), m_palette(std::move(palette))
{
    const auto pixels =
        static_cast<std::size_t>(size.width()) * static_cast<std::size_t>(size.height());
    m_shown.assign(pixels, GifPalette::transparentIndex);
    m_pending.assign(pixels, GifPalette::transparentIndex);
}

GifEncoder::~GifEncoder()
{
    if (m_gif) {
        int error = 0;
        EGifCloseFile(m_gif, &error);
    }
}

bool GifEncoder::fail(const char *sentence, int code)
{
    m_error = QCoreApplication::translate("inflight::GifEncoder", sentence)
                  .arg(QString::fromUtf8(GifErrorString(code)));
    if (!m_device->errorString().isEmpty() && code == E_GIF_ERR_WRITE_FAILED)
        m_error += QStringLiteral(": ") + m_device->errorString();
    return false;
}

bool GifEncoder::begin()
{
    int error = 0;
    m_gif = EGifOpen(m_device, writeToDevice, &error);
    if (!m_gif)
        return fail(
            QT_TRANSLATE_NOOP("inflight::GifEncoder", "the GIF encoder failed to start (%1)"),
            error);
    EGifSetGifVersion(m_gif, true);
    ColorMapObject *map = GifMakeMapObject(GifPalette::size, nullptr);
    if (!map)
        return fail(QT_TRANSLATE_NOOP("inflight::GifEncoder",
                                      "the GIF encoder failed to make its colour map (%1)"),
                    E_GIF_ERR_NOT_ENOUGH_MEM);
    for (int i = 0; i < GifPalette::size; ++i) {
        const QRgb rgb = m_palette.colours()[static_cast<std::size_t>(i)];
        map->Colors[i] = {static_cast<GifByteType>(qRed(rgb)),
                          static_cast<GifByteType>(qGreen(rgb)),
                          static_cast<GifByteType>(qBlue(rgb))};
    }
    const int status = EGifPutScreenDesc(m_gif, m_size.width(), m_size.height(), 8, 0, map);
    GifFreeMapObject(map);
    if (status != GIF_OK)
        return fail(QT_TRANSLATE_NOOP("inflight::GifEncoder",
                                      "the GIF encoder failed to write its header (%1)"),
                    m_gif->Error);
    // Loop forever: the NETSCAPE2.0 application extension with a loop count of 0.
    static const GifByteType application[] = {'N', 'E', 'T', 'S', 'C', 'A',
                                              'P', 'E', '2', '.', '0'};
    static const GifByteType loop[] = {1, 0, 0};
    if (EGifPutExtensionLeader(m_gif, APPLICATION_EXT_FUNC_CODE) != GIF_OK ||
        EGifPutExtensionBlock(m_gif, sizeof application, application) != GIF_OK ||
        EGifPutExtensionBlock(m_gif, sizeof loop, loop) != GIF_OK ||
        EGifPutExtensionTrailer(m_gif) != GIF_OK)
        return fail(QT_TRANSLATE_NOOP("inflight::GifEncoder",
                                      "the GIF encoder failed to write its loop (%1)"),
                    m_gif->Error);
    return true;
}

QRect GifEncoder::difference(const QImage &frame)
{
    const int width = m_size.width();
    int left = width;
    int right = -1;
    int top = -1;
    int bottom = -1;
    for (int y = 0; y < m_size.height(); ++y) {
        const auto *now = reinterpret_cast<const QRgb *>(frame.constScanLine(y));
        const auto *before = reinterpret_cast<const QRgb *>(m_previous.constScanLine(y));
        if (std::memcmp(now, before, static_cast<std::size_t>(width) * sizeof(QRgb)) == 0)
            continue;
        std::uint8_t *shown = m_shown.data() + static_cast<std::ptrdiff_t>(y) * width;
        std::uint8_t *pending = m_pending.data() + static_cast<std::ptrdiff_t>(y) * width;
        for (int x = 0; x < width; ++x) {
            if (now[x] == before[x])
                continue;
            const std::uint8_t index = m_palette.indexOf(now[x]);
            if (index == shown[x])
                continue;
            pending[x] = index;
            left = std::min(left, x);
            right = std::max(right, x);
            if (top < 0)
                top = y;
            bottom = y;
        }
    }
    return top < 0 ? QRect() : QRect(QPoint(left, top), QPoint(right, bottom));
}

bool GifEncoder::writeImage(const QRect &rect, int delayCs, bool transparent)
{
    GraphicsControlBlock control;
    control.DisposalMode = DISPOSE_DO_NOT;
    control.UserInputFlag = false;
    control.DelayTime = delayCs;
    control.TransparentColor = transparent ? GifPalette::transparentIndex : NO_TRANSPARENT_COLOR;
    GifByteType extension[4];
    EGifGCBToExtension(&control, extension);
    if (EGifPutExtension(m_gif, GRAPHICS_EXT_FUNC_CODE, sizeof extension, extension) != GIF_OK ||
        EGifPutImageDesc(m_gif, rect.x(), rect.y(), rect.width(), rect.height(), false, nullptr) !=
            GIF_OK)
        return fail(QT_TRANSLATE_NOOP("inflight::GifEncoder",
                                      "the GIF encoder failed to write a frame (%1)"),
                    m_gif->Error);
    const int width = m_size.width();
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        std::uint8_t *pending = m_pending.data() + static_cast<std::ptrdiff_t>(y) * width;
        std::uint8_t *shown = m_shown.data() + static_cast<std::ptrdiff_t>(y) * width;
        if (EGifPutLine(m_gif, pending + rect.x(), rect.width()) != GIF_OK)
            return fail(QT_TRANSLATE_NOOP("inflight::GifEncoder",
                                          "the GIF encoder failed to write a frame (%1)"),
                        m_gif->Error);
        // What is on screen now; the next frame starts from nothing to write.
        for (int x = rect.left(); x <= rect.right(); ++x) {
            if (pending[x] != GifPalette::transparentIndex)
                shown[x] = pending[x];
            pending[x] = GifPalette::transparentIndex;
        }
    }
    return true;
}

bool GifEncoder::addFrame(const QImage &image, int delayCs)
{
    if (image.size() != m_size) {
        m_error = QCoreApplication::translate("inflight::GifEncoder",
                                              "a frame of %1x%2 pixels in an animation of %3x%4")
                      .arg(image.width())
                      .arg(image.height())
                      .arg(m_size.width())
                      .arg(m_size.height());
        return false;
    }
    if (!m_gif && !begin())
        return false;
    const QImage frame =
        image.format() == QImage::Format_RGB32 || image.format() == QImage::Format_ARGB32
            ? image
            : image.convertToFormat(QImage::Format_RGB32);
    delayCs = std::clamp(delayCs, 1, 65535);
    bool ok = false;
    if (m_frames == 0) {
        for (int y = 0; y < m_size.height(); ++y) {
            const auto *line = reinterpret_cast<const QRgb *>(frame.constScanLine(y));
            std::uint8_t *pending =
                m_pending.data() + static_cast<std::ptrdiff_t>(y) * m_size.width();
            for (int x = 0; x < m_size.width(); ++x)
                pending[x] = m_palette.indexOf(line[x]);
        }
        m_lastRect = QRect(QPoint(0, 0), m_size);
        ok = writeImage(m_lastRect, delayCs, false);
    } else {
        const QRect changed = difference(frame);
        // Nothing changed on screen: one transparent pixel keeps the frame and its delay.
        m_lastRect = changed.isEmpty() ? QRect(0, 0, 1, 1) : changed;
        ok = writeImage(m_lastRect, delayCs, true);
    }
    m_previous = frame;
    ++m_frames;
    return ok;
}

bool GifEncoder::finish()
{
    if (!m_gif && !begin())
        return false;
    int error = 0;
    const int status = EGifCloseFile(m_gif, &error);
    m_gif = nullptr;
    if (status != GIF_OK)
        return fail(QT_TRANSLATE_NOOP("inflight::GifEncoder",
                                      "the GIF encoder failed to finish the file (%1)"),
                    error);
    return true;
}

} // namespace inflight
