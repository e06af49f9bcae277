// SPDX-License-Identifier: GPL-3.0-or-later
// The GIF encoder, read back with giflib: a fixed palette holding the key colours exactly, the
// first frame whole, each later frame only the rectangle that changed (its unchanged pixels
// transparent, left in place), a frame that changes nothing as one transparent pixel, each
// frame's delay, the loop forever, and what a viewer shows after every frame equal to the frames
// given (to the palette's nearest colours). A QGuiApplication draws the test pictures' text.

#include "gifencoder.h"
#include "gifreader.h"

#include <QBuffer>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>

using namespace inflight;

namespace {

const std::vector<QRgb> keys = {0x4477AA, 0x66CCEE, 0x228833, 0xCCBB44, 0xEE6677,
                                0xAA3377, 0xBBBBBB, 0xf4f5f7, 0xdcdfe4, 0x5b6069};

GifPalette palette()
{
    return GifPalette(keys, 0xffffff, 0x1b1d21);
}

/// A flat picture: a card on the background, with anti-aliased text.
QImage picture(QSize size, QPoint card, const QString &text)
{
    QImage image(size, QImage::Format_RGB32);
    image.fill(QColor(0xffffff));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(QColor(0x66CCEE));
    painter.setPen(QPen(QColor(0x4477AA), 2));
    painter.drawRoundedRect(QRect(card, QSize(60, 40)), 6, 6);
    painter.setPen(QColor(0x1b1d21));
    painter.drawText(QRect(10, 10, 200, 30), Qt::AlignLeft, text);
    return image;
}

/// Writes `frames` with `delays` to a file in `dir`; returns its path.
QString write(const QTemporaryDir &dir, const std::vector<QImage> &frames,
              const std::vector<int> &delays)
{
    const QString path = dir.filePath(QStringLiteral("frames.gif"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    GifEncoder encoder(&file, frames.front().size(), palette());
    for (std::size_t i = 0; i < frames.size(); ++i) {
        if (!encoder.addFrame(frames[i], delays[i]))
            return {};
    }
    return encoder.finish() ? path : QString();
}

} // namespace

class TestGifEncoder : public QObject {
    Q_OBJECT

private slots:
    void paletteHoldsTheKeyColoursExactly()
    {
        GifPalette p = palette();
        QVERIFY(p.colourCount() <= 255);
        for (const QRgb key : keys) {
            const std::uint8_t index = p.indexOf(key);
            QCOMPARE(p.colours()[index], key);
        }
        QCOMPARE(p.colours()[p.indexOf(0xffffff)], QRgb(0xffffff));
        QCOMPARE(p.colours()[p.indexOf(0x1b1d21)], QRgb(0x1b1d21));
        // Anything else maps near: no colour is more than a little way from an entry.
        for (const QRgb other : {QRgb(0x808080), QRgb(0xff0000), QRgb(0x00ff00), QRgb(0x123456),
                                 QRgb(0xa0c8e0), QRgb(0xf8d0d5)}) {
            const QRgb mapped = p.colours()[p.indexOf(other)];
            const int distance = std::abs(qRed(mapped) - qRed(other)) +
                                 std::abs(qGreen(mapped) - qGreen(other)) +
                                 std::abs(qBlue(mapped) - qBlue(other));
            QVERIFY2(distance < 100, qPrintable(QString::number(other, 16)));
        }
    }

    void framesReadBack()
    {
        const QTemporaryDir dir;
        const QSize size(320, 180);
        const std::vector<QImage> frames = {
            picture(size, {100, 80}, QStringLiteral("t = 1.0 s")),
            // The card moves a little: only around it changes.
            picture(size, {104, 80}, QStringLiteral("t = 1.0 s")),
            // Nothing changes.
            picture(size, {104, 80}, QStringLiteral("t = 1.0 s")),
            // The clock changes too.
            picture(size, {108, 82}, QStringLiteral("t = 1.5 s")),
        };
        const std::vector<int> delays = {10, 4, 10, 150};
        const QString path = write(dir, frames, delays);
        QVERIFY(!path.isEmpty());
        const GifReading gif = readGif(path);
        QVERIFY2(gif.error.isEmpty(), qPrintable(gif.error));
        QCOMPARE(gif.width, size.width());
        QCOMPARE(gif.height, size.height());
        QCOMPARE(static_cast<int>(gif.palette.size()), 256);
        QVERIFY(gif.loops);
        QCOMPARE(gif.loopCount, 0);
        QCOMPARE(static_cast<int>(gif.frames.size()), 4);
        for (std::size_t i = 0; i < frames.size(); ++i) {
            QCOMPARE(gif.frames[i].delayCs, delays[i]);
            QCOMPARE(gif.frames[i].disposal, 1);
        }
        QCOMPARE(gif.frames[0].rect, QRect(QPoint(0, 0), size));
        QCOMPARE(gif.frames[0].transparentIndex, -1);
        // Around the card that moved 4 pixels: its old and new edges, nowhere else.
        const QRect moved = gif.frames[1].rect;
        QVERIFY2(QRect(96, 76, 72, 48).contains(moved), qPrintable(QStringLiteral("%1,%2 %3x%4")
                                                                       .arg(moved.x())
                                                                       .arg(moved.y())
                                                                       .arg(moved.width())
                                                                       .arg(moved.height())));
        QCOMPARE(gif.frames[1].transparentIndex, int(GifPalette::transparentIndex));
        QCOMPARE(gif.frames[2].rect, QRect(0, 0, 1, 1));
        QVERIFY(gif.frames[3].rect.top() <= 20);
        // What a viewer shows is each frame, to the palette's nearest colours.
        GifPalette p = palette();
        for (std::size_t i = 0; i < frames.size(); ++i) {
            for (int y = 0; y < size.height(); ++y) {
                for (int x = 0; x < size.width(); ++x) {
                    const QRgb expected = p.colours()[p.indexOf(frames[i].pixel(x, y))];
                    if ((gif.frames[i].picture.pixel(x, y) & 0xffffff) != expected)
                        QFAIL(
                            qPrintable(QStringLiteral("frame %1 differs at %2,%3: %4, not %5")
                                           .arg(i)
                                           .arg(x)
                                           .arg(y)
                                           .arg(gif.frames[i].picture.pixel(x, y) & 0xffffff, 6, 16)
                                           .arg(expected, 6, 16)));
                }
            }
        }
    }

    void refusesAFrameOfAnotherSize()
    {
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        GifEncoder encoder(&buffer, QSize(100, 100), palette());
        QVERIFY(!encoder.addFrame(QImage(50, 100, QImage::Format_RGB32), 10));
        QVERIFY(encoder.errorString().contains(QStringLiteral("50x100")));
    }

    void saysWhenTheDeviceFails()
    {
        QBuffer buffer;
        // Not open for writing: the first write fails.
        GifEncoder encoder(&buffer, QSize(100, 100), palette());
        QImage frame(100, 100, QImage::Format_RGB32);
        frame.fill(Qt::white);
        QVERIFY(!encoder.addFrame(frame, 10));
        QVERIFY2(encoder.errorString().startsWith(QStringLiteral("the GIF encoder failed")),
                 qPrintable(encoder.errorString()));
    }
};

QTEST_MAIN(TestGifEncoder)
#include "tst_gifencoder.moc"
