// SPDX-License-Identifier: GPL-3.0-or-later
// Writes frames of an animated GIF as PNG files, as a viewer shows them, to look at them:
//
//   gifframes GIF OUTDIR [FRAME...]      (frames from 0; none: the first, middle and last)
//
// and prints each frame's rectangle and delay.

#include "gifreader.h"

#include <QDir>
#include <QGuiApplication>

#include <cstdio>

using namespace inflight;

int main(int argc, char **argv)
{
    QGuiApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments().mid(1);
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: gifframes GIF OUTDIR [FRAME...]\n");
        return 2;
    }
    const GifReading gif = readGif(args[0]);
    if (!gif.error.isEmpty()) {
        std::fprintf(stderr, "gifframes: %s: %s\n", qPrintable(args[0]), qPrintable(gif.error));
        return 1;
    }
    const int count = static_cast<int>(gif.frames.size());
    std::printf("%dx%d, %d frames, %d palette entries, %s\n", gif.width, gif.height, count,
                static_cast<int>(gif.palette.size()), gif.loops ? "loops" : "plays once");
    for (int i = 0; i < count; ++i) {
        const GifReading::Frame &f = gif.frames[static_cast<std::size_t>(i)];
        std::printf("frame %d: %dx%d at %d,%d, %d cs\n", i, f.rect.width(), f.rect.height(),
                    f.rect.x(), f.rect.y(), f.delayCs);
    }
    QList<int> chosen;
    for (const QString &arg : args.mid(2))
        chosen << arg.toInt();
    if (chosen.isEmpty() && count > 0)
        chosen = {0, count / 2, count - 1};
    QDir().mkpath(args[1]);
    for (const int i : chosen) {
        if (i < 0 || i >= count)
            continue;
        const QString file =
            QDir(args[1]).filePath(QStringLiteral("frame%1.png").arg(i, 4, 10, QLatin1Char('0')));
        gif.frames[static_cast<std::size_t>(i)].picture.save(file);
    }
    return 0;
}
