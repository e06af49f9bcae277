// SPDX-License-Identifier: GPL-3.0-or-later
// Replays fuzz inputs without libFuzzer: a main() that feeds every file it is given (or every file
// in a folder it is given, in name order) to the target's LLVMFuzzerTestOneInput, once. Built with
// the normal compiler for each target in tests/fuzz, so that the normal test suite replays the
// committed corpus and every input that ever crashed (tests/fuzz/crashes/) on every run; a crash,
// an exception or a sanitizer report (under the asan preset) fails the test.
//
// Run: build-ci/tests/fuzz_replay_TARGET FILE|FOLDER...

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cstddef>
#include <cstdint>
#include <cstdio>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

namespace {

bool replayFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "%s: cannot be read\n", qPrintable(path));
        return false;
    }
    const QByteArray input = file.readAll();
    // Printed before the input runs, so that the last line before a crash names it.
    std::printf("%s (%lld bytes)\n", qPrintable(path), static_cast<long long>(input.size()));
    std::fflush(stdout);
    LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t *>(input.constData()),
                           static_cast<std::size_t>(input.size()));
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s FILE|FOLDER...\n", argv[0]);
        return 2;
    }
    int replayed = 0;
    bool ok = true;
    for (int i = 1; i < argc; ++i) {
        const QString argument = QString::fromLocal8Bit(argv[i]);
        if (!QFileInfo(argument).isDir()) {
            ok = replayFile(argument) && ok;
            replayed += ok ? 1 : 0;
            continue;
        }
        const QDir folder(argument);
        for (const QString &name : folder.entryList(QDir::Files, QDir::Name)) {
            ok = replayFile(folder.filePath(name)) && ok;
            ++replayed;
        }
    }
    std::printf("%d inputs replayed\n", replayed);
    return ok && replayed > 0 ? 0 : 1;
}
